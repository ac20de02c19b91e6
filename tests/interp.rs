//! The interpreter on the command line: `dxir validate-lowering` over the
//! corpus, lowerings broken on purpose (it must report them), a race, an
//! op it cannot run, an endless loop, and deterministic `dxir run` output.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dxir(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .output()
        .expect("dxir runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn corpus(name: &str) -> String {
    format!("{}/tests/corpus/ll/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file in the temporary directory, removed when dropped (so a test run
/// leaves nothing behind, whether the test passed or not).
struct Temp(PathBuf);

impl std::ops::Deref for Temp {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Temp {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `name` in the temporary directory, unique to this call: tests run in
/// parallel and may ask for the same name.
fn tmp(name: &str) -> Temp {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let pid = std::process::id();
    Temp(std::env::temp_dir().join(format!("dxir-interp-test-{pid}-{n}-{name}")))
}

/// The lowered text of a corpus shader.
fn lowered(name: &str) -> String {
    let out = tmp(&format!("{name}.lowered.ll"));
    let o = dxir(&["lower", &corpus(name), "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::read_to_string(out).unwrap()
}

/// `validate-lowering IN OUT` where OUT is `text`: exit code and stderr.
fn validate_with(name: &str, text: &str, tag: &str) -> (i32, String) {
    let path = tmp(&format!("{tag}.ll"));
    std::fs::write(&path, text).unwrap();
    let o = dxir(&["validate-lowering", &corpus(name), path.to_str().unwrap()]);
    (o.status.code().unwrap_or(-1), stderr(&o))
}

/// A file of `tests/interp-inputs/`.
fn interp_input(name: &str) -> String {
    format!("{}/tests/interp-inputs/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `dxir validate-lowering INPUT --seeds SEEDS` exits 0 with each engine.
fn assert_validates_with_both_engines(input: &str, seeds: &str) {
    for engine in ["greedy", "egraph"] {
        let o = dxir(&[
            "validate-lowering",
            input,
            "--seeds",
            seeds,
            "--engine",
            engine,
        ]);
        assert_eq!(o.status.code(), Some(0), "{input} {engine}: {}", stderr(&o));
    }
}

fn replace_once(text: &str, from: &str, to: &str) -> String {
    assert!(
        text.contains(from),
        "the lowered text has `{from}`:\n{text}"
    );
    text.replacen(from, to, 1)
}

/// `validate-lowering PATH EXTRA --seeds 2`, again with `--allow-races` if
/// the shader races (noted in `racy`): the exit code and the first line.
fn validate_racy(
    path: &str,
    extra: &[&str],
    name: &str,
    racy: &mut Vec<String>,
) -> (Option<i32>, String) {
    let mut args = vec!["validate-lowering", path, "--seeds", "2"];
    args.extend_from_slice(extra);
    let o = dxir(&args);
    let first = stderr(&o).lines().next().unwrap_or("").to_string();
    if o.status.code() != Some(2) || !first.contains("data race") {
        return (o.status.code(), first);
    }
    // The race is the shader's; the lowering is still checked, with the
    // fixed thread order deciding on both sides.
    println!("races (checked with --allow-races): {name} {extra:?}: {first}");
    args.push("--allow-races");
    let o = dxir(&args);
    if o.status.code() == Some(0) {
        racy.push(format!("{name} {extra:?}"));
    }
    (
        o.status.code(),
        stderr(&o).lines().next().unwrap_or("").to_string(),
    )
}

/// Every compute shader of the corpus that the interpreter runs computes
/// the same before and after `dxir lower`; the others are listed with the
/// reason. None may differ, and most must run.
#[test]
fn corpus_compute_shaders_validate() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let (mut ok, mut skipped, mut different) = (Vec::new(), Vec::new(), Vec::new());
    let mut racy = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.contains("\"hlsl.shader\"=\"compute\"") {
            continue;
        }
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let path = f.to_str().unwrap();
        let (mut code, mut first) = validate_racy(path, &[], &name, &mut racy);
        if code == Some(2) && first.contains("name one with --entry") {
            // A module with several entries: each is checked on its own.
            let list = first.split('(').nth(1).and_then(|x| x.split(')').next());
            let entries: Vec<String> = list
                .unwrap_or("")
                .split(", ")
                .map(|e| e.trim_start_matches('@').to_string())
                .collect();
            println!("entries {entries:?}: {name}");
            code = Some(0);
            for e in &entries {
                let (c, line) = validate_racy(path, &["--entry", e], &name, &mut racy);
                if c != Some(0) {
                    (code, first) = (c, format!("@{e}: {line}"));
                    break;
                }
            }
        }
        match code {
            Some(0) => ok.push(name),
            Some(2) => skipped.push(format!("{name}: {first}")),
            _ => different.push(format!("{name}: {first}")),
        }
    }
    println!(
        "validated {} corpus compute shaders ({} of them racy, run with --allow-races)",
        ok.len(),
        racy.len()
    );
    for s in &skipped {
        println!("skipped {s}");
    }
    assert!(
        different.is_empty(),
        "lowerings that differ:\n{}",
        different.join("\n")
    );
    assert!(
        ok.len() >= 325,
        "only {} shaders validated; skipped:\n{}",
        ok.len(),
        skipped.join("\n")
    );
}

/// A cbuffer row off by one: `bias` (row 1) read from row 0.
#[test]
fn a_wrong_cbuffer_row_is_reported() {
    let text = lowered("cbuffer.sm6_6.O2.ll");
    let bad = replace_once(
        &text,
        "@dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 1)",
        "@dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %Params.cb_h.i.i_annot, i32 0)",
    );
    let (code, err) = validate_with("cbuffer.sm6_6.O2.ll", &bad, "cb_row");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("Data (u0, space0) differs at byte 0 (element 0)"),
        "{err}"
    );
    assert!(err.contains("written by thread (0, 0, 0)"), "{err}");
}

/// Two lanes of a typed store swapped.
#[test]
fn swapped_lanes_are_reported() {
    let text = lowered("cbuffer.sm6_6.O2.ll");
    let bad = replace_once(
        &text,
        "float %add.i.i0, float %add.i.i1",
        "float %add.i.i1, float %add.i.i0",
    );
    let (code, err) = validate_with("cbuffer.sm6_6.O2.ll", &bad, "lanes");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("Data (u0, space0) differs at byte 0"), "{err}");
}

/// A structured buffer store at the wrong byte offset in the element:
/// `mass` (offset 16) written at offset 12.
#[test]
fn a_wrong_raw_buffer_offset_is_reported() {
    let text = lowered("structured_struct.sm6_6.O2.ll");
    let bad = replace_once(&text, "i32 16, float %mul.i", "i32 12, float %mul.i");
    let (code, err) = validate_with("structured_struct.sm6_6.O2.ll", &bad, "raw_offset");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("Particles (u0, space0) differs at byte 12 (element 0)"),
        "{err}"
    );
}

/// A 64-bit field clang's layout puts at byte 4 (`struct { uint a;
/// uint64_t b; double c; }`), stored (as two `i32`s, the split of a
/// structured access below its alignment) with a stated alignment of 8:
/// the bytes land where they should in the interpreter, but the operand
/// misstates the address, which a consumer trusts. Found as a difference.
#[test]
fn a_misaligned_raw_access_is_reported() {
    let name = "structured_wide.sm6_6.O3.ll";
    let text = lowered(name);
    let good = "i32 4, i32 %22, i32 %24, i32 undef, i32 undef, i8 3, i32 4)";
    let bad = replace_once(
        &text,
        good,
        "i32 4, i32 %22, i32 %24, i32 undef, i32 undef, i8 3, i32 8)",
    );
    let (code, err) = validate_with(name, &bad, "misaligned");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("misaligned rawBufferStore of Wides (u0, space0): byte address 4 is not a multiple of the stated alignment 8"),
        "{err}"
    );
    // As lowered, every access states an alignment its address has.
    let (code, err) = validate_with(name, &text, "aligned");
    assert_eq!(code, 0, "{err}");
}

/// A lowered module that fails where the input ran to the end (a handle
/// moved to a register nothing is bound at) computes something else: a
/// difference (exit 1) naming its error, not "could not run".
#[test]
fn an_error_only_the_lowered_module_has_is_a_difference() {
    let name = "cbuffer.sm6_6.O2.ll";
    let text = lowered(name);
    let good = "%dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0,";
    let bad = replace_once(
        &text,
        good,
        "%dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 26,",
    );
    let (code, err) = validate_with(name, &bad, "unbound");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("dxir: error: seed 0: the lowered module fails at ")
            && err.contains(": no resource is bound at u26, space0; the input ran to the end"),
        "{err}"
    );
    // (The input's own failure still means "could not run", exit 2:
    // `an_op_it_cannot_run_exits_2`.)
}

/// The seed `offsets` runs after the random ones; where the input cannot
/// run from it (a loop bound read from a cbuffer reaches the step limit)
/// it is skipped with a note, and the random seeds decide.
#[test]
fn the_offset_seed_is_skipped_where_the_input_cannot_run_with_it() {
    let o = dxir(&[
        "validate-lowering",
        &corpus("loops.sm6_6.O2.ll"),
        "--seeds",
        "1",
        "--allow-races",
        "--step-limit",
        "100000",
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        err.contains("dxir: note: seed offsets skipped: the input cannot run with it: ")
            && err.contains("step limit of 100000"),
        "{err}"
    );
    // Without --step-limit, an offset-revealing seed's run of the input
    // stops at 16 times the steps of the costliest random seed's run (a
    // loop bounded by an offset word does not end), not at 10,000,000.
    let o = dxir(&[
        "validate-lowering",
        &corpus("loops.sm6_6.O2.ll"),
        "--seeds",
        "1",
        "--allow-races",
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let note = err
        .lines()
        .find(|l| l.starts_with("dxir: note: seed offsets-cb0 skipped"))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        note.contains("(an offset-revealing seed's limit: 16 times the ")
            && !note.contains("step limit of 10000000"),
        "{err}"
    );
    // `dxir run --seed offsets` fills every word from its offset.
    let out = tmp("offsets.json");
    let input = corpus("structured_scalar.sm6_6.O2.ll");
    let o = dxir(&[
        "run",
        &input,
        "--seed",
        "offsets",
        "--allow-races",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json = std::fs::read_to_string(&out).unwrap();
    // Words 0 and 1 of `In` (t0): 0x40004000 and 0x40014001.
    assert!(
        json.contains("[2.00390625],") && json.contains("[2.019531488418579],"),
        "{json}"
    );
    let o = dxir(&["run", &input, "--seed", "six"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("a seed is a number, `offsets` or `offsets-cb0`, not `six`"));
}

/// `offsets-cb0` is `offsets` with zeroed cbuffers: the buffers hold the
/// same offset words, the cbuffer only zeros (and under `offsets` it
/// holds none).
#[test]
fn the_offsets_cb0_seed_zeroes_cbuffers_only() {
    let input = corpus("cbuffer_null_struct.sm6_6.O3.ll");
    let run = |seed: &str| {
        let o = dxir(&["run", &input, "--seed", seed, "-o", "-"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let (offsets, cb0) = (run("offsets"), run("offsets-cb0"));
    // The cbuffer's elements: after its name, from `"elements"` on.
    let params = |json: &str| -> String {
        let at = json
            .find("\"name\": \"Params\"")
            .expect("Params in the JSON");
        let rest = &json[at..];
        let from = rest.find("\"elements\"").expect("its elements");
        rest[from + 11..].to_string()
    };
    let zeros = |text: &str| text.chars().all(|c| "[]0.,: \n}".contains(c));
    assert!(zeros(&params(&cb0)), "{cb0}");
    assert!(!zeros(&params(&offsets)), "{offsets}");
    // Elements 8 on of `Out` (no thread writes them) hold the same offset
    // words under both seeds.
    let word = "[2.128938674926758],";
    assert!(offsets.contains(word) && cb0.contains(word), "{cb0}");
}

/// The unchanged lowered text validates (the mutations above are what
/// fails, not the round trip through a file).
#[test]
fn the_lowered_text_validates() {
    let text = lowered("structured_struct.sm6_6.O2.ll");
    let (code, err) = validate_with("structured_struct.sm6_6.O2.ll", &text, "same");
    assert_eq!(code, 0, "{err}");
}

/// Every thread of `thread_ids` writes `Out[x + y * 64]`, so the two
/// threads that differ only in z write the same element: a race.
#[test]
fn a_race_is_an_error() {
    let o = dxir(&["run", &corpus("thread_ids.sm6_6.O2.ll")]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("data race on Out (u0, space0) at byte 0"),
        "{err}"
    );
    assert!(
        err.contains("thread [0, 0, 0] wrote it, then thread [0, 0, 1] wrote it"),
        "{err}"
    );
    let o = dxir(&["validate-lowering", &corpus("thread_ids.sm6_6.O2.ll")]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}

const UNKNOWN_OP: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
entry:
  %0 = tail call i32 @llvm.dx.thread.id(i32 0)
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %0)
  %3 = load float, ptr %2, align 4
  %4 = tail call float @llvm.dx.ddx.coarse.f32(float %3)
  store float %4, ptr %2, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare float @llvm.dx.ddx.coarse.f32(float)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
"#;

/// An op the interpreter does not run is reported with its location, and
/// `validate-lowering` exits 2 (a skip, never a pass).
#[test]
fn an_op_it_cannot_run_exits_2() {
    let path = tmp("unknown_op.ll");
    std::fs::write(&path, UNKNOWN_OP).unwrap();
    let p = path.to_str().unwrap();
    let o = dxir(&["run", p]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("cannot interpret `dx.ddx.coarse` at "),
        "{err}"
    );
    assert!(err.contains("unknown_op.ll:12:"), "{err}");
    let o = dxir(&["validate-lowering", p, p]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot interpret `dx.ddx.coarse`"));
}

const ENDLESS: &str = r#"target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  br label %loop
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
"#;

/// An endless loop ends at the step limit, with an error.
#[test]
fn an_endless_loop_hits_the_step_limit() {
    let path = tmp("endless.ll");
    std::fs::write(&path, ENDLESS).unwrap();
    let o = dxir(&["run", path.to_str().unwrap(), "--step-limit", "1000"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("step limit of 1000"), "{}", stderr(&o));
}

/// `dxir run` is deterministic for a seed, whatever `--threads` says, and
/// the seed changes the data.
#[test]
fn run_is_deterministic() {
    let shader = corpus("structured_struct.sm6_6.O2.ll");
    let run = |extra: &[&str]| {
        let mut args = vec!["run", shader.as_str()];
        args.extend_from_slice(extra);
        let o = dxir(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        o.stdout
    };
    let a = run(&["--seed", "3", "--threads", "1"]);
    assert_eq!(a, run(&["--seed", "3", "--threads", "2"]));
    assert_ne!(a, run(&["--seed", "4"]));
    let text = String::from_utf8(a).unwrap();
    assert!(text.contains("\"name\": \"Particles\""), "{text}");
}

/// The JSON `dxir run` writes is also its input: running from a run's
/// output gives the same start as the seed did.
#[test]
fn run_reads_its_own_output() {
    let shader = corpus("cbuffer.sm6_6.O2.ll");
    let data = tmp("start.json");
    let o = dxir(&["run", &shader, "--seed", "7", "-o", data.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let once = std::fs::read_to_string(&data).unwrap();
    let o = dxir(&[
        "run",
        &shader,
        "--seed",
        "9",
        "--input",
        data.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // The second run starts from the first one's result, so it differs
    // from it (the shader scales every element again).
    assert_ne!(String::from_utf8_lossy(&o.stdout), once);
}

/// A rule file that breaks the lowering on purpose: every structured
/// store lands 4 bytes too far, so byte 0 of element 0 is never written.
fn shift_rules() -> String {
    interp_input("shift_structured_store.rules")
}

#[test]
fn a_rule_file_that_shifts_an_offset_is_caught() {
    let rules = shift_rules();
    let o = dxir(&[
        "validate-lowering",
        &corpus("structured_struct.sm6_6.O2.ll"),
        "--rules",
        &rules,
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("Particles (u0, space0) differs at byte 0 (element 0)"),
        "{err}"
    );
    assert!(
        err.contains("(written by thread (0, 0, 0)), lowered"),
        "{err}"
    );
    assert!(err.ends_with("(not written)\n"), "{err}");
    // --each-pass names the pass that broke it.
    let o = dxir(&[
        "validate-lowering",
        &corpus("structured_struct.sm6_6.O2.ll"),
        "--rules",
        &rules,
        "--each-pass",
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with("dxir: error: after pass `resource-access` (#7): seed 0: Particles (u0, space0) differs at byte 0"),
        "{err}"
    );
}

/// Every pass of the lowering keeps what a shader computes: with
/// `--each-pass` the module after each pass runs and equals the input.
#[test]
fn each_pass_keeps_the_results() {
    for name in [
        "cbuffer.sm6_6.O0.ll",
        "structured_nested.sm6_0.O2.ll",
        "counter.sm6_6.O3.ll",
        "rwbuffer_double2.sm6_6.O1.ll",
    ] {
        let o = dxir(&[
            "validate-lowering",
            &corpus(name),
            "--each-pass",
            "--seeds",
            "2",
        ]);
        assert_eq!(o.status.code(), Some(0), "{name}: {}", stderr(&o));
        assert_eq!(stderr(&o), "", "{name}");
    }
}

/// A lowered module runs too: shader model 6.0 output (`createHandle`,
/// resources known only from `!dx.resources`) and 6.6 output
/// (`createHandleFromBinding` + `annotateHandle`), with the names the
/// metadata gives.
#[test]
fn lowered_modules_run() {
    for (name, resource) in [
        ("structured_struct.sm6_0.O2.ll", "\"name\": \"Particles\""),
        ("cbuffer.sm6_6.O2.ll", "\"name\": \"Params\""),
    ] {
        let out = tmp(&format!("{name}.run.ll"));
        std::fs::write(&out, lowered(name)).unwrap();
        let o = dxir(&["run", out.to_str().unwrap(), "--seed", "2"]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        let text = String::from_utf8_lossy(&o.stdout);
        assert!(text.contains(resource), "{name}: {text}");
    }
}

/// Bad `--input` data is reported where it is: `FILE:LINE:COL` for text
/// that is not JSON, the resource for data that does not fit the shader.
#[test]
fn bad_input_data_is_located() {
    let shader = corpus("cbuffer.sm6_6.O2.ll");
    let bad = tmp("bad.json");
    std::fs::write(
        &bad,
        "{\n  \"resources\": [\n    {\"class\": \"UAV\" \"space\": 0}\n  ]\n}\n",
    )
    .unwrap();
    let o = dxir(&["run", &shader, "--input", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad.json:3:21: error: expected `,` or `}`"),
        "{}",
        stderr(&o)
    );
    std::fs::write(
        &bad,
        r#"{"resources": [{"class": "UAV", "space": 3, "register": 0}]}"#,
    )
    .unwrap();
    let o = dxir(&["run", &shader, "--input", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad.json: error: resource 0: the shader binds nothing at u0, space3"),
        "{}",
        stderr(&o)
    );
}

fn resource_kind(name: &str) -> String {
    format!(
        "{}/tests/filecheck/resource-kinds/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The lowered text of a `tests/filecheck/resource-kinds/` input.
fn lowered_kind(name: &str) -> String {
    let out = tmp(&format!("{name}.kind.lowered.ll"));
    let o = dxir(&["lower", &resource_kind(name), "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::read_to_string(out).unwrap()
}

/// `validate-lowering IN OUT` for a resource-kinds input, OUT being `text`.
fn validate_kind_with(name: &str, text: &str, tag: &str) -> (i32, String) {
    let path = tmp(&format!("{tag}.ll"));
    std::fs::write(&path, text).unwrap();
    let o = dxir(&[
        "validate-lowering",
        &resource_kind(name),
        path.to_str().unwrap(),
    ]);
    (o.status.code().unwrap_or(-1), stderr(&o))
}

/// The resource kinds beyond buffers validate by execution: every
/// input of `tests/filecheck/resource-kinds/` (not the `err_`
/// ones, which do not lower) validates, except those listed with the
/// reason they cannot run.
#[test]
fn resource_kinds_validate() {
    // Inputs the interpreter cannot run, and what it says.
    let skip: &[(&str, &str)] = &[("sampling.ll", "@main takes parameters")];
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filecheck/resource-kinds");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ll") && !n.starts_with("err_"))
        .collect();
    files.sort();
    let mut validated = Vec::new();
    for name in &files {
        let o = dxir(&["validate-lowering", &resource_kind(name), "--seeds", "2"]);
        let err = stderr(&o);
        if let Some((_, why)) = skip.iter().find(|(n, _)| n == name) {
            assert_eq!(o.status.code(), Some(2), "{name}: {err}");
            assert!(err.contains(why), "{name}: {err}");
            continue;
        }
        assert_eq!(o.status.code(), Some(0), "{name}: {err}");
        validated.push(name.clone());
    }
    println!("validated {validated:?}");
    // The other engine, and textures bound by createHandle (shader model
    // 6.5), which the lowered run finds among the input's resources.
    for (name, extra) in [
        ("atomics.ll", ["--engine", "egraph"]),
        ("textures.ll", ["--engine", "egraph"]),
        ("heap.ll", ["--engine", "egraph"]),
        ("textures.ll", ["--shader-model", "6.5"]),
        ("constant_buffer_t.ll", ["--shader-model", "6.5"]),
    ] {
        let path = resource_kind(name);
        let o = dxir(&[
            "validate-lowering",
            &path,
            "--seeds",
            "2",
            extra[0],
            extra[1],
        ]);
        assert_eq!(o.status.code(), Some(0), "{name} {extra:?}: {}", stderr(&o));
    }
    for must in [
        "atomics.ll",
        "textures.ll",
        "heap.ll",
        "constant_buffer_t.ll",
    ] {
        assert!(validated.iter().any(|n| n == must), "{must}");
    }
}

/// A wrong AtomicBinOpCode (add 0 made umax 7) is a difference.
#[test]
fn a_wrong_atomic_operation_is_reported() {
    let text = lowered_kind("atomics.ll");
    let bad = replace_once(
        &text,
        "%dx.types.Handle %ctr_annot, i32 0, i32 4,",
        "%dx.types.Handle %ctr_annot, i32 7, i32 4,",
    );
    let (code, err) = validate_kind_with("atomics.ll", &bad, "atomic_op");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(u0, space0) differs at byte 4"), "{err}");
    let (code, err) = validate_kind_with("atomics.ll", &text, "atomic_same");
    assert_eq!(code, 0, "{err}");
}

/// Two texel coordinates swapped in a textureLoad are a difference.
#[test]
fn swapped_texel_coordinates_are_reported() {
    let text = lowered_kind("textures.ll");
    let bad = replace_once(
        &text,
        "%src_annot, i32 0, i32 %x, i32 %y,",
        "%src_annot, i32 0, i32 %y, i32 %x,",
    );
    let (code, err) = validate_kind_with("textures.ll", &bad, "texel_swap");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(u0, space0) differs at byte 16"), "{err}");
    // The sample index of a multisampled load.
    let bad = replace_once(&text, "%ms_annot, i32 3,", "%ms_annot, i32 2,");
    let (code, err) = validate_kind_with("textures.ll", &bad, "sample_index");
    assert_eq!(code, 1, "{err}");
}

fn sampling_compute() -> String {
    interp_input("sampling_compute.ll")
}

/// Every sample and gather op runs (point filter, clamp addressing) on
/// both sides and agrees; swapped sample coordinates and a wrong gather
/// channel are differences.
#[test]
fn sampling_validates_and_broken_sampling_is_reported() {
    let input = sampling_compute();
    let o = dxir(&["validate-lowering", &input]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = tmp("sampling.lowered.ll");
    let o = dxir(&["lower", &input, "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let check = |bad: String, tag: &str, at: &str| {
        let path = tmp(&format!("{tag}.ll"));
        std::fs::write(&path, bad).unwrap();
        let o = dxir(&["validate-lowering", &input, path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{tag}: {}", stderr(&o));
        assert!(stderr(&o).contains(at), "{tag}: {}", stderr(&o));
    };
    check(
        replace_once(
            &text,
            "%lin_annot, float %cs.i0, float %cs.i1, float undef, float undef, i32 1, i32 2,",
            "%lin_annot, float %cs.i1, float %cs.i0, float undef, float undef, i32 1, i32 2,",
        ),
        "sample_swap",
        "(u0, space0) differs at byte 64 (element 4)",
    );
    check(
        replace_once(&text, "i32 1, i32 0, i32 1)", "i32 1, i32 0, i32 2)"),
        "gather_channel",
        "(u0, space0) differs at byte 48 (element 3)",
    );
}

/// Texel loads and stores on 1D arrays, 3D textures (an offset past the
/// edge reads 0), multisampled arrays, mip dimensions and partly
/// out-of-range stores validate; swapped 3D coordinates and a wrong sample
/// index are differences, reported at the texel.
#[test]
fn texture_dimensions_validate_and_broken_texel_addresses_are_reported() {
    let input = interp_input("texture_dims.ll");
    let o = dxir(&["validate-lowering", &input, "--each-pass"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = tmp("texture_dims.lowered.ll");
    let o = dxir(&["lower", &input, "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    let check = |bad: String, tag: &str, at: &str| {
        let path = tmp(&format!("{tag}.ll"));
        std::fs::write(&path, bad).unwrap();
        let o = dxir(&["validate-lowering", &input, path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{tag}: {}", stderr(&o));
        assert!(stderr(&o).contains(at), "{tag}: {}", stderr(&o));
    };
    check(
        replace_once(
            &text,
            "%vol_annot, i32 0, i32 %x, i32 %y, i32 %z,",
            "%vol_annot, i32 0, i32 %y, i32 %x, i32 %z,",
        ),
        "volume_swap",
        "(u0, space0) differs at byte 28 (element 1)",
    );
    check(
        replace_once(&text, "%msa_annot, i32 1,", "%msa_annot, i32 0,"),
        "ms_sample",
        "(u0, space0) differs at byte 8 (element 0)",
    );
}

/// A lowering that takes the wrong descriptor heap entry (the texture of
/// entry 3 read from entry 2) reads other data: a difference, not a
/// missing resource.
#[test]
fn a_wrong_heap_index_is_reported() {
    let text = lowered_kind("heap.ll");
    let bad = replace_once(
        &text,
        "createHandleFromHeap(i32 218, i32 3,",
        "createHandleFromHeap(i32 218, i32 2,",
    );
    let (code, err) = validate_kind_with("heap.ll", &bad, "heap_index");
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("(u heap[0]) differs at byte 0"), "{err}");
}

/// A resource only dead code uses takes no register in the lowering, so
/// an implicit binding beside it may take that register: the input run
/// places both as `dxir lower` does (the dead one far away), and the two
/// runs agree. Before that, the input bound `In3` at t1 and the lowering
/// at t0: a difference that was no bug of the lowering.
#[test]
fn a_dead_binding_does_not_move_an_implicit_one() {
    let input = interp_input("dead_binding_beside_implicit.ll");
    let o = dxir(&["validate-lowering", &input, "--seeds", "3"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = dxir(&["run", &input]);
    assert!(o.status.success(), "{}", stderr(&o));
    let json = String::from_utf8_lossy(&o.stdout).into_owned();
    let register = |name: &str| {
        let at = json
            .find(&format!("\"name\": \"{name}\""))
            .unwrap_or_else(|| panic!("{name} in {json}"));
        let rest = &json[at..];
        let r = rest.find("\"register\": ").unwrap() + "\"register\": ".len();
        rest[r..].split(',').next().unwrap().to_string()
    };
    assert_eq!(register("In3"), "0", "{json}");
    assert_eq!(register("In2"), "2147483648", "{json}");
}

/// Saturating arithmetic and vector reductions run in the input as LLVM
/// defines them and in the lowering as their expansions: equal under both
/// engines; an expansion that saturates one step early is a difference.
#[test]
fn saturating_arithmetic_and_reductions_validate() {
    let input = interp_input("saturate_reduce_compute.ll");
    assert_validates_with_both_engines(&input, "6");
    let rules = tmp("early_saturation.rules");
    std::fs::write(
        &rules,
        "pass expand-intrinsics\n\
         rule early-usub-sat benefit 10 {\n\
         \x20 match %r = llvm.call(%a, %b) {callee = #c} -> $T\n\
         \x20 where intrinsic_base(#c) == \"llvm.usub.sat\"\n\
         \x20 let $B = with_lane($T, i1)\n\
         \x20 rewrite {\n\
         \x20   %le = llvm.icmp(%a, %b) {predicate = \"ule\"} -> $B\n\
         \x20   replace %r with llvm.select(%le, splat($T, 1 : i32) : $T, llvm.sub(%a, %b)) -> $T\n\
         \x20 }\n\
         }\n",
    )
    .unwrap();
    let o = dxir(&[
        "validate-lowering",
        &input,
        "--seeds",
        "6",
        "--rules",
        rules.to_str().unwrap(),
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("Out (u0, space0) differs at byte"), "{err}");
}

/// Pointers into different resources merged by a select that feeds a phi
/// (seed 230), and GEPs of one resource merged behind conditional
/// branches (seed 84): forward-resource-pointers makes the select a branch
/// and gives the conditional edges blocks of their own, and the lowering
/// computes what the input does, under both engines.
#[test]
fn merged_resource_pointers_validate() {
    for name in [
        "merged_pointers_select_into_phi.ll",
        "merged_field_pointers_conditional.ll",
    ] {
        assert_validates_with_both_engines(&interp_input(name), "3");
    }
}

/// A library's compute entries are proven in turn without `--entry`, one
/// note each; a difference names the entry it is in. `@second` races
/// (64 threads store `Out[gid.y]`), so the library is compared under the
/// fixed schedule, which the result says.
#[test]
fn every_entry_of_a_library_is_proven() {
    let name = "library.sm6_6.O3.ll";
    let o = dxir(&["validate-lowering", &corpus(name)]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("data race on Out (u0, space0)"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("(entry @second)"), "{}", stderr(&o));
    let o = dxir(&["validate-lowering", &corpus(name), "--schedule", "fixed"]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let first = err.find("dxir: note: entry @first: equal").expect(&err);
    let second = err.find("dxir: note: entry @second: equal").expect(&err);
    assert!(first < second, "{err}");
    assert!(err.contains("dxir: note: equal under the fixed schedule (--schedule fixed): the input's threads race (data race on Out"), "{err}");
    // `--entry` still proves the one named, with no note.
    let o = dxir(&["validate-lowering", &corpus(name), "--entry", "first"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!stderr(&o).contains("entry @"), "{}", stderr(&o));
    // `@second` reading `In[gid.x].z` for `.w`: that entry differs.
    let text = lowered_library(name);
    let at = text.find("define void @second").unwrap();
    let (head, tail) = text.split_at(at);
    let bad = format!(
        "{head}{}",
        replace_once(
            tail,
            "i32 %6, i32 12, i8 1, i32 4)",
            "i32 %6, i32 8, i8 1, i32 4)"
        )
    );
    let path = tmp("library_second.ll");
    std::fs::write(&path, bad).unwrap();
    let o = dxir(&[
        "validate-lowering",
        &corpus(name),
        path.to_str().unwrap(),
        "--schedule",
        "fixed",
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("dxir: note: entry @first: equal"), "{err}");
    assert!(
        err.contains("entry @second: seed 0: Out (u0, space0) differs at byte 0"),
        "{err}"
    );
}

/// A ray-tracing library's ray-generation entry runs as `DispatchRays` of
/// one ray and is proven by itself (its intersection entry is not run:
/// nothing dispatches one); its handles are DXC's library form (the
/// resource global loaded, `createHandleForLib`), a resource array's
/// element through a GEP into the array global. An element of that GEP
/// taken wrong is found.
#[test]
fn a_ray_generation_entry_is_proven() {
    let name = "library_raytracing.sm6_6.O3.ll";
    let o = dxir(&["validate-lowering", &corpus(name), "--seeds", "3"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = dxir(&["validate-lowering", &corpus(name), "--entry", "Intersect"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("@Intersect: the interpreter does not run intersection shaders"),
        "{}",
        stderr(&o)
    );
    let out = tmp("library_raytracing.lowered.ll");
    let o = dxir(&["lower", &corpus(name), "-o", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("createHandleForLib"), "{text}");
    let bad = replace_once(
        &text,
        "ptr @Counts, i32 0, i32 %rem.i",
        "ptr @Counts, i32 0, i32 0",
    );
    let path = tmp("library_raytracing_bad.ll");
    std::fs::write(&path, bad).unwrap();
    let o = dxir(&[
        "validate-lowering",
        &corpus(name),
        path.to_str().unwrap(),
        "--seeds",
        "3",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("Counts (u4, space0) differs"),
        "{}",
        stderr(&o)
    );
}

/// `dxir lower --stage library` of a corpus file, as text.
fn lowered_library(name: &str) -> String {
    let out = tmp(&format!("{name}.lowered-lib.ll"));
    let o = dxir(&[
        "lower",
        &corpus(name),
        "--stage",
        "library",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::read_to_string(out).unwrap()
}

/// The output semantics a corpus shader names in its HLSL source's
/// `// output-semantics:` line (clang 22 records none), if any.
fn output_semantics(ll_name: &str) -> Option<String> {
    let stem = ll_name.split('.').next().unwrap_or(ll_name);
    let hlsl = format!(
        "{}/tests/corpus/hlsl/{stem}.hlsl",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(hlsl).ok().and_then(|t| {
        t.lines()
            .find_map(|l| l.strip_prefix("// output-semantics:"))
            .map(|s| s.trim().to_string())
    })
}

/// `validate-lowering` arguments for a corpus vertex or pixel shader:
/// its output semantics and eight invocations.
fn graphics_args(ll_name: &str) -> Vec<String> {
    let mut args = vec!["--groups".to_string(), "8,1,1".to_string()];
    if let Some(s) = output_semantics(ll_name) {
        args.push("--output-semantics".into());
        args.push(s);
    }
    args
}

/// Every vertex and pixel shader of the corpus computes the same outputs
/// and UAV writes before and after `dxir lower`, eight invocations from
/// seeded inputs (those whose invocations race on a UAV under the fixed
/// schedule, which the check names).
#[test]
fn corpus_vertex_and_pixel_shaders_validate() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let (mut ok, mut failed, mut racy) = (Vec::new(), Vec::new(), Vec::new());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        if !text.contains("\"hlsl.shader\"=\"vertex\"")
            && !text.contains("\"hlsl.shader\"=\"pixel\"")
        {
            continue;
        }
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let extra = graphics_args(&name);
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        match validate_racy(f.to_str().unwrap(), &extra, &name, &mut racy) {
            (Some(0), _) => ok.push(name),
            (code, first) => failed.push(format!("{name}: exit {code:?}: {first}")),
        }
    }
    println!(
        "validated {} corpus vertex and pixel shaders ({} racy, run with --allow-races)",
        ok.len(),
        racy.len()
    );
    assert!(failed.is_empty(), "not validated:\n{}", failed.join("\n"));
    assert!(ok.len() >= 32, "only {} validated", ok.len());
}

/// The lowered text of a corpus vertex or pixel shader (with its output
/// semantics).
fn lowered_graphics(name: &str) -> String {
    let out = tmp(&format!("{name}.lowered.ll"));
    let sem = output_semantics(name).expect("the shader names its outputs");
    let o = dxir(&[
        "lower",
        &corpus(name),
        "--output-semantics",
        &sem,
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::read_to_string(out).unwrap()
}

/// `validate-lowering` of a corpus vertex or pixel shader against `text`.
fn validate_graphics_with(name: &str, text: &str, tag: &str) -> (i32, String) {
    let path = tmp(&format!("{tag}.ll"));
    std::fs::write(&path, text).unwrap();
    let mut args = vec![
        "validate-lowering".to_string(),
        corpus(name),
        path.to_str().unwrap().to_string(),
    ];
    args.extend(graphics_args(name));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = dxir(&args);
    (o.status.code().unwrap_or(-1), stderr(&o))
}

/// Two columns of a pixel shader's output written to each other's place:
/// the difference names the element, the invocation and the column.
#[test]
fn swapped_output_columns_are_reported() {
    let name = "pixel_shader.sm6_6.O3.ll";
    let text = lowered_graphics(name);
    let bad = replace_once(
        &text,
        "storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %mul.i.i1)",
        "storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %mul.i.i1)",
    );
    let bad = replace_once(
        &bad,
        "storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %mul.i.i2)",
        "storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %mul.i.i2)",
    );
    let (code, err) = validate_graphics_with(name, &bad, "out_cols");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("SV_Target0 (output element 0) differs at byte 4 (invocation 0, column 1)")
            && err.contains("(written by invocation 0)"),
        "{err}"
    );
    let (code, err) = validate_graphics_with(name, &text, "out_cols_ok");
    assert_eq!(code, 0, "{err}");
}

/// An input read from the wrong column (COLOR0.y read as COLOR0.z): the
/// seeded inputs differ per column, so the outputs show it.
#[test]
fn a_wrong_input_column_is_reported() {
    let name = "pixel_shader.sm6_6.O3.ll";
    let text = lowered_graphics(name);
    let bad = replace_once(
        &text,
        "loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)",
        "loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)",
    );
    let (code, err) = validate_graphics_with(name, &bad, "in_col");
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("SV_Target0 (output element 0) differs"),
        "{err}"
    );
}

/// Without the output semantics clang 22 does not record, a vertex or
/// pixel shader cannot be run: exit 2, saying which flag names them.
#[test]
fn a_pixel_shader_without_output_semantics_is_not_run() {
    let o = dxir(&["validate-lowering", &corpus("pixel_shader.sm6_6.O3.ll")]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("--output-semantics"), "{}", stderr(&o));
}

/// `clip()` discards the invocations whose value is negative: they write
/// no output (zeros), the others write theirs; equal after lowering.
#[test]
fn clip_discards_the_invocation() {
    let input = interp_input("pixel_clip.ll");
    let common = [
        "--output-semantics",
        "SV_Target2",
        "--groups",
        "8,1,1",
        "--schedule",
        "fixed",
    ];
    let mut args = vec!["run", input.as_str(), "--seed", "2"];
    args.extend_from_slice(&common);
    let o = dxir(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let json = String::from_utf8_lossy(&o.stdout).into_owned();
    let rows = |name: &str| -> Vec<Vec<f64>> {
        let at = json
            .find(&format!("\"name\": \"{name}\""))
            .unwrap_or_else(|| panic!("{name} in the output:\n{json}"));
        let rest = &json[at..];
        let start = rest.find("\"elements\": [").unwrap() + "\"elements\": [".len();
        let end = start + rest[start..].find("\n      ]").unwrap();
        rest[start..end]
            .split(']')
            .filter_map(|row| {
                let row = row.trim_start_matches([',', ' ', '\n', '[']);
                (!row.trim().is_empty()).then(|| {
                    row.split(',')
                        .map(|x| x.trim().parse::<f64>().unwrap())
                        .collect()
                })
            })
            .collect()
    };
    let uv = rows("TEXCOORD0");
    let target = rows("SV_Target2");
    assert_eq!((uv.len(), target.len()), (8, 8), "{json}");
    let discarded = uv.iter().filter(|r| r[0] < 0.0).count();
    assert!(
        discarded > 0 && discarded < 8,
        "seed 2 gives some negative and some positive x:\n{uv:?}"
    );
    for (i, (u, t)) in uv.iter().zip(&target).enumerate() {
        if u[0] < 0.0 {
            assert!(t.iter().all(|&x| x == 0.0), "invocation {i}: {t:?}");
        } else {
            assert_eq!((t[0], t[1]), (u[0] * 2.0, u[1] * 2.0), "invocation {i}");
        }
    }
    let mut args = vec!["validate-lowering", input.as_str()];
    args.extend_from_slice(&common);
    let o = dxir(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}
