//! Whole-aggregate memory accesses as accesses of their leaves.
//!
//! `llvm.memcpy` and `llvm.memmove` between ordinary memory (locals,
//! globals, groupshared) as one load and one store per leaf of the copied
//! type. clang 22 copies structs and arrays with them at -O0 (a struct
//! assignment, an `inout` array argument); DXIL has no such intrinsic, and
//! DXC writes the element copies. Copies that touch a resource were
//! expanded before (`resource-access`, `forward-handles`); a copy whose
//! memory is not known here stays, and `validate-dxil` names it.

use super::build::Emit;
use crate::access_util::{addressof_name, const_int, struct_fields, type_of_attr};
use crate::forward_handles::{size_align, struct_layout};
use crate::handle_arrays::{gep_i8, leaf_types, Leaves};
use dxir_dialects::llvm::{self, is_memory_copy, Alloca, Call, GetElementPtr};
use dxir_ir::{Body, Builder, ConstantPool, Context, Module, Op, Type, TypeData, Value};
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
        if !is_padding(cx, t) {
            out.push((o - at, t));
        }
        covered += size;
    }
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

/// Whether `ty` is bytes: HLSL has no 8-bit types, so an `i8` (or an array
/// of them) in a struct is the padding clang's layout types spell out
/// (`[8 x i8]`); it is not copied, loaded or stored (DXIL has no `i8`
/// memory, and dxil-spirv's output for it fails spirv-val).
fn is_padding(cx: &Context, ty: Type) -> bool {
    let i8t = cx.types().i8;
    ty == i8t || matches!(cx.type_data(ty), TypeData::Array { elem, .. } if *elem == i8t)
}

/// How deep a struct or array may nest in a split access.
const MAX_DEPTH: u32 = 64;

/// The parts of an aggregate type: each field's (or element's) type and
/// byte offset; `None` for a type that is not a struct or array.
fn parts(cx: &Context, ty: Type) -> Option<Vec<(Type, i64)>> {
    match cx.type_data(ty) {
        TypeData::Array { len, elem } => {
            let (size, _) = size_align(cx, *elem)?;
            let len = i64::try_from(*len).ok()?;
            Some((0..len).map(|k| (*elem, k * size)).collect())
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let (offsets, _, _) = struct_layout(cx, ty)?;
            Some(struct_fields(cx, ty)?.into_iter().zip(offsets).collect())
        }
        _ => None,
    }
}

/// Whether an access of `ty` is split: a struct or array of at most
/// [`crate::handle_arrays::MAX_SLOTS`] leaves (checked once, for the whole
/// type, before the split walks its parts).
fn splittable(cx: &Context, ty: Type) -> bool {
    parts(cx, ty).is_some() && leaf_types(cx, ty).is_some()
}

/// Loads and stores of a whole struct or array as one per leaf, the value
/// taken apart with `extractvalue` and built with `insertvalue` (the
/// lowering's folds forward them). clang 22 at -O0 stores a pixel shader's
/// input struct whole; DXC never loads or stores a first-class aggregate,
/// and dxil-spirv stops at one ("Unhandled instruction!"). Whether any
/// was split.
pub(super) fn split_aggregate_accesses(cx: &Context, body: &mut Body) -> bool {
    let accesses: Vec<Op> = body
        .walk()
        .into_iter()
        .filter(|&op| llvm::Load::is(cx, body, op) || llvm::Store::is(cx, body, op))
        .collect();
    let mut pool = ConstantPool::default();
    let mut changed = false;
    for op in accesses {
        if llvm::Store::is(cx, body, op) {
            let [value, ptr] = body.operands(op)[..] else {
                continue;
            };
            let ty = body.value_type(value);
            // A store of `undef` (a lifetime marker before DXIL 1.6) says
            // nothing about any part: it stays whole, as LLVM writes it.
            let nothing = body.defining_op(value).is_some_and(|d| {
                matches!(
                    llvm::LlvmOp::match_op(cx, body, d),
                    Some(llvm::LlvmOp::Undef(_) | llvm::LlvmOp::Poison(_))
                )
            });
            if nothing || !splittable(cx, ty) {
                continue;
            }
            let mut b = Builder::before(cx, body, op);
            let mut e = Emit {
                b: &mut b,
                pool: &mut pool,
            };
            store_parts(cx, &mut e, value, (ptr, 0), ty, 0);
            body.erase_op(op);
            changed = true;
        } else {
            let [ptr] = body.operands(op)[..] else {
                continue;
            };
            let ty = body.value_type(body.result(op, 0));
            if !splittable(cx, ty) {
                continue;
            }
            let mut b = Builder::before(cx, body, op);
            let mut e = Emit {
                b: &mut b,
                pool: &mut pool,
            };
            let v = load_parts(cx, &mut e, (ptr, 0), ty, 0);
            body.replace_op(op, &[v]);
            changed = true;
        }
    }
    changed
}

/// Stores `value`, of aggregate type `ty`, at byte `at` of `base` leaf by
/// leaf (each leaf's address one byte GEP from `base`, which the container
/// writer names as a field).
fn store_parts(
    cx: &Context,
    e: &mut Emit<'_, '_>,
    value: Value,
    (base, at): (Value, i64),
    ty: Type,
    depth: u32,
) {
    let Some(fields) = parts(cx, ty).filter(|_| depth < MAX_DEPTH) else {
        let p = gep_i8(cx, e.b, base, at);
        llvm::Store::build(e.b, value, p);
        return;
    };
    for (i, (fty, offset)) in fields.into_iter().enumerate() {
        if is_padding(cx, fty) {
            continue;
        }
        let v = e.field(value, i as u32, fty);
        store_parts(cx, e, v, (base, at + offset), fty, depth + 1);
    }
}

/// Loads an aggregate of type `ty` from byte `at` of `base` leaf by leaf.
fn load_parts(
    cx: &Context,
    e: &mut Emit<'_, '_>,
    (base, at): (Value, i64),
    ty: Type,
    depth: u32,
) -> Value {
    let Some(fields) = parts(cx, ty).filter(|_| depth < MAX_DEPTH) else {
        let p = gep_i8(cx, e.b, base, at);
        return llvm::Load::build(e.b, p, ty);
    };
    let mut agg = e.poison(ty);
    for (i, (fty, offset)) in fields.into_iter().enumerate() {
        if is_padding(cx, fty) {
            continue;
        }
        let v = load_parts(cx, e, (base, at + offset), fty, depth + 1);
        agg = e.set_field(agg, v, i as u32);
    }
    agg
}
