//! Module-level legality: whether each `dxil` op may appear in a module for
//! a given DXIL version and shader stage, by the op table's versioned
//! facts.
//!
//! The verifier checks what holds for every target (signatures); this
//! checks what depends on the target: an op's first DXIL version, its
//! removal, its stages and its overloads at that version. It is the rule
//! DXIL's op builder applies when it creates a call.

use super::op::{DxilOp, ScalarKind};
use super::ops::{check_signature, dxil_op_of, KindList, SignatureError};
use super::version::{DxilTarget, DxilVersion, ShaderStage, Stages};
use dxir_ir::{Body, CallComponents, Context, Loc, Module, Type};
use rayon::prelude::*;
use smallvec::SmallVec;
use std::fmt;

/// A DXIL version with its shader model, shown as `DXIL 1.6 (shader model
/// 6.6)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VersionText(pub DxilVersion);

impl fmt::Display for VersionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DXIL {}", self.0)?;
        if let Some(sm) = self.0.shader_model() {
            write!(f, " (shader model {sm})")?;
        }
        Ok(())
    }
}

/// A `dxil` op that the target does not allow. Every variant has the op's
/// location and its dialect name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LegalityError {
    /// The op is newer than the target.
    #[error("{op} requires {required}; the module targets DXIL {target}")]
    RequiresVersion {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// Its first version.
        required: VersionText,
        /// The module's version.
        target: DxilVersion,
    },
    /// The op was removed at or before the target version.
    #[error("{op} was removed in {since}; the module targets DXIL {target}")]
    Removed {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// The version that removed it.
        since: VersionText,
        /// The module's version.
        target: DxilVersion,
    },
    /// The op is not allowed in the target's stage.
    #[error("{op} is not allowed in {stage} shaders at DXIL {version} (allowed: {allowed})")]
    Stage {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// The module's stage.
        stage: ShaderStage,
        /// The module's version.
        version: DxilVersion,
        /// The stages the table allows then.
        allowed: Stages,
    },
    /// The op's overload is not allowed at the target version.
    #[error("{op} does not allow overload {overload} at DXIL {version} (allowed: {allowed})")]
    Overload {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// The op's overload.
        overload: ScalarKind,
        /// The module's version.
        version: DxilVersion,
        /// The overloads the table allows then.
        allowed: KindList,
    },
    /// The op does not match its signature, so its overload is unknown.
    #[error("{op} does not match its signature: {error}")]
    Signature {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// How it breaks the signature.
        #[source]
        error: SignatureError,
    },
    /// The table lacks the facts needed to allow the op.
    #[error(
        "{op} cannot be checked for DXIL {version}: the DXIL op table has no {missing} for it"
    )]
    NotInTable {
        /// The op.
        op: &'static str,
        /// Where it is.
        loc: Loc,
        /// The module's version.
        version: DxilVersion,
        /// What is missing: `signature` or `stages`.
        missing: &'static str,
    },
    /// A `dxil.` op that is not in the table at all.
    #[error("{op} is not a DXIL operation")]
    UnknownOp {
        /// The op's name.
        op: String,
        /// Where it is.
        loc: Loc,
    },
}

impl LegalityError {
    /// Where the offending op is.
    pub fn loc(&self) -> Loc {
        match self {
            LegalityError::RequiresVersion { loc, .. }
            | LegalityError::Removed { loc, .. }
            | LegalityError::Stage { loc, .. }
            | LegalityError::Overload { loc, .. }
            | LegalityError::Signature { loc, .. }
            | LegalityError::NotInTable { loc, .. }
            | LegalityError::UnknownOp { loc, .. } => *loc,
        }
    }

    /// The offending op's name (`dxil.createHandleFromBinding`).
    pub fn op(&self) -> &str {
        match self {
            LegalityError::RequiresVersion { op, .. }
            | LegalityError::Removed { op, .. }
            | LegalityError::Stage { op, .. }
            | LegalityError::Overload { op, .. }
            | LegalityError::Signature { op, .. }
            | LegalityError::NotInTable { op, .. } => op,
            LegalityError::UnknownOp { op, .. } => op,
        }
    }

    /// `file:line:col: error: message`, or just `error: message` for an op
    /// without a location.
    pub fn render(&self, cx: &Context) -> String {
        let loc = self.loc();
        if loc.is_unknown() {
            format!("error: {self}")
        } else {
            let file = cx.file_name(loc.file);
            format!("{file}:{}:{}: error: {self}", loc.line, loc.col)
        }
    }
}

/// Checks every `dxil` op of `m` (in functions and at module level) against
/// `target`.
///
/// # Errors
/// Every [`LegalityError`] found, in function order, then module-level
/// ops; at most one per op, naming the first rule it breaks (version,
/// removal, stage, overload).
///
/// # Example
/// ```
/// use dxir_dialects::dxil::{check_module_legality, DxilTarget, ShaderStage};
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let text = "type %dx.types.Handle = {ptr}
/// type %dx.types.ResBind = {i32, i32, i32, i8}
/// func @main(%0: %dx.types.ResBind, %1: i32, %2: i1) {
///   %3 = dxil.createHandleFromBinding %0, %1, %2 : (%dx.types.ResBind, i32, i1) -> %dx.types.Handle
///   llvm.ret
/// }
/// ";
/// let m = dxir_ir::parse_module(&cx, text, "m.dxir").unwrap();
/// let sm66 = DxilTarget { version: "1.6".parse().unwrap(), stage: ShaderStage::Compute };
/// assert!(check_module_legality(&cx, &m, sm66).is_ok());
/// let sm65 = DxilTarget { version: "1.5".parse().unwrap(), ..sm66 };
/// let errors = check_module_legality(&cx, &m, sm65).unwrap_err();
/// assert_eq!(
///     errors[0].render(&cx),
///     "m.dxir:4:3: error: dxil.createHandleFromBinding requires DXIL 1.6 (shader model 6.6); \
///      the module targets DXIL 1.5"
/// );
/// ```
pub fn check_module_legality(
    cx: &Context,
    m: &Module,
    target: DxilTarget,
) -> Result<(), Vec<LegalityError>> {
    let mut errors = Vec::new();
    // In a library, an entry's ops are checked for the entry's own stage
    // (a compute entry may read its thread id), and a helper's for the
    // stage of every entry that calls it, directly or not; a helper no
    // entry reaches, for the stage of any entry. LLVM 22 rejects thread ids
    // in library entries; DXIL allows them.
    let entry_stage = |f: &dxir_ir::Function| {
        crate::translate::llvm::string_attr(cx, f, "hlsl.shader")
            .and_then(|s| s.parse::<ShaderStage>().ok())
    };
    let reaching = if target.stage == ShaderStage::Library {
        reaching_stages(cx, m, &entry_stage)
    } else {
        vec![Reach::default(); m.functions().len()]
    };
    // Functions are checked in parallel; errors keep function order.
    let per_function: Vec<Vec<LegalityError>> = m
        .par_functions()
        .zip(reaching.par_iter())
        .map(|(f, reach)| {
            let mut errors = Vec::new();
            check_body(cx, f.body(), target, reach, &mut errors);
            errors
        })
        .collect();
    errors.extend(per_function.into_iter().flatten());
    check_body(cx, m.globals(), target, &Reach::default(), &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The stages a function's ops must be legal in, in a library.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Reach {
    /// The stages of the entries that reach the function (the function's
    /// own first, for an entry): the op must be legal in each.
    every: Vec<ShaderStage>,
    /// For a function no entry reaches: the op must be legal in one.
    any: Vec<ShaderStage>,
}

/// For each function of a library, the stages of the entries that reach it
/// through calls.
fn reaching_stages(
    cx: &Context,
    m: &Module,
    entry_stage: &dyn Fn(&dxir_ir::Function) -> Option<ShaderStage>,
) -> Vec<Reach> {
    let funcs = m.functions();
    let index: std::collections::HashMap<&str, usize> = funcs
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name(), i))
        .collect();
    let callees: Vec<Vec<usize>> = m.par_map_functions(|f| {
        let b = f.body();
        b.walk()
            .into_iter()
            .filter_map(|op| crate::llvm::Call::match_op(cx, b, op)?.callee(cx, b))
            .filter_map(|c| index.get(c).copied())
            .collect()
    });
    let stages: Vec<Option<ShaderStage>> = funcs.iter().map(entry_stage).collect();
    reach_from_entries(&stages, &callees)
}

/// [`reaching_stages`] on the call graph: `stages[f]` is function `f`'s
/// stage if it is an entry, `callees[f]` what it calls.
///
/// A function other than an entry must be legal in the stage of every
/// entry that reaches it, through any calls (through other entries too),
/// listed in the order of the first entry of each stage to reach it; an
/// entry in its own stage only; a function no entry reaches in any stage
/// of the library's entries. Gathered over the call graph's components,
/// callers first, a few stages a call: linear in the graph, where a walk
/// from every entry was entries × functions.
fn reach_from_entries(stages: &[Option<ShaderStage>], callees: &[Vec<usize>]) -> Vec<Reach> {
    let components = CallComponents::new(callees);
    // For each component, each stage that reaches it with the first entry
    // (by index) of that stage to do so.
    let mut first: Vec<Vec<(usize, ShaderStage)>> = vec![Vec::new(); components.members.len()];
    fn merge(into: &mut Vec<(usize, ShaderStage)>, entry: usize, stage: ShaderStage) {
        match into.iter_mut().find(|(_, s)| *s == stage) {
            Some(e) => e.0 = e.0.min(entry),
            None => into.push((entry, stage)),
        }
    }
    for k in (0..components.members.len()).rev() {
        // Callers' components are done: add the component's own entries
        // (each reaches every function of it), then pass it all on.
        for &f in &components.members[k] {
            if let Some(stage) = stages[f] {
                merge(&mut first[k], f, stage);
            }
        }
        let reached = first[k].clone();
        for &f in &components.members[k] {
            for &c in &callees[f] {
                let to = components.of[c];
                if to != k {
                    for &(entry, stage) in &reached {
                        merge(&mut first[to], entry, stage);
                    }
                }
            }
        }
    }
    // Every stage of the library's entries, in the order of its first.
    let mut all: Vec<ShaderStage> = Vec::new();
    for stage in stages.iter().flatten() {
        if !all.contains(stage) {
            all.push(*stage);
        }
    }
    (0..stages.len())
        .map(|f| {
            let reaching = &first[components.of[f]];
            match stages[f] {
                Some(own) => Reach {
                    every: vec![own],
                    any: Vec::new(),
                },
                None if reaching.is_empty() => Reach {
                    every: Vec::new(),
                    any: all.clone(),
                },
                None => {
                    let mut by_first = reaching.clone();
                    by_first.sort_unstable();
                    Reach {
                        every: by_first.into_iter().map(|(_, s)| s).collect(),
                        any: Vec::new(),
                    }
                }
            }
        })
        .collect()
}

/// Checks every `dxil` op of `body` for `target`. In a library, an op is
/// checked for the stages `reach` gives instead (each of `every`, or one
/// of `any`) and reported for the first stage it breaks.
fn check_body(
    cx: &Context,
    body: &Body,
    target: DxilTarget,
    reach: &Reach,
    errors: &mut Vec<LegalityError>,
) {
    check_body_in_runs(cx, body, target, reach, errors, Body::OPS_PER_RUN);
}

/// [`check_body`], a body of `2 * ops_per_run` ops or more checked in runs
/// of `ops_per_run` ops on the pool. Each op is checked on its own, so the
/// errors, joined in op order, are those of one walk.
fn check_body_in_runs(
    cx: &Context,
    body: &Body,
    target: DxilTarget,
    reach: &Reach,
    errors: &mut Vec<LegalityError>,
    ops_per_run: usize,
) {
    errors.extend(body.find_in_op_runs(ops_per_run, |ops, found| {
        check_ops(cx, body, ops, target, reach, found);
    }));
}

/// [`check_body`] for the ops `ops` of `body`.
fn check_ops(
    cx: &Context,
    body: &Body,
    ops: &[dxir_ir::Op],
    target: DxilTarget,
    reach: &Reach,
    errors: &mut Vec<LegalityError>,
) {
    for &op in ops {
        let loc = body.loc(op);
        // By declaration first; the name only for an op the table lacks.
        let Some(entry) = dxil_op_of(cx, body, op) else {
            let name = cx.op_name_str(body.op_name(op));
            if name.starts_with("dxil.") {
                errors.push(LegalityError::UnknownOp {
                    op: name.to_string(),
                    loc,
                });
            }
            continue;
        };
        // Inline: this runs for every `dxil` op of the module.
        let mut operands: SmallVec<[Type; 8]> = SmallVec::new();
        for &v in body.operands(op) {
            operands.push(body.value_type(v));
        }
        let mut results: SmallVec<[Type; 1]> = SmallVec::new();
        for &v in body.results(op) {
            results.push(body.value_type(v));
        }
        let check = |stage| {
            check_op(
                cx,
                entry,
                &operands,
                &results,
                loc,
                DxilTarget { stage, ..target },
            )
        };
        if !reach.every.is_empty() {
            if let Some(e) = reach.every.iter().find_map(|&st| check(st).err()) {
                errors.push(e);
            }
            continue;
        }
        if let Err(e) = check(target.stage) {
            if !reach.any.iter().any(|&st| check(st).is_ok()) {
                errors.push(e);
            }
        }
    }
}

/// Checks one use of `op` (with these operand and result types) against
/// `target`.
///
/// # Errors
/// The first rule the use breaks.
pub fn check_op(
    cx: &Context,
    op: &'static DxilOp,
    operands: &[dxir_ir::Type],
    results: &[dxir_ir::Type],
    loc: Loc,
    target: DxilTarget,
) -> Result<(), LegalityError> {
    let name = op.dialect_name();
    let version = target.version;
    let not_in_table = |missing| LegalityError::NotInTable {
        op: name,
        loc,
        version,
        missing,
    };
    if op.signature().is_none() {
        return Err(not_in_table("signature"));
    }
    let Some(first) = op.min_version() else {
        return Err(not_in_table("stages"));
    };
    let overload =
        check_signature(cx, op, operands, results).map_err(|error| LegalityError::Signature {
            op: name,
            loc,
            error,
        })?;
    if version < first {
        return Err(LegalityError::RequiresVersion {
            op: name,
            loc,
            required: VersionText(first),
            target: version,
        });
    }
    match op.stages_at(version) {
        None => return Err(not_in_table("stages")),
        Some(Stages::Removed) => {
            let since = op
                .stages()
                .iter()
                .rev()
                .find(|e| e.since <= version && e.value == Stages::Removed)
                .map_or(version, |e| e.since);
            return Err(LegalityError::Removed {
                op: name,
                loc,
                since: VersionText(since),
                target: version,
            });
        }
        Some(allowed) if !allowed.allows(target.stage) => {
            return Err(LegalityError::Stage {
                op: name,
                loc,
                stage: target.stage,
                version,
                allowed,
            });
        }
        Some(_) => {}
    }
    if let Some(k) = overload {
        let allowed = op.overloads_at(version).unwrap_or(&[]);
        if !allowed.contains(&k) {
            return Err(LegalityError::Overload {
                op: name,
                loc,
                overload: k,
                version,
                allowed: KindList(allowed.to_vec()),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The walk from every entry that `reach_from_entries` replaced: the
    /// reference it must agree with.
    fn walked(stages: &[Option<ShaderStage>], callees: &[Vec<usize>]) -> Vec<Reach> {
        let n = stages.len();
        let mut reach = vec![Reach::default(); n];
        let mut all = Vec::new();
        for (i, own) in stages.iter().enumerate() {
            let Some(stage) = *own else { continue };
            if !all.contains(&stage) {
                all.push(stage);
            }
            let mut seen = vec![false; n];
            let mut stack = vec![i];
            seen[i] = true;
            while let Some(f) = stack.pop() {
                if (f == i || stages[f].is_none()) && !reach[f].every.contains(&stage) {
                    reach[f].every.push(stage);
                }
                for &c in &callees[f] {
                    if !seen[c] {
                        seen[c] = true;
                        stack.push(c);
                    }
                }
            }
        }
        for (f, r) in reach.iter_mut().enumerate() {
            if let Some(own) = stages[f] {
                r.every = vec![own];
            } else if r.every.is_empty() {
                r.any = all.clone();
            }
        }
        reach
    }

    #[test]
    fn a_large_body_checked_in_runs_reports_what_one_walk_reports() {
        // Thread ids (not in a pixel shader) among legal ops, with an
        // error in several runs of each size.
        let cx = dxir_ir::Context::with_registry(crate::registry());
        let mut src = String::from(
            "type %dx.types.ResRet.f32 = {float, float, float, float, i32}\nfunc @main(%0: i32) {\n",
        );
        for i in 0..600 {
            if i % 37 == 3 {
                src.push_str(&format!("  %t{i} = dxil.threadId %0 : (i32) -> i32\n"));
            } else {
                src.push_str(&format!(
                    "  %t{i} = \"llvm.add\"(%0, %0) : (i32, i32) -> i32\n"
                ));
            }
        }
        src.push_str("  llvm.ret\n}\n");
        let m = dxir_ir::parse_module(&cx, &src, "big.dxir").unwrap();
        let target = DxilTarget {
            version: DxilVersion::new(1, 6),
            stage: ShaderStage::Pixel,
        };
        let body = m.functions()[0].body();
        let render = |errors: &[LegalityError]| -> Vec<String> {
            errors.iter().map(|e| e.render(&cx)).collect()
        };
        let mut one_walk = Vec::new();
        check_body_in_runs(
            &cx,
            body,
            target,
            &Reach::default(),
            &mut one_walk,
            usize::MAX,
        );
        assert_eq!(one_walk.len(), 17, "{:?}", render(&one_walk));
        for ops_per_run in [7, 64, 250] {
            let mut in_runs = Vec::new();
            check_body_in_runs(
                &cx,
                body,
                target,
                &Reach::default(),
                &mut in_runs,
                ops_per_run,
            );
            assert_eq!(render(&in_runs), render(&one_walk), "runs of {ops_per_run}");
        }
    }

    #[test]
    fn components_give_what_a_walk_from_each_entry_gives() {
        use ShaderStage::{Compute as C, Pixel as P, Vertex as V};
        /// Each function's stage if it is an entry, and what each calls.
        type Case = (Vec<Option<ShaderStage>>, Vec<Vec<usize>>);
        let cases: Vec<Case> = vec![
            // A chain from a compute entry; a helper nothing calls.
            (
                vec![Some(C), None, None, None],
                vec![vec![1], vec![2], vec![], vec![]],
            ),
            // Two entries share a helper: the later one's stage first
            // where it reaches first (its index is lower).
            (
                vec![None, Some(P), Some(C), None],
                vec![vec![3], vec![0], vec![3, 0], vec![]],
            ),
            // An entry calls another: the callee's helpers get both.
            (
                vec![Some(V), Some(P), None, None],
                vec![vec![1, 3], vec![2], vec![], vec![]],
            ),
            // Cycles, a self-call and repeated calls.
            (
                vec![Some(C), None, None, Some(P), None, None],
                vec![
                    vec![1, 1],
                    vec![2],
                    vec![1, 4],
                    vec![4, 3],
                    vec![5],
                    vec![4],
                ],
            ),
            // Two entries of one stage, a cycle through an entry.
            (
                vec![Some(C), None, Some(C), None],
                vec![vec![1], vec![2], vec![1, 3], vec![]],
            ),
        ];
        for (stages, callees) in &cases {
            assert_eq!(
                reach_from_entries(stages, callees),
                walked(stages, callees),
                "{stages:?} {callees:?}"
            );
        }
    }
}
