//! [`SlotVec`]: a map from an arena's keys to small values, held in a
//! vector indexed by the keys' slots; [`DenseMap`]: the same for values
//! that are filed and erased one by one, like a `SecondaryMap`.

use crate::entity::BodyKey;
use slotmap::Key;
use std::marker::PhantomData;

/// A map from the keys of one arena (a body's [`Op`](crate::Op)s, say) to
/// `Copy` values, in a vector indexed by each key's slot, for a walk that
/// files something under every entry and looks it up again (a position in
/// program order, the key an entry got in a compacted arena).
///
/// Cheaper than a `slotmap::SecondaryMap` for that: an insert is a store
/// (a secondary map grows its slots one at a time and keeps an occupancy
/// tag), and a lookup compares the key filed in the slot (null in an empty
/// one) with the key asked for. A body's arenas never hand a slot out
/// twice between compactions (`ir/src/arena.rs`), so no key
/// of an erased entry can find a newer entry's value.
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

impl<K: Key> SlotVec<K, ()> {
    /// The set of `keys`, keys of an arena of `capacity` entries (the ops
    /// a pass did, the values named before it ran): a membership test is
    /// then a load, not a hash.
    pub fn set_of(capacity: usize, keys: impl IntoIterator<Item = K>) -> Self {
        let mut set = SlotVec::with_capacity(capacity, ());
        for k in keys {
            set.insert(k, ());
        }
        set
    }
}

/// A map from the keys of one body's arenas to values, in a vector indexed
/// by each key's slot, as a `slotmap::SecondaryMap` is. For maps filed as
/// entries are made, such as a body's op links and value names: a
/// `SecondaryMap` grows its slots one element at a time through an
/// iterator and checks an occupancy tag on each insert (about 87
/// instructions per op made on the benchmark's M, and as many again per
/// op in each compaction). A slot holds only the value: a body's keys are
/// their slots, named only once between compactions
/// (`ir/src/arena.rs`), so the key need not be kept to tell a stale one.
#[derive(Clone, Debug)]
pub struct DenseMap<K: BodyKey, V>(Vec<Option<V>>, PhantomData<K>);

impl<K: BodyKey, V> Default for DenseMap<K, V> {
    fn default() -> Self {
        DenseMap(Vec::new(), PhantomData)
    }
}

impl<K: BodyKey, V> DenseMap<K, V> {
    /// An empty map with room for the keys of an arena of `capacity`
    /// entries (as [`SlotVec::with_capacity`]); the room is only reserved,
    /// so pages no key reaches are never touched (most values have no
    /// name).
    pub fn with_capacity(capacity: usize) -> Self {
        DenseMap(Vec::with_capacity(capacity + 1), PhantomData)
    }

    /// Makes room for the keys of an arena of `capacity` entries without
    /// growing.
    pub fn reserve(&mut self, capacity: usize) {
        self.0.reserve((capacity + 1).saturating_sub(self.0.len()));
    }

    /// Files `v` under `k`; returns what `k` had.
    #[inline]
    pub fn insert(&mut self, k: K, v: V) -> Option<V> {
        let slot = slot_of(k);
        if slot >= self.0.len() {
            self.0.resize_with(slot + 1, || None);
        }
        self.0[slot].replace(v)
    }

    /// Takes out what `k` had, if anything.
    #[inline]
    pub fn remove(&mut self, k: K) -> Option<V> {
        self.0.get_mut(slot_of(k))?.take()
    }

    /// The value filed under `k`, if any.
    #[inline]
    pub fn get(&self, k: K) -> Option<&V> {
        self.0.get(slot_of(k))?.as_ref()
    }

    /// The value filed under `k`, if any, to change.
    #[inline]
    pub fn get_mut(&mut self, k: K) -> Option<&mut V> {
        self.0.get_mut(slot_of(k))?.as_mut()
    }

    /// Whether `k` has a value.
    #[inline]
    pub fn contains_key(&self, k: K) -> bool {
        self.get(k).is_some()
    }

    /// Forgets every entry (keeping the room).
    pub fn clear(&mut self) {
        self.0.iter_mut().for_each(|e| *e = None);
    }

    /// The keys that have a value, in slot order.
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        self.0
            .iter()
            .enumerate()
            .filter(|(_, e)| e.is_some())
            .map(|(slot, _)| key_of(slot))
    }

    /// The values, in slot order.
    pub fn values(&self) -> impl Iterator<Item = &V> + '_ {
        self.0.iter().flatten()
    }

    /// The entries, in slot order.
    pub fn into_entries(self) -> impl Iterator<Item = (K, V)> {
        self.0
            .into_iter()
            .enumerate()
            .filter_map(|(slot, e)| Some((key_of(slot), e?)))
    }
}

/// The key of a body's arena slot `slot`.
#[inline]
fn key_of<K: BodyKey>(slot: usize) -> K {
    K::from_slot(slot as u32)
}

impl<K: BodyKey, V> std::ops::Index<K> for DenseMap<K, V> {
    type Output = V;

    /// The value of `k`; panics when `k` has none (a key of an entry
    /// erased or never filed), as a `SecondaryMap` does.
    #[inline]
    fn index(&self, k: K) -> &V {
        self.get(k).expect("no entry for this key in the dense map")
    }
}

impl<K: BodyKey, V> std::ops::IndexMut<K> for DenseMap<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        self.get_mut(k)
            .expect("no entry for this key in the dense map")
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
    use crate::arena::Arena;
    use crate::Op;

    #[test]
    fn a_key_finds_its_value_and_a_key_of_a_later_entry_does_not() {
        let mut arena: Arena<Op, ()> = Arena::default();
        let a = arena.insert(());
        let b = arena.insert(());
        let mut map = SlotVec::with_capacity(1, 0u32);
        map.insert(a, 10);
        map.insert(b, 20); // beyond the capacity asked for: grows
        assert_eq!((map.get(a), map.get(b)), (Some(10), Some(20)));
        arena.remove(a);
        let c = arena.insert(()); // a slot of its own, not a's
        assert_eq!(map.get(c), None);
        map.insert(c, 30);
        assert_eq!((map.get(a), map.get(c)), (Some(10), Some(30)));
        assert_eq!(map.get(Op::null()), None);
        // A set of keys.
        let set = SlotVec::set_of(1, [b, c]);
        assert_eq!(
            (set.get(a), set.get(b), set.get(c)),
            (None, Some(()), Some(()))
        );
    }

    #[test]
    fn a_dense_map_files_takes_out_and_refuses_missing_keys() {
        let mut arena: Arena<Op, ()> = Arena::default();
        let a = arena.insert(());
        let b = arena.insert(());
        let mut map: DenseMap<Op, String> = DenseMap::default();
        map.insert(b, "b".into()); // past the end: grows
        map.insert(a, "a".into());
        assert_eq!(
            (map.get(a).map(String::as_str), &map[b][..]),
            (Some("a"), "b")
        );
        map[b].push('!');
        assert_eq!(map.remove(b).as_deref(), Some("b!"));
        assert!(!map.contains_key(b) && map.remove(b).is_none());
        arena.remove(a);
        let c = arena.insert(()); // a slot of its own, past the map's end
        assert!(map.get(c).is_none() && map.remove(c).is_none());
        assert_eq!(map.get(a).map(String::as_str), Some("a"));
        map.insert(c, "c".into());
        map.remove(a);
        let entries: Vec<(Op, String)> = map.clone().into_entries().collect();
        assert_eq!(entries, [(c, "c".to_string())]);
        map.insert(b, "b".into());
        assert_eq!(map.keys().collect::<Vec<_>>(), [b, c]); // slot order
        assert_eq!(map.values().collect::<Vec<_>>(), ["b", "c"]);
        map.clear();
        assert!(map.get(c).is_none() && map.into_entries().next().is_none());
    }
}
