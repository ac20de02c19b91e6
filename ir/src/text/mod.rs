//! The native text format: a printer and a parser, MLIR-style.
//!
//! Every op has a *generic* form that prints and parses whether or not its
//! dialect is registered:
//!
//! ```text
//! %0, %1 = "dialect.op"(%a, %b) [^bb1(%x), ^bb2] ({ ... }) {key = 5 : i32} : (i32, float) -> (i32, ptr)
//! ```
//!
//! Registered ops may also have a *custom* form, chosen by their
//! [`OpDef`](crate::OpDef)'s `syntax` ([`OpSyntax`]); the declarative forms
//! [`SAME_TYPE`], [`SHORT`], [`TERMINATOR`] and [`CONSTANT`] cover the usual
//! shapes. The grammar is written down in `docs/text-format.md`.
//!
//! The printer is canonical: printing, parsing and printing again gives the
//! same bytes. Parse errors carry `file:line:col` and render like every other
//! diagnostic about input text ([`render_error`]).

mod error;
mod lexer;
mod names;
mod parser;
mod printer;
mod syntax;

pub use error::{render_error, ParseError, ParseErrorData, ParseErrorKind};
pub use lexer::{scan_number, unescape_bytes, NumberKind};
pub use parser::{parse_attr, parse_module, parse_type, MAX_NESTING};
pub use printer::{
    attr_to_string, print_function, print_module, print_module_with, type_to_string, FunctionText,
    PrintOptions,
};
pub use syntax::{
    ConstantSyntax, OpParser, OpPrinter, OpSyntax, OperandRef, ParsedOp, ParsedRegion, Punct,
    SameTypeSyntax, ShortSyntax, TerminatorSyntax, CONSTANT, SAME_TYPE, SHORT, TERMINATOR,
};
