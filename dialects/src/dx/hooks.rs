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
/// `ptr addrspace(2)` to byte `index`; a texture (LLVM main) gives a `ptr`
/// to the texel at its coordinates.
pub(super) fn getpointer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let rt = sig.handle(
        0,
        &[
            TargetKind::TypedBuffer,
            TargetKind::RawBuffer,
            TargetKind::CBuffer,
            TargetKind::Texture,
        ],
    )?;
    if rt.kind() == TargetKind::Texture {
        texel_access(&sig, false)?;
        return sig.result_is(cx.ptr_type(0));
    }
    sig.i32_operands(1..2, &["index"])?;
    let space = if rt.kind() == TargetKind::CBuffer {
        2
    } else {
        0
    };
    sig.result_is(cx.ptr_type(space))
}

/// `resource.getbasepointer(cbuffer) -> ptr addrspace(2)`.
pub(super) fn getbasepointer(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.handle(0, &[TargetKind::CBuffer])?;
    sig.result_is(view.cx.ptr_type(2))
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

// ---- Textures and samplers (LLVM main's intrinsics; LLVM 22 has none) -------

impl<'a> Sig<'a> {
    /// Operand `i` must be `count` `i32` coordinates: an `i32` for one, an
    /// `<N x i32>` for more (how LLVM main passes texel coordinates and
    /// offsets).
    pub(crate) fn int_coordinates(&self, i: usize, count: u32, what: &str) -> Result {
        let cx = self.cx;
        let want = match count {
            1 => cx.types().i32,
            n => cx.vector_type(cx.types().i32, n),
        };
        self.operand_is(i, want, what)
    }

    /// Operand `i` must be `count` float coordinates (`float` or
    /// `<N x float>`).
    pub(crate) fn float_coordinates(&self, i: usize, count: u32, what: &str) -> Result {
        let cx = self.cx;
        let want = match count {
            1 => cx.types().float,
            n => cx.vector_type(cx.types().float, n),
        };
        self.operand_is(i, want, what)
    }

    /// Operand `i` must be a texture handle (`dx.Texture`, or also
    /// `dx.MSTexture` when `multisampled`); returns it and its dimension.
    pub(crate) fn texture(
        &self,
        i: usize,
        multisampled: bool,
    ) -> Result<(ResourceType, ResourceKind)> {
        let kinds: &[TargetKind] = if multisampled {
            &[TargetKind::MSTexture]
        } else {
            &[TargetKind::Texture]
        };
        let rt = self.handle(i, kinds)?;
        match rt.dimension() {
            Some(d) => Ok((rt, d)),
            None => fail(format!("operand #{i} has no texture dimension")),
        }
    }

    /// The result must be the texture's element type `T`.
    pub(crate) fn result_is_element(&self, rt: &ResourceType) -> Result {
        match rt.element() {
            Some(e) => self.result_is(e),
            None => fail("the texture has no element type".into()),
        }
    }
}

/// `resource.load.level(texture, coords, i32 mip, offsets) -> T`: a texel
/// of mip level `mip`, the whole element.
pub(super) fn load_level(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, dim, n) = texel_access(&sig, false)?;
    sig.i32_operands(2..3, &["mip level"])?;
    texel_offsets(&sig, 3, n, dim)?;
    sig.result_is_element(&rt)
}

/// A texel access: a texture at operand 0 (a writeable one when `write`)
/// whose dimension has texel addressing, and its integer coordinates at
/// operand 1. Returns the texture, its dimension and the coordinate count.
/// The `hl` texture ops check the same.
pub(crate) fn texel_access(
    sig: &Sig<'_>,
    write: bool,
) -> Result<(ResourceType, ResourceKind, u32)> {
    let (rt, dim) = sig.texture(0, false)?;
    if write && !rt.is_writeable() {
        return fail("operand #0 is a read-only texture; only an RWTexture can be written".into());
    }
    let Some(n) = dim.texel_coordinates() else {
        return fail(format!(
            "a {} has no texel addressing; only its sample methods read it",
            dim.name()
        ));
    };
    sig.int_coordinates(1, n, "coordinates")?;
    Ok((rt, dim, n))
}

/// `resource.load.ms(texture, coords, i32 sample, offsets) -> T`: sample
/// `sample` of a texel of a multisampled texture.
pub(super) fn load_ms(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, dim) = sig.texture(0, true)?;
    let n = dim.texel_coordinates().unwrap_or(2);
    sig.int_coordinates(1, n, "coordinates")?;
    sig.i32_operands(2..3, &["sample index"])?;
    texel_offsets(&sig, 3, n, dim)?;
    sig.result_is_element(&rt)
}

/// Texel offsets: one per spatial axis, or (as LLVM main writes them for
/// `operator[]`) as many as there are coordinates.
pub(crate) fn texel_offsets(sig: &Sig<'_>, i: usize, coords: u32, dim: ResourceKind) -> Result {
    let spatial = dim.offset_count().max(1);
    if sig.int_coordinates(i, spatial, "offsets").is_ok() {
        return Ok(());
    }
    sig.int_coordinates(i, coords, "offsets")
}

/// `resource.store.texture(texture, coords, T value)`: writes a whole texel
/// of a writeable texture.
pub(super) fn store_texture(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    let (rt, _, _) = texel_access(&sig, true)?;
    match rt.element() {
        Some(e) => sig.operand_is(2, e, "value"),
        None => fail("the texture has no element type".into()),
    }
}

/// `resource.getdimensions.xy(texture) -> <2 x i32>`: width and height.
pub(super) fn getdimensions_xy(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.handle(0, &[TargetKind::Texture, TargetKind::MSTexture])?;
    sig.result_is(view.cx.vector_type(view.cx.types().i32, 2))
}

/// `resource.getdimensions.levels.xy(texture, i32 mip) -> <3 x i32>`:
/// width, height and the number of mip levels.
pub(super) fn getdimensions_levels_xy(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.texture(0, false)?;
    sig.i32_operands(1..2, &["mip level"])?;
    sig.result_is(view.cx.vector_type(view.cx.types().i32, 3))
}

/// What follows the coordinates of a sample op, after `(texture, sampler,
/// coords)`.
#[derive(Clone, Copy)]
pub(super) enum SampleExtra {
    /// `sample`: offsets.
    None,
    /// `samplelevel`, `samplebias`: one float (level of detail or bias),
    /// then offsets.
    Float,
    /// `samplecmp`, `samplecmplevelzero`: the compare value, then offsets;
    /// the result is one lane, the filtered comparison.
    Compare,
    /// `samplegrad`: the x and y gradients (float coordinates, one per
    /// spatial axis), then offsets.
    Gradients,
    /// `gather`: the channel (`i32`), then offsets.
    Channel,
    /// `gather.cmp`: the compare value and the channel, then offsets.
    CompareChannel,
}

/// Checks `(texture, sampler, coords, extra..., offsets) -> result`; a
/// gather returns four texels of one channel, a sample the element.
fn sample_like(view: &OpView<'_>, extra: SampleExtra) -> Result {
    let sig = Sig::of(view);
    let cx = view.cx;
    let (rt, dim) = sig.texture(0, false)?;
    sig.handle(1, &[TargetKind::Sampler])?;
    let Some(n) = dim.sample_coordinates() else {
        return fail(format!("a {} cannot be sampled", dim.name()));
    };
    sig.float_coordinates(2, n, "coordinates")?;
    let spatial = dim.offset_count().max(1);
    let f32 = cx.types().float;
    let next = match extra {
        SampleExtra::None => 3,
        SampleExtra::Float => {
            sig.operand_is(3, f32, "level or bias")?;
            4
        }
        SampleExtra::Compare => {
            sig.operand_is(3, f32, "compare value")?;
            4
        }
        SampleExtra::Gradients => {
            let axes = match dim {
                ResourceKind::TextureCube | ResourceKind::TextureCubeArray => 3,
                d => d.offset_count().max(1),
            };
            sig.float_coordinates(3, axes, "x gradient")?;
            sig.float_coordinates(4, axes, "y gradient")?;
            5
        }
        SampleExtra::Channel => {
            sig.i32_operands(3..4, &["channel"])?;
            4
        }
        SampleExtra::CompareChannel => {
            sig.operand_is(3, f32, "compare value")?;
            sig.i32_operands(4..5, &["channel"])?;
            5
        }
    };
    if sig.operands.len() > next {
        // One per spatial axis, or (as a frontend may write "no offset")
        // as many as there are coordinates.
        if sig.int_coordinates(next, spatial, "offsets").is_err() {
            sig.int_coordinates(next, n, "offsets")?;
        }
    }
    let Some(elem) = rt.element() else {
        return fail("the texture has no element type".into());
    };
    match extra {
        SampleExtra::Channel | SampleExtra::CompareChannel => {
            sig.result_is(cx.vector_type(cx.scalar_type(elem), 4))
        }
        SampleExtra::Compare => sig.result_is(cx.scalar_type(elem)),
        _ => sig.result_is(elem),
    }
}

/// `resource.sample(texture, sampler, coords, offsets)`.
pub(super) fn sample(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::None)
}

/// `resource.samplelevel`, `samplebias`: `(texture, sampler, coords,
/// float, offsets)`.
pub(super) fn sample_float(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::Float)
}

/// `resource.samplecmp`, `samplecmplevelzero`: `(texture, sampler, coords,
/// float compare, offsets) -> T`, one lane.
pub(super) fn sample_cmp(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::Compare)
}

/// `resource.samplegrad(texture, sampler, coords, ddx, ddy, offsets)`.
pub(super) fn sample_grad(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::Gradients)
}

/// `resource.gather(texture, sampler, coords, i32 channel, offsets)`.
pub(super) fn gather(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::Channel)
}

/// `resource.gather.cmp(texture, sampler, coords, float compare, i32
/// channel, offsets)`.
pub(super) fn gather_cmp(view: &OpView<'_>) -> Result {
    sample_like(view, SampleExtra::CompareChannel)
}

// ---- Atomics and descriptor heaps ----------------------------------------------

/// The handle of an atomic must be a writeable buffer or texture, and the
/// value a 32- or 64-bit integer (or, for exchanges, float — DXIL's
/// atomicBinOp takes i32 and i64 overloads).
fn atomic_target(sig: &Sig<'_>, value: Type) -> Result {
    let cx = sig.cx;
    sig.writeable_handle(
        0,
        &[
            TargetKind::TypedBuffer,
            TargetKind::RawBuffer,
            TargetKind::Texture,
        ],
    )?;
    if value == cx.types().i32 || value == cx.types().i64 {
        Ok(())
    } else {
        fail(format!(
            "an atomic works on i32 or i64, found {}",
            name(cx, value)
        ))
    }
}

/// `resource.atomic.binop(handle, i32 op, i32 c0, i32 c1, i32 c2, T value)
/// -> T`: the original value.
pub(super) fn atomic_binop(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(
        1..5,
        &["operation", "coordinate 0", "coordinate 1", "coordinate 2"],
    )?;
    let value = sig.operand(5)?;
    atomic_target(&sig, value)?;
    sig.result_is(value)
}

/// `resource.atomic.compare.exchange(handle, i32 c0, i32 c1, T compare, T
/// new) -> T`.
pub(super) fn atomic_compare_exchange(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(1..3, &["coordinate 0", "coordinate 1"])?;
    let value = sig.operand(3)?;
    sig.operand_is(4, value, "new value")?;
    atomic_target(&sig, value)?;
    sig.result_is(value)
}

/// `resource.handlefromheap(i32 index)`: a resource (or sampler) of the
/// descriptor heap its type selects.
pub(super) fn handle_from_heap(view: &OpView<'_>) -> Result {
    let sig = Sig::of(view);
    sig.i32_operands(0..1, &["heap index"])?;
    let r = sig.result()?;
    match ResourceType::decode(view.cx, r) {
        Ok(_) => Ok(()),
        Err(e) => fail(format!("result is not a resource handle: {e}")),
    }
}
