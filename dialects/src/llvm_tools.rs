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
