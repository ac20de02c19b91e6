//! Helpers for the passes' unit tests: a context, functions built with the
//! `Builder`, and a compact view of the result.

use dxir_ir::{
    verify_function, Arity, Block, Body, Context, Dialect, Function, Loc, OpDef, Traits, Type,
    Value, VerifyOptions,
};

/// Region-holding ops the `llvm` dialect does not have.
static TEST: Dialect = Dialect {
    name: "t",
    summary: "region ops for pass tests",
    ops: &[
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
            ..OpDef::base("t.yield", "ends a region")
        },
    ],
};

/// A context with the `llvm` and `t` dialects.
pub(crate) fn cx() -> Context {
    let mut r = dxir_dialects::registry();
    r.register(&TEST).expect("the test dialect registers");
    Context::with_registry(r)
}

/// A definition `@f(params) -> ret`.
pub(crate) fn func(cx: &Context, params: &[Type], ret: Type) -> Function {
    let ty = cx.function_type(ret, params.to_vec(), false);
    Function::define(cx, "f", ty, Loc::UNKNOWN)
}

/// Appends a block with arguments of `args` types to the root region.
pub(crate) fn block(f: &mut Function, args: &[Type]) -> (Block, Vec<Value>) {
    let body = f.body_mut();
    let b = body.create_block();
    body.append_block(body.root(), b);
    let vals = args.iter().map(|&t| body.add_block_arg(b, t)).collect();
    (b, vals)
}

/// Appends a block to the only region of `op`.
pub(crate) fn region_block(body: &mut Body, op: dxir_ir::Op) -> Block {
    let r = body.regions(op)[0];
    let b = body.create_block();
    body.append_block(r, b);
    b
}

/// The op names of `block`, in order.
pub(crate) fn names<'c>(cx: &'c Context, body: &Body, block: Block) -> Vec<&'c str> {
    body.block_ops(block)
        .map(|op| cx.op_name_str(body.op_name(op)))
        .collect()
}

/// Panics with the verifier's message if `f` does not verify.
pub(crate) fn assert_verifies(cx: &Context, f: &Function) {
    if let Err(e) = verify_function(cx, f, &VerifyOptions::default()) {
        panic!("{e}");
    }
}
