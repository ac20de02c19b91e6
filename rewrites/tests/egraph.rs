//! The e-graph engine against the greedy driver: same rules, same IR out;
//! limits, legality errors and determinism.

mod common;

use common::{cx, rules};
use dxir_ir::{parse_module, print_function, verify_module, Context, VerifyOptions};
use dxir_rewrites::{
    rewrite_module, ConversionTarget, EGraphConfig, Engine, EngineReport, GreedyConfig,
    RewriteError, RuleSet, StopReason,
};
use std::time::{Duration, Instant};

fn run(
    cx: &Context,
    rules: &RuleSet,
    ir: &str,
    engine: &Engine,
    target: &ConversionTarget,
) -> Result<(String, Vec<EngineReport>), RewriteError> {
    let mut m = parse_module(cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
    let reports = rewrite_module(cx, &mut m, rules, engine, target)?;
    for f in m.functions_mut() {
        f.body_mut().clear_names();
    }
    if let Err(e) = verify_module(cx, &m, &VerifyOptions::default()) {
        panic!("the rewritten module does not verify: {e}");
    }
    let text: Vec<String> = m
        .functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| print_function(cx, f))
        .collect();
    Ok((text.join("\n"), reports))
}

fn egraph() -> Engine {
    Engine::EGraph(EGraphConfig::default())
}

fn greedy() -> Engine {
    Engine::Greedy(GreedyConfig::default())
}

/// Runs both engines and checks they print the same IR; returns it.
fn same(cx: &Context, r: &RuleSet, ir: &str, target: &ConversionTarget) -> String {
    let (g, _) = run(cx, r, ir, &greedy(), target).unwrap_or_else(|e| panic!("{e}"));
    let (e, reports) = run(cx, r, ir, &egraph(), target).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g, e, "greedy:\n{g}\ne-graph:\n{e}");
    for rep in reports {
        assert_eq!(rep.stop(), StopReason::Saturated);
    }
    e
}

const STRENGTH: &str = "rule mul-by-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}
rule add-zero {
  match %r = llvm.add %x, 0 : $T
  rewrite { replace %r with %x }
}";

const STRENGTH_IR: &str = "func @f(%x: i32, %y: i32) -> i32 {
  %c = llvm.constant 8 : i32
  %m = llvm.mul %x, %c : i32
  %z = llvm.constant 0 : i32
  %a = llvm.add %m, %z : i32
  %c5 = llvm.constant 5 : i32
  %n = llvm.mul %a, %c5 : i32
  %s = llvm.sub %n, %y : i32
  llvm.ret %s : i32
}
func @g(%x: i64) -> i64 {
  %c = llvm.constant 4 : i64
  %m = llvm.mul %x, %c : i64
  llvm.ret %m : i64
}";

#[test]
fn strength_reduction_matches_greedy() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let out = same(&cx, &r, STRENGTH_IR, &ConversionTarget::any());
    assert!(out.contains("llvm.shl"), "{out}");
    assert!(!out.contains("llvm.add"), "{out}");
}

#[test]
fn a_no_op_rule_set_changes_nothing() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule unused {
  match %r = llvm.udiv %x, %y : $T
  rewrite { replace %r with llvm.sdiv %x, %y : $T }
}",
    );
    let (orig, _) = run(
        &cx,
        &RuleSet::default(),
        STRENGTH_IR,
        &greedy(),
        &ConversionTarget::any(),
    )
    .unwrap();
    let out = same(&cx, &r, STRENGTH_IR, &ConversionTarget::any());
    assert_eq!(orig, out);
}

const SUB: &str = "rule sub-to-add {
  match %r = llvm.sub %x, %y : $T
  rewrite { replace %r with llvm.add(%x, llvm.add(llvm.xor(%y, -1), 1)) }
}";

fn no_sub() -> ConversionTarget {
    ConversionTarget {
        illegal_ops: vec!["llvm.sub".to_string()],
        ..ConversionTarget::default()
    }
}

#[test]
fn a_one_to_many_rule_matches_greedy() {
    let cx = cx();
    let r = rules(&cx, SUB);
    let ir = "func @f(%x: i32, %y: i32) -> i32 {
  %s = llvm.sub %x, %y : i32
  llvm.ret %s : i32
}";
    let out = same(&cx, &r, ir, &no_sub());
    assert!(out.contains("llvm.xor"), "{out}");
    assert!(!out.contains("llvm.sub"), "{out}");
}

#[test]
fn pure_ops_across_blocks_match_greedy() {
    let cx = cx();
    let r = rules(&cx, &format!("{STRENGTH}\n{SUB}"));
    let ir = "func @f(%x: i32, %y: i32, %b: i1) -> i32 {
  %c = llvm.constant 16 : i32
  %m = llvm.mul %x, %c : i32
  llvm.cond_br %b [^bb1, ^bb2(%m)] : i1
^bb1:
  %s = llvm.sub %m, %y : i32
  llvm.br [^bb2(%s)]
^bb2(%p: i32):
  %c2 = llvm.constant 2 : i32
  %q = llvm.mul %p, %c2 : i32
  llvm.ret %q : i32
}";
    let out = same(&cx, &r, ir, &no_sub());
    assert!(!out.contains("llvm.mul"), "{out}");
}

/// Two equal ops rewritten apart stay apart, as under the greedy driver:
/// the e-graph puts them in one class, but elaboration does not hand the
/// rewrite of `%m1` the `shl` built for `%m0` (merging equal ops is the
/// passes' `cse`, after dead ones are gone).
#[test]
fn equal_ops_rewritten_apart_are_not_merged() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let ir = "func @f(%x: i32, %b: i1) -> i32 {
  %c = llvm.constant 8 : i32
  %m0 = llvm.mul %x, %c : i32
  %u = llvm.add %m0, %x : i32
  llvm.cond_br %b [^bb1, ^bb2] : i1
^bb1:
  %m1 = llvm.mul %x, %c : i32
  llvm.ret %m1 : i32
^bb2:
  llvm.ret %u : i32
}";
    let out = same(&cx, &r, ir, &ConversionTarget::any());
    assert_eq!(out.matches("llvm.shl").count(), 2, "{out}");
}

#[test]
fn a_rule_loop_stops_within_limits_in_both_engines() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule add-to-or {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.or %x, %y : $T }
}
rule or-to-add {
  match %r = llvm.or %x, %y : $T
  rewrite { replace %r with llvm.add %x, %y : $T }
}",
    );
    let ir = "func @f(%x: i32, %y: i32) -> i32 {
  %a = llvm.add %x, %y : i32
  llvm.ret %a : i32
}";
    let start = Instant::now();
    let (_, g) = run(&cx, &r, ir, &greedy(), &ConversionTarget::any()).unwrap();
    assert_eq!(g[0].stop(), StopReason::RewriteLimit);
    let (out, e) = run(&cx, &r, ir, &egraph(), &ConversionTarget::any()).unwrap();
    // The e-graph absorbs the loop: both forms are one class.
    assert_eq!(e[0].stop(), StopReason::Saturated);
    assert_eq!(e[0].count("add-to-or"), 1);
    assert!(out.contains("llvm.or"), "{out}");
    assert!(start.elapsed() < Duration::from_secs(10));

    // A rule that grows terms forever (`f(a) -> f(g(a))`) stops at a limit
    // with a report.
    let grow = rules(
        &cx,
        "rule grow {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.add(llvm.xor(%x, 0), %y) }
}",
    );
    let cfg = EGraphConfig {
        iteration_limit: 8,
        ..EGraphConfig::default()
    };
    let (_, e) = run(
        &cx,
        &grow,
        ir,
        &Engine::EGraph(cfg),
        &ConversionTarget::any(),
    )
    .unwrap();
    assert!(
        matches!(
            e[0].stop(),
            StopReason::IterationLimit | StopReason::NodeLimit
        ),
        "{:?}",
        e[0]
    );
    assert!(e[0].count("grow") >= 8);
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn no_legal_form_is_an_error_naming_the_op_and_the_rules_tried() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let ir = "func @f(%x: i32) -> i32 {
  %c = llvm.constant 6 : i32
  %m = llvm.mul %x, %c : i32
  llvm.ret %m : i32
}";
    let target = ConversionTarget {
        illegal_ops: vec!["llvm.mul".to_string()],
        ..ConversionTarget::default()
    };
    for engine in [greedy(), egraph()] {
        let err = run(&cx, &r, ir, &engine, &target).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("cannot lower `llvm.mul` at in.dxir:3:"),
            "{text}"
        );
        assert!(text.contains("near miss: mul-by-pow2:"), "{text}");
        assert!(text.contains("exact_log2"), "{text}");
    }
}

#[test]
fn a_greedy_report_without_details_lists_nothing_but_errors_still_name_near_misses() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let lean = Engine::Greedy(GreedyConfig {
        details: false,
        ..GreedyConfig::default()
    });
    // 8 rewrites to a shift, 5 is a near miss: the full report lists both.
    let (out, reps) = run(&cx, &r, STRENGTH_IR, &lean, &ConversionTarget::any()).unwrap();
    let (full_out, full) = run(&cx, &r, STRENGTH_IR, &greedy(), &ConversionTarget::any()).unwrap();
    assert_eq!(out, full_out);
    let (EngineReport::Greedy(rep), EngineReport::Greedy(full_rep)) = (&reps[0], &full[0]) else {
        panic!("not greedy reports")
    };
    assert_eq!(rep.rewrites, full_rep.rewrites);
    assert!(rep.rewrites > 0);
    assert!(!full_rep.per_rule.is_empty() && !full_rep.last.is_empty());
    assert!(!full_rep.near_misses.is_empty(), "{full_rep:?}");
    assert!(rep.per_rule.is_empty() && rep.last.is_empty() && rep.near_misses.is_empty());
    let target = ConversionTarget {
        illegal_ops: vec!["llvm.mul".to_string()],
        ..ConversionTarget::default()
    };
    let text = run(&cx, &r, STRENGTH_IR, &lean, &target)
        .unwrap_err()
        .to_string();
    assert!(text.contains("near miss: mul-by-pow2:"), "{text}");
}

#[test]
fn the_egraph_engine_is_deterministic_across_runs_and_threads() {
    let cx = cx();
    let r = rules(&cx, &format!("{STRENGTH}\n{SUB}"));
    let mut ir = String::new();
    for i in 0..24 {
        ir.push_str(
            &STRENGTH_IR
                .replace("@f", &format!("@f{i}"))
                .replace("@g", &format!("@g{i}")),
        );
        ir.push('\n');
    }
    let once = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| run(&cx, &r, &ir, &egraph(), &no_sub()).unwrap().0)
    };
    let first = once(1);
    assert_eq!(first, once(2));
    assert_eq!(first, once(2));
    assert_eq!(first, once(1));
}

#[test]
fn explanations_say_why_a_value_was_rewritten() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let ir = "func @f(%x: i32) -> i32 {
  %c = llvm.constant 8 : i32
  %m = llvm.mul %x, %c : i32
  llvm.ret %m : i32
}";
    let cfg = EGraphConfig {
        explanations: true,
        ..EGraphConfig::default()
    };
    let (_, reps) = run(&cx, &r, ir, &Engine::EGraph(cfg), &ConversionTarget::any()).unwrap();
    let EngineReport::EGraph(rep) = &reps[0] else {
        panic!("not an e-graph report")
    };
    assert_eq!(rep.explanations.len(), 1, "{rep:?}");
    let text = rep.explanations[0].to_string();
    assert!(text.contains("mul-by-pow2"), "{text}");
    assert!(
        text.contains("`llvm.mul` rewritten by mul-by-pow2 ("),
        "{text}"
    );
    assert!(text.contains("Rewrite=> mul-by-pow2"), "{text}");
    assert!(text.contains("llvm.shl"), "{text}");
}

#[test]
fn rules_rooted_at_effectful_ops_rewrite_the_skeleton_like_greedy() {
    let cx = cx();
    let r = rules(
        &cx,
        &format!(
            "{STRENGTH}
rule widen-load {{
  match %r = llvm.load %p : (ptr) -> i16
  rewrite {{
    %w = llvm.load %p : (ptr) -> i32
    replace %r with llvm.trunc(%w) -> i16
  }}
}}
rule store-mul {{
  match llvm.store(llvm.mul(%v, 3), %p)
  rewrite {{ llvm.store(llvm.add(llvm.shl(%v, 1), %v), %p) }}
}}"
        ),
    );
    let ir = "func @f(%p: ptr, %x: i32) {
  %c = llvm.constant 3 : i32
  %m = llvm.mul %x, %c : i32
  llvm.store %m, %p : (i32, ptr) -> ()
  %h = llvm.load %p : (ptr) -> i16
  %e = llvm.zext %h : (i16) -> i32
  %c4 = llvm.constant 4 : i32
  %n = llvm.mul %e, %c4 : i32
  llvm.store %n, %p : (i32, ptr) -> ()
  llvm.ret
}";
    let out = same(&cx, &r, ir, &ConversionTarget::any());
    assert!(out.contains("llvm.trunc"), "{out}");
    assert!(!out.contains("llvm.mul"), "{out}");
}

/// Prints the module rewritten by `engine`, value names kept.
fn run_named(cx: &Context, rules: &RuleSet, ir: &str, engine: &Engine) -> String {
    let mut m = parse_module(cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
    rewrite_module(cx, &mut m, rules, engine, &ConversionTarget::any())
        .unwrap_or_else(|e| panic!("{e}"));
    m.functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| print_function(cx, f))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A replacement the rule builds takes the name of the root it replaces,
/// in both engines and for pure and effectful roots; a matched value that
/// replaces the root keeps its own name (or none).
#[test]
fn new_replacements_take_the_root_name_in_both_engines() {
    let cx = cx();
    let r = rules(
        &cx,
        &format!(
            "{STRENGTH}
rule widen-load {{
  match %r = llvm.load %p : (ptr) -> i16
  rewrite {{
    %w = llvm.load %p : (ptr) -> i32
    replace %r with llvm.trunc(%w) -> i16
  }}
}}"
        ),
    );
    let ir = "func @f(%p: ptr, %x: i32) -> i32 {
  %c = llvm.constant 8 : i32
  %m = llvm.mul %x, %c : i32
  %z = llvm.constant 0 : i32
  %a = llvm.add %m, %z : i32
  %h = llvm.load %p : (ptr) -> i16
  %e = llvm.zext %h : (i16) -> i32
  %s = llvm.sub %a, %e : i32
  llvm.ret %s : i32
}";
    let g = run_named(&cx, &r, ir, &greedy());
    let e = run_named(&cx, &r, ir, &egraph());
    assert_eq!(g, e, "greedy:\n{g}\ne-graph:\n{e}");
    assert!(g.contains("%m = llvm.shl %x,"), "{g}");
    assert!(g.contains("%h = llvm.trunc"), "{g}");
    assert!(g.contains("llvm.sub %m, %e"), "{g}");
    assert!(!g.contains("%a ="), "{g}");
}

/// A skeleton op a rule claimed is replaced, so it may be illegal: only
/// what remains after elaboration is held to the target.
#[test]
fn claimed_skeleton_ops_may_be_illegal() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule store-to-call {
  match llvm.store(%v : i32, %p)
  rewrite { llvm.call(%v, %p) {callee = @sink} }
}",
    );
    let ir = "func @f(%p: ptr, %x: i32) {
  llvm.store %x, %p : (i32, ptr) -> ()
  llvm.ret
}";
    let target = ConversionTarget {
        illegal_ops: vec!["llvm.store".to_string()],
        ..ConversionTarget::default()
    };
    let out = same(&cx, &r, ir, &target);
    assert!(
        out.contains("llvm.call") && !out.contains("llvm.store"),
        "{out}"
    );
}

#[test]
fn limits_stop_the_egraph_engine_with_their_reason() {
    let cx = cx();
    let r = rules(&cx, SUB);
    let ir = "func @f(%x: i32, %y: i32) -> i32 {
  %s = llvm.sub %x, %y : i32
  llvm.ret %s : i32
}";
    let nodes = EGraphConfig {
        node_limit: Some(4),
        ..EGraphConfig::default()
    };
    let (_, e) = run(
        &cx,
        &r,
        ir,
        &Engine::EGraph(nodes),
        &ConversionTarget::any(),
    )
    .unwrap();
    assert_eq!(e[0].stop(), StopReason::NodeLimit);
    let time = EGraphConfig {
        time_limit: Duration::ZERO,
        ..EGraphConfig::default()
    };
    let (out, e) = run(&cx, &r, ir, &Engine::EGraph(time), &ConversionTarget::any()).unwrap();
    assert_eq!(e[0].stop(), StopReason::TimeLimit);
    // Nothing was applied: the input comes back unchanged.
    assert!(out.contains("llvm.sub"), "{out}");
}

#[test]
fn competing_rules_give_verified_legal_ir_no_bigger_than_greedy() {
    let cx = cx();
    let r = rules(
        &cx,
        &format!(
            "{STRENGTH}\n{SUB}
rule mul-add-to-imad {{
  match %r = llvm.add(llvm.mul(%a, %b), %c) : i32
  rewrite {{ replace %r with dx.imad(%a, %b, %c) }}
}}"
        ),
    );
    let ir = "func @f(%x: i32, %y: i32, %b: i1) -> i32 {
  %z = llvm.constant 0 : i32
  %c0 = llvm.constant 2 : i32
  %m0 = llvm.mul %x, %c0 : i32
  %a0 = llvm.add %m0, %z : i32
  %s0 = llvm.sub %a0, %y : i32
  llvm.cond_br %b [^bb1, ^bb2(%s0)] : i1
^bb1:
  %t = llvm.sub %y, %x : i32
  llvm.br [^bb2(%t)]
^bb2(%p: i32):
  %q = llvm.mul %p, %y : i32
  %r = llvm.add %q, %x : i32
  llvm.ret %r : i32
}";
    let (g, _) = run(&cx, &r, ir, &greedy(), &no_sub()).unwrap();
    let (e, _) = run(&cx, &r, ir, &egraph(), &no_sub()).unwrap();
    assert!(!e.contains("llvm.sub"), "{e}");
    assert!(
        e.lines().count() <= g.lines().count(),
        "greedy:\n{g}\ne-graph:\n{e}"
    );
}

#[test]
fn greedy_explanations_name_each_rewrite_and_its_rule_site() {
    let cx = cx();
    let r = rules(&cx, STRENGTH);
    let ir = "func @f(%x: i32) -> i32 {
  %c = llvm.constant 8 : i32
  %m = llvm.mul %x, %c : i32
  llvm.ret %m : i32
}";
    let cfg = GreedyConfig {
        explanations: true,
        ..GreedyConfig::default()
    };
    let (_, reps) = run(&cx, &r, ir, &Engine::Greedy(cfg), &ConversionTarget::any()).unwrap();
    let EngineReport::Greedy(rep) = &reps[0] else {
        panic!("not a greedy report")
    };
    assert_eq!(rep.explanations.len(), 1, "{rep:?}");
    let e = &rep.explanations[0];
    assert_eq!(e.op, "llvm.mul");
    assert_eq!(e.rules[0].0, "mul-by-pow2");
    assert!(e.rules[0].1.ends_with(":1"), "{e:?}");
    assert!(
        e.to_string()
            .contains("`llvm.mul` rewritten by mul-by-pow2 ("),
        "{e}"
    );
    // Off by default.
    let (_, reps) = run(&cx, &r, ir, &greedy(), &ConversionTarget::any()).unwrap();
    let EngineReport::Greedy(rep) = &reps[0] else {
        panic!("not a greedy report")
    };
    assert!(rep.explanations.is_empty());
}

/// `EGraphConfig::dot` renders the saturated e-graph: the class of the
/// multiplication holds both the `mul` and the `shl` a rule made equal to
/// it, the `shl` is the node extraction chose (filled), and the text is the
/// same on every run.
#[test]
fn the_saturated_egraph_renders_as_dot_with_the_chosen_nodes_filled() {
    let cx = cx();
    let rules = rules(
        &cx,
        "rule mul-by-pow2 {
  match %r = llvm.mul %x, #c : i32
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : i32 }
}",
    );
    let ir = "func @f(%x: i32) -> i32 {
  %c = llvm.constant 8 : i32
  %r = llvm.mul %x, %c : i32
  llvm.ret %r : i32
}";
    let target = ConversionTarget {
        illegal_ops: vec!["llvm.mul".into()],
        ..ConversionTarget::default()
    };
    let engine = Engine::EGraph(EGraphConfig {
        dot: true,
        ..EGraphConfig::default()
    });
    let dot_of = |reports: &[EngineReport]| match &reports[0] {
        EngineReport::EGraph(r) => r.dot.clone().expect("a DOT rendering"),
        EngineReport::Greedy(_) => panic!("the e-graph engine ran"),
    };
    let (_, reports) = run(&cx, &rules, ir, &engine, &target).expect("rewrites");
    let dot = dot_of(&reports);
    assert!(dot.starts_with("digraph egraph {"), "{dot}");
    let mul = dot
        .lines()
        .find(|l| l.contains("label=\"llvm.mul\""))
        .expect("the mul node");
    let shl = dot
        .lines()
        .find(|l| l.contains("label=\"llvm.shl\""))
        .expect("the shl node");
    assert!(shl.contains("fillcolor"), "{shl}");
    assert!(!mul.contains("fillcolor"), "{mul}");
    // The two are one class: their node names share its id.
    let class = |l: &str| l.trim().split('_').next().map(str::to_string);
    assert_eq!(class(mul), class(shl));
    assert!(dot.contains("label=\"llvm.constant 3 : i32\""), "{dot}");
    let (_, again) = run(&cx, &rules, ir, &engine, &target).expect("rewrites");
    assert_eq!(dot, dot_of(&again));
    // Off by default.
    let (_, plain) = run(&cx, &rules, ir, &egraph(), &target).expect("rewrites");
    assert!(matches!(&plain[0], EngineReport::EGraph(r) if r.dot.is_none()));
}
