//! Builtins: the named Rust functions rules call in guards, `let`s and
//! replacements (`lanes($T)`, `struct_offset($S, #f)`, ...).
//!
//! A builtin is pure: it sees the [`Context`] and its arguments, and returns
//! a [`BVal`] or a [`BuiltinError`]. An error is not a failure of the run: it
//! means the rule does not apply to this match (a *near miss*, reported in
//! the [`Report`](crate::Report)). Signatures are typed with [`Kind`]s, so
//! the loader checks every call's arity and argument kinds before anything
//! runs.
//!
//! [`Builtins::standard`] holds a small generic set; dialects register more
//! with [`Builtins::register`].

mod layout;

pub use layout::{
    explicit_layout, is_padding_type, type_align, type_size, StructLayout, LAYOUT_TYPE,
    PADDING_TYPE,
};

use dxir_ir::{Attr, Context, Type, TypeData};
use rustc_hash::FxHashMap;
use std::fmt;
use std::sync::Arc;

/// What a variable, an expression or a builtin parameter stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An SSA value (`%x`). As a builtin argument it passes its type.
    Value,
    /// A type.
    Type,
    /// An integer (`i128`).
    Int,
    /// An attribute.
    Attr,
    /// A truth value.
    Bool,
}

impl Kind {
    /// The kind with its article, for messages: "an integer".
    pub fn article(self) -> &'static str {
        match self {
            Kind::Value => "a value",
            Kind::Type => "a type",
            Kind::Int => "an integer",
            Kind::Attr => "an attribute",
            Kind::Bool => "a boolean",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Value => "value",
            Kind::Type => "type",
            Kind::Int => "int",
            Kind::Attr => "attr",
            Kind::Bool => "bool",
        })
    }
}

/// A value a builtin takes or returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BVal {
    /// An integer.
    Int(i128),
    /// A truth value.
    Bool(bool),
    /// A type.
    Type(Type),
    /// An attribute.
    Attr(Attr),
}

impl BVal {
    /// The kind of this value.
    pub fn kind(&self) -> Kind {
        match self {
            BVal::Int(_) => Kind::Int,
            BVal::Bool(_) => Kind::Bool,
            BVal::Type(_) => Kind::Type,
            BVal::Attr(_) => Kind::Attr,
        }
    }
}

/// The parameter and return kinds of a builtin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Parameter kinds. [`Kind::Value`] is not allowed: a `%x` argument is
    /// passed as its type to a [`Kind::Type`] parameter.
    pub params: Vec<Kind>,
    /// Return kind (not [`Kind::Value`]).
    pub ret: Kind,
}

impl Signature {
    /// A signature `(params) -> ret`.
    pub fn new(params: &[Kind], ret: Kind) -> Self {
        Signature {
            params: params.to_vec(),
            ret,
        }
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, k) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{k}")?;
        }
        write!(f, ") -> {}", self.ret)
    }
}

/// Why a builtin does not apply to its arguments. The rule then does not
/// apply to the match (a near miss).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuiltinError {
    /// An integer result outside `i128`.
    #[error("integer overflow")]
    Overflow,
    /// `div` or `rem` by zero.
    #[error("division by zero")]
    DivisionByZero,
    /// `exact_log2` of something that is not a power of two.
    #[error("{0} is not a power of two")]
    NotPowerOfTwo(i128),
    /// A type of the wrong shape.
    #[error("{ty} is not {expected}")]
    TypeShape {
        /// The type, as text.
        ty: String,
        /// What the builtin needs.
        expected: &'static str,
    },
    /// A type with no size in the DXIL data layout (opaque, void, target...).
    #[error("{ty} has no size in the DXIL data layout")]
    Unsized {
        /// The type, as text.
        ty: String,
    },
    /// A field or element index out of range.
    #[error("index {index} is out of range for {ty}, which has {len}")]
    Index {
        /// The index.
        index: i128,
        /// The aggregate type, as text.
        ty: String,
        /// How many fields or elements it has.
        len: u64,
    },
    /// An integer argument outside the builtin's domain.
    #[error("`{builtin}` needs {range}, found {value}")]
    Domain {
        /// The builtin.
        builtin: &'static str,
        /// The allowed range, in words.
        range: &'static str,
        /// The argument.
        value: i128,
    },
    /// An argument of the wrong kind (only from hand-made calls: loaded rules
    /// are checked).
    #[error("argument {index} should be {}", .expected.article())]
    ArgKind {
        /// The argument.
        index: usize,
        /// What the signature says.
        expected: Kind,
    },
    /// A dialect builtin's own reason.
    #[error("{0}")]
    Other(&'static str),
}

/// The Rust side of a builtin.
pub type BuiltinFn = Arc<dyn Fn(&Context, &[BVal]) -> Result<BVal, BuiltinError> + Send + Sync>;

/// One registered builtin.
#[derive(Clone)]
pub struct Builtin {
    name: String,
    sig: Signature,
    f: BuiltinFn,
}

impl Builtin {
    /// The name rules call it by.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its signature.
    pub fn signature(&self) -> &Signature {
        &self.sig
    }

    /// Calls it.
    ///
    /// # Errors
    /// The builtin's [`BuiltinError`]; [`BuiltinError::ArgKind`] if an
    /// argument does not fit the signature.
    pub fn call(&self, cx: &Context, args: &[BVal]) -> Result<BVal, BuiltinError> {
        for (i, (a, k)) in args.iter().zip(&self.sig.params).enumerate() {
            if a.kind() != *k {
                return Err(BuiltinError::ArgKind {
                    index: i,
                    expected: *k,
                });
            }
        }
        (self.f)(cx, args)
    }

    pub(crate) fn func(&self) -> &BuiltinFn {
        &self.f
    }
}

impl fmt::Debug for Builtin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.name, self.sig)
    }
}

/// Why a builtin cannot be registered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BuiltinRegistryError {
    /// The name is taken.
    #[error("builtin `{0}` is already registered")]
    Duplicate(String),
    /// The name is not a plain identifier, or is a keyword or type name.
    #[error(
        "`{0}` cannot name a builtin: use letters, digits and `_`, not a keyword or type name"
    )]
    BadName(String),
    /// A signature that takes or returns [`Kind::Value`].
    #[error("builtin `{0}` cannot take or return a value; take its type instead")]
    ValueKind(String),
}

/// Words that cannot name builtins because the expression syntax uses them.
const RESERVED: &[&str] = &[
    "true",
    "false",
    "unit",
    "undef",
    "poison",
    "zeroinitializer",
    "type",
    "in",
    "x",
    "void",
    "half",
    "float",
    "double",
    "ptr",
    "metadata",
    "target",
];

/// The builtins rules may call.
#[derive(Clone, Default, Debug)]
pub struct Builtins {
    list: Vec<Builtin>,
    by_name: FxHashMap<String, usize>,
}

impl Builtins {
    /// No builtins.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers `f` as `name` with signature `sig`.
    ///
    /// # Errors
    /// [`BuiltinRegistryError`] for a taken or malformed name, or a
    /// signature with [`Kind::Value`].
    ///
    /// # Example
    /// ```
    /// use dxir_rewrites::{BVal, Builtins, Kind, Signature};
    /// let mut b = Builtins::standard();
    /// b.register("double_it", Signature::new(&[Kind::Int], Kind::Int), |_, a| match a {
    ///     [BVal::Int(n)] => Ok(BVal::Int(n * 2)),
    ///     _ => unreachable!("the loader checks kinds"),
    /// })
    /// .unwrap();
    /// assert!(b.get("double_it").is_some());
    /// ```
    pub fn register(
        &mut self,
        name: &str,
        sig: Signature,
        f: impl Fn(&Context, &[BVal]) -> Result<BVal, BuiltinError> + Send + Sync + 'static,
    ) -> Result<(), BuiltinRegistryError> {
        let ok_name = name
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
            && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && name != "_"
            && !RESERVED.contains(&name)
            && !(name.len() > 1
                && name.starts_with('i')
                && name[1..].bytes().all(|b| b.is_ascii_digit()));
        if !ok_name {
            return Err(BuiltinRegistryError::BadName(name.to_string()));
        }
        if sig.ret == Kind::Value || sig.params.contains(&Kind::Value) {
            return Err(BuiltinRegistryError::ValueKind(name.to_string()));
        }
        if self.by_name.contains_key(name) {
            return Err(BuiltinRegistryError::Duplicate(name.to_string()));
        }
        self.by_name.insert(name.to_string(), self.list.len());
        self.list.push(Builtin {
            name: name.to_string(),
            sig,
            f: Arc::new(f),
        });
        Ok(())
    }

    /// The builtin named `name`.
    pub fn get(&self, name: &str) -> Option<&Builtin> {
        self.by_name.get(name).map(|&i| &self.list[i])
    }

    /// Every builtin, in registration order.
    pub fn iter(&self) -> impl Iterator<Item = &Builtin> {
        self.list.iter()
    }

    /// The standard, dialect-independent builtins:
    ///
    /// | name | signature | result |
    /// |---|---|---|
    /// | `add`, `sub`, `mul` | `(int, int) -> int` | checked arithmetic |
    /// | `low_bits` | `(int) -> int` | a mask of the low `n` bits, `0 <= n < 128` |
    /// | `exact_log2` | `(int) -> int` | `k` with `2^k == n`; fails if `n` is not a power of two |
    /// | `lanes` | `(type) -> int` | vector length, 1 for a scalar |
    /// | `scalar_of` | `(type) -> type` | lane type of a vector, or the scalar itself |
    /// | `bits` | `(type) -> int` | bit width of an integer, float or vector of them |
    /// | `int_type` | `(int) -> type` | `iN` |
    /// | `field_type` | `(type, int) -> type` | field of a struct, element of an array or vector |
    /// | `type_size` | `(type) -> int` | allocation size in bytes (DXIL data layout) |
    /// | `type_align` | `(type) -> int` | ABI alignment in bytes (DXIL data layout) |
    /// | `struct_offset` | `(type, int) -> int` | byte offset of a struct field (DXIL data layout) |
    /// | `is_int`, `is_float`, `is_vector`, `is_ptr`, `is_struct` | `(type) -> bool` | shape tests (int/float include vectors of them) |
    pub fn standard() -> Self {
        use Kind::{Bool as B, Int as I, Type as T};
        let mut b = Builtins::new();
        let mut reg = |name: &str, params: &[Kind], ret: Kind, f: fn(&Context, &[BVal]) -> R| {
            b.register(name, Signature::new(params, ret), f)
                .expect("the standard builtins have distinct, valid names");
        };
        reg("add", &[I, I], I, |_, a| {
            let (x, y) = ints2(a)?;
            x.checked_add(y)
                .map(BVal::Int)
                .ok_or(BuiltinError::Overflow)
        });
        reg("sub", &[I, I], I, |_, a| {
            let (x, y) = ints2(a)?;
            x.checked_sub(y)
                .map(BVal::Int)
                .ok_or(BuiltinError::Overflow)
        });
        reg("mul", &[I, I], I, |_, a| {
            let (x, y) = ints2(a)?;
            x.checked_mul(y)
                .map(BVal::Int)
                .ok_or(BuiltinError::Overflow)
        });
        // Euclidean division and its remainder (never negative): lane `e`
        // of a column-major matrix with `m` rows is row `rem(e, m)` of
        // column `div(e, m)`.
        reg("div", &[I, I], I, |_, a| {
            euclid(a, i128::checked_div_euclid)
        });
        reg("rem", &[I, I], I, |_, a| {
            euclid(a, i128::checked_rem_euclid)
        });
        reg("low_bits", &[I], I, |_, a| {
            let n = int(a, 0)?;
            if !(0..128).contains(&n) {
                return Err(BuiltinError::Domain {
                    builtin: "low_bits",
                    range: "0 <= n < 128",
                    value: n,
                });
            }
            Ok(BVal::Int((1i128 << n) - 1))
        });
        reg("exact_log2", &[I], I, |_, a| {
            let n = int(a, 0)?;
            if n > 0 && n.count_ones() == 1 {
                Ok(BVal::Int(n.trailing_zeros() as i128))
            } else {
                Err(BuiltinError::NotPowerOfTwo(n))
            }
        });
        reg("lanes", &[T], I, |cx, a| {
            let t = ty(a, 0)?;
            match cx.type_data(t) {
                TypeData::Vector { len, .. } => Ok(BVal::Int(*len as i128)),
                d if is_scalar(d) => Ok(BVal::Int(1)),
                _ => Err(shape(cx, t, "a scalar or vector")),
            }
        });
        reg("scalar_of", &[T], T, |cx, a| {
            let t = ty(a, 0)?;
            match cx.type_data(t) {
                TypeData::Vector { elem, .. } => Ok(BVal::Type(*elem)),
                d if is_scalar(d) => Ok(BVal::Type(t)),
                _ => Err(shape(cx, t, "a scalar or vector")),
            }
        });
        reg("bits", &[T], I, |cx, a| {
            let t = ty(a, 0)?;
            let scalar_bits = |d: &TypeData| match d {
                TypeData::Int(w) => Some(*w as i128),
                TypeData::Half => Some(16),
                TypeData::Float => Some(32),
                TypeData::Double => Some(64),
                _ => None,
            };
            let bits = match cx.type_data(t) {
                TypeData::Vector { len, elem } => {
                    scalar_bits(cx.type_data(*elem)).map(|b| b * *len as i128)
                }
                d => scalar_bits(d),
            };
            bits.map(BVal::Int)
                .ok_or_else(|| shape(cx, t, "an integer, a float or a vector of them"))
        });
        reg("int_type", &[I], T, |cx, a| {
            let n = int(a, 0)?;
            if !(1..=128).contains(&n) {
                return Err(BuiltinError::Domain {
                    builtin: "int_type",
                    range: "a width from 1 to 128",
                    value: n,
                });
            }
            Ok(BVal::Type(cx.int_type(n as u32)))
        });
        reg("field_type", &[T, I], T, |cx, a| {
            let t = ty(a, 0)?;
            let i = int(a, 1)?;
            let out_of_range = |len: u64| BuiltinError::Index {
                index: i,
                ty: dxir_ir::type_to_string(cx, t),
                len,
            };
            let fields = match cx.type_data(t) {
                TypeData::Struct { fields, .. } => fields.clone(),
                TypeData::Named(_) => match cx.struct_body(t) {
                    Some(dxir_ir::StructBody::Fields { fields, .. }) => fields,
                    _ => return Err(shape(cx, t, "a struct with a body")),
                },
                TypeData::Array { len, elem } => {
                    return if i >= 0 && (i as u128) < *len as u128 {
                        Ok(BVal::Type(*elem))
                    } else {
                        Err(out_of_range(*len))
                    };
                }
                TypeData::Vector { len, elem } => {
                    return if i >= 0 && i < *len as i128 {
                        Ok(BVal::Type(*elem))
                    } else {
                        Err(out_of_range(*len as u64))
                    };
                }
                _ => return Err(shape(cx, t, "a struct, array or vector")),
            };
            usize::try_from(i)
                .ok()
                .and_then(|i| fields.get(i).copied())
                .map(BVal::Type)
                .ok_or_else(|| out_of_range(fields.len() as u64))
        });
        reg("type_size", &[T], I, |cx, a| {
            type_size(cx, ty(a, 0)?).map(|n| BVal::Int(n as i128))
        });
        reg("type_align", &[T], I, |cx, a| {
            type_align(cx, ty(a, 0)?).map(|n| BVal::Int(n as i128))
        });
        reg("struct_offset", &[T, I], I, |cx, a| {
            let t = ty(a, 0)?;
            let i = int(a, 1)?;
            let l = StructLayout::of(cx, t)?;
            usize::try_from(i)
                .ok()
                .and_then(|i| l.offsets.get(i).copied())
                .map(|o| BVal::Int(o as i128))
                .ok_or_else(|| BuiltinError::Index {
                    index: i,
                    ty: dxir_ir::type_to_string(cx, t),
                    len: l.offsets.len() as u64,
                })
        });
        reg("is_int", &[T], B, |cx, a| {
            Ok(BVal::Bool(cx.is_int(ty(a, 0)?)))
        });
        reg("is_float", &[T], B, |cx, a| {
            Ok(BVal::Bool(cx.is_float(ty(a, 0)?)))
        });
        reg("is_vector", &[T], B, |cx, a| {
            Ok(BVal::Bool(matches!(
                cx.type_data(ty(a, 0)?),
                TypeData::Vector { .. }
            )))
        });
        reg("is_ptr", &[T], B, |cx, a| {
            Ok(BVal::Bool(matches!(
                cx.type_data(ty(a, 0)?),
                TypeData::Ptr { .. }
            )))
        });
        reg("is_struct", &[T], B, |cx, a| {
            Ok(BVal::Bool(matches!(
                cx.type_data(ty(a, 0)?),
                TypeData::Struct { .. } | TypeData::Named(_)
            )))
        });
        b
    }
}

type R = Result<BVal, BuiltinError>;

fn is_scalar(d: &TypeData) -> bool {
    matches!(
        d,
        TypeData::Int(_)
            | TypeData::Half
            | TypeData::Float
            | TypeData::Double
            | TypeData::Ptr { .. }
    )
}

/// The error of a builtin given a type of the wrong shape.
pub fn shape(cx: &Context, t: Type, expected: &'static str) -> BuiltinError {
    BuiltinError::TypeShape {
        ty: dxir_ir::type_to_string(cx, t),
        expected,
    }
}

/// Argument `i` of a builtin, as an integer. (The loader checks kinds
/// against the signature; this is the builtin's own guard.)
///
/// # Errors
/// [`BuiltinError::ArgKind`] when it is not an integer.
pub fn arg_int(a: &[BVal], i: usize) -> Result<i128, BuiltinError> {
    match a.get(i) {
        Some(BVal::Int(n)) => Ok(*n),
        _ => Err(BuiltinError::ArgKind {
            index: i,
            expected: Kind::Int,
        }),
    }
}

/// Argument `i` of a builtin, as a type.
///
/// # Errors
/// [`BuiltinError::ArgKind`] when it is not a type.
pub fn arg_type(a: &[BVal], i: usize) -> Result<Type, BuiltinError> {
    match a.get(i) {
        Some(BVal::Type(t)) => Ok(*t),
        _ => Err(BuiltinError::ArgKind {
            index: i,
            expected: Kind::Type,
        }),
    }
}

/// Argument `i` of a builtin, as an attribute.
///
/// # Errors
/// [`BuiltinError::ArgKind`] when it is not an attribute.
pub fn arg_attr(a: &[BVal], i: usize) -> Result<dxir_ir::Attr, BuiltinError> {
    match a.get(i) {
        Some(BVal::Attr(x)) => Ok(*x),
        _ => Err(BuiltinError::ArgKind {
            index: i,
            expected: Kind::Attr,
        }),
    }
}

use arg_int as int;
use arg_type as ty;

/// `div`/`rem`: `f` of the two integer arguments, by zero an error.
fn euclid(a: &[BVal], f: fn(i128, i128) -> Option<i128>) -> Result<BVal, BuiltinError> {
    let (x, y) = ints2(a)?;
    if y == 0 {
        return Err(BuiltinError::DivisionByZero);
    }
    f(x, y).map(BVal::Int).ok_or(BuiltinError::Overflow)
}

fn ints2(a: &[BVal]) -> Result<(i128, i128), BuiltinError> {
    Ok((int(a, 0)?, int(a, 1)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(cx: &Context, name: &str, args: &[BVal]) -> R {
        Builtins::standard().get(name).unwrap().call(cx, args)
    }

    #[test]
    fn arithmetic_and_masks() {
        let cx = Context::new();
        assert_eq!(
            call(&cx, "add", &[BVal::Int(2), BVal::Int(3)]),
            Ok(BVal::Int(5))
        );
        assert_eq!(
            call(&cx, "mul", &[BVal::Int(i128::MAX), BVal::Int(2)]),
            Err(BuiltinError::Overflow)
        );
        assert_eq!(
            call(&cx, "div", &[BVal::Int(7), BVal::Int(2)]),
            Ok(BVal::Int(3))
        );
        assert_eq!(
            call(&cx, "rem", &[BVal::Int(-7), BVal::Int(2)]),
            Ok(BVal::Int(1))
        );
        assert_eq!(
            call(&cx, "div", &[BVal::Int(1), BVal::Int(0)]),
            Err(BuiltinError::DivisionByZero)
        );
        assert_eq!(
            call(&cx, "rem", &[BVal::Int(i128::MIN), BVal::Int(-1)]),
            Err(BuiltinError::Overflow)
        );
        assert_eq!(call(&cx, "low_bits", &[BVal::Int(4)]), Ok(BVal::Int(0xF)));
        assert!(call(&cx, "low_bits", &[BVal::Int(128)]).is_err());
        assert_eq!(call(&cx, "exact_log2", &[BVal::Int(8)]), Ok(BVal::Int(3)));
        assert_eq!(
            call(&cx, "exact_log2", &[BVal::Int(6)]),
            Err(BuiltinError::NotPowerOfTwo(6))
        );
        assert!(call(&cx, "add", &[BVal::Bool(true), BVal::Int(1)]).is_err());
    }

    #[test]
    fn type_queries() {
        let cx = Context::new();
        let t = cx.types();
        let v3 = cx.vector_type(t.float, 3);
        assert_eq!(call(&cx, "lanes", &[BVal::Type(v3)]), Ok(BVal::Int(3)));
        assert_eq!(call(&cx, "lanes", &[BVal::Type(t.i32)]), Ok(BVal::Int(1)));
        assert_eq!(
            call(&cx, "scalar_of", &[BVal::Type(v3)]),
            Ok(BVal::Type(t.float))
        );
        assert_eq!(call(&cx, "bits", &[BVal::Type(v3)]), Ok(BVal::Int(96)));
        assert_eq!(
            call(&cx, "int_type", &[BVal::Int(16)]),
            Ok(BVal::Type(t.i16))
        );
        let s = cx.struct_type(vec![t.i32, v3], false);
        assert_eq!(
            call(&cx, "field_type", &[BVal::Type(s), BVal::Int(1)]),
            Ok(BVal::Type(v3))
        );
        assert!(call(&cx, "field_type", &[BVal::Type(s), BVal::Int(2)]).is_err());
        assert_eq!(
            call(&cx, "is_float", &[BVal::Type(v3)]),
            Ok(BVal::Bool(true))
        );
    }

    #[test]
    fn names_are_checked() {
        let mut b = Builtins::standard();
        let sig = || Signature::new(&[], Kind::Int);
        let f = |_: &Context, _: &[BVal]| Ok(BVal::Int(0));
        assert!(matches!(
            b.register("add", sig(), f),
            Err(BuiltinRegistryError::Duplicate(_))
        ));
        for bad in ["i32", "float", "a.b", "", "_", "in", "9a"] {
            assert!(
                matches!(
                    b.register(bad, sig(), f),
                    Err(BuiltinRegistryError::BadName(_))
                ),
                "{bad}"
            );
        }
        assert!(matches!(
            b.register("v", Signature::new(&[Kind::Value], Kind::Int), f),
            Err(BuiltinRegistryError::ValueKind(_))
        ));
    }
}
