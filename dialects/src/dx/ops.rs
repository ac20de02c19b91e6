//! The `dx` op table: one op per `llvm.dx.*` intrinsic of LLVM 22.
//!
//! Each row gives the op (its name is `dx.<rest>` for `llvm.dx.<rest>`) and
//! its intrinsic (overloaded types and declaration attributes), so the two
//! tables cannot drift apart.
//!
//! Traits follow LLVM's memory attributes: `memory(none)` ops are `PURE`
//! unless they are `convergent` (wave ops may not be moved across control
//! flow, so they are neither pure nor memory ops); `memory(read)` ops read;
//! stores and counters read and write (conservatively: LLVM says `write` for
//! stores). Ops LLVM leaves without a memory attribute (barriers, `discard`,
//! signature I/O) get the memory traits of what they do.
//!
//! `llvm.dx.resource.casthandle` exists only inside the DXIL op lowering
//! (LLVM's and `lower-dxil`). LLVM 22 has no `handlefromheap`, texture,
//! sampler or atomic intrinsics: those rows take the forms of LLVM's main
//! branch (`IntrinsicsDirectX.td`), so a newer clang or another frontend
//! works unchanged.

use super::hooks;
use super::mangle::{Intrinsic, Overload};
use dxir_ir::{Arity, Dialect, OpDef, Traits, TypeConstraint as T, VerifyHook, SAME_TYPE, SHORT};

/// The `dx` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "dx",
    summary: "The llvm.dx.* intrinsics clang 22 emits for HLSL: resource handles and accesses, thread ids, HLSL math, wave ops",
    ops: OPS,
};

const PURE: Traits = Traits::PURE;
const READ: Traits = Traits::MEM_READ;
const RW: Traits = Traits::MEM_READ.union(Traits::MEM_WRITE);
const NONE: Traits = Traits::empty();
const SAME: Traits = Traits::SAME_OPERANDS_AND_RESULT_TYPE;

// Declaration attributes, in LLVM's print order (what `opt -S` writes for a
// declaration of the intrinsic, and clang 22 at -O0).
const DEFAULT: &[&str] = &["nocallback", "nofree", "nosync", "nounwind", "willreturn"];
const NOMEM: &[&str] = &[
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(none)",
];
const READMEM: &[&str] = &[
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(read)",
];
const WRITEMEM: &[&str] = &[
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(write)",
];
const COUNTER: &[&str] = &[
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(argmem: readwrite, inaccessiblemem: readwrite)",
];
const CONVERGENT: &[&str] = &[
    "convergent",
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
];
const CONVERGENT_NOMEM: &[&str] = &[
    "convergent",
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(none)",
];
const CONVERGENT_READMEM: &[&str] = &[
    "convergent",
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(read)",
];
const ARGMEM: &[&str] = &[
    "nocallback",
    "nofree",
    "nosync",
    "nounwind",
    "willreturn",
    "memory(argmem: readwrite)",
];
/// `thread.id` and friends are plain `Intrinsic`s, not `DefaultAttrsIntrinsic`s.
const THREAD: &[&str] = &["nounwind", "willreturn", "memory(none)"];
/// `llvm.dx.resource.casthandle` is declared with no attributes in LLVM 22
/// (the declaration gets `nounwind` only).
const NOUNWIND: &[&str] = &["nounwind"];

const RET: Overload = Overload::Ret;
const ARG0: Overload = Overload::Arg(0);

/// An op in the short form; the table row sets the name.
const fn op(summary: &'static str, operands: u32, results: u32, traits: Traits) -> OpDef {
    OpDef {
        operands: Arity::Exact(operands),
        results: Arity::Exact(results),
        traits,
        syntax: Some(&SHORT),
        ..OpDef::base("", summary)
    }
}

/// An op checked by `hook`.
const fn checked(
    summary: &'static str,
    operands: u32,
    results: u32,
    traits: Traits,
    hook: VerifyHook,
) -> OpDef {
    OpDef {
        verify: Some(hook),
        ..op(summary, operands, results, traits)
    }
}

/// `n` operands and one result, all of one type satisfying `c`.
const fn same(summary: &'static str, n: u32, c: &'static [T], traits: Traits) -> OpDef {
    OpDef {
        operand_types: c,
        result_types: c,
        syntax: Some(&SAME_TYPE),
        ..op(summary, n, 1, traits.union(SAME))
    }
}

/// Pure float math: `n` operands and the result of one float type.
const fn float_math(summary: &'static str, n: u32) -> OpDef {
    same(summary, n, &[T::FloatLike], PURE)
}

/// Pure integer math: `n` operands and the result of one integer type.
const fn int_math(summary: &'static str, n: u32) -> OpDef {
    same(summary, n, &[T::IntLike], PURE)
}

/// An op of `operands` operands whose types satisfy `ops`, with one result
/// satisfying `res`, checked by `hook`.
const fn typed(
    summary: &'static str,
    operands: u32,
    ops: &'static [T],
    res: &'static [T],
    traits: Traits,
    hook: Option<VerifyHook>,
) -> OpDef {
    OpDef {
        operand_types: ops,
        result_types: res,
        verify: hook,
        ..op(summary, operands, 1, traits)
    }
}

/// Builds [`OPS`], [`INTRINSICS`] and the typed views from one list of
/// `View(operand names) -> (result) = "rest" => op definition, [overloads],
/// attributes;` rows (see `dxir_ir::op_views!` for the view part), so the
/// three cannot drift apart.
macro_rules! dx_table {
    ($(
        $view:ident ( $($operands:tt)* ) -> ( $($results:tt)* ) =
        $rest:literal => $def:expr, [$($ov:expr),* $(,)?], $attrs:expr;
    )*) => {
        /// Every op of the dialect.
        pub(super) const OPS: &[OpDef] = &[$(OpDef { name: concat!("dx.", $rest), ..$def }),*];

        dxir_ir::op_views! {
            table: OPS, dialect: DIALECT, any: DxOp;
            $(
                #[doc = concat!("`dx.", $rest, "`.")]
                $view ( $($operands)* ) -> ( $($results)* );
            )*
        }
        /// The intrinsic of each op, in the order of [`OPS`].
        pub(super) const INTRINSICS: &[Intrinsic] = &[$(Intrinsic {
            op: concat!("dx.", $rest),
            llvm_name: concat!("llvm.dx.", $rest),
            overloads: &[$($ov),*],
            fn_attrs: $attrs,
        }),*];
    };
}

const H: T = T::TargetExt("dx.");

dx_table! {
    // ---- Thread ids (compute, mesh, amplification, node stages) -----------
    ThreadId(component) -> (result) = "thread.id" => checked("SV_DispatchThreadID component `c` (0, 1 or 2): `i32 (i32 c)`.", 1, 1, PURE, hooks::thread_id), [], THREAD;
    GroupId(component) -> (result) = "group.id" => checked("SV_GroupID component `c`: `i32 (i32 c)`.", 1, 1, PURE, hooks::thread_id), [], THREAD;
    ThreadIdInGroup(component) -> (result) = "thread.id.in.group" => checked("SV_GroupThreadID component `c`: `i32 (i32 c)`.", 1, 1, PURE, hooks::thread_id), [], THREAD;
    FlattenedThreadIdInGroup() -> (result) = "flattened.thread.id.in.group" => checked("SV_GroupIndex: `i32 ()`.", 0, 1, PURE, hooks::returns_i32), [], THREAD;

    // ---- Resource handles --------------------------------------------------
    HandleFromBinding(space, lower_bound, range_size, index, name) -> (result) = "resource.handlefrombinding" => OpDef { result_types: &[H], ..checked(
        "Handle of the resource bound at (i32 space, i32 lower bound, i32 range size, i32 index from the range start, ptr name).",
        5, 1, PURE, hooks::handle_from_binding) }, [RET], NOMEM;
    HandleFromImplicitBinding(order_id, space, range_size, index, name) -> (result) = "resource.handlefromimplicitbinding" => OpDef { result_types: &[H], ..checked(
        "Handle of a resource to be bound later: (i32 order id, i32 space, i32 range size, i32 index, ptr name).",
        5, 1, PURE, hooks::handle_from_implicit_binding) }, [RET], NOMEM;
    CastHandle(handle) -> (result) = "resource.casthandle" => typed(
        "Reinterprets a handle as another handle type: `lower-dxil` stands it between a `%dx.types.Handle` and the uses of the `target(\"dx.*\")` handle it replaces, as LLVM's DXIL op lowering does; none survives the lowering.",
        1, &[T::Any], &[T::Any], PURE, None), [RET, ARG0], NOUNWIND;
    NonUniformIndex(index) -> (result) = "resource.nonuniformindex" => OpDef { verify: Some(hooks::i32_to_i32), ..int_math(
        "Marks a resource index as possibly non-uniform across the wave; returns it.", 1) }, [], NOMEM;
    GetPointer(handle, index) -> (result) = "resource.getpointer" => typed(
        "Pointer to element `index` of a typed or raw buffer (`ptr`), or to byte `index` of a cbuffer (`ptr addrspace(2)`).",
        2, &[H, T::IntLike], &[T::Ptr], PURE, Some(hooks::getpointer)), [RET, ARG0], NOMEM;

    GetBasePointer(handle) -> (result) = "resource.getbasepointer" => typed(
        "Pointer to the start of a cbuffer (`ptr addrspace(2)`), through which LLVM main reads a `ConstantBuffer<T>`'s members by GEPs of its layout struct.",
        1, &[H], &[T::Ptr], PURE, Some(hooks::getbasepointer)), [RET, ARG0], NOMEM;

    // ---- Typed buffers ---------------------------------------------------
    LoadTypedBuffer(handle, index) -> (result) = "resource.load.typedbuffer" => typed(
        "Loads element `index` of a typed buffer: `{T, i1} (handle, i32 index)`, with the CheckAccessFullyMapped bit.",
        2, &[H, T::IntLike], &[T::Aggregate], READ, Some(hooks::load_typedbuffer)), [Overload::RetField(0), ARG0], READMEM;
    StoreTypedBuffer(handle, index, value) -> () = "resource.store.typedbuffer" => OpDef { operand_types: &[H, T::IntLike, T::Numeric], ..checked(
        "Writes the whole element `index` of a writeable typed buffer: `(handle, i32 index, T value)`.",
        3, 0, RW, hooks::store_typedbuffer) }, [ARG0, Overload::Arg(2)], WRITEMEM;

    // ---- Raw (byte-address and structured) buffers -------------------------
    LoadRawBuffer(handle, index, offset) -> (result) = "resource.load.rawbuffer" => typed(
        "Loads a scalar or vector at (index, byte offset) of a raw buffer: `{T, i1} (handle, i32 index, i32 offset)`.",
        3, &[H, T::IntLike], &[T::Aggregate], READ, Some(hooks::load_rawbuffer)), [Overload::RetField(0), ARG0], READMEM;
    StoreRawBuffer(handle, index, offset, value) -> () = "resource.store.rawbuffer" => OpDef { operand_types: &[H, T::IntLike, T::IntLike, T::Numeric], ..checked(
        "Writes a scalar or vector at (index, byte offset) of a writeable raw buffer: `(handle, i32 index, i32 offset, T value)`.",
        4, 0, RW, hooks::store_rawbuffer) }, [ARG0, Overload::Arg(3)], WRITEMEM;

    // ---- CBuffer rows ------------------------------------------------------
    LoadCBufferRow2(handle, row) -> (result) = "resource.load.cbufferrow.2" => typed(
        "Loads 16-byte row `row` of a cbuffer as two 64-bit values: `{T, T} (handle, i32 row)`.",
        2, &[H, T::IntLike], &[T::Aggregate], READ, Some(hooks::cbufferrow2)),
        [Overload::RetField(0), Overload::RetField(1), ARG0], READMEM;
    LoadCBufferRow4(handle, row) -> (result) = "resource.load.cbufferrow.4" => typed(
        "Loads 16-byte row `row` of a cbuffer as four 32-bit values: `{T, T, T, T} (handle, i32 row)`.",
        2, &[H, T::IntLike], &[T::Aggregate], READ, Some(hooks::cbufferrow4)),
        [Overload::RetField(0), Overload::RetField(1), Overload::RetField(2), Overload::RetField(3), ARG0], READMEM;
    LoadCBufferRow8(handle, row) -> (result) = "resource.load.cbufferrow.8" => typed(
        "Loads 16-byte row `row` of a cbuffer as eight 16-bit values: `{T x 8} (handle, i32 row)`.",
        2, &[H, T::IntLike], &[T::Aggregate], READ, Some(hooks::cbufferrow8)),
        [Overload::RetField(0), Overload::RetField(1), Overload::RetField(2), Overload::RetField(3),
         Overload::RetField(4), Overload::RetField(5), Overload::RetField(6), Overload::RetField(7), ARG0], READMEM;

    // ---- Counters and queries ------------------------------------------------
    UpdateCounter(handle, direction) -> (result) = "resource.updatecounter" => typed(
        "Adds `dir` (1 or -1) to a structured buffer's hidden counter: `i32 (handle, i8 dir)`; returns the index to use.",
        2, &[H, T::IntLike], &[T::IntLike], RW, Some(hooks::updatecounter)), [ARG0], COUNTER;
    GetDimensionsX(handle) -> (result) = "resource.getdimensions.x" => typed(
        "Number of elements of a typed or raw buffer: `i32 (handle)`.",
        1, &[H], &[T::IntLike], READ, Some(hooks::getdimensions_x)), [ARG0], READMEM;

    // ---- Textures and samplers (LLVM main's forms; LLVM 22 has none) --------
    LoadLevel(handle, coordinates, mip_level, offsets) -> (result) = "resource.load.level" => checked(
        "Loads the texel at integer `coordinates` (an `i32` or `<N x i32>`) of mip level `mip_level` of a texture, offset by `offsets`: the whole element.",
        4, 1, READ, hooks::load_level), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(3)], READMEM;
    LoadMS(handle, coordinates, sample_index, offsets) -> (result) = "resource.load.ms" => checked(
        "Loads sample `sample_index` of the texel at `coordinates` of a multisampled texture: the whole element.",
        4, 1, READ, hooks::load_ms), [RET, ARG0, Overload::Arg(1), Overload::Arg(3)], READMEM;
    StoreTexture(handle, coordinates, value) -> () = "resource.store.texture" => checked(
        "Writes the whole texel at `coordinates` of a writeable texture.",
        3, 0, RW, hooks::store_texture), [ARG0, Overload::Arg(1), Overload::Arg(2)], WRITEMEM;
    GetDimensionsXY(handle) -> (result) = "resource.getdimensions.xy" => checked(
        "Width and height of a texture: `<2 x i32> (handle)`.",
        1, 1, READ, hooks::getdimensions_xy), [ARG0], READMEM;
    GetDimensionsLevelsXY(handle, mip_level) -> (result) = "resource.getdimensions.levels.xy" => checked(
        "Width and height of mip level `mip_level` and the mip level count: `<3 x i32> (handle, i32 mip)`.",
        2, 1, READ, hooks::getdimensions_levels_xy), [ARG0], READMEM;
    Sample(handle, sampler, coordinates, offsets) -> (result) = "resource.sample" => checked(
        "Samples a texture at float `coordinates` with a sampler (implicit level of detail: pixel shaders, or compute with derivatives).",
        4, 1, READ, hooks::sample), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(3)], CONVERGENT_READMEM;
    SampleBias(handle, sampler, coordinates, bias, offsets) -> (result) = "resource.samplebias" => checked(
        "Samples with the implicit level of detail plus `bias`.",
        5, 1, READ, hooks::sample_float), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(4)], CONVERGENT_READMEM;
    SampleLevel(handle, sampler, coordinates, level, offsets) -> (result) = "resource.samplelevel" => checked(
        "Samples at the explicit level of detail `level` (any stage).",
        5, 1, READ, hooks::sample_float), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(4)], READMEM;
    SampleGrad(handle, sampler, coordinates, ddx, ddy, offsets) -> (result) = "resource.samplegrad" => checked(
        "Samples with explicit gradients `ddx` and `ddy`.",
        6, 1, READ, hooks::sample_grad), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(3), Overload::Arg(4), Overload::Arg(5)], READMEM;
    SampleCmp(handle, sampler, coordinates, compare, offsets) -> (result) = "resource.samplecmp" => checked(
        "Compares `compare` with the texels sampled through a comparison sampler: the filtered result, one lane.",
        5, 1, READ, hooks::sample_cmp), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(4)], READMEM;
    SampleCmpLevelZero(handle, sampler, coordinates, compare, offsets) -> (result) = "resource.samplecmplevelzero" => checked(
        "Compares `compare` with mip level 0's texels through a comparison sampler: the filtered result, one lane.",
        5, 1, READ, hooks::sample_cmp), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(4)], READMEM;
    Gather(handle, sampler, coordinates, channel, offsets) -> (result) = "resource.gather" => checked(
        "Channel `channel` (0 red to 3 alpha) of the four texels a bilinear sample would read: `<4 x T>`.",
        5, 1, READ, hooks::gather), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(4)], READMEM;
    GatherCmp(handle, sampler, coordinates, compare, channel, offsets) -> (result) = "resource.gather.cmp" => checked(
        "Comparisons of `compare` with the four texels a bilinear sample would read: `<4 x T>`.",
        6, 1, READ, hooks::gather_cmp), [RET, ARG0, Overload::Arg(1), Overload::Arg(2), Overload::Arg(5)], READMEM;

    // ---- Atomics and descriptor heaps (LLVM main's forms) ----------------------
    AtomicBinOp(handle, operation, coord0, coord1, coord2, value) -> (result) = "resource.atomic.binop" => checked(
        "Atomic read-modify-write of a UAV element: `T (handle, i32 op, i32 c0, i32 c1, i32 c2, T value)`; buffers use (index, byte offset), textures one coordinate per axis; returns the old value. `op` is DXIL's AtomicBinOpCode.",
        6, 1, RW, hooks::atomic_binop), [RET, ARG0], ARGMEM;
    AtomicCompareExchange(handle, coord0, coord1, compare, value) -> (result) = "resource.atomic.compare.exchange" => checked(
        "Atomic compare-exchange of a UAV element: `T (handle, i32 index, i32 offset, T compare, T new)`; returns the old value.",
        5, 1, RW, hooks::atomic_compare_exchange), [RET, ARG0], ARGMEM;
    HandleFromHeap(index) -> (result) = "resource.handlefromheap" => OpDef { result_types: &[H], ..checked(
        "Handle of entry `index` of the resource descriptor heap, or of the sampler heap for a `dx.Sampler` result (SM 6.6 `ResourceDescriptorHeap[i]`).",
        1, 1, PURE, hooks::handle_from_heap) }, [RET], NOMEM;

    // ---- HLSL math ---------------------------------------------------------
    All(value) -> (result) = "all" => typed("HLSL all(): whether every lane is non-zero.", 1, &[T::Numeric], &[T::Bool], PURE, None), [ARG0], NOMEM;
    Any(value) -> (result) = "any" => typed("HLSL any(): whether some lane is non-zero.", 1, &[T::Numeric], &[T::Bool], PURE, None), [ARG0], NOMEM;
    AsDouble(low, high) -> (result) = "asdouble" => typed("Builds doubles from (i32 low, i32 high) halves, lane for lane.", 2, &[T::IntLike], &[T::FloatLike], PURE, Some(hooks::asdouble)), [ARG0], NOMEM;
    SplitDouble(value) -> (result) = "splitdouble" => typed("Splits doubles into `{i32 low, i32 high}` halves, lane for lane.", 1, &[T::FloatLike], &[T::Aggregate], PURE, Some(hooks::splitdouble)), [Overload::RetField(0)], NOMEM;
    UClamp(value, min, max) -> (result) = "uclamp" => int_math("Unsigned clamp(x, min, max).", 3), [RET], NOMEM;
    SClamp(value, min, max) -> (result) = "sclamp" => int_math("Signed clamp(x, min, max).", 3), [RET], NOMEM;
    NClamp(value, min, max) -> (result) = "nclamp" => float_math("Float clamp(x, min, max).", 3), [RET], NOMEM;
    Cross(lhs, rhs) -> (result) = "cross" => float_math("Cross product of two 3-vectors.", 2), [RET], NOMEM;
    Saturate(value) -> (result) = "saturate" => float_math("Clamps to [0, 1].", 1), [RET], NOMEM;
    Dot2(a0, a1, b0, b1) -> (result) = "dot2" => float_math("Dot product of (a0, a1) and (b0, b1), given as scalars.", 4), [ARG0], NOMEM;
    Dot3(a0, a1, a2, b0, b1, b2) -> (result) = "dot3" => float_math("Dot product of two 3-component values given as scalars.", 6), [ARG0], NOMEM;
    Dot4(a0, a1, a2, a3, b0, b1, b2, b3) -> (result) = "dot4" => float_math("Dot product of two 4-component values given as scalars.", 8), [ARG0], NOMEM;
    FDot(lhs, rhs) -> (result) = "fdot" => typed("Float dot product of two vectors; the result is the lane type.", 2, &[T::FloatLike], &[T::FloatLike], PURE.union(Traits::COMMUTATIVE), Some(hooks::dot)), [ARG0], NOMEM;
    SDot(lhs, rhs) -> (result) = "sdot" => typed("Signed integer dot product of two vectors.", 2, &[T::IntLike], &[T::IntLike], PURE.union(Traits::COMMUTATIVE), Some(hooks::dot)), [ARG0], NOMEM;
    UDot(lhs, rhs) -> (result) = "udot" => typed("Unsigned integer dot product of two vectors.", 2, &[T::IntLike], &[T::IntLike], PURE.union(Traits::COMMUTATIVE), Some(hooks::dot)), [ARG0], NOMEM;
    Dot2Add(acc, a0, a1, b0, b1) -> (result) = "dot2add" => checked("acc + dot of two half2 values: `float (float acc, half a0, half a1, half b0, half b1)`.", 5, 1, PURE, hooks::dot2add), [], NOMEM;
    Dot4AddI8Packed(acc, a, b) -> (result) = "dot4add.i8packed" => checked("acc + dot of two packed signed 8-bit 4-vectors: `i32 (i32 acc, i32 a, i32 b)`.", 3, 1, PURE, hooks::dot4add_packed), [], NOMEM;
    Dot4AddU8Packed(acc, a, b) -> (result) = "dot4add.u8packed" => checked("acc + dot of two packed unsigned 8-bit 4-vectors: `i32 (i32 acc, i32 a, i32 b)`.", 3, 1, PURE, hooks::dot4add_packed), [], NOMEM;
    Frac(value) -> (result) = "frac" => float_math("Fractional part, x - floor(x).", 1), [RET], NOMEM;
    Degrees(value) -> (result) = "degrees" => float_math("Radians to degrees.", 1), [ARG0], NOMEM;
    Radians(value) -> (result) = "radians" => float_math("Degrees to radians.", 1), [RET], NOMEM;
    IsInf(value) -> (result) = "isinf" => typed("Whether each lane is infinite.", 1, &[T::FloatLike], &[T::IntLike], PURE, Some(hooks::lanes_to_i1)), [ARG0], NOMEM;
    IsNan(value) -> (result) = "isnan" => typed("Whether each lane is NaN.", 1, &[T::FloatLike], &[T::IntLike], PURE, Some(hooks::lanes_to_i1)), [ARG0], NOMEM;
    LegacyF16ToF32(value) -> (result) = "legacyf16tof32" => typed("Converts the low 16 bits of each lane, as a half, to float.", 1, &[T::IntLike], &[T::FloatLike], PURE, Some(hooks::lanes_to_f32)), [ARG0], NOMEM;
    Lerp(a, b, t) -> (result) = "lerp" => float_math("Linear interpolation a + (b - a) * t.", 3), [ARG0], NOMEM;
    IMad(a, b, c) -> (result) = "imad" => int_math("Signed a * b + c.", 3), [RET], NOMEM;
    UMad(a, b, c) -> (result) = "umad" => int_math("Unsigned a * b + c.", 3), [RET], NOMEM;
    Normalize(value) -> (result) = "normalize" => float_math("Scales a vector to unit length.", 1), [ARG0], NOMEM;
    RSqrt(value) -> (result) = "rsqrt" => float_math("Reciprocal square root.", 1), [RET], NOMEM;
    Sign(value) -> (result) = "sign" => typed("-1, 0 or 1 by the sign of each lane, as i32.", 1, &[T::Numeric], &[T::IntLike], PURE, Some(hooks::lanes_to_i32)), [ARG0], NOMEM;
    Step(edge, value) -> (result) = "step" => float_math("step(edge, x): 1 where x >= edge, else 0.", 2), [ARG0], NOMEM;
    FirstBitUHigh(value) -> (result) = "firstbituhigh" => typed("Index of the highest set bit of each lane counted from the most significant bit (DXIL FirstbitHi; HLSL's firstbithigh is bitwidth - 1 minus it), as i32 (-1 if none).", 1, &[T::IntLike], &[T::IntLike], PURE, Some(hooks::lanes_to_i32)), [ARG0], NOMEM;
    FirstBitSHigh(value) -> (result) = "firstbitshigh" => typed("Index of the highest bit that differs from the sign bit, counted from the most significant bit (DXIL FirstbitSHi), as i32 (-1 if none).", 1, &[T::IntLike], &[T::IntLike], PURE, Some(hooks::lanes_to_i32)), [ARG0], NOMEM;
    FirstBitLow(value) -> (result) = "firstbitlow" => typed("Index of the lowest set bit of each lane, as i32 (-1 if none).", 1, &[T::IntLike], &[T::IntLike], PURE, Some(hooks::lanes_to_i32)), [ARG0], NOMEM;

    // ---- Derivatives (LLVM 22 marks them memory(none), not convergent) ------
    DdxCoarse(value) -> (result) = "ddx.coarse" => float_math("Coarse screen-space x derivative.", 1), [RET], NOMEM;
    DdyCoarse(value) -> (result) = "ddy.coarse" => float_math("Coarse screen-space y derivative.", 1), [RET], NOMEM;
    DdxFine(value) -> (result) = "ddx.fine" => float_math("Fine screen-space x derivative.", 1), [RET], NOMEM;
    DdyFine(value) -> (result) = "ddy.fine" => float_math("Fine screen-space y derivative.", 1), [RET], NOMEM;

    // ---- Wave intrinsics (convergent) ----------------------------------------
    WaveActiveCountBits(value) -> (result) = "wave.active.countbits" => typed("Number of active lanes whose operand is true.", 1, &[T::Bool], &[T::IntLike], NONE, Some(hooks::countbits)), [], CONVERGENT_NOMEM;
    WaveAll(value) -> (result) = "wave.all" => typed("Whether the operand is true in every active lane.", 1, &[T::Bool], &[T::Bool], NONE, None), [], CONVERGENT_NOMEM;
    WaveAny(value) -> (result) = "wave.any" => typed("Whether the operand is true in some active lane.", 1, &[T::Bool], &[T::Bool], NONE, None), [], CONVERGENT_NOMEM;
    WaveBallot(value) -> (result) = "wave.ballot" => typed("Mask of the active lanes whose operand is true, as <4 x i32>.", 1, &[T::Bool], &[T::Vector], NONE, Some(hooks::ballot)), [], CONVERGENT_NOMEM;
    WaveGetLaneIndex() -> (result) = "wave.getlaneindex" => OpDef { result_types: &[T::IntLike], ..checked("This lane's index in the wave: `i32 ()`.", 0, 1, NONE, hooks::returns_i32) }, [], CONVERGENT_NOMEM;
    WaveGetLaneCount() -> (result) = "wave.get.lane.count" => OpDef { result_types: &[T::IntLike], ..checked("Number of lanes in a wave: `i32 ()`.", 0, 1, READ, hooks::returns_i32) }, [], CONVERGENT;
    WaveIsFirstLane() -> (result) = "wave.is.first.lane" => OpDef { result_types: &[T::Bool], ..op("Whether this is the first active lane: `i1 ()`.", 0, 1, READ) }, [], CONVERGENT;
    WaveReadLane(value, lane) -> (result) = "wave.readlane" => typed("The value of the operand in lane `lane`: `T (T x, i32 lane)`.", 2, &[T::Any, T::IntLike], &[T::Any], NONE, Some(hooks::readlane)), [RET], CONVERGENT_NOMEM;
    WaveReduceMax(value) -> (result) = "wave.reduce.max" => same("Maximum over the active lanes (signed for integers).", 1, &[T::Numeric], NONE), [RET], CONVERGENT_NOMEM;
    WaveReduceUMax(value) -> (result) = "wave.reduce.umax" => same("Unsigned maximum over the active lanes.", 1, &[T::IntLike], NONE), [RET], CONVERGENT_NOMEM;
    WaveReduceMin(value) -> (result) = "wave.reduce.min" => same("Minimum over the active lanes (signed for integers).", 1, &[T::Numeric], NONE), [RET], CONVERGENT_NOMEM;
    WaveReduceUMin(value) -> (result) = "wave.reduce.umin" => same("Unsigned minimum over the active lanes.", 1, &[T::IntLike], NONE), [RET], CONVERGENT_NOMEM;
    WaveReduceSum(value) -> (result) = "wave.reduce.sum" => same("Sum over the active lanes.", 1, &[T::Numeric], NONE), [RET], CONVERGENT_NOMEM;
    WaveReduceUSum(value) -> (result) = "wave.reduce.usum" => same("Unsigned integer sum over the active lanes.", 1, &[T::IntLike], NONE), [RET], CONVERGENT_NOMEM;

    // ---- Synchronization, control and signature I/O -----------------------------
    GroupMemoryBarrierWithGroupSync() -> () = "group.memory.barrier.with.group.sync" => op("GroupMemoryBarrierWithGroupSync(): orders group-shared memory and waits for the group.", 0, 0, RW), [], CONVERGENT;
    Discard(condition) -> () = "discard" => OpDef { operand_types: &[T::Bool], ..op("Discards the pixel if the operand is true.", 1, 0, RW) }, [], DEFAULT;
    LoadInput(opcode, element_id, row, column, vertex) -> (result) = "load.input" => OpDef { result_types: &[T::Numeric], ..checked(
        "Reads a shader input signature element: `T (i32, i32, i32, i8, i32)`.", 5, 1, READ, hooks::load_input) }, [RET], CONVERGENT;
    StoreOutput(opcode, element_id, row, column, vertex, value) -> () = "store.output" => OpDef { operand_types: &[T::IntLike, T::IntLike, T::IntLike, T::IntLike, T::IntLike, T::Numeric], ..checked(
        "Writes a shader output signature element: `(i32, i32, i32, i8, i32, T value)`.", 6, 0, RW, hooks::store_output) }, [Overload::Arg(5)], CONVERGENT;
}
