//! The pass traits.
//!
//! A pass reads only what it is given (its function, or the module) and the
//! shared, `Sync` [`Context`], and keeps no state between runs. That is what
//! lets the manager run a function pass over many functions at once and still
//! produce the same output for any thread count.

use dxir_ir::{Context, Function, Loc, Module};

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

/// A pass failed on some input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PassError {
    /// The pass that failed.
    pub pass: &'static str,
    /// The function it failed in, if it is a function pass.
    pub function: Option<String>,
    /// Where in the input.
    pub loc: Loc,
    /// What went wrong.
    pub message: String,
    /// Further errors the same module pass found, in order: the manager
    /// reports them after this one (a function pass reports one error per
    /// function instead).
    pub related: Vec<PassError>,
}

impl PassError {
    /// An error of `pass` at `loc`. The manager fills in the function.
    pub fn new(pass: &'static str, loc: Loc, message: impl Into<String>) -> Self {
        PassError {
            pass,
            function: None,
            loc,
            message: message.into(),
            related: Vec::new(),
        }
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
}
