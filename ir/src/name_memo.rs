//! A per-thread memo of the ids of names looked up by their text: the
//! identifiers of attribute keys and the op names.
//!
//! Passes and typed views name keys and ops by `&'static str` (`"value"`,
//! `llvm.constant`), and each lookup hashed the text and probed the
//! interner (about 145 instructions; 380,000 lookups on the benchmark's M).
//! Here a lookup finds a slot by the text's address and length and checks
//! the remembered id by comparing its interned text with the key, so a
//! slot left by a string freed since, whose address another string took,
//! gives no wrong answer.

use std::cell::RefCell;

/// Slots per thread, direct-mapped (a power of two).
const SLOTS: usize = 1024;

#[derive(Clone, Copy)]
struct Entry {
    addr: usize,
    len: usize,
    table: u64,
    id: u32,
}

const EMPTY: Entry = Entry {
    addr: 0,
    len: 0,
    table: u64::MAX,
    id: 0,
};

thread_local! {
    static MEMO: RefCell<[Entry; SLOTS]> = const { RefCell::new([EMPTY; SLOTS]) };
}

/// Which names a memo entry is of: one interner of one context (a
/// [`Context::id`](crate::Context::id) is never reused, and means other
/// ids after a fork).
#[derive(Clone, Copy)]
pub(crate) enum Names {
    Idents,
    OpNames,
}

fn table(context: u64, names: Names) -> u64 {
    (context << 1) | names as u64
}

fn slot(text: &str) -> usize {
    let addr = text.as_ptr() as usize;
    ((addr >> 3) ^ (addr >> 13) ^ text.len()) & (SLOTS - 1)
}

/// The id of `text` among `names` of `context`: the remembered one if its
/// text (`text_of`) is `text`, else `find`'s, remembered when there is one.
pub(crate) fn id_of<'t>(
    context: u64,
    names: Names,
    text: &str,
    text_of: impl Fn(u32) -> &'t str,
    find: impl FnOnce() -> Option<u32>,
) -> Option<u32> {
    let table = table(context, names);
    let at = slot(text);
    let addr = text.as_ptr() as usize;
    let entry = MEMO.with(|m| m.borrow()[at]);
    if entry.addr == addr && entry.len == text.len() && entry.table == table {
        // The slot may be of a string freed since: the text decides.
        if text_of(entry.id) == text {
            return Some(entry.id);
        }
    }
    let id = find()?;
    MEMO.with(|m| {
        m.borrow_mut()[at] = Entry {
            addr,
            len: text.len(),
            table,
            id,
        }
    });
    Some(id)
}

#[cfg(test)]
mod tests {
    use crate::Context;

    /// A remembered id is of its text and context: another string at the
    /// same address, or another context, looks the name up again.
    #[test]
    fn a_remembered_id_is_of_its_text_and_context() {
        let (one, two) = (Context::new(), Context::new());
        let a = one.ident("memo_a");
        let _ = two.ident("memo_other");
        let b = two.ident("memo_a");
        assert_ne!(a, b, "the test needs the name at other ids");
        for _ in 0..2 {
            assert_eq!(one.try_ident("memo_a"), Some(a));
            assert_eq!(two.try_ident("memo_a"), Some(b));
        }
        // One buffer holding two texts in turn, at one address.
        let mut buf = String::from("memo_a");
        assert_eq!(one.try_ident(&buf), Some(a));
        buf.clear();
        buf.push_str("memo_b");
        assert_eq!(one.try_ident(&buf), None);
        let c = one.ident(&buf);
        assert_ne!(c, a);
        assert_eq!(one.try_ident(&buf), Some(c));
        // Op names are their own table.
        let op = one.op_name("memo_a");
        assert_eq!(one.try_op_name("memo_a"), Some(op));
        assert_eq!(one.op_name_str(op), "memo_a");
    }
}
