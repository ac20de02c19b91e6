//! The LLVM IR importer and exporter on the corpus (`tests/corpus/ll`).
//!
//! - Without tools: import → export → import → export gives the same text
//!   twice, and every imported module verifies.
//! - With LLVM 22's `llvm-as` and `llvm-dis` (found at `$LLVM_BIN`,
//!   `/usr/lib/llvm-22/bin` or on `PATH`): the exported text is valid LLVM
//!   IR and is the same module as the input, i.e. `llvm-as | llvm-dis` of
//!   both gives identical text. Without the tools the test prints
//!   `skipped: LLVM 22 tools not found` and passes, unless
//!   `DXIR_REQUIRE_LLVM=1`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use dxir_dialects::llvm_tools::{find_tool, llvm_required};
use dxir_dialects::translate::llvm::{export_module, import_module};
use dxir_ir::{verify_module, Context, VerifyOptions};

/// The corpus, and `tests/data/llvm_kitchen_sink.ll` with the constructs
/// clang does not emit for HLSL.
fn corpus() -> Vec<PathBuf> {
    let mut files = hlsl_corpus();
    files.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/llvm_kitchen_sink.ll"));
    files
}

fn hlsl_corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 200, "only {} corpus files", files.len());
    files
}

fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

/// Import then export, in a fresh context.
fn roundtrip(src: &str, name: &str) -> String {
    let cx = cx();
    let m = import_module(&cx, src, name).unwrap_or_else(|e| panic!("{e}"));
    export_module(&cx, &m).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn corpus_export_import_export_is_a_fixed_point() {
    let mut failures = Vec::new();
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("read");
        let once = roundtrip(&src, &name);
        let twice = roundtrip(&once, &name);
        if once != twice {
            let line = once
                .lines()
                .zip(twice.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            failures.push(format!(
                "{name}: first difference at exported line {}",
                line + 1
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_imports_verify() {
    let mut failures = Vec::new();
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("read");
        let cx = cx();
        let m = import_module(&cx, &src, &name).unwrap_or_else(|e| panic!("{e}"));
        if let Err(errs) = verify_module(&cx, &m, &VerifyOptions::default()) {
            failures.push(format!("{name}: {}", errs));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `llvm-as` and `llvm-dis` of LLVM 22, if present.
fn llvm_tools() -> Option<(PathBuf, PathBuf)> {
    Some((find_tool("llvm-as")?, find_tool("llvm-dis")?))
}

/// Runs `tool` with `input` on stdin; its stdout, or its stderr as error.
fn pipe(tool: &Path, input: &[u8]) -> Result<Vec<u8>, String> {
    let mut child = Command::new(tool)
        .args(["-", "-o", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", tool.display()))?;
    let mut stdin = child.stdin.take().expect("stdin");
    let out = std::thread::scope(|s| {
        s.spawn(move || {
            let _ = stdin.write_all(input);
        });
        child.wait_with_output()
    })
    .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(out.stdout)
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// `llvm-as | llvm-dis`: LLVM's canonical text of a module.
fn canonical(tools: &(PathBuf, PathBuf), text: &str) -> Result<String, String> {
    let bc = pipe(&tools.0, text.as_bytes())?;
    let ll = pipe(&tools.1, &bc)?;
    Ok(String::from_utf8_lossy(&ll).into_owned())
}

#[test]
fn corpus_exports_are_the_same_module_for_llvm_as() {
    let Some(tools) = llvm_tools() else {
        assert!(
            !llvm_required(),
            "DXIR_REQUIRE_LLVM=1 but LLVM 22's llvm-as/llvm-dis were not found"
        );
        println!("skipped: LLVM 22 tools not found");
        return;
    };
    let files = corpus();
    let failures = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(path) = files.get(i) else { break };
                let name = path.display().to_string();
                let src = std::fs::read_to_string(path).expect("read");
                let out = roundtrip(&src, &name);
                let result = match (canonical(&tools, &src), canonical(&tools, &out)) {
                    (Ok(a), Ok(b)) if a == b => Ok(()),
                    (Ok(a), Ok(b)) => {
                        let line = a.lines().zip(b.lines()).position(|(x, y)| x != y);
                        Err(format!("differs from the input at canonical line {line:?}"))
                    }
                    (Err(e), _) => Err(format!("llvm-as rejects the input: {e}")),
                    (_, Err(e)) => Err(format!("llvm-as rejects the export: {e}")),
                };
                if let Err(e) = result {
                    failures.lock().expect("lock").push(format!("{name}: {e}"));
                }
            });
        }
    });
    let failures = failures.into_inner().expect("lock");
    println!(
        "{} of {} files (corpus and kitchen sink) match after llvm-as | llvm-dis",
        files.len() - failures.len(),
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn corpus_survives_the_native_text_format() {
    // What the importer makes prints and parses back without loss: the
    // export after a trip through `.dxir` text is the direct export.
    let mut failures = Vec::new();
    for path in corpus() {
        let name = path.display().to_string();
        let src = std::fs::read_to_string(&path).expect("read");
        let cx = cx();
        let m = import_module(&cx, &src, &name).unwrap_or_else(|e| panic!("{e}"));
        let direct = export_module(&cx, &m).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = dxir_ir::print_module(&cx, &m);
        let cx2 = self::cx();
        let via = dxir_ir::parse_module(&cx2, &text, "t.dxir")
            .map_err(|e| e.to_string())
            .and_then(|m| export_module(&cx2, &m).map_err(|e| e.to_string()));
        if via.as_deref() != Ok(direct.as_str()) {
            failures.push(format!("{name}: {:?}", via.err()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
