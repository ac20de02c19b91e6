//! `dxir lower` over the whole corpus: every shader at -O3, -O2 and -O1,
//! for shader models 6.6, 6.5 (retargeted from the 6.6 files) and 6.0 (or
//! the shader's lowest), must lower; the output must hold no `llvm.dx.*`
//! call and no `target("dx.*")` type, must be the same for both engines and
//! any thread count, and (with LLVM 22 present) must be accepted by
//! `llvm-as`. The -O0 files must lower too (with the resources and bindings
//! of their -O1 twins), but for the signature I/O shaders. The shaders of
//! [`REFUSED`] must instead fail, at every level, with their error.

use std::path::{Path, PathBuf};

use dxir::dialects::dxil::ShaderModel;
use dxir::lower::{lower_module, EngineKind, LowerOptions};
use dxir::passes::SignatureSemantics;

/// The corpus files of shader `shader` (`tests/corpus/ll/SHADER.*`) that
/// `dxir lower` must handle, with the shader model to force (for the 6.5
/// runs).
fn cases(shader: &str) -> Vec<(PathBuf, Option<ShaderModel>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let prefix = format!("{shader}.");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy();
            n.starts_with(&prefix)
                && (n.ends_with(".O1.ll") || n.ends_with(".O2.ll") || n.ends_with(".O3.ll"))
        })
        .collect();
    files.sort();
    assert!(
        files.len() >= 6,
        "{shader}: expected -O1..-O3 files for two shader models, found {files:?}"
    );
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

/// Shaders clang 22 compiles into something DXIL cannot express, and the
/// rule their lowering must fail with: a local copy of a resource array
/// (`array_local`) and one passed to a helper (`array_param`) reach their
/// accesses as a constant (`poison`/`undef`) handle.
const REFUSED: &[(&str, &str)] = &[
    ("array_local", "[INSTR.HANDLENOTFROMCREATEHANDLE]"),
    ("array_param", "[INSTR.HANDLENOTFROMCREATEHANDLE]"),
];

/// The error a refused shader's file must fail with.
fn refusal(path: &Path) -> Option<&'static str> {
    let file = path.file_name()?.to_string_lossy().into_owned();
    let shader = file.split('.').next()?;
    REFUSED
        .iter()
        .find(|(s, _)| *s == shader)
        .map(|&(_, rule)| rule)
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
            .map(|e| format!("{}: {}", e.pass, e.kind))
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
        ..SignatureSemantics::default()
    }
}

fn describe(path: &Path, sm: Option<ShaderModel>) -> String {
    let n = path.file_name().unwrap().to_string_lossy().into_owned();
    match sm {
        Some(sm) => format!("{n} (--shader-model {sm})"),
        None => n,
    }
}

include!(concat!(env!("OUT_DIR"), "/corpus_cases.rs"));

#[test]
fn the_corpus_has_its_shaders() {
    assert!(CORPUS_SHADERS.len() >= 40, "corpus is missing shaders");
}

/// One corpus shader (generated tests: `cargo test --test lower_corpus
/// NAME`): each of its files lowers the same with both engines and any
/// thread count, holds no `dx` intrinsic or type, and LLVM 22's `llvm-as`
/// accepts it.
fn check_shader(shader: &str) {
    let mut failures = Vec::new();
    let mut outputs = Vec::new();
    for (path, sm) in cases(shader) {
        let greedy = LowerOptions {
            shader_model: sm,
            threads: 1,
            semantics: semantics(&path),
            ..LowerOptions::default()
        };
        if let Some(rule) = refusal(&path) {
            for opts in [
                greedy.clone(),
                LowerOptions {
                    engine: EngineKind::EGraph,
                    ..greedy.clone()
                },
            ] {
                match lower_text(&path, &opts) {
                    Err(e) if e.contains(rule) => {}
                    other => failures.push(format!(
                        "{}: should fail with {rule}, gave {other:?}",
                        describe(&path, sm)
                    )),
                }
            }
            continue;
        }
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
    let Some(llvm_as) = dxir::dialects::llvm_tools::tool_for_test("llvm-as", shader) else {
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

/// The resource facts of a lowered module that must not depend on the
/// optimization level: the `!dx.resources` records (metadata numbers
/// blanked) and the handle creations (value names blanked), each sorted
/// and deduplicated.
fn resource_facts(text: &str) -> Vec<String> {
    let blank = |s: &str, sigil: char| {
        let mut out = String::with_capacity(s.len());
        let mut chars = s.chars().peekable();
        while let Some(c) = chars.next() {
            out.push(c);
            if c == sigil {
                while chars
                    .peek()
                    .is_some_and(|d| d.is_ascii_alphanumeric() || *d == '.' || *d == '_')
                {
                    chars.next();
                }
            }
        }
        out
    };
    let mut facts: Vec<String> = text
        .lines()
        .filter_map(|l| {
            if l.starts_with('!') && l.contains(", ptr @") {
                Some(blank(l, '!'))
            } else if l.contains("call %dx.types.Handle @dx.op.createHandle") {
                let call = &l[l.find("call ").unwrap_or(0)..];
                Some(blank(call, '%').replace("%dx.types.Handle %", "%dx.types.Handle"))
            } else {
                None
            }
        })
        .collect();
    facts.sort();
    facts.dedup();
    facts
}

#[test]
fn o0_corpus_lowers_like_o1() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".O0.ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 40 * 2, "corpus is missing -O0 files");
    let mut failures = Vec::new();
    let mut outputs = Vec::new();
    for path in files {
        let opts = LowerOptions {
            threads: 1,
            semantics: semantics(&path),
            ..LowerOptions::default()
        };
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let name = describe(&path, None);
        if let Some(rule) = refusal(&path) {
            match lower_text(&path, &opts) {
                Err(e) if e.contains(rule) => {}
                other => failures.push(format!("{name}: should fail with {rule}, gave {other:?}")),
            }
            continue;
        }
        let out = match lower_text(&path, &opts) {
            Ok(out) => out,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        for bad in ["@llvm.dx.", "target(\"dx."] {
            if out.contains(bad) {
                failures.push(format!("{name}: output still has `{bad}`"));
            }
        }
        let o1 = path.with_file_name(file.replace(".O0.ll", ".O1.ll"));
        match lower_text(&o1, &opts) {
            Ok(o1_out) => {
                let (a, b) = (resource_facts(&out), resource_facts(&o1_out));
                if a != b {
                    failures.push(format!(
                        "{name}: resources or bindings differ from -O1:\n  O0: {a:?}\n  O1: {b:?}"
                    ));
                }
            }
            Err(e) => failures.push(format!("{name}: its -O1 file does not lower: {e}")),
        }
        let egraph = LowerOptions {
            engine: EngineKind::EGraph,
            ..opts.clone()
        };
        if lower_text(&path, &egraph).as_deref() != Ok(out.as_str()) {
            failures.push(format!("{name}: the e-graph engine differs"));
        }
        outputs.push((name, out));
    }
    assert!(
        failures.is_empty(),
        "{} problems:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let Some(llvm_as) =
        dxir::dialects::llvm_tools::tool_for_test("llvm-as", "o0_corpus_lowers_like_o1")
    else {
        return;
    };
    let rejected: Vec<String> = outputs
        .iter()
        .filter_map(|(name, text)| {
            dxir::dialects::llvm_tools::assemble(&llvm_as, text)
                .err()
                .map(|e| format!("{name}: {}", e.lines().next().unwrap_or("")))
        })
        .collect();
    assert!(
        rejected.is_empty(),
        "llvm-as rejects {} outputs:\n{}",
        rejected.len(),
        rejected.join("\n")
    );
}

#[test]
fn resource_facts_ignore_numbering_but_not_bindings() {
    let a = "  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %x.y, i1 false)\n\
             !6 = !{i32 0, ptr @Grid, !\"Grid\", i32 0, i32 4, i32 6, i32 10, i1 false, !5}\n";
    let b =
        "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %9, i1 false)\n\
             !7 = !{i32 0, ptr @Grid, !\"Grid\", i32 0, i32 4, i32 6, i32 10, i1 false, !9}\n";
    assert_eq!(resource_facts(a), resource_facts(b));
    assert_eq!(resource_facts(a).len(), 2);
    let c = b.replace("i32 4, i32 6", "i32 5, i32 6");
    assert_ne!(resource_facts(a), resource_facts(&c));
}
