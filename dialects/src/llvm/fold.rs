//! Constant folding of the `llvm` ops that take vectors and aggregates
//! apart or convert scalars, on constant attributes, as LLVM's
//! `ConstantFold` does when an `IRBuilder` creates the op: `extractelement`,
//! `insertelement`, `shufflevector`, `extractvalue`, `insertvalue` and the
//! casts. The functions are the facts; the rules that use them are
//! `dialects/rules/dxil-cleanup/constants.rules`, through the builtins
//! [`register_builtins`] adds:
//!
//! | builtin | signature | value |
//! |---|---|---|
//! | `const_lane(c, T, k)` | `(attr, type, int) -> attr` | element `k` of the constant `c` of aggregate type `T` (poison past a vector's end) |
//! | `const_with_lane(c, T, k, x)` | `(attr, type, int, attr) -> attr` | `c` with element `k` replaced by `x` (poison past a vector's end, as LLVM folds it) |
//! | `const_shuffle(a, b, T, m, R)` | `(attr, attr, type, attr, type) -> attr` | the `shufflevector` of `a` and `b` (both `T`) by mask `m`, of type `R` (a `-1` lane is undef) |
//! | `const_extract(c, T, path)` | `(attr, type, attr) -> attr` | the element at the index list `path` (`extractvalue`) |
//! | `const_insert(c, T, path, x)` | `(attr, type, attr, attr) -> attr` | `c` with the element at `path` replaced by `x` (`insertvalue`) |
//! | `const_cast(op, c, F, T)` | `(attr, attr, type, type) -> attr` | the cast `op` (`"trunc"`, `"zext"`, `"sext"`, `"fptrunc"`, `"fpext"`, `"fptoui"`, `"fptosi"`, `"uitofp"`, `"sitofp"`, `"bitcast"`) of `c` from `F` to `T`, lane by lane |
//! | `undef_of(T)`, `poison_of(T)` | `(type) -> attr` | `undef` / `poison` of `T` |
//! | `is_undef(c)`, `is_poison(c)` | `(attr) -> bool` | `c` is `undef` (poison is not) / `poison` |
//!
//! Results are normalized as LLVM's constant uniquing does: an aggregate
//! whose elements are all zero is `zeroinitializer`, all poison is
//! `poison`, all undef (or undef and poison) is `undef`; a scalar zero is
//! the integer or float `0`. A fold that LLVM would not do (a cast whose
//! result is not defined, such as `fptosi` out of range, gives poison as
//! LLVM does) or that needs more than [`MAX_ELEMENTS`] elements fails,
//! and the rule does not apply.

use crate::dx::scalar_bits;
use dxir_ir::{sign_extend, truncate, Attr, AttrData, Context, StructBody, Type, TypeData};
use dxir_rewrites::builtins::{arg_attr as attr, arg_int as int, arg_type as ty, shape};
use dxir_rewrites::{BVal, BuiltinError, BuiltinRegistryError, Builtins, Kind, Signature};

/// The most elements a fold expands an aggregate to.
pub const MAX_ELEMENTS: u64 = 1 << 16;

/// The element count of an aggregate type (vector, array, struct).
pub fn element_count(cx: &Context, ty: Type) -> Option<u64> {
    match cx.type_data(ty) {
        TypeData::Vector { len, .. } => Some(u64::from(*len)),
        TypeData::Array { len, .. } => Some(*len),
        _ => struct_fields(cx, ty).map(|f| f.len() as u64),
    }
}

/// The type of element `k` of an aggregate type.
pub fn element_type(cx: &Context, ty: Type, k: u64) -> Option<Type> {
    match cx.type_data(ty) {
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => Some(*elem),
        _ => struct_fields(cx, ty)?
            .get(usize::try_from(k).ok()?)
            .copied(),
    }
}

/// The fields of a struct, named (with a body) or literal.
pub fn struct_fields(cx: &Context, ty: Type) -> Option<Vec<Type>> {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => Some(fields.clone()),
        TypeData::Named(_) => match cx.struct_body(ty)? {
            StructBody::Fields { fields, .. } => Some(fields),
            StructBody::Opaque => None,
        },
        _ => None,
    }
}

/// The zero of `ty`: `0` for an integer, `+0.0` for a float,
/// `zeroinitializer` (or `null`) for anything else.
pub fn zero_value(cx: &Context, ty: Type) -> Attr {
    match cx.type_data(ty) {
        TypeData::Int(_) => cx.int_attr(ty, 0),
        TypeData::Half | TypeData::Float | TypeData::Double => {
            cx.intern_attr(AttrData::Float { bits: 0, ty })
        }
        _ => cx.intern_attr(AttrData::Zero(ty)),
    }
}

/// Whether `c` is the zero of its type.
fn is_zero(cx: &Context, c: Attr) -> bool {
    matches!(
        cx.attr_data(c),
        AttrData::Zero(_) | AttrData::Int { bits: 0, .. } | AttrData::Float { bits: 0, .. }
    )
}

/// The elements of the constant `c` of aggregate type `ty`; `None` if `c`
/// is not a constant of that shape or has too many elements.
pub fn const_elements(cx: &Context, c: Attr, ty: Type) -> Option<Vec<Attr>> {
    let n = element_count(cx, ty).filter(|&n| n <= MAX_ELEMENTS)?;
    let each = |f: &dyn Fn(Type) -> Attr| -> Option<Vec<Attr>> {
        (0..n).map(|k| element_type(cx, ty, k).map(f)).collect()
    };
    match cx.attr_data(c) {
        AttrData::Array(items) if items.len() as u64 == n => Some(items.clone()),
        AttrData::Bytes(bytes) if bytes.len() as u64 == n => {
            let e = element_type(cx, ty, 0)?;
            Some(
                bytes
                    .iter()
                    .map(|&b| cx.int_attr(e, i128::from(b)))
                    .collect(),
            )
        }
        AttrData::Zero(_) => each(&|e| zero_value(cx, e)),
        AttrData::Undef(_) => each(&|e| cx.intern_attr(AttrData::Undef(e))),
        AttrData::Poison(_) => each(&|e| cx.intern_attr(AttrData::Poison(e))),
        _ => None,
    }
}

/// The aggregate constant of type `ty` with these elements, normalized as
/// LLVM uniques constants (see the module docs).
pub fn const_aggregate(cx: &Context, ty: Type, elems: Vec<Attr>) -> Attr {
    let all = |f: &dyn Fn(&AttrData) -> bool| elems.iter().all(|&e| f(cx.attr_data(e)));
    if !elems.is_empty() && elems.iter().all(|&e| is_zero(cx, e)) {
        cx.intern_attr(AttrData::Zero(ty))
    } else if !elems.is_empty() && all(&|d| matches!(d, AttrData::Poison(_))) {
        cx.intern_attr(AttrData::Poison(ty))
    } else if !elems.is_empty() && all(&|d| matches!(d, AttrData::Undef(_) | AttrData::Poison(_))) {
        cx.intern_attr(AttrData::Undef(ty))
    } else {
        cx.intern_attr(AttrData::Array(elems))
    }
}

/// Element `k` of `c` (of aggregate type `ty`): poison past a vector's
/// end, as LLVM folds `extractelement`; `None` past another aggregate's.
pub fn const_lane(cx: &Context, c: Attr, ty: Type, k: u64) -> Option<Attr> {
    let elems = const_elements(cx, c, ty)?;
    match elems.get(usize::try_from(k).ok()?) {
        Some(&e) => Some(normalize_scalar(cx, e, element_type(cx, ty, k)?)),
        None if matches!(cx.type_data(ty), TypeData::Vector { .. }) => {
            Some(cx.intern_attr(AttrData::Poison(element_type(cx, ty, 0)?)))
        }
        None => None,
    }
}

/// An element taken out of an aggregate: a `zeroinitializer` of a scalar
/// type is that type's zero.
fn normalize_scalar(cx: &Context, e: Attr, ty: Type) -> Attr {
    if matches!(cx.attr_data(e), AttrData::Zero(_)) {
        zero_value(cx, ty)
    } else {
        e
    }
}

/// `c` with element `k` replaced by `x`; past a vector's end the result is
/// poison (LLVM's `insertelement` fold).
pub fn const_with_lane(cx: &Context, c: Attr, ty: Type, k: u64, x: Attr) -> Option<Attr> {
    let mut elems = const_elements(cx, c, ty)?;
    match elems.get_mut(usize::try_from(k).ok()?) {
        Some(slot) => *slot = x,
        None if matches!(cx.type_data(ty), TypeData::Vector { .. }) => {
            return Some(cx.intern_attr(AttrData::Poison(ty)))
        }
        None => return None,
    }
    Some(const_aggregate(cx, ty, elems))
}

/// The `shufflevector` of `a` and `b` (both of type `ty`) by `mask` (an
/// array of integers, `-1` or `poison` for an undefined lane), of type `res`.
pub fn const_shuffle(
    cx: &Context,
    a: Attr,
    b: Attr,
    ty: Type,
    mask: Attr,
    res: Type,
) -> Option<Attr> {
    let (xa, xb) = (const_elements(cx, a, ty)?, const_elements(cx, b, ty)?);
    let lane = element_type(cx, res, 0)?;
    let AttrData::Array(m) = cx.attr_data(mask) else {
        return None;
    };
    if element_count(cx, res)? != m.len() as u64 {
        return None;
    }
    // A `-1` (poison) mask lane, or one past both inputs, is undef, as
    // LLVM's shufflevector fold makes it.
    let undef = cx.intern_attr(AttrData::Undef(lane));
    let elems = m
        .iter()
        .map(|&i| {
            let pick = cx
                .attr_as_i64(i)
                .and_then(|i| usize::try_from(i).ok())
                .and_then(|i| xa.get(i).or_else(|| xb.get(i.checked_sub(xa.len())?)));
            pick.map_or(undef, |&e| normalize_scalar(cx, e, lane))
        })
        .collect::<Vec<_>>();
    Some(const_aggregate(cx, res, elems))
}

/// The indices of an `extractvalue`/`insertvalue` path attribute.
fn path(cx: &Context, path: Attr) -> Option<Vec<u64>> {
    match cx.attr_data(path) {
        AttrData::Array(items) => items
            .iter()
            .map(|&i| cx.attr_as_i64(i).and_then(|i| u64::try_from(i).ok()))
            .collect(),
        _ => None,
    }
}

/// The element of `c` (of type `ty`) at the index list `p`.
pub fn const_extract(cx: &Context, c: Attr, ty: Type, p: Attr) -> Option<Attr> {
    let (mut c, mut ty) = (c, ty);
    for k in path(cx, p)? {
        let elems = const_elements(cx, c, ty)?;
        let e = *elems.get(usize::try_from(k).ok()?)?;
        ty = element_type(cx, ty, k)?;
        c = normalize_scalar(cx, e, ty);
    }
    Some(c)
}

/// `c` (of type `ty`) with the element at the index list `p` replaced by
/// `x`.
pub fn const_insert(cx: &Context, c: Attr, ty: Type, p: Attr, x: Attr) -> Option<Attr> {
    fn go(cx: &Context, c: Attr, ty: Type, p: &[u64], x: Attr) -> Option<Attr> {
        let Some((&k, rest)) = p.split_first() else {
            return Some(x);
        };
        let mut elems = const_elements(cx, c, ty)?;
        let slot = elems.get_mut(usize::try_from(k).ok()?)?;
        *slot = go(cx, *slot, element_type(cx, ty, k)?, rest, x)?;
        Some(const_aggregate(cx, ty, elems))
    }
    go(cx, c, ty, &path(cx, p)?, x)
}

/// A cast LLVM folds on constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastOp {
    /// `trunc`
    Trunc,
    /// `zext`
    ZExt,
    /// `sext`
    SExt,
    /// `fptrunc`
    FpTrunc,
    /// `fpext`
    FpExt,
    /// `fptoui`
    FpToUi,
    /// `fptosi`
    FpToSi,
    /// `uitofp`
    UiToFp,
    /// `sitofp`
    SiToFp,
    /// `bitcast`
    Bitcast,
}

impl CastOp {
    /// The cast named as in LLVM IR (`"zext"`).
    pub fn from_name(name: &str) -> Option<CastOp> {
        Some(match name {
            "trunc" => CastOp::Trunc,
            "zext" => CastOp::ZExt,
            "sext" => CastOp::SExt,
            "fptrunc" => CastOp::FpTrunc,
            "fpext" => CastOp::FpExt,
            "fptoui" => CastOp::FpToUi,
            "fptosi" => CastOp::FpToSi,
            "uitofp" => CastOp::UiToFp,
            "sitofp" => CastOp::SiToFp,
            "bitcast" => CastOp::Bitcast,
            _ => return None,
        })
    }
}

/// The cast `op` of the constant `c` from type `from` to type `to`, lane
/// by lane for vectors (a bitcast between vectors and scalars of at most
/// 128 bits reinterprets the bits, little-endian).
pub fn const_cast(cx: &Context, op: CastOp, c: Attr, from: Type, to: Type) -> Option<Attr> {
    if op == CastOp::Bitcast {
        return const_bitcast(cx, c, from, to);
    }
    match (cx.type_data(from), cx.type_data(to)) {
        (TypeData::Vector { len: a, .. }, TypeData::Vector { len: b, .. }) if a == b => {
            let (fe, te) = (element_type(cx, from, 0)?, element_type(cx, to, 0)?);
            let lanes = const_elements(cx, c, from)?
                .into_iter()
                .map(|e| scalar_cast(cx, op, e, fe, te))
                .collect::<Option<Vec<_>>>()?;
            Some(const_aggregate(cx, to, lanes))
        }
        (TypeData::Vector { .. }, _) | (_, TypeData::Vector { .. }) => None,
        _ => scalar_cast(cx, op, c, from, to),
    }
}

fn scalar_cast(cx: &Context, op: CastOp, c: Attr, from: Type, to: Type) -> Option<Attr> {
    let c = normalize_scalar(cx, c, from);
    match cx.attr_data(c) {
        AttrData::Poison(_) => return Some(cx.intern_attr(AttrData::Poison(to))),
        // zext/sext of undef is 0 (the high bits agree), and so are
        // [us]itofp (the value is bounded); anything else stays undef.
        AttrData::Undef(_) => {
            return Some(match op {
                CastOp::ZExt | CastOp::SExt | CastOp::UiToFp | CastOp::SiToFp => zero_value(cx, to),
                _ => cx.intern_attr(AttrData::Undef(to)),
            })
        }
        _ => {}
    }
    let poison = || cx.intern_attr(AttrData::Poison(to));
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt => {
            let (AttrData::Int { bits, .. }, Some(fw), Some(tw)) =
                (cx.attr_data(c), cx.int_width(from), cx.int_width(to))
            else {
                return None;
            };
            let v = if op == CastOp::SExt {
                sign_extend(*bits, fw) as u128
            } else {
                *bits
            };
            Some(cx.intern_attr(AttrData::Int {
                bits: truncate(v, tw),
                ty: to,
            }))
        }
        CastOp::FpTrunc | CastOp::FpExt => {
            let v = float_of(cx, c)?;
            float_type(cx, to)?;
            Some(float_attr(cx, to, v))
        }
        CastOp::FpToUi | CastOp::FpToSi => {
            let v = float_of(cx, c)?.trunc();
            let w = cx.int_width(to).filter(|&w| (1..=128).contains(&w))?;
            if v.is_nan() {
                return Some(poison());
            }
            let (lo, hi) = if op == CastOp::FpToSi {
                (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
            } else {
                (0.0, 2f64.powi(w as i32))
            };
            if v < lo || v >= hi {
                return Some(poison());
            }
            Some(cx.int_attr(to, v as i128))
        }
        CastOp::UiToFp | CastOp::SiToFp => {
            let (AttrData::Int { bits, .. }, Some(fw)) = (cx.attr_data(c), cx.int_width(from))
            else {
                return None;
            };
            let v = if op == CastOp::SiToFp {
                sign_extend(*bits, fw)
            } else {
                i128::try_from(*bits).ok()?
            };
            int_to_float(cx, v, to)
        }
        CastOp::Bitcast => const_bitcast(cx, c, from, to),
    }
}

/// An integer converted to the float type `ty`, rounded once to nearest
/// even (Rust's `as` rounds that way from any integer width).
fn int_to_float(cx: &Context, v: i128, ty: Type) -> Option<Attr> {
    let bits = match cx.type_data(ty) {
        TypeData::Float => u64::from((v as f32).to_bits()),
        TypeData::Double => (v as f64).to_bits(),
        // Through f64 rounds twice only above 2^53, where every value is
        // far past half's largest finite 65504 and becomes infinity anyway.
        TypeData::Half => u64::from(f64_to_f16_bits(v as f64)),
        _ => return None,
    };
    Some(cx.intern_attr(AttrData::Float { bits, ty }))
}

fn float_type(cx: &Context, ty: Type) -> Option<()> {
    matches!(
        cx.type_data(ty),
        TypeData::Half | TypeData::Float | TypeData::Double
    )
    .then_some(())
}

/// The value of a float attribute, widened to `f64` (exact).
fn float_of(cx: &Context, c: Attr) -> Option<f64> {
    match cx.attr_data(c) {
        AttrData::Float { bits, ty } => Some(float_value(cx, *bits, *ty)),
        _ => None,
    }
}

/// Whether `icmp PRED a, b` holds for the `width`-bit integers with the
/// bits `a` and `b` (bits above the width are ignored); `None` for a
/// predicate `icmp` does not have. The one reading of the predicates for
/// the passes that evaluate comparisons and for the interpreter.
pub fn icmp_holds(pred: &str, a: u128, b: u128, width: u32) -> Option<bool> {
    let (a, b) = (truncate(a, width), truncate(b, width));
    let (s, t) = (sign_extend(a, width), sign_extend(b, width));
    Some(match pred {
        "eq" => a == b,
        "ne" => a != b,
        "ugt" => a > b,
        "uge" => a >= b,
        "ult" => a < b,
        "ule" => a <= b,
        "sgt" => s > t,
        "sge" => s >= t,
        "slt" => s < t,
        "sle" => s <= t,
        _ => return None,
    })
}

/// A float attribute of type `ty` holding `v` rounded once to it.
pub fn float_attr(cx: &Context, ty: Type, v: f64) -> Attr {
    cx.intern_attr(AttrData::Float {
        bits: float_bits(cx, ty, v),
        ty,
    })
}

/// The value of a float attribute's `bits` of type `ty`, widened to `f64`.
pub fn float_value(cx: &Context, bits: u64, ty: Type) -> f64 {
    match cx.type_data(ty) {
        TypeData::Half => f64::from(f16_bits_to_f32(bits as u16)),
        TypeData::Float => f64::from(f32::from_bits(bits as u32)),
        _ => f64::from_bits(bits),
    }
}

/// The IEEE bits of `v` rounded (once, to nearest even) to the float type
/// `ty`, as LLVM's `ConstantFP::get(Ty, double)` does.
pub fn float_bits(cx: &Context, ty: Type, v: f64) -> u64 {
    match cx.type_data(ty) {
        TypeData::Half => u64::from(f64_to_f16_bits(v)),
        TypeData::Float => u64::from((v as f32).to_bits()),
        _ => v.to_bits(),
    }
}

/// The constant `c` of type `from` reinterpreted as `to`: the same bits,
/// lanes little-endian; both at most 128 bits.
fn const_bitcast(cx: &Context, c: Attr, from: Type, to: Type) -> Option<Attr> {
    if from == to {
        return Some(c);
    }
    let (Some(fw), Some(tw)) = (total_bits(cx, from), total_bits(cx, to)) else {
        return None;
    };
    if fw != tw || fw > 128 {
        return None;
    }
    let bits = const_bits(cx, c, from)?;
    let lanes = match cx.type_data(to) {
        TypeData::Vector { len, elem } => Some((*len, *elem)),
        _ => None,
    };
    match lanes {
        Some((n, e)) => {
            let w = scalar_bits(cx, e)?;
            let elems = (0..n)
                .map(|k| scalar_from_bits(cx, e, truncate(bits >> (k * w), w)))
                .collect::<Option<Vec<_>>>()?;
            Some(const_aggregate(cx, to, elems))
        }
        None => scalar_from_bits(cx, to, bits),
    }
}

fn total_bits(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => scalar_bits(cx, *elem)?.checked_mul(*len),
        _ => scalar_bits(cx, ty),
    }
}

/// The bits of a scalar or vector constant (lane 0 lowest); `None` with an
/// undef or poison lane (LLVM keeps those casts).
fn const_bits(cx: &Context, c: Attr, ty: Type) -> Option<u128> {
    let scalar = |c: Attr, t: Type| -> Option<u128> {
        match cx.attr_data(normalize_scalar(cx, c, t)) {
            AttrData::Int { bits, .. } => Some(*bits),
            AttrData::Float { bits, .. } => Some(u128::from(*bits)),
            _ => None,
        }
    };
    match cx.type_data(ty) {
        TypeData::Vector { elem, .. } => {
            let w = scalar_bits(cx, *elem)?;
            let mut out = 0u128;
            for (k, e) in const_elements(cx, c, ty)?.into_iter().enumerate() {
                out |= scalar(e, *elem)? << (k as u32 * w);
            }
            Some(out)
        }
        _ => scalar(c, ty),
    }
}

fn scalar_from_bits(cx: &Context, ty: Type, bits: u128) -> Option<Attr> {
    Some(match cx.type_data(ty) {
        TypeData::Int(_) => cx.intern_attr(AttrData::Int { bits, ty }),
        TypeData::Half | TypeData::Float | TypeData::Double => cx.intern_attr(AttrData::Float {
            bits: u64::try_from(bits).ok()?,
            ty,
        }),
        _ => return None,
    })
}

/// Round-to-nearest-even conversion of an `f64` to `half` bits (one
/// rounding step, so `f32` inputs, widened exactly, round the same).
pub fn f64_to_f16_bits(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let exp = ((b >> 52) & 0x7ff) as i32;
    let man = b & 0xf_ffff_ffff_ffff;
    if exp == 0x7ff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 1023 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    // The significand with its implicit bit, and how far to shift it down
    // to 10 fraction bits (more for subnormal halves).
    let (m, shift) = if e <= 0 {
        if e < -10 {
            return sign;
        }
        (man | 1 << 52, (42 + 1 - e) as u32)
    } else {
        (man, 42)
    };
    let half = 1u64 << (shift - 1);
    let rest = m & ((1 << shift) - 1);
    let mut r = (m >> shift) as u16;
    if e > 0 {
        r |= (e as u16) << 10;
    }
    if rest > half || (rest == half && r & 1 == 1) {
        // A carry out of the fraction bumps the exponent, as it should.
        r += 1;
    }
    sign | r
}

/// Round-to-nearest-even conversion of an `f32` to `half` bits.
pub fn f32_to_f16_bits(x: f32) -> u16 {
    f64_to_f16_bits(f64::from(x))
}

/// `half` bits widened to an `f32` (exact).
pub fn f16_bits_to_f32(h: u16) -> f32 {
    let sign = u32::from(h >> 15) << 31;
    let exp = u32::from((h >> 10) & 0x1f);
    let man = u32::from(h & 0x3ff);
    let bits = match (exp, man) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: normalize.
            let mut e = 127 - 15 + 1;
            let mut m = m;
            while m & 0x400 == 0 {
                m <<= 1;
                e -= 1;
            }
            sign | (e << 23) | ((m & 0x3ff) << 13)
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

/// The standard builtins plus the folding ones (what `dxil-cleanup`'s
/// rules are loaded with).
pub fn builtins() -> Builtins {
    let mut b = Builtins::standard();
    register_builtins(&mut b).expect("the folding builtins have distinct names");
    b
}

fn not_constant() -> BuiltinError {
    BuiltinError::Other("not a constant of that type LLVM folds")
}

fn index(i: i128) -> Result<u64, BuiltinError> {
    u64::try_from(i).map_err(|_| BuiltinError::Domain {
        builtin: "const_lane",
        range: "a lane index of 0 or more",
        value: i,
    })
}

/// Adds the folding builtins (see the module docs) to `b`.
///
/// # Errors
/// [`BuiltinRegistryError`] if `b` already has one of the names.
pub fn register_builtins(b: &mut Builtins) -> Result<(), BuiltinRegistryError> {
    use Kind::{Attr as A, Bool as B, Int as I, Type as T};
    b.register("const_lane", Signature::new(&[A, T, I], A), |cx, a| {
        const_lane(cx, attr(a, 0)?, ty(a, 1)?, index(int(a, 2)?)?)
            .map(BVal::Attr)
            .ok_or_else(not_constant)
    })?;
    b.register(
        "const_with_lane",
        Signature::new(&[A, T, I, A], A),
        |cx, a| {
            let k = index(int(a, 2)?)?;
            const_with_lane(cx, attr(a, 0)?, ty(a, 1)?, k, attr(a, 3)?)
                .map(BVal::Attr)
                .ok_or_else(not_constant)
        },
    )?;
    b.register(
        "const_shuffle",
        Signature::new(&[A, A, T, A, T], A),
        |cx, a| {
            const_shuffle(
                cx,
                attr(a, 0)?,
                attr(a, 1)?,
                ty(a, 2)?,
                attr(a, 3)?,
                ty(a, 4)?,
            )
            .map(BVal::Attr)
            .ok_or_else(not_constant)
        },
    )?;
    b.register("const_extract", Signature::new(&[A, T, A], A), |cx, a| {
        const_extract(cx, attr(a, 0)?, ty(a, 1)?, attr(a, 2)?)
            .map(BVal::Attr)
            .ok_or_else(not_constant)
    })?;
    b.register("const_insert", Signature::new(&[A, T, A, A], A), |cx, a| {
        const_insert(cx, attr(a, 0)?, ty(a, 1)?, attr(a, 2)?, attr(a, 3)?)
            .map(BVal::Attr)
            .ok_or_else(not_constant)
    })?;
    b.register("const_cast", Signature::new(&[A, A, T, T], A), |cx, a| {
        let op = cx
            .attr_as_str(attr(a, 0)?)
            .and_then(CastOp::from_name)
            .ok_or(BuiltinError::Other("not a cast LLVM folds"))?;
        let (from, to) = (ty(a, 2)?, ty(a, 3)?);
        const_cast(cx, op, attr(a, 1)?, from, to)
            .map(BVal::Attr)
            .ok_or_else(|| shape(cx, from, "a constant type this cast folds"))
    })?;
    b.register("undef_of", Signature::new(&[T], A), |cx, a| {
        Ok(BVal::Attr(cx.intern_attr(AttrData::Undef(ty(a, 0)?))))
    })?;
    b.register("poison_of", Signature::new(&[T], A), |cx, a| {
        Ok(BVal::Attr(cx.intern_attr(AttrData::Poison(ty(a, 0)?))))
    })?;
    b.register("is_undef", Signature::new(&[A], B), |cx, a| {
        Ok(BVal::Bool(matches!(
            cx.attr_data(attr(a, 0)?),
            AttrData::Undef(_)
        )))
    })?;
    b.register("is_poison", Signature::new(&[A], B), |cx, a| {
        Ok(BVal::Bool(matches!(
            cx.attr_data(attr(a, 0)?),
            AttrData::Poison(_)
        )))
    })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx() -> Context {
        Context::with_registry(crate::registry())
    }

    fn floats(cx: &Context, t: Type, v: &[f32]) -> Attr {
        let items = v.iter().map(|&x| float_attr(cx, t, f64::from(x))).collect();
        cx.intern_attr(AttrData::Array(items))
    }

    #[test]
    fn lanes_of_constants_zero_and_poison() {
        let cx = cx();
        let f = cx.types().float;
        let v2 = cx.vector_type(f, 2);
        let c = floats(&cx, f, &[1.0, 2.0]);
        assert_eq!(const_lane(&cx, c, v2, 1), Some(float_attr(&cx, f, 2.0)));
        // Past the end: poison.
        assert_eq!(
            const_lane(&cx, c, v2, 2),
            Some(cx.intern_attr(AttrData::Poison(f)))
        );
        // zeroinitializer gives the scalar zero, not `zeroinitializer : float`.
        let z = cx.intern_attr(AttrData::Zero(v2));
        assert_eq!(const_lane(&cx, z, v2, 0), Some(zero_value(&cx, f)));
        assert!(matches!(
            cx.attr_data(zero_value(&cx, f)),
            AttrData::Float { bits: 0, .. }
        ));
        // Not a constant of the type: no fold.
        assert_eq!(const_lane(&cx, cx.int_attr(cx.types().i32, 1), v2, 0), None);
    }

    #[test]
    fn inserting_normalizes_like_llvm_uniquing() {
        let cx = cx();
        let i = cx.types().i32;
        let v2 = cx.vector_type(i, 2);
        let poison = cx.intern_attr(AttrData::Poison(v2));
        let one = cx.int_attr(i, 1);
        let zero = cx.int_attr(i, 0);
        let a = const_with_lane(&cx, poison, v2, 0, one).unwrap();
        assert_eq!(
            cx.attr_data(a),
            &AttrData::Array(vec![one, cx.intern_attr(AttrData::Poison(i))])
        );
        // All lanes zero: zeroinitializer.
        let b = const_with_lane(&cx, a, v2, 0, zero).unwrap();
        let b = const_with_lane(&cx, b, v2, 1, zero).unwrap();
        assert_eq!(cx.attr_data(b), &AttrData::Zero(v2));
    }

    #[test]
    fn shuffles_take_lanes_from_both_and_undef_for_minus_one() {
        let cx = cx();
        let f = cx.types().float;
        let v2 = cx.vector_type(f, 2);
        let v3 = cx.vector_type(f, 3);
        let a = floats(&cx, f, &[1.0, 2.0]);
        let b = floats(&cx, f, &[3.0, 4.0]);
        let i32t = cx.types().i32;
        let mask = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(i32t, 3),
            cx.int_attr(i32t, -1),
            cx.int_attr(i32t, 0),
        ]));
        let r = const_shuffle(&cx, a, b, v2, mask, v3).unwrap();
        assert_eq!(
            cx.attr_data(r),
            &AttrData::Array(vec![
                float_attr(&cx, f, 4.0),
                cx.intern_attr(AttrData::Undef(f)),
                float_attr(&cx, f, 1.0)
            ])
        );
    }

    #[test]
    fn extract_and_insert_follow_nested_paths() {
        let cx = cx();
        let (i, f) = (cx.types().i32, cx.types().float);
        let arr = cx.array_type(f, 2);
        let s = cx.struct_type(vec![i, arr], false);
        let c = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(i, 7),
            floats(&cx, f, &[1.0, 2.0]),
        ]));
        let p = |v: &[i128]| {
            cx.intern_attr(AttrData::Array(
                v.iter().map(|&k| cx.int_attr(i, k)).collect(),
            ))
        };
        assert_eq!(
            const_extract(&cx, c, s, p(&[1, 1])),
            Some(float_attr(&cx, f, 2.0))
        );
        let c2 = const_insert(&cx, c, s, p(&[1, 0]), float_attr(&cx, f, 5.0)).unwrap();
        assert_eq!(
            const_extract(&cx, c2, s, p(&[1, 0])),
            Some(float_attr(&cx, f, 5.0))
        );
        assert_eq!(const_extract(&cx, c, s, p(&[2])), None);
    }

    #[test]
    fn casts_fold_as_llvm_does() {
        let cx = cx();
        let t = cx.types();
        let (i8t, i32t, f, h, d) = (cx.int_type(8), t.i32, t.float, t.half, t.double);
        let m1 = cx.int_attr(i8t, -1);
        let sext = const_cast(&cx, CastOp::SExt, m1, i8t, i32t).unwrap();
        assert_eq!(cx.attr_as_i64(sext), Some(-1));
        let zext = const_cast(&cx, CastOp::ZExt, m1, i8t, i32t).unwrap();
        assert_eq!(cx.attr_as_i64(zext), Some(255));
        let tr = const_cast(&cx, CastOp::Trunc, cx.int_attr(i32t, 0x1ff), i32t, i8t).unwrap();
        assert_eq!(cx.attr_as_i64(tr), Some(-1));
        let x = const_cast(&cx, CastOp::SiToFp, cx.int_attr(i32t, -3), i32t, f).unwrap();
        assert_eq!(x, float_attr(&cx, f, -3.0));
        let half = const_cast(&cx, CastOp::FpTrunc, float_attr(&cx, d, 1.5), d, h).unwrap();
        assert_eq!(
            cx.attr_data(half),
            &AttrData::Float {
                bits: 0x3e00,
                ty: h
            }
        );
        // Out of range: poison.
        let big = const_cast(&cx, CastOp::FpToSi, float_attr(&cx, f, 300.0), f, i8t).unwrap();
        assert_eq!(cx.attr_data(big), &AttrData::Poison(i8t));
        let ok = const_cast(&cx, CastOp::FpToUi, float_attr(&cx, f, 2.9), f, i8t).unwrap();
        assert_eq!(cx.attr_as_i64(ok), Some(2));
        // zext of undef is zero; trunc of undef is undef.
        let u = cx.intern_attr(AttrData::Undef(i8t));
        assert_eq!(
            const_cast(&cx, CastOp::ZExt, u, i8t, i32t),
            Some(cx.int_attr(i32t, 0))
        );
        assert_eq!(
            const_cast(
                &cx,
                CastOp::Trunc,
                cx.intern_attr(AttrData::Undef(i32t)),
                i32t,
                i8t
            ),
            Some(u)
        );
        // Bitcast: float bits, and a vector's lanes little-endian.
        let bc = const_cast(&cx, CastOp::Bitcast, float_attr(&cx, f, 1.0), f, i32t).unwrap();
        assert_eq!(cx.attr_as_i64(bc), Some(0x3f80_0000));
        let v2 = cx.vector_type(i32t, 2);
        let pair = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(i32t, 1),
            cx.int_attr(i32t, 2),
        ]));
        let wide = const_cast(&cx, CastOp::Bitcast, pair, v2, t.i64).unwrap();
        assert_eq!(cx.attr_as_i64(wide), Some(0x2_0000_0001));
        // Lane by lane on vectors.
        let vf = cx.vector_type(f, 2);
        let conv = const_cast(&cx, CastOp::SiToFp, pair, v2, vf).unwrap();
        assert_eq!(conv, floats(&cx, f, &[1.0, 2.0]));
    }

    #[test]
    fn half_conversion_rounds_once_to_nearest_even() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(0.0), 0);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(std::f32::consts::LOG2_E), 0x3dc5);
        assert_eq!(f32_to_f16_bits(65520.0), 0x7c00);
        assert_eq!(f32_to_f16_bits(65504.0), 0x7bff);
        assert_eq!(f32_to_f16_bits(f32::INFINITY), 0x7c00);
        assert_eq!(f64_to_f16_bits(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16_bits(2f64.powi(-14)), 0x0400);
        assert_eq!(f64_to_f16_bits(3.0 * 2f64.powi(-25)), 0x0002);
        // A tie that rounding through f32 first would break: 1 + 2^-11 +
        // 2^-40 is just above the halfway point between two halves.
        assert_eq!(
            f64_to_f16_bits(1.0 + 2f64.powi(-11) + 2f64.powi(-40)),
            0x3c01
        );
        for h in [0x3c00u16, 0xc000, 0x3dc5, 0x0001, 0x7bff, 0x0400, 0x03ff] {
            assert_eq!(f32_to_f16_bits(f16_bits_to_f32(h)), h, "{h:#x}");
        }
        assert!(f16_bits_to_f32(0x7e00).is_nan());
        assert_eq!(f16_bits_to_f32(0x0001), 2f32.powi(-24));
    }
}
