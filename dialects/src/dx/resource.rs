//! Resource types: a typed view of the `target("dx.…")` handle types.
//!
//! clang gives every HLSL resource a target extension type whose parameters
//! are positional: `target("dx.TypedBuffer", <4 x float>, 1, 0, 0)` is a
//! `RWBuffer<float4>` because the integers mean IsWriteable, IsROV and
//! IsSigned, in that order. [`ResourceType`] names them, checks them once
//! ([`ResourceType::decode`]) and builds the type back
//! ([`ResourceType::to_type`]), so verify hooks and passes read
//! `rt.is_writeable()` instead of `ints[0] == 1`.
//!
//! The parameter lists are those of LLVM 22 (see `dxil-reference.md` §3.5):
//!
//! | target type | type parameters | integer parameters |
//! |---|---|---|
//! | `dx.TypedBuffer` | element | IsWriteable, IsROV, IsSigned |
//! | `dx.RawBuffer` | element | IsWriteable, IsROV |
//! | `dx.CBuffer` | layout | — |
//! | `dx.Texture` | element | IsWriteable, IsROV, IsSigned, Dimension |
//! | `dx.MSTexture` | element | IsWriteable, SampleCount, IsSigned, Dimension |
//! | `dx.FeedbackTexture` | — | FeedbackType, Dimension |
//! | `dx.Sampler` | — | SamplerType |

use dxir_ir::{Context, Type, TypeData};

/// Which `target("dx.…")` type a handle has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TargetKind {
    /// `dx.TypedBuffer`: `Buffer<T>`, `RWBuffer<T>`, ROV buffers.
    TypedBuffer,
    /// `dx.RawBuffer`: byte-address and structured buffers.
    RawBuffer,
    /// `dx.CBuffer`: a constant buffer.
    CBuffer,
    /// `dx.Texture`: textures that are not multisampled.
    Texture,
    /// `dx.MSTexture`: multisampled textures.
    MSTexture,
    /// `dx.FeedbackTexture`: sampler feedback textures.
    FeedbackTexture,
    /// `dx.Sampler`: sampler states.
    Sampler,
}

impl TargetKind {
    /// Every kind, in declaration order.
    pub const ALL: [TargetKind; 7] = [
        TargetKind::TypedBuffer,
        TargetKind::RawBuffer,
        TargetKind::CBuffer,
        TargetKind::Texture,
        TargetKind::MSTexture,
        TargetKind::FeedbackTexture,
        TargetKind::Sampler,
    ];

    /// The target type's name, e.g. `dx.TypedBuffer`.
    pub fn name(self) -> &'static str {
        match self {
            TargetKind::TypedBuffer => "dx.TypedBuffer",
            TargetKind::RawBuffer => "dx.RawBuffer",
            TargetKind::CBuffer => "dx.CBuffer",
            TargetKind::Texture => "dx.Texture",
            TargetKind::MSTexture => "dx.MSTexture",
            TargetKind::FeedbackTexture => "dx.FeedbackTexture",
            TargetKind::Sampler => "dx.Sampler",
        }
    }

    /// The kind whose target type is called `name`.
    pub fn from_name(name: &str) -> Option<TargetKind> {
        TargetKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// How many type and integer parameters the target type takes.
    pub fn param_counts(self) -> (usize, usize) {
        match self {
            TargetKind::TypedBuffer => (1, 3),
            TargetKind::RawBuffer => (1, 2),
            TargetKind::CBuffer => (1, 0),
            TargetKind::Texture | TargetKind::MSTexture => (1, 4),
            TargetKind::FeedbackTexture => (0, 2),
            TargetKind::Sampler => (0, 1),
        }
    }
}

impl std::fmt::Display for TargetKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// DXIL's resource class: the register file a binding lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum ResourceClass {
    /// Shader resource view (`t` registers).
    Srv = 0,
    /// Unordered access view (`u` registers).
    Uav = 1,
    /// Constant buffer view (`b` registers).
    CBuffer = 2,
    /// Sampler (`s` registers).
    Sampler = 3,
}

impl ResourceClass {
    /// Every class, in numeric order.
    pub const ALL: [ResourceClass; 4] = [
        ResourceClass::Srv,
        ResourceClass::Uav,
        ResourceClass::CBuffer,
        ResourceClass::Sampler,
    ];

    /// The HLSL register letter: `t`, `u`, `b` or `s`.
    pub fn register_letter(self) -> char {
        match self {
            ResourceClass::Srv => 't',
            ResourceClass::Uav => 'u',
            ResourceClass::CBuffer => 'b',
            ResourceClass::Sampler => 's',
        }
    }

    /// The short name DXIL tools print: `SRV`, `UAV`, `CBV`, `Sampler`.
    pub fn name(self) -> &'static str {
        match self {
            ResourceClass::Srv => "SRV",
            ResourceClass::Uav => "UAV",
            ResourceClass::CBuffer => "CBV",
            ResourceClass::Sampler => "Sampler",
        }
    }
}

impl std::fmt::Display for ResourceClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// DXIL's resource kind (shape), numbered as in `dxil::ResourceKind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum ResourceKind {
    Texture1D = 1,
    Texture2D = 2,
    Texture2DMS = 3,
    Texture3D = 4,
    TextureCube = 5,
    Texture1DArray = 6,
    Texture2DArray = 7,
    Texture2DMSArray = 8,
    TextureCubeArray = 9,
    TypedBuffer = 10,
    RawBuffer = 11,
    StructuredBuffer = 12,
    CBuffer = 13,
    Sampler = 14,
    TBuffer = 15,
    RTAccelerationStructure = 16,
    FeedbackTexture2D = 17,
    FeedbackTexture2DArray = 18,
}

impl ResourceKind {
    /// The kind numbered `n`, if it is one (0, "invalid", is not).
    pub fn from_u32(n: u32) -> Option<ResourceKind> {
        use ResourceKind::*;
        Some(match n {
            1 => Texture1D,
            2 => Texture2D,
            3 => Texture2DMS,
            4 => Texture3D,
            5 => TextureCube,
            6 => Texture1DArray,
            7 => Texture2DArray,
            8 => Texture2DMSArray,
            9 => TextureCubeArray,
            10 => TypedBuffer,
            11 => RawBuffer,
            12 => StructuredBuffer,
            13 => CBuffer,
            14 => Sampler,
            15 => TBuffer,
            16 => RTAccelerationStructure,
            17 => FeedbackTexture2D,
            18 => FeedbackTexture2DArray,
            _ => return None,
        })
    }

    /// The name LLVM's resource printer uses (`Buffer` for typed buffers).
    pub fn name(self) -> &'static str {
        use ResourceKind::*;
        match self {
            Texture1D => "Texture1D",
            Texture2D => "Texture2D",
            Texture2DMS => "Texture2DMS",
            Texture3D => "Texture3D",
            TextureCube => "TextureCube",
            Texture1DArray => "Texture1DArray",
            Texture2DArray => "Texture2DArray",
            Texture2DMSArray => "Texture2DMSArray",
            TextureCubeArray => "TextureCubeArray",
            TypedBuffer => "Buffer",
            RawBuffer => "RawBuffer",
            StructuredBuffer => "StructuredBuffer",
            CBuffer => "CBuffer",
            Sampler => "Sampler",
            TBuffer => "TBuffer",
            RTAccelerationStructure => "RTAccelerationStructure",
            FeedbackTexture2D => "FeedbackTexture2D",
            FeedbackTexture2DArray => "FeedbackTexture2DArray",
        }
    }

    /// How many integer coordinates a texel load or store of a texture of
    /// this dimension takes (`Load`, `operator[]`): one per axis, plus the
    /// array slice. Cube textures have no texel addressing (`None`), nor do
    /// resources that are not textures.
    pub fn texel_coordinates(self) -> Option<u32> {
        use ResourceKind::*;
        match self {
            Texture1D => Some(1),
            Texture2D | Texture1DArray | Texture2DMS => Some(2),
            Texture3D | Texture2DArray | Texture2DMSArray => Some(3),
            _ => None,
        }
    }

    /// How many float coordinates a sample or gather of a texture of this
    /// dimension takes: a cube is addressed by a direction (3), a cube
    /// array by a direction and a slice (4). Multisampled textures cannot
    /// be sampled (`None`).
    pub fn sample_coordinates(self) -> Option<u32> {
        use ResourceKind::*;
        match self {
            Texture1D => Some(1),
            Texture2D | Texture1DArray => Some(2),
            Texture3D | Texture2DArray | TextureCube => Some(3),
            TextureCubeArray => Some(4),
            _ => None,
        }
    }

    /// How many texel offsets an access of a texture of this dimension may
    /// carry: one per spatial axis (the array slice takes none), none for
    /// cubes.
    pub fn offset_count(self) -> u32 {
        use ResourceKind::*;
        match self {
            Texture1D | Texture1DArray => 1,
            Texture2D | Texture2DArray | Texture2DMS | Texture2DMSArray => 2,
            Texture3D => 3,
            _ => 0,
        }
    }

    /// Whether a `dx.Texture` may have this dimension.
    fn is_texture(self) -> bool {
        (1..=9).contains(&(self as u8)) && !self.is_multisampled()
    }

    /// Whether a `dx.MSTexture` may have this dimension.
    fn is_multisampled(self) -> bool {
        matches!(
            self,
            ResourceKind::Texture2DMS | ResourceKind::Texture2DMSArray
        )
    }

    /// Whether a `dx.FeedbackTexture` may have this dimension.
    fn is_feedback(self) -> bool {
        matches!(
            self,
            ResourceKind::FeedbackTexture2D | ResourceKind::FeedbackTexture2DArray
        )
    }
}

/// A sampler's kind (`SamplerType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum SamplerKind {
    /// `SamplerState`.
    Default = 0,
    /// `SamplerComparisonState`.
    Comparison = 1,
    /// A mono sampler.
    Mono = 2,
}

/// What a feedback texture records (`SamplerFeedbackType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum FeedbackType {
    /// `SAMPLER_FEEDBACK_MIN_MIP`.
    MinMip = 0,
    /// `SAMPLER_FEEDBACK_MIP_REGION_USED`.
    MipRegionUsed = 1,
}

/// The component type of a typed resource (`dxil::ElementType`, DXC's
/// `ComponentType`), numbered as in DXIL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
#[allow(missing_docs)]
pub enum ElementType {
    Invalid = 0,
    I1 = 1,
    I16 = 2,
    U16 = 3,
    I32 = 4,
    U32 = 5,
    I64 = 6,
    U64 = 7,
    F16 = 8,
    F32 = 9,
    F64 = 10,
    SNormF16 = 11,
    UNormF16 = 12,
    SNormF32 = 13,
    UNormF32 = 14,
    SNormF64 = 15,
    UNormF64 = 16,
    PackedS8x32 = 17,
    PackedU8x32 = 18,
}

impl ElementType {
    /// The type of a scalar (or a vector's lanes) as a component type;
    /// `signed` picks between the signed and unsigned integer codes.
    /// Anything else (including `i8`) is [`ElementType::Invalid`].
    pub fn of_scalar(cx: &Context, ty: Type, signed: bool) -> ElementType {
        let scalar = match cx.type_data(ty) {
            TypeData::Vector { elem, .. } => *elem,
            _ => ty,
        };
        let pick = |s, u| if signed { s } else { u };
        match cx.type_data(scalar) {
            TypeData::Int(1) => ElementType::I1,
            TypeData::Int(16) => pick(ElementType::I16, ElementType::U16),
            TypeData::Int(32) => pick(ElementType::I32, ElementType::U32),
            TypeData::Int(64) => pick(ElementType::I64, ElementType::U64),
            TypeData::Half => ElementType::F16,
            TypeData::Float => ElementType::F32,
            TypeData::Double => ElementType::F64,
            _ => ElementType::Invalid,
        }
    }

    /// The type as stored in `!dx.resources` metadata: LLVM 22 writes the
    /// 64-bit types as `U32` there (they are stored as pairs of 32-bit
    /// words), while annotateHandle keeps the real type.
    pub fn storage(self) -> ElementType {
        match self {
            ElementType::I64 | ElementType::U64 | ElementType::F64 => ElementType::U32,
            other => other,
        }
    }

    /// The name DXIL tools print, e.g. `f32`, `u32`, `snorm_f16`.
    pub fn name(self) -> &'static str {
        use ElementType::*;
        match self {
            Invalid => "invalid",
            I1 => "i1",
            I16 => "i16",
            U16 => "u16",
            I32 => "i32",
            U32 => "u32",
            I64 => "i64",
            U64 => "u64",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
            SNormF16 => "snorm_f16",
            UNormF16 => "unorm_f16",
            SNormF32 => "snorm_f32",
            UNormF32 => "unorm_f32",
            SNormF64 => "snorm_f64",
            UNormF64 => "unorm_f64",
            PackedS8x32 => "p32i8",
            PackedU8x32 => "p32u8",
        }
    }
}

impl std::fmt::Display for ElementType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A decoded `target("dx.…")` resource type.
///
/// Each variant holds exactly the parameters its target type has, so a
/// value always encodes back to a valid type.
///
/// # Example
/// ```
/// use dxir_dialects::dx::{ResourceType, TargetKind};
/// let cx = dxir_ir::Context::new();
/// let ty = dxir_ir::parse_type(&cx, r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#, "t").unwrap();
/// let rt = ResourceType::decode(&cx, ty).unwrap();
/// assert_eq!(rt.kind(), TargetKind::TypedBuffer);
/// assert!(rt.is_writeable() && !rt.is_rov());
/// assert_eq!(rt.to_type(&cx), ty);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResourceType {
    /// `target("dx.TypedBuffer", T, IsWriteable, IsROV, IsSigned)`.
    TypedBuffer {
        /// A scalar, or a vector of at most 4 lanes and 16 bytes.
        element: Type,
        /// A UAV (`RWBuffer`) rather than an SRV.
        writeable: bool,
        /// A rasterizer-ordered view; implies `writeable`.
        rov: bool,
        /// Integer elements are signed.
        signed: bool,
    },
    /// `target("dx.RawBuffer", T, IsWriteable, IsROV)`.
    RawBuffer {
        /// `i8` (or `void`) for a byte-address buffer, anything else for a
        /// structured buffer.
        element: Type,
        /// A UAV rather than an SRV.
        writeable: bool,
        /// A rasterizer-ordered view; implies `writeable`.
        rov: bool,
    },
    /// `target("dx.CBuffer", Layout)`.
    CBuffer {
        /// The layout struct of the buffer's members.
        layout: Type,
    },
    /// `target("dx.Texture", T, IsWriteable, IsROV, IsSigned, Dimension)`.
    Texture {
        /// A scalar, or a vector of at most 4 lanes and 16 bytes.
        element: Type,
        /// A UAV rather than an SRV.
        writeable: bool,
        /// A rasterizer-ordered view; implies `writeable`.
        rov: bool,
        /// Integer elements are signed.
        signed: bool,
        /// `Texture1D` to `TextureCubeArray`, not multisampled.
        dimension: ResourceKind,
    },
    /// `target("dx.MSTexture", T, IsWriteable, SampleCount, IsSigned, Dimension)`.
    MSTexture {
        /// A scalar, or a vector of at most 4 lanes and 16 bytes.
        element: Type,
        /// A UAV rather than an SRV.
        writeable: bool,
        /// Samples per pixel.
        sample_count: u32,
        /// Integer elements are signed.
        signed: bool,
        /// `Texture2DMS` or `Texture2DMSArray`.
        dimension: ResourceKind,
    },
    /// `target("dx.FeedbackTexture", FeedbackType, Dimension)`.
    FeedbackTexture {
        /// What the texture records.
        feedback: FeedbackType,
        /// `FeedbackTexture2D` or `FeedbackTexture2DArray`.
        dimension: ResourceKind,
    },
    /// `target("dx.Sampler", SamplerType)`.
    Sampler {
        /// The sampler's kind.
        kind: SamplerKind,
    },
}

/// Why a type is not a well-formed resource type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResourceTypeError {
    /// Not a `target(...)` type at all.
    #[error("`{ty}` is not a target extension type")]
    NotTargetExt {
        /// The type as text.
        ty: String,
    },
    /// A target type that is not a `dx` resource (`dx.Padding`, another target's type).
    #[error("`{name}` is not a dx resource type")]
    UnknownName {
        /// The target type's name.
        name: String,
    },
    /// The wrong number of type or integer parameters.
    #[error("`{kind}` takes {types} type and {ints} integer parameters, found {found_types} and {found_ints}")]
    ParamCount {
        /// The target type.
        kind: TargetKind,
        /// Type parameters it takes.
        types: usize,
        /// Integer parameters it takes.
        ints: usize,
        /// Type parameters found.
        found_types: usize,
        /// Integer parameters found.
        found_ints: usize,
    },
    /// A flag parameter that is neither 0 nor 1.
    #[error("`{kind}` parameter {param} must be 0 or 1, found {value}")]
    NotAFlag {
        /// The target type.
        kind: TargetKind,
        /// The parameter's name, e.g. `IsWriteable`.
        param: &'static str,
        /// The value found.
        value: u32,
    },
    /// IsROV set on a read-only resource.
    #[error("`{kind}` is rasterizer-ordered but not writeable")]
    RovNotWriteable {
        /// The target type.
        kind: TargetKind,
    },
    /// A dimension that does not fit the target type.
    #[error("`{kind}` cannot have dimension {value}")]
    BadDimension {
        /// The target type.
        kind: TargetKind,
        /// The value found.
        value: u32,
    },
    /// A sample count of 0.
    #[error("`dx.MSTexture` needs a sample count of at least 1")]
    NoSamples,
    /// An unknown `SamplerType`.
    #[error("`dx.Sampler` has no sampler type {0}")]
    BadSamplerKind(u32),
    /// An unknown `SamplerFeedbackType`.
    #[error("`dx.FeedbackTexture` has no feedback type {0}")]
    BadFeedbackType(u32),
    /// An element a typed resource cannot hold.
    #[error("`{kind}` element must be an integer or float scalar, or a vector of at most 4 of them in at most 16 bytes, found `{element}`")]
    BadTypedElement {
        /// The target type.
        kind: TargetKind,
        /// The element as text.
        element: String,
    },
    /// A structured buffer element or cbuffer layout without a DXIL data
    /// layout size (an opaque struct), or one too large for a 32-bit field.
    #[error("`{kind}` element `{element}` has no size in the DXIL data layout that fits 32 bits")]
    Unsized {
        /// The target type.
        kind: TargetKind,
        /// The element as text.
        element: String,
    },
    /// An element no value can have (a function type, `metadata`).
    #[error("`{kind}` cannot hold `{element}`")]
    BadElement {
        /// The target type.
        kind: TargetKind,
        /// The element as text.
        element: String,
    },
}

impl ResourceType {
    /// Decodes a `target("dx.…")` type.
    ///
    /// # Errors
    /// [`ResourceTypeError`] if `ty` is not a resource type, has the wrong
    /// number of parameters, a flag other than 0/1, an unknown dimension,
    /// sampler or feedback kind, or an element its kind cannot hold.
    pub fn decode(cx: &Context, ty: Type) -> Result<ResourceType, ResourceTypeError> {
        let TypeData::TargetExt { name, types, ints } = cx.type_data(ty) else {
            return Err(ResourceTypeError::NotTargetExt {
                ty: dxir_ir::type_to_string(cx, ty),
            });
        };
        let Some(kind) = TargetKind::from_name(name) else {
            return Err(ResourceTypeError::UnknownName {
                name: name.to_string(),
            });
        };
        let (nt, ni) = kind.param_counts();
        if types.len() != nt || ints.len() != ni {
            return Err(ResourceTypeError::ParamCount {
                kind,
                types: nt,
                ints: ni,
                found_types: types.len(),
                found_ints: ints.len(),
            });
        }
        let flag = |i: usize, param: &'static str| match ints[i] {
            0 => Ok(false),
            1 => Ok(true),
            value => Err(ResourceTypeError::NotAFlag { kind, param, value }),
        };
        let dimension = |value: u32, fits: fn(ResourceKind) -> bool| {
            ResourceKind::from_u32(value)
                .filter(|&d| fits(d))
                .ok_or(ResourceTypeError::BadDimension { kind, value })
        };
        let rov_check = |writeable: bool, rov: bool| {
            if rov && !writeable {
                Err(ResourceTypeError::RovNotWriteable { kind })
            } else {
                Ok(())
            }
        };
        let rt = match kind {
            TargetKind::TypedBuffer => {
                let (writeable, rov) = (flag(0, "IsWriteable")?, flag(1, "IsROV")?);
                rov_check(writeable, rov)?;
                ResourceType::TypedBuffer {
                    element: typed_element(cx, kind, types[0])?,
                    writeable,
                    rov,
                    signed: flag(2, "IsSigned")?,
                }
            }
            TargetKind::RawBuffer => {
                let (writeable, rov) = (flag(0, "IsWriteable")?, flag(1, "IsROV")?);
                rov_check(writeable, rov)?;
                ResourceType::RawBuffer {
                    element: any_element(cx, kind, types[0])?,
                    writeable,
                    rov,
                }
            }
            TargetKind::CBuffer => ResourceType::CBuffer {
                layout: any_element(cx, kind, types[0])?,
            },
            TargetKind::Texture => {
                let (writeable, rov) = (flag(0, "IsWriteable")?, flag(1, "IsROV")?);
                rov_check(writeable, rov)?;
                ResourceType::Texture {
                    element: typed_element(cx, kind, types[0])?,
                    writeable,
                    rov,
                    signed: flag(2, "IsSigned")?,
                    dimension: dimension(ints[3], ResourceKind::is_texture)?,
                }
            }
            TargetKind::MSTexture => {
                if ints[1] == 0 {
                    return Err(ResourceTypeError::NoSamples);
                }
                ResourceType::MSTexture {
                    element: typed_element(cx, kind, types[0])?,
                    writeable: flag(0, "IsWriteable")?,
                    sample_count: ints[1],
                    signed: flag(2, "IsSigned")?,
                    dimension: dimension(ints[3], ResourceKind::is_multisampled)?,
                }
            }
            TargetKind::FeedbackTexture => ResourceType::FeedbackTexture {
                feedback: match ints[0] {
                    0 => FeedbackType::MinMip,
                    1 => FeedbackType::MipRegionUsed,
                    n => return Err(ResourceTypeError::BadFeedbackType(n)),
                },
                dimension: dimension(ints[1], ResourceKind::is_feedback)?,
            },
            TargetKind::Sampler => ResourceType::Sampler {
                kind: match ints[0] {
                    0 => SamplerKind::Default,
                    1 => SamplerKind::Comparison,
                    2 => SamplerKind::Mono,
                    n => return Err(ResourceTypeError::BadSamplerKind(n)),
                },
            },
        };
        Ok(rt)
    }

    /// The `target("dx.…")` type this describes.
    pub fn to_type(&self, cx: &Context) -> Type {
        let b = u32::from;
        let (types, ints) = match *self {
            ResourceType::TypedBuffer {
                element,
                writeable,
                rov,
                signed,
            } => (vec![element], vec![b(writeable), b(rov), b(signed)]),
            ResourceType::RawBuffer {
                element,
                writeable,
                rov,
            } => (vec![element], vec![b(writeable), b(rov)]),
            ResourceType::CBuffer { layout } => (vec![layout], vec![]),
            ResourceType::Texture {
                element,
                writeable,
                rov,
                signed,
                dimension,
            } => (
                vec![element],
                vec![b(writeable), b(rov), b(signed), dimension as u32],
            ),
            ResourceType::MSTexture {
                element,
                writeable,
                sample_count,
                signed,
                dimension,
            } => (
                vec![element],
                vec![b(writeable), sample_count, b(signed), dimension as u32],
            ),
            ResourceType::FeedbackTexture {
                feedback,
                dimension,
            } => (vec![], vec![feedback as u32, dimension as u32]),
            ResourceType::Sampler { kind } => (vec![], vec![kind as u32]),
        };
        cx.target_ext_type(self.kind().name(), types, ints)
    }

    /// Which target type this is.
    pub fn kind(&self) -> TargetKind {
        match self {
            ResourceType::TypedBuffer { .. } => TargetKind::TypedBuffer,
            ResourceType::RawBuffer { .. } => TargetKind::RawBuffer,
            ResourceType::CBuffer { .. } => TargetKind::CBuffer,
            ResourceType::Texture { .. } => TargetKind::Texture,
            ResourceType::MSTexture { .. } => TargetKind::MSTexture,
            ResourceType::FeedbackTexture { .. } => TargetKind::FeedbackTexture,
            ResourceType::Sampler { .. } => TargetKind::Sampler,
        }
    }

    /// The contained type: the element of buffers and textures, the layout
    /// struct of a cbuffer; `None` for feedback textures and samplers.
    pub fn element(&self) -> Option<Type> {
        match *self {
            ResourceType::TypedBuffer { element, .. }
            | ResourceType::RawBuffer { element, .. }
            | ResourceType::Texture { element, .. }
            | ResourceType::MSTexture { element, .. } => Some(element),
            ResourceType::CBuffer { layout } => Some(layout),
            ResourceType::FeedbackTexture { .. } | ResourceType::Sampler { .. } => None,
        }
    }

    /// Whether shaders may write it (a UAV). Feedback textures are UAVs.
    pub fn is_writeable(&self) -> bool {
        match *self {
            ResourceType::TypedBuffer { writeable, .. }
            | ResourceType::RawBuffer { writeable, .. }
            | ResourceType::Texture { writeable, .. }
            | ResourceType::MSTexture { writeable, .. } => writeable,
            ResourceType::FeedbackTexture { .. } => true,
            ResourceType::CBuffer { .. } | ResourceType::Sampler { .. } => false,
        }
    }

    /// Whether it is a rasterizer-ordered view.
    pub fn is_rov(&self) -> bool {
        match *self {
            ResourceType::TypedBuffer { rov, .. }
            | ResourceType::RawBuffer { rov, .. }
            | ResourceType::Texture { rov, .. } => rov,
            _ => false,
        }
    }

    /// Whether integer elements are signed (typed buffers and textures).
    pub fn is_signed(&self) -> bool {
        match *self {
            ResourceType::TypedBuffer { signed, .. }
            | ResourceType::Texture { signed, .. }
            | ResourceType::MSTexture { signed, .. } => signed,
            _ => false,
        }
    }

    /// The texture dimension, for the three texture kinds.
    pub fn dimension(&self) -> Option<ResourceKind> {
        match *self {
            ResourceType::Texture { dimension, .. }
            | ResourceType::MSTexture { dimension, .. }
            | ResourceType::FeedbackTexture { dimension, .. } => Some(dimension),
            _ => None,
        }
    }

    /// The register class the resource binds in.
    pub fn class(&self) -> ResourceClass {
        match self {
            ResourceType::CBuffer { .. } => ResourceClass::CBuffer,
            ResourceType::Sampler { .. } => ResourceClass::Sampler,
            _ if self.is_writeable() => ResourceClass::Uav,
            _ => ResourceClass::Srv,
        }
    }

    /// DXIL's resource kind: a raw buffer of `i8` (or `void`) is a
    /// byte-address buffer (`RawBuffer`), any other a `StructuredBuffer`.
    pub fn dxil_kind(&self, cx: &Context) -> ResourceKind {
        match *self {
            ResourceType::TypedBuffer { .. } => ResourceKind::TypedBuffer,
            ResourceType::RawBuffer { element, .. } => match cx.type_data(element) {
                TypeData::Int(8) | TypeData::Void => ResourceKind::RawBuffer,
                _ => ResourceKind::StructuredBuffer,
            },
            ResourceType::CBuffer { .. } => ResourceKind::CBuffer,
            ResourceType::Sampler { .. } => ResourceKind::Sampler,
            ResourceType::Texture { dimension, .. }
            | ResourceType::MSTexture { dimension, .. }
            | ResourceType::FeedbackTexture { dimension, .. } => dimension,
        }
    }

    /// Whether it is a typed resource (typed buffer or texture, with a
    /// component type and count).
    pub fn is_typed(&self) -> bool {
        matches!(
            self,
            ResourceType::TypedBuffer { .. }
                | ResourceType::Texture { .. }
                | ResourceType::MSTexture { .. }
        )
    }

    /// The component type of a typed resource, signedness from IsSigned;
    /// [`ElementType::Invalid`] for every other kind.
    pub fn element_type(&self, cx: &Context) -> ElementType {
        match *self {
            ResourceType::TypedBuffer {
                element, signed, ..
            }
            | ResourceType::Texture {
                element, signed, ..
            }
            | ResourceType::MSTexture {
                element, signed, ..
            } => ElementType::of_scalar(cx, element, signed),
            _ => ElementType::Invalid,
        }
    }

    /// The component type as `!dx.resources` records it (64-bit types as
    /// `U32`, see [`ElementType::storage`]).
    pub fn storage_element_type(&self, cx: &Context) -> ElementType {
        self.element_type(cx).storage()
    }

    /// Components per element of a typed resource (the vector length, 1
    /// for a scalar); 0 for every other kind.
    pub fn component_count(&self, cx: &Context) -> u32 {
        match self.element() {
            Some(element) if self.is_typed() => match cx.type_data(element) {
                TypeData::Vector { len, .. } => *len,
                _ => 1,
            },
            _ => 0,
        }
    }

    /// Samples per pixel of a multisampled texture, 0 otherwise.
    pub fn sample_count(&self) -> u32 {
        match *self {
            ResourceType::MSTexture { sample_count, .. } => sample_count,
            _ => 0,
        }
    }

    /// Whether it is a structured buffer: a raw buffer whose element is not
    /// `i8`/`void`.
    pub fn is_structured(&self, cx: &Context) -> bool {
        self.dxil_kind(cx) == ResourceKind::StructuredBuffer
    }

    /// The element stride of a structured buffer: the DXIL data layout
    /// allocation size of its element (`float3` is 12, `double3` 24);
    /// `None` for every other kind.
    ///
    /// # Errors
    /// [`ResourceTypeError::Unsized`] for an element without a size.
    pub fn structured_stride(&self, cx: &Context) -> Result<Option<u32>, ResourceTypeError> {
        match *self {
            ResourceType::RawBuffer { element, .. } if self.is_structured(cx) => {
                layout_u32(cx, self.kind(), element, dxir_rewrites::builtins::type_size).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// The size in bytes of a cbuffer: the allocation size of its layout
    /// struct (`target("dx.Padding", N)` members count N bytes), or the
    /// size an explicit `target("dx.Layout", %T, size, ...)` states; `None`
    /// for every other kind.
    ///
    /// # Errors
    /// [`ResourceTypeError::Unsized`] for a layout without a size.
    pub fn cbuffer_size(&self, cx: &Context) -> Result<Option<u32>, ResourceTypeError> {
        match *self {
            ResourceType::CBuffer { layout } => {
                if let Some((_, size, _)) = dxir_rewrites::builtins::explicit_layout(cx, layout) {
                    return Ok(Some(size));
                }
                layout_u32(cx, self.kind(), layout, dxir_rewrites::builtins::type_size).map(Some)
            }
            _ => Ok(None),
        }
    }

    /// BaseAlignLog2 of the properties: log2 of the ABI alignment of a
    /// structured buffer's element when that element is an LLVM struct
    /// (LLVM 22's rule), 0 otherwise — scalar and vector elements give 0.
    ///
    /// # Errors
    /// [`ResourceTypeError::Unsized`] for a struct without a layout.
    pub fn base_align_log2(&self, cx: &Context) -> Result<u32, ResourceTypeError> {
        match *self {
            ResourceType::RawBuffer { element, .. }
                if self.is_structured(cx) && is_struct(cx, element) =>
            {
                let align = layout_u32(
                    cx,
                    self.kind(),
                    element,
                    dxir_rewrites::builtins::type_align,
                )?;
                Ok(align.max(1).trailing_zeros())
            }
            _ => Ok(0),
        }
    }

    /// The two words of the `%dx.types.ResourceProperties` operand of
    /// annotateHandle (`dxil-reference.md` §3.4). `has_counter` is whether
    /// the resource's counter direction is known (only UAVs use it).
    ///
    /// Word0: kind (bits 0–7), BaseAlignLog2 (8–11), IsUAV (12), IsROV
    /// (13), IsGloballyCoherent (14, never set: clang 22 has no such type
    /// parameter), comparison sampler or UAV counter (15). Word1: the
    /// stride of a structured buffer, the size of a cbuffer, the feedback
    /// type, or for typed resources component type | count << 8 | sample
    /// count << 16; 0 otherwise.
    ///
    /// # Errors
    /// [`ResourceTypeError::Unsized`] when a stride or size cannot be
    /// computed.
    pub fn properties(
        &self,
        cx: &Context,
        has_counter: bool,
    ) -> Result<[u32; 2], ResourceTypeError> {
        let is_uav = self.class() == ResourceClass::Uav;
        let cmp_or_counter = match *self {
            ResourceType::Sampler { kind } => kind == SamplerKind::Comparison,
            _ => is_uav && has_counter,
        };
        let word0 = self.dxil_kind(cx) as u32
            | (self.base_align_log2(cx)? & 0xF) << 8
            | u32::from(is_uav) << 12
            | u32::from(is_uav && self.is_rov()) << 13
            | u32::from(cmp_or_counter) << 15;
        let word1 = if let Some(stride) = self.structured_stride(cx)? {
            stride
        } else if let Some(size) = self.cbuffer_size(cx)? {
            size
        } else if let ResourceType::FeedbackTexture { feedback, .. } = *self {
            feedback as u32
        } else if self.is_typed() {
            (self.element_type(cx) as u32)
                | (self.component_count(cx) & 0xFF) << 8
                | (self.sample_count() & 0xFF) << 16
        } else {
            0
        };
        Ok([word0, word1])
    }
}

/// Whether `ty` is a literal or named LLVM struct.
fn is_struct(cx: &Context, ty: Type) -> bool {
    matches!(
        cx.type_data(ty),
        TypeData::Struct { .. } | TypeData::Named(_)
    )
}

/// A data-layout quantity of `ty` as a u32, or [`ResourceTypeError::Unsized`].
fn layout_u32(
    cx: &Context,
    kind: TargetKind,
    ty: Type,
    f: fn(&Context, Type) -> Result<u64, dxir_rewrites::BuiltinError>,
) -> Result<u32, ResourceTypeError> {
    f(cx, ty)
        .ok()
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| ResourceTypeError::Unsized {
            kind,
            element: dxir_ir::type_to_string(cx, ty),
        })
}

/// Bits of an integer or float scalar.
pub(crate) fn scalar_bits(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Int(w) => Some(*w),
        TypeData::Half => Some(16),
        TypeData::Float => Some(32),
        TypeData::Double => Some(64),
        _ => None,
    }
}

/// Whether `ty` is what a typed buffer or texture can hold: an integer or
/// float scalar, or a vector of at most 4 of them in at most 16 bytes (HLSL
/// rejects `Buffer<double3>`: typed elements fit four 32-bit components).
pub(crate) fn is_typed_element(cx: &Context, ty: Type) -> bool {
    let (lanes, scalar) = match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (*len, *elem),
        _ => (1, ty),
    };
    scalar_bits(cx, scalar).is_some_and(|bits| lanes <= 4 && lanes * bits <= 128)
}

fn typed_element(cx: &Context, kind: TargetKind, ty: Type) -> Result<Type, ResourceTypeError> {
    if is_typed_element(cx, ty) {
        Ok(ty)
    } else {
        Err(ResourceTypeError::BadTypedElement {
            kind,
            element: dxir_ir::type_to_string(cx, ty),
        })
    }
}

fn any_element(cx: &Context, kind: TargetKind, ty: Type) -> Result<Type, ResourceTypeError> {
    match cx.type_data(ty) {
        TypeData::Function { .. } | TypeData::Metadata => Err(ResourceTypeError::BadElement {
            kind,
            element: dxir_ir::type_to_string(cx, ty),
        }),
        _ => Ok(ty),
    }
}

#[cfg(test)]
mod props_tests {
    use super::*;
    use dxir_ir::StructBody;

    fn decode(cx: &Context, text: &str) -> ResourceType {
        let ty = dxir_ir::parse_type(cx, text, "t").unwrap();
        ResourceType::decode(cx, ty).unwrap()
    }

    fn props(cx: &Context, text: &str, counter: bool) -> [u32; 2] {
        decode(cx, text).properties(cx, counter).unwrap()
    }

    /// `%struct.S = { <4 x float>, <4 x i32> }` and the cbuffer layout of
    /// `cbuffer CB { float4 cv; uint cu; double cd; }`.
    fn context_with_structs() -> Context {
        let cx = Context::new();
        let t = cx.types();
        let s = cx.named_type("struct.S");
        cx.set_struct_body(
            s,
            StructBody::Fields {
                fields: vec![cx.vector_type(t.float, 4), cx.vector_type(t.i32, 4)],
                packed: false,
            },
        )
        .unwrap();
        let cb = cx.named_type("__cblayout_CB");
        let pad = cx.target_ext_type("dx.Padding", vec![], vec![4]);
        cx.set_struct_body(
            cb,
            StructBody::Fields {
                fields: vec![cx.vector_type(t.float, 4), t.i32, pad, t.double],
                packed: true,
            },
        )
        .unwrap();
        cx
    }

    /// Every row of the worked-example table of `dxil-reference.md` §3.4.
    #[test]
    fn annotate_properties_match_llvm_22() {
        let cx = context_with_structs();
        let rows: &[(&str, bool, u32, u32)] = &[
            (
                r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#,
                false,
                4106,
                1033,
            ),
            (r#"target("dx.TypedBuffer", i32, 0, 0, 0)"#, false, 10, 261),
            (
                r#"target("dx.TypedBuffer", <2 x i32>, 0, 0, 1)"#,
                false,
                10,
                0x0204,
            ),
            (
                r#"target("dx.TypedBuffer", <2 x double>, 0, 0, 0)"#,
                false,
                10,
                0x020A,
            ),
            (
                r#"target("dx.TypedBuffer", i64, 1, 0, 1)"#,
                false,
                0x100A,
                0x0106,
            ),
            (
                r#"target("dx.TypedBuffer", <4 x float>, 1, 1, 0)"#,
                false,
                12298,
                0x0409,
            ),
            (
                r#"target("dx.RawBuffer", %struct.S, 0, 0)"#,
                false,
                1036,
                32,
            ),
            (r#"target("dx.RawBuffer", float, 0, 0)"#, false, 0x000C, 4),
            (
                r#"target("dx.RawBuffer", <3 x double>, 0, 0)"#,
                false,
                0x000C,
                24,
            ),
            (
                r#"target("dx.RawBuffer", %struct.S, 1, 0)"#,
                true,
                37900,
                32,
            ),
            (
                r#"target("dx.RawBuffer", <4 x float>, 1, 0)"#,
                true,
                36876,
                16,
            ),
            (r#"target("dx.RawBuffer", i8, 0, 0)"#, false, 11, 0),
            (r#"target("dx.RawBuffer", i8, 1, 0)"#, false, 4107, 0),
            (r#"target("dx.CBuffer", %__cblayout_CB)"#, false, 13, 32),
            (
                r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#,
                false,
                0x0002,
                0x0409,
            ),
            (
                r#"target("dx.MSTexture", <4 x float>, 0, 8, 0, 3)"#,
                false,
                0x0003,
                0x0008_0409,
            ),
            (
                r#"target("dx.Texture", <4 x float>, 1, 0, 0, 2)"#,
                false,
                0x1002,
                0x0409,
            ),
            (r#"target("dx.FeedbackTexture", 0, 17)"#, false, 0x1011, 0),
            (r#"target("dx.Sampler", 0)"#, false, 14, 0),
            (r#"target("dx.Sampler", 1)"#, false, 32782, 0),
        ];
        for &(text, counter, w0, w1) in rows {
            assert_eq!(props(&cx, text, counter), [w0, w1], "{text}");
        }
    }

    #[test]
    fn counters_only_mark_uavs() {
        let cx = context_with_structs();
        // An SRV never sets bit 15 even if asked to.
        assert_eq!(
            props(&cx, r#"target("dx.RawBuffer", float, 0, 0)"#, true),
            [12, 4]
        );
        // A UAV without a known counter direction leaves it clear.
        assert_eq!(
            props(&cx, r#"target("dx.RawBuffer", %struct.S, 1, 0)"#, false),
            [0x140C, 32]
        );
    }

    #[test]
    fn element_types_take_signedness_and_storage() {
        let cx = context_with_structs();
        let et = |text| decode(&cx, text).element_type(&cx);
        let st = |text| decode(&cx, text).storage_element_type(&cx);
        assert_eq!(
            et(r#"target("dx.TypedBuffer", <2 x i32>, 0, 0, 1)"#),
            ElementType::I32
        );
        assert_eq!(
            et(r#"target("dx.TypedBuffer", i32, 0, 0, 0)"#),
            ElementType::U32
        );
        assert_eq!(
            et(r#"target("dx.TypedBuffer", i16, 0, 0, 1)"#),
            ElementType::I16
        );
        assert_eq!(
            et(r#"target("dx.TypedBuffer", <4 x half>, 1, 0, 0)"#),
            ElementType::F16
        );
        assert_eq!(
            et(r#"target("dx.TypedBuffer", i64, 1, 0, 0)"#),
            ElementType::U64
        );
        assert_eq!(
            st(r#"target("dx.TypedBuffer", i64, 1, 0, 1)"#),
            ElementType::U32
        );
        assert_eq!(
            st(r#"target("dx.TypedBuffer", <2 x double>, 0, 0, 0)"#),
            ElementType::U32
        );
        assert_eq!(
            st(r#"target("dx.TypedBuffer", float, 0, 0, 0)"#),
            ElementType::F32
        );
        assert_eq!(
            et(r#"target("dx.RawBuffer", float, 0, 0)"#),
            ElementType::Invalid
        );
        assert_eq!(
            et(r#"target("dx.TypedBuffer", i8, 0, 0, 0)"#),
            ElementType::Invalid
        );
        assert_eq!(ElementType::F32.to_string(), "f32");
    }

    #[test]
    fn counts_strides_sizes_and_alignment() {
        let cx = context_with_structs();
        let rt = |text| decode(&cx, text);
        assert_eq!(
            rt(r#"target("dx.TypedBuffer", <3 x float>, 0, 0, 0)"#).component_count(&cx),
            3
        );
        assert_eq!(
            rt(r#"target("dx.TypedBuffer", float, 0, 0, 0)"#).component_count(&cx),
            1
        );
        assert_eq!(
            rt(r#"target("dx.RawBuffer", float, 0, 0)"#).component_count(&cx),
            0
        );
        let sb3 = rt(r#"target("dx.RawBuffer", <3 x float>, 0, 0)"#);
        assert_eq!(sb3.structured_stride(&cx), Ok(Some(12)));
        assert_eq!(sb3.base_align_log2(&cx), Ok(0));
        let bab = rt(r#"target("dx.RawBuffer", i8, 1, 0)"#);
        assert_eq!(bab.structured_stride(&cx), Ok(None));
        assert_eq!(
            rt(r#"target("dx.RawBuffer", %struct.S, 0, 0)"#).base_align_log2(&cx),
            Ok(4)
        );
        assert_eq!(
            rt(r#"target("dx.CBuffer", %__cblayout_CB)"#).cbuffer_size(&cx),
            Ok(Some(32))
        );
        // A struct without a body has no stride: a typed error, not a panic.
        let opaque = cx.named_type("struct.Opaque");
        let rb = ResourceType::RawBuffer {
            element: opaque,
            writeable: false,
            rov: false,
        };
        assert!(matches!(
            rb.properties(&cx, false),
            Err(ResourceTypeError::Unsized { .. })
        ));
    }
}
