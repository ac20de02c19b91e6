//! Malformed and unsupported LLVM IR in `tests/malformed/ll`: each file's
//! first line is `; error: LINE:COL: MESSAGE-SUBSTRING`.
//!
//! - A file the reader rejects must fail there, at exactly that position,
//!   with a message containing that text; a message starting with
//!   `unsupported` must come with the unsupported kind.
//! - Every file, whether the reader or the importer rejects it, must fail
//!   `import_module` with an error whose rendered first line is
//!   `FILE:LINE:COL: error: MESSAGE` with that position and text.

use std::path::{Path, PathBuf};

use dxir_dialects::translate::llvm::{import_module, parse, LlErrorKind};

struct Case {
    name: String,
    src: String,
    line: u32,
    col: u32,
    want: String,
}

fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/malformed/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let src = std::fs::read_to_string(path).expect("read");
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?");
            let header = src.lines().next().unwrap_or("");
            let spec = header.strip_prefix("; error: ").unwrap_or_else(|| {
                panic!("{name}: first line must be '; error: LINE:COL: MESSAGE'")
            });
            let mut parts = spec.splitn(3, ':');
            let line: u32 = parts
                .next()
                .and_then(|s| s.trim().parse().ok())
                .expect("LINE");
            let col: u32 = parts
                .next()
                .and_then(|s| s.trim().parse().ok())
                .expect("COL");
            let want = parts.next().expect("MESSAGE").trim().to_string();
            Case {
                name: name.to_string(),
                src,
                line,
                col,
                want,
            }
        })
        .collect()
}

#[test]
fn malformed_inputs_fail_where_their_header_says() {
    let cases = cases();
    assert!(cases.len() >= 60, "only {} malformed inputs", cases.len());
    let mut failures = Vec::new();
    let mut semantic = 0;
    for c in &cases {
        let Case {
            name,
            line,
            col,
            want,
            ..
        } = c;
        let Err(e) = parse(&c.src) else {
            semantic += 1;
            continue;
        };
        let kind_ok = (e.kind == LlErrorKind::Unsupported) == e.message.starts_with("unsupported");
        if e.line != *line || e.col != *col || !e.message.contains(want.as_str()) || !kind_ok {
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
    assert!(semantic >= 20, "only {semantic} inputs reach the importer");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn malformed_inputs_fail_to_import_with_a_located_error() {
    let mut failures = Vec::new();
    for c in cases() {
        let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
        let file = format!("malformed/{}", c.name);
        match import_module(&cx, &c.src, &file) {
            Ok(_) => failures.push(format!("{}: imported, expected an error", c.name)),
            Err(e) => {
                let rendered = e.to_string();
                let first = rendered.lines().next().unwrap_or("");
                let prefix = format!("{file}:{}:{}: error: ", c.line, c.col);
                let ok = first.starts_with(&prefix)
                    && first[prefix.len()..].contains(c.want.as_str())
                    && e.is_unsupported() == c.want.starts_with("unsupported");
                if !ok {
                    failures.push(format!(
                        "{}: got `{first}`, expected `{prefix}...{}...`",
                        c.name, c.want
                    ));
                }
                // The source line and a caret follow.
                if rendered.lines().count() != 3 || !rendered.ends_with('^') {
                    failures.push(format!(
                        "{}: no source line and caret in\n{rendered}",
                        c.name
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
