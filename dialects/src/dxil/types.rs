//! DXIL's named struct types (`%dx.types.Handle`, `%dx.types.ResRet.f32`,
//! ...): their names and bodies, made once per context by name.
//!
//! DXIL identifies these types by name, so [`dxil_type`] interns the named
//! struct and sets its body; asking twice gives the same type, and a body
//! already set differently (say by a parsed module) is an error, not a
//! silent mismatch.

use super::op::{ParamKind, ScalarKind};
use dxir_ir::{Context, StructBody, Type, TypeData, TypeError};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::sync::LazyLock;

/// One of DXIL's named struct types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DxilStruct {
    /// `%dx.types.Handle = { ptr }`: a resource handle.
    Handle,
    /// `%dx.types.ResBind = { i32, i32, i32, i8 }`: lower bound, upper
    /// bound, space and resource class of a binding.
    ResBind,
    /// `%dx.types.ResourceProperties = { i32, i32 }`: the two words
    /// `annotateHandle` takes.
    ResourceProperties,
    /// `%dx.types.ResRet.<s> = { T, T, T, T, i32 }`: four values and a
    /// status word. Exists for `f16 f32 f64 i16 i32 i64`.
    ResRet(ScalarKind),
    /// `%dx.types.CBufRet.<s>`: one 16-byte constant buffer row; four
    /// 32-bit, two 64-bit or eight 16-bit values (the 16-bit ones are named
    /// `.f16.8` / `.i16.8`). Exists for `f16 f32 f64 i16 i32 i64`.
    CBufRet(ScalarKind),
    /// `%dx.types.splitdouble = { i32, i32 }`: low and high words.
    SplitDouble,
    /// `%dx.types.Dimensions = { i32, i32, i32, i32 }`: `getDimensions`'s
    /// result.
    Dimensions,
    /// `%dx.types.i32c = { i32, i1 }`: a value and its carry.
    I32c,
    /// `%dx.types.fouri32 = { i32, i32, i32, i32 }`: `waveActiveBallot`'s
    /// result, and `unpack4x8.i32`'s.
    FourI32,
    /// `%dx.types.fouri16 = { i16, i16, i16, i16 }`: `unpack4x8.i16`'s
    /// result.
    FourI16,
    /// `%dx.types.twoi32 = { i32, i32 }`: the two words of `IMul`, `UMul`,
    /// `UDiv` and `CycleCounterLegacy`.
    TwoI32,
    /// `%dx.types.SamplePos = { float, float }`: a sample position.
    SamplePos,
    /// `%dx.types.NodeHandle = { ptr }`: a work-graph node output.
    NodeHandle,
    /// `%dx.types.NodeRecordHandle = { ptr }`: a work-graph node record.
    NodeRecordHandle,
    /// `%dx.types.NodeInfo = { i32, i32 }`: node I/O flags and record
    /// size, the constant `annotateNodeHandle` takes.
    NodeInfo,
    /// `%dx.types.NodeRecordInfo = { i32, i32 }`: node I/O flags and
    /// record size, the constant `annotateNodeRecordHandle` takes.
    NodeRecordInfo,
    /// `%dx.types.waveMatProps = { i8, i8, i32, i32 }`: matrix kind,
    /// component type and the two dimensions of a wave matrix.
    WaveMatProps,
}

/// A DXIL struct that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DxilTypeError {
    /// `ResRet` and `CBufRet` exist only for six scalar kinds.
    #[error("there is no %dx.types.{shape}.{kind}: it exists for f16, f32, f64, i16, i32 and i64")]
    NoSuchStruct {
        /// `ResRet` or `CBufRet`.
        shape: &'static str,
        /// The kind asked for.
        kind: ScalarKind,
    },
    /// `four<s>` exists only for `i16` and `i32`.
    #[error("there is no %dx.types.four{0}: it exists for i16 and i32")]
    NoFourStruct(ScalarKind),
    /// The named struct already has another body.
    #[error(transparent)]
    Body(#[from] TypeError),
}

/// The kinds `ResRet` and `CBufRet` exist for.
const RET_KINDS: [ScalarKind; 6] = [
    ScalarKind::F16,
    ScalarKind::F32,
    ScalarKind::F64,
    ScalarKind::I16,
    ScalarKind::I32,
    ScalarKind::I64,
];

impl DxilStruct {
    /// Every struct there is.
    pub fn all() -> impl Iterator<Item = DxilStruct> {
        let fixed = [
            DxilStruct::Handle,
            DxilStruct::ResBind,
            DxilStruct::ResourceProperties,
            DxilStruct::SplitDouble,
            DxilStruct::Dimensions,
            DxilStruct::I32c,
            DxilStruct::FourI32,
            DxilStruct::FourI16,
            DxilStruct::TwoI32,
            DxilStruct::SamplePos,
            DxilStruct::NodeHandle,
            DxilStruct::NodeRecordHandle,
            DxilStruct::NodeInfo,
            DxilStruct::NodeRecordInfo,
            DxilStruct::WaveMatProps,
        ];
        fixed
            .into_iter()
            .chain(RET_KINDS.into_iter().map(DxilStruct::ResRet))
            .chain(RET_KINDS.into_iter().map(DxilStruct::CBufRet))
    }

    /// The struct a signature kind stands for, if it is one.
    pub fn of_param(kind: ParamKind) -> Option<DxilStruct> {
        match kind {
            ParamKind::Handle => Some(DxilStruct::Handle),
            ParamKind::ResBind => Some(DxilStruct::ResBind),
            ParamKind::ResProps => Some(DxilStruct::ResourceProperties),
            ParamKind::SplitDouble => Some(DxilStruct::SplitDouble),
            ParamKind::Dimensions => Some(DxilStruct::Dimensions),
            ParamKind::FourI32s => Some(DxilStruct::FourI32),
            ParamKind::BinaryWithCarry => Some(DxilStruct::I32c),
            ParamKind::TwoI32s => Some(DxilStruct::TwoI32),
            ParamKind::SamplePos => Some(DxilStruct::SamplePos),
            ParamKind::NodeHandle => Some(DxilStruct::NodeHandle),
            ParamKind::NodeRecordHandle => Some(DxilStruct::NodeRecordHandle),
            ParamKind::NodeInfo => Some(DxilStruct::NodeInfo),
            ParamKind::NodeRecordInfo => Some(DxilStruct::NodeRecordInfo),
            ParamKind::WaveMatProps => Some(DxilStruct::WaveMatProps),
            _ => None,
        }
    }

    /// The `four<s>` struct of overload `kind` (`Unpack4x8`'s result):
    /// only `i32` and `i16` have one.
    pub fn four(kind: ScalarKind) -> Option<DxilStruct> {
        match kind {
            ScalarKind::I32 => Some(DxilStruct::FourI32),
            ScalarKind::I16 => Some(DxilStruct::FourI16),
            _ => None,
        }
    }

    /// Whether the struct exists (`ResRet.i1` does not).
    pub fn exists(self) -> bool {
        match self {
            DxilStruct::ResRet(k) | DxilStruct::CBufRet(k) => RET_KINDS.contains(&k),
            _ => true,
        }
    }

    /// The name without `%`, e.g. `dx.types.ResRet.f32`.
    pub fn name(self) -> Cow<'static, str> {
        match self {
            DxilStruct::Handle => "dx.types.Handle".into(),
            DxilStruct::ResBind => "dx.types.ResBind".into(),
            DxilStruct::ResourceProperties => "dx.types.ResourceProperties".into(),
            DxilStruct::SplitDouble => "dx.types.splitdouble".into(),
            DxilStruct::Dimensions => "dx.types.Dimensions".into(),
            DxilStruct::I32c => "dx.types.i32c".into(),
            DxilStruct::FourI32 => "dx.types.fouri32".into(),
            DxilStruct::FourI16 => "dx.types.fouri16".into(),
            DxilStruct::TwoI32 => "dx.types.twoi32".into(),
            DxilStruct::SamplePos => "dx.types.SamplePos".into(),
            DxilStruct::NodeHandle => "dx.types.NodeHandle".into(),
            DxilStruct::NodeRecordHandle => "dx.types.NodeRecordHandle".into(),
            DxilStruct::NodeInfo => "dx.types.NodeInfo".into(),
            DxilStruct::NodeRecordInfo => "dx.types.NodeRecordInfo".into(),
            DxilStruct::WaveMatProps => "dx.types.waveMatProps".into(),
            DxilStruct::ResRet(k) => format!("dx.types.ResRet.{}", k.suffix()).into(),
            DxilStruct::CBufRet(k) if k.bits() == 16 => {
                format!("dx.types.CBufRet.{}.8", k.suffix()).into()
            }
            DxilStruct::CBufRet(k) => format!("dx.types.CBufRet.{}", k.suffix()).into(),
        }
    }

    /// The struct named `name` (without `%`), if it is one of DXIL's.
    pub fn from_name(name: &str) -> Option<DxilStruct> {
        by_name().get(name).copied()
    }

    /// The DXIL struct `ty` is, judged by its name alone.
    pub fn of_type(cx: &Context, ty: Type) -> Option<DxilStruct> {
        cx.type_data(ty).named().and_then(DxilStruct::from_name)
    }

    /// The field types.
    pub fn fields(self, cx: &Context) -> Vec<Type> {
        let t = cx.types();
        match self {
            DxilStruct::Handle | DxilStruct::NodeHandle | DxilStruct::NodeRecordHandle => {
                vec![t.ptr]
            }
            DxilStruct::ResBind => vec![t.i32, t.i32, t.i32, t.i8],
            DxilStruct::ResourceProperties
            | DxilStruct::SplitDouble
            | DxilStruct::TwoI32
            | DxilStruct::NodeInfo
            | DxilStruct::NodeRecordInfo => vec![t.i32, t.i32],
            DxilStruct::FourI16 => vec![t.i16; 4],
            DxilStruct::SamplePos => vec![t.float, t.float],
            DxilStruct::WaveMatProps => vec![t.i8, t.i8, t.i32, t.i32],
            DxilStruct::Dimensions | DxilStruct::FourI32 => vec![t.i32; 4],
            DxilStruct::I32c => vec![t.i32, t.i1],
            DxilStruct::ResRet(k) => {
                let e = scalar_type(cx, k);
                vec![e, e, e, e, t.i32]
            }
            DxilStruct::CBufRet(k) => {
                let n = match k.bits() {
                    16 => 8,
                    64 => 2,
                    _ => 4,
                };
                vec![scalar_type(cx, k); n]
            }
        }
    }

    /// The body the struct must have.
    pub fn body(self, cx: &Context) -> StructBody {
        StructBody::Fields {
            fields: self.fields(cx),
            packed: false,
        }
    }

    /// Whether `ty` is this struct with its proper body.
    pub fn is(self, cx: &Context, ty: Type) -> bool {
        let named = match cx.type_data(ty).named() {
            // Names are unique (see `by_name`), so a known name is this
            // struct's exactly when it names this struct; the name of a
            // struct outside `all` is compared as text.
            Some(n) => match by_name().get(n) {
                Some(&s) => s == self,
                None => n == &*self.name(),
            },
            None => false,
        };
        named && cx.struct_body(ty) == Some(self.body(cx))
    }
}

/// Every struct of [`DxilStruct::all`] by its name, made once: the
/// verifier and the legality check ask for the struct of each `dxil` op's
/// types, and making every name (formatting those of `ResRet` and
/// `CBufRet`) to compare cost thousands of instructions per op.
fn by_name() -> &'static FxHashMap<String, DxilStruct> {
    static TABLE: LazyLock<FxHashMap<String, DxilStruct>> = LazyLock::new(|| {
        let mut table = FxHashMap::default();
        for s in DxilStruct::all() {
            table.entry(s.name().into_owned()).or_insert(s);
        }
        table
    });
    &TABLE
}

/// The LLVM scalar type of `kind`.
pub fn scalar_type(cx: &Context, kind: ScalarKind) -> Type {
    let t = cx.types();
    match kind {
        ScalarKind::F16 => t.half,
        ScalarKind::F32 => t.float,
        ScalarKind::F64 => t.double,
        ScalarKind::I1 => t.i1,
        ScalarKind::I8 => t.i8,
        ScalarKind::I16 => t.i16,
        ScalarKind::I32 => t.i32,
        ScalarKind::I64 => t.i64,
    }
}

/// The kind of a scalar type: `float` is `f32`. `None` for anything that
/// is not one of the eight overload scalars.
pub fn scalar_kind(cx: &Context, ty: Type) -> Option<ScalarKind> {
    match cx.type_data(ty) {
        TypeData::Half => Some(ScalarKind::F16),
        TypeData::Float => Some(ScalarKind::F32),
        TypeData::Double => Some(ScalarKind::F64),
        TypeData::Int(1) => Some(ScalarKind::I1),
        TypeData::Int(8) => Some(ScalarKind::I8),
        TypeData::Int(16) => Some(ScalarKind::I16),
        TypeData::Int(32) => Some(ScalarKind::I32),
        TypeData::Int(64) => Some(ScalarKind::I64),
        _ => None,
    }
}

/// The overload kind an overload *type* stands for: a scalar's own kind, or
/// for a struct the kind of its first field (so `%dx.types.ResRet.f32` is
/// `f32`), as DXIL names `dx.op` functions.
pub fn overload_kind(cx: &Context, ty: Type) -> Option<ScalarKind> {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => scalar_kind(cx, *fields.first()?),
        TypeData::Named(_) => match cx.struct_body(ty)? {
            StructBody::Fields { fields, .. } => scalar_kind(cx, *fields.first()?),
            StructBody::Opaque => None,
        },
        _ => scalar_kind(cx, ty),
    }
}

/// The suffix of the `dx.op` function for overload type `ty`: `f32` for
/// `float` and for `%dx.types.ResRet.f32`. `None` if `ty` is no overload
/// type.
pub fn overload_suffix(cx: &Context, ty: Type) -> Option<&'static str> {
    overload_kind(cx, ty).map(ScalarKind::suffix)
}

/// Interns `s` and sets its body.
///
/// # Errors
/// [`DxilTypeError::NoSuchStruct`] for a `ResRet` or `CBufRet` of a kind
/// DXIL has none for; [`DxilTypeError::Body`] if the name already has a
/// different body in `cx`.
///
/// # Example
/// ```
/// use dxir_dialects::dxil::{dxil_type, DxilStruct, ScalarKind};
/// let cx = dxir_ir::Context::new();
/// let ret = dxil_type(&cx, DxilStruct::ResRet(ScalarKind::F32)).unwrap();
/// assert_eq!(dxir_ir::type_to_string(&cx, ret), "%dx.types.ResRet.f32");
/// assert!(dxil_type(&cx, DxilStruct::ResRet(ScalarKind::I1)).is_err());
/// ```
pub fn dxil_type(cx: &Context, s: DxilStruct) -> Result<Type, DxilTypeError> {
    if !s.exists() {
        let (shape, kind) = match s {
            DxilStruct::CBufRet(k) => ("CBufRet", k),
            DxilStruct::ResRet(k) => ("ResRet", k),
            // Every other struct exists.
            _ => ("", ScalarKind::I32),
        };
        return Err(DxilTypeError::NoSuchStruct { shape, kind });
    }
    let ty = cx.named_type(&s.name());
    cx.set_struct_body(ty, s.body(cx))?;
    Ok(ty)
}

/// `%dx.types.Handle`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn handle_type(cx: &Context) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::Handle)
}

/// `%dx.types.ResBind`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn res_bind_type(cx: &Context) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::ResBind)
}

/// `%dx.types.ResourceProperties`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn resource_properties_type(cx: &Context) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::ResourceProperties)
}

/// `%dx.types.ResRet.<kind>`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn res_ret_type(cx: &Context, kind: ScalarKind) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::ResRet(kind))
}

/// `%dx.types.CBufRet.<kind>` (`.f16.8` / `.i16.8` for 16-bit kinds).
///
/// # Errors
/// As for [`dxil_type`].
pub fn cbuf_ret_type(cx: &Context, kind: ScalarKind) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::CBufRet(kind))
}

/// `%dx.types.Dimensions`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn dimensions_type(cx: &Context) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::Dimensions)
}

/// `%dx.types.splitdouble`.
///
/// # Errors
/// As for [`dxil_type`].
pub fn split_double_type(cx: &Context) -> Result<Type, DxilTypeError> {
    dxil_type(cx, DxilStruct::SplitDouble)
}
