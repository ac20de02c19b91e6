//! Tests of `dxir view cfg|domtree|uses`: the graph of a corpus shader has
//! the blocks, branches and uses of its function (counted here from the
//! module itself), native and lowered modules work, the output does not
//! depend on `--threads`, bad requests are located errors, and Graphviz's
//! `dot -Tsvg` accepts every view (skipped, visibly, when `dot` is missing;
//! `DXIR_REQUIRE_DOT=1` makes that a failure, as CI sets it).

use std::path::Path;
use std::process::{Command, Output, Stdio};

use dxir::ir::{DominatorTree, Function};

fn dxir(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the dxir binary starts")
}

/// Runs `dxir`, asserts it succeeded and returns stdout.
fn ok(args: &[&str]) -> String {
    let o = dxir(args);
    assert!(
        o.status.success(),
        "dxir {} failed:\n{}",
        args.join(" "),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("UTF-8 output")
}

/// Runs `dxir`, asserts exit code 1 and returns stderr.
fn fails(args: &[&str]) -> String {
    let o = dxir(args);
    assert_eq!(o.status.code(), Some(1), "dxir {}", args.join(" "));
    String::from_utf8(o.stderr).expect("UTF-8 diagnostics")
}

/// An edge statement (op labels contain `->` too, in function types).
const EDGE: &str = r"^\s*f\d+_[a-z]\d+ -> f\d+_[a-z]\d+";

fn count(dot: &str, pat: &str) -> usize {
    let re = regex::Regex::new(pat).unwrap();
    dot.lines().filter(|l| re.is_match(l)).count()
}

const LOOPS: &str = "tests/corpus/ll/loops.sm6_6.O3.ll";
const NATIVE: &str = "tests/hl/cbuffer.dxir";

/// `@main` of an input, read through the library (as `dxir view` reads it).
fn with_main<R>(path: &str, f: impl FnOnce(&dxir::Context, &Function) -> R) -> R {
    let cx = dxir::context();
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    let text = std::fs::read_to_string(&full).unwrap();
    let m = if path.ends_with(".ll") {
        dxir::import_module(&cx, &text, path).unwrap()
    } else {
        dxir::parse_module(&cx, &text, path).unwrap()
    };
    let main = m.function("main").expect("the shader has @main");
    f(&cx, main)
}

/// (blocks, successor edges, reachable blocks, use-def edges) of `@main`.
fn facts(path: &str) -> (usize, usize, usize, usize) {
    with_main(path, |_, f| {
        let body = f.body();
        let blocks = body.region_blocks(body.root());
        let edges = blocks
            .iter()
            .filter_map(|&b| body.last_op(b))
            .map(|t| body.successors(t).len())
            .sum();
        let reachable = DominatorTree::new(body, body.root()).preorder().len();
        // Each operand (successor arguments included), and each successor
        // argument once more: the dashed edge to the argument it sets.
        let operands = body
            .walk()
            .iter()
            .map(|&o| {
                let succ_args: usize = (0..body.successors(o).len())
                    .map(|i| body.successor_args(o, i).len())
                    .sum();
                body.all_operands(o).len() + succ_args
            })
            .sum();
        (blocks.len(), edges, reachable, operands)
    })
}

#[test]
fn cfg_of_a_corpus_shader() {
    let (blocks, edges, _, _) = facts(LOOPS);
    assert!(blocks >= 3 && edges >= 4, "the loop shader has a loop");
    let dot = ok(&["view", "cfg", LOOPS, "--function", "main"]);
    assert_eq!(count(&dot, r"^\s*f\d+_b\d+ \[label="), blocks, "{dot}");
    assert_eq!(count(&dot, r"^\s*f\d+_b\d+ -> f\d+_b\d+"), edges, "{dot}");
    // Two conditional branches: each has a true and a false edge.
    assert_eq!(count(&dot, r#"-> .*\[label="true"#), 2, "{dot}");
    assert_eq!(count(&dot, r#"-> .*\[label="false"#), 2, "{dot}");
    // Every line is one whole statement: labels hold no raw newline and
    // their quotes are escaped.
    let statement = regex::Regex::new(
        r#"^\s*(digraph "cfg" \{|subgraph cluster_\w+ \{|\}|label="([^"\\]|\\.)*";|(graph|node|edge) \[.*\];|f\d+_\w+( -> f\d+_\w+)?( \[label="([^"\\]|\\.)*"\])?;)$"#,
    )
    .unwrap();
    for line in dot.lines() {
        assert!(statement.is_match(line), "not a DOT statement: {line}");
    }
    assert!(dot.starts_with("digraph \"cfg\" {\n") && dot.ends_with("}\n"));
}

#[test]
fn domtree_and_uses_of_a_corpus_shader() {
    let (blocks, _, reachable, operands) = facts(LOOPS);
    let dot = ok(&["view", "domtree", LOOPS]);
    assert_eq!(count(&dot, r"^\s*f\d+_b\d+ \[label="), blocks, "{dot}");
    assert_eq!(count(&dot, EDGE), reachable - 1, "{dot}");
    let dot = ok(&["view", "uses", LOOPS, "--function", "main"]);
    assert_eq!(count(&dot, EDGE), operands, "{dot}");
    // The branches pass 1 + 2 values out of the entry and 1 + 2 out of the
    // loop body, each to a block argument.
    assert_eq!(count(&dot, r#"\[style="dashed"\];$"#), 6, "{dot}");
}

#[test]
fn value_slice_of_a_corpus_shader() {
    let whole = ok(&["view", "uses", LOOPS]);
    let dot = ok(&["view", "uses", LOOPS, "--value", "%add2.i"]);
    let nodes = r"^\s*f\d+_[ao]\d+ \[";
    assert!(count(&dot, nodes) < count(&whole, nodes), "{dot}");
    // The selected op is bold, and each node of the slice is a node of the
    // whole view, with the same id and label.
    assert_eq!(count(&dot, r#"style="bold""#), 1, "{dot}");
    let re = regex::Regex::new(nodes).unwrap();
    for line in dot.lines().filter(|l| re.is_match(l)) {
        let plain = line.replace(r#", style="bold""#, "");
        assert!(whole.contains(&plain), "{line} is not in the whole view");
    }
    // The fadd feeds the loop's accumulator and the exit's store.
    assert!(dot.contains("llvm.store %acc.1.i"), "{dot}");
    assert!(dot.contains("%acc.0.i2: float"), "{dot}");
    let err = fails(&["view", "cfg", LOOPS, "--value", "%add2.i"]);
    assert_eq!(
        err.trim_end(),
        "dxir: error: a value's slice is drawn by the `uses` view only, not `cfg`"
    );
    let err = fails(&["view", "uses", LOOPS, "--value", "%nothing"]);
    assert_eq!(
        err.trim_end(),
        "dxir: error: no value `%nothing` in `@main`"
    );
}

#[test]
fn lower_dump_dot_writes_every_level() {
    let dir = std::env::temp_dir().join(format!("dxir-view-dump-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = dir.join("out.ll");
    let args = [
        "lower",
        LOOPS,
        "--dump-dot",
        dir.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    ok(&args);
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".dot"))
        .collect();
    files.sort();
    let n = dxir::lower::PIPELINE.len();
    assert_eq!(files.len(), 2 * (n + 1), "{files:?}");
    assert_eq!(files[0], "00-input.cfg.dot");
    assert_eq!(files[1], "00-input.domtree.dot");
    let last = format!("{n:02}-{}.cfg.dot", dxir::lower::PIPELINE[n - 1]);
    assert!(files.contains(&last), "{files:?}");
    // The last level is what `dxir view --after` draws for the same pass.
    let dumped = std::fs::read_to_string(dir.join(&last)).unwrap();
    assert_eq!(dumped, ok(&["view", "cfg", LOOPS, "--after", "dce"]));
    if dot_available("lower_dump_dot_writes_every_level") {
        for f in &files {
            let text = std::fs::read_to_string(dir.join(f)).unwrap();
            render(&text, &["lower", "--dump-dot", f]);
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    let err = fails(&["lower", "--out-dir", "x", LOOPS, "--dump-dot", "y"]);
    assert!(err.contains("cannot be used with"), "{err}");
}

/// `--dump-egraph DIR` (with the e-graph engine) writes the saturated
/// e-graph of each function in every rule-based pass, numbered by pipeline
/// position as `--dump-dir` numbers its files (the second `dxil-cleanup`
/// is 15, not the sixth picture), each a cluster per e-class with the
/// chosen nodes filled; the files are the same for any thread count; `dot`
/// renders them; the greedy engine has no e-graph to draw.
#[test]
fn lower_dump_egraph_writes_each_rule_pass() {
    let base = std::env::temp_dir().join(format!("dxir-view-egraph-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let read_all = |dir: &std::path::Path| {
        let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                let name = e.file_name().to_string_lossy().into_owned();
                (name, std::fs::read_to_string(e.path()).unwrap())
            })
            .collect();
        files.sort();
        files
    };
    let mut runs = Vec::new();
    let dumps = base.join("dumps");
    for threads in ["1", "2"] {
        let dir = base.join(threads);
        let out = base.join(format!("out{threads}.ll"));
        ok(&[
            "lower",
            LOOPS,
            "--engine",
            "egraph",
            "--threads",
            threads,
            "--dump-egraph",
            dir.to_str().unwrap(),
            "--dump-dir",
            dumps.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        runs.push(read_all(&dir));
    }
    assert_eq!(runs[0], runs[1], "the dump depends on the thread count");
    let files = &runs[0];
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    // Each picture's `NN-<pass>` is the `--dump-dir` file of its pass.
    for name in &names {
        let stem = name.split('.').next().unwrap();
        assert!(
            dumps.join(format!("{stem}.dxir")).exists(),
            "{name}: no {stem}.dxir among the --dump-dir files"
        );
    }
    let cleanups: Vec<String> = dxir::lower::numbered_pipeline()
        .into_iter()
        .filter(|s| s.ends_with("-dxil-cleanup"))
        .collect();
    assert_eq!(cleanups.len(), 2, "{cleanups:?}");
    for stem in &cleanups {
        assert!(
            names.contains(&format!("{stem}.main.0.egraph.dot").as_str()),
            "{stem}: {names:?}"
        );
    }
    assert!(
        names.iter().any(|n| n.contains("-lower-dxil.main.0.")),
        "{names:?}"
    );
    for (name, dot) in files {
        assert!(dot.starts_with("digraph egraph {"), "{name}");
        assert!(count(dot, "subgraph cluster_") > 0, "{name}");
        assert!(count(dot, "fillcolor") > 0, "{name}: nothing chosen");
    }
    if dot_available("lower_dump_egraph_writes_each_rule_pass") {
        for (name, dot) in files {
            render(dot, &["lower", "--dump-egraph", name]);
        }
    }
    std::fs::remove_dir_all(&base).unwrap();
    let err = fails(&["lower", LOOPS, "--dump-egraph", "x"]);
    assert!(err.contains("--dump-egraph needs --engine egraph"), "{err}");
}

#[test]
fn native_input_and_output_file() {
    let (blocks, edges, _, _) = facts(NATIVE);
    let dir = std::env::temp_dir().join(format!("dxir-view-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("cbuffer.dot");
    let out_s = out.to_str().unwrap();
    assert_eq!(ok(&["view", "cfg", NATIVE, "-o", out_s]), "");
    let dot = std::fs::read_to_string(&out).unwrap();
    assert_eq!(count(&dot, r"^\s*f\d+_b\d+ \[label="), blocks, "{dot}");
    assert_eq!(count(&dot, EDGE), edges, "{dot}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `view --after NN-NAME` draws the module after pass NN, as `--dump-dir`
/// and `--dump-dot` number it: the second `dxil-cleanup` is reachable, a
/// name alone is its first run, and a number that is not that pass's is
/// refused with the numbered pipeline.
#[test]
fn after_a_numbered_pass_is_that_run() {
    let dir = std::env::temp_dir().join(format!("dxir-view-numbered-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = dir.join("out.ll");
    ok(&[
        "lower",
        LOOPS,
        "--dump-dot",
        dir.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let cleanups: Vec<String> = dxir::lower::numbered_pipeline()
        .into_iter()
        .filter(|s| s.ends_with("-dxil-cleanup"))
        .collect();
    let [first, second] = cleanups.as_slice() else {
        panic!("two dxil-cleanup runs expected: {cleanups:?}");
    };
    let dumped = |stem: &str| std::fs::read_to_string(dir.join(format!("{stem}.cfg.dot"))).unwrap();
    let late = ok(&["view", "cfg", LOOPS, "--after", second]);
    assert_eq!(late, dumped(second));
    assert!(late.contains("dxil.threadId"), "{late}");
    assert_eq!(
        ok(&["view", "cfg", LOOPS, "--after", "dxil-cleanup"]),
        dumped(first)
    );
    assert_eq!(ok(&["view", "cfg", LOOPS, "--after", first]), dumped(first));
    std::fs::remove_dir_all(&dir).unwrap();
    let wrong = second.replacen("dxil-cleanup", "dce", 1);
    let err = fails(&["view", "cfg", LOOPS, "--after", &wrong]);
    assert!(
        err.contains("is not a pass of the lowering pipeline") && err.contains(second.as_str()),
        "{err}"
    );
}

#[test]
fn after_lowering_and_thread_count() {
    let one = ok(&["view", "cfg", LOOPS, "--after", "dce", "--threads", "1"]);
    let two = ok(&["view", "cfg", LOOPS, "--after", "dce", "--threads", "2"]);
    assert_eq!(one, two);
    // Lowered: `dxil` ops, no `dx` intrinsics left.
    assert!(one.contains("dxil.threadId"), "{one}");
    assert!(!one.contains("dx.resource."), "{one}");
    // Only up to `resource-access`: the thread id is still `dx`.
    let mid = ok(&["view", "cfg", LOOPS, "--after", "resource-access"]);
    assert!(mid.contains("dx.thread.id"), "{mid}");
    let passes = ok(&["view", "uses", LOOPS, "--passes", "cse,dce"]);
    assert!(passes.starts_with("digraph \"uses\""));
}

#[test]
fn errors_are_located() {
    let err = fails(&["view", "cfg", LOOPS, "--function", "mian"]);
    assert_eq!(
        err.trim_end(),
        "dxir: error: no function `@mian` in the module (did you mean `@main`?)"
    );
    let err = fails(&["view", "cfg", LOOPS, "--after", "no-such-pass"]);
    assert!(
        err.starts_with("dxir: error: `no-such-pass` is not a pass of the lowering pipeline"),
        "{err}"
    );
    // A declaration: the error points at it.
    let dir = std::env::temp_dir().join(format!("dxir-view-decl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("decl.dxir");
    std::fs::write(&file, "func @f() {\n  llvm.ret\n}\n\nfunc @ext(i32)\n").unwrap();
    let file_s = file.to_str().unwrap();
    let err = fails(&["view", "domtree", file_s, "--function", "ext"]);
    // With the source line and a caret under the column.
    assert_eq!(
        err.trim_end(),
        format!(
            "{file_s}:5:1: error: `@ext` is a declaration: it has no blocks to view\n  \
             func @ext(i32)\n  ^"
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
    let err = fails(&["view", "cfg", "tests/view-no-such-file.ll"]);
    assert!(err.starts_with("dxir: error: cannot read"), "{err}");
}

/// Whether Graphviz's `dot` runs; when it does not, says so, and fails
/// under `DXIR_REQUIRE_DOT=1`.
fn dot_available(test: &str) -> bool {
    let found = Command::new("dot")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !found {
        assert!(
            std::env::var_os("DXIR_REQUIRE_DOT").is_none_or(|v| v != "1"),
            "DXIR_REQUIRE_DOT=1 but Graphviz's `dot` is not installed"
        );
        eprintln!("SKIPPED {test}: Graphviz's `dot` is not installed (apt-get install graphviz)");
    }
    found
}

#[test]
fn dot_renders_every_view() {
    if !dot_available("dot_renders_every_view") {
        return;
    }
    for input in [
        LOOPS,
        NATIVE,
        "tests/corpus/ll/structured_struct.sm6_6.O3.ll",
    ] {
        for kind in ["cfg", "domtree", "uses"] {
            for after in [None, Some("dce")] {
                if after.is_some() && input == NATIVE {
                    continue;
                }
                let mut args = vec!["view", kind, input];
                if let Some(a) = after {
                    args.extend(["--after", a]);
                }
                let text = ok(&args);
                render(&text, &args);
            }
        }
    }
    let slice = ["view", "uses", LOOPS, "--value", "%add2.i"];
    render(&ok(&slice), &slice);
}

#[test]
fn dot_reads_escaped_labels_back() {
    if !dot_available("dot_reads_escaped_labels_back") {
        return;
    }
    let mut w = dxir::view::DotWriter::new("esc \"g\"");
    w.node(
        "n0",
        &[("label", "say \"hi\" \\ {a|b} <4 x float>\nnext line\n")],
    );
    w.node("n1", &[("label", "\\l is not a line end")]);
    w.edge("n0", "n1", &[("label", "x\"y")]);
    let text = w.finish();
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("dot starts");
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), text.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{text}");
    let svg = String::from_utf8_lossy(&o.stdout);
    // The text Graphviz draws: one backslash, the quotes, the braces and
    // angle brackets as written, and `\l` ending the first line.
    let texts: Vec<&str> = svg
        .lines()
        .filter_map(|l| l.strip_suffix("</text>"))
        .filter_map(|l| l.rsplit_once('>').map(|(_, t)| t))
        .collect();
    assert_eq!(
        texts,
        [
            r"say &quot;hi&quot; \ {a|b} &lt;4 x float&gt;",
            "next line",
            r"\l is not a line end",
            "x&quot;y",
        ],
        "{svg}"
    );
}

/// Asserts that `dot -Tsvg` renders `text` (the output of `dxir args`)
/// without a warning.
fn render(text: &str, args: &[&str]) {
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dot starts");
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), text.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        o.status.success() && stderr.trim().is_empty(),
        "dot -Tsvg rejects `dxir {}`:\n{stderr}",
        args.join(" ")
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("<svg"));
}
