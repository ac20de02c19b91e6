//! File-check tests: every file under `tests/filecheck/` states how to run
//! `dxir` on it and what the output must contain, in the manner of LLVM's
//! FileCheck (a subset, written here so the tests need only Rust).
//!
//! ```text
//! ; RUN: opt %s --passes=implicit-binding --emit=ll
//! ; CHECK-LABEL: define void @main(
//! ; CHECK: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 [[REG:[0-9]+]]
//! ; CHECK-NEXT: getpointer{{.*}}
//! ; CHECK-NOT: handlefromimplicitbinding
//! ```
//!
//! - `RUN:` gives the `dxir` arguments (`%s` is the file itself; words are
//!   split on spaces, `'...'` quotes one). The command must exit 0 and its
//!   stdout is checked. `RUN-FAIL:` must exit 1 and its stderr is checked.
//! - `RUN(PFX):` checks that run against the `PFX:` lines instead of the
//!   `CHECK:` ones, so one file can hold several runs.
//! - Suffixes: `-NEXT` (the next line), `-SAME` (later on the line of the
//!   previous match), `-NOT` (absent between the previous and the next
//!   match, or the end), `-LABEL` (like a plain check), `-DAG` (a run of
//!   them matches in any order), `-EMPTY` (the next line is empty).
//! - Patterns are literal text with `{{regex}}`, `[[NAME:regex]]` (capture)
//!   and `[[NAME]]` (what was captured).
//!
//! Comments start with `;` in `.ll` files and `//` in `.dxir` files.
//!
//! Each file is its own test, named after its path under `tests/filecheck/`
//! (`build.rs` writes them: `/` becomes `__`, any other character that
//! cannot be in an identifier `_`, so `dxil-cleanup/constants.ll` is
//! `dxil_cleanup__constants_ll`). `cargo test --test filecheck constants`
//! runs the files whose test name contains `constants`; a failure names the
//! file, the `dxir` command and the check that did not match.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use regex::Regex;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CheckKind {
    Plain,
    Next,
    Same,
    Not,
    Label,
    Dag,
    Empty,
}

#[derive(Debug)]
struct Check {
    kind: CheckKind,
    pattern: String,
    line: usize,
}

#[derive(Debug)]
struct Run {
    args: Vec<String>,
    expect_fail: bool,
    prefix: String,
    line: usize,
}

/// Splits a RUN line into words: spaces separate, `'...'` quotes.
fn split_words(s: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(q) => cur.push(q),
                        None => return Err("unterminated quote".into()),
                    }
                }
            }
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            c => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(cur);
    }
    Ok(words)
}

/// The directive text of a comment line, if the line is a comment.
fn comment_body<'a>(line: &'a str, marker: &str) -> Option<&'a str> {
    line.trim_start().strip_prefix(marker).map(str::trim_start)
}

/// The runs of a file and its check lines, each with its prefix.
type Directives = (Vec<Run>, Vec<(String, Check)>);

fn parse_directives(path: &Path, text: &str) -> Result<Directives, String> {
    let marker = if path.extension().is_some_and(|e| e == "ll") {
        ";"
    } else {
        "//"
    };
    let run_re = Regex::new(r"^(RUN|RUN-FAIL)(?:\(([A-Za-z][A-Za-z0-9_-]*)\))?:(.*)$").unwrap();
    let check_re =
        Regex::new(r"^([A-Z][A-Z0-9_]*?)(-NEXT|-SAME|-NOT|-LABEL|-DAG|-EMPTY)?:(.*)$").unwrap();
    let mut runs = Vec::new();
    let mut candidates = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let Some(body) = comment_body(line, marker) else {
            continue;
        };
        if let Some(c) = run_re.captures(body) {
            let args = split_words(c[3].trim())
                .map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?
                .into_iter()
                .map(|w| w.replace("%s", &path.to_string_lossy()))
                .collect();
            runs.push(Run {
                args,
                expect_fail: &c[1] == "RUN-FAIL",
                prefix: c.get(2).map_or("CHECK", |m| m.as_str()).to_string(),
                line: i + 1,
            });
        } else if let Some(c) = check_re.captures(body) {
            let kind = match c.get(2).map(|m| m.as_str()) {
                None => CheckKind::Plain,
                Some("-NEXT") => CheckKind::Next,
                Some("-SAME") => CheckKind::Same,
                Some("-NOT") => CheckKind::Not,
                Some("-LABEL") => CheckKind::Label,
                Some("-DAG") => CheckKind::Dag,
                Some(_) => CheckKind::Empty,
            };
            let raw = &c[3];
            let pattern = raw.strip_prefix(' ').unwrap_or(raw).trim_end().to_string();
            candidates.push((
                c[1].to_string(),
                Check {
                    kind,
                    pattern,
                    line: i + 1,
                },
            ));
        }
    }
    Ok((runs, candidates))
}

/// Turns a check pattern into a regex, substituting captured variables.
/// Returns the regex and the names it defines (capture groups).
fn compile_pattern(
    pattern: &str,
    vars: &HashMap<String, String>,
) -> Result<(Regex, Vec<String>), String> {
    let mut re = String::new();
    let mut defines = Vec::new();
    let mut rest = pattern;
    while !rest.is_empty() {
        let next_re = rest.find("{{");
        let next_var = rest.find("[[");
        let at = match (next_re, next_var) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => {
                re.push_str(&regex::escape(rest));
                break;
            }
        };
        re.push_str(&regex::escape(&rest[..at]));
        rest = &rest[at..];
        if let Some(body) = rest.strip_prefix("{{") {
            let end = body.find("}}").ok_or("unterminated `{{`")?;
            write!(re, "(?:{})", &body[..end]).unwrap();
            rest = &body[end + 2..];
        } else {
            let body = &rest[2..];
            let end = body.find("]]").ok_or("unterminated `[[`")?;
            let inner = &body[..end];
            if let Some((name, sub)) = inner.split_once(':') {
                write!(re, "(?P<{name}>{sub})").unwrap();
                defines.push(name.to_string());
            } else {
                let value = vars
                    .get(inner)
                    .ok_or_else(|| format!("variable `{inner}` used before it is defined"))?;
                re.push_str(&regex::escape(value));
            }
            rest = &body[end + 2..];
        }
    }
    let regex = Regex::new(&re).map_err(|e| format!("bad pattern: {e}"))?;
    Ok((regex, defines))
}

/// A position in the output: a line and a byte column on it.
#[derive(Clone, Copy, Debug)]
struct Pos {
    line: usize,
    col: usize,
}

struct Matcher<'a> {
    lines: Vec<&'a str>,
    vars: HashMap<String, String>,
}

impl Matcher<'_> {
    /// Finds `re` on line `line` from byte `col`; returns the match's end.
    fn find_on(
        &mut self,
        re: &Regex,
        defines: &[String],
        line: usize,
        col: usize,
    ) -> Option<usize> {
        let text = self.lines.get(line)?;
        let caps = re.captures(text.get(col..)?)?;
        for name in defines {
            if let Some(m) = caps.name(name) {
                self.vars.insert(name.clone(), m.as_str().to_string());
            }
        }
        Some(col + caps.get(0).unwrap().end())
    }

    /// The first line at or after `from` (and before `until`) with a match.
    fn find_from(
        &mut self,
        re: &Regex,
        defines: &[String],
        from: Pos,
        until: usize,
    ) -> Option<(usize, usize)> {
        for l in from.line..until.min(self.lines.len()) {
            let col = if l == from.line { from.col } else { 0 };
            if let Some(end) = self.find_on(re, defines, l, col) {
                return Some((l, end));
            }
        }
        None
    }
}

/// Checks `output` against `checks`; the error says which check failed.
fn check_output(output: &str, checks: &[&Check]) -> Result<(), String> {
    let mut m = Matcher {
        lines: output.lines().collect(),
        vars: HashMap::new(),
    };
    let mut pos = Pos { line: 0, col: 0 };
    // The line of the previous positive match (for -NEXT, -SAME, -EMPTY).
    let mut last: Option<usize> = None;
    let mut pending_not: Vec<&Check> = Vec::new();
    let fail = |c: &Check, what: &str, at: Pos, lines: &[&str]| {
        let mut msg = format!("line {}: {:?} `{}`: {what}", c.line, c.kind, c.pattern);
        let from = at.line.min(lines.len());
        msg.push_str("\n  output from there:");
        for l in lines.iter().skip(from).take(8) {
            write!(msg, "\n    | {l}").unwrap();
        }
        msg
    };
    let check_nots = |m: &mut Matcher, nots: &mut Vec<&Check>, from: Pos, to: Pos| {
        for c in nots.drain(..) {
            let (re, defines) = compile_pattern(&c.pattern, &m.vars)?;
            for l in from.line..=to.line.min(m.lines.len().saturating_sub(1)) {
                let start = if l == from.line { from.col } else { 0 };
                let text = m.lines[l];
                let end = if l == to.line { to.col } else { text.len() };
                if let Some(seg) = text.get(start..end.max(start)) {
                    if re.is_match(seg) {
                        let _ = defines;
                        return Err(format!(
                            "line {}: CHECK-NOT `{}` matched output line {}: {text}",
                            c.line,
                            c.pattern,
                            l + 1
                        ));
                    }
                }
            }
        }
        Ok::<(), String>(())
    };
    let mut i = 0;
    while i < checks.len() {
        let c = checks[i];
        match c.kind {
            CheckKind::Not => {
                pending_not.push(c);
                i += 1;
                continue;
            }
            CheckKind::Dag => {
                let group_end = checks[i..]
                    .iter()
                    .position(|c| c.kind != CheckKind::Dag)
                    .map_or(checks.len(), |n| i + n);
                let start = pos;
                let mut furthest = pos;
                let mut used = Vec::new();
                for c in &checks[i..group_end] {
                    let (re, defines) = compile_pattern(&c.pattern, &m.vars)?;
                    let mut from = start;
                    let found = loop {
                        match m.find_from(&re, &defines, from, usize::MAX) {
                            Some((l, _)) if used.contains(&l) => {
                                from = Pos {
                                    line: l + 1,
                                    col: 0,
                                };
                            }
                            other => break other,
                        }
                    };
                    let (l, end) = found.ok_or_else(|| fail(c, "no match", start, &m.lines))?;
                    used.push(l);
                    if (l, end) > (furthest.line, furthest.col) {
                        furthest = Pos { line: l, col: end };
                    }
                }
                check_nots(&mut m, &mut pending_not, pos, start)?;
                pos = furthest;
                last = Some(pos.line);
                i = group_end;
                continue;
            }
            _ => {}
        }
        let (re, defines) = compile_pattern(&c.pattern, &m.vars)?;
        let found = match c.kind {
            CheckKind::Plain | CheckKind::Label => m.find_from(&re, &defines, pos, usize::MAX),
            CheckKind::Next => {
                let want = last.map_or(0, |l| l + 1);
                m.find_on(&re, &defines, want, 0).map(|end| (want, end))
            }
            CheckKind::Same => {
                let l = last.ok_or_else(|| fail(c, "no previous match", pos, &m.lines))?;
                m.find_on(&re, &defines, l, pos.col).map(|end| (l, end))
            }
            CheckKind::Empty => {
                let want = last.map_or(0, |l| l + 1);
                (m.lines.get(want).is_some_and(|s| s.trim().is_empty())).then_some((want, 0))
            }
            CheckKind::Not | CheckKind::Dag => unreachable!("handled above"),
        };
        let (l, end) = found.ok_or_else(|| fail(c, "no match", pos, &m.lines))?;
        let here = Pos { line: l, col: end };
        check_nots(&mut m, &mut pending_not, pos, Pos { line: l, col: 0 })?;
        pos = here;
        last = Some(l);
        i += 1;
    }
    let end = Pos {
        line: m.lines.len().saturating_sub(1),
        col: m.lines.last().map_or(0, |l| l.len()),
    };
    check_nots(&mut m, &mut pending_not, pos, end)
}

fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let (runs, candidates) = parse_directives(path, &text)?;
    if runs.is_empty() {
        return Err("no RUN: line".into());
    }
    for run in &runs {
        let checks: Vec<&Check> = candidates
            .iter()
            .filter(|(p, _)| *p == run.prefix)
            .map(|(_, c)| c)
            .collect();
        if checks.is_empty() {
            return Err(format!(
                "RUN at line {} has no `{}:` checks",
                run.line, run.prefix
            ));
        }
        let out = Command::new(env!("CARGO_BIN_EXE_dxir"))
            .args(&run.args)
            .output()
            .map_err(|e| format!("cannot run dxir: {e}"))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code();
        let (want, checked) = if run.expect_fail {
            (Some(1), &stderr)
        } else {
            (Some(0), &stdout)
        };
        if code != want {
            return Err(format!(
                "RUN at line {} (dxir {}) exited with {code:?}, expected {want:?}\nstderr:\n{stderr}",
                run.line,
                run.args.join(" ")
            ));
        }
        check_output(checked, &checks).map_err(|e| {
            format!(
                "RUN at line {} (dxir {}): {e}",
                run.line,
                run.args.join(" ")
            )
        })?;
    }
    Ok(())
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll" || x == "dxir") {
            out.push(p);
        }
    }
}

fn filecheck_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filecheck")
}

/// Runs one file-check file, `rel` being its path under `tests/filecheck/`;
/// a failure names the file.
fn filecheck_file(rel: &str) {
    let path = filecheck_root().join(rel);
    if let Err(e) = run_file(&path) {
        panic!("tests/filecheck/{rel}: {e}");
    }
}

// One `#[test]` per file, written by `build.rs`, and `FILECHECK_FILES`.
include!(concat!(env!("OUT_DIR"), "/filecheck_cases.rs"));

/// The generated tests are exactly the files on disk: a file added under
/// `tests/filecheck/` becomes a test (cargo reruns `build.rs`), and none is
/// left out or stale.
#[test]
fn generated_tests_match_the_directory() {
    let root = filecheck_root();
    let mut files = Vec::new();
    collect(&root, &mut files);
    let mut on_disk: Vec<String> = files
        .iter()
        .map(|p| {
            p.strip_prefix(&root)
                .unwrap()
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/")
        })
        .collect();
    on_disk.sort();
    assert!(
        !on_disk.is_empty(),
        "no file-check tests under {}",
        root.display()
    );
    assert_eq!(
        FILECHECK_FILES, on_disk,
        "the generated file-check tests differ from the files under tests/filecheck/"
    );
}

#[cfg(test)]
mod harness_tests {
    use super::*;

    fn checks(src: &str) -> Vec<Check> {
        parse_directives(Path::new("t.ll"), src)
            .unwrap()
            .1
            .into_iter()
            .map(|(_, c)| c)
            .collect()
    }

    fn run(out: &str, src: &str) -> Result<(), String> {
        let cs = checks(src);
        check_output(out, &cs.iter().collect::<Vec<_>>())
    }

    #[test]
    fn plain_next_same_not() {
        let out = "a 1\nb 2\nc 3\n";
        assert!(run(out, "; CHECK: a\n; CHECK-NEXT: b\n; CHECK-SAME: 2\n").is_ok());
        assert!(run(out, "; CHECK: a\n; CHECK-NEXT: c\n").is_err());
        assert!(run(out, "; CHECK: b\n; CHECK: a\n").is_err());
        assert!(run(out, "; CHECK: a\n; CHECK-NOT: b\n; CHECK: c\n").is_err());
        assert!(run(out, "; CHECK: a\n; CHECK-NOT: z\n; CHECK: c\n").is_ok());
        assert!(run(out, "; CHECK: c\n; CHECK-NOT: a\n").is_ok());
        assert!(run(out, "; CHECK-NOT: c\n").is_err());
    }

    #[test]
    fn regex_and_variables() {
        let out = "%5 = add %3\nuse %5\n";
        assert!(run(out, "; CHECK: [[X:%[0-9]+]] = add\n; CHECK: use [[X]]\n").is_ok());
        assert!(run(
            out,
            "; CHECK: [[X:%[0-9]+]] = add {{%[0-9]}}\n; CHECK: use [[X]]x\n"
        )
        .is_err());
        assert!(run(out, "; CHECK: use [[Y]]\n").is_err());
        // Literal text is not a regex.
        assert!(run("a.b\n", "; CHECK: a.b\n").is_ok());
        assert!(run("axb\n", "; CHECK: a.b\n").is_err());
    }

    #[test]
    fn dag_and_empty() {
        let out = "x\nb\na\n\nz\n";
        assert!(run(
            out,
            "; CHECK: x\n; CHECK-DAG: a\n; CHECK-DAG: b\n; CHECK-EMPTY:\n"
        )
        .is_ok());
        assert!(run(out, "; CHECK: x\n; CHECK-DAG: q\n").is_err());
        assert!(run(out, "; CHECK: z\n; CHECK-EMPTY:\n").is_err());
    }

    #[test]
    fn run_lines_and_prefixes() {
        let (runs, cs) = parse_directives(
            Path::new("t.dxir"),
            "// RUN: opt %s --emit=ll\n// RUN-FAIL(ERR): opt 'a b'\n// ERR: error\n",
        )
        .unwrap();
        assert_eq!(runs.len(), 2);
        assert_eq!(runs[0].args, ["opt", "t.dxir", "--emit=ll"]);
        assert!(runs[1].expect_fail);
        assert_eq!(runs[1].prefix, "ERR");
        assert_eq!(runs[1].args, ["opt", "a b"]);
        assert_eq!(cs[0].0, "ERR");
    }
}
