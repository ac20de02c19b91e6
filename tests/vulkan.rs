//! `dxir validate-lowering --on vulkan`: corpus compute shaders lowered to
//! DX containers, translated by dxil-spirv and run on a Vulkan device
//! (lavapipe here) compute what dxir's interpreter computes for the input;
//! a lowering broken by hand differs there (exit 1); what the device
//! cannot run exits 2 with the reason.
//!
//! Needs `../shared/tools/dxil-spirv` beside the project and a Vulkan
//! device; without them each test says so and skips, unless
//! `DXIR_REQUIRE_VULKAN=1`, which makes that a failure (as CI does).

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

fn input(name: &str) -> String {
    format!("{}/tests/vulkan-inputs/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file in the temporary directory, removed when dropped.
struct Temp(PathBuf);

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn tmp(name: &str) -> Temp {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    Temp(std::env::temp_dir().join(format!(
        "dxir-vulkan-test-{}-{n}-{name}",
        std::process::id()
    )))
}

/// Whether dxil-spirv and a Vulkan device are here: `false` (after saying
/// why) when a test should skip; a failure instead with
/// `DXIR_REQUIRE_VULKAN=1`.
fn vulkan_ready(test: &str) -> bool {
    let lib = match std::env::var_os("DXIR_DXIL_SPIRV_LIB") {
        Some(p) => PathBuf::from(p),
        None => Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../shared/tools/dxil-spirv/lib/libdxil-spirv-c-shared.so.2"),
    };
    let why = if !lib.exists() {
        Some(format!("{} is missing", lib.display()))
    } else {
        // A shader every device runs: anything but a pass is the device.
        let o = dxir(&[
            "validate-lowering",
            &corpus("rwbuffer_float.sm6_6.O3.ll"),
            "--on",
            "vulkan",
            "--seeds",
            "1",
        ]);
        let err = stderr(&o);
        (o.status.code() == Some(2)
            && (err.contains("no Vulkan loader") || err.contains("no Vulkan device")))
        .then(|| err.trim().to_string())
    };
    match why {
        None => true,
        Some(why) if std::env::var_os("DXIR_REQUIRE_VULKAN").is_some_and(|v| v == "1") => {
            panic!("{test}: DXIR_REQUIRE_VULKAN=1 but {why}")
        }
        Some(why) => {
            eprintln!("skipped: {test}: {why} (DXIR_REQUIRE_VULKAN=1 makes this a failure)");
            false
        }
    }
}

/// `validate-lowering PATH --on vulkan --seeds 4 EXTRA...`: exit code and
/// stderr.
fn on_vulkan(path: &str, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["validate-lowering", path, "--on", "vulkan", "--seeds", "4"];
    args.extend_from_slice(extra);
    let o = dxir(&args);
    (o.status.code(), stderr(&o))
}

/// Typed, structured and byte-address buffers, cbuffers, counters, loops
/// and integer intrinsics compute the same on the device as in the interpreter, for seeds
/// 0 to 3, at two shader models.
#[test]
fn corpus_shaders_are_equal_on_vulkan() {
    if !vulkan_ready("corpus_shaders_are_equal_on_vulkan") {
        return;
    }
    let shaders: &[(&str, &[&str])] = &[
        ("rwbuffer_float", &[]),
        ("rwbuffer_float4", &[]),
        ("rwbuffer_uint4", &[]),
        ("rwbuffer_double2", &[]),
        ("buffer_float", &[]),
        ("structured_struct", &[]),
        ("structured_nested", &[]),
        ("structured_vector", &[]),
        ("cbuffer", &[]),
        ("cbuffer_implicit", &[]),
        ("counter", &[]),
        ("append_consume", &[]),
        ("bindings_spaces", &[]),
        // firstbithigh: HLSL's bit index (from the least significant bit)
        // over DXIL's FirstbitHi (from the most significant one).
        ("int_intrinsics", &[]),
        // Threads of `loops` read what others write: the order decides,
        // and the device's order happens to agree.
        ("loops", &["--allow-races"]),
        // Typed buffers of 64-bit integers, bound as DXIL reads them: two
        // 32-bit words a lane (R32G32_UINT), as D3D12 views them.
        ("int64_buffers", &[]),
        // 64-bit fields at 4-byte offsets: split into `i32` halves.
        ("structured_wide", &[]),
        // Local structs: SROA's byte slices split, GEPs from GEPs.
        ("local_structs", &[]),
    ];
    let mut failed = Vec::new();
    for (name, extra) in shaders {
        for level in ["sm6_6.O3", "sm6_0.O1"] {
            let file = format!("{name}.{level}.ll");
            let (code, err) = on_vulkan(&corpus(&file), extra);
            if code != Some(0) {
                failed.push(format!("{file}: exit {code:?}: {}", err.trim()));
            }
        }
    }
    let (code, err) = on_vulkan(&input("raw_buffers.ll"), &[]);
    if code != Some(0) {
        failed.push(format!("raw_buffers.ll: exit {code:?}: {}", err.trim()));
    }
    assert!(
        failed.is_empty(),
        "not equal on Vulkan:\n{}",
        failed.join("\n")
    );
}

/// A lowering broken by hand (the constant of an addition changed) is
/// reported with the resource, byte, element and both values.
#[test]
fn a_broken_lowering_differs_on_vulkan() {
    if !vulkan_ready("a_broken_lowering_differs_on_vulkan") {
        return;
    }
    let src = corpus("rwbuffer_float.sm6_6.O3.ll");
    let good = tmp("good.ll");
    let o = dxir(&["lower", &src, "-o", good.0.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&good.0).unwrap();
    let from = "float %mul.i, 1.000000e+00";
    assert!(text.contains(from), "{text}");
    let bad = tmp("bad.ll");
    std::fs::write(&bad.0, text.replacen(from, "float %mul.i, 2.000000e+00", 1)).unwrap();
    let o = dxir(&[
        "validate-lowering",
        &src,
        bad.0.to_str().unwrap(),
        "--on",
        "vulkan",
    ]);
    let err = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.starts_with(
            "dxir: error: seed 0: Data (u0, space0) differs at byte 0 (element 0): input float "
        ),
        "{err}"
    );
    assert!(err.contains("), vulkan float "), "{err}");
    // The unbroken lowering, given the same way, is equal.
    let o = dxir(&[
        "validate-lowering",
        &src,
        good.0.to_str().unwrap(),
        "--on",
        "vulkan",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}

/// The two lanes of a byte-address store swapped in the lowered module.
#[test]
fn a_swapped_raw_store_differs_on_vulkan() {
    if !vulkan_ready("a_swapped_raw_store_differs_on_vulkan") {
        return;
    }
    let src = input("raw_buffers.ll");
    let good = tmp("raw.ll");
    let o = dxir(&["lower", &src, "-o", good.0.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&good.0).unwrap();
    let store = text
        .lines()
        .find(|l| l.contains("rawBufferStore") && l.contains("i8 3"))
        .unwrap_or_else(|| panic!("no two-lane raw store in:\n{text}"));
    let args: Vec<&str> = store.split(", ").collect();
    // (opcode, handle, offset, offset2, v0, v1, v2, v3, mask, align)
    let mut swapped = args.clone();
    swapped.swap(4, 5);
    let bad = tmp("raw_bad.ll");
    std::fs::write(&bad.0, text.replacen(store, &swapped.join(", "), 1)).unwrap();
    let (code, err) = {
        let o = dxir(&[
            "validate-lowering",
            &src,
            bad.0.to_str().unwrap(),
            "--on",
            "vulkan",
        ]);
        (o.status.code(), stderr(&o))
    };
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("Out (u0, space0) differs at byte 128"),
        "{err}"
    );
}

/// What lavapipe cannot run, or what cannot be compared there, exits 2
/// with the reason.
#[test]
fn what_the_device_cannot_run_exits_2() {
    if !vulkan_ready("what_the_device_cannot_run_exits_2") {
        return;
    }
    let cases = [
        (
            "array_unbounded.sm6_6.O3.ll",
            "an unbounded resource array (u0, space2) needs descriptor indexing",
        ),
        ("wave_ops.sm6_6.O3.ll", "wave operations"),
        (
            "array_nonuniform.sm6_6.O3.ll",
            "shaderStorageTexelBufferArrayNonUniformIndexing (capability 5312), which the device does not report, and the run there differs",
        ),
    ];
    for (file, why) in cases {
        let (code, err) = on_vulkan(&corpus(file), &["--allow-races"]);
        assert_eq!(code, Some(2), "{file}: {err}");
        assert!(err.contains(why), "{file}: {err}");
    }
}

/// Without dxil-spirv's library, or with `--each-pass`, nothing runs:
/// exit 2 with the reason (whether or not a device is here).
#[test]
fn without_dxil_spirv_it_exits_2() {
    let (code, err) = on_vulkan(
        &corpus("rwbuffer_float.sm6_6.O3.ll"),
        &["--dxil-spirv", "/nonexistent/libdxil-spirv-c-shared.so.2"],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("cannot load dxil-spirv's library /nonexistent/libdxil-spirv-c-shared.so.2")
            || err.contains("no Vulkan"),
        "{err}"
    );
    let (code, err) = on_vulkan(&corpus("rwbuffer_float.sm6_6.O3.ll"), &["--each-pass"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("cannot be combined with --on vulkan"), "{err}");
}
