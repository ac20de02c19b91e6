//! The resource kinds clang 22 cannot write yet (textures, samplers,
//! atomics, descriptor heaps), given in LLVM main's intrinsic forms
//! (`tests/filecheck/resource-kinds/`) and as `hl` ops
//! (`tests/filecheck/lower-hl/textures.dxir`): each lowers to the same
//! bytes with either engine and any thread count, and LLVM 22's `llvm-as`
//! accepts the result. The FileCheck files themselves check what the
//! output says.

use dxir::dialects::llvm_tools::{assemble, tool_for_test};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The inputs: every file of `resource-kinds/` that is not an error case,
/// and the `hl` form.
fn inputs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filecheck");
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("resource-kinds"))
        .expect("tests/filecheck/resource-kinds")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "ll")
                && !p
                    .file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("err_"))
        })
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{files:?}");
    files.push(root.join("lower-hl/textures.dxir"));
    files
}

/// The options of the file's first `RUN: lower %s ...` line, after `%s`.
fn run_options(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("a readable input");
    let line = text
        .lines()
        .find_map(|l| {
            l.trim_start_matches(['/', ';', ' '])
                .strip_prefix("RUN: lower %s")
        })
        .unwrap_or_else(|| panic!("{}: no `RUN: lower %s` line", path.display()));
    line.split_whitespace().map(str::to_string).collect()
}

fn lower(path: &Path, extra: &[&str]) -> String {
    let mut args = vec!["lower".to_string(), path.display().to_string()];
    args.extend(run_options(path));
    args.extend(extra.iter().map(|s| s.to_string()));
    let out = Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(&args)
        .output()
        .expect("dxir runs");
    assert!(
        out.status.success(),
        "dxir {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn new_resource_kinds_lower_the_same_with_both_engines_and_any_thread_count() {
    for path in inputs() {
        let base = lower(&path, &["--engine", "greedy", "--threads", "1"]);
        for extra in [
            ["--engine", "egraph", "--threads", "1"],
            ["--engine", "greedy", "--threads", "2"],
            ["--engine", "egraph", "--threads", "2"],
        ] {
            assert_eq!(
                base,
                lower(&path, &extra),
                "{}: output differs with {extra:?}",
                path.display()
            );
        }
    }
}

#[test]
fn llvm_as_accepts_the_new_resource_kinds() {
    let Some(tool) = tool_for_test("llvm-as", "llvm_as_accepts_the_new_resource_kinds") else {
        return;
    };
    for path in inputs() {
        let text = lower(&path, &[]);
        if let Err(e) = assemble(&tool, &text) {
            panic!("{}: llvm-as rejects the output: {e}", path.display());
        }
    }
}
