//! Why a pass failed, as types.
//!
//! [`PassErrorKind`] is the reason a [`PassError`](crate::PassError) carries.
//! It is grouped by the part of the pipeline that finds it (rules, bindings,
//! handle forwarding, resource accesses, cbuffers, `hl` lowering, metadata,
//! intrinsic expansion, DXIL validation), each group an enum of its own with
//! one variant per distinct failure and the facts of that failure as fields,
//! so that an embedder can match on what went wrong (`PassErrorKind::Binding(
//! BindingError::CannotAllocate { .. })`) instead of parsing text.
//!
//! Each variant's `#[error]` text is the message the CLI prints after
//! `pass `NAME`: `; the texts are part of the CLI's output (the FileCheck and
//! malformed-input tests check them), so a change to one is a change to
//! what users see.

use dxir_dialects::dx::ResourceTypeError;
use dxir_dialects::dxil::{LegalityError, TripleError};
use dxir_dialects::hl::{ResourceDeclError, ResourceUseError};
use dxir_ir::ModuleError;
use dxir_rewrites::{BuiltinError, RewriteError, RuleErrors};

use crate::validate::DxilValidationError;

/// Why a pass failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PassErrorKind {
    /// A rule that matched built something wrong, or an op no rule gives a
    /// legal form (the rule engines' own error, with the rule's name and
    /// the near misses).
    #[error(transparent)]
    Rewrite(#[from] RewriteError),
    /// The pass's built-in rule files do not load (a bug in dxir).
    #[error("built-in rules: {0}")]
    BuiltinRules(RuleErrors),
    /// The user's rule files do not merge with the pass's built-in ones.
    #[error(transparent)]
    UserRules(RuleErrors),
    /// The module's `llvm.triple` names no DXIL target.
    #[error(transparent)]
    Target(#[from] TripleError),
    /// A `dxil` op the module's DXIL version or stage does not allow.
    #[error(transparent)]
    Legality(#[from] LegalityError),
    /// A DXIL rule the lowered module breaks (the `validate-dxil` checks).
    #[error(transparent)]
    Validation(#[from] DxilValidationError),
    /// Something left in a DXIL-form module that DXIL cannot hold.
    #[error(transparent)]
    Dxil(#[from] DxilFormError),
    /// `hl` lowering (`lower-hl`).
    #[error(transparent)]
    Hl(#[from] HlError),
    /// Resource bindings: creation ops, register allocation, overlaps.
    #[error(transparent)]
    Binding(#[from] BindingError),
    /// Forwarding resource handles and pointers to their creations.
    #[error(transparent)]
    Forward(#[from] ForwardError),
    /// Accesses through `getpointer` (`resource-access`).
    #[error(transparent)]
    Access(#[from] AccessError),
    /// Cbuffer layouts and accesses (`cbuffer-access`).
    #[error(transparent)]
    CBuffer(#[from] CBufferError),
    /// DXIL metadata (`translate-metadata`).
    #[error(transparent)]
    Metadata(#[from] MetadataError),
    /// Intrinsic expansion (`expand-intrinsics`).
    #[error(transparent)]
    Expand(#[from] ExpandError),
    /// A reason from a pass outside dxir (an embedder's own pass, or a test
    /// pass), which has no variant here: its text is the pass's own.
    #[error("{0}")]
    Custom(String),
}

/// Something left in a module that lowering to DXIL must have removed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DxilFormError {
    /// A value, argument or global whose type still holds a `dx` target type.
    #[error("{what} has type `{ty}`, which contains a dx target type")]
    DxType {
        /// What has the type (`result 0 of `llvm.load``, `global @g`).
        what: String,
        /// The type, printed.
        ty: String,
    },
    /// An op of a dialect DXIL has no form for.
    #[error("`{op}` remains after lowering to DXIL")]
    Remains {
        /// The op's name.
        op: String,
    },
    /// A handle cast (`lower-dxil`'s marker) that still has users no rule
    /// lowers.
    #[error(
        "a resource handle is used by {} which lower-dxil cannot lower \
         (handles must reach their accesses directly)",
        users.iter().map(|u| format!("`{u}`")).collect::<Vec<_>>().join(", ")
    )]
    HandleUsedBy {
        /// The names of the ops that use the handle.
        users: Vec<String>,
    },
    /// A signature load or store that `translate-metadata` has not yet
    /// given a signature element.
    #[error(
        "`{op}` (shader signature I/O) has no signature element: \
         `translate-metadata` assigns them (clang 22 leaves every \
         element id 0), so run it before `lower-dxil`"
    )]
    NoSignatureElement {
        /// The op's name.
        op: String,
    },
}

/// A resource's name as messages show it: `'a'`, or `<unnamed>` for the
/// empty name. The errors keep the bare name, so an embedder compares it
/// with the name it declared; the quotes are only for people.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quoted<'a>(pub &'a str);

impl std::fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.0.is_empty() {
            f.write_str("<unnamed>")
        } else {
            write!(f, "'{}'", self.0)
        }
    }
}

/// A resource binding that cannot be read or allocated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BindingError {
    /// Two resources' explicit registers overlap in one class and space.
    #[error(
        "resource {} at {range} overlaps resource {} at {other_range} in space {space}",
        Quoted(.name),
        Quoted(.other)
    )]
    Overlap {
        /// The later resource's name as declared (empty when it has none).
        name: String,
        /// Its registers (`t0`, `t0..t3`, `t4..`).
        range: String,
        /// The resource it overlaps, as `name`.
        other: String,
        /// Its registers.
        other_range: String,
        /// The register space.
        space: u32,
    },
    /// An implicit binding of no registers.
    #[error("resource cannot be allocated: {} has a range of 0 registers", Quoted(.name))]
    ZeroRange {
        /// The resource's name as declared (empty when it has none).
        name: String,
    },
    /// No free run of registers fits an implicit binding.
    #[error(
        "resource cannot be allocated: {} needs {size} consecutive free {letter} register{} in space {space}",
        Quoted(.name),
        if *size == 1 { "" } else { "s" }
    )]
    CannotAllocate {
        /// The resource's name as declared (empty when it has none).
        name: String,
        /// How many registers it needs.
        size: u32,
        /// Its register class's letter (`t`, `u`, `b`, `s`).
        letter: char,
        /// The register space.
        space: u32,
    },
    /// No free registers reach the top of the space for an unbounded
    /// implicit binding.
    #[error(
        "resource cannot be allocated: unbounded {} needs the free {letter} registers up to the top of space {space}, and none reach it",
        Quoted(.name)
    )]
    CannotAllocateUnbounded {
        /// The resource's name as declared (empty when it has none).
        name: String,
        /// Its register class's letter.
        letter: char,
        /// The register space.
        space: u32,
    },
    /// An implicit-binding op changed between analysis and rewriting (a
    /// bug in the pass).
    #[error("implicit binding op changed")]
    OpChanged,
    /// A handle creation with the wrong number of operands.
    #[error("`{op}` takes 5 operands, found {found}")]
    CreationArity {
        /// The op's name.
        op: String,
        /// How many it has.
        found: usize,
    },
    /// A binding operand (space, register, range size) that is not a
    /// constant.
    #[error("`{op}`: the {what} (operand {index}) must be a constant")]
    NotConstant {
        /// The op's name.
        op: String,
        /// What the operand is (`space`, `lower bound`, `range size`).
        what: String,
        /// Its operand index.
        index: usize,
    },
    /// A handle creation without a result.
    #[error("`{op}` has no result")]
    NoResult {
        /// The op's name.
        op: String,
    },
    /// A handle creation whose result type is not a resource type.
    #[error("bad resource handle type: {0}")]
    HandleType(ResourceTypeError),
    /// A counter update whose direction is not a constant.
    #[error("`{op}`: the direction must be a constant")]
    CounterDirection {
        /// The op's name.
        op: &'static str,
    },
}

/// A resource handle or pointer that cannot be traced to the creation it
/// came from (DXIL has no handles in memory, parameters or merges of
/// different resources).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ForwardError {
    /// A load of a handle global that may run before any store of it.
    #[error(
        "load of the resource handle in @{global} is not dominated by a store of it: it \
         could read the global before the handle is written"
    )]
    UndominatedLoad {
        /// The global.
        global: String,
    },
    /// Two different handles stored into one global.
    #[error(
        "handle {} stored into @{global} overwrites handle {} stored there before: a \
         resource global must hold one resource",
        value_name(.stored), value_name(.first)
    )]
    Overwrite {
        /// The global.
        global: String,
        /// The name of the value stored now, if it has one.
        stored: Option<String>,
        /// The name of the value stored before, if it has one.
        first: Option<String>,
    },
    /// A dynamically indexed array of handles whose elements are not one
    /// binding range.
    #[error(
        "a resource handle is loaded from an array of handles indexed dynamically \
         whose elements are not consecutive handles of one binding range"
    )]
    NonConsecutiveArray,
    /// A handle parameter (the function was not inlined).
    #[error(
        "a resource handle that is a parameter of @{function} cannot be resolved to \
         its creation: DXIL has no handle parameters (the function must be \
         inlined)"
    )]
    HandleParameter {
        /// The function.
        function: String,
    },
    /// A handle loaded from memory the pass cannot follow.
    #[error("a resource handle is loaded from memory that cannot be forwarded: {what}")]
    UnforwardableLoad {
        /// What the pointer is, in words.
        what: String,
    },
    /// A loop copying handles that was not unrolled.
    #[error(
        "a loop copying resource handles runs more than {max} times: \
         it is not unrolled"
    )]
    LoopNotUnrolled {
        /// The most iterations the pass follows.
        max: usize,
    },
    /// A phi or select merging handles some of which do not come from a
    /// creation.
    #[error("phi or select of resource handles that do not all come from a handle creation")]
    MergeOfUnknownHandles,
    /// A phi or select merging handles of different resources.
    #[error(
        "phi or select of handles of different resources: the resource is not guaranteed \
         to map to a unique global resource"
    )]
    MergeOfDifferentResources,
    /// A phi or select of a resource pointer and another pointer.
    #[error("phi or select of a resource pointer and a pointer that is not one")]
    MergeWithNonResourcePointer,
    /// A phi or select of pointers into different resources.
    #[error(
        "resource access through a phi or select of pointers into different resources: \
         the resource is not guaranteed to map to a unique global resource"
    )]
    MergeOfDifferentPointers,
    /// Resource pointers merged through more blocks than the pass copies.
    #[error(
        "resource pointers merged through more than {max} blocks: the resource is not \
         guaranteed to map to a unique global resource"
    )]
    TooManyMergeBlocks {
        /// The most blocks the pass copies through.
        max: usize,
    },
}

/// `%name`, or `<unnamed>` for a value without one.
fn value_name(n: &Option<String>) -> String {
    n.as_ref()
        .map_or("<unnamed>".to_string(), |n| format!("%{n}"))
}

/// An intrinsic `expand-intrinsics` cannot expand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ExpandError {
    /// A dot product (or normalize) of a width DXIL has no op for.
    #[error("dot product of {lanes}-lane vectors: DXIL has dot2, dot3 and dot4 only")]
    DotWidth {
        /// The vectors' lane count.
        lanes: u32,
    },
    /// A cross product of vectors that are not 3 lanes.
    #[error("cross: the vectors must have exactly 3 lanes")]
    CrossWidth,
    /// A 64-bit typed buffer load of a width that is split into two
    /// 32-bit lanes each.
    #[error("a 64-bit typed buffer load must be a scalar or a 2-lane vector")]
    Load64Width,
    /// A 64-bit typed buffer store of such a width.
    #[error("a 64-bit typed buffer store must be a scalar or a 2-lane vector")]
    Store64Width,
    /// A 64-bit buffer load whose result is used other than by taking its
    /// value or check bit apart.
    #[error("a 64-bit buffer load may only be used by `extractvalue` of its value or check bit")]
    Load64Use,
}

/// A cbuffer, its `!hlsl.cbs` description or an access to it that
/// `cbuffer-access` cannot lower to legacy row loads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum CBufferError {
    /// An `!hlsl.cbs` operand that is not a node reference.
    #[error("malformed !hlsl.cbs")]
    MalformedCbs,
    /// An `!hlsl.cbs` operand naming a node that does not exist.
    #[error("!hlsl.cbs names a missing node {node}")]
    MissingNode {
        /// The node's name.
        node: String,
    },
    /// An entry whose handle global was removed but that still lists a
    /// member.
    #[error(
        "an !hlsl.cbs entry without its handle global lists the member @{member}: \
         its cbuffer is not known"
    )]
    MemberWithoutHandle {
        /// The member global.
        member: String,
    },
    /// An entry with an operand that is neither a global nor `null`.
    #[error(
        "an !hlsl.cbs entry must list the handle global, then member globals \
         (or null for those the optimizer removed)"
    )]
    EntryOperand,
    /// An entry without a handle global first.
    #[error("an !hlsl.cbs entry must list the handle global, then member globals")]
    EntryWithoutHandle,
    /// An entry's handle global that does not exist.
    #[error("missing cbuffer global @{global}")]
    MissingGlobal {
        /// The global.
        global: String,
    },
    /// A handle global without a type.
    #[error("global without a type")]
    GlobalWithoutType,
    /// An entry's handle global whose type is not a cbuffer's.
    #[error("@{global} is not a dx.CBuffer handle global")]
    NotCBufferGlobal {
        /// The global.
        global: String,
    },
    /// A cbuffer layout that is not a struct with a body.
    #[error("cbuffer layout is not a struct with a body")]
    LayoutNotStruct,
    /// A `dx.Layout` with a different number of offsets than fields.
    #[error("cbuffer @{global}: the dx.Layout gives {offsets} offsets for {fields} fields")]
    LayoutOffsets {
        /// The handle global.
        global: String,
        /// The offsets given.
        offsets: usize,
        /// The fields of the layout.
        fields: usize,
    },
    /// An entry listing a different number of members than its layout
    /// has fields.
    #[error("cbuffer @{global} lists {members} members but its layout has {fields} fields")]
    MemberCount {
        /// The handle global.
        global: String,
        /// The members listed.
        members: usize,
        /// The fields of the layout.
        fields: usize,
    },
    /// A layout field whose type has no size.
    #[error("cbuffer layout field without a size")]
    FieldWithoutSize,
    /// A cbuffer load that no rule of the pass lowered.
    #[error("no rule lowered this cbuffer load")]
    LoadNotLowered,
    /// A select of pointers into two cbuffers.
    #[error("select of pointers into two different cbuffers")]
    SelectOfTwoCBuffers,
    /// A select of a cbuffer pointer and some other pointer.
    #[error("select of a cbuffer pointer and a pointer that is not one of the same cbuffer")]
    SelectWithOtherPointer,
    /// A select of cbuffer pointers feeding a phi of them.
    #[error("a select of cbuffer pointers that feeds a phi of them is not supported")]
    SelectFeedsPhi,
    /// A phi of cbuffer pointers that only merges itself.
    #[error("a phi of cbuffer pointers with no pointer coming from outside it")]
    PhiWithoutIncoming,
    /// A phi of a cbuffer pointer and some other pointer.
    #[error(
        "a phi of a cbuffer pointer and a pointer that is not one of the same \
         cbuffer"
    )]
    PhiWithOtherPointer,
    /// A phi of pointers into two cbuffers.
    #[error("a phi of pointers into two different cbuffers")]
    PhiOfTwoCBuffers,
    /// A phi whose incoming cbuffer pointer is a block argument or
    /// parameter.
    #[error("a phi of a cbuffer pointer that is not an op's result")]
    PhiOfNonResult,
    /// A phi whose incoming cbuffer pointer the pass did not trace.
    #[error("a phi of an unknown cbuffer pointer")]
    PhiOfUnknownPointer,
    /// A cbuffer whose handle global is never given a constant creation.
    #[error(
        "cannot find the handle of cbuffer @{global}: no store of a handle creation with \
         constant arguments into it"
    )]
    HandleNotFound {
        /// The handle global.
        global: String,
    },
    /// A function without a body to place the handle creation in.
    #[error("function without a body")]
    NoBody,
    /// More pointers derived from one member than the pass follows.
    #[error("too many pointers derived from one cbuffer member")]
    TooManyPointers,
    /// A member used by an op other than a load or a GEP.
    #[error(
        "unsupported use of a cbuffer member by `{op}`; only loads \
         (through getelementptr) are supported"
    )]
    UnsupportedUse {
        /// The using op's name.
        op: String,
    },
    /// A run-time index into a `dx.Layout` array that does not index the
    /// array type.
    #[error(
        "a run-time index into a cbuffer array of the dx.Layout form must index the \
         array type"
    )]
    LayoutArrayIndex,
    /// A run-time offset into a `dx.Layout` struct member.
    #[error(
        "a run-time offset into a cbuffer struct member of the dx.Layout form must index \
         the member's type"
    )]
    LayoutMemberOffset,
    /// A `dx.Layout` member whose type has no layout.
    #[error("a dx.Layout member without its layout")]
    LayoutMemberWithoutLayout,
    /// A `dx.Layout` struct that does not lay out.
    #[error("cannot lay out the dx.Layout struct: {0}")]
    LayoutStruct(BuiltinError),
    /// A `dx.Layout` struct without a body.
    #[error("dx.Layout struct without a body")]
    LayoutStructWithoutBody,
    /// An offset before the first field of a `dx.Layout` struct.
    #[error("offset before the dx.Layout struct")]
    OffsetBeforeLayout,
    /// An offset into a `dx.Layout` member that is not in a scalar or
    /// vector field.
    #[error(
        "an offset into a cbuffer struct member of the dx.Layout form must index the \
         member's type, unless it falls in a scalar or vector field"
    )]
    LayoutMemberField,
    /// A GEP without its source element type.
    #[error("getelementptr without a source type")]
    GepWithoutSourceType,
    /// A GEP's struct index that is not a constant.
    #[error("a struct index must be a constant")]
    StructIndexNotConstant,
    /// A GEP into a struct without a body.
    #[error("struct without a body")]
    StructWithoutBody,
    /// A GEP's struct index past the last field.
    #[error("struct index out of range")]
    StructIndexOutOfRange,
    /// A GEP through a field whose type has no size.
    #[error("cbuffer field without a size")]
    CBufferFieldWithoutSize,
    /// A GEP index past a scalar.
    #[error("getelementptr indexes into a scalar")]
    GepIntoScalar,
    /// A GEP through a type without a size.
    #[error("cbuffer type without a size")]
    TypeWithoutSize,
    /// A load of a type that is not a scalar or vector of 16-, 32- or
    /// 64-bit lanes.
    #[error(
        "cbuffer load of {ty} is not supported (scalars and vectors of 16-, 32- and \
         64-bit lanes only)"
    )]
    UnsupportedLoad {
        /// The loaded type, printed.
        ty: String,
    },
    /// A dynamic index that does not step over whole rows.
    #[error(
        "dynamic index into cbuffer memory that does not step over whole 16-byte rows \
         (only a scalar aligned to its size may be picked inside a row at run time)"
    )]
    IndexWithinRow,
    /// A load spanning more than four rows.
    #[error("cbuffer load of {ty} spans more than four 16-byte rows")]
    LoadSpansRows {
        /// The loaded type, printed.
        ty: String,
    },
    /// A load at a byte of its row that is not a multiple of its lane
    /// size: no cbuffer layout puts a value there, and a row load can
    /// only return whole lanes. clang 22 emits such loads for some struct
    /// fields that follow padding.
    #[error(
        "cbuffer load of {ty} at byte {offset} of the cbuffer: not a multiple of its {lane}-byte \
         lane, so no value of the cbuffer layout starts there (a misaddressed struct field?)"
    )]
    MisalignedLoad {
        /// The loaded type, printed.
        ty: String,
        /// The byte offset in the cbuffer.
        offset: i64,
        /// The lane size in bytes.
        lane: i64,
    },
}

/// Why a GEP's byte offset could not be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GepError {
    /// A type on the path has no size in the DXIL layout.
    #[error("{0} has no size in the DXIL data layout")]
    Unsized(String),
    /// A struct index that is not a constant, or one out of range.
    #[error("a struct index must be an in-range constant")]
    BadStructIndex,
    /// An index into a type that has no elements.
    #[error("cannot index into {0}")]
    NotIndexable(String),
}

/// A resource access through `dx.resource.getpointer` that
/// `resource-access` cannot turn into a buffer load, store or atomic.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AccessError {
    /// More pointers derived from one getpointer than the pass follows.
    #[error("too many pointers derived from one getpointer")]
    TooManyPointers,
    /// A resource pointer passed to a block argument.
    #[error(
        "a resource pointer flows into a block argument (phi) through `{op}`; \
         only accesses through one getpointer are supported"
    )]
    PointerIntoPhi {
        /// The branch's name.
        op: String,
    },
    /// A GEP off a resource pointer whose offset is not known.
    #[error(transparent)]
    Gep(#[from] GepError),
    /// A resource pointer stored to memory.
    #[error("a resource pointer is stored to memory; it cannot be resolved to an access")]
    PointerStored,
    /// A select of resource pointers.
    #[error(
        "a select of resource pointers is not supported; access each resource \
         separately"
    )]
    PointerSelect,
    /// A resource pointer passed to a call.
    #[error(
        "a resource pointer escapes into a call to @{callee}; only loads and \
         stores through getelementptr are supported"
    )]
    PointerEscapes {
        /// The called function.
        callee: String,
    },
    /// A resource pointer used by some other op.
    #[error("unsupported use of a resource pointer by `{op}`")]
    UnsupportedUse {
        /// The using op's name.
        op: String,
    },
    /// A getpointer whose handle's type is not a resource type.
    #[error("getpointer on a handle that is not a resource: {0}")]
    NotAResource(ResourceTypeError),
    /// An `llvm.memcpy` of an element of a resource kind it cannot copy.
    #[error("llvm.memcpy of a {kind} element is not supported")]
    MemcpyKind {
        /// The resource kind's name.
        kind: &'static str,
    },
    /// Any access through getpointer to a resource kind that has none.
    #[error("accesses through getpointer are not implemented for `{kind}` resources")]
    KindNotImplemented {
        /// The resource kind's name.
        kind: &'static str,
    },
    /// An atomic on a read-only resource.
    #[error("atomic operation on a read-only resource")]
    AtomicReadOnly,
    /// A store to a read-only resource.
    #[error("store to a read-only resource")]
    StoreReadOnly,
    /// An `atomicrmw` operation DXIL has no atomic for.
    #[error(
        "`atomicrmw {operation}` has no DXIL atomic; DXIL has add, and, or, xor, \
         min, max, umin, umax and xchg"
    )]
    AtomicOperation {
        /// The operation (`fadd`, `nand`).
        operation: String,
    },
    /// An atomic on a type other than `i32` or `i64`.
    #[error("atomic operation on {ty}: DXIL has atomics on i32 and i64 only")]
    AtomicType {
        /// The type, printed.
        ty: String,
    },
    /// An atomic on part of a typed resource's element.
    #[error("an atomic operation on a typed resource works on the whole {element} element")]
    AtomicPartialElement {
        /// The element type, printed.
        element: String,
    },
    /// A typed buffer whose element has no size.
    #[error("typed buffer element has no size")]
    TypedElementUnsized,
    /// A typed buffer access of a type that is neither the element nor
    /// one of its lanes.
    #[error("typed buffer access of {ty} does not match the element {element}")]
    TypedMismatch {
        /// The accessed type, printed.
        ty: String,
        /// The element type, printed.
        element: String,
    },
    /// An access past a scalar typed buffer element.
    #[error("access outside a scalar typed buffer element")]
    OutsideScalarElement,
    /// An access past a typed buffer element's lanes.
    #[error("access outside the typed buffer element")]
    OutsideElement,
    /// An aggregate access to a raw buffer.
    #[error("aggregate access of {ty} to a raw buffer is not supported; access its fields")]
    RawAggregate {
        /// The accessed type, printed.
        ty: String,
    },
    /// A raw buffer access of a type that is not numbers.
    #[error(
        "raw buffer access of {ty} is not supported; only integers, floats and vectors \
         of them"
    )]
    RawType {
        /// The accessed type, printed.
        ty: String,
    },
    /// A raw buffer access whose lane type has no size.
    #[error("raw buffer access of a lane without a size")]
    RawLaneUnsized,
    /// An `llvm.memcpy` into a read-only resource.
    #[error("llvm.memcpy into a read-only resource")]
    MemcpyReadOnly,
    /// An `llvm.memcpy` of an element at a run-time offset, or out of a
    /// byte-address buffer.
    #[error(
        "llvm.memcpy of a resource element is only supported at a constant offset in a \
         structured buffer"
    )]
    MemcpyOffset,
    /// An `llvm.memcpy` whose element type does not split into scalars.
    #[error("cannot split the element type for llvm.memcpy")]
    MemcpySplit,
    /// An `llvm.memcpy` of an element holding a type it cannot copy.
    #[error("llvm.memcpy of a resource element holding {ty} is not supported")]
    MemcpyHolding {
        /// The type, printed.
        ty: String,
    },
    /// An `llvm.memcpy` between resources that are not both structured
    /// buffers at constant offsets.
    #[error(
        "llvm.memcpy between resources is only supported between structured buffer \
         elements at constant offsets"
    )]
    MemcpyBetween,
    /// An access that no rule of the pass lowered.
    #[error("no rule lowered this access through a getpointer (`{op}`)")]
    NotLowered {
        /// The access's op name.
        op: String,
    },
}

/// DXIL metadata `translate-metadata` cannot write: the target, entry
/// points, resource records and signatures.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MetadataError {
    /// The triple's DXIL version maps to no shader model.
    #[error("the triple's DXIL version has no shader model")]
    NoShaderModel,
    /// An entry's `hlsl.shader` attribute names no stage.
    #[error("entry `{entry}` has unknown shader stage `{stage}`")]
    UnknownStage {
        /// The entry function.
        entry: String,
        /// The attribute's value.
        stage: String,
    },
    /// An entry's `hlsl.numthreads` is not three integers.
    #[error("entry `{entry}` has malformed hlsl.numthreads `{value}`")]
    MalformedNumThreads {
        /// The entry function.
        entry: String,
        /// The attribute's value.
        value: String,
    },
    /// More than one entry in a shader that is not a library (LLVM's
    /// wording).
    #[error("Non-library shader: One and only one entry expected")]
    MultipleEntries,
    /// An entry whose stage is not the triple's (LLVM's wording).
    #[error(
        "Shader stage '{stage}' for entry '{entry}' different from specified target profile '{profile}'"
    )]
    StageMismatch {
        /// The entry's stage, short (`cs`).
        stage: &'static str,
        /// The entry function.
        entry: String,
        /// The triple's stage.
        profile: &'static str,
    },
    /// A triple stage that has no target profile name.
    #[error("shader stage `{stage}` cannot be a target profile")]
    NotAProfile {
        /// The stage.
        stage: String,
    },
    /// A resource whose type does not give its record's fields.
    #[error(transparent)]
    ResourceType(#[from] ResourceTypeError),
    /// A typed resource's element with no DXIL component type.
    #[error("typed resource element `{ty}` has no DXIL component type")]
    NoComponentType {
        /// The element type, printed.
        ty: String,
    },
    /// A structured buffer's element with no HLSL type name.
    #[error("structured buffer element `{ty}` has no HLSL type name")]
    NoStructuredName {
        /// The element type, printed.
        ty: String,
    },
    /// The resource's symbol global cannot be added.
    #[error(transparent)]
    Module(#[from] ModuleError),
    /// Signature I/O in a stage dxir does not build signatures for.
    #[error("signature I/O in {stage} shaders is not supported (vertex and pixel are)")]
    SignatureStage {
        /// The stage's name.
        stage: &'static str,
    },
    /// A different number of semantics given than the entry has
    /// signature loads or stores.
    #[error("{given} {dir} semantic(s) given, but the entry has {calls} `dx.{op}` call(s)")]
    SemanticCount {
        /// How many were given.
        given: usize,
        /// `input` or `output`.
        dir: &'static str,
        /// How many calls the entry has.
        calls: usize,
        /// `load.input` or `store.output`.
        op: &'static str,
    },
    /// An input whose semantic the IR does not keep.
    #[error(
        "this input's semantic is not in the IR (its value has no name, \
         e.g. clang ran with -discard-value-names): give the inputs' \
         semantics with --input-semantics"
    )]
    InputSemanticUnknown,
    /// An output, whose semantic clang 22 never records.
    #[error(
        "clang 22 does not record the semantic of an entry's output: name \
         the outputs with --output-semantics (e.g. `SV_Target0` for a pixel \
         shader's return value, `SV_Position0` for a vertex shader's)"
    )]
    OutputSemanticUnknown,
    /// A pixel shader output that is not a system value.
    #[error(
        "`{name}` cannot be a pixel shader output: DXIL allows only SV_Target and SV_Depth there"
    )]
    PixelOutput {
        /// The semantic as written.
        name: String,
    },
    /// A system value dxir does not place.
    #[error("system value `{name}` is not supported in signatures (dxir knows {known})")]
    UnknownSystemValue {
        /// The semantic as written.
        name: String,
        /// The system values dxir knows, comma-separated.
        known: String,
    },
    /// A system value the stage does not take in that direction.
    #[error("`{name}` cannot be a {stage} shader {dir}")]
    SystemValueNotAllowed {
        /// The system value's spelling.
        name: &'static str,
        /// The stage's name.
        stage: &'static str,
        /// `input` or `output`.
        dir: &'static str,
    },
    /// An element wider than a row.
    #[error("a signature element has at most 4 components")]
    TooManyComponents,
    /// An element of a type signatures do not hold.
    #[error(
        "signature element `{semantic}` has type `{ty}`: DXIL signatures hold \
         32- and 16-bit floats and integers"
    )]
    ComponentType {
        /// The semantic.
        semantic: String,
        /// The type, printed.
        ty: String,
    },
    /// A system value of the wrong shape.
    #[error("`{name}` must be {shape}")]
    SystemValueShape {
        /// The system value.
        name: String,
        /// What it must be (`a float4`).
        shape: &'static str,
    },
    /// One semantic used with two types.
    #[error("semantic `{semantic}` is used twice with different types")]
    SemanticTypes {
        /// The semantic.
        semantic: String,
    },
    /// An `SV_Target` index past 7.
    #[error("SV_Target{index} is out of range (0 to 7)")]
    TargetOutOfRange {
        /// The index.
        index: u32,
    },
    /// One `SV_Target` written by two outputs.
    #[error("SV_Target{index} is written twice")]
    TargetTwice {
        /// The index.
        index: u32,
    },
    /// A signature that does not fit in the rows DXIL has.
    #[error("the {dir} signature needs more than {max} rows")]
    TooManyRows {
        /// `input` or `output`.
        dir: &'static str,
        /// The rows there are.
        max: usize,
    },
}

/// An `hl` module `lower-hl` cannot lower: declarations, local resource
/// arrays, inlining of the calls that carry them, and accesses.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum HlError {
    /// The input does not pass the verifier (checked first, so that the
    /// lowering never walks a malformed op).
    #[error("the input does not verify: {}{error}", op.as_ref().map(|o| format!("`{o}`: ")).unwrap_or_default())]
    InputInvalid {
        /// The op the verifier names, if any.
        op: Option<String>,
        /// The verifier's message.
        error: String,
    },
    /// A resource used in a way `hl` does not allow.
    #[error("`{op}`: {error}")]
    ResourceUse {
        /// The using op's name.
        op: &'static str,
        /// What is wrong with the use.
        error: ResourceUseError,
    },
    /// An `hl` op no rule of `dialects/rules/lower-hl/` lowered.
    #[error("`{op}` was not lowered by any rule of `dialects/rules/lower-hl/`")]
    NotLowered {
        /// The op's name.
        op: String,
    },
    /// A malformed `hl.resource` declaration.
    #[error("`hl.resource`: {0}")]
    Declaration(ResourceDeclError),
    /// The global holding a resource's name cannot be added.
    #[error("cannot add the name global @{symbol}: {error}")]
    NameGlobal {
        /// The global's name.
        symbol: String,
        /// Why the module refused it.
        error: ModuleError,
    },
    /// Different local arrays reaching one block argument.
    #[error(
        "different local resource arrays meet at this branch's target: a block argument must \
         receive the same array from every predecessor (assign the elements after the join instead)"
    )]
    ArraysMeet,
    /// An `hl` op inside a nested region.
    #[error("`hl` ops inside nested regions are not lowered")]
    NestedRegion,
    /// A local resource array used by an op that is not `hl`, where a
    /// function call could take it.
    #[error(
        "`{op}` uses a local resource array; only `hl` ops may (pass it to a function, whose \
         call is inlined, or index it)"
    )]
    ArrayUse {
        /// The using op's name.
        op: String,
    },
    /// A local resource array passed on by a branch to a block argument
    /// used by an op that is not `hl`.
    #[error("`{op}` uses a local resource array; only `hl` ops may")]
    ArrayArgUse {
        /// The using op's name.
        op: String,
    },
    /// `hl.resource.get` without its declaration.
    #[error("`hl.resource.get` needs `resource = @Name`")]
    GetWithoutResource,
    /// `hl.resource.get` of a symbol that is not a declaration.
    #[error("@{symbol} is not an `hl.resource` declaration")]
    NotADeclaration {
        /// The symbol.
        symbol: String,
    },
    /// `hl.array.set` at a run-time index.
    #[error(
        "`hl.array.set` needs constant indices: a local resource array must say statically \
         which handle each element holds"
    )]
    SetIndexNotConstant,
    /// A handle used as an array.
    #[error("a handle where an array was expected")]
    HandleNotArray,
    /// An element of a local array read before it is assigned.
    #[error(
        "this reads an element of a local resource array that was never assigned (the array is \
         made at {line}:{col})"
    )]
    Unassigned {
        /// The line of the array's creation.
        line: u32,
        /// Its column.
        col: u32,
    },
    /// An array used as a handle.
    #[error("an array where a handle was expected")]
    ArrayNotHandle,
    /// A constant index past a local array's end.
    #[error("index {index} is out of bounds of a local resource array of {len}")]
    OutOfBounds {
        /// The index.
        index: u32,
        /// The array's length.
        len: usize,
    },
    /// A run-time index into a local array whose elements are not one
    /// declaration's, in order.
    #[error(
        "a dynamic index into a local resource array whose elements come from different places \
         (not one declaration, in order) has no single binding to create"
    )]
    DynamicIndexMixed,
    /// More indices than the array has dimensions.
    #[error("too many indices")]
    TooManyIndices,
    /// An assignment into an unbounded array.
    #[error("cannot assign into an unbounded resource array")]
    AssignUnbounded,
    /// A local copy of an array larger than the pass tracks.
    #[error("a local copy of {len} resources is more than the {max} supported")]
    CopyTooLarge {
        /// The array's length.
        len: u32,
        /// The most elements tracked.
        max: u64,
    },
    /// A handle reached by a number of indices that is not the
    /// declaration's rank.
    #[error("@{symbol} has {rank} dimension(s) but {indices} indices reach this handle")]
    Rank {
        /// The declaration.
        symbol: String,
        /// Its dimensions.
        rank: usize,
        /// The indices given.
        indices: usize,
    },
    /// A flattened constant index that does not fit in 32 bits.
    #[error("the flattened index {index} into @{symbol} does not fit in 32 bits")]
    IndexTooLarge {
        /// The index.
        index: i128,
        /// The declaration.
        symbol: String,
    },
    /// A declaration without its name global (a bug in the pass).
    #[error("no name global was made for @{symbol}")]
    NoNameGlobal {
        /// The declaration.
        symbol: String,
    },
    /// An implicit binding without its order id (a bug in the pass).
    #[error("an implicit binding without an order id")]
    NoOrderId,
    /// An array value whose elements the pass cannot trace.
    #[error(
        "cannot tell which resources this array holds: local resource arrays must not flow \
         through `select`, memory, function parameters that are not inlined, or block arguments \
         that receive nothing known"
    )]
    UntracedArray,
    /// A local array type of more than 32 dimensions.
    #[error("a local resource array of more than 32 dimensions")]
    TooManyDimensions,
    /// A local array larger than the pass tracks.
    #[error("a local resource array of {len} elements is more than the {max} supported")]
    ArrayTooLarge {
        /// Its element count.
        len: u64,
        /// The most elements tracked.
        max: u64,
    },
    /// Calls carrying resources nested too deep to inline.
    #[error("calls to @{callee} nest more than {max} deep (recursion?); cannot inline them")]
    InlineDepth {
        /// The callee.
        callee: String,
        /// The deepest nesting inlined.
        max: usize,
    },
    /// A call outside any block.
    #[error("a call outside a block cannot be inlined")]
    CallOutsideBlock,
    /// A call inside a nested region.
    #[error("a call of @{callee} inside a nested region cannot be inlined")]
    CallInNestedRegion {
        /// The callee.
        callee: String,
    },
    /// A call of a declaration.
    #[error("@{callee} has no body to inline")]
    NoBodyToInline {
        /// The callee.
        callee: String,
    },
    /// A call with the wrong number of arguments.
    #[error("the call passes {args} arguments to @{callee}, which takes {params}")]
    ArgumentCount {
        /// The arguments passed.
        args: usize,
        /// The callee.
        callee: String,
        /// Its parameters.
        params: usize,
    },
    /// A callee with an op that has regions.
    #[error("@{callee} holds an op with regions, which inlining does not copy")]
    CalleeRegions {
        /// The callee.
        callee: String,
    },
    /// A callee using a value where it is not dominated.
    #[error("@{callee} uses a value that does not dominate its use; cannot inline it")]
    CalleeDominance {
        /// The callee.
        callee: String,
    },
    /// A single-block callee that is not straight-line code.
    #[error(
        "@{callee} cannot be inlined: an op uses a value it does not define first, or has regions \
         or successors"
    )]
    CalleeNotStraight {
        /// The callee.
        callee: String,
    },
    /// A callee that does not return the value its call has.
    #[error("@{callee} does not return the value its call expects")]
    CalleeReturn {
        /// The callee.
        callee: String,
    },
    /// An access op the pass has no lowering for.
    #[error("`{op}` has no lowering")]
    NoLowering {
        /// The op's name.
        op: String,
    },
    /// A structured-buffer element that does not lay out.
    #[error("cannot lay out this structured-buffer element")]
    StructuredLayout,
    /// A cbuffer load of a type other than 16-, 32- or 64-bit numbers.
    #[error("a cbuffer load reads 16-, 32- or 64-bit scalars or vectors of them")]
    CBufferLoadType,
    /// A negative constant cbuffer offset.
    #[error("a negative cbuffer offset")]
    CBufferNegativeOffset,
    /// A constant cbuffer offset not aligned to its element.
    #[error("cbuffer offset {offset} is not a multiple of the element size {size}")]
    CBufferOffsetAlignment {
        /// The offset.
        offset: u32,
        /// The element size.
        size: u32,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binding_messages_pluralize_and_name_the_registers() {
        let one = BindingError::CannotAllocate {
            name: "a".into(),
            size: 1,
            letter: 't',
            space: 0,
        };
        assert_eq!(
            one.to_string(),
            "resource cannot be allocated: 'a' needs 1 consecutive free t register in space 0"
        );
        let four = BindingError::CannotAllocate {
            name: String::new(),
            size: 4,
            letter: 'u',
            space: 2,
        };
        assert_eq!(
            PassErrorKind::from(four).to_string(),
            "resource cannot be allocated: <unnamed> needs 4 consecutive free u registers in space 2"
        );
    }

    #[test]
    fn forward_overwrite_names_unnamed_values() {
        let e = ForwardError::Overwrite {
            global: "g".into(),
            stored: None,
            first: Some("h".into()),
        };
        assert_eq!(
            e.to_string(),
            "handle <unnamed> stored into @g overwrites handle %h stored there before: a \
             resource global must hold one resource"
        );
    }

    #[test]
    fn verifier_failures_name_the_op_only_when_there_is_one() {
        let with = HlError::InputInvalid {
            op: Some("hl.array.get".into()),
            error: "expected 2 operands".into(),
        };
        assert_eq!(
            with.to_string(),
            "the input does not verify: `hl.array.get`: expected 2 operands"
        );
        let without = HlError::InputInvalid {
            op: None,
            error: "no terminator".into(),
        };
        assert_eq!(
            without.to_string(),
            "the input does not verify: no terminator"
        );
    }

    #[test]
    fn a_pass_error_prints_its_reason_and_keeps_the_op() {
        let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
        let m = dxir_ir::parse_module(
            &cx,
            "func @f() {\n  %0 = llvm.constant 0 : i32\n  llvm.ret\n}\n",
            "m.dxir",
        )
        .unwrap();
        let body = m.functions()[0].body();
        let op = body.walk()[0];
        let e =
            crate::PassError::at_op("resource-access", &cx, body, op, AccessError::StoreReadOnly);
        assert_eq!(e.to_string(), "store to a read-only resource");
        assert_eq!(e.op.as_deref(), Some("llvm.constant"));
        assert_eq!((e.loc.line, e.loc.col), (2, 3));
        // What an embedder writes: a match on the reason, not on the text.
        assert!(matches!(
            *e.kind,
            PassErrorKind::Access(AccessError::StoreReadOnly)
        ));
        assert!(!matches!(
            *e.kind,
            PassErrorKind::Access(AccessError::AtomicReadOnly)
        ));
    }

    #[test]
    fn rule_errors_keep_the_rule_name_and_print_as_the_engine_does() {
        let replace = dxir_rewrites::ReplaceTypeError {
            rule: "mul-by-pow2".into(),
            rule_at: "mine.rules:1:1".into(),
            op: "llvm.mul".into(),
            at: "m.dxir:3:3".into(),
            index: 0,
            expected: "i32".into(),
            found: "i64".into(),
        };
        let raw = RewriteError::ReplaceType(Box::new(replace));
        let kind = PassErrorKind::from(raw.clone());
        assert_eq!(kind.to_string(), raw.to_string());
        let PassErrorKind::Rewrite(RewriteError::ReplaceType(r)) = &kind else {
            panic!("expected a rewrite error, got {kind:?}");
        };
        assert_eq!(r.rule, "mul-by-pow2");
    }

    #[test]
    fn handle_users_are_quoted_and_joined() {
        let e = DxilFormError::HandleUsedBy {
            users: vec!["llvm.call".into(), "llvm.store".into()],
        };
        assert_eq!(
            e.to_string(),
            "a resource handle is used by `llvm.call`, `llvm.store` which lower-dxil cannot \
             lower (handles must reach their accesses directly)"
        );
    }
}
