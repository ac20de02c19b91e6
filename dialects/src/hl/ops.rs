//! The `hl` op table.
//!
//! Each op is declared once in [`hl_ops!`]: its doc comment (which also
//! becomes the op's section of `docs/dialects/hl.md`), its typed view
//! `<Name>Op` (operand names in the row; see `dxir_ir::op_views!`), and its
//! [`OpDef`]. In the examples `H` stands
//! for a handle type such as `target("dx.TypedBuffer", float, 1, 0, 0)`
//! (`RWBuffer<float>`); the text format spells it out.

use super::hooks;
use dxir_ir::{Arity, AttrKind, AttrSpec, Dialect, OpDef, Traits, TypeConstraint as T, SHORT};

/// The `hl` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "hl",
    summary: "HLSL-level resources for frontends: declarations with their bindings and array shapes, element access, loads and stores",
    ops: OPS,
};

const fn req(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec {
        name,
        kind,
        required: true,
    }
}

const fn opt(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec {
        name,
        kind,
        required: false,
    }
}

const PURE: Traits = Traits::PURE;
const READ: Traits = Traits::MEM_READ;
const RW: Traits = Traits::MEM_READ.union(Traits::MEM_WRITE);

const TYPED: T = T::TargetExt("dx.TypedBuffer");
const RAW: T = T::TargetExt("dx.RawBuffer");
const CBUF: T = T::TargetExt("dx.CBuffer");
/// `operation` of the atomic ops: an `atomicrmw` operation DXIL has.
const ATOMIC_ATTRS: &[AttrSpec] = &[req("operation", AttrKind::Str)];
const TEXTURE: T = T::TargetExt("dx.Texture");
const SAMPLER: T = T::TargetExt("dx.Sampler");

/// Declares the ops: for each, its doc comment (also its section of the
/// generated page), its typed view `$view` with the operand and result
/// names of the row (see `dxir_ir::op_views!`), and its [`OpDef`] (fields
/// over `OpDef::base`, with `syntax: Some(&SHORT)` unless given).
macro_rules! hl_ops {
    ($(
        $(#[doc = $doc:literal])*
        $view:ident ( $($operands:tt)* ) -> ( $($results:tt)* ) =
        $name:literal { $($field:ident : $value:expr),* $(,)? }
    )*) => {
        /// Every op of the dialect.
        pub(super) const OPS: &[OpDef] = &[$(OpDef {
            $($field: $value,)*
            ..OpDef { syntax: Some(&SHORT), ..OpDef::base($name, "") }
        }),*];

        dxir_ir::op_views! {
            table: OPS, dialect: DIALECT, any: HlOp;
            $($(#[doc = $doc])* $view ( $($operands)* ) -> ( $($results)* );)*
        }

        /// Each op's doc comment, by name, one line per `///` line.
        pub(super) const DOCS: &[(&str, &str)] = &[$(($name, concat!($($doc, "\n"),*))),*];
    };
}

hl_ops! {
    /// Declares a resource or resource array and its binding.
    ///
    /// | attribute | kind | meaning |
    /// |---|---|---|
    /// | `sym_name` | string | the symbol other ops name |
    /// | `resource_type` | type | the handle type of one element, a `target("dx.…")` type |
    /// | `shape` | `[i32]`, optional | array dimensions, outermost first; `-1` (only first) is unbounded; none for a single resource |
    /// | `register` | `i32`, optional | `register(u3)`: the first register of an explicit binding |
    /// | `space` | `i32`, optional | the register space; with no `register` a space-only binding |
    /// | `class` | string, optional | the register letter written in the source (`"u"`), checked against the type |
    /// | `name` | string, optional | the source name, if it differs from `sym_name` |
    ///
    /// `RWBuffer<float> C[2][2][5] : register(u10, space1);` is
    /// ```text
    /// hl.resource {class = "u", register = 10 : i32, resource_type = type(H), shape = [2 : i32, 2 : i32, 5 : i32], space = 1 : i32, sym_name = "C"} : () -> ()
    /// ```
    /// The verifier rejects a letter that does not fit the type (`u` for
    /// UAVs, `t` for SRVs, `b` for constant buffers, `s` for samplers), a
    /// letter without a register, a dimension below 1, `-1` after the first
    /// dimension (HLSL rejects `T a[4][]`), and a range that holds 2^32 − 1
    /// or more registers or runs past register 2^32 − 1.
    ///
    /// Lowered by `lower-hl`: each handle taken becomes a
    /// `dx.resource.handlefrombinding` (explicit) or
    /// `dx.resource.handlefromimplicitbinding` (space-only or none) whose
    /// range size is the product of the dimensions, or -1 when unbounded.
    /// Order ids number the implicit and space-only declarations from 0 in
    /// declaration order, as clang does. The declaration itself becomes
    /// `@C.str = private unnamed_addr constant [2 x i8] c"C\00"`, the name
    /// the handle ops point to (only when a handle of it is used; an unused handle creates nothing, so its resource takes no registers).
    ResourceOp() -> () = "hl.resource" {
        summary: "Declares the resource or resource array `sym_name`: its handle type, array shape, binding and source name.",
        attrs: &[
            req("sym_name", AttrKind::Str),
            req("resource_type", AttrKind::Type),
            opt("shape", AttrKind::Array),
            opt("register", AttrKind::Int),
            opt("space", AttrKind::Int),
            opt("class", AttrKind::Str),
            opt("name", AttrKind::Str),
        ],
        traits: Traits::SYMBOL,
        verify: Some(hooks::resource),
    }

    /// Takes an element, or a copy of a sub-array, of a declared resource.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `indices` | `i32` each, outermost first, as many as the declaration has dimensions or fewer |
    ///
    /// Attribute `resource = @Name`. Result: with one index per dimension
    /// the handle `H`; with fewer, a copy of the sub-array that is left
    /// (`[5 x H]` for `N[7]` of `N[10][5]`). No index at all takes a single
    /// resource, or copies a whole fixed-size array (to pass it to a
    /// function).
    /// ```text
    /// %h = hl.resource.get %i, %j {resource = @B} : (i32, i32) -> H
    /// %row = hl.resource.get %c7 {resource = @N} : (i32) -> [5 x H]
    /// ```
    /// A sub-array is a value, so changing the copy never changes the
    /// resource (HLSL's copy-in). The hook checks that the indices are
    /// `i32` and the result is a handle or an array of them with fixed
    /// sizes; `verify_resource_uses` checks the result against the
    /// declaration, and rejects copying an unbounded array, which no value
    /// can hold.
    ///
    /// Lowered by `lower-hl` to `dx.resource.handlefrombinding(space,
    /// register, range, flat, name)` (or `handlefromimplicitbinding(order,
    /// space, range, flat, name)`), `flat` being the row-major flattened
    /// index `Σ index[k] · stride[k]` relative to the range start (folded
    /// when the indices are constants):
    /// ```text
    /// %h = dx.resource.handlefrombinding %space, %reg, %range, %flat, %name : (i32, i32, i32, i32, ptr) -> H
    /// ```
    /// A sub-array creates nothing by itself: `lower-hl` remembers which
    /// declaration and leading indices it is, and creates a handle when an
    /// element is read (`hl.array.get`), with the original range. Non-uniform
    /// indices are marked by the frontend with `dx.resource.nonuniformindex`,
    /// which stays inside the flattened index.
    ResourceGetOp(; indices..) -> (result) = "hl.resource.get" {
        summary: "Takes the element (one index per dimension) or a copy of the sub-array (fewer) of the resource `resource`.",
        operands: Arity::AtLeast(0),
        results: Arity::Exact(1),
        operand_types: &[T::IntLike],
        result_types: &[T::Any],
        attrs: &[req("resource", AttrKind::Symbol)],
        traits: PURE,
        verify: Some(hooks::resource_get),
    }

    /// A local resource array whose elements are not assigned yet.
    ///
    /// Result: `[N x H]`, nested for more dimensions, every size at least 1.
    /// `RWBuffer<float> L[3];` inside a function is
    /// ```text
    /// %l = hl.array.undef : () -> [3 x H]
    /// ```
    /// Reading an element before `hl.array.set` assigns it is undefined
    /// (DXC reads a null handle). A size of 0 — how C and LLVM spell an
    /// array of unknown size — is rejected: a local array cannot be
    /// unbounded.
    ///
    /// Lowered by `lower-hl` to nothing: it tracks each element, forwards
    /// the handles `hl.array.set` puts in to the reads, and reports a read
    /// of an element nothing assigned (where DXC reads a null handle).
    ArrayUndefOp() -> (result) = "hl.array.undef" {
        summary: "A local resource array whose elements are not assigned yet.",
        results: Arity::Exact(1),
        result_types: &[T::Aggregate],
        traits: PURE,
        verify: Some(hooks::array_undef),
    }

    /// A local resource array made from its elements.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `elements` | `E` each, `N` of them |
    ///
    /// Result: `[N x E]`, where `E` is a handle or a (fixed) array of them.
    /// `RWBuffer<int> Arr[2] = {X, Y};` is
    /// ```text
    /// %arr = hl.array.make %x, %y : (H, H) -> [2 x H]
    /// ```
    ///
    /// Lowered by `lower-hl` to nothing: reads of the array become the
    /// element handles (or their creation, for elements taken from a
    /// resource array).
    ArrayMakeOp(; elements.. 1) -> (result) = "hl.array.make" {
        summary: "A local resource array of the given elements.",
        operands: Arity::AtLeast(1),
        results: Arity::Exact(1),
        result_types: &[T::Aggregate],
        traits: PURE,
        verify: Some(hooks::array_make),
    }

    /// Reads an element, or a sub-array, of a local resource array.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `array` | `[N x …]` of handles |
    /// | `indices` | `i32` each, 1 to as many as the array has dimensions |
    ///
    /// Result: the array with one level taken off per index.
    /// ```text
    /// %p3 = hl.array.get %p, %c3 : ([5 x H], i32) -> H
    /// ```
    ///
    /// Lowered by `lower-hl`: reading a copy made by `hl.resource.get`
    /// becomes a `handlefrombinding` with the combined flattened index (so
    /// `P[i]` of the copy `N[7]` is `N`'s element 35 + `i`, for a dynamic
    /// `i` too); reading an element that `hl.array.make` or `hl.array.set`
    /// put there becomes that handle. A dynamic index into elements of
    /// different declarations has no single binding to create, and
    /// `lower-hl` reports it.
    ArrayGetOp(array; indices.. 1) -> (result) = "hl.array.get" {
        summary: "Reads the element (or sub-array) at the given indices of a local resource array.",
        operands: Arity::AtLeast(2),
        results: Arity::Exact(1),
        operand_types: &[T::Aggregate, T::IntLike],
        result_types: &[T::Any],
        traits: PURE,
        verify: Some(hooks::array_get),
    }

    /// A copy of a local resource array with one element (or sub-array)
    /// replaced.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `array` | `[N x …]` of handles |
    /// | `value` | the element type at the indices |
    /// | `indices` | `i32` each, 1 to as many as the array has dimensions |
    ///
    /// Result: the array's type. `Arr[0] = Y;` is
    /// ```text
    /// %arr1 = hl.array.set %arr, %y, %c0 : ([2 x H], H, i32) -> [2 x H]
    /// ```
    /// Arrays are values: an assignment inside a callee makes a new value
    /// and never changes the caller's array, which is where DXC goes wrong
    /// (seed 002, "DXC does not handle local arrays correctly").
    ///
    /// Lowered by `lower-hl` to nothing: it forwards the stored handle to
    /// the `hl.array.get`s that read it. The indices must be constants, so
    /// that each element's handle is known statically (a dynamic assignment
    /// is reported).
    ArraySetOp(array, value; indices.. 1) -> (result) = "hl.array.set" {
        summary: "A copy of a local resource array with the element (or sub-array) at the given indices replaced.",
        operands: Arity::AtLeast(3),
        results: Arity::Exact(1),
        operand_types: &[T::Aggregate, T::Any, T::IntLike],
        result_types: &[T::Aggregate],
        traits: PURE,
        verify: Some(hooks::array_set),
    }

    /// Reads one element of a typed buffer (`Buffer<T>`, `RWBuffer<T>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.TypedBuffer", E, …)` |
    /// | `index` | `i32` |
    ///
    /// Result: `value: E`, the whole element.
    /// ```text
    /// %v = hl.buffer.load %h, %i : (target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) -> <4 x float>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.load.typedbuffer` and an
    /// `llvm.extractvalue` of the value:
    /// ```text
    /// %r = dx.resource.load.typedbuffer %h, %i : (H, i32) -> {<4 x float>, i1}
    /// %v = llvm.extractvalue %r {indices = [0 : i32]} : ({<4 x float>, i1}) -> <4 x float>
    /// ```
    BufferLoadOp(buffer, index) -> (result) = "hl.buffer.load" {
        summary: "Reads element `index` of a typed buffer.",
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[TYPED, T::IntLike],
        result_types: &[T::Numeric],
        traits: READ,
        verify: Some(hooks::buffer_load),
    }

    /// Writes one element of a writeable typed buffer (`RWBuffer<T>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.TypedBuffer", E, 1, …)` |
    /// | `index` | `i32` |
    /// | `value` | `E`, the whole element |
    ///
    /// ```text
    /// hl.buffer.store %h, %i, %v : (H, i32, float) -> ()
    /// ```
    /// DXIL's bufferStore writes whole elements, so a one-lane write is a
    /// load, an `llvm.insertelement` and a store.
    ///
    /// Lowered by `lower-hl` to `dx.resource.store.typedbuffer`.
    BufferStoreOp(buffer, index, value) -> () = "hl.buffer.store" {
        summary: "Writes element `index` of a writeable typed buffer.",
        operands: Arity::Exact(3),
        operand_types: &[TYPED, T::IntLike, T::Numeric],
        traits: RW,
        verify: Some(hooks::buffer_store),
    }

    /// Reads from one element of a structured buffer
    /// (`StructuredBuffer<S>`, `RWStructuredBuffer<S>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.RawBuffer", S, …)`, `S` not `i8` |
    /// | `index` | `i32`, the element |
    /// | `offset` | `i32`, the byte offset inside the element |
    ///
    /// Result: a scalar or a vector of at most 4 lanes, or the whole
    /// element `S`. `SB[i].f` with `f` at byte 16 is
    /// ```text
    /// %f = hl.structured.load %h, %i, %c16 : (target("dx.RawBuffer", {<4 x float>, <4 x i32>}, 0, 0), i32, i32) -> <4 x i32>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.load.rawbuffer(h, index,
    /// offset)` and `llvm.extractvalue`; a whole struct (or array) element
    /// is read member by member, each at its offset (members aligned to
    /// their scalar size), and put together with `llvm.insertvalue`.
    StructuredLoadOp(buffer, index, offset) -> (result) = "hl.structured.load" {
        summary: "Reads a value at a byte offset inside element `index` of a structured buffer.",
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        operand_types: &[RAW, T::IntLike, T::IntLike],
        result_types: &[T::Any],
        traits: READ,
        verify: Some(hooks::structured_load),
    }

    /// Writes into one element of a writeable structured buffer.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.RawBuffer", S, 1, …)`, `S` not `i8` |
    /// | `index` | `i32`, the element |
    /// | `offset` | `i32`, the byte offset inside the element |
    /// | `value` | a scalar or a vector of at most 4 lanes, or `S` |
    ///
    /// ```text
    /// hl.structured.store %h, %i, %c0, %v : (target("dx.RawBuffer", float, 1, 0), i32, i32, float) -> ()
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.store.rawbuffer(h, index,
    /// offset, value)`, member by member for a whole struct element.
    StructuredStoreOp(buffer, index, offset, value) -> () = "hl.structured.store" {
        summary: "Writes a value at a byte offset inside element `index` of a writeable structured buffer.",
        operands: Arity::Exact(4),
        operand_types: &[RAW, T::IntLike, T::IntLike, T::Any],
        traits: RW,
        verify: Some(hooks::structured_store),
    }

    /// Reads from a byte-address buffer (`ByteAddressBuffer::Load<T>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.RawBuffer", i8, …)` |
    /// | `address` | `i32`, in bytes |
    ///
    /// Result: a scalar or a vector of at most 4 lanes (`Load4` is
    /// `<4 x i32>`).
    /// ```text
    /// %v = hl.byteaddress.load %h, %addr : (target("dx.RawBuffer", i8, 0, 0), i32) -> <2 x i32>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.load.rawbuffer(h, address,
    /// poison)` and `llvm.extractvalue`.
    ByteAddressLoadOp(buffer, address) -> (result) = "hl.byteaddress.load" {
        summary: "Reads a scalar or vector at byte `address` of a byte-address buffer.",
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[RAW, T::IntLike],
        result_types: &[T::Numeric],
        traits: READ,
        verify: Some(hooks::byteaddress_load),
    }

    /// Writes to a writeable byte-address buffer
    /// (`RWByteAddressBuffer::Store<T>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `buffer` | `target("dx.RawBuffer", i8, 1, …)` |
    /// | `address` | `i32`, in bytes |
    /// | `value` | a scalar or a vector of at most 4 lanes |
    ///
    /// ```text
    /// hl.byteaddress.store %h, %addr, %v : (target("dx.RawBuffer", i8, 1, 0), i32, i32) -> ()
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.store.rawbuffer(h, address,
    /// poison, value)`.
    ByteAddressStoreOp(buffer, address, value) -> () = "hl.byteaddress.store" {
        summary: "Writes a scalar or vector at byte `address` of a writeable byte-address buffer.",
        operands: Arity::Exact(3),
        operand_types: &[RAW, T::IntLike, T::Numeric],
        traits: RW,
        verify: Some(hooks::byteaddress_store),
    }

    /// Reads a member of a constant buffer (`cbuffer`, `ConstantBuffer<S>`).
    ///
    /// | operand | type |
    /// |---|---|
    /// | `cbuffer` | `target("dx.CBuffer", Layout)` |
    /// | `offset` | `i32`, in bytes, in the cbuffer's layout |
    ///
    /// Result: a scalar or a vector of at most 4 lanes. The frontend lays
    /// the cbuffer out (16-byte rows) and gives byte offsets.
    /// ```text
    /// %cu = hl.cbuffer.load %cb, %c16 : (target("dx.CBuffer", {<4 x float>, i32}), i32) -> i32
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.load.cbufferrow.{2,4,8}` of
    /// row `offset / 16` (two rows for a value that spans them) and
    /// `llvm.extractvalue`s of its lanes (a vector is rebuilt with
    /// `llvm.insertelement`). `count` at byte 16 of a float4/uint layout:
    /// ```text
    /// %row = dx.resource.load.cbufferrow.4 %cb, %c1 : (CB, i32) -> {i32, i32, i32, i32}
    /// %cu = llvm.extractvalue %row {indices = [0 : i32]} : ({i32, i32, i32, i32}) -> i32
    /// ```
    /// A dynamic offset is taken to start a row (HLSL places each cbuffer
    /// array element at a row start): row `offset >> 4`, from lane 0.
    CBufferLoadOp(cbuffer, offset) -> (result) = "hl.cbuffer.load" {
        summary: "Reads a scalar or vector at byte `offset` of a constant buffer.",
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[CBUF, T::IntLike],
        result_types: &[T::Numeric],
        traits: READ,
        verify: Some(hooks::cbuffer_load),
    }
    /// Reads a texel of a texture (`Texture2D<T> t; t[c]`, `RWTexture2D`),
    /// mip level 0 with no offset.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `texture` | `target("dx.Texture", E, …, dim)`, not a cube |
    /// | `coordinates` | `i32` or `<N x i32>`: one per axis, plus the array slice |
    ///
    /// Result: the whole element `E`.
    /// ```text
    /// %v = hl.texture.load %t, %c : (target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>) -> <4 x float>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.load.level` (LLVM main's
    /// intrinsic), with level 0 (`undef` for a UAV, which has no mip
    /// levels) and `undef` offsets.
    TextureLoadOp(texture, coordinates) -> (result) = "hl.texture.load" {
        summary: "Reads the texel at integer `coordinates` of a texture.",
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[TEXTURE, T::IntLike],
        result_types: &[T::Numeric],
        traits: READ,
        verify: Some(hooks::texture_load),
    }

    /// Writes a whole texel of a writeable texture (`RWTexture2D<T> u;
    /// u[c] = v`).
    ///
    /// ```text
    /// hl.texture.store %u, %c, %v : (target("dx.Texture", <4 x float>, 1, 0, 0, 2), <2 x i32>, <4 x float>) -> ()
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.store.texture`.
    TextureStoreOp(texture, coordinates, value) -> () = "hl.texture.store" {
        summary: "Writes the texel at integer `coordinates` of a writeable texture.",
        operands: Arity::Exact(3),
        operand_types: &[TEXTURE, T::IntLike, T::Numeric],
        traits: RW,
        verify: Some(hooks::texture_store),
    }

    /// Samples a texture at an explicit level of detail
    /// (`t.SampleLevel(s, uv, lod)`), in any stage.
    ///
    /// | operand | type |
    /// |---|---|
    /// | `texture` | `target("dx.Texture", E, …, dim)` |
    /// | `sampler` | `target("dx.Sampler", k)` |
    /// | `coordinates` | `float` or `<N x float>`: one per axis (3 for a cube), plus the array slice |
    /// | `level` | `float` |
    ///
    /// ```text
    /// %c = hl.texture.sample_level %t, %s, %uv, %lod : (target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 0), <2 x float>, float) -> <4 x float>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.samplelevel` with no offset.
    TextureSampleLevelOp(texture, sampler, coordinates, level) -> (result) = "hl.texture.sample_level" {
        summary: "Samples a texture at float `coordinates` and level of detail `level`.",
        operands: Arity::Exact(4),
        results: Arity::Exact(1),
        operand_types: &[TEXTURE, SAMPLER, T::FloatLike, T::FloatLike],
        result_types: &[T::Numeric],
        traits: READ,
        verify: Some(hooks::texture_sample_level),
    }

    /// Width and height of a texture (`t.GetDimensions(w, h)`) as
    /// `<2 x i32>`.
    ///
    /// ```text
    /// %wh = hl.texture.dimensions %t : (target("dx.Texture", <4 x float>, 0, 0, 0, 2)) -> <2 x i32>
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.getdimensions.xy`.
    TextureDimensionsOp(texture) -> (result) = "hl.texture.dimensions" {
        summary: "Width and height of a texture.",
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        operand_types: &[TEXTURE],
        traits: READ,
        verify: Some(hooks::texture_dimensions),
    }

    /// A handle from the SM 6.6 descriptor heaps: `ResourceDescriptorHeap[i]`
    /// for a resource type, `SamplerDescriptorHeap[i]` for a `dx.Sampler`.
    ///
    /// ```text
    /// %b = hl.heap.get %i : (i32) -> target("dx.RawBuffer", i8, 1, 0)
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.handlefromheap`.
    HeapGetOp(index) -> (result) = "hl.heap.get" {
        summary: "Handle of entry `index` of the resource (or sampler) descriptor heap.",
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        operand_types: &[T::IntLike],
        traits: PURE,
        verify: Some(hooks::heap_get),
    }

    /// An atomic read-modify-write of a typed buffer element or of the
    /// `i32`/`i64` at a byte address of a byte-address buffer
    /// (`InterlockedAdd(buf[i], v, old)`): returns the old value.
    ///
    /// | operand / attribute | type |
    /// |---|---|
    /// | `buffer` | a writeable `dx.TypedBuffer` of `i32`/`i64`, or a byte-address `dx.RawBuffer` |
    /// | `index` | `i32`: the element, or the byte address |
    /// | `value` | `i32` or `i64` (the element type for a typed buffer) |
    /// | `operation` | `"add"`, `"and"`, `"or"`, `"xor"`, `"min"`, `"max"`, `"umin"`, `"umax"` or `"xchg"` |
    ///
    /// ```text
    /// %old = hl.atomic.rmw %b, %i, %v {operation = "add"} : (target("dx.RawBuffer", i8, 1, 0), i32, i32) -> i32
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.atomic.binop`.
    AtomicRmwOp(buffer, index, value) -> (result) = "hl.atomic.rmw" {
        summary: "Atomically applies `operation` to a typed buffer element or a byte-address buffer word; returns the old value.",
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        attrs: ATOMIC_ATTRS,
        traits: RW,
        verify: Some(hooks::atomic_rmw),
    }

    /// An atomic read-modify-write of the `i32`/`i64` at byte `offset` of
    /// element `index` of a writeable structured buffer; as
    /// `hl.atomic.rmw` otherwise.
    ///
    /// ```text
    /// %old = hl.structured.atomic.rmw %sb, %i, %c4, %v {operation = "umax"} : (target("dx.RawBuffer", {i32, i32}, 1, 0), i32, i32, i32) -> i32
    /// ```
    ///
    /// Lowered by `lower-hl` to `dx.resource.atomic.binop`.
    StructuredAtomicRmwOp(buffer, index, offset, value) -> (result) = "hl.structured.atomic.rmw" {
        summary: "Atomically applies `operation` to a member of a structured buffer element; returns the old value.",
        operands: Arity::Exact(4),
        results: Arity::Exact(1),
        attrs: ATOMIC_ATTRS,
        traits: RW,
        verify: Some(hooks::structured_atomic_rmw),
    }
}
