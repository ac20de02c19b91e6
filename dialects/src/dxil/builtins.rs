//! Rule builtins of the DXIL lowering: the values `lower-dxil` rules compute
//! from types and constants (ResBind fields, ResourceProperties words, the
//! ResRet and CBufRet struct of an overload).
//!
//! | builtin | signature | value |
//! |---|---|---|
//! | `res_ret(T)` | `(type) -> type` | `%dx.types.ResRet.<s>` of `T`'s lane type |
//! | `cbuf_ret(T)` | `(type) -> type` | `%dx.types.CBufRet.<s>` of `T`'s lane type |
//! | `res_class(H)` | `(type) -> int` | resource class of handle type `H`: SRV 0, UAV 1, CBV 2, sampler 3 |
//! | `upper_bound(lb, size)` | `(int, int) -> int` | `lb + size - 1`, or -1 for an unbounded range (size -1) |
//! | `props_word0(H, counter)` | `(type, int) -> int` | word 0 of the annotateHandle properties; `counter` non-zero for a UAV with a counter |
//! | `props_word1(H)` | `(type) -> int` | word 1 of the annotateHandle properties |
//! | `raw_align(H, E, off)` | `(type, type, int) -> int` | the alignment operand of a raw buffer access of scalar `E` at constant byte offset `off` in an element of raw buffer `H` ([`raw_access_align`]) |
//! | `raw_align_dynamic(H, E)` | `(type, type) -> int` | the same for an offset that is not a constant |
//! | `intrinsic_base(s)` | `(attr) -> attr` | as in `dx` (one definition, [`crate::dx::builtins::register_intrinsic_base`]): the generated intrinsic rules match an overloaded LLVM intrinsic's family |
//!
//! Each fails (the rule does not apply, a near miss) on a type it has no
//! answer for. [`register_builtins`] adds them to a set; [`builtins`] is the
//! standard set plus these, what the built-in rule files are loaded with.

use super::op::ScalarKind;
use super::types::{dxil_type, scalar_kind, DxilStruct};
use crate::dx::ResourceType;
use dxir_ir::{type_to_string, Context, StructBody, Type, TypeData};
use dxir_rewrites::builtins::{arg_int as int, arg_type as ty};
use dxir_rewrites::{BVal, BuiltinError, BuiltinRegistryError, Builtins, Kind, Signature};

/// DXIL's AtomicBinOpCode of an LLVM `atomicrmw` operation (`min`/`max`
/// are the signed ones); `None` for those DXIL has no atomic for.
pub fn atomic_binop_code(operation: &str) -> Option<u8> {
    Some(match operation {
        "add" => 0,
        "and" => 1,
        "or" => 2,
        "xor" => 3,
        "min" => 4,
        "max" => 5,
        "umin" => 6,
        "umax" => 7,
        "xchg" => 8,
        _ => return None,
    })
}

/// The standard builtins plus the DXIL ones.
pub fn builtins() -> Builtins {
    let mut b = Builtins::standard();
    register_builtins(&mut b).expect("the DXIL builtins have distinct names");
    b
}

/// Adds the DXIL builtins (see the module docs) to `b`.
///
/// # Errors
/// [`BuiltinRegistryError`] if `b` already has one of the names.
pub fn register_builtins(b: &mut Builtins) -> Result<(), BuiltinRegistryError> {
    use Kind::{Int as I, Type as T};
    crate::dx::builtins::register_intrinsic_base(b)?;
    b.register("res_ret", Signature::new(&[T], T), |cx, a| {
        lane_struct(cx, ty(a, 0)?, DxilStruct::ResRet)
    })?;
    b.register("cbuf_ret", Signature::new(&[T], T), |cx, a| {
        lane_struct(cx, ty(a, 0)?, DxilStruct::CBufRet)
    })?;
    b.register("res_class", Signature::new(&[T], I), |cx, a| {
        Ok(BVal::Int(resource(cx, ty(a, 0)?)?.class() as i128))
    })?;
    b.register("upper_bound", Signature::new(&[I, I], I), |_, a| {
        let (lb, size) = (int(a, 0)?, int(a, 1)?);
        Ok(BVal::Int(upper_bound(lb, size)?))
    })?;
    b.register("props_word0", Signature::new(&[T, I], I), |cx, a| {
        let counter = int(a, 1)? != 0;
        let [w0, _] = properties(cx, ty(a, 0)?, counter)?;
        Ok(BVal::Int(i128::from(w0)))
    })?;
    b.register("props_word1", Signature::new(&[T], I), |cx, a| {
        let [_, w1] = properties(cx, ty(a, 0)?, false)?;
        Ok(BVal::Int(i128::from(w1)))
    })?;
    b.register("raw_align", Signature::new(&[T, T, I], I), |cx, a| {
        raw_access_align(cx, ty(a, 0)?, ty(a, 1)?, Some(int(a, 2)?)).map(|n| BVal::Int(n.into()))
    })?;
    b.register("raw_align_dynamic", Signature::new(&[T, T], I), |cx, a| {
        raw_access_align(cx, ty(a, 0)?, ty(a, 1)?, None).map(|n| BVal::Int(n.into()))
    })?;
    Ok(())
}

/// The alignment of a byte-address access DXC writes (`Load`, `Store`,
/// `Load<T>` at any address; only `AlignedLoad` states more): 4, or the
/// scalar's own alignment when that is smaller.
const BYTE_ADDRESS_ALIGN: u64 = 4;

/// The alignment operand of a `rawBufferLoad`/`rawBufferStore` of scalar
/// type `scalar` on raw buffer handle type `handle`: an alignment the
/// access really has, which consumers trust (dxil-spirv picks the width of
/// its SSBO access from it), never the scalar's alignment alone.
///
/// - A byte-address buffer (element `i8`): what DXC writes for `Load<T>`,
///   the scalar's alignment capped at 4 (the address is the index,
///   unknown here).
/// - A structured buffer: the element starts at `index * stride`, so the
///   largest power of two dividing the stride, the constant byte `offset`
///   in the element (`Some`), and the scalar's alignment, whichever is
///   smallest. A 64-bit field clang's layout puts at byte 4 gets 4. For an
///   offset that is not a constant (`None`, an array in the element indexed
///   at run time), the smallest such power of two over every place a
///   `scalar` sits in the element's layout (over every scalar when none
///   has that type).
///
/// # Errors
/// [`BuiltinError::TypeShape`] when `handle` is not a raw buffer or
/// `scalar` not a scalar; [`BuiltinError::Unsized`] for an element without
/// a layout; [`BuiltinError::Domain`] for a negative offset.
pub fn raw_access_align(
    cx: &Context,
    handle: Type,
    scalar: Type,
    offset: Option<i128>,
) -> Result<u32, BuiltinError> {
    let rt = resource(cx, handle)?;
    let ResourceType::RawBuffer { element, .. } = rt else {
        return Err(shape(cx, handle, "a raw buffer handle type"));
    };
    if !matches!(
        cx.type_data(scalar),
        TypeData::Int(_) | TypeData::Half | TypeData::Float | TypeData::Double
    ) {
        return Err(shape(cx, scalar, "an integer or float scalar"));
    }
    let own = dxir_rewrites::builtins::type_align(cx, scalar)?;
    let align = if !rt.is_structured(cx) {
        own.min(BYTE_ADDRESS_ALIGN)
    } else {
        let stride = dxir_rewrites::builtins::type_size(cx, element)?;
        let at = match offset {
            Some(off) => {
                let off = u64::try_from(off).map_err(|_| BuiltinError::Domain {
                    builtin: "raw_align",
                    range: "a byte offset of 0 or more",
                    value: off,
                })?;
                pow2_dividing(off)
            }
            None => {
                let mut places = Places::default();
                scalar_places(cx, element, scalar, 0, 0, &mut places)?;
                places.same.or(places.any).unwrap_or(1)
            }
        };
        own.min(pow2_dividing(stride)).min(at)
    };
    // A power of two no larger than the scalar's alignment (8 at most).
    Ok(u32::try_from(align).unwrap_or(u32::MAX))
}

/// The largest power of two dividing `n`; `u64::MAX` (no limit) for 0.
fn pow2_dividing(n: u64) -> u64 {
    if n == 0 {
        u64::MAX
    } else {
        1 << n.trailing_zeros()
    }
}

/// The smallest power of two dividing the offset of a scalar of the
/// wanted type (`same`), and of any scalar (`any`), seen so far.
#[derive(Default)]
struct Places {
    same: Option<u64>,
    any: Option<u64>,
}

/// Aggregates nested deeper than this are refused rather than walked.
const MAX_PLACE_DEPTH: u32 = 64;

/// Records in `places` where the scalars of `ty`, placed at byte `base`,
/// sit. An array or vector is walked at its first two elements: the
/// smallest power of two dividing `base + k * size` over every `k` is the
/// one for `k` 0 or 1.
fn scalar_places(
    cx: &Context,
    ty: Type,
    want: Type,
    base: u64,
    depth: u32,
    places: &mut Places,
) -> Result<(), BuiltinError> {
    if depth > MAX_PLACE_DEPTH {
        return Err(BuiltinError::Unsized {
            ty: type_to_string(cx, ty),
        });
    }
    let overflow = || BuiltinError::Overflow;
    match cx.type_data(ty) {
        TypeData::Int(_) | TypeData::Half | TypeData::Float | TypeData::Double => {
            let p = pow2_dividing(base);
            places.any = Some(places.any.map_or(p, |q| q.min(p)));
            if ty == want {
                places.same = Some(places.same.map_or(p, |q| q.min(p)));
            }
        }
        TypeData::Vector { .. } | TypeData::Array { .. } => {
            let (len, elem) = match cx.type_data(ty) {
                TypeData::Vector { len, elem } => (u64::from(*len), *elem),
                TypeData::Array { len, elem } => (*len, *elem),
                _ => return Ok(()),
            };
            let size = dxir_rewrites::builtins::type_size(cx, elem)?;
            for k in 0..len.min(2) {
                let at = base.checked_add(k * size).ok_or_else(overflow)?;
                scalar_places(cx, elem, want, at, depth + 1, places)?;
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = match cx.type_data(ty) {
                TypeData::Struct { fields, .. } => fields.clone(),
                _ => match cx.struct_body(ty) {
                    Some(StructBody::Fields { fields, .. }) => fields,
                    _ => return Err(shape(cx, ty, "a struct with a body")),
                },
            };
            let layout = dxir_rewrites::builtins::StructLayout::of(cx, ty)?;
            for (f, off) in fields.into_iter().zip(layout.offsets) {
                let at = base.checked_add(off).ok_or_else(overflow)?;
                scalar_places(cx, f, want, at, depth + 1, places)?;
            }
        }
        // Padding and the like hold no scalar.
        _ => {}
    }
    Ok(())
}

/// The last register of a range starting at `lb` with `size` registers;
/// -1 when the range is unbounded (`size` is -1, or `0xFFFFFFFF` read
/// unsigned). Results are 32-bit two's complement, as `i32` operands.
///
/// # Errors
/// [`BuiltinError::Domain`] for a size of 0 or out of the 32-bit range.
pub fn upper_bound(lb: i128, size: i128) -> Result<i128, BuiltinError> {
    if size == -1 || size == 0xFFFF_FFFF {
        return Ok(-1);
    }
    if !(1..=0xFFFF_FFFF).contains(&size) {
        return Err(BuiltinError::Domain {
            builtin: "upper_bound",
            range: "a range size of 1 to 2^32-2, or -1",
            value: size,
        });
    }
    let ub = (lb & 0xFFFF_FFFF) + size - 1;
    // As an i32: wrap into the signed range.
    Ok(i128::from((ub & 0xFFFF_FFFF) as u32 as i32))
}

/// `%dx.types.ResRet.<s>` or `CBufRet.<s>` of the lane type of `t`.
fn lane_struct(
    cx: &Context,
    t: Type,
    make: fn(ScalarKind) -> DxilStruct,
) -> Result<BVal, BuiltinError> {
    let lane = match cx.type_data(t) {
        TypeData::Vector { elem, .. } => *elem,
        _ => t,
    };
    let kind = scalar_kind(cx, lane).ok_or_else(|| shape(cx, t, "a scalar or vector"))?;
    dxil_type(cx, make(kind))
        .map(BVal::Type)
        .map_err(|_| shape(cx, t, "a type DXIL has a return struct for"))
}

/// The annotateHandle words of handle type `t` (`ResourceType::properties`).
fn properties(cx: &Context, t: Type, counter: bool) -> Result<[u32; 2], BuiltinError> {
    resource(cx, t)?
        .properties(cx, counter)
        .map_err(|_| shape(cx, t, "a resource type with a DXIL layout"))
}

fn resource(cx: &Context, t: Type) -> Result<ResourceType, BuiltinError> {
    ResourceType::decode(cx, t).map_err(|_| shape(cx, t, "a resource handle type"))
}

fn shape(cx: &Context, t: Type, expected: &'static str) -> BuiltinError {
    BuiltinError::TypeShape {
        ty: type_to_string(cx, t),
        expected,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_ir::parse_type;

    fn call(cx: &Context, name: &str, args: &[BVal]) -> Result<BVal, BuiltinError> {
        builtins().get(name).unwrap().call(cx, args)
    }

    fn t(cx: &Context, s: &str) -> BVal {
        BVal::Type(parse_type(cx, s, "t").unwrap())
    }

    #[test]
    fn raw_access_alignments() {
        let cx = Context::with_registry(crate::registry());
        let align = |h: &str, e: &str, off: Option<i128>| {
            let (BVal::Type(h), BVal::Type(e)) = (t(&cx, h), t(&cx, e)) else {
                unreachable!()
            };
            raw_access_align(&cx, h, e, off)
        };
        // clang's layout: `uint a; uint64_t b; double c;` packed, stride 20.
        let wide = r#"target("dx.RawBuffer", <{ i32, i64, double }>, 1, 0)"#;
        assert_eq!(align(wide, "i64", Some(4)), Ok(4));
        assert_eq!(align(wide, "double", Some(12)), Ok(4));
        assert_eq!(align(wide, "i32", Some(0)), Ok(4));
        // Naturally aligned, stride 16: the offset decides.
        let pair = r#"target("dx.RawBuffer", { double, double }, 1, 0)"#;
        assert_eq!(align(pair, "double", Some(8)), Ok(8));
        assert_eq!(align(pair, "double", Some(0)), Ok(8));
        let doubles = r#"target("dx.RawBuffer", double, 0, 0)"#;
        assert_eq!(align(doubles, "double", Some(0)), Ok(8));
        // A stride of 24 (`double3`) keeps 8.
        let d3 = r#"target("dx.RawBuffer", <3 x double>, 0, 0)"#;
        assert_eq!(align(d3, "double", Some(16)), Ok(8));
        // A dynamic offset: the smallest over the places of the scalar.
        let arr = r#"target("dx.RawBuffer", <{ i32, [2 x i64] }>, 1, 0)"#;
        assert_eq!(align(arr, "i64", None), Ok(4));
        let halfs = r#"target("dx.RawBuffer", <{ half, [2 x double], half }>, 1, 0)"#;
        assert_eq!(align(halfs, "double", None), Ok(2));
        assert_eq!(align(pair, "double", None), Ok(8));
        // A scalar the element does not hold: every scalar's place counts.
        assert_eq!(align(halfs, "i64", None), Ok(2));
        // Byte-address buffers: DXC's 4, or less for a 16-bit scalar.
        let bab = r#"target("dx.RawBuffer", i8, 1, 0)"#;
        assert_eq!(align(bab, "i64", None), Ok(4));
        assert_eq!(align(bab, "double", Some(8)), Ok(4));
        assert_eq!(align(bab, "half", None), Ok(2));
        // Not a raw buffer, not a scalar, a negative offset: near misses.
        assert!(align(r#"target("dx.TypedBuffer", i32, 1, 0, 0)"#, "i32", None).is_err());
        assert!(align(wide, "<2 x i32>", Some(0)).is_err());
        assert!(align(wide, "i64", Some(-4)).is_err());
        // Through the registry, as rules call it.
        let r = call(
            &cx,
            "raw_align",
            &[t(&cx, wide), t(&cx, "i64"), BVal::Int(4)],
        );
        assert_eq!(r, Ok(BVal::Int(4)));
        let r = call(&cx, "raw_align_dynamic", &[t(&cx, pair), t(&cx, "double")]);
        assert_eq!(r, Ok(BVal::Int(8)));
    }

    #[test]
    fn upper_bounds() {
        assert_eq!(upper_bound(10, 4), Ok(13));
        assert_eq!(upper_bound(1, 1), Ok(1));
        assert_eq!(upper_bound(20, -1), Ok(-1));
        assert_eq!(upper_bound(20, 0xFFFF_FFFF), Ok(-1));
        assert!(upper_bound(0, 0).is_err());
    }

    #[test]
    fn return_structs() {
        let cx = Context::with_registry(crate::registry());
        let r = call(&cx, "res_ret", &[t(&cx, "<4 x float>")]).unwrap();
        assert_eq!(r, t(&cx, "%dx.types.ResRet.f32"));
        let r = call(&cx, "cbuf_ret", &[t(&cx, "half")]).unwrap();
        assert_eq!(r, t(&cx, "%dx.types.CBufRet.f16.8"));
        assert!(call(&cx, "res_ret", &[t(&cx, "i1")]).is_err());
        assert!(call(&cx, "res_ret", &[t(&cx, "ptr")]).is_err());
    }

    #[test]
    fn classes_and_words() {
        let cx = Context::with_registry(crate::registry());
        let cases: &[(&str, bool, i128, i128, i128)] = &[
            (
                r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#,
                false,
                1,
                4106,
                1033,
            ),
            (
                r#"target("dx.TypedBuffer", i32, 0, 0, 0)"#,
                false,
                0,
                10,
                261,
            ),
            (
                r#"target("dx.TypedBuffer", <2 x i32>, 0, 0, 1)"#,
                false,
                0,
                10,
                0x204,
            ),
            (
                r#"target("dx.TypedBuffer", <4 x float>, 1, 1, 0)"#,
                false,
                1,
                12298,
                1033,
            ),
            (r#"target("dx.RawBuffer", float, 0, 0)"#, false, 0, 12, 4),
            (
                r#"target("dx.RawBuffer", <3 x double>, 0, 0)"#,
                false,
                0,
                12,
                24,
            ),
            (
                r#"target("dx.RawBuffer", {<4 x float>, <4 x i32>}, 1, 0)"#,
                true,
                1,
                37900,
                32,
            ),
            (
                r#"target("dx.RawBuffer", <4 x float>, 1, 0)"#,
                true,
                1,
                36876,
                16,
            ),
            (r#"target("dx.RawBuffer", i8, 0, 0)"#, false, 0, 11, 0),
            (r#"target("dx.RawBuffer", i8, 1, 0)"#, false, 1, 4107, 0),
            (
                r#"target("dx.CBuffer", <{ <4 x float>, i32, target("dx.Padding", 4), double }>)"#,
                false,
                2,
                13,
                32,
            ),
            (r#"target("dx.Sampler", 1)"#, false, 3, 32782, 0),
        ];
        for &(ty_s, counter, class, w0, w1) in cases {
            let h = t(&cx, ty_s);
            assert_eq!(call(&cx, "res_class", &[h]), Ok(BVal::Int(class)), "{ty_s}");
            assert_eq!(
                call(&cx, "props_word0", &[h, BVal::Int(i128::from(counter))]),
                Ok(BVal::Int(w0)),
                "{ty_s}"
            );
            assert_eq!(call(&cx, "props_word1", &[h]), Ok(BVal::Int(w1)), "{ty_s}");
        }
        assert!(call(&cx, "res_class", &[t(&cx, "i32")]).is_err());
    }
}
