//! Malformed and unsupported LLVM IR in `tests/malformed/ll`: each file's
//! first line is `; error: LINE:COL: MESSAGE-SUBSTRING`, and parsing it must
//! fail at exactly that position with a message containing that text. A
//! message starting with `unsupported` must come with the unsupported kind.

use std::path::{Path, PathBuf};

use dxir_dialects::translate::llvm::{parse, LlErrorKind};

#[test]
fn malformed_inputs_fail_where_their_header_says() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/malformed/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "only {} malformed inputs", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read_to_string(path).expect("read");
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        let header = src.lines().next().unwrap_or("");
        let spec = header
            .strip_prefix("; error: ")
            .unwrap_or_else(|| panic!("{name}: first line must be '; error: LINE:COL: MESSAGE'"));
        let mut parts = spec.splitn(3, ':');
        let line: u32 = parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .expect("LINE");
        let col: u32 = parts
            .next()
            .and_then(|s| s.trim().parse().ok())
            .expect("COL");
        let want = parts.next().expect("MESSAGE").trim();
        match parse(&src) {
            Ok(_) => failures.push(format!("{name}: parsed, expected {line}:{col}: {want}")),
            Err(e) => {
                let kind_ok =
                    (e.kind == LlErrorKind::Unsupported) == e.message.starts_with("unsupported");
                if e.line != line || e.col != col || !e.message.contains(want) || !kind_ok {
                    failures.push(format!(
                        "{name}: got {e} ({:?}), expected {line}:{col}: {want}",
                        e.kind
                    ));
                }
                if want.starts_with("unsupported") && e.kind != LlErrorKind::Unsupported {
                    failures.push(format!(
                        "{name}: expected the unsupported kind, got {:?}",
                        e.kind
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
