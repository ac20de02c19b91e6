//! dxir's dialects (llvm, hl, dx, dxil), the DXIL op table and the
//! translation between LLVM IR text and dxir.
#![warn(missing_docs)]

pub mod translate;
