//! Rule sets: loading rule files and merging sets.

use crate::builtins::{BVal, BuiltinFn, Builtins};
use crate::check::Checker;
use crate::compiled::{AttrPat, CExpr, ClauseKind, CompiledRule, ShapePool};
use crate::error::{RuleError, RuleErrorKind, RuleErrors, RuleWarning, RuleWarningKind};
use crate::syntax::ast::BinOp;
use crate::syntax::parser::parse_file;
use dxir_ir::{Attr, Body, Context, Ident, Op, OpName, OpNameMap};
use rustc_hash::FxHashMap;

/// Checked rules, indexed by root op for the drivers.
///
/// Op names are interned in the [`Context`] the rules were loaded with, so
/// a rule set only works with IR of that context.
#[derive(Clone, Debug, Default)]
pub struct RuleSet {
    rules: Vec<CompiledRule>,
    /// Rule indices per root op, highest benefit first, then file order.
    by_root: OpNameMap<Vec<u32>>,
    /// Per root op with many rules, the rules split by the value one root
    /// attribute must have (see [`AttrIndex`]).
    by_root_attr: OpNameMap<AttrIndex>,
    warnings: Vec<RuleWarning>,
    /// The text of every op name the rules mention (for warnings).
    op_texts: FxHashMap<OpName, String>,
    /// What the greedy driver's runs with these rules learnt about their
    /// clauses and plans, for the next runs.
    shapes: ShapePool,
    /// The deepest pattern's [`depth`](crate::PatternGraph::depth).
    pattern_depth: usize,
    /// The names of the pattern ops below the roots: the only ops a match
    /// reads through to the ops defining their operands.
    inner_names: OpNameMap<()>,
}

/// Loads and checks rule files. `files` are `(name, source)` pairs; the
/// name is used in diagnostics. Rules are numbered in file order, which
/// breaks ties between rules of equal benefit.
///
/// # Errors
/// [`RuleErrors`] with every error found: syntax errors (the first of each
/// file), unknown ops and builtins, arity and kind mistakes, unbound
/// variables, duplicate rule names, malformed rewrites. Bad input never
/// panics.
///
/// # Example
/// ```
/// use dxir_rewrites::{load_rules, Builtins};
/// let cx = dxir_ir::Context::new(); // no dialects: every op is unknown
/// let err = load_rules(&cx, &[("a.rules", "rule r { match %r = x.y(%a) -> i32\n rewrite { replace %r with %a } }")],
///                      &Builtins::standard()).unwrap_err();
/// assert!(err.to_string().starts_with("a.rules:1:21: error: unknown op `x.y`"));
/// ```
pub fn load_rules(
    cx: &Context,
    files: &[(&str, &str)],
    builtins: &Builtins,
) -> Result<RuleSet, RuleErrors> {
    let mut ck = Checker::new(cx, builtins, files);
    let mut rules: Vec<CompiledRule> = Vec::new();
    let mut seen: FxHashMap<String, crate::error::SourcePos> = FxHashMap::default();
    for (fi, (_, src)) in files.iter().enumerate() {
        let file = match parse_file(src, fi as u32) {
            Ok(f) => f,
            Err((span, kind)) => {
                ck.error(span, kind);
                continue;
            }
        };
        for r in &file.rules {
            if let Some(first) = seen.get(&r.name) {
                let note = format!("first defined at {first}");
                ck.error(r.span, RuleErrorKind::DuplicateRule(r.name.clone()));
                if let Some(e) = ck.errors.last_mut() {
                    e.note = Some(note);
                }
                continue;
            }
            seen.insert(r.name.clone(), ck.pos(r.span));
            match crate::family::expand(cx, r) {
                // A family's members are checked until one fails: the
                // others would mostly repeat its errors.
                Ok(members) => {
                    for m in &members {
                        match ck.rule(m, rules.len() as u32) {
                            Some(c) => rules.push(c),
                            None => break,
                        }
                    }
                }
                Err((span, kind)) => ck.error(span, kind),
            }
        }
    }
    let mut op_texts = FxHashMap::default();
    for r in &rules {
        for n in std::iter::once(r.root).chain(r.created_ops()) {
            op_texts
                .entry(n)
                .or_insert_with(|| cx.op_name_str(n).to_string());
        }
    }
    let set = RuleSet::from_rules(rules, op_texts);
    if ck.errors.is_empty() {
        return Ok(set);
    }
    let file_index = |name: &str| files.iter().position(|f| f.0 == name).unwrap_or(usize::MAX);
    let mut errors = ck.errors;
    errors.sort_by_key(|e| (file_index(&e.pos.file), e.pos.line, e.pos.col));
    Err(RuleErrors {
        errors,
        warnings: set.warnings,
    })
}

/// The header of a rule file: `pass NAME`, the rule-based pass its rules
/// belong to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FilePass {
    /// The pass named.
    pub name: String,
    /// Where the name is written.
    pub pos: crate::error::SourcePos,
}

/// Reads the header of the rule file `name` with text `src`: `Some` when
/// its first item is `pass NAME`, `None` when it has no header (callers
/// give such files to `lower-dxil`, for compatibility). Only the header is
/// parsed; [`load_rules`] checks the rest.
///
/// # Errors
/// [`RuleErrors`] with the lexer's first error, or a `pass` without a name.
///
/// # Example
/// ```
/// let h = dxir_rewrites::rule_file_pass("a.rules", "pass lower-dxil\nrule r { }").unwrap();
/// assert_eq!(h.unwrap().name, "lower-dxil");
/// assert!(dxir_rewrites::rule_file_pass("b.rules", "rule r { }").unwrap().is_none());
/// ```
pub fn rule_file_pass(name: &str, src: &str) -> Result<Option<FilePass>, RuleErrors> {
    let pos = |span: crate::syntax::ast::Span| {
        crate::error::SourcePos::new(name, src, span.line, span.col)
    };
    match crate::syntax::parser::parse_header(src, 0) {
        Ok(h) => Ok(h.map(|h| FilePass {
            name: h.name,
            pos: pos(h.span),
        })),
        Err((span, kind)) => Err(RuleErrors {
            errors: vec![RuleError {
                pos: pos(span),
                kind,
                note: None,
            }],
            warnings: Vec::new(),
        }),
    }
}

/// The error for a header naming `name` (at `pos`) when the rule-based
/// passes are `known`: `unknown rule-based pass`, with the closest name.
pub fn unknown_pass_error(pos: crate::error::SourcePos, name: &str, known: &[&str]) -> RuleError {
    RuleError {
        pos,
        kind: RuleErrorKind::UnknownPass {
            name: name.to_string(),
            suggestion: dxir_ir::closest_name(name, known.iter().copied()).map(str::to_string),
            known: known.iter().map(|s| s.to_string()).collect(),
        },
        note: None,
    }
}

impl RuleSet {
    /// Same as [`load_rules`].
    ///
    /// # Errors
    /// As for [`load_rules`].
    pub fn load(
        cx: &Context,
        files: &[(&str, &str)],
        builtins: &Builtins,
    ) -> Result<Self, RuleErrors> {
        load_rules(cx, files, builtins)
    }

    fn from_rules(rules: Vec<CompiledRule>, op_texts: FxHashMap<OpName, String>) -> Self {
        let mut by_root: FxHashMap<OpName, Vec<u32>> = FxHashMap::default();
        for (i, r) in rules.iter().enumerate() {
            by_root.entry(r.root).or_default().push(i as u32);
        }
        for list in by_root.values_mut() {
            list.sort_by_key(|&i| {
                let r = &rules[i as usize];
                (std::cmp::Reverse(r.benefit), r.order)
            });
        }
        let by_root_attr = by_root
            .iter()
            .filter_map(|(&name, list)| Some((name, AttrIndex::new(&rules, list)?)))
            .collect();
        let by_root = by_root.into_iter().collect();
        let warnings = warnings(&rules, &op_texts);
        let pattern_depth = rules.iter().map(|r| r.pattern.depth()).max().unwrap_or(0);
        let inner_names = rules
            .iter()
            .flat_map(|r| r.pattern.ops.iter().skip(1).map(|p| (p.name, ())))
            .collect();
        RuleSet {
            rules,
            by_root,
            by_root_attr,
            warnings,
            op_texts,
            shapes: ShapePool::default(),
            pattern_depth,
            inner_names,
        }
    }

    /// Whether some rule's pattern reads through an op named `op` below
    /// its root: only then can a change to such an op's operands make a
    /// rule match at one of its users.
    pub fn is_inner_name(&self, op: OpName) -> bool {
        self.inner_names.contains(op)
    }

    /// The most levels of ops any rule's match reads (see
    /// [`PatternGraph::depth`](crate::PatternGraph::depth)): a change to
    /// an op's operands can make a rule match at most this many levels
    /// of users above it, counting the op itself.
    pub fn pattern_depth(&self) -> usize {
        self.pattern_depth
    }

    /// Every rule, in order.
    pub fn rules(&self) -> &[CompiledRule] {
        &self.rules
    }

    /// The rule named `name`.
    pub fn get(&self, name: &str) -> Option<&CompiledRule> {
        self.rules.iter().find(|r| r.name == name)
    }

    /// The rules whose root is `op`, in the order a driver tries them:
    /// highest benefit first, then file order.
    pub fn rules_for(&self, op: OpName) -> impl Iterator<Item = &CompiledRule> + '_ {
        self.by_root
            .get(op)
            .map(|l| l.as_slice())
            .unwrap_or(&[])
            .iter()
            .map(|&i| &self.rules[i as usize])
    }

    /// The rules that may match `op` of `body`, in the order of
    /// [`rules_for`](Self::rules_for): those rooted at its name, less the
    /// ones whose root requires another value of the attribute that tells
    /// most of them apart (the `callee` of the intrinsic rules rooted at
    /// `llvm.call`), and less the ones whose guard compares what a builtin
    /// makes of that attribute with another constant (`where
    /// intrinsic_base(#c) == "llvm.exp"`): none of them could match it.
    pub fn rules_for_op<'s>(
        &'s self,
        cx: &Context,
        body: &Body,
        op: Op,
    ) -> impl Iterator<Item = &'s CompiledRule> + 's {
        let name = body.op_name(op);
        let none: &[u32] = &[];
        let (first, second, third) = match self.by_root_attr.get(name) {
            Some(index) => {
                let value = body.attrs(op).get(index.key);
                let keyed = value
                    .and_then(|a| index.by_value.get(&a))
                    .map_or(none, |l| l.as_slice());
                let derived = value
                    .and_then(|a| index.derived.as_ref()?.lookup(cx, a))
                    .unwrap_or(none);
                (keyed, index.rest.as_slice(), derived)
            }
            None => (
                self.by_root.get(name).map_or(none, |l| l.as_slice()),
                none,
                none,
            ),
        };
        MergeByRank {
            rules: &self.rules,
            lists: [first, second, third],
        }
    }

    /// The shape caches the greedy driver's runs with this set share.
    pub(crate) fn shapes(&self) -> &ShapePool {
        &self.shapes
    }

    /// Whether any rule is rooted at `op`.
    pub fn has_rules_for(&self, op: OpName) -> bool {
        self.by_root.contains(op)
    }

    /// Load-time warnings: rules whose replacement matches their own
    /// pattern, and rules that rewrite each other's results in a cycle.
    pub fn warnings(&self) -> &[RuleWarning] {
        &self.warnings
    }

    /// Number of rules.
    pub fn len(&self) -> usize {
        self.rules.len()
    }

    /// Whether there are no rules.
    pub fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// Adds the rules of `other` (loaded with the same [`Context`]) after
    /// this set's rules, e.g. a user's rule file after the built-in rules.
    /// They come later in file order, so a user rule wins over a built-in
    /// one matching the same op only with a higher benefit.
    ///
    /// # Errors
    /// [`RuleErrors`] naming every rule of `other` whose name is taken; the
    /// set is then unchanged.
    pub fn merge(&mut self, other: RuleSet) -> Result<(), RuleErrors> {
        let mut errors = Vec::new();
        for r in &other.rules {
            if let Some(first) = self.get(&r.name) {
                errors.push(RuleError {
                    pos: r.pos.clone(),
                    kind: RuleErrorKind::DuplicateRule(r.name.clone()),
                    note: Some(format!("first defined at {}", first.pos)),
                });
            }
        }
        if !errors.is_empty() {
            return Err(RuleErrors {
                errors,
                warnings: Vec::new(),
            });
        }
        let mut rules = std::mem::take(&mut self.rules);
        let base = rules.len() as u32;
        rules.extend(other.rules.into_iter().enumerate().map(|(i, mut r)| {
            r.order = base + i as u32;
            r
        }));
        let mut op_texts = std::mem::take(&mut self.op_texts);
        op_texts.extend(other.op_texts);
        *self = RuleSet::from_rules(rules, op_texts);
        Ok(())
    }
}

/// The rules of one root op split by the value their root requires of one
/// attribute (`AttrPat::Eq`): most intrinsic rules share the root
/// `llvm.call` and differ only in `callee`, so a driver that looks up an
/// op's `callee` tries a handful of rules instead of all of them. Rules
/// that bind the attribute and compare what one builtin makes of it with
/// a constant (see [`Derived`]) are split by that constant.
#[derive(Clone, Debug)]
struct AttrIndex {
    /// The attribute.
    key: Ident,
    /// Rules requiring each value, in driver order.
    by_value: FxHashMap<Attr, Vec<u32>>,
    /// Rules split by what a builtin makes of the attribute.
    derived: Option<Derived>,
    /// Rules that do not require a value of `key`, in driver order.
    rest: Vec<u32>,
}

/// Rules whose guard is `where f(#a) == CONSTANT`, `#a` the attribute of
/// their [`AttrIndex`] and `f` one builtin: `expand-intrinsics` writes one
/// rule for every overload of an intrinsic as `{callee = #c}` with `where
/// intrinsic_base(#c) == "llvm.exp"`, which no exact `callee` can index.
/// The builtin is evaluated once for the op's attribute, and only the rules
/// whose constant it gives are tried: for the others the guard is false
/// (or the builtin refuses the attribute, which fails the guard too).
#[derive(Clone)]
struct Derived {
    /// The builtin's name (the rules of one index share one builtin).
    name: std::sync::Arc<str>,
    f: BuiltinFn,
    /// Rules by the constant their guard wants, in driver order.
    by_value: FxHashMap<Attr, Vec<u32>>,
}

impl std::fmt::Debug for Derived {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Derived")
            .field("name", &self.name)
            .field("by_value", &self.by_value)
            .finish()
    }
}

impl Derived {
    /// The rules whose guard holds for an op whose attribute is `a`.
    fn lookup(&self, cx: &Context, a: Attr) -> Option<&[u32]> {
        match (self.f)(cx, &[BVal::Attr(a)]) {
            Ok(BVal::Attr(v)) => self.by_value.get(&v).map(|l| l.as_slice()),
            _ => None,
        }
    }
}

/// Below this many rules on one root, trying them all is as cheap.
const MIN_INDEXED_RULES: usize = 8;

/// The builtin and constant of `rule`'s guard `where f(#a) == CONSTANT`,
/// when `#a` is bound to its root's attribute `key` (see [`Derived`]).
fn derived_guard(
    rule: &CompiledRule,
    key: Ident,
) -> Option<(std::sync::Arc<str>, BuiltinFn, Attr)> {
    let root = rule.pattern.ops.first()?;
    let var = root.attrs.iter().find_map(|(k, ap)| match ap {
        AttrPat::Bind(v) if *k == key => Some(*v),
        _ => None,
    })?;
    rule.clauses.iter().find_map(|c| {
        let ClauseKind::Where(CExpr::Binary(BinOp::Eq, l, r)) = &c.kind else {
            return None;
        };
        let (call, constant) = match (&**l, &**r) {
            (call @ CExpr::Call { .. }, CExpr::Attr(a))
            | (CExpr::Attr(a), call @ CExpr::Call { .. }) => (call, *a),
            _ => return None,
        };
        let CExpr::Call { name, f, args } = call else {
            return None;
        };
        matches!(args.as_slice(), [CExpr::Var(v)] if *v == var)
            .then(|| (name.clone(), f.clone(), constant))
    })
}

impl AttrIndex {
    /// The index of the rules `list` (in driver order), keyed by the
    /// attribute most of their roots require a value of (or bind for a
    /// [`Derived`] guard); `None` when the root has few rules or no such
    /// attribute.
    fn new(rules: &[CompiledRule], list: &[u32]) -> Option<Self> {
        if list.len() < MIN_INDEXED_RULES {
            return None;
        }
        let root_attrs = |i: u32| {
            let rule = &rules[i as usize];
            rule.pattern
                .ops
                .first()
                .map_or(&[][..], |root| root.attrs.as_slice())
                .iter()
                .map(move |(k, ap)| (rule, *k, ap))
        };
        let required = |i: u32| -> Vec<(Ident, Attr)> {
            root_attrs(i)
                .filter_map(|(_, k, ap)| match ap {
                    AttrPat::Eq(a) => Some((k, *a)),
                    _ => None,
                })
                .collect()
        };
        let bound = |i: u32| -> Vec<Ident> {
            root_attrs(i)
                .filter(|(rule, k, ap)| {
                    matches!(ap, AttrPat::Bind(_)) && derived_guard(rule, *k).is_some()
                })
                .map(|(_, k, _)| k)
                .collect()
        };
        let mut counts: FxHashMap<Ident, usize> = FxHashMap::default();
        for &i in list {
            for k in required(i).into_iter().map(|(k, _)| k).chain(bound(i)) {
                *counts.entry(k).or_default() += 1;
            }
        }
        // The most used key; ties go to the smaller id, so the choice does
        // not depend on the hash map's order (it changes no result either
        // way, only how many rules are tried).
        let key = counts
            .into_iter()
            .max_by_key(|&(k, n)| (n, std::cmp::Reverse(k)))
            .filter(|&(_, n)| n * 2 >= list.len())?
            .0;
        let mut by_value: FxHashMap<Attr, Vec<u32>> = FxHashMap::default();
        let mut derived: Option<Derived> = None;
        let mut rest = Vec::new();
        for &i in list {
            if let Some((_, a)) = required(i).into_iter().find(|(k, _)| *k == key) {
                by_value.entry(a).or_default().push(i);
                continue;
            }
            match (derived_guard(&rules[i as usize], key), &mut derived) {
                (Some((name, f, constant)), None) => {
                    let mut by_value = FxHashMap::default();
                    by_value.insert(constant, vec![i]);
                    derived = Some(Derived { name, f, by_value });
                }
                (Some((name, _, constant)), Some(d)) if d.name == name => {
                    d.by_value.entry(constant).or_default().push(i);
                }
                // Another builtin's guard: tried with the rest.
                _ => rest.push(i),
            }
        }
        Some(AttrIndex {
            key,
            by_value,
            derived,
            rest,
        })
    }
}

/// Lists of rule indices, each in driver order (highest benefit, then
/// file order), merged into that order.
struct MergeByRank<'s> {
    rules: &'s [CompiledRule],
    lists: [&'s [u32]; 3],
}

impl<'s> Iterator for MergeByRank<'s> {
    type Item = &'s CompiledRule;

    fn next(&mut self) -> Option<&'s CompiledRule> {
        let rank = |i: u32| {
            let r = &self.rules[i as usize];
            (std::cmp::Reverse(r.benefit), r.order)
        };
        let next = (0..self.lists.len())
            .filter_map(|l| self.lists[l].first().map(|&i| (rank(i), l)))
            .min()?
            .1;
        let (&i, tail) = self.lists[next].split_first()?;
        self.lists[next] = tail;
        Some(&self.rules[i as usize])
    }
}

/// Self-loop and cycle warnings for `rules`.
fn warnings(rules: &[CompiledRule], op_texts: &FxHashMap<OpName, String>) -> Vec<RuleWarning> {
    let mut out: Vec<RuleWarning> = rules
        .iter()
        .filter(|r| r.self_loop)
        .map(|r| RuleWarning {
            pos: r.pos.clone(),
            kind: RuleWarningKind::SelfLoop(r.name.clone()),
        })
        .collect();
    // The op graph: an edge from each rule's root to each op it creates.
    let mut nodes: Vec<OpName> = Vec::new();
    let mut index: FxHashMap<OpName, usize> = FxHashMap::default();
    let mut node = |n: OpName, nodes: &mut Vec<OpName>| {
        *index.entry(n).or_insert_with(|| {
            nodes.push(n);
            nodes.len() - 1
        })
    };
    let mut edges: Vec<Vec<(usize, usize)>> = Vec::new(); // (to, rule)
    for (ri, r) in rules.iter().enumerate() {
        let from = node(r.root, &mut nodes);
        for c in r.created_ops() {
            let to = node(c, &mut nodes);
            edges.resize(nodes.len(), Vec::new());
            if to != from && !edges[from].contains(&(to, ri)) {
                edges[from].push((to, ri));
            }
        }
    }
    edges.resize(nodes.len(), Vec::new());
    let reach = |start: usize| {
        let mut seen = vec![false; nodes.len()];
        let mut stack = vec![start];
        while let Some(n) = stack.pop() {
            for &(m, _) in &edges[n] {
                if !seen[m] {
                    seen[m] = true;
                    stack.push(m);
                }
            }
        }
        seen
    };
    let reachable: Vec<Vec<bool>> = (0..nodes.len()).map(reach).collect();
    let mut done = vec![false; nodes.len()];
    for start in 0..nodes.len() {
        if done[start] || !reachable[start][start] {
            continue;
        }
        let scc: Vec<usize> = (0..nodes.len())
            .filter(|&m| reachable[start][m] && reachable[m][start])
            .collect();
        for &m in &scc {
            done[m] = true;
        }
        // One cycle through `start`, following edges inside the component.
        let mut path = vec![start];
        let mut seen = vec![false; nodes.len()];
        let mut cur = start;
        let mut cycle_rules: Vec<usize> = Vec::new();
        for _ in 0..nodes.len() {
            let next = edges[cur].iter().find(|&&(m, _)| {
                scc.contains(&m) && (m == start || !seen[m]) && reachable[m][start]
            });
            let Some(&(m, ri)) = next else { break };
            cycle_rules.push(ri);
            seen[m] = true;
            path.push(m);
            if m == start {
                break;
            }
            cur = m;
        }
        if path.last() != Some(&start) {
            continue;
        }
        cycle_rules.sort_unstable();
        cycle_rules.dedup();
        let first = &rules[cycle_rules[0]];
        out.push(RuleWarning {
            pos: first.pos.clone(),
            kind: RuleWarningKind::Cycle {
                rules: cycle_rules.iter().map(|&i| rules[i].name.clone()).collect(),
                ops: path
                    .iter()
                    .map(|&n| op_texts.get(&nodes[n]).cloned().unwrap_or_default())
                    .collect(),
            },
        });
    }
    out
}
