//! `dxil-cleanup`: the module hygiene LLVM's DirectX backend leaves behind.
//!
//! - `llvm.experimental.noalias.scope.decl` calls are erased (DXIL has no
//!   scoped alias metadata to declare);
//! - `llvm.lifetime.start/end` stay from DXIL 1.6 on; before 1.6 each
//!   becomes a store of `undef` (zero without a validator version; see
//!   `lifetime_value_is_undef`) to the alloca, as DXILOpLowering does;
//! - stores of resource handles into globals are erased;
//! - finalize linkage: `hidden` definitions with external linkage that are
//!   neither entry points (`hlsl.shader`) nor exports (`hlsl.export`)
//!   become `internal` (with default visibility, as LLVM's `setLinkage`
//!   gives local symbols); clang 22 gives HLSL `export` functions default
//!   visibility, so they stay;
//! - global DCE: local functions and globals, and declarations, that
//!   nothing live refers to are removed (name strings, handle globals, dead
//!   `hidden` helpers, unused intrinsic declarations);
//! - [`Dce`](crate::Dce) on every definition runs before global DCE, so
//!   dead address computations do not keep globals alive.

use crate::access_util::addressof_name;
use crate::dce::Dce;
use crate::expand_intrinsics::dxil_version;
use crate::pass::{FunctionPass, ModulePass, PassError, PassOutcome};
use dxir_dialects::dxil::{DxilStruct, DxilVersion};
use dxir_dialects::llvm::{
    is_lifetime_marker, Alloca, Call, Constant, GetElementPtr, LlvmOp, Store,
};
use dxir_ir::{Attr, AttrData, Body, Context, Function, Module, Op, Symbol, Type, TypeData};
use rayon::prelude::*;
use std::collections::BTreeSet;

/// See the module documentation.
#[derive(Clone, Copy, Debug, Default)]
pub struct DxilCleanup;

impl ModulePass for DxilCleanup {
    fn name(&self) -> &'static str {
        "dxil-cleanup"
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let version = dxil_version(cx, module);
        let undef_lifetimes = lifetime_value_is_undef(module);
        let read = globals_read(cx, module);
        // Per function and independent, so in parallel; the first error in
        // function order wins, whatever the thread count. Dead code goes
        // first, so that addresses of globals whose stores went no longer
        // keep them alive.
        let results: Vec<Result<bool, PassError>> = module
            .functions_mut()
            .par_iter_mut()
            .filter(|f| !f.is_declaration())
            .map(|f| {
                let cleaned = clean_function(cx, f, version, undef_lifetimes, &read);
                let name = f.name().to_string();
                let dce = Dce.run(cx, f).map_err(|e| e.with_function(name))?;
                Ok(cleaned | (dce == PassOutcome::Changed))
            })
            .collect();
        let mut changed = false;
        for r in results {
            changed |= r?;
        }
        changed |= finalize_linkage(cx, module);
        changed |= global_dce(cx, module);
        Ok(PassOutcome::from_changed(changed))
    }
}

/// DXILOpLowering stores `undef` for a lifetime marker when the validator
/// version is at least 1.6 and zero otherwise. clang 22 always writes
/// `!dx.valver` 1.8, so a module that has `!dx.valver` gets `undef`; one
/// without it (validator version unknown, 0.0 to LLVM) gets zero.
fn lifetime_value_is_undef(module: &Module) -> bool {
    module.symbol("!dx.valver").is_some()
}

/// Whether `ty` is a resource handle: a `target("dx.*")` type or DXIL's
/// `%dx.types.Handle`.
pub fn is_handle_type(cx: &Context, ty: Type) -> bool {
    match cx.type_data(ty) {
        TypeData::TargetExt { name, .. } => name.starts_with("dx."),
        TypeData::Named(n) => **n == *DxilStruct::Handle.name(),
        _ => false,
    }
}

/// The global a pointer is based on, through `getelementptr`s.
fn pointer_global<'c>(cx: &'c Context, body: &Body, mut p: dxir_ir::Value) -> Option<&'c str> {
    for _ in 0..64 {
        match LlvmOp::match_op(cx, body, body.defining_op(p)?)? {
            LlvmOp::AddressOf(a) => return a.global(cx, body),
            LlvmOp::GetElementPtr(g) => p = g.base(body),
            _ => return None,
        }
    }
    None
}

/// Globals whose address is used for anything but storing handles into
/// them (or GEPs leading only to such stores): their handle stores must stay.
fn globals_read(cx: &Context, module: &Module) -> BTreeSet<String> {
    module
        .functions()
        .par_iter()
        .map(|f| globals_read_by(cx, f.body()))
        .reduce(BTreeSet::new, |mut a, b| {
            a.extend(b);
            a
        })
}

fn globals_read_by(cx: &Context, body: &Body) -> BTreeSet<String> {
    let mut read = BTreeSet::new();
    for op in body.walk() {
        let Some(g) = addressof_name(cx, body, op) else {
            continue;
        };
        let mut stack = vec![body.result(op, 0)];
        let mut seen = BTreeSet::new();
        'walk: while let Some(v) = stack.pop() {
            for u in body.uses(v) {
                let is_handle_store = Store::is(cx, body, u.op)
                    && u.index == 1
                    && is_handle_type(cx, body.value_type(body.operand(u.op, 0)));
                if is_handle_store {
                    continue;
                }
                if GetElementPtr::is(cx, body, u.op) && u.index == 0 {
                    let r = body.result(u.op, 0);
                    if seen.insert(r) {
                        stack.push(r);
                    }
                    continue;
                }
                read.insert(g.clone());
                break 'walk;
            }
        }
    }
    read
}

fn clean_function(
    cx: &Context,
    f: &mut Function,
    version: DxilVersion,
    undef: bool,
    read: &BTreeSet<String>,
) -> bool {
    let body = f.body_mut();
    let mut changed = false;
    for op in body.walk() {
        if !body.contains_op(op) {
            continue;
        }
        if let Some(store) = Store::match_op(cx, body, op) {
            let v = store.value(body);
            let into_unread_global =
                || pointer_global(cx, body, store.ptr(body)).is_some_and(|g| !read.contains(g));
            if is_handle_type(cx, body.value_type(v)) && into_unread_global() {
                body.erase_op(op);
                changed = true;
            }
            continue;
        }
        let Some(callee) = Call::match_op(cx, body, op).and_then(|c| c.callee(cx, body)) else {
            continue;
        };
        // A callee name: an LLVM intrinsic dxir keeps as a call.
        if callee == "llvm.experimental.noalias.scope.decl" {
            body.erase_op(op);
            changed = true;
        } else if is_lifetime_marker(callee) && version < DxilVersion::new(1, 6) {
            changed |= lower_lifetime(cx, body, op, undef);
        }
    }
    changed
}

/// Replaces a lifetime marker on an alloca by a store of undef or zero of
/// the allocated type; markers on other pointers are erased.
fn lower_lifetime(cx: &Context, body: &mut Body, op: Op, undef: bool) -> bool {
    let Some(&ptr) = body.operands(op).last() else {
        return false;
    };
    let alloc_ty = body
        .defining_op(ptr)
        .filter(|&d| Alloca::is(cx, body, d))
        .and_then(|d| body.attr(cx, d, "elem_type"))
        .and_then(|a| match cx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        });
    if let Some(ty) = alloc_ty {
        let value = if undef {
            cx.intern_attr(AttrData::Undef(ty))
        } else {
            cx.intern_attr(AttrData::Zero(ty))
        };
        let mut b = dxir_ir::Builder::before(cx, body, op);
        let spec = Constant::spec(&mut b, ty).with_attr(cx, "value", value);
        let c = b.insert(spec);
        let cv = b.body().result(c, 0);
        Store::build(&mut b, cv, ptr);
    }
    body.erase_op(op);
    true
}

fn str_attr<'c>(cx: &'c Context, attrs: &dxir_ir::AttrDict, key: &str) -> Option<&'c str> {
    cx.try_ident(key)
        .and_then(|k| attrs.get(k))
        .and_then(|a| cx.attr_as_str(a))
}

/// Whether a function is an entry point or an export.
fn is_entry_or_export(cx: &Context, f: &Function) -> bool {
    use dxir_dialects::translate::llvm::string_attr;
    string_attr(cx, f, "hlsl.shader").is_some() || string_attr(cx, f, "hlsl.export").is_some()
}

/// DXILFinalizeLinkage: external definitions that are neither entries nor
/// exports become internal. clang 22 marks what HLSL gives program linkage
/// (`export` functions) with default visibility and everything else
/// `hidden`, so only hidden definitions are made internal; `hlsl.export`
/// (older clangs) keeps a function too.
fn finalize_linkage(cx: &Context, module: &mut Module) -> bool {
    let mut changed = false;
    for f in module.functions_mut() {
        if f.is_declaration() || is_entry_or_export(cx, f) {
            continue;
        }
        let linkage = str_attr(cx, f.attrs(), "linkage");
        let hidden = str_attr(cx, f.attrs(), "visibility") == Some("hidden");
        if hidden && (linkage.is_none() || linkage == Some("external")) {
            // A local symbol has default visibility and is implicitly
            // dso_local, as LLVM's setLinkage makes it.
            let attrs = f.attrs_mut();
            attrs.set(cx.ident("linkage"), cx.str_attr("internal"));
            attrs.remove(cx.ident("visibility"));
            attrs.remove(cx.ident("preemption"));
            changed = true;
        }
    }
    changed
}

/// Whether a value of `ty` holds a resource handle (directly, or in a
/// struct or array, as clang's resource class globals do). Such globals
/// cannot exist in DXIL, so once unused they go whatever their linkage, as
/// LLVM's op lowering deletes them.
fn holds_handle(cx: &Context, ty: Type, depth: u32) -> bool {
    if depth > 32 {
        return false;
    }
    if is_handle_type(cx, ty) {
        return true;
    }
    match cx.type_data(ty) {
        TypeData::Array { elem, .. } => holds_handle(cx, *elem, depth + 1),
        TypeData::Struct { fields, .. } => fields.iter().any(|&f| holds_handle(cx, f, depth + 1)),
        TypeData::Named(_) => match cx.struct_body(ty) {
            Some(dxir_ir::StructBody::Fields { fields, .. }) => {
                fields.iter().any(|&f| holds_handle(cx, f, depth + 1))
            }
            _ => false,
        },
        _ => false,
    }
}

/// Linkages whose unused symbols LLVM's GlobalDCE may delete.
fn is_discardable(linkage: Option<&str>) -> bool {
    matches!(
        linkage,
        Some("internal" | "private" | "linkonce" | "linkonce_odr" | "available_externally")
    )
}

/// Adds every symbol named in `attr` (recursively) to `out`.
fn symbols_in(cx: &Context, attr: Attr, out: &mut Vec<String>, depth: u32) {
    if depth > 64 {
        return;
    }
    match cx.attr_data(attr) {
        AttrData::Symbol(s) => out.push(s.to_string()),
        AttrData::Array(items) => {
            for &i in items {
                symbols_in(cx, i, out, depth + 1);
            }
        }
        AttrData::Dict(entries) => {
            for (_, a) in entries {
                symbols_in(cx, *a, out, depth + 1);
            }
        }
        _ => {}
    }
}

fn symbols_of_op(cx: &Context, body: &Body, op: Op, out: &mut Vec<String>) {
    for (_, a) in body.attrs(op).iter() {
        symbols_in(cx, a, out, 0);
    }
}

/// GlobalDCE: keeps what entries, exports, non-discardable symbols and
/// named metadata reach; removes the rest of the functions, declarations,
/// `llvm.global`s and metadata nodes. Returns whether anything was removed.
fn global_dce(cx: &Context, module: &mut Module) -> bool {
    let mut live: BTreeSet<String> = BTreeSet::new();
    let mut work: Vec<String> = Vec::new();
    let root = |name: &str, live: &mut BTreeSet<String>, work: &mut Vec<String>| {
        if live.insert(name.to_string()) {
            work.push(name.to_string());
        }
    };
    for f in module.functions() {
        let linkage = str_attr(cx, f.attrs(), "linkage");
        if !f.is_declaration() && (is_entry_or_export(cx, f) || !is_discardable(linkage)) {
            root(f.name(), &mut live, &mut work);
        }
    }
    let globals = module.globals();
    let mut meta_refs = Vec::new();
    for op in globals.walk() {
        let kind = LlvmOp::match_op(cx, globals, op);
        if let Some(LlvmOp::Global(_)) = kind {
            let linkage = str_attr(cx, globals.attrs(op), "linkage");
            let resource = globals
                .attrs(op)
                .get(cx.ident("global_type"))
                .and_then(|a| match cx.attr_data(a) {
                    AttrData::Type(t) => Some(*t),
                    _ => None,
                })
                .is_some_and(|t| holds_handle(cx, t, 0));
            if !is_discardable(linkage) && !resource {
                if let Some(n) = str_attr(cx, globals.attrs(op), "sym_name") {
                    root(n, &mut live, &mut work);
                }
            }
        } else if !matches!(kind, Some(LlvmOp::MdNode(_))) {
            // Named metadata and any other module-level op keep what they
            // name; a metadata node lives only while something refers to it
            // (LLVM writes no unreferenced node).
            symbols_of_op(cx, globals, op, &mut meta_refs);
        }
    }
    for n in meta_refs {
        root(&n, &mut live, &mut work);
    }
    while let Some(name) = work.pop() {
        let mut refs = Vec::new();
        match module.symbol(&name) {
            Some(Symbol::Function(i)) => {
                for (_, a) in module.functions()[i].attrs().iter() {
                    symbols_in(cx, a, &mut refs, 0);
                }
                let body = module.functions()[i].body();
                for op in body.walk() {
                    symbols_of_op(cx, body, op, &mut refs);
                }
            }
            Some(Symbol::Global(op)) => symbols_of_op(cx, module.globals(), op, &mut refs),
            None => {}
        }
        for r in refs {
            root(&r, &mut live, &mut work);
        }
    }
    let dead_fns: Vec<String> = module
        .functions()
        .iter()
        .filter(|f| !live.contains(f.name()))
        .map(|f| f.name().to_string())
        .collect();
    let dead_globals: Vec<Op> = module
        .globals()
        .walk()
        .into_iter()
        .filter(|&op| {
            let g = module.globals();
            matches!(
                LlvmOp::match_op(cx, g, op),
                Some(LlvmOp::Global(_) | LlvmOp::MdNode(_))
            ) && str_attr(cx, g.attrs(op), "sym_name").is_some_and(|n| !live.contains(n))
        })
        .collect();
    let changed = !dead_fns.is_empty() || !dead_globals.is_empty();
    for n in dead_fns {
        module.remove_function(&n);
    }
    for op in dead_globals {
        module.erase_global(cx, op);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    fn run(src: &str) -> String {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        DxilCleanup.run(&cx, &mut m).unwrap();
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default()).unwrap();
        export_module(&cx, &m).unwrap()
    }

    #[test]
    fn unreachable_helpers_go_and_called_ones_become_internal() {
        let out = run("define hidden void @a() {\n  ret void\n}\ndefine hidden void @b() {\n  ret void\n}\ndefine void @main() \"hlsl.shader\"=\"compute\" {\n  call void @b()\n  ret void\n}\n");
        assert!(!out.contains("@a("), "{out}");
        assert!(out.contains("define internal void @b()"), "{out}");
    }

    #[test]
    fn handle_stores_stay_while_the_global_is_read() {
        let src = "@g = internal global target(\"dx.RawBuffer\", i8, 1, 0) poison\ndefine void @main(target(\"dx.RawBuffer\", i8, 1, 0) %h) \"hlsl.shader\"=\"compute\" {\n  store target(\"dx.RawBuffer\", i8, 1, 0) %h, ptr @g\n  %l = load target(\"dx.RawBuffer\", i8, 1, 0), ptr @g\n  ret void\n}\n";
        let out = run(src);
        assert!(out.contains("store target"), "{out}");
        let out = run(&src.replace(
            "  %l = load target(\"dx.RawBuffer\", i8, 1, 0), ptr @g\n",
            "",
        ));
        assert!(!out.contains("store target"), "{out}");
        assert!(!out.contains("@g"), "{out}");
    }
}
