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
