//! Byte-level lexer for LLVM IR text.
//!
//! The lexer is pulled one token at a time so a 100 MB module never exists as
//! a token vector. Tokens borrow their text from the source; numbers and
//! escapes are decoded by the parser only where it needs them.

use super::ast::Pos;
use super::error::{BoxedError, LlParseError};

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
    /// Where the token starts.
    pub pos: Pos,
}

impl Token<'_> {
    /// The token as it would be written, for error messages (long tokens
    /// are shortened).
    pub fn display(&self) -> String {
        use TokenKind as K;
        // An escaped quoted name's text starts at its quote.
        let text = match self.kind {
            K::LocalVarQuoted | K::GlobalVarQuoted | K::LabelQuoted => {
                self.text.strip_prefix('"').unwrap_or(self.text)
            }
            _ => self.text,
        };
        let text = shorten(text);
        match self.kind {
            K::Eof => "end of file".to_string(),
            K::LocalVar | K::LocalId => format!("'%{text}'"),
            K::LocalVarQuoted => format!("'%\"{text}\"'"),
            K::GlobalVar | K::GlobalId => format!("'@{text}'"),
            K::GlobalVarQuoted => format!("'@\"{text}\"'"),
            K::MetadataVar | K::MetadataId => format!("'!{text}'"),
            K::AttrGroupId | K::DbgRecord => format!("'#{text}'"),
            K::ComdatVar => format!("'${text}'"),
            K::SummaryId => format!("'^{text}'"),
            K::Label | K::LabelId => format!("label '{text}:'"),
            K::LabelQuoted => format!("label '\"{text}\":'"),
            K::HexDouble => format!("'0x{text}'"),
            K::HexHalf => format!("'0xH{text}'"),
            K::HexBFloat => format!("'0xR{text}'"),
            K::Str => format!("'\"{text}\"'"),
            K::CStr => format!("'c\"{text}\"'"),
            _ => format!("'{text}'"),
        }
    }
}

fn shorten(s: &str) -> std::borrow::Cow<'_, str> {
    if s.len() <= 40 {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut cut = 40;
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    std::borrow::Cow::Owned(format!("{}...", &s[..cut]))
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

#[inline]
fn is_name_char(b: Option<&u8>) -> bool {
    matches!(b, Some(&b) if NAME_CHAR[b as usize])
}

/// Whether `b` may appear in an unquoted LLVM name or label.
#[inline]
pub(crate) fn is_name_byte(b: u8) -> bool {
    NAME_CHAR[b as usize]
}

/// End of the run of bytes from `j` that satisfy `pred`.
#[inline(always)]
fn scan_while(bytes: &[u8], j: usize, pred: impl Fn(u8) -> bool) -> usize {
    match bytes.get(j..) {
        Some(rest) => j + rest.iter().position(|&b| !pred(b)).unwrap_or(rest.len()),
        None => j,
    }
}

/// End of the run of name characters from `j`, eight bytes per step so the
/// loop has no per-byte bounds check (names are most of a module's bytes).
#[inline(always)]
fn scan_name(bytes: &[u8], j: usize) -> usize {
    let Some(rest) = bytes.get(j..) else {
        return j;
    };
    let mut chunks = rest.chunks_exact(8);
    let mut at = j;
    for chunk in &mut chunks {
        for (k, &b) in chunk.iter().enumerate() {
            if !NAME_CHAR[b as usize] {
                return at + k;
            }
        }
        at += 8;
    }
    at + chunks
        .remainder()
        .iter()
        .position(|&b| !NAME_CHAR[b as usize])
        .unwrap_or(chunks.remainder().len())
}

#[inline(always)]
fn scan_digits(bytes: &[u8], j: usize) -> usize {
    scan_while(bytes, j, |b| b.is_ascii_digit())
}

#[inline(always)]
fn scan_hex(bytes: &[u8], j: usize) -> usize {
    scan_while(bytes, j, |b| b.is_ascii_hexdigit())
}

/// Index of the next `\n` at or after `i` (or the end).
#[inline]
fn find_newline(bytes: &[u8], i: usize) -> usize {
    bytes
        .get(i..)
        .and_then(|rest| memchr::memchr(b'\n', rest))
        .map_or(bytes.len(), |k| i + k)
}

/// Eight bytes of `0x01`: the SWAR constant of [`count_newlines`].
const LO: u64 = 0x0101_0101_0101_0101;

/// The next `{`, `}`, `"` or `;` at or after a position (or the end):
/// what skipping a function body stops at. `memchr3` finds the first
/// three; a `;` (a comment, rare in a body) is found once and remembered
/// until the scan passes it.
struct BraceScan<'a> {
    bytes: &'a [u8],
    /// The first `;` at or after where it was last searched from, or the
    /// end; `None` before the first search.
    next_semi: Option<usize>,
}

impl<'a> BraceScan<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        BraceScan {
            bytes,
            next_semi: None,
        }
    }

    fn find(&mut self, i: usize) -> usize {
        let bytes = self.bytes;
        let Some(rest) = bytes.get(i..) else {
            return bytes.len();
        };
        let semi = match self.next_semi {
            Some(at) if at >= i => at,
            _ => memchr::memchr(b';', rest).map_or(bytes.len(), |k| i + k),
        };
        self.next_semi = Some(semi);
        let other = memchr::memchr3(b'{', b'}', b'"', rest).map_or(bytes.len(), |k| i + k);
        other.min(semi)
    }
}

/// The number of `\n` in `bytes`, eight bytes at a time.
fn count_newlines(bytes: &[u8]) -> u32 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut chunks = bytes.chunks_exact(8);
    let mut n = 0u32;
    for chunk in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        let y = u64::from_le_bytes(w) ^ (LO * u64::from(b'\n'));
        // Exactly the zero bytes of `y` (no carries between bytes).
        let zero = !(((y & LOW7).wrapping_add(LOW7)) | y | LOW7);
        n = n.wrapping_add(zero.count_ones());
    }
    let tail = chunks.remainder().iter().filter(|&&b| b == b'\n').count();
    n.wrapping_add(tail as u32)
}

/// The lexer state: a cursor into the source plus line bookkeeping.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    i: usize,
    line: u32,
    line_start: usize,
    /// Byte offset where the most recently lexed token starts.
    tok_start: usize,
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
            tok_start: 0,
        }
    }

    /// A lexer at byte `offset` of `src`, which is on line `line` starting
    /// at `line_start` (where a body read apart from its module begins).
    pub(crate) fn at(src: &'a str, offset: usize, line: u32, line_start: usize) -> Self {
        Lexer {
            src,
            bytes: src.as_bytes(),
            i: offset,
            line,
            line_start,
            tok_start: offset,
        }
    }

    /// The line the cursor is on and the offset where that line starts.
    pub(crate) fn line(&self) -> (u32, usize) {
        (self.line, self.line_start)
    }

    /// Skips the function body whose `{` is at `open` (the last token
    /// lexed) without lexing it: braces are counted outside strings and
    /// comments, which are the only tokens that can hold a brace. Returns
    /// the offset after the matching `}`, or `None` (and moves nothing)
    /// when there is none; the body's reader then finds the error.
    pub(crate) fn skip_braced(&mut self, open: usize) -> Option<usize> {
        let bytes = self.bytes;
        let mut depth = 0u32;
        let mut j = open;
        let mut scan = BraceScan::new(bytes);
        let end = loop {
            j = scan.find(j);
            match *bytes.get(j)? {
                b'{' => depth += 1,
                b'}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        break j + 1;
                    }
                }
                b'"' => j += 1 + bytes.get(j + 1..)?.iter().position(|&b| b == b'"')?,
                // `;`: a comment.
                _ => {
                    j = find_newline(bytes, j);
                    continue;
                }
            }
            j += 1;
        };
        let skipped = bytes.get(open..end)?;
        let lines = count_newlines(skipped);
        if lines > 0 {
            let last = skipped.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            self.line = self.line.saturating_add(lines);
            self.line_start = open + last + 1;
        }
        self.i = end;
        Some(end)
    }

    /// Byte offset of the start of the most recently lexed token.
    pub fn last_token_start(&self) -> usize {
        self.tok_start
    }

    /// Moves the cursor to `offset`, which must lie on the current line
    /// after the last token (the parser uses it to skip text it has already
    /// recognised). Offsets outside that range are ignored.
    pub fn skip_to(&mut self, offset: usize) {
        let same_line = self
            .bytes
            .get(self.i..offset)
            .is_some_and(|gap| !gap.contains(&b'\n'));
        if same_line {
            self.i = offset;
        }
    }

    #[inline(always)]
    fn pos_at(&self, at: usize) -> Pos {
        Pos {
            line: self.line,
            col: (at - self.line_start + 1).min(u32::MAX as usize) as u32,
        }
    }

    /// Slice `start..end` of the source. Every boundary the lexer produces is
    /// next to an ASCII byte, so this never splits a character; `get` keeps
    /// that promise from ever becoming a panic.
    #[inline(always)]
    fn slice(&self, start: usize, end: usize) -> &'a str {
        self.src.get(start..end).unwrap_or("")
    }

    /// Finishes a token whose payload is `text` and which ends at `end`.
    #[inline(always)]
    fn tok(&mut self, kind: TokenKind, text: (usize, usize), end: usize, pos: Pos) -> Token<'a> {
        self.i = end;
        Token {
            kind,
            text: self.slice(text.0, text.1),
            pos,
        }
    }

    /// Scans a `"..."` whose opening quote is at `open`; returns the index of
    /// the closing quote. Strings may span lines (LLVM allows it), so line
    /// bookkeeping is updated.
    fn scan_string(&mut self, open: usize, pos: Pos) -> Result<usize, BoxedError> {
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

    /// Where the text of a quoted name (`%"..."`, `@"..."`, `"...":`) whose
    /// quotes are at `open` and `close` starts: after the opening quote, or
    /// at it when the name has escapes, so that [`Name::Named`] can tell by
    /// its first byte whether it needs decoding (no name starts with a
    /// quote otherwise).
    ///
    /// [`Name::Named`]: super::ast::Name::Named
    fn quoted_name_start(&self, open: usize, close: usize) -> usize {
        if self.bytes[open + 1..close].contains(&b'\\') {
            open
        } else {
            open + 1
        }
    }

    /// Skips blanks, newlines and comments from `i`; returns the index of
    /// the next token's first byte (or the end).
    #[inline(always)]
    fn skip_trivia(&mut self, mut i: usize) -> usize {
        let bytes = self.bytes;
        // Tokens are mostly separated by one blank.
        if bytes.get(i) == Some(&b' ') {
            i += 1;
        }
        while let Some(&b) = bytes.get(i) {
            // Most tokens start right away or after one blank.
            if b > b' ' && b != b';' {
                break;
            }
            match b {
                b'\n' => {
                    i += 1;
                    self.line = self.line.saturating_add(1);
                    self.line_start = i;
                }
                b';' => i = find_newline(bytes, i),
                b' ' | b'\t' | b'\r' => i += 1,
                // Other control bytes start a (bad) token.
                _ => break,
            }
        }
        i
    }

    /// Lexes the next token, skipping whitespace and comments.
    pub fn next_token(&mut self) -> Result<Token<'a>, LlParseError> {
        self.lex().map_err(|e| *e)
    }

    /// [`Lexer::next_token`] with the error boxed, for the parser.
    #[inline]
    pub(crate) fn lex(&mut self) -> Result<Token<'a>, BoxedError> {
        use TokenKind as K;
        let bytes = self.bytes;
        let start = self.skip_trivia(self.i);
        self.tok_start = start;
        let pos = self.pos_at(start);
        let Some(&b) = bytes.get(start) else {
            self.i = start;
            return Ok(Token {
                kind: K::Eof,
                text: "",
                pos,
            });
        };
        let punct = |this: &mut Self, kind| Ok(this.tok(kind, (start, start + 1), start + 1, pos));
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                let e = scan_name(bytes, start + 1);
                match bytes.get(e) {
                    Some(b':') => Ok(self.tok(K::Label, (start, e), e + 1, pos)),
                    Some(b'"') if e == start + 1 && b == b'c' => {
                        let close = self.scan_string(start + 1, pos)?;
                        Ok(self.tok(K::CStr, (start + 2, close), close + 1, pos))
                    }
                    _ if (b == b's' || b == b'u')
                        && bytes.get(start + 1..start + 3) == Some(b"0x") =>
                    {
                        self.lex_hex_int(start, pos)
                    }
                    _ => Ok(self.tok(K::Word, (start, e), e, pos)),
                }
            }
            b'%' => self.lex_sigil(start, pos, [K::LocalVar, K::LocalVarQuoted, K::LocalId]),
            b',' => punct(self, K::Comma),
            b'0'..=b'9' => {
                // Fast path for plain integers; anything else takes the full route.
                let e = scan_digits(bytes, start + 1);
                match bytes.get(e) {
                    Some(&c) if c == b':' || NAME_CHAR[c as usize] => {
                        self.lex_number_or_label(start, pos)
                    }
                    _ => Ok(self.tok(K::Int, (start, e), e, pos)),
                }
            }
            b'(' => punct(self, K::LParen),
            b')' => punct(self, K::RParen),
            b'<' => punct(self, K::Less),
            b'>' => punct(self, K::Greater),
            b'@' => self.lex_sigil(start, pos, [K::GlobalVar, K::GlobalVarQuoted, K::GlobalId]),
            b'!' => self.lex_exclaim(start, pos),
            b'=' => punct(self, K::Equal),
            b'[' => punct(self, K::LBracket),
            b']' => punct(self, K::RBracket),
            b'{' => punct(self, K::LBrace),
            b'}' => punct(self, K::RBrace),
            b'-' | b'+' => self.lex_number_or_label(start, pos),
            b'*' => punct(self, K::Star),
            b'|' => punct(self, K::Bar),
            _ => self.lex_rare(start, pos, b),
        }
    }

    /// `s0x...` / `u0x...` integers (the start is known to be `s0x`/`u0x`).
    #[cold]
    fn lex_hex_int(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, BoxedError> {
        let bytes = self.bytes;
        let e = scan_hex(bytes, start + 3);
        if e == start + 3 {
            // `s0x` alone is just a word.
            let e = scan_name(bytes, start);
            return Ok(self.tok(TokenKind::Word, (start, e), e, pos));
        }
        if is_name_char(bytes.get(e)) {
            return Err(LlParseError::syntax(pos, "bad hexadecimal integer literal"));
        }
        Ok(self.tok(TokenKind::HexInt, (start, e), e, pos))
    }

    /// Tokens that are rare in real modules.
    #[cold]
    fn lex_rare(&mut self, start: usize, pos: Pos, b: u8) -> Result<Token<'a>, BoxedError> {
        use TokenKind as K;
        let bytes = self.bytes;
        match b {
            b'#' => {
                let j = start + 1;
                if matches!(bytes.get(j), Some(c) if c.is_ascii_digit()) {
                    let e = scan_digits(bytes, j);
                    if is_name_char(bytes.get(e)) {
                        return Err(LlParseError::syntax(pos, "bad attribute group id"));
                    }
                    Ok(self.tok(K::AttrGroupId, (j, e), e, pos))
                } else if matches!(bytes.get(j), Some(c) if c.is_ascii_alphabetic()) {
                    let e = scan_name(bytes, j);
                    Ok(self.tok(K::DbgRecord, (j, e), e, pos))
                } else {
                    Err(LlParseError::syntax(
                        pos,
                        "expected attribute group id after '#'",
                    ))
                }
            }
            b'"' => {
                let close = self.scan_string(start, pos)?;
                if bytes.get(close + 1) == Some(&b':') {
                    let from = self.quoted_name_start(start, close);
                    Ok(self.tok(K::LabelQuoted, (from, close), close + 2, pos))
                } else {
                    Ok(self.tok(K::Str, (start + 1, close), close + 1, pos))
                }
            }
            b'.' if bytes.get(start..start + 3) == Some(b"...") => {
                Ok(self.tok(K::Ellipsis, (start, start + 3), start + 3, pos))
            }
            b'.' => {
                let e = scan_name(bytes, start);
                if bytes.get(e) == Some(&b':') {
                    Ok(self.tok(K::Label, (start, e), e + 1, pos))
                } else {
                    Ok(self.tok(K::Word, (start, e), e, pos))
                }
            }
            b'$' => {
                if bytes.get(start + 1) == Some(&b'"') {
                    // `$"quoted"` comdats: lex the quote so the parser can reject it.
                    let close = self.scan_string(start + 1, pos)?;
                    return Ok(self.tok(K::ComdatVar, (start + 2, close), close + 1, pos));
                }
                let e = scan_name(bytes, start + 1);
                Ok(self.tok(K::ComdatVar, (start + 1, e), e, pos))
            }
            b'^' => {
                let e = scan_digits(bytes, start + 1);
                Ok(self.tok(K::SummaryId, (start + 1, e), e, pos))
            }
            _ => {
                self.i = start;
                let shown = if b.is_ascii_graphic() {
                    format!("'{}'", b as char)
                } else {
                    format!("byte 0x{b:02x}")
                };
                Err(LlParseError::syntax(
                    pos,
                    format!("unexpected character {shown}"),
                ))
            }
        }
    }

    /// `%`/`@` followed by a name, a number or a quoted string.
    #[inline]
    fn lex_sigil(
        &mut self,
        start: usize,
        pos: Pos,
        kinds: [TokenKind; 3],
    ) -> Result<Token<'a>, BoxedError> {
        let j = start + 1;
        let bytes = self.bytes;
        match bytes.get(j) {
            Some(b'"') => {
                let close = self.scan_string(j, pos)?;
                let from = self.quoted_name_start(j, close);
                Ok(self.tok(kinds[1], (from, close), close + 1, pos))
            }
            Some(c) if c.is_ascii_digit() => {
                let e = scan_digits(bytes, j);
                Ok(self.tok(kinds[2], (j, e), e, pos))
            }
            Some(&c) if NAME_CHAR[c as usize] => {
                let e = scan_name(bytes, j);
                Ok(self.tok(kinds[0], (j, e), e, pos))
            }
            _ => Err(LlParseError::syntax(
                pos,
                format!(
                    "expected a name after '{}'",
                    if kinds[0] == TokenKind::LocalVar {
                        '%'
                    } else {
                        '@'
                    }
                ),
            )),
        }
    }

    fn lex_exclaim(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, BoxedError> {
        let j = start + 1;
        let bytes = self.bytes;
        match bytes.get(j) {
            Some(c) if c.is_ascii_digit() => {
                let e = scan_digits(bytes, j);
                if is_name_char(bytes.get(e)) {
                    return Err(LlParseError::syntax(pos, "bad metadata id"));
                }
                Ok(self.tok(TokenKind::MetadataId, (j, e), e, pos))
            }
            Some(&c) if NAME_CHAR[c as usize] => {
                let e = scan_name(bytes, j);
                Ok(self.tok(TokenKind::MetadataVar, (j, e), e, pos))
            }
            Some(b'\\') => Err(LlParseError::unsupported(pos, "escaped metadata names")),
            _ => Ok(self.tok(TokenKind::Exclaim, (start, j), j, pos)),
        }
    }

    /// Integers, floats, hex floats and labels that start with a digit or
    /// sign (`12:`).
    fn lex_number_or_label(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, BoxedError> {
        use TokenKind as K;
        let bytes = self.bytes;
        let name_end = scan_name(bytes, start);
        if bytes.get(name_end) == Some(&b':') && name_end > start {
            let all_digits = bytes[start..name_end].iter().all(u8::is_ascii_digit);
            let kind = if all_digits { K::LabelId } else { K::Label };
            return Ok(self.tok(kind, (start, name_end), name_end + 1, pos));
        }
        let b = bytes[start];
        let mut j = start;
        if b == b'-' || b == b'+' {
            j += 1;
        }
        if !matches!(bytes.get(j), Some(c) if c.is_ascii_digit()) {
            return Err(LlParseError::syntax(
                pos,
                format!("unexpected character '{}'", b as char),
            ));
        }
        if j == start && bytes.get(j..j + 2) == Some(b"0x") {
            return self.lex_hex_float(start, pos);
        }
        j = scan_digits(bytes, j);
        let kind = if bytes.get(j) == Some(&b'.') {
            j = scan_digits(bytes, j + 1);
            if matches!(bytes.get(j), Some(b'e' | b'E')) {
                let mut k = j + 1;
                if matches!(bytes.get(k), Some(b'-' | b'+')) {
                    k += 1;
                }
                if !matches!(bytes.get(k), Some(c) if c.is_ascii_digit()) {
                    return Err(LlParseError::syntax(
                        pos,
                        "bad floating-point literal: missing exponent digits",
                    ));
                }
                j = scan_digits(bytes, k);
            }
            K::Float
        } else if b == b'+' {
            return Err(LlParseError::syntax(
                pos,
                "'+' is only valid on floating-point literals",
            ));
        } else {
            K::Int
        };
        if is_name_char(bytes.get(j)) {
            return Err(LlParseError::syntax(
                pos,
                format!(
                    "bad number literal '{}'",
                    shorten(self.slice(start, scan_name(bytes, j)))
                ),
            ));
        }
        Ok(self.tok(kind, (start, j), j, pos))
    }

    fn lex_hex_float(&mut self, start: usize, pos: Pos) -> Result<Token<'a>, BoxedError> {
        use TokenKind as K;
        let bytes = self.bytes;
        let j = start + 2;
        let (kind, digits_at, max) = match bytes.get(j) {
            Some(b'H') => (K::HexHalf, j + 1, 4),
            Some(b'R') => (K::HexBFloat, j + 1, 4),
            Some(b'K') => return Err(LlParseError::unsupported(pos, "x86_fp80 literal (0xK)")),
            Some(b'L') => return Err(LlParseError::unsupported(pos, "fp128 literal (0xL)")),
            Some(b'M') => return Err(LlParseError::unsupported(pos, "ppc_fp128 literal (0xM)")),
            _ => (K::HexDouble, j, 16),
        };
        let e = scan_hex(bytes, digits_at);
        if e == digits_at || is_name_char(bytes.get(e)) {
            return Err(LlParseError::syntax(
                pos,
                format!(
                    "bad hexadecimal floating-point literal '{}'",
                    shorten(self.slice(start, scan_name(bytes, e)))
                ),
            ));
        }
        if e - digits_at > max {
            return Err(LlParseError::syntax(
                pos,
                format!("hexadecimal floating-point literal has more than {max} digits"),
            ));
        }
        Ok(self.tok(kind, (digits_at, e), e, pos))
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
        let t = lex_all(r#"%x %"a b" %12 @g @"q" %"a\62" @3 !tbaa !7 #0 $c ^2"#).unwrap();
        let expect = [
            (K::LocalVar, "x"),
            (K::LocalVarQuoted, "a b"),
            (K::LocalId, "12"),
            (K::GlobalVar, "g"),
            (K::GlobalVarQuoted, "q"),
            (K::LocalVarQuoted, "\"a\\62"),
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
            vec![
                K::Label,
                K::Label,
                K::LabelId,
                K::LabelQuoted,
                K::Label,
                K::Word
            ]
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
            vec![
                K::Word,
                K::Word,
                K::Word,
                K::DbgRecord,
                K::Less,
                K::Int,
                K::Word,
                K::Word,
                K::Greater
            ]
        );
    }

    #[test]
    fn word_scans_agree_with_byte_scans() {
        let text = "a{b\n}c\"d;e\n\n{{x}}\"\n;;}{ \n".repeat(3);
        let bytes = text.as_bytes();
        for start in 0..bytes.len() {
            let naive = bytes[start..]
                .iter()
                .position(|b| matches!(b, b'{' | b'}' | b'"' | b';'))
                .map_or(bytes.len(), |p| start + p);
            assert_eq!(BraceScan::new(bytes).find(start), naive);
            // One scan asked again and again, as a body is skipped.
            let mut scan = BraceScan::new(bytes);
            let mut at = start;
            while at < bytes.len() {
                let next = bytes[at..]
                    .iter()
                    .position(|b| matches!(b, b'{' | b'}' | b'"' | b';'))
                    .map_or(bytes.len(), |p| at + p);
                assert_eq!(scan.find(at), next, "from {at}");
                at = next + 1;
            }
            assert_eq!(
                find_newline(bytes, start),
                bytes[start..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(bytes.len(), |p| start + p)
            );
            let lines = bytes[start..].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(count_newlines(&bytes[start..]) as usize, lines);
        }
    }

    #[test]
    fn a_skipped_body_leaves_the_lexer_on_the_right_line() {
        let src = "define void @f() {\n  %x = add i32 0, 0 ; }\n  call void @\"g}\n\"()\n  ret void\n}\n@h = global i32 0\n";
        let mut lex = Lexer::new(src);
        let open = src.find('{').unwrap();
        while lex.next_token().unwrap().kind != TokenKind::LBrace {}
        let end = lex.skip_braced(open).unwrap();
        assert_eq!(&src[end - 1..end], "}");
        assert_eq!(end, src.find("\n@h").unwrap());
        let t = lex.next_token().unwrap();
        assert_eq!(
            (t.kind, t.text, t.pos.line, t.pos.col),
            (TokenKind::GlobalVar, "h", 7, 1)
        );
        let mut lex = Lexer::new("{ \"unterminated }\n");
        lex.next_token().unwrap();
        assert_eq!(lex.skip_braced(0), None);
    }

    #[test]
    fn bad_characters() {
        let e = lex_all("a \u{e9}").unwrap_err();
        assert_eq!((e.line, e.col), (1, 3));
        assert!(lex_all("%").is_err());
        assert!(lex_all("#").is_err());
        assert!(lex_all("- ").is_err());
    }

    #[test]
    fn quoted_names_display_as_written_with_or_without_escapes() {
        let mut lex = Lexer::new(r#"%"a\62" @"q r" "x\22y": %"plain""#);
        let mut shown = Vec::new();
        loop {
            let t = lex.next_token().unwrap();
            if t.kind == K::Eof {
                break;
            }
            shown.push(t.display());
        }
        assert_eq!(
            shown,
            [
                r#"'%"a\62"'"#,
                r#"'@"q r"'"#,
                r#"label '"x\22y":'"#,
                r#"'%"plain"'"#
            ]
        );
    }
}
