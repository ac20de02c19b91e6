//! The `dx` dialect: one op per `llvm.dx.*` intrinsic of LLVM 22.
//!
//! clang's HLSL frontend expresses resources and shader built-ins as calls
//! to `llvm.dx.*` intrinsics; the importer turns each call into the op
//! `dx.<rest>` of `llvm.dx.<rest>` (`dx.resource.handlefrombinding`,
//! `dx.resource.getpointer`, `dx.thread.id`, `dx.lerp`, ...), and the
//! exporter turns it back.
//!
//! - `ops.rs`: the op table, which also lists each op's intrinsic and names
//!   its operands; from each row a typed view ([`GetPointer`],
//!   [`LoadTypedBuffer`], ..., and [`DxOp`] for a `match` over several ops;
//!   see `dxir_ir::op_views!`).
//! - `hooks.rs`: verify hooks — exact operand types, handle kinds, and the
//!   rules of typed, raw and cbuffer accesses.
//! - [`ResourceType`]: a typed view of the `target("dx.…")` handle types.
//! - [`Intrinsic`], [`intrinsic_by_llvm_name`], [`mangled_name`]: the
//!   mapping to intrinsic names, with LLVM's type mangling.

pub mod builtins;
pub(crate) mod hooks;
mod mangle;
mod ops;
mod resource;

pub use mangle::{
    intrinsic_by_llvm_name, intrinsic_by_op, intrinsics, mangle_type, mangled_name,
    try_mangled_name, Intrinsic, MangleError, Overload,
};
pub use ops::*;
pub(crate) use resource::scalar_bits;
pub use resource::{
    ElementType, FeedbackType, ResourceClass, ResourceKind, ResourceType, ResourceTypeError,
    SamplerKind, TargetKind,
};

/// The introduction of the generated `docs/dialects/dx.md`.
pub const INTRO: &str = "\
One op per `llvm.dx.*` intrinsic of LLVM 22 that the pipeline handles: \
`dx.<rest>` is a call of `llvm.dx.<rest>`. Resource handles are the \
`target(\"dx.…\")` types clang gives HLSL resources (`RWBuffer<float4>` is \
`target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0)`; `dx::ResourceType` names \
their parameters). The verify hooks hold each op to its intrinsic's exact \
signature and to the access rules of the resource kinds. Each op lists the \
intrinsic it stands for, the types its name is mangled on, and the \
attributes clang 22 declares it with.";

#[cfg(test)]
mod tests;
