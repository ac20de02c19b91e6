//! Finding the table entry an intrinsic's full name belongs to: the one
//! with the longest base name that the full name equals or, for an
//! overloaded entry, continues with `.` and type suffixes
//! (`llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_...`).
//!
//! The importer asks this for every call it reads, so a table by base name
//! replaces a scan of every entry: the full name's own prefixes at each `.`
//! are looked up, longest first.

use rustc_hash::FxHashMap;

/// The entries of a static table by base name, in table order.
pub(crate) struct BaseNames<T: 'static> {
    by_name: FxHashMap<&'static str, Vec<&'static T>>,
}

impl<T> BaseNames<T> {
    /// The entries of `items`, each under `name(entry)`.
    pub(crate) fn new(items: &'static [T], name: fn(&T) -> &'static str) -> Self {
        let mut by_name: FxHashMap<&'static str, Vec<&'static T>> = FxHashMap::default();
        for item in items {
            by_name.entry(name(item)).or_default().push(item);
        }
        BaseNames { by_name }
    }

    /// The entry `full` names: among the entries whose base name is `full`
    /// itself, or, when `overloaded` holds for them, a prefix of `full`
    /// followed by `.`, one with the longest base name, the last in table
    /// order of those (as a scan keeping the last maximum finds).
    pub(crate) fn longest(
        &self,
        full: &str,
        overloaded: impl Fn(&T) -> bool,
    ) -> Option<&'static T> {
        let mut end = full.len();
        loop {
            if let Some(list) = self.by_name.get(&full[..end]) {
                let exact = end == full.len();
                if let Some(&item) = list.iter().rev().find(|&&i| exact || overloaded(i)) {
                    return Some(item);
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
        let names = BaseNames::new(&TABLE, |e| e.name);
        let find = |full: &str| names.longest(full, |e| e.overloaded).map(|e| e.id);
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
