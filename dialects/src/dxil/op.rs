//! What the op table says about one DXIL operation, and how to read it.
//!
//! Overloads, stages and attributes are lists of [`Versioned`] entries. The
//! entry with the highest minimum version not above the target applies; a
//! later entry restates everything still valid, so entries never combine.

use super::version::{DxilVersion, ShaderStage, Stages};
use std::fmt;
use std::sync::LazyLock;

/// A fact that holds from DXIL version `since` on, until a later entry of
/// the same list replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versioned<T> {
    /// The first DXIL version the fact holds for.
    pub since: DxilVersion,
    /// The fact.
    pub value: T,
}

/// The entry of `list` (sorted by `since`) that applies at `version`.
fn applicable<T>(list: &[Versioned<T>], version: DxilVersion) -> Option<&T> {
    list.iter()
        .rev()
        .find(|e| e.since <= version)
        .map(|e| &e.value)
}

/// The scalar kind of an overload: what the `.f32` in `dx.op.bufferLoad.f32`
/// names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ScalarKind {
    /// `half`.
    F16,
    /// `float`.
    F32,
    /// `double`.
    F64,
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
}

impl ScalarKind {
    /// Every kind.
    pub const ALL: [ScalarKind; 8] = [
        ScalarKind::F16,
        ScalarKind::F32,
        ScalarKind::F64,
        ScalarKind::I1,
        ScalarKind::I8,
        ScalarKind::I16,
        ScalarKind::I32,
        ScalarKind::I64,
    ];

    /// The suffix of a `dx.op` function name and of DXIL struct names:
    /// `f16 f32 f64 i1 i8 i16 i32 i64`.
    pub const fn suffix(self) -> &'static str {
        match self {
            ScalarKind::F16 => "f16",
            ScalarKind::F32 => "f32",
            ScalarKind::F64 => "f64",
            ScalarKind::I1 => "i1",
            ScalarKind::I8 => "i8",
            ScalarKind::I16 => "i16",
            ScalarKind::I32 => "i32",
            ScalarKind::I64 => "i64",
        }
    }

    /// The LLVM type name: `half float double i1 i8 i16 i32 i64`.
    pub const fn llvm_name(self) -> &'static str {
        match self {
            ScalarKind::F16 => "half",
            ScalarKind::F32 => "float",
            ScalarKind::F64 => "double",
            _ => self.suffix(),
        }
    }

    /// The kind whose suffix is `s`.
    pub fn from_suffix(s: &str) -> Option<ScalarKind> {
        ScalarKind::ALL.into_iter().find(|k| k.suffix() == s)
    }

    /// The size in bits.
    pub const fn bits(self) -> u32 {
        match self {
            ScalarKind::I1 => 1,
            ScalarKind::I8 => 8,
            ScalarKind::F16 | ScalarKind::I16 => 16,
            ScalarKind::F32 | ScalarKind::I32 => 32,
            ScalarKind::F64 | ScalarKind::I64 => 64,
        }
    }
}

impl fmt::Display for ScalarKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.suffix())
    }
}

/// How an op's overload type is built from its [`ScalarKind`] where the
/// signature says `overload` in the result.
///
/// Overloaded arguments are always the scalar: `rawBufferStore` lists
/// `ResRet` overloads (as DXIL.td does) but stores four scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OverloadShape {
    /// The scalar itself (`dx.op.unary.f32` returns `float`).
    Scalar,
    /// `%dx.types.ResRet.<s>`, four values and a status word.
    ResRet,
    /// `%dx.types.CBufRet.<s>`, one constant buffer row.
    CBufRet,
    /// `%dx.types.four<s>`, four values of the overload (`Unpack4x8`'s
    /// result: `fouri32` or `fouri16`).
    Four,
}

impl OverloadShape {
    /// The prefix DXIL.td-style lists give the overload (`resret.`).
    pub const fn prefix(self) -> &'static str {
        match self {
            OverloadShape::Scalar => "",
            OverloadShape::ResRet => "resret.",
            OverloadShape::CBufRet => "cbufret.",
            OverloadShape::Four => "four.",
        }
    }
}

/// The kind of a result or argument in an op's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParamKind {
    /// No value (results only).
    Void,
    /// The op's overload type.
    Overload,
    /// `i1`.
    I1,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64`.
    I64,
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `%dx.types.Handle`.
    Handle,
    /// `%dx.types.ResBind`.
    ResBind,
    /// `%dx.types.ResourceProperties`.
    ResProps,
    /// `%dx.types.splitdouble`.
    SplitDouble,
    /// `%dx.types.Dimensions`.
    Dimensions,
    /// `%dx.types.fouri32`.
    FourI32s,
    /// `%dx.types.i32c`.
    BinaryWithCarry,
    /// `%dx.types.twoi32`: the two halves of a wide product or quotient.
    TwoI32s,
    /// `%dx.types.SamplePos`: a sample position, two floats.
    SamplePos,
    /// `ptr`: a pointer in the default address space. DXC's
    /// user-defined-struct arguments (ray payloads, mesh payloads), its
    /// indexable registers and wave matrices are typed pointers there;
    /// with opaque pointers the pointee is not part of the type.
    Ptr,
    /// `ptr addrspace(3)`: a pointer into groupshared memory.
    GroupSharedPtr,
    /// `ptr addrspace(6)`: a pointer to a work-graph node record.
    NodeRecordPtr,
    /// A resource object: the struct of a resource global (any struct
    /// type), as `CreateHandleForLib` takes it.
    Object,
    /// `%dx.types.NodeHandle`: a work-graph node output.
    NodeHandle,
    /// `%dx.types.NodeRecordHandle`: a work-graph node record.
    NodeRecordHandle,
    /// `%dx.types.NodeInfo`: the constant properties of a node handle.
    NodeInfo,
    /// `%dx.types.NodeRecordInfo`: the constant properties of a node
    /// record handle.
    NodeRecordInfo,
    /// `%dx.types.waveMatProps`: the constant type of a wave matrix.
    WaveMatProps,
}

impl ParamKind {
    /// The name DXIL.td-style signatures use: `overload`, `i32`, `handle`,
    /// `resbind`, ...
    pub const fn td_name(self) -> &'static str {
        match self {
            ParamKind::Void => "void",
            ParamKind::Overload => "overload",
            ParamKind::I1 => "i1",
            ParamKind::I8 => "i8",
            ParamKind::I16 => "i16",
            ParamKind::I32 => "i32",
            ParamKind::I64 => "i64",
            ParamKind::Half => "half",
            ParamKind::Float => "float",
            ParamKind::Double => "double",
            ParamKind::Handle => "handle",
            ParamKind::ResBind => "resbind",
            ParamKind::ResProps => "resprops",
            ParamKind::SplitDouble => "splitdouble",
            ParamKind::Dimensions => "dimensions",
            ParamKind::FourI32s => "fouri32s",
            ParamKind::BinaryWithCarry => "binarywithcarry",
            ParamKind::TwoI32s => "twoi32s",
            ParamKind::SamplePos => "samplepos",
            ParamKind::Ptr => "ptr",
            ParamKind::GroupSharedPtr => "groupsharedptr",
            ParamKind::NodeRecordPtr => "noderecordptr",
            ParamKind::Object => "object",
            ParamKind::NodeHandle => "nodehandle",
            ParamKind::NodeRecordHandle => "noderecordhandle",
            ParamKind::NodeInfo => "nodeinfo",
            ParamKind::NodeRecordInfo => "noderecordinfo",
            ParamKind::WaveMatProps => "wavematprops",
        }
    }

    /// The scalar this kind always is, if it is a fixed scalar.
    pub const fn scalar(self) -> Option<ScalarKind> {
        match self {
            ParamKind::I1 => Some(ScalarKind::I1),
            ParamKind::I8 => Some(ScalarKind::I8),
            ParamKind::I16 => Some(ScalarKind::I16),
            ParamKind::I32 => Some(ScalarKind::I32),
            ParamKind::I64 => Some(ScalarKind::I64),
            ParamKind::Half => Some(ScalarKind::F16),
            ParamKind::Float => Some(ScalarKind::F32),
            ParamKind::Double => Some(ScalarKind::F64),
            _ => None,
        }
    }

    /// The address space of a pointer kind.
    pub const fn address_space(self) -> Option<u32> {
        match self {
            ParamKind::Ptr => Some(0),
            ParamKind::GroupSharedPtr => Some(3),
            ParamKind::NodeRecordPtr => Some(6),
            _ => None,
        }
    }
}

/// One argument of an op's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    /// Its kind.
    pub kind: ParamKind,
    /// What it means (`index`, `mask`, ...); empty when the table gives no
    /// name.
    pub name: &'static str,
}

/// An op's result and arguments, without the leading `i32` opcode every
/// `dx.op` call has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// The result ([`ParamKind::Void`] for none).
    pub ret: ParamKind,
    /// The arguments after the opcode.
    pub args: &'static [Param],
}

impl Signature {
    /// Whether the result or an argument is the overload type.
    pub fn is_overloaded(&self) -> bool {
        self.ret == ParamKind::Overload || self.args.iter().any(|a| a.kind == ParamKind::Overload)
    }
}

/// A function attribute of a DXIL op, as the `dx.op` declaration carries
/// it: what memory it touches and how it may be moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DxilAttr {
    /// Reads and writes no memory (`memory(none)`).
    ReadNone,
    /// Only reads memory (`memory(read)`).
    ReadOnly,
    /// Touches only memory its pointer arguments point to
    /// (`memory(argmem: readwrite)`): the wave matrix ops.
    ArgMemOnly,
    /// Must not be duplicated (barriers).
    NoDuplicate,
    /// Does not return (`IgnoreHit`, `AcceptHitAndEndSearch`).
    NoReturn,
}

impl DxilAttr {
    /// The attribute's name, as written in the table.
    pub const fn name(self) -> &'static str {
        match self {
            DxilAttr::ReadNone => "ReadNone",
            DxilAttr::ReadOnly => "ReadOnly",
            DxilAttr::ArgMemOnly => "ArgMemOnly",
            DxilAttr::NoDuplicate => "NoDuplicate",
            DxilAttr::NoReturn => "NoReturn",
        }
    }
}

impl fmt::Display for DxilAttr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What an op needs of the hardware beyond its signature, as DXC's hctdb
/// marks it. These decide shader flags (a `Wave` op sets WaveOps) and where
/// an op can run (a `Gradient` op needs quads of lanes, which only pixel
/// shaders had before shader model 6.6). Unlike [`DxilAttr`] they do not
/// vary by DXIL version, and every entry takes them from hctdb whatever
/// the source of its other facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpProperty {
    /// Communicates across the lanes of a wave (or quad): sets WaveOps.
    Wave,
    /// Computes a derivative of its operand between neighbouring lanes.
    Derivative,
    /// Computes gradients implicitly (an implicit-LOD sample, say), so it
    /// needs helper lanes and a quad layout.
    Gradient,
    /// A sampler-feedback write: sets SamplerFeedback.
    Feedback,
}

impl OpProperty {
    /// The property's name, as written in the table.
    pub const fn name(self) -> &'static str {
        match self {
            OpProperty::Wave => "Wave",
            OpProperty::Derivative => "Derivative",
            OpProperty::Gradient => "Gradient",
            OpProperty::Feedback => "Feedback",
        }
    }
}

impl fmt::Display for OpProperty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One operand of the DXIL call an intrinsic maps to, after the opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntrinArg {
    /// The intrinsic's argument with this index.
    Arg(u32),
    /// A constant `i8`.
    I8(i8),
    /// A constant `i32`.
    I32(i32),
}

impl fmt::Display for IntrinArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntrinArg::Arg(i) => write!(f, "a{i}"),
            IntrinArg::I8(v) => write!(f, "i8 {v}"),
            IntrinArg::I32(v) => write!(f, "i32 {v}"),
        }
    }
}

/// An LLVM intrinsic that lowers to the op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntrinsicMap {
    /// The intrinsic's TableGen record name, e.g. `int_dx_wave_reduce_sum`.
    pub intrinsic: &'static str,
    /// The DXIL operands after the opcode, when they are not simply the
    /// intrinsic's arguments in order.
    pub args: Option<&'static [IntrinArg]>,
}

impl IntrinsicMap {
    /// The intrinsic's IR name: `int_dx_thread_id` is `llvm.dx.thread.id`.
    pub fn llvm_name(&self) -> String {
        let rest = self
            .intrinsic
            .strip_prefix("int_")
            .unwrap_or(self.intrinsic);
        format!("llvm.{}", rest.replace('_', "."))
    }
}

impl fmt::Display for IntrinsicMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.llvm_name())?;
        if let Some(args) = self.args {
            f.write_str("(")?;
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{a}")?;
            }
            f.write_str(")")?;
        }
        Ok(())
    }
}

/// Where an entry's facts come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// LLVM's DXIL.td: signature, overloads, stages and attributes.
    LlvmTd,
    /// DXC's hctdb (its DXIL 1.8 op database): signature, overloads,
    /// stages, minimum shader model and attributes, for the ops DXIL.td
    /// does not have. Where the table goes beyond hctdb (a stage list that
    /// grows with the version, say), [`DxilOp::supplement`] says so.
    Hctdb,
}

/// One DXIL operation: an entry of the op table.
///
/// Obtain entries with [`op_by_name`](super::op_by_name),
/// [`op_by_opcode`](super::op_by_opcode) or [`ops`](super::ops).
#[derive(Debug, PartialEq, Eq)]
pub struct DxilOp {
    pub(super) name: &'static str,
    pub(super) opcode: u32,
    pub(super) class: &'static str,
    pub(super) class_inferred: bool,
    pub(super) dxc_name: &'static str,
    pub(super) source: Source,
    pub(super) signature: Option<Signature>,
    pub(super) overload_shape: OverloadShape,
    pub(super) overloads: &'static [Versioned<&'static [ScalarKind]>],
    pub(super) stages: &'static [Versioned<Stages>],
    pub(super) attrs: &'static [Versioned<&'static [DxilAttr]>],
    pub(super) props: &'static [OpProperty],
    pub(super) lowers_from: &'static [IntrinsicMap],
    pub(super) lowering_note: &'static str,
    pub(super) llvm22: &'static str,
    pub(super) supplement: &'static str,
}

/// `dxil.<name with a lower-case first letter>` for every entry, by opcode.
static DIALECT_NAMES: LazyLock<Vec<Box<str>>> = LazyLock::new(|| {
    super::table::OPS
        .iter()
        .map(|op| {
            let mut chars = op.name.chars();
            let first = chars.next().map(|c| c.to_ascii_lowercase());
            format!(
                "dxil.{}{}",
                first.into_iter().collect::<String>(),
                chars.as_str()
            )
            .into()
        })
        .collect()
});

impl DxilOp {
    /// The DXIL op name, e.g. `BufferLoad` (LLVM's name where LLVM and DXC
    /// differ; see [`dxc_name`](Self::dxc_name)).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The dialect op name: `dxil.` and the name with a lower-case first
    /// letter, e.g. `dxil.bufferLoad`.
    pub fn dialect_name(&self) -> &'static str {
        // Entries live only in the table, at the index of their opcode.
        DIALECT_NAMES
            .get(self.opcode as usize)
            .map_or("dxil", |s| &**s)
    }

    /// The opcode, the first argument of every `dx.op` call.
    pub fn opcode(&self) -> u32 {
        self.opcode
    }

    /// The op class, which names the `dx.op.<class>` function; several ops
    /// share one class (`unary` for `Sin`, `Cos`, ...).
    pub fn class(&self) -> &'static str {
        self.class
    }

    /// Whether [`class`](Self::class) was inferred from an LLVM class name
    /// rather than read from DXC's table.
    pub fn class_inferred(&self) -> bool {
        self.class_inferred
    }

    /// DXC's name for the op (`FAbs` for LLVM's `Abs`).
    pub fn dxc_name(&self) -> &'static str {
        self.dxc_name
    }

    /// Where the facts come from.
    pub fn source(&self) -> Source {
        self.source
    }

    /// Result and arguments. Every entry of the table has one; `None` is
    /// kept for callers that must not assume it (the verifier, legality).
    pub fn signature(&self) -> Option<&Signature> {
        self.signature.as_ref()
    }

    /// Whether the signature has an overload type.
    pub fn is_overloaded(&self) -> bool {
        self.signature.is_some_and(|s| s.is_overloaded())
    }

    /// How the overload type of the result is built from its scalar kind.
    pub fn overload_shape(&self) -> OverloadShape {
        self.overload_shape
    }

    /// The overload lists by minimum DXIL version; empty when the source
    /// lists none.
    pub fn overloads(&self) -> &'static [Versioned<&'static [ScalarKind]>] {
        self.overloads
    }

    /// The stage lists by minimum DXIL version; empty when the source gives
    /// none.
    pub fn stages(&self) -> &'static [Versioned<Stages>] {
        self.stages
    }

    /// The attribute lists by minimum DXIL version; empty when the source
    /// gives none.
    pub fn attrs(&self) -> &'static [Versioned<&'static [DxilAttr]>] {
        self.attrs
    }

    /// What the op needs beyond its signature (wave, derivative, ...);
    /// empty for most ops.
    pub fn properties(&self) -> &'static [OpProperty] {
        self.props
    }

    /// Whether the op has property `p`.
    pub fn has(&self, p: OpProperty) -> bool {
        self.props.contains(&p)
    }

    /// The overload kinds allowed at `version`; `None` if no entry applies
    /// (the op is not overloaded, or not yet at `version`).
    pub fn overloads_at(&self, version: DxilVersion) -> Option<&'static [ScalarKind]> {
        applicable(self.overloads, version).copied()
    }

    /// The stages allowed at `version`; `None` if no entry applies (the op
    /// does not exist yet at `version`, or the source gives no stages).
    pub fn stages_at(&self, version: DxilVersion) -> Option<Stages> {
        applicable(self.stages, version).copied()
    }

    /// The attributes at `version`; `None` if no entry applies.
    pub fn attrs_at(&self, version: DxilVersion) -> Option<&'static [DxilAttr]> {
        applicable(self.attrs, version).copied()
    }

    /// Every overload kind some version allows, in table order.
    pub fn all_overloads(&self) -> Vec<ScalarKind> {
        let mut all = Vec::new();
        for k in self.overloads.iter().flat_map(|e| e.value.iter()) {
            if !all.contains(k) {
                all.push(*k);
            }
        }
        all
    }

    /// The first DXIL version the op exists in: the first stage entry, or
    /// the first overload entry if that is later. `None` without stages.
    pub fn min_version(&self) -> Option<DxilVersion> {
        let stages = self.stages.first()?.since;
        let overloads = match (self.is_overloaded(), self.overloads.first()) {
            (true, Some(o)) => o.since,
            _ => stages,
        };
        Some(stages.max(overloads))
    }

    /// Whether the op may appear in `stage` at `version`, by the table.
    pub fn allowed_in(&self, version: DxilVersion, stage: ShaderStage) -> bool {
        self.stages_at(version).is_some_and(|s| s.allows(stage))
    }

    /// The LLVM intrinsics that lower to the op.
    pub fn lowers_from(&self) -> &'static [IntrinsicMap] {
        self.lowers_from
    }

    /// How the op is produced when that is not (only) an intrinsic mapping,
    /// e.g. `none; from dx.resource.load.typedbuffer`. Empty if nothing to
    /// add.
    pub fn lowering_note(&self) -> &'static str {
        self.lowering_note
    }

    /// Whether LLVM 22 has the op and its intrinsics, with the reason:
    /// `yes`, `partial: ...`, `no: ...`, `n/a (...)`.
    pub fn llvm22(&self) -> &'static str {
        self.llvm22
    }

    /// Facts added beyond the source and where they come from; empty if
    /// none.
    pub fn supplement(&self) -> &'static str {
        self.supplement
    }

    /// The `dx.op` function name for overload `overload`:
    /// `dx.op.bufferLoad.f32`, or `dx.op.<class>` when the op is not
    /// overloaded or `overload` is `None`.
    pub fn export_name(&self, overload: Option<ScalarKind>) -> String {
        match overload {
            Some(k) if self.is_overloaded() => format!("dx.op.{}.{}", self.class, k.suffix()),
            _ => format!("dx.op.{}", self.class),
        }
    }

    /// Writes one result or argument kind of the signature, the overload as
    /// `T` (or the `ResRet`/`CBufRet` of `T` for a shaped result).
    fn write_param(&self, f: &mut fmt::Formatter<'_>, kind: ParamKind, ret: bool) -> fmt::Result {
        match kind {
            ParamKind::Overload if ret => match self.overload_shape {
                OverloadShape::Scalar => f.write_str("T"),
                OverloadShape::ResRet => f.write_str("%dx.types.ResRet.T"),
                OverloadShape::CBufRet => f.write_str("%dx.types.CBufRet.T"),
                OverloadShape::Four => f.write_str("%dx.types.fourT"),
            },
            ParamKind::Overload => f.write_str("T"),
            k => match (super::types::DxilStruct::of_param(k), k.address_space()) {
                (Some(s), _) => write!(f, "%{}", s.name()),
                (None, Some(0)) => f.write_str("ptr"),
                (None, Some(n)) => write!(f, "ptr addrspace({n})"),
                (None, None) => f.write_str(k.td_name()),
            },
        }
    }
}

impl fmt::Display for DxilOp {
    /// Everything the table says, one fact per line, as `dxir ops NAME`
    /// prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} (opcode {})", self.dialect_name(), self.opcode)?;
        write!(f, "  name:       {}", self.name)?;
        if self.dxc_name != self.name {
            write!(f, " (DXC: {})", self.dxc_name)?;
        }
        writeln!(f)?;
        write!(f, "  class:      {}", self.class)?;
        if self.class_inferred {
            write!(f, " (inferred)")?;
        }
        writeln!(f)?;
        f.write_str("  signature:  ")?;
        match &self.signature {
            Some(sig) => {
                self.write_param(f, sig.ret, true)?;
                let suffix = if sig.is_overloaded() { ".T" } else { "" };
                write!(f, " @dx.op.{}{suffix}(i32 {}", self.class, self.opcode)?;
                for a in sig.args {
                    f.write_str(", ")?;
                    self.write_param(f, a.kind, false)?;
                    if !a.name.is_empty() {
                        write!(f, " {}", a.name)?;
                    }
                }
                writeln!(f, ")")?;
            }
            None => writeln!(f, "(not in the table)")?,
        }
        f.write_str("  overloads:  ")?;
        if self.overloads.is_empty() {
            writeln!(f, "none")?;
        }
        for (i, e) in self.overloads.iter().enumerate() {
            if i > 0 {
                f.write_str("              ")?;
            }
            write!(f, "DXIL {}+: ", e.since)?;
            for (j, k) in e.value.iter().enumerate() {
                if j > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{}{}", self.overload_shape.prefix(), k.suffix())?;
            }
            writeln!(f)?;
        }
        f.write_str("  stages:     ")?;
        if self.stages.is_empty() {
            writeln!(f, "(not in the table)")?;
        }
        for (i, e) in self.stages.iter().enumerate() {
            if i > 0 {
                f.write_str("              ")?;
            }
            writeln!(f, "DXIL {}+: {}", e.since, e.value)?;
        }
        f.write_str("  attributes: ")?;
        if self.attrs.is_empty() {
            writeln!(f, "(not in the table)")?;
        }
        for (i, e) in self.attrs.iter().enumerate() {
            if i > 0 {
                f.write_str("              ")?;
            }
            write!(f, "DXIL {}+: ", e.since)?;
            if e.value.is_empty() {
                f.write_str("none")?;
            }
            for (j, a) in e.value.iter().enumerate() {
                if j > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{a}")?;
            }
            writeln!(f)?;
        }
        if !self.props.is_empty() {
            f.write_str("  properties: ")?;
            for (i, p) in self.props.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{p}")?;
            }
            writeln!(f)?;
        }
        if !self.lowers_from.is_empty() || !self.lowering_note.is_empty() {
            f.write_str("  from:       ")?;
            for (i, m) in self.lowers_from.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{m}")?;
            }
            if !self.lowering_note.is_empty() {
                let sep = if self.lowers_from.is_empty() { "" } else { " " };
                write!(f, "{sep}({})", self.lowering_note)?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  LLVM 22:    {}", self.llvm22)?;
        let source = match self.source {
            Source::LlvmTd => "LLVM DXIL.td",
            Source::Hctdb => "DXC's hctdb (DXIL 1.8)",
        };
        write!(f, "  source:     {source}")?;
        if !self.supplement.is_empty() {
            write!(f, "; {}", self.supplement)?;
        }
        Ok(())
    }
}
