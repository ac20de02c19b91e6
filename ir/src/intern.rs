//! A thread-safe, append-only interner.
//!
//! Reads of interned data take no lock: items live in a [`boxcar::Vec`], whose
//! elements never move. Interning takes a read lock on the hit path and a write
//! lock only to add a new item, so parallel passes may intern freely.
//!
//! Ids are handed out in interning order, which can differ between runs with
//! several threads. Nothing that is printed or compared may depend on an id's
//! number: order by the data instead.

use rustc_hash::FxHashMap;
use std::borrow::Borrow;
use std::hash::Hash;
use std::sync::RwLock;

pub(crate) struct Interner<T> {
    items: boxcar::Vec<T>,
    index: RwLock<FxHashMap<T, u32>>,
}

impl<T: Hash + Eq + Clone> Interner<T> {
    pub(crate) fn new() -> Self {
        Interner {
            items: boxcar::Vec::new(),
            index: RwLock::new(FxHashMap::default()),
        }
    }

    /// The id of `item`, adding it if it is new.
    pub(crate) fn intern(&self, item: T) -> u32 {
        if let Some(&id) = self.read().get(&item) {
            return id;
        }
        let mut index = self.index.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = index.get(&item) {
            return id;
        }
        let id =
            u32::try_from(self.items.push(item.clone())).expect("more than 2^32 interned items");
        index.insert(item, id);
        id
    }

    /// The id of `item` if it was interned. Takes a borrowed form (`&str`
    /// for `Box<str>`), so a hit allocates nothing.
    pub(crate) fn lookup<Q>(&self, item: &Q) -> Option<u32>
    where
        T: Borrow<Q>,
        Q: Hash + Eq + ?Sized,
    {
        self.read().get(item).copied()
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
        let index = self.read();
        let mut items: Vec<(&T, u32)> = index.iter().map(|(t, &id)| (t, id)).collect();
        items.sort_unstable_by_key(|&(_, id)| id);
        // Ids are handed out densely from 0 under the index's lock, so
        // interning in id order gives every item its id again.
        for (item, id) in items {
            let again = copy.intern(item.clone());
            debug_assert_eq!(again, id);
        }
        copy
    }

    pub(crate) fn get(&self, id: u32) -> &T {
        &self.items[id as usize]
    }

    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, FxHashMap<T, u32>> {
        self.index.read().unwrap_or_else(|e| e.into_inner())
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
}
