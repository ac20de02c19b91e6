//! Entity ids: small `Copy` keys into one function's arenas.
//!
//! Ids are only meaningful together with the [`Body`](crate::Body) that made
//! them. Their `Display` is for debugging: the text printer numbers values and
//! blocks afresh, so printed names never depend on arena slots.

use std::fmt;

slotmap::new_key_type! {
    /// An operation in one body's arena.
    pub struct Op;
    /// An SSA value: an op result or a block argument.
    pub struct Value;
    /// A basic block: arguments and an ordered list of ops.
    pub struct Block;
    /// A region: an ordered list of blocks, owned by an op or by a function.
    pub struct Region;
}

macro_rules! debug_display {
    ($($ty:ident => $prefix:literal),*) => {$(
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                use slotmap::Key;
                write!(f, concat!($prefix, "{}"), self.data().as_ffi() as u32)
            }
        }
    )*};
}
debug_display!(Op => "op", Value => "v", Block => "bb", Region => "region");

/// One use of a value: operand `index` of `op`.
///
/// `index` counts over the op's flat operand list: ordinary operands first,
/// then the arguments passed to each successor in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Use {
    /// The op that uses the value.
    pub op: Op,
    /// Position in the op's flat operand list.
    pub index: u32,
}
