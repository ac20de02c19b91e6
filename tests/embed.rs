//! The embedding API end to end: the example program's shader, built with
//! `hl` ops, lowered and exported; diagnostics as values; user rules in a
//! custom pipeline.

use dxir::dialects::dxil::{DxilOpcode, ShaderStage};
use dxir::dialects::llvm::{self, Add, Mul};
use dxir::embed::{self, Bind, ModuleBuilder, Pipeline, ResourceKind, RulePass};
use dxir::lower::LowerOptions;
use dxir::passes::{BindingError, HlError};
use dxir::{Pass, PassErrorKind};

#[allow(dead_code)]
#[path = "../examples/compute_shader.rs"]
mod example;

#[allow(dead_code)]
#[path = "../examples/toy_frontend.rs"]
mod toy;

#[path = "support/dxil_spirv.rs"]
mod dxil_spirv_tools;

/// Runs `llvm-as` on `text` (skips without LLVM 22 unless required).
fn assert_llvm_as_accepts(text: &str, test: &str) {
    let Some(llvm_as) = dxir::dialects::llvm_tools::tool_for_test("llvm-as", test) else {
        return;
    };
    if let Err(e) = dxir::dialects::llvm_tools::assemble(&llvm_as, text) {
        panic!(
            "llvm-as rejects:
{e}
{text}"
        );
    }
}

#[test]
fn example_shader_lowers_and_passes_llvm_as() {
    let ll = example::compile(false).unwrap_or_else(|e| panic!("{e}"));
    // In[i % 4]: In's whole range t0..t3 of space 1, index i % 4 (+ 0);
    // In[3]: index 3; Params: b0; Out: u0, given by implicit-binding.
    for want in [
        "@dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 1, i8 0 }, i32 %",
        "@dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 1, i8 0 }, i32 3, i1 false)",
        "@dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)",
        "@dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)",
        "@dx.op.cbufferLoadLegacy.f32(i32 59, ",
        "@dx.op.bufferStore.f32(i32 69, ",
        "!dx.resources = !{",
        "!{ptr @main, !\"main\", null, ",
    ] {
        assert!(ll.contains(want), "missing {want}:\n{ll}");
    }
    assert!(!ll.contains("@llvm.dx."), "{ll}");
    assert_llvm_as_accepts(&ll, "example_shader_lowers_and_passes_llvm_as");
    // The dx level: the handles before lower-dxil, registers assigned.
    let text = example::compile(true).unwrap();
    assert!(text.contains("dx.resource.store.typedbuffer"), "{text}");
    assert!(!text.contains("handlefromimplicitbinding"), "{text}");
}

#[test]
fn errors_come_back_as_located_diagnostics() {
    let cx = dxir::context();
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let h = cx.target_ext_type("dx.TypedBuffer", vec![float], vec![1, 0, 0]);
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let local = f.array_undef(cx.array_type(h, 2));
    let one = f.i32(1);
    let never_set = f.array_get(local, &[one]);
    let zero = f.i32(0);
    let v = f.buffer_load(never_set, zero);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, zero, v);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap();
    let err = embed::lower_to_dx(&cx, &mut module).unwrap_err();
    assert_eq!(err.0.len(), 1);
    let d = &err.0[0];
    // Each op is located at the Rust call that built it: this file.
    assert_eq!(
        (d.file.as_str(), d.function.as_deref()),
        ("tests/embed.rs", Some("main"))
    );
    assert!(d.line > 0, "{d}");
    assert!(
        d.to_string().contains("tests/embed.rs:") && d.message.contains("never assigned"),
        "{d}"
    );
    // The reason is typed: an embedder matches on it instead of the text.
    // The array is made on an earlier line than the read.
    match &d.reason {
        Some(PassErrorKind::Hl(HlError::Unassigned { line, .. })) => {
            assert!(*line > 0 && *line < d.line, "{d}");
        }
        other => panic!("expected an unassigned-element reason, got {other:?}"),
    }

    // Declaring a name twice is a diagnostic too, not a panic.
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    mb.declare("A", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let e = mb
        .declare("A", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap_err();
    assert!(e.to_string().starts_with("tests/embed.rs:"), "{e}");

    // An unknown pass name suggests the closest.
    let e = Pipeline::parse("lower-hk").err().unwrap();
    assert!(e.to_string().contains("did you mean `lower-hl`"), "{e}");
}

#[test]
fn custom_pipeline_runs_user_rules_after_lower_hl() {
    let cx = dxir::context();
    let i32t = cx.types().i32;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare(
            "Out",
            ResourceKind::RWBuffer(i32t),
            &[],
            Bind::Register {
                register: 3,
                space: 0,
            },
        )
        .unwrap();
    let mut f = mb.entry_point("main", [8, 1, 1]);
    let i = f.thread_id(0);
    let eight = f.i32(8);
    let v = f.binary::<Mul>(i, eight);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, i, v);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap();
    let rules = r#"
rule mul-by-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}
"#;
    let pass = RulePass::from_files(&cx, &[("user.rules", rules)]).unwrap();
    Pipeline::parse("lower-hl")
        .unwrap()
        .then(Pass::function(pass))
        .then_named("dce")
        .unwrap()
        .threads(1)
        .run(&cx, &mut module)
        .unwrap();
    let text = embed::print(&cx, &module);
    assert!(text.contains("llvm.shl"), "{text}");
    assert!(!text.contains("llvm.mul"), "{text}");
    let ll = embed::to_llvm_ir(&cx, &module).unwrap();
    assert!(
        ll.contains("(i32 0, i32 3, i32 1, i32 0, ptr @Out.str)"),
        "{ll}"
    );
    assert_llvm_as_accepts(&ll, "custom_pipeline_runs_user_rules_after_lower_hl");

    // Bad rules are diagnostics.
    let bad = RulePass::from_files(
        &cx,
        &[(
            "bad.rules",
            "rule x { match %r = nope.op %a : i32 rewrite { } }",
        )],
    );
    assert!(bad.is_err());
}

/// A module with `Out[i] = In[i] * 2.0` at shader model 6.6.
fn doubling_module(cx: &dxir::Context) -> dxir::Module {
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(cx, 6, ShaderStage::Compute);
    let input = mb
        .declare("In", ResourceKind::Buffer(float), &[], Bind::Implicit)
        .unwrap();
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [64, 1, 1]);
    let i = f.thread_id(0);
    let h = f.resource(&input, &[]);
    let x = f.buffer_load(h, i);
    let two = f.f32(2.0);
    let y = f.binary::<llvm::FMul>(x, two);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, i, y);
    f.ret(None).unwrap();
    mb.finish().unwrap()
}

#[test]
fn builder_errors_point_at_the_embedders_call() {
    let cx = dxir::context();
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let x = f.f32(1.0);
    // `llvm.add` takes integers: the typed builder compiles (the op is
    // right), and finish reports the operands at this line.
    let (line, _) = (line!(), f.binary::<Add>(x, x));
    // An op whose result is not its operands' type is not a `binary`.
    let (cmp_line, _) = (line!(), f.binary::<llvm::ICmp>(x, x));
    f.ret(None).unwrap();
    let e = mb.finish().unwrap_err();
    assert_eq!(e.0.len(), 2, "{e}");
    let (d, c) = (&e.0[0], &e.0[1]);
    assert_eq!((d.file.as_str(), d.line), ("tests/embed.rs", line), "{d}");
    assert!(d.message.contains("`llvm.add` operand 0 must be"), "{d}");
    assert_eq!(
        (c.file.as_str(), c.line),
        ("tests/embed.rs", cmp_line),
        "{c}"
    );
    assert!(c.message.contains("`llvm.icmp`"), "{c}");

    // A DXIL op is named by its opcode; a wrong argument is located too.
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let a = f.f32(1.0);
    let n = f.i32(1);
    let float = cx.types().float;
    let (line, _) = (line!(), f.dxil(DxilOpcode::FMad, &[a, a, n], Some(float)));
    f.ret(None).unwrap();
    let e = mb.finish().unwrap_err();
    assert_eq!(
        (e.0[0].file.as_str(), e.0[0].line),
        ("tests/embed.rs", line),
        "{e}"
    );
    assert!(e.0[0].message.starts_with("`dxil.fMad`: "), "{e}");
}

#[test]
fn dxil_and_compare_builders_lower() {
    let cx = dxir::context();
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [8, 1, 1]);
    let i = f.thread_id(0);
    let x = f.build::<llvm::UIToFP>((i,), float);
    let half = f.f32(0.5);
    let fma = f
        .dxil(DxilOpcode::FMad, &[x, half, half], Some(float))
        .unwrap();
    let big = f.fcmp(
        dxir::dialects::translate::llvm::ast::FloatPredicate::Ogt,
        fma,
        half,
    );
    let zero = f.f32(0.0);
    let v = f.build::<llvm::Select>((big, fma, zero), float);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, i, v);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap_or_else(|e| panic!("{e}"));
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let ll = embed::to_llvm_ir(&cx, &module).unwrap();
    assert!(ll.contains("@dx.op.tertiary.f32(i32 46, float %"), "{ll}");
    assert!(ll.contains("fcmp ogt float"), "{ll}");
    assert_llvm_as_accepts(&ll, "dxil_and_compare_builders_lower");
}

#[test]
fn lower_to_dxil_keeps_rule_and_target_errors_typed() {
    let cx = dxir::context();
    let mut module = doubling_module(&cx);
    let opts = LowerOptions {
        rule_files: vec![(
            "mine.rules".to_string(),
            "rule r {\n  match %r = llvm.mull %x, %y : $T\n  rewrite { replace %r with %x }\n}\n"
                .to_string(),
        )],
        ..LowerOptions::default()
    };
    let e = embed::lower_to_dxil(&cx, &mut module, &opts).unwrap_err();
    let d = &e.0[0];
    assert_eq!(
        (d.file.as_str(), d.line, d.col),
        ("mine.rules", 2, 14),
        "{d}"
    );
    assert!(
        matches!(d.reason, Some(PassErrorKind::UserRules(_))),
        "{d:?}"
    );
    let text = e.to_string();
    assert_eq!(text.matches("error:").count(), e.0.len(), "{text}");
    assert!(
        text.starts_with("mine.rules:2:14: error: unknown op `llvm.mull`"),
        "{text}"
    );

    // A user rule named as a built-in one loads, then fails to merge in
    // its pass: still located in the user's file, typed, one `error:`.
    let mut module = doubling_module(&cx);
    let same_name = "pass lower-dxil\n\nrule dx-thread-id {\n  match %r = dx.thread.id(%a0 : $T) -> $T\n  \
                     where $T in [i32]\n  rewrite { replace %r with dxil.threadId(%a0) -> $T }\n}\n";
    let opts = LowerOptions {
        rule_files: vec![("dup.rules".to_string(), same_name.to_string())],
        ..LowerOptions::default()
    };
    let e = embed::lower_to_dxil(&cx, &mut module, &opts).unwrap_err();
    let d = &e.0[0];
    assert_eq!((d.file.as_str(), d.line), ("dup.rules", 3), "{e}");
    assert!(
        matches!(d.reason, Some(PassErrorKind::UserRules(_))),
        "{d:?}"
    );
    assert_eq!(e.to_string().matches("error:").count(), e.0.len(), "{e}");

    // A module without a DXIL triple: the target error, typed.
    let mut module =
        dxir::import_module(&cx, "define void @main() {\n  ret void\n}\n", "t.ll").unwrap();
    let e = embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default()).unwrap_err();
    assert!(
        matches!(e.0[0].reason, Some(PassErrorKind::Target(_))),
        "{e:?}"
    );
    assert_eq!(e.to_string().matches("error:").count(), 1, "{e}");
}

#[test]
fn cannot_allocate_names_the_resource_bare() {
    let cx = dxir::context();
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    // u0 and up taken by an unbounded array: nothing left for V.
    let all = mb
        .declare(
            "All",
            ResourceKind::RWBuffer(float),
            &[None],
            Bind::Register {
                register: 0,
                space: 0,
            },
        )
        .unwrap();
    let v = mb
        .declare("V", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let zero = f.i32(0);
    let a = f.resource(&all, &[zero]);
    let h = f.resource(&v, &[]);
    let x = f.f32(1.0);
    f.buffer_store(a, zero, x);
    f.buffer_store(h, zero, x);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap();
    let e = embed::lower_to_dx(&cx, &mut module).unwrap_err();
    match &e.0[0].reason {
        Some(PassErrorKind::Binding(BindingError::CannotAllocate { name, .. })) => {
            assert_eq!(name, "V");
        }
        other => panic!("expected CannotAllocate, got {other:?}"),
    }
    // People still read it quoted.
    assert!(
        e.to_string()
            .contains("resource cannot be allocated: 'V' needs"),
        "{e}"
    );
}

#[test]
fn explanations_are_typed_and_display_as_explain_prints() {
    let cx = dxir::context();
    let mut module = doubling_module(&cx);
    let opts = LowerOptions {
        explain: true,
        ..LowerOptions::default()
    };
    let report = embed::lower_to_dxil(&cx, &mut module, &opts).unwrap();
    let store = report
        .explanations
        .iter()
        .find(|e| e.pass == "lower-dxil" && e.explanation.op == "dx.resource.store.typedbuffer")
        .unwrap_or_else(|| panic!("{:?}", report.explanations));
    assert_eq!(store.function, "main");
    let (rule, at) = &store.explanation.rules[0];
    assert!(at.starts_with("dialects/rules/lower-dxil/"), "{at}");
    assert_eq!(
        store.to_string(),
        format!(
            "lower-dxil: @main: {}: `dx.resource.store.typedbuffer` rewritten by {rule} ({at})",
            store.explanation.at
        )
    );
}

/// The public functions of `src/embed.rs` take no op or stage by name:
/// each `&str` parameter is a symbol, file or pipeline name, listed here
/// with the function that takes it. A new `&str` parameter fails until it
/// is added, so an op or a stage as text cannot come back unnoticed.
#[test]
fn no_public_embedding_function_takes_an_op_or_stage_as_text() {
    const ALLOWED: &[(&str, &str)] = &[
        ("declare", "name"),              // the resource's symbol
        ("declare_typed", "name"),        // the resource's symbol
        ("function", "name"),             // the function's symbol
        ("entry_point", "name"),          // the function's symbol
        ("call", "callee"),               // the called function's symbol
        ("from_rule_errors", "function"), // the function the errors are in
        ("build_with_attrs", "attrs"),    // attribute names the op declares
        ("from_files", "files"),          // (rule file name, text) pairs
        ("parse", "pipeline"),            // pass names, as `dxir opt --passes`
        ("then_named", "pipeline"),       // pass names
    ];
    let source =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/embed.rs")).unwrap();
    let mut found = Vec::new();
    let mut rest = source.as_str();
    while let Some(at) = rest.find("pub fn ") {
        let sig = &rest[at + "pub fn ".len()..];
        let name: String = sig
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let open = sig.find('(').unwrap();
        let close = sig[open..]
            .find(") ")
            .or_else(|| sig[open..].find(")\n"))
            .unwrap()
            + open;
        for param in sig[open + 1..close].split(',') {
            if let Some((pname, ty)) = param.split_once(':') {
                if ty.contains("str") {
                    found.push((name.clone(), pname.trim().to_string()));
                }
            }
        }
        rest = &sig[close..];
    }
    for (f, p) in &found {
        assert!(
            ALLOWED.contains(&(f.as_str(), p.as_str())),
            "`{f}` takes `{p}` as text: an op or stage must be typed (a view, DxilOpcode, ShaderStage)"
        );
    }
    assert!(found.len() >= ALLOWED.len() - 1, "the scan found {found:?}");
}

#[test]
fn toy_frontend_compiles_saxpy_to_dxil() {
    let ll = toy::compile_to_ll("saxpy.toy", toy::SAXPY).unwrap_or_else(|e| panic!("{e}"));
    // a from the cbuffer, x and y read at the thread's element, y written.
    for want in [
        "@dx.op.cbufferLoadLegacy.f32(i32 59, ",
        "@dx.op.bufferLoad.f32(i32 68, ",
        "fmul float",
        "fadd float",
        "@dx.op.bufferStore.f32(i32 69, ",
        "!{ptr @main, !\"main\", null, ",
    ] {
        assert!(ll.contains(want), "missing {want}:\n{ll}");
    }
    assert_llvm_as_accepts(&ll, "toy_frontend_compiles_saxpy_to_dxil");
    let bytes = toy::compile("saxpy.toy", toy::SAXPY).unwrap();
    assert_eq!(&bytes[..4], b"DXBC");
}

#[test]
fn toy_frontend_errors_point_into_the_toy_source() {
    let e = toy::compile("bad.toy", "input x\noutput y\ny = x * z\n").unwrap_err();
    assert_eq!(e.to_string(), "bad.toy:3:9: error: `z` is not declared");
    let e = toy::compile("bad.toy", "input x\nx = 1\n").unwrap_err();
    assert_eq!(e.to_string(), "bad.toy:2:1: error: `x` is not an output");
    let e = toy::compile("bad.toy", "output y\ny = (1 + \n").unwrap_err();
    assert_eq!(e.to_string(), "bad.toy:2:10: error: expected an expression");
    let e = toy::compile("bad.toy", "output y\ny = 1 $ 2\n").unwrap_err();
    assert_eq!(e.to_string(), "bad.toy:2:7: error: unexpected `$`");
    // The ops are located in the toy source: an error dxir finds after
    // the frontend (more implicit u registers than a space has is hard to
    // reach; two outputs with one name is the frontend's) points there.
    let e = toy::compile("bad.toy", "output y\noutput y\n").unwrap_err();
    assert_eq!(e.to_string(), "bad.toy:2:8: error: `y` is declared twice");
}

#[test]
fn toy_frontend_ops_carry_toy_source_locations() {
    let cx = dxir::context();
    let module = toy::build(&cx, "loc.toy", "input x\noutput y\ny = x * 2\n").unwrap();
    let body = module.function("main").unwrap().body();
    let mul = body
        .walk()
        .into_iter()
        .find(|&op| llvm::FMul::is(&cx, body, op))
        .expect("the multiply");
    // `*` is at line 3, column 7 of the toy program.
    let loc = body.loc(mul);
    assert_eq!(
        (cx.file_name(loc.file), loc.line, loc.col),
        ("loc.toy", 3, 7)
    );
}

/// The toy frontend's containers pass a real consumer: dxil-spirv turns
/// them into SPIR-V that spirv-val accepts, with dxil-spirv's default
/// options and with vkd3d-proton's.
#[test]
fn toy_frontend_containers_pass_dxil_spirv() {
    let test = "toy_frontend_containers_pass_dxil_spirv";
    let Some(tools) = dxil_spirv_tools::dxil_spirv_dir(test) else {
        return;
    };
    let programs = [
        ("saxpy", toy::SAXPY),
        (
            "blend",
            "param t\ninput a\ninput b\noutput o\noutput d\nlet s = 1 - t\no = s * a + t * b\nd = -(a - b) / 2\n",
        ),
    ];
    let dir = std::env::temp_dir().join(format!("dxir-toy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (name, source) in programs {
        let bytes = toy::compile(&format!("{name}.toy"), source).unwrap_or_else(|e| panic!("{e}"));
        let path = dir.join(format!("{name}.dxil"));
        std::fs::write(&path, bytes).unwrap();
        files.push(path);
    }
    for options in [None, Some(dxil_spirv_tools::VKD3D_OPTIONS)] {
        let mut cmd = std::process::Command::new("bash");
        cmd.arg(tools.join("check.sh"));
        if let Some(o) = options {
            cmd.args(["-o", o]);
        }
        let out = cmd.args(&files).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "check.sh {}: {stdout}{}",
            options.unwrap_or("(defaults)"),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            stdout.contains("accepted 2 / 2, spirv-val ok 2"),
            "{stdout}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn branches_with_block_arguments_lower_to_phis() {
    use dxir::dialects::translate::llvm::ast::IntPredicate;
    let cx = dxir::context();
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [8, 1, 1]);
    let i = f.thread_id(0);
    let four = f.i32(4);
    let small = f.icmp(IntPredicate::Ult, i, four);
    let (then, _) = f.new_block(&[]);
    let (otherwise, _) = f.new_block(&[]);
    let (join, joined) = f.new_block(&[float]);
    f.cond_br(small, (then, &[]), (otherwise, &[]));
    f.switch_to(then);
    let one = f.f32(1.0);
    f.br(join, &[one]);
    f.switch_to(otherwise);
    let two = f.f32(2.0);
    f.br(join, &[two]);
    f.switch_to(join);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, i, joined[0]);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap_or_else(|e| panic!("{e}"));
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let ll = embed::to_llvm_ir(&cx, &module).unwrap();
    assert!(ll.contains("icmp ult i32"), "{ll}");
    assert!(ll.contains("br i1 %"), "{ll}");
    assert!(ll.contains("phi float"), "{ll}");
    assert_llvm_as_accepts(&ll, "branches_with_block_arguments_lower_to_phis");
}

/// A `switch` built through the typed builder: three ways, joined by a
/// block argument; LLVM's `llvm-as` takes the lowered module, and a
/// repeated case is reported at the builder's call.
#[test]
fn switches_lower_to_llvm_switch() {
    let cx = dxir::context();
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [8, 1, 1]);
    let i = f.thread_id(0);
    let (a, _) = f.new_block(&[]);
    let (b, _) = f.new_block(&[]);
    let (other, _) = f.new_block(&[]);
    let (join, joined) = f.new_block(&[float]);
    f.switch(i, (other, &[]), &[(1, a, &[]), (5, b, &[])]);
    for (block, value) in [(a, 1.0), (b, 5.0), (other, 0.0)] {
        f.switch_to(block);
        let v = f.f32(value);
        f.br(join, &[v]);
    }
    f.switch_to(join);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, i, joined[0]);
    f.ret(None).unwrap();
    let mut module = mb.finish().unwrap_or_else(|e| panic!("{e}"));
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    let ll = embed::to_llvm_ir(&cx, &module).unwrap();
    assert!(ll.contains("switch i32 %"), "{ll}");
    assert!(
        ll.contains("i32 1, label %") && ll.contains("i32 5, label %"),
        "{ll}"
    );
    assert_llvm_as_accepts(&ll, "switches_lower_to_llvm_switch");

    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let i = f.thread_id(0);
    let (a, _) = f.new_block(&[]);
    let line = line!() + 1;
    f.switch(i, (a, &[]), &[(2, a, &[]), (2, a, &[])]);
    f.switch_to(a);
    f.ret(None).unwrap();
    let err = mb.finish().unwrap_err().to_string();
    assert!(
        err.contains(&format!("embed.rs:{line}:")) && err.contains("repeats an earlier case"),
        "{err}"
    );
}

#[test]
fn attributes_go_on_typed_ops_by_their_declared_names() {
    let cx = dxir::context();
    let (i32t, float) = (cx.types().i32, cx.types().float);
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let out = mb
        .declare("Out", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let one = f.i32(1);
    let four = cx.int_attr(i32t, 4);
    let elem = cx.type_attr(float);
    let slot = f.build_with_attrs::<llvm::Alloca>(
        (None,),
        cx.types().ptr,
        &[("elem_type", elem), ("alignment", four)],
    );
    let x = f.f32(3.0);
    f.build_with_attrs::<llvm::Store>((x, slot), (), &[("alignment", four)]);
    let y = f.build_with_attrs::<llvm::Load>((slot,), float, &[("alignment", four)]);
    let o = f.resource(&out, &[]);
    f.buffer_store(o, one, y);
    f.ret(None).unwrap();
    let module = mb.finish().unwrap_or_else(|e| panic!("{e}"));
    let text = embed::print(&cx, &module);
    assert!(text.contains("alignment = 4"), "{text}");

    // An attribute the op does not declare is an error at the call.
    let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
    let mut f = mb.entry_point("main", [1, 1, 1]);
    let a = f.i32(1);
    let attrs = [("predicate", cx.str_attr("eq"))];
    let (line, _) = (line!(), f.build_with_attrs::<Add>((a, a), i32t, &attrs));
    f.ret(None).unwrap();
    let e = mb.finish().unwrap_err();
    assert_eq!(e.0[0].line, line, "{e}");
    assert_eq!(
        e.0[0].message,
        "`llvm.add` declares no attribute `predicate`"
    );
}
