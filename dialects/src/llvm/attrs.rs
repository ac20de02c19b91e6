//! Accessors for the attributes the passes read most, on the typed views:
//! the symbol a call or an address names. The symbol is data (a function's
//! or a global's name), not the op's kind, so it stays a string.

use super::{AddressOf, Call};
use dxir_ir::{Body, Context};

impl Call {
    /// The name of the called function (the `callee` symbol); `None` only
    /// for malformed IR.
    pub fn callee<'c>(self, cx: &'c Context, body: &Body) -> Option<&'c str> {
        cx.attr_as_symbol(body.attr(cx, self.op(), "callee")?)
    }
}

impl AddressOf {
    /// The name of the global or function whose address this is.
    pub fn global<'c>(self, cx: &'c Context, body: &Body) -> Option<&'c str> {
        cx.attr_as_symbol(body.attr(cx, self.op(), "global")?)
    }
}
