//! The DX container (`DXBC`): the DXIL bitcode with the parts that describe
//! the shader, and a reader that prints one back.
//!
//! What goes in is read from the module's own DXIL metadata, which dxir's
//! `translate-metadata` pass wrote: the stage and shader model
//! (`!dx.shaderModel`), the DXIL version (`!dx.version`), the validator
//! version (`!dx.valver`, which picks the PSV0 version as DXC does), the
//! entry point with its shader flags and thread group size
//! (`!dx.entryPoints`) and the resource bindings (`!dx.resources`). So the
//! container says exactly what the module says.
//!
//! Layouts (part names, header fields, PSV0 versions and sizes, resource
//! type and kind numbers, feature-flag bits) are those of LLVM's
//! `BinaryFormat/DXContainer.h` and `DXContainerConstants.def`. Parts are
//! in DXC's order: SFI0, ISG1, OSG1, PSV0, HASH, DXIL.

use std::collections::BTreeSet;

use dxir_dialects::translate::llvm::{ast, parse};

use crate::md5::md5;
use crate::BitcodeError;

/// How the container is written.
#[derive(Clone, Debug, Default)]
pub struct ContainerOptions {
    /// Write the "bypass" digest (sixteen 0x01 bytes) that the D3D12
    /// runtime (Agility SDK 1.615 and later) accepts without validation,
    /// instead of the all-zero "not validated" digest.
    pub bypass_digest: bool,
}

/// A resource binding as PSV0 stores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PsvResource {
    /// `dxbc::PSV::ResourceType` (CBV 2, SRVTyped 3, UAVRaw 7, ...).
    pub ty: u32,
    /// Register space.
    pub space: u32,
    /// First register.
    pub lower: u32,
    /// Last register (`u32::MAX` for an unbounded array).
    pub upper: u32,
    /// `dxbc::PSV::ResourceKind` (TypedBuffer 10, RawBuffer 11, ...).
    pub kind: u32,
    /// `dxbc::PSV::ResourceFlags`: UsedByAtomic64 (bit 0) when a 64-bit
    /// atomic operates on the resource.
    pub flags: u32,
}

/// A signature element as `!dx.entryPoints` describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigElement {
    /// Semantic name (`SV_Position`, `COLOR`).
    pub name: String,
    /// DXIL component type (`F32` 9, `I32` 4, ...).
    pub comp: u8,
    /// DXIL semantic kind (arbitrary 0, position 3, target 16, ...).
    pub kind: u8,
    /// Semantic index of each row.
    pub indices: Vec<u32>,
    /// Interpolation mode.
    pub interp: u8,
    /// Rows and columns.
    pub rows: u32,
    /// Columns (1..=4).
    pub cols: u8,
    /// First row, or -1 when not allocated.
    pub start_row: i32,
    /// First column, or -1 when not allocated.
    pub start_col: i8,
    /// Components the shader reads (inputs) or writes (outputs), relative
    /// to the first column.
    pub usage: u8,
}

/// What the container says about the shader, read from the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShaderInfo {
    /// Short stage name from `!dx.shaderModel` (`cs`, `lib`, ...).
    pub stage: String,
    /// `dxbc` shader kind (pixel 0 ... compute 5, library 6, ...).
    pub kind: u16,
    /// Shader model.
    pub shader_model: (u8, u8),
    /// DXIL version.
    pub dxil_version: (u8, u8),
    /// Validator version, if the module declares one.
    pub validator: Option<(u32, u32)>,
    /// The entry point's name (`None` for a library).
    pub entry: Option<String>,
    /// The DXIL shader-flags mask of the entry (a library: its combined
    /// entry).
    pub shader_flags: u64,
    /// `numthreads`, for compute.
    pub num_threads: Option<[u32; 3]>,
    /// Resource bindings in PSV0 order: CBVs, samplers, SRVs, UAVs.
    pub resources: Vec<PsvResource>,
    /// Input signature elements.
    pub inputs: Vec<SigElement>,
    /// Output signature elements.
    pub outputs: Vec<SigElement>,
}

/// Feature-info bit (SFI0) of each DXIL shader-flag bit.
const FEATURE_BITS: &[(u32, u32)] = &[
    (0, 2),
    (1, 17),
    (2, 16),
    (3, 15),
    (5, 6),
    (6, 7),
    (7, 14),
    (8, 12),
    (9, 11),
    (10, 10),
    (11, 13),
    (12, 18),
    (13, 9),
    (14, 19),
    (15, 20),
    (16, 21),
    (17, 22),
    (19, 24),
    (20, 25),
    (21, 26),
    (22, 27),
    (23, 28),
    (24, 29),
    (25, 30),
    (26, 31),
    (27, 36),
    (28, 32),
    (29, 34),
    (30, 35),
    (31, 37),
    (32, 38),
];

/// Names of the SFI0 feature bits, for the dump.
const FEATURE_NAMES: &[&str] = &[
    "Doubles",
    "ComputeShadersPlusRawAndStructuredBuffers",
    "UAVsAtEveryStage",
    "Max64UAVs",
    "MinimumPrecision",
    "DX11_1_DoubleExtensions",
    "DX11_1_ShaderExtensions",
    "LEVEL9ComparisonFiltering",
    "TiledResources",
    "StencilRef",
    "InnerCoverage",
    "TypedUAVLoadAdditionalFormats",
    "ROVs",
    "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer",
    "WaveOps",
    "Int64Ops",
    "ViewID",
    "Barycentrics",
    "NativeLowPrecision",
    "ShadingRate",
    "Raytracing_Tier_1_1",
    "SamplerFeedback",
    "AtomicInt64OnTypedResource",
    "AtomicInt64OnGroupShared",
    "DerivativesInMeshAndAmpShaders",
    "ResourceDescriptorHeapIndexing",
    "SamplerDescriptorHeapIndexing",
    "RESERVED",
    "AtomicInt64OnHeapResource",
    "AdvancedTextureOps",
    "WriteableMSAATextures",
    "SampleCmpWithGradientOrBias",
    "ExtendedCommandInfo",
];

/// The SFI0 feature-info mask of a DXIL shader-flags mask. Minimum
/// precision and native low precision come from LowPrecisionPresent
/// (bit 5) with or without NativeLowPrecisionMode (bit 23).
pub fn feature_flags(shader_flags: u64) -> u64 {
    let mut f = 0;
    for &(feature, module) in FEATURE_BITS {
        if shader_flags & (1 << module) != 0 {
            f |= 1 << feature;
        }
    }
    let low = shader_flags & (1 << 5) != 0;
    let native = shader_flags & (1 << 23) != 0;
    if low && !native {
        f |= 1 << 4;
    }
    if low && native {
        f |= 1 << 18;
    }
    f
}

fn stage_kind(stage: &str) -> Option<u16> {
    Some(match stage {
        "ps" => 0,
        "vs" => 1,
        "gs" => 2,
        "hs" => 3,
        "ds" => 4,
        "cs" => 5,
        "lib" => 6,
        "ms" => 13,
        "as" => 14,
        _ => return None,
    })
}

fn kind_name(kind: u16) -> &'static str {
    match kind {
        0 => "pixel",
        1 => "vertex",
        2 => "geometry",
        3 => "hull",
        4 => "domain",
        5 => "compute",
        6 => "library",
        7 => "raygeneration",
        8 => "intersection",
        9 => "anyhit",
        10 => "closesthit",
        11 => "miss",
        12 => "callable",
        13 => "mesh",
        14 => "amplification",
        _ => "unknown",
    }
}

struct Md<'m, 'a> {
    m: &'m ast::Module<'a>,
}

impl<'m, 'a> Md<'m, 'a> {
    fn def(&self, id: u32) -> Option<&'m ast::MdNode<'a>> {
        self.m.metadata.iter().find(|d| d.id == id).map(|d| &d.node)
    }

    /// The first node of named metadata `name`.
    fn named(&self, name: &str) -> Option<&'m ast::MdNode<'a>> {
        let n = self.m.named_metadata.iter().find(|n| n.name == name)?;
        self.def(*n.nodes.first()?)
    }

    fn node(&self, o: &'m ast::Metadata<'a>) -> Option<&'m ast::MdNode<'a>> {
        match o {
            ast::Metadata::Ref(id) => self.def(*id),
            ast::Metadata::Node(n) => Some(n),
            _ => None,
        }
    }
}

fn md_int(o: Option<&ast::Metadata<'_>>) -> Option<i64> {
    match o? {
        ast::Metadata::Value(tv) => match tv.value {
            ast::Value::Int(i) => Some(i),
            ast::Value::Bool(b) => Some(i64::from(b)),
            ast::Value::Null | ast::Value::ZeroInitializer => Some(0),
            _ => None,
        },
        _ => None,
    }
}

fn md_str<'m>(o: Option<&'m ast::Metadata<'_>>) -> Option<&'m str> {
    match o? {
        ast::Metadata::String(s) => Some(s),
        _ => None,
    }
}

/// The elements of one signature list (`null` is none).
fn sig_elements(
    md: &Md<'_, '_>,
    list: Option<&ast::Metadata<'_>>,
) -> Result<Vec<SigElement>, BitcodeError> {
    let Some(list) = list.and_then(|o| md.node(o)) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for rec in &list.operands {
        let r = md
            .node(rec)
            .ok_or_else(|| bad("a signature element is not a node"))?;
        let f = |k: usize| md_int(r.operands.get(k));
        let name =
            md_str(r.operands.get(1)).ok_or_else(|| bad("a signature element has no name"))?;
        let malformed = || bad(&format!("signature element {name} is malformed"));
        let small = |k: usize| {
            f(k).and_then(|v| u8::try_from(v).ok())
                .ok_or_else(malformed)
        };
        let indices = r
            .operands
            .get(4)
            .and_then(|o| md.node(o))
            .map(|n| {
                n.operands
                    .iter()
                    .map(|o| md_int(Some(o)).and_then(|v| u32::try_from(v).ok()))
                    .collect::<Option<Vec<u32>>>()
            })
            .unwrap_or(Some(Vec::new()))
            .ok_or_else(malformed)?;
        let rows = f(6)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(malformed)?;
        let cols = small(7)?;
        let start_row = f(8)
            .and_then(|v| i32::try_from(v).ok())
            .ok_or_else(malformed)?;
        let start_col = f(9)
            .and_then(|v| i8::try_from(v).ok())
            .ok_or_else(malformed)?;
        if rows == 0 || rows > 64 || !(1..=4).contains(&cols) || indices.len() != rows as usize {
            return Err(malformed());
        }
        if start_col > 0 && i32::from(start_col) + i32::from(cols) > 4 {
            return Err(malformed());
        }
        let mut usage = (1u8 << cols) - 1;
        if let Some(props) = r.operands.get(10).and_then(|o| md.node(o)) {
            for pair in props.operands.chunks(2) {
                if md_int(pair.first()) == Some(3) {
                    usage = md_int(pair.get(1)).unwrap_or(0) as u8 & 0xf;
                }
            }
        }
        out.push(SigElement {
            name: name.to_string(),
            comp: small(2)?,
            kind: small(3)?,
            indices,
            interp: small(5)?,
            rows,
            cols,
            start_row,
            start_col,
            usage,
        });
    }
    Ok(out)
}

/// The D3D component type (ISG1 and PSV0) of a DXIL component type: the
/// 16-bit ones as native 16-bit types, normalized floats as their float.
fn d3d_component(comp: u8) -> u8 {
    match comp {
        1 | 5 => 1,
        4 => 2,
        9 | 13 | 14 => 3,
        3 => 4,
        2 => 5,
        8 | 11 | 12 => 6,
        7 => 7,
        6 => 8,
        10 | 15 | 16 => 9,
        _ => 0,
    }
}

/// The D3D system value (ISG1/OSG1) of a DXIL semantic kind; `None` for
/// kinds that are not signature elements in the stages written here.
fn d3d_system_value(kind: u8) -> Option<u32> {
    Some(match kind {
        0 => 0,
        1 => 6,
        2 => 8,
        3 => 1,
        4 => 4,
        5 => 5,
        6 => 2,
        7 => 3,
        10 => 7,
        12 => 10,
        13 => 9,
        14 => 66,
        15 => 70,
        16 => 64,
        17 => 65,
        18 => 68,
        19 => 67,
        20 => 69,
        28 => 23,
        29 => 24,
        30 => 25,
        _ => return None,
    })
}

impl SigElement {
    /// Component mask within the row.
    fn mask(&self) -> u8 {
        (((1u16 << self.cols) - 1) as u8) << self.start_col.max(0)
    }

    fn allocated(&self) -> bool {
        self.start_row >= 0 && self.start_col >= 0
    }
}

/// An ISG1/OSG1 part: one 32-byte element per row, sorted by register,
/// names in a string table after them. Input elements record the
/// components read; output elements the components of the whole row
/// (`0xF`, not only the element's columns) never written, as LLVM's
/// DirectX backend writes them (its `SemanticSignatures-vs.ll`: a
/// one-column output written in x has mask 1 and never-written mask 14).
fn signature_part(elements: &[SigElement], input: bool) -> Result<Vec<u8>, BitcodeError> {
    let rows: usize = elements.iter().map(|e| e.rows as usize).sum();
    let table_start = 8 + 32 * rows as u32;
    let mut strings: Vec<u8> = Vec::new();
    let mut offsets: Vec<(String, u32)> = Vec::new();
    let mut params = Vec::new();
    for e in elements {
        let sv = d3d_system_value(e.kind).ok_or_else(|| {
            bad(&format!(
                "signature element {} has a semantic kind ({}) not written",
                e.name, e.kind
            ))
        })?;
        let name_off = match offsets.iter().find(|(n, _)| *n == e.name) {
            Some((_, o)) => *o,
            None => {
                let o = table_start + strings.len() as u32;
                strings.extend_from_slice(e.name.as_bytes());
                strings.push(0);
                offsets.push((e.name.clone(), o));
                o
            }
        };
        let used = (e.usage << e.start_col.max(0)) & e.mask();
        let exclusive = if input { used } else { !used & 0xf };
        for r in 0..e.rows {
            let register = if e.allocated() {
                (e.start_row as u32) + r
            } else {
                u32::MAX
            };
            params.push((
                register,
                name_off,
                e.indices[r as usize],
                sv,
                d3d_component(e.comp),
                e.mask(),
                exclusive,
            ));
        }
    }
    params.sort_by_key(|p| (p.0, p.1));
    let mut out = Vec::new();
    put32(&mut out, rows as u32);
    put32(&mut out, 8);
    for (register, name_off, index, sv, comp, mask, exclusive) in params {
        put32(&mut out, 0); // stream
        put32(&mut out, name_off);
        put32(&mut out, index);
        put32(&mut out, sv);
        put32(&mut out, u32::from(comp));
        put32(&mut out, register);
        out.push(mask);
        out.push(exclusive);
        out.extend_from_slice(&[0, 0]);
        put32(&mut out, 0); // min precision: default
    }
    out.extend_from_slice(&strings);
    while out.len() % 4 != 0 {
        out.push(0);
    }
    Ok(out)
}

/// The components (`row * 4 + column`) of a signature's allocated
/// elements that the shader uses: reads for inputs, writes for outputs.
fn used_components(elements: &[SigElement]) -> Vec<u32> {
    let mut out = Vec::new();
    for e in elements.iter().filter(|e| e.allocated()) {
        let cols = e.usage & ((1u8 << e.cols) - 1);
        for r in 0..e.rows {
            for c in (0..4u32).filter(|c| cols & (1 << c) != 0) {
                out.push((e.start_row as u32 + r) * 4 + e.start_col as u32 + c);
            }
        }
    }
    out
}

/// PSV0's input-to-output dependency table: for each input component
/// (four per input row), a bit set of the output components (four per
/// output row, in 32-bit words) that may depend on it. dxir does not
/// follow values from inputs to outputs, so every input component the
/// shader reads is said to reach every output component it writes;
/// components never read or never written depend on nothing. On LLVM's
/// `SemanticSignatures-ps.ll` this is exactly the table LLVM computes;
/// where the shader reads inputs that do not reach an output it says more
/// than LLVM's, never less.
fn dependency_table(inputs: &[SigElement], outputs: &[SigElement]) -> Vec<Vec<u32>> {
    let in_comps = sig_vectors(inputs) * 4;
    let out_comps = sig_vectors(outputs) * 4;
    let mut written = vec![0u32; out_comps.div_ceil(32) as usize];
    for c in used_components(outputs) {
        written[(c / 32) as usize] |= 1 << (c % 32);
    }
    let read = used_components(inputs);
    (0..in_comps)
        .map(|i| {
            if read.contains(&i) {
                written.clone()
            } else {
                vec![0; written.len()]
            }
        })
        .collect()
}

/// Rows a signature occupies (one past the last allocated row).
fn sig_vectors(elements: &[SigElement]) -> u32 {
    elements
        .iter()
        .filter(|e| e.allocated())
        .map(|e| e.start_row as u32 + e.rows)
        .max()
        .unwrap_or(0)
}

/// PSV0's resource flag for a UAV that a 64-bit atomic operates on.
const USED_BY_ATOMIC64: u32 = 1;

/// The UAVs (indices into `uavs`, which lists each UAV record as its index
/// in the resource list, space, first and last register) that a 64-bit
/// `atomicBinOp` or `atomicCompareExchange` operates on. The handle is
/// followed through `annotateHandle` to `createHandle` (class and range
/// ID) or `createHandleFromBinding` (class, space and registers); a handle
/// that comes from anything else (a `phi`, a `select`) may be any UAV, so
/// every UAV is marked.
fn atomic64_uavs(m: &ast::Module<'_>, uavs: &[(usize, u32, u32, u32)]) -> BTreeSet<usize> {
    fn callee<'c>(c: &'c ast::Call<'_>) -> &'c str {
        match &c.callee {
            ast::Value::Global(ast::Name::Named(n)) => n,
            _ => "",
        }
    }
    fn int(v: Option<&ast::Value<'_>>) -> Option<i64> {
        match v {
            Some(ast::Value::Int(i)) => Some(*i),
            _ => None,
        }
    }
    let mut out = BTreeSet::new();
    for f in &m.functions {
        let Some(body) = &f.body else { continue };
        let calls: Vec<(Option<&ast::Name<'_>>, &ast::Call<'_>)> = body
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|i| match &i.kind {
                ast::InstKind::Call(c) => Some((i.result.as_ref(), &**c)),
                _ => None,
            })
            .collect();
        for (_, c) in &calls {
            if !matches!(
                callee(c),
                "dx.op.atomicBinOp.i64" | "dx.op.atomicCompareExchange.i64"
            ) {
                continue;
            }
            let mut handle = c.args.get(1).map(|a| &a.value);
            let mut found = None;
            // Bounded: each step moves to an earlier definition.
            for _ in 0..calls.len() + 1 {
                let Some(ast::Value::Local(name)) = handle else {
                    break;
                };
                let Some((_, def)) = calls.iter().find(|(r, _)| *r == Some(name)) else {
                    break;
                };
                let arg = |k: usize| def.args.get(k).map(|a| &a.value);
                match callee(def) {
                    "dx.op.annotateHandle" => handle = arg(1),
                    "dx.op.createHandle" => {
                        found = (int(arg(1)) == Some(1))
                            .then(|| int(arg(2)))
                            .flatten()
                            .and_then(|id| usize::try_from(id).ok())
                            .filter(|&id| id < uavs.len())
                            .map(|id| vec![id]);
                        break;
                    }
                    "dx.op.createHandleFromBinding" => {
                        if let Some(ast::Value::Struct(bind)) = arg(1) {
                            let field = |k: usize| bind.get(k).and_then(|t| int(Some(&t.value)));
                            if let (Some(lower), Some(space), Some(1)) =
                                (field(0), field(2), field(3))
                            {
                                found = Some(
                                    (0..uavs.len())
                                        .filter(|&u| {
                                            let (_, s, lo, hi) = uavs[u];
                                            i64::from(s) == space
                                                && i64::from(lo) <= lower
                                                && lower <= i64::from(hi)
                                        })
                                        .collect(),
                                );
                            }
                        }
                        break;
                    }
                    _ => break,
                }
            }
            match found {
                Some(ids) if !ids.is_empty() => out.extend(ids),
                _ => out.extend(0..uavs.len()),
            }
        }
    }
    out
}

fn bad(what: &str) -> BitcodeError {
    BitcodeError::new(None, format!("cannot write a container: {what}"))
}

impl ShaderInfo {
    /// Reads the shader's description from the module's DXIL metadata.
    pub fn from_module(m: &ast::Module<'_>) -> Result<ShaderInfo, BitcodeError> {
        let md = Md { m };
        let sm = md
            .named("dx.shaderModel")
            .ok_or_else(|| bad("the module has no !dx.shaderModel (was it lowered?)"))?;
        let stage =
            md_str(sm.operands.first()).ok_or_else(|| bad("!dx.shaderModel has no stage"))?;
        let kind = stage_kind(stage).ok_or_else(|| {
            bad(&format!(
                "!dx.shaderModel names the unknown stage '{stage}'"
            ))
        })?;
        let version = |n: Option<&ast::MdNode<'_>>, what: &str| -> Result<(u8, u8), BitcodeError> {
            let (major, minor) = n
                .and_then(|n| {
                    let skip = usize::from(md_str(n.operands.first()).is_some());
                    Some((
                        md_int(n.operands.get(skip))?,
                        md_int(n.operands.get(skip + 1))?,
                    ))
                })
                .ok_or_else(|| bad(&format!("{what} is missing or malformed")))?;
            match (u8::try_from(major), u8::try_from(minor)) {
                (Ok(a), Ok(b)) if a < 16 && b < 16 => Ok((a, b)),
                _ => Err(bad(&format!(
                    "{what} {major}.{minor} does not fit the program header"
                ))),
            }
        };
        let shader_model = version(Some(sm), "!dx.shaderModel")?;
        let dxil_version = version(md.named("dx.version"), "!dx.version")?;
        let validator = md.named("dx.valver").and_then(|n| {
            Some((
                u32::try_from(md_int(n.operands.first())?).ok()?,
                u32::try_from(md_int(n.operands.get(1))?).ok()?,
            ))
        });
        md.named("dx.entryPoints")
            .ok_or_else(|| bad("the module has no !dx.entryPoints"))?;
        // A library's first entry (null function) holds the combined flags;
        // any other module has exactly one entry.
        let entry_nodes: Vec<&ast::MdNode<'_>> = m
            .named_metadata
            .iter()
            .find(|n| n.name == "dx.entryPoints")
            .map(|n| n.nodes.iter().filter_map(|id| md.def(*id)).collect())
            .unwrap_or_default();
        let first = entry_nodes
            .first()
            .ok_or_else(|| bad("!dx.entryPoints is empty"))?;
        let (inputs, outputs) = match first.operands.get(2).and_then(|o| md.node(o)) {
            None => (Vec::new(), Vec::new()),
            Some(sigs) => {
                if sigs.operands.get(2).is_some_and(|o| md.node(o).is_some()) {
                    return Err(bad(
                        "patch-constant and primitive signatures are not written yet",
                    ));
                }
                (
                    sig_elements(&md, sigs.operands.first())?,
                    sig_elements(&md, sigs.operands.get(1))?,
                )
            }
        };
        let entry = match first.operands.first() {
            Some(ast::Metadata::Null) | None => None,
            Some(_) => md_str(first.operands.get(1)).map(str::to_string),
        };
        let mut shader_flags = 0;
        let mut num_threads = None;
        if let Some(props) = first.operands.get(4).and_then(|o| md.node(o)) {
            let ops = &props.operands;
            let mut i = 0;
            while i + 1 < ops.len() {
                match md_int(ops.get(i)) {
                    Some(0) => shader_flags = md_int(ops.get(i + 1)).unwrap_or(0) as u64,
                    Some(4) => {
                        let t = md
                            .node(&ops[i + 1])
                            .ok_or_else(|| bad("numthreads is not a node"))?;
                        let d = |k: usize| {
                            md_int(t.operands.get(k)).and_then(|v| u32::try_from(v).ok())
                        };
                        num_threads = Some([
                            d(0).ok_or_else(|| bad("numthreads x"))?,
                            d(1).ok_or_else(|| bad("numthreads y"))?,
                            d(2).ok_or_else(|| bad("numthreads z"))?,
                        ]);
                    }
                    _ => {}
                }
                i += 2;
            }
        }
        let mut resources = Vec::new();
        // Each UAV record, in record order (its range ID): its index in
        // `resources`, space, first and last register.
        let mut uavs: Vec<(usize, u32, u32, u32)> = Vec::new();
        if let Some(res) = md.named("dx.resources") {
            // Records are SRVs, UAVs, CBVs, samplers; PSV0 lists CBVs,
            // samplers, SRVs, UAVs.
            for class in [2usize, 3, 0, 1] {
                let Some(list) = res.operands.get(class).and_then(|o| md.node(o)) else {
                    continue;
                };
                for rec in &list.operands {
                    let r = md
                        .node(rec)
                        .ok_or_else(|| bad("a !dx.resources record is not a node"))?;
                    let f = |k: usize| md_int(r.operands.get(k));
                    let (Some(space), Some(lower), Some(size)) = (f(3), f(4), f(5)) else {
                        return Err(bad(
                            "a !dx.resources record lacks space, lower bound or size",
                        ));
                    };
                    let upper = if size < 0 {
                        u32::MAX
                    } else {
                        (lower + size - 1).clamp(0, i64::from(u32::MAX)) as u32
                    };
                    let kind = f(6).unwrap_or(0) as u32;
                    let (ty, kind) = match class {
                        0 => (
                            match kind {
                                11 => 4,
                                12 => 5,
                                _ => 3,
                            },
                            kind,
                        ),
                        1 => (
                            match kind {
                                11 => 7,
                                12 if f(8) == Some(1) || f(8) == Some(-1) => 9,
                                12 => 8,
                                _ => 6,
                            },
                            kind,
                        ),
                        2 => (2, 13),
                        _ => (1, 14),
                    };
                    if class == 1 {
                        uavs.push((resources.len(), space as u32, lower as u32, upper));
                    }
                    resources.push(PsvResource {
                        ty,
                        space: space as u32,
                        lower: lower as u32,
                        upper,
                        kind,
                        flags: 0,
                    });
                }
            }
        }
        for u in atomic64_uavs(m, &uavs) {
            resources[uavs[u].0].flags |= USED_BY_ATOMIC64;
        }
        Ok(ShaderInfo {
            stage: stage.to_string(),
            kind,
            shader_model,
            dxil_version,
            validator,
            entry,
            shader_flags,
            num_threads,
            resources,
            inputs,
            outputs,
        })
    }

    /// The PSV0 version DXC writes for the module's validator version:
    /// 0 before 1.1, 1 before 1.6, 2 before 1.8, then 3. A module without
    /// `!dx.valver` counts as validator 1.0.
    pub fn psv_version(&self) -> u32 {
        match self.validator.unwrap_or((1, 0)) {
            (0, _) | (1, 0) => 0,
            (1, 1..=5) => 1,
            (1, 6 | 7) => 2,
            _ => 3,
        }
    }
}

/// Parses LLVM IR text (what `dxir lower` writes) and writes it as a DX
/// container.
pub fn write_container(text: &str, opts: &ContainerOptions) -> Result<Vec<u8>, BitcodeError> {
    let m = parse(text).map_err(|e| BitcodeError::new(Some(e.pos()), e.message))?;
    let info = ShaderInfo::from_module(&m)?;
    let bitcode = crate::module::write_module(m)?;
    build_container(&bitcode, &info, opts)
}

fn put32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// PSV0 for a compute, pixel or vertex shader.
///
/// Versions 1 and later carry the signature elements (names in a string
/// table, semantic indices in an index table) and, for each output stream
/// with rows, the table of which outputs depend on which inputs (see
/// [`dependency_table`]).
fn psv0(info: &ShaderInfo, version: u32) -> Vec<u8> {
    let (info_size, bind_size) = match version {
        0 => (24, 16),
        1 => (36, 16),
        2 => (48, 24),
        _ => (52, 24),
    };
    let mut p = Vec::new();
    put32(&mut p, info_size);
    // Stage-specific info (16 bytes).
    let mut stage = [0u8; 16];
    match info.kind {
        0 => {
            stage[0] = u8::from(info.outputs.iter().any(|e| (17..=19).contains(&e.kind)));
            stage[1] = u8::from(
                info.inputs
                    .iter()
                    .any(|e| e.interp == 6 || e.interp == 7 || e.kind == 12),
            );
        }
        1 => stage[0] = u8::from(info.outputs.iter().any(|e| e.kind == 3)),
        _ => {}
    }
    p.extend_from_slice(&stage);
    put32(&mut p, 0);
    put32(&mut p, u32::MAX);
    // The string table: a leading empty string, the entry name (version 3),
    // the semantic names; each name once.
    let mut strings = vec![0u8];
    let offset_of = |strings: &mut Vec<u8>, name: &str| -> u32 {
        let mut at = 1;
        while at < strings.len() {
            let end = at + strings[at..].iter().position(|&b| b == 0).unwrap_or(0);
            if &strings[at..end] == name.as_bytes() {
                return at as u32;
            }
            at = end + 1;
        }
        let o = strings.len() as u32;
        strings.extend_from_slice(name.as_bytes());
        strings.push(0);
        o
    };
    let entry_offset = match (&info.entry, version >= 3) {
        (Some(e), true) => offset_of(&mut strings, e),
        _ => 0,
    };
    let in_vectors = sig_vectors(&info.inputs);
    let out_vectors = sig_vectors(&info.outputs);
    if version >= 1 {
        p.push(info.kind as u8);
        p.push(0); // UsesViewID
        p.extend_from_slice(&[0, 0]); // GeomData
        p.push(info.inputs.len() as u8);
        p.push(info.outputs.len() as u8);
        p.push(0); // patch-constant or primitive elements
        p.push(in_vectors as u8);
        p.extend_from_slice(&[out_vectors as u8, 0, 0, 0]);
    }
    if version >= 2 {
        let [x, y, z] = info.num_threads.unwrap_or([0; 3]);
        put32(&mut p, x);
        put32(&mut p, y);
        put32(&mut p, z);
    }
    if version >= 3 {
        put32(&mut p, entry_offset);
    }
    put32(&mut p, info.resources.len() as u32);
    if !info.resources.is_empty() {
        put32(&mut p, bind_size);
    }
    for r in &info.resources {
        put32(&mut p, r.ty);
        put32(&mut p, r.space);
        put32(&mut p, r.lower);
        put32(&mut p, r.upper);
        if bind_size == 24 {
            put32(&mut p, r.kind);
            put32(&mut p, r.flags);
        }
    }
    if version == 0 {
        return p;
    }
    let mut indices: Vec<u32> = Vec::new();
    let mut elements = Vec::new();
    for e in info.inputs.iter().chain(&info.outputs) {
        let name = offset_of(&mut strings, &e.name);
        let at = (0..=indices.len().saturating_sub(e.indices.len()))
            .find(|&i| indices.get(i..i + e.indices.len()) == Some(&e.indices[..]))
            .unwrap_or_else(|| {
                indices.extend_from_slice(&e.indices);
                indices.len() - e.indices.len()
            });
        let mut el = Vec::with_capacity(16);
        put32(&mut el, name);
        put32(&mut el, at as u32);
        el.push(e.rows as u8);
        el.push(if e.allocated() { e.start_row as u8 } else { 0 });
        el.push(
            (e.cols & 0xf) | ((e.start_col.max(0) as u8 & 3) << 4) | (u8::from(e.allocated()) << 6),
        );
        el.push(e.kind);
        el.push(d3d_component(e.comp));
        el.push(e.interp);
        el.push(0); // dynamic mask, stream 0
        el.push(0);
        elements.push(el);
    }
    while strings.len() % 4 != 0 {
        strings.push(0);
    }
    put32(&mut p, strings.len() as u32);
    p.extend_from_slice(&strings);
    put32(&mut p, indices.len() as u32);
    for i in &indices {
        put32(&mut p, *i);
    }
    if !elements.is_empty() {
        put32(&mut p, 16);
        for el in elements {
            p.extend_from_slice(&el);
        }
    }
    // Input-to-output dependencies of stream 0: one row per input
    // component, one bit per output component.
    if in_vectors > 0 && out_vectors > 0 {
        for row in dependency_table(&info.inputs, &info.outputs) {
            for word in row {
                put32(&mut p, word);
            }
        }
    }
    p
}

/// Assembles the container around `bitcode`.
pub fn build_container(
    bitcode: &[u8],
    info: &ShaderInfo,
    opts: &ContainerOptions,
) -> Result<Vec<u8>, BitcodeError> {
    let mut parts: Vec<([u8; 4], Vec<u8>)> = Vec::new();
    parts.push((
        *b"SFI0",
        feature_flags(info.shader_flags).to_le_bytes().to_vec(),
    ));
    match info.kind {
        // Pixel, vertex and compute shaders: the stages whose PSV0 stage
        // information follows from the signatures alone.
        0 | 1 | 5 => {
            parts.push((*b"ISG1", signature_part(&info.inputs, true)?));
            parts.push((*b"OSG1", signature_part(&info.outputs, false)?));
            parts.push((*b"PSV0", psv0(info, info.psv_version())));
        }
        6 => {}
        k => {
            return Err(bad(&format!(
                "{} shaders need stage information in PSV0 that dxir does not compute yet; \
                 compute, pixel and vertex shaders and libraries can be written",
                kind_name(k)
            )))
        }
    }
    let mut hash = 0u32.to_le_bytes().to_vec();
    hash.extend_from_slice(&md5(bitcode));
    parts.push((*b"HASH", hash));
    let mut dxil = Vec::with_capacity(24 + bitcode.len());
    dxil.push((info.shader_model.0 << 4) | info.shader_model.1);
    dxil.push(0);
    dxil.extend_from_slice(&info.kind.to_le_bytes());
    put32(&mut dxil, ((24 + bitcode.len()) / 4) as u32);
    dxil.extend_from_slice(b"DXIL");
    dxil.push(info.dxil_version.1);
    dxil.push(info.dxil_version.0);
    dxil.extend_from_slice(&[0, 0]);
    put32(&mut dxil, 16);
    put32(&mut dxil, bitcode.len() as u32);
    dxil.extend_from_slice(bitcode);
    parts.push((*b"DXIL", dxil));

    let header = 32 + 4 * parts.len();
    let total = header + parts.iter().map(|(_, d)| 8 + d.len()).sum::<usize>();
    let total = u32::try_from(total).map_err(|_| bad("the container would exceed 4 GiB"))?;
    let mut out = Vec::with_capacity(total as usize);
    out.extend_from_slice(b"DXBC");
    out.extend_from_slice(&[if opts.bypass_digest { 1 } else { 0 }; 16]);
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    put32(&mut out, total);
    put32(&mut out, parts.len() as u32);
    let mut offset = header as u32;
    for (_, d) in &parts {
        put32(&mut out, offset);
        offset += 8 + d.len() as u32;
    }
    for (name, d) in &parts {
        out.extend_from_slice(name);
        put32(&mut out, d.len() as u32);
        out.extend_from_slice(d);
    }
    debug_assert_eq!(out.len(), total as usize);
    Ok(out)
}

/// A file that is not a well-formed DX container.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ContainerError {
    /// The magic is not `DXBC`.
    #[error("not a DX container (no DXBC magic)")]
    Magic,
    /// Something extends past the end of the file or its part.
    #[error("truncated: {0}")]
    Truncated(String),
    /// A field has a value the format does not allow.
    #[error("malformed: {0}")]
    Malformed(String),
}

struct Rd<'b> {
    b: &'b [u8],
    what: &'static str,
}

impl Rd<'_> {
    fn u32(&self, at: usize) -> Result<u32, ContainerError> {
        self.b
            .get(at..at + 4)
            .map(|s| u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
            .ok_or_else(|| ContainerError::Truncated(format!("{} at byte {at}", self.what)))
    }
    fn u8(&self, at: usize) -> Result<u8, ContainerError> {
        self.b
            .get(at)
            .copied()
            .ok_or_else(|| ContainerError::Truncated(format!("{} at byte {at}", self.what)))
    }
}

/// Prints the parts of a container, one block per part.
pub fn dump_container(bytes: &[u8]) -> Result<String, ContainerError> {
    use std::fmt::Write;
    if bytes.get(..4) != Some(b"DXBC") {
        return Err(ContainerError::Magic);
    }
    let r = Rd {
        b: bytes,
        what: "header",
    };
    let digest: String = bytes
        .get(4..20)
        .ok_or_else(|| ContainerError::Truncated("header".into()))?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let major = u16::from_le_bytes([r.u8(20)?, r.u8(21)?]);
    let minor = u16::from_le_bytes([r.u8(22)?, r.u8(23)?]);
    let size = r.u32(24)?;
    let count = r.u32(28)?;
    if size as usize != bytes.len() {
        return Err(ContainerError::Malformed(format!(
            "the header says {size} bytes, the file has {}",
            bytes.len()
        )));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "DXBC container: {size} bytes, version {major}.{minor}, {count} parts"
    );
    let _ = writeln!(out, "  digest: {digest}");
    for i in 0..count as usize {
        let off = r.u32(32 + 4 * i)? as usize;
        let name = bytes
            .get(off..off + 4)
            .ok_or_else(|| ContainerError::Truncated(format!("part {i} header")))?;
        let name = String::from_utf8_lossy(name).into_owned();
        let len = r.u32(off + 4)? as usize;
        let data = bytes
            .get(off + 8..off + 8 + len)
            .ok_or_else(|| ContainerError::Truncated(format!("part {name} ({len} bytes)")))?;
        let _ = writeln!(out, "part {name}: {len} bytes at offset {off}");
        dump_part(&mut out, &name, data)?;
    }
    Ok(out)
}

fn dump_part(out: &mut String, name: &str, d: &[u8]) -> Result<(), ContainerError> {
    use std::fmt::Write;
    let r = Rd { b: d, what: "part" };
    match name {
        "SFI0" => {
            let lo = u64::from(r.u32(0)?);
            let hi = u64::from(r.u32(4)?);
            let flags = lo | (hi << 32);
            let names: Vec<&str> = FEATURE_NAMES
                .iter()
                .enumerate()
                .filter(|(i, _)| flags & (1 << i) != 0)
                .map(|(_, n)| *n)
                .collect();
            let _ = writeln!(out, "  feature flags: 0x{flags:x} [{}]", names.join(", "));
        }
        "ISG1" | "OSG1" | "PSG1" => {
            let _ = writeln!(out, "  elements: {}", r.u32(0)?);
        }
        "HASH" => {
            let digest: String = d
                .get(4..20)
                .ok_or_else(|| ContainerError::Truncated("HASH digest".into()))?
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let _ = writeln!(out, "  flags: {}, digest: {digest}", r.u32(0)?);
        }
        "DXIL" => {
            let v = r.u8(0)?;
            let kind = u16::from_le_bytes([r.u8(2)?, r.u8(3)?]);
            if d.get(8..12) != Some(b"DXIL") {
                return Err(ContainerError::Malformed(
                    "the DXIL part has no DXIL magic".into(),
                ));
            }
            let _ = writeln!(
                out,
                "  shader model {}.{} ({}), DXIL {}.{}, program size {} words, bitcode {} bytes at offset {}",
                v >> 4,
                v & 0xf,
                kind_name(kind),
                r.u8(13)?,
                r.u8(12)?,
                r.u32(4)?,
                r.u32(20)?,
                r.u32(16)?
            );
        }
        "PSV0" => {
            let info = r.u32(0)? as usize;
            let version = match info {
                24 => 0,
                36 => 1,
                48 => 2,
                52 => 3,
                n => return Err(ContainerError::Malformed(format!("PSV0 info size {n}"))),
            };
            let _ = writeln!(
                out,
                "  version {version}, wave lanes {}..{}",
                r.u32(4 + 16)?,
                r.u32(4 + 20)?
            );
            if version >= 1 {
                let _ = writeln!(out, "  stage: {}", kind_name(u16::from(r.u8(4 + 24)?)));
            }
            if version >= 2 {
                let _ = writeln!(
                    out,
                    "  numthreads: {}, {}, {}",
                    r.u32(4 + 36)?,
                    r.u32(4 + 40)?,
                    r.u32(4 + 44)?
                );
            }
            let at = 4 + info;
            let n = r.u32(at)? as usize;
            let _ = writeln!(out, "  resources: {n}");
            if n > 0 {
                let stride = r.u32(at + 4)? as usize;
                for i in 0..n {
                    let b = at + 8 + i * stride;
                    let _ = write!(
                        out,
                        "    type {} space {} registers {}..{}",
                        r.u32(b)?,
                        r.u32(b + 4)?,
                        r.u32(b + 8)?,
                        r.u32(b + 12)?
                    );
                    if stride >= 24 {
                        let _ = write!(out, " kind {} flags {}", r.u32(b + 16)?, r.u32(b + 20)?);
                    }
                    out.push('\n');
                }
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_flags_move_module_bits_to_feature_bits() {
        // Doubles (module bit 2) is feature bit 0; Int64Ops (20) is 15.
        assert_eq!(feature_flags(1 << 2), 1);
        assert_eq!(feature_flags(1 << 20), 1 << 15);
        // Module-only bits (raw buffers, 4) have no feature bit.
        assert_eq!(feature_flags(1 << 4), 0);
        assert_eq!(feature_flags(1 << 5), 1 << 4);
        assert_eq!(feature_flags((1 << 5) | (1 << 23)), 1 << 18);
    }

    #[test]
    fn psv_version_follows_the_validator() {
        let mut info = ShaderInfo {
            stage: "cs".into(),
            kind: 5,
            shader_model: (6, 0),
            dxil_version: (1, 0),
            validator: None,
            entry: Some("main".into()),
            shader_flags: 0,
            num_threads: Some([1, 1, 1]),
            resources: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
        };
        assert_eq!(info.psv_version(), 0);
        for (v, want) in [
            ((1, 1), 1),
            ((1, 5), 1),
            ((1, 6), 2),
            ((1, 7), 2),
            ((1, 8), 3),
        ] {
            info.validator = Some(v);
            assert_eq!(info.psv_version(), want, "{v:?}");
        }
    }

    #[test]
    fn a_truncated_container_is_an_error_not_a_panic() {
        let info = ShaderInfo {
            stage: "cs".into(),
            kind: 5,
            shader_model: (6, 6),
            dxil_version: (1, 6),
            validator: Some((1, 8)),
            entry: Some("main".into()),
            shader_flags: 1 << 2,
            num_threads: Some([8, 4, 1]),
            resources: vec![PsvResource {
                ty: 6,
                space: 0,
                lower: 2,
                upper: 5,
                kind: 10,
                flags: 0,
            }],
            inputs: Vec::new(),
            outputs: Vec::new(),
        };
        let c = build_container(b"BC\xc0\xde", &info, &ContainerOptions::default()).unwrap();
        let text = dump_container(&c).unwrap();
        assert!(text.contains("numthreads: 8, 4, 1"), "{text}");
        assert!(
            text.contains("type 6 space 0 registers 2..5 kind 10"),
            "{text}"
        );
        assert!(text.contains("[Doubles]"), "{text}");
        for cut in 0..c.len() {
            assert!(dump_container(&c[..cut]).is_err());
        }
    }

    /// A float signature element with linear interpolation.
    fn el(name: &str, row: i32, rows: u32, col: i8, cols: u8, usage: u8) -> SigElement {
        SigElement {
            name: name.into(),
            comp: 9,
            kind: 0,
            indices: (0..rows).collect(),
            interp: 2,
            rows,
            cols,
            start_row: row,
            start_col: col,
            usage,
        }
    }

    #[test]
    fn a_signature_has_one_element_per_row_sorted_by_register() {
        let part =
            signature_part(&[el("B", 2, 1, 0, 1, 1), el("A", 0, 2, 2, 2, 1)], false).unwrap();
        let word = |at: usize| u32::from_le_bytes(part[at..at + 4].try_into().unwrap());
        assert_eq!(word(0), 3, "three rows");
        assert_eq!(part.len() % 4, 0);
        // Sorted by register: A row 0, A row 1, B row 2.
        let regs: Vec<u32> = (0..3).map(|i| word(8 + 32 * i + 20)).collect();
        assert_eq!(regs, [0, 1, 2]);
        let indices: Vec<u32> = (0..3).map(|i| word(8 + 32 * i + 8)).collect();
        assert_eq!(indices, [0, 1, 0]);
        // A: columns 2..3 (mask 0b1100), writes only column 2: never
        // writes columns 0, 1 and 3 of the row.
        assert_eq!(part[8 + 24], 0b1100);
        assert_eq!(part[8 + 25], 0b1011);
        // Names follow the elements; both rows of A share one.
        let name_at = word(8 + 4) as usize;
        assert_eq!(&part[name_at..name_at + 2], b"A\0");
        assert_eq!(word(8 + 32 + 4), word(8 + 4));
        // As inputs the same elements record the component read.
        let inputs =
            signature_part(&[el("B", 2, 1, 0, 1, 1), el("A", 0, 2, 2, 2, 1)], true).unwrap();
        assert_eq!(inputs[8 + 25], 0b0100);
    }

    #[test]
    fn dependencies_join_the_components_read_to_those_written() {
        // The signatures of LLVM's SemanticSignatures-ps.ll: A (one row,
        // two columns, reads x), B (two rows at column 2, reads y of
        // each), SV_Target at row 3 (writes x and z). LLVM's expected
        // InputOutputMap is [0x5000, 0, 0, 0x5000, 0, 0, 0, 0x5000].
        let inputs = [el("A", 0, 1, 0, 2, 0b01), el("B", 0, 2, 2, 2, 0b10)];
        let outputs = [el("SV_Target", 3, 1, 0, 4, 0b0101)];
        let table: Vec<u32> = dependency_table(&inputs, &outputs)
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(table, [0x5000, 0, 0, 0x5000, 0, 0, 0, 0x5000]);
        // Nothing written: every row is empty; an unallocated element
        // reads no component.
        let none = [el("SV_Target", 3, 1, 0, 4, 0)];
        assert!(dependency_table(&inputs, &none)
            .into_iter()
            .flatten()
            .all(|w| w == 0));
        let unallocated = [el("X", -1, 1, -1, 1, 1)];
        assert!(used_components(&unallocated).is_empty());
    }

    #[test]
    fn atomic64_marks_the_uav_its_handle_comes_from() {
        let uavs = [(0, 0, 0, 0), (1, 0, 1, 1), (2, 2, 0, 9)];
        let marked = |body: &str| {
            let text = format!(
                "%dx.types.Handle = type {{ ptr }}\n\
                 %dx.types.ResBind = type {{ i32, i32, i32, i8 }}\n\
                 %dx.types.ResourceProperties = type {{ i32, i32 }}\n\
                 define void @main(i1 %c) {{\nentry:\n{body}  ret void\n}}\n"
            );
            let m = parse(&text).unwrap();
            atomic64_uavs(&m, &uavs).into_iter().collect::<Vec<_>>()
        };
        // createHandle: class 1 (UAV), range ID 1.
        assert_eq!(
            marked(
                "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)\n\
                 %o = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %h, i32 0, i32 0, i32 undef, i32 undef, i64 1)\n"
            ),
            [1]
        );
        // createHandleFromBinding through annotateHandle: space 2, register 5.
        assert_eq!(
            marked(
                "  %h = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 2, i8 1 }, i32 5, i1 false)\n\
                 %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h, %dx.types.ResourceProperties { i32 4107, i32 0 })\n\
                 %o = call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %a, i32 0, i32 undef, i32 undef, i64 1, i64 2)\n"
            ),
            [2]
        );
        // A 32-bit atomic marks nothing.
        assert!(marked(
            "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)\n\
             %o = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %h, i32 0, i32 0, i32 undef, i32 undef, i32 1)\n"
        )
        .is_empty());
        // A handle chosen by a select may be any UAV.
        assert_eq!(
            marked(
                "  %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)\n\
                 %g = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)\n\
                 %s = select i1 %c, %dx.types.Handle %h, %dx.types.Handle %g\n\
                 %o = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %s, i32 0, i32 0, i32 undef, i32 undef, i64 1)\n"
            ),
            [0, 1, 2]
        );
    }
}
