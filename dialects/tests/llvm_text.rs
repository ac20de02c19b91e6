//! The `llvm` dialect's custom forms print and parse back.

use dxir_dialects::registry;
use dxir_ir::{parse_module, print_module, verify_module, Context, VerifyOptions};

const INPUT: &str = r#"func @f(%a: i32, %b: i32, %p: ptr) -> i32 {
  %0 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  %c = "llvm.constant"() {value = 7 : i32} : () -> i32
  %1 = "llvm.icmp"(%0, %c) {predicate = "slt"} : (i32, i32) -> i1
  "llvm.store"(%0, %p) {alignment = 4 : i64} : (i32, ptr) -> ()
  "llvm.cond_br"(%1) [^bb1(%0), ^bb2] : (i1) -> ()
^bb1(%x: i32):
  "llvm.ret"(%x) : (i32) -> ()
^bb2:
  %2 = "llvm.load"(%p) : (ptr) -> i32
  "llvm.ret"(%2) : (i32) -> ()
}
"#;

#[test]
fn llvm_ops_print_in_custom_form_and_round_trip() {
    let cx = Context::with_registry(registry());
    let m = parse_module(&cx, INPUT, "in.dxir").unwrap();
    verify_module(&cx, &m, &VerifyOptions::default()).unwrap();
    let text = print_module(&cx, &m);
    // Source names in the input are kept; the rest is numbered.
    let expected = r#"func @f(%a: i32, %b: i32, %p: ptr) -> i32 {
  %0 = llvm.add %a, %b : i32
  %c = llvm.constant 7 : i32
  %1 = llvm.icmp %0, %c {predicate = "slt"} : (i32, i32) -> i1
  llvm.store %0, %p {alignment = 4 : i64} : (i32, ptr) -> ()
  llvm.cond_br %1 [^bb1(%0), ^bb2] : i1
^bb1(%x: i32):
  llvm.ret %x : i32
^bb2:
  %2 = llvm.load %p : (ptr) -> i32
  llvm.ret %2 : i32
}
"#;
    assert_eq!(text, expected);
    let again = parse_module(&cx, &text, "out.dxir").unwrap();
    assert_eq!(print_module(&cx, &again), text);
}
