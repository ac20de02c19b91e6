//! Why a pass failed, as types.
//!
//! [`PassErrorKind`] is the reason a [`PassError`](crate::PassError) carries.
//! It is grouped by the part of the pipeline that finds it (rules, bindings,
//! handle forwarding, resource accesses, cbuffers, `hl` lowering, metadata,
//! intrinsic expansion, DXIL validation), each group an enum of its own with
//! one variant per distinct failure and the facts of that failure as fields,
//! so that an embedder can match on what went wrong (`PassErrorKind::Binding(
//! BindingError::CannotAllocate { .. })`) instead of parsing text.
//!
//! Each variant's `#[error]` text is the message the CLI prints after
//! `pass `NAME`: `; the texts are part of the CLI's output (the FileCheck and
//! malformed-input tests check them), so a change to one is a change to
//! what users see.

use dxir_dialects::dx::ResourceTypeError;
use dxir_dialects::dxil::{LegalityError, TripleError};
use dxir_rewrites::{RewriteError, RuleErrors};

use crate::validate::DxilValidationError;

/// Why a pass failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PassErrorKind {
    /// A rule that matched built something wrong, or an op no rule gives a
    /// legal form (the rule engines' own error, with the rule's name and
    /// the near misses).
    #[error(transparent)]
    Rewrite(#[from] RewriteError),
    /// The pass's built-in rule files do not load (a bug in dxir).
    #[error("built-in rules: {0}")]
    BuiltinRules(RuleErrors),
    /// The user's rule files do not merge with the pass's built-in ones.
    #[error(transparent)]
    UserRules(RuleErrors),
    /// The module's `llvm.triple` names no DXIL target.
    #[error(transparent)]
    Target(#[from] TripleError),
    /// A `dxil` op the module's DXIL version or stage does not allow.
    #[error(transparent)]
    Legality(#[from] LegalityError),
    /// A DXIL rule the lowered module breaks (the `validate-dxil` checks).
    #[error(transparent)]
    Validation(#[from] DxilValidationError),
    /// Something left in a DXIL-form module that DXIL cannot hold.
    #[error(transparent)]
    Dxil(#[from] DxilFormError),
    /// Resource bindings: creation ops, register allocation, overlaps.
    #[error(transparent)]
    Binding(#[from] BindingError),
    /// Forwarding resource handles and pointers to their creations.
    #[error(transparent)]
    Forward(#[from] ForwardError),
    /// Intrinsic expansion (`expand-intrinsics`).
    #[error(transparent)]
    Expand(#[from] ExpandError),
    /// A reason from a pass outside dxir (an embedder's own pass, or a test
    /// pass), which has no variant here: its text is the pass's own.
    #[error("{0}")]
    Custom(String),
}

/// Something left in a module that lowering to DXIL must have removed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DxilFormError {
    /// A value, argument or global whose type still holds a `dx` target type.
    #[error("{what} has type `{ty}`, which contains a dx target type")]
    DxType {
        /// What has the type (`result 0 of `llvm.load``, `global @g`).
        what: String,
        /// The type, printed.
        ty: String,
    },
    /// An op of a dialect DXIL has no form for.
    #[error("`{op}` remains after lowering to DXIL")]
    Remains {
        /// The op's name.
        op: String,
    },
    /// A handle cast (`lower-dxil`'s marker) that still has users no rule
    /// lowers.
    #[error(
        "a resource handle is used by {} which lower-dxil cannot lower \
         (handles must reach their accesses directly)",
        users.iter().map(|u| format!("`{u}`")).collect::<Vec<_>>().join(", ")
    )]
    HandleUsedBy {
        /// The names of the ops that use the handle.
        users: Vec<String>,
    },
    /// A signature load or store that `translate-metadata` has not yet
    /// given a signature element.
    #[error(
        "`{op}` (shader signature I/O) has no signature element: \
         `translate-metadata` assigns them (clang 22 leaves every \
         element id 0), so run it before `lower-dxil`"
    )]
    NoSignatureElement {
        /// The op's name.
        op: String,
    },
}

/// A resource binding that cannot be read or allocated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BindingError {
    /// Two resources' explicit registers overlap in one class and space.
    #[error(
        "resource {name} at {range} overlaps resource {other} at {other_range} in space {space}"
    )]
    Overlap {
        /// The later resource, quoted (`'a'`) or `<unnamed>`.
        name: String,
        /// Its registers (`t0`, `t0..t3`, `t4..`).
        range: String,
        /// The resource it overlaps, as `name`.
        other: String,
        /// Its registers.
        other_range: String,
        /// The register space.
        space: u32,
    },
    /// An implicit binding of no registers.
    #[error("resource cannot be allocated: {name} has a range of 0 registers")]
    ZeroRange {
        /// The resource, quoted (`'a'`) or `<unnamed>`.
        name: String,
    },
    /// No free run of registers fits an implicit binding.
    #[error(
        "resource cannot be allocated: {name} needs {size} consecutive free {letter} register{} in space {space}",
        if *size == 1 { "" } else { "s" }
    )]
    CannotAllocate {
        /// The resource, quoted (`'a'`) or `<unnamed>`.
        name: String,
        /// How many registers it needs.
        size: u32,
        /// Its register class's letter (`t`, `u`, `b`, `s`).
        letter: char,
        /// The register space.
        space: u32,
    },
    /// No free registers reach the top of the space for an unbounded
    /// implicit binding.
    #[error(
        "resource cannot be allocated: unbounded {name} needs the free {letter} registers up to the top of space {space}, and none reach it"
    )]
    CannotAllocateUnbounded {
        /// The resource, quoted (`'a'`) or `<unnamed>`.
        name: String,
        /// Its register class's letter.
        letter: char,
        /// The register space.
        space: u32,
    },
    /// An implicit-binding op changed between analysis and rewriting (a
    /// bug in the pass).
    #[error("implicit binding op changed")]
    OpChanged,
    /// A handle creation with the wrong number of operands.
    #[error("`{op}` takes 5 operands, found {found}")]
    CreationArity {
        /// The op's name.
        op: String,
        /// How many it has.
        found: usize,
    },
    /// A binding operand (space, register, range size) that is not a
    /// constant.
    #[error("`{op}`: the {what} (operand {index}) must be a constant")]
    NotConstant {
        /// The op's name.
        op: String,
        /// What the operand is (`space`, `lower bound`, `range size`).
        what: String,
        /// Its operand index.
        index: usize,
    },
    /// A handle creation without a result.
    #[error("`{op}` has no result")]
    NoResult {
        /// The op's name.
        op: String,
    },
    /// A handle creation whose result type is not a resource type.
    #[error("bad resource handle type: {0}")]
    HandleType(ResourceTypeError),
    /// A counter update whose direction is not a constant.
    #[error("`{op}`: the direction must be a constant")]
    CounterDirection {
        /// The op's name.
        op: &'static str,
    },
}

/// A resource handle or pointer that cannot be traced to the creation it
/// came from (DXIL has no handles in memory, parameters or merges of
/// different resources).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ForwardError {
    /// A load of a handle global that may run before any store of it.
    #[error(
        "load of the resource handle in @{global} is not dominated by a store of it: it \
         could read the global before the handle is written"
    )]
    UndominatedLoad {
        /// The global.
        global: String,
    },
    /// Two different handles stored into one global.
    #[error(
        "handle {} stored into @{global} overwrites handle {} stored there before: a \
         resource global must hold one resource",
        value_name(.stored), value_name(.first)
    )]
    Overwrite {
        /// The global.
        global: String,
        /// The name of the value stored now, if it has one.
        stored: Option<String>,
        /// The name of the value stored before, if it has one.
        first: Option<String>,
    },
    /// A dynamically indexed array of handles whose elements are not one
    /// binding range.
    #[error(
        "a resource handle is loaded from an array of handles indexed dynamically \
         whose elements are not consecutive handles of one binding range"
    )]
    NonConsecutiveArray,
    /// A handle parameter (the function was not inlined).
    #[error(
        "a resource handle that is a parameter of @{function} cannot be resolved to \
         its creation: DXIL has no handle parameters (the function must be \
         inlined)"
    )]
    HandleParameter {
        /// The function.
        function: String,
    },
    /// A handle loaded from memory the pass cannot follow.
    #[error("a resource handle is loaded from memory that cannot be forwarded: {what}")]
    UnforwardableLoad {
        /// What the pointer is, in words.
        what: String,
    },
    /// A loop copying handles that was not unrolled.
    #[error(
        "a loop copying resource handles runs more than {max} times: \
         it is not unrolled"
    )]
    LoopNotUnrolled {
        /// The most iterations the pass follows.
        max: usize,
    },
    /// A phi or select merging handles some of which do not come from a
    /// creation.
    #[error("phi or select of resource handles that do not all come from a handle creation")]
    MergeOfUnknownHandles,
    /// A phi or select merging handles of different resources.
    #[error(
        "phi or select of handles of different resources: the resource is not guaranteed \
         to map to a unique global resource"
    )]
    MergeOfDifferentResources,
    /// A phi or select of a resource pointer and another pointer.
    #[error("phi or select of a resource pointer and a pointer that is not one")]
    MergeWithNonResourcePointer,
    /// A phi or select of pointers into different resources.
    #[error(
        "resource access through a phi or select of pointers into different resources: \
         the resource is not guaranteed to map to a unique global resource"
    )]
    MergeOfDifferentPointers,
    /// Resource pointers merged through more blocks than the pass copies.
    #[error(
        "resource pointers merged through more than {max} blocks: the resource is not \
         guaranteed to map to a unique global resource"
    )]
    TooManyMergeBlocks {
        /// The most blocks the pass copies through.
        max: usize,
    },
}

/// `%name`, or `<unnamed>` for a value without one.
fn value_name(n: &Option<String>) -> String {
    n.as_ref()
        .map_or("<unnamed>".to_string(), |n| format!("%{n}"))
}

/// An intrinsic `expand-intrinsics` cannot expand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ExpandError {
    /// A dot product (or normalize) of a width DXIL has no op for.
    #[error("dot product of {lanes}-lane vectors: DXIL has dot2, dot3 and dot4 only")]
    DotWidth {
        /// The vectors' lane count.
        lanes: u32,
    },
    /// A cross product of vectors that are not 3 lanes.
    #[error("cross: the vectors must have exactly 3 lanes")]
    CrossWidth,
    /// A 64-bit typed buffer load of a width that is split into two
    /// 32-bit lanes each.
    #[error("a 64-bit typed buffer load must be a scalar or a 2-lane vector")]
    Load64Width,
    /// A 64-bit typed buffer store of such a width.
    #[error("a 64-bit typed buffer store must be a scalar or a 2-lane vector")]
    Store64Width,
    /// A 64-bit buffer load whose result is used other than by taking its
    /// value or check bit apart.
    #[error("a 64-bit buffer load may only be used by `extractvalue` of its value or check bit")]
    Load64Use,
}

// TRANSITIONAL: removed once every site builds its own variant.
impl From<String> for PassErrorKind {
    fn from(s: String) -> Self {
        PassErrorKind::Custom(s)
    }
}
impl From<&str> for PassErrorKind {
    fn from(s: &str) -> Self {
        PassErrorKind::Custom(s.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binding_messages_pluralize_and_name_the_registers() {
        let one = BindingError::CannotAllocate {
            name: "'a'".into(),
            size: 1,
            letter: 't',
            space: 0,
        };
        assert_eq!(
            one.to_string(),
            "resource cannot be allocated: 'a' needs 1 consecutive free t register in space 0"
        );
        let four = BindingError::CannotAllocate {
            name: "<unnamed>".into(),
            size: 4,
            letter: 'u',
            space: 2,
        };
        assert_eq!(
            PassErrorKind::from(four).to_string(),
            "resource cannot be allocated: <unnamed> needs 4 consecutive free u registers in space 2"
        );
    }

    #[test]
    fn forward_overwrite_names_unnamed_values() {
        let e = ForwardError::Overwrite {
            global: "g".into(),
            stored: None,
            first: Some("h".into()),
        };
        assert_eq!(
            e.to_string(),
            "handle <unnamed> stored into @g overwrites handle %h stored there before: a \
             resource global must hold one resource"
        );
    }

    #[test]
    fn handle_users_are_quoted_and_joined() {
        let e = DxilFormError::HandleUsedBy {
            users: vec!["llvm.call".into(), "llvm.store".into()],
        };
        assert_eq!(
            e.to_string(),
            "a resource handle is used by `llvm.call`, `llvm.store` which lower-dxil cannot \
             lower (handles must reach their accesses directly)"
        );
    }
}
