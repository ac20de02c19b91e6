//! Building a function's e-graph, matching compiled rules over e-classes
//! and saturating with limits.

use super::lang::{DxAnalysis, DxGraph, DxNode, Payload};
use super::EGraphConfig;
use crate::builtins::BVal;
use crate::compiled::{
    attr_int, int_attr_is, match_type, operand_count_fits, ty_str, AttrPat, Bindings, Bound, CExpr,
    CompiledRule, ConstPat, Miss, PatOperand, PatOperandKind, PlanError, PlannedValue, ResultTypes,
    VarId,
};
use crate::error::{ReplaceTypeError, RewriteError};
use crate::greedy::loc_text;
use crate::report::{NearMiss, RuleCount, StopReason};
use crate::ruleset::RuleSet;
use dxir_ir::{Attr, AttrData, Body, Context, Loc, Op, OpName, Traits, Type, Value};
use egg::Id;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::time::Instant;

/// Structural matches kept per (rule, root e-node): e-classes hold
/// alternatives, so a pattern can match many ways; the rest are dropped.
pub const MAX_MATCHES_PER_ROOT: usize = 16;

/// Whether `op` goes into the e-graph: a registered pure op with one
/// result, no regions and no successors, that no rule rewrites into ops
/// with effects (`effect_roots`: such a rewrite must be placed where the op
/// is, so the op stays in the skeleton and its rule claims it there).
/// Everything else is skeleton.
pub(crate) fn is_egraph_op(
    cx: &Context,
    body: &Body,
    op: Op,
    effect_roots: &FxHashSet<OpName>,
) -> bool {
    body.op_has(cx, op, Traits::PURE)
        && body.regions(op).is_empty()
        && body.successors(op).is_empty()
        && body.results(op).len() == 1
        && !effect_roots.contains(&body.op_name(op))
}

/// The root ops of rules whose rewrites build an op the e-graph cannot
/// hold (an op with effects, such as a call of an LLVM intrinsic).
pub(crate) fn effect_roots(cx: &Context, rules: &RuleSet) -> FxHashSet<OpName> {
    rules
        .rules()
        .iter()
        .filter(|r| {
            r.rhs
                .all_ops()
                .iter()
                .any(|o| !is_egraph_name(cx, o.name, o.result_count()))
        })
        .map(|r| r.root)
        .collect()
}

/// Whether an op named `name` with `results` results may be added as an
/// e-node by a rule.
fn is_egraph_name(cx: &Context, name: OpName, results: usize) -> bool {
    results == 1
        && cx
            .op_def(name)
            .is_some_and(|d| d.traits.contains(Traits::PURE))
}

/// A function's e-graph and what ties it to the body.
pub(crate) struct Built {
    pub egraph: DxGraph,
    /// The class of every value the body uses (e-graph op results and
    /// opaque values).
    pub class_of: FxHashMap<Value, Id>,
    /// The e-graph ops of the body in walk order, with their node's class.
    pub pure_ops: Vec<(Op, Id)>,
    /// The input's nodes (before any rule), to prefer rewritten forms on
    /// cost ties.
    pub originals: Vec<DxNode>,
    /// The skeleton ops of the top-level region in walk order: candidates
    /// for rules rooted at effectful ops.
    pub skeleton: Vec<Op>,
}

/// A skeleton op claimed by a rule rooted at it: it is rewritten once, at
/// elaboration, with this plan.
pub(crate) struct Claim {
    /// The skeleton op.
    pub op: Op,
    /// The rule's index in the rule set.
    pub rule: usize,
    /// The replacement, over e-classes.
    pub plan: crate::compiled::Plan<Id>,
    /// Per planned op: the class of its result (an e-node for pure ops, a
    /// site leaf for effectful ones; `None` for ops without results).
    pub classes: Vec<Option<Id>>,
    /// Per planned op: whether it is built at the site (not an e-node).
    pub effectful: Vec<bool>,
}

/// Adds every value of `body` to a new e-graph.
pub(crate) fn build(
    cx: &Context,
    body: &Body,
    explanations: bool,
    effect_roots: &FxHashSet<OpName>,
) -> Built {
    let mut egraph = DxGraph::new(DxAnalysis::default());
    if explanations {
        egraph = egraph.with_explanations_enabled();
    }
    let mut b = Built {
        egraph,
        class_of: FxHashMap::default(),
        pure_ops: Vec::new(),
        originals: Vec::new(),
        skeleton: Vec::new(),
    };
    let ops = body.walk();
    let in_graph: FxHashSet<Op> = ops
        .iter()
        .copied()
        .filter(|&o| {
            is_egraph_op(cx, body, o, effect_roots)
                && body.op_block(o).and_then(|b| body.block_region(b)) == Some(body.root())
        })
        .collect();
    // Each op is pushed at most twice (once to expand, once to emit), so
    // the stack work is bounded by twice the op count.
    let mut stack: Vec<(Op, bool)> = Vec::new();
    for &root in &ops {
        if !in_graph.contains(&root) {
            for &v in body.all_operands(root) {
                b.value_class(body, &in_graph, &mut stack, v);
            }
            let top = body.op_block(root).and_then(|x| body.block_region(x)) == Some(body.root());
            if top {
                b.skeleton.push(root);
                for &r in body.results(root) {
                    b.value_class(body, &in_graph, &mut stack, r);
                }
            }
            continue;
        }
        b.value_class(body, &in_graph, &mut stack, body.result(root, 0));
    }
    b.egraph.rebuild();
    b
}

impl Built {
    /// The class of `v`, adding its defining pure ops (iteratively: a long
    /// chain must not overflow the stack).
    fn value_class(
        &mut self,
        body: &Body,
        in_graph: &FxHashSet<Op>,
        stack: &mut Vec<(Op, bool)>,
        v: Value,
    ) -> Id {
        if let Some(&c) = self.class_of.get(&v) {
            return c;
        }
        match body.defining_op(v) {
            Some(d) if in_graph.contains(&d) => stack.push((d, false)),
            _ => {
                let leaf = self
                    .egraph
                    .analysis
                    .tables
                    .opaque_leaf(v, body.value_type(v));
                let c = self.egraph.add(leaf);
                self.class_of.insert(v, c);
                return c;
            }
        }
        let limit = 2 * in_graph.len() + 2;
        for _ in 0..limit {
            let Some((op, expanded)) = stack.pop() else {
                break;
            };
            let r = body.result(op, 0);
            if self.class_of.contains_key(&r) {
                continue;
            }
            if !expanded {
                stack.push((op, true));
                for &x in body.operands(op).iter().rev() {
                    if self.class_of.contains_key(&x) {
                        continue;
                    }
                    match body.defining_op(x) {
                        Some(d) if in_graph.contains(&d) => stack.push((d, false)),
                        _ => {
                            let leaf = self
                                .egraph
                                .analysis
                                .tables
                                .opaque_leaf(x, body.value_type(x));
                            let c = self.egraph.add(leaf);
                            self.class_of.insert(x, c);
                        }
                    }
                }
                continue;
            }
            // Operands in a cycle (impossible in SSA outside block args)
            // become opaque rather than looping.
            let kids: SmallVec<[Id; 4]> = body
                .operands(op)
                .iter()
                .map(|&x| match self.class_of.get(&x) {
                    Some(&c) => c,
                    None => {
                        let leaf = self
                            .egraph
                            .analysis
                            .tables
                            .opaque_leaf(x, body.value_type(x));
                        self.egraph.add(leaf)
                    }
                })
                .collect();
            let t = &mut self.egraph.analysis.tables;
            let key = t.op_key(body.op_name(op));
            let imm = t.payload(Payload {
                attrs: body.attrs(op).clone(),
                ty: body.value_type(r),
            });
            let node = DxNode { key, imm, kids };
            self.originals.push(node.clone());
            let c = self.egraph.add(node);
            self.class_of.insert(r, c);
            self.pure_ops.push((op, c));
        }
        self.class_of.get(&v).copied().unwrap_or_else(|| {
            self.egraph.add(DxNode {
                key: super::lang::VALUE_KEY,
                imm: u64::MAX,
                kids: SmallVec::new(),
            })
        })
    }
}

/// What a saturation run did.
pub(crate) struct Saturation {
    pub stop: StopReason,
    pub iterations: usize,
    pub applied: usize,
    pub counts: Vec<usize>,
    pub near_misses: Vec<NearMiss>,
    /// Matches whose replacement builds ops the e-graph cannot hold
    /// (non-pure or multi-result), by rule.
    pub unsupported: Vec<(String, String)>,
    /// Skeleton ops claimed by rules rooted at them.
    pub claims: Vec<Claim>,
}

/// One match ready to add: the root class and the values to union it with.
struct Pending {
    rule: usize,
    root: Id,
    plan: crate::compiled::Plan<Id>,
}

#[derive(Clone)]
struct State<'a> {
    b: Bindings<Id>,
    ops: SmallVec<[Option<Id>; 4]>,
    deferred: SmallVec<[(&'a CExpr, Attr); 1]>,
}

struct EMatcher<'a> {
    cx: &'a Context,
    eg: &'a DxGraph,
    rule: &'a CompiledRule,
    value_key: Option<dxir_ir::Ident>,
}

impl<'a> EMatcher<'a> {
    fn class_type(&self, c: Id) -> Option<Type> {
        self.eg[c].data
    }

    /// All ways pattern op `pi` matches `node` (of class `class`).
    fn op_node(&self, pi: usize, class: Id, node: &DxNode, st: State<'a>) -> Vec<State<'a>> {
        let pat = &self.rule.pattern.ops[pi];
        let t = &self.eg.analysis.tables;
        if t.op_of(node) != Some(pat.name)
            || !operand_count_fits(&pat.operands, node.kids.len())
            || pat.num_results.is_some_and(|n| n != 1)
        {
            return Vec::new();
        }
        let Some(payload) = t.payload_of(node) else {
            return Vec::new();
        };
        let mut st = st;
        let ok = match &pat.result_types {
            ResultTypes::Unknown => true,
            ResultTypes::All(tp) => match_type(self.cx, tp, payload.ty, &mut st.b),
            ResultTypes::Each(ts) => {
                ts.len() == 1 && match_type(self.cx, &ts[0], payload.ty, &mut st.b)
            }
        };
        if !ok {
            return Vec::new();
        }
        st.ops[pi] = Some(class);
        if let Some(Some(v)) = pat.result_vars.first() {
            if !st.b.unify(*v, Bound::Value(class, payload.ty)) {
                return Vec::new();
            }
        }
        for (key, ap) in &pat.attrs {
            match payload.attrs.get(*key) {
                Some(a) if self.attr(ap, a, &mut st) => {}
                _ => return Vec::new(),
            }
        }
        let mut states = vec![st];
        for (i, po) in pat.operands.iter().enumerate() {
            if let PatOperandKind::Rest(var) = po.kind {
                let kids: SmallVec<[Id; 4]> =
                    node.kids[i..].iter().map(|&k| self.eg.find(k)).collect();
                return states
                    .into_iter()
                    .filter_map(|s| self.rest(po, var, &kids, s))
                    .collect();
            }
            let kid = self.eg.find(node.kids[i]);
            let mut next = Vec::new();
            for s in states {
                next.extend(self.operand(po, kid, s));
                if next.len() >= MAX_MATCHES_PER_ROOT {
                    next.truncate(MAX_MATCHES_PER_ROOT);
                    break;
                }
            }
            states = next;
            if states.is_empty() {
                break;
            }
        }
        states
    }

    /// All ways the root pattern op matches skeleton op `op`, whose
    /// operands are matched as e-classes.
    fn skeleton_root(
        &self,
        body: &Body,
        class_of: &FxHashMap<Value, Id>,
        op: Op,
        st: State<'a>,
    ) -> Vec<State<'a>> {
        let pat = &self.rule.pattern.ops[0];
        let results = body.results(op);
        if body.op_name(op) != pat.name
            || !body.regions(op).is_empty()
            || !body.successors(op).is_empty()
            || !operand_count_fits(&pat.operands, body.operands(op).len())
            || pat.num_results.is_some_and(|n| n as usize != results.len())
        {
            return Vec::new();
        }
        let mut st = st;
        let cx = self.cx;
        let ok = match &pat.result_types {
            ResultTypes::Unknown => true,
            ResultTypes::All(t) => results
                .iter()
                .all(|&r| match_type(cx, t, body.value_type(r), &mut st.b)),
            ResultTypes::Each(ts) => {
                ts.len() == results.len()
                    && ts
                        .iter()
                        .zip(results)
                        .all(|(t, &r)| match_type(cx, t, body.value_type(r), &mut st.b))
            }
        };
        if !ok {
            return Vec::new();
        }
        for (i, v) in pat.result_vars.iter().enumerate() {
            if let (Some(v), Some(&r)) = (v, results.get(i)) {
                let Some(&c) = class_of.get(&r) else {
                    return Vec::new();
                };
                if !st
                    .b
                    .unify(*v, Bound::Value(self.eg.find(c), body.value_type(r)))
                {
                    return Vec::new();
                }
            }
        }
        for (key, ap) in &pat.attrs {
            match body.attrs(op).get(*key) {
                Some(a) if self.attr(ap, a, &mut st) => {}
                _ => return Vec::new(),
            }
        }
        let mut states = vec![st];
        for (i, po) in pat.operands.iter().enumerate() {
            if let PatOperandKind::Rest(var) = po.kind {
                let mut kids: SmallVec<[Id; 4]> = SmallVec::new();
                for v in &body.operands(op)[i..] {
                    let Some(&c) = class_of.get(v) else {
                        return Vec::new();
                    };
                    kids.push(self.eg.find(c));
                }
                return states
                    .into_iter()
                    .filter_map(|s| self.rest(po, var, &kids, s))
                    .collect();
            }
            let Some(&c) = class_of.get(&body.operand(op, i)) else {
                return Vec::new();
            };
            let kid = self.eg.find(c);
            let mut next = Vec::new();
            for s in states {
                next.extend(self.operand(po, kid, s));
                if next.len() >= MAX_MATCHES_PER_ROOT {
                    next.truncate(MAX_MATCHES_PER_ROOT);
                    break;
                }
            }
            states = next;
            if states.is_empty() {
                break;
            }
        }
        states
    }

    fn op_class(&self, pi: usize, class: Id, st: State<'a>) -> Vec<State<'a>> {
        if let Some(prev) = st.ops[pi] {
            return if prev == class { vec![st] } else { Vec::new() };
        }
        let mut out = Vec::new();
        for n in &self.eg[class].nodes {
            out.extend(self.op_node(pi, class, n, st.clone()));
            if out.len() >= MAX_MATCHES_PER_ROOT {
                out.truncate(MAX_MATCHES_PER_ROOT);
                break;
            }
        }
        out
    }

    /// Binds the list operand `po` (`%xs...`) to the classes `kids`.
    fn rest(
        &self,
        po: &'a PatOperand,
        var: VarId,
        kids: &[Id],
        mut st: State<'a>,
    ) -> Option<State<'a>> {
        let mut list: SmallVec<[(Id, Type); 4]> = SmallVec::new();
        for &k in kids {
            let ty = self.class_type(k)?;
            if let Some(tp) = &po.ty {
                if !match_type(self.cx, tp, ty, &mut st.b) {
                    return None;
                }
            }
            list.push((k, ty));
        }
        st.b.unify_list(var, &list).then_some(st)
    }

    fn operand(&self, po: &'a PatOperand, class: Id, mut st: State<'a>) -> Vec<State<'a>> {
        let Some(ty) = self.class_type(class) else {
            return Vec::new();
        };
        if let Some(tp) = &po.ty {
            if !match_type(self.cx, tp, ty, &mut st.b) {
                return Vec::new();
            }
        }
        match &po.kind {
            PatOperandKind::Any => vec![st],
            // Lists are bound where all the operands are seen.
            PatOperandKind::Rest(_) => Vec::new(),
            PatOperandKind::Bind(var) => {
                if st.b.unify(*var, Bound::Value(class, ty)) {
                    vec![st]
                } else {
                    Vec::new()
                }
            }
            PatOperandKind::Op { op, result } => {
                if *result != 0 {
                    return Vec::new();
                }
                self.op_class(*op as usize, class, st)
            }
            PatOperandKind::Const(cp) => {
                let mut out = Vec::new();
                let t = &self.eg.analysis.tables;
                for n in &self.eg[class].nodes {
                    let Some(name) = t.op_of(n) else { continue };
                    let constant = n.kids.is_empty()
                        && self
                            .cx
                            .op_def(name)
                            .is_some_and(|d| d.traits.contains(Traits::CONSTANT_LIKE));
                    let value = self
                        .value_key
                        .and_then(|k| t.payload_of(n).and_then(|p| p.attrs.get(k)));
                    let (true, Some(a)) = (constant, value) else {
                        continue;
                    };
                    let mut s = st.clone();
                    let ok = match cp {
                        ConstPat::Any => true,
                        ConstPat::Bind(var) => s.b.unify(*var, Bound::Attr(a)),
                        ConstPat::Int(v) => int_attr_is(self.cx, a, *v),
                        ConstPat::Attr(x) => *x == a,
                        ConstPat::Deferred(e) => {
                            s.deferred.push((e, a));
                            true
                        }
                    };
                    if ok {
                        out.push(s);
                    }
                }
                out
            }
        }
    }

    fn attr(&self, ap: &'a AttrPat, a: Attr, st: &mut State<'a>) -> bool {
        let cx = self.cx;
        match ap {
            AttrPat::Any => true,
            AttrPat::Bind(v) => st.b.unify(*v, Bound::Attr(a)),
            AttrPat::Eq(x) => *x == a,
            AttrPat::Int(n) => int_attr_is(cx, a, *n),
            AttrPat::Array(items) => match cx.attr_data(a) {
                AttrData::Array(xs) => {
                    let xs = xs.clone();
                    xs.len() == items.len()
                        && items.iter().zip(xs).all(|(p, x)| self.attr(p, x, st))
                }
                _ => false,
            },
            AttrPat::Type(tp) => match cx.attr_data(a) {
                AttrData::Type(t) => match_type(cx, tp, *t, &mut st.b),
                _ => false,
            },
            AttrPat::Deferred(e) => {
                st.deferred.push((e, a));
                true
            }
        }
    }
}

/// Saturates `built.egraph` with the pure-rooted rules of `rules`.
pub(crate) fn saturate(
    cx: &Context,
    built: &mut Built,
    body: &Body,
    rules: &RuleSet,
    config: &EGraphConfig,
    op_count: usize,
) -> Result<Saturation, RewriteError> {
    let node_limit = config.node_limit.unwrap_or_else(|| {
        super::DEFAULT_NODE_LIMIT.max(op_count.saturating_mul(super::NODES_PER_OP))
    });
    let start = Instant::now();
    let mut sat = Saturation {
        stop: StopReason::IterationLimit,
        iterations: 0,
        applied: 0,
        counts: vec![0; rules.len()],
        near_misses: Vec::new(),
        unsupported: Vec::new(),
        claims: Vec::new(),
    };
    let mut claimed: FxHashSet<Op> = FxHashSet::default();
    let mut near_seen: FxHashSet<(usize, Id)> = FxHashSet::default();
    let mut unsupported_seen: FxHashSet<usize> = FxHashSet::default();
    // The location of each class's first input op, for reports.
    let locs: Vec<(Op, Id)> = built.pure_ops.clone();
    let value_key = cx.try_ident("value");
    let depth = rules
        .rules()
        .iter()
        .map(|r| r.pattern.ops.len() + 1)
        .max()
        .unwrap_or(1);
    let mut hashes: FxHashMap<Id, u64> = FxHashMap::default();
    for _ in 0..config.iteration_limit {
        if start.elapsed() >= config.time_limit {
            sat.stop = StopReason::TimeLimit;
            return Ok(sat);
        }
        sat.iterations += 1;
        let eg = &built.egraph;
        let tables = &eg.analysis.tables;
        let mut pending: Vec<Pending> = Vec::new();
        // Only classes whose matches may have changed are searched: those
        // whose node list changed, and their ancestors up to the deepest
        // pattern (a match reads that far down, plus constant operands).
        let mut classes: Vec<Id> = Vec::new();
        let mut frontier: Vec<Id> = Vec::new();
        for c in eg.classes() {
            let h = class_hash(&c.nodes);
            if hashes.insert(c.id, h) != Some(h) {
                frontier.push(c.id);
            }
        }
        let mut dirty: FxHashSet<Id> = frontier.iter().copied().collect();
        for _ in 1..depth {
            let mut next = Vec::new();
            for &c in &frontier {
                for p in eg[c].parents() {
                    let p = eg.find(p);
                    if dirty.insert(p) {
                        next.push(p);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            frontier = next;
        }
        classes.extend(dirty);
        classes.sort_unstable();
        // Search on one snapshot.
        'search: for &class in &classes {
            for node in &eg[class].nodes {
                let Some(name) = tables.op_of(node) else {
                    continue;
                };
                for rule in rules.rules_for(name) {
                    let m = EMatcher {
                        cx,
                        eg,
                        rule,
                        value_key,
                    };
                    let st = State {
                        b: Bindings::new(rule.vars.len()),
                        ops: SmallVec::from_elem(None, rule.pattern.ops.len()),
                        deferred: SmallVec::new(),
                    };
                    for st in m.op_node(0, class, node, st) {
                        let mut b = st.b;
                        let deferred_ok =
                            st.deferred
                                .iter()
                                .all(|(e, a)| match e.eval(cx, &b, &rule.vars) {
                                    Ok(BVal::Attr(x)) => x == *a,
                                    Ok(BVal::Int(n)) => attr_int(cx, *a) == Some(n),
                                    _ => false,
                                });
                        if !deferred_ok {
                            continue;
                        }
                        let order = rule.order as usize;
                        let miss = match rule.check_clauses(cx, &mut b) {
                            Err(miss) => Some(miss),
                            Ok(()) => {
                                let root_ty: SmallVec<[Type; 1]> =
                                    eg[class].data.into_iter().collect();
                                match rule.plan(cx, &b, &root_ty) {
                                    Ok(plan) => {
                                        pending.push(Pending {
                                            rule: order,
                                            root: class,
                                            plan,
                                        });
                                        None
                                    }
                                    Err(PlanError::Miss(e)) => Some(Miss::Rewrite(e)),
                                    Err(PlanError::ReplaceType {
                                        index,
                                        expected,
                                        found,
                                    }) => {
                                        let loc = class_loc(eg, body, &locs, class);
                                        return Err(RewriteError::ReplaceType(Box::new(
                                            ReplaceTypeError {
                                                rule: rule.name.clone(),
                                                rule_at: rule.pos.to_string(),
                                                op: cx.op_name_str(name).to_string(),
                                                at: loc_text(cx, loc),
                                                index,
                                                expected: ty_str(cx, expected),
                                                found: ty_str(cx, found),
                                            },
                                        )));
                                    }
                                }
                            }
                        };
                        if let Some(reason) = miss {
                            if sat.near_misses.len() < config.max_near_misses
                                && near_seen.insert((order, class))
                            {
                                sat.near_misses.push(NearMiss {
                                    rule: rule.name.clone(),
                                    op: cx.op_name_str(name).to_string(),
                                    at: loc_text(cx, class_loc(eg, body, &locs, class)),
                                    reason,
                                });
                            }
                        }
                    }
                }
            }
            if start.elapsed() >= config.time_limit {
                break 'search;
            }
        }
        // Apply in rule order (benefit first), then rebuild once.
        pending.sort_by_key(|p| (rules.rules()[p.rule].benefit.wrapping_neg(), p.rule));
        let before = built.egraph.total_size();
        let mut changed = false;
        for p in pending {
            let rule = &rules.rules()[p.rule];
            let n0 = built.egraph.total_size();
            let Some(new) = instantiate(cx, &mut built.egraph, &p.plan) else {
                if unsupported_seen.insert(p.rule) {
                    sat.unsupported.push((
                        rule.name.clone(),
                        "its replacement builds an op that is not pure with one result".to_string(),
                    ));
                }
                continue;
            };
            let grew = built.egraph.total_size() > n0;
            if union(
                &mut built.egraph,
                p.root,
                new,
                &rule.name,
                config.explanations,
            ) || grew
            {
                changed = true;
                sat.applied += 1;
                sat.counts[p.rule] += 1;
            }
            if built.egraph.total_size() >= node_limit {
                built.egraph.rebuild();
                sat.stop = StopReason::NodeLimit;
                return Ok(sat);
            }
        }
        built.egraph.rebuild();
        // Skeleton ops: once per site, the highest-benefit rule that
        // applies claims it.
        let skeleton = built.skeleton.clone();
        for op in skeleton {
            if claimed.contains(&op) {
                continue;
            }
            if let Some(claim) = claim_skeleton(cx, built, body, rules, op, &mut sat, config)? {
                claimed.insert(op);
                changed = true;
                sat.applied += 1;
                sat.counts[claim.rule] += 1;
                sat.claims.push(claim);
            }
        }
        built.egraph.rebuild();
        if !changed && built.egraph.total_size() == before {
            sat.stop = StopReason::Saturated;
            return Ok(sat);
        }
        if start.elapsed() >= config.time_limit {
            sat.stop = StopReason::TimeLimit;
            return Ok(sat);
        }
    }
    Ok(sat)
}

/// The plan of one match `st` of `rule` at skeleton op `op`, or why it
/// does not apply (`None`: a deferred attribute did not match).
fn plan_match(
    cx: &Context,
    rule: &CompiledRule,
    body: &Body,
    op: Op,
    st: State<'_>,
) -> Result<Result<crate::compiled::Plan<Id>, Option<Miss>>, RewriteError> {
    let mut b = st.b;
    let deferred_ok = st
        .deferred
        .iter()
        .all(|(e, a)| match e.eval(cx, &b, &rule.vars) {
            Ok(BVal::Attr(x)) => x == *a,
            Ok(BVal::Int(n)) => attr_int(cx, *a) == Some(n),
            _ => false,
        });
    if !deferred_ok {
        return Ok(Err(None));
    }
    if let Err(miss) = rule.check_clauses(cx, &mut b) {
        return Ok(Err(Some(miss)));
    }
    let root_types: SmallVec<[Type; 2]> = body
        .results(op)
        .iter()
        .map(|&r| body.value_type(r))
        .collect();
    match rule.plan(cx, &b, &root_types) {
        Ok(plan) => Ok(Ok(plan)),
        Err(PlanError::Miss(e)) => Ok(Err(Some(Miss::Rewrite(e)))),
        Err(PlanError::ReplaceType {
            index,
            expected,
            found,
        }) => Err(RewriteError::ReplaceType(Box::new(ReplaceTypeError {
            rule: rule.name.clone(),
            rule_at: rule.pos.to_string(),
            op: cx.op_name_str(body.op_name(op)).to_string(),
            at: loc_text(cx, body.loc(op)),
            index,
            expected: ty_str(cx, expected),
            found: ty_str(cx, found),
        }))),
    }
}

/// Matches a claim's rule at its op again over the saturated e-graph and
/// keeps the match whose bound classes extract cheapest, when its plan is
/// already in the e-graph (same ops, each pure one an existing node, the
/// same values for the op's results).
///
/// A claim is made mid-saturation with the first match that applied, and
/// a class it binds may be one alternative among several that later
/// rewrites added (a handle built around `llvm.add(0, 3)` before the index
/// was known to be a constant, beside the one built around `3`). The
/// greedy driver, rewriting operands first, would have bound the form
/// extraction picks, so the claim takes that one: otherwise elaboration
/// builds the other alternative for this use alone.
pub(crate) fn replan(
    cx: &Context,
    built: &Built,
    body: &Body,
    rules: &RuleSet,
    claim: &mut Claim,
    ex: &egg::Extractor<'_, super::extract::DxCost<'_>, DxNode, DxAnalysis>,
) -> Result<(), RewriteError> {
    if binds_extracted_forms(built, body, claim, ex) {
        return Ok(());
    }
    let cost = |c: Id| ex.find_best_cost(c);
    let eg = &built.egraph;
    let rule = &rules.rules()[claim.rule];
    let m = EMatcher {
        cx,
        eg,
        rule,
        value_key: cx.try_ident("value"),
    };
    let st = State {
        b: Bindings::new(rule.vars.len()),
        ops: SmallVec::from_elem(None, rule.pattern.ops.len()),
        deferred: SmallVec::new(),
    };
    let score = |plan: &crate::compiled::Plan<Id>| {
        let mut total: super::Cost = (0, 0, 0);
        let mut add = |v: &PlannedValue<Id>| {
            if let PlannedValue::Bound(c) = *v {
                let (a, b, o) = cost(c);
                total = (
                    total.0.saturating_add(a),
                    total.1.saturating_add(b),
                    total.2.saturating_add(o),
                );
            }
        };
        plan.ops.iter().flat_map(|o| &o.operands).for_each(&mut add);
        plan.values.iter().for_each(&mut add);
        total
    };
    let mut best = score(&claim.plan);
    let mut chosen: Option<(crate::compiled::Plan<Id>, Vec<Option<Id>>)> = None;
    for st in m.skeleton_root(body, &built.class_of, claim.op, st) {
        let Ok(plan) = plan_match(cx, rule, body, claim.op, st)? else {
            continue;
        };
        let s = score(&plan);
        if s >= best {
            continue;
        }
        if let Some(classes) = existing_classes(built, body, claim, &plan) {
            best = s;
            chosen = Some((plan, classes));
        }
    }
    if let Some((plan, classes)) = chosen {
        claim.plan = plan;
        claim.classes = classes;
    }
    Ok(())
}

/// How many classes [`binds_extracted_forms`] follows from an op's
/// operands: patterns are a few ops deep.
const EXTRACTED_TREE_LIMIT: usize = 64;

/// Whether every class `claim`'s plan binds is one of its op's operands,
/// or reached from one through the nodes extraction picked (the common
/// case, where matching again cannot do better).
fn binds_extracted_forms(
    built: &Built,
    body: &Body,
    claim: &Claim,
    ex: &egg::Extractor<'_, super::extract::DxCost<'_>, DxNode, DxAnalysis>,
) -> bool {
    let eg = &built.egraph;
    let mut tree: SmallVec<[Id; 16]> = SmallVec::new();
    for v in body.operands(claim.op) {
        if let Some(&c) = built.class_of.get(v) {
            let c = eg.find(c);
            if !tree.contains(&c) {
                tree.push(c);
            }
        }
    }
    let mut next = 0;
    while next < tree.len() && tree.len() < EXTRACTED_TREE_LIMIT {
        let c = tree[next];
        next += 1;
        for &k in ex.find_best_node(c).kids.iter() {
            let k = eg.find(k);
            if !tree.contains(&k) {
                tree.push(k);
            }
        }
    }
    let on_tree = |v: &PlannedValue<Id>| match *v {
        PlannedValue::Bound(c) => tree.contains(&eg.find(c)),
        PlannedValue::New { .. } => true,
    };
    claim
        .plan
        .ops
        .iter()
        .flat_map(|o| &o.operands)
        .chain(&claim.plan.values)
        .all(on_tree)
}

/// The classes of `plan`'s ops if it is `claim`'s plan over other bound
/// classes, already in the e-graph: the same ops, pure ones existing
/// nodes, effectful ones the claim's sites, and the values of the op's
/// results in their classes.
fn existing_classes(
    built: &Built,
    body: &Body,
    claim: &Claim,
    plan: &crate::compiled::Plan<Id>,
) -> Option<Vec<Option<Id>>> {
    let eg = &built.egraph;
    let tables = &eg.analysis.tables;
    if plan.ops.len() != claim.plan.ops.len() || plan.values.len() != claim.plan.values.len() {
        return None;
    }
    let mut classes: Vec<Option<Id>> = Vec::with_capacity(plan.ops.len());
    let resolve = |classes: &[Option<Id>], v: &PlannedValue<Id>| match *v {
        PlannedValue::Bound(x) => Some(x),
        PlannedValue::New { op, result: 0 } => classes.get(op as usize).copied().flatten(),
        PlannedValue::New { .. } => None,
    };
    for (j, (o, was)) in plan.ops.iter().zip(&claim.plan.ops).enumerate() {
        if o.name != was.name || o.result_types != was.result_types {
            return None;
        }
        if claim.effectful[j] {
            classes.push(claim.classes[j]);
            continue;
        }
        let kids: SmallVec<[Id; 4]> = o
            .operands
            .iter()
            .map(|v| resolve(&classes, v))
            .collect::<Option<_>>()?;
        let node = DxNode {
            key: tables.find_op_key(o.name)?,
            imm: tables.find_payload(&Payload {
                attrs: o.attrs.clone(),
                ty: *o.result_types.first()?,
            })?,
            kids,
        };
        classes.push(Some(eg.lookup(node)?));
    }
    for (k, v) in plan.values.iter().enumerate() {
        let old = body
            .results(claim.op)
            .get(k)
            .and_then(|r| built.class_of.get(r))?;
        if eg.find(resolve(&classes, v)?) != eg.find(*old) {
            return None;
        }
    }
    Some(classes)
}

/// Tries the rules rooted at skeleton op `op` by benefit; the first that
/// applies claims it: its pure ops become e-nodes, its effectful ops site
/// leaves, and the root's results are unioned with their replacements.
fn claim_skeleton(
    cx: &Context,
    built: &mut Built,
    body: &Body,
    rules: &RuleSet,
    op: Op,
    sat: &mut Saturation,
    config: &EGraphConfig,
) -> Result<Option<Claim>, RewriteError> {
    let name = body.op_name(op);
    let value_key = cx.try_ident("value");
    let mut found: Option<(usize, crate::compiled::Plan<Id>)> = None;
    for rule in rules.rules_for(name) {
        let eg = &built.egraph;
        let m = EMatcher {
            cx,
            eg,
            rule,
            value_key,
        };
        let st = State {
            b: Bindings::new(rule.vars.len()),
            ops: SmallVec::from_elem(None, rule.pattern.ops.len()),
            deferred: SmallVec::new(),
        };
        let mut reason = None;
        for st in m.skeleton_root(body, &built.class_of, op, st) {
            match plan_match(cx, rule, body, op, st)? {
                Ok(plan) => {
                    found = Some((rule.order as usize, plan));
                    break;
                }
                Err(miss) => reason = miss.or(reason),
            }
        }
        if found.is_some() {
            break;
        }
        if let Some(reason) = reason {
            let at = loc_text(cx, body.loc(op));
            let seen = sat
                .near_misses
                .iter()
                .any(|n| n.rule == rule.name && n.at == at);
            if !seen && sat.near_misses.len() < config.max_near_misses {
                sat.near_misses.push(NearMiss {
                    rule: rule.name.clone(),
                    op: cx.op_name_str(name).to_string(),
                    at,
                    reason,
                });
            }
        }
    }
    let Some((rule, plan)) = found else {
        return Ok(None);
    };
    let claim_index = sat.claims.len() as u32;
    let eg = &mut built.egraph;
    let mut classes: Vec<Option<Id>> = Vec::with_capacity(plan.ops.len());
    let mut effectful: Vec<bool> = Vec::with_capacity(plan.ops.len());
    let resolve = |classes: &[Option<Id>], v: &PlannedValue<Id>| match *v {
        PlannedValue::Bound(x) => Some(x),
        PlannedValue::New { op, result: 0 } => classes.get(op as usize).copied().flatten(),
        PlannedValue::New { .. } => None,
    };
    for (j, o) in plan.ops.iter().enumerate() {
        if is_egraph_name(cx, o.name, o.result_types.len()) {
            let kids: Option<SmallVec<[Id; 4]>> =
                o.operands.iter().map(|v| resolve(&classes, v)).collect();
            // A pure op over a multi-result effectful op: not expressible.
            let Some(kids) = kids else {
                return Ok(None);
            };
            let t = &mut eg.analysis.tables;
            let key = t.op_key(o.name);
            let imm = t.payload(Payload {
                attrs: o.attrs.clone(),
                ty: o.result_types[0],
            });
            classes.push(Some(eg.add(DxNode { key, imm, kids })));
            effectful.push(false);
            continue;
        }
        effectful.push(true);
        if o.result_types.len() == 1 {
            let leaf = eg.analysis.tables.site_leaf(super::lang::Site {
                claim: claim_index,
                op: j as u32,
                result: 0,
                ty: o.result_types[0],
            });
            classes.push(Some(eg.add(leaf)));
        } else if o.result_types.is_empty() {
            classes.push(None);
        } else {
            return Ok(None);
        }
    }
    let rule_name = rules.rules()[rule].name.as_str();
    for (k, v) in plan.values.iter().enumerate() {
        let (Some(new), Some(&old)) = (
            resolve(&classes, v),
            body.results(op).get(k).and_then(|r| built.class_of.get(r)),
        ) else {
            continue;
        };
        union(eg, old, new, rule_name, config.explanations);
    }
    Ok(Some(Claim {
        op,
        rule,
        plan,
        classes,
        effectful,
    }))
}

/// Unions two classes. With explanations the union is recorded under the
/// rule's name (plain `union` would record this source line); without, the
/// name is not interned: egg's symbol table is global and locked.
fn union(eg: &mut DxGraph, a: Id, b: Id, rule: &str, explanations: bool) -> bool {
    if explanations {
        eg.union_trusted(a, b, rule)
    } else {
        eg.union(a, b)
    }
}

/// A fingerprint of a class's (canonical, sorted) nodes.
fn class_hash(nodes: &[DxNode]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    nodes.hash(&mut h);
    h.finish()
}

/// Adds a plan's ops as e-nodes; the class of its (single) value, or `None`
/// if it builds something the e-graph cannot hold.
fn instantiate(cx: &Context, eg: &mut DxGraph, plan: &crate::compiled::Plan<Id>) -> Option<Id> {
    if plan.values.len() != 1
        || !plan
            .ops
            .iter()
            .all(|o| is_egraph_name(cx, o.name, o.result_types.len()))
    {
        return None;
    }
    let mut ids: Vec<Id> = Vec::with_capacity(plan.ops.len());
    let resolve = |ids: &[Id], v: &PlannedValue<Id>| match *v {
        PlannedValue::Bound(x) => Some(x),
        PlannedValue::New { op, result: 0 } => ids.get(op as usize).copied(),
        PlannedValue::New { .. } => None,
    };
    for o in &plan.ops {
        let kids: Option<SmallVec<[Id; 4]>> = o.operands.iter().map(|v| resolve(&ids, v)).collect();
        let t = &mut eg.analysis.tables;
        let key = t.op_key(o.name);
        let imm = t.payload(Payload {
            attrs: o.attrs.clone(),
            ty: o.result_types[0],
        });
        let id = eg.add(DxNode {
            key,
            imm,
            kids: kids?,
        });
        ids.push(id);
    }
    resolve(&ids, &plan.values[0])
}

/// The location of the first input op in `class`.
pub(crate) fn class_loc(eg: &DxGraph, body: &Body, locs: &[(Op, Id)], class: Id) -> Loc {
    let c = eg.find(class);
    locs.iter()
        .find(|(_, k)| eg.find(*k) == c)
        .map(|(o, _)| body.loc(*o))
        .unwrap_or(Loc::UNKNOWN)
}

/// Per-rule counts for the rules that fired, in rule order.
pub(crate) fn rule_counts(rules: &RuleSet, counts: &[usize]) -> Vec<RuleCount> {
    rules
        .rules()
        .iter()
        .zip(counts)
        .filter(|(_, &c)| c > 0)
        .map(|(r, &c)| RuleCount {
            rule: r.name.clone(),
            count: c,
        })
        .collect()
}
