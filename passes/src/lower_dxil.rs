//! `lower-dxil`: `dx` intrinsics and generic LLVM intrinsics to `dxil` ops,
//! as LLVM's DXILOpLowering does, written as rule files
//! (`dialects/rules/lower-dxil/*.rules`).
//!
//! The pass itself only does what rules cannot: a pre-step stamps on each
//! `dx` op the facts that are not local to it (the module's DXIL version
//! as `dxil_minor`; on `dx.resource.handlefrombinding` the resource's
//! `record_id`, `has_counter` and `nonuniform`), then one engine (greedy
//! or e-graph) runs the rules with every `dx` op illegal, and the result is
//! checked against the DXIL version and stage of the module.

use crate::error::DxilFormError;
use crate::pass::{FunctionPass, PassError};
use crate::resources::{analyze_resources, ResourceMap};
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassOptions, RulePassReport, RulePassSpec, RuleStage, StageRunner,
};
use crate::{Cse, Dce};
use dxir_dialects::dx::{CastHandle, DxOp, NonUniformIndex};
use dxir_dialects::dxil::{self, check_module_legality, DxilAttr, DxilStruct, DxilTarget};
use dxir_ir::{Attr, Body, Context, Function, Loc, Module, Value};
use dxir_rewrites::{ConversionTarget, RuleErrors, RuleSet};
use rayon::prelude::*;

pub use dxil::lower_rules::RULE_FILES;

const NAME: &str = "lower-dxil";

/// The rule file of the folds (see [`lower_dxil_fold_rules`]).
const FOLDS: &str = "folds.rules";

/// How far the non-uniform search follows an index's operands.
const MAX_INDEX_WALK: usize = 4096;

/// `lower-dxil` as a rule-based pass: stage 0 lowers (every file but
/// `folds.rules`, the configured engine, every `dx` op illegal but the
/// handle cast; user rules merge here), stage 1 folds (`folds.rules`,
/// the same engine, nothing illegal).
pub static SPEC: RulePassSpec = RulePassSpec {
    name: NAME,
    builtins: dxil::builtins::builtins,
    prepare: make_structs,
    stages: &[
        RuleStage {
            name: "lower",
            files: |f| !f.ends_with(FOLDS),
            target: lowering_target,
            user_rules: true,
        },
        RuleStage {
            name: "folds",
            files: |f| f.ends_with(FOLDS),
            target: ConversionTarget::any,
            user_rules: false,
        },
    ],
};

/// The DXIL structs the rules name get their bodies (the overloaded ResRet
/// and CBufRet ones are made as rules need them).
fn make_structs(cx: &Context) {
    for s in [
        DxilStruct::Handle,
        DxilStruct::ResBind,
        DxilStruct::ResourceProperties,
        DxilStruct::Dimensions,
        DxilStruct::SplitDouble,
        DxilStruct::FourI32,
    ] {
        let _ = dxil::dxil_type(cx, s);
    }
}

/// Every `dx` op is illegal but the casts, which stay legal for the
/// engines: the class of a lowered handle holds the input op and its cast,
/// and an unused one must not fail the e-graph's extraction. None may
/// survive the cleanup ([`check_no_casts`]).
fn lowering_target() -> ConversionTarget {
    ConversionTarget {
        illegal_dialects: vec!["dx".into()],
        // The handle cast the handle rules leave for the access rules.
        legal_ops: vec![CastHandle::NAME.into()],
        ..ConversionTarget::default()
    }
}

/// The built-in rule files but the folds, checked and loaded in `cx`, with
/// the standard and DXIL builtins (`dxir_dialects::dxil::builtins`).
///
/// # Errors
/// [`RuleErrors`] if a file does not check (a bug: a test loads them).
pub fn builtin_lower_dxil_rules(cx: &Context) -> Result<RuleSet, RuleErrors> {
    SPEC.prepare_and_load(cx, 0)
}

/// The fold rules (`folds.rules`), which the pass runs after the
/// lowering rules, with the same engine.
///
/// # Errors
/// [`RuleErrors`] if the file does not check (a bug: a test loads it).
pub fn lower_dxil_fold_rules(cx: &Context) -> Result<RuleSet, RuleErrors> {
    SPEC.prepare_and_load(cx, 1)
}

/// Options of [`LowerDxil`]: those of every rule-based pass.
pub type LowerDxilOptions = RulePassOptions;

/// What a run did: see [`RulePassReport`].
pub type LowerDxilReport = RulePassReport;

/// The Rust parts of `lower-dxil`.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerDxilHooks;

/// What [`LowerDxilHooks::before`] leaves for the rest of the run.
pub struct LowerDxilState {
    target: DxilTarget,
    dead: rustc_hash::FxHashSet<String>,
}

impl RuleHooks for LowerDxilHooks {
    type State = LowerDxilState;

    /// Stamps the facts rules need, and finds the dead helpers.
    fn before(&self, cx: &Context, module: &mut Module) -> Result<LowerDxilState, PassError> {
        let target = module_target(cx, module)?;
        stamp(cx, module, target)?;
        Ok(LowerDxilState {
            target,
            dead: dead_helpers(cx, module),
        })
    }

    fn runs_on(&self, state: &LowerDxilState, f: &Function) -> bool {
        !f.is_declaration() && !state.dead.contains(f.name())
    }

    /// Lowers, gives the new ops LLVM's value names, folds, cleans up.
    fn function(
        &self,
        cx: &Context,
        state: &LowerDxilState,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        let before = crate::dxil_names::Before::of(cx, f.body());
        stages.run(cx, f, 0)?;
        crate::dxil_names::place_names(cx, f.body_mut(), &before);
        // Most reads of the values the rules rebuilt go to their parts
        // here; the folds see only the rest (dynamic lanes, lanes past
        // the inserts, undef and poison).
        crate::parts::forward_parts(cx, f.body_mut());
        stages.run(cx, f, 1)?;
        // The rules rebuilt most of the function: the pass compacts it
        // next, as every rule-based pass does with a function it is done
        // with.
        cleanup(cx, f, state.target)
    }

    /// No cast survives; every op is legal for the DXIL version and stage.
    fn after(
        &self,
        cx: &Context,
        state: LowerDxilState,
        module: &mut Module,
    ) -> Result<bool, PassError> {
        module
            .par_functions()
            .filter(|f| self.runs_on(&state, f))
            .map(|f| check_no_casts(cx, f))
            .collect::<Vec<_>>()
            .into_iter()
            .collect::<Result<(), PassError>>()?;
        if let Err(errors) = check_module_legality(cx, module, state.target) {
            let e = &errors[0];
            return Err(PassError::new(NAME, e.loc(), e.clone()).with_op(e.op()));
        }
        Ok(false)
    }
}

/// The `lower-dxil` pass: [`SPEC`] with [`LowerDxilHooks`].
pub type LowerDxil = RulePass<LowerDxilHooks>;

impl RulePass<LowerDxilHooks> {
    /// `lower-dxil` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, LowerDxilHooks, opts)
    }
}

impl Default for RulePass<LowerDxilHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

/// Leaves each function as LLVM would after op lowering, the same for both
/// engines, once the folds (stage 1) forwarded the parts of rebuilt values
/// to their readers (with the greedy driver whatever the engine: in an
/// e-graph, a value and the aggregate rebuilt around it are one cycle,
/// which extraction must not pick): unused `dxil` ops that only read are
/// erased (LLVM drops such calls as trivially dead; our `dce` keeps every
/// op with effects), `dce` drops what is unused, the reads that left
/// unused go in turn, and only then `cse` merges the equal pure ops that
/// separate rewrites made. Merging after the dead ops are gone keeps the
/// first *live* one of equal ops, which is what both engines agree on:
/// the greedy driver leaves dead ops for `dce` that the e-graph's
/// elaboration never keeps.
fn cleanup(cx: &Context, f: &mut Function, target: DxilTarget) -> Result<(), PassError> {
    erase_unused_reads(cx, f.body_mut(), target);
    Dce.run(cx, f)?;
    // A read whose only users `dce` just erased (an `extractvalue` of a
    // row nothing reads) goes too, as LLVM deletes trivially dead
    // instructions with the operands they leave dead; the e-graph engine
    // never builds it. Each round erases at least one op.
    while erase_unused_reads(cx, f.body_mut(), target) {
        Dce.run(cx, f)?;
    }
    Cse.run(cx, f)?;
    Ok(())
}

/// Erases the `dxil` ops that only read (`readnone`/`readonly` at the
/// target's version) whose results nothing uses, users before what they
/// use; whether it erased any.
fn erase_unused_reads(cx: &Context, body: &mut Body, target: DxilTarget) -> bool {
    let mut ops = body.walk();
    ops.reverse();
    let mut erased = false;
    for op in ops {
        let Some(entry) = dxil::dxil_op_of(cx, body, op) else {
            continue;
        };
        let reads_only = entry.attrs_at(target.version).is_some_and(|a| {
            a.iter()
                .any(|x| matches!(x, DxilAttr::ReadNone | DxilAttr::ReadOnly))
        });
        if reads_only
            && !body.results(op).is_empty()
            && body.results(op).iter().all(|&r| !body.has_uses(r))
        {
            body.erase_op(op);
            erased = true;
        }
    }
    erased
}

/// Hidden or internal function definitions nothing in the module refers
/// to. LLVM deletes them before op lowering (DXILFinalizeLinkage and
/// GlobalDCE); here `dxil-cleanup` does, after this pass, so they are left
/// as they are (their handles often come from memory no rule lowers).
pub(crate) fn dead_helpers(cx: &Context, m: &Module) -> rustc_hash::FxHashSet<String> {
    let local = |f: &Function| {
        let is = |key: &str, vals: &[&str]| {
            cx.try_ident(key)
                .and_then(|k| f.attrs().get(k))
                .and_then(|a| cx.attr_as_str(a))
                .is_some_and(|v| vals.contains(&v))
        };
        is("visibility", &["hidden"]) || is("linkage", &["internal", "private"])
    };
    let mut dead: rustc_hash::FxHashSet<String> = m
        .functions()
        .iter()
        .filter(|f| !f.is_declaration() && local(f))
        .map(|f| f.name().to_string())
        .collect();
    if dead.is_empty() {
        return dead;
    }
    // Which of them each body names, bodies in parallel.
    let named = |body: &Body| -> Vec<String> {
        let mut out = Vec::new();
        for op in body.walk() {
            for (_, a) in body.attrs(op).iter() {
                if let dxir_ir::AttrData::Symbol(name) = cx.attr_data(a) {
                    if dead.contains(&**name) {
                        out.push(name.to_string());
                    }
                }
            }
        }
        out
    };
    let mut refs: Vec<Vec<String>> = m.par_map_functions(|f| named(f.body()));
    refs.push(named(m.globals()));
    for name in refs.into_iter().flatten() {
        dead.remove(&name);
    }
    dead
}

/// A cast left after the cleanup is a handle use no rule lowers (a phi, a
/// call, a store the cleanup passes have not removed).
fn check_no_casts(cx: &Context, f: &Function) -> Result<(), PassError> {
    let body = f.body();
    for op in body.walk() {
        if !CastHandle::is(cx, body, op) {
            continue;
        }
        let users: Vec<String> = body
            .uses(body.results(op)[0])
            .map(|u| cx.op_name_str(body.op_name(u.op)).to_string())
            .collect();
        return Err(
            PassError::at_op(NAME, cx, body, op, DxilFormError::HandleUsedBy { users })
                .with_function(f.name()),
        );
    }
    Ok(())
}

/// The rendered message without the location the CLI prints itself.
/// The DXIL target of the module's `llvm.triple`
/// (`dxilv1.6-pc-shadermodel6.6-compute`).
fn module_target(cx: &Context, m: &Module) -> Result<DxilTarget, PassError> {
    dxil::module_target(cx, m).map_err(|e| PassError::new(NAME, Loc::UNKNOWN, e))
}

/// Stamps the facts rules need on the `dx` ops of every function: the DXIL
/// version on each, on each `handlefrombinding` the resource's record ID
/// and counter (from the resource analysis) and whether its index is
/// non-uniform, and on each `handlefromheap` whether its index is.
fn stamp(cx: &Context, m: &mut Module, target: DxilTarget) -> Result<(), PassError> {
    let resources = analyze_resources(cx, m)?;
    let minor = cx.int_attr(cx.int_type(32), i128::from(target.version.minor));
    // Functions in parallel; the first error in function order is the one
    // a walk in order would meet first.
    let results: Vec<Result<(), PassError>> = m
        .par_functions_mut()
        .enumerate()
        .map(|(fi, f)| stamp_function(cx, f.body_mut(), fi, &resources, minor))
        .collect();
    results.into_iter().collect()
}

/// [`stamp`] on the body of function `fi`.
fn stamp_function(
    cx: &Context,
    body: &mut Body,
    fi: usize,
    resources: &ResourceMap,
    minor: Attr,
) -> Result<(), PassError> {
    let i32t = cx.int_type(32);
    let i1t = cx.int_type(1);
    for op in body.walk() {
        let Some(dx) = DxOp::match_op(cx, body, op) else {
            continue;
        };
        if let DxOp::LoadInput(_) | DxOp::StoreOutput(_) = dx {
            let what = cx.op_name_str(body.op_name(op));
            if body.attr(cx, op, "sig_element").is_none() {
                return Err(PassError::at_op(
                    NAME,
                    cx,
                    body,
                    op,
                    DxilFormError::NoSignatureElement {
                        op: what.to_string(),
                    },
                ));
            }
        }
        body.set_attr(cx, op, "dxil_minor", minor);
        if let DxOp::HandleFromHeap(heap) = dx {
            let nonuniform = index_is_nonuniform(cx, body, heap.index(body));
            body.set_attr(
                cx,
                op,
                "nonuniform",
                cx.int_attr(i1t, i128::from(nonuniform)),
            );
            continue;
        }
        let DxOp::HandleFromBinding(binding) = dx else {
            continue;
        };
        let Some(info) = resources.lookup(fi, op) else {
            continue;
        };
        let nonuniform =
            info.binding.size != 1 && index_is_nonuniform(cx, body, binding.index(body));
        let id = cx.int_attr(i32t, i128::from(info.record_id));
        let counter = cx.int_attr(i1t, i128::from(info.counter.has_counter()));
        body.set_attr(cx, op, "record_id", id);
        body.set_attr(cx, op, "has_counter", counter);
        body.set_attr(
            cx,
            op,
            "nonuniform",
            cx.int_attr(i1t, i128::from(nonuniform)),
        );
    }
    Ok(())
}

/// Whether `index` is computed (through any operands) from a
/// `dx.resource.nonuniformindex`.
fn index_is_nonuniform(cx: &Context, body: &Body, index: Value) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    let mut work = vec![index];
    while let Some(v) = work.pop() {
        if seen.len() >= MAX_INDEX_WALK || !seen.insert(v) {
            continue;
        }
        let Some(op) = body.defining_op(v) else {
            continue;
        };
        if NonUniformIndex::is(cx, body, op) {
            return true;
        }
        work.extend(body.operands(op).iter().copied());
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_rewrites::{load_rules, EGraphConfig, Engine};

    #[test]
    fn builtin_rules_load() {
        let cx = Context::with_registry(dxir_dialects::registry());
        let rules = builtin_lower_dxil_rules(&cx).unwrap();
        assert!(rules.len() > 50, "{}", rules.len());
    }

    const TYPED: &str = r#"target triple = "dxilv1.6-pc-shadermodel6.6-compute"
define void @main(i32 %i) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %l = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { float, i1 } %l, 0
  %s = call float @llvm.sqrt.f32(float %v)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %s)
  ret void
}
"#;

    fn run(
        src: &str,
        opts: LowerDxilOptions,
    ) -> Result<(Context, Module, LowerDxilReport), PassError> {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = dxir_dialects::translate::llvm::import_module(&cx, src, "t.ll").unwrap();
        let r = LowerDxil::new(opts).run_with_report(&cx, &mut m)?;
        Ok((cx, m, r))
    }

    #[test]
    fn lowers_with_both_engines_and_explains() {
        let (cx, m, r) = run(TYPED, LowerDxilOptions::default()).unwrap();
        let text = dxir_ir::print_module(&cx, &m);
        assert!(text.contains("dxil.bufferLoad"), "{text}");
        assert!(text.contains("dxil.sqrt"), "{text}");
        assert!(!text.contains("= dx."), "{text}");
        assert!(r.explanations().is_empty());
        let opts = LowerDxilOptions {
            engine: Engine::EGraph(EGraphConfig::default()),
            explain: true,
            ..LowerDxilOptions::default()
        };
        let (cx2, m2, r2) = run(TYPED, opts).unwrap();
        let ex = r2.explanations();
        assert!(ex.iter().any(|e| e.function == "main"), "{ex:?}");
        let text = ex[0].to_string();
        assert!(text.starts_with("lower-dxil: @main: "), "{text}");
        assert_eq!(
            dxir_dialects::translate::llvm::export_module(&cx, &m).unwrap(),
            dxir_dialects::translate::llvm::export_module(&cx2, &m2).unwrap()
        );
    }

    #[test]
    fn a_handle_no_rule_lowers_is_an_error() {
        let src = TYPED.replace(
            "  ret void",
            "  call void @use(target(\"dx.TypedBuffer\", float, 1, 0, 0) %h)\n  ret void",
        ) + "declare void @use(target(\"dx.TypedBuffer\", float, 1, 0, 0))\n";
        let e = run(&src, LowerDxilOptions::default()).unwrap_err();
        assert!(
            e.message().contains("used by `llvm.call`"),
            "{}",
            e.message()
        );
        assert_eq!(e.loc.line, 3, "{e:?}");
    }

    #[test]
    fn a_module_without_a_dxil_triple_is_an_error() {
        let src = TYPED.replace("dxilv1.6-pc-shadermodel6.6-compute", "x86_64-pc-linux");
        let e = run(&src, LowerDxilOptions::default()).unwrap_err();
        assert!(
            e.message().contains("is not a DXIL target triple"),
            "{}",
            e.message()
        );
    }

    #[test]
    fn a_user_rule_wins_over_the_built_in_one() {
        let cx = Context::with_registry(dxir_dialects::registry());
        let user = load_rules(
            &cx,
            &[(
                "u.rules",
                "rule user-sqrt benefit 10 {
                   match %r = llvm.call(%x : float) {callee = @llvm.sqrt.f32} -> float
                   rewrite { replace %r with dxil.rSqrt(dxil.rSqrt(%x) -> float) -> float }
                 }",
            )],
            &dxil::builtins::builtins(),
        )
        .unwrap();
        let mut m = dxir_dialects::translate::llvm::import_module(&cx, TYPED, "t.ll").unwrap();
        let opts = LowerDxilOptions {
            user_rules: Some(user),
            ..LowerDxilOptions::default()
        };
        LowerDxil::new(opts).run_with_report(&cx, &mut m).unwrap();
        let text = dxir_ir::print_module(&cx, &m);
        assert!(!text.contains("dxil.sqrt"), "{text}");
        assert_eq!(text.matches("dxil.rSqrt").count(), 2, "{text}");
    }
}
