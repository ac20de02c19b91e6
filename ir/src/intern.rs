//! A thread-safe, append-only interner.
//!
//! Reads of interned data take no lock: items live in a [`boxcar::Vec`], whose
//! elements never move. Finding an item's id mostly takes no lock either:
//! the index (a table of ids, hashed by their items) is published now and
//! then as a copy that is never changed again, and a lookup that finds its
//! item there, or finds that nothing newer exists, is done. Only an item
//! interned since the last copy, or a new one, is looked for under the
//! lock of the live index. A read lock taken for every lookup made two
//! threads write the lock's one cache line in turn, and parallel passes
//! look up attribute names all the time.
//!
//! Copies are published as the index grows by a quarter, so together they
//! hold about four times as many ids as the index (4 bytes each, and a
//! control byte): items themselves are never copied.
//!
//! Ids are handed out in interning order, which can differ between runs with
//! several threads. Nothing that is printed or compared may depend on an id's
//! number: order by the data instead.

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::borrow::Borrow;
use std::hash::{BuildHasher, Hash};
use std::sync::RwLock;

pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    /// The live index: the id of every item, under a lock.
    index: RwLock<HashTable<u32>>,
    /// Copies of the index, never changed once pushed (under the write
    /// lock, so one at a time); the newest is the last. `boxcar` counts an
    /// element only once it is written, and reading the count acquires it.
    copies: boxcar::Vec<HashTable<u32>>,
}

/// Ids in the live index beyond its newest copy before a new copy is made:
/// a quarter of the copy, and at least this many.
const MIN_UNPUBLISHED: usize = 16;

fn hash<Q: Hash + ?Sized>(item: &Q) -> u64 {
    FxBuildHasher.hash_one(item)
}

impl<T: Hash + Eq + Clone> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            index: RwLock::new(HashTable::new()),
            copies: boxcar::Vec::new(),
        }
    }

    /// The id of `item`, adding it if it is new.
    pub(crate) fn intern(&self, item: T) -> u32 {
        if let Some(id) = self.lookup(&item) {
            return id;
        }
        let h = hash(&item);
        let mut index = self.index.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = index.find(h, |&id| self.items[id as usize] == item) {
            return id;
        }
        let id = u32::try_from(self.items.push(item)).expect("more than 2^32 interned items");
        index.insert_unique(h, id, |&id| hash(&self.items[id as usize]));
        self.publish_if_grown(&index);
        id
    }

    /// The id of `item` if it was interned. Takes a borrowed form (`&str`
    /// for `Box<str>`), so a hit allocates nothing.
    pub(crate) fn lookup<Q>(&self, item: &Q) -> Option<u32>
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        let h = hash(item);
        let eq = |&id: &u32| self.items[id as usize].borrow() == item;
        if let Some(copy) = self.newest_copy() {
            if let Some(&id) = copy.find(h, eq) {
                return Some(id);
            }
            // Nothing was interned since the copy: the item never was.
            if copy.len() == self.items.count() {
                return None;
            }
        }
        let index = self.index.read().unwrap_or_else(|e| e.into_inner());
        index.find(h, eq).copied()
    }

    /// Like [`intern`](Self::intern) from a borrowed form, which is turned
    /// into an owned item only when it is new.
    pub(crate) fn intern_ref<Q>(&self, item: &Q) -> u32
    where
        T: Borrow<Q> + for<'q> From<&'q Q>,
        Q: Hash + Eq + ?Sized,
    {
        match self.lookup(item) {
            Some(id) => id,
            None => self.intern(T::from(item)),
        }
    }

    /// A copy with the same items under the same ids. Items interned
    /// while the copy is made may or may not be in it.
    pub(crate) fn fork(&self) -> Self {
        let copy = Interner::new();
        // Items are added under the write lock: under the read lock, ids
        // `0..len` are all there and no other is half added. Ids are
        // handed out densely from 0, so interning in id order gives every
        // item its id again.
        let index = self.index.read().unwrap_or_else(|e| e.into_inner());
        for id in 0..index.len() {
            let again = copy.intern(self.items[id].clone());
            debug_assert_eq!(again as usize, id);
        }
        copy
    }

    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    /// The newest copy of the index, if one was published.
    fn newest_copy(&self) -> Option<&HashTable<u32>> {
        let n = self.copies.count();
        n.checked_sub(1).and_then(|i| self.copies.get(i))
    }

    /// Publishes a copy of `index` (held under the write lock) once it has
    /// grown by a quarter since the newest copy.
    fn publish_if_grown(&self, index: &HashTable<u32>) {
        let copied = self.newest_copy().map_or(0, HashTable::len);
        if index.len() >= copied + (copied / 4).max(MIN_UNPUBLISHED) {
            self.copies.push(index.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_item_same_id() {
        let i = Interner::new();
        let a = i.intern("a".to_string());
        let b = i.intern("b".to_string());
        assert_ne!(a, b);
        assert_eq!(i.intern("a".to_string()), a);
        assert_eq!(i.get(b), "b");
        assert_eq!(i.lookup(&"c".to_string()), None);
    }

    #[test]
    fn parallel_interning_is_consistent() {
        let i = Interner::new();
        let ids: Vec<Vec<u32>> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..500).map(|n| i.intern(n)).collect::<Vec<_>>()))
                .collect();
            hs.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert!(ids.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(i.len(), 500);
    }

    #[test]
    fn items_are_found_before_and_after_each_copy() {
        // Across several copies (published at 16, 20, 25, ... ids), every
        // item is found by its id, in the copy or past it, and an item
        // never interned is not.
        let i = Interner::new();
        for n in 0..1000u32 {
            let id = i.intern(n.to_string().into_boxed_str());
            assert_eq!(id, n);
            for m in [0, n / 2, n] {
                assert_eq!(i.lookup(m.to_string().as_str()), Some(m), "{m} after {n}");
            }
            assert_eq!(i.lookup("never"), None);
        }
        assert!(i.copies.count() > 1);
        let forked = i.fork();
        assert_eq!(forked.len(), 1000);
        assert_eq!(forked.lookup("999"), Some(999));
        assert_eq!(forked.intern("new".into()), 1000);
    }

    #[test]
    fn lookups_while_others_intern_find_what_is_there() {
        // Threads intern disjoint ranges while looking up what they
        // interned and one shared key: each sees its own ids at once.
        let i: Interner<Box<str>> = Interner::new();
        let shared = i.intern("shared".into());
        std::thread::scope(|s| {
            for t in 0..4u32 {
                let i = &i;
                s.spawn(move || {
                    for n in 0..300u32 {
                        let key = format!("{t}-{n}");
                        let id = i.intern(key.clone().into_boxed_str());
                        assert_eq!(i.lookup(key.as_str()), Some(id));
                        assert_eq!(i.get(id).as_ref(), key);
                        assert_eq!(i.lookup("shared"), Some(shared));
                    }
                });
            }
        });
        assert_eq!(i.len(), 1 + 4 * 300);
    }
}
