//! `lower-hl`: the `hl` dialect to `dx` ops, as a rule-based pass: the
//! ops it builds are built by the rules of `dialects/rules/lower-hl/`
//! (run by [`RulePass`] with either engine); this module keeps the
//! analyses. A resource's handle depends on the module's declaration
//! (binding, shape, order id) and, for local arrays, on what earlier
//! `hl.array.*` ops put where, which a rule matching one op and its operands
//! cannot see. The pieces:
//!
//! 1. every `hl.resource` is decoded once ([`ResourceDecl`]); implicit and
//!    space-only declarations get order ids in declaration order, counting
//!    only them, as clang numbers them;
//! 2. calls of functions whose signature carries handles are inlined
//!    ([`inline`]), so that every array's origin is visible;
//! 3. each function is walked in dominance order with a symbolic value per
//!    resource array ([`Node`]): a view of a declaration (`N[7]` is
//!    "`N` at index 7") or explicit elements (`hl.array.make`/`set`). Only
//!    reading a handle creates IR: the row-major flattened index and a
//!    canonical `hl.resource.get %index` stamped with the declaration's
//!    binding, range size and name global, which `handles.rules` turns
//!    into `dx.resource.handlefrombinding` or `handlefromimplicitbinding`;
//! 4. every access is checked and put in canonical form ([`access`]); the
//!    rules make them the `dx` typed, raw and cbuffer-row ops;
//! 5. after the rules, the declarations go, replaced by private C-string
//!    globals holding the names the handle ops point to, as clang emits
//!    them.

mod access;
mod inline;
#[cfg(test)]
mod tests;

use crate::access_util::{build_i32, const_int};
use crate::error::HlError;
use crate::manager::Pass;
use crate::pass::{ModulePass, PassError, PassOutcome};
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassEntry, RulePassOptions, RulePassSpec, RuleStage, StageRunner,
};
use dxir_dialects::hl::{
    verify_resource_uses, Binding, HlOp, ResourceDecl, ResourceGetOp, ResourceOp,
};
use dxir_dialects::llvm::{self, AddressOf};
use dxir_ir::{
    AttrData, Block, Body, Builder, Context, DominatorTree, Function, Loc, Module, Op, OpSpec,
    Type, TypeData, Value,
};
use dxir_rewrites::ConversionTarget;
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

pub(crate) const PASS: &str = "lower-hl";

/// Most elements a local resource array may have (they are tracked one by
/// one).
const MAX_LOCAL_ELEMENTS: u64 = 4096;

pub(crate) fn err(loc: Loc, kind: HlError) -> PassError {
    PassError::new(PASS, loc, kind)
}

/// `lower-hl` as a rule-based pass: one stage, every file of
/// `dialects/rules/lower-hl/`, the configured engine (user rules merge
/// here); the hook reports an `hl` op the rules leave.
pub static SPEC: RulePassSpec = RulePassSpec {
    name: PASS,
    builtins: dxir_dialects::dx::builtins::builtins,
    prepare: |_| {},
    stages: &[RuleStage {
        name: "access",
        files: |_| true,
        // The handle read (pure) must be extracted lowered. The accesses
        // (effects, never extracted) are legal for the engines: a run may
        // stop at a limit with some left (a large aggregate), which the
        // hook runs the rules on again; an `hl` op no run lowers is an
        // error there.
        target: || ConversionTarget {
            illegal_ops: vec![ResourceGetOp::NAME.into()],
            ..ConversionTarget::default()
        },
        user_rules: true,
    }],
};

/// `lower-hl`'s entry in [`crate::RULE_PASSES`].
pub const RULE_PASS: RulePassEntry = RulePassEntry {
    spec: &SPEC,
    make: |o| Pass::module(LowerHlRules::new(o)),
};

/// Lowers the `hl` dialect to `dx` ops; see the module documentation.
/// With the default options (the greedy engine); [`LowerHlRules`] takes
/// others.
///
/// Entry: a module that verifies, `hl` or not (without `hl` ops the pass
/// changes nothing). Exit: no `hl` op is left; handle creation, typed, raw
/// and cbuffer-row accesses are `dx` ops; the module verifies.
///
/// Errors, each at the op's location: a declaration or use that
/// `hl::verify_resource_uses` rejects, reading an element of a local
/// resource array that nothing assigned, a dynamic index into local
/// elements that come from different places, a resource array that flows
/// through a `select` or memory, different arrays meeting at a block
/// argument, and loads the `dx` ops cannot express.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerHl;

impl ModulePass for LowerHl {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, cx: &Context, m: &mut Module) -> Result<PassOutcome, PassError> {
        LowerHlRules::default().run(cx, m)
    }
}

/// The `lower-hl` pass with options: its `SPEC` with [`LowerHlHooks`].
pub type LowerHlRules = RulePass<LowerHlHooks>;

impl RulePass<LowerHlHooks> {
    /// `lower-hl` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, LowerHlHooks, opts)
    }
}

impl Default for RulePass<LowerHlHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

/// The Rust parts of `lower-hl`: the analyses (declarations, order ids,
/// inlining, array tracking, flattened indices) and the checks run before
/// the rules and leave every handle read and access in canonical form;
/// the declarations are replaced by their name globals after.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerHlHooks;

/// What the pre-step leaves for the rules and the cleanup.
pub struct HlState {
    /// Whether the module had anything `hl` (otherwise nothing runs).
    active: bool,
    /// The declarations to erase.
    decl_ops: Vec<Op>,
    /// The name globals made, by declaration (empty: none).
    names: Vec<String>,
}

impl RuleHooks for LowerHlHooks {
    type State = HlState;

    fn before(&self, cx: &Context, m: &mut Module) -> Result<HlState, PassError> {
        let decls = collect_decls(cx, m)?;
        if decls.ops.is_empty() && !module_has_hl(cx, m) {
            return Ok(HlState {
                active: false,
                decl_ops: Vec::new(),
                names: Vec::new(),
            });
        }
        // The walk relies on each op's arity and result types; check them
        // rather than panic on a module nobody verified.
        if let Err(errs) = dxir_ir::verify_module(cx, m, &dxir_ir::VerifyOptions::default()) {
            if let Some(d) = errs.iter().next() {
                let mut e = err(
                    d.loc,
                    HlError::InputInvalid {
                        op: d.op.as_deref().map(str::to_string),
                        error: d.error.to_string(),
                    },
                );
                e.function = d.function.as_deref().map(str::to_string);
                return Err(e);
            }
        }
        if let Err(errs) = verify_resource_uses(cx, m) {
            let first = &errs.0[0];
            let mut e = err(
                first.loc,
                HlError::ResourceUse {
                    op: first.op,
                    error: first.error.clone(),
                },
            )
            .with_op(first.op);
            e.function = first.function.clone();
            return Err(e);
        }
        inline::inline_resource_calls(cx, m)?;
        let names = name_globals(cx, m, &decls)?;
        let lowering = Lowering {
            decls: &decls,
            names: &names,
        };
        for f in m.functions_mut() {
            if f.is_declaration() {
                continue;
            }
            let fname = f.name().to_string();
            lowering
                .function(cx, f.body_mut())
                .map_err(|e| e.with_function(fname))?;
        }
        Ok(HlState {
            active: true,
            decl_ops: decls.ops,
            names,
        })
    }

    fn runs_on(&self, state: &HlState, f: &Function) -> bool {
        state.active && !f.is_declaration()
    }

    fn function(
        &self,
        cx: &Context,
        _state: &HlState,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        stages.mark_changed();
        // A whole-aggregate access is lowered by rules that build `hl`
        // accesses again (one per member). The greedy driver rewrites what
        // a rewrite builds in the same run (unless it reaches its rewrite
        // limit); the e-graph engine claims each op with effects once per
        // run. So the stage runs again while it lowers something and `hl`
        // ops are left (for the e-graph, once per member and level).
        let mut runs = 0usize;
        loop {
            stages.run_all(cx, f)?;
            runs += 1;
            let left = first_hl_op(cx, f.body());
            match left {
                None => return Ok(()),
                Some(_) if stages.last_run_rewrote() && runs < MAX_RULE_RUNS => {}
                Some(op) => {
                    let body = f.body();
                    let name = name_of(cx, body, op).to_string();
                    return Err(err(body.loc(op), HlError::NotLowered { op: name.clone() })
                        .with_op(name)
                        .with_function(f.name()));
                }
            }
        }
    }

    /// Erases the declarations, and the name globals no handle op points
    /// to (their handles were unused).
    fn after(&self, cx: &Context, state: HlState, m: &mut Module) -> Result<bool, PassError> {
        if !state.active {
            return Ok(false);
        }
        for &op in state.decl_ops.iter().rev() {
            m.erase_global(cx, op);
        }
        drop_unreferenced(cx, m, &state.names);
        Ok(true)
    }
}

/// Most times the rules run on one function (each run of the e-graph
/// engine lowers one more member, or level, of the aggregate accesses).
const MAX_RULE_RUNS: usize = 1 << 16;

/// The first `hl` op of `body`, if any is left.
fn first_hl_op(cx: &Context, body: &Body) -> Option<Op> {
    body.walk()
        .into_iter()
        .find(|&op| in_hl_dialect(cx, body, op))
}

fn module_has_hl(cx: &Context, m: &Module) -> bool {
    let is_hl = |b: &Body| b.walk().into_iter().any(|op| in_hl_dialect(cx, b, op));
    is_hl(m.globals()) || m.functions().iter().any(|f| is_hl(f.body()))
}

/// Whether `op` is named in the `hl` dialect. By name prefix and not by
/// view, so that an `hl` op the dialect does not declare (or of the wrong
/// shape) still reaches the lowering and is reported there.
fn in_hl_dialect(cx: &Context, body: &Body, op: Op) -> bool {
    cx.op_name_str(body.op_name(op)).starts_with("hl.")
}

/// The module's declarations, in order.
struct Decls {
    /// The `hl.resource` ops.
    ops: Vec<Op>,
    /// Their decoded form and order id (implicit and space-only only).
    decls: Vec<(ResourceDecl, Option<u32>)>,
    /// Symbol to index.
    by_symbol: FxHashMap<String, usize>,
}

fn collect_decls(cx: &Context, m: &Module) -> Result<Decls, PassError> {
    let g = m.globals();
    let mut out = Decls {
        ops: Vec::new(),
        decls: Vec::new(),
        by_symbol: FxHashMap::default(),
    };
    let mut next_order = 0u32;
    for op in g.block_ops(m.globals_block()) {
        if !ResourceOp::is(cx, g, op) {
            continue;
        }
        let decl =
            ResourceDecl::decode(cx, g, op).map_err(|e| err(g.loc(op), HlError::Declaration(e)))?;
        let order = match decl.binding {
            Binding::Explicit { .. } => None,
            Binding::SpaceOnly { .. } | Binding::Implicit => {
                next_order += 1;
                Some(next_order - 1)
            }
        };
        out.by_symbol.insert(decl.symbol.clone(), out.decls.len());
        out.ops.push(op);
        out.decls.push((decl, order));
    }
    Ok(out)
}

/// Adds one private C-string global per used declaration holding its
/// source name (`@N.str = private unnamed_addr constant [2 x i8] c"N\00"`).
/// Returns each declaration's global symbol.
fn name_globals(cx: &Context, m: &mut Module, decls: &Decls) -> Result<Vec<String>, PassError> {
    let mut used = FxHashSet::default();
    for f in m.functions() {
        let b = f.body();
        for op in b.walk() {
            if !ResourceGetOp::is(cx, b, op) {
                continue;
            }
            if let Some(AttrData::Symbol(s)) = b.attr(cx, op, "resource").map(|a| cx.attr_data(a)) {
                if let Some(&i) = decls.by_symbol.get(&**s) {
                    used.insert(i);
                }
            }
        }
    }
    let mut out = vec![String::new(); decls.decls.len()];
    for (i, (decl, _)) in decls.decls.iter().enumerate() {
        if !used.contains(&i) {
            continue;
        }
        let base = format!("{}.str", decl.name);
        let mut sym = base.clone();
        let mut n = 1;
        while m.symbol(&sym).is_some() {
            sym = format!("{base}.{n}");
            n += 1;
        }
        let mut bytes = decl.name.as_bytes().to_vec();
        bytes.push(0);
        let ty = cx.array_type(cx.types().i8, bytes.len() as u64);
        let loc = m.globals().loc(decls.ops[i]);
        let spec = OpSpec::new(cx.op_name(llvm::Global::NAME), loc)
            .with_attr(cx, "sym_name", cx.str_attr(&sym))
            .with_attr(cx, "global_type", cx.type_attr(ty))
            .with_attr(
                cx,
                "initializer",
                cx.intern_attr(AttrData::Bytes(bytes.into_boxed_slice())),
            )
            .with_attr(cx, "constant", cx.unit_attr())
            .with_attr(cx, "linkage", cx.str_attr("private"))
            .with_attr(cx, "unnamed_addr", cx.str_attr("unnamed_addr"))
            .with_attr(cx, "alignment", cx.int_attr(cx.types().i64, 1));
        let op = m.add_global(cx, spec).map_err(|error| {
            err(
                loc,
                HlError::NameGlobal {
                    symbol: sym.clone(),
                    error,
                },
            )
        })?;
        // Keep the globals block's order: the name next to its declaration.
        let g = m.globals_mut();
        g.detach_op(op);
        g.insert_op_before(decls.ops[i], op);
        out[i] = sym;
    }
    Ok(out)
}

/// Erases the name globals no handle op points to (their handles were
/// unused).
fn drop_unreferenced(cx: &Context, m: &mut Module, names: &[String]) {
    let mut referenced: FxHashSet<String> = FxHashSet::default();
    for f in m.functions() {
        let b = f.body();
        for op in b.walk() {
            if let Some(g) = AddressOf::match_op(cx, b, op).and_then(|a| a.global(cx, b)) {
                referenced.insert(g.to_string());
            }
        }
    }
    for name in names {
        if name.is_empty() || referenced.contains(name) {
            continue;
        }
        if let Some(dxir_ir::Symbol::Global(op)) = m.symbol(name) {
            m.erase_global(cx, op);
        }
    }
}

/// An index into a resource array: a constant or a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Idx {
    Const(u32),
    Val(Value),
}

/// What a resource-array value (or one of its elements) is.
#[derive(Clone, Debug, PartialEq)]
enum Node {
    /// An element nothing assigned, made by the `hl.array.undef` at `Loc`.
    Uninit(Loc),
    /// A handle value.
    Handle(Value),
    /// Declaration `decl` indexed by `path` (fewer indices than its rank
    /// for a sub-array, as many for one resource).
    Res { decl: usize, path: Vec<Idx> },
    /// Explicit elements of a local array.
    /// Shared, so that reading a large array does not copy it.
    Elems(Rc<Vec<Node>>),
}

struct Lowering<'a> {
    decls: &'a Decls,
    names: &'a [String],
}

/// Per-function state.
struct FnState {
    /// The symbolic value of each resource-array value.
    arrays: FxHashMap<Value, Node>,
    /// Ops to erase at the end (hl ops), in order.
    dead: Vec<Op>,
    /// The canonical handle reads made, each with the name of the read it
    /// stands for: one whose uses all went (its array was overwritten)
    /// is erased at the end, so that no engine's output depends on
    /// whether it keeps a dead read or on which of two equal reads a later
    /// `cse` keeps (the dead one would carry the name).
    handles: Vec<Value>,
}

fn name_of(cx: &Context, body: &Body, op: Op) -> String {
    cx.op_name_str(body.op_name(op)).to_string()
}

fn is_array(cx: &Context, ty: Type) -> bool {
    matches!(cx.type_data(ty), TypeData::Array { .. })
}

impl Lowering<'_> {
    fn function(&self, cx: &Context, body: &mut Body) -> Result<(), PassError> {
        let root = body.root();
        let dom = DominatorTree::new(body, root);
        let mut blocks: Vec<Block> = dom.preorder().collect();
        let seen: FxHashSet<Block> = blocks.iter().copied().collect();
        blocks.extend(
            body.region_blocks(root)
                .iter()
                .copied()
                .filter(|b| !seen.contains(b)),
        );
        let mut st = FnState {
            arrays: FxHashMap::default(),
            dead: Vec::new(),
            handles: Vec::new(),
        };
        // Where each block's arguments come from: (branch op, successor #).
        let mut preds: FxHashMap<Block, Vec<(Op, usize)>> = FxHashMap::default();
        for &blk in body.region_blocks(root) {
            for op in body.block_ops(blk) {
                for (i, &s) in body.successors(op).iter().enumerate() {
                    preds.entry(s).or_default().push((op, i));
                }
            }
        }
        let entry = body.entry_block();
        let mut merged: Vec<(Block, usize)> = Vec::new();
        let mut later: Vec<(Value, Value, Loc)> = Vec::new();
        for &block in &blocks {
            if Some(block) != entry {
                self.merge_args(cx, body, block, &preds, &mut st, &mut merged, &mut later)?;
            }
            let ops: Vec<Op> = body.block_ops(block).collect();
            for op in ops {
                self.op(cx, body, op, &mut st)?;
            }
        }
        // Back edges: what comes around the loop must be what came in.
        for (arg, incoming, loc) in later {
            if st.arrays.get(&incoming) != st.arrays.get(&arg) {
                return Err(err(loc, HlError::ArraysMeet));
            }
        }
        // The branches stop passing the merged arguments (which go once the
        // hl ops using them are erased, below).
        for &(block, index) in merged.iter().rev() {
            for &(op, i) in preds.get(&block).map(Vec::as_slice).unwrap_or(&[]) {
                let mut args = body.successor_args(op, i).to_vec();
                if index < args.len() {
                    args.remove(index);
                    body.set_successor(op, i, block, &args);
                }
            }
        }
        // Nested regions (none in the llvm dialect) are not walked: an hl op
        // there is reported rather than left behind.
        for op in body.walk() {
            if body.op_block(op).and_then(|b| body.block_region(b)) != Some(root)
                && in_hl_dialect(cx, body, op)
            {
                return Err(err(body.loc(op), HlError::NestedRegion));
            }
        }
        // Array values may only feed other hl ops (which are all going).
        let dead: FxHashSet<Op> = st.dead.iter().copied().collect();
        for &op in &st.dead {
            for &r in body.results(op) {
                if let Some(u) = body.uses(r).find(|u| !dead.contains(&u.op)) {
                    return Err(err(
                        body.loc(u.op),
                        HlError::ArrayUse {
                            op: name_of(cx, body, u.op).to_string(),
                        },
                    ));
                }
            }
        }
        for &op in st.dead.iter().rev() {
            body.erase_op(op);
        }
        for &h in &st.handles {
            if let Some(op) = body.defining_op(h).filter(|_| !body.has_uses(h)) {
                body.erase_op(op);
            }
        }
        for &(block, index) in merged.iter().rev() {
            let arg = body.block_args(block)[index];
            if let Some(u) = body.uses(arg).next() {
                return Err(err(
                    body.loc(u.op),
                    HlError::ArrayArgUse {
                        op: name_of(cx, body, u.op).to_string(),
                    },
                ));
            }
            body.remove_block_arg(block, index);
        }
        Ok(())
    }

    fn op(&self, cx: &Context, body: &mut Body, op: Op, st: &mut FnState) -> Result<(), PassError> {
        let loc = body.loc(op);
        match HlOp::match_op(cx, body, op) {
            Some(HlOp::ResourceGetOp(_)) => {
                let sym = match body.attr(cx, op, "resource").map(|a| cx.attr_data(a)) {
                    Some(AttrData::Symbol(s)) => s.to_string(),
                    _ => return Err(err(loc, HlError::GetWithoutResource)),
                };
                let Some(&decl) = self.decls.by_symbol.get(&sym) else {
                    return Err(err(loc, HlError::NotADeclaration { symbol: sym }));
                };
                let path = body
                    .operands(op)
                    .iter()
                    .map(|&v| idx_of(cx, body, v))
                    .collect();
                self.define(cx, body, op, Node::Res { decl, path }, st)
            }
            Some(HlOp::ArrayUndefOp(_)) => {
                let ty = body.value_type(body.result(op, 0));
                let node = undef_node(cx, ty, loc)?;
                self.define(cx, body, op, node, st)
            }
            Some(HlOp::ArrayMakeOp(_)) => {
                let elems = body
                    .operands(op)
                    .iter()
                    .map(|&v| node_of(cx, body, v, st))
                    .collect::<Result<Vec<_>, _>>()?;
                self.define(cx, body, op, Node::Elems(Rc::new(elems)), st)
            }
            Some(HlOp::ArrayGetOp(_)) => {
                let ops = body.operands(op).to_vec();
                let mut node = node_of(cx, body, ops[0], st)?;
                for &i in &ops[1..] {
                    node = self.step(node, idx_of(cx, body, i), loc)?;
                }
                self.define(cx, body, op, node, st)
            }
            Some(HlOp::ArraySetOp(_)) => {
                let ops = body.operands(op).to_vec();
                let array = node_of(cx, body, ops[0], st)?;
                let value = node_of(cx, body, ops[1], st)?;
                let mut path = Vec::new();
                for &i in &ops[2..] {
                    match idx_of(cx, body, i) {
                        Idx::Const(k) => path.push(k),
                        Idx::Val(_) => return Err(err(loc, HlError::SetIndexNotConstant)),
                    }
                }
                let node = self.set(array, &path, value, loc)?;
                self.define(cx, body, op, node, st)
            }
            Some(HlOp::ResourceOp(_)) => Ok(()),
            // Accesses, and `hl` ops no view matches (reported there).
            _ if in_hl_dialect(cx, body, op)
                && cx.op_name_str(body.op_name(op)) != ResourceOp::NAME =>
            {
                access::prepare(cx, body, op)?;
                Ok(())
            }
            _ => {
                // Other ops are left alone; one taking a local array is
                // reported after the walk, once it is known which arrays
                // were resolved.
                Ok(())
            }
        }
    }

    /// Gives each resource-array argument of `block` the value every
    /// predecessor passes, when they all pass the same one (a local array
    /// carried unchanged through a loop or a diamond). Incoming values not
    /// seen yet (back edges) are checked after the walk, in `later`.
    #[allow(clippy::too_many_arguments)]
    fn merge_args(
        &self,
        cx: &Context,
        body: &Body,
        block: Block,
        preds: &FxHashMap<Block, Vec<(Op, usize)>>,
        st: &mut FnState,
        merged: &mut Vec<(Block, usize)>,
        later: &mut Vec<(Value, Value, Loc)>,
    ) -> Result<(), PassError> {
        let incoming = preds.get(&block).map(Vec::as_slice).unwrap_or(&[]);
        for (index, &arg) in body.block_args(block).iter().enumerate() {
            if !is_array(cx, body.value_type(arg)) {
                continue;
            }
            let mut node: Option<Node> = None;
            for &(op, i) in incoming {
                let Some(&v) = body.successor_args(op, i).get(index) else {
                    continue;
                };
                let loc = body.loc(op);
                match st.arrays.get(&v) {
                    Some(n) => match &node {
                        None => node = Some(n.clone()),
                        Some(m) if m == n => {}
                        Some(_) => return Err(err(loc, HlError::ArraysMeet)),
                    },
                    None => later.push((arg, v, loc)),
                }
            }
            let Some(node) = node else {
                // Nothing known flows in: uses of it report the problem.
                continue;
            };
            st.arrays.insert(arg, node);
            merged.push((block, index));
        }
        Ok(())
    }

    /// Records what `op`'s result is; a handle result gets its value now.
    fn define(
        &self,
        cx: &Context,
        body: &mut Body,
        op: Op,
        node: Node,
        st: &mut FnState,
    ) -> Result<(), PassError> {
        let r = body.result(op, 0);
        let loc = body.loc(op);
        st.dead.push(op);
        if is_array(cx, body.value_type(r)) {
            if matches!(node, Node::Handle(_) | Node::Uninit(_)) {
                return Err(err(loc, HlError::HandleNotArray));
            }
            st.arrays.insert(r, node);
            return Ok(());
        }
        let handle = match node {
            Node::Handle(v) => v,
            Node::Uninit(undef_loc) => {
                return Err(err(
                    loc,
                    HlError::Unassigned {
                        line: undef_loc.line,
                        col: undef_loc.col,
                    },
                ))
            }
            // A handle nobody uses creates nothing, so its resource takes no
            // registers (clang's optimizer drops it the same way).
            Node::Res { .. } if !body.has_uses(r) => return Ok(()),
            // The canonical read takes the name the rules' handle op then
            // takes from it (`%src = hl.resource.get` stays `%src`).
            Node::Res { decl, path } => {
                let h = self.create_handle(cx, body, op, decl, &path)?;
                body.inherit_value_name(r, h);
                st.handles.push(h);
                h
            }
            Node::Elems(_) => return Err(err(loc, HlError::ArrayNotHandle)),
        };
        body.replace_all_uses(r, handle);
        Ok(())
    }

    /// Indexes one level of `node`.
    fn step(&self, node: Node, i: Idx, loc: Loc) -> Result<Node, PassError> {
        match node {
            Node::Res { decl, mut path } => {
                path.push(i);
                Ok(Node::Res { decl, path })
            }
            Node::Elems(elems) => match i {
                Idx::Const(k) => {
                    let n = elems.len();
                    if let Some(e) = elems.get(k as usize) {
                        Ok(e.clone())
                    } else {
                        Err(err(loc, HlError::OutOfBounds { index: k, len: n }))
                    }
                }
                Idx::Val(v) => match as_view(&elems) {
                    Some((decl, mut path)) => {
                        path.push(Idx::Val(v));
                        Ok(Node::Res { decl, path })
                    }
                    None => Err(err(loc, HlError::DynamicIndexMixed)),
                },
            },
            Node::Handle(_) | Node::Uninit(_) => Err(err(loc, HlError::TooManyIndices)),
        }
    }

    /// `array` with the element at `path` replaced by `value`.
    fn set(&self, array: Node, path: &[u32], value: Node, loc: Loc) -> Result<Node, PassError> {
        let Some((&k, rest)) = path.split_first() else {
            return Ok(value);
        };
        let mut elems = match array {
            Node::Elems(e) => e,
            Node::Res { decl, path } => {
                let (d, _) = &self.decls.decls[decl];
                let Some(Some(n)) = d.shape.get(path.len()) else {
                    return Err(err(loc, HlError::AssignUnbounded));
                };
                if u64::from(*n) > MAX_LOCAL_ELEMENTS {
                    return Err(err(
                        loc,
                        HlError::CopyTooLarge {
                            len: *n,
                            max: MAX_LOCAL_ELEMENTS,
                        },
                    ));
                }
                Rc::new(
                    (0..*n)
                        .map(|j| {
                            let mut p = path.clone();
                            p.push(Idx::Const(j));
                            Node::Res { decl, path: p }
                        })
                        .collect(),
                )
            }
            Node::Handle(_) | Node::Uninit(_) => return Err(err(loc, HlError::TooManyIndices)),
        };
        let n = elems.len();
        let Some(slot) = Rc::make_mut(&mut elems).get_mut(k as usize) else {
            return Err(err(loc, HlError::OutOfBounds { index: k, len: n }));
        };
        let old = std::mem::replace(slot, Node::Uninit(loc));
        *slot = self.set(old, rest, value, loc)?;
        Ok(Node::Elems(elems))
    }

    /// Creates the handle of element `path` of declaration `decl` before
    /// `at`.
    fn create_handle(
        &self,
        cx: &Context,
        body: &mut Body,
        at: Op,
        decl: usize,
        path: &[Idx],
    ) -> Result<Value, PassError> {
        let (d, order) = &self.decls.decls[decl];
        let loc = body.loc(at);
        if path.len() != d.rank() {
            return Err(err(
                loc,
                HlError::Rank {
                    symbol: d.symbol.clone(),
                    rank: d.rank(),
                    indices: path.len(),
                },
            ));
        }
        let strides = d.strides();
        let mut constant: i128 = 0;
        let mut dynamic: Vec<(Value, u32)> = Vec::new();
        for (k, i) in path.iter().enumerate() {
            match *i {
                // Like clang, a constant index past a dimension is not an
                // error here (HLSL warns in the frontend); it flattens the same.
                Idx::Const(c) => constant += i128::from(c) * i128::from(strides[k]),
                Idx::Val(v) => dynamic.push((v, strides[k])),
            }
        }
        let Ok(constant) = u32::try_from(constant).map(i64::from) else {
            return Err(err(
                loc,
                HlError::IndexTooLarge {
                    index: constant,
                    symbol: d.symbol.clone(),
                },
            ));
        };
        if self.names[decl].is_empty() {
            return Err(err(
                loc,
                HlError::NoNameGlobal {
                    symbol: d.symbol.clone(),
                },
            ));
        }
        let mut b = Builder::before(cx, body, at);
        let i32t = cx.types().i32;
        let mut index: Option<Value> = None;
        for (v, stride) in dynamic {
            let term = if stride == 1 {
                v
            } else {
                let s = build_i32(&mut b, stride.into());
                llvm::Mul::build(&mut b, v, s, i32t)
            };
            index = Some(match index {
                None => term,
                Some(acc) => llvm::Add::build(&mut b, acc, term, i32t),
            });
        }
        let index = match index {
            None => build_i32(&mut b, constant),
            Some(v) if constant == 0 => v,
            Some(v) => {
                let c = build_i32(&mut b, constant);
                llvm::Add::build(&mut b, v, c, i32t)
            }
        };
        // The canonical handle read the rules of `handles.rules` lower to
        // `handlefrombinding(space, register, range, index, name)` or
        // `handlefromimplicitbinding(order, space, range, index, name)`.
        let int = |v: i64| cx.int_attr(i32t, v.into());
        let mut spec = OpSpec::new(cx.op_name(ResourceGetOp::NAME), loc)
            .with_operands([index])
            .with_results([d.handle]);
        spec = match (d.binding, order) {
            (Binding::Explicit { register, space }, _) => spec
                .with_attr(cx, "space", int(space.into()))
                .with_attr(cx, "register", int(register.into())),
            (binding, Some(order)) => spec
                .with_attr(cx, "order_id", int((*order).into()))
                .with_attr(cx, "space", int(binding.space().into())),
            (_, None) => return Err(err(loc, HlError::NoOrderId)),
        };
        let spec = spec
            .with_attr(cx, "range_size", int(d.range_size().map_or(-1, i64::from)))
            .with_attr(cx, "name_global", cx.symbol_attr(&self.names[decl]));
        let op = b.insert(spec);
        Ok(b.body().result(op, 0))
    }
}

fn idx_of(cx: &Context, body: &Body, v: Value) -> Idx {
    match const_int(cx, body, v).and_then(|c| u32::try_from(c).ok()) {
        Some(c) => Idx::Const(c),
        None => Idx::Val(v),
    }
}

/// The symbolic value of an operand: an array's recorded node, or a handle.
fn node_of(cx: &Context, body: &Body, v: Value, st: &FnState) -> Result<Node, PassError> {
    if let Some(n) = st.arrays.get(&v) {
        return Ok(n.clone());
    }
    let ty = body.value_type(v);
    if is_array(cx, ty) {
        let loc = body
            .defining_op(v)
            .map(|op| body.loc(op))
            .or_else(|| body.uses(v).next().map(|u| body.loc(u.op)))
            .unwrap_or(Loc::UNKNOWN);
        return Err(err(loc, HlError::UntracedArray));
    }
    Ok(Node::Handle(v))
}

/// `Uninit` elements shaped like `ty`.
fn undef_node(cx: &Context, ty: Type, loc: Loc) -> Result<Node, PassError> {
    let mut total = 1u64;
    let mut depth = 0;
    let mut t = ty;
    while let TypeData::Array { len, elem } = cx.type_data(t) {
        total = total.saturating_mul(*len);
        depth += 1;
        t = *elem;
    }
    if depth > 32 {
        return Err(err(loc, HlError::TooManyDimensions));
    }
    if total > MAX_LOCAL_ELEMENTS {
        return Err(err(
            loc,
            HlError::ArrayTooLarge {
                len: total,
                max: MAX_LOCAL_ELEMENTS,
            },
        ));
    }
    fn build(cx: &Context, ty: Type, loc: Loc) -> Node {
        match cx.type_data(ty) {
            TypeData::Array { len, elem } => {
                Node::Elems(Rc::new((0..*len).map(|_| build(cx, *elem, loc)).collect()))
            }
            _ => Node::Uninit(loc),
        }
    }
    Ok(build(cx, ty, loc))
}

/// If `elems` are, in order, the elements 0, 1, … of one sub-array of a
/// declaration (a copy nothing changed), that declaration and the path of
/// the sub-array.
fn as_view(elems: &[Node]) -> Option<(usize, Vec<Idx>)> {
    let mut out: Option<(usize, Vec<Idx>)> = None;
    for (k, e) in elems.iter().enumerate() {
        let (decl, path) = match e {
            Node::Res { decl, path } => (*decl, path.clone()),
            // A nested copy is a view if its own elements are one.
            Node::Elems(inner) => as_view(inner)?,
            Node::Handle(_) | Node::Uninit(_) => return None,
        };
        let (last, prefix) = path.split_last()?;
        if *last != Idx::Const(u32::try_from(k).ok()?) {
            return None;
        }
        match &out {
            None => out = Some((decl, prefix.to_vec())),
            Some((d, p)) if *d == decl && p.as_slice() == prefix => {}
            Some(_) => return None,
        }
    }
    out
}
