//! Every corpus file and the small benchmark input go through
//! `forward-handle-accesses,expand-intrinsics,dxil-cleanup`: the result verifies, leaves no call
//! that lower-dxil needs scalar on a vector, and `llvm-as` (LLVM 22)
//! accepts its export.

use dxir_dialects::llvm_tools::tool_for_test;
use std::path::PathBuf;

fn inputs() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    let bench = PathBuf::from("/tmp/dxir-perf/S.ll");
    if bench.exists() {
        files.push(bench);
    }
    files
}

fn lower(path: &PathBuf) -> String {
    let cx = dxir::context();
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.display().to_string();
    let mut m = dxir::import_module(&cx, &text, &name).unwrap_or_else(|e| panic!("{e}"));
    let registry = dxir::PassRegistry::builtin();
    let mut pm = dxir::PassManager::new().with_threads(1);
    pm.extend(
        registry
            .parse_pipeline("expand-intrinsics,dxil-cleanup")
            .unwrap(),
    );
    pm.run(&cx, &mut m)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    dxir::verify_module(&cx, &m, &dxir::VerifyOptions::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    dxir::export_module(&cx, &m).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn corpus_expands_and_cleans_to_valid_llvm_ir() {
    let files = inputs();
    assert!(files.len() > 100, "the corpus is missing");
    let llvm_as = tool_for_test("llvm-as", "corpus_expands_and_cleans_to_valid_llvm_ir");
    for path in &files {
        let out = lower(path);
        for gone in [
            "@llvm.dx.lerp",
            "@llvm.dx.fdot",
            "@llvm.dx.nclamp",
            "@llvm.dx.normalize",
            "@llvm.experimental.noalias.scope.decl",
        ] {
            assert!(!out.contains(gone), "{}: {gone} remains", path.display());
        }
        for line in out.lines().filter(|l| l.contains("call ")) {
            let scalar_op = [
                "@llvm.sqrt.v",
                "@llvm.fabs.v",
                "@llvm.dx.rsqrt.v",
                "@llvm.maxnum.v",
            ];
            assert!(
                !scalar_op.iter().any(|s| line.contains(s)),
                "{}: vector call left: {line}",
                path.display()
            );
        }
        if let Some(tool) = &llvm_as {
            if let Err(e) = dxir::dialects::llvm_tools::assemble(tool, &out) {
                panic!("{}: llvm-as rejects the output: {e}", path.display());
            }
        }
    }
}
