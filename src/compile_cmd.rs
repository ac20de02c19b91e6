//! `dxir compile`: HLSL to a DX container in one command, with DXC's
//! common flags. clang 22 is the frontend (`-cc1` with the DXIL triple the
//! profile names); dxir lowers its LLVM IR and writes the output.
//!
//! DXC's flags are single-dash words (`-Fo`, `-HV`,
//! `-enable-16bit-types`) that a clap parser cannot declare, so they are
//! read here, by hand, in DXC's spelling (`-T cs_6_6` and `-Tcs_6_6` both
//! work), from one table of DXC's flags ([`DXC_FLAGS`]): each is read,
//! accepted as already true of dxir's output, or refused by name. dxir's own
//! `--` flags are clap's ([`OwnArgs`]), the lowering's being those of
//! `dxir lower`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use clap::{CommandFactory, Parser};
use dxir::hlsl_header;
use dxir::passes::Semantic;

use crate::{LoweringArgs, WriteArgs};

/// dxir's own flags of `dxir compile`, `--` words that clap reads: the
/// lowering's (one definition with `dxir lower`), the output's, and the
/// frontend's.
#[derive(Parser, Debug)]
#[command(
    name = "dxir compile",
    disable_help_flag = true,
    disable_version_flag = true
)]
pub struct OwnArgs {
    /// The clang 22 to run [default: on PATH or in /usr/lib/llvm-22/bin].
    #[arg(long, value_name = "PATH")]
    pub clang: Option<PathBuf>,
    /// Prints the HLSL header dxir gives a clang without `hlsl.h`, and exits.
    #[arg(long)]
    pub print_header: bool,
    #[command(flatten)]
    pub write: WriteArgs,
    #[command(flatten)]
    pub lowering: LoweringArgs,
}

/// How `dxir compile` treats a DXC flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handling {
    /// Read, with DXC's meaning.
    Read,
    /// Accepted and without effect, because dxir's output already is what
    /// DXC's is with the flag (the reason).
    Same(&'static str),
    /// Refused with a message naming it: dxir has no such thing.
    Refused,
}

/// A flag of DXC's command line.
#[derive(Clone, Copy, Debug)]
pub struct DxcFlag {
    /// The spelling, e.g. `-Fo`.
    pub name: &'static str,
    /// Whether it takes a value, given after it (`-Fo out`) or joined
    /// (`-Foout`).
    pub value: bool,
    /// What it means in DXC, in a few words.
    pub meaning: &'static str,
    /// What `dxir compile` does with it.
    pub handling: Handling,
}

const fn flag(
    name: &'static str,
    value: bool,
    meaning: &'static str,
    handling: Handling,
) -> DxcFlag {
    DxcFlag {
        name,
        value,
        meaning,
        handling,
    }
}

use Handling::{Read, Refused, Same};

/// DXC's flags (`dxc -help`, DXC 1.8), each with its meaning and what
/// `dxir compile` does with it. A single-dash word that is none of these is
/// an unknown option.
pub const DXC_FLAGS: &[DxcFlag] = &[
    flag("-T", true, "target profile", Read),
    flag("-E", true, "entry point name", Read),
    flag("-Fo", true, "output object file", Read),
    flag("-Fc", true, "output assembly code listing file", Read),
    flag("-D", true, "define a macro", Read),
    flag(
        "-I",
        true,
        "add a directory to the include search path",
        Read,
    ),
    flag("-O0", false, "optimization level 0", Read),
    flag("-O1", false, "optimization level 1", Read),
    flag("-O2", false, "optimization level 2", Read),
    flag("-O3", false, "optimization level 3 (the default)", Read),
    flag("-Od", false, "disable optimizations", Read),
    flag("-enable-16bit-types", false, "native 16-bit types", Read),
    flag("-HV", true, "HLSL language version", Read),
    flag("-Vd", false, "disable validation", Read),
    flag("-Zpr", false, "pack matrices in row-major order", Read),
    flag(
        "-Zpc",
        false,
        "pack matrices in column-major order (the default)",
        Read,
    ),
    flag("-WX", false, "treat warnings as errors", Read),
    flag("-no-warnings", false, "suppress warnings", Read),
    flag(
        "-Qstrip_reflect",
        false,
        "strip reflection data",
        Same("dxir writes no reflection part (STAT)"),
    ),
    flag(
        "-Qstrip_debug",
        false,
        "strip debug information",
        Same("dxir writes no debug information (ILDB, ILDN)"),
    ),
    flag(
        "-Qstrip_priv",
        false,
        "strip private data",
        Same("dxir writes no private data part (PRIV)"),
    ),
    flag(
        "-Qstrip_rootsignature",
        false,
        "strip the root signature",
        Same("dxir writes no root signature part (RTS0)"),
    ),
    flag(
        "-nologo",
        false,
        "suppress the copyright banner",
        Same("dxir prints no banner"),
    ),
    flag("-Zi", false, "debug information", Refused),
    flag(
        "-Zs",
        false,
        "small debug information: sources and options",
        Refused,
    ),
    flag(
        "-Zss",
        false,
        "shader hash from source and options",
        Refused,
    ),
    flag("-Zsb", false, "shader hash from the binary only", Refused),
    flag("-Fd", true, "PDB file of debug information", Refused),
    flag("-Fe", true, "warnings and errors file", Refused),
    flag("-Fh", true, "object code as a C header file", Refused),
    flag("-Vn", true, "variable name of the -Fh header", Refused),
    flag("-Fi", true, "preprocessor output file", Refused),
    flag("-P", false, "preprocess to a file", Refused),
    flag("-Fre", true, "reflection file", Refused),
    flag("-Frs", true, "root signature file", Refused),
    flag("-Fsh", true, "shader hash file", Refused),
    flag(
        "-Qembed_debug",
        false,
        "embed debug information in the container",
        Refused,
    ),
    flag(
        "-Qsource_in_debug_module",
        false,
        "source in the debug module",
        Refused,
    ),
    flag(
        "-Qpdb_in_private",
        false,
        "PDB in the private data part",
        Refused,
    ),
    flag(
        "-Qkeep_reflect_in_dxil",
        false,
        "keep reflection in the DXIL part",
        Refused,
    ),
    flag("-spirv", false, "SPIR-V output", Refused),
    // Families: every `-fspv-*` and `-fvk-*` flag.
    flag("-fspv-", true, "SPIR-V code generation", Refused),
    flag(
        "-fvk-",
        true,
        "Vulkan layout of SPIR-V code generation",
        Refused,
    ),
    flag("-Gis", false, "IEEE strictness", Refused),
    flag("-Gec", false, "backwards compatibility mode", Refused),
    flag("-Ges", false, "strict mode", Refused),
    flag("-Gfa", false, "avoid flow control", Refused),
    flag("-Gfp", false, "prefer flow control", Refused),
    flag(
        "-all_resources_bound",
        false,
        "all resources are bound",
        Refused,
    ),
    flag("-res_may_alias", false, "UAVs may alias", Refused),
    flag(
        "-auto-binding-space",
        true,
        "register space for implicit bindings",
        Refused,
    ),
    flag(
        "-default-linkage",
        true,
        "default linkage of library functions",
        Refused,
    ),
    flag("-denorm", true, "denormal mode of 32-bit floats", Refused),
    flag("-exports", true, "library exports", Refused),
    flag(
        "-export-shaders-only",
        false,
        "export only shaders from a library",
        Refused,
    ),
    flag(
        "-flegacy-macro-expansion",
        false,
        "legacy macro expansion",
        Refused,
    ),
    flag(
        "-flegacy-resource-reservation",
        false,
        "legacy resource reservation",
        Refused,
    ),
    flag(
        "-fnew-inlining-behavior",
        false,
        "new inlining behavior",
        Refused,
    ),
    flag(
        "-force-rootsig-ver",
        true,
        "root signature version",
        Refused,
    ),
    flag(
        "-rootsig-define",
        true,
        "root signature from a define",
        Refused,
    ),
    flag(
        "-setrootsignature",
        true,
        "attach a root signature",
        Refused,
    ),
    flag(
        "-extractrootsignature",
        false,
        "extract the root signature",
        Refused,
    ),
    flag(
        "-verifyrootsignature",
        true,
        "verify a root signature",
        Refused,
    ),
    flag("-Cc", false, "color-coded assembly listing", Refused),
    flag("-Ni", false, "instruction numbers in the listing", Refused),
    flag(
        "-No",
        false,
        "instruction byte offsets in the listing",
        Refused,
    ),
    flag("-Lx", false, "hexadecimal literals in the listing", Refused),
    flag("-Odump", false, "print the optimizer's passes", Refused),
    flag("-H", false, "show header includes", Refused),
    flag("-Vi", false, "show the include process", Refused),
    flag("-M", false, "dependencies", Refused),
    flag("-MD", false, "dependencies beside the output", Refused),
    flag("-MF", true, "dependencies file", Refused),
    flag("-ftime-report", false, "time report", Refused),
    flag("-ftime-trace", false, "time trace", Refused),
    flag("-encoding", true, "encoding of the output text", Refused),
    flag("-validator-version", true, "validator version", Refused),
    flag("-select-validator", true, "validator to use", Refused),
    flag(
        "-recompile",
        false,
        "recompile from a DXIL container with debug info",
        Refused,
    ),
    flag(
        "-dumpbin",
        false,
        "load a binary and print its listing",
        Refused,
    ),
    flag("-link", false, "link libraries", Refused),
    flag("-getprivate", true, "save the private data part", Refused),
    flag("-setprivate", true, "set the private data part", Refused),
    flag(
        "-enable-lifetime-markers",
        false,
        "lifetime markers",
        Refused,
    ),
    flag(
        "-disable-lifetime-markers",
        false,
        "no lifetime markers",
        Refused,
    ),
    flag(
        "-enable-payload-qualifiers",
        false,
        "payload access qualifiers",
        Refused,
    ),
    flag(
        "-disable-payload-qualifiers",
        false,
        "no payload access qualifiers",
        Refused,
    ),
    flag(
        "-strict-udt-casting",
        false,
        "strict casts between user types",
        Refused,
    ),
    flag(
        "-pack-optimized",
        false,
        "optimized signature packing",
        Refused,
    ),
    flag(
        "-pack-prefix-stable",
        false,
        "prefix-stable signature packing",
        Refused,
    ),
    flag("-ignore-line-directives", false, "ignore #line", Refused),
    flag("-opt-disable", true, "disable an optimization", Refused),
    flag("-opt-enable", true, "enable an optimization", Refused),
    flag("-fcgl", false, "high-level codegen only", Refused),
    flag(
        "-structurize-returns",
        false,
        "structurize returns",
        Refused,
    ),
    flag(
        "-no-legacy-cbuf-layout",
        false,
        "no legacy cbuffer layout",
        Refused,
    ),
];

/// The DXC flag `arg` is, with its value when joined (`-Foout`): the flag
/// spelled exactly, else the longest flag with a value that `arg` begins
/// with.
fn dxc_flag(arg: &str) -> Option<(&'static DxcFlag, Option<&str>)> {
    if let Some(f) = DXC_FLAGS.iter().find(|f| f.name == arg) {
        return Some((f, None));
    }
    DXC_FLAGS
        .iter()
        .filter(|f| f.value && arg.len() > f.name.len() && arg.starts_with(f.name))
        .max_by_key(|f| f.name.len())
        .map(|f| (f, Some(&arg[f.name.len()..])))
}

/// The memory layout `-Zpr`/`-Zpc` give matrices, clang 22's
/// `-fmatrix-memory-layout` (column-major when neither is given, as in DXC
/// and clang).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixLayout {
    /// `-Zpr`.
    RowMajor,
    /// `-Zpc`.
    ColumnMajor,
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
    pub output: Option<String>,
    /// The listing's path (`-Fc`): the lowered module as LLVM IR text.
    pub listing: Option<String>,
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
    /// Whether `validate-dxil` runs (not with `-Vd`).
    pub validate: bool,
    /// `-Zpr` / `-Zpc`.
    pub matrix_layout: Option<MatrixLayout>,
    /// `-WX`: clang's warnings are errors.
    pub warnings_as_errors: bool,
    /// `-no-warnings`: clang prints no warnings.
    pub no_warnings: bool,
    /// dxir's own `--` flags.
    pub own: OwnArgs,
}

/// What the command line asks for.
#[derive(Debug)]
pub enum Invocation {
    /// `--print-header`.
    PrintHeader,
    /// A compilation.
    Compile(Box<CompileArgs>),
}

/// A command line `dxir compile` does not accept, or a failed step.
#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    /// A flag is unknown, lacks its value, or has a bad one.
    #[error("{0}")]
    Usage(String),
    /// A DXC flag dxir has no counterpart for.
    #[error("DXC's {flag} ({meaning}) is not supported by dxir compile")]
    DxcOnly {
        /// The flag as DXC spells it.
        flag: String,
        /// What it means in DXC.
        meaning: &'static str,
    },
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

/// Reads dxir's own `--` flags with clap, in the order given.
fn parse_own(words: &[String]) -> Result<OwnArgs, CompileError> {
    OwnArgs::try_parse_from(std::iter::once("dxir compile").chain(words.iter().map(String::as_str)))
        .map_err(|e| {
            // clap's first line, without its `error: `; the usage lines
            // after it name `dxir compile` as if it were a program.
            let text = e.to_string();
            let first = text.lines().next().unwrap_or_default();
            CompileError::Usage(first.trim_start_matches("error: ").to_string())
        })
}

/// Whether dxir's flag `--name` takes a value (then a `--name VALUE`
/// spelling takes the next word).
fn own_flag_takes_value(name: &str) -> bool {
    OwnArgs::command()
        .get_arguments()
        .find(|a| a.get_long() == Some(name))
        .is_some_and(|a| a.get_action().takes_values())
}

/// Reads `dxir compile`'s arguments: DXC's single-dash flags by hand (see
/// [`DXC_FLAGS`]), dxir's `--` flags with clap ([`OwnArgs`]).
pub fn parse_args(args: &[String]) -> Result<Invocation, CompileError> {
    let usage = |m: String| CompileError::Usage(m);
    let mut own_words = Vec::new();
    let mut input = None;
    let mut profile = None;
    let mut entry = None;
    let mut output = None;
    let mut listing = None;
    let mut defines = Vec::new();
    let mut includes = Vec::new();
    let mut opt = 3;
    let mut native_16bit = false;
    let mut hlsl_version = None;
    let mut validate = true;
    let mut matrix_layout = None;
    let mut warnings_as_errors = false;
    let mut no_warnings = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(long) = a.strip_prefix("--").filter(|l| !l.is_empty()) {
            own_words.push(a.clone());
            if !long.contains('=') && own_flag_takes_value(long) {
                own_words.extend(it.next().cloned());
            }
            continue;
        }
        if a == "-o" {
            // dxir's spelling of -Fo, as `dxir lower` has it.
            output = Some(
                it.next()
                    .cloned()
                    .ok_or_else(|| usage("-o needs a value".into()))?,
            );
            continue;
        }
        if !a.starts_with('-') || a == "-" {
            if input.replace(a.clone()).is_some() {
                return Err(usage("more than one input file".into()));
            }
            continue;
        }
        let Some((f, joined)) = dxc_flag(a) else {
            return Err(usage(format!("unknown option {a}")));
        };
        if f.handling == Refused {
            // A family (`-fspv-`) is named by the word given, without its value.
            let flag = if f.name.ends_with('-') {
                a.split('=').next().unwrap_or(a)
            } else {
                f.name
            };
            return Err(CompileError::DxcOnly {
                flag: flag.to_string(),
                meaning: f.meaning,
            });
        }
        let v = match (f.value, joined) {
            (false, _) => String::new(),
            (true, Some(v)) => v.to_string(),
            (true, None) => it
                .next()
                .cloned()
                .ok_or_else(|| usage(format!("{} needs a value", f.name)))?,
        };
        match f.name {
            "-T" => profile = Some(v),
            "-E" => entry = Some(v),
            "-Fo" => output = Some(v),
            "-Fc" => listing = Some(v),
            "-D" => defines.push(v),
            "-I" => includes.push(v),
            "-O0" | "-Od" => opt = 0,
            "-O1" => opt = 1,
            "-O2" => opt = 2,
            "-O3" => opt = 3,
            "-enable-16bit-types" => native_16bit = true,
            "-HV" => hlsl_version = Some(v),
            "-Vd" => validate = false,
            "-Zpr" | "-Zpc" => {
                let layout = if f.name == "-Zpr" {
                    MatrixLayout::RowMajor
                } else {
                    MatrixLayout::ColumnMajor
                };
                if matrix_layout.is_some_and(|l| l != layout) {
                    return Err(usage("-Zpr and -Zpc cannot be given together".into()));
                }
                matrix_layout = Some(layout);
            }
            "-WX" => warnings_as_errors = true,
            "-no-warnings" => no_warnings = true,
            name => {
                if !matches!(f.handling, Same(_)) {
                    return Err(usage(format!("{name} is read but has no meaning here")));
                }
            }
        }
    }
    let own = parse_own(&own_words)?;
    if own.print_header {
        return Ok(Invocation::PrintHeader);
    }
    Ok(Invocation::Compile(Box::new(CompileArgs {
        input: input.ok_or_else(|| usage("no input file".into()))?,
        profile: profile
            .ok_or_else(|| usage("no target profile (-T cs_6_6, ps_6_0, lib_6_3, ...)".into()))?,
        entry,
        output,
        listing,
        defines,
        includes,
        opt,
        native_16bit,
        hlsl_version,
        validate,
        matrix_layout,
        warnings_as_errors,
        no_warnings,
        own,
    })))
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

/// The entries of clang's module whose outputs have semantics: every
/// function clang marked `"hlsl.shader"` with a stage that has a signature
/// (not compute, mesh or amplification), in module order.
pub fn signature_entries(cx: &dxir::Context, module: &dxir::Module) -> Vec<String> {
    module
        .functions()
        .iter()
        .filter(|f| {
            dxir::dialects::translate::llvm::string_attr(cx, f, "hlsl.shader")
                .is_some_and(|stage| !matches!(stage, "compute" | "mesh" | "amplification"))
        })
        .map(|f| f.name().to_string())
        .collect()
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

/// clang 22 with the options of a command line: the frontend both runs
/// that read the shader (its LLVM IR, its entry's declaration) share. The
/// HLSL header, when clang has none, lives in a temporary file until this
/// is dropped.
pub struct Frontend<'a> {
    args: &'a CompileArgs,
    clang: PathBuf,
    triple: String,
    header: Option<PathBuf>,
}

impl Drop for Frontend<'_> {
    fn drop(&mut self) {
        if let Some(h) = &self.header {
            let _ = std::fs::remove_file(h);
        }
    }
}

impl<'a> Frontend<'a> {
    /// Finds clang 22 (`--clang`, else [`find_clang`]) and writes the
    /// header it needs.
    pub fn new(args: &'a CompileArgs) -> Result<Frontend<'a>, CompileError> {
        let clang = match &args.own.clang {
            Some(p) => p.clone(),
            None => find_clang().ok_or(CompileError::NoClang)?,
        };
        let triple = profile_triple(&args.profile)?;
        let header = if has_hlsl_header(&clang) {
            None
        } else {
            // One file per frontend: two in one process (`shadergen --check`
            // makes one per seed) never share one.
            static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let path = std::env::temp_dir().join(format!("dxir-hlsl-{}-{n}.h", std::process::id()));
            std::fs::write(&path, hlsl_header::header()).map_err(|source| CompileError::Spawn {
                path: path.display().to_string(),
                source,
            })?;
            Some(path)
        };
        Ok(Frontend {
            args,
            clang,
            triple,
            header,
        })
    }

    /// `clang -cc1` with the command line's language options, then `what`
    /// (the action), on the input.
    fn command(&self, what: &[&str]) -> Command {
        let args = self.args;
        let mut cmd = Command::new(&self.clang);
        cmd.args(["-cc1", "-triple", &self.triple, "-x", "hlsl"]);
        cmd.args(what);
        cmd.arg(format!("-O{}", args.opt));
        if let Some(h) = &self.header {
            cmd.arg("-include").arg(h);
        }
        if let Some(e) = &args.entry {
            cmd.args(["-hlsl-entry", e]);
        }
        if let Some(v) = &args.hlsl_version {
            cmd.arg(format!("-std=hlsl{v}"));
        }
        if args.native_16bit {
            cmd.args(["-fnative-half-type", "-fnative-int16-type"]);
        }
        match args.matrix_layout {
            Some(MatrixLayout::RowMajor) => cmd.arg("-fmatrix-memory-layout=row-major"),
            Some(MatrixLayout::ColumnMajor) => cmd.arg("-fmatrix-memory-layout=column-major"),
            None => &mut cmd,
        };
        if args.warnings_as_errors {
            cmd.arg("-Werror");
        }
        if args.no_warnings {
            cmd.arg("-w");
        }
        for d in &args.defines {
            cmd.arg(format!("-D{d}"));
        }
        for i in &args.includes {
            cmd.arg(format!("-I{i}"));
        }
        cmd.args(["-o", "-", &args.input]);
        cmd.stdin(Stdio::null()).stdout(Stdio::piped());
        cmd
    }

    /// Runs `cmd` and returns its output.
    fn run(&self, cmd: &mut Command) -> Result<std::process::Output, CompileError> {
        cmd.output().map_err(|source| CompileError::Spawn {
            path: self.clang.display().to_string(),
            source,
        })
    }

    /// The shader's LLVM IR text. clang's diagnostics go to stderr as
    /// clang prints them.
    pub fn emit_llvm(&self) -> Result<String, CompileError> {
        let out = self.run(self.command(&["-emit-llvm"]).stderr(Stdio::piped()))?;
        let _ = std::io::stderr().write_all(&out.stderr);
        let failed = || CompileError::Clang {
            input: self.args.input.clone(),
            unsupported: unsupported_in(&String::from_utf8_lossy(&out.stderr)),
        };
        if !out.status.success() {
            return Err(failed());
        }
        String::from_utf8(out.stdout).map_err(|_| failed())
    }

    /// The signature of the entry `entry` as the source declares it,
    /// from clang's AST of the entry (`-ast-dump -ast-dump-filter ENTRY`):
    /// the outputs, which clang 22's LLVM IR does not record, and the
    /// inputs, whose signedness it does not. An element of a signed
    /// integer type is `:int`, read from the parameter or return type or,
    /// for a struct, its members' types (the struct's own dump). `None`
    /// when clang's AST has no definition of `entry`. Run after
    /// [`Frontend::emit_llvm`] succeeded, so its diagnostics, the same,
    /// are not printed again.
    pub fn signature(&self, entry: &str) -> Result<Option<DeclaredSignature>, CompileError> {
        let dump = self.ast_dump(entry)?;
        let Some(decl) = entry_decl(&dump, entry) else {
            return Ok(None);
        };
        let mut outputs = decl.outputs;
        if let Some(ret) = &decl.ret {
            self.mark_signed(&mut outputs, ret)?;
        }
        let mut inputs = Vec::new();
        for (ty, mut semantics) in decl.params {
            self.mark_signed(&mut semantics, &ty)?;
            inputs.extend(semantics);
        }
        Ok(Some(DeclaredSignature { inputs, outputs }))
    }

    /// Marks `semantics`, those of a value of type `ty` (one, or a
    /// struct's members in order), `:int` where the type is a signed
    /// integer; leaves them when the types are not known.
    fn mark_signed(&self, semantics: &mut [Semantic], ty: &str) -> Result<(), CompileError> {
        let signed = if is_vector_type(ty) {
            Some(vec![is_signed_integer(ty)])
        } else {
            self.member_signedness(ty)?
        };
        if let Some(signed) = signed.filter(|s| s.len() == semantics.len()) {
            for (sem, s) in semantics.iter_mut().zip(signed) {
                sem.signed = s.then_some(true);
            }
        }
        Ok(())
    }

    /// Whether each member of struct `name`, in order, has a signed
    /// integer type. `None` when the struct's definition is not found or a
    /// member has no semantic (a member struct, whose outputs clang 22
    /// crashes on).
    fn member_signedness(&self, name: &str) -> Result<Option<Vec<bool>>, CompileError> {
        let dump = self.ast_dump(name)?;
        Ok(struct_members(&dump, name).and_then(|members| {
            members
                .iter()
                .map(|(ty, has_semantic)| has_semantic.then(|| is_signed_integer(ty)))
                .collect()
        }))
    }

    /// clang's text AST dump of the declarations whose name holds `name`.
    fn ast_dump(&self, name: &str) -> Result<String, CompileError> {
        let mut cmd = self.command(&["-fsyntax-only", "-ast-dump", "-ast-dump-filter", name]);
        let out = self.run(cmd.stderr(Stdio::null()))?;
        if !out.status.success() {
            return Err(CompileError::Clang {
                input: self.args.input.clone(),
                unsupported: Vec::new(),
            });
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }
}

/// A node of clang's text AST dump: its line and its children, each a
/// node.
#[derive(Debug)]
struct AstNode<'d> {
    line: &'d str,
    children: Vec<AstNode<'d>>,
}

impl<'d> AstNode<'d> {
    /// The tree whose root is `line`, its subtree the `lines` after it
    /// that are indented (`|-`, `` `- ``, `| `, two spaces per level).
    fn parse(line: &'d str, lines: &[&'d str]) -> AstNode<'d> {
        let mut children = Vec::new();
        let mut i = 0;
        while i < lines.len() {
            let Some(child) = lines[i]
                .get(2..)
                .filter(|_| lines[i].starts_with("|-") || lines[i].starts_with("`-"))
            else {
                break;
            };
            // The child's own subtree: the lines after it, one level deeper.
            let sub: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| l.starts_with("| ") || l.starts_with("  "))
                .map(|l| &l[2..])
                .collect();
            i += 1 + sub.len();
            children.push(AstNode::parse(child, &sub));
        }
        AstNode { line, children }
    }

    /// Whether a direct child's line starts with `kind`.
    fn has_child(&self, kind: &str) -> bool {
        self.children.iter().any(|c| c.line.starts_with(kind))
    }
}

/// The definitions called `name` in a dump of `-ast-dump-filter`: each
/// `Dumping NAME:` block's declaration whose line starts with `kind` and
/// that `is_definition` accepts.
fn dumped_definition<'d>(
    dump: &'d str,
    name: &str,
    kind: &str,
    is_definition: impl Fn(&AstNode<'d>) -> bool,
) -> Option<AstNode<'d>> {
    let heading = format!("Dumping {name}:");
    let lines: Vec<&str> = dump.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| **l == heading)
        .filter_map(|(i, _)| {
            let decl = lines.get(i + 1).filter(|l| l.starts_with(kind))?;
            let rest: Vec<&str> = lines[i + 2..]
                .iter()
                .take_while(|l| l.starts_with(['|', '`', ' ']))
                .copied()
                .collect();
            Some(AstNode::parse(decl, &rest))
        })
        .find(|node| is_definition(node))
}

/// The `FunctionDecl` that defines `entry` (it has a body).
fn entry_definition<'d>(dump: &'d str, entry: &str) -> Option<AstNode<'d>> {
    dumped_definition(dump, entry, "FunctionDecl ", |f| {
        f.has_child("CompoundStmt ")
    })
}

/// An entry's signature as its source declares it.
#[derive(Debug, Default)]
pub struct DeclaredSignature {
    /// The inputs, in parameter order (a struct's members flattened).
    pub inputs: Vec<Semantic>,
    /// The outputs, in order (a returned struct's members flattened).
    pub outputs: Vec<Semantic>,
}

/// The definition of an entry as clang's dump shows it.
#[derive(Debug, PartialEq, Eq)]
struct EntryDecl {
    /// Each input parameter's type, as written, and semantics (`out` and
    /// `inout` parameters are left out).
    params: Vec<(String, Vec<Semantic>)>,
    /// The return type, as written.
    ret: Option<String>,
    /// The outputs' semantics, unsigned.
    outputs: Vec<Semantic>,
}

/// The definition of `entry` in clang's text AST dump: each parameter's
/// `HLSLAppliedSemanticAttr "NAME" INDEX` children, and the entry's own
/// (its outputs). `None` when the dump has no definition of `entry`.
fn entry_decl(dump: &str, entry: &str) -> Option<EntryDecl> {
    let f = entry_definition(dump, entry)?;
    let applied = |node: &AstNode<'_>| -> Vec<Semantic> {
        node.children
            .iter()
            .filter_map(|c| applied_semantic(c.line))
            .collect()
    };
    let params = f
        .children
        .iter()
        .filter(|c| c.line.starts_with("ParmVarDecl "))
        .filter(|p| {
            !p.children.iter().any(|m| {
                m.line.starts_with("HLSLParamModifierAttr ")
                    && (m.line.ends_with(" out") || m.line.ends_with(" inout"))
            })
        })
        .filter_map(|p| Some((quoted_type(p.line)?.to_string(), applied(p))))
        .collect();
    let ret = quoted_type(f.line)
        .and_then(|ty| ty.split_once(" ("))
        .map(|(ret, _)| ret.to_string());
    Some(EntryDecl {
        params,
        ret,
        outputs: applied(&f),
    })
}

/// The members of the struct `name` in order, each as its type and
/// whether it has a semantic; `None` without its definition.
fn struct_members(dump: &str, name: &str) -> Option<Vec<(String, bool)>> {
    let s = dumped_definition(dump, name, "CXXRecordDecl ", |s| {
        s.line.contains(" definition")
    })?;
    s.children
        .iter()
        .filter(|c| c.line.starts_with("FieldDecl "))
        .map(|field| {
            let ty = quoted_type(field.line)?.to_string();
            Some((ty, field.has_child("HLSLParsedSemanticAttr ")))
        })
        .collect()
}

/// The first type in quotes on a dump line (`… main 'float4 (float4)'`,
/// `… pos 'float4':'vector<float, 4>'`): as written, not desugared.
fn quoted_type(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once('\'')?;
    rest.split_once('\'').map(|(ty, _)| ty)
}

/// Whether `ty` is a scalar or vector type name of HLSL (`int`, `float4`,
/// `uint16_t2`, `vector<int, 2>`), not a struct.
fn is_vector_type(ty: &str) -> bool {
    let element = element_type(ty);
    ty.starts_with("vector<")
        || dxir::hlsl_header::SCALAR_TYPES
            .iter()
            .any(|s| s.name == element)
}

/// `NAME`, `INDEX` of an `HLSLAppliedSemanticAttr 0x… <loc> "NAME" INDEX`
/// line.
fn applied_semantic(line: &str) -> Option<Semantic> {
    let rest = line.strip_prefix("HLSLAppliedSemanticAttr ")?;
    let (_, rest) = rest.split_once('"')?;
    let (name, index) = rest.split_once('"')?;
    Some(Semantic {
        name: name.to_string(),
        index: index.trim().parse().ok()?,
        signed: None,
    })
}

/// The element type of a scalar or vector type name: `int` of `int3`
/// and of `vector<int, 3>`.
fn element_type(ty: &str) -> &str {
    match ty.strip_prefix("vector<") {
        Some(rest) => rest.split(',').next().unwrap_or(rest),
        None => ty.strip_suffix(['1', '2', '3', '4']).unwrap_or(ty),
    }
}

/// Whether the HLSL type `ty` (a scalar or vector name) has signed integer
/// elements: `int`, `int3`, `int16_t2`, `min16int4`, `vector<int, 2>`.
fn is_signed_integer(ty: &str) -> bool {
    matches!(
        element_type(ty),
        "int" | "int16_t" | "int32_t" | "int64_t" | "min16int" | "min12int"
    )
}

/// clang 22: `$LLVM_BIN`, Debian's `/usr/lib/llvm-22/bin`, then `clang-22`
/// or `clang` on PATH (the project's one tool finder).
fn find_clang() -> Option<PathBuf> {
    dxir::dialects::llvm_tools::find_tool("clang")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// The compilation a command line asks for.
    fn compile(list: &[&str]) -> Result<CompileArgs, CompileError> {
        match parse_args(&args(list))? {
            Invocation::Compile(c) => Ok(*c),
            Invocation::PrintHeader => Err(CompileError::Usage("header".into())),
        }
    }

    #[test]
    fn dxc_spellings_are_read() {
        let a = compile(&[
            "s.hlsl",
            "-T",
            "cs_6_6",
            "-Emain2",
            "-Fo",
            "o.dxil",
            "-Fcl.ll",
            "-DX=1",
            "-I",
            "inc",
            "-O1",
            "-enable-16bit-types",
            "-HV",
            "2021",
            "-Vd",
            "-Zpr",
            "-WX",
            "-Qstrip_reflect",
        ])
        .unwrap();
        assert_eq!(a.profile, "cs_6_6");
        assert_eq!(a.entry.as_deref(), Some("main2"));
        assert_eq!(a.output.as_deref(), Some("o.dxil"));
        assert_eq!(a.listing.as_deref(), Some("l.ll"));
        assert_eq!(a.defines, ["X=1"]);
        assert_eq!(a.includes, ["inc"]);
        assert_eq!(a.opt, 1);
        assert!(a.native_16bit);
        assert_eq!(a.hlsl_version.as_deref(), Some("2021"));
        assert!(!a.validate);
        assert_eq!(a.matrix_layout, Some(MatrixLayout::RowMajor));
        assert!(a.warnings_as_errors);
        assert_eq!(a.own.write.emit, None);
        let d = compile(&["s.hlsl", "-T", "ps_6_0"]).unwrap();
        assert!(d.validate && d.output.is_none() && d.matrix_layout.is_none());
        assert_eq!(d.opt, 3);
    }

    /// Every flag the table reads or accepts is taken by the parser (none
    /// is in the table without its handling), every refused one is
    /// refused by name.
    #[test]
    fn every_dxc_flag_of_the_table_is_handled() {
        for f in DXC_FLAGS {
            let mut line = vec!["s.hlsl", "-T", "cs_6_6"];
            if f.name != "-T" {
                line.push(f.name);
                if f.value {
                    line.push("v");
                }
            }
            match (f.handling, compile(&line)) {
                (Read | Same(_), Ok(_)) => {}
                (Refused, Err(CompileError::DxcOnly { flag, meaning })) => {
                    assert!(flag.starts_with(f.name), "{flag}");
                    assert_eq!(meaning, f.meaning);
                }
                (_, other) => panic!("{}: {other:?}", f.name),
            }
        }
        let names: Vec<&str> = DXC_FLAGS.iter().map(|f| f.name).collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "a flag is listed twice");
    }

    /// docs/compile.md lists every flag of the table, in backticks.
    #[test]
    fn the_compile_page_lists_every_dxc_flag() {
        let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/compile.md"))
            .unwrap();
        for f in DXC_FLAGS {
            assert!(page.contains(&format!("`{}", f.name)), "{}", f.name);
            if f.handling == Refused {
                assert!(page.contains(f.meaning), "{}: {}", f.name, f.meaning);
            }
        }
    }

    #[test]
    fn refusals_name_the_flag_and_its_meaning() {
        let e = compile(&["s.hlsl", "-T", "cs_6_6", "-Zi"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "DXC's -Zi (debug information) is not supported by dxir compile"
        );
        let e = compile(&["s.hlsl", "-T", "cs_6_6", "-Fdout.pdb"]).unwrap_err();
        assert!(e.to_string().starts_with("DXC's -Fd ("), "{e}");
        let e = compile(&["s.hlsl", "-T", "cs_6_6", "-fspv-target-env=vulkan1.2"]).unwrap_err();
        assert!(e.to_string().starts_with("DXC's -fspv-target-env ("), "{e}");
    }

    #[test]
    fn own_flags_are_clap_s_with_their_values() {
        let a = compile(&[
            "s.hlsl",
            "--dump-dir",
            "d",
            "-T",
            "vs_6_0",
            "--engine=egraph",
            "--print-after",
            "lower-dxil",
            "--threads",
            "2",
            "--output-semantics",
            "SV_Position0,COLOR1:int",
            "--emit",
            "bc",
        ])
        .unwrap();
        assert_eq!(a.input, "s.hlsl");
        assert_eq!(a.profile, "vs_6_0");
        let l = &a.own.lowering;
        assert_eq!(l.run.dump_dir.as_deref(), Some(Path::new("d")));
        assert_eq!(l.engine, crate::EngineArg::Egraph);
        assert_eq!(l.run.print_after, ["lower-dxil"]);
        assert_eq!(l.run.threads, Some(2));
        let outs = l.semantics.output_semantics.as_ref().unwrap();
        assert_eq!(outs[1].to_string(), "COLOR1:int");
        assert_eq!(a.own.write.emit, Some(crate::Emit::Bc));
        assert!(matches!(
            parse_args(&args(&["--print-header"])),
            Ok(Invocation::PrintHeader)
        ));
    }

    #[test]
    fn bad_command_lines_are_usage_errors() {
        for bad in [
            &["-T", "cs_6_6", "-Fo", "o"][..],
            &["s.hlsl", "-Fo", "o"],
            &["s.hlsl", "-T"],
            &["s.hlsl", "t.hlsl", "-T", "cs_6_6", "-Fo", "o"],
            &["s.hlsl", "-T", "cs_6_6", "-Fo", "o", "-O7"],
            &["s.hlsl", "-T", "cs_6_6", "-Zpr", "-Zpc"],
            &["s.hlsl", "-T", "cs_6_6", "--no-such-flag"],
            &["s.hlsl", "-T", "cs_6_6", "--engine", "fast"],
        ] {
            assert!(
                matches!(parse_args(&args(bad)), Err(CompileError::Usage(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn semantics_come_from_the_entry_s_definition() {
        // As clang 22 dumps it (`-ast-dump -ast-dump-filter main`): a
        // declaration first, then the definition, then another function
        // whose name holds `main`.
        let dump = "Dumping main:\n\
FunctionDecl 0x1 <a.hlsl:1:1, col:40> col:8 main 'int2 (float4)'\n\
`-ParmVarDecl 0x2 <col:13, col:20> col:20 p 'float4':'vector<float, 4>'\n\
\n\
Dumping main:\n\
FunctionDecl 0x3 <a.hlsl:2:1, col:90> col:8 main 'int2 (float4)'\n\
|-ParmVarDecl 0x4 <col:13, col:20> col:20 used p 'float4':'vector<float, 4>'\n\
| |-HLSLParsedSemanticAttr 0x5 <col:24> \"POSITION\" 0\n\
| `-HLSLAppliedSemanticAttr 0x6 <col:24> \"POSITION\" 0\n\
|-CompoundStmt 0x7 <col:40, col:90>\n\
| `-ReturnStmt 0x8 <col:42, col:80>\n\
|-HLSLParsedSemanticAttr 0x9 <col:34> \"COLOR\" 2\n\
|-HLSLShaderAttr 0xa <col:1> Implicit Vertex\n\
`-HLSLAppliedSemanticAttr 0xb <col:34> \"COLOR\" 2\n\
\n\
Dumping domain:\n\
FunctionDecl 0xc <a.hlsl:3:1, col:20> col:6 domain 'void ()'\n";
        let sem = |s: &str| s.parse::<Semantic>().unwrap();
        assert_eq!(
            entry_decl(dump, "main").unwrap(),
            EntryDecl {
                params: vec![("float4".into(), vec![sem("POSITION0")])],
                ret: Some("int2".into()),
                outputs: vec![sem("COLOR2")],
            }
        );
        assert_eq!(entry_decl(dump, "domain"), None);
        assert_eq!(entry_decl(dump, "other"), None);
        // A struct's dump: the declaration, then the definition with its
        // members (a member without a semantic too).
        let dump = "Dumping VOut:\n\
CXXRecordDecl 0x1 <a.hlsl:1:1, col:8> col:8 struct VOut\n\
\n\
Dumping VOut:\n\
CXXRecordDecl 0x2 <a.hlsl:2:1, col:90> col:8 referenced struct VOut definition\n\
|-DefinitionData pass_in_registers aggregate standard_layout\n\
| `-Destructor simple irrelevant trivial needs_implicit\n\
|-FieldDecl 0x3 <col:15, col:22> col:22 referenced pos 'float4':'vector<float, 4>'\n\
| `-HLSLParsedSemanticAttr 0x4 <col:28> \"SV_Position\" 0\n\
|-FieldDecl 0x5 <col:41, col:46> col:46 referenced c 'int2':'vector<int, 2>'\n\
| `-HLSLParsedSemanticAttr 0x6 <col:50> \"COLOR\" 4\n\
`-FieldDecl 0x7 <col:60, col:66> col:66 inner 'Inner'\n";
        assert_eq!(
            struct_members(dump, "VOut").unwrap(),
            [
                ("float4".to_string(), true),
                ("int2".to_string(), true),
                ("Inner".to_string(), false)
            ]
        );
        assert_eq!(struct_members(dump, "Inner"), None);
        assert!(is_vector_type("float4") && is_vector_type("vector<int, 2>"));
        assert!(is_vector_type("uint") && !is_vector_type("VOut"));
        for (ty, signed) in [
            ("int", true),
            ("int3", true),
            ("int16_t2", true),
            ("min16int4", true),
            ("vector<int, 2>", true),
            ("uint2", false),
            ("float4", false),
            ("VSOut", false),
        ] {
            assert_eq!(is_signed_integer(ty), signed, "{ty}");
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
