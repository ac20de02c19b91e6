//! `dxir ops`: queries the DXIL op table.

use dxir::dialects::dxil::{
    self, DxilOp, DxilVersion, ParseStageError, ParseVersionError, ShaderStage, Stages,
};
use std::fmt::Write;

/// Why `dxir ops` could not answer.
#[derive(Debug, thiserror::Error)]
pub enum OpsError {
    /// No op has that name or opcode.
    #[error("no DXIL op is named `{0}`{1}")]
    UnknownOp(String, String),
    /// `--dxil-version` is not `1.x`.
    #[error(transparent)]
    Version(#[from] ParseVersionError),
    /// `--stage` names no shader stage.
    #[error(transparent)]
    Stage(#[from] ParseStageError),
}

/// One op in full (`NAME` given), or a table of the ops valid for a DXIL
/// version and shader stage (each defaults to "any").
pub fn ops(
    name: Option<&str>,
    version: Option<&str>,
    stage: Option<&str>,
) -> Result<String, OpsError> {
    let version: Option<DxilVersion> = version.map(str::parse).transpose()?;
    let stage: Option<ShaderStage> = stage.map(str::parse).transpose()?;
    if let Some(name) = name {
        let op = lookup(name)?;
        let mut out = op.to_string();
        if !out.ends_with('\n') {
            out.push('\n');
        }
        if let (Some(v), Some(s)) = (version, stage) {
            let verdict = if op.allowed_in(v, s) {
                "allowed"
            } else {
                "not allowed"
            };
            let _ = writeln!(out, "  in {s} at DXIL {v}: {verdict}");
        }
        return Ok(out);
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>6}  {:<34} {:<30} overloads",
        "opcode", "op", "class"
    );
    for op in dxil::ops().iter().filter(|op| valid(op, version, stage)) {
        let overloads = match version {
            Some(v) => op.overloads_at(v).map(|o| o.to_vec()),
            None => Some(op.all_overloads()),
        };
        let overloads = overloads
            .filter(|o| !o.is_empty())
            .map(|o| o.iter().map(|k| k.suffix()).collect::<Vec<_>>().join(","))
            .unwrap_or_else(|| "-".into());
        let _ = writeln!(
            out,
            "{:>6}  {:<34} {:<30} {overloads}",
            op.opcode(),
            op.dialect_name(),
            op.class()
        );
    }
    Ok(out)
}

/// Whether `op` may appear at `version` in `stage`; an absent filter
/// accepts every version (or stage) the table lists for the op.
fn valid(op: &DxilOp, version: Option<DxilVersion>, stage: Option<ShaderStage>) -> bool {
    let stages_ok = |stages: Option<Stages>| match (stages, stage) {
        (None, _) | (Some(Stages::Removed), _) => false,
        (Some(s), Some(stage)) => s.allows(stage),
        (Some(_), None) => true,
    };
    match version {
        Some(v) => stages_ok(op.stages_at(v)),
        None => op.stages().iter().any(|e| stages_ok(Some(e.value))),
    }
}

/// The op named `name` (any spelling the table knows) or with that opcode.
fn lookup(name: &str) -> Result<&'static DxilOp, OpsError> {
    if let Some(op) = dxil::op_by_name(name) {
        return Ok(op);
    }
    if let Some(op) = name.parse::<u32>().ok().and_then(dxil::op_by_opcode) {
        return Ok(op);
    }
    // Case aside (`fmad`, `FMAD` for `FMad`): the one op so named.
    let same_letters = |op: &&DxilOp| {
        op.name().eq_ignore_ascii_case(name) || op.dialect_name().eq_ignore_ascii_case(name)
    };
    let mut alike = dxil::ops().iter().filter(same_letters);
    if let (Some(op), None) = (alike.next(), alike.next()) {
        return Ok(op);
    }
    let lower: Vec<(String, &str)> = dxil::ops()
        .iter()
        .map(|op| (op.name().to_ascii_lowercase(), op.name()))
        .collect();
    let hint = dxir::ir::closest_name(
        &name.to_ascii_lowercase(),
        lower.iter().map(|(l, _)| l.as_str()),
    )
    .and_then(|l| lower.iter().find(|(k, _)| k == l))
    .map(|(_, n)| format!("; did you mean `{n}`?"))
    .unwrap_or_default();
    Err(OpsError::UnknownOp(name.to_string(), hint))
}
