//! Rule-based passes: a pass whose lowering is a rule set
//! (`dialects/rules/<pass>/*.rules`) applied by either engine, with Rust
//! hooks for what is not a local rewrite.
//!
//! A rule-based pass is a [`RulePassSpec`] (its name, its builtins, its
//! stages: which of its folder's files each runs, with which
//! [`ConversionTarget`]) plus [`RuleHooks`] (what runs before the rules on
//! the module, around them on each function, and after them on the
//! module). [`RulePass`] runs it: it loads the rules once per run, merges
//! the user's rules into the stage that takes them, runs the hooks and the
//! stages over the functions in parallel (in function order, whatever the
//! thread count), and leaves one [`Explanation`] per rewrite in the sink
//! when `explain` is on.
//!
//! [`RULE_PASSES`] lists every rule-based pass: `dxir lower`/`opt` apply
//! `--engine`, `--rules` and `--explain` to each, and `dxir rules list`
//! prints their rules. To add one: put its files in
//! `dialects/rules/<pass>/`, write a spec and hooks, and add a line to
//! [`RULE_PASSES`] and to the pass registry.

use crate::error::PassErrorKind;
use crate::manager::Pass;
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_ir::{Context, Function, Loc, Module};
use dxir_rewrites::{
    load_rules, rewrite_function, rule_file_pass, unknown_pass_error, Builtins, ConversionTarget,
    EGraphConfig, EGraphReport, Engine, EngineReport, Explanation, GreedyConfig, RewriteError,
    RuleErrors, RuleSet,
};
use std::sync::{Arc, Mutex};

/// Where explanations go: one entry per rewritten op.
pub type ExplainSink = Arc<Mutex<Vec<RuleExplanation>>>;

/// Why one op was rewritten, and where: the engine's [`Explanation`] (the
/// op, its location, each rule with where it is defined, the e-graph's
/// steps) with the pass and function it happened in. Typed so an embedder
/// reads the rule names and locations without parsing text; `Display`
/// gives the `--explain` line, `PASS: @FUNC: AT: `OP` rewritten by RULE
/// (FILE:LINE)` (and egg's steps on the lines after).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleExplanation {
    /// The rule-based pass that rewrote the op (`lower-dxil`).
    pub pass: &'static str,
    /// The function the op is in.
    pub function: String,
    /// The op, its location and the rules that rewrote it.
    pub explanation: Explanation,
}

impl std::fmt::Display for RuleExplanation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: @{}: {}", self.pass, self.function, self.explanation)
    }
}

/// Where the e-graph engine's pictures go (`--dump-egraph`): one entry per
/// function and stage run with the e-graph engine, `(name, DOT)` with
/// `name` = `PASS.FUNCTION.STAGE`, in pipeline, then module order.
pub type DotSink = Arc<Mutex<Vec<(String, String)>>>;

/// `--dump-egraph DIR`: after each pass, writes the e-graphs it put in the
/// [`DotSink`] as `NN-<pass>.<function>.<stage>.egraph.dot`, `NN` the
/// pass's number as `--dump-dir` gives it ([`DumpDir::file_name`]: 00 is
/// the input, pass k is k), so a picture sits beside the module dump of
/// the same pass, and a pass that runs twice (`dxil-cleanup`) is told
/// apart by its number.
///
/// [`DumpDir::file_name`]: crate::DumpDir::file_name
#[derive(Debug)]
pub struct DumpEGraph {
    dir: std::path::PathBuf,
    sink: DotSink,
}

impl DumpEGraph {
    /// Writes into `dir` (created if missing) what the rule passes put in
    /// `sink` (the [`RulePassOptions::egraph_dots`] they were given).
    pub fn new(dir: impl Into<std::path::PathBuf>, sink: DotSink) -> Self {
        DumpEGraph {
            dir: dir.into(),
            sink,
        }
    }

    /// The file of the sink entry `entry` (`PASS.FUNCTION.STAGE`) made by
    /// pass number `number`; characters a file name may not hold (a
    /// function's name may hold anything) are written `_`.
    pub fn file_name(number: usize, entry: &str) -> String {
        let safe: String = entry
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || "._-".contains(c) {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        format!("{number:02}-{safe}.egraph.dot")
    }
}

impl crate::Instrumentation for DumpEGraph {
    fn before_pipeline(
        &mut self,
        _cx: &Context,
        _module: &Module,
    ) -> Result<(), crate::InstrumentError> {
        std::fs::create_dir_all(&self.dir).map_err(|source| crate::InstrumentError::Io {
            path: self.dir.clone(),
            source,
        })
    }

    fn after_pass(
        &mut self,
        record: &crate::PassRecord,
        _cx: &Context,
        _module: &Module,
    ) -> Result<(), crate::InstrumentError> {
        let dots = std::mem::take(
            &mut *self
                .sink
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        );
        for (entry, dot) in dots {
            let path = self
                .dir
                .join(Self::file_name(record.info.index + 1, &entry));
            std::fs::write(&path, dot)
                .map_err(|source| crate::InstrumentError::Io { path, source })?;
        }
        Ok(())
    }
}

/// One rule set of a pass, applied to each function in turn.
#[derive(Clone, Copy, Debug)]
pub struct RuleStage {
    /// A name for messages (`lower`, `folds`).
    pub name: &'static str,
    /// Which of the folder's files (by full name,
    /// `dialects/rules/<pass>/x.rules`) this stage loads.
    pub files: fn(&str) -> bool,
    /// What must be gone afterwards.
    pub target: fn() -> ConversionTarget,
    /// Whether the user's rules (`--rules`) merge into this stage.
    pub user_rules: bool,
}

/// The static description of a rule-based pass.
#[derive(Clone, Copy, Debug)]
pub struct RulePassSpec {
    /// The pipeline name, also the rule folder's name.
    pub name: &'static str,
    /// The builtins its rules (and the user's rules for it) may call.
    pub builtins: fn() -> Builtins,
    /// Run before loading the rules (e.g. giving named structs their
    /// bodies).
    pub prepare: fn(&Context),
    /// The stages, in the order [`StageRunner::run_all`] runs them.
    pub stages: &'static [RuleStage],
}

impl RulePassSpec {
    /// The built-in files of stage `i`, `(name, text)`.
    pub fn stage_files(&self, i: usize) -> Vec<(&'static str, &'static str)> {
        let keep = self.stages[i].files;
        dxir_dialects::rules::builtin_rule_files(self.name)
            .iter()
            .copied()
            .filter(|(n, _)| keep(n))
            .collect()
    }

    /// Loads the built-in rules of every stage in `cx`.
    ///
    /// # Errors
    /// [`RuleErrors`] if a built-in file does not check (a bug: tests load
    /// every rule-based pass's files).
    ///
    /// They are loaded once per context (and its forks, see
    /// [`Context::fork`]) and copied for each caller: a pass that runs
    /// twice, or a fork per module, does not read the files again.
    pub fn builtin_rules(&self, cx: &Context) -> Result<Vec<RuleSet>, RuleErrors> {
        let sets = self.shared_builtin_rules(cx)?;
        Ok(sets.iter().map(|s| RuleSet::clone(s)).collect())
    }

    /// [`builtin_rules`](Self::builtin_rules) without the copy: the
    /// context's own rule sets, one per stage.
    pub fn shared_builtin_rules(&self, cx: &Context) -> Result<Arc<Vec<Arc<RuleSet>>>, RuleErrors> {
        (self.prepare)(cx);
        cx.derived(self.name, || {
            let builtins = (self.builtins)();
            (0..self.stages.len())
                .map(|i| load_rules(cx, &self.stage_files(i), &builtins).map(Arc::new))
                .collect::<Result<Vec<_>, RuleErrors>>()
        })
    }

    /// Loads the built-in rules of stage `i` in `cx`.
    ///
    /// # Errors
    /// As [`builtin_rules`](Self::builtin_rules).
    pub fn prepare_and_load(&self, cx: &Context, i: usize) -> Result<RuleSet, RuleErrors> {
        (self.prepare)(cx);
        load_rules(cx, &self.stage_files(i), &(self.builtins)())
    }

    /// Loads user rule files for this pass (their headers, if any, name it).
    ///
    /// # Errors
    /// Every problem in the files, and every rule whose name a built-in
    /// rule of the stage that takes user rules already has (found here, as
    /// `dxir rules check` sees it, not first when the pass merges them). A
    /// file that is one of the stage's built-in files, checked as it is,
    /// is not a second definition of its own rules.
    pub fn load_user_rules(
        &self,
        cx: &Context,
        files: &[(&str, &str)],
    ) -> Result<RuleSet, RuleErrors> {
        (self.prepare)(cx);
        let set = load_rules(cx, files, &(self.builtins)())?;
        let builtin = self.shared_builtin_rules(cx)?;
        for (i, rules) in builtin.iter().enumerate() {
            if !self.stages[i].user_rules {
                continue;
            }
            let own = self.stage_files(i);
            let added: Vec<(&str, &str)> = files
                .iter()
                .copied()
                .filter(|(_, text)| !own.iter().any(|(_, t)| t == text))
                .collect();
            if added.len() < files.len() {
                let added = load_rules(cx, &added, &(self.builtins)())?;
                RuleSet::clone(rules).merge(added)?;
            } else {
                RuleSet::clone(rules).merge(set.clone())?;
            }
        }
        Ok(set)
    }
}

/// Options every rule-based pass takes.
#[derive(Clone, Debug)]
pub struct RulePassOptions {
    /// The engine of every stage.
    pub engine: Engine,
    /// Rules merged after the built-in ones of the stage that takes user
    /// rules (a user rule with a higher benefit wins over a built-in one
    /// rooted at the same op). Loaded in the context the pass runs with.
    pub user_rules: Option<RuleSet>,
    /// Record which rule rewrote each op (both engines).
    pub explain: bool,
    /// Where a run inside a pass manager leaves its explanations (the
    /// manager keeps no pass reports): `dxir lower --explain` reads them.
    pub explanations: Option<ExplainSink>,
    /// With the e-graph engine: where each function's saturated e-graph
    /// goes, as DOT (`dxir lower --dump-egraph DIR`).
    pub egraph_dots: Option<DotSink>,
}

impl Default for RulePassOptions {
    fn default() -> Self {
        RulePassOptions {
            engine: Engine::Greedy(GreedyConfig::default()),
            user_rules: None,
            explain: false,
            explanations: None,
            egraph_dots: None,
        }
    }
}

/// Which engine, as a command line names it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EngineKind {
    /// The worklist driver (the default: fastest).
    #[default]
    Greedy,
    /// Equality saturation on egg, extraction by legality.
    EGraph,
}

impl EngineKind {
    /// The engine with default limits, recording explanations if `explain`.
    pub fn engine(self, explain: bool) -> Engine {
        match self {
            EngineKind::Greedy => Engine::Greedy(GreedyConfig {
                explanations: explain,
                ..GreedyConfig::default()
            }),
            EngineKind::EGraph => Engine::EGraph(EGraphConfig {
                explanations: explain,
                ..EGraphConfig::default()
            }),
        }
    }
}

/// What a run did, per function the rules ran on, in module order.
#[derive(Clone, Debug, Default)]
pub struct RulePassReport {
    /// The pass.
    pub pass: &'static str,
    /// `(function name, one engine report per stage run)`.
    pub functions: Vec<(String, Vec<EngineReport>)>,
    /// Whether a hook said it changed a function itself
    /// ([`StageRunner::mark_changed`]) or the module
    /// ([`RuleHooks::after`]).
    pub hooks_changed: bool,
}

impl RulePassReport {
    /// Every explanation of every function (empty unless `explain` was
    /// set), in module order, then the engine's.
    pub fn explanations(&self) -> Vec<RuleExplanation> {
        let mut out = Vec::new();
        for (name, reports) in &self.functions {
            for r in reports {
                let ex: &[Explanation] = match r {
                    EngineReport::Greedy(g) => &g.explanations,
                    EngineReport::EGraph(e) => &e.explanations,
                };
                out.extend(ex.iter().map(|x| RuleExplanation {
                    pass: self.pass,
                    function: name.clone(),
                    explanation: x.clone(),
                }));
            }
        }
        out
    }

    /// Whether any stage rewrote anything or a hook changed a function.
    pub fn changed(&self) -> bool {
        self.hooks_changed
            || self.functions.iter().flat_map(|(_, r)| r).any(|r| match r {
                EngineReport::Greedy(g) => g.rewrites > 0,
                EngineReport::EGraph(e) => e.applied > 0,
            })
    }
}

/// The Rust parts of a rule-based pass. Every method has a default that
/// does nothing special.
pub trait RuleHooks: Send + Sync {
    /// What [`before`](Self::before) computes for the rest of the run.
    type State: Send + Sync;

    /// Runs on the module before any rule (stamping facts rules match,
    /// analyses).
    ///
    /// # Errors
    /// A [`PassError`] stops the pass.
    fn before(&self, cx: &Context, module: &mut Module) -> Result<Self::State, PassError>;

    /// Whether the rules run on `f` (default: every definition).
    fn runs_on(&self, _state: &Self::State, f: &Function) -> bool {
        !f.is_declaration()
    }

    /// Runs the stages on one function (in parallel with the others);
    /// override to do work between stages. Default: every stage in order.
    ///
    /// # Errors
    /// A [`PassError`] stops the pass.
    fn function(
        &self,
        cx: &Context,
        _state: &Self::State,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        stages.run_all(cx, f)
    }

    /// Runs on the module after the rules (checks, module-level cleanup);
    /// returns whether it changed the module.
    ///
    /// # Errors
    /// A [`PassError`] stops the pass.
    fn after(
        &self,
        _cx: &Context,
        _state: Self::State,
        _module: &mut Module,
    ) -> Result<bool, PassError> {
        Ok(false)
    }
}

/// The loaded stages of one run, and what they did on one function.
pub struct StageRunner<'a> {
    pass: &'static str,
    stages: &'a [(RuleStage, Arc<RuleSet>, Engine)],
    reports: Vec<EngineReport>,
    changed: bool,
}

impl StageRunner<'_> {
    /// Records that a hook changed the function itself (so the pass
    /// reports a change even when no rule applied).
    pub fn mark_changed(&mut self) {
        self.changed = true;
    }

    /// Runs stage `i` on `f` and keeps its report.
    ///
    /// # Errors
    /// A [`PassError`] naming the function when an op has no legal form or
    /// a rule builds something wrong.
    pub fn run(&mut self, cx: &Context, f: &mut Function, i: usize) -> Result<(), PassError> {
        let (stage, rules, engine) = &self.stages[i];
        let report = rewrite_function(cx, f, rules, engine, &(stage.target)())
            .map_err(|e| rewrite_error(self.pass, e, f))?;
        self.reports.push(report);
        Ok(())
    }

    /// Whether the last stage run rewrote anything.
    pub fn last_run_rewrote(&self) -> bool {
        self.reports.last().is_some_and(|r| match r {
            EngineReport::Greedy(g) => g.rewrites > 0,
            EngineReport::EGraph(e) => e.applied > 0,
        })
    }

    /// Runs every stage on `f`, in order.
    ///
    /// # Errors
    /// As [`run`](Self::run).
    pub fn run_all(&mut self, cx: &Context, f: &mut Function) -> Result<(), PassError> {
        (0..self.stages.len()).try_for_each(|i| self.run(cx, f, i))
    }
}

/// Empties the lists of `r` a pipeline does not read: the per-rule
/// counts, the last rewrites and the near misses (a failed run reports
/// its near misses in its error, not here).
fn slim_report(r: &mut EngineReport) {
    match r {
        EngineReport::Greedy(g) => {
            g.per_rule = Vec::new();
            g.last = Vec::new();
            g.near_misses = Vec::new();
        }
        EngineReport::EGraph(e) => {
            e.per_rule = Vec::new();
            e.near_misses = Vec::new();
            e.unsupported = Vec::new();
        }
    }
}

fn rewrite_error(pass: &'static str, e: RewriteError, f: &Function) -> PassError {
    PassError::new(pass, f.loc(), e).with_function(f.name())
}

/// A rule-based pass: a spec, its hooks and the options.
#[derive(Clone, Debug)]
pub struct RulePass<H> {
    spec: &'static RulePassSpec,
    hooks: H,
    opts: RulePassOptions,
}

impl<H: RuleHooks> RulePass<H> {
    /// The pass `spec` with `hooks` and `opts`.
    pub fn with_spec(spec: &'static RulePassSpec, hooks: H, opts: RulePassOptions) -> Self {
        RulePass { spec, hooks, opts }
    }

    /// The options.
    pub fn options(&self) -> &RulePassOptions {
        &self.opts
    }

    /// The stages' rule sets and engines for this run: loaded once per
    /// run (not per function), the user's rules merged into their stage.
    fn load(&self, cx: &Context) -> Result<Vec<(RuleStage, Arc<RuleSet>, Engine)>, PassError> {
        let name = self.spec.name;
        let sets = self
            .spec
            .shared_builtin_rules(cx)
            .map_err(|e| PassError::new(name, Loc::UNKNOWN, PassErrorKind::BuiltinRules(e)))?;
        let configured = match &self.opts.engine {
            Engine::EGraph(c) => Engine::EGraph(EGraphConfig {
                explanations: c.explanations || self.opts.explain,
                dot: c.dot || self.opts.egraph_dots.is_some(),
                ..c.clone()
            }),
            // The pass slims each report to what it reads (`slim_report`):
            // the greedy driver need not list the rest.
            Engine::Greedy(c) => Engine::Greedy(GreedyConfig {
                explanations: c.explanations || self.opts.explain,
                details: false,
                ..c.clone()
            }),
        };
        let mut out = Vec::new();
        for (stage, shared) in self.spec.stages.iter().zip(sets.iter()) {
            let mut rules = shared.clone();
            if stage.user_rules {
                if let Some(user) = &self.opts.user_rules {
                    // Merged into a copy: the context's sets stay built-in.
                    let mut merged = RuleSet::clone(&rules);
                    merged.merge(user.clone()).map_err(|e| {
                        PassError::new(name, Loc::UNKNOWN, PassErrorKind::UserRules(e))
                    })?;
                    rules = Arc::new(merged);
                }
            }
            out.push((*stage, rules, configured.clone()));
        }
        Ok(out)
    }

    /// Runs the pass and returns what the engines did.
    ///
    /// # Errors
    /// A [`PassError`] from a hook, from loading or merging the rules, or
    /// from a stage (an op with no legal form, naming it and the near
    /// misses). With several failing functions, the first in module order.
    pub fn run_with_report(
        &self,
        cx: &Context,
        module: &mut Module,
    ) -> Result<RulePassReport, PassError> {
        self.run_functions(cx, module, false)
    }

    /// [`run_with_report`](Self::run_with_report); with `slim`, each
    /// function's reports keep only what a pipeline reads of them (whether
    /// they rewrote, the explanations, the e-graph dots): the rest is
    /// dropped on the worker that made it instead of on one thread at the
    /// end of the pass.
    fn run_functions(
        &self,
        cx: &Context,
        module: &mut Module,
        slim: bool,
    ) -> Result<RulePassReport, PassError> {
        let stages = self.load(cx)?;
        let state = self.hooks.before(cx, module)?;
        let pass = self.spec.name;
        type FunctionResult = Result<(String, Vec<EngineReport>, bool), PassError>;
        let results: Vec<FunctionResult> = module
            .par_map_functions_mut(|f| {
                if !self.hooks.runs_on(&state, f) {
                    return None;
                }
                let mut runner = StageRunner {
                    pass,
                    stages: &stages,
                    reports: Vec::new(),
                    changed: false,
                };
                Some(self.hooks.function(cx, &state, f, &mut runner).map(|()| {
                    // The hooks keep no ids of a function past its
                    // turn.
                    crate::manager::compact_if_sparse(f);
                    if slim {
                        runner.reports.iter_mut().for_each(slim_report);
                    }
                    (f.name().to_string(), runner.reports, runner.changed)
                }))
            })
            .into_iter()
            .flatten()
            .collect();
        let mut report = RulePassReport {
            pass,
            functions: Vec::new(),
            hooks_changed: false,
        };
        for r in results {
            let (name, reports, changed) = r?;
            report.functions.push((name, reports));
            report.hooks_changed |= changed;
        }
        report.hooks_changed |= self.hooks.after(cx, state, module)?;
        Ok(report)
    }
}

impl<H: RuleHooks> ModulePass for RulePass<H> {
    fn name(&self) -> &'static str {
        self.spec.name
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let report = self.run_functions(cx, module, true)?;
        if let Some(sink) = &self.opts.egraph_dots {
            let mut dots = sink
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            for (function, reports) in &report.functions {
                for (k, r) in reports.iter().enumerate() {
                    if let EngineReport::EGraph(EGraphReport { dot: Some(dot), .. }) = r {
                        dots.push((format!("{}.{function}.{k}", self.spec.name), dot.clone()));
                    }
                }
            }
        }
        if let Some(sink) = &self.opts.explanations {
            sink.lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .extend(report.explanations());
        }
        Ok(PassOutcome::from_changed(report.changed()))
    }
}

/// One rule-based pass, for the command line and the registry.
#[derive(Clone, Copy, Debug)]
pub struct RulePassEntry {
    /// Its spec (name, builtins, stages).
    pub spec: &'static RulePassSpec,
    /// Makes the pass with these options.
    pub make: fn(RulePassOptions) -> Pass,
}

/// Every rule-based pass.
pub static RULE_PASSES: &[RulePassEntry] = &[
    crate::lower_hl::RULE_PASS,
    RulePassEntry {
        spec: &crate::cbuffer_access::SPEC,
        make: |o| Pass::module(crate::CBufferAccess::new(o)),
    },
    RulePassEntry {
        spec: &crate::resource_access::SPEC,
        make: |o| Pass::module(crate::ResourceAccess::new(o)),
    },
    RulePassEntry {
        spec: &crate::expand_intrinsics::SPEC,
        make: |o| Pass::module(crate::ExpandIntrinsics::new(o)),
    },
    RulePassEntry {
        spec: &crate::lower_dxil::SPEC,
        make: |o| Pass::module(crate::LowerDxil::new(o)),
    },
    RulePassEntry {
        spec: &crate::dxil_cleanup::SPEC,
        make: |o| Pass::module(crate::DxilCleanup::new(o)),
    },
];

/// The rule-based pass named `name`.
pub fn rule_pass(name: &str) -> Option<&'static RulePassEntry> {
    RULE_PASSES.iter().find(|e| e.spec.name == name)
}

/// The names of the rule-based passes.
pub fn rule_pass_names() -> Vec<&'static str> {
    RULE_PASSES.iter().map(|e| e.spec.name).collect()
}

/// The pass a file without a `pass` header belongs to.
pub const DEFAULT_RULE_PASS: &str = "lower-dxil";

/// A rule-based pass and the user's files `(name, text)` for it.
pub type RoutedFiles<'f> = (&'static RulePassEntry, Vec<(&'f str, &'f str)>);

/// The user's rule files grouped by the pass their header names (files
/// without one go to [`DEFAULT_RULE_PASS`]), passes in [`RULE_PASSES`]
/// order, files in the given order.
///
/// # Errors
/// [`RuleErrors`] with one error per file whose header is malformed or
/// names no rule-based pass (`unknown rule-based pass`, listing them).
pub fn route_rule_files(files: &[(String, String)]) -> Result<Vec<RoutedFiles<'_>>, RuleErrors> {
    let names = rule_pass_names();
    let mut errors = Vec::new();
    let mut routed: Vec<RoutedFiles<'_>> = Vec::new();
    for (name, text) in files {
        let pass = match rule_file_pass(name, text) {
            Ok(Some(h)) => match rule_pass(&h.name) {
                Some(p) => p,
                None => {
                    errors.push(unknown_pass_error(h.pos, &h.name, &names));
                    continue;
                }
            },
            Ok(None) => match rule_pass(DEFAULT_RULE_PASS) {
                Some(p) => p,
                None => continue,
            },
            Err(e) => {
                errors.extend(e.errors);
                continue;
            }
        };
        match routed
            .iter_mut()
            .find(|(p, _)| p.spec.name == pass.spec.name)
        {
            Some((_, list)) => list.push((name.as_str(), text.as_str())),
            None => routed.push((pass, vec![(name.as_str(), text.as_str())])),
        }
    }
    if !errors.is_empty() {
        return Err(RuleErrors {
            errors,
            warnings: Vec::new(),
        });
    }
    routed.sort_by_key(|(p, _)| RULE_PASSES.iter().position(|e| e.spec.name == p.spec.name));
    Ok(routed)
}

/// Loads the user's rule files, each into the pass its header names:
/// `(pass, rules)` per pass with files.
///
/// # Errors
/// Every problem: bad headers, then (if the headers are right) every
/// error of every pass's files.
pub fn load_user_rules(
    cx: &Context,
    files: &[(String, String)],
) -> Result<Vec<(&'static str, RuleSet)>, RuleErrors> {
    let mut out = Vec::new();
    let mut all = RuleErrors {
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    for (pass, group) in route_rule_files(files)? {
        match pass.spec.load_user_rules(cx, &group) {
            Ok(set) => out.push((pass.spec.name, set)),
            Err(e) => {
                all.errors.extend(e.errors);
                all.warnings.extend(e.warnings);
            }
        }
    }
    if all.errors.is_empty() {
        Ok(out)
    } else {
        Err(all)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_pass_loads_its_built_in_rules_and_is_registered() {
        let cx = Context::with_registry(dxir_dialects::registry());
        let reg = crate::PassRegistry::builtin();
        for e in RULE_PASSES {
            let sets = e.spec.builtin_rules(&cx).unwrap();
            assert_eq!(sets.len(), e.spec.stages.len());
            assert!(sets.iter().all(|s| !s.is_empty()), "{}", e.spec.name);
            assert!(reg.lookup(e.spec.name).is_some(), "{}", e.spec.name);
            assert_eq!((e.make)(RulePassOptions::default()).name(), e.spec.name);
            // Every file of the folder is in some stage.
            for (f, _) in dxir_dialects::rules::builtin_rule_files(e.spec.name) {
                assert!(e.spec.stages.iter().any(|s| (s.files)(f)), "{f}");
            }
        }
    }

    #[test]
    fn user_files_go_to_the_pass_their_header_names() {
        let files = vec![
            ("a.rules".to_string(), "rule a { }".to_string()),
            ("b.rules".to_string(), "pass lower-dxil\n".to_string()),
        ];
        let routed = route_rule_files(&files).unwrap();
        assert_eq!(routed.len(), 1);
        assert_eq!(routed[0].0.spec.name, "lower-dxil");
        assert_eq!(routed[0].1.len(), 2);
        let bad = vec![("c.rules".to_string(), "\n  pass lower-dxl\n".to_string())];
        let e = route_rule_files(&bad).unwrap_err().to_string();
        assert!(
            e.starts_with(
                "c.rules:2:8: error: unknown rule-based pass `lower-dxl`; did you mean \
                 `lower-dxil`?; the rule-based passes are: lower-hl, cbuffer-access, resource-access, expand-intrinsics, lower-dxil, dxil-cleanup"
            ),
            "{e}"
        );
    }
}
