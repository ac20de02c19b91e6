//! The verifier's errors and how they are shown.

use crate::attr::AttrData;
use crate::context::Context;
use crate::dialect::{Arity, AttrKind, OpVerifyError, TypeConstraint};
use crate::loc::Loc;
use crate::types::Type;
use std::fmt;

/// A type together with its text, so that errors print without a context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeName {
    /// The type.
    pub ty: Type,
    text: Box<str>,
}

impl TypeName {
    /// Names `ty` in LLVM syntax (`i32`, `<4 x float>`, `ptr addrspace(1)`).
    pub fn new(cx: &Context, ty: Type) -> Self {
        TypeName {
            ty,
            text: crate::text::type_to_string(cx, ty).into(),
        }
    }
}

impl fmt::Display for TypeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Whether `attr` has the shape `kind` asks for.
pub(crate) fn attr_matches(data: &AttrData, kind: AttrKind) -> bool {
    match kind {
        AttrKind::Any => true,
        AttrKind::Unit => matches!(data, AttrData::Unit),
        AttrKind::Bool => matches!(data, AttrData::Bool(_)),
        AttrKind::Int => matches!(data, AttrData::Int { .. }),
        AttrKind::Float => matches!(data, AttrData::Float { .. }),
        AttrKind::Str => matches!(data, AttrData::Str(_)),
        AttrKind::Type => matches!(data, AttrData::Type(_)),
        AttrKind::Symbol => matches!(data, AttrData::Symbol(_)),
        AttrKind::Array => matches!(data, AttrData::Array(_)),
        AttrKind::Dict => matches!(data, AttrData::Dict(_)),
        AttrKind::Constant => matches!(
            data,
            AttrData::Int { .. }
                | AttrData::Float { .. }
                | AttrData::Undef(_)
                | AttrData::Poison(_)
                | AttrData::Zero(_)
        ),
    }
}

/// How an [`AttrKind`] reads in a message.
pub(crate) struct KindName(pub AttrKind);

impl fmt::Display for KindName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self.0 {
            AttrKind::Any => "any attribute",
            AttrKind::Unit => "a unit attribute",
            AttrKind::Bool => "a boolean",
            AttrKind::Int => "an integer",
            AttrKind::Float => "a float",
            AttrKind::Str => "a string",
            AttrKind::Type => "a type",
            AttrKind::Symbol => "a symbol reference",
            AttrKind::Array => "an array",
            AttrKind::Dict => "a dictionary",
            AttrKind::Constant => "a typed constant",
        })
    }
}

/// One rule the IR breaks. Blocks are named `^bbN` by their position in
/// their region (the entry is `^bb0`), and operands `#N` by their position
/// in the op's flat operand list (ordinary operands, then successor
/// arguments), because value names only exist in printed text.
#[derive(Debug, Clone, thiserror::Error)]
pub enum VerifyError {
    // ---- Structure ------------------------------------------------------
    /// A block has no ops (so no terminator).
    #[error("block ^bb{block} is empty: every block must end with a terminator")]
    EmptyBlock {
        /// Position of the block in its region.
        block: usize,
    },
    /// The last op of a block is not a terminator.
    #[error("block ^bb{block} does not end with a terminator")]
    MissingTerminator {
        /// Position of the block in its region.
        block: usize,
    },
    /// A terminator is followed by more ops.
    #[error("a terminator must be the last op of its block")]
    TerminatorNotLast,
    /// The function's type is not a function type.
    #[error("the function's type {ty} is not a function type")]
    NotFunctionType {
        /// The type it has.
        ty: TypeName,
    },
    /// The entry block's arguments are not the parameters.
    #[error("the entry block has {found} arguments but the function has {expected} parameters")]
    EntryArgCount {
        /// Number of parameters.
        expected: usize,
        /// Number of entry block arguments.
        found: usize,
    },
    /// An entry block argument's type is not its parameter's type.
    #[error(
        "entry block argument #{index} has type {found} but the parameter has type {expected}"
    )]
    EntryArgType {
        /// Which argument.
        index: usize,
        /// The parameter's type.
        expected: TypeName,
        /// The argument's type.
        found: TypeName,
    },

    // ---- Successors -----------------------------------------------------
    /// A successor block was erased.
    #[error("successor #{index} is not a live block of this function")]
    DeadSuccessor {
        /// Which successor.
        index: usize,
    },
    /// A branch targets a block of another region.
    #[error("successor #{index} is not in the branch's region")]
    SuccessorNotInRegion {
        /// Which successor.
        index: usize,
    },
    /// A branch targets its region's entry block.
    #[error(
        "successor #{index} is the entry block of its region, which cannot be a branch target"
    )]
    EntryIsSuccessor {
        /// Which successor.
        index: usize,
    },
    /// A branch passes the wrong number of arguments.
    #[error("successor #{index} (^bb{block}) takes {expected} arguments, but {found} are passed")]
    SuccessorArgCount {
        /// Which successor.
        index: usize,
        /// The target's position in its region.
        block: usize,
        /// The target's number of arguments.
        expected: usize,
        /// Number passed.
        found: usize,
    },
    /// A branch passes an argument of the wrong type.
    #[error("argument #{arg} passed to successor #{index} has type {found}, but the block argument has type {expected}")]
    SuccessorArgType {
        /// Which successor.
        index: usize,
        /// Which argument.
        arg: usize,
        /// The block argument's type.
        expected: TypeName,
        /// The passed value's type.
        found: TypeName,
    },

    // ---- Op definitions -------------------------------------------------
    /// The op's name has no definition.
    #[error("op is not registered (unregistered ops are not allowed)")]
    Unregistered,
    /// Wrong number of ordinary operands.
    #[error("expects {expected} operands, found {found}")]
    OperandCount {
        /// What the definition allows.
        expected: Arity,
        /// What the op has.
        found: usize,
    },
    /// Wrong number of results.
    #[error("expects {expected} results, found {found}")]
    ResultCount {
        /// What the definition allows.
        expected: Arity,
        /// What the op has.
        found: usize,
    },
    /// Wrong number of successors.
    #[error("expects {expected} successors, found {found}")]
    SuccessorCount {
        /// What the definition allows.
        expected: Arity,
        /// What the op has.
        found: usize,
    },
    /// Wrong number of regions.
    #[error("expects {expected} regions, found {found}")]
    RegionCount {
        /// What the definition allows.
        expected: Arity,
        /// What the op has.
        found: usize,
    },
    /// An operand's type breaks its constraint.
    #[error("operand #{index} must be {expected}, found {found}")]
    OperandType {
        /// Which operand.
        index: usize,
        /// The constraint.
        expected: TypeConstraint,
        /// The operand's type.
        found: TypeName,
    },
    /// A result's type breaks its constraint.
    #[error("result #{index} must be {expected}, found {found}")]
    ResultType {
        /// Which result.
        index: usize,
        /// The constraint.
        expected: TypeConstraint,
        /// The result's type.
        found: TypeName,
    },
    /// A required attribute is missing.
    #[error("requires attribute `{name}`")]
    MissingAttr {
        /// The attribute's key.
        name: &'static str,
    },
    /// An attribute has the wrong kind of value.
    #[error("attribute `{name}` must be {}", KindName(*.expected))]
    AttrKind {
        /// The attribute's key.
        name: &'static str,
        /// The kind it must have.
        expected: AttrKind,
    },
    /// An op with `SAME_OPERANDS_AND_RESULT_TYPE` mixes types.
    #[error("all operands and results must have one type, but {found} differs from {expected}")]
    NotSameType {
        /// The first operand's (or result's) type.
        expected: TypeName,
        /// The first type that differs.
        found: TypeName,
    },
    /// A return passes the wrong number of values.
    #[error("returns {found} values, but the function returns {expected}")]
    ReturnCount {
        /// 0 for `void`, else 1.
        expected: usize,
        /// Number of operands.
        found: usize,
    },
    /// A return passes a value of the wrong type.
    #[error("returns a value of type {found}, but the function returns {expected}")]
    ReturnType {
        /// The function's return type.
        expected: TypeName,
        /// The operand's type.
        found: TypeName,
    },
    /// A symbol op has no string `sym_name`.
    #[error("a symbol op needs a string `sym_name` attribute")]
    MissingSymbolName,
    /// The op's own verify hook failed.
    #[error("{0}")]
    Hook(#[source] OpVerifyError),

    // ---- Values ---------------------------------------------------------
    /// A result or block argument has a type values cannot have.
    #[error("{what} has type {ty}, which is not a first-class type")]
    NotFirstClass {
        /// `result #N` or `argument #N of ^bbM`.
        what: ValueSite,
        /// The type.
        ty: TypeName,
    },
    /// An operand is not a live value of this body.
    #[error("operand #{index} is not a live value of this function")]
    DeadOperand {
        /// Which operand.
        index: usize,
    },
    /// An operand is a forward reference that was never resolved.
    #[error("operand #{index} is an unresolved forward reference")]
    PlaceholderOperand {
        /// Which operand.
        index: usize,
    },
    /// An operand is defined by an op or block that is not placed.
    #[error("operand #{index} is defined by an op or block that is not in the function")]
    DetachedDef {
        /// Which operand.
        index: usize,
    },
    /// An operand is defined later in the same block.
    #[error("operand #{index} is used before it is defined")]
    UseBeforeDef {
        /// Which operand.
        index: usize,
    },
    /// An operand's defining block does not dominate the use.
    #[error("operand #{index} is defined in ^bb{def_block}, which does not dominate its use in ^bb{use_block}")]
    NotDominated {
        /// Which operand.
        index: usize,
        /// Position of the defining block.
        def_block: usize,
        /// Position of the block of the use (or of the op that holds it).
        use_block: usize,
    },
    /// An operand is defined in a region that does not enclose the use.
    #[error("operand #{index} is defined in a region that does not enclose this use")]
    NotVisible {
        /// Which operand.
        index: usize,
    },
    /// An operand crosses into a region that is isolated from above.
    #[error(
        "operand #{index} is defined outside `{isolated}`, whose regions are isolated from above"
    )]
    IsolatedUse {
        /// Which operand.
        index: usize,
        /// The isolated op's name.
        isolated: &'static str,
    },
}

/// A value named in an error: an op's result or a block's argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueSite {
    /// Result `N` of the op.
    Result(usize),
    /// Argument `index` of block `^bb{block}`.
    BlockArg {
        /// Position of the block in its region.
        block: usize,
        /// Which argument.
        index: usize,
    },
}

impl fmt::Display for ValueSite {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueSite::Result(i) => write!(f, "result #{i}"),
            ValueSite::BlockArg { block, index } => write!(f, "argument #{index} of ^bb{block}"),
        }
    }
}

/// A [`VerifyError`] with where it is: the op's (or function's) location,
/// the function's name and the op's name.
#[derive(Debug, Clone)]
pub struct VerifyDiagnostic {
    /// What is wrong.
    pub error: VerifyError,
    /// Where: the op's location, or the function's for function-level errors.
    pub loc: Loc,
    /// The function, or `None` for module-level ops.
    pub function: Option<Box<str>>,
    /// The op's name, or `None` for function-level errors.
    pub op: Option<Box<str>>,
    /// `loc.file`'s name, kept so that `Display` needs no context.
    file: Box<str>,
}

impl VerifyDiagnostic {
    pub(crate) fn new(
        cx: &Context,
        error: VerifyError,
        loc: Loc,
        function: Option<&str>,
        op: Option<&str>,
    ) -> Self {
        VerifyDiagnostic {
            error,
            loc,
            function: function.map(Into::into),
            op: op.map(Into::into),
            file: cx.file_name(loc.file).into(),
        }
    }

    /// Renders `FILE:LINE:COL: error: in @func: `op.name`: MESSAGE`.
    ///
    /// The location part is left out when the location is unknown, the
    /// function part for module-level ops and the op part for errors about a
    /// function or block as a whole.
    pub fn render(&self, cx: &Context) -> String {
        self.render_with(cx.file_name(self.loc.file))
    }

    fn render_with(&self, file: &str) -> String {
        let mut s = String::new();
        if !self.loc.is_unknown() {
            if !file.is_empty() {
                s.push_str(file);
                s.push(':');
            }
            s.push_str(&format!("{}:{}: ", self.loc.line, self.loc.col));
        }
        s.push_str("error: ");
        if let Some(f) = &self.function {
            s.push_str(&format!("in @{f}: "));
        }
        if let Some(op) = &self.op {
            s.push_str(&format!("`{op}`: "));
        }
        s.push_str(&self.error.to_string());
        s
    }
}

impl fmt::Display for VerifyDiagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_with(&self.file))
    }
}

impl std::error::Error for VerifyDiagnostic {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Every error the verifier found, in program order.
#[derive(Debug, Clone, Default)]
pub struct VerifyErrors(pub Vec<VerifyDiagnostic>);

impl VerifyErrors {
    /// The errors.
    pub fn iter(&self) -> std::slice::Iter<'_, VerifyDiagnostic> {
        self.0.iter()
    }

    /// Number of errors.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for VerifyErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifyErrors {}

impl IntoIterator for VerifyErrors {
    type Item = VerifyDiagnostic;
    type IntoIter = std::vec::IntoIter<VerifyDiagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a VerifyErrors {
    type Item = &'a VerifyDiagnostic;
    type IntoIter = std::slice::Iter<'a, VerifyDiagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
