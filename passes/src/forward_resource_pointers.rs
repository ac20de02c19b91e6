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
//! 3. otherwise it is an error at the merge, in LLVM's words: the resource
//!    is not guaranteed to map to a unique global resource.
//!
//! The merged pointers may also be GEPs of getpointers (step 2 copes with
//! them); a merge that mixes a resource pointer with another pointer is an
//! error.
//! Step 2 runs at most [`MAX_COPIES`] times per function and copies blocks
//! of at most [`MAX_BLOCK_OPS`] ops into at most [`MAX_PREDS`]
//! predecessors, so the pass stays linear in the function's size.

use crate::error::ForwardError;
use crate::forward_handle_accesses::{creation, merge_error, same_binding};
use crate::merges::{build_at_merge, MergeWeb};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dx::GetPointer;
use dxir_dialects::llvm::{GetElementPtr, Select};
use dxir_ir::{Block, Body, Context, Function, Op, Traits, TypeData, Value, ValueDef};
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

/// What to do with one merge of pointers.
enum Plan {
    /// Not a resource pointer: leave it.
    None,
    /// One resource: mirror the web over handles and indices.
    OneResource { merges: Vec<Value> },
    /// Several resources, merged by a block argument of this block.
    CopyBlock(Block, Value),
}

/// Whether every handle the getpointers `leaves` read comes from one
/// resource: the same value, or creations of one binding (through merges
/// of handles).
fn one_resource(cx: &Context, body: &Body, web: &MergeWeb<'_>, leaves: &[Value]) -> bool {
    let handles: Vec<Value> = leaves
        .iter()
        .map(|&l| {
            let op = body.defining_op(l).expect("a getpointer leaf");
            body.operand(op, 0)
        })
        .collect();
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
    let is_gp = |l: Value| GetPointer::defining(cx, body, l).is_some();
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
    let all_gp = leaves.iter().all(|&l| is_gp(l));
    let index_ty = |l: Value| body.value_type(body.operand(body.defining_op(l).expect("leaf"), 1));
    if all_gp
        && leaves.iter().all(|&l| index_ty(l) == index_ty(leaves[0]))
        && one_resource(cx, body, web, &leaves)
    {
        return Ok(Plan::OneResource { merges });
    }
    if let ValueDef::BlockArg { block, .. } = body.value_def(m) {
        let preds = web.preds(block);
        let copyable = !preds.is_empty()
            && preds.len() <= MAX_PREDS
            && body.block_ops(block).count() <= MAX_BLOCK_OPS
            && preds
                .iter()
                .all(|&(t, _)| body.successors(t).len() == 1 && body.op_block(t) != Some(block));
        if copyable {
            return Ok(Plan::CopyBlock(block, m));
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
/// handles and indices, and each merge that something outside the web
/// uses becomes one getpointer of its mirrors.
fn forward_one_resource(cx: &Context, body: &mut Body, web: &MergeWeb<'_>, merges: &[Value]) {
    let (_, leaves) = web.web(body, merges[0]);
    let first = body.defining_op(leaves[0]).expect("a getpointer leaf");
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
    let operand = |k: usize| {
        move |body: &Body, leaf: Value| body.operand(body.defining_op(leaf).expect("leaf"), k)
    };
    let handles = web.mirror(body, merges, hty, &operand(0));
    let indices = web.mirror(body, merges, ity, &operand(1));
    for w in used_outside {
        let r = build_at_merge(body, w, first, &[handles[&w], indices[&w]]);
        body.replace_all_uses(w, r);
    }
    let mut dead = merges.to_vec();
    dead.extend(handles.values().chain(indices.values()).copied());
    web.drop_unused(body, dead);
}

/// Step 2: copies `block`'s ops, from the first up to the last that uses
/// the merged pointer `m` or a pointer computed from it (never the
/// terminator), into each predecessor, before its branch.
fn copy_into_predecessors(
    cx: &Context,
    body: &mut Body,
    web: &MergeWeb<'_>,
    block: Block,
    m: Value,
) {
    let ops: Vec<Op> = body.block_ops(block).collect();
    let Some((_, before_terminator)) = ops.split_last() else {
        return;
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
        return;
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
                match plan(cx, body, &web, m, func)? {
                    Plan::None => continue,
                    Plan::OneResource { merges } => {
                        forward_one_resource(cx, func.body_mut(), &web, &merges);
                    }
                    Plan::CopyBlock(block, merged) => {
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
                        copy_into_predecessors(cx, func.body_mut(), &web, block, merged);
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
    fn a_select_of_two_resources_is_an_error_at_the_select() {
        let src = format!(
            "define void @f(i1 %c) {{\n{}{}{}{}  %p = select i1 %c, ptr %pa, ptr %pb\n  store i32 1, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            handle("b", 1),
            gp("pa", "a", "0"),
            gp("pb", "b", "0")
        );
        let e = run(&src).unwrap_err();
        assert_eq!(e.loc.line, 6, "{e}");
        assert!(
            e.message()
                .contains("not guaranteed to map to a unique global resource"),
            "{e}"
        );
    }

    #[test]
    fn two_resources_behind_a_conditional_branch_are_an_error() {
        // The predecessor `entry` branches elsewhere too: the access cannot
        // be copied into it.
        let src = format!(
            "define void @f(i1 %c) {{\nentry:\n{}{}{}  br i1 %c, label %b, label %join\nb:\n{}{}  br label %join\njoin:\n  %p = phi ptr [ %pa, %entry ], [ %pb, %b ]\n  store i32 1, ptr %p\n  ret void\n}}\n",
            handle("a", 0),
            gp("pa", "a", "0"),
            "",
            handle("hb", 1),
            gp("pb", "hb", "0")
        );
        let e = run(&src).unwrap_err();
        assert!(e.message().contains("unique global resource"), "{e}");
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
