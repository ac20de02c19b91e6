//! The resources a module binds, as LLVM 22's `DXILResourceAnalysis` sees
//! them, and what `!dx.resources` says about each.
//!
//! A resource is one distinct (space, lower bound, range size, handle type,
//! name) among the module's `dx.resource.handlefrombinding` ops. Records
//! are sorted by (class, space, lower bound, size, type, name) and numbered
//! from 0 within each class. A UAV has a counter when some
//! `dx.resource.updatecounter` reaches it.

use crate::pass::PassError;
use dxir_dialects::dx::{ResourceClass, ResourceKind, ResourceType};
use dxir_ir::{AttrData, Body, Context, Loc, Module, Op, StructBody, Type, TypeData, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};
use std::cmp::Ordering;

const PASS: &str = "translate-metadata";

/// One bound resource.
#[derive(Clone, Debug)]
pub(crate) struct Resource {
    pub ty: ResourceType,
    pub handle_ty: Type,
    pub space: u32,
    pub lower: u32,
    /// `u32::MAX` for an unbounded range.
    pub size: u32,
    pub name: String,
    pub has_counter: bool,
    /// Numbered within its class.
    pub record_id: u32,
    /// Where the first binding op of this resource is.
    pub loc: Loc,
}

/// The module's resources, sorted and numbered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Resources {
    pub all: Vec<Resource>,
}

impl Resources {
    /// The resources of class `c`, in record order.
    pub(crate) fn of_class(&self, c: ResourceClass) -> impl Iterator<Item = &Resource> {
        self.all.iter().filter(move |r| r.ty.class() == c)
    }
}

/// The i32 constant `v` is, if it is one.
pub(crate) fn const_int(cx: &Context, body: &Body, v: Value) -> Option<i64> {
    let op = body.defining_op(v)?;
    if cx.op_name_str(body.op_name(op)) != "llvm.constant" {
        return None;
    }
    body.attr(cx, op, "value").and_then(|a| cx.attr_as_i64(a))
}

/// The name a binding op gives its resource: the C string of the global
/// its last operand points to, without the trailing NUL; empty otherwise.
fn binding_name(cx: &Context, m: &Module, body: &Body, v: Value) -> String {
    let Some(op) = body.defining_op(v) else {
        return String::new();
    };
    if cx.op_name_str(body.op_name(op)) != "llvm.addressof" {
        return String::new();
    }
    let Some(sym) = body.attr(cx, op, "global").and_then(|a| match cx.attr_data(a) {
        AttrData::Symbol(s) => Some(s.clone()),
        _ => None,
    }) else {
        return String::new();
    };
    let Some(dxir_ir::Symbol::Global(g)) = m.symbol(&sym) else {
        return String::new();
    };
    match m.globals().attr(cx, g, "initializer").map(|a| cx.attr_data(a)) {
        Some(AttrData::Bytes(b)) => {
            let b = b.strip_suffix(&[0]).unwrap_or(b);
            String::from_utf8_lossy(b).into_owned()
        }
        Some(AttrData::Str(s)) => s.trim_end_matches('\0').to_string(),
        _ => String::new(),
    }
}

/// The binding ops a handle value may come from: the value's own op, or
/// through `select`s and block arguments (phis) the ops of every incoming
/// value. Each value is visited once.
fn handle_sources(cx: &Context, body: &Body, v: Value) -> Vec<Op> {
    let mut out = Vec::new();
    let mut seen = FxHashSet::default();
    let mut work = vec![v];
    let mut preds: Option<FxHashMap<dxir_ir::Block, Vec<(Op, usize)>>> = None;
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        match body.value_def(v) {
            ValueDef::Result { op, .. } => match cx.op_name_str(body.op_name(op)) {
                "dx.resource.handlefrombinding" => out.push(op),
                "llvm.select" => work.extend(body.operands(op).iter().skip(1).copied()),
                _ => {}
            },
            ValueDef::BlockArg { block, index } => {
                let preds = preds.get_or_insert_with(|| predecessors(body));
                for &(term, succ) in preds.get(&block).map(Vec::as_slice).unwrap_or(&[]) {
                    if let Some(&a) = body.successor_args(term, succ).get(index as usize) {
                        work.push(a);
                    }
                }
            }
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
    out
}

/// For each block, the (terminator, successor index) pairs that branch to it.
fn predecessors(body: &Body) -> FxHashMap<dxir_ir::Block, Vec<(Op, usize)>> {
    let mut map: FxHashMap<dxir_ir::Block, Vec<(Op, usize)>> = FxHashMap::default();
    for op in body.walk() {
        for (i, &s) in body.successors(op).iter().enumerate() {
            map.entry(s).or_default().push((op, i));
        }
    }
    map
}

/// Orders resource types as LLVM's `ResourceTypeInfo::operator<` does in
/// effect: kind first, then the class-specific properties.
fn type_order(cx: &Context, a: &ResourceType, b: &ResourceType) -> Ordering {
    let key = |t: &ResourceType| -> (u32, u64, u64, u64) {
        let kind = t.dxil_kind(cx) as u32;
        match *t {
            ResourceType::CBuffer { layout } => (kind, cbuffer_size(cx, layout).unwrap_or(0), 0, 0),
            ResourceType::Sampler { kind: k } => (kind, k as u64, 0, 0),
            ResourceType::RawBuffer { element, rov, .. } => {
                let stride = crate::translate_metadata::layout_size(cx, element).unwrap_or(0);
                (kind, u64::from(rov), stride, 0)
            }
            ResourceType::TypedBuffer { element, rov, signed, .. }
            | ResourceType::Texture { element, rov, signed, .. } => {
                let (et, n) = element_type(cx, element, signed);
                (kind, u64::from(rov), et as u64, u64::from(n))
            }
            ResourceType::MSTexture { element, signed, sample_count, .. } => {
                let (et, n) = element_type(cx, element, signed);
                (kind, et as u64, u64::from(n), u64::from(sample_count))
            }
            ResourceType::FeedbackTexture { feedback, .. } => (kind, feedback as u64, 0, 0),
        }
    };
    key(a).cmp(&key(b))
}

/// DXIL's component type of a typed element and its lane count: signed or
/// unsigned 16/32/64-bit integers, half, float, double (`Invalid` = 0
/// otherwise, as LLVM).
pub(crate) fn element_type(cx: &Context, element: Type, signed: bool) -> (u32, u32) {
    let (scalar, count) = match cx.type_data(element) {
        TypeData::Vector { len, elem } => (*elem, *len),
        _ => (element, 1),
    };
    let et = match cx.type_data(scalar) {
        TypeData::Int(16) => if signed { 2 } else { 3 },
        TypeData::Int(32) => if signed { 4 } else { 5 },
        TypeData::Int(64) => if signed { 6 } else { 7 },
        TypeData::Half => 8,
        TypeData::Float => 9,
        TypeData::Double => 10,
        _ => 0,
    };
    (et, count)
}

/// The size LLVM gives a cbuffer: the allocation size of its layout
/// struct, where `target("dx.Padding", N)` members take N bytes.
pub(crate) fn cbuffer_size(cx: &Context, layout: Type) -> Option<u64> {
    crate::translate_metadata::layout_size(cx, without_padding_types(cx, layout, 0)?)
}

/// `ty` with every `dx.Padding` target type replaced by `[N x i8]`.
fn without_padding_types(cx: &Context, ty: Type, depth: u32) -> Option<Type> {
    if depth > 64 {
        return None;
    }
    Some(match cx.type_data(ty) {
        TypeData::TargetExt { name, ints, .. } if &**name == "dx.Padding" => {
            cx.array_type(cx.int_type(8), u64::from(*ints.first()?))
        }
        TypeData::Struct { fields, packed } => {
            let (fields, packed) = (fields.clone(), *packed);
            let fields = fields
                .into_iter()
                .map(|f| without_padding_types(cx, f, depth + 1))
                .collect::<Option<Vec<_>>>()?;
            cx.struct_type(fields, packed)
        }
        TypeData::Named(_) => match cx.struct_body(ty) {
            Some(StructBody::Fields { fields, packed }) => {
                let fields2 = fields
                    .iter()
                    .map(|&f| without_padding_types(cx, f, depth + 1))
                    .collect::<Option<Vec<_>>>()?;
                if fields2 == fields {
                    ty
                } else {
                    cx.struct_type(fields2, packed)
                }
            }
            _ => ty,
        },
        TypeData::Array { len, elem } => {
            let (len, elem) = (*len, *elem);
            cx.array_type(without_padding_types(cx, elem, depth + 1)?, len)
        }
        _ => ty,
    })
}

/// Collects the module's resources.
///
/// # Errors
/// A binding op whose space, lower bound or range size is not a constant,
/// or whose handle type is not a resource type.
pub(crate) fn collect(cx: &Context, m: &Module) -> Result<Resources, PassError> {
    struct Found {
        res: Resource,
    }
    let mut found: Vec<Found> = Vec::new();
    // Counter directions by binding op: +1 / -1 seen.
    let mut counters: Vec<(usize, Op)> = Vec::new();
    for (fi, f) in m.functions().iter().enumerate() {
        let body = f.body();
        for op in body.walk() {
            match cx.op_name_str(body.op_name(op)) {
                "dx.resource.handlefrombinding" => {
                    let loc = body.loc(op);
                    let ops = body.operands(op);
                    let arg = |i: usize, what: &str| -> Result<u32, PassError> {
                        ops.get(i)
                            .and_then(|&v| const_int(cx, body, v))
                            .map(|n| n as u32)
                            .ok_or_else(|| {
                                PassError::new(
                                    PASS,
                                    loc,
                                    format!("resource binding {what} must be a constant"),
                                )
                            })
                    };
                    let space = arg(0, "space")?;
                    let lower = arg(1, "lower bound")?;
                    let size = arg(2, "range size")?;
                    let name = ops
                        .get(4)
                        .map(|&v| binding_name(cx, m, body, v))
                        .unwrap_or_default();
                    let handle_ty = body.value_type(body.result(op, 0));
                    let ty = ResourceType::decode(cx, handle_ty)
                        .map_err(|e| PassError::new(PASS, loc, e.to_string()))?;
                    found.push(Found {
                        res: Resource {
                            ty,
                            handle_ty,
                            space,
                            lower,
                            size,
                            name,
                            has_counter: false,
                            record_id: 0,
                            loc,
                        },
                    });
                }
                "dx.resource.updatecounter" => counters.push((fi, op)),
                _ => {}
            }
        }
    }
    // Stable sort by class, binding, type and name; then merge equal ones.
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by(|&a, &b| {
        let (x, y) = (&found[a].res, &found[b].res);
        (x.ty.class() as u32, x.space, x.lower, x.size)
            .cmp(&(y.ty.class() as u32, y.space, y.lower, y.size))
            .then_with(|| type_order(cx, &x.ty, &y.ty))
            .then_with(|| x.name.cmp(&y.name))
            .then_with(|| type_key(cx, x.handle_ty).cmp(&type_key(cx, y.handle_ty)))
    });
    let mut all: Vec<Resource> = Vec::new();
    let mut index_of = vec![0usize; found.len()];
    for &i in &order {
        let r = &found[i].res;
        let same = all.last().is_some_and(|l| {
            l.space == r.space
                && l.lower == r.lower
                && l.size == r.size
                && l.handle_ty == r.handle_ty
                && l.name == r.name
        });
        if !same {
            all.push(r.clone());
        }
        index_of[i] = all.len() - 1;
    }
    let mut next = [0u32; 4];
    for r in &mut all {
        let c = r.ty.class() as usize;
        r.record_id = next[c];
        next[c] += 1;
    }
    // Binding ops by (function, op) to resource index, for counters.
    let mut by_op: FxHashMap<(usize, Op), usize> = FxHashMap::default();
    {
        let mut k = 0;
        for (fi, f) in m.functions().iter().enumerate() {
            let body = f.body();
            for op in body.walk() {
                if cx.op_name_str(body.op_name(op)) == "dx.resource.handlefrombinding" {
                    by_op.insert((fi, op), index_of[k]);
                    k += 1;
                }
            }
        }
    }
    for (fi, op) in counters {
        let body = m.functions()[fi].body();
        let Some(&h) = body.operands(op).first() else {
            continue;
        };
        for src in handle_sources(cx, body, h) {
            if let Some(&ri) = by_op.get(&(fi, src)) {
                all[ri].has_counter = true;
            }
        }
    }
    Ok(Resources { all })
}

/// A deterministic tie-break between distinct handle types that order
/// equal otherwise.
fn type_key(cx: &Context, t: Type) -> String {
    dxir_ir::type_to_string(cx, t)
}

/// Whether the class is UAV.
pub(crate) fn is_uav(r: &Resource) -> bool {
    r.ty.class() == ResourceClass::Uav
}

/// Whether the resource is a raw or structured buffer.
pub(crate) fn is_raw_or_structured(cx: &Context, r: &ResourceType) -> bool {
    matches!(
        r.dxil_kind(cx),
        ResourceKind::RawBuffer | ResourceKind::StructuredBuffer
    )
}
