//! The compiled form of a rule, shared by both engines.
//!
//! A [`CompiledRule`] is what the checker makes of a rule's text: every
//! name resolved (ops to [`OpName`]s, variables to [`VarId`] slots, builtins
//! to functions), every kind checked. It has three parts:
//!
//! - the **pattern**, a small graph of [`PatOp`]s rooted at `ops[0]` whose
//!   operand edges point at other pattern ops, with type, attribute and
//!   constant requirements;
//! - the **clauses**, `where` guards and `let` bindings evaluated in order
//!   over [`Bindings`];
//! - the **replacement**, a list of ops to build and the values that replace
//!   the root's results.
//!
//! Evaluation is engine-neutral. [`Bindings`] is generic over the handle of
//! a matched value (`V`): the greedy driver uses [`dxir_ir::Value`]; an
//! e-graph engine uses its e-class ids. [`CompiledRule::check_clauses`] and
//! [`CompiledRule::plan`] work on any `V`, and a [`Plan`] describes the ops to
//! add without touching IR, so each engine materializes it its own way. The
//! IR-specific parts, [`CompiledRule::try_match`] (structure and clauses on a
//! [`Body`]) and [`CompiledRule::apply`] (build the plan before the root and
//! replace it), are thin layers over those.

use crate::builtins::{BVal, BuiltinError, BuiltinFn, Kind};
use crate::error::{ReplaceTypeError, RewriteError, SourcePos};
use crate::syntax::ast::{BinOp, Special};
use dxir_ir::{
    parse_attr, sign_extend, truncate, type_to_string, Attr, AttrData, AttrDict, Body,
    ConstantPool, Context, Ident, Op, OpName, OpSpec, Traits, Type, TypeData, Value, ValueDef,
};
use hashbrown::HashTable;
use smallvec::SmallVec;
use std::sync::Arc;

/// A variable's slot in a rule's [`Bindings`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// Where a variable gets its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarOrigin {
    /// Bound by matching the pattern.
    Pattern,
    /// Bound by a `let`.
    Let,
    /// A result of an op the replacement builds.
    Rewrite,
}

/// A variable of a rule.
#[derive(Clone, Debug)]
pub struct VarInfo {
    /// The name with its sigil, e.g. `$T`.
    pub name: String,
    /// What it holds.
    pub kind: Kind,
    /// Where it is bound.
    pub origin: VarOrigin,
}

/// A value bound to a variable. `V` is the engine's handle of an SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound<V> {
    /// A value, with its type.
    Value(V, Type),
    /// A type.
    Type(Type),
    /// An integer.
    Int(i128),
    /// An attribute (a constant operand's value, or an op attribute).
    Attr(Attr),
    /// A truth value.
    Bool(bool),
}

impl<V> Bound<V> {
    /// The same binding for any engine's values, unless it is a value.
    pub fn value_free<W>(self) -> Option<Bound<W>> {
        match self {
            Bound::Value(..) => None,
            Bound::Type(t) => Some(Bound::Type(t)),
            Bound::Int(n) => Some(Bound::Int(n)),
            Bound::Attr(a) => Some(Bound::Attr(a)),
            Bound::Bool(x) => Some(Bound::Bool(x)),
        }
    }
}

/// The values of a rule's variables during one match.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bindings<V = Value> {
    slots: Vec<Option<Bound<V>>>,
    /// The operand lists bound by `%xs...`, by variable (few per rule).
    lists: Vec<(VarId, ValueList<V>)>,
}

/// The values (with their types) bound to a list variable.
pub type ValueList<V> = SmallVec<[(V, Type); 4]>;

/// Where a matched value is bound: a variable's slot, or item `k` of a
/// list variable. A plan made over these (see
/// [`Bindings::value_places`]) stands for every match whose bindings differ
/// only in their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoundAt {
    /// The value of variable slot `n`.
    Var(u32),
    /// Item `k` of list variable `var`.
    Item(u32, u32),
}

/// What a rule's clauses and replacement came to, by rule and by the
/// shape of its bindings (the bindings without their values, see
/// [`Bindings::value_places`]): the clauses and the planning read only
/// types, integers and attributes, so a rule rewriting many ops of the
/// same types evaluates its clauses and plans once per shape, not once
/// per op. The greedy driver takes one from its rule set's [`ShapePool`]
/// for a run over one body and gives it back after; a plan that fails is
/// not kept.
#[derive(Debug, Default)]
pub struct ShapeCache {
    /// The clauses' outcome: the bindings they leave (with the `let`
    /// variables bound), or why they failed.
    /// A miss is shared, not copied, each time its shape comes back: a
    /// run meets tens of thousands of them and records a few.
    clauses: HashTable<Shaped<ClauseOutcome>>,
    /// The plans, by the bindings after the clauses and the root's result
    /// types.
    plans: HashTable<Shaped<PlaceholderPlan>>,
}

/// A [`ShapeCache`] entry: what rule `order` came to for bindings whose
/// value places are `places` (and, for a plan, whose root has result
/// types `types`), filed under [`Bindings::shape_hash`] of them. Looked up
/// from the bindings of a match without making their places, which is
/// done only for a shape met for the first time: on the benchmark's M,
/// the two lookups of every matched op made and freed two vectors each.
#[derive(Debug)]
struct Shaped<T> {
    hash: u64,
    order: u32,
    places: Bindings<BoundAt>,
    types: SmallVec<[Type; 2]>,
    what: T,
}

impl<T> Shaped<T> {
    /// Whether this entry is for rule `order`, bindings `b` and root
    /// result types `types`.
    fn is_for<V: Copy + Eq>(&self, order: u32, b: &Bindings<V>, types: &[Type]) -> bool {
        self.order == order && self.types.as_slice() == types && b.has_places(&self.places)
    }
}

/// The clauses' outcome for one shape: the bindings they leave, or why
/// they failed.
type ClauseOutcome = Result<Bindings<BoundAt>, Arc<Miss>>;

/// The [`ShapeCache`]s of one rule set, kept between runs: what a cache
/// holds depends only on the rule set, the shapes and the context the
/// types, integers and attributes are interned in, so the functions of a
/// module, rewritten one after another or on several threads, share the
/// clauses and plans their ops have in common instead of making them again
/// for each function. A run takes a cache of its context (a new one when
/// none is free) and gives it back when it is done. A rule set is shared
/// with the context's forks ([`Context::derived`]), where an id interned
/// after the fork means something else: caches are kept by
/// [`Context::id`], and only the [`KEPT_SHAPE_CACHES`] given back last.
#[derive(Default)]
pub struct ShapePool(std::sync::Mutex<Vec<(u64, ShapeCache)>>);

/// How many caches a [`ShapePool`] keeps: a few per thread of a run, for
/// the contexts used last (`lower --out-dir` lowers each module in a fork).
pub const KEPT_SHAPE_CACHES: usize = 16;

impl ShapePool {
    /// A kept cache of `cx`, or a new one.
    pub fn take(&self, cx: &Context) -> ShapeCache {
        let mut caches = self.caches();
        match caches.iter().rposition(|(id, _)| *id == cx.id()) {
            Some(i) => caches.remove(i).1,
            None => ShapeCache::default(),
        }
    }

    /// Keeps `cache`, made in `cx`, for the next run in `cx`.
    pub fn give_back(&self, cx: &Context, cache: ShapeCache) {
        let mut caches = self.caches();
        if caches.len() >= KEPT_SHAPE_CACHES {
            caches.remove(0);
        }
        caches.push((cx.id(), cache));
    }

    fn caches(&self) -> std::sync::MutexGuard<'_, Vec<(u64, ShapeCache)>> {
        // A run that panicked left whole caches or none: the list is sound.
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A copy of a rule set starts with no caches (they are only a speed-up).
impl Clone for ShapePool {
    fn clone(&self) -> Self {
        ShapePool::default()
    }
}

impl std::fmt::Debug for ShapePool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ShapePool({} kept)", self.caches().len())
    }
}

/// A cached plan whose matched values are indices into the places they
/// are bound at (each place once).
#[derive(Debug)]
struct PlaceholderPlan {
    plan: Plan<u32>,
    places: SmallVec<[BoundAt; 8]>,
}

impl PlaceholderPlan {
    fn new(plan: &Plan<BoundAt>) -> Self {
        let mut places: SmallVec<[BoundAt; 8]> = SmallVec::new();
        let plan = plan.map_values(|at| {
            let i = places.iter().position(|&p| p == at).unwrap_or_else(|| {
                places.push(at);
                places.len() - 1
            });
            i as u32
        });
        PlaceholderPlan { plan, places }
    }
}

/// The planned values of one rewrite operand (several for a list).
type PlannedList<V> = SmallVec<[(PlannedValue<V>, Type); 4]>;

impl<V: Copy + Eq> Bindings<V> {
    /// Bindings with `n` empty slots.
    pub fn new(n: usize) -> Self {
        Bindings {
            slots: vec![None; n],
            lists: Vec::new(),
        }
    }

    /// The values bound to the list variable `var` (`%xs...`).
    pub fn list(&self, var: VarId) -> Option<&[(V, Type)]> {
        self.lists
            .iter()
            .find(|(v, _)| *v == var)
            .map(|(_, l)| l.as_slice())
    }

    /// Binds the list variable `var`, or says whether it already holds
    /// exactly `values` (a list used twice in a pattern).
    pub fn unify_list(&mut self, var: VarId, values: &[(V, Type)]) -> bool {
        if let Some(old) = self.list(var) {
            return old == values;
        }
        self.lists.push((var, values.iter().copied().collect()));
        true
    }

    /// The value of `var`, if bound.
    pub fn get(&self, var: VarId) -> Option<Bound<V>> {
        self.slots.get(var.0 as usize).copied().flatten()
    }

    /// Binds `var`.
    pub fn set(&mut self, var: VarId, value: Bound<V>) {
        if let Some(s) = self.slots.get_mut(var.0 as usize) {
            *s = Some(value);
        }
    }

    /// The same bindings with each matched value replaced by where it is
    /// bound ([`BoundAt`]): what a plan depends on, as planning reads the
    /// types, integers and attributes and passes the values through.
    pub fn value_places(&self) -> Bindings<BoundAt> {
        Bindings {
            slots: self
                .slots
                .iter()
                .enumerate()
                .map(|(i, &s)| place_of(i, s))
                .collect(),
            lists: self
                .lists
                .iter()
                .map(|(var, items)| {
                    let places = items
                        .iter()
                        .enumerate()
                        .map(|(k, &(_, t))| (BoundAt::Item(var.0, k as u32), t))
                        .collect();
                    (*var, places)
                })
                .collect(),
        }
    }

    /// The hash a [`ShapeCache`] files the [`value_places`](Self::value_places)
    /// of these bindings under, for rule `order` and root result types
    /// `types`, computed without making the places.
    fn shape_hash(&self, order: u32, types: &[Type]) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        order.hash(&mut h);
        types.hash(&mut h);
        self.slots.len().hash(&mut h);
        for (i, &s) in self.slots.iter().enumerate() {
            place_of(i, s).hash(&mut h);
        }
        self.lists.len().hash(&mut h);
        for (var, items) in &self.lists {
            var.hash(&mut h);
            items.len().hash(&mut h);
            items.iter().for_each(|(_, t)| t.hash(&mut h));
        }
        h.finish()
    }

    /// Whether `places` are the [`value_places`](Self::value_places) of
    /// these bindings.
    fn has_places(&self, places: &Bindings<BoundAt>) -> bool {
        self.slots.len() == places.slots.len()
            && self
                .slots
                .iter()
                .zip(&places.slots)
                .enumerate()
                .all(|(i, (&s, &p))| place_of(i, s) == p)
            && self.lists.len() == places.lists.len()
            && self
                .lists
                .iter()
                .zip(&places.lists)
                .all(|((var, items), (pvar, pitems))| {
                    var == pvar
                        && items.len() == pitems.len()
                        && items
                            .iter()
                            .zip(pitems)
                            .enumerate()
                            .all(|(k, (&(_, t), &p))| p == (BoundAt::Item(var.0, k as u32), t))
                })
    }

    /// The value bound at `at`, if these bindings have one there.
    pub fn value_at(&self, at: BoundAt) -> Option<V> {
        match at {
            BoundAt::Var(i) => match self.slots.get(i as usize).copied().flatten() {
                Some(Bound::Value(v, _)) => Some(v),
                _ => None,
            },
            BoundAt::Item(var, k) => self
                .list(VarId(var))
                .and_then(|l| l.get(k as usize))
                .map(|&(v, _)| v),
        }
    }

    /// Binds `var` if it is free; otherwise says whether it already holds
    /// `value` (non-linear patterns: a variable that occurs twice must
    /// match the same thing twice).
    pub fn unify(&mut self, var: VarId, value: Bound<V>) -> bool {
        match self.get(var) {
            Some(old) => old == value,
            None => {
                self.set(var, value);
                true
            }
        }
    }
}

/// Where slot `i`, bound to `s`, puts a plan: a value by its place (its
/// type kept), anything else as it is.
fn place_of<V>(i: usize, s: Option<Bound<V>>) -> Option<Bound<BoundAt>> {
    s.and_then(|b| match b {
        Bound::Value(_, t) => Some(Bound::Value(BoundAt::Var(i as u32), t)),
        other => other.value_free(),
    })
}

// ---- Patterns -------------------------------------------------------------

/// An integer inside a type pattern (a vector length, an address space, a
/// target type parameter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntPat {
    /// `_`.
    Any,
    /// A literal.
    Exact(u64),
    /// A variable (of kind [`Kind::Int`], or [`Kind::Attr`] holding an
    /// integer when built).
    Var(VarId),
}

/// A parameter of a target type pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TargetParamPat {
    /// A type parameter.
    Type(TypePat),
    /// An integer parameter.
    Int(IntPat),
    /// `_`: one parameter of either kind.
    Any,
}

/// A type with holes. Matched against types in patterns; built from
/// bindings in guards and replacements. Subtrees without holes are
/// [`TypePat::Exact`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypePat {
    /// `_`.
    Any,
    /// A type with no holes.
    Exact(Type),
    /// `$T`.
    Var(VarId),
    /// `ptr addrspace(N)`.
    Ptr(IntPat),
    /// `<N x T>`.
    Vector(IntPat, Box<TypePat>),
    /// `[N x T]`.
    Array(IntPat, Box<TypePat>),
    /// `{T, U}` / `<{T, U}>`.
    Struct(Vec<TypePat>, bool),
    /// `target("name", ...)`.
    Target(Box<str>, Vec<TargetParamPat>),
    /// `R (T, U)`.
    Function(Box<TypePat>, Vec<TypePat>, bool),
}

/// What a constant operand must be.
#[derive(Clone, Debug)]
pub enum ConstPat {
    /// Any constant (bound to nothing).
    Any,
    /// `#c`: binds (or, if bound, must equal) the constant's attribute.
    Bind(VarId),
    /// An integer literal: any integer constant with this value (it must
    /// fit the constant's width, signed or unsigned).
    Int(i128),
    /// Exactly this attribute (a typed literal).
    Attr(Attr),
    /// An attribute computed once the whole pattern has matched (a literal
    /// whose type is a variable).
    Deferred(CExpr),
}

/// What an attribute of a matched op must be.
#[derive(Clone, Debug)]
pub enum AttrPat {
    /// `_`: present, any value.
    Any,
    /// `#a`: binds (or must equal) the attribute.
    Bind(VarId),
    /// Exactly this attribute.
    Eq(Attr),
    /// An integer attribute of any type with this value.
    Int(i128),
    /// An array whose elements match in order.
    Array(Vec<AttrPat>),
    /// A type attribute whose type matches.
    Type(TypePat),
    /// An attribute computed once the whole pattern has matched.
    Deferred(CExpr),
}

/// What an operand of a pattern op is.
#[derive(Clone, Debug)]
pub enum PatOperandKind {
    /// `_`.
    Any,
    /// `%x`: binds (or must equal) the value.
    Bind(VarId),
    /// Result `result` of pattern op `op`.
    Op {
        /// Index into [`PatternGraph::ops`].
        op: u32,
        /// Which result of it.
        result: u32,
    },
    /// A constant: the value of a `CONSTANT_LIKE` op with a `value`
    /// attribute.
    Const(ConstPat),
    /// `%xs...`: the rest of the operands, bound as a list (the last
    /// operand of a pattern op only; the op may have any number more).
    Rest(VarId),
}

/// How many operands `pat` requires of an op: exactly so many, or at
/// least the fixed ones when its last operand is a list.
pub fn operand_count_fits(pat: &[PatOperand], n: usize) -> bool {
    match pat.last() {
        Some(PatOperand {
            kind: PatOperandKind::Rest(_),
            ..
        }) => n + 1 >= pat.len(),
        _ => n == pat.len(),
    }
}

/// An operand of a pattern op.
#[derive(Clone, Debug)]
pub struct PatOperand {
    /// What it must be.
    pub kind: PatOperandKind,
    /// Its type, if constrained.
    pub ty: Option<TypePat>,
}

/// The result types a pattern op requires.
#[derive(Clone, Debug)]
pub enum ResultTypes {
    /// No requirement.
    Unknown,
    /// Every result has this type (the same-type form `: T`).
    All(TypePat),
    /// One type per result.
    Each(Vec<TypePat>),
}

/// One op of a pattern.
#[derive(Clone, Debug)]
pub struct PatOp {
    /// Its name.
    pub name: OpName,
    /// Its operands; the matched op must have exactly this many.
    pub operands: Vec<PatOperand>,
    /// How many results it must have, if that is fixed.
    pub num_results: Option<u32>,
    /// Variables bound to its results, by position.
    pub result_vars: Vec<Option<VarId>>,
    /// Its result types.
    pub result_types: ResultTypes,
    /// Attributes it must have. Others are allowed.
    pub attrs: Vec<(Ident, AttrPat)>,
}

/// A pattern: ops connected by operand edges. `ops[0]` is the root, and
/// every other op is reached from it through [`PatOperandKind::Op`] edges.
/// There are no choice points: each pattern op matches the op that defines
/// the operand it is reached through, so matching never backtracks.
#[derive(Clone, Debug)]
pub struct PatternGraph {
    /// The ops; `ops[0]` is the root.
    pub ops: Vec<PatOp>,
}

impl PatternGraph {
    /// The levels of ops whose operands a match reads: 1 for the root
    /// alone, 2 when it also reads the ops defining the root's operands,
    /// and so on (a constant operand's op adds none: its operands and
    /// attributes never change). A match can change only when an op
    /// within these levels gets other operands.
    pub fn depth(&self) -> usize {
        fn level(g: &PatternGraph, i: usize, seen: &mut [usize]) -> usize {
            if seen[i] != 0 {
                return seen[i];
            }
            // Patterns are trees reached from the root; a cycle cannot be
            // written, but the guard keeps this finite regardless.
            seen[i] = 1;
            let below = g.ops[i]
                .operands
                .iter()
                .filter_map(|po| match po.kind {
                    PatOperandKind::Op { op, .. } if (op as usize) < g.ops.len() => {
                        Some(level(g, op as usize, seen))
                    }
                    _ => None,
                })
                .max()
                .unwrap_or(0);
            seen[i] = below + 1;
            seen[i]
        }
        if self.ops.is_empty() {
            return 0;
        }
        level(self, 0, &mut vec![0; self.ops.len()])
    }
}

// ---- Expressions -------------------------------------------------------------

/// A conversion the checker inserted between kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conv {
    /// An integer attribute's value (sign-extended from its width).
    AttrToInt,
    /// `true`/`false` as a bool attribute.
    BoolToAttr,
    /// A type as a type attribute.
    TypeToAttr,
    /// A value's type.
    ValueType,
}

/// A checked expression.
#[derive(Clone)]
pub enum CExpr {
    /// A variable, as its own kind.
    Var(VarId),
    /// An integer.
    Int(i128),
    /// A truth value.
    Bool(bool),
    /// An attribute.
    Attr(Attr),
    /// A type, built from the bindings.
    Type(TypePat),
    /// A type attribute, built from the bindings.
    TypeAttr(TypePat),
    /// An array attribute (items are attributes).
    Array(Vec<CExpr>),
    /// A builtin call.
    Call {
        /// The builtin's name.
        name: Arc<str>,
        /// Its function.
        f: BuiltinFn,
        /// Arguments, already converted to the parameter kinds.
        args: Vec<CExpr>,
    },
    /// `e : T` with `e` an integer (or integer attribute): an integer
    /// attribute of type `T`.
    IntAttr(Box<CExpr>, TypePat),
    /// A literal whose type is only known when the rule runs: its text is
    /// read with the IR's own literal rules then.
    Literal(Box<str>, TypePat),
    /// `undef`/`poison`/`zeroinitializer` of a type known when the rule runs.
    Special(Special, TypePat),
    /// A conversion.
    Conv(Box<CExpr>, Conv),
    /// `!e`.
    Not(Box<CExpr>),
    /// `a && b`, `a || b` (short-circuit), or a comparison.
    Binary(BinOp, Box<CExpr>, Box<CExpr>),
    /// `e in [a, b]`.
    In(Box<CExpr>, Vec<CExpr>),
}

impl std::fmt::Debug for CExpr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CExpr::Var(v) => write!(f, "Var({})", v.0),
            CExpr::Int(n) => write!(f, "Int({n})"),
            CExpr::Bool(b) => write!(f, "Bool({b})"),
            CExpr::Attr(a) => write!(f, "{a:?}"),
            CExpr::Type(t) => write!(f, "Type({t:?})"),
            CExpr::TypeAttr(t) => write!(f, "TypeAttr({t:?})"),
            CExpr::Array(a) => f.debug_list().entries(a).finish(),
            CExpr::Call { name, args, .. } => write!(f, "{name}{args:?}"),
            CExpr::IntAttr(e, t) => write!(f, "IntAttr({e:?}, {t:?})"),
            CExpr::Literal(s, t) => write!(f, "Literal({s}, {t:?})"),
            CExpr::Special(s, t) => write!(f, "{s:?}({t:?})"),
            CExpr::Conv(e, c) => write!(f, "{c:?}({e:?})"),
            CExpr::Not(e) => write!(f, "Not({e:?})"),
            CExpr::Binary(op, a, b) => write!(f, "({a:?} {op} {b:?})"),
            CExpr::In(e, l) => write!(f, "In({e:?}, {l:?})"),
        }
    }
}

/// Why an expression has no value for this match. Not an error of the
/// run: the rule just does not apply (a near miss).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvalError {
    /// A builtin refused its arguments.
    #[error("`{name}`: {error}")]
    Builtin {
        /// The builtin.
        name: String,
        /// Its reason.
        #[source]
        error: BuiltinError,
    },
    /// An attribute used as an integer is not an integer.
    #[error("{found} is not an integer")]
    NotInt {
        /// The attribute, as text.
        found: String,
    },
    /// An integer that does not fit the type it is given.
    #[error("{value} does not fit in {ty}")]
    IntRange {
        /// The value.
        value: i128,
        /// The type, as text.
        ty: String,
    },
    /// A literal that cannot have the type it is given.
    #[error("`{text}` cannot have type {ty}")]
    Literal {
        /// The literal.
        text: String,
        /// The type, as text.
        ty: String,
    },
    /// A constant whose attribute has another type than its operand.
    #[error("constant {found} cannot have type {ty}")]
    ConstType {
        /// The attribute, as text.
        found: String,
        /// The type, as text.
        ty: String,
    },
    /// A type that cannot be built (a zero-length vector, a width out of
    /// range).
    #[error("cannot build a type: {0}")]
    BadType(&'static str),
    /// A value whose type differs from the type the rewrite gives it.
    #[error("operand {index} of `{op}` has type {found}, but the rewrite says {expected}")]
    OperandType {
        /// The op.
        op: String,
        /// The operand.
        index: usize,
        /// The value's type.
        found: String,
        /// The type written.
        expected: String,
    },
    /// A variable with no value (the checker rules this out for loaded
    /// rules; hand-made bindings can still lack one).
    #[error("variable {0} has no value")]
    Unbound(String),
    /// A `fold` or `repeat` range that is empty the wrong way round or
    /// longer than `MAX_RANGE` (1024) steps.
    #[error("the range {from} .. {to} is not between 0 and {max} steps long", max = MAX_RANGE)]
    Range {
        /// The first index.
        from: i128,
        /// One past the last.
        to: i128,
    },
    /// An op built with another number of operands than it takes (a
    /// `repeat` or a spliced list of the wrong length).
    #[error("`{op}` takes {expected} operands; the rewrite gives it {found}")]
    OperandCount {
        /// The op.
        op: String,
        /// What the op takes.
        expected: String,
        /// How many the rewrite built.
        found: usize,
    },
    /// A value of another kind than the expression needs (likewise ruled
    /// out by the checker).
    #[error("expected {}, found {}", .expected.article(), .found.article())]
    Kind {
        /// What was needed.
        expected: Kind,
        /// What there was.
        found: Kind,
    },
}

pub(crate) fn ty_str(cx: &Context, t: Type) -> String {
    type_to_string(cx, t)
}

/// The integer value of an integer attribute, sign-extended.
pub(crate) fn attr_int(cx: &Context, a: Attr) -> Option<i128> {
    match cx.attr_data(a) {
        AttrData::Int { bits, ty } => Some(sign_extend(*bits, cx.int_width(*ty)?)),
        AttrData::Bool(b) => Some(*b as i128),
        _ => None,
    }
}

/// Whether `value` fits `width` bits as a signed or an unsigned number.
fn fits(value: i128, width: u32) -> bool {
    if width >= 128 {
        return true;
    }
    let min = -(1i128 << (width - 1));
    let max = (1i128 << width) - 1;
    (min..=max).contains(&value)
}

/// An integer attribute of type `ty` with value `value`.
fn make_int_attr(cx: &Context, ty: Type, value: i128) -> Result<Attr, EvalError> {
    match cx.int_width(ty) {
        Some(w) if matches!(cx.type_data(ty), TypeData::Int(_)) && fits(value, w) => Ok(cx
            .intern_attr(AttrData::Int {
                bits: truncate(value as u128, w),
                ty,
            })),
        Some(_) if matches!(cx.type_data(ty), TypeData::Int(_)) => Err(EvalError::IntRange {
            value,
            ty: ty_str(cx, ty),
        }),
        _ => Err(EvalError::Literal {
            text: value.to_string(),
            ty: ty_str(cx, ty),
        }),
    }
}

impl CExpr {
    /// Evaluates the expression over `b`.
    ///
    /// # Errors
    /// [`EvalError`] when a builtin fails or a conversion does not apply.
    pub fn eval<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &Bindings<V>,
        vars: &[VarInfo],
    ) -> Result<BVal, EvalError> {
        let var = |v: VarId| {
            b.get(v).ok_or_else(|| {
                EvalError::Unbound(
                    vars.get(v.0 as usize)
                        .map_or_else(|| format!("#{}", v.0), |i| i.name.clone()),
                )
            })
        };
        Ok(match self {
            CExpr::Var(v) => match var(*v)? {
                Bound::Value(_, _) => {
                    return Err(EvalError::Kind {
                        expected: Kind::Type,
                        found: Kind::Value,
                    })
                }
                Bound::Type(t) => BVal::Type(t),
                Bound::Int(n) => BVal::Int(n),
                Bound::Attr(a) => BVal::Attr(a),
                Bound::Bool(x) => BVal::Bool(x),
            },
            CExpr::Int(n) => BVal::Int(*n),
            CExpr::Bool(x) => BVal::Bool(*x),
            CExpr::Attr(a) => BVal::Attr(*a),
            CExpr::Type(t) => BVal::Type(build_type(cx, t, b)?),
            CExpr::TypeAttr(t) => BVal::Attr(cx.type_attr(build_type(cx, t, b)?)),
            CExpr::Array(items) => {
                let mut out = Vec::with_capacity(items.len());
                for i in items {
                    out.push(i.eval_attr(cx, b, vars)?);
                }
                BVal::Attr(cx.intern_attr(AttrData::Array(out)))
            }
            CExpr::Call { name, f, args } => {
                let mut vals: SmallVec<[BVal; 4]> = SmallVec::new();
                for a in args {
                    vals.push(a.eval(cx, b, vars)?);
                }
                f(cx, &vals).map_err(|error| EvalError::Builtin {
                    name: name.to_string(),
                    error,
                })?
            }
            CExpr::IntAttr(e, t) => {
                let ty = build_type(cx, t, b)?;
                match e.eval(cx, b, vars)? {
                    BVal::Int(n) => BVal::Attr(make_int_attr(cx, ty, n)?),
                    BVal::Bool(x) => BVal::Attr(make_int_attr(cx, ty, x as i128)?),
                    BVal::Attr(a) if constant_has_type(cx, a, ty) => BVal::Attr(a),
                    BVal::Attr(a) => match attr_int(cx, a) {
                        Some(n) => BVal::Attr(make_int_attr(cx, ty, n)?),
                        None => {
                            return Err(EvalError::ConstType {
                                found: dxir_ir::attr_to_string(cx, a),
                                ty: ty_str(cx, ty),
                            })
                        }
                    },
                    BVal::Type(_) => {
                        return Err(EvalError::Kind {
                            expected: Kind::Int,
                            found: Kind::Type,
                        })
                    }
                }
            }
            CExpr::Literal(text, t) => {
                let ty = build_type(cx, t, b)?;
                BVal::Attr(literal_attr(cx, text, ty)?)
            }
            CExpr::Special(s, t) => {
                let ty = build_type(cx, t, b)?;
                BVal::Attr(cx.intern_attr(match s {
                    Special::Undef => AttrData::Undef(ty),
                    Special::Poison => AttrData::Poison(ty),
                    Special::Zero => AttrData::Zero(ty),
                }))
            }
            CExpr::Conv(e, c) => {
                if let (Conv::ValueType, CExpr::Var(v)) = (c, &**e) {
                    return match var(*v)? {
                        Bound::Value(_, t) | Bound::Type(t) => Ok(BVal::Type(t)),
                        _ => Err(EvalError::Kind {
                            expected: Kind::Value,
                            found: Kind::Int,
                        }),
                    };
                }
                let v = e.eval(cx, b, vars)?;
                match (c, v) {
                    (Conv::AttrToInt, BVal::Attr(a)) => {
                        BVal::Int(attr_int(cx, a).ok_or_else(|| EvalError::NotInt {
                            found: dxir_ir::attr_to_string(cx, a),
                        })?)
                    }
                    (Conv::BoolToAttr, BVal::Bool(x)) => BVal::Attr(cx.bool_attr(x)),
                    (Conv::TypeToAttr, BVal::Type(t)) => BVal::Attr(cx.type_attr(t)),
                    (_, v) => v,
                }
            }
            CExpr::Not(e) => BVal::Bool(!e.eval_bool(cx, b, vars)?),
            CExpr::Binary(BinOp::And, l, r) => {
                BVal::Bool(l.eval_bool(cx, b, vars)? && r.eval_bool(cx, b, vars)?)
            }
            CExpr::Binary(BinOp::Or, l, r) => {
                BVal::Bool(l.eval_bool(cx, b, vars)? || r.eval_bool(cx, b, vars)?)
            }
            CExpr::Binary(op, l, r) => {
                let (l, r) = (l.eval(cx, b, vars)?, r.eval(cx, b, vars)?);
                BVal::Bool(match (op, l, r) {
                    (BinOp::Eq, l, r) => l == r,
                    (BinOp::Ne, l, r) => l != r,
                    (BinOp::Lt, BVal::Int(x), BVal::Int(y)) => x < y,
                    (BinOp::Le, BVal::Int(x), BVal::Int(y)) => x <= y,
                    (BinOp::Gt, BVal::Int(x), BVal::Int(y)) => x > y,
                    (BinOp::Ge, BVal::Int(x), BVal::Int(y)) => x >= y,
                    (_, l, _) => {
                        return Err(EvalError::Kind {
                            expected: Kind::Int,
                            found: l.kind(),
                        })
                    }
                })
            }
            CExpr::In(e, list) => {
                let v = e.eval(cx, b, vars)?;
                let mut found = false;
                for item in list {
                    if item.eval(cx, b, vars)? == v {
                        found = true;
                        break;
                    }
                }
                BVal::Bool(found)
            }
        })
    }

    fn eval_bool<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &Bindings<V>,
        vars: &[VarInfo],
    ) -> Result<bool, EvalError> {
        match self.eval(cx, b, vars)? {
            BVal::Bool(x) => Ok(x),
            v => Err(EvalError::Kind {
                expected: Kind::Bool,
                found: v.kind(),
            }),
        }
    }

    fn eval_int<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &Bindings<V>,
        vars: &[VarInfo],
    ) -> Result<i128, EvalError> {
        match self.eval(cx, b, vars)? {
            BVal::Int(n) => Ok(n),
            BVal::Attr(a) => attr_int(cx, a).ok_or_else(|| EvalError::NotInt {
                found: dxir_ir::attr_to_string(cx, a),
            }),
            v => Err(EvalError::Kind {
                expected: Kind::Int,
                found: v.kind(),
            }),
        }
    }

    fn eval_attr<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &Bindings<V>,
        vars: &[VarInfo],
    ) -> Result<Attr, EvalError> {
        match self.eval(cx, b, vars)? {
            BVal::Attr(a) => Ok(a),
            BVal::Bool(x) => Ok(cx.bool_attr(x)),
            BVal::Type(t) => Ok(cx.type_attr(t)),
            v => Err(EvalError::Kind {
                expected: Kind::Attr,
                found: v.kind(),
            }),
        }
    }
}

/// Whether `a` can be the value of a constant of type `ty`: a typed
/// attribute of that type, or an array of lane values for a vector or
/// array type (arrays carry no type of their own; the constant op's
/// verifier checks the lanes).
fn constant_has_type(cx: &Context, a: Attr, ty: Type) -> bool {
    match cx.attr_data(a) {
        AttrData::Array(_) => matches!(
            cx.type_data(ty),
            dxir_ir::TypeData::Vector { .. } | dxir_ir::TypeData::Array { .. }
        ),
        _ => cx.attr_type(a) == Some(ty),
    }
}

/// Reads a literal of type `ty` with the IR's literal rules.
fn literal_attr(cx: &Context, text: &str, ty: Type) -> Result<Attr, EvalError> {
    let src = format!("{text} : {}", ty_str(cx, ty));
    parse_attr(cx, &src, "<rule literal>").map_err(|_| EvalError::Literal {
        text: text.to_string(),
        ty: ty_str(cx, ty),
    })
}

/// Matches `ty` against `pat`, binding free variables.
pub fn match_type<V: Copy + Eq>(
    cx: &Context,
    pat: &TypePat,
    ty: Type,
    b: &mut Bindings<V>,
) -> bool {
    match pat {
        TypePat::Any => true,
        TypePat::Exact(t) => *t == ty,
        TypePat::Var(v) => b.unify(*v, Bound::Type(ty)),
        _ => match (pat, cx.type_data(ty)) {
            (TypePat::Ptr(n), TypeData::Ptr { addr_space }) => match_int(n, *addr_space as u64, b),
            (TypePat::Vector(n, e), TypeData::Vector { len, elem }) => {
                match_int(n, *len as u64, b) && match_type(cx, e, *elem, b)
            }
            (TypePat::Array(n, e), TypeData::Array { len, elem }) => {
                match_int(n, *len, b) && match_type(cx, e, *elem, b)
            }
            (TypePat::Struct(fs, p), TypeData::Struct { fields, packed }) => {
                p == packed
                    && fs.len() == fields.len()
                    && fs.iter().zip(fields).all(|(f, t)| match_type(cx, f, *t, b))
            }
            (TypePat::Target(n, ps), TypeData::TargetExt { name, types, ints }) => {
                **n == **name
                    && ps.len() == types.len() + ints.len()
                    && ps.iter().enumerate().all(|(i, p)| {
                        let is_type = i < types.len();
                        match p {
                            TargetParamPat::Any => true,
                            TargetParamPat::Type(tp) => is_type && match_type(cx, tp, types[i], b),
                            TargetParamPat::Int(ip) => {
                                !is_type && match_int(ip, ints[i - types.len()] as u64, b)
                            }
                        }
                    })
            }
            (
                TypePat::Function(r, ps, va),
                TypeData::Function {
                    ret,
                    params,
                    vararg,
                },
            ) => {
                va == vararg
                    && ps.len() == params.len()
                    && match_type(cx, r, *ret, b)
                    && ps.iter().zip(params).all(|(p, t)| match_type(cx, p, *t, b))
            }
            _ => false,
        },
    }
}

fn match_int<V: Copy + Eq>(pat: &IntPat, n: u64, b: &mut Bindings<V>) -> bool {
    match pat {
        IntPat::Any => true,
        IntPat::Exact(k) => *k == n,
        IntPat::Var(v) => b.unify(*v, Bound::Int(n as i128)),
    }
}

/// Builds the type `pat` describes from the bindings.
///
/// # Errors
/// [`EvalError`] if a variable is unbound or the type is malformed.
pub fn build_type<V: Copy + Eq>(
    cx: &Context,
    pat: &TypePat,
    b: &Bindings<V>,
) -> Result<Type, EvalError> {
    Ok(match pat {
        TypePat::Exact(t) => *t,
        TypePat::Any => return Err(EvalError::BadType("`_` has no type to build")),
        TypePat::Var(v) => match b.get(*v) {
            Some(Bound::Type(t)) => t,
            Some(Bound::Value(_, t)) => t,
            _ => return Err(EvalError::Unbound(format!("${}", v.0))),
        },
        TypePat::Ptr(n) => {
            let n = build_int(cx, n, b)?;
            cx.ptr_type(
                u32::try_from(n).map_err(|_| EvalError::BadType("address space out of range"))?,
            )
        }
        TypePat::Vector(n, e) => {
            let n = build_int(cx, n, b)?;
            let len = u32::try_from(n)
                .ok()
                .filter(|&l| l >= 1)
                .ok_or(EvalError::BadType("a vector needs 1 to 2^32-1 lanes"))?;
            cx.vector_type(build_type(cx, e, b)?, len)
        }
        TypePat::Array(n, e) => {
            let n = build_int(cx, n, b)?;
            cx.array_type(build_type(cx, e, b)?, n)
        }
        TypePat::Struct(fs, packed) => {
            let mut fields = Vec::with_capacity(fs.len());
            for f in fs {
                fields.push(build_type(cx, f, b)?);
            }
            cx.struct_type(fields, *packed)
        }
        TypePat::Target(name, ps) => {
            let (mut types, mut ints) = (Vec::new(), Vec::new());
            for p in ps {
                match p {
                    TargetParamPat::Type(t) => types.push(build_type(cx, t, b)?),
                    TargetParamPat::Int(i) => ints.push(
                        u32::try_from(build_int(cx, i, b)?)
                            .map_err(|_| EvalError::BadType("target parameter out of range"))?,
                    ),
                    TargetParamPat::Any => {
                        return Err(EvalError::BadType("`_` has no type to build"))
                    }
                }
            }
            cx.target_ext_type(name, types, ints)
        }
        TypePat::Function(r, ps, va) => {
            let mut params = Vec::with_capacity(ps.len());
            for p in ps {
                params.push(build_type(cx, p, b)?);
            }
            cx.function_type(build_type(cx, r, b)?, params, *va)
        }
    })
}

fn build_int<V: Copy + Eq>(cx: &Context, pat: &IntPat, b: &Bindings<V>) -> Result<u64, EvalError> {
    let n = match pat {
        IntPat::Exact(n) => return Ok(*n),
        IntPat::Any => return Err(EvalError::BadType("`_` has no value to build")),
        IntPat::Var(v) => match b.get(*v) {
            Some(Bound::Int(n)) => n,
            Some(Bound::Attr(a)) => attr_int(cx, a).ok_or_else(|| EvalError::NotInt {
                found: dxir_ir::attr_to_string(cx, a),
            })?,
            _ => return Err(EvalError::Unbound(format!("#{}", v.0))),
        },
    };
    u64::try_from(n).map_err(|_| EvalError::BadType("a negative length"))
}

// ---- Clauses and replacement ---------------------------------------------------

/// A `where` guard or a `let` binding.
#[derive(Clone, Debug)]
pub enum ClauseKind {
    /// The rule applies only if this is true.
    Where(CExpr),
    /// Binds the variable to the value.
    Let(VarId, CExpr),
}

/// A clause with its source text (for near-miss reports).
#[derive(Clone, Debug)]
pub struct Clause {
    /// What it does.
    pub kind: ClauseKind,
    /// How it was written.
    pub text: String,
}

/// Where a constant operand of the replacement gets its type.
#[derive(Clone, Debug)]
pub enum ConstType {
    /// Written (`5 : i32`, or the op's signature).
    Explicit(TypePat),
    /// The type of the attribute itself (`#c` bound to a typed constant).
    OfAttr,
    /// The type of another operand of the same op (ops whose operands and
    /// results share one type).
    OfOperand(u32),
    /// The op's first result type (likewise).
    OfResult,
    /// The type of root result `k` (a constant given to `replace`).
    OfRoot(u32),
}

/// A value the replacement uses.
#[derive(Clone, Debug)]
pub enum RhsValue {
    /// A variable bound by the pattern or by an earlier replacement op.
    Var(VarId),
    /// Result `result` of replacement op `op` (a nested op).
    New {
        /// Index into [`Replacement::ops`].
        op: u32,
        /// Which result.
        result: u32,
    },
    /// A constant to materialize.
    Const {
        /// Its value: an integer, a bool or an attribute.
        value: CExpr,
        /// Its type.
        ty: ConstType,
    },
    /// `if COND { A } else { B }`: one branch, chosen when the rule runs
    /// (only the chosen branch's ops are built).
    If {
        /// The condition (a boolean).
        cond: CExpr,
        /// The value if it holds.
        then: Box<RhsBlock>,
        /// The value otherwise.
        els: Box<RhsBlock>,
    },
    /// `fold %acc = INIT for #k in FROM .. TO { STEP }`.
    Fold {
        /// The index variable (an integer).
        index: VarId,
        /// The first index.
        from: CExpr,
        /// One past the last index.
        to: CExpr,
        /// The accumulator (a value variable of the rewrite).
        acc: VarId,
        /// The accumulator's first value.
        init: Box<RhsBlock>,
        /// Its next value, built once per index.
        step: Box<RhsBlock>,
    },
    /// `repeat #k in FROM .. TO { V }`: one operand per index (operand
    /// lists only).
    Repeat {
        /// The index variable (an integer).
        index: VarId,
        /// The first index.
        from: CExpr,
        /// One past the last index.
        to: CExpr,
        /// The operand built per index.
        body: Box<RhsBlock>,
    },
    /// `%xs...`: the operands bound to a list variable, spliced in
    /// (operand lists only).
    Rest(VarId),
}

/// The longest `fold` or `repeat` range a rule may run (lanes, struct
/// fields and indices are far fewer; this only stops a runaway range).
pub const MAX_RANGE: i128 = 1024;

/// A value built in a scope of its own (a branch of an `if`, the body of a
/// `fold` or a `repeat`): its nested ops and the value. It is planned anew
/// each time it runs.
#[derive(Clone, Debug)]
pub struct RhsBlock {
    /// Nested ops in build order; [`RhsValue::New`] in `value` (and in the
    /// ops' operands) index this list.
    pub ops: Vec<RhsOp>,
    /// The value.
    pub value: RhsValue,
}

impl RhsValue {
    /// Whether this stands for any number of operands (`repeat`, `%xs...`).
    pub fn is_list(&self) -> bool {
        matches!(self, RhsValue::Repeat { .. } | RhsValue::Rest(_))
    }
}

/// `%v = VALUE` in a rewrite: planned before replacement op `at`.
#[derive(Clone, Debug)]
pub struct RhsBind {
    /// How many replacement ops are planned before it.
    pub at: u32,
    /// The variable it names.
    pub var: VarId,
    /// The value.
    pub value: RhsValue,
}

/// Where a replacement op's result types come from.
#[derive(Clone, Debug)]
pub enum RhsResultTypes {
    /// Written.
    Explicit(Vec<TypePat>),
    /// `n` results of the type of operand `i` (ops whose operands and
    /// results share one type).
    OfOperand {
        /// The operand.
        operand: u32,
        /// How many results.
        count: u32,
    },
    /// One result of the type of root result `k` (an op given to
    /// `replace`).
    OfRoot(u32),
}

/// An op the replacement builds.
#[derive(Clone, Debug)]
pub struct RhsOp {
    /// Its name.
    pub name: OpName,
    /// Its operands.
    pub operands: Vec<RhsValue>,
    /// Operand types written in the rule, checked when it runs.
    pub operand_types: Vec<Option<TypePat>>,
    /// Its attributes; each expression gives an attribute.
    pub attrs: Vec<(Ident, CExpr)>,
    /// Its result types.
    pub results: RhsResultTypes,
    /// Variables naming its results.
    pub result_vars: Vec<Option<VarId>>,
}

impl RhsOp {
    /// How many results the op has.
    pub fn result_count(&self) -> usize {
        match &self.results {
            RhsResultTypes::Explicit(ts) => ts.len(),
            RhsResultTypes::OfOperand { count, .. } => *count as usize,
            RhsResultTypes::OfRoot(_) => 1,
        }
    }
}

/// What the rewrite builds.
#[derive(Clone, Debug)]
pub struct Replacement {
    /// Ops, in build order (nested ops before their users).
    pub ops: Vec<RhsOp>,
    /// One value per root result; empty when the root has none (it is then
    /// erased).
    pub values: Vec<RhsValue>,
    /// The op that materializes constants, if the replacement has any.
    pub constant_op: Option<OpName>,
    /// Values named by `%v = if ...` / `%v = fold ...`, in statement order.
    pub binds: Vec<RhsBind>,
}

impl Replacement {
    /// Every op the replacement may build, including those of `if`,
    /// `fold` and `repeat` bodies.
    pub fn all_ops(&self) -> Vec<&RhsOp> {
        fn value<'a>(v: &'a RhsValue, out: &mut Vec<&'a RhsOp>) {
            match v {
                RhsValue::If { then, els, .. } => {
                    block(then, out);
                    block(els, out);
                }
                RhsValue::Fold { init, step, .. } => {
                    block(init, out);
                    block(step, out);
                }
                RhsValue::Repeat { body, .. } => block(body, out),
                RhsValue::Var(_)
                | RhsValue::New { .. }
                | RhsValue::Const { .. }
                | RhsValue::Rest(_) => {}
            }
        }
        fn block<'a>(b: &'a RhsBlock, out: &mut Vec<&'a RhsOp>) {
            for op in &b.ops {
                ops(op, out);
            }
            value(&b.value, out);
        }
        fn ops<'a>(op: &'a RhsOp, out: &mut Vec<&'a RhsOp>) {
            out.push(op);
            for v in &op.operands {
                value(v, out);
            }
        }
        let mut out = Vec::new();
        for op in &self.ops {
            ops(op, &mut out);
        }
        for v in self
            .values
            .iter()
            .chain(self.binds.iter().map(|b| &b.value))
        {
            value(v, &mut out);
        }
        out
    }
}

// ---- Plans ---------------------------------------------------------------------

/// A value in a [`Plan`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlannedValue<V> {
    /// A matched value.
    Bound(V),
    /// Result `result` of planned op `op`.
    New {
        /// Index into [`Plan::ops`].
        op: u32,
        /// Which result.
        result: u32,
    },
}

/// The types of `root`'s results, which a plan's replacement values must
/// have.
fn root_types(body: &Body, root: Op) -> SmallVec<[Type; 2]> {
    body.results(root)
        .iter()
        .map(|&v| body.value_type(v))
        .collect()
}

/// An op to create, fully resolved.
#[derive(Clone, Debug)]
pub struct PlannedOp<V> {
    /// Its name.
    pub name: OpName,
    /// Its operands.
    pub operands: SmallVec<[PlannedValue<V>; 4]>,
    /// Its attributes.
    pub attrs: AttrDict,
    /// Its result types.
    pub result_types: SmallVec<[Type; 1]>,
    /// Whether it only materializes a constant (`value` attribute).
    pub constant: bool,
}

/// The resolved replacement for one match: ops to create (in order; each
/// uses only matched values and earlier planned ops) and the values that
/// replace the root's results. Engines materialize it; nothing here
/// touches IR.
#[derive(Clone, Debug)]
pub struct Plan<V> {
    /// Ops in creation order.
    pub ops: Vec<PlannedOp<V>>,
    /// One value per root result.
    pub values: Vec<PlannedValue<V>>,
}

impl<V: Copy> Plan<V> {
    /// The same plan with each matched value `v` replaced by `f(v)`, called
    /// in order: the ops' operands, then the values.
    pub fn map_values<W: Copy>(&self, mut f: impl FnMut(V) -> W) -> Plan<W> {
        let mut value = |v: &PlannedValue<V>| match *v {
            PlannedValue::Bound(x) => PlannedValue::Bound(f(x)),
            PlannedValue::New { op, result } => PlannedValue::New { op, result },
        };
        let mut ops = Vec::with_capacity(self.ops.len());
        for p in &self.ops {
            ops.push(PlannedOp {
                name: p.name,
                operands: p.operands.iter().map(&mut value).collect(),
                attrs: p.attrs.clone(),
                result_types: p.result_types.clone(),
                constant: p.constant,
            });
        }
        let values = self.values.iter().map(&mut value).collect();
        Plan { ops, values }
    }
}

/// Why a planned replacement cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlanError {
    /// An expression has no value here: the rule does not apply (a near
    /// miss).
    Miss(EvalError),
    /// A replacement value has another type than the root result it
    /// replaces: the rule is wrong.
    ReplaceType {
        /// Which root result.
        index: usize,
        /// The result's type.
        expected: Type,
        /// The replacement's type.
        found: Type,
    },
}

impl From<EvalError> for PlanError {
    fn from(e: EvalError) -> Self {
        PlanError::Miss(e)
    }
}

// ---- The rule ---------------------------------------------------------------

/// A checked rule, ready for either engine.
#[derive(Clone, Debug)]
pub struct CompiledRule {
    /// Its unique name.
    pub name: String,
    /// Higher is tried first. Defaults to the number of pattern ops.
    pub benefit: u32,
    /// Position in the rule set (file order); breaks benefit ties.
    pub order: u32,
    /// The root op's name (the only op a driver needs to look at to try
    /// the rule).
    pub root: OpName,
    /// Where the rule is defined.
    pub pos: SourcePos,
    /// Every variable; [`Bindings`] have one slot per entry.
    pub vars: Vec<VarInfo>,
    /// The pattern.
    pub pattern: PatternGraph,
    /// Guards and `let`s in order.
    pub clauses: Vec<Clause>,
    /// What the rewrite builds.
    pub rhs: Replacement,
    /// The replacement would match the pattern again (a load-time warning).
    pub self_loop: bool,
    /// The attribute key of a constant's value (`value`), resolved once:
    /// constant operands are matched by it.
    pub value_key: Ident,
}

/// Why a structurally matching rule does not apply: a guard was false or an
/// expression had no value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Miss {
    /// A `where` guard is false.
    #[error("guard `{text}` is false")]
    Guard {
        /// The guard as written.
        text: String,
    },
    /// A `where` or `let` could not be evaluated.
    #[error("`{text}`: {error}")]
    Clause {
        /// The clause as written.
        text: String,
        /// Why.
        #[source]
        error: EvalError,
    },
    /// The replacement could not be computed.
    #[error("rewrite: {0}")]
    Rewrite(#[source] EvalError),
}

/// A successful match on IR.
#[derive(Clone, Debug)]
pub struct Match {
    /// The variables' values.
    pub bindings: Bindings<Value>,
    /// The op matched by each pattern op (`ops[0]` is the root).
    pub ops: SmallVec<[Op; 4]>,
    /// The constant ops whose values constant operands matched.
    pub constants: SmallVec<[Op; 2]>,
}

/// What [`CompiledRule::try_match`] found.
#[derive(Clone, Debug)]
pub enum MatchResult {
    /// The op does not have the pattern's shape.
    NoMatch,
    /// The shape matched but a guard or `let` failed (shared with the
    /// [`ShapeCache`] that remembers it).
    NearMiss(Arc<Miss>),
    /// The rule applies.
    Matched(Match),
}

/// Why [`CompiledRule::apply`] did not rewrite.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApplyFailure {
    /// The replacement could not be computed for this match; nothing was
    /// changed.
    NearMiss(Box<Miss>),
    /// The rule is wrong; nothing was changed.
    Error(RewriteError),
}

/// What [`CompiledRule::apply`] did.
#[derive(Clone, Debug)]
pub struct Applied {
    /// The ops created, in order.
    pub new_ops: Vec<Op>,
    /// The values that replaced the root's results.
    pub values: Vec<Value>,
}

impl CompiledRule {
    /// Matches the pattern, guards and `let`s at `op`; `None` unless the
    /// rule applies.
    pub fn match_at(&self, cx: &Context, body: &Body, op: Op) -> Option<Match> {
        match self.try_match(cx, body, op) {
            MatchResult::Matched(m) => Some(m),
            _ => None,
        }
    }

    /// Matches the pattern at `op`, then evaluates the clauses.
    pub fn try_match(&self, cx: &Context, body: &Body, op: Op) -> MatchResult {
        let Some(mut m) = self.match_structure(cx, body, op) else {
            return MatchResult::NoMatch;
        };
        match self.check_clauses(cx, &mut m.bindings) {
            Ok(()) => MatchResult::Matched(m),
            Err(miss) => MatchResult::NearMiss(Arc::new(miss)),
        }
    }

    /// [`try_match`](Self::try_match) with the clauses' outcome taken from
    /// `cache` when bindings of the same shape met them before. Finds
    /// exactly what `try_match` finds.
    pub fn try_match_cached(
        &self,
        cx: &Context,
        body: &Body,
        op: Op,
        cache: &mut ShapeCache,
    ) -> MatchResult {
        let Some(mut m) = self.match_structure(cx, body, op) else {
            return MatchResult::NoMatch;
        };
        if self.clauses.is_empty() {
            return MatchResult::Matched(m);
        }
        let hash = m.bindings.shape_hash(self.order, &[]);
        let outcome =
            match cache
                .clauses
                .entry(hash, |e| e.is_for(self.order, &m.bindings, &[]), |e| e.hash)
            {
                hashbrown::hash_table::Entry::Occupied(e) => &e.into_mut().what,
                hashbrown::hash_table::Entry::Vacant(e) => {
                    let places = m.bindings.value_places();
                    let mut b = places.clone();
                    let what = self.check_clauses(cx, &mut b).map(|()| b).map_err(Arc::new);
                    let entry = Shaped {
                        hash,
                        order: self.order,
                        places,
                        types: SmallVec::new(),
                        what,
                    };
                    &e.insert(entry).into_mut().what
                }
            };
        match outcome {
            // The `let`s bind no values: their slots carry over as they are.
            Ok(after) => {
                for c in &self.clauses {
                    if let ClauseKind::Let(v, _) = c.kind {
                        if let Some(b) = after.get(v).and_then(Bound::value_free) {
                            m.bindings.set(v, b);
                        }
                    }
                }
                MatchResult::Matched(m)
            }
            Err(miss) => MatchResult::NearMiss(Arc::clone(miss)),
        }
    }

    /// Matches only the pattern (no guards or `let`s) at `op`.
    pub fn match_structure(&self, cx: &Context, body: &Body, op: Op) -> Option<Match> {
        if !self.root_may_match(cx, body, op) {
            return None;
        }
        let mut m = Matcher {
            cx,
            body,
            rule: self,
            b: Bindings::new(self.vars.len()),
            ops: SmallVec::from_elem(None, self.pattern.ops.len()),
            constants: SmallVec::new(),
            deferred: Vec::new(),
        };
        if !m.op(0, op) {
            return None;
        }
        for (e, a) in std::mem::take(&mut m.deferred) {
            match e.eval(cx, &m.b, &self.vars) {
                Ok(BVal::Attr(x)) if x == a => {}
                Ok(BVal::Int(n)) if attr_int(cx, a) == Some(n) => {}
                _ => return None,
            }
        }
        let ops = m
            .ops
            .iter()
            .map(|o| o.expect("every pattern op matched"))
            .collect();
        Some(Match {
            bindings: m.b,
            ops,
            constants: m.constants,
        })
    }

    /// A cheap necessary condition, checked before any allocation: the
    /// root's name, operand count, exactly-given attributes, the names
    /// of the ops defining its pattern-op operands (most
    /// intrinsic rules share the root `llvm.call` and differ only in
    /// `callee`, so this is what sets them apart), and that its constant
    /// operands are constants.
    fn root_may_match(&self, cx: &Context, body: &Body, op: Op) -> bool {
        let Some(pat) = self.pattern.ops.first() else {
            return true;
        };
        if body.op_name(op) != pat.name
            || !operand_count_fits(&pat.operands, body.operands(op).len())
        {
            return false;
        }
        let attrs = body.attrs(op);
        let attrs_ok = pat.attrs.iter().all(|(key, ap)| match ap {
            AttrPat::Eq(x) => attrs.get(*key) == Some(*x),
            _ => true,
        });
        // An operand the pattern reaches through another pattern op must be
        // that op's result (the fold rules' `extractvalue(insertvalue ..)`).
        attrs_ok
            && pat
                .operands
                .iter()
                .enumerate()
                .all(|(i, po)| match po.kind {
                    PatOperandKind::Op { op: pi, result } => {
                        match body.value_def(body.operand(op, i)) {
                            ValueDef::Result { op: d, index } => {
                                index == result
                                    && match self.pattern.ops.get(pi as usize) {
                                        Some(p) => body.op_name(d) == p.name,
                                        None => true,
                                    }
                            }
                            _ => false,
                        }
                    }
                    // A constant operand must come from a constant (the
                    // casts and lane ops the cleanup folds mostly do not).
                    PatOperandKind::Const(_) => {
                        body.defining_op(body.operand(op, i)).is_some_and(|d| {
                            body.op_has(cx, d, Traits::CONSTANT_LIKE) && body.operands(d).is_empty()
                        })
                    }
                    _ => true,
                })
    }

    /// Evaluates the `where` guards and `let`s in order, binding the `let`
    /// variables. Works on any engine's bindings.
    ///
    /// # Errors
    /// The first guard that is false or clause that cannot be evaluated.
    pub fn check_clauses<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &mut Bindings<V>,
    ) -> Result<(), Miss> {
        for c in &self.clauses {
            match &c.kind {
                ClauseKind::Where(e) => match e.eval(cx, b, &self.vars) {
                    Ok(BVal::Bool(true)) => {}
                    Ok(_) => {
                        return Err(Miss::Guard {
                            text: c.text.clone(),
                        })
                    }
                    Err(error) => {
                        return Err(Miss::Clause {
                            text: c.text.clone(),
                            error,
                        })
                    }
                },
                ClauseKind::Let(v, e) => {
                    let val = e.eval(cx, b, &self.vars).map_err(|error| Miss::Clause {
                        text: c.text.clone(),
                        error,
                    })?;
                    b.set(
                        *v,
                        match val {
                            BVal::Int(n) => Bound::Int(n),
                            BVal::Bool(x) => Bound::Bool(x),
                            BVal::Type(t) => Bound::Type(t),
                            BVal::Attr(a) => Bound::Attr(a),
                        },
                    );
                }
            }
        }
        Ok(())
    }

    /// Resolves the replacement for bindings `b` (after
    /// [`check_clauses`](Self::check_clauses)). `root_types` are the root's
    /// result types. Works on any engine's bindings.
    ///
    /// # Errors
    /// [`PlanError::Miss`] if an expression has no value here;
    /// [`PlanError::ReplaceType`] if a replacement value's type differs from
    /// the result it replaces.
    pub fn plan<V: Copy + Eq>(
        &self,
        cx: &Context,
        b: &Bindings<V>,
        root_types: &[Type],
    ) -> Result<Plan<V>, PlanError> {
        let mut p = Planner {
            cx,
            rule: self,
            b: std::borrow::Cow::Borrowed(b),
            root_types,
            plan: Plan {
                ops: Vec::new(),
                values: Vec::new(),
            },
            types: Vec::new(),
            frames: vec![Vec::with_capacity(self.rhs.ops.len())],
            rhs_vars: vec![None; self.vars.len()],
        };
        let mut binds = self.rhs.binds.iter().peekable();
        for (at, op) in self.rhs.ops.iter().enumerate() {
            while let Some(bind) = binds.next_if(|x| x.at as usize <= at) {
                p.bind(bind)?;
            }
            let idx = p.op(op)?;
            p.frames[0].push(idx);
            for (i, v) in op.result_vars.iter().enumerate() {
                if let Some(v) = v {
                    p.rhs_vars[v.0 as usize] = Some((
                        PlannedValue::New {
                            op: idx,
                            result: i as u32,
                        },
                        p.types[idx as usize][i],
                    ));
                }
            }
        }
        for bind in binds {
            p.bind(bind)?;
        }
        for (k, v) in self.rhs.values.iter().enumerate() {
            let (pv, ty) = p.value(v, None, &[], Some(k as u32))?;
            let expected = root_types.get(k).copied().unwrap_or(ty);
            if ty != expected {
                return Err(PlanError::ReplaceType {
                    index: k,
                    expected,
                    found: ty,
                });
            }
            p.plan.values.push(pv);
        }
        Ok(p.plan)
    }

    /// Builds the replacement of match `m` before `root`, with `root`'s
    /// location, and replaces (or, with no results, erases) `root`. The
    /// constants it needs come from `pool` (found or made at the top of the
    /// entry block). The ops the pattern matched besides the root are left
    /// to the caller.
    ///
    /// # Errors
    /// [`ApplyFailure`]; in both cases the IR is unchanged.
    pub fn apply(
        &self,
        cx: &Context,
        body: &mut Body,
        root: Op,
        m: &Match,
        pool: &mut ConstantPool,
    ) -> Result<Applied, ApplyFailure> {
        let root_types = root_types(body, root);
        let plan = self
            .plan(cx, &m.bindings, &root_types)
            .map_err(|e| self.plan_failure(cx, body, root, e))?;
        Ok(self.build(cx, body, root, &plan, |v| v, pool))
    }

    /// [`apply`](Self::apply) with the plan taken from `cache` when this
    /// rule was planned for bindings of the same shape before (the same
    /// types, integers and attributes; other values), and kept there
    /// otherwise. Builds exactly what `apply` builds.
    ///
    /// # Errors
    /// As [`apply`](Self::apply).
    pub fn apply_cached(
        &self,
        cx: &Context,
        body: &mut Body,
        root: Op,
        m: &Match,
        pool: &mut ConstantPool,
        cache: &mut ShapeCache,
    ) -> Result<Applied, ApplyFailure> {
        let types = root_types(body, root);
        let hash = m.bindings.shape_hash(self.order, &types);
        let cached = match cache.plans.entry(
            hash,
            |e| e.is_for(self.order, &m.bindings, &types),
            |e| e.hash,
        ) {
            hashbrown::hash_table::Entry::Occupied(e) => &e.into_mut().what,
            hashbrown::hash_table::Entry::Vacant(e) => {
                let places = m.bindings.value_places();
                let plan = self
                    .plan(cx, &places, &types)
                    .map_err(|err| self.plan_failure(cx, body, root, err))?;
                let entry = Shaped {
                    hash,
                    order: self.order,
                    places,
                    types,
                    what: PlaceholderPlan::new(&plan),
                };
                &e.insert(entry).into_mut().what
            }
        };
        // Every place resolves (the plan was made from bindings of this
        // shape); were one not to, the rule is planned afresh.
        let values: Option<SmallVec<[Value; 8]>> = cached
            .places
            .iter()
            .map(|&at| m.bindings.value_at(at))
            .collect();
        match values {
            Some(values) => {
                Ok(self.build(cx, body, root, &cached.plan, |i| values[i as usize], pool))
            }
            None => self.apply(cx, body, root, m, pool),
        }
    }

    /// What a failed plan means for the rewrite at `root`: a near miss, or
    /// an error for a replacement of the wrong type.
    fn plan_failure(&self, cx: &Context, body: &Body, root: Op, e: PlanError) -> ApplyFailure {
        match e {
            PlanError::Miss(e) => ApplyFailure::NearMiss(Box::new(Miss::Rewrite(e))),
            PlanError::ReplaceType {
                index,
                expected,
                found,
            } => {
                let loc = body.loc(root);
                ApplyFailure::Error(RewriteError::ReplaceType(Box::new(ReplaceTypeError {
                    rule: self.name.clone(),
                    rule_at: self.pos.to_string(),
                    op: cx.op_name_str(body.op_name(root)).to_string(),
                    at: cx.loc_text(loc),
                    index,
                    expected: ty_str(cx, expected),
                    found: ty_str(cx, found),
                })))
            }
        }
    }

    /// Makes `plan`'s ops before `root` and replaces (or erases) `root`;
    /// `bound` gives the value each of the plan's matched values is.
    fn build<V: Copy>(
        &self,
        cx: &Context,
        body: &mut Body,
        root: Op,
        plan: &Plan<V>,
        bound: impl Fn(V) -> Value,
        pool: &mut ConstantPool,
    ) -> Applied {
        let loc = body.loc(root);
        let mut new_ops: Vec<Op> = Vec::with_capacity(plan.ops.len());
        let resolve = |body: &Body, new_ops: &[Op], v: &PlannedValue<V>| match *v {
            PlannedValue::Bound(x) => bound(x),
            PlannedValue::New { op, result } => body.result(new_ops[op as usize], result as usize),
        };
        for p in &plan.ops {
            // Filled in place: each builder call moves the whole spec, and
            // this runs for every op a rewrite makes.
            let mut spec = OpSpec::new(p.name, loc).with_attrs(p.attrs.clone());
            for v in &p.operands {
                spec.operands.push(resolve(body, &new_ops, v));
            }
            for &t in &p.result_types {
                spec.result_types.push(t);
            }
            if p.constant {
                if let Some(op) = pool.get_or_make(cx, body, &spec) {
                    new_ops.push(op);
                    continue;
                }
            }
            let op = body.create_op(spec);
            body.insert_op_before(root, op);
            new_ops.push(op);
        }
        let values: Vec<Value> = plan
            .values
            .iter()
            .map(|v| resolve(body, &new_ops, v))
            .collect();
        if body.results(root).is_empty() {
            body.erase_op(root);
        } else {
            for (k, pv) in plan.values.iter().enumerate() {
                if matches!(pv, PlannedValue::New { .. }) {
                    body.inherit_value_name(body.result(root, k), values[k]);
                }
            }
            body.replace_op(root, &values);
        }
        Applied { new_ops, values }
    }

    /// The slot of the variable written `name` (with its sigil, e.g. `$T`).
    pub fn var(&self, name: &str) -> Option<VarId> {
        self.vars
            .iter()
            .position(|v| v.name == name)
            .map(|i| VarId(i as u32))
    }

    /// The names of the ops the replacement creates (not counting constants).
    pub fn created_ops(&self) -> impl Iterator<Item = OpName> + '_ {
        self.rhs.all_ops().into_iter().map(|o| o.name)
    }
}

struct Matcher<'a> {
    cx: &'a Context,
    body: &'a Body,
    rule: &'a CompiledRule,
    b: Bindings<Value>,
    /// Inline: one is made for every match attempt.
    ops: SmallVec<[Option<Op>; 6]>,
    constants: SmallVec<[Op; 2]>,
    deferred: Vec<(&'a CExpr, Attr)>,
}

impl<'a> Matcher<'a> {
    fn op(&mut self, pi: usize, op: Op) -> bool {
        if let Some(prev) = self.ops[pi] {
            return prev == op;
        }
        let pat = &self.rule.pattern.ops[pi];
        let body = self.body;
        if body.op_name(op) != pat.name
            || !body.regions(op).is_empty()
            || !body.successors(op).is_empty()
            || !operand_count_fits(&pat.operands, body.operands(op).len())
        {
            return false;
        }
        let results = body.results(op);
        if pat.num_results.is_some_and(|n| n as usize != results.len()) {
            return false;
        }
        let cx = self.cx;
        let ok = match &pat.result_types {
            ResultTypes::Unknown => true,
            ResultTypes::All(t) => results
                .iter()
                .all(|&r| match_type(cx, t, body.value_type(r), &mut self.b)),
            ResultTypes::Each(ts) => {
                ts.len() == results.len()
                    && ts
                        .iter()
                        .zip(results)
                        .all(|(t, &r)| match_type(cx, t, body.value_type(r), &mut self.b))
            }
        };
        if !ok {
            return false;
        }
        self.ops[pi] = Some(op);
        for (i, v) in pat.result_vars.iter().enumerate() {
            if let (Some(v), Some(&r)) = (v, results.get(i)) {
                if !self.b.unify(*v, Bound::Value(r, body.value_type(r))) {
                    return false;
                }
            }
        }
        for (i, po) in pat.operands.iter().enumerate() {
            if let PatOperandKind::Rest(var) = po.kind {
                let rest: SmallVec<[(Value, Type); 4]> = body.operands(op)[i..]
                    .iter()
                    .map(|&v| (v, body.value_type(v)))
                    .collect();
                if let Some(t) = &po.ty {
                    if !rest
                        .iter()
                        .all(|&(_, ty)| match_type(cx, t, ty, &mut self.b))
                    {
                        return false;
                    }
                }
                if !self.b.unify_list(var, &rest) {
                    return false;
                }
                break;
            }
            if !self.operand(po, body.operand(op, i)) {
                return false;
            }
        }
        for (key, ap) in &pat.attrs {
            match body.attrs(op).get(*key) {
                Some(a) if self.attr(ap, a) => {}
                _ => return false,
            }
        }
        true
    }

    fn operand(&mut self, po: &'a PatOperand, v: Value) -> bool {
        let (cx, body) = (self.cx, self.body);
        let ty = body.value_type(v);
        if let Some(t) = &po.ty {
            if !match_type(cx, t, ty, &mut self.b) {
                return false;
            }
        }
        match &po.kind {
            PatOperandKind::Any => true,
            // Lists are bound by `op`, which sees all the operands.
            PatOperandKind::Rest(_) => false,
            PatOperandKind::Bind(var) => self.b.unify(*var, Bound::Value(v, ty)),
            PatOperandKind::Op { op, result } => match body.value_def(v) {
                ValueDef::Result { op: d, index } if index == *result => self.op(*op as usize, d),
                _ => false,
            },
            PatOperandKind::Const(cp) => {
                let Some(d) = body.defining_op(v) else {
                    return false;
                };
                if !body.op_has(cx, d, Traits::CONSTANT_LIKE) || !body.operands(d).is_empty() {
                    return false;
                }
                let Some(a) = body.attrs(d).get(self.rule.value_key) else {
                    return false;
                };
                let ok = match cp {
                    ConstPat::Any => true,
                    ConstPat::Bind(var) => self.b.unify(*var, Bound::Attr(a)),
                    ConstPat::Int(n) => int_attr_is(cx, a, *n),
                    ConstPat::Attr(x) => *x == a,
                    ConstPat::Deferred(e) => {
                        self.deferred.push((e, a));
                        true
                    }
                };
                if ok && !self.constants.contains(&d) {
                    self.constants.push(d);
                }
                ok
            }
        }
    }

    fn attr(&mut self, ap: &'a AttrPat, a: Attr) -> bool {
        let cx = self.cx;
        match ap {
            AttrPat::Any => true,
            AttrPat::Bind(v) => self.b.unify(*v, Bound::Attr(a)),
            AttrPat::Eq(x) => *x == a,
            AttrPat::Int(n) => int_attr_is(cx, a, *n),
            AttrPat::Array(items) => match cx.attr_data(a) {
                AttrData::Array(xs) => {
                    xs.len() == items.len() && items.iter().zip(xs).all(|(p, &x)| self.attr(p, x))
                }
                _ => false,
            },
            AttrPat::Type(tp) => match cx.attr_data(a) {
                AttrData::Type(t) => match_type(cx, tp, *t, &mut self.b),
                _ => false,
            },
            AttrPat::Deferred(e) => {
                self.deferred.push((e, a));
                true
            }
        }
    }
}

/// Whether `a` is an integer attribute holding `n` (which must fit its
/// width, signed or unsigned).
pub(crate) fn int_attr_is(cx: &Context, a: Attr, n: i128) -> bool {
    match cx.attr_data(a) {
        AttrData::Int { bits, ty } => cx
            .int_width(*ty)
            .is_some_and(|w| fits(n, w) && truncate(n as u128, w) == *bits),
        _ => false,
    }
}

struct Planner<'a, V: Copy + Eq> {
    cx: &'a Context,
    rule: &'a CompiledRule,
    /// The match's bindings; copied on the first `fold` or `repeat`, which
    /// bind their index.
    b: std::borrow::Cow<'a, Bindings<V>>,
    root_types: &'a [Type],
    plan: Plan<V>,
    /// Result types of each planned op.
    types: Vec<SmallVec<[Type; 1]>>,
    /// Planned index of each replacement op: the rewrite's own ops, then
    /// one frame per `if`/`fold`/`repeat` body being planned.
    frames: Vec<Vec<u32>>,
    /// Planned values of the replacement's named results.
    rhs_vars: Vec<Option<(PlannedValue<V>, Type)>>,
}

impl<V: Copy + Eq> Planner<'_, V> {
    fn push(&mut self, op: PlannedOp<V>) -> u32 {
        self.types.push(op.result_types.clone());
        self.plan.ops.push(op);
        (self.plan.ops.len() - 1) as u32
    }

    /// Plans `%v = VALUE`.
    fn bind(&mut self, bind: &RhsBind) -> Result<(), PlanError> {
        let v = self.value(&bind.value, None, &[], None)?;
        self.rhs_vars[bind.var.0 as usize] = Some(v);
        Ok(())
    }

    /// Plans a body in a frame of its own.
    fn block(
        &mut self,
        blk: &RhsBlock,
        results: Option<&[Type]>,
        siblings: &[Option<Type>],
        root: Option<u32>,
    ) -> Result<(PlannedValue<V>, Type), PlanError> {
        self.frames.push(Vec::with_capacity(blk.ops.len()));
        let mut out = Ok(());
        for op in &blk.ops {
            match self.op(op) {
                Ok(idx) => self.frames.last_mut().expect("a frame").push(idx),
                Err(e) => {
                    out = Err(e);
                    break;
                }
            }
        }
        let v = out.and_then(|()| self.value(&blk.value, results, siblings, root));
        self.frames.pop();
        v
    }

    /// The indices of a `fold` or `repeat` range.
    fn range(&self, from: &CExpr, to: &CExpr) -> Result<std::ops::Range<i128>, PlanError> {
        let vars = &self.rule.vars;
        let from = from.eval_int(self.cx, &self.b, vars)?;
        let to = to.eval_int(self.cx, &self.b, vars)?;
        if from > to || to - from > MAX_RANGE {
            return Err(EvalError::Range { from, to }.into());
        }
        Ok(from..to)
    }

    /// Plans the values of one operand: one, or several for a `repeat` or
    /// a spliced list.
    fn operand_values(&mut self, v: &RhsValue) -> Result<PlannedList<V>, PlanError> {
        match v {
            RhsValue::Rest(var) => {
                let list = self.b.list(*var).ok_or_else(|| {
                    EvalError::Unbound(self.rule.vars[var.0 as usize].name.clone())
                })?;
                Ok(list
                    .iter()
                    .map(|&(x, t)| (PlannedValue::Bound(x), t))
                    .collect())
            }
            RhsValue::Repeat {
                index,
                from,
                to,
                body,
            } => {
                let mut out = SmallVec::new();
                for k in self.range(from, to)? {
                    self.b.to_mut().set(*index, Bound::Int(k));
                    out.push(self.block(body, None, &[], None)?);
                }
                Ok(out)
            }
            _ => Ok(std::iter::once(self.value(v, None, &[], None)?).collect()),
        }
    }

    fn op(&mut self, op: &RhsOp) -> Result<u32, PlanError> {
        let cx = self.cx;
        let name_str = || cx.op_name_str(op.name).to_string();
        // Operands that are not constants first: constants may take their
        // type from them. A `repeat` or a list gives several.
        let mut vals: Vec<PlannedList<V>> = vec![SmallVec::new(); op.operands.len()];
        let mut lists = false;
        for (i, v) in op.operands.iter().enumerate() {
            if matches!(v, RhsValue::Const { .. }) {
                continue;
            }
            lists |= v.is_list();
            let r = self.operand_values(v)?;
            if let Some(Some(t)) = op.operand_types.get(i) {
                let want = build_type(cx, t, &self.b)?;
                if let Some(bad) = r.iter().find(|x| x.1 != want) {
                    return Err(PlanError::Miss(EvalError::OperandType {
                        op: name_str(),
                        index: i,
                        found: ty_str(cx, bad.1),
                        expected: ty_str(cx, want),
                    }));
                }
            }
            vals[i] = r;
        }
        let known: Vec<Option<Type>> = op
            .operands
            .iter()
            .zip(&vals)
            .map(|(o, v)| match (o.is_list(), v.as_slice()) {
                (false, [x]) => Some(x.1),
                _ => None,
            })
            .collect();
        let result_types: SmallVec<[Type; 1]> =
            match &op.results {
                RhsResultTypes::Explicit(ts) => {
                    let mut out = SmallVec::new();
                    for t in ts {
                        out.push(build_type(cx, t, &self.b)?);
                    }
                    out
                }
                RhsResultTypes::OfOperand { operand, count } => {
                    let t = known.get(*operand as usize).copied().flatten().ok_or(
                        EvalError::BadType("no operand to take the result type from"),
                    )?;
                    SmallVec::from_elem(t, *count as usize)
                }
                RhsResultTypes::OfRoot(k) => {
                    let t = self
                        .root_types
                        .get(*k as usize)
                        .copied()
                        .ok_or(EvalError::BadType("the root has no such result"))?;
                    std::iter::once(t).collect()
                }
            };
        for (i, v) in op.operands.iter().enumerate() {
            if matches!(v, RhsValue::Const { .. }) {
                vals[i].push(self.value(v, Some(&result_types), &known, None)?);
            }
        }
        let operands: SmallVec<[PlannedValue<V>; 4]> =
            vals.into_iter().flatten().map(|v| v.0).collect();
        if lists {
            if let Some(def) = cx.op_def(op.name) {
                if !def.operands.allows(operands.len()) {
                    return Err(EvalError::OperandCount {
                        op: name_str(),
                        expected: def.operands.to_string(),
                        found: operands.len(),
                    }
                    .into());
                }
            }
        }
        let mut attrs = AttrDict::new();
        for (k, e) in &op.attrs {
            attrs.set(*k, e.eval_attr(cx, &self.b, &self.rule.vars)?);
        }
        // A constant op written out in a rule (`llvm.constant` with its
        // value) is shared through the function's pool like the constants
        // rules compute, instead of made for each rewrite and merged again
        // by the canonicalization at the end of the run.
        let constant = operands.is_empty()
            && attrs.len() <= 1
            && result_types.len() == 1
            && cx
                .op_def(op.name)
                .is_some_and(|d| d.has(Traits::CONSTANT_LIKE));
        Ok(self.push(PlannedOp {
            name: op.name,
            operands,
            attrs,
            result_types,
            constant,
        }))
    }

    /// Plans one value. `results` and `siblings` are the result and operand
    /// types of the op it is an operand of; `root` the root result it
    /// replaces.
    fn value(
        &mut self,
        v: &RhsValue,
        results: Option<&[Type]>,
        siblings: &[Option<Type>],
        root: Option<u32>,
    ) -> Result<(PlannedValue<V>, Type), PlanError> {
        let cx = self.cx;
        match v {
            RhsValue::Var(var) => {
                if let Some(x) = self.rhs_vars.get(var.0 as usize).copied().flatten() {
                    return Ok(x);
                }
                match self.b.get(*var) {
                    Some(Bound::Value(x, t)) => Ok((PlannedValue::Bound(x), t)),
                    _ => {
                        Err(EvalError::Unbound(self.rule.vars[var.0 as usize].name.clone()).into())
                    }
                }
            }
            RhsValue::New { op, result } => {
                let idx = self.frames.last().expect("a frame")[*op as usize];
                Ok((
                    PlannedValue::New {
                        op: idx,
                        result: *result,
                    },
                    self.types[idx as usize][*result as usize],
                ))
            }
            RhsValue::If { cond, then, els } => {
                let branch = if cond.eval_bool(cx, &self.b, &self.rule.vars)? {
                    then
                } else {
                    els
                };
                self.block(branch, results, siblings, root)
            }
            RhsValue::Fold {
                index,
                from,
                to,
                acc,
                init,
                step,
            } => {
                let range = self.range(from, to)?;
                let mut cur = self.block(init, results, siblings, root)?;
                for k in range {
                    self.b.to_mut().set(*index, Bound::Int(k));
                    self.rhs_vars[acc.0 as usize] = Some(cur);
                    cur = self.block(step, results, siblings, root)?;
                }
                Ok(cur)
            }
            RhsValue::Repeat { .. } | RhsValue::Rest(_) => Err(EvalError::BadType(
                "a `repeat` or a list stands for several operands, not one value",
            )
            .into()),
            RhsValue::Const { value, ty } => {
                let val = value.eval(cx, &self.b, &self.rule.vars)?;
                let ty =
                    match ty {
                        ConstType::Explicit(t) => build_type(cx, t, &self.b)?,
                        ConstType::OfAttr => match val {
                            BVal::Attr(a) => {
                                cx.attr_type(a).ok_or_else(|| EvalError::ConstType {
                                    found: dxir_ir::attr_to_string(cx, a),
                                    ty: "a typed constant".into(),
                                })?
                            }
                            _ => return Err(EvalError::BadType("an untyped constant").into()),
                        },
                        ConstType::OfOperand(i) => {
                            siblings.get(*i as usize).copied().flatten().ok_or(
                                EvalError::BadType("no operand to take the constant's type from"),
                            )?
                        }
                        ConstType::OfResult => {
                            results
                                .and_then(|r| r.first().copied())
                                .ok_or(EvalError::BadType(
                                    "no result to take the constant's type from",
                                ))?
                        }
                        ConstType::OfRoot(k) => self
                            .root_types
                            .get(*k as usize)
                            .copied()
                            .or_else(|| root.and_then(|r| self.root_types.get(r as usize).copied()))
                            .ok_or(EvalError::BadType("the root has no such result"))?,
                    };
                let attr = match val {
                    BVal::Int(n) => make_int_attr(cx, ty, n)?,
                    BVal::Bool(x) => make_int_attr(cx, ty, x as i128)?,
                    BVal::Attr(a) if constant_has_type(cx, a, ty) => a,
                    BVal::Attr(a) => match attr_int(cx, a) {
                        Some(n) if cx.is_int(ty) => make_int_attr(cx, ty, n)?,
                        _ => {
                            return Err(EvalError::ConstType {
                                found: dxir_ir::attr_to_string(cx, a),
                                ty: ty_str(cx, ty),
                            }
                            .into())
                        }
                    },
                    BVal::Type(_) => {
                        return Err(EvalError::Kind {
                            expected: Kind::Attr,
                            found: Kind::Type,
                        }
                        .into())
                    }
                };
                let name = self
                    .rule
                    .rhs
                    .constant_op
                    .ok_or(EvalError::BadType("no constant op"))?;
                let mut attrs = AttrDict::new();
                attrs.set(cx.ident("value"), attr);
                let idx = self.push(PlannedOp {
                    name,
                    operands: SmallVec::new(),
                    attrs,
                    result_types: std::iter::once(ty).collect(),
                    constant: true,
                });
                Ok((PlannedValue::New { op: idx, result: 0 }, ty))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two distinct values (their ids are all a binding compares).
    fn values() -> (Value, Value) {
        let mut arena: slotmap::SlotMap<Value, ()> = slotmap::SlotMap::with_key();
        (arena.insert(()), arena.insert(()))
    }

    fn bindings(v: Value, ty: Type, n: i128, list: &[(Value, Type)]) -> Bindings<Value> {
        let mut b = Bindings::new(3);
        b.set(VarId(0), Bound::Value(v, ty));
        b.set(VarId(2), Bound::Int(n));
        b.unify_list(VarId(1), list);
        b
    }

    #[test]
    fn a_shape_is_found_from_bindings_without_making_their_places() {
        let cx = Context::new();
        let (i32t, f32t) = (cx.int_type(32), cx.intern_type(dxir_ir::TypeData::Float));
        let (x, y) = values();
        let b = bindings(x, i32t, 4, &[(y, f32t)]);
        let places = b.value_places();
        assert!(b.has_places(&places));
        // The same shape with other values: same hash, same places.
        let other = bindings(y, i32t, 4, &[(x, f32t)]);
        assert!(other.has_places(&places));
        assert_eq!(b.shape_hash(7, &[]), other.shape_hash(7, &[]));
        // Another type, integer or list length is another shape.
        for different in [
            bindings(x, f32t, 4, &[(y, f32t)]),
            bindings(x, i32t, 5, &[(y, f32t)]),
            bindings(x, i32t, 4, &[(y, f32t), (y, f32t)]),
            bindings(x, i32t, 4, &[(y, i32t)]),
        ] {
            assert!(!different.has_places(&places), "{different:?}");
        }
        // The rule and the root's result types are part of the hash.
        assert_ne!(b.shape_hash(7, &[]), b.shape_hash(8, &[]));
        assert_ne!(b.shape_hash(7, &[]), b.shape_hash(7, &[i32t]));
    }

    #[test]
    fn a_cached_entry_is_for_its_rule_and_root_types_only() {
        let cx = Context::new();
        let i32t = cx.int_type(32);
        let (x, _) = values();
        let b = bindings(x, i32t, 1, &[]);
        let entry = Shaped {
            hash: b.shape_hash(3, &[i32t]),
            order: 3,
            places: b.value_places(),
            types: SmallVec::from_slice(&[i32t]),
            what: (),
        };
        assert!(entry.is_for(3, &b, &[i32t]));
        assert!(!entry.is_for(4, &b, &[i32t]));
        assert!(!entry.is_for(3, &b, &[]));
    }
}
