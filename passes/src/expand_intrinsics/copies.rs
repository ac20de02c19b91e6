//! `llvm.memcpy` and `llvm.memmove` between ordinary memory (locals,
//! globals, groupshared) as one load and one store per leaf of the copied
//! type. clang 22 copies structs and arrays with them at -O0 (a struct
//! assignment, an `inout` array argument); DXIL has no such intrinsic, and
//! DXC writes the element copies. Copies that touch a resource were
//! expanded before (`resource-access`, `forward-handles`); a copy whose
//! memory is not known here stays, and `validate-dxil` names it.

use crate::access_util::{addressof_name, const_int, type_of_attr};
use crate::handle_arrays::{gep_i8, leaf_types, Leaves};
use dxir_dialects::llvm::{self, is_memory_copy, Alloca, Call, GetElementPtr};
use dxir_ir::{Body, Builder, Context, Module, Op, Type, Value};
use rustc_hash::FxHashMap;

/// How many pointer steps (byte GEPs) lead from a copy's operand to its
/// object at most.
const MAX_STEPS: usize = 16;

/// The value type of every global, by name.
pub(super) fn global_types(cx: &Context, module: &Module) -> FxHashMap<String, Type> {
    let g = module.globals();
    g.walk()
        .into_iter()
        .filter_map(|op| {
            let name = cx.attr_as_str(g.attr(cx, op, "sym_name")?)?.to_string();
            let ty = type_of_attr(cx, g.attr(cx, op, "global_type")?)?;
            Some((name, ty))
        })
        .collect()
}

/// Expands every copy of `body` whose length is a constant and whose
/// memory is known (see the module docs); whether any was.
pub(super) fn expand_copies(
    cx: &Context,
    body: &mut Body,
    globals: &FxHashMap<String, Type>,
) -> bool {
    let copies: Vec<Op> = body
        .walk()
        .into_iter()
        .filter(|&op| {
            Call::is(cx, body, op)
                && body
                    .attr(cx, op, "callee")
                    .and_then(|c| cx.attr_as_symbol(c))
                    .is_some_and(is_memory_copy)
        })
        .collect();
    let mut changed = false;
    for op in copies {
        changed |= expand_copy(cx, body, globals, op);
    }
    changed
}

/// The object `v` points into and the byte offset into it: an alloca, a
/// global, or either behind constant byte GEPs.
fn object(
    cx: &Context,
    body: &Body,
    globals: &FxHashMap<String, Type>,
    mut v: Value,
) -> Option<(Type, i64)> {
    let mut offset = 0i64;
    for _ in 0..MAX_STEPS {
        let d = body.defining_op(v)?;
        if let Some(a) = Alloca::match_op(cx, body, d) {
            if !body.operands(d).is_empty() {
                return None;
            }
            let ty = type_of_attr(cx, body.attr(cx, a.op(), "elem_type")?)?;
            return Some((ty, offset));
        }
        if let Some(name) = addressof_name(cx, body, d) {
            return globals.get(&name).map(|&t| (t, offset));
        }
        GetElementPtr::match_op(cx, body, d)?;
        let source = type_of_attr(cx, body.attr(cx, d, "source_type")?)?;
        let [base, index] = body.operands(d) else {
            return None;
        };
        if source != cx.types().i8 {
            return None;
        }
        offset = offset.checked_add(const_int(cx, body, *index)?)?;
        v = *base;
    }
    None
}

/// The leaves of `ty` in `[at, at + len)`, relative to `at`, when the range
/// holds whole leaves only.
fn leaves_in(cx: &Context, ty: Type, at: i64, len: i64) -> Option<Vec<(i64, Type)>> {
    let leaves: Leaves = leaf_types(cx, ty)?;
    let end = at.checked_add(len)?;
    let mut out = Vec::new();
    let mut covered = 0;
    for (&o, &(t, size)) in leaves.range(..end) {
        if o + size <= at {
            continue;
        }
        if o < at || o + size > end {
            return None;
        }
        out.push((o - at, t));
        covered += size;
    }
    // Padding between leaves is not copied, as DXC does not copy it.
    (covered > 0).then_some(out)
}

/// Expands one copy; whether it did.
fn expand_copy(cx: &Context, body: &mut Body, globals: &FxHashMap<String, Type>, op: Op) -> bool {
    let ops = body.operands(op).to_vec();
    let [dst, src, len, ..] = ops[..] else {
        return false;
    };
    let Some(len) = const_int(cx, body, len).filter(|&l| l > 0) else {
        return false;
    };
    let to = object(cx, body, globals, dst).and_then(|(t, o)| leaves_in(cx, t, o, len));
    let from = object(cx, body, globals, src).and_then(|(t, o)| leaves_in(cx, t, o, len));
    // Both sides known: their leaves must agree; one known: its leaves.
    let leaves = match (to, from) {
        (Some(a), Some(b)) if a == b => a,
        (Some(a), None) | (None, Some(a)) => a,
        _ => return false,
    };
    let mut b = Builder::before(cx, body, op);
    // All loads first, then the stores: a memmove may overlap.
    let values: Vec<Value> = leaves
        .iter()
        .map(|&(rel, t)| {
            let p = gep_i8(cx, &mut b, src, rel);
            llvm::Load::build(&mut b, p, t)
        })
        .collect();
    for (&(rel, _), v) in leaves.iter().zip(values) {
        let p = gep_i8(cx, &mut b, dst, rel);
        llvm::Store::build(&mut b, v, p);
    }
    body.erase_op(op);
    true
}
