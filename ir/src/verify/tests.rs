use super::*;
use crate::attr::AttrData;
use crate::body::OpSpec;
use crate::builder::Builder;
use crate::dialect::{
    Arity, AttrKind, AttrSpec, Dialect, DialectRegistry, OpVerifyError, TypeConstraint as TC,
};

fn hook_rejects_bad(view: &OpView<'_>) -> Result<(), OpVerifyError> {
    match view.attr("bad") {
        Some(_) => Err(OpVerifyError::new("the op is bad")),
        None => Ok(()),
    }
}

static TEST: Dialect = Dialect {
    name: "t",
    summary: "ops for verifier tests",
    ops: &[
        OpDef {
            operands: Arity::Exact(2),
            results: Arity::Exact(1),
            operand_types: &[TC::IntLike],
            result_types: &[TC::IntLike],
            traits: Traits::PURE.union(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
            ..OpDef::base("t.add", "adds")
        },
        OpDef {
            results: Arity::Exact(1),
            attrs: &[AttrSpec {
                name: "value",
                kind: AttrKind::Constant,
                required: true,
            }],
            traits: Traits::PURE.union(Traits::CONSTANT_LIKE),
            ..OpDef::base("t.const", "a constant")
        },
        OpDef {
            operands: Arity::Between(0, 1),
            traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
            ..OpDef::base("t.ret", "returns")
        },
        OpDef {
            successors: Arity::Exact(1),
            traits: Traits::TERMINATOR,
            ..OpDef::base("t.br", "branches")
        },
        OpDef {
            operands: Arity::Exact(1),
            operand_types: &[TC::Bool],
            successors: Arity::Exact(2),
            traits: Traits::TERMINATOR,
            ..OpDef::base("t.cond_br", "branches on a condition")
        },
        OpDef {
            results: Arity::AtLeast(0),
            regions: Arity::Exact(1),
            ..OpDef::base("t.region", "holds a region")
        },
        OpDef {
            results: Arity::AtLeast(0),
            regions: Arity::Exact(1),
            traits: Traits::ISOLATED_FROM_ABOVE,
            ..OpDef::base("t.isolated", "holds an isolated region")
        },
        OpDef {
            operands: Arity::AtLeast(0),
            traits: Traits::TERMINATOR,
            ..OpDef::base("t.yield", "ends a nested region")
        },
        OpDef {
            verify: Some(hook_rejects_bad),
            ..OpDef::base("t.hooked", "has a verify hook")
        },
        OpDef {
            traits: Traits::SYMBOL,
            ..OpDef::base("t.sym", "a module-level symbol")
        },
        OpDef {
            operands: Arity::Exact(1),
            operand_types: &[TC::Ptr],
            results: Arity::Exact(1),
            traits: Traits::MEM_READ,
            ..OpDef::base("t.load", "loads")
        },
    ],
};

/// A context with the test dialect `t` (also used by other modules' tests).
pub(crate) fn cx() -> Context {
    Context::with_registry(DialectRegistry::new().with(&TEST).unwrap())
}

/// A definition `@f(params) -> ret`.
fn func(cx: &Context, params: &[Type], ret: Type) -> Function {
    let ty = cx.function_type(ret, params.to_vec(), false);
    Function::define(cx, "f", ty, Loc::new(cx.file("in.dxir"), 1, 1))
}

fn new_block(f: &mut Function, args: &[Type]) -> (Block, Vec<Value>) {
    let body = f.body_mut();
    let b = body.create_block();
    body.append_block(body.root(), b);
    let vals = args.iter().map(|&t| body.add_block_arg(b, t)).collect();
    (b, vals)
}

fn errors(cx: &Context, f: &Function) -> Vec<VerifyError> {
    errors_with(cx, f, VerifyOptions::default())
}

fn errors_with(cx: &Context, f: &Function, opts: VerifyOptions) -> Vec<VerifyError> {
    match verify_function(cx, f, &opts) {
        Ok(()) => Vec::new(),
        Err(e) => e.into_iter().map(|d| d.error).collect(),
    }
}

fn constant(b: &mut Builder<'_>, ty: Type, v: i128) -> Value {
    let cx = b.cx();
    let op = b.op_with_attrs("t.const", &[], &[ty], &[("value", cx.int_attr(ty, v))]);
    b.body().result(op, 0)
}

fn br(b: &mut Builder<'_>, to: Block, args: &[Value]) -> Op {
    let spec = b.spec("t.br").with_successor(to, args.iter().copied());
    b.insert(spec)
}

#[test]
fn a_well_formed_function_verifies() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t, cx.types().i1], i32t);
    let entry = f.entry().unwrap();
    let (x, c) = (f.params()[0], f.params()[1]);
    let (then, _) = new_block(&mut f, &[]);
    let (join, ja) = new_block(&mut f, &[i32t]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let one = constant(&mut b, i32t, 1);
    let spec = b
        .spec("t.cond_br")
        .with_operands([c])
        .with_successor(then, [])
        .with_successor(join, [one]);
    b.insert(spec);
    let mut b = Builder::at_end(&cx, f.body_mut(), then);
    let s = b.value("t.add", &[x, one], i32t);
    br(&mut b, join, &[s]);
    let mut b = Builder::at_end(&cx, f.body_mut(), join);
    // A nested region may use values of enclosing regions.
    let outer = b.insert(b.spec("t.region").with_regions(1).with_results([i32t]));
    let r = b.body().regions(outer)[0];
    let inner = b.body().create_block();
    b.body().append_block(r, inner);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    let t = ib.value("t.add", &[ja[0], x], i32t);
    ib.op("t.yield", &[t], &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), join);
    let res = b.body().result(outer, 0);
    b.op("t.ret", &[res], &[]);
    assert_eq!(
        verify_function(&cx, &f, &VerifyOptions::default()).ok(),
        Some(())
    );
}

#[test]
fn empty_blocks_are_reported() {
    let cx = cx();
    let f = func(&cx, &[], cx.types().void);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::EmptyBlock { block: 0 }]
    ));
}

#[test]
fn blocks_must_end_with_a_terminator() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    constant(&mut b, i32t, 1);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::MissingTerminator { block: 0 }]
    ));
}

#[test]
fn a_terminator_must_be_last() {
    let cx = cx();
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("t.ret", &[], &[]);
    b.op("t.ret", &[], &[]);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::TerminatorNotLast]
    ));
}

#[test]
fn the_entry_block_takes_the_parameters() {
    let cx = cx();
    let (i32t, i64t) = (cx.types().i32, cx.types().i64);
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    f.body_mut().add_block_arg(entry, i32t);
    Builder::at_end(&cx, f.body_mut(), entry).op("t.ret", &[], &[]);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::EntryArgCount {
            expected: 1,
            found: 2
        }]
    ));
    f.body_mut().remove_block_arg(entry, 1);
    f.body_mut().remove_block_arg(entry, 0);
    f.body_mut().add_block_arg(entry, i64t);
    let e = errors(&cx, &f);
    assert!(matches!(
        &e[..],
        [VerifyError::EntryArgType { index: 0, .. }]
    ));
    assert_eq!(
        e[0].to_string(),
        "entry block argument #0 has type i64 but the parameter has type i32"
    );
}

#[test]
fn declarations_have_nothing_to_check() {
    let cx = cx();
    let fty = cx.function_type(cx.types().void, vec![], false);
    let decl = Function::declare(&cx, "d", fty, Loc::UNKNOWN);
    assert!(errors(&cx, &decl).is_empty());
    // `Function::declare` asserts a function type, so only the message of
    // `NotFunctionType` can be checked here.
    let e = VerifyError::NotFunctionType {
        ty: TypeName::new(&cx, fty),
    };
    assert_eq!(
        e.to_string(),
        "the function's type void () is not a function type"
    );
}

#[test]
fn the_entry_block_is_no_successor() {
    let cx = cx();
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    br(&mut b, entry, &[]);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::EntryIsSuccessor { index: 0 }]
    ));
}

#[test]
fn successors_stay_in_their_region_and_match_arguments() {
    let cx = cx();
    let (i32t, i64t) = (cx.types().i32, cx.types().i64);
    let mut f = func(&cx, &[i64t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let (next, _) = new_block(&mut f, &[i32t]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let r = b.insert(b.spec("t.region").with_regions(1));
    br(&mut b, next, &[]);
    let region = b.body().regions(r)[0];
    let inner = b.body().create_block();
    b.body().append_block(region, inner);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    br(&mut ib, next, &[x]);
    let mut b = Builder::at_end(&cx, f.body_mut(), next);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::SuccessorNotInRegion { index: 0 },
                VerifyError::SuccessorArgCount {
                    index: 0,
                    block: 1,
                    expected: 1,
                    found: 0
                },
            ]
        ),
        "{e:?}"
    );
    // Now pass an argument of the wrong type from the entry block.
    let term = f.body().last_op(entry).unwrap();
    f.body_mut().set_successor(term, 0, next, &[x]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            e[1],
            VerifyError::SuccessorArgType {
                index: 0,
                arg: 0,
                ..
            }
        ),
        "{e:?}"
    );
}

#[test]
fn unregistered_ops_are_errors_unless_allowed() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("foo.bar", &[x], &[i32t]);
    b.op("foo.end", &[], &[]);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::Unregistered, VerifyError::Unregistered]
    ));
    // Allowed, an unregistered op may also end the block.
    let allow = VerifyOptions {
        allow_unregistered: true,
    };
    assert!(errors_with(&cx, &f, allow).is_empty());
}

#[test]
fn arity_is_checked() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("t.add", &[x], &[i32t]);
    b.op("t.add", &[x, x], &[]);
    b.op("t.region", &[], &[]);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::OperandCount {
                    expected: Arity::Exact(2),
                    found: 1
                },
                VerifyError::ResultCount {
                    expected: Arity::Exact(1),
                    found: 0
                },
                VerifyError::RegionCount {
                    expected: Arity::Exact(1),
                    found: 0
                },
            ]
        ),
        "{e:?}"
    );
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    Builder::at_end(&cx, f.body_mut(), entry).op("t.br", &[], &[]);
    assert!(matches!(
        errors(&cx, &f)[..],
        [VerifyError::SuccessorCount { found: 0, .. }]
    ));
}

#[test]
fn type_constraints_are_checked() {
    let cx = cx();
    let (i32t, f32t) = (cx.types().i32, cx.types().float);
    let mut f = func(&cx, &[f32t, i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let (x, y) = (f.params()[0], f.params()[1]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("t.add", &[y, x], &[f32t]);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::OperandType { index: 1, .. },
                VerifyError::ResultType { index: 0, .. },
                VerifyError::NotSameType { .. },
            ]
        ),
        "{e:?}"
    );
    assert_eq!(
        e[0].to_string(),
        "operand #1 must be an integer or integer vector, found float"
    );
}

#[test]
fn same_operands_and_result_type() {
    let cx = cx();
    let (i32t, i64t) = (cx.types().i32, cx.types().i64);
    let mut f = func(&cx, &[i32t, i64t], cx.types().void);
    let entry = f.entry().unwrap();
    let (x, y) = (f.params()[0], f.params()[1]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("t.add", &[x, y], &[i32t]);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(matches!(&e[..], [VerifyError::NotSameType { .. }]), "{e:?}");
    assert_eq!(
        e[0].to_string(),
        "all operands and results must have one type, but i64 differs from i32"
    );
}

#[test]
fn attributes_are_checked() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("t.const", &[], &[i32t]);
    b.op_with_attrs("t.const", &[], &[i32t], &[("value", cx.str_attr("one"))]);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::MissingAttr { name: "value" },
                VerifyError::AttrKind {
                    name: "value",
                    expected: AttrKind::Constant
                },
            ]
        ),
        "{e:?}"
    );
    assert_eq!(
        e[1].to_string(),
        "attribute `value` must be a typed constant"
    );
}

#[test]
fn returns_match_the_function_type() {
    let cx = cx();
    let (i32t, i64t) = (cx.types().i32, cx.types().i64);
    let cases: [(Type, &[Type], usize); 3] = [
        (cx.types().void, &[i32t], 1),
        (i32t, &[], 1),
        (i32t, &[i64t], 1),
    ];
    for (ret, operands, n) in cases {
        let mut f = func(&cx, operands, ret);
        let entry = f.entry().unwrap();
        let args = f.params().to_vec();
        Builder::at_end(&cx, f.body_mut(), entry).op("t.ret", &args, &[]);
        let e = errors(&cx, &f);
        assert_eq!(e.len(), n, "{e:?}");
        assert!(matches!(
            e[0],
            VerifyError::ReturnCount { .. } | VerifyError::ReturnType { .. }
        ));
    }
    let mut f = func(&cx, &[i64t], i32t);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    Builder::at_end(&cx, f.body_mut(), entry).op("t.ret", &[x], &[]);
    let e = errors(&cx, &f);
    assert_eq!(
        e[0].to_string(),
        "returns a value of type i64, but the function returns i32"
    );
}

#[test]
fn isolated_regions_use_no_outside_values() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let iso = b.insert(b.spec("t.isolated").with_regions(1));
    b.op("t.ret", &[], &[]);
    let r = f.body().regions(iso)[0];
    let inner = f.body_mut().create_block();
    f.body_mut().append_block(r, inner);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    let y = ib.value("t.add", &[x, x], i32t);
    ib.op("t.yield", &[y], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::IsolatedUse {
                    index: 0,
                    isolated: "t.isolated"
                },
                VerifyError::IsolatedUse { index: 1, .. },
            ]
        ),
        "{e:?}"
    );
}

#[test]
fn the_hook_runs_after_the_declarative_checks() {
    let cx = cx();
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op_with_attrs("t.hooked", &[], &[], &[("bad", cx.unit_attr())]);
    // A broken op does not reach its hook.
    b.op_with_attrs(
        "t.hooked",
        &[],
        &[cx.types().i32],
        &[("bad", cx.unit_attr())],
    );
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [VerifyError::Hook(_), VerifyError::ResultCount { .. }]
        ),
        "{e:?}"
    );
    assert_eq!(e[0].to_string(), "the op is bad");
}

#[test]
fn operands_must_be_live_resolved_and_placed() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    // (A dead operand cannot be built in a debug build: erasing a used
    // value is caught by `debug_assert!`s. Release builds report it as
    // `DeadOperand`.)
    let body = f.body_mut();
    let ph = body.create_placeholder(i32t);
    let detached = {
        let mut d = Builder::detached(&cx, body);
        constant(&mut d, i32t, 7)
    };
    let mut b = Builder::at_end(&cx, body, entry);
    b.op("t.add", &[ph, ph], &[i32t]);
    b.op("t.add", &[detached, detached], &[i32t]);
    b.op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::PlaceholderOperand { index: 0 },
                VerifyError::PlaceholderOperand { index: 1 },
                VerifyError::DetachedDef { index: 0 },
                VerifyError::DetachedDef { index: 1 },
            ]
        ),
        "{e:?}"
    );
}

#[test]
fn use_before_def_in_one_block() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let ret = b.op("t.ret", &[], &[]);
    let mut b = Builder::before(&cx, f.body_mut(), ret);
    let first = b.value("t.add", &[x, x], i32t);
    let second = b.value("t.add", &[x, x], i32t);
    // `first` now uses `second`, which comes after it; `second` uses itself.
    let first_op = f.body().defining_op(first).unwrap();
    let second_op = f.body().defining_op(second).unwrap();
    f.body_mut().set_operand(first_op, 1, second);
    f.body_mut().set_operand(second_op, 0, second);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::UseBeforeDef { index: 1 },
                VerifyError::UseBeforeDef { index: 0 },
            ]
        ),
        "{e:?}"
    );
}

/// entry -> (left | right) -> join; returns a value defined in `left`.
fn diamond(cx: &Context, use_in_join: bool) -> Function {
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(cx, &[i1, i32t], i32t);
    let entry = f.entry().unwrap();
    let (c, x) = (f.params()[0], f.params()[1]);
    let (left, _) = new_block(&mut f, &[]);
    let (right, _) = new_block(&mut f, &[]);
    let (join, _) = new_block(&mut f, &[]);
    let mut b = Builder::at_end(cx, f.body_mut(), entry);
    let spec = b
        .spec("t.cond_br")
        .with_operands([c])
        .with_successor(left, [])
        .with_successor(right, []);
    b.insert(spec);
    let mut b = Builder::at_end(cx, f.body_mut(), left);
    let l = b.value("t.add", &[x, x], i32t);
    br(&mut b, join, &[]);
    let mut b = Builder::at_end(cx, f.body_mut(), right);
    br(&mut b, join, &[]);
    let mut b = Builder::at_end(cx, f.body_mut(), join);
    let v = if use_in_join { l } else { x };
    b.op("t.ret", &[v], &[]);
    f
}

#[test]
fn definitions_must_dominate_uses_across_blocks() {
    let cx = cx();
    assert!(errors(&cx, &diamond(&cx, false)).is_empty());
    let f = diamond(&cx, true);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [VerifyError::NotDominated {
                index: 0,
                def_block: 1,
                use_block: 3
            }]
        ),
        "{e:?}"
    );
    let rendered = verify_function(&cx, &f, &VerifyOptions::default())
        .unwrap_err()
        .to_string();
    assert_eq!(
        rendered,
        "error: in @f: `t.ret`: operand #0 is defined in ^bb1, which does not dominate its use in ^bb3"
    );
}

#[test]
fn uses_in_unreachable_blocks_are_not_checked() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let (dead, _) = new_block(&mut f, &[]);
    let (other, _) = new_block(&mut f, &[]);
    Builder::at_end(&cx, f.body_mut(), entry).op("t.ret", &[], &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), other);
    let y = b.value("t.add", &[x, x], i32t);
    br(&mut b, dead, &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), dead);
    b.value("t.add", &[y, y], i32t);
    br(&mut b, other, &[]);
    assert!(errors(&cx, &f).is_empty());
}

#[test]
fn nested_regions_see_earlier_outer_values_only() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let holder = b.insert(b.spec("t.region").with_regions(1).with_results([i32t]));
    let later = b.value("t.add", &[x, x], i32t);
    b.op("t.ret", &[], &[]);
    let own = f.body().result(holder, 0);
    let r = f.body().regions(holder)[0];
    let inner = f.body_mut().create_block();
    f.body_mut().append_block(r, inner);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    let ok = ib.value("t.add", &[x, x], i32t);
    ib.value("t.add", &[later, own], i32t);
    ib.op("t.yield", &[ok], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::UseBeforeDef { index: 0 },
                VerifyError::UseBeforeDef { index: 1 },
            ]
        ),
        "{e:?}"
    );
}

#[test]
fn values_of_nested_regions_are_not_visible_outside() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let holder = b.insert(b.spec("t.region").with_regions(1));
    let ret = b.op("t.ret", &[], &[]);
    let r = f.body().regions(holder)[0];
    let inner = f.body_mut().create_block();
    f.body_mut().append_block(r, inner);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    let hidden = ib.value("t.add", &[x, x], i32t);
    ib.op("t.yield", &[], &[]);
    let mut b = Builder::before(&cx, f.body_mut(), ret);
    b.value("t.add", &[hidden, x], i32t);
    let e = errors(&cx, &f);
    assert!(
        matches!(&e[..], [VerifyError::NotVisible { index: 0 }]),
        "{e:?}"
    );
}

#[test]
fn values_must_have_first_class_types() {
    let cx = cx();
    let void = cx.types().void;
    let mut f = func(&cx, &[], void);
    let entry = f.entry().unwrap();
    let (next, _) = new_block(&mut f, &[void]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let spec = b.spec("t.region").with_regions(0).with_results([void]);
    let op = b.insert(spec);
    let v = b.body().result(op, 0);
    br(&mut b, next, &[v]);
    Builder::at_end(&cx, f.body_mut(), next).op("t.ret", &[], &[]);
    let e = errors(&cx, &f);
    assert!(
        matches!(
            &e[..],
            [
                VerifyError::NotFirstClass {
                    what: ValueSite::Result(0),
                    ..
                },
                VerifyError::RegionCount { .. },
                VerifyError::NotFirstClass {
                    what: ValueSite::BlockArg { block: 1, index: 0 },
                    ..
                },
            ]
        ),
        "{e:?}"
    );
}

#[test]
fn module_level_symbols_need_a_name() {
    let cx = cx();
    let mut m = Module::new();
    m.add_global(&cx, OpSpec::new(cx.op_name("t.sym"), Loc::UNKNOWN))
        .unwrap();
    m.add_global(
        &cx,
        OpSpec::new(cx.op_name("t.sym"), Loc::UNKNOWN).with_attr(&cx, "sym_name", cx.str_attr("g")),
    )
    .unwrap();
    let fty = cx.function_type(cx.types().void, vec![], false);
    m.add_function(Function::define(&cx, "empty", fty, Loc::UNKNOWN))
        .unwrap();
    let e = verify_module(&cx, &m, &VerifyOptions::default()).unwrap_err();
    let kinds: Vec<_> = e.iter().map(|d| &d.error).collect();
    assert!(
        matches!(
            kinds[..],
            [
                VerifyError::EmptyBlock { .. },
                VerifyError::MissingSymbolName
            ]
        ),
        "{kinds:?}"
    );
    assert_eq!(e.0[0].function.as_deref(), Some("empty"));
    assert_eq!(e.0[1].function, None);
    assert_eq!(
        e.to_string(),
        "error: in @empty: block ^bb0 is empty: every block must end with a terminator\n\
         error: `t.sym`: a symbol op needs a string `sym_name` attribute"
    );
}

#[test]
fn diagnostics_render_with_their_location() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let file = cx.file("shader.dxir");
    let mut b = Builder::at_end(&cx, f.body_mut(), entry).with_loc(Loc::new(file, 3, 5));
    b.op("t.add", &[], &[i32t]);
    b.op("t.ret", &[], &[]);
    let e = verify_function(&cx, &f, &VerifyOptions::default()).unwrap_err();
    assert_eq!(e.len(), 1);
    let d = &e.0[0];
    assert_eq!(
        d.render(&cx),
        "shader.dxir:3:5: error: in @f: `t.add`: expects 2 operands, found 0"
    );
    assert_eq!(d.to_string(), d.render(&cx));
    assert!(std::error::Error::source(d).is_some());
}

#[test]
fn loops_with_block_arguments_verify() {
    let cx = cx();
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(&cx, &[i32t, i1], i32t);
    let entry = f.entry().unwrap();
    let (x, c) = (f.params()[0], f.params()[1]);
    let (header, h) = new_block(&mut f, &[i32t]);
    let (exit, _) = new_block(&mut f, &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    br(&mut b, header, &[x]);
    let mut b = Builder::at_end(&cx, f.body_mut(), header);
    let next = b.value("t.add", &[h[0], x], i32t);
    let spec = b
        .spec("t.cond_br")
        .with_operands([c])
        .with_successor(header, [next])
        .with_successor(exit, []);
    b.insert(spec);
    let mut b = Builder::at_end(&cx, f.body_mut(), exit);
    b.op("t.ret", &[h[0]], &[]);
    assert!(errors(&cx, &f).is_empty());
}

#[test]
fn every_error_is_reported() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    for _ in 0..5 {
        b.op("t.add", &[], &[i32t]);
    }
    b.op("t.ret", &[], &[]);
    assert_eq!(errors(&cx, &f).len(), 5);
}

#[test]
fn a_large_function_verifies_quickly() {
    // 200k ops over 20k blocks in a chain, each block using a value of the
    // one before: linear work, seconds at worst in a debug build.
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let x = f.params()[0];
    let mut prev = f.entry().unwrap();
    let mut carried = x;
    for _ in 0..20_000 {
        let (next, _) = new_block(&mut f, &[]);
        let mut b = Builder::at_end(&cx, f.body_mut(), prev);
        for _ in 0..9 {
            carried = b.value("t.add", &[carried, x], i32t);
        }
        br(&mut b, next, &[]);
        prev = next;
    }
    Builder::at_end(&cx, f.body_mut(), prev).op("t.ret", &[], &[]);
    let start = std::time::Instant::now();
    assert!(errors(&cx, &f).is_empty());
    assert!(start.elapsed().as_secs() < 30);
}

/// A tiny deterministic generator, so the no-panic test needs no seed file.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

#[test]
fn random_ir_never_panics_the_verifier() {
    let cx = cx();
    let names = [
        "t.add",
        "t.const",
        "t.ret",
        "t.br",
        "t.cond_br",
        "t.region",
        "t.isolated",
        "t.yield",
        "t.hooked",
        "t.load",
        "x.unknown",
    ];
    let types = [
        cx.types().i32,
        cx.types().i1,
        cx.types().void,
        cx.types().ptr,
        cx.types().float,
    ];
    for seed in 0..200u64 {
        let mut rng = Lcg(seed);
        let mut f = func(&cx, &[types[rng.next(2)]], types[rng.next(types.len())]);
        let mut values: Vec<Value> = f.params().to_vec();
        let mut blocks = vec![f.entry().unwrap()];
        let mut regions = vec![f.body().root()];
        for _ in 0..rng.next(40) {
            let body = f.body_mut();
            match rng.next(6) {
                0 => {
                    let r = regions[rng.next(regions.len())];
                    let b = body.create_block();
                    body.append_block(r, b);
                    for _ in 0..rng.next(3) {
                        values.push(body.add_block_arg(b, types[rng.next(types.len())]));
                    }
                    blocks.push(b);
                }
                1 => values.push(body.create_placeholder(types[rng.next(types.len())])),
                _ => {
                    let mut spec =
                        OpSpec::new(cx.op_name(names[rng.next(names.len())]), Loc::UNKNOWN);
                    let ops: Vec<Value> = (0..rng.next(4))
                        .map(|_| values[rng.next(values.len())])
                        .collect();
                    spec = spec.with_operands(ops);
                    for _ in 0..rng.next(3) {
                        let args: Vec<Value> = (0..rng.next(2))
                            .map(|_| values[rng.next(values.len())])
                            .collect();
                        spec = spec.with_successor(blocks[rng.next(blocks.len())], args);
                    }
                    let rt: Vec<Type> = (0..rng.next(3))
                        .map(|_| types[rng.next(types.len())])
                        .collect();
                    spec = spec.with_results(rt).with_regions(rng.next(2));
                    if rng.next(3) == 0 {
                        spec = spec.with_attr(&cx, "value", cx.int_attr(cx.types().i32, 1));
                    }
                    if rng.next(4) == 0 {
                        spec = spec.with_attr(&cx, "bad", cx.intern_attr(AttrData::Unit));
                    }
                    let op = body.create_op(spec);
                    values.extend(body.results(op).iter().copied());
                    regions.extend(body.regions(op).iter().copied());
                    if rng.next(8) != 0 {
                        let b = blocks[rng.next(blocks.len())];
                        body.append_op(b, op);
                    }
                }
            }
        }
        let _ = verify_function(&cx, &f, &VerifyOptions::default());
        let _ = verify_function(
            &cx,
            &f,
            &VerifyOptions {
                allow_unregistered: true,
            },
        );
        // Checked in runs of a block or two in parallel, as large bodies
        // are, the body gives the errors of one walk, in the same order.
        let rendered = |runs: usize| {
            verify_in_runs(&cx, &f, &VerifyOptions::default(), runs)
                .err()
                .map(|e| e.to_string())
        };
        assert_eq!(rendered(1), rendered(usize::MAX), "seed {seed}");
    }
}

#[test]
fn a_large_body_checked_in_runs_reports_what_one_walk_reports() {
    // A chain of blocks with errors in several runs: a use before its
    // definition, a use its definition does not dominate (a value of a
    // block that is not on every path), a block without a terminator.
    let cx = cx();
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(&cx, &[i32t, i1], cx.types().void);
    let (x, c) = (f.params()[0], f.params()[1]);
    let mut prev = f.entry().unwrap();
    let mut side_value = None;
    for i in 0..300 {
        let (next, _) = new_block(&mut f, &[]);
        let (side, _) = new_block(&mut f, &[]);
        let mut b = Builder::at_end(&cx, f.body_mut(), prev);
        let v = b.value("t.add", &[x, x], i32t);
        let w = b.value("t.add", &[v, x], i32t);
        if i % 97 == 5 {
            let op = b.body().defining_op(v).unwrap();
            b.body().set_operand(op, 1, w);
        }
        if let (Some(s), true) = (side_value, i % 61 == 7) {
            b.value("t.add", &[s, x], i32t);
        }
        let spec = b
            .spec("t.cond_br")
            .with_operands([c])
            .with_successor(side, [])
            .with_successor(next, []);
        b.insert(spec);
        let mut b = Builder::at_end(&cx, f.body_mut(), side);
        side_value = Some(b.value("t.add", &[x, x], i32t));
        if i % 83 != 11 {
            br(&mut b, next, &[]);
        }
        prev = next;
    }
    Builder::at_end(&cx, f.body_mut(), prev).op("t.ret", &[], &[]);
    let one_walk = verify_in_runs(&cx, &f, &VerifyOptions::default(), usize::MAX).unwrap_err();
    assert!(one_walk.0.len() >= 8, "{one_walk}");
    for runs in [16, 100, Body::OPS_PER_RUN] {
        let in_runs = verify_in_runs(&cx, &f, &VerifyOptions::default(), runs).unwrap_err();
        assert_eq!(
            in_runs.to_string(),
            one_walk.to_string(),
            "runs of {runs} ops"
        );
    }
}
