//! `forward-resource-pointers`: no `phi` or `select` of resource pointers.
//!
//! clang's optimizer merges the pointers `dx.resource.getpointer` returns
//! when a branch, a `switch` or a loop picks the element, and GVN sinks the
//! common access below the merge; but every resource access must name its
//! resource and element directly (the access rules of `resource-access`
//! match a load or store of a getpointer). For each merge of getpointer
//! results (through selects and block arguments, phis of phis and
//! loop-carried phis included, each walk with a visited set):
//!
//! 1. when every getpointer reads one resource (the same handle, or
//!    creations of one binding that differ in their index), the merge
//!    becomes one getpointer whose handle and index are merges of the same
//!    shape (`forward-handle-accesses` then turns the handles' merge into
//!    one creation);
//! 2. otherwise, when the merge is a block argument and every branch into
//!    its block is an unconditional `br` from another block, the block's
//!    ops from its first up to the last access through the pointer (all
//!    but the pure ones nothing copied needs) are copied into each
//!    predecessor, where the pointer is the getpointer
//!    that predecessor passes, and the values used after them become block
//!    arguments (LLVM's ResourceAccess sinks the loads and stores into the
//!    predecessors the same way);
//! 3. a merge of several resources that step 2 cannot take yet is made
//!    into one it can: a `select` becomes a branch on its condition into
//!    two blocks that each pass one arm to a new block holding the ops
//!    after it, and a branch into the merge's block that is conditional
//!    (or comes from the block itself) gets a block of its own on that
//!    edge. The access then runs only on the path that picked its
//!    resource, as the input's did (LLVM's backend stops with an error
//!    here);
//! 4. otherwise it is an error at the merge, in LLVM's words: the resource
//!    is not guaranteed to map to a unique global resource.
//!
//! The merged pointers may also be GEPs of getpointers (step 2 copes with
//! them); a merge that mixes a resource pointer with another pointer is an
//! error.
//! Steps 2 and 3 together run at most [`MAX_COPIES`] times per function
//! and copy blocks of at most [`MAX_BLOCK_OPS`] ops into at most
//! [`MAX_PREDS`] predecessors, so the pass stays linear in the function's
//! size.

use crate::error::ForwardError;
use crate::forward_handle_accesses::{creation, merge_error, same_binding};
use crate::merges::{build_at_merge, MergeWeb};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dx::GetPointer;
use dxir_dialects::llvm::{self, Br, CondBr, GetElementPtr, Select};
use dxir_ir::{Block, Body, Context, Function, Op, OpSpec, Traits, TypeData, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

const NAME: &str = "forward-resource-pointers";

/// Blocks copied into their predecessors, per function.
pub const MAX_COPIES: usize = 256;
/// The largest block copied.
pub const MAX_BLOCK_OPS: usize = 4096;
/// The most predecessors a block is copied into.
pub const MAX_PREDS: usize = 64;

/// See the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForwardResourcePointers;

fn is_ptr(cx: &Context, body: &Body, v: Value) -> bool {
    matches!(cx.type_data(body.value_type(v)), TypeData::Ptr { .. })
}

/// The merges of pointers in `body` (block arguments, then selects), in
/// program order.
fn pointer_merges(cx: &Context, body: &Body) -> Vec<Value> {
    let mut out = Vec::new();
    for &b in body.region_blocks(body.root()).iter().skip(1) {
        out.extend(
            body.block_args(b)
                .iter()
                .copied()
                .filter(|&a| is_ptr(cx, body, a)),
        );
    }
    for op in body.walk() {
        if Select::is(cx, body, op) && is_ptr(cx, body, body.result(op, 0)) {
            out.push(body.result(op, 0));
        }
    }
    out
}

/// How deep a chain of GEPs above a getpointer is followed.
const MAX_GEP_CHAIN: usize = 64;

/// Whether `p` points into a resource: a getpointer result, or a GEP (of a
/// GEP ...) of one.
fn into_resource(cx: &Context, body: &Body, mut p: Value) -> bool {
    for _ in 0..MAX_GEP_CHAIN {
        if GetPointer::defining(cx, body, p).is_some() {
            return true;
        }
        match GetElementPtr::defining(cx, body, p) {
            Some(g) => p = g.base(body),
            None => return false,
        }
    }
    false
}

/// The getpointers under `leaves` when every leaf is a getpointer, or
/// every leaf a GEP of the same shape (attributes, operand count and
/// types) straight over a getpointer: a struct field of the element.
fn same_shape(cx: &Context, body: &Body, leaves: &[Value]) -> Option<Vec<Op>> {
    if let Some(gps) = leaves
        .iter()
        .map(|&l| GetPointer::defining(cx, body, l).map(|g| g.op()))
        .collect::<Option<Vec<Op>>>()
    {
        return Some(gps);
    }
    let geps: Vec<Op> = leaves
        .iter()
        .map(|&l| GetElementPtr::defining(cx, body, l).map(|g| g.op()))
        .collect::<Option<_>>()?;
    let types = |op: Op| -> Vec<_> {
        body.operands(op)
            .iter()
            .map(|&v| body.value_type(v))
            .collect()
    };
    let first = geps[0];
    if geps
        .iter()
        .any(|&g| body.attrs(g) != body.attrs(first) || types(g) != types(first))
    {
        return None;
    }
    geps.iter()
        .map(|&g| GetPointer::defining(cx, body, body.operand(g, 0)).map(|p| p.op()))
        .collect()
}

/// What to do with one merge of pointers.
enum Plan {
    /// Not a resource pointer: leave it.
    None,
    /// One resource: mirror the web over handles and indices.
    OneResource { merges: Vec<Value> },
    /// Several resources, merged by a block argument of this block.
    CopyBlock(Block, Value),
    /// Several resources merged by this `select`: make it a branch.
    BranchSelect(Op),
    /// Several resources merged by a block argument of this block, some
    /// branches into which need a block of their own first.
    SplitEdges(Block),
}

/// Whether every handle the getpointers `gps` read comes from one
/// resource: the same value, or creations of one binding (through merges
/// of handles).
fn one_resource(cx: &Context, body: &Body, web: &MergeWeb<'_>, gps: &[Op]) -> bool {
    let handles: Vec<Value> = gps.iter().map(|&op| body.operand(op, 0)).collect();
    let ty = body.value_type(handles[0]);
    if handles.iter().any(|&h| body.value_type(h) != ty) {
        return false;
    }
    let mut sources = Vec::new();
    for &h in &handles {
        sources.extend(web.web(body, h).1);
    }
    sources.dedup();
    if sources.iter().all(|&s| s == sources[0]) {
        return true;
    }
    let creations: Option<Vec<Op>> = sources.iter().map(|&s| creation(cx, body, s)).collect();
    creations.is_some_and(|cs| cs.iter().all(|&c| same_binding(cx, body, cs[0], c)))
}

fn plan(
    cx: &Context,
    body: &Body,
    web: &MergeWeb<'_>,
    m: Value,
    f: &Function,
) -> Result<Plan, PassError> {
    let (merges, leaves) = web.web(body, m);
    if !leaves.iter().any(|&l| into_resource(cx, body, l)) {
        return Ok(Plan::None);
    }
    if !leaves.iter().all(|&l| into_resource(cx, body, l)) {
        return Err(merge_error(
            NAME,
            body,
            m,
            f,
            ForwardError::MergeWithNonResourcePointer,
        ));
    }
    if let Some(gps) = same_shape(cx, body, &leaves) {
        let index_ty = |op: Op| body.value_type(body.operand(op, 1));
        if gps.iter().all(|&op| index_ty(op) == index_ty(gps[0]))
            && one_resource(cx, body, web, &gps)
        {
            return Ok(Plan::OneResource { merges });
        }
    }
    if let ValueDef::BlockArg { block, .. } = body.value_def(m) {
        let preds = web.preds(block);
        let in_bounds = !preds.is_empty()
            && preds.len() <= MAX_PREDS
            && body.block_ops(block).count() <= MAX_BLOCK_OPS;
        if in_bounds {
            return Ok(if preds.iter().all(|&(t, _)| own_edge(body, t, block)) {
                Plan::CopyBlock(block, m)
            } else {
                Plan::SplitEdges(block)
            });
        }
    }
    if let Some(sel) = Select::defining(cx, body, m) {
        let cond = sel.condition(body);
        if matches!(cx.type_data(body.value_type(cond)), TypeData::Int(1)) {
            return Ok(Plan::BranchSelect(sel.op()));
        }
    }
    Err(merge_error(
        NAME,
        body,
        m,
        f,
        ForwardError::MergeOfDifferentPointers,
    ))
}

/// Whether the branch `t` into `block` is the only way out of its block
/// and comes from another block: the ops of `block` can then run just
/// before it.
fn own_edge(body: &Body, t: Op, block: Block) -> bool {
    body.successors(t).len() == 1 && body.op_block(t) != Some(block)
}

/// Step 3 for a `select` of pointers into different resources: its block
/// ends in a conditional branch on the select's condition into two new
/// blocks, which pass the true and the false arm to a new block holding
/// the ops that followed the select; the select becomes that block's
/// argument.
fn branch_select(cx: &Context, body: &mut Body, sel: Op) {
    let Some(block) = body.op_block(sel) else {
        return;
    };
    let loc = body.loc(sel);
    let (cond, on_true, on_false) = (
        body.operand(sel, 0),
        body.operand(sel, 1),
        body.operand(sel, 2),
    );
    let merged = body.result(sel, 0);
    let after: Vec<Op> = body
        .block_ops(block)
        .skip_while(|&op| op != sel)
        .skip(1)
        .collect();
    let join = body.create_block();
    body.insert_block_after(block, join);
    let arg = body.add_block_arg(join, body.value_type(merged));
    for op in after {
        body.detach_op(op);
        body.append_op(join, op);
    }
    let br = cx.op_name(Br::NAME);
    let mut arms = Vec::with_capacity(2);
    for v in [on_true, on_false] {
        let arm = body.create_block();
        body.insert_block_before(join, arm);
        let jump = body.create_op(OpSpec::new(br, loc).with_successor(join, [v]));
        body.append_op(arm, jump);
        arms.push(arm);
    }
    let branch = body.create_op(
        OpSpec::new(cx.op_name(CondBr::NAME), loc)
            .with_operands([cond])
            .with_successor(arms[0], [])
            .with_successor(arms[1], []),
    );
    body.append_op(block, branch);
    if let Some(name) = body.value_name(merged).map(str::to_string) {
        body.set_value_name(merged, None);
        body.set_value_name(arg, Some(&name));
    }
    body.replace_all_uses(merged, arg);
    body.erase_op(sel);
}

/// Step 3 for a block argument: each branch into `block` that is not its
/// block's only way out, or comes from `block` itself, goes through a new
/// block that passes the same values on.
fn split_edges(cx: &Context, body: &mut Body, web: &MergeWeb<'_>, block: Block) {
    let br = cx.op_name(Br::NAME);
    for &(t, si) in web.preds(block) {
        if own_edge(body, t, block) {
            continue;
        }
        let args = body.successor_args(t, si).to_vec();
        let edge = body.create_block();
        body.insert_block_before(block, edge);
        let jump = body.create_op(OpSpec::new(br, body.loc(t)).with_successor(block, args));
        body.append_op(edge, jump);
        body.set_successor(t, si, edge, &[]);
    }
}

/// For each value, how many of its uses are as an incoming value, arm or
/// condition of the merges `merges` (one pass over them).
fn uses_inside(
    cx: &Context,
    body: &Body,
    web: &MergeWeb<'_>,
    merges: &[Value],
) -> FxHashMap<Value, usize> {
    let mut n: FxHashMap<Value, usize> = FxHashMap::default();
    for &x in merges {
        if let Some(s) = Select::defining(cx, body, x) {
            for v in [s.condition(body), s.if_true(body), s.if_false(body)] {
                *n.entry(v).or_default() += 1;
            }
        } else if let ValueDef::BlockArg { block, index } = body.value_def(x) {
            for &(t, si) in web.preds(block) {
                *n.entry(body.successor_args(t, si)[index as usize])
                    .or_default() += 1;
            }
        }
    }
    n
}

/// Step 1: the web of merges `merges` is mirrored over the getpointers'
/// handles and indices (and the GEPs' indices, when the leaves are GEPs
/// of getpointers), and each merge that something outside the web uses
/// becomes one getpointer of its mirrors (and one GEP of that).
fn forward_one_resource(cx: &Context, body: &mut Body, web: &MergeWeb<'_>, merges: &[Value]) {
    let (_, leaves) = web.web(body, merges[0]);
    let leaf_op = |body: &Body, leaf: Value| body.defining_op(leaf).expect("a leaf op");
    let gep = GetElementPtr::defining(cx, body, leaves[0]).map(|g| g.op());
    let gp_of = move |body: &Body, leaf: Value| match gep {
        Some(_) => leaf_op(body, body.operand(leaf_op(body, leaf), 0)),
        None => leaf_op(body, leaf),
    };
    let first = gp_of(body, leaves[0]);
    let (hty, ity) = (
        body.value_type(body.operand(first, 0)),
        body.value_type(body.operand(first, 1)),
    );
    let inside = uses_inside(cx, body, web, merges);
    let used_outside: Vec<Value> = merges
        .iter()
        .copied()
        .filter(|&w| body.uses(w).count() > inside.get(&w).copied().unwrap_or(0))
        .collect();
    let gp_operand = |k: usize| move |body: &Body, leaf: Value| body.operand(gp_of(body, leaf), k);
    let mut dead = merges.to_vec();
    let handles = mirror_unless_shared(web, body, merges, &leaves, hty, &gp_operand(0), &mut dead);
    let indices = mirror_unless_shared(web, body, merges, &leaves, ity, &gp_operand(1), &mut dead);
    // The GEP's indices: one constant (copied to each merge) when the
    // leaves' are equal constants, so that a field offset stays one; else
    // mirrored like the rest.
    let mut gep_indices: Vec<Result<Op, FxHashMap<Value, Value>>> = Vec::new();
    if let Some(g) = gep {
        for k in 1..body.operands(g).len() {
            let of = move |body: &Body, leaf: Value| body.operand(leaf_op(body, leaf), k);
            let value = |body: &Body, leaf: Value| {
                llvm::Constant::defining(cx, body, of(body, leaf))
                    .and_then(|c| body.attr(cx, c.op(), "value"))
            };
            let first_value = value(body, leaves[0]);
            gep_indices.push(match first_value {
                Some(_) if leaves.iter().all(|&l| value(body, l) == first_value) => {
                    Ok(body.defining_op(of(body, leaves[0])).expect("a constant"))
                }
                _ => {
                    let ty = body.value_type(of(body, leaves[0]));
                    Err(web.mirror(body, merges, ty, &of))
                }
            });
        }
    }
    for w in used_outside {
        let mut r = build_at_merge(body, w, first, &[handles[&w], indices[&w]]);
        if let Some(g) = gep {
            let at = body.defining_op(r).expect("the getpointer");
            let mut operands = vec![r];
            for i in &gep_indices {
                operands.push(match i {
                    Ok(constant) => {
                        let c = body.clone_op(*constant, &mut FxHashMap::default());
                        body.insert_op_before(at, c);
                        body.result(c, 0)
                    }
                    Err(mirror) => mirror[&w],
                });
            }
            let spec = OpSpec::new(body.op_name(g), body.loc(g))
                .with_operands(operands)
                .with_results([body.value_type(w)])
                .with_attrs(body.attrs(g).clone());
            let new = body.create_op(spec);
            body.insert_op_after(at, new);
            r = body.result(new, 0);
        }
        body.replace_all_uses(w, r);
    }
    for i in &gep_indices {
        if let Err(mirror) = i {
            dead.extend(mirror.values().copied());
        }
    }
    web.drop_unused(body, dead);
}

/// The mirror of the web `merges` over `operand` of each of its `leaves`,
/// its built merges added to `dead` (dropped once unused). When every leaf
/// gives the same value, that value stands for every merge and nothing is
/// built: a merge of one handle is that handle, and LLVM 22 rejects a phi
/// of a handle. The value dominates the merges, since it dominates every
/// leaf and every path to a merge passes a leaf.
fn mirror_unless_shared(
    web: &MergeWeb<'_>,
    body: &mut Body,
    merges: &[Value],
    leaves: &[Value],
    ty: dxir_ir::Type,
    operand: &dyn Fn(&Body, Value) -> Value,
    dead: &mut Vec<Value>,
) -> FxHashMap<Value, Value> {
    let first = operand(body, leaves[0]);
    if leaves.iter().all(|&l| operand(body, l) == first) {
        return merges.iter().map(|&w| (w, first)).collect();
    }
    let mirror = web.mirror(body, merges, ty, operand);
    dead.extend(mirror.values().copied());
    mirror
}

/// Step 2: copies `block`'s ops, from the first up to the last that uses
/// the merged pointer `m` or a pointer computed from it (never the
/// terminator), into each predecessor, before its branch. False when the
/// block has no such op (the merge is only used further on).
fn copy_into_predecessors(
    cx: &Context,
    body: &mut Body,
    web: &MergeWeb<'_>,
    block: Block,
    m: Value,
) -> bool {
    let ops: Vec<Op> = body.block_ops(block).collect();
    let Some((_, before_terminator)) = ops.split_last() else {
        return false;
    };
    // The pointer and the pointers computed from it (GEPs) in the block;
    // a value loaded through it does not count: it merges like any value.
    let mut pointers: FxHashSet<Value> = FxHashSet::default();
    pointers.insert(m);
    let mut last = None;
    for (i, &op) in before_terminator.iter().enumerate() {
        if body.operands(op).iter().any(|v| pointers.contains(v)) {
            let derived = body.results(op).iter().copied();
            pointers.extend(
                derived
                    .filter(|&r| matches!(cx.type_data(body.value_type(r)), TypeData::Ptr { .. })),
            );
            last = Some(i);
        }
    }
    let Some(last) = last else {
        return false;
    };
    // An op up to the last access moves when it touches memory (its order
    // with the access stays), reads the pointer, or computes what a moving
    // op needs; a pure op nothing moving needs stays (a `dx.thread.id`
    // clang put there is not computed once per predecessor).
    let prefix = &before_terminator[..=last];
    let at: FxHashMap<Op, usize> = prefix.iter().enumerate().map(|(i, &op)| (op, i)).collect();
    let mut moving = vec![false; prefix.len()];
    for i in (0..prefix.len()).rev() {
        let op = prefix[i];
        moving[i] |= !body.op_has(cx, op, Traits::PURE)
            || body.operands(op).iter().any(|v| pointers.contains(v));
        if moving[i] {
            for &v in body.operands(op) {
                if let Some(&j) = body.defining_op(v).and_then(|d| at.get(&d)) {
                    moving[j] = true;
                }
            }
        }
    }
    let copied: Vec<Op> = prefix
        .iter()
        .zip(&moving)
        .filter(|(_, &m)| m)
        .map(|(&op, _)| op)
        .collect();
    let copied = &copied[..];
    let args: Vec<Value> = body.block_args(block).to_vec();
    let inside: FxHashSet<Op> = copied.iter().copied().collect();
    // The values of the copied ops that something after them uses.
    let escaping: Vec<Value> = copied
        .iter()
        .flat_map(|&op| body.results(op).to_vec())
        .filter(|&v| body.uses(v).any(|u| !inside.contains(&u.op)))
        .collect();
    let preds = web.preds(block).to_vec();
    let mut maps: Vec<FxHashMap<Value, Value>> = Vec::with_capacity(preds.len());
    for &(t, si) in &preds {
        let mut map: FxHashMap<Value, Value> = args
            .iter()
            .copied()
            .zip(body.successor_args(t, si).iter().copied())
            .collect();
        for &op in copied {
            let c = body.clone_op(op, &mut map);
            body.insert_op_before(t, c);
        }
        maps.push(map);
    }
    for v in escaping {
        let arg = body.add_block_arg(block, body.value_type(v));
        if let Some(name) = body.value_name(v).map(str::to_string) {
            body.set_value_name(v, None);
            body.set_value_name(arg, Some(&name));
        }
        for (&(t, si), map) in preds.iter().zip(&maps) {
            let mut succ = body.successor_args(t, si).to_vec();
            succ.push(map[&v]);
            let target = body.successors(t)[si];
            body.set_successor(t, si, target, &succ);
        }
        body.replace_all_uses(v, arg);
    }
    for &op in copied.iter().rev() {
        body.erase_op(op);
    }
    // The block's own arguments that only the copied ops read go.
    web.drop_unused(body, args);
    true
}

impl FunctionPass for ForwardResourcePointers {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let mut changed = false;
        let mut copies = 0;
        // One scan forwards every merge it finds (forwarding changes no
        // edge, so the web's branches stay right); a copy makes new merges
        // in the predecessors, so the function is scanned again after one.
        loop {
            let web = MergeWeb::new(cx, func.body());
            let mut copied = false;
            for m in pointer_merges(cx, func.body()) {
                let body = func.body();
                if !body.contains_value(m) || web.merged(body, m).is_none() {
                    continue;
                }
                let plan = plan(cx, body, &web, m, func)?;
                match plan {
                    Plan::None => continue,
                    Plan::OneResource { ref merges } => {
                        forward_one_resource(cx, func.body_mut(), &web, merges);
                    }
                    Plan::CopyBlock(..) | Plan::BranchSelect(_) | Plan::SplitEdges(_) => {
                        copies += 1;
                        if copies > MAX_COPIES {
                            return Err(merge_error(
                                NAME,
                                body,
                                m,
                                func,
                                ForwardError::TooManyMergeBlocks { max: MAX_COPIES },
                            ));
                        }
                        let body = func.body_mut();
                        match plan {
                            Plan::CopyBlock(block, merged) => {
                                if !copy_into_predecessors(cx, body, &web, block, merged) {
                                    return Err(merge_error(
                                        NAME,
                                        func.body(),
                                        m,
                                        func,
                                        ForwardError::MergeOfDifferentPointers,
                                    ));
                                }
                            }
                            Plan::BranchSelect(sel) => branch_select(cx, body, sel),
                            Plan::SplitEdges(block) => split_edges(cx, body, &web, block),
                            Plan::None | Plan::OneResource { .. } => {}
                        }
                        copied = true;
                    }
                }
                changed = true;
                if copied {
                    break;
                }
            }
            if !copied {
                break;
            }
        }
        Ok(PassOutcome::from_changed(changed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    const RB: &str = "target(\"dx.RawBuffer\", i32, 1, 0)";

    fn run(src: &str) -> Result<String, PassError> {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        for f in m.functions_mut() {
            if !f.is_declaration() {
                ForwardResourcePointers.run(&cx, f)?;
            }
        }
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default()).unwrap();
        Ok(export_module(&cx, &m).unwrap())
    }

    fn handle(name: &str, reg: u32) -> String {
        format!("  %{name} = call {RB} @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 {reg}, i32 1, i32 0, ptr null)\n")
    }

    fn gp(name: &str, h: &str, i: &str) -> String {
        format!("  %{name} = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t({RB} %{h}, i32 {i})\n")
    }

    #[test]
    fn a_select_of_two_resources_becomes_a_branch() {
        let src = format!(
            "define void @f(i1 %c) {{\n{}{}{}{}  %p = select i1 %c, ptr %pa, ptr %pb\n  store i32 1, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            handle("b", 1),
            gp("pa", "a", "0"),
            gp("pb", "b", "0")
        );
        let out = run(&src).unwrap();
        // One store per arm, each through its own getpointer; no merge of
        // pointers left.
        assert!(out.contains("br i1 %c, label %"), "{out}");
        assert!(out.contains("store i32 1, ptr %pa"), "{out}");
        assert!(out.contains("store i32 1, ptr %pb"), "{out}");
        assert!(!out.contains("select"), "{out}");
        assert!(!out.contains("phi ptr"), "{out}");
    }

    #[test]
    fn two_resources_behind_a_conditional_branch_get_an_edge_block() {
        // The predecessor `entry` branches elsewhere too: the access goes
        // into a block of its own on that edge.
        let src = format!(
            "define void @f(i1 %c) {{\nentry:\n{}{}  br i1 %c, label %b, label %join\nb:\n{}{}  br label %join\njoin:\n  %p = phi ptr [ %pa, %entry ], [ %pb, %b ]\n  %v = load i32, ptr %p\n  %w = add i32 %v, 1\n  store i32 %w, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            gp("pa", "a", "0"),
            handle("hb", 1),
            gp("pb", "hb", "0")
        );
        let out = run(&src).unwrap();
        assert!(!out.contains("phi ptr"), "{out}");
        assert_eq!(out.matches("load i32, ptr %pa").count(), 1, "{out}");
        assert_eq!(out.matches("load i32, ptr %pb").count(), 1, "{out}");
        assert_eq!(out.matches("store i32 ").count(), 2, "{out}");
        // entry still branches to `b` or to the new edge block.
        assert!(out.contains("br i1 %c, label %b, label %"), "{out}");
    }

    #[test]
    fn a_merge_of_two_resources_used_only_further_on_is_an_error() {
        // The merge's block has no access: the access is in a later block
        // after another merge with the same pointers, which step 2 cannot
        // take (its predecessors are the merge's own block and `entry`'s
        // other arm).
        let src = format!(
            "define void @f(i1 %c, i1 %d) {{\nentry:\n{}{}{}{}  br i1 %c, label %l, label %r\nl:\n  br label %m\nr:\n  br label %m\nm:\n  %p = phi ptr [ %pa, %l ], [ %pb, %r ]\n  br i1 %d, label %use, label %exit\nuse:\n  store i32 1, ptr %p\n  br label %exit\nexit:\n  ret void\n}}\n",
            handle("a", 0),
            handle("b", 1),
            gp("pa", "a", "0"),
            gp("pb", "b", "0")
        );
        let e = run(&src).unwrap_err();
        assert!(e.message().contains("unique global resource"), "{e}");
    }

    #[test]
    fn struct_fields_of_one_resource_are_forwarded() {
        // Equal GEPs of getpointers of one buffer, merged: one getpointer
        // at the merge and the field's GEP with its constant offset.
        let src = format!(
            "define void @f(i1 %c, i32 %i, i32 %j) {{\nentry:\n{}  br i1 %c, label %l, label %r\nl:\n{}  %fa = getelementptr inbounds nuw i8, ptr %pa, i32 8\n  br label %m\nr:\n{}  %fb = getelementptr inbounds nuw i8, ptr %pb, i32 8\n  br label %m\nm:\n  %p = phi ptr [ %fa, %l ], [ %fb, %r ]\n  store i32 1, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            gp("pa", "a", "%i"),
            gp("pb", "a", "%j")
        );
        let out = run(&src).unwrap();
        assert!(!out.contains("phi ptr"), "{out}");
        assert!(out.contains("phi i32 [ %i, %l ], [ %j, %r ]"), "{out}");
        assert!(
            out.contains("getelementptr inbounds nuw i8, ptr %"),
            "{out}"
        );
        assert!(out.contains(", i32 8\n  store i32 1"), "{out}");
    }

    #[test]
    fn a_resource_pointer_merged_with_a_local_one_is_an_error() {
        let src = format!(
            "define void @f(i1 %c) {{\n{}{}  %l = alloca i32\n  %p = select i1 %c, ptr %pa, ptr %l\n  store i32 1, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            gp("pa", "a", "0")
        );
        let e = run(&src).unwrap_err();
        assert!(e.message().contains("not one"), "{e}");
    }

    #[test]
    fn merges_of_ordinary_pointers_are_left_alone() {
        let src = "define void @f(i1 %c) {\n  %a = alloca i32\n  %b = alloca i32\n  %p = select i1 %c, ptr %a, ptr %b\n  store i32 1, ptr %p\n  ret void\n}\n";
        let out = run(src).unwrap();
        assert!(out.contains("select i1 %c, ptr %a, ptr %b"), "{out}");
    }

    #[test]
    fn phis_of_phis_in_nested_loops_end() {
        // Two loops around one buffer, each pointer carried by a phi whose
        // incoming value is the other loop's phi: the walks have visited
        // sets, so this ends with one getpointer per access.
        let src = format!(
            "define void @f(i32 %n) {{\nentry:\n{}{}  br label %outer\nouter:\n  %po = phi ptr [ %p0, %entry ], [ %pi, %latch ]\n  br label %inner\ninner:\n  %pi = phi ptr [ %po, %outer ], [ %pn, %inner ]\n  %v = load i32, ptr %pi\n{}  %d = icmp eq i32 %v, %n\n  br i1 %d, label %latch, label %inner\nlatch:\n  %e = icmp eq i32 %v, 0\n  br i1 %e, label %exit, label %outer\nexit:\n  ret void\n}}\n",
            handle("h", 0),
            gp("p0", "h", "0"),
            gp("pn", "h", "%v")
        );
        let out = run(&src).unwrap();
        assert!(!out.contains("phi ptr"), "{out}");
        // One getpointer for the one access through the merges, next to
        // the two of the input (the outer merge has no access of its own).
        assert_eq!(
            out.matches("call ptr @llvm.dx.resource.getpointer").count(),
            3,
            "{out}"
        );
    }
}
