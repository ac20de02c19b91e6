//! The `llvm.dx.*` intrinsics behind the `dx` ops, and LLVM's name mangling.
//!
//! An overloaded LLVM intrinsic is declared under its base name followed by
//! one `.<type>` suffix per overloaded type, in the order LLVM lists them
//! (return types first, then arguments):
//! `llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t`.
//! The LLVM importer uses [`intrinsic_by_llvm_name`] to map a callee to its
//! op; the exporter uses [`mangled_name`] and [`Intrinsic::fn_attrs`] to
//! declare it again exactly as clang 22 does.

use super::ops::INTRINSICS;
use dxir_ir::{Context, StructBody, Type, TypeData};
use std::fmt::Write as _;

/// One `llvm.dx.*` intrinsic and the `dx` op it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intrinsic {
    /// The op's name, e.g. `dx.thread.id`.
    pub op: &'static str,
    /// The intrinsic's base name, e.g. `llvm.dx.thread.id`.
    pub llvm_name: &'static str,
    /// The types mangled into the full name, in LLVM's order. Empty for an
    /// intrinsic that is not overloaded.
    pub overloads: &'static [Overload],
    /// The attribute items of the declaration, in LLVM's print order, as
    /// clang 22 writes them before optimization (`-O0`). The optimizer may
    /// add inferred ones (`mustprogress`, and `nofree nosync` where missing).
    pub fn_attrs: &'static [&'static str],
}

/// Where an overloaded type of an intrinsic comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overload {
    /// The return type.
    Ret,
    /// Field `n` of a literal-struct return type (`{T, i1}` loads).
    RetField(usize),
    /// The type of argument `n`.
    Arg(usize),
}

/// Why [`try_mangled_name`] could not name an intrinsic.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MangleError {
    /// The signature has fewer arguments than an overload refers to.
    #[error("`{intrinsic}` is overloaded on argument {index}, but only {found} were given")]
    MissingArg {
        /// The intrinsic's base name.
        intrinsic: &'static str,
        /// The argument the overload refers to.
        index: usize,
        /// How many arguments were given.
        found: usize,
    },
    /// The return type has no field the overload refers to.
    #[error("`{intrinsic}` is overloaded on field {index} of its return type, which `{ret}` does not have")]
    MissingRetField {
        /// The intrinsic's base name.
        intrinsic: &'static str,
        /// The field the overload refers to.
        index: usize,
        /// The return type as text.
        ret: String,
    },
}

/// Every intrinsic with a `dx` op, in the op table's order.
pub fn intrinsics() -> &'static [Intrinsic] {
    INTRINSICS
}

/// The intrinsic a call to `callee` (a full, mangled name) refers to.
///
/// The longest base name wins, so `llvm.dx.thread.id.in.group` is not taken
/// for `llvm.dx.thread.id` with a suffix. A base name matches when the
/// callee equals it, or, for an overloaded intrinsic, continues with `.`;
/// the suffix itself is not checked against any types.
///
/// # Example
/// ```
/// use dxir_dialects::dx::intrinsic_by_llvm_name;
/// let i = intrinsic_by_llvm_name("llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t").unwrap();
/// assert_eq!(i.op, "dx.resource.getpointer");
/// assert_eq!(intrinsic_by_llvm_name("llvm.dx.thread.id.in.group").unwrap().op, "dx.thread.id.in.group");
/// assert!(intrinsic_by_llvm_name("llvm.dx.thread.id.x").is_none());
/// ```
pub fn intrinsic_by_llvm_name(callee: &str) -> Option<&'static Intrinsic> {
    if !callee.starts_with("llvm.dx.") {
        return None;
    }
    static BY_NAME: std::sync::OnceLock<crate::base_names::BaseNames<Intrinsic>> =
        std::sync::OnceLock::new();
    BY_NAME
        .get_or_init(|| {
            crate::base_names::BaseNames::new(
                INTRINSICS,
                |i| i.llvm_name,
                |i| !i.overloads.is_empty(),
            )
        })
        .longest(callee)
}

/// The intrinsic of the op named `op` (e.g. `dx.thread.id`).
pub fn intrinsic_by_op(op: &str) -> Option<&'static Intrinsic> {
    // Passes ask this for every op, so a table instead of a scan; the first
    // entry of a name wins, as the scan's `find` did.
    static BY_OP: std::sync::OnceLock<rustc_hash::FxHashMap<&'static str, &'static Intrinsic>> =
        std::sync::OnceLock::new();
    if !op.starts_with("dx.") {
        return None;
    }
    BY_OP
        .get_or_init(|| {
            let mut m = rustc_hash::FxHashMap::default();
            for i in INTRINSICS {
                m.entry(i.op).or_insert(i);
            }
            m
        })
        .get(op)
        .copied()
}

/// LLVM's mangled spelling of `ty`, as used in intrinsic names.
///
/// `i32`, `f16`/`f32`/`f64`, `p0` (address space), `v4f32`, `a3i32`,
/// `sl_i32f32s` for literal structs (packed or not), `s_Name` for named
/// structs, `f_<ret><params>[vararg]f` for function types, `isVoid`,
/// `Metadata`, and `t<name>_<types>_<ints>t` for target extension types,
/// e.g. `tdx.TypedBuffer_v4f32_1_0_0t`.
///
/// # Example
/// ```
/// use dxir_dialects::dx::mangle_type;
/// let cx = dxir_ir::Context::new();
/// let ty = dxir_ir::parse_type(&cx, r#"target("dx.RawBuffer", {float, <2 x i32>}, 1, 0)"#, "t").unwrap();
/// assert_eq!(mangle_type(&cx, ty), "tdx.RawBuffer_sl_f32v2i32s_1_0t");
/// ```
pub fn mangle_type(cx: &Context, ty: Type) -> String {
    let mut out = String::new();
    push_mangled(&mut out, cx, ty);
    out
}

/// At most this many types' mangled texts are kept per thread (then all
/// are dropped): a module's intrinsic calls use a few dozen types.
const MANGLED_KEPT: usize = 4096;

thread_local! {
    /// The mangled text of each type met on this thread, by context and
    /// type (an interned type never changes, and a type id means another
    /// type in another context): every `llvm.dx.*` call read is checked by
    /// mangling its overload types (1,500 instructions a call on the
    /// benchmark's M, against a hash lookup).
    static MANGLED: std::cell::RefCell<rustc_hash::FxHashMap<(u64, Type), Box<str>>> =
        std::cell::RefCell::new(rustc_hash::FxHashMap::default());
}

/// Appends `ty`'s mangled text ([`write_mangled`]), remembered per thread.
fn push_mangled(out: &mut String, cx: &Context, ty: Type) {
    MANGLED.with(|memo| {
        let mut memo = memo.borrow_mut();
        let key = (cx.id(), ty);
        if let Some(text) = memo.get(&key) {
            out.push_str(text);
            return;
        }
        let mut text = String::new();
        write_mangled(&mut text, cx, ty);
        out.push_str(&text);
        if memo.len() >= MANGLED_KEPT {
            memo.clear();
        }
        memo.insert(key, text.into_boxed_str());
    });
}

fn write_mangled(out: &mut String, cx: &Context, ty: Type) {
    match cx.type_data(ty) {
        TypeData::Void => out.push_str("isVoid"),
        TypeData::Int(w) => {
            let _ = write!(out, "i{w}");
        }
        TypeData::Half => out.push_str("f16"),
        TypeData::Float => out.push_str("f32"),
        TypeData::Double => out.push_str("f64"),
        TypeData::Ptr { addr_space } => {
            let _ = write!(out, "p{addr_space}");
        }
        TypeData::Metadata => out.push_str("Metadata"),
        TypeData::Vector { len, elem } => {
            let _ = write!(out, "v{len}");
            write_mangled(out, cx, *elem);
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "a{len}");
            write_mangled(out, cx, *elem);
        }
        // LLVM does not mark packed literal structs in the name.
        TypeData::Struct { fields, .. } => {
            out.push_str("sl_");
            for &f in fields {
                write_mangled(out, cx, f);
            }
            out.push('s');
        }
        TypeData::Named(name) => {
            out.push_str("s_");
            out.push_str(name);
            out.push('s');
        }
        TypeData::TargetExt { name, types, ints } => {
            out.push('t');
            out.push_str(name);
            for &t in types {
                out.push('_');
                write_mangled(out, cx, t);
            }
            for i in ints {
                let _ = write!(out, "_{i}");
            }
            out.push('t');
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            out.push_str("f_");
            write_mangled(out, cx, *ret);
            for &p in params {
                write_mangled(out, cx, p);
            }
            if *vararg {
                out.push_str("vararg");
            }
            out.push('f');
        }
    }
}

/// The full name of `intr` for a call returning `ret` with arguments of
/// types `args`, e.g. `llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t`.
///
/// For a signature that does not fit the intrinsic (an overload refers to a
/// missing argument or return field) this gives the bare base name, which
/// LLVM re-mangles when it reads the declaration; use [`try_mangled_name`]
/// to detect that case.
pub fn mangled_name(cx: &Context, intr: &Intrinsic, ret: Type, args: &[Type]) -> String {
    try_mangled_name(cx, intr, ret, args).unwrap_or_else(|_| intr.llvm_name.to_string())
}

/// [`mangled_name`], failing on a signature that does not fit the intrinsic.
///
/// # Errors
/// [`MangleError`] if an overload refers to an argument past the end of
/// `args`, or to a field `ret` (not a literal or named struct with a body)
/// does not have.
pub fn try_mangled_name(
    cx: &Context,
    intr: &Intrinsic,
    ret: Type,
    args: &[Type],
) -> Result<String, MangleError> {
    let mut out = intr.llvm_name.to_string();
    for &o in intr.overloads {
        let ty = match o {
            Overload::Ret => ret,
            Overload::Arg(index) => *args.get(index).ok_or(MangleError::MissingArg {
                intrinsic: intr.llvm_name,
                index,
                found: args.len(),
            })?,
            Overload::RetField(index) => {
                struct_field(cx, ret, index).ok_or_else(|| MangleError::MissingRetField {
                    intrinsic: intr.llvm_name,
                    index,
                    ret: dxir_ir::type_to_string(cx, ret),
                })?
            }
        };
        out.push('.');
        push_mangled(&mut out, cx, ty);
    }
    Ok(out)
}

/// Field `index` of a literal struct, or of a named struct with a body.
fn struct_field(cx: &Context, ty: Type, index: usize) -> Option<Type> {
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => fields.get(index).copied(),
        TypeData::Named(_) => match cx.struct_body(ty)? {
            StructBody::Fields { fields, .. } => fields.get(index).copied(),
            StructBody::Opaque => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_by_op_agrees_with_a_scan() {
        for i in INTRINSICS {
            assert!(i.op.starts_with("dx."), "{}", i.op);
            let first = INTRINSICS.iter().find(|j| j.op == i.op);
            assert_eq!(intrinsic_by_op(i.op), first);
        }
        assert_eq!(intrinsic_by_op("llvm.call"), None);
        assert_eq!(intrinsic_by_op("dx.no.such.op"), None);
    }
}
