//! dxir's declarative rewrite rules: the rule language and the greedy
//! driver.
//!
//! Lowerings in dxir are rule files, not hand-written walks. A rule reads
//! like the IR it rewrites (`docs/rules.md` describes the language):
//!
//! ```text
//! // x * 2^k  ->  x << k
//! rule mul-by-pow2 {
//!   match %r = llvm.mul %x, #c : $T
//!   let #k = exact_log2(#c)
//!   rewrite { replace %r with llvm.shl %x, #k : $T }
//! }
//! ```
//!
//! The pieces, in the order a rule goes through them:
//!
//! - [`syntax`]: the lexer and parser build an [`ast`](syntax::ast) with
//!   positions.
//! - The checker (inside [`load_rules`]) resolves op names against the
//!   [`Context`](dxir_ir::Context)'s registry and builtins against
//!   [`Builtins`], checks arity, kinds, types and the rewrite's shape, and
//!   reports every problem as a [`RuleError`] with `FILE:LINE:COL` and a
//!   caret. Loading bad files never panics.
//! - A [`CompiledRule`] is the checked form both engines consume: a
//!   pattern graph, guards and `let`s over engine-neutral [`Bindings`], and
//!   a replacement that resolves to a [`Plan`] before any IR changes.
//! - [`egraph`] applies the same rules by equality saturation on `egg`;
//!   [`rewrite_function`] and [`rewrite_module`] run either engine
//!   ([`Engine`]) and check the result against a [`ConversionTarget`].
//! - [`GreedyDriver`] applies a [`RuleSet`] to a function MLIR-style, with
//!   named limits, and returns a [`Report`] saying why it stopped.
//!
//! Builtins ([`Builtins::register`]) are pure Rust functions with typed
//! signatures; [`Builtins::standard`] has the generic ones (arithmetic,
//! lane and type queries, DXIL data layout sizes and offsets), and dialects
//! add their own.
#![warn(missing_docs)]

pub mod builtins;
mod check;
mod compiled;
pub mod egraph;
mod error;
mod family;
pub mod greedy;
mod report;
mod ruleset;
pub mod syntax;

pub use builtins::{
    BVal, Builtin, BuiltinError, BuiltinFn, BuiltinRegistryError, Builtins, Kind, Signature,
};
pub use check::{MAX_BENEFIT, MAX_PATTERN_OPS};
pub use compiled::{
    build_type, match_type, Applied, ApplyFailure, AttrPat, Bindings, Bound, BoundAt, CExpr,
    Clause, ClauseKind, CompiledRule, ConstPat, ConstType, Conv, EvalError, IntPat, Match,
    MatchResult, Miss, PatOp, PatOperand, PatOperandKind, PatternGraph, Plan, PlanError, PlannedOp,
    PlannedValue, Replacement, ResultTypes, RhsOp, RhsResultTypes, RhsValue, ShapeCache, ShapePool,
    TargetParamPat, TypePat, VarId, VarInfo, VarOrigin, KEPT_SHAPE_CACHES,
};
pub use egraph::{
    rewrite_function, rewrite_module, ConversionTarget, EGraphConfig, EGraphReport, Engine,
    EngineReport, GreedyConfig,
};
pub use error::{
    IllegalOpError, ReplaceTypeError, RewriteError, RuleError, RuleErrorKind, RuleErrors,
    RuleWarning, RuleWarningKind, SourcePos,
};
pub use greedy::GreedyDriver;
pub use report::{AppliedRewrite, Explanation, NearMiss, Report, RuleCount, StopReason};
pub use ruleset::{load_rules, rule_file_pass, unknown_pass_error, FilePass, RuleSet};
