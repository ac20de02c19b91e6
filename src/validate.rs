//! What `dxir validate-lowering` runs, for callers in the same process:
//! the input module run from each seed (its bindings placed as `dxir
//! lower` places them), and another module run from the same starts and
//! compared with it (see `docs/interpreter.md`).

use crate::{Context, Module, ModulePass, PassRegistry};
use dxir_interp::{Dispatch, InterpError, LazyFill, Placement, ResourceSet, Seed};

/// The module as the interpreter runs it before any lowering, and where
/// its bindings are placed (a naming, not a change of meaning), so both
/// runs name resources alike. The registers are those `dxir lower` gives:
/// read, by binding name, off a copy that ran the lowering's passes up to
/// `implicit-binding`. That matters for an implicit binding next to a
/// resource only dead code uses: the lowering drops that resource before
/// binding, so it takes no register and the implicit binding may take
/// its; in the input run it moves out of the way instead. When that
/// prefix cannot run (a module the lowering refuses),
/// `forward-handles,implicit-binding` names the registers; when neither
/// can, `implicit-binding` runs on the module itself.
pub fn with_bindings(cx: &Context, module: &Module) -> Result<(Module, Placement), String> {
    let calls = binding_calls(cx, module);
    if !calls.iter().any(|c| c.implicit) {
        return Ok((module.clone(), Placement::new()));
    }
    let end = crate::lower::PIPELINE
        .iter()
        .position(|p| *p == "implicit-binding")
        .map_or(0, |i| i + 1);
    let through_binding = crate::lower::PIPELINE[..end].join(",");
    for pipeline in [through_binding.as_str(), "forward-handles,implicit-binding"] {
        if let Some(mut placement) = registers_after(cx, module, pipeline) {
            // A binding the passes dropped still runs in the input: it
            // gets registers no other resource has, far above any a
            // shader declares, one block of them per binding.
            let mut dropped = 0u32;
            for c in &calls {
                // (A call that takes its name as an argument, in an
                // `-O0` constructor, is placed by the name it runs with.)
                if !c.name.is_empty() && !placement.contains_key(&c.name) {
                    let lower = DROPPED_REGISTERS.saturating_add(dropped << 16);
                    placement.insert(c.name.clone(), (c.space, lower));
                    dropped += 1;
                }
            }
            return Ok((module.clone(), placement));
        }
    }
    let mut m = module.clone();
    crate::passes::ImplicitBinding
        .run(cx, &mut m)
        .map_err(|e| format!("implicit bindings: {}", e.kind))?;
    Ok((m, Placement::new()))
}

/// Where the input places a binding `dxir lower` drops: far above any
/// register a shader declares.
const DROPPED_REGISTERS: u32 = 0x8000_0000;

/// One `handlefrombinding` or `handlefromimplicitbinding` call of the input.
struct BindingCall {
    /// The binding's name (empty without one).
    name: String,
    /// Its space (0 when not a constant).
    space: u32,
    implicit: bool,
}

/// The module's binding calls, in walk order.
fn binding_calls(cx: &Context, module: &Module) -> Vec<BindingCall> {
    use crate::dialects::dx::{HandleFromBinding, HandleFromImplicitBinding};
    let mut calls = Vec::new();
    for f in module.functions() {
        let body = f.body();
        for op in body.walk() {
            let (name, space, implicit) =
                if let Some(h) = HandleFromImplicitBinding::match_op(cx, body, op) {
                    (h.name(body), h.space(body), true)
                } else if let Some(h) = HandleFromBinding::match_op(cx, body, op) {
                    (h.name(body), h.space(body), false)
                } else {
                    continue;
                };
            calls.push(BindingCall {
                name: dxir_interp::binding_name(cx, module, body, name),
                space: dxir_interp::const_int(cx, body, space).map_or(0, |c| c as u32),
                implicit,
            });
        }
    }
    calls
}

/// The space and first register of each binding, by name, in a copy of
/// `module` after `pipeline`; `None` when a pass fails.
fn registers_after(cx: &Context, module: &Module, pipeline: &str) -> Option<Placement> {
    let mut copy = module.clone();
    let passes = PassRegistry::builtin().parse_pipeline(pipeline).ok()?;
    let mut pm = crate::PassManager::new().on_caller_pool();
    pm.extend(passes);
    pm.run(cx, &mut copy).ok()?;
    let mut placement = Placement::new();
    for f in copy.functions() {
        let body = f.body();
        for op in body.walk() {
            let Some(h) = crate::dialects::dx::HandleFromBinding::match_op(cx, body, op) else {
                continue;
            };
            let c = |v| dxir_interp::const_int(cx, body, v).map(|c| c as u32);
            let name = dxir_interp::binding_name(cx, &copy, body, h.name(body));
            if let (Some(space), Some(lower), false) =
                (c(h.space(body)), c(h.lower_bound(body)), name.is_empty())
            {
                placement.insert(name, (space, lower));
            }
        }
    }
    Some(placement)
}

/// One line for an interpreter error: `LOCATION: error: ...` where it
/// has a location, else `dxir: error: ...`.
pub fn interp_line(e: &InterpError) -> String {
    match e.location() {
        Some(at) if !matches!(e, InterpError::Unsupported { .. }) => format!("{at}: error: {e}"),
        _ => format!("dxir: error: {e}"),
    }
}

/// The resources `module` binds (unfilled), placed by `placement`, and
/// the elements per buffer.
pub fn resources(
    cx: &Context,
    (module, placement): (Module, Placement),
    dispatch: &Dispatch,
    elements: Option<u32>,
) -> Result<(Module, ResourceSet, u32), InterpError> {
    let ep = dxir_interp::entry_point(cx, &module, dispatch.entry.as_deref())?;
    let threads: u64 = dispatch
        .groups
        .iter()
        .chain(&ep.group)
        .map(|&x| u64::from(x))
        .product();
    let n = elements.unwrap_or_else(|| dxir_interp::default_elements(threads));
    let mut set = dxir_interp::discover_placed(cx, &module, n, placement)?;
    for r in dxir_interp::entry_signature_resources(cx, &module, ep, dispatch)? {
        set.insert(r);
    }
    Ok((module, set, n))
}

/// One seed's run of the input: what it started from (with what it
/// created as it ran) and what it ended with.
pub struct SeedRun {
    /// The seed the resources were filled from.
    pub seed: Seed,
    /// The resources the run started from, with those it created.
    pub start: ResourceSet,
    /// The resources after the run.
    pub after: ResourceSet,
    /// What the run touched.
    pub report: dxir_interp::RunReport,
}

/// How many random seeds `validate-lowering` runs by default.
pub const DEFAULT_SEEDS: u64 = 4;

/// The seeds `validate-lowering` runs with `random` random seeds: those
/// (0, 1, ...), then the offset-revealing seeds `offsets` and
/// `offsets-cb0`. The offset-revealing seeds come last: a shader may use
/// what it loads as an index or a loop bound, and run with small values
/// only.
pub fn seeds(random: u64) -> impl Iterator<Item = Seed> {
    (0..random)
        .map(Seed::Random)
        .chain([Seed::Offsets, Seed::OffsetsZeroCbuffers])
}

/// The input's runs, one per seed it could run with.
pub struct InputRuns {
    /// The runs, in seed order.
    pub runs: Vec<SeedRun>,
    /// A note (`dxir: note: ...`) for each offset-revealing seed the input
    /// could not run with, which is skipped.
    pub skipped: Vec<String>,
}

/// The step limit of the input's run with an offset-revealing seed, after
/// random seeds: this many times the steps of the most costly random
/// seed's run, at least [`OFFSET_STEP_FLOOR`] (and at most the dispatch's
/// limit). Their words are no small numbers, so a loop bounded by one runs
/// until a limit stops it; on the corpus every offset run that ends takes
/// at most 1.06 times the steps of the random seeds' costliest run.
pub const OFFSET_STEP_FACTOR: u64 = 16;

/// The least step limit of an offset-revealing seed's run of the input
/// (see [`OFFSET_STEP_FACTOR`]).
pub const OFFSET_STEP_FLOOR: u64 = 100_000;

/// Runs `input` (its bindings placed as `dxir lower` places them) from
/// each of [`seeds`]`(random)`; an offset-revealing seed it cannot run
/// with (within [`OFFSET_STEP_FACTOR`] times the steps of the random
/// seeds' costliest run) is skipped with a note. The module compared with
/// these runs gets the dispatch's whole step limit on every seed.
///
/// # Errors
/// One line (`dxir: error: ...` or `LOCATION: error: ...`) when the input
/// cannot be run: its bindings cannot be placed, it has no such compute
/// entry, or a random seed's run fails.
pub fn input_runs(
    cx: &Context,
    input: &Module,
    dispatch: &Dispatch,
    elements: Option<u32>,
    random: u64,
) -> Result<InputRuns, String> {
    let placed = with_bindings(cx, input).map_err(|m| format!("dxir: error: {m}"))?;
    let (before, base, elements) =
        resources(cx, placed, dispatch, elements).map_err(|e| interp_line(&e))?;
    let mut runs = Vec::new();
    let mut skipped = Vec::new();
    // The most steps a random seed's run took.
    let mut most_steps = 0u64;
    for seed in seeds(random) {
        let mut start = base.clone();
        start.fill(seed);
        let mut after = start.clone();
        after.lazy = Some(LazyFill { seed, elements });
        let mut limited = dispatch.clone();
        if seed.reveals_offsets() && most_steps > 0 {
            limited.step_limit = dispatch.step_limit.min(
                most_steps
                    .saturating_mul(OFFSET_STEP_FACTOR)
                    .max(OFFSET_STEP_FLOOR),
            );
        }
        let report = match dxir_interp::run(cx, &before, &mut after, &limited) {
            Ok(report) => {
                if !seed.reveals_offsets() {
                    most_steps = most_steps.max(report.steps);
                }
                report
            }
            Err(e) if seed.reveals_offsets() => {
                let budget = if matches!(e, InterpError::StepLimit { .. })
                    && limited.step_limit < dispatch.step_limit
                {
                    format!(
                        " (an offset-revealing seed's limit: {OFFSET_STEP_FACTOR} times the {most_steps} steps of the costliest random seed's run)"
                    )
                } else {
                    String::new()
                };
                skipped.push(format!(
                    "dxir: note: seed {seed} skipped: the input cannot run with it: {}{budget}",
                    interp_line(&e)
                ));
                continue;
            }
            Err(e) => {
                return Err(format!(
                    "{} (running the input, seed {seed})",
                    interp_line(&e)
                ))
            }
        };
        // The lowered module runs over what the input started from,
        // including what the input created as it ran; it creates nothing.
        for r in &after.created {
            start.insert(r.clone());
        }
        // Except descriptor heap entries: a wrong heap index reads another
        // entry, filled as the input would have, and shows as a difference.
        start.lazy_heap = Some(LazyFill { seed, elements });
        runs.push(SeedRun {
            seed,
            start,
            after,
            report,
        });
    }
    Ok(InputRuns { runs, skipped })
}

/// Runs `module` from each seed's start; the first difference from the
/// input's result, `Err` if it could not be run.
///
/// Every run in `runs` is one where the input ran to the end, so an error
/// of `module` there is its own: a difference (an index moved out of
/// range, a handle that is no resource, a race the input does not have,
/// a misstated alignment), except for what says nothing about the module's
/// meaning: an op the interpreter does not run, and the step limit (the
/// lowered module may take more ops for the same work).
pub fn compare_runs(
    cx: &Context,
    module: &Module,
    runs: &[SeedRun],
    dispatch: &Dispatch,
) -> Result<Option<String>, (Seed, InterpError)> {
    for r in runs {
        let mut b = r.start.clone();
        let rb = match dxir_interp::run(cx, module, &mut b, dispatch) {
            Ok(rb) => rb,
            Err(e @ (InterpError::Unsupported { .. } | InterpError::StepLimit { .. })) => {
                return Err((r.seed, e))
            }
            // An access the module misstates is a wrong lowering, found
            // like a difference, not a module that cannot run.
            Err(e @ InterpError::Misaligned { .. }) => {
                let at = e
                    .location()
                    .map(|at| format!(" at {at}"))
                    .unwrap_or_default();
                return Ok(Some(format!("seed {}: {e}{at}", r.seed)));
            }
            Err(e) => {
                let at = e
                    .location()
                    .map(|at| format!(" at {at}"))
                    .unwrap_or_default();
                return Ok(Some(format!(
                    "seed {}: the lowered module fails{at}: {e}; the input ran to the end from the same resources",
                    r.seed
                )));
            }
        };
        if let Some(d) = dxir_interp::compare(&r.after, &r.report, &b, &rb) {
            return Ok(Some(format!("seed {}: {d}", r.seed)));
        }
    }
    Ok(None)
}
