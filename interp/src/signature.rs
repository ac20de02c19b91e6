//! Vertex and pixel shaders: their signature elements, run as resources.
//!
//! A vertex or pixel entry reads its inputs and writes its outputs through
//! signature elements rather than buffers. The interpreter runs such an
//! entry once per invocation (an invocation is a thread of a group of one:
//! `--groups N` runs N invocations) and keeps each element as a typed
//! resource whose element `i` is invocation `i`'s value, four bytes a
//! column (a 16-bit column in the low two). So the seeds fill the inputs as
//! they fill buffers (the offset-revealing seed gives every column of every
//! invocation a word of its own), and the outputs are compared byte by
//! byte like any UAV, the invocation in place of the element.
//!
//! The elements live in [`SIGNATURE_SPACE`]: inputs as SRVs, outputs as
//! UAVs, the register being the element id. A module before lowering names
//! no ids (clang 22 writes 0 for each): they are the ones `translate-metadata`
//! assigns, from the same semantics ([`dxir_passes::entry_signature`]), so a
//! run before lowering and a run after it read and write the same elements.
//! A lowered module's `loadInput` / `storeOutput` carry their ids, and its
//! `!dx.entryPoints` lists the elements.

use crate::cbuffers::{md_int, named_nodes};
use crate::resources::Scalar;
use crate::{render_loc, InterpError, ResKey, ResKind, Resource};
use dxir_dialects::dx::{DxOp, ResourceClass};
use dxir_dialects::dxil::ShaderStage;
use dxir_ir::{AttrData, Context, Function, Module, Op};
use dxir_passes::{entry_signature, node_operands, SignatureSemantics};
use rustc_hash::FxHashMap;

/// The register space of signature elements (beside the descriptor heap's
/// `u32::MAX`; no shader declares either).
pub const SIGNATURE_SPACE: u32 = u32::MAX - 1;

/// Bytes per column of a signature element's resource.
pub const COLUMN_BYTES: u32 = 4;

/// The key of element `id`, an input or an output.
pub fn element_key(output: bool, id: u32) -> ResKey {
    ResKey {
        class: if output {
            ResourceClass::Uav
        } else {
            ResourceClass::Srv
        },
        space: SIGNATURE_SPACE,
        register: id,
    }
}

/// One element, from either kind of module.
struct Element {
    output: bool,
    id: u32,
    semantic: String,
    cols: u8,
    /// DXIL `ComponentType`.
    component: u8,
}

/// The signature elements of the vertex or pixel entry `f` of `module`,
/// as resources of `invocations` elements each, zero-filled: from its
/// `dx.load.input` / `dx.store.output` calls and `given` before lowering,
/// from `!dx.entryPoints` after. None for other stages.
///
/// # Errors
/// [`InterpError::Module`] when the semantics cannot be assigned (as
/// `translate-metadata` would report) or an element's type is not one a
/// signature has.
pub fn signature_resources(
    cx: &Context,
    module: &Module,
    f: &Function,
    stage: ShaderStage,
    given: &SignatureSemantics,
    invocations: u32,
) -> Result<Vec<Resource>, InterpError> {
    if !matches!(stage, ShaderStage::Vertex | ShaderStage::Pixel) {
        return Ok(Vec::new());
    }
    let elements = if has_unassigned_calls(cx, f) {
        let sig = entry_signature(cx, f.body(), stage, given, f.name(), f.loc())
            .map_err(|e| module_error(cx, &e))?;
        sig.elements
            .into_iter()
            .map(|e| Element {
                output: e.output,
                id: e.id,
                semantic: e.semantic,
                cols: e.cols,
                component: e.component,
            })
            .collect()
    } else {
        entry_point_elements(cx, module, f.name())
    };
    elements
        .iter()
        .map(|e| {
            element_resource(e, invocations).map_err(|m| InterpError::Module {
                at: render_loc(cx, f.loc()),
                message: format!("signature element {}: {m}", e.semantic),
            })
        })
        .collect()
}

/// For a module before lowering, the element id each signature call of
/// the vertex or pixel entry `f` reads or writes (empty once
/// `translate-metadata` has stamped the calls with their elements, which
/// then carry the ids themselves).
///
/// # Errors
/// As [`signature_resources`].
pub(crate) fn call_sites(
    cx: &Context,
    f: &Function,
    stage: ShaderStage,
    given: &SignatureSemantics,
) -> Result<FxHashMap<Op, u32>, InterpError> {
    if !matches!(stage, ShaderStage::Vertex | ShaderStage::Pixel) || !has_unassigned_calls(cx, f) {
        return Ok(FxHashMap::default());
    }
    let sig = entry_signature(cx, f.body(), stage, given, f.name(), f.loc())
        .map_err(|e| module_error(cx, &e))?;
    Ok(sig
        .sites
        .iter()
        .map(|&(op, e)| (op, sig.elements[e].id))
        .collect())
}

/// Whether `f` has a signature call `translate-metadata` has not assigned.
fn has_unassigned_calls(cx: &Context, f: &Function) -> bool {
    let body = f.body();
    body.walk().into_iter().any(|op| {
        matches!(
            DxOp::match_op(cx, body, op),
            Some(DxOp::LoadInput(_) | DxOp::StoreOutput(_))
        ) && body.attr(cx, op, "sig_element").is_none()
    })
}

fn module_error(cx: &Context, e: &dxir_passes::PassError) -> InterpError {
    InterpError::Module {
        at: render_loc(cx, e.loc),
        message: e.kind.to_string(),
    }
}

/// The elements `!dx.entryPoints` lists for the entry `name`: each
/// `!{i32 id, !"name", i8 comp, i8 kind, !{i32 index}, i8 interp, i32 rows,
/// i8 cols, i32 row, i8 col, tags}`.
fn entry_point_elements(cx: &Context, module: &Module, name: &str) -> Vec<Element> {
    let mut out = Vec::new();
    let str_of = |a| match cx.attr_data(a) {
        AttrData::Str(s) => Some(s.to_string()),
        _ => None,
    };
    for entry in named_nodes(cx, module, "!dx.entryPoints") {
        let Some(fields) = node_operands(cx, module, entry) else {
            continue;
        };
        if fields.get(1).and_then(|&a| str_of(a)).as_deref() != Some(name) {
            continue;
        }
        let Some(lists) = fields.get(2).and_then(|&a| node_operands(cx, module, a)) else {
            continue;
        };
        for (dir, &list) in lists.iter().take(2).enumerate() {
            for rec in node_operands(cx, module, list).unwrap_or_default() {
                let Some(f) = node_operands(cx, module, rec) else {
                    continue;
                };
                let int = |i: usize| f.get(i).and_then(|&a| md_int(cx, a));
                let index = f
                    .get(4)
                    .and_then(|&a| node_operands(cx, module, a))
                    .and_then(|ix| ix.first().and_then(|&a| md_int(cx, a)))
                    .unwrap_or(0);
                let (Some(id), Some(sem), Some(comp), Some(cols)) =
                    (int(0), f.get(1).and_then(|&a| str_of(a)), int(2), int(7))
                else {
                    continue;
                };
                out.push(Element {
                    output: dir == 1,
                    id,
                    semantic: format!("{sem}{index}"),
                    cols: u8::try_from(cols).unwrap_or(0),
                    component: u8::try_from(comp).unwrap_or(0),
                });
            }
        }
    }
    out
}

/// The resource holding element `e` for `invocations` invocations.
fn element_resource(e: &Element, invocations: u32) -> Result<Resource, String> {
    // ComponentType: I16 2, U16 3, I32 4, U32 5, F16 8, F32 9.
    let scalar = match e.component {
        2 | 3 => Scalar::Int(2),
        4 | 5 => Scalar::Int(4),
        8 => Scalar::Half,
        9 => Scalar::Float,
        c => return Err(format!("component type {c} is not one a signature has")),
    };
    if !(1..=4).contains(&e.cols) {
        return Err(format!("{} columns", e.cols));
    }
    let stride = u32::from(e.cols) * COLUMN_BYTES;
    let bytes = crate::resources::checked_bytes(u64::from(stride) * u64::from(invocations))?;
    Ok(Resource {
        key: element_key(e.output, e.id),
        name: e.semantic.clone(),
        kind: ResKind::Typed,
        stride,
        element: format!("{} x component {}", e.cols, e.component),
        layout: (0..u32::from(e.cols))
            .map(|c| (c * COLUMN_BYTES, scalar))
            .collect(),
        writeable: e.output,
        signed: matches!(e.component, 2 | 4),
        data: vec![0; bytes],
        counter: 0,
        texture: None,
    })
}
