//! `dxil-cleanup`: the module hygiene LLVM's DirectX backend leaves behind,
//! as a rule-based pass.
//!
//! The local rewrites are rules in `dialects/rules/dxil-cleanup/`:
//! - `constants.rules`: constant folding of `extractelement`,
//!   `insertelement`, `shufflevector`, `extractvalue`, `insertvalue` and
//!   casts on constants, as LLVM's IRBuilder folds them when it creates
//!   them (`dxir_dialects::llvm::fold`);
//! - `intrinsics.rules`: `llvm.experimental.noalias.scope.decl` calls are
//!   erased (DXIL has no scoped alias metadata to declare); before DXIL
//!   1.6, `llvm.lifetime.start/end` become stores of `undef` (zero without
//!   a validator version; see `lifetime_value_is_undef`) to the alloca, as
//!   DXILOpLowering does. The hooks stamp `store_undef` on those markers.
//!
//! What needs the whole module stays Rust (the hooks):
//! - stores of resource handles into globals nothing reads are erased (the
//!   set of read globals is a module-wide analysis, `globals_read`);
//! - [`Dce`](crate::Dce) on every definition, so dead address computations
//!   do not keep globals alive;
//! - finalize linkage: `hidden` definitions with external linkage that are
//!   neither entry points (`hlsl.shader`) nor exports (`hlsl.export`)
//!   become `internal` (with default visibility, as LLVM's `setLinkage`
//!   gives local symbols); clang 22 gives HLSL `export` functions default
//!   visibility, so they stay;
//! - global DCE: local functions and globals, and declarations, that
//!   nothing live refers to are removed (name strings, handle globals, dead
//!   `hidden` helpers, unused intrinsic declarations).

use crate::access_util::{addressof_name, for_each_symbol, for_each_symbol_in_body};
use crate::dce::Dce;
use crate::expand_intrinsics::dxil_version;
use crate::pass::{FunctionPass, PassError, PassOutcome};
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassOptions, RulePassSpec, RuleStage, StageRunner,
};
use dxir_dialects::dxil::{DxilStruct, DxilVersion};
use dxir_dialects::llvm::{
    is_lifetime_marker, Alloca, Call, GetElementPtr, Global, LlvmOp, Ret, Store, GLOBAL_CTORS,
};
use dxir_ir::{Attr, AttrData, Body, Context, Function, Module, Op, Symbol, Type, TypeData};
use dxir_rewrites::ConversionTarget;
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use std::collections::BTreeSet;

const NAME: &str = "dxil-cleanup";

/// `dxil-cleanup` as a rule-based pass: one stage, every file of
/// `dialects/rules/dxil-cleanup/`, the configured engine (user rules merge
/// here), the folding builtins. Every op is legal: a fold that does not
/// apply leaves the op as it is.
pub static SPEC: RulePassSpec = RulePassSpec {
    name: NAME,
    builtins: dxir_dialects::llvm::fold::builtins,
    prepare: |_| {},
    stages: &[RuleStage {
        name: "cleanup",
        files: |_| true,
        target: ConversionTarget::any,
        user_rules: true,
    }],
};

/// The Rust parts of `dxil-cleanup` (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct DxilCleanupHooks;

/// The `dxil-cleanup` pass: its `SPEC` with [`DxilCleanupHooks`].
pub type DxilCleanup = RulePass<DxilCleanupHooks>;

impl RulePass<DxilCleanupHooks> {
    /// `dxil-cleanup` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, DxilCleanupHooks, opts)
    }
}

impl Default for RulePass<DxilCleanupHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

/// What the module says for every function.
pub struct CleanupState {
    /// Lifetime markers become stores (DXIL before 1.6), of undef or zero.
    lifetime_stores: Option<bool>,
    /// Globals read by something other than handle stores.
    read: BTreeSet<String>,
}

impl RuleHooks for DxilCleanupHooks {
    type State = CleanupState;

    fn before(&self, cx: &Context, module: &mut Module) -> Result<CleanupState, PassError> {
        let lower = dxil_version(cx, module) < DxilVersion::new(1, 6);
        Ok(CleanupState {
            lifetime_stores: lower.then(|| lifetime_value_is_undef(module)),
            read: globals_read(cx, module),
        })
    }

    fn function(
        &self,
        cx: &Context,
        state: &CleanupState,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        if let Some(undef) = state.lifetime_stores {
            stamp_lifetime_markers(cx, f.body_mut(), undef);
        }
        stages.run_all(cx, f)?;
        if erase_dead_handle_stores(cx, f.body_mut(), &state.read) {
            stages.mark_changed();
        }
        let name = f.name().to_string();
        if Dce.run(cx, f).map_err(|e| e.with_function(name))? == PassOutcome::Changed {
            stages.mark_changed();
        }
        Ok(())
    }

    fn after(
        &self,
        cx: &Context,
        _state: CleanupState,
        module: &mut Module,
    ) -> Result<bool, PassError> {
        let linkage = finalize_linkage(cx, module);
        let ctors = drop_empty_global_ctors(cx, module);
        Ok(global_dce(cx, module, DceScope::Everything) | linkage | ctors)
    }
}

/// Erases `@llvm.global_ctors` when every constructor it lists does
/// nothing (a body of one `ret void`), or it lists none: clang 22 keeps the list in a library
/// after the constructors' work (a cbuffer's handle, stored in a global)
/// has been lowered away, which DXC's libraries never carry. The empty
/// constructors then go with the other dead functions.
fn drop_empty_global_ctors(cx: &Context, module: &mut Module) -> bool {
    let globals = module.globals();
    let Some(Symbol::Global(list)) = module.symbol(GLOBAL_CTORS) else {
        return false;
    };
    if !Global::is(cx, globals, list) {
        return false;
    }
    // An empty list (`[0 x ...] zeroinitializer`) names nothing.
    let empty_list = matches!(
        globals.attr(cx, list, "global_type").map(|a| cx.attr_data(a)),
        Some(AttrData::Type(t)) if matches!(cx.type_data(*t), TypeData::Array { len: 0, .. })
    );
    let entries = match globals
        .attr(cx, list, "initializer")
        .map(|a| cx.attr_data(a))
    {
        Some(AttrData::Array(entries)) => entries.clone(),
        _ if empty_list => Vec::new(),
        _ => return false,
    };
    let does_nothing = |entry: &Attr| {
        let AttrData::Array(fields) = cx.attr_data(*entry) else {
            return false;
        };
        let Some(AttrData::Symbol(name)) = fields.get(1).map(|&a| cx.attr_data(a)) else {
            return false;
        };
        module.function(name).is_some_and(|f| {
            let body = f.body();
            let blocks = body.region_blocks(body.root());
            let mut ops = blocks.first().map(|&b| body.block_ops(b));
            blocks.len() == 1
                && matches!(
                    ops.as_mut().map(|o| (o.next(), o.next())),
                    Some((Some(op), None)) if Ret::is(cx, body, op) && body.operands(op).is_empty()
                )
        })
    };
    if !entries.iter().all(does_nothing) {
        return false;
    }
    module.erase_global(cx, list);
    true
}

/// Stamps `store_undef = undef` on every lifetime marker, and on a marker
/// of an alloca (its pointer, the last operand in either form) the type
/// allocated as `store_type`, for the rules of `intrinsics.rules`: they
/// then read the type from the marker itself, which both engines can (the
/// e-graph engine does not look through an effectful op such as the
/// alloca, so a pattern on it left the markers of that engine erased).
fn stamp_lifetime_markers(cx: &Context, body: &mut Body, undef: bool) {
    let markers: Vec<(Op, Option<Attr>)> = body
        .walk()
        .into_iter()
        .filter(|&op| {
            Call::match_op(cx, body, op)
                .and_then(|c| c.callee(cx, body))
                .is_some_and(is_lifetime_marker)
        })
        .map(|op| {
            let allocated = body
                .operands(op)
                .last()
                .and_then(|&p| Alloca::defining(cx, body, p))
                .and_then(|a| body.attr(cx, a.op(), "elem_type"));
            (op, allocated)
        })
        .collect();
    let value = cx.intern_attr(AttrData::Bool(undef));
    for (op, allocated) in markers {
        body.set_attr(cx, op, "store_undef", value);
        if let Some(ty) = allocated {
            body.set_attr(cx, op, "store_type", ty);
        }
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
        .par_functions()
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

/// Erases stores of resource handles into globals nothing else reads.
fn erase_dead_handle_stores(cx: &Context, body: &mut Body, read: &BTreeSet<String>) -> bool {
    let dead: Vec<_> = body
        .walk()
        .into_iter()
        .filter(|&op| {
            Store::match_op(cx, body, op).is_some_and(|store| {
                is_handle_type(cx, body.value_type(store.value(body)))
                    && pointer_global(cx, body, store.ptr(body)).is_some_and(|g| !read.contains(g))
            })
        })
        .collect();
    for &op in &dead {
        body.erase_op(op);
    }
    !dead.is_empty()
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
/// LLVM's op lowering deletes them. (`forward-handles` forwards the
/// globals of such types.)
pub(crate) fn holds_handle(cx: &Context, ty: Type, depth: u32) -> bool {
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

pub(crate) fn symbols_of_op<'c>(cx: &'c Context, body: &Body, op: Op, out: &mut Vec<&'c str>) {
    for (_, a) in body.attrs(op).iter() {
        for_each_symbol(cx, a, &mut |s| out.push(s));
    }
}

/// The symbols the function or global `name` names (its attributes, its
/// body's ops, its initializer), possibly more than once (the caller's
/// live set keeps each once).
fn symbols_named_by<'c>(cx: &'c Context, module: &Module, name: &str) -> Vec<&'c str> {
    let mut refs = Vec::new();
    match module.symbol(name) {
        Some(Symbol::Function(i)) => {
            let f = &module.functions()[i];
            for (_, a) in f.attrs().iter() {
                for_each_symbol(cx, a, &mut |s| refs.push(s));
            }
            for_each_symbol_in_body(cx, f.body(), &mut |s| refs.push(s));
        }
        Some(Symbol::Global(op)) => symbols_of_op(cx, module.globals(), op, &mut refs),
        None => {}
    }
    refs
}

/// What a [`global_dce`] may remove.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DceScope {
    /// Functions, declarations, `llvm.global`s and metadata nodes that
    /// nothing live names (`dxil-cleanup`, after finalizing linkage).
    Everything,
    /// Only function definitions that no root reaches, where every
    /// module-level op (global, metadata) is a root (`drop-dead-functions`,
    /// before the passes that still read resource globals).
    DeadFunctions,
}

/// Whether a definition is a root of [`global_dce`]: an entry, an export,
/// or a symbol that keeps a linkage LLVM may not discard once linkage is
/// finalized ([`finalize_linkage`] makes `hidden` external definitions
/// internal, so they are not roots even before it runs).
pub(crate) fn is_dce_root(cx: &Context, f: &Function) -> bool {
    if is_entry_or_export(cx, f) {
        return true;
    }
    let linkage = str_attr(cx, f.attrs(), "linkage");
    let hidden = str_attr(cx, f.attrs(), "visibility") == Some("hidden");
    let made_internal = hidden && matches!(linkage, None | Some("external"));
    !is_discardable(linkage) && !made_internal
}

/// GlobalDCE: keeps what entries, exports, non-discardable symbols and
/// named metadata reach; removes the rest of what `scope` allows (see
/// [`DceScope`]). Returns whether anything was removed.
pub(crate) fn global_dce(cx: &Context, module: &mut Module, scope: DceScope) -> bool {
    let mut live: FxHashSet<String> = FxHashSet::default();
    let mut work: Vec<String> = Vec::new();
    let root = |name: &str, live: &mut FxHashSet<String>, work: &mut Vec<String>| {
        if !live.contains(name) {
            live.insert(name.to_string());
            work.push(name.to_string());
        }
    };
    for f in module.functions() {
        if !f.is_declaration() && is_dce_root(cx, f) {
            root(f.name(), &mut live, &mut work);
        }
    }
    let globals = module.globals();
    let mut meta_refs = Vec::new();
    for op in globals.walk() {
        let kind = LlvmOp::match_op(cx, globals, op);
        if scope == DceScope::DeadFunctions {
            // Every module-level op stays, and so does what it names.
            symbols_of_op(cx, globals, op, &mut meta_refs);
        } else if let Some(LlvmOp::Global(_)) = kind {
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
        root(n, &mut live, &mut work);
    }
    // Breadth first, each wave's bodies walked in parallel.
    while !work.is_empty() {
        let refs: Vec<Vec<&str>> = std::mem::take(&mut work)
            .par_iter()
            .map(|name| symbols_named_by(cx, module, name))
            .collect();
        for r in refs.iter().flatten() {
            root(r, &mut live, &mut work);
        }
    }
    let dead_globals: Vec<Op> = module
        .globals()
        .walk()
        .into_iter()
        .filter(|_| scope == DceScope::Everything)
        .filter(|&op| {
            let g = module.globals();
            matches!(
                LlvmOp::match_op(cx, g, op),
                Some(LlvmOp::Global(_) | LlvmOp::MdNode(_))
            ) && str_attr(cx, g.attrs(op), "sym_name").is_some_and(|n| !live.contains(n))
        })
        .collect();
    let dead_fns = module.retain_functions(|f| {
        live.contains(f.name()) || (scope == DceScope::DeadFunctions && f.is_declaration())
    });
    let changed = !dead_fns.is_empty() || !dead_globals.is_empty();
    // The removed bodies are freed on the pool, beside the rest.
    dead_fns.into_par_iter().for_each(drop);
    for op in dead_globals {
        module.erase_global(cx, op);
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    use crate::pass::ModulePass;
    use crate::rule_pass::EngineKind;

    fn run_with(src: &str, engine: EngineKind) -> String {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        let opts = RulePassOptions {
            engine: engine.engine(false),
            ..RulePassOptions::default()
        };
        DxilCleanup::new(opts).run(&cx, &mut m).unwrap();
        dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default()).unwrap();
        export_module(&cx, &m).unwrap()
    }

    /// Runs the pass with both engines, which must agree.
    fn run(src: &str) -> String {
        let out = run_with(src, EngineKind::Greedy);
        assert_eq!(out, run_with(src, EngineKind::EGraph));
        out
    }

    #[test]
    fn vector_and_aggregate_ops_on_constants_fold() {
        let out = run(concat!(
            "define void @main(ptr %p) \"hlsl.shader\"=\"compute\" {\n",
            "  %a = extractelement <2 x float> <float 1.0, float 2.0>, i64 1\n",
            "  store float %a, ptr %p\n",
            "  %z = extractelement <4 x i32> zeroinitializer, i32 3\n",
            "  store i32 %z, ptr %p\n",
            "  %v = insertelement <2 x i32> poison, i32 7, i32 0\n",
            "  %w = insertelement <2 x i32> %v, i32 8, i32 1\n",
            "  store <2 x i32> %w, ptr %p\n",
            "  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> poison, <3 x i32> <i32 1, i32 1, i32 0>\n",
            "  store <3 x i32> %s, ptr %p\n",
            "  %e = extractvalue { i32, [2 x float] } { i32 3, [2 x float] [float 4.0, float 5.0] }, 1, 0\n",
            "  store float %e, ptr %p\n",
            "  %c = sitofp <2 x i32> <i32 -1, i32 2> to <2 x float>\n",
            "  store <2 x float> %c, ptr %p\n",
            "  %h = fptrunc double 1.5 to half\n",
            "  store half %h, ptr %p\n",
            "  %out = extractelement <2 x float> <float 1.0, float 2.0>, i64 5\n",
            "  store float %out, ptr %p\n",
            "  ret void\n}\n",
        ));
        for want in [
            "store float 2.000000e+00, ptr %p",
            "store i32 0, ptr %p",
            "store <2 x i32> <i32 7, i32 8>, ptr %p",
            "store <3 x i32> <i32 2, i32 2, i32 1>, ptr %p",
            "store float 4.000000e+00, ptr %p",
            "store <2 x float> <float -1.000000e+00, float 2.000000e+00>, ptr %p",
            "store half 0xH3E00, ptr %p",
            "store float poison, ptr %p",
        ] {
            assert!(out.contains(want), "missing `{want}` in\n{out}");
        }
        for gone in [
            "extractelement",
            "insertelement",
            "shufflevector",
            "extractvalue",
            "sitofp",
            "fptrunc",
        ] {
            assert!(!out.contains(gone), "`{gone}` left in\n{out}");
        }
    }

    #[test]
    fn ops_on_values_that_are_not_constant_stay() {
        let out = run(concat!(
            "define void @main(<2 x float> %x, ptr %p) \"hlsl.shader\"=\"compute\" {\n",
            "  %a = extractelement <2 x float> %x, i64 1\n",
            "  store float %a, ptr %p\n",
            "  %v = insertelement <2 x float> <float 1.0, float 2.0>, float %a, i32 0\n",
            "  store <2 x float> %v, ptr %p\n",
            "  ret void\n}\n",
        ));
        assert!(
            out.contains("extractelement <2 x float> %x, i64 1"),
            "{out}"
        );
        assert!(out.contains("insertelement <2 x float> <float 1.000000e+00, float 2.000000e+00>, float %a, i32 0"), "{out}");
    }

    /// A library's constructor list goes when its constructors do nothing
    /// (and the constructors with it), or when it lists none; one that
    /// does something keeps it.
    #[test]
    fn empty_global_constructors_go() {
        let ctors = |body: &str| {
            format!(
                "@g = internal global i32 0\n@llvm.global_ctors = appending global [1 x {{ i32, ptr, ptr }}] [{{ i32, ptr, ptr }} {{ i32 65535, ptr @init, ptr null }}]\ndefine internal void @init() {{\n{body}  ret void\n}}\ndefine void @main() \"hlsl.shader\"=\"compute\" {{\n  %v = load i32, ptr @g\n  store i32 %v, ptr @g\n  ret void\n}}\n"
            )
        };
        let out = run(&ctors(""));
        assert!(!out.contains("global_ctors"), "{out}");
        assert!(!out.contains("@init"), "{out}");
        let out = run(&ctors("  store i32 1, ptr @g\n"));
        assert!(out.contains("@llvm.global_ctors"), "{out}");
        assert!(out.contains("define internal void @init()"), "{out}");
        let out = run("@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer\ndefine void @main() \"hlsl.shader\"=\"compute\" {\n  ret void\n}\n");
        assert!(!out.contains("global_ctors"), "{out}");
    }

    #[test]
    fn unreachable_helpers_go_and_called_ones_become_internal() {
        let out = run("define hidden void @a() {\n  ret void\n}\ndefine hidden void @b() {\n  ret void\n}\ndefine void @main() \"hlsl.shader\"=\"compute\" {\n  call void @b()\n  ret void\n}\n");
        assert!(!out.contains("@a("), "{out}");
        assert!(out.contains("define internal void @b()"), "{out}");
    }

    #[test]
    fn handle_stores_stay_while_the_global_is_read() {
        let src = "@g = internal global target(\"dx.RawBuffer\", i8, 1, 0) poison\ndefine void @main() \"hlsl.shader\"=\"compute\" {\n  %h = call target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n  store target(\"dx.RawBuffer\", i8, 1, 0) %h, ptr @g\n  %l = load target(\"dx.RawBuffer\", i8, 1, 0), ptr @g\n  ret void\n}\n";
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
