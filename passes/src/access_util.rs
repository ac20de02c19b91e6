//! Small IR helpers shared by the resource passes (`forward-handles`,
//! `cbuffer-access`, `resource-access`): reading and building `llvm`
//! constants, naming ops, and byte offsets of GEP chains in the DXIL data
//! layout.

use dxir_dialects::dx::DxOp;
use dxir_dialects::llvm::{self, AddressOf, Constant, ExtractValue, LlvmOp, Poison};
use dxir_ir::{
    sign_extend, Attr, AttrData, Body, Builder, Context, Op, OpSpec, StructBody, Type, TypeData,
    Value,
};
use dxir_rewrites::builtins::{type_size, StructLayout};
use rustc_hash::FxHashSet;

/// The op's name as text.
pub(crate) fn op_name<'c>(cx: &'c Context, body: &Body, op: Op) -> &'c str {
    cx.op_name_str(body.op_name(op))
}

/// The global an `llvm.addressof` op takes the address of; `None` for any
/// other op.
pub(crate) fn addressof_name(cx: &Context, body: &Body, op: Op) -> Option<String> {
    AddressOf::match_op(cx, body, op)?
        .global(cx, body)
        .map(str::to_string)
}

/// Whether `op` creates a resource handle from a binding
/// (`dx.resource.handlefrombinding` or `handlefromimplicitbinding`).
pub(crate) fn is_handle_creation(cx: &Context, body: &Body, op: Op) -> bool {
    matches!(
        DxOp::match_op(cx, body, op),
        Some(DxOp::HandleFromBinding(_) | DxOp::HandleFromImplicitBinding(_))
    )
}

/// The integer value of `v` when it is an `llvm.constant` integer
/// (sign-extended from its width).
pub(crate) fn const_int(cx: &Context, body: &Body, v: Value) -> Option<i64> {
    let op = Constant::defining(cx, body, v)?.op();
    let attr = body.attr(cx, op, "value")?;
    match cx.attr_data(attr) {
        AttrData::Int { bits, ty } => {
            let w = cx.int_width(*ty)?;
            i64::try_from(sign_extend(*bits, w)).ok()
        }
        AttrData::Zero(ty) if cx.is_int(*ty) => Some(0),
        _ => None,
    }
}

/// The integer fields of `v` when it is an `llvm.constant` of a struct of
/// integers (`%dx.types.ResourceProperties { i32 4106, i32 1033 }`), each
/// as an unsigned value of its width; `zeroinitializer` gives no fields.
pub(crate) fn const_fields(cx: &Context, body: &Body, v: Value) -> Option<Vec<i64>> {
    let op = Constant::defining(cx, body, v)?.op();
    let attr = body.attr(cx, op, "value")?;
    match cx.attr_data(attr) {
        AttrData::Array(items) => items
            .iter()
            .map(|&a| match cx.attr_data(a) {
                AttrData::Int { bits, ty } => {
                    let w = cx.int_width(*ty)?;
                    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
                    Some((*bits as u64 & mask) as i64)
                }
                AttrData::Zero(_) => Some(0),
                _ => None,
            })
            .collect(),
        AttrData::Zero(_) => Some(Vec::new()),
        _ => None,
    }
}

/// Builds `llvm.constant` of integer type `ty` with value `v`.
pub(crate) fn build_int(b: &mut Builder<'_>, ty: Type, v: i64) -> Value {
    let cx = b.cx();
    let spec = Constant::spec(b, ty).with_attr(cx, "value", cx.int_attr(ty, i128::from(v)));
    let op = b.insert(spec);
    b.body().result(op, 0)
}

/// Builds `llvm.constant` `i32 v`.
pub(crate) fn build_i32(b: &mut Builder<'_>, v: i64) -> Value {
    let i32t = b.cx().types().i32;
    build_int(b, i32t, v)
}

/// Builds `llvm.poison` of `ty`.
pub(crate) fn build_poison(b: &mut Builder<'_>, ty: Type) -> Value {
    Poison::build(b, ty)
}

/// Builds an `llvm.extractvalue` of field `index`.
pub(crate) fn build_extractvalue(b: &mut Builder<'_>, agg: Value, index: u32, ty: Type) -> Value {
    let cx = b.cx();
    let idx = cx.intern_attr(AttrData::Array(vec![
        cx.int_attr(cx.types().i32, i128::from(index))
    ]));
    let spec = ExtractValue::spec(b, agg, ty).with_attr(cx, "indices", idx);
    let op = b.insert(spec);
    b.body().result(op, 0)
}

/// `a + b` on `i32`, folding constants and zeros.
pub(crate) fn build_add(b: &mut Builder<'_>, x: Value, y: Value) -> Value {
    let (cx, i32t) = (b.cx(), b.cx().types().i32);
    match (const_int(cx, b.body(), x), const_int(cx, b.body(), y)) {
        (Some(p), Some(q)) => build_int(b, i32t, p.wrapping_add(q)),
        (Some(0), None) => y,
        (None, Some(0)) => x,
        _ => llvm::Add::build(b, x, y, i32t),
    }
}

/// `x * k` on `i32`.
pub(crate) fn build_mul_const(b: &mut Builder<'_>, x: Value, k: i64) -> Value {
    let (cx, i32t) = (b.cx(), b.cx().types().i32);
    if k == 1 {
        return x;
    }
    if let Some(c) = const_int(cx, b.body(), x) {
        return build_int(b, i32t, c.wrapping_mul(k));
    }
    let kv = build_int(b, i32t, k);
    llvm::Mul::build(b, x, kv, i32t)
}

/// `x / k` (unsigned) on `i32`.
pub(crate) fn build_udiv_const(b: &mut Builder<'_>, x: Value, k: i64) -> Value {
    let (cx, i32t) = (b.cx(), b.cx().types().i32);
    if k == 1 {
        return x;
    }
    if let Some(c) = const_int(cx, b.body(), x) {
        if c >= 0 {
            return build_int(b, i32t, c / k);
        }
    }
    let kv = build_int(b, i32t, k);
    llvm::UDiv::build(b, x, kv, i32t)
}

/// Makes an integer index `i32`: truncates wider and sign-extends narrower
/// indices, as GEP semantics do (the DXIL pointer width is 32 bits).
pub(crate) fn build_to_i32(b: &mut Builder<'_>, v: Value) -> Value {
    let cx = b.cx();
    let i32t = cx.types().i32;
    let ty = b.body().value_type(v);
    match cx.int_width(ty) {
        Some(32) | None => v,
        Some(w) if w > 32 => llvm::Trunc::build(b, v, i32t),
        Some(_) => llvm::SExt::build(b, v, i32t),
    }
}

/// A byte offset: a constant plus dynamic `value * scale` terms.
#[derive(Clone, Debug, Default)]
pub(crate) struct ByteOffset {
    /// The constant part, in bytes.
    pub konst: i64,
    /// Dynamic indices and their scale in bytes.
    pub terms: Vec<(Value, i64)>,
}

impl ByteOffset {
    /// Whether there are no dynamic terms.
    pub fn is_const(&self) -> bool {
        self.terms.is_empty()
    }

    /// Builds the offset in units of `unit` bytes as an `i32` value: each
    /// term divisible by `unit` is scaled down, the others are multiplied
    /// out and divided (as DXILResourceAccess does).
    pub fn build(&self, b: &mut Builder<'_>, unit: i64) -> Value {
        let mut acc = build_i32(b, self.konst / unit);
        let mut rest: Option<Value> = None;
        if self.konst % unit != 0 {
            rest = Some(build_i32(b, self.konst));
        }
        for &(v, scale) in &self.terms {
            let v = build_to_i32(b, v);
            if scale % unit == 0 {
                let t = build_mul_const(b, v, scale / unit);
                acc = build_add(b, acc, t);
            } else {
                let t = build_mul_const(b, v, scale);
                rest = Some(match rest {
                    Some(r) => build_add(b, r, t),
                    None => t,
                });
            }
        }
        if let Some(r) = rest {
            let t = build_udiv_const(b, r, unit);
            acc = build_add(b, acc, t);
        }
        acc
    }
}

pub(crate) use crate::error::GepError;

fn size_of(cx: &Context, ty: Type) -> Result<i64, GepError> {
    type_size(cx, ty)
        .ok()
        .and_then(|s| i64::try_from(s).ok())
        .ok_or_else(|| GepError::Unsized(dxir_ir::type_to_string(cx, ty)))
}

/// The fields of a struct type, literal or named.
pub(crate) fn struct_fields(cx: &Context, ty: Type) -> Option<Vec<Type>> {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => Some(fields.clone()),
        TypeData::Named(_) => match cx.struct_body(ty) {
            Some(StructBody::Fields { fields, .. }) => Some(fields),
            _ => None,
        },
        _ => None,
    }
}

/// Adds the byte offset of the GEP `op` (`source_type`, base, indices...)
/// to `off`; returns the type the result points to.
pub(crate) fn gep_offset(
    cx: &Context,
    body: &Body,
    op: Op,
    off: &mut ByteOffset,
) -> Result<Type, GepError> {
    let source = body
        .attr(cx, op, "source_type")
        .and_then(|a| crate::access_util::type_of_attr(cx, a))
        .ok_or(GepError::BadStructIndex)?;
    let operands = body.operands(op);
    let mut ty = source;
    for (n, &idx) in operands[1..].iter().enumerate() {
        let (step, next) = if n == 0 {
            (size_of(cx, ty)?, ty)
        } else {
            match cx.type_data(ty) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    (size_of(cx, *elem)?, *elem)
                }
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = struct_fields(cx, ty).ok_or(GepError::BadStructIndex)?;
                    let i = const_int(cx, body, idx)
                        .and_then(|i| usize::try_from(i).ok())
                        .filter(|&i| i < fields.len())
                        .ok_or(GepError::BadStructIndex)?;
                    let layout = StructLayout::of(cx, ty)
                        .map_err(|_| GepError::Unsized(dxir_ir::type_to_string(cx, ty)))?;
                    off.konst += i64::try_from(layout.offsets[i]).unwrap_or(i64::MAX);
                    ty = fields[i];
                    continue;
                }
                _ => return Err(GepError::NotIndexable(dxir_ir::type_to_string(cx, ty))),
            }
        };
        match const_int(cx, body, idx) {
            Some(c) => off.konst = off.konst.wrapping_add(c.wrapping_mul(step)),
            None => off.terms.push((idx, step)),
        }
        ty = next;
    }
    Ok(ty)
}

/// Calls `f` with every symbol `attr` names, in nested arrays and dicts
/// too, borrowing the names from the context.
pub(crate) fn for_each_symbol<'c>(cx: &'c Context, attr: Attr, f: &mut impl FnMut(&'c str)) {
    cx.for_each_attr_leaf(attr, &mut |leaf| {
        if let AttrData::Symbol(s) = cx.attr_data(leaf) {
            f(s);
        }
    });
}

/// Calls `f` with every symbol the ops of `body` name in their
/// attributes, taking each distinct attribute once: the ops of a body share
/// most of theirs (flags, alignments, every call of one callee), so their
/// symbols would only come again. A symbol named by two attributes comes
/// twice; callers that keep a set do not mind.
pub(crate) fn for_each_symbol_in_body<'c>(
    cx: &'c Context,
    body: &Body,
    f: &mut impl FnMut(&'c str),
) {
    let mut seen: FxHashSet<Attr> = FxHashSet::default();
    for op in body.walk() {
        for (_, a) in body.attrs(op).iter() {
            if seen.insert(a) {
                for_each_symbol(cx, a, f);
            }
        }
    }
}

/// The type held by a type attribute (`type(T)`).
pub(crate) fn type_of_attr(cx: &Context, attr: dxir_ir::Attr) -> Option<Type> {
    match cx.attr_data(attr) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

/// The creation op and its operand-defining constant ops, as specs to
/// rebuild in another function.
pub(crate) struct HandleRecipe {
    create: OpSpec,
    /// For each operand: the spec of the constant op that defines it.
    operands: Vec<OpSpec>,
}

pub(crate) fn recipe(cx: &Context, body: &Body, create: Op) -> Option<HandleRecipe> {
    let spec_of = |op: Op| {
        OpSpec::new(body.op_name(op), body.loc(op))
            .with_results(body.results(op).iter().map(|&r| body.value_type(r)))
            .with_attrs(body.attrs(op).clone())
    };
    let mut operands = Vec::new();
    for &v in body.operands(create) {
        let d = body.defining_op(v)?;
        if !body.operands(d).is_empty() {
            return None;
        }
        if !matches!(
            LlvmOp::match_op(cx, body, d),
            Some(LlvmOp::Constant(_) | LlvmOp::AddressOf(_) | LlvmOp::Poison(_) | LlvmOp::Undef(_))
        ) {
            return None;
        }
        operands.push(spec_of(d));
    }
    Some(HandleRecipe {
        create: spec_of(create),
        operands,
    })
}

impl HandleRecipe {
    /// Whether both create the same handle: the same op and result type
    /// from the same constant operands (call-site attributes may differ).
    pub(crate) fn same_handle(&self, other: &HandleRecipe) -> bool {
        let key = |s: &OpSpec| (s.name, s.result_types.clone(), s.operands.clone());
        key(&self.create) == key(&other.create)
            && self.operands.len() == other.operands.len()
            && self.operands.iter().zip(&other.operands).all(|(a, b)| {
                a.name == b.name && a.attrs == b.attrs && a.result_types == b.result_types
            })
    }

    /// Builds the constants and the creation op at the top of the body's
    /// entry block; the new handle, or `None` for a body without blocks.
    pub(crate) fn materialize(&self, body: &mut Body) -> Option<Value> {
        let entry = body.entry_block()?;
        let first = body.first_op(entry);
        let place = |body: &mut Body, op: Op| match first {
            Some(anchor) => body.insert_op_before(anchor, op),
            None => body.append_op(entry, op),
        };
        let mut operands = Vec::new();
        for spec in &self.operands {
            let op = body.create_op(spec.clone());
            place(body, op);
            operands.push(body.result(op, 0));
        }
        let op = body.create_op(self.create.clone().with_operands(operands));
        place(body, op);
        Some(body.result(op, 0))
    }
}
