//! The value-name table of the parser.
//!
//! Printed IR names values `%0, %1, ...`, so numeric names are kept in a
//! vector indexed by the number: no hashing and no rehashing on the path
//! that large files take. Other names (and numbers with leading zeros or
//! too large for the vector) go to a hash map keyed by source slices.
//!
//! Regions open nested scopes: names defined inside are forgotten when the
//! region closes. Forward references carry their bookkeeping in a side list
//! so that a table slot stays small.

use super::lexer::Token;
use crate::entity::Value;
use crate::types::Type;
use rustc_hash::FxHashMap;
use slotmap::Key as _;
use std::borrow::Cow;

/// Numeric names below this go to the vector (16 bytes a slot, so at most
/// 16 MiB for a file that names a value `%1048575`).
const MAX_NUMBERED: u32 = 1 << 20;

/// A value name, as it is stored.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Key<'s> {
    Num(u32),
    Name(Cow<'s, str>),
}

impl<'s> Key<'s> {
    pub fn new(name: Cow<'s, str>) -> Self {
        let b = name.as_bytes();
        if !b.is_empty()
            && b.len() <= 7
            && b.iter().all(u8::is_ascii_digit)
            && (b[0] != b'0' || b.len() == 1)
        {
            if let Ok(n) = name.parse::<u32>() {
                if n < MAX_NUMBERED {
                    return Key::Num(n);
                }
            }
        }
        Key::Name(name)
    }
}

/// Whether a value name is all digits (`%7`, `%007`). Such names are
/// numbers of the printer's numbering, never source names: the parser does
/// not store them and the printer numbers a value so named instead.
pub(crate) fn is_numeric_name(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// What a name stands for: a value, and whether it is a forward reference
/// (an index into [`ValueTable::forwards`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    pub value: Value,
    pub forward: Option<u32>,
}

/// A use of a name before its definition.
#[derive(Clone, Debug)]
pub(crate) struct Forward<'s> {
    pub name: Cow<'s, str>,
    /// The type of the first use that gave one.
    pub ty: Option<Type>,
    pub first_use: Token,
    pub typed_use: Token,
    pub resolved: bool,
}

#[derive(Default)]
pub(crate) struct ValueTable<'s> {
    numbered: Vec<Option<Slot>>,
    named: FxHashMap<Cow<'s, str>, Slot>,
    pub forwards: Vec<Forward<'s>>,
    /// Names defined in nested scopes, in order, so a scope can be popped.
    defined: Vec<Key<'s>>,
    /// Where each open nested scope starts in `defined`.
    marks: Vec<usize>,
}

impl<'s> ValueTable<'s> {
    pub fn get(&self, key: &Key<'s>) -> Option<Slot> {
        match key {
            Key::Num(n) => self.numbered.get(*n as usize).copied().flatten(),
            Key::Name(s) => self.named.get(s).copied(),
        }
    }

    /// Sets `key` to `slot`; records the name for scope popping when
    /// `defining` inside a nested scope.
    pub fn set(&mut self, key: Key<'s>, slot: Slot, defining: bool) {
        if defining && !self.marks.is_empty() {
            self.defined.push(key.clone());
        }
        match key {
            Key::Num(n) => {
                let i = n as usize;
                if i >= self.numbered.len() {
                    let len = (i + 1).max(self.numbered.len() * 2).max(64);
                    self.numbered.resize(len, None);
                }
                self.numbered[i] = Some(slot);
            }
            Key::Name(s) => {
                self.named.insert(s, slot);
            }
        }
    }

    /// Opens a nested scope.
    pub fn push_scope(&mut self) {
        self.marks.push(self.defined.len());
    }

    /// Closes the innermost scope, forgetting the names defined in it.
    pub fn pop_scope(&mut self) {
        let mark = self.marks.pop().unwrap_or(0);
        for key in self.defined.drain(mark..) {
            match key {
                Key::Num(n) => {
                    if let Some(s) = self.numbered.get_mut(n as usize) {
                        *s = None;
                    }
                }
                Key::Name(s) => {
                    self.named.remove(&s);
                }
            }
        }
    }

    /// The earliest use of a name still undefined.
    pub fn first_undefined(&self) -> Option<&Forward<'s>> {
        self.forwards
            .iter()
            .filter(|f| !f.resolved)
            .min_by_key(|f| (f.first_use.line, f.first_use.col))
    }
}

impl Slot {
    pub fn defined(value: Value) -> Self {
        debug_assert!(!value.is_null());
        Slot {
            value,
            forward: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_names_without_leading_zeros_are_numbers() {
        assert_eq!(Key::new("0".into()), Key::Num(0));
        assert_eq!(Key::new("1048575".into()), Key::Num(1048575));
        assert!(matches!(Key::new("1048576".into()), Key::Name(_)));
        assert!(matches!(Key::new("007".into()), Key::Name(_)));
        assert!(matches!(Key::new("x1".into()), Key::Name(_)));
        assert!(matches!(Key::new("99999999999".into()), Key::Name(_)));
    }

    #[test]
    fn all_digit_names_are_numeric() {
        assert!(is_numeric_name("0"));
        assert!(is_numeric_name("007"));
        assert!(is_numeric_name("99999999999"));
        assert!(!is_numeric_name(""));
        assert!(!is_numeric_name("1a"));
        assert!(!is_numeric_name("-1"));
    }
}
