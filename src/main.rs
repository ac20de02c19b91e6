//! The `dxir` command-line tool.
//!
//! Every user error is printed as `FILE:LINE:COL: error: MESSAGE` (or
//! `dxir: error: MESSAGE` when it has no location) on stderr, and the exit
//! code is 1. Bad flags print clap's usage message and also exit 1.
#![warn(missing_docs)]

use clap::{Args, Parser, Subcommand, ValueEnum};
use dxir::passes::{Semantic, SignatureSemantics};
use dxir::{
    print_module, verify_module, Context, DumpDir, InstrumentError, Loc, Module, PassManager,
    PassRegistry, PipelineError, PipelineParseError, PrintFilter, PrintIr, TimePasses, VerifyEach,
    VerifyOptions,
};
mod alloc;
mod compile_cmd;
mod interp_cmd;
/// mimalloc's thread-local free lists: the passes allocate and free many
/// small vectors per op from every worker thread; glibc's allocator spent
/// about a tenth of a lowering in `malloc`/`free` and their consolidation
/// (`docs/performance.md` has the figures). [`lean_allocator`] sets how
/// it trades memory for speed.
#[global_allocator]
static GLOBAL: alloc::Mimalloc = alloc::Mimalloc;

/// Makes mimalloc commit arena memory as it is used rather than up front,
/// and return freed pages after 10 ms. The importer compacts each function
/// it reads, and the passes free whole arenas (dead helpers, rebuilt
/// bodies); returned soon, those pages do not add to the peak. Measured
/// side by side (`docs/performance.md`, "Compacted on import"): on the
/// benchmark's L, 2 threads, the peak went from 605 to 524 MB in the same
/// time; on M, 1 thread, the same time with 22,400 page faults instead of
/// 18,800. Returning pages at once made M a fifth slower (the passes fault
/// the same pages in again). mimalloc asks for transparent huge pages on
/// its arenas (`madvise`), which this machine's kernels grant on request:
/// a 4 KB page fault costs about 2 µs here, and with 2 MB pages M's 15,600
/// faults became 800 and the lowering 8–10% faster on M, F and L, for a
/// peak on L of 406 MB instead of 340 (LLVM's: 458 MB). An earlier
/// round, when L's peak was 0.85 GB, built mimalloc without them; the
/// twenty-seventh round of `docs/performance.md` measured them again.
/// `MIMALLOC_ALLOW_THP=0` turns them off for a run.
fn lean_allocator() {
    // The option numbers of `mi_option_e` in mimalloc.h (v2, the version
    // Cargo.toml selects; v3 numbers them the same), with the environment
    // variable that sets each: one given by the user wins.
    const OPTIONS: [(libmimalloc_sys::mi_option_t, &str, std::ffi::c_long); 2] = [
        (4, "MIMALLOC_ARENA_EAGER_COMMIT", 0),
        (15, "MIMALLOC_PURGE_DELAY", 10),
    ];
    for (option, variable, value) in OPTIONS {
        if std::env::var_os(variable).is_none() {
            // SAFETY: called first thing in `main`, before any other thread
            // exists (mimalloc's option setters are not thread-safe).
            unsafe { libmimalloc_sys::mi_option_set(option, value) };
        }
    }
}
mod ops_cmd;
mod shadergen_cmd;

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "dxir",
    version,
    about = "A multi-level IR middle-end that lowers HLSL resources to DXIL"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs a pipeline of passes over a module: LLVM IR (`.ll`) or the
    /// native text format.
    Opt(OptArgs),
    /// Lowers a shader to DXIL: clang 22's LLVM IR (or an `hl`-level module
    /// in the native format) in, DXIL-form LLVM IR out, as LLVM 22's
    /// DirectX backend would produce it.
    Lower(LowerArgs),
    /// Queries the DXIL op table: one op in full, or the ops a DXIL version
    /// and shader stage allow.
    Ops(OpsArgs),
    /// Writes the reference pages of every dialect (`llvm.md`, `dx.md`,
    /// `dxil.md`, `hl.md`), generated from the op definitions, into DIR.
    Docs {
        /// The folder to write into (created if missing).
        dir: PathBuf,
    },
    /// Works with rule files.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Writes a Graphviz (DOT) view of a function: its control-flow graph,
    /// dominator tree or use-def graph (render with `dot -Tsvg`).
    View(ViewArgs),
    /// Runs a compute shader on the CPU (any level: clang's `.ll`, a
    /// lowered `.ll`, the native format) over resources filled from a seed,
    /// and writes the resources after the run as JSON.
    Run(interp_cmd::RunCmdArgs),
    /// Runs a shader before and after lowering on the same random
    /// resources for several seeds and compares every byte: exit 0 equal,
    /// 1 different (the first difference is printed), 2 when something
    /// could not be run.
    ValidateLowering(interp_cmd::ValidateArgs),
    /// Generates random, well-typed HLSL compute shaders from a seed
    /// (`dxir shadergen --seed N`), or (`--check --count K`) compiles K of
    /// them with clang 22, lowers each and validates the lowering by
    /// running both: one line per seed, exit 1 if any failed.
    Shadergen(shadergen_cmd::ShadergenArgs),
    /// Compiles HLSL to a DX container in one command, with DXC's flags:
    /// `dxir compile shader.hlsl -T cs_6_6 -E main -Fo shader.dxil`.
    /// clang 22 is the frontend (`--clang PATH`, else on PATH or in
    /// /usr/lib/llvm-22/bin); DXC's `-D`, `-I`, `-O0`..`-O3`, `-Od`,
    /// `-enable-16bit-types`, `-HV`, `-Fc` (the lowered LLVM IR), `-Vd`
    /// (no validate-dxil), `-Zpr`/`-Zpc`, `-WX`, `-no-warnings`; a DXC flag
    /// dxir has no counterpart for is refused by name. dxir's own flags are
    /// `dxir lower`'s: `--emit`, `--container-digest`, `--engine`,
    /// `--rules`, `--explain`, `--threads`, `--print-after[-all]`,
    /// `--print-changed`, `--dump-dir`, `--time-passes`,
    /// `--output-semantics` (by default the source's), ... `dxir compile
    /// --print-header` prints the HLSL header dxir gives a clang that has
    /// no `hlsl.h`. docs/compile.md lists every flag.
    Compile {
        /// The HLSL file and DXC-style flags.
        #[arg(allow_hyphen_values = true, trailing_var_arg = true, num_args = 1.., value_name = "ARGS")]
        args: Vec<String>,
    },
    /// Prints the parts of a DX container (`.dxil`/`.dxbc`): header, DXIL
    /// program header, shader flags, hash, PSV0 and signatures.
    DumpContainer {
        /// The container file.
        file: String,
    },
    /// Translates the DX container on stdin with dxil-spirv's library and
    /// writes the translation on stdout: `--on vulkan` runs dxil-spirv in
    /// a process of its own, so that a crash in it is reported as one.
    #[command(hide = true)]
    TranslateDxilSpirv(interp_cmd::TranslateArgs),
}

/// The graph `dxir view` draws.
#[derive(Clone, Copy, Debug, ValueEnum)]
enum ViewKindArg {
    /// The control-flow graph: one node per block with its ops, one edge
    /// per successor (`true`/`false`, case values, arguments passed).
    Cfg,
    /// The dominator tree of the blocks.
    Domtree,
    /// The use-def graph: one node per op and argument, an edge from each
    /// operand's definition to its user.
    Uses,
}

#[derive(Args)]
struct ViewArgs {
    /// What to draw.
    #[arg(value_enum)]
    kind: ViewKindArg,
    /// The input module (`.ll` for LLVM IR, otherwise the native format),
    /// or `-` for stdin.
    #[arg(value_name = "IN")]
    input: String,
    /// The input's format [default: `ll` for a `.ll` file, else `dxir`].
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
    /// The function to draw [default: every defined function, each a
    /// cluster].
    #[arg(long, value_name = "NAME")]
    function: Option<String>,
    /// With `uses`: only the slice of this value (`%x` or `x`): what it is
    /// computed from and everything that uses it.
    #[arg(long, value_name = "NAME")]
    value: Option<String>,
    /// Runs these passes first, as `dxir opt --passes` does.
    #[arg(long, value_name = "LIST", conflicts_with = "after")]
    passes: Option<String>,
    /// Runs the lowering pipeline of `dxir lower` (default options) up to
    /// and including PASS, and draws the result: a pass name is its first
    /// run; `NN-NAME` is pass NN as `--dump-dir` numbers it
    /// (`16-dxil-cleanup`, the second cleanup).
    #[arg(long, value_name = "PASS")]
    after: Option<String>,
    /// Worker threads for function passes [default: one per core]; the
    /// view does not depend on it.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    /// Where to write the DOT text; `-` is stdout.
    #[arg(short = 'o', value_name = "OUT", default_value = "-")]
    output: String,
    /// Accepts ops that no registered dialect defines.
    #[arg(long)]
    allow_unregistered: bool,
}

#[derive(Subcommand)]
enum RulesCommand {
    /// Loads rule files and reports every error and warning, as a pass
    /// that uses them would when it starts. Each file is checked with the
    /// builtins of the pass its `pass NAME` header names (`lower-dxil`
    /// without one).
    Check {
        /// The rule files (`-` for stdin).
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Lists the rules of every rule-based pass: pass, rule, FILE:LINE,
    /// root op, benefit; built-in rules first, then those of `--rules`.
    List {
        /// Only the rules of this pass.
        #[arg(long, value_name = "PASS")]
        pass: Option<String>,
        /// A user rule file to list too (repeatable), under the pass its
        /// header names.
        #[arg(long = "rules", value_name = "FILE")]
        rules: Vec<String>,
    },
}

#[derive(Args)]
struct OpsArgs {
    /// An op's DXIL name (`BufferLoad`), dialect name (`dxil.bufferLoad`,
    /// `bufferLoad`) or opcode; without it, the ops are listed.
    name: Option<String>,
    /// Only ops valid at this DXIL version (`1.0` ... `1.8`).
    #[arg(long = "dxil-version", value_name = "1.x")]
    dxil_version: Option<String>,
    /// Only ops valid in this shader stage (`compute`, `vertex`, `pixel`, ...).
    #[arg(long, value_name = "STAGE")]
    stage: Option<String>,
}

/// What `dxir opt`, `lower` and `compile` write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Emit {
    /// The native text format.
    Dxir,
    /// LLVM IR text, as LLVM 22's `llvm-as` reads it.
    Ll,
    /// DXIL bitcode (LLVM 3.7 encoding, typed pointers), bare.
    Bc,
    /// A DX container (`DXBC`): the DXIL bitcode with the parts that
    /// describe the shader (SFI0, HASH, PSV0, ISG1, OSG1). DXC's
    /// validator does not run; the digest is zero unless
    /// `--container-digest bypass`.
    Container,
}

/// The container digest `--container-digest` writes.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum DigestArg {
    /// All zeros: "not validated".
    #[default]
    Zero,
    /// The bypass value the D3D12 runtime accepts when validation is not
    /// required (all 0x01 bytes).
    Bypass,
}

/// What `dxir opt` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum InputFormat {
    /// The native text format.
    Dxir,
    /// LLVM IR text (what clang emits), imported into `llvm` and `dx` ops.
    Ll,
}

/// How a pipeline runs and what it shows on the way: shared by `opt`,
/// `lower` and `compile`.
#[derive(Args, Debug)]
struct RunArgs {
    /// Worker threads for function passes [default: one per core].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    /// Prints the module on stderr after every pass.
    #[arg(long)]
    print_after_all: bool,
    /// Prints the module on stderr after each pass named NAME (repeatable).
    #[arg(long, value_name = "NAME")]
    print_after: Vec<String>,
    /// Prints the module on stderr after every pass that changed it (a
    /// pass that did not gets a line saying so), as LLVM's -print-changed.
    #[arg(long, conflicts_with_all = ["print_after_all", "print_after"])]
    print_changed: bool,
    /// Writes the input as `00-input.dxir` and the module after pass k as
    /// `NN-<pass>.dxir` into DIR.
    #[arg(long, value_name = "DIR")]
    dump_dir: Option<PathBuf>,
    /// Writes the CFG and dominator tree of every function as Graphviz DOT
    /// into DIR: `00-input.cfg.dot`, `00-input.domtree.dot`, then
    /// `NN-<pass>.cfg.dot`, ... after pass NN.
    #[arg(long, value_name = "DIR")]
    dump_dot: Option<PathBuf>,
    /// With `--engine egraph`: writes each function's saturated e-graph in
    /// every rule-based pass as Graphviz DOT into DIR, one cluster per
    /// e-class, the nodes extraction chose filled:
    /// `NN-<pass>.<function>.<stage>.egraph.dot`.
    #[arg(long, value_name = "DIR")]
    dump_egraph: Option<PathBuf>,
    /// Verifies the module after every pass and names the pass that broke it
    /// (always on in debug builds).
    #[arg(long)]
    verify_each: bool,
    /// Prints each pass's wall time and share of the total on stderr.
    #[arg(long)]
    time_passes: bool,
}

#[derive(Args)]
struct OptArgs {
    /// The input module (`.ll` for LLVM IR, otherwise the native format),
    /// or `-` for stdin.
    #[arg(value_name = "IN")]
    input: String,
    /// The input's format [default: `ll` for a `.ll` file, else `dxir`].
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
    /// Comma-separated passes to run in order, e.g. `cse,dce`.
    #[arg(long, value_name = "LIST", default_value = "")]
    passes: String,
    /// The output format.
    #[arg(long, value_enum, default_value_t = Emit::Dxir)]
    emit: Emit,
    /// Where to write the result; `-` is stdout.
    #[arg(short = 'o', value_name = "OUT", default_value = "-")]
    output: String,
    #[command(flatten)]
    run: RunArgs,
    /// Accepts ops that no registered dialect defines.
    #[arg(long)]
    allow_unregistered: bool,
    /// Prints the result's resources (one row per resource in record order)
    /// instead of the module.
    #[arg(long)]
    print_resources: bool,
    /// A rule file merged into the built-in rules of the pass its `pass
    /// NAME` header names, `lower-dxil` without one (repeatable).
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<String>,
    /// The rule engine every rule-based pass runs.
    #[arg(long, value_enum, default_value_t = EngineArg::Greedy)]
    engine: EngineArg,
    /// Prints on stderr which rule (FILE:LINE) rewrote each op, in every
    /// rule-based pass.
    #[arg(long)]
    explain: bool,
    #[command(flatten)]
    semantics: SemanticArgs,
}

/// Signature semantics the IR does not carry (for `translate-metadata`).
#[derive(Args, Debug, Default, Clone)]
struct SemanticArgs {
    /// The semantics of the entry's inputs, in parameter order, e.g.
    /// `SV_Position0,COLOR0` [default: the names clang gives the input values].
    /// `:int` marks a signed integer element (`ID0:int`).
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    input_semantics: Option<Vec<Semantic>>,
    /// The semantics of the entry's outputs, e.g. `SV_Target0`: clang 22
    /// does not record them, so a vertex or pixel entry needs this.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    output_semantics: Option<Vec<Semantic>>,
}

impl SemanticArgs {
    fn semantics(&self) -> SignatureSemantics {
        SignatureSemantics {
            inputs: self.input_semantics.clone(),
            outputs: self.output_semantics.clone(),
            ..SignatureSemantics::default()
        }
    }
}

/// The rule engine of the rule-based passes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum EngineArg {
    /// The worklist driver.
    Greedy,
    /// Equality saturation (egg).
    Egraph,
}

impl From<EngineArg> for dxir::lower::EngineKind {
    fn from(e: EngineArg) -> Self {
        match e {
            EngineArg::Greedy => dxir::lower::EngineKind::Greedy,
            EngineArg::Egraph => dxir::lower::EngineKind::EGraph,
        }
    }
}

#[derive(Args)]
struct LowerArgs {
    /// The input module (`.ll` from clang 22, or the native format), or `-`;
    /// with `--out-dir`, any number of modules.
    #[arg(value_name = "IN", required = true)]
    inputs: Vec<String>,
    /// The input's format [default: `ll` for a `.ll` file, else `dxir`].
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
    /// Where to write the result; `-` is stdout.
    #[arg(short = 'o', value_name = "OUT", default_value = "-")]
    output: String,
    /// Lowers every input, in parallel across modules, each into
    /// `DIR/<input file name>`; one module's error does not stop the others.
    #[arg(
        long,
        value_name = "DIR",
        conflicts_with_all = ["output", "dump_dir", "dump_dot", "dump_egraph", "print_after_all", "print_after", "print_changed", "explain", "time_passes"]
    )]
    out_dir: Option<PathBuf>,
    #[command(flatten)]
    write: WriteArgs,
    /// Lower for this shader model (`6.0` ... `6.8`) [default: the triple's].
    #[arg(long, value_name = "6.x")]
    shader_model: Option<String>,
    /// Lower for this stage (`compute`, `pixel`, `library`, ...)
    /// [default: the triple's]; `library` takes a module with several
    /// entry points.
    #[arg(long, value_name = "STAGE")]
    stage: Option<String>,
    #[command(flatten)]
    lowering: LoweringArgs,
}

/// What the lowered module is written as: shared by `lower` and
/// `compile`, one definition of the flags for both.
#[derive(Args, Debug)]
struct WriteArgs {
    /// The output format [default: `lower`: `container` when OUT ends in
    /// `.dxil` or `.dxbc`, else `ll`; `compile`: `container`, as DXC's
    /// `-Fo`].
    #[arg(long, value_enum)]
    emit: Option<Emit>,
    /// The digest a container gets.
    #[arg(long, value_enum, default_value_t = DigestArg::Zero)]
    container_digest: DigestArg,
}

/// How the lowering pipeline runs and what it shows on the way: shared by
/// `lower` and `compile`, so that each debugging flag means the same
/// through both.
#[derive(Args, Debug)]
struct LoweringArgs {
    /// The engine that applies the rules of every rule-based pass (both
    /// give the same output).
    #[arg(long, value_enum, default_value_t = EngineArg::Greedy)]
    engine: EngineArg,
    /// A rule file added to the built-in rules of the pass its `pass NAME`
    /// header names, `lower-dxil` without one (repeatable); a rule with a
    /// higher benefit overrides a built-in one on the same op.
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<String>,
    /// Prints on stderr which rule (FILE:LINE) rewrote each op, in every
    /// rule-based pass, with either engine (the e-graph adds egg's steps).
    #[arg(long)]
    explain: bool,
    #[command(flatten)]
    semantics: SemanticArgs,
    #[command(flatten)]
    run: RunArgs,
}

/// Everything `dxir` reports as a user error (exit code 1).
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// The input could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        #[source]
        source: std::io::Error,
    },
    /// The input is not UTF-8: where the first bad byte is.
    #[error("{path}:{line}:{col}: error: the input is not valid UTF-8 (byte 0x{byte:02x})")]
    InvalidUtf8 {
        path: String,
        line: usize,
        col: usize,
        byte: u8,
    },
    /// The module's target triple is missing or not DXIL: at the triple's
    /// line, or the module's first.
    #[error("{source}")]
    Triple {
        loc: Loc,
        #[source]
        source: dxir::dialects::dxil::TripleError,
    },
    /// `--dump-egraph` without the e-graph engine.
    #[error("--dump-egraph needs --engine egraph (the greedy engine builds no e-graph)")]
    EGraphDumpNeedsEngine,
    /// The output could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        #[source]
        source: std::io::Error,
    },
    /// The input is not valid text.
    #[error(transparent)]
    Parse(#[from] dxir::ParseError),
    /// The LLVM IR input is malformed or unsupported.
    #[error(transparent)]
    Import(#[from] dxir::ImportError),
    /// The module cannot be written as LLVM IR.
    #[error(transparent)]
    Export(#[from] dxir::ExportError),
    /// The input parsed but does not verify.
    #[error("the input is invalid")]
    InvalidInput(#[source] dxir::VerifyErrors),
    /// The pipeline produced IR that does not verify.
    #[error("the pipeline's output is invalid")]
    InvalidOutput(#[source] dxir::VerifyErrors),
    /// `--passes` or `--print-after` names no pass.
    #[error(transparent)]
    Pipeline(#[from] PipelineParseError),
    /// A pass or an instrumentation failed.
    #[error(transparent)]
    Run(#[from] PipelineError),
    /// `hl` ops name resources wrongly (checked after the verifier, since
    /// op verify hooks cannot see module symbols).
    #[error("the input uses hl resources wrongly")]
    ResourceUses(#[source] dxir::dialects::hl::ResourceUseErrors),
    /// The docs could not be written.
    #[error("cannot write the dialect docs into {path}: {source}")]
    Docs {
        path: String,
        #[source]
        source: std::io::Error,
    },
    /// Rule files do not load.
    #[error("the rule files have errors")]
    Rules(#[source] dxir::rewrites::RuleErrors),
    /// `--shader-model` is not a shader model.
    #[error(transparent)]
    ShaderModel(#[from] dxir::dialects::dxil::ParseVersionError),
    /// `--stage` is not a shader stage.
    #[error(transparent)]
    Stage(dxir::dialects::dxil::ParseStageError),
    /// The module could not be lowered.
    #[error(transparent)]
    Lower(#[from] dxir::lower::LowerError),
    /// `dxir ops` could not answer.
    #[error(transparent)]
    Ops(#[from] ops_cmd::OpsError),
    /// `dxir rules list --pass` names no rule-based pass.
    #[error("unknown rule-based pass `{0}`; the rule-based passes are: {known}", known = dxir::passes::rule_pass_names().join(", "))]
    UnknownRulePass(String),
    /// `--print-resources`: the resource analysis failed.
    #[error(transparent)]
    Resources(dxir::PassError),
    /// `dxir lower` got several inputs but no `--out-dir`.
    #[error("{0} inputs need --out-dir DIR (one output file each)")]
    SeveralInputs(usize),
    /// `--out-dir`: an input without a file name to write under (`-`).
    #[error("`{0}` has no file name to write under --out-dir")]
    NoFileName(String),
    /// `--out-dir`: two inputs would be written to the same file.
    #[error(
        "`{first}` and `{second}` have the same file name; --out-dir would write both to one file"
    )]
    SameFileName { first: String, second: String },
    /// `--out-dir`: some modules failed (each reported above).
    #[error("{failed} of {total} modules failed")]
    ModulesFailed { failed: usize, total: usize },
    /// `dxir view`: the view cannot be drawn.
    #[error(transparent)]
    View(#[from] dxir::view::ViewError),
    /// `dxir view --after`: the pass is not in the lowering pipeline.
    #[error("`{0}` is not a pass of the lowering pipeline: name one (its first run) or write its number as --dump-dir does ({list})", list = dxir::lower::numbered_pipeline().join(", "))]
    NotInPipeline(String),
    /// `dxir run`: the shader could not be run (the text is the whole
    /// located line).
    #[error("{0}")]
    Interp(String),
    /// No worker threads could be started.
    #[error("cannot start the worker threads: {0}")]
    ThreadPool(#[source] rayon::ThreadPoolBuildError),
    /// The lowered module cannot be written as DXIL bitcode. The position
    /// is in the exported LLVM IR (`--emit=ll` shows it), not the input.
    #[error("{input}: error: cannot write DXIL: {}{source}", source.pos.map(|p| format!("exported LLVM IR line {}:{}: ", p.line, p.col)).unwrap_or_default())]
    Bitcode {
        input: String,
        #[source]
        source: dxir::bitcode::BitcodeError,
    },
    /// `dxir compile`: a bad command line, or clang failed.
    #[error(transparent)]
    Compile(#[from] compile_cmd::CompileError),
    /// `dxir dump-container`: the file is not a DX container.
    #[error("{path}: error: {source}")]
    Container {
        path: String,
        #[source]
        source: dxir::bitcode::ContainerError,
    },
}

fn main() -> ExitCode {
    lean_allocator();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            // `--help` and `--version` are not errors; bad flags exit 1 like
            // every other user error (clap's own default is 2).
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let cx = dxir::context();
    // `lower` and `opt` leave their module to the process's end (see
    // `exit_now`), which must then come at once.
    let ends_at_once = matches!(cli.command, Command::Lower(_) | Command::Opt(_));
    let result = match cli.command {
        Command::ValidateLowering(args) => return interp_cmd::validate(&cx, &args),
        Command::TranslateDxilSpirv(args) => return interp_cmd::translate(&args),
        Command::Run(args) => interp_cmd::run(&cx, &args).map(|_| ()),
        Command::Shadergen(args) => match shadergen_cmd::shadergen(&args) {
            Ok(code) => return code,
            Err(e) => Err(e),
        },
        Command::Opt(args) => {
            thread_pool(args.run.threads()).and_then(|pool| pool.install(|| opt(&cx, &args)))
        }
        Command::Lower(args) => lower(&cx, &args),
        Command::Ops(args) => ops_cmd::ops(
            args.name.as_deref(),
            args.dxil_version.as_deref(),
            args.stage.as_deref(),
        )
        .map(|text| print!("{text}"))
        .map_err(CliError::from),
        Command::Rules(RulesCommand::Check { files }) => rules_check(&cx, &files),
        Command::Rules(RulesCommand::List { pass, rules }) => {
            rules_list(&cx, pass.as_deref(), &rules)
        }
        Command::View(args) => view(&cx, &args),
        Command::DumpContainer { file } => dump_container(&file),
        Command::Compile { args } => compile(&cx, &args),
        Command::Docs { dir } => dxir::dialects::write_dialect_docs(&dir)
            .map(|files| {
                for f in files {
                    println!("wrote {}", f.display());
                }
            })
            .map_err(|source| CliError::Docs {
                path: dir.display().to_string(),
                source,
            }),
    };
    let failed = match result {
        Ok(()) => false,
        Err(e) => {
            let mut stderr = std::io::stderr().lock();
            for line in render(&cx, &e) {
                let _ = writeln!(stderr, "{line}");
            }
            true
        }
    };
    if ends_at_once {
        exit_now(u8::from(failed));
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `dxir rules check`: load the files as one rule set per pass their
/// headers name; warnings go to stderr, a one-line summary to stdout.
fn rules_check(cx: &Context, paths: &[String]) -> Result<(), CliError> {
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|p| read_input(p))
        .collect::<Result<_, _>>()?;
    let sets = dxir::passes::load_user_rules(cx, &files).map_err(CliError::Rules)?;
    let mut count = 0;
    for (_, rules) in &sets {
        for w in rules.warnings() {
            eprintln!("{w}");
        }
        count += rules.len();
    }
    println!("{count} rule(s) in {} file(s): no errors", files.len());
    Ok(())
}

/// `dxir rules list`: one row per rule of every rule-based pass (or of
/// `pass`), built-in rules first, then the user's `paths`.
fn rules_list(cx: &Context, pass: Option<&str>, paths: &[String]) -> Result<(), CliError> {
    use dxir::passes::{rule_pass, RULE_PASSES};
    if let Some(p) = pass {
        if rule_pass(p).is_none() {
            return Err(CliError::UnknownRulePass(p.to_string()));
        }
    }
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|p| read_input(p))
        .collect::<Result<_, _>>()?;
    let user = dxir::passes::load_user_rules(cx, &files).map_err(CliError::Rules)?;
    let mut rows: Vec<[String; 5]> = Vec::new();
    let mut add = |pass: &str, rules: &dxir::rewrites::RuleSet| {
        for r in rules.rules() {
            rows.push([
                pass.to_string(),
                r.name.clone(),
                format!("{}:{}", r.pos.file, r.pos.line),
                cx.op_name_str(r.root).to_string(),
                r.benefit.to_string(),
            ]);
        }
    };
    for e in RULE_PASSES {
        if pass.is_some_and(|p| p != e.spec.name) {
            continue;
        }
        let sets = e.spec.builtin_rules(cx).map_err(CliError::Rules)?;
        for set in &sets {
            add(e.spec.name, set);
        }
    }
    for (p, set) in &user {
        if pass.is_none_or(|q| q == *p) {
            add(p, set);
        }
    }
    let header = ["pass", "rule", "at", "root", "benefit"].map(str::to_string);
    let mut widths = [0usize; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.len());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        let line: Vec<String> = row
            .iter()
            .zip(widths)
            .map(|(c, w)| format!("{c:<w$}"))
            .collect();
        out.push_str(line.join("  ").trim_end());
        out.push('\n');
    }
    write_output("-", &out)
}

/// `dxir opt`: parse, verify, run the pipeline, verify, print.
fn opt(cx: &Context, args: &OptArgs) -> Result<(), CliError> {
    let registry = PassRegistry::builtin();
    // Check the command line before reading anything.
    let passes = registry.parse_pipeline(&args.passes)?;
    for name in &args.run.print_after {
        registry.check_name(name)?;
    }
    let lower_opts = dxir::lower::LowerOptions {
        engine: args.engine.into(),
        rule_files: args
            .rules
            .iter()
            .map(|p| read_input(p))
            .collect::<Result<_, _>>()?,
        explain: args.explain,
        semantics: args.semantics.semantics(),
        egraph_dots: egraph_sink(&args.run, args.engine)?,
        ..Default::default()
    };
    let sink = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let passes = dxir::lower::configure(cx, passes, &lower_opts, Some(sink.clone()))?;
    let opts = VerifyOptions {
        allow_unregistered: args.allow_unregistered,
    };
    let mut module = read_module(cx, &args.input, args.input_format, opts, false)?;

    // `opt` runs on a pool of `--threads` workers (see `main`).
    let mut pm = PassManager::new().on_caller_pool();
    pm.extend(passes);
    instrument(&mut pm, &args.run, opts, lower_opts.egraph_dots.as_ref());
    let run = pm.run(cx, &mut module);
    if args.explain {
        print_explanations(&sink);
    }
    run?;
    verify_module(cx, &module, &opts).map_err(CliError::InvalidOutput)?;

    let made = match args.emit {
        _ if args.print_resources => Output::Bytes(
            dxir::passes::resources::analyze_resources(cx, &module)
                .map_err(CliError::Resources)?
                .table(cx)
                .into_bytes(),
        ),
        emit => Output::make(
            cx,
            &module,
            emit,
            DigestArg::Zero,
            &args.input,
            &args.output,
        )?,
    };
    let wrote = made.finish(&args.output);
    // `main` ends the process right after (`exit_now`).
    leave_to_exit((module, made, pm));
    wrote
}

/// `dxir view`: read, run `--passes` or the lowering up to `--after`, and
/// write the DOT text of the view.
fn view(cx: &Context, args: &ViewArgs) -> Result<(), CliError> {
    let registry = PassRegistry::builtin();
    let lower_opts = dxir::lower::LowerOptions::default();
    // Check the command line before reading anything.
    let passes = match (&args.passes, &args.after) {
        (Some(list), _) => {
            dxir::lower::configure(cx, registry.parse_pipeline(list)?, &lower_opts, None)?
        }
        (None, Some(after)) => {
            let Some(n) = dxir::lower::pipeline_position(after) else {
                return Err(CliError::NotInPipeline(after.clone()));
            };
            let mut passes = dxir::lower::passes(cx, &lower_opts, None)?;
            passes.truncate(n + 1);
            passes
        }
        (None, None) => Vec::new(),
    };
    let opts = VerifyOptions {
        allow_unregistered: args.allow_unregistered,
    };
    let mut module = read_module(cx, &args.input, args.input_format, opts, false)?;
    if args.after.is_some() {
        retarget(cx, &mut module, &lower_opts, &args.input)?;
    }
    if !passes.is_empty() {
        let threads = args.threads.map_or(0, |n| n as usize);
        let mut pm = PassManager::new().with_threads(threads);
        pm.extend(passes);
        if cfg!(debug_assertions) {
            pm.add_instrumentation(VerifyEach::new(move |cx: &Context, m: &Module| {
                verify_module(cx, m, &opts)
            }));
        }
        pm.run(cx, &mut module)?;
        verify_module(cx, &module, &opts).map_err(CliError::InvalidOutput)?;
    }
    let kind = match args.kind {
        ViewKindArg::Cfg => dxir::view::ViewKind::Cfg,
        ViewKindArg::Domtree => dxir::view::ViewKind::Domtree,
        ViewKindArg::Uses => dxir::view::ViewKind::Uses,
    };
    let view = dxir::view::ViewOptions {
        function: args.function.as_deref(),
        value: args.value.as_deref(),
    };
    let dot = dxir::view::view_dot_with(cx, &module, kind, &view)?;
    write_output(&args.output, &dot)
}

/// Adds the instrumentation `run` asks for to `pm`; `egraph_dots` is the
/// sink the rule passes fill for `--dump-egraph`.
fn instrument(
    pm: &mut PassManager,
    run: &RunArgs,
    opts: VerifyOptions,
    egraph_dots: Option<&dxir::passes::DotSink>,
) {
    // Added first, so its after-hook runs last: dumps and printouts of the
    // pass that broke the IR are written before the run stops.
    if run.verify_each || cfg!(debug_assertions) {
        pm.add_instrumentation(VerifyEach::new(move |cx: &Context, m: &Module| {
            verify_module(cx, m, &opts)
        }));
    }
    if let Some(dir) = &run.dump_dir {
        pm.add_instrumentation(DumpDir::new(dir, print_module));
    }
    if let Some(dir) = &run.dump_dot {
        pm.add_instrumentation(dxir::view::DumpDot::new(dir));
    }
    if let (Some(dir), Some(sink)) = (&run.dump_egraph, egraph_dots) {
        pm.add_instrumentation(dxir::passes::DumpEGraph::new(dir, sink.clone()));
    }
    if run.print_after_all || run.print_changed || !run.print_after.is_empty() {
        let filter = if run.print_after_all {
            PrintFilter::All
        } else if run.print_changed {
            PrintFilter::Changed
        } else {
            PrintFilter::Named(run.print_after.clone())
        };
        pm.add_instrumentation(PrintIr::new(
            filter,
            print_module,
            Box::new(std::io::stderr()),
        ));
    }
    if run.time_passes {
        pm.add_instrumentation(TimePasses::new(Box::new(std::io::stderr())));
    }
}

impl RunArgs {
    /// The thread count for the pass manager (0: one per core).
    fn threads(&self) -> usize {
        self.threads.map_or(0, |n| n as usize)
    }

    /// Whether the run prints or dumps the IR (then the input is read as
    /// it is, so that its dump shows it all).
    fn shows_ir(&self) -> bool {
        self.dump_dir.is_some()
            || self.dump_dot.is_some()
            || self.print_after_all
            || self.print_changed
            || !self.print_after.is_empty()
    }
}

/// Reads `input` as LLVM IR or the native format, and verifies it. With
/// `for_lowering`, LLVM IR is read without the definitions the lowering
/// drops first ([`dxir::lower::import_for_lowering`]).
fn read_module(
    cx: &Context,
    input: &str,
    format: Option<InputFormat>,
    opts: VerifyOptions,
    for_lowering: bool,
) -> Result<Module, CliError> {
    let (file, source) = read_input(input)?;
    let format = format.unwrap_or(if input.ends_with(".ll") {
        InputFormat::Ll
    } else {
        InputFormat::Dxir
    });
    module_from_text(cx, &source, &file, format, opts, for_lowering)
}

/// The module `source` (named `file` in diagnostics) holds in `format`,
/// verified; `for_lowering` as for [`read_module`].
fn module_from_text(
    cx: &Context,
    source: &str,
    file: &str,
    format: InputFormat,
    opts: VerifyOptions,
    for_lowering: bool,
) -> Result<Module, CliError> {
    let module = match format {
        InputFormat::Dxir => dxir::parse_module(cx, source, file)?,
        InputFormat::Ll if for_lowering => {
            dxir::lower::import_for_lowering(cx, source, file, opts)?
        }
        InputFormat::Ll => dxir::import_module(cx, source, file)?,
    };
    verify_module(cx, &module, &opts).map_err(CliError::InvalidInput)?;
    dxir::dialects::hl::verify_resource_uses(cx, &module).map_err(CliError::ResourceUses)?;
    Ok(module)
}

/// `dxir lower`: one module (read, retarget, run the lowering pipeline,
/// validate, write), or with `--out-dir` many.
fn lower(cx: &Context, args: &LowerArgs) -> Result<(), CliError> {
    let shader_model = args.shader_model.as_deref().map(str::parse).transpose()?;
    let stage = args
        .stage
        .as_deref()
        .map(str::parse)
        .transpose()
        .map_err(CliError::Stage)?;
    let opts = lower_options(&args.lowering, shader_model, stage)?;
    if let Some(dir) = &args.out_dir {
        return lower_many(args, &opts, dir);
    }
    let [input] = args.inputs.as_slice() else {
        return Err(CliError::SeveralInputs(args.inputs.len()));
    };
    let pool = thread_pool(opts.threads)?;
    pool.install(|| lower_one(cx, args, &opts, input, &args.output, AfterWrite::Exit))
}

/// The lowering options `lowering` gives (rule files read, `--print-after`
/// names checked), for the shader model and stage the command names.
fn lower_options(
    lowering: &LoweringArgs,
    shader_model: Option<dxir::dialects::dxil::ShaderModel>,
    stage: Option<dxir::dialects::dxil::ShaderStage>,
) -> Result<dxir::lower::LowerOptions, CliError> {
    for name in &lowering.run.print_after {
        PassRegistry::builtin().check_name(name)?;
    }
    let rule_files = lowering
        .rules
        .iter()
        .map(|p| read_input(p))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(dxir::lower::LowerOptions {
        shader_model,
        stage,
        engine: lowering.engine.into(),
        rule_files,
        explain: lowering.explain,
        threads: lowering.run.threads(),
        semantics: lowering.semantics.semantics(),
        egraph_dots: egraph_sink(&lowering.run, lowering.engine)?,
        skip_validation: false,
    })
}

/// The sink `--dump-egraph` fills, if asked for; it needs the e-graph
/// engine.
fn egraph_sink(
    run: &RunArgs,
    engine: EngineArg,
) -> Result<Option<dxir::passes::DotSink>, CliError> {
    match (&run.dump_egraph, engine) {
        (None, _) => Ok(None),
        (Some(_), EngineArg::Egraph) => Ok(Some(Default::default())),
        (Some(_), _) => Err(CliError::EGraphDumpNeedsEngine),
    }
}

/// A pool of `threads` workers (0: one per core) for the reader and the
/// writer, which split their work by function as the passes do.
fn thread_pool(threads: usize) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(CliError::ThreadPool)
}

/// Lowers `input` into `output` with `cx`.
fn lower_one(
    cx: &Context,
    args: &LowerArgs,
    opts: &dxir::lower::LowerOptions,
    input: &str,
    output: &str,
    after: AfterWrite,
) -> Result<(), CliError> {
    // Rules are checked before the input is read.
    let mut lowering = Lowering::new(cx, opts)?;
    let verify = VerifyOptions::default();
    let start = std::time::Instant::now();
    // The input is printed as it is when the run dumps or prints the IR.
    let shows_ir = args.lowering.run.shows_ir();
    // The built-in rules every rule-based pass loads when it first runs are
    // loaded beside the reading, whose start (the file, the module level)
    // runs on one thread; a problem in them is reported by the pass.
    let (module, ()) = rayon::join(
        || read_module(cx, input, args.input_format, verify, !shows_ir),
        || preload_builtin_rules(cx),
    );
    let mut module = module?;
    let read = start.elapsed();
    let check = lowering.run(cx, &args.lowering, opts, &mut module, input)?;
    let start = std::time::Instant::now();
    let emit = args.write.emit.unwrap_or_else(|| default_emit(output));
    let made = Output::make(
        cx,
        &module,
        emit,
        args.write.container_digest,
        input,
        output,
    )?;
    let written = start.elapsed();
    if args.lowering.run.time_passes {
        print_step_times(read, check, written);
    }
    match after {
        // Freeing the module (every function's arenas) is work of a few
        // milliseconds on a large module: function by function on the
        // pool, beside the file's writing.
        AfterWrite::Free => {
            let ((), wrote) = rayon::join(move || drop_module(module), || made.finish(output));
            wrote
        }
        AfterWrite::Exit => {
            let wrote = made.finish(output);
            // The pass manager too: its passes hold their compiled rules.
            leave_to_exit((module, made, lowering));
            wrote
        }
    }
}

/// The lowering pipeline of `lower` and `compile`, built before the input
/// is read (so bad rule files are reported first), with the sink its
/// explanations go to.
struct Lowering {
    pm: PassManager,
    sink: std::sync::Arc<std::sync::Mutex<Vec<dxir::passes::RuleExplanation>>>,
}

impl Lowering {
    /// The pipeline `opts` configure; it runs on the caller's pool
    /// (`--threads` workers for one module, or the pool modules share).
    fn new(cx: &Context, opts: &dxir::lower::LowerOptions) -> Result<Lowering, CliError> {
        let sink = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let pm = dxir::lower::pass_manager(cx, opts, Some(sink.clone()))?.on_caller_pool();
        Ok(Lowering { pm, sink })
    }

    /// Retargets `module` (read from `input`), runs the pipeline with the
    /// printing, dumps, explanations and timing `lowering` asks for, and
    /// verifies the result; returns the time the verification took.
    fn run(
        &mut self,
        cx: &Context,
        lowering: &LoweringArgs,
        opts: &dxir::lower::LowerOptions,
        module: &mut Module,
        input: &str,
    ) -> Result<std::time::Duration, CliError> {
        let verify = VerifyOptions::default();
        retarget(cx, module, opts, input)?;
        instrument(
            &mut self.pm,
            &lowering.run,
            verify,
            opts.egraph_dots.as_ref(),
        );
        let run = self.pm.run(cx, module);
        if lowering.explain {
            print_explanations(&self.sink);
        }
        run?;
        let start = std::time::Instant::now();
        // The pipeline's last pass, `validate-dxil`, has validated it
        // (unless `-Vd` left it out).
        verify_module(cx, module, &verify).map_err(CliError::InvalidOutput)?;
        Ok(start.elapsed())
    }
}

/// `--time-passes`: beside the passes' table, the steps around the
/// pipeline.
fn print_step_times(
    read: std::time::Duration,
    check: std::time::Duration,
    written: std::time::Duration,
) {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    eprintln!("     read + verify input   {:10.3} ms", ms(read));
    eprintln!("     verify                {:10.3} ms", ms(check));
    eprintln!("     write                 {:10.3} ms", ms(written));
}

/// What becomes of a lowered module once its output is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AfterWrite {
    /// Freed: the process goes on (one of many modules).
    Free,
    /// Left for the process's end, which follows (see [`exit_now`]).
    Exit,
}

/// Leaves `value` to the operating system, which takes a process's memory
/// back at once when it ends, instead of freeing it piece by piece: only
/// for what lives until [`exit_now`] (as clang's `-disable-free` does).
fn leave_to_exit<T>(value: T) {
    std::mem::forget(value);
}

/// Ends the process with `code` at once, once stdout and stderr are
/// flushed: without running the exit handlers, of which the allocator's
/// returns every freed page to the system one segment at a time (on the
/// benchmark's M, 10 ms on one thread after the output was written) and
/// without dropping the context. Only for commands that have written and
/// closed everything they make.
fn exit_now(code: u8) -> ! {
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // An instrumented build (`benches/pgo.sh`, `--cfg dxir_pgo`) writes its
    // profile from an exit handler, which `_exit` would skip.
    if cfg!(dxir_pgo) {
        std::process::exit(i32::from(code));
    }
    // SAFETY: `_exit` ends the process; nothing runs after it, so nothing
    // can observe state that exit handlers would have cleaned up. What the
    // command writes is flushed above or already closed.
    unsafe { libc::_exit(i32::from(code)) }
}

/// Loads the built-in rules of every rule-based pass into `cx` (the passes
/// find them there), each pass's on a job of its own.
fn preload_builtin_rules(cx: &Context) {
    use rayon::prelude::*;
    dxir::passes::RULE_PASSES.par_iter().for_each(|p| {
        // An error stays in the context, and the pass reports it.
        let _ = p.spec.shared_builtin_rules(cx);
    });
}

/// Frees `module`, its functions in parallel (each body's arenas were
/// made by the worker that read or last compacted it).
fn drop_module(mut module: Module) {
    use rayon::prelude::*;
    module
        .retain_functions(|_| false)
        .into_par_iter()
        .with_max_len(1)
        .for_each(drop);
}

/// What `dxir lower` writes without `--emit`: a container for a `.dxil` or
/// `.dxbc` file name, LLVM IR text otherwise.
fn default_emit(output: &str) -> Emit {
    let ext = std::path::Path::new(output)
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("dxil" | "dxbc") => Emit::Container,
        _ => Emit::Ll,
    }
}

/// The bytes of `module` in the `emit` format. Bitcode and containers are
/// written from the exported LLVM IR text, the one form every lowering
/// path ends in.
fn output_bytes(
    cx: &Context,
    module: &Module,
    emit: Emit,
    digest: DigestArg,
    input: &str,
) -> Result<Vec<u8>, CliError> {
    let bitcode_err = |source| CliError::Bitcode {
        input: input.to_string(),
        source,
    };
    Ok(match emit {
        Emit::Dxir => print_module(cx, module).into_bytes(),
        Emit::Ll => dxir::export_module(cx, module)?.into_bytes(),
        Emit::Bc => {
            let text = dxir::export_module(cx, module)?;
            dxir::bitcode::write_bitcode(&text).map_err(bitcode_err)?
        }
        Emit::Container => {
            let text = dxir::export_module(cx, module)?;
            let opts = dxir::bitcode::ContainerOptions {
                bypass_digest: matches!(digest, DigestArg::Bypass),
            };
            dxir::bitcode::write_container(&text, &opts).map_err(bitcode_err)?
        }
    })
}

/// `dxir lower --out-dir DIR IN...`: every input lowered on its own, in
/// parallel across modules, into `DIR/<input file name>`. Each module has
/// its own context (two shaders may define one struct name differently),
/// a fork of one with the rules loaded, and all share one pool: a module's functions are split over it as the
/// modules are. Errors are printed in input order once all are done,
/// so the report does not depend on the thread count.
fn lower_many(
    args: &LowerArgs,
    opts: &dxir::lower::LowerOptions,
    dir: &std::path::Path,
) -> Result<(), CliError> {
    use rayon::prelude::*;
    let mut outputs = Vec::with_capacity(args.inputs.len());
    let mut seen = std::collections::HashMap::new();
    for input in &args.inputs {
        let name = std::path::Path::new(input)
            .file_name()
            .filter(|_| input != "-")
            .ok_or_else(|| CliError::NoFileName(input.clone()))?;
        if let Some(first) = seen.insert(name.to_os_string(), input) {
            return Err(CliError::SameFileName {
                first: first.clone(),
                second: input.clone(),
            });
        }
        outputs.push(dir.join(name).to_string_lossy().into_owned());
    }
    std::fs::create_dir_all(dir).map_err(|source| CliError::Write {
        path: dir.display().to_string(),
        source,
    })?;
    // Every module gets a fork of one context with the built-in rules
    // loaded, so no module reads the rule files again.
    let template = dxir::context();
    for e in dxir::passes::RULE_PASSES {
        e.spec.builtin_rules(&template).map_err(CliError::Rules)?;
    }
    let pool = thread_pool(opts.threads)?;
    let reports: Vec<Vec<String>> = pool.install(|| {
        args.inputs
            .par_iter()
            .zip(&outputs)
            // One module per job: an idle thread takes any module not yet
            // started (see `Module::par_functions`).
            .with_max_len(1)
            .map(|(input, output)| {
                let cx = template.fork();
                match lower_one(&cx, args, opts, input, output, AfterWrite::Free) {
                    Ok(()) => Vec::new(),
                    Err(e) => render(&cx, &e)
                        .into_iter()
                        .map(|line| with_file_name(line, input))
                        .collect(),
                }
            })
            .collect()
    });
    let failed = reports.iter().filter(|r| !r.is_empty()).count();
    if failed == 0 {
        return Ok(());
    }
    let mut stderr = std::io::stderr().lock();
    for line in reports.iter().flatten() {
        let _ = writeln!(stderr, "{line}");
    }
    Err(CliError::ModulesFailed {
        failed,
        total: args.inputs.len(),
    })
}

/// A diagnostic line of the module read from `input`: lines that already
/// start with the file name are kept; those without a location
/// (`dxir: error: ...`) get the file name in its place.
fn with_file_name(line: String, input: &str) -> String {
    match line.strip_prefix("dxir: error: ") {
        Some(message) => format!("{input}: error: {message}"),
        None => line,
    }
}

/// Prints the explanations the rule-based passes left, each line
/// prefixed `explain: `, in pass and function order.
fn print_explanations(sink: &std::sync::Mutex<Vec<dxir::passes::RuleExplanation>>) {
    let explanations = sink.lock().map(|s| s.clone()).unwrap_or_default();
    let mut stderr = std::io::stderr().lock();
    for e in explanations {
        for line in e.to_string().lines() {
            let _ = writeln!(stderr, "explain: {line}");
        }
    }
}

/// The bytes of the file at `path`. A large regular file is read in
/// pieces on the current pool: reading is copying from the page cache into
/// fresh pages, and on a 95 MB input one thread doing it all kept the other
/// idle for tens of milliseconds. A file whose size changed meanwhile is
/// read again whole.
fn read_file(path: &str) -> std::io::Result<Vec<u8>> {
    #[cfg(unix)]
    {
        use rayon::prelude::*;
        use std::os::unix::fs::FileExt;
        const PIECE: usize = 1 << 20;
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        let len = usize::try_from(meta.len()).unwrap_or(0);
        if meta.is_file() && len >= 2 * PIECE {
            let mut bytes = vec![0u8; len];
            let read = bytes
                .par_chunks_mut(PIECE)
                .enumerate()
                .try_for_each(|(i, piece)| file.read_exact_at(piece, (i * PIECE) as u64));
            let mut past = [0u8; 1];
            if read.is_ok() && file.read_at(&mut past, meta.len())? == 0 {
                return Ok(bytes);
            }
        }
    }
    std::fs::read(path)
}

/// The name diagnostics use for `path`, and its text.
fn read_input(path: &str) -> Result<(String, String), CliError> {
    let name = if path == "-" { "<stdin>" } else { path }.to_string();
    let read_err = |source| CliError::Read {
        path: name.clone(),
        source,
    };
    let bytes = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(read_err)?;
        bytes
    } else {
        read_file(path).map_err(read_err)?
    };
    match String::from_utf8(bytes) {
        Ok(text) => Ok((name, text)),
        Err(e) => {
            let bytes = e.as_bytes();
            let good = e.utf8_error().valid_up_to();
            let before = &bytes[..good];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let line_start = before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            // Columns count characters, as the parsers' do.
            let col = String::from_utf8_lossy(&before[line_start..])
                .chars()
                .count()
                + 1;
            Err(CliError::InvalidUtf8 {
                path: name,
                line,
                col,
                byte: bytes[good],
            })
        }
    }
}

/// Where a triple error points: the `target triple` line of an `.ll`
/// file, the line setting `llvm.triple` of a native one, else the module's
/// first line (a module without a triple). The input is read again: only
/// this error needs it, and stdin points at its first line.
fn triple_loc(cx: &Context, input: &str) -> Loc {
    let name = if input == "-" { "<stdin>" } else { input };
    let line = (input != "-")
        .then(|| std::fs::read(input).ok())
        .flatten()
        .and_then(|bytes| {
            String::from_utf8_lossy(&bytes).lines().position(|l| {
                let l = l.trim_start();
                l.starts_with("target triple") || l.contains("llvm.triple")
            })
        })
        .map_or(1, |i| i + 1);
    Loc::new(cx.file(name), u32::try_from(line).unwrap_or(u32::MAX), 1)
}

/// [`dxir::lower::retarget`], with a triple error located in `input`.
fn retarget(
    cx: &Context,
    module: &mut Module,
    opts: &dxir::lower::LowerOptions,
    input: &str,
) -> Result<(), CliError> {
    match dxir::lower::retarget(cx, module, opts) {
        Err(dxir::lower::LowerError::Triple(source)) => Err(CliError::Triple {
            loc: triple_loc(cx, input),
            source,
        }),
        other => Ok(other?),
    }
}

fn write_output(path: &str, text: &str) -> Result<(), CliError> {
    write_output_bytes(path, text.as_bytes())
}

/// Writes `bytes` to `path` (`-`: stdout). A file is written under a
/// temporary name beside it and renamed, so a failed or interrupted run
/// never leaves half an output behind.
fn write_output_bytes(path: &str, bytes: &[u8]) -> Result<(), CliError> {
    let write_err = |source| CliError::Write {
        path: if path == "-" { "<stdout>" } else { path }.to_string(),
        source,
    };
    if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes).map_err(write_err)?;
        return out.flush().map_err(write_err);
    }
    let target = std::path::Path::new(path);
    if !is_file_target(path) {
        return std::fs::write(target, bytes).map_err(write_err);
    }
    replace_file(path, |file| file.write_all(bytes).map_err(write_err))
}

/// Whether `path` names a file to write under a temporary name and rename
/// (see [`replace_file`]): not stdout (`-`), and not a device or pipe
/// (`-o /dev/null`), which is written in place, since renaming over it
/// would replace it.
fn is_file_target(path: &str) -> bool {
    path != "-" && !std::fs::metadata(path).is_ok_and(|m| !m.is_file())
}

/// Makes the file `path` with `fill`, under a temporary name beside it
/// that is renamed once `fill` succeeds and removed if anything fails, so
/// a failed or interrupted run never leaves half an output behind.
fn replace_file(
    path: &str,
    fill: impl FnOnce(&mut std::fs::File) -> Result<(), CliError>,
) -> Result<(), CliError> {
    let write_err = |source| CliError::Write {
        path: path.to_string(),
        source,
    };
    let target = std::path::Path::new(path);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = target.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let result = std::fs::File::create(&tmp)
        .map_err(write_err)
        .and_then(|mut file| fill(&mut file))
        .and_then(|()| std::fs::rename(&tmp, target).map_err(write_err));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// What `lower` and `opt` make of their module: LLVM IR text already
/// written into its file as it was made, or the bytes still to write.
enum Output {
    Written,
    Bytes(Vec<u8>),
}

impl Output {
    /// The output of `module` in `emit` for `path`. LLVM IR text for a
    /// file is handed to the file as the exporter makes it
    /// (`export_module_to`): the whole text was one large allocation of
    /// fresh pages before the write. Other formats need the whole text,
    /// and stdout or a device get nothing of a module whose export fails
    /// halfway.
    fn make(
        cx: &Context,
        module: &Module,
        emit: Emit,
        digest: DigestArg,
        input: &str,
        path: &str,
    ) -> Result<Output, CliError> {
        if matches!(emit, Emit::Ll) && is_file_target(path) {
            replace_file(path, |file| {
                dxir::export_module_to(cx, module, file).map_err(|e| match e {
                    dxir::ExportToError::Export(e) => CliError::from(e),
                    dxir::ExportToError::Write(source) => CliError::Write {
                        path: path.to_string(),
                        source,
                    },
                })
            })?;
            return Ok(Output::Written);
        }
        output_bytes(cx, module, emit, digest, input).map(Output::Bytes)
    }

    /// Writes what is still to write to `path`.
    fn finish(&self, path: &str) -> Result<(), CliError> {
        match self {
            Output::Written => Ok(()),
            Output::Bytes(bytes) => write_output_bytes(path, bytes),
        }
    }
}

/// `FILE:LINE:COL: error: MESSAGE`, or `dxir: error: MESSAGE` without a
/// location.
fn located(cx: &Context, loc: Loc, message: &str) -> String {
    if loc.is_unknown() {
        return format!("dxir: error: {message}");
    }
    let file = cx.file_name(loc.file);
    match source_of(file) {
        // As rustc does: the source line and a caret under the column.
        Some(text) => dxir::render_error(file, &text, loc.line, loc.col, message),
        None => format!("{file}:{}:{}: error: {message}", loc.line, loc.col),
    }
}

/// The text of the input file `file`, for showing the line an error is
/// on; `None` for stdin or a file that cannot be read again. The last file
/// read is kept, as a run's errors are all in one.
fn source_of(file: &str) -> Option<std::sync::Arc<str>> {
    static LAST: std::sync::Mutex<Option<(String, std::sync::Arc<str>)>> =
        std::sync::Mutex::new(None);
    if file == "<stdin>" {
        return None;
    }
    let mut last = LAST
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((name, text)) = &*last {
        if name == file {
            return Some(text.clone());
        }
    }
    let text: std::sync::Arc<str> = std::fs::read_to_string(file).ok()?.into();
    *last = Some((file.to_string(), text.clone()));
    Some(text)
}

/// The message of a verifier diagnostic, with its function and op.
fn verify_message(d: &dxir::VerifyDiagnostic) -> String {
    let mut s = String::new();
    if let Some(f) = &d.function {
        s.push_str(&format!("in @{f}: "));
    }
    if let Some(op) = &d.op {
        s.push_str(&format!("`{op}`: "));
    }
    s.push_str(&d.error.to_string());
    s
}

/// `FILE:LINE:COL: error: in @f: pass `p`: MESSAGE`.
fn pass_error_line(cx: &Context, e: &dxir::PassError) -> String {
    let mut message = String::new();
    if let Some(f) = &e.function {
        message.push_str(&format!("in @{f}: "));
    }
    message.push_str(&format!("pass `{}`: {}", e.pass, e.kind));
    located(cx, e.loc, &message)
}

/// The lines printed on stderr for `e`. The first names the first problem.
fn render(cx: &Context, e: &CliError) -> Vec<String> {
    match e {
        // Already `FILE:LINE:COL: error: MESSAGE`, then the line and a caret.
        CliError::Parse(e) => vec![e.to_string()],
        CliError::Import(e) => vec![e.to_string()],
        CliError::Export(e) => vec![located(cx, e.loc, &e.kind.to_string())],
        // Each already `FILE:LINE:COL: error: MESSAGE` with the line and a caret.
        CliError::Rules(errors) => vec![errors.to_string()],
        // Each already `FILE:LINE:COL: error: MESSAGE`.
        CliError::ResourceUses(errors) => errors.to_string().lines().map(str::to_string).collect(),
        CliError::InvalidInput(errors) => errors
            .iter()
            .map(|d| located(cx, d.loc, &verify_message(d)))
            .collect(),
        CliError::InvalidOutput(errors) => errors
            .iter()
            .map(|d| located(cx, d.loc, &verify_message(d)))
            .chain([located(
                cx,
                Loc::UNKNOWN,
                "the pipeline's output is invalid; run with --verify-each to find the pass that broke it",
            )])
            .collect(),
        CliError::Run(PipelineError::Pass { errors, .. })
        | CliError::Lower(dxir::lower::LowerError::Pipeline(PipelineError::Pass {
            errors, ..
        }))
        | CliError::Lower(dxir::lower::LowerError::Invalid(errors)) => errors
            .iter()
            .map(|e| pass_error_line(cx, e))
            .collect(),
        CliError::Lower(dxir::lower::LowerError::Rules(errors)) => vec![errors.to_string()],
        CliError::Run(PipelineError::Instrument(InstrumentError::Verify {
            pass,
            index,
            errors,
        })) => errors
            .iter()
            .map(|d| {
                let message = format!(
                    "after pass `{pass}` (#{}): {}",
                    index + 1,
                    verify_message(d)
                );
                located(cx, d.loc, &message)
            })
            .collect(),
        CliError::Resources(e) => vec![located(cx, e.loc, &e.kind.to_string())],
        // Already a whole `FILE:LINE:COL: error: MESSAGE` line.
        CliError::Interp(line) => vec![line.clone()],
        CliError::InvalidUtf8 { .. }
        | CliError::Bitcode { .. }
        | CliError::Container { .. }
        | CliError::Compile(compile_cmd::CompileError::Clang { .. }) => vec![e.to_string()],
        CliError::Triple { loc, source } => vec![located(cx, *loc, &source.to_string())],
        CliError::View(e) => vec![located(cx, e.loc(), &e.to_string())],
        CliError::Read { .. }
        | CliError::Write { .. }
        | CliError::ShaderModel(_)
        | CliError::Stage(_)
        | CliError::Lower(_)
        | CliError::Ops(_)
        | CliError::UnknownRulePass(_)
        | CliError::Docs { .. }
        | CliError::Pipeline(_)
        | CliError::SeveralInputs(_)
        | CliError::NoFileName(_)
        | CliError::SameFileName { .. }
        | CliError::ModulesFailed { .. }
        | CliError::ThreadPool(_)
        | CliError::NotInPipeline(_)
        | CliError::EGraphDumpNeedsEngine
        | CliError::Compile(_)
        | CliError::Run(_) => vec![located(cx, Loc::UNKNOWN, &e.to_string())],
    }
}

/// `dxir dump-container FILE`.
fn dump_container(path: &str) -> Result<(), CliError> {
    let bytes = std::fs::read(path).map_err(|source| CliError::Read {
        path: path.to_string(),
        source,
    })?;
    let text = dxir::bitcode::dump_container(&bytes).map_err(|source| CliError::Container {
        path: path.to_string(),
        source,
    })?;
    write_output("-", &text)
}

/// `dxir compile`: clang 22 on the HLSL, then `dxir lower`'s pipeline and
/// writer, on `--threads` workers.
fn compile(cx: &Context, raw: &[String]) -> Result<(), CliError> {
    let args = match compile_cmd::parse_args(raw)? {
        compile_cmd::Invocation::PrintHeader => {
            return write_output("-", &dxir::hlsl_header::header())
        }
        compile_cmd::Invocation::Compile(args) => args,
    };
    let opts = dxir::lower::LowerOptions {
        skip_validation: !args.validate,
        ..lower_options(&args.own.lowering, None, None)?
    };
    let pool = thread_pool(opts.threads)?;
    pool.install(|| compile_one(cx, &args, opts))
}

/// The steps of [`compile`]: clang, the lowering as `lower_one` runs it,
/// then the outputs.
fn compile_one(
    cx: &Context,
    args: &compile_cmd::CompileArgs,
    mut opts: dxir::lower::LowerOptions,
) -> Result<(), CliError> {
    let start = std::time::Instant::now();
    let frontend = compile_cmd::Frontend::new(args)?;
    let text = frontend.emit_llvm()?;
    let lowering_args = &args.own.lowering;
    let name = format!("{}.ll", args.input);
    let for_lowering = !lowering_args.run.shows_ir();
    let verify = VerifyOptions::default();
    let mut module = module_from_text(cx, &text, &name, InputFormat::Ll, verify, for_lowering)?;
    drop(text);
    // What the source says of each entry's signature, which clang 22's IR
    // keeps in part; `--output-semantics` wins.
    for entry in compile_cmd::signature_entries(cx, &module) {
        if let Some(declared) = frontend.signature(&entry)? {
            if opts.semantics.outputs.is_none() {
                opts.semantics
                    .entry_outputs
                    .push((entry.clone(), declared.outputs));
            }
            opts.semantics.entry_inputs.push((entry, declared.inputs));
        }
    }
    drop(frontend);
    let mut lowering = Lowering::new(cx, &opts)?;
    let read = start.elapsed();
    let check = lowering.run(cx, lowering_args, &opts, &mut module, &name)?;
    let start = std::time::Instant::now();
    let digest = args.own.write.container_digest;
    // DXC's -Fc: the listing, here the lowered LLVM IR text.
    if let Some(listing) = &args.listing {
        Output::make(cx, &module, Emit::Ll, digest, &args.input, listing)?.finish(listing)?;
    }
    // -Fo gets a container; without -Fo or -Fc the listing goes to
    // stdout, as DXC prints it.
    let output = match (&args.output, &args.listing) {
        (Some(path), _) => Some((path.as_str(), Emit::Container)),
        (None, None) => Some(("-", Emit::Ll)),
        (None, Some(_)) => None,
    };
    if let Some((path, default)) = output {
        let emit = args.own.write.emit.unwrap_or(default);
        Output::make(cx, &module, emit, digest, &args.input, path)?.finish(path)?;
    }
    if lowering_args.run.time_passes {
        print_step_times(read, check, start.elapsed());
    }
    Ok(())
}
