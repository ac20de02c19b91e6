//! The e-graph engine: applies the same [`CompiledRule`](crate::CompiledRule)s
//! as the greedy driver, by equality saturation on `egg` 0.11, and one API
//! ([`rewrite_function`], [`rewrite_module`]) for both engines.
//!
//! Per function (one e-graph each, so functions run in parallel):
//!
//! 1. **Build.** Registered pure ops with one result, no regions and no
//!    successors in the function's top-level region become e-nodes
//!    ([`DxNode`]). Everything else is the *skeleton*: it stays in the
//!    body, in order, and its operands refer to e-classes. Values the
//!    e-graph cannot see into (skeleton results, block arguments, function
//!    parameters) are opaque `(value k)` leaves. Effectful ops never enter
//!    the e-graph as ops, so no two of them can merge.
//! 2. **Saturate.** Rules rooted at pure ops are matched over e-classes
//!    (all alternatives, up to [`MAX_MATCHES_PER_ROOT`] per root node),
//!    their guards and `let`s run with `V = egg::Id`, and the planned
//!    replacement is added and unioned with the root. Each iteration
//!    searches one snapshot, applies by benefit, then rebuilds — egg's
//!    `Runner` with a `SimpleScheduler` schedule, written out so that a
//!    rule's plan (not a pattern) is the applier. Limits: nodes, iterations
//!    and time (a safety net).
//!
//!    Rules rooted at a skeleton (effectful) op are applied Cranelift-style
//!    on the skeleton: each iteration, every unclaimed skeleton op tries its
//!    rules by benefit, matching its operands as e-classes; the first that
//!    applies *claims* the op (once per site, so it is lowered exactly
//!    once). The plan's pure ops become e-nodes (later rules rewrite them),
//!    its effectful ops `(site k)` leaves, and the root's results are
//!    unioned with their replacements; elaboration builds the effectful ops
//!    in place of the root. Matching never looks *through* an effectful
//!    op's result (it is an opaque leaf), so a pattern whose inner op is
//!    effectful (`llvm.freeze(llvm.load(..))`) applies only under the
//!    greedy driver.
//! 3. **Extract** with a lexicographic `(illegal ops, ops, input ops)` cost
//!    ([`Cost`]): illegal ops are avoided whenever a legal form exists, and
//!    any illegal op left is an error naming the op, its location and the
//!    rules that were tried for it.
//! 4. **Elaborate** in dominator-tree order (see `elaborate.rs`).

mod dot;
mod elaborate;
mod extract;
mod lang;
mod saturate;

pub use extract::{ConversionTarget, Cost};
pub use lang::{BadNode, DxAnalysis, DxGraph, DxNode, DxTables, Payload, VALUE_KEY};
pub use saturate::MAX_MATCHES_PER_ROOT;

use crate::error::{IllegalOpError, RewriteError};
use crate::greedy::{
    loc_text, rule_site, GreedyDriver, DEFAULT_MAX_ITERATIONS, DEFAULT_MAX_NEAR_MISSES,
};
use crate::report::{Explanation, NearMiss, Report, RuleCount, StopReason};
use crate::ruleset::RuleSet;
use dxir_ir::{canonicalize_constants, Body, Context, Function, Loc, Module, OpName};
use egg::{Extractor, Id, Language};
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use std::time::Duration;

/// The node limit is at least this…
pub const DEFAULT_NODE_LIMIT: usize = 10_000;
/// …or this many nodes per op of the function, whichever is larger.
pub const NODES_PER_OP: usize = 16;
/// Default iteration limit (egg's `Runner` default).
pub const DEFAULT_ITERATION_LIMIT: usize = 30;
/// Default time limit: a safety net only, since it makes results depend on
/// the machine.
pub const DEFAULT_TIME_LIMIT: Duration = Duration::from_secs(5);
/// How many explanations a report renders at most (they are costly).
pub const MAX_EXPLANATIONS: usize = 64;

/// Limits and options of the e-graph engine.
#[derive(Clone, Debug)]
pub struct EGraphConfig {
    /// Stop once the e-graph has this many nodes. `None`: the larger of
    /// [`DEFAULT_NODE_LIMIT`] and [`NODES_PER_OP`] × the function's ops.
    pub node_limit: Option<usize>,
    /// Stop after this many iterations.
    pub iteration_limit: usize,
    /// Stop after this long.
    pub time_limit: Duration,
    /// Near misses kept in the report.
    pub max_near_misses: usize,
    /// Record egg explanations and render why each rewritten value equals
    /// its input (`--explain`). Slow; off by default.
    pub explanations: bool,
    /// Render the saturated e-graph as Graphviz DOT into
    /// [`EGraphReport::dot`] (`--dump-egraph`). Off by default.
    pub dot: bool,
}

impl Default for EGraphConfig {
    fn default() -> Self {
        EGraphConfig {
            node_limit: None,
            iteration_limit: DEFAULT_ITERATION_LIMIT,
            time_limit: DEFAULT_TIME_LIMIT,
            max_near_misses: DEFAULT_MAX_NEAR_MISSES,
            explanations: false,
            dot: false,
        }
    }
}

/// Limits of the greedy driver (see [`GreedyDriver`]).
#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Rewrite limit; `None` for the driver's default.
    pub max_rewrites: Option<usize>,
    /// Iteration limit.
    pub max_iterations: usize,
    /// Near misses kept in the report.
    pub max_near_misses: usize,
    /// Record every rewrite with its rule's `FILE:LINE` (`--explain`).
    pub explanations: bool,
    /// List the per-rule counts, the last rewrites and the near misses in
    /// the report ([`GreedyDriver::with_details`]); an illegal op left
    /// over names its near misses in the error either way.
    pub details: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            max_rewrites: None,
            max_iterations: DEFAULT_MAX_ITERATIONS,
            max_near_misses: DEFAULT_MAX_NEAR_MISSES,
            explanations: false,
            details: true,
        }
    }
}

/// Which engine applies the rules. A pass picks one without changing its
/// rules.
#[derive(Clone, Debug)]
pub enum Engine {
    /// MLIR-style worklist rewriting.
    Greedy(GreedyConfig),
    /// Equality saturation, extraction and elaboration.
    EGraph(EGraphConfig),
}

/// What a run of the e-graph engine did.
#[derive(Clone, Debug)]
pub struct EGraphReport {
    /// Why saturation stopped.
    pub stop: StopReason,
    /// Iterations run.
    pub iterations: usize,
    /// Rule applications that changed the e-graph.
    pub applied: usize,
    /// Applications per rule, for the rules that fired, in rule order.
    pub per_rule: Vec<RuleCount>,
    /// Matches whose guards or replacement failed (first found first).
    pub near_misses: Vec<NearMiss>,
    /// Rules (with the reason) whose matches the e-graph cannot apply.
    pub unsupported: Vec<(String, String)>,
    /// E-nodes and e-classes at the end.
    pub nodes: usize,
    /// E-classes at the end.
    pub classes: usize,
    /// Ops elaboration created.
    pub created: usize,
    /// Input ops elaboration erased.
    pub erased: usize,
    /// With [`EGraphConfig::explanations`]: why each rewritten input op
    /// was rewritten, in the input's program order: for a pure op (at most
    /// [`MAX_EXPLANATIONS`]) egg's explanation of why its value equals
    /// what was extracted, with every step citing its rule's `FILE:LINE`;
    /// for an op with effects, the rule that claimed it.
    pub explanations: Vec<Explanation>,
    /// With [`EGraphConfig::dot`]: the saturated e-graph as Graphviz DOT,
    /// one cluster per class, the extracted nodes filled.
    pub dot: Option<String>,
}

impl EGraphReport {
    /// How often `rule` applied.
    pub fn count(&self, rule: &str) -> usize {
        self.per_rule
            .iter()
            .find(|c| c.rule == rule)
            .map_or(0, |c| c.count)
    }
}

/// The report of either engine.
#[derive(Clone, Debug)]
pub enum EngineReport {
    /// From the greedy driver.
    Greedy(Report),
    /// From the e-graph engine.
    EGraph(EGraphReport),
}

impl EngineReport {
    /// Why the engine stopped.
    pub fn stop(&self) -> StopReason {
        match self {
            EngineReport::Greedy(r) => r.stop,
            EngineReport::EGraph(r) => r.stop,
        }
    }

    /// How often `rule` fired.
    pub fn count(&self, rule: &str) -> usize {
        match self {
            EngineReport::Greedy(r) => r.count(rule),
            EngineReport::EGraph(r) => r.count(rule),
        }
    }
}

/// Rewrites `func` with `rules` using `engine`, then checks that only ops
/// legal for `target` remain. Both engines leave the shared constants in
/// canonical form ([`canonicalize_constants`]: one op per value at the top
/// of the entry block, wherever the engine made them), so they leave the
/// same IR.
///
/// # Example
/// ```
/// use dxir_rewrites::{load_rules, rewrite_function, Builtins, ConversionTarget};
/// use dxir_rewrites::{EGraphConfig, Engine, StopReason};
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
/// let target = ConversionTarget {
///     illegal_ops: vec!["llvm.mul".into()],
///     ..ConversionTarget::default()
/// };
/// let engine = Engine::EGraph(EGraphConfig::default());
/// let f = &mut m.functions_mut()[0];
/// let report = rewrite_function(&cx, f, &rules, &engine, &target).unwrap();
/// assert_eq!(report.stop(), StopReason::Saturated);
/// assert!(dxir_ir::print_function(&cx, f).contains("llvm.shl %x, %0 : i32"));
/// ```
///
/// # Errors
/// [`RewriteError::Illegal`] if an illegal op remains (naming it, its
/// location and the rules tried for it); the other [`RewriteError`]s if a
/// rule is wrong. Hitting a limit is not an error: see
/// [`EngineReport::stop`].
pub fn rewrite_function(
    cx: &Context,
    func: &mut Function,
    rules: &RuleSet,
    engine: &Engine,
    target: &ConversionTarget,
) -> Result<EngineReport, RewriteError> {
    match engine {
        Engine::Greedy(g) => {
            let mut d = GreedyDriver::new(rules)
                .with_max_iterations(g.max_iterations)
                .with_max_near_misses(g.max_near_misses)
                .with_explanations(g.explanations)
                .with_details(g.details);
            if let Some(n) = g.max_rewrites {
                d = d.with_max_rewrites(n);
            }
            let (report, raw) = d.run_body_raw(cx, func.body_mut())?;
            check_legal(cx, func.body(), rules, target, || raw.render(cx))?;
            Ok(EngineReport::Greedy(report))
        }
        Engine::EGraph(c) => {
            let report = run_egraph(cx, func.body_mut(), rules, c, target)?;
            canonicalize_constants(cx, func.body_mut());
            Ok(EngineReport::EGraph(report))
        }
    }
}

/// [`rewrite_function`] on every defined function of `m`, in parallel
/// (rayon); reports come back in function order, so the result does not
/// depend on the number of threads.
///
/// # Errors
/// The first function's error, in function order.
pub fn rewrite_module(
    cx: &Context,
    m: &mut Module,
    rules: &RuleSet,
    engine: &Engine,
    target: &ConversionTarget,
) -> Result<Vec<EngineReport>, RewriteError> {
    m.par_functions_mut()
        .filter(|f| !f.is_declaration())
        .map(|f| rewrite_function(cx, f, rules, engine, target))
        .collect::<Vec<_>>()
        .into_iter()
        .collect()
}

fn tried_for(rules: &RuleSet, name: OpName, at: &str, near: &[NearMiss]) -> Vec<String> {
    rules
        .rules_for(name)
        .map(
            |r| match near.iter().find(|n| n.rule == r.name && n.at == at) {
                Some(n) => format!("{}: {}", r.name, n.reason),
                None => format!("{}: the pattern does not match", r.name),
            },
        )
        .collect()
}

fn illegal_error(
    cx: &Context,
    rules: &RuleSet,
    name: OpName,
    loc: Loc,
    near: &[NearMiss],
) -> RewriteError {
    let at = loc_text(cx, loc);
    RewriteError::Illegal(Box::new(IllegalOpError {
        op: cx.op_name_str(name).to_string(),
        tried: tried_for(rules, name, &at, near),
        at,
    }))
}

/// The first illegal op of `body`, as an error.
fn check_legal(
    cx: &Context,
    body: &Body,
    rules: &RuleSet,
    target: &ConversionTarget,
    near: impl FnOnce() -> Vec<NearMiss>,
) -> Result<(), RewriteError> {
    if target.allows_everything() {
        return Ok(());
    }
    // One legality decision per op name, not per op.
    let mut legal: rustc_hash::FxHashMap<OpName, bool> = rustc_hash::FxHashMap::default();
    for op in body.walk() {
        let name = body.op_name(op);
        let ok = *legal
            .entry(name)
            .or_insert_with(|| target.is_legal(cx.op_name_str(name)));
        if !ok {
            return Err(illegal_error(cx, rules, name, body.loc(op), &near()));
        }
    }
    Ok(())
}

/// The e-graph engine on one body.
fn run_egraph(
    cx: &Context,
    body: &mut Body,
    rules: &RuleSet,
    config: &EGraphConfig,
    target: &ConversionTarget,
) -> Result<EGraphReport, RewriteError> {
    let effect_roots = saturate::effect_roots(cx, rules);
    let mut built = saturate::build(cx, body, config.explanations, &effect_roots);
    let mut sat = saturate::saturate(cx, &mut built, body, rules, config, body.num_ops())?;
    let eg = &built.egraph;
    let tables = &eg.analysis.tables;
    let illegal = target.illegal_set(cx, &tables.ops);
    let originals: FxHashSet<DxNode> = built
        .originals
        .iter()
        .map(|n| n.clone().map_children(|k| eg.find(k)))
        .collect();
    let ex = Extractor::new(
        eg,
        extract::DxCost {
            tables,
            illegal: &illegal,
            originals: &originals,
        },
    );
    // Legality before touching the body: every class the body needs.
    let mut roots: Vec<Id> = built.class_of.values().map(|&c| eg.find(c)).collect();
    roots.sort_unstable();
    roots.dedup();
    if let Some((class, name)) = first_illegal(eg, &ex, &illegal, &roots) {
        let loc = saturate::class_loc(eg, body, &built.pure_ops, class);
        return Err(illegal_error(cx, rules, name, loc, &sat.near_misses));
    }
    let dot = config.dot.then(|| dot::render(cx, eg, &ex, &roots));
    // Claimed skeleton ops are replaced by elaboration.
    let claimed: FxHashSet<dxir_ir::Op> = sat.claims.iter().map(|c| c.op).collect();
    for op in body.walk() {
        let name = body.op_name(op);
        if !saturate::is_egraph_op(cx, body, op, &effect_roots)
            && !claimed.contains(&op)
            && !target.is_legal(cx.op_name_str(name))
        {
            return Err(illegal_error(
                cx,
                rules,
                name,
                body.loc(op),
                &sat.near_misses,
            ));
        }
    }
    let mut wanted = Vec::new();
    // (program order, explanation) of the ops with effects rules claimed.
    let mut explanations: Vec<(usize, Explanation)> = Vec::new();
    if config.explanations {
        let order: rustc_hash::FxHashMap<dxir_ir::Op, usize> = body
            .walk()
            .into_iter()
            .enumerate()
            .map(|(i, o)| (o, i))
            .collect();
        for (i, &(op, c)) in built.pure_ops.iter().enumerate() {
            let own = built.originals[i].clone().map_children(|k| eg.find(k));
            if *ex.find_best_node(c) != own && wanted.len() < MAX_EXPLANATIONS {
                let at = order.get(&op).copied().unwrap_or(usize::MAX);
                let what = (
                    cx.op_name_str(body.op_name(op)).to_string(),
                    loc_text(cx, body.loc(op)),
                );
                wanted.push((at, what, c, ex.find_best(c).1));
            }
        }
        for claim in &sat.claims {
            let r = &rules.rules()[claim.rule];
            explanations.push((
                order.get(&claim.op).copied().unwrap_or(usize::MAX),
                Explanation {
                    op: cx.op_name_str(body.op_name(claim.op)).to_string(),
                    at: loc_text(cx, body.loc(claim.op)),
                    rules: vec![(r.name.clone(), rule_site(&r.pos))],
                    steps: Vec::new(),
                },
            ));
        }
    }
    for claim in &mut sat.claims {
        saturate::replan(cx, &built, body, rules, claim, &ex)?;
    }
    let stats = elaborate::elaborate(body, &built, &sat.claims, &ex)?;
    drop(ex);
    for (at, (op, loc), c, best) in wanted {
        let original = built.egraph.id_to_expr(c);
        let mut e = built.egraph.explain_equivalence(&original, &best);
        let text = e.get_flat_string();
        let text = built.egraph.analysis.tables.render(cx, &text);
        explanations.push((at, explain_steps(rules, op, loc, &text)));
    }
    explanations.sort_by_key(|(at, _)| *at);
    let explanations = explanations.into_iter().map(|(_, e)| e).collect();
    Ok(EGraphReport {
        stop: sat.stop,
        iterations: sat.iterations,
        applied: sat.applied,
        per_rule: saturate::rule_counts(rules, &sat.counts),
        near_misses: sat.near_misses,
        unsupported: sat.unsupported,
        nodes: built.egraph.total_number_of_nodes(),
        classes: built.egraph.number_of_classes(),
        created: stats.created,
        erased: stats.erased,
        explanations,
        dot,
    })
}

/// An [`Explanation`] from egg's rendered text: each step naming a rule
/// (`Rewrite=> NAME` or `Rewrite<= NAME`) gets the rule's `[FILE:LINE]`.
fn explain_steps(rules: &RuleSet, op: String, at: String, text: &str) -> Explanation {
    let mut cited: Vec<(String, String)> = Vec::new();
    let mut steps = Vec::new();
    for line in text.lines() {
        let mut line = line.to_string();
        let named = ["Rewrite=> ", "Rewrite<= "]
            .iter()
            .find_map(|m| line.split_once(m).map(|(_, rest)| rest))
            .and_then(|rest| rest.split([' ', ')']).next())
            .and_then(|name| rules.get(name));
        if let Some(r) = named {
            let site = rule_site(&r.pos);
            line.push_str(&format!(" [{site}]"));
            if !cited.iter().any(|(n, _)| *n == r.name) {
                cited.push((r.name.clone(), site));
            }
        }
        steps.push(line);
    }
    Explanation {
        op,
        at,
        rules: cited,
        steps,
    }
}

/// The first class (in depth-first order from `roots`) whose extracted
/// term has an illegal op at its top.
fn first_illegal(
    eg: &DxGraph,
    ex: &Extractor<'_, extract::DxCost<'_>, DxNode, DxAnalysis>,
    illegal: &FxHashSet<OpName>,
    roots: &[Id],
) -> Option<(Id, OpName)> {
    if illegal.is_empty() {
        return None;
    }
    let mut seen: FxHashSet<Id> = FxHashSet::default();
    let mut stack: Vec<Id> = roots.iter().rev().copied().collect();
    // Each class is expanded once and pushes at most its widest node's
    // children.
    let limit = eg
        .classes()
        .map(|c| 1 + c.nodes.iter().map(|n| n.len()).max().unwrap_or(0))
        .sum::<usize>()
        .saturating_add(roots.len());
    for _ in 0..limit {
        let Some(c) = stack.pop() else { break };
        let c = eg.find(c);
        if !seen.insert(c) {
            continue;
        }
        let n = ex.find_best_node(c);
        if let Some(name) = eg.analysis.tables.op_of(n) {
            if illegal.contains(&name) {
                return Some((c, name));
            }
        }
        stack.extend(n.children().iter().rev().copied());
    }
    None
}
