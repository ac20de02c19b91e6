//! Small builders for the `llvm` dialect ops the expansions emit.
//!
//! Each helper inserts at the builder's point (before the op being
//! expanded) and returns the new value, so an expansion reads like the
//! IRBuilder sequence it mirrors.

use dxir_dialects::llvm::{
    self, Constant, ExtractElement, ExtractValue, InsertElement, InsertValue, Poison, ShuffleVector,
};
use dxir_ir::{Attr, AttrData, Body, Builder, ConstantPool, Context, Type, Value};

pub(crate) use dxir_dialects::dx::builtins::{lanes, with_lane};
use dxir_dialects::llvm::fold::float_bits;

/// Inserts ops before the op being expanded; its constants come from
/// `pool`, at the top of the entry block, one op per value and type (an
/// expansion of every vector op of a function asks for the same lane
/// indices again and again).
///
/// The caller keeps the pool's promise (see [`ConstantPool`]): nothing but
/// constants, `undef` and `poison` is inserted above an op the pool made,
/// that is, no insertion point is in the run of such ops at the top of the
/// entry block.
pub(crate) struct Emit<'a, 'b> {
    pub(crate) b: &'b mut Builder<'a>,
    pub(crate) pool: &'b mut ConstantPool,
}

impl<'a, 'b> Emit<'a, 'b> {
    pub(crate) fn cx(&self) -> &'a Context {
        self.b.cx()
    }

    /// The constant `scalar` of `ty` (splat for a vector), from the pool.
    pub(crate) fn constant(&mut self, ty: Type, scalar: Attr) -> Value {
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
        let spec = Constant::spec(self.b, ty).with_attr(cx, "value", value);
        let op = match self.pool.get_or_make(cx, self.b.body(), &spec) {
            Some(op) => op,
            None => self.b.insert(spec),
        };
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
        Poison::build(self.b, ty)
    }

    /// `add a, c`, folded to a constant when both are integer constants
    /// (as IRBuilder's constant folder does).
    pub(crate) fn add(&mut self, a: Value, c: Value) -> Value {
        let cx = self.cx();
        let int = |body: &Body, v: Value| {
            let d = body.defining_op(v)?;
            Constant::match_op(cx, body, d)?;
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
        llvm::Add::build(self.b, a, c, ty)
    }

    /// `extractelement v, i32 i`.
    pub(crate) fn lane(&mut self, v: Value, i: u32) -> Value {
        let cx = self.cx();
        let elem = lanes(cx, self.b.body().value_type(v)).1;
        let idx = self.int(cx.types().i32, i128::from(i));
        ExtractElement::build(self.b, v, idx, elem)
    }

    /// `insertelement vec, e, i32 i`.
    pub(crate) fn insert(&mut self, vec: Value, e: Value, i: u32) -> Value {
        let cx = self.cx();
        let ty = self.b.body().value_type(vec);
        let idx = self.int(cx.types().i32, i128::from(i));
        InsertElement::build(self.b, vec, e, idx, ty)
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
        let spec = ExtractValue::spec(self.b, agg, ty).with_attr(cx, "indices", idx);
        let op = self.b.insert(spec);
        self.b.body().result(op, 0)
    }

    /// `insertvalue agg, v, i`.
    pub(crate) fn set_field(&mut self, agg: Value, v: Value, i: u32) -> Value {
        let cx = self.cx();
        let ty = self.b.body().value_type(agg);
        let idx = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(cx.types().i32, i128::from(i))
        ]));
        let spec = InsertValue::spec(self.b, agg, v, ty).with_attr(cx, "indices", idx);
        let op = self.b.insert(spec);
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
        let spec = ShuffleVector::spec(self.b, a, c, ty).with_attr(cx, "mask", m);
        let op = self.b.insert(spec);
        self.b.body().result(op, 0)
    }
}
