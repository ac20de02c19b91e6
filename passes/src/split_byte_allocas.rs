//! `split-byte-allocas`: function-local memory of bytes becomes one local
//! per value kept in it.
//!
//! LLVM 22's SROA leaves the part of a local struct it cannot promote as
//! an `alloca [N x i8]` reached by byte offsets (`getelementptr i8, %p,
//! 16`), loads and stores of `<3 x float>`, `i32` or `double` at those
//! offsets, and a whole-slice store of `undef` (a lifetime marker after
//! `dxil-cleanup`). DXIL has no memory of `i8` (DXC's validator,
//! `TYPES.I8`); DXC's own SROA never leaves such a slice, and LLVM's
//! DXILLegalize upcasts only a single `alloca i8`. Consumers cannot take
//! it: dxil-spirv writes SPIR-V that `spirv-val` refuses, and dxir's
//! bitcode writer refuses it with `[TYPES.I8]`.
//!
//! A slice whose every access is a load or store at a constant offset
//! (through constant GEPs), where accesses at the same offset have one
//! type and no two overlap, is split: each (offset, type) gets an
//! `alloca` of its own type, each access uses it, a whole-slice store of
//! `undef`, `poison` or `zeroinitializer` becomes one such store per local,
//! and lifetime markers of the slice go (they only bound its lifetime).
//! Any other slice (its address escapes, a dynamic offset, overlapping
//! accesses of different types) is left as it is, for the writer to
//! refuse at its line.
//!
//! Each slice is walked once through its uses (a visited set, at most
//! [`MAX_USES`] of them), so the pass is linear in the function's size.

use crate::forward_handles::{gep_terms, size_align};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::llvm::fold::zero_value;
use dxir_dialects::llvm::{is_lifetime_marker, Alloca, Constant, LlvmOp, Poison, Undef};
use dxir_ir::{AttrData, Body, Builder, Context, Function, Op, Type, TypeData, Value};
use rustc_hash::FxHashSet;

const NAME: &str = "split-byte-allocas";

/// Uses of one slice (through its GEPs) the pass follows before it leaves
/// the slice alone.
pub const MAX_USES: usize = 1 << 16;

/// The `split-byte-allocas` pass (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct SplitByteAllocas;

impl FunctionPass for SplitByteAllocas {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let slices: Vec<Op> = body
            .walk()
            .into_iter()
            .filter(|&op| byte_slice_len(cx, body, op).is_some())
            .collect();
        let mut outcome = PassOutcome::Unchanged;
        for a in slices {
            if let Some(plan) = plan(cx, body, a) {
                split(cx, body, a, &plan);
                outcome = PassOutcome::Changed;
            }
        }
        Ok(outcome)
    }
}

/// The length of the slice `op` allocates when it is an `alloca [N x i8]`
/// (or `alloca i8`) without a count operand.
fn byte_slice_len(cx: &Context, body: &Body, op: Op) -> Option<i64> {
    let a = Alloca::match_op(cx, body, op)?;
    if !body.operands(op).is_empty() {
        return None;
    }
    let ty = body
        .attr(cx, a.op(), "elem_type")
        .and_then(|t| crate::access_util::type_of_attr(cx, t))?;
    let i8t = cx.types().i8;
    if ty == i8t {
        return Some(1);
    }
    match cx.type_data(ty) {
        TypeData::Array { elem, len } if *elem == i8t => i64::try_from(*len).ok(),
        _ => None,
    }
}

/// What a whole-slice store writes: the constant each local gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fill {
    Undef,
    Poison,
    Zero,
}

/// How a slice splits: its locals `(offset, type)` in offset order, the
/// loads and stores to repoint (op, pointer operand index, local), the
/// whole-slice stores, and the ops that go (GEPs, markers).
#[derive(Debug, Default)]
struct Plan {
    locals: Vec<(i64, Type)>,
    accesses: Vec<(Op, usize, usize)>,
    fills: Vec<(Op, Fill)>,
    dead: Vec<Op>,
}

/// The plan for the slice `a`, or `None` when it cannot be split.
fn plan(cx: &Context, body: &Body, a: Op) -> Option<Plan> {
    let len = byte_slice_len(cx, body, a)?;
    let mut plan = Plan::default();
    // (op, pointer operand, offset, type) of every load and store.
    let mut found: Vec<(Op, usize, i64, Type)> = Vec::new();
    let mut stack = vec![(body.result(a, 0), 0i64)];
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    let mut uses = 0usize;
    while let Some((p, off)) = stack.pop() {
        if !seen.insert(p) {
            continue;
        }
        for u in body.uses(p) {
            uses += 1;
            if uses > MAX_USES {
                return None;
            }
            match LlvmOp::match_op(cx, body, u.op)? {
                LlvmOp::Load(l) if u.index == 0 => {
                    found.push((u.op, 0, off, body.value_type(l.result(body))));
                }
                LlvmOp::Store(s) if u.index == 1 => {
                    let v = s.value(body);
                    let ty = body.value_type(v);
                    if ty == alloca_elem(cx, body, a)? {
                        // The whole slice: only a constant without bytes
                        // of its own can be spread over the locals.
                        plan.fills.push((u.op, fill_of(cx, body, v)?));
                    } else {
                        found.push((u.op, 1, off, ty));
                    }
                }
                LlvmOp::GetElementPtr(_) if u.index == 0 => {
                    let (step, terms) = gep_terms(cx, body, u.op)?;
                    if !terms.is_empty() {
                        return None;
                    }
                    stack.push((body.result(u.op, 0), off.checked_add(step)?));
                    plan.dead.push(u.op);
                }
                LlvmOp::Call(c) if c.callee(cx, body).is_some_and(is_lifetime_marker) => {
                    plan.dead.push(u.op);
                }
                _ => return None,
            }
        }
    }
    let mut slots: Vec<(i64, Type)> = found.iter().map(|&(_, _, o, t)| (o, t)).collect();
    // By offset (stable): equal slots meet and merge; two types at one
    // offset do not, and overlap below.
    slots.sort_by_key(|&(o, _)| o);
    slots.dedup();
    let mut end = 0i64;
    for &(o, t) in &slots {
        if o < end || !is_storable(cx, t) {
            return None;
        }
        end = o.checked_add(store_size(cx, t)?)?;
        if end > len {
            return None;
        }
    }
    plan.accesses = found
        .iter()
        .map(|&(op, ix, o, t)| (op, ix, slots.iter().position(|&s| s == (o, t))))
        .map(|(op, ix, k)| k.map(|k| (op, ix, k)))
        .collect::<Option<_>>()?;
    plan.locals = slots;
    Some(plan)
}

/// The type `a` allocates.
fn alloca_elem(cx: &Context, body: &Body, a: Op) -> Option<Type> {
    body.attr(cx, a, "elem_type")
        .and_then(|t| crate::access_util::type_of_attr(cx, t))
}

/// The constant kind of `v` when it is `undef`, `poison` or
/// `zeroinitializer`.
fn fill_of(cx: &Context, body: &Body, v: Value) -> Option<Fill> {
    let op = body.defining_op(v)?;
    match LlvmOp::match_op(cx, body, op)? {
        LlvmOp::Undef(_) => Some(Fill::Undef),
        LlvmOp::Poison(_) => Some(Fill::Poison),
        LlvmOp::Constant(c) => match cx.attr_data(body.attr(cx, c.op(), "value")?) {
            AttrData::Undef(_) => Some(Fill::Undef),
            AttrData::Poison(_) => Some(Fill::Poison),
            AttrData::Zero(_) => Some(Fill::Zero),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a value of `t` can live in a local of its own in DXIL: no
/// `i8` in it (the reason the slice goes), no pointer.
fn is_storable(cx: &Context, t: Type) -> bool {
    match cx.type_data(t) {
        TypeData::Int(8) | TypeData::Ptr { .. } => false,
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => is_storable(cx, *elem),
        TypeData::Int(_) | TypeData::Half | TypeData::Float | TypeData::Double => true,
        _ => false,
    }
}

/// The bytes a load or store of `t` touches: a vector's lanes without the
/// padding its allocation would round up to.
fn store_size(cx: &Context, t: Type) -> Option<i64> {
    match cx.type_data(t) {
        TypeData::Vector { elem, len } => size_align(cx, *elem)?.0.checked_mul(i64::from(*len)),
        _ => size_align(cx, t).map(|(s, _)| s),
    }
}

/// Splits the slice `a` by `plan`.
fn split(cx: &Context, body: &mut Body, a: Op, plan: &Plan) {
    let ptr_ty = body.value_type(body.result(a, 0));
    let name = body.value_name(body.result(a, 0)).map(str::to_owned);
    let locals: Vec<Value> = plan
        .locals
        .iter()
        .map(|&(off, ty)| {
            let mut b = Builder::before(cx, body, a);
            let align = size_align(cx, ty).map_or(4, |(_, al)| al);
            let spec = Alloca::spec(&mut b, None, ptr_ty)
                .with_attr(cx, "elem_type", cx.intern_attr(AttrData::Type(ty)))
                .with_attr(
                    cx,
                    "alignment",
                    cx.int_attr(cx.types().i64, i128::from(align)),
                );
            let op = b.insert(spec);
            let v = body.result(op, 0);
            if let Some(n) = &name {
                body.set_value_name(v, Some(&format!("{n}.{off}")));
            }
            v
        })
        .collect();
    for &(op, ix, k) in &plan.accesses {
        body.set_operand(op, ix, locals[k]);
    }
    for &(op, fill) in &plan.fills {
        for (&(_, ty), &local) in plan.locals.iter().zip(&locals) {
            let mut b = Builder::before(cx, body, op);
            let v = match fill {
                Fill::Undef => Undef::build(&mut b, ty),
                Fill::Poison => Poison::build(&mut b, ty),
                Fill::Zero => {
                    let spec =
                        Constant::spec(&mut b, ty).with_attr(cx, "value", zero_value(cx, ty));
                    let c = b.insert(spec);
                    b.body().result(c, 0)
                }
            };
            dxir_dialects::llvm::Store::build(&mut b, v, local);
        }
        body.erase_op(op);
    }
    // GEPs were found from the slice outwards: erase the last first, so
    // each has no uses left when it goes.
    for &op in plan.dead.iter().rev() {
        body.erase_op(op);
    }
    body.erase_op(a);
}
