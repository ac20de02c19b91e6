//! The pass traits.
//!
//! A pass reads only what it is given (its function, or the module) and the
//! shared, `Sync` [`Context`], and keeps no state between runs. That is what
//! lets the manager run a function pass over many functions at once and still
//! produce the same output for any thread count.

pub use crate::error::PassErrorKind;
use dxir_ir::{Body, Context, Function, Loc, Module, Op};

/// Whether a pass changed the IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassOutcome {
    /// The IR is exactly as before.
    Unchanged,
    /// Something was changed.
    Changed,
}

impl PassOutcome {
    /// `Changed` if either is.
    pub fn or(self, other: PassOutcome) -> PassOutcome {
        if self == PassOutcome::Changed || other == PassOutcome::Changed {
            PassOutcome::Changed
        } else {
            PassOutcome::Unchanged
        }
    }

    /// `Changed` when `changed` is true.
    pub fn from_changed(changed: bool) -> PassOutcome {
        if changed {
            PassOutcome::Changed
        } else {
            PassOutcome::Unchanged
        }
    }
}

/// A pass that transforms one function at a time. The manager may run it on
/// several functions in parallel.
pub trait FunctionPass: Send + Sync {
    /// The name used in pipelines (`--passes=NAME`), kebab-case.
    fn name(&self) -> &'static str;

    /// Transforms `func`.
    ///
    /// # Errors
    /// A [`PassError`] when the function cannot be transformed (for example an
    /// op that cannot be lowered), naming the op's location.
    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError>;
}

/// A pass that sees the whole module.
pub trait ModulePass: Send + Sync {
    /// The name used in pipelines, kebab-case.
    fn name(&self) -> &'static str;

    /// Transforms `module`.
    ///
    /// # Errors
    /// A [`PassError`] when the module cannot be transformed.
    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError>;
}

/// A pass failed on some input: which pass, where, at which op, and why.
///
/// The reason is the typed [`PassErrorKind`], so an embedder can match on
/// what went wrong instead of parsing text; its `Display` is the one-line
/// message the CLI prints after `pass `NAME`: ` (the file, line, column,
/// source line and caret come from [`loc`](Self::loc)).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}")]
pub struct PassError {
    /// The pass that failed.
    pub pass: &'static str,
    /// The function it failed in, if it is a function pass.
    pub function: Option<String>,
    /// The printed name of the op it failed at (`dx.resource.getpointer`,
    /// `llvm.load`), when the failure is at one op.
    pub op: Option<String>,
    /// Where in the input.
    pub loc: Loc,
    /// What went wrong (boxed: the reasons vary a lot in size, and a
    /// `Result<_, PassError>` is returned everywhere).
    pub kind: Box<PassErrorKind>,
    /// Further errors the same module pass found, in order: the manager
    /// reports them after this one (a function pass reports one error per
    /// function instead).
    pub related: Vec<PassError>,
}

impl PassError {
    /// An error of `pass` at `loc`. The manager fills in the function.
    pub fn new(pass: &'static str, loc: Loc, kind: impl Into<PassErrorKind>) -> Self {
        PassError {
            pass,
            function: None,
            op: None,
            loc,
            kind: Box::new(kind.into()),
            related: Vec::new(),
        }
    }

    /// An error of `pass` at `op` of `body`: its location and its name.
    pub fn at_op(
        pass: &'static str,
        cx: &Context,
        body: &Body,
        op: Op,
        kind: impl Into<PassErrorKind>,
    ) -> Self {
        PassError::new(pass, body.loc(op), kind).with_op(cx.op_name_str(body.op_name(op)))
    }

    /// The reason's text, as printed after `pass `NAME`: `.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// This error followed by `more`, reported in that order.
    pub fn with_related(mut self, more: Vec<PassError>) -> Self {
        self.related.extend(more);
        self
    }

    /// The same error, said to be in function `name`.
    pub fn with_function(mut self, name: impl Into<String>) -> Self {
        self.function = Some(name.into());
        self
    }

    /// The same error, said to be at an op named `name`.
    pub fn with_op(mut self, name: impl Into<String>) -> Self {
        self.op = Some(name.into());
        self
    }
}
