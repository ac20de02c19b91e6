use super::LowerHl;
use crate::pass::{ModulePass, PassOutcome};
use dxir_ir::{parse_module, print_module, verify_module, Context, Module, VerifyOptions};

fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

const H: &str = r#"target("dx.TypedBuffer", float, 1, 0, 0)"#;

fn lower(cx: &Context, text: &str) -> Result<Module, String> {
    let text = text.replace("$H", H);
    let mut m = parse_module(cx, &text, "t.dxir").map_err(|e| e.to_string())?;
    LowerHl
        .run(cx, &mut m)
        .map_err(|e| format!("{}:{}: {}", e.loc.line, e.loc.col, e.message()))?;
    verify_module(cx, &m, &VerifyOptions::default()).map_err(|e| e.to_string())?;
    Ok(m)
}

fn lowered(text: &str) -> String {
    let cx = cx();
    let m = lower(&cx, text).unwrap_or_else(|e| panic!("{e}"));
    let out = print_module(&cx, &m);
    assert!(!out.contains("hl."), "{out}");
    out
}

/// The constant operands of each handle op, as `name(a, b, c, d)`, with
/// `?` for a computed index.
fn handles(text: &str) -> Vec<String> {
    let cx = cx();
    let m = lower(&cx, text).unwrap_or_else(|e| panic!("{e}"));
    let f = &m.functions()[0];
    let body = f.body();
    body.walk()
        .into_iter()
        .filter(|&op| {
            cx.op_name_str(body.op_name(op))
                .starts_with("dx.resource.handlefrom")
        })
        .map(|op| {
            let args: Vec<String> = body.operands(op)[..4]
                .iter()
                .map(|&v| {
                    crate::access_util::const_int(&cx, body, v)
                        .map_or("?".into(), |c| c.to_string())
                })
                .collect();
            let short = cx
                .op_name_str(body.op_name(op))
                .trim_start_matches("dx.resource.");
            format!("{short}({})", args.join(", "))
        })
        .collect()
}

#[test]
fn modules_without_hl_are_unchanged() {
    let cx = cx();
    let mut m = parse_module(
        &cx,
        "func @f(%x: i32) -> i32 {\n  llvm.ret %x : i32\n}\n",
        "t",
    )
    .unwrap();
    assert_eq!(LowerHl.run(&cx, &mut m).unwrap(), PassOutcome::Unchanged);
}

#[test]
fn order_ids_count_implicit_declarations_only() {
    let got = handles(
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), sym_name = "A"} : () -> ()
hl.resource {resource_type = type($H), sym_name = "B"} : () -> ()
hl.resource {register = 1 : i32, resource_type = type($H), sym_name = "C"} : () -> ()
hl.resource {resource_type = type($H), shape = [3 : i32], space = 2 : i32, sym_name = "D"} : () -> ()
func @f() {
  %c1 = llvm.constant 1 : i32
  %one = llvm.constant 1.0 : float
  %d = hl.resource.get %c1 {resource = @D} : (i32) -> $H
  %b = hl.resource.get {resource = @B} : () -> $H
  %a = hl.resource.get {resource = @A} : () -> $H
  hl.buffer.store %d, %c1, %one : ($H, i32, float) -> ()
  hl.buffer.store %b, %c1, %one : ($H, i32, float) -> ()
  hl.buffer.store %a, %c1, %one : ($H, i32, float) -> ()
  llvm.ret
}
"#,
    );
    assert_eq!(
        got,
        [
            "handlefromimplicitbinding(1, 2, 3, 1)",
            "handlefromimplicitbinding(0, 0, 1, 0)",
            "handlefrombinding(0, 0, 1, 0)",
        ]
    );
}

#[test]
fn an_unchanged_local_copy_indexes_dynamically_like_its_source() {
    // `RWBuffer<float> L[2][3] = G;` then L[i][j]: the copy is a view of G.
    let got = handles(
        r#"
hl.resource {register = 4 : i32, resource_type = type($H), shape = [2 : i32, 3 : i32], sym_name = "G"} : () -> ()
func @f(%i: i32, %j: i32) {
  %g = hl.resource.get {resource = @G} : () -> [2 x [3 x $H]]
  %c0 = llvm.constant 0 : i32
  %row = hl.resource.get %c0 {resource = @G} : (i32) -> [3 x $H]
  %l = hl.array.set %g, %row, %c0 : ([2 x [3 x $H]], [3 x $H], i32) -> [2 x [3 x $H]]
  %h = hl.array.get %l, %i, %j : ([2 x [3 x $H]], i32, i32) -> $H
  %x = hl.buffer.load %h, %c0 : ($H, i32) -> float
  hl.buffer.store %h, %c0, %x : ($H, i32, float) -> ()
  llvm.ret
}
"#,
    );
    assert_eq!(got, ["handlefrombinding(0, 4, 6, ?)"]);
    // Replacing one element breaks the view: a dynamic index is an error.
    let cx = cx();
    let e = lower(
        &cx,
        r#"
hl.resource {register = 4 : i32, resource_type = type($H), shape = [2 : i32], sym_name = "G"} : () -> ()
hl.resource {register = 9 : i32, resource_type = type($H), sym_name = "X"} : () -> ()
func @f(%i: i32) {
  %c0 = llvm.constant 0 : i32
  %g = hl.resource.get {resource = @G} : () -> [2 x $H]
  %x = hl.resource.get {resource = @X} : () -> $H
  %l = hl.array.set %g, %x, %c0 : ([2 x $H], $H, i32) -> [2 x $H]
  %h = hl.array.get %l, %i : ([2 x $H], i32) -> $H
  %v = hl.buffer.load %h, %c0 : ($H, i32) -> float
  llvm.ret
}
"#,
    )
    .unwrap_err();
    assert!(
        e.starts_with("9:3:") && e.contains("different places"),
        "{e}"
    );
}

#[test]
fn multi_block_callees_are_inlined_and_removed() {
    let out = lowered(
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), shape = [4 : i32], sym_name = "B"} : () -> ()
func @pick(%bs: [4 x $H], %c: i1) -> float {
  %c0 = llvm.constant 0 : i32
  %c3 = llvm.constant 3 : i32
  llvm.cond_br %c [^a, ^b] : i1
^a:
  %h0 = hl.array.get %bs, %c0 : ([4 x $H], i32) -> $H
  %v0 = hl.buffer.load %h0, %c0 : ($H, i32) -> float
  llvm.br [^done(%v0)]
^b:
  %h3 = hl.array.get %bs, %c3 : ([4 x $H], i32) -> $H
  %v3 = hl.buffer.load %h3, %c0 : ($H, i32) -> float
  llvm.br [^done(%v3)]
^done(%r: float):
  llvm.ret %r : float
}
func @main(%c: i1) -> float {
  %b = hl.resource.get {resource = @B} : () -> [4 x $H]
  %r = llvm.call %b, %c {callee = @pick} : ([4 x $H], i1) -> float
  %s = llvm.fadd %r, %r : float
  llvm.ret %s : float
}
"#,
    );
    assert!(!out.contains("@pick"), "{out}");
    assert_eq!(
        out.matches("dx.resource.handlefrombinding").count(),
        2,
        "{out}"
    );
}

#[test]
fn recursion_is_reported_not_followed() {
    let cx = cx();
    let e = lower(
        &cx,
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), shape = [4 : i32], sym_name = "B"} : () -> ()
func @rec(%bs: [4 x $H]) {
  llvm.call %bs {callee = @rec} : ([4 x $H]) -> ()
  llvm.ret
}
func @main() {
  %b = hl.resource.get {resource = @B} : () -> [4 x $H]
  llvm.call %b {callee = @rec} : ([4 x $H]) -> ()
  llvm.ret
}
"#,
    )
    .unwrap_err();
    assert!(e.contains("nest more than 64 deep"), "{e}");
}

#[test]
fn cbuffer_loads_pick_lanes_across_rows() {
    // A float2 at byte 28 spans rows 1 (lane 3) and 2 (lane 0); a double at
    // byte 8 is lane 1 of row 0 loaded as two 64-bit values.
    let out = lowered(
        r#"
hl.resource {register = 0 : i32, resource_type = type(target("dx.CBuffer", {<4 x float>, <4 x float>, double})), sym_name = "CB"} : () -> ()
func @f() -> <2 x float> {
  %cb = hl.resource.get {resource = @CB} : () -> target("dx.CBuffer", {<4 x float>, <4 x float>, double})
  %c8 = llvm.constant 8 : i32
  %c28 = llvm.constant 28 : i32
  %v = hl.cbuffer.load %cb, %c28 : (target("dx.CBuffer", {<4 x float>, <4 x float>, double}), i32) -> <2 x float>
  %d = hl.cbuffer.load %cb, %c8 : (target("dx.CBuffer", {<4 x float>, <4 x float>, double}), i32) -> double
  llvm.ret %v : <2 x float>
}
"#,
    );
    assert_eq!(
        out.matches("dx.resource.load.cbufferrow.4").count(),
        2,
        "{out}"
    );
    assert_eq!(
        out.matches("dx.resource.load.cbufferrow.2").count(),
        1,
        "{out}"
    );
    assert!(out.contains("{indices = [3 : i32]}"), "{out}");
    assert_eq!(out.matches("llvm.insertelement").count(), 2, "{out}");
}

#[test]
fn whole_struct_elements_load_field_by_field() {
    // {float4, int, half}: fields at bytes 0, 16 and 20 of the element.
    let out = lowered(
        r#"
hl.resource {register = 0 : i32, resource_type = type(target("dx.RawBuffer", {<4 x float>, i32, half}, 1, 0)), sym_name = "S"} : () -> ()
func @f(%i: i32) {
  %s = hl.resource.get {resource = @S} : () -> target("dx.RawBuffer", {<4 x float>, i32, half}, 1, 0)
  %c0 = llvm.constant 0 : i32
  %e = hl.structured.load %s, %i, %c0 : (target("dx.RawBuffer", {<4 x float>, i32, half}, 1, 0), i32, i32) -> {<4 x float>, i32, half}
  hl.structured.store %s, %i, %c0, %e : (target("dx.RawBuffer", {<4 x float>, i32, half}, 1, 0), i32, i32, {<4 x float>, i32, half}) -> ()
  llvm.ret
}
"#,
    );
    assert_eq!(
        out.matches("dx.resource.load.rawbuffer").count(),
        3,
        "{out}"
    );
    assert_eq!(
        out.matches("dx.resource.store.rawbuffer").count(),
        3,
        "{out}"
    );
    assert!(
        out.contains("llvm.constant 16 : i32") && out.contains("llvm.constant 20 : i32"),
        "{out}"
    );
}

#[test]
fn arrays_may_not_escape_to_other_ops() {
    let cx = cx();
    let e = lower(
        &cx,
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), shape = [2 : i32], sym_name = "B"} : () -> ()
func @f(%c: i1) {
  %b = hl.resource.get {resource = @B} : () -> [2 x $H]
  %u = llvm.undef : () -> [2 x $H]
  %s = llvm.select %c, %b, %u : (i1, [2 x $H], [2 x $H]) -> [2 x $H]
  llvm.ret
}
"#,
    )
    .unwrap_err();
    assert!(
        e.starts_with("6:3:") && e.contains("only `hl` ops may"),
        "{e}"
    );
}

#[test]
fn unverified_input_is_an_error_not_a_panic() {
    // An `hl.buffer.load` built without operands or result.
    let cx = cx();
    let mut m = Module::new();
    let ty = cx.function_type(cx.types().void, vec![], false);
    let mut f = dxir_ir::Function::define(&cx, "f", ty, dxir_ir::Loc::UNKNOWN);
    let entry = f.entry().unwrap();
    let mut b = dxir_ir::Builder::at_end(&cx, f.body_mut(), entry);
    b.op("hl.buffer.load", &[], &[]);
    b.op("llvm.ret", &[], &[]);
    m.add_function(f).unwrap();
    let e = LowerHl.run(&cx, &mut m).unwrap_err();
    assert!(
        e.message().starts_with("the input does not verify"),
        "{}",
        e.message()
    );
}

#[test]
fn flattened_indices_past_32_bits_are_reported() {
    let cx = cx();
    let e = lower(
        &cx,
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), shape = [-1 : i32, 65536 : i32], sym_name = "U"} : () -> ()
func @f() {
  %c0 = llvm.constant 0 : i32
  %big = llvm.constant 70000 : i32
  %h = hl.resource.get %big, %c0 {resource = @U} : (i32, i32) -> $H
  %v = hl.buffer.load %h, %c0 : ($H, i32) -> float
  llvm.ret
}
"#,
    )
    .unwrap_err();
    assert!(e.contains("does not fit in 32 bits"), "{e}");
}

#[test]
fn arrays_carried_unchanged_through_a_loop_are_resolved() {
    // for (i = 0; i < n; i++) L[i % 2][i] = 1;  with L = {X, Y} made before
    // the loop; the array is a loop-carried block argument.
    let out = lowered(
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), sym_name = "X"} : () -> ()
hl.resource {register = 1 : i32, resource_type = type($H), shape = [2 : i32], sym_name = "Y"} : () -> ()
func @f(%n: i32) {
  %c0 = llvm.constant 0 : i32
  %c1 = llvm.constant 1 : i32
  %one = llvm.constant 1.0 : float
  %y = hl.resource.get {resource = @Y} : () -> [2 x $H]
  llvm.br [^head(%c0, %y)]
^head(%i: i32, %l: [2 x $H]):
  %more = llvm.icmp %i, %n {predicate = "ult"} : (i32, i32) -> i1
  llvm.cond_br %more [^body, ^exit] : i1
^body:
  %k = llvm.and %i, %c1 : i32
  %h = hl.array.get %l, %k : ([2 x $H], i32) -> $H
  hl.buffer.store %h, %i, %one : ($H, i32, float) -> ()
  %i1 = llvm.add %i, %c1 : i32
  llvm.br [^head(%i1, %l)]
^exit:
  llvm.ret
}
"#,
    );
    assert!(
        out.contains("^head(%") && !out.contains("x target"),
        "{out}"
    );
    assert_eq!(
        out.matches("dx.resource.handlefrombinding").count(),
        1,
        "{out}"
    );

    // Changing the array inside the loop is reported at the back edge.
    let cx = cx();
    let e = lower(
        &cx,
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), sym_name = "X"} : () -> ()
hl.resource {register = 1 : i32, resource_type = type($H), shape = [2 : i32], sym_name = "Y"} : () -> ()
func @f(%n: i32) {
  %c0 = llvm.constant 0 : i32
  %y = hl.resource.get {resource = @Y} : () -> [2 x $H]
  %x = hl.resource.get {resource = @X} : () -> $H
  llvm.br [^head(%c0, %y)]
^head(%i: i32, %l: [2 x $H]):
  %more = llvm.icmp %i, %n {predicate = "ult"} : (i32, i32) -> i1
  llvm.cond_br %more [^body, ^exit] : i1
^body:
  %l2 = hl.array.set %l, %x, %c0 : ([2 x $H], $H, i32) -> [2 x $H]
  llvm.br [^head(%i, %l2)]
^exit:
  llvm.ret
}
"#,
    )
    .unwrap_err();
    assert!(
        e.starts_with("14:3:") && e.contains("meet at this branch"),
        "{e}"
    );
}

#[test]
fn unused_handles_create_nothing() {
    // `B` is taken but never used: no handle, so implicit-binding would give
    // it no registers.
    let got = handles(
        r#"
hl.resource {resource_type = type($H), sym_name = "A"} : () -> ()
hl.resource {resource_type = type($H), sym_name = "B"} : () -> ()
func @f() {
  %c0 = llvm.constant 0 : i32
  %one = llvm.constant 1.0 : float
  %b = hl.resource.get {resource = @B} : () -> $H
  %a = hl.resource.get {resource = @A} : () -> $H
  hl.buffer.store %a, %c0, %one : ($H, i32, float) -> ()
  llvm.ret
}
"#,
    );
    assert_eq!(got, ["handlefromimplicitbinding(0, 0, 1, 0)"]);
    let out = lowered(
        r#"
hl.resource {resource_type = type($H), sym_name = "B"} : () -> ()
func @f() {
  %b = hl.resource.get {resource = @B} : () -> $H
  llvm.ret
}
"#,
    );
    assert!(!out.contains("B.str"), "{out}");
}
