//! Tests of the `dxir` binary: exit codes, diagnostics, output, and the
//! files and printouts of the instrumentation flags.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// Runs `dxir` with `args`, feeding `stdin`.
fn dxir(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the dxir binary starts");
    // dxir reads all of stdin before writing anything, so this cannot
    // deadlock. It may exit without reading (bad flags): ignore the broken
    // pipe then.
    let mut pipe = child.stdin.take().expect("piped stdin");
    if let Err(e) = pipe.write_all(stdin.as_bytes()) {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "writing stdin: {e}"
        );
    }
    drop(pipe);
    child.wait_with_output().expect("dxir finishes")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("UTF-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("UTF-8 diagnostics")
}

/// Asserts success and returns stdout.
fn ok(o: Output) -> String {
    assert!(
        o.status.success(),
        "dxir failed ({:?}):\n{}",
        o.status,
        stderr(&o)
    );
    stdout(&o)
}

/// A fresh directory for one test under Cargo's scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// Writes `text` to `name` in a fresh scratch directory.
fn input_file(test: &str, text: &str) -> PathBuf {
    let path = scratch(test).join("in.dxir");
    std::fs::write(&path, text).expect("input written");
    path
}

/// A function with a repeated expression (also in a block the first one
/// dominates), a constant written twice and dead ops.
const SMALL: &str = r#"func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %k = "llvm.constant"() {value = 7 : i32} : () -> i32
  %0 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  %1 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  %2 = "llvm.mul"(%0, %1) : (i32, i32) -> i32
  %dead = "llvm.sub"(%2, %a) : (i32, i32) -> i32
  "llvm.cond_br"(%c) [^then(%2), ^join(%k)] : (i1) -> ()
^then(%x: i32):
  %k2 = "llvm.constant"() {value = 7 : i32} : () -> i32
  %3 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  %4 = "llvm.xor"(%3, %x) : (i32, i32) -> i32
  %5 = "llvm.mul"(%4, %k2) : (i32, i32) -> i32
  %6 = "llvm.shl"(%5, %dead) : (i32, i32) -> i32
  "llvm.br"() [^join(%5)] : () -> ()
^join(%r: i32):
  "llvm.ret"(%r) : (i32) -> ()
}
"#;

/// [`SMALL`] after `cse,dce`, in the same (generic) form. Tests compare
/// after printing both, so they do not depend on which ops have custom
/// forms.
const SMALL_CSE_DCE: &str = r#"func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %k = "llvm.constant"() {value = 7 : i32} : () -> i32
  %0 = "llvm.add"(%a, %b) : (i32, i32) -> i32
  %2 = "llvm.mul"(%0, %0) : (i32, i32) -> i32
  "llvm.cond_br"(%c) [^then(%2), ^join(%k)] : (i1) -> ()
^then(%x: i32):
  %4 = "llvm.xor"(%0, %x) : (i32, i32) -> i32
  %5 = "llvm.mul"(%4, %k) : (i32, i32) -> i32
  "llvm.br"() [^join(%5)] : () -> ()
^join(%r: i32):
  "llvm.ret"(%r) : (i32) -> ()
}
"#;

/// `text` as `dxir opt` prints it.
fn canonical(text: &str) -> String {
    ok(dxir(&["opt", "-"], text))
}

#[test]
fn round_trip_is_stable() {
    let once = ok(dxir(&["opt", "-"], SMALL));
    let twice = ok(dxir(&["opt", "-"], &once));
    assert_eq!(once, twice);
}

#[test]
fn cse_then_dce_gives_the_expected_output() {
    let out = ok(dxir(&["opt", "-", "--passes=cse,dce"], SMALL));
    assert_eq!(out, canonical(SMALL_CSE_DCE));
    assert_ne!(out, canonical(SMALL));
}

#[test]
fn output_goes_to_the_file_given_by_o() {
    let path = input_file("output_file", SMALL);
    let out = path.with_file_name("out.dxir");
    let o = dxir(
        &[
            "opt",
            path.to_str().unwrap(),
            "--passes=cse,dce",
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(ok(o), "");
    assert_eq!(
        std::fs::read_to_string(out).unwrap(),
        canonical(SMALL_CSE_DCE)
    );
}

/// Whether `text` writes an op of the parser tests' own `test` dialect in
/// custom form, which only `ir/tests/malformed.rs` registers.
fn uses_test_dialect(text: &str) -> bool {
    text.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("test.") || l.contains("= test.")
    })
}

/// The files of `dir` (if it exists) with extension `ext` whose first
/// line is `// error: LINE:COL: MESSAGE`, with those three parts; files
/// that need the `test` dialect are left out.
fn malformed_cases_with(dir: &Path, ext: &str) -> Vec<(PathBuf, String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut cases: Vec<_> = entries
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .filter_map(|p| {
            let text = std::fs::read_to_string(&p).expect("a readable test file");
            if uses_test_dialect(&text) {
                return None;
            }
            let first = text.lines().next().unwrap_or_default();
            let rest = first
                .strip_prefix("// error: ")
                .unwrap_or_else(|| panic!("{}: no `// error: L:C: MSG` line", p.display()));
            let (at, message) = rest
                .split_once(": ")
                .unwrap_or_else(|| panic!("{}: no message after `L:C:`", p.display()));
            Some((p, at.to_string(), message.to_string()))
        })
        .collect();
    cases.sort();
    cases
}

#[test]
fn unknown_pass_names_exit_1_with_a_suggestion() {
    let o = dxir(&["opt", "-", "--passes=cse,dec"], SMALL);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "dxir: error: unknown pass `dec`; did you mean `dce`?\n"
    );
    let o = dxir(&["opt", "-", "--passes=cse,,dce"], SMALL);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "dxir: error: empty pass name at position 2 of the pipeline\n"
    );
    let o = dxir(&["opt", "-", "--print-after=csee"], SMALL);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("did you mean `cse`?"));
}

#[test]
fn bad_flags_and_missing_files_exit_1() {
    let o = dxir(&["opt", "-", "--no-such-flag"], SMALL);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("--no-such-flag"));
    let o = dxir(&["opt", "-", "--threads", "0"], SMALL);
    assert_eq!(o.status.code(), Some(1));
    let o = dxir(&["opt", "/no/such/file.dxir"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("dxir: error: cannot read /no/such/file.dxir: "));
    let o = dxir(&["--help"], "");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn dump_dir_writes_the_input_and_each_pass() {
    let dir = scratch("dump_dir").join("dumps");
    let out = ok(dxir(
        &[
            "opt",
            "-",
            "--passes=cse,dce",
            "--dump-dir",
            dir.to_str().unwrap(),
        ],
        SMALL,
    ));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(files, ["00-input.dxir", "01-cse.dxir", "02-dce.dxir"]);
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    assert_eq!(read("00-input.dxir"), canonical(SMALL));
    assert_eq!(read("02-dce.dxir"), out);
    assert_ne!(read("01-cse.dxir"), read("02-dce.dxir"));
}

/// `--print-changed` prints after the passes that changed the module and
/// says which did not; `--dump-dir` marks the dump of such a pass with the
/// dump it equals.
#[test]
fn unchanged_passes_are_named_not_printed() {
    let o = dxir(
        &["opt", "-", "--passes=cse,dce,dce", "--print-changed"],
        SMALL,
    );
    let err = stderr(&o);
    let out = ok(o);
    assert!(
        err.contains("// -----// IR after pass 2 `dce` //----- //\n"),
        "{err}"
    );
    assert!(
        err.ends_with("// -----// IR after pass 3 `dce`: unchanged, not printed //----- //\n"),
        "{err}"
    );
    assert_eq!(err.matches(&out).count(), 1, "{err}");
    let dir = scratch("dump_dir_unchanged").join("dumps");
    ok(dxir(
        &[
            "opt",
            "-",
            "--passes=cse,dce,dce",
            "--dump-dir",
            dir.to_str().unwrap(),
        ],
        SMALL,
    ));
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    assert_eq!(
        read("03-dce.dxir"),
        format!("// unchanged by `dce`: the same module as 02-dce.dxir\n{out}")
    );
    assert!(!read("02-dce.dxir").starts_with("// unchanged"));
}

#[test]
fn print_after_names_one_pass() {
    let o = dxir(
        &["opt", "-", "--passes=cse,dce", "--print-after=cse"],
        SMALL,
    );
    let err = stderr(&o);
    let out = ok(o);
    assert!(err.starts_with("// -----// IR after pass 1 `cse` //----- //\n"));
    assert_eq!(err.matches("IR after pass").count(), 1, "{err}");
    // After cse the dead op is still there; the final output lacks it.
    assert!(err.len() > out.len());
}

#[test]
fn print_after_all_and_time_passes_write_to_stderr() {
    let o = dxir(
        &[
            "opt",
            "-",
            "--passes=cse,dce",
            "--print-after-all",
            "--time-passes",
            "--verify-each",
        ],
        SMALL,
    );
    let err = stderr(&o);
    let out = ok(o);
    assert_eq!(out, canonical(SMALL_CSE_DCE));
    assert!(err.contains("IR after pass 1 `cse`") && err.contains("IR after pass 2 `dce`"));
    let table: Vec<&str> = err.lines().rev().take(3).collect();
    assert!(table[0].contains("total"), "{err}");
    assert!(
        table[1].contains("dce") && table[2].contains("cse"),
        "{err}"
    );
}

#[test]
fn output_does_not_depend_on_the_thread_count_at_scale() {
    let cx = dxir::context();
    let module = dxir::testgen::big_module(&cx, 1200, 100);
    let input = dxir::print_module(&cx, &module);
    let path = scratch("determinism").join("big.dxir");
    std::fs::write(&path, &input).unwrap();
    let run = |threads: &str| {
        ok(dxir(
            &[
                "opt",
                path.to_str().unwrap(),
                "--passes=cse,dce",
                "--threads",
                threads,
            ],
            "",
        ))
    };
    let one = run("1");
    let two = run("2");
    assert!(one == two, "output differs between 1 and 2 threads");
    assert_ne!(one, input, "cse,dce changed nothing");
    assert!(one.len() < input.len() * 9 / 10, "cse,dce removed little");
}

/// The code blocks of the README's `## Example` section, in order.
fn readme_example_blocks() -> Vec<String> {
    let readme = include_str!("../README.md");
    let section = readme
        .split("\n## Example\n")
        .nth(1)
        .expect("the README has an Example section");
    let section = section.split("\n## ").next().unwrap_or(section);
    section
        .split("```")
        .skip(1)
        .step_by(2)
        .map(|b| {
            b.trim_start_matches(|c| c != '\n')
                .trim_start_matches('\n')
                .to_string()
        })
        .collect()
}

#[test]
fn readme_example_is_what_dxir_prints() {
    let blocks = readme_example_blocks();
    let out = ok(dxir(&["opt", "-", "--passes=cse,dce"], &blocks[0]));
    assert_eq!(out, blocks[1]);
}

#[test]
fn ops_prints_one_op_in_full() {
    let out = ok(dxir(&["ops", "bufferLoad"], ""));
    assert!(out.starts_with("dxil.bufferLoad (opcode 68)\n"), "{out}");
    assert!(out.contains("class:      bufferLoad"), "{out}");
    assert!(out.contains("resret.f32"), "{out}");
    assert!(out.contains("all stages"), "{out}");
    // By opcode, and with a version whose overloads grew.
    let out = ok(dxir(&["ops", "140"], ""));
    assert!(out.starts_with("dxil.rawBufferStore (opcode 140)"), "{out}");
    assert!(out.contains("DXIL 1.3+"), "{out}");
    // Case aside, the one op so named; a misspelling gets the near name.
    let out = ok(dxir(&["ops", "fmad"], ""));
    assert!(out.starts_with("dxil.fMad (opcode 46)"), "{out}");
    let o = dxir(&["ops", "fmadd"], "");
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no DXIL op is named `fmadd`; did you mean `FMad`?"),
        "{err}"
    );
}

#[test]
fn ops_lists_only_what_a_version_and_stage_allow() {
    let listed = |args: &[&str]| -> Vec<String> {
        ok(dxir(args, ""))
            .lines()
            .skip(1)
            .filter_map(|l| l.split_whitespace().nth(1).map(str::to_string))
            .collect()
    };
    let vs10 = listed(&["ops", "--dxil-version", "1.0", "--stage", "vertex"]);
    assert!(vs10.iter().any(|n| n == "dxil.bufferLoad"));
    assert!(vs10.iter().any(|n| n == "dxil.createHandle"));
    // New in DXIL 1.6, and a pixel-only derivative.
    assert!(!vs10.iter().any(|n| n == "dxil.createHandleFromBinding"));
    assert!(!vs10.iter().any(|n| n.starts_with("dxil.derivCoarse")));
    let cs16 = listed(&["ops", "--dxil-version", "1.6", "--stage", "compute"]);
    assert!(cs16.iter().any(|n| n == "dxil.createHandleFromBinding"));
    // Removed at 1.6.
    assert!(!cs16.iter().any(|n| n == "dxil.createHandle"));
    assert!(listed(&["ops"]).len() > cs16.len());
}

#[test]
fn ops_lists_every_op_and_filters_hctdb_rows() {
    let listed = |args: &[&str]| -> Vec<String> {
        ok(dxir(args, ""))
            .lines()
            .skip(1)
            .filter_map(|l| l.split_whitespace().nth(1).map(str::to_string))
            .collect()
    };
    // Every op has stages now, so the unfiltered list has them all.
    assert_eq!(listed(&["ops"]).len(), 258);
    // 80 of DXIL.td's rows and 85 of hctdb's.
    let cs16 = listed(&["ops", "--dxil-version", "1.6", "--stage", "cs"]);
    assert_eq!(cs16.len(), 165);
    assert!(cs16.iter().any(|n| n == "dxil.createHandleFromHeap"));
    assert!(cs16.iter().any(|n| n == "dxil.sampleBias"));
    let cs15 = listed(&["ops", "--dxil-version", "1.5", "--stage", "compute"]);
    assert!(!cs15.iter().any(|n| n == "dxil.sampleBias"));
    assert!(cs15.iter().any(|n| n == "dxil.sampleLevel"));
    let node = listed(&["ops", "--dxil-version", "1.8", "--stage", "node"]);
    assert!(node.iter().any(|n| n == "dxil.getNodeRecordPtr"));
    assert!(!node.iter().any(|n| n == "dxil.emitStream"));
    let out = ok(dxir(&["ops", "SampleCmpLevel"], ""));
    assert!(out.contains("DXIL 1.7+: resret.f16, resret.f32"), "{out}");
    assert!(out.contains("source:     DXC's hctdb"), "{out}");
    let out = ok(dxir(&["ops", "WaveReadLaneFirst"], ""));
    assert!(out.contains("properties: Wave"), "{out}");
}

#[test]
fn ops_rejects_unknown_names_versions_and_stages() {
    let o = dxir(&["ops", "BufferLod"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("did you mean `BufferLoad`?"),
        "{}",
        stderr(&o)
    );
    for args in [
        &["ops", "--dxil-version", "2.x"][..],
        &["ops", "--stage", "geometryish"][..],
    ] {
        let o = dxir(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        assert!(stderr(&o).starts_with("dxir: error:"), "{}", stderr(&o));
    }
}

#[test]
fn rules_check_reports_each_malformed_rule_file_at_its_location() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules_fail");
    let cases = malformed_cases_with(&dir, "rules");
    assert!(
        cases.len() >= 15,
        "expected at least 15 malformed rule files"
    );
    for (path, at, message) in cases {
        let p = path.to_str().unwrap();
        let o = dxir(&["rules", "check", p], "");
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{p}: exit code\n{err}");
        let first = err.lines().next().unwrap_or_default();
        let want = format!("{p}:{at}: error: ");
        assert!(
            first.starts_with(&want) && first.contains(&message),
            "{p}: expected `{want}...{message}...`, got:\n{err}"
        );
    }
}

#[test]
fn rules_check_accepts_a_good_file() {
    let rules = "// x * 8 -> x << 3\nrule mul-by-pow2 {\n  match %r = llvm.mul %x, #c : i32\n  let #k = exact_log2(#c)\n  rewrite { replace %r with llvm.shl %x, #k : i32 }\n}\n";
    let out = ok(dxir(&["rules", "check", "-"], rules));
    assert_eq!(out, "1 rule(s) in 1 file(s): no errors\n");
}

/// A user rule named as a built-in rule of the pass it is for is refused
/// by `rules check` as by `lower --rules`, once, at the rule.
#[test]
fn a_user_rule_may_not_take_a_built_in_rules_name() {
    let rules = "pass dxil-cleanup\nrule erase-freeze {\n  match %r = llvm.freeze(%x) -> $T\n  rewrite { replace %r with %x }\n}\n";
    let dir = scratch("duplicate_rule");
    let file = dir.join("dup.rules");
    std::fs::write(&file, rules).unwrap();
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filecheck/dxil-cleanup/freeze.ll");
    for args in [
        vec!["rules", "check", file.to_str().unwrap()],
        vec![
            "lower",
            input.to_str().unwrap(),
            "--rules",
            file.to_str().unwrap(),
            "-o",
            "-",
        ],
    ] {
        let o = dxir(&args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        let want = format!(
            "{}:2:6: error: a rule named `erase-freeze` is already defined\n",
            file.display()
        );
        assert!(err.starts_with(&want), "{args:?}: {err}");
        assert_eq!(err.matches("error:").count(), 1, "{err}");
        assert!(
            err.contains("note: first defined at dialects/rules/dxil-cleanup/intrinsics.rules:"),
            "{err}"
        );
    }
}

/// Written types no overload of a DXIL op takes are refused when the file
/// is loaded, by `lower --rules` as by `rules check`, at the op the rule
/// builds: not when a shader first reaches the rule.
#[test]
fn a_user_rule_building_a_dxil_op_at_no_overload_is_refused_at_load() {
    let rules = "pass lower-dxil\nrule fma-on-float {\n  match %r = llvm.call(%a : $T, %b : $T, %c : $T) {callee = #f} -> $T\n  where intrinsic_base(#f) == \"llvm.fma\" && $T in [float, double]\n  rewrite { replace %r with dxil.fma(%a, %b, %c) -> $T }\n}\n";
    let dir = scratch("signature_at_load");
    let file = dir.join("fma.rules");
    std::fs::write(&file, rules).unwrap();
    let input =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filecheck/dxil-cleanup/freeze.ll");
    for args in [
        vec!["rules", "check", file.to_str().unwrap()],
        vec![
            "lower",
            input.to_str().unwrap(),
            "--rules",
            file.to_str().unwrap(),
            "-o",
            "-",
        ],
    ] {
        let o = dxir(&args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        let want = format!(
            "{}:5:29: error: with $T = float: `dxil.fma` has no `float` overload; its overloads are double (f64)\n",
            file.display()
        );
        assert!(err.starts_with(&want), "{args:?}: {err}");
        assert_eq!(err.matches("error:").count(), 1, "{err}");
    }
}

/// Every built-in rule folder checks as a user would check it, each file
/// with the builtins of the pass its header names (a `dxil-cleanup` file
/// without its header was checked as `lower-dxil`'s and failed on the
/// constant-folding builtins).
#[test]
fn rules_check_accepts_every_built_in_rule_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("dialects/rules");
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("dialects/rules")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    assert!(folders.len() >= 6, "{folders:?}");
    for dir in folders {
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .expect("a rule folder")
            .map(|e| e.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "rules"))
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut args = vec!["rules", "check"];
        args.extend(files.iter().map(String::as_str));
        let o = dxir(&args, "");
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}: {}",
            dir.display(),
            stderr(&o)
        );
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(
            out.ends_with(&format!("in {} file(s): no errors\n", files.len())),
            "{}: {out}",
            dir.display()
        );
    }
}

// ---- LLVM IR input and output ----------------------------------------------

fn corpus_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/ll")
        .join(name)
}

#[test]
fn ll_in_ll_out_is_the_library_round_trip() {
    let input = corpus_file("loops.sm6_6.O3.ll");
    let dir = scratch("ll_in_ll_out");
    let out = dir.join("out.ll");
    ok(dxir(
        &[
            "opt",
            input.to_str().unwrap(),
            "--emit=ll",
            "-o",
            out.to_str().unwrap(),
        ],
        "",
    ));
    let src = std::fs::read_to_string(&input).unwrap();
    let cx = dxir::context();
    let m = dxir::import_module(&cx, &src, input.to_str().unwrap()).unwrap();
    let expected = dxir::export_module(&cx, &m).unwrap();
    assert_eq!(std::fs::read_to_string(&out).unwrap(), expected);
    assert!(expected.contains("phi float"), "the loop keeps its phis");
}

#[test]
fn ll_through_the_native_format_exports_the_same_text() {
    let input = corpus_file("branches.sm6_0.O3.ll");
    let p = input.to_str().unwrap();
    let direct = ok(dxir(&["opt", p, "--emit=ll"], ""));
    let native = ok(dxir(&["opt", p, "--emit=dxir"], ""));
    assert!(
        native.contains("dx.thread.id"),
        "llvm.dx calls become dx ops"
    );
    let via = ok(dxir(
        &["opt", "-", "--input-format=dxir", "--emit=ll"],
        &native,
    ));
    assert_eq!(via, direct);
    // And LLVM IR on stdin needs the format named.
    let src = std::fs::read_to_string(&input).unwrap();
    let stdin = ok(dxir(&["opt", "-", "--input-format=ll", "--emit=ll"], &src));
    assert_eq!(stdin.replace("<stdin>", p), direct.replace("<stdin>", p));
}

#[test]
fn ll_output_of_a_pipeline_is_accepted_by_llvm_as() {
    let input = corpus_file("array_nonuniform.sm6_6.O0.ll");
    let out = ok(dxir(
        &[
            "opt",
            input.to_str().unwrap(),
            "--passes=cse,dce",
            "--emit=ll",
        ],
        "",
    ));
    assert!(out.starts_with("; ModuleID = "));
    let Some(llvm_as) = dxir::dialects::llvm_tools::tool_for_test(
        "llvm-as",
        "ll_output_of_a_pipeline_is_accepted_by_llvm_as",
    ) else {
        return;
    };
    if let Err(e) = dxir::dialects::llvm_tools::assemble(&llvm_as, &out) {
        panic!(
            "llvm-as rejects the output:
{e}"
        );
    }
}

/// A corpus file, by name.
fn corpus(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/ll")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn lower_is_the_same_for_any_thread_count() {
    for name in [
        "helpers.sm6_6.O3.ll",
        "loops.sm6_0.O1.ll",
        "structured_nested.sm6_6.O2.ll",
    ] {
        let one = ok(dxir(&["lower", &corpus(name), "--threads", "1"], ""));
        let two = ok(dxir(&["lower", &corpus(name), "--threads", "2"], ""));
        assert_eq!(one, two, "{name}");
        assert!(one.contains("@dx.op."), "{name}: {one}");
    }
}

#[test]
fn lower_explain_prints_why_values_were_rewritten() {
    let o = dxir(
        &[
            "lower",
            &corpus("rwbuffer_float4.sm6_6.O3.ll"),
            "--explain",
            "-o",
            "-",
        ],
        "",
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    // The greedy engine (the default) names each rewrite's rule and where
    // it is defined.
    let line = "explain: lower-dxil: @main: ";
    assert!(
        err.lines().any(|l| l.starts_with(line)
            && l.contains(":12:3: `dx.resource.handlefrombinding` rewritten by handle-from-binding-const-index (dialects/rules/lower-dxil/handles.rules:15)")),
        "{err}"
    );
    assert!(
        err.lines().any(|l| l.starts_with(line)
            && l.contains("`dx.resource.store.typedbuffer` rewritten by store-typedbuffer (dialects/rules/lower-dxil/buffers.rules:")),
        "{err}"
    );
    assert!(!err.contains("Rewrite=>"), "{err}");
    // The same order whatever the thread count.
    let args =
        |t: &'static str| ["lower", "--threads", t, "--explain", "-o", "-"].map(str::to_string);
    let many = corpus("structured_struct.sm6_6.O3.ll");
    let run = |t| {
        let mut a: Vec<String> = args(t).to_vec();
        a.insert(1, many.clone());
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        stderr(&dxir(&a, ""))
    };
    assert_eq!(run("1"), run("2"));
    // The e-graph engine keeps egg's steps, each citing its rule.
    let o = dxir(
        &[
            "lower",
            &corpus("rwbuffer_float4.sm6_6.O3.ll"),
            "--explain",
            "--engine",
            "egraph",
            "-o",
            "-",
        ],
        "",
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.lines().any(|l| l.starts_with(line)
            && l.contains("`dx.resource.handlefrombinding` rewritten by handle-from-binding-const-index (dialects/rules/lower-dxil/handles.rules:15)")),
        "{err}"
    );
    // Saturation's steps, for an op the e-graph rewrote (a handle creation
    // is claimed on the skeleton: a library rule of its root builds a load).
    assert!(
        err.lines()
            .any(|l| l.starts_with("explain:   (Rewrite=> dx-thread-id")
                && l.ends_with(" [dialects/rules/lower-dxil/intrinsics.rules:324]")),
        "{err}"
    );
}

#[test]
fn opt_explain_names_the_rules_of_user_files_too() {
    let o = dxir(
        &[
            "opt",
            &corpus("rwbuffer_float4.sm6_6.O3.ll"),
            "--passes=resource-access,implicit-binding,translate-metadata,lower-dxil",
            "--rules",
            "tests/filecheck/lower-cli/user_typed_load_header.rules",
            "--explain",
            "-o",
            "-",
        ],
        "",
    );
    let err = stderr(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.lines().any(|l| l.starts_with("explain: lower-dxil: @main: ")
            && l.contains("rewritten by user-load-typed-v4f32-header (tests/filecheck/lower-cli/user_typed_load_header.rules:5)")),
        "{err}"
    );
}

#[test]
fn lower_dump_dir_keeps_every_level() {
    let dir = scratch("lower_dump_dir");
    let d = dir.to_string_lossy().into_owned();
    ok(dxir(
        &[
            "lower",
            &corpus("structured_struct.sm6_6.O3.ll"),
            "--dump-dir",
            &d,
            "-o",
            "/dev/null",
        ],
        "",
    ));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.first().map(String::as_str), Some("00-input.dxir"));
    for pass in [
        "resource-access",
        "implicit-binding",
        "translate-metadata",
        "lower-dxil",
    ] {
        assert!(
            names.iter().any(|n| n.ends_with(&format!("-{pass}.dxir"))),
            "{names:?}"
        );
    }
    // The dx level holds the access ops, the dxil level the DXIL calls.
    let at = |pass: &str| {
        let n = names
            .iter()
            .find(|n| n.ends_with(&format!("-{pass}.dxir")))
            .unwrap();
        std::fs::read_to_string(dir.join(n)).unwrap()
    };
    assert!(at("resource-access").contains("dx.resource.load.rawbuffer"));
    assert!(at("lower-dxil").contains("dxil.rawBufferLoad"));
    assert!(!at("lower-dxil").contains("= dx."));
}

#[test]
fn lower_errors_are_located_and_exit_1() {
    // A pixel shader's output semantic is not in clang 22's IR: without
    // --output-semantics, the store's location, then exit 1.
    let o = dxir(&["lower", &corpus("pixel_shader.sm6_6.O3.ll")], "");
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!(
            "{}:20:3: error: pass `translate-metadata`:",
            corpus("pixel_shader.sm6_6.O3.ll")
        )),
        "{err}"
    );
    // A bad shader model is a usage error.
    let o = dxir(
        &["lower", &corpus("loops.sm6_6.O3.ll"), "--shader-model", "7"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("dxir: error: `7` is not a shader model"),
        "{}",
        stderr(&o)
    );
    // A module without a DXIL triple.
    let o = dxir(
        &["lower", "-", "--input-format", "dxir"],
        "func @f() {\n  llvm.ret\n}\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("no target triple"), "{}", stderr(&o));
}

#[test]
fn lower_retargets_below_shader_model_6_6() {
    let out = ok(dxir(
        &[
            "lower",
            &corpus("rwbuffer_float4.sm6_6.O3.ll"),
            "--shader-model",
            "6.5",
        ],
        "",
    ));
    assert!(out.contains("target triple = \"dxilv1.5-pc-shadermodel6.5-compute\""));
    assert!(
        out.contains("@dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)"),
        "{out}"
    );
    assert!(!out.contains("createHandleFromBinding"));
}

#[test]
fn lower_out_dir_writes_each_module_as_a_lone_lower_would() {
    let names = [
        "helpers.sm6_6.O3.ll",
        "loops.sm6_0.O1.ll",
        "structured_nested.sm6_6.O2.ll",
        "array_1d.sm6_6.O0.ll",
        // Its `%"class.hlsl::RWBuffer"` has another body than array_1d's.
        "rwbuffer_double2.sm6_6.O0.ll",
    ];
    let dir = scratch("lower_out_dir_ok");
    let out = dir.join("out");
    let mut args = vec!["lower", "--out-dir", out.to_str().unwrap()];
    let inputs: Vec<String> = names.iter().map(|n| corpus(n)).collect();
    args.extend(inputs.iter().map(String::as_str));
    for threads in ["1", "2"] {
        let mut a = args.clone();
        a.extend(["--threads", threads]);
        let o = dxir(&a, "");
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stderr(&o), "");
        for (name, input) in names.iter().zip(&inputs) {
            let written = std::fs::read_to_string(out.join(name)).expect("one file per input");
            let alone = ok(dxir(&["lower", input], ""));
            assert_eq!(written, alone, "{name} with {threads} thread(s)");
        }
    }
}

#[test]
fn lower_out_dir_reports_a_bad_module_and_still_writes_the_others() {
    let dir = scratch("lower_out_dir_bad");
    let bad = dir.join("broken.ll");
    std::fs::write(&bad, "define void @main() {\n  ret i32 %x\n}\n").unwrap();
    let out = dir.join("out");
    let good = [corpus("loops.sm6_6.O3.ll"), corpus("helpers.sm6_6.O3.ll")];
    let o = dxir(
        &[
            "lower",
            "--out-dir",
            out.to_str().unwrap(),
            &good[0],
            bad.to_str().unwrap(),
            &good[1],
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    let first = err.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("{}:2:3: error: ", bad.display())),
        "{err}"
    );
    assert!(
        err.lines()
            .any(|l| l == "dxir: error: 1 of 3 modules failed"),
        "{err}"
    );
    for name in ["loops.sm6_6.O3.ll", "helpers.sm6_6.O3.ll"] {
        let text = std::fs::read_to_string(out.join(name)).expect("good modules are written");
        assert!(text.contains("@dx.op."), "{name}");
    }
    assert!(!out.join("broken.ll").exists());
    // A file that cannot be read is named too; usage errors come first.
    let o = dxir(
        &[
            "lower",
            "--out-dir",
            out.to_str().unwrap(),
            "nope/missing.ll",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("nope/missing.ll: error: cannot read nope/missing.ll"),
        "{}",
        stderr(&o)
    );
    let o = dxir(&["lower", &good[0], &good[1]], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("2 inputs need --out-dir DIR"),
        "{}",
        stderr(&o)
    );
    let o = dxir(
        &[
            "lower",
            "--out-dir",
            out.to_str().unwrap(),
            &good[0],
            &good[0],
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("have the same file name"),
        "{}",
        stderr(&o)
    );
}

/// The last two inputs that were reported without a location: bytes that
/// are not UTF-8 (at the first bad byte, in a file or on stdin) and a
/// module whose triple is missing or not DXIL (at the triple's line, or the
/// module's first).
#[test]
fn bad_utf8_and_triples_are_reported_at_their_location() {
    let dir = scratch("bad_utf8_and_triples");
    let bad = dir.join("bad.ll");
    std::fs::write(
        &bad,
        b"target triple = \"dxil-pc-shadermodel6.6-compute\"\n\ndefine void @main() {\n  ret void ; \xe9t\xe9\n}\n",
    )
    .expect("input written");
    let o = dxir(&["lower", bad.to_str().expect("a UTF-8 path")], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        format!(
            "{}:4:14: error: the input is not valid UTF-8 (byte 0xe9)\n",
            bad.display()
        )
    );

    const BODY: &str = "define void @main() #0 {\n  ret void\n}\n\
        attributes #0 = { \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }\n";
    let none = dir.join("none.ll");
    std::fs::write(&none, BODY).expect("input written");
    let o = dxir(&["lower", none.to_str().expect("a UTF-8 path")], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!(
            "{}:1:1: error: the module has no target triple; expected e.g. `dxilv1.6-",
            none.display()
        )),
        "{}",
        stderr(&o)
    );
    let x86 = dir.join("x86.ll");
    std::fs::write(
        &x86,
        format!("; a CPU module\ntarget triple = \"x86_64-pc-linux-gnu\"\n{BODY}"),
    )
    .expect("input written");
    let o = dxir(&["lower", x86.to_str().expect("a UTF-8 path")], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!(
            "{}:2:1: error: `x86_64-pc-linux-gnu` is not a DXIL target triple",
            x86.display()
        )),
        "{}",
        stderr(&o)
    );
}

/// A compute shader with a hidden helper nothing calls, whose body is
/// `helper` (`dxir lower` drops such a helper while reading it).
fn with_dead_helper(helper: &str) -> String {
    format!(
        "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
         define hidden i32 @dead(i1 %c) {{\n{helper}}}\n\
         define void @main() #0 {{\n  ret void\n}}\n\
         attributes #0 = {{ \"hlsl.numthreads\"=\"1,1,1\" \"hlsl.shader\"=\"compute\" }}\n"
    )
}

#[test]
fn lower_reports_an_error_in_a_dead_helper_as_opt_does() {
    let cases = [
        // The importer rejects it.
        ("import", "  ret void\n", "in.ll:3:3: error:"),
        // The verifier does: a use its definition does not dominate.
        (
            "verify",
            "entry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n",
            "in.ll:9:3: error: in @dead:",
        ),
    ];
    for (what, helper, at) in cases {
        let path = scratch(&format!("dead_helper_{what}")).join("in.ll");
        std::fs::write(&path, with_dead_helper(helper)).unwrap();
        let path = path.to_str().unwrap();
        let opt = dxir(&["opt", path], "");
        let lower = dxir(&["lower", path, "-o", "/dev/null"], "");
        assert_eq!(opt.status.code(), Some(1), "{what}: {}", stderr(&opt));
        assert_eq!(lower.status.code(), Some(1), "{what}: {}", stderr(&lower));
        assert_eq!(stderr(&lower), stderr(&opt), "{what}");
        assert!(stderr(&lower).contains(at), "{what}: {}", stderr(&lower));
    }
}

#[test]
fn lower_drops_a_dead_helper_while_reading_but_dumps_show_the_input() {
    let path = scratch("dead_helper_ok").join("in.ll");
    std::fs::write(&path, with_dead_helper("  ret i32 0\n")).unwrap();
    let path = path.to_str().unwrap();
    // Dropped while reading: the pass that removes it later finds nothing.
    let timed = dxir(&["lower", path, "-o", "/dev/null", "--time-passes"], "");
    let table = stderr(&timed);
    let line = table
        .lines()
        .find(|l| l.contains("drop-dead-functions"))
        .unwrap();
    assert!(line.trim_end().ends_with("no"), "{table}");
    // Dumped: the input as it is, the helper in it, and gone after the pass.
    let dir = scratch("dead_helper_dump").join("dumps");
    let dumped = dxir(
        &[
            "lower",
            path,
            "-o",
            "/dev/null",
            "--dump-dir",
            dir.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(dumped.status.code(), Some(0), "{}", stderr(&dumped));
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap();
    assert!(read("00-input.dxir").contains("@dead"));
    assert!(!read("02-drop-dead-functions.dxir").contains("@dead"));
}

/// A file of several MiB is read in pieces in parallel: what `dxir` makes
/// of it is what it makes of the same text on stdin (read whole), a
/// multi-byte character across the first piece boundary and the end of
/// the file included, and a diagnostic past the pieces has its line.
#[test]
fn a_large_file_reads_as_its_text_on_stdin() {
    let piece = 1 << 20;
    let head = "define i32 @first(i32 %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n";
    let mut text = String::from(head);
    // A comment running across the first piece boundary, with `é` (two
    // bytes) split by it.
    text.push(';');
    while text.len() < piece - 1 {
        text.push('x');
    }
    text.push('é');
    for i in 0..(3 * piece / 64) {
        text.push_str(&format!("\n; line {i:057}"));
    }
    text.push_str("\ndefine i32 @last(i32 %y) {\n  %s = mul i32 %y, 3\n  ret i32 %s\n}\n");
    assert!(text.len() > 3 * piece);
    let dir = scratch("large_file");
    let path = dir.join("big.ll");
    std::fs::write(&path, &text).expect("input written");
    let p = path.to_str().expect("UTF-8 path");
    let from_file = ok(dxir(&["opt", p, "--emit=ll"], ""));
    let from_stdin = ok(dxir(
        &["opt", "-", "--input-format", "ll", "--emit=ll"],
        &text,
    ));
    assert_eq!(from_file, from_stdin);
    assert!(from_file.contains("%s = mul i32 %y, 3"), "{from_file}");
    // An error on the last line names that line.
    let lines = text.lines().count();
    let broken = format!("{text}bogus\n");
    std::fs::write(&path, &broken).expect("input written");
    let o = dxir(&["opt", p, "--emit=ll"], "");
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("big.ll:{}:1: error:", lines + 1)),
        "{err}"
    );
}
