//! The views `op_views!` generates, over a small test dialect.

use crate::view::{check_spec, BuildError};
use crate::{
    Arity, Body, Builder, Context, Dialect, DialectRegistry, OpDef, TypeConstraint as T, TypedOp,
};

const OPS: &[OpDef] = &[
    OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::Ptr, T::IntLike],
        result_types: &[T::Ptr],
        ..OpDef::base("t.pick", "Picks an element.")
    },
    OpDef {
        operands: Arity::AtLeast(1),
        results: Arity::Between(0, 1),
        ..OpDef::base("t.call", "Calls.")
    },
    OpDef {
        operands: Arity::Between(0, 1),
        ..OpDef::base("t.ret", "Returns.")
    },
    OpDef {
        operands: Arity::AtLeast(2),
        results: Arity::Exact(1),
        ..OpDef::base("t.get", "Reads at one or more indices.")
    },
];

static DIALECT: Dialect = Dialect {
    name: "t",
    summary: "Test ops.",
    ops: OPS,
};

/// The views; not every generated item is used by the tests.
#[allow(dead_code)]
mod views {
    use super::{DIALECT, OPS};
    crate::op_views! {
        table: OPS, dialect: DIALECT, any: TestOp;
        Pick(base, index) -> (result);
        Call(callee; args..) -> (result?);
        Ret(; value?) -> ();
        Get(array; indices.. 1) -> (result);
    }
}
use views::{Call, Get, Pick, Ret, TestOp};

fn context() -> Context {
    let mut registry = DialectRegistry::new();
    registry.register(&DIALECT).unwrap();
    Context::with_registry(registry)
}

/// A body with one block whose arguments are a `ptr` and an `i32`.
fn body(cx: &Context) -> (Body, crate::Block, crate::Value, crate::Value) {
    let mut body = Body::new();
    let entry = body.create_block();
    body.append_block(body.root(), entry);
    let p = body.add_block_arg(entry, cx.types().ptr);
    let i = body.add_block_arg(entry, cx.types().i32);
    (body, entry, p, i)
}

#[test]
fn build_then_match_with_named_accessors() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let r = Pick::build(&mut b, p, i, cx.types().ptr);
    let op = body.defining_op(r).unwrap();
    let pick = Pick::match_op(&cx, &body, op).unwrap();
    assert_eq!(pick.op(), op);
    assert_eq!(pick.base(&body), p);
    assert_eq!(pick.index(&body), i);
    assert_eq!(pick.result(&body), r);
    assert_eq!(Pick::defining(&cx, &body, r), Some(pick));
    assert_eq!(Pick::NAME, "t.pick");
    assert_eq!(Pick::OPERANDS, &["base", "index"]);
    assert!(std::ptr::eq(Pick::def(), &DIALECT.ops[0]));
}

#[test]
fn a_wrong_op_does_not_match() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let r = Pick::build(&mut b, p, i, cx.types().ptr);
    let ret = Ret::build(&mut b, Some(r));
    let pick = body.defining_op(r).unwrap();
    assert!(Ret::match_op(&cx, &body, pick).is_none());
    assert!(!Call::is(&cx, &body, pick));
    assert!(Pick::match_op(&cx, &body, ret).is_none());
    assert!(Pick::defining(&cx, &body, p).is_none(), "a block argument");
}

#[test]
fn unregistered_and_misshapen_ops_do_not_match() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    // Same name, wrong operand count: no view (its accessors would index
    // past the end).
    let bad = b.op("t.pick", &[p], &[cx.types().ptr]);
    let other = b.op("t.unknown", &[p, i], &[cx.types().ptr]);
    assert!(Pick::match_op(&cx, &body, bad).is_none());
    assert!(TestOp::match_op(&cx, &body, bad).is_none());
    assert!(TestOp::match_op(&cx, &body, other).is_none());
}

#[test]
fn variadic_and_optional_accessors() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let call = Call::build(&mut b, p, &[i, i], Some(cx.types().i32));
    let void_call = Call::build(&mut b, p, &[], None);
    let ret = Ret::build(&mut b, None);
    let call = Call::match_op(&cx, &body, call).unwrap();
    assert_eq!(call.callee(&body), p);
    assert_eq!(call.args(&body), &[i, i]);
    assert!(call.result(&body).is_some());
    let void_call = Call::match_op(&cx, &body, void_call).unwrap();
    assert!(void_call.args(&body).is_empty());
    assert_eq!(void_call.result(&body), None);
    assert_eq!(Ret::match_op(&cx, &body, ret).unwrap().value(&body), None);
}

#[test]
fn a_tail_with_a_minimum_count() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let r = Get::build(&mut b, p, &[i, i], cx.types().i32);
    let none = b.op("t.get", &[p], &[cx.types().i32]);
    let get = Get::defining(&cx, &body, r).unwrap();
    assert_eq!(get.array(&body), p);
    assert_eq!(get.indices(&body), &[i, i]);
    assert!(Get::match_op(&cx, &body, none).is_none(), "no index at all");
}

#[test]
fn the_dialect_enum_finds_the_row() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let r = Pick::build(&mut b, p, i, cx.types().ptr);
    let ret = Ret::build(&mut b, Some(r));
    let pick = body.defining_op(r).unwrap();
    assert!(matches!(TestOp::match_op(&cx, &body, pick), Some(TestOp::Pick(v)) if v.op() == pick));
    assert!(matches!(
        TestOp::match_op(&cx, &body, ret),
        Some(TestOp::Ret(_))
    ));
    assert_eq!(TestOp::match_op(&cx, &body, ret).unwrap().op(), ret);
}

#[test]
fn specs_are_checked_against_the_declared_types() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let b = Builder::at_end(&cx, &mut body, entry);
    // Operands swapped: `index` is a pointer, `base` an i32.
    let spec = b
        .spec("t.pick")
        .with_operands([i, p])
        .with_results([cx.types().ptr]);
    let short = b.spec("t.pick").with_operands([p, i]);
    let err = check_spec(&cx, &body, Pick::def(), &spec).unwrap_err();
    assert_eq!(
        err,
        BuildError::Type {
            op: "t.pick",
            what: "operand",
            index: 0,
            expected: T::Ptr
        }
    );
    assert_eq!(err.to_string(), "`t.pick` operand 0 must be a pointer");
    assert!(matches!(
        check_spec(&cx, &body, Pick::def(), &short),
        Err(BuildError::Count {
            what: "results",
            ..
        })
    ));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "typed builder")]
fn debug_builds_reject_an_ill_typed_build() {
    let cx = context();
    let (mut body, entry, p, i) = body(&cx);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    Pick::build(&mut b, i, p, cx.types().ptr);
}
