//! Every `dx` op, with a representative signature: it verifies in dxir, and
//! LLVM 22's `opt` accepts the declaration [`mangled_name`] writes for it,
//! keeps the name (LLVM renames a declaration whose suffix is wrong) and
//! gives it exactly [`Intrinsic::fn_attrs`].
//!
//! The LLVM half runs when LLVM 22's `opt` is found (see
//! [`dxir_dialects::llvm_tools`]); otherwise it skips with a message, or fails
//! under `DXIR_REQUIRE_LLVM=1`.

use dxir_dialects::dx::{intrinsic_by_op, intrinsics, mangled_name};
use dxir_ir::{
    parse_type, type_to_string, verify_function, Builder, Context, Function, Loc, Type,
    VerifyOptions,
};
use std::io::Write;
use std::process::{Command, Stdio};

const H_TYPED: &str = r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#;
const H_TYPED_D: &str = r#"target("dx.TypedBuffer", <2 x double>, 1, 0, 0)"#;
const H_RAW: &str = r#"target("dx.RawBuffer", {float, <2 x i32>}, 1, 0)"#;
const H_CB: &str = r#"target("dx.CBuffer", %struct.Layout)"#;
const IO: [&str; 5] = ["i32", "i32", "i32", "i8", "i32"];

/// `(op, return type, argument types)` for every op.
fn signatures() -> Vec<(&'static str, &'static str, Vec<&'static str>)> {
    let bind = vec!["i32", "i32", "i32", "i32", "ptr"];
    let mut out_args = IO.to_vec();
    out_args.push("<2 x float>");
    vec![
        ("dx.thread.id", "i32", vec!["i32"]),
        ("dx.group.id", "i32", vec!["i32"]),
        ("dx.thread.id.in.group", "i32", vec!["i32"]),
        ("dx.flattened.thread.id.in.group", "i32", vec![]),
        ("dx.resource.handlefrombinding", H_TYPED, bind.clone()),
        ("dx.resource.handlefromimplicitbinding", H_RAW, bind),
        ("dx.resource.nonuniformindex", "i32", vec!["i32"]),
        ("dx.resource.casthandle", H_RAW, vec![H_TYPED]),
        ("dx.resource.getpointer", "ptr", vec![H_RAW, "i32"]),
        (
            "dx.resource.load.typedbuffer",
            "{<4 x i32>, i1}",
            vec![H_TYPED_D, "i32"],
        ),
        (
            "dx.resource.store.typedbuffer",
            "void",
            vec![H_TYPED, "i32", "<4 x float>"],
        ),
        (
            "dx.resource.load.rawbuffer",
            "{<2 x i32>, i1}",
            vec![H_RAW, "i32", "i32"],
        ),
        (
            "dx.resource.store.rawbuffer",
            "void",
            vec![H_RAW, "i32", "i32", "float"],
        ),
        (
            "dx.resource.load.cbufferrow.2",
            "{double, double}",
            vec![H_CB, "i32"],
        ),
        (
            "dx.resource.load.cbufferrow.4",
            "{i32, i32, i32, i32}",
            vec![H_CB, "i32"],
        ),
        (
            "dx.resource.load.cbufferrow.8",
            "{half, half, half, half, half, half, half, half}",
            vec![H_CB, "i32"],
        ),
        ("dx.resource.updatecounter", "i32", vec![H_RAW, "i8"]),
        ("dx.resource.getdimensions.x", "i32", vec![H_TYPED]),
        ("dx.all", "i1", vec!["<3 x i1>"]),
        ("dx.any", "i1", vec!["float"]),
        (
            "dx.asdouble",
            "<2 x double>",
            vec!["<2 x i32>", "<2 x i32>"],
        ),
        ("dx.splitdouble", "{i32, i32}", vec!["double"]),
        ("dx.uclamp", "i32", vec!["i32"; 3]),
        ("dx.sclamp", "<2 x i16>", vec!["<2 x i16>"; 3]),
        ("dx.nclamp", "<4 x float>", vec!["<4 x float>"; 3]),
        ("dx.cross", "<3 x float>", vec!["<3 x float>"; 2]),
        ("dx.saturate", "half", vec!["half"]),
        ("dx.dot2", "float", vec!["float"; 4]),
        ("dx.dot3", "float", vec!["float"; 6]),
        ("dx.dot4", "half", vec!["half"; 8]),
        ("dx.fdot", "float", vec!["<3 x float>"; 2]),
        ("dx.sdot", "i32", vec!["<4 x i32>"; 2]),
        ("dx.udot", "i64", vec!["<2 x i64>"; 2]),
        (
            "dx.dot2add",
            "float",
            vec!["float", "half", "half", "half", "half"],
        ),
        ("dx.dot4add.i8packed", "i32", vec!["i32"; 3]),
        ("dx.dot4add.u8packed", "i32", vec!["i32"; 3]),
        ("dx.frac", "<4 x float>", vec!["<4 x float>"]),
        ("dx.degrees", "float", vec!["float"]),
        ("dx.radians", "float", vec!["float"]),
        ("dx.isinf", "<3 x i1>", vec!["<3 x float>"]),
        ("dx.isnan", "i1", vec!["half"]),
        ("dx.legacyf16tof32", "<2 x float>", vec!["<2 x i32>"]),
        ("dx.lerp", "<4 x float>", vec!["<4 x float>"; 3]),
        ("dx.imad", "i32", vec!["i32"; 3]),
        ("dx.umad", "i16", vec!["i16"; 3]),
        ("dx.normalize", "<3 x float>", vec!["<3 x float>"]),
        ("dx.rsqrt", "float", vec!["float"]),
        ("dx.sign", "<4 x i32>", vec!["<4 x i64>"]),
        ("dx.step", "<4 x float>", vec!["<4 x float>"; 2]),
        ("dx.firstbituhigh", "<2 x i32>", vec!["<2 x i16>"]),
        ("dx.firstbitshigh", "i32", vec!["i64"]),
        ("dx.firstbitlow", "i32", vec!["i32"]),
        ("dx.ddx.coarse", "float", vec!["float"]),
        ("dx.ddy.coarse", "<2 x half>", vec!["<2 x half>"]),
        ("dx.ddx.fine", "float", vec!["float"]),
        ("dx.ddy.fine", "float", vec!["float"]),
        ("dx.wave.active.countbits", "i32", vec!["i1"]),
        ("dx.wave.all", "i1", vec!["i1"]),
        ("dx.wave.any", "i1", vec!["i1"]),
        ("dx.wave.ballot", "<4 x i32>", vec!["i1"]),
        ("dx.wave.getlaneindex", "i32", vec![]),
        ("dx.wave.get.lane.count", "i32", vec![]),
        ("dx.wave.is.first.lane", "i1", vec![]),
        (
            "dx.wave.readlane",
            "<3 x float>",
            vec!["<3 x float>", "i32"],
        ),
        ("dx.wave.reduce.max", "float", vec!["float"]),
        ("dx.wave.reduce.umax", "i32", vec!["i32"]),
        ("dx.wave.reduce.min", "i64", vec!["i64"]),
        ("dx.wave.reduce.umin", "i16", vec!["i16"]),
        ("dx.wave.reduce.sum", "double", vec!["double"]),
        ("dx.wave.reduce.usum", "<2 x i32>", vec!["<2 x i32>"]),
        ("dx.group.memory.barrier.with.group.sync", "void", vec![]),
        ("dx.discard", "void", vec!["i1"]),
        ("dx.load.input", "<4 x float>", IO.to_vec()),
        ("dx.store.output", "void", out_args),
    ]
}

/// The ops LLVM 22 has no intrinsic for, taken in LLVM main's forms
/// (`IntrinsicsDirectX.td`): a representative signature and the name LLVM
/// main's own tests (`llvm/test/CodeGen/DirectX/ResourceAccess/`) or its
/// mangling rules give that declaration.
fn llvm_main_only() -> Vec<(&'static str, &'static str, Vec<&'static str>, &'static str)> {
    const TEX: &str = r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#;
    const RWTEX: &str = r#"target("dx.Texture", <4 x float>, 1, 0, 0, 2)"#;
    const MS: &str = r#"target("dx.MSTexture", float, 0, 4, 0, 3)"#;
    const SMP: &str = r#"target("dx.Sampler", 0)"#;
    const BAB: &str = r#"target("dx.RawBuffer", i8, 1, 0)"#;
    vec![
        ("dx.resource.load.level", "<4 x float>", vec![TEX, "<2 x i32>", "i32", "<2 x i32>"],
         "llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32"),
        ("dx.resource.load.ms", "float", vec![MS, "<2 x i32>", "i32", "<2 x i32>"],
         "llvm.dx.resource.load.ms.f32.tdx.MSTexture_f32_0_4_0_3t.v2i32.v2i32"),
        ("dx.resource.store.texture", "void", vec![RWTEX, "<2 x i32>", "<4 x float>"],
         "llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32"),
        ("dx.resource.getdimensions.xy", "<2 x i32>", vec![TEX],
         "llvm.dx.resource.getdimensions.xy.tdx.Texture_v4f32_0_0_0_2t"),
        ("dx.resource.getdimensions.levels.xy", "<3 x i32>", vec![TEX, "i32"],
         "llvm.dx.resource.getdimensions.levels.xy.tdx.Texture_v4f32_0_0_0_2t"),
        ("dx.resource.sample", "<4 x float>", vec![TEX, SMP, "<2 x float>", "<2 x i32>"],
         "llvm.dx.resource.sample.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.samplebias", "<4 x float>", vec![TEX, SMP, "<2 x float>", "float", "<2 x i32>"],
         "llvm.dx.resource.samplebias.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.samplelevel", "<4 x float>", vec![TEX, SMP, "<2 x float>", "float", "<2 x i32>"],
         "llvm.dx.resource.samplelevel.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.samplegrad", "<4 x float>", vec![TEX, SMP, "<2 x float>", "<2 x float>", "<2 x float>", "<2 x i32>"],
         "llvm.dx.resource.samplegrad.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2f32.v2f32.v2i32"),
        ("dx.resource.samplecmp", "float", vec![TEX, SMP, "<2 x float>", "float", "<2 x i32>"],
         "llvm.dx.resource.samplecmp.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.samplecmplevelzero", "float", vec![TEX, SMP, "<2 x float>", "float", "<2 x i32>"],
         "llvm.dx.resource.samplecmplevelzero.f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.gather", "<4 x float>", vec![TEX, SMP, "<2 x float>", "i32", "<2 x i32>"],
         "llvm.dx.resource.gather.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.gather.cmp", "<4 x float>", vec![TEX, SMP, "<2 x float>", "float", "i32", "<2 x i32>"],
         "llvm.dx.resource.gather.cmp.v4f32.tdx.Texture_v4f32_0_0_0_2t.tdx.Sampler_0t.v2f32.v2i32"),
        ("dx.resource.atomic.binop", "i32", vec![BAB, "i32", "i32", "i32", "i32", "i32"],
         "llvm.dx.resource.atomic.binop.i32.tdx.RawBuffer_i8_1_0t"),
        ("dx.resource.atomic.compare.exchange", "i64", vec![BAB, "i32", "i32", "i64", "i64"],
         "llvm.dx.resource.atomic.compare.exchange.i64.tdx.RawBuffer_i8_1_0t"),
        ("dx.resource.handlefromheap", BAB, vec!["i32"],
         "llvm.dx.resource.handlefromheap.tdx.RawBuffer_i8_1_0t"),
        ("dx.resource.getbasepointer", "ptr addrspace(2)", vec![H_CB],
         "llvm.dx.resource.getbasepointer.p2.tdx.CBuffer_s_struct.Layoutst"),
    ]
}

#[test]
fn llvm_main_only_ops_verify_and_mangle_as_llvm_main_does() {
    let cx = Context::with_registry(dxir_dialects::registry());
    for (op, ret, args, want) in llvm_main_only() {
        let intr = intrinsic_by_op(op).unwrap_or_else(|| panic!("{op}"));
        let ret = ty(&cx, ret);
        let args: Vec<Type> = args.iter().map(|a| ty(&cx, a)).collect();
        if let Err(e) = verifies(&cx, op, ret, &args) {
            panic!("{op} does not verify: {e}");
        }
        assert_eq!(mangled_name(&cx, intr, ret, &args), want, "{op}");
    }
}

fn ty(cx: &Context, text: &str) -> Type {
    parse_type(cx, text, "sig").unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The op with this signature verifies in dxir.
fn verifies(cx: &Context, op: &str, ret: Type, args: &[Type]) -> Result<(), String> {
    let fty = cx.function_type(cx.types().void, args.to_vec(), false);
    let mut f = Function::define(cx, "f", fty, Loc::UNKNOWN);
    let entry = f.entry().ok_or("no entry")?;
    let params = f.params().to_vec();
    let mut b = Builder::at_end(cx, f.body_mut(), entry);
    let results: Vec<Type> = if ret == cx.types().void {
        vec![]
    } else {
        vec![ret]
    };
    b.op(op, &params, &results);
    b.op("llvm.ret", &[], &[]);
    verify_function(cx, &f, &VerifyOptions::default()).map_err(|e| e.to_string())
}

#[test]
fn every_dx_op_verifies_and_llvm_22_accepts_its_declaration() {
    let cx = Context::with_registry(dxir_dialects::registry());
    let sigs = signatures();
    assert_eq!(
        sigs.len() + llvm_main_only().len(),
        intrinsics().len(),
        "a signature for every op"
    );

    let mut module = String::from("%struct.Layout = type { <4 x float> }\n");
    let mut expected = Vec::new();
    for (op, ret, args) in &sigs {
        let intr = intrinsic_by_op(op).unwrap_or_else(|| panic!("{op}"));
        let ret = ty(&cx, ret);
        let args: Vec<Type> = args.iter().map(|a| ty(&cx, a)).collect();
        if let Err(e) = verifies(&cx, op, ret, &args) {
            panic!("{op} does not verify: {e}");
        }
        let name = mangled_name(&cx, intr, ret, &args);
        let params: Vec<String> = args.iter().map(|&a| type_to_string(&cx, a)).collect();
        module.push_str(&format!(
            "declare {} @{name}({})\n",
            type_to_string(&cx, ret),
            params.join(", ")
        ));
        expected.push((name, intr.fn_attrs.join(" ")));
    }

    let Some(opt) = dxir_dialects::llvm_tools::tool_for_test("opt", "dx declarations in LLVM 22")
    else {
        return;
    };
    let mut child = Command::new(opt)
        .args(["-S", "-passes=verify", "-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("opt runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(module.as_bytes())
        .expect("write to opt");
    let out = child.wait_with_output().expect("opt finishes");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "opt rejected:\n{module}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for (name, attrs) in expected {
        let decl = text
            .lines()
            .find(|l| l.starts_with("declare ") && l.contains(&format!("@{name}(")))
            .unwrap_or_else(|| panic!("opt renamed or dropped {name}:\n{text}"));
        let group = decl.rsplit(' ').next().unwrap_or("");
        let line = text
            .lines()
            .find_map(|l| l.strip_prefix(&format!("attributes {group} = {{ ")))
            .unwrap_or_else(|| panic!("no attributes for {name}"));
        assert_eq!(line.strip_suffix(" }"), Some(attrs.as_str()), "{name}");
    }
    assert!(!text.contains(".renamed"), "{text}");
}
