//! Rule builtins of the `dx`-level lowerings (`expand-intrinsics`,
//! `cbuffer-access`): the constants and names HLSL math expansions build,
//! and the row and column of a cbuffer access.
//!
//! | builtin | signature | value |
//! |---|---|---|
//! | `splat(T, c)` | `(type, attr) -> attr` | the constant `c` as a `T`: rounded to `T`'s lane type, repeated over its lanes (an all-zero vector is `zeroinitializer`), as LLVM's `ConstantFP::get` / `ConstantInt::get` make it |
//! | `intrinsic(base, T)` | `(attr, type) -> attr` | the symbol of the overloaded LLVM intrinsic `base` at `T`: `intrinsic("llvm.maxnum", <4 x float>)` is `@llvm.maxnum.v4f32` |
//! | `intrinsic_base(s)` | `(attr) -> attr` | the name of an overloaded intrinsic symbol without its overload suffixes, as a string: `@llvm.exp.f32` gives `"llvm.exp"`, `@llvm.matrix.multiply.v4f32.v6f32.v6f32` `"llvm.matrix.multiply"`; fails for a symbol that is not `llvm.<name>.<suffix>` |
//! | `with_lane(T, E)` | `(type, type) -> type` | `T` with its lane type replaced by `E` (`<3 x float>`, `i1` give `<3 x i1>`; a scalar gives `E`) |
//! | `splat_mask(n, k)` | `(int, int) -> attr` | a `shufflevector` mask: `n` times the `i32` `k` |
//! | `cb_row(off)` | `(int) -> int` | the 16-byte cbuffer row holding byte `off` (`off` div 16, rounding down) |
//! | `cb_col(off, T)` | `(int, type) -> int` | the element of its row that byte `off` falls in, counting elements of `T`'s lane size (2, 4 or 8 bytes): `(off mod 16) / size` |
//! | `cb_row_type(T)` | `(type) -> type` | the struct a cbuffer row load of `T`'s lanes returns: `T`'s lane type `16 / size` times (`{float, float, float, float}` for `float` or `<3 x float>`) |
//! | `atomic_binop(op)` | `(attr) -> int` | DXIL's AtomicBinOpCode of an `atomicrmw` operation string: `add` 0, `and` 1, `or` 2, `xor` 3, `min` 4, `max` 5, `umin` 6, `umax` 7, `xchg` 8; fails for the others (`sub`, `nand`, float operations), which DXIL has no atomic for |
//!
//! and the layout facts of `lower-hl`'s rules (`hl` accesses to `dx` ops):
//!
//! | builtin | signature | value |
//! |---|---|---|
//! | `is_aggregate(T)` | `(type) -> bool` | `T` is a struct (named or literal) or an array |
//! | `sb_members(T)` | `(type) -> int` | the members of a structured-buffer aggregate: a struct's fields, an array's elements (at most 4096) |
//! | `sb_offset(T, k)` | `(type, int) -> int` | byte offset of member `k` of `T` in a structured buffer: each member aligned to its scalar size, no 16-byte rows |
//! | `cbuffer_row(E)` | `(type) -> type` | the struct one `dx.resource.load.cbufferrow.{2,4,8}` of lane type `E` returns: `16 / size(E)` times `E` |
//! | `cbuffer_per_row(E)` | `(type) -> int` | lanes of `E` in a 16-byte row (2, 4 or 8) |
//! | `cbuffer_row_of(E, first, k)` | `(type, int, int) -> int` | the row, counted from the first one read, of lane `k` of a value whose lane 0 is lane `first` of its row |
//! | `cbuffer_lane_of(E, first, k)` | `(type, int, int) -> int` | the lane in its row of that lane `k` |
//!
//! Each fails (a near miss) on an argument of the wrong shape.

use super::mangle_type;
use crate::llvm::fold::{float_attr, float_value, struct_fields};
use dxir_ir::{Attr, AttrData, Context, Type, TypeData};
use dxir_rewrites::builtins::{arg_attr as attr, arg_int as int, arg_type as ty, shape};
use dxir_rewrites::{BVal, BuiltinError, BuiltinRegistryError, Builtins, Kind, Signature};

/// The standard builtins plus these.
pub fn builtins() -> Builtins {
    let mut b = Builtins::standard();
    register_builtins(&mut b).expect("the dx builtins have distinct names");
    b
}

/// Adds the `dx` builtins (see the module docs) to `b`.
///
/// # Errors
/// [`BuiltinRegistryError`] if `b` already has one of the names.
pub fn register_builtins(b: &mut Builtins) -> Result<(), BuiltinRegistryError> {
    use Kind::{Attr as A, Int as I, Type as T};
    b.register("splat", Signature::new(&[T, A], A), |cx, a| {
        let (t, c) = (ty(a, 0)?, attr(a, 1)?);
        let value = match cx.attr_data(c) {
            AttrData::Int { .. } => ConstValue::Int(cx.attr_as_i64(c).map_or(0, i128::from)),
            AttrData::Float { bits, ty } => ConstValue::Float(float_value(cx, *bits, *ty)),
            _ => return Err(shape(cx, t, "an integer or float constant to splat")),
        };
        splat(cx, t, value).map(BVal::Attr)
    })?;
    b.register("atomic_binop", Signature::new(&[A], I), |cx, a| {
        let name = str_arg(cx, a, 0)?;
        crate::dxil::builtins::atomic_binop_code(name)
            .map(|c| BVal::Int(i128::from(c)))
            .ok_or(BuiltinError::TypeShape {
                ty: format!("\"{name}\""),
                expected: "an atomicrmw operation DXIL has: add, and, or, xor, min, max, umin, umax or xchg",
            })
    })?;
    b.register("intrinsic", Signature::new(&[A, T], A), |cx, a| {
        let base = str_arg(cx, a, 0)?;
        let t = ty(a, 1)?;
        Ok(BVal::Attr(
            cx.symbol_attr(&format!("{base}.{}", mangle_type(cx, t))),
        ))
    })?;
    register_intrinsic_base(b)?;
    b.register("with_lane", Signature::new(&[T, T], T), |cx, a| {
        Ok(BVal::Type(with_lane(cx, ty(a, 0)?, ty(a, 1)?)))
    })?;
    b.register("splat_mask", Signature::new(&[I, I], A), |cx, a| {
        let (n, k) = (int(a, 0)?, int(a, 1)?);
        if !(0..=1024).contains(&n) {
            return Err(BuiltinError::Domain {
                builtin: "splat_mask",
                range: "a mask length of 0 to 1024",
                value: n,
            });
        }
        let i32t = cx.types().i32;
        let item = cx.int_attr(i32t, k);
        Ok(BVal::Attr(
            cx.intern_attr(AttrData::Array(vec![item; n as usize])),
        ))
    })?;
    b.register("cb_row", Signature::new(&[I], I), |_, a| {
        Ok(BVal::Int(int(a, 0)?.div_euclid(CB_ROW_BYTES)))
    })?;
    b.register("cb_col", Signature::new(&[I, T], I), |cx, a| {
        let (off, t) = (int(a, 0)?, ty(a, 1)?);
        let size = cb_lane_size(cx, t).ok_or_else(|| shape(cx, t, CB_LANES))?;
        Ok(BVal::Int(off.rem_euclid(CB_ROW_BYTES) / size))
    })?;
    b.register("cb_row_type", Signature::new(&[T], T), |cx, a| {
        let t = ty(a, 0)?;
        let size = cb_lane_size(cx, t).ok_or_else(|| shape(cx, t, CB_LANES))?;
        let lane = lanes(cx, t).1;
        let per_row = (CB_ROW_BYTES / size) as usize;
        Ok(BVal::Type(cx.struct_type(vec![lane; per_row], false)))
    })?;
    register_hl_builtins(b)
}

/// Adds `intrinsic_base` to `b`: the `dx` rule sets and `lower-dxil`'s
/// (whose generated rules match an overloaded LLVM intrinsic's family with
/// it) share the one definition.
///
/// # Errors
/// [`BuiltinRegistryError`] if `b` already has the name.
pub fn register_intrinsic_base(b: &mut Builtins) -> Result<(), BuiltinRegistryError> {
    use Kind::Attr as A;
    b.register("intrinsic_base", Signature::new(&[A], A), |cx, a| {
        let c = attr(a, 0)?;
        let name = match cx.attr_data(c) {
            AttrData::Symbol(s) => s.to_string(),
            _ => {
                return Err(BuiltinError::ArgKind {
                    index: 0,
                    expected: Kind::Attr,
                })
            }
        };
        match intrinsic_base(&name) {
            Some(base) => Ok(BVal::Attr(cx.str_attr(base))),
            None => Err(BuiltinError::TypeShape {
                ty: format!("@{name}"),
                expected: "an overloaded intrinsic `llvm.<name>.<suffix>`",
            }),
        }
    })?;
    Ok(())
}

fn register_hl_builtins(b: &mut Builtins) -> Result<(), BuiltinRegistryError> {
    use Kind::{Bool as B, Int as I, Type as T};
    b.register("is_aggregate", Signature::new(&[T], B), |cx, a| {
        Ok(BVal::Bool(is_aggregate(cx, ty(a, 0)?)))
    })?;
    b.register("sb_members", Signature::new(&[T], I), |cx, a| {
        let t = ty(a, 0)?;
        structured_members(cx, t)
            .map(|m| BVal::Int(m.len() as i128))
            .ok_or_else(|| shape(cx, t, "a structured-buffer aggregate with a layout"))
    })?;
    b.register("sb_offset", Signature::new(&[T, I], I), |cx, a| {
        let (t, k) = (ty(a, 0)?, int(a, 1)?);
        let ms = structured_members(cx, t)
            .ok_or_else(|| shape(cx, t, "a structured-buffer aggregate with a layout"))?;
        let m = usize::try_from(k)
            .ok()
            .and_then(|k| ms.get(k))
            .ok_or_else(|| BuiltinError::Index {
                index: k,
                ty: dxir_ir::type_to_string(cx, t),
                len: ms.len() as u64,
            })?;
        Ok(BVal::Int(m.1.into()))
    })?;
    b.register("cbuffer_row", Signature::new(&[T], T), |cx, a| {
        let e = ty(a, 0)?;
        let per =
            cbuffer_per_row(cx, e).ok_or_else(|| shape(cx, e, "a 16-, 32- or 64-bit scalar"))?;
        Ok(BVal::Type(cx.struct_type(vec![e; per as usize], false)))
    })?;
    b.register("cbuffer_per_row", Signature::new(&[T], I), |cx, a| {
        let e = ty(a, 0)?;
        cbuffer_per_row(cx, e)
            .map(|p| BVal::Int(p.into()))
            .ok_or_else(|| shape(cx, e, "a 16-, 32- or 64-bit scalar"))
    })?;
    fn row_lane(cx: &Context, a: &[BVal]) -> Result<(i128, i128), BuiltinError> {
        let (e, first, k) = (ty(a, 0)?, int(a, 1)?, int(a, 2)?);
        let per =
            cbuffer_per_row(cx, e).ok_or_else(|| shape(cx, e, "a 16-, 32- or 64-bit scalar"))?;
        let per = i128::from(per);
        for (v, what) in [
            (first, "a first lane inside the row"),
            (k, "a lane of at most 4"),
        ] {
            let max = if what.starts_with("a first") { per } else { 4 };
            if !(0..max).contains(&v) {
                return Err(BuiltinError::Domain {
                    builtin: "cbuffer_row_of",
                    range: what,
                    value: v,
                });
            }
        }
        Ok(((first + k) / per, (first + k) % per))
    }
    b.register("cbuffer_row_of", Signature::new(&[T, I, I], I), |cx, a| {
        Ok(BVal::Int(row_lane(cx, a)?.0))
    })?;
    b.register("cbuffer_lane_of", Signature::new(&[T, I, I], I), |cx, a| {
        Ok(BVal::Int(row_lane(cx, a)?.1))
    })?;
    Ok(())
}

/// Bytes in a cbuffer row.
const CB_ROW_BYTES: i128 = 16;

/// What the cbuffer builtins accept.
const CB_LANES: &str = "a scalar or vector of 16-, 32- or 64-bit lanes";

/// The size in bytes of `ty`'s lanes if a cbuffer row load can return
/// them (16-, 32- and 64-bit integers and floats).
pub fn cb_lane_size(cx: &Context, ty: Type) -> Option<i128> {
    match cx.type_data(lanes(cx, ty).1) {
        TypeData::Int(16) | TypeData::Half => Some(2),
        TypeData::Int(32) | TypeData::Float => Some(4),
        TypeData::Int(64) | TypeData::Double => Some(8),
        _ => None,
    }
}

/// Bytes of a scalar type (`i1` takes one).
pub fn scalar_size(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Int(bits) => Some(bits.div_ceil(8)),
        TypeData::Half => Some(2),
        TypeData::Float => Some(4),
        TypeData::Double => Some(8),
        _ => None,
    }
}

/// Lanes of the scalar `ty` in a 16-byte cbuffer row: 8, 4 or 2 for 16-,
/// 32- and 64-bit scalars; `None` for anything else.
pub fn cbuffer_per_row(cx: &Context, ty: Type) -> Option<u32> {
    scalar_size(cx, ty)
        .filter(|s| matches!(s, 2 | 4 | 8))
        .map(|s| 16 / s)
}

/// Whether `ty` is a struct (named or literal) or an array.
pub fn is_aggregate(cx: &Context, ty: Type) -> bool {
    matches!(cx.type_data(ty), TypeData::Array { .. }) || struct_fields(cx, ty).is_some()
}

/// Size and alignment of `ty` in a structured buffer: members aligned to
/// their scalar size, no 16-byte rows.
pub fn structured_layout(cx: &Context, ty: Type) -> Option<(u32, u32)> {
    if let Some(fields) = struct_fields(cx, ty) {
        let (mut off, mut align) = (0u32, 1u32);
        for f in fields {
            let (s, a) = structured_layout(cx, f)?;
            off = off.div_ceil(a).checked_mul(a)?.checked_add(s)?;
            align = align.max(a);
        }
        return Some((off.div_ceil(align).checked_mul(align)?, align));
    }
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => {
            let s = scalar_size(cx, *elem)?;
            Some((s.checked_mul(*len)?, s))
        }
        TypeData::Array { len, elem } => {
            let (s, a) = structured_layout(cx, *elem)?;
            Some((s.checked_mul(u32::try_from(*len).ok()?)?, a))
        }
        _ => scalar_size(cx, ty).map(|s| (s, s)),
    }
}

/// The members of a structured-buffer aggregate `ty` (a struct's fields,
/// an array's elements, at most 4096) with their byte offsets inside it;
/// `None` for anything else or what has no layout.
pub fn structured_members(cx: &Context, ty: Type) -> Option<Vec<(Type, u32)>> {
    if let Some(fields) = struct_fields(cx, ty) {
        let mut off = 0u32;
        let mut out = Vec::new();
        for f in fields {
            let (s, a) = structured_layout(cx, f)?;
            off = off.div_ceil(a).checked_mul(a)?;
            out.push((f, off));
            off = off.checked_add(s)?;
        }
        return Some(out);
    }
    match cx.type_data(ty) {
        TypeData::Array { len, elem } => {
            let (s, _) = structured_layout(cx, *elem)?;
            // Members are lowered one by one: keep arrays small.
            let len = u32::try_from(*len).ok().filter(|&n| n <= 4096)?;
            (0..len).map(|k| Some((*elem, k.checked_mul(s)?))).collect()
        }
        _ => None,
    }
}

/// Whether `ty`, and every aggregate inside it, lays out in a structured
/// buffer (what the rules for a whole-element access need).
pub fn structured_lays_out(cx: &Context, ty: Type) -> bool {
    if !is_aggregate(cx, ty) {
        return true;
    }
    structured_members(cx, ty).is_some_and(|ms| ms.iter().all(|&(m, _)| structured_lays_out(cx, m)))
}

/// The base name of an overloaded LLVM intrinsic named `callee`: without
/// its trailing type manglings (`llvm.exp.f32` gives `llvm.exp`,
/// `llvm.exp2.f32` `llvm.exp2`, `llvm.matrix.multiply.v4f32.v6f32.v6f32`
/// `llvm.matrix.multiply`), or, when the last part is no type mangling,
/// without that one part.
pub fn intrinsic_base(callee: &str) -> Option<&str> {
    let (mut base, suffix) = callee.rsplit_once('.')?;
    if suffix.is_empty() || !base.starts_with("llvm.") {
        return None;
    }
    if is_type_mangling(suffix) {
        while let Some((rest, part)) = base.rsplit_once('.') {
            if !is_type_mangling(part) || !rest.contains('.') {
                break;
            }
            base = rest;
        }
    }
    Some(base)
}

/// Whether `part` of an intrinsic's name is a type as LLVM mangles one
/// into it: `iN`, `fN`, `pN` (a pointer's address space), `vN...` (a
/// vector).
pub fn is_type_mangling(part: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
    let vector = part
        .strip_prefix('v')
        .is_some_and(|s| s.as_bytes().first().is_some_and(u8::is_ascii_digit));
    vector
        || part.strip_prefix('f').is_some_and(digits)
        || part.strip_prefix('i').is_some_and(digits)
        || part.strip_prefix('p').is_some_and(digits)
}

/// A constant's value before it is given a type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ConstValue {
    /// An integer (for an integer lane type; truncated to it).
    Int(i128),
    /// A real number (for a float lane type; rounded to it).
    Float(f64),
}

/// The lane count and lane type of `ty` (`(None, ty)` for a scalar).
pub fn lanes(cx: &Context, ty: Type) -> (Option<u32>, Type) {
    match *cx.type_data(ty) {
        TypeData::Vector { len, elem } => (Some(len), elem),
        _ => (None, ty),
    }
}

/// `ty` with its lanes replaced by `lane` (a scalar stays a scalar).
pub fn with_lane(cx: &Context, ty: Type, lane: Type) -> Type {
    match lanes(cx, ty) {
        (Some(n), _) => cx.vector_type(lane, n),
        (None, _) => lane,
    }
}

/// The constant `value` as a `ty`: a scalar of the lane type, splat over a
/// vector's lanes, an all-zero vector as `zeroinitializer` (as LLVM
/// folds it).
///
/// # Errors
/// [`BuiltinError::TypeShape`] when the lane type is neither an integer
/// nor a float, or the value's kind does not fit it.
pub fn splat(cx: &Context, ty: Type, value: ConstValue) -> Result<Attr, BuiltinError> {
    let lane = lanes(cx, ty).1;
    let scalar = match (value, cx.type_data(lane)) {
        (ConstValue::Int(v), TypeData::Int(_)) => cx.int_attr(lane, v),
        (ConstValue::Int(v), TypeData::Half | TypeData::Float | TypeData::Double) => {
            float_attr(cx, lane, v as f64)
        }
        (ConstValue::Float(v), TypeData::Half | TypeData::Float | TypeData::Double) => {
            float_attr(cx, lane, v)
        }
        _ => {
            return Err(shape(
                cx,
                ty,
                "an integer or float type (or a vector of one)",
            ))
        }
    };
    let is_zero = matches!(
        cx.attr_data(scalar),
        AttrData::Int { bits: 0, .. } | AttrData::Float { bits: 0, .. }
    );
    Ok(match lanes(cx, ty) {
        (Some(_), _) if is_zero => cx.intern_attr(AttrData::Zero(ty)),
        (Some(n), _) => cx.intern_attr(AttrData::Array(vec![scalar; n as usize])),
        (None, _) => scalar,
    })
}

fn str_arg<'c>(cx: &'c Context, a: &[BVal], i: usize) -> Result<&'c str, BuiltinError> {
    cx.attr_as_str(attr(a, i)?).ok_or(BuiltinError::ArgKind {
        index: i,
        expected: Kind::Attr,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx() -> Context {
        Context::with_registry(crate::registry())
    }

    #[test]
    fn splats_round_to_the_lane_and_fold_zero_vectors() {
        let cx = cx();
        let f = cx.types().float;
        let v4 = cx.vector_type(f, 4);
        let one = splat(&cx, v4, ConstValue::Float(1.0)).expect("splat");
        assert_eq!(dxir_ir::attr_to_string(&cx, one).matches("1.0").count(), 4);
        let zero = splat(&cx, v4, ConstValue::Int(0)).expect("splat");
        assert!(matches!(cx.attr_data(zero), AttrData::Zero(_)));
        let pi = splat(&cx, f, ConstValue::Float(std::f64::consts::PI)).expect("splat");
        assert_eq!(
            *cx.attr_data(pi),
            AttrData::Float {
                bits: u64::from(std::f32::consts::PI.to_bits()),
                ty: f
            }
        );
        assert!(splat(&cx, cx.types().void, ConstValue::Int(1)).is_err());
    }

    #[test]
    fn intrinsic_names_are_mangled_and_split() {
        let cx = cx();
        let b = builtins();
        let v4 = cx.vector_type(cx.types().float, 4);
        let call = |name: &str, args: &[BVal]| b.get(name).expect(name).call(&cx, args);
        let sym = call(
            "intrinsic",
            &[BVal::Attr(cx.str_attr("llvm.maxnum")), BVal::Type(v4)],
        )
        .expect("intrinsic");
        assert_eq!(sym, BVal::Attr(cx.symbol_attr("llvm.maxnum.v4f32")));
        let base = call(
            "intrinsic_base",
            &[BVal::Attr(cx.symbol_attr("llvm.exp.f32"))],
        )
        .expect("base");
        assert_eq!(base, BVal::Attr(cx.str_attr("llvm.exp")));
        assert!(call("intrinsic_base", &[BVal::Attr(cx.symbol_attr("main"))]).is_err());
        assert_eq!(intrinsic_base("llvm.exp2.f32"), Some("llvm.exp2"));
        assert_eq!(
            intrinsic_base("llvm.matrix.multiply.v4f32.v6f32.v6f32"),
            Some("llvm.matrix.multiply")
        );
        assert_eq!(
            intrinsic_base("llvm.uadd.with.overflow.i32"),
            Some("llvm.uadd.with.overflow")
        );
        assert_eq!(intrinsic_base("llvm.memcpy.p0.p0.i32"), Some("llvm.memcpy"));
        assert_eq!(
            intrinsic_base("llvm.vector.reduce.add"),
            Some("llvm.vector.reduce")
        );
        assert_eq!(intrinsic_base("llvm.i32"), None);
        assert!(
            is_type_mangling("v4f32") && is_type_mangling("p0") && !is_type_mangling("i8packed")
        );
    }

    #[test]
    fn cbuffer_rows_and_columns() {
        let cx = cx();
        let b = builtins();
        let t = cx.types();
        let call = |name: &str, args: &[BVal]| b.get(name).expect(name).call(&cx, args);
        assert_eq!(call("cb_row", &[BVal::Int(36)]).ok(), Some(BVal::Int(2)));
        assert_eq!(call("cb_row", &[BVal::Int(-1)]).ok(), Some(BVal::Int(-1)));
        let d3 = cx.vector_type(t.double, 3);
        assert_eq!(
            call("cb_col", &[BVal::Int(24), BVal::Type(d3)]).ok(),
            Some(BVal::Int(1))
        );
        assert_eq!(
            call("cb_col", &[BVal::Int(20), BVal::Type(t.half)]).ok(),
            Some(BVal::Int(2))
        );
        assert_eq!(
            call("cb_row_type", &[BVal::Type(d3)]).ok(),
            Some(BVal::Type(cx.struct_type(vec![t.double; 2], false)))
        );
        assert_eq!(
            call("cb_row_type", &[BVal::Type(t.i16)]).ok(),
            Some(BVal::Type(cx.struct_type(vec![t.i16; 8], false)))
        );
        assert!(call("cb_row_type", &[BVal::Type(t.i8)]).is_err());
        assert!(call("cb_col", &[BVal::Int(0), BVal::Type(t.i1)]).is_err());
    }

    #[test]
    fn structured_and_cbuffer_layout_builtins() {
        let cx = cx();
        let b = builtins();
        let call = |name: &str, args: &[BVal]| b.get(name).expect(name).call(&cx, args);
        let t = cx.types();
        let v4 = cx.vector_type(t.float, 4);
        let s = cx.struct_type(vec![v4, t.i32, t.half], false);
        let outer = cx.struct_type(vec![t.float, s, cx.array_type(t.double, 2)], false);
        assert_eq!(call("is_aggregate", &[BVal::Type(s)]), Ok(BVal::Bool(true)));
        assert_eq!(
            call("is_aggregate", &[BVal::Type(v4)]),
            Ok(BVal::Bool(false))
        );
        assert_eq!(call("sb_members", &[BVal::Type(outer)]), Ok(BVal::Int(3)));
        // float at 0, the struct at 4 (aligned to 4), the doubles at 32.
        let off = |k| call("sb_offset", &[BVal::Type(outer), BVal::Int(k)]);
        assert_eq!(off(1), Ok(BVal::Int(4)));
        assert_eq!(off(2), Ok(BVal::Int(32)));
        assert!(off(3).is_err());
        assert!(call("sb_members", &[BVal::Type(t.i32)]).is_err());
        let ptr_struct = cx.struct_type(vec![t.ptr, t.i32], false);
        assert!(!structured_lays_out(&cx, ptr_struct));
        // double3 starting at lane 1 of a row: rows 0, 1, 1; lanes 1, 0, 1.
        let rl = |f: &str, k| call(f, &[BVal::Type(t.double), BVal::Int(1), BVal::Int(k)]);
        assert_eq!(rl("cbuffer_row_of", 2), Ok(BVal::Int(1)));
        assert_eq!(rl("cbuffer_lane_of", 2), Ok(BVal::Int(1)));
        assert!(call(
            "cbuffer_row_of",
            &[BVal::Type(t.double), BVal::Int(2), BVal::Int(0)]
        )
        .is_err());
        assert_eq!(
            call("cbuffer_per_row", &[BVal::Type(t.half)]),
            Ok(BVal::Int(8))
        );
        assert!(call("cbuffer_row", &[BVal::Type(t.i1)]).is_err());
    }
}
