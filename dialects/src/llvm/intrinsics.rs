//! The signatures LLVM 22 requires of the generic `llvm.*` intrinsics clang
//! emits for HLSL, as facts: base name -> signature shape. The `llvm.dx.*`
//! intrinsics are described by the `dx` dialect's op table instead.
//!
//! LLVM's verifier matches a call of an intrinsic against the intrinsic's
//! definition: the return type binds the overloaded type, and every
//! argument must then be what the definition says
//! (`Intrinsic has incorrect return type!`, `... argument type!`); `immarg`
//! parameters take constants only.

use dxir_ir::{Context, Type, TypeData};

/// The shape of an intrinsic's signature; `T` is its overloaded type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `T (T, ...)` with this many operands; `T` a float or float vector.
    Float(usize),
    /// `T (T, ...)` with this many operands; `T` an integer or integer
    /// vector.
    Int(usize),
    /// `T (T, i1 immarg)`, `T` an integer or integer vector (`abs`).
    IntFlag,
    /// `void (ptr, ptr, iN, i1 immarg)` (`memcpy`, `memmove`).
    MemTransfer,
    /// `void (ptr, i8, iN, i1 immarg)` (`memset`).
    MemSet,
    /// `void (metadata)` (`experimental.noalias.scope.decl`).
    ScopeDecl,
}

/// One intrinsic: its base name, whether the name takes `.<type>`
/// suffixes, and its shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The base name, e.g. `llvm.sqrt`.
    pub name: &'static str,
    /// Overloaded: the full name is the base name and `.`-separated type
    /// suffixes.
    pub overloaded: bool,
    /// The signature's shape.
    pub shape: Shape,
}

const fn sig(name: &'static str, shape: Shape) -> Signature {
    Signature {
        name,
        overloaded: true,
        shape,
    }
}

/// The intrinsics whose signatures dxir checks.
pub const SIGNATURES: &[Signature] = &[
    sig("llvm.fabs", Shape::Float(1)),
    sig("llvm.sqrt", Shape::Float(1)),
    sig("llvm.floor", Shape::Float(1)),
    sig("llvm.ceil", Shape::Float(1)),
    sig("llvm.trunc", Shape::Float(1)),
    sig("llvm.round", Shape::Float(1)),
    sig("llvm.roundeven", Shape::Float(1)),
    sig("llvm.rint", Shape::Float(1)),
    sig("llvm.nearbyint", Shape::Float(1)),
    sig("llvm.sin", Shape::Float(1)),
    sig("llvm.cos", Shape::Float(1)),
    sig("llvm.tan", Shape::Float(1)),
    sig("llvm.asin", Shape::Float(1)),
    sig("llvm.acos", Shape::Float(1)),
    sig("llvm.atan", Shape::Float(1)),
    sig("llvm.sinh", Shape::Float(1)),
    sig("llvm.cosh", Shape::Float(1)),
    sig("llvm.tanh", Shape::Float(1)),
    sig("llvm.exp", Shape::Float(1)),
    sig("llvm.exp2", Shape::Float(1)),
    sig("llvm.log", Shape::Float(1)),
    sig("llvm.log2", Shape::Float(1)),
    sig("llvm.log10", Shape::Float(1)),
    sig("llvm.pow", Shape::Float(2)),
    sig("llvm.maxnum", Shape::Float(2)),
    sig("llvm.minnum", Shape::Float(2)),
    sig("llvm.maximum", Shape::Float(2)),
    sig("llvm.minimum", Shape::Float(2)),
    sig("llvm.copysign", Shape::Float(2)),
    sig("llvm.fmuladd", Shape::Float(3)),
    sig("llvm.fma", Shape::Float(3)),
    sig("llvm.smax", Shape::Int(2)),
    sig("llvm.smin", Shape::Int(2)),
    sig("llvm.umax", Shape::Int(2)),
    sig("llvm.umin", Shape::Int(2)),
    sig("llvm.ctpop", Shape::Int(1)),
    sig("llvm.bitreverse", Shape::Int(1)),
    sig("llvm.abs", Shape::IntFlag),
    sig("llvm.memcpy", Shape::MemTransfer),
    sig("llvm.memmove", Shape::MemTransfer),
    sig("llvm.memset", Shape::MemSet),
    Signature {
        name: "llvm.experimental.noalias.scope.decl",
        overloaded: false,
        shape: Shape::ScopeDecl,
    },
];

/// The signature of the intrinsic `callee` (a full name) names: the
/// longest base name it equals or, for an overloaded one, continues with
/// `.`. `None` for intrinsics not in [`SIGNATURES`].
///
/// ```
/// use dxir_dialects::llvm::{intrinsic_signature, Shape};
/// assert_eq!(intrinsic_signature("llvm.sqrt.f32").unwrap().shape, Shape::Float(1));
/// assert!(intrinsic_signature("llvm.sqrtx.f32").is_none());
/// assert!(intrinsic_signature("llvm.experimental.noalias.scope.decl.x").is_none());
/// ```
pub fn intrinsic_signature(callee: &str) -> Option<&'static Signature> {
    static BY_NAME: std::sync::OnceLock<crate::base_names::BaseNames<Signature>> =
        std::sync::OnceLock::new();
    BY_NAME
        .get_or_init(|| crate::base_names::BaseNames::new(SIGNATURES, |s| s.name, |s| s.overloaded))
        .longest(callee)
}

/// Why a signature does not fit its intrinsic, with LLVM's message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    /// The return type is not what the intrinsic returns.
    #[error("Intrinsic has incorrect return type!")]
    Return,
    /// Argument `n` (0-based) has the wrong type, or there are too many.
    #[error("Intrinsic has incorrect argument type!")]
    Argument(usize),
    /// Fewer arguments than the intrinsic takes.
    #[error("Callsite was not defined with variable arguments!")]
    TooFewArguments,
    /// A variadic declaration of an intrinsic that is not variadic.
    #[error("Intrinsic was not defined with variable arguments!")]
    VarArg,
}

impl Signature {
    /// The parameters that must be constants (`immarg`).
    pub fn immargs(&self) -> &'static [usize] {
        match self.shape {
            Shape::IntFlag => &[1],
            Shape::MemTransfer | Shape::MemSet => &[3],
            _ => &[],
        }
    }

    /// Checks function type `fn_ty` against the shape, as LLVM's verifier
    /// matches a call against the intrinsic's definition.
    pub fn check(&self, cx: &Context, fn_ty: Type) -> Result<(), SignatureError> {
        let TypeData::Function {
            ret,
            params,
            vararg,
        } = cx.type_data(fn_ty)
        else {
            return Err(SignatureError::Return);
        };
        if !self.ret_ok(cx, *ret) {
            return Err(SignatureError::Return);
        }
        let count = self.arity();
        for (i, &p) in params.iter().enumerate() {
            if i >= count || !self.param_ok(cx, i, p, *ret) {
                return Err(SignatureError::Argument(i));
            }
        }
        if params.len() < count {
            return Err(SignatureError::TooFewArguments);
        }
        if *vararg {
            return Err(SignatureError::VarArg);
        }
        Ok(())
    }

    /// How many parameters the intrinsic takes.
    fn arity(&self) -> usize {
        match self.shape {
            Shape::Float(n) | Shape::Int(n) => n,
            Shape::IntFlag => 2,
            Shape::MemTransfer | Shape::MemSet => 4,
            Shape::ScopeDecl => 1,
        }
    }

    /// Whether `ret` may be the return type (it binds the overloaded type).
    fn ret_ok(&self, cx: &Context, ret: Type) -> bool {
        match self.shape {
            Shape::Float(_) => cx.is_float(ret),
            Shape::Int(_) | Shape::IntFlag => cx.is_int(ret),
            Shape::MemTransfer | Shape::MemSet | Shape::ScopeDecl => ret == cx.types().void,
        }
    }

    /// Whether parameter `i` may have type `ty`, given return type `ret`.
    fn param_ok(&self, cx: &Context, i: usize, ty: Type, ret: Type) -> bool {
        let t = cx.types();
        let is_ptr = matches!(cx.type_data(ty), TypeData::Ptr { .. });
        let scalar_int = matches!(cx.type_data(ty), TypeData::Int(_));
        match (self.shape, i) {
            (Shape::Float(_) | Shape::Int(_) | Shape::IntFlag, 0) => ty == ret,
            (Shape::Float(_) | Shape::Int(_), _) => ty == ret,
            (Shape::IntFlag, _) => ty == t.i1,
            (Shape::MemTransfer, 0 | 1) | (Shape::MemSet, 0) => is_ptr,
            (Shape::MemSet, 1) => ty == t.i8,
            (Shape::MemTransfer | Shape::MemSet, 2) => scalar_int,
            (Shape::MemTransfer | Shape::MemSet, _) => ty == t.i1,
            (Shape::ScopeDecl, _) => ty == t.metadata,
        }
    }
}
