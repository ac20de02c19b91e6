//! Every optimised corpus shader goes through `implicit-binding` leaving no
//! implicit binding, a verifying module, and (when LLVM 22 is installed)
//! `.ll` that `llvm-as` accepts.

use dxir::dialects::llvm_tools::tool_for_test;
use dxir::passes::resources::analyze_resources;
use dxir::{ModulePass, PassOutcome, VerifyOptions};
use std::path::PathBuf;

fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus directory exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.ends_with(".O1.ll") || name.ends_with(".O2.ll") || name.ends_with(".O3.ll")
        })
        .collect();
    files.sort();
    files
}

#[test]
fn optimised_corpus_has_no_implicit_binding_left() {
    let llvm_as = tool_for_test("llvm-as", "optimised_corpus_has_no_implicit_binding_left");
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut rewritten = 0;
    for path in &files {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(path).unwrap();
        let cx = dxir::context();
        let mut m = dxir::import_module(&cx, &src, &name).unwrap();
        let before = analyze_resources(&cx, &m).unwrap();
        let outcome = dxir::passes::ImplicitBinding
            .run(&cx, &mut m)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            outcome == PassOutcome::Changed,
            !before.implicit_bindings().is_empty(),
            "{name}"
        );
        let after = analyze_resources(&cx, &m).unwrap();
        assert!(after.implicit_bindings().is_empty(), "{name}");
        // Each implicit resource is now a resource of its own (arrays
        // indexed twice share one), and every explicit one is still there.
        let mut order_ids: Vec<u32> = before
            .implicit_bindings()
            .iter()
            .map(|r| r.order_id)
            .collect();
        order_ids.sort_unstable();
        order_ids.dedup();
        assert_eq!(
            after.resources().len(),
            before.resources().len() + order_ids.len(),
            "{name}"
        );
        dxir::verify_module(&cx, &m, &VerifyOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let ll = dxir::export_module(&cx, &m).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!ll.contains("handlefromimplicitbinding"), "{name}");
        if outcome == PassOutcome::Changed {
            rewritten += 1;
            if let Some(tool) = &llvm_as {
                if let Err(e) = dxir::dialects::llvm_tools::assemble(tool, &ll) {
                    panic!(
                        "{name}: llvm-as rejected the output:
{e}"
                    );
                }
            }
        }
    }
    assert!(rewritten > 0, "the corpus has implicitly bound shaders");
}
