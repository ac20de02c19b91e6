//! Entity ids: small `Copy` keys into one function's arenas.
//!
//! Ids are only meaningful together with the [`Body`](crate::Body) that made
//! them. Their `Display` is for debugging: the text printer numbers values and
//! blocks afresh, so printed names never depend on arena slots.

use std::fmt;

/// The stored form of the null key's slot (`u32::MAX`, slotmap's null):
/// slots are stored XORed with this, so that the one slot an arena never
/// hands out (2^31, see [`Arena`](crate::arena::Arena)) is the zero a
/// `NonZeroU32` leaves for `Option`'s `None`.
const SLOT_FLIP: u32 = 1 << 31;

/// Keys of 32 bits: a slot index and nothing else. A body's arenas never
/// hand a slot out twice between compactions (see
/// [`Arena`](crate::arena::Arena)), so the version slotmap keeps beside
/// the index to tell a stale key from a new one is not needed, and every
/// operand, use, link and map entry that holds a key is half the size.
/// They implement `slotmap::Key` (version 1, slot as the index) so that
/// slotmap's secondary maps and [`SlotVec`](crate::SlotVec) take them.
macro_rules! entity_keys {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq)]
        #[repr(transparent)]
        pub struct $name(std::num::NonZeroU32);

        // Ordered and hashed as their `KeyData` (slot, then the version,
        // always 1), as `slotmap::Key` requires: the null key is the
        // greatest.
        impl Ord for $name {
            #[inline(always)]
            fn cmp(&self, other: &Self) -> std::cmp::Ordering {
                self.slot().cmp(&other.slot())
            }
        }

        impl PartialOrd for $name {
            #[inline(always)]
            fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl std::hash::Hash for $name {
            #[inline(always)]
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                use slotmap::Key as _;
                state.write_u64(self.data().as_ffi())
            }
        }

        impl $name {
            /// The key of arena slot `slot` (below 2^31).
            #[inline(always)]
            pub(crate) fn from_slot(slot: u32) -> Self {
                match std::num::NonZeroU32::new(slot ^ SLOT_FLIP) {
                    Some(n) => $name(n),
                    None => Self::NULL,
                }
            }

            /// The arena slot this key names (`u32::MAX` for the null key).
            #[inline(always)]
            pub(crate) fn slot(self) -> u32 {
                self.0.get() ^ SLOT_FLIP
            }

            /// The key of no slot.
            const NULL: Self = match std::num::NonZeroU32::new(u32::MAX ^ SLOT_FLIP) {
                Some(n) => $name(n),
                None => unreachable!(),
            };
        }

        impl Default for $name {
            /// The null key, as slotmap's keys default to.
            fn default() -> Self {
                Self::NULL
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self.slot())
            }
        }

        impl Slotted for $name {
            #[inline(always)]
            fn from_slot(slot: u32) -> Self {
                $name::from_slot(slot)
            }
            #[inline(always)]
            fn slot(self) -> u32 {
                $name::slot(self)
            }
        }
        impl BodyKey for $name {}

        impl From<slotmap::KeyData> for $name {
            fn from(k: slotmap::KeyData) -> Self {
                $name::from_slot(k.as_ffi() as u32)
            }
        }

        // SAFETY: `data` and `From<KeyData>` round-trip (the slot is the
        // index, the version always 1), and equality of keys is equality
        // of their data, as `Key` requires.
        unsafe impl slotmap::Key for $name {
            #[inline(always)]
            fn data(&self) -> slotmap::KeyData {
                slotmap::KeyData::from_ffi((1u64 << 32) | u64::from(self.slot()))
            }
        }
    )*};
}

/// The keys of a body's arenas ([`Op`], [`Value`], [`Block`], [`Region`]):
/// a slot, named only once between compactions, whose `slotmap::KeyData`
/// is that slot with version 1. The arenas and [`DenseMap`](crate::DenseMap)
/// are keyed by them alone, since they rebuild keys from slots. Sealed: no
/// other type implements it.
pub trait BodyKey: slotmap::Key + sealed::Slotted {}

pub(crate) use sealed::Slotted;

mod sealed {
    /// Between a key and its slot, for the crate's slot-indexed stores; in
    /// a private module, so that no type outside implements [`BodyKey`]
    /// (`super::BodyKey`).
    pub trait Slotted: Copy {
        /// The key of slot `slot` (below 2^31).
        fn from_slot(slot: u32) -> Self;
        /// The key's slot (`u32::MAX` for the null key, which no store has).
        fn slot(self) -> u32;
    }
}

entity_keys! {
    /// An operation in one body's arena.
    Op;
    /// An SSA value: an op result or a block argument.
    Value;
    /// A basic block: arguments and an ordered list of ops.
    Block;
    /// A region: an ordered list of blocks, owned by an op or by a function.
    Region;
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
