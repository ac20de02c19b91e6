//! Malformed inputs: each file in `tests/malformed/parse/` must fail to
//! parse with the error its first line announces:
//!
//! ```text
//! // error: LINE:COL: MESSAGE-SUBSTRING
//! ```
//!
//! The rendered error's first line must be `PATH:LINE:COL: error: ...` with
//! `PATH` the path given to the parser, and contain the substring.

mod common;

use dxir_ir::{
    parse_module, print_module, Arity, Context, Dialect, DialectRegistry, OpDef, Traits, SAME_TYPE,
    TERMINATOR,
};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// Custom forms that some files use.
static TEST: Dialect = Dialect {
    name: "test",
    summary: "ops with custom forms for the malformed-input tests",
    ops: &[
        OpDef {
            operands: Arity::AtLeast(0),
            results: Arity::AtLeast(0),
            syntax: Some(&SAME_TYPE),
            ..OpDef::base("test.add", "adds")
        },
        OpDef {
            operands: Arity::AtLeast(0),
            successors: Arity::AtLeast(0),
            traits: Traits::TERMINATOR,
            syntax: Some(&TERMINATOR),
            ..OpDef::base("test.ret", "returns")
        },
    ],
};

fn files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/malformed/parse");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "dxir"))
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
    let cx = Context::with_registry(DialectRegistry::new().with(&TEST).expect("registers"));
    let err = match parse_module(&cx, &source, &name) {
        Ok(_) => return Err(format!("{name}: parsed without error")),
        Err(e) => e,
    };
    let rendered = err.to_string();
    let head = rendered.lines().next().unwrap_or("");
    let prefix = format!("{name}:{line}:{col}: error: ");
    if !head.starts_with(&prefix) || !head[prefix.len().min(head.len())..].contains(&want) {
        return Err(format!(
            "{name}: expected `{line}:{col}: ...{want}...`, got:\n{rendered}"
        ));
    }
    // The caret line points at the column.
    let lines: Vec<&str> = rendered.lines().collect();
    if lines.len() != 3 || !lines[2].ends_with('^') {
        return Err(format!("{name}: rendering is not three lines:\n{rendered}"));
    }
    Ok(())
}

#[test]
fn every_malformed_file_fails_where_it_says() {
    let files = files();
    assert!(
        files.len() >= 15,
        "expected at least 15 malformed inputs, found {}",
        files.len()
    );
    let failures: Vec<String> = files.iter().filter_map(|p| check(p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn truncations_of_a_valid_file_never_panic() {
    // Every prefix of a valid module is either valid or a located error.
    let src = "module attributes {a = 1 : i32}
type %S = {i32, <4 x float>}
\"test.global\"() {sym_name = \"g\", v = \"s\\0A\"} : () -> ()
func @decl(i32, ...) -> float
func @f(%a: i32, %b: %S) -> i32 attributes {k = [1.5 : double, 0xH3C00 : half]} {
  %0 = test.add %a, %a : i32
  \"test.br\"() [^bb1(%0)] : () -> ()
^bb1(%x: i32):
  %r = \"test.region\"(%x) ({
  ^bb0(%y: i32):
    \"test.yield\"(%y) : (i32) -> ()
  }) : (i32) -> i32
  test.ret %r : i32
}
";
    let cx = Context::with_registry(DialectRegistry::new().with(&TEST).expect("registers"));
    assert!(parse_module(&cx, src, "full").is_ok());
    for end in 0..src.len() {
        if !src.is_char_boundary(end) {
            continue;
        }
        let prefix = &src[..end];
        if let Err(e) = parse_module(&cx, prefix, "cut") {
            let lines = prefix.split('\n').count() as u32;
            assert!(e.line >= 1 && e.line <= lines, "{e}");
        }
    }
}

/// A cut, a deletion, a duplication or an insertion of odd bytes.
#[derive(Clone, Debug)]
enum Mutation {
    Truncate(usize),
    Delete(usize, usize),
    Duplicate(usize, usize),
    Insert(usize, String),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), 1usize..8).prop_map(|(a, n)| Mutation::Delete(a, n)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Mutation::Duplicate(a, n)),
        (
            any::<usize>(),
            prop_oneof![
                Just("{".to_string()),
                Just("}".to_string()),
                Just("(".to_string()),
                Just("\"".to_string()),
                Just("%".to_string()),
                Just("^bb9".to_string()),
                Just("-> ".to_string()),
                Just("0x".to_string()),
                Just(": i0".to_string()),
                "[ -~]{1,4}",
            ]
        )
            .prop_map(|(a, s)| Mutation::Insert(a, s)),
    ]
}

fn apply(text: &str, m: &Mutation) -> String {
    let at = |i: usize| {
        let mut i = i % (text.len() + 1);
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    match m {
        Mutation::Truncate(i) => text[..at(*i)].to_string(),
        Mutation::Delete(i, n) => {
            let a = at(*i);
            let b = at(a + n);
            format!("{}{}", &text[..a], &text[b.max(a)..])
        }
        Mutation::Duplicate(i, n) => {
            let a = at(*i);
            let b = at(a + n).max(a);
            format!("{}{}", &text[..b], &text[a..])
        }
        Mutation::Insert(i, s) => {
            let a = at(*i);
            format!("{}{}{}", &text[..a], s, &text[a..])
        }
    }
}

proptest! {
    #![proptest_config(common::config(256))]

    /// Damaged text never panics the parser: it parses, or gives an error
    /// inside the text.
    #[test]
    fn damaged_text_gives_errors_not_panics(
        r in common::gen::module_r(),
        ms in proptest::collection::vec(mutation(), 1..4),
    ) {
        let cx = common::gen::test_context();
        let text = print_module(&cx, &common::gen::build_module(&cx, &r));
        let mut damaged = text;
        for m in &ms {
            damaged = apply(&damaged, m);
        }
        let cx2 = common::gen::test_context();
        match parse_module(&cx2, &damaged, "damaged.dxir") {
            Ok(m) => {
                // What parses prints and parses again.
                let again = print_module(&cx2, &m);
                prop_assert!(parse_module(&common::gen::test_context(), &again, "x").is_ok());
            }
            Err(e) => {
                let lines = damaged.split('\n').count() as u32;
                prop_assert!(e.line >= 1 && e.line <= lines, "{}", e);
                prop_assert!(e.col >= 1);
            }
        }
    }
}
