//! dxir's pass manager and passes.
#![warn(missing_docs)]

mod cse;
mod dce;
mod pass;
#[cfg(test)]
mod testing;

pub use cse::Cse;
pub use dce::Dce;
pub use pass::{FunctionPass, ModulePass, PassError, PassOutcome};
