//! Every malformed input of `tests/malformed/` is its own test (generated
//! by `build.rs`: `cargo test --test malformed NAME` runs one file): `dxir
//! opt` must exit 1 with nothing on stdout and report the error its first
//! line names (`// error: LINE:COL: MESSAGE` for the native format,
//! `; error: LINE:COL: MESSAGE` for `.ll`) at that place.

use std::path::Path;
use std::process::Command;

include!(concat!(env!("OUT_DIR"), "/malformed_cases.rs"));

/// Checks one file, relative to `tests/malformed/`.
fn malformed_file(rel: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/malformed")
        .join(rel);
    let p = path.to_str().expect("a UTF-8 path");
    let text = std::fs::read_to_string(&path).expect("a readable test file");
    let first = text.lines().next().unwrap_or_default();
    let rest = first
        .strip_prefix("// error: ")
        .or_else(|| first.strip_prefix("; error: "))
        .unwrap_or_else(|| panic!("{p}: no `// error: L:C: MSG` (or `; error:`) first line"));
    let (at, message) = rest
        .split_once(": ")
        .unwrap_or_else(|| panic!("{p}: no message after `L:C:`"));
    let mut args = vec!["opt", p];
    if rel.ends_with(".ll") {
        args.push("--emit=ll");
    }
    let o = Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(&args)
        .output()
        .expect("dxir runs");
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{p}: exit code\n{err}");
    let first = err.lines().next().unwrap_or_default();
    let want = format!("{p}:{at}: error: ");
    assert!(
        first.starts_with(&want) && first.contains(message),
        "{p}: expected `{want}...{message}...`, got:\n{err}"
    );
    assert!(o.stdout.is_empty(), "{p}: no output on error");
}

#[test]
fn every_kind_of_malformed_input_has_cases() {
    for dir in ["parse/", "verify/", "ll/"] {
        let n = MALFORMED_FILES
            .iter()
            .filter(|f| f.starts_with(dir))
            .count();
        assert!(n > 0, "no malformed inputs under tests/malformed/{dir}");
    }
    assert!(
        MALFORMED_FILES
            .iter()
            .filter(|f| f.starts_with("ll/"))
            .count()
            >= 60,
        "the .ll reader's malformed inputs are missing"
    );
}
