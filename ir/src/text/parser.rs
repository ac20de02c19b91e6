//! The parser: a recursive-descent reader of the text format.
//!
//! It reads one token ahead from the on-demand [`Lexer`] and builds IR
//! directly, without a syntax tree. Names are looked up in hash maps keyed by
//! slices of the source, so a well-formed file is read in time linear in its
//! size with few allocations.
//!
//! Forward references get a placeholder value (or a detached block) at their
//! first use; the definition replaces it. What is still undefined at the end
//! of a function (blocks: of a region) is reported at its first use.

use super::error::{ParseError, ParseErrorKind};
use super::lexer::{string_text, Lexer, Tok, Token};
use super::printer::{type_to_string, write_name};
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
enum ValueState {
    Defined,
    /// Used but not yet defined: `value` is a placeholder.
    Forward {
        /// The type of the first use that gave one.
        ty: Option<Type>,
        first_use: Token,
        typed_use: Token,
    },
}

#[derive(Clone, Copy)]
struct ValueEntry {
    value: Value,
    state: ValueState,
}

/// Value names of one body, with nested scopes for regions.
#[derive(Default)]
struct ValueTable<'s> {
    map: FxHashMap<Cow<'s, str>, ValueEntry>,
    /// Names defined in nested scopes, in order, so a scope can be popped.
    defined: Vec<Cow<'s, str>>,
    /// Where each open nested scope starts in `defined`.
    marks: Vec<usize>,
}

#[derive(Clone, Copy)]
struct BlockEntry {
    block: Block,
    defined: bool,
    first_use: Token,
}

type BlockScope<'s> = FxHashMap<Cow<'s, str>, BlockEntry>;

/// An op read but not yet created: its pieces and its result names.
pub(crate) struct PendingOp<'s> {
    spec: OpSpec,
    regions: Vec<ParsedRegion>,
    results: SmallVec<[(Cow<'s, str>, Token); 1]>,
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
        let PendingOp {
            spec,
            regions,
            results,
            first,
        } = self.op(m.globals_mut())?;
        let op = match m.add_global(self.cx, spec) {
            Ok(op) => op,
            Err(ModuleError::DuplicateSymbol(n)) => {
                return Err(self.err_at(first, ParseErrorKind::DuplicateSymbol(n)))
            }
            Err(ModuleError::MissingSymbolName) => {
                return Err(self.err_at(
                    first,
                    ParseErrorKind::Custom("symbol op has no string `sym_name`".into()),
                ))
            }
        };
        self.finish_op(m.globals_mut(), op, regions, results)
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
                if t.kind == Tok::Percent {
                    if unnamed.is_some() {
                        return Err(self.err_at(t, ParseErrorKind::MixedParams));
                    }
                    self.bump()?;
                    names.push((self.name_of(t)?, t));
                    self.expect(Tok::Colon, "`:` after the parameter name")?;
                } else {
                    if !names.is_empty() {
                        return Err(self.err_at(t, ParseErrorKind::MixedParams));
                    }
                    unnamed.get_or_insert(t);
                }
                types.push(self.ty()?);
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
            let r = self.function_body(f.body_mut(), names);
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
    ) -> PResult<()> {
        let open = self.bump()?;
        self.enter(open)?;
        let entry = body.entry_block().expect("a definition has an entry block");
        for (i, (name, t)) in params.into_iter().enumerate() {
            let v = body.block_args(entry)[i];
            self.define_value(body, name, t, v)?;
        }
        self.blocks.push(BlockScope::default());
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
        self.values.marks.push(self.values.defined.len());
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
        let mark = self.values.marks.pop().unwrap_or(0);
        for name in self.values.defined.drain(mark..) {
            self.values.map.remove(&name);
        }
        self.leave();
        Ok(ParsedRegion(blocks))
    }

    /// Ops until the next block header or the end of the region.
    fn block_ops(&mut self, body: &mut Body, block: Block, open: Token) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Caret | Tok::RBrace => return Ok(()),
                Tok::Eof => return Err(self.err_at(open, ParseErrorKind::UnterminatedRegion)),
                _ => {
                    let PendingOp {
                        spec,
                        regions,
                        results,
                        ..
                    } = self.op(body)?;
                    let op = body.create_op(spec);
                    body.append_op(block, op);
                    self.finish_op(body, op, regions, results)?;
                }
            }
        }
    }

    /// `^name(%a: T, ...):` — defines the block and its arguments.
    fn block_header(&mut self, body: &mut Body) -> PResult<Block> {
        let t = self.bump()?;
        let name = self.name_of(t)?;
        let b = self.define_block(body, name, t)?;
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

    fn define_block(&mut self, body: &mut Body, name: Cow<'s, str>, t: Token) -> PResult<Block> {
        let scope = self.blocks.last_mut().expect("a block scope is open");
        match scope.entry(name) {
            Entry::Occupied(mut e) => {
                if e.get().defined {
                    let n = Self::display_name('^', e.key());
                    return Err(self.err_at(t, ParseErrorKind::RedefinedBlock(n)));
                }
                e.get_mut().defined = true;
                Ok(e.get().block)
            }
            Entry::Vacant(e) => {
                let block = body.create_block();
                e.insert(BlockEntry {
                    block,
                    defined: true,
                    first_use: t,
                });
                Ok(block)
            }
        }
    }

    fn use_block(&mut self, body: &mut Body, name: Cow<'s, str>, t: Token) -> Block {
        let scope = self.blocks.last_mut().expect("a block scope is open");
        scope
            .entry(name)
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
            Some((name, e)) => Err(self.err_at(
                e.first_use,
                ParseErrorKind::UndefinedBlock(Self::display_name('^', name)),
            )),
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
        let mismatch = |p: &Self, has: Type, used: Type| {
            p.err_at(
                r.tok,
                ParseErrorKind::TypeMismatch {
                    value: Self::display_name('%', &r.name),
                    has: type_to_string(p.cx, has),
                    used: type_to_string(p.cx, used),
                },
            )
        };
        if let Some(e) = self.values.map.get_mut(&r.name) {
            let value = e.value;
            match (&mut e.state, ty) {
                (ValueState::Defined, Some(t)) => {
                    let has = body.value_type(value);
                    if has != t {
                        return Err(mismatch(self, has, t));
                    }
                }
                (
                    ValueState::Forward {
                        ty: fty, typed_use, ..
                    },
                    Some(t),
                ) => match *fty {
                    None => {
                        *fty = Some(t);
                        *typed_use = r.tok;
                    }
                    Some(f) if f != t => return Err(mismatch(self, f, t)),
                    Some(_) => {}
                },
                (_, None) => {}
            }
            return Ok(value);
        }
        let value = body.create_placeholder(ty.unwrap_or(self.cx.types().void));
        self.values.map.insert(
            r.name.clone(),
            ValueEntry {
                value,
                state: ValueState::Forward {
                    ty,
                    first_use: r.tok,
                    typed_use: r.tok,
                },
            },
        );
        Ok(value)
    }

    fn define_value(
        &mut self,
        body: &mut Body,
        name: Cow<'s, str>,
        t: Token,
        v: Value,
    ) -> PResult<()> {
        let nested = !self.values.marks.is_empty();
        let key = if nested { Some(name.clone()) } else { None };
        match self.values.map.entry(name) {
            Entry::Occupied(mut e) => match e.get().state {
                ValueState::Defined => {
                    let n = Self::display_name('%', e.key());
                    return Err(self.err_at(t, ParseErrorKind::RedefinedValue(n)));
                }
                ValueState::Forward { ty, typed_use, .. } => {
                    let has = body.value_type(v);
                    if let Some(used) = ty.filter(|&u| u != has) {
                        let n = Self::display_name('%', e.key());
                        return Err(self.err_at(
                            typed_use,
                            ParseErrorKind::TypeMismatch {
                                value: n,
                                has: type_to_string(self.cx, has),
                                used: type_to_string(self.cx, used),
                            },
                        ));
                    }
                    let placeholder = e.get().value;
                    body.replace_all_uses(placeholder, v);
                    body.erase_placeholder(placeholder);
                    e.insert(ValueEntry {
                        value: v,
                        state: ValueState::Defined,
                    });
                }
            },
            Entry::Vacant(e) => {
                e.insert(ValueEntry {
                    value: v,
                    state: ValueState::Defined,
                });
            }
        }
        if let Some(k) = key {
            self.values.defined.push(k);
        }
        Ok(())
    }

    /// Reports the first use of a value that was never defined.
    fn finish_values(&mut self) -> PResult<()> {
        let missing = self
            .values
            .map
            .iter()
            .filter_map(|(n, e)| match e.state {
                ValueState::Forward { first_use, .. } => Some((n, first_use)),
                ValueState::Defined => None,
            })
            .min_by_key(|(_, t)| (t.line, t.col));
        match missing {
            Some((name, t)) => Err(self.err_at(
                t,
                ParseErrorKind::UndefinedValue(Self::display_name('%', name)),
            )),
            None => {
                self.values = ValueTable::default();
                Ok(())
            }
        }
    }

    // ---- Ops ------------------------------------------------------------

    /// Reads one op, generic or custom, up to and including its `loc(...)`.
    fn op(&mut self, body: &mut Body) -> PResult<PendingOp<'s>> {
        let first = self.tok;
        let mut results: SmallVec<[(Cow<'s, str>, Token); 1]> = SmallVec::new();
        if first.kind == Tok::Percent {
            loop {
                let t = self.expect(Tok::Percent, "a result name `%name`")?;
                results.push((self.name_of(t)?, t));
                if !self.eat(Tok::Comma)? {
                    break;
                }
            }
            self.expect(Tok::Equal, "`=` after the result names")?;
        }
        let name_tok = self.tok;
        let mut parsed = ParsedOp::default();
        let name = match name_tok.kind {
            Tok::Str => {
                self.bump()?;
                let text = self.string_of(name_tok)?;
                let name = self.op_name(text);
                self.generic_op(body, results.len(), &mut parsed)?;
                name
            }
            Tok::Ident => {
                self.bump()?;
                let text = self.text(name_tok);
                let name = self.op_name(Cow::Borrowed(text));
                let Some(syntax) = self.cx.op_def(name).and_then(|d| d.syntax) else {
                    return Err(
                        self.err_at(name_tok, ParseErrorKind::NoCustomForm(text.to_string()))
                    );
                };
                let n = results.len();
                syntax.parse(&mut OpParser::new(self, body, text, n), &mut parsed)?;
                if parsed.result_types.len() != n {
                    return Err(self.err_at(
                        name_tok,
                        ParseErrorKind::ResultCount {
                            names: n,
                            types: parsed.result_types.len(),
                        },
                    ));
                }
                name
            }
            _ => return Err(self.unexpected("an op name")),
        };
        let loc = if self.at_keyword("loc") {
            self.loc()?
        } else {
            Loc::new(self.file, first.line, first.col)
        };
        let spec = OpSpec {
            name,
            operands: parsed.operands.into_iter().collect(),
            result_types: parsed.result_types.into_iter().collect(),
            attrs: parsed.attrs,
            successors: parsed.successors,
            num_regions: 0,
            loc,
        };
        Ok(PendingOp {
            spec,
            regions: parsed.regions,
            results,
            first,
        })
    }

    /// Attaches the regions of a created op and defines its results.
    fn finish_op(
        &mut self,
        body: &mut Body,
        op: Op,
        regions: Vec<ParsedRegion>,
        results: SmallVec<[(Cow<'s, str>, Token); 1]>,
    ) -> PResult<()> {
        for ParsedRegion(blocks) in regions {
            let r = body.add_region(op);
            for b in blocks {
                body.append_block(r, b);
            }
        }
        for (i, (name, t)) in results.into_iter().enumerate() {
            let v = body.result(op, i);
            self.define_value(body, name, t, v)?;
        }
        Ok(())
    }

    /// `(%a, %b) [succ, ...] ({region}, ...) {attrs} : (T, U) -> R`, after
    /// the quoted name.
    fn generic_op(&mut self, body: &mut Body, nresults: usize, out: &mut ParsedOp) -> PResult<()> {
        self.expect(Tok::LParen, "`(` to begin the operand list")?;
        let mut refs: SmallVec<[OperandRef<'s>; 4]> = SmallVec::new();
        if !self.eat(Tok::RParen)? {
            loop {
                refs.push(self.operand_ref()?);
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
        self.operand_types(body, &refs, out)?;
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
        let name = self.name_of(t)?;
        let block = self.use_block(body, name, t);
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
        let mut t = self.base_type()?;
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
                            match digits.parse::<u32>() {
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
            Tok::LBrace => {
                self.enter(t)?;
                let entries = self.dict_entries()?;
                self.leave();
                let mut v: Vec<(Box<str>, Attr)> =
                    entries.into_iter().map(|(k, _, a)| (k.into(), a)).collect();
                v.sort_by(|a, b| a.0.cmp(&b.0));
                AttrData::Dict(v)
            }
            _ => return Err(self.unexpected("an attribute")),
        };
        Ok(cx.intern_attr(data))
    }

    /// `{k = v, k2, ...}`: entries in text order, duplicates rejected.
    fn dict_entries(&mut self) -> PResult<Vec<(Cow<'s, str>, Token, Attr)>> {
        self.expect(Tok::LBrace, "`{`")?;
        let mut entries: Vec<(Cow<'s, str>, Token, Attr)> = Vec::new();
        if self.eat(Tok::RBrace)? {
            return Ok(entries);
        }
        loop {
            let kt = self.tok;
            let key = match kt.kind {
                Tok::Ident => Cow::Borrowed(self.text(kt)),
                Tok::Str => self.string_of(kt)?,
                _ => return Err(self.unexpected("an attribute name")),
            };
            self.bump()?;
            if entries.iter().any(|(k, _, _)| *k == key) {
                return Err(self.err_at(kt, ParseErrorKind::DuplicateKey(key.into_owned())));
            }
            let value = if self.eat(Tok::Equal)? {
                self.attr()?
            } else {
                self.cx.unit_attr()
            };
            entries.push((key, kt, value));
            if self.eat(Tok::Comma)? {
                continue;
            }
            self.expect(Tok::RBrace, "`,` or `}`")?;
            break;
        }
        Ok(entries)
    }

    /// An op's or function's attribute dictionary.
    fn op_attr_dict(&mut self) -> PResult<AttrDict> {
        let mut d = AttrDict::new();
        self.attr_dict_into(&mut d)?;
        Ok(d)
    }

    /// Reads `{...}` into `dict`; a key already in `dict` is an error.
    pub(crate) fn attr_dict_into(&mut self, dict: &mut AttrDict) -> PResult<()> {
        let open = self.tok;
        self.enter(open)?;
        let entries = self.dict_entries()?;
        self.leave();
        for (k, kt, a) in entries {
            let id = self.ident(k);
            if dict.set(id, a).is_some() {
                let key = self.cx.ident_str(id).to_string();
                return Err(self.err_at(kt, ParseErrorKind::DuplicateKey(key)));
            }
        }
        Ok(())
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
