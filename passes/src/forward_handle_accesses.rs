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

use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dx::{DxOp, HandleFromBinding, HandleFromImplicitBinding};
use dxir_dialects::llvm::{self, LlvmOp, Select};
use dxir_ir::view::position;
use dxir_ir::{Block, Body, Builder, Context, Function, Loc, Op, Type, TypeData, Value, ValueDef};
use rustc_hash::FxHashMap;
use std::collections::BTreeSet;

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
fn creation(cx: &Context, body: &Body, v: Value) -> Option<Op> {
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
fn same_binding(cx: &Context, body: &Body, a: Op, b: Op) -> bool {
    body.op_name(a) == body.op_name(b)
        && body.value_type(body.result(a, 0)) == body.value_type(body.result(b, 0))
        && body.operands(a).len() == body.operands(b).len()
        && (0..body.operands(a).len())
            .filter(|&i| i != INDEX)
            .all(|i| same_value(cx, body, body.operand(a, i), body.operand(b, i)))
}

struct Forwarder<'a> {
    cx: &'a Context,
    /// For each block, the terminators (and successor positions) that
    /// branch to it.
    preds: FxHashMap<Block, Vec<(Op, usize)>>,
    /// The index value built for each merged handle.
    index_of: FxHashMap<Value, Value>,
}

impl Forwarder<'_> {
    /// The values `v` merges directly (select arms, incoming values).
    fn merged(&self, body: &Body, v: Value) -> Option<Vec<Value>> {
        if let Some(s) = Select::defining(self.cx, body, v) {
            return Some(vec![s.if_true(body), s.if_false(body)]);
        }
        if let ValueDef::BlockArg { block, index } = body.value_def(v) {
            let preds = self.preds.get(&block)?;
            return Some(
                preds
                    .iter()
                    .map(|&(t, si)| body.successor_args(t, si)[index as usize])
                    .collect(),
            );
        }
        None
    }

    /// The values that are not merges reached from `v` through merges.
    fn leaves(&self, body: &Body, v: Value) -> Vec<Value> {
        let mut seen = BTreeSet::new();
        let mut out = Vec::new();
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            match self.merged(body, x) {
                Some(ins) => stack.extend(ins.into_iter().rev()),
                None => {
                    if !out.contains(&x) {
                        out.push(x);
                    }
                }
            }
        }
        out
    }

    /// The index value that selects, for merge `v`, the index of the
    /// creation it stands for; built with the merge's own shape.
    fn index(&mut self, body: &mut Body, v: Value) -> Value {
        if let Some(&i) = self.index_of.get(&v) {
            return i;
        }
        if let Some(c) = creation(self.cx, body, v) {
            return body.operand(c, INDEX);
        }
        let i32t = self.cx.types().i32;
        if let Some(s) = Select::defining(self.cx, body, v) {
            let (c, a, b) = (s.condition(body), s.if_true(body), s.if_false(body));
            let ia = self.index(body, a);
            let ib = self.index(body, b);
            let mut bl = Builder::before(self.cx, body, s.op());
            let i = llvm::Select::build(&mut bl, c, ia, ib, i32t);
            self.index_of.insert(v, i);
            return i;
        }
        let ValueDef::BlockArg { block, index } = body.value_def(v) else {
            unreachable!("leaves() only reaches selects, block arguments and creations")
        };
        let arg = body.add_block_arg(block, i32t);
        self.index_of.insert(v, arg);
        let preds = self.preds.get(&block).cloned().unwrap_or_default();
        for (t, si) in preds {
            let incoming = body.successor_args(t, si)[index as usize];
            let iv = self.index(body, incoming);
            let mut args = body.successor_args(t, si).to_vec();
            args.push(iv);
            let target = body.successors(t)[si];
            body.set_successor(t, si, target, &args);
        }
        arg
    }
}

fn error(body: &Body, v: Value, f: &Function, msg: String) -> PassError {
    let loc = match body.value_def(v) {
        ValueDef::Result { op, .. } => body.loc(op),
        ValueDef::BlockArg { block, .. } => body.first_op(block).map_or(f.loc(), |o| body.loc(o)),
        _ => Loc::UNKNOWN,
    };
    PassError::new(NAME, loc, msg)
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
        let mut preds: FxHashMap<Block, Vec<(Op, usize)>> = FxHashMap::default();
        for &op in &ops {
            for (si, &s) in body.successors(op).iter().enumerate() {
                preds.entry(s).or_default().push((op, si));
            }
        }
        let mut fw = Forwarder {
            cx,
            preds,
            index_of: FxHashMap::default(),
        };
        // Decide every merge first (errors leave the function untouched).
        let mut plans: Vec<(Value, Vec<Value>)> = Vec::new();
        for &m in &merges {
            let leaves = fw.leaves(body, m);
            let mut creations = Vec::with_capacity(leaves.len());
            for &l in &leaves {
                match creation(cx, body, l) {
                    Some(c) => creations.push(c),
                    None => {
                        return Err(error(
                            body,
                            m,
                            func,
                            "phi or select of resource handles that do not all come from a handle creation".into(),
                        ))
                    }
                }
            }
            if !creations
                .iter()
                .all(|&c| same_binding(cx, body, creations[0], c))
            {
                return Err(error(
                    body,
                    m,
                    func,
                    "phi or select of handles of different resources: the resource must be known at compile time".into(),
                ));
            }
            plans.push((m, leaves));
        }
        let body = func.body_mut();
        let mut replacements = Vec::with_capacity(plans.len());
        for (m, leaves) in plans {
            if leaves.len() == 1 {
                replacements.push((m, leaves[0]));
                continue;
            }
            let idx = fw.index(body, m);
            let first = creation(cx, body, leaves[0]).expect("checked above");
            let mut operands = body.operands(first).to_vec();
            operands[INDEX] = idx;
            let ty = body.value_type(m);
            let spec = dxir_ir::OpSpec::new(body.op_name(first), body.loc(first))
                .with_operands(operands)
                .with_results([ty])
                .with_attrs(body.attrs(first).clone());
            let new = body.create_op(spec);
            match body.value_def(m) {
                ValueDef::Result { op, .. } => body.insert_op_before(op, new),
                ValueDef::BlockArg { block, .. } => body.prepend_op(block, new),
                _ => {}
            }
            replacements.push((m, body.result(new, 0)));
        }
        for &(m, r) in &replacements {
            body.replace_all_uses(m, r);
        }
        // Drop the merges, now unused: selects, and block arguments with the
        // values their predecessors pass. A merge may be used only by
        // another merge, so repeat until nothing more goes.
        let mut left: Vec<Value> = replacements.iter().map(|&(m, _)| m).collect();
        loop {
            let before = left.len();
            left.retain(|&m| {
                if body.has_uses(m) {
                    return true;
                }
                match body.value_def(m) {
                    ValueDef::Result { op, .. } => body.erase_op(op),
                    ValueDef::BlockArg { block, index } => {
                        let index = index as usize;
                        for &(t, si) in fw.preds.get(&block).map_or(&[][..], |p| &p[..]) {
                            let mut args = body.successor_args(t, si).to_vec();
                            args.remove(index);
                            let target = body.successors(t)[si];
                            body.set_successor(t, si, target, &args);
                        }
                        body.remove_block_arg(block, index);
                    }
                    _ => {}
                }
                false
            });
            if left.len() == before {
                break;
            }
        }
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
            "define {H} @f(i1 %c) {{\n  %a = call {H} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  %s = select i1 %c, {H} %a, {H} %a\n  ret {H} %s\n}}\n"
        ))
        .unwrap();
        assert!(!out.contains("select"), "{out}");
        assert!(out.contains(&format!("ret {H} %a")), "{out}");
    }

    #[test]
    fn a_merged_parameter_is_an_error_at_the_merge() {
        let e = run(&format!(
            "define {H} @f(i1 %c, {H} %p) {{\n  %a = call {H} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  %s = select i1 %c, {H} %a, {H} %p\n  ret {H} %s\n}}\n"
        ))
        .unwrap_err();
        assert_eq!(e.loc.line, 3);
        assert!(
            e.message.contains("do not all come from a handle creation"),
            "{e}"
        );
    }
}
