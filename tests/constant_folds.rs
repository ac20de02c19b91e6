//! dxil-cleanup's constant folds against LLVM's own: the same module through
//! `dxir opt --passes=dxil-cleanup` (both engines) and through LLVM 22's
//! `opt -passes=instsimplify` must give the same function body (up to the
//! `align` LLVM's printer adds and the attribute group reference).

use std::path::Path;
use std::process::Command;

use dxir::dialects::llvm_tools::tool_for_test;
use dxir::lower::EngineKind;

const INPUT: &str = "tests/filecheck/dxil-cleanup/constants.ll";

/// The lines of the first `define ... }` of `text`, without `, align N`
/// and attribute group references.
fn body(text: &str) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.starts_with("define "))
        .take_while(|l| *l != "}")
        .map(|l| {
            let l = match l.find(", align ") {
                Some(i) => &l[..i],
                None => l,
            };
            l.replace(" #0 {", " {")
        })
        .collect()
}

fn dxir_cleanup(engine: EngineKind) -> String {
    let cx = dxir::context();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(INPUT);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut m = dxir::import_module(&cx, &text, INPUT).unwrap();
    let opts = dxir::passes::RulePassOptions {
        engine: engine.engine(false),
        ..Default::default()
    };
    dxir::passes::ModulePass::run(&dxir::passes::DxilCleanup::new(opts), &cx, &mut m).unwrap();
    dxir::export_module(&cx, &m).unwrap()
}

#[test]
fn constant_folds_match_llvm_instsimplify() {
    let Some(opt) = tool_for_test("opt", "constant_folds_match_llvm_instsimplify") else {
        return;
    };
    let out = Command::new(opt)
        .args(["-S", "-passes=instsimplify", "-o", "-"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(INPUT))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let llvm = body(&String::from_utf8(out.stdout).unwrap());
    assert!(llvm.len() > 10, "{llvm:?}");
    for engine in [EngineKind::Greedy, EngineKind::EGraph] {
        assert_eq!(body(&dxir_cleanup(engine)), llvm, "{engine:?}");
    }
}
