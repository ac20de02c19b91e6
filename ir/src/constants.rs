//! Shared constants: one op per constant value and type in a function, at
//! the top of its entry block, where it dominates every use.
//!
//! The LLVM IR importer makes constants this way, and rewrites keep them so:
//! the greedy driver finds or makes a rule's constants through a
//! [`ConstantPool`] instead of making one op per use (an opcode, a mask, a
//! lane index: often most of what a lowering rule builds), and both rule
//! engines end with [`canonicalize_constants`], so the IR after a rule pass
//! is the same whichever engine ran it. Only the ops of
//! [`shareable_constant_key`] are shared: `CONSTANT_LIKE` ops such as
//! `llvm.constant`.

use crate::{Attr, Body, Context, Op, OpName, OpSpec, SlotVec, Traits, Type};
use rustc_hash::FxHashMap;

/// What tells shared constants apart: the op, its value (its only
/// attribute, if any) and its type.
pub type ConstantKey = (OpName, Option<Attr>, Type);

/// The key of `op` if a function may share it: a placed `CONSTANT_LIKE` op
/// with no operands, successors or regions, one result and at most one
/// attribute (its value).
pub fn shareable_constant_key(cx: &Context, body: &Body, op: Op) -> Option<ConstantKey> {
    if !body.all_operands(op).is_empty() {
        return None;
    }
    let [result] = body.results(op) else {
        return None;
    };
    let attrs = body.attrs(op);
    let plain = body.successors(op).is_empty() && body.regions(op).is_empty() && attrs.len() <= 1;
    (plain && body.op_has(cx, op, Traits::CONSTANT_LIKE)).then(|| {
        (
            body.op_name(op),
            attrs.iter().next().map(|(_, a)| a),
            body.value_type(*result),
        )
    })
}

/// The key of the op `spec` would make, if a function may share it (see
/// [`shareable_constant_key`]).
pub fn spec_constant_key(cx: &Context, spec: &OpSpec) -> Option<ConstantKey> {
    let [ty] = spec.result_types.as_slice() else {
        return None;
    };
    let plain = spec.operands.is_empty()
        && spec.successors.is_empty()
        && spec.num_regions == 0
        && spec.attrs.len() <= 1;
    let constant_like = cx
        .op_def(spec.name)
        .is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
    (plain && constant_like).then(|| (spec.name, spec.attrs.iter().next().map(|(_, a)| a), *ty))
}

/// The shared constants of one body, found at the top of its entry block or
/// made there.
///
/// Every op it hands out stays above every other op of the entry block as
/// long as ops are only inserted before ops that are then replaced (as
/// rewrites do) or at the top of the block; an op erased since it was
/// handed out is made again.
#[derive(Debug, Default)]
pub struct ConstantPool {
    by_key: FxHashMap<ConstantKey, Op>,
}

impl ConstantPool {
    /// The pool of `body`, holding the shareable constants at the top of its
    /// entry block (up to the first op that is not one).
    pub fn new(cx: &Context, body: &Body) -> Self {
        let mut by_key = FxHashMap::default();
        if let Some(entry) = body.entry_block() {
            for op in body.block_ops(entry) {
                let Some(key) = shareable_constant_key(cx, body, op) else {
                    break;
                };
                by_key.entry(key).or_insert(op);
            }
        }
        ConstantPool { by_key }
    }

    /// The op of the shared constant `spec` makes: one of the pool, or a
    /// new one at the top of the entry block. `None` if `spec` is not a
    /// shareable constant or the body has no entry block: the caller makes
    /// the op itself.
    pub fn get_or_make(&mut self, cx: &Context, body: &mut Body, spec: &OpSpec) -> Option<Op> {
        let key = spec_constant_key(cx, spec)?;
        let entry = body.entry_block()?;
        if let Some(&op) = self.by_key.get(&key) {
            if body.contains_op(op) && body.op_block(op) == Some(entry) {
                return Some(op);
            }
        }
        let op = body.create_op(spec.clone());
        body.prepend_op(entry, op);
        self.by_key.insert(key, op);
        Some(op)
    }
}

/// Puts the shareable constants of `body` (see [`shareable_constant_key`])
/// in their canonical form: one op per key, at the top of the entry block,
/// in the order of their first use (the ops in program order, each one's
/// flat operand list in order, successor arguments included), without a
/// value name; constants nothing uses are erased. The result depends only
/// on the rest of the IR, not on where the constants were, how many copies
/// there were or which of them had a name (LLVM IR writes constants inline,
/// so their names are never seen there). Linear in the size of the body,
/// but for sorting the constants.
pub fn canonicalize_constants(cx: &Context, body: &mut Body) {
    let Some(entry) = body.entry_block() else {
        return;
    };
    let ops = body.walk();
    // One op per key: the first in program order; the others' uses move
    // to it.
    // Sized for a function's usual few dozen constants: grown from empty,
    // the map rehashed its keys five times or more on each call.
    let mut rep: FxHashMap<ConstantKey, Op> =
        FxHashMap::with_capacity_and_hasher(64, Default::default());
    let mut copies: Vec<(Op, Op)> = Vec::new();
    let mut position = SlotVec::with_capacity(body.op_capacity(), u32::MAX);
    for (i, &op) in ops.iter().enumerate() {
        position.insert(op, i as u32);
        if let Some(key) = shareable_constant_key(cx, body, op) {
            match rep.get(&key) {
                Some(&first) => copies.push((op, first)),
                None => {
                    rep.insert(key, op);
                }
            }
        }
    }
    for (copy, first) in copies {
        let (old, new) = (body.result(copy, 0), body.result(first, 0));
        body.replace_all_uses(old, new);
        body.erase_op(copy);
    }
    // Each constant's first use, as (user's position, operand index).
    let mut used: Vec<((u32, u32), Op)> = Vec::with_capacity(rep.len());
    let mut unused: Vec<Op> = Vec::new();
    for &op in rep.values() {
        let first = body
            .uses(body.result(op, 0))
            .map(|u| (position.get(u.op).unwrap_or(u32::MAX), u.index))
            .min();
        match first {
            Some(at) => used.push((at, op)),
            None => unused.push(op),
        }
    }
    used.sort_unstable();
    // Erased in a fixed order, whatever the hash map's.
    unused.sort_unstable();
    for op in unused {
        body.erase_op(op);
    }
    let mut prev: Option<Op> = None;
    for (_, op) in used {
        let v = body.result(op, 0);
        if body.value_name(v).is_some() {
            body.set_value_name(v, None);
        }
        let in_place = body.op_block(op) == Some(entry)
            && match prev {
                Some(p) => body.prev_op(op) == Some(p),
                None => body.first_op(entry) == Some(op),
            };
        if !in_place {
            body.detach_op(op);
            match prev {
                Some(p) => body.insert_op_after(p, op),
                None => body.prepend_op(entry, op),
            }
        }
        prev = Some(op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::tests::cx;
    use crate::{Block, Builder, Function, Loc, Value};

    fn constant(b: &mut Builder<'_>, v: i128) -> Value {
        let cx = b.cx();
        let ty = cx.types().i32;
        let op = b.op_with_attrs("t.const", &[], &[ty], &[("value", cx.int_attr(ty, v))]);
        b.body().result(op, 0)
    }

    /// The constant values of the entry block's ops, in order (`None` for
    /// another op).
    fn entry_values(cx: &Context, f: &Function) -> Vec<Option<i64>> {
        let body = f.body();
        let entry = body.entry_block().unwrap();
        body.block_ops(entry)
            .map(|op| {
                shareable_constant_key(cx, body, op)
                    .and_then(|(_, a, _)| a)
                    .and_then(|a| cx.attr_as_i64(a))
            })
            .collect()
    }

    /// `@f(%x)`: entry adds `5` and `7` to `x` and branches to a block that
    /// adds its own copy of `7` and a `9` nothing uses, with a name.
    fn scattered(cx: &Context) -> (Function, Block) {
        let i32t = cx.types().i32;
        let ty = cx.function_type(i32t, vec![i32t], false);
        let mut f = Function::define(cx, "f", ty, Loc::UNKNOWN);
        let entry = f.entry().unwrap();
        let x = f.params()[0];
        let next = f.body_mut().create_block();
        let root = f.body().root();
        f.body_mut().append_block(root, next);
        let mut b = Builder::at_end(cx, f.body_mut(), entry);
        let five = constant(&mut b, 5);
        let a = b.value("t.add", &[x, five], i32t);
        let seven = constant(&mut b, 7);
        let s = b.value("t.add", &[a, seven], i32t);
        let spec = b.spec("t.br").with_successor(next, []);
        b.insert(spec);
        let mut b = Builder::at_end(cx, f.body_mut(), next);
        let nine = constant(&mut b, 9);
        b.body().set_value_name(nine, Some("nine"));
        let seven_again = constant(&mut b, 7);
        b.body().set_value_name(seven_again, Some("seven"));
        let t = b.value("t.add", &[s, seven_again], i32t);
        b.op("t.ret", &[t], &[]);
        (f, next)
    }

    #[test]
    fn canonical_constants_are_one_per_value_at_the_top_in_first_use_order() {
        let cx = cx();
        let (mut f, next) = scattered(&cx);
        canonicalize_constants(&cx, f.body_mut());
        assert_eq!(
            entry_values(&cx, &f),
            [Some(5), Some(7), None, None, None],
            "{}",
            crate::print_function(&cx, &f)
        );
        let body = f.body();
        // The second block lost its copy of 7 and the unused 9.
        assert_eq!(body.block_ops(next).count(), 2);
        assert!(body.values().all(|v| body.value_name(v).is_none()));
        let text = crate::print_function(&cx, &f);
        canonicalize_constants(&cx, f.body_mut());
        assert_eq!(crate::print_function(&cx, &f), text, "not idempotent");
    }

    #[test]
    fn the_pool_reuses_the_top_constants_and_makes_new_ones_there() {
        let cx = cx();
        let (mut f, _) = scattered(&cx);
        canonicalize_constants(&cx, f.body_mut());
        let body = f.body_mut();
        let mut pool = ConstantPool::new(&cx, body);
        let i32t = cx.types().i32;
        let spec = |v: i128| {
            OpSpec::new(cx.op_name("t.const"), Loc::UNKNOWN)
                .with_results([i32t])
                .with_attr(&cx, "value", cx.int_attr(i32t, v))
        };
        let seven = pool.get_or_make(&cx, body, &spec(7)).unwrap();
        assert_eq!(body.op_block(seven), body.entry_block());
        let ops_before = body.num_ops();
        assert_eq!(pool.get_or_make(&cx, body, &spec(7)).unwrap(), seven);
        let eleven = pool.get_or_make(&cx, body, &spec(11)).unwrap();
        assert_eq!(body.num_ops(), ops_before + 1);
        assert_eq!(body.first_op(body.entry_block().unwrap()), Some(eleven));
        // Erased since it was handed out: made again.
        body.erase_op(eleven);
        let again = pool.get_or_make(&cx, body, &spec(11)).unwrap();
        assert!(body.contains_op(again));
        // Not a shareable constant: given back.
        let add = OpSpec::new(cx.op_name("t.add"), Loc::UNKNOWN).with_results([i32t]);
        assert!(pool.get_or_make(&cx, body, &add).is_none());
    }
}
