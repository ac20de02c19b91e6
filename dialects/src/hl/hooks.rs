//! Verify hooks of the `hl` ops.
//!
//! A hook sees one op, so it checks what the op alone says: exact index
//! types, handle kinds, element types, and that every array of handles has
//! fixed, non-zero sizes (an unbounded array is only ever a global
//! declaration). Whether an `hl.resource.get` fits the declaration it names
//! needs the module: [`verify_resource_uses`](super::verify_resource_uses).
//!
//! Hooks run after the declarative checks passed, so counts are right; they
//! still read operands with `get` and never panic.

use super::decl::ResourceDecl;
use crate::dx::hooks::texel_access;
use crate::dx::{ResourceKind, ResourceType, TargetKind};
use crate::verify_sig::{fail, name, Result, Sig};
use dxir_ir::{Context, OpVerifyError, OpView, Type, TypeData};

impl<'a> Sig<'a> {
    /// Operands `from..` must all be `i32`.
    fn i32_operands_from(&self, from: usize, what: &str) -> Result {
        let i32 = self.cx.types().i32;
        for (i, &ty) in self.operands.iter().enumerate().skip(from) {
            if ty != i32 {
                return fail(format!(
                    "operand #{i} ({what}) must be i32, found {}",
                    name(self.cx, ty)
                ));
            }
        }
        Ok(())
    }

    /// The result must be exactly `want`.
    fn result_is_named(&self, want: Type, what: &str) -> Result {
        let ty = self.result()?;
        if ty == want {
            Ok(())
        } else {
            fail(format!(
                "result must be {what} {}, found {}",
                name(self.cx, want),
                name(self.cx, ty)
            ))
        }
    }

    /// Operand `i` must be a handle of `kind`; returns it decoded.
    fn handle_of_kind(&self, i: usize, kind: TargetKind) -> Result<ResourceType> {
        let ty = self.operand(i)?;
        let rt = match ResourceType::decode(self.cx, ty) {
            Ok(rt) => rt,
            Err(e) => return fail(format!("operand #{i} is not a resource handle: {e}")),
        };
        if rt.kind() == kind {
            Ok(rt)
        } else {
            fail(format!(
                "operand #{i} must be a {kind} handle, found {}",
                name(self.cx, ty)
            ))
        }
    }

    /// Like [`handle`](Self::handle), and the resource must be writeable.
    fn writeable_handle_of_kind(&self, i: usize, kind: TargetKind) -> Result<ResourceType> {
        let rt = self.handle_of_kind(i, kind)?;
        if rt.is_writeable() {
            Ok(rt)
        } else {
            fail(format!(
                "operand #{i} is a read-only resource ({}); only a UAV can be written",
                name(self.cx, self.operand(i)?)
            ))
        }
    }
}

/// An array of handles, taken apart.
struct HandleArray {
    /// Sizes, outermost first; empty for a single handle.
    dims: Vec<u64>,
}

/// Reads `ty` as a handle or a fixed-size (nested) array of handles. An
/// array of size 0 is how C and LLVM spell one of unknown size; no value
/// may be an unbounded array of resources.
fn handle_array(cx: &Context, ty: Type, what: &str) -> Result<HandleArray> {
    let mut dims = Vec::new();
    let mut t = ty;
    while let TypeData::Array { len, elem } = cx.type_data(t) {
        if *len == 0 {
            return fail(format!(
                "{what} is an unbounded resource array ({}): only a global `hl.resource` may be unbounded, and no local copy of one can be made",
                name(cx, ty)
            ));
        }
        dims.push(*len);
        t = *elem;
    }
    match ResourceType::decode(cx, t) {
        Ok(_) => Ok(HandleArray { dims }),
        Err(e) => fail(format!(
            "{what} must be a resource handle or an array of them, found {}: {e}",
            name(cx, ty)
        )),
    }
}

/// `ty` with `k` array levels taken off; `None` if it has fewer.
fn peel(cx: &Context, ty: Type, k: usize) -> Option<Type> {
    let mut t = ty;
    for _ in 0..k {
        match cx.type_data(t) {
            TypeData::Array { elem, .. } => t = *elem,
            _ => return None,
        }
    }
    Some(t)
}

/// An integer or float scalar, or a vector of at most 4 of them: what one
/// buffer access moves.
fn is_access_value(cx: &Context, ty: Type) -> bool {
    let (n, lane) = match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (*len, *elem),
        _ => (1, ty),
    };
    n <= 4
        && matches!(
            cx.type_data(lane),
            TypeData::Int(_) | TypeData::Half | TypeData::Float | TypeData::Double
        )
}

// ---- Declarations ------------------------------------------------------------

/// `hl.resource`: everything [`ResourceDecl::decode`] checks.
pub(super) fn resource(view: &OpView<'_>) -> Result {
    ResourceDecl::decode(view.cx, view.body, view.op)
        .map(drop)
        .map_err(|e| OpVerifyError::new(e.to_string()))
}

/// `hl.resource.get`: `i32` indices; the result is a handle or a fixed-size
/// array of them.
pub(super) fn resource_get(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands_from(0, "index")?;
    handle_array(view.cx, sig.result()?, "the result").map(drop)
}

// ---- Local arrays ------------------------------------------------------------

/// `hl.array.undef`: the result is an array of handles.
pub(super) fn array_undef(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let r = sig.result()?;
    let arr = handle_array(view.cx, r, "the result")?;
    if arr.dims.is_empty() {
        return fail(format!(
            "the result must be an array of handles, found {}",
            name(view.cx, r)
        ));
    }
    Ok(())
}

/// `hl.array.make`: `[N x E]` from `N` operands of type `E`.
pub(super) fn array_make(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let r = sig.result()?;
    let arr = handle_array(cx, r, "the result")?;
    let (Some(&n), Some(elem)) = (arr.dims.first(), peel(cx, r, 1)) else {
        return fail(format!(
            "the result must be an array of handles, found {}",
            name(cx, r)
        ));
    };
    if n != sig.operands.len() as u64 {
        return fail(format!(
            "the result {} has {n} elements, but {} are given",
            name(cx, r),
            sig.operands.len()
        ));
    }
    for i in 0..sig.operands.len() {
        sig.operand_is(i, elem, "element")?;
    }
    Ok(())
}

/// `hl.array.get %array, %i...`: one `i32` index per level taken; the
/// result is what is left.
pub(super) fn array_get(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let a = sig.operand(0)?;
    let arr = handle_array(cx, a, "operand #0 (the array)")?;
    let k = sig.operands.len().saturating_sub(1);
    indexable(cx, a, &arr, k)?;
    sig.i32_operands_from(1, "index")?;
    match peel(cx, a, k) {
        Some(e) => sig.result_is_named(e, "the element"),
        None => fail("too many indices".into()),
    }
}

/// `hl.array.set %array, %value, %i...`: a copy of the array with the
/// element (or sub-array) at the indices replaced.
pub(super) fn array_set(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let a = sig.operand(0)?;
    let arr = handle_array(cx, a, "operand #0 (the array)")?;
    let k = sig.operands.len().saturating_sub(2);
    indexable(cx, a, &arr, k)?;
    sig.i32_operands_from(2, "index")?;
    match peel(cx, a, k) {
        Some(e) => sig.operand_is(1, e, "the new element")?,
        None => return fail("too many indices".into()),
    }
    sig.result_is_named(a, "the array's type")
}

/// An array of `arr.dims.len()` levels takes 1 to that many indices.
fn indexable(cx: &Context, a: Type, arr: &HandleArray, k: usize) -> Result {
    let levels = arr.dims.len();
    if levels == 0 {
        return fail(format!(
            "operand #0 must be an array of handles, found the single handle {}",
            name(cx, a)
        ));
    }
    if k == 0 || k > levels {
        return fail(format!(
            "{} has {levels} dimension(s), so it takes 1 to {levels} indices, found {k}",
            name(cx, a)
        ));
    }
    Ok(())
}

// ---- Typed buffers -----------------------------------------------------------

/// `hl.buffer.load(handle, i32 index) -> E`: the whole element of a typed
/// buffer.
pub(super) fn buffer_load(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let rt = sig.handle_of_kind(0, TargetKind::TypedBuffer)?;
    sig.operand_is(1, view.cx.types().i32, "index")?;
    match rt.element() {
        Some(e) => sig.result_is_named(e, "the buffer's element type"),
        None => fail("the typed buffer has no element type".into()),
    }
}

/// `hl.buffer.store(handle, i32 index, E value)`: the whole element of a
/// writeable typed buffer (DXIL's bufferStore writes whole elements).
pub(super) fn buffer_store(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let rt = sig.writeable_handle_of_kind(0, TargetKind::TypedBuffer)?;
    sig.operand_is(1, view.cx.types().i32, "index")?;
    match rt.element() {
        Some(e) => sig.operand_is(2, e, "value, the buffer's element type"),
        None => fail("the typed buffer has no element type".into()),
    }
}

// ---- Structured and byte-address buffers -------------------------------------

/// A `dx.RawBuffer` handle of DXIL kind `kind` at operand 0.
fn raw_handle(sig: &Sig<'_>, kind: ResourceKind, write: bool) -> Result<ResourceType> {
    let rt = if write {
        sig.writeable_handle_of_kind(0, TargetKind::RawBuffer)?
    } else {
        sig.handle_of_kind(0, TargetKind::RawBuffer)?
    };
    let found = rt.dxil_kind(sig.cx);
    if found == kind {
        return Ok(rt);
    }
    let (want, other) = match kind {
        ResourceKind::StructuredBuffer => (
            "a structured buffer",
            "a byte-address buffer (`hl.byteaddress.*`)",
        ),
        _ => (
            "a byte-address buffer (element i8)",
            "a structured buffer (`hl.structured.*`)",
        ),
    };
    fail(format!(
        "operand #0 must be {want}, found {other}: {}",
        name(sig.cx, sig.operand(0)?)
    ))
}

/// A structured access moves a scalar or vector of at most 4 lanes, or the
/// whole element (which `lower-hl` splits into such accesses).
fn structured_value(sig: &Sig<'_>, rt: &ResourceType, ty: Type, what: &str) -> Result {
    let cx = sig.cx;
    if is_access_value(cx, ty) || rt.element() == Some(ty) {
        return Ok(());
    }
    let element = rt
        .element()
        .map_or_else(String::new, |e| name(cx, e).to_string());
    fail(format!(
        "{what} must be a scalar, a vector of at most 4 lanes or the whole element {element}, found {}",
        name(cx, ty)
    ))
}

/// `hl.structured.load(handle, i32 index, i32 byte offset) -> T`.
pub(super) fn structured_load(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let rt = raw_handle(&sig, ResourceKind::StructuredBuffer, false)?;
    let i32 = view.cx.types().i32;
    sig.operand_is(1, i32, "index")?;
    sig.operand_is(2, i32, "offset")?;
    structured_value(&sig, &rt, sig.result()?, "the result")
}

/// `hl.structured.store(handle, i32 index, i32 byte offset, T value)`.
pub(super) fn structured_store(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let rt = raw_handle(&sig, ResourceKind::StructuredBuffer, true)?;
    let i32 = view.cx.types().i32;
    sig.operand_is(1, i32, "index")?;
    sig.operand_is(2, i32, "offset")?;
    structured_value(&sig, &rt, sig.operand(3)?, "operand #3 (value)")
}

/// The value of a byte-address or cbuffer access: a scalar or a vector of
/// at most 4 lanes.
fn access_value(cx: &Context, ty: Type, what: &str) -> Result {
    if is_access_value(cx, ty) {
        Ok(())
    } else {
        fail(format!(
            "{what} must be a scalar or a vector of at most 4 lanes, found {}",
            name(cx, ty)
        ))
    }
}

/// `hl.byteaddress.load(handle, i32 byte address) -> T`.
pub(super) fn byteaddress_load(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    raw_handle(&sig, ResourceKind::RawBuffer, false)?;
    sig.operand_is(1, view.cx.types().i32, "byte address")?;
    access_value(view.cx, sig.result()?, "the result")
}

/// `hl.byteaddress.store(handle, i32 byte address, T value)`.
pub(super) fn byteaddress_store(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    raw_handle(&sig, ResourceKind::RawBuffer, true)?;
    sig.operand_is(1, view.cx.types().i32, "byte address")?;
    access_value(view.cx, sig.operand(2)?, "operand #2 (value)")
}

// ---- Constant buffers ----------------------------------------------------------

/// `hl.cbuffer.load(handle, i32 byte offset) -> T`.
pub(super) fn cbuffer_load(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.handle_of_kind(0, TargetKind::CBuffer)?;
    sig.operand_is(1, view.cx.types().i32, "byte offset")?;
    access_value(view.cx, sig.result()?, "the result")
}

// ---- Textures, heaps and atomics -------------------------------------------------

/// `hl.texture.load(texture, coords) -> E`: integer coordinates of the
/// texture's dimension; the whole element.
pub(super) fn texture_load(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, _, _) = texel_access(&sig, false)?;
    sig.result_is_element(&rt)
}

/// `hl.texture.store(texture, coords, E value)`: a writeable texture.
pub(super) fn texture_store(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, _, _) = texel_access(&sig, true)?;
    match rt.element() {
        Some(e) => sig.operand_is(2, e, "value, the texture's element type"),
        None => fail("the texture has no element type".into()),
    }
}

/// `hl.texture.sample_level(texture, sampler, coords, float level) -> E`.
pub(super) fn texture_sample_level(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, dim) = sig.texture(0, false)?;
    sig.handle_of_kind(1, TargetKind::Sampler)?;
    let Some(n) = dim.sample_coordinates() else {
        return fail(format!("a {} cannot be sampled", dim.name()));
    };
    sig.float_coordinates(2, n, "coordinates")?;
    sig.operand_is(3, sig.cx.types().float, "level")?;
    sig.result_is_element(&rt)
}

/// `hl.texture.dimensions(texture) -> <2 x i32>`.
pub(super) fn texture_dimensions(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.texture(0, false)?;
    let cx = view.cx;
    sig.result_is_named(cx.vector_type(cx.types().i32, 2), "<2 x i32>")
}

/// `hl.heap.get(i32 index) -> H`: any resource or sampler handle type.
pub(super) fn heap_get(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.operand_is(0, view.cx.types().i32, "index")?;
    let r = sig.result()?;
    match ResourceType::decode(view.cx, r) {
        Ok(rt) if rt.kind() != TargetKind::CBuffer => Ok(()),
        Ok(_) => fail(
            "a constant buffer comes from the heap as its own resource type, not dx.CBuffer".into(),
        ),
        Err(e) => fail(format!("result is not a resource handle: {e}")),
    }
}

/// The operation attribute and the `i32`/`i64` value of an atomic at
/// `value`; the result is the old value.
fn atomic_value(view: &OpView<'_>, sig: &Sig<'_>, value: usize) -> Result<Type> {
    let cx = view.cx;
    let op = view
        .attr("operation")
        .and_then(|a| cx.attr_as_str(a))
        .unwrap_or("");
    if crate::dxil::builtins::atomic_binop_code(op).is_none() {
        return fail(format!(
            "`operation` \"{op}\" is not an atomic DXIL has (add, and, or, xor, min, max, umin, umax, xchg)"
        ));
    }
    let t = sig.operand(value)?;
    if t != cx.types().i32 && t != cx.types().i64 {
        return fail(format!(
            "an atomic works on i32 or i64, found {}",
            name(cx, t)
        ));
    }
    sig.result_is_named(t, "the value's type")?;
    Ok(t)
}

/// `hl.atomic.rmw(buffer, i32 index, T value) -> T`.
pub(super) fn atomic_rmw(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let ty = sig.operand(0)?;
    let rt = match ResourceType::decode(cx, ty) {
        Ok(rt) => rt,
        Err(e) => return fail(format!("operand #0 is not a resource handle: {e}")),
    };
    if !rt.is_writeable() {
        return fail("operand #0 is a read-only resource; atomics need a UAV".into());
    }
    sig.operand_is(1, cx.types().i32, "index")?;
    let t = atomic_value(view, &sig, 2)?;
    match rt.dxil_kind(cx) {
        ResourceKind::TypedBuffer if rt.element() == Some(t) => Ok(()),
        ResourceKind::TypedBuffer => fail(format!(
            "a typed buffer atomic works on the whole element, found {}",
            name(cx, t)
        )),
        ResourceKind::RawBuffer => Ok(()),
        k => fail(format!(
            "hl.atomic.rmw takes a typed or byte-address buffer, found a {}",
            k.name()
        )),
    }
}

/// `hl.structured.atomic.rmw(buffer, i32 index, i32 offset, T value) -> T`.
pub(super) fn structured_atomic_rmw(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    raw_handle(&sig, ResourceKind::StructuredBuffer, true)?;
    sig.operand_is(1, cx.types().i32, "index")?;
    sig.operand_is(2, cx.types().i32, "offset")?;
    atomic_value(view, &sig, 3).map(|_| ())
}
