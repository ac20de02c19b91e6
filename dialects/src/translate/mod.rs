//! Translation between external formats and dxir.
//!
//! [`llvm`] reads the LLVM IR text that clang's HLSL frontend emits into a
//! typed AST; turning that AST into dxir's IR is a separate step.

pub mod llvm;
