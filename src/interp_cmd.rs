//! `dxir run` and `dxir validate-lowering`: the interpreter on the command
//! line (see `docs/interpreter.md`).

use super::{read_input, read_module, write_output, CliError, EngineArg, InputFormat};
use clap::{Args, ValueEnum};
use dxir::validate::{
    compare_runs, input_runs, interp_line, resources, with_bindings, InputRuns, SeedRun,
};
use dxir::{Context, Module, VerifyOptions};
use dxir_interp::{Dispatch, LazyFill, Seed};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, Mutex, PoisonError};

/// `dxir run SHADER`.
#[derive(Args)]
pub(crate) struct RunCmdArgs {
    /// The shader (`.ll` from clang 22, a lowered `.ll`, or the native format).
    input: String,
    /// The input's format [default: `ll` for a `.ll` file, else `dxir`].
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
    /// The seed the resources are filled from: a number (small random
    /// values), `offsets` (every 4-byte word unique to its resource and
    /// offset, no small index, a normal float; see docs/interpreter.md),
    /// or `offsets-cb0` (the same with zeroed cbuffers).
    #[arg(long, default_value_t = Seed::Random(0), value_name = "N|offsets|offsets-cb0")]
    seed: Seed,
    /// Resource contents to start from (the JSON `dxir run` writes); what
    /// it does not give keeps its seeded value.
    #[arg(long = "input", value_name = "FILE.json")]
    input_data: Option<String>,
    #[command(flatten)]
    dispatch: DispatchArgs,
    /// Where to write the resources after the run (JSON); `-` is stdout.
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Accepted for symmetry with the other commands: a run is one
    /// sequence of threads, so the output is the same for every value.
    #[arg(long, value_name = "N")]
    threads: Option<u32>,
}

/// `dxir validate-lowering IN [OUT]`.
#[derive(Args)]
pub(crate) struct ValidateArgs {
    /// The module before lowering (clang 22's `.ll`).
    input: String,
    /// The lowered module; without it, `dxir lower`'s own result.
    lowered: Option<String>,
    /// How many random seeds to run (0, 1, ...); the offset-revealing
    /// seeds `offsets` (every 4-byte word unique to its resource and
    /// offset, no small index, a normal float) and `offsets-cb0` (the same
    /// with zeroed cbuffers) run after them, each skipped with a note
    /// where the input cannot run with it (within 16 times the steps of
    /// the costliest random seed's run).
    #[arg(long, default_value_t = dxir::validate::DEFAULT_SEEDS)]
    seeds: u64,
    #[command(flatten)]
    dispatch: DispatchArgs,
    /// Lower for this shader model (as `dxir lower --shader-model`).
    #[arg(long, value_name = "6.x")]
    shader_model: Option<String>,
    /// The rule engine of the lowering (as `dxir lower --engine`).
    #[arg(long, value_enum, default_value = "greedy")]
    engine: EngineArg,
    /// Extra rule files for the lowering (as `dxir lower --rules`).
    #[arg(long, value_name = "FILE")]
    rules: Vec<String>,
    /// Also runs the module after each pass of the lowering (not with
    /// OUT.ll) and names the first pass after which it differs from the
    /// input or cannot be run.
    #[arg(long)]
    each_pass: bool,
    /// Worker threads for the lowering's function passes.
    #[arg(long, value_name = "N")]
    threads: Option<u32>,
    /// Where the lowered shader runs: `interp`, dxir's interpreter on the
    /// lowered module; `vulkan`, the DX container `dxir lower` writes,
    /// translated by dxil-spirv, on a Vulkan device (see docs/vulkan.md).
    #[arg(long, value_enum, default_value = "interp", value_name = "WHERE")]
    on: RunOn,
    /// With `--on vulkan`: dxil-spirv's C library [default:
    /// $DXIR_DXIL_SPIRV_LIB, else
    /// ../shared/tools/dxil-spirv/lib/libdxil-spirv-c-shared.so.2 beside
    /// the project].
    #[arg(long, value_name = "PATH")]
    dxil_spirv: Option<PathBuf>,
    /// With `--on vulkan`: also compare the lowered module in the
    /// interpreter first (`dxir shadergen --check --on vulkan`), so a
    /// difference names the side it comes from.
    #[arg(skip)]
    also_interp: bool,
}

/// Where `validate-lowering` runs the lowered shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum RunOn {
    /// dxir's interpreter, on the lowered module.
    Interp,
    /// A Vulkan device, on the DX container translated by dxil-spirv.
    Vulkan,
}

impl ValidateArgs {
    /// What `dxir validate-lowering INPUT --seeds SEEDS --groups GROUPS,1,1
    /// --engine ENGINE --on ON` reads: `dxir shadergen --check` validates
    /// each generated shader this way, so both report alike. On Vulkan the
    /// interpreter's comparison of the lowered module comes first.
    /// The same with a vertex or pixel shader's output semantics (as
    /// `--output-semantics` gives them).
    pub(crate) fn with_output_semantics(
        mut self,
        outputs: Option<Vec<dxir::passes::Semantic>>,
    ) -> Self {
        self.dispatch.semantics.output_semantics = outputs;
        self
    }

    pub(crate) fn for_generated(
        input: String,
        groups: u32,
        seeds: u64,
        engine: EngineArg,
        rules: Vec<String>,
        on: RunOn,
        dxil_spirv: Option<PathBuf>,
    ) -> Self {
        ValidateArgs {
            input,
            lowered: None,
            seeds,
            dispatch: DispatchArgs {
                entry: None,
                groups: format!("{groups},1,1"),
                elements: None,
                step_limit: 10_000_000,
                schedule: Schedule::Checked,
                allow_races: false,
                semantics: super::SemanticArgs::default(),
            },
            shader_model: None,
            engine,
            rules,
            each_pass: false,
            threads: None,
            on,
            dxil_spirv,
            also_interp: true,
        }
    }
}

/// How a dispatch runs: the flags `dxir run` and `dxir validate-lowering`
/// share.
#[derive(Args)]
struct DispatchArgs {
    /// The entry point to run, for a module with several compute entries.
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
    /// Thread groups in x, y, z.
    #[arg(long, value_name = "X,Y,Z", default_value = "1,1,1")]
    groups: String,
    /// Elements per buffer [default: twice the threads of the dispatch, plus 16].
    #[arg(long, value_name = "N")]
    elements: Option<u32>,
    /// The most ops one run of the dispatch may run (an endless loop ends
    /// with an error).
    #[arg(long, value_name = "N", default_value_t = 10_000_000)]
    step_limit: u64,
    /// `checked`: the first race between threads is an error. `fixed`:
    /// threads may race, and the one fixed thread order every run uses
    /// decides (for racy shaders whose lowering is still worth checking;
    /// an equal result says it holds under that order).
    #[arg(long, value_enum, default_value_t = Schedule::Checked)]
    schedule: Schedule,
    /// The same as `--schedule fixed`.
    #[arg(long)]
    allow_races: bool,
    /// A vertex or pixel entry's semantics, as `dxir lower` takes them: a
    /// module before lowering names its signature elements by them.
    #[command(flatten)]
    semantics: super::SemanticArgs,
}

/// How threads that race are treated (`--schedule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Schedule {
    /// A race is an error.
    Checked,
    /// The fixed thread order decides.
    Fixed,
}

impl DispatchArgs {
    /// The dispatch, or a message for bad `--groups`.
    fn dispatch(&self) -> Result<Dispatch, String> {
        Ok(Dispatch {
            entry: self.entry.clone(),
            groups: groups(&self.groups)?,
            step_limit: self.step_limit,
            allow_races: self.allow_races || self.schedule == Schedule::Fixed,
            semantics: self.semantics.semantics(),
        })
    }
}

fn groups(text: &str) -> Result<[u32; 3], String> {
    let v: Vec<u32> = text
        .split(',')
        .map(|x| x.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("--groups takes X,Y,Z (three numbers), not `{text}`"))?;
    match v[..] {
        [x, y, z] if x > 0 && y > 0 && z > 0 => Ok([x, y, z]),
        _ => Err(format!(
            "--groups takes X,Y,Z (three positive numbers), not `{text}`"
        )),
    }
}

/// `dxir run`: exit 0 after a run, 1 on any error.
pub(crate) fn run(cx: &Context, args: &RunCmdArgs) -> Result<ExitCode, CliError> {
    let dispatch = args
        .dispatch
        .dispatch()
        .map_err(|m| CliError::Interp(format!("dxir: error: {m}")))?;
    let module = read_module(
        cx,
        &args.input,
        args.input_format,
        VerifyOptions::default(),
        false,
    )?;
    let placed =
        with_bindings(cx, &module).map_err(|m| CliError::Interp(format!("dxir: error: {m}")))?;
    let (module, mut set, elements) = resources(cx, placed, &dispatch, args.dispatch.elements)
        .map_err(|e| CliError::Interp(interp_line(&e)))?;
    set.fill(args.seed);
    set.lazy = Some(LazyFill {
        seed: args.seed,
        elements,
    });
    if let Some(path) = &args.input_data {
        let (_, text) = read_input(path)?;
        dxir_interp::json::apply_input(&mut set, &text).map_err(|e| {
            CliError::Interp(match e.line_col(&text) {
                Some((line, col)) => format!("{path}:{line}:{col}: error: {e}"),
                None => format!("{path}: error: {e}"),
            })
        })?;
    }
    dxir_interp::run(cx, &module, &mut set, &dispatch)
        .map_err(|e| CliError::Interp(interp_line(&e)))?;
    write_output(&args.output, &set.to_json())?;
    Ok(ExitCode::SUCCESS)
}

/// `dxir validate-lowering`: exit 0 equal, 1 different, 2 not run.
pub(crate) fn validate(cx: &Context, args: &ValidateArgs) -> ExitCode {
    match validate_inner(cx, args) {
        Ok(None) => ExitCode::SUCCESS,
        Ok(Some(diff)) => {
            eprintln!("dxir: error: {diff}");
            ExitCode::from(1)
        }
        Err(lines) => {
            for l in lines {
                eprintln!("{l}");
            }
            ExitCode::from(2)
        }
    }
}

/// `--each-pass`: after each pass of the lowering, the module is run on
/// the seeds and compared with the input; the first pass after which it
/// differs (or cannot be run) is recorded.
struct ValidateEach {
    runs: Arc<Vec<SeedRun>>,
    dispatch: Dispatch,
    found: Arc<Mutex<Option<String>>>,
}

impl dxir::passes::Instrumentation for ValidateEach {
    fn after_pass(
        &mut self,
        record: &dxir::PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), dxir::InstrumentError> {
        let mut found = self.found.lock().unwrap_or_else(PoisonError::into_inner);
        if found.is_some() || record.outcome == dxir::PassOutcome::Unchanged {
            return Ok(());
        }
        let pass = format!(
            "after pass `{}` (#{})",
            record.info.name,
            record.info.index + 1
        );
        // Implicit bindings get their registers as the input's did (the
        // pass that assigns them may not have run yet).
        // (The registers by name, if needed, are the input's: in the runs.)
        let module = match with_bindings(cx, module) {
            Ok((m, _)) => m,
            Err(m) => {
                *found = Some(format!("dxir: note: cannot run the module {pass}: {m}"));
                return Ok(());
            }
        };
        *found = match compare_runs(cx, &module, &self.runs, &self.dispatch) {
            Ok(None) => None,
            Ok(Some(d)) => Some(format!("dxir: error: {pass}: {d}")),
            Err((seed, e)) => Some(format!(
                "dxir: note: cannot run the module {pass} (seed {seed}): {}",
                interp_line(&e)
            )),
        };
        Ok(())
    }
}

/// `dxir validate-lowering` without printing: `Ok(None)` equal,
/// `Ok(Some(difference))`, `Err(lines)` when something could not be run.
pub(crate) fn validate_inner(
    cx: &Context,
    args: &ValidateArgs,
) -> Result<Option<String>, Vec<String>> {
    validate_outcome(cx, args).map_err(|n| n.lines)
}

/// Why `validate-lowering` could not run something.
pub(crate) struct NotRun {
    /// The diagnostics.
    pub(crate) lines: Vec<String>,
    /// Whether it was the Vulkan device's run (`--on vulkan`: dxil-spirv,
    /// the device's features and formats), after everything before it
    /// ran.
    pub(crate) on_device: bool,
}

impl From<Vec<String>> for NotRun {
    fn from(lines: Vec<String>) -> Self {
        NotRun {
            lines,
            on_device: false,
        }
    }
}

/// [`validate_inner`], telling what the Vulkan device could not run apart.
pub(crate) fn validate_outcome(
    cx: &Context,
    args: &ValidateArgs,
) -> Result<Option<String>, NotRun> {
    let cli = |e: CliError| super::render(cx, &e);
    let one = |s: String| vec![s];
    let dispatch = args
        .dispatch
        .dispatch()
        .map_err(|m| one(format!("dxir: error: {m}")))?;
    if args.each_pass && args.on == RunOn::Vulkan {
        return Err(one(
            "dxir: error: --each-pass runs the module after each pass in the interpreter; it cannot be combined with --on vulkan".into(),
        )
        .into());
    }
    let input = read_module(cx, &args.input, None, VerifyOptions::default(), false).map_err(cli)?;
    // Without --entry, a module with several dispatched entries (a library)
    // has each proven in turn, one lowering compared with each entry's runs;
    // a library's only one is proven by itself (its other entries, of stages
    // nothing dispatches, such as intersection shaders, are not run).
    let entries = match &dispatch.entry {
        None => dxir_interp::dispatch_entry_names(cx, &input),
        Some(_) => Vec::new(),
    };
    let dispatch = match &entries[..] {
        [only] => Dispatch {
            entry: Some(only.clone()),
            ..dispatch
        },
        _ => dispatch,
    };
    if entries.len() > 1 {
        if args.each_pass {
            return Err(one(format!(
                "dxir: error: --each-pass proves one entry; the module has {} compute entry points ({}): name one with --entry",
                entries.len(),
                entries.iter().map(|e| format!("@{e}")).collect::<Vec<_>>().join(", ")
            ))
            .into());
        }
        return validate_entries(cx, args, &input, &dispatch, &entries);
    }
    // The input's runs come first: the lowering is compared with them.
    let InputRuns { runs, skipped } =
        input_runs(cx, &input, &dispatch, args.dispatch.elements, args.seeds).map_err(one)?;
    for note in skipped {
        eprintln!("{note}");
    }
    let runs = Arc::new(runs);
    let found = Arc::new(Mutex::new(None));
    let lowered = lowered_module(cx, args, &input, |pm| {
        if args.each_pass {
            pm.add_instrumentation(ValidateEach {
                runs: runs.clone(),
                dispatch: dispatch.clone(),
                found: found.clone(),
            });
        }
    })?;
    if let Some(line) = found.lock().unwrap_or_else(PoisonError::into_inner).take() {
        eprintln!("{line}");
    }
    compare_entry(cx, args, &lowered, &runs, &dispatch)
}

/// Each compute entry of `input` proven in turn against one lowering:
/// the first entry that differs (its line names it), or `None` when every
/// entry is equal, with a note per entry.
fn validate_entries(
    cx: &Context,
    args: &ValidateArgs,
    input: &Module,
    dispatch: &Dispatch,
    entries: &[String],
) -> Result<Option<String>, NotRun> {
    let one = |s: String| vec![s];
    let mut per_entry = Vec::with_capacity(entries.len());
    for e in entries {
        let at = Dispatch {
            entry: Some(e.clone()),
            ..dispatch.clone()
        };
        let InputRuns { runs, skipped } =
            input_runs(cx, input, &at, args.dispatch.elements, args.seeds)
                .map_err(|m| one(format!("{m} (entry @{e})")))?;
        for note in skipped {
            eprintln!("{note} (entry @{e})");
        }
        per_entry.push((e, at, runs));
    }
    let lowered = lowered_module(cx, args, input, |_| {})?;
    for (e, at, runs) in &per_entry {
        match compare_entry(cx, args, &lowered, runs, at) {
            Ok(None) => eprintln!("dxir: note: entry @{e}: equal"),
            Ok(Some(line)) => return Ok(Some(format!("entry @{e}: {line}"))),
            Err(mut not_run) => {
                for l in &mut not_run.lines {
                    l.push_str(&format!(" (entry @{e})"));
                }
                return Err(not_run);
            }
        }
    }
    Ok(None)
}

/// `args.lowered` read, or `input` lowered as `dxir lower` would, with
/// `instrument` adding to the pass manager.
fn lowered_module(
    cx: &Context,
    args: &ValidateArgs,
    input: &Module,
    instrument: impl FnOnce(&mut dxir::passes::PassManager),
) -> Result<Module, NotRun> {
    let cli = |e: CliError| super::render(cx, &e);
    Ok(match &args.lowered {
        Some(path) => read_module(cx, path, None, VerifyOptions::default(), false).map_err(cli)?,
        None => {
            let rule_files = args
                .rules
                .iter()
                .map(|p| read_input(p))
                .collect::<Result<Vec<_>, _>>()
                .map_err(cli)?;
            let shader_model = args
                .shader_model
                .as_deref()
                .map(str::parse)
                .transpose()
                .map_err(|e| cli(CliError::ShaderModel(e)))?;
            let opts = dxir::lower::LowerOptions {
                shader_model,
                engine: args.engine.into(),
                rule_files,
                threads: args.threads.map_or(0, |n| n as usize),
                semantics: args.dispatch.semantics.semantics(),
                ..Default::default()
            };
            let mut m = input.clone();
            let lower = |m: &mut Module| -> Result<(), dxir::lower::LowerError> {
                dxir::lower::retarget(cx, m, &opts)?;
                let mut pm = dxir::lower::pass_manager(cx, &opts, None)?;
                instrument(&mut pm);
                pm.run(cx, m)?;
                dxir::lower::validate(cx, m)
            };
            lower(&mut m).map_err(|e| cli(CliError::Lower(e)))?;
            m
        }
    })
}

/// `lowered` compared with the input's `runs` of the entry `dispatch`
/// names, in the interpreter or on the Vulkan device as `args` asks.
fn compare_entry(
    cx: &Context,
    args: &ValidateArgs,
    lowered: &Module,
    runs: &[SeedRun],
    dispatch: &Dispatch,
) -> Result<Option<String>, NotRun> {
    let one = |s: String| vec![s];
    if args.on == RunOn::Vulkan && !args.also_interp {
        return on_vulkan(cx, args, lowered, runs, dispatch);
    }
    let found = compare_runs(cx, lowered, runs, dispatch).map_err(|(seed, e)| {
        one(format!(
            "{} (running the lowered module, seed {seed}; the input ran to the end)",
            interp_line(&e)
        ))
    })?;
    if found.is_none() {
        note_fixed_schedule(runs);
    }
    match args.on {
        RunOn::Vulkan if found.is_none() => on_vulkan(cx, args, lowered, runs, dispatch),
        _ => Ok(found),
    }
}

/// Says, on stderr, that an equal result holds under the fixed schedule
/// when the input's threads raced on some seed (`--schedule fixed`).
fn note_fixed_schedule(runs: &[SeedRun]) {
    if let Some((seed, race)) = runs
        .iter()
        .find_map(|r| r.report.first_race.as_ref().map(|e| (r.seed, e)))
    {
        eprintln!(
            "dxir: note: equal under the fixed schedule (--schedule fixed): the input's threads race ({race}, seed {seed}); another thread order may give other results"
        );
    }
}

/// `--on vulkan`: the DX container of `lowered` (as `dxir lower -o X.dxil`
/// writes it), translated by dxil-spirv, run on a Vulkan device from each
/// seed's start and compared with the input's run; the first difference,
/// `Err` when it cannot be run there.
fn on_vulkan(
    cx: &Context,
    args: &ValidateArgs,
    lowered: &Module,
    runs: &[SeedRun],
    dispatch: &Dispatch,
) -> Result<Option<String>, NotRun> {
    let container = super::output_bytes(
        cx,
        lowered,
        super::Emit::Container,
        super::DigestArg::Zero,
        &args.input,
    )
    .map_err(|e| super::render(cx, &e))?;
    let library = args
        .dxil_spirv
        .clone()
        .unwrap_or_else(dxir_vulkan::default_library);
    // From here on, what fails is the device's run: dxil-spirv, the
    // device's features and formats.
    let on_device = |lines| NotRun {
        lines,
        on_device: true,
    };
    let fail = |e: dxir_vulkan::VulkanError| on_device(vec![format!("dxir: error: {e}")]);
    let stage = dxir_interp::entry_point(cx, lowered, dispatch.entry.as_deref())
        .map(|e| e.stage)
        .map_err(|e| vec![interp_line(&e)])?;
    if stage != dxir::dialects::dxil::ShaderStage::Compute {
        return Err(on_device(vec![format!(
            "dxir: error: the Vulkan harness runs compute shaders; this is a {} shader (its lowering is checked in the interpreter)",
            stage.name()
        )]));
    }
    let device = dxir_vulkan::Device::open().map_err(fail)?;
    let translation =
        translate_apart(&library, &container, dispatch.entry.as_deref()).map_err(on_device)?;
    let program = device.program(translation).map_err(fail)?;
    for r in runs {
        let mut b = r.start.clone();
        program.run(&mut b, dispatch.groups).map_err(|e| {
            on_device(vec![format!(
                "dxir: error: {e} (on {}, seed {})",
                device.name(),
                r.seed
            )])
        })?;
        let none = dxir_interp::RunReport::default();
        if let Some(d) = dxir_interp::compare(&r.after, &r.report, &b, &none) {
            let d = format!("seed {}: {}", r.seed, d.describe("vulkan", false));
            // A difference is no proof against the lowering on a device
            // without a feature the shader needs, or where the result
            // depends on the order threads run in.
            let why = program.lacks().map(str::to_string).or_else(|| {
                if dispatch.allow_races {
                    Some("the shader races (--allow-races), and the device's thread order is not the interpreter's".into())
                } else if program.uses_atomics() {
                    Some("the shader's atomics (UAV counters, Interlocked*) run in the device's thread order, not the interpreter's".into())
                } else {
                    None
                }
            });
            if let Some(why) = why {
                return Err(on_device(vec![format!(
                    "dxir: error: cannot compare on {}: {why}, and the run there differs: {d}",
                    device.name()
                )]));
            }
            return Ok(Some(d));
        }
    }
    Ok(None)
}

/// `dxir translate-dxil-spirv` (hidden): the container on stdin, its
/// translation ([`dxir_vulkan::dxil_spirv::Translation::encode`]) on
/// stdout.
#[derive(Args)]
pub(crate) struct TranslateArgs {
    /// dxil-spirv's C library.
    #[arg(long, value_name = "PATH")]
    library: PathBuf,
    /// The entry point to translate.
    #[arg(long, value_name = "NAME")]
    entry: Option<String>,
}

/// `dxir translate-dxil-spirv`: exit 0 with the translation written, 2
/// when there is none (the reason on stderr).
pub(crate) fn translate(args: &TranslateArgs) -> ExitCode {
    use std::io::{Read, Write};
    let mut container = Vec::new();
    if let Err(e) = std::io::stdin().read_to_end(&mut container) {
        eprintln!("dxir: error: cannot read the container from stdin: {e}");
        return ExitCode::from(2);
    }
    let t = dxir_vulkan::dxil_spirv::DxilSpirv::load(&args.library)
        .and_then(|lib| lib.translate(&container, args.entry.as_deref()));
    match t {
        Ok(t) => {
            let mut out = std::io::stdout().lock();
            if let Err(e) = out.write_all(&t.encode()).and_then(|()| out.flush()) {
                eprintln!("dxir: error: cannot write the translation: {e}");
                return ExitCode::from(2);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("dxir: error: {e}");
            ExitCode::from(2)
        }
    }
}

/// The translation of `container` by dxil-spirv, made by `dxir
/// translate-dxil-spirv` in a process of its own: dxil-spirv crashes on
/// some input (a signal that would end dxir itself), and a crash there is
/// reported here as what could not be run.
fn translate_apart(
    library: &std::path::Path,
    container: &[u8],
    entry: Option<&str>,
) -> Result<dxir_vulkan::dxil_spirv::Translation, Vec<String>> {
    use std::io::Write;
    use std::os::unix::process::ExitStatusExt;
    use std::process::{Command, Stdio};
    let err = |m: String| vec![format!("dxir: error: {m}")];
    let exe = std::env::current_exe().map_err(|e| {
        err(format!(
            "cannot find dxir's own executable to run dxil-spirv in: {e}"
        ))
    })?;
    let mut cmd = Command::new(exe);
    cmd.arg("translate-dxil-spirv")
        .arg("--library")
        .arg(library);
    if let Some(e) = entry {
        cmd.arg("--entry").arg(e);
    }
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| err(format!("cannot start dxil-spirv's process: {e}")))?;
    if let Some(mut stdin) = child.stdin.take() {
        // A child that fails early closes its end; its exit says why.
        let _ = stdin.write_all(container);
    }
    let out = child
        .wait_with_output()
        .map_err(|e| err(format!("dxil-spirv's process: {e}")))?;
    if let Some(signal) = out.status.signal() {
        return Err(err(format!(
            "dxil-spirv crashed (signal {signal}) translating the container"
        )));
    }
    if !out.status.success() {
        let lines: Vec<String> = String::from_utf8_lossy(&out.stderr)
            .lines()
            .map(str::to_string)
            .collect();
        return Err(if lines.is_empty() {
            err(format!("dxil-spirv's process failed ({})", out.status))
        } else {
            lines
        });
    }
    dxir_vulkan::dxil_spirv::Translation::decode(&out.stdout)
        .ok_or_else(|| err("dxil-spirv's process wrote no translation".into()))
}
