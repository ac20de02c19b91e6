//! DXIL versions, shader models and shader stages: the axes the op table's
//! facts vary along.
//!
//! DXIL 1.x pairs with shader model 6.x, so a target can be named either
//! way; the table itself speaks DXIL versions, as DXIL.td does.

use std::fmt;
use std::str::FromStr;

/// A DXIL version such as 1.6.
///
/// Ordered by `(major, minor)`, which is what the versioned rule of the op
/// table compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DxilVersion {
    /// Always 1 for the DXIL versions that exist.
    pub major: u32,
    /// 0 to 8 in the op table.
    pub minor: u32,
}

impl DxilVersion {
    /// DXIL 1.0, the first version.
    pub const V1_0: DxilVersion = DxilVersion::new(1, 0);
    /// DXIL 1.8, the newest version the op table knows.
    pub const LATEST: DxilVersion = DxilVersion::new(1, 8);

    /// DXIL `major.minor`.
    pub const fn new(major: u32, minor: u32) -> Self {
        DxilVersion { major, minor }
    }

    /// Reads a version written as a Rust float literal, `1.6`, at compile
    /// time; the op table's macro uses it. `None` unless the text is
    /// `digits.digits`.
    pub(crate) const fn from_literal(s: &str) -> Option<DxilVersion> {
        match parse_pair(s.as_bytes(), b'.') {
            Some((major, minor)) => Some(DxilVersion::new(major, minor)),
            None => None,
        }
    }

    /// The shader model this DXIL version goes with: DXIL 1.x is shader
    /// model 6.x. `None` for a major version other than 1.
    pub fn shader_model(self) -> Option<ShaderModel> {
        (self.major == 1).then_some(ShaderModel {
            major: 6,
            minor: self.minor,
        })
    }

    /// The DXIL version of a shader model: 6.x gives 1.x. `None` for shader
    /// models before 6, which predate DXIL.
    pub fn from_shader_model(sm: ShaderModel) -> Option<DxilVersion> {
        (sm.major == 6).then_some(DxilVersion::new(1, sm.minor))
    }
}

impl fmt::Display for DxilVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

impl FromStr for DxilVersion {
    type Err = ParseVersionError;

    /// Reads `1.6`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse_pair(s.trim().as_bytes(), b'.')
            .map(|(major, minor)| DxilVersion::new(major, minor))
            .ok_or_else(|| ParseVersionError::Dxil(s.to_string()))
    }
}

/// A shader model such as 6.6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ShaderModel {
    /// 6 for every shader model that has DXIL.
    pub major: u32,
    /// The minor number, equal to the DXIL minor version.
    pub minor: u32,
}

impl fmt::Display for ShaderModel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

impl FromStr for ShaderModel {
    type Err = ParseVersionError;

    /// Reads `6.6` or `6_6`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.trim().as_bytes();
        parse_pair(b, b'.')
            .or_else(|| parse_pair(b, b'_'))
            .map(|(major, minor)| ShaderModel { major, minor })
            .ok_or_else(|| ParseVersionError::ShaderModel(s.to_string()))
    }
}

/// A version or shader model that does not read as `major.minor`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseVersionError {
    /// Not a DXIL version.
    #[error("`{0}` is not a DXIL version; expected `1.x`, e.g. `1.6`")]
    Dxil(String),
    /// Not a shader model.
    #[error("`{0}` is not a shader model; expected `6.x`, e.g. `6.6`")]
    ShaderModel(String),
}

/// Reads `digits SEP digits` (each at most 9 digits, so no overflow).
const fn parse_pair(b: &[u8], sep: u8) -> Option<(u32, u32)> {
    let mut i = 0;
    let mut parts = [0u32; 2];
    let mut digits = [0usize; 2];
    let mut part = 0;
    while i < b.len() {
        let c = b[i];
        if c == sep && part == 0 {
            part = 1;
        } else if c.is_ascii_digit() && digits[part] < 9 {
            parts[part] = parts[part] * 10 + (c - b'0') as u32;
            digits[part] += 1;
        } else {
            return None;
        }
        i += 1;
    }
    if part == 1 && digits[0] > 0 && digits[1] > 0 {
        Some((parts[0], parts[1]))
    } else {
        None
    }
}

/// A shader stage (DXIL's shader kind), as the op table's stage lists name
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ShaderStage {
    /// Pixel shader (`ps`).
    Pixel,
    /// Vertex shader (`vs`).
    Vertex,
    /// Geometry shader (`gs`).
    Geometry,
    /// Hull shader (`hs`).
    Hull,
    /// Domain shader (`ds`).
    Domain,
    /// Compute shader (`cs`).
    Compute,
    /// Library (`lib`): a collection of entry points.
    Library,
    /// Ray generation shader.
    RayGeneration,
    /// Intersection shader.
    Intersection,
    /// Any-hit shader.
    AnyHit,
    /// Closest-hit shader.
    ClosestHit,
    /// Miss shader.
    Miss,
    /// Callable shader.
    Callable,
    /// Mesh shader (`ms`).
    Mesh,
    /// Amplification shader (`as`).
    Amplification,
    /// Work-graph node shader.
    Node,
}

impl ShaderStage {
    /// Every stage, in the order DXIL numbers shader kinds.
    pub const ALL: [ShaderStage; 16] = [
        ShaderStage::Pixel,
        ShaderStage::Vertex,
        ShaderStage::Geometry,
        ShaderStage::Hull,
        ShaderStage::Domain,
        ShaderStage::Compute,
        ShaderStage::Library,
        ShaderStage::RayGeneration,
        ShaderStage::Intersection,
        ShaderStage::AnyHit,
        ShaderStage::ClosestHit,
        ShaderStage::Miss,
        ShaderStage::Callable,
        ShaderStage::Mesh,
        ShaderStage::Amplification,
        ShaderStage::Node,
    ];

    /// The name the op table and target triples use: `pixel`, `compute`,
    /// `raygeneration`, ...
    pub const fn name(self) -> &'static str {
        match self {
            ShaderStage::Pixel => "pixel",
            ShaderStage::Vertex => "vertex",
            ShaderStage::Geometry => "geometry",
            ShaderStage::Hull => "hull",
            ShaderStage::Domain => "domain",
            ShaderStage::Compute => "compute",
            ShaderStage::Library => "library",
            ShaderStage::RayGeneration => "raygeneration",
            ShaderStage::Intersection => "intersection",
            ShaderStage::AnyHit => "anyhit",
            ShaderStage::ClosestHit => "closesthit",
            ShaderStage::Miss => "miss",
            ShaderStage::Callable => "callable",
            ShaderStage::Mesh => "mesh",
            ShaderStage::Amplification => "amplification",
            ShaderStage::Node => "node",
        }
    }

    /// The short profile name (`ps`, `cs`, `lib`, ...), for the stages that
    /// have one.
    pub const fn short_name(self) -> Option<&'static str> {
        match self {
            ShaderStage::Pixel => Some("ps"),
            ShaderStage::Vertex => Some("vs"),
            ShaderStage::Geometry => Some("gs"),
            ShaderStage::Hull => Some("hs"),
            ShaderStage::Domain => Some("ds"),
            ShaderStage::Compute => Some("cs"),
            ShaderStage::Library => Some("lib"),
            ShaderStage::Mesh => Some("ms"),
            ShaderStage::Amplification => Some("as"),
            _ => None,
        }
    }

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl fmt::Display for ShaderStage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ShaderStage {
    type Err = ParseStageError;

    /// Reads a stage by its long name (`compute`) or its short profile name
    /// (`cs`), ignoring case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        ShaderStage::ALL
            .into_iter()
            .find(|st| {
                t.eq_ignore_ascii_case(st.name())
                    || st.short_name().is_some_and(|n| t.eq_ignore_ascii_case(n))
            })
            .ok_or_else(|| ParseStageError(s.to_string()))
    }
}

/// A name that is no shader stage.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a shader stage; expected one of pixel (ps), vertex (vs), geometry (gs), hull (hs), domain (ds), compute (cs), library (lib), raygeneration, intersection, anyhit, closesthit, miss, callable, mesh (ms), amplification (as), node")]
pub struct ParseStageError(pub String);

/// A set of shader stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct StageMask(u32);

impl StageMask {
    /// The stages of `stages`.
    pub const fn of(stages: &[ShaderStage]) -> StageMask {
        let mut bits = 0;
        let mut i = 0;
        while i < stages.len() {
            bits |= stages[i].bit();
            i += 1;
        }
        StageMask(bits)
    }

    /// Whether `stage` is in the set.
    pub const fn contains(self, stage: ShaderStage) -> bool {
        self.0 & stage.bit() != 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The stages in the set, in [`ShaderStage::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = ShaderStage> {
        ShaderStage::ALL
            .into_iter()
            .filter(move |&s| self.contains(s))
    }
}

impl fmt::Display for StageMask {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(s.name())?;
        }
        Ok(())
    }
}

/// Where an op may appear from some DXIL version on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stages {
    /// Every stage.
    All,
    /// No stage: the op was removed in this version.
    Removed,
    /// Only these stages.
    Only(StageMask),
}

impl Stages {
    /// Whether an op with these stages may appear in `stage`.
    pub fn allows(self, stage: ShaderStage) -> bool {
        match self {
            Stages::All => true,
            Stages::Removed => false,
            Stages::Only(m) => m.contains(stage),
        }
    }
}

impl fmt::Display for Stages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stages::All => f.write_str("all stages"),
            Stages::Removed => f.write_str("removed"),
            Stages::Only(m) => write!(f, "{m}"),
        }
    }
}

/// The target a module is checked against: a DXIL version and the shader
/// stage of its entry point (or `library`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DxilTarget {
    /// The DXIL version (1.x for shader model 6.x).
    pub version: DxilVersion,
    /// The shader stage.
    pub stage: ShaderStage,
}

impl DxilTarget {
    /// The target for shader model `sm` and `stage`; `None` before shader
    /// model 6.
    pub fn for_shader_model(sm: ShaderModel, stage: ShaderStage) -> Option<DxilTarget> {
        DxilVersion::from_shader_model(sm).map(|version| DxilTarget { version, stage })
    }
}

/// A target triple that does not name a DXIL target.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TripleError {
    /// The module has no `llvm.triple` attribute.
    #[error("the module has no target triple; expected e.g. `dxilv1.6-pc-shadermodel6.6-compute`")]
    Missing,
    /// The triple is not `dxil[v1.x]-<vendor>-shadermodel6.x-<stage>`.
    #[error(
        "`{0}` is not a DXIL target triple; expected e.g. `dxilv1.6-pc-shadermodel6.6-compute`"
    )]
    Malformed(String),
    /// The triple's DXIL version is not the one of its shader model.
    #[error("triple `{0}`: DXIL version does not match the shader model")]
    Mismatch(String),
}

/// The target of a triple such as `dxilv1.6-pc-shadermodel6.6-compute`
/// (`dxil-…` without a version takes the shader model's).
pub fn target_of_triple(triple: &str) -> Result<DxilTarget, TripleError> {
    let bad = || TripleError::Malformed(triple.to_string());
    let mut parts = triple.split('-');
    let arch = parts.next().ok_or_else(bad)?;
    let _vendor = parts.next().ok_or_else(bad)?;
    let os = parts.next().ok_or_else(bad)?;
    let env = parts.next().ok_or_else(bad)?;
    if parts.next().is_some() {
        return Err(bad());
    }
    // `shadermodel6` means 6.0, as in LLVM.
    let sm: ShaderModel = os
        .strip_prefix("shadermodel")
        .and_then(|v| {
            if v.contains('.') {
                v.parse().ok()
            } else {
                format!("{v}.0").parse().ok()
            }
        })
        .ok_or_else(bad)?;
    let stage: ShaderStage = env.parse().map_err(|_| bad())?;
    let from_sm = DxilVersion::from_shader_model(sm).ok_or_else(bad)?;
    let version = match arch.strip_prefix("dxil").ok_or_else(bad)? {
        "" => from_sm,
        v => {
            let v: DxilVersion = v
                .strip_prefix('v')
                .ok_or_else(bad)?
                .parse()
                .map_err(|_| bad())?;
            if v != from_sm {
                return Err(TripleError::Mismatch(triple.to_string()));
            }
            v
        }
    };
    Ok(DxilTarget { version, stage })
}

/// The module attribute that holds the target triple (LLVM's name for
/// it: an attribute key, not an op).
const TRIPLE_ATTR: &str = "llvm.triple";

/// The module's `llvm.triple` attribute.
pub fn module_triple<'c>(cx: &'c dxir_ir::Context, m: &dxir_ir::Module) -> Option<&'c str> {
    let key = cx.try_ident(TRIPLE_ATTR)?;
    cx.attr_as_str(m.attrs.get(key)?)
}

/// Sets the module's `llvm.triple` attribute (not checked).
pub fn set_module_triple(cx: &dxir_ir::Context, m: &mut dxir_ir::Module, triple: &str) {
    m.attrs.set(cx.ident(TRIPLE_ATTR), cx.str_attr(triple));
}

/// The DXIL target of a module, from its triple.
pub fn module_target(
    cx: &dxir_ir::Context,
    m: &dxir_ir::Module,
) -> Result<DxilTarget, TripleError> {
    target_of_triple(module_triple(cx, m).ok_or(TripleError::Missing)?)
}

/// The triple of `sm` and `stage`: `dxilv1.<m>-pc-shadermodel6.<m>-<stage>`.
pub fn triple_for(sm: ShaderModel, stage: ShaderStage) -> String {
    let v = DxilVersion::from_shader_model(sm).map_or(0, |v| v.minor);
    format!("dxilv1.{v}-pc-shadermodel{sm}-{}", stage.name())
}

/// Retargets a module to shader model `sm` and/or `stage`, keeping what is
/// not given (what `dxir lower --shader-model/--stage` does before
/// lowering).
pub fn retarget_module(
    cx: &dxir_ir::Context,
    m: &mut dxir_ir::Module,
    sm: Option<ShaderModel>,
    stage: Option<ShaderStage>,
) -> Result<DxilTarget, TripleError> {
    let current = module_target(cx, m)?;
    let sm = match sm {
        Some(sm) => sm,
        None => current
            .version
            .shader_model()
            .ok_or_else(|| TripleError::Malformed(module_triple(cx, m).unwrap_or("").into()))?,
    };
    let triple = triple_for(sm, stage.unwrap_or(current.stage));
    let target = target_of_triple(&triple)?;
    set_module_triple(cx, m, &triple);
    Ok(target)
}

#[cfg(test)]
mod triple_tests {
    use super::*;

    #[test]
    fn reads_clang_triples() {
        let t = target_of_triple("dxilv1.6-pc-shadermodel6.6-compute").unwrap();
        assert_eq!((t.version.minor, t.stage), (6, ShaderStage::Compute));
        let t = target_of_triple("dxil-pc-shadermodel6.0-library").unwrap();
        assert_eq!((t.version.minor, t.stage), (0, ShaderStage::Library));
        let t = target_of_triple("dxilv1.2-unknown-shadermodel6.2-pixel").unwrap();
        assert_eq!((t.version.minor, t.stage), (2, ShaderStage::Pixel));
        let t = target_of_triple("dxil-unknown-shadermodel6-pixel").unwrap();
        assert_eq!(t.version.minor, 0);
    }

    #[test]
    fn rejects_others() {
        for bad in [
            "x86_64-pc-linux-gnu",
            "dxilv1.6-pc-shadermodel6.6",
            "dxilv1.6-pc-sm6.6-compute",
            "dxilv1.6-pc-shadermodel6.6-nostage",
        ] {
            assert!(
                matches!(target_of_triple(bad), Err(TripleError::Malformed(_))),
                "{bad}"
            );
        }
        assert!(matches!(
            target_of_triple("dxilv1.5-pc-shadermodel6.6-compute"),
            Err(TripleError::Mismatch(_))
        ));
    }

    #[test]
    fn triple_for_round_trips() {
        let sm = ShaderModel { major: 6, minor: 5 };
        let t = triple_for(sm, ShaderStage::Compute);
        assert_eq!(t, "dxilv1.5-pc-shadermodel6.5-compute");
        assert_eq!(target_of_triple(&t).unwrap().version.minor, 5);
    }
}
