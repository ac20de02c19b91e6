use super::*;
use crate::pass::ModulePass;
use dxir_dialects::translate::llvm::{export_module, import_module};
use dxir_ir::{verify_module, VerifyOptions};

fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

fn run(cx: &Context, src: &str) -> Result<String, PassError> {
    let mut m = import_module(cx, src, "t.ll").expect("test input imports");
    ExpandIntrinsics::default().run(cx, &mut m)?;
    verify_module(cx, &m, &VerifyOptions::default()).expect("the expanded module verifies");
    Ok(export_module(cx, &m).expect("the expanded module exports"))
}

#[test]
fn version_comes_from_the_triple() {
    let cx = cx();
    let m = |t: &str| import_module(&cx, &format!("target triple = \"{t}\"\n"), "t.ll").unwrap();
    assert_eq!(
        dxil_version(&cx, &m("dxilv1.2-pc-shadermodel6.2-compute")),
        DxilVersion::new(1, 2)
    );
    assert_eq!(
        dxil_version(&cx, &m("dxil-pc-shadermodel6.5-library")),
        DxilVersion::new(1, 5)
    );
    assert_eq!(
        dxil_version(&cx, &m("x86_64-pc-linux")),
        DxilVersion::LATEST
    );
}

#[test]
fn intrinsic_base_names_one_overload() {
    assert_eq!(intrinsic_base("llvm.exp.f32"), Some("llvm.exp"));
    assert_eq!(intrinsic_base("llvm.exp2.v4f32"), Some("llvm.exp2"));
    assert_eq!(intrinsic_base("main"), None);
}

const HEAD: &str = "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n";

#[test]
fn lerp_becomes_sub_mul_add_and_its_declaration_goes() {
    let cx = cx();
    let out = run(
        &cx,
        &format!(
            "{HEAD}define float @f(float %a, float %b, float %t) {{\n  %r = call float @llvm.dx.lerp.f32(float %a, float %b, float %t)\n  ret float %r\n}}\ndeclare float @llvm.dx.lerp.f32(float, float, float)\n"
        ),
    )
    .unwrap();
    assert!(out.contains("fsub float %b, %a"), "{out}");
    assert!(out.contains("fmul float %t, %"), "{out}");
    assert!(out.contains("fadd float %a, %"), "{out}");
    assert!(!out.contains("lerp"), "{out}");
}

#[test]
fn vector_intrinsic_calls_split_per_lane_and_arithmetic_stays() {
    let cx = cx();
    let out = run(
        &cx,
        &format!(
            "{HEAD}define <3 x float> @f(<3 x float> %x) {{\n  %s = call <3 x float> @llvm.floor.v3f32(<3 x float> %x)\n  %y = fadd <3 x float> %s, %x\n  ret <3 x float> %y\n}}\ndeclare <3 x float> @llvm.floor.v3f32(<3 x float>)\n"
        ),
    )
    .unwrap();
    assert_eq!(
        out.matches("call float @llvm.floor.f32(").count(),
        3,
        "{out}"
    );
    assert!(out.contains("%y = fadd <3 x float>"), "{out}");
    assert!(!out.contains("v3f32"), "{out}");
}

#[test]
fn a_64bit_load_used_other_than_by_extractvalue_is_an_error() {
    let cx = cx();
    let e = run(
        &cx,
        &format!(
            "{HEAD}define {{ double, i1 }} @f(target(\"dx.TypedBuffer\", double, 1, 0, 0) %h) {{\n  %l = call {{ double, i1 }} @llvm.dx.resource.load.typedbuffer.f64.tdx.TypedBuffer_f64_1_0_0t(target(\"dx.TypedBuffer\", double, 1, 0, 0) %h, i32 0)\n  ret {{ double, i1 }} %l\n}}\ndeclare {{ double, i1 }} @llvm.dx.resource.load.typedbuffer.f64.tdx.TypedBuffer_f64_1_0_0t(target(\"dx.TypedBuffer\", double, 1, 0, 0), i32)\n"
        ),
    )
    .unwrap_err();
    assert_eq!(
        *e.kind,
        crate::PassErrorKind::Expand(crate::ExpandError::Load64Use),
        "{e}"
    );
    assert!(
        e.to_string().contains("may only be used by `extractvalue`"),
        "{e}"
    );
    // The error is at the user that is not an `extractvalue`.
    assert_eq!(e.op.as_deref(), Some("llvm.ret"));
    assert_eq!(e.loc.line, 4);
}

#[test]
fn a_raw_64bit_store_from_dxil_1_3_is_kept() {
    let cx = cx();
    let src = "target triple = \"dxilv1.3-pc-shadermodel6.3-compute\"\ndefine void @f(i64 %v) {\n  %h = call target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i64(target(\"dx.RawBuffer\", i8, 1, 0) %h, i32 0, i32 0, i64 %v)\n  ret void\n}\n";
    let out = run(&cx, src).unwrap();
    assert!(
        out.contains("store.rawbuffer.tdx.RawBuffer_i8_1_0t.i64("),
        "{out}"
    );
    let out = run(&cx, &src.replace("1.3", "1.2").replace("6.3", "6.2")).unwrap();
    assert!(out.contains("lshr i64 %v, 32"), "{out}");
    assert!(
        out.contains("store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32("),
        "{out}"
    );
}

/// A structured buffer of `{ i32, <2 x i64>, <3 x i32> }` (clang's layout:
/// the `i64`s at bytes 4 and 12, stride 32): its 64-bit accesses are
/// split into `i32` chunks at every DXIL version; in an element whose
/// 64-bit fields sit at multiples of 8 they are kept.
#[test]
fn a_structured_64bit_access_below_8_byte_alignment_is_split() {
    let cx = cx();
    let ty = "target(\"dx.RawBuffer\", %S, 1, 0)";
    let m = "tdx.RawBuffer_s_Ss_1_0t";
    let src = format!(
        "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
         %S = type <{{ i32, <2 x i64>, <3 x i32> }}>\n\
         define void @f(<2 x i64> %v) {{\n\
         \x20 %h = call {ty} @llvm.dx.resource.handlefrombinding.{m}(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
         \x20 call void @llvm.dx.resource.store.rawbuffer.{m}.v2i64({ty} %h, i32 1, i32 4, <2 x i64> %v)\n\
         \x20 %l = call {{ <2 x i64>, i1 }} @llvm.dx.resource.load.rawbuffer.v2i64.{m}({ty} %h, i32 2, i32 4)\n\
         \x20 %x = extractvalue {{ <2 x i64>, i1 }} %l, 0\n\
         \x20 call void @llvm.dx.resource.store.rawbuffer.{m}.v2i64({ty} %h, i32 0, i32 4, <2 x i64> %x)\n\
         \x20 ret void\n}}\n"
    );
    let out = run(&cx, &src).unwrap();
    assert!(!out.contains("v2i64("), "{out}");
    assert_eq!(
        out.matches(&format!(
            "call void @llvm.dx.resource.store.rawbuffer.{m}.v4i32("
        ))
        .count(),
        2,
        "{out}"
    );
    assert!(out.contains(&format!("load.rawbuffer.v4i32.{m}(")), "{out}");
    let aligned = src
        .replace(
            "<{ i32, <2 x i64>, <3 x i32> }>",
            "<{ <2 x i64>, <3 x i32>, i32 }>",
        )
        .replace("i32 4,", "i32 0,")
        .replace("i32 4)", "i32 0)");
    let out = run(&self::cx(), &aligned).unwrap();
    assert_eq!(
        out.matches(&format!(
            "call void @llvm.dx.resource.store.rawbuffer.{m}.v2i64("
        ))
        .count(),
        2,
        "{out}"
    );
    assert!(!out.contains("v4i32"), "{out}");
}

/// `{ half, double }` (stride 10, the `double` at byte 2): the `double`
/// goes in `i32` halves, then in `i16` quarters at bytes 2 to 8; a
/// `float` of `{ half, float }` in two `i16`s through a `bitcast`.
#[test]
fn a_structured_access_at_a_2_byte_offset_is_split_into_i16s() {
    let m = "tdx.RawBuffer_s_Ss_1_0t";
    let module = |field: &str| {
        format!(
            "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
             %S = type <{{ half, {field} }}>\n\
             define void @f({field} %v) {{\n\
             \x20 %h = call target(\"dx.RawBuffer\", %S, 1, 0) @llvm.dx.resource.handlefrombinding.{m}(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
             \x20 %l = call {{ {field}, i1 }} @llvm.dx.resource.load.rawbuffer.{field}.{m}(target(\"dx.RawBuffer\", %S, 1, 0) %h, i32 1, i32 2)\n\
             \x20 %x = extractvalue {{ {field}, i1 }} %l, 0\n\
             \x20 call void @llvm.dx.resource.store.rawbuffer.{m}.{field}(target(\"dx.RawBuffer\", %S, 1, 0) %h, i32 0, i32 2, {field} %x)\n\
             \x20 ret void\n}}\n"
        )
    };
    let out = run(
        &cx(),
        &module("double")
            .replace(".double.", ".f64.")
            .replace(".double(", ".f64("),
    )
    .unwrap();
    assert!(!out.contains("v2i32("), "{out}");
    assert!(
        out.contains(&format!(
            "call {{ <4 x i16>, i1 }} @llvm.dx.resource.load.rawbuffer.v4i16.{m}("
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "call void @llvm.dx.resource.store.rawbuffer.{m}.v4i16("
        )),
        "{out}"
    );
    let out = run(
        &cx(),
        &module("float")
            .replace(".float.", ".f32.")
            .replace(".float(", ".f32("),
    )
    .unwrap();
    assert!(out.contains("bitcast float"), "{out}");
    assert!(out.contains("bitcast i32"), "{out}");
    assert!(
        out.contains(&format!(
            "call void @llvm.dx.resource.store.rawbuffer.{m}.v2i16("
        )),
        "{out}"
    );
}
