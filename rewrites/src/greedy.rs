//! The greedy driver: applies rules at ops from a worklist until none
//! applies, the way MLIR's `GreedyPatternRewriteDriver` does.
//!
//! Each iteration seeds the worklist with every op in program order that
//! some rule is rooted at (other ops could not change anyway). An op
//! popped from it is tried against the rules whose root is its name
//! (less those whose root requires another `callee` or other indexed
//! attribute: [`RuleSet::rules_for_op`]), highest benefit first (file order
//! breaks ties); the first that applies
//! rewrites it. The ops it created, the users of the values that replaced
//! the root, and the ops that defined the matched ops' operands go back on
//! the worklist; matched ops that the rewrite left pure and unused are
//! erased. An iteration that changes nothing ends the run (a fixpoint).
//! After the first, an iteration tries only the ops marked since their
//! last try (see `Run::mark_changed`): any other op's rules see what they
//! saw then, and fail again the same way.
//!
//! Both loops have limits: [`GreedyDriver::with_max_rewrites`] (by default
//! proportional to the function's size) bounds the rewrites, so a rule set
//! that never converges (`a -> b`, `b -> a`) stops in bounded time and the
//! [`Report`] names the rules still firing; and
//! [`GreedyDriver::with_max_iterations`] bounds the re-seeding.
//!
//! A rewrite's constants come from a [`ConstantPool`] (one op per value at
//! the top of the entry block, not one per use), and the run ends with
//! [`canonicalize_constants`], as the e-graph engine's does.
//!
//! The run is deterministic: it depends only on the IR and the rule set.

use crate::compiled::{ApplyFailure, MatchResult, Miss, ShapeCache};
use crate::error::RewriteError;
use crate::report::{AppliedRewrite, Explanation, NearMiss, Report, RuleCount, StopReason};
use crate::ruleset::RuleSet;
use dxir_ir::{
    canonicalize_constants, Body, ConstantPool, Context, DenseMap, Function, Loc, Op, OpName,
    Traits,
};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use std::collections::VecDeque;
use std::sync::Arc;

/// Default iteration limit (MLIR's `maxIterations`).
pub const DEFAULT_MAX_ITERATIONS: usize = 10;
/// The default rewrite limit is this many rewrites per op of the function…
pub const REWRITES_PER_OP: usize = 16;
/// …plus this many.
pub const REWRITES_BASE: usize = 1000;
/// How many of the last rewrites a [`Report`] keeps.
pub const LAST_REWRITES: usize = 16;
/// Default number of near misses a [`Report`] keeps.
pub const DEFAULT_MAX_NEAR_MISSES: usize = 64;

/// Applies a [`RuleSet`] to a function until it converges or a limit is hit.
///
/// # Example
/// ```
/// use dxir_rewrites::{load_rules, Builtins, GreedyDriver, StopReason};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let rules = load_rules(&cx, &[("x.rules", "
/// rule mul-by-pow2 {
///   match %r = llvm.mul %x, #c : i32
///   let #k = exact_log2(#c)
///   rewrite { replace %r with llvm.shl %x, #k : i32 }
/// }")], &Builtins::standard()).unwrap();
/// let mut m = dxir_ir::parse_module(&cx, "func @f(%x: i32) -> i32 {
///   %c = llvm.constant 8 : i32
///   %r = llvm.mul %x, %c : i32
///   llvm.ret %r : i32
/// }", "f.dxir").unwrap();
/// let report = GreedyDriver::new(&rules).run(&cx, &mut m.functions_mut()[0]).unwrap();
/// assert_eq!(report.stop, StopReason::Converged);
/// assert!(dxir_ir::print_function(&cx, &m.functions()[0]).contains("llvm.shl %x, %0 : i32"));
/// ```
#[derive(Clone, Debug)]
pub struct GreedyDriver<'r> {
    rules: &'r RuleSet,
    max_rewrites: Option<usize>,
    max_iterations: usize,
    max_near_misses: usize,
    explain: bool,
    details: bool,
}

/// The near misses of a run as it recorded them, rendered only when asked
/// for (a report with details renders them itself; without, only an error
/// does).
pub(crate) struct RawNearMisses<'a> {
    rules: &'a RuleSet,
    misses: Vec<(u32, OpName, Loc, Arc<Miss>)>,
}

impl RawNearMisses<'_> {
    /// The near misses as a [`Report`] lists them.
    pub(crate) fn render(&self, cx: &Context) -> Vec<NearMiss> {
        self.misses
            .iter()
            .map(|(rule, op, at, reason)| NearMiss {
                rule: self.rules.rules()[*rule as usize].name.clone(),
                op: cx.op_name_str(*op).to_string(),
                at: loc_text(cx, *at),
                reason: Miss::clone(reason),
            })
            .collect()
    }
}

impl<'r> GreedyDriver<'r> {
    /// A driver for `rules` with the default limits.
    pub fn new(rules: &'r RuleSet) -> Self {
        GreedyDriver {
            rules,
            max_rewrites: None,
            max_iterations: DEFAULT_MAX_ITERATIONS,
            max_near_misses: DEFAULT_MAX_NEAR_MISSES,
            explain: false,
            details: true,
        }
    }

    /// Whether the report lists what a run did in detail: the per-rule
    /// counts ([`Report::per_rule`]), the last rewrites ([`Report::last`])
    /// and the near misses ([`Report::near_misses`]). Default: on. A
    /// pipeline that reads only whether and how much a run rewrote turns
    /// it off: rendering those lists (rule names, op names, locations as
    /// text) cost more than recording them.
    pub fn with_details(mut self, on: bool) -> Self {
        self.details = on;
        self
    }

    /// Records every rewrite (rule, its `FILE:LINE`, the root op and its
    /// location) in [`Report::explanations`]. Default: off.
    pub fn with_explanations(mut self, on: bool) -> Self {
        self.explain = on;
        self
    }

    /// Stops after `n` rewrites. Default: [`REWRITES_PER_OP`] × the
    /// function's op count + [`REWRITES_BASE`].
    pub fn with_max_rewrites(mut self, n: usize) -> Self {
        self.max_rewrites = Some(n);
        self
    }

    /// Stops after `n` iterations (at least 1). Default:
    /// [`DEFAULT_MAX_ITERATIONS`].
    pub fn with_max_iterations(mut self, n: usize) -> Self {
        self.max_iterations = n.max(1);
        self
    }

    /// Keeps at most `n` near misses in the report. Default:
    /// [`DEFAULT_MAX_NEAR_MISSES`].
    pub fn with_max_near_misses(mut self, n: usize) -> Self {
        self.max_near_misses = n;
        self
    }

    /// Rewrites `func` (its ops and the ops of nested regions).
    ///
    /// # Errors
    /// [`RewriteError`] if a rule builds something that cannot be right (a
    /// replacement of the wrong type); the IR is then as the previous
    /// rewrites left it. Hitting a limit is not an error: see
    /// [`Report::stop`].
    pub fn run(&self, cx: &Context, func: &mut Function) -> Result<Report, RewriteError> {
        self.run_body(cx, func.body_mut())
    }

    /// Like [`run`](Self::run), on any body.
    ///
    /// # Errors
    /// As for [`run`](Self::run).
    pub fn run_body(&self, cx: &Context, body: &mut Body) -> Result<Report, RewriteError> {
        Ok(self.run_body_raw(cx, body)?.0)
    }

    /// [`run_body`](Self::run_body), with the near misses also as recorded
    /// (whether or not the report lists them), for an error that names them.
    pub(crate) fn run_body_raw(
        &self,
        cx: &Context,
        body: &mut Body,
    ) -> Result<(Report, RawNearMisses<'r>), RewriteError> {
        let limit = self.max_rewrites.unwrap_or_else(|| {
            REWRITES_PER_OP
                .saturating_mul(body.num_ops())
                .saturating_add(REWRITES_BASE)
        });
        let mut run = Run {
            cx,
            rules: self.rules,
            max_near_misses: self.max_near_misses,
            worklist: Vec::new(),
            queued: DenseMap::with_capacity(body.op_capacity()),
            counts: vec![0; self.rules.len()],
            last: VecDeque::with_capacity(LAST_REWRITES),
            near_misses: Vec::new(),
            near_seen: FxHashSet::default(),
            rewrites: 0,
            erased: 0,
            explain: self.explain,
            trace: Vec::new(),
            pool: ConstantPool::new(cx, body),
            shapes: self.rules.shapes().take(cx),
            changed: DenseMap::default(),
        };
        let mut stop = StopReason::IterationLimit;
        let mut iterations = 0;
        'iterations: for _ in 0..self.max_iterations {
            iterations += 1;
            let confirming = iterations > 1;
            // With nothing to try, the iteration would walk the body and
            // rewrite nothing.
            if confirming && !run.any_to_retry(body) {
                stop = StopReason::Converged;
                break;
            }
            run.worklist.clear();
            run.queued.clear();
            for op in body.walk().into_iter().rev() {
                run.push(body, op);
            }
            let mut changed = false;
            while let Some(op) = run.worklist.pop() {
                run.queued.remove(op);
                if !body.contains_op(op) || body.op_block(op).is_none() {
                    continue;
                }
                // Every op was tried in the first iteration. One that no
                // rewrite has touched since its last try fails again, the
                // same way (its near misses are recorded already): the
                // iterations after the first try only the others, in the
                // order a full iteration would.
                if confirming && !run.changed.contains_key(op) {
                    continue;
                }
                if run.try_op(body, op)? {
                    changed = true;
                    if run.rewrites >= limit {
                        stop = StopReason::RewriteLimit;
                        break 'iterations;
                    }
                }
            }
            if !changed {
                stop = StopReason::Converged;
                break;
            }
        }
        canonicalize_constants(cx, body);
        self.rules
            .shapes()
            .give_back(cx, std::mem::take(&mut run.shapes));
        let raw = RawNearMisses {
            rules: self.rules,
            misses: std::mem::take(&mut run.near_misses),
        };
        let mut report = run.report(stop, iterations, self.details);
        if self.details {
            report.near_misses = raw.render(cx);
        }
        Ok((report, raw))
    }
}

struct Run<'a> {
    cx: &'a Context,
    rules: &'a RuleSet,
    max_near_misses: usize,
    /// A stack: the next op to try is at the end.
    worklist: Vec<Op>,
    /// The ops on the worklist (a map by slot, not a hash set: every op is
    /// queued and popped at least once per iteration).
    queued: DenseMap<Op, ()>,
    counts: Vec<usize>,
    /// The last rewrites as (rule order, root op name, root location),
    /// rendered only for the report.
    last: VecDeque<(u32, OpName, Loc)>,
    /// Up to `max_near_misses` near misses as (rule order, root op name,
    /// root location, reason), rendered only for the report: a run meets
    /// tens of thousands, most of them in runs that succeed.
    near_misses: Vec<(u32, OpName, Loc, Arc<Miss>)>,
    near_seen: FxHashSet<(u32, Op)>,
    rewrites: usize,
    erased: usize,
    explain: bool,
    /// With `explain`: every rewrite as (rule order, root op name, root
    /// location), in order.
    trace: Vec<(u32, OpName, Loc)>,
    /// The function's shared constants, which rewrites use instead of
    /// making one op per use.
    pool: ConstantPool,
    /// The rules' clause outcomes and plans by the shape of their
    /// bindings: most rewrites of a function repeat a few shapes (loads of
    /// one type, say).
    shapes: ShapeCache,
    /// The ops a rewrite may have made match since they were last tried
    /// (see [`mark_changed`](Run::mark_changed)), each with how many levels
    /// of users above it were marked with it.
    changed: DenseMap<Op, u8>,
}

pub(crate) fn loc_text(cx: &Context, loc: Loc) -> String {
    if loc.is_unknown() {
        "<unknown>".to_string()
    } else {
        cx.loc_text(loc)
    }
}

/// `FILE:LINE` of a rule's definition, as explanations cite it.
pub(crate) fn rule_site(pos: &crate::error::SourcePos) -> String {
    format!("{}:{}", pos.file, pos.line)
}

impl Run<'_> {
    /// Queues `op` unless it is queued already or no rule is rooted at it
    /// (popping it would do nothing, so leaving it out changes no result).
    fn push(&mut self, body: &Body, op: Op) {
        if self.rules.has_rules_for(body.op_name(op)) && self.queued.insert(op, ()).is_none() {
            self.worklist.push(op);
        }
    }

    fn near_miss(&mut self, body: &Body, rule: u32, op: Op, reason: impl FnOnce() -> Arc<Miss>) {
        if self.near_misses.len() >= self.max_near_misses || !self.near_seen.insert((rule, op)) {
            return;
        }
        self.near_misses
            .push((rule, body.op_name(op), body.loc(op), reason()));
    }

    /// Marks `op`, whose operands a rewrite set, and the users above it
    /// as far as a pattern reaches down ([`RuleSet::pattern_depth`]), up
    /// through ops that some pattern reads through
    /// ([`RuleSet::is_inner_name`]): the ops whose rules may match now
    /// where they did not before. Any other op's rules see what they saw
    /// at its last try. An op marked at least as high since its last try
    /// is not walked again, so each op is walked at most `pattern_depth`
    /// times between tries.
    fn mark_changed(&mut self, body: &Body, op: Op) {
        let levels = u8::try_from(self.rules.pattern_depth().max(1)).unwrap_or(u8::MAX);
        let mut stack: SmallVec<[(Op, u8); 8]> = SmallVec::new();
        stack.push((op, levels));
        while let Some((o, left)) = stack.pop() {
            if self.changed.get(o).is_some_and(|&had| had >= left) {
                continue;
            }
            self.changed.insert(o, left);
            if left > 1 && self.rules.is_inner_name(body.op_name(o)) {
                for &r in body.results(o) {
                    stack.extend(body.uses(r).map(|u| (u.op, left - 1)));
                }
            }
        }
    }

    /// Whether a live op with rules was marked since its last try (see
    /// [`mark_changed`](Run::mark_changed)).
    fn any_to_retry(&self, body: &Body) -> bool {
        self.changed.keys().any(|o| {
            body.contains_op(o)
                && body.op_block(o).is_some()
                && self.rules.has_rules_for(body.op_name(o))
        })
    }

    /// Tries the rules of `op`'s name in order; `true` if one rewrote it.
    fn try_op(&mut self, body: &mut Body, op: Op) -> Result<bool, RewriteError> {
        let cx = self.cx;
        let rules = self.rules;
        self.changed.remove(op);
        for rule in rules.rules_for_op(cx, body, op) {
            let m = match rule.try_match_cached(cx, body, op, &mut self.shapes) {
                MatchResult::NoMatch => continue,
                MatchResult::NearMiss(miss) => {
                    self.near_miss(body, rule.order, op, || miss);
                    continue;
                }
                MatchResult::Matched(m) => m,
            };
            let applied = (rule.order, body.op_name(op), body.loc(op));
            let root_inputs: SmallVec<[Op; 4]> = body
                .operands(op)
                .iter()
                .filter_map(|&v| body.defining_op(v))
                .collect();
            let done = match rule.apply_cached(cx, body, op, &m, &mut self.pool, &mut self.shapes) {
                Ok(a) => a,
                Err(ApplyFailure::NearMiss(miss)) => {
                    self.near_miss(body, rule.order, op, || Arc::from(miss));
                    continue;
                }
                Err(ApplyFailure::Error(e)) => return Err(e),
            };
            self.rewrites += 1;
            self.counts[rule.order as usize] += 1;
            if self.last.len() == LAST_REWRITES {
                self.last.pop_front();
            }
            self.last.push_back(applied);
            if self.explain {
                self.trace.push(applied);
            }
            // New ops first, in creation order; then users of the new
            // values; then what fed the matched ops.
            // Inline vectors: a rewrite makes and queues a few ops.
            let mut next: SmallVec<[Op; 16]> = SmallVec::from_slice(&done.new_ops);
            for &v in &done.values {
                for u in body.uses(v) {
                    next.push(u.op);
                }
            }
            // The new ops and the users of the values that replaced the
            // root's are the ops whose operands changed.
            for &o in &next {
                self.mark_changed(body, o);
            }
            next.extend_from_slice(&root_inputs);
            let mut candidates: SmallVec<[Op; 8]> = SmallVec::from_slice(&m.ops[1..]);
            candidates.extend_from_slice(&m.constants);
            self.erase_dead(body, &candidates, &mut next);
            for &o in next.iter().rev() {
                if body.contains_op(o) {
                    self.push(body, o);
                }
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// Erases the ops of `candidates` that are pure and whose results are
    /// all unused, repeating while that frees more. Adds the ops that
    /// defined the erased ops' operands to `inputs`.
    fn erase_dead(&mut self, body: &mut Body, candidates: &[Op], inputs: &mut SmallVec<[Op; 16]>) {
        // Each pass erases at least one op or stops.
        for _ in 0..=candidates.len() {
            let mut any = false;
            for &op in candidates {
                let dead = body.contains_op(op)
                    && body.op_has(self.cx, op, Traits::PURE)
                    && !body.results(op).is_empty()
                    && body.results(op).iter().all(|&r| !body.has_uses(r));
                if dead {
                    for &v in body.operands(op) {
                        if let Some(d) = body.defining_op(v) {
                            inputs.push(d);
                        }
                    }
                    body.erase_op(op);
                    self.erased += 1;
                    any = true;
                }
            }
            if !any {
                break;
            }
        }
    }

    /// The report of the run; with `details`, its per-rule counts and
    /// last rewrites (the near misses are the caller's: [`RawNearMisses`]).
    fn report(self, stop: StopReason, iterations: usize, details: bool) -> Report {
        let per_rule = if details {
            self.rules
                .rules()
                .iter()
                .zip(&self.counts)
                .filter(|(_, &c)| c > 0)
                .map(|(r, &c)| RuleCount {
                    rule: r.name.clone(),
                    count: c,
                })
                .collect()
        } else {
            Vec::new()
        };
        let last = if details {
            self.last
                .into_iter()
                .map(|(rule, op, at)| AppliedRewrite {
                    rule: self.rules.rules()[rule as usize].name.clone(),
                    op: self.cx.op_name_str(op).to_string(),
                    at: loc_text(self.cx, at),
                })
                .collect()
        } else {
            Vec::new()
        };
        Report {
            stop,
            iterations,
            rewrites: self.rewrites,
            per_rule,
            last,
            near_misses: Vec::new(),
            erased: self.erased,
            explanations: self
                .trace
                .into_iter()
                .map(|(rule, op, at)| {
                    let r = &self.rules.rules()[rule as usize];
                    Explanation {
                        op: self.cx.op_name_str(op).to_string(),
                        at: loc_text(self.cx, at),
                        rules: vec![(r.name.clone(), rule_site(&r.pos))],
                        steps: Vec::new(),
                    }
                })
                .collect(),
        }
    }
}
