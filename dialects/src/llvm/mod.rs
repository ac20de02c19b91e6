//! The `llvm` dialect: the ordinary LLVM instructions clang emits for HLSL.
//!
//! Each op is named `llvm.<instruction>` and is declared once in the table
//! of `ops.rs`; rules LLVM states in prose (casts narrow or widen, `icmp`
//! predicates, `extractvalue` indices, `switch` cases) are verify hooks in
//! `hooks.rs`. `phi` becomes block arguments, so it has no op.
//!
//! Each row of the table also names its operands, which gives the op a typed
//! view: [`Load`], [`GetElementPtr`], [`Call`], ... (`Load::match_op`,
//! `load.ptr(body)`, `Load::build`), and [`LlvmOp`] for a `match` over
//! several ops. See `dxir_ir::op_views!`. [`Call::callee`] and
//! [`AddressOf::global`] read the symbol a call or an address names.

mod attrs;
pub mod fold;
mod hooks;
mod intrinsics;
mod ops;

pub use attrs::{is_lifetime_marker, is_memcpy, is_memory_copy, LANE_WISE_INTRINSICS};
pub use intrinsics::{intrinsic_signature, Shape, Signature, SignatureError, SIGNATURES};
pub use ops::*;

/// The global LLVM runs the constructors it lists from: an `appending`
/// array of `{ i32 priority, ptr function, ptr data }`.
pub const GLOBAL_CTORS: &str = "llvm.global_ctors";

/// The same for destructors.
pub const GLOBAL_DTORS: &str = "llvm.global_dtors";

/// The introduction of the generated `docs/dialects/llvm.md`.
pub const INTRO: &str = "\
The ordinary LLVM IR instructions clang emits for HLSL: integer and float \
arithmetic, comparisons, casts, `select`, memory (`alloca`, `load`, `store`, \
`getelementptr`), aggregate and vector ops, calls, constants, globals and \
control flow. Each op is `llvm.<instruction>` as in the LLVM Language \
Reference. Flags LLVM spells as keywords (`nsw`, `exact`, `inbounds`, ...) \
are unit attributes, and a `phi` is a block argument, so there is no \
`llvm.phi`. `translate::llvm` imports LLVM IR text into this dialect \
(with the `dx` dialect for `llvm.dx.*` calls) and exports it back.";

#[cfg(test)]
mod tests;
