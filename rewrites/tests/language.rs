//! One test per feature of the rule language, each run on real `llvm` and
//! `dx` ops through the greedy driver.

mod common;

use common::{cx, rewrite, rules};
use dxir_rewrites::StopReason;

#[test]
fn literal_constants_in_pattern_and_rewrite() {
    let cx = cx();
    let r = rules(
        &cx,
        "// x * 2 -> x << 1
rule mul-by-two {
  match %r = llvm.mul %x, 2 : $T
  rewrite { replace %r with llvm.shl %x, 1 : $T }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%x: i32, %v: <2 x i16>) -> i32 {
  %two = llvm.constant 2 : i32
  %three = llvm.constant 3 : i32
  %0 = llvm.mul %x, %two : i32
  %1 = llvm.mul %0, %three : i32
  llvm.ret %1 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: <2 x i16>) -> i32 {
  %2 = llvm.constant 1 : i32
  %3 = llvm.constant 3 : i32
  %4 = llvm.shl %0, %2 : i32
  %5 = llvm.mul %4, %3 : i32
  llvm.ret %5 : i32
}
"
    );
    assert_eq!(report.count("mul-by-two"), 1);
}

#[test]
fn rule_sets_can_be_shared_between_threads() {
    fn check<T: Send + Sync>() {}
    check::<dxir_rewrites::RuleSet>();
    check::<dxir_rewrites::Builtins>();
}

#[test]
fn nested_operand_patterns_fold_several_ops() {
    let cx = cx();
    let r = rules(
        &cx,
        "
// a * b + c -> imad(a, b, c)
rule mul-add-to-imad {
  match %r = llvm.add(llvm.mul(%a, %b), %c) : $T
  rewrite { replace %r with dx.imad(%a, %b, %c) }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32, %c: i32) -> i32 {
  %m = llvm.mul %a, %b : i32
  %r = llvm.add %m, %c : i32
  llvm.ret %r : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: i32, %2: i32) -> i32 {
  %3 = dx.imad %0, %1, %2 : i32
  llvm.ret %3 : i32
}
"
    );
    assert_eq!(report.stop, StopReason::Converged);
    assert_eq!(report.count("mul-add-to-imad"), 1);
    assert_eq!(report.erased, 1, "the multiply became dead");
}

#[test]
fn a_matched_op_with_other_uses_is_kept() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule mul-add-to-imad {
  match %r = llvm.add(llvm.mul(%a, %b), %c) : $T
  rewrite { replace %r with dx.imad(%a, %b, %c) }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32, %c: i32) -> i32 {
  %m = llvm.mul %a, %b : i32
  %r = llvm.add %m, %c : i32
  %s = llvm.add %r, %m : i32
  llvm.ret %s : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: i32, %2: i32) -> i32 {
  %3 = llvm.mul %0, %1 : i32
  %4 = dx.imad %0, %1, %2 : i32
  %5 = llvm.add %4, %3 : i32
  llvm.ret %5 : i32
}
"
    );
}

#[test]
fn a_match_block_reads_like_pasted_ir() {
    let cx = cx();
    // The pattern is IR in the printer's own forms, names turned into
    // variables.
    let r = rules(
        &cx,
        "rule sub-of-add {
  match {
    %s = llvm.add %x, %y : $T
    %d = llvm.sub %s, %y : $T
  }
  rewrite { replace %d with %x }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%a: i16, %b: i16) -> i16 {
  %0 = llvm.add %a, %b : i16
  %1 = llvm.sub %0, %b : i16
  llvm.ret %1 : i16
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i16, %1: i16) -> i16 {
  llvm.ret %0 : i16
}
"
    );
}

#[test]
fn a_variable_used_twice_must_match_the_same_value() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule x-minus-x {
  match %r = llvm.sub %x, %x : $T
  rewrite { replace %r with 0 }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.sub %a, %b : i32
  %1 = llvm.sub %a, %a : i32
  %2 = llvm.add %0, %1 : i32
  llvm.ret %2 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: i32) -> i32 {
  %2 = llvm.constant 0 : i32
  %3 = llvm.sub %0, %1 : i32
  %4 = llvm.add %3, %2 : i32
  llvm.ret %4 : i32
}
"
    );
}

#[test]
fn result_and_element_types_bind_and_are_rebuilt() {
    let cx = cx();
    // A same-type bitcast does nothing, for small float vectors.
    let r = rules(
        &cx,
        "rule vec-bitcast {
  match %r = llvm.bitcast %x : (<$N x $E>) -> <$N x $E>
  where $N <= 4 && $E in [float, half]
  rewrite { replace %r with %x }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: <4 x float>, %b: <8 x float>, %c: <2 x i32>) -> <4 x float> {
  %0 = llvm.bitcast %a : (<4 x float>) -> <4 x float>
  %1 = llvm.bitcast %b : (<8 x float>) -> <8 x float>
  %2 = llvm.bitcast %c : (<2 x i32>) -> <2 x i32>
  llvm.ret %0 : <4 x float>
}",
    );
    assert!(out.contains("llvm.ret %0 : <4 x float>"), "{out}");
    assert!(out.contains("llvm.bitcast %1 : (<8 x float>)"), "{out}");
    assert!(out.contains("llvm.bitcast %2 : (<2 x i32>)"), "{out}");
    // Both others matched the shape; their guards failed.
    let misses: Vec<String> = report
        .near_misses
        .iter()
        .map(|m| m.reason.to_string())
        .collect();
    assert_eq!(
        misses,
        [
            "guard `$N <= 4 && $E in [float, half]` is false",
            "guard `$N <= 4 && $E in [float, half]` is false"
        ]
    );
}

#[test]
fn attributes_bind_and_compare() {
    let cx = cx();
    let r = rules(
        &cx,
        "// a < b  ->  b > a, for signed predicates only
rule flip-slt {
  match %c = llvm.icmp %a, %b {predicate = #p} : ($T, $T) -> i1
  where #p == \"slt\"
  rewrite { replace %c with llvm.icmp %b, %a {predicate = \"sgt\"} : ($T, $T) -> i1 }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %b: i32) -> i1 {
  %0 = llvm.icmp %a, %b {predicate = \"slt\"} : (i32, i32) -> i1
  %1 = llvm.icmp %a, %b {predicate = \"ult\"} : (i32, i32) -> i1
  %2 = llvm.and %0, %1 : i1
  llvm.ret %2 : i1
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: i32) -> i1 {
  %2 = llvm.icmp %1, %0 {predicate = \"sgt\"} : (i32, i32) -> i1
  %3 = llvm.icmp %0, %1 {predicate = \"ult\"} : (i32, i32) -> i1
  %4 = llvm.and %2, %3 : i1
  llvm.ret %4 : i1
}
"
    );
}

#[test]
fn attribute_literals_and_arrays_match() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule first-of-pair {
  match %v = llvm.extractvalue(llvm.insertvalue(%agg, %x) {indices = [0 : i32]}) {indices = [0]} : ({$A, $B}) -> $A
  rewrite { replace %v with %x }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f(%s: {i32, float}, %x: i32) -> i32 {
  %0 = llvm.insertvalue %s, %x {indices = [0 : i32]} : ({i32, float}, i32) -> {i32, float}
  %1 = llvm.extractvalue %0 {indices = [0 : i32]} : ({i32, float}) -> i32
  llvm.ret %1 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: {i32, float}, %1: i32) -> i32 {
  llvm.ret %1 : i32
}
"
    );
}

#[test]
fn constants_are_required_bound_and_materialized() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule add-zero {
  match %r = llvm.add %x, 0 : $T
  rewrite { replace %r with %x }
}
rule add-consts {
  match %r = llvm.add #a, #b : $T
  let #s = add(#a, #b)
  rewrite { replace %r with #s }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%x: i32) -> i32 {
  %z = llvm.constant 0 : i32
  %t = llvm.constant 3 : i32
  %f = llvm.constant 4 : i32
  %0 = llvm.add %x, %z : i32
  %1 = llvm.add %t, %f : i32
  %2 = llvm.add %0, %1 : i32
  %3 = llvm.add %x, %x : i32
  %4 = llvm.add %2, %3 : i32
  llvm.ret %4 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32) -> i32 {
  %1 = llvm.constant 7 : i32
  %2 = llvm.add %0, %1 : i32
  %3 = llvm.add %0, %0 : i32
  %4 = llvm.add %2, %3 : i32
  llvm.ret %4 : i32
}
"
    );
    assert_eq!(report.count("add-zero"), 1);
    assert_eq!(report.count("add-consts"), 1);
    assert_eq!(report.erased, 3, "the three constants became dead");
}

#[test]
fn the_constant_form_matches_and_builds_constant_ops() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule double-the-constant {
  match %c = llvm.constant #v : i8
  where #v == 21
  rewrite { replace %c with llvm.constant 42 : i8 }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f() -> i8 {
  %0 = llvm.constant 21 : i8
  llvm.ret %0 : i8
}",
    );
    assert!(out.contains("llvm.constant 42 : i8"), "{out}");
}

#[test]
fn guards_use_builtins_and_comparisons() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule small-int-vectors-only {
  match %r = llvm.xor %x, %x : $T
  where is_vector($T) && !is_float($T), lanes($T) >= 2, bits(scalar_of($T)) < 64
  rewrite { replace %r with llvm.constant zeroinitializer : $T }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: <2 x i32>, %b: <2 x i64>, %c: i32) -> <2 x i32> {
  %0 = llvm.xor %a, %a : <2 x i32>
  %1 = llvm.xor %b, %b : <2 x i64>
  %2 = llvm.xor %c, %c : i32
  llvm.ret %0 : <2 x i32>
}",
    );
    assert!(
        out.contains("llvm.constant zeroinitializer : <2 x i32>"),
        "{out}"
    );
    assert!(out.contains("llvm.xor %1, %1 : <2 x i64>"), "{out}");
    assert!(out.contains("llvm.xor %2, %2 : i32"), "{out}");
    assert_eq!(report.near_misses.len(), 2);
}

#[test]
fn lets_compute_values_with_builtins() {
    let cx = cx();
    // A field load through a GEP into a struct becomes a load at the
    // field's byte offset in the DXIL layout.
    let r = rules(
        &cx,
        "rule field-offset {
  match {
    %q = llvm.getelementptr %p, 0, #f {source_type = $S} : (ptr, i32, i32) -> ptr
    %v = llvm.load %q : (ptr) -> $T
  }
  where is_struct($S)
  let #off = struct_offset($S, #f)
  let #n = type_size($T)
  rewrite {
    %b = llvm.getelementptr %p, #off {source_type = i8} : (ptr, i32) -> ptr
    %w = llvm.load %b {alignment = #n : i32} : (ptr) -> $T
    replace %v with %w
  }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%p: ptr) -> <3 x float> {
  %0 = llvm.constant 0 : i32
  %1 = llvm.constant 2 : i32
  %2 = llvm.getelementptr %p, %0, %1 {source_type = type({i8, i32, <3 x float>})} : (ptr, i32, i32) -> ptr
  %3 = llvm.load %2 : (ptr) -> <3 x float>
  llvm.ret %3 : <3 x float>
}",
    );
    assert_eq!(
        out,
        "func @f(%0: ptr) -> <3 x float> {
  %1 = llvm.constant 8 : i32
  %2 = llvm.getelementptr %0, %1 {source_type = type(i8)} : (ptr, i32) -> ptr
  %3 = llvm.load %2 {alignment = 12 : i32} : (ptr) -> <3 x float>
  llvm.ret %3 : <3 x float>
}
",
        "{report}"
    );
}

#[test]
fn a_failing_builtin_is_a_near_miss() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule mul-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%x: i32) -> i32 {
  %c = llvm.constant 6 : i32
  %0 = llvm.mul %x, %c : i32
  llvm.ret %0 : i32
}",
    );
    assert!(out.contains("llvm.mul"), "{out}");
    assert_eq!(report.near_misses.len(), 1);
    assert_eq!(
        report.near_misses[0].reason.to_string(),
        "`let #k = exact_log2(#c)`: `exact_log2`: 6 is not a power of two"
    );
    assert_eq!(report.near_misses[0].at, "in.dxir:3:3");
}

#[test]
fn one_rule_can_build_many_ops() {
    let cx = cx();
    // A pretend lowering of a typed buffer load: a DXIL-style call that
    // returns four lanes and a status word, rebuilt into the
    // {vector, check bit} the intrinsic returns.
    let r = rules(
        &cx,
        "rule typed-load-to-bufferload {
  match %r = dx.resource.load.typedbuffer %h, %i : ($H, i32) -> {<4 x float>, i1}
  rewrite {
    %u = llvm.undef : () -> i32
    %rr = llvm.call 68, %h, %i, %u {callee = @dx.op.bufferLoad.f32} : (i32, $H, i32, i32) -> {float, float, float, float, i32}
    %x = llvm.extractvalue %rr {indices = [0 : i32]} : ({float, float, float, float, i32}) -> float
    %y = llvm.extractvalue %rr {indices = [1 : i32]} : ({float, float, float, float, i32}) -> float
    %z = llvm.extractvalue %rr {indices = [2 : i32]} : ({float, float, float, float, i32}) -> float
    %w = llvm.extractvalue %rr {indices = [3 : i32]} : ({float, float, float, float, i32}) -> float
    %s = llvm.extractvalue %rr {indices = [4 : i32]} : ({float, float, float, float, i32}) -> i32
    %v0 = llvm.undef : () -> <4 x float>
    %v1 = llvm.insertelement %v0, %x, 0 : (<4 x float>, float, i32) -> <4 x float>
    %v2 = llvm.insertelement %v1, %y, 1 : (<4 x float>, float, i32) -> <4 x float>
    %v3 = llvm.insertelement %v2, %z, 2 : (<4 x float>, float, i32) -> <4 x float>
    %v4 = llvm.insertelement %v3, %w, 3 : (<4 x float>, float, i32) -> <4 x float>
    %ok = llvm.trunc %s : (i32) -> i1
    %a0 = llvm.undef : () -> {<4 x float>, i1}
    %a1 = llvm.insertvalue %a0, %v4 {indices = [0 : i32]} : ({<4 x float>, i1}, <4 x float>) -> {<4 x float>, i1}
    replace %r with llvm.insertvalue(%a1, %ok) {indices = [1 : i32]}
  }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        r#"func @dx.op.bufferLoad.f32(i32, target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32, i32) -> {float, float, float, float, i32}

func @main(%h: target("dx.TypedBuffer", <4 x float>, 0, 0, 0), %i: i32) -> <4 x float> {
  %r = dx.resource.load.typedbuffer %h, %i : (target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) -> {<4 x float>, i1}
  %v = llvm.extractvalue %r {indices = [0 : i32]} : ({<4 x float>, i1}) -> <4 x float>
  llvm.ret %v : <4 x float>
}"#,
    );
    assert_eq!(
        out,
        r#"func @main(%0: target("dx.TypedBuffer", <4 x float>, 0, 0, 0), %1: i32) -> <4 x float> {
  %2 = llvm.constant 68 : i32
  %3 = llvm.undef : () -> i32
  %4 = llvm.undef : () -> <4 x float>
  %5 = llvm.constant 0 : i32
  %6 = llvm.constant 1 : i32
  %7 = llvm.constant 2 : i32
  %8 = llvm.constant 3 : i32
  %9 = llvm.undef : () -> {<4 x float>, i1}
  %10 = llvm.call %2, %0, %1, %3 {callee = @dx.op.bufferLoad.f32} : (i32, target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32, i32) -> {float, float, float, float, i32}
  %11 = llvm.extractvalue %10 {indices = [0 : i32]} : ({float, float, float, float, i32}) -> float
  %12 = llvm.extractvalue %10 {indices = [1 : i32]} : ({float, float, float, float, i32}) -> float
  %13 = llvm.extractvalue %10 {indices = [2 : i32]} : ({float, float, float, float, i32}) -> float
  %14 = llvm.extractvalue %10 {indices = [3 : i32]} : ({float, float, float, float, i32}) -> float
  %15 = llvm.extractvalue %10 {indices = [4 : i32]} : ({float, float, float, float, i32}) -> i32
  %16 = llvm.insertelement %4, %11, %5 : (<4 x float>, float, i32) -> <4 x float>
  %17 = llvm.insertelement %16, %12, %6 : (<4 x float>, float, i32) -> <4 x float>
  %18 = llvm.insertelement %17, %13, %7 : (<4 x float>, float, i32) -> <4 x float>
  %19 = llvm.insertelement %18, %14, %8 : (<4 x float>, float, i32) -> <4 x float>
  %20 = llvm.trunc %15 : (i32) -> i1
  %21 = llvm.insertvalue %9, %19 {indices = [0 : i32]} : ({<4 x float>, i1}, <4 x float>) -> {<4 x float>, i1}
  %22 = llvm.insertvalue %21, %20 {indices = [1 : i32]} : ({<4 x float>, i1}, i1) -> {<4 x float>, i1}
  %23 = llvm.extractvalue %22 {indices = [0 : i32]} : ({<4 x float>, i1}) -> <4 x float>
  llvm.ret %23 : <4 x float>
}
"#
    );
    assert_eq!(report.count("typed-load-to-bufferload"), 1);
    assert!(report.converged());
}

#[test]
fn new_ops_inherit_the_roots_location() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule add-to-or {
  match %r = llvm.add %x, %y {disjoint_hint} : $T
  rewrite { replace %r with llvm.or %x, %y {disjoint} : $T }
}",
    );
    let mut m = dxir_ir::parse_module(
        &cx,
        "func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a {disjoint_hint} : i32
  llvm.ret %0 : i32
}",
        "loc.dxir",
    )
    .unwrap();
    let f = &mut m.functions_mut()[0];
    dxir_rewrites::GreedyDriver::new(&r).run(&cx, f).unwrap();
    let body = f.body();
    let entry = body.entry_block().unwrap();
    let or = body.first_op(entry).unwrap();
    assert_eq!(cx.op_name_str(body.op_name(or)), "llvm.or");
    let loc = body.loc(or);
    assert_eq!(
        (cx.file_name(loc.file), loc.line, loc.col),
        ("loc.dxir", 2, 3)
    );
}

#[test]
fn stores_are_rewritten_and_erased() {
    let cx = cx();
    let r = rules(
        &cx,
        "// Storing a value just loaded from the same place does nothing (when
// nothing writes in between: rules do not see memory, so this is a test, not
// a rule to ship).
rule store-of-load {
  match {
    %v = llvm.load %p : (ptr) -> $T
    llvm.store %v, %p : ($T, ptr) -> ()
  }
  rewrite { erase }
}
rule store-undef {
  match llvm.store(llvm.undef() -> $T, %p)
  rewrite { }
}",
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%p: ptr, %q: ptr) {
  %0 = llvm.load %p : (ptr) -> i32
  llvm.store %0, %p : (i32, ptr) -> ()
  llvm.store %0, %q : (i32, ptr) -> ()
  %1 = llvm.undef : () -> float
  llvm.store %1, %q : (float, ptr) -> ()
  llvm.ret
}",
    );
    assert_eq!(
        out,
        "func @f(%0: ptr, %1: ptr) {
  %2 = llvm.load %0 : (ptr) -> i32
  llvm.store %2, %1 : (i32, ptr) -> ()
  llvm.ret
}
"
    );
    assert_eq!(report.rewrites, 2);
}

#[test]
fn the_generic_form_matches_too() {
    let cx = cx();
    let r = rules(
        &cx,
        r#"rule or-self {
  match %r = "llvm.or"(%x, %x) : ($T, $T) -> $T
  rewrite { replace %r with %x }
}
rule hex-and-half {
  match %r = "llvm.fadd"(%x, 0xH0000) : (half, half) -> half
  where 0x10 == 16
  rewrite { replace %r with %x }
}"#,
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        "func @f(%a: i32, %h: half) -> i32 {
  %0 = llvm.or %a, %a : i32
  %z = llvm.constant 0xH0000 : half
  %1 = llvm.fadd %h, %z : half
  llvm.ret %0 : i32
}",
    );
    assert_eq!(
        out,
        "func @f(%0: i32, %1: half) -> i32 {
  llvm.ret %0 : i32
}
"
    );
    assert_eq!(report.rewrites, 2);
}

#[test]
fn target_type_parameters_and_value_types_bind() {
    let cx = cx();
    // Read-only typed buffers of 32-bit scalars, indexed by a 32-bit value.
    let r = rules(
        &cx,
        r#"rule ro-scalar-load {
  match %r = dx.resource.load.typedbuffer %h, %i : (target("dx.TypedBuffer", $E, #w, _, _), $I) -> {$E, i1}
  where #w == 0, bits(%i) == 32, bits($E) == 32, type_size($E) == 4
  rewrite { replace %r with llvm.undef() -> {$E, i1} }
}"#,
    );
    let (out, report) = rewrite(
        &cx,
        &r,
        r#"func @f(%a: target("dx.TypedBuffer", float, 0, 0, 0), %b: target("dx.TypedBuffer", float, 1, 0, 0), %i: i32) -> float {
  %0 = dx.resource.load.typedbuffer %a, %i : (target("dx.TypedBuffer", float, 0, 0, 0), i32) -> {float, i1}
  %1 = dx.resource.load.typedbuffer %b, %i : (target("dx.TypedBuffer", float, 1, 0, 0), i32) -> {float, i1}
  %2 = llvm.extractvalue %0 {indices = [0 : i32]} : ({float, i1}) -> float
  %3 = llvm.extractvalue %1 {indices = [0 : i32]} : ({float, i1}) -> float
  %4 = llvm.fadd %2, %3 : float
  llvm.ret %4 : float
}"#,
    );
    assert!(out.contains("llvm.undef : () -> {float, i1}"), "{out}");
    assert_eq!(
        out.matches("dx.resource.load.typedbuffer").count(),
        1,
        "{out}"
    );
    assert_eq!(report.rewrites, 1);
    assert_eq!(report.near_misses.len(), 1);
    assert_eq!(
        report.near_misses[0].reason.to_string(),
        "guard `#w == 0` is false"
    );
}

#[test]
fn type_attributes_bind_types() {
    let cx = cx();
    let r = rules(
        &cx,
        "rule alloca-of-i32 {
  match %p = llvm.alloca() {elem_type = type($T)} -> ptr
  where $T == i32
  rewrite { replace %p with llvm.alloca() {elem_type = type(<1 x $T>)} -> ptr }
}",
    );
    let (out, _) = rewrite(
        &cx,
        &r,
        "func @f() -> ptr {
  %0 = llvm.alloca {elem_type = type(i32)} : () -> ptr
  llvm.ret %0 : ptr
}",
    );
    assert!(out.contains("elem_type = type(<1 x i32>)"), "{out}");
}

#[test]
fn a_pass_header_names_the_files_pass() {
    use dxir_rewrites::{rule_file_pass, unknown_pass_error};
    let src = "// user rules\npass lower-dxil\nrule r {\n  match %r = llvm.mul %x, %y : i32\n  rewrite { replace %r with %x }\n}\n";
    let h = rule_file_pass("u.rules", src).unwrap().unwrap();
    assert_eq!(h.name, "lower-dxil");
    assert_eq!((h.pos.line, h.pos.col), (2, 6));
    assert!(rule_file_pass("u.rules", "rule r {}").unwrap().is_none());
    // The header loads like any file.
    let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
    let set = dxir_rewrites::load_rules(
        &cx,
        &[("u.rules", src)],
        &dxir_rewrites::Builtins::standard(),
    )
    .unwrap();
    assert_eq!(set.len(), 1);
    // `pass` needs a name, and only as the first item.
    let e = rule_file_pass("u.rules", "pass {").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("u.rules:1:6: error: expected a pass name after `pass`"),
        "{e}"
    );
    let late = format!("{src}pass lower-dxil\n");
    assert!(dxir_rewrites::load_rules(
        &cx,
        &[("u.rules", &late)],
        &dxir_rewrites::Builtins::standard()
    )
    .is_err());
    let e = unknown_pass_error(h.pos, "lower-dxl", &["lower-dxil", "lower-hl"]);
    assert_eq!(
        e.to_string().lines().next().unwrap(),
        "u.rules:2:6: error: unknown rule-based pass `lower-dxl`; did you mean `lower-dxil`?; \
         the rule-based passes are: lower-dxil, lower-hl"
    );
}
