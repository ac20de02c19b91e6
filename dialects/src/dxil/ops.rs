//! The `dxil` dialect, generated from the op table: one op per entry, named
//! `dxil.<name>` with a lower-case first letter (`dxil.bufferLoad`).
//!
//! An op's operands are the `dx.op` call's arguments *without* the leading
//! `i32` opcode; the exporter adds it and names the callee with
//! [`export_name`]. There is no per-op code: one verify hook checks every
//! op against its entry's signature.

use super::op::{DxilAttr, DxilOp, OverloadShape, ParamKind, ScalarKind, Signature};
use super::table::{DxilOpcode, OPS};
use super::types::{dxil_type, overload_kind, scalar_kind, scalar_type, DxilStruct, DxilTypeError};
use dxir_ir::{
    type_to_string, Arity, Body, Context, Dialect, Op, OpDef, OpVerifyError, OpView, Traits, Type,
    TypeData, Value, SHORT,
};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

/// The `dxil` dialect.
///
/// Built on first use from the op table; register it with
/// `registry.register(&DIALECT)`.
pub static DIALECT: LazyLock<Dialect> = LazyLock::new(|| Dialect {
    name: "dxil",
    summary: "DXIL operations (`dx.op.*` calls), one per entry of the DXIL op table",
    ops: &DEFS,
});

/// One line per op, for [`OpDef::summary`].
static SUMMARIES: LazyLock<Vec<Box<str>>> = LazyLock::new(|| {
    OPS.iter()
        .map(|op| {
            format!(
                "DXIL op {} `{}`, exported as a call of `dx.op.{}`.",
                op.opcode(),
                op.name(),
                op.class()
            )
            .into()
        })
        .collect()
});

/// The op definitions, by opcode.
static DEFS: LazyLock<Vec<OpDef>> = LazyLock::new(|| {
    OPS.iter()
        .zip(SUMMARIES.iter())
        .map(|(op, summary)| op_def(op, summary))
        .collect()
});

/// The ops by dialect name, for the verify hook.
static BY_DIALECT_NAME: LazyLock<HashMap<&'static str, &'static DxilOp>> =
    LazyLock::new(|| OPS.iter().map(|op| (op.dialect_name(), op)).collect());

/// The table entry of the dialect op named `name` (`dxil.bufferLoad`).
pub fn op_by_dialect_name(name: &str) -> Option<&'static DxilOp> {
    BY_DIALECT_NAME.get(name).copied()
}

/// The table entry of `op`, if it is a `dxil` op: found by the address
/// of its declaration, like the typed views (see [`DxilOpcode::of`]).
pub fn dxil_op_of(cx: &Context, body: &Body, op: Op) -> Option<&'static DxilOp> {
    DxilOpcode::of(cx, body, op).map(DxilOpcode::entry)
}

impl DxilOpcode {
    /// The opcode of `op`, if it is a `dxil` op. Its declaration's position
    /// in the dialect is its opcode, so this is address arithmetic on the
    /// declaration the context resolved, not a name lookup. Unlike a typed
    /// view it does not check the operand count: the legality check and
    /// the verifier report a wrong one.
    pub fn of(cx: &Context, body: &Body, op: Op) -> Option<DxilOpcode> {
        let i = dxir_ir::view::index_in(body.op_def(cx, op)?, &DEFS)?;
        DxilOpcode::ALL.get(i).copied()
    }

    /// The variant of `opcode`, if the table has it.
    pub fn from_u32(opcode: u32) -> Option<DxilOpcode> {
        DxilOpcode::ALL.get(opcode as usize).copied()
    }

    /// The opcode number, the first argument of the `dx.op` call.
    pub fn number(self) -> u32 {
        self as u32
    }

    /// The table entry.
    pub fn entry(self) -> &'static DxilOp {
        &OPS[self as usize]
    }

    /// The dialect op name, e.g. `dxil.bufferLoad`.
    pub fn dialect_name(self) -> &'static str {
        self.entry().dialect_name()
    }

    /// Whether `op` is this DXIL op.
    pub fn is(self, cx: &Context, body: &Body, op: Op) -> bool {
        DxilOpcode::of(cx, body, op) == Some(self)
    }

    /// The op defining `v`, if it is this DXIL op.
    pub fn defining(self, cx: &Context, body: &Body, v: Value) -> Option<Op> {
        body.defining_op(v).filter(|&op| self.is(cx, body, op))
    }
}

fn op_def(op: &'static DxilOp, summary: &'static str) -> OpDef {
    let (operands, results) = match op.signature() {
        Some(sig) => (
            Arity::Exact(sig.args.len() as u32),
            Arity::Exact(u32::from(sig.ret != ParamKind::Void)),
        ),
        // The table does not know; the verifier cannot hold the op to more.
        None => (Arity::AtLeast(0), Arity::Between(0, 1)),
    };
    OpDef {
        operands,
        results,
        traits: traits(op),
        verify: Some(verify),
        signature: Some(known_types),
        syntax: Some(&SHORT),
        ..OpDef::base(op.dialect_name(), summary)
    }
}

/// What passes may assume, from the memory attributes of *every* version
/// (an op that is `ReadNone` only from some version on is not pure).
///
/// `CreateHandle` (57) is the exception: DXIL marks it `ReadOnly`, but what
/// it reads (the root signature's descriptor ranges) cannot change while a
/// shader runs, so its result depends on its operands alone, like
/// `CreateHandleFromBinding`'s. Treating it as pure lets the e-graph engine
/// build it from the (pure) `dx` handle creation; the exporter still writes
/// the table's `memory(read)`.
fn traits(op: &DxilOp) -> Traits {
    if op.opcode == DxilOpcode::CreateHandle.number() {
        return Traits::PURE;
    }
    let every = |f: fn(&DxilAttr) -> bool| {
        !op.attrs().is_empty() && op.attrs().iter().all(|e| e.value.iter().any(f))
    };
    if every(|a| *a == DxilAttr::ReadNone) {
        Traits::PURE
    } else if every(|a| matches!(a, DxilAttr::ReadNone | DxilAttr::ReadOnly)) {
        Traits::MEM_READ
    } else {
        Traits::MEM_READ | Traits::MEM_WRITE
    }
}

/// The verify hook of every `dxil` op.
fn verify(view: &OpView<'_>) -> Result<(), OpVerifyError> {
    let Some(op) = dxil_op_of(view.cx, view.body, view.op) else {
        let name = view.cx.op_name_str(view.body.op_name(view.op));
        return Err(OpVerifyError::new(format!(
            "`{name}` is not in the DXIL op table"
        )));
    };
    if op.signature().is_none() {
        return Ok(());
    }
    check_signature(view.cx, op, &view.operand_types(), &view.result_types())
        .map(drop)
        .map_err(|e| OpVerifyError::new(e.to_string()))
}

/// Where in an op's signature a type is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// The result.
    Result,
    /// The operand with this index (0 is the first argument after the
    /// opcode), and its name in the table.
    Operand(usize, &'static str),
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Position::Result => f.write_str("the result"),
            Position::Operand(i, "") => write!(f, "operand {i}"),
            Position::Operand(i, name) => write!(f, "operand {i} (`{name}`)"),
        }
    }
}

/// How a `dxil` op's operands or results break its table signature.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    /// The table has no signature to check against.
    #[error("the DXIL op table gives no signature for `{op}`")]
    NotInTable {
        /// The dialect op name.
        op: &'static str,
    },
    /// Wrong number of operands.
    #[error("expects {expected} operands (the arguments after the opcode), found {found}")]
    OperandCount {
        /// From the table.
        expected: usize,
        /// On the op.
        found: usize,
    },
    /// Wrong number of results.
    #[error("expects {expected} results, found {found}")]
    ResultCount {
        /// 0 for a `void` op, else 1.
        expected: usize,
        /// On the op.
        found: usize,
    },
    /// A type that is not the one the signature asks for.
    #[error("{at} must be {expected}, found {found}")]
    Type {
        /// Which operand, or the result.
        at: Position,
        /// The type (or set of types) the table allows.
        expected: String,
        /// What the op has.
        found: String,
    },
    /// An overload no DXIL version allows.
    #[error("overload {found} is not one the table allows for any DXIL version ({allowed})")]
    Overload {
        /// The overload of the op.
        found: ScalarKind,
        /// Every overload of every version.
        allowed: KindList,
    },
}

/// A list of overload kinds, shown as `f16, f32, i16`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KindList(pub Vec<ScalarKind>);

impl KindList {
    /// The kinds as the LLVM types a rule or the IR writes them, with the
    /// table's suffix: `half (f16), float (f32)`.
    pub fn llvm_names(&self) -> String {
        if self.0.is_empty() {
            return "none".to_string();
        }
        let names: Vec<String> = self
            .0
            .iter()
            .map(|k| format!("{} ({})", k.llvm_name(), k.suffix()))
            .collect();
        names.join(", ")
    }
}

impl fmt::Display for KindList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("none");
        }
        for (i, k) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(k.suffix())?;
        }
        Ok(())
    }
}

/// Checks `operands` and `results` of a use of `op` against its signature
/// and returns the overload it is used at (`None` if not overloaded).
///
/// The overload is read as DXIL does: from the result when the result is
/// the overload type, else from the first overloaded argument. It must be
/// one of the overloads some DXIL version allows (any scalar kind when the
/// table lists none); which version allows it is
/// [`check_module_legality`](super::check_module_legality)'s business.
///
/// # Errors
/// The first [`SignatureError`] found, counts before types.
pub fn check_signature(
    cx: &Context,
    op: &'static DxilOp,
    operands: &[Type],
    results: &[Type],
) -> Result<Option<ScalarKind>, SignatureError> {
    SIGNATURES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let key = SignatureKey {
            context: cx.id(),
            opcode: op.opcode,
            operands: SmallVec::from_slice(operands),
            results: SmallVec::from_slice(results),
        };
        if let Some(answer) = cache.get(&key) {
            return answer.clone();
        }
        let answer = check_signature_uncached(cx, op, operands, results);
        // Only a pass is kept: a failure may pass once a named struct it
        // met without a body gets one, while a body once set never changes
        // (and a pass never rests on a missing body).
        if answer.is_ok() {
            if cache.len() >= SIGNATURES_KEPT {
                cache.clear();
            }
            cache.insert(key, answer.clone());
        }
        answer
    })
}

/// What [`check_signature`] remembers a pass by: the op and the types,
/// which mean what they mean in one context.
#[derive(PartialEq, Eq, Hash)]
struct SignatureKey {
    context: u64,
    opcode: u32,
    operands: SmallVec<[Type; 8]>,
    results: SmallVec<[Type; 1]>,
}

/// At most this many passes are kept per thread (then all are dropped):
/// a module uses a few hundred op and type combinations.
const SIGNATURES_KEPT: usize = 4096;

type SignatureAnswer = Result<Option<ScalarKind>, SignatureError>;

thread_local! {
    /// The passes of [`check_signature`] on this thread: every `dxil` op
    /// is checked by the verifier and the legality check, on each
    /// verification, and the check walks the op's table signature (1,400
    /// instructions an op on the benchmark's M, against a hash lookup).
    static SIGNATURES: std::cell::RefCell<FxHashMap<SignatureKey, SignatureAnswer>> =
        std::cell::RefCell::new(FxHashMap::default());
}

fn check_signature_uncached(
    cx: &Context,
    op: &'static DxilOp,
    operands: &[Type],
    results: &[Type],
) -> SignatureAnswer {
    let operands: SmallVec<[Option<Type>; 8]> = operands.iter().copied().map(Some).collect();
    let results: SmallVec<[Option<Type>; 1]> = results.iter().copied().map(Some).collect();
    check_known_types(cx, op, &operands, &results)
}

/// [`check_signature`] on the types known so far, `None` where a type is
/// not known (a rewrite rule that leaves it to the IR it rewrites): the
/// counts and every known type are checked, the overload is read from the
/// first known position that carries it. With every type known this is
/// [`check_signature`] itself.
fn check_known_types(
    cx: &Context,
    op: &'static DxilOp,
    operands: &[Option<Type>],
    results: &[Option<Type>],
) -> SignatureAnswer {
    let Some(sig) = op.signature() else {
        return Err(SignatureError::NotInTable {
            op: op.dialect_name(),
        });
    };
    if operands.len() != sig.args.len() {
        return Err(SignatureError::OperandCount {
            expected: sig.args.len(),
            found: operands.len(),
        });
    }
    let want_results = usize::from(sig.ret != ParamKind::Void);
    if results.len() != want_results {
        return Err(SignatureError::ResultCount {
            expected: want_results,
            found: results.len(),
        });
    }
    let overload = resolve_overload(cx, op, sig, operands, results)?;
    if let (Some(&Some(ty)), Some(ret)) = (results.first(), fixed_or_overload(sig.ret, overload)) {
        check_type(cx, op, Position::Result, ret, ty)?;
    }
    for (i, (param, ty)) in sig.args.iter().zip(operands).enumerate() {
        if let (Some(want), &Some(ty)) = (fixed_or_overload(param.kind, overload), ty) {
            check_type(cx, op, Position::Operand(i, param.name), want, ty)?;
        }
    }
    Ok(overload)
}

/// The signature hook of every `dxil` op: [`check_known_types`], an
/// overload the op does not have named with the overloads it has, in the
/// types a rule writes.
fn known_types(
    cx: &Context,
    def: &OpDef,
    operands: &[Option<Type>],
    results: &[Option<Type>],
) -> Result<(), OpVerifyError> {
    let Some(op) = op_by_dialect_name(def.name) else {
        return Err(OpVerifyError::new(format!(
            "`{}` is not in the DXIL op table",
            def.name
        )));
    };
    if op.signature().is_none() {
        return Ok(());
    }
    check_known_types(cx, op, operands, results)
        .map(drop)
        .map_err(|e| {
            OpVerifyError::new(match e {
                SignatureError::Overload { found, allowed } => format!(
                    "`{}` has no `{}` overload; its overloads are {}",
                    op.dialect_name(),
                    found.llvm_name(),
                    allowed.llvm_names()
                ),
                e => e.to_string(),
            })
        })
}

/// What a position must hold once the overload is known.
#[derive(Clone, Copy)]
enum Want {
    Kind(ParamKind),
    Overload(ScalarKind),
}

fn fixed_or_overload(kind: ParamKind, overload: Option<ScalarKind>) -> Option<Want> {
    match (kind, overload) {
        (ParamKind::Void, _) => None,
        (ParamKind::Overload, Some(k)) => Some(Want::Overload(k)),
        // An unresolved overload was already reported.
        (ParamKind::Overload, None) => None,
        (k, _) => Some(Want::Kind(k)),
    }
}

fn check_type(
    cx: &Context,
    op: &DxilOp,
    at: Position,
    want: Want,
    ty: Type,
) -> Result<(), SignatureError> {
    let mismatch = |expected: String| SignatureError::Type {
        at: at.clone(),
        expected,
        found: describe(cx, ty),
    };
    let strukt = match want {
        Want::Kind(k) => match (k.scalar(), DxilStruct::of_param(k), k.address_space()) {
            (Some(s), _, _) if scalar_type(cx, s) == ty => return Ok(()),
            (Some(s), _, _) => return Err(mismatch(s.llvm_name().to_string())),
            (None, Some(s), _) => s,
            (None, None, Some(space)) if cx.ptr_type(space) == ty => return Ok(()),
            (None, None, Some(space)) => return Err(mismatch(pointer_text(space))),
            (None, None, None) if k == ParamKind::Object => {
                return match cx.type_data(ty) {
                    TypeData::Struct { .. } | TypeData::Named(_) => Ok(()),
                    _ => Err(mismatch("a resource object (a struct)".to_string())),
                };
            }
            // Void and Overload never reach here.
            (None, None, None) => return Ok(()),
        },
        Want::Overload(k) => match (&at, op.overload_shape()) {
            (Position::Result, OverloadShape::ResRet) => DxilStruct::ResRet(k),
            (Position::Result, OverloadShape::CBufRet) => DxilStruct::CBufRet(k),
            (Position::Result, OverloadShape::Four) => match DxilStruct::four(k) {
                Some(s) => s,
                // resolve_overload only finds kinds that have a struct.
                None => return Err(mismatch(format!("%dx.types.four{}", k.suffix()))),
            },
            _ if scalar_type(cx, k) == ty => return Ok(()),
            _ => return Err(mismatch(format!("{} (the overload)", k.llvm_name()))),
        },
    };
    if strukt.is(cx, ty) {
        Ok(())
    } else {
        Err(mismatch(struct_text(cx, strukt)))
    }
}

/// `ptr`, or `ptr addrspace(N)` outside the default space.
fn pointer_text(space: u32) -> String {
    if space == 0 {
        "ptr".to_string()
    } else {
        format!("ptr addrspace({space})")
    }
}

/// `%dx.types.ResRet.f32 = {float, float, float, float, i32}`.
fn struct_text(cx: &Context, s: DxilStruct) -> String {
    let fields: Vec<String> = s
        .fields(cx)
        .into_iter()
        .map(|t| type_to_string(cx, t))
        .collect();
    format!("%{} = {{{}}}", s.name(), fields.join(", "))
}

/// A type as an error message shows it; a named struct with the right name
/// but another body says so.
fn describe(cx: &Context, ty: Type) -> String {
    let text = type_to_string(cx, ty);
    match DxilStruct::of_type(cx, ty) {
        Some(s) if !s.is(cx, ty) => match cx.struct_body(ty) {
            None => format!("{text} (no body defined)"),
            Some(_) => format!("{text} (defined with another body)"),
        },
        _ => text,
    }
}

fn resolve_overload(
    cx: &Context,
    op: &'static DxilOp,
    sig: &Signature,
    operands: &[Option<Type>],
    results: &[Option<Type>],
) -> Result<Option<ScalarKind>, SignatureError> {
    let mut allowed = op.all_overloads();
    if allowed.is_empty() {
        allowed = ScalarKind::ALL.to_vec();
    }
    // DXIL reads the overload from the result when the result is the
    // overload type, else from the first overloaded argument; a position
    // whose type is not known yet is passed over.
    let result = (sig.ret == ParamKind::Overload)
        .then(|| results.first().copied().flatten())
        .flatten()
        .map(|ty| (Position::Result, ty, op.overload_shape()));
    let argument = || {
        sig.args
            .iter()
            .zip(operands)
            .enumerate()
            .filter(|(_, (p, _))| p.kind == ParamKind::Overload)
            .find_map(|(i, (p, ty))| {
                ty.map(|ty| (Position::Operand(i, p.name), ty, OverloadShape::Scalar))
            })
    };
    let Some((at, ty, shape)) = result.or_else(argument) else {
        return Ok(None);
    };
    let kind = match shape {
        OverloadShape::Scalar => scalar_kind(cx, ty),
        OverloadShape::ResRet => match DxilStruct::of_type(cx, ty) {
            Some(DxilStruct::ResRet(k)) => Some(k),
            _ => None,
        },
        OverloadShape::CBufRet => match DxilStruct::of_type(cx, ty) {
            Some(DxilStruct::CBufRet(k)) => Some(k),
            _ => None,
        },
        OverloadShape::Four => match DxilStruct::of_type(cx, ty) {
            Some(DxilStruct::FourI32) => Some(ScalarKind::I32),
            Some(DxilStruct::FourI16) => Some(ScalarKind::I16),
            _ => None,
        },
    };
    let Some(kind) = kind else {
        let list = KindList(allowed);
        let expected = match shape {
            OverloadShape::Scalar => format!("an overload type ({list})"),
            OverloadShape::ResRet => format!("%dx.types.ResRet.<T> for an overload T ({list})"),
            OverloadShape::CBufRet => {
                format!("%dx.types.CBufRet.<T> for an overload T ({list})")
            }
            OverloadShape::Four => format!("%dx.types.four<T> for an overload T ({list})"),
        };
        return Err(SignatureError::Type {
            at,
            expected,
            found: describe(cx, ty),
        });
    };
    if !allowed.contains(&kind) {
        return Err(SignatureError::Overload {
            found: kind,
            allowed: KindList(allowed),
        });
    }
    Ok(Some(kind))
}

/// The name of the `dx.op` function a call of `op` at overload type
/// `overload` goes to: `dx.op.bufferLoad.f32`, and `dx.op.<class>` (no
/// suffix) when the op has no overload or `overload` is `None`.
///
/// The suffix is the overload's scalar kind; a struct overload such as
/// `%dx.types.ResRet.f32` uses the kind of its first field. An overload
/// type with no such kind (a vector, say) gives no suffix either; the
/// verifier rejects such ops.
///
/// # Example
/// ```
/// use dxir_dialects::dxil::{export_name, op_by_name};
/// let cx = dxir_ir::Context::new();
/// let load = op_by_name("BufferLoad").unwrap();
/// assert_eq!(export_name(&cx, load, Some(cx.types().float)), "dx.op.bufferLoad.f32");
/// let bind = op_by_name("CreateHandleFromBinding").unwrap();
/// assert_eq!(export_name(&cx, bind, None), "dx.op.createHandleFromBinding");
/// ```
pub fn export_name(cx: &Context, op: &DxilOp, overload: Option<Type>) -> String {
    op.export_name(overload.and_then(|t| overload_kind(cx, t)))
}

/// The name of the `dx.op` function a call of `op` with arguments of
/// `operands` (the opcode left out) and overload `overload` calls. An op
/// that takes a resource object (`createHandleForLib`) is named, as DXC
/// names it, by the object's struct as well:
/// `dx.op.createHandleForLib.RWBuffer<float>`.
pub fn call_name(
    cx: &Context,
    op: &DxilOp,
    overload: Option<ScalarKind>,
    operands: &[Type],
) -> String {
    let base = op.export_name(overload);
    let object = op.signature().and_then(|sig| {
        sig.args
            .iter()
            .zip(operands)
            .find(|(a, _)| a.kind == ParamKind::Object)
            .map(|(_, &t)| t)
    });
    match object.map(|t| cx.type_data(t)) {
        Some(TypeData::Named(name)) => format!("{base}.{name}"),
        _ => base,
    }
}

/// The export name of the `dxil` op `op` in `body`, its overload read from
/// the op itself. `None` if it is not a `dxil` op or does not verify.
pub fn export_name_of(cx: &Context, body: &Body, op: Op) -> Option<String> {
    let entry = dxil_op_of(cx, body, op)?;
    let operands: Vec<Type> = body
        .operands(op)
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    let results: Vec<Type> = body
        .results(op)
        .iter()
        .map(|&v| body.value_type(v))
        .collect();
    let overload = check_signature(cx, entry, &operands, &results).ok()?;
    Some(call_name(cx, entry, overload, &operands))
}

/// The function type of the `dx.op` function for `op` at `overload`:
/// the result, then `i32` for the opcode, then the arguments. Creates the
/// DXIL structs it needs.
///
/// # Errors
/// [`ExportTypeError`] if the table has no signature for `op`, the op is
/// overloaded and `overload` is `None`, or a DXIL struct cannot be made.
pub fn export_type(
    cx: &Context,
    op: &DxilOp,
    overload: Option<ScalarKind>,
) -> Result<Type, ExportTypeError> {
    let sig = op.signature().ok_or(ExportTypeError::NoSignature {
        op: op.dialect_name(),
    })?;
    let ty = |kind: ParamKind, ret: bool| -> Result<Type, ExportTypeError> {
        if kind == ParamKind::Void {
            return Ok(cx.types().void);
        }
        if kind == ParamKind::Overload {
            let k = overload.ok_or(ExportTypeError::NoOverload {
                op: op.dialect_name(),
            })?;
            return Ok(match (ret, op.overload_shape()) {
                (true, OverloadShape::ResRet) => dxil_type(cx, DxilStruct::ResRet(k))?,
                (true, OverloadShape::CBufRet) => dxil_type(cx, DxilStruct::CBufRet(k))?,
                (true, OverloadShape::Four) => match DxilStruct::four(k) {
                    Some(s) => dxil_type(cx, s)?,
                    None => return Err(DxilTypeError::NoFourStruct(k).into()),
                },
                _ => scalar_type(cx, k),
            });
        }
        match (
            kind.scalar(),
            DxilStruct::of_param(kind),
            kind.address_space(),
        ) {
            (Some(s), _, _) => Ok(scalar_type(cx, s)),
            (None, Some(s), _) => Ok(dxil_type(cx, s)?),
            (None, None, Some(space)) => Ok(cx.ptr_type(space)),
            (None, None, None) if kind == ParamKind::Object => Err(ExportTypeError::Object {
                op: op.dialect_name(),
            }),
            (None, None, None) => Ok(cx.types().void),
        }
    };
    let ret = ty(sig.ret, true)?;
    let mut params = vec![cx.types().i32];
    for a in sig.args {
        params.push(ty(a.kind, false)?);
    }
    Ok(cx.function_type(ret, params, false))
}

/// Why [`export_type`] cannot give a function type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportTypeError {
    /// The table has no signature.
    #[error("the DXIL op table gives no signature for `{op}`")]
    NoSignature {
        /// The dialect op name.
        op: &'static str,
    },
    /// An overloaded op needs an overload.
    #[error("`{op}` is overloaded; its function type needs an overload")]
    NoOverload {
        /// The dialect op name.
        op: &'static str,
    },
    /// The op takes a resource object, whose type is the resource's own
    /// struct: only a call site knows it.
    #[error("`{op}` takes a resource object of the resource's own struct type; its function type depends on the call")]
    Object {
        /// The dialect op name.
        op: &'static str,
    },
    /// A DXIL struct could not be made.
    #[error(transparent)]
    Struct(#[from] DxilTypeError),
}
