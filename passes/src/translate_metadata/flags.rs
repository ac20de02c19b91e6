//! Shader flags as LLVM 22's `DXILShaderFlags` computes them, written as the
//! DXIL module-flags mask of the entry properties (`dxil-reference.md` §6.5).
//!
//! Per function, over its block arguments (phis) and ops in order:
//! * Doubles (bit 2): a `double` (scalar or vector lanes) result or operand;
//!   once set, `fdiv`, `uitofp`, `sitofp`, `fptoui`, `fptosi` add
//!   DX11_1_DoubleExtensions (bit 6);
//! * LowPrecisionPresent (bit 5): an `i16` or `half` result or operand;
//! * Int64Ops (bit 20): an `i64` result, or operand (except of lifetime
//!   markers, and the lane index of `extractelement`/`insertelement`, which
//!   LLVM's scalarizer has removed by the time it computes flags);
//! * EnableRawAndStructuredBuffers (bit 4): a binding of a raw or structured
//!   buffer; ResMayNotAlias (bit 33): a UAV binding, when the validator is
//!   1.8 or newer (and DXIL ≥ 1.7, no `dx.resmayalias` flag);
//! * TypedUAVLoadAdditionalFormats (bit 13): a typed load of a multi-lane
//!   element; TiledResources (bit 12): a typed or raw load whose status
//!   (field 1) is extracted;
//! * WaveOps (bit 19): the wave ops LLVM lists;
//! * the forms LLVM 22 has no intrinsic for, as DXC sets them:
//!   TypedUAVLoadAdditionalFormats for a texel load of a multi-lane element
//!   of a writeable texture; ResourceDescriptorHeapIndexing (bit 30) or
//!   SamplerDescriptorHeapIndexing (bit 31) for a handle from a heap;
//!   AtomicInt64OnTypedResource (bit 27) for a 64-bit atomic on a typed
//!   buffer or texture, AtomicInt64OnHeapResource (bit 32) for one on a
//!   handle from the heap, AtomicInt64OnGroupShared (bit 28) for a 64-bit
//!   `atomicrmw`/`cmpxchg` on groupshared memory (address space 3);
//! * a call merges the callee's flags where it is (functions are visited
//!   callees first, so an entry has the flags of every function it reaches,
//!   and a double used by a callee counts for a later `fdiv` in the caller).
//!
//! Module-wide, added to every function: DisableOptimizations (bit 0,
//! `dx.disable_optimizations` module flag), AllResourcesBound (bit 8,
//! `dx.allresourcesbound`), NativeLowPrecisionMode (bit 23,
//! `dx.nativelowprec`, shader model ≥ 6.2), UAVsAtEveryStage (bit 16: UAVs in
//! a vertex, geometry, hull or domain shader, or in a library/ray/mesh stage
//! under a validator before 1.8), Max64UAVs (bit 15: more than 8 UAV slots —
//! ranges counted by size from validator 1.6, by record before), and
//! ResMayNotAlias when the validator is before 1.8 and there is any UAV.

use super::ModuleInfo;
use crate::resources::ResourceMap;
use dxir_dialects::dx::{DxOp, ResourceKind, ResourceType};
use dxir_dialects::dxil::{DxilOpcode, OpProperty, ShaderStage};
use dxir_dialects::llvm::{self, ExtractElement, ExtractValue, InsertElement, LlvmOp};
use dxir_ir::view::position;
use dxir_ir::{CallComponents, Context, Function, Ident, Module, Op, Type, TypeData, Value};
use rustc_hash::FxHashMap;

pub(crate) const DISABLE_OPTIMIZATIONS: u64 = 1 << 0;
pub(crate) const DOUBLES: u64 = 1 << 2;
pub(crate) const RAW_AND_STRUCTURED: u64 = 1 << 4;
pub(crate) const LOW_PRECISION_PRESENT: u64 = 1 << 5;
pub(crate) const DOUBLE_EXTENSIONS: u64 = 1 << 6;
pub(crate) const ALL_RESOURCES_BOUND: u64 = 1 << 8;
pub(crate) const TILED_RESOURCES: u64 = 1 << 12;
pub(crate) const TYPED_UAV_LOAD_ADDITIONAL_FORMATS: u64 = 1 << 13;
pub(crate) const MAX_64_UAVS: u64 = 1 << 15;
pub(crate) const UAVS_AT_EVERY_STAGE: u64 = 1 << 16;
pub(crate) const WAVE_OPS: u64 = 1 << 19;
pub(crate) const INT64_OPS: u64 = 1 << 20;
pub(crate) const NATIVE_LOW_PRECISION_MODE: u64 = 1 << 23;
pub(crate) const ATOMIC_INT64_ON_TYPED_RESOURCE: u64 = 1 << 27;
pub(crate) const ATOMIC_INT64_ON_GROUP_SHARED: u64 = 1 << 28;
pub(crate) const RESOURCE_DESCRIPTOR_HEAP_INDEXING: u64 = 1 << 30;
pub(crate) const SAMPLER_DESCRIPTOR_HEAP_INDEXING: u64 = 1 << 31;
pub(crate) const ATOMIC_INT64_ON_HEAP_RESOURCE: u64 = 1 << 32;
pub(crate) const RES_MAY_NOT_ALIAS: u64 = 1 << 33;

/// Whether `op` is one of the wave ops that set WaveOps: the ones LLVM 22
/// lists, and `wave.get.lane.count`, which LLVM 22's list leaves out. DXC
/// sets the flag for every op with the wave property (WaveGetLaneCount,
/// 112, among them) and its validator refuses an entry without it, so a
/// runtime sees a shader that asks for waves; dxir follows DXC there.
/// LLVM's list also has `wave.prefix.bit.count`, `wave.prefix.sum` and
/// `wave.prefix.usum`, which have no `dx` op: their calls stay
/// `llvm.call`s, which never set the flag.
fn is_wave_op(op: DxOp) -> bool {
    use DxOp as D;
    matches!(
        op,
        D::WaveIsFirstLane(_)
            | D::WaveGetLaneIndex(_)
            | D::WaveGetLaneCount(_)
            | D::WaveAny(_)
            | D::WaveAll(_)
            | D::WaveReadLane(_)
            | D::WaveActiveCountBits(_)
            | D::WaveBallot(_)
            | D::WaveReduceSum(_)
            | D::WaveReduceUSum(_)
            | D::WaveReduceMax(_)
            | D::WaveReduceUMax(_)
            | D::WaveReduceMin(_)
            | D::WaveReduceUMin(_)
    )
}

/// The flags of each function (by index; 0 for declarations) and the
/// union over all of them.
pub(crate) struct ShaderFlags {
    pub per_function: Vec<u64>,
    pub combined: u64,
}

/// Computes the flags of every function.
pub(crate) fn compute(
    cx: &Context,
    m: &Module,
    info: &ModuleInfo,
    res: &ResourceMap,
) -> ShaderFlags {
    let valver_ge = |maj: u32, min: u32| info.valver.is_some_and(|v| v >= (maj, min));
    // The `dx.*` names below are module flag names: data, not ops.
    let mut can_alias_flag = info.dxil_version >= (1, 7);
    if info.module_flag_true("dx.resmayalias") {
        can_alias_flag = false;
    }
    let uavs = res.of_class(dxir_dialects::dx::ResourceClass::Uav);

    let mut global = 0u64;
    if info.module_flag_true("dx.disable_optimizations") {
        global |= DISABLE_OPTIMIZATIONS;
    }
    if !uavs.is_empty() {
        let every_stage = match info.stage {
            ShaderStage::Vertex
            | ShaderStage::Geometry
            | ShaderStage::Hull
            | ShaderStage::Domain => true,
            ShaderStage::Library
            | ShaderStage::RayGeneration
            | ShaderStage::Intersection
            | ShaderStage::AnyHit
            | ShaderStage::ClosestHit
            | ShaderStage::Miss
            | ShaderStage::Callable
            | ShaderStage::Mesh
            | ShaderStage::Amplification => !valver_ge(1, 8),
            _ => false,
        };
        if every_stage {
            global |= UAVS_AT_EVERY_STAGE;
        }
    }
    let mut slots: u32 = 0;
    for r in uavs {
        slots = if valver_ge(1, 6) {
            slots.wrapping_add(r.binding.size)
        } else {
            slots.wrapping_add(1)
        };
    }
    if slots > 8 {
        global |= MAX_64_UAVS;
    }
    let native = info.module_flag_true("dx.nativelowprec") && info.shader_model >= (6, 2);
    if native {
        global |= NATIVE_LOW_PRECISION_MODE;
    }
    if can_alias_flag && !valver_ge(1, 8) && !uavs.is_empty() {
        global |= RES_MAY_NOT_ALIAS;
    }
    if info.module_flag_true("dx.allresourcesbound") {
        global |= ALL_RESOURCES_BOUND;
    }
    let uav_flag_per_fn = can_alias_flag && valver_ge(1, 8);

    let index = function_index(m);
    let n = m.functions().len();
    // Each function's own ops, in parallel; then the calls merged in call
    // graph order, which is cheap.
    let own: Vec<OwnFlags> = m.par_map_functions(|f| {
        if f.is_declaration() {
            OwnFlags::default()
        } else {
            own_flags(cx, f, &index, uav_flag_per_fn)
        }
    });
    let callees: Vec<Vec<usize>> = own
        .iter()
        .map(|o| {
            let mut c: Vec<usize> = o.calls.iter().map(|&(c, _)| c).collect();
            c.sort_unstable();
            c.dedup();
            c
        })
        .collect();
    // Callees before callers (LLVM walks the call graph's SCCs bottom-up and
    // merges a callee's flags at each call); a cycle is cut where it closes.
    let mut local: Vec<Option<u64>> = vec![None; n];
    for f in post_order(&callees) {
        if m.functions()[f].is_declaration() {
            local[f] = Some(0);
            continue;
        }
        local[f] = Some(global | own[f].merged(&local));
    }
    let local: Vec<u64> = local.into_iter().map(|x| x.unwrap_or(0)).collect();
    // Each function gets the flags of every function it reaches.
    let reached = reached_flags(&local, &callees);
    let per_function: Vec<u64> = m
        .functions()
        .iter()
        .zip(reached)
        .map(|(f, r)| if f.is_declaration() { 0 } else { r })
        .collect();
    let combined = local.iter().fold(0, |a, &b| a | b);
    ShaderFlags {
        per_function,
        combined,
    }
}

/// Each function's index in `m` by its name: where [`own_flags`] files
/// the calls it finds.
fn function_index(m: &Module) -> FxHashMap<&str, usize> {
    m.functions()
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name(), i))
        .collect()
}

/// The flags of every function each function reaches through `callees`
/// (itself included), OR-ed. Over the call graph's strongly connected
/// components, callees' components first, so each call is followed once:
/// linear in the graph, where a walk from every function was quadratic on
/// a deep call chain.
fn reached_flags(local: &[u64], callees: &[Vec<usize>]) -> Vec<u64> {
    let components = CallComponents::new(callees);
    let mut closure = vec![0u64; components.members.len()];
    for (k, members) in components.members.iter().enumerate() {
        let mut acc = 0;
        for &f in members {
            acc |= local[f];
            for &c in &callees[f] {
                acc |= closure[components.of[c]];
            }
        }
        closure[k] = acc;
    }
    (0..local.len())
        .map(|f| closure[components.of[f]])
        .collect()
}

fn scalar(cx: &Context, t: Type) -> &TypeData {
    match cx.type_data(t) {
        TypeData::Vector { elem, .. } => cx.type_data(*elem),
        d => d,
    }
}

/// The flags a value of type `t` (or a vector of it) sets; 64-bit
/// integers only where `int64` (not the lifetime markers' sizes).
fn type_flags(cx: &Context, t: Type, int64: bool) -> u64 {
    match scalar(cx, t) {
        TypeData::Double => DOUBLES,
        TypeData::Half | TypeData::Int(16) => LOW_PRECISION_PRESENT,
        TypeData::Int(64) if int64 => INT64_OPS,
        _ => 0,
    }
}

/// What one function's ops give on their own: its flags, and each call
/// to a function of the module in op order, with whether a double
/// extension op (`fdiv`, `uitofp`, `sitofp`, `fptoui`, `fptosi`) follows
/// it.
#[derive(Debug, Default, PartialEq)]
struct OwnFlags {
    flags: u64,
    calls: Vec<(usize, bool)>,
}

impl OwnFlags {
    /// The flags with each callee's merged at its call, as a walk of the
    /// ops that merged them in place would give: a callee's doubles make a
    /// later double extension op count. `done` has the flags of the
    /// callees visited so far (`None` for a call that closes a cycle).
    fn merged(&self, done: &[Option<u64>]) -> u64 {
        let mut flags = self.flags;
        for &(callee, extension_follows) in &self.calls {
            if let Some(fl) = done[callee] {
                flags |= fl;
                if extension_follows && fl & DOUBLES != 0 {
                    flags |= DOUBLE_EXTENSIONS;
                }
            }
        }
        flags
    }
}

/// One function's own flags and its calls ([`OwnFlags`]). A large body
/// is walked in runs of blocks on the pool (see
/// [`Body::root_block_runs`](dxir_ir::Body::root_block_runs)), each run's
/// op positions counted from its start and shifted as the runs are joined
/// in order: the result is the one walk's.
fn own_flags(
    cx: &Context,
    f: &Function,
    index: &FxHashMap<&str, usize>,
    uav_flag: bool,
) -> OwnFlags {
    own_flags_in_runs(cx, f, index, uav_flag, dxir_ir::Body::OPS_PER_RUN)
}

/// [`own_flags`] in runs of about `ops_per_run` ops.
fn own_flags_in_runs(
    cx: &Context,
    f: &Function,
    index: &FxHashMap<&str, usize>,
    uav_flag: bool,
    ops_per_run: usize,
) -> OwnFlags {
    let b = f.body();
    let blocks = b.region_blocks(b.root());
    let runs = b.root_block_runs(ops_per_run);
    let parts: Vec<FlagsRun> = if runs.len() == 1 {
        vec![flags_of_blocks(cx, f, blocks, index, uav_flag)]
    } else {
        use rayon::prelude::*;
        runs.par_iter()
            .with_max_len(1)
            .map(|&(start, end)| flags_of_blocks(cx, f, &blocks[start..end], index, uav_flag))
            .collect()
    };
    let mut flags = 0u64;
    let mut calls: Vec<(usize, usize)> = Vec::new();
    let mut last_extension = None;
    let mut base = 0usize;
    for part in parts {
        flags |= part.flags;
        calls.extend(part.calls.iter().map(|&(callee, at)| (callee, base + at)));
        if let Some(e) = part.last_extension {
            last_extension = Some(base + e);
        }
        base += part.ops;
    }
    OwnFlags {
        flags,
        calls: calls
            .into_iter()
            .map(|(callee, at)| (callee, last_extension.is_some_and(|e| e > at)))
            .collect(),
    }
}

/// What the ops of some consecutive blocks of a function give
/// ([`own_flags`]), positions counted from the first of them.
struct FlagsRun {
    flags: u64,
    /// Calls by their op position.
    calls: Vec<(usize, usize)>,
    /// The position of the last double extension op.
    last_extension: Option<usize>,
    /// How many ops were visited (nested ones included).
    ops: usize,
}

fn flags_of_blocks(
    cx: &Context,
    f: &Function,
    blocks: &[dxir_ir::Block],
    index: &FxHashMap<&str, usize>,
    uav_flag: bool,
) -> FlagsRun {
    let b = f.body();
    let mut flags = 0u64;
    let mut calls: Vec<(usize, usize)> = Vec::new();
    let mut last_extension = None;
    // Looked up once, not for every op (a hash of the key each time).
    let constexpr = cx.try_ident("constexpr");
    let mut position = 0usize;
    let mut visit = |op: Op, flags: &mut u64| {
        match op_flags(cx, f, op, flags, uav_flag, constexpr) {
            OpKind::Call(callee) => {
                if let Some(&i) = index.get(callee) {
                    calls.push((i, position));
                }
            }
            OpKind::DoubleExtension => last_extension = Some(position),
            OpKind::Other => {}
        }
        position += 1;
    };
    for &block in blocks {
        for &v in b.block_args(block) {
            flags |= type_flags(cx, b.value_type(v), true);
        }
        for op in b.block_ops(block) {
            for &r in b.regions(op) {
                for inner in b.walk_region(r) {
                    visit(inner, &mut flags);
                }
            }
            visit(op, &mut flags);
        }
    }
    FlagsRun {
        flags,
        calls,
        last_extension,
        ops: position,
    }
}

/// What [`op_flags`] saw besides flags: a call (to merge its callee's
/// flags later), or a double extension op (which a callee's doubles make
/// count).
enum OpKind<'c> {
    Call(&'c str),
    DoubleExtension,
    Other,
}

/// Every node, callees before callers (iterative DFS from each node in
/// order; a back edge is ignored).
fn post_order(edges: &[Vec<usize>]) -> Vec<usize> {
    let mut state = vec![0u8; edges.len()]; // 0 new, 1 on stack, 2 done
    let mut out = Vec::with_capacity(edges.len());
    for root in 0..edges.len() {
        if state[root] != 0 {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        state[root] = 1;
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(&c) = edges[node].get(*next) {
                *next += 1;
                if state[c] == 0 {
                    state[c] = 1;
                    stack.push((c, 0));
                }
            } else {
                state[node] = 2;
                out.push(node);
                stack.pop();
            }
        }
    }
    out
}

/// Adds the flags `op` sets on its own to `flags`.
fn op_flags<'c>(
    cx: &'c Context,
    f: &'c Function,
    op: Op,
    flags: &mut u64,
    uav_flag: bool,
    constexpr: Option<Ident>,
) -> OpKind<'c> {
    let b = f.body();
    let llvm = LlvmOp::match_op(cx, b, op);
    // Constants are not instructions in LLVM: their types count only where
    // an instruction uses them.
    if matches!(
        llvm,
        Some(
            LlvmOp::Constant(_)
                | LlvmOp::AddressOf(_)
                | LlvmOp::Undef(_)
                | LlvmOp::Poison(_)
                | LlvmOp::MetadataValue(_)
        )
    ) || constexpr.is_some_and(|k| b.attrs(op).get(k).is_some())
    {
        return OpKind::Other;
    }
    let callee = match llvm {
        Some(LlvmOp::Call(c)) => c.callee(cx, b),
        _ => None,
    };
    let lifetime = callee.is_some_and(llvm::is_lifetime_marker);
    for &v in b.results(op) {
        *flags |= type_flags(cx, b.value_type(v), true);
    }
    // LLVM scalarizes vectors before it computes flags, so the i64 lane
    // index clang gives `extractelement`/`insertelement` is gone by then.
    let lane_index = match llvm {
        Some(LlvmOp::ExtractElement(_)) => Some(position(ExtractElement::OPERANDS, "index")),
        Some(LlvmOp::InsertElement(_)) => Some(position(InsertElement::OPERANDS, "index")),
        _ => None,
    };
    for (i, &v) in b.operands(op).iter().enumerate() {
        if Some(i) != lane_index {
            *flags |= type_flags(cx, b.value_type(v), !lifetime);
        }
    }
    let double_extension = matches!(
        llvm,
        Some(
            LlvmOp::FDiv(_)
                | LlvmOp::UIToFP(_)
                | LlvmOp::SIToFP(_)
                | LlvmOp::FPToUI(_)
                | LlvmOp::FPToSI(_)
        )
    );
    if *flags & DOUBLES != 0 && double_extension {
        *flags |= DOUBLE_EXTENSIONS;
    }
    let kind = match callee {
        Some(c) => OpKind::Call(c),
        None if double_extension => OpKind::DoubleExtension,
        None => OpKind::Other,
    };
    if matches!(llvm, Some(LlvmOp::AtomicRmw(_) | LlvmOp::CmpXchg(_))) {
        let ptr = b.operand(op, 0);
        let value = b.value_type(b.operand(op, 1));
        if is_i64(cx, value)
            && matches!(
                cx.type_data(b.value_type(ptr)),
                TypeData::Ptr { addr_space: 3 }
            )
        {
            *flags |= ATOMIC_INT64_ON_GROUP_SHARED;
        }
    }
    // A DXIL module (what the validator checks): the same rules on the
    // `dxil` ops the `dx` ops became.
    if let Some(code) = DxilOpcode::of(cx, b, op) {
        if code.entry().has(OpProperty::Wave) {
            *flags |= WAVE_OPS;
        }
        if code == DxilOpcode::AnnotateHandle {
            let kind = b
                .operands(op)
                .get(1)
                .and_then(|&p| crate::access_util::const_fields(cx, b, p))
                .and_then(|w| w.first().copied());
            // ResourceProperties word 0, bits 0-7: the resource kind.
            if kind.is_some_and(|w| {
                matches!(
                    ResourceKind::from_u32((w & 0xff) as u32),
                    Some(ResourceKind::RawBuffer | ResourceKind::StructuredBuffer)
                )
            }) {
                *flags |= RAW_AND_STRUCTURED;
            }
        }
        return kind;
    }
    let Some(dx) = DxOp::match_op(cx, b, op) else {
        return kind;
    };
    match dx {
        DxOp::HandleFromBinding(_) => {
            let t = b.value_type(b.result(op, 0));
            if let Ok(rt) = ResourceType::decode(cx, t) {
                if uav_flag && rt.class() == dxir_dialects::dx::ResourceClass::Uav {
                    *flags |= RES_MAY_NOT_ALIAS;
                }
                if matches!(
                    rt.dxil_kind(cx),
                    ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
                ) {
                    *flags |= RAW_AND_STRUCTURED;
                }
            }
        }
        DxOp::LoadTypedBuffer(_) => {
            if let Some(&h) = b.operands(op).first() {
                if let Ok(ResourceType::TypedBuffer { element, .. }) =
                    ResourceType::decode(cx, b.value_type(h))
                {
                    if matches!(cx.type_data(element), TypeData::Vector { len, .. } if *len > 1) {
                        *flags |= TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
                    }
                }
            }
            if status_extracted(cx, f, op) {
                *flags |= TILED_RESOURCES;
            }
        }
        DxOp::LoadRawBuffer(_) if status_extracted(cx, f, op) => {
            *flags |= TILED_RESOURCES;
        }
        DxOp::LoadLevel(_) => {
            if let Some(&h) = b.operands(op).first() {
                if let Ok(ResourceType::Texture {
                    element,
                    writeable: true,
                    ..
                }) = ResourceType::decode(cx, b.value_type(h))
                {
                    if matches!(cx.type_data(element), TypeData::Vector { len, .. } if *len > 1) {
                        *flags |= TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
                    }
                }
            }
        }
        DxOp::HandleFromHeap(_) => {
            let t = b.value_type(b.result(op, 0));
            if let Ok(rt) = ResourceType::decode(cx, t) {
                *flags |= if rt.class() == dxir_dialects::dx::ResourceClass::Sampler {
                    SAMPLER_DESCRIPTOR_HEAP_INDEXING
                } else {
                    RESOURCE_DESCRIPTOR_HEAP_INDEXING
                };
                if matches!(
                    rt.dxil_kind(cx),
                    ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
                ) {
                    *flags |= RAW_AND_STRUCTURED;
                }
            }
        }
        DxOp::AtomicBinOp(_) | DxOp::AtomicCompareExchange(_) => {
            let r = b.value_type(b.result(op, 0));
            if let (true, Some(&h)) = (is_i64(cx, r), b.operands(op).first()) {
                if from_heap(cx, b, h) {
                    *flags |= ATOMIC_INT64_ON_HEAP_RESOURCE;
                } else if ResourceType::decode(cx, b.value_type(h)).is_ok_and(|rt| rt.is_typed()) {
                    *flags |= ATOMIC_INT64_ON_TYPED_RESOURCE;
                }
            }
        }
        _ if is_wave_op(dx) => *flags |= WAVE_OPS,
        _ => {}
    }
    kind
}

fn is_i64(cx: &Context, t: Type) -> bool {
    t == cx.types().i64
}

/// Whether handle `h` comes from `dx.resource.handlefromheap`.
fn from_heap(cx: &Context, b: &dxir_ir::Body, h: Value) -> bool {
    b.defining_op(h)
        .is_some_and(|d| matches!(DxOp::match_op(cx, b, d), Some(DxOp::HandleFromHeap(_))))
}

/// Whether some `extractvalue` takes field 1 (the status) of the load.
fn status_extracted(cx: &Context, f: &Function, op: Op) -> bool {
    let b = f.body();
    let Some(&r) = b.results(op).first() else {
        return false;
    };
    b.uses(r).any(|u| {
        let user = u.op;
        ExtractValue::is(cx, b, user)
            && b.attr(cx, user, "indices").is_some_and(|a| {
                matches!(cx.attr_data(a), dxir_ir::AttrData::Array(ix)
                    if ix.len() == 1 && cx.attr_as_i64(ix[0]) == Some(1))
            })
    })
}

#[cfg(test)]
mod reach_tests {
    use super::reached_flags;

    /// The flags of each function by a walk from it, as the pass once
    /// computed them.
    fn by_walks(local: &[u64], callees: &[Vec<usize>]) -> Vec<u64> {
        (0..local.len())
            .map(|start| {
                let mut seen = vec![false; local.len()];
                let mut stack = vec![start];
                seen[start] = true;
                let mut acc = 0;
                while let Some(f) = stack.pop() {
                    acc |= local[f];
                    for &c in &callees[f] {
                        if !seen[c] {
                            seen[c] = true;
                            stack.push(c);
                        }
                    }
                }
                acc
            })
            .collect()
    }

    #[test]
    fn components_give_what_walks_from_each_function_give() {
        let graphs: Vec<Vec<Vec<usize>>> = vec![
            // A chain, a diamond, a cycle with a tail, a self-call, and a
            // function nothing calls.
            vec![vec![1], vec![2], vec![3], vec![]],
            vec![vec![1, 2], vec![3], vec![3], vec![]],
            vec![vec![1], vec![2], vec![0, 3], vec![4], vec![]],
            vec![vec![0, 1], vec![], vec![]],
            vec![vec![], vec![0], vec![1, 0], vec![2, 1], vec![3]],
        ];
        for callees in graphs {
            let local: Vec<u64> = (0..callees.len()).map(|i| 1 << i).collect();
            assert_eq!(
                reached_flags(&local, &callees),
                by_walks(&local, &callees),
                "{callees:?}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::import_module;

    #[test]
    fn a_large_body_walked_in_runs_gives_what_one_walk_gives() {
        // A chain of blocks with calls to a helper that uses doubles, one
        // double extension op (`fptosi`) after some of the calls, and
        // 64-bit and 16-bit types spread over the runs.
        let mut src = String::from(
            "define double @g(double %d) {\n  %r = fadd double %d, %d\n  ret double %r\n}\n\
             define void @main(i32 %x, double %d) {\nentry:\n  br label %b0\n",
        );
        for i in 0..200 {
            src.push_str(&format!("b{i}:\n  %a{i} = add i32 %x, {i}\n"));
            if i % 41 == 9 {
                src.push_str(&format!("  %c{i} = call double @g(double %d)\n"));
            }
            if i == 120 {
                src.push_str("  %e = fptosi double %d to i32\n");
            }
            if i == 150 {
                src.push_str("  %w = sext i32 %x to i64\n");
            }
            if i == 170 {
                src.push_str("  %h = trunc i32 %x to i16\n");
            }
            src.push_str(&format!("  br label %b{}\n", i + 1));
        }
        src.push_str("b200:\n  ret void\n}\n");
        let cx = Context::with_registry(dxir_dialects::registry());
        let m = import_module(&cx, &src, "big.ll").unwrap();
        let index = function_index(&m);
        let main = m.functions().iter().find(|f| f.name() == "main").unwrap();
        let one_walk = own_flags_in_runs(&cx, main, &index, false, usize::MAX);
        assert_eq!(one_walk.calls.len(), 5, "{one_walk:?}");
        assert!(
            one_walk.calls.iter().filter(|c| c.1).count() == 3,
            "{one_walk:?}"
        );
        assert_ne!(one_walk.flags & DOUBLES, 0);
        for ops_per_run in [3, 40, 150] {
            assert_eq!(
                own_flags_in_runs(&cx, main, &index, false, ops_per_run),
                one_walk,
                "runs of {ops_per_run}"
            );
        }
    }
}
