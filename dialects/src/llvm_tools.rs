//! Finding LLVM 22's command-line tools, for interop tests and benchmarks.
//!
//! Tests that compare dxir with LLVM need `llvm-as`, `llvm-dis` or `opt`.
//! On a machine without them such a test skips with a visible message,
//! unless `DXIR_REQUIRE_LLVM=1` is set (CI sets it), which turns the skip
//! into a failure.

use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Where LLVM 22's tools live: `$LLVM_BIN`, then Debian's
/// `/usr/lib/llvm-22/bin`, then `NAME-22` and `NAME` on `PATH` (only if
/// they report version 22).
pub fn find_tool(name: &str) -> Option<PathBuf> {
    let dirs = std::env::var_os("LLVM_BIN")
        .map(PathBuf::from)
        .into_iter()
        .chain([PathBuf::from("/usr/lib/llvm-22/bin")]);
    for dir in dirs {
        let p = dir.join(name);
        if p.is_file() {
            return Some(p);
        }
    }
    [format!("{name}-22"), name.to_string()]
        .into_iter()
        .map(PathBuf::from)
        .find(is_llvm_22)
}

fn is_llvm_22(tool: &PathBuf) -> bool {
    Command::new(tool)
        .arg("--version")
        .stderr(Stdio::null())
        .output()
        .is_ok_and(|o| {
            o.status.success() && String::from_utf8_lossy(&o.stdout).contains("version 22")
        })
}

/// Whether a missing tool must fail the run (`DXIR_REQUIRE_LLVM=1`).
pub fn llvm_required() -> bool {
    std::env::var("DXIR_REQUIRE_LLVM").is_ok_and(|v| v == "1")
}

/// The tool for a test: `Some(path)`, or `None` after printing a visible
/// skip message.
///
/// # Panics
/// When the tool is missing and [`llvm_required`] is true: the test that
/// asked must fail rather than skip.
pub fn tool_for_test(name: &str, test: &str) -> Option<PathBuf> {
    match find_tool(name) {
        Some(p) => Some(p),
        None if llvm_required() => {
            panic!("{test}: LLVM 22's `{name}` is required (DXIR_REQUIRE_LLVM=1) but was not found")
        }
        None => {
            eprintln!(
                "skipped: {test}: LLVM 22's `{name}` not found (set LLVM_BIN or install llvm-22)"
            );
            None
        }
    }
}

/// Runs `llvm-as` (found at `tool`) on `text`: `Ok(())` when it accepts
/// it, otherwise its diagnostics. The text is written from another thread
/// so a large module cannot deadlock the pipes.
pub fn assemble(tool: &std::path::Path, text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut child = Command::new(tool)
        .args(["-", "-o", "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let bytes = text.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        // A tool that stops reading early reports why on stderr.
        let _ = stdin.write_all(&bytes);
    });
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{} did not finish: {e}", tool.display()))?;
    let _ = writer.join();
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
