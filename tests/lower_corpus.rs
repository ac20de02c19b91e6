//! `dxir lower` over the whole corpus: every shader at -O3, -O2 and -O1,
//! for shader models 6.6, 6.5 (retargeted from the 6.6 files) and 6.0 (or
//! the shader's lowest), must lower; the output must hold no `llvm.dx.*`
//! call and no `target("dx.*")` type, must be the same for both engines and
//! any thread count, and (with LLVM 22 present) must be accepted by
//! `llvm-as`.

use std::path::{Path, PathBuf};

use dxir::dialects::dxil::ShaderModel;
use dxir::lower::{lower_module, EngineKind, LowerOptions};
use dxir::passes::SignatureSemantics;

/// The corpus files that `dxir lower` must handle, with the shader model
/// to force (for the 6.5 runs).
fn cases() -> Vec<(PathBuf, Option<ShaderModel>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.ends_with(".O1.ll") || n.ends_with(".O2.ll") || n.ends_with(".O3.ll")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 40 * 3 * 2, "corpus is missing files");
    let mut out = Vec::new();
    for f in files {
        let sm66 = f.to_string_lossy().contains(".sm6_6.");
        out.push((f.clone(), None));
        if sm66 {
            out.push((f, Some(ShaderModel { major: 6, minor: 5 })));
        }
    }
    out
}

fn lower_text(path: &Path, opts: &LowerOptions) -> Result<String, String> {
    let cx = dxir::context();
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.to_string_lossy();
    let mut m = dxir::import_module(&cx, &text, &name).map_err(|e| e.to_string())?;
    lower_module(&cx, &mut m, opts).map_err(|e| match e {
        dxir::lower::LowerError::Pipeline(dxir::PipelineError::Pass { errors, .. })
        | dxir::lower::LowerError::Invalid(errors) => errors
            .iter()
            .map(|e| format!("{}: {}", e.pass, e.message))
            .collect::<Vec<_>>()
            .join("; "),
        other => other.to_string(),
    })?;
    dxir::verify_module(&cx, &m, &dxir::VerifyOptions::default())
        .map_err(|e| format!("output does not verify: {e}"))?;
    dxir::export_module(&cx, &m).map_err(|e| e.to_string())
}

/// The output semantics a corpus shader names in its `// output-semantics:`
/// directive (clang 22 drops them from the IR), read from the HLSL source
/// of `NAME.smX_Y.OZ.ll`.
fn semantics(path: &Path) -> SignatureSemantics {
    let file = path.file_name().unwrap().to_string_lossy();
    let name = file.split('.').next().unwrap();
    let hlsl = path.parent().unwrap().join(format!("../hlsl/{name}.hlsl"));
    let text = std::fs::read_to_string(&hlsl).unwrap();
    let outputs = text
        .lines()
        .find_map(|l| l.strip_prefix("// output-semantics:"))
        .map(|list| list.split(',').map(|s| s.trim().parse().unwrap()).collect());
    SignatureSemantics {
        inputs: None,
        outputs,
    }
}

fn describe(path: &Path, sm: Option<ShaderModel>) -> String {
    let n = path.file_name().unwrap().to_string_lossy().into_owned();
    match sm {
        Some(sm) => format!("{n} (--shader-model {sm})"),
        None => n,
    }
}

#[test]
fn corpus_lowers_the_same_with_both_engines_and_any_thread_count() {
    let mut failures = Vec::new();
    let mut outputs = Vec::new();
    for (path, sm) in cases() {
        let greedy = LowerOptions {
            shader_model: sm,
            threads: 1,
            semantics: semantics(&path),
            ..LowerOptions::default()
        };
        let out = match lower_text(&path, &greedy) {
            Ok(out) => out,
            Err(e) => {
                failures.push(format!("{}: {e}", describe(&path, sm)));
                continue;
            }
        };
        for bad in ["@llvm.dx.", "target(\"dx."] {
            if out.contains(bad) {
                failures.push(format!("{}: output still has `{bad}`", describe(&path, sm)));
            }
        }
        let egraph = LowerOptions {
            engine: EngineKind::EGraph,
            threads: 2,
            ..greedy.clone()
        };
        match lower_text(&path, &egraph) {
            Ok(e) if e == out => {}
            Ok(e) => {
                let line = out
                    .lines()
                    .zip(e.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(0);
                failures.push(format!(
                    "{}: engines differ at line {}:\n  greedy: {}\n  egraph: {}",
                    describe(&path, sm),
                    line + 1,
                    out.lines().nth(line).unwrap_or(""),
                    e.lines().nth(line).unwrap_or("")
                ));
            }
            Err(e) => failures.push(format!("{} (egraph): {e}", describe(&path, sm))),
        }
        let threaded = LowerOptions {
            threads: 2,
            ..greedy.clone()
        };
        if lower_text(&path, &threaded).as_deref() != Ok(out.as_str()) {
            failures.push(format!("{}: --threads 2 differs", describe(&path, sm)));
        }
        outputs.push((describe(&path, sm), out));
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let Some(llvm_as) = dxir::dialects::llvm_tools::tool_for_test(
        "llvm-as",
        "corpus_lowers_the_same_with_both_engines_and_any_thread_count",
    ) else {
        return;
    };
    let mut rejected = Vec::new();
    for (name, text) in &outputs {
        if let Err(e) = dxir::dialects::llvm_tools::assemble(&llvm_as, text) {
            rejected.push(format!("{name}: {}", e.lines().next().unwrap_or("")));
        }
    }
    assert!(
        rejected.is_empty(),
        "llvm-as rejects {} outputs:\n{}",
        rejected.len(),
        rejected.join("\n")
    );
}
