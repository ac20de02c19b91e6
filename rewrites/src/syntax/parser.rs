//! The parser: a recursive-descent reader of rule files into [`ast`](super::ast).
//!
//! The grammar is written down in `docs/rules.md`. The parser stops at the
//! first syntax error of a file (later errors are usually echoes of it);
//! the checker then reports every semantic error of the rules that parsed.
//!
//! Recursion is bounded by [`MAX_NESTING`], so deeply nested input is an
//! error rather than a stack overflow.

use super::ast::*;
use super::lexer::{lex, unescape, Tok, Token};
use crate::error::RuleErrorKind;

/// How deeply ops, types and expressions may nest in a rule.
pub const MAX_NESTING: u32 = 128;

/// A syntax error: where, and what.
pub(crate) type SyntaxError = (Span, RuleErrorKind);

type PResult<T> = Result<T, SyntaxError>;

/// Parses one rule file. `file` is its index in the loaded file list.
///
/// # Errors
/// The first syntax error. Never panics on bad input.
pub(crate) fn parse_file(src: &str, file: u32) -> PResult<RuleFile> {
    let mut p = Parser::new(src, file)?;
    let pass = p.pass_header()?;
    let mut rules = Vec::new();
    while p.peek() != Tok::Eof {
        rules.push(p.rule()?);
    }
    Ok(RuleFile { pass, rules })
}

/// Only the header of a file (`pass NAME`), without parsing its rules.
///
/// # Errors
/// A lexer error anywhere in the file, or a `pass` without a name.
pub(crate) fn parse_header(src: &str, file: u32) -> PResult<Option<PassHeader>> {
    Parser::new(src, file)?.pass_header()
}

struct Parser<'s> {
    src: &'s str,
    toks: Vec<Token>,
    pos: usize,
    file: u32,
    depth: u32,
}

const TYPE_KEYWORDS: &[&str] = &[
    "void", "half", "float", "double", "ptr", "metadata", "target",
];

fn is_int_type_name(s: &str) -> bool {
    s.len() > 1 && s.starts_with('i') && s[1..].bytes().all(|b| b.is_ascii_digit())
}

fn is_type_keyword(s: &str) -> bool {
    TYPE_KEYWORDS.contains(&s) || is_int_type_name(s)
}

impl<'s> Parser<'s> {
    /// A parser at the start of `src` (lexed whole).
    fn new(src: &'s str, file: u32) -> PResult<Self> {
        Ok(Parser {
            src,
            toks: lex(src, file)?,
            pos: 0,
            file,
            depth: 0,
        })
    }

    // ---- Tokens -----------------------------------------------------------

    fn tok(&self) -> Token {
        self.toks[self.pos]
    }

    fn peek(&self) -> Tok {
        self.toks[self.pos].kind
    }

    fn peek_at(&self, n: usize) -> Tok {
        self.toks[(self.pos + n).min(self.toks.len() - 1)].kind
    }

    fn text_at(&self, n: usize) -> &'s str {
        let t = self.toks[(self.pos + n).min(self.toks.len() - 1)];
        &self.src[t.start as usize..t.end as usize]
    }

    fn text(&self) -> &'s str {
        self.text_at(0)
    }

    fn span(&self) -> Span {
        let t = self.tok();
        Span {
            file: self.file,
            line: t.line,
            col: t.col,
        }
    }

    /// `pass NAME` at the start of a file (the file's header).
    fn pass_header(&mut self) -> PResult<Option<PassHeader>> {
        if !(self.is_kw("pass") && self.pos == 0) {
            return Ok(None);
        }
        self.bump();
        let span = self.span();
        let name = self.expect(Tok::Ident, "a pass name after `pass`")?;
        Ok(Some(PassHeader {
            name: self.src[name.start as usize..name.end as usize].to_string(),
            span,
        }))
    }

    fn bump(&mut self) -> Token {
        let t = self.tok();
        if t.kind != Tok::Eof {
            self.pos += 1;
        }
        t
    }

    /// End byte of the last consumed token.
    fn prev_end(&self) -> usize {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].end as usize
        }
    }

    fn is_kw(&self, kw: &str) -> bool {
        self.peek() == Tok::Ident && self.text() == kw
    }

    fn eat(&mut self, kind: Tok) -> bool {
        if self.peek() == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            Tok::Eof => "end of file".to_string(),
            _ => format!("`{}`", self.text()),
        }
    }

    fn err<T>(&self, expected: &'static str) -> PResult<T> {
        Err((
            self.span(),
            RuleErrorKind::Expected {
                expected,
                found: self.found(),
            },
        ))
    }

    fn expect(&mut self, kind: Tok, expected: &'static str) -> PResult<Token> {
        if self.peek() == kind {
            Ok(self.bump())
        } else {
            self.err(expected)
        }
    }

    fn expect_kw(&mut self, kw: &'static str, expected: &'static str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.err(expected)
        }
    }

    fn nest(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err((self.span(), RuleErrorKind::TooDeep(MAX_NESTING)));
        }
        Ok(())
    }

    fn unnest(&mut self) {
        self.depth -= 1;
    }

    /// Counts one more link of a left-nested chain (`a && b && ...`,
    /// `R (A) (B) ...`), which builds a tree as deep as the chain is long.
    fn long_chain(&self, chain: &mut u32) -> PResult<()> {
        *chain += 1;
        if self.depth + *chain > MAX_NESTING {
            return Err((self.span(), RuleErrorKind::TooDeep(MAX_NESTING)));
        }
        Ok(())
    }

    /// The name of a sigil token (`%x` → `x`), decoding a quoted name.
    fn sigil_name(&self) -> PResult<String> {
        let raw = &self.text()[1..];
        match raw.strip_prefix('"') {
            Some(q) => {
                let inner = q.strip_suffix('"').unwrap_or(q);
                unescape(inner).map_err(|k| (self.span(), k))
            }
            None => Ok(raw.to_string()),
        }
    }

    fn var(&mut self) -> PResult<Var> {
        let sigil = match self.peek() {
            Tok::Percent => Sigil::Value,
            Tok::Hash => Sigil::Attr,
            Tok::Dollar => Sigil::Type,
            _ => return self.err("a variable"),
        };
        let name = self.sigil_name()?;
        let span = self.span();
        self.bump();
        Ok(Var { sigil, name, span })
    }

    fn value_var(&mut self, expected: &'static str) -> PResult<Var> {
        if self.peek() != Tok::Percent {
            return self.err(expected);
        }
        self.var()
    }

    // ---- Rules ------------------------------------------------------------

    fn rule(&mut self) -> PResult<Rule> {
        self.expect_kw("rule", "`rule`")?;
        if self.peek() != Tok::Ident {
            return self.err("a rule name");
        }
        let span = self.span();
        let name = self.bump();
        let name = self.src[name.start as usize..name.end as usize].to_string();
        let benefit = if self.eat_kw("benefit") {
            let span = self.span();
            if self.peek() != Tok::Int {
                return self.err("a non-negative integer benefit");
            }
            let text = self.text();
            let value = text
                .parse::<i128>()
                .map_err(|_| (span, RuleErrorKind::NumberTooLarge(text.to_string())))?;
            self.bump();
            Some((value, span))
        } else {
            None
        };
        self.expect(Tok::LBrace, "`{` to begin the rule")?;
        let match_span = self.span();
        self.expect_kw("match", "`match`")?;
        let pattern = if self.eat(Tok::LBrace) {
            let mut stmts = Vec::new();
            while !self.eat(Tok::RBrace) {
                if self.peek() == Tok::Eof {
                    return self.err("`}` to end the match block");
                }
                stmts.push(self.stmt()?);
            }
            if stmts.is_empty() {
                return Err((match_span, RuleErrorKind::EmptyMatch));
            }
            stmts
        } else {
            vec![self.stmt()?]
        };
        let mut clauses = Vec::new();
        loop {
            if self.eat_kw("where") {
                loop {
                    let start = self.tok().start as usize;
                    let expr = self.expr()?;
                    let text = self.src[start..self.prev_end()].to_string();
                    clauses.push(Clause::Where { expr, text });
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            } else if self.is_kw("let") {
                let start = self.tok().start as usize;
                self.bump();
                if !matches!(self.peek(), Tok::Hash | Tok::Dollar | Tok::Percent) {
                    return self.err("a `#` or `$` variable to bind");
                }
                let var = self.var()?;
                self.expect(Tok::Eq, "`=`")?;
                let value = self.expr()?;
                let text = self.src[start..self.prev_end()].to_string();
                clauses.push(Clause::Let { var, value, text });
            } else {
                break;
            }
        }
        let rewrite_span = self.span();
        if !self.eat_kw("rewrite") {
            return self.err("`where`, `let` or `rewrite`");
        }
        self.expect(Tok::LBrace, "`{` to begin the rewrite")?;
        let mut rewrite = Vec::new();
        while !self.eat(Tok::RBrace) {
            if self.peek() == Tok::Eof {
                return self.err("`}` to end the rewrite");
            }
            rewrite.push(self.rhs_stmt()?);
        }
        self.expect(Tok::RBrace, "`}` to end the rule")?;
        Ok(Rule {
            name,
            span,
            benefit,
            pattern,
            match_span,
            clauses,
            rewrite,
            rewrite_span,
        })
    }

    fn rhs_stmt(&mut self) -> PResult<RhsStmt> {
        let span = self.span();
        if self.eat_kw("replace") {
            let target = self.value_var("the root's result to replace (`%name`)")?;
            self.expect_kw("with", "`with`")?;
            let mut values = Vec::new();
            loop {
                if self.is_op_name() && self.peek_at(self.op_name_tokens()) != Tok::LParen {
                    // An op in bare form takes the rest of the list as its
                    // operands, so it comes last: `replace %r with llvm.shl %x, %k : i32`.
                    let op_span = self.span();
                    let op = self.op_expr(false)?;
                    values.push(Operand {
                        kind: OperandKind::Op(Box::new(op)),
                        ty: None,
                        span: op_span,
                    });
                    break;
                }
                values.push(self.operand(true)?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            return Ok(RhsStmt::Replace {
                target,
                values,
                span,
            });
        }
        if self.eat_kw("erase") {
            return Ok(RhsStmt::Erase { span });
        }
        // `%v = if ...` / `%v = fold ...` name a computed value.
        if self.peek() == Tok::Percent
            && self.peek_at(1) == Tok::Eq
            && matches!(self.text_at(2), "if" | "fold")
            && self.peek_at(2) == Tok::Ident
        {
            let var = self.var()?;
            self.bump();
            let value = self.operand(true)?;
            return Ok(RhsStmt::Bind { var, value });
        }
        Ok(RhsStmt::Op(self.stmt()?))
    }

    /// `%a, %b = OP` or `OP`.
    fn stmt(&mut self) -> PResult<Stmt> {
        let mut results = Vec::new();
        if self.peek() == Tok::Percent {
            results.push(self.var()?);
            while self.eat(Tok::Comma) {
                results.push(self.value_var("a result name")?);
            }
            self.expect(Tok::Eq, "`=` after the result names")?;
        }
        let op = self.op_expr(false)?;
        Ok(Stmt { results, op })
    }

    fn is_op_name(&self) -> bool {
        match self.peek() {
            Tok::Str => true,
            Tok::Ident => self.text().contains('.'),
            _ => false,
        }
    }

    /// How many tokens the op name at the cursor takes: 2 for a family
    /// (`prefix.#n`, the `#n` written against the dot), else 1.
    fn op_name_tokens(&self) -> usize {
        let (name, next) = (
            self.tok(),
            self.toks[(self.pos + 1).min(self.toks.len() - 1)],
        );
        let family = name.kind == Tok::Ident
            && self.text().ends_with('.')
            && next.kind == Tok::Hash
            && next.start == name.end;
        if family {
            2
        } else {
            1
        }
    }

    /// An op. At statement level (`nested == false`) the operands may be
    /// bare; nested in an operand list it must use the call form.
    fn op_expr(&mut self, nested: bool) -> PResult<OpExpr> {
        if !self.is_op_name() {
            return self.err("an op name (`dialect.op`)");
        }
        let span = self.span();
        let name = if self.peek() == Tok::Str {
            let raw = self.text();
            unescape(&raw[1..raw.len() - 1]).map_err(|k| (span, k))?
        } else {
            self.text().to_string()
        };
        let family_name = self.op_name_tokens() == 2;
        self.bump();
        // `prefix.#n`, written without a space: an op family.
        let family = if family_name {
            let var_span = self.span();
            let text = self.text();
            self.bump();
            Some(Var {
                sigil: Sigil::Attr,
                name: text[1..].to_string(),
                span: var_span,
            })
        } else {
            None
        };
        self.nest()?;
        let mut op = OpExpr {
            name,
            span,
            operands: Vec::new(),
            attrs: Vec::new(),
            sig: None,
            bare: false,
            family,
        };
        if self.eat(Tok::LParen) {
            if !self.eat(Tok::RParen) {
                loop {
                    op.operands.push(self.operand(true)?);
                    if self.eat(Tok::RParen) {
                        break;
                    }
                    self.expect(Tok::Comma, "`,` or `)`")?;
                }
            }
            op.attrs = self.attr_dict()?;
            op.sig = if nested {
                self.nested_sig()?
            } else {
                self.sig()?
            };
        } else if nested {
            return self.err("`(`: an op inside an operand list is written `name(operands)`");
        } else {
            op.bare = true;
            if !matches!(self.peek(), Tok::LBrace | Tok::Colon | Tok::Arrow) {
                op.operands.push(self.operand(false)?);
                while self.eat(Tok::Comma) {
                    op.operands.push(self.operand(false)?);
                }
            }
            op.attrs = self.attr_dict()?;
            op.sig = self.sig()?;
            if op.sig.is_none() {
                return Err((
                    self.span(),
                    RuleErrorKind::NoSignature {
                        op: op.name.clone(),
                    },
                ));
            }
        }
        if op.attrs.is_empty() {
            // The IR's constant form puts attributes after the type.
            op.attrs = self.attr_dict()?;
        }
        self.unnest();
        Ok(op)
    }

    /// `: T`, `: (A, B) -> R` or `-> R`.
    fn sig(&mut self) -> PResult<Option<Sig>> {
        if self.eat(Tok::Colon) {
            if self.eat(Tok::LParen) {
                let operands = self.type_list(Tok::RParen)?;
                self.expect(Tok::Arrow, "`->` and the result types")?;
                let results = self.result_types()?;
                return Ok(Some(Sig::Full(operands, results)));
            }
            return Ok(Some(Sig::Same(self.ty()?)));
        }
        if self.eat(Tok::Arrow) {
            return Ok(Some(Sig::Results(self.result_types()?)));
        }
        Ok(None)
    }

    /// After a nested call-form op, `: T` is the operand's type (left for
    /// the caller), so only `: (A) -> R` and `-> R` are signatures.
    fn nested_sig(&mut self) -> PResult<Option<Sig>> {
        if self.peek() == Tok::Colon && self.peek_at(1) == Tok::LParen {
            return self.sig();
        }
        if self.peek() == Tok::Arrow {
            return self.sig();
        }
        Ok(None)
    }

    fn result_types(&mut self) -> PResult<Vec<TypeExpr>> {
        if self.eat(Tok::LParen) {
            self.type_list(Tok::RParen)
        } else {
            Ok(vec![self.ty()?])
        }
    }

    /// Types separated by commas, up to and including `close`.
    fn type_list(&mut self, close: Tok) -> PResult<Vec<TypeExpr>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(self.ty()?);
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(Tok::Comma, "`,` or the end of the type list")?;
        }
    }

    fn attr_dict(&mut self) -> PResult<Vec<AttrEntry>> {
        let mut out: Vec<AttrEntry> = Vec::new();
        if !self.eat(Tok::LBrace) {
            return Ok(out);
        }
        if self.eat(Tok::RBrace) {
            return Ok(out);
        }
        loop {
            let span = self.span();
            let key = match self.peek() {
                Tok::Ident => self.text().to_string(),
                Tok::Str => {
                    let raw = self.text();
                    unescape(&raw[1..raw.len() - 1]).map_err(|k| (span, k))?
                }
                _ => return self.err("an attribute name"),
            };
            self.bump();
            if out.iter().any(|e| e.key == key) {
                return Err((span, RuleErrorKind::DuplicateKey(key)));
            }
            let value = if self.eat(Tok::Eq) {
                Some(self.expr()?)
            } else {
                None
            };
            out.push(AttrEntry { key, span, value });
            if self.eat(Tok::RBrace) {
                return Ok(out);
            }
            self.expect(Tok::Comma, "`,` or `}`")?;
        }
    }

    /// One operand. `typed` allows `: T` after it (call form).
    fn operand(&mut self, typed: bool) -> PResult<Operand> {
        let span = self.span();
        let kind = if self.is_kw("_") {
            self.bump();
            OperandKind::Wild
        } else if self.peek() == Tok::Percent && self.peek_at(1) == Tok::Ellipsis {
            let v = self.var()?;
            self.bump();
            OperandKind::Rest(v)
        } else if self.peek() == Tok::Percent {
            OperandKind::Value(self.var()?)
        } else if self.is_kw("if") {
            self.if_operand()?
        } else if self.is_kw("fold") || self.is_kw("repeat") {
            self.loop_operand()?
        } else if self.is_op_name() && self.peek_at(self.op_name_tokens()) == Tok::LParen {
            OperandKind::Op(Box::new(self.op_expr(true)?))
        } else if self.is_op_name() {
            return self.err("`(`: an op inside an operand list is written `name(operands)`");
        } else {
            OperandKind::Expr(self.primary()?)
        };
        let ty = if typed && self.eat(Tok::Colon) {
            Some(self.ty()?)
        } else {
            None
        };
        Ok(Operand { kind, ty, span })
    }

    /// `fold %acc = INIT for #k in A .. B { STEP }` or
    /// `repeat #k in A .. B { V }`. Kept out of [`Self::operand`], whose
    /// stack frame every level of op nesting pays for.
    #[inline(never)]
    fn loop_operand(&mut self) -> PResult<OperandKind> {
        let fold = self.is_kw("fold");
        self.bump();
        self.nest()?;
        let kind = if fold {
            let acc = self.value_var("the accumulator (`%acc`)")?;
            self.expect(Tok::Eq, "`=` and the accumulator's first value")?;
            let init = self.operand(true)?;
            self.expect_kw("for", "`for` and the index (`for #k in 0 .. #n`)")?;
            let (index, range) = self.index_range()?;
            let step = self.braced_operand()?;
            OperandKind::Fold(Box::new(FoldOperand {
                index,
                range,
                acc,
                init,
                step,
            }))
        } else {
            let (index, range) = self.index_range()?;
            let body = self.braced_operand()?;
            OperandKind::Repeat(Box::new(RepeatOperand { index, range, body }))
        };
        self.unnest();
        Ok(kind)
    }

    /// `if COND { A } else { B }`, with `else if` chains.
    #[inline(never)]
    fn if_operand(&mut self) -> PResult<OperandKind> {
        self.expect_kw("if", "`if`")?;
        self.nest()?;
        let cond = self.expr()?;
        let then = self.braced_operand()?;
        self.expect_kw("else", "`else`: an `if` value needs both branches")?;
        let els = if self.is_kw("if") {
            let span = self.span();
            let kind = self.if_operand()?;
            Operand {
                kind,
                ty: None,
                span,
            }
        } else {
            self.braced_operand()?
        };
        self.unnest();
        Ok(OperandKind::If(Box::new(IfOperand { cond, then, els })))
    }

    /// `{ OPERAND }`: the body of an `if` branch, a `fold` or a `repeat`.
    fn braced_operand(&mut self) -> PResult<Operand> {
        self.expect(Tok::LBrace, "`{`")?;
        let o = self.operand(true)?;
        self.expect(Tok::RBrace, "`}`")?;
        Ok(o)
    }

    /// `#k in FROM .. TO`.
    fn index_range(&mut self) -> PResult<(Var, Range)> {
        if self.peek() != Tok::Hash {
            return self.err("an index variable (`#k`)");
        }
        let index = self.var()?;
        self.expect_kw("in", "`in` and a range (`0 .. #n`)")?;
        let from = self.expr()?;
        self.expect(Tok::DotDot, "`..` between the range's bounds")?;
        let to = self.expr()?;
        Ok((index, Range { from, to }))
    }

    // ---- Expressions -----------------------------------------------------

    fn expr(&mut self) -> PResult<Expr> {
        self.nest()?;
        let mut lhs = self.and_expr()?;
        let mut chain = 0;
        while self.peek() == Tok::OrOr {
            let span = self.span();
            self.long_chain(&mut chain)?;
            self.bump();
            let rhs = self.and_expr()?;
            lhs = Expr::Binary {
                op: BinOp::Or,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
                span,
            };
        }
        self.unnest();
        Ok(lhs)
    }

    fn and_expr(&mut self) -> PResult<Expr> {
        let mut lhs = self.not_expr()?;
        let mut chain = 0;
        while self.peek() == Tok::AndAnd {
            let span = self.span();
            self.long_chain(&mut chain)?;
            self.bump();
            let rhs = self.not_expr()?;
            lhs = Expr::Binary {
                op: BinOp::And,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
                span,
            };
        }
        Ok(lhs)
    }

    fn not_expr(&mut self) -> PResult<Expr> {
        if self.peek() == Tok::Bang {
            let span = self.span();
            self.bump();
            self.nest()?;
            let e = self.not_expr()?;
            self.unnest();
            return Ok(Expr::Not(Box::new(e), span));
        }
        self.cmp_expr()
    }

    fn cmp_expr(&mut self) -> PResult<Expr> {
        let lhs = self.typed_expr()?;
        let op = match self.peek() {
            Tok::EqEq => BinOp::Eq,
            Tok::Ne => BinOp::Ne,
            Tok::Lt => BinOp::Lt,
            Tok::Le => BinOp::Le,
            Tok::Gt => BinOp::Gt,
            Tok::Ge => BinOp::Ge,
            Tok::Ident if self.text() == "in" => {
                let span = self.span();
                self.bump();
                self.expect(Tok::LBracket, "`[` to begin the list")?;
                let mut list = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        list.push(self.expr()?);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect(Tok::Comma, "`,` or `]`")?;
                    }
                }
                return Ok(Expr::In {
                    value: Box::new(lhs),
                    list,
                    span,
                });
            }
            _ => return Ok(lhs),
        };
        let span = self.span();
        self.bump();
        let rhs = self.typed_expr()?;
        Ok(Expr::Binary {
            op,
            lhs: Box::new(lhs),
            rhs: Box::new(rhs),
            span,
        })
    }

    fn typed_expr(&mut self) -> PResult<Expr> {
        let e = self.primary()?;
        if self.eat(Tok::Colon) {
            let t = self.ty()?;
            return Ok(Expr::Typed(Box::new(e), t));
        }
        Ok(e)
    }

    /// Whether `[` here starts an array type (`[N x T]`) rather than a list.
    fn bracket_is_type(&self) -> bool {
        matches!(self.peek_at(1), Tok::Int | Tok::Dollar | Tok::Hash)
            && self.peek_at(2) == Tok::Ident
            && self.text_at(2) == "x"
            || (self.peek_at(1) == Tok::Ident
                && self.text_at(1) == "_"
                && self.peek_at(2) == Tok::Ident
                && self.text_at(2) == "x")
    }

    fn primary(&mut self) -> PResult<Expr> {
        let span = self.span();
        match self.peek() {
            Tok::Percent | Tok::Hash | Tok::Dollar => Ok(Expr::Var(self.var()?)),
            Tok::Int | Tok::Hex => {
                let text = self.text();
                if self.peek() == Tok::Hex && text.trim_start_matches('-')[2..].starts_with('H') {
                    self.bump();
                    return Ok(Expr::Float(text.to_string(), span));
                }
                let value = parse_int(text)
                    .ok_or_else(|| (span, RuleErrorKind::NumberTooLarge(text.to_string())))?;
                self.bump();
                Ok(Expr::Int(value, text.to_string(), span))
            }
            Tok::Float => {
                let text = self.text().to_string();
                self.bump();
                Ok(Expr::Float(text, span))
            }
            Tok::Str => {
                let raw = self.text();
                let s = unescape(&raw[1..raw.len() - 1]).map_err(|k| (span, k))?;
                self.bump();
                Ok(Expr::Str(s, span))
            }
            Tok::At => {
                let s = self.sigil_name()?;
                self.bump();
                Ok(Expr::Symbol(s, span))
            }
            Tok::LParen => {
                self.bump();
                let e = self.expr()?;
                self.expect(Tok::RParen, "`)`")?;
                Ok(e)
            }
            Tok::LBracket if !self.bracket_is_type() => {
                self.bump();
                self.nest()?;
                let mut items = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        items.push(self.expr()?);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect(Tok::Comma, "`,` or `]`")?;
                    }
                }
                self.unnest();
                Ok(Expr::Array(items, span))
            }
            Tok::LBracket | Tok::Lt | Tok::LBrace => Ok(Expr::Type(self.ty()?)),
            Tok::Ident => {
                let text = self.text();
                match text {
                    "_" => {
                        self.bump();
                        Ok(Expr::Wild(span))
                    }
                    "true" | "false" => {
                        self.bump();
                        Ok(Expr::Bool(text == "true", span))
                    }
                    "unit" => {
                        self.bump();
                        Ok(Expr::Unit(span))
                    }
                    "undef" | "poison" | "zeroinitializer" => {
                        self.bump();
                        let k = match text {
                            "undef" => Special::Undef,
                            "poison" => Special::Poison,
                            _ => Special::Zero,
                        };
                        Ok(Expr::Special(k, span))
                    }
                    "type" if self.peek_at(1) == Tok::LParen => {
                        self.bump();
                        self.bump();
                        let t = self.ty()?;
                        self.expect(Tok::RParen, "`)`")?;
                        Ok(Expr::TypeAttr(t, span))
                    }
                    _ if is_type_keyword(text) => Ok(Expr::Type(self.ty()?)),
                    _ if self.peek_at(1) == Tok::LParen && !text.contains('.') => {
                        let name = text.to_string();
                        self.bump();
                        self.bump();
                        self.nest()?;
                        let mut args = Vec::new();
                        if !self.eat(Tok::RParen) {
                            loop {
                                args.push(self.expr()?);
                                if self.eat(Tok::RParen) {
                                    break;
                                }
                                self.expect(Tok::Comma, "`,` or `)`")?;
                            }
                        }
                        self.unnest();
                        Ok(Expr::Call { name, args, span })
                    }
                    // A misspelled type (`flaot` in `$T in [flaot, double]`).
                    _ => match type_hint(text) {
                        Some(hint) => {
                            Err((span, RuleErrorKind::UnknownType(text.to_string(), hint)))
                        }
                        None => self.err("an expression"),
                    },
                }
            }
            _ => self.err("an expression"),
        }
    }

    // ---- Types ------------------------------------------------------------

    fn ty(&mut self) -> PResult<TypeExpr> {
        self.nest()?;
        let mut t = self.base_type()?;
        let mut chain = 0;
        while self.peek() == Tok::LParen {
            // `R (T, U)`: a function type.
            let span = t.span();
            self.long_chain(&mut chain)?;
            self.bump();
            let mut params = Vec::new();
            let mut vararg = false;
            if !self.eat(Tok::RParen) {
                loop {
                    if self.eat(Tok::Ellipsis) {
                        vararg = true;
                        self.expect(Tok::RParen, "`)` after `...`")?;
                        break;
                    }
                    params.push(self.ty()?);
                    if self.eat(Tok::RParen) {
                        break;
                    }
                    self.expect(Tok::Comma, "`,` or `)`")?;
                }
            }
            t = TypeExpr::Function(Box::new(t), params, vararg, span);
        }
        self.unnest();
        Ok(t)
    }

    fn base_type(&mut self) -> PResult<TypeExpr> {
        let span = self.span();
        match self.peek() {
            Tok::Dollar => Ok(TypeExpr::Var(self.var()?)),
            Tok::Percent => {
                let name = self.sigil_name()?;
                self.bump();
                Ok(TypeExpr::Named(name, span))
            }
            Tok::Lt => {
                self.bump();
                if self.eat(Tok::LBrace) {
                    let fields = self.type_list(Tok::RBrace)?;
                    self.expect(Tok::Gt, "`>` to end the packed struct")?;
                    return Ok(TypeExpr::Struct(fields, true, span));
                }
                let len = self.int_expr()?;
                self.expect_kw("x", "`x`")?;
                let elem = self.ty()?;
                self.expect(Tok::Gt, "`>` to end the vector type")?;
                Ok(TypeExpr::Vector(len, Box::new(elem), span))
            }
            Tok::LBracket => {
                self.bump();
                let len = self.int_expr()?;
                self.expect_kw("x", "`x`")?;
                let elem = self.ty()?;
                self.expect(Tok::RBracket, "`]` to end the array type")?;
                Ok(TypeExpr::Array(len, Box::new(elem), span))
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.type_list(Tok::RBrace)?;
                Ok(TypeExpr::Struct(fields, false, span))
            }
            Tok::Ident => {
                let text = self.text();
                let scalar = match text {
                    "_" => {
                        self.bump();
                        return Ok(TypeExpr::Wild(span));
                    }
                    "void" => Some(ScalarKw::Void),
                    "half" => Some(ScalarKw::Half),
                    "float" => Some(ScalarKw::Float),
                    "double" => Some(ScalarKw::Double),
                    "metadata" => Some(ScalarKw::Metadata),
                    _ if is_int_type_name(text) => {
                        let w = text[1..]
                            .parse::<u32>()
                            .ok()
                            .filter(|w| (1..=128).contains(w));
                        match w {
                            Some(w) => Some(ScalarKw::Int(w)),
                            None => {
                                return Err((span, RuleErrorKind::IntWidth(text.to_string())));
                            }
                        }
                    }
                    _ => None,
                };
                if let Some(s) = scalar {
                    self.bump();
                    return Ok(TypeExpr::Scalar(s, span));
                }
                match text {
                    "ptr" => {
                        self.bump();
                        if self.eat_kw("addrspace") {
                            self.expect(Tok::LParen, "`(`")?;
                            let n = self.int_expr()?;
                            self.expect(Tok::RParen, "`)`")?;
                            return Ok(TypeExpr::Ptr(n, span));
                        }
                        Ok(TypeExpr::Ptr(IntExpr::Lit(0, span), span))
                    }
                    "target" => {
                        self.bump();
                        self.expect(Tok::LParen, "`(`")?;
                        if self.peek() != Tok::Str {
                            return self.err("the target type's name as a string");
                        }
                        let nspan = self.span();
                        let raw = self.text();
                        let name = unescape(&raw[1..raw.len() - 1]).map_err(|k| (nspan, k))?;
                        self.bump();
                        let mut params = Vec::new();
                        while self.eat(Tok::Comma) {
                            params.push(self.target_param()?);
                        }
                        self.expect(Tok::RParen, "`,` or `)`")?;
                        Ok(TypeExpr::Target(name, params, span))
                    }
                    _ => Err((
                        span,
                        RuleErrorKind::UnknownType(
                            text.to_string(),
                            type_hint(text).unwrap_or_default(),
                        ),
                    )),
                }
            }
            _ => self.err("a type"),
        }
    }

    fn target_param(&mut self) -> PResult<TargetParam> {
        match self.peek() {
            Tok::Int | Tok::Hash => Ok(TargetParam::Int(self.int_expr()?)),
            Tok::Ident if self.text() == "_" => {
                let span = self.span();
                self.bump();
                Ok(TargetParam::Wild(span))
            }
            _ => Ok(TargetParam::Type(self.ty()?)),
        }
    }

    /// An integer inside a type: a literal, `$N`, `#n` or `_`.
    fn int_expr(&mut self) -> PResult<IntExpr> {
        let span = self.span();
        match self.peek() {
            Tok::Int => {
                let text = self.text();
                if text.starts_with('-') {
                    return Err((span, RuleErrorKind::Negative(text.to_string())));
                }
                let v = text
                    .parse::<u64>()
                    .map_err(|_| (span, RuleErrorKind::NumberTooLarge(text.to_string())))?;
                self.bump();
                Ok(IntExpr::Lit(v, span))
            }
            Tok::Dollar | Tok::Hash => Ok(IntExpr::Var(self.var()?)),
            Tok::Ident if self.text() == "_" => {
                self.bump();
                Ok(IntExpr::Wild(span))
            }
            _ => self.err("a length (a number, `$N`, `#n` or `_`)"),
        }
    }
}

/// A decimal or `0x` hex integer, possibly negative, as `i128`.
fn parse_int(text: &str) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    let mag = match digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        Some(hex) => u128::from_str_radix(hex, 16).ok()?,
        None => digits.parse::<u128>().ok()?,
    };
    if neg {
        if mag > i128::MAX as u128 + 1 {
            return None;
        }
        Some((mag as i128).wrapping_neg())
    } else {
        // Hex literals give bits: up to 2^128-1 wraps into i128.
        if mag > i128::MAX as u128 && !digits.starts_with("0x") && !digits.starts_with("0X") {
            return None;
        }
        Some(mag as i128)
    }
}

/// "; did you mean `T`?" for a word that is not a type but is meant as
/// one: the overload spellings `dxir ops` prints and LLVM's tools do not
/// take in IR (`f32` for `float`, `f16`, `f64`), HLSL's names (`int`,
/// `uint`, `bool`), and near misspellings of the type keywords.
fn type_hint(word: &str) -> Option<String> {
    let meant = match word {
        "f16" => Some("half"),
        "f32" => Some("float"),
        "f64" => Some("double"),
        "int" | "uint" => Some("i32"),
        "bool" => Some("i1"),
        _ => dxir_ir::closest_name(
            word,
            [
                "void", "half", "float", "double", "metadata", "ptr", "target",
            ],
        ),
    };
    meant.map(|t| format!("; did you mean `{t}`?"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(src: &str) -> RuleFile {
        parse_file(src, 0).unwrap_or_else(|(s, k)| panic!("{}:{}: {k}", s.line, s.col))
    }

    fn parse_err(src: &str) -> (u32, u32, String) {
        let (s, k) = parse_file(src, 0).unwrap_err();
        (s.line, s.col, k.to_string())
    }

    #[test]
    fn bare_and_call_forms() {
        let f = parse(
            "rule a benefit 3 {
  match %r = llvm.mul %x, 2 : $T
  where is_int($T), $N <= 4
  let #k = exact_log2(2)
  rewrite { replace %r with llvm.shl(%x, #k : $T) }
}
rule b {
  match { %p = x.p(%h : $H, _) -> ptr
          %v = x.load %p : (ptr) -> {<$N x $E>, i1} }
  rewrite { x.store(%v, 1.5 : float) {k = [0 : i32], u}
            erase }
}",
        );
        assert_eq!(f.rules.len(), 2);
        let a = &f.rules[0];
        assert_eq!(a.benefit.map(|b| b.0), Some(3));
        assert!(a.pattern[0].op.bare);
        assert!(matches!(a.pattern[0].op.sig, Some(Sig::Same(_))));
        assert_eq!(a.clauses.len(), 3);
        match &a.clauses[1] {
            Clause::Where { text, .. } => assert_eq!(text, "$N <= 4"),
            c => panic!("{c:?}"),
        }
        let b = &f.rules[1];
        assert_eq!(b.pattern.len(), 2);
        assert!(
            matches!(b.pattern[1].op.sig, Some(Sig::Full(ref o, ref r)) if o.len() == 1 && r.len() == 1)
        );
        assert!(matches!(b.rewrite[1], RhsStmt::Erase { .. }));
    }

    #[test]
    fn types_and_lists_are_told_apart() {
        let f = parse(
            "rule a { match %r = t.x(%a : [4 x $E], %b : <{i8}>) -> target(\"dx.X\", $E, #w, _, 0)
  where $E in [float, i32], [1, 2] == [1, 2]
  rewrite { replace %r with %a } }",
        );
        let r = &f.rules[0];
        assert!(matches!(
            r.pattern[0].op.operands[0].ty,
            Some(TypeExpr::Array(..))
        ));
        match &r.clauses[0] {
            Clause::Where {
                expr: Expr::In { list, .. },
                ..
            } => assert!(matches!(list[0], Expr::Type(_))),
            c => panic!("{c:?}"),
        }
        match &r.clauses[1] {
            Clause::Where {
                expr: Expr::Binary { lhs, .. },
                ..
            } => assert!(matches!(**lhs, Expr::Array(..))),
            c => panic!("{c:?}"),
        }
    }

    /// A word meant as a type gets the type it was likely meant to be:
    /// `dxir ops`'s overload spellings, HLSL names, misspellings, in a
    /// type position and in a guard's list.
    #[test]
    fn unknown_types_suggest_the_meant_one() {
        let (l, c, m) = parse_err("rule a { match %r = x.y(%a : f32) -> f32 rewrite {} }");
        assert_eq!((l, c), (1, 30));
        assert_eq!(m, "unknown type `f32`; did you mean `float`?");
        let (_, c, m) = parse_err(
            "rule a { match %r = x.y(%a : $T) -> $T where $T in [flaot, double] rewrite {} }",
        );
        assert_eq!(c, 53);
        assert_eq!(m, "unknown type `flaot`; did you mean `float`?");
        let (_, _, m) = parse_err("rule a { match %r = x.y(%a : uint) rewrite {} }");
        assert_eq!(m, "unknown type `uint`; did you mean `i32`?");
        let (_, _, m) = parse_err("rule a { match %r = x.y(%a : quux) rewrite {} }");
        assert_eq!(m, "unknown type `quux`");
    }

    #[test]
    fn syntax_errors_point_at_the_token() {
        assert_eq!(
            parse_err("rule a {\n  match %r = llvm.add %x, %y\n  rewrite {} }").0,
            3
        );
        let (l, c, m) = parse_err("rule a { match x.y(%a) rewrite { replace %r with } }");
        assert_eq!((l, c), (1, 50));
        assert!(m.contains("expected"), "{m}");
        let (_, _, m) = parse_err("rule a { match x.y(%a) : i0 rewrite {} }");
        assert!(m.contains("i0"), "{m}");
        let deep = format!(
            "rule a {{ match x.y({}%a{}) rewrite {{}} }}",
            "x.y(".repeat(300),
            ")".repeat(300)
        );
        let (_, _, m) = parse_err(&deep);
        assert!(m.contains("too deep"), "{m}");
        let long = format!(
            "rule a {{ match x.y(%a) where {} rewrite {{}} }}",
            ["true"; 1000].join(" && ")
        );
        let (_, _, m) = parse_err(&long);
        assert!(m.contains("too deep"), "{m}");
    }

    #[test]
    fn integers() {
        assert_eq!(parse_int("-5"), Some(-5));
        assert_eq!(parse_int("0xFF"), Some(255));
        assert_eq!(parse_int("-0x10"), Some(-16));
        assert_eq!(parse_int("99999999999999999999999999999999999999999"), None);
    }
}
