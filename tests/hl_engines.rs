//! `lower-hl`'s rules give the same module with either engine: every `hl`
//! input of `tests/hl/` and `tests/filecheck/lower-hl/` (those that lower)
//! through `lower-hl` with the greedy driver and with the e-graph engine,
//! each followed by `cse,dce` (the e-graph merges equal constants and drops
//! unused ones), prints the same. An input that fails fails with the same
//! error under both.

use dxir::passes::{EngineKind, LowerHlRules, RulePassOptions};
use dxir::{Cse, Dce, ModulePass, PassManager};
use std::path::{Path, PathBuf};

fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests/hl", "tests/filecheck/lower-hl"] {
        for e in std::fs::read_dir(root.join(dir)).expect("input dir") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "dxir") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 30, "only {} hl inputs", files.len());
    files
}

fn lower(path: &Path, engine: EngineKind) -> Result<String, String> {
    let cx = dxir::context();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut m =
        dxir::parse_module(&cx, &text, &path.display().to_string()).map_err(|e| e.to_string())?;
    let pass = LowerHlRules::new(RulePassOptions {
        engine: engine.engine(false),
        ..RulePassOptions::default()
    });
    pass.run(&cx, &mut m).map_err(|e| e.to_string())?;
    let mut pm = PassManager::new().with_threads(1);
    pm.add(dxir::Pass::function(Cse));
    pm.add(dxir::Pass::function(Dce));
    pm.run(&cx, &mut m).map_err(|e| e.to_string())?;
    dxir::verify_module(&cx, &m, &dxir::VerifyOptions::default())
        .map_err(|e| format!("does not verify: {e}"))?;
    if dxir::print_module(&cx, &m).contains(" hl.") {
        return Err("an hl op remains".into());
    }
    Ok(dxir::print_module(&cx, &m))
}

#[test]
fn both_engines_lower_hl_inputs_alike() {
    let mut lowered = 0;
    for path in inputs() {
        let greedy = lower(&path, EngineKind::Greedy);
        let egraph = lower(&path, EngineKind::EGraph);
        assert_eq!(greedy, egraph, "{}", path.display());
        lowered += usize::from(greedy.is_ok());
    }
    assert!(lowered >= 20, "only {lowered} inputs lowered");
}
