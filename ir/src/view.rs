//! Typed op views, generated from a dialect's op table by [`op_views!`](crate::op_views).
//!
//! A view such as `dx::GetPointer` wraps an [`Op`] that is known to be that
//! op, with the declared number of operands and results. Passes reach ops
//! through views (`GetPointer::match_op`, `gp.handle(body)`,
//! `GetPointer::build(&mut b, h, i, ty)`) instead of op-name strings, so a
//! renamed or reshaped op is a compile error and not a silent mismatch.
//!
//! Matching compares the op's resolved `&'static OpDef` (the context
//! resolves each name once, when it is interned) with the view's table row
//! by address: no string is compared or hashed.

use crate::body::{Body, OpSpec};
use crate::builder::Builder;
use crate::context::Context;
use crate::dialect::{Arity, OpDef, TypeConstraint};
use crate::entity::{Op, Value};
use crate::types::Type;

/// An op kind with a typed view; implemented by [`op_views!`](crate::op_views) for each row
/// of a dialect's table.
pub trait TypedOp: Copy {
    /// The op's declaration: its row of the registered dialect table.
    fn def() -> &'static OpDef;
    /// Wraps `op` without checking; [`match_op`] is the checked way in.
    #[doc(hidden)]
    fn wrap_unchecked(op: Op) -> Self;
    /// The op.
    fn op(self) -> Op;
}

/// Whether `op` has the operand and result counts its declaration allows.
/// A view is only made of an op of that shape, so its accessors need not
/// check again.
pub fn has_declared_shape(def: &OpDef, body: &Body, op: Op) -> bool {
    def.operands.allows(body.operands(op).len()) && def.results.allows(body.results(op).len())
}

/// `op` as a `K` if it is that op with the declared shape.
pub fn match_op<K: TypedOp>(cx: &Context, body: &Body, op: Op) -> Option<K> {
    let def = K::def();
    let same = body.op_def(cx, op).is_some_and(|d| std::ptr::eq(d, def));
    (same && has_declared_shape(def, body, op)).then(|| K::wrap_unchecked(op))
}

/// Whether `op` is a `K` (with the declared shape): one pointer compare.
pub fn is<K: TypedOp>(cx: &Context, body: &Body, op: Op) -> bool {
    match_op::<K>(cx, body, op).is_some()
}

/// Whether `op` is declared as a `K`, whatever its operand and result
/// counts: for code that reports a malformed op rather than skipping it
/// (a view is only made of an op of the declared shape).
pub fn is_declared<K: TypedOp>(cx: &Context, body: &Body, op: Op) -> bool {
    body.op_def(cx, op)
        .is_some_and(|d| std::ptr::eq(d, K::def()))
}

/// The op defining `v`, if it is a `K`.
pub fn defining<K: TypedOp>(cx: &Context, body: &Body, v: Value) -> Option<K> {
    match_op(cx, body, body.defining_op(v)?)
}

/// The position of `op`'s declaration in `ops` (a dialect's table as
/// registered), if it is one of them and has the declared shape. Address
/// arithmetic, not a search: the per-dialect `match_op` of the op enums.
pub fn row_of(cx: &Context, body: &Body, op: Op, ops: &'static [OpDef]) -> Option<usize> {
    let def = body.op_def(cx, op)?;
    let i = index_in(def, ops)?;
    has_declared_shape(def, body, op).then_some(i)
}

/// The position of `def` in `ops`, if it is one of its rows (the same
/// address, not an equal row): for tables whose rows are looked up by
/// position, like the `dxil` ops by opcode.
pub fn index_in(def: &OpDef, ops: &[OpDef]) -> Option<usize> {
    let offset = (def as *const OpDef as usize).checked_sub(ops.as_ptr() as usize)?;
    let i = offset / std::mem::size_of::<OpDef>();
    std::ptr::eq(ops.get(i)?, def).then_some(i)
}

/// The index of `name` in `names`; evaluated at compile time by the
/// operand accessors (a name the row does not list fails the build).
#[doc(hidden)]
pub const fn position(names: &[&str], name: &str) -> usize {
    let mut i = 0;
    while i < names.len() {
        if str_eq(names[i], name) {
            return i;
        }
        i += 1;
    }
    panic!("operand name not in the row")
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The arity a row's operand or result list spells: `n` names, then
/// optionally `name?` (one more, optional) or `name..` (any number more).
#[doc(hidden)]
pub const fn row_arity(fixed: usize, tail: &str) -> Arity {
    let n = fixed as u32;
    if str_eq(tail, "?") {
        Arity::Between(n, n + 1)
    } else if str_eq(tail, "..") {
        Arity::AtLeast(n)
    } else {
        Arity::Exact(n)
    }
}

/// Whether two arities are the same; for the compile-time check that a row's
/// names fit its declaration.
#[doc(hidden)]
pub const fn same_arity(a: Arity, b: Arity) -> bool {
    match (a, b) {
        (Arity::Exact(x), Arity::Exact(y)) | (Arity::AtLeast(x), Arity::AtLeast(y)) => x == y,
        (Arity::Between(x0, x1), Arity::Between(y0, y1)) => x0 == y0 && x1 == y1,
        _ => false,
    }
}

/// The trailing operand(s) of a builder: `Option<Value>` for a `name?` row,
/// `&[Value]` for a `name..` row.
#[doc(hidden)]
pub trait TailOperands {
    /// Appends the operands to `spec`.
    fn push_into(self, spec: &mut OpSpec);
}

impl TailOperands for Option<Value> {
    fn push_into(self, spec: &mut OpSpec) {
        spec.operands.extend(self);
    }
}

impl TailOperands for &[Value] {
    fn push_into(self, spec: &mut OpSpec) {
        spec.operands.extend_from_slice(self);
    }
}

/// An op with a typed builder whose arguments are data, generated by
/// [`op_views!`](crate::op_views) for every row: what a caller that builds
/// ops for others (the embedding API's `FunctionBuilder::build::<V>`)
/// takes, so the op is a type (a misspelled one does not compile) and its
/// operands are checked against the row's names at compile time.
///
/// Unlike `View::build`, [`spec_of`](Self::spec_of) does not assert the
/// declared types: a caller with input from outside reports
/// [`check_spec`]'s error instead.
pub trait BuildOp: TypedOp {
    /// The operands in row order: one `Value` per named operand, then
    /// `Option<Value>` for a `name?` row or `&[Value]` for a `name..` row
    /// (`(Value, Value)` for `(lhs, rhs)`, `()` for none).
    type Operands<'a>;
    /// The result type to give: `Type` for `result`, `Option<Type>` for
    /// `result?`, `()` for an op without results.
    type ResultType;
    /// What building gives: the result for a `result` row, else the op.
    type Output;
    /// The op's spec at `b`'s location, unchecked.
    fn spec_of(b: &Builder<'_>, operands: Self::Operands<'_>, result: Self::ResultType) -> OpSpec;
    /// The output of the inserted `op`.
    fn output(body: &Body, op: Op) -> Self::Output;
}

/// What a typed builder would have built wrongly.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The operand or result count is not the declared one.
    #[error("`{op}` takes {expected} {what}, not {found}")]
    Count {
        /// The op.
        op: &'static str,
        /// `operands` or `results`.
        what: &'static str,
        /// The declared arity.
        expected: Arity,
        /// The count given.
        found: usize,
    },
    /// An operand or result type breaks the declared constraint.
    #[error("`{op}` {what} {index} must be {expected}")]
    Type {
        /// The op.
        op: &'static str,
        /// `operand` or `result`.
        what: &'static str,
        /// Its position.
        index: usize,
        /// The declared constraint.
        expected: TypeConstraint,
    },
}

/// Checks `spec` against `def`: counts and declared type constraints (the
/// last constraint repeats, as in the verifier).
///
/// # Errors
/// The first [`BuildError`] found.
pub fn check_spec(cx: &Context, body: &Body, def: &OpDef, spec: &OpSpec) -> Result<(), BuildError> {
    let count = |what, expected: Arity, found: usize| {
        if expected.allows(found) {
            Ok(())
        } else {
            Err(BuildError::Count {
                op: def.name,
                what,
                expected,
                found,
            })
        }
    };
    count("operands", def.operands, spec.operands.len())?;
    count("results", def.results, spec.result_types.len())?;
    let operand_types = spec.operands.iter().map(|&v| body.value_type(v));
    check_types(cx, def, "operand", def.operand_types, operand_types)?;
    check_types(
        cx,
        def,
        "result",
        def.result_types,
        spec.result_types.iter().copied(),
    )
}

fn check_types(
    cx: &Context,
    def: &OpDef,
    what: &'static str,
    constraints: &[TypeConstraint],
    types: impl Iterator<Item = Type>,
) -> Result<(), BuildError> {
    let Some(&last) = constraints.last() else {
        return Ok(());
    };
    for (index, ty) in types.enumerate() {
        let expected = constraints.get(index).copied().unwrap_or(last);
        if !expected.allows(cx, ty) {
            return Err(BuildError::Type {
                op: def.name,
                what,
                index,
                expected,
            });
        }
    }
    Ok(())
}

/// The spec a typed builder starts from: the declared op at the builder's
/// location.
#[doc(hidden)]
pub fn start_spec(b: &Builder<'_>, def: &OpDef) -> OpSpec {
    b.spec(def.name)
}

/// Checks a typed builder's spec in debug builds. A mismatch is a bug in
/// the pass that builds the op (its inputs were matched through views with
/// the declared shape), so it is an assertion and not an error to handle;
/// release builds leave it to the verifier.
#[doc(hidden)]
pub fn debug_check(b: &mut Builder<'_>, def: &OpDef, spec: &OpSpec) {
    if cfg!(debug_assertions) {
        let cx = b.cx();
        if let Err(e) = check_spec(cx, b.body(), def, spec) {
            panic!("typed builder: {e}");
        }
    }
}

/// Generates typed views from the rows of a dialect's op table.
///
/// Why a macro over the table and not hand-written views: the row is the
/// one declaration of the op (its [`OpDef`] and its operand names), and the
/// view is generated from that same row, so the two cannot drift. The
/// operand names are checked against the declared arity at compile time
/// (a row naming two operands of an op declared with three fails the
/// build), and a view finds its declaration by its position in the table,
/// not by name.
///
/// Each dialect's table macro (`llvm_ops!`, `dx_table!`, `hl_ops!`) calls
/// this with its rows:
///
/// ```text
/// GetPointer(handle, index) -> (result);     // fixed operands, one result
/// Gep(base; indices..) -> (result);          // a slice accessor for the rest
/// ArrayGet(array; indices.. 1) -> (result);  // at least 1 of the rest
/// Ret(; value?) -> ();                       // an optional operand, no result
/// Call(; args..) -> (result?);               // an optional result
/// ```
///
/// For each row `View` it generates `struct View(Op)` implementing
/// [`TypedOp`], with `View::match_op(cx, body, op)`, `View::is`,
/// `View::defining(cx, body, value)`, `view.op()`, one accessor per operand
/// name taking `&Body`, `result(&Body)` (an `Option` for `result?`),
/// `View::spec(&mut b, operands.., result_ty)` (an [`OpSpec`] to add
/// attributes to) and `View::build(&mut b, operands.., result_ty)`. Builders
/// take `Value` per named operand, `Option<Value>` for `name?`, `&[Value]`
/// for `name..`, `Type` for `result` and `Option<Type>` for `result?`; in
/// debug builds they check the declared counts and type constraints
/// ([`check_spec`]). It also generates the enum `$any` with one variant per
/// row, whose `match_op` finds the row by address arithmetic, for `match`es
/// over several ops of the dialect, and implements [`BuildOp`] for each
/// view (the operands as a tuple, for builders that take the op as a type
/// parameter, like the embedding API's `FunctionBuilder::build::<V>`).
#[macro_export]
macro_rules! op_views {
    (
        table: $ops:ident, dialect: $dialect:ident, any: $any:ident;
        $(
            $(#[$meta:meta])*
            $view:ident ( $($operand:ident),* $(; $tail:ident $tail_kind:tt $($tail_min:literal)?)? )
                -> ( $($result:ident $($result_kind:tt)?)? );
        )*
    ) => {
        /// The position of each row in the table.
        #[allow(dead_code, clippy::enum_variant_names)]
        #[derive(Clone, Copy)]
        enum Row { $($view),* }

        $(
            $crate::op_views!(@view $ops, $dialect, [$(#[$meta])*] $view
                [$($operand)*] [$($tail $tail_kind)?] [0 $($(+ $tail_min)?)?]
                [$($result $($result_kind)?)?]);
        )*

        #[doc = concat!("Any op of [`", stringify!($ops), "`], by its typed view: for a `match` over several ops.")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $any {
            $(
                #[doc = concat!("A [`", stringify!($view), "`].")]
                $view($view),
            )*
        }

        impl $any {
            /// `op`'s view, if it is an op of this dialect with its declared shape.
            pub fn match_op(cx: &$crate::Context, body: &$crate::Body, op: $crate::Op) -> Option<Self> {
                const WRAP: &[fn($crate::Op) -> $any] = &[$(|op| $any::$view($view(op))),*];
                let row = $crate::view::row_of(cx, body, op, $dialect.ops)?;
                WRAP.get(row).map(|wrap| wrap(op))
            }

            /// The op.
            pub fn op(self) -> $crate::Op {
                match self {
                    $($any::$view(v) => v.0,)*
                }
            }
        }
    };

    (@view $ops:ident, $dialect:ident, [$($meta:tt)*] $view:ident
        [$($operand:ident)*] [$($tail:ident $tail_kind:tt)?] [$($tail_min:tt)*]
        [$($result:tt)*]) => {
        $($meta)*
        #[doc = concat!("\n\nTyped view of the row `", stringify!($view), "` of [`", stringify!($ops), "`] (generated by `op_views!`).")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $view($crate::Op);

        // The row's operand and result names must fit its declaration.
        const _: () = {
            let def = &$ops[Row::$view as usize];
            let operands = $crate::view::row_arity(
                $view::OPERANDS.len() + $($tail_min)*,
                concat!($(stringify!($tail_kind))?),
            );
            assert!(
                $crate::view::same_arity(def.operands, operands),
                concat!("the operand names of `", stringify!($view), "` do not fit its declared arity")
            );
            assert!(
                $crate::view::same_arity(def.results, $crate::op_views!(@result_arity $($result)*)),
                concat!("the result of `", stringify!($view), "` does not fit its declared arity")
            );
        };

        impl $crate::TypedOp for $view {
            fn def() -> &'static $crate::OpDef {
                &$dialect.ops[Row::$view as usize]
            }
            fn wrap_unchecked(op: $crate::Op) -> Self {
                $view(op)
            }
            fn op(self) -> $crate::Op {
                self.0
            }
        }

        #[allow(clippy::too_many_arguments)]
        impl $view {
            /// The op's name, from its declaration.
            pub const NAME: &'static str = $ops[Row::$view as usize].name;
            /// The names of the fixed operands, in order, from the row.
            pub const OPERANDS: &'static [&'static str] = &[$(stringify!($operand)),*];

            /// `op` as this view, if it is this op with its declared shape.
            pub fn match_op(cx: &$crate::Context, body: &$crate::Body, op: $crate::Op) -> Option<Self> {
                $crate::view::match_op(cx, body, op)
            }

            /// Whether `op` is this op with its declared shape.
            pub fn is(cx: &$crate::Context, body: &$crate::Body, op: $crate::Op) -> bool {
                $crate::view::is::<Self>(cx, body, op)
            }

            /// The op defining `v`, if it is this op.
            pub fn defining(cx: &$crate::Context, body: &$crate::Body, v: $crate::Value) -> Option<Self> {
                $crate::view::defining(cx, body, v)
            }

            /// The op.
            pub fn op(self) -> $crate::Op {
                self.0
            }

            $(
                #[doc = concat!("The `", stringify!($operand), "` operand.")]
                pub fn $operand(self, body: &$crate::Body) -> $crate::Value {
                    const I: usize = $crate::view::position($view::OPERANDS, stringify!($operand));
                    body.operand(self.0, I)
                }
            )*

            $($crate::op_views!(@tail_accessor $view $tail $tail_kind);)?
            $crate::op_views!(@result_accessor $($result)*);
            $crate::op_views!(@builders [$($operand)*] [$($tail $tail_kind)?] $($result)*);
        }

        impl $crate::view::BuildOp for $view {
            type Operands<'a> = ($($crate::op_views!(@value $operand),)* $($crate::op_views!(@tail_type_in 'a $tail_kind),)?);
            type ResultType = $crate::op_views!(@result_type $($result)*);
            type Output = $crate::op_views!(@output $($result)*);
            #[allow(unused_variables)]
            fn spec_of(b: &$crate::Builder<'_>, operands: Self::Operands<'_>, result: Self::ResultType) -> $crate::OpSpec {
                let ($($operand,)* $($tail,)?) = operands;
                let mut spec = $crate::view::start_spec(b, <Self as $crate::TypedOp>::def());
                $(spec.operands.push($operand);)*
                $($crate::view::TailOperands::push_into($tail, &mut spec);)?
                $crate::op_views!(@push_result spec result $($result)*);
                spec
            }
            #[allow(unused_variables)]
            fn output(body: &$crate::Body, op: $crate::Op) -> Self::Output {
                $crate::op_views!(@output_of body op $($result)*)
            }
        }
    };

    (@value $operand:ident) => { $crate::Value };
    (@tail_type_in $l:lifetime ?) => { Option<$crate::Value> };
    (@tail_type_in $l:lifetime ..) => { &$l [$crate::Value] };
    (@result_type) => { () };
    (@result_type $result:ident) => { $crate::Type };
    (@result_type $result:ident ?) => { Option<$crate::Type> };
    (@output) => { $crate::Op };
    (@output $result:ident) => { $crate::Value };
    (@output $result:ident ?) => { $crate::Op };
    (@push_result $spec:ident $r:ident) => {};
    (@push_result $spec:ident $r:ident $result:ident) => { $spec.result_types.push($r) };
    (@push_result $spec:ident $r:ident $result:ident ?) => { $spec.result_types.extend($r) };
    (@output_of $body:ident $op:ident) => { $op };
    (@output_of $body:ident $op:ident $result:ident) => { $body.result($op, 0) };
    (@output_of $body:ident $op:ident $result:ident ?) => { $op };

    (@result_arity) => { $crate::Arity::Exact(0) };
    (@result_arity $result:ident) => { $crate::Arity::Exact(1) };
    (@result_arity $result:ident ?) => { $crate::Arity::Between(0, 1) };

    (@tail_accessor $view:ident $tail:ident ?) => {
        #[doc = concat!("The optional `", stringify!($tail), "` operand.")]
        pub fn $tail(self, body: &$crate::Body) -> Option<$crate::Value> {
            body.operands(self.0).get($view::OPERANDS.len()).copied()
        }
    };
    (@tail_accessor $view:ident $tail:ident ..) => {
        #[doc = concat!("The `", stringify!($tail), "` operands: all after the named ones.")]
        pub fn $tail(self, body: &$crate::Body) -> &[$crate::Value] {
            body.operands(self.0).get($view::OPERANDS.len()..).unwrap_or(&[])
        }
    };
    (@tail_type ?) => { Option<$crate::Value> };
    (@tail_type ..) => { &[$crate::Value] };

    (@result_accessor) => {};
    (@result_accessor $result:ident) => {
        /// The result.
        pub fn $result(self, body: &$crate::Body) -> $crate::Value {
            body.result(self.0, 0)
        }
    };
    (@result_accessor $result:ident ?) => {
        /// The result, if the op has one.
        pub fn $result(self, body: &$crate::Body) -> Option<$crate::Value> {
            body.results(self.0).first().copied()
        }
    };

    (@builders [$($operand:ident)*] [$($tail:ident $tail_kind:tt)?]) => {
        /// A spec of this op (checked in debug builds), to add attributes to.
        pub fn spec(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)?) -> $crate::OpSpec {
            let def = <Self as $crate::TypedOp>::def();
            let mut spec = $crate::view::start_spec(b, def);
            $(spec.operands.push($operand);)*
            $($crate::view::TailOperands::push_into($tail, &mut spec);)?
            $crate::view::debug_check(b, def, &spec);
            spec
        }

        /// Builds this op at `b`'s insertion point.
        pub fn build(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)?) -> $crate::Op {
            let spec = Self::spec(b, $($operand,)* $($tail,)?);
            b.insert(spec)
        }
    };
    (@builders [$($operand:ident)*] [$($tail:ident $tail_kind:tt)?] $result:ident) => {
        /// A spec of this op (checked in debug builds), to add attributes to.
        pub fn spec(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)? result_ty: $crate::Type) -> $crate::OpSpec {
            let def = <Self as $crate::TypedOp>::def();
            let mut spec = $crate::view::start_spec(b, def);
            $(spec.operands.push($operand);)*
            $($crate::view::TailOperands::push_into($tail, &mut spec);)?
            spec.result_types.push(result_ty);
            $crate::view::debug_check(b, def, &spec);
            spec
        }

        /// Builds this op at `b`'s insertion point; returns its result.
        pub fn build(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)? result_ty: $crate::Type) -> $crate::Value {
            let spec = Self::spec(b, $($operand,)* $($tail,)? result_ty);
            let op = b.insert(spec);
            b.body().result(op, 0)
        }
    };
    (@builders [$($operand:ident)*] [$($tail:ident $tail_kind:tt)?] $result:ident ?) => {
        /// A spec of this op (checked in debug builds), to add attributes to.
        pub fn spec(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)? result_ty: Option<$crate::Type>) -> $crate::OpSpec {
            let def = <Self as $crate::TypedOp>::def();
            let mut spec = $crate::view::start_spec(b, def);
            $(spec.operands.push($operand);)*
            $($crate::view::TailOperands::push_into($tail, &mut spec);)?
            spec.result_types.extend(result_ty);
            $crate::view::debug_check(b, def, &spec);
            spec
        }

        /// Builds this op at `b`'s insertion point.
        pub fn build(b: &mut $crate::Builder<'_>, $($operand: $crate::Value,)* $($tail: $crate::op_views!(@tail_type $tail_kind),)? result_ty: Option<$crate::Type>) -> $crate::Op {
            let spec = Self::spec(b, $($operand,)* $($tail,)? result_ty);
            b.insert(spec)
        }
    };
}

#[cfg(test)]
mod tests;
