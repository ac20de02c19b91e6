//! Loads and stores on handles: `hl.buffer.*`, `hl.structured.*`,
//! `hl.byteaddress.*` and `hl.cbuffer.load` to the `dx` resource ops, as
//! clang's path has them after `resource-access`.

use super::{const_int, err, i32_const};
use crate::pass::PassError;
use dxir_ir::{Body, Builder, Context, Op, Type, TypeData, Value};

/// Replaces the access op `op` by `dx` ops.
pub(super) fn lower(cx: &Context, body: &mut Body, op: Op) -> Result<(), PassError> {
    let name = cx.op_name_str(body.op_name(op)).to_string();
    let loc = body.loc(op);
    let ops = body.operands(op).to_vec();
    let result = body.results(op).first().copied();
    let mut b = Builder::before(cx, body, op);
    let new = match name.as_str() {
        "hl.buffer.load" => Some(load(&mut b, "dx.resource.load.typedbuffer", &ops, result)),
        "hl.buffer.store" => {
            b.op("dx.resource.store.typedbuffer", &ops, &[]);
            None
        }
        "hl.structured.load" => {
            let ty = b.body().value_type(result.expect("a load has a result"));
            Some(raw_load(&mut b, ops[0], ops[1], ops[2], ty, loc)?)
        }
        "hl.structured.store" => {
            raw_store(&mut b, ops[0], ops[1], ops[2], ops[3], loc)?;
            None
        }
        "hl.byteaddress.load" => {
            let poison = poison_i32(&mut b);
            Some(load(
                &mut b,
                "dx.resource.load.rawbuffer",
                &[ops[0], ops[1], poison],
                result,
            ))
        }
        "hl.byteaddress.store" => {
            let poison = poison_i32(&mut b);
            b.op(
                "dx.resource.store.rawbuffer",
                &[ops[0], ops[1], poison, ops[2]],
                &[],
            );
            None
        }
        "hl.cbuffer.load" => {
            let ty = b.body().value_type(result.expect("a load has a result"));
            Some(cbuffer_load(&mut b, ops[0], ops[1], ty, loc)?)
        }
        other => return Err(err(loc, format!("`{other}` has no lowering"))),
    };
    if let (Some(old), Some(new)) = (result, new) {
        body.replace_all_uses(old, new);
    }
    body.erase_op(op);
    Ok(())
}

fn poison_i32(b: &mut Builder<'_>) -> Value {
    let i32t = b.cx().types().i32;
    b.value("llvm.poison", &[], i32t)
}

fn extract(b: &mut Builder<'_>, agg: Value, index: i64, ty: Type) -> Value {
    let cx = b.cx();
    let idx = cx.intern_attr(dxir_ir::AttrData::Array(vec![
        cx.int_attr(cx.types().i32, index.into())
    ]));
    let op = b.op_with_attrs("llvm.extractvalue", &[agg], &[ty], &[("indices", idx)]);
    b.body().result(op, 0)
}

fn insert(b: &mut Builder<'_>, agg: Value, v: Value, index: i64) -> Value {
    let cx = b.cx();
    let ty = b.body().value_type(agg);
    let idx = cx.intern_attr(dxir_ir::AttrData::Array(vec![
        cx.int_attr(cx.types().i32, index.into())
    ]));
    let op = b.op_with_attrs("llvm.insertvalue", &[agg, v], &[ty], &[("indices", idx)]);
    b.body().result(op, 0)
}

/// `op(operands) : {T, i1}` and its field 0.
fn load(b: &mut Builder<'_>, op: &str, operands: &[Value], result: Option<Value>) -> Value {
    let cx = b.cx();
    let ty = b.body().value_type(result.expect("a load has a result"));
    let pair = cx.struct_type(vec![ty, cx.types().i1], false);
    let r = b.value(op, operands, pair);
    extract(b, r, 0, ty)
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
    b.value("llvm.add", &[offset, kv], cx.types().i32)
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
        let pair = cx.struct_type(vec![ty, cx.types().i1], false);
        let r = b.value("dx.resource.load.rawbuffer", &[h, index, offset], pair);
        return Ok(extract(b, r, 0, ty));
    }
    let Some(ms) = members(cx, ty) else {
        return Err(err(loc, "cannot lay out this structured-buffer element"));
    };
    let mut agg = b.value("llvm.poison", &[], ty);
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
        b.op("dx.resource.store.rawbuffer", &[h, index, offset, v], &[]);
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
    let row_op = match per_row {
        2 => "dx.resource.load.cbufferrow.2",
        4 => "dx.resource.load.cbufferrow.4",
        _ => "dx.resource.load.cbufferrow.8",
    };
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
            let row = b.value("llvm.lshr", &[offset, four], cx.types().i32);
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
                b.value("llvm.add", &[row0, one], cx.types().i32)
            };
            rows.push(b.value(row_op, &[cb, row_index], row_ty));
        }
        values.push(extract(b, rows[r as usize], lane.into(), elem));
    }
    if lanes == 1 && ty == elem {
        return Ok(values[0]);
    }
    let mut vec = b.value("llvm.poison", &[], ty);
    for (l, v) in values.into_iter().enumerate() {
        let idx = i32_const(b, l as i64);
        vec = b.value("llvm.insertelement", &[vec, v, idx], ty);
    }
    Ok(vec)
}
