//! The embedding API end to end: the example program's shader, built with
//! `hl` ops, lowered and exported; diagnostics as values; user rules in a
//! custom pipeline.

use dxir::embed::{self, Bind, ModuleBuilder, Pipeline, ResourceKind, RulePass};
use dxir::passes::HlError;
use dxir::{Pass, PassErrorKind};

#[allow(dead_code)]
#[path = "../examples/compute_shader.rs"]
mod example;

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
    let mut mb = ModuleBuilder::new(&cx, 6, "compute", "bad.hl");
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
    assert_eq!(
        (d.file.as_str(), d.function.as_deref()),
        ("bad.hl", Some("main"))
    );
    // The read is the op built fourth after the declaration and the function.
    assert!(d.line > 0, "{d}");
    assert!(
        d.to_string().contains("bad.hl:") && d.message.contains("never assigned"),
        "{d}"
    );
    // The reason is typed: an embedder matches on it instead of the text.
    // The builder gives each op the next line, so the array (made before
    // the read) is on an earlier line.
    match &d.reason {
        Some(PassErrorKind::Hl(HlError::Unassigned { line, .. })) => {
            assert!(*line > 0 && *line < d.line, "{d}");
        }
        other => panic!("expected an unassigned-element reason, got {other:?}"),
    }

    // Declaring a name twice is a diagnostic too, not a panic.
    let mut mb = ModuleBuilder::new(&cx, 6, "compute", "dup.hl");
    mb.declare("A", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap();
    let e = mb
        .declare("A", ResourceKind::RWBuffer(float), &[], Bind::Implicit)
        .unwrap_err();
    assert!(e.to_string().starts_with("dup.hl:"), "{e}");

    // An unknown pass name suggests the closest.
    let e = Pipeline::parse("lower-hk").err().unwrap();
    assert!(e.to_string().contains("did you mean `lower-hl`"), "{e}");
}

#[test]
fn custom_pipeline_runs_user_rules_after_lower_hl() {
    let cx = dxir::context();
    let i32t = cx.types().i32;
    let mut mb = ModuleBuilder::new(&cx, 6, "compute", "rules.hl");
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
    let v = f.binary("llvm.mul", i, eight);
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
