//! `dxir shadergen`: a bounded run of generated shaders, each compiled by
//! clang 22, lowered, and validated by running it before and after; the
//! lowered text of each also passes `llvm-as`. Skips with a message without
//! LLVM 22, unless `DXIR_REQUIRE_LLVM=1`.

use dxir::dialects::llvm_tools::{assemble, tool_for_test};
use std::process::{Command, Output};

fn dxir(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .output()
        .unwrap()
}

/// `dxir shadergen --seed SEED --check --count COUNT --clang CLANG`: its
/// exit code, stdout and stderr.
fn check(seed: u64, count: u64, clang: &std::path::Path) -> (Option<i32>, String, String) {
    check_with(seed, count, clang, &[])
}

/// [`check`] with more arguments.
fn check_with(
    seed: u64,
    count: u64,
    clang: &std::path::Path,
    extra: &[&str],
) -> (Option<i32>, String, String) {
    let (seed, count) = (seed.to_string(), count.to_string());
    let mut args = vec![
        "shadergen",
        "--seed",
        &seed,
        "--check",
        "--count",
        &count,
        "--clang",
        clang.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let out = dxir(&args);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The bounded run. Every seed passes: the generator keeps clear of
/// the cbuffer struct fields clang 22 misaddresses (docs/shadergen.md),
/// and no dxir bug is open in it.
const SEEDS: std::ops::Range<u64> = 0..60;

/// Runs `--check` (with `extra`) over the bounded run and asserts that
/// every seed passed.
fn check_bounded_run(clang: &std::path::Path, extra: &[&str]) {
    let (code, stdout, stderr) = check_with(SEEDS.start, SEEDS.end - SEEDS.start, clang, extra);
    let range = format!("seeds {}..{}", SEEDS.start, SEEDS.end);
    assert_eq!(code, Some(0), "{range}:\n{stdout}\n{stderr}");
    let oks = stdout.lines().filter(|l| l.contains(": ok (")).count();
    assert_eq!(oks, SEEDS.count(), "{stdout}");
}

/// Every seed of the bounded run compiles, lowers and validates.
#[test]
fn generated_shaders_lower_to_what_they_compute() {
    let Some(clang) = tool_for_test("clang", "generated_shaders_lower_to_what_they_compute") else {
        return;
    };
    check_bounded_run(&clang, &[]);
}

/// Every seed of the bounded run lowers to the same LLVM IR with both
/// engines (`--compare-engines`): the e-graph engine leaves merging equal
/// ops to the pass's `cse`, as the greedy driver does.
#[test]
fn both_engines_lower_generated_shaders_alike() {
    let test = "both_engines_lower_generated_shaders_alike";
    let Some(clang) = tool_for_test("clang", test) else {
        return;
    };
    check_bounded_run(&clang, &["--compare-engines"]);
}

/// What `dxir compile` writes for a generated shader is valid LLVM IR.
#[test]
fn lowered_generated_shaders_assemble() {
    let test = "lowered_generated_shaders_assemble";
    let (Some(_), Some(llvm_as)) = (tool_for_test("clang", test), tool_for_test("llvm-as", test))
    else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-shadergen-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for seed in SEEDS.step_by(3) {
        let shader = dxir::shadergen::generate(seed);
        let hlsl = dir.join(format!("seed-{seed}.hlsl"));
        let ll = dir.join(format!("seed-{seed}.ll"));
        std::fs::write(&hlsl, &shader.hlsl).unwrap();
        let opt = format!("-O{}", shader.opt);
        let mut args = vec![
            "compile",
            hlsl.to_str().unwrap(),
            "-T",
            &shader.profile,
            &opt,
            "--emit=ll",
            "-o",
            ll.to_str().unwrap(),
        ];
        if shader.native_16bit {
            args.push("-enable-16bit-types");
        }
        let outputs = shader.output_semantics.join(",");
        if !outputs.is_empty() {
            args.extend(["--output-semantics", outputs.as_str()]);
        }
        let out = dxir(&args);
        assert!(
            out.status.success(),
            "seed {seed}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = std::fs::read_to_string(&ll).unwrap();
        assemble(&llvm_as, &text).unwrap_or_else(|e| panic!("seed {seed}: llvm-as: {e}"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A failing seed is reported with its number and the difference, and
/// the run exits 1: seed 5 validates, and with `--rules` of a rule that
/// stores structured buffer fields 4 bytes too far it differs.
#[test]
fn a_difference_is_reported_with_its_seed() {
    let Some(clang) = tool_for_test("clang", "a_difference_is_reported_with_its_seed") else {
        return;
    };
    let (code, stdout, stderr) = check(5, 1, &clang);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(stdout.contains("seed 5: ok ("), "{stdout}");
    let rules = format!(
        "{}/tests/interp-inputs/shift_structured_store.rules",
        env!("CARGO_MANIFEST_DIR")
    );
    let (code, stdout, stderr) = check_with(5, 1, &clang, &["--rules", &rules]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    let failed = "seed 5: FAILED (cs_6_6 -O2 -enable-16bit-types): seed 0: Out1 (u0, space0) differs at byte 0";
    assert!(stdout.contains(failed), "{stdout}");
    assert!(
        stderr.contains("dxir: error: 1 of 1 generated shaders failed (seeds 5..6)"),
        "{stderr}"
    );
}

/// A shader dxir refuses is a failure too, with the diagnostics at their
/// place: a stand-in for clang that prints IR with an undefined value.
#[cfg(unix)]
#[test]
fn a_lowering_error_is_reported_with_its_seed() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("dxir-shadergen-fake-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let clang = dir.join("clang");
    let ir = "define void @main() {\n  store i32 %nowhere, ptr null\n  ret void\n}\n";
    std::fs::write(
        &clang,
        format!(
            "#!/bin/sh\nprintf '{}'\n",
            ir.replace('%', "%%").replace('\n', "\\n")
        ),
    )
    .unwrap();
    std::fs::set_permissions(&clang, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (code, stdout, stderr) = check(413, 1, &clang);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert!(stdout.contains("seed 413: FAILED (cs_6_"), "{stdout}");
    assert!(stdout.contains("seed-413.ll:2:"), "{stdout}");
    assert!(stdout.contains("error:"), "{stdout}");
    assert!(stdout.contains("%nowhere"), "{stdout}");
}

/// Without `--check` the shader of the seed is printed, the same each time.
#[test]
fn a_seed_prints_its_shader() {
    let a = dxir(&["shadergen", "--seed", "5"]);
    let b = dxir(&["shadergen", "--seed", "5"]);
    assert!(a.status.success());
    assert_eq!(a.stdout, b.stdout);
    let text = String::from_utf8(a.stdout).unwrap();
    assert_eq!(text, dxir::shadergen::generate(5).hlsl);
    assert!(
        text.starts_with("// dxir shadergen --seed 5: cs_6_"),
        "{text}"
    );
}

/// Bad command lines and a clang that cannot be run are errors, not panics.
#[test]
fn usage_errors_and_a_missing_clang_exit_1() {
    let out = dxir(&["shadergen", "--count", "3"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--count needs --check"));
    let out = dxir(&["shadergen", "--check", "-o", "x.hlsl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("-o writes one shader, without --check"));
    let out = dxir(&[
        "shadergen",
        "--check",
        "--clang",
        "/nonexistent/dxir-test/clang",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with("dxir: error: cannot run /nonexistent/dxir-test/clang"),
        "{stderr}"
    );
}
