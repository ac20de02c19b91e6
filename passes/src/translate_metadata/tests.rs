use super::*;
use crate::pass::ModulePass;
use dxir_dialects::llvm_tools::tool_for_test;
use dxir_dialects::translate::llvm::{export_module, import_module};
use dxir_ir::{parse_module, verify_module, VerifyOptions};
use std::path::PathBuf;

fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

fn run_dxir(cx: &Context, src: &str) -> Result<Module, PassError> {
    let mut m = parse_module(cx, src, "t.dxir").expect("test module parses");
    TranslateMetadata::default().run(cx, &mut m)?;
    Ok(m)
}

fn corpus() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".O3.ll"))
        .collect();
    files.sort();
    files
}

const HEADER: &str = r#"module attributes {llvm.triple = "dxilv1.6-pc-shadermodel6.6-compute"}
llvm.global {constant, global_type = type([2 x i8]), initializer = b"B\00", linkage = "private", sym_name = "name"} : () -> ()
"#;

#[test]
fn non_constant_bindings_are_errors_at_the_op() {
    let cx = cx();
    let src = format!(
        "{HEADER}
func @main(%s: i32) attributes {{string_attrs = {{hlsl.numthreads = \"1,1,1\", hlsl.shader = \"compute\"}}}} {{
  %0 = llvm.constant 0 : i32
  %1 = llvm.constant 1 : i32
  %p = llvm.addressof {{global = @name}} : () -> ptr
  %h = dx.resource.handlefrombinding %s, %0, %1, %0, %p : (i32, i32, i32, i32, ptr) -> target(\"dx.RawBuffer\", i8, 1, 0)
  llvm.ret
}}
"
    );
    let e = run_dxir(&cx, &src).unwrap_err();
    assert_eq!(e.loc.line, 8, "{e:?}");
}

#[test]
fn modules_without_resources_have_no_resource_list() {
    let cx = cx();
    let src = format!(
        "{HEADER}
func @main() attributes {{string_attrs = {{hlsl.numthreads = \"2,3,4\", hlsl.shader = \"compute\"}}}} {{
  llvm.ret
}}
"
    );
    let m = run_dxir(&cx, &src).unwrap();
    assert!(md::named_op(&m, "!dx.resources").is_none());
    let eps = md::named_nodes(&cx, &m, "dx.entryPoints");
    assert_eq!(eps.len(), 1);
    let ep = node_operands(&cx, &m, eps[0]).unwrap();
    assert_eq!(ep[3], cx.unit_attr(), "no resources: null");
    let props = node_operands(&cx, &m, ep[4]).unwrap();
    assert_eq!(md_int(&cx, props[0]), Some(4));
    let nt = node_operands(&cx, &m, props[1]).unwrap();
    let nt: Vec<_> = nt.iter().map(|&a| md_int(&cx, a).unwrap()).collect();
    assert_eq!(nt, [2, 3, 4]);
    // The unused name global stays: only metadata is this pass's business.
    assert!(m.symbol("name").is_some());
}

#[test]
fn unreferenced_nodes_are_erased_and_referenced_ones_kept() {
    let cx = cx();
    let src = r#"module attributes {llvm.triple = "dxilv1.6-pc-shadermodel6.6-compute"}
llvm.named_metadata {nodes = [@"!0"], sym_name = "!keep"} : () -> ()
llvm.mdnode {operands = [@"!1"], sym_name = "!0"} : () -> ()
llvm.mdnode {operands = ["x"], sym_name = "!1"} : () -> ()
llvm.mdnode {operands = ["dead"], sym_name = "!2"} : () -> ()
llvm.mdnode {operands = ["attached"], sym_name = "!3"} : () -> ()
func @f(%p: ptr) {
  %v = llvm.load %p {alignment = 4 : i64, metadata = {range = @"!3"}} : (ptr) -> i32
  llvm.ret
}
"#;
    let mut m = parse_module(&cx, src, "t.dxir").unwrap();
    assert!(md::erase_unreferenced_nodes(&cx, &mut m));
    for kept in ["!0", "!1", "!3"] {
        assert!(m.symbol(kept).is_some(), "{kept}");
    }
    assert!(m.symbol("!2").is_none());
    assert!(!md::erase_unreferenced_nodes(&cx, &mut m));
}

/// The output semantics of the corpus's vertex and pixel entries, which
/// clang 22 drops: their sources declare `SV_Position` and `SV_Target`.
fn corpus_semantics(src: &str) -> SignatureSemantics {
    let output = if src.contains("-pixel\"") {
        "SV_Target0"
    } else if src.contains("-vertex\"") {
        "SV_Position0"
    } else {
        return SignatureSemantics::default();
    };
    SignatureSemantics {
        inputs: None,
        outputs: Some(vec![output.parse().unwrap()]),
        ..SignatureSemantics::default()
    }
}

/// Every -O3 corpus file: the pass succeeds, the module verifies, the
/// output is the same on a second run, and LLVM 22's `llvm-as` accepts it.
/// Each run has its own context: named struct types live in the context.
#[test]
fn corpus_outputs_verify_and_assemble() {
    let llvm_as = tool_for_test("llvm-as", "corpus_outputs_verify_and_assemble");
    let files = corpus();
    assert!(!files.is_empty());
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let out = |cx: &Context| {
            let mut m = import_module(cx, &src, &name).unwrap();
            TranslateMetadata {
                semantics: corpus_semantics(&src),
            }
            .run(cx, &mut m)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            verify_module(cx, &m, &VerifyOptions::default())
                .unwrap_or_else(|e| panic!("{name}: {e:?}"));
            export_module(cx, &m).unwrap()
        };
        let text = out(&cx());
        assert!(text.contains("!dx.entryPoints = !{"), "{name}");
        assert!(!text.contains("!llvm.errno.tbaa"), "{name}");
        assert_eq!(text, out(&cx()), "{name}");
        if let Some(tool) = &llvm_as {
            if let Err(e) = dxir_dialects::llvm_tools::assemble(tool, &text) {
                panic!("{name}: llvm-as rejected the output: {e}");
            }
        }
    }
}

/// What this pass reads from the input (versions, stage, validator,
/// entries) printed the way LLVM's `print<dxil-metadata>` prints it.
fn describe_input(cx: &Context, m: &Module) -> String {
    let info = module_info(cx, m).unwrap();
    let mut s = format!(
        "Shader Model Version : {}.{}\nDXIL Version : {}.{}\nTarget Shader Stage : {}\n",
        info.shader_model.0,
        info.shader_model.1,
        info.dxil_version.0,
        info.dxil_version.1,
        info.stage
    );
    let (major, minor) = info.valver.unwrap_or((0, 0));
    s.push_str(&format!("Validator Version : {major}.{minor}\n"));
    for e in entries(cx, m).unwrap() {
        let [x, y, z] = e.num_threads.unwrap_or([0, 0, 0]);
        s.push_str(&format!(
            " {}\n  Function Shader Stage : {}\n  NumThreads: {x},{y},{z}\n",
            e.name, e.stage
        ));
    }
    s
}

/// LLVM 22's own `DXILMetadataAnalysis` reads the same target facts from
/// every -O3 corpus file as this pass does.
#[test]
fn module_facts_match_llvm_metadata_analysis() {
    let Some(opt) = tool_for_test("opt", "module_facts_match_llvm_metadata_analysis") else {
        return;
    };
    for path in corpus() {
        let cx = cx();
        let src = std::fs::read_to_string(&path).unwrap();
        let m = import_module(&cx, &src, &path.display().to_string()).unwrap();
        let res = std::process::Command::new(&opt)
            .args(["-passes=print<dxil-metadata>", "-disable-output"])
            .arg(&path)
            .output()
            .unwrap();
        assert!(res.status.success(), "{}", path.display());
        // The printer writes to stderr, after a warning about the missing
        // DirectX target.
        let llvm: String = String::from_utf8_lossy(&res.stderr)
            .lines()
            .filter(|l| !l.contains("WARNING"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(describe_input(&cx, &m), llvm, "{}", path.display());
    }
}

/// A function outside address space 0 (written `addrspace(2)`, or placed
/// there by the data layout's `P2`) is referenced from `!dx.entryPoints` as
/// `ptr addrspace(2) @main`, as LLVM types it.
#[test]
fn entry_references_carry_the_function_address_space() {
    let llvm_as = tool_for_test(
        "llvm-as",
        "entry_references_carry_the_function_address_space",
    );
    for (layout, define) in [
        ("e-m:e", "define void @main() addrspace(2) #0 {"),
        ("e-m:e-P2", "define void @main() #0 {"),
    ] {
        let src = format!(
            "target datalayout = \"{layout}\"\n\
             target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
             {define}\n  ret void\n}}\n\
             attributes #0 = {{ \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }}\n"
        );
        let cx = cx();
        let mut m = import_module(&cx, &src, "t.ll").unwrap();
        TranslateMetadata::default().run(&cx, &mut m).unwrap();
        let text = export_module(&cx, &m).unwrap();
        assert!(
            text.contains("!{ptr addrspace(2) @main, !\"main\""),
            "{text}"
        );
        if let Some(tool) = &llvm_as {
            dxir_dialects::llvm_tools::assemble(tool, &text)
                .unwrap_or_else(|e| panic!("{e}\n{text}"));
        }
    }
}
