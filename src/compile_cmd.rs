//! `dxir compile`: HLSL to a DX container in one command, with DXC's
//! common flags. clang 22 is the frontend (`-cc1` with the DXIL triple the
//! profile names); dxir lowers its LLVM IR and writes the output.
//!
//! DXC's flags are single-dash words (`-Fo`, `-HV`,
//! `-enable-16bit-types`) that a clap parser cannot declare, so they are
//! read here, by hand, in DXC's spelling: `-T cs_6_6` and `-Tcs_6_6` both
//! work.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use dxir::hlsl_header;

/// What `dxir compile` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompileEmit {
    /// A DX container.
    Container,
    /// Bare DXIL bitcode.
    Bc,
    /// Lowered LLVM IR text.
    Ll,
}

/// The parsed command line.
#[derive(Debug)]
pub struct CompileArgs {
    /// The HLSL file.
    pub input: String,
    /// Target profile, e.g. `cs_6_6`.
    pub profile: String,
    /// Entry point (`-E`), default `main`.
    pub entry: Option<String>,
    /// Output path (`-Fo` or `-o`).
    pub output: String,
    /// `-D` definitions.
    pub defines: Vec<String>,
    /// `-I` directories.
    pub includes: Vec<String>,
    /// Optimization level 0..=3 (`-O0`..`-O3`, `-Od` = 0); default 3 as DXC.
    pub opt: u8,
    /// `-enable-16bit-types`.
    pub native_16bit: bool,
    /// `-HV` language version.
    pub hlsl_version: Option<String>,
    /// `--clang PATH`.
    pub clang: Option<PathBuf>,
    /// `--emit`.
    pub emit: CompileEmit,
    /// `--container-digest bypass`.
    pub bypass_digest: bool,
    /// `--output-semantics LIST` (clang 22 does not record them).
    pub output_semantics: Option<String>,
}

/// A command line `dxir compile` does not accept, or a failed step.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// A flag is unknown, lacks its value, or has a bad one.
    #[error("{0}")]
    Usage(String),
    /// No clang 22 to run.
    #[error("clang 22 not found (on PATH, in /usr/lib/llvm-22/bin, or given with --clang PATH)")]
    NoClang,
    /// clang could not be run.
    #[error("cannot run {path}: {source}")]
    Spawn {
        /// The clang path.
        path: String,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// clang reported errors (already printed as clang printed them).
    /// Each HLSL intrinsic clang 22 does not implement that clang called
    /// undeclared gets a line of its own.
    #[error(
        "{input}: error: clang could not compile the shader{}",
        unsupported_lines(input, unsupported)
    )]
    Clang {
        /// The HLSL file.
        input: String,
        /// The unsupported intrinsics clang's errors name.
        unsupported: Vec<String>,
    },
}

/// `FILE: error: 'NAME' is an HLSL intrinsic clang 22 does not implement`
/// lines, each after a newline.
fn unsupported_lines(input: &str, names: &[String]) -> String {
    names
        .iter()
        .map(|n| {
            format!(
                "\n{input}: error: '{n}' is an HLSL intrinsic clang 22 does not implement \
                 (no clang builtin; see docs/compile.md)"
            )
        })
        .collect()
}

/// The HLSL intrinsics clang 22 does not implement that clang's
/// diagnostics call undeclared (`use of undeclared identifier 'NAME'`),
/// once each, in order.
pub fn unsupported_in(stderr: &str) -> Vec<String> {
    const MARK: &str = "use of undeclared identifier '";
    let mut names: Vec<String> = Vec::new();
    let mut rest = stderr;
    while let Some(at) = rest.find(MARK) {
        rest = &rest[at + MARK.len()..];
        let Some(end) = rest.find('\'') else { break };
        let name = &rest[..end];
        if hlsl_header::is_unsupported(name) && !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

/// Reads `dxir compile`'s arguments.
pub fn parse_args(args: &[String]) -> Result<CompileArgs, CompileError> {
    let usage = |m: String| CompileError::Usage(m);
    let mut input = None;
    let mut profile = None;
    let mut entry = None;
    let mut output = None;
    let mut defines = Vec::new();
    let mut includes = Vec::new();
    let mut opt = 3;
    let mut native_16bit = false;
    let mut hlsl_version = None;
    let mut clang = None;
    let mut emit = CompileEmit::Container;
    let mut bypass_digest = false;
    let mut output_semantics = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        // `-X value`, `-Xvalue` and `--x=value` spellings.
        let mut value = |flag: &str| -> Result<Option<String>, CompileError> {
            if a == flag {
                return it
                    .next()
                    .cloned()
                    .map(Some)
                    .ok_or_else(|| usage(format!("{flag} needs a value")));
            }
            if flag.starts_with("--") {
                return Ok(a.strip_prefix(&format!("{flag}=")).map(str::to_string));
            }
            Ok(a.strip_prefix(flag)
                .filter(|v| !v.is_empty())
                .map(str::to_string))
        };
        if a == "-enable-16bit-types" {
            native_16bit = true;
        } else if a == "-Od" {
            opt = 0;
        } else if let Some(level) = a.strip_prefix("-O").filter(|l| l.len() == 1) {
            opt = match level {
                "0" => 0,
                "1" => 1,
                "2" => 2,
                "3" => 3,
                _ => return Err(usage(format!("unknown optimization level {a}"))),
            };
        } else if let Some(v) = value("--clang")? {
            clang = Some(PathBuf::from(v));
        } else if let Some(v) = value("--emit")? {
            emit = match v.as_str() {
                "container" => CompileEmit::Container,
                "bc" => CompileEmit::Bc,
                "ll" => CompileEmit::Ll,
                _ => return Err(usage(format!("--emit takes container, bc or ll, not {v}"))),
            };
        } else if let Some(v) = value("--container-digest")? {
            bypass_digest = match v.as_str() {
                "zero" => false,
                "bypass" => true,
                _ => {
                    return Err(usage(format!(
                        "--container-digest takes zero or bypass, not {v}"
                    )))
                }
            };
        } else if let Some(v) = value("--output-semantics")? {
            output_semantics = Some(v);
        } else if let Some(v) = value("-HV")? {
            hlsl_version = Some(v);
        } else if let Some(v) = value("-Fo")? {
            output = Some(v);
        } else if let Some(v) = value("-T")? {
            profile = Some(v);
        } else if let Some(v) = value("-E")? {
            entry = Some(v);
        } else if let Some(v) = value("-D")? {
            defines.push(v);
        } else if let Some(v) = value("-I")? {
            includes.push(v);
        } else if let Some(v) = value("-o")? {
            output = Some(v);
        } else if a.starts_with('-') && a != "-" {
            return Err(usage(format!("unknown option {a}")));
        } else if input.replace(a.clone()).is_some() {
            return Err(usage("more than one input file".into()));
        }
    }
    Ok(CompileArgs {
        input: input.ok_or_else(|| usage("no input file".into()))?,
        profile: profile
            .ok_or_else(|| usage("no target profile (-T cs_6_6, ps_6_0, lib_6_3, ...)".into()))?,
        entry,
        output: output.ok_or_else(|| usage("no output file (-Fo FILE or -o FILE)".into()))?,
        defines,
        includes,
        opt,
        native_16bit,
        hlsl_version,
        clang,
        emit,
        bypass_digest,
        output_semantics,
    })
}

/// The triple of a DXC profile: `cs_6_6` is
/// `dxil-pc-shadermodel6.6-compute`.
pub fn profile_triple(profile: &str) -> Result<String, CompileError> {
    let bad = || {
        CompileError::Usage(format!(
            "unknown target profile {profile} (expected STAGE_6_MINOR: cs_6_6, ps_6_0, lib_6_3, ...)"
        ))
    };
    let mut parts = profile.split('_');
    let (Some(stage), Some(major), Some(minor), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let stage = match stage {
        "ps" => "pixel",
        "vs" => "vertex",
        "gs" => "geometry",
        "hs" => "hull",
        "ds" => "domain",
        "cs" => "compute",
        "lib" => "library",
        "ms" => "mesh",
        "as" => "amplification",
        _ => return Err(bad()),
    };
    let minor: u32 = minor.parse().map_err(|_| bad())?;
    if major != "6" || minor > 9 {
        return Err(bad());
    }
    Ok(format!("dxil-pc-shadermodel6.{minor}-{stage}"))
}

/// Whether the clang at `clang` ships an `hlsl.h` of its own.
fn has_hlsl_header(clang: &Path) -> bool {
    Command::new(clang)
        .arg("-print-resource-dir")
        .stderr(Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .is_some_and(|dir| dir.join("include/hlsl.h").is_file())
}

/// Runs clang on the shader and returns its LLVM IR text. clang's
/// diagnostics go to stderr as clang prints them.
pub fn run_clang(args: &CompileArgs) -> Result<String, CompileError> {
    let clang = match &args.clang {
        Some(p) => p.clone(),
        None => dxir_dialects_find_clang().ok_or(CompileError::NoClang)?,
    };
    let triple = profile_triple(&args.profile)?;
    let mut cmd = Command::new(&clang);
    cmd.args(["-cc1", "-triple", &triple, "-x", "hlsl", "-emit-llvm"]);
    cmd.arg(format!("-O{}", args.opt));
    // The header goes in a temporary file that lives until clang is done.
    let header = if has_hlsl_header(&clang) {
        None
    } else {
        let path = std::env::temp_dir().join(format!("dxir-hlsl-{}.h", std::process::id()));
        std::fs::write(&path, hlsl_header::header()).map_err(|source| CompileError::Spawn {
            path: path.display().to_string(),
            source,
        })?;
        cmd.arg("-include").arg(&path);
        Some(path)
    };
    if let Some(e) = &args.entry {
        cmd.args(["-hlsl-entry", e]);
    }
    if let Some(v) = &args.hlsl_version {
        cmd.arg(format!("-std=hlsl{v}"));
    }
    if args.native_16bit {
        cmd.args(["-fnative-half-type", "-fnative-int16-type"]);
    }
    for d in &args.defines {
        cmd.arg(format!("-D{d}"));
    }
    for i in &args.includes {
        cmd.arg(format!("-I{i}"));
    }
    cmd.args(["-o", "-", &args.input]);
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let out = cmd.output();
    if let Some(h) = header {
        let _ = std::fs::remove_file(h);
    }
    let out = out.map_err(|source| CompileError::Spawn {
        path: clang.display().to_string(),
        source,
    })?;
    // clang's diagnostics, as clang printed them.
    let _ = std::io::stderr().write_all(&out.stderr);
    if !out.status.success() {
        return Err(CompileError::Clang {
            input: args.input.clone(),
            unsupported: unsupported_in(&String::from_utf8_lossy(&out.stderr)),
        });
    }
    String::from_utf8(out.stdout).map_err(|_| CompileError::Clang {
        input: args.input.clone(),
        unsupported: Vec::new(),
    })
}

/// clang 22: `$LLVM_BIN`, Debian's `/usr/lib/llvm-22/bin`, then `clang-22`
/// or `clang` on PATH (the project's one tool finder).
fn dxir_dialects_find_clang() -> Option<PathBuf> {
    dxir::dialects::llvm_tools::find_tool("clang")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn dxc_spellings_are_read() {
        let a = parse_args(&args(&[
            "s.hlsl",
            "-T",
            "cs_6_6",
            "-Emain2",
            "-Fo",
            "o.dxil",
            "-DX=1",
            "-I",
            "inc",
            "-O1",
            "-enable-16bit-types",
            "-HV",
            "2021",
        ]))
        .unwrap();
        assert_eq!(a.profile, "cs_6_6");
        assert_eq!(a.entry.as_deref(), Some("main2"));
        assert_eq!(a.output, "o.dxil");
        assert_eq!(a.defines, ["X=1"]);
        assert_eq!(a.includes, ["inc"]);
        assert_eq!(a.opt, 1);
        assert!(a.native_16bit);
        assert_eq!(a.hlsl_version.as_deref(), Some("2021"));
        assert_eq!(a.emit, CompileEmit::Container);
    }

    #[test]
    fn bad_command_lines_are_usage_errors() {
        for bad in [
            &["s.hlsl", "-T", "cs_6_6"][..],
            &["-T", "cs_6_6", "-Fo", "o"],
            &["s.hlsl", "-Fo", "o"],
            &["s.hlsl", "-T"],
            &["s.hlsl", "-T", "cs_6_6", "-Fo", "o", "-Zi"],
            &["s.hlsl", "t.hlsl", "-T", "cs_6_6", "-Fo", "o"],
            &["s.hlsl", "-T", "cs_6_6", "-Fo", "o", "-O7"],
        ] {
            assert!(
                matches!(parse_args(&args(bad)), Err(CompileError::Usage(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn unsupported_intrinsics_are_found_in_clang_errors() {
        let err = "s.hlsl:3:5: error: use of undeclared identifier 'WavePrefixSum'\n\
                   s.hlsl:4:5: error: use of undeclared identifier 'nowhere'\n\
                   s.hlsl:5:5: error: use of undeclared identifier 'WavePrefixSum'\n\
                   s.hlsl:6:5: error: use of undeclared identifier 'QuadReadAcrossX'\n";
        assert_eq!(unsupported_in(err), ["WavePrefixSum", "QuadReadAcrossX"]);
        assert!(unsupported_in("s.hlsl:1:1: error: unknown type name 'foo'").is_empty());
        let e = CompileError::Clang {
            input: "s.hlsl".into(),
            unsupported: vec!["WavePrefixSum".into()],
        };
        assert_eq!(
            e.to_string(),
            "s.hlsl: error: clang could not compile the shader\n\
             s.hlsl: error: 'WavePrefixSum' is an HLSL intrinsic clang 22 does not implement \
             (no clang builtin; see docs/compile.md)"
        );
    }

    #[test]
    fn profiles_give_triples() {
        assert_eq!(
            profile_triple("cs_6_6").unwrap(),
            "dxil-pc-shadermodel6.6-compute"
        );
        assert_eq!(
            profile_triple("lib_6_3").unwrap(),
            "dxil-pc-shadermodel6.3-library"
        );
        assert_eq!(
            profile_triple("ps_6_0").unwrap(),
            "dxil-pc-shadermodel6.0-pixel"
        );
        for bad in ["cs_5_0", "xs_6_0", "cs_6", "cs_6_6_1", "cs_6_x"] {
            assert!(profile_triple(bad).is_err(), "{bad}");
        }
    }
}
