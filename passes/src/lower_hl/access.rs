//! The pre-step for the hl access ops (`hl.buffer.*`, `hl.structured.*`,
//! `hl.byteaddress.*`, `hl.cbuffer.load`): checks each (the errors the
//! lowering reports) and puts it in the canonical form the rules of
//! `dialects/rules/lower-hl/` lower (`buffers.rules`, `structured.rules`,
//! `cbuffer.rules`).
//!
//! Only a cbuffer load changes form: its offset operand becomes the index
//! of the first row it reads (the constant `offset / 16`, or `offset >> 4`
//! for a dynamic offset), and `first_lane` says where in that row the value
//! starts. The other accesses keep their operands, and every access keeps
//! its result's name, which the rules' replacement takes (`%a =
//! hl.buffer.load` becomes `%a = llvm.extractvalue`).

use super::err;
use crate::access_util::{build_i32, const_int};
use crate::error::HlError;
use crate::pass::PassError;
use dxir_dialects::dx::builtins::{cbuffer_per_row, scalar_size, structured_lays_out};
use dxir_dialects::hl::HlOp;
use dxir_dialects::llvm;
use dxir_ir::{Body, Builder, Context, Op, TypeData};

/// Checks the access op `op` and puts it in canonical form.
pub(super) fn prepare(cx: &Context, body: &mut Body, op: Op) -> Result<(), PassError> {
    let loc = body.loc(op);
    let Some(access) = HlOp::match_op(cx, body, op) else {
        let name = cx.op_name_str(body.op_name(op));
        return Err(err(
            loc,
            HlError::NoLowering {
                op: name.to_string(),
            },
        ));
    };
    match access {
        HlOp::BufferLoadOp(_)
        | HlOp::BufferStoreOp(_)
        | HlOp::ByteAddressLoadOp(_)
        | HlOp::ByteAddressStoreOp(_)
        | HlOp::TextureLoadOp(_)
        | HlOp::TextureStoreOp(_)
        | HlOp::TextureSampleLevelOp(_)
        | HlOp::TextureDimensionsOp(_)
        | HlOp::HeapGetOp(_)
        | HlOp::AtomicRmwOp(_)
        | HlOp::StructuredAtomicRmwOp(_) => {}
        HlOp::StructuredLoadOp(l) => {
            let ty = body.value_type(l.result(body));
            if !structured_lays_out(cx, ty) {
                return Err(err(loc, HlError::StructuredLayout));
            }
        }
        HlOp::StructuredStoreOp(s) => {
            let ty = body.value_type(s.value(body));
            if !structured_lays_out(cx, ty) {
                return Err(err(loc, HlError::StructuredLayout));
            }
        }
        HlOp::CBufferLoadOp(l) => {
            let (o, ty) = (l.offset(body), body.value_type(l.result(body)));
            cbuffer_canonical(cx, body, op, o, ty, loc)?;
        }
        _ => {
            let name = cx.op_name_str(body.op_name(op));
            return Err(err(
                loc,
                HlError::NoLowering {
                    op: name.to_string(),
                },
            ));
        }
    }
    // The marks the rules use to walk aggregates are theirs to set.
    // (`first_lane` is set above, for a cbuffer load.)
    for mark in ["upto", "first_member"] {
        body.remove_attr(cx, op, mark);
    }
    Ok(())
}

/// A cbuffer read of a scalar or vector `ty` at byte `offset`: checked,
/// its offset operand replaced by its first row's index, `first_lane`
/// stamped. A dynamic offset is taken to start a row (HLSL puts every
/// cbuffer array element at a row start).
fn cbuffer_canonical(
    cx: &Context,
    body: &mut Body,
    op: Op,
    offset: dxir_ir::Value,
    ty: dxir_ir::Type,
    loc: dxir_ir::Loc,
) -> Result<(), PassError> {
    let elem = match cx.type_data(ty) {
        TypeData::Vector { elem, .. } => *elem,
        _ => ty,
    };
    let (Some(size), Some(_)) = (scalar_size(cx, elem), cbuffer_per_row(cx, elem)) else {
        return Err(err(loc, HlError::CBufferLoadType));
    };
    let first = match const_int(cx, body, offset) {
        Some(c) => {
            let c = u32::try_from(c).map_err(|_| err(loc, HlError::CBufferNegativeOffset))?;
            if c % size != 0 {
                return Err(err(
                    loc,
                    HlError::CBufferOffsetAlignment { offset: c, size },
                ));
            }
            Some(c)
        }
        None => None,
    };
    let mut b = Builder::before(cx, body, op);
    let (row, lane) = match first {
        Some(c) => (build_i32(&mut b, (c / 16).into()), (c % 16) / size),
        None => {
            let four = build_i32(&mut b, 4);
            let row = llvm::LShr::build(&mut b, offset, four, cx.types().i32);
            (row, 0)
        }
    };
    body.set_operand(op, 1, row);
    body.set_attr(
        cx,
        op,
        "first_lane",
        cx.int_attr(cx.types().i32, lane.into()),
    );
    Ok(())
}
