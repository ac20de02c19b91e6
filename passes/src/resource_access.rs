//! `resource-access`: `dx.resource.getpointer` + GEP chains + `llvm.load` /
//! `llvm.store` → the buffer access ops (LLVM's DXILResourceAccess).
//!
//! For each getpointer the pass walks the pointer's users through GEPs,
//! summing byte offsets in the DXIL data layout (constant parts folded,
//! dynamic indices scaled by the size of what they step over), and
//! rewrites each load and store:
//!
//! - typed buffers: a whole-element load or store becomes
//!   `load/store.typedbuffer`; a load of some lanes extracts them from the
//!   loaded element (`<1 x T>` rebuilt as a vector); a store of some lanes
//!   is a read-modify-write of the whole element, as LLVM does, because
//!   DXIL's typed store writes every component;
//! - structured buffers: `load/store.rawbuffer(h, index, byteOffset)`;
//! - byte-address buffers (element `i8`): the byte offset is added into the
//!   index and the offset operand is `poison`.
//!
//! An `llvm.memcpy` between a structured buffer element and ordinary memory
//! (clang's -O0 struct copies) becomes one raw access per scalar or vector
//! piece of the element. Anything else — a pointer passed to a call, stored, merged by a phi or
//! select, an aggregate access, an access to a texture — is an error naming
//! the op, never a silently wrong access. GEPs and getpointers left without
//! users are erased.

use crate::access_util::{
    build_add, build_extract, build_extractvalue, build_i32, build_insert, build_poison,
    gep_offset, op_name, ByteOffset,
};
use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_dialects::dx::{
    GetPointer, LoadRawBuffer, LoadTypedBuffer, StoreRawBuffer, StoreTypedBuffer,
};
use dxir_dialects::dx::{ResourceType, TargetKind};
use dxir_dialects::llvm::{self, LlvmOp};
use dxir_ir::{Body, Builder, Context, Function, Op, Type, TypeData, Value};
use dxir_rewrites::builtins::type_size;

const NAME: &str = "resource-access";

/// Most pointer values (the getpointer and its GEPs) followed from one
/// getpointer; beyond it the pass reports an error rather than keep going.
const MAX_POINTERS: usize = 1 << 16;

/// The `resource-access` function pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResourceAccess;

/// One load or store through a resource pointer.
struct Access {
    op: Op,
    offset: ByteOffset,
    /// The stored value, for a store.
    stored: Option<Value>,
    /// The loaded or stored type.
    ty: Type,
    /// For an `llvm.memcpy` touching the resource: whether the resource is
    /// the source (a copy out of it), and the byte count.
    copy: Option<(bool, i64)>,
}

fn err(body: &Body, op: Op, message: impl Into<String>) -> PassError {
    PassError::new(NAME, body.loc(op), message)
}

impl FunctionPass for ResourceAccess {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let gps: Vec<Op> = body
            .walk()
            .into_iter()
            .filter(|&op| GetPointer::is(cx, body, op))
            .collect();
        for &gp in &gps {
            lower_getpointer(cx, body, gp)?;
        }
        Ok(PassOutcome::from_changed(!gps.is_empty()))
    }
}

/// Follows the users of `gp` through GEPs; returns the accesses and the
/// GEPs in discovery order.
fn collect(cx: &Context, body: &Body, gp: Op) -> Result<(Vec<Access>, Vec<Op>), PassError> {
    let mut accesses = Vec::new();
    let mut geps = Vec::new();
    let mut work = vec![(body.result(gp, 0), ByteOffset::default())];
    let mut seen = 0usize;
    while let Some((ptr, off)) = work.pop() {
        seen += 1;
        if seen > MAX_POINTERS {
            return Err(err(
                body,
                gp,
                "too many pointers derived from one getpointer",
            ));
        }
        let mut uses: Vec<_> = body.uses(ptr).collect();
        uses.sort();
        uses.dedup_by_key(|u| u.op);
        for u in uses {
            let user = u.op;
            let name = op_name(cx, body, user);
            let plain = body.operands(user).len();
            if u.index as usize >= plain {
                return Err(err(
                    body,
                    user,
                    format!(
                        "a resource pointer flows into a block argument (phi) through `{name}`; \
                         only accesses through one getpointer are supported"
                    ),
                ));
            }
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => {
                    let mut o = off.clone();
                    gep_offset(cx, body, user, &mut o).map_err(|e| err(body, user, e.message()))?;
                    geps.push(user);
                    work.push((body.result(user, 0), o));
                }
                Some(LlvmOp::Load(_)) => accesses.push(Access {
                    op: user,
                    offset: off.clone(),
                    stored: None,
                    ty: body.value_type(body.result(user, 0)),
                    copy: None,
                }),
                Some(LlvmOp::Store(_)) if u.index == 1 && body.operand(user, 0) != ptr => {
                    let v = body.operand(user, 0);
                    accesses.push(Access {
                        op: user,
                        offset: off.clone(),
                        stored: Some(v),
                        ty: body.value_type(v),
                        copy: None,
                    })
                }
                Some(LlvmOp::Store(_)) => return Err(err(
                    body,
                    user,
                    "a resource pointer is stored to memory; it cannot be resolved to an access",
                )),
                Some(LlvmOp::Select(_)) => {
                    return Err(err(
                        body,
                        user,
                        "a select of resource pointers is not supported; access each resource \
                         separately",
                    ))
                }
                Some(LlvmOp::Call(_)) => {
                    let callee = body
                        .attr(cx, user, "callee")
                        .and_then(|a| match cx.attr_data(a) {
                            dxir_ir::AttrData::Symbol(s) => Some(s.to_string()),
                            _ => None,
                        })
                        .unwrap_or_default();
                    let ops = body.operands(user);
                    let len = ops
                        .get(2)
                        .and_then(|&l| crate::access_util::const_int(cx, body, l));
                    // A callee name (an attribute value), not an op name.
                    if callee.starts_with("llvm.memcpy") && ops.len() == 4 && u.index < 2 {
                        if let (Some(len), false) = (len, ops[0] == ops[1]) {
                            accesses.push(Access {
                                op: user,
                                offset: off.clone(),
                                stored: None,
                                ty: cx.types().i8,
                                copy: Some((u.index == 1, len)),
                            });
                            continue;
                        }
                    }
                    return Err(err(
                        body,
                        user,
                        format!(
                            "a resource pointer escapes into a call to @{callee}; only loads and \
                             stores through getelementptr are supported"
                        ),
                    ));
                }
                _ => {
                    return Err(err(
                        body,
                        user,
                        format!("unsupported use of a resource pointer by `{name}`"),
                    ))
                }
            }
        }
    }
    Ok((accesses, geps))
}

fn lower_getpointer(cx: &Context, body: &mut Body, gp: Op) -> Result<(), PassError> {
    let handle = body.operand(gp, 0);
    let index = body.operand(gp, 1);
    let rt = ResourceType::decode(cx, body.value_type(handle)).map_err(|e| {
        err(
            body,
            gp,
            format!("getpointer on a handle that is not a resource: {e}"),
        )
    })?;
    let (accesses, geps) = collect(cx, body, gp)?;
    let element = rt.element();
    match (rt.kind(), element) {
        (TargetKind::TypedBuffer, Some(elem)) => {
            if let Some(a) = accesses.iter().find(|a| a.copy.is_some()) {
                return Err(err(
                    body,
                    a.op,
                    "llvm.memcpy of a typed buffer element is not supported",
                ));
            }
            for a in &accesses {
                lower_typed(cx, body, &rt, handle, index, elem, a)?;
            }
        }
        (TargetKind::RawBuffer, Some(elem)) => {
            let byte_address = elem == cx.types().i8;
            for a in &accesses {
                match a.copy {
                    Some((out, len)) => expand_copy(
                        cx,
                        body,
                        &rt,
                        handle,
                        index,
                        elem,
                        byte_address,
                        a,
                        out,
                        len,
                    )?,
                    None => lower_raw(cx, body, &rt, handle, index, byte_address, a)?,
                }
            }
        }
        (kind, _) => {
            return Err(err(
                body,
                gp,
                format!(
                    "accesses through getpointer are not implemented for `{}` resources",
                    kind.name()
                ),
            ))
        }
    }
    for a in &accesses {
        body.erase_op(a.op);
    }
    for &g in geps.iter().rev() {
        if !body.has_uses(body.result(g, 0)) {
            body.erase_op(g);
        }
    }
    if !body.has_uses(body.result(gp, 0)) {
        body.erase_op(gp);
    }
    Ok(())
}

/// The lane count of a vector type, or `None` for a scalar.
fn lanes(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Vector { len, .. } => Some(*len),
        _ => None,
    }
}

fn is_aggregate(cx: &Context, ty: Type) -> bool {
    matches!(
        cx.type_data(ty),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
    )
}

fn check_writeable(body: &Body, rt: &ResourceType, a: &Access) -> Result<(), PassError> {
    if a.stored.is_some() && !rt.is_writeable() {
        return Err(err(body, a.op, "store to a read-only resource"));
    }
    Ok(())
}

/// Builds `load.typedbuffer(h, index)` and extracts the element.
fn typed_load_whole(b: &mut Builder<'_>, handle: Value, index: Value, elem: Type) -> Value {
    let cx = b.cx();
    let ret = cx.struct_type(vec![elem, cx.types().i1], false);
    let r = LoadTypedBuffer::build(b, handle, index, ret);
    build_extractvalue(b, r, 0, elem)
}

fn lower_typed(
    cx: &Context,
    body: &mut Body,
    rt: &ResourceType,
    handle: Value,
    index: Value,
    elem: Type,
    a: &Access,
) -> Result<(), PassError> {
    check_writeable(body, rt, a)?;
    let scalar = cx.scalar_type(elem);
    let unit = type_size(cx, scalar)
        .ok()
        .and_then(|s| i64::try_from(s).ok())
        .filter(|&s| s > 0)
        .ok_or_else(|| err(body, a.op, "typed buffer element has no size"))?;
    let whole = a.ty == elem && a.offset.is_const() && a.offset.konst == 0;
    let partial = cx.scalar_type(a.ty) == scalar && !is_aggregate(cx, a.ty);
    if !whole && !partial {
        return Err(err(
            body,
            a.op,
            format!(
                "typed buffer access of {} does not match the element {}",
                dxir_ir::type_to_string(cx, a.ty),
                dxir_ir::type_to_string(cx, elem)
            ),
        ));
    }
    let elem_lanes = lanes(cx, elem);
    let access_lanes = lanes(cx, a.ty).unwrap_or(1);
    if !whole && elem_lanes.is_none() {
        // A scalar element: only offset 0 and `<1 x T>` make sense.
        if !(a.offset.is_const() && a.offset.konst == 0 && access_lanes == 1) {
            return Err(err(
                body,
                a.op,
                "access outside a scalar typed buffer element",
            ));
        }
    }
    if let (Some(n), true) = (elem_lanes, a.offset.is_const()) {
        let first = a.offset.konst / unit;
        if a.offset.konst % unit != 0 || first < 0 || first + i64::from(access_lanes) > i64::from(n)
        {
            return Err(err(body, a.op, "access outside the typed buffer element"));
        }
    }
    // Read the stored value now: lowering an earlier load may have replaced it.
    let stored = a.stored.map(|_| body.operand(a.op, 0));
    let mut b = Builder::before(cx, body, a.op);
    match stored {
        None => {
            let v = typed_load_whole(&mut b, handle, index, elem);
            let result = if whole {
                v
            } else if elem_lanes.is_none() {
                // `<1 x T>` from a scalar element.
                let p = build_poison(&mut b, a.ty);
                let zero = build_i32(&mut b, 0);
                build_insert(&mut b, p, v, zero)
            } else {
                let first = a.offset.build(&mut b, unit);
                extract_lanes(&mut b, v, first, a.ty, scalar)
            };
            let old = b.body().result(a.op, 0);
            b.body().replace_all_uses(old, result);
        }
        Some(value) => {
            let full = if whole {
                value
            } else if elem_lanes.is_none() {
                let zero = build_i32(&mut b, 0);
                build_extract(&mut b, value, zero, scalar)
            } else {
                let cur = typed_load_whole(&mut b, handle, index, elem);
                let first = a.offset.build(&mut b, unit);
                insert_lanes(&mut b, cur, first, value, scalar)
            };
            StoreTypedBuffer::build(&mut b, handle, index, full);
        }
    }
    Ok(())
}

/// Lanes `first..first+n` of `vec` as a value of type `ty` (a scalar, or a
/// vector of `n` lanes).
fn extract_lanes(b: &mut Builder<'_>, vec: Value, first: Value, ty: Type, scalar: Type) -> Value {
    let cx = b.cx();
    match lanes(cx, ty) {
        None => build_extract(b, vec, first, scalar),
        Some(n) => {
            let mut out = build_poison(b, ty);
            for k in 0..n {
                let kv = build_i32(b, i64::from(k));
                let at = build_add(b, first, kv);
                let e = build_extract(b, vec, at, scalar);
                out = build_insert(b, out, e, kv);
            }
            out
        }
    }
}

/// `vec` with lanes `first..` replaced by `value` (a scalar or vector).
fn insert_lanes(
    b: &mut Builder<'_>,
    vec: Value,
    first: Value,
    value: Value,
    scalar: Type,
) -> Value {
    let cx = b.cx();
    let ty = b.body().value_type(value);
    match lanes(cx, ty) {
        None => build_insert(b, vec, value, first),
        Some(n) => {
            let mut out = vec;
            for k in 0..n {
                let kv = build_i32(b, i64::from(k));
                let e = build_extract(b, value, kv, scalar);
                let at = build_add(b, first, kv);
                out = build_insert(b, out, e, at);
            }
            out
        }
    }
}

fn lower_raw(
    cx: &Context,
    body: &mut Body,
    rt: &ResourceType,
    handle: Value,
    index: Value,
    byte_address: bool,
    a: &Access,
) -> Result<(), PassError> {
    check_writeable(body, rt, a)?;
    if is_aggregate(cx, a.ty) {
        return Err(err(
            body,
            a.op,
            format!(
                "aggregate access of {} to a raw buffer is not supported; access its fields",
                dxir_ir::type_to_string(cx, a.ty)
            ),
        ));
    }
    let i32t = cx.types().i32;
    let stored = a.stored.map(|_| body.operand(a.op, 0));
    let mut b = Builder::before(cx, body, a.op);
    let off = a.offset.build(&mut b, 1);
    let (idx, offset) = if byte_address {
        let idx = build_add(&mut b, index, off);
        (idx, build_poison(&mut b, i32t))
    } else {
        (index, off)
    };
    match stored {
        None => {
            let ret = cx.struct_type(vec![a.ty, cx.types().i1], false);
            let r = LoadRawBuffer::build(&mut b, handle, idx, offset, ret);
            let v = build_extractvalue(&mut b, r, 0, a.ty);
            let old = b.body().result(a.op, 0);
            b.body().replace_all_uses(old, v);
        }
        Some(value) => {
            StoreRawBuffer::build(&mut b, handle, idx, offset, value);
        }
    }
    Ok(())
}

/// The scalar and vector pieces of `ty` with their byte offsets, in
/// order; `i8` pieces (clang's explicit padding) are skipped.
fn leaves(cx: &Context, ty: Type, base: i64, out: &mut Vec<(i64, Type)>, depth: u32) -> Option<()> {
    if depth > 64 || out.len() > 4096 {
        return None;
    }
    match cx.type_data(ty) {
        TypeData::Array { len, elem } => {
            let size = i64::try_from(type_size(cx, *elem).ok()?).ok()?;
            for k in 0..i64::try_from(*len).ok()? {
                leaves(cx, *elem, base + k * size, out, depth + 1)?;
            }
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let layout = dxir_rewrites::builtins::StructLayout::of(cx, ty).ok()?;
            let fields = crate::access_util::struct_fields(cx, ty)?;
            for (f, o) in fields.iter().zip(&layout.offsets) {
                leaves(cx, *f, base + i64::try_from(*o).ok()?, out, depth + 1)?;
            }
        }
        TypeData::Int(8) => {}
        _ => out.push((base, ty)),
    }
    Some(())
}

/// Expands an `llvm.memcpy` between a resource element and ordinary memory
/// into one raw access per scalar or vector piece of the element type that
/// lies in the copied range.
#[allow(clippy::too_many_arguments)]
fn expand_copy(
    cx: &Context,
    body: &mut Body,
    rt: &ResourceType,
    handle: Value,
    index: Value,
    elem: Type,
    byte_address: bool,
    a: &Access,
    out: bool,
    len: i64,
) -> Result<(), PassError> {
    if !out && !rt.is_writeable() {
        return Err(err(body, a.op, "llvm.memcpy into a read-only resource"));
    }
    if !a.offset.is_const() || byte_address {
        return Err(err(
            body,
            a.op,
            "llvm.memcpy of a resource element is only supported at a constant offset in a \
             structured buffer",
        ));
    }
    let start = a.offset.konst;
    let mut pieces = Vec::new();
    leaves(cx, elem, 0, &mut pieces, 0)
        .ok_or_else(|| err(body, a.op, "cannot split the element type for llvm.memcpy"))?;
    let other = body.operand(a.op, if out { 0 } else { 1 });
    let i8t = cx.types().i8;
    let ptr_ty = body.value_type(other);
    // The copy promises no alignment beyond its own; 1 is always right.
    let align1 = cx.int_attr(cx.types().i64, 1);
    for (o, ty) in pieces {
        let size = type_size(cx, ty)
            .ok()
            .and_then(|s| i64::try_from(s).ok())
            .unwrap_or(0);
        if o < start || o + size > start + len {
            continue;
        }
        let mut b = Builder::before(cx, body, a.op);
        let local = if o == start {
            other
        } else {
            let rel = build_i32(&mut b, o - start);
            let spec = llvm::GetElementPtr::spec(&mut b, other, &[rel], ptr_ty).with_attr(
                cx,
                "source_type",
                cx.type_attr(i8t),
            );
            let g = b.insert(spec);
            b.body().result(g, 0)
        };
        let off = build_i32(&mut b, o);
        if out {
            let ret = cx.struct_type(vec![ty, cx.types().i1], false);
            let r = LoadRawBuffer::build(&mut b, handle, index, off, ret);
            let v = build_extractvalue(&mut b, r, 0, ty);
            let store = llvm::Store::spec(&mut b, v, local).with_attr(cx, "alignment", align1);
            b.insert(store);
        } else {
            let load = llvm::Load::spec(&mut b, local, ty).with_attr(cx, "alignment", align1);
            let l = b.insert(load);
            let v = b.body().result(l, 0);
            StoreRawBuffer::build(&mut b, handle, index, off, v);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    fn run(src: &str) -> Result<String, PassError> {
        let cx = crate::testing::cx();
        let mut m = import_module(&cx, src, "t.ll").expect("imports");
        for f in m.functions_mut() {
            if !f.is_declaration() {
                ResourceAccess.run(&cx, f)?;
            }
        }
        Ok(export_module(&cx, &m).expect("exports"))
    }

    const HEAD: &str = "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
        declare target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_1_0_0t(i32, i32, i32, i32, ptr)\n\
        declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_1_0_0t(target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0), i32)\n";

    #[test]
    fn a_byte_gep_on_double2_selects_component_one() {
        let src = format!(
            "{HEAD}define double @f(i32 %i) {{\n\
             %h = call target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
             %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_1_0_0t(target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0) %h, i32 %i)\n\
             %q = getelementptr i8, ptr %p, i32 8\n\
             %v = load double, ptr %q\n\
             ret double %v\n}}\n"
        );
        let out = run(&src).unwrap();
        assert!(
            out.contains("extractelement <2 x double> %2, i32 1"),
            "{out}"
        );
        assert!(
            !out.contains("call ptr @llvm.dx.resource.getpointer"),
            "{out}"
        );
    }

    #[test]
    fn an_access_past_the_typed_element_is_an_error() {
        let src = format!(
            "{HEAD}define double @f(i32 %i) {{\n\
             %h = call target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
             %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_1_0_0t(target(\"dx.TypedBuffer\", <2 x double>, 1, 0, 0) %h, i32 %i)\n\
             %q = getelementptr i8, ptr %p, i32 16\n\
             %v = load double, ptr %q\n\
             ret double %v\n}}\n"
        );
        let e = run(&src).unwrap_err();
        assert_eq!(e.message, "access outside the typed buffer element");
        assert_eq!(e.loc.line, 8);
    }
}
