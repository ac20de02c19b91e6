//! The error type of the LLVM IR reader.

use super::ast::Pos;

/// Whether the input is malformed or uses something the reader deliberately
/// does not handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LlErrorKind {
    /// The text is not valid LLVM IR (as far as this reader can tell).
    Syntax,
    /// Valid LLVM IR that the reader does not support; the message starts
    /// with `unsupported`.
    Unsupported,
}

/// A parse failure at a source position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct LlParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
    /// Syntax error or unsupported construct.
    pub kind: LlErrorKind,
    /// What went wrong.
    pub message: String,
}

/// Errors travel boxed inside the reader: a one-word error keeps every
/// `Result` small enough to return in registers on the hot paths.
pub(crate) type BoxedError = Box<LlParseError>;

impl LlParseError {
    #[cold]
    #[inline(never)]
    pub(crate) fn syntax(pos: Pos, message: impl Into<String>) -> Box<Self> {
        Box::new(LlParseError {
            line: pos.line,
            col: pos.col,
            kind: LlErrorKind::Syntax,
            message: message.into(),
        })
    }

    /// `what` completes "unsupported: ...".
    #[cold]
    #[inline(never)]
    pub(crate) fn unsupported(pos: Pos, what: impl std::fmt::Display) -> Box<Self> {
        Box::new(LlParseError {
            line: pos.line,
            col: pos.col,
            kind: LlErrorKind::Unsupported,
            message: format!("unsupported: {what}"),
        })
    }

    /// The position of the error.
    pub fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    /// True when the input is valid LLVM IR that the reader does not handle.
    pub fn is_unsupported(&self) -> bool {
        self.kind == LlErrorKind::Unsupported
    }
}
