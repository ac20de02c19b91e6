//! Small builders for the `llvm` dialect ops the expansions emit.
//!
//! Each helper inserts at the builder's point (before the op being
//! expanded) and returns the new value, so an expansion reads like the
//! IRBuilder sequence it mirrors.

use dxir_dialects::dx::mangle_type;
use dxir_ir::{Attr, AttrData, Body, Builder, Context, Type, TypeData, Value};

/// The lane count and lane type of `ty` (`(None, ty)` for a scalar).
pub(crate) fn lanes(cx: &Context, ty: Type) -> (Option<u32>, Type) {
    match *cx.type_data(ty) {
        TypeData::Vector { len, elem } => (Some(len), elem),
        _ => (None, ty),
    }
}

/// `ty` with its lanes replaced by `lane` (a scalar stays a scalar).
pub(crate) fn with_lane(cx: &Context, ty: Type, lane: Type) -> Type {
    match lanes(cx, ty) {
        (Some(n), _) => cx.vector_type(lane, n),
        (None, _) => lane,
    }
}

/// The IEEE bits of `v` rounded to the float type `ty`. Values are taken
/// as LLVM's `ConstantFP::get(Ty, double)` does: rounded to the type.
fn float_bits(cx: &Context, ty: Type, v: f64) -> u64 {
    match cx.type_data(ty) {
        TypeData::Half => u64::from(f32_to_f16_bits(v as f32)),
        TypeData::Float => u64::from((v as f32).to_bits()),
        _ => v.to_bits(),
    }
}

/// Round-to-nearest-even conversion of an `f32` to `half` bits.
fn f32_to_f16_bits(x: f32) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if man != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        let m = man | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1 << shift) - 1);
        let mut r = (m >> shift) as u16;
        if rest > half || (rest == half && r & 1 == 1) {
            r += 1;
        }
        return sign | r;
    }
    let rest = man & 0x1fff;
    let mut r = ((e as u32) << 10 | (man >> 13)) as u16;
    if rest > 0x1000 || (rest == 0x1000 && r & 1 == 1) {
        r += 1;
    }
    sign | r
}

/// Inserts ops before the op being expanded.
pub(crate) struct Emit<'a, 'b> {
    pub(crate) b: &'b mut Builder<'a>,
}

impl<'a, 'b> Emit<'a, 'b> {
    pub(crate) fn cx(&self) -> &'a Context {
        self.b.cx()
    }

    fn constant(&mut self, ty: Type, scalar: Attr) -> Value {
        let cx = self.cx();
        let is_zero = matches!(
            cx.attr_data(scalar),
            AttrData::Int { bits: 0, .. } | AttrData::Float { bits: 0, .. }
        );
        let value = match lanes(cx, ty) {
            // LLVM folds an all-zero splat to `zeroinitializer`.
            (Some(_), _) if is_zero => cx.intern_attr(AttrData::Zero(ty)),
            (Some(n), _) => cx.intern_attr(AttrData::Array(vec![scalar; n as usize])),
            (None, _) => scalar,
        };
        let op = self
            .b
            .op_with_attrs("llvm.constant", &[], &[ty], &[("value", value)]);
        self.b.body().result(op, 0)
    }

    /// An integer constant of `ty` (splat for a vector).
    pub(crate) fn int(&mut self, ty: Type, v: i128) -> Value {
        let lane = lanes(self.cx(), ty).1;
        let a = self.cx().int_attr(lane, v);
        self.constant(ty, a)
    }

    /// A float constant of `ty` (splat for a vector).
    pub(crate) fn float(&mut self, ty: Type, v: f64) -> Value {
        let cx = self.cx();
        let lane = lanes(cx, ty).1;
        let a = cx.intern_attr(AttrData::Float {
            bits: float_bits(cx, lane, v),
            ty: lane,
        });
        self.constant(ty, a)
    }

    /// `zeroinitializer` (or `0`, `0.0`) of `ty`.
    pub(crate) fn zero(&mut self, ty: Type) -> Value {
        let cx = self.cx();
        if cx.is_float(ty) {
            self.float(ty, 0.0)
        } else {
            self.int(ty, 0)
        }
    }

    /// `poison` of `ty`.
    pub(crate) fn poison(&mut self, ty: Type) -> Value {
        self.b.value("llvm.poison", &[], ty)
    }

    /// A two-operand op whose result has the operands' type.
    pub(crate) fn bin(&mut self, name: &str, a: Value, c: Value) -> Value {
        let ty = self.b.body().value_type(a);
        self.b.value(name, &[a, c], ty)
    }

    /// `add a, c`, folded to a constant when both are integer constants
    /// (as IRBuilder's constant folder does).
    pub(crate) fn add(&mut self, a: Value, c: Value) -> Value {
        let cx = self.cx();
        let int = |body: &Body, v: Value| {
            let d = body.defining_op(v)?;
            if cx.op_name_str(body.op_name(d)) != "llvm.constant" {
                return None;
            }
            match cx.attr_data(body.attr(cx, d, "value")?) {
                AttrData::Int { bits, .. } => Some(*bits),
                _ => None,
            }
        };
        let body = self.b.body();
        let ty = body.value_type(a);
        if let (Some(x), Some(y), Some(w)) = (int(body, a), int(body, c), cx.int_width(ty)) {
            let mask = if w >= 128 {
                u128::MAX
            } else {
                (1u128 << w) - 1
            };
            let attr = cx.intern_attr(AttrData::Int {
                bits: x.wrapping_add(y) & mask,
                ty,
            });
            return self.constant(ty, attr);
        }
        self.bin("llvm.add", a, c)
    }

    /// `icmp`/`fcmp` (`name`) with `predicate`.
    pub(crate) fn cmp(&mut self, name: &str, pred: &str, a: Value, c: Value) -> Value {
        let cx = self.cx();
        let ty = with_lane(cx, self.b.body().value_type(a), cx.types().i1);
        let p = cx.str_attr(pred);
        let op = self
            .b
            .op_with_attrs(name, &[a, c], &[ty], &[("predicate", p)]);
        self.b.body().result(op, 0)
    }

    /// `select c, t, f`.
    pub(crate) fn select(&mut self, c: Value, t: Value, f: Value) -> Value {
        let ty = self.b.body().value_type(t);
        self.b.value("llvm.select", &[c, t, f], ty)
    }

    /// A cast (`llvm.zext`, `llvm.trunc`, ...) to `ty`.
    pub(crate) fn cast(&mut self, name: &str, v: Value, ty: Type) -> Value {
        self.b.value(name, &[v], ty)
    }

    /// `extractelement v, i32 i`.
    pub(crate) fn lane(&mut self, v: Value, i: u32) -> Value {
        let cx = self.cx();
        let elem = lanes(cx, self.b.body().value_type(v)).1;
        let idx = self.int(cx.types().i32, i128::from(i));
        self.b.value("llvm.extractelement", &[v, idx], elem)
    }

    /// `insertelement vec, e, i32 i`.
    pub(crate) fn insert(&mut self, vec: Value, e: Value, i: u32) -> Value {
        let cx = self.cx();
        let ty = self.b.body().value_type(vec);
        let idx = self.int(cx.types().i32, i128::from(i));
        self.b.value("llvm.insertelement", &[vec, e, idx], ty)
    }

    /// A vector of type `ty` built from `elems` with `insertelement`s into
    /// `poison`.
    pub(crate) fn gather(&mut self, ty: Type, elems: &[Value]) -> Value {
        let mut v = self.poison(ty);
        for (i, &e) in elems.iter().enumerate() {
            v = self.insert(v, e, i as u32);
        }
        v
    }

    /// `extractvalue agg, i`, of type `ty`.
    pub(crate) fn field(&mut self, agg: Value, i: u32, ty: Type) -> Value {
        let cx = self.cx();
        let idx = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(cx.types().i32, i128::from(i))
        ]));
        let op = self
            .b
            .op_with_attrs("llvm.extractvalue", &[agg], &[ty], &[("indices", idx)]);
        self.b.body().result(op, 0)
    }

    /// `insertvalue agg, v, i`.
    pub(crate) fn set_field(&mut self, agg: Value, v: Value, i: u32) -> Value {
        let cx = self.cx();
        let ty = self.b.body().value_type(agg);
        let idx = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(cx.types().i32, i128::from(i))
        ]));
        let op = self
            .b
            .op_with_attrs("llvm.insertvalue", &[agg, v], &[ty], &[("indices", idx)]);
        self.b.body().result(op, 0)
    }

    /// `shufflevector a, b, mask`.
    pub(crate) fn shuffle(&mut self, a: Value, c: Value, mask: &[u32]) -> Value {
        let cx = self.cx();
        let elem = lanes(cx, self.b.body().value_type(a)).1;
        let ty = cx.vector_type(elem, mask.len() as u32);
        let m = cx.intern_attr(AttrData::Array(
            mask.iter()
                .map(|&i| cx.int_attr(cx.types().i32, i128::from(i)))
                .collect(),
        ));
        let op = self
            .b
            .op_with_attrs("llvm.shufflevector", &[a, c], &[ty], &[("mask", m)]);
        self.b.body().result(op, 0)
    }

    /// A call of the overloaded LLVM intrinsic `base` at type `overload`
    /// (`llvm.maxnum` at `<4 x float>` is `@llvm.maxnum.v4f32`), returning
    /// `ret`. The exporter declares it when the module lacks it.
    pub(crate) fn intrinsic(
        &mut self,
        base: &str,
        overload: Type,
        args: &[Value],
        ret: Type,
    ) -> Value {
        let cx = self.cx();
        let callee = format!("{base}.{}", mangle_type(cx, overload));
        let sym = cx.symbol_attr(&callee);
        let op = self
            .b
            .op_with_attrs("llvm.call", args, &[ret], &[("callee", sym)]);
        self.b.body().result(op, 0)
    }

    /// A one-result `dx` op.
    pub(crate) fn dx(&mut self, name: &str, args: &[Value], ret: Type) -> Value {
        self.b.value(name, args, ret)
    }
}

#[cfg(test)]
mod tests {
    use super::f32_to_f16_bits;

    #[test]
    fn half_conversion_rounds_to_nearest_even() {
        assert_eq!(f32_to_f16_bits(1.0), 0x3c00);
        assert_eq!(f32_to_f16_bits(0.0), 0);
        assert_eq!(f32_to_f16_bits(-2.0), 0xc000);
        assert_eq!(f32_to_f16_bits(std::f32::consts::LOG2_E), 0x3dc5);
        assert_eq!(f32_to_f16_bits(65520.0), 0x7c00);
        assert_eq!(f32_to_f16_bits(f32::INFINITY), 0x7c00);
    }
}
