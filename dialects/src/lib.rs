//! dxir's dialects.
//!
//! A dialect is a static table of [`OpDef`](dxir_ir::OpDef)s that a
//! [`Context`](dxir_ir::Context) is made with. [`registry`] gives every
//! dialect of dxir: [`llvm`], the ordinary LLVM instructions, [`dx`], the
//! `llvm.dx.*` intrinsics, [`dxil`], the DXIL operations generated from one
//! table of every DXIL op, and [`hl`], HLSL-level resources for frontends.
//! [`translate`] reads and writes LLVM IR text; [`write_dialect_docs`]
//! writes each dialect's reference page.
#![warn(missing_docs)]

mod base_names;
mod docs;
pub mod dx;
pub mod dxil;
pub mod hl;
pub mod llvm;
pub mod llvm_tools;
pub mod rules;
pub mod translate;
mod verify_sig;

pub use docs::{dialect_docs, dialect_markdown, write_dialect_docs};
use dxir_ir::{DialectRegistry, RegistryError};

/// Adds every dxir dialect to `registry`.
///
/// # Errors
/// [`RegistryError`] if one of them is already registered.
pub fn register_all(registry: &mut DialectRegistry) -> Result<(), RegistryError> {
    registry.register(&llvm::DIALECT)?;
    registry.register(&dx::DIALECT)?;
    registry.register(&dxil::DIALECT)?;
    registry.register(&hl::DIALECT)?;
    Ok(())
}

/// A registry of every dxir dialect.
///
/// # Panics
/// Only if the built-in tables clash (two ops with one name), which the
/// unit tests rule out.
///
/// # Example
/// ```
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// assert!(cx.op_def(cx.op_name("llvm.add")).is_some());
/// ```
pub fn registry() -> DialectRegistry {
    let mut r = DialectRegistry::new();
    if let Err(e) = register_all(&mut r) {
        panic!("the built-in dialect tables are inconsistent: {e}");
    }
    r
}
