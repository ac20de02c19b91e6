//! `expand-intrinsics`: what LLVM's DXILIntrinsicExpansion and the
//! scalarizer do before DXIL op lowering.
//!
//! Three steps, per function:
//! 1. 64-bit buffer accesses (typed always, raw up to DXIL 1.2, and
//!    structured ones at an offset that is not a multiple of 8) become
//!    accesses of `i32` chunks (at most 4 lanes each), joined with
//!    `dx.asdouble` or `zext`/`shl`/`or` on load and split with
//!    `dx.splitdouble` or `trunc`/`lshr` on store; the check bit is the
//!    `and` of the chunks' check bits. Structured 32-bit accesses at an
//!    offset that is not a multiple of 4 become `i16` chunks likewise
//!    (`bitcast` for `float`). Rust: a load is rewritten together
//!    with the `extractvalue`s that read it (the value and the check bit
//!    become different values), which a rule rooted at one op cannot say.
//! 2. HLSL math that has no DXIL op is expanded in LLVM's shapes by the
//!    rule set `dialects/rules/expand-intrinsics/` (`lerp`, the clamps,
//!    `fdot` to `dx.dot2/3/4`, `normalize`, `step`, `sign`, `any`/`all`,
//!    `cross`, `degrees`/`radians`, integer dots, `llvm.abs`,
//!    `llvm.exp`/`log`/`log10`/`pow`; the saturating arithmetic and
//!    vector reductions of `integer.rules`), with either engine. Widths no DXIL
//!    op has (a 5-lane dot product) are reported first, by Rust.
//! 3. Calls of intrinsics that become scalar DXIL ops are split per lane
//!    (`extractelement` → scalar call → `insertelement`). Rust: it applies
//!    to any of 54 ops and copies each call's attributes, whatever they
//!    are. Plain vector arithmetic stays vector.

pub(crate) mod build;
mod copies;
#[cfg(test)]
mod tests;

use crate::access_util::const_int;
use crate::error::ExpandError;
use crate::pass::PassError;
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassOptions, RulePassSpec, RuleStage, StageRunner,
};
use build::{lanes, with_lane, Emit};
use dxir_dialects::dx::builtins::intrinsic_base;
use dxir_dialects::dx::ResourceType;
use dxir_dialects::dx::{
    self, AsDouble, DxOp, LoadRawBuffer, LoadTypedBuffer, SplitDouble, StoreRawBuffer,
    StoreTypedBuffer,
};
use dxir_dialects::dx::{intrinsic_by_op, mangle_type, mangled_name};
use dxir_dialects::dxil::builtins::raw_access_align;
use dxir_dialects::dxil::DxilVersion;
use dxir_dialects::llvm::{self, Call, ExtractValue, LANE_WISE_INTRINSICS};
use dxir_ir::{
    Attr, AttrData, Body, Builder, ConstantPool, Context, Function, Module, Op, OpName, OpSpec,
    SlotVec, Type, TypeData, Value,
};
use dxir_rewrites::ConversionTarget;
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use smallvec::SmallVec;
use std::collections::BTreeSet;

const NAME: &str = "expand-intrinsics";

/// The `dx` math ops the rules expand: none may be left after them.
const EXPANDED: &[&str] = &[
    dx::Lerp::NAME,
    dx::NClamp::NAME,
    dx::SClamp::NAME,
    dx::UClamp::NAME,
    dx::FDot::NAME,
    dx::SDot::NAME,
    dx::UDot::NAME,
    dx::Normalize::NAME,
    dx::Step::NAME,
    dx::Sign::NAME,
    dx::Any::NAME,
    dx::All::NAME,
    dx::Cross::NAME,
    dx::Degrees::NAME,
    dx::Radians::NAME,
];

/// `expand-intrinsics` as a rule-based pass: one stage, the math rules,
/// with the configured engine; the Rust steps run around it per function.
pub static SPEC: RulePassSpec = RulePassSpec {
    name: NAME,
    builtins: dxir_dialects::dx::builtins::builtins,
    prepare: |_| {},
    stages: &[RuleStage {
        name: "math",
        files: |_| true,
        target: math_target,
        user_rules: true,
    }],
};

fn math_target() -> ConversionTarget {
    ConversionTarget {
        illegal_ops: EXPANDED.iter().map(|s| (*s).to_string()).collect(),
        ..ConversionTarget::default()
    }
}

/// Expands intrinsics that have no DXIL op and splits vector calls of those
/// that have a scalar one. A module pass because the 64-bit raw-buffer
/// split depends on the module's DXIL version (its `llvm.triple`).
///
/// Entry: `dx` and `llvm` dialect ops after `resource-access`. Exit: no
/// `dx.lerp`/`*clamp`/`fdot`/`normalize`/`step`/`sign`/`any`/`all`/
/// `cross`/`degrees`/`radians`/`sdot`/`udot`, no 64-bit typed (or pre-1.3
/// raw) buffer access, and every call that lower-dxil maps to a DXIL op has
/// scalar operands.
pub type ExpandIntrinsics = RulePass<ExpandHooks>;

impl RulePass<ExpandHooks> {
    /// `expand-intrinsics` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, ExpandHooks, opts)
    }
}

impl Default for RulePass<ExpandHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

/// The Rust steps of `expand-intrinsics` (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct ExpandHooks;

/// What [`ExpandHooks::before`] finds: the DXIL version and the intrinsics
/// called before the pass (those unused after it lose their declaration).
pub struct ExpandState {
    version: DxilVersion,
    used_before: BTreeSet<String>,
    /// The value type of every global, for the copies between them.
    globals: rustc_hash::FxHashMap<String, dxir_ir::Type>,
}

impl RuleHooks for ExpandHooks {
    type State = ExpandState;

    fn before(&self, cx: &Context, module: &mut Module) -> Result<ExpandState, PassError> {
        Ok(ExpandState {
            version: dxil_version(cx, module),
            used_before: intrinsics_used(cx, module),
            globals: copies::global_types(cx, module),
        })
    }

    fn function(
        &self,
        cx: &Context,
        state: &ExpandState,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        let name = f.name().to_string();
        let with_fn = |e: PassError| e.with_function(name.clone());
        copies::expand_copies(cx, f.body_mut(), &state.globals);
        copies::split_aggregate_accesses(cx, f.body_mut());
        split_64bit_accesses(cx, f.body_mut(), state.version).map_err(with_fn)?;
        // Filed by slot, not hashed: a large body has thousands of names.
        let named = SlotVec::set_of(f.body().value_capacity(), f.body().named_values());
        stages.run_all(cx, f)?;
        // LLVM's expansions build unnamed values (the rule engines give a
        // replacement the name of what it replaces, as DXILOpLowering does).
        let body = f.body_mut();
        let renamed: Vec<Value> = body
            .named_values()
            .filter(|&v| named.get(v).is_none())
            .collect();
        for v in renamed {
            body.set_value_name(v, None);
        }
        let mut pool = ConstantPool::default();
        for op in body.walk() {
            if body.contains_op(op) {
                scalarize_op(cx, body, &mut pool, op).map_err(with_fn)?;
            }
        }
        Ok(())
    }

    /// As LLVM erases an expanded intrinsic's declaration once unused.
    fn after(
        &self,
        cx: &Context,
        state: ExpandState,
        module: &mut Module,
    ) -> Result<bool, PassError> {
        let used = intrinsics_used(cx, module);
        let mut changed = false;
        for name in state.used_before.difference(&used) {
            if module.function(name).is_some_and(Function::is_declaration) {
                module.remove_function(name);
                changed = true;
            }
        }
        Ok(changed)
    }
}

/// The DXIL version of a module: `dxilv1.x` or `shadermodel6.x` in its
/// `llvm.triple`; the latest version when the triple names neither.
pub fn dxil_version(cx: &Context, module: &Module) -> DxilVersion {
    dxir_dialects::dxil::module_target(cx, module).map_or(DxilVersion::LATEST, |t| t.version)
}

/// What names the intrinsic an op calls: a call's callee, or a `dx` op's
/// name and the types its name is mangled on. Ops of one shape call the
/// same intrinsic, so a function's names are made once per shape.
#[derive(PartialEq, Eq, Hash)]
enum IntrinsicShape {
    Callee(Attr),
    Dx(OpName, Type, SmallVec<[Type; 4]>),
}

fn intrinsic_shape(cx: &Context, body: &Body, op: Op) -> Option<IntrinsicShape> {
    if Call::is(cx, body, op) {
        return body.attr(cx, op, "callee").map(IntrinsicShape::Callee);
    }
    intrinsic_by_op(cx.op_name_str(body.op_name(op)))?;
    let ret = body
        .results(op)
        .first()
        .map_or(cx.types().void, |&r| body.value_type(r));
    let args = body
        .operands(op)
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    Some(IntrinsicShape::Dx(body.op_name(op), ret, args))
}

/// The LLVM name of the intrinsic ops of `shape` call.
fn intrinsic_name(cx: &Context, shape: &IntrinsicShape) -> Option<String> {
    match shape {
        IntrinsicShape::Callee(a) => match cx.attr_data(*a) {
            AttrData::Symbol(s) => Some(s.to_string()),
            _ => None,
        },
        IntrinsicShape::Dx(name, ret, args) => {
            let intr = intrinsic_by_op(cx.op_name_str(*name))?;
            Some(mangled_name(cx, intr, *ret, args))
        }
    }
}

/// Every intrinsic the module's definitions call.
fn intrinsics_used(cx: &Context, module: &Module) -> BTreeSet<String> {
    module
        .par_functions()
        .map(|f| {
            let body = f.body();
            let shapes: FxHashSet<IntrinsicShape> = body
                .walk()
                .into_iter()
                .filter_map(|op| intrinsic_shape(cx, body, op))
                .collect();
            shapes
                .iter()
                .filter_map(|s| intrinsic_name(cx, s))
                .collect::<BTreeSet<String>>()
        })
        .reduce(BTreeSet::new, |mut a, b| {
            a.extend(b);
            a
        })
}

/// Step 1, and the widths no rule can expand: walks the function in order,
/// splitting 64-bit buffer accesses (and raw ones below their lanes'
/// alignment) and reporting a dot product, `normalize` or `cross` of a
/// width DXIL has no op for (LLVM's wording). A second walk splits what
/// the first made that is still below its alignment (a `double` at byte
/// 2 becomes two `i32`s at bytes 2 and 6, then four `i16`s).
fn split_64bit_accesses(
    cx: &Context,
    body: &mut Body,
    version: DxilVersion,
) -> Result<(), PassError> {
    let mut pool = ConstantPool::default();
    for _ in 0..2 {
        if !split_walk(cx, body, &mut pool, version)? {
            break;
        }
    }
    Ok(())
}

/// One walk of [`split_64bit_accesses`]; whether it split anything.
fn split_walk(
    cx: &Context,
    body: &mut Body,
    pool: &mut ConstantPool,
    version: DxilVersion,
) -> Result<bool, PassError> {
    let mut split = false;
    let mut below = BelowAlign::default();
    for op in body.walk() {
        if !body.contains_op(op) {
            continue;
        }
        let Some(kind) = DxOp::match_op(cx, body, op) else {
            continue;
        };
        let lanes_of = |v: Value| lanes(cx, body.value_type(v)).0.unwrap_or(1);
        match kind {
            DxOp::LoadTypedBuffer(_) | DxOp::LoadRawBuffer(_) => {
                let raw = matches!(kind, DxOp::LoadRawBuffer(_));
                let value_ty = struct_field(cx, body.value_type(body.result(op, 0)), 0);
                if needs_64bit_expansion(cx, value_ty, raw, version)
                    || (raw && below.check(cx, body, op, value_ty))
                {
                    expand_load64(cx, body, pool, op, raw, value_ty)?;
                    split = true;
                }
            }
            DxOp::StoreTypedBuffer(_) | DxOp::StoreRawBuffer(_) => {
                let raw = matches!(kind, DxOp::StoreRawBuffer(_));
                let Some(&val) = body.operands(op).last() else {
                    continue;
                };
                let value_ty = body.value_type(val);
                if needs_64bit_expansion(cx, value_ty, raw, version)
                    || (raw && below.check(cx, body, op, value_ty))
                {
                    expand_store64(cx, body, pool, op, raw, value_ty)?;
                    split = true;
                }
            }
            DxOp::FDot(_) | DxOp::Normalize(_) => {
                // 1 lane (`float1`, or a scalar normalize) is a multiply.
                let n = lanes_of(body.operand(op, 0));
                if !(1..=4).contains(&n) {
                    return Err(err(cx, body, op, ExpandError::DotWidth { lanes: n }));
                }
            }
            DxOp::Cross(c) if lanes(cx, body.value_type(c.result(body))).0 != Some(3) => {
                return Err(err(cx, body, op, ExpandError::CrossWidth));
            }
            _ => {}
        }
    }
    Ok(split)
}

/// The callee of an `llvm.call`.
fn callee<'c>(cx: &'c Context, body: &Body, op: Op) -> Option<&'c str> {
    match cx.attr_data(body.attr(cx, op, "callee")?) {
        AttrData::Symbol(s) => Some(s),
        _ => None,
    }
}

fn err(cx: &Context, body: &Body, op: Op, kind: ExpandError) -> PassError {
    PassError::at_op(NAME, cx, body, op, kind)
}

/// Field `i` of a literal struct type (the type itself otherwise).
fn struct_field(cx: &Context, ty: Type, i: usize) -> Type {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => fields.get(i).copied().unwrap_or(ty),
        _ => ty,
    }
}

/// LLVM's rule: 64-bit lanes need splitting for typed buffers always, and
/// for raw buffers before DXIL 1.3 (which added 64-bit raw overloads).
fn needs_64bit_expansion(cx: &Context, value: Type, raw: bool, version: DxilVersion) -> bool {
    if raw && version > DxilVersion::new(1, 2) {
        return false;
    }
    let lane = lanes(cx, value).1;
    matches!(cx.type_data(lane), TypeData::Double | TypeData::Int(64))
}

/// The integer type of half a lane of `lane` (`i32` for a 64-bit lane,
/// `i16` for a 32-bit one), the integer type of the whole lane, and the
/// half's width in bits.
fn split_width(cx: &Context, lane: Type) -> (Type, Type, u32) {
    let t = cx.types();
    match cx.type_data(lane) {
        TypeData::Double | TypeData::Int(64) => (t.i32, t.i64, 32),
        _ => (t.i16, t.i32, 16),
    }
}

/// What decides [`below_lane_align`] for a raw access: its
/// handle type, lane type and constant offset (`None`: dynamic); `None`
/// for an access with no 32- or 64-bit lanes or without those operands.
fn raw_access_key(
    cx: &Context,
    body: &Body,
    op: Op,
    value: Type,
) -> Option<(Type, Type, Option<i128>)> {
    let lane = lanes(cx, value).1;
    if !matches!(
        cx.type_data(lane),
        TypeData::Double | TypeData::Int(64) | TypeData::Float | TypeData::Int(32)
    ) {
        return None;
    }
    let ops = body.operands(op);
    let (&handle, &offset) = (ops.first()?, ops.get(2)?);
    let offset = const_int(cx, body, offset).map(i128::from);
    Some((body.value_type(handle), lane, offset))
}

/// Whether a raw access of `lane`s through `handle` at `offset` is an
/// access of a structured buffer with 64- or 32-bit lanes at an offset
/// that is not a multiple of the lane's size: clang's layout packs
/// fields (`struct { uint a; int64_t2 b; }`: `b` at byte 4; `struct {
/// half a; double b; }`: `b` at byte 2, stride 10) where DXC's aligns
/// them, and consumers address a raw access in words of its lane's size
/// (dxil-spirv's SSBO path shifts the byte address right by 3 for a
/// 64-bit access, by 2 for a 32-bit one, whatever the alignment operand
/// says). Split into halves it is the aligned access DXC writes for
/// such data. The alignment is the one the lowering states
/// ([`raw_access_align`]: the stride, the constant offset or, for a
/// dynamic one, every place such a scalar has in the element);
/// byte-address buffers keep their accesses, as DXC writes them.
fn below_lane_align(cx: &Context, handle: Type, lane: Type, offset: Option<i128>) -> bool {
    let size = match cx.type_data(lane) {
        TypeData::Double | TypeData::Int(64) => 8,
        _ => 4,
    };
    ResourceType::decode(cx, handle).is_ok_and(|r| r.is_structured(cx))
        && raw_access_align(cx, handle, lane, offset).is_ok_and(|a| a < size)
}

/// [`below_lane_align`] remembered per key within a walk: a
/// function's accesses share a few handle types and offsets, and the
/// alignment walks the element's layout.
#[derive(Default)]
struct BelowAlign(rustc_hash::FxHashMap<(Type, Type, Option<i128>), bool>);

impl BelowAlign {
    fn check(&mut self, cx: &Context, body: &Body, op: Op, value: Type) -> bool {
        let Some(key @ (handle, lane, offset)) = raw_access_key(cx, body, op, value) else {
            return false;
        };
        *self
            .0
            .entry(key)
            .or_insert_with(|| below_lane_align(cx, handle, lane, offset))
    }
}

/// A typed or raw load of 64-bit lanes as `i32` chunks of at most four
/// lanes, or a raw load of 32-bit lanes as `i16` chunks
/// ([`split_width`]).
fn expand_load64(
    cx: &Context,
    body: &mut Body,
    pool: &mut ConstantPool,
    op: Op,
    raw: bool,
    value_ty: Type,
) -> Result<(), PassError> {
    let (vec_len, lane) = lanes(cx, value_ty);
    let is_double = matches!(cx.type_data(lane), TypeData::Double);
    let is_float = matches!(cx.type_data(lane), TypeData::Float);
    let (part, whole, part_bits) = split_width(cx, lane);
    if !raw && vec_len.is_some_and(|n| n != 2) {
        return Err(err(cx, body, op, ExpandError::Load64Width));
    }
    let result = body.result(op, 0);
    let users: Vec<Op> = body.uses(result).map(|u| u.op).collect();
    let mut user_fields = Vec::with_capacity(users.len());
    for &u in &users {
        let field = ExtractValue::is(cx, body, u)
            .then(|| body.attr(cx, u, "indices"))
            .flatten()
            .and_then(|a| match cx.attr_data(a) {
                AttrData::Array(items) if items.len() == 1 => cx.attr_as_i64(items[0]),
                _ => None,
            });
        match field {
            Some(f @ (0 | 1)) => user_fields.push((u, f)),
            _ => {
                return Err(err(cx, body, u, ExpandError::Load64Use));
            }
        }
    }
    let ops: Vec<Value> = body.operands(op).to_vec();
    let t = cx.types();
    let mut b = Builder::before(cx, body, op);
    let mut e = Emit { b: &mut b, pool };
    let mut remaining = 2 * vec_len.unwrap_or(1);
    let mut base = 0u32;
    let mut loads = Vec::new();
    let mut value = match vec_len {
        Some(_) => e.poison(value_ty),
        None => result, // replaced below
    };
    let mut scalar = None;
    while remaining > 0 {
        let k = remaining.min(4);
        let chunk_ty = cx.vector_type(part, k);
        let ret = cx.struct_type(vec![chunk_ty, t.i1], false);
        let load = if raw {
            let off = e.int(t.i32, i128::from(part_bits / 4 * base));
            let off = e.add(ops[2], off);
            LoadRawBuffer::build(e.b, ops[0], ops[1], off, ret)
        } else {
            LoadTypedBuffer::build(e.b, ops[0], ops[1], ret)
        };
        loads.push(load);
        let words = e.field(load, 0, chunk_ty);
        let parts: Vec<Value> = (0..k).map(|i| e.lane(words, i)).collect();
        for pair in parts.chunks(2) {
            let combined = if is_double {
                AsDouble::build(e.b, pair[0], pair[1], t.double)
            } else {
                let lo = llvm::ZExt::build(e.b, pair[0], whole);
                let hi = llvm::ZExt::build(e.b, pair[1], whole);
                let s = e.int(whole, i128::from(part_bits));
                let hi = llvm::Shl::build(e.b, hi, s, whole);
                let bits = llvm::Or::build(e.b, lo, hi, whole);
                if is_float {
                    llvm::BitCast::build(e.b, bits, t.float)
                } else {
                    bits
                }
            };
            match vec_len {
                Some(_) => value = e.insert(value, combined, base),
                None => scalar = Some(combined),
            }
            base += 1;
        }
        remaining -= k;
    }
    if let Some(s) = scalar {
        value = s;
    }
    let mut check = None;
    if user_fields.iter().any(|&(_, f)| f == 1) {
        {
            let bits: Vec<Value> = loads.iter().map(|&l| e.field(l, 1, t.i1)).collect();
            let mut acc = bits[0];
            for &c in &bits[1..] {
                acc = llvm::And::build(e.b, acc, c, t.i1);
            }
            check = Some(acc);
        }
    }
    for (u, f) in user_fields {
        let v = if f == 0 {
            value
        } else {
            check.unwrap_or(value)
        };
        body.replace_op(u, &[v]);
    }
    body.erase_op(op);
    Ok(())
}

/// A typed or raw store of 64-bit lanes as `i32` chunks of at most four
/// lanes, or a raw store of 32-bit lanes as `i16` chunks
/// ([`split_width`]).
fn expand_store64(
    cx: &Context,
    body: &mut Body,
    pool: &mut ConstantPool,
    op: Op,
    raw: bool,
    value_ty: Type,
) -> Result<(), PassError> {
    let (vec_len, lane) = lanes(cx, value_ty);
    if !raw && vec_len.is_some_and(|n| n != 2) {
        return Err(err(cx, body, op, ExpandError::Store64Width));
    }
    let is_double = matches!(cx.type_data(lane), TypeData::Double);
    let is_float = matches!(cx.type_data(lane), TypeData::Float);
    let (part, whole, part_bits) = split_width(cx, lane);
    let ops: Vec<Value> = body.operands(op).to_vec();
    let val = *ops.last().expect("store has a value");
    let t = cx.types();
    let half_ty = with_lane(cx, value_ty, part);
    let mut b = Builder::before(cx, body, op);
    let mut e = Emit { b: &mut b, pool };
    let (lo, hi) = if is_double {
        let split = SplitDouble::build(e.b, val, cx.struct_type(vec![half_ty, half_ty], false));
        (e.field(split, 0, half_ty), e.field(split, 1, half_ty))
    } else {
        let (val, int_ty) = if is_float {
            let int_ty = with_lane(cx, value_ty, whole);
            (llvm::BitCast::build(e.b, val, int_ty), int_ty)
        } else {
            (val, value_ty)
        };
        let lo = llvm::Trunc::build(e.b, val, half_ty);
        let s = e.int(int_ty, i128::from(part_bits));
        let sh = llvm::LShr::build(e.b, val, s, int_ty);
        (lo, llvm::Trunc::build(e.b, sh, half_ty))
    };
    let total = 2 * vec_len.unwrap_or(1);
    let words = match vec_len {
        Some(n) => {
            let mask: Vec<u32> = (0..n).flat_map(|i| [i, i + n]).collect();
            e.shuffle(lo, hi, &mask)
        }
        None => {
            let p = e.poison(cx.vector_type(part, 2));
            let p = e.insert(p, lo, 0);
            e.insert(p, hi, 1)
        }
    };
    let mut base = 0u32;
    while base < total {
        let k = (total - base).min(4);
        let off = if raw {
            let off = e.int(t.i32, i128::from(part_bits / 8 * base));
            Some(e.add(ops[2], off))
        } else {
            None
        };
        let sub = if vec_len.is_some_and(|n| n > 2) {
            let p = e.poison(cx.vector_type(part, total));
            let mask: Vec<u32> = (base..base + k).collect();
            e.shuffle(words, p, &mask)
        } else {
            words
        };
        match off {
            Some(off) => StoreRawBuffer::build(e.b, ops[0], ops[1], off, sub),
            None => StoreTypedBuffer::build(e.b, ops[0], ops[1], sub),
        };
        base += k;
    }
    body.erase_op(op);
    Ok(())
}

/// `dx` ops that map to scalar DXIL ops, split lane by lane (scalar
/// operands such as a lane index are passed to every lane's call).
fn is_lane_wise_dx(op: DxOp) -> bool {
    matches!(
        op,
        DxOp::Saturate(_)
            | DxOp::Frac(_)
            | DxOp::RSqrt(_)
            | DxOp::FirstBitUHigh(_)
            | DxOp::FirstBitSHigh(_)
            | DxOp::FirstBitLow(_)
            | DxOp::DdxCoarse(_)
            | DxOp::DdyCoarse(_)
            | DxOp::DdxFine(_)
            | DxOp::DdyFine(_)
            | DxOp::IsInf(_)
            | DxOp::IsNan(_)
            | DxOp::LegacyF16ToF32(_)
            | DxOp::IMad(_)
            | DxOp::UMad(_)
            | DxOp::AsDouble(_)
            | DxOp::SplitDouble(_)
            | DxOp::WaveReadLane(_)
            | DxOp::WaveReduceMax(_)
            | DxOp::WaveReduceUMax(_)
            | DxOp::WaveReduceMin(_)
            | DxOp::WaveReduceUMin(_)
            | DxOp::WaveReduceSum(_)
            | DxOp::WaveReduceUSum(_)
    )
}

/// Splits a vector call of a scalar-op intrinsic into one call per lane.
fn scalarize_op(
    cx: &Context,
    body: &mut Body,
    pool: &mut ConstantPool,
    op: Op,
) -> Result<bool, PassError> {
    let name = body.op_name(op);
    let Some(&res) = body.results(op).first() else {
        return Ok(false);
    };
    // The cheap tests first, the callee's name last: this runs on every op
    // of the function, and most are neither calls nor vectors.
    let is_call = Call::is(cx, body, op);
    if !is_call && !DxOp::match_op(cx, body, op).is_some_and(is_lane_wise_dx) {
        return Ok(false);
    }
    let ret = body.value_type(res);
    // The lane count: of a vector result, or of a vector operand
    // (`splitdouble` returns a struct of vectors).
    let n = lanes(cx, ret).0.or_else(|| {
        body.operands(op)
            .iter()
            .find_map(|&v| lanes(cx, body.value_type(v)).0)
    });
    let Some(n) = n else { return Ok(false) };
    let llvm_base = if is_call {
        match callee(cx, body, op).and_then(intrinsic_base) {
            Some(b) if LANE_WISE_INTRINSICS.contains(&b) => Some(b.to_string()),
            _ => return Ok(false),
        }
    } else {
        None
    };
    let ops: Vec<Value> = body.operands(op).to_vec();
    let struct_fields: Option<Vec<Type>> = match cx.type_data(ret) {
        TypeData::Struct { fields, .. } => Some(fields.clone()),
        _ => None,
    };
    let attrs = body.attrs(op).clone();
    let mut b = Builder::before(cx, body, op);
    let mut e = Emit { b: &mut b, pool };
    let mut per_lane: Vec<Value> = Vec::with_capacity(n as usize);
    let lane_ret = match &struct_fields {
        Some(fields) => cx.struct_type(fields.iter().map(|&f| lanes(cx, f).1).collect(), false),
        None => lanes(cx, ret).1,
    };
    for i in 0..n {
        let args: Vec<Value> = ops
            .iter()
            .map(|&v| {
                let vt = e.b.body().value_type(v);
                if lanes(cx, vt).0.is_some() {
                    e.lane(v, i)
                } else {
                    v
                }
            })
            .collect();
        let v = match &llvm_base {
            Some(base) => {
                let callee = format!("{base}.{}", mangle_type(cx, lane_ret));
                let mut a = attrs.clone();
                a.set(cx.ident("callee"), cx.symbol_attr(&callee));
                let spec = OpSpec::new(cx.op_name(Call::NAME), e.b.loc())
                    .with_operands(args)
                    .with_results([lane_ret])
                    .with_attrs(a);
                let o = e.b.insert(spec);
                e.b.body().result(o, 0)
            }
            None => {
                let spec = OpSpec::new(name, e.b.loc())
                    .with_operands(args)
                    .with_results([lane_ret])
                    .with_attrs(attrs.clone());
                let o = e.b.insert(spec);
                e.b.body().result(o, 0)
            }
        };
        per_lane.push(v);
    }
    let v = match struct_fields {
        None => e.gather(ret, &per_lane),
        Some(fields) => {
            let mut agg = e.poison(ret);
            for (fi, &ft) in fields.iter().enumerate() {
                let lane_t = lanes(cx, ft).1;
                let elems: Vec<Value> = per_lane
                    .iter()
                    .map(|&l| e.field(l, fi as u32, lane_t))
                    .collect();
                let vec = e.gather(ft, &elems);
                agg = e.set_field(agg, vec, fi as u32);
            }
            agg
        }
    };
    body.replace_op(op, &[v]);
    Ok(true)
}
