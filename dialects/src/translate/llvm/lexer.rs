//! Byte-level lexer for LLVM IR text.
//!
//! The lexer is pulled one token at a time so a 100 MB module never exists as
//! a token vector. Tokens borrow their text from the source; numbers and
//! escapes are decoded by the parser only where it needs them.

use super::ast::Pos;
use super::error::LlParseError;

/// Token kinds. The comment says what [`Token::text`] holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// End of input; empty text.
    Eof,
    /// `%name`; the name.
    LocalVar,
    /// `%"name"`; the raw (still escaped) name.
    LocalVarQuoted,
    /// `%N`; the digits.
    LocalId,
    /// `@name`; the name.
    GlobalVar,
    /// `@"name"`; the raw (still escaped) name.
    GlobalVarQuoted,
    /// `@N`; the digits.
    GlobalId,
    /// `!name`; the name.
    MetadataVar,
    /// `!N`; the digits.
    MetadataId,
    /// `#N`; the digits.
    AttrGroupId,
    /// `#dbg_value` and friends (debug records); the word after `#`.
    DbgRecord,
    /// `$name`; the name.
    ComdatVar,
    /// `^N`; the digits.
    SummaryId,
    /// `name:`; the name.
    Label,
    /// `"name":`; the raw (still escaped) name.
    LabelQuoted,
    /// `N:`; the digits.
    LabelId,
    /// A keyword or bare word (`define`, `i32`, `x`, `nuw`); the word.
    Word,
    /// A decimal integer, maybe negative; the literal.
    Int,
    /// `s0x...` / `u0x...` hex integer; the literal.
    HexInt,
    /// Decimal floating point `[-+]?D+.D*([eE][-+]?D+)?`; the literal.
    Float,
    /// `0x` + up to 16 hex digits: IEEE double bits; the digits.
    HexDouble,
    /// `0xH` + up to 4 hex digits: half bits; the digits.
    HexHalf,
    /// `0xR` + up to 4 hex digits: bfloat bits; the digits.
    HexBFloat,
    /// `"..."`; the raw (still escaped) contents.
    Str,
    /// `c"..."`; the raw (still escaped) contents.
    CStr,
    /// `=`.
    Equal,
    /// `,`.
    Comma,
    /// `*`.
    Star,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LBracket,
    /// `]`.
    RBracket,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `!` not followed by a name or number.
    Exclaim,
    /// `|`.
    Bar,
    /// `...`.
    Ellipsis,
}

/// One token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// What kind of token.
    pub kind: TokenKind,
    /// The payload text (see [`TokenKind`]).
    pub text: &'a str,
    /// The whole token as written, for error messages.
    pub raw: &'a str,
    /// Where the token starts.
    pub pos: Pos,
}

/// Characters of LLVM names and labels: `[-a-zA-Z$._0-9]`.
const NAME_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'-' || b == b'$' || b == b'.' || b == b'_';
        c += 1;
    }
    t
};

fn is_name_char(b: Option<&u8>) -> bool {
    matches!(b, Some(&b) if NAME_CHAR[b as usize])
}

/// The lexer state: a cursor into the source plus line bookkeeping.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    i: usize,
    line: u32,
    line_start: usize,
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src,
            bytes: src.as_bytes(),
            i: 0,
            line: 1,
            line_start: 0,
        }
    }

    fn pos_at(&self, at: usize) -> Pos {
        Pos {
            line: self.line,
            col: u32::try_from(at - self.line_start + 1).unwrap_or(u32::MAX),
        }
    }

    fn skip_trivia(&mut self) {
        let bytes = self.bytes;
        let mut i = self.i;
        loop {
            match bytes.get(i) {
                Some(b' ' | b'\t' | b'\r') => i += 1,
                Some(b'\n') => {
                    i += 1;
                    self.line = self.line.saturating_add(1);
                    self.line_start = i;
                }
                Some(b';') => {
                    while let Some(&c) = bytes.get(i) {
                        if c == b'\n' {
                            break;
                        }
                        i += 1;
                    }
                }
                _ => break,
            }
        }
        self.i = i;
    }

    /// Slice `start..end` of the source. Every boundary the lexer produces is
    /// next to an ASCII byte, so this never splits a character; `get` keeps
    /// that promise from ever becoming a panic.
    fn slice(&self, start: usize, end: usize) -> &'a str {
        self.src.get(start..end).unwrap_or("")
    }

    fn tok(&mut self, kind: TokenKind, start: usize, text: (usize, usize), end: usize, pos: Pos) -> Token<'a> {
        self.i = end;
        Token {
            kind,
            text: self.slice(text.0, text.1),
            raw: self.slice(start, end),
            pos,
        }
    }

    fn scan_name(&self, mut j: usize) -> usize {
        while is_name_char(self.bytes.get(j)) {
            j += 1;
        }
        j
    }

    fn scan_digits(&self, mut j: usize) -> usize {
        while matches!(self.bytes.get(j), Some(b) if b.is_ascii_digit()) {
            j += 1;
        }
        j
    }

    fn scan_hex(&self, mut j: usize) -> usize {
        while matches!(self.bytes.get(j), Some(b) if b.is_ascii_hexdigit()) {
            j += 1;
        }
        j
    }

    /// Scans a `"..."` whose opening quote is at `open`; returns the index of
    /// the closing quote. Strings may span lines (LLVM allows it), so line
    /// bookkeeping is updated.
    fn scan_string(&mut self, open: usize, pos: Pos) -> Result<usize, LlParseError> {
        let mut j = open + 1;
        loop {
            match self.bytes.get(j) {
                Some(b'"') => return Ok(j),
                Some(b'\n') => {
                    self.line = self.line.saturating_add(1);
                    self.line_start = j + 1;
                }
                Some(_) => {}
                None => return Err(LlParseError::syntax(pos, "unterminated string")),
            }
            j += 1;
        }
    }

    /// Lexes the next token, skipping whitespace and comments.
    pub fn next_token(&mut self) -> Result<Token<'a>, LlParseError> {
        use TokenKind as K;
        self.skip_trivia();
        let start = self.i;
        let pos = self.pos_at(start);
        let Some(&b) = self.bytes.get(start) else {
            return Ok(Token {
                kind: K::Eof,
                text: "",
                raw: "",
                pos,
            });
        };
        let punct = |this: &mut Self, kind| Ok(this.tok(kind, start, (start, start + 1), start + 1, pos));
        match b {
            b'%' => self.lex_sigil(start, pos, [K::LocalVar, K::LocalVarQuoted, K::LocalId]),
            b'@' => self.lex_sigil(start, pos, [K::GlobalVar, K::GlobalVarQuoted, K::GlobalId]),
            b'!' => self.lex_exclaim(start, pos),
            b'#' => {
                let j = start + 1;
                if matches!(self.bytes.get(j), Some(c) if c.is_ascii_digit()) {
                    let e = self.scan_digits(j);
                    if is_name_char(self.bytes.get(e)) {
                        return Err(LlParseError::syntax(pos, "bad attribute group id"));
                    }
                    Ok(self.tok(K::AttrGroupId, start, (j, e), e, pos))
                } else if matches!(self.bytes.get(j), Some(c) if c.is_ascii_alphabetic()) {
                    let e = self.scan_name(j);
                    Ok(self.tok(K::DbgRecord, start, (j, e), e, pos))
                } else {
                    Err(LlParseError::syntax(pos, "expected attribute group id after '#'"))
                }
            }
            b'$' => {
                let e = self.scan_name(start + 1);
                if self.bytes.get(e) == Some(&b'"') || e == start + 1 {
                    // `$"quoted"` comdats: lex the quote so the parser can reject it.
                    let close = if self.bytes.get(start + 1) == Some(&b'"') {
                        self.scan_string(start + 1, pos)? + 1
                    } else {
                        e
                    };
                    return Ok(self.tok(K::ComdatVar, start, (start + 1, close), close, pos));
                }
                Ok(self.tok(K::ComdatVar, start, (start + 1, e), e, pos))
            }
            b'^' => {
                let e = self.scan_digits(start + 1);
                Ok(self.tok(K::SummaryId, start, (start + 1, e), e, pos))
            }
            b'"' => {
                let close = self.scan_string(start, pos)?;
                if self.bytes.get(close + 1) == Some(&b':') {
                    Ok(self.tok(K::LabelQuoted, start, (start + 1, close), close + 2, pos))
                } else {
                    Ok(self.tok(K::Str, start, (start + 1, close), close + 1, pos))
                }
            }
            b'=' => punct(self, K::Equal),
            b',' => punct(self, K::Comma),
            b'*' => punct(self, K::Star),
            b'(' => punct(self, K::LParen),
            b')' => punct(self, K::RParen),
            b'[' => punct(self, K::LBracket),
            b']' => punct(self, K::RBracket),
            b'{' => punct(self, K::LBrace),
            b'}' => punct(self, K::RBrace),
            b'<' => punct(self, K::Less),
            b'>' => punct(self, K::Greater),
            b'|' => punct(self, K::Bar),
            b'.' if self.bytes.get(start..start + 3) == Some(b"...") => {
                Ok(self.tok(K::Ellipsis, start, (start, start + 3), start + 3, pos))
            }
            b'0'..=b'9' | b'-' | b'+' => self.lex_number_or_label(start, pos),
            b'c' if self.bytes.get(start + 1) == Some(&b'"') => {
                let close = self.scan_string(start + 1, pos)?;
                Ok(self.tok(K::CStr, start, (start + 2, close), close + 1, pos))
            }
            b's' | b'u'
                if self.bytes.get(start + 1..start + 3) == Some(b"0x")
                    && matches!(self.bytes.get(start + 3), Some(c) if c.is_ascii_hexdigit()) =>
            {
                let e = self.scan_hex(start + 3);
                if is_name_char(self.bytes.get(e)) {
                    return Err(LlParseError::syntax(pos, "bad hexadecimal integer literal"));
                }
                Ok(self.tok(K::HexInt, start, (start, e), e, pos))
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'.' => {
                let e = self.scan_name(start);
                if self.bytes.get(e) == Some(&b':') {
                    Ok(self.tok(K::Label, start, (start, e), e + 1, pos))
                } else {
                    Ok(self.tok(K::Word, start, (start, e), e, pos))
                }
            }
            _ => {
                let shown = if b.is_ascii_graphic() {
                    format!("'{}'", b as char)
                } else {
                    format!("byte 0x{b:02x}")
                };
                Err(LlParseError::syntax(pos, format!("unexpected character {shown}")))
            }
        }
    }

    /// `%`/`@` followed by a name, a number or a quoted string.
    fn lex_sigil(&mut self, start: usize, pos: Pos, kinds: [TokenKind; 3]) -> Result<Token<'a>, LlParseError> {
        let j = start + 1;
        match self.bytes.get(j) {
            Some(b'"') => {
                let close = self.scan_string(j, pos)?;
                Ok(self.tok(kinds[1], start, (j + 1, close), close + 1, pos))
            }
            Some(c) if c.is_ascii_digit() => {
                let e = self.scan_digits(j);
                Ok(self.tok(kinds[2], start, (j, e), e, pos))
            }
            Some(&c) if NAME_CHAR[c as usize] => {
                let e = self.scan_name(j);
                Ok(self.tok(kinds[0], start, (j, e), e, pos))
            }
            _ => Err(LlParseError::syntax(
                pos,
                format!("expected a name after '{}'", self.bytes[start] as char),
            )),
        }
    }

    fn lex_exclaim(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, LlParseError> {
        let j = start + 1;
        match self.bytes.get(j) {
            Some(c) if c.is_ascii_digit() => {
                let e = self.scan_digits(j);
                if is_name_char(self.bytes.get(e)) {
                    return Err(LlParseError::syntax(pos, "bad metadata id"));
                }
                Ok(self.tok(TokenKind::MetadataId, start, (j, e), e, pos))
            }
            Some(&c) if NAME_CHAR[c as usize] => {
                let e = self.scan_name(j);
                Ok(self.tok(TokenKind::MetadataVar, start, (j, e), e, pos))
            }
            Some(b'\\') => Err(LlParseError::unsupported(pos, "escaped metadata names")),
            _ => Ok(self.tok(TokenKind::Exclaim, start, (start, j), j, pos)),
        }
    }

    /// Integers, floats, hex floats and labels that start with a digit or
    /// sign (`12:`).
    fn lex_number_or_label(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, LlParseError> {
        use TokenKind as K;
        let name_end = self.scan_name(start);
        if self.bytes.get(name_end) == Some(&b':') && name_end > start {
            let text = &self.bytes[start..name_end];
            let kind = if text.iter().all(u8::is_ascii_digit) {
                K::LabelId
            } else {
                K::Label
            };
            return Ok(self.tok(kind, start, (start, name_end), name_end + 1, pos));
        }
        let b = self.bytes[start];
        let mut j = start;
        if b == b'-' || b == b'+' {
            j += 1;
        }
        if !matches!(self.bytes.get(j), Some(c) if c.is_ascii_digit()) {
            return Err(LlParseError::syntax(pos, format!("unexpected character '{}'", b as char)));
        }
        if j == start && self.bytes.get(j..j + 2) == Some(b"0x") {
            return self.lex_hex_float(start, pos);
        }
        j = self.scan_digits(j);
        let kind = if self.bytes.get(j) == Some(&b'.') {
            j = self.scan_digits(j + 1);
            if matches!(self.bytes.get(j), Some(b'e' | b'E')) {
                let mut k = j + 1;
                if matches!(self.bytes.get(k), Some(b'-' | b'+')) {
                    k += 1;
                }
                if !matches!(self.bytes.get(k), Some(c) if c.is_ascii_digit()) {
                    return Err(LlParseError::syntax(pos, "bad floating-point literal: missing exponent digits"));
                }
                j = self.scan_digits(k);
            }
            K::Float
        } else if b == b'+' {
            return Err(LlParseError::syntax(pos, "'+' is only valid on floating-point literals"));
        } else {
            K::Int
        };
        if is_name_char(self.bytes.get(j)) {
            return Err(LlParseError::syntax(
                pos,
                format!("bad number literal '{}'", self.slice(start, self.scan_name(j))),
            ));
        }
        Ok(self.tok(kind, start, (start, j), j, pos))
    }

    fn lex_hex_float(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, LlParseError> {
        use TokenKind as K;
        let j = start + 2;
        let (kind, digits_at, max) = match self.bytes.get(j) {
            Some(b'H') => (K::HexHalf, j + 1, 4),
            Some(b'R') => (K::HexBFloat, j + 1, 4),
            Some(b'K') => return Err(LlParseError::unsupported(pos, "x86_fp80 literal (0xK)")),
            Some(b'L') => return Err(LlParseError::unsupported(pos, "fp128 literal (0xL)")),
            Some(b'M') => return Err(LlParseError::unsupported(pos, "ppc_fp128 literal (0xM)")),
            _ => (K::HexDouble, j, 16),
        };
        let e = self.scan_hex(digits_at);
        if e == digits_at || is_name_char(self.bytes.get(e)) {
            return Err(LlParseError::syntax(
                pos,
                format!("bad hexadecimal floating-point literal '{}'", self.slice(start, self.scan_name(e))),
            ));
        }
        if e - digits_at > max {
            return Err(LlParseError::syntax(
                pos,
                format!("hexadecimal floating-point literal has more than {max} digits"),
            ));
        }
        Ok(self.tok(kind, start, (digits_at, e), e, pos))
    }
}

/// Decodes LLVM's string escapes: `\\` is a backslash and `\XX` a hex byte;
/// any other backslash stands for itself. Borrows when there is no escape.
pub fn unescape(raw: &str) -> std::borrow::Cow<'_, [u8]> {
    let bytes = raw.as_bytes();
    if !bytes.contains(&b'\\') {
        return std::borrow::Cow::Borrowed(bytes);
    }
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\\' {
            if bytes.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (hex_val(bytes.get(i + 1)), hex_val(bytes.get(i + 2))) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    std::borrow::Cow::Owned(out)
}

fn hex_val(b: Option<&u8>) -> Option<u8> {
    let b = *b?;
    (b as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use TokenKind as K;

    fn lex_all(src: &str) -> Result<Vec<(TokenKind, String, u32, u32)>, LlParseError> {
        let mut lx = Lexer::new(src);
        let mut v = Vec::new();
        loop {
            let t = lx.next_token()?;
            if t.kind == K::Eof {
                return Ok(v);
            }
            v.push((t.kind, t.text.to_string(), t.pos.line, t.pos.col));
        }
    }

    fn kinds(src: &str) -> Vec<TokenKind> {
        lex_all(src).unwrap().into_iter().map(|t| t.0).collect()
    }

    #[test]
    fn sigils() {
        let t = lex_all(r#"%x %"a b" %12 @g @"q" @3 !tbaa !7 #0 $c ^2"#).unwrap();
        let expect = [
            (K::LocalVar, "x"),
            (K::LocalVarQuoted, "a b"),
            (K::LocalId, "12"),
            (K::GlobalVar, "g"),
            (K::GlobalVarQuoted, "q"),
            (K::GlobalId, "3"),
            (K::MetadataVar, "tbaa"),
            (K::MetadataId, "7"),
            (K::AttrGroupId, "0"),
            (K::ComdatVar, "c"),
            (K::SummaryId, "2"),
        ];
        assert_eq!(t.len(), expect.len());
        for (got, want) in t.iter().zip(expect) {
            assert_eq!((got.0, got.1.as_str()), want);
        }
    }

    #[test]
    fn positions_are_one_based() {
        let t = lex_all("a\n  %x = add\n; c\n\tb").unwrap();
        let pos: Vec<(u32, u32)> = t.iter().map(|t| (t.2, t.3)).collect();
        assert_eq!(pos, vec![(1, 1), (2, 3), (2, 6), (2, 8), (4, 2)]);
    }

    #[test]
    fn labels() {
        assert_eq!(
            kinds("entry: for.body.i: 12: \"q r\": argmem: none"),
            vec![K::Label, K::Label, K::LabelId, K::LabelQuoted, K::Label, K::Word]
        );
    }

    #[test]
    fn numbers() {
        let t = lex_all("0 -12 1.000000e+00 -0.5 2. 0x3FF0000000000000 0xH3C00 0xR3F80 s0x1F u0xff 12345678901234567890123")
            .unwrap();
        let k: Vec<_> = t.iter().map(|t| (t.0, t.1.as_str())).collect();
        assert_eq!(
            k,
            vec![
                (K::Int, "0"),
                (K::Int, "-12"),
                (K::Float, "1.000000e+00"),
                (K::Float, "-0.5"),
                (K::Float, "2."),
                (K::HexDouble, "3FF0000000000000"),
                (K::HexHalf, "3C00"),
                (K::HexBFloat, "3F80"),
                (K::HexInt, "s0x1F"),
                (K::HexInt, "u0xff"),
                (K::Int, "12345678901234567890123"),
            ]
        );
    }

    #[test]
    fn bad_numbers() {
        assert!(lex_all("1.0e+").is_err());
        assert!(lex_all("12abc").is_err());
        assert!(lex_all("+3").is_err());
        assert!(lex_all("0x").is_err());
        assert!(lex_all("0x12345678901234567").is_err());
        let e = lex_all("0xK4000").unwrap_err();
        assert!(e.is_unsupported(), "{e}");
        assert!(lex_all("0xL00").unwrap_err().is_unsupported());
    }

    #[test]
    fn strings() {
        let t = lex_all("\"a\\22b\" c\"In\\00\" \"x\ny\" z").unwrap();
        assert_eq!(t[0], (K::Str, "a\\22b".to_string(), 1, 1));
        assert_eq!(t[1], (K::CStr, "In\\00".to_string(), 1, 9));
        assert_eq!(t[2].0, K::Str);
        assert_eq!((t[3].2, t[3].3), (2, 4));
        assert_eq!(unescape("a\\22b").as_ref(), b"a\"b");
        assert_eq!(unescape("In\\00").as_ref(), b"In\0");
        assert_eq!(unescape("x\\\\y\\q").as_ref(), b"x\\y\\q");
        assert!(matches!(unescape("plain"), std::borrow::Cow::Borrowed(_)));
        let e = lex_all("\"abc").unwrap_err();
        assert_eq!((e.line, e.col), (1, 1));
        assert!(e.message.contains("unterminated string"));
    }

    #[test]
    fn punctuation_and_comments() {
        assert_eq!(
            kinds("= , * ( ) [ ] { } < > | ... ! ; comment\n!{"),
            vec![
                K::Equal,
                K::Comma,
                K::Star,
                K::LParen,
                K::RParen,
                K::LBracket,
                K::RBracket,
                K::LBrace,
                K::RBrace,
                K::Less,
                K::Greater,
                K::Bar,
                K::Ellipsis,
                K::Exclaim,
                K::Exclaim,
                K::LBrace
            ]
        );
    }

    #[test]
    fn words_and_records() {
        assert_eq!(
            kinds("define i32 x86_fp80 #dbg_value <4 x float>"),
            vec![K::Word, K::Word, K::Word, K::DbgRecord, K::Less, K::Int, K::Word, K::Word, K::Greater]
        );
    }

    #[test]
    fn bad_characters() {
        let e = lex_all("a \u{e9}").unwrap_err();
        assert_eq!((e.line, e.col), (1, 3));
        assert!(lex_all("%").is_err());
        assert!(lex_all("#").is_err());
        assert!(lex_all("- ").is_err());
    }
}
