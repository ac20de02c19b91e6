//! `cbuffer-access`: loads of cbuffer member globals → cbuffer row loads
//! (LLVM's DXILCBufferAccess followed by the cbuffer part of
//! DXILResourceAccess).
//!
//! clang 22 declares each cbuffer member as an `external hidden
//! addrspace(2)` global, stores the cbuffer's handle into a global `@X.cb`,
//! and lists `{@X.cb, @member0, ...}` in `!hlsl.cbs`. The byte offset of
//! member `i` is the offset of the `i`-th field of the layout struct
//! `%__cblayout_X` that is not `target("dx.Padding", N)`. A load at byte
//! offset `O` of lanes of size `E` reads row `O / 16`, element
//! `(O mod 16) / E`, continuing into the next row when a row is used up;
//! vectors are rebuilt with `insertelement`. Dynamic array indices must
//! step over whole rows (the cbuffer layout pads array elements to rows).
//!
//! The handle is the value stored into `@X.cb` when that store is in the
//! same function and dominates the load; otherwise its creation is cloned
//! at the top of the function. Afterwards the member globals and
//! `!hlsl.cbs` are removed. Any other use of a member (a store, a call, a
//! `memcpy`) is an error naming it.

use crate::access_util::{
    addressof_name, build_add, build_cbuffer_row, build_extractvalue, build_i32, build_insert,
    build_poison, is_handle_creation, op_name, recipe, struct_fields, ByteOffset, HandleRecipe,
};
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_dialects::dx::ResourceType;
use dxir_dialects::llvm::{AddressOf, LlvmOp, Store};
use dxir_ir::{
    AttrData, Body, Builder, Context, DominatorTree, Function, Loc, Module, Op, Symbol, Type,
    TypeData, Value,
};
use dxir_rewrites::builtins::{is_padding_type, PADDING_TYPE};
use rayon::prelude::*;
use rustc_hash::FxHashMap;

const NAME: &str = "cbuffer-access";

/// Deepest type nesting the cbuffer layout walk follows.
const MAX_DEPTH: u32 = 64;

/// The `cbuffer-access` module pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct CBufferAccess;

/// One cbuffer of `!hlsl.cbs`.
struct CBuffer {
    /// The global holding the handle (`@X.cb`).
    handle_global: String,
    /// Each member global and its byte offset.
    members: Vec<(String, i64)>,
}

fn module_err(message: impl Into<String>) -> PassError {
    PassError::new(NAME, Loc::UNKNOWN, message)
}

/// The symbol a metadata operand `[type, @sym]` (or `@sym`) names.
fn md_symbol(cx: &Context, attr: dxir_ir::Attr) -> Option<String> {
    match cx.attr_data(attr) {
        AttrData::Symbol(s) => Some(s.to_string()),
        AttrData::Array(items) if items.len() == 2 => match cx.attr_data(items[1]) {
            AttrData::Symbol(s) => Some(s.to_string()),
            _ => None,
        },
        _ => None,
    }
}

fn array_items(cx: &Context, attr: Option<dxir_ir::Attr>) -> Vec<dxir_ir::Attr> {
    match attr.map(|a| cx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => Vec::new(),
    }
}

fn global_op(module: &Module, name: &str) -> Option<Op> {
    match module.symbol(name) {
        Some(Symbol::Global(op)) => Some(op),
        _ => None,
    }
}

/// Size of `ty` in a cbuffer layout struct: packed, with explicit
/// `dx.Padding` fields.
fn cb_size(cx: &Context, ty: Type, depth: u32) -> Option<i64> {
    if depth > MAX_DEPTH {
        return None;
    }
    match cx.type_data(ty) {
        TypeData::TargetExt { name, ints, .. } if &**name == PADDING_TYPE => {
            ints.first().map(|&n| i64::from(n))
        }
        TypeData::Vector { len, elem } => Some(i64::from(*len) * cb_size(cx, *elem, depth + 1)?),
        TypeData::Array { len, elem } => {
            i64::try_from(*len)
                .ok()?
                .checked_mul(cb_size(cx, *elem, depth + 1)?)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = struct_fields(cx, ty)?;
            fields
                .iter()
                .try_fold(0i64, |acc, &f| Some(acc + cb_size(cx, f, depth + 1)?))
        }
        _ => dxir_rewrites::builtins::type_size(cx, ty)
            .ok()
            .and_then(|s| i64::try_from(s).ok()),
    }
}

/// Byte offset of field `i` of a cbuffer layout struct.
fn cb_field_offset(cx: &Context, ty: Type, i: usize) -> Option<i64> {
    let fields = struct_fields(cx, ty)?;
    fields
        .get(..i)?
        .iter()
        .try_fold(0i64, |acc, &f| Some(acc + cb_size(cx, f, 1)?))
}

/// Reads `!hlsl.cbs`.
fn read_cbuffers(cx: &Context, module: &Module) -> Result<Vec<CBuffer>, PassError> {
    let Some(named) = global_op(module, "!hlsl.cbs") else {
        return Ok(Vec::new());
    };
    let g = module.globals();
    let mut out = Vec::new();
    for node in array_items(cx, g.attr(cx, named, "nodes")) {
        let node_name = md_symbol(cx, node).ok_or_else(|| module_err("malformed !hlsl.cbs"))?;
        let node_op = global_op(module, &node_name)
            .ok_or_else(|| module_err(format!("!hlsl.cbs names a missing node {node_name}")))?;
        let loc = g.loc(node_op);
        let ops = array_items(cx, g.attr(cx, node_op, "operands"));
        let names: Vec<String> = ops.iter().filter_map(|&a| md_symbol(cx, a)).collect();
        if names.is_empty() || names.len() != ops.len() {
            return Err(PassError::new(
                NAME,
                loc,
                "an !hlsl.cbs entry must list the handle global, then member globals",
            ));
        }
        let hg = global_op(module, &names[0]).ok_or_else(|| {
            PassError::new(NAME, loc, format!("missing cbuffer global @{}", names[0]))
        })?;
        let hty = g
            .attr(cx, hg, "global_type")
            .and_then(|a| crate::access_util::type_of_attr(cx, a))
            .ok_or_else(|| PassError::new(NAME, g.loc(hg), "global without a type"))?;
        let layout = match ResourceType::decode(cx, hty) {
            Ok(ResourceType::CBuffer { layout }) => layout,
            _ => {
                return Err(PassError::new(
                    NAME,
                    g.loc(hg),
                    format!("@{} is not a dx.CBuffer handle global", names[0]),
                ))
            }
        };
        let fields = struct_fields(cx, layout).ok_or_else(|| {
            PassError::new(
                NAME,
                g.loc(hg),
                "cbuffer layout is not a struct with a body",
            )
        })?;
        let member_fields: Vec<usize> = (0..fields.len())
            .filter(|&i| !is_padding_type(cx, fields[i]))
            .collect();
        if member_fields.len() != names.len() - 1 {
            return Err(PassError::new(
                NAME,
                loc,
                format!(
                    "cbuffer @{} lists {} members but its layout has {} fields",
                    names[0],
                    names.len() - 1,
                    member_fields.len()
                ),
            ));
        }
        let mut members = Vec::new();
        for (m, &fi) in names[1..].iter().zip(&member_fields) {
            let off = cb_field_offset(cx, layout, fi)
                .ok_or_else(|| PassError::new(NAME, loc, "cbuffer layout field without a size"))?;
            members.push((m.clone(), off));
        }
        out.push(CBuffer {
            handle_global: names[0].clone(),
            members,
        });
    }
    Ok(out)
}

/// Where a function finds the handle of a cbuffer.
struct HandleSource {
    /// The creation op (`handlefrombinding`/`handlefromimplicitbinding`)
    /// whose result was stored into the handle global, and its function.
    func: usize,
    create: Op,
    store: Op,
}

/// Finds the store of a created handle into `@global`.
fn find_handle_source(cx: &Context, module: &Module, global: &str) -> Option<HandleSource> {
    for (fi, f) in module.functions().iter().enumerate() {
        let body = f.body();
        for op in body.walk() {
            if !Store::is(cx, body, op) {
                continue;
            }
            let ptr = body.operand(op, 1);
            let names_global = body.defining_op(ptr).is_some_and(|p| {
                AddressOf::is(cx, body, p)
                    && body
                        .attr(cx, p, "global")
                        .and_then(|a| match cx.attr_data(a) {
                            AttrData::Symbol(s) => Some(&**s == global),
                            _ => None,
                        })
                        == Some(true)
            });
            if !names_global {
                continue;
            }
            let v = body.operand(op, 0);
            if let Some(c) = body.defining_op(v) {
                if is_handle_creation(cx, body, c) {
                    return Some(HandleSource {
                        func: fi,
                        create: c,
                        store: op,
                    });
                }
            }
        }
    }
    None
}

/// Whether `a` comes before `b` in the same block.
fn before_in_block(body: &Body, a: Op, b: Op) -> bool {
    let mut cur = body.next_op(a);
    let mut steps = 0usize;
    while let Some(op) = cur {
        if op == b {
            return true;
        }
        steps += 1;
        if steps > 1 << 20 {
            return false;
        }
        cur = body.next_op(op);
    }
    false
}

impl ModulePass for CBufferAccess {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let cbuffers = read_cbuffers(cx, module)?;
        if cbuffers.is_empty() {
            return Ok(PassOutcome::Unchanged);
        }
        // member global name → (cbuffer index, byte offset)
        let mut members: FxHashMap<String, (usize, i64)> = FxHashMap::default();
        for (ci, cb) in cbuffers.iter().enumerate() {
            for (m, off) in &cb.members {
                members.insert(m.clone(), (ci, *off));
            }
        }
        let sources: Vec<Option<HandleSource>> = cbuffers
            .iter()
            .map(|cb| find_handle_source(cx, module, &cb.handle_global))
            .collect();
        let recipes: Vec<Option<HandleRecipe>> = sources
            .iter()
            .map(|s| {
                s.as_ref()
                    .and_then(|s| recipe(cx, module.functions()[s.func].body(), s.create))
            })
            .collect();
        // Functions are rewritten independently, in parallel; the first
        // error in function order wins, whatever the thread count.
        let results: Vec<Result<(), PassError>> = module
            .functions_mut()
            .par_iter_mut()
            .enumerate()
            .filter(|(_, f)| !f.is_declaration())
            .map(|(fi, f)| {
                let ctx = FuncCtx {
                    cx,
                    func_index: fi,
                    cbuffers: &cbuffers,
                    members: &members,
                    sources: &sources,
                    recipes: &recipes,
                };
                ctx.run(f)
            })
            .collect();
        results.into_iter().collect::<Result<(), PassError>>()?;
        // Remove the member globals and !hlsl.cbs.
        for cb in &cbuffers {
            for (m, _) in &cb.members {
                if let Some(op) = global_op(module, m) {
                    module.erase_global(cx, op);
                }
            }
        }
        if let Some(named) = global_op(module, "!hlsl.cbs") {
            let nodes = array_items(cx, module.globals().attr(cx, named, "nodes"));
            module.erase_global(cx, named);
            for n in nodes {
                if let Some(op) = md_symbol(cx, n).and_then(|n| global_op(module, &n)) {
                    module.erase_global(cx, op);
                }
            }
        }
        Ok(PassOutcome::Changed)
    }
}

struct FuncCtx<'a> {
    cx: &'a Context,
    func_index: usize,
    cbuffers: &'a [CBuffer],
    members: &'a FxHashMap<String, (usize, i64)>,
    sources: &'a [Option<HandleSource>],
    recipes: &'a [Option<HandleRecipe>],
}

/// One load from a member.
struct RowLoad {
    op: Op,
    cbuffer: usize,
    offset: ByteOffset,
}

impl FuncCtx<'_> {
    fn run(&self, f: &mut Function) -> Result<(), PassError> {
        let cx = self.cx;
        let body = f.body_mut();
        let mut loads = Vec::new();
        let mut dead = Vec::new();
        for op in body.walk() {
            let Some(name) = addressof_name(cx, body, op) else {
                continue;
            };
            let Some(&(ci, base)) = self.members.get(&name) else {
                continue;
            };
            let off = ByteOffset {
                konst: base,
                terms: Vec::new(),
            };
            collect_loads(cx, body, op, ci, off, &mut loads, &mut dead)?;
            dead.push(op);
        }
        if loads.is_empty() && dead.is_empty() {
            return Ok(());
        }
        let dom = DominatorTree::new(body, body.root());
        let mut handles: FxHashMap<usize, Value> = FxHashMap::default();
        for l in &loads {
            let h = self.handle_for(body, &dom, l, &mut handles)?;
            lower_load(cx, body, h, l)?;
        }
        for l in &loads {
            body.erase_op(l.op);
        }
        for &op in dead.iter().rev() {
            if body.results(op).iter().all(|&r| !body.has_uses(r)) {
                body.erase_op(op);
            }
        }
        Ok(())
    }

    fn handle_for(
        &self,
        body: &mut Body,
        dom: &DominatorTree,
        l: &RowLoad,
        cache: &mut FxHashMap<usize, Value>,
    ) -> Result<Value, PassError> {
        let cb = &self.cbuffers[l.cbuffer];
        if let Some(src) = &self.sources[l.cbuffer] {
            if src.func == self.func_index {
                let sb = body.op_block(src.store);
                let lb = body.op_block(l.op);
                let ok = match (sb, lb) {
                    (Some(sb), Some(lb)) if sb == lb => before_in_block(body, src.store, l.op),
                    (Some(sb), Some(lb)) => dom.properly_dominates(sb, lb),
                    _ => false,
                };
                if ok {
                    return Ok(body.result(src.create, 0));
                }
            }
        }
        if let Some(&h) = cache.get(&l.cbuffer) {
            return Ok(h);
        }
        let Some(recipe) = &self.recipes[l.cbuffer] else {
            return Err(PassError::new(
                NAME,
                body.loc(l.op),
                format!(
                    "cannot find the handle of cbuffer @{}: no store of a handle creation with \
                     constant arguments into it",
                    cb.handle_global
                ),
            ));
        };
        let h = recipe
            .materialize(body)
            .ok_or_else(|| PassError::new(NAME, body.loc(l.op), "function without a body"))?;
        cache.insert(l.cbuffer, h);
        Ok(h)
    }
}

/// Follows `root`'s result through GEPs to loads.
fn collect_loads(
    cx: &Context,
    body: &Body,
    root: Op,
    cbuffer: usize,
    base: ByteOffset,
    loads: &mut Vec<RowLoad>,
    dead: &mut Vec<Op>,
) -> Result<(), PassError> {
    let mut work = vec![(body.result(root, 0), base)];
    let mut steps = 0usize;
    while let Some((ptr, off)) = work.pop() {
        steps += 1;
        if steps > 1 << 16 {
            return Err(PassError::new(
                NAME,
                body.loc(root),
                "too many pointers derived from one cbuffer member",
            ));
        }
        let mut uses: Vec<_> = body.uses(ptr).collect();
        uses.sort();
        uses.dedup_by_key(|u| u.op);
        for u in uses {
            let user = u.op;
            let name = op_name(cx, body, user);
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => {
                    let mut o = off.clone();
                    cb_gep_offset(cx, body, user, &mut o)?;
                    dead.push(user);
                    work.push((body.result(user, 0), o));
                }
                Some(LlvmOp::Load(_)) => loads.push(RowLoad {
                    op: user,
                    cbuffer,
                    offset: off.clone(),
                }),
                _ => {
                    return Err(PassError::new(
                        NAME,
                        body.loc(user),
                        format!(
                            "unsupported use of a cbuffer member by `{name}`; only loads \
                             (through getelementptr) are supported"
                        ),
                    ))
                }
            }
        }
    }
    Ok(())
}

/// Adds the byte offset of a GEP into cbuffer memory (cbuffer layout
/// sizes) to `off`.
fn cb_gep_offset(cx: &Context, body: &Body, op: Op, off: &mut ByteOffset) -> Result<(), PassError> {
    let bad = |m: &str| PassError::new(NAME, body.loc(op), m.to_string());
    let mut ty = body
        .attr(cx, op, "source_type")
        .and_then(|a| crate::access_util::type_of_attr(cx, a))
        .ok_or_else(|| bad("getelementptr without a source type"))?;
    let operands = body.operands(op).to_vec();
    for (n, &idx) in operands[1..].iter().enumerate() {
        let (step, next) = if n == 0 {
            (cb_size(cx, ty, 0), ty)
        } else {
            match cx.type_data(ty) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    (cb_size(cx, *elem, 0), *elem)
                }
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let i = crate::access_util::const_int(cx, body, idx)
                        .and_then(|i| usize::try_from(i).ok())
                        .ok_or_else(|| bad("a struct index must be a constant"))?;
                    let fields =
                        struct_fields(cx, ty).ok_or_else(|| bad("struct without a body"))?;
                    let field = *fields
                        .get(i)
                        .ok_or_else(|| bad("struct index out of range"))?;
                    off.konst += cb_field_offset(cx, ty, i)
                        .ok_or_else(|| bad("cbuffer field without a size"))?;
                    ty = field;
                    continue;
                }
                _ => return Err(bad("getelementptr indexes into a scalar")),
            }
        };
        let step = step.ok_or_else(|| bad("cbuffer type without a size"))?;
        match crate::access_util::const_int(cx, body, idx) {
            Some(c) => off.konst += c * step,
            None => off.terms.push((idx, step)),
        }
        ty = next;
    }
    Ok(())
}

/// Rewrites one member load into row loads and extracts.
fn lower_load(cx: &Context, body: &mut Body, handle: Value, l: &RowLoad) -> Result<(), PassError> {
    let ty = body.value_type(body.result(l.op, 0));
    let (scalar, n) = match cx.type_data(ty) {
        TypeData::Vector { len, elem } => (*elem, *len),
        _ => (ty, 1),
    };
    let esize = match cx.type_data(scalar) {
        TypeData::Int(16) | TypeData::Half => 2,
        TypeData::Int(32) | TypeData::Float => 4,
        TypeData::Int(64) | TypeData::Double => 8,
        _ => {
            return Err(PassError::new(
                NAME,
                body.loc(l.op),
                format!(
                    "cbuffer load of {} is not supported (scalars and vectors of 16-, 32- and \
                     64-bit lanes only)",
                    dxir_ir::type_to_string(cx, ty)
                ),
            ))
        }
    };
    if l.offset.terms.iter().any(|&(_, s)| s % 16 != 0) {
        return Err(PassError::new(
            NAME,
            body.loc(l.op),
            "dynamic index into cbuffer memory that does not step over whole 16-byte rows",
        ));
    }
    let per_row = 16 / esize;
    let row_ty = cx.struct_type(vec![scalar; per_row as usize], false);
    let konst = l.offset.konst;
    let first_row = konst.div_euclid(16);
    let mut elt = (konst.rem_euclid(16)) / esize;
    let mut b = Builder::before(cx, body, l.op);
    // The dynamic part of the row index (terms / 16), plus the first row.
    let dyn_off = ByteOffset {
        konst: first_row * 16,
        terms: l.offset.terms.clone(),
    };
    let mut row_index = dyn_off.build(&mut b, 16);
    let mut row = build_cbuffer_row(&mut b, per_row as u32, handle, row_index, row_ty);
    let mut lanes = Vec::with_capacity(n as usize);
    for _ in 0..n {
        if elt >= per_row {
            elt = 0;
            let one = build_i32(&mut b, 1);
            row_index = build_add(&mut b, row_index, one);
            row = build_cbuffer_row(&mut b, per_row as u32, handle, row_index, row_ty);
        }
        lanes.push(build_extractvalue(&mut b, row, elt as u32, scalar));
        elt += 1;
    }
    let result = if matches!(cx.type_data(ty), TypeData::Vector { .. }) {
        let mut v = build_poison(&mut b, ty);
        for (k, &lane) in lanes.iter().enumerate() {
            let kv = build_i32(&mut b, k as i64);
            v = build_insert(&mut b, v, lane, kv);
        }
        v
    } else {
        lanes[0]
    };
    let old = b.body().result(l.op, 0);
    b.body().replace_all_uses(old, result);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cbuffer_layout_offsets_skip_padding_and_pack_vectors() {
        let cx = crate::testing::cx();
        let t = cx.types();
        let pad = |n| cx.target_ext_type(PADDING_TYPE, vec![], vec![n]);
        let f3 = cx.vector_type(t.float, 3);
        let elem = cx.struct_type(vec![t.float, pad(12)], true);
        let arr = cx.array_type(elem, 2);
        let layout = cx.struct_type(vec![t.float, pad(12), f3, t.float, arr], true);
        assert_eq!(cb_size(&cx, f3, 0), Some(12));
        assert_eq!(cb_size(&cx, arr, 0), Some(32));
        assert_eq!(cb_field_offset(&cx, layout, 2), Some(16));
        assert_eq!(cb_field_offset(&cx, layout, 3), Some(28));
        assert_eq!(cb_field_offset(&cx, layout, 4), Some(32));
        assert!(is_padding_type(&cx, pad(4)) && !is_padding_type(&cx, t.float));
    }
}
