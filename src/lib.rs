//! dxir: a multi-level SSA IR middle-end that lowers HLSL resources to DXIL.
//!
//! This crate is the `dxir` command-line tool and a facade for embedding:
//! everything a caller needs to parse a module, verify it, run a pipeline of
//! passes over it and print it is re-exported here. The member crates are
//! re-exported too, for the rest of their API.
//!
//! # Example
//! ```
//! let cx = dxir::context();
//! let mut module = dxir::testgen::big_module(&cx, 4, 40);
//! let mut pm = dxir::PassManager::new().with_threads(2);
//! pm.extend(dxir::PassRegistry::builtin().parse_pipeline("cse,dce").unwrap());
//! let report = pm.run(&cx, &mut module).unwrap();
//! assert!(report.changed());
//! dxir::verify_module(&cx, &module, &dxir::VerifyOptions::default()).unwrap();
//! ```
#![warn(missing_docs)]

pub use {
    dxir_bitcode as bitcode, dxir_dialects as dialects,
    dxir_dialects::translate::llvm::{
        export_module, export_module_to, import_module, ExportError, ExportErrorKind,
        ExportToError, ImportError, ImportErrorKind,
    },
    dxir_interp as interp, dxir_ir as ir,
    dxir_ir::{
        parse_module, print_function, print_module, print_module_with, render_error,
        verify_function, verify_module, Context, Function, Loc, Module, ParseError, ParseErrorKind,
        PrintOptions, VerifyDiagnostic, VerifyError, VerifyErrors, VerifyOptions,
    },
    dxir_passes as passes,
    dxir_passes::{
        Cse, Dce, DumpDir, DuplicatePass, FunctionPass, InstrumentError, Instrumentation,
        ModulePass, Pass, PassEntry, PassError, PassErrorKind, PassInfo, PassKind, PassManager,
        PassOutcome, PassRecord, PassRegistry, PipelineError, PipelineParseError, PipelineReport,
        PrintFilter, PrintIr, Printer, TimePasses, TimingTable, VerifyEach,
    },
    dxir_rewrites as rewrites,
};

pub mod embed;
pub mod fuzzing;
pub mod hlsl_header;
pub mod lower;
pub mod shadergen;
pub mod validate;
pub mod view;

#[doc(hidden)]
pub mod testgen;

/// `docs/embedding.md`, whose Rust blocks are whole programs: compiled and
/// run as doc tests, so the page cannot drift from the API it teaches.
#[cfg(doctest)]
#[doc = include_str!("../docs/embedding.md")]
pub struct EmbeddingDocs;

/// `docs/passes.md`'s Rust blocks, run as doc tests for the same reason.
#[cfg(doctest)]
#[doc = include_str!("../docs/passes.md")]
pub struct PassesDocs;

/// `docs/rules.md`'s Rust blocks (the drivers' calls), run as doc tests
/// for the same reason; its rule-language blocks are `text`.
#[cfg(doctest)]
#[doc = include_str!("../docs/rules.md")]
pub struct RulesDocs;

/// A context that knows every dxir dialect: what the command line parses
/// with.
pub fn context() -> Context {
    Context::with_registry(dxir_dialects::registry())
}
