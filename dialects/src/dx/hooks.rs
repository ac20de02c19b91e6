//! Verify hooks of the `dx` ops: exact types (`i32`, not any integer),
//! handle kinds, and the typed/raw access rules of the resource design.
//!
//! Hooks run after the declarative checks passed, so operand and result
//! counts are right; they still read them with `get` and never panic.

use super::resource::{scalar_bits, ResourceKind, ResourceType, TargetKind};
use crate::verify_sig::{fail, name, Result, Sig};
use dxir_ir::{Context, OpView, Type, TypeData};

impl<'a> Sig<'a> {
    /// The result must be exactly `want`.
    fn result_is(&self, want: Type) -> Result {
        let ty = self.result()?;
        if ty == want {
            Ok(())
        } else {
            fail(format!(
                "result must be {}, found {}",
                name(self.cx, want),
                name(self.cx, ty)
            ))
        }
    }

    /// Operands `range` must all be `i32`.
    fn i32_operands(&self, range: std::ops::Range<usize>, what: &[&str]) -> Result {
        let i32 = self.cx.types().i32;
        for (k, i) in range.enumerate() {
            self.operand_is(i, i32, what.get(k).copied().unwrap_or("value"))?;
        }
        Ok(())
    }

    /// Operand `i` must be a handle of one of `kinds`; returns it decoded.
    fn handle(&self, i: usize, kinds: &[TargetKind]) -> Result<ResourceType> {
        let ty = self.operand(i)?;
        let rt = match ResourceType::decode(self.cx, ty) {
            Ok(rt) => rt,
            Err(e) => return fail(format!("operand #{i} is not a resource handle: {e}")),
        };
        if kinds.contains(&rt.kind()) {
            return Ok(rt);
        }
        let want: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
        fail(format!(
            "operand #{i} must be a {} handle, found {}",
            want.join(" or "),
            name(self.cx, ty)
        ))
    }

    /// Like [`handle`](Self::handle), and the resource must be writeable.
    fn writeable_handle(&self, i: usize, kinds: &[TargetKind]) -> Result<ResourceType> {
        let rt = self.handle(i, kinds)?;
        if rt.is_writeable() {
            Ok(rt)
        } else {
            fail(format!(
                "operand #{i} is a read-only resource ({}); only a UAV can be written",
                name(self.cx, self.operand(i)?)
            ))
        }
    }

    /// The result must be the literal struct `{T, i1}`; returns `T`.
    fn value_and_check_bit(&self) -> Result<Type> {
        let cx = self.cx;
        let ty = self.result()?;
        match cx.type_data(ty) {
            TypeData::Struct {
                fields,
                packed: false,
            } if fields.len() == 2 && fields[1] == cx.types().i1 => Ok(fields[0]),
            _ => fail(format!(
                "result must be {{T, i1}} (the value and the CheckAccessFullyMapped bit), found {}",
                name(cx, ty)
            )),
        }
    }
}

/// Lane count (`None` for a scalar) and lane type.
fn lanes(cx: &Context, ty: Type) -> (Option<u32>, Type) {
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (Some(*len), *elem),
        _ => (None, ty),
    }
}

/// `ty` with its lane type replaced by `lane` (LLVM's
/// `LLVMScalarOrSameVectorWidth`).
fn same_width(cx: &Context, ty: Type, lane: Type) -> Type {
    match lanes(cx, ty).0 {
        Some(n) => cx.vector_type(lane, n),
        None => lane,
    }
}

/// An integer or float scalar, or a vector of at most 4 of them: what one
/// DXIL buffer access moves.
fn is_access_value(cx: &Context, ty: Type) -> bool {
    let (n, lane) = lanes(cx, ty);
    n.unwrap_or(1) <= 4 && scalar_bits(cx, lane).is_some()
}

// ---- Thread ids and other fixed signatures ---------------------------------

/// `thread.id`, `group.id`, `thread.id.in.group`: `i32 (i32 component)`.
pub(super) fn thread_id(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(0..1, &["component"])?;
    sig.result_is(view.cx.types().i32)
}

/// An op with no operands that returns `i32`.
pub(super) fn returns_i32(view: &OpView<'_>) -> Result {
    Sig::of(view).result_is(view.cx.types().i32)
}

/// `nonuniformindex`: `i32 (i32)`.
pub(super) fn i32_to_i32(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(0..1, &["index"])?;
    sig.result_is(view.cx.types().i32)
}

/// `dot4add.i8packed` / `u8packed`: `i32 (i32 acc, i32 a, i32 b)`.
pub(super) fn dot4add_packed(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(0..3, &["accumulator", "a", "b"])?;
    sig.result_is(view.cx.types().i32)
}

/// `dot2add`: `float (float acc, half a0, half a1, half b0, half b1)`.
pub(super) fn dot2add(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let t = view.cx.types();
    sig.operand_is(0, t.float, "accumulator")?;
    for i in 1..5 {
        sig.operand_is(i, t.half, "factor")?;
    }
    sig.result_is(t.float)
}

/// `wave.active.countbits`: `i32 (i1)`; the operand is checked by its
/// constraint.
pub(super) fn countbits(view: &OpView<'_>) -> Result {
    Sig::of(view).result_is(view.cx.types().i32)
}

/// `wave.ballot`: `<4 x i32> (i1)`.
pub(super) fn ballot(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    Sig::of(view).result_is(cx.vector_type(cx.types().i32, 4))
}

/// `wave.readlane`: `T (T value, i32 lane)`.
pub(super) fn readlane(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(1..2, &["lane"])?;
    let v = sig.operand(0)?;
    sig.result_is(v)
}

// ---- Math with lane-shaped results -------------------------------------------

/// `fdot`, `sdot`, `udot`: two operands of one vector type; the result is
/// its lane type.
pub(super) fn dot(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let (a, b) = (sig.operand(0)?, sig.operand(1)?);
    if a != b {
        return fail(format!(
            "operands must have one type, found {} and {}",
            name(cx, a),
            name(cx, b)
        ));
    }
    sig.result_is(lanes(cx, a).1)
}

/// The result has the operand's lane count with lanes of type `lane`.
fn lanes_of(view: &OpView<'_>, lane: Type) -> Result {
    let sig = Sig::of(view);
    let x = sig.operand(0)?;
    sig.result_is(same_width(view.cx, x, lane))
}

/// `isinf`, `isnan`: `i1`, lane for lane.
pub(super) fn lanes_to_i1(view: &OpView<'_>) -> Result {
    lanes_of(view, view.cx.types().i1)
}

/// `sign`, `firstbit*`: `i32`, lane for lane.
pub(super) fn lanes_to_i32(view: &OpView<'_>) -> Result {
    lanes_of(view, view.cx.types().i32)
}

/// `legacyf16tof32`: `float`, lane for lane.
pub(super) fn lanes_to_f32(view: &OpView<'_>) -> Result {
    lanes_of(view, view.cx.types().float)
}

/// `asdouble`: `double (i32 lo, i32 hi)`, lane for lane (DXIL's makeDouble
/// takes two 32-bit halves).
pub(super) fn asdouble(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let lo = sig.operand(0)?;
    if lanes(cx, lo).1 != cx.types().i32 {
        return fail(format!(
            "operands must be i32 or vectors of i32, found {}",
            name(cx, lo)
        ));
    }
    sig.operand_is(1, lo, "high half")?;
    sig.result_is(same_width(cx, lo, cx.types().double))
}

/// `splitdouble`: `{i32, i32} (double)`, lane for lane.
pub(super) fn splitdouble(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let x = sig.operand(0)?;
    if lanes(cx, x).1 != cx.types().double {
        return fail(format!(
            "operand must be double or a vector of double, found {}",
            name(cx, x)
        ));
    }
    let half = same_width(cx, x, cx.types().i32);
    sig.result_is(cx.struct_type(vec![half, half], false))
}

// ---- Shader inputs and outputs -----------------------------------------------

/// The shared `(i32, i32, i32, i8, i32)` signature-element prefix of
/// `load.input` and `store.output`.
fn io_prefix(sig: &Sig<'_>) -> Result {
    let t = sig.cx.types();
    sig.i32_operands(0..3, &["signature operand"; 3])?;
    sig.operand_is(3, t.i8, "signature operand")?;
    sig.operand_is(4, t.i32, "signature operand")
}

/// `load.input`: `T (i32, i32, i32, i8, i32)`, `T` a scalar or vector.
pub(super) fn load_input(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    io_prefix(&sig)?;
    let r = sig.result()?;
    if is_access_value(view.cx, r) {
        Ok(())
    } else {
        fail(format!(
            "result must be a scalar or a vector of at most 4 lanes, found {}",
            name(view.cx, r)
        ))
    }
}

/// `store.output`: `void (i32, i32, i32, i8, i32, T)`.
pub(super) fn store_output(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    io_prefix(&sig)?;
    let v = sig.operand(5)?;
    if is_access_value(view.cx, v) {
        Ok(())
    } else {
        fail(format!(
            "operand #5 (value) must be a scalar or a vector of at most 4 lanes, found {}",
            name(view.cx, v)
        ))
    }
}

// ---- Handles -----------------------------------------------------------------

/// `handlefrombinding(i32 space, i32 lower bound, i32 range size, i32 index,
/// ptr name)` and `handlefromimplicitbinding(i32 order id, i32 space, i32
/// range size, i32 index, ptr name)`: the result is a resource handle.
fn handle_creation(view: &OpView<'_>, what: &[&str]) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    sig.i32_operands(0..4, what)?;
    sig.operand_is(4, cx.types().ptr, "name")?;
    let r = sig.result()?;
    match ResourceType::decode(cx, r) {
        Ok(_) => Ok(()),
        Err(e) => fail(format!("result is not a resource handle: {e}")),
    }
}

/// `resource.handlefrombinding`.
pub(super) fn handle_from_binding(view: &OpView<'_>) -> Result {
    handle_creation(view, &["space", "lower bound", "range size", "index"])
}

/// `resource.handlefromimplicitbinding`.
pub(super) fn handle_from_implicit_binding(view: &OpView<'_>) -> Result {
    handle_creation(view, &["order id", "space", "range size", "index"])
}

/// `resource.getpointer(handle, i32 index)`: a typed or raw buffer gives a
/// `ptr` (address space 0) to element `index`; a cbuffer gives a
/// `ptr addrspace(2)` to byte `index`.
pub(super) fn getpointer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let rt = sig.handle(
        0,
        &[
            TargetKind::TypedBuffer,
            TargetKind::RawBuffer,
            TargetKind::CBuffer,
        ],
    )?;
    sig.i32_operands(1..2, &["index"])?;
    let space = if rt.kind() == TargetKind::CBuffer {
        2
    } else {
        0
    };
    sig.result_is(cx.ptr_type(space))
}

/// Whether a typed access moves `value` for a buffer of `element`: the
/// whole element, or — after 64-bit expansion (DXILIntrinsicExpansion) —
/// the same bytes as twice as many `i32` lanes (`double` as `<2 x i32>`,
/// `<2 x double>` as `<4 x i32>`).
fn is_whole_typed_element(cx: &Context, element: Type, value: Type) -> bool {
    if value == element {
        return true;
    }
    let (n, lane) = lanes(cx, element);
    scalar_bits(cx, lane) == Some(64) && value == cx.vector_type(cx.types().i32, 2 * n.unwrap_or(1))
}

/// `resource.load.typedbuffer(handle, i32 index) -> {T, i1}`.
///
/// The handle is a `dx.TypedBuffer`, whose element is a scalar or a vector
/// of at most 4 lanes (checked by [`ResourceType::decode`]). `T` is the
/// whole element: LLVM 22 loads whole elements and extracts lanes after the
/// load; 64-bit elements may be loaded as `i32` pairs.
pub(super) fn load_typedbuffer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let rt = sig.handle(0, &[TargetKind::TypedBuffer])?;
    sig.i32_operands(1..2, &["index"])?;
    let value = sig.value_and_check_bit()?;
    match rt.element() {
        Some(e) if is_whole_typed_element(cx, e, value) => Ok(()),
        Some(e) => fail(format!(
            "a typed buffer load returns the whole element {}, found {}",
            name(cx, e),
            name(cx, value)
        )),
        None => fail("the typed buffer has no element type".into()),
    }
}

/// `resource.store.typedbuffer(handle, i32 index, T value)`.
///
/// The resource design says typed stores write whole elements only: DXIL's
/// bufferStore always writes all four 32-bit components (a 4-lane vector of
/// ≤32-bit lanes, or 2 lanes of 64-bit ones), so partial writes would need a
/// read-modify-write. LLVM 22 states that rule on the element: `T` must be
/// the buffer's whole element type (scalar or up to 4 lanes; DXILOpLowering
/// pads the missing components with lane 0), or its `i32`-pair form after
/// 64-bit expansion. The buffer must be writeable.
pub(super) fn store_typedbuffer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let rt = sig.writeable_handle(0, &[TargetKind::TypedBuffer])?;
    sig.i32_operands(1..2, &["index"])?;
    let value = sig.operand(2)?;
    match rt.element() {
        Some(e) if is_whole_typed_element(cx, e, value) => Ok(()),
        Some(e) => fail(format!(
            "a typed buffer store writes the whole element {}, found {}",
            name(cx, e),
            name(cx, value)
        )),
        None => fail("the typed buffer has no element type".into()),
    }
}

/// `resource.load.rawbuffer(handle, i32 index, i32 offset) -> {T, i1}`:
/// `T` is a scalar or a vector of at most 4 lanes — larger HLSL loads are
/// split into several, as in DXIL's rawBufferLoad.
pub(super) fn load_rawbuffer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    sig.handle(0, &[TargetKind::RawBuffer])?;
    sig.i32_operands(1..3, &["index", "offset"])?;
    let value = sig.value_and_check_bit()?;
    if is_access_value(cx, value) {
        Ok(())
    } else {
        fail(format!(
            "a raw buffer load returns a scalar or a vector of at most 4 lanes, found {}",
            name(cx, value)
        ))
    }
}

/// `resource.store.rawbuffer(handle, i32 index, i32 offset, T value)`: `T`
/// as for loads, into a writeable raw buffer.
pub(super) fn store_rawbuffer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    sig.writeable_handle(0, &[TargetKind::RawBuffer])?;
    sig.i32_operands(1..3, &["index", "offset"])?;
    let value = sig.operand(3)?;
    if is_access_value(cx, value) {
        Ok(())
    } else {
        fail(format!(
            "a raw buffer store writes a scalar or a vector of at most 4 lanes, found {}",
            name(cx, value)
        ))
    }
}

/// `resource.load.cbufferrow.N(handle, i32 row)`: one 16-byte row as a
/// literal struct of `N` fields of one scalar type of `128 / N` bits.
fn cbufferrow(view: &OpView<'_>, n: usize) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    sig.handle(0, &[TargetKind::CBuffer])?;
    sig.i32_operands(1..2, &["row"])?;
    let r = sig.result()?;
    let ok = match cx.type_data(r) {
        TypeData::Struct {
            fields,
            packed: false,
        } => {
            fields.len() == n
                && fields.iter().all(|&f| f == fields[0])
                && scalar_bits(cx, fields[0]) == Some(128 / n as u32)
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        fail(format!(
            "result must be a struct of {n} fields of one {}-bit scalar type (a 16-byte row), found {}",
            128 / n,
            name(cx, r)
        ))
    }
}

/// `resource.load.cbufferrow.2`: two 64-bit fields.
pub(super) fn cbufferrow2(view: &OpView<'_>) -> Result {
    cbufferrow(view, 2)
}

/// `resource.load.cbufferrow.4`: four 32-bit fields.
pub(super) fn cbufferrow4(view: &OpView<'_>) -> Result {
    cbufferrow(view, 4)
}

/// `resource.load.cbufferrow.8`: eight 16-bit fields.
pub(super) fn cbufferrow8(view: &OpView<'_>) -> Result {
    cbufferrow(view, 8)
}

/// `resource.updatecounter(handle, i8 direction) -> i32`: only a writeable
/// structured buffer has a hidden counter.
pub(super) fn updatecounter(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let rt = sig.writeable_handle(0, &[TargetKind::RawBuffer])?;
    if rt.dxil_kind(cx) != ResourceKind::StructuredBuffer {
        return fail("only a structured buffer has a counter, not a byte-address buffer".into());
    }
    sig.operand_is(1, cx.types().i8, "direction")?;
    sig.result_is(cx.types().i32)
}

/// `resource.getdimensions.x(handle) -> i32`: the element count of a typed
/// or raw buffer.
pub(super) fn getdimensions_x(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.handle(0, &[TargetKind::TypedBuffer, TargetKind::RawBuffer])?;
    sig.result_is(view.cx.types().i32)
}
