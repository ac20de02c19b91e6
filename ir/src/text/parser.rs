//! The parser: a recursive-descent reader of the text format.
//!
//! It reads one token ahead from the on-demand [`Lexer`] and builds IR
//! directly, without a syntax tree. Value names `%N` index a vector and
//! other names hash maps keyed by slices of the source, so a well-formed file
//! is read in time linear in its size with few allocations.
//!
//! Forward references get a placeholder value (or a detached block) at their
//! first use; the definition replaces it. What is still undefined at the end
//! of a function (blocks: of a region) is reported at its first use.

use super::error::{ParseError, ParseErrorKind};
use super::lexer::{is_block_number, string_text, unescape_bytes, Lexer, Tok, Token};
use super::names::{is_numeric_name, Forward, Key, Slot, ValueTable};
use super::printer::{type_to_string, write_block_name, write_name};
use super::syntax::{OpParser, OperandRef, ParsedOp, ParsedRegion};
use crate::attr::{truncate, Attr, AttrData, AttrDict, Ident};
use crate::body::{Body, OpSpec};
use crate::context::{Context, FileId, OpName};
use crate::entity::{Block, Op, Value};
use crate::loc::Loc;
use crate::module::{Function, Module, ModuleError};
use crate::types::{StructBody, Type, TypeData, TypeError};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::borrow::Cow;
use std::collections::hash_map::Entry;

/// How deeply regions, types and attributes may nest. Deeper input is an
/// error rather than a stack overflow.
pub const MAX_NESTING: u32 = 256;

type PResult<T> = Result<T, ParseError>;

/// Parses a module from `source`. `file_name` is used in errors and in the
/// [`Loc`] of every op and function that has no `loc(...)`.
///
/// # Errors
/// The first syntax or name error, with its location. Bad input never
/// panics.
///
/// # Example
/// ```
/// use dxir_ir::{parse_module, Context};
/// let cx = Context::new();
/// let err = parse_module(&cx, "func @f() {\n  \"t.ret\"(%x) : (i32) -> ()\n}", "in.dxir")
///     .unwrap_err();
/// assert_eq!(err.to_string().lines().next().unwrap(),
///            "in.dxir:2:11: error: use of undefined value %x");
/// ```
pub fn parse_module(cx: &Context, source: &str, file_name: &str) -> Result<Module, ParseError> {
    let mut p = Parser::new(cx, source, file_name)?;
    p.module()
}

/// Parses a single type, such as `<4 x float>`, from the whole of `source`.
///
/// # Errors
/// A syntax error, or text left after the type.
pub fn parse_type(cx: &Context, source: &str, file_name: &str) -> Result<Type, ParseError> {
    let mut p = Parser::new(cx, source, file_name)?;
    let t = p.ty()?;
    p.expect(Tok::Eof, "end of input")?;
    Ok(t)
}

/// Parses a single attribute, such as `5 : i32`, from the whole of `source`.
///
/// # Errors
/// A syntax error, or text left after the attribute.
pub fn parse_attr(cx: &Context, source: &str, file_name: &str) -> Result<Attr, ParseError> {
    let mut p = Parser::new(cx, source, file_name)?;
    let a = p.attr()?;
    p.expect(Tok::Eof, "end of input")?;
    Ok(a)
}

#[derive(Clone, Copy)]
struct BlockEntry {
    block: Block,
    defined: bool,
    first_use: Token,
}

/// A block label as block scopes key it. An unquoted `^bbN` is an automatic
/// label (the printer's numbering): it names no block, and it is distinct
/// from the quoted `^"bbN"`, which names a block `bbN`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct BlockKey<'s> {
    auto: bool,
    name: Cow<'s, str>,
}

impl BlockKey<'_> {
    /// The label as written in messages: `^bb1`, `^exit`, `^"bb1"`.
    fn display(&self) -> String {
        let mut s = String::new();
        if self.auto {
            s.push('^');
            s.push_str(&self.name);
        } else {
            write_block_name(&mut s, &self.name);
        }
        s
    }
}

type BlockScope<'s> = FxHashMap<BlockKey<'s>, BlockEntry>;

/// Where an op is read into before it is created. One per nesting level,
/// reused for every op of a block so that its vectors keep their capacity.
#[derive(Default)]
struct OpBuf<'s> {
    parsed: ParsedOp,
    results: SmallVec<[(Cow<'s, str>, Token); 1]>,
}

/// The name and location of an op read into an [`OpBuf`].
struct OpHead {
    name: OpName,
    loc: Loc,
    first: Token,
}

pub(crate) struct Parser<'s> {
    pub(crate) cx: &'s Context,
    src: &'s str,
    file_name: &'s str,
    file: FileId,
    lex: Lexer<'s>,
    /// The next token (not yet consumed).
    pub(crate) tok: Token,
    values: ValueTable<'s>,
    blocks: Vec<BlockScope<'s>>,
    depth: u32,
    op_names: FxHashMap<Cow<'s, str>, OpName>,
    idents: FxHashMap<Cow<'s, str>, Ident>,
    /// Operands of generic ops waiting for their types, as a stack shared by
    /// all nesting levels.
    refs: Vec<OperandRef<'s>>,
    /// `unit`, the value of a bare dictionary key.
    unit: Attr,
}

impl<'s> Parser<'s> {
    fn new(cx: &'s Context, src: &'s str, file_name: &'s str) -> PResult<Self> {
        let mut p = Parser {
            cx,
            src,
            file_name,
            file: cx.file(file_name),
            lex: Lexer::new(src),
            tok: Token {
                kind: Tok::Eof,
                start: 0,
                end: 0,
                line: 1,
                col: 1,
                escaped: false,
            },
            values: ValueTable::default(),
            blocks: Vec::new(),
            depth: 0,
            op_names: FxHashMap::default(),
            idents: FxHashMap::default(),
            refs: Vec::new(),
            unit: cx.unit_attr(),
        };
        p.tok = p.lex_next()?;
        Ok(p)
    }

    // ---- Tokens ---------------------------------------------------------

    fn lex_next(&mut self) -> PResult<Token> {
        self.lex
            .next()
            .map_err(|(line, col, kind)| ParseError::new(self.file_name, self.src, line, col, kind))
    }

    /// Consumes the current token and returns it.
    pub(crate) fn bump(&mut self) -> PResult<Token> {
        let t = self.tok;
        if t.kind != Tok::Eof {
            self.tok = self.lex_next()?;
        }
        Ok(t)
    }

    pub(crate) fn at(&self, kind: Tok) -> bool {
        self.tok.kind == kind
    }

    pub(crate) fn eat(&mut self, kind: Tok) -> PResult<bool> {
        if self.at(kind) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub(crate) fn expect(&mut self, kind: Tok, what: &'static str) -> PResult<Token> {
        if self.at(kind) {
            self.bump()
        } else {
            Err(self.unexpected(what))
        }
    }

    pub(crate) fn text(&self, t: Token) -> &'s str {
        &self.src[t.start as usize..t.end as usize]
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::Ident && self.text(self.tok) == kw
    }

    pub(crate) fn eat_keyword(&mut self, kw: &str) -> PResult<bool> {
        if self.at_keyword(kw) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    pub(crate) fn expect_keyword(&mut self, kw: &'static str, what: &'static str) -> PResult<()> {
        if self.eat_keyword(kw)? {
            Ok(())
        } else {
            Err(self.unexpected(what))
        }
    }

    pub(crate) fn err_at(&self, t: Token, kind: ParseErrorKind) -> ParseError {
        ParseError::new(self.file_name, self.src, t.line, t.col, kind)
    }

    /// "expected WHAT, found <the current token>".
    pub(crate) fn unexpected(&self, expected: &'static str) -> ParseError {
        let found = if self.tok.kind == Tok::Eof {
            "end of file".to_string()
        } else {
            let text = self.text(self.tok);
            match text.char_indices().nth(32) {
                Some((i, _)) => format!("`{}...`", &text[..i]),
                None => format!("`{text}`"),
            }
        };
        self.err_at(self.tok, ParseErrorKind::Expected { expected, found })
    }

    /// The name of a `%`, `@` or `^` token, unquoted.
    fn name_of(&self, t: Token) -> PResult<Cow<'s, str>> {
        let text = self.text(t);
        let rest = &text[1..];
        if rest.starts_with('"') {
            string_text(&rest[1..rest.len() - 1], t.escaped).map_err(|k| self.err_at(t, k))
        } else {
            Ok(Cow::Borrowed(rest))
        }
    }

    /// The contents of a string token.
    pub(crate) fn string_of(&self, t: Token) -> PResult<Cow<'s, str>> {
        let text = self.text(t);
        string_text(&text[1..text.len() - 1], t.escaped).map_err(|k| self.err_at(t, k))
    }

    fn enter(&mut self, t: Token) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.err_at(t, ParseErrorKind::TooDeep(MAX_NESTING)));
        }
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn ident(&mut self, key: Cow<'s, str>) -> Ident {
        if let Some(&id) = self.idents.get(&key) {
            return id;
        }
        let id = self.cx.ident(&key);
        self.idents.insert(key, id);
        id
    }

    fn op_name(&mut self, name: Cow<'s, str>) -> OpName {
        if let Some(&n) = self.op_names.get(&name) {
            return n;
        }
        let n = self.cx.op_name(&name);
        self.op_names.insert(name, n);
        n
    }

    fn display_name(sigil: char, name: &str) -> String {
        let mut s = String::new();
        write_name(&mut s, sigil, name);
        s
    }

    // ---- Module ---------------------------------------------------------

    fn module(&mut self) -> PResult<Module> {
        let mut m = Module::new();
        // Module-level ops may name successors; nothing defines blocks there,
        // so any such use is reported when this scope closes.
        self.blocks.push(BlockScope::default());
        let mut first = true;
        loop {
            let t = self.tok;
            match t.kind {
                Tok::Eof => break,
                Tok::Ident => match self.text(t) {
                    "module" => {
                        if !first {
                            return Err(self.err_at(t, ParseErrorKind::ModuleAttrsNotFirst));
                        }
                        self.bump()?;
                        self.expect_keyword("attributes", "`attributes`")?;
                        m.attrs = self.op_attr_dict()?;
                    }
                    "type" => self.type_def()?,
                    "func" => {
                        let (f, name_tok) = self.function()?;
                        if let Err(ModuleError::DuplicateSymbol(n)) = m.add_function(f) {
                            return Err(self.err_at(name_tok, ParseErrorKind::DuplicateSymbol(n)));
                        }
                    }
                    _ => self.global_op(&mut m)?,
                },
                Tok::Percent | Tok::Str => self.global_op(&mut m)?,
                _ => return Err(self.unexpected("`func`, `type`, or an op")),
            }
            first = false;
        }
        self.pop_block_scope()?;
        self.finish_values()?;
        Ok(m)
    }

    fn type_def(&mut self) -> PResult<()> {
        self.bump()?;
        let t = self.expect(Tok::Percent, "a struct name `%name`")?;
        let name = self.name_of(t)?;
        self.expect(Tok::Equal, "`=`")?;
        let body = if self.eat_keyword("opaque")? {
            StructBody::Opaque
        } else {
            let st = self.tok;
            let ty = self.ty()?;
            match self.cx.type_data(ty) {
                TypeData::Struct { fields, packed } => StructBody::Fields {
                    fields: fields.clone(),
                    packed: *packed,
                },
                _ => {
                    return Err(self.err_at(
                        st,
                        ParseErrorKind::Expected {
                            expected: "a struct body `{...}`, `<{...}>` or `opaque`",
                            found: format!("`{}`", type_to_string(self.cx, ty)),
                        },
                    ))
                }
            }
        };
        let named = self.cx.named_type(&name);
        match self.cx.set_struct_body(named, body) {
            Ok(()) => Ok(()),
            Err(TypeError::Redefined { name }) => {
                Err(self.err_at(t, ParseErrorKind::StructRedefined(name)))
            }
            Err(e @ TypeError::NotNamed) => {
                Err(self.err_at(t, ParseErrorKind::Custom(e.to_string())))
            }
        }
    }

    fn global_op(&mut self, m: &mut Module) -> PResult<()> {
        let mut buf = OpBuf::default();
        let head = self.op(m.globals_mut(), &mut buf)?;
        let spec = take_spec(&head, &mut buf.parsed);
        let op = match m.add_global(self.cx, spec) {
            Ok(op) => op,
            Err(ModuleError::DuplicateSymbol(n)) => {
                return Err(self.err_at(head.first, ParseErrorKind::DuplicateSymbol(n)))
            }
            Err(ModuleError::MissingSymbolName) => {
                return Err(self.err_at(
                    head.first,
                    ParseErrorKind::Custom("symbol op has no string `sym_name`".into()),
                ))
            }
        };
        self.finish_op(m.globals_mut(), op, &mut buf)
    }

    // ---- Functions ------------------------------------------------------

    /// Returns the function and the token of its name.
    fn function(&mut self) -> PResult<(Function, Token)> {
        let start = self.bump()?;
        let name_tok = self.expect(Tok::At, "a function name `@name`")?;
        let name = self.name_of(name_tok)?;
        self.expect(Tok::LParen, "`(`")?;
        let mut names: Vec<(Cow<'s, str>, Token)> = Vec::new();
        let mut types = Vec::new();
        let mut vararg = false;
        let mut unnamed: Option<Token> = None;
        if !self.eat(Tok::RParen)? {
            loop {
                if self.eat(Tok::Ellipsis)? {
                    vararg = true;
                    self.expect(Tok::RParen, "`)` after `...`")?;
                    break;
                }
                let t = self.tok;
                // `%x: T` names a parameter; `%S` alone is a named struct.
                let ty = if t.kind == Tok::Percent {
                    self.bump()?;
                    let name = self.name_of(t)?;
                    if self.eat(Tok::Colon)? {
                        if unnamed.is_some() {
                            return Err(self.err_at(t, ParseErrorKind::MixedParams));
                        }
                        names.push((name, t));
                        self.ty()?
                    } else {
                        let base = self.cx.named_type(&name);
                        self.function_suffix(t, base)?
                    }
                } else {
                    self.ty()?
                };
                if names.len() != types.len() + 1 {
                    if !names.is_empty() {
                        return Err(self.err_at(t, ParseErrorKind::MixedParams));
                    }
                    unnamed.get_or_insert(t);
                }
                types.push(ty);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        let ret = if self.eat(Tok::Arrow)? {
            self.ty()?
        } else {
            self.cx.types().void
        };
        let attrs = if self.eat_keyword("attributes")? {
            self.op_attr_dict()?
        } else {
            AttrDict::new()
        };
        let loc = if self.at_keyword("loc") {
            self.loc()?
        } else {
            Loc::new(self.file, start.line, start.col)
        };
        // `^name` before the body labels the entry block, which has no
        // header of its own.
        let entry_label = if self.at(Tok::Caret) {
            let t = self.bump()?;
            if !self.at(Tok::LBrace) {
                return Err(self.unexpected("`{` after the entry block's label"));
            }
            Some(t)
        } else {
            None
        };
        let fty = self.cx.function_type(ret, types, vararg);
        let f = if self.at(Tok::LBrace) {
            if let Some(t) = unnamed {
                return Err(self.err_at(t, ParseErrorKind::UnnamedParams));
            }
            let mut f = Function::define(self.cx, &name, fty, loc);
            *f.attrs_mut() = attrs;
            // A function's names are its own: the module's table waits.
            let outer = std::mem::take(&mut self.values);
            let outer_blocks = std::mem::take(&mut self.blocks);
            let r = self.function_body(f.body_mut(), names, entry_label);
            self.values = outer;
            self.blocks = outer_blocks;
            r?;
            f
        } else {
            if !names.is_empty() {
                return Err(self.unexpected_body());
            }
            let mut f = Function::declare(self.cx, &name, fty, loc);
            *f.attrs_mut() = attrs;
            f
        };
        Ok((f, name_tok))
    }

    fn unexpected_body(&self) -> ParseError {
        self.err_at(self.tok, ParseErrorKind::MissingBody)
    }

    fn function_body(
        &mut self,
        body: &mut Body,
        params: Vec<(Cow<'s, str>, Token)>,
        entry_label: Option<Token>,
    ) -> PResult<()> {
        let open = self.bump()?;
        self.enter(open)?;
        let entry = body.entry_block().expect("a definition has an entry block");
        for (i, (name, t)) in params.into_iter().enumerate() {
            let v = body.block_args(entry)[i];
            self.define_value(body, name, t, v)?;
        }
        self.blocks.push(BlockScope::default());
        if let Some(t) = entry_label {
            let key = self.block_key(t)?;
            self.define_block(body, key, t, Some(entry))?;
        }
        let root = body.root();
        self.block_ops(body, entry, open)?;
        while self.at(Tok::Caret) {
            let b = self.block_header(body)?;
            body.append_block(root, b);
            self.block_ops(body, b, open)?;
        }
        self.expect(Tok::RBrace, "`}`")?;
        self.pop_block_scope()?;
        self.finish_values()?;
        self.leave();
        Ok(())
    }

    // ---- Regions and blocks ---------------------------------------------

    /// `{ ... }`: a nested region, as detached blocks in order.
    pub(crate) fn region(&mut self, body: &mut Body) -> PResult<ParsedRegion> {
        let open = self.expect(Tok::LBrace, "`{` to begin a region")?;
        self.enter(open)?;
        self.values.push_scope();
        self.blocks.push(BlockScope::default());
        let mut blocks = Vec::new();
        if !self.at(Tok::Caret) && !self.at(Tok::RBrace) {
            let b = body.create_block();
            blocks.push(b);
            self.block_ops(body, b, open)?;
        }
        while self.at(Tok::Caret) {
            let b = self.block_header(body)?;
            blocks.push(b);
            self.block_ops(body, b, open)?;
        }
        self.expect(Tok::RBrace, "`}`")?;
        self.pop_block_scope()?;
        self.values.pop_scope();
        self.leave();
        Ok(ParsedRegion(blocks))
    }

    /// Ops until the next block header or the end of the region.
    fn block_ops(&mut self, body: &mut Body, block: Block, open: Token) -> PResult<()> {
        let mut buf = OpBuf::default();
        loop {
            match self.tok.kind {
                Tok::Caret | Tok::RBrace => return Ok(()),
                Tok::Eof => return Err(self.err_at(open, ParseErrorKind::UnterminatedRegion)),
                _ => {
                    let head = self.op(body, &mut buf)?;
                    let op = body.create_op(take_spec(&head, &mut buf.parsed));
                    body.append_op(block, op);
                    self.finish_op(body, op, &mut buf)?;
                }
            }
        }
    }

    /// `^name(%a: T, ...):` — defines the block and its arguments.
    fn block_header(&mut self, body: &mut Body) -> PResult<Block> {
        let t = self.bump()?;
        let key = self.block_key(t)?;
        let b = self.define_block(body, key, t, None)?;
        if self.eat(Tok::LParen)? && !self.eat(Tok::RParen)? {
            loop {
                let vt = self.expect(Tok::Percent, "a block argument `%name`")?;
                let vname = self.name_of(vt)?;
                self.expect(Tok::Colon, "`:` after the argument name")?;
                let ty = self.ty()?;
                let v = body.add_block_arg(b, ty);
                self.define_value(body, vname, vt, v)?;
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        self.expect(Tok::Colon, "`:` after the block header")?;
        Ok(b)
    }

    /// The scope key of the label token `t`.
    fn block_key(&self, t: Token) -> PResult<BlockKey<'s>> {
        let rest = &self.text(t)[1..];
        if is_block_number(rest) {
            return Ok(BlockKey {
                auto: true,
                name: Cow::Borrowed(rest),
            });
        }
        Ok(BlockKey {
            auto: false,
            name: self.name_of(t)?,
        })
    }

    /// Defines the label `key` (token `t`) in the innermost scope, as
    /// `existing` or as a new block (or the block a forward reference
    /// made), and gives the block the label's name unless it is automatic.
    fn define_block(
        &mut self,
        body: &mut Body,
        key: BlockKey<'s>,
        t: Token,
        existing: Option<Block>,
    ) -> PResult<Block> {
        let scope = self.blocks.last_mut().expect("a block scope is open");
        let name = (!key.auto).then(|| key.name.clone());
        let block = match scope.entry(key) {
            Entry::Occupied(mut e) => {
                if e.get().defined {
                    let n = e.key().display();
                    return Err(self.err_at(t, ParseErrorKind::RedefinedBlock(n)));
                }
                // Only a header defines a used label: an entry label comes
                // before any use.
                debug_assert!(existing.is_none(), "entry label after a use");
                e.get_mut().defined = true;
                e.get().block
            }
            Entry::Vacant(e) => {
                let block = existing.unwrap_or_else(|| body.create_block());
                e.insert(BlockEntry {
                    block,
                    defined: true,
                    first_use: t,
                });
                block
            }
        };
        if let Some(n) = name {
            body.set_block_name(block, Some(&n));
        }
        Ok(block)
    }

    fn use_block(&mut self, body: &mut Body, key: BlockKey<'s>, t: Token) -> Block {
        let scope = self.blocks.last_mut().expect("a block scope is open");
        scope
            .entry(key)
            .or_insert_with(|| BlockEntry {
                block: body.create_block(),
                defined: false,
                first_use: t,
            })
            .block
    }

    fn pop_block_scope(&mut self) -> PResult<()> {
        let scope = self.blocks.pop().unwrap_or_default();
        let missing = scope
            .iter()
            .filter(|(_, e)| !e.defined)
            .min_by_key(|(_, e)| (e.first_use.line, e.first_use.col));
        match missing {
            Some((key, e)) => {
                Err(self.err_at(e.first_use, ParseErrorKind::UndefinedBlock(key.display())))
            }
            None => Ok(()),
        }
    }

    // ---- Values ---------------------------------------------------------

    /// Reads `%name` as an operand reference, resolved later.
    pub(crate) fn operand_ref(&mut self) -> PResult<OperandRef<'s>> {
        let t = self.expect(Tok::Percent, "a value `%name`")?;
        Ok(OperandRef {
            name: self.name_of(t)?,
            tok: t,
        })
    }

    /// The value `r` names, checked against `ty` when given. An unknown name
    /// becomes a placeholder.
    pub(crate) fn use_value(
        &mut self,
        body: &mut Body,
        r: &OperandRef<'s>,
        ty: Option<Type>,
    ) -> PResult<Value> {
        let key = Key::new(r.name.clone());
        let Some(slot) = self.values.get(&key) else {
            let value = body.create_placeholder(ty.unwrap_or(self.cx.types().void));
            let index = self.values.forwards.len() as u32;
            self.values.forwards.push(Forward {
                name: r.name.clone(),
                ty,
                first_use: r.tok,
                typed_use: r.tok,
                resolved: false,
            });
            let slot = Slot {
                value,
                forward: Some(index),
            };
            self.values.set(key, slot, false);
            return Ok(value);
        };
        let Some(used) = ty else {
            return Ok(slot.value);
        };
        let has = match slot.forward {
            None => body.value_type(slot.value),
            Some(i) => {
                let f = &mut self.values.forwards[i as usize];
                match f.ty {
                    None => {
                        f.ty = Some(used);
                        f.typed_use = r.tok;
                        used
                    }
                    Some(t) => t,
                }
            }
        };
        if has != used {
            return Err(self.err_at(
                r.tok,
                ParseErrorKind::TypeMismatch {
                    value: Self::display_name('%', &r.name),
                    has: type_to_string(self.cx, has),
                    used: type_to_string(self.cx, used),
                },
            ));
        }
        Ok(slot.value)
    }

    /// Binds `name` (at token `t`) to `v`, resolving a forward reference.
    fn define_value(
        &mut self,
        body: &mut Body,
        name: Cow<'s, str>,
        t: Token,
        v: Value,
    ) -> PResult<()> {
        let key = Key::new(name);
        if let Some(slot) = self.values.get(&key) {
            let Some(i) = slot.forward else {
                let n = Self::display_name('%', key_text(&key, self.text(t)));
                return Err(self.err_at(t, ParseErrorKind::RedefinedValue(n)));
            };
            let f = &mut self.values.forwards[i as usize];
            let has = body.value_type(v);
            if let Some(used) = f.ty.filter(|&u| u != has) {
                let n = Self::display_name('%', &f.name);
                let at = f.typed_use;
                return Err(self.err_at(
                    at,
                    ParseErrorKind::TypeMismatch {
                        value: n,
                        has: type_to_string(self.cx, has),
                        used: type_to_string(self.cx, used),
                    },
                ));
            }
            f.resolved = true;
            body.replace_all_uses(slot.value, v);
            body.erase_placeholder(slot.value);
        }
        // `%N` (any all-digit name) is the printer's numbering, not a name.
        if let Key::Name(n) = &key {
            if !is_numeric_name(n) {
                body.set_value_name(v, Some(n));
            }
        }
        self.values.set(key, Slot::defined(v), true);
        Ok(())
    }

    /// Reports the first use of a value that was never defined, and clears
    /// the table for the next body.
    fn finish_values(&mut self) -> PResult<()> {
        if let Some(f) = self.values.first_undefined() {
            let n = Self::display_name('%', &f.name);
            return Err(self.err_at(f.first_use, ParseErrorKind::UndefinedValue(n)));
        }
        self.values = ValueTable::default();
        Ok(())
    }

    // ---- Ops ------------------------------------------------------------

    /// Reads one op, generic or custom, up to and including its `loc(...)`,
    /// into `buf` (which must be empty).
    fn op(&mut self, body: &mut Body, buf: &mut OpBuf<'s>) -> PResult<OpHead> {
        let first = self.tok;
        if first.kind == Tok::Percent {
            loop {
                let t = self.expect(Tok::Percent, "a result name `%name`")?;
                buf.results.push((self.name_of(t)?, t));
                if !self.eat(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::Equal, "`=` after the result names")?;
        }
        let name_tok = self.tok;
        let n = buf.results.len();
        let name = match name_tok.kind {
            Tok::Str => {
                self.bump()?;
                let text = self.string_of(name_tok)?;
                let name = self.op_name(text);
                self.generic_op(body, n, &mut buf.parsed)?;
                name
            }
            Tok::Ident => {
                self.bump()?;
                self.custom_op(body, name_tok, n, &mut buf.parsed)?
            }
            _ => return Err(self.unexpected("an op name")),
        };
        let loc = if self.at_keyword("loc") {
            self.loc()?
        } else {
            Loc::new(self.file, first.line, first.col)
        };
        Ok(OpHead { name, loc, first })
    }

    /// The rest of an op whose name `name_tok` is bare: its custom form.
    fn custom_op(
        &mut self,
        body: &mut Body,
        name_tok: Token,
        nresults: usize,
        out: &mut ParsedOp,
    ) -> PResult<OpName> {
        let text = self.text(name_tok);
        let name = self.op_name(Cow::Borrowed(text));
        let Some(syntax) = self.cx.op_def(name).and_then(|d| d.syntax) else {
            return Err(self.err_at(name_tok, ParseErrorKind::NoCustomForm(text.to_string())));
        };
        syntax.parse(&mut OpParser::new(self, body, text, nresults), out)?;
        if out.result_types.len() != nresults {
            return Err(self.err_at(
                name_tok,
                ParseErrorKind::ResultCount {
                    names: nresults,
                    types: out.result_types.len(),
                },
            ));
        }
        Ok(name)
    }

    /// Attaches the regions of a created op and defines its results; leaves
    /// `buf` empty.
    fn finish_op(&mut self, body: &mut Body, op: Op, buf: &mut OpBuf<'s>) -> PResult<()> {
        for ParsedRegion(blocks) in buf.parsed.regions.drain(..) {
            let r = body.add_region(op);
            for b in blocks {
                body.append_block(r, b);
            }
        }
        for (i, (name, t)) in buf.results.drain(..).enumerate() {
            let v = body.result(op, i);
            self.define_value(body, name, t, v)?;
        }
        Ok(())
    }

    /// `(%a, %b) [succ, ...] ({region}, ...) {attrs} : (T, U) -> R`, after
    /// the quoted name.
    fn generic_op(&mut self, body: &mut Body, nresults: usize, out: &mut ParsedOp) -> PResult<()> {
        self.expect(Tok::LParen, "`(` to begin the operand list")?;
        let refs_start = self.refs.len();
        if !self.eat(Tok::RParen)? {
            loop {
                let r = self.operand_ref()?;
                self.refs.push(r);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        if self.eat(Tok::LBracket)? {
            loop {
                out.successors.push(self.successor(body)?);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RBracket, "`,` or `]`")?;
                break;
            }
        }
        if self.eat(Tok::LParen)? {
            loop {
                out.regions.push(self.region(body)?);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        if self.at(Tok::LBrace) {
            self.attr_dict_into(&mut out.attrs)?;
        }
        self.expect(Tok::Colon, "`:` and the op's type")?;
        // Nested regions are done: the refs above `refs_start` are this op's.
        let refs = std::mem::take(&mut self.refs);
        let r = self.operand_types(body, &refs[refs_start..], out);
        self.refs = refs;
        self.refs.truncate(refs_start);
        r?;
        self.expect(Tok::Arrow, "`->`")?;
        self.result_types(nresults, out)
    }

    /// `(T, U)`, resolving `refs` with those types.
    pub(crate) fn operand_types(
        &mut self,
        body: &mut Body,
        refs: &[OperandRef<'s>],
        out: &mut ParsedOp,
    ) -> PResult<()> {
        let open = self.expect(Tok::LParen, "`(` to begin the operand types")?;
        let mut types: SmallVec<[Type; 4]> = SmallVec::new();
        if !self.eat(Tok::RParen)? {
            loop {
                types.push(self.ty()?);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        if types.len() != refs.len() {
            return Err(self.err_at(
                open,
                ParseErrorKind::OperandTypeCount {
                    operands: refs.len(),
                    types: types.len(),
                },
            ));
        }
        out.operands.reserve(refs.len());
        for (r, &t) in refs.iter().zip(&types) {
            let v = self.use_value(body, r, Some(t))?;
            out.operands.push(v);
        }
        Ok(())
    }

    /// `T`, `()` or `(T, U)` after `->`; their number must be `nresults`.
    pub(crate) fn result_types(&mut self, nresults: usize, out: &mut ParsedOp) -> PResult<()> {
        let at = self.tok;
        if self.eat(Tok::LParen)? {
            if !self.eat(Tok::RParen)? {
                loop {
                    out.result_types.push(self.ty()?);
                    if self.eat(Tok::Comma)? {
                        continue;
                    }
                    self.expect(Tok::RParen, "`,` or `)`")?;
                    break;
                }
            }
        } else {
            out.result_types.push(self.ty()?);
        }
        if out.result_types.len() != nresults {
            return Err(self.err_at(
                at,
                ParseErrorKind::ResultCount {
                    names: nresults,
                    types: out.result_types.len(),
                },
            ));
        }
        Ok(())
    }

    /// `^name` or `^name(%a, %b)`.
    pub(crate) fn successor(&mut self, body: &mut Body) -> PResult<(Block, Vec<Value>)> {
        let t = self.expect(Tok::Caret, "a successor `^name`")?;
        let key = self.block_key(t)?;
        let block = self.use_block(body, key, t);
        let mut args = Vec::new();
        if self.eat(Tok::LParen)? && !self.eat(Tok::RParen)? {
            loop {
                let r = self.operand_ref()?;
                args.push(self.use_value(body, &r, None)?);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RParen, "`,` or `)`")?;
                break;
            }
        }
        Ok((block, args))
    }

    /// `loc("file":LINE:COL)` or `loc(unknown)`.
    fn loc(&mut self) -> PResult<Loc> {
        self.bump()?;
        self.expect(Tok::LParen, "`(` after `loc`")?;
        if self.eat_keyword("unknown")? {
            self.expect(Tok::RParen, "`)`")?;
            return Ok(Loc::UNKNOWN);
        }
        let ft = self.expect(Tok::Str, "a file name string or `unknown`")?;
        let file = self.string_of(ft)?;
        self.expect(Tok::Colon, "`:`")?;
        let line = self.unsigned(u32::MAX as u64)? as u32;
        self.expect(Tok::Colon, "`:`")?;
        let col = self.unsigned(u32::MAX as u64)? as u32;
        self.expect(Tok::RParen, "`)`")?;
        Ok(Loc::new(self.cx.file(&file), line, col))
    }

    /// A non-negative decimal integer no larger than `max`.
    fn unsigned(&mut self, max: u64) -> PResult<u64> {
        let t = self.expect(Tok::Int, "an integer")?;
        let text = self.text(t);
        if text.starts_with('-') {
            return Err(self.err_at(t, ParseErrorKind::Negative(text.to_string())));
        }
        match text.parse::<u64>() {
            Ok(n) if n <= max => Ok(n),
            _ => Err(self.err_at(t, ParseErrorKind::NumberTooLarge(text.to_string()))),
        }
    }

    // ---- Types ----------------------------------------------------------

    /// A type, including function types `R (T, U)`.
    pub(crate) fn ty(&mut self) -> PResult<Type> {
        let start = self.tok;
        let base = self.base_type()?;
        self.function_suffix(start, base)
    }

    /// `base` followed by any number of `(params)`, each making a function
    /// type that returns the type so far.
    fn function_suffix(&mut self, start: Token, base: Type) -> PResult<Type> {
        let mut t = base;
        let mut levels = 0;
        while self.at(Tok::LParen) {
            // Each `(...)` wraps the type so far as a return type.
            self.enter(start)?;
            levels += 1;
            self.bump()?;
            let mut params = Vec::new();
            let mut vararg = false;
            if !self.eat(Tok::RParen)? {
                loop {
                    if self.eat(Tok::Ellipsis)? {
                        vararg = true;
                        self.expect(Tok::RParen, "`)` after `...`")?;
                        break;
                    }
                    params.push(self.ty()?);
                    if self.eat(Tok::Comma)? {
                        continue;
                    }
                    self.expect(Tok::RParen, "`,` or `)`")?;
                    break;
                }
            }
            t = self.cx.function_type(t, params, vararg);
        }
        for _ in 0..levels {
            self.leave();
        }
        Ok(t)
    }

    fn base_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let cx = self.cx;
        match t.kind {
            Tok::Ident => {
                let text = self.text(t);
                self.bump()?;
                let ty = match text {
                    "void" => cx.types().void,
                    "half" => cx.types().half,
                    "float" => cx.types().float,
                    "double" => cx.types().double,
                    "metadata" => cx.types().metadata,
                    "ptr" => {
                        if self.eat_keyword("addrspace")? {
                            self.expect(Tok::LParen, "`(` after `addrspace`")?;
                            let n = self.unsigned(u32::MAX as u64)? as u32;
                            self.expect(Tok::RParen, "`)`")?;
                            cx.ptr_type(n)
                        } else {
                            cx.types().ptr
                        }
                    }
                    "target" => self.target_type(t)?,
                    _ => match text.strip_prefix('i') {
                        Some(digits)
                            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) =>
                        {
                            let common = cx.types();
                            match digits.parse::<u32>() {
                                Ok(1) => common.i1,
                                Ok(8) => common.i8,
                                Ok(16) => common.i16,
                                Ok(32) => common.i32,
                                Ok(64) => common.i64,
                                Ok(w) if (1..=128).contains(&w) => cx.int_type(w),
                                _ => {
                                    return Err(
                                        self.err_at(t, ParseErrorKind::IntWidth(text.to_string()))
                                    )
                                }
                            }
                        }
                        _ => {
                            return Err(
                                self.err_at(t, ParseErrorKind::UnknownType(text.to_string()))
                            )
                        }
                    },
                };
                Ok(ty)
            }
            Tok::Percent => {
                self.bump()?;
                let name = self.name_of(t)?;
                Ok(cx.named_type(&name))
            }
            Tok::Less => {
                self.bump()?;
                self.enter(t)?;
                let ty = if self.at(Tok::LBrace) {
                    let fields = self.struct_fields()?;
                    self.expect(Tok::Greater, "`>` to close the packed struct")?;
                    cx.struct_type(fields, true)
                } else {
                    let lt = self.tok;
                    let len = self.unsigned(u32::MAX as u64)? as u32;
                    if len == 0 {
                        return Err(self.err_at(lt, ParseErrorKind::ZeroVector));
                    }
                    self.expect_keyword("x", "`x`")?;
                    let elem = self.ty()?;
                    self.expect(Tok::Greater, "`>` to close the vector type")?;
                    cx.vector_type(elem, len)
                };
                self.leave();
                Ok(ty)
            }
            Tok::LBracket => {
                self.bump()?;
                self.enter(t)?;
                let len = self.unsigned(u64::MAX)?;
                self.expect_keyword("x", "`x`")?;
                let elem = self.ty()?;
                self.expect(Tok::RBracket, "`]` to close the array type")?;
                self.leave();
                Ok(cx.array_type(elem, len))
            }
            Tok::LBrace => {
                self.enter(t)?;
                let fields = self.struct_fields()?;
                self.leave();
                Ok(cx.struct_type(fields, false))
            }
            _ => Err(self.unexpected("a type")),
        }
    }

    /// `{T, U}` (the braces included).
    fn struct_fields(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LBrace, "`{`")?;
        let mut fields = Vec::new();
        if !self.eat(Tok::RBrace)? {
            loop {
                fields.push(self.ty()?);
                if self.eat(Tok::Comma)? {
                    continue;
                }
                self.expect(Tok::RBrace, "`,` or `}`")?;
                break;
            }
        }
        Ok(fields)
    }

    /// `target("name", T..., N...)`, after `target`.
    fn target_type(&mut self, kw: Token) -> PResult<Type> {
        self.enter(kw)?;
        self.expect(Tok::LParen, "`(` after `target`")?;
        let nt = self.expect(Tok::Str, "the target type's name as a string")?;
        let name = self.string_of(nt)?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(Tok::Comma)? {
            if self.at(Tok::Int) {
                ints.push(self.unsigned(u32::MAX as u64)? as u32);
            } else {
                if !ints.is_empty() {
                    return Err(self.err_at(self.tok, ParseErrorKind::TargetParamOrder));
                }
                types.push(self.ty()?);
            }
        }
        self.expect(Tok::RParen, "`,` or `)`")?;
        self.leave();
        Ok(self.cx.target_ext_type(&name, types, ints))
    }

    // ---- Attributes -----------------------------------------------------

    pub(crate) fn attr(&mut self) -> PResult<Attr> {
        let t = self.tok;
        let cx = self.cx;
        let data = match t.kind {
            Tok::Ident => {
                let text = self.text(t);
                self.bump()?;
                match text {
                    "unit" => AttrData::Unit,
                    "true" => AttrData::Bool(true),
                    "false" => AttrData::Bool(false),
                    "type" => {
                        self.expect(Tok::LParen, "`(` after `type`")?;
                        let ty = self.ty()?;
                        self.expect(Tok::RParen, "`)`")?;
                        AttrData::Type(ty)
                    }
                    "undef" | "poison" | "zeroinitializer" => {
                        self.expect(Tok::Colon, "`:` and a type")?;
                        let ty = self.ty()?;
                        match text {
                            "undef" => AttrData::Undef(ty),
                            "poison" => AttrData::Poison(ty),
                            _ => AttrData::Zero(ty),
                        }
                    }
                    _ => return Err(self.err_at(t, ParseErrorKind::UnknownAttr(text.into()))),
                }
            }
            Tok::Int | Tok::Hex | Tok::Float => {
                self.bump()?;
                self.expect(Tok::Colon, "`:` and the literal's type")?;
                let ty = self.ty()?;
                self.number(t, ty)?
            }
            Tok::Str => {
                self.bump()?;
                AttrData::Str(self.string_of(t)?.into())
            }
            Tok::Bytes => {
                self.bump()?;
                let text = self.text(t);
                let raw = &text[2..text.len() - 1];
                let bytes = if t.escaped {
                    unescape_bytes(raw).map_err(|k| self.err_at(t, k))?
                } else {
                    raw.as_bytes().to_vec()
                };
                AttrData::Bytes(bytes.into())
            }
            Tok::At => {
                self.bump()?;
                AttrData::Symbol(self.name_of(t)?.into())
            }
            Tok::LBracket => {
                self.bump()?;
                self.enter(t)?;
                let mut items = Vec::new();
                if !self.eat(Tok::RBracket)? {
                    loop {
                        items.push(self.attr()?);
                        if self.eat(Tok::Comma)? {
                            continue;
                        }
                        self.expect(Tok::RBracket, "`,` or `]`")?;
                        break;
                    }
                }
                self.leave();
                AttrData::Array(items)
            }
            Tok::LBrace => self.dict_attr()?,
            _ => return Err(self.unexpected("an attribute")),
        };
        Ok(cx.intern_attr(data))
    }

    /// `{k = v, k2, ...}`: gives each entry to `f` in text order.
    fn dict_entries<F>(&mut self, mut f: F) -> PResult<()>
    where
        F: FnMut(&mut Self, Cow<'s, str>, Token, Attr) -> PResult<()>,
    {
        let open = self.expect(Tok::LBrace, "`{`")?;
        self.enter(open)?;
        if self.eat(Tok::RBrace)? {
            self.leave();
            return Ok(());
        }
        loop {
            let kt = self.tok;
            let key = match kt.kind {
                Tok::Ident => Cow::Borrowed(self.text(kt)),
                Tok::Str => self.string_of(kt)?,
                _ => return Err(self.unexpected("an attribute name")),
            };
            self.bump()?;
            let value = if self.eat(Tok::Equal)? {
                self.attr()?
            } else {
                self.unit
            };
            f(self, key, kt, value)?;
            if self.eat(Tok::Comma)? {
                continue;
            }
            self.expect(Tok::RBrace, "`,` or `}`")?;
            break;
        }
        self.leave();
        Ok(())
    }

    /// A dictionary attribute's entries, sorted by key.
    fn dict_attr(&mut self) -> PResult<AttrData> {
        let mut entries: Vec<(Cow<'s, str>, Token, Attr)> = Vec::new();
        self.dict_entries(|_, k, t, a| {
            entries.push((k, t, a));
            Ok(())
        })?;
        entries.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.start.cmp(&b.1.start)));
        // Of each run of equal keys, report the earliest repeat in the text.
        let dup = entries
            .windows(2)
            .filter(|w| w[0].0 == w[1].0)
            .map(|w| &w[1])
            .min_by_key(|e| e.1.start);
        if let Some((k, t, _)) = dup {
            return Err(self.err_at(*t, ParseErrorKind::DuplicateKey(k.to_string())));
        }
        Ok(AttrData::Dict(
            entries.into_iter().map(|(k, _, a)| (k.into(), a)).collect(),
        ))
    }

    /// An op's or function's attribute dictionary.
    fn op_attr_dict(&mut self) -> PResult<AttrDict> {
        let mut d = AttrDict::new();
        self.attr_dict_into(&mut d)?;
        Ok(d)
    }

    /// Reads `{...}` into `dict`; a key already in `dict` is an error.
    pub(crate) fn attr_dict_into(&mut self, dict: &mut AttrDict) -> PResult<()> {
        self.dict_entries(|p, k, t, a| {
            let id = p.ident(k);
            if dict.set(id, a).is_some() {
                let key = p.cx.ident_str(id).to_string();
                return Err(p.err_at(t, ParseErrorKind::DuplicateKey(key)));
            }
            Ok(())
        })
    }

    /// The typed number `t : ty`.
    fn number(&self, t: Token, ty: Type) -> PResult<AttrData> {
        let text = self.text(t);
        let ty_text = || type_to_string(self.cx, ty);
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        match self.cx.type_data(ty) {
            TypeData::Int(w) => {
                let w = *w;
                let mag = match t.kind {
                    Tok::Int => digits.parse::<u128>().ok(),
                    Tok::Hex if !digits[2..].starts_with('H') => {
                        u128::from_str_radix(&digits[2..], 16).ok()
                    }
                    _ => {
                        return Err(self.err_at(
                            t,
                            ParseErrorKind::LiteralType {
                                value: text.into(),
                                ty: ty_text(),
                            },
                        ))
                    }
                };
                let Some(mag) = mag else {
                    return Err(self.err_at(t, ParseErrorKind::NumberTooLarge(text.into())));
                };
                let fits = if neg {
                    mag <= 1u128 << (w - 1)
                } else {
                    w == 128 || mag < 1u128 << w
                };
                if !fits {
                    return Err(self.err_at(
                        t,
                        ParseErrorKind::IntOutOfRange {
                            value: text.into(),
                            ty: ty_text(),
                        },
                    ));
                }
                let bits = if neg { 0u128.wrapping_sub(mag) } else { mag };
                Ok(AttrData::Int {
                    bits: truncate(bits, w),
                    ty,
                })
            }
            TypeData::Half | TypeData::Float | TypeData::Double => {
                let width = match self.cx.type_data(ty) {
                    TypeData::Half => 16,
                    TypeData::Float => 32,
                    _ => 64,
                };
                let out_of_range = || {
                    self.err_at(
                        t,
                        ParseErrorKind::FloatOutOfRange {
                            value: text.into(),
                            ty: ty_text(),
                        },
                    )
                };
                let bad_form = || {
                    self.err_at(
                        t,
                        ParseErrorKind::LiteralType {
                            value: text.into(),
                            ty: ty_text(),
                        },
                    )
                };
                let bits = if t.kind == Tok::Hex {
                    let hex = &digits[2..];
                    let (is_h, hex) = match hex.strip_prefix('H') {
                        Some(h) => (true, h),
                        None => (false, hex),
                    };
                    if neg || is_h != (width == 16) {
                        return Err(bad_form());
                    }
                    match u64::from_str_radix(hex, 16) {
                        Ok(b) if width == 64 || b >> width == 0 => b,
                        _ => return Err(out_of_range()),
                    }
                } else if width == 16 {
                    return Err(self.err_at(t, ParseErrorKind::HalfNeedsHex));
                } else if width == 32 {
                    match text.parse::<f32>() {
                        Ok(f) if f.is_finite() => f.to_bits() as u64,
                        _ => return Err(out_of_range()),
                    }
                } else {
                    match text.parse::<f64>() {
                        Ok(f) if f.is_finite() => f.to_bits(),
                        _ => return Err(out_of_range()),
                    }
                };
                Ok(AttrData::Float { bits, ty })
            }
            _ => Err(self.err_at(
                t,
                ParseErrorKind::LiteralType {
                    value: text.into(),
                    ty: ty_text(),
                },
            )),
        }
    }
}

/// The text of a value name for messages: `key`'s name, or the token text
/// after its sigil.
fn key_text<'a>(key: &'a Key<'_>, token_text: &'a str) -> &'a str {
    match key {
        Key::Name(n) => n,
        Key::Num(_) => &token_text[1..],
    }
}

/// The spec of an op read into `parsed`, which is left empty (but for its
/// regions, attached after creation).
fn take_spec(head: &OpHead, parsed: &mut ParsedOp) -> OpSpec {
    OpSpec {
        name: head.name,
        operands: parsed.operands.drain(..).collect(),
        result_types: parsed.result_types.drain(..).collect(),
        attrs: std::mem::take(&mut parsed.attrs),
        successors: std::mem::take(&mut parsed.successors),
        num_regions: 0,
        loc: head.loc,
    }
}

#[cfg(test)]
mod tests {
    use super::super::printer::attr_to_string;
    use super::*;

    fn ty(cx: &Context, s: &str) -> String {
        match parse_type(cx, s, "t") {
            Ok(t) => type_to_string(cx, t),
            Err(e) => panic!("{e}"),
        }
    }

    fn ty_err(s: &str) -> String {
        let cx = Context::new();
        let e = parse_type(&cx, s, "t").unwrap_err();
        format!("{}:{}: {}", e.line, e.col, e.message())
    }

    fn attr(cx: &Context, s: &str) -> String {
        match parse_attr(cx, s, "a") {
            Ok(a) => attr_to_string(cx, a),
            Err(e) => panic!("{e}"),
        }
    }

    fn attr_err(s: &str) -> String {
        let cx = Context::new();
        let e = parse_attr(&cx, s, "a").unwrap_err();
        format!("{}:{}: {}", e.line, e.col, e.message())
    }

    #[test]
    fn every_type_kind_parses_and_prints_back() {
        let cx = Context::new();
        for s in [
            "void",
            "i1",
            "i128",
            "half",
            "float",
            "double",
            "ptr",
            "ptr addrspace(4)",
            "metadata",
            "<4 x float>",
            "<2 x ptr>",
            "[0 x i8]",
            "[18446744073709551615 x i8]",
            "{}",
            "{i32, {float}}",
            "<{}>",
            "<{i8, i32}>",
            "%dx.types.Handle",
            "%\"with space\"",
            "target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0)",
            "target(\"dx.RawBuffer\", i8, 1, 0)",
            "target(\"x\")",
            "target(\"y\", 5)",
            "i32 (ptr, ...)",
            "void ()",
            "void (...)",
            "i32 (i32) (float)",
            "[2 x <3 x i32 (i8)>]",
        ] {
            assert_eq!(ty(&cx, s), s);
        }
        assert_eq!(ty(&cx, "ptr addrspace(0)"), "ptr");
        assert_eq!(ty(&cx, "  i007 // comment"), "i7");
        assert_eq!(ty(&cx, "%\"plain\""), "%plain");
    }

    #[test]
    fn bad_types_are_errors() {
        assert_eq!(
            ty_err("i0"),
            "1:1: integer width must be between 1 and 128, found `i0`"
        );
        assert_eq!(
            ty_err("i129"),
            "1:1: integer width must be between 1 and 128, found `i129`"
        );
        assert_eq!(
            ty_err("i99999999999999999999"),
            "1:1: integer width must be between 1 and 128, found `i99999999999999999999`"
        );
        assert_eq!(ty_err("<0 x i32>"), "1:2: vector length must be at least 1");
        assert_eq!(
            ty_err("<4294967296 x i32>"),
            "1:2: number `4294967296` is too large"
        );
        assert_eq!(
            ty_err("[-1 x i32]"),
            "1:2: expected a non-negative number, found `-1`"
        );
        assert_eq!(ty_err("int"), "1:1: unknown type `int`");
        assert_eq!(ty_err("<4 y i32>"), "1:4: expected `x`, found `y`");
        assert_eq!(
            ty_err("{i32"),
            "1:5: expected `,` or `}`, found end of file"
        );
        assert_eq!(
            ty_err("target(\"a\", 1, i32)"),
            "1:16: type parameters of a target type come before its integer parameters"
        );
        assert_eq!(ty_err("i32 i32"), "1:5: expected end of input, found `i32`");
        assert_eq!(ty_err(""), "1:1: expected a type, found end of file");
    }

    #[test]
    fn nesting_is_limited() {
        let cx = Context::new();
        let ok = format!("{}i8{}", "[1 x ".repeat(200), "]".repeat(200));
        assert!(parse_type(&cx, &ok, "t").is_ok());
        let deep = format!("{}i8{}", "{".repeat(100_000), "}".repeat(100_000));
        let e = parse_type(&cx, &deep, "t").unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooDeep(MAX_NESTING));
        assert_eq!(e.col, MAX_NESTING + 1);
        let fns = format!("i8{}", " ()".repeat(1000));
        assert!(parse_type(&cx, &fns, "t").is_err());
        let arrays = format!("{}1 : i8{}", "[".repeat(300), "]".repeat(300));
        assert!(parse_attr(&cx, &arrays, "a").is_err());
    }

    #[test]
    fn every_attr_kind_parses_and_prints_back() {
        let cx = Context::new();
        for s in [
            "unit",
            "true",
            "false",
            "0 : i32",
            "-5 : i8",
            "1 : i1",
            "0 : i1",
            "170141183460469231731687303715884105727 : i128",
            "-170141183460469231731687303715884105728 : i128",
            "1.5 : double",
            "-0.0 : float",
            "1e100 : double",
            "0xH3C00 : half",
            "0x7FC00000 : float",
            "0x7FF0000000000000 : double",
            "\"\"",
            "\"a\\\"b\\\\c\\0A\"",
            "b\"\"",
            "b\"a\\\"\\\\\\00\\FF\"",
            "type(<4 x float>)",
            "type(void (i32))",
            "[]",
            "[unit, [1 : i32], {}]",
            "{}",
            "{\"a b\" = 1 : i8, k, z = \"s\"}",
            "@main",
            "@\"a b\"",
            "undef : i32",
            "poison : {i32, float}",
            "zeroinitializer : [4 x i8]",
        ] {
            assert_eq!(attr(&cx, s), s);
        }
    }

    #[test]
    fn numbers_canonicalize() {
        let cx = Context::new();
        assert_eq!(attr(&cx, "255 : i8"), "-1 : i8");
        assert_eq!(attr(&cx, "-1 : i1"), "1 : i1");
        assert_eq!(attr(&cx, "0xFF : i8"), "-1 : i8");
        assert_eq!(attr(&cx, "-0x10 : i32"), "-16 : i32");
        assert_eq!(
            attr(&cx, "340282366920938463463374607431768211455 : i128"),
            "-1 : i128"
        );
        assert_eq!(attr(&cx, "-0 : i32"), "0 : i32");
        assert_eq!(attr(&cx, "1 : float"), "1.0 : float");
        assert_eq!(attr(&cx, "2.5E-3 : double"), "0.0025 : double");
        assert_eq!(attr(&cx, "0x3F800000 : float"), "1.0 : float");
        assert_eq!(attr(&cx, "0x3FF8000000000000 : double"), "1.5 : double");
        assert_eq!(attr(&cx, "0x1 : double"), "5e-324 : double");
        assert_eq!(attr(&cx, "0.1 : float"), "0.1 : float");
        assert_eq!(attr(&cx, "{b, a = unit}"), "{a, b}");
        assert_eq!(attr(&cx, r#"b"\n\t\r\7f~""#), r#"b"\0A\09\0D\7F~""#);
        assert_eq!(attr(&cx, "b\"\u{e9}\""), r#"b"\C3\A9""#);
    }

    #[test]
    fn bad_attrs_are_errors() {
        assert_eq!(
            attr_err("256 : i8"),
            "1:1: integer `256` does not fit in i8"
        );
        assert_eq!(
            attr_err("-129 : i8"),
            "1:1: integer `-129` does not fit in i8"
        );
        assert_eq!(attr_err("2 : i1"), "1:1: integer `2` does not fit in i1");
        assert_eq!(
            attr_err("340282366920938463463374607431768211456 : i128"),
            "1:1: number `340282366920938463463374607431768211456` is too large"
        );
        assert_eq!(
            attr_err("-170141183460469231731687303715884105729 : i128"),
            "1:1: integer `-170141183460469231731687303715884105729` does not fit in i128"
        );
        assert_eq!(
            attr_err("1.5 : i32"),
            "1:1: literal `1.5` cannot have type i32"
        );
        assert_eq!(attr_err("1 : ptr"), "1:1: literal `1` cannot have type ptr");
        assert_eq!(
            attr_err("1e39 : float"),
            "1:1: float literal `1e39` does not fit in float"
        );
        assert_eq!(
            attr_err("1e999 : double"),
            "1:1: float literal `1e999` does not fit in double"
        );
        assert_eq!(
            attr_err("0x1FFFFFFFF : float"),
            "1:1: float literal `0x1FFFFFFFF` does not fit in float"
        );
        assert_eq!(
            attr_err("1.0 : half"),
            "1:1: half constants are written as hex bits, e.g. `0xH3C00`"
        );
        assert_eq!(
            attr_err("0x3C00 : half"),
            "1:1: literal `0x3C00` cannot have type half"
        );
        assert_eq!(
            attr_err("0xH3C00 : float"),
            "1:1: literal `0xH3C00` cannot have type float"
        );
        assert_eq!(
            attr_err("0xH1FFFF : half"),
            "1:1: float literal `0xH1FFFF` does not fit in half"
        );
        assert_eq!(
            attr_err("-0x3F800000 : float"),
            "1:1: literal `-0x3F800000` cannot have type float"
        );
        assert_eq!(
            attr_err("5"),
            "1:2: expected `:` and the literal's type, found end of file"
        );
        assert_eq!(attr_err("nope"), "1:1: unknown attribute `nope`");
        assert_eq!(attr_err("{a, a}"), "1:5: duplicate attribute key `a`");
        assert_eq!(attr_err("{a = }"), "1:6: expected an attribute, found `}`");
        assert_eq!(
            attr_err("[1 : i32,"),
            "1:10: expected an attribute, found end of file"
        );
        assert_eq!(attr_err("\"a\\FFb\""), "1:1: string is not valid UTF-8");
        assert_eq!(attr_err("\"abc"), "1:1: unterminated string");
        assert_eq!(attr_err("b\"abc"), "1:2: unterminated string");
        assert_eq!(
            attr_err("b\"\\x\""),
            "1:3: invalid escape in string (use `\\\"`, `\\\\` or `\\XX`)"
        );
        assert_eq!(attr_err("b \"x\""), "1:1: unknown attribute `b`");
        assert_eq!(
            attr_err("undef i32"),
            "1:7: expected `:` and a type, found `i32`"
        );
        assert_eq!(attr_err("type(i32"), "1:9: expected `)`, found end of file");
    }

    #[test]
    fn float_bits_survive_print_and_parse() {
        let cx = Context::new();
        let t = *cx.types();
        let doubles = [
            0.0f64,
            -0.0,
            1.0,
            0.1,
            f64::MIN_POSITIVE,
            f64::MAX,
            f64::MIN,
            f64::EPSILON,
            f64::from_bits(1),
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::from_bits(0x7FF0_0000_0000_0001),
            123456789.125,
            1e-300,
        ];
        for d in doubles {
            let a = cx.intern_attr(AttrData::Float {
                bits: d.to_bits(),
                ty: t.double,
            });
            let back = parse_attr(&cx, &attr_to_string(&cx, a), "a").unwrap();
            assert_eq!(back, a, "{d:?}");
            let f = d as f32;
            let a = cx.intern_attr(AttrData::Float {
                bits: f.to_bits() as u64,
                ty: t.float,
            });
            let back = parse_attr(&cx, &attr_to_string(&cx, a), "a").unwrap();
            assert_eq!(back, a, "{f:?}");
        }
        for h in [0u64, 0x3C00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x8000] {
            let a = cx.intern_attr(AttrData::Float {
                bits: h,
                ty: t.half,
            });
            assert_eq!(parse_attr(&cx, &attr_to_string(&cx, a), "a").unwrap(), a);
        }
    }

    #[test]
    fn module_items_parse() {
        let cx = Context::new();
        let src = "
module attributes {triple = \"dxil\"}
type %S = {i32, float}
type %O = opaque
type %P = <{i8}>
\"test.global\"() {sym_name = \"g\"} : () -> ()
func @decl(i32, ...) -> i32 attributes {nounwind}
func @f(%a: i32) -> i32 {
  \"test.ret\"(%a) : (i32) -> ()
}
";
        let m = parse_module(&cx, src, "m.dxir").unwrap();
        assert_eq!(m.functions().len(), 2);
        assert!(m.function("decl").unwrap().is_declaration());
        assert!(matches!(m.symbol("g"), Some(crate::Symbol::Global(_))));
        let f = m.function("f").unwrap();
        assert_eq!(f.loc().line, 8);
        let ret = f.body().first_op(f.entry().unwrap()).unwrap();
        assert_eq!(f.body().loc(ret), Loc::new(cx.file("m.dxir"), 9, 3));
        assert_eq!(f.body().operands(ret), f.params());
        let s = cx.named_type("S");
        assert_eq!(
            cx.struct_body(s),
            Some(StructBody::Fields {
                fields: vec![cx.types().i32, cx.types().float],
                packed: false
            })
        );
    }

    #[test]
    fn forward_references_resolve() {
        let cx = Context::new();
        let src = "
func @f(%a: i32) {
  \"t.br\"() [^later(%x)] : () -> ()
^use:
  \"t.use\"(%x, %y) : (i32, float) -> ()
^later(%z: i32):
  %x = \"t.def\"(%z) : (i32) -> i32
  %y = \"t.fdef\"() : () -> float
  \"t.br\"() [^use] : () -> ()
}
";
        let m = parse_module(&cx, src, "f.dxir").unwrap();
        let f = m.function("f").unwrap();
        let body = f.body();
        for v in body.values() {
            assert!(!matches!(body.value_def(v), crate::ValueDef::Placeholder));
        }
        let blocks = body.region_blocks(body.root());
        assert_eq!(blocks.len(), 3);
        let def = body.first_op(blocks[2]).unwrap();
        let x = body.result(def, 0);
        assert_eq!(body.uses(x).len(), 2);
    }

    fn module_err(src: &str) -> String {
        let cx = Context::new();
        let e = parse_module(&cx, src, "e").unwrap_err();
        format!("{}:{}: {}", e.line, e.col, e.message())
    }

    #[test]
    fn name_errors() {
        assert_eq!(
            module_err("func @f() {\n  \"t.use\"(%x) : (i32) -> ()\n}"),
            "2:11: use of undefined value %x"
        );
        assert_eq!(
            module_err("func @f(%a: i32) {\n  \"t.use\"(%a) : (float) -> ()\n}"),
            "2:11: type mismatch: %a has type i32, used as float"
        );
        assert_eq!(
            module_err(
                "func @f() {\n  \"t.use\"(%x) : (float) -> ()\n  %x = \"t.def\"() : () -> i32\n}"
            ),
            "2:11: type mismatch: %x has type i32, used as float"
        );
        assert_eq!(
            module_err(
                "func @f() {\n  \"t.use\"(%x) : (float) -> ()\n  \"t.use\"(%x) : (i32) -> ()\n}"
            ),
            "3:11: type mismatch: %x has type float, used as i32"
        );
        assert_eq!(
            module_err("func @f(%a: i32, %a: i32) {\n}"),
            "1:18: redefinition of value %a"
        );
        assert_eq!(
            module_err("func @f() {\n  \"t.br\"() [^b] : () -> ()\n}"),
            "2:13: use of undefined block ^b"
        );
        assert_eq!(
            module_err("func @f() {\n^b:\n^b:\n}"),
            "3:1: redefinition of block ^b"
        );
        assert_eq!(
            module_err("func @f() ^b {\n  \"t.x\"() : () -> ()\n^b:\n}"),
            "3:1: redefinition of block ^b"
        );
        assert_eq!(
            module_err("func @f() {\n^\"bb1\":\n^\"bb1\":\n}"),
            "3:1: redefinition of block ^\"bb1\""
        );
        assert_eq!(
            module_err("func @f() {\n  \"t.br\"() [^bb1, ^\"bb1\"] : () -> ()\n^bb1:\n}"),
            "2:19: use of undefined block ^\"bb1\""
        );
        // A value of a nested region is not visible after it.
        assert_eq!(
            module_err(
                "func @f() {\n  \"t.r\"() ({\n    %x = \"t.d\"() : () -> i32\n  }) : () -> ()\n  \"t.u\"(%x) : (i32) -> ()\n}"
            ),
            "5:9: use of undefined value %x"
        );
        // A region's blocks are its own.
        assert_eq!(
            module_err(
                "func @f() {\n  \"t.r\"() ({\n    \"t.br\"() [^out] : () -> ()\n  }) : () -> ()\n^out:\n}"
            ),
            "3:15: use of undefined block ^out"
        );
        assert_eq!(
            module_err("func @f() {}\nfunc @f() {}"),
            "2:6: symbol @f is defined more than once"
        );
        assert_eq!(
            module_err("\"t.g\"() {sym_name = \"f\"} : () -> ()\nfunc @f() {}"),
            "2:6: symbol @f is defined more than once"
        );
        assert_eq!(
            module_err("func @f() {}\n\"t.g\"() {sym_name = \"f\"} : () -> ()"),
            "2:1: symbol @f is defined more than once"
        );
        assert_eq!(
            module_err("type %S = {i32}\ntype %S = {float}"),
            "2:6: named struct %S is already defined with a different body"
        );
        assert_eq!(
            module_err("type %S = i32"),
            "1:11: expected a struct body `{...}`, `<{...}>` or `opaque`, found `i32`"
        );
    }

    #[test]
    fn structure_errors() {
        assert_eq!(
            module_err("func @f() {\n  %0 = \"t.x\"() : () -> ()\n}"),
            "2:24: op has 1 result name(s) but 0 result type(s)"
        );
        assert_eq!(
            module_err("func @f(%a: i32) {\n  \"t.x\"(%a) : () -> ()\n}"),
            "2:15: op has 1 operand(s) but 0 operand type(s)"
        );
        assert_eq!(
            module_err("func @f() {\n  t.x\n}"),
            "2:3: op `t.x` has no custom form; write it in generic form"
        );
        assert_eq!(
            module_err("func @f() {\n  \"t.x\"() : () -> ()\n"),
            "1:11: unterminated region: expected `}` before the end of the file"
        );
        assert_eq!(
            module_err("func @f(i32) {\n}"),
            "1:9: a function body needs named parameters (`%x: T`)"
        );
        assert_eq!(
            module_err("func @f(%a: i32)\n"),
            "2:1: expected `{` to begin the body of a function with named parameters"
        );
        assert_eq!(
            module_err("func @f(i32) ^e\n"),
            "2:1: expected `{` after the entry block's label, found end of file"
        );
        assert_eq!(
            module_err("func @f(i32) ^e {}"),
            "1:9: a function body needs named parameters (`%x: T`)"
        );
        assert_eq!(
            module_err("func @f(%a: i32, float) {}"),
            "1:18: parameters must be all named (`%x: T`) or all unnamed"
        );
        assert_eq!(
            module_err("func @f() {}\nmodule attributes {}"),
            "2:1: `module attributes` must come first, and only once"
        );
        assert_eq!(
            module_err("func @f() {\n  \"t.x\"() {a, a} : () -> ()\n}"),
            "2:15: duplicate attribute key `a`"
        );
        assert_eq!(
            module_err(")"),
            "1:1: expected `func`, `type`, or an op, found `)`"
        );
        assert_eq!(
            module_err("func @f() {\n  \"t.x\"(\n"),
            "3:1: expected a value `%name`, found end of file"
        );
        assert_eq!(
            module_err("\"t.x\"() [^bb1] : () -> ()"),
            "1:10: use of undefined block ^bb1"
        );
    }

    #[test]
    fn deep_regions_are_an_error_not_a_crash() {
        let cx = Context::new();
        let depth = 100_000;
        let src = format!(
            "func @f() {{\n{}{}}}\n",
            "\"t.r\"() ({".repeat(depth),
            "}) : () -> ()\n".repeat(depth)
        );
        let e = parse_module(&cx, &src, "deep").unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooDeep(MAX_NESTING));
    }

    #[test]
    fn nesting_up_to_the_limit_fits_a_small_stack() {
        // Test threads may have small stacks; parse at the limit in one.
        let handle = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(|| {
                let cx = Context::new();
                let depth = MAX_NESTING as usize - 1;
                let src = format!(
                    "func @f() {{\n{}{}}}\n",
                    "\"t.r\"() ({".repeat(depth),
                    "}) : () -> ()\n".repeat(depth)
                );
                let m = parse_module(&cx, &src, "deep").unwrap();
                crate::print_module(&cx, &m).len()
            })
            .unwrap();
        assert!(handle.join().unwrap() > 0);
    }
}
