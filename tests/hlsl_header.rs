//! dxir's HLSL header (src/hlsl_header.rs): every overload group, matrix
//! form and type name compiles through `dxir compile`; the header is
//! `-Wall` silent; an intrinsic clang 22 lacks is named after clang's
//! error; `tests/corpus/shim.h` is the generated text. The clang tests
//! skip with a message without clang 22, unless `DXIR_REQUIRE_LLVM=1`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use dxir::dialects::llvm_tools::tool_for_test;
use dxir::hlsl_header::{self, ScalarType, INTRINSICS, SCALAR_TYPES};

fn dxir(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .output()
        .unwrap()
}

fn temp_dir(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dxir-header-{what}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The corpus header regen.sh and the README use is the generated one.
#[test]
fn corpus_header_is_the_generated_one() {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/shim.h"));
    assert!(
        std::fs::read_to_string(path).unwrap() == hlsl_header::header(),
        "tests/corpus/shim.h differs from the generator: \
         dxir compile --print-header > tests/corpus/shim.h"
    );
    let printed = dxir(&["compile", "--print-header"]);
    assert!(printed.status.success());
    assert_eq!(
        String::from_utf8(printed.stdout).unwrap(),
        hlsl_header::header()
    );
}

/// Intrinsics clang 22 compiles that these shaders cannot lower (not the
/// header's doing): `clip` is pixel-only (DXIL's discard) while these
/// shaders are libraries with no pixel entry, which dxir refuses as DXC's
/// validator does. (AddUint64, WaveActiveBallot, WaveGetLaneCount, atan2
/// and matrix `mul` were listed here until they got their lowerings.)
const LOWERING_GAPS: &[&str] = &["clip"];

/// Every overload group, every matrix form, `mul`/`transpose` and every
/// type name, through `dxir compile -T lib_6_6`, without and (but for
/// types that need them absent) with `-enable-16bit-types`. clang must
/// accept each; lowering must succeed except for [`LOWERING_GAPS`], and
/// those must still fail (so the list stays true).
#[test]
fn every_overload_group_and_type_compiles() {
    if tool_for_test("clang", "every_overload_group_and_type_compiles").is_none() {
        return;
    }
    let dir = temp_dir("groups");
    // (name for LOWERING_GAPS, label, source, with 16-bit types)
    let mut jobs: Vec<(String, String, String, bool)> = Vec::new();
    for f in INTRINSICS {
        for (k, g) in f.groups.iter().enumerate() {
            for sixteen in [false, true] {
                let src = hlsl_header::group_shader(f, g);
                jobs.push((f.name.into(), format!("{}_{k}", f.name), src, sixteen));
            }
        }
        if let Some(src) = hlsl_header::matrix_shader(f) {
            jobs.push((f.name.into(), format!("{}_matrix", f.name), src, false));
        }
    }
    jobs.push((
        "mul_transpose".into(),
        "mul_transpose".into(),
        hlsl_header::templates_shader(),
        false,
    ));
    for s in SCALAR_TYPES {
        let ScalarType {
            name, needs_16bit, ..
        } = *s;
        for sixteen in [false, true] {
            if needs_16bit && !sixteen {
                continue;
            }
            jobs.push((
                name.into(),
                format!("type_{name}"),
                hlsl_header::type_shader(s),
                sixteen,
            ));
        }
    }
    let count = jobs.len();
    let jobs = Mutex::new(jobs);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some((name, label, src, sixteen)) = jobs.lock().unwrap().pop() else {
                    return;
                };
                let label = format!("{label}{}", if sixteen { "_16" } else { "" });
                let file = dir.join(format!("{label}.hlsl"));
                std::fs::write(&file, &src).unwrap();
                let out = dir.join(format!("{label}.ll"));
                let mut args = vec![
                    "compile",
                    file.to_str().unwrap(),
                    "-T",
                    "lib_6_6",
                    "--emit=ll",
                    "-o",
                    out.to_str().unwrap(),
                ];
                if sixteen {
                    args.push("-enable-16bit-types");
                }
                let res = dxir(&args);
                let err = String::from_utf8_lossy(&res.stderr).to_string();
                let gap = LOWERING_GAPS.contains(&name.as_str());
                let problem = if err.contains("clang could not compile the shader") {
                    Some(format!("clang rejected it:\n{src}\n{err}"))
                } else if !res.status.success() && !gap {
                    Some(format!("lowering failed:\n{err}"))
                } else if res.status.success() && gap && !label.starts_with("type_") {
                    Some("lowers now: take it off LOWERING_GAPS".to_string())
                } else {
                    None
                };
                if let Some(p) = problem {
                    failures.lock().unwrap().push(format!("{label}: {p}"));
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(
        failures.is_empty(),
        "{} of {count}:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// clang 22 compiles the header with -Wall and says nothing, with and
/// without 16-bit types.
#[test]
fn header_is_wall_silent() {
    let Some(clang) = tool_for_test("clang", "header_is_wall_silent") else {
        return;
    };
    let dir = temp_dir("wall");
    let header = dir.join("hlsl.h");
    std::fs::write(&header, hlsl_header::header()).unwrap();
    let src = dir.join("empty.hlsl");
    std::fs::write(&src, "[numthreads(1, 1, 1)] void main() {}\n").unwrap();
    for sixteen in [false, true] {
        let mut cmd = Command::new(&clang);
        cmd.args([
            "-cc1",
            "-triple",
            "dxil-pc-shadermodel6.6-compute",
            "-x",
            "hlsl",
        ])
        .arg("-include")
        .arg(&header)
        .args(["-Wall", "-emit-llvm", "-o", "-"])
        .arg(&src);
        if sixteen {
            cmd.args(["-fnative-half-type", "-fnative-int16-type"]);
        }
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "16-bit {sixteen}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "16-bit {sixteen}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// An intrinsic clang 22 does not implement: clang's undeclared-identifier
/// error, then dxir's line naming it; exit 1. A name that is no intrinsic
/// gets no such line.
#[test]
fn unsupported_intrinsic_is_named() {
    if tool_for_test("clang", "unsupported_intrinsic_is_named").is_none() {
        return;
    }
    let dir = temp_dir("unsupported");
    let src = dir.join("prefix.hlsl");
    std::fs::write(
        &src,
        "RWStructuredBuffer<uint> B : register(u0);\n\
         [numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
           B[id.x] = WavePrefixSum(id.x) + nowhere;\n\
         }\n",
    )
    .unwrap();
    let out = dir.join("prefix.dxil");
    let res = dxir(&[
        "compile",
        src.to_str().unwrap(),
        "-T",
        "cs_6_6",
        "-Fo",
        out.to_str().unwrap(),
    ]);
    assert_eq!(res.status.code(), Some(1));
    let err = String::from_utf8_lossy(&res.stderr);
    assert!(
        err.contains("error: use of undeclared identifier 'WavePrefixSum'"),
        "{err}"
    );
    let named = format!(
        "{}: error: 'WavePrefixSum' is an HLSL intrinsic clang 22 does not implement",
        src.display()
    );
    let clang_at = err.find("undeclared identifier 'WavePrefixSum'").unwrap();
    let named_at = err.find(&named).expect(&err);
    assert!(clang_at < named_at, "{err}");
    assert!(!err.contains("'nowhere' is an HLSL intrinsic"), "{err}");
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
