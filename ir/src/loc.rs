//! Source locations carried by ops and functions.

use crate::context::FileId;

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

impl Default for Loc {
    fn default() -> Self {
        Loc::UNKNOWN
    }
}
