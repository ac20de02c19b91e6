//! Malformed rule files: each file in `tests/rules_fail/` must fail to load
//! with the error its first line announces:
//!
//! ```text
//! // error: LINE:COL: MESSAGE-SUBSTRING
//! ```
//!
//! The first rendered error must be `PATH:LINE:COL: error: ...`, with
//! `PATH` the name given to the loader, contain the substring, and show the
//! line with a caret.

mod common;

use dxir_rewrites::{load_rules, Builtins};
use std::path::{Path, PathBuf};

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/rules_fail");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    out.sort();
    out
}

/// `(line, col, substring)` from `// error: LINE:COL: SUBSTRING`.
fn expectation(path: &Path, source: &str) -> (u32, u32, String) {
    let first = source.lines().next().unwrap_or("");
    let parse = || {
        let rest = first.strip_prefix("// error: ")?;
        let (line, rest) = rest.split_once(':')?;
        let (col, rest) = rest.split_once(": ")?;
        Some((
            line.parse().ok()?,
            col.parse().ok()?,
            rest.trim().to_string(),
        ))
    };
    parse().unwrap_or_else(|| {
        panic!(
            "{}: first line must be `// error: LINE:COL: MESSAGE`",
            path.display()
        )
    })
}

fn check(path: &Path) -> Result<(), String> {
    let source = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (line, col, want) = expectation(path, &source);
    let name = path.display().to_string();
    let cx = common::cx();
    let err = match load_rules(&cx, &[(&name, &source)], &Builtins::standard()) {
        Ok(_) => return Err(format!("{name}: loaded without error")),
        Err(e) => e,
    };
    let rendered = err.errors[0].to_string();
    let head = rendered.lines().next().unwrap_or("");
    let prefix = format!("{name}:{line}:{col}: error: ");
    if !head.starts_with(&prefix) || !head[prefix.len().min(head.len())..].contains(&want) {
        return Err(format!(
            "{name}: expected `{line}:{col}: ...{want}...`, got:\n{err}"
        ));
    }
    let lines: Vec<&str> = rendered.lines().collect();
    let caret_line = lines.get(2).copied().unwrap_or("");
    if !caret_line.ends_with('^') || caret_line.len() != col as usize + 2 {
        return Err(format!(
            "{name}: the caret is not under column {col}:\n{rendered}"
        ));
    }
    Ok(())
}

#[test]
fn every_malformed_rule_file_fails_where_it_says() {
    let files = files();
    assert!(
        files.len() >= 15,
        "expected at least 15 malformed rule files, found {}",
        files.len()
    );
    let failures: Vec<String> = files.iter().filter_map(|p| check(p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_error_of_a_file_is_reported_in_order() {
    let cx = common::cx();
    let src = "rule a {
  match %r = llvm.mull %x, %y : $T
  rewrite { replace %r with %x }
}
rule b {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with %z }
}
rule a {
  match %r = llvm.add %x, %y : $T
  rewrite { replace %r with %x }
}";
    let err = load_rules(&cx, &[("many.rules", src)], &Builtins::standard()).unwrap_err();
    let heads: Vec<String> = err
        .errors
        .iter()
        .map(|e| format!("{}:{}", e.pos.line, e.pos.col))
        .collect();
    assert_eq!(heads, ["2:14", "7:29", "9:6"]);
}

const VALID: &str = "// Strength reduction and a one-to-many lowering.
rule mul-pow2 benefit 2 {
  match %r = llvm.mul %x, #c : $T
  where is_int($T) && lanes($T) <= 4, #c != 1
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}
rule field {
  match {
    %q = llvm.getelementptr %p, 0, #f {source_type = $S} : (ptr, i32, i32) -> ptr
    %v = llvm.load %q : (ptr) -> <$N x $E>
  }
  where $E in [float, i32], $N >= 1
  let #off = struct_offset($S, #f)
  rewrite {
    %b = llvm.getelementptr(%p, #off : i32) {source_type = type(i8)} -> ptr
    replace %v with llvm.load(%b) {alignment = 4 : i32} -> <$N x $E>
  }
}
";

#[test]
fn truncated_and_damaged_files_give_errors_not_panics() {
    let cx = common::cx();
    let b = Builtins::standard();
    assert!(load_rules(&cx, &[("full", VALID)], &b).is_ok());
    let lines = |s: &str| s.split('\n').count() as u32;
    let check = |text: &str| {
        if let Err(e) = load_rules(&cx, &[("cut", text)], &b) {
            for err in &e.errors {
                assert!(err.pos.line >= 1 && err.pos.line <= lines(text), "{e}");
                assert!(err.pos.col >= 1, "{e}");
            }
        }
    };
    for end in 0..VALID.len() {
        if VALID.is_char_boundary(end) {
            check(&VALID[..end]);
        }
    }
    // Deterministic damage: insert, delete or duplicate at every position.
    let inserts = [
        "{", "}", "(", "\"", "%", "#", "$", "->", ":", "_", "0x", "i0", "<", ",",
    ];
    for at in (0..VALID.len()).filter(|&i| VALID.is_char_boundary(i)) {
        for s in inserts {
            check(&format!("{}{s}{}", &VALID[..at], &VALID[at..]));
        }
        let next = (at + 1..=VALID.len())
            .find(|&i| VALID.is_char_boundary(i))
            .unwrap_or(at);
        check(&format!("{}{}", &VALID[..at], &VALID[next..]));
    }
}

#[test]
fn a_broken_let_does_not_make_its_uses_errors_too() {
    let cx = common::cx();
    let err = common::rule_errors(
        &cx,
        "rule r {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}",
    );
    assert_eq!(err.errors.len(), 1, "{err}");
}
