//! The HLSL header `dxir compile` gives clang 22 when clang has no `hlsl.h`
//! of its own (Debian's clang 22 ships none): HLSL's scalar, vector and
//! matrix type names and its intrinsics, generated from the tables below
//! by [`header`]. `dxir compile --print-header` prints it.
//!
//! Intrinsics are overloaded function declarations aliased to the clang
//! builtin that implements them (`clang_builtin_alias`, as clang's own
//! header does); where HLSL's meaning is not one builtin call the
//! overload is an inline function with a body. [`UNSUPPORTED`] lists the
//! HLSL intrinsics clang 22 has no builtin for: they are not declared, and
//! `dxir compile` names them after clang's "undeclared identifier" error.

use std::fmt::Write;

/// The macro clang defines with `-fnative-half-type -fnative-int16-type`
/// (DXC's `-enable-16bit-types`); the 16-bit type names and overloads are
/// declared only under it.
pub const ENABLE_16_BIT: &str = "__HLSL_ENABLE_16_BIT";

/// A scalar type name: what it stands for, and whether it needs 16-bit
/// types. Each also gets `NAME1`..`NAME4` and `NAME1x1`..`NAME4x4`.
#[derive(Clone, Copy, Debug)]
pub struct ScalarType {
    /// The HLSL name.
    pub name: &'static str,
    /// The type it is (`None`: clang knows the name itself).
    pub def: Option<&'static str>,
    /// With 16-bit types, a different definition (the min-precision
    /// types become 16-bit ones, as in DXC with `-enable-16bit-types`).
    pub def_16bit: Option<&'static str>,
    /// Declared only with 16-bit types.
    pub needs_16bit: bool,
}

const fn ty(name: &'static str, def: Option<&'static str>) -> ScalarType {
    ScalarType {
        name,
        def,
        def_16bit: None,
        needs_16bit: false,
    }
}

/// Every scalar type name, in declaration order (a definition uses only
/// names declared above it).
pub const SCALAR_TYPES: &[ScalarType] = &[
    ty("bool", None),
    ty("int", None),
    ty("uint", Some("unsigned int")),
    ty("dword", Some("unsigned int")),
    ty("half", None),
    ty("float", None),
    ty("double", None),
    ScalarType {
        needs_16bit: true,
        ..ty("int16_t", Some("short"))
    },
    ScalarType {
        needs_16bit: true,
        ..ty("uint16_t", Some("unsigned short"))
    },
    ScalarType {
        needs_16bit: true,
        ..ty("float16_t", Some("half"))
    },
    ty("int32_t", Some("int")),
    ty("uint32_t", Some("unsigned int")),
    ty("float32_t", Some("float")),
    ty("int64_t", Some("long")),
    ty("uint64_t", Some("unsigned long")),
    ty("float64_t", Some("double")),
    // Minimum precision: clang 22 has none of these names. Without 16-bit
    // types `half` is clang's 32-bit half and the integers are 32-bit;
    // with them, 16-bit types (DXC's mapping under -enable-16bit-types).
    ty("min16float", Some("half")),
    ty("min10float", Some("half")),
    ScalarType {
        def_16bit: Some("short"),
        ..ty("min16int", Some("int"))
    },
    ScalarType {
        def_16bit: Some("short"),
        ..ty("min12int", Some("int"))
    },
    ScalarType {
        def_16bit: Some("unsigned short"),
        ..ty("min16uint", Some("unsigned int"))
    },
];

/// An element type of intrinsic overloads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    /// `bool`
    Bool,
    /// `int16_t` (16-bit types only)
    Int16,
    /// `uint16_t` (16-bit types only)
    Uint16,
    /// `half` (16-bit with 16-bit types, else 32-bit)
    Half,
    /// `int`
    Int,
    /// `uint`
    Uint,
    /// `float`
    Float,
    /// `int64_t`
    Int64,
    /// `uint64_t`
    Uint64,
    /// `double`
    Double,
}

impl Elem {
    /// The HLSL spelling.
    pub fn name(self) -> &'static str {
        match self {
            Elem::Bool => "bool",
            Elem::Int16 => "int16_t",
            Elem::Uint16 => "uint16_t",
            Elem::Half => "half",
            Elem::Int => "int",
            Elem::Uint => "uint",
            Elem::Float => "float",
            Elem::Int64 => "int64_t",
            Elem::Uint64 => "uint64_t",
            Elem::Double => "double",
        }
    }

    /// Whether the type exists only with 16-bit types.
    pub fn needs_16bit(self) -> bool {
        matches!(self, Elem::Int16 | Elem::Uint16)
    }

    /// The width in bits (`half` counted as 16).
    pub fn bits(self) -> u32 {
        match self {
            Elem::Bool => 1,
            Elem::Int16 | Elem::Uint16 | Elem::Half => 16,
            Elem::Int | Elem::Uint | Elem::Float => 32,
            Elem::Int64 | Elem::Uint64 | Elem::Double => 64,
        }
    }
}

/// The shape of an overload's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A scalar.
    Scalar,
    /// `vector<T, N>`.
    Vector(u8),
}

/// A parameter or return type, relative to an overload's element and
/// shape.
#[derive(Clone, Copy, Debug)]
pub enum Ty {
    /// The overload's type.
    T,
    /// The overload's element type, as a scalar.
    E,
    /// The overload's shape with another element type.
    Like(Elem),
    /// A type named outright.
    Fixed(&'static str),
    /// Nothing (a return type only).
    Void,
}

/// A parameter.
#[derive(Clone, Copy, Debug)]
pub struct Param {
    /// Its type.
    pub ty: Ty,
    /// An `out` parameter.
    pub out: bool,
}

const fn p(ty: Ty) -> Param {
    Param { ty, out: false }
}

const fn out(ty: Ty) -> Param {
    Param { ty, out: true }
}

/// How an overload is implemented.
#[derive(Clone, Copy, Debug)]
pub enum Impl {
    /// A declaration aliased to this clang builtin.
    Alias(&'static str),
    /// An inline function with this body. In it `$T` is the overload's
    /// type, `$E` its element type, `$U` `uint` in its shape, `$W` its
    /// element width in bits, and the parameters are `a`, `b`, `c`.
    Body(&'static str),
    /// `firstbithigh`: DXIL's FirstbitHi counts from the most significant
    /// bit, HLSL from the least (`$W - 1 -` it, `-1` kept), per component.
    FirstBitHigh,
}

/// One overload group: the same signature over element types and shapes.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    /// The element types.
    pub elems: &'static [Elem],
    /// The shapes.
    pub shapes: &'static [Shape],
    /// The return type.
    pub ret: Ty,
    /// The parameters.
    pub params: &'static [Param],
    /// The implementation.
    pub imp: Impl,
}

/// An HLSL intrinsic clang 22 can compile.
#[derive(Clone, Copy, Debug)]
pub struct Intrinsic {
    /// The HLSL name.
    pub name: &'static str,
    /// Its overload groups.
    pub groups: &'static [Group],
    /// Matrix forms: a template over `matrix<T, R, C>` applying the
    /// vector overloads row by row (this many operands, all matrices).
    pub matrix_rows: Option<u8>,
}

/// A template declaration written out (the matrix forms of `mul` and
/// `transpose`, whose shapes the element tables cannot express).
#[derive(Clone, Copy, Debug)]
pub struct TemplateFn {
    /// The HLSL name.
    pub name: &'static str,
    /// The whole declaration.
    pub text: &'static str,
}

use Elem::*;

const S: &[Shape] = &[Shape::Scalar];
const SV: &[Shape] = &[
    Shape::Scalar,
    Shape::Vector(2),
    Shape::Vector(3),
    Shape::Vector(4),
];
const V: &[Shape] = &[Shape::Vector(2), Shape::Vector(3), Shape::Vector(4)];
const V3: &[Shape] = &[Shape::Vector(3)];
const V4: &[Shape] = &[Shape::Vector(4)];

const FLOATS: &[Elem] = &[Half, Float];
const FLOATS_D: &[Elem] = &[Half, Float, Double];
const UINTS: &[Elem] = &[Uint16, Uint, Uint64];
const INTS: &[Elem] = &[Int16, Uint16, Int, Uint, Int64, Uint64];
const NUMERIC: &[Elem] = &[Int16, Uint16, Half, Int, Uint, Float, Int64, Uint64, Double];
const SIGNED: &[Elem] = &[Int16, Half, Int, Float, Int64, Double];
const ALL: &[Elem] = &[
    Bool, Int16, Uint16, Half, Int, Uint, Float, Int64, Uint64, Double,
];
const BITS32: &[Elem] = &[Int, Uint, Float];
const BITS16: &[Elem] = &[Int16, Uint16, Half];

const T1: &[Param] = &[p(Ty::T)];
const T2: &[Param] = &[p(Ty::T), p(Ty::T)];
const T3: &[Param] = &[p(Ty::T), p(Ty::T), p(Ty::T)];
const T_E: &[Param] = &[p(Ty::T), p(Ty::E)];

/// `T f(T)` aliased to `builtin`.
const fn unary(elems: &'static [Elem], builtin: &'static str) -> Group {
    Group {
        elems,
        shapes: SV,
        ret: Ty::T,
        params: T1,
        imp: Impl::Alias(builtin),
    }
}

/// `T f(T, T)` aliased to `builtin`.
const fn binary(elems: &'static [Elem], builtin: &'static str) -> Group {
    Group {
        elems,
        shapes: SV,
        ret: Ty::T,
        params: T2,
        imp: Impl::Alias(builtin),
    }
}

/// `T f(T, T, T)` aliased to `builtin`.
const fn ternary(elems: &'static [Elem], builtin: &'static str) -> Group {
    Group {
        elems,
        shapes: SV,
        ret: Ty::T,
        params: T3,
        imp: Impl::Alias(builtin),
    }
}

/// `T f(vector, scalar)` (DXC's scalar operand splatted): vector shapes.
const fn splat2(elems: &'static [Elem], body: &'static str) -> Group {
    Group {
        elems,
        shapes: V,
        ret: Ty::T,
        params: T_E,
        imp: Impl::Body(body),
    }
}

/// A group with a body.
const fn body(
    elems: &'static [Elem],
    shapes: &'static [Shape],
    ret: Ty,
    params: &'static [Param],
    body: &'static str,
) -> Group {
    Group {
        elems,
        shapes,
        ret,
        params,
        imp: Impl::Body(body),
    }
}

/// A group aliased to a builtin.
const fn alias(
    elems: &'static [Elem],
    shapes: &'static [Shape],
    ret: Ty,
    params: &'static [Param],
    builtin: &'static str,
) -> Group {
    Group {
        elems,
        shapes,
        ret,
        params,
        imp: Impl::Alias(builtin),
    }
}

const fn i(name: &'static str, groups: &'static [Group]) -> Intrinsic {
    Intrinsic {
        name,
        groups,
        matrix_rows: None,
    }
}

/// An intrinsic with matrix forms taking `rows` matrices.
const fn im(name: &'static str, rows: u8, groups: &'static [Group]) -> Intrinsic {
    Intrinsic {
        name,
        groups,
        matrix_rows: Some(rows),
    }
}

/// Every HLSL intrinsic the header declares, in declaration order (a body
/// calls only intrinsics declared above it).
pub const INTRINSICS: &[Intrinsic] = &[
    // Booleans.
    i(
        "all",
        &[alias(ALL, SV, Ty::Fixed("bool"), T1, "__builtin_hlsl_all")],
    ),
    i(
        "any",
        &[alias(ALL, SV, Ty::Fixed("bool"), T1, "__builtin_hlsl_any")],
    ),
    i(
        "and",
        &[alias(&[Bool], SV, Ty::T, T2, "__builtin_hlsl_and")],
    ),
    i("or", &[alias(&[Bool], SV, Ty::T, T2, "__builtin_hlsl_or")]),
    i(
        "select",
        &[alias(
            ALL,
            SV,
            Ty::T,
            &[p(Ty::Like(Bool)), p(Ty::T), p(Ty::T)],
            "__builtin_hlsl_select",
        )],
    ),
    // Math on floating point.
    im(
        "abs",
        1,
        &[
            unary(SIGNED, "__builtin_elementwise_abs"),
            // HLSL's abs of an unsigned value is the value.
            body(UINTS, SV, Ty::T, T1, "return a;"),
        ],
    ),
    im("acos", 1, &[unary(FLOATS, "__builtin_elementwise_acos")]),
    im("asin", 1, &[unary(FLOATS, "__builtin_elementwise_asin")]),
    im("atan", 1, &[unary(FLOATS, "__builtin_elementwise_atan")]),
    im("atan2", 2, &[binary(FLOATS, "__builtin_elementwise_atan2")]),
    im("ceil", 1, &[unary(FLOATS, "__builtin_elementwise_ceil")]),
    im("cos", 1, &[unary(FLOATS, "__builtin_elementwise_cos")]),
    im("cosh", 1, &[unary(FLOATS, "__builtin_elementwise_cosh")]),
    im("exp", 1, &[unary(FLOATS, "__builtin_elementwise_exp")]),
    im("exp2", 1, &[unary(FLOATS, "__builtin_elementwise_exp2")]),
    im("floor", 1, &[unary(FLOATS, "__builtin_elementwise_floor")]),
    im("fmod", 2, &[binary(FLOATS, "__builtin_elementwise_fmod")]),
    im("log", 1, &[unary(FLOATS, "__builtin_elementwise_log")]),
    im("log10", 1, &[unary(FLOATS, "__builtin_elementwise_log10")]),
    im("log2", 1, &[unary(FLOATS, "__builtin_elementwise_log2")]),
    im("pow", 2, &[binary(FLOATS, "__builtin_elementwise_pow")]),
    // HLSL's round is round-half-to-even (DXIL Round_ne).
    im(
        "round",
        1,
        &[unary(FLOATS, "__builtin_elementwise_roundeven")],
    ),
    im("sin", 1, &[unary(FLOATS, "__builtin_elementwise_sin")]),
    im("sinh", 1, &[unary(FLOATS, "__builtin_elementwise_sinh")]),
    im("sqrt", 1, &[unary(FLOATS, "__builtin_elementwise_sqrt")]),
    im("tan", 1, &[unary(FLOATS, "__builtin_elementwise_tan")]),
    im("tanh", 1, &[unary(FLOATS, "__builtin_elementwise_tanh")]),
    im("trunc", 1, &[unary(FLOATS, "__builtin_elementwise_trunc")]),
    im(
        "frac",
        1,
        &[unary(FLOATS, "__builtin_hlsl_elementwise_frac")],
    ),
    im(
        "rcp",
        1,
        &[unary(FLOATS_D, "__builtin_hlsl_elementwise_rcp")],
    ),
    im(
        "rsqrt",
        1,
        &[unary(FLOATS, "__builtin_hlsl_elementwise_rsqrt")],
    ),
    im(
        "saturate",
        1,
        &[unary(FLOATS_D, "__builtin_hlsl_elementwise_saturate")],
    ),
    im(
        "degrees",
        1,
        &[unary(FLOATS, "__builtin_hlsl_elementwise_degrees")],
    ),
    im(
        "radians",
        1,
        &[unary(FLOATS, "__builtin_hlsl_elementwise_radians")],
    ),
    i("fma", &[ternary(&[Double], "__builtin_elementwise_fma")]),
    i("mad", &[ternary(NUMERIC, "__builtin_hlsl_mad")]),
    i(
        "max",
        &[
            binary(NUMERIC, "__builtin_elementwise_max"),
            splat2(NUMERIC, "return __builtin_elementwise_max(a, ($T)b);"),
        ],
    ),
    i(
        "min",
        &[
            binary(NUMERIC, "__builtin_elementwise_min"),
            splat2(NUMERIC, "return __builtin_elementwise_min(a, ($T)b);"),
        ],
    ),
    i(
        "clamp",
        &[
            ternary(NUMERIC, "__builtin_hlsl_elementwise_clamp"),
            body(
                NUMERIC,
                V,
                Ty::T,
                &[p(Ty::T), p(Ty::E), p(Ty::E)],
                "return __builtin_hlsl_elementwise_clamp(a, ($T)b, ($T)c);",
            ),
        ],
    ),
    i(
        "lerp",
        &[
            ternary(FLOATS, "__builtin_hlsl_lerp"),
            body(
                FLOATS,
                V,
                Ty::T,
                &[p(Ty::T), p(Ty::T), p(Ty::E)],
                "return __builtin_hlsl_lerp(a, b, ($T)c);",
            ),
        ],
    ),
    i("step", &[binary(FLOATS, "__builtin_hlsl_step")]),
    i(
        "sign",
        &[alias(
            NUMERIC,
            SV,
            Ty::Like(Int),
            T1,
            "__builtin_hlsl_elementwise_sign",
        )],
    ),
    i(
        "isinf",
        &[alias(
            FLOATS,
            SV,
            Ty::Like(Bool),
            T1,
            "__builtin_hlsl_elementwise_isinf",
        )],
    ),
    i(
        "isnan",
        &[alias(
            FLOATS,
            SV,
            Ty::Like(Bool),
            T1,
            "__builtin_hlsl_elementwise_isnan",
        )],
    ),
    i(
        "isfinite",
        &[body(
            FLOATS,
            SV,
            Ty::Like(Bool),
            T1,
            "return and(!isinf(a), !isnan(a));",
        )],
    ),
    // HLSL's ldexp takes the exponent as a float: a * 2^b.
    i(
        "ldexp",
        &[body(FLOATS, SV, Ty::T, T2, "return a * exp2(b);")],
    ),
    i(
        "modf",
        &[body(
            FLOATS,
            SV,
            Ty::T,
            &[p(Ty::T), out(Ty::T)],
            "b = trunc(a); return a - b;",
        )],
    ),
    i(
        "sincos",
        &[body(
            FLOATS,
            SV,
            Ty::Void,
            &[p(Ty::T), out(Ty::T), out(Ty::T)],
            "b = sin(a); c = cos(a);",
        )],
    ),
    i(
        "smoothstep",
        &[body(
            FLOATS,
            SV,
            Ty::T,
            T3,
            "$T t = saturate((c - a) / (b - a)); return t * t * (($T)3 - ($T)2 * t);",
        )],
    ),
    // Vectors.
    i(
        "dot",
        &[alias(
            &[Half, Float, Int, Uint, Int64, Uint64, Int16, Uint16],
            SV,
            Ty::E,
            T2,
            "__builtin_hlsl_dot",
        )],
    ),
    // mul of two scalars; its vector and matrix forms are in TEMPLATES.
    i("mul", &[body(NUMERIC, S, Ty::T, T2, "return a * b;")]),
    i(
        "cross",
        &[
            alias(&[Float], V3, Ty::T, T2, "__builtin_hlsl_crossf32"),
            alias(&[Half], V3, Ty::T, T2, "__builtin_hlsl_crossf16"),
        ],
    ),
    i("normalize", &[unary(FLOATS, "__builtin_hlsl_normalize")]),
    i(
        "length",
        &[
            body(FLOATS, S, Ty::E, T1, "return abs(a);"),
            body(FLOATS, V, Ty::E, T1, "return sqrt(dot(a, a));"),
        ],
    ),
    i(
        "distance",
        &[body(FLOATS, SV, Ty::E, T2, "return length(a - b);")],
    ),
    i(
        "reflect",
        &[body(
            FLOATS,
            SV,
            Ty::T,
            T2,
            "return a - ($E)2 * b * dot(a, b);",
        )],
    ),
    i(
        "refract",
        &[body(
            FLOATS,
            V,
            Ty::T,
            &[p(Ty::T), p(Ty::T), p(Ty::E)],
            "$E d = dot(b, a); $E k = ($E)1 - c * c * (($E)1 - d * d); \
         return k < ($E)0 ? ($T)0 : c * a - (c * d + sqrt(k)) * b;",
        )],
    ),
    i(
        "faceforward",
        &[body(
            FLOATS,
            V,
            Ty::T,
            T3,
            "return dot(b, c) < ($E)0 ? a : -a;",
        )],
    ),
    i(
        "lit",
        &[body(
            &[Float],
            S,
            Ty::Fixed("float4"),
            T3,
            "float d = a < 0.0f ? 0.0f : a; float s = (a < 0.0f || b < 0.0f) ? 0.0f : pow(b, c); \
         return float4(1.0f, d, s, 1.0f);",
        )],
    ),
    i(
        "dst",
        &[body(
            &[Float],
            V4,
            Ty::T,
            T2,
            "return float4(1.0f, a.y * b.y, a.z, b.w);",
        )],
    ),
    i(
        "D3DCOLORtoUBYTE4",
        &[body(
            &[Float],
            V4,
            Ty::Like(Int),
            T1,
            "return (int4)(a.zyxw * 255.001953f);",
        )],
    ),
    // Bits.
    i(
        "countbits",
        &[
            alias(&[Uint], SV, Ty::T, T1, "__builtin_elementwise_popcount"),
            body(
                &[Int16, Uint16, Int, Int64, Uint64],
                SV,
                Ty::Like(Uint),
                T1,
                "return ($U)__builtin_elementwise_popcount(a);",
            ),
        ],
    ),
    i(
        "reversebits",
        &[unary(UINTS, "__builtin_elementwise_bitreverse")],
    ),
    i(
        "firstbitlow",
        &[alias(
            INTS,
            SV,
            Ty::Like(Uint),
            T1,
            "__builtin_hlsl_elementwise_firstbitlow",
        )],
    ),
    i(
        "firstbithigh",
        &[Group {
            elems: INTS,
            shapes: SV,
            ret: Ty::Like(Uint),
            params: T1,
            imp: Impl::FirstBitHigh,
        }],
    ),
    // Bit casts.
    i(
        "asfloat",
        &[body(
            BITS32,
            SV,
            Ty::Like(Float),
            T1,
            "return __builtin_bit_cast($F, a);",
        )],
    ),
    i(
        "asint",
        &[body(
            BITS32,
            SV,
            Ty::Like(Int),
            T1,
            "return __builtin_bit_cast($I, a);",
        )],
    ),
    i(
        "asuint",
        &[
            body(
                BITS32,
                SV,
                Ty::Like(Uint),
                T1,
                "return __builtin_bit_cast($U, a);",
            ),
            alias(
                &[Double],
                SV,
                Ty::Void,
                &[p(Ty::T), out(Ty::Like(Uint)), out(Ty::Like(Uint))],
                "__builtin_hlsl_elementwise_splitdouble",
            ),
        ],
    ),
    i(
        "asfloat16",
        &[body(
            BITS16,
            SV,
            Ty::Like(Half),
            T1,
            "return __builtin_bit_cast($H, a);",
        )],
    ),
    i(
        "asint16",
        &[body(
            BITS16,
            SV,
            Ty::Like(Int16),
            T1,
            "return __builtin_bit_cast($S, a);",
        )],
    ),
    i(
        "asuint16",
        &[body(
            BITS16,
            SV,
            Ty::Like(Uint16),
            T1,
            "return __builtin_bit_cast($V, a);",
        )],
    ),
    i(
        "asdouble",
        &[alias(
            &[Uint],
            SV,
            Ty::Like(Double),
            T2,
            "__builtin_hlsl_asdouble",
        )],
    ),
    i(
        "f16tof32",
        &[alias(
            &[Uint],
            SV,
            Ty::Like(Float),
            T1,
            "__builtin_hlsl_elementwise_f16tof32",
        )],
    ),
    i(
        "AddUint64",
        &[alias(
            &[Uint],
            &[Shape::Vector(2), Shape::Vector(4)],
            Ty::T,
            T2,
            "__builtin_hlsl_adduint64",
        )],
    ),
    i(
        "dot4add_i8packed",
        &[alias(
            &[Uint],
            S,
            Ty::Fixed("int"),
            &[p(Ty::T), p(Ty::T), p(Ty::Fixed("int"))],
            "__builtin_hlsl_dot4add_i8packed",
        )],
    ),
    i(
        "dot4add_u8packed",
        &[alias(
            &[Uint],
            S,
            Ty::T,
            T3,
            "__builtin_hlsl_dot4add_u8packed",
        )],
    ),
    // Derivatives and pixel shaders (ddx and ddy are the coarse ones, as
    // in DXC).
    i(
        "ddx",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddx_coarse")],
    ),
    i(
        "ddy",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddy_coarse")],
    ),
    i(
        "ddx_coarse",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddx_coarse")],
    ),
    i(
        "ddy_coarse",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddy_coarse")],
    ),
    i(
        "ddx_fine",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddx_fine")],
    ),
    i(
        "ddy_fine",
        &[unary(FLOATS, "__builtin_hlsl_elementwise_ddy_fine")],
    ),
    i(
        "fwidth",
        &[body(
            FLOATS,
            SV,
            Ty::T,
            T1,
            "return abs(ddx_coarse(a)) + abs(ddy_coarse(a));",
        )],
    ),
    i(
        "clip",
        &[alias(
            &[Float],
            SV,
            Ty::Void,
            T1,
            "__builtin_hlsl_elementwise_clip",
        )],
    ),
    // Waves.
    i(
        "WaveActiveAllTrue",
        &[alias(
            &[Bool],
            S,
            Ty::Fixed("bool"),
            T1,
            "__builtin_hlsl_wave_active_all_true",
        )],
    ),
    i(
        "WaveActiveAnyTrue",
        &[alias(
            &[Bool],
            S,
            Ty::Fixed("bool"),
            T1,
            "__builtin_hlsl_wave_active_any_true",
        )],
    ),
    i(
        "WaveActiveBallot",
        &[alias(
            &[Bool],
            S,
            Ty::Fixed("uint4"),
            T1,
            "__builtin_hlsl_wave_active_ballot",
        )],
    ),
    i(
        "WaveActiveCountBits",
        &[alias(
            &[Bool],
            S,
            Ty::Fixed("uint"),
            T1,
            "__builtin_hlsl_wave_active_count_bits",
        )],
    ),
    i(
        "WaveActiveMax",
        &[unary(NUMERIC, "__builtin_hlsl_wave_active_max")],
    ),
    i(
        "WaveActiveMin",
        &[unary(NUMERIC, "__builtin_hlsl_wave_active_min")],
    ),
    i(
        "WaveActiveSum",
        &[unary(NUMERIC, "__builtin_hlsl_wave_active_sum")],
    ),
    i(
        "WaveGetLaneCount",
        &[alias(
            &[Uint],
            S,
            Ty::T,
            &[],
            "__builtin_hlsl_wave_get_lane_count",
        )],
    ),
    i(
        "WaveGetLaneIndex",
        &[alias(
            &[Uint],
            S,
            Ty::T,
            &[],
            "__builtin_hlsl_wave_get_lane_index",
        )],
    ),
    i(
        "WaveIsFirstLane",
        &[alias(
            &[Bool],
            S,
            Ty::T,
            &[],
            "__builtin_hlsl_wave_is_first_lane",
        )],
    ),
    i(
        "WaveReadLaneAt",
        &[alias(
            ALL,
            SV,
            Ty::T,
            &[p(Ty::T), p(Ty::Fixed("uint"))],
            "__builtin_hlsl_wave_read_lane_at",
        )],
    ),
    // Barriers and resources.
    i(
        "GroupMemoryBarrierWithGroupSync",
        &[alias(
            &[Bool],
            S,
            Ty::Void,
            &[],
            "__builtin_hlsl_group_memory_barrier_with_group_sync",
        )],
    ),
    i(
        "NonUniformResourceIndex",
        &[alias(
            &[Uint],
            S,
            Ty::T,
            T1,
            "__builtin_hlsl_resource_nonuniformindex",
        )],
    ),
];

/// Templates over matrix shapes: `mul` (HLSL's products of scalars,
/// vectors and matrices) and `transpose`.
pub const TEMPLATES: &[TemplateFn] = &[
    TemplateFn {
        name: "mul",
        text: "template <typename T, int N> vector<T, N> mul(T a, vector<T, N> b) { return a * b; }",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int N> vector<T, N> mul(vector<T, N> a, T b) { return a * b; }",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int N> T mul(vector<T, N> a, vector<T, N> b) { return dot(a, b); }",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int R, int C> matrix<T, R, C> mul(T a, matrix<T, R, C> b) { return a * b; }",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int R, int C> matrix<T, R, C> mul(matrix<T, R, C> a, T b) { return a * b; }",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int R, int C> vector<T, C> mul(vector<T, R> a, matrix<T, R, C> b) {\n  \
               vector<T, C> r;\n  \
               for (int j = 0; j < C; j++) {\n    \
               T s = (T)0;\n    \
               for (int i = 0; i < R; i++) s += a[i] * b[i][j];\n    \
               r[j] = s;\n  }\n  return r;\n}",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int R, int C> vector<T, R> mul(matrix<T, R, C> a, vector<T, C> b) {\n  \
               vector<T, R> r;\n  \
               for (int i = 0; i < R; i++) r[i] = dot(a[i], b);\n  return r;\n}",
    },
    TemplateFn {
        name: "mul",
        text: "template <typename T, int R, int K, int C>\n\
               matrix<T, R, C> mul(matrix<T, R, K> a, matrix<T, K, C> b) { return a * b; }",
    },
    TemplateFn {
        name: "transpose",
        text: "template <typename T, int R, int C> matrix<T, C, R> transpose(matrix<T, R, C> a) {\n  \
               return __builtin_matrix_transpose(a);\n}",
    },
];

/// HLSL intrinsics clang 22 has no builtin for. The header does not
/// declare them; a shader using one gets clang's "use of undeclared
/// identifier" error, which `dxir compile` follows with a line saying so.
pub const UNSUPPORTED: &[&str] = &[
    "abort",
    "AllMemoryBarrier",
    "AllMemoryBarrierWithGroupSync",
    "Barrier",
    "CheckAccessFullyMapped",
    "determinant",
    "DeviceMemoryBarrier",
    "DeviceMemoryBarrierWithGroupSync",
    "dot2add",
    "errorf",
    "EvaluateAttributeAtSample",
    "EvaluateAttributeCentroid",
    "EvaluateAttributeSnapped",
    "f32tof16",
    "frexp",
    "GetAttributeAtVertex",
    "GetRenderTargetSampleCount",
    "GetRenderTargetSamplePosition",
    "GroupMemoryBarrier",
    "InterlockedAdd",
    "InterlockedAnd",
    "InterlockedCompareExchange",
    "InterlockedCompareExchangeFloatBitwise",
    "InterlockedCompareStore",
    "InterlockedCompareStoreFloatBitwise",
    "InterlockedExchange",
    "InterlockedMax",
    "InterlockedMin",
    "InterlockedOr",
    "InterlockedXor",
    "IsHelperLane",
    "msad4",
    "noise",
    "pack_clamp_s8",
    "pack_clamp_u8",
    "pack_s8",
    "pack_u8",
    "printf",
    "QuadAll",
    "QuadAny",
    "QuadReadAcrossDiagonal",
    "QuadReadAcrossX",
    "QuadReadAcrossY",
    "QuadReadLaneAt",
    "unpack_s8s16",
    "unpack_s8s32",
    "unpack_u8u16",
    "unpack_u8u32",
    "WaveActiveAllEqual",
    "WaveActiveBitAnd",
    "WaveActiveBitOr",
    "WaveActiveBitXor",
    "WaveActiveProduct",
    "WaveMatch",
    "WaveMultiPrefixBitAnd",
    "WaveMultiPrefixBitOr",
    "WaveMultiPrefixBitXor",
    "WaveMultiPrefixCountBits",
    "WaveMultiPrefixProduct",
    "WaveMultiPrefixSum",
    "WavePrefixCountBits",
    "WavePrefixProduct",
    "WavePrefixSum",
    "WaveReadLaneFirst",
];

/// The spelling of `elem` in `shape`: `float`, `float3`.
pub fn spell(elem: Elem, shape: Shape) -> String {
    match shape {
        Shape::Scalar => elem.name().to_string(),
        Shape::Vector(n) => format!("{}{n}", elem.name()),
    }
}

/// One overload of a group: its element type and shape.
#[derive(Clone, Copy, Debug)]
pub struct Overload {
    /// The element type.
    pub elem: Elem,
    /// The shape.
    pub shape: Shape,
}

impl Overload {
    /// The spelling of `ty` in this overload.
    pub fn ty(&self, ty: Ty) -> String {
        match ty {
            Ty::T => spell(self.elem, self.shape),
            Ty::E => self.elem.name().to_string(),
            Ty::Like(e) => spell(e, self.shape),
            Ty::Fixed(s) => s.to_string(),
            Ty::Void => "void".to_string(),
        }
    }

    /// Whether the overload needs 16-bit types (an element, parameter or
    /// return type of 16 bits that exists only with them).
    pub fn needs_16bit(&self, group: &Group) -> bool {
        let like16 = |t: Ty| matches!(t, Ty::Like(e) if e.needs_16bit());
        self.elem.needs_16bit() || like16(group.ret) || group.params.iter().any(|p| like16(p.ty))
    }
}

impl Group {
    /// The overloads, elements outer, shapes inner.
    pub fn overloads(&self) -> impl Iterator<Item = Overload> + '_ {
        self.elems.iter().flat_map(move |&elem| {
            self.shapes
                .iter()
                .map(move |&shape| Overload { elem, shape })
        })
    }
}

const PARAM_NAMES: [&str; 3] = ["a", "b", "c"];

/// The declaration (or definition) of one overload.
fn declare(name: &str, group: &Group, o: &Overload, text: &mut String) {
    let params = |named: bool| {
        group
            .params
            .iter()
            .enumerate()
            .map(|(k, prm)| {
                let mut s = String::new();
                if prm.out {
                    s.push_str("out ");
                }
                s.push_str(&o.ty(prm.ty));
                if named {
                    s.push(' ');
                    s.push_str(PARAM_NAMES[k]);
                }
                s
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let ret = o.ty(group.ret);
    match group.imp {
        Impl::Alias(builtin) => {
            let _ = writeln!(
                text,
                "__attribute__((clang_builtin_alias({builtin}))) {ret} {name}({});",
                params(false)
            );
        }
        Impl::Body(body) => {
            let body = body
                .replace("$T", &o.ty(Ty::T))
                .replace("$E", o.elem.name())
                .replace("$U", &o.ty(Ty::Like(Uint)))
                .replace("$I", &o.ty(Ty::Like(Int)))
                .replace("$F", &o.ty(Ty::Like(Float)))
                .replace("$H", &o.ty(Ty::Like(Half)))
                .replace("$S", &o.ty(Ty::Like(Int16)))
                .replace("$V", &o.ty(Ty::Like(Uint16)))
                .replace("$W", &o.elem.bits().to_string());
            let _ = writeln!(text, "inline {ret} {name}({}) {{ {body} }}", params(true));
        }
        Impl::FirstBitHigh => {
            // The text is the one the corpus header had, so existing
            // shaders give the same IR: `__dxir_fbh` maps each lane.
            let top = o.elem.bits() - 1;
            let ty = match o.shape {
                Shape::Scalar => o.elem.name().to_string(),
                Shape::Vector(n) => format!("vector<{}, {n}>", o.elem.name()),
            };
            let _ = match o.shape {
                Shape::Scalar => writeln!(
                    text,
                    "inline uint firstbithigh({ty} x) {{ return __dxir_fbh(__builtin_hlsl_elementwise_firstbithigh(x), {top}); }}"
                ),
                Shape::Vector(n) => {
                    let lanes = ["x", "y", "z", "w"][..usize::from(n)]
                        .iter()
                        .map(|l| format!("__dxir_fbh(r.{l}, {top})"))
                        .collect::<Vec<_>>()
                        .join(", ");
                    writeln!(
                        text,
                        "inline uint{n} firstbithigh({ty} x) {{ uint{n} r = __builtin_hlsl_elementwise_firstbithigh(x); return uint{n}({lanes}); }}"
                    )
                }
            };
        }
    }
}

/// The header text.
pub fn header() -> String {
    let mut t = String::new();
    t.push_str(
        "// HLSL types and intrinsics for clang 22 without an hlsl.h of its own.\n\
         // Generated by dxir (src/hlsl_header.rs; `dxir compile --print-header`).\n\
         // Do not edit: change the tables in src/hlsl_header.rs.\n\
         #pragma once\n\n",
    );
    types(&mut t);
    t.push('\n');
    // firstbithigh's per-lane map.
    t.push_str(
        "inline uint __dxir_fbh(uint r, uint top) { return r == 0xFFFFFFFFu ? r : top - r; }\n",
    );
    for f in INTRINSICS {
        let _ = writeln!(t, "\n// {}", f.name);
        for g in f.groups {
            let mut gated = false;
            for o in g.overloads() {
                let needs = o.needs_16bit(g);
                if needs != gated {
                    t.push_str(if needs {
                        "#ifdef __HLSL_ENABLE_16_BIT\n"
                    } else {
                        "#endif\n"
                    });
                    gated = needs;
                }
                declare(f.name, g, &o, &mut t);
            }
            if gated {
                t.push_str("#endif\n");
            }
        }
        if let Some(n) = f.matrix_rows {
            let params = (0..n)
                .map(|k| format!("matrix<T, R, C> {}", PARAM_NAMES[usize::from(k)]))
                .collect::<Vec<_>>()
                .join(", ");
            let args = (0..n)
                .map(|k| format!("{}[i]", PARAM_NAMES[usize::from(k)]))
                .collect::<Vec<_>>()
                .join(", ");
            let _ = writeln!(
                t,
                "template <typename T, int R, int C> matrix<T, R, C> {name}({params}) {{\n  \
                 matrix<T, R, C> r;\n  for (int i = 0; i < R; i++) r[i] = {name}({args});\n  return r;\n}}",
                name = f.name
            );
        }
    }
    t.push('\n');
    for f in TEMPLATES {
        let _ = writeln!(t, "// {}\n{}", f.name, f.text);
    }
    t
}

/// The type names: each scalar and its vectors and matrices.
fn types(t: &mut String) {
    for s in SCALAR_TYPES {
        if s.needs_16bit {
            let _ = writeln!(t, "#ifdef {ENABLE_16_BIT}");
        }
        match (s.def, s.def_16bit) {
            (Some(def), Some(def16)) => {
                let _ = writeln!(
                    t,
                    "#ifdef {ENABLE_16_BIT}\ntypedef {def16} {n};\n#else\ntypedef {def} {n};\n#endif",
                    n = s.name
                );
            }
            (Some(def), None) => {
                let _ = writeln!(t, "typedef {def} {};", s.name);
            }
            (None, _) => {}
        }
        for n in 1..=4 {
            let _ = writeln!(t, "typedef vector<{0}, {n}> {0}{n};", s.name);
        }
        for r in 1..=4 {
            for c in 1..=4 {
                let _ = writeln!(t, "typedef matrix<{0}, {r}, {c}> {0}{r}x{c};", s.name);
            }
        }
        if s.needs_16bit {
            t.push_str("#endif\n");
        }
    }
}

/// Every type name the header declares (scalars, vectors, matrices),
/// with whether it needs 16-bit types.
pub fn type_names() -> Vec<(String, bool)> {
    let mut names = Vec::new();
    for s in SCALAR_TYPES {
        names.push((s.name.to_string(), s.needs_16bit));
        for n in 1..=4 {
            names.push((format!("{}{n}", s.name), s.needs_16bit));
        }
        for r in 1..=4 {
            for c in 1..=4 {
                names.push((format!("{}{r}x{c}", s.name), s.needs_16bit));
            }
        }
    }
    names
}

/// The number of overloads the element tables declare (templates not
/// counted).
pub fn overload_count() -> usize {
    INTRINSICS
        .iter()
        .flat_map(|f| f.groups)
        .map(|g| g.elems.len() * g.shapes.len())
        .sum()
}

/// Whether `name` is an HLSL intrinsic clang 22 cannot compile.
pub fn is_unsupported(name: &str) -> bool {
    UNSUPPORTED.contains(&name)
}

/// A library shader (`-T lib_6_x`) exporting one function per overload
/// of `group` that calls it: compiling it checks clang accepts every
/// overload. 16-bit overloads are under `__HLSL_ENABLE_16_BIT`.
pub fn group_shader(f: &Intrinsic, group: &Group) -> String {
    let mut t = String::new();
    for (k, o) in group.overloads().enumerate() {
        let gated = o.needs_16bit(group);
        if gated {
            let _ = writeln!(t, "#ifdef {ENABLE_16_BIT}");
        }
        let params = group
            .params
            .iter()
            .enumerate()
            .map(|(n, prm)| {
                format!(
                    "{}{} {}",
                    if prm.out { "out " } else { "" },
                    o.ty(prm.ty),
                    PARAM_NAMES[n]
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let args = PARAM_NAMES[..group.params.len()].join(", ");
        let ret = o.ty(group.ret);
        let call = format!("{}({args})", f.name);
        let stmt = if matches!(group.ret, Ty::Void) {
            format!("{call};")
        } else {
            format!("return {call};")
        };
        let _ = writeln!(t, "export {ret} t{k}({params}) {{ {stmt} }}");
        if gated {
            t.push_str("#endif\n");
        }
    }
    t
}

/// A library shader calling the matrix forms of `f` (which must have
/// them) on a float, an int and a 1-column and a 1-row matrix.
pub fn matrix_shader(f: &Intrinsic) -> Option<String> {
    let n = usize::from(f.matrix_rows?);
    let elem = if f.groups.iter().any(|g| g.elems.contains(&Float)) {
        "float"
    } else {
        "int"
    };
    let mut t = String::new();
    for (k, m) in ["2x3", "4x4", "3x1", "1x4"].iter().enumerate() {
        let ty = format!("{elem}{m}");
        let params = (0..n)
            .map(|p| format!("{ty} {}", PARAM_NAMES[p]))
            .collect::<Vec<_>>()
            .join(", ");
        let args = PARAM_NAMES[..n].join(", ");
        let _ = writeln!(
            t,
            "export {ty} m{k}({params}) {{ return {}({args}); }}",
            f.name
        );
    }
    Some(t)
}

/// A library shader using `mul` and `transpose` in every form.
pub fn templates_shader() -> String {
    "export float s0(float a, float b) { return mul(a, b); }\n\
     export float3 s1(float a, float3 b) { return mul(a, b); }\n\
     export int3 s2(int3 a, int b) { return mul(a, b); }\n\
     export float s3(float3 a, float3 b) { return mul(a, b); }\n\
     export float2x3 s4(float a, float2x3 b) { return mul(a, b); }\n\
     export float2x3 s5(float2x3 a, float b) { return mul(a, b); }\n\
     export float4 s6(float3 a, float3x4 b) { return mul(a, b); }\n\
     export float3 s7(float3x4 a, float4 b) { return mul(a, b); }\n\
     export float2x4 s8(float2x3 a, float3x4 b) { return mul(a, b); }\n\
     export float4x4 s9(float4x4 a, float4x4 b) { return mul(a, b); }\n\
     export uint2x2 s10(uint2x3 a, uint3x2 b) { return mul(a, b); }\n\
     export float3x2 s11(float2x3 a) { return transpose(a); }\n\
     export int4x1 s12(int1x4 a) { return transpose(a); }\n"
        .to_string()
}

/// A library shader using the scalar type `name` and all its vector and
/// matrix names.
pub fn type_shader(s: &ScalarType) -> String {
    let name = s.name;
    let mut t = String::new();
    let _ = writeln!(t, "export {name} v0({name} a) {{ return a; }}");
    for n in 1..=4 {
        let _ = writeln!(t, "export {name}{n} v{n}({name}{n} a) {{ return a; }}");
    }
    for r in 1..=4 {
        for c in 1..=4 {
            let _ = writeln!(
                t,
                "export {name}{r}x{c} m{r}{c}({name}{r}x{c} a) {{ return a; }}"
            );
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_intrinsic_is_a_macro() {
        let text = header();
        let defines: Vec<&str> = text
            .lines()
            .filter(|l| l.trim_start().starts_with("#define"))
            .collect();
        assert!(defines.is_empty(), "{defines:?}");
        for f in INTRINSICS {
            assert!(text.contains(&format!(" {}(", f.name)), "{}", f.name);
        }
    }

    #[test]
    fn unsupported_names_are_not_declared() {
        let text = header();
        for name in UNSUPPORTED {
            assert!(!text.contains(&format!(" {name}(")), "{name}");
            assert!(INTRINSICS.iter().all(|f| f.name != *name), "{name}");
        }
    }

    #[test]
    fn preprocessor_lines_balance() {
        let text = header();
        let opens = text.lines().filter(|l| l.starts_with("#ifdef")).count();
        let ends = text.lines().filter(|l| l.starts_with("#endif")).count();
        assert_eq!(opens, ends);
    }
}
