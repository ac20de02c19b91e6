//! `dxc-cfg`: control flow in the shapes DXC writes.
//!
//! DXIL consumers turn a function's CFG back into structured control flow
//! (SPIR-V selections and loops, a driver's own structurizer), and each was
//! built against what DXC, on LLVM 3.7, writes. clang 22's optimizer has
//! two shapes LLVM 3.7 never makes, and vkd3d-proton's dxil-spirv writes
//! SPIR-V that `spirv-val` refuses for both ("branches to the selection
//! construct, but not to the selection header"):
//!
//! 1. **A switch whose default is unreachable.** Newer SimplifyCFG turns the
//!    default of a switch that covers every value of its condition (`x % 4`
//!    with four cases) into a block that is only `unreachable`. The switch
//!    gets the last case's target as its default instead, and that case
//!    goes: the same branches for every value the condition can have, as
//!    LLVM 3.7 leaves such a switch.
//! 2. **A partially sunk merge.** Newer SimplifyCFG sinks code common to
//!    some predecessors of a join into a new block (`*.sink.split`) that
//!    only those predecessors reach, while the branch that chose between
//!    them also reaches the join directly (`if (a) B[i] = x; else if (b)
//!    B[i] = y;` becomes one store after both). That block is the merge of
//!    no construct. It is copied back into each predecessor, which is what
//!    the code was before the sinking; LLVM 3.7 sinks only into a merge
//!    that both arms of a diamond end in.
//!
//! Neither changes what the function computes. A block is copied only when
//! it is small ([`MAX_COPIED_OPS`]), has few predecessors
//! ([`MAX_PREDECESSORS`]), each ending in a plain branch to it, defines no
//! value used outside it, and has no op that talks to other lanes (wave,
//! quad and derivative ops, barriers): those must stay where the lanes of
//! both paths meet. Each round is linear in the function's blocks, and
//! the rounds are bounded ([`MAX_ROUNDS`]).

use crate::merges::MergeWeb;
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dxil::{dxil_op_of, OpProperty};
use dxir_dialects::llvm::{Br, Call, LlvmOp, Switch, Unreachable};
use dxir_ir::{AttrData, Block, Body, Context, DominatorTree, Function, Op, OpSpec, Value};
use rustc_hash::{FxHashMap, FxHashSet};

const NAME: &str = "dxc-cfg";

/// The most ops (its terminator aside) of a block copied into its
/// predecessors.
pub const MAX_COPIED_OPS: usize = 32;

/// The most predecessors a block is copied into.
pub const MAX_PREDECESSORS: usize = 8;

/// The most rounds of copying over one function: a copy can make its
/// predecessors' join a sunk merge of an outer branch in turn.
pub const MAX_ROUNDS: usize = 8;

/// The `dxc-cfg` pass (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct DxcCfg;

impl FunctionPass for DxcCfg {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let mut changed = retarget_unreachable_defaults(cx, body);
        for _ in 0..MAX_ROUNDS {
            if !copy_sunk_merges(cx, body) {
                break;
            }
            changed = true;
        }
        Ok(PassOutcome::from_changed(changed))
    }
}

/// Whether `block` holds nothing but `unreachable`.
fn is_only_unreachable(cx: &Context, body: &Body, block: Block) -> bool {
    let mut ops = body.block_ops(block);
    matches!((ops.next(), ops.next()), (Some(op), None) if Unreachable::is(cx, body, op))
}

/// Shape 1: every switch whose default block is only `unreachable` takes
/// its last case's target (and arguments) as the default, and drops that
/// case. A default block no branch reaches any more is erased.
fn retarget_unreachable_defaults(cx: &Context, body: &mut Body) -> bool {
    let switches: Vec<Op> = body
        .walk()
        .into_iter()
        .filter(|&op| Switch::is(cx, body, op))
        .collect();
    let mut orphans: Vec<Block> = Vec::new();
    for sw in switches {
        let succs = body.successors(sw).to_vec();
        let Some(&default) = succs.first() else {
            continue;
        };
        if succs.len() < 2 || !is_only_unreachable(cx, body, default) {
            continue;
        }
        let Some(AttrData::Array(cases)) = body.attr(cx, sw, "cases").map(|a| cx.attr_data(a))
        else {
            continue;
        };
        let mut cases = cases.clone();
        cases.pop();
        let last = succs.len() - 1;
        let mut spec = OpSpec::new(body.op_name(sw), body.loc(sw))
            .with_operands(body.operands(sw).to_vec())
            .with_attrs(body.attrs(sw).clone())
            .with_attr(cx, "cases", cx.intern_attr(AttrData::Array(cases)));
        // The order hints of the successors' phis move with them.
        if let Some(AttrData::Array(order)) =
            body.attr(cx, sw, "phi_order").map(|a| cx.attr_data(a))
        {
            if order.len() == succs.len() {
                let moved = std::iter::once(order[last]).chain(order[1..last].iter().copied());
                let moved = cx.intern_attr(AttrData::Array(moved.collect()));
                spec = spec.with_attr(cx, "phi_order", moved);
            }
        }
        spec = spec.with_successor(succs[last], body.successor_args(sw, last).to_vec());
        for (i, &s) in succs.iter().enumerate().take(last).skip(1) {
            spec = spec.with_successor(s, body.successor_args(sw, i).to_vec());
        }
        let new = body.create_op(spec);
        body.insert_op_before(sw, new);
        body.erase_op(sw);
        orphans.push(default);
    }
    if orphans.is_empty() {
        return false;
    }
    let web = MergeWeb::new(cx, body);
    let mut erased: FxHashSet<Block> = FxHashSet::default();
    for b in orphans {
        if web.preds(b).is_empty() && erased.insert(b) {
            body.erase_block(b);
        }
    }
    true
}

/// Whether `op` may be executed once per predecessor instead of once where
/// they join: an ordinary instruction (not a call, whose callee may be
/// anything), or a DXIL op whose result and effect do not depend on which
/// other lanes execute it with it. Ops of other dialects (`dx`, `hl`)
/// stay: which of them talk across lanes is not said here.
fn may_copy(cx: &Context, body: &Body, op: Op) -> bool {
    if !body.regions(op).is_empty() || Call::is(cx, body, op) {
        return false;
    }
    if let Some(d) = dxil_op_of(cx, body, op) {
        return !(d.has(OpProperty::Wave)
            || d.has(OpProperty::Derivative)
            || d.has(OpProperty::Gradient)
            || d.class().starts_with("barrier"));
    }
    LlvmOp::match_op(cx, body, op).is_some()
}

/// The nearest block that dominates every block of `blocks`.
fn common_dominator(tree: &DominatorTree, blocks: &[Block]) -> Option<Block> {
    let mut d = *blocks.first()?;
    for &b in &blocks[1..] {
        while !tree.dominates(d, b) {
            d = tree.idom(d)?;
        }
    }
    Some(d)
}

/// The join `block` branches to, when `block` is a partially sunk merge
/// that may be copied into its predecessors (shape 2): its predecessors
/// (each ending in a plain branch to it) have a nearest common dominator
/// that also reaches the join by another edge, not a loop's back edge.
fn sunk_merge_join(
    cx: &Context,
    body: &Body,
    web: &MergeWeb<'_>,
    tree: &DominatorTree,
    block: Block,
) -> Option<Block> {
    let preds = web.preds(block);
    if preds.len() < 2 || preds.len() > MAX_PREDECESSORS || !tree.is_reachable(block) {
        return None;
    }
    let term = body.last_op(block)?;
    if !Br::is(cx, body, term) {
        return None;
    }
    let join = *body.successors(term).first()?;
    let pred_blocks: Vec<Block> = preds
        .iter()
        .map(|&(t, _)| {
            (Br::is(cx, body, t) && body.successors(t).len() == 1)
                .then(|| body.op_block(t))
                .flatten()
        })
        .collect::<Option<_>>()?;
    if join == block
        || pred_blocks
            .iter()
            .any(|&p| p == join || tree.dominates(block, p))
    {
        return None;
    }
    let ops: Vec<Op> = body.block_ops(block).collect();
    if ops.len() > MAX_COPIED_OPS + 1 || !ops.iter().all(|&op| may_copy(cx, body, op)) {
        return None;
    }
    let inside: FxHashSet<Op> = ops.iter().copied().collect();
    let defined = body
        .block_args(block)
        .iter()
        .copied()
        .chain(ops.iter().flat_map(|&op| body.results(op).to_vec()));
    for v in defined {
        if body.uses(v).any(|u| !inside.contains(&u.op)) {
            return None;
        }
    }
    let chooser = common_dominator(tree, &pred_blocks)?;
    let bypass = web.preds(join).iter().any(|&(t, _)| {
        body.op_block(t)
            .is_some_and(|p| p != block && tree.dominates(chooser, p) && !tree.dominates(join, p))
    });
    bypass.then_some(join)
}

/// Shape 2, one round: copies every partially sunk merge into its
/// predecessors, each ending in a branch to the join instead. Blocks
/// touched by a copy wait for the next round (the analysis they were
/// found with is stale). True when something was copied.
fn copy_sunk_merges(cx: &Context, body: &mut Body) -> bool {
    let tree = DominatorTree::new(body, body.root());
    let web = MergeWeb::new(cx, body);
    let mut touched: FxHashSet<Block> = FxHashSet::default();
    let mut plans: Vec<(Block, Vec<Op>)> = Vec::new();
    for &block in body.region_blocks(body.root()) {
        let Some(join) = sunk_merge_join(cx, body, &web, &tree, block) else {
            continue;
        };
        let preds: Vec<Op> = web.preds(block).iter().map(|&(t, _)| t).collect();
        let pred_blocks = preds.iter().filter_map(|&t| body.op_block(t));
        let mut involved: Vec<Block> = vec![block, join];
        involved.extend(pred_blocks);
        if involved.iter().any(|b| touched.contains(b)) {
            continue;
        }
        touched.extend(involved);
        plans.push((block, preds));
    }
    for (block, preds) in &plans {
        copy_into_predecessors(body, *block, preds);
    }
    !plans.is_empty()
}

/// Copies every op of `block`, its branch included, in front of each
/// branch of `preds` to it (its arguments standing for the block's), then
/// erases those branches and the block.
fn copy_into_predecessors(body: &mut Body, block: Block, preds: &[Op]) {
    let args: Vec<Value> = body.block_args(block).to_vec();
    let ops: Vec<Op> = body.block_ops(block).collect();
    for &t in preds {
        let mut map: FxHashMap<Value, Value> = args
            .iter()
            .copied()
            .zip(body.successor_args(t, 0).iter().copied())
            .collect();
        for &op in &ops {
            let c = body.clone_op(op, &mut map);
            body.insert_op_before(t, c);
        }
        body.erase_op(t);
    }
    body.erase_block(block);
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};
    use dxir_ir::{verify_module, VerifyOptions};

    /// `src` after the pass over each defined function, verified (a use its
    /// definition does not dominate is an error) and exported.
    fn run_function_pass(pass: DxcCfg, src: &str) -> String {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").expect("test input imports");
        for f in m.functions_mut() {
            if !f.is_declaration() {
                pass.run(&cx, f).expect("the pass runs");
            }
        }
        verify_module(&cx, &m, &VerifyOptions::default()).expect("the result verifies");
        export_module(&cx, &m).expect("the result exports")
    }

    #[test]
    fn an_unreachable_default_becomes_the_last_case() {
        let out = run_function_pass(
            DxcCfg,
            r#"
define void @f(i32 %x, ptr %p) {
entry:
  switch i32 %x, label %dead [
    i32 0, label %a
    i32 1, label %b
  ]
a:
  store i32 1, ptr %p
  br label %b
b:
  ret void
dead:
  unreachable
}
"#,
        );
        assert!(out.contains("switch i32 %x, label %b ["), "{out}");
        assert!(out.contains("i32 0, label %a"), "{out}");
        assert!(!out.contains("i32 1, label"), "{out}");
        assert!(!out.contains("unreachable"), "{out}");
    }

    #[test]
    fn phis_keep_their_order_when_the_cases_move() {
        let out = run_function_pass(
            DxcCfg,
            r#"
define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %dead [
    i32 0, label %a
    i32 1, label %j
    i32 2, label %b
  ]
a:
  br label %j
b:
  br label %j
j:
  %v = phi i32 [ 5, %b ], [ 1, %entry ], [ 2, %a ]
  ret i32 %v
dead:
  unreachable
}
"#,
        );
        assert!(out.contains("switch i32 %x, label %b ["), "{out}");
        assert!(
            out.contains("%v = phi i32 [ 5, %b ], [ 1, %entry ], [ 2, %a ]"),
            "{out}"
        );
    }

    #[test]
    fn a_default_that_does_something_stays() {
        let src = r#"
define void @f(i32 %x, ptr %p) {
entry:
  switch i32 %x, label %d [
    i32 0, label %b
  ]
d:
  store i32 1, ptr %p
  br label %b
b:
  ret void
}
"#;
        let out = run_function_pass(DxcCfg, src);
        assert!(out.contains("switch i32 %x, label %d ["), "{out}");
    }

    /// clang 22's `if (v > 0) B = 2v; else if (v < -10) B = -v;` at -O3:
    /// the store is sunk into a block the outer branch bypasses.
    const SUNK: &str = r#"
define void @f(i32 %v, ptr %p) {
entry:
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %else
then:
  %m = shl i32 %v, 1
  br label %sink
else:
  %c2 = icmp slt i32 %v, -10
  br i1 %c2, label %then3, label %join
then3:
  %n = sub i32 0, %v
  br label %sink
sink:
  %s = phi i32 [ %n, %then3 ], [ %m, %then ]
  store i32 %s, ptr %p
  br label %join
join:
  ret void
}
"#;

    #[test]
    fn a_partially_sunk_store_goes_back_into_each_predecessor() {
        let out = run_function_pass(DxcCfg, SUNK);
        assert!(!out.contains("sink:"), "{out}");
        assert!(!out.contains("phi"), "{out}");
        assert!(out.contains("store i32 %m, ptr %p"), "{out}");
        assert!(out.contains("store i32 %n, ptr %p"), "{out}");
        assert_eq!(out.matches("br label %join").count(), 2, "{out}");
        assert!(out.contains("label %then3, label %join"), "{out}");
    }

    #[test]
    fn a_merge_of_a_whole_diamond_stays() {
        let src = r#"
define void @f(i32 %v, ptr %p) {
entry:
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %else
then:
  br label %sink
else:
  br label %sink
sink:
  %s = phi i32 [ 1, %then ], [ 2, %else ]
  store i32 %s, ptr %p
  br label %join
join:
  ret void
}
"#;
        let out = run_function_pass(DxcCfg, src);
        assert!(out.contains("sink:"), "{out}");
    }

    #[test]
    fn a_sunk_wave_op_stays_where_the_lanes_meet() {
        let src = SUNK.replace(
            "  store i32 %s, ptr %p\n",
            "  %w = call i32 @llvm.dx.wave.reduce.sum.i32(i32 %s)\n  store i32 %w, ptr %p\n",
        ) + "declare i32 @llvm.dx.wave.reduce.sum.i32(i32)\n";
        let out = run_function_pass(DxcCfg, &src);
        assert!(out.contains("sink:"), "{out}");
    }
}
