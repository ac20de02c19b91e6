//! `scalarize`: vector arithmetic becomes per-lane scalar arithmetic.
//!
//! DXIL before shader model 6.9 has no vector instructions, so, as LLVM's
//! Scalarizer and DXILDataScalarization do before DXIL op lowering, every
//! op producing a fixed vector among the elementwise ones (binary
//! arithmetic and bitwise ops, `fneg`, casts with equal lane counts,
//! `icmp`/`fcmp`, `select`), `insertelement` with a constant index and
//! `shufflevector` is replaced by one scalar op per lane. Vector constants
//! (`llvm.constant`, `undef`, `poison`) give scalar constant lanes, and an
//! `extractelement` with a constant index of such a vector becomes the lane.
//!
//! A vector `phi` (block argument) becomes one `phi` per lane. A vector
//! that something else still needs (a call, a store, a return, a dynamic
//! `extractelement`) is rebuilt once with `insertelement`s where the
//! original op stood. A vector the pass does not
//! scalarize (a load, a call result, an argument) that feeds a scalarized
//! op is split once with `extractelement`s just after its definition.
//! Loads and stores of vectors are left alone.
//!
//! Every op is scalarized once (an explicit work stack, no recursion), so
//! the pass is linear in the function's size times the lane count.

use crate::expand_intrinsics::build::{lanes, Emit};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::llvm::{self, Constant, ExtractElement, LlvmOp, Undef};
use dxir_ir::{
    AttrData, Block, Body, Builder, ConstantPool, Context, DenseMap, Function, Op, OpSpec, SlotVec,
    Type, Value, ValueDef,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

const NAME: &str = "scalarize";

/// Whether `op` is computed lane by lane with the same op.
fn is_elementwise(op: LlvmOp) -> bool {
    use LlvmOp as L;
    matches!(
        op,
        L::Add(_)
            | L::Sub(_)
            | L::Mul(_)
            | L::FAdd(_)
            | L::FSub(_)
            | L::FMul(_)
            | L::FDiv(_)
            | L::UDiv(_)
            | L::SDiv(_)
            | L::URem(_)
            | L::SRem(_)
            | L::FRem(_)
            | L::And(_)
            | L::Or(_)
            | L::Xor(_)
            | L::Shl(_)
            | L::LShr(_)
            | L::AShr(_)
            | L::FNeg(_)
            | L::ZExt(_)
            | L::SExt(_)
            | L::Trunc(_)
            | L::FPTrunc(_)
            | L::FPExt(_)
            | L::FPToUI(_)
            | L::FPToSI(_)
            | L::UIToFP(_)
            | L::SIToFP(_)
            | L::BitCast(_)
            | L::ICmp(_)
            | L::FCmp(_)
            | L::Select(_)
    )
}

/// See the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct Scalarize;

/// How an op is scalarized.
#[derive(Clone, Debug)]
enum Kind {
    /// Lane `i` is the op applied to lane `i` of each vector operand
    /// (scalar operands, a `select`'s condition, are passed as they are).
    Elementwise,
    /// `insertelement` at a constant lane.
    Insert(usize),
    /// `insertelement` at a lane known only when the shader runs: lane
    /// `i` becomes `select (icmp eq index, i), value, old lane i`. DXC
    /// writes no vector instructions and consumers expect none:
    /// dxil-spirv refuses the insert ("Index to insertelement must be a
    /// constant", a `buf[i][j] = v` component write).
    InsertDynamic,
    /// `shufflevector`: each result lane is `Some(i)` (lane `i` of the two
    /// operands concatenated) or `None` (poison).
    Shuffle(Vec<Option<usize>>),
}

/// The constant integer `v` stands for, if any.
fn const_index(cx: &Context, body: &Body, v: Value) -> Option<i64> {
    let d = Constant::defining(cx, body, v)?.op();
    cx.attr_as_i64(body.attr(cx, d, "value")?)
}

fn vector_len(cx: &Context, ty: Type) -> Option<usize> {
    lanes(cx, ty).0.map(|n| n as usize)
}

/// Whether `op` is a vector constant whose lanes are scalar constants.
fn is_vector_constant(cx: &Context, body: &Body, op: Op) -> bool {
    let [r] = body.results(op) else {
        return false;
    };
    let Some(n) = vector_len(cx, body.value_type(*r)) else {
        return false;
    };
    match LlvmOp::match_op(cx, body, op) {
        Some(LlvmOp::Undef(_) | LlvmOp::Poison(_)) => true,
        Some(LlvmOp::Constant(_)) => match body.attr(cx, op, "value").map(|a| cx.attr_data(a)) {
            Some(AttrData::Zero(_)) => true,
            Some(AttrData::Array(items)) => {
                items.len() == n
                    && items.iter().all(|&a| {
                        matches!(
                            cx.attr_data(a),
                            AttrData::Int { .. }
                                | AttrData::Float { .. }
                                | AttrData::Undef(_)
                                | AttrData::Poison(_)
                                | AttrData::Zero(_)
                        )
                    })
            }
            _ => false,
        },
        _ => false,
    }
}

/// How `op` is scalarized, or `None` when it is not.
fn classify(cx: &Context, body: &Body, op: Op) -> Option<Kind> {
    let [r] = body.results(op) else {
        return None;
    };
    let n = vector_len(cx, body.value_type(*r))?;
    let kind = LlvmOp::match_op(cx, body, op)?;
    let operands = body.operands(op);
    if is_elementwise(kind) {
        // Every vector operand must have the result's lane count (this
        // rules out bitcasts that change it); only a select's condition
        // may be scalar.
        let ok =
            operands
                .iter()
                .enumerate()
                .all(|(i, &v)| match vector_len(cx, body.value_type(v)) {
                    Some(m) => m == n,
                    None => matches!(kind, LlvmOp::Select(_)) && i == 0,
                });
        return (ok && !operands.is_empty()).then_some(Kind::Elementwise);
    }
    match kind {
        LlvmOp::InsertElement(_) => match const_index(cx, body, operands[2]) {
            Some(i) => usize::try_from(i).ok().filter(|&i| i < n).map(Kind::Insert),
            None if cx.int_width(body.value_type(operands[2])).is_some() => {
                Some(Kind::InsertDynamic)
            }
            None => None,
        },
        LlvmOp::ShuffleVector(_) => {
            let Some(AttrData::Array(items)) = body.attr(cx, op, "mask").map(|a| cx.attr_data(a))
            else {
                return None;
            };
            let total = vector_len(cx, body.value_type(operands[0]))?
                + vector_len(cx, body.value_type(operands[1]))?;
            let mask: Vec<Option<usize>> = items
                .iter()
                .map(|&m| {
                    cx.attr_as_i64(m)
                        .and_then(|l| usize::try_from(l).ok())
                        .filter(|&l| l < total)
                })
                .collect();
            (mask.len() == n).then_some(Kind::Shuffle(mask))
        }
        _ => None,
    }
}

/// The lanes of one vector value: inline up to four (HLSL's widest
/// vector), so that handing them out copies no heap block.
type Lanes = SmallVec<[Value; 4]>;

/// The vector operands whose lanes `op` needs, as operand positions.
fn needed(cx: &Context, body: &Body, op: Op, kind: &Kind) -> SmallVec<[usize; 3]> {
    let operands = body.operands(op);
    match kind {
        Kind::Elementwise => (0..operands.len())
            .filter(|&i| vector_len(cx, body.value_type(operands[i])).is_some())
            .collect(),
        Kind::Insert(_) | Kind::InsertDynamic => smallvec::smallvec![0],
        Kind::Shuffle(mask) => {
            let na = vector_len(cx, body.value_type(operands[0])).unwrap_or(0);
            let mut out = SmallVec::new();
            if mask.iter().any(|m| matches!(m, Some(l) if *l < na)) {
                out.push(0);
            }
            if mask.iter().any(|m| matches!(m, Some(l) if *l >= na)) {
                out.push(1);
            }
            out
        }
    }
}

struct Scalarizer<'a> {
    cx: &'a Context,
    /// The lanes of each vector value split so far.
    lanes: DenseMap<Value, Lanes>,
    /// How each scalarizable op is scalarized.
    kinds: DenseMap<Op, Kind>,
    /// Scalarized ops in the order they were done (operands first).
    done: Vec<Op>,
    /// Vector constants that were split.
    constants: Vec<Op>,
    /// The function's lane indices and constant lanes, one op each (see
    /// [`Emit`]; [`past_constants`] keeps the pool's promise).
    pool: ConstantPool,
    /// Where lane names are written before they are set (one buffer for
    /// the pass rather than a string made per lane).
    name: String,
}

/// Whether `op` is a constant, `undef` or `poison`: what may stand above
/// the constants a [`ConstantPool`] hands out, and what [`finish`] erases
/// once unused.
fn is_constant_op(cx: &Context, body: &Body, op: Op) -> bool {
    matches!(
        LlvmOp::match_op(cx, body, op),
        Some(LlvmOp::Constant(_) | LlvmOp::Undef(_) | LlvmOp::Poison(_))
    )
}

/// `op`, or the first op after it in its block that is not a constant (see
/// [`is_constant_op`]): where a split may be inserted without standing
/// above a pooled constant it uses. A value defined by `op` (or an
/// argument of its block) dominates it just as well.
fn past_constants(cx: &Context, body: &Body, op: Option<Op>) -> Option<Op> {
    let mut at = op?;
    while is_constant_op(cx, body, at) {
        at = body.next_op(at)?;
    }
    Some(at)
}

/// Names `lane` `<v's name>.i<i>` when `v` has a name (as LLVM's
/// Scalarizer names lanes), written through `buf`.
fn name_lane(body: &mut Body, v: Value, i: usize, lane: Value, buf: &mut String) {
    use std::fmt::Write;
    let Some(n) = body.value_name(v) else {
        return;
    };
    buf.clear();
    buf.push_str(n);
    // Writing to a String cannot fail.
    let _ = write!(buf, ".i{i}");
    body.set_value_name(lane, Some(buf));
}

impl Scalarizer<'_> {
    /// The lanes of `v`, which must not be the result of a scalarizable op
    /// that is not done yet: constant lanes for a vector constant,
    /// `extractelement`s after the definition for anything else.
    fn source_lanes(&mut self, body: &mut Body, v: Value) -> Lanes {
        if let Some(l) = self.lanes.get(v) {
            return l.clone();
        }
        let cx = self.cx;
        let ty = body.value_type(v);
        let (n, elem) = lanes(cx, ty);
        let n = n.unwrap_or(0) as usize;
        let def = body.defining_op(v);
        let out: Lanes = match def {
            Some(d) if is_vector_constant(cx, body, d) => {
                self.constants.push(d);
                let kind = LlvmOp::match_op(cx, body, d);
                let value = body.attr(cx, d, "value").map(|a| cx.attr_data(a).clone());
                let loc = body.loc(d);
                let mut b = Builder::before(cx, body, d).with_loc(loc);
                let mut e = Emit {
                    b: &mut b,
                    pool: &mut self.pool,
                };
                (0..n)
                    .map(|i| match (kind, &value) {
                        (Some(LlvmOp::Undef(_)), _) => Undef::build(e.b, elem),
                        (Some(LlvmOp::Poison(_)), _) => e.poison(elem),
                        (_, Some(AttrData::Array(items))) => match cx.attr_data(items[i]) {
                            AttrData::Undef(_) => Undef::build(e.b, elem),
                            AttrData::Poison(_) => e.poison(elem),
                            AttrData::Zero(_) => e.zero(elem),
                            _ => e.constant(elem, items[i]),
                        },
                        _ => e.zero(elem),
                    })
                    .collect()
            }
            _ => {
                // Split just after the definition (or at the start of the
                // block whose argument `v` is), past any constants there.
                let anchor = match body.value_def(v) {
                    ValueDef::Result { op, .. } => body.next_op(op),
                    ValueDef::BlockArg { block, .. } => body.first_op(block),
                    _ => None,
                };
                let anchor = past_constants(cx, body, anchor);
                let Some(anchor) = anchor else {
                    return Lanes::new();
                };
                let loc = body.loc(anchor);
                let mut b = Builder::before(cx, body, anchor).with_loc(loc);
                let mut e = Emit {
                    b: &mut b,
                    pool: &mut self.pool,
                };
                let out: Lanes = (0..n).map(|i| e.lane(v, i as u32)).collect();
                for (i, &l) in out.iter().enumerate() {
                    name_lane(body, v, i, l, &mut self.name);
                }
                out
            }
        };
        self.lanes.insert(v, out.clone());
        out
    }

    /// Scalarizes `root` after the scalarizable ops it depends on.
    fn ensure(&mut self, body: &mut Body, root: Op) {
        let mut stack = vec![(root, false)];
        while let Some((op, ready)) = stack.pop() {
            let r = body.result(op, 0);
            if self.lanes.contains_key(r) {
                continue;
            }
            let kind = self.kinds[op].clone();
            if !ready {
                stack.push((op, true));
                for i in needed(self.cx, body, op, &kind) {
                    let v = body.operand(op, i);
                    if let Some(d) = body.defining_op(v) {
                        if self.kinds.contains_key(d) && !self.lanes.contains_key(v) {
                            stack.push((d, false));
                        }
                    }
                }
                continue;
            }
            self.scalarize(body, op, &kind);
        }
    }

    /// Builds the lanes of `op` before it; its operands' lanes are ready
    /// or come from [`Self::source_lanes`].
    fn scalarize(&mut self, body: &mut Body, op: Op, kind: &Kind) {
        let cx = self.cx;
        let r = body.result(op, 0);
        let (n, elem) = lanes(cx, body.value_type(r));
        let n = n.unwrap_or(0) as usize;
        let operands: SmallVec<[Value; 3]> = body.operands(op).into();
        let mut split: SmallVec<[Option<Lanes>; 3]> = smallvec::smallvec![None; operands.len()];
        for i in needed(cx, body, op, kind) {
            split[i] = Some(self.source_lanes(body, operands[i]));
        }
        // A vector that could not be split (no place to split it) leaves
        // the op as it is.
        if split.iter().flatten().any(SmallVec::is_empty) {
            return;
        }
        let loc = body.loc(op);
        let attrs = body.attrs(op).clone();
        let out: Lanes = match kind {
            Kind::Elementwise => (0..n)
                .map(|i| {
                    let args: SmallVec<[Value; 3]> = operands
                        .iter()
                        .zip(&split)
                        .map(|(&v, l)| l.as_ref().map_or(v, |l| l[i]))
                        .collect();
                    let spec = OpSpec::new(body.op_name(op), loc)
                        .with_operands(args)
                        .with_results([elem])
                        .with_attrs(attrs.clone());
                    let lane = body.create_op(spec);
                    body.insert_op_before(op, lane);
                    body.result(lane, 0)
                })
                .collect(),
            Kind::Insert(at) => {
                let mut l = split[0].clone().unwrap_or_default();
                l[*at] = operands[1];
                l
            }
            Kind::InsertDynamic => {
                let old = split[0].clone().unwrap_or_default();
                let (value, index) = (operands[1], operands[2]);
                let index_ty = body.value_type(index);
                let i1 = cx.types().i1;
                let mut b = Builder::before(cx, body, op).with_loc(loc);
                let mut e = Emit {
                    b: &mut b,
                    pool: &mut self.pool,
                };
                old.iter()
                    .enumerate()
                    .map(|(i, &lane)| {
                        let k = e.int(index_ty, i as i128);
                        let eq = llvm::ICmp::spec(e.b, index, k, i1).with_attr(
                            cx,
                            "predicate",
                            cx.str_attr("eq"),
                        );
                        let eq = e.b.insert(eq);
                        let eq = e.b.body().result(eq, 0);
                        llvm::Select::build(e.b, eq, value, lane, elem)
                    })
                    .collect()
            }
            Kind::Shuffle(mask) => {
                let na = vector_len(cx, body.value_type(operands[0])).unwrap_or(0);
                let mut b = Builder::before(cx, body, op).with_loc(loc);
                let mut e = Emit {
                    b: &mut b,
                    pool: &mut self.pool,
                };
                mask.iter()
                    .map(|m| match *m {
                        Some(l) if l < na => split[0].as_ref().map_or(operands[0], |s| s[l]),
                        Some(l) => split[1].as_ref().map_or(operands[1], |s| s[l - na]),
                        None => e.poison(elem),
                    })
                    .collect()
            }
        };
        if matches!(kind, Kind::Elementwise | Kind::InsertDynamic) {
            for (i, &l) in out.iter().enumerate() {
                name_lane(body, r, i, l, &mut self.name);
            }
        }
        self.lanes.insert(r, out);
        self.done.push(op);
    }
}

impl Scalarizer<'_> {
    /// Replaces `extractelement v, %i` of a splittable `v` by a chain of
    /// selects over its lanes: lane 0, then lane `k` where `%i == k`
    /// (a lane past the end reads lane 0, where LLVM gives poison).
    fn extract_dynamic(&mut self, body: &mut Body, op: Op) -> bool {
        let cx = self.cx;
        let (v, idx) = (body.operand(op, 0), body.operand(op, 1));
        if let Some(d) = body.defining_op(v).filter(|&d| self.kinds.contains_key(d)) {
            self.ensure(body, d);
        }
        let l = self.source_lanes(body, v);
        let Some((&first, rest)) = l.split_first() else {
            return false;
        };
        let r = body.result(op, 0);
        let elem = body.value_type(r);
        let index_ty = body.value_type(idx);
        let i1 = cx.types().i1;
        let loc = body.loc(op);
        let mut b = Builder::before(cx, body, op).with_loc(loc);
        let mut e = Emit {
            b: &mut b,
            pool: &mut self.pool,
        };
        let mut acc = first;
        for (k, &lane) in rest.iter().enumerate() {
            let key = e.int(index_ty, k as i128 + 1);
            let eq =
                llvm::ICmp::spec(e.b, idx, key, i1).with_attr(cx, "predicate", cx.str_attr("eq"));
            let eq = e.b.insert(eq);
            let eq = e.b.body().result(eq, 0);
            acc = llvm::Select::build(e.b, eq, lane, acc, elem);
        }
        let name = body.value_name(r).map(str::to_string);
        body.replace_all_uses(r, acc);
        body.erase_op(op);
        if acc != first {
            body.set_value_name(acc, name.as_deref());
        }
        true
    }
}

impl FunctionPass for Scalarize {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let ops = body.walk();
        let mut s = Scalarizer {
            cx,
            // Filed by slot (a store, not a secondary map's growth one
            // slot at a time): every op is classified.
            lanes: DenseMap::default(),
            kinds: DenseMap::with_capacity(body.op_capacity()),
            done: Vec::new(),
            constants: Vec::new(),
            pool: ConstantPool::default(),
            name: String::new(),
        };
        for &op in &ops {
            if let Some(k) = classify(cx, body, op) {
                s.kinds.insert(op, k);
            }
        }
        let phis = split_block_args(cx, body, &mut s);
        let mut changed = !phis.is_empty();
        for &op in &ops {
            if s.kinds.contains_key(op) {
                s.ensure(body, op);
                continue;
            }
            // An extractelement at a constant lane of a split vector (or of
            // a vector constant) is that lane.
            if !ExtractElement::is(cx, body, op) {
                continue;
            }
            let (v, idx) = (body.operand(op, 0), body.operand(op, 1));
            let splittable = s.lanes.contains_key(v)
                || body
                    .defining_op(v)
                    .is_some_and(|d| s.kinds.contains_key(d) || is_vector_constant(cx, body, d));
            let Some(i) = const_index(cx, body, idx).and_then(|i| usize::try_from(i).ok()) else {
                // At a lane known only when the shader runs: a select per
                // lane of a split vector, so that no vector (a `float4x4`
                // as `<16 x float>` at -O0, which SPIR-V cannot hold
                // without Vector16) is rebuilt for it.
                if splittable && cx.int_width(body.value_type(idx)).is_some() {
                    changed |= s.extract_dynamic(body, op);
                }
                continue;
            };
            if !splittable || vector_len(cx, body.value_type(v)).is_none_or(|n| i >= n) {
                continue;
            }
            if let Some(d) = body.defining_op(v).filter(|&d| s.kinds.contains_key(d)) {
                s.ensure(body, d);
            }
            let l = s.source_lanes(body, v);
            if let Some(&lane) = l.get(i) {
                let r = body.result(op, 0);
                body.replace_all_uses(r, lane);
                body.erase_op(op);
                changed = true;
            }
        }
        pass_phi_lanes(cx, body, &mut s, &ops, &phis);
        finish(cx, body, &mut s);
        Ok(PassOutcome::from_changed(changed || !s.done.is_empty()))
    }
}

/// Gives each vector argument of a non-entry block (a `phi`) one scalar
/// argument per lane, which become its lanes. Returns the split arguments
/// by block, in argument order.
fn split_block_args(
    cx: &Context,
    body: &mut Body,
    s: &mut Scalarizer<'_>,
) -> Vec<(Block, Vec<usize>)> {
    let blocks: Vec<Block> = body
        .region_blocks(body.root())
        .iter()
        .skip(1)
        .copied()
        .collect();
    let mut out = Vec::new();
    for b in blocks {
        let args = body.block_args(b).to_vec();
        let mut split = Vec::new();
        for (i, &a) in args.iter().enumerate() {
            let (Some(n), elem) = lanes(cx, body.value_type(a)) else {
                continue;
            };
            let l: Lanes = (0..n as usize)
                .map(|k| {
                    let v = body.add_block_arg(b, elem);
                    name_lane(body, a, k, v, &mut s.name);
                    v
                })
                .collect();
            s.lanes.insert(a, l);
            split.push(i);
        }
        if !split.is_empty() {
            out.push((b, split));
        }
    }
    out
}

/// Passes the lanes of each split `phi`'s incoming values instead of the
/// vectors, rebuilds the vector at the top of the block for ops that still
/// use it, and removes the vector arguments.
fn pass_phi_lanes(
    cx: &Context,
    body: &mut Body,
    s: &mut Scalarizer<'_>,
    ops: &[Op],
    phis: &[(Block, Vec<usize>)],
) {
    if phis.is_empty() {
        return;
    }
    let split: FxHashMap<Block, &Vec<usize>> = phis.iter().map(|(b, v)| (*b, v)).collect();
    for &t in ops {
        if !body.contains_op(t) {
            continue;
        }
        for si in 0..body.successors(t).len() {
            let target = body.successors(t)[si];
            let Some(&idx) = split.get(&target) else {
                continue;
            };
            let old = body.successor_args(t, si).to_vec();
            let mut removed = vec![false; old.len()];
            if idx.iter().any(|&i| i >= old.len()) {
                // Malformed branch (the verifier reports it): leave it.
                continue;
            }
            for &i in idx {
                removed[i] = true;
            }
            let mut args: Vec<Value> = old
                .iter()
                .zip(&removed)
                .filter(|(_, &r)| !r)
                .map(|(&v, _)| v)
                .collect();
            for &i in idx {
                let v = old[i];
                if let Some(d) = body.defining_op(v).filter(|&d| s.kinds.contains_key(d)) {
                    s.ensure(body, d);
                }
                args.extend(s.source_lanes(body, v));
            }
            body.set_successor(t, si, target, &args);
        }
    }
    for (b, idx) in phis {
        for &i in idx.iter().rev() {
            let a = body.block_args(*b)[i];
            if body.has_uses(a) {
                let Some(first) = body.first_op(*b) else {
                    continue;
                };
                let ty = body.value_type(a);
                let l = s.lanes[a].clone();
                let name = body.value_name(a).map(str::to_owned);
                let loc = body.loc(first);
                let mut bl = Builder::before(cx, body, first).with_loc(loc);
                let v = Emit {
                    b: &mut bl,
                    pool: &mut s.pool,
                }
                .gather(ty, &l);
                body.replace_all_uses(a, v);
                body.remove_block_arg(*b, i);
                body.set_value_name(v, name.as_deref());
            } else {
                body.remove_block_arg(*b, i);
            }
        }
    }
}

/// Rebuilds the split vectors still used by ops that were not scalarized,
/// then erases the scalarized ops and the vector constants left unused.
fn finish(cx: &Context, body: &mut Body, s: &mut Scalarizer<'_>) {
    let done = SlotVec::set_of(body.op_capacity(), s.done.iter().copied());
    let mut renames: Vec<(Value, Option<String>)> = Vec::new();
    for &op in &s.done {
        let r = body.result(op, 0);
        let outside: Vec<_> = body.uses(r).filter(|u| done.get(u.op).is_none()).collect();
        if outside.is_empty() {
            continue;
        }
        let ty = body.value_type(r);
        let loc = body.loc(op);
        let l = s.lanes[r].clone();
        let mut b = Builder::before(cx, body, op).with_loc(loc);
        let v = Emit {
            b: &mut b,
            pool: &mut s.pool,
        }
        .gather(ty, &l);
        let mut outside = outside;
        outside.sort();
        for u in outside {
            body.set_operand(u.op, u.index as usize, v);
        }
        renames.push((v, body.value_name(r).map(str::to_owned)));
    }
    // Constants the erased ops used (lane indices, `poison` operands) and
    // lane constants nothing took are erased with them, in key order. Each
    // is listed once: most are shared by many lanes (on the benchmark's F,
    // sorting every mention took 1% of the run).
    let mut dead: Vec<Op> = Vec::new();
    let mut listed = SlotVec::with_capacity(body.op_capacity(), ());
    let mut list = |body: &Body, v: Value, dead: &mut Vec<Op>| {
        if let Some(d) = body.defining_op(v) {
            if listed.get(d).is_none() && body.contains_op(d) && is_constant_op(cx, body, d) {
                listed.insert(d, ());
                dead.push(d);
            }
        }
    };
    for &op in s.done.iter().rev() {
        for &v in body.operands(op) {
            list(body, v, &mut dead);
        }
        body.erase_op(op);
    }
    for l in s.lanes.values() {
        for &v in l {
            list(body, v, &mut dead);
        }
    }
    dead.sort_unstable();
    for d in dead {
        if body.contains_op(d) && !body.has_uses(body.result(d, 0)) {
            body.erase_op(d);
        }
    }
    for (v, name) in renames {
        body.set_value_name(v, name.as_deref());
    }
    for &c in &s.constants {
        if body.contains_op(c) && !body.has_uses(body.result(c, 0)) {
            body.erase_op(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};
    use dxir_ir::{verify_module, VerifyOptions};

    /// The module of `src` after the pass, checked by the verifier (which
    /// reports a use its definition does not dominate).
    fn scalarized(cx: &Context, src: &str) -> dxir_ir::Module {
        let mut m = import_module(cx, src, "t.ll").expect("test input imports");
        let n = m.functions().len();
        for i in 0..n {
            let f = &mut m.functions_mut()[i];
            if !f.is_declaration() {
                Scalarize.run(cx, f).expect("scalarizes");
            }
        }
        verify_module(cx, &m, &VerifyOptions::default()).expect("the result verifies");
        m
    }

    fn run(src: &str) -> String {
        let cx = Context::with_registry(dxir_dialects::registry());
        let m = scalarized(&cx, src);
        export_module(&cx, &m).expect("the result exports")
    }

    #[test]
    fn splits_a_binary_op_and_rebuilds_for_the_return() {
        let out = run("define <2 x float> @f(<2 x float> %a, <2 x float> %b) {\n  %m = fmul fast <2 x float> %a, %b\n  ret <2 x float> %m\n}\n");
        assert!(
            out.contains("%m.i0 = fmul fast float %a.i0, %b.i0"),
            "{out}"
        );
        assert!(
            out.contains("%m.i1 = fmul fast float %a.i1, %b.i1"),
            "{out}"
        );
        assert!(out.contains("ret <2 x float> %m"), "{out}");
        assert!(!out.contains("fmul fast <2 x float>"), "{out}");
    }

    #[test]
    fn constant_extract_of_a_split_vector_is_the_lane() {
        let out = run("define float @f(<2 x float> %a, float %s) {\n  %i = insertelement <2 x float> %a, float %s, i32 1\n  %e = extractelement <2 x float> %i, i32 1\n  ret float %e\n}\n");
        assert!(out.contains("ret float %s"), "{out}");
        assert!(!out.contains("insertelement"), "{out}");
    }

    /// The `llvm.constant` ops of `f`'s body, as (value, type).
    fn constants_of(cx: &Context, m: &dxir_ir::Module, f: &str) -> Vec<(dxir_ir::Attr, Type)> {
        let body = m.function(f).expect("function").body();
        body.walk()
            .into_iter()
            .filter(|&op| Constant::is(cx, body, op))
            .map(|op| {
                let v = body.attr(cx, op, "value").expect("value");
                (v, body.value_type(body.result(op, 0)))
            })
            .collect()
    }

    #[test]
    fn lane_indices_and_constant_lanes_are_made_once() {
        let cx = Context::with_registry(dxir_dialects::registry());
        let src = "define void @f(<4 x float> %a, ptr %p) {\n  %m = fmul <4 x float> %a, <float 2.0, float 2.0, float 2.0, float 2.0>\n  %n = fadd <4 x float> %m, <float 2.0, float 2.0, float 2.0, float 2.0>\n  store <4 x float> %n, ptr %p\n  store <4 x float> %m, ptr %p\n  ret void\n}\n";
        let m = scalarized(&cx, src);
        let consts = constants_of(&cx, &m, "f");
        let distinct: rustc_hash::FxHashSet<_> = consts.iter().copied().collect();
        // The splat's lane, and lane indices 0..3 for splitting `%a` and
        // rebuilding `%m` and `%n` for the stores: one op each.
        assert_eq!(distinct.len(), consts.len(), "a constant made twice");
        assert_eq!(consts.len(), 5);
        let out = export_module(&cx, &m).expect("the result exports");
        assert!(out.contains("fmul float %a.i0, 2.0"), "{out}");
        assert!(!out.contains("fmul <4 x float>"), "{out}");
    }

    #[test]
    fn an_argument_is_split_below_the_constants_its_lanes_use() {
        // `%b`'s constant lanes are pooled at the top of the entry block
        // first (lanes `i32 0` and `i32 1`); then `%a` is split, and its
        // `extractelement`s use those same ops as lane indices: they must
        // go below them (the verifier checks), not at the block's top.
        let cx = Context::with_registry(dxir_dialects::registry());
        let src = "define <2 x i32> @f(<2 x i32> %a) {\n  %b = add <2 x i32> <i32 0, i32 1>, <i32 5, i32 6>\n  %c = mul <2 x i32> %b, %a\n  ret <2 x i32> %c\n}\n";
        let m = scalarized(&cx, src);
        let body = m.function("f").expect("function").body();
        let entry = body.entry_block().expect("entry");
        let ops: Vec<Op> = body.block_ops(entry).collect();
        let first_other = ops
            .iter()
            .position(|&op| !is_constant_op(&cx, body, op))
            .expect("a non-constant op");
        assert!(
            ops[first_other..]
                .iter()
                .all(|&op| !Constant::is(&cx, body, op)),
            "a constant below another op"
        );
        let out = export_module(&cx, &m).expect("the result exports");
        assert!(out.contains("%c.i1 = mul i32 %b.i1, %a.i1"), "{out}");
    }
}
