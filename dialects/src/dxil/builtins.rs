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
//!
//! Each fails (the rule does not apply, a near miss) on a type it has no
//! answer for. [`register_builtins`] adds them to a set; [`builtins`] is the
//! standard set plus these, what the built-in rule files are loaded with.

use super::op::ScalarKind;
use super::types::{dxil_type, scalar_kind, DxilStruct};
use crate::dx::ResourceType;
use dxir_ir::{type_to_string, Context, Type, TypeData};
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
