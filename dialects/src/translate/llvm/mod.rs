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
//!
//! [`import_module`] turns the AST into dxir IR (`llvm` dialect ops) and
//! [`export_module`] writes such IR back as LLVM IR text; the mapping
//! between the two is described in `docs/llvm-interop.md`, under "How LLVM
//! IR maps to dxir".

pub mod ast;
mod datalayout;
mod error;
mod export;
mod import;
pub mod lexer;
mod parser;
mod write;

pub use datalayout::{check_data_layout, DataLayoutError, LayoutSpaces};
pub use error::{LlErrorKind, LlParseError};
pub use export::{ExportError, ExportErrorKind, ExportToError};
pub use import::{Definition, ImportError, ImportErrorData, ImportErrorKind, Outline, Pruning};
pub use parser::{parse, MAX_DEPTH};

use dxir_ir::{AttrData, Context, Function, Module};

/// Reads LLVM IR text into a dxir module of `llvm` dialect ops.
///
/// `file_name` is only used for locations: every op's `Loc` points at its
/// instruction in `source`, and errors name it.
///
/// # Errors
/// [`ImportError`] for syntax errors (from the reader), semantic errors
/// (undefined or redefined names, type mismatches, misplaced `phi`s, ...)
/// and valid LLVM IR that dxir does not support (messages start with
/// `unsupported:`). It displays as `FILE:LINE:COL: error: MESSAGE` followed
/// by the source line and a caret.
///
/// # Example
/// ```
/// use dxir_dialects::translate::llvm::{export_module, import_module};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let src = "define i32 @f(i32 %x) {\nentry:\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n";
/// let m = import_module(&cx, src, "f.ll").unwrap();
/// assert_eq!(m.functions()[0].body().num_ops(), 3); // constant, add, ret
/// assert_eq!(export_module(&cx, &m).unwrap(), src);
///
/// let err = import_module(&cx, "define void @f() {\n  ret i32 %x\n}\n", "g.ll").unwrap_err();
/// assert!(err.to_string().starts_with("g.ll:2:3: error: 'ret' does not match"));
/// ```
pub fn import_module(cx: &Context, source: &str, file_name: &str) -> Result<Module, ImportError> {
    import::import(cx, source, file_name, None)
}

/// [`import_module`] without the definitions `pruning` drops: they are
/// read and verified one at a time and never held together (a definition
/// that does not verify stays, so errors are those of [`import_module`]).
/// Nothing is dropped when the bodies cannot be told apart from the text
/// alone (see [`Pruning`]).
///
/// # Errors
/// As [`import_module`].
///
/// # Example
/// ```
/// use dxir_dialects::translate::llvm::{import_module_pruned, Pruning};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let src = "define void @a() {\n  call void @b()\n  ret void\n}\ndefine void @b() {\n  ret void\n}\ndefine void @c() {\n  ret void\n}\n";
/// // Drop what `@a` does not mention.
/// let dead = |_: &dxir_ir::Context, o: &dxir_dialects::translate::llvm::Outline<'_, '_>| {
///     let defs = &o.definitions;
///     defs.iter().map(|d| d.header.name() != "a" && !defs[0].mentions.contains(&d.header.name())).collect()
/// };
/// let pruning = Pruning { dead: &dead, verify: dxir_ir::VerifyOptions::default() };
/// let m = import_module_pruned(&cx, src, "p.ll", &pruning).unwrap();
/// let names: Vec<_> = m.functions().iter().map(|f| f.name().to_string()).collect();
/// assert_eq!(names, ["a", "b"]);
/// ```
pub fn import_module_pruned(
    cx: &Context,
    source: &str,
    file_name: &str,
    pruning: &Pruning<'_>,
) -> Result<Module, ImportError> {
    import::import(cx, source, file_name, Some(pruning))
}

/// Writes a module of `llvm` dialect ops as LLVM IR text that LLVM 22's
/// `llvm-as` accepts.
///
/// # Errors
/// [`ExportError`] for an op LLVM IR cannot express (an op of another
/// dialect, an unregistered op, an op with regions) or one whose
/// attributes do not fit its instruction; it names the op and its location.
pub fn export_module(cx: &Context, m: &Module) -> Result<String, ExportError> {
    export::export(cx, m)
}

/// [`export_module`] into `out`: the same text, handed to `out` in parts
/// of about a megabyte as the functions are written, instead of held
/// whole (on the benchmark's L, 95 MB) until the end.
///
/// # Errors
/// [`ExportToError::Export`] as for [`export_module`], then `out` may
/// hold the start of the text; [`ExportToError::Write`] for the first
/// error of `out`, after which nothing more is written to it.
///
/// # Example
/// ```
/// use dxir_dialects::translate::llvm::{export_module, export_module_to, import_module};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let src = "define void @main() {\n  ret void\n}\n";
/// let m = import_module(&cx, src, "a.ll").unwrap();
/// let mut out = Vec::new();
/// export_module_to(&cx, &m, &mut out).unwrap();
/// assert_eq!(out, export_module(&cx, &m).unwrap().into_bytes());
/// ```
pub fn export_module_to(
    cx: &Context,
    m: &Module,
    out: &mut dyn std::io::Write,
) -> Result<(), ExportToError> {
    export::export_to(cx, m, out)
}

/// The value of the LLVM string attribute `key` of a function
/// (`"hlsl.shader"="compute"` gives `Some("compute")`).
///
/// # Example
/// ```
/// use dxir_dialects::translate::llvm::{import_module, string_attr};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let src = "define void @main() #0 {\n  ret void\n}\nattributes #0 = { \"hlsl.shader\"=\"compute\" }\n";
/// let m = import_module(&cx, src, "a.ll").unwrap();
/// assert_eq!(string_attr(&cx, &m.functions()[0], "hlsl.shader"), Some("compute"));
/// ```
pub fn string_attr<'c>(cx: &'c Context, f: &Function, key: &str) -> Option<&'c str> {
    let dict = f.attrs().get(cx.try_ident("string_attrs")?)?;
    let AttrData::Dict(entries) = cx.attr_data(dict) else {
        return None;
    };
    let i = entries.binary_search_by(|e| (*e.0).cmp(key)).ok()?;
    cx.attr_as_str(entries[i].1)
}

/// Whether a function has the LLVM attribute `name` (a keyword such as
/// `convergent`, or the name of an attribute with arguments such as
/// `memory`).
pub fn has_fn_attr(cx: &Context, f: &Function, name: &str) -> bool {
    let Some(list) = cx.try_ident("attrs").and_then(|k| f.attrs().get(k)) else {
        return false;
    };
    let AttrData::Array(items) = cx.attr_data(list) else {
        return false;
    };
    items.iter().any(|&i| match cx.attr_data(i) {
        AttrData::Str(s) => &**s == name,
        AttrData::Array(pair) => pair.first().and_then(|&p| cx.attr_as_str(p)) == Some(name),
        _ => false,
    })
}

#[cfg(test)]
mod tests;
