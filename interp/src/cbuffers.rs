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
        message: e.kind.to_string(),
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

pub(crate) fn md_int(cx: &Context, a: Attr) -> Option<u32> {
    match cx.attr_data(a) {
        AttrData::Int { bits, .. } => Some(*bits as u32),
        AttrData::Array(items) if items.len() == 2 => md_int(cx, items[1]),
        _ => None,
    }
}

/// The nodes of the named metadata `name` (`!dx.resources`), none when
/// the module lacks it.
pub(crate) fn named_nodes(cx: &Context, module: &Module, name: &str) -> Vec<Attr> {
    let g = module.globals();
    let named = g.block_ops(module.globals_block()).find(|&op| {
        NamedMetadata::is(cx, g, op)
            && matches!(g.attr(cx, op, "sym_name").map(|a| cx.attr_data(a)),
                    Some(AttrData::Str(s)) if &**s == name)
    });
    match named
        .and_then(|op| g.attr(cx, op, "nodes"))
        .map(|a| cx.attr_data(a))
    {
        Some(AttrData::Array(n)) => n.clone(),
        _ => Vec::new(),
    }
}

/// One record of `!dx.resources`: a binding range of a lowered module.
#[derive(Clone, Debug)]
pub(crate) struct DxilRecord {
    /// 0 SRV, 1 UAV, 2 CBV, 3 sampler: the list it is in.
    pub class: u32,
    /// The range id `createHandle` names.
    pub id: u32,
    pub name: String,
    pub space: u32,
    pub lower: u32,
    /// Registers in the range (`u32::MAX` for an unbounded one).
    pub range: u32,
    /// The resource kind (SRV, UAV) or the size (CBV).
    pub shape: u32,
    /// The element type tag (0) and structured stride tag (1) of the
    /// extra properties.
    pub element: Option<u32>,
    pub stride: Option<u32>,
    /// The global field 1 names (a library's resource symbol, which its
    /// `createHandleForLib`s load).
    pub symbol: Option<String>,
}

/// The records of `!dx.resources` (none in a module before lowering).
pub(crate) fn dxil_records(cx: &Context, module: &Module) -> Vec<DxilRecord> {
    let mut out = Vec::new();
    let nodes = named_nodes(cx, module, "!dx.resources");
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
            let (Some(id), Some(space), Some(lower), Some(range), Some(shape)) =
                (f(0), f(3), f(4), f(5), f(6))
            else {
                continue;
            };
            let name = match fields.get(2).map(|&a| cx.attr_data(a)) {
                Some(AttrData::Str(s)) => s.to_string(),
                _ => String::new(),
            };
            // The extra properties: a node of (tag, value) pairs, last.
            let mut element = None;
            let mut stride = None;
            if let Some(extra) = fields.last().and_then(|&a| node_operands(cx, module, a)) {
                for pair in extra.chunks(2) {
                    match (
                        pair.first().and_then(|&a| md_int(cx, a)),
                        pair.get(1).and_then(|&a| md_int(cx, a)),
                    ) {
                        (Some(0), Some(v)) => element = Some(v),
                        (Some(1), Some(v)) => stride = Some(v),
                        _ => {}
                    }
                }
            }
            let symbol = match fields.get(1).map(|&a| cx.attr_data(a)) {
                Some(AttrData::Array(pair)) => match pair.get(1).map(|&a| cx.attr_data(a)) {
                    Some(AttrData::Symbol(s)) => Some(s.to_string()),
                    _ => None,
                },
                _ => None,
            };
            out.push(DxilRecord {
                symbol,
                class: class as u32,
                id,
                name,
                space,
                lower,
                range,
                shape,
                element,
                stride,
            });
        }
    }
    out
}

/// `(class, range id) → (space, lower bound)` from `!dx.resources`.
pub(crate) fn dxil_ranges(cx: &Context, module: &Module) -> FxHashMap<(u32, u32), (u32, u32)> {
    dxil_records(cx, module)
        .into_iter()
        .map(|r| ((r.class, r.id), (r.space, r.lower)))
        .collect()
}
