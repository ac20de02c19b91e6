//! The pass registry: pipeline names to constructors, and pipeline parsing.
//!
//! Built-in passes are one line each in [`BUILTIN`]. Pipelines are written
//! as comma-separated names (`cse,dce`); an unknown name is reported with the
//! closest known one.

use crate::cse::Cse;
use crate::dce::Dce;
use crate::dxil_cleanup::DxilCleanup;
use crate::expand_intrinsics::ExpandIntrinsics;
use crate::forward_handle_accesses::ForwardHandleAccesses;
use crate::implicit_binding::ImplicitBinding;
use crate::lower_dxil::LowerDxil;
use crate::lower_hl::LowerHl;
use crate::manager::Pass;
use crate::translate_metadata::TranslateMetadata;

/// The passes every `dxir` knows, one line each: name, summary, constructor.
static BUILTIN: &[PassEntry] = &[
    PassEntry::new("cse", "merges pure ops that compute the same value", || {
        Pass::function(Cse)
    }),
    PassEntry::new(
        "dce",
        "erases unused pure ops and unreachable blocks",
        || Pass::function(Dce),
    ),
    PassEntry::new(
        "lower-hl",
        "lowers hl resource declarations, arrays and accesses to dx ops",
        || Pass::module(LowerHl),
    ),
    PassEntry::new(
        "lower-dxil",
        "lowers dx intrinsics and LLVM intrinsics to DXIL ops (rule files, greedy engine)",
        || Pass::module(LowerDxil::default()),
    ),
    PassEntry::new(
        "implicit-binding",
        "gives registers to implicitly bound resources (handlefromimplicitbinding)",
        || Pass::module(ImplicitBinding),
    ),
    PassEntry::new(
        "expand-intrinsics",
        "expands HLSL math and 64-bit buffer accesses; splits vector calls of scalar DXIL ops",
        || Pass::module(ExpandIntrinsics::default()),
    ),
    PassEntry::new(
        "forward-handle-accesses",
        "replaces phis and selects of resource handles by one handle creation",
        || Pass::function(ForwardHandleAccesses),
    ),
    PassEntry::new(
        "forward-resource-pointers",
        "takes resource pointers out of phis and selects (one getpointer, or the access copied into each predecessor)",
        || Pass::function(crate::ForwardResourcePointers),
    ),
    PassEntry::new(
        "scalarize",
        "splits vector arithmetic, compares, selects, casts and shuffles into per-lane scalar ops",
        || Pass::function(crate::Scalarize),
    ),
    PassEntry::new(
        "split-byte-allocas",
        "splits a local array of bytes (an SROA slice) into one local per value kept in it",
        || Pass::function(crate::SplitByteAllocas),
    ),
    PassEntry::new(
        "dxil-cleanup",
        "leaves DXIL as LLVM does: dead helpers, handle globals, unused names and declarations removed",
        || Pass::module(DxilCleanup::default()),
    ),
    PassEntry::new(
        "dxc-cfg",
        "gives the CFG DXC's shapes: no unreachable switch default, no partially sunk merge block",
        || Pass::function(crate::DxcCfg),
    ),
    PassEntry::new(
        "drop-dead-functions",
        "removes the function definitions no entry, export, global or metadata reaches (dead hidden helpers)",
        || Pass::module(crate::DropDeadFunctions),
    ),
    PassEntry::new(
        "forward-handles",
        "promotes handles kept in allocas and internal globals (-O0) to SSA values",
        || Pass::module(crate::ForwardHandles),
    ),
    PassEntry::new(
        "cbuffer-access",
        "rewrites loads of cbuffer member globals into cbuffer row loads",
        || Pass::module(crate::CBufferAccess::default()),
    ),
    PassEntry::new(
        "resource-access",
        "rewrites getpointer + load/store into typed and raw buffer access ops",
        || Pass::module(crate::ResourceAccess::default()),
    ),
    PassEntry::new(
        "translate-metadata",
        "writes the DXIL metadata: !dx.resources, !dx.entryPoints, versions, shader flags",
        || Pass::module(TranslateMetadata::default()),
    ),
    PassEntry::new(
        "validate-dxil",
        "checks a DXIL module: dx.op calls, immediates, stages and versions, handle kinds, !dx.resources, shader flags, signature elements",
        || Pass::module(crate::ValidateDxil),
    ),
];

/// How to make one registered pass.
#[derive(Clone, Copy, Debug)]
pub struct PassEntry {
    /// The pipeline name; equal to the made pass's `name()`.
    pub name: &'static str,
    /// One line saying what the pass does (for `--help`-style listings).
    pub summary: &'static str,
    /// Makes a fresh instance.
    pub make: fn() -> Pass,
}

impl PassEntry {
    /// An entry named `name` made by `make`.
    pub const fn new(name: &'static str, summary: &'static str, make: fn() -> Pass) -> Self {
        PassEntry {
            name,
            summary,
            make,
        }
    }
}

/// A pipeline string could not be turned into passes.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PipelineParseError {
    /// No pass has this name.
    #[error("unknown pass `{name}`{}", match suggestion {
        Some(s) => format!("; did you mean `{s}`?"),
        None => String::new(),
    })]
    UnknownPass {
        /// The name as written (trimmed).
        name: String,
        /// 1-based position of the entry in the pipeline.
        position: usize,
        /// The closest registered name, if one is close enough.
        suggestion: Option<&'static str>,
    },
    /// Two commas in a row, or a comma at either end.
    #[error("empty pass name at position {position} of the pipeline")]
    EmptyEntry {
        /// 1-based position of the empty entry.
        position: usize,
    },
}

/// A pass name was registered twice.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("pass `{0}` is already registered")]
pub struct DuplicatePass(pub &'static str);

/// The passes a pipeline may name.
#[derive(Clone, Debug, Default)]
pub struct PassRegistry {
    entries: Vec<PassEntry>,
}

impl PassRegistry {
    /// A registry with no passes.
    pub fn new() -> Self {
        Self::default()
    }

    /// A registry with every built-in pass.
    pub fn builtin() -> Self {
        PassRegistry {
            entries: BUILTIN.to_vec(),
        }
    }

    /// Adds a pass.
    ///
    /// # Errors
    /// [`DuplicatePass`] if the name is taken; the registry is unchanged.
    pub fn register(&mut self, entry: PassEntry) -> Result<(), DuplicatePass> {
        if self.lookup(entry.name).is_some() {
            return Err(DuplicatePass(entry.name));
        }
        self.entries.push(entry);
        Ok(())
    }

    /// Builder form of [`register`](Self::register).
    ///
    /// # Errors
    /// As for `register`.
    pub fn with(mut self, entry: PassEntry) -> Result<Self, DuplicatePass> {
        self.register(entry)?;
        Ok(self)
    }

    /// The entry named `name`.
    pub fn lookup(&self, name: &str) -> Option<&PassEntry> {
        self.entries.iter().find(|e| e.name == name)
    }

    /// Every entry, in registration order.
    pub fn entries(&self) -> &[PassEntry] {
        &self.entries
    }

    /// Makes a fresh pass named `name`.
    ///
    /// # Errors
    /// [`PipelineParseError::UnknownPass`] (at position 1) if no pass has
    /// that name.
    pub fn make(&self, name: &str) -> Result<Pass, PipelineParseError> {
        self.make_at(name, 1)
    }

    fn make_at(&self, name: &str, position: usize) -> Result<Pass, PipelineParseError> {
        match self.lookup(name) {
            Some(e) => Ok((e.make)()),
            None => Err(PipelineParseError::UnknownPass {
                name: name.to_string(),
                position,
                suggestion: self.closest(name),
            }),
        }
    }

    /// Checks that `name` is registered, as [`make`](Self::make) would,
    /// without making the pass (for `--print-after=NAME`).
    ///
    /// # Errors
    /// [`PipelineParseError::UnknownPass`] as for `make`.
    pub fn check_name(&self, name: &str) -> Result<(), PipelineParseError> {
        match self.lookup(name) {
            Some(_) => Ok(()),
            None => Err(PipelineParseError::UnknownPass {
                name: name.to_string(),
                position: 1,
                suggestion: self.closest(name),
            }),
        }
    }

    /// Parses a comma-separated pipeline such as `"cse,dce"` into fresh
    /// passes, in order. Spaces around names are ignored; `""` is the empty
    /// pipeline.
    ///
    /// # Errors
    /// [`PipelineParseError::EmptyEntry`] for an empty name (`"a,,b"`,
    /// `"a,"`), [`PipelineParseError::UnknownPass`] for an unknown one; the
    /// first in the string is reported.
    ///
    /// # Example
    /// ```
    /// use dxir_passes::{Pass, PassRegistry};
    /// let registry = PassRegistry::builtin();
    /// let passes = registry.parse_pipeline("cse, dce").unwrap();
    /// assert_eq!(passes.iter().map(Pass::name).collect::<Vec<_>>(), ["cse", "dce"]);
    /// let err = registry.parse_pipeline("cse,dec").unwrap_err();
    /// assert_eq!(err.to_string(), "unknown pass `dec`; did you mean `dce`?");
    /// ```
    pub fn parse_pipeline(&self, pipeline: &str) -> Result<Vec<Pass>, PipelineParseError> {
        if pipeline.trim().is_empty() {
            return Ok(Vec::new());
        }
        pipeline
            .split(',')
            .enumerate()
            .map(|(i, name)| {
                let name = name.trim();
                if name.is_empty() {
                    Err(PipelineParseError::EmptyEntry { position: i + 1 })
                } else {
                    self.make_at(name, i + 1)
                }
            })
            .collect()
    }

    /// The registered name closest to `name` by edit distance, if it is
    /// close enough to be what the user meant: at most a third of the
    /// longer name's length, and at least one edit allowed.
    fn closest(&self, name: &str) -> Option<&'static str> {
        dxir_ir::closest_name(name, self.entries.iter().map(|e| e.name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_passes::{CountOps, MarkChanged};

    fn registry() -> PassRegistry {
        PassRegistry::new()
            .with(PassEntry::new("count-ops", "counts ops", || {
                Pass::function(CountOps)
            }))
            .unwrap()
            .with(PassEntry::new("mark-changed", "claims a change", || {
                Pass::function(MarkChanged)
            }))
            .unwrap()
    }

    #[test]
    fn pipelines_parse_in_order() {
        let passes = registry()
            .parse_pipeline("mark-changed, count-ops,mark-changed")
            .unwrap();
        let names: Vec<_> = passes.iter().map(Pass::name).collect();
        assert_eq!(names, ["mark-changed", "count-ops", "mark-changed"]);
        assert!(registry().parse_pipeline("").unwrap().is_empty());
    }

    #[test]
    fn unknown_names_suggest_the_closest() {
        let err = registry()
            .parse_pipeline("count-ops,mark-chnged")
            .unwrap_err();
        assert_eq!(
            err,
            PipelineParseError::UnknownPass {
                name: "mark-chnged".into(),
                position: 2,
                suggestion: Some("mark-changed"),
            }
        );
        assert_eq!(
            err.to_string(),
            "unknown pass `mark-chnged`; did you mean `mark-changed`?"
        );
        let err = registry().parse_pipeline("inline").unwrap_err();
        assert_eq!(err.to_string(), "unknown pass `inline`");
    }

    #[test]
    fn empty_entries_are_errors() {
        for (text, position) in [
            ("count-ops,,mark-changed", 2),
            (",count-ops", 1),
            ("count-ops,", 2),
        ] {
            assert_eq!(
                registry().parse_pipeline(text).unwrap_err(),
                PipelineParseError::EmptyEntry { position },
                "{text}"
            );
        }
    }

    #[test]
    fn names_register_once() {
        let err = registry()
            .with(PassEntry::new("count-ops", "again", || {
                Pass::function(CountOps)
            }))
            .unwrap_err();
        assert_eq!(err, DuplicatePass("count-ops"));
    }

    #[test]
    fn builtin_entries_make_passes_of_their_name() {
        let reg = PassRegistry::builtin();
        for e in reg.entries() {
            assert_eq!((e.make)().name(), e.name);
        }
        let mut names: Vec<_> = reg.entries().iter().map(|e| e.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), reg.entries().len());
    }

    #[test]
    fn builtin_pipeline_parses_and_typos_are_caught() {
        let reg = PassRegistry::builtin();
        let names: Vec<_> = reg
            .parse_pipeline("cse,dce")
            .unwrap()
            .iter()
            .map(Pass::name)
            .collect();
        assert_eq!(names, ["cse", "dce"]);
        let err = reg.parse_pipeline("cse,dec").unwrap_err();
        assert_eq!(err.to_string(), "unknown pass `dec`; did you mean `dce`?");
    }
}
