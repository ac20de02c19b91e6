//! Graphviz views of a function: its control-flow graph, its dominator tree
//! and the use-def graph of its values, as DOT text (`dxir view`).
//!
//! Blocks, values and ops are labelled as the native text format prints the
//! function ([`FunctionText`]), so a view reads next to `dxir opt` output.
//! The output depends only on the module: blocks and ops come in layout
//! order and nothing is taken from a hash map.
//!
//! Every attribute value is a double-quoted DOT string written by
//! [`quote`]: `\` and `"` are escaped, and each line of a multi-line label
//! ends in `\l` (left-justified). Node shapes are `box`/`ellipse`, never
//! `record`, so `{`, `}`, `|`, `<` and `>` (struct and vector types) are
//! ordinary characters in a label and need no escape.
//!
//! # Example
//! ```
//! use dxir::view::{view_dot, ViewKind};
//! let cx = dxir::context();
//! let text = "func @f(%c: i1) {\n  llvm.cond_br %c [^a, ^b] : i1\n^a:\n  llvm.ret\n^b:\n  llvm.ret\n}\n";
//! let m = dxir::parse_module(&cx, text, "f.dxir").unwrap();
//! let dot = view_dot(&cx, &m, ViewKind::Cfg, Some("f")).unwrap();
//! assert!(dot.starts_with("digraph \"cfg\" {"));
//! assert!(dot.contains("f0_b0 -> f0_b1 [label=\"true\"];"));
//! assert!(dot.contains("f0_b0 -> f0_b2 [label=\"false\"];"));
//! ```

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;

use dxir_dialects::llvm::{CondBr, Switch};
use dxir_ir::{
    attr_to_string, type_to_string, AttrData, Block, Context, DominatorTree, Function,
    FunctionText, Loc, Module, Op, Value, ValueDef,
};
use dxir_passes::{InstrumentError, Instrumentation, PassRecord};

/// Which graph to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    /// One node per block (its label, arguments and ops), one edge per
    /// successor, labelled `true`/`false` for a conditional branch, the case
    /// value (or `default`) for a switch, the successor index for any other
    /// op with several, and the arguments passed.
    Cfg,
    /// One node per block, one edge from each block's immediate dominator;
    /// blocks unreachable from the entry are dashed nodes without edges.
    Domtree,
    /// One node per op and per function or block argument, one edge from
    /// the definition of each operand to its user (labelled with the
    /// operand index when the user has several), and a dashed edge from a
    /// branch to each block argument it sets; ops are grouped by block.
    Uses,
}

impl ViewKind {
    /// The name the command line uses: `cfg`, `domtree`, `uses`.
    pub fn name(self) -> &'static str {
        match self {
            ViewKind::Cfg => "cfg",
            ViewKind::Domtree => "domtree",
            ViewKind::Uses => "uses",
        }
    }
}

/// Why a view cannot be drawn.
#[derive(Debug, thiserror::Error)]
pub enum ViewError {
    /// `--function NAME` names no function of the module.
    #[error("no function `@{name}` in the module{hint}")]
    NoFunction {
        /// The name asked for.
        name: String,
        /// ` (did you mean `@x`?)` or empty.
        hint: String,
    },
    /// `--function NAME` names a declaration.
    #[error("`@{name}` is a declaration: it has no blocks to view")]
    Declaration {
        /// The function.
        name: String,
        /// Where it is declared.
        loc: Loc,
    },
    /// `--value NAME` names no value of the function.
    #[error("no value `{name}` in `@{function}`")]
    NoValue {
        /// The name asked for.
        name: String,
        /// The function searched.
        function: String,
    },
    /// `--value` with a view other than `uses`.
    #[error("a value's slice is drawn by the `uses` view only, not `{0}`")]
    ValueNeedsUses(&'static str),
    /// `--value` without `--function` in a module of several functions.
    #[error("the module defines {0} functions: name the value's with --function")]
    ValueNeedsFunction(usize),
    /// The module defines no function at all.
    #[error("the module defines no function: nothing to view")]
    NoDefinedFunction,
}

impl ViewError {
    /// Where the error is, when it has a place in the input.
    pub fn loc(&self) -> Loc {
        match self {
            ViewError::Declaration { loc, .. } => *loc,
            _ => Loc::UNKNOWN,
        }
    }
}

/// `s` as a double-quoted DOT string: `\` and `"` escaped, each newline
/// written `\l` (ending a left-justified line), carriage returns dropped.
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\l"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A DOT digraph written statement by statement. Node ids are the caller's
/// (they must be DOT identifiers); every attribute value is [`quote`]d.
#[derive(Debug)]
pub struct DotWriter {
    out: String,
    depth: usize,
}

impl DotWriter {
    /// Starts `digraph "name" {`.
    pub fn new(name: &str) -> Self {
        DotWriter {
            out: format!("digraph {} {{\n", quote(name)),
            depth: 1,
        }
    }

    fn indent(&mut self) {
        for _ in 0..self.depth {
            self.out.push_str("  ");
        }
    }

    fn attrs(&mut self, attrs: &[(&str, &str)]) {
        if attrs.is_empty() {
            return;
        }
        self.out.push_str(" [");
        for (i, (k, v)) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{k}={}", quote(v));
        }
        self.out.push(']');
    }

    /// A default for what follows: `node [...]`, `edge [...]`, `graph [...]`.
    pub fn defaults(&mut self, what: &str, attrs: &[(&str, &str)]) {
        self.indent();
        self.out.push_str(what);
        self.attrs(attrs);
        self.out.push_str(";\n");
    }

    /// A node.
    pub fn node(&mut self, id: &str, attrs: &[(&str, &str)]) {
        self.indent();
        self.out.push_str(id);
        self.attrs(attrs);
        self.out.push_str(";\n");
    }

    /// An edge.
    pub fn edge(&mut self, from: &str, to: &str, attrs: &[(&str, &str)]) {
        self.indent();
        let _ = write!(self.out, "{from} -> {to}");
        self.attrs(attrs);
        self.out.push_str(";\n");
    }

    /// Opens `subgraph cluster_<id> {` with a label; close with
    /// [`end_cluster`](Self::end_cluster).
    pub fn begin_cluster(&mut self, id: &str, label: &str) {
        self.indent();
        let _ = writeln!(self.out, "subgraph cluster_{id} {{");
        self.depth += 1;
        self.indent();
        let _ = writeln!(self.out, "label={};", quote(label));
    }

    /// Closes the innermost cluster.
    pub fn end_cluster(&mut self) {
        self.depth = self.depth.saturating_sub(1).max(1);
        self.indent();
        self.out.push_str("}\n");
    }

    /// The finished text.
    pub fn finish(mut self) -> String {
        self.out.push_str("}\n");
        self.out
    }
}

/// What to draw besides the kind of view.
#[derive(Clone, Copy, Debug, Default)]
pub struct ViewOptions<'a> {
    /// Only this function (its name without `@`); every defined function,
    /// each a cluster, without one.
    pub function: Option<&'a str>,
    /// For [`ViewKind::Uses`]: only the slice of this value (`%x` or `x`,
    /// as the function prints): the definitions it depends on, back to
    /// function and block arguments, and everything that uses it, through
    /// the block arguments its users pass it to.
    pub value: Option<&'a str>,
}

/// The DOT text of `kind` for the function named `function`, or for every
/// defined function of `m` (each a cluster) without one.
pub fn view_dot(
    cx: &Context,
    m: &Module,
    kind: ViewKind,
    function: Option<&str>,
) -> Result<String, ViewError> {
    view_dot_with(
        cx,
        m,
        kind,
        &ViewOptions {
            function,
            value: None,
        },
    )
}

/// The DOT text of `kind` as `opts` ask.
pub fn view_dot_with(
    cx: &Context,
    m: &Module,
    kind: ViewKind,
    opts: &ViewOptions<'_>,
) -> Result<String, ViewError> {
    let function = opts.function;
    let funcs: Vec<(usize, &Function)> = match function {
        Some(name) => {
            let Some((i, f)) = m
                .functions()
                .iter()
                .enumerate()
                .find(|(_, f)| f.name() == name)
            else {
                let names = m.functions().iter().map(Function::name);
                let hint = dxir_ir::closest_name(name, names)
                    .map(|n| format!(" (did you mean `@{n}`?)"))
                    .unwrap_or_default();
                return Err(ViewError::NoFunction {
                    name: name.to_string(),
                    hint,
                });
            };
            if f.is_declaration() {
                return Err(ViewError::Declaration {
                    name: name.to_string(),
                    loc: f.loc(),
                });
            }
            vec![(i, f)]
        }
        None => m
            .functions()
            .iter()
            .enumerate()
            .filter(|(_, f)| !f.is_declaration())
            .collect(),
    };
    if funcs.is_empty() {
        return Err(ViewError::NoDefinedFunction);
    }
    if opts.value.is_some() {
        if kind != ViewKind::Uses {
            return Err(ViewError::ValueNeedsUses(kind.name()));
        }
        if funcs.len() > 1 {
            return Err(ViewError::ValueNeedsFunction(funcs.len()));
        }
    }
    let mut w = DotWriter::new(kind.name());
    w.defaults("graph", &[("fontname", "monospace")]);
    w.defaults("node", &[("shape", "box"), ("fontname", "monospace")]);
    w.defaults("edge", &[("fontname", "monospace")]);
    for (i, f) in funcs {
        let text = FunctionText::new(cx, f);
        let fid = format!("f{i}");
        w.begin_cluster(&fid, &format!("@{}", f.name()));
        match kind {
            ViewKind::Cfg => cfg(cx, f, &text, &fid, &mut w),
            ViewKind::Domtree => domtree(f, &text, &fid, &mut w),
            ViewKind::Uses => {
                let slice = match opts.value {
                    Some(name) => Some(Slice::of(f, &text, name)?),
                    None => None,
                };
                uses(cx, f, &text, &fid, slice.as_ref(), &mut w);
            }
        }
        w.end_cluster();
    }
    Ok(w.finish())
}

/// `--dump-dot DIR` of `dxir opt` and `dxir lower`: an instrumentation
/// that writes the CFG and the dominator tree of every defined function
/// before the first pass (`00-input.cfg.dot`, `00-input.domtree.dot`) and
/// after each pass `NN` (`NN-<pass>.cfg.dot`, ...), numbered as
/// `--dump-dir` numbers its files. A module without a defined function
/// gives an empty graph.
#[derive(Debug)]
pub struct DumpDot {
    dir: std::path::PathBuf,
}

impl DumpDot {
    /// The kinds written at each level.
    pub const KINDS: [ViewKind; 2] = [ViewKind::Cfg, ViewKind::Domtree];

    /// Dumps into `dir` (created if missing).
    pub fn new(dir: impl Into<std::path::PathBuf>) -> Self {
        DumpDot { dir: dir.into() }
    }

    /// The file of view `kind` after pass number `number` (0: the input).
    pub fn file_name(number: usize, pass: &str, kind: ViewKind) -> String {
        format!("{number:02}-{pass}.{}.dot", kind.name())
    }

    fn write(
        &self,
        cx: &Context,
        m: &Module,
        number: usize,
        pass: &str,
    ) -> Result<(), InstrumentError> {
        for kind in Self::KINDS {
            // Without `--function` the only error is a module with no
            // defined function (declarations only): an empty graph then.
            let text = match view_dot(cx, m, kind, None) {
                Ok(text) => text,
                Err(ViewError::NoDefinedFunction) => DotWriter::new(kind.name()).finish(),
                Err(e) => {
                    return Err(InstrumentError::Io {
                        path: self.dir.join(Self::file_name(number, pass, kind)),
                        source: std::io::Error::other(e.to_string()),
                    })
                }
            };
            let path = self.dir.join(Self::file_name(number, pass, kind));
            std::fs::write(&path, text).map_err(|source| InstrumentError::Io { path, source })?;
        }
        Ok(())
    }
}

impl Instrumentation for DumpDot {
    fn before_pipeline(&mut self, cx: &Context, module: &Module) -> Result<(), InstrumentError> {
        std::fs::create_dir_all(&self.dir).map_err(|source| InstrumentError::Io {
            path: self.dir.clone(),
            source,
        })?;
        self.write(cx, module, 0, "input")
    }

    fn after_pass(
        &mut self,
        record: &PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        self.write(cx, module, record.info.index + 1, record.info.name)
    }
}

/// `^bb1(%x: i32)`: a block's label and its arguments with their types.
fn block_header(cx: &Context, f: &Function, text: &FunctionText, b: Block) -> String {
    let body = f.body();
    let mut s = text.block(b).to_string();
    let args = body.block_args(b);
    if !args.is_empty() {
        s.push('(');
        for (i, &a) in args.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(
                s,
                "{}: {}",
                text.value(a),
                type_to_string(cx, body.value_type(a))
            );
        }
        s.push(')');
    }
    s
}

/// The label of successor `i` of the terminator `op` (may be empty).
fn edge_label(cx: &Context, f: &Function, text: &FunctionText, op: Op, i: usize) -> String {
    let body = f.body();
    let n = body.successors(op).len();
    let mut label = if CondBr::match_op(cx, body, op).is_some() {
        if i == 0 { "true" } else { "false" }.to_string()
    } else if Switch::match_op(cx, body, op).is_some() {
        let cases = body.attr(cx, op, "cases").map(|a| cx.attr_data(a).clone());
        match (i, cases) {
            (0, _) => "default".to_string(),
            (i, Some(AttrData::Array(items))) if i <= items.len() => {
                attr_to_string(cx, items[i - 1])
            }
            (i, _) => i.to_string(),
        }
    } else if n > 1 {
        i.to_string()
    } else {
        String::new()
    };
    let args = body.successor_args(op, i);
    if !args.is_empty() {
        if !label.is_empty() {
            label.push(' ');
        }
        let names: Vec<&str> = args.iter().map(|&v| text.value(v)).collect();
        let _ = write!(label, "({})", names.join(", "));
    }
    label
}

fn block_ids(f: &Function, fid: &str) -> HashMap<Block, String> {
    let body = f.body();
    body.region_blocks(body.root())
        .iter()
        .enumerate()
        .map(|(i, &b)| (b, format!("{fid}_b{i}")))
        .collect()
}

fn cfg(cx: &Context, f: &Function, text: &FunctionText, fid: &str, w: &mut DotWriter) {
    let body = f.body();
    let ids = block_ids(f, fid);
    let blocks = body.region_blocks(body.root());
    for &b in blocks {
        let mut label = block_header(cx, f, text, b);
        label.push_str(":\n");
        for op in body.block_ops(b) {
            for line in text.op(op).lines() {
                label.push_str("  ");
                label.push_str(line);
                label.push('\n');
            }
        }
        w.node(&ids[&b], &[("label", &label)]);
    }
    for &b in blocks {
        let Some(term) = body.last_op(b) else {
            continue;
        };
        for (i, s) in body.successors(term).iter().enumerate() {
            // Successors outside the region are invalid IR (the verifier
            // reports them); they have no node to point at.
            let Some(to) = ids.get(s) else {
                continue;
            };
            let label = edge_label(cx, f, text, term, i);
            if label.is_empty() {
                w.edge(&ids[&b], to, &[]);
            } else {
                w.edge(&ids[&b], to, &[("label", &label)]);
            }
        }
    }
}

fn domtree(f: &Function, text: &FunctionText, fid: &str, w: &mut DotWriter) {
    let body = f.body();
    let ids = block_ids(f, fid);
    let tree = DominatorTree::new(body, body.root());
    for &b in body.region_blocks(body.root()) {
        if tree.is_reachable(b) {
            w.node(&ids[&b], &[("label", text.block(b))]);
        } else {
            let label = format!("{} (unreachable)", text.block(b));
            w.node(&ids[&b], &[("label", &label), ("style", "dashed")]);
        }
    }
    for b in tree.preorder() {
        if let Some(d) = tree.idom(b) {
            w.edge(&ids[&d], &ids[&b], &[]);
        }
    }
}

/// The ops and arguments of one value's slice (see [`ViewOptions::value`]).
struct Slice {
    value: Value,
    ops: HashSet<Op>,
    args: HashSet<Value>,
}

impl Slice {
    fn of(f: &Function, text: &FunctionText, name: &str) -> Result<Slice, ViewError> {
        let body = f.body();
        let want = if name.starts_with('%') {
            name.to_string()
        } else {
            format!("%{name}")
        };
        let mut all: Vec<Value> = f.params().to_vec();
        for op in body.walk() {
            if let Some(b) = body.op_block(op) {
                if body.first_op(b) == Some(op) {
                    all.extend_from_slice(body.block_args(b));
                }
            }
            all.extend_from_slice(body.results(op));
        }
        let value = all
            .into_iter()
            .find(|&v| text.value(v) == want)
            .ok_or_else(|| ViewError::NoValue {
                name: want.clone(),
                function: f.name().to_string(),
            })?;
        let mut slice = Slice {
            value,
            ops: HashSet::new(),
            args: HashSet::new(),
        };
        // Back: what the value is computed from.
        let mut work = vec![value];
        while let Some(v) = work.pop() {
            match body.value_def(v) {
                ValueDef::Result { op, .. } => {
                    if slice.ops.insert(op) {
                        work.extend_from_slice(body.operands(op));
                    }
                }
                _ => {
                    slice.args.insert(v);
                }
            }
        }
        // Forward: what uses it, and what a branch passes it on to.
        let mut work = vec![value];
        let mut seen: HashSet<Value> = HashSet::new();
        while let Some(v) = work.pop() {
            if !seen.insert(v) {
                continue;
            }
            if matches!(body.value_def(v), ValueDef::BlockArg { .. }) {
                slice.args.insert(v);
            }
            for u in body.uses(v) {
                slice.ops.insert(u.op);
                work.extend_from_slice(body.results(u.op));
                let mut index = u.index as usize;
                let Some(rest) = index.checked_sub(body.operands(u.op).len()) else {
                    continue;
                };
                index = rest;
                for (i, &succ) in body.successors(u.op).iter().enumerate() {
                    let n = body.successor_args(u.op, i).len();
                    if index < n {
                        if let Some(&a) = body.block_args(succ).get(index) {
                            work.push(a);
                        }
                        break;
                    }
                    index -= n;
                }
            }
        }
        Ok(slice)
    }

    fn has_op(&self, op: Op) -> bool {
        self.ops.contains(&op)
    }

    fn has_arg(&self, v: Value) -> bool {
        self.args.contains(&v)
    }
}

/// The ops of `b` with those of their nested regions, in drawing order.
fn deep_ops(body: &dxir_ir::Body, b: Block) -> Vec<Op> {
    let mut out = Vec::new();
    let mut stack: Vec<Op> = body.block_ops(b).collect();
    stack.reverse();
    while let Some(op) = stack.pop() {
        out.push(op);
        for &r in body.regions(op).iter().rev() {
            for &inner in body.region_blocks(r).iter().rev() {
                let mut inner_ops: Vec<Op> = body.block_ops(inner).collect();
                inner_ops.reverse();
                stack.extend(inner_ops);
            }
        }
    }
    out
}

fn uses(
    cx: &Context,
    f: &Function,
    text: &FunctionText,
    fid: &str,
    slice: Option<&Slice>,
    w: &mut DotWriter,
) {
    let body = f.body();
    let mut op_ids: HashMap<Op, String> = HashMap::new();
    // Ops in the order their nodes were written: the order of the edges.
    let mut op_order: Vec<Op> = Vec::new();
    let mut arg_ids: HashMap<Value, String> = HashMap::new();
    let arg_label = |v: Value| {
        format!(
            "{}: {}",
            text.value(v),
            type_to_string(cx, body.value_type(v))
        )
    };
    // Ids count every op and argument, so a slice keeps the ids of the
    // whole view; the slice's value is drawn bold.
    let keep_op = |op: Op| slice.is_none_or(|s| s.has_op(op));
    let keep_arg = |a: Value| slice.is_none_or(|s| s.has_arg(a));
    let selected = |vs: &[Value]| slice.is_some_and(|s| vs.contains(&s.value));
    let mut next_arg = 0usize;
    let mut next_op = 0usize;
    let mut arg_node = |w: &mut DotWriter, a: Value, arg_ids: &mut HashMap<Value, String>| {
        let id = format!("{fid}_a{next_arg}");
        next_arg += 1;
        if keep_arg(a) {
            let label = arg_label(a);
            if selected(&[a]) {
                w.node(
                    &id,
                    &[("label", &label), ("shape", "ellipse"), ("style", "bold")],
                );
            } else {
                w.node(&id, &[("label", &label), ("shape", "ellipse")]);
            }
            arg_ids.insert(a, id);
        }
    };
    for (bi, &b) in body.region_blocks(body.root()).iter().enumerate() {
        // Ops in nested regions are drawn in the block of their outermost
        // op, after it, each nested block's arguments before its ops.
        let ops = deep_ops(body, b);
        let nested_args = |op: Op| {
            body.regions(op)
                .iter()
                .flat_map(|&r| body.region_blocks(r))
                .flat_map(|&inner| body.block_args(inner))
                .copied()
                .collect::<Vec<Value>>()
        };
        let shown = body.block_args(b).iter().any(|&a| keep_arg(a))
            || ops
                .iter()
                .any(|&op| keep_op(op) || nested_args(op).into_iter().any(keep_arg));
        if shown {
            w.begin_cluster(&format!("{fid}_b{bi}"), text.block(b));
        }
        for &a in body.block_args(b) {
            arg_node(w, a, &mut arg_ids);
        }
        for op in ops {
            let id = format!("{fid}_o{next_op}");
            next_op += 1;
            if keep_op(op) {
                let label = text.op(op).lines().next().unwrap_or("");
                if selected(body.results(op)) {
                    w.node(&id, &[("label", label), ("style", "bold")]);
                } else {
                    w.node(&id, &[("label", label)]);
                }
                op_ids.insert(op, id);
                op_order.push(op);
            }
            for a in nested_args(op) {
                arg_node(w, a, &mut arg_ids);
            }
        }
        if shown {
            w.end_cluster();
        }
    }
    // Edges in op order, operands in order.
    for &op in &op_order {
        let to = &op_ids[&op];
        let operands = body.all_operands(op);
        for (i, &v) in operands.iter().enumerate() {
            let from = match body.value_def(v) {
                ValueDef::Result { op: d, .. } => op_ids.get(&d),
                ValueDef::BlockArg { .. } => arg_ids.get(&v),
                _ => None,
            };
            // A value defined outside the function (invalid IR) has no node.
            let Some(from) = from else {
                continue;
            };
            if operands.len() > 1 {
                w.edge(from, to, &[("label", &i.to_string())]);
            } else {
                w.edge(from, to, &[]);
            }
        }
        // What a branch passes becomes the successor's block arguments:
        // a dashed edge from the branch to each argument it sets.
        for (i, &succ) in body.successors(op).iter().enumerate() {
            let n = body.successor_args(op, i).len();
            for &a in body.block_args(succ).iter().take(n) {
                if let Some(arg) = arg_ids.get(&a) {
                    w.edge(to, arg, &[("style", "dashed")]);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOOP: &str = "\
func @f(%n: i32, %c: i1) -> i32 {
  %z = llvm.constant 0 : i32
  llvm.br [^loop(%z)]
^loop(%i: i32):
  %next = llvm.add %i, %n : i32
  llvm.cond_br %c [^loop(%next), ^exit] : i1
^exit:
  llvm.ret %next : i32
^dead:
  llvm.unreachable
}
";

    fn module(cx: &Context, text: &str) -> Module {
        crate::parse_module(cx, text, "t.dxir").unwrap_or_else(|e| panic!("{e}"))
    }

    /// An edge statement (labels may contain `->`, in function types).
    const EDGE: &str = r"^\s*f\d+_[a-z]\d+ -> f\d+_[a-z]\d+";

    fn lines_matching(dot: &str, pat: &str) -> usize {
        let re = regex::Regex::new(pat).unwrap();
        dot.lines().filter(|l| re.is_match(l)).count()
    }

    #[test]
    fn quote_escapes() {
        assert_eq!(quote("a"), "\"a\"");
        assert_eq!(quote("say \"hi\""), "\"say \\\"hi\\\"\"");
        assert_eq!(quote("a\\b"), "\"a\\\\b\"");
        assert_eq!(quote("l1\nl2\n"), "\"l1\\ll2\\l\"");
        assert_eq!(quote("a\r\nb"), "\"a\\lb\"");
        // Not records: braces, bars and angle brackets stay as they are.
        assert_eq!(quote("{<4 x float>, i1} | x"), "\"{<4 x float>, i1} | x\"");
    }

    #[test]
    fn writer_statements() {
        let mut w = DotWriter::new("g\"1");
        w.defaults("node", &[("shape", "box")]);
        w.begin_cluster("c", "@main");
        w.node("n0", &[("label", "x\ny")]);
        w.edge("n0", "n1", &[]);
        w.edge("n0", "n1", &[("label", "true"), ("color", "red")]);
        w.end_cluster();
        assert_eq!(
            w.finish(),
            "digraph \"g\\\"1\" {\n  node [shape=\"box\"];\n  subgraph cluster_c {\n    \
             label=\"@main\";\n    n0 [label=\"x\\ly\"];\n    n0 -> n1;\n    \
             n0 -> n1 [label=\"true\", color=\"red\"];\n  }\n}\n"
        );
    }

    #[test]
    fn cfg_nodes_edges_and_labels() {
        let cx = crate::context();
        let m = module(&cx, LOOP);
        let dot = view_dot(&cx, &m, ViewKind::Cfg, Some("f")).unwrap();
        assert_eq!(lines_matching(&dot, r"^\s*f0_b\d+ \[label="), 4, "{dot}");
        assert_eq!(lines_matching(&dot, EDGE), 3, "{dot}");
        assert!(dot.contains("f0_b0 -> f0_b1 [label=\"(%z)\"];"), "{dot}");
        assert!(
            dot.contains("f0_b1 -> f0_b1 [label=\"true (%next)\"];"),
            "{dot}"
        );
        assert!(dot.contains("f0_b1 -> f0_b2 [label=\"false\"];"), "{dot}");
        // The block header with its argument, then its ops, each line `\l`.
        assert!(
            dot.contains("label=\"^loop(%i: i32):\\l  %next = llvm.add %i, %n : i32\\l"),
            "{dot}"
        );
    }

    #[test]
    fn domtree_edges() {
        let cx = crate::context();
        let m = module(&cx, LOOP);
        let dot = view_dot(&cx, &m, ViewKind::Domtree, None).unwrap();
        let edges: Vec<&str> = dot.lines().filter(|l| l.contains("->")).collect();
        assert_eq!(
            edges,
            ["    f0_b0 -> f0_b1;", "    f0_b1 -> f0_b2;"],
            "{dot}"
        );
        assert!(
            dot.contains("f0_b3 [label=\"^dead (unreachable)\", style=\"dashed\"];"),
            "{dot}"
        );
    }

    #[test]
    fn uses_edges_follow_operands() {
        let cx = crate::context();
        let m = module(&cx, LOOP);
        let dot = view_dot(&cx, &m, ViewKind::Uses, Some("f")).unwrap();
        // 6 ops; args %n, %c (function) and %i.
        assert_eq!(lines_matching(&dot, r"^\s*f0_o\d+ \["), 6, "{dot}");
        assert_eq!(lines_matching(&dot, r"^\s*f0_a\d+ \["), 3, "{dot}");
        // br: %z; add: %i, %n; cond_br: %c, %next; ret: %next; and the
        // branches set %i (dashed).
        assert_eq!(lines_matching(&dot, EDGE), 8, "{dot}");
        assert!(dot.contains("f0_o1 -> f0_a2 [style=\"dashed\"];"), "{dot}");
        assert!(dot.contains("f0_o3 -> f0_a2 [style=\"dashed\"];"), "{dot}");
        // %z (op 0) feeds the br (op 1); %n (arg 0) is operand 1 of the add.
        assert!(dot.contains("f0_o0 -> f0_o1;"), "{dot}");
        assert!(dot.contains("f0_a0 -> f0_o2 [label=\"1\"];"), "{dot}");
    }

    #[test]
    fn value_slice() {
        let cx = crate::context();
        let m = module(&cx, LOOP);
        let opts = ViewOptions {
            function: None,
            value: Some("next"),
        };
        let dot = view_dot_with(&cx, &m, ViewKind::Uses, &opts).unwrap();
        // %next = add %i, %n; back: %i, %n (arguments); forward: the
        // cond_br (passes it to %i) and the ret. Not %z's constant, the br
        // or %c.
        let nodes: Vec<&str> = dot
            .lines()
            .filter(|l| regex::Regex::new(r"^\s*f0_[ao]\d+ \[").unwrap().is_match(l))
            .map(str::trim)
            .collect();
        assert_eq!(
            nodes,
            [
                "f0_a0 [label=\"%n: i32\", shape=\"ellipse\"];",
                "f0_a2 [label=\"%i: i32\", shape=\"ellipse\"];",
                "f0_o2 [label=\"%next = llvm.add %i, %n : i32\", style=\"bold\"];",
                "f0_o3 [label=\"llvm.cond_br %c [^loop(%next), ^exit] : i1\"];",
                "f0_o4 [label=\"llvm.ret %next : i32\"];",
            ],
            "{dot}"
        );
        // Only the clusters with a member: ^bb0 (%n), ^loop, ^exit.
        assert_eq!(lines_matching(&dot, r"subgraph cluster_f0_b"), 3, "{dot}");
        assert!(!dot.contains("cluster_f0_b3"), "{dot}");
        // add <- %i, %n; cond_br <- %next; ret <- %next; cond_br -> %i.
        assert_eq!(lines_matching(&dot, EDGE), 5, "{dot}");
        assert!(dot.contains("f0_o3 -> f0_a2 [style=\"dashed\"];"), "{dot}");
        // `%z`, named with its `%`: the constant flows on through the br into
        // %i, and from there into everything above.
        let opts = ViewOptions {
            function: Some("f"),
            value: Some("%z"),
        };
        let dot = view_dot_with(&cx, &m, ViewKind::Uses, &opts).unwrap();
        for id in ["f0_o0 [", "f0_o1 [", "f0_a2 [", "f0_o2 [", "f0_o4 ["] {
            assert!(dot.contains(id), "{id} missing:\n{dot}");
        }
        assert!(!dot.contains("f0_a1 ["), "{dot}");
        // Errors.
        let opts = ViewOptions {
            function: None,
            value: Some("nope"),
        };
        let e = view_dot_with(&cx, &m, ViewKind::Uses, &opts).unwrap_err();
        assert_eq!(e.to_string(), "no value `%nope` in `@f`");
        let opts = ViewOptions {
            function: None,
            value: Some("next"),
        };
        let e = view_dot_with(&cx, &m, ViewKind::Cfg, &opts).unwrap_err();
        assert!(matches!(e, ViewError::ValueNeedsUses("cfg")), "{e}");
        let two = module(&cx, &format!("{LOOP}\n{}", LOOP.replace("@f(", "@g(")));
        let e = view_dot_with(&cx, &two, ViewKind::Uses, &opts).unwrap_err();
        assert!(matches!(e, ViewError::ValueNeedsFunction(2)), "{e}");
    }

    #[test]
    fn dump_dot_writes_each_level() {
        let cx = crate::context();
        let mut m = module(&cx, LOOP);
        let dir = std::env::temp_dir().join(format!("dxir-dump-dot-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let mut pm = crate::PassManager::new().with_threads(1);
        pm.extend(
            crate::PassRegistry::builtin()
                .parse_pipeline("cse,dce")
                .unwrap(),
        );
        pm.add_instrumentation(DumpDot::new(&dir));
        pm.run(&cx, &mut m).unwrap();
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        assert_eq!(
            files,
            [
                "00-input.cfg.dot",
                "00-input.domtree.dot",
                "01-cse.cfg.dot",
                "01-cse.domtree.dot",
                "02-dce.cfg.dot",
                "02-dce.domtree.dot",
            ]
        );
        let last = std::fs::read_to_string(dir.join("02-dce.cfg.dot")).unwrap();
        assert_eq!(last, view_dot(&cx, &m, ViewKind::Cfg, None).unwrap());
        std::fs::remove_dir_all(&dir).unwrap();
        // Declarations only: an empty graph, not an error.
        let mut m = module(&cx, "func @decl(i32)\n");
        let mut pm = crate::PassManager::new().with_threads(1);
        pm.add_instrumentation(DumpDot::new(&dir));
        pm.run(&cx, &mut m).unwrap();
        let input = std::fs::read_to_string(dir.join("00-input.domtree.dot")).unwrap();
        assert_eq!(input, "digraph \"domtree\" {\n}\n");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn deterministic() {
        let cx = crate::context();
        for kind in [ViewKind::Cfg, ViewKind::Domtree, ViewKind::Uses] {
            let a = view_dot(&cx, &module(&cx, LOOP), kind, None).unwrap();
            let cx2 = crate::context();
            let b = view_dot(&cx2, &module(&cx2, LOOP), kind, None).unwrap();
            assert_eq!(a, b, "{kind:?}");
        }
    }

    #[test]
    fn errors() {
        let cx = crate::context();
        let m = module(&cx, &format!("func @decl(i32)\n{LOOP}"));
        let e = view_dot(&cx, &m, ViewKind::Cfg, Some("g")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no function `@g` in the module (did you mean `@f`?)"
        );
        let e = view_dot(&cx, &m, ViewKind::Cfg, Some("decl")).unwrap_err();
        assert!(matches!(e, ViewError::Declaration { .. }), "{e}");
        assert_ne!(e.loc(), Loc::UNKNOWN);
        // Declarations are left out of the whole-module view.
        let dot = view_dot(&cx, &m, ViewKind::Cfg, None).unwrap();
        assert!(dot.contains("cluster_f1 {"), "{dot}");
        assert!(!dot.contains("cluster_f0 {"), "{dot}");
        let m = module(&cx, "func @decl(i32)\n");
        assert!(matches!(
            view_dot(&cx, &m, ViewKind::Uses, None),
            Err(ViewError::NoDefinedFunction)
        ));
    }
}
