//! `dxir compile`: HLSL through clang 22 and the lowering to a container,
//! with DXC's flags. Skips with a message without clang 22, unless
//! `DXIR_REQUIRE_LLVM=1`.

use std::path::{Path, PathBuf};
use std::process::Command;

use dxir::dialects::llvm_tools::tool_for_test;

#[path = "support/dxil_spirv.rs"]
mod dxil_spirv;
use dxil_spirv::{dxil_spirv_dir, VKD3D_OPTIONS};

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
        &["compile", "x.hlsl", "-Fo", "o"],
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

/// A scratch folder of the test's own, emptied first.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dxir-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `-Fc FILE` writes the lowered module's LLVM IR beside `-Fo`'s
/// container: the text `--emit=ll` writes. Without `-Fo` only the listing
/// is written; without either, the listing goes to stdout, as DXC does.
#[test]
fn fc_writes_the_lowered_listing() {
    if tool_for_test("clang", "fc_writes_the_lowered_listing").is_none() {
        return;
    }
    let dir = scratch("compile-fc");
    let hlsl = corpus().join("hlsl/structured_struct.hlsl");
    let (fo, fc, ll) = (dir.join("s.dxil"), dir.join("s.txt"), dir.join("s.ll"));
    let res = dxir(&[
        "compile",
        path(&hlsl),
        "-T",
        "cs_6_6",
        "-Fo",
        path(&fo),
        "-Fc",
        path(&fc),
    ]);
    assert!(res.status.success(), "{}", stderr(&res));
    assert_eq!(&std::fs::read(&fo).unwrap()[..4], b"DXBC");
    let listing = std::fs::read_to_string(&fc).unwrap();
    assert!(listing.contains("@dx.op."), "{listing}");
    let res = dxir(&[
        "compile",
        path(&hlsl),
        "-T",
        "cs_6_6",
        "--emit=ll",
        "-o",
        path(&ll),
    ]);
    assert!(res.status.success(), "{}", stderr(&res));
    assert_eq!(listing, std::fs::read_to_string(&ll).unwrap());
    // -Fc alone, then neither: stdout.
    std::fs::remove_file(&fo).unwrap();
    let res = dxir(&["compile", path(&hlsl), "-T", "cs_6_6", "-Fc", path(&fc)]);
    assert!(res.status.success(), "{}", stderr(&res));
    assert!(!fo.exists());
    let res = dxir(&["compile", path(&hlsl), "-T", "cs_6_6"]);
    assert!(res.status.success(), "{}", stderr(&res));
    assert_eq!(String::from_utf8(res.stdout).unwrap(), listing);
    let _ = std::fs::remove_dir_all(&dir);
}

/// By default `compile` validates with `validate-dxil`, as DXC validates:
/// a module it refuses (a local copy of a resource array, whose handle
/// clang 22 makes `poison`) is an error at its line and nothing is
/// written. `-Vd` skips the validation and writes the module.
#[test]
fn vd_skips_validation() {
    if tool_for_test("clang", "vd_skips_validation").is_none() {
        return;
    }
    let dir = scratch("compile-vd");
    let hlsl = corpus().join("hlsl/array_local.hlsl");
    let fo = dir.join("a.dxil");
    let line = ["compile", path(&hlsl), "-T", "cs_6_6", "-Fo", path(&fo)];
    let res = dxir(&line);
    assert_eq!(res.status.code(), Some(1));
    let err = stderr(&res);
    assert!(
        err.contains(&format!("{}.ll:", hlsl.display()))
            && err.contains("error: pass `validate-dxil`")
            && err.contains("[INSTR.HANDLENOTFROMCREATEHANDLE]"),
        "{err}"
    );
    assert!(!fo.exists());
    let res = dxir(&[&line[..], &["-Vd"]].concat());
    assert!(res.status.success(), "{}", stderr(&res));
    assert_eq!(&std::fs::read(&fo).unwrap()[..4], b"DXBC");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-Zpr` gives clang 22 `-fmatrix-memory-layout=row-major`: a cbuffer
/// matrix's row is read from other elements than with `-Zpc`, which is
/// the default.
#[test]
fn zpr_and_zpc_set_the_matrix_layout() {
    if tool_for_test("clang", "zpr_and_zpc_set_the_matrix_layout").is_none() {
        return;
    }
    let dir = scratch("compile-zp");
    let hlsl = dir.join("m.hlsl");
    std::fs::write(
        &hlsl,
        "cbuffer C : register(b0) { float4x4 M; };\n\
         RWStructuredBuffer<float4> O : register(u0);\n\
         [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { O[id.x] = M[1]; }\n",
    )
    .unwrap();
    let listing = |flag: Option<&str>| {
        let mut line = vec!["compile", path(&hlsl), "-T", "cs_6_6"];
        line.extend(flag);
        let res = dxir(&line);
        assert!(res.status.success(), "{flag:?}: {}", stderr(&res));
        String::from_utf8(res.stdout).unwrap()
    };
    let (default, zpc, zpr) = (listing(None), listing(Some("-Zpc")), listing(Some("-Zpr")));
    assert_eq!(default, zpc);
    assert_ne!(zpr, zpc);
    let res = dxir(&["compile", path(&hlsl), "-T", "cs_6_6", "-Zpr", "-Zpc"]);
    assert_eq!(res.status.code(), Some(1));
    assert!(stderr(&res).contains("-Zpr and -Zpc cannot be given together"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-WX` makes clang's warning an error (exit 1, nothing written);
/// `-no-warnings` silences it.
#[test]
fn wx_makes_warnings_errors() {
    if tool_for_test("clang", "wx_makes_warnings_errors").is_none() {
        return;
    }
    let dir = scratch("compile-wx");
    let hlsl = dir.join("w.hlsl");
    std::fs::write(
        &hlsl,
        "RWBuffer<float2> B : register(u0);\n\
         [numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { float4 v = 1; B[id.x] = v; }\n",
    )
    .unwrap();
    let fo = dir.join("w.dxil");
    let line = ["compile", path(&hlsl), "-T", "cs_6_6", "-Fo", path(&fo)];
    let res = dxir(&line);
    assert!(res.status.success(), "{}", stderr(&res));
    assert!(stderr(&res).contains("warning: implicit conversion truncates vector"));
    std::fs::remove_file(&fo).unwrap();
    let res = dxir(&[&line[..], &["-WX"]].concat());
    assert_eq!(res.status.code(), Some(1));
    assert!(
        stderr(&res).contains("error: implicit conversion truncates vector"),
        "{}",
        stderr(&res)
    );
    assert!(!fo.exists());
    let res = dxir(&[&line[..], &["-no-warnings"]].concat());
    assert!(res.status.success());
    assert!(!stderr(&res).contains("warning"), "{}", stderr(&res));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-Qstrip_reflect` (and the other strips) change nothing: dxir's
/// container has no reflection, debug, private or root signature part to
/// strip.
#[test]
fn strip_flags_give_the_same_container() {
    if tool_for_test("clang", "strip_flags_give_the_same_container").is_none() {
        return;
    }
    let dir = scratch("compile-strip");
    let hlsl = corpus().join("hlsl/structured_struct.hlsl");
    let container = |flags: &[&str]| {
        let fo = dir.join("s.dxil");
        let line = ["compile", path(&hlsl), "-T", "cs_6_6", "-Fo", path(&fo)];
        let res = dxir(&[&line[..], flags].concat());
        assert!(res.status.success(), "{flags:?}: {}", stderr(&res));
        std::fs::read(&fo).unwrap()
    };
    let plain = container(&[]);
    let parts = dxir(&["dump-container", path(&dir.join("s.dxil"))]);
    let parts = String::from_utf8(parts.stdout).unwrap();
    for absent in ["STAT", "ILDB", "ILDN", "PRIV", "RTS0"] {
        assert!(!parts.contains(&format!("part {absent}")), "{parts}");
    }
    assert_eq!(
        container(&[
            "-Qstrip_reflect",
            "-Qstrip_debug",
            "-Qstrip_priv",
            "-Qstrip_rootsignature",
            "-nologo"
        ]),
        plain
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A DXC flag dxir has no counterpart for is refused by name, before
/// clang runs (the input need not exist); a word that is no DXC flag is an
/// unknown option.
#[test]
fn dxc_only_flags_are_refused_by_name() {
    for (flag, message) in [
        (
            &["-Zi"][..],
            "DXC's -Zi (debug information) is not supported by dxir compile",
        ),
        (&["-Fd", "x.pdb"], "DXC's -Fd ("),
        (&["-Qembed_debug"], "DXC's -Qembed_debug ("),
        (&["-spirv"], "DXC's -spirv (SPIR-V output)"),
        (&["-Gis"], "DXC's -Gis (IEEE strictness)"),
        (&["-all_resources_bound"], "DXC's -all_resources_bound ("),
        (&["-res_may_alias"], "DXC's -res_may_alias ("),
        (&["-Fhout.h"], "DXC's -Fh ("),
        (&["-Fre", "r"], "DXC's -Fre ("),
        (&["-Frs", "r"], "DXC's -Frs ("),
        (&["-P"], "DXC's -P ("),
        (&["-fspv-reflect"], "DXC's -fspv-reflect ("),
        (&["-Xbogus"], "dxir: error: unknown option -Xbogus"),
        (&["--bogus"], "dxir: error: unexpected argument '--bogus'"),
    ] {
        let line = [
            &["compile", "missing.hlsl", "-T", "cs_6_6", "-Fo", "o"][..],
            flag,
        ]
        .concat();
        let res = dxir(&line);
        assert_eq!(res.status.code(), Some(1), "{flag:?}");
        let err = stderr(&res);
        assert!(err.starts_with("dxir: error: "), "{flag:?}: {err}");
        assert!(err.contains(message), "{flag:?}: {err}");
    }
}

/// dxir's debugging flags work through `compile` as through `lower`:
/// `--dump-dir` writes the same files, `--print-after`, `--explain` and
/// `--time-passes` print, and neither `--engine` nor `--threads` changes
/// the container.
#[test]
fn lower_flags_work_through_compile() {
    let Some(clang) = tool_for_test("clang", "lower_flags_work_through_compile") else {
        return;
    };
    let dir = scratch("compile-lower-flags");
    let hlsl = corpus().join("hlsl/structured_struct.hlsl");
    let ll = corpus().join("ll/structured_struct.sm6_6.O3.ll");
    let (via_compile, via_lower) = (dir.join("compile"), dir.join("lower"));
    let debug = |dump: &Path| {
        [
            "--dump-dir",
            path(dump),
            "--print-after",
            "lower-dxil",
            "--explain",
            "--time-passes",
        ]
        .map(str::to_string)
    };
    let fo = dir.join("a.dxil");
    let mut line: Vec<String> = ["compile", path(&hlsl), "-T", "cs_6_6", "--clang"]
        .map(str::to_string)
        .to_vec();
    line.extend([
        path(&clang).to_string(),
        "-Fo".into(),
        path(&fo).to_string(),
    ]);
    line.extend(debug(&via_compile));
    let res = Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(&line)
        .output()
        .unwrap();
    assert!(res.status.success(), "{}", stderr(&res));
    let err = stderr(&res);
    assert!(err.contains("IR after pass 14 `lower-dxil`"), "{err}");
    assert!(err.contains("explain: lower-dxil: @main:"), "{err}");
    assert!(err.contains("read + verify input"), "{err}");
    let mut lower: Vec<String> = ["lower", path(&ll), "-o", path(&dir.join("l.dxil"))]
        .map(str::to_string)
        .to_vec();
    lower.extend(debug(&via_lower));
    let res = Command::new(env!("CARGO_BIN_EXE_dxir"))
        .args(&lower)
        .output()
        .unwrap();
    assert!(res.status.success(), "{}", stderr(&res));
    let files = |d: &Path| {
        let mut names: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let names = files(&via_compile);
    assert_eq!(names, files(&via_lower));
    assert!(names.len() > 10, "{names:?}");
    // The module after the last pass is the same, but for the file name
    // clang's module carries.
    let last = names.last().unwrap();
    let text = |d: &Path| {
        std::fs::read_to_string(d.join(last))
            .unwrap()
            .lines()
            .filter(|l| !l.contains("structured_struct"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(text(&via_compile), text(&via_lower));
    // A rule file is loaded as `lower` loads it: the same errors.
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules_fail/attr_kind.rules");
    let res = dxir(&[
        "compile",
        path(&hlsl),
        "-T",
        "cs_6_6",
        "-Fo",
        path(&fo),
        "--rules",
        path(&rules),
    ]);
    let lowered = dxir(&["lower", path(&ll), "-o", "-", "--rules", path(&rules)]);
    assert_eq!(res.status.code(), Some(1));
    assert!(
        stderr(&res).contains("attr_kind.rules:3:44: error:"),
        "{}",
        stderr(&res)
    );
    assert_eq!(stderr(&res), stderr(&lowered));
    let first = std::fs::read(&fo).unwrap();
    for extra in [
        &["--engine", "egraph"][..],
        &["--threads", "1"],
        &["--threads=2"],
    ] {
        let mut again = vec!["compile", path(&hlsl), "-T", "cs_6_6", "-Fo", path(&fo)];
        again.extend(extra);
        let res = dxir(&again);
        assert!(res.status.success(), "{extra:?}: {}", stderr(&res));
        assert_eq!(std::fs::read(&fo).unwrap(), first, "{extra:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The signature elements named `name` in a lowered listing, each as its
/// component type and semantic index: from `!{i32 ID, !"NAME", i8 TYPE,
/// i8 KIND, !INDICES, ...}` and `!INDICES = !{i32 INDEX}`.
fn elements(listing: &str, name: &str) -> Vec<(String, String)> {
    let node = |id: &str| {
        listing
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{id} = ")))
            .unwrap_or_default()
            .to_string()
    };
    let mark = format!("!\"{name}\", i8 ");
    listing
        .lines()
        .filter_map(|l| l.split_once(&mark).map(|(_, rest)| rest))
        .map(|rest| {
            let fields: Vec<&str> = rest.split(", ").collect();
            let indices = node(fields[2]);
            let index = indices
                .trim_start_matches("!{i32 ")
                .trim_end_matches('}')
                .to_string();
            (fields[0].to_string(), index)
        })
        .collect()
}

/// Vertex and pixel shaders, and libraries of them, compile without
/// `--output-semantics`: the semantics of each entry's return value (a
/// struct's members in order) and the signedness of its inputs and outputs
/// come from the source, through clang's AST; an explicit flag still wins.
/// Each container converts with dxil-spirv and passes spirv-val, with
/// dxil-spirv's defaults and vkd3d-proton's options.
#[test]
fn vertex_and_pixel_semantics_come_from_the_source() {
    let test = "vertex_and_pixel_semantics_come_from_the_source";
    if tool_for_test("clang", test).is_none() {
        return;
    }
    let dir = scratch("compile-stages");
    let shaders = [
        (
            "vs",
            "vs_6_6",
            "struct VOut { float4 pos : SV_Position; float2 uv : TEXCOORD3; int id : BLENDINDICES; };\n\
             VOut main(float4 p : POSITION, float2 uv : TEXCOORD0) {\n\
               VOut o; o.pos = p; o.uv = uv; o.id = (int)p.w; return o;\n\
             }\n",
            &[("SV_Position", "0"), ("TEXCOORD", "3"), ("BLENDINDICES", "0")][..],
        ),
        (
            "ps",
            "ps_6_0",
            "float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target1 {\n\
               return float4(uv, p.x, 1);\n\
             }\n",
            &[("SV_Target", "1")],
        ),
        (
            "ps_struct",
            "ps_6_6",
            "struct POut { float4 a : SV_Target0; float4 b : SV_Target2; };\n\
             POut main(float4 p : SV_Position) { POut o; o.a = p; o.b = p * 2; return o; }\n",
            &[("SV_Target", "0"), ("SV_Target", "2")],
        ),
        // Inputs keep their names from clang's IR and their signedness
        // from the source: `int` is signed, `uint` not.
        (
            "ps_int",
            "ps_6_6",
            "float4 main(float4 p : SV_Position, int id : BLENDINDICES, uint u : COLOR1) : SV_Target {\n\
               return p + id + u;\n\
             }\n",
            &[("SV_Target", "0")],
        ),
        // A library: each entry's outputs its own.
        (
            "lib",
            "lib_6_6",
            "[shader(\"vertex\")] float4 vsmain(float4 p : POSITION) : SV_Position { return p; }\n\
             [shader(\"pixel\")] float4 psmain(float4 p : SV_Position) : SV_Target3 { return p; }\n",
            &[("SV_Position", "0"), ("SV_Target", "3")],
        ),
    ];
    let mut containers = Vec::new();
    for (name, profile, source, outputs) in shaders {
        let hlsl = dir.join(format!("{name}.hlsl"));
        std::fs::write(&hlsl, source).unwrap();
        let fo = dir.join(format!("{name}.dxil"));
        let fc = dir.join(format!("{name}.ll"));
        let res = dxir(&[
            "compile",
            path(&hlsl),
            "-T",
            profile,
            "-Fo",
            path(&fo),
            "-Fc",
            path(&fc),
        ]);
        assert!(res.status.success(), "{name}: {}", stderr(&res));
        let listing = std::fs::read_to_string(&fc).unwrap();
        for (semantic, index) in outputs {
            let found = elements(&listing, semantic);
            assert!(
                found.iter().any(|(_, i)| i == index),
                "{name}: no element {semantic}{index} in {found:?}:\n{listing}"
            );
        }
        containers.push(fo);
    }
    let ps_int = std::fs::read_to_string(dir.join("ps_int.ll")).unwrap();
    assert_eq!(
        elements(&ps_int, "BLENDINDICES"),
        [("4".to_string(), "0".to_string())]
    );
    assert_eq!(
        elements(&ps_int, "COLOR"),
        [("5".to_string(), "1".to_string())]
    );
    // The `int` member is signed (4), as its type says; the explicit
    // flag wins over the source.
    let vs = std::fs::read_to_string(dir.join("vs.ll")).unwrap();
    assert_eq!(
        elements(&vs, "BLENDINDICES"),
        [("4".to_string(), "0".to_string())]
    );
    let fc = dir.join("vs_flag.ll");
    let res = dxir(&[
        "compile",
        path(&dir.join("vs.hlsl")),
        "-T",
        "vs_6_6",
        "-Fc",
        path(&fc),
        "--output-semantics",
        "SV_Position0,COLOR5,BLENDINDICES0",
    ]);
    assert!(res.status.success(), "{}", stderr(&res));
    let listing = std::fs::read_to_string(&fc).unwrap();
    assert_eq!(
        elements(&listing, "COLOR"),
        [("9".to_string(), "5".to_string())]
    );
    // Unsigned (5) as the flag says (no `:int`), not the source's int.
    assert_eq!(
        elements(&listing, "BLENDINDICES"),
        [("5".to_string(), "0".to_string())]
    );
    let Some(tools) = dxil_spirv_dir(test) else {
        return;
    };
    for options in [None, Some(VKD3D_OPTIONS)] {
        let mut cmd = Command::new("bash");
        cmd.arg(tools.join("check.sh"));
        if let Some(o) = options {
            cmd.args(["-o", o]);
        }
        let out = cmd.args(&containers).output().unwrap();
        let report = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{options:?}:\n{report}");
        assert!(
            report.contains("accepted 5 / 5, spirv-val ok 5"),
            "{report}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every vertex and pixel shader of the corpus compiles without a
/// semantics flag to what `dxir lower` makes of regen.sh's `.ll` given the
/// `// output-semantics:` the shader's header states by hand: the source's
/// own semantics are those.
#[test]
fn corpus_vertex_and_pixel_shaders_need_no_semantics_flag() {
    let Some(clang) = tool_for_test(
        "clang",
        "corpus_vertex_and_pixel_shaders_need_no_semantics_flag",
    ) else {
        return;
    };
    let dir = scratch("compile-corpus-stages");
    let mut compared = 0;
    let mut names: Vec<PathBuf> = std::fs::read_dir(corpus().join("hlsl"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    for hlsl in names {
        let text = std::fs::read_to_string(&hlsl).unwrap();
        let directive = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("// {key}: ")))
                .map(str::trim)
        };
        let profile = match directive("stage") {
            Some("vertex") => "vs",
            Some("pixel") => "ps",
            _ => continue,
        };
        assert_eq!(directive("flags"), None, "{}: flags to map", hlsl.display());
        let shader = hlsl.file_stem().unwrap().to_str().unwrap();
        for sm in ["6_0", "6_6"] {
            for opt in ["O0", "O1", "O2", "O3"] {
                let ll = corpus().join(format!("ll/{shader}.sm{sm}.{opt}.ll"));
                assert!(ll.exists(), "{}", ll.display());
                let out = dir.join(format!("{shader}.{sm}.{opt}.ll"));
                let res = dxir(&[
                    "compile",
                    path(&hlsl),
                    "-T",
                    &format!("{profile}_{sm}"),
                    &format!("-{opt}"),
                    "--clang",
                    path(&clang),
                    "-Fc",
                    path(&out),
                ]);
                assert!(
                    res.status.success(),
                    "{shader} {sm} {opt}: {}",
                    stderr(&res)
                );
                let mut lower = vec!["lower", path(&ll), "-o", "-"];
                if let Some(list) = directive("output-semantics") {
                    lower.extend(["--output-semantics", list]);
                }
                let lowered = dxir(&lower);
                assert!(lowered.status.success(), "{}", stderr(&lowered));
                assert_eq!(
                    body(&std::fs::read_to_string(&out).unwrap()),
                    body(&String::from_utf8(lowered.stdout).unwrap()),
                    "{shader} {sm} {opt}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 16, "only {compared} vertex and pixel inputs");
    let _ = std::fs::remove_dir_all(&dir);
}
