//! Value names after `lower-dxil`'s rules, placed as LLVM 22's
//! DXILOpLowering places them.
//!
//! The rule engines give a rule's replacement value the name of the root
//! it replaces. LLVM instead names the DXIL op call it creates after the
//! intrinsic call, whatever wraps it: for `%h = handlefrombinding` the
//! `createHandleFromBinding` (or `createHandle`, `createHandleFromHeap`)
//! is `%h` and the `annotateHandle` `%h_annot`; for `%r = load...` the
//! `bufferLoad` is `%r` and a used status `checkAccessFullyMapped`
//! `%r_check`; for `%d = getdimensions.x` the `getDimensions` is `%d`. The
//! rules wrap those ops (a handle cast, an aggregate rebuilt from the op's
//! fields, an `extractvalue`), so this step moves each such name from the
//! wrapper to the DXIL op inside it, before the folds dissolve the
//! wrappers.
//!
//! LLVM also keeps the `extractvalue` users of a call whose struct result
//! has the op's layout (a cbuffer row, `splitdouble`): they read the op
//! directly, with their names. Here an aggregate rebuilt field by field
//! from one DXIL op has its `extractvalue` users pointed at the op, which
//! is the same value and keeps their names through the folds.

use crate::access_util::struct_fields;
use dxir_dialects::dx::{CastHandle, HandleFromBinding};
use dxir_dialects::dxil::DxilOpcode::{
    self, AnnotateHandle, CheckAccessFullyMapped, CreateHandle, CreateHandleFromBinding,
    CreateHandleFromHeap,
};
use dxir_dialects::llvm::{ExtractValue, InsertValue, LlvmOp};
use dxir_ir::{AttrData, Body, Context, Loc, Op, SlotVec, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Operand-tree nodes searched for the DXIL op behind a named wrapper.
const MAX_VISITS: usize = 256;

fn is_dxil(cx: &Context, body: &Body, op: Op) -> bool {
    DxilOpcode::of(cx, body, op).is_some()
}

/// The single index of an `extractvalue`/`insertvalue`.
fn index_of(cx: &Context, body: &Body, op: Op) -> Option<i64> {
    match cx.attr_data(body.attr(cx, op, "indices")?) {
        AttrData::Array(items) if items.len() == 1 => cx.attr_as_i64(items[0]),
        _ => None,
    }
}

/// The first unnamed DXIL op in `v`'s operand tree, searched depth first
/// through unnamed ops the rules made (not in `before`) that are not DXIL
/// ops.
fn dxil_op_under(cx: &Context, body: &Body, v: Value, before: &OpSet) -> Option<Op> {
    let mut stack = vec![v];
    let mut seen: FxHashSet<Value> = FxHashSet::default();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || seen.len() > MAX_VISITS {
            continue;
        }
        let Some(op) = body.defining_op(v).filter(|op| !before.contains(op)) else {
            continue;
        };
        if is_dxil(cx, body, op) {
            if body.value_name(v).is_none() {
                return Some(op);
            }
            continue;
        }
        for &o in body.operands(op).iter().rev() {
            if body.value_name(o).is_none() {
                stack.push(o);
            }
        }
    }
    None
}

/// Whether `agg` is rebuilt from `d`'s fields in order: an `insertvalue`
/// chain on poison/undef whose field `i` is `extractvalue d, i`, covering
/// every field of `d`.
fn rebuilds_fields_of(cx: &Context, body: &Body, agg: Value, d: Value) -> bool {
    let Some(n) = struct_fields(cx, body.value_type(d)).map(|f| f.len()) else {
        return false;
    };
    let mut fields: Vec<Option<Value>> = vec![None; n];
    let mut v = agg;
    for _ in 0..=n {
        let Some(op) = body.defining_op(v) else {
            return false;
        };
        match LlvmOp::match_op(cx, body, op) {
            Some(LlvmOp::Poison(_) | LlvmOp::Undef(_)) => break,
            Some(LlvmOp::InsertValue(_)) => {
                let Some(i) = index_of(cx, body, op).and_then(|i| usize::try_from(i).ok()) else {
                    return false;
                };
                if i >= n {
                    return false;
                }
                // The outermost insert of a field wins.
                fields[i].get_or_insert(body.operand(op, 1));
                v = body.operand(op, 0);
            }
            _ => return false,
        }
    }
    fields.iter().enumerate().all(|(i, f)| {
        f.and_then(|f| body.defining_op(f)).is_some_and(|e| {
            ExtractValue::is(cx, body, e)
                && body.operand(e, 0) == d
                && index_of(cx, body, e) == i64::try_from(i).ok()
        })
    })
}

/// A set of a body's ops by arena slot: a lookup is an index and a key
/// compare, and an op made since in the slot of an erased one is not in
/// it.
struct OpSet(SlotVec<Op, ()>);

impl OpSet {
    /// The ops of `walk`, a walk of `body`.
    fn of(body: &Body, walk: &[Op]) -> OpSet {
        OpSet(SlotVec::set_of(body.op_capacity(), walk.iter().copied()))
    }

    fn contains(&self, op: &Op) -> bool {
        self.0.get(*op).is_some()
    }
}

/// What [`place_names`] needs from the function before the rules ran.
pub(crate) struct Before {
    /// Its ops: only what the rules made is renamed.
    ops: OpSet,
    /// The names of handle creations by location (`None` when a location
    /// is shared): the ops a rule builds carry its root's location, and
    /// the handle cast that took the name is gone once every access is
    /// lowered.
    handles: FxHashMap<Loc, Option<String>>,
}

impl Before {
    /// Records `body` before the rules run.
    pub(crate) fn of(cx: &Context, body: &Body) -> Before {
        let walk = body.walk();
        let ops = OpSet::of(body, &walk);
        let mut handles: FxHashMap<Loc, Option<String>> = FxHashMap::default();
        for &op in &walk {
            if !HandleFromBinding::is(cx, body, op) || body.loc(op).line == 0 {
                continue;
            }
            let name = body.value_name(body.result(op, 0)).map(str::to_string);
            handles
                .entry(body.loc(op))
                .and_modify(|n| *n = None)
                .or_insert(name);
        }
        Before { ops, handles }
    }
}

/// Moves the names the engines gave to rule wrappers onto the DXIL ops
/// inside, as LLVM names them (see the module docs).
pub(crate) fn place_names(cx: &Context, body: &mut Body, before: &Before) {
    for op in body.walk() {
        if before.ops.contains(&op) {
            continue;
        }
        if let Some(n) = handle_name(cx, body, op, before) {
            body.set_value_name(body.result(op, 0), Some(&n));
            continue;
        }
        let [r] = body.results(op) else { continue };
        let r = *r;
        let Some(name) = body.value_name(r).map(str::to_string) else {
            continue;
        };
        if is_dxil(cx, body, op) || body.operands(op).is_empty() {
            continue;
        }
        if CastHandle::is(cx, body, op) {
            let inner = body.operand(op, 0);
            let Some(a) = body.defining_op(inner).filter(|&a| is_dxil(cx, body, a)) else {
                continue;
            };
            if body.value_name(inner).is_some() {
                continue;
            }
            let created = body.operands(a).first().copied().filter(|&b| {
                body.value_name(b).is_none()
                    && body.defining_op(b).is_some_and(|d| {
                        matches!(
                            DxilOpcode::of(cx, body, d),
                            Some(CreateHandleFromBinding | CreateHandleFromHeap)
                        )
                    })
            });
            match (DxilOpcode::of(cx, body, a), created) {
                (Some(AnnotateHandle), Some(b)) => {
                    body.set_value_name(b, Some(&name));
                    body.set_value_name(inner, Some(&format!("{name}_annot")));
                }
                _ => body.set_value_name(inner, Some(&name)),
            }
            body.set_value_name(r, None);
            continue;
        }
        let Some(d) = dxil_op_under(cx, body, r, &before.ops) else {
            continue;
        };
        let [dv] = body.results(d) else { continue };
        let dv = *dv;
        body.set_value_name(dv, Some(&name));
        body.set_value_name(r, None);
        // The status of a resource load: `%name_check`.
        let checks: Vec<Value> = body
            .uses(dv)
            .filter(|u| ExtractValue::is(cx, body, u.op))
            .flat_map(|u| {
                let e = body.result(u.op, 0);
                body.uses(e)
                    .filter(|c| CheckAccessFullyMapped.is(cx, body, c.op))
                    .map(|c| body.result(c.op, 0))
                    .collect::<Vec<_>>()
            })
            .collect();
        for c in checks {
            if body.value_name(c).is_none() {
                body.set_value_name(c, Some(&format!("{name}_check")));
            }
        }
        // A struct result with the op's layout: its readers read the op.
        if InsertValue::is(cx, body, op) && rebuilds_fields_of(cx, body, r, dv) {
            let readers: Vec<(Op, usize)> = body
                .uses(r)
                .filter(|u| ExtractValue::is(cx, body, u.op) && u.index == 0)
                .map(|u| (u.op, u.index as usize))
                .collect();
            for (user, i) in readers {
                body.set_operand(user, i, dv);
            }
            // The rebuild, now unused, goes: `cse` would otherwise keep its
            // `extractvalue`s over the named readers.
            erase_unused(cx, body, op, &before.ops);
        }
    }
}

/// Erases `op` and then the ops the rules made that fed it, as they
/// become unused; DXIL ops stay (some have effects).
fn erase_unused(cx: &Context, body: &mut Body, op: Op, before: &OpSet) {
    let mut work = vec![op];
    let mut steps = 0usize;
    while let Some(op) = work.pop() {
        steps += 1;
        if steps > MAX_VISITS
            || !body.contains_op(op)
            || is_dxil(cx, body, op)
            || body.results(op).iter().any(|&r| body.has_uses(r))
        {
            continue;
        }
        let inputs: Vec<Op> = body
            .operands(op)
            .iter()
            .filter_map(|&v| body.defining_op(v))
            .filter(|d| !before.contains(d))
            .collect();
        body.erase_op(op);
        work.extend(inputs);
    }
}

/// The name LLVM gives a handle op the rules made: the creation's for
/// `createHandleFromBinding`/`createHandle`, with `_annot` for the
/// `annotateHandle` of such a creation.
fn handle_name(cx: &Context, body: &Body, op: Op, before: &Before) -> Option<String> {
    let r = *body.results(op).first()?;
    if body.value_name(r).is_some() {
        return None;
    }
    let creation_name = |c: Op| match DxilOpcode::of(cx, body, c) {
        Some(CreateHandleFromBinding | CreateHandle) if !before.ops.contains(&c) => {
            before.handles.get(&body.loc(c)).cloned().flatten()
        }
        _ => None,
    };
    match DxilOpcode::of(cx, body, op) {
        Some(AnnotateHandle) => {
            let c = body.defining_op(*body.operands(op).first()?)?;
            CreateHandleFromBinding
                .is(cx, body, c)
                .then(|| creation_name(c))
                .flatten()
                .map(|n| format!("{n}_annot"))
        }
        _ => creation_name(op),
    }
}
