//! Finding the table entry an intrinsic's full name belongs to: the one
//! with the longest base name that the full name equals or, for an
//! overloaded entry, continues with `.` and type suffixes
//! (`llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_...`).
//!
//! The importer asks this for every call it reads, so a table by base name
//! replaces a scan of every entry: the full name's own prefixes at each `.`
//! are looked up, longest first.

use rustc_hash::FxHashMap;
use std::cell::RefCell;

/// The entries of a static table by base name, in table order.
pub(crate) struct BaseNames<T: 'static> {
    items: &'static [T],
    /// Positions in `items`, by base name.
    by_name: FxHashMap<&'static str, Vec<u32>>,
    /// Whether an entry also names its base name followed by type suffixes.
    overloaded: fn(&T) -> bool,
}

/// How many full names each thread remembers per table: the distinct
/// callees of the modules it reads, past which it searches again.
const MEMO_LIMIT: usize = 4096;

/// Remembered answers of one table: entry position (or none) by full name.
type Answers = FxHashMap<Box<str>, Option<u32>>;

thread_local! {
    /// What [`BaseNames::longest`] found, by table (its address) and full
    /// name: a module calls the same few intrinsics many times (17,000
    /// calls of about 40 names in the benchmark's M), and the search hashes
    /// each of a name's prefixes.
    static MEMO: RefCell<FxHashMap<usize, Answers>> =
        RefCell::new(FxHashMap::default());
}

impl<T> BaseNames<T> {
    /// The entries of `items`, each under `name(entry)`; `overloaded` tells
    /// the entries that take type suffixes.
    pub(crate) fn new(
        items: &'static [T],
        name: fn(&T) -> &'static str,
        overloaded: fn(&T) -> bool,
    ) -> Self {
        let mut by_name: FxHashMap<&'static str, Vec<u32>> = FxHashMap::default();
        for (i, item) in items.iter().enumerate() {
            by_name.entry(name(item)).or_default().push(i as u32);
        }
        BaseNames {
            items,
            by_name,
            overloaded,
        }
    }

    /// The entry `full` names: among the entries whose base name is `full`
    /// itself, or, when `overloaded` holds for them, a prefix of `full`
    /// followed by `.`, one with the longest base name, the last in table
    /// order of those (as a scan keeping the last maximum finds).
    /// Remembered per thread (a table lives as long as the program, so its
    /// address names it).
    pub(crate) fn longest(&'static self, full: &str) -> Option<&'static T> {
        let table = self as *const Self as usize;
        let known = MEMO.with(|m| m.borrow().get(&table).and_then(|t| t.get(full).copied()));
        let found = known.unwrap_or_else(|| {
            let found = self.search(full);
            MEMO.with(|m| {
                let mut m = m.borrow_mut();
                let t = m.entry(table).or_default();
                if t.len() < MEMO_LIMIT {
                    t.insert(full.into(), found);
                }
            });
            found
        });
        found.map(|i| &self.items[i as usize])
    }

    /// [`longest`](Self::longest) without the memo: the full name's own
    /// prefixes at each `.`, longest first.
    fn search(&self, full: &str) -> Option<u32> {
        let mut end = full.len();
        loop {
            if let Some(list) = self.by_name.get(&full[..end]) {
                let exact = end == full.len();
                let found = list
                    .iter()
                    .rev()
                    .find(|&&i| exact || (self.overloaded)(&self.items[i as usize]));
                if let Some(&i) = found {
                    return Some(i);
                }
            }
            end = full[..end].rfind('.')?;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct E {
        name: &'static str,
        overloaded: bool,
        id: u32,
    }

    static TABLE: [E; 5] = [
        E {
            name: "llvm.a",
            overloaded: true,
            id: 0,
        },
        E {
            name: "llvm.a.b",
            overloaded: false,
            id: 1,
        },
        E {
            name: "llvm.a.b",
            overloaded: true,
            id: 2,
        },
        E {
            name: "llvm.c",
            overloaded: false,
            id: 3,
        },
        E {
            name: "llvm.a.b.c",
            overloaded: false,
            id: 4,
        },
    ];

    /// What a scan of the table finds.
    fn scan(full: &str) -> Option<u32> {
        TABLE
            .iter()
            .filter(|e| match full.strip_prefix(e.name) {
                Some("") => true,
                Some(rest) => e.overloaded && rest.starts_with('.'),
                None => false,
            })
            .max_by_key(|e| e.name.len())
            .map(|e| e.id)
    }

    #[test]
    fn finds_what_a_scan_finds() {
        let names: &'static BaseNames<E> = Box::leak(Box::new(BaseNames::new(
            &TABLE,
            |e| e.name,
            |e| e.overloaded,
        )));
        // Twice: the second time from the memo.
        let find = |full: &str| {
            let first = names.longest(full).map(|e| e.id);
            assert_eq!(names.longest(full).map(|e| e.id), first, "{full}");
            first
        };
        for full in [
            "llvm.a",
            "llvm.a.f32",
            "llvm.ab",
            "llvm.a.b",
            "llvm.a.b.f32",
            "llvm.a.b.c",
            "llvm.a.b.c.d",
            "llvm.a.bc",
            "llvm.c",
            "llvm.c.f32",
            "llvm",
            "",
            ".",
            "llvm.a.",
            "llvm.a..b",
            "x.llvm.a",
        ] {
            assert_eq!(find(full), scan(full), "{full}");
        }
        assert_eq!(find("llvm.a.b.f32"), Some(2));
        assert_eq!(find("llvm.a.b.c.d"), Some(2));
        assert_eq!(find("llvm.c.f32"), None);
    }
}
