//! `forward-handle-accesses`: no `phi` or `select` of resource handles.
//!
//! DXIL wants every handle use to see its creation. A `select` or a block
//! argument (a `phi`) whose value is a `target("dx.*")` handle is resolved
//! through the selects and block arguments it merges (with a visited set,
//! so loops terminate):
//! - when every path leads to one creation, the merge is that creation;
//! - when the paths lead to creations of one binding (same op, same space,
//!   register, range and name) that differ only in their index, the merge
//!   becomes one creation whose index is a `select`/block argument of the
//!   same shape over the indices;
//! - otherwise it is an error naming the merge.
//!
//! Runs on `dx` handles, before `lower-dxil`.

use crate::error::ForwardError;
use crate::merges::{build_at_merge, MergeWeb};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dx::{DxOp, HandleFromBinding, HandleFromImplicitBinding};
use dxir_dialects::llvm::{LlvmOp, Select};
use dxir_ir::view::position;
use dxir_ir::{Body, Context, Function, Loc, Op, Type, TypeData, Value, ValueDef};
use rustc_hash::FxHashSet;

const NAME: &str = "forward-handle-accesses";
/// Operand index of the index argument of both creation ops, from their
/// rows (the build fails if the two differ).
const INDEX: usize = position(HandleFromBinding::OPERANDS, "index");
const _: () = assert!(INDEX == position(HandleFromImplicitBinding::OPERANDS, "index"));

/// See the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForwardHandleAccesses;

fn is_dx_handle(cx: &Context, ty: Type) -> bool {
    matches!(cx.type_data(ty), TypeData::TargetExt { name, .. } if name.starts_with("dx."))
}

/// The handle creation defining `v`, if it is one.
pub(crate) fn creation(cx: &Context, body: &Body, v: Value) -> Option<Op> {
    let op = body.defining_op(v)?;
    match DxOp::match_op(cx, body, op)? {
        DxOp::HandleFromBinding(_) | DxOp::HandleFromImplicitBinding(_) => Some(op),
        _ => None,
    }
}

/// Whether two operands are the same value or equal constants / addresses.
fn same_value(cx: &Context, body: &Body, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (Some(da), Some(db)) = (body.defining_op(a), body.defining_op(b)) else {
        return false;
    };
    body.op_name(da) == body.op_name(db)
        && matches!(
            LlvmOp::match_op(cx, body, da),
            Some(LlvmOp::Constant(_) | LlvmOp::AddressOf(_) | LlvmOp::Undef(_) | LlvmOp::Poison(_))
        )
        && body.attrs(da) == body.attrs(db)
        && body.value_type(a) == body.value_type(b)
}

/// Whether two creations name the same binding (all operands but the index).
pub(crate) fn same_binding(cx: &Context, body: &Body, a: Op, b: Op) -> bool {
    body.op_name(a) == body.op_name(b)
        && body.value_type(body.result(a, 0)) == body.value_type(body.result(b, 0))
        && body.operands(a).len() == body.operands(b).len()
        && (0..body.operands(a).len())
            .filter(|&i| i != INDEX)
            .all(|i| same_value(cx, body, body.operand(a, i), body.operand(b, i)))
}

/// An error of `pass` at the merge `v` (a select, or the first op of a
/// block argument's block).
pub(crate) fn merge_error(
    pass: &'static str,
    body: &Body,
    v: Value,
    f: &Function,
    kind: ForwardError,
) -> PassError {
    let loc = match body.value_def(v) {
        ValueDef::Result { op, .. } => body.loc(op),
        ValueDef::BlockArg { block, .. } => body.first_op(block).map_or(f.loc(), |o| body.loc(o)),
        _ => Loc::UNKNOWN,
    };
    PassError::new(pass, loc, kind)
}

impl FunctionPass for ForwardHandleAccesses {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let ops = func.body().walk();
        let body = func.body();
        // The merges of handles, in program order.
        let mut merges: Vec<Value> = Vec::new();
        for &b in body.region_blocks(body.root()).iter().skip(1) {
            merges.extend(
                body.block_args(b)
                    .iter()
                    .copied()
                    .filter(|&a| is_dx_handle(cx, body.value_type(a))),
            );
        }
        for &op in &ops {
            if Select::is(cx, body, op) && is_dx_handle(cx, body.value_type(body.result(op, 0))) {
                merges.push(body.result(op, 0));
            }
        }
        if merges.is_empty() {
            return Ok(PassOutcome::Unchanged);
        }
        let web = MergeWeb::new(cx, body);
        // Decide every merge first (errors leave the function untouched).
        let mut plans: Vec<(Value, Vec<Value>)> = Vec::new();
        // The merges whose creations differ in their index: their webs get
        // a mirror over the indices.
        let mut indexed: Vec<Value> = Vec::new();
        let mut seen = FxHashSet::default();
        for &m in &merges {
            let (web_merges, leaves) = web.web(body, m);
            let mut creations = Vec::with_capacity(leaves.len());
            for &l in &leaves {
                match creation(cx, body, l) {
                    Some(c) => creations.push(c),
                    None => {
                        return Err(merge_error(
                            NAME,
                            body,
                            m,
                            func,
                            ForwardError::MergeOfUnknownHandles,
                        ))
                    }
                }
            }
            if !creations
                .iter()
                .all(|&c| same_binding(cx, body, creations[0], c))
            {
                return Err(merge_error(
                    NAME,
                    body,
                    m,
                    func,
                    ForwardError::MergeOfDifferentResources,
                ));
            }
            if leaves.len() > 1 {
                indexed.extend(web_merges.into_iter().filter(|&w| seen.insert(w)));
            }
            plans.push((m, leaves));
        }
        let body = func.body_mut();
        let i32t = cx.types().i32;
        let index_of = |body: &Body, leaf: Value| {
            let c = creation(cx, body, leaf).expect("checked above");
            body.operand(c, INDEX)
        };
        let indices = web.mirror(body, &indexed, i32t, &index_of);
        let mut replacements = Vec::with_capacity(plans.len());
        for (m, leaves) in plans {
            if leaves.len() == 1 {
                replacements.push((m, leaves[0]));
                continue;
            }
            let idx = indices[&m];
            let first = creation(cx, body, leaves[0]).expect("checked above");
            let mut operands = body.operands(first).to_vec();
            operands[INDEX] = idx;
            replacements.push((m, build_at_merge(body, m, first, &operands)));
        }
        for &(m, r) in &replacements {
            body.replace_all_uses(m, r);
        }
        web.drop_unused(body, replacements.iter().map(|&(m, _)| m).collect());
        Ok(PassOutcome::Changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    const H: &str = "target(\"dx.RawBuffer\", i8, 1, 0)";

    fn run(src: &str) -> Result<String, PassError> {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        for f in m.functions_mut() {
            if !f.is_declaration() {
                ForwardHandleAccesses.run(&cx, f)?;
            }
        }
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default()).unwrap();
        Ok(export_module(&cx, &m).unwrap())
    }

    #[test]
    fn a_select_of_one_creation_is_that_creation() {
        let out = run(&format!(
            "define void @f(i1 %c) {{\n  %a = call {H} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  %s = select i1 %c, {H} %a, {H} %a\n  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32({H} %s, i32 0, i32 0, i32 1)\n  ret void\n}}\n"
        ))
        .unwrap();
        assert!(!out.contains("select"), "{out}");
        assert!(out.contains(&format!("i32({H} %a, i32 0")), "{out}");
    }

    #[test]
    fn a_merged_parameter_is_an_error_at_the_merge() {
        let e = run(&format!(
            "define {H} @f(i1 %c, {H} %p) {{\n  %a = call {H} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  %s = select i1 %c, {H} %a, {H} %p\n  ret {H} %s\n}}\n"
        ))
        .unwrap_err();
        assert_eq!(e.loc.line, 3);
        assert!(
            e.message()
                .contains("do not all come from a handle creation"),
            "{e}"
        );
    }
}
