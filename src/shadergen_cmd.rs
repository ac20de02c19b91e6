//! `dxir shadergen`: prints the random shader of a seed, or (`--check`)
//! compiles a run of them with clang 22, lowers each and validates the
//! lowering with the interpreter (see `docs/shadergen.md`).

use super::{compile_cmd, interp_cmd, write_output, CliError, EngineArg};
use clap::Args;
use dxir::shadergen::{generate, Shader};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `dxir shadergen`.
#[derive(Args)]
pub(crate) struct ShadergenArgs {
    /// The seed of the (first) shader.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Compiles each shader with clang 22, lowers it and runs
    /// `validate-lowering` on it, one line per seed; exit 1 if any failed.
    #[arg(long)]
    check: bool,
    /// With `--check`: how many shaders, seeds SEED, SEED+1, ...
    #[arg(long, default_value_t = 1, value_name = "K")]
    count: u64,
    /// With `--check`: the interpreter seeds each shader is validated on.
    #[arg(long, default_value_t = 2, value_name = "N")]
    run_seeds: u64,
    /// With `--check`: the rule engine of the lowering.
    #[arg(long, value_enum, default_value = "greedy")]
    engine: EngineArg,
    /// With `--check`: also lowers each shader with both engines and fails
    /// it where their LLVM IR differs (the first differing line), or where
    /// only one of them lowers it.
    #[arg(long)]
    compare_engines: bool,
    /// With `--check`: extra rule files for the lowering (as
    /// `dxir lower --rules`), to try rules of your own on generated
    /// shaders (repeatable).
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<String>,
    /// With `--check`: writes the HLSL and clang's `.ll` of every failing
    /// seed into DIR (`seed-N.hlsl`, `seed-N.ll`), to debug with
    /// `dxir validate-lowering --each-pass`.
    #[arg(long, value_name = "DIR")]
    keep: Option<PathBuf>,
    /// With `--check`: where the lowered shader runs besides the
    /// interpreter: `vulkan` also runs the DX container, translated by
    /// dxil-spirv, on a Vulkan device and compares it with the input's run.
    #[arg(long, value_enum, default_value = "interp", value_name = "WHERE")]
    on: interp_cmd::RunOn,
    /// With `--on vulkan`: dxil-spirv's C library (as for
    /// `validate-lowering`).
    #[arg(long, value_name = "PATH")]
    dxil_spirv: Option<PathBuf>,
    /// clang 22 [default: on PATH or in /usr/lib/llvm-22/bin].
    #[arg(long, value_name = "PATH")]
    clang: Option<PathBuf>,
    /// Where to write the shader (without `--check`); `-` is stdout.
    #[arg(short = 'o', default_value = "-")]
    output: String,
}

/// How one generated shader fared.
enum Verdict {
    Ok,
    /// clang rejected it: a generator bug.
    Clang,
    /// The lowering computes something else: the first difference.
    Differs(String),
    /// It could not be lowered or run: the diagnostics.
    Failed(Vec<String>),
    /// `--on vulkan`: the interpreter validated the lowering, but the
    /// device could not run it (dxil-spirv failed, a format or feature
    /// the device lacks): the diagnostics. Not a failure of the check.
    NotOnDevice(Vec<String>),
}

/// What `--check` counted.
#[derive(Default)]
struct Tally {
    failed: u64,
    not_on_device: u64,
}

/// `dxir shadergen`: the shader text, or the check's exit code.
pub(crate) fn shadergen(args: &ShadergenArgs) -> Result<ExitCode, CliError> {
    if !args.check {
        if args.count != 1 {
            return Err(CliError::Interp(
                "dxir: error: --count needs --check (without it one shader is printed)".into(),
            ));
        }
        write_output(&args.output, &generate(args.seed).hlsl)?;
        return Ok(ExitCode::SUCCESS);
    }
    if args.output != "-" {
        return Err(CliError::Interp(
            "dxir: error: -o writes one shader, without --check (--keep DIR keeps the failing ones)"
                .into(),
        ));
    }
    let dir = std::env::temp_dir().join(format!("dxir-shadergen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|source| CliError::Write {
        path: dir.display().to_string(),
        source,
    })?;
    let result = check_all(args, &dir);
    let _ = std::fs::remove_dir_all(&dir);
    let Tally {
        failed,
        not_on_device,
    } = result?;
    if not_on_device > 0 {
        println!(
            "shadergen: {not_on_device} of {} shaders validated by the interpreter could not run on the Vulkan device (`not on vulkan` above)",
            args.count
        );
    }
    if failed > 0 {
        eprintln!(
            "dxir: error: {failed} of {} generated shaders failed (seeds {}..{})",
            args.count,
            args.seed,
            args.seed + args.count
        );
        return Ok(ExitCode::FAILURE);
    }
    if args.on == interp_cmd::RunOn::Vulkan {
        println!(
            "shadergen: {} shaders validated, {} of them on Vulkan",
            args.count,
            args.count - not_on_device
        );
    } else {
        println!("shadergen: {} shaders validated", args.count);
    }
    Ok(ExitCode::SUCCESS)
}

/// Checks every seed; how many failed and how many the device could not
/// run. A missing clang ends the whole run with an error (nothing could
/// be checked).
fn check_all(args: &ShadergenArgs, dir: &Path) -> Result<Tally, CliError> {
    let mut tally = Tally::default();
    for seed in args.seed..args.seed + args.count {
        let shader = generate(seed);
        let (verdict, ll) = check_one(args, &shader, dir)?;
        let what = format!(
            "{} -O{}{}",
            shader.profile,
            shader.opt,
            if shader.native_16bit {
                " -enable-16bit-types"
            } else {
                ""
            }
        );
        match &verdict {
            Verdict::Ok => println!("seed {seed}: ok ({what})"),
            Verdict::Clang => {
                println!("seed {seed}: FAILED ({what}): clang 22 rejected the generated shader")
            }
            Verdict::Differs(d) => println!("seed {seed}: FAILED ({what}): {d}"),
            Verdict::Failed(lines) => {
                println!("seed {seed}: FAILED ({what}):");
                for l in lines {
                    println!("  {l}");
                }
            }
            Verdict::NotOnDevice(lines) => {
                println!("seed {seed}: ok ({what}), not on vulkan:");
                for l in lines {
                    println!("  {l}");
                }
            }
        }
        match verdict {
            Verdict::Ok => continue,
            Verdict::NotOnDevice(_) => tally.not_on_device += 1,
            _ => tally.failed += 1,
        }
        if let Some(keep) = &args.keep {
            keep_files(keep, &shader, ll.as_deref())?;
        }
    }
    Ok(tally)
}

/// The output semantics of a generated vertex or pixel shader, as
/// `--output-semantics` takes them (`None` for a compute shader).
fn output_semantics(shader: &Shader) -> Option<Vec<dxir::passes::Semantic>> {
    (!shader.output_semantics.is_empty()).then(|| {
        shader
            .output_semantics
            .iter()
            .filter_map(|s| s.parse().ok())
            .collect()
    })
}

/// Compiles, lowers and validates one shader; also clang's `.ll` text.
fn check_one(
    args: &ShadergenArgs,
    shader: &Shader,
    dir: &Path,
) -> Result<(Verdict, Option<String>), CliError> {
    let hlsl = dir.join(format!("seed-{}.hlsl", shader.seed));
    let write = |path: &Path, text: &str| {
        std::fs::write(path, text).map_err(|source| CliError::Write {
            path: path.display().to_string(),
            source,
        })
    };
    write(&hlsl, &shader.hlsl)?;
    // The command line `dxir compile` would get, read by its own parser.
    let mut words = vec![
        hlsl.display().to_string(),
        "-T".to_string(),
        shader.profile.clone(),
        format!("-O{}", shader.opt),
    ];
    if shader.native_16bit {
        words.push("-enable-16bit-types".into());
    }
    if let Some(clang) = &args.clang {
        words.push("--clang".into());
        words.push(clang.display().to_string());
    }
    let compile_cmd::Invocation::Compile(compile) = compile_cmd::parse_args(&words)? else {
        return Err(compile_cmd::CompileError::Usage("not a compilation".into()).into());
    };
    let ll = match compile_cmd::Frontend::new(&compile).and_then(|f| f.emit_llvm()) {
        Ok(ll) => ll,
        Err(compile_cmd::CompileError::Clang { .. }) => return Ok((Verdict::Clang, None)),
        Err(e) => return Err(e.into()),
    };
    let ll_path = dir.join(format!("seed-{}.ll", shader.seed));
    write(&ll_path, &ll)?;
    let validate = interp_cmd::ValidateArgs::for_generated(
        ll_path.display().to_string(),
        shader.groups,
        args.run_seeds,
        args.engine,
        args.rules.clone(),
        args.on,
        args.dxil_spirv.clone(),
    )
    .with_output_semantics(output_semantics(shader));
    // A context of its own: named types (`%__cblayout_Params`) are
    // interned by name, and every shader has its own bodies for them.
    let cx = &dxir::context();
    let mut verdict = match interp_cmd::validate_outcome(cx, &validate) {
        Ok(None) => Verdict::Ok,
        Ok(Some(d)) => Verdict::Differs(d),
        Err(n) if n.on_device => Verdict::NotOnDevice(n.lines),
        Err(n) => Verdict::Failed(n.lines),
    };
    if args.compare_engines && matches!(verdict, Verdict::Ok) {
        if let Some(d) = engines_differ(args, shader, &ll_path.display().to_string())? {
            verdict = Verdict::Differs(d);
        }
    }
    Ok((verdict, Some(ll)))
}

/// `--compare-engines`: the shader at `path` lowered by each engine, each
/// in a context of its own; what tells the two apart, if anything (the
/// first line where their LLVM IR differs, or that only one lowers it).
fn engines_differ(
    args: &ShadergenArgs,
    shader: &Shader,
    path: &str,
) -> Result<Option<String>, CliError> {
    let rule_files = args
        .rules
        .iter()
        .map(|p| super::read_input(p))
        .collect::<Result<Vec<_>, _>>()?;
    let lower = |engine: EngineArg| -> Result<String, String> {
        let cx = &dxir::context();
        let one_line = |e: CliError| super::render(cx, &e).join(" / ");
        let mut m = super::read_module(cx, path, None, dxir::VerifyOptions::default(), true)
            .map_err(one_line)?;
        let opts = dxir::lower::LowerOptions {
            engine: engine.into(),
            rule_files: rule_files.clone(),
            semantics: dxir::passes::SignatureSemantics {
                outputs: output_semantics(shader),
                ..Default::default()
            },
            ..Default::default()
        };
        dxir::lower::lower_module(cx, &mut m, &opts).map_err(|e| one_line(e.into()))?;
        dxir::export_module(cx, &m).map_err(|e| one_line(e.into()))
    };
    Ok(match (lower(EngineArg::Greedy), lower(EngineArg::Egraph)) {
        (Ok(greedy), Ok(egraph)) => first_difference(&greedy, &egraph),
        (Ok(_), Err(e)) => Some(format!(
            "only the greedy engine lowers it; the e-graph engine: {e}"
        )),
        (Err(e), Ok(_)) => Some(format!(
            "only the e-graph engine lowers it; the greedy engine: {e}"
        )),
        // Neither lowers it: the check before has said why.
        (Err(_), Err(_)) => None,
    })
}

/// The first line where the greedy engine's output `greedy` and the
/// e-graph engine's `egraph` differ, if they do.
fn first_difference(greedy: &str, egraph: &str) -> Option<String> {
    let (mut g, mut e) = (greedy.lines(), egraph.lines());
    let mut line = 1;
    loop {
        match (g.next(), e.next()) {
            (None, None) => return None,
            (a, b) if a == b => line += 1,
            (a, b) => {
                return Some(format!(
                    "the engines' LLVM IR differs at line {line}: greedy `{}`, e-graph `{}`",
                    a.unwrap_or("<end>").trim(),
                    b.unwrap_or("<end>").trim()
                ))
            }
        }
    }
}

/// `--keep DIR`: the failing seed's HLSL and clang output.
fn keep_files(dir: &Path, shader: &Shader, ll: Option<&str>) -> Result<(), CliError> {
    let err = |path: &Path| {
        let path = path.display().to_string();
        move |source| CliError::Write { path, source }
    };
    std::fs::create_dir_all(dir).map_err(err(dir))?;
    let hlsl = dir.join(format!("seed-{}.hlsl", shader.seed));
    std::fs::write(&hlsl, &shader.hlsl).map_err(err(&hlsl))?;
    if let Some(ll) = ll {
        let path = dir.join(format!("seed-{}.ll", shader.seed));
        std::fs::write(&path, ll).map_err(err(&path))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::first_difference;

    #[test]
    fn the_first_differing_line_is_named() {
        assert_eq!(first_difference("a\nb\n", "a\nb\n"), None);
        assert_eq!(
            first_difference("a\n  b\nc", "a\n  x\nc").as_deref(),
            Some("the engines' LLVM IR differs at line 2: greedy `b`, e-graph `x`")
        );
        assert_eq!(
            first_difference("a\nb", "a").as_deref(),
            Some("the engines' LLVM IR differs at line 2: greedy `b`, e-graph `<end>`")
        );
    }
}
