//! Merges: `select`s and block arguments (phis), walked back to the values
//! they merge, and mirrored over another value of each of those.
//!
//! `forward-handle-accesses` (handles) and `forward-resource-pointers`
//! (getpointer results) both take a value out of a web of merges: they find
//! what the web merges (its *leaves*), then build the same web over one
//! operand of each leaf (the creation's index, the getpointer's handle) and
//! use one op on the mirrored value instead. Every walk has a visited set,
//! so loop-carried phis and phis of phis end, and no walk recurses, so a
//! long chain of merges cannot exhaust the stack.

use dxir_dialects::llvm::{self, Select};
use dxir_ir::{Block, Body, Builder, Context, Op, OpSpec, Type, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// The merges of one function and the branches into each block.
pub struct MergeWeb<'a> {
    cx: &'a Context,
    /// For each block, the terminators (and successor positions) that
    /// branch to it.
    preds: FxHashMap<Block, Vec<(Op, usize)>>,
}

impl<'a> MergeWeb<'a> {
    /// The branches of `body`'s ops into each block.
    pub fn new(cx: &'a Context, body: &Body) -> Self {
        let mut preds: FxHashMap<Block, Vec<(Op, usize)>> = FxHashMap::default();
        for op in body.walk() {
            for (si, &s) in body.successors(op).iter().enumerate() {
                preds.entry(s).or_default().push((op, si));
            }
        }
        MergeWeb { cx, preds }
    }

    /// The branches into `block`: `(terminator, successor position)`.
    pub fn preds(&self, block: Block) -> &[(Op, usize)] {
        self.preds.get(&block).map_or(&[], |p| &p[..])
    }

    /// The values `v` merges directly (select arms, incoming values), or
    /// `None` when `v` is not a merge.
    pub fn merged(&self, body: &Body, v: Value) -> Option<Vec<Value>> {
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

    /// The merges reachable from `v` through merges (`v` first if it is
    /// one) and the values that are not merges reached from it, each once,
    /// in the order first met.
    pub fn web(&self, body: &Body, v: Value) -> (Vec<Value>, Vec<Value>) {
        let mut seen = FxHashSet::default();
        let (mut merges, mut leaves) = (Vec::new(), Vec::new());
        let mut stack = vec![v];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            match self.merged(body, x) {
                Some(ins) => {
                    merges.push(x);
                    stack.extend(ins.into_iter().rev());
                }
                None => leaves.push(x),
            }
        }
        (merges, leaves)
    }

    /// The web of merges `merges` (as [`web`](Self::web) gives it) built
    /// again over `leaf(x)` for each leaf `x`: a block argument of type
    /// `ty` next to each merged block argument, fed by the same branches, a
    /// `select` on the same condition next to each `select`. Returns the
    /// mirror of each merge.
    pub fn mirror(
        &self,
        body: &mut Body,
        merges: &[Value],
        ty: Type,
        leaf: &dyn Fn(&Body, Value) -> Value,
    ) -> FxHashMap<Value, Value> {
        let mut mirror: FxHashMap<Value, Value> = FxHashMap::default();
        // Block arguments first: they break every cycle.
        for &m in merges {
            if let ValueDef::BlockArg { block, .. } = body.value_def(m) {
                let arg = body.add_block_arg(block, ty);
                mirror.insert(m, arg);
            }
        }
        // Selects after their arms: a depth-first post-order without
        // recursion (selects cannot form a cycle without a block argument).
        let is_merge: FxHashSet<Value> = merges.iter().copied().collect();
        for &root in merges {
            let mut stack = vec![(root, false)];
            while let Some((m, arms_done)) = stack.pop() {
                if mirror.contains_key(&m) {
                    continue;
                }
                let Some(s) = Select::defining(self.cx, body, m) else {
                    continue;
                };
                let (c, a, b) = (s.condition(body), s.if_true(body), s.if_false(body));
                if !arms_done {
                    stack.push((m, true));
                    for arm in [b, a] {
                        if is_merge.contains(&arm) && !mirror.contains_key(&arm) {
                            stack.push((arm, false));
                        }
                    }
                    continue;
                }
                let pick = |x: Value, body: &Body| {
                    mirror.get(&x).copied().unwrap_or_else(|| leaf(body, x))
                };
                let (ma, mb) = (pick(a, body), pick(b, body));
                let mut bl = Builder::before(self.cx, body, s.op());
                let sel = llvm::Select::build(&mut bl, c, ma, mb, ty);
                mirror.insert(m, sel);
            }
        }
        // The branches into each mirrored block argument pass the mirror of
        // what they pass to the merged one.
        for &m in merges {
            let ValueDef::BlockArg { block, index } = body.value_def(m) else {
                continue;
            };
            for &(t, si) in self.preds(block) {
                let incoming = body.successor_args(t, si)[index as usize];
                let v = mirror
                    .get(&incoming)
                    .copied()
                    .unwrap_or_else(|| leaf(body, incoming));
                let mut args = body.successor_args(t, si).to_vec();
                args.push(v);
                let target = body.successors(t)[si];
                body.set_successor(t, si, target, &args);
            }
        }
        mirror
    }

    /// Removes the merges of `merges` that are no longer used: selects,
    /// and block arguments with the values their branches pass. A merge may
    /// be used only by another merge, so this repeats until nothing more
    /// goes.
    pub fn drop_unused(&self, body: &mut Body, merges: Vec<Value>) {
        let mut left = merges;
        loop {
            let before = left.len();
            left.retain(|&m| {
                if !body.contains_value(m) {
                    return false;
                }
                if body.has_uses(m) {
                    return true;
                }
                match body.value_def(m) {
                    ValueDef::Result { op, .. } => body.erase_op(op),
                    ValueDef::BlockArg { block, index } => {
                        let index = index as usize;
                        for &(t, si) in self.preds(block) {
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
    }
}

/// Builds an op like `template` (its name, location and attributes) with
/// `operands` and the type of the merge `m`, where `m` stands: before the
/// select, or first in the block argument's block. Returns its result.
pub fn build_at_merge(body: &mut Body, m: Value, template: Op, operands: &[Value]) -> Value {
    let spec = OpSpec::new(body.op_name(template), body.loc(template))
        .with_operands(operands.iter().copied())
        .with_results([body.value_type(m)])
        .with_attrs(body.attrs(template).clone());
    let new = body.create_op(spec);
    match body.value_def(m) {
        ValueDef::Result { op, .. } => body.insert_op_before(op, new),
        ValueDef::BlockArg { block, .. } => body.prepend_op(block, new),
        _ => {}
    }
    body.result(new, 0)
}
