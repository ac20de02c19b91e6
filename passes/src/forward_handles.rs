//! `forward-handles`: the `-O0` path. A small mem2reg that promotes the
//! memory clang keeps handles in — allocas of resource classes, `this.addr`
//! pointer allocas, internal globals such as `@_ZL4Data`, and the allocas of
//! the handle-creation arguments — so every handle use sees its creating
//! op, with constant arguments.
//!
//! A *slot* is an alloca, or an internal non-constant global whose every
//! reference is in one function (its initializer is the entry value). A
//! slot is promotable when every use of its address is a load or store at
//! a constant offset (directly or through constant GEPs), each offset is
//! accessed with one type, and accesses at different offsets do not
//! overlap; each offset then becomes an SSA variable with block arguments
//! at the iterated dominance frontier of its stores. A store of one slot's
//! address into another slot makes the first unpromotable until the second
//! is promoted, so the pass iterates to a fixpoint (bounded).
//!
//! An internal global several functions use is forwarded instead when
//! every store to each of its pieces writes the same handle, created from
//! the same constant arguments: a load takes a dominating store's value in
//! its function, or the creation repeated at the function's top.
//!
//! When nothing is left to promote, [`handle_arrays`] rewrites resource
//! array copies (`memcpy`, `arrayinit` loops) and run-time indexing into
//! constant accesses, and promotion goes on.
//!
//! Afterwards, in a function that is lowered, a handle still loaded from
//! memory is an error naming where the memory comes from (an array indexed
//! dynamically, a `memcpy`, a pointer merged by a phi...), and so is a
//! handle parameter. Overlapping explicit bindings are reported here too,
//! before the cleanup drops the creations of unused resources.

use crate::access_util::{
    addressof_name, const_int, for_each_symbol, for_each_symbol_in_body, is_handle_creation,
    op_name, struct_fields, HandleRecipe,
};
use crate::dxil_cleanup::holds_handle;
use crate::error::ForwardError;
use crate::handle_arrays::{self, SlotView};
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_dialects::llvm::{self, LlvmOp};
use dxir_dialects::translate::llvm::string_attr;
use dxir_ir::{
    Attr, AttrData, Block, Body, Context, DominatorTree, Function, Module, Op, OpSpec, SlotVec,
    Type, TypeData, Value,
};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

pub(crate) const NAME: &str = "forward-handles";

/// Promotion rounds per function before giving up on the fixpoint.
const MAX_ROUNDS: usize = 64;
/// Nesting limit for attribute and type walks.
const MAX_DEPTH: u32 = 64;

/// The `forward-handles` module pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct ForwardHandles;

pub(crate) fn is_handle_type(cx: &Context, ty: Type) -> bool {
    matches!(cx.type_data(ty), TypeData::TargetExt { name, .. } if name.starts_with("dx."))
}

/// Whether global `op` may be forwarded: a non-constant global of address
/// space 0 that is internal (or private), or a definition of any other
/// linkage whose type holds a handle (clang's -O3 `local_unnamed_addr
/// global`s of resources: a shader is a whole program, so nothing else
/// writes them). Declarations are not: their value is unknown.
fn forwardable_global(cx: &Context, g: &Body, op: Op) -> bool {
    if g.attr(cx, op, "constant").is_some()
        || g.attr(cx, op, "addr_space")
            .and_then(|a| cx.attr_as_i64(a))
            .unwrap_or(0)
            != 0
    {
        return false;
    }
    let linkage = g.attr(cx, op, "linkage").and_then(|a| cx.attr_as_str(a));
    if matches!(linkage, Some("internal" | "private")) {
        return true;
    }
    g.attr(cx, op, "initializer").is_some()
        && g.attr(cx, op, "global_type")
            .and_then(|a| crate::access_util::type_of_attr(cx, a))
            .is_some_and(|t| holds_handle(cx, t, 0))
}

/// `(size, align)` in the DXIL layout (`dxir_rewrites::builtins`, where a
/// handle is a 4-byte pointer, as LLVM lays it out).
pub(crate) fn size_align(cx: &Context, ty: Type) -> Option<(i64, i64)> {
    let s = dxir_rewrites::builtins::type_size(cx, ty).ok()?;
    let a = dxir_rewrites::builtins::type_align(cx, ty).ok()?;
    Some((i64::try_from(s).ok()?, i64::try_from(a).ok()?))
}

/// `(field offsets, size, align)` of a struct in the DXIL layout.
pub(crate) fn struct_layout(cx: &Context, ty: Type) -> Option<(Vec<i64>, i64, i64)> {
    let l = dxir_rewrites::builtins::StructLayout::of(cx, ty).ok()?;
    let offsets = l
        .offsets
        .iter()
        .map(|&o| i64::try_from(o).ok())
        .collect::<Option<Vec<i64>>>()?;
    Some((
        offsets,
        i64::try_from(l.size).ok()?,
        i64::try_from(l.align).ok()?,
    ))
}

/// The constant byte offset a GEP adds, if all its indices are constant.
fn const_gep_offset(cx: &Context, body: &Body, op: Op) -> Option<i64> {
    match gep_terms(cx, body, op)? {
        (off, terms) if terms.is_empty() => Some(off),
        _ => None,
    }
}

/// The byte offset a GEP adds in this layout (handles 4 bytes): a
/// constant and `(index, scale)` terms for its dynamic array indices.
pub(crate) fn gep_terms(cx: &Context, body: &Body, op: Op) -> Option<(i64, Vec<(Value, i64)>)> {
    let mut ty = body
        .attr(cx, op, "source_type")
        .and_then(|a| crate::access_util::type_of_attr(cx, a))?;
    let mut off = 0i64;
    let mut terms = Vec::new();
    for (n, &idx) in body.operands(op)[1..].iter().enumerate() {
        let c = const_int(cx, body, idx);
        let step = if n == 0 {
            size_align(cx, ty)?.0
        } else {
            match cx.type_data(ty) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    let e = *elem;
                    ty = e;
                    size_align(cx, e)?.0
                }
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let i = usize::try_from(c?).ok()?;
                    let (offs, _, _) = struct_layout(cx, ty)?;
                    off = off.checked_add(*offs.get(i)?)?;
                    ty = struct_fields(cx, ty)?[i];
                    continue;
                }
                _ => return None,
            }
        };
        match c {
            Some(c) => off = off.checked_add(c.checked_mul(step)?)?,
            None => terms.push((idx, step)),
        }
    }
    Some((off, terms))
}

/// The entry value of a promoted variable.
#[derive(Clone, Copy)]
enum Init {
    Poison,
    Const(Attr),
}

/// A candidate memory slot in one function.
struct Slot {
    /// Values holding its address (an alloca result, or every `addressof`
    /// of the global in the function).
    addrs: Vec<Value>,
    /// The ops that produce `addrs`.
    roots: Vec<Op>,
    /// A global's type and initializer.
    global: Option<(Type, Option<Attr>)>,
    /// A global's name.
    name: Option<String>,
    /// The type of the memory (an alloca's or the global's).
    ty: Option<Type>,
}

/// One promoted load or store.
#[derive(Clone, Copy)]
struct Access {
    op: Op,
    offset: i64,
    ty: Type,
    stored: Option<Value>,
}

/// The accesses of a promotable slot, and the ops to erase with it.
struct Plan {
    accesses: Vec<Access>,
    extra: Vec<Op>,
}

/// Whether `user` (a load or store, reached through operand `index`)
/// reads or writes the slot at `ptr` itself: a load of it, or a store
/// *into* it (storing the address elsewhere is an escape).
fn whole_access(body: &Body, user: Op, index: u32, ptr: Value) -> bool {
    body.results(user).len() == 1 || (index == 1 && body.operand(user, 0) != ptr)
}

impl Access {
    /// The access of a load or store at byte `offset` of its slot.
    fn of(body: &Body, op: Op, offset: i64) -> Access {
        match body.results(op).first() {
            Some(&r) => Access {
                op,
                offset,
                ty: body.value_type(r),
                stored: None,
            },
            None => {
                let v = body.operand(op, 0);
                Access {
                    op,
                    offset,
                    ty: body.value_type(v),
                    stored: Some(v),
                }
            }
        }
    }
}

fn analyze(cx: &Context, body: &Body, slot: &Slot) -> Option<Plan> {
    let mut extra = Vec::new();
    let starts = slot.addrs.iter().map(|&a| (a, 0)).collect();
    let accesses = walk_addresses(cx, body, starts, &mut extra, |user| {
        llvm::Call::match_op(cx, body, user)
            .and_then(|c| c.callee(cx, body))
            .is_some_and(llvm::is_lifetime_marker)
    })?;
    // One type per offset, no overlaps.
    let mut by_offset: BTreeSet<(i64, i64)> = BTreeSet::new();
    let mut types: FxHashMap<i64, Type> = FxHashMap::default();
    for a in &accesses {
        if is_aggregate(cx, a.ty) && !is_handle_type(cx, a.ty) {
            return None;
        }
        match types.get(&a.offset) {
            Some(&t) if t != a.ty => return None,
            Some(_) => {}
            None => {
                types.insert(a.offset, a.ty);
                let (s, _) = size_align(cx, a.ty)?;
                by_offset.insert((a.offset, s));
            }
        }
    }
    let mut end = i64::MIN;
    for &(o, s) in &by_offset {
        if o < end || o < 0 {
            return None;
        }
        end = o + s;
    }
    if let Some((gty, init)) = slot.global {
        // Entry values must be expressible for every accessed piece.
        for (&o, &t) in &types {
            entry_value(cx, gty, init, o, t)?;
        }
    }
    Some(Plan { accesses, extra })
}

fn is_aggregate(cx: &Context, ty: Type) -> bool {
    matches!(
        cx.type_data(ty),
        TypeData::Struct { .. } | TypeData::Named(_) | TypeData::Array { .. }
    )
}

/// The entry value of the piece `(offset, ty)` of a global.
fn entry_value(cx: &Context, gty: Type, init: Option<Attr>, offset: i64, ty: Type) -> Option<Init> {
    let Some(init) = init else {
        return Some(Init::Poison);
    };
    match cx.attr_data(init) {
        AttrData::Poison(_) | AttrData::Undef(_) => Some(Init::Poison),
        AttrData::Zero(_) if !is_handle_type(cx, ty) => {
            Some(Init::Const(cx.intern_attr(AttrData::Zero(ty))))
        }
        _ if offset == 0 && gty == ty && !is_aggregate(cx, ty) => Some(Init::Const(init)),
        _ => None,
    }
}

impl ModulePass for ForwardHandles {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let mut changed = promote_all(cx, module)?;
        // A handle global shared by several functions: forward its one
        // store, then promote what that exposes (`this.addr` slots).
        if forward_handle_globals(cx, module)? {
            promote_all(cx, module)?;
            changed = true;
        }
        // Every function `lower-dxil` lowers (entries, and helpers that
        // something calls or that are not local) must see each handle's
        // creation: the unused local helpers LLVM deletes are skipped.
        let dead = crate::lower_dxil::dead_helpers(cx, module);
        // In parallel; the first error in function order.
        let checked: Vec<Result<(), PassError>> = {
            module
                .par_map_functions(|f| {
                    (!f.is_declaration() && !dead.contains(f.name()))
                        .then(|| check_handles_resolved(cx, f))
                })
                .into_iter()
                .flatten()
                .collect()
        };
        for r in checked {
            r?;
        }
        // Every creation now has its constant binding: overlaps are found
        // here, before the cleanup drops the creations of unused resources.
        crate::implicit_binding::check_explicit_overlaps(cx, module)?;
        Ok(PassOutcome::from_changed(changed))
    }
}

/// Promotes the slots of every function definition.
fn promote_all(cx: &Context, module: &mut Module) -> Result<bool, PassError> {
    let globals = promotable_globals(cx, module);
    // Functions are independent: in parallel, first error in function order.
    let results: Vec<Result<bool, PassError>> = module
        .par_map_functions_mut(|f| {
            (!f.is_declaration()).then(|| {
                let mine = globals.get(f.name()).cloned().unwrap_or_default();
                promote_function(cx, f, &mine)
            })
        })
        .into_iter()
        .flatten()
        .collect();
    let mut changed = false;
    for r in results {
        changed |= r?;
    }
    Ok(changed)
}

/// Names referenced from module-level ops (initializers, metadata).
fn module_level_refs(cx: &Context, module: &Module) -> FxHashSet<String> {
    let g = module.globals();
    let mut referenced = FxHashSet::default();
    for op in g.block_ops(module.globals_block()) {
        for (k, a) in g.attrs(op).iter() {
            if cx.ident_str(k) != "sym_name" {
                for_each_symbol(cx, a, &mut |s| {
                    referenced.insert(s.to_string());
                });
            }
        }
    }
    referenced
}

/// The loads and stores of one global in one function, through constant
/// GEPs, and the address ops; `None` if an address has any other use.
fn global_accesses(cx: &Context, body: &Body, roots: &[Op]) -> Option<(Vec<Access>, Vec<Op>)> {
    let mut derived = roots.to_vec();
    let starts = roots.iter().map(|&op| (body.result(op, 0), 0)).collect();
    let accesses = walk_addresses(cx, body, starts, &mut derived, |_| false)?;
    Some((accesses, derived))
}

/// Follows the addresses `starts` (each with its byte offset) through
/// constant GEPs: whole-slot loads and stores become accesses, GEPs go to
/// `derived`, and any other user must be accepted by `other` (then it goes
/// to `derived` too). `None` when a use is not accepted or the walk is too
/// long.
fn walk_addresses(
    cx: &Context,
    body: &Body,
    starts: Vec<(Value, i64)>,
    derived: &mut Vec<Op>,
    mut other: impl FnMut(Op) -> bool,
) -> Option<Vec<Access>> {
    let mut accesses = Vec::new();
    let mut work = starts;
    let mut steps = 0usize;
    while let Some((ptr, off)) = work.pop() {
        steps += 1;
        if steps > 1 << 16 {
            return None;
        }
        for u in body.uses(ptr) {
            let user = u.op;
            if u.index as usize >= body.operands(user).len() {
                return None;
            }
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::Load(_) | LlvmOp::Store(_))
                    if whole_access(body, user, u.index, ptr) =>
                {
                    accesses.push(Access::of(body, user, off));
                }
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => {
                    let d = const_gep_offset(cx, body, user)?;
                    derived.push(user);
                    work.push((body.result(user, 0), off + d));
                }
                _ if other(user) => derived.push(user),
                _ => return None,
            }
        }
    }
    Some(accesses)
}

/// Forwardable globals ([`forwardable_global`]) whose every store writes
/// the same handle, created from constant arguments: each load gets the
/// value of a dominating store in its function, or else the creation
/// repeated at the function's top. Returns whether anything changed.
///
/// # Errors
/// Never a guess, as LLVM's DXILForwardHandleAccesses: a store of a handle
/// created from other arguments than an earlier store's (the global would
/// name two resources), and a load in a function that stores the handle
/// where no store dominates the load (it could read the global before it
/// is written), each at the op.
fn forward_handle_globals(cx: &Context, module: &mut Module) -> Result<bool, PassError> {
    let referenced = module_level_refs(cx, module);
    let g = module.globals();
    let mut names = Vec::new();
    for op in g.block_ops(module.globals_block()) {
        if !llvm::Global::is(cx, g, op) || !forwardable_global(cx, g, op) {
            continue;
        }
        if let Some(n) = g.attr(cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) {
            if !referenced.contains(n) {
                names.push(n.to_string());
            }
        }
    }
    // One walk of each function: the `addressof` ops of each global.
    let wanted: FxHashSet<&str> = names.iter().map(String::as_str).collect();
    let per_function: Vec<FxHashMap<String, Vec<Op>>> = {
        module.par_map_functions(|f| {
            let body = f.body();
            let mut here: FxHashMap<String, Vec<Op>> = FxHashMap::default();
            for op in body.walk() {
                if let Some(n) =
                    addressof_name(cx, body, op).filter(|n| wanted.contains(n.as_str()))
                {
                    here.entry(n).or_default().push(op);
                }
            }
            here
        })
    };
    let mut roots: FxHashMap<String, Vec<(usize, Vec<Op>)>> = FxHashMap::default();
    for (fi, here) in per_function.into_iter().enumerate() {
        for (n, ops) in here {
            roots.entry(n).or_default().push((fi, ops));
        }
    }
    for v in roots.values_mut() {
        v.sort_by_key(|e| e.0);
    }
    let mut changed = false;
    // Forwarding replaces loads and adds ops at a function's top, never
    // blocks: each function's dominator tree serves every global.
    let mut doms: FxHashMap<usize, DominatorTree> = FxHashMap::default();
    for name in names {
        let mut per_fn = Vec::new();
        let mut ok = true;
        for (fi, ops) in roots.get(&name).map(Vec::as_slice).unwrap_or_default() {
            let fi = *fi;
            let Some((acc, derived)) = global_accesses(cx, module.functions()[fi].body(), ops)
            else {
                ok = false;
                break;
            };
            if !acc.is_empty() {
                per_fn.push((fi, acc, derived));
            }
        }
        if !ok {
            continue;
        }
        // Per offset: the type and the one handle every store there writes
        // (with the store that wrote it first, for diagnostics).
        let mut pieces: FxHashMap<i64, (Type, HandleRecipe, Option<String>)> = FxHashMap::default();
        for (fi, acc, _) in &per_fn {
            let body = module.functions()[*fi].body();
            for a in acc.iter().filter(|a| a.stored.is_some()) {
                let rec = a
                    .stored
                    .and_then(|v| body.defining_op(v))
                    .filter(|&c| is_handle_creation(cx, body, c))
                    .and_then(|c| crate::access_util::recipe(cx, body, c));
                let Some(rec) = rec else {
                    ok = false;
                    break;
                };
                let stored_name = a
                    .stored
                    .and_then(|v| body.value_name(v))
                    .map(str::to_string);
                match pieces.get(&a.offset) {
                    Some((t, r, first)) if *t == a.ty && !r.same_handle(&rec) => {
                        return Err(overwrite_error(body, a.op, &name, stored_name, first));
                    }
                    Some((t, _, _)) => ok &= *t == a.ty,
                    None => {
                        pieces.insert(a.offset, (a.ty, rec, stored_name));
                    }
                }
            }
        }
        let loads_known = per_fn.iter().all(|(_, acc, _)| {
            acc.iter()
                .all(|a| pieces.get(&a.offset).is_some_and(|(t, _, _)| *t == a.ty))
        });
        if !ok || !loads_known || pieces.is_empty() {
            continue;
        }
        for (fi, acc, _) in &per_fn {
            let body = module.functions()[*fi].body();
            check_loads_after_stores(body, acc, &name)?;
        }
        // Every store writes the same handle, so every load reads it (or
        // the initial poison, which the handle refines): a store in the
        // same function that dominates the load gives its value, anything
        // else the creation repeated at the function's top.
        for (fi, acc, derived) in per_fn {
            let body = module.functions_mut()[fi].body_mut();
            let dom = doms
                .entry(fi)
                .or_insert_with(|| DominatorTree::new(body, body.root()));
            let stores: Vec<Access> = acc.iter().copied().filter(|a| a.stored.is_some()).collect();
            let mut made: FxHashMap<i64, Value> = FxHashMap::default();
            for a in acc.iter().filter(|a| a.stored.is_none()) {
                let reaching = stores
                    .iter()
                    .find(|s| s.offset == a.offset && store_reaches(body, dom, s.op, a.op))
                    .map(|s| body.operand(s.op, 0));
                let v = match reaching {
                    Some(v) => v,
                    None => match made.get(&a.offset) {
                        Some(&v) => v,
                        None => {
                            let Some(v) = pieces[&a.offset].1.materialize(body) else {
                                break;
                            };
                            made.insert(a.offset, v);
                            v
                        }
                    },
                };
                let old = body.result(a.op, 0);
                body.replace_all_uses(old, v);
                body.erase_op(a.op);
                changed = true;
            }
            for &op in derived.iter().rev() {
                if body.results(op).iter().all(|&r| !body.has_uses(r)) {
                    body.erase_op(op);
                }
            }
        }
    }
    Ok(changed)
}

/// The handles of a global promoted in its one function are checked as
/// LLVM's DXILForwardHandleAccesses checks them, so that promotion never
/// picks one silently: every store of a handle piece writes the same
/// handle (the same value, or creations from the same constant
/// arguments), and in a function that writes it every load of it comes
/// after a store (is dominated by one) rather than reading the global
/// before it is written.
fn check_handle_global(
    cx: &Context,
    body: &Body,
    dom: &DominatorTree,
    order: &mut Option<FxHashMap<Op, usize>>,
    global: &str,
    plan: &Plan,
) -> Result<(), PassError> {
    let handles: Vec<Access> = plan
        .accesses
        .iter()
        .copied()
        .filter(|a| is_handle_type(cx, a.ty))
        .collect();
    if handles.is_empty() {
        return Ok(());
    }
    let mut stores: Vec<Access> = handles
        .iter()
        .copied()
        .filter(|a| a.stored.is_some())
        .collect();
    if stores.len() > 1 {
        let order = order.get_or_insert_with(|| {
            body.walk()
                .into_iter()
                .enumerate()
                .map(|(i, op)| (op, i))
                .collect()
        });
        stores.sort_by_key(|a| order.get(&a.op).copied().unwrap_or(usize::MAX));
    }
    let same = |x: Value, y: Value| {
        x == y || {
            let rec = |v: Value| {
                body.defining_op(v)
                    .filter(|&c| is_handle_creation(cx, body, c))
                    .and_then(|c| crate::access_util::recipe(cx, body, c))
            };
            matches!((rec(x), rec(y)), (Some(a), Some(b)) if a.same_handle(&b))
        }
    };
    let mut first: FxHashMap<i64, Value> = FxHashMap::default();
    for st in &stores {
        let Some(v) = st.stored else { continue };
        match first.get(&st.offset) {
            Some(&f) if !same(f, v) => {
                let name = |v: Value| body.value_name(v).map(str::to_string);
                return Err(overwrite_error(body, st.op, global, name(v), &name(f)));
            }
            Some(_) => {}
            None => {
                first.insert(st.offset, v);
            }
        }
    }
    for l in handles.iter().filter(|a| a.stored.is_none()) {
        let reached = stores
            .iter()
            .any(|s| s.offset == l.offset && store_reaches(body, dom, s.op, l.op));
        // A piece no store writes keeps its initial poison, as before
        // (clang 22 at -O0 copies global resource arrays it never writes).
        if !reached && first.contains_key(&l.offset) {
            return Err(undominated_load_error(body, l.op, global));
        }
    }
    Ok(())
}

/// `load` of a handle from `@global` may run before any store of it.
fn undominated_load_error(body: &Body, load: Op, global: &str) -> PassError {
    PassError::new(
        NAME,
        body.loc(load),
        ForwardError::UndominatedLoad {
            global: global.to_string(),
        },
    )
}

/// `store` writes into `@global` a handle other than the one `first`
/// (a value name, if it has one) wrote there before.
fn overwrite_error(
    body: &Body,
    store: Op,
    global: &str,
    stored: Option<String>,
    first: &Option<String>,
) -> PassError {
    PassError::new(
        NAME,
        body.loc(store),
        ForwardError::Overwrite {
            global: global.to_string(),
            stored,
            first: first.clone(),
        },
    )
}

/// In a function that stores a handle into `@global`, every load of the
/// same piece must come after a store of it (be dominated by one);
/// otherwise it could read the global before it is written.
fn check_loads_after_stores(body: &Body, acc: &[Access], global: &str) -> Result<(), PassError> {
    if !acc.iter().any(|a| a.stored.is_some()) || acc.iter().all(|a| a.stored.is_some()) {
        return Ok(());
    }
    let dom = DominatorTree::new(body, body.root());
    for l in acc.iter().filter(|a| a.stored.is_none()) {
        let stored_here = acc
            .iter()
            .any(|s| s.stored.is_some() && s.offset == l.offset);
        let reached = acc.iter().any(|s| {
            s.stored.is_some() && s.offset == l.offset && store_reaches(body, &dom, s.op, l.op)
        });
        if stored_here && !reached {
            return Err(undominated_load_error(body, l.op, global));
        }
    }
    Ok(())
}

/// Whether `store` dominates `load` (in one block: comes first).
fn store_reaches(body: &Body, dom: &DominatorTree, store: Op, load: Op) -> bool {
    match (body.op_block(store), body.op_block(load)) {
        (Some(a), Some(b)) if a == b => {
            let mut cur = body.next_op(store);
            while let Some(op) = cur {
                if op == load {
                    return true;
                }
                cur = body.next_op(op);
            }
            false
        }
        (Some(a), Some(b)) => dom.properly_dominates(a, b),
        _ => false,
    }
}

/// Internal non-constant globals referenced by exactly one function and by
/// no module-level op, per function name: `(name, type, initializer)`.
fn promotable_globals(
    cx: &Context,
    module: &Module,
) -> FxHashMap<String, Vec<(String, Type, Option<Attr>)>> {
    let g = module.globals();
    let referenced = module_level_refs(cx, module);
    let mut candidates = Vec::new();
    for op in g.block_ops(module.globals_block()) {
        if !llvm::Global::is(cx, g, op) {
            continue;
        }
        let Some(sym) = g.attr(cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) else {
            continue;
        };
        let Some(ty) = g
            .attr(cx, op, "global_type")
            .and_then(|a| crate::access_util::type_of_attr(cx, a))
        else {
            continue;
        };
        if forwardable_global(cx, g, op) {
            candidates.push((sym.to_string(), ty, g.attr(cx, op, "initializer")));
        }
    }
    // The symbols each function names, functions in parallel.
    let named: Vec<FxHashSet<&str>> = {
        module.par_map_functions(|f| {
            let mut syms = FxHashSet::default();
            for_each_symbol_in_body(cx, f.body(), &mut |s| {
                syms.insert(s);
            });
            syms
        })
    };
    let mut users: FxHashMap<&str, FxHashSet<usize>> = FxHashMap::default();
    for (fi, syms) in named.into_iter().enumerate() {
        for s in syms {
            users.entry(s).or_default().insert(fi);
        }
    }
    let mut out: FxHashMap<String, Vec<_>> = FxHashMap::default();
    for (name, ty, init) in candidates {
        if referenced.contains(&name) {
            continue;
        }
        let Some(fs) = users.get(name.as_str()) else {
            continue;
        };
        if fs.len() != 1 {
            continue;
        }
        let fi = *fs.iter().next().expect("one user");
        let fname = module.functions()[fi].name().to_string();
        out.entry(fname).or_default().push((name, ty, init));
    }
    for v in out.values_mut() {
        v.sort_by(|a, b| a.0.cmp(&b.0));
    }
    out
}

fn collect_slots(cx: &Context, body: &Body, globals: &[(String, Type, Option<Attr>)]) -> Vec<Slot> {
    let mut slots = Vec::new();
    let mut by_global: FxHashMap<&str, usize> = FxHashMap::default();
    for (i, (name, ty, init)) in globals.iter().enumerate() {
        by_global.insert(name.as_str(), i);
        slots.push(Slot {
            addrs: Vec::new(),
            roots: Vec::new(),
            global: Some((*ty, *init)),
            name: Some(name.clone()),
            ty: Some(*ty),
        });
    }
    for op in body.walk() {
        if llvm::Alloca::is(cx, body, op) && body.operands(op).is_empty() {
            slots.push(Slot {
                addrs: vec![body.result(op, 0)],
                roots: vec![op],
                global: None,
                name: None,
                ty: body
                    .attr(cx, op, "elem_type")
                    .and_then(|a| crate::access_util::type_of_attr(cx, a)),
            });
        } else if let Some(name) = addressof_name(cx, body, op) {
            if let Some(&i) = by_global.get(name.as_str()) {
                slots[i].addrs.push(body.result(op, 0));
                slots[i].roots.push(op);
            }
        }
    }
    slots.retain(|s| !s.addrs.is_empty());
    slots
}

/// The control-flow facts mem2reg needs for one function.
struct Cfg {
    dom: DominatorTree,
    preds: FxHashMap<Block, Vec<Block>>,
    df: FxHashMap<Block, Vec<Block>>,
    blocks: Vec<Block>,
}

impl Cfg {
    fn new(body: &Body) -> Cfg {
        let root = body.root();
        let dom = DominatorTree::new(body, root);
        let blocks = body.region_blocks(root).to_vec();
        let mut preds: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &blocks {
            if let Some(t) = body.last_op(b) {
                for &s in body.successors(t) {
                    let p = preds.entry(s).or_default();
                    if !p.contains(&b) {
                        p.push(b);
                    }
                }
            }
        }
        let mut df: FxHashMap<Block, Vec<Block>> = FxHashMap::default();
        for &b in &blocks {
            let Some(ps) = preds.get(&b) else { continue };
            if ps.len() < 2 || !dom.is_reachable(b) {
                continue;
            }
            let Some(idom) = dom.idom(b) else { continue };
            for &p in ps {
                if !dom.is_reachable(p) {
                    continue;
                }
                let mut runner = p;
                let mut steps = 0usize;
                while runner != idom && steps <= blocks.len() {
                    let e = df.entry(runner).or_default();
                    if !e.contains(&b) {
                        e.push(b);
                    }
                    match dom.idom(runner) {
                        Some(r) => runner = r,
                        None => break,
                    }
                    steps += 1;
                }
            }
        }
        Cfg {
            dom,
            preds,
            df,
            blocks,
        }
    }
}

fn promote_function(
    cx: &Context,
    f: &mut Function,
    globals: &[(String, Type, Option<Attr>)],
) -> Result<bool, PassError> {
    let mut changed = false;
    let mut chains = Vec::new();
    for _ in 0..MAX_ROUNDS {
        let body = f.body_mut();
        let slots = collect_slots(cx, body, globals);
        let plans: Vec<(usize, Plan)> = slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| analyze(cx, body, s).map(|p| (i, p)))
            .collect();
        if plans.is_empty() {
            // Nothing promotable: rewrite what arrays of handles are
            // accessed through (copies, copy loops, dynamic indices) into
            // constant accesses, and go on.
            let views: Vec<SlotView<'_>> = slots
                .iter()
                .map(|s| SlotView {
                    addrs: &s.addrs,
                    roots: &s.roots,
                    ty: s.ty,
                })
                .collect();
            if handle_arrays::rewrite(cx, body, &views, &mut chains)? {
                changed = true;
                continue;
            }
            break;
        }
        let cfg = Cfg::new(body);
        // Each op's place in its block (a slot per op, not a hash map:
        // every op of the function is filed).
        let mut position = SlotVec::with_capacity(body.op_capacity(), usize::MAX);
        for &b in &cfg.blocks {
            for (i, op) in body.block_ops(b).enumerate() {
                position.insert(op, i);
            }
        }
        // The program order, for the handle globals stored more than once.
        let mut order: Option<FxHashMap<Op, usize>> = None;
        for (si, plan) in &plans {
            if let Some(name) = &slots[*si].name {
                check_handle_global(cx, body, &cfg.dom, &mut order, name, plan)?;
            }
        }
        for (si, plan) in &plans {
            promote_slot(cx, body, &cfg, &position, &slots[*si], plan);
        }
        changed = true;
    }
    let is_entry = string_attr(cx, f, "hlsl.shader").is_some();
    let body = f.body_mut();
    let left = handle_arrays::fold_index_chains(cx, body, &chains);
    if let (true, Some(&root)) = (is_entry, left.first()) {
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            root,
            ForwardError::NonConsecutiveArray,
        ));
    }
    Ok(changed)
}

fn make_entry_value(cx: &Context, body: &mut Body, init: Init, ty: Type) -> Value {
    let entry = body.entry_block().expect("a definition has an entry block");
    let spec = match init {
        Init::Poison => OpSpec::new(cx.op_name(llvm::Poison::NAME), dxir_ir::Loc::UNKNOWN),
        Init::Const(a) => OpSpec::new(cx.op_name(llvm::Constant::NAME), dxir_ir::Loc::UNKNOWN)
            .with_attr(cx, "value", a),
    }
    .with_results([ty]);
    let op = body.create_op(spec);
    match body.first_op(entry) {
        Some(first) => body.insert_op_before(first, op),
        None => body.append_op(entry, op),
    }
    body.result(op, 0)
}

fn promote_slot(
    cx: &Context,
    body: &mut Body,
    cfg: &Cfg,
    position: &SlotVec<Op, usize>,
    slot: &Slot,
    plan: &Plan,
) {
    // Group the accesses by offset (one variable each), in offset order.
    let mut vars: Vec<(i64, Type)> = plan.accesses.iter().map(|a| (a.offset, a.ty)).collect();
    vars.sort_by_key(|v| v.0);
    vars.dedup_by_key(|v| v.0);
    for &(offset, ty) in &vars {
        let accesses: Vec<Access> = plan
            .accesses
            .iter()
            .copied()
            .filter(|a| a.offset == offset)
            .collect();
        let init = match slot.global {
            Some((gty, ginit)) => entry_value(cx, gty, ginit, offset, ty).unwrap_or(Init::Poison),
            None => Init::Poison,
        };
        promote_var(cx, body, cfg, position, &accesses, ty, init);
    }
    for a in &plan.accesses {
        body.erase_op(a.op);
    }
    for &op in plan.extra.iter().rev() {
        if body.results(op).iter().all(|&r| !body.has_uses(r)) {
            body.erase_op(op);
        }
    }
    for &r in &slot.roots {
        if body.results(r).iter().all(|&v| !body.has_uses(v)) {
            body.erase_op(r);
        }
    }
}

fn promote_var(
    cx: &Context,
    body: &mut Body,
    cfg: &Cfg,
    position: &SlotVec<Op, usize>,
    accesses: &[Access],
    ty: Type,
    init: Init,
) {
    let entry_val = make_entry_value(cx, body, init, ty);
    // Accesses per block, in order.
    let mut per_block: FxHashMap<Block, Vec<Access>> = FxHashMap::default();
    for a in accesses {
        if let Some(b) = body.op_block(a.op) {
            per_block.entry(b).or_default().push(*a);
        }
    }
    for list in per_block.values_mut() {
        list.sort_by_key(|a| position.get(a.op).unwrap_or(usize::MAX));
    }
    // Block arguments at the iterated dominance frontier of the stores.
    let mut phi_blocks: FxHashSet<Block> = FxHashSet::default();
    let mut work: Vec<Block> = cfg
        .blocks
        .iter()
        .copied()
        .filter(|b| {
            per_block
                .get(b)
                .is_some_and(|l| l.iter().any(|a| a.stored.is_some()))
        })
        .collect();
    while let Some(b) = work.pop() {
        if let Some(fr) = cfg.df.get(&b) {
            for &d in fr {
                if phi_blocks.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    // Pruned SSA: only blocks where the variable is live on entry get an
    // argument (a load before any store in the block, or live into a
    // successor through a block that does not store).
    let stores_in = |b: &Block| {
        per_block
            .get(b)
            .is_some_and(|l| l.iter().any(|a| a.stored.is_some()))
    };
    let mut live_in: FxHashSet<Block> = per_block
        .iter()
        .filter(|(_, l)| l.first().is_some_and(|a| a.stored.is_none()))
        .map(|(&b, _)| b)
        .collect();
    let mut work: Vec<Block> = live_in.iter().copied().collect();
    while let Some(b) = work.pop() {
        if let Some(ps) = cfg.preds.get(&b) {
            for &p in ps {
                if !stores_in(&p) && live_in.insert(p) {
                    work.push(p);
                }
            }
        }
    }
    let mut phi_arg: FxHashMap<Block, Value> = FxHashMap::default();
    for &b in &cfg.blocks {
        if phi_blocks.contains(&b) && live_in.contains(&b) {
            phi_arg.insert(b, body.add_block_arg(b, ty));
        }
    }
    // Rename along the dominator tree.
    let Some(entry) = cfg.dom.entry() else {
        return;
    };
    let mut stack = vec![(entry, entry_val)];
    let mut visited: FxHashSet<Block> = FxHashSet::default();
    while let Some((b, incoming)) = stack.pop() {
        if !visited.insert(b) {
            continue;
        }
        let mut cur = phi_arg.get(&b).copied().unwrap_or(incoming);
        if let Some(list) = per_block.get(&b) {
            for a in list {
                // Read the stored operand now: promoting another slot in
                // this round may have replaced it.
                match a.stored {
                    Some(_) => cur = body.operand(a.op, 0),
                    None => {
                        let old = body.result(a.op, 0);
                        body.replace_all_uses(old, cur);
                    }
                }
            }
        }
        pass_to_successors(body, b, &phi_arg, cur);
        for c in cfg.dom.children(b) {
            stack.push((c, cur));
        }
    }
    // Unreachable code: loads see the entry value, edges pass it.
    for &b in &cfg.blocks {
        if visited.contains(&b) {
            continue;
        }
        if let Some(list) = per_block.get(&b) {
            for a in list {
                if a.stored.is_none() {
                    let old = body.result(a.op, 0);
                    body.replace_all_uses(old, entry_val);
                }
            }
        }
        pass_to_successors(body, b, &phi_arg, entry_val);
    }
}

fn pass_to_successors(body: &mut Body, b: Block, phi_arg: &FxHashMap<Block, Value>, v: Value) {
    let Some(term) = body.last_op(b) else { return };
    let succs = body.successors(term).to_vec();
    for (i, s) in succs.into_iter().enumerate() {
        if phi_arg.contains_key(&s) {
            let mut args = body.successor_args(term, i).to_vec();
            args.push(v);
            body.set_successor(term, i, s, &args);
        }
    }
}

/// What memory a pointer comes from, for diagnostics.
fn describe_pointer(cx: &Context, body: &Body, mut p: Value) -> String {
    for _ in 0..MAX_DEPTH {
        let Some(op) = body.defining_op(p) else {
            return "a block argument (a pointer merged by a phi) or a function parameter".into();
        };
        match LlvmOp::match_op(cx, body, op) {
            Some(LlvmOp::GetElementPtr(_)) => {
                if body.operands(op)[1..]
                    .iter()
                    .any(|&i| const_int(cx, body, i).is_none())
                {
                    return "an array of handles indexed dynamically".into();
                }
                p = body.operand(op, 0);
            }
            Some(LlvmOp::Alloca(_)) => {
                let uses_memcpy = body.uses(p).any(|u| {
                    llvm::Call::match_op(cx, body, u.op)
                        .and_then(|c| c.callee(cx, body))
                        .is_some_and(llvm::is_memcpy)
                });
                let name = body.value_name(p).unwrap_or("<unnamed>");
                return if uses_memcpy {
                    format!("the alloca %{name}, which is copied with llvm.memcpy")
                } else {
                    format!("the alloca %{name}, whose address escapes or is accessed in pieces")
                };
            }
            Some(LlvmOp::AddressOf(_)) => {
                return format!(
                    "the global @{}, which this pass cannot forward (a declaration, a global \
                     referenced from metadata or initializers, or one whose stores do not all \
                     write one handle created with constant arguments)",
                    addressof_name(cx, body, op).unwrap_or_default()
                )
            }
            _ => return format!("a pointer computed by `{}`", op_name(cx, body, op)),
        }
    }
    "a pointer chain too deep to follow".into()
}

/// In a function that is lowered, every handle must come from its creating
/// op: not from memory this pass could not forward, nor from a parameter
/// (DXIL has no handle parameters; the caller's handle is not known here).
fn check_handles_resolved(cx: &Context, f: &Function) -> Result<(), PassError> {
    let body = f.body();
    if let Some(entry) = body.entry_block() {
        let params: Vec<Value> = body
            .block_args(entry)
            .iter()
            .copied()
            .filter(|&a| is_handle_type(cx, body.value_type(a)) && body.has_uses(a))
            .collect();
        if !params.is_empty() {
            // The first user in program order.
            let user = body
                .walk()
                .into_iter()
                .find(|&op| body.operands(op).iter().any(|v| params.contains(v)));
            if let Some(user) = user {
                return Err(PassError::at_op(
                    NAME,
                    cx,
                    body,
                    user,
                    ForwardError::HandleParameter {
                        function: f.name().to_string(),
                    },
                ));
            }
        }
    }
    for op in body.walk() {
        if !llvm::Load::is(cx, body, op) {
            continue;
        }
        let r = body.result(op, 0);
        if !is_handle_type(cx, body.value_type(r)) || !body.has_uses(r) {
            continue;
        }
        let what = describe_pointer(cx, body, body.operand(op, 0));
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            op,
            ForwardError::UnforwardableLoad { what },
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    #[test]
    fn handles_are_four_bytes_and_class_fields_follow() {
        let cx = crate::testing::cx();
        let h = dxir_dialects::dx::ResourceType::RawBuffer {
            element: cx.types().i32,
            writeable: true,
            rov: false,
        }
        .to_type(&cx);
        let class = cx.struct_type(vec![h, h], false);
        assert_eq!(size_align(&cx, class), Some((8, 4)));
        assert_eq!(struct_layout(&cx, class).map(|l| l.0), Some(vec![0, 4]));
    }

    #[test]
    fn handles_are_found_in_structs_and_arrays_only() {
        let cx = crate::testing::cx();
        let h = dxir_dialects::dx::ResourceType::RawBuffer {
            element: cx.types().i32,
            writeable: true,
            rov: false,
        }
        .to_type(&cx);
        let class = cx.struct_type(vec![h], false);
        assert!(holds_handle(&cx, h, 0));
        assert!(holds_handle(&cx, class, 0));
        assert!(holds_handle(&cx, cx.array_type(class, 3), 0));
        let plain = cx.struct_type(vec![cx.types().i32, cx.types().float], false);
        assert!(!holds_handle(&cx, plain, 0));
        assert!(!holds_handle(&cx, cx.array_type(plain, 2), 0));
    }

    #[test]
    fn a_resource_global_with_default_linkage_is_forwarded_but_a_declaration_is_not() {
        let cx = crate::testing::cx();
        let src = r#"
%C = type { target("dx.RawBuffer", i32, 1, 0) }
@Def = local_unnamed_addr global %C poison, align 4
@Decl = external global %C, align 4
@Plain = local_unnamed_addr global i32 0, align 4
"#;
        let m = import_module(&cx, src, "t.ll").unwrap();
        let g = m.globals();
        let find = |name: &str| {
            g.block_ops(m.globals_block())
                .find(|&op| {
                    g.attr(&cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) == Some(name)
                })
                .unwrap()
        };
        assert!(forwardable_global(&cx, g, find("Def")));
        assert!(!forwardable_global(&cx, g, find("Decl")));
        assert!(!forwardable_global(&cx, g, find("Plain")));
    }

    #[test]
    fn a_loop_carried_slot_gets_a_block_argument() {
        let src = "define i32 @f(i32 %n) {\n\
            entry:\n  %x = alloca i32, align 4\n  store i32 0, ptr %x\n  br label %loop\n\
            loop:\n  %v = load i32, ptr %x\n  %w = add i32 %v, 1\n  store i32 %w, ptr %x\n\
              %c = icmp ult i32 %w, %n\n  br i1 %c, label %loop, label %exit\n\
            exit:\n  %r = load i32, ptr %x\n  ret i32 %r\n}\n";
        let cx = crate::testing::cx();
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        assert_eq!(ForwardHandles.run(&cx, &mut m), Ok(PassOutcome::Changed));
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default()).unwrap();
        let out = export_module(&cx, &m).unwrap();
        assert!(
            out.contains("phi i32 [ 0, %entry ], [ %w, %loop ]"),
            "{out}"
        );
        assert!(out.contains("ret i32 %w"), "{out}");
        assert!(!out.contains("alloca"), "{out}");
    }
}
