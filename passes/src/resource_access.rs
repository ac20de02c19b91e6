//! `resource-access`: `dx.resource.getpointer` + GEP chains + `llvm.load` /
//! `llvm.store` → the buffer access ops (LLVM's DXILResourceAccess), as a
//! rule-based pass: the lowering of each access is the rule set
//! `dialects/rules/resource-access/` (`typed.rules`, `texture.rules`, `raw.rules`), run by
//! [`RulePass`] with either engine; this file keeps the dataflow.
//!
//! The Rust pre-step ([`ResourceAccessHooks::function`], per function)
//! follows each getpointer's users through GEPs, summing byte offsets in
//! the DXIL data layout (constant parts folded, dynamic indices scaled by
//! the size of what they step over), checks every access (anything that
//! cannot become a correct access is an error at the op: a pointer passed
//! to a call, stored, merged by a phi or select; an aggregate access; an
//! access outside a typed element; a store to a read-only resource; a
//! texture), and rewrites each load and store into a canonical local form
//! whose pointer operand says the whole address:
//!
//! - typed buffer, whole element: the getpointer itself;
//! - typed buffer, some lanes: `getelementptr S, getpointer, first` (S the
//!   element's lane type, `first` the first lane as an `i32`);
//! - structured buffer: `getelementptr i8, getpointer, offset` (the byte
//!   offset in the element as an `i32`);
//! - byte-address buffer (element `i8`): a new `getpointer(h, index +
//!   offset)`.
//!
//! Each form means what the original pointer meant, so the pre-step alone
//! changes no behaviour. It clears the names of the loads it rewrites (the
//! access ops that replace them are unnamed, as before rules) and erases
//! the GEPs and getpointers left without users.
//!
//! The rules then lower each canonical access (typed: whole element, lanes
//! extracted from the loaded element, read-modify-write of a partial
//! store; raw: `load/store.rawbuffer(h, index, offset)`, a `poison` offset
//! for byte-address buffers). `cse` and `dce` follow, so that the greedy
//! driver ends as the e-graph does (which merges equal pure expressions and
//! drops unused ones): both engines give the same output.
//!
//! An `llvm.memcpy` or `llvm.memmove` of a structured buffer element
//! (clang's -O0 struct copies; at -O2 a struct copied back into its own
//! element is a memmove) becomes one access per scalar or vector piece of
//! the element in the copied range, every piece loaded before any is
//! stored: which pieces is a walk over the element type's
//! layout, not a local rewrite. A copy between two resource elements is
//! split by the pre-step into canonical loads and stores, which the rules
//! lower on both sides. A copy between a resource element and ordinary
//! memory is expanded last, after the cleanup (so that the addresses of
//! two copies are not merged), into raw loads or stores and plain stores
//! or loads. A getpointer still used by anything else at that point is an
//! access no rule lowered: an error.

use crate::access_util::{
    build_add, build_extractvalue, build_i32, build_int, build_poison, gep_offset, op_name,
    ByteOffset,
};
use crate::error::AccessError;
use crate::pass::{FunctionPass, PassError};
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassOptions, RulePassSpec, RuleStage, StageRunner,
};
use crate::{Cse, Dce};
use dxir_dialects::dx::{GetPointer, LoadRawBuffer, StoreRawBuffer};
use dxir_dialects::dx::{ResourceType, TargetKind};
use dxir_dialects::llvm::{self, LlvmOp};
use dxir_ir::{Body, Builder, Context, Function, Module, Op, Type, TypeData, Value};
use dxir_rewrites::builtins::type_size;
use dxir_rewrites::ConversionTarget;

const NAME: &str = "resource-access";

/// Most pointer values (the getpointer and its GEPs) followed from one
/// getpointer; beyond it the pass reports an error rather than keep going.
const MAX_POINTERS: usize = 1 << 16;

/// `resource-access` as a rule-based pass: one stage, every file of
/// `dialects/rules/resource-access/`, the configured engine (user rules
/// merge here). Every op is legal for the engines (the e-graph must be
/// able to extract the getpointers the accesses leave unused); the memcpy
/// expansion after it reports an access no rule lowered.
pub static SPEC: RulePassSpec = RulePassSpec {
    name: NAME,
    builtins: dxir_dialects::dx::builtins::builtins,
    prepare: |_| {},
    stages: &[RuleStage {
        name: "access",
        files: |_| true,
        target: ConversionTarget::any,
        user_rules: true,
    }],
};

/// The Rust parts of `resource-access`: the dataflow pre-step, the
/// cleanup that makes both engines end alike, and the memcpy expansion.
#[derive(Clone, Copy, Debug, Default)]
pub struct ResourceAccessHooks;

impl RuleHooks for ResourceAccessHooks {
    type State = ();

    fn before(&self, _cx: &Context, _module: &mut Module) -> Result<(), PassError> {
        Ok(())
    }

    /// Canonicalizes the accesses (checking each), runs the rules, then
    /// `cse` and `dce` (what the e-graph does to the whole function, so
    /// both engines give the same output), then expands the `llvm.memcpy`s
    /// (after the cleanup, so that the pieces it builds are not merged). A
    /// function without a getpointer is left alone.
    fn function(
        &self,
        cx: &Context,
        _state: &(),
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        let name = f.name().to_string();
        let body = f.body_mut();
        let gps: Vec<Op> = body
            .walk()
            .into_iter()
            .filter(|&op| GetPointer::is(cx, body, op))
            .collect();
        if gps.is_empty() {
            return Ok(());
        }
        for &gp in &gps {
            canonicalize(cx, body, gp).map_err(|e| e.with_function(name.as_str()))?;
        }
        stages.mark_changed();
        stages.run_all(cx, f)?;
        // The e-graph merges equal pure expressions and drops unused ones
        // of the whole function; both engines end the same way.
        Cse.run(cx, f)?;
        Dce.run(cx, f)?;
        expand_copies(cx, f.body_mut()).map_err(|e| e.with_function(name.as_str()))
    }
}

/// The `resource-access` pass: its `SPEC` with [`ResourceAccessHooks`].
pub type ResourceAccess = RulePass<ResourceAccessHooks>;

impl RulePass<ResourceAccessHooks> {
    /// `resource-access` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, ResourceAccessHooks, opts)
    }
}

impl Default for RulePass<ResourceAccessHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

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
    /// An `atomicrmw` or `cmpxchg`: it reads and writes `ty` (its value
    /// operand's type) at the pointer.
    atomic: bool,
}

fn err(cx: &Context, body: &Body, op: Op, kind: impl Into<AccessError>) -> PassError {
    PassError::at_op(NAME, cx, body, op, kind.into())
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
            return Err(err(cx, body, gp, AccessError::TooManyPointers));
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
                    cx,
                    body,
                    user,
                    AccessError::PointerIntoPhi {
                        op: name.to_string(),
                    },
                ));
            }
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => {
                    let mut o = off.clone();
                    gep_offset(cx, body, user, &mut o).map_err(|e| err(cx, body, user, e))?;
                    geps.push(user);
                    work.push((body.result(user, 0), o));
                }
                Some(LlvmOp::Load(_)) => accesses.push(Access {
                    op: user,
                    offset: off.clone(),
                    stored: None,
                    ty: body.value_type(body.result(user, 0)),
                    copy: None,
                    atomic: false,
                }),
                Some(LlvmOp::Store(_)) if u.index == 1 && body.operand(user, 0) != ptr => {
                    let v = body.operand(user, 0);
                    accesses.push(Access {
                        op: user,
                        offset: off.clone(),
                        stored: Some(v),
                        ty: body.value_type(v),
                        copy: None,
                        atomic: false,
                    })
                }
                Some(LlvmOp::AtomicRmw(_) | LlvmOp::CmpXchg(_)) if u.index == 0 => {
                    let value = body.operand(user, 1);
                    accesses.push(Access {
                        op: user,
                        offset: off.clone(),
                        stored: None,
                        ty: body.value_type(value),
                        copy: None,
                        atomic: true,
                    })
                }
                Some(LlvmOp::Store(_)) => {
                    return Err(err(cx, body, user, AccessError::PointerStored))
                }
                Some(LlvmOp::Select(_)) => {
                    return Err(err(cx, body, user, AccessError::PointerSelect))
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
                    if dxir_dialects::llvm::is_memory_copy(&callee) && ops.len() == 4 && u.index < 2
                    {
                        if let (Some(len), false) = (len, ops[0] == ops[1]) {
                            accesses.push(Access {
                                op: user,
                                offset: off.clone(),
                                stored: None,
                                ty: cx.types().i8,
                                copy: Some((u.index == 1, len)),
                                atomic: false,
                            });
                            continue;
                        }
                    }
                    return Err(err(cx, body, user, AccessError::PointerEscapes { callee }));
                }
                _ => {
                    return Err(err(
                        cx,
                        body,
                        user,
                        AccessError::UnsupportedUse {
                            op: name.to_string(),
                        },
                    ))
                }
            }
        }
    }
    Ok((accesses, geps))
}

/// The resource type of getpointer `gp`'s handle.
fn resource_of(cx: &Context, body: &Body, gp: Op) -> Result<ResourceType, PassError> {
    let handle = body.operand(gp, 0);
    ResourceType::decode(cx, body.value_type(handle))
        .map_err(|e| err(cx, body, gp, AccessError::NotAResource(e)))
}

/// Checks the accesses through `gp` and puts each in canonical form.
fn canonicalize(cx: &Context, body: &mut Body, gp: Op) -> Result<(), PassError> {
    let index = body.operand(gp, 1);
    let rt = resource_of(cx, body, gp)?;
    let (accesses, geps) = collect(cx, body, gp)?;
    match (rt.kind(), rt.element()) {
        // A texel is addressed and moved like a typed buffer element.
        (TargetKind::TypedBuffer | TargetKind::Texture, Some(elem)) => {
            if let Some(a) = accesses.iter().find(|a| a.copy.is_some()) {
                return Err(err(
                    cx,
                    body,
                    a.op,
                    AccessError::MemcpyKind {
                        kind: rt.kind().name(),
                    },
                ));
            }
            for a in &accesses {
                canonical_typed(cx, body, &rt, gp, elem, a)?;
            }
        }
        (TargetKind::RawBuffer, Some(elem)) => {
            let byte_address = elem == cx.types().i8;
            for a in &accesses {
                // A copy between two resources is expanded by the first
                // of its getpointers (and erased).
                if !body.contains_op(a.op) {
                    continue;
                }
                match a.copy {
                    Some((out, len)) => {
                        let pieces = copy_pieces(cx, body, &rt, elem, byte_address, a, out, len)?;
                        let other = body.operand(a.op, if out { 0 } else { 1 });
                        if let Some((gp2, off2)) = resource_base(cx, body, other) {
                            copy_between_buffers(cx, body, gp, gp2, &off2, a, out, &pieces)?;
                            body.erase_op(a.op);
                        }
                    }
                    None => canonical_raw(cx, body, &rt, gp, index, byte_address, a)?,
                }
            }
        }
        (kind, _) => {
            return Err(err(
                cx,
                body,
                gp,
                AccessError::KindNotImplemented { kind: kind.name() },
            ))
        }
    }
    erase_unused_chain(body, &geps, gp);
    Ok(())
}

/// Erases the GEPs (last first) and the getpointer an access went
/// through, those nothing uses any more.
fn erase_unused_chain(body: &mut Body, geps: &[Op], gp: Op) {
    for &op in geps.iter().rev().chain([&gp]) {
        if !body.has_uses(body.result(op, 0)) {
            body.erase_op(op);
        }
    }
}

/// The lane count of a vector type, or `None` for a scalar.
fn lanes(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Vector { len, .. } => Some(*len),
        _ => None,
    }
}

/// An integer, a float, or a vector of them: what a raw access moves.
fn is_numeric(cx: &Context, ty: Type) -> bool {
    cx.is_int(ty) || cx.is_float(ty)
}

fn is_aggregate(cx: &Context, ty: Type) -> bool {
    matches!(
        cx.type_data(ty),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
    )
}

fn check_writeable(
    cx: &Context,
    body: &Body,
    rt: &ResourceType,
    a: &Access,
) -> Result<(), PassError> {
    if a.atomic && !rt.is_writeable() {
        return Err(err(cx, body, a.op, AccessError::AtomicReadOnly));
    }
    if a.stored.is_some() && !rt.is_writeable() {
        return Err(err(cx, body, a.op, AccessError::StoreReadOnly));
    }
    Ok(())
}

/// An atomic moves one `i32` or `i64` (DXIL's atomicBinOp and
/// atomicCompareExchange overloads); a typed or texture atomic moves the
/// whole element, which must be that scalar.
fn check_atomic(
    cx: &Context,
    body: &Body,
    a: &Access,
    element: Option<Type>,
) -> Result<(), PassError> {
    if !a.atomic {
        return Ok(());
    }
    if let Some(operation) = body
        .attr(cx, a.op, "operation")
        .and_then(|o| cx.attr_as_str(o))
    {
        if dxir_dialects::dxil::builtins::atomic_binop_code(operation).is_none() {
            return Err(err(
                cx,
                body,
                a.op,
                AccessError::AtomicOperation {
                    operation: operation.to_string(),
                },
            ));
        }
    }
    let t = cx.types();
    if a.ty != t.i32 && a.ty != t.i64 {
        return Err(err(
            cx,
            body,
            a.op,
            AccessError::AtomicType {
                ty: dxir_ir::type_to_string(cx, a.ty),
            },
        ));
    }
    if let Some(e) = element {
        if e != a.ty || !(a.offset.is_const() && a.offset.konst == 0) {
            return Err(err(
                cx,
                body,
                a.op,
                AccessError::AtomicPartialElement {
                    element: dxir_ir::type_to_string(cx, e),
                },
            ));
        }
    }
    Ok(())
}

/// Points access `a` at `ptr` (and drops a load's name: the access op
/// that replaces it is unnamed).
fn repoint(body: &mut Body, a: &Access, ptr: Value) {
    if a.stored.is_some() {
        body.set_operand(a.op, 1, ptr);
    } else {
        body.set_operand(a.op, 0, ptr);
        let r = body.result(a.op, 0);
        body.set_value_name(r, None);
    }
}

/// Builds `getelementptr source, base, index` (an `i32` index).
fn build_gep(b: &mut Builder<'_>, source: Type, base: Value, index: Value) -> Value {
    let cx = b.cx();
    let ptr_ty = b.body().value_type(base);
    let spec = llvm::GetElementPtr::spec(b, base, &[index], ptr_ty).with_attr(
        cx,
        "source_type",
        cx.type_attr(source),
    );
    let g = b.insert(spec);
    b.body().result(g, 0)
}

/// Checks a typed access; points a whole-element access at the
/// getpointer, one of some lanes at `getelementptr S, gp, first`.
fn canonical_typed(
    cx: &Context,
    body: &mut Body,
    rt: &ResourceType,
    gp: Op,
    elem: Type,
    a: &Access,
) -> Result<(), PassError> {
    check_writeable(cx, body, rt, a)?;
    check_atomic(cx, body, a, Some(elem))?;
    let scalar = cx.scalar_type(elem);
    let unit = type_size(cx, scalar)
        .ok()
        .and_then(|s| i64::try_from(s).ok())
        .filter(|&s| s > 0)
        .ok_or_else(|| err(cx, body, a.op, AccessError::TypedElementUnsized))?;
    let at_start = a.offset.is_const() && a.offset.konst == 0;
    // The whole element, as its own type or as another of its size
    // (`asuint(buf[i])` of a `float` buffer, which clang's optimizer folds
    // into an `i32` load; the rules load the element and bitcast it).
    let whole = at_start
        && (a.ty == elem
            || (!is_aggregate(cx, a.ty)
                && cx.scalar_type(a.ty) != scalar
                && type_size(cx, a.ty).ok() == type_size(cx, elem).ok()));
    let partial = cx.scalar_type(a.ty) == scalar && !is_aggregate(cx, a.ty);
    if !whole && !partial {
        return Err(err(
            cx,
            body,
            a.op,
            AccessError::TypedMismatch {
                ty: dxir_ir::type_to_string(cx, a.ty),
                element: dxir_ir::type_to_string(cx, elem),
            },
        ));
    }
    let elem_lanes = lanes(cx, elem);
    let access_lanes = lanes(cx, a.ty).unwrap_or(1);
    if !whole && elem_lanes.is_none() {
        // A scalar element: only offset 0 and `<1 x T>` make sense.
        if !(a.offset.is_const() && a.offset.konst == 0 && access_lanes == 1) {
            return Err(err(cx, body, a.op, AccessError::OutsideScalarElement));
        }
    }
    if let (Some(n), true) = (elem_lanes, a.offset.is_const()) {
        let first = a.offset.konst / unit;
        if a.offset.konst % unit != 0 || first < 0 || first + i64::from(access_lanes) > i64::from(n)
        {
            return Err(err(cx, body, a.op, AccessError::OutsideElement));
        }
    }
    let base = body.result(gp, 0);
    let ptr = if whole {
        base
    } else {
        let mut b = Builder::before(cx, body, a.op);
        let first = a.offset.build(&mut b, unit);
        build_gep(&mut b, scalar, base, first)
    };
    repoint(body, a, ptr);
    Ok(())
}

/// Checks a raw access; points a structured one at `getelementptr i8, gp,
/// offset`, a byte-address one at `getpointer(h, index + offset)`.
fn canonical_raw(
    cx: &Context,
    body: &mut Body,
    rt: &ResourceType,
    gp: Op,
    index: Value,
    byte_address: bool,
    a: &Access,
) -> Result<(), PassError> {
    check_writeable(cx, body, rt, a)?;
    check_atomic(cx, body, a, None)?;
    if is_aggregate(cx, a.ty) {
        return Err(err(
            cx,
            body,
            a.op,
            AccessError::RawAggregate {
                ty: dxir_ir::type_to_string(cx, a.ty),
            },
        ));
    }
    if !is_numeric(cx, a.ty) {
        return Err(err(
            cx,
            body,
            a.op,
            AccessError::RawType {
                ty: dxir_ir::type_to_string(cx, a.ty),
            },
        ));
    }
    if lanes(cx, a.ty).is_some_and(|n| n > MAX_RAW_LANES) {
        return split_wide_raw(cx, body, gp, index, byte_address, a);
    }
    let ptr = raw_pointer(cx, body, gp, index, byte_address, a.op, &a.offset);
    repoint(body, a, ptr);
    Ok(())
}

/// Most lanes one raw buffer access moves (DXIL's rawBufferLoad/Store).
const MAX_RAW_LANES: u32 = 4;

/// Builds, before `at`, the canonical pointer of a raw access at byte
/// `offset` of `gp`'s element: `getelementptr i8, gp, offset` for a
/// structured buffer, `getpointer(h, index + offset)` for a byte-address one.
fn raw_pointer(
    cx: &Context,
    body: &mut Body,
    gp: Op,
    index: Value,
    byte_address: bool,
    at: Op,
    offset: &ByteOffset,
) -> Value {
    let base = body.result(gp, 0);
    let handle = body.operand(gp, 0);
    let ptr_ty = body.value_type(base);
    let mut b = Builder::before(cx, body, at);
    let off = offset.build(&mut b, 1);
    if byte_address {
        let addr = build_add(&mut b, index, off);
        GetPointer::build(&mut b, handle, addr, ptr_ty)
    } else {
        build_gep(&mut b, cx.types().i8, base, off)
    }
}

/// A raw access of a vector of more than four lanes (a matrix, `<6 x
/// float>` of a `float3x2` element, or a `float4x4` member) becomes one
/// canonical access per four lanes, each at the byte offset of its first
/// lane, the last with the lanes left (a scalar when one is left), as LLVM
/// splits such raw buffer accesses. A load's vector is rebuilt lane by
/// lane with `insertelement`; a store's pieces are built from its lanes
/// with `extractelement`.
fn split_wide_raw(
    cx: &Context,
    body: &mut Body,
    gp: Op,
    index: Value,
    byte_address: bool,
    a: &Access,
) -> Result<(), PassError> {
    let elem = cx.scalar_type(a.ty);
    let n = lanes(cx, a.ty).unwrap_or(1);
    let lane_size = type_size(cx, elem)
        .ok()
        .and_then(|s| i64::try_from(s).ok())
        .filter(|&s| s > 0)
        .ok_or_else(|| err(cx, body, a.op, AccessError::RawLaneUnsized))?;
    let i64t = cx.types().i64;
    let mut pieces = Vec::new();
    let mut first = 0u32;
    while first < n {
        let count = (n - first).min(MAX_RAW_LANES);
        let ty = if count == 1 {
            elem
        } else {
            cx.vector_type(elem, count)
        };
        let mut off = a.offset.clone();
        off.konst += i64::from(first) * lane_size;
        let ptr = raw_pointer(cx, body, gp, index, byte_address, a.op, &off);
        pieces.push((first, count, ty, ptr));
        first += count;
    }
    let mut b = Builder::before(cx, body, a.op);
    match a.stored {
        // The value from the op: a split load before it may have replaced
        // the value the access was collected with.
        Some(_) => {
            let v = b.body().operand(a.op, 0);
            for &(first, count, ty, ptr) in &pieces {
                let mut piece = if count == 1 {
                    None
                } else {
                    Some(build_poison(&mut b, ty))
                };
                for k in 0..count {
                    let src = build_int(&mut b, i64t, i64::from(first + k));
                    let lane = llvm::ExtractElement::build(&mut b, v, src, elem);
                    piece = Some(match piece {
                        None => lane,
                        Some(acc) => {
                            let dst = build_int(&mut b, i64t, i64::from(k));
                            llvm::InsertElement::build(&mut b, acc, lane, dst, ty)
                        }
                    });
                }
                if let Some(piece) = piece {
                    llvm::Store::build(&mut b, piece, ptr);
                }
            }
            body.erase_op(a.op);
        }
        None => {
            let mut acc = build_poison(&mut b, a.ty);
            for &(first, count, ty, ptr) in &pieces {
                let loaded = llvm::Load::build(&mut b, ptr, ty);
                for k in 0..count {
                    let lane = if count == 1 {
                        loaded
                    } else {
                        let src = build_int(&mut b, i64t, i64::from(k));
                        llvm::ExtractElement::build(&mut b, loaded, src, elem)
                    };
                    let dst = build_int(&mut b, i64t, i64::from(first + k));
                    acc = llvm::InsertElement::build(&mut b, acc, lane, dst, a.ty);
                }
            }
            let old = body.result(a.op, 0);
            body.replace_all_uses(old, acc);
            body.erase_op(a.op);
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

/// Checks an `llvm.memcpy` between a resource element and ordinary memory;
/// returns the scalar and vector pieces of the element it copies, with
/// their byte offsets in the element.
#[allow(clippy::too_many_arguments)]
fn copy_pieces(
    cx: &Context,
    body: &Body,
    rt: &ResourceType,
    elem: Type,
    byte_address: bool,
    a: &Access,
    out: bool,
    len: i64,
) -> Result<Vec<(i64, Type)>, PassError> {
    if !out && !rt.is_writeable() {
        return Err(err(cx, body, a.op, AccessError::MemcpyReadOnly));
    }
    if !a.offset.is_const() || byte_address {
        return Err(err(cx, body, a.op, AccessError::MemcpyOffset));
    }
    let start = a.offset.konst;
    let mut pieces = Vec::new();
    leaves(cx, elem, 0, &mut pieces, 0)
        .ok_or_else(|| err(cx, body, a.op, AccessError::MemcpySplit))?;
    pieces.retain(|&(o, ty)| {
        let size = type_size(cx, ty)
            .ok()
            .and_then(|s| i64::try_from(s).ok())
            .unwrap_or(0);
        o >= start && o + size <= start + len
    });
    if let Some(&(_, ty)) = pieces.iter().find(|&&(_, ty)| !is_numeric(cx, ty)) {
        return Err(err(
            cx,
            body,
            a.op,
            AccessError::MemcpyHolding {
                ty: dxir_ir::type_to_string(cx, ty),
            },
        ));
    }
    Ok(pieces)
}

/// The getpointer `v` is derived from through GEPs, and the byte offset
/// of `v` from it; `None` if `v` is not such a pointer.
fn resource_base(cx: &Context, body: &Body, v: Value) -> Option<(Op, ByteOffset)> {
    let mut geps = Vec::new();
    let mut cur = v;
    let gp = loop {
        let d = body.defining_op(cur)?;
        if GetPointer::is(cx, body, d) {
            break d;
        }
        if geps.len() >= MAX_POINTERS
            || !matches!(
                LlvmOp::match_op(cx, body, d),
                Some(LlvmOp::GetElementPtr(_))
            )
        {
            return None;
        }
        geps.push(d);
        cur = body.operand(d, 0);
    };
    let mut off = ByteOffset::default();
    for &g in geps.iter().rev() {
        gep_offset(cx, body, g, &mut off).ok()?;
    }
    Some((gp, off))
}

/// Expands an `llvm.memcpy` between the element of `gp` (checked, its
/// `pieces` computed) and the structured buffer element at `off2` from
/// `gp2`: one load and one store per piece, both in canonical form, for
/// the rules.
#[allow(clippy::too_many_arguments)]
fn copy_between_buffers(
    cx: &Context,
    body: &mut Body,
    gp: Op,
    gp2: Op,
    off2: &ByteOffset,
    a: &Access,
    out: bool,
    pieces: &[(i64, Type)],
) -> Result<(), PassError> {
    let rt2 = ResourceType::decode(cx, body.value_type(body.operand(gp2, 0))).ok();
    let structured = rt2.as_ref().is_some_and(|rt| {
        rt.kind() == TargetKind::RawBuffer && rt.element().is_some_and(|e| e != cx.types().i8)
    });
    if !structured || !off2.is_const() {
        return Err(err(cx, body, a.op, AccessError::MemcpyBetween));
    }
    if out && !rt2.is_some_and(|rt| rt.is_writeable()) {
        return Err(err(cx, body, a.op, AccessError::MemcpyReadOnly));
    }
    let start = a.offset.konst;
    let here = body.result(gp, 0);
    let there = body.result(gp2, 0);
    let i8t = cx.types().i8;
    // Every piece is loaded before any is stored: a `memmove` of one
    // element onto itself may overlap.
    let mut loaded = Vec::with_capacity(pieces.len());
    for &(o, ty) in pieces {
        let mut b = Builder::before(cx, body, a.op);
        let here_off = build_i32(&mut b, o);
        let here_ptr = build_gep(&mut b, i8t, here, here_off);
        let there_off = build_i32(&mut b, off2.konst + (o - start));
        let there_ptr = build_gep(&mut b, i8t, there, there_off);
        let (from, to) = if out {
            (here_ptr, there_ptr)
        } else {
            (there_ptr, here_ptr)
        };
        let load = llvm::Load::spec(&mut b, from, ty);
        let l = b.insert(load);
        loaded.push((b.body().result(l, 0), to));
    }
    for (v, to) in loaded {
        let mut b = Builder::before(cx, body, a.op);
        let store = llvm::Store::spec(&mut b, v, to);
        b.insert(store);
    }
    Ok(())
}

/// After the rules: expands each `llvm.memcpy` left on a getpointer (the
/// only accesses the rules do not lower) into one raw load or store per
/// piece of the element in the copied range, and the plain load or store
/// of ordinary memory beside it; erases the copies, their GEPs and the
/// getpointers. Any other access left is an error.
fn expand_copies(cx: &Context, body: &mut Body) -> Result<(), PassError> {
    let gps: Vec<Op> = body
        .walk()
        .into_iter()
        .filter(|&op| GetPointer::is(cx, body, op))
        .collect();
    for gp in gps {
        let handle = body.operand(gp, 0);
        let index = body.operand(gp, 1);
        let rt = resource_of(cx, body, gp)?;
        let (accesses, geps) = collect(cx, body, gp)?;
        for a in &accesses {
            let (Some((out, len)), Some(elem)) = (a.copy, rt.element()) else {
                return Err(err(
                    cx,
                    body,
                    a.op,
                    AccessError::NotLowered {
                        op: op_name(cx, body, a.op).to_string(),
                    },
                ));
            };
            let byte_address = elem == cx.types().i8;
            let pieces = copy_pieces(cx, body, &rt, elem, byte_address, a, out, len)?;
            expand_copy(cx, body, handle, index, a, out, &pieces);
        }
        for a in &accesses {
            body.erase_op(a.op);
        }
        erase_unused_chain(body, &geps, gp);
    }
    Ok(())
}

/// Builds the accesses of one `llvm.memcpy` (see [`expand_copies`]).
fn expand_copy(
    cx: &Context,
    body: &mut Body,
    handle: Value,
    index: Value,
    a: &Access,
    out: bool,
    pieces: &[(i64, Type)],
) {
    let start = a.offset.konst;
    let other = body.operand(a.op, if out { 0 } else { 1 });
    let i8t = cx.types().i8;
    // The copy promises no alignment beyond its own; 1 is always right.
    let align1 = cx.int_attr(cx.types().i64, 1);
    for &(o, ty) in pieces {
        let mut b = Builder::before(cx, body, a.op);
        let local = if o == start {
            other
        } else {
            let rel = build_i32(&mut b, o - start);
            build_gep(&mut b, i8t, other, rel)
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    fn run(src: &str) -> Result<String, PassError> {
        let cx = crate::testing::cx();
        let mut m = import_module(&cx, src, "t.ll").expect("imports");
        ResourceAccess::default().run_with_report(&cx, &mut m)?;
        Ok(export_module(&cx, &m).expect("exports"))
    }

    fn run_engine(src: &str, engine: crate::EngineKind) -> String {
        let cx = crate::testing::cx();
        let mut m = import_module(&cx, src, "t.ll").expect("imports");
        let opts = RulePassOptions {
            engine: engine.engine(false),
            ..RulePassOptions::default()
        };
        ResourceAccess::new(opts)
            .run_with_report(&cx, &mut m)
            .expect("lowers");
        export_module(&cx, &m).expect("exports")
    }

    #[test]
    fn both_engines_give_the_same_output() {
        for src in [
            include_str!("../../tests/filecheck/resource-access/typed.ll"),
            include_str!("../../tests/filecheck/resource-access/structured.ll"),
            include_str!("../../tests/filecheck/resource-access/byte_address.ll"),
            include_str!("../../tests/filecheck/resource-access/memcpy.ll"),
            include_str!("../../tests/filecheck/resource-access/engines.ll"),
            include_str!("../../tests/filecheck/resource-access/memcpy_between.ll"),
            include_str!("../../tests/filecheck/resource-access/matrix.ll"),
            include_str!("../../tests/filecheck/resource-access/one_lane.ll"),
        ] {
            let greedy = run_engine(src, crate::EngineKind::Greedy);
            assert!(
                !greedy.contains("call ptr @llvm.dx.resource.getpointer"),
                "{greedy}"
            );
            assert_eq!(greedy, run_engine(src, crate::EngineKind::EGraph));
        }
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
        assert_eq!(
            *e.kind,
            crate::PassErrorKind::Access(AccessError::OutsideElement)
        );
        assert_eq!(e.to_string(), "access outside the typed buffer element");
        assert_eq!(e.loc.line, 8);
    }

    #[test]
    fn a_raw_access_of_more_than_four_lanes_is_split_into_four_lane_pieces() {
        let src = "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
            define void @main(i32 %i) {\n\
            entry:\n\
              %h = call target(\"dx.RawBuffer\", [9 x i32], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a9i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
              %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a9i32_1_0t(target(\"dx.RawBuffer\", [9 x i32], 1, 0) %h, i32 %i)\n\
              %v = load <9 x i32>, ptr %p, align 4\n\
              %q = getelementptr inbounds nuw i8, ptr %p, i32 0\n\
              store <9 x i32> %v, ptr %q, align 4\n\
              ret void\n\
            }\n\
            declare target(\"dx.RawBuffer\", [9 x i32], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a9i32_1_0t(i32, i32, i32, i32, ptr)\n\
            declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a9i32_1_0t(target(\"dx.RawBuffer\", [9 x i32], 1, 0), i32)\n";
        let out = run(src).unwrap();
        // Loads of 4, 4 and 1 lanes at bytes 0, 16 and 32; stores likewise.
        let calls = |what: &str| {
            out.matches(&format!("= call {what} @llvm.dx.resource.load"))
                .count()
        };
        assert_eq!(calls("{ <4 x i32>, i1 }"), 2, "{out}");
        assert_eq!(calls("{ i32, i1 }"), 1, "{out}");
        assert_eq!(
            out.matches("call void @llvm.dx.resource.store.rawbuffer")
                .count(),
            3,
            "{out}"
        );
        for off in ["i32 %i, i32 0)", "i32 %i, i32 16)", "i32 %i, i32 32)"] {
            assert!(out.contains(off), "{off}: {out}");
        }
        assert!(!out.contains("<9 x i32>, i1"), "{out}");
    }
}
