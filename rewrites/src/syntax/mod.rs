//! The rule language's surface: lexer, syntax tree and parser.

pub mod ast;
pub(crate) mod lexer;
pub(crate) mod parser;

pub use parser::MAX_NESTING;
