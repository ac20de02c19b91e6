//! The greedy driver: rule order by benefit, user rules merged over
//! built-in ones, limits and the reports of runs that do not converge.

mod common;

use common::{cx, rewrite, rewrite_with, rules};
use dxir_ir::{parse_module, Arity, Context, Dialect, OpDef, Traits, SHORT};
use dxir_rewrites::{
    load_rules, Builtins, GreedyDriver, RewriteError, RuleWarningKind, StopReason,
};
use std::time::{Duration, Instant};

const ADD: &str = "func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  llvm.ret %0 : i32
}";

#[test]
fn the_highest_benefit_wins() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule to-or benefit 1 {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.or %x, %y : $T }
}
rule to-xor benefit 5 {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.xor %x, %y : $T }
}",
    );
    let names: Vec<&str> = r
        .rules_for(cx.op_name("llvm.add"))
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(names, ["to-xor", "to-or"]);
    let (out, report) = rewrite(&cx, &r, ADD);
    assert!(out.contains("llvm.xor %0, %1 : i32"), "{out}");
    assert_eq!(report.count("to-xor"), 1);
    assert_eq!(report.count("to-or"), 0);
}

/// The set answers by op name from a table by the name's number: the
/// roots and the names read through below them, and no other name,
/// including names the context numbers after the rules were loaded.
#[test]
fn a_rule_set_knows_its_roots_and_inner_names() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule or-of-and {
  match %r = llvm.or(llvm.and(%x, %y) -> $T, %z) -> $T
  rewrite { replace %r with llvm.xor %x, %z : $T }
}",
    );
    let (or, and, add) = (
        cx.op_name("llvm.or"),
        cx.op_name("llvm.and"),
        cx.op_name("llvm.add"),
    );
    assert!(r.has_rules_for(or));
    assert!(!r.has_rules_for(and) && !r.has_rules_for(add));
    assert!(r.is_inner_name(and));
    assert!(!r.is_inner_name(or) && !r.is_inner_name(add));
    assert_eq!(r.rules_for(or).count(), 1);
    assert_eq!(r.rules_for(add).count(), 0);
    let later = cx.op_name("test.named_after_loading");
    assert!(!r.has_rules_for(later) && !r.is_inner_name(later));
    assert_eq!(r.rules_for(later).count(), 0);
}

#[test]
fn file_order_breaks_ties() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule to-or {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.or %x, %y : $T }
}
rule to-xor {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.xor %x, %y : $T }
}",
    );
    let (out, _) = rewrite(&cx, &r, ADD);
    assert!(out.contains("llvm.or %0, %1 : i32"), "{out}");
}

#[test]
fn by_default_the_bigger_pattern_wins() {
    let cx = cx();
    // Defined first, but it matches one op (benefit 1) and the other two.
    let r = rules(
        &cx,
        "rule add-to-or {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.or %x, %y : $T }
}
rule mul-add-to-imad {
  match %r = llvm.add(llvm.mul(%a, %b), %c) : $T
  rewrite { replace %r with dx.imad(%a, %b, %c) }
}",
    );
    assert_eq!(r.get("add-to-or").unwrap().benefit, 1);
    assert_eq!(r.get("mul-add-to-imad").unwrap().benefit, 2);
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = llvm.mul %a, %b : i32
  %1 = llvm.add %0, %c : i32
  %2 = llvm.add %1, %c : i32
  llvm.ret %2 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: i32, %2: i32) -> i32 {
  %3 = dx.imad %0, %1, %2 : i32
  %4 = llvm.or %3, %2 : i32
  llvm.ret %4 : i32
}
"
    );
}

const BUILTIN_RULES: &str = "// The built-in lowering of an add.
rule add-to-or {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.or %x, %y : $T }
}";

#[test]
fn a_user_rule_with_a_higher_benefit_overrides_a_built_in_one() {
    let cx = cx();
    let b = Builtins::standard();
    let mut set = load_rules(&cx, &[("builtin.rules", BUILTIN_RULES)], &b).unwrap();
    let user = load_rules(
        &cx,
        &[(
            "user.rules",
            "rule my-add benefit 10 {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.xor %x, %y : $T }
}",
        )],
        &b,
    )
    .unwrap();
    set.merge(user).unwrap();
    assert_eq!(set.len(), 2);
    assert_eq!(set.get("my-add").unwrap().order, 1, "user rules come after");
    let (out, report) = rewrite(&cx, &set, ADD);
    assert!(out.contains("llvm.xor"), "{out}");
    assert_eq!(report.count("my-add"), 1);

    // At equal benefit the built-in rule, earlier in file order, still wins.
    let mut set = load_rules(&cx, &[("builtin.rules", BUILTIN_RULES)], &b).unwrap();
    let user = load_rules(
        &cx,
        &[(
            "user.rules",
            "rule my-add {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.xor %x, %y : $T }
}",
        )],
        &b,
    )
    .unwrap();
    set.merge(user).unwrap();
    let (out, _) = rewrite(&cx, &set, ADD);
    assert!(out.contains("llvm.or"), "{out}");
}

#[test]
fn merging_a_rule_with_a_taken_name_fails_and_changes_nothing() {
    let cx = cx();
    let b = Builtins::standard();
    let mut set = load_rules(&cx, &[("builtin.rules", BUILTIN_RULES)], &b).unwrap();
    let user = load_rules(&cx, &[("user.rules", &format!("\n{BUILTIN_RULES}"))], &b).unwrap();
    let err = set.merge(user).unwrap_err();
    assert_eq!(
        err.to_string(),
        "user.rules:3:6: error: a rule named `add-to-or` is already defined
  rule add-to-or {
       ^
  note: first defined at builtin.rules:2:6"
    );
    assert_eq!(set.len(), 1);
}

/// Two ops that rules can turn into each other forever.
static PINGPONG: Dialect = Dialect {
    name: "pp",
    summary: "ops for the loop test",
    ops: &[
        OpDef {
            operands: Arity::Exact(1),
            results: Arity::Exact(1),
            traits: Traits::PURE,
            syntax: Some(&SHORT),
            ..OpDef::base("pp.a", "a")
        },
        OpDef {
            operands: Arity::Exact(1),
            results: Arity::Exact(1),
            traits: Traits::PURE,
            syntax: Some(&SHORT),
            ..OpDef::base("pp.b", "b")
        },
    ],
};

fn pingpong_cx() -> Context {
    Context::with_registry(dxir_dialects::registry().with(&PINGPONG).unwrap())
}

#[test]
fn a_rule_set_that_never_converges_stops_at_the_limit_and_names_the_cycle() {
    let cx = pingpong_cx();
    let r = rules(
        &cx,
        "rule a-to-b {
  match %r = pp.a(%x) -> $T
  rewrite { replace %r with pp.b(%x) -> $T }
}
rule b-to-a {
  match %r = pp.b(%x) -> $T
  rewrite { replace %r with pp.a(%x) -> $T }
}",
    );
    // The loader already suspects it.
    assert_eq!(r.warnings().len(), 1);
    assert!(
        matches!(&r.warnings()[0].kind, RuleWarningKind::Cycle { rules, .. } if rules == &["a-to-b", "b-to-a"]),
        "{:?}",
        r.warnings()
    );
    assert_eq!(
        r.warnings()[0].to_string(),
        "test.rules:1:6: warning: rules `a-to-b`, `b-to-a` may rewrite each other's results forever (pp.a -> pp.b -> pp.a)
  rule a-to-b {
       ^"
    );
    let ir = "func @f(%x: i32) -> i32 {
  %0 = pp.a %x : (i32) -> i32
  llvm.ret %0 : i32
}";
    let start = Instant::now();
    let (_, reports) = rewrite_with(&cx, &GreedyDriver::new(&r), ir);
    assert!(start.elapsed() < Duration::from_secs(10));
    let report = &reports[0];
    assert_eq!(report.stop, StopReason::RewriteLimit);
    // Default limit: 16 per op (2 ops) + 1000.
    assert_eq!(report.rewrites, 16 * 2 + 1000);
    assert_eq!(report.still_firing(), ["a-to-b", "b-to-a"]);
    assert_eq!(report.count("a-to-b") + report.count("b-to-a"), 1032);
    let text = report.to_string();
    assert!(
        text.starts_with("stopped at the rewrite limit after 1 iteration with 1032 rewrites (a-to-b: 516, b-to-a: 516); still firing: `a-to-b`, `b-to-a`; last: `b-to-a` on `pp.b` at in.dxir:2:3"),
        "{text}"
    );

    // An explicit limit.
    let (_, reports) = rewrite_with(&cx, &GreedyDriver::new(&r).with_max_rewrites(7), ir);
    assert_eq!(reports[0].rewrites, 7);
    assert_eq!(reports[0].stop, StopReason::RewriteLimit);
}

#[test]
fn a_rule_whose_replacement_matches_itself_is_warned_about_and_bounded() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule commute {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.add %y, %x : $T }
}",
    );
    assert_eq!(
        r.warnings()
            .iter()
            .map(|w| w.to_string().lines().next().unwrap_or("").to_string())
            .collect::<Vec<_>>(),
        ["test.rules:1:6: warning: rule `commute` may rewrite its own result forever: its replacement matches its own pattern"]
    );
    let (_, reports) = rewrite_with(&cx, &GreedyDriver::new(&r).with_max_rewrites(50), ADD);
    assert_eq!(reports[0].stop, StopReason::RewriteLimit);
    assert_eq!(reports[0].still_firing(), ["commute"]);
}

#[test]
fn the_iteration_limit_stops_a_run_that_still_changes() {
    let cx = cx();
    let r = rules(&cx, BUILTIN_RULES);
    // One iteration rewrites; a second is needed to see nothing applies.
    let (_, reports) = rewrite_with(&cx, &GreedyDriver::new(&r).with_max_iterations(1), ADD);
    assert_eq!(reports[0].stop, StopReason::IterationLimit);
    assert_eq!(reports[0].iterations, 1);
    let (_, reports) = rewrite_with(&cx, &GreedyDriver::new(&r).with_max_iterations(2), ADD);
    assert_eq!(reports[0].stop, StopReason::Converged);
    assert_eq!(reports[0].iterations, 2);
    assert_eq!(
        reports[0].to_string(),
        "converged after 2 iterations with 1 rewrite (add-to-or: 1)"
    );
}

#[test]
fn a_replacement_of_the_wrong_type_is_an_error() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule drop-zext {
  match %r = llvm.zext %x : ($A) -> $B
  rewrite { replace %r with %x }
}",
    );
    let mut m = parse_module(
        &cx,
        "func @f(%x: i8) -> i32 {
  %0 = llvm.zext %x : (i8) -> i32
  llvm.ret %0 : i32
}",
        "in.dxir",
    )
    .unwrap();
    let err = GreedyDriver::new(&r)
        .run(&cx, &mut m.functions_mut()[0])
        .unwrap_err();
    assert!(matches!(err, RewriteError::ReplaceType { .. }));
    assert_eq!(
        err.to_string(),
        "rule `drop-zext` (at test.rules:1:6) replaced result 0 of `llvm.zext` at in.dxir:2:3, of type i32, with a value of type i8"
    );
    // Nothing changed.
    assert!(dxir_ir::print_function(&cx, &m.functions()[0]).contains("llvm.zext"));
}

#[test]
fn runs_are_deterministic() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule mul-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}
rule add-zero {
  match %r = llvm.add %x, 0 : $T
  rewrite { replace %r with %x }
}",
    );
    let mut ir = String::from(
        "func @f(%x: i32) -> i32 {\n  %z = llvm.constant 0 : i32\n  %v0 = llvm.add %x, %z : i32\n",
    );
    for i in 1..200 {
        ir.push_str(&format!(
            "  %c{i} = llvm.constant {} : i32\n  %v{i} = llvm.mul %v{}, %c{i} : i32\n  %w{i} = llvm.add %v{i}, %z : i32\n",
            1 << (i % 5),
            i - 1
        ));
    }
    ir.push_str("  llvm.ret %v199 : i32\n}");
    let (a, ra) = rewrite(&cx, &r, &ir);
    let (b, rb) = rewrite(&cx, &r, &ir);
    assert_eq!(a, b);
    assert_eq!(ra, rb);
    assert!(ra.converged(), "{ra}");
    assert!(!a.contains("llvm.mul"), "{a}");
}

/// The `llvm.call`s of `body`, in program order.
fn calls_in(cx: &Context, body: &dxir_ir::Body) -> Vec<dxir_ir::Op> {
    body.walk()
        .into_iter()
        .filter(|&op| cx.op_name_str(body.op_name(op)) == "llvm.call")
        .collect()
}

/// The names of the rules `r` offers `op`, in the order a driver tries them.
fn offered<'r>(
    cx: &Context,
    r: &'r dxir_rewrites::RuleSet,
    body: &dxir_ir::Body,
    op: dxir_ir::Op,
) -> Vec<&'r str> {
    r.rules_for_op(cx, body, op)
        .map(|r| r.name.as_str())
        .collect()
}

#[test]
fn rules_for_an_op_are_those_its_callee_allows_in_driver_order() {
    let cx = cx();
    // Ten rules on `llvm.call`, most of them for one callee each, so the
    // set indexes them by `callee`; two match any call.
    let mut src = String::new();
    for k in 0..8 {
        src += &format!(
            "rule f{k} {{\n  match %r = llvm.call(%a : float) {{callee = @f{k}}} -> float\n  rewrite {{ replace %r with %a }}\n}}\n"
        );
    }
    src += "rule any-call benefit 1 {\n  match %r = llvm.call(%a : float) -> float\n  rewrite { replace %r with %a }\n}\n";
    src += "rule f3-first benefit 9 {\n  match %r = llvm.call(%a : float) {callee = @f3} -> float\n  rewrite { replace %r with %a }\n}\n";
    let r = rules(&cx, &src);
    let m = parse_module(
        &cx,
        "func @f3(float) -> float
func @g(float) -> float
func @main(%x: float) -> float {
  %0 = llvm.call %x {callee = @f3} : (float) -> float
  %1 = llvm.call %0 {callee = @g} : (float) -> float
  llvm.ret %1 : float
}",
        "t.dxir",
    )
    .unwrap();
    let body = m.function("main").unwrap().body();
    let calls = calls_in(&cx, body);
    let names = |op| offered(&cx, &r, body, op);
    assert_eq!(names(calls[0]), ["f3-first", "f3", "any-call"]);
    assert_eq!(names(calls[1]), ["any-call"]);
    // Each list is the order `rules_for` gives, less what cannot match.
    let all: Vec<&str> = r
        .rules_for(cx.op_name("llvm.call"))
        .map(|r| r.name.as_str())
        .collect();
    let f3: Vec<&str> = all
        .iter()
        .copied()
        .filter(|n| ["f3-first", "f3", "any-call"].contains(n))
        .collect();
    assert_eq!(names(calls[0]), f3);
}

/// Rules told apart by a guard on what a builtin makes of the callee
/// (`where intrinsic_base(#c) == "..."`, one rule for every overload) are
/// indexed by that value: an op is offered only the rules whose guard can
/// hold, in driver order, and rewrites as it did when every rule was
/// tried.
#[test]
fn rules_guarded_by_a_builtin_of_the_callee_are_offered_by_its_value() {
    let cx = cx();
    let mut src = String::new();
    for k in 0..8 {
        src += &format!(
            "rule g{k} {{\n  match %r = llvm.call(%a : $T) {{callee = #c}} -> $T\n  where intrinsic_base(#c) == \"llvm.g{k}\"\n  rewrite {{ replace %r with %a }}\n}}\n"
        );
    }
    src += "rule g3-first benefit 9 {\n  match %r = llvm.call(%a : $T) {callee = #c} -> $T\n  where intrinsic_base(#c) == \"llvm.g3\"\n  rewrite { replace %r with llvm.fneg(%a) -> $T }\n}\n";
    src += "rule any-call benefit 1 {\n  match %r = llvm.call(%a : $T) -> $T\n  rewrite { replace %r with %a }\n}\n";
    let r = load_rules(
        &cx,
        &[("test.rules", &src)],
        &dxir_dialects::dx::builtins::builtins(),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let ir = "func @llvm.g3.f32(float) -> float
func @llvm.g5.f64(double) -> double
func @other(float) -> float
func @main(%x: float, %y: double) -> float {
  %0 = llvm.call %x {callee = @llvm.g3.f32} : (float) -> float
  %1 = llvm.call %y {callee = @llvm.g5.f64} : (double) -> double
  %2 = llvm.call %0 {callee = @other} : (float) -> float
  llvm.ret %2 : float
}";
    let m = parse_module(&cx, ir, "t.dxir").unwrap();
    let body = m.function("main").unwrap().body();
    let calls = calls_in(&cx, body);
    let names = |op| offered(&cx, &r, body, op);
    assert_eq!(names(calls[0]), ["g3-first", "g3", "any-call"]);
    assert_eq!(names(calls[1]), ["g5", "any-call"]);
    // `intrinsic_base` refuses `@other` (no overload suffix): no guarded
    // rule could hold.
    assert_eq!(names(calls[2]), ["any-call"]);
    let (out, _) = rewrite_with(&cx, &GreedyDriver::new(&r), ir);
    assert!(out.contains("llvm.fneg"), "{out}");
    assert!(!out.contains("llvm.call"), "{out}");
}

/// Rewrites of one shape share a plan (the driver plans a rule once per
/// shape of its bindings); each still takes its own matched values, and a
/// rewrite of another type or constant gets a plan of its own.
#[test]
fn rewrites_sharing_a_plan_take_their_own_values() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule swap-sub {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.sub %y, %x : $T }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32, %c: i64, %d: i64) -> i64 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %b, %0 : i32
  %2 = llvm.add %c, %d : i64
  %3 = llvm.add %d, %2 : i64
  llvm.ret %3 : i64
}",
    );
    assert_eq!(report.count("swap-sub"), 4);
    for line in [
        "%4 = llvm.sub %1, %0 : i32",
        "%5 = llvm.sub %4, %1 : i32",
        "%6 = llvm.sub %3, %2 : i64",
        "%7 = llvm.sub %6, %3 : i64",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

/// The same with a list variable, whose items are places of their own, and
/// lists of other lengths.
#[test]
fn rewrites_sharing_a_plan_take_their_own_list_items() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule retarget {
  match %r = llvm.call(%args...) {callee = @f} -> $T
  rewrite { replace %r with llvm.call(%args...) {callee = @g} -> $T }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(i32, i32) -> i32
func @g(i32, i32) -> i32
func @h(%a: i32, %b: i32) -> i32 {
  %0 = llvm.call %a, %b {callee = @f} : (i32, i32) -> i32
  %1 = llvm.call %b, %0 {callee = @f} : (i32, i32) -> i32
  %2 = llvm.call %1 {callee = @f} : (i32) -> i32
  llvm.ret %2 : i32
}",
    );
    assert_eq!(report.count("retarget"), 3);
    for line in [
        "%2 = llvm.call %0, %1 {callee = @g}",
        "%3 = llvm.call %1, %2 {callee = @g}",
        "%4 = llvm.call %3 {callee = @g}",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

/// A rule with `let`s and a guard on the root's type: what the tests of
/// shared clauses and plans rewrite.
const LAST_LANE: &str = "rule last-lane {
  match %r = llvm.freeze %v : $T
  let #n = lanes($T)
  let $E = scalar_of($T)
  where #n > 1
  rewrite { replace %r with llvm.insertelement(%v, llvm.extractelement(%v, sub(#n, 1) : i64) -> $E, 0 : i64) -> $T }
}";

/// The clauses' outcome is shared by matches of one shape too: a `let`
/// bound from one vector width is not reused for another, and a guard that
/// fails for one shape still lets another through (and is reported as a
/// near miss for each op it refused).
#[test]
fn clauses_are_evaluated_once_per_shape() {
    let cx = cx();
    let r = rules(&cx, LAST_LANE);
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: <2 x i32>, %b: <4 x i32>, %c: <2 x i32>, %d: i32) -> i32 {
  %0 = llvm.freeze %a : (<2 x i32>) -> <2 x i32>
  %1 = llvm.freeze %b : (<4 x i32>) -> <4 x i32>
  %2 = llvm.freeze %c : (<2 x i32>) -> <2 x i32>
  %3 = llvm.freeze %d : (i32) -> i32
  %4 = llvm.freeze %3 : (i32) -> i32
  llvm.ret %4 : i32
}",
    );
    assert_eq!(report.count("last-lane"), 3);
    assert_eq!(out.matches("llvm.freeze").count(), 2, "{out}");
    for lane in ["1 : i64", "3 : i64"] {
        assert!(out.contains(lane), "{lane}\n{out}");
    }
    assert_eq!(report.near_misses.len(), 2, "{:?}", report.near_misses);
}

/// A rule set keeps what its runs learnt about clauses and plans for the
/// next runs (the functions of a module share their shapes): a run over a
/// function after runs over others, on this thread or several at once,
/// rewrites it as a run with fresh rules does, near misses included.
#[test]
fn later_runs_share_the_shapes_of_earlier_ones() {
    let src = LAST_LANE;
    let warm_up = "func @w(%a: <2 x i32>, %b: <4 x i32>, %d: i32) -> i32 {
  %0 = llvm.freeze %a : (<2 x i32>) -> <2 x i32>
  %1 = llvm.freeze %b : (<4 x i32>) -> <4 x i32>
  %2 = llvm.freeze %d : (i32) -> i32
  llvm.ret %2 : i32
}";
    let ir = "func @f(%a: <2 x i32>, %b: <4 x i32>, %c: <3 x i32>, %d: i32) -> i32 {
  %0 = llvm.freeze %b : (<4 x i32>) -> <4 x i32>
  %1 = llvm.freeze %a : (<2 x i32>) -> <2 x i32>
  %2 = llvm.freeze %c : (<3 x i32>) -> <3 x i32>
  %3 = llvm.freeze %d : (i32) -> i32
  llvm.ret %3 : i32
}";
    let cx = cx();
    let (fresh, fresh_report) = rewrite(&cx, &rules(&cx, src), ir);
    assert_eq!(fresh_report.count("last-lane"), 3);
    assert_eq!(fresh_report.near_misses.len(), 1);

    let warm = rules(&cx, src);
    rewrite(&cx, &warm, warm_up);
    assert!(
        format!("{warm:?}").contains("ShapePool(1 kept)"),
        "{warm:?}"
    );
    let (again, report) = rewrite(&cx, &warm, ir);
    assert_eq!(again, fresh);
    assert_eq!(report.count("last-lane"), 3);
    assert_eq!(report.near_misses.len(), 1);

    let outs: Vec<String> = std::thread::scope(|s| {
        let runs: Vec<_> = (0..4)
            .map(|_| s.spawn(|| rewrite(&cx, &warm, ir).0))
            .collect();
        runs.into_iter().map(|r| r.join().unwrap()).collect()
    });
    assert!(outs.iter().all(|o| *o == fresh));
}

/// A rule set is shared with its context's forks, where a type interned
/// after the fork has another id in each: what a run in one fork learnt
/// about a shape is not used in the other.
#[test]
fn forks_do_not_share_what_their_runs_learnt() {
    let src = LAST_LANE;
    let ir = |ty: &str| {
        format!(
            "func @f(%a: {ty}) -> {ty} {{
  %0 = llvm.freeze %a : ({ty}) -> {ty}
  llvm.ret %0 : {ty}
}}"
        )
    };
    let base = cx();
    let shared = rules(&base, src);
    // Each fork interns its own new vector type first: the same id.
    let a = base.fork();
    let (three, _) = rewrite(&a, &shared, &ir("<3 x i17>"));
    assert!(three.contains("2 : i64"), "{three}");
    let b = base.fork();
    let (five, _) = rewrite(&b, &shared, &ir("<5 x i33>"));
    let fresh = base.fork();
    let (expected, _) = rewrite(&fresh, &rules(&fresh, src), &ir("<5 x i33>"));
    assert_eq!(five, expected);
    assert!(five.contains("4 : i64") && five.contains("i33"), "{five}");
}

/// A change two levels below an op that was tried already: in layout
/// order the `or` (in `^bb1`) comes before the ops it reads (in `^bb2`,
/// which dominates it), so the first iteration tries it while its operand
/// is still an `add`. Rewriting the `add` re-queues only its users (the
/// `xor`); the `or` is left to the next iteration, which tries only the
/// ops a rewrite reached (up through the `xor`, an op the deep pattern
/// reads through), and must still rewrite it.
#[test]
fn a_match_made_possible_below_an_op_already_tried_is_found() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule add-to-mul {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with llvm.mul %x, %y : $T }
}
rule deep {
  match %r = llvm.or(llvm.xor(llvm.mul(%a, %b), %c), %d) : $T
  rewrite { replace %r with llvm.and(%a, %d) : $T }
}",
    );
    assert_eq!(r.pattern_depth(), 3);
    let ir = "func @f(%a: i32, %b: i32) -> i32 {
  llvm.br [^bb2]
^bb1:
  %o = llvm.or %x, %a : i32
  llvm.ret %o : i32
^bb2:
  %s = llvm.add %a, %b : i32
  %x = llvm.xor %s, %b : i32
  llvm.br [^bb1]
}";
    let (out, report) = rewrite(&cx, &r, ir);
    assert_eq!(report.count("add-to-mul"), 1, "{out}");
    assert_eq!(report.count("deep"), 1, "{out}");
    assert!(out.contains("llvm.and"), "{out}");
    assert_eq!(report.iterations, 3, "{report}");
}

/// A pattern's depth counts the levels of ops it reads operands of; a
/// constant operand's op adds none.
#[test]
fn pattern_depth_counts_the_ops_read_through() {
    let cx = cx();
    let depth = |src: &str| rules(&cx, src).pattern_depth();
    assert_eq!(
        depth("rule a { match %r = llvm.add %x, %y : $T\n rewrite { replace %r with %x } }"),
        1
    );
    assert_eq!(
        depth("rule a { match %r = llvm.add(%x, #k) : $T\n rewrite { replace %r with %x } }"),
        1
    );
    assert_eq!(
        depth(
            "rule a { match %r = llvm.add(llvm.mul(%x, #k), llvm.sub(llvm.xor(%y, %z), %w)) : $T
 rewrite { replace %r with %x } }"
        ),
        3
    );
}
