//! Arrays of handles for `forward-handles` (the `-O0` shapes): rewrites
//! that turn the memory clang copies resource arrays through into
//! constant-offset loads and stores the promotion handles.
//!
//! - A `memcpy` into or out of a slot whose copied bytes hold handles
//!   becomes one load and one store per leaf value of the slot's type.
//! - A single-block counted loop (clang's `arrayinit` loops) whose only
//!   effects are handle loads and stores is unrolled after its exit: the
//!   loop then does nothing, and the copies see constant indices.
//! - A handle load at a dynamic offset of a slot becomes one load per
//!   offset it may read, chosen by a chain of `select (icmp eq flat, k)`
//!   (out of range gives poison: the GEP is in bounds). Once promoted,
//!   [`fold_index_chains`] turns a chain whose values are consecutive
//!   handles of one binding range into that range's handle at
//!   `base + flat` (and a chain of poison into poison).
//!
//! Everything is bounded: at most [`MAX_SLOTS`] leaves, trip iterations
//! or candidate offsets; a copy loop that runs longer is an error.

use crate::access_util::{
    build_add, build_i32, const_int, is_handle_creation, struct_fields, ByteOffset,
};
use crate::error::ForwardError;
use crate::forward_handles::{gep_terms, is_handle_type, size_align, struct_layout, NAME};
use crate::pass::PassError;
use dxir_dialects::llvm::{self, is_lifetime_marker, is_memcpy, LlvmOp};
use dxir_ir::{
    sign_extend, Block, Body, Builder, Context, Op, OpSpec, Traits, Type, TypeData, Value,
};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::{BTreeMap, BTreeSet};

/// Leaves, loop iterations and candidate offsets handled at most.
pub(crate) const MAX_SLOTS: usize = 4096;
/// Use-walk steps per slot.
const MAX_STEPS: usize = 1 << 16;

/// What a rewrite needs to know of a promotion candidate.
pub(crate) struct SlotView<'a> {
    /// Values holding its address.
    pub addrs: &'a [Value],
    /// The ops producing `addrs` (an alloca, or `addressof`s of a global).
    pub roots: &'a [Op],
    /// The type of the memory.
    pub ty: Option<Type>,
}

/// A handle load at a dynamic offset.
struct DynLoad {
    op: Op,
    offset: ByteOffset,
}

/// How a slot's address is used, as far as the rewrites care.
#[derive(Default)]
struct SlotUses {
    dyn_loads: Vec<DynLoad>,
    /// `(memcpy, byte offset of the slot's side)`.
    memcpys: Vec<(Op, i64)>,
    /// Some use no rewrite here can turn into constant accesses.
    other: bool,
}

fn classify(cx: &Context, body: &Body, slot: &SlotView<'_>) -> SlotUses {
    let mut out = SlotUses::default();
    let mut work: Vec<(Value, ByteOffset)> = slot
        .addrs
        .iter()
        .map(|&a| (a, ByteOffset::default()))
        .collect();
    let mut steps = 0usize;
    while let Some((ptr, off)) = work.pop() {
        steps += 1;
        if steps > MAX_STEPS {
            out.other = true;
            return out;
        }
        for u in body.uses(ptr) {
            let user = u.op;
            if u.index as usize >= body.operands(user).len() {
                out.other = true;
                continue;
            }
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::Load(_)) if off.is_const() => {}
                Some(LlvmOp::Load(_))
                    if is_handle_type(cx, body.value_type(body.result(user, 0))) =>
                {
                    out.dyn_loads.push(DynLoad {
                        op: user,
                        offset: off.clone(),
                    });
                }
                Some(LlvmOp::Store(_)) if u.index == 1 && off.is_const() => {}
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => match gep_terms(cx, body, user) {
                    Some((k, terms)) => {
                        let mut next = off.clone();
                        next.konst = next.konst.wrapping_add(k);
                        next.terms.extend(terms);
                        work.push((body.result(user, 0), next));
                    }
                    None => out.other = true,
                },
                Some(LlvmOp::Call(call)) => match call.callee(cx, body) {
                    Some(c) if is_lifetime_marker(c) => {}
                    Some(c) if is_memcpy(c) && u.index <= 1 && off.is_const() => {
                        out.memcpys.push((user, off.konst));
                    }
                    _ => out.other = true,
                },
                _ => out.other = true,
            }
        }
    }
    out
}

/// Runs the memory rewrites on one function; whether anything changed.
/// Roots of the `select` chains made for dynamic loads go to `chains`.
pub(crate) fn rewrite(
    cx: &Context,
    body: &mut Body,
    slots: &[SlotView<'_>],
    chains: &mut Vec<Op>,
) -> Result<bool, PassError> {
    // Unrolling erases ops the slots were collected from: the slot
    // rewrites wait for the next round.
    if unroll_copy_loops(cx, body)? {
        return Ok(true);
    }
    let mut changed = false;
    let mut expanded: FxHashSet<Op> = FxHashSet::default();
    for slot in slots {
        let uses = classify(cx, body, slot);
        if uses.other {
            continue;
        }
        let Some(ty) = slot.ty else { continue };
        if !uses.memcpys.is_empty() {
            for &(op, off) in &uses.memcpys {
                if !expanded.contains(&op) && expand_memcpy(cx, body, op, ty, off) {
                    expanded.insert(op);
                    changed = true;
                }
            }
            continue;
        }
        for d in &uses.dyn_loads {
            if let Ok(root) = split_dynamic_load(cx, body, slot, ty, d) {
                chains.extend(root);
                changed = true;
            }
        }
    }
    Ok(changed)
}

pub(crate) fn gep_i8(cx: &Context, b: &mut Builder<'_>, base: Value, off: i64) -> Value {
    if off == 0 {
        return base;
    }
    let idx = build_i32(b, off);
    // In the base's address space (groupshared memory is addrspace(3)).
    let ptr = b.body().value_type(base);
    let spec = llvm::GetElementPtr::spec(b, base, &[idx], ptr).with_attr(
        cx,
        "source_type",
        cx.type_attr(cx.types().i8),
    );
    let op = b.insert(spec);
    b.body().result(op, 0)
}

/// Replaces `memcpy(dst, src, len)` by a load and store per leaf of the
/// slot type `ty` in `[off, off + len)`, when the range holds a handle and
/// covers whole leaves.
fn expand_memcpy(cx: &Context, body: &mut Body, op: Op, ty: Type, off: i64) -> bool {
    let ops = body.operands(op);
    if ops.len() != 4 || const_int(cx, body, ops[3]) != Some(0) {
        return false;
    }
    let (dst, src) = (ops[0], ops[1]);
    let Some(len) = const_int(cx, body, ops[2]) else {
        return false;
    };
    let Some(leaves) = leaf_types(cx, ty) else {
        return false;
    };
    let mut picked = Vec::new();
    for (&o, &(t, size)) in leaves.range(..off.saturating_add(len)) {
        if o + size <= off {
            continue;
        }
        if o < off || o + size > off + len {
            return false;
        }
        picked.push((o - off, t));
    }
    if !picked.iter().any(|&(_, t)| is_handle_type(cx, t)) {
        return false;
    }
    let mut b = Builder::before(cx, body, op);
    for (rel, t) in picked {
        let from = gep_i8(cx, &mut b, src, rel);
        let v = llvm::Load::build(&mut b, from, t);
        let to = gep_i8(cx, &mut b, dst, rel);
        llvm::Store::build(&mut b, v, to);
    }
    body.erase_op(op);
    true
}

/// Splits a dynamic handle load into constant-offset loads under a select
/// chain; the chain's root, or `None` when no offset is possible (the
/// load is then poison); `Err` when the offsets cannot be enumerated.
fn split_dynamic_load(
    cx: &Context,
    body: &mut Body,
    slot: &SlotView<'_>,
    ty: Type,
    d: &DynLoad,
) -> Result<Option<Op>, ()> {
    let load = d.op;
    let lty = body.value_type(body.result(load, 0));
    let leaves = leaf_types(cx, ty).unwrap_or_default();
    let terms = &d.offset.terms;
    let unit = terms.iter().fold(0i64, |g, &(_, s)| gcd(g, s.abs()));
    // Every combination of in-range term indices whose offset holds a
    // leaf of the loaded type.
    let size: i64 = leaves.iter().last().map_or(0, |(o, (_, s))| o + s);
    let mut partial = vec![d.offset.konst];
    let mut ok = unit > 0;
    for &(_, scale) in terms {
        ok &= scale > 0;
        let mut next = Vec::new();
        for &p in partial.iter().filter(|_| ok) {
            let mut o = p;
            while o < size && next.len() <= MAX_SLOTS {
                next.push(o);
                o += scale;
            }
        }
        ok &= next.len() <= MAX_SLOTS;
        partial = next;
    }
    let offsets: BTreeSet<i64> = partial
        .into_iter()
        .filter(|o| leaves.get(o).is_some_and(|&(t, _)| t == lty))
        .collect();
    // Not a shape we can enumerate: the load stays, for the error.
    let Some(base_root) = slot.roots.first().copied().filter(|_| ok) else {
        return Err(());
    };
    let mut b = Builder::before(cx, body, load);
    // The slot's base: the alloca dominates its uses; a global's address
    // is taken again here.
    let base = if llvm::Alloca::is(cx, b.body(), base_root) {
        b.body().result(base_root, 0)
    } else {
        let mut map = FxHashMap::default();
        let c = b.body().clone_op(base_root, &mut map);
        b.body().insert_op_before(load, c);
        b.body().result(c, 0)
    };
    let flat = ByteOffset {
        konst: 0,
        terms: terms.clone(),
    }
    .build(&mut b, unit);
    let i1 = cx.types().i1;
    let mut acc = llvm::Poison::build(&mut b, lty);
    let mut root = None;
    for &o in offsets.iter().rev() {
        let p = gep_i8(cx, &mut b, base, o);
        let v = llvm::Load::build(&mut b, p, lty);
        let key = build_i32(&mut b, (o - d.offset.konst) / unit);
        let eq =
            llvm::ICmp::spec(&mut b, flat, key, i1).with_attr(cx, "predicate", cx.str_attr("eq"));
        let eq = b.insert(eq);
        let eq = b.body().result(eq, 0);
        acc = llvm::Select::build(&mut b, eq, v, acc, lty);
        root = b.body().defining_op(acc);
    }
    let old = body.result(load, 0);
    let mut ptr = body.operand(load, 0);
    body.replace_all_uses(old, acc);
    body.erase_op(load);
    // The dynamic GEPs left without uses would keep the slot unpromotable.
    while let Some(g) = body.defining_op(ptr) {
        if !llvm::GetElementPtr::is(cx, body, g) || body.has_uses(ptr) {
            break;
        }
        ptr = body.operand(g, 0);
        body.erase_op(g);
    }
    Ok(root)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A chain made by [`split_dynamic_load`], ending in poison.
struct Chain {
    /// The flattened index every condition compares.
    flat: Value,
    /// `(key, value)`: the value read when `flat == key`.
    pairs: Vec<(i64, Value)>,
    /// The selects and compares, root first.
    ops: Vec<Op>,
}

fn chain_of(cx: &Context, body: &Body, root: Op) -> Option<Chain> {
    let mut pairs = Vec::new();
    let mut ops = Vec::new();
    let mut flat = None;
    let mut v = body.result(root, 0);
    for _ in 0..=MAX_SLOTS {
        let op = body.defining_op(v)?;
        if llvm::Poison::is(cx, body, op) {
            return Some(Chain {
                flat: flat?,
                pairs,
                ops,
            });
        }
        if !llvm::Select::is(cx, body, op) {
            return None;
        }
        let c = body.defining_op(body.operand(op, 0))?;
        if !llvm::ICmp::is(cx, body, c) {
            return None;
        }
        let (x, k) = (body.operand(c, 0), const_int(cx, body, body.operand(c, 1))?);
        if *flat.get_or_insert(x) != x {
            return None;
        }
        pairs.push((k, body.operand(op, 1)));
        ops.push(op);
        ops.push(c);
        v = body.operand(op, 2);
    }
    None
}

/// An operand of a creation, for comparing creations: constants by
/// content, anything else by identity.
#[derive(PartialEq)]
enum OperandKey {
    Const(dxir_ir::OpName, dxir_ir::AttrDict, Type),
    Value(Value),
}

fn operand_key(body: &Body, v: Value) -> OperandKey {
    match body.defining_op(v) {
        Some(op) if body.operands(op).is_empty() => {
            OperandKey::Const(body.op_name(op), body.attrs(op).clone(), body.value_type(v))
        }
        _ => OperandKey::Value(v),
    }
}

/// The creation every handle of a chain is made like: its op, `base`
/// (its index minus its key) and the keys of its other operands.
struct Model {
    op: Op,
    base: i64,
    operands: Vec<OperandKey>,
}

/// Folds the chains of [`split_dynamic_load`] whose values (poison aside)
/// are handles of one binding range at `base + key`; returns the roots
/// that do not fold and are still used.
pub(crate) fn fold_index_chains(cx: &Context, body: &mut Body, roots: &[Op]) -> Vec<Op> {
    let mut left = Vec::new();
    for &root in roots {
        if !body.contains_op(root) || !body.has_uses(body.result(root, 0)) {
            continue;
        }
        let Some(Chain { flat, pairs, ops }) = chain_of(cx, body, root) else {
            left.push(root);
            continue;
        };
        let mut model: Option<Model> = None;
        let mut ok = true;
        for &(k, v) in &pairs {
            let Some(op) = body.defining_op(v) else {
                ok = false;
                break;
            };
            if matches!(
                LlvmOp::match_op(cx, body, op),
                Some(LlvmOp::Poison(_) | LlvmOp::Undef(_))
            ) {
                continue;
            }
            let Some(idx) = is_handle_creation(cx, body, op)
                .then(|| body.operands(op).get(3).copied())
                .flatten()
                .and_then(|i| const_int(cx, body, i))
            else {
                ok = false;
                break;
            };
            let operands: Vec<OperandKey> = body
                .operands(op)
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != 3)
                .map(|(_, &o)| operand_key(body, o))
                .collect();
            match &model {
                None => {
                    model = Some(Model {
                        op,
                        base: idx - k,
                        operands,
                    })
                }
                Some(m) => {
                    ok &= body.op_name(m.op) == body.op_name(op)
                        && body.value_type(body.result(m.op, 0)) == body.value_type(v)
                        && m.operands == operands
                        && m.base == idx - k;
                }
            }
            if !ok {
                break;
            }
        }
        if !ok {
            left.push(root);
            continue;
        }
        let ty = body.value_type(body.result(root, 0));
        let new = {
            let mut b = Builder::before(cx, body, root);
            match model {
                None => llvm::Poison::build(&mut b, ty),
                Some(m) => {
                    let bv = build_i32(&mut b, m.base);
                    let index = build_add(&mut b, flat, bv);
                    let mut map = FxHashMap::default();
                    let c = b.body().clone_op(m.op, &mut map);
                    b.body().insert_op_before(root, c);
                    b.body().set_operand(c, 3, index);
                    b.body().result(c, 0)
                }
            }
        };
        let old = body.result(root, 0);
        body.replace_all_uses(old, new);
        for op in ops {
            if body.contains_op(op) && body.results(op).iter().all(|&r| !body.has_uses(r)) {
                body.erase_op(op);
            }
        }
    }
    left
}

/// Wraps `x` to `width` bits: `(unsigned, signed)` readings.
fn wrap(x: i128, width: u32) -> (u128, i128) {
    let w = width.clamp(1, 64);
    let mask = (1u128 << w) - 1;
    let u = (x as u128) & mask;
    (u, sign_extend(u, w))
}

/// The value of `v` when the loop's induction variable `iv` is `i`:
/// constants, `iv` and `add`/`sub`/`mul` of those.
fn eval(cx: &Context, body: &Body, v: Value, iv: Value, i: i128, depth: u32) -> Option<i128> {
    if v == iv {
        return Some(i);
    }
    if depth > 16 {
        return None;
    }
    if let Some(c) = const_int(cx, body, v) {
        return Some(i128::from(c));
    }
    let op = body.defining_op(v)?;
    let width = cx.int_width(body.value_type(v))?;
    let kind = LlvmOp::match_op(cx, body, op)?;
    if !matches!(kind, LlvmOp::Add(_) | LlvmOp::Sub(_) | LlvmOp::Mul(_)) {
        return None;
    }
    let a = eval(cx, body, body.operand(op, 0), iv, i, depth + 1)?;
    let b = eval(cx, body, body.operand(op, 1), iv, i, depth + 1)?;
    let r = match kind {
        LlvmOp::Add(_) => a.wrapping_add(b),
        LlvmOp::Sub(_) => a.wrapping_sub(b),
        _ => a.wrapping_mul(b),
    };
    Some(wrap(r, width).1)
}

fn compare(pred: &str, a: i128, b: i128, width: u32) -> Option<bool> {
    dxir_dialects::llvm::fold::icmp_holds(pred, a as u128, b as u128, width.clamp(1, 64))
}

/// A counted single-block loop: the block, its induction variable, the
/// successive values it takes, and the exit block.
struct CountedLoop {
    block: Block,
    iv: Value,
    values: Vec<i128>,
    exit: Block,
}

/// Recognizes `block` as a loop `iv = init; do { ... } while (cond(iv))`
/// with constant bounds; `Err` when it is one but runs longer than
/// [`MAX_SLOTS`] iterations.
fn counted_loop(
    cx: &Context,
    body: &Body,
    preds: &FxHashMap<Block, Vec<Block>>,
    block: Block,
) -> Result<Option<CountedLoop>, ()> {
    let [iv] = body.block_args(block) else {
        return Ok(None);
    };
    let iv = *iv;
    let Some(ps) = preds.get(&block) else {
        return Ok(None);
    };
    let [p0, p1] = ps.as_slice() else {
        return Ok(None);
    };
    let pre = if *p0 == block { *p1 } else { *p0 };
    if pre == block || !ps.contains(&block) {
        return Ok(None);
    }
    let Some(term) = body.last_op(block) else {
        return Ok(None);
    };
    if !llvm::CondBr::is(cx, body, term) {
        return Ok(None);
    }
    let succs = body.successors(term);
    let (back, exit) = match succs {
        [a, b] if *a == block && *b != block => (0usize, *b),
        [a, b] if *b == block && *a != block => (1usize, *a),
        _ => return Ok(None),
    };
    let Some(pterm) = body.last_op(pre) else {
        return Ok(None);
    };
    let Some(pi) = body.successors(pterm).iter().position(|&s| s == block) else {
        return Ok(None);
    };
    let (Some(&init), Some(&step)) = (
        body.successor_args(pterm, pi).first(),
        body.successor_args(term, back).first(),
    ) else {
        return Ok(None);
    };
    let Some(init) = const_int(cx, body, init) else {
        return Ok(None);
    };
    let Some(cmp) = body.defining_op(body.operand(term, 0)) else {
        return Ok(None);
    };
    if !llvm::ICmp::is(cx, body, cmp) {
        return Ok(None);
    }
    let Some(pred) = body
        .attr(cx, cmp, "predicate")
        .and_then(|a| cx.attr_as_str(a))
    else {
        return Ok(None);
    };
    let (l, r) = (body.operand(cmp, 0), body.operand(cmp, 1));
    let Some(width) = cx.int_width(body.value_type(l)) else {
        return Ok(None);
    };
    let mut values = Vec::new();
    let mut i = i128::from(init);
    loop {
        if values.len() >= MAX_SLOTS {
            return Err(());
        }
        values.push(i);
        let (Some(a), Some(b)) = (eval(cx, body, l, iv, i, 0), eval(cx, body, r, iv, i, 0)) else {
            return Ok(None);
        };
        let Some(c) = compare(pred, a, b, width) else {
            return Ok(None);
        };
        // Successor 0 is taken when the condition holds.
        if (c && back != 0) || (!c && back != 1) {
            break;
        }
        let Some(n) = eval(cx, body, step, iv, i, 0) else {
            return Ok(None);
        };
        i = n;
    }
    Ok(Some(CountedLoop {
        block,
        iv,
        values,
        exit,
    }))
}

/// Unrolls the handle copies of counted single-block loops into their
/// exit block.
fn unroll_copy_loops(cx: &Context, body: &mut Body) -> Result<bool, PassError> {
    let blocks = body.region_blocks(body.root()).to_vec();
    let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
    for &b in &blocks {
        if let Some(t) = body.last_op(b) {
            for &s in body.successors(t) {
                preds.entry(s).or_default().push(b);
            }
        }
    }
    let mut changed = false;
    for &b in &blocks {
        // The loop's memory ops: handle loads and stores, nothing else with
        // effects.
        let mut mem = Vec::new();
        let mut clean = true;
        for op in body.block_ops(b) {
            if body.last_op(b) == Some(op) {
                break;
            }
            match LlvmOp::match_op(cx, body, op) {
                Some(LlvmOp::Load(_))
                    if is_handle_type(cx, body.value_type(body.result(op, 0))) =>
                {
                    mem.push(op);
                }
                Some(LlvmOp::Store(_))
                    if is_handle_type(cx, body.value_type(body.operand(op, 0))) =>
                {
                    mem.push(op);
                }
                _ if body.op_has(cx, op, Traits::PURE) && body.regions(op).is_empty() => {}
                _ => clean = false,
            }
        }
        if !clean || !mem.iter().any(|&op| llvm::Store::is(cx, body, op)) {
            continue;
        }
        let lp = match counted_loop(cx, body, &preds, b) {
            Ok(Some(lp)) => lp,
            Ok(None) => continue,
            Err(()) => {
                return Err(PassError::at_op(
                    NAME,
                    cx,
                    body,
                    mem[0],
                    ForwardError::LoopNotUnrolled { max: MAX_SLOTS },
                ))
            }
        };
        if preds.get(&lp.exit).map(Vec::len) != Some(1) || !body.block_args(lp.exit).is_empty() {
            continue;
        }
        // Loaded handles feed stores of this loop only.
        let in_loop: FxHashSet<Op> = body.block_ops(b).collect();
        let loads_local = mem.iter().all(|&op| {
            body.results(op)
                .iter()
                .all(|&r| body.uses(r).all(|u| in_loop.contains(&u.op)))
        });
        if !loads_local {
            continue;
        }
        if unroll(cx, body, &lp, &mem, &in_loop) {
            changed = true;
        }
    }
    Ok(changed)
}

fn unroll(
    cx: &Context,
    body: &mut Body,
    lp: &CountedLoop,
    mem: &[Op],
    in_loop: &FxHashSet<Op>,
) -> bool {
    // The ops the memory ops need from the loop body, in block order.
    let mut need: FxHashSet<Op> = mem.iter().copied().collect();
    let mut work: Vec<Op> = mem.to_vec();
    while let Some(op) = work.pop() {
        for &v in body.operands(op) {
            if let Some(d) = body.defining_op(v) {
                if in_loop.contains(&d) && need.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    if need.len().saturating_mul(lp.values.len()) > MAX_SLOTS * 16 {
        return false;
    }
    let order: Vec<Op> = body
        .block_ops(lp.block)
        .filter(|op| need.contains(op))
        .collect();
    let Some(anchor) = body.first_op(lp.exit) else {
        return false;
    };
    let ivt = body.value_type(lp.iv);
    for &i in &lp.values {
        let c = body.create_op(
            OpSpec::new(cx.op_name(llvm::Constant::NAME), body.loc(order[0]))
                .with_results([ivt])
                .with_attr(cx, "value", cx.int_attr(ivt, i)),
        );
        body.insert_op_before(anchor, c);
        let mut map: FxHashMap<Value, Value> = FxHashMap::default();
        map.insert(lp.iv, body.result(c, 0));
        for &op in &order {
            let n = body.clone_op(op, &mut map);
            body.insert_op_before(anchor, n);
        }
    }
    for &op in order.iter().rev() {
        if body.results(op).iter().all(|&r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }
    true
}

/// The leaves of `ty` by byte offset: `(type, size)`.
pub(crate) type Leaves = BTreeMap<i64, (Type, i64)>;

/// The scalar, vector, pointer and handle leaves of `ty` by byte offset
/// (arrays and structs flattened); `None` past [`MAX_SLOTS`] leaves.
pub(crate) fn leaf_types(cx: &Context, ty: Type) -> Option<Leaves> {
    fn walk(cx: &Context, ty: Type, at: i64, out: &mut Leaves, depth: u32) -> Option<()> {
        if depth > 64 || out.len() > MAX_SLOTS {
            return None;
        }
        match cx.type_data(ty) {
            TypeData::Array { len, elem } => {
                let (s, _) = size_align(cx, *elem)?;
                for k in 0..i64::try_from(*len).ok()? {
                    walk(cx, *elem, at + k * s, out, depth + 1)?;
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (offs, _, _) = struct_layout(cx, ty)?;
                let fields = struct_fields(cx, ty)?;
                for (f, o) in fields.into_iter().zip(offs) {
                    walk(cx, f, at + o, out, depth + 1)?;
                }
            }
            _ => {
                let (s, _) = size_align(cx, ty)?;
                out.insert(at, (ty, s));
            }
        }
        Some(())
    }
    let mut out = Leaves::new();
    walk(cx, ty, 0, &mut out, 0)?;
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::forward_handles::ForwardHandles;
    use crate::pass::ModulePass;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    const H: &str = "target(\"dx.RawBuffer\", i32, 1, 0)";

    fn run(src: &str) -> Result<String, String> {
        let cx = crate::testing::cx();
        // `$C(...)` creates a handle; `$U %h, i32 i, i32 0, i32 v)` stores v at
        // element i through it.
        let src = src
            .replace(
                "$C",
                "call $H @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t",
            )
            .replace(
                "$U",
                "call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32($H",
            );
        let src = src.replace("$H", H)
            + "declare $H @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)\n\
               attributes #0 = { \"hlsl.shader\"=\"compute\" }\n";
        let src = src.replace("$H", H);
        let mut m = import_module(&cx, &src, "t.ll").map_err(|e| format!("{e:?}"))?;
        ForwardHandles.run(&cx, &mut m).map_err(|e| e.message())?;
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default())
            .map_err(|e| format!("{e:?}"))?;
        export_module(&cx, &m).map_err(|e| format!("{e:?}"))
    }

    #[test]
    fn a_loop_with_a_step_and_a_signed_bound_unrolls_its_iterations() {
        // k = 0, 2, 4, 6 (the bound is checked on the next value): dst[6]
        // holds the handle, dst[8] was never written.
        let out = run("define void @main() #0 {\n\
            entry:\n  %dst = alloca [10 x $H]\n  %h = $C(i32 0, i32 0, i32 8, i32 0, ptr null)\n  br label %l\n\
            l:\n  %k = phi i32 [ 0, %entry ], [ %n, %l ]\n\
              %p = getelementptr [10 x $H], ptr %dst, i32 0, i32 %k\n  store $H %h, ptr %p\n\
              %n = add i32 %k, 2\n  %c = icmp slt i32 %n, 7\n  br i1 %c, label %l, label %x\n\
            x:\n  %q = getelementptr [10 x $H], ptr %dst, i32 0, i32 6\n  %v = load $H, ptr %q\n\
              $U %v, i32 0, i32 0, i32 0)\n  %r = getelementptr [10 x $H], ptr %dst, i32 0, i32 8\n\
              %w = load $H, ptr %r\n  $U %w, i32 0, i32 0, i32 0)\n  ret void\n}\n")
        .unwrap();
        let uses: Vec<&str> = out
            .lines()
            .filter(|l| l.contains("call void @llvm.dx.resource.store"))
            .collect();
        assert_eq!(uses.len(), 2, "{out}");
        assert!(uses[0].ends_with(" %h, i32 0, i32 0, i32 0)"), "{out}");
        assert!(uses[1].ends_with(" poison, i32 0, i32 0, i32 0)"), "{out}");
        assert!(!out.contains("alloca"), "{out}");
    }

    #[test]
    fn poison_elements_do_not_stop_the_fold() {
        let out = run("define void @main(i32 %i) #0 {\n\
            entry:\n  %a = alloca [3 x $H]\n  %h = $C(i32 1, i32 3, i32 3, i32 2, ptr null)\n\
              %p = getelementptr [3 x $H], ptr %a, i32 0, i32 2\n  store $H %h, ptr %p\n\
              %r = getelementptr [3 x $H], ptr %a, i32 0, i32 %i\n  %w = load $H, ptr %r\n\
              $U %w, i32 0, i32 0, i32 0)\n  ret void\n}\n")
        .unwrap();
        assert!(
            out.contains("(i32 1, i32 3, i32 3, i32 %i, ptr null)"),
            "{out}"
        );
        assert!(!out.contains("select"), "{out}");
    }

    #[test]
    fn a_loop_whose_exit_has_other_predecessors_is_left_alone() {
        let err = run("define void @main(i1 %b) #0 {\n\
            entry:\n  %dst = alloca [2 x $H]\n  %h = $C(i32 0, i32 0, i32 2, i32 0, ptr null)\n\
              br i1 %b, label %l, label %x\n\
            l:\n  %k = phi i32 [ 0, %entry ], [ %n, %l ]\n\
              %p = getelementptr [2 x $H], ptr %dst, i32 0, i32 %k\n  store $H %h, ptr %p\n\
              %n = add i32 %k, 1\n  %c = icmp eq i32 %n, 2\n  br i1 %c, label %x, label %l\n\
            x:\n  %v = load $H, ptr %dst\n  $U %v, i32 0, i32 0, i32 0)\n  ret void\n}\n")
        .unwrap_err();
        assert!(err.contains("cannot be forwarded"), "{err}");
    }

    #[test]
    fn trip_counts_follow_the_predicate_and_wrap() {
        assert_eq!(compare("ult", -1, 3, 32), Some(false));
        assert_eq!(compare("slt", -1, 3, 32), Some(true));
        assert_eq!(compare("eq", 1 << 32, 0, 32), Some(true));
        assert_eq!(compare("foo", 0, 0, 32), None);
        assert_eq!(wrap(255, 8), (255, -1));
    }
}
