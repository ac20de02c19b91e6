//! Every corpus shader through
//! `forward-handles,cbuffer-access,forward-resource-pointers,resource-access`:
//! no `dx.resource.getpointer` and no load from a cbuffer member
//! (addrspace(2)) remains, the module verifies, and LLVM 22's `llvm-as`
//! accepts the export. An -O0 shader the passes cannot handle must fail
//! with the diagnostic listed below, not with anything else. The rules of
//! `cbuffer-access` and `resource-access` give the same output with either
//! engine.

use dxir::dialects::llvm_tools::tool_for_test;
use dxir::ir::TypeData;
use dxir::passes::{CBufferAccess, EngineKind, ResourceAccess, RulePassOptions};
use std::path::{Path, PathBuf};

const PIPELINE: &str = "forward-handles,cbuffer-access,forward-resource-pointers,resource-access";

/// Corpus shaders (by stem prefix) whose -O0 form is expected to fail, and
/// the text their error must contain. None today: the resource arrays of
/// `array_local` and `array_param` (copied by `arrayinit` loops and
/// `memcpy`, indexed at run time) are forwarded since `forward-handles`
/// rewrites arrays of handles.
const EXPECTED_FAILURES: &[(&str, &str)] = &[];

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 200, "only {} corpus files", files.len());
    files
}

fn expected_failure(path: &Path) -> Option<&'static str> {
    let name = path.file_name()?.to_str()?;
    if !name.contains(".O0.") {
        return None;
    }
    EXPECTED_FAILURES
        .iter()
        .find(|(prefix, _)| name.starts_with(prefix))
        .map(|&(_, msg)| msg)
}

/// Runs the pipeline on one file: `Ok(exported text)` or the error text.
fn run(path: &Path) -> Result<String, String> {
    run_with(path, EngineKind::Greedy)
}

/// As [`run`], `cbuffer-access` and `resource-access` with `engine`.
fn run_with(path: &Path, engine: EngineKind) -> Result<String, String> {
    let name = path.display().to_string();
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let cx = dxir::context();
    let mut m = dxir::import_module(&cx, &src, &name).map_err(|e| e.to_string())?;
    let mut pm = dxir::PassManager::new().with_threads(1);
    pm.extend(
        dxir::PassRegistry::builtin()
            .parse_pipeline(PIPELINE)
            .expect("pipeline")
            .into_iter()
            .map(|p| match p.name() {
                "cbuffer-access" => dxir::Pass::module(CBufferAccess::new(RulePassOptions {
                    engine: engine.engine(false),
                    ..RulePassOptions::default()
                })),
                "resource-access" => dxir::Pass::module(ResourceAccess::new(RulePassOptions {
                    engine: engine.engine(false),
                    ..RulePassOptions::default()
                })),
                _ => p,
            }),
    );
    pm.run(&cx, &mut m).map_err(|e| e.to_string())?;
    dxir::verify_module(&cx, &m, &dxir::VerifyOptions::default())
        .map_err(|e| format!("does not verify: {e}"))?;
    for f in m.functions() {
        let body = f.body();
        for op in body.walk() {
            let op_name = cx.op_name_str(body.op_name(op));
            if op_name == "dx.resource.getpointer" {
                return Err(format!("a getpointer remains in @{}", f.name()));
            }
            if op_name == "llvm.load" {
                let ty = body.value_type(body.operand(op, 0));
                if matches!(cx.type_data(ty), TypeData::Ptr { addr_space: 2 }) {
                    return Err(format!("a cbuffer member load remains in @{}", f.name()));
                }
            }
        }
    }
    if m.symbol("!hlsl.cbs").is_some() {
        return Err("!hlsl.cbs remains".into());
    }
    dxir::export_module(&cx, &m).map_err(|e| format!("export: {e}"))
}

#[test]
fn corpus_through_the_access_passes() {
    let llvm_as = tool_for_test("llvm-as", "corpus_through_the_access_passes");
    let mut failures = Vec::new();
    for path in corpus() {
        let name = path.display().to_string();
        match (run(&path), expected_failure(&path)) {
            (Ok(text), None) => {
                if let Some(tool) = &llvm_as {
                    if let Err(e) = dxir::dialects::llvm_tools::assemble(tool, &text) {
                        failures.push(format!("{name}: llvm-as rejects the output: {e}"));
                    }
                }
            }
            (Ok(_), Some(msg)) => failures.push(format!(
                "{name}: expected to fail with `{msg}` but succeeded (update EXPECTED_FAILURES)"
            )),
            (Err(e), Some(msg)) if e.contains(msg) => {}
            (Err(e), _) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_access_rules_are_the_same_with_both_engines() {
    let mut failures = Vec::new();
    for path in corpus() {
        let greedy = run_with(&path, EngineKind::Greedy);
        let egraph = run_with(&path, EngineKind::EGraph);
        if greedy != egraph {
            failures.push(path.display().to_string());
        }
    }
    assert!(
        failures.is_empty(),
        "the engines differ on: {}",
        failures.join(", ")
    );
}
