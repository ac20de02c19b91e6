//! The load-time checker: turns parsed rules into [`CompiledRule`]s.
//!
//! It resolves op names against the context's registry, variables to
//! slots, builtins to functions, and checks everything that can be known
//! before a rule runs: op arity, declared type constraints and attribute
//! kinds, that every variable is bound before it is used and always with
//! one kind, builtin arity and argument kinds, and the shape of the
//! rewrite (`replace` covers every root result, nothing uses the erased
//! root). Each rule's errors are all reported; a rule with errors is not
//! compiled.

use crate::builtins::{Builtins, Kind};
use crate::compiled::*;
use crate::error::{Lines, RuleError, RuleErrorKind, SourcePos};
use crate::syntax::ast::{
    self, Expr, IntExpr, OperandKind, ScalarKw, Sigil, Span, TargetParam, TypeExpr, Var,
};
use dxir_ir::{
    parse_attr, type_to_string, Arity, AttrKind, Context, OpDef, OpName, Traits, Type,
    TypeConstraint,
};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// The most ops one pattern may match.
pub const MAX_PATTERN_OPS: usize = 32;
/// The largest `benefit`.
pub const MAX_BENEFIT: u32 = u16::MAX as u32;

/// Checks rules of a set of files against one context and builtin set.
pub(crate) struct Checker<'a> {
    pub(crate) cx: &'a Context,
    builtins: &'a Builtins,
    /// Each file's name and lines.
    files: Vec<(&'a str, Lines<'a>)>,
    constant_op: Option<OpName>,
    pub(crate) errors: Vec<RuleError>,
}

/// The op that materializes constants: the first registered op that is
/// `CONSTANT_LIKE`, takes no operands, has one result and declares a
/// `value` attribute (the `llvm.constant` of dxir's dialects).
pub(crate) fn find_constant_op(cx: &Context) -> Option<OpName> {
    cx.registry()
        .dialects()
        .iter()
        .flat_map(|d| d.ops.iter())
        .find(|d| {
            d.has(Traits::CONSTANT_LIKE)
                && d.operands == Arity::Exact(0)
                && d.results.allows(1)
                && d.attrs.iter().any(|a| a.name == "value")
        })
        .map(|d| cx.op_name(d.name))
}

/// The closest of `candidates` to `name` by edit distance, if close.
pub(crate) fn suggest<'c>(name: &str, candidates: impl Iterator<Item = &'c str>) -> Option<String> {
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(name, c);
        let better = match best {
            None => true,
            Some((bd, bc)) => d < bd || (d == bd && c < bc),
        };
        if d <= limit && better {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c.to_string())
}

fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

impl<'a> Checker<'a> {
    pub(crate) fn new(
        cx: &'a Context,
        builtins: &'a Builtins,
        files: &'a [(&'a str, &'a str)],
    ) -> Self {
        Checker {
            cx,
            builtins,
            files: files
                .iter()
                .map(|&(name, src)| (name, Lines::new(src)))
                .collect(),
            constant_op: find_constant_op(cx),
            errors: Vec::new(),
        }
    }

    pub(crate) fn pos(&self, span: Span) -> SourcePos {
        match self.files.get(span.file as usize) {
            Some((name, lines)) => SourcePos::in_lines(name, lines, span.line, span.col),
            None => SourcePos::new("", "", span.line, span.col),
        }
    }

    pub(crate) fn error(&mut self, span: Span, kind: RuleErrorKind) {
        let pos = self.pos(span);
        self.errors.push(RuleError {
            pos,
            kind,
            note: None,
        });
    }

    /// Compiles one rule; `None` (with errors recorded) if it has errors.
    pub(crate) fn rule(&mut self, rule: &ast::Rule, order: u32) -> Option<CompiledRule> {
        let mut rc = RuleCk {
            ck: self,
            vars: Vec::new(),
            names: FxHashMap::default(),
            poisoned: Default::default(),
            failed: false,
            stmt_results: FxHashMap::default(),
            stmt_op: vec![None; rule.pattern.len()],
            ops: Vec::new(),
            root_results: Vec::new(),
            rhs_ops: Vec::new(),
            lists: Default::default(),
            type_sets: FxHashMap::default(),
            branch_depth: 0,
        };
        rc.compile(rule, order)
    }
}

/// Type of a parsed signature's results.
enum ResSpec<'x> {
    None,
    Same(&'x TypeExpr),
    Each(&'x [TypeExpr]),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// In a pattern: variables are bound at their first occurrence.
    Pattern,
    /// In clauses and the rewrite: variables must already be bound.
    Use,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum RhsCx {
    Stmt,
    /// An operand of an op: the one place a list may stand.
    Nested,
    Replace(u32),
    /// The value of an `if` branch or a `fold`/`repeat` body, or of
    /// `%v = ...`: a constant there must say its type.
    Body,
}

struct RuleCk<'c, 'a> {
    ck: &'c mut Checker<'a>,
    vars: Vec<VarInfo>,
    names: FxHashMap<(char, String), VarId>,
    /// `let` variables whose value had errors: uses are not errors again.
    poisoned: rustc_hash::FxHashSet<(char, String)>,
    failed: bool,
    /// Result names of match statements: (statement, result index).
    stmt_results: FxHashMap<String, (usize, u32)>,
    /// The pattern op of each match statement, once compiled.
    stmt_op: Vec<Option<u32>>,
    ops: Vec<Option<PatOp>>,
    /// Variables naming the root's results.
    root_results: Vec<VarId>,
    rhs_ops: Vec<RhsOp>,
    /// Variables bound to operand lists (`%xs...`).
    lists: rustc_hash::FxHashSet<VarId>,
    /// The types each type variable can hold when the rewrite runs, as the
    /// `where` clauses say (`$T in [half, float]`, `$T == float`).
    type_sets: FxHashMap<VarId, Vec<Type>>,
    /// How many `if` branches the rewrite is inside: a branch's condition
    /// may narrow a variable further than `type_sets` knows.
    branch_depth: u32,
}

fn sigil_allows(s: Sigil, k: Kind) -> bool {
    match s {
        Sigil::Value => k == Kind::Value,
        Sigil::Attr => matches!(k, Kind::Attr | Kind::Int | Kind::Bool),
        Sigil::Type => matches!(k, Kind::Type | Kind::Int),
    }
}

fn constraint_at(list: &[TypeConstraint], i: usize) -> Option<TypeConstraint> {
    list.get(i.min(list.len().saturating_sub(1))).copied()
}

impl RuleCk<'_, '_> {
    fn cx(&self) -> &Context {
        self.ck.cx
    }

    fn err(&mut self, span: Span, kind: RuleErrorKind) {
        self.failed = true;
        self.ck.error(span, kind);
    }

    // ---- Variables -------------------------------------------------------

    fn key(v: &Var) -> (char, String) {
        (v.sigil.char(), v.name.clone())
    }

    fn new_var(&mut self, v: &Var, kind: Kind, origin: VarOrigin) -> VarId {
        let id = VarId(self.vars.len() as u32);
        self.vars.push(VarInfo {
            name: v.to_string(),
            kind,
            origin,
        });
        self.names.insert(Self::key(v), id);
        id
    }

    /// A variable in a pattern: bound at its first occurrence, checked to
    /// have one kind at every occurrence.
    fn pattern_var(&mut self, v: &Var, kind: Kind) -> Option<VarId> {
        if !sigil_allows(v.sigil, kind) {
            self.err(
                v.span,
                RuleErrorKind::WrongSigil {
                    var: v.to_string(),
                    kind,
                },
            );
            return None;
        }
        match self.names.get(&Self::key(v)).copied() {
            Some(id) => {
                let bound = self.vars[id.0 as usize].kind;
                if bound != kind {
                    self.err(
                        v.span,
                        RuleErrorKind::KindConflict {
                            var: v.to_string(),
                            bound,
                            found: kind,
                        },
                    );
                    return None;
                }
                Some(id)
            }
            None => Some(self.new_var(v, kind, VarOrigin::Pattern)),
        }
    }

    /// A variable used where it must already be bound.
    fn use_var(&mut self, v: &Var) -> Option<(VarId, Kind)> {
        match self.names.get(&Self::key(v)).copied() {
            Some(id) => Some((id, self.vars[id.0 as usize].kind)),
            None if self.poisoned.contains(&Self::key(v)) => {
                self.failed = true;
                None
            }
            None => {
                self.err(
                    v.span,
                    RuleErrorKind::Unbound {
                        var: v.to_string(),
                        rhs: true,
                    },
                );
                None
            }
        }
    }

    /// A variable a `let` or a rewrite statement binds.
    fn bind_var(&mut self, v: &Var, kind: Kind, origin: VarOrigin) -> Option<VarId> {
        if !sigil_allows(v.sigil, kind) {
            self.err(
                v.span,
                RuleErrorKind::WrongSigil {
                    var: v.to_string(),
                    kind,
                },
            );
            return None;
        }
        if self.names.contains_key(&Self::key(v)) {
            self.err(v.span, RuleErrorKind::Rebound(v.to_string()));
            return None;
        }
        Some(self.new_var(v, kind, origin))
    }

    // ---- The rule --------------------------------------------------------

    fn compile(&mut self, rule: &ast::Rule, order: u32) -> Option<CompiledRule> {
        // Result names of the match statements.
        for (i, s) in rule.pattern.iter().enumerate() {
            for (k, r) in s.results.iter().enumerate() {
                if self.stmt_results.contains_key(&r.name) {
                    self.err(r.span, RuleErrorKind::Rebound(r.to_string()));
                } else {
                    self.stmt_results.insert(r.name.clone(), (i, k as u32));
                }
            }
        }
        let last = rule.pattern.len() - 1;
        let root = self.pat_stmt(&rule.pattern, last);
        for (i, s) in rule.pattern.iter().enumerate() {
            if self.stmt_op[i].is_none() && root.is_some() && !self.failed {
                self.err(s.op.span, RuleErrorKind::Disconnected(s.op.name.clone()));
            }
        }
        let root = root?;
        debug_assert_eq!(root, 0, "the root is compiled first");
        if self.failed {
            return None;
        }
        let mut ops: Vec<PatOp> = std::mem::take(&mut self.ops)
            .into_iter()
            .map(|o| o.expect("every pattern op is filled in"))
            .collect();
        if ops[0].num_results.is_none() {
            // A root whose result count nothing fixes matches when it has
            // no results (there is no `replace` to name them).
            ops[0].num_results = Some(0);
        }
        self.root_results = ops[0].result_vars.iter().flatten().copied().collect();
        let root_name = ops[0].name;
        let root_count = ops[0].num_results.unwrap_or(0) as usize;
        let root_vars = ops[0].result_vars.clone();

        let clauses = self.clauses(&rule.clauses);
        if let Some(clauses) = &clauses {
            self.type_sets = type_sets(clauses);
        }
        let rhs = self.rewrite(rule, root_name, root_count, &root_vars);
        let benefit = match rule.benefit {
            Some((b, span)) => match u32::try_from(b).ok().filter(|&b| b <= MAX_BENEFIT) {
                Some(b) => b,
                None => {
                    self.err(
                        span,
                        RuleErrorKind::Benefit {
                            max: MAX_BENEFIT,
                            found: b,
                        },
                    );
                    0
                }
            },
            None => ops.len() as u32,
        };
        if self.failed {
            return None;
        }
        let (clauses, rhs) = (clauses?, rhs?);
        let pattern = PatternGraph { ops };
        // A `where` guard may be what stops the replacement from matching
        // again (`abs` rebuilds a call, but of another callee): only an
        // unguarded rule is an obvious loop. The drivers' limits catch the
        // rest.
        let guarded = clauses
            .iter()
            .any(|c| matches!(c.kind, ClauseKind::Where(_)));
        let self_loop = !guarded && replacement_matches_pattern(&pattern, &rhs);
        Some(CompiledRule {
            name: rule.name.clone(),
            benefit,
            order,
            root: root_name,
            pos: self.ck.pos(rule.span),
            vars: std::mem::take(&mut self.vars),
            pattern,
            clauses,
            rhs,
            self_loop,
            value_key: self.cx().ident("value"),
        })
    }

    // ---- Patterns ----------------------------------------------------------

    fn lookup_op(&mut self, op: &ast::OpExpr) -> Option<&'static OpDef> {
        // A root family was expanded before checking (`family::expand`);
        // any family left is written where one op must be named.
        if let Some(var) = &op.family {
            self.err(
                op.span,
                RuleErrorKind::FamilyNotRoot {
                    family: format!("{}{var}", op.name),
                },
            );
            return None;
        }
        match self.cx().registry().lookup(&op.name) {
            Some(d) => Some(d),
            None => {
                let suggestion = suggest(
                    &op.name,
                    self.cx()
                        .registry()
                        .dialects()
                        .iter()
                        .flat_map(|d| d.ops.iter().map(|o| o.name)),
                );
                self.err(
                    op.span,
                    RuleErrorKind::UnknownOp {
                        name: op.name.clone(),
                        suggestion,
                    },
                );
                None
            }
        }
    }

    /// The IR's constant form `op 5 : T` (no operands, a `value`
    /// attribute): the literal moves into the `value` attribute.
    fn constant_form(op: &ast::OpExpr, def: &OpDef, mode: Mode) -> Option<ast::OpExpr> {
        let ast::OpExpr {
            bare: true,
            operands,
            sig: Some(ast::Sig::Same(t)),
            ..
        } = op
        else {
            return None;
        };
        if !def.has(Traits::CONSTANT_LIKE)
            || def.operands != Arity::Exact(0)
            || !def.attrs.iter().any(|a| a.name == "value")
            || op.attrs.iter().any(|a| a.key == "value")
        {
            return None;
        }
        let [ast::Operand {
            kind: OperandKind::Expr(e),
            ty: None,
            span,
        }] = operands.as_slice()
        else {
            return None;
        };
        let value = match (mode, e) {
            (Mode::Pattern, Expr::Var(_) | Expr::Wild(_)) => e.clone(),
            _ => Expr::Typed(Box::new(e.clone()), t.clone()),
        };
        let mut out = op.clone();
        out.operands.clear();
        out.attrs.push(ast::AttrEntry {
            key: "value".into(),
            span: *span,
            value: Some(value),
        });
        Some(out)
    }

    /// Operand types and result types from the signature and the operands.
    fn split_sig<'x>(
        &mut self,
        op: &'x ast::OpExpr,
    ) -> Option<(Vec<Option<&'x TypeExpr>>, ResSpec<'x>)> {
        let n = op.operands.len();
        let mut tys: Vec<Option<&TypeExpr>> = op.operands.iter().map(|o| o.ty.as_ref()).collect();
        let set =
            |this: &mut Self, tys: &mut Vec<Option<&'x TypeExpr>>, i: usize, t: &'x TypeExpr| {
                if tys[i].is_some() {
                    this.err(
                        op.operands[i].span,
                        RuleErrorKind::TypedTwice {
                            op: op.name.clone(),
                            index: i,
                        },
                    );
                }
                tys[i] = Some(t);
            };
        let res = match &op.sig {
            None => ResSpec::None,
            Some(ast::Sig::Same(t)) => {
                for i in 0..n {
                    set(self, &mut tys, i, t);
                }
                ResSpec::Same(t)
            }
            Some(ast::Sig::Full(ots, rts)) => {
                if ots.len() != n {
                    self.err(
                        op.span,
                        RuleErrorKind::SigOperandCount {
                            op: op.name.clone(),
                            operands: n,
                            types: ots.len(),
                        },
                    );
                    return None;
                }
                for (i, t) in ots.iter().enumerate() {
                    set(self, &mut tys, i, t);
                }
                ResSpec::Each(rts)
            }
            Some(ast::Sig::Results(rts)) => ResSpec::Each(rts),
        };
        Some((tys, res))
    }

    fn check_constraint(&mut self, def: &OpDef, result: bool, i: usize, t: &TypePat, span: Span) {
        let list = if result {
            def.result_types
        } else {
            def.operand_types
        };
        let Some(c) = constraint_at(list, i) else {
            return;
        };
        if !may_satisfy(self.cx(), c, t) {
            let ty = self.show_type(t);
            self.err(
                span,
                RuleErrorKind::TypeConstraint {
                    what: format!("{} {i}", if result { "result" } else { "operand" }),
                    op: def.name.to_string(),
                    constraint: c.to_string(),
                    ty,
                },
            );
        }
    }

    fn pat_stmt(&mut self, stmts: &[ast::Stmt], i: usize) -> Option<u32> {
        if let Some(op) = self.stmt_op[i] {
            return Some(op);
        }
        let idx = self.pat_op(&stmts[i].op, &stmts[i].results, i, stmts)?;
        self.stmt_op[i] = Some(idx);
        Some(idx)
    }

    fn pat_op(
        &mut self,
        op: &ast::OpExpr,
        names: &[Var],
        cur: usize,
        stmts: &[ast::Stmt],
    ) -> Option<u32> {
        let def = self.lookup_op(op)?;
        let converted = Self::constant_form(op, def, Mode::Pattern);
        let op = converted.as_ref().unwrap_or(op);
        if self.ops.len() >= MAX_PATTERN_OPS {
            self.err(op.span, RuleErrorKind::TooManyOps(MAX_PATTERN_OPS));
            return None;
        }
        let idx = self.ops.len() as u32;
        self.ops.push(None);
        let n = op.operands.len();
        if let Some(i) = op
            .operands
            .iter()
            .position(|o| matches!(o.kind, OperandKind::Rest(_)))
        {
            let OperandKind::Rest(v) = &op.operands[i].kind else {
                unreachable!("found above")
            };
            if i + 1 != n {
                self.err(v.span, RuleErrorKind::RestNotLast(v.to_string()));
                return None;
            }
            let open = match def.operands {
                Arity::Exact(_) => false,
                Arity::AtLeast(_) => true,
                Arity::Between(_, hi) => hi as usize >= n - 1,
            };
            if !open {
                self.err(
                    v.span,
                    RuleErrorKind::RestOnFixedOp {
                        op: op.name.clone(),
                        arity: def.operands,
                    },
                );
                return None;
            }
        } else if !def.operands.allows(n) {
            self.err(
                op.span,
                RuleErrorKind::OperandCount {
                    op: op.name.clone(),
                    expected: def.operands,
                    found: n,
                },
            );
            return None;
        }
        let (op_tys, res) = self.split_sig(op)?;
        let count = self.result_count(op, def, names.len(), &res, None)?;
        let result_vars: Vec<Option<VarId>> = names
            .iter()
            .map(|v| self.pattern_var(v, Kind::Value))
            .collect();
        let mut operands = Vec::with_capacity(n);
        for (i, o) in op.operands.iter().enumerate() {
            // `(5 : i32)`: the type of a parenthesized constant is the operand's.
            let (kind, inner_ty) = match &o.kind {
                OperandKind::Expr(Expr::Typed(e, t)) => (OperandKind::Expr((**e).clone()), Some(t)),
                k => (k.clone(), None),
            };
            let ty_expr = match (op_tys[i], inner_ty) {
                (Some(_), Some(_)) => {
                    self.err(
                        o.span,
                        RuleErrorKind::TypedTwice {
                            op: op.name.clone(),
                            index: i,
                        },
                    );
                    return None;
                }
                (a, b) => a.or(b),
            };
            let ty = match ty_expr {
                Some(t) => {
                    let tp = self.type_pat(t, Mode::Pattern)?;
                    self.check_constraint(def, false, i, &tp, t.span());
                    Some(tp)
                }
                None => None,
            };
            let kind = match &kind {
                OperandKind::Wild => PatOperandKind::Any,
                OperandKind::Value(v) => match self.stmt_results.get(&v.name).copied() {
                    Some((si, k)) => {
                        if si >= cur {
                            self.err(v.span, RuleErrorKind::UseBeforeDef(v.to_string()));
                            return None;
                        }
                        let pi = self.pat_stmt(stmts, si)?;
                        PatOperandKind::Op { op: pi, result: k }
                    }
                    None => PatOperandKind::Bind(self.pattern_var(v, Kind::Value)?),
                },
                OperandKind::Op(nested) => {
                    let pi = self.pat_op(nested, &[], cur, stmts)?;
                    if self.ops[pi as usize].as_ref().and_then(|p| p.num_results) == Some(0) {
                        self.err(nested.span, RuleErrorKind::NoResult(nested.name.clone()));
                        return None;
                    }
                    PatOperandKind::Op { op: pi, result: 0 }
                }
                OperandKind::Expr(e) => PatOperandKind::Const(self.const_pat(e, ty.as_ref())?),
                OperandKind::Rest(v) => {
                    if self.stmt_results.contains_key(&v.name) {
                        self.err(v.span, RuleErrorKind::ValueAsList { var: v.to_string() });
                        return None;
                    }
                    // A list is bound once: two lists of one name would
                    // have to be compared element by element.
                    if self.names.contains_key(&Self::key(v)) {
                        self.err(v.span, RuleErrorKind::Rebound(format!("{v}...")));
                        return None;
                    }
                    let id = self.pattern_var(v, Kind::Value)?;
                    self.lists.insert(id);
                    PatOperandKind::Rest(id)
                }
                OperandKind::If(_) => {
                    self.err(o.span, RuleErrorKind::NotAPattern("an `if` value"));
                    return None;
                }
                OperandKind::Fold(_) => {
                    self.err(o.span, RuleErrorKind::NotAPattern("a `fold`"));
                    return None;
                }
                OperandKind::Repeat(_) => {
                    self.err(o.span, RuleErrorKind::NotAPattern("a `repeat`"));
                    return None;
                }
            };
            if let PatOperandKind::Bind(id) = kind {
                if self.lists.contains(&id) {
                    let OperandKind::Value(v) = &o.kind else {
                        unreachable!("a bind comes from a value")
                    };
                    self.err(v.span, RuleErrorKind::ListAsValue { var: v.to_string() });
                    return None;
                }
            }
            operands.push(PatOperand { kind, ty });
        }
        // Result types after the operands: variables are bound in text order.
        let result_types = match res {
            ResSpec::None => ResultTypes::Unknown,
            ResSpec::Same(t) => {
                let tp = self.type_pat(t, Mode::Pattern)?;
                self.check_constraint(def, true, 0, &tp, t.span());
                ResultTypes::All(tp)
            }
            ResSpec::Each(ts) => {
                let mut out = Vec::new();
                for (i, t) in ts.iter().enumerate() {
                    let tp = self.type_pat(t, Mode::Pattern)?;
                    self.check_constraint(def, true, i, &tp, t.span());
                    out.push(tp);
                }
                ResultTypes::Each(out)
            }
        };
        let mut attrs = Vec::new();
        for a in &op.attrs {
            let spec = def.attrs.iter().find(|s| s.name == a.key).map(|s| s.kind);
            let p = match &a.value {
                None => AttrPat::Eq(self.cx().unit_attr()),
                Some(e) => self.attr_pat(e, spec, &op.name, &a.key)?,
            };
            if let (None, Some(k)) = (&a.value, spec) {
                if !matches!(k, AttrKind::Unit | AttrKind::Any) {
                    self.attr_kind_err(a.span, k, &op.name, &a.key);
                }
            }
            attrs.push((self.cx().ident(&a.key), p));
        }
        self.ops[idx as usize] = Some(PatOp {
            name: self.cx().op_name(def.name),
            operands,
            num_results: count,
            result_vars,
            result_types,
            attrs,
        });
        Some(idx)
    }

    /// How many results an op has, from its names, its types and its
    /// definition; checked against the definition. `value_cx` is `Some` for
    /// rewrite ops: whether it is used as a value.
    fn result_count(
        &mut self,
        op: &ast::OpExpr,
        def: &OpDef,
        names: usize,
        res: &ResSpec<'_>,
        rhs: Option<RhsCx>,
    ) -> Option<Option<u32>> {
        let types = match res {
            ResSpec::Each(ts) => Some(ts.len()),
            _ => None,
        };
        if let (true, Some(t)) = (names > 0, types) {
            if t != names {
                self.err(
                    op.span,
                    RuleErrorKind::SigResultCount {
                        op: op.name.clone(),
                        names,
                        types: t,
                    },
                );
                return None;
            }
        }
        let exact = match def.results {
            Arity::Exact(k) => Some(k as usize),
            _ => None,
        };
        let count = if names > 0 {
            Some(names)
        } else if let Some(t) = types {
            Some(t)
        } else {
            match rhs {
                None => exact,
                Some(RhsCx::Stmt) => {
                    Some(exact.unwrap_or(usize::from(matches!(res, ResSpec::Same(_)))))
                }
                Some(_) => Some(1),
            }
        };
        if let Some(c) = count {
            if !def.results.allows(c) {
                self.err(
                    op.span,
                    RuleErrorKind::ResultCount {
                        op: op.name.clone(),
                        expected: def.results,
                        found: c,
                    },
                );
                return None;
            }
        }
        Some(count.map(|c| c as u32))
    }

    fn literal(&mut self, text: &str, ty: Type, span: Span) -> Option<dxir_ir::Attr> {
        let src = format!("{text} : {}", type_to_string(self.cx(), ty));
        match parse_attr(self.cx(), &src, "<rule>") {
            Ok(a) => Some(a),
            Err(e) => {
                self.err(span, RuleErrorKind::Literal(e.kind.clone()));
                None
            }
        }
    }

    fn const_pat(&mut self, e: &Expr, ty: Option<&TypePat>) -> Option<ConstPat> {
        Some(match e {
            Expr::Wild(_) => ConstPat::Any,
            Expr::Var(v) if v.sigil != Sigil::Value => {
                ConstPat::Bind(self.pattern_var(v, Kind::Attr)?)
            }
            Expr::Int(n, text, span) => match ty {
                Some(TypePat::Exact(t)) => ConstPat::Attr(self.literal(text, *t, *span)?),
                _ => ConstPat::Int(*n),
            },
            Expr::Float(text, span) => match ty {
                Some(TypePat::Exact(t)) => ConstPat::Attr(self.literal(text, *t, *span)?),
                Some(p) => ConstPat::Deferred(CExpr::Literal(text.as_str().into(), p.clone())),
                None => {
                    self.err(
                        *span,
                        RuleErrorKind::CannotInfer {
                            what: format!("the type of `{text}`"),
                            hint: "give it a type, e.g. `1.5 : float`",
                        },
                    );
                    return None;
                }
            },
            Expr::Special(k, span) => match ty {
                Some(TypePat::Exact(t)) => ConstPat::Attr(special_attr(self.cx(), *k, *t)),
                Some(p) => ConstPat::Deferred(CExpr::Special(*k, p.clone())),
                None => {
                    self.err(
                        *span,
                        RuleErrorKind::CannotInfer {
                            what: "the type of this constant".into(),
                            hint: "give it a type, e.g. `undef : i32`",
                        },
                    );
                    return None;
                }
            },
            _ => {
                self.err(
                    e.span(),
                    RuleErrorKind::NotAPattern(
                        "this expression as an operand; bind the constant with `#c` and test it in `where`",
                    ),
                );
                return None;
            }
        })
    }

    fn attr_kind_err(&mut self, span: Span, k: AttrKind, op: &str, key: &str) {
        self.err(
            span,
            RuleErrorKind::AttrKind {
                key: key.to_string(),
                op: op.to_string(),
                expected: attr_kind_words(k),
            },
        );
    }

    /// Checks the kind of an attribute literal against the op's declaration.
    fn check_attr_literal(
        &mut self,
        e: &Expr,
        spec: Option<AttrKind>,
        op: &str,
        key: &str,
    ) -> Option<()> {
        let lit = match e {
            Expr::Int(..) => Some(AttrKind::Int),
            Expr::Typed(inner, _) if matches!(**inner, Expr::Int(..)) => Some(AttrKind::Int),
            Expr::Typed(inner, _) if matches!(**inner, Expr::Float(..)) => Some(AttrKind::Float),
            Expr::Str(..) => Some(AttrKind::Str),
            Expr::Bool(..) => Some(AttrKind::Bool),
            Expr::Unit(_) => Some(AttrKind::Unit),
            Expr::Symbol(..) => Some(AttrKind::Symbol),
            Expr::Type(_) | Expr::TypeAttr(..) => Some(AttrKind::Type),
            Expr::Array(..) => Some(AttrKind::Array),
            _ => None,
        };
        if let (Some(s), Some(l)) = (spec, lit) {
            let constant = matches!(l, AttrKind::Int | AttrKind::Float);
            if !(s == AttrKind::Any || s == l || (s == AttrKind::Constant && constant)) {
                self.attr_kind_err(e.span(), s, op, key);
                return None;
            }
        }
        Some(())
    }

    fn attr_pat(
        &mut self,
        e: &Expr,
        spec: Option<AttrKind>,
        op: &str,
        key: &str,
    ) -> Option<AttrPat> {
        let cx = self.ck.cx;
        self.check_attr_literal(e, spec, op, key)?;
        Some(match e {
            Expr::Wild(_) => AttrPat::Any,
            Expr::Var(v) => match v.sigil {
                Sigil::Type => AttrPat::Type(TypePat::Var(self.pattern_var(v, Kind::Type)?)),
                _ => AttrPat::Bind(self.pattern_var(v, Kind::Attr)?),
            },
            Expr::Int(n, _, _) => AttrPat::Int(*n),
            Expr::Str(s, _) => AttrPat::Eq(cx.str_attr(s)),
            Expr::Bool(b, _) => AttrPat::Eq(cx.bool_attr(*b)),
            Expr::Unit(_) => AttrPat::Eq(cx.unit_attr()),
            Expr::Symbol(s, _) => AttrPat::Eq(cx.symbol_attr(s)),
            Expr::Type(t) | Expr::TypeAttr(t, _) => AttrPat::Type(self.type_pat(t, Mode::Pattern)?),
            Expr::Array(items, _) => {
                let mut out = Vec::with_capacity(items.len());
                for i in items {
                    out.push(self.attr_pat(i, None, op, key)?);
                }
                AttrPat::Array(out)
            }
            Expr::Typed(inner, t) => {
                let tp = self.type_pat(t, Mode::Pattern)?;
                match (&**inner, &tp) {
                    (Expr::Int(_, text, span) | Expr::Float(text, span), TypePat::Exact(ty)) => {
                        AttrPat::Eq(self.literal(text, *ty, *span)?)
                    }
                    (Expr::Int(_, text, _) | Expr::Float(text, _), _) => {
                        AttrPat::Deferred(CExpr::Literal(text.as_str().into(), tp))
                    }
                    (Expr::Special(k, _), TypePat::Exact(ty)) => {
                        AttrPat::Eq(special_attr(cx, *k, *ty))
                    }
                    (Expr::Special(k, _), _) => AttrPat::Deferred(CExpr::Special(*k, tp)),
                    _ => {
                        self.err(
                            inner.span(),
                            RuleErrorKind::NotAPattern("this typed expression"),
                        );
                        return None;
                    }
                }
            }
            Expr::Float(text, span) => {
                self.err(
                    *span,
                    RuleErrorKind::CannotInfer {
                        what: format!("the type of `{text}`"),
                        hint: "give it a type, e.g. `1.5 : float`",
                    },
                );
                return None;
            }
            _ => {
                self.err(
                    e.span(),
                    RuleErrorKind::NotAPattern(
                        "this expression as an attribute; bind it with `#a` and test it in `where`",
                    ),
                );
                return None;
            }
        })
    }

    // ---- Types -------------------------------------------------------------

    fn type_pat(&mut self, t: &TypeExpr, mode: Mode) -> Option<TypePat> {
        let cx = self.ck.cx;
        let p = match t {
            TypeExpr::Var(v) => match mode {
                Mode::Pattern => TypePat::Var(self.pattern_var(v, Kind::Type)?),
                Mode::Use => {
                    let (id, k) = self.use_var(v)?;
                    if !matches!(k, Kind::Type) {
                        self.err(
                            v.span,
                            RuleErrorKind::KindConflict {
                                var: v.to_string(),
                                bound: k,
                                found: Kind::Type,
                            },
                        );
                        return None;
                    }
                    TypePat::Var(id)
                }
            },
            TypeExpr::Wild(span) => {
                if mode == Mode::Use {
                    self.err(*span, RuleErrorKind::PatternOnly("`_`"));
                    return None;
                }
                TypePat::Any
            }
            TypeExpr::Scalar(s, _) => TypePat::Exact(match s {
                ScalarKw::Void => cx.types().void,
                ScalarKw::Int(w) => cx.int_type(*w),
                ScalarKw::Half => cx.types().half,
                ScalarKw::Float => cx.types().float,
                ScalarKw::Double => cx.types().double,
                ScalarKw::Metadata => cx.types().metadata,
            }),
            TypeExpr::Named(n, _) => TypePat::Exact(cx.named_type(n)),
            TypeExpr::Ptr(n, _) => TypePat::Ptr(self.int_pat(n, mode)?),
            TypeExpr::Vector(n, e, _) => {
                if let IntExpr::Lit(l, span) = n {
                    if *l == 0 || *l > u32::MAX as u64 {
                        self.err(*span, RuleErrorKind::VectorLength(*l));
                        return None;
                    }
                }
                let n = self.int_pat(n, mode)?;
                TypePat::Vector(n, Box::new(self.type_pat(e, mode)?))
            }
            TypeExpr::Array(n, e, _) => {
                let n = self.int_pat(n, mode)?;
                TypePat::Array(n, Box::new(self.type_pat(e, mode)?))
            }
            TypeExpr::Struct(fs, packed, _) => {
                let mut out = Vec::with_capacity(fs.len());
                for f in fs {
                    out.push(self.type_pat(f, mode)?);
                }
                TypePat::Struct(out, *packed)
            }
            TypeExpr::Target(name, params, _) => {
                let mut out = Vec::with_capacity(params.len());
                let mut seen_int = false;
                for p in params {
                    out.push(match p {
                        TargetParam::Type(t) => {
                            if seen_int {
                                self.err(
                                    t.span(),
                                    RuleErrorKind::Expected {
                                        expected:
                                            "an integer parameter (type parameters come first)",
                                        found: "a type".into(),
                                    },
                                );
                                return None;
                            }
                            TargetParamPat::Type(self.type_pat(t, mode)?)
                        }
                        TargetParam::Int(i) => {
                            seen_int = true;
                            TargetParamPat::Int(self.int_pat(i, mode)?)
                        }
                        TargetParam::Wild(span) => {
                            if mode == Mode::Use {
                                self.err(*span, RuleErrorKind::PatternOnly("`_`"));
                                return None;
                            }
                            TargetParamPat::Any
                        }
                    });
                }
                TypePat::Target(name.as_str().into(), out)
            }
            TypeExpr::Function(r, ps, va, _) => {
                let r = self.type_pat(r, mode)?;
                let mut out = Vec::with_capacity(ps.len());
                for p in ps {
                    out.push(self.type_pat(p, mode)?);
                }
                TypePat::Function(Box::new(r), out, *va)
            }
        };
        Some(fold_exact(cx, p))
    }

    fn int_pat(&mut self, n: &IntExpr, mode: Mode) -> Option<IntPat> {
        Some(match n {
            IntExpr::Lit(l, _) => IntPat::Exact(*l),
            IntExpr::Wild(span) => {
                if mode == Mode::Use {
                    self.err(*span, RuleErrorKind::PatternOnly("`_`"));
                    return None;
                }
                IntPat::Any
            }
            IntExpr::Var(v) => match mode {
                Mode::Pattern => IntPat::Var(self.pattern_var(v, Kind::Int)?),
                Mode::Use => {
                    let (id, k) = self.use_var(v)?;
                    if !matches!(k, Kind::Int | Kind::Attr) {
                        self.err(
                            v.span,
                            RuleErrorKind::KindConflict {
                                var: v.to_string(),
                                bound: k,
                                found: Kind::Int,
                            },
                        );
                        return None;
                    }
                    IntPat::Var(id)
                }
            },
        })
    }

    fn show_type(&self, p: &TypePat) -> String {
        let cx = self.cx();
        let int = |n: &IntPat| match n {
            IntPat::Any => "_".to_string(),
            IntPat::Exact(k) => k.to_string(),
            IntPat::Var(v) => self.vars[v.0 as usize].name.clone(),
        };
        let list = |ts: &[TypePat]| {
            ts.iter()
                .map(|t| self.show_type(t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match p {
            TypePat::Any => "_".into(),
            TypePat::Exact(t) => type_to_string(cx, *t),
            TypePat::Var(v) => self.vars[v.0 as usize].name.clone(),
            TypePat::Ptr(n) => format!("ptr addrspace({})", int(n)),
            TypePat::Vector(n, e) => format!("<{} x {}>", int(n), self.show_type(e)),
            TypePat::Array(n, e) => format!("[{} x {}]", int(n), self.show_type(e)),
            TypePat::Struct(fs, false) => format!("{{{}}}", list(fs)),
            TypePat::Struct(fs, true) => format!("<{{{}}}>", list(fs)),
            TypePat::Target(name, ps) => {
                let mut s = format!("target(\"{name}\"");
                for p in ps {
                    s.push_str(", ");
                    s.push_str(&match p {
                        TargetParamPat::Any => "_".into(),
                        TargetParamPat::Type(t) => self.show_type(t),
                        TargetParamPat::Int(n) => int(n),
                    });
                }
                s + ")"
            }
            TypePat::Function(r, ps, _) => format!("{} ({})", self.show_type(r), list(ps)),
        }
    }

    // ---- Expressions -------------------------------------------------------

    fn clauses(&mut self, clauses: &[ast::Clause]) -> Option<Vec<Clause>> {
        let mut out = Vec::new();
        let mut ok = true;
        for c in clauses {
            match c {
                ast::Clause::Where { expr, text } => match self.expr(expr) {
                    Some((e, Kind::Bool)) => out.push(Clause {
                        kind: ClauseKind::Where(e),
                        text: text.clone(),
                    }),
                    Some((_, k)) => {
                        self.err(
                            expr.span(),
                            RuleErrorKind::ExprKind {
                                expected: Kind::Bool,
                                found: k,
                            },
                        );
                        ok = false;
                    }
                    None => ok = false,
                },
                ast::Clause::Let { var, value, text } => {
                    let Some((e, k)) = self.expr(value) else {
                        self.poisoned.insert(Self::key(var));
                        ok = false;
                        continue;
                    };
                    if k == Kind::Value {
                        self.err(value.span(), RuleErrorKind::ValueInExpr(var.to_string()));
                        self.poisoned.insert(Self::key(var));
                        ok = false;
                        continue;
                    }
                    match self.bind_var(var, k, VarOrigin::Let) {
                        Some(id) => out.push(Clause {
                            kind: ClauseKind::Let(id, e),
                            text: text.clone(),
                        }),
                        None => ok = false,
                    }
                }
            }
        }
        ok.then_some(out)
    }

    /// Converts `e` of kind `from` to kind `to`, or reports why not.
    fn coerce(&mut self, e: CExpr, from: Kind, to: Kind, span: Span) -> Option<CExpr> {
        let conv = match (from, to) {
            (a, b) if a == b => return Some(e),
            (Kind::Attr, Kind::Int) => Conv::AttrToInt,
            (Kind::Bool, Kind::Attr) => Conv::BoolToAttr,
            (Kind::Type, Kind::Attr) => Conv::TypeToAttr,
            (Kind::Value, Kind::Type) if matches!(e, CExpr::Var(_)) => Conv::ValueType,
            (Kind::Int, Kind::Attr) => {
                self.err(
                    span,
                    RuleErrorKind::CannotInfer {
                        what: "the type of this integer attribute".into(),
                        hint: "write `e : T`, e.g. `4 : i32`",
                    },
                );
                return None;
            }
            _ => {
                self.err(
                    span,
                    RuleErrorKind::ExprKind {
                        expected: to,
                        found: from,
                    },
                );
                return None;
            }
        };
        Some(CExpr::Conv(Box::new(e), conv))
    }

    fn no_value(&mut self, e: &Expr, k: Kind) -> Option<()> {
        if k == Kind::Value {
            let name = match e {
                Expr::Var(v) => v.to_string(),
                _ => "this".into(),
            };
            self.err(e.span(), RuleErrorKind::ValueInExpr(name));
            return None;
        }
        Some(())
    }

    fn expr(&mut self, e: &Expr) -> Option<(CExpr, Kind)> {
        let cx = self.ck.cx;
        Some(match e {
            Expr::Var(v) => {
                let (id, k) = self.use_var(v)?;
                (CExpr::Var(id), k)
            }
            Expr::Wild(span) => {
                self.err(*span, RuleErrorKind::PatternOnly("`_`"));
                return None;
            }
            Expr::Int(n, _, _) => (CExpr::Int(*n), Kind::Int),
            Expr::Float(text, span) => {
                self.err(
                    *span,
                    RuleErrorKind::CannotInfer {
                        what: format!("the type of `{text}`"),
                        hint: "give it a type, e.g. `1.5 : float`",
                    },
                );
                return None;
            }
            Expr::Special(_, span) => {
                self.err(
                    *span,
                    RuleErrorKind::CannotInfer {
                        what: "the type of this constant".into(),
                        hint: "give it a type, e.g. `undef : i32`",
                    },
                );
                return None;
            }
            Expr::Bool(b, _) => (CExpr::Bool(*b), Kind::Bool),
            Expr::Str(s, _) => (CExpr::Attr(cx.str_attr(s)), Kind::Attr),
            Expr::Unit(_) => (CExpr::Attr(cx.unit_attr()), Kind::Attr),
            Expr::Symbol(s, _) => (CExpr::Attr(cx.symbol_attr(s)), Kind::Attr),
            Expr::Type(t) => (CExpr::Type(self.type_pat(t, Mode::Use)?), Kind::Type),
            Expr::TypeAttr(t, _) => match self.type_pat(t, Mode::Use)? {
                TypePat::Exact(ty) => (CExpr::Attr(cx.type_attr(ty)), Kind::Attr),
                p => (CExpr::TypeAttr(p), Kind::Attr),
            },
            Expr::Array(items, _) => {
                let mut out = Vec::with_capacity(items.len());
                for i in items {
                    let (ie, ik) = self.expr(i)?;
                    out.push(self.coerce(ie, ik, Kind::Attr, i.span())?);
                }
                (CExpr::Array(out), Kind::Attr)
            }
            Expr::Call { name, args, span } => {
                let Some(b) = self.ck.builtins.get(name) else {
                    let suggestion = suggest(name, self.ck.builtins.iter().map(|b| b.name()));
                    self.err(
                        *span,
                        RuleErrorKind::UnknownBuiltin {
                            name: name.clone(),
                            suggestion,
                        },
                    );
                    return None;
                };
                let sig = b.signature().clone();
                let f = b.func().clone();
                if sig.params.len() != args.len() {
                    self.err(
                        *span,
                        RuleErrorKind::BuiltinArity {
                            name: name.clone(),
                            expected: sig.params.len(),
                            found: args.len(),
                        },
                    );
                    return None;
                }
                let mut out = Vec::with_capacity(args.len());
                for (a, k) in args.iter().zip(&sig.params) {
                    let (ae, ak) = self.expr(a)?;
                    out.push(self.coerce(ae, ak, *k, a.span())?);
                }
                (
                    CExpr::Call {
                        name: Arc::from(name.as_str()),
                        f,
                        args: out,
                    },
                    sig.ret,
                )
            }
            Expr::Typed(inner, t) => {
                let tp = self.type_pat(t, Mode::Use)?;
                let e = match (&**inner, &tp) {
                    (Expr::Int(_, text, span) | Expr::Float(text, span), TypePat::Exact(ty)) => {
                        CExpr::Attr(self.literal(text, *ty, *span)?)
                    }
                    (Expr::Int(_, text, _) | Expr::Float(text, _), _) => {
                        CExpr::Literal(text.as_str().into(), tp)
                    }
                    (Expr::Special(k, _), TypePat::Exact(ty)) => {
                        CExpr::Attr(special_attr(cx, *k, *ty))
                    }
                    (Expr::Special(k, _), _) => CExpr::Special(*k, tp),
                    _ => {
                        let (ie, ik) = self.expr(inner)?;
                        self.no_value(inner, ik)?;
                        if !matches!(ik, Kind::Int | Kind::Attr | Kind::Bool) {
                            self.err(
                                inner.span(),
                                RuleErrorKind::ExprKind {
                                    expected: Kind::Int,
                                    found: ik,
                                },
                            );
                            return None;
                        }
                        CExpr::IntAttr(Box::new(ie), tp)
                    }
                };
                (e, Kind::Attr)
            }
            Expr::Not(inner, _) => {
                let (ie, ik) = self.expr(inner)?;
                let ie = self.coerce(ie, ik, Kind::Bool, inner.span())?;
                (CExpr::Not(Box::new(ie)), Kind::Bool)
            }
            Expr::Binary { op, lhs, rhs, span } => {
                let (le, lk) = self.expr(lhs)?;
                let (re, rk) = self.expr(rhs)?;
                if matches!(op, ast::BinOp::And | ast::BinOp::Or) {
                    let le = self.coerce(le, lk, Kind::Bool, lhs.span())?;
                    let re = self.coerce(re, rk, Kind::Bool, rhs.span())?;
                    return Some((CExpr::Binary(*op, Box::new(le), Box::new(re)), Kind::Bool));
                }
                self.no_value(lhs, lk)?;
                self.no_value(rhs, rk)?;
                let (le, re, k) = match (lk, rk) {
                    (a, b) if a == b => (le, re, a),
                    (Kind::Attr, Kind::Int) => {
                        (CExpr::Conv(Box::new(le), Conv::AttrToInt), re, Kind::Int)
                    }
                    (Kind::Int, Kind::Attr) => {
                        (le, CExpr::Conv(Box::new(re), Conv::AttrToInt), Kind::Int)
                    }
                    // A stamped flag (`{f = #u}`) against `true`: booleans
                    // and types are attributes where one is compared.
                    (Kind::Attr, Kind::Bool) => {
                        (le, CExpr::Conv(Box::new(re), Conv::BoolToAttr), Kind::Attr)
                    }
                    (Kind::Bool, Kind::Attr) => {
                        (CExpr::Conv(Box::new(le), Conv::BoolToAttr), re, Kind::Attr)
                    }
                    (Kind::Attr, Kind::Type) => {
                        (le, CExpr::Conv(Box::new(re), Conv::TypeToAttr), Kind::Attr)
                    }
                    (Kind::Type, Kind::Attr) => {
                        (CExpr::Conv(Box::new(le), Conv::TypeToAttr), re, Kind::Attr)
                    }
                    _ => {
                        self.err(*span, RuleErrorKind::Compare { lhs: lk, rhs: rk });
                        return None;
                    }
                };
                let ordered = !matches!(op, ast::BinOp::Eq | ast::BinOp::Ne);
                if ordered && k != Kind::Int {
                    self.err(*span, RuleErrorKind::Order { op: *op, kind: k });
                    return None;
                }
                (CExpr::Binary(*op, Box::new(le), Box::new(re)), Kind::Bool)
            }
            Expr::In { value, list, span } => {
                let (ve, vk) = self.expr(value)?;
                self.no_value(value, vk)?;
                let mut items = Vec::with_capacity(list.len());
                for i in list {
                    let (ie, ik) = self.expr(i)?;
                    self.no_value(i, ik)?;
                    items.push((ie, ik, i.span()));
                }
                // Integers and integer attributes compare as integers.
                let target = if vk == Kind::Int
                    || items.iter().any(|i| i.1 == Kind::Int) && vk == Kind::Attr
                {
                    Kind::Int
                } else {
                    vk
                };
                let ve = match (vk, target) {
                    (Kind::Attr, Kind::Int) => CExpr::Conv(Box::new(ve), Conv::AttrToInt),
                    _ => ve,
                };
                let mut out = Vec::with_capacity(items.len());
                for (ie, ik, ispan) in items {
                    match (ik, target) {
                        (a, b) if a == b => out.push(ie),
                        (Kind::Attr, Kind::Int) => {
                            out.push(CExpr::Conv(Box::new(ie), Conv::AttrToInt))
                        }
                        _ => {
                            let _ = ispan;
                            self.err(*span, RuleErrorKind::Compare { lhs: vk, rhs: ik });
                            return None;
                        }
                    }
                }
                (CExpr::In(Box::new(ve), out), Kind::Bool)
            }
        })
    }

    // ---- The rewrite -------------------------------------------------------

    fn rewrite(
        &mut self,
        rule: &ast::Rule,
        root_name: OpName,
        root_count: usize,
        root_vars: &[Option<VarId>],
    ) -> Option<Replacement> {
        let root_str = self.cx().op_name_str(root_name).to_string();
        let mut values: Option<Vec<RhsValue>> = None;
        let mut ended = false;
        let mut ok = true;
        let mut uses_const = false;
        let mut binds = Vec::new();
        for s in &rule.rewrite {
            if ended {
                let span = match s {
                    ast::RhsStmt::Op(st) => st.op.span,
                    ast::RhsStmt::Bind { var, .. } => var.span,
                    ast::RhsStmt::Replace { span, .. } | ast::RhsStmt::Erase { span } => *span,
                };
                self.err(span, RuleErrorKind::AfterReplace);
                return None;
            }
            match s {
                ast::RhsStmt::Bind { var, value } => {
                    let at = self.rhs_ops.len() as u32;
                    let v = self.rhs_value(value, None, RhsCx::Body, &mut uses_const);
                    let id = self.bind_var(var, Kind::Value, VarOrigin::Rewrite);
                    match (v, id) {
                        (Some(value), Some(var)) => binds.push(RhsBind { at, var, value }),
                        _ => ok = false,
                    }
                }
                ast::RhsStmt::Op(st) => {
                    match self.rhs_op(&st.op, &st.results, RhsCx::Stmt, &mut uses_const) {
                        Some(idx) => {
                            let mut vars = Vec::new();
                            for r in &st.results {
                                vars.push(self.bind_var(r, Kind::Value, VarOrigin::Rewrite));
                            }
                            self.rhs_ops[idx as usize].result_vars = vars;
                        }
                        None => {
                            ok = false;
                            // Bind the names anyway, so that later uses do
                            // not add errors of their own.
                            for r in &st.results {
                                if !self.names.contains_key(&Self::key(r)) {
                                    self.new_var(r, Kind::Value, VarOrigin::Rewrite);
                                }
                            }
                        }
                    }
                }
                ast::RhsStmt::Replace {
                    target,
                    values: vs,
                    span,
                } => {
                    ended = true;
                    let is_root = self
                        .names
                        .get(&Self::key(target))
                        .is_some_and(|id| root_vars.contains(&Some(*id)));
                    if !is_root {
                        self.err(
                            target.span,
                            RuleErrorKind::ReplaceTarget {
                                var: target.to_string(),
                                root: root_str.clone(),
                            },
                        );
                        return None;
                    }
                    if vs.len() != root_count {
                        self.err(
                            *span,
                            RuleErrorKind::ReplaceCount {
                                root: root_str.clone(),
                                results: root_count,
                                values: vs.len(),
                            },
                        );
                        return None;
                    }
                    let mut out = Vec::with_capacity(vs.len());
                    for (k, v) in vs.iter().enumerate() {
                        match self.rhs_value(v, None, RhsCx::Replace(k as u32), &mut uses_const) {
                            Some(rv) => out.push(rv),
                            None => ok = false,
                        }
                    }
                    values = Some(out);
                }
                ast::RhsStmt::Erase { span } => {
                    ended = true;
                    if root_count > 0 {
                        self.err(
                            *span,
                            RuleErrorKind::EraseWithResults {
                                root: root_str.clone(),
                                results: root_count,
                            },
                        );
                        return None;
                    }
                }
            }
        }
        if !ok {
            return None;
        }
        if values.is_none() && root_count > 0 {
            self.err(
                rule.rewrite_span,
                RuleErrorKind::MissingReplace {
                    root: root_str,
                    results: root_count,
                },
            );
            return None;
        }
        if uses_const && self.ck.constant_op.is_none() {
            self.err(rule.rewrite_span, RuleErrorKind::NoConstantOp);
            return None;
        }
        Some(Replacement {
            ops: std::mem::take(&mut self.rhs_ops),
            values: values.unwrap_or_default(),
            constant_op: if uses_const {
                self.ck.constant_op
            } else {
                None
            },
            binds,
        })
    }

    /// A value of the rewrite: an operand (`ty` is its written type) or a
    /// `replace` value.
    fn rhs_value(
        &mut self,
        o: &ast::Operand,
        ty: Option<&TypeExpr>,
        ctx: RhsCx,
        uses_const: &mut bool,
    ) -> Option<RhsValue> {
        let ty = ty.or(o.ty.as_ref());
        Some(match &o.kind {
            OperandKind::Wild => {
                self.err(o.span, RuleErrorKind::PatternOnly("`_`"));
                return None;
            }
            OperandKind::Rest(v) => {
                let (id, _) = self.use_var(v)?;
                if !self.lists.contains(&id) {
                    self.err(v.span, RuleErrorKind::ValueAsList { var: v.to_string() });
                    return None;
                }
                if ctx != RhsCx::Nested {
                    self.err(o.span, RuleErrorKind::ListNotValue("a spliced list"));
                    return None;
                }
                RhsValue::Rest(id)
            }
            OperandKind::Repeat(r) => {
                let ast::RepeatOperand { index, range, body } = &**r;
                if ctx != RhsCx::Nested {
                    self.err(o.span, RuleErrorKind::ListNotValue("a `repeat`"));
                    return None;
                }
                let (from, to) = self.range(range)?;
                let index_id = self.bind_var(index, Kind::Int, VarOrigin::Let);
                let body = self.rhs_block(body, RhsCx::Body, uses_const);
                self.names.remove(&Self::key(index));
                RhsValue::Repeat {
                    index: index_id?,
                    from,
                    to,
                    body: Box::new(body?),
                }
            }
            OperandKind::If(i) => {
                let ast::IfOperand { cond, then, els } = &**i;
                let (c, k) = self.expr(cond)?;
                let cond = self.coerce(c, k, Kind::Bool, cond.span())?;
                let inner = if matches!(ctx, RhsCx::Replace(_)) {
                    ctx
                } else {
                    RhsCx::Body
                };
                self.branch_depth += 1;
                let then = self.rhs_block(then, inner, uses_const);
                let els = self.rhs_block(els, inner, uses_const);
                self.branch_depth -= 1;
                RhsValue::If {
                    cond,
                    then: Box::new(then?),
                    els: Box::new(els?),
                }
            }
            OperandKind::Fold(f) => {
                let ast::FoldOperand {
                    index,
                    range,
                    acc,
                    init,
                    step,
                } = &**f;
                let inner = if matches!(ctx, RhsCx::Replace(_)) {
                    ctx
                } else {
                    RhsCx::Body
                };
                let (from, to) = self.range(range)?;
                let init = self.rhs_block(init, inner, uses_const);
                let index_id = self.bind_var(index, Kind::Int, VarOrigin::Let);
                let acc_id = self.bind_var(acc, Kind::Value, VarOrigin::Rewrite);
                let step = self.rhs_block(step, inner, uses_const);
                self.names.remove(&Self::key(index));
                self.names.remove(&Self::key(acc));
                RhsValue::Fold {
                    index: index_id?,
                    from,
                    to,
                    acc: acc_id?,
                    init: Box::new(init?),
                    step: Box::new(step?),
                }
            }
            OperandKind::Value(v) => {
                let (id, k) = self.use_var(v)?;
                if self.lists.contains(&id) {
                    self.err(v.span, RuleErrorKind::ListAsValue { var: v.to_string() });
                    return None;
                }
                if k != Kind::Value {
                    self.err(
                        v.span,
                        RuleErrorKind::KindConflict {
                            var: v.to_string(),
                            bound: k,
                            found: Kind::Value,
                        },
                    );
                    return None;
                }
                if self.root_results.contains(&id) {
                    let kind = if matches!(ctx, RhsCx::Replace(_)) {
                        RuleErrorKind::SelfReplace(v.to_string())
                    } else {
                        RuleErrorKind::RootResultUsed(v.to_string())
                    };
                    self.err(v.span, kind);
                    return None;
                }
                RhsValue::Var(id)
            }
            OperandKind::Op(nested) => {
                let c = if matches!(ctx, RhsCx::Replace(_)) {
                    ctx
                } else {
                    RhsCx::Nested
                };
                let j = self.rhs_op(nested, &[], c, uses_const)?;
                RhsValue::New { op: j, result: 0 }
            }
            OperandKind::Expr(e) => {
                // `(5 : i32)` gives the constant's type in place.
                let (e, inner_ty) = match e {
                    Expr::Typed(inner, t) if ty.is_none() && is_literal(inner) => {
                        (&**inner, Some(t))
                    }
                    _ => (e, None),
                };
                let ty = ty.or(inner_ty);
                *uses_const = true;
                let (value, kind) = match (e, ty) {
                    // A literal with its type: read it now (or when the type is known).
                    (Expr::Int(..) | Expr::Float(..) | Expr::Special(..), Some(t)) => {
                        let typed = Expr::Typed(Box::new(e.clone()), t.clone());
                        self.expr(&typed)?
                    }
                    _ => self.expr(e)?,
                };
                self.no_value(e, kind)?;
                if kind == Kind::Type {
                    self.err(
                        e.span(),
                        RuleErrorKind::ExprKind {
                            expected: Kind::Attr,
                            found: Kind::Type,
                        },
                    );
                    return None;
                }
                let cty = match ty {
                    Some(t) => ConstType::Explicit(self.type_pat(t, Mode::Use)?),
                    None if kind == Kind::Attr => ConstType::OfAttr,
                    None => match ctx {
                        RhsCx::Replace(k) => ConstType::OfRoot(k),
                        RhsCx::Body => {
                            self.err(
                                e.span(),
                                RuleErrorKind::CannotInfer {
                                    what: "the type of this constant".into(),
                                    hint: "write `: T` after it",
                                },
                            );
                            return None;
                        }
                        // Filled in by `rhs_op`, which knows the siblings.
                        _ => ConstType::OfResult,
                    },
                };
                RhsValue::Const { value, ty: cty }
            }
        })
    }

    /// A value in a scope of its own: its nested ops go to the block, not
    /// to the rewrite.
    fn rhs_block(
        &mut self,
        o: &ast::Operand,
        ctx: RhsCx,
        uses_const: &mut bool,
    ) -> Option<RhsBlock> {
        let outer = std::mem::take(&mut self.rhs_ops);
        let value = self.rhs_value(o, None, ctx, uses_const);
        let ops = std::mem::replace(&mut self.rhs_ops, outer);
        Some(RhsBlock { ops, value: value? })
    }

    /// The bounds of `FROM .. TO`, as integers; constant bounds are
    /// checked now.
    fn range(&mut self, r: &ast::Range) -> Option<(CExpr, CExpr)> {
        let (f, fk) = self.expr(&r.from)?;
        let from = self.coerce(f, fk, Kind::Int, r.from.span())?;
        let (t, tk) = self.expr(&r.to)?;
        let to = self.coerce(t, tk, Kind::Int, r.to.span())?;
        if let (CExpr::Int(a), CExpr::Int(b)) = (&from, &to) {
            if a > b || b - a > MAX_RANGE {
                self.err(
                    r.from.span(),
                    RuleErrorKind::BadRange {
                        from: *a,
                        to: *b,
                        max: MAX_RANGE,
                    },
                );
                return None;
            }
        }
        Some((from, to))
    }

    /// With `repeat`s of constant ranges only, the operand count is known
    /// now: check it against the op.
    fn check_lane_count(
        &mut self,
        op: &ast::OpExpr,
        def: &OpDef,
        operands: &[RhsValue],
    ) -> Option<()> {
        let mut count = 0usize;
        for v in operands {
            count += match v {
                RhsValue::Repeat {
                    from: CExpr::Int(a),
                    to: CExpr::Int(b),
                    ..
                } => usize::try_from(b - a).unwrap_or(0),
                RhsValue::Repeat { .. } | RhsValue::Rest(_) => return Some(()),
                _ => 1,
            };
        }
        if !def.operands.allows(count) {
            self.err(
                op.span,
                RuleErrorKind::LaneCount {
                    op: op.name.clone(),
                    expected: def.operands,
                    found: count,
                },
            );
            return None;
        }
        Some(())
    }

    /// Checks the types the rewrite writes for an op it builds with the
    /// op's signature hook: once with the types as written, and once for
    /// each member of the `where` lists of the type variables among them,
    /// so that `dxil.fma(...) -> $T` with `where $T in [float, double]`
    /// is refused for `float` (`fma` has only a `double` overload).
    fn check_signature(
        &mut self,
        op: &ast::OpExpr,
        def: &OpDef,
        operands: &[Option<TypePat>],
        results: &RhsResultTypes,
    ) -> Option<()> {
        let Some(hook) = def.signature else {
            return Some(());
        };
        let results: Vec<Option<TypePat>> = match results {
            RhsResultTypes::Explicit(ts) => ts.iter().cloned().map(Some).collect(),
            RhsResultTypes::OfOperand { count, .. } => vec![None; *count as usize],
            RhsResultTypes::OfRoot(_) => vec![None],
        };
        let mut vars: Vec<VarId> = Vec::new();
        if self.branch_depth == 0 {
            for p in operands.iter().chain(&results).flatten() {
                type_vars(p, &mut vars);
            }
            vars.retain(|v| self.type_sets.contains_key(v));
        }
        // Every combination of members, up to a bound on the work.
        let sets: Vec<&[Type]> = vars.iter().map(|v| self.type_sets[v].as_slice()).collect();
        let combinations = sets.iter().map(|s| s.len()).product::<usize>();
        let (vars, combinations) = if combinations <= MAX_SIGNATURE_CHECKS {
            (vars, combinations)
        } else {
            (Vec::new(), 1)
        };
        for n in 0..combinations {
            let mut rest = n;
            let chosen: Vec<(VarId, Type)> = vars
                .iter()
                .map(|&v| {
                    let set = &self.type_sets[&v];
                    let t = set[rest % set.len()];
                    rest /= set.len();
                    (v, t)
                })
                .collect();
            let known = |p: &Option<TypePat>| match p {
                Some(p) => match bind_types(self.cx(), p, &chosen) {
                    TypePat::Exact(t) => Some(t),
                    _ => None,
                },
                None => None,
            };
            let operand_types: Vec<Option<Type>> = operands.iter().map(known).collect();
            let result_types: Vec<Option<Type>> = results.iter().map(known).collect();
            if let Err(e) = hook(self.cx(), def, &operand_types, &result_types) {
                let binding = (!chosen.is_empty()).then(|| {
                    let each: Vec<String> = chosen
                        .iter()
                        .map(|&(v, t)| {
                            format!(
                                "{} = {}",
                                self.vars[v.0 as usize].name,
                                type_to_string(self.cx(), t)
                            )
                        })
                        .collect();
                    each.join(", ")
                });
                self.err(
                    op.span,
                    RuleErrorKind::Signature {
                        message: e.message,
                        binding,
                    },
                );
                return None;
            }
        }
        Some(())
    }

    fn rhs_op(
        &mut self,
        op: &ast::OpExpr,
        names: &[Var],
        ctx: RhsCx,
        uses_const: &mut bool,
    ) -> Option<u32> {
        let def = self.lookup_op(op)?;
        let converted = Self::constant_form(op, def, Mode::Use);
        let op = converted.as_ref().unwrap_or(op);
        let n = op.operands.len();
        let has_lists = op
            .operands
            .iter()
            .any(|o| matches!(o.kind, OperandKind::Repeat(_) | OperandKind::Rest(_)));
        if !has_lists && !def.operands.allows(n) {
            self.err(
                op.span,
                RuleErrorKind::OperandCount {
                    op: op.name.clone(),
                    expected: def.operands,
                    found: n,
                },
            );
            return None;
        }
        let (op_tys, res) = self.split_sig(op)?;
        let count = self
            .result_count(op, def, names.len(), &res, Some(ctx))?
            .unwrap_or(0) as usize;
        if ctx != RhsCx::Stmt && count != 1 {
            self.err(
                op.span,
                RuleErrorKind::ValueOp {
                    op: op.name.clone(),
                    results: count,
                },
            );
            return None;
        }
        let mut operands = Vec::with_capacity(n);
        let mut operand_types = Vec::with_capacity(n);
        for (i, o) in op.operands.iter().enumerate() {
            let v = self.rhs_value(o, op_tys[i], RhsCx::Nested, uses_const)?;
            let t = match (&v, op_tys[i]) {
                (RhsValue::Const { .. }, _) | (_, None) => None,
                (_, Some(t)) => {
                    let tp = self.type_pat(t, Mode::Use)?;
                    self.check_constraint(def, false, i, &tp, t.span());
                    Some(tp)
                }
            };
            operands.push(v);
            operand_types.push(t);
        }
        if has_lists {
            self.check_lane_count(op, def, &operands)?;
        }
        let first_value = operands.iter().position(|v| {
            !matches!(
                v,
                RhsValue::Const { .. } | RhsValue::Repeat { .. } | RhsValue::Rest(_)
            )
        });
        let same = def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE);
        let results = match res {
            ResSpec::Same(t) => {
                let tp = self.type_pat(t, Mode::Use)?;
                if count > 0 {
                    self.check_constraint(def, true, 0, &tp, t.span());
                }
                RhsResultTypes::Explicit(vec![tp; count])
            }
            ResSpec::Each(ts) => {
                let mut out = Vec::with_capacity(ts.len());
                for (i, t) in ts.iter().enumerate() {
                    let tp = self.type_pat(t, Mode::Use)?;
                    self.check_constraint(def, true, i, &tp, t.span());
                    out.push(tp);
                }
                RhsResultTypes::Explicit(out)
            }
            ResSpec::None if count == 0 => RhsResultTypes::Explicit(Vec::new()),
            ResSpec::None => match (same, first_value, ctx) {
                (true, Some(i), _) => RhsResultTypes::OfOperand {
                    operand: i as u32,
                    count: count as u32,
                },
                (_, _, RhsCx::Replace(k)) => RhsResultTypes::OfRoot(k),
                _ => {
                    self.err(
                        op.span,
                        RuleErrorKind::CannotInfer {
                            what: format!("the result type of `{}`", op.name),
                            hint: "write `-> T` after it (or `: T` for ops of one type)",
                        },
                    );
                    return None;
                }
            },
        };
        // Constants with no type of their own take one from their op.
        for (i, v) in operands.iter_mut().enumerate() {
            if let RhsValue::Const {
                ty: ty @ ConstType::OfResult,
                ..
            } = v
            {
                let has_results = matches!(&results, RhsResultTypes::Explicit(ts) if !ts.is_empty())
                    || !matches!(results, RhsResultTypes::Explicit(_));
                match (same, first_value) {
                    (true, Some(j)) => *ty = ConstType::OfOperand(j as u32),
                    (true, None) if has_results => *ty = ConstType::OfResult,
                    _ => {
                        self.err(
                            op.operands[i].span,
                            RuleErrorKind::CannotInfer {
                                what: "the type of this constant".into(),
                                hint: "write `: T` after it, or give the op's types",
                            },
                        );
                        return None;
                    }
                }
            }
        }
        if !has_lists {
            self.check_signature(op, def, &operand_types, &results)?;
        }
        for spec in def.attrs.iter().filter(|s| s.required) {
            if !op.attrs.iter().any(|a| a.key == spec.name) {
                self.err(
                    op.span,
                    RuleErrorKind::MissingAttr {
                        op: op.name.clone(),
                        key: spec.name,
                        expected: attr_kind_words(spec.kind),
                    },
                );
                return None;
            }
        }
        let mut attrs = Vec::new();
        for a in &op.attrs {
            let key = self.cx().ident(&a.key);
            let spec = def.attrs.iter().find(|s| s.name == a.key).map(|s| s.kind);
            let e = match &a.value {
                None => CExpr::Attr(self.cx().unit_attr()),
                Some(v) => {
                    self.check_attr_literal(v, spec, &op.name, &a.key)?;
                    let (e, k) = self.expr(v)?;
                    self.no_value(v, k)?;
                    self.coerce(e, k, Kind::Attr, v.span())?
                }
            };
            attrs.push((key, e));
        }
        self.rhs_ops.push(RhsOp {
            name: self.cx().op_name(def.name),
            operands,
            operand_types,
            attrs,
            results,
            result_vars: Vec::new(),
        });
        Some((self.rhs_ops.len() - 1) as u32)
    }
}

fn is_literal(e: &Expr) -> bool {
    matches!(e, Expr::Int(..) | Expr::Float(..) | Expr::Special(..))
}

fn special_attr(cx: &Context, k: ast::Special, t: Type) -> dxir_ir::Attr {
    cx.intern_attr(match k {
        ast::Special::Undef => dxir_ir::AttrData::Undef(t),
        ast::Special::Poison => dxir_ir::AttrData::Poison(t),
        ast::Special::Zero => dxir_ir::AttrData::Zero(t),
    })
}

fn attr_kind_words(k: AttrKind) -> &'static str {
    match k {
        AttrKind::Any => "any attribute",
        AttrKind::Unit => "`unit`",
        AttrKind::Bool => "`true` or `false`",
        AttrKind::Int => "an integer",
        AttrKind::Float => "a float",
        AttrKind::Str => "a string",
        AttrKind::Type => "a type",
        AttrKind::Symbol => "a symbol (`@name`)",
        AttrKind::Array => "an array",
        AttrKind::Dict => "a dictionary",
        AttrKind::Constant => "a typed constant",
    }
}

/// The most combinations of `where` list members the signature check of
/// one built op tries (each is one call of the op's hook).
const MAX_SIGNATURE_CHECKS: usize = 256;

/// The members each type variable is limited to by `clauses`: a `where`
/// conjunct `$T in [A, B]` or `$T == A` with written types. Several
/// conjuncts on one variable intersect.
fn type_sets(clauses: &[Clause]) -> FxHashMap<VarId, Vec<Type>> {
    fn conjuncts(e: &CExpr, out: &mut FxHashMap<VarId, Vec<Type>>) {
        let exact = |e: &CExpr| match e {
            CExpr::Type(TypePat::Exact(t)) => Some(*t),
            _ => None,
        };
        let found = match e {
            CExpr::Binary(ast::BinOp::And, a, b) => {
                conjuncts(a, out);
                conjuncts(b, out);
                return;
            }
            CExpr::In(v, items) => match **v {
                CExpr::Var(v) => items
                    .iter()
                    .map(exact)
                    .collect::<Option<Vec<Type>>>()
                    .map(|ts| (v, ts)),
                _ => None,
            },
            CExpr::Binary(ast::BinOp::Eq, a, b) => match (&**a, exact(b)) {
                (CExpr::Var(v), Some(t)) => Some((*v, vec![t])),
                _ => None,
            },
            _ => None,
        };
        if let Some((v, ts)) = found {
            match out.get_mut(&v) {
                Some(old) => old.retain(|t| ts.contains(t)),
                None => {
                    out.insert(v, ts);
                }
            }
        }
    }
    let mut out = FxHashMap::default();
    for c in clauses {
        if let ClauseKind::Where(e) = &c.kind {
            conjuncts(e, &mut out);
        }
    }
    out.retain(|_, ts| !ts.is_empty());
    out
}

/// The type variables in `p`, each once, in order.
fn type_vars(p: &TypePat, out: &mut Vec<VarId>) {
    let mut add = |v: VarId| {
        if !out.contains(&v) {
            out.push(v);
        }
    };
    match p {
        TypePat::Var(v) => add(*v),
        TypePat::Vector(_, e) | TypePat::Array(_, e) => type_vars(e, out),
        TypePat::Struct(fs, _) => fs.iter().for_each(|f| type_vars(f, out)),
        TypePat::Function(r, ps, _) => {
            type_vars(r, out);
            ps.iter().for_each(|f| type_vars(f, out));
        }
        TypePat::Target(_, ps) => {
            for p in ps {
                if let TargetParamPat::Type(t) = p {
                    type_vars(t, out);
                }
            }
        }
        TypePat::Any | TypePat::Exact(_) | TypePat::Ptr(_) => {}
    }
}

/// `p` with the variables of `chosen` replaced by their types, folded to
/// [`TypePat::Exact`] where no hole is left.
fn bind_types(cx: &Context, p: &TypePat, chosen: &[(VarId, Type)]) -> TypePat {
    let bind = |p: &TypePat| bind_types(cx, p, chosen);
    let bound = match p {
        TypePat::Var(v) => match chosen.iter().find(|c| c.0 == *v) {
            Some(&(_, t)) => TypePat::Exact(t),
            None => p.clone(),
        },
        TypePat::Vector(n, e) => TypePat::Vector(n.clone(), Box::new(bind(e))),
        TypePat::Array(n, e) => TypePat::Array(n.clone(), Box::new(bind(e))),
        TypePat::Struct(fs, packed) => TypePat::Struct(fs.iter().map(bind).collect(), *packed),
        TypePat::Function(r, ps, va) => {
            TypePat::Function(Box::new(bind(r)), ps.iter().map(bind).collect(), *va)
        }
        TypePat::Target(name, ps) => TypePat::Target(
            name.clone(),
            ps.iter()
                .map(|p| match p {
                    TargetParamPat::Type(t) => TargetParamPat::Type(bind(t)),
                    p => p.clone(),
                })
                .collect(),
        ),
        TypePat::Any | TypePat::Exact(_) | TypePat::Ptr(_) => p.clone(),
    };
    fold_exact(cx, bound)
}

/// Replaces a pattern without holes by the interned type.
fn fold_exact(cx: &Context, p: TypePat) -> TypePat {
    let exact = |p: &TypePat| match p {
        TypePat::Exact(t) => Some(*t),
        _ => None,
    };
    let int = |n: &IntPat| match n {
        IntPat::Exact(k) => Some(*k),
        _ => None,
    };
    let t = match &p {
        TypePat::Ptr(n) => int(n)
            .and_then(|n| u32::try_from(n).ok())
            .map(|n| cx.ptr_type(n)),
        TypePat::Vector(n, e) => match (int(n).and_then(|n| u32::try_from(n).ok()), exact(e)) {
            (Some(n), Some(e)) if n > 0 => Some(cx.vector_type(e, n)),
            _ => None,
        },
        TypePat::Array(n, e) => match (int(n), exact(e)) {
            (Some(n), Some(e)) => Some(cx.array_type(e, n)),
            _ => None,
        },
        TypePat::Struct(fs, packed) => fs
            .iter()
            .map(exact)
            .collect::<Option<Vec<_>>>()
            .map(|fs| cx.struct_type(fs, *packed)),
        TypePat::Target(name, ps) => {
            let mut types = Vec::new();
            let mut ints = Vec::new();
            let mut ok = true;
            for p in ps {
                match p {
                    TargetParamPat::Type(t) => match exact(t) {
                        Some(t) => types.push(t),
                        None => ok = false,
                    },
                    TargetParamPat::Int(n) => match int(n).and_then(|n| u32::try_from(n).ok()) {
                        Some(n) => ints.push(n),
                        None => ok = false,
                    },
                    TargetParamPat::Any => ok = false,
                }
            }
            ok.then(|| cx.target_ext_type(name, types, ints))
        }
        TypePat::Function(r, ps, va) => {
            match (exact(r), ps.iter().map(exact).collect::<Option<Vec<_>>>()) {
                (Some(r), Some(ps)) => Some(cx.function_type(r, ps, *va)),
                _ => None,
            }
        }
        _ => None,
    };
    t.map_or(p, TypePat::Exact)
}

/// Whether some type matching `p` satisfies `c`.
fn may_satisfy(cx: &Context, c: TypeConstraint, p: &TypePat) -> bool {
    let may_be = |e: &TypePat, int: bool| match e {
        TypePat::Any | TypePat::Var(_) => true,
        TypePat::Exact(t) => {
            if int {
                matches!(cx.type_data(*t), dxir_ir::TypeData::Int(_))
            } else {
                cx.is_float(*t) && !matches!(cx.type_data(*t), dxir_ir::TypeData::Vector { .. })
            }
        }
        _ => false,
    };
    match p {
        TypePat::Any | TypePat::Var(_) => true,
        TypePat::Exact(t) => c.allows(cx, *t),
        TypePat::Ptr(_) => matches!(c, TypeConstraint::Any | TypeConstraint::Ptr),
        TypePat::Vector(_, e) => match c {
            TypeConstraint::Any | TypeConstraint::Vector => true,
            TypeConstraint::IntLike => may_be(e, true),
            TypeConstraint::FloatLike => may_be(e, false),
            TypeConstraint::Numeric => may_be(e, true) || may_be(e, false),
            _ => false,
        },
        TypePat::Array(..) | TypePat::Struct(..) => {
            matches!(c, TypeConstraint::Any | TypeConstraint::Aggregate)
        }
        TypePat::Target(name, _) => match c {
            TypeConstraint::Any => true,
            TypeConstraint::TargetExt(p) => name.starts_with(p),
            _ => false,
        },
        TypePat::Function(..) => false,
    }
}

/// Whether the replacement builds an op that the rule's own pattern
/// matches again (ignoring guards and non-linear variables): an obvious
/// endless loop.
fn replacement_matches_pattern(p: &PatternGraph, r: &Replacement) -> bool {
    fn op_matches(p: &PatternGraph, r: &Replacement, pi: usize, ri: usize, depth: u32) -> bool {
        let (po, ro) = (&p.ops[pi], &r.ops[ri]);
        if depth > 64 || po.name != ro.name || po.operands.len() != ro.operands.len() {
            return false;
        }
        let operands = po
            .operands
            .iter()
            .zip(&ro.operands)
            .all(|(a, b)| match (&a.kind, b) {
                (PatOperandKind::Any | PatOperandKind::Bind(_), _) => true,
                (PatOperandKind::Op { op, .. }, RhsValue::New { op: rj, .. }) => {
                    op_matches(p, r, *op as usize, *rj as usize, depth + 1)
                }
                (PatOperandKind::Op { op, .. }, RhsValue::Var(v)) => {
                    p.ops[*op as usize].result_vars.contains(&Some(*v))
                }
                (
                    PatOperandKind::Const(ConstPat::Any | ConstPat::Bind(_)),
                    RhsValue::Const { .. },
                ) => true,
                (
                    PatOperandKind::Const(ConstPat::Int(n)),
                    RhsValue::Const {
                        value: CExpr::Int(m),
                        ..
                    },
                ) => n == m,
                _ => false,
            });
        let attrs = po.attrs.iter().all(|(k, a)| {
            let Some((_, e)) = ro.attrs.iter().find(|(rk, _)| rk == k) else {
                return false;
            };
            match (a, e) {
                (AttrPat::Eq(x), CExpr::Attr(y)) => x == y,
                (AttrPat::Eq(_), _) => false,
                _ => true,
            }
        });
        operands && attrs
    }
    if r.values.is_empty() {
        (0..r.ops.len()).any(|ri| op_matches(p, r, 0, ri, 0))
    } else {
        r.values.iter().any(|v| match v {
            RhsValue::New { op, .. } => op_matches(p, r, 0, *op as usize, 0),
            _ => false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_are_close_names() {
        let names = ["llvm.mul", "llvm.add", "llvm.fmul"];
        assert_eq!(
            suggest("llvm.mull", names.iter().copied()).as_deref(),
            Some("llvm.mul")
        );
        assert_eq!(suggest("zzz", names.iter().copied()), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
