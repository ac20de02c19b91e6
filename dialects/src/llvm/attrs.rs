//! Accessors for the attributes the passes read most, on the typed views:
//! the symbol a call or an address names. The symbol is data (a function's
//! or a global's name), not the op's kind, so it stays a string; so do the
//! names of the LLVM intrinsics that stay calls in dxir (lifetime markers,
//! `memcpy`), which passes recognise by callee.

use super::{AddressOf, Call};
use dxir_ir::{Body, Context};

impl Call {
    /// The name of the called function (the `callee` symbol); `None` only
    /// for malformed IR.
    pub fn callee<'c>(self, cx: &'c Context, body: &Body) -> Option<&'c str> {
        cx.attr_as_symbol(body.attr(cx, self.op(), "callee")?)
    }
}

/// The callee-name prefix of the lifetime markers,
/// `llvm.lifetime.start.*` and `llvm.lifetime.end.*`.
const LIFETIME: &str = "llvm.lifetime.";
/// The callee-name prefix of `llvm.memcpy.*`.
const MEMCPY: &str = "llvm.memcpy";
/// The callee-name prefix of `llvm.memmove.*`.
const MEMMOVE: &str = "llvm.memmove";

/// Whether `callee` names a lifetime marker (`llvm.lifetime.start/end`).
pub fn is_lifetime_marker(callee: &str) -> bool {
    callee.starts_with(LIFETIME)
}

/// Whether `callee` names an `llvm.memcpy` intrinsic.
pub fn is_memcpy(callee: &str) -> bool {
    callee.starts_with(MEMCPY)
}

/// Whether `callee` names an `llvm.memcpy` or an `llvm.memmove` (a copy
/// whose source and destination may overlap): the copies a pass can
/// expand into loads and stores, all loads first.
pub fn is_memory_copy(callee: &str) -> bool {
    is_memcpy(callee) || callee.starts_with(MEMMOVE)
}

impl AddressOf {
    /// The name of the global or function whose address this is.
    pub fn global<'c>(self, cx: &'c Context, body: &Body) -> Option<&'c str> {
        cx.attr_as_symbol(body.attr(cx, self.op(), "global")?)
    }
}

/// The overloaded LLVM intrinsics (callee names without the overload
/// suffix) that DXIL has scalar ops for and that a scalarizer splits lane
/// by lane: every operand has the overload type. Callee names are data (the
/// calls stay `llvm.call`), listed here with the dialect's other intrinsic
/// knowledge.
pub const LANE_WISE_INTRINSICS: &[&str] = &[
    "llvm.fabs",
    "llvm.sqrt",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.round",
    "llvm.roundeven",
    "llvm.rint",
    "llvm.nearbyint",
    "llvm.sin",
    "llvm.cos",
    "llvm.tan",
    "llvm.asin",
    "llvm.acos",
    "llvm.atan",
    "llvm.sinh",
    "llvm.cosh",
    "llvm.tanh",
    "llvm.exp2",
    "llvm.log2",
    "llvm.maxnum",
    "llvm.minnum",
    "llvm.smax",
    "llvm.smin",
    "llvm.umax",
    "llvm.umin",
    "llvm.fmuladd",
    "llvm.fma",
    "llvm.ctpop",
    "llvm.bitreverse",
];
