//! [`SlotVec`]: a map from an arena's keys to small values, held in a
//! vector indexed by the keys' slots.

use slotmap::Key;

/// A map from the keys of one arena (a body's [`Op`](crate::Op)s, say) to
/// `Copy` values, in a vector indexed by each key's slot, for a walk that
/// files something under every entry and looks it up again (a position in
/// program order, the key an entry got in a compacted arena).
///
/// Cheaper than a `slotmap::SecondaryMap` for that: an insert is a store
/// (a secondary map grows its slots one at a time and keeps an occupancy
/// tag), and a lookup compares the whole key, version included, so a key
/// of an entry erased since, whose slot a newer entry took, finds nothing.
#[derive(Clone, Debug)]
pub struct SlotVec<K: Key, V: Copy> {
    slots: Vec<(K, V)>,
    /// What an empty slot holds (never returned: its key is null).
    empty: V,
}

impl<K: Key, V: Copy> SlotVec<K, V> {
    /// A map with room for the keys of an arena of `capacity` entries;
    /// empty slots hold `empty`, which is never returned.
    pub fn with_capacity(capacity: usize, empty: V) -> Self {
        SlotVec {
            slots: vec![(K::null(), empty); capacity + 1],
            empty,
        }
    }

    /// Files `v` under `k`, replacing what `k` had.
    #[inline]
    pub fn insert(&mut self, k: K, v: V) {
        let slot = slot_of(k);
        if slot >= self.slots.len() {
            self.slots.resize(slot + 1, (K::null(), self.empty));
        }
        self.slots[slot] = (k, v);
    }

    /// The value filed under `k`, if any.
    #[inline]
    pub fn get(&self, k: K) -> Option<V> {
        // A null key's slot (`u32::MAX`) is past the end.
        let &(key, v) = self.slots.get(slot_of(k))?;
        (key == k).then_some(v)
    }
}

/// The slot index of `k` (the low half of its `KeyData`).
#[inline]
fn slot_of<K: Key>(k: K) -> usize {
    (k.data().as_ffi() & u64::from(u32::MAX)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Op;

    #[test]
    fn a_key_finds_its_value_and_a_stale_key_in_the_same_slot_does_not() {
        let mut arena: slotmap::SlotMap<Op, ()> = slotmap::SlotMap::with_key();
        let a = arena.insert(());
        let b = arena.insert(());
        let mut map = SlotVec::with_capacity(1, 0u32);
        map.insert(a, 10);
        map.insert(b, 20); // beyond the capacity asked for: grows
        assert_eq!((map.get(a), map.get(b)), (Some(10), Some(20)));
        arena.remove(a);
        let c = arena.insert(()); // reuses a's slot with a newer version
        assert_eq!(map.get(c), None);
        map.insert(c, 30);
        assert_eq!((map.get(a), map.get(c)), (None, Some(30)));
        assert_eq!(map.get(Op::null()), None);
    }
}
