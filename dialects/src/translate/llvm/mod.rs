//! Reading LLVM IR text.
//!
//! [`parse`] turns a module's text into an [`ast::Module`] that borrows from
//! the source. The reader is a byte-level [`lexer`] pulled by a
//! recursive-descent parser with bounded nesting: linear time, no token
//! buffer, no panics on any input. It checks syntax only; name resolution
//! and type checking belong to the importer that consumes the AST.
//!
//! What it accepts and rejects is listed in `docs/llvm-interop.md`.

pub mod ast;
mod error;
pub mod lexer;
mod parser;

pub use error::{LlErrorKind, LlParseError};
pub use parser::{parse, MAX_DEPTH};
