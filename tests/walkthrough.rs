//! The walk-through of docs/rules.md ("Your own lowering, start to
//! finish"), command by command: a shader calls a vendor intrinsic no pass
//! knows; a rule file of the user's lowers it; `--explain` and
//! `--dump-dir` show what happened.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Runs `dxir` in the repository root, as the walk-through's commands are
/// written.
fn dxir(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("dxir runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dxir-walkthrough-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

const SHADER: &str = "tests/walkthrough/vendor.ll";
const RULES: &str = "tests/walkthrough/vendor.rules";

#[test]
fn without_the_rule_the_vendor_call_is_a_located_error() {
    let o = dxir(&["lower", SHADER, "-o", "-"]);
    assert_eq!(o.status.code(), Some(1));
    let err = text(&o.stderr);
    assert!(
        err.starts_with("tests/walkthrough/vendor.ll:13:3: error: in @main: pass `lower-dxil`: a resource handle is used by `llvm.call`"),
        "{err}"
    );
}

#[test]
fn the_rule_file_checks_and_is_listed_under_its_pass() {
    let o = dxir(&["rules", "check", RULES]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("1 rule(s) in 1 file(s): no errors"));
    let o = dxir(&[
        "rules",
        "list",
        "--pass",
        "expand-intrinsics",
        "--rules",
        RULES,
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let listed = text(&o.stdout);
    assert!(
        listed.lines().any(|l| l.starts_with("expand-intrinsics")
            && l.contains("vendor-sum2")
            && l.contains("tests/walkthrough/vendor.rules:6")
            && l.contains("llvm.call")),
        "{listed}"
    );
}

#[test]
fn the_rule_lowers_the_vendor_call_on_both_engines() {
    let dir = scratch("lower");
    let dump = dir.join("dump");
    let out = dir.join("out.ll");
    let (dump_s, out_s) = (dump.display().to_string(), out.display().to_string());
    let o = dxir(&[
        "lower",
        SHADER,
        "--rules",
        RULES,
        "--explain",
        "--dump-dir",
        &dump_s,
        "-o",
        &out_s,
    ]);
    let err = text(&o.stderr);
    assert!(o.status.success(), "{err}");
    // --explain names the user's rule, where it is, and what it rewrote.
    assert!(
        err.lines().any(|l| l
            == "explain: expand-intrinsics: @main: tests/walkthrough/vendor.ll:16:3: `llvm.call` rewritten by vendor-sum2 (tests/walkthrough/vendor.rules:6)"),
        "{err}"
    );
    // --dump-dir: the call is there before expand-intrinsics, the two
    // loads after it, and DXIL ops after lower-dxil.
    let level = |name: &str| {
        std::fs::read_to_string(dump.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    assert!(level("07-resource-access.dxir").contains("@vendor.sum2"));
    let expanded = level("09-expand-intrinsics.dxir");
    assert!(!expanded.contains("@vendor.sum2"), "{expanded}");
    assert_eq!(
        expanded.matches("dx.resource.load.typedbuffer").count(),
        2,
        "{expanded}"
    );
    assert!(level("14-lower-dxil.dxir").contains("dxil.bufferLoad"));
    let lowered = std::fs::read_to_string(&out).expect("output");
    assert_eq!(
        lowered.matches("@dx.op.bufferLoad.f32(i32 68").count(),
        2,
        "{lowered}"
    );
    assert!(lowered.contains("fadd float"), "{lowered}");
    assert!(!lowered.contains("vendor.sum2"), "{lowered}");
    // The e-graph engine gives the same module.
    let o = dxir(&[
        "lower", SHADER, "--rules", RULES, "--engine", "egraph", "-o", "-",
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), lowered);
    // LLVM 22 reads it.
    if let Some(llvm_as) =
        dxir::dialects::llvm_tools::tool_for_test("llvm-as", "the_rule_lowers_the_vendor_call")
    {
        dxir::dialects::llvm_tools::assemble(&llvm_as, &lowered)
            .unwrap_or_else(|e| panic!("llvm-as rejects the output: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
