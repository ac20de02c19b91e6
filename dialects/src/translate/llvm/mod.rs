//! Reading LLVM IR text.
//!
//! [`parse`] turns a module's text into an [`ast::Module`] that borrows from
//! the source. The reader is a byte-level [`lexer`] pulled by a
//! recursive-descent parser with bounded nesting: linear time, no token
//! buffer, no panics on any input. It checks syntax only; name resolution
//! and type checking belong to the importer that consumes the AST.
//!
//! ```
//! use dxir_dialects::translate::llvm::{ast, parse, LlErrorKind};
//!
//! let src = "define i32 @f(i32 %x) {\nentry:\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
//! let m = parse(src).unwrap();
//! let inst = &m.functions[0].blocks()[0].insts[0];
//! assert_eq!(inst.result, Some(ast::Name::Named("y")));
//! assert_eq!((inst.pos.line, inst.pos.col), (3, 3));
//! let ast::InstKind::Binary { op, flags, ty, .. } = &inst.kind else { panic!() };
//! assert_eq!((*op, flags.nsw), (ast::BinOp::Add, true));
//! assert_eq!(m.ty(*ty), &ast::Type::Int(32));
//!
//! let err = parse("define void @f() {\n  fence seq_cst\n  ret void\n}\n").unwrap_err();
//! assert_eq!((err.line, err.col, err.kind), (2, 3, LlErrorKind::Unsupported));
//! assert_eq!(err.to_string(), "2:3: unsupported: 'fence' instruction");
//! ```
//!
//! What it accepts and rejects is listed in `docs/llvm-interop.md`.

pub mod ast;
mod error;
pub mod lexer;
mod parser;

pub use error::{LlErrorKind, LlParseError};
pub use parser::{parse, MAX_DEPTH};
