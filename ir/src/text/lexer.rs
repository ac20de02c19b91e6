//! The byte-level lexer of the text format.
//!
//! Tokens are spans into the source: the lexer allocates nothing. Escapes in
//! strings and quoted names are checked here but decoded only when the parser
//! asks for the text (see [`unescape`]), so most tokens never copy.

use super::error::ParseErrorKind;
use std::borrow::Cow;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    /// End of input.
    Eof,
    /// A bare identifier: a keyword, a type keyword, an attribute key or a
    /// bare op name (`[A-Za-z_][A-Za-z0-9_.$-]*`).
    Ident,
    /// `%name`, `%0` or `%"quoted"`.
    Percent,
    /// `@name` or `@"quoted"`.
    At,
    /// `^name` or `^"quoted"`.
    Caret,
    /// `"..."`.
    Str,
    /// `b"..."`: bytes, with the escapes of strings but no UTF-8 check.
    Bytes,
    /// A decimal integer, possibly negative.
    Int,
    /// `0x...` or `0xH...`, possibly negative.
    Hex,
    /// A decimal number with a fraction or an exponent.
    Float,
    LParen,
    RParen,
    LBrace,
    RBrace,
    LBracket,
    RBracket,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Ellipsis,
}

/// A token: its kind, its byte span and where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Tok,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset just past the last byte.
    pub end: u32,
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub col: u32,
    /// For strings and quoted names: whether the text holds escapes.
    pub escaped: bool,
}

/// A lexer error: where, and what.
pub(crate) type LexError = (u32, u32, ParseErrorKind);

/// Whether `b` may appear in a bare name after a sigil (`%`, `@`, `^`) or
/// after the first character of an identifier.
pub(crate) fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

/// Whether `s` prints bare after a sigil: non-empty, only name bytes, and no
/// `->` inside (which the lexer would read as an arrow).
pub(crate) fn is_bare_name(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(is_name_byte) && !s.contains("->")
}

/// Whether `s` looks like an automatic block label, `bb` and digits. The
/// printer numbers unnamed blocks `^bbN`, so a block *named* like that
/// prints quoted (`^"bb7"`) and an unquoted `^bbN` never names a block.
pub(crate) fn is_block_number(s: &str) -> bool {
    s.len() > 2 && s.starts_with("bb") && s.bytes().skip(2).all(|b| b.is_ascii_digit())
}

/// Whether `s` prints as a bare identifier (an attribute key).
pub(crate) fn is_bare_ident(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty() && (b[0].is_ascii_alphabetic() || b[0] == b'_') && is_bare_name(s)
}

/// The on-demand lexer. [`Lexer::next`] returns one token at a time.
pub(crate) struct Lexer<'s> {
    src: &'s [u8],
    pos: usize,
    line: u32,
    line_start: usize,
}

impl<'s> Lexer<'s> {
    pub fn new(src: &'s str) -> Self {
        // A UTF-8 byte order mark is skipped (columns still count it).
        let pos = if src.starts_with('\u{FEFF}') { 3 } else { 0 };
        Lexer {
            src: src.as_bytes(),
            pos,
            line: 1,
            line_start: 0,
        }
    }

    fn peek_at(&self, i: usize) -> u8 {
        self.src.get(i).copied().unwrap_or(0)
    }

    fn col_of(&self, pos: usize) -> u32 {
        (pos - self.line_start + 1) as u32
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

    /// The next token.
    ///
    /// # Errors
    /// A bad character, an unterminated string or a bad escape.
    pub fn next(&mut self) -> Result<Token, LexError> {
        self.skip_trivia();
        let start = self.pos;
        let line = self.line;
        let col = self.col_of(start);
        let mut escaped = false;
        let tok = |kind, end: usize, escaped| Token {
            kind,
            start: start as u32,
            end: end as u32,
            line,
            col,
            escaped,
        };
        let Some(&c) = self.src.get(start) else {
            return Ok(tok(Tok::Eof, start, false));
        };
        let single = |k| Ok(tok(k, start + 1, false));
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'{' => Tok::LBrace,
            b'}' => Tok::RBrace,
            b'[' => Tok::LBracket,
            b']' => Tok::RBracket,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            b'=' => Tok::Equal,
            b'-' if self.peek_at(start + 1) == b'>' => {
                self.pos = start + 2;
                return Ok(tok(Tok::Arrow, self.pos, false));
            }
            b'.' if self.peek_at(start + 1) == b'.' && self.peek_at(start + 2) == b'.' => {
                self.pos = start + 3;
                return Ok(tok(Tok::Ellipsis, self.pos, false));
            }
            b'"' => {
                self.pos = self.string_end(start, &mut escaped)?;
                return Ok(tok(Tok::Str, self.pos, escaped));
            }
            b'%' | b'@' | b'^' => {
                let kind = match c {
                    b'%' => Tok::Percent,
                    b'@' => Tok::At,
                    _ => Tok::Caret,
                };
                let end = if self.peek_at(start + 1) == b'"' {
                    self.string_end(start + 1, &mut escaped)?
                } else {
                    let end = self.name_end(start + 1);
                    if end == start + 1 {
                        return Err((line, col, ParseErrorKind::EmptyName(c as char)));
                    }
                    end
                };
                self.pos = end;
                return Ok(tok(kind, end, escaped));
            }
            b'b' if self.peek_at(start + 1) == b'"' => {
                self.pos = self.string_end(start + 1, &mut escaped)?;
                return Ok(tok(Tok::Bytes, self.pos, escaped));
            }
            b'0'..=b'9' => return Ok(self.number(start, line, col)),
            b'-' if self.peek_at(start + 1).is_ascii_digit() => {
                return Ok(self.number(start, line, col))
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'_' => {
                self.pos = self.name_end(start + 1);
                return Ok(tok(Tok::Ident, self.pos, false));
            }
            _ => {
                // Report the whole character, not one byte of it.
                let rest = std::str::from_utf8(&self.src[start..]).ok();
                let ch = rest.and_then(|s| s.chars().next()).unwrap_or('?');
                return Err((line, col, ParseErrorKind::BadChar(ch)));
            }
        };
        self.pos = start + 1;
        single(kind)
    }

    /// The end of a bare name starting at `from`. Stops before `->`.
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

    /// The end (just past the closing quote) of the string whose opening
    /// quote is at `open`. Checks escapes; sets `escaped` if there are any.
    fn string_end(&self, open: usize, escaped: &mut bool) -> Result<usize, LexError> {
        let mut i = open + 1;
        loop {
            match self.src.get(i) {
                None | Some(b'\n') => {
                    return Err((
                        self.line,
                        self.col_of(open),
                        ParseErrorKind::UnterminatedString,
                    ))
                }
                Some(b'"') => return Ok(i + 1),
                Some(b'\\') => {
                    *escaped = true;
                    let a = self.peek_at(i + 1);
                    let b = self.peek_at(i + 2);
                    if matches!(a, b'"' | b'\\' | b'n' | b't' | b'r') {
                        i += 2;
                    } else if a.is_ascii_hexdigit() && b.is_ascii_hexdigit() {
                        i += 3;
                    } else {
                        return Err((self.line, self.col_of(i), ParseErrorKind::BadEscape));
                    }
                }
                Some(_) => i += 1,
            }
        }
    }

    /// A number: `-?0x[H]?HEX`, or `-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`.
    fn number(&mut self, start: usize, line: u32, col: u32) -> Token {
        let (i, number) = scan_number(self.src, start);
        let kind = match number {
            NumberKind::Hex => Tok::Hex,
            NumberKind::Float => Tok::Float,
            NumberKind::Int => Tok::Int,
        };
        self.pos = i;
        Token {
            kind,
            start: start as u32,
            end: i as u32,
            line,
            col,
            escaped: false,
        }
    }
}

/// Decodes the body of a quoted string (without its quotes). `raw` must have
/// passed the lexer's escape check.
///
/// # Errors
/// [`ParseErrorKind::InvalidUtf8`] if hex escapes make invalid UTF-8.
pub(crate) fn unescape(raw: &str) -> Result<String, ParseErrorKind> {
    String::from_utf8(unescape_bytes(raw)?).map_err(|_| ParseErrorKind::InvalidUtf8)
}

/// Decodes the body of a quoted string or bytes literal into bytes.
///
/// # Errors
/// [`ParseErrorKind::BadEscape`] for an escape the lexer would reject.
pub fn unescape_bytes(raw: &str) -> Result<Vec<u8>, ParseErrorKind> {
    let b = raw.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        let a = b.get(i + 1).copied().unwrap_or(0);
        match a {
            b'"' | b'\\' => out.push(a),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            b'r' => out.push(b'\r'),
            _ => {
                let hi = hex_val(a);
                let lo = hex_val(b.get(i + 2).copied().unwrap_or(0));
                match (hi, lo) {
                    (Some(h), Some(l)) => {
                        out.push(h * 16 + l);
                        i += 3;
                        continue;
                    }
                    _ => return Err(ParseErrorKind::BadEscape),
                }
            }
        }
        i += 2;
    }
    Ok(out)
}

fn hex_val(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// The text of a string token or quoted name: `raw` is the text between the
/// quotes. Borrows unless there are escapes.
pub(crate) fn string_text(raw: &str, escaped: bool) -> Result<Cow<'_, str>, ParseErrorKind> {
    if escaped {
        unescape(raw).map(Cow::Owned)
    } else {
        Ok(Cow::Borrowed(raw))
    }
}

/// Appends `s` as a quoted string: printable ASCII stays, `"` and `\` are
/// escaped with a backslash, every other byte becomes `\XX`.
pub(crate) fn write_quoted(out: &mut String, s: &str) {
    write_quoted_bytes(out, s.as_bytes());
}

/// What [`scan_number`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberKind {
    /// `-?0x[H]?HEX`: integer or float bits.
    Hex,
    /// Digits with a fraction or an exponent.
    Float,
    /// Plain digits.
    Int,
}

/// Scans the number that starts at `start` (an optional `-`, then a digit):
/// `-?0x[H]?HEX`, or `-?DIGITS(.DIGITS)?([eE][+-]?DIGITS)?`. Returns where
/// it ends and its kind. Shared by the IR and rule-file lexers so both read
/// numbers alike.
pub fn scan_number(src: &[u8], start: usize) -> (usize, NumberKind) {
    let at = |i: usize| src.get(i).copied().unwrap_or(0);
    let mut i = start;
    if at(i) == b'-' {
        i += 1;
    }
    if at(i) == b'0'
        && matches!(at(i + 1), b'x' | b'X')
        && (at(i + 2).is_ascii_hexdigit() || (at(i + 2) == b'H' && at(i + 3).is_ascii_hexdigit()))
    {
        i += 2;
        if at(i) == b'H' {
            i += 1;
        }
        while at(i).is_ascii_hexdigit() {
            i += 1;
        }
        return (i, NumberKind::Hex);
    }
    while at(i).is_ascii_digit() {
        i += 1;
    }
    let mut float = false;
    if at(i) == b'.' && at(i + 1).is_ascii_digit() {
        float = true;
        i += 1;
        while at(i).is_ascii_digit() {
            i += 1;
        }
    }
    if matches!(at(i), b'e' | b'E') {
        let mut j = i + 1;
        if matches!(at(j), b'+' | b'-') {
            j += 1;
        }
        if at(j).is_ascii_digit() {
            float = true;
            i = j;
            while at(i).is_ascii_digit() {
                i += 1;
            }
        }
    }
    (
        i,
        if float {
            NumberKind::Float
        } else {
            NumberKind::Int
        },
    )
}

/// Writes `bytes` between quotes, escaping `"`, `\\` and non-printables as
/// `\XX`.
pub(crate) fn write_quoted_bytes(out: &mut String, bytes: &[u8]) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                out.push('\\');
                out.push(HEX[(b >> 4) as usize] as char);
                out.push(HEX[(b & 15) as usize] as char);
            }
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, &str)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next().unwrap();
            if t.kind == Tok::Eof {
                return out;
            }
            out.push((t.kind, &src[t.start as usize..t.end as usize]));
        }
    }

    fn lex_err(src: &str) -> LexError {
        let mut lx = Lexer::new(src);
        loop {
            match lx.next() {
                Ok(t) if t.kind == Tok::Eof => panic!("no error in {src:?}"),
                Ok(_) => {}
                Err(e) => return e,
            }
        }
    }

    #[test]
    fn punctuation_and_names() {
        use Tok::*;
        assert_eq!(
            kinds("( ) { } [ ] < > , : = -> ... %0 %a.b @f ^bb1 %\"x y\""),
            [
                (LParen, "("),
                (RParen, ")"),
                (LBrace, "{"),
                (RBrace, "}"),
                (LBracket, "["),
                (RBracket, "]"),
                (Less, "<"),
                (Greater, ">"),
                (Comma, ","),
                (Colon, ":"),
                (Equal, "="),
                (Arrow, "->"),
                (Ellipsis, "..."),
                (Percent, "%0"),
                (Percent, "%a.b"),
                (At, "@f"),
                (Caret, "^bb1"),
                (Percent, "%\"x y\""),
            ]
        );
    }

    #[test]
    fn names_stop_before_arrows_and_idents_keep_dots() {
        use Tok::*;
        assert_eq!(
            kinds("%a->x llvm.add dx.types.Handle a-b$c"),
            [
                (Percent, "%a"),
                (Arrow, "->"),
                (Ident, "x"),
                (Ident, "llvm.add"),
                (Ident, "dx.types.Handle"),
                (Ident, "a-b$c"),
            ]
        );
    }

    #[test]
    fn numbers() {
        use Tok::*;
        assert_eq!(
            kinds("0 -12 1.5 -0.0 1e16 2.5E-3 0x1F 0xH3C00 -0x10 4 x 7e"),
            [
                (Int, "0"),
                (Int, "-12"),
                (Float, "1.5"),
                (Float, "-0.0"),
                (Float, "1e16"),
                (Float, "2.5E-3"),
                (Hex, "0x1F"),
                (Hex, "0xH3C00"),
                (Hex, "-0x10"),
                (Int, "4"),
                (Ident, "x"),
                (Int, "7"),
                (Ident, "e"),
            ]
        );
    }

    #[test]
    fn comments_and_positions() {
        let src = "// c\n  %x // y\n\t@f";
        let mut lx = Lexer::new(src);
        let a = lx.next().unwrap();
        assert_eq!((a.line, a.col), (2, 3));
        let b = lx.next().unwrap();
        assert_eq!((b.kind, b.line, b.col), (Tok::At, 3, 2));
        assert_eq!(lx.next().unwrap().kind, Tok::Eof);
    }

    #[test]
    fn strings_and_escapes() {
        let src = r#""plain" "a\"b\\c\0A\n""#;
        let mut lx = Lexer::new(src);
        let a = lx.next().unwrap();
        assert!(!a.escaped);
        let b = lx.next().unwrap();
        assert!(b.escaped);
        let raw = &src[b.start as usize + 1..b.end as usize - 1];
        assert_eq!(unescape(raw).unwrap(), "a\"b\\c\n\n");
        assert_eq!(unescape(r"\E2\82\AC").unwrap(), "€");
        assert_eq!(unescape(r"\FF"), Err(ParseErrorKind::InvalidUtf8));
    }

    #[test]
    fn quoting_round_trips() {
        for s in [
            "",
            "abc",
            "a\"b",
            "back\\slash",
            "tab\there",
            "€uro",
            "\u{0}\u{7f}",
        ] {
            let mut q = String::new();
            write_quoted(&mut q, s);
            assert!(q.is_ascii(), "{q}");
            assert_eq!(unescape(&q[1..q.len() - 1]).unwrap(), s);
        }
        let mut q = String::new();
        write_quoted(&mut q, "a\nb");
        assert_eq!(q, r#""a\0Ab""#);
    }

    #[test]
    fn lexer_errors_point_at_the_problem() {
        assert_eq!(
            lex_err("  \"abc\n"),
            (1, 3, ParseErrorKind::UnterminatedString)
        );
        assert_eq!(lex_err("x \"ab\\q\""), (1, 6, ParseErrorKind::BadEscape));
        assert_eq!(lex_err("\n  #"), (2, 3, ParseErrorKind::BadChar('#')));
        assert_eq!(lex_err("é"), (1, 1, ParseErrorKind::BadChar('é')));
        assert_eq!(lex_err("% x"), (1, 1, ParseErrorKind::EmptyName('%')));
        assert_eq!(lex_err("\"\\4\""), (1, 2, ParseErrorKind::BadEscape));
    }

    #[test]
    fn bytes_literals_need_the_quote_right_after_b() {
        use Tok::*;
        assert_eq!(
            kinds(r#"b"x\00" b "y" ab"z" b"#),
            [
                (Bytes, r#"b"x\00""#),
                (Ident, "b"),
                (Str, r#""y""#),
                (Ident, "ab"),
                (Str, r#""z""#),
                (Ident, "b"),
            ]
        );
        assert_eq!(unescape_bytes(r"\FF\00a\n\\").unwrap(), b"\xFF\0a\n\\");
        assert_eq!(lex_err("b\"\\q\""), (1, 3, ParseErrorKind::BadEscape));
        assert_eq!(lex_err("b\"ab"), (1, 2, ParseErrorKind::UnterminatedString));
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        assert_eq!(kinds("\u{FEFF}func"), [(Tok::Ident, "func")]);
    }

    #[test]
    fn bare_name_rules() {
        assert!(is_bare_name("0"));
        assert!(is_bare_name("dx.types.Handle"));
        assert!(!is_bare_name(""));
        assert!(!is_bare_name("a b"));
        assert!(!is_bare_name("a->b"));
        assert!(is_bare_ident("sym_name"));
        assert!(!is_bare_ident("1a"));
        assert!(!is_bare_ident("-a"));
        assert!(is_block_number("bb0"));
        assert!(is_block_number("bb007"));
        assert!(!is_block_number("bb"));
        assert!(!is_block_number("bb1a"));
        assert!(!is_block_number("b1"));
    }
}
