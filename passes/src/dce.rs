//! Dead code elimination.

use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_ir::{Block, Body, Context, Function, Op, Traits};
use rustc_hash::FxHashSet;

/// Erases pure ops whose results are unused, and blocks the entry cannot
/// reach.
///
/// Only ops registered [`PURE`](Traits::PURE) (and not terminators) are
/// erased: ops with effects and unregistered ops always stay. Erasing an op
/// may make the ops that defined its operands dead; they are re-checked
/// from a worklist, so chains go in one linear pass. Unreachable blocks of
/// the function's root region are erased first, together, since they often
/// use each other's values. Nothing else is changed (branches are not
/// folded, block arguments are not removed).
///
/// Entry: any function. Exit: the same function, minus dead code; if it
/// verified before, it verifies after.
#[derive(Clone, Copy, Debug, Default)]
pub struct Dce;

impl FunctionPass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let blocks = erase_unreachable_blocks(body);
        let ops = erase_dead_ops(cx, body);
        Ok(PassOutcome::from_changed(blocks || ops))
    }
}

/// The ops of `block` and every op nested in them.
fn ops_under(body: &Body, block: Block) -> Vec<Op> {
    let mut out = Vec::new();
    for op in body.block_ops(block) {
        out.push(op);
        for &r in body.regions(op) {
            out.extend(body.walk_region(r));
        }
    }
    out
}

/// Calls `f` with every successor of the ops of `block` and of every op
/// nested in them.
fn for_each_successor_under(body: &Body, block: Block, mut f: impl FnMut(Block)) {
    for op in body.block_ops(block) {
        body.successors(op).iter().for_each(|&s| f(s));
        for &r in body.regions(op) {
            for nested in body.walk_region(r) {
                body.successors(nested).iter().for_each(|&s| f(s));
            }
        }
    }
}

/// Erases the root region's blocks that no path from the entry reaches.
/// Returns whether any was erased.
fn erase_unreachable_blocks(body: &mut Body) -> bool {
    let blocks = body.region_blocks(body.root()).to_vec();
    if blocks.is_empty() {
        return false;
    }
    let index: rustc_hash::FxHashMap<Block, usize> =
        blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();

    // Successors of every op count (not only the terminator's), so that no
    // branch is left pointing at an erased block even in malformed IR. The
    // blocks' ops are listed only when some block is unreachable: most
    // runs find none (on the benchmark's F, 14,000 lists grown for
    // nothing).
    let mut reached = vec![false; blocks.len()];
    reached[0] = true;
    let mut stack = vec![0usize];
    while let Some(i) = stack.pop() {
        for_each_successor_under(body, blocks[i], |s| {
            if let Some(&j) = index.get(&s) {
                if !reached[j] {
                    reached[j] = true;
                    stack.push(j);
                }
            }
        });
    }
    let dead: Vec<Block> = (0..blocks.len())
        .filter(|&i| !reached[i])
        .map(|i| blocks[i])
        .collect();
    if dead.is_empty() {
        return false;
    }

    // In valid IR nothing reachable uses a value of an unreachable block. If
    // something does, the IR is malformed: leave it to the verifier rather
    // than leave a dangling use.
    let ops: Vec<Vec<Op>> = dead.iter().map(|&b| ops_under(body, b)).collect();
    let dead_ops: FxHashSet<Op> = ops.iter().flatten().copied().collect();
    let escapes = dead.iter().zip(&ops).any(|(&b, ops)| {
        let args = body.block_args(b).iter();
        let results = ops.iter().flat_map(|&op| body.results(op).iter());
        let nested_args = ops
            .iter()
            .flat_map(|&op| body.regions(op).iter())
            .flat_map(|&r| body.region_blocks(r).iter())
            .flat_map(|&nb| body.block_args(nb).iter());
        args.chain(results)
            .chain(nested_args)
            .any(|&v| body.uses(v).any(|u| !dead_ops.contains(&u.op)))
    });
    if escapes {
        return false;
    }
    body.erase_blocks(&dead);
    true
}

/// Whether `op` is placed, registered pure, not a terminator, and unused.
fn is_trivially_dead(cx: &Context, body: &Body, op: Op) -> bool {
    body.contains_op(op)
        && body.op_block(op).is_some()
        && body
            .op_def(cx, op)
            .is_some_and(|d| d.has(Traits::PURE) && !d.has(Traits::TERMINATOR))
        && body.results(op).iter().all(|&r| !body.has_uses(r))
}

/// Erases dead pure ops until none is left. Returns whether any was erased.
fn erase_dead_ops(cx: &Context, body: &mut Body) -> bool {
    // Popping from the end visits users before the ops they use.
    let mut worklist = body.walk();
    let mut changed = false;
    while let Some(op) = worklist.pop() {
        if !is_trivially_dead(cx, body, op) {
            continue;
        }
        let mut inner = vec![op];
        for &r in body.regions(op) {
            inner.extend(body.walk_region(r));
        }
        let defs: Vec<Op> = inner
            .iter()
            .flat_map(|&o| body.all_operands(o).iter())
            .filter_map(|&v| body.defining_op(v))
            .collect();
        body.erase_op(op);
        changed = true;
        worklist.extend(defs);
    }
    changed
}

#[cfg(test)]
mod tests;
