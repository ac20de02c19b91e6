//! [`Arena`]: a body's store of ops, values, blocks or regions, keyed by
//! 32-bit slot indices.
//!
//! A slot is handed out once: erasing an entry leaves its slot empty until
//! the body is compacted (which renumbers every key), so a key of an erased
//! entry finds nothing, as a versioned `slotmap` key would, without the
//! version. Keys are then half the size of slotmap's, and so is every
//! operand, use, link and map entry that holds one. The slots an erased
//! entry leaves cost its size until the next compaction; the passes compact
//! a body as soon as a quarter of its slots are free
//! ([`Body::is_sparse`](crate::Body::is_sparse)), as they did when a slot
//! map's growth left it so.

use crate::entity::BodyKey;
use std::marker::PhantomData;

/// The most slots an arena hands out: slot 2^31 is the one a key cannot
/// name (see [`crate::Op`]). An arena that large would hold hundreds of
/// gigabytes of ops, so memory runs out first.
const MAX_SLOTS: usize = 1 << 31;

/// Entries in slots handed out in order, each once (see the module docs).
#[derive(Clone, Debug)]
pub(crate) struct Arena<K, V> {
    slots: Vec<Option<V>>,
    live: usize,
    _key: PhantomData<K>,
}

impl<K, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            slots: Vec::new(),
            live: 0,
            _key: PhantomData,
        }
    }
}

impl<K: BodyKey, V> Arena<K, V> {
    /// An empty arena with room for `capacity` entries.
    pub fn with_capacity(capacity: usize) -> Self {
        Arena {
            slots: Vec::with_capacity(capacity),
            live: 0,
            _key: PhantomData,
        }
    }

    /// Files `value` in the next slot and returns its key.
    #[inline]
    pub fn insert(&mut self, value: V) -> K {
        self.insert_with_key(|_| value)
    }

    /// Files the value `make` builds from its key in the next slot.
    #[inline]
    pub fn insert_with_key(&mut self, make: impl FnOnce(K) -> V) -> K {
        let slot = self.slots.len();
        assert!(
            slot < MAX_SLOTS,
            "an arena of 2^31 entries: out of memory first"
        );
        let key = K::from_slot(slot as u32);
        self.slots.push(Some(make(key)));
        self.live += 1;
        key
    }

    /// Takes out the entry of `key`; its slot stays empty.
    #[inline]
    pub fn remove(&mut self, key: K) -> Option<V> {
        let v = self.slots.get_mut(key.slot() as usize)?.take()?;
        self.live -= 1;
        Some(v)
    }

    /// The entry of `key`, if it is live.
    #[inline(always)]
    pub fn get(&self, key: K) -> Option<&V> {
        self.slots.get(key.slot() as usize)?.as_ref()
    }

    /// The entry of `key`, if it is live, to change.
    #[inline(always)]
    pub fn get_mut(&mut self, key: K) -> Option<&mut V> {
        self.slots.get_mut(key.slot() as usize)?.as_mut()
    }

    /// Whether `key` has a live entry.
    #[inline(always)]
    pub fn contains_key(&self, key: K) -> bool {
        self.get(key).is_some()
    }

    /// The number of live entries.
    #[inline]
    pub fn len(&self) -> usize {
        self.live
    }

    /// The slots the arena has room for without growing (handed out or
    /// not): the bound of its keys' slots, which maps indexed by slot are
    /// sized by.
    #[inline]
    pub fn capacity(&self) -> usize {
        self.slots.capacity()
    }

    /// Makes room for `additional` more entries.
    pub fn reserve(&mut self, additional: usize) {
        self.slots.reserve(additional);
    }

    /// The live entries with their keys, in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, v)| Some((K::from_slot(i as u32), v.as_ref()?)))
    }

    /// The keys of the live entries, in slot order.
    pub fn keys(&self) -> impl Iterator<Item = K> + '_ {
        self.iter().map(|(k, _)| k)
    }

    /// The live entries, in slot order.
    #[cfg(test)]
    pub fn values(&self) -> impl Iterator<Item = &V> + '_ {
        self.slots.iter().flatten()
    }

    /// The live entries with their keys, in slot order, taken out.
    pub fn into_entries(self) -> impl Iterator<Item = (K, V)> {
        self.slots
            .into_iter()
            .enumerate()
            .filter_map(|(i, v)| Some((K::from_slot(i as u32), v?)))
    }

    /// The live entries, in slot order, to change.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut V> + '_ {
        self.slots.iter_mut().flatten()
    }
}

impl<K: BodyKey, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;

    /// The entry of `key`; panics when it has none (a key of an erased
    /// entry, or of another body), as a slot map does.
    #[inline(always)]
    fn index(&self, key: K) -> &V {
        self.get(key)
            .expect("invalid key: erased, or of another body")
    }
}

impl<K: BodyKey, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline(always)]
    fn index_mut(&mut self, key: K) -> &mut V {
        self.get_mut(key)
            .expect("invalid key: erased, or of another body")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entity::Op;

    #[test]
    fn an_erased_slot_is_never_handed_out_again() {
        let mut arena: Arena<Op, &str> = Arena::default();
        let a = arena.insert("a");
        let b = arena.insert("b");
        assert_eq!(arena.remove(a), Some("a"));
        assert_eq!(arena.remove(a), None);
        let c = arena.insert("c");
        assert_ne!(c, a);
        assert!(!arena.contains_key(a));
        assert_eq!(arena.get(c), Some(&"c"));
        assert_eq!(arena.len(), 2);
        assert_eq!(arena.keys().collect::<Vec<_>>(), vec![b, c]);
        assert_eq!(arena.values().copied().collect::<Vec<_>>(), vec!["b", "c"]);
    }

    #[test]
    fn keys_are_four_bytes_and_the_null_key_finds_nothing() {
        assert_eq!(std::mem::size_of::<Op>(), 4);
        assert_eq!(std::mem::size_of::<Option<Op>>(), 4);
        let mut arena: Arena<Op, u8> = Arena::with_capacity(4);
        arena.insert(7);
        assert_eq!(arena.get(Op::default()), None);
        assert_eq!(Op::default().slot(), u32::MAX);
        assert_eq!(Op::from_slot(0).slot(), 0);
    }

    #[test]
    fn keys_order_and_hash_as_their_slotmap_data() {
        use slotmap::Key;
        let (a, b) = (Op::from_slot(3), Op::from_slot(9));
        assert!(a < b && b < Op::default());
        assert_eq!(Op::from(a.data()), a);
        assert!(Op::default().is_null());
        assert_eq!(a.data().as_ffi() & u64::from(u32::MAX), 3);
    }
}
