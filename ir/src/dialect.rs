//! The dialect registry: declarative op definitions.
//!
//! A dialect is a static table of [`OpDef`]s. The [`Context`] is made with a
//! [`DialectRegistry`]; each op name is resolved to its definition once, when
//! it is interned. Ops whose name has no definition are *unregistered*: they
//! parse and print in generic form, and the verifier reports them unless told
//! to allow them.

use crate::body::Body;
use crate::context::Context;
use crate::entity::Op;
use crate::text::OpSyntax;
use crate::types::{Type, TypeData};
use rustc_hash::FxHashMap;

bitflags::bitflags! {
    /// Properties of an op that passes rely on.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct Traits: u32 {
        /// No side effects: may be removed when unused, merged by CSE and
        /// moved into an e-graph.
        const PURE = 1 << 0;
        /// Ends a block; must be the block's last op.
        const TERMINATOR = 1 << 1;
        /// Reads memory.
        const MEM_READ = 1 << 2;
        /// Writes memory.
        const MEM_WRITE = 1 << 3;
        /// Regions may not use values defined outside the op.
        const ISOLATED_FROM_ABOVE = 1 << 4;
        /// Operands may be swapped without changing the result.
        const COMMUTATIVE = 1 << 5;
        /// All operands and results have one type.
        const SAME_OPERANDS_AND_RESULT_TYPE = 1 << 6;
        /// Defines a module-level symbol named by its `sym_name` attribute.
        const SYMBOL = 1 << 7;
        /// Returns from the enclosing function.
        const RETURN_LIKE = 1 << 8;
        /// Materializes a constant from its attributes; no operands.
        const CONSTANT_LIKE = 1 << 9;
    }
}

/// How many operands, results, successors or regions an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly this many.
    Exact(u32),
    /// This many or more.
    AtLeast(u32),
    /// Between the two bounds, inclusive.
    Between(u32, u32),
}

impl Arity {
    /// Whether `n` is allowed.
    pub fn allows(self, n: usize) -> bool {
        let n = n as u64;
        match self {
            Arity::Exact(k) => n == k as u64,
            Arity::AtLeast(k) => n >= k as u64,
            Arity::Between(lo, hi) => (lo as u64..=hi as u64).contains(&n),
        }
    }
}

impl std::fmt::Display for Arity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Arity::Exact(k) => write!(f, "{k}"),
            Arity::AtLeast(k) => write!(f, "at least {k}"),
            Arity::Between(lo, hi) => write!(f, "{lo} to {hi}"),
        }
    }
}

/// A constraint on an operand's or result's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeConstraint {
    /// Any first-class type.
    Any,
    /// `i1`.
    Bool,
    /// An integer or a vector of integers.
    IntLike,
    /// A float or a vector of floats.
    FloatLike,
    /// An integer, a float or a vector of either.
    Numeric,
    /// A pointer.
    Ptr,
    /// A vector.
    Vector,
    /// A struct or array.
    Aggregate,
    /// The named struct with this name (e.g. `dx.types.Handle`).
    Named(&'static str),
    /// A target extension type whose name starts with this prefix.
    TargetExt(&'static str),
}

impl TypeConstraint {
    /// Whether `ty` satisfies the constraint.
    pub fn allows(self, cx: &Context, ty: Type) -> bool {
        let data = cx.type_data(ty);
        match self {
            TypeConstraint::Any => data.is_first_class(),
            TypeConstraint::Bool => matches!(data, TypeData::Int(1)),
            TypeConstraint::IntLike => cx.is_int(ty),
            TypeConstraint::FloatLike => cx.is_float(ty),
            TypeConstraint::Numeric => cx.is_int(ty) || cx.is_float(ty),
            TypeConstraint::Ptr => matches!(data, TypeData::Ptr { .. }),
            TypeConstraint::Vector => matches!(data, TypeData::Vector { .. }),
            TypeConstraint::Aggregate => {
                matches!(
                    data,
                    TypeData::Struct { .. } | TypeData::Array { .. } | TypeData::Named(_)
                )
            }
            TypeConstraint::Named(n) => data.named() == Some(n),
            TypeConstraint::TargetExt(p) => {
                matches!(data, TypeData::TargetExt { name, .. } if name.starts_with(p))
            }
        }
    }
}

impl std::fmt::Display for TypeConstraint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TypeConstraint::Any => f.write_str("any first-class type"),
            TypeConstraint::Bool => f.write_str("i1"),
            TypeConstraint::IntLike => f.write_str("an integer or integer vector"),
            TypeConstraint::FloatLike => f.write_str("a float or float vector"),
            TypeConstraint::Numeric => f.write_str("an integer, float or vector of them"),
            TypeConstraint::Ptr => f.write_str("a pointer"),
            TypeConstraint::Vector => f.write_str("a vector"),
            TypeConstraint::Aggregate => f.write_str("a struct or array"),
            TypeConstraint::Named(n) => write!(f, "%{n}"),
            TypeConstraint::TargetExt(p) => write!(f, "a target(\"{p}...\") type"),
        }
    }
}

/// The kind of value an attribute must hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// Any attribute.
    Any,
    /// `unit`.
    Unit,
    /// `true`/`false`.
    Bool,
    /// A typed integer.
    Int,
    /// A typed float.
    Float,
    /// A string.
    Str,
    /// A type.
    Type,
    /// A symbol reference.
    Symbol,
    /// An array.
    Array,
    /// A dictionary.
    Dict,
    /// A typed constant: integer, float, undef, poison or zero.
    Constant,
}

/// An attribute an op declares.
#[derive(Clone, Copy, Debug)]
pub struct AttrSpec {
    /// The key.
    pub name: &'static str,
    /// What its value must be.
    pub kind: AttrKind,
    /// Whether the op must have it.
    pub required: bool,
}

/// A read-only view of one op, given to verify hooks.
#[derive(Clone, Copy)]
pub struct OpView<'a> {
    /// The context.
    pub cx: &'a Context,
    /// The body that holds the op.
    pub body: &'a Body,
    /// The op.
    pub op: Op,
}

/// The types of an op's operands or results, inline: verify hooks ask for
/// them for most ops they check, and a heap list each was two allocations
/// per op verified.
pub type TypeList = smallvec::SmallVec<[Type; 4]>;

impl<'a> OpView<'a> {
    /// The op's ordinary operand types.
    pub fn operand_types(&self) -> TypeList {
        self.body
            .operands(self.op)
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect()
    }

    /// The op's result types.
    pub fn result_types(&self) -> TypeList {
        self.body
            .results(self.op)
            .iter()
            .map(|&v| self.body.value_type(v))
            .collect()
    }

    /// The op's attribute `key`.
    pub fn attr(&self, key: &str) -> Option<crate::Attr> {
        self.body.attr(self.cx, self.op, key)
    }
}

/// An error an op's own verify hook reports.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct OpVerifyError {
    /// What rule the op broke.
    pub message: String,
}

impl OpVerifyError {
    /// An error with this message.
    pub fn new(message: impl Into<String>) -> Self {
        OpVerifyError {
            message: message.into(),
        }
    }
}

/// An op's own verification, run after the generic checks pass.
pub type VerifyHook = fn(&OpView<'_>) -> Result<(), OpVerifyError>;

/// An op's check of the types a use of it is known to have before the op
/// exists: the operand and result types a rewrite rule writes, `None`
/// where the rule leaves one to be found when it runs. It lets the rule
/// checker refuse, at load time, types the verify hook would refuse on
/// every op the rule could build; it must accept whatever that hook does.
/// It is given the op's own definition, as one hook may serve many ops.
pub type SignatureHook =
    fn(&Context, &OpDef, &[Option<Type>], &[Option<Type>]) -> Result<(), OpVerifyError>;

/// The declaration of one op.
#[derive(Clone, Copy)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line saying what the op does.
    pub summary: &'static str,
    /// Number of ordinary operands.
    pub operands: Arity,
    /// Number of results.
    pub results: Arity,
    /// Number of successor blocks.
    pub successors: Arity,
    /// Number of regions.
    pub regions: Arity,
    /// Operand constraints by position; the last one repeats for extra
    /// operands. Empty means any type.
    pub operand_types: &'static [TypeConstraint],
    /// Result constraints by position, like `operand_types`.
    pub result_types: &'static [TypeConstraint],
    /// Declared attributes. Others are allowed (they are kept and printed).
    pub attrs: &'static [AttrSpec],
    /// Properties passes rely on.
    pub traits: Traits,
    /// Extra checks, run after the declarative ones.
    pub verify: Option<VerifyHook>,
    /// Checks types known before the op is built (a rule's written ones).
    pub signature: Option<SignatureHook>,
    /// A custom text form; `None` prints and parses the generic form only.
    pub syntax: Option<&'static dyn OpSyntax>,
}

impl OpDef {
    /// A definition with no operands, results, successors, regions,
    /// attributes or traits: a base for `..OpDef::base(name, summary)`.
    pub const fn base(name: &'static str, summary: &'static str) -> OpDef {
        OpDef {
            name,
            summary,
            operands: Arity::Exact(0),
            results: Arity::Exact(0),
            successors: Arity::Exact(0),
            regions: Arity::Exact(0),
            operand_types: &[],
            result_types: &[],
            attrs: &[],
            traits: Traits::empty(),
            verify: None,
            signature: None,
            syntax: None,
        }
    }

    /// Whether the op has all of `traits`.
    pub fn has(&self, traits: Traits) -> bool {
        self.traits.contains(traits)
    }

    /// The dialect prefix of the name.
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .field("traits", &self.traits)
            .field("custom_syntax", &self.syntax.is_some())
            .finish()
    }
}

/// A dialect: a namespace and its op table.
#[derive(Debug)]
pub struct Dialect {
    /// The prefix of every op name, e.g. `llvm`.
    pub name: &'static str,
    /// One line saying what the dialect is for.
    pub summary: &'static str,
    /// Every op of the dialect.
    pub ops: &'static [OpDef],
}

/// The dialects a context knows.
#[derive(Clone, Debug, Default)]
pub struct DialectRegistry {
    dialects: Vec<&'static Dialect>,
    defs: Vec<&'static OpDef>,
    by_name: FxHashMap<&'static str, usize>,
}

impl DialectRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a dialect.
    ///
    /// # Errors
    /// [`RegistryError`] if the dialect is already registered, or if one of
    /// its ops is misnamed or defined twice.
    pub fn register(&mut self, dialect: &'static Dialect) -> Result<(), RegistryError> {
        if self.dialects.iter().any(|d| d.name == dialect.name) {
            return Err(RegistryError::DuplicateDialect(dialect.name));
        }
        for def in dialect.ops {
            if def.dialect() != dialect.name || !def.name.contains('.') {
                return Err(RegistryError::Misnamed {
                    op: def.name,
                    dialect: dialect.name,
                });
            }
            if self.by_name.contains_key(def.name) {
                return Err(RegistryError::DuplicateOp(def.name));
            }
            self.by_name.insert(def.name, self.defs.len());
            self.defs.push(def);
        }
        self.dialects.push(dialect);
        Ok(())
    }

    /// Builder form of [`register`](Self::register).
    ///
    /// # Errors
    /// As for `register`.
    pub fn with(mut self, dialect: &'static Dialect) -> Result<Self, RegistryError> {
        self.register(dialect)?;
        Ok(self)
    }

    /// The definition named `name`.
    pub fn lookup(&self, name: &str) -> Option<&'static OpDef> {
        self.by_name.get(name).map(|&i| self.defs[i])
    }

    /// The registered dialects in registration order.
    pub fn dialects(&self) -> &[&'static Dialect] {
        &self.dialects
    }

    pub(crate) fn defs(&self) -> &[&'static OpDef] {
        &self.defs
    }
}

/// A mistake in a dialect's op table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RegistryError {
    /// The dialect was registered twice.
    #[error("dialect `{0}` is already registered")]
    DuplicateDialect(&'static str),
    /// Two ops share a name.
    #[error("op `{0}` is defined twice")]
    DuplicateOp(&'static str),
    /// An op's name does not start with its dialect's name.
    #[error("op `{op}` is not named `{dialect}.<name>`")]
    Misnamed {
        /// The op.
        op: &'static str,
        /// The dialect it was declared in.
        dialect: &'static str,
    },
}
