//! The `llvm` dialect: the ordinary LLVM instructions clang emits for HLSL.
//!
//! Each op is named `llvm.<instruction>` and is declared once in the table
//! of `ops.rs`; rules LLVM states in prose (casts narrow or widen, `icmp`
//! predicates, `extractvalue` indices, `switch` cases) are verify hooks in
//! `hooks.rs`. `phi` becomes block arguments, so it has no op.

mod hooks;
mod ops;

pub use ops::DIALECT;

#[cfg(test)]
mod tests;
