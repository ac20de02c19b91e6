//! The lexer of rule files.
//!
//! It follows the IR text format's lexical rules (`docs/text-format.md`) so
//! that IR pasted into a rule lexes the same way: identifiers may hold dots
//! and dashes (`dx.resource.load`, `mul-by-two`), `%name` and `@name` are
//! sigil names, numbers are decimal, float or hex (`0xH3C00` for half bits).
//! Rules add `#name` (constants and attributes), `$name` (types) and the
//! operators of guards (`== != <= >= && || !`).
//!
//! The whole file is lexed up front: rule files are small, and a token vector
//! gives the parser free lookahead.

use crate::error::RuleErrorKind;
use crate::syntax::ast::Span;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    Eof,
    /// `[A-Za-z_][A-Za-z0-9_.-]*`, never containing `->`.
    Ident,
    /// `%name`: a value variable, or a named struct in a type.
    Percent,
    /// `#name`: a constant or attribute variable.
    Hash,
    /// `$name`: a type (or integer) variable.
    Dollar,
    /// `@name`: a symbol.
    At,
    Str,
    Int,
    Hex,
    Float,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Lt,
    Gt,
    Le,
    Ge,
    EqEq,
    Ne,
    Comma,
    Colon,
    Eq,
    Arrow,
    AndAnd,
    OrOr,
    Bang,
    Ellipsis,
    /// `..`: a range's bounds (`0 .. #n`).
    DotDot,
}

/// A token: its kind, its byte span and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
    pub line: u32,
    pub col: u32,
}

/// A lexer error: where, and what.
pub(crate) type LexError = (Span, RuleErrorKind);

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-')
}

/// Splits `src` into tokens, ending with one [`Tok::Eof`].
///
/// # Errors
/// The first bad character, unterminated string or bad escape.
pub(crate) fn lex(src: &str, file: u32) -> Result<Vec<Token>, LexError> {
    let mut lx = Lexer {
        src: src.as_bytes(),
        pos: if src.starts_with('\u{FEFF}') { 3 } else { 0 },
        line: 1,
        line_start: 0,
        file,
    };
    let mut out = Vec::new();
    loop {
        let t = lx.next()?;
        out.push(t);
        if t.kind == Tok::Eof {
            return Ok(out);
        }
    }
}

struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
    line: u32,
    line_start: usize,
    file: u32,
}

impl Lexer<'_> {
    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn col_of(&self, pos: usize) -> u32 {
        (pos - self.line_start + 1) as u32
    }

    fn span_at(&self, pos: usize) -> Span {
        Span {
            file: self.file,
            line: self.line,
            col: self.col_of(pos),
        }
    }

    fn skip_trivia(&mut self) {
        while self.pos < self.src.len() {
            match self.src[self.pos] {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'/' if self.peek_at(self.pos + 1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn next(&mut self) -> Result<Token, LexError> {
        self.skip_trivia();
        let start = self.pos;
        let (line, col) = (self.line, self.col_of(start));
        let tok = |kind, end: usize| Token {
            kind,
            start: start as u32,
            end: end as u32,
            line,
            col,
        };
        let Some(&c) = self.src.get(start) else {
            return Ok(tok(Tok::Eof, start));
        };
        let next = self.peek_at(start + 1);
        let (kind, len) = match c {
            b'(' => (Tok::LParen, 1),
            b')' => (Tok::RParen, 1),
            b'{' => (Tok::LBrace, 1),
            b'}' => (Tok::RBrace, 1),
            b'[' => (Tok::LBracket, 1),
            b']' => (Tok::RBracket, 1),
            b',' => (Tok::Comma, 1),
            b':' => (Tok::Colon, 1),
            b'<' if next == b'=' => (Tok::Le, 2),
            b'<' => (Tok::Lt, 1),
            b'>' if next == b'=' => (Tok::Ge, 2),
            b'>' => (Tok::Gt, 1),
            b'=' if next == b'=' => (Tok::EqEq, 2),
            b'=' => (Tok::Eq, 1),
            b'!' if next == b'=' => (Tok::Ne, 2),
            b'!' => (Tok::Bang, 1),
            b'&' if next == b'&' => (Tok::AndAnd, 2),
            b'|' if next == b'|' => (Tok::OrOr, 2),
            b'-' if next == b'>' => (Tok::Arrow, 2),
            b'.' if next == b'.' && self.peek_at(start + 2) == b'.' => (Tok::Ellipsis, 3),
            b'.' if next == b'.' => (Tok::DotDot, 2),
            b'"' => {
                self.pos = self.string_end(start)?;
                return Ok(tok(Tok::Str, self.pos));
            }
            b'%' | b'@' | b'#' | b'$' => {
                let kind = match c {
                    b'%' => Tok::Percent,
                    b'@' => Tok::At,
                    b'#' => Tok::Hash,
                    _ => Tok::Dollar,
                };
                let end = if next == b'"' && matches!(c, b'%' | b'@') {
                    self.string_end(start + 1)?
                } else {
                    let mut end = self.name_end(start + 1);
                    // `%xs...` is a list variable followed by `...`, not a
                    // name ending in dots.
                    if end >= start + 4 && self.src[end - 3..end] == *b"..." {
                        end -= 3;
                    }
                    if end == start + 1 {
                        return Err((self.span_at(start), RuleErrorKind::EmptyName(c as char)));
                    }
                    end
                };
                self.pos = end;
                return Ok(tok(kind, end));
            }
            b'0'..=b'9' => return Ok(self.number(start, line, col)),
            b'-' if next.is_ascii_digit() => return Ok(self.number(start, line, col)),
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                self.pos = self.name_end(start + 1);
                return Ok(tok(Tok::Ident, self.pos));
            }
            _ => {
                let rest = std::str::from_utf8(&self.src[start..]).ok();
                let ch = rest.and_then(|s| s.chars().next()).unwrap_or('?');
                return Err((self.span_at(start), RuleErrorKind::BadChar(ch)));
            }
        };
        self.pos = start + len;
        Ok(tok(kind, self.pos))
    }

    /// The end of a bare name starting at `from`; stops before `->`.
    fn name_end(&self, from: usize) -> usize {
        let mut i = from;
        while i < self.src.len() && is_name_byte(self.src[i]) {
            if self.src[i] == b'-' && self.peek_at(i + 1) == b'>' {
                break;
            }
            i += 1;
        }
        i
    }

    /// Just past the closing quote of the string whose quote is at `open`.
    fn string_end(&self, open: usize) -> Result<usize, LexError> {
        let mut i = open + 1;
        loop {
            match self.src.get(i) {
                None | Some(b'\n') => {
                    return Err((self.span_at(open), RuleErrorKind::UnterminatedString));
                }
                Some(b'"') => return Ok(i + 1),
                Some(b'\\') => {
                    let a = self.peek_at(i + 1);
                    let b = self.peek_at(i + 2);
                    if matches!(a, b'"' | b'\\' | b'n' | b't' | b'r') {
                        i += 2;
                    } else if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() {
                        i += 3;
                    } else {
                        return Err((self.span_at(i), RuleErrorKind::BadEscape));
                    }
                }
                Some(_) => i += 1,
            }
        }
    }

    /// `-?0x[H]?HEX` or `-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`, read as the
    /// IR's lexer reads it.
    fn number(&mut self, start: usize, line: u32, col: u32) -> Token {
        let (i, number) = dxir_ir::scan_number(self.src, start);
        let kind = match number {
            dxir_ir::NumberKind::Hex => Tok::Hex,
            dxir_ir::NumberKind::Float => Tok::Float,
            dxir_ir::NumberKind::Int => Tok::Int,
        };
        self.pos = i;
        Token {
            kind,
            start: start as u32,
            end: i as u32,
            line,
            col,
        }
    }
}

/// Decodes the body of a quoted string (without its quotes) that passed the
/// lexer's escape check.
pub(crate) fn unescape(raw: &str) -> Result<String, RuleErrorKind> {
    // The same escapes as the IR's strings, decoded by the IR's lexer.
    let bytes = dxir_ir::unescape_bytes(raw).map_err(|_| RuleErrorKind::BadEscape)?;
    String::from_utf8(bytes).map_err(|_| RuleErrorKind::InvalidUtf8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, &str)> {
        lex(src, 0)
            .unwrap()
            .into_iter()
            .filter(|t| t.kind != Tok::Eof)
            .map(|t| (t.kind, &src[t.start as usize..t.end as usize]))
            .collect()
    }

    #[test]
    fn ir_shaped_text_lexes_like_the_ir() {
        assert_eq!(
            kinds("%r = llvm.mul %x, 2 : <$N x $E> // c\n-> {i32}"),
            [
                (Tok::Percent, "%r"),
                (Tok::Eq, "="),
                (Tok::Ident, "llvm.mul"),
                (Tok::Percent, "%x"),
                (Tok::Comma, ","),
                (Tok::Int, "2"),
                (Tok::Colon, ":"),
                (Tok::Lt, "<"),
                (Tok::Dollar, "$N"),
                (Tok::Ident, "x"),
                (Tok::Dollar, "$E"),
                (Tok::Gt, ">"),
                (Tok::Arrow, "->"),
                (Tok::LBrace, "{"),
                (Tok::Ident, "i32"),
                (Tok::RBrace, "}"),
            ]
        );
    }

    #[test]
    fn guard_operators_and_kebab_names() {
        assert_eq!(
            kinds("mul-by-two $N<=4 && !#c!=-1 || a->b"),
            [
                (Tok::Ident, "mul-by-two"),
                (Tok::Dollar, "$N"),
                (Tok::Le, "<="),
                (Tok::Int, "4"),
                (Tok::AndAnd, "&&"),
                (Tok::Bang, "!"),
                (Tok::Hash, "#c"),
                (Tok::Ne, "!="),
                (Tok::Int, "-1"),
                (Tok::OrOr, "||"),
                (Tok::Ident, "a"),
                (Tok::Arrow, "->"),
                (Tok::Ident, "b"),
            ]
        );
    }

    #[test]
    fn errors_have_positions() {
        let (span, kind) = lex("rule a {\n  ?", 0).unwrap_err();
        assert_eq!((span.line, span.col), (2, 3));
        assert_eq!(kind, RuleErrorKind::BadChar('?'));
        let (span, kind) = lex("x \"abc", 0).unwrap_err();
        assert_eq!(
            (span.line, span.col, kind),
            (1, 3, RuleErrorKind::UnterminatedString)
        );
        let (_, kind) = lex("# x", 0).unwrap_err();
        assert_eq!(kind, RuleErrorKind::EmptyName('#'));
    }
}
