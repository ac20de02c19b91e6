//! Parse errors and the `file:line:col: error:` rendering shared with other
//! diagnostics.

use std::fmt::Write;

/// What went wrong while parsing. The `Display` text is the message shown
/// after `error:`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseErrorKind {
    /// A token other than the one the grammar needs.
    #[error("expected {expected}, found {found}")]
    Expected {
        /// What the grammar needs here.
        expected: &'static str,
        /// The token found, as text.
        found: String,
    },
    /// A character no token starts with.
    #[error("unexpected character `{0}`")]
    BadChar(char),
    /// A sigil (`%`, `@`, `^`) not followed by a name.
    #[error("expected a name after `{0}`")]
    EmptyName(char),
    /// A string that does not end before the end of its line.
    #[error("unterminated string")]
    UnterminatedString,
    /// A backslash not followed by `"`, `\`, `n`, `t`, `r` or two hex digits.
    #[error("invalid escape in string (use `\\\"`, `\\\\` or `\\XX`)")]
    BadEscape,
    /// Hex escapes that do not make UTF-8.
    #[error("string is not valid UTF-8")]
    InvalidUtf8,
    /// A `{` whose `}` never comes.
    #[error("unterminated region: expected `}}` before the end of the file")]
    UnterminatedRegion,
    /// `iN` with `N` outside `1..=128`.
    #[error("integer width must be between 1 and 128, found `{0}`")]
    IntWidth(String),
    /// `<0 x T>`.
    #[error("vector length must be at least 1")]
    ZeroVector,
    /// A number that does not fit where it is used.
    #[error("number `{0}` is too large")]
    NumberTooLarge(String),
    /// A number that must not be negative.
    #[error("expected a non-negative number, found `{0}`")]
    Negative(String),
    /// A word that is not a type.
    #[error("unknown type `{0}`")]
    UnknownType(String),
    /// A word that does not start an attribute.
    #[error("unknown attribute `{0}`")]
    UnknownAttr(String),
    /// A value used but never defined (reported at its first use).
    #[error("use of undefined value {0}")]
    UndefinedValue(String),
    /// A block used as a successor but never defined in its region.
    #[error("use of undefined block {0}")]
    UndefinedBlock(String),
    /// A value name defined twice in scope.
    #[error("redefinition of value {0}")]
    RedefinedValue(String),
    /// A block name defined twice in one region.
    #[error("redefinition of block {0}")]
    RedefinedBlock(String),
    /// A value used with a type other than its own.
    #[error("type mismatch: {value} has type {has}, used as {used}")]
    TypeMismatch {
        /// The value, as written.
        value: String,
        /// Its type (or the type of its first typed use, if not yet defined).
        has: String,
        /// The type written at this use.
        used: String,
    },
    /// The number of result names differs from the number of result types.
    #[error("op has {names} result name(s) but {types} result type(s)")]
    ResultCount {
        /// Names before `=`.
        names: usize,
        /// Result types.
        types: usize,
    },
    /// The number of operands differs from the number of operand types.
    #[error("op has {operands} operand(s) but {types} operand type(s)")]
    OperandTypeCount {
        /// Operands.
        operands: usize,
        /// Operand types.
        types: usize,
    },
    /// A bare op name whose op has no custom form.
    #[error("op `{0}` has no custom form; write it in generic form")]
    NoCustomForm(String),
    /// An integer literal that does not fit its type.
    #[error("integer `{value}` does not fit in {ty}")]
    IntOutOfRange {
        /// The literal.
        value: String,
        /// The type.
        ty: String,
    },
    /// A float literal too large for its type, or a hex literal with more
    /// bits than the type.
    #[error("float literal `{value}` does not fit in {ty}")]
    FloatOutOfRange {
        /// The literal.
        value: String,
        /// The type.
        ty: String,
    },
    /// A literal whose form does not suit its type.
    #[error("literal `{value}` cannot have type {ty}")]
    LiteralType {
        /// The literal.
        value: String,
        /// The type.
        ty: String,
    },
    /// A half constant written in decimal.
    #[error("half constants are written as hex bits, e.g. `0xH3C00`")]
    HalfNeedsHex,
    /// A dictionary key given twice.
    #[error("duplicate attribute key `{0}`")]
    DuplicateKey(String),
    /// A symbol (function or symbol op) defined twice.
    #[error("symbol @{0} is defined more than once")]
    DuplicateSymbol(String),
    /// A named struct given two different bodies.
    #[error("named struct %{0} is already defined with a different body")]
    StructRedefined(String),
    /// Regions, types or attributes nested deeper than the limit.
    #[error("nesting is too deep (the limit is {0})")]
    TooDeep(u32),
    /// `module attributes` after another item, or twice.
    #[error("`module attributes` must come first, and only once")]
    ModuleAttrsNotFirst,
    /// A parameter list mixing `%x: T` and `T`.
    #[error("parameters must be all named (`%x: T`) or all unnamed")]
    MixedParams,
    /// A definition with unnamed parameters.
    #[error("a function body needs named parameters (`%x: T`)")]
    UnnamedParams,
    /// Named parameters but no body.
    #[error("expected `{{` to begin the body of a function with named parameters")]
    MissingBody,
    /// `target(...)` with a type parameter after an integer parameter.
    #[error("type parameters of a target type come before its integer parameters")]
    TargetParamOrder,
    /// A message from an op's custom syntax.
    #[error("{0}")]
    Custom(String),
}

/// A parse error: where it is, what it is, and the line it is on.
///
/// The data lives behind a box so that `Result<T, ParseError>` stays one
/// word wide (the parser recurses, and large error types make every frame
/// large); read the fields through `Deref`: `err.line`, `err.kind`.
///
/// `Display` renders it for a terminal (see [`render_error`]):
/// ```text
/// in.dxir:3:14: error: use of undefined value %9
///   %2 = "t.neg"(%9) : (i32) -> i32
///                ^
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render_error_line(&.0.file, .0.line, .0.col, &.0.kind.to_string(), &.0.source_line))]
pub struct ParseError(Box<ParseErrorData>);

/// The fields of a [`ParseError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseErrorData {
    /// The file name given to the parser.
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, counted in bytes.
    pub col: u32,
    /// What went wrong.
    pub kind: ParseErrorKind,
    /// The text of line `line` (without its line break), for the caret.
    pub source_line: String,
}

impl std::ops::Deref for ParseError {
    type Target = ParseErrorData;
    fn deref(&self) -> &ParseErrorData {
        &self.0
    }
}

impl ParseError {
    /// An error at `line:col` of `source`, which was read from `file`.
    #[cold]
    pub fn new(file: &str, source: &str, line: u32, col: u32, kind: ParseErrorKind) -> Self {
        ParseError(Box::new(ParseErrorData {
            file: file.to_string(),
            line,
            col,
            kind,
            source_line: source_line(source, line).to_string(),
        }))
    }

    /// The message, without location.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// The fields, owned.
    pub fn into_data(self) -> ParseErrorData {
        *self.0
    }
}

/// Line `line` (1-based) of `source`; empty past the end.
fn source_line(source: &str, line: u32) -> &str {
    let Some(idx) = (line as usize).checked_sub(1) else {
        return "";
    };
    let text = source.split('\n').nth(idx).unwrap_or("");
    text.strip_suffix('\r').unwrap_or(text)
}

/// Renders a diagnostic the way every dxir error about input text looks:
///
/// ```text
/// FILE:LINE:COL: error: MESSAGE
///   <the source line>
///   <spaces>^
/// ```
///
/// `col` counts bytes from 1; the caret is placed under that byte (tabs in
/// the line are kept so that it lines up). The verifier uses this too, so all
/// diagnostics read alike.
///
/// # Example
/// ```
/// let s = dxir_ir::render_error("a.dxir", "x\n  bad\n", 2, 3, "oops");
/// assert_eq!(s, "a.dxir:2:3: error: oops\n    bad\n    ^");
/// ```
pub fn render_error(file: &str, source: &str, line: u32, col: u32, message: &str) -> String {
    render_error_line(file, line, col, message, source_line(source, line))
}

fn render_error_line(file: &str, line: u32, col: u32, message: &str, text: &str) -> String {
    let mut out = String::new();
    let _ = write!(out, "{file}:{line}:{col}: error: {message}\n  {text}\n  ");
    let upto = (col.max(1) - 1) as usize;
    for (i, ch) in text.char_indices() {
        if i >= upto {
            break;
        }
        out.push(if ch == '\t' { '\t' } else { ' ' });
    }
    // A column past the end of the line (the end of the file, say).
    for _ in text.len()..upto {
        out.push(' ');
    }
    out.push('^');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_file_line_col_and_caret() {
        let src = "first\n\tab cd\nlast";
        let e = ParseError::new(
            "f.dxir",
            src,
            2,
            5,
            ParseErrorKind::UndefinedValue("%x".into()),
        );
        assert_eq!(
            e.to_string(),
            "f.dxir:2:5: error: use of undefined value %x\n  \tab cd\n  \t   ^"
        );
        assert_eq!(e.message(), "use of undefined value %x");
    }

    #[test]
    fn caret_past_the_end_and_unicode() {
        assert_eq!(
            render_error("f", "ab", 1, 5, "m"),
            "f:1:5: error: m\n  ab\n      ^"
        );
        // `é` is two bytes but one column on screen.
        assert_eq!(
            render_error("f", "é x", 1, 4, "m"),
            "f:1:4: error: m\n  é x\n    ^"
        );
        assert_eq!(render_error("f", "", 3, 1, "m"), "f:3:1: error: m\n  \n  ^");
    }
}
