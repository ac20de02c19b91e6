//! The `dx` dialect's ops print in their custom forms and parse back.

use dxir_dialects::registry;
use dxir_ir::{parse_module, print_module, verify_module, Context, VerifyOptions};

/// Generic-form input: what a tool that knows no custom forms writes.
const GENERIC: &str = r#"func @main(%i: i32, %name: ptr, %v: <4 x float>, %dir: i8) {
  %tid = "dx.thread.id"(%i) : (i32) -> i32
  %nu = "dx.resource.nonuniformindex"(%tid) : (i32) -> i32
  %h = "dx.resource.handlefrombinding"(%i, %i, %i, %nu, %name) : (i32, i32, i32, i32, ptr) -> target("dx.TypedBuffer", <4 x float>, 1, 0, 0)
  %p = "dx.resource.getpointer"(%h, %tid) : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) -> ptr
  %ld = "dx.resource.load.typedbuffer"(%h, %tid) : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) -> {<4 x float>, i1}
  %l = "dx.lerp"(%v, %v, %v) : (<4 x float>, <4 x float>, <4 x float>) -> <4 x float>
  "dx.resource.store.typedbuffer"(%h, %tid, %l) : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>) -> ()
  %sb = "dx.resource.handlefromimplicitbinding"(%i, %i, %i, %i, %name) : (i32, i32, i32, i32, ptr) -> target("dx.RawBuffer", i32, 1, 0)
  %c = "dx.resource.updatecounter"(%sb, %dir) : (target("dx.RawBuffer", i32, 1, 0), i8) -> i32
  "dx.group.memory.barrier.with.group.sync"() : () -> ()
  %d = "dx.fdot"(%v, %v) : (<4 x float>, <4 x float>) -> float
  %s = "dx.wave.reduce.sum"(%d) : (float) -> float
  "llvm.ret"() : () -> ()
}
"#;

/// [`GENERIC`] as the printer writes it: short and same-type forms, with the
/// source names kept.
const CUSTOM: &str = r#"func @main(%i: i32, %name: ptr, %v: <4 x float>, %dir: i8) {
  %tid = dx.thread.id %i : (i32) -> i32
  %nu = dx.resource.nonuniformindex %tid : i32
  %h = dx.resource.handlefrombinding %i, %i, %i, %nu, %name : (i32, i32, i32, i32, ptr) -> target("dx.TypedBuffer", <4 x float>, 1, 0, 0)
  %p = dx.resource.getpointer %h, %tid : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) -> ptr
  %ld = dx.resource.load.typedbuffer %h, %tid : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) -> {<4 x float>, i1}
  %l = dx.lerp %v, %v, %v : <4 x float>
  dx.resource.store.typedbuffer %h, %tid, %l : (target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32, <4 x float>) -> ()
  %sb = dx.resource.handlefromimplicitbinding %i, %i, %i, %i, %name : (i32, i32, i32, i32, ptr) -> target("dx.RawBuffer", i32, 1, 0)
  %c = dx.resource.updatecounter %sb, %dir : (target("dx.RawBuffer", i32, 1, 0), i8) -> i32
  dx.group.memory.barrier.with.group.sync : () -> ()
  %d = dx.fdot %v, %v : (<4 x float>, <4 x float>) -> float
  %s = dx.wave.reduce.sum %d : float
  llvm.ret
}
"#;

#[test]
fn dx_ops_print_in_custom_form_and_round_trip() {
    let cx = Context::with_registry(registry());
    let m = parse_module(&cx, GENERIC, "in.dxir").unwrap();
    verify_module(&cx, &m, &VerifyOptions::default()).unwrap();
    let text = print_module(&cx, &m);
    assert_eq!(text, CUSTOM);
    let again = parse_module(&cx, &text, "out.dxir").unwrap();
    verify_module(&cx, &again, &VerifyOptions::default()).unwrap();
    assert_eq!(print_module(&cx, &again), text);
}

/// Text already in canonical custom form prints back byte for byte.
const MORE: &str = r#"func @f(%0: i32, %1: i8, %2: target("dx.CBuffer", {float}), %3: double, %4: <2 x i32>, %5: i1) {
  %6 = dx.flattened.thread.id.in.group : () -> i32
  %7 = dx.resource.load.cbufferrow.4 %2, %0 : (target("dx.CBuffer", {float}), i32) -> {float, float, float, float}
  %8 = dx.resource.getpointer %2, %0 : (target("dx.CBuffer", {float}), i32) -> ptr addrspace(2)
  %9 = dx.splitdouble %3 : (double) -> {i32, i32}
  %10 = dx.asdouble %4, %4 : (<2 x i32>, <2 x i32>) -> <2 x double>
  %11 = dx.wave.is.first.lane : () -> i1
  %12 = dx.load.input %0, %0, %0, %1, %0 : (i32, i32, i32, i8, i32) -> <4 x float>
  dx.store.output %0, %0, %0, %1, %0, %12 : (i32, i32, i32, i8, i32, <4 x float>) -> ()
  dx.discard %5 : (i1) -> ()
  %13 = dx.saturate %12 : <4 x float>
  %14 = dx.sclamp %0, %0, %0 : i32
  llvm.ret
}
"#;

#[test]
fn custom_forms_parse_and_print_back_unchanged() {
    let cx = Context::with_registry(registry());
    let m = parse_module(&cx, MORE, "in.dxir").unwrap();
    verify_module(&cx, &m, &VerifyOptions::default()).unwrap();
    assert_eq!(print_module(&cx, &m), MORE);
}

#[test]
fn a_broken_dx_op_fails_to_verify_with_the_rule_it_broke() {
    let cx = Context::with_registry(registry());
    let src = r#"func @f(%0: target("dx.TypedBuffer", <4 x float>, 0, 0, 0), %1: i32, %2: <4 x float>) {
  dx.resource.store.typedbuffer %0, %1, %2 : (target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32, <4 x float>) -> ()
  llvm.ret
}
"#;
    let m = parse_module(&cx, src, "in.dxir").unwrap();
    let errs = verify_module(&cx, &m, &VerifyOptions::default()).unwrap_err();
    let text = errs.to_string();
    assert!(text.contains("read-only resource"), "{text}");
}
