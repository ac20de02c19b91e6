#![doc = include_str!("intro.md")]
//!
//! ## Code
//!
//! - `ops.rs`: the op table ([`DIALECT`]) with one documented typed view
//!   per op ([`ResourceGetOp`], [`BufferLoadOp`], ...; [`HlOp`] for a
//!   `match` over several), generated from the op's row.
//! - `hooks.rs`: the verify hooks.
//! - [`ResourceDecl`]: a checked view of one `hl.resource`.
//! - [`verify_resource_uses`]: the module-level check of symbol uses.

mod decl;
mod hooks;
mod ops;
mod uses;

pub use decl::{class_letter, Binding, ResourceDecl, ResourceDeclError};
pub use ops::{
    ArrayGetOp, ArrayMakeOp, ArraySetOp, ArrayUndefOp, AtomicRmwOp, BufferLoadOp, BufferStoreOp,
    ByteAddressLoadOp, ByteAddressStoreOp, CBufferLoadOp, HeapGetOp, HlOp, ResourceGetOp,
    ResourceOp, StructuredAtomicRmwOp, StructuredLoadOp, StructuredStoreOp, TextureDimensionsOp,
    TextureLoadOp, TextureSampleLevelOp, TextureStoreOp, DIALECT,
};
pub use uses::{
    resolve_resource, verify_resource_uses, ResourceUseDiagnostic, ResourceUseError,
    ResourceUseErrors,
};

/// The introduction of the generated `docs/dialects/hl.md` (also this
/// module's documentation).
pub const INTRO: &str = include_str!("intro.md");

/// The doc comment of the `hl` op `name`, for the generated page.
pub fn op_doc(name: &str) -> Option<&'static str> {
    ops::DOCS.iter().find(|(n, _)| *n == name).map(|(_, d)| *d)
}

#[cfg(test)]
mod tests;
