//! DXIL bitcode and DX container writing.
//!
//! - [`bitstream`]: LLVM's generic bitstream format.
//! - [`module`]: a module (the `.ll` text `dxir lower` writes) as bitcode
//!   in the LLVM 3.7 encoding DXIL requires, with typed pointers.
//! - [`container`]: the DX container around it (SFI0, ISG1, OSG1, PSV0,
//!   HASH, DXIL) and a reader that prints one.
//!
//! The writer reads the exported text rather than dxir's IR: the text is
//! the one form every lowering path produces, it carries the exact LLVM
//! types and metadata the bitcode must say, and reading it decouples this
//! crate from the IR's internals.
#![warn(missing_docs)]

pub mod bitstream;
mod consts;
pub mod container;
pub mod dxc_form;
mod layout;
mod md5;
pub mod module;
mod types;

pub use container::{
    dump_container, write_container, ContainerError, ContainerOptions, ShaderInfo,
};
pub use module::{write_bitcode, write_module};

use dxir_dialects::translate::llvm::ast::Pos;

/// Something the writer cannot encode, with the position of the item in
/// the input text when there is one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct BitcodeError {
    /// Line and column in the `.ll` text.
    pub pos: Option<Pos>,
    /// What and why.
    pub message: String,
}

impl BitcodeError {
    /// An error at `pos`.
    pub fn new(pos: Option<Pos>, message: impl Into<String>) -> Self {
        BitcodeError {
            pos,
            message: message.into(),
        }
    }

    /// The same error at `pos` unless it already has a position.
    pub fn at(mut self, pos: Pos) -> Self {
        self.pos.get_or_insert(pos);
        self
    }
}
