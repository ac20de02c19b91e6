//! An interpreter for dxir's IR at every level — `llvm` and `dx` ops as
//! clang 22 emits them, and the `dxil` ops the lowering produces — so that
//! a lowering can be checked by running the shader before and after it on
//! the same data ([`compare`]).
//!
//! It runs a compute entry point for a dispatch of thread groups: the
//! threads run one after another in a fixed order (group by group, z, y, x;
//! within a group z, y, x), so a run is deterministic. Because that order
//! would hide a data race, every byte of a writeable resource remembers
//! which thread wrote and read it during the dispatch, and two threads
//! touching the same bytes where one writes is an [`InterpError::Race`].
//!
//! An op it does not know is an [`InterpError::Unsupported`], never a
//! silent pass; execution is bounded by a step limit.

#![warn(missing_docs)]

mod cbuffers;
mod exec;
pub mod json;
pub mod resources;
pub mod signature;
pub mod value;

pub use resources::{
    offset_word, LazyFill, ParseSeedError, Placement, ResKey, ResKind, Resource, ResourceSet, Rng,
    Seed, TexShape,
};
pub use signature::{signature_resources, SIGNATURE_SPACE};
pub use value::Val;

use dxir_dialects::dx::{DxOp, ResourceClass};
use dxir_dialects::dxil::{DxilOpcode, ShaderStage};
use dxir_dialects::llvm::{AddressOf, Constant};
use dxir_ir::{AttrData, Body, Context, Function, Loc, Module, Op, Symbol, Value};
use rustc_hash::FxHashMap;

/// Why a shader could not be run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InterpError {
    /// An op the interpreter does not run.
    #[error("cannot interpret `{op}` at {at}")]
    Unsupported {
        /// The op's name (and callee, for a call).
        op: String,
        /// `file:line:col`.
        at: String,
    },
    /// Something went wrong at an op: a load out of bounds, a division by
    /// zero, a write into a read-only resource, ...
    #[error("{message}")]
    At {
        /// `file:line:col`.
        at: String,
        /// What went wrong.
        message: String,
    },
    /// A raw buffer access whose address its alignment operand does not
    /// divide: the module is wrong (consumers trust the operand), not
    /// merely unrunnable.
    #[error("{message}")]
    Misaligned {
        /// `file:line:col`.
        at: String,
        /// The access, the address and the stated alignment.
        message: String,
    },
    /// Module-level facts the interpreter needs are missing or malformed.
    #[error("{message}")]
    Module {
        /// `file:line:col`, or empty.
        at: String,
        /// What went wrong.
        message: String,
    },
    /// Two threads of the dispatch touched the same bytes of a resource
    /// and at least one wrote them.
    #[error(
        "data race on {resource} at byte {offset}: thread {first:?} {} it, then thread {second:?} {} it",
        if *first_wrote { "wrote" } else { "read" },
        if *second_wrote { "wrote" } else { "read" }
    )]
    Race {
        /// The resource.
        resource: String,
        /// The byte.
        offset: u64,
        /// The dispatch thread id of the thread that touched it first.
        first: [u32; 3],
        /// Whether that was a write.
        first_wrote: bool,
        /// The dispatch thread id of the thread that touched it second.
        second: [u32; 3],
        /// Whether that was a write.
        second_wrote: bool,
    },
    /// The dispatch ran more steps than allowed (an endless loop?).
    #[error("the step limit of {limit} ops was reached in thread {thread:?} (an endless loop?)")]
    StepLimit {
        /// The limit.
        limit: u64,
        /// The dispatch thread id of the thread that reached it.
        thread: [u32; 3],
        /// `file:line:col` of the op it stopped at.
        at: String,
    },
}

impl InterpError {
    pub(crate) fn at(cx: &Context, loc: Loc, message: String) -> Self {
        InterpError::At {
            at: render_loc(cx, loc),
            message,
        }
    }

    pub(crate) fn unsupported(cx: &Context, loc: Loc, op: String) -> Self {
        InterpError::Unsupported {
            op,
            at: render_loc(cx, loc),
        }
    }

    /// Where the error is, `file:line:col`, if known.
    pub fn location(&self) -> Option<&str> {
        match self {
            InterpError::Unsupported { at, .. }
            | InterpError::At { at, .. }
            | InterpError::Misaligned { at, .. }
            | InterpError::Module { at, .. }
            | InterpError::StepLimit { at, .. } => {
                (!at.is_empty() && at != UNKNOWN).then_some(at.as_str())
            }
            InterpError::Race { .. } => None,
        }
    }
}

const UNKNOWN: &str = "<unknown location>";

/// `file:line:col` of `loc`.
pub fn render_loc(cx: &Context, loc: Loc) -> String {
    if loc.is_unknown() {
        return UNKNOWN.to_string();
    }
    cx.loc_text(loc)
}

/// How to run a dispatch.
#[derive(Clone, Debug)]
pub struct Dispatch {
    /// The entry point to run; `None` for the module's only compute entry.
    pub entry: Option<String>,
    /// Thread groups in x, y, z.
    pub groups: [u32; 3],
    /// The most ops all threads together may run.
    pub step_limit: u64,
    /// Whether a data race is allowed rather than an error: the fixed
    /// thread order then decides the result (for comparing two runs of a
    /// shader that races, which both resolve the same way).
    pub allow_races: bool,
    /// The semantics of a vertex or pixel entry's signature calls that the
    /// IR does not carry (as `dxir lower --output-semantics` takes them):
    /// how a module before lowering names its elements.
    pub semantics: dxir_passes::SignatureSemantics,
}

impl Default for Dispatch {
    fn default() -> Self {
        Dispatch {
            entry: None,
            groups: [1, 1, 1],
            step_limit: 10_000_000,
            allow_races: false,
            semantics: dxir_passes::SignatureSemantics::default(),
        }
    }
}

/// No thread (in the access records).
pub(crate) const NO_THREAD: u32 = u32::MAX;

/// Who touched one byte of a writeable resource during a dispatch.
#[derive(Clone, Copy, Debug)]
pub struct Access {
    /// The last thread that wrote it, plainly or atomically
    /// ([`u32::MAX`] if none).
    pub writer: u32,
    /// The last thread that wrote it with a plain store.
    pub(crate) plain_writer: u32,
    pub(crate) reader: u32,
    pub(crate) other_reader: u32,
    pub(crate) readers: u32,
    /// A thread that accessed it atomically, and another one (atomics of
    /// different threads do not race with each other, only with plain
    /// accesses).
    pub(crate) atomic: u32,
    pub(crate) other_atomic: u32,
}

impl Default for Access {
    fn default() -> Self {
        Access {
            writer: NO_THREAD,
            plain_writer: NO_THREAD,
            reader: NO_THREAD,
            other_reader: NO_THREAD,
            readers: 0,
            atomic: NO_THREAD,
            other_atomic: NO_THREAD,
        }
    }
}

/// What a run did besides changing the resources.
#[derive(Clone, Debug, Default)]
pub struct RunReport {
    /// Per resource (as in the set), per byte: who wrote it.
    pub access: Vec<Vec<Access>>,
    /// The dispatch thread id of each linear thread id.
    pub threads: Vec<[u32; 3]>,
    /// Ops run.
    pub steps: u64,
    /// With [`Dispatch::allow_races`]: the first race the run met (the
    /// error it would have stopped with), which the fixed thread order
    /// decided.
    pub first_race: Option<InterpError>,
}

impl RunReport {
    /// The dispatch thread id of the thread that last wrote byte `offset`
    /// of resource `r`, if one did.
    pub fn writer(&self, r: usize, offset: usize) -> Option<[u32; 3]> {
        let w = self.access.get(r)?.get(offset)?.writer;
        self.threads.get(w as usize).copied()
    }
}

/// The names of `module`'s dispatched entry points (definitions with
/// `"hlsl.shader"` of `compute` or `raygeneration`), in module order: a
/// library has several, and may have entries of other stages beside them.
pub fn dispatch_entry_names(cx: &Context, module: &Module) -> Vec<String> {
    module
        .functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .filter(|f| {
            matches!(
                string_attrs(cx, f).get("hlsl.shader").map(String::as_str),
                Some("compute" | "raygeneration")
            )
        })
        .map(|f| f.name().to_string())
        .collect()
}

/// An entry point the interpreter runs.
#[derive(Clone, Copy, Debug)]
pub struct EntryPoint<'m> {
    /// Its function.
    pub function: &'m Function,
    /// Compute, vertex or pixel.
    pub stage: ShaderStage,
    /// The threads of a group: `numthreads` for compute; one for a vertex
    /// or pixel entry, whose invocations are groups of one thread each.
    pub group: [u32; 3],
}

/// The stages the interpreter runs. A ray-generation shader runs as
/// `DispatchRays` of `--groups` rays, one thread each (as a vertex or pixel
/// entry's invocations); clang 22 has no `DispatchRaysIndex` or `TraceRay`,
/// so what one can do is its resource accesses.
const RUNS: &[(&str, ShaderStage)] = &[
    ("compute", ShaderStage::Compute),
    ("vertex", ShaderStage::Vertex),
    ("pixel", ShaderStage::Pixel),
    ("raygeneration", ShaderStage::RayGeneration),
];

/// The entry point of `module` the interpreter runs: the one named `name`,
/// or the only one (a function with `"hlsl.shader"` of compute, vertex or
/// pixel).
///
/// # Errors
/// [`InterpError::Module`] when there is no such entry, several and no
/// name, an entry of a stage it does not run, or bad `numthreads`.
pub fn entry_point<'m>(
    cx: &Context,
    module: &'m Module,
    name: Option<&str>,
) -> Result<EntryPoint<'m>, InterpError> {
    let mut found = Vec::new();
    for f in module.functions() {
        if f.is_declaration() || name.is_some_and(|n| n != f.name()) {
            continue;
        }
        let s = string_attrs(cx, f);
        let Some(shader) = s.get("hlsl.shader").map(String::as_str) else {
            continue;
        };
        let takes_parameters = f
            .entry()
            .is_some_and(|b| !f.body().block_args(b).is_empty());
        if takes_parameters {
            return Err(InterpError::Module {
                at: render_loc(cx, f.loc()),
                message: format!(
                    "@{} takes parameters: an entry point takes none (clang 22 reads a vertex or pixel shader's inputs with dx.load.input)",
                    f.name()
                ),
            });
        }
        let Some(&(_, stage)) = RUNS.iter().find(|(n, _)| *n == shader) else {
            return Err(InterpError::Module {
                at: render_loc(cx, f.loc()),
                message: format!(
                    "@{}: the interpreter does not run {shader} shaders; it runs compute, vertex, pixel and ray-generation shaders",
                    f.name()
                ),
            });
        };
        if stage != ShaderStage::Compute {
            found.push(EntryPoint {
                function: f,
                stage,
                group: [1, 1, 1],
            });
            continue;
        }
        let nt = s.get("hlsl.numthreads").cloned().unwrap_or_default();
        let dims: Vec<u32> = nt
            .split(',')
            .filter_map(|x| x.trim().parse().ok())
            .collect();
        let [x, y, z] = dims[..] else {
            return Err(InterpError::Module {
                at: render_loc(cx, f.loc()),
                message: format!("@{} has no valid hlsl.numthreads (\"{nt}\")", f.name()),
            });
        };
        if x == 0 || y == 0 || z == 0 || u64::from(x) * u64::from(y) * u64::from(z) > 1024 {
            return Err(InterpError::Module {
                at: render_loc(cx, f.loc()),
                message: format!(
                    "@{}: numthreads({x}, {y}, {z}) is not a group of 1 to 1024 threads",
                    f.name()
                ),
            });
        }
        found.push(EntryPoint {
            function: f,
            stage,
            group: [x, y, z],
        });
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(InterpError::Module {
            at: String::new(),
            message: match name {
                Some(n) => format!("the module has no entry point @{n}"),
                None => "the module has no entry point (a function with \"hlsl.shader\" of compute, vertex or pixel)".into(),
            },
        }),
        n => Err(InterpError::Module {
            at: String::new(),
            message: format!(
                "the module has {n} entry points ({}); name one with --entry",
                found.iter().map(|e| format!("@{}", e.function.name())).collect::<Vec<_>>().join(", ")
            ),
        }),
    }
}

/// The signature elements of the entry `entry` of `module`, as resources
/// for a run of `dispatch` (one element per invocation), zero-filled; none
/// for a compute entry. Fill them with the other resources.
///
/// # Errors
/// As [`signature_resources`].
pub fn entry_signature_resources(
    cx: &Context,
    module: &Module,
    entry: EntryPoint<'_>,
    dispatch: &Dispatch,
) -> Result<Vec<Resource>, InterpError> {
    let invocations: u64 = dispatch.groups.iter().map(|&g| u64::from(g)).product();
    signature_resources(
        cx,
        module,
        entry.function,
        entry.stage,
        &dispatch.semantics,
        u32::try_from(invocations).unwrap_or(u32::MAX),
    )
}

fn string_attrs(cx: &Context, f: &Function) -> FxHashMap<String, String> {
    let mut out = FxHashMap::default();
    let key = cx.ident("string_attrs");
    if let Some(a) = f.attrs().get(key) {
        if let AttrData::Dict(items) = cx.attr_data(a) {
            for (k, v) in items {
                if let AttrData::Str(s) = cx.attr_data(*v) {
                    out.insert(k.to_string(), s.to_string());
                }
            }
        }
    }
    out
}

/// How many elements each buffer gets by default for a dispatch of
/// `threads` threads: enough for each thread to touch a few of its own.
pub fn default_elements(threads: u64) -> u32 {
    u32::try_from(threads.saturating_mul(2).saturating_add(16))
        .unwrap_or(1 << 20)
        .min(1 << 20)
}

/// The bits of an integer `llvm.constant` (`None` for any other value).
pub fn const_int(cx: &Context, body: &Body, v: Value) -> Option<u128> {
    let c = Constant::defining(cx, body, v)?;
    match cx.attr_data(body.attr(cx, c.op(), "value")?) {
        AttrData::Int { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// The string a binding's name operand points at (`@.str = c"Data\00"`),
/// or empty.
pub fn binding_name(cx: &Context, module: &Module, body: &Body, v: Value) -> String {
    let Some(a) = AddressOf::defining(cx, body, v) else {
        return String::new();
    };
    let Some(AttrData::Symbol(g)) = body.attr(cx, a.op(), "global").map(|x| cx.attr_data(x)) else {
        return String::new();
    };
    let Some(Symbol::Global(gop)) = module.symbol(g) else {
        return String::new();
    };
    match module
        .globals()
        .attr(cx, gop, "initializer")
        .map(|i| cx.attr_data(i))
    {
        Some(AttrData::Bytes(b)) => String::from_utf8_lossy(b)
            .trim_end_matches('\0')
            .to_string(),
        Some(AttrData::Str(s)) => s.trim_end_matches('\0').to_string(),
        _ => String::new(),
    }
}

/// The most registers of one binding range the interpreter allocates (an
/// unbounded array gets this many).
pub const MAX_RANGE: u32 = 8;

/// Where an implicit binding whose name [`ResourceSet::placement`] lacks
/// is put when it runs (a binding `dxir lower` drops, named only at run
/// time): register `RUNTIME_DROPPED_REGISTERS + (order id << 16)`, far
/// above any a shader declares and apart from the registers a caller
/// places dropped bindings at.
pub const RUNTIME_DROPPED_REGISTERS: u32 = 0xC000_0000;

/// Finds the resources `module` binds and allocates them zero-filled,
/// `elements` elements each: from `dx.resource.handlefrombinding` in a
/// module before lowering, from `dx.op.createHandleFromBinding` and its
/// `annotateHandle` after.
///
/// # Errors
/// [`InterpError::Module`] for a binding whose operands are not constants
/// or whose type the interpreter does not run.
pub fn discover(cx: &Context, module: &Module, elements: u32) -> Result<ResourceSet, InterpError> {
    discover_placed(cx, module, elements, Placement::new())
}

/// [`discover`] with the bindings named in `placement` placed there (see
/// [`ResourceSet::placement`]), which the set keeps for the run.
pub fn discover_placed(
    cx: &Context,
    module: &Module,
    elements: u32,
    placement: Placement,
) -> Result<ResourceSet, InterpError> {
    let mut set = ResourceSet {
        placement,
        ..ResourceSet::default()
    };
    for f in module.functions() {
        let body = f.body();
        for op in body.walk() {
            discover_op(cx, module, body, op, elements, &mut set)?;
        }
    }
    // A lowered module lists its bindings in `!dx.resources`: their names,
    // and for `createHandle` (shader model 6.5 and below) the only record of
    // what they are.
    for rec in cbuffers::dxil_records(cx, module) {
        let Some(class) = ResourceClass::ALL.get(rec.class as usize).copied() else {
            continue;
        };
        let count = if rec.range == 0 || rec.range > MAX_RANGE {
            MAX_RANGE
        } else {
            rec.range
        };
        for k in 0..count {
            let key = ResKey {
                class,
                space: rec.space,
                register: rec.lower.wrapping_add(k),
            };
            if let Some(i) = set.find(key) {
                if set.resources[i].name.is_empty() {
                    set.resources[i].name = rec.name.clone();
                }
                continue;
            }
            if (1..=9).contains(&rec.shape) {
                return Err(InterpError::Module {
                    at: String::new(),
                    message: format!(
                        "!dx.resources record {} ({key}): a texture bound by createHandle (shader model 6.5 and below) does not record its component count; `dxir validate-lowering` runs such a module over the input's resources",
                        rec.name
                    ),
                });
            }
            let uav = u32::from(class == ResourceClass::Uav) << 12;
            let (w0, w1) = match class {
                ResourceClass::CBuffer => (13, rec.shape),
                // The metadata gives a typed buffer's component type but
                // not its count: taken as 4.
                _ if rec.shape == 10 => (10 | uav, rec.element.unwrap_or(5) | 4 << 8),
                _ => (rec.shape | uav, rec.stride.unwrap_or(0)),
            };
            let mut r = Resource::from_properties(key, w0, w1, elements).map_err(|m| {
                InterpError::Module {
                    at: String::new(),
                    message: format!("!dx.resources record {} ({key}): {m}", rec.name),
                }
            })?;
            r.name = rec.name.clone();
            set.insert(r);
        }
    }
    Ok(set)
}

fn discover_op(
    cx: &Context,
    module: &Module,
    body: &Body,
    op: Op,
    elements: u32,
    set: &mut ResourceSet,
) -> Result<(), InterpError> {
    let err = |m: String| InterpError::Module {
        at: render_loc(cx, body.loc(op)),
        message: m,
    };
    if let Some(DxOp::HandleFromBinding(h)) = DxOp::match_op(cx, body, op) {
        let c = |v| const_int(cx, body, v).map(|x| x as u32);
        let (Some(space), Some(lower), Some(range)) = (
            c(h.space(body)),
            c(h.lower_bound(body)),
            c(h.range_size(body)),
        ) else {
            // Known when it runs: created then (see `ResourceSet::lazy`).
            return Ok(());
        };
        let ty = body.value_type(h.result(body));
        let name = binding_name(cx, module, body, h.name(body));
        let (space, lower) = set.placed(&name, space, lower);
        let count = if range == 0 || range > MAX_RANGE {
            MAX_RANGE
        } else {
            range
        };
        for k in 0..count {
            let rt =
                dxir_dialects::dx::ResourceType::decode(cx, ty).map_err(|e| err(e.to_string()))?;
            let key = ResKey {
                class: rt.class(),
                space,
                register: lower.wrapping_add(k),
            };
            let r = Resource::of_type(cx, key, &name, ty, elements).map_err(err)?;
            set.insert(r);
        }
        return Ok(());
    }
    if DxilOpcode::of(cx, body, op) == Some(DxilOpcode::CreateHandleFromBinding) {
        let bind = body.operands(op).first().and_then(|&v| {
            let c = Constant::defining(cx, body, v)?;
            match cx.attr_data(body.attr(cx, c.op(), "value")?) {
                AttrData::Array(items) => items
                    .iter()
                    .map(|&i| match cx.attr_data(i) {
                        AttrData::Int { bits, .. } => Some(*bits as u32),
                        _ => None,
                    })
                    .collect::<Option<Vec<u32>>>(),
                _ => None,
            }
        });
        let Some([lower, upper, space, class]) =
            bind.as_deref().and_then(|b| <[u32; 4]>::try_from(b).ok())
        else {
            return Err(err(
                "a createHandleFromBinding whose binding is not a constant".into(),
            ));
        };
        let class = ResourceClass::ALL
            .get(class as usize)
            .copied()
            .ok_or_else(|| err(format!("resource class {class}")))?;
        let Some(&result) = body.results(op).first() else {
            return Err(err("a createHandleFromBinding without a result".into()));
        };
        let props = annotate_props(cx, body, result);
        let Some([w0, w1]) = props else {
            return Err(err(
                "a createHandleFromBinding without a constant annotateHandle".into(),
            ));
        };
        let last = upper.min(lower.saturating_add(MAX_RANGE - 1));
        for register in lower..=last {
            let key = ResKey {
                class,
                space,
                register,
            };
            set.insert(Resource::from_properties(key, w0, w1, elements).map_err(err)?);
        }
    }
    Ok(())
}

/// The constant properties of the `annotateHandle` that takes the handle
/// `result`, if one does.
pub(crate) fn annotate_props(cx: &Context, body: &Body, result: Value) -> Option<[u32; 2]> {
    body.uses(result).find_map(|u| {
        let user = u.op;
        if DxilOpcode::of(cx, body, user) != Some(DxilOpcode::AnnotateHandle) {
            return None;
        }
        let c = Constant::defining(cx, body, *body.operands(user).get(1)?)?;
        match cx.attr_data(body.attr(cx, c.op(), "value")?) {
            AttrData::Array(items) if items.len() == 2 => {
                let w = |i: usize| match cx.attr_data(items[i]) {
                    AttrData::Int { bits, .. } => Some(*bits as u32),
                    _ => None,
                };
                Some([w(0)?, w(1)?])
            }
            _ => None,
        }
    })
}

impl Resource {
    /// A resource from `annotateHandle`'s properties (word 0: kind in bits
    /// 0–7, UAV in bit 12; word 1: typed component type and count, the
    /// structured stride or the cbuffer size).
    pub fn from_properties(
        key: ResKey,
        w0: u32,
        w1: u32,
        elements: u32,
    ) -> Result<Resource, String> {
        use resources::Scalar;
        let writeable = w0 & (1 << 12) != 0;
        let shape = w0 & 0xFF;
        let mut texture = None;
        if (1..=9).contains(&shape) {
            let dim = dxir_dialects::dx::ResourceKind::from_u32(shape)
                .ok_or_else(|| format!("resource kind {shape}"))?;
            texture = resources::TexShape::default_for(dim, w1 >> 16);
        }
        let (kind, stride, layout, element) = match shape {
            1..=10 => {
                // ElementType numbers: I16 2, U16 3, I32 4, U32 5, I64 6,
                // U64 7, F16 8, F32 9, F64 10.
                let n = (w1 >> 8) & 0xFF;
                let s = match w1 & 0xFF {
                    2 | 3 => Scalar::Int(2),
                    8 => Scalar::Half,
                    4 | 5 => Scalar::Int(4),
                    9 => Scalar::Float,
                    6 | 7 => Scalar::Int(8),
                    10 => Scalar::Double,
                    c => return Err(format!("typed buffer component type {c}")),
                };
                let size = match s {
                    Scalar::Int(b) => u32::from(b),
                    Scalar::Half => 2,
                    Scalar::Float => 4,
                    Scalar::Double => 8,
                };
                let layout = (0..n).map(|k| (k * size, s)).collect();
                (
                    if texture.is_some() {
                        ResKind::Texture
                    } else {
                        ResKind::Typed
                    },
                    n * size,
                    layout,
                    format!("{n} x component {}", w1 & 0xFF),
                )
            }
            11 => (ResKind::Raw, 1, Vec::new(), "i8".to_string()),
            12 => (
                ResKind::Structured,
                w1,
                Vec::new(),
                format!("{w1}-byte struct"),
            ),
            13 => (
                ResKind::CBuffer,
                w1,
                Vec::new(),
                format!("{w1}-byte cbuffer"),
            ),
            14 => (ResKind::Sampler, 1, Vec::new(), String::new()),
            k => {
                return Err(format!(
                    "the interpreter runs buffers, cbuffers and textures, not resource kind {k}"
                ))
            }
        };
        let bytes = resources::checked_bytes(match kind {
            ResKind::Raw => u64::from(elements) * 16,
            ResKind::CBuffer => u64::from(stride).div_ceil(16) * 16,
            ResKind::Texture => u64::from(stride.max(1)) * texture.map_or(0, |t| t.count()),
            ResKind::Sampler => 0,
            _ => u64::from(stride.max(1)) * u64::from(elements),
        })?;
        Ok(Resource {
            key,
            name: String::new(),
            kind,
            stride: stride.max(1),
            element,
            layout,
            writeable,
            // ElementType: I16 2, I32 4, I64 6 are the signed ones.
            signed: matches!(shape, 1..=10) && matches!(w1 & 0xFF, 2 | 4 | 6),
            data: vec![0; bytes],
            counter: 0,
            texture,
        })
    }
}

/// Runs the compute entry of `module` over `set` for `dispatch`.
///
/// # Errors
/// The first [`InterpError`]; `set` then holds whatever was written.
pub fn run(
    cx: &Context,
    module: &Module,
    set: &mut ResourceSet,
    dispatch: &Dispatch,
) -> Result<RunReport, InterpError> {
    let ep = entry_point(cx, module, dispatch.entry.as_deref())?;
    let (entry, nt) = (ep.function, ep.group);
    let mut prog = exec::program(cx, module)?;
    prog.signature_sites = signature::call_sites(cx, entry, ep.stage, &dispatch.semantics)?;
    prog.entry = Some(entry);
    let mut access: Vec<Vec<Access>> = set
        .resources
        .iter()
        .map(|r| {
            if r.writeable {
                vec![Access::default(); r.data.len()]
            } else {
                Vec::new()
            }
        })
        .collect();
    let mut report = RunReport::default();
    let [gx, gy, gz] = dispatch.groups;
    let total: u64 = dispatch
        .groups
        .iter()
        .chain(&nt)
        .map(|&n| u64::from(n))
        .product();
    if total > 1 << 20 || dispatch.groups.contains(&0) {
        return Err(InterpError::Module {
            at: String::new(),
            message: format!(
                "a dispatch of {total} threads ({gx} x {gy} x {gz} groups) is not one the interpreter runs (1 to {} threads)",
                1 << 20
            ),
        });
    }
    for z in 0..gz {
        for y in 0..gy {
            for x in 0..gx {
                for tz in 0..nt[2] {
                    for ty in 0..nt[1] {
                        for tx in 0..nt[0] {
                            report
                                .threads
                                .push([x * nt[0] + tx, y * nt[1] + ty, z * nt[2] + tz]);
                        }
                    }
                }
            }
        }
    }
    let mut steps = 0u64;
    let mut first_race = None;
    let per_group = (nt[0] * nt[1] * nt[2]) as usize;
    let groups = report.threads.len() / per_group.max(1);
    for g in 0..groups {
        let first = g * per_group;
        let gid = [(g as u32) % gx, (g as u32 / gx) % gy, g as u32 / (gx * gy)];
        let mut groupshared = FxHashMap::default();
        let mut gs_access = FxHashMap::default();
        // Each thread of the group: its call stack and private memory.
        let mut states: Vec<exec::ThreadState> = Vec::with_capacity(per_group);
        // Threads run in order; one that reaches a barrier waits there
        // until every thread of the group has, then all go on in order.
        loop {
            let mut waiting = 0;
            let mut finished = 0;
            for k in 0..per_group {
                let linear = (first + k) as u32;
                let tid = report.threads[first + k];
                let flat = k as u32;
                let gtid = [flat % nt[0], (flat / nt[0]) % nt[1], flat / (nt[0] * nt[1])];
                if states.len() <= k {
                    states.push(exec::ThreadState::default());
                }
                let st = &mut states[k];
                if st.done {
                    finished += 1;
                    continue;
                }
                let mut t = exec::Thread {
                    prog: &prog,
                    res: set,
                    access: &mut access,
                    groupshared: &mut groupshared,
                    gs_access: &mut gs_access,
                    globals: std::mem::take(&mut st.globals),
                    locals: std::mem::take(&mut st.locals),
                    tid,
                    gid,
                    gtid,
                    flat,
                    linear,
                    threads: &report.threads,
                    steps: &mut steps,
                    limit: dispatch.step_limit,
                    allow_races: dispatch.allow_races,
                    first_race: &mut first_race,
                };
                let out = match st.stack.take() {
                    Some(mut stack) => t.resume(&mut stack).map(|s| (s, stack)),
                    None => t
                        .start(entry, Vec::new())
                        .and_then(|mut stack| t.resume(&mut stack).map(|s| (s, stack))),
                };
                st.globals = std::mem::take(&mut t.globals);
                st.locals = std::mem::take(&mut t.locals);
                match out {
                    Ok((exec::Stop::Done, _)) => {
                        st.done = true;
                        finished += 1;
                    }
                    Ok((exec::Stop::Barrier, stack)) => {
                        st.stack = Some(stack);
                        waiting += 1;
                    }
                    Err(e) => {
                        report.access = access;
                        report.steps = steps;
                        return Err(e);
                    }
                }
            }
            if waiting == 0 {
                break;
            }
            // The barrier orders what the group did to group-shared memory.
            gs_access.clear();
            if finished > 0 {
                report.access = access;
                report.steps = steps;
                return Err(InterpError::Module {
                    at: String::new(),
                    message: format!(
                        "group {gid:?}: {waiting} threads wait at a barrier that {finished} threads of the group never reach"
                    ),
                });
            }
        }
    }
    report.access = access;
    report.steps = steps;
    report.first_race = first_race;
    Ok(report)
}

/// The first difference between two runs over resource sets that started
/// equal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The resource.
    pub resource: String,
    /// The byte offset of the first differing byte.
    pub offset: u64,
    /// The element index (offset / stride) for typed and structured
    /// buffers; the invocation for a signature element.
    pub element: Option<u64>,
    /// For a signature element of a vertex or pixel entry (whose elements
    /// are invocations, written by invocations): the column.
    pub signature_column: Option<u64>,
    /// The thread that wrote the byte in the first run, if one did.
    pub thread_a: Option<[u32; 3]>,
    /// The thread that wrote the byte in the second run, if one did.
    pub thread_b: Option<[u32; 3]>,
    /// The value there in the first run (the scalar of the layout, or the
    /// 32-bit word).
    pub value_a: String,
    /// The value there in the second run.
    pub value_b: String,
}

impl std::fmt::Display for Difference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe("lowered", true))
    }
}

impl Difference {
    /// The difference as a line, the second run called `second` (the
    /// first is the input's); with `second_threads` false the second run
    /// knows nothing of threads (a driver's), and no writer is named for it.
    pub fn describe(&self, second: &str, second_threads: bool) -> String {
        use std::fmt::Write as _;
        let mut s = format!("{} differs at byte {}", self.resource, self.offset);
        if let Some(e) = self.element {
            match self.signature_column {
                Some(column) => {
                    let _ = write!(s, " (invocation {e}, column {column})");
                }
                None => {
                    let _ = write!(s, " (element {e})");
                }
            }
        }
        let signature = self.signature_column.is_some();
        let th = |t: Option<[u32; 3]>| match t {
            // An invocation is a group of one thread: its x.
            Some([x, _, _]) if signature => format!(" (written by invocation {x})"),
            Some([x, y, z]) => format!(" (written by thread ({x}, {y}, {z}))"),
            None => " (not written)".to_string(),
        };
        let _ = write!(
            s,
            ": input {}{}, {second} {}{}",
            self.value_a,
            th(self.thread_a),
            self.value_b,
            if second_threads {
                th(self.thread_b)
            } else {
                String::new()
            }
        );
        s
    }
}

/// Compares two resource sets bit for bit (floats by their bits, so NaN
/// equals the same NaN); the first difference, resources in key order.
pub fn compare(
    a: &ResourceSet,
    ra: &RunReport,
    b: &ResourceSet,
    rb: &RunReport,
) -> Option<Difference> {
    for x in a.sorted() {
        let Some(i) = a.find(x.key) else {
            continue;
        };
        let Some(j) = b.find(x.key) else {
            continue;
        };
        let y = &b.resources[j];
        let diff = x.data.iter().zip(&y.data).position(|(p, q)| p != q);
        let diff = diff
            .or_else(|| (x.data.len() != y.data.len()).then_some(x.data.len().min(y.data.len())));
        if let Some(at) = diff {
            let at = json::scalar_start(x, at);
            let element = matches!(
                x.kind,
                ResKind::Typed | ResKind::Structured | ResKind::Texture
            )
            .then(|| at as u64 / u64::from(x.stride.max(1)));
            return Some(Difference {
                resource: x.label(),
                offset: at as u64,
                element,
                signature_column: (x.key.space == SIGNATURE_SPACE).then(|| {
                    at as u64 % u64::from(x.stride.max(1)) / u64::from(signature::COLUMN_BYTES)
                }),
                thread_a: ra.writer(i, at),
                thread_b: rb.writer(j, at),
                value_a: json::value_at(x, at),
                value_b: json::value_at(y, at),
            });
        }
        if x.counter != y.counter {
            return Some(Difference {
                resource: format!("{} counter", x.label()),
                offset: 0,
                element: None,
                signature_column: None,
                thread_a: None,
                thread_b: None,
                value_a: x.counter.to_string(),
                value_b: y.counter.to_string(),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests;
