//! Module metadata the interpreter reads: where cbuffer members sit, and
//! the resource ranges `dx.op.createHandle` names.

use crate::InterpError;
use dxir_dialects::llvm::NamedMetadata;
use dxir_ir::{Attr, AttrData, Context, Module};
use dxir_passes::node_operands;
use rustc_hash::FxHashMap;

/// A cbuffer's handle global and its members with their byte offsets.
pub(crate) type CBufferMembers = (String, Vec<(String, i64)>);

/// Each cbuffer's handle global and its members' byte offsets, as the
/// `cbuffer-access` pass reads `!hlsl.cbs` (one reading for both).
pub(crate) fn members(cx: &Context, module: &Module) -> Result<Vec<CBufferMembers>, InterpError> {
    let cbs = dxir_passes::cbuffer_members(cx, module).map_err(|e| InterpError::Module {
        at: crate::render_loc(cx, e.loc),
        message: e.message.clone(),
    })?;
    let mut out = Vec::new();
    for c in cbs {
        if c.explicit {
            return Err(InterpError::Module {
                at: String::new(),
                message: format!(
                    "cbuffer @{} has the older explicit dx.Layout form, which the interpreter does not lay out",
                    c.handle_global
                ),
            });
        }
        out.push((c.handle_global, c.members));
    }
    Ok(out)
}

fn md_int(cx: &Context, a: Attr) -> Option<u32> {
    match cx.attr_data(a) {
        AttrData::Int { bits, .. } => Some(*bits as u32),
        AttrData::Array(items) if items.len() == 2 => md_int(cx, items[1]),
        _ => None,
    }
}

/// `(class, range id) → (space, lower bound)` from `!dx.resources`.
pub(crate) fn dxil_ranges(cx: &Context, module: &Module) -> FxHashMap<(u32, u32), (u32, u32)> {
    let mut out = FxHashMap::default();
    let g = module.globals();
    let named = g.block_ops(module.globals_block()).find(|&op| {
        NamedMetadata::is(cx, g, op)
            && matches!(g.attr(cx, op, "sym_name").map(|a| cx.attr_data(a)),
                    Some(AttrData::Str(s)) if &**s == "!dx.resources")
    });
    let Some(named) = named else {
        return out;
    };
    let nodes = match g.attr(cx, named, "nodes").map(|a| cx.attr_data(a)) {
        Some(AttrData::Array(n)) => n.clone(),
        _ => return out,
    };
    let Some(lists) = nodes.first().and_then(|&n| node_operands(cx, module, n)) else {
        return out;
    };
    for (class, &list) in lists.iter().enumerate() {
        let Some(records) = node_operands(cx, module, list) else {
            continue;
        };
        for &rec in &records {
            let Some(fields) = node_operands(cx, module, rec) else {
                continue;
            };
            let f = |i: usize| fields.get(i).and_then(|&a| md_int(cx, a));
            if let (Some(id), Some(space), Some(lower)) = (f(0), f(3), f(4)) {
                out.insert((class as u32, id), (space, lower));
            }
        }
    }
    out
}
