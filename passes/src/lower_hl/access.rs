//! Loads and stores on handles: `hl.buffer.*`, `hl.structured.*`,
//! `hl.byteaddress.*` and `hl.cbuffer.load` to the `dx` resource ops, as
//! clang's path has them after `resource-access`.

use super::{const_int, err, i32_const};
use crate::access_util::build_cbuffer_row;
use crate::pass::PassError;
use dxir_dialects::dx::{LoadRawBuffer, LoadTypedBuffer, StoreRawBuffer, StoreTypedBuffer};
use dxir_dialects::hl::HlOp;
use dxir_dialects::llvm::{self, ExtractValue, InsertElement, InsertValue, Poison};
use dxir_ir::{Body, Builder, Context, Op, Type, TypeData, Value};

/// Replaces the access op `op` by `dx` ops.
pub(super) fn lower(cx: &Context, body: &mut Body, op: Op) -> Result<(), PassError> {
    let loc = body.loc(op);
    let Some(access) = HlOp::match_op(cx, body, op) else {
        let name = cx.op_name_str(body.op_name(op));
        return Err(err(loc, format!("`{name}` has no lowering")));
    };
    let result = body.results(op).first().copied();
    // Each arm reads the operands before its builder borrows the body.
    let new = match access {
        HlOp::BufferLoadOp(l) => {
            let (h, i) = (l.buffer(body), l.index(body));
            let ty = body.value_type(l.result(body));
            let mut b = Builder::before(cx, body, op);
            let pair = pair_type(cx, ty);
            let r = LoadTypedBuffer::build(&mut b, h, i, pair);
            Some(extract(&mut b, r, 0, ty))
        }
        HlOp::BufferStoreOp(s) => {
            let (h, i, v) = (s.buffer(body), s.index(body), s.value(body));
            StoreTypedBuffer::build(&mut Builder::before(cx, body, op), h, i, v);
            None
        }
        HlOp::StructuredLoadOp(l) => {
            let (h, i, o) = (l.buffer(body), l.index(body), l.offset(body));
            let ty = body.value_type(l.result(body));
            Some(raw_load(
                &mut Builder::before(cx, body, op),
                h,
                i,
                o,
                ty,
                loc,
            )?)
        }
        HlOp::StructuredStoreOp(s) => {
            let (h, i, o, v) = (s.buffer(body), s.index(body), s.offset(body), s.value(body));
            raw_store(&mut Builder::before(cx, body, op), h, i, o, v, loc)?;
            None
        }
        HlOp::ByteAddressLoadOp(l) => {
            let (h, a) = (l.buffer(body), l.address(body));
            let ty = body.value_type(l.result(body));
            let mut b = Builder::before(cx, body, op);
            let poison = poison_i32(&mut b);
            let pair = pair_type(cx, ty);
            let r = LoadRawBuffer::build(&mut b, h, a, poison, pair);
            Some(extract(&mut b, r, 0, ty))
        }
        HlOp::ByteAddressStoreOp(s) => {
            let (h, a, v) = (s.buffer(body), s.address(body), s.value(body));
            let mut b = Builder::before(cx, body, op);
            let poison = poison_i32(&mut b);
            StoreRawBuffer::build(&mut b, h, a, poison, v);
            None
        }
        HlOp::CBufferLoadOp(l) => {
            let (cb, o) = (l.cbuffer(body), l.offset(body));
            let ty = body.value_type(l.result(body));
            Some(cbuffer_load(
                &mut Builder::before(cx, body, op),
                cb,
                o,
                ty,
                loc,
            )?)
        }
        _ => {
            let name = cx.op_name_str(body.op_name(op));
            return Err(err(loc, format!("`{name}` has no lowering")));
        }
    };
    if let (Some(old), Some(new)) = (result, new) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(op);
    Ok(())
}

fn poison_i32(b: &mut Builder<'_>) -> Value {
    let i32t = b.cx().types().i32;
    Poison::build(b, i32t)
}

fn extract(b: &mut Builder<'_>, agg: Value, index: i64, ty: Type) -> Value {
    let cx = b.cx();
    let idx = cx.intern_attr(dxir_ir::AttrData::Array(vec![
        cx.int_attr(cx.types().i32, index.into())
    ]));
    let spec = ExtractValue::spec(b, agg, ty).with_attr(cx, "indices", idx);
    let op = b.insert(spec);
    b.body().result(op, 0)
}

fn insert(b: &mut Builder<'_>, agg: Value, v: Value, index: i64) -> Value {
    let cx = b.cx();
    let ty = b.body().value_type(agg);
    let idx = cx.intern_attr(dxir_ir::AttrData::Array(vec![
        cx.int_attr(cx.types().i32, index.into())
    ]));
    let spec = InsertValue::spec(b, agg, v, ty).with_attr(cx, "indices", idx);
    let op = b.insert(spec);
    b.body().result(op, 0)
}

/// `{ty, i1}`: what the buffer loads return (the value and the
/// CheckAccessFullyMapped bit).
fn pair_type(cx: &Context, ty: Type) -> Type {
    cx.struct_type(vec![ty, cx.types().i1], false)
}

/// Bytes of a scalar type.
fn scalar_size(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Int(bits) => Some(bits.div_ceil(8)),
        TypeData::Half => Some(2),
        TypeData::Float => Some(4),
        TypeData::Double => Some(8),
        _ => None,
    }
}

/// Size and alignment of `ty` in a structured buffer: fields aligned to
/// their scalar size, no 16-byte rows.
fn layout(cx: &Context, ty: Type) -> Option<(u32, u32)> {
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => {
            let s = scalar_size(cx, *elem)?;
            Some((s.checked_mul(*len)?, s))
        }
        TypeData::Array { len, elem } => {
            let (s, a) = layout(cx, *elem)?;
            Some((s.checked_mul(u32::try_from(*len).ok()?)?, a))
        }
        TypeData::Struct { fields, .. } => {
            let (mut off, mut align) = (0u32, 1u32);
            for &f in fields {
                let (s, a) = layout(cx, f)?;
                off = off.div_ceil(a).checked_mul(a)?.checked_add(s)?;
                align = align.max(a);
            }
            Some((off.div_ceil(align).checked_mul(align)?, align))
        }
        _ => scalar_size(cx, ty).map(|s| (s, s)),
    }
}

/// The members of an aggregate `ty` with their byte offsets inside it.
fn members(cx: &Context, ty: Type) -> Option<Vec<(Type, u32)>> {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => {
            let mut off = 0u32;
            let mut out = Vec::new();
            for &f in fields {
                let (s, a) = layout(cx, f)?;
                off = off.div_ceil(a).checked_mul(a)?;
                out.push((f, off));
                off = off.checked_add(s)?;
            }
            Some(out)
        }
        TypeData::Array { len, elem } => {
            let (s, _) = layout(cx, *elem)?;
            // Members are lowered one by one: keep arrays small.
            let len = u32::try_from(*len).ok().filter(|&n| n <= 4096)?;
            (0..len).map(|k| Some((*elem, k.checked_mul(s)?))).collect()
        }
        _ => None,
    }
}

fn is_aggregate(cx: &Context, ty: Type) -> bool {
    matches!(
        cx.type_data(ty),
        TypeData::Struct { .. } | TypeData::Array { .. }
    )
}

/// `offset + k` as an `i32` value, folded when `offset` is a constant.
fn offset_plus(b: &mut Builder<'_>, offset: Value, k: u32) -> Value {
    if k == 0 {
        return offset;
    }
    let cx = b.cx();
    let body = b.body();
    if let Some(c) = const_int(cx, body, offset) {
        return i32_const(b, c + i64::from(k));
    }
    let kv = i32_const(b, k.into());
    llvm::Add::build(b, offset, kv, cx.types().i32)
}

/// A structured-buffer read of `ty` at (`index`, `offset`): one
/// `dx.resource.load.rawbuffer` per scalar or vector member.
fn raw_load(
    b: &mut Builder<'_>,
    h: Value,
    index: Value,
    offset: Value,
    ty: Type,
    loc: dxir_ir::Loc,
) -> Result<Value, PassError> {
    let cx = b.cx();
    if !is_aggregate(cx, ty) {
        let pair = pair_type(cx, ty);
        let r = LoadRawBuffer::build(b, h, index, offset, pair);
        return Ok(extract(b, r, 0, ty));
    }
    let Some(ms) = members(cx, ty) else {
        return Err(err(loc, "cannot lay out this structured-buffer element"));
    };
    let mut agg = Poison::build(b, ty);
    for (k, (mty, moff)) in ms.into_iter().enumerate() {
        let off = offset_plus(b, offset, moff);
        let v = raw_load(b, h, index, off, mty, loc)?;
        agg = insert(b, agg, v, k as i64);
    }
    Ok(agg)
}

/// A structured-buffer write of `v` at (`index`, `offset`), one
/// `dx.resource.store.rawbuffer` per scalar or vector member.
fn raw_store(
    b: &mut Builder<'_>,
    h: Value,
    index: Value,
    offset: Value,
    v: Value,
    loc: dxir_ir::Loc,
) -> Result<(), PassError> {
    let cx = b.cx();
    let ty = b.body().value_type(v);
    if !is_aggregate(cx, ty) {
        StoreRawBuffer::build(b, h, index, offset, v);
        return Ok(());
    }
    let Some(ms) = members(cx, ty) else {
        return Err(err(loc, "cannot lay out this structured-buffer element"));
    };
    for (k, (mty, moff)) in ms.into_iter().enumerate() {
        let off = offset_plus(b, offset, moff);
        let m = extract(b, v, k as i64, mty);
        raw_store(b, h, index, off, m, loc)?;
    }
    Ok(())
}

/// A cbuffer read of a scalar or vector `ty` at byte `offset`: the 16-byte
/// rows it spans, loaded with `dx.resource.load.cbufferrow.{2,4,8}`, and
/// the lanes picked out. A dynamic offset is taken to start a row (HLSL
/// puts every cbuffer array element at a row start).
fn cbuffer_load(
    b: &mut Builder<'_>,
    cb: Value,
    offset: Value,
    ty: Type,
    loc: dxir_ir::Loc,
) -> Result<Value, PassError> {
    let cx = b.cx();
    let (elem, lanes) = match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (*elem, *len),
        _ => (ty, 1),
    };
    let Some(size) = scalar_size(cx, elem).filter(|s| matches!(s, 2 | 4 | 8)) else {
        return Err(err(
            loc,
            "a cbuffer load reads 16-, 32- or 64-bit scalars or vectors of them",
        ));
    };
    let per_row = 16 / size;
    let row_ty = cx.struct_type(vec![elem; per_row as usize], false);
    let body = b.body();
    let (row0, lane0): (Value, u32) = match const_int(cx, body, offset) {
        Some(c) => {
            let c = u32::try_from(c).map_err(|_| err(loc, "a negative cbuffer offset"))?;
            if c % size != 0 {
                return Err(err(
                    loc,
                    format!("cbuffer offset {c} is not a multiple of the element size {size}"),
                ));
            }
            let row = i32_const(b, (c / 16).into());
            (row, (c % 16) / size)
        }
        None => {
            let four = i32_const(b, 4);
            let row = llvm::LShr::build(b, offset, four, cx.types().i32);
            (row, 0)
        }
    };
    let mut rows: Vec<Value> = Vec::new();
    let mut values = Vec::new();
    for l in 0..lanes {
        let pos = lane0 + l;
        let (r, lane) = (pos / per_row, pos % per_row);
        while rows.len() <= r as usize {
            let row_index = if rows.is_empty() {
                row0
            } else {
                let one = i32_const(b, rows.len() as i64);
                llvm::Add::build(b, row0, one, cx.types().i32)
            };
            rows.push(build_cbuffer_row(b, per_row, cb, row_index, row_ty));
        }
        values.push(extract(b, rows[r as usize], lane.into(), elem));
    }
    if lanes == 1 && ty == elem {
        return Ok(values[0]);
    }
    let mut vec = Poison::build(b, ty);
    for (l, v) in values.into_iter().enumerate() {
        let idx = i32_const(b, l as i64);
        vec = InsertElement::build(b, vec, v, idx, ty);
    }
    Ok(vec)
}
