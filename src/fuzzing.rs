//! The bodies of dxir's fuzz targets, shared by the cargo-fuzz targets in
//! `fuzz/` and the stable replay test (`tests/fuzz_replay.rs`), so a crash
//! found by the fuzzer is replayed by `cargo test` through the same code.
//!
//! Each target takes arbitrary bytes and drives one entry point as the
//! command line would. Any error is a correct answer; a panic (or an
//! unbounded run) is a bug. Inputs longer than [`MAX_INPUT`] are skipped:
//! the fuzzer finds more per second on small inputs, and size alone is the
//! corpus tests' concern.

use crate::lower::{lower_module, LowerOptions};
use crate::{import_module, parse_module, verify_module, Context, VerifyOptions};

/// Inputs longer than this are not run.
pub const MAX_INPUT: usize = 64 * 1024;

/// How far a target got with an input: the replay test checks that the
/// seeds reach the end, so a target that stopped doing its work would
/// show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Reached {
    /// Not UTF-8, or longer than [`MAX_INPUT`].
    Skipped,
    /// The first step reported an error.
    Rejected,
    /// Accepted by the first step, then a later one reported an error.
    Partly,
    /// Every step succeeded.
    Done,
}

/// A fuzz target: bytes in, how far it got out.
pub type Target = fn(&[u8]) -> Reached;

/// The fuzz targets, by the name `fuzz/` and the replay corpus use.
pub const TARGETS: &[(&str, Target)] = &[
    ("ll_import", ll_import),
    ("text_parse", text_parse),
    ("rules_parse", rules_parse),
    ("lower", lower),
];

/// The text of `data` if it is UTF-8 and small enough to run (the command
/// line reports invalid UTF-8 before any parser sees it).
fn text(data: &[u8]) -> Option<&str> {
    if data.len() > MAX_INPUT {
        return None;
    }
    std::str::from_utf8(data).ok()
}

/// The `.ll` reader and importer, then the verifier on what it accepts.
pub fn ll_import(data: &[u8]) -> Reached {
    let Some(src) = text(data) else {
        return Reached::Skipped;
    };
    let cx = crate::context();
    let Ok(m) = import_module(&cx, src, "fuzz.ll") else {
        return Reached::Rejected;
    };
    match verify_module(&cx, &m, &VerifyOptions::default()) {
        Ok(()) => Reached::Done,
        Err(_) => Reached::Partly,
    }
}

/// The native text format's parser, then the verifier and the printer on
/// what it accepts.
pub fn text_parse(data: &[u8]) -> Reached {
    let Some(src) = text(data) else {
        return Reached::Skipped;
    };
    let cx = crate::context();
    let Ok(m) = parse_module(&cx, src, "fuzz.dxir") else {
        return Reached::Rejected;
    };
    if verify_module(&cx, &m, &VerifyOptions::default()).is_err() {
        return Reached::Partly;
    }
    crate::print_module(&cx, &m);
    Reached::Done
}

/// A user rule file, loaded as `dxir lower --rules` loads one (its `pass`
/// header picks the pass and that pass's builtins).
pub fn rules_parse(data: &[u8]) -> Reached {
    let Some(src) = text(data) else {
        return Reached::Skipped;
    };
    let cx = crate::context();
    match dxir_passes::load_user_rules(&cx, &[("fuzz.rules".to_string(), src.to_string())]) {
        Ok(_) => Reached::Done,
        Err(_) => Reached::Rejected,
    }
}

/// `dxir lower` end to end on what the importer accepts: import, verify,
/// lower with the greedy engine on one thread, verify, and write both the
/// LLVM IR text and the DX container.
pub fn lower(data: &[u8]) -> Reached {
    let Some(src) = text(data) else {
        return Reached::Skipped;
    };
    let cx = with_rules().fork();
    let Ok(mut m) = import_module(&cx, src, "fuzz.ll") else {
        return Reached::Rejected;
    };
    if lower_imported(&cx, &mut m).is_some() {
        Reached::Done
    } else {
        Reached::Partly
    }
}

/// A context with every pass's built-in rules loaded, forked for each
/// input as `dxir lower --out-dir` forks one for each module: reading the
/// rule files for every input would be most of a run's time.
fn with_rules() -> &'static Context {
    static TEMPLATE: std::sync::OnceLock<Context> = std::sync::OnceLock::new();
    TEMPLATE.get_or_init(|| {
        let cx = crate::context();
        for e in dxir_passes::RULE_PASSES {
            // A built-in rule file that does not load fails every lowering
            // the same way; the target then reports it as `Partly`.
            let _ = e.spec.builtin_rules(&cx);
        }
        cx
    })
}

/// The steps after the import; `None` at the first that fails.
fn lower_imported(cx: &Context, m: &mut crate::Module) -> Option<()> {
    let verify = VerifyOptions::default();
    verify_module(cx, m, &verify).ok()?;
    dxir_dialects::hl::verify_resource_uses(cx, m).ok()?;
    let opts = LowerOptions {
        threads: 1,
        ..LowerOptions::default()
    };
    lower_module(cx, m, &opts).ok()?;
    verify_module(cx, m, &verify).ok()?;
    let text = crate::export_module(cx, m).ok()?;
    dxir_bitcode::write_container(&text, &dxir_bitcode::ContainerOptions::default()).ok()?;
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_target_takes_empty_invalid_and_oversized_input() {
        for (_, target) in TARGETS {
            // Empty text is text: each step may answer as it likes, but
            // must not panic.
            target(b"");
            assert_eq!(target(&[0xff, 0xfe, 0x00]), Reached::Skipped);
            assert_eq!(target(&vec![b'x'; MAX_INPUT + 1]), Reached::Skipped);
        }
    }
}
