//! Writing module-level metadata in the importer's representation:
//! `llvm.mdnode` ops named `!N` and `llvm.named_metadata` ops named `!name`
//! (see `docs/llvm-interop.md`).
//!
//! Nodes are uniqued as LLVM uniques `MDNode::get`: asking twice for the same
//! operands (including an identical node already in the module) gives the
//! same `!N`, so the output shares nodes where LLVM's would.

use dxir_dialects::llvm::{MdNode, NamedMetadata};
use dxir_ir::{Attr, AttrData, Context, Module, Op, OpSpec, Symbol, Type};
use rustc_hash::{FxHashMap, FxHashSet};

/// Creates uniqued metadata nodes and named metadata in a module.
pub(crate) struct MdWriter<'c> {
    cx: &'c Context,
    next: u64,
    uniqued: FxHashMap<Attr, Attr>,
}

impl<'c> MdWriter<'c> {
    /// A writer for `m`: new nodes are numbered after the module's highest.
    pub(crate) fn new(cx: &'c Context, m: &Module) -> Self {
        let mut next = 0;
        let mut uniqued = FxHashMap::default();
        for op in mdnodes(cx, m) {
            let g = m.globals();
            let Some(name) = g.attr(cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) else {
                continue;
            };
            if let Some(n) = name.strip_prefix('!').and_then(|s| s.parse::<u64>().ok()) {
                next = next.max(n + 1);
            }
            if g.attr(cx, op, "distinct").is_none() {
                if let Some(ops) = g.attr(cx, op, "operands") {
                    uniqued.entry(ops).or_insert_with(|| cx.symbol_attr(name));
                }
            }
        }
        MdWriter { cx, next, uniqued }
    }

    /// `i32 v`.
    pub(crate) fn i32(&self, v: i64) -> Attr {
        self.typed(self.cx.types().i32, v)
    }

    /// `i8 v`.
    pub(crate) fn i8(&self, v: i64) -> Attr {
        self.typed(self.cx.int_type(8), v)
    }

    /// `i1 v`.
    pub(crate) fn i1(&self, v: bool) -> Attr {
        self.typed(self.cx.int_type(1), i64::from(v))
    }

    /// `i64 v`.
    pub(crate) fn i64(&self, v: u64) -> Attr {
        // Stored as the type's bits, so any u64 fits.
        let cx = self.cx;
        let t = cx.int_type(64);
        cx.intern_attr(AttrData::Array(vec![
            cx.type_attr(t),
            cx.int_attr(t, i128::from(v)),
        ]))
    }

    fn typed(&self, ty: Type, v: i64) -> Attr {
        let cx = self.cx;
        cx.intern_attr(AttrData::Array(vec![
            cx.type_attr(ty),
            cx.int_attr(ty, i128::from(v)),
        ]))
    }

    /// `!"s"`.
    pub(crate) fn string(&self, s: &str) -> Attr {
        self.cx.str_attr(s)
    }

    /// `null`.
    pub(crate) fn null(&self) -> Attr {
        self.cx.unit_attr()
    }

    /// `ptr addrspace(N) @sym`, typed as LLVM types a reference to the
    /// function or global `sym`: N is its `addr_space`, else the data
    /// layout's program (`P`) or globals (`G`) address space.
    pub(crate) fn ptr_to(&self, m: &Module, sym: &str) -> Attr {
        let cx = self.cx;
        let explicit = |a: Option<Attr>| a.and_then(|a| cx.attr_as_i64(a));
        let layout = cx
            .try_ident("llvm.datalayout")
            .and_then(|k| m.attrs.get(k))
            .and_then(|a| cx.attr_as_str(a))
            .and_then(|s| dxir_dialects::translate::llvm::check_data_layout(s).ok())
            .unwrap_or_default();
        let space = match m.symbol(sym) {
            Some(Symbol::Function(i)) => explicit(
                cx.try_ident("addr_space")
                    .and_then(|k| m.functions()[i].attrs().get(k)),
            )
            .unwrap_or(layout.program.into()),
            Some(Symbol::Global(op)) => {
                explicit(m.globals().attr(cx, op, "addr_space")).unwrap_or(layout.globals.into())
            }
            None => 0,
        };
        let space = u32::try_from(space).unwrap_or(0);
        cx.intern_attr(AttrData::Array(vec![
            cx.type_attr(cx.ptr_type(space)),
            cx.symbol_attr(sym),
        ]))
    }

    /// The node `!{operands}`, created at the end of the module unless an
    /// identical one exists; returns its reference `@"!N"`.
    pub(crate) fn node(&mut self, m: &mut Module, operands: Vec<Attr>) -> Attr {
        let cx = self.cx;
        let ops = cx.intern_attr(AttrData::Array(operands));
        if let Some(&r) = self.uniqued.get(&ops) {
            return r;
        }
        let name = self.fresh_name(m);
        let spec = OpSpec::new(cx.op_name(MdNode::NAME), dxir_ir::Loc::UNKNOWN)
            .with_attr(cx, "sym_name", cx.str_attr(&name))
            .with_attr(cx, "operands", ops);
        // The name is fresh, so adding cannot fail.
        let _ = m.add_global(cx, spec);
        let r = cx.symbol_attr(&name);
        self.uniqued.insert(ops, r);
        r
    }

    /// A distinct node whose first operand refers to itself, as LLVM loop
    /// metadata is: `!N = distinct !{!N, rest...}`.
    pub(crate) fn self_referencing(&mut self, m: &mut Module, rest: Vec<Attr>) -> Attr {
        let cx = self.cx;
        let name = self.fresh_name(m);
        let me = cx.symbol_attr(&name);
        let mut operands = vec![me];
        operands.extend(rest);
        let spec = OpSpec::new(cx.op_name(MdNode::NAME), dxir_ir::Loc::UNKNOWN)
            .with_attr(cx, "sym_name", cx.str_attr(&name))
            .with_attr(cx, "operands", cx.intern_attr(AttrData::Array(operands)))
            .with_attr(cx, "distinct", cx.unit_attr());
        let _ = m.add_global(cx, spec);
        me
    }

    fn fresh_name(&mut self, m: &Module) -> String {
        loop {
            let name = format!("!{}", self.next);
            self.next += 1;
            if m.symbol(&name).is_none() {
                return name;
            }
        }
    }

    /// Sets `!name = !{nodes}`: an existing named metadata keeps its place
    /// and gets the new list (as LLVM's `clearOperands` + `addOperand`), a
    /// new one goes at the end.
    pub(crate) fn set_named(&self, m: &mut Module, name: &str, nodes: Vec<Attr>) {
        let cx = self.cx;
        let sym = format!("!{name}");
        let list = cx.intern_attr(AttrData::Array(nodes));
        if let Some(op) = named_op(m, &sym) {
            m.globals_mut().set_attr(cx, op, "nodes", list);
            return;
        }
        let spec = OpSpec::new(cx.op_name(NamedMetadata::NAME), dxir_ir::Loc::UNKNOWN)
            .with_attr(cx, "sym_name", cx.str_attr(&sym))
            .with_attr(cx, "nodes", list);
        let _ = m.add_global(cx, spec);
    }
}

/// The `llvm.named_metadata` op `!name` (written with its `!`).
pub(crate) fn named_op(m: &Module, sym: &str) -> Option<Op> {
    match m.symbol(sym) {
        Some(Symbol::Global(op)) => Some(op),
        _ => None,
    }
}

/// The node references of the named metadata `!name`, empty if absent.
pub(crate) fn named_nodes(cx: &Context, m: &Module, name: &str) -> Vec<Attr> {
    let Some(op) = named_op(m, &format!("!{name}")) else {
        return Vec::new();
    };
    match m.globals().attr(cx, op, "nodes").map(|a| cx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => Vec::new(),
    }
}

/// Erases the named metadata `!name` if present.
pub(crate) fn erase_named(cx: &Context, m: &mut Module, name: &str) -> bool {
    match named_op(m, &format!("!{name}")) {
        Some(op) => {
            m.erase_global(cx, op);
            true
        }
        None => false,
    }
}

/// The operands of the node a reference `@"!N"` (or an inline node
/// `{operands = [...]}`) denotes.
pub fn node_operands(cx: &Context, m: &Module, node: Attr) -> Option<Vec<Attr>> {
    match cx.attr_data(node) {
        AttrData::Symbol(name) => {
            let Some(Symbol::Global(op)) = m.symbol(name) else {
                return None;
            };
            match m
                .globals()
                .attr(cx, op, "operands")
                .map(|a| cx.attr_data(a))
            {
                Some(AttrData::Array(items)) => Some(items.clone()),
                _ => None,
            }
        }
        AttrData::Dict(entries) => {
            entries
                .iter()
                .find(|(k, _)| &**k == "operands")
                .and_then(|(_, v)| match cx.attr_data(*v) {
                    AttrData::Array(items) => Some(items.clone()),
                    _ => None,
                })
        }
        _ => None,
    }
}

/// The integer of a metadata value operand `[type(iN), v]`, sign-extended.
pub(crate) fn md_int(cx: &Context, a: Attr) -> Option<i64> {
    match cx.attr_data(a) {
        AttrData::Array(pair) if pair.len() == 2 => cx.attr_as_i64(pair[1]),
        _ => None,
    }
}

/// Every `llvm.mdnode` op of the module, in order.
fn mdnodes(cx: &Context, m: &Module) -> Vec<Op> {
    let g = m.globals();
    g.block_ops(m.globals_block())
        .filter(|&op| MdNode::is(cx, g, op))
        .collect()
}

/// Erases the metadata nodes nothing refers to any more (LLVM drops them
/// when it writes the module): roots are named metadata, attachments and
/// every other attribute of functions, globals and ops; nodes reached from
/// roots keep what they refer to. Returns whether anything was erased.
pub(crate) fn erase_unreferenced_nodes(cx: &Context, m: &mut Module) -> bool {
    let nodes = mdnodes(cx, m);
    if nodes.is_empty() {
        return false;
    }
    let g = m.globals();
    let mut live: FxHashSet<Box<str>> = FxHashSet::default();
    let mut stack: Vec<Box<str>> = Vec::new();
    let mut seen_attrs: FxHashSet<Attr> = FxHashSet::default();
    let mut root = |a: Attr, stack: &mut Vec<Box<str>>| {
        collect_symbols(cx, a, &mut seen_attrs, stack);
    };
    for op in g.block_ops(m.globals_block()) {
        if MdNode::is(cx, g, op) {
            continue;
        }
        for (_, a) in g.attrs(op).iter() {
            root(a, &mut stack);
        }
    }
    for f in m.functions() {
        for (_, a) in f.attrs().iter() {
            root(a, &mut stack);
        }
        let b = f.body();
        for op in b.walk() {
            for (_, a) in b.attrs(op).iter() {
                root(a, &mut stack);
            }
        }
    }
    while let Some(name) = stack.pop() {
        if !name.starts_with('!') || !live.insert(name.clone()) {
            continue;
        }
        if let Some(Symbol::Global(op)) = m.symbol(&name) {
            if let Some(ops) = g.attr(cx, op, "operands") {
                collect_symbols(cx, ops, &mut seen_attrs, &mut stack);
            }
        }
    }
    let dead: Vec<Op> = nodes
        .into_iter()
        .filter(|&op| {
            g.attr(cx, op, "sym_name")
                .and_then(|a| cx.attr_as_str(a))
                .is_some_and(|n| !live.contains(n))
        })
        .collect();
    let changed = !dead.is_empty();
    for op in dead {
        m.erase_global(cx, op);
    }
    changed
}

/// Pushes every symbol named inside `a` (visiting each distinct attribute
/// once).
fn collect_symbols(cx: &Context, a: Attr, seen: &mut FxHashSet<Attr>, out: &mut Vec<Box<str>>) {
    let mut work = vec![a];
    while let Some(a) = work.pop() {
        if !seen.insert(a) {
            continue;
        }
        match cx.attr_data(a) {
            AttrData::Symbol(s) => out.push(s.clone()),
            AttrData::Array(items) => work.extend(items.iter().copied()),
            AttrData::Dict(entries) => work.extend(entries.iter().map(|(_, v)| *v)),
            _ => {}
        }
    }
}
