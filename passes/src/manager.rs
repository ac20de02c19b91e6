//! The pass manager: runs an ordered list of passes over a module.
//!
//! Function passes run over every function definition at once on the
//! manager's own rayon pool. Each call sees one `&mut Function` and the shared
//! [`Context`], never another function. Results are gathered in function
//! order, so the errors returned and the IR produced are the same for any
//! thread count (llvm-project `mlir/docs/PassManagement.md` does the same).
//! Module passes run one at a time, inside the same pool.

use crate::instrument::{InstrumentError, Instrumentation, PassInfo};
use crate::pass::{FunctionPass, ModulePass, PassError, PassOutcome};
use dxir_ir::{Context, Function, Module};
use std::fmt;
use std::time::{Duration, Instant};

/// One entry of a pipeline: a function pass or a module pass.
pub enum Pass {
    /// Runs on each function definition, in parallel.
    Function(Box<dyn FunctionPass>),
    /// Runs once on the whole module.
    Module(Box<dyn ModulePass>),
}

impl Pass {
    /// A function pass entry.
    pub fn function(pass: impl FunctionPass + 'static) -> Self {
        Pass::Function(Box::new(pass))
    }

    /// A module pass entry.
    pub fn module(pass: impl ModulePass + 'static) -> Self {
        Pass::Module(Box::new(pass))
    }

    /// The pass's pipeline name.
    pub fn name(&self) -> &'static str {
        match self {
            Pass::Function(p) => p.name(),
            Pass::Module(p) => p.name(),
        }
    }

    /// Whether it is a function or a module pass.
    pub fn kind(&self) -> PassKind {
        match self {
            Pass::Function(_) => PassKind::Function,
            Pass::Module(_) => PassKind::Module,
        }
    }
}

impl fmt::Debug for Pass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}({})", self.kind(), self.name())
    }
}

/// Whether a pass runs per function or on the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PassKind {
    /// A [`FunctionPass`].
    Function,
    /// A [`ModulePass`].
    Module,
}

/// What one pass did in a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassRecord {
    /// Which pass, and where in the pipeline.
    pub info: PassInfo,
    /// Whether it changed the IR (for a function pass: any function).
    pub outcome: PassOutcome,
    /// Wall time of the pass itself, instrumentation excluded.
    pub duration: Duration,
}

/// What a whole run did, one record per pipeline entry in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PipelineReport {
    /// The passes that ran, in pipeline order.
    pub passes: Vec<PassRecord>,
}

impl PipelineReport {
    /// Summed wall time of the passes.
    pub fn total(&self) -> Duration {
        self.passes.iter().map(|r| r.duration).sum()
    }

    /// Whether any pass changed the IR.
    pub fn changed(&self) -> bool {
        self.passes
            .iter()
            .any(|r| r.outcome == PassOutcome::Changed)
    }

    /// The `--time-passes` table: each pass's wall time and share of the
    /// total, then the total.
    pub fn timing_table(&self) -> TimingTable<'_> {
        TimingTable(self)
    }
}

/// A [`PipelineReport`] rendered as a timing table by its `Display`.
pub struct TimingTable<'a>(&'a PipelineReport);

impl fmt::Display for TimingTable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let report = self.0;
        let total = report.total();
        let width = report
            .passes
            .iter()
            .map(|r| r.info.name.len())
            .chain(["total".len(), "pass".len()])
            .max()
            .unwrap_or(0);
        writeln!(
            f,
            "{:>3}  {:<width$}  {:>12}  {:>6}  changed",
            "#", "pass", "wall time", "share"
        )?;
        for r in &report.passes {
            let share = if total.is_zero() {
                0.0
            } else {
                100.0 * r.duration.as_secs_f64() / total.as_secs_f64()
            };
            let changed = match r.outcome {
                PassOutcome::Changed => "yes",
                PassOutcome::Unchanged => "no",
            };
            writeln!(
                f,
                "{:>3}  {:<width$}  {:>9.3} ms  {:>5.1}%  {changed}",
                r.info.index + 1,
                r.info.name,
                r.duration.as_secs_f64() * 1e3,
                share,
            )?;
        }
        writeln!(
            f,
            "{:>3}  {:<width$}  {:>9.3} ms  {:>5.1}%",
            "",
            "total",
            total.as_secs_f64() * 1e3,
            if report.passes.is_empty() { 0.0 } else { 100.0 },
        )
    }
}

/// Why a run stopped.
///
/// The module is left as the failing step found it: passes before it have
/// run, and a failing function pass may have changed other functions.
#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    /// The worker pool could not be started.
    #[error("cannot start a pool of {threads} worker threads")]
    ThreadPool {
        /// The requested thread count (0 = all cores).
        threads: usize,
        /// Why rayon refused.
        #[source]
        source: rayon::ThreadPoolBuildError,
    },
    /// A pass failed. For a function pass, one error per failing function,
    /// in module order, whatever the thread count.
    #[error("pass `{pass}` failed: {}", first_message(errors))]
    Pass {
        /// The pass that failed.
        pass: &'static str,
        /// Its errors in function order; never empty.
        errors: Vec<PassError>,
    },
    /// An instrumentation (dump, print, verify) failed.
    #[error(transparent)]
    Instrument(#[from] InstrumentError),
}

fn first_message(errors: &[PassError]) -> String {
    match errors {
        [] => String::new(),
        [one] => one.kind.to_string(),
        [first, rest @ ..] => format!("{} (and {} more)", first.kind, rest.len()),
    }
}

/// An ordered list of passes with instrumentation and a worker pool.
///
/// # Example
/// ```
/// use dxir_ir::{Context, Function, Module};
/// use dxir_passes::{FunctionPass, Pass, PassError, PassManager, PassOutcome};
///
/// struct Nothing;
/// impl FunctionPass for Nothing {
///     fn name(&self) -> &'static str { "nothing" }
///     fn run(&self, _: &Context, _: &mut Function) -> Result<PassOutcome, PassError> {
///         Ok(PassOutcome::Unchanged)
///     }
/// }
///
/// let cx = Context::new();
/// let mut module = Module::new();
/// let mut pm = PassManager::new().with_threads(2);
/// pm.add(Pass::function(Nothing));
/// let report = pm.run(&cx, &mut module).unwrap();
/// assert_eq!(report.passes[0].info.name, "nothing");
/// assert!(!report.changed());
/// ```
pub struct PassManager {
    passes: Vec<Pass>,
    instrumentations: Vec<Box<dyn Instrumentation>>,
    /// Requested worker count; 0 means one per core.
    threads: usize,
    /// Built on first use so that configuring the manager cannot fail.
    pool: Option<rayon::ThreadPool>,
    /// Run on the rayon pool of the caller instead of an own pool.
    on_caller_pool: bool,
}

impl Default for PassManager {
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for PassManager {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PassManager")
            .field("passes", &self.passes)
            .field("instrumentations", &self.instrumentations.len())
            .field("threads", &self.threads)
            .finish()
    }
}

impl PassManager {
    /// An empty pipeline that will use one worker per core.
    pub fn new() -> Self {
        PassManager {
            passes: Vec::new(),
            instrumentations: Vec::new(),
            threads: 0,
            pool: None,
            on_caller_pool: false,
        }
    }

    /// Runs function passes on the rayon pool the caller runs on (the
    /// global one outside any pool) instead of a pool of its own; the
    /// thread count is then the caller's pool's. For callers that already
    /// split work over a pool, such as one task per module: a worker that
    /// waits for another pool holds its thread idle, and a pool per module
    /// costs its threads' start.
    pub fn on_caller_pool(mut self) -> Self {
        self.on_caller_pool = true;
        self.pool = None;
        self
    }

    /// Uses `threads` workers for function passes; 0 means one per core
    /// (the default). The output does not depend on it.
    pub fn with_threads(mut self, threads: usize) -> Self {
        if threads != self.threads {
            self.pool = None;
        }
        self.threads = threads;
        self
    }

    /// Adds `pass` at the end of the pipeline.
    pub fn add(&mut self, pass: Pass) {
        self.passes.push(pass);
    }

    /// Adds every pass of `passes`, in order.
    pub fn extend(&mut self, passes: impl IntoIterator<Item = Pass>) {
        self.passes.extend(passes);
    }

    /// Adds an instrumentation. Before-hooks run in the order they were
    /// added, after-hooks in reverse (so the first added wraps the others,
    /// as in MLIR): add a verifier first to have dumps written before it
    /// reports broken IR.
    pub fn add_instrumentation(&mut self, instrumentation: impl Instrumentation + 'static) {
        self.instrumentations.push(Box::new(instrumentation));
    }

    /// The pipeline, in order.
    pub fn passes(&self) -> &[Pass] {
        &self.passes
    }

    /// The number of worker threads function passes run on.
    ///
    /// # Errors
    /// [`PipelineError::ThreadPool`] if the pool cannot be started.
    pub fn threads(&mut self) -> Result<usize, PipelineError> {
        if self.on_caller_pool {
            return Ok(rayon::current_num_threads());
        }
        Ok(self.pool()?.current_num_threads())
    }

    fn pool(&mut self) -> Result<&rayon::ThreadPool, PipelineError> {
        if self.pool.is_none() {
            let threads = self.threads;
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .thread_name(|i| format!("dxir-pass-{i}"))
                .build()
                .map_err(|source| PipelineError::ThreadPool { threads, source })?;
            self.pool = Some(pool);
        }
        Ok(self.pool.as_ref().expect("pool was just built"))
    }

    /// Runs the pipeline over `module`, calling the instrumentations around
    /// each pass.
    ///
    /// # Errors
    /// [`PipelineError::Pass`] with every error of the first pass that fails
    /// (in function order), [`PipelineError::Instrument`] when an
    /// instrumentation fails (for example `--verify-each` finding broken IR),
    /// [`PipelineError::ThreadPool`] when no pool can be started. The run
    /// stops at the first failure.
    pub fn run(
        &mut self,
        cx: &Context,
        module: &mut Module,
    ) -> Result<PipelineReport, PipelineError> {
        if !self.on_caller_pool {
            self.pool()?;
        }
        let Self {
            passes,
            instrumentations,
            pool,
            ..
        } = self;
        // `None` on the caller's pool.
        let pool = pool.as_ref();
        let install = |f: &mut (dyn FnMut() + Send)| match pool {
            Some(p) => p.install(f),
            None => f(),
        };
        for inst in instrumentations.iter_mut() {
            inst.before_pipeline(cx, module)?;
        }
        let mut report = PipelineReport::default();
        for (index, pass) in passes.iter().enumerate() {
            let info = PassInfo {
                index,
                name: pass.name(),
                kind: pass.kind(),
            };
            for inst in instrumentations.iter_mut() {
                inst.before_pass(&info, cx, module)?;
            }
            let start = Instant::now();
            let mut outcome = Err(Vec::new());
            match pass {
                Pass::Function(p) => {
                    install(&mut || outcome = run_function_pass(p.as_ref(), cx, module))
                }
                // Installed in the pool so a module pass that uses rayon
                // itself honours the thread count.
                Pass::Module(p) => install(&mut || {
                    outcome = p.run(cx, module).map_err(|mut e| {
                        let related = std::mem::take(&mut e.related);
                        std::iter::once(e)
                            .chain(related)
                            .map(|mut e| {
                                e.pass = p.name();
                                e
                            })
                            .collect()
                    })
                }),
            };
            // The arenas a pass left mostly free are rebuilt now, while no
            // pass holds an id (part of the pass's time).
            install(&mut || compact_sparse(module));
            let duration = start.elapsed();
            let outcome = outcome.map_err(|errors| PipelineError::Pass {
                pass: info.name,
                errors,
            })?;
            let record = PassRecord {
                info,
                outcome,
                duration,
            };
            for inst in instrumentations.iter_mut().rev() {
                inst.after_pass(&record, cx, module)?;
            }
            report.passes.push(record);
        }
        for inst in instrumentations.iter_mut().rev() {
            inst.after_pipeline(&report, cx, module)?;
        }
        Ok(report)
    }
}

/// Compacts the function bodies whose arenas are a quarter free (see
/// [`Body::is_sparse`](dxir_ir::Body::is_sparse)), functions in parallel.
/// Their ids change, which is why this happens only where nothing holds
/// them: here between passes, and in [`compact_if_sparse`] as a pass is
/// done with a function.
fn compact_sparse(module: &mut Module) {
    module.par_map_functions_mut(compact_if_sparse);
}

/// Compacts `f` if its arenas are sparse; function passes and rule-based
/// passes call it as soon as they are done with a function (nothing holds
/// its ids then), so its slack is freed while the others are rewritten.
pub(crate) fn compact_if_sparse(f: &mut Function) {
    if f.body().is_sparse() {
        f.body_mut().compact();
    }
}

/// Runs `pass` on every definition of `module` on the current pool and
/// gathers the outcomes in function order.
fn run_function_pass(
    pass: &dyn FunctionPass,
    cx: &Context,
    module: &mut Module,
) -> Result<PassOutcome, Vec<PassError>> {
    let results: Vec<Option<Result<PassOutcome, PassError>>> = module.par_map_functions_mut(|f| {
        (!f.is_declaration()).then(|| {
            let outcome = run_on(pass, cx, f);
            compact_if_sparse(f);
            outcome
        })
    });
    let mut outcome = PassOutcome::Unchanged;
    let mut errors = Vec::new();
    for r in results.into_iter().flatten() {
        match r {
            Ok(o) => outcome = outcome.or(o),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(outcome)
    } else {
        Err(errors)
    }
}

/// Runs `pass` on one function and completes its error: the pass and
/// function names, and the function's location when the pass gave none.
fn run_on(
    pass: &dyn FunctionPass,
    cx: &Context,
    f: &mut Function,
) -> Result<PassOutcome, PassError> {
    pass.run(cx, f).map_err(|mut e| {
        e.pass = pass.name();
        if e.function.is_none() {
            e.function = Some(f.name().to_string());
        }
        if e.loc.is_unknown() {
            e.loc = f.loc();
        }
        e
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::instrument::InstrumentError;
    use crate::test_passes::*;
    use std::sync::{Arc, Mutex};

    fn run(
        threads: usize,
        passes: Vec<Pass>,
        module: &mut Module,
        cx: &Context,
    ) -> Result<PipelineReport, PipelineError> {
        let mut pm = PassManager::new().with_threads(threads);
        pm.extend(passes);
        pm.run(cx, module)
    }

    #[test]
    fn passes_run_in_order_and_report_outcomes() {
        let cx = Context::new();
        let mut m = module_with(&cx, 5, &[]);
        let report = run(
            2,
            vec![
                Pass::function(CountOps),
                Pass::function(CountOps),
                Pass::module(CountFunctions),
                Pass::function(MarkChanged),
            ],
            &mut m,
            &cx,
        )
        .unwrap();
        let got: Vec<_> = report
            .passes
            .iter()
            .map(|r| (r.info.index, r.info.name, r.info.kind, r.outcome))
            .collect();
        use PassKind::*;
        use PassOutcome::*;
        assert_eq!(
            got,
            [
                (0, "count-ops", Function, Changed),
                // Same counts again: nothing to change.
                (1, "count-ops", Function, Unchanged),
                (2, "count-functions", Module, Changed),
                (3, "mark-changed", Function, Changed),
            ]
        );
        assert!(report.changed());
        // f4 has 4 % 7 + 1 adds and a return.
        let f4 = m.function("f4").unwrap();
        assert_eq!(
            f4.attrs()
                .get(cx.ident("num_ops"))
                .and_then(|a| cx.attr_as_i64(a)),
            Some(6)
        );
        // Declarations are not given to function passes.
        assert!(m.function("external").unwrap().attrs().is_empty());
    }

    #[test]
    fn output_is_the_same_for_one_and_four_threads() {
        let pipeline = || {
            vec![
                Pass::function(Tag),
                Pass::function(CountOps),
                Pass::module(CountFunctions),
                Pass::function(Tag),
            ]
        };
        let outputs: Vec<(String, Vec<PassOutcome>)> = [1, 4]
            .into_iter()
            .map(|threads| {
                let cx = Context::new();
                let mut m = module_with(&cx, 200, &[]);
                let report = run(threads, pipeline(), &mut m, &cx).unwrap();
                let outcomes = report.passes.iter().map(|r| r.outcome).collect();
                (fake_print(&cx, &m), outcomes)
            })
            .collect();
        assert_eq!(outputs[0], outputs[1]);
        assert!(outputs[0].0.contains("func @f199 {num_ops="));
        assert!(outputs[0].0.contains("Str(\"seen f199\")"));
    }

    #[test]
    fn errors_come_in_function_order_for_any_thread_count() {
        for threads in [1, 4] {
            let cx = Context::new();
            let bad = [(17, "bad-a"), (3, "bad-b"), (150, "bad-c")];
            let mut m = module_with(&cx, 200, &bad);
            let err = run(
                threads,
                vec![
                    Pass::function(MarkChanged),
                    Pass::function(FailOnBad),
                    Pass::function(CountOps),
                ],
                &mut m,
                &cx,
            )
            .unwrap_err();
            let PipelineError::Pass { pass, errors } = &err else {
                panic!("expected a pass error, got {err:?}");
            };
            assert_eq!(*pass, "fail-on-bad");
            let got: Vec<_> = errors
                .iter()
                .map(|e| (e.function.as_deref().unwrap(), e.loc.line, e.loc.col))
                .collect();
            // In module order, at each function's first op.
            assert_eq!(
                got,
                [("bad-b", 32, 3), ("bad-a", 172, 3), ("bad-c", 1502, 3)]
            );
            assert_eq!(
                err.to_string(),
                "pass `fail-on-bad` failed: this function is bad (and 2 more)"
            );
            // The pipeline stopped: count-ops never ran.
            assert!(m.functions().iter().all(|f| f.attrs().is_empty()));
        }
    }

    #[test]
    fn instrumentation_hooks_nest() {
        let cx = Context::new();
        let mut m = module_with(&cx, 3, &[]);
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut pm = PassManager::new().with_threads(1);
        pm.add(Pass::function(CountOps));
        pm.add(Pass::module(CountFunctions));
        for label in ["A", "B"] {
            pm.add_instrumentation(Recorder {
                label,
                log: log.clone(),
            });
        }
        pm.run(&cx, &mut m).unwrap();
        let log = log.lock().unwrap().clone();
        assert_eq!(
            log,
            [
                "A start",
                "B start",
                "A before count-ops",
                "B before count-ops",
                "B after count-ops Changed",
                "A after count-ops Changed",
                "A before count-functions",
                "B before count-functions",
                "B after count-functions Changed",
                "A after count-functions Changed",
                "B end 2",
                "A end 2",
            ]
        );
    }

    /// A module pass that fails with two errors, the second related.
    struct FailTwice;

    impl ModulePass for FailTwice {
        fn name(&self) -> &'static str {
            "fail-twice"
        }

        fn run(&self, _cx: &Context, _module: &mut Module) -> Result<PassOutcome, PassError> {
            Err(PassError::new(
                "inner",
                dxir_ir::Loc::UNKNOWN,
                crate::PassErrorKind::Custom("first".into()),
            )
            .with_related(vec![PassError::new(
                "inner",
                dxir_ir::Loc::UNKNOWN,
                crate::PassErrorKind::Custom("second".into()),
            )]))
        }
    }

    #[test]
    fn a_module_pass_reports_its_related_errors_after_the_first() {
        let cx = Context::new();
        let mut m = module_with(&cx, 1, &[]);
        let mut pm = PassManager::new().with_threads(1);
        pm.add(Pass::module(FailTwice));
        let err = pm.run(&cx, &mut m).unwrap_err();
        let PipelineError::Pass { pass, errors } = &err else {
            panic!("expected a pass error, got {err:?}");
        };
        assert_eq!(*pass, "fail-twice");
        let got: Vec<_> = errors.iter().map(|e| (e.pass, (*e.kind).clone())).collect();
        let custom = |s: &str| crate::PassErrorKind::Custom(s.to_string());
        assert_eq!(
            got,
            [
                ("fail-twice", custom("first")),
                ("fail-twice", custom("second"))
            ]
        );
        assert!(errors.iter().all(|e| e.related.is_empty()));
    }

    #[test]
    fn a_failing_instrumentation_stops_the_run() {
        let cx = Context::new();
        let mut m = module_with(&cx, 5, &[]);
        let mut pm = PassManager::new().with_threads(2);
        pm.extend([
            Pass::function(MarkChanged),
            Pass::function(BreakF3),
            Pass::function(CountOps),
        ]);
        pm.add_instrumentation(crate::instrument::VerifyEach::new(verify));
        let err = pm.run(&cx, &mut m).unwrap_err();
        let PipelineError::Instrument(InstrumentError::Verify {
            pass,
            index,
            errors,
        }) = &err
        else {
            panic!("expected a verify error, got {err:?}");
        };
        assert_eq!((*pass, *index), ("break-f3", 1));
        assert_eq!(errors.len(), 1);
        assert_eq!(errors.0[0].function.as_deref(), Some("f3"));
        assert!(
            err.to_string().starts_with(
                "the IR is invalid after pass `break-f3`: test.dxir:31:1: error: in @f3: block ^bb0 is empty"
            ),
            "{err}"
        );
        assert!(m
            .functions()
            .iter()
            .all(|f| f.attrs().get(cx.ident("num_ops")).is_none()));
    }

    #[test]
    fn thread_count_is_configurable() {
        let mut pm = PassManager::new().with_threads(3);
        assert_eq!(pm.threads().unwrap(), 3);
        let mut pm = pm.with_threads(1);
        assert_eq!(pm.threads().unwrap(), 1);
        let all = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(PassManager::new().threads().unwrap(), all);
    }

    #[test]
    fn timing_table_lists_every_pass_and_the_total() {
        let cx = Context::new();
        let mut m = module_with(&cx, 3, &[]);
        let report = run(
            1,
            vec![Pass::function(CountOps), Pass::function(MarkChanged)],
            &mut m,
            &cx,
        )
        .unwrap();
        let table = report.timing_table().to_string();
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 4, "{table}");
        assert!(lines[0].contains("pass") && lines[0].contains("wall time"));
        assert!(lines[1].contains("count-ops") && lines[1].ends_with("yes"));
        assert!(lines[2].contains("mark-changed"));
        assert!(lines[3].contains("total") && lines[3].contains('%'));
    }
}
