//! Custom op syntax: the [`OpSyntax`] trait, the printer and parser helpers
//! it works with, and reusable declarative forms.
//!
//! A dialect points an [`OpDef`](crate::OpDef)'s `syntax` field at an
//! `OpSyntax`. The framework prints and parses the result names, the op name
//! and the trailing `loc(...)`; the syntax handles everything between the
//! name and the location. When [`OpSyntax::accepts`] says an op does not fit
//! (for example a same-type op whose types differ after a bad rewrite) the
//! op prints in generic form, so printed text always parses back.

use super::error::{ParseError, ParseErrorKind};
use super::lexer::{Tok, Token};
use super::parser::Parser;
use super::printer::{write_attr, write_attr_dict, write_type, Printer};
use crate::attr::{Attr, AttrDict};
use crate::body::Body;
use crate::context::Context;
use crate::dialect::OpView;
use crate::entity::{Block, Op, Region, Value};
use crate::types::Type;
use std::borrow::Cow;

/// A custom textual form for an op.
///
/// # Example
/// A dialect whose `ex.add` reads `%2 = ex.add %0, %1 : i32`:
/// ```
/// use dxir_ir::{parse_module, print_module, Context, Dialect, DialectRegistry, OpDef, SAME_TYPE};
/// static EX: Dialect = Dialect {
///     name: "ex",
///     summary: "example",
///     ops: &[OpDef { syntax: Some(&SAME_TYPE), ..OpDef::base("ex.add", "adds") }],
/// };
/// let cx = Context::with_registry(DialectRegistry::new().with(&EX).unwrap());
/// let text = "func @f(%0: i32) {\n  %1 = ex.add %0, %0 : i32\n}\n";
/// let m = parse_module(&cx, text, "ex.dxir").unwrap();
/// assert_eq!(print_module(&cx, &m), text);
/// ```
pub trait OpSyntax: Sync {
    /// Whether `op` can be printed in this form. Ops that cannot (their
    /// shape breaks the form's assumptions) print in generic form.
    fn accepts(&self, op: &OpView<'_>) -> bool {
        let _ = op;
        true
    }

    /// Prints what follows the op name (start with a space).
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op);

    /// Parses what follows the op name into `out`. The number of result
    /// types must equal [`OpParser::num_results`].
    ///
    /// # Errors
    /// A [`ParseError`] from the helpers or from [`OpParser::error`].
    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError>;
}

/// The pieces of an op read by a custom parser.
#[derive(Debug, Default)]
pub struct ParsedOp {
    /// Ordinary operands.
    pub operands: Vec<Value>,
    /// Result types, one per result name.
    pub result_types: Vec<Type>,
    /// Attributes.
    pub attrs: AttrDict,
    /// Successors with the arguments passed to each.
    pub successors: Vec<(Block, Vec<Value>)>,
    /// Regions, from [`OpParser::region`].
    pub regions: Vec<ParsedRegion>,
}

/// A region read by [`OpParser::region`], attached to the op when it is
/// created.
#[derive(Debug)]
pub struct ParsedRegion(pub(crate) Vec<Block>);

/// A `%name` read but not yet resolved to a value; resolve it once its type
/// is known with [`OpParser::resolve`].
#[derive(Debug, Clone)]
pub struct OperandRef<'s> {
    pub(crate) name: Cow<'s, str>,
    pub(crate) tok: Token,
}

impl OperandRef<'_> {
    /// The name, without `%`.
    pub fn name(&self) -> &str {
        &self.name
    }
}

/// Punctuation a custom parser can expect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Punct {
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

impl Punct {
    fn tok(self) -> Tok {
        match self {
            Punct::LParen => Tok::LParen,
            Punct::RParen => Tok::RParen,
            Punct::LBrace => Tok::LBrace,
            Punct::RBrace => Tok::RBrace,
            Punct::LBracket => Tok::LBracket,
            Punct::RBracket => Tok::RBracket,
            Punct::Less => Tok::Less,
            Punct::Greater => Tok::Greater,
            Punct::Comma => Tok::Comma,
            Punct::Colon => Tok::Colon,
            Punct::Equal => Tok::Equal,
            Punct::Arrow => Tok::Arrow,
            Punct::Ellipsis => Tok::Ellipsis,
        }
    }

    fn text(self) -> &'static str {
        match self {
            Punct::LParen => "`(`",
            Punct::RParen => "`)`",
            Punct::LBrace => "`{`",
            Punct::RBrace => "`}`",
            Punct::LBracket => "`[`",
            Punct::RBracket => "`]`",
            Punct::Less => "`<`",
            Punct::Greater => "`>`",
            Punct::Comma => "`,`",
            Punct::Colon => "`:`",
            Punct::Equal => "`=`",
            Punct::Arrow => "`->`",
            Punct::Ellipsis => "`...`",
        }
    }
}

/// What a custom printer writes with. Values and blocks print with the
/// labels the printer gave them (source names or numbers).
pub struct OpPrinter<'p, 'a> {
    p: &'p mut Printer<'a>,
    body: &'p Body,
}

impl<'p, 'a> OpPrinter<'p, 'a> {
    pub(crate) fn new(p: &'p mut Printer<'a>, body: &'p Body) -> Self {
        OpPrinter { p, body }
    }

    /// The context.
    pub fn cx(&self) -> &'a Context {
        self.p.cx
    }

    /// The body holding the op.
    pub fn body(&self) -> &'p Body {
        self.body
    }

    /// Writes raw text.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }

    /// Writes `%N` or `%name`.
    pub fn value(&mut self, v: Value) {
        self.p.write_value(self.body, v);
    }

    /// Writes `%a, %b`.
    pub fn values(&mut self, vs: &[Value]) {
        self.p.write_values(self.body, vs);
    }

    /// Writes a type.
    pub fn ty(&mut self, t: Type) {
        write_type(&mut self.p.out, self.p.cx, t);
    }

    /// Writes `T, U`.
    pub fn types(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.ty(t);
        }
    }

    /// Writes an attribute.
    pub fn attr(&mut self, a: Attr) {
        write_attr(&mut self.p.out, self.p.cx, a);
    }

    /// Writes ` {k = v, ...}` with the keys in `elide` left out; nothing
    /// if no key is left.
    pub fn attr_dict(&mut self, attrs: &AttrDict, elide: &[&str]) {
        write_attr_dict(&mut self.p.out, self.p.cx, attrs, elide);
    }

    /// Writes successor `i` of `op`: `^bbN`, `^name` or `^bbN(%a, %b)`.
    pub fn successor(&mut self, op: Op, i: usize) {
        self.p.write_successor(self.body, op, i);
    }

    /// Writes a region `{ ... }` at the current indentation.
    pub fn region(&mut self, r: Region) {
        self.p.print_region(self.body, r);
    }
}

/// What a custom parser reads with. Every method that consumes input returns
/// a [`ParseError`] at the offending token when the input does not fit.
pub struct OpParser<'a, 's> {
    p: &'a mut Parser<'s>,
    body: &'a mut Body,
    name: &'s str,
    num_results: usize,
}

impl<'a, 's> OpParser<'a, 's> {
    pub(crate) fn new(
        p: &'a mut Parser<'s>,
        body: &'a mut Body,
        name: &'s str,
        num_results: usize,
    ) -> Self {
        OpParser {
            p,
            body,
            name,
            num_results,
        }
    }

    /// The context.
    pub fn cx(&self) -> &'s Context {
        self.p.cx
    }

    /// The op's name.
    pub fn op_name(&self) -> &'s str {
        self.name
    }

    /// How many result names came before `=`.
    pub fn num_results(&self) -> usize {
        self.num_results
    }

    /// An error at the next token.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        self.p
            .err_at(self.p.tok, ParseErrorKind::Custom(message.into()))
    }

    /// An error at an operand.
    pub fn error_at(&self, operand: &OperandRef<'_>, message: impl Into<String>) -> ParseError {
        self.p
            .err_at(operand.tok, ParseErrorKind::Custom(message.into()))
    }

    /// Whether the next token is `punct`.
    pub fn is_next(&self, punct: Punct) -> bool {
        self.p.at(punct.tok())
    }

    /// Consumes `punct` if it is next.
    ///
    /// # Errors
    /// A bad token after it.
    pub fn optional(&mut self, punct: Punct) -> Result<bool, ParseError> {
        self.p.eat(punct.tok())
    }

    /// Consumes `punct`.
    ///
    /// # Errors
    /// When something else is next.
    pub fn expect(&mut self, punct: Punct) -> Result<(), ParseError> {
        self.p.expect(punct.tok(), punct.text()).map(|_| ())
    }

    /// Whether the next token is the bare word `kw`.
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.p.at_keyword(kw)
    }

    /// Consumes the bare word `kw` if it is next.
    ///
    /// # Errors
    /// A bad token after it.
    pub fn optional_keyword(&mut self, kw: &str) -> Result<bool, ParseError> {
        self.p.eat_keyword(kw)
    }

    /// Consumes the bare word `kw`.
    ///
    /// # Errors
    /// When something else is next.
    pub fn keyword(&mut self, kw: &'static str) -> Result<(), ParseError> {
        if self.p.eat_keyword(kw)? {
            Ok(())
        } else {
            Err(self.error(format!("expected `{kw}`")))
        }
    }

    /// Whether a value `%name` is next.
    pub fn is_operand_next(&self) -> bool {
        self.p.at(Tok::Percent)
    }

    /// Whether a successor `^name` is next.
    pub fn is_successor_next(&self) -> bool {
        self.p.at(Tok::Caret)
    }

    /// Reads `%name`.
    ///
    /// # Errors
    /// When no value name is next.
    pub fn operand(&mut self) -> Result<OperandRef<'s>, ParseError> {
        self.p.operand_ref()
    }

    /// Reads `%a, %b, ...`: nothing if no value is next.
    ///
    /// # Errors
    /// A `,` not followed by a value.
    pub fn operand_list(&mut self) -> Result<Vec<OperandRef<'s>>, ParseError> {
        let mut out = Vec::new();
        if !self.is_operand_next() {
            return Ok(out);
        }
        loop {
            out.push(self.p.operand_ref()?);
            if !self.p.eat(Tok::Comma)? {
                return Ok(out);
            }
        }
    }

    /// The value `operand` names, which must have type `ty`.
    ///
    /// # Errors
    /// A type mismatch with its definition or an earlier use.
    pub fn resolve(&mut self, operand: &OperandRef<'s>, ty: Type) -> Result<Value, ParseError> {
        self.p.use_value(self.body, operand, Some(ty))
    }

    /// The value `operand` names, whatever its type (for operands whose type
    /// the syntax does not state, like successor arguments).
    ///
    /// # Errors
    /// None today; kept fallible like [`resolve`](Self::resolve).
    pub fn resolve_untyped(&mut self, operand: &OperandRef<'s>) -> Result<Value, ParseError> {
        self.p.use_value(self.body, operand, None)
    }

    /// Reads a type.
    ///
    /// # Errors
    /// When no valid type is next.
    pub fn ty(&mut self) -> Result<Type, ParseError> {
        self.p.ty()
    }

    /// Reads `T, U, ...` (at least one type).
    ///
    /// # Errors
    /// When no valid type is next.
    pub fn type_list(&mut self) -> Result<Vec<Type>, ParseError> {
        let mut out = vec![self.p.ty()?];
        while self.p.eat(Tok::Comma)? {
            out.push(self.p.ty()?);
        }
        Ok(out)
    }

    /// Reads `(T, U) -> R` (or `-> (R, S)`, `-> ()`) as in the generic form:
    /// resolves `operands` with the parenthesized types and pushes operands
    /// and result types to `out`.
    ///
    /// # Errors
    /// Count or type mismatches, bad types.
    pub fn function_type(
        &mut self,
        operands: &[OperandRef<'s>],
        out: &mut ParsedOp,
    ) -> Result<(), ParseError> {
        self.p.operand_types(self.body, operands, out)?;
        self.p.expect(Tok::Arrow, "`->`")?;
        self.p.result_types(self.num_results, out)
    }

    /// Reads an attribute.
    ///
    /// # Errors
    /// When no valid attribute is next.
    pub fn attr(&mut self) -> Result<Attr, ParseError> {
        self.p.attr()
    }

    /// Reads `{k = v, ...}` into `attrs` if a `{` is next.
    ///
    /// # Errors
    /// A bad entry, or a key `attrs` already has.
    pub fn optional_attr_dict(&mut self, attrs: &mut AttrDict) -> Result<(), ParseError> {
        if self.p.at(Tok::LBrace) {
            self.p.attr_dict_into(attrs)?;
        }
        Ok(())
    }

    /// Reads `^name` or `^name(%a, %b)`.
    ///
    /// # Errors
    /// When no successor is next.
    pub fn successor(&mut self) -> Result<(Block, Vec<Value>), ParseError> {
        self.p.successor(self.body)
    }

    /// Reads a region `{ ... }`; push it to [`ParsedOp::regions`].
    ///
    /// # Errors
    /// Anything wrong inside the region.
    pub fn region(&mut self) -> Result<ParsedRegion, ParseError> {
        self.p.region(self.body)
    }
}

/// All operands and results share one type:
/// `%r = d.op %a, %b {attrs} : T`.
///
/// Fits ops with at least one operand or result, no successors and no
/// regions. Every result name gets type `T`.
#[derive(Debug)]
pub struct SameTypeSyntax;

/// The [`SameTypeSyntax`] to point `OpDef::syntax` at.
pub static SAME_TYPE: SameTypeSyntax = SameTypeSyntax;

impl OpSyntax for SameTypeSyntax {
    fn accepts(&self, v: &OpView<'_>) -> bool {
        let b = v.body;
        let mut tys = b
            .operands(v.op)
            .iter()
            .chain(b.results(v.op))
            .map(|&x| b.value_type(x));
        let Some(first) = tys.next() else {
            return false;
        };
        b.successors(v.op).is_empty() && b.regions(v.op).is_empty() && tys.all(|t| t == first)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let body = p.body();
        let operands = body.operands(op);
        if !operands.is_empty() {
            p.write(" ");
            p.values(operands);
        }
        p.attr_dict(body.attrs(op), &[]);
        p.write(" : ");
        let ty = operands
            .first()
            .or(body.results(op).first())
            .map(|&v| body.value_type(v));
        if let Some(t) = ty {
            p.ty(t);
        }
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError> {
        let refs = p.operand_list()?;
        p.optional_attr_dict(&mut out.attrs)?;
        p.expect(Punct::Colon)?;
        let ty = p.ty()?;
        for r in &refs {
            let v = p.resolve(r, ty)?;
            out.operands.push(v);
        }
        out.result_types = vec![ty; p.num_results()];
        Ok(())
    }
}

/// The generic form without quotes and without parentheses around the
/// operands: `%r = d.op %a, %b [^bb1(%x)] ({...}) {attrs} : (T, U) -> R`.
/// Fits every op.
#[derive(Debug)]
pub struct ShortSyntax;

/// The [`ShortSyntax`] to point `OpDef::syntax` at.
pub static SHORT: ShortSyntax = ShortSyntax;

impl OpSyntax for ShortSyntax {
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let body = p.body();
        let operands = body.operands(op);
        if !operands.is_empty() {
            p.write(" ");
            p.values(operands);
        }
        let succs = body.successors(op).len();
        if succs > 0 {
            p.write(" [");
            for i in 0..succs {
                if i > 0 {
                    p.write(", ");
                }
                p.successor(op, i);
            }
            p.write("]");
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            p.write(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.region(r);
            }
            p.write(")");
        }
        p.attr_dict(body.attrs(op), &[]);
        p.write(" : (");
        let tys: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
        p.types(&tys);
        p.write(") -> ");
        let res: Vec<Type> = body
            .results(op)
            .iter()
            .map(|&v| body.value_type(v))
            .collect();
        if res.len() == 1 {
            p.ty(res[0]);
        } else {
            p.write("(");
            p.types(&res);
            p.write(")");
        }
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError> {
        let refs = p.operand_list()?;
        if p.optional(Punct::LBracket)? {
            loop {
                out.successors.push(p.successor()?);
                if !p.optional(Punct::Comma)? {
                    break;
                }
            }
            p.expect(Punct::RBracket)?;
        }
        if p.optional(Punct::LParen)? {
            loop {
                out.regions.push(p.region()?);
                if !p.optional(Punct::Comma)? {
                    break;
                }
            }
            p.expect(Punct::RParen)?;
        }
        p.optional_attr_dict(&mut out.attrs)?;
        p.expect(Punct::Colon)?;
        p.function_type(&refs, out)
    }
}

/// A block-ending op with no results:
/// `d.op %a, %b [^bb1(%x), ^bb2] {attrs} : T, U` — operands, successors in
/// brackets (so that they cannot be mistaken for the next block's header),
/// attributes, then the operand types (left out with no operands).
///
/// Fits ops with no results and no regions that are the last op of their
/// block (so that the optional operand list cannot swallow the next op).
#[derive(Debug)]
pub struct TerminatorSyntax;

/// The [`TerminatorSyntax`] to point `OpDef::syntax` at.
pub static TERMINATOR: TerminatorSyntax = TerminatorSyntax;

impl OpSyntax for TerminatorSyntax {
    fn accepts(&self, v: &OpView<'_>) -> bool {
        let b = v.body;
        b.results(v.op).is_empty() && b.regions(v.op).is_empty() && b.next_op(v.op).is_none()
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let body = p.body();
        let operands = body.operands(op);
        if !operands.is_empty() {
            p.write(" ");
            p.values(operands);
        }
        let succs = body.successors(op).len();
        if succs > 0 {
            p.write(" [");
            for i in 0..succs {
                if i > 0 {
                    p.write(", ");
                }
                p.successor(op, i);
            }
            p.write("]");
        }
        p.attr_dict(body.attrs(op), &[]);
        if !operands.is_empty() {
            p.write(" : ");
            let tys: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
            p.types(&tys);
        }
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError> {
        let refs = p.operand_list()?;
        if p.optional(Punct::LBracket)? {
            loop {
                out.successors.push(p.successor()?);
                if !p.optional(Punct::Comma)? {
                    break;
                }
            }
            p.expect(Punct::RBracket)?;
        }
        p.optional_attr_dict(&mut out.attrs)?;
        if !refs.is_empty() {
            p.expect(Punct::Colon)?;
            let at = p.p.tok;
            let tys = p.type_list()?;
            if tys.len() != refs.len() {
                return Err(p.p.err_at(
                    at,
                    ParseErrorKind::OperandTypeCount {
                        operands: refs.len(),
                        types: tys.len(),
                    },
                ));
            }
            for (r, t) in refs.iter().zip(tys) {
                let v = p.resolve(r, t)?;
                out.operands.push(v);
            }
        }
        Ok(())
    }
}

/// A constant from its typed `value` attribute:
/// `%r = d.op 5 : i32 {attrs}`. The result's type is the value's type.
///
/// Fits ops with no operands, successors or regions, one result, and a
/// typed `value` attribute (integer, float, undef, poison, zero) of the
/// result's type.
#[derive(Debug)]
pub struct ConstantSyntax;

/// The [`ConstantSyntax`] to point `OpDef::syntax` at.
pub static CONSTANT: ConstantSyntax = ConstantSyntax;

impl OpSyntax for ConstantSyntax {
    fn accepts(&self, v: &OpView<'_>) -> bool {
        let b = v.body;
        let results = b.results(v.op);
        b.operands(v.op).is_empty()
            && b.successors(v.op).is_empty()
            && b.regions(v.op).is_empty()
            && results.len() == 1
            && v.attr("value").and_then(|a| v.cx.attr_type(a)) == Some(b.value_type(results[0]))
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let body = p.body();
        if let Some(a) = body.attr(p.cx(), op, "value") {
            p.write(" ");
            p.attr(a);
        }
        p.attr_dict(body.attrs(op), &["value"]);
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError> {
        let at = p.p.tok;
        let value = p.attr()?;
        let Some(ty) = p.cx().attr_type(value) else {
            return Err(p.p.err_at(
                at,
                ParseErrorKind::Custom(
                    "a constant's value must be typed, like `5 : i32` or `undef : float`".into(),
                ),
            ));
        };
        p.optional_attr_dict(&mut out.attrs)?;
        let key = p.cx().ident("value");
        if out.attrs.set(key, value).is_some() {
            return Err(p.error("the value is given twice"));
        }
        out.result_types = vec![ty; p.num_results()];
        Ok(())
    }
}
