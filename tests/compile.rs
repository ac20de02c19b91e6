//! `dxir compile`: HLSL through clang 22 and the lowering to a container,
//! with DXC's flags. Skips with a message without clang 22, unless
//! `DXIR_REQUIRE_LLVM=1`.

use std::path::Path;
use std::process::Command;

use dxir::dialects::llvm_tools::tool_for_test;

fn dxir(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(args)
        .output()
        .unwrap()
}

fn corpus() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus"))
}

/// Without its file name lines, the module text.
fn body(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `dxir compile --emit=ll` gives what `dxir lower` gives for the corpus
/// file regen.sh made from the same shader with the same clang options.
#[test]
fn compile_matches_lowering_the_corpus() {
    let Some(clang) = tool_for_test("clang", "compile_matches_lowering_the_corpus") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-compile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // regen.sh's `// flags: -fnative-half-type` is DXC's -enable-16bit-types.
    for (shader, profile, opt, extra) in [
        ("structured_struct", "cs_6_6", "O3", None),
        ("array_1d", "cs_6_0", "O1", None),
        ("library", "lib_6_6", "O0", None),
        (
            "rwbuffer_half4",
            "cs_6_6",
            "O3",
            Some("-enable-16bit-types"),
        ),
    ] {
        let hlsl = corpus().join(format!("hlsl/{shader}.hlsl"));
        let sm = &profile[profile.len() - 3..];
        let ll = corpus().join(format!("ll/{shader}.sm{sm}.{opt}.ll"));
        assert!(ll.exists(), "{}", ll.display());
        let out = dir.join(format!("{shader}.ll"));
        let opt_flag = format!("-{opt}");
        let mut args = vec![
            "compile",
            hlsl.to_str().unwrap(),
            "-T",
            profile,
            &opt_flag,
            "--clang",
            clang.to_str().unwrap(),
            "--emit=ll",
            "-o",
            out.to_str().unwrap(),
        ];
        args.extend(extra);
        let res = dxir(&args);
        assert!(
            res.status.success(),
            "{shader}: {}",
            String::from_utf8_lossy(&res.stderr)
        );
        let lowered = dxir(&["lower", ll.to_str().unwrap(), "-o", "-"]);
        assert!(lowered.status.success());
        assert_eq!(
            body(&std::fs::read_to_string(&out).unwrap()),
            body(&String::from_utf8(lowered.stdout).unwrap()),
            "{shader}"
        );
        // The default is a container.
        let fo = dir.join(format!("{shader}.dxil"));
        let mut args = vec![
            "compile",
            hlsl.to_str().unwrap(),
            "-T",
            profile,
            "-Fo",
            fo.to_str().unwrap(),
        ];
        args.extend(extra);
        let res = dxir(&args);
        assert!(
            res.status.success(),
            "{shader}: {}",
            String::from_utf8_lossy(&res.stderr)
        );
        assert_eq!(&std::fs::read(&fo).unwrap()[..4], b"DXBC");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-D`, `-I` and `-E` reach clang.
#[test]
fn defines_includes_and_entry_reach_clang() {
    if tool_for_test("clang", "defines_includes_and_entry_reach_clang").is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("dxir-compile-flags-{}", std::process::id()));
    let inc = dir.join("inc");
    std::fs::create_dir_all(&inc).unwrap();
    std::fs::write(inc.join("size.h"), "#define GROUP (WIDTH * 2)\n").unwrap();
    let src = dir.join("k.hlsl");
    std::fs::write(
        &src,
        "#include \"size.h\"\nRWBuffer<float> Out : register(u3);\n\
         [numthreads(GROUP, 1, 1)] void kernel(uint3 id : SV_DispatchThreadID) { Out[id.x] = 2.0; }\n",
    )
    .unwrap();
    let out = dir.join("k.ll");
    let res = dxir(&[
        "compile",
        src.to_str().unwrap(),
        "-T",
        "cs_6_6",
        "-E",
        "kernel",
        "-DWIDTH=8",
        "-I",
        inc.to_str().unwrap(),
        "--emit=ll",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("define void @kernel()"), "{text}");
    assert!(
        text.contains("!{i32 16, i32 1, i32 1}"),
        "numthreads from -D and -I:\n{text}"
    );
    assert!(text.contains("!\"Out\", i32 0, i32 3"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// clang's errors are shown as clang printed them, then one dxir line; a
/// bad command line is a usage error. Both exit 1 and write nothing.
#[test]
fn errors_exit_1_without_output() {
    if tool_for_test("clang", "errors_exit_1_without_output").is_none() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("dxir-compile-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("bad.hlsl");
    std::fs::write(&src, "[numthreads(1,1,1)] void main() { nowhere = 1; }\n").unwrap();
    let out = dir.join("bad.dxil");
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
        err.contains("use of undeclared identifier 'nowhere'"),
        "{err}"
    );
    assert!(
        err.contains(&format!(
            "{}: error: clang could not compile the shader",
            src.display()
        )),
        "{err}"
    );
    assert!(!out.exists());
    for bad in [
        &["compile", "x.hlsl", "-T", "zz_6_0", "-Fo", "o"][..],
        &["compile", "x.hlsl", "-T", "cs_6_6"],
        &["compile", "x.hlsl", "-T", "cs_6_6", "-Fo", "o", "-Zi"],
    ] {
        let res = dxir(bad);
        assert_eq!(res.status.code(), Some(1), "{bad:?}");
        assert!(
            String::from_utf8_lossy(&res.stderr).starts_with("dxir: error: "),
            "{bad:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// HLSL's `firstbithigh` counts from the least significant bit (-1 for no
/// bit); DXIL's FirstbitHi/FirstbitSHi, which clang's builtin lowers to,
/// count from the most significant one, and the header (dxir's
/// `src/hlsl_header.rs`, as DXC and clang's `hlsl.h`) subtracts from
/// `bitwidth - 1`. Run on the CPU for threads 0..8: the values HLSL gives.
#[test]
fn firstbithigh_counts_from_the_least_significant_bit() {
    if tool_for_test(
        "clang",
        "firstbithigh_counts_from_the_least_significant_bit",
    )
    .is_none()
    {
        return;
    }
    let dir = std::env::temp_dir().join(format!("dxir-compile-fbh-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("fbh.hlsl");
    std::fs::write(
        &src,
        "RWStructuredBuffer<uint> U : register(u0);\n\
         RWStructuredBuffer<uint> S : register(u1);\n\
         RWStructuredBuffer<uint> W : register(u2);\n\
         RWStructuredBuffer<uint2> V : register(u3);\n\
         [numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n\
           uint i = id.x;\n\
           U[i] = firstbithigh(i);\n\
           S[i] = firstbithigh(-(int)i - 1);\n\
           W[i] = firstbithigh((uint64_t)i << 32);\n\
           V[i] = firstbithigh(uint2(i, i << 4));\n\
         }\n",
    )
    .unwrap();
    let out = dir.join("fbh.ll");
    let res = dxir(&[
        "compile",
        src.to_str().unwrap(),
        "-T",
        "cs_6_6",
        "-E",
        "main",
        "--emit=ll",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    let run = dxir(&["run", out.to_str().unwrap(), "--seed", "0"]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let json = String::from_utf8(run.stdout).unwrap();
    // The first `n` words of resource `name`, as signed integers.
    let words = |name: &str, n: usize| -> Vec<i64> {
        let at = json.find(&format!("\"name\": \"{name}\"")).unwrap();
        let list = &json[at..];
        let list = &list[list.find("\"words\": [").unwrap() + 10..];
        list.split(',')
            .take(n)
            .map(|w| {
                let w = w.trim().trim_matches('"').trim_start_matches("0x");
                i64::from(u32::from_str_radix(w, 16).unwrap() as i32)
            })
            .collect()
    };
    assert_eq!(words("U", 8), [-1, 0, 1, 1, 2, 2, 2, 2], "{json}");
    // -1 - i: -1 has no bit that differs from the sign, -2 has bit 0, ...
    assert_eq!(words("S", 8), [-1, 0, 1, 1, 2, 2, 2, 2], "{json}");
    assert_eq!(words("W", 8), [-1, 32, 33, 33, 34, 34, 34, 34], "{json}");
    assert_eq!(
        words("V", 16),
        [-1, -1, 0, 4, 1, 5, 1, 5, 2, 6, 2, 6, 2, 6, 2, 6],
        "{json}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
