//! Source locations carried by ops and functions.

use crate::context::{Context, FileId};

/// Where an op came from: a file and a 1-based line and column.
///
/// [`Loc::UNKNOWN`] is used for ops made by tools without a source. New ops
/// made by a rewrite inherit the location of the op they replace.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loc {
    /// The file, interned in the [`Context`](crate::Context).
    pub file: FileId,
    /// 1-based line; 0 when unknown.
    pub line: u32,
    /// 1-based column; 0 when unknown.
    pub col: u32,
}

impl Loc {
    /// The location of something that has no source.
    pub const UNKNOWN: Loc = Loc {
        file: FileId::NONE,
        line: 0,
        col: 0,
    };

    /// A location in `file` at `line:col`.
    pub fn new(file: FileId, line: u32, col: u32) -> Self {
        Loc { file, line, col }
    }

    /// Whether this is [`Loc::UNKNOWN`].
    pub fn is_unknown(&self) -> bool {
        self.line == 0 && self.file == FileId::NONE
    }
}

impl Context {
    /// `file:line:col` of `loc`, as diagnostics cite it (the file name
    /// empty for an unknown location). Written without the formatting
    /// machinery: the greedy driver renders one for each near miss it
    /// records, tens of thousands on a large module.
    pub fn loc_text(&self, loc: Loc) -> String {
        let file = self.file_name(loc.file);
        let mut out = String::with_capacity(file.len() + 12);
        out.push_str(file);
        out.push(':');
        push_decimal(&mut out, loc.line.into());
        out.push(':');
        push_decimal(&mut out, loc.col.into());
        out
    }
}

/// Appends the decimal digits of `n` (`write!` costs more on the
/// printers' hot paths).
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

impl Default for Loc {
    fn default() -> Self {
        Loc::UNKNOWN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loc_text_is_file_line_col() {
        let cx = Context::new();
        let file = cx.file("a.ll");
        assert_eq!(cx.loc_text(Loc::new(file, 12, 3)), "a.ll:12:3");
        assert_eq!(
            cx.loc_text(Loc::new(file, 0, 4294967295)),
            "a.ll:0:4294967295"
        );
        assert_eq!(cx.loc_text(Loc::UNKNOWN), ":0:0");
        let mut s = String::from("x");
        push_decimal(&mut s, 18446744073709551615);
        assert_eq!(s, "x18446744073709551615");
    }
}
