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
//!   constraints and a verify hook. Unknown ops are kept in generic form.
#![warn(missing_docs)]

mod attr;
mod body;
mod builder;
mod context;
mod dialect;
mod dominance;
mod entity;
mod intern;
mod loc;
mod module;
mod types;
mod verify;

pub use attr::{sign_extend, truncate, Attr, AttrData, AttrDict, Ident};
pub use body::{BlockOps, Body, OpSpec, ValueDef};
pub use builder::{Builder, InsertPoint};
pub use context::{Context, FileId, OpName};
pub use dialect::{
    Arity, AttrKind, AttrSpec, Dialect, DialectRegistry, OpDef, OpVerifyError, OpView,
    RegistryError, Traits, TypeConstraint, VerifyHook,
};
pub use dominance::DominatorTree;
pub use entity::{Block, Op, Region, Use, Value};
pub use loc::Loc;
pub use module::{Function, Module, ModuleError, Symbol};
pub use types::{CommonTypes, StructBody, Type, TypeData, TypeError};
pub use verify::{
    verify_function, verify_module, TypeName, ValueSite, VerifyDiagnostic, VerifyError,
    VerifyErrors, VerifyOptions,
};
