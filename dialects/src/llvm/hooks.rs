//! Verify hooks of the `llvm` ops: the rules a type constraint cannot say.
//!
//! Hooks run after the declarative checks passed, so operand and result
//! counts are right; they still read them with `get` and never panic.

use dxir_ir::{
    Attr, AttrData, Context, OpVerifyError, OpView, StructBody, Type, TypeData, TypeList, TypeName,
};

type Result = std::result::Result<(), OpVerifyError>;

fn fail(message: String) -> Result {
    Err(OpVerifyError::new(message))
}

fn name(cx: &Context, ty: Type) -> TypeName {
    TypeName::new(cx, ty)
}

/// The operand and result types, with `None` past the end.
struct Sig {
    operands: TypeList,
    results: TypeList,
}

impl Sig {
    fn of(view: &OpView<'_>) -> Sig {
        Sig {
            operands: view.operand_types(),
            results: view.result_types(),
        }
    }

    fn operand(&self, i: usize) -> Option<Type> {
        self.operands.get(i).copied()
    }

    fn result(&self) -> Option<Type> {
        self.results.first().copied()
    }
}

/// Number of lanes (`None` for a scalar) and the lane type.
fn lanes(cx: &Context, ty: Type) -> (Option<u32>, Type) {
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (Some(*len), *elem),
        _ => (None, ty),
    }
}

fn float_bits(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Half => Some(16),
        TypeData::Float => Some(32),
        TypeData::Double => Some(64),
        _ => None,
    }
}

fn int_bits(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Int(w) => Some(*w),
        _ => None,
    }
}

fn addr_space(cx: &Context, ty: Type) -> Option<u32> {
    match cx.type_data(ty) {
        TypeData::Ptr { addr_space } => Some(*addr_space),
        _ => None,
    }
}

// ---- Comparisons ----------------------------------------------------------

const INT_PREDICATES: &[&str] = &[
    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
];
const FLOAT_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

fn compare(view: &OpView<'_>, predicates: &[&str], int: bool) -> Result {
    let cx = view.cx;
    let pred = view.attr("predicate").and_then(|a| cx.attr_as_str(a));
    match pred {
        Some(p) if predicates.contains(&p) => {}
        Some(p) => return fail(format!("unknown predicate `{p}`")),
        None => return fail("requires a string `predicate`".into()),
    }
    let sig = Sig::of(view);
    let (Some(lhs), Some(rhs), Some(res)) = (sig.operand(0), sig.operand(1), sig.result()) else {
        return Ok(());
    };
    if lhs != rhs {
        return fail(format!(
            "operands must have one type, found {} and {}",
            name(cx, lhs),
            name(cx, rhs)
        ));
    }
    let (n, scalar) = lanes(cx, lhs);
    if int && int_bits(cx, scalar).is_none() && addr_space(cx, scalar).is_none() {
        return fail(format!(
            "operands must be integers, pointers or vectors of them, found {}",
            name(cx, lhs)
        ));
    }
    let (rn, rs) = lanes(cx, res);
    if rn != n || int_bits(cx, rs) != Some(1) {
        let want = match n {
            Some(n) => format!("<{n} x i1>"),
            None => "i1".into(),
        };
        return fail(format!("result must be {want}, found {}", name(cx, res)));
    }
    Ok(())
}

pub(super) fn icmp(view: &OpView<'_>) -> Result {
    compare(view, INT_PREDICATES, true)
}

pub(super) fn fcmp(view: &OpView<'_>) -> Result {
    compare(view, FLOAT_PREDICATES, false)
}

pub(super) fn select(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(c), Some(a), Some(b), Some(r)) =
        (sig.operand(0), sig.operand(1), sig.operand(2), sig.result())
    else {
        return Ok(());
    };
    if a != b || a != r {
        return fail(format!(
            "both choices and the result must have one type, found {}, {} and {}",
            name(cx, a),
            name(cx, b),
            name(cx, r)
        ));
    }
    let (cn, cs) = lanes(cx, c);
    let ok = int_bits(cx, cs) == Some(1) && (cn.is_none() || cn == lanes(cx, a).0);
    if !ok {
        return fail(format!(
            "the condition must be i1 or a vector of i1 with one lane per lane of the choices, found {}",
            name(cx, c)
        ));
    }
    Ok(())
}

// ---- Conversions ----------------------------------------------------------

#[derive(Clone, Copy, PartialEq, Eq)]
enum Conv {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToUi,
    FpToSi,
    UiToFp,
    SiToFp,
    PtrToInt,
    IntToPtr,
    Bitcast,
    AddrSpace,
}

fn cast(view: &OpView<'_>, kind: Conv) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(src), Some(dst)) = (sig.operand(0), sig.result()) else {
        return Ok(());
    };
    let (sn, ss) = lanes(cx, src);
    let (dn, ds) = lanes(cx, dst);
    let bad = |what: &str| {
        fail(format!(
            "cannot convert {} to {}: {what}",
            name(cx, src),
            name(cx, dst)
        ))
    };
    if kind == Conv::Bitcast {
        return bitcast_rule(cx, (sn, ss), (dn, ds)).or_else(&bad);
    }
    if sn != dn {
        return bad("the lane counts differ");
    }
    let (si, di) = (int_bits(cx, ss), int_bits(cx, ds));
    let (sf, df) = (float_bits(cx, ss), float_bits(cx, ds));
    let (sp, dp) = (addr_space(cx, ss), addr_space(cx, ds));
    match kind {
        Conv::Trunc | Conv::ZExt | Conv::SExt => {
            let (Some(s), Some(d)) = (si, di) else {
                return bad("both types must be integers");
            };
            if kind == Conv::Trunc && d >= s {
                return bad("trunc must narrow");
            }
            if kind != Conv::Trunc && d <= s {
                return bad("an extension must widen");
            }
        }
        Conv::FpTrunc | Conv::FpExt => {
            let (Some(s), Some(d)) = (sf, df) else {
                return bad("both types must be floats");
            };
            if kind == Conv::FpTrunc && d >= s {
                return bad("fptrunc must narrow");
            }
            if kind == Conv::FpExt && d <= s {
                return bad("fpext must widen");
            }
        }
        Conv::FpToUi | Conv::FpToSi if sf.is_none() || di.is_none() => {
            return bad("the operand must be a float and the result an integer");
        }
        Conv::UiToFp | Conv::SiToFp if si.is_none() || df.is_none() => {
            return bad("the operand must be an integer and the result a float");
        }
        Conv::PtrToInt if sp.is_none() || di.is_none() => {
            return bad("the operand must be a pointer and the result an integer");
        }
        Conv::IntToPtr if si.is_none() || dp.is_none() => {
            return bad("the operand must be an integer and the result a pointer");
        }
        Conv::AddrSpace => match (sp, dp) {
            (Some(s), Some(d)) if s != d => {}
            (Some(_), Some(_)) => return bad("the address spaces must differ"),
            _ => return bad("both types must be pointers"),
        },
        _ => {}
    }
    Ok(())
}

/// `bitcast` keeps the bits: same total size, no aggregates, and pointers
/// only to pointers of the same address space.
fn bitcast_rule(
    cx: &Context,
    (sn, ss): (Option<u32>, Type),
    (dn, ds): (Option<u32>, Type),
) -> std::result::Result<(), &'static str> {
    let (sp, dp) = (addr_space(cx, ss), addr_space(cx, ds));
    if sp.is_some() || dp.is_some() {
        if sp != dp || sn != dn {
            return Err(
                "pointers only convert to pointers of the same address space and lane count",
            );
        }
        return Ok(());
    }
    let bits = |n: Option<u32>, t: Type| {
        let lane = int_bits(cx, t).or_else(|| float_bits(cx, t))?;
        Some(u64::from(lane) * u64::from(n.unwrap_or(1)))
    };
    match (bits(sn, ss), bits(dn, ds)) {
        (Some(a), Some(b)) if a == b => Ok(()),
        (Some(_), Some(_)) => Err("the sizes differ"),
        _ => Err("only integers, floats, pointers and vectors of them convert"),
    }
}

macro_rules! cast_hooks {
    ($($f:ident => $k:ident),* $(,)?) => {$(
        pub(super) fn $f(view: &OpView<'_>) -> Result {
            cast(view, Conv::$k)
        }
    )*};
}

cast_hooks! {
    trunc => Trunc, zext => ZExt, sext => SExt, fptrunc => FpTrunc, fpext => FpExt,
    fptoui => FpToUi, fptosi => FpToSi, uitofp => UiToFp, sitofp => SiToFp,
    ptrtoint => PtrToInt, inttoptr => IntToPtr, bitcast => Bitcast,
    addrspacecast => AddrSpace,
}

// ---- Memory -------------------------------------------------------------

pub(super) fn getelementptr(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(base), Some(res)) = (sig.operand(0), sig.result()) else {
        return Ok(());
    };
    if addr_space(cx, base) != addr_space(cx, res) {
        return fail(format!(
            "the result must be in the base pointer's address space: {} is not {}",
            name(cx, res),
            name(cx, base)
        ));
    }
    Ok(())
}

// ---- Aggregates and vectors -----------------------------------------------

/// The member types of a struct or array type, one index at a time.
fn member(cx: &Context, ty: Type, index: i64) -> Option<Type> {
    let i = usize::try_from(index).ok()?;
    match cx.type_data(ty) {
        TypeData::Struct { fields, .. } => fields.get(i).copied(),
        TypeData::Array { len, elem } => (u64::try_from(i).ok()? < *len).then_some(*elem),
        TypeData::Named(_) => match cx.struct_body(ty)? {
            StructBody::Fields { fields, .. } => fields.get(i).copied(),
            StructBody::Opaque => None,
        },
        _ => None,
    }
}

/// The type at `indices` inside `aggregate`.
fn indexed_type(view: &OpView<'_>, aggregate: Type) -> std::result::Result<Type, OpVerifyError> {
    let cx = view.cx;
    let Some(list) = view.attr("indices").map(|a| cx.attr_data(a)) else {
        return Err(OpVerifyError::new("requires an array `indices`"));
    };
    let AttrData::Array(items) = list else {
        return Err(OpVerifyError::new("`indices` must be an array"));
    };
    if items.is_empty() {
        return Err(OpVerifyError::new("`indices` must not be empty"));
    }
    let mut ty = aggregate;
    for (pos, &item) in items.iter().enumerate() {
        let Some(i) = cx.attr_as_i64(item) else {
            return Err(OpVerifyError::new(format!(
                "`indices` entry #{pos} must be an integer"
            )));
        };
        match member(cx, ty, i) {
            Some(t) => ty = t,
            None => {
                return Err(OpVerifyError::new(format!(
                    "index {i} (entry #{pos} of `indices`) is out of range for {}",
                    name(cx, ty)
                )))
            }
        }
    }
    Ok(ty)
}

pub(super) fn extractvalue(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(agg), Some(res)) = (sig.operand(0), sig.result()) else {
        return Ok(());
    };
    let member = indexed_type(view, agg)?;
    if member != res {
        return fail(format!(
            "the result must have the member's type {}, found {}",
            name(cx, member),
            name(cx, res)
        ));
    }
    Ok(())
}

pub(super) fn insertvalue(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(agg), Some(val), Some(res)) = (sig.operand(0), sig.operand(1), sig.result()) else {
        return Ok(());
    };
    if agg != res {
        return fail(format!(
            "the result must have the aggregate's type {}, found {}",
            name(cx, agg),
            name(cx, res)
        ));
    }
    let member = indexed_type(view, agg)?;
    if member != val {
        return fail(format!(
            "the inserted value must have the member's type {}, found {}",
            name(cx, member),
            name(cx, val)
        ));
    }
    Ok(())
}

pub(super) fn extractelement(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(vec), Some(res)) = (sig.operand(0), sig.result()) else {
        return Ok(());
    };
    let (_, elem) = lanes(cx, vec);
    if elem != res {
        return fail(format!(
            "the result must have the lane type {}, found {}",
            name(cx, elem),
            name(cx, res)
        ));
    }
    Ok(())
}

pub(super) fn insertelement(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(vec), Some(val), Some(res)) = (sig.operand(0), sig.operand(1), sig.result()) else {
        return Ok(());
    };
    if vec != res {
        return fail(format!(
            "the result must have the vector's type {}, found {}",
            name(cx, vec),
            name(cx, res)
        ));
    }
    let (_, elem) = lanes(cx, vec);
    if elem != val {
        return fail(format!(
            "the inserted value must have the lane type {}, found {}",
            name(cx, elem),
            name(cx, val)
        ));
    }
    Ok(())
}

pub(super) fn shufflevector(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let sig = Sig::of(view);
    let (Some(a), Some(b), Some(res)) = (sig.operand(0), sig.operand(1), sig.result()) else {
        return Ok(());
    };
    if a != b {
        return fail(format!(
            "both vectors must have one type, found {} and {}",
            name(cx, a),
            name(cx, b)
        ));
    }
    let (n, elem) = lanes(cx, a);
    let n = i64::from(n.unwrap_or(1));
    let mask = match view.attr("mask").map(|m| cx.attr_data(m)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => return fail("requires an array `mask`".into()),
    };
    for (pos, &m) in mask.iter().enumerate() {
        let ok = match cx.attr_data(m) {
            AttrData::Poison(_) | AttrData::Undef(_) => true,
            AttrData::Int { .. } => cx
                .attr_as_i64(m)
                .is_some_and(|i| i == -1 || (0..2 * n).contains(&i)),
            _ => false,
        };
        if !ok {
            return fail(format!(
                "mask entry #{pos} must be -1 or a lane index below {}",
                2 * n
            ));
        }
    }
    let (rn, re) = lanes(cx, res);
    if re != elem || rn.map(|r| r as usize) != Some(mask.len()) {
        return fail(format!(
            "the result must be a vector of {} lanes of {}, found {}",
            mask.len(),
            name(cx, elem),
            name(cx, res)
        ));
    }
    Ok(())
}

// ---- Constants and terminators ---------------------------------------------

pub(super) fn constant(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let (Some(value), Some(res)) = (view.attr("value"), Sig::of(view).result()) else {
        return Ok(());
    };
    match cx.attr_type(value) {
        Some(t) if t == res => Ok(()),
        Some(t) => fail(format!(
            "the value has type {} but the result has type {}",
            name(cx, t),
            name(cx, res)
        )),
        None => aggregate_constant(cx, value, res),
    }
}

/// An aggregate constant: one element per lane, field or array element
/// (checked by count only: elements are typed by their position), or bytes
/// for an `[N x i8]`.
fn aggregate_constant(cx: &Context, value: Attr, res: Type) -> Result {
    let want = match cx.type_data(res) {
        TypeData::Vector { len, .. } => Some(u64::from(*len)),
        TypeData::Array { len, .. } => Some(*len),
        TypeData::Struct { fields, .. } => Some(fields.len() as u64),
        TypeData::Named(_) => match cx.struct_body(res) {
            Some(StructBody::Fields { fields, .. }) => Some(fields.len() as u64),
            _ => None,
        },
        _ => None,
    };
    let found = match cx.attr_data(value) {
        AttrData::Array(items) => items.len() as u64,
        AttrData::Bytes(bytes) if matches!(cx.type_data(res), TypeData::Array { elem, .. } if int_bits(cx, *elem) == Some(8)) => {
            bytes.len() as u64
        }
        _ => return fail("`value` must be a typed constant or an array of elements".into()),
    };
    match want {
        Some(n) if n == found => Ok(()),
        Some(n) => fail(format!(
            "{} needs {n} elements, found {found}",
            name(cx, res)
        )),
        None => fail(format!(
            "an array of elements cannot make a constant of type {}",
            name(cx, res)
        )),
    }
}

pub(super) fn switch(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    let Some(cond) = Sig::of(view).operand(0) else {
        return Ok(());
    };
    if int_bits(cx, cond).is_none() {
        return fail(format!(
            "the condition must be a scalar integer, found {}",
            name(cx, cond)
        ));
    }
    let cases: Vec<Attr> = match view.attr("cases").map(|a| cx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => return fail("requires an array `cases`".into()),
    };
    let succs = view.body.successors(view.op).len();
    if succs != cases.len() + 1 {
        return fail(format!(
            "{} cases need {} successors (the default first), found {succs}",
            cases.len(),
            cases.len() + 1
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for (pos, &c) in cases.iter().enumerate() {
        match cx.attr_data(c) {
            AttrData::Int { ty, .. } if *ty == cond => {}
            _ => {
                return fail(format!(
                    "case #{pos} must be an integer of the condition's type {}",
                    name(cx, cond)
                ))
            }
        }
        if !seen.insert(c) {
            return fail(format!("case #{pos} repeats an earlier case"));
        }
    }
    Ok(())
}

const LINKAGES: &[&str] = &[
    "external",
    "internal",
    "private",
    "linkonce",
    "linkonce_odr",
    "weak",
    "weak_odr",
    "common",
    "appending",
    "extern_weak",
    "available_externally",
];

pub(super) fn global(view: &OpView<'_>) -> Result {
    let cx = view.cx;
    if let Some(l) = view.attr("linkage").and_then(|a| cx.attr_as_str(a)) {
        if !LINKAGES.contains(&l) {
            return fail(format!("unknown linkage `{l}`"));
        }
    }
    let ty = match view.attr("global_type").map(|a| cx.attr_data(a)) {
        Some(AttrData::Type(t)) => *t,
        _ => return Ok(()),
    };
    if let Some(init) = view.attr("initializer").and_then(|a| cx.attr_type(a)) {
        if init != ty {
            return fail(format!(
                "the initializer has type {} but the global has type {}",
                name(cx, init),
                name(cx, ty)
            ));
        }
    }
    Ok(())
}
