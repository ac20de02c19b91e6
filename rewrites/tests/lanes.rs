//! The constructs that say a lowering once for every width: `fold`,
//! `repeat`, `if` values and `%xs...` operand lists, on both engines.

mod common;

use common::{cx, rules};
use dxir_ir::{parse_module, print_function, verify_module, Context, VerifyOptions};
use dxir_rewrites::{
    load_rules, rewrite_module, Builtins, ConversionTarget, EGraphConfig, Engine, GreedyConfig,
    RuleSet,
};

/// Runs `rules` over `ir` with `engine` and prints the functions. The ops
/// the rules lower are illegal, so the e-graph must extract their
/// replacements.
fn run(cx: &Context, rules: &RuleSet, ir: &str, engine: &Engine) -> String {
    let mut m = parse_module(cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
    let target = ConversionTarget {
        illegal_ops: vec!["dx.sdot".into()],
        ..ConversionTarget::default()
    };
    rewrite_module(cx, &mut m, rules, engine, &target).unwrap_or_else(|e| panic!("{e}"));
    for f in m.functions_mut() {
        f.body_mut().clear_names();
    }
    if let Err(e) = verify_module(cx, &m, &VerifyOptions::default()) {
        panic!("the rewritten module does not verify: {e}");
    }
    m.functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| print_function(cx, f))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text each engine gives: the greedy driver's, then the e-graph's
/// (which merges equal constants and places values by dominance, so the
/// two may differ in order).
fn both(cx: &Context, rules: &RuleSet, ir: &str) -> [String; 2] {
    [
        run(cx, rules, ir, &Engine::Greedy(GreedyConfig::default())),
        run(cx, rules, ir, &Engine::EGraph(EGraphConfig::default())),
    ]
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

/// An integer dot product of any width: one multiply, then one `imad` per
/// further lane.
const DOT: &str = "rule sdot-any-width {
  match %r = dx.sdot(%a : $T, %b) -> $E
  let #n = lanes($T)
  rewrite {
    replace %r with fold %acc = llvm.mul(llvm.extractelement(%a, 0 : i64) -> $E, llvm.extractelement(%b, 0 : i64) -> $E) -> $E for #k in 1 .. #n {
      dx.imad(llvm.extractelement(%a, #k : i64) -> $E, llvm.extractelement(%b, #k : i64) -> $E, %acc) -> $E
    }
  }
}";

#[test]
fn a_fold_builds_one_step_per_lane_of_any_width() {
    let cx = cx();
    let r = rules(&cx, DOT);
    let ir = "func @f(%a: <4 x i32>, %b: <4 x i32>, %c: <2 x i16>, %d: <2 x i16>) -> i32 {
  %x = dx.sdot %a, %b : (<4 x i32>, <4 x i32>) -> i32
  %y = dx.sdot %c, %d : (<2 x i16>, <2 x i16>) -> i16
  %z = llvm.sext %y : (i16) -> i32
  %s = llvm.add %x, %z : i32
  llvm.ret %s : i32
}";
    for out in both(&cx, &r, ir) {
        assert_eq!(count(&out, "dx.sdot"), 0, "{out}");
        // Four lanes: a multiply and three imads; two: a multiply and one.
        assert_eq!(count(&out, "llvm.mul"), 2, "{out}");
        assert_eq!(count(&out, "dx.imad"), 4, "{out}");
        assert_eq!(count(&out, "llvm.extractelement"), 12, "{out}");
    }
}

#[test]
fn repeat_spreads_operands_and_if_picks_per_lane() {
    let cx = cx();
    // Four components of a value of any width: its lanes, then its first
    // lane again (as DXC writes a typed store).
    let r = rules(
        &cx,
        "rule store-any-width {
  match dx.resource.store.typedbuffer(%h, %i, %v : $T)
  let $E = scalar_of($T)
  let #n = lanes($T)
  rewrite {
    %c0 = if is_vector($T) { llvm.extractelement(%v, 0 : i64) -> $E } else { %v }
    llvm.call(%i, repeat #k in 0 .. 4 { if #k > 0 && #k < #n { llvm.extractelement(%v, #k : i64) -> $E } else { %c0 } })
      {callee = @store4}
  }
}",
    );
    let ir = r#"func @store4(i32, float, float, float, float)
func @f(%h: target("dx.TypedBuffer", <2 x float>, 1, 0, 0), %g: target("dx.TypedBuffer", float, 1, 0, 0), %i: i32, %v: <2 x float>, %s: float) {
  dx.resource.store.typedbuffer %h, %i, %v : (target("dx.TypedBuffer", <2 x float>, 1, 0, 0), i32, <2 x float>) -> ()
  dx.resource.store.typedbuffer %g, %i, %s : (target("dx.TypedBuffer", float, 1, 0, 0), i32, float) -> ()
  llvm.ret
}"#;
    let [out, e] = both(&cx, &r, ir);
    assert_eq!(out, e);
    let calls: Vec<&str> = out.lines().filter(|l| l.contains("llvm.call")).collect();
    assert_eq!(calls.len(), 2, "{out}");
    // Lanes 0 and 1 of the vector, then lane 0 twice more.
    assert_eq!(count(&out, "llvm.extractelement"), 2, "{out}");
    assert!(calls[0].contains("llvm.call %2, %"), "{out}");
    let args = |c: &str| -> Vec<String> {
        let a = c.split("llvm.call ").nth(1).unwrap_or("");
        let a = a.split(" {").next().unwrap_or("");
        a.split(", ").map(str::to_string).collect()
    };
    let v = args(calls[0]);
    assert_eq!(v.len(), 5, "{out}");
    assert_ne!(v[1], v[2], "{out}");
    assert_eq!(
        (v[1].as_str(), v[1].as_str()),
        (v[3].as_str(), v[4].as_str()),
        "{out}"
    );
    // The scalar is written four times.
    assert_eq!(args(calls[1]), ["%2", "%4", "%4", "%4", "%4"], "{out}");
}

#[test]
fn rest_operands_bind_any_number_and_splice_back() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule retarget-call {
  match llvm.call(%args...) {callee = @old}
  rewrite { llvm.call(%args..., %args...) {callee = @new} }
}",
    );
    let ir = "func @old(i32, i32)
func @new(i32, i32, i32, i32)
func @f(%x: i32, %y: i32) {
  llvm.call %x, %y {callee = @old} : (i32, i32) -> ()
  llvm.ret
}";
    let [out, e] = both(&cx, &r, ir);
    assert_eq!(out, e);
    assert!(
        out.contains("llvm.call %0, %1, %0, %1 {callee = @new}"),
        "{out}"
    );
}

#[test]
fn an_if_branch_that_fails_is_a_near_miss() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule mul-small {
  match %r = llvm.mul %x, #c : $T
  rewrite {
    replace %r with if #c == 1 { %x }
      else if #c == 2 { llvm.add(%x, %x) -> $T }
      else { llvm.shl(%x, exact_log2(#c) : $T) -> $T }
  }
}",
    );
    let ir = "func @f(%x: i32) -> i32 {
  %one = llvm.constant 1 : i32
  %two = llvm.constant 2 : i32
  %eight = llvm.constant 8 : i32
  %six = llvm.constant 6 : i32
  %a = llvm.mul %x, %one : i32
  %b = llvm.mul %a, %two : i32
  %c = llvm.mul %b, %eight : i32
  %d = llvm.mul %c, %six : i32
  llvm.ret %d : i32
}";
    for out in both(&cx, &r, ir) {
        assert_eq!(count(&out, "llvm.add"), 1, "{out}");
        assert_eq!(count(&out, "llvm.shl"), 1, "{out}");
        // 6 is no power of two: that multiply stays.
        assert_eq!(count(&out, "llvm.mul"), 1, "{out}");
    }
}

#[test]
fn a_repeat_of_the_wrong_length_is_found_at_run_time_when_the_range_is_not_constant() {
    let cx = cx();
    // `#n` lanes into an op that takes exactly four values: only a
    // four-lane vector gives the op its operands.
    let r = rules(
        &cx,
        "rule dot-lanes-only {
  match %r = dx.fdot(%a : $T, %b) -> $E
  let #n = lanes($T)
  rewrite {
    replace %r with dx.dot2(repeat #k in 0 .. #n { llvm.extractelement(%a, #k : i64) -> $E }, 0 : $E, 0 : $E) -> $E
  }
}",
    );
    let ir = "func @f(%a: <2 x float>, %b: <2 x float>, %c: <3 x float>) -> float {
  %x = dx.fdot %a, %b : (<2 x float>, <2 x float>) -> float
  %y = dx.fdot %c, %c : (<3 x float>, <3 x float>) -> float
  %s = llvm.fadd %x, %y : float
  llvm.ret %s : float
}";
    let g = run(&cx, &r, ir, &Engine::Greedy(GreedyConfig::default()));
    assert_eq!(count(&g, "dx.dot2"), 1, "{g}");
    assert_eq!(count(&g, "dx.fdot"), 1, "{g}");
}

/// `abs` rewrites a pure op into a call (an op with effects): the e-graph
/// keeps such a root in its skeleton and claims it there, and builds the
/// new values in the order the rewrite plans them, as the greedy driver
/// does (two compares, then two extensions, then the subtraction).
#[test]
fn pure_roots_rewritten_into_calls_and_plan_order_match_greedy() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule clamp-to-calls {
  match %r = dx.sclamp(%x, %lo, %hi) -> $T
  rewrite {
    %m = llvm.call(%x, %lo) {callee = @smax} -> $T
    replace %r with llvm.call(%m, %hi) {callee = @smin} -> $T
  }
}
rule sign-int {
  match %r = dx.sign(%x : $X) -> $T
  rewrite {
    %gt = llvm.icmp(0 : i32, %x) {predicate = \"slt\"} -> i1
    %lt = llvm.icmp(%x, 0 : i32) {predicate = \"slt\"} -> i1
    replace %r with llvm.sub(llvm.zext(%gt) -> $T, llvm.zext(%lt) -> $T)
  }
}",
    );
    let ir = "func @smax(i32, i32) -> i32
func @smin(i32, i32) -> i32
func @f(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %c = dx.sclamp %x, %lo, %hi : i32
  %s = dx.sign %c : (i32) -> i32
  llvm.ret %s : i32
}";
    let target = ConversionTarget {
        illegal_ops: vec!["dx.sclamp".into(), "dx.sign".into()],
        ..ConversionTarget::default()
    };
    let run_with = |engine: &Engine| {
        let mut m = parse_module(&cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
        rewrite_module(&cx, &mut m, &r, engine, &target).unwrap_or_else(|e| panic!("{e}"));
        for f in m.functions_mut() {
            f.body_mut().clear_names();
        }
        m.functions()
            .iter()
            .filter(|f| !f.is_declaration())
            .map(|f| print_function(&cx, f))
            .collect::<String>()
    };
    let g = run_with(&Engine::Greedy(GreedyConfig::default()));
    let e = run_with(&Engine::EGraph(EGraphConfig::default()));
    let shape = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| !l.contains("llvm.constant"))
            .map(|l| {
                l.split(" = ")
                    .nth(1)
                    .unwrap_or(l)
                    .split(' ')
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
            .collect()
    };
    assert_eq!(shape(&g), shape(&e), "greedy:\n{g}\ne-graph:\n{e}");
    assert_eq!(
        shape(&e)
            .iter()
            .filter(|s| s.starts_with("llvm."))
            .cloned()
            .collect::<Vec<_>>(),
        [
            "llvm.call",
            "llvm.call",
            "llvm.icmp",
            "llvm.icmp",
            "llvm.zext",
            "llvm.zext",
            "llvm.sub"
        ],
        "{e}"
    );
}

#[test]
fn lists_are_checked_when_the_rules_load() {
    let cx = cx();
    let cases = [
        (
            "rule a { match %r = llvm.add %x, %y : $T rewrite { replace %r with repeat #k in 0 .. 2 { %x } } }",
            "stands for several operands",
        ),
        (
            "rule a { match llvm.call(%xs..., %y) {callee = @f} rewrite { erase } }",
            "must be the op's last operand",
        ),
        (
            "rule a { match %r = llvm.add(%x, %ys...) -> i32 rewrite { replace %r with %x } }",
            "no variable operand list",
        ),
        (
            "rule a { match dx.resource.store.typedbuffer(%h, %i, %v) rewrite { dxil.bufferStore(%h, %i, %i, repeat #k in 0 .. 3 { %i }, 15 : i8) } }",
            "with its `repeat` ranges it gets 7",
        ),
        (
            "rule a { match %r = llvm.add %x, %y : $T rewrite { replace %r with fold %a = %x for #k in 3 .. 1 { %a } } }",
            "must go up",
        ),
        (
            "rule a { match llvm.call(%xs...) {callee = @f} rewrite { llvm.call(%xs) {callee = @g} } }",
            "is a list of operands",
        ),
        (
            "rule a { match llvm.call(%x, %ys...) {callee = @f} rewrite { llvm.call(%x...) {callee = @g} } }",
            "is a single value",
        ),
        (
            "rule a { match { %a = llvm.call(%xs...) {callee = @f} -> i32  llvm.call(%a, %xs...) {callee = @g} } rewrite { erase } }",
            "is already bound",
        ),
        (
            "rule a { match %r = llvm.add %x, %y : $T rewrite { %c = if true { 1 } else { %x } replace %r with %c } }",
            "cannot infer the type of this constant",
        ),
    ];
    for (src, want) in cases {
        let e = match load_rules(&cx, &[("test.rules", src)], &Builtins::standard()) {
            Ok(_) => panic!("{src}: loaded"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want), "{src}\n-> {e}\n(wanted `{want}`)");
    }
}

/// An op family (`dx.resource.load.cbufferrow.#n`) is one rule per member,
/// each with `#n` bound to its member's number: the 2-field and 4-field
/// rows below are rebuilt with 2 and 4 `insertvalue`s by one rule, on both
/// engines.
#[test]
fn an_op_family_is_one_rule_per_member_with_its_number_bound() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule row-any-width {
  match %r = dx.resource.load.cbufferrow.#n(%h, %row) -> $S
  let $E = field_type($S, 0)
  rewrite {
    replace %r with fold %s = llvm.poison() -> $S for #k in 0 .. #n {
      llvm.insertvalue(%s, llvm.freeze(llvm.poison() -> $E) -> $E) {indices = [#k : i32]} -> $S
    }
  }
}",
    );
    // One rule for each of `.2`, `.4` and `.8`, in that order, named alike.
    let roots: Vec<String> = r
        .rules()
        .iter()
        .map(|c| format!("{} {}", c.name, cx.op_name_str(c.root)))
        .collect();
    assert_eq!(
        roots,
        [
            "row-any-width dx.resource.load.cbufferrow.2",
            "row-any-width dx.resource.load.cbufferrow.4",
            "row-any-width dx.resource.load.cbufferrow.8",
        ]
    );
    let ir = r#"func @f(%h: target("dx.CBuffer", {<4 x float>, double}), %i: i32) -> double {
  %a = dx.resource.load.cbufferrow.2 %h, %i : (target("dx.CBuffer", {<4 x float>, double}), i32) -> {double, double}
  %b = dx.resource.load.cbufferrow.4 %h, %i : (target("dx.CBuffer", {<4 x float>, double}), i32) -> {float, float, float, float}
  %x = llvm.extractvalue %a {indices = [1 : i32]} : ({double, double}) -> double
  %y = llvm.extractvalue %b {indices = [3 : i32]} : ({float, float, float, float}) -> float
  %z = llvm.fpext %y : (float) -> double
  %s = llvm.fadd %x, %z : double
  llvm.ret %s : double
}"#;
    let target = ConversionTarget {
        illegal_ops: vec![
            "dx.resource.load.cbufferrow.2".into(),
            "dx.resource.load.cbufferrow.4".into(),
        ],
        ..ConversionTarget::default()
    };
    for engine in [
        Engine::Greedy(GreedyConfig::default()),
        Engine::EGraph(EGraphConfig::default()),
    ] {
        let mut m = parse_module(&cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
        rewrite_module(&cx, &mut m, &r, &engine, &target).unwrap_or_else(|e| panic!("{e}"));
        let out: String = m
            .functions()
            .iter()
            .filter(|f| !f.is_declaration())
            .map(|f| print_function(&cx, f))
            .collect();
        assert_eq!(count(&out, "cbufferrow"), 0, "{out}");
        // (The e-graph shares equal freezes, so only the inserts count.)
        assert_eq!(count(&out, "llvm.insertvalue"), 6, "{out}");
    }
}
