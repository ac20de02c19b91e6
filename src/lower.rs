//! The whole lowering, clang's LLVM IR (or `hl`) in, DXIL out, as one
//! library call: what `dxir lower` runs.
//!
//! ```no_run
//! let cx = dxir::context();
//! let text = std::fs::read_to_string("shader.ll").unwrap();
//! let mut module = dxir::import_module(&cx, &text, "shader.ll").unwrap();
//! dxir::lower::lower_module(&cx, &mut module, &dxir::lower::LowerOptions::default()).unwrap();
//! println!("{}", dxir::export_module(&cx, &module).unwrap());
//! ```
//!
//! The passes, in order (each also runs alone with `dxir opt --passes=NAME`;
//! `docs/passes.md` describes them): [`PIPELINE`].

use dxir_dialects::dxil::{self, ShaderModel, ShaderStage, TripleError};
use dxir_ir::{Context, Module};
use dxir_passes::{
    rule_pass, DotSink, ExplainSink, Pass, PassError, PassManager, PassRegistry, PipelineError,
    PipelineReport, RuleExplanation, RulePassOptions, SignatureSemantics, TranslateMetadata,
};
use dxir_rewrites::{Engine, RuleErrors, RuleSet};
use std::sync::{Arc, Mutex, PoisonError};

/// The passes of the lowering, in order. The rule-based passes
/// ([`dxir_passes::RULE_PASSES`]) are built with the options' engine,
/// rules and explanations; the others come from [`PassRegistry::builtin`].
pub const PIPELINE: &[&str] = &[
    // A module built at the `hl` level (a frontend other than clang) comes
    // down to what clang emits first; on clang's output it changes nothing.
    "lower-hl",
    // LLVM finalizes linkage and drops dead functions first: the passes
    // before the cleanup need not look at the dead helpers clang leaves.
    "drop-dead-functions",
    "forward-handles",
    // Before the cleanup: it finds each cbuffer's handle by the store into
    // the cbuffer's global, which the cleanup deletes.
    "cbuffer-access",
    // LLVM finalizes linkage and drops dead helpers before binding: a dead
    // helper's bindings must not take registers.
    "dxil-cleanup",
    // Accesses name their resource and element: getpointers merged by a
    // phi or select are forwarded (or the access copied into each
    // predecessor) before the access rules look for them.
    "forward-resource-pointers",
    "resource-access",
    // DXIL has no memory of bytes. After the cleanup, which makes the
    // lifetime markers of a slice stores of `undef`, and after the
    // resource accesses, which turn a copy between a slice and a buffer
    // into loads and stores of its pieces.
    "split-byte-allocas",
    "expand-intrinsics",
    "forward-handle-accesses",
    // DXIL before 6.9 has no vector instructions: split them before the
    // DXIL ops are formed.
    "scalarize",
    "implicit-binding",
    "translate-metadata",
    "lower-dxil",
    // Consumers structurize the CFG the way DXC shapes it: two shapes of
    // clang 22's optimizer that LLVM 3.7 never writes are undone.
    "dxc-cfg",
    "dxil-cleanup",
    "dce",
    // Last: is the output DXIL? Changes nothing; fails with every finding.
    "validate-dxil",
];

/// The pass of [`PIPELINE`] that `spec` names, as its index: a pass name
/// is its first run (`dxil-cleanup` is pass 5), and `NN-NAME` is pass
/// number `NN` (1 is the first pass), which must be named `NAME`: the
/// stem of its `--dump-dir` file, so `16-dxil-cleanup` is the second
/// cleanup. `dxir view --after` reads its argument with this.
pub fn pipeline_position(spec: &str) -> Option<usize> {
    if let Some(first) = PIPELINE.iter().position(|p| *p == spec) {
        return Some(first);
    }
    let (number, name) = spec.split_once('-')?;
    let index = number.parse::<usize>().ok()?.checked_sub(1)?;
    (PIPELINE.get(index) == Some(&name)).then_some(index)
}

/// `NN-NAME` for each pass of [`PIPELINE`], as `--dump-dir` names the
/// files and [`pipeline_position`] reads them.
pub fn numbered_pipeline() -> Vec<String> {
    PIPELINE
        .iter()
        .enumerate()
        .map(|(i, name)| format!("{:02}-{name}", i + 1))
        .collect()
}

/// Reads LLVM IR text to be lowered: [`crate::import_module`] without the
/// function definitions `drop-dead-functions` would remove (the hidden
/// helpers clang leaves after inlining them; on the benchmark's L, half
/// of the ops), so their IR is never all held at once. Each is still read
/// and verified with `verify`, and kept if it does not verify, so the
/// errors are those of `import_module`; lowering the result gives the same
/// output. Not for a module to be printed before lowering (`--dump-dir`
/// shows the input as it is).
///
/// # Errors
/// As [`crate::import_module`].
pub fn import_for_lowering(
    cx: &Context,
    source: &str,
    file_name: &str,
    verify: dxir_ir::VerifyOptions,
) -> Result<Module, dxir_dialects::translate::llvm::ImportError> {
    let pruning = dxir_dialects::translate::llvm::Pruning {
        dead: &dxir_passes::dead_before_import,
        verify,
    };
    dxir_dialects::translate::llvm::import_module_pruned(cx, source, file_name, &pruning)
}

/// Which rule engine the rule-based passes use. Both give the same output.
pub use dxir_passes::EngineKind;

/// How to lower.
#[derive(Clone, Debug, Default)]
pub struct LowerOptions {
    /// Retarget the module to this shader model first (the default keeps
    /// the triple's).
    pub shader_model: Option<ShaderModel>,
    /// Retarget the module to this stage first, e.g. `library` for a
    /// module with several entry points (the default keeps the triple's).
    pub stage: Option<ShaderStage>,
    /// The engine that applies the rules of every rule-based pass
    /// ([`dxir_passes::RULE_PASSES`]).
    pub engine: EngineKind,
    /// Extra rule files, `(name, text)`, each added to the built-in rules
    /// of the pass its `pass NAME` header names (`lower-dxil` without a
    /// header); a user rule with a higher benefit wins on the same op.
    pub rule_files: Vec<(String, String)>,
    /// Record which rule rewrote each op, in every rule-based pass (both
    /// engines).
    pub explain: bool,
    /// Worker threads for function passes; 0 means one per core.
    pub threads: usize,
    /// Signature semantics the IR does not carry: the outputs' (clang 22
    /// records none) and, to override the value names, the inputs'.
    pub semantics: SignatureSemantics,
    /// With the e-graph engine: where every rule-based pass leaves each
    /// function's saturated e-graph as DOT (`--dump-egraph`).
    pub egraph_dots: Option<DotSink>,
    /// Leaves out the pipeline's last pass, `validate-dxil` (DXC's `-Vd`):
    /// a module it would refuse is then written as lowered.
    pub skip_validation: bool,
}

/// What a lowering did.
#[derive(Debug)]
pub struct LowerReport {
    /// The pass manager's record of every pass.
    pub pipeline: PipelineReport,
    /// With [`LowerOptions::explain`]: which rule rewrote each op, one
    /// entry each, in pass, function and engine order; each displays as
    /// the `--explain` line.
    pub explanations: Vec<RuleExplanation>,
}

/// Why a module could not be lowered.
#[derive(Debug, thiserror::Error)]
pub enum LowerError {
    /// The module's target triple is missing or not DXIL, or the requested
    /// shader model has no DXIL version.
    #[error(transparent)]
    Triple(#[from] TripleError),
    /// The user's rule files do not load.
    #[error("the rule files have errors")]
    Rules(#[source] RuleErrors),
    /// A pass failed.
    #[error(transparent)]
    Pipeline(#[from] PipelineError),
    /// The output is not valid DXIL: each error names an op.
    #[error("the output is not valid DXIL")]
    Invalid(Vec<PassError>),
}

/// The engine `opts` asks for, with default limits.
pub fn engine(opts: &LowerOptions) -> Engine {
    opts.engine.engine(opts.explain)
}

/// The user's rule files of `opts`, each loaded into the pass its header
/// names with that pass's builtins: `(pass, rules)` per pass with files.
///
/// # Errors
/// [`LowerError::Rules`] with every problem in the files (a header naming
/// no rule-based pass among them).
pub fn user_rules(
    cx: &Context,
    opts: &LowerOptions,
) -> Result<Vec<(&'static str, RuleSet)>, LowerError> {
    dxir_passes::load_user_rules(cx, &opts.rule_files).map_err(LowerError::Rules)
}

/// The options of the rule-based pass `pass` as `opts` configure it,
/// given the loaded user rules; with `explain`, explanations go to `sink`.
pub fn rule_pass_options(
    pass: &str,
    opts: &LowerOptions,
    user: &[(&'static str, RuleSet)],
    sink: Option<ExplainSink>,
) -> RulePassOptions {
    RulePassOptions {
        engine: engine(opts),
        user_rules: user
            .iter()
            .find(|(p, _)| *p == pass)
            .map(|(_, r)| r.clone()),
        explain: opts.explain,
        explanations: sink,
        egraph_dots: opts.egraph_dots.clone(),
    }
}

/// Rebuilds every rule-based pass of `passes` with the engine, rules and
/// explanations `opts` configure, and `translate-metadata` with its
/// semantics (what `dxir opt --rules/--engine` does to a hand-written
/// pipeline).
///
/// # Errors
/// As [`user_rules`].
pub fn configure(
    cx: &Context,
    passes: Vec<Pass>,
    opts: &LowerOptions,
    sink: Option<ExplainSink>,
) -> Result<Vec<Pass>, LowerError> {
    let user = user_rules(cx, opts)?;
    Ok(passes
        .into_iter()
        .map(|p| match (p.name(), rule_pass(p.name())) {
            (_, Some(entry)) => {
                (entry.make)(rule_pass_options(p.name(), opts, &user, sink.clone()))
            }
            ("translate-metadata", None) => Pass::module(TranslateMetadata {
                semantics: opts.semantics.clone(),
            }),
            _ => p,
        })
        .collect())
}

/// The passes of [`PIPELINE`] (without `validate-dxil` when
/// [`LowerOptions::skip_validation`]), configured by `opts`; `lower-dxil`
/// leaves its explanations in `sink`.
///
/// # Errors
/// [`LowerError::Rules`] when the user's rule files do not load.
pub fn passes(
    cx: &Context,
    opts: &LowerOptions,
    sink: Option<ExplainSink>,
) -> Result<Vec<Pass>, LowerError> {
    let registry = PassRegistry::builtin();
    let passes = PIPELINE
        .iter()
        .filter(|name| !(opts.skip_validation && **name == "validate-dxil"))
        .map(|name| {
            registry
                .make(name)
                .expect("every pipeline pass is registered (tested)")
        })
        .collect();
    configure(cx, passes, opts, sink)
}

/// A pass manager holding the lowering pipeline: add instrumentation to it
/// (printing, dumps, verification, timing), then [`run`](PassManager::run)
/// it and call [`validate`].
///
/// # Errors
/// As [`passes`].
pub fn pass_manager(
    cx: &Context,
    opts: &LowerOptions,
    sink: Option<ExplainSink>,
) -> Result<PassManager, LowerError> {
    let mut pm = PassManager::new().with_threads(opts.threads);
    pm.extend(passes(cx, opts, sink)?);
    Ok(pm)
}

/// Applies `opts.shader_model` and `opts.stage` to the module's triple.
///
/// # Errors
/// [`LowerError::Triple`] when the module has no DXIL triple or the shader
/// model has no DXIL version.
pub fn retarget(cx: &Context, module: &mut Module, opts: &LowerOptions) -> Result<(), LowerError> {
    if opts.shader_model.is_none() && opts.stage.is_none() {
        dxil::module_target(cx, module)?;
    } else {
        dxil::retarget_module(cx, module, opts.shader_model, opts.stage)?;
    }
    Ok(())
}

/// Checks that the lowered module is DXIL: every op legal at its DXIL
/// version and stage, no `dx` op and no `target("dx.*")` type left.
///
/// # Errors
/// [`LowerError::Invalid`] with one error per offending op.
pub fn validate(cx: &Context, module: &Module) -> Result<(), LowerError> {
    dxir_passes::validate_dxil_module(cx, module).map_err(LowerError::Invalid)
}

/// Lowers `module` to DXIL: [`retarget`], then the [`PIPELINE`], whose last
/// pass, `validate-dxil`, is [`validate`].
///
/// # Errors
/// The first problem found, as a [`LowerError`].
pub fn lower_module(
    cx: &Context,
    module: &mut Module,
    opts: &LowerOptions,
) -> Result<LowerReport, LowerError> {
    retarget(cx, module, opts)?;
    let sink = Arc::new(Mutex::new(Vec::new()));
    let mut pm = pass_manager(cx, opts, Some(sink.clone()))?;
    let pipeline = pm.run(cx, module)?;
    let explanations = std::mem::take(&mut *sink.lock().unwrap_or_else(PoisonError::into_inner));
    Ok(LowerReport {
        pipeline,
        explanations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pass is named by its name (its first run) or by its `--dump-dir`
    /// stem, whose number and name must agree.
    #[test]
    fn pipeline_positions_are_read_by_name_or_dump_stem() {
        let cleanups: Vec<usize> = PIPELINE
            .iter()
            .enumerate()
            .filter(|(_, p)| **p == "dxil-cleanup")
            .map(|(i, _)| i)
            .collect();
        assert_eq!(cleanups.len(), 2, "{PIPELINE:?}");
        assert_eq!(pipeline_position("dxil-cleanup"), Some(cleanups[0]));
        for (i, stem) in numbered_pipeline().iter().enumerate() {
            assert_eq!(pipeline_position(stem), Some(i), "{stem}");
        }
        let second = format!("{:02}-dxil-cleanup", cleanups[1] + 1);
        assert_eq!(pipeline_position(&second), Some(cleanups[1]));
        // Unpadded numbers are the same pass.
        let unpadded = format!("{}-dxil-cleanup", cleanups[1] + 1);
        assert_eq!(pipeline_position(&unpadded), Some(cleanups[1]));
        for bad in [
            "no-such-pass",
            "00-input",
            "14-dxil-cleanup-x",
            "99-dce",
            "-dce",
            "1-dce",
            "x-dce",
        ] {
            assert_eq!(pipeline_position(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_pipeline_pass_is_registered() {
        let registry = PassRegistry::builtin();
        for name in PIPELINE {
            assert!(
                registry.lookup(name).is_some(),
                "`{name}` is not registered"
            );
        }
    }

    #[test]
    fn skipping_validation_leaves_out_validate_dxil_only() {
        let cx = crate::context();
        let names = |skip_validation| -> Vec<String> {
            let opts = LowerOptions {
                skip_validation,
                ..LowerOptions::default()
            };
            passes(&cx, &opts, None)
                .unwrap()
                .iter()
                .map(|p| p.name().to_string())
                .collect()
        };
        assert_eq!(names(false), PIPELINE);
        let skipped = names(true);
        assert_eq!(skipped.len(), PIPELINE.len() - 1);
        assert!(!skipped.iter().any(|p| p == "validate-dxil"));
    }
}
