//! The core of dxir: an owned SSA IR in the style of MLIR.
//!
//! - A [`Context`] interns [`Type`]s, [`Attr`]ibutes, identifiers and op
//!   names, and holds the [`DialectRegistry`]. It is `Sync`: passes running in
//!   parallel share it.
//! - A [`Module`] owns [`Function`]s and a body of module-level symbol ops.
//! - Each function owns a [`Body`]: arenas of [`Op`]s, [`Value`]s,
//!   [`Block`]s and [`Region`]s, plus their layout. Because nothing is shared
//!   between bodies, functions are mutated in parallel without locks.
//! - An op has a name (`dialect.op`), operands, results, attributes,
//!   successors (with arguments: blocks take arguments instead of `phi`),
//!   nested regions and a [`Loc`]. Values keep use lists, so
//!   [`Body::replace_all_uses`] costs the number of uses.
//! - Dialects declare ops in static tables of [`OpDef`]s with traits,
//!   constraints, a verify hook and an optional custom syntax. Unknown ops
//!   are kept in generic form.
//! - The text format ([`print_module`], [`parse_module`]) is MLIR-like and
//!   canonical: print, parse and print again gives the same bytes.
#![warn(missing_docs)]

mod arena;
mod attr;
mod body;
mod builder;
mod callgraph;
mod constants;
mod context;
mod dialect;
mod dominance;
mod entity;
mod intern;
mod loc;
mod module;
mod name_memo;
mod slot_vec;
mod suggest;
mod text;
mod types;
mod verify;
pub mod view;

pub use attr::{sign_extend, truncate, Attr, AttrData, AttrDict, Ident, MAX_ATTR_DEPTH};
pub use body::{BlockOps, Body, OpSpec, ValueDef};
pub use builder::{Builder, InsertPoint};
pub use callgraph::CallComponents;
pub use constants::{
    canonicalize_constants, shareable_constant_key, spec_constant_key, ConstantKey, ConstantPool,
};
pub use context::{Context, FileId, OpName, OpNameMap};
pub use dialect::{
    Arity, AttrKind, AttrSpec, Dialect, DialectRegistry, OpDef, OpVerifyError, OpView,
    RegistryError, SignatureHook, Traits, TypeConstraint, TypeList, VerifyHook,
};
pub use dominance::DominatorTree;
pub use entity::{Block, BodyKey, Op, Region, Use, Value};
pub use loc::{push_decimal, Loc};
pub use module::{par_map_functions, Function, Module, ModuleError, Symbol};
pub use slot_vec::{DenseMap, SlotVec};
pub use suggest::{closest_name, edit_distance};
pub use text::{
    attr_to_string, parse_attr, parse_module, parse_type, print_function, print_module,
    print_module_with, render_error, scan_number, type_to_string, unescape_bytes, ConstantSyntax,
    FunctionText, NumberKind, OpParser, OpPrinter, OpSyntax, OperandRef, ParseError,
    ParseErrorData, ParseErrorKind, ParsedOp, ParsedRegion, PrintOptions, Punct, SameTypeSyntax,
    ShortSyntax, TerminatorSyntax, CONSTANT, MAX_NESTING, SAME_TYPE, SHORT, TERMINATOR,
};
pub use types::{CommonTypes, StructBody, Type, TypeData, TypeError};
pub use verify::{
    verify_function, verify_module, TypeName, ValueSite, VerifyDiagnostic, VerifyError,
    VerifyErrors, VerifyOptions,
};
pub use view::{BuildError, BuildOp, TypedOp};
