//! Resource analysis: which resources a module binds, and where.
//!
//! The counterpart of LLVM's `DXILResourceAnalysis` (`dxil-reference.md`
//! §6.1–6.2). A resource is one distinct (class, space, lower bound, range
//! size, handle type, name) among the `dx.resource.handlefrombinding` ops of
//! all functions; identical creations in several places (or functions)
//! share one [`ResourceInfo`]. Resources are numbered per class after a
//! stable sort by (class, space, lower bound, size, type), which gives the
//! record IDs of `!dx.resources` and the range IDs of pre-6.6
//! `createHandle`.
//!
//! `dx.resource.handlefromimplicitbinding` ops are collected as
//! [`ImplicitRequest`]s: they become resources once the `implicit-binding`
//! pass has given them a register.
//!
//! Everything is ordered deterministically: functions in module order, ops
//! in pre-order, no hash-map iteration reaches the output.

use crate::error::BindingError;
use crate::pass::PassError;
use dxir_dialects::dx::{
    HandleFromBinding, HandleFromImplicitBinding, ResourceClass, ResourceKind, ResourceType,
    ResourceTypeError, UpdateCounter,
};
use dxir_dialects::llvm::{AddressOf, Constant, Select};
use dxir_ir::view::is_declared;
use dxir_ir::{AttrData, Body, Context, Loc, Module, Op, Symbol, Type, Value, ValueDef};
use rustc_hash::{FxHashMap, FxHashSet};

/// The name the analysis reports its errors under.
const PASS: &str = "resources";

/// A range size meaning "to the top of the space" (`T a[]`).
pub const UNBOUNDED: u32 = u32::MAX;

/// Where a resource range sits: `register(<class><lower_bound>, space<space>)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Binding {
    /// The register space.
    pub space: u32,
    /// The first register.
    pub lower_bound: u32,
    /// Registers in the range; [`UNBOUNDED`] for an unbounded array.
    pub size: u32,
}

impl Binding {
    /// Whether the range runs to the top of the space.
    pub fn is_unbounded(&self) -> bool {
        self.size == UNBOUNDED
    }

    /// The last register of the range (`u32::MAX` when unbounded; saturates
    /// if the range would wrap, which then overlaps everything above it).
    pub fn upper_bound(&self) -> u32 {
        if self.is_unbounded() {
            UNBOUNDED
        } else {
            self.lower_bound.saturating_add(self.size.max(1) - 1)
        }
    }

    /// Whether the two ranges share a register (spaces are not compared).
    pub fn overlaps(&self, other: &Binding) -> bool {
        self.lower_bound <= other.upper_bound() && other.lower_bound <= self.upper_bound()
    }
}

/// How a structured buffer's hidden counter is used, from its
/// `dx.resource.updatecounter` ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CounterDirection {
    /// No counter op uses it.
    Unknown,
    /// Only incremented (`IncrementCounter`, `Append`).
    Increment,
    /// Only decremented (`DecrementCounter`, `Consume`).
    Decrement,
    /// Both: invalid HLSL, reported by validation.
    Invalid,
}

impl CounterDirection {
    /// Whether the resource has a counter at all (the direction is known,
    /// or both were seen).
    pub fn has_counter(self) -> bool {
        self != CounterDirection::Unknown
    }

    /// The direction after also seeing `other`.
    fn merge(self, other: CounterDirection) -> CounterDirection {
        match (self, other) {
            (CounterDirection::Unknown, d) | (d, CounterDirection::Unknown) => d,
            (a, b) if a == b => a,
            _ => CounterDirection::Invalid,
        }
    }

    /// Lower-case name: `unknown`, `increment`, `decrement`, `invalid`.
    pub fn name(self) -> &'static str {
        match self {
            CounterDirection::Unknown => "unknown",
            CounterDirection::Increment => "increment",
            CounterDirection::Decrement => "decrement",
            CounterDirection::Invalid => "invalid",
        }
    }
}

/// One handle-creation op: its function (index into
/// [`Module::functions`]) and the op in that function's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct HandleSite {
    /// Index of the function in the module.
    pub function: usize,
    /// The `dx.resource.handlefrom…binding` op.
    pub op: Op,
}

/// A bound resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceInfo {
    /// Position within its class (`!dx.resources` record ID, createHandle
    /// range ID).
    pub record_id: u32,
    /// The register class.
    pub class: ResourceClass,
    /// DXIL's shape of the resource.
    pub kind: ResourceKind,
    /// The decoded handle type.
    pub rtype: ResourceType,
    /// The `target("dx.…")` handle type.
    pub handle_type: Type,
    /// Where it is bound.
    pub binding: Binding,
    /// The HLSL name (empty when the creation passes `null`).
    pub name: String,
    /// The hidden counter's use.
    pub counter: CounterDirection,
    /// Every creation op of this resource, in module order.
    pub handles: Vec<HandleSite>,
}

impl ResourceInfo {
    /// The annotateHandle properties of the resource (`dxil-reference.md`
    /// §3.4), with its counter.
    ///
    /// # Errors
    /// [`ResourceTypeError::Unsized`] if a stride or size cannot be computed.
    pub fn properties(&self, cx: &Context) -> Result<[u32; 2], ResourceTypeError> {
        self.rtype.properties(cx, self.counter.has_counter())
    }

    /// Where the first creation op is, for diagnostics.
    pub fn loc(&self, module: &Module) -> Loc {
        self.handles
            .first()
            .map_or(Loc::UNKNOWN, |s| site_loc(module, *s))
    }
}

/// A `dx.resource.handlefromimplicitbinding` op, waiting for a register.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImplicitRequest {
    /// The creation op.
    pub site: HandleSite,
    /// clang's declaration order number: calls with the same order ID are
    /// the same resource (an array indexed twice) and share a register.
    pub order_id: u32,
    /// The register class of the handle type.
    pub class: ResourceClass,
    /// The register space asked for.
    pub space: u32,
    /// Registers needed; [`UNBOUNDED`] for an unbounded array.
    pub size: u32,
    /// The `target("dx.…")` handle type.
    pub handle_type: Type,
    /// The HLSL name (empty for `null`).
    pub name: String,
    /// Where the op is.
    pub loc: Loc,
}

/// The resources of a module, in record order, with a lookup from creation
/// ops to them.
#[derive(Clone, Debug, Default)]
pub struct ResourceMap {
    resources: Vec<ResourceInfo>,
    by_site: FxHashMap<HandleSite, usize>,
    implicit: Vec<ImplicitRequest>,
}

impl ResourceMap {
    /// Every resource, sorted by class then binding: SRVs, UAVs, CBVs,
    /// samplers.
    pub fn resources(&self) -> &[ResourceInfo] {
        &self.resources
    }

    /// The resources of one class, in record-ID order.
    pub fn of_class(&self, class: ResourceClass) -> &[ResourceInfo] {
        let start = self.resources.partition_point(|r| r.class < class);
        let end = self.resources.partition_point(|r| r.class <= class);
        &self.resources[start..end]
    }

    /// Whether the module binds no resource (implicit bindings not counted).
    pub fn is_empty(&self) -> bool {
        self.resources.is_empty()
    }

    /// The resource created by `op` in function number `function`.
    pub fn lookup(&self, function: usize, op: Op) -> Option<&ResourceInfo> {
        self.index_of(function, op).map(|i| &self.resources[i])
    }

    /// Position in [`resources`](Self::resources) of the resource created
    /// by `op` in function number `function`.
    pub fn index_of(&self, function: usize, op: Op) -> Option<usize> {
        self.by_site.get(&HandleSite { function, op }).copied()
    }

    /// The `handlefromimplicitbinding` ops, in module order.
    pub fn implicit_bindings(&self) -> &[ImplicitRequest] {
        &self.implicit
    }
}

impl ResourceMap {
    /// The resources as a text table, one row per resource in record order
    /// (class, record ID, name, space, lower bound, size, kind, element,
    /// counter), then one row per implicit binding still waiting for a
    /// register (record ID `-`, lower bound `implicit`). Columns are
    /// aligned; what `dxir opt --print-resources` prints.
    pub fn table(&self, cx: &Context) -> String {
        let mut rows: Vec<[String; 9]> = vec![[
            "class", "id", "name", "space", "lower", "size", "kind", "element", "counter",
        ]
        .map(String::from)];
        let size = |n: u32| {
            if n == UNBOUNDED {
                "unbounded".to_string()
            } else {
                n.to_string()
            }
        };
        for r in &self.resources {
            rows.push([
                r.class.name().to_string(),
                r.record_id.to_string(),
                display_name(&r.name),
                r.binding.space.to_string(),
                r.binding.lower_bound.to_string(),
                size(r.binding.size),
                r.kind.name().to_string(),
                element_column(cx, &r.rtype),
                r.counter.name().to_string(),
            ]);
        }
        for r in &self.implicit {
            let rt = ResourceType::decode(cx, r.handle_type).ok();
            rows.push([
                r.class.name().to_string(),
                "-".to_string(),
                display_name(&r.name),
                r.space.to_string(),
                format!("implicit({})", r.order_id),
                size(r.size),
                rt.map_or("?", |rt| rt.dxil_kind(cx).name()).to_string(),
                rt.map_or_else(|| "?".to_string(), |rt| element_column(cx, &rt)),
                "-".to_string(),
            ]);
        }
        let mut widths = [0usize; 9];
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let mut out = String::new();
        for row in &rows {
            let mut line = String::new();
            for (i, cell) in row.iter().enumerate() {
                if i > 0 {
                    line.push_str("  ");
                }
                line.push_str(&format!("{cell:<width$}", width = widths[i]));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

/// A resource name for people: `<unnamed>` when empty.
fn display_name(name: &str) -> String {
    if name.is_empty() {
        "<unnamed>".to_string()
    } else {
        name.to_string()
    }
}

/// What a resource holds: `f32x4` for typed resources (`ms8` added for 8
/// samples), `stride 16` for structured buffers, `size 32` for cbuffers,
/// the sampler kind, or `-`.
fn element_column(cx: &Context, rt: &ResourceType) -> String {
    let layout = |r: Result<Option<u32>, ResourceTypeError>| {
        r.ok().flatten().map_or("?".to_string(), |n| n.to_string())
    };
    match rt {
        _ if rt.is_typed() => {
            let mut s = rt.element_type(cx).name().to_string();
            let n = rt.component_count(cx);
            if n > 1 {
                s.push_str(&format!("x{n}"));
            }
            if rt.sample_count() > 0 {
                s.push_str(&format!(" ms{}", rt.sample_count()));
            }
            s
        }
        ResourceType::RawBuffer { .. } if rt.is_structured(cx) => {
            format!("stride {}", layout(rt.structured_stride(cx)))
        }
        ResourceType::CBuffer { .. } => format!("size {}", layout(rt.cbuffer_size(cx))),
        ResourceType::Sampler { kind } => match kind {
            dxir_dialects::dx::SamplerKind::Default => "default",
            dxir_dialects::dx::SamplerKind::Comparison => "comparison",
            dxir_dialects::dx::SamplerKind::Mono => "mono",
        }
        .to_string(),
        _ => "-".to_string(),
    }
}

/// Whether `op` creates a handle from a binding, whatever its operand
/// count (a wrong one is reported by [`constant_binding_args`]).
fn is_binding_creation(cx: &Context, body: &Body, op: Op) -> bool {
    is_declared::<HandleFromBinding>(cx, body, op)
        || is_declared::<HandleFromImplicitBinding>(cx, body, op)
}

/// The integer an `llvm.constant` defines, as its low 32 bits (so `-1` is
/// `u32::MAX`); `None` if `v` is not an integer constant.
pub(crate) fn const_u32(cx: &Context, body: &Body, v: Value) -> Option<u32> {
    let op = Constant::defining(cx, body, v)?.op();
    let value = body.attr(cx, op, "value")?;
    cx.attr_as_i64(value).map(|n| n as u32)
}

/// The C string a resource-name operand points to: the initializer of the
/// global behind an `llvm.addressof`, up to its first NUL. Empty for `null`
/// and anything that is not such a global, as in LLVM.
pub(crate) fn resource_name(cx: &Context, module: &Module, body: &Body, v: Value) -> String {
    let Some(sym) = AddressOf::defining(cx, body, v).and_then(|a| a.global(cx, body)) else {
        return String::new();
    };
    let Some(Symbol::Global(g)) = module.symbol(sym) else {
        return String::new();
    };
    let bytes: &[u8] = match module
        .globals()
        .attr(cx, g, "initializer")
        .map(|a| cx.attr_data(a))
    {
        Some(AttrData::Bytes(b)) => b,
        Some(AttrData::Str(s)) => s.as_bytes(),
        _ => return String::new(),
    };
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).into_owned()
}

/// The three constant binding operands (0–2) of a handle-creation op.
///
/// # Errors
/// A [`PassError`] at the op naming the operand that is not constant.
pub(crate) fn constant_binding_args(
    cx: &Context,
    body: &Body,
    op: Op,
    what: [&str; 3],
) -> Result<[u32; 3], PassError> {
    let operands = body.operands(op);
    let op_name = cx.op_name_str(body.op_name(op));
    if operands.len() != 5 {
        return Err(PassError::at_op(
            PASS,
            cx,
            body,
            op,
            BindingError::CreationArity {
                op: op_name.to_string(),
                found: operands.len(),
            },
        ));
    }
    let mut out = [0u32; 3];
    for (i, slot) in out.iter_mut().enumerate() {
        *slot = const_u32(cx, body, operands[i]).ok_or_else(|| {
            PassError::at_op(
                PASS,
                cx,
                body,
                op,
                BindingError::NotConstant {
                    op: op_name.to_string(),
                    what: what[i].to_string(),
                    index: i,
                },
            )
        })?;
    }
    Ok(out)
}

/// The decoded handle type of a creation op's result.
fn handle_type(cx: &Context, body: &Body, op: Op) -> Result<(Type, ResourceType), PassError> {
    let Some(&result) = body.results(op).first() else {
        return Err(PassError::at_op(
            PASS,
            cx,
            body,
            op,
            BindingError::NoResult {
                op: cx.op_name_str(body.op_name(op)).to_string(),
            },
        ));
    };
    let ty = body.value_type(result);
    ResourceType::decode(cx, ty)
        .map(|rt| (ty, rt))
        .map_err(|e| PassError::at_op(PASS, cx, body, op, BindingError::HandleType(e)))
}

/// The location of a creation op.
pub fn site_loc(module: &Module, site: HandleSite) -> Loc {
    module
        .functions()
        .get(site.function)
        .filter(|f| f.body().contains_op(site.op))
        .map_or(Loc::UNKNOWN, |f| f.body().loc(site.op))
}

/// What one op of a body is to the resource analysis, read from its
/// operands and type.
enum Site {
    /// `handlefrombinding`: an explicit binding.
    Bound {
        binding: Binding,
        ty: Type,
        rt: ResourceType,
        name: String,
    },
    /// `handlefromimplicitbinding`: a request for registers.
    Implicit {
        order_id: u32,
        space: u32,
        size: u32,
        ty: Type,
        rt: ResourceType,
        name: String,
        loc: Loc,
    },
    /// `updatecounter`, whose direction is traced later.
    Counter,
}

/// `op` as a [`Site`], if it is one.
fn read_site(
    cx: &Context,
    module: &Module,
    body: &Body,
    op: Op,
) -> Option<Result<Site, PassError>> {
    if is_declared::<HandleFromBinding>(cx, body, op) {
        Some(read_bound(cx, module, body, op))
    } else if is_declared::<HandleFromImplicitBinding>(cx, body, op) {
        Some(read_implicit(cx, module, body, op))
    } else if is_declared::<UpdateCounter>(cx, body, op) {
        Some(Ok(Site::Counter))
    } else {
        None
    }
}

/// The binding, type and name of a `handlefrombinding`.
fn read_bound(cx: &Context, module: &Module, body: &Body, op: Op) -> Result<Site, PassError> {
    let [space, lower_bound, size] =
        constant_binding_args(cx, body, op, ["space", "lower bound", "range size"])?;
    let (ty, rt) = handle_type(cx, body, op)?;
    Ok(Site::Bound {
        binding: Binding {
            space,
            lower_bound,
            size,
        },
        ty,
        rt,
        name: resource_name(cx, module, body, body.operand(op, 4)),
    })
}

/// The request of a `handlefromimplicitbinding`.
fn read_implicit(cx: &Context, module: &Module, body: &Body, op: Op) -> Result<Site, PassError> {
    let [order_id, space, size] =
        constant_binding_args(cx, body, op, ["order id", "space", "range size"])?;
    let (ty, rt) = handle_type(cx, body, op)?;
    Ok(Site::Implicit {
        order_id,
        space,
        size,
        ty,
        rt,
        name: resource_name(cx, module, body, body.operand(op, 4)),
        loc: body.loc(op),
    })
}

/// Finds the resources of `module`.
///
/// # Errors
/// A [`PassError`] at the offending op when a `handlefrombinding` or
/// `handlefromimplicitbinding` has a non-constant space, register or range
/// size, or a result that is not a resource type, or when an
/// `updatecounter` direction is not a constant.
pub fn analyze_resources(cx: &Context, module: &Module) -> Result<ResourceMap, PassError> {
    // Neither creation was ever named in `cx`: no walk needed.
    if cx.try_op_name(HandleFromBinding::NAME).is_none()
        && cx.try_op_name(HandleFromImplicitBinding::NAME).is_none()
    {
        return Ok(ResourceMap::default());
    }
    type Key = (Binding, Type, String);
    let mut index: FxHashMap<Key, usize> = FxHashMap::default();
    let mut found: Vec<ResourceInfo> = Vec::new();
    let mut by_site: FxHashMap<HandleSite, usize> = FxHashMap::default();
    let mut implicit = Vec::new();
    let mut counters: Vec<(usize, Op)> = Vec::new();

    // The walks in parallel, reading each creation's operands and type
    // there; the sites are then filed in function and op order (the first
    // error in that order is the one reported).
    let relevant: Vec<Vec<(Op, Result<Site, PassError>)>> = module.par_map_functions(|func| {
        let body = func.body();
        body.walk()
            .into_iter()
            .filter_map(|op| Some((op, read_site(cx, module, body, op)?)))
            .collect()
    });
    for (fi, sites) in relevant.into_iter().enumerate() {
        for (op, read) in sites {
            let site = HandleSite { function: fi, op };
            match read? {
                Site::Bound {
                    binding,
                    ty,
                    rt,
                    name: rname,
                } => {
                    let i = *index
                        .entry((binding, ty, rname.clone()))
                        .or_insert_with(|| {
                            found.push(ResourceInfo {
                                record_id: 0,
                                class: rt.class(),
                                kind: rt.dxil_kind(cx),
                                rtype: rt,
                                handle_type: ty,
                                binding,
                                name: rname,
                                counter: CounterDirection::Unknown,
                                handles: Vec::new(),
                            });
                            found.len() - 1
                        });
                    found[i].handles.push(site);
                    by_site.insert(site, i);
                }
                Site::Implicit {
                    order_id,
                    space,
                    size,
                    ty,
                    rt,
                    name,
                    loc,
                } => implicit.push(ImplicitRequest {
                    site,
                    order_id,
                    class: rt.class(),
                    space,
                    size,
                    handle_type: ty,
                    name,
                    loc,
                }),
                Site::Counter => counters.push((fi, op)),
            }
        }
    }

    // Counter directions, through selects and block arguments (phis).
    let mut tracer: Option<(usize, HandleTracer)> = None;
    for (fi, op) in counters {
        let body = module.functions()[fi].body();
        let operands = body.operands(op);
        if operands.len() != 2 {
            continue;
        }
        let dir = match const_u32(cx, body, operands[1]).map(|n| n as u8 as i8) {
            Some(0) => continue,
            Some(n) if n > 0 => CounterDirection::Increment,
            Some(_) => CounterDirection::Decrement,
            None => {
                return Err(PassError::at_op(
                    PASS,
                    cx,
                    body,
                    op,
                    BindingError::CounterDirection {
                        op: UpdateCounter::NAME,
                    },
                ))
            }
        };
        if tracer.as_ref().is_none_or(|(f, _)| *f != fi) {
            tracer = Some((fi, HandleTracer::new()));
        }
        let (_, t) = tracer.as_mut().expect("tracer was just set");
        for creator in t.creators(cx, body, operands[0]) {
            if let Some(&i) = by_site.get(&HandleSite {
                function: fi,
                op: creator,
            }) {
                found[i].counter = found[i].counter.merge(dir);
            }
        }
    }

    // Record order: stable sort by class and binding; ties (only possible
    // for overlapping, hence invalid, bindings) by type text then name.
    let mut order: Vec<usize> = (0..found.len()).collect();
    let type_text: Vec<String> = found
        .iter()
        .map(|r| dxir_ir::type_to_string(cx, r.handle_type))
        .collect();
    order.sort_by(|&a, &b| {
        let (ra, rb) = (&found[a], &found[b]);
        (ra.class, ra.binding, &type_text[a], &ra.name).cmp(&(
            rb.class,
            rb.binding,
            &type_text[b],
            &rb.name,
        ))
    });
    let mut new_pos = vec![0usize; found.len()];
    for (pos, &old) in order.iter().enumerate() {
        new_pos[old] = pos;
    }
    let mut slots: Vec<Option<ResourceInfo>> = found.into_iter().map(Some).collect();
    let mut resources: Vec<ResourceInfo> = order
        .iter()
        .map(|&old| slots[old].take().expect("each resource moved once"))
        .collect();
    let mut next_id = [0u32; 4];
    for r in &mut resources {
        let n = &mut next_id[r.class as usize];
        r.record_id = *n;
        *n += 1;
    }
    for i in by_site.values_mut() {
        *i = new_pos[*i];
    }
    Ok(ResourceMap {
        resources,
        by_site,
        implicit,
    })
}

/// Walks a handle value back to the ops that created it, through
/// `llvm.select` and block arguments (LLVM's phis). Linear in the function:
/// each value is visited once per query.
pub(crate) struct HandleTracer {
    /// For each block argument, the values branches pass to it; built on
    /// first need.
    incoming: Option<FxHashMap<Value, Vec<Value>>>,
}

/// Where a handle value comes from: [`HandleTracer::trace`]'s answer.
#[derive(Debug, Default)]
pub(crate) struct HandleSources {
    /// The creation ops it may come from, in the order found.
    pub creators: Vec<Op>,
    /// The values it may be that no creation op defines and that are not
    /// a select or a block argument with incoming values: a constant
    /// (`poison`), a load, a call of something else, a parameter.
    pub others: Vec<Value>,
}

impl HandleTracer {
    pub(crate) fn new() -> Self {
        HandleTracer { incoming: None }
    }

    fn incoming<'a>(
        incoming: &'a mut Option<FxHashMap<Value, Vec<Value>>>,
        body: &Body,
    ) -> &'a FxHashMap<Value, Vec<Value>> {
        incoming.get_or_insert_with(|| {
            let mut map: FxHashMap<Value, Vec<Value>> = FxHashMap::default();
            for op in body.walk() {
                for (i, &succ) in body.successors(op).iter().enumerate() {
                    let params = body.block_args(succ);
                    for (j, &arg) in body.successor_args(op, i).iter().enumerate() {
                        if let Some(&param) = params.get(j) {
                            map.entry(param).or_default().push(arg);
                        }
                    }
                }
            }
            map
        })
    }

    /// The binding creation ops `v` may come from, in the order found.
    fn creators(&mut self, cx: &Context, body: &Body, v: Value) -> Vec<Op> {
        self.trace(cx, body, v, |op| is_binding_creation(cx, body, op))
            .creators
    }

    /// Where `v` may come from, with `is_creator` saying which ops create
    /// handles.
    pub(crate) fn trace(
        &mut self,
        cx: &Context,
        body: &Body,
        v: Value,
        is_creator: impl Fn(Op) -> bool,
    ) -> HandleSources {
        let mut out = HandleSources::default();
        let mut seen = FxHashSet::default();
        let mut stack = vec![v];
        while let Some(v) = stack.pop() {
            if !seen.insert(v) {
                continue;
            }
            match body.value_def(v) {
                ValueDef::Result { op, .. } => {
                    if is_creator(op) {
                        out.creators.push(op);
                    } else if let Some(s) = Select::match_op(cx, body, op) {
                        stack.extend([s.if_false(body), s.if_true(body)]);
                    } else {
                        out.others.push(v);
                    }
                }
                ValueDef::BlockArg { .. } => {
                    match Self::incoming(&mut self.incoming, body).get(&v) {
                        Some(vals) => stack.extend(vals.iter().rev()),
                        None => out.others.push(v),
                    }
                }
                ValueDef::Placeholder => {}
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
