//! Elaboration: rebuilding the extracted terms as ops, Cranelift-style.
//!
//! Blocks are visited in dominator-tree preorder with a scoped map from
//! e-class to the value that computes it. Each input pure op is kept if its
//! class's best node is still its own node (its operands stay the values
//! it read), or else rebuilt just before it (so a rewrite lands where the
//! greedy driver would put it). Skeleton ops get their operands elaborated
//! just before them. A value is therefore placed before its first use, in
//! a block that dominates every use it serves.
//!
//! Like the greedy driver, elaboration merges nothing across rewrites: a
//! rewrite reuses what its op's operands read (the values a rule matching
//! there binds) and what it built itself, never an equal value another
//! rewrite built, nor an equal input op in place of the one an op reads.
//! Merging is left to the pass's `cse`, which runs after dead ops are gone;
//! merging here would keep alive an equal op whose own uses the rewrites
//! removed, and the two engines' outputs would differ.

use super::extract::DxCost;
use super::lang::{DxAnalysis, DxNode};
use super::saturate::{Built, Claim};
use crate::compiled::PlannedValue;
use crate::error::RewriteError;
use dxir_ir::{Block, Body, DominatorTree, Op, OpSpec, Value};
use egg::{Extractor, Id, Language};
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;

/// What elaboration did.
#[derive(Default)]
pub(crate) struct ElabStats {
    /// Ops created.
    pub created: usize,
    /// Input ops erased (replaced or left unused).
    pub erased: usize,
}

struct Elab<'a, 'b, 'c> {
    built: &'a Built,
    ex: &'a Extractor<'b, DxCost<'c>, DxNode, DxAnalysis>,
    scope: FxHashMap<Id, Value>,
    undo: Vec<(Id, Option<Value>)>,
    stats: ElabStats,
    /// Pure ops created, in creation order.
    created: Vec<Op>,
    /// The input pure ops, each with its index in `built.pure_ops`.
    index: FxHashMap<Op, usize>,
    /// Results of input pure ops kept as they were.
    kept: FxHashSet<Value>,
    /// The class of each value elaboration built (a replacement or a part
    /// of one), so that later replacements find it among their operands.
    new_class: FxHashMap<Value, Id>,
    /// What the op being rewritten (see [`Elab::begin`]) has built so far.
    private: FxHashMap<Id, Value>,
    /// The classes of the values in the op's operand tree, nearest first:
    /// what a rule matching at the op binds (filled on first need; a few
    /// entries, so a vector searched in order, reused from op to op).
    local: Vec<(Id, Value)>,
    /// Whether `local` holds the current op's tree.
    local_ready: bool,
    /// The values `local` walked, in walk order (its queue).
    tree: Vec<Value>,
    /// The op being rewritten.
    site: Option<Op>,
}

/// How many values of an op's operand tree [`Elab::local`] looks at: rule
/// patterns are a few ops deep.
const LOCAL_TREE_LIMIT: usize = 16;

impl Elab<'_, '_, '_> {
    fn find(&self, c: Id) -> Id {
        self.built.egraph.find(c)
    }

    fn bind(&mut self, c: Id, v: Value) {
        let old = self.scope.insert(c, v);
        self.undo.push((c, old));
    }

    fn unwind(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let Some((c, old)) = self.undo.pop() else {
                break;
            };
            match old {
                Some(v) => self.scope.insert(c, v),
                None => self.scope.remove(&c),
            };
        }
    }

    /// The node to build for `c`: the extracted one, unless it is an opaque
    /// value not available here; then the cheapest op node whose operands
    /// do not need `c` itself.
    fn choose(&self, c: Id) -> Option<DxNode> {
        let best = self.ex.find_best_node(c);
        let tables = &self.built.egraph.analysis.tables;
        // An opaque value in scope would have bound `c` already.
        if tables.opaque_of(best).is_none() {
            return Some(best.clone());
        }
        self.built.egraph[c]
            .nodes
            .iter()
            .filter(|n| tables.op_of(n).is_some() && n.kids.iter().all(|&k| self.find(k) != c))
            .min_by_key(|n| {
                n.kids.iter().fold(0u32, |acc, &k| {
                    acc.saturating_add(self.ex.find_best_cost(k).1)
                })
            })
            .cloned()
    }

    /// Starts rewriting `op`: what the previous op built is no longer
    /// reused. Each rewrite builds its own ops, as the greedy driver does,
    /// and `cse` merges equal ones after the pass once dead ones are gone;
    /// reusing another rewrite's ops here would keep alive ops that the
    /// greedy driver's output does not have.
    fn begin(&mut self, op: Op) {
        if self.site != Some(op) {
            self.site = Some(op);
            if !self.private.is_empty() {
                self.private.clear();
            }
            self.local_ready = false;
        }
    }

    /// The class of `v`: its input class, or the one elaboration built it
    /// for.
    fn class_of_value(&self, v: Value) -> Option<Id> {
        self.built
            .class_of
            .get(&v)
            .or_else(|| self.new_class.get(&v))
            .map(|&c| self.find(c))
    }

    /// Fills `local` with the classes of the values `op`'s operands read,
    /// directly or through the pure ops that compute them, nearest first
    /// (breadth-first, at most [`LOCAL_TREE_LIMIT`] values).
    fn operand_tree(&mut self, body: &Body, op: Op) {
        self.local.clear();
        self.tree.clear();
        self.tree.extend_from_slice(body.operands(op));
        let mut next = 0;
        while next < self.tree.len() && next < LOCAL_TREE_LIMIT {
            let v = self.tree[next];
            next += 1;
            if self.tree[..next - 1].contains(&v) {
                continue;
            }
            let Some(c) = self.class_of_value(v) else {
                continue;
            };
            if !self.local.iter().any(|&(k, _)| k == c) {
                self.local.push((c, v));
            }
            if let Some(d) = body.defining_op(v) {
                if self.index.contains_key(&d) || self.new_class.contains_key(&v) {
                    self.tree.extend_from_slice(body.operands(d));
                }
            }
        }
        self.local_ready = true;
    }

    /// A value of class `c` that the op being rewritten may use without
    /// building it: one it built already, one its operands read, or one in
    /// scope (a block argument, an effectful op's result, a kept input op).
    fn available(&mut self, body: &Body, c: Id) -> Option<Value> {
        if let Some(&v) = self.private.get(&c) {
            return Some(v);
        }
        if !self.local_ready {
            if let Some(site) = self.site {
                self.operand_tree(body, site);
            }
        }
        if let Some(&(_, v)) = self.local.iter().find(|&&(k, _)| k == c) {
            return Some(v);
        }
        self.scope.get(&c).copied()
    }

    /// A value for class `c` available before `before`, building the ops it
    /// needs there.
    fn value(&mut self, body: &mut Body, c: Id, before: Op) -> Result<Value, RewriteError> {
        let c = self.find(c);
        self.begin(before);
        if let Some(v) = self.available(body, c) {
            return Ok(v);
        }
        let limit = 4usize
            .saturating_mul(self.built.egraph.total_size())
            .saturating_add(16);
        // First the classes to build, each with its node, children before
        // parents; then they are built in dependence order, taking the
        // oldest class first whenever several are ready, which is the
        // order the rewrites added them in: what the greedy driver builds
        // for the same plan (`fcmp, fcmp, zext, zext, sub`, not a depth-first
        // `fcmp, zext, fcmp, zext, sub`).
        let mut stack: Vec<(Id, bool)> = vec![(c, false)];
        let mut open: FxHashSet<Id> = FxHashSet::default();
        let mut needed: Vec<(Id, DxNode)> = Vec::new();
        let mut chosen: FxHashSet<Id> = FxHashSet::default();
        // The values found for the classes the term reads.
        let mut have: FxHashMap<Id, Value> = FxHashMap::default();
        for _ in 0..limit {
            let Some((k, expanded)) = stack.pop() else {
                break;
            };
            if have.contains_key(&k) || (!expanded && chosen.contains(&k)) {
                continue;
            }
            if let Some(v) = self.available(body, k) {
                have.insert(k, v);
                continue;
            }
            let node = self.choose(k).ok_or_else(|| {
                RewriteError::Elaborate(format!(
                    "no value is available for e-class {k} where it is used"
                ))
            })?;
            let tables = &self.built.egraph.analysis.tables;
            if let Some((v, _)) = tables.opaque_of(&node) {
                have.insert(k, v);
                continue;
            }
            if !expanded {
                if !open.insert(k) {
                    return Err(RewriteError::Elaborate(format!(
                        "the extracted term of e-class {k} contains itself"
                    )));
                }
                stack.push((k, true));
                for &kid in node.kids.iter().rev() {
                    let kid = self.find(kid);
                    if !have.contains_key(&kid) && !chosen.contains(&kid) {
                        stack.push((kid, false));
                    }
                }
                continue;
            }
            open.remove(&k);
            chosen.insert(k);
            needed.push((k, node));
        }
        for k in self.schedule(&needed) {
            let (k, node) = &needed[k];
            let k = *k;
            let tables = &self.built.egraph.analysis.tables;
            let operands: Option<SmallVec<[Value; 4]>> = node
                .kids
                .iter()
                .map(|&kid| have.get(&self.find(kid)).copied())
                .collect();
            let (Some(operands), Some(name), Some(payload)) =
                (operands, tables.op_of(node), tables.payload_of(node))
            else {
                return Err(RewriteError::Elaborate(format!(
                    "e-class {k} cannot be rebuilt"
                )));
            };
            let spec = OpSpec::new(name, body.loc(before))
                .with_operands(operands)
                .with_results([payload.ty])
                .with_attrs(payload.attrs.clone());
            let op = body.create_op(spec);
            body.insert_op_before(before, op);
            self.stats.created += 1;
            self.created.push(op);
            let r = body.result(op, 0);
            have.insert(k, r);
            self.private.insert(k, r);
            self.new_class.insert(r, k);
        }
        have.get(&c)
            .copied()
            .ok_or_else(|| RewriteError::Elaborate(format!("e-class {c} could not be elaborated")))
    }
}

impl Elab<'_, '_, '_> {
    /// The order to build `needed` (classes with their nodes, children
    /// before parents) in: a topological order that takes the lowest class
    /// id among the ready ops (Kahn's algorithm with a heap, so
    /// `O(n log n)` in the classes built). Leaves (constants) are built
    /// just before their first user, in operand order, as a rewrite plans
    /// them.
    fn schedule(&self, needed: &[(Id, DxNode)]) -> Vec<usize> {
        use std::cmp::Reverse;
        use std::collections::BinaryHeap;
        let index: FxHashMap<Id, usize> = needed
            .iter()
            .enumerate()
            .map(|(i, (k, _))| (*k, i))
            .collect();
        let is_leaf = |i: usize| needed[i].1.kids.is_empty();
        let mut waiting = vec![0usize; needed.len()];
        let mut users: Vec<SmallVec<[usize; 2]>> = vec![SmallVec::new(); needed.len()];
        let mut leaf_kids: Vec<SmallVec<[usize; 2]>> = vec![SmallVec::new(); needed.len()];
        for (i, (_, node)) in needed.iter().enumerate() {
            let mut seen: SmallVec<[usize; 4]> = SmallVec::new();
            for &kid in node.kids.iter() {
                let Some(&j) = index.get(&self.find(kid)) else {
                    continue;
                };
                if seen.contains(&j) {
                    continue;
                }
                seen.push(j);
                if is_leaf(j) {
                    leaf_kids[i].push(j);
                } else {
                    waiting[i] += 1;
                    users[j].push(i);
                }
            }
        }
        let mut ready: BinaryHeap<Reverse<(Id, usize)>> = (0..needed.len())
            .filter(|&i| waiting[i] == 0 && !is_leaf(i))
            .map(|i| Reverse((needed[i].0, i)))
            .collect();
        let mut done = vec![false; needed.len()];
        let mut order = Vec::with_capacity(needed.len());
        while let Some(Reverse((_, i))) = ready.pop() {
            for &l in &leaf_kids[i] {
                if !std::mem::replace(&mut done[l], true) {
                    order.push(l);
                }
            }
            done[i] = true;
            order.push(i);
            for &u in &users[i] {
                waiting[u] -= 1;
                if waiting[u] == 0 {
                    ready.push(Reverse((needed[u].0, u)));
                }
            }
        }
        // A leaf no op here uses: the value asked for is a constant.
        order.extend((0..needed.len()).filter(|&i| !done[i]));
        order
    }

    /// The value a use of class `c` that reads `cur` gets before `before`:
    /// `cur` itself while it stands (a kept input op, an opaque value or
    /// a replacement already forwarded to the use), so that equal input
    /// values are not merged here; otherwise class `c` elaborated.
    fn use_value(
        &mut self,
        body: &mut Body,
        cur: Value,
        c: Id,
        before: Op,
    ) -> Result<Value, RewriteError> {
        // A value with no class was built here for a replaced op, before
        // it and so before this use.
        let stands = match self.built.class_of.get(&cur) {
            Some(&k) if self.find(k) != self.find(c) => false,
            Some(_) => match body.defining_op(cur) {
                Some(d) if self.index.contains_key(&d) => self.kept.contains(&cur),
                _ => true,
            },
            None => true,
        };
        if stands {
            return Ok(cur);
        }
        self.value(body, c, before)
    }

    /// Records that `v`, which replaced a value of class `c`, computes `c`.
    fn note_class(&mut self, v: Value, c: Id) {
        if !self.built.class_of.contains_key(&v) {
            let c = self.find(c);
            self.new_class.insert(v, c);
        }
    }

    /// Whether `v` comes from an op built for the current replacement: one
    /// of `made`, or a pure op created since `mark` (the greedy driver's
    /// `PlannedValue::New`, not a value found in scope).
    fn is_new(&self, body: &Body, v: Value, mark: usize, made: &[Option<Value>]) -> bool {
        made.iter().flatten().any(|&m| m == v)
            || body
                .defining_op(v)
                .is_some_and(|d| self.created[mark.min(self.created.len())..].contains(&d))
    }

    /// Builds claimed skeleton op `op`'s replacement before it: effectful
    /// ops in plan order (their operands elaborated first), pure ones on
    /// demand; then replaces and erases `op`.
    fn rewrite_site(&mut self, body: &mut Body, claim: &Claim, op: Op) -> Result<(), RewriteError> {
        let loc = body.loc(op);
        let mut made: Vec<Option<Value>> = vec![None; claim.plan.ops.len()];
        let get = |e: &mut Self, body: &mut Body, made: &[Option<Value>], v: &PlannedValue<Id>| {
            match *v {
                PlannedValue::Bound(c) => e.value(body, c, op),
                PlannedValue::New { op: j, result } => {
                    let j = j as usize;
                    if let Some(Some(x)) = made.get(j) {
                        if result == 0 {
                            return Ok(*x);
                        }
                    }
                    match claim.classes.get(j).copied().flatten() {
                        Some(c) if result == 0 => e.value(body, c, op),
                        _ => Err(RewriteError::Elaborate(format!(
                            "result {result} of planned op {j} is not available"
                        ))),
                    }
                }
            }
        };
        for (j, p) in claim.plan.ops.iter().enumerate() {
            if !claim.effectful[j] {
                continue;
            }
            let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
            for v in &p.operands {
                operands.push(get(self, body, &made, v)?);
            }
            let spec = OpSpec::new(p.name, loc)
                .with_operands(operands)
                .with_results(p.result_types.iter().copied())
                .with_attrs(p.attrs.clone());
            let new = body.create_op(spec);
            body.insert_op_before(op, new);
            self.stats.created += 1;
            if let Some(&r) = body.results(new).first() {
                made[j] = Some(r);
                if let Some(c) = claim.classes[j] {
                    let c = self.find(c);
                    self.bind(c, r);
                }
            }
        }
        let results: SmallVec<[Value; 2]> = body.results(op).iter().copied().collect();
        for (k, r) in results.into_iter().enumerate() {
            let Some(v) = claim.plan.values.get(k) else {
                continue;
            };
            let mark = self.created.len();
            let nv = get(self, body, &made, v)?;
            if matches!(v, PlannedValue::New { .. }) && self.is_new(body, nv, mark, &made) {
                body.inherit_value_name(r, nv);
            }
            body.replace_all_uses(r, nv);
            if let Some(&c) = self.built.class_of.get(&r) {
                self.note_class(nv, c);
            }
        }
        body.erase_op(op);
        self.stats.erased += 1;
        Ok(())
    }
}

enum Visit {
    Enter(Block),
    Exit(usize),
}

/// Rebuilds the root region of `body` from the extracted terms.
pub(crate) fn elaborate(
    body: &mut Body,
    built: &Built,
    claims: &[Claim],
    ex: &Extractor<'_, DxCost<'_>, DxNode, DxAnalysis>,
) -> Result<ElabStats, RewriteError> {
    let claim_of: FxHashMap<Op, usize> =
        claims.iter().enumerate().map(|(i, c)| (c.op, i)).collect();
    let region = body.root();
    let dt = DominatorTree::new(body, region);
    let Some(entry) = dt.entry() else {
        return Ok(ElabStats::default());
    };
    let index: FxHashMap<Op, usize> = built
        .pure_ops
        .iter()
        .enumerate()
        .map(|(i, &(o, _))| (o, i))
        .collect();
    let had_uses: FxHashSet<Op> = built
        .pure_ops
        .iter()
        .filter(|&&(o, _)| body.has_uses(body.result(o, 0)))
        .map(|&(o, _)| o)
        .collect();
    let mut e = Elab {
        built,
        ex,
        scope: FxHashMap::default(),
        undo: Vec::new(),
        stats: ElabStats::default(),
        created: Vec::new(),
        index,
        kept: FxHashSet::default(),
        new_class: FxHashMap::default(),
        private: FxHashMap::default(),
        local: Vec::new(),
        local_ready: false,
        tree: Vec::new(),
        site: None,
    };
    let mut replaced: Vec<Op> = Vec::new();
    let mut visits = vec![Visit::Enter(entry)];
    // Each reachable block is entered and exited once.
    for _ in 0..2 * dt.len() + 2 {
        let Some(visit) = visits.pop() else { break };
        let b = match visit {
            Visit::Exit(mark) => {
                e.unwind(mark);
                continue;
            }
            Visit::Enter(b) => b,
        };
        let mark = e.undo.len();
        for &a in body.block_args(b) {
            if let Some(&c) = built.class_of.get(&a) {
                let c = e.find(c);
                e.bind(c, a);
            }
        }
        let ops: Vec<Op> = body.block_ops(b).collect();
        for op in ops {
            if let Some(&i) = e.index.get(&op) {
                let (_, c) = built.pure_ops[i];
                let c = e.find(c);
                let r = body.result(op, 0);
                let own = built.originals[i].clone().map_children(|k| e.find(k));
                // An input op the rules left as it was stays, even beside
                // an equal one in scope: merging equal input ops is `cse`'s
                // job after the pass, once dead ones are gone, as it is
                // under the greedy driver (merging here would keep alive
                // an op whose own uses the rewrites removed).
                if *ex.find_best_node(c) == own {
                    let mut vals: SmallVec<[Value; 4]> = SmallVec::new();
                    for (j, &k) in own.kids.iter().enumerate() {
                        let cur = body.operand(op, j);
                        vals.push(e.use_value(body, cur, k, op)?);
                    }
                    if body.operands(op) != vals.as_slice() {
                        body.set_operands(op, &vals);
                    }
                    // The first of equal kept ops is the one `cse` keeps.
                    if !e.scope.contains_key(&c) {
                        e.bind(c, r);
                    }
                    e.kept.insert(r);
                } else {
                    let mark = e.created.len();
                    let v = e.value(body, c, op)?;
                    if v != r {
                        if e.is_new(body, v, mark, &[]) {
                            body.inherit_value_name(r, v);
                        }
                        body.replace_all_uses(r, v);
                        e.note_class(v, c);
                        replaced.push(op);
                    }
                }
                continue;
            }
            if let Some(&ci) = claim_of.get(&op) {
                e.rewrite_site(body, &claims[ci], op)?;
                continue;
            }
            let n = body.operands(op).len();
            for i in 0..n {
                let v = body.operand(op, i);
                if let Some(&c) = built.class_of.get(&v) {
                    let nv = e.use_value(body, v, c, op)?;
                    if nv != v {
                        body.set_operand(op, i, nv);
                    }
                }
            }
            for s in 0..body.successors(op).len() {
                let args: Vec<Value> = body.successor_args(op, s).to_vec();
                let mut new_args = Vec::with_capacity(args.len());
                for &v in &args {
                    new_args.push(match built.class_of.get(&v) {
                        Some(&c) => e.use_value(body, v, c, op)?,
                        None => v,
                    });
                }
                if new_args != args {
                    let target = body.successors(op)[s];
                    body.set_successor(op, s, target, &new_args);
                }
            }
            let results: SmallVec<[Value; 2]> = body.results(op).iter().copied().collect();
            for r in results {
                if let Some(&c) = built.class_of.get(&r) {
                    let c = e.find(c);
                    e.bind(c, r);
                }
            }
        }
        visits.push(Visit::Exit(mark));
        let kids: Vec<Block> = dt.children(b).collect();
        for k in kids.into_iter().rev() {
            visits.push(Visit::Enter(k));
        }
    }
    let created = std::mem::take(&mut e.created);
    let mut stats = e.stats;
    for op in replaced {
        if body.contains_op(op) && !body.has_uses(body.result(op, 0)) {
            body.erase_op(op);
            stats.erased += 1;
        }
    }
    // Erase what is left unused: input pure ops that had uses, and pure ops
    // built for a class that a later choice made unneeded (a rewrite
    // elsewhere absorbed it). Users come after their operands in both
    // lists, so each reverse pass frees whole chains; a pass that erases
    // nothing ends it.
    let mut candidates: Vec<Op> = built
        .pure_ops
        .iter()
        .map(|&(o, _)| o)
        .filter(|o| had_uses.contains(o))
        .collect();
    candidates.extend(created);
    for _ in 0..=candidates.len() {
        let mut any = false;
        for &op in candidates.iter().rev() {
            if body.contains_op(op) && !body.has_uses(body.result(op, 0)) {
                body.erase_op(op);
                stats.erased += 1;
                any = true;
            }
        }
        if !any {
            break;
        }
    }
    Ok(stats)
}
