//! Inlining of calls whose signature carries resources.
//!
//! A resource array passed to a function (a sub-array `N[7]`, a local
//! array) is a value whose elements are only known at the call site, and
//! DXIL has no handle parameters; clang inlines every such call before its
//! backend runs. `lower-hl` does the same, so that each `hl.array.get`
//! inside the callee sees where its array came from.

use super::err;
use crate::error::HlError;
use crate::pass::PassError;
use dxir_dialects::llvm::{Br, Call, Ret};
use dxir_ir::{Block, Body, Context, DominatorTree, Module, Op, Type, TypeData, Value};
use rustc_hash::FxHashMap;

/// Nesting limit for inlining (HLSL has no recursion; this bounds bad input).
const MAX_DEPTH: usize = 64;

/// Whether `ty` is, or is an array/struct/vector holding, a `target("dx.…")`
/// handle.
pub(super) fn carries_handle(cx: &Context, ty: Type) -> bool {
    match cx.type_data(ty) {
        TypeData::TargetExt { name, .. } => name.starts_with("dx."),
        TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => carries_handle(cx, *elem),
        TypeData::Struct { fields, .. } => fields.iter().any(|&f| carries_handle(cx, f)),
        _ => false,
    }
}

/// Whether a call to a function of type `fn_ty` must be inlined.
fn signature_carries_handle(cx: &Context, fn_ty: Type) -> bool {
    match cx.type_data(fn_ty) {
        TypeData::Function { ret, params, .. } => {
            carries_handle(cx, *ret) || params.iter().any(|&p| carries_handle(cx, p))
        }
        _ => false,
    }
}

/// Inlines, in every function, each call to a defined function whose
/// parameters or result carry handles, until none is left; then removes
/// the definitions that carried handles (nothing can call them any more).
/// Returns whether anything changed.
pub(super) fn inline_resource_calls(cx: &Context, m: &mut Module) -> Result<bool, PassError> {
    let targets: FxHashMap<String, usize> = m
        .functions()
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            // An entry point stays, whatever its signature.
            !f.is_declaration()
                && signature_carries_handle(cx, f.ty())
                && dxir_dialects::translate::llvm::string_attr(cx, f, "hlsl.shader").is_none()
        })
        .map(|(i, f)| (f.name().to_string(), i))
        .collect();
    if targets.is_empty() {
        return Ok(false);
    }
    let callees: FxHashMap<String, Body> = targets
        .keys()
        .map(|n| (n.clone(), m.function(n).map(|f| f.body().clone())))
        .filter_map(|(n, b)| b.map(|b| (n, b)))
        .collect();
    for fi in 0..m.functions().len() {
        let fname = m.functions()[fi].name().to_string();
        if targets.contains_key(&fname) {
            continue;
        }
        let body = m.functions_mut()[fi].body_mut();
        inline_in_body(cx, body, &callees)?;
    }
    let mut names: Vec<&String> = targets.keys().collect();
    names.sort();
    for n in names {
        m.remove_function(n);
    }
    Ok(true)
}

/// The callee of `op` if it is an `llvm.call` of one of `callees`.
fn call_target<'b>(
    cx: &Context,
    body: &Body,
    op: Op,
    callees: &'b FxHashMap<String, Body>,
) -> Option<(&'b str, &'b Body)> {
    let callee = Call::match_op(cx, body, op)?.callee(cx, body)?;
    callees.get_key_value(callee).map(|(k, b)| (k.as_str(), b))
}

fn inline_in_body(
    cx: &Context,
    body: &mut Body,
    callees: &FxHashMap<String, Body>,
) -> Result<(), PassError> {
    // Each inlined call's ops are scanned again, so nested calls go too; the
    // depth of each op's inlining chain is tracked to stop recursion.
    let mut depth: FxHashMap<Op, usize> = FxHashMap::default();
    let mut work: Vec<Op> = body.walk();
    work.reverse();
    while let Some(op) = work.pop() {
        if !body.contains_op(op) {
            continue;
        }
        let Some((name, callee)) = call_target(cx, body, op, callees) else {
            continue;
        };
        let d = depth.get(&op).copied().unwrap_or(0);
        if d >= MAX_DEPTH {
            return Err(err(
                body.loc(op),
                HlError::InlineDepth {
                    callee: name.to_string(),
                    max: MAX_DEPTH,
                },
            ));
        }
        let new_ops = inline_call(cx, body, op, callee, name)?;
        for &o in new_ops.iter().rev() {
            depth.insert(o, d + 1);
            work.push(o);
        }
    }
    Ok(())
}

/// Replaces the call `call` by a copy of `callee`'s blocks. Returns the
/// copied ops.
fn inline_call(
    cx: &Context,
    body: &mut Body,
    call: Op,
    callee: &Body,
    name: &str,
) -> Result<Vec<Op>, PassError> {
    let loc = body.loc(call);
    let Some(block) = body.op_block(call) else {
        return Err(err(loc, HlError::CallOutsideBlock));
    };
    if body.block_region(block) != Some(body.root()) {
        return Err(err(
            loc,
            HlError::CallInNestedRegion {
                callee: name.to_string(),
            },
        ));
    }
    let src_blocks = callee.region_blocks(callee.root()).to_vec();
    let Some(&src_entry) = src_blocks.first() else {
        return Err(err(
            loc,
            HlError::NoBodyToInline {
                callee: name.to_string(),
            },
        ));
    };
    let args = body.operands(call).to_vec();
    let params = callee.block_args(src_entry).to_vec();
    if args.len() != params.len() {
        return Err(err(
            loc,
            HlError::ArgumentCount {
                args: args.len(),
                callee: name.to_string(),
                params: params.len(),
            },
        ));
    }
    if src_blocks.len() == 1 {
        return inline_straight(cx, body, call, callee, src_entry, params, args, name);
    }
    // Continuation: the ops after the call move to a new block whose
    // argument is the returned value.
    let cont = body.create_block();
    body.insert_block_after(block, cont);
    let mut after = Vec::new();
    let mut next = body.next_op(call);
    while let Some(o) = next {
        next = body.next_op(o);
        after.push(o);
    }
    for o in after {
        body.detach_op(o);
        body.append_op(cont, o);
    }
    let results = body.results(call).to_vec();
    for r in results {
        let ty = body.value_type(r);
        let arg = body.add_block_arg(cont, ty);
        body.replace_all_uses(r, arg);
    }

    let mut vmap: FxHashMap<Value, Value> = params.iter().copied().zip(args).collect();
    let mut bmap: FxHashMap<Block, Block> = FxHashMap::default();
    // Only blocks the callee's entry reaches are copied, in the dominator
    // tree's pre-order, so every value is copied before its uses.
    let dom = DominatorTree::new(callee, callee.root());
    let mut anchor = block;
    for &sb in &src_blocks {
        if !dom.is_reachable(sb) {
            continue;
        }
        let nb = body.create_block();
        body.insert_block_after(anchor, nb);
        anchor = nb;
        bmap.insert(sb, nb);
        if sb != src_entry {
            for &a in callee.block_args(sb) {
                let na = body.add_block_arg(nb, callee.value_type(a));
                vmap.insert(a, na);
            }
        }
    }
    let br = cx.op_name(Br::NAME);
    let mut copied = Vec::new();
    let order: Vec<Block> = dom.preorder().collect();
    for sb in order {
        let nb = bmap[&sb];
        for so in callee.block_ops(sb) {
            if !callee.regions(so).is_empty() {
                return Err(err(
                    callee.loc(so),
                    HlError::CalleeRegions {
                        callee: name.to_string(),
                    },
                ));
            }
            let mut missing = false;
            let mut remap = |v: &Value| match vmap.get(v) {
                Some(&n) => n,
                None => {
                    missing = true;
                    *v
                }
            };
            let operands: Vec<Value> = callee.operands(so).iter().map(&mut remap).collect();
            let mut succs = Vec::new();
            for (i, s) in callee.successors(so).iter().enumerate() {
                let sargs: Vec<Value> = callee
                    .successor_args(so, i)
                    .iter()
                    .map(&mut remap)
                    .collect();
                succs.push((bmap.get(s).copied(), sargs));
            }
            if missing || succs.iter().any(|(b, _)| b.is_none()) {
                return Err(err(
                    callee.loc(so),
                    HlError::CalleeDominance {
                        callee: name.to_string(),
                    },
                ));
            }
            let new = if Ret::is(cx, callee, so) {
                let spec = dxir_ir::OpSpec::new(br, callee.loc(so)).with_successor(cont, operands);
                body.create_op(spec)
            } else {
                let mut spec = dxir_ir::OpSpec::new(callee.op_name(so), callee.loc(so))
                    .with_operands(operands)
                    .with_results(callee.results(so).iter().map(|&r| callee.value_type(r)))
                    .with_attrs(callee.attrs(so).clone());
                for (b, sargs) in succs {
                    spec = spec.with_successor(b.unwrap_or(cont), sargs);
                }
                body.create_op(spec)
            };
            for (i, &r) in callee.results(so).iter().enumerate() {
                let nr = body.result(new, i);
                vmap.insert(r, nr);
            }
            body.append_op(nb, new);
            copied.push(new);
        }
    }
    let entry_copy = bmap[&src_entry];
    let spec = dxir_ir::OpSpec::new(br, loc).with_successor(entry_copy, Vec::new());
    let jump = body.create_op(spec);
    body.insert_op_before(call, jump);
    body.erase_op(call);
    Ok(copied)
}

/// Inlines a one-block callee in place: its ops go before the call and the
/// returned value replaces the call's result.
#[allow(clippy::too_many_arguments)]
fn inline_straight(
    cx: &Context,
    body: &mut Body,
    call: Op,
    callee: &Body,
    entry: Block,
    params: Vec<Value>,
    args: Vec<Value>,
    name: &str,
) -> Result<Vec<Op>, PassError> {
    let mut vmap: FxHashMap<Value, Value> = params.into_iter().zip(args).collect();
    let mut copied = Vec::new();
    let mut returned: Option<Value> = None;
    for so in callee.block_ops(entry) {
        let mut missing = false;
        let operands: Vec<Value> = callee
            .operands(so)
            .iter()
            .map(|v| {
                vmap.get(v).copied().unwrap_or_else(|| {
                    missing = true;
                    *v
                })
            })
            .collect();
        if missing || !callee.regions(so).is_empty() || !callee.successors(so).is_empty() {
            return Err(err(
                callee.loc(so),
                HlError::CalleeNotStraight {
                    callee: name.to_string(),
                },
            ));
        }
        if Ret::is(cx, callee, so) {
            returned = operands.first().copied();
            break;
        }
        let spec = dxir_ir::OpSpec::new(callee.op_name(so), callee.loc(so))
            .with_operands(operands)
            .with_results(callee.results(so).iter().map(|&r| callee.value_type(r)))
            .with_attrs(callee.attrs(so).clone());
        let new = body.create_op(spec);
        for (i, &r) in callee.results(so).iter().enumerate() {
            let nr = body.result(new, i);
            vmap.insert(r, nr);
        }
        body.insert_op_before(call, new);
        copied.push(new);
    }
    let results = body.results(call).to_vec();
    if let (Some(&r), Some(v)) = (results.first(), returned) {
        body.replace_all_uses(r, v);
    } else if !results.is_empty() {
        return Err(err(
            body.loc(call),
            HlError::CalleeReturn {
                callee: name.to_string(),
            },
        ));
    }
    body.erase_op(call);
    Ok(copied)
}
