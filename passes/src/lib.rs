//! dxir's pass manager and passes.
#![warn(missing_docs)]

mod pass;

pub use pass::{FunctionPass, ModulePass, PassError, PassOutcome};
