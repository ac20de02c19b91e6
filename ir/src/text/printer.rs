//! The printer: canonical, deterministic text for modules and functions.
//!
//! Values and blocks print with their source names where those are unique
//! in the body (the first in textual order keeps the name); the rest are
//! numbered afresh for each body in textual order (`%0, %1, ...`,
//! `^bb0, ^bb1, ...`), so the output never depends on arena slots or on the
//! order things were interned in. Labelling is a separate pass before
//! printing because a use may come textually before its definition (a block
//! later in the text can dominate an earlier one).

use super::lexer::{is_bare_ident, is_bare_name, is_block_number, write_quoted};
use super::names::is_numeric_name;
use super::syntax::OpPrinter;
use crate::attr::{sign_extend, Attr, AttrData, AttrDict};
use crate::body::Body;
use crate::context::Context;
use crate::dialect::OpView;
use crate::entity::{Block, Op, Region, Value};
use crate::loc::{push_decimal, Loc};
use crate::module::{Function, Module};
use crate::types::{StructBody, Type, TypeData};
use rustc_hash::FxHashSet;
use slotmap::SecondaryMap;
use std::fmt::Write;

/// How to print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// Print each op's and function's `loc(...)`. Off by default so that
    /// printed IR is stable when it is moved between files.
    pub locs: bool,
}

/// Prints a whole module in canonical form (no locations).
///
/// # Example
/// ```
/// use dxir_ir::{parse_module, print_module, Context};
/// let cx = Context::new();
/// let text = "func @f(%0: i32) -> i32 {\n  \"test.ret\"(%0) : (i32) -> ()\n}\n";
/// let m = parse_module(&cx, text, "f.dxir").unwrap();
/// assert_eq!(print_module(&cx, &m), text);
/// ```
pub fn print_module(cx: &Context, m: &Module) -> String {
    print_module_with(cx, m, &PrintOptions::default())
}

/// Prints a whole module with options.
pub fn print_module_with(cx: &Context, m: &Module, opts: &PrintOptions) -> String {
    let mut chunks: Vec<String> = Vec::new();
    let mut p = Printer::new(cx, opts);
    if !m.attrs.is_empty() {
        p.out.push_str("module attributes ");
        write_attr_dict_braces(&mut p.out, cx, &m.attrs, &[]);
        p.out.push('\n');
        chunks.push(p.take());
    }
    let mut types = String::new();
    for (ty, body) in cx.named_structs() {
        types.push_str("type ");
        write_type(&mut types, cx, ty);
        types.push_str(" = ");
        match body {
            StructBody::Opaque => types.push_str("opaque"),
            StructBody::Fields { fields, packed } => write_struct(&mut types, cx, &fields, packed),
        }
        types.push('\n');
    }
    if !types.is_empty() {
        chunks.push(types);
    }
    let globals = m.globals();
    if globals.first_op(m.globals_block()).is_some() {
        p.label_body(globals, None);
        for op in globals.block_ops(m.globals_block()) {
            p.print_op(globals, op);
        }
        chunks.push(p.take());
    }
    for f in m.functions() {
        p.print_function(f);
        chunks.push(p.take());
    }
    chunks.join("\n")
}

/// Prints one function (values numbered from `%0` within it).
pub fn print_function(cx: &Context, f: &Function) -> String {
    let mut p = Printer::new(cx, &PrintOptions::default());
    p.print_function(f);
    p.out
}

/// The printed text of a function's pieces, labelled as [`print_function`]
/// labels them: each block's label (`^bb1`, `^loop`), each value's
/// (`%0`, `%x`) and each op's line (`%0 = llvm.add %a, %b : i32`, with no
/// indentation; an op with regions spans several lines). For views of a
/// function (`dxir view`) that show the same names as the printed module.
///
/// # Example
/// ```
/// use dxir_ir::{parse_module, Context, FunctionText};
/// let cx = Context::new();
/// let text = "func @f(%a: i32) {\n  \"test.ret\"(%a) : (i32) -> ()\n}\n";
/// let m = parse_module(&cx, text, "f.dxir").unwrap();
/// let f = &m.functions()[0];
/// let t = FunctionText::new(&cx, f);
/// let body = f.body();
/// assert_eq!(t.value(f.params()[0]), "%a");
/// let entry = f.entry().unwrap();
/// assert_eq!(t.block(entry), "^bb0");
/// let op = body.first_op(entry).unwrap();
/// assert_eq!(t.op(op), "\"test.ret\"(%a) : (i32) -> ()");
/// ```
#[derive(Clone, Debug, Default)]
pub struct FunctionText {
    values: SecondaryMap<Value, String>,
    blocks: SecondaryMap<Block, String>,
    ops: SecondaryMap<Op, String>,
}

impl FunctionText {
    /// Prints the pieces of `f` (nothing for a declaration).
    pub fn new(cx: &Context, f: &Function) -> Self {
        let body = f.body();
        let mut p = Printer::new(cx, &PrintOptions::default());
        p.label_body(body, f.entry());
        let mut t = FunctionText::default();
        let mut stack = vec![body.root()];
        while let Some(r) = stack.pop() {
            for &b in body.region_blocks(r) {
                p.write_block(body, b);
                t.blocks.insert(b, p.take());
                for &a in body.block_args(b) {
                    p.write_value(body, a);
                    t.values.insert(a, p.take());
                }
                for op in body.block_ops(b) {
                    for &v in body.results(op) {
                        p.write_value(body, v);
                        t.values.insert(v, p.take());
                    }
                    p.print_op(body, op);
                    let mut line = p.take();
                    if line.ends_with('\n') {
                        line.pop();
                    }
                    t.ops.insert(op, line);
                    stack.extend(body.regions(op).iter().rev());
                }
            }
        }
        t
    }

    /// The label of `v` (`%dangling.N` for a value outside the body).
    pub fn value(&self, v: Value) -> &str {
        self.values.get(v).map_or("%dangling", String::as_str)
    }

    /// The label of `b` (`^dangling` for a block outside the body).
    pub fn block(&self, b: Block) -> &str {
        self.blocks.get(b).map_or("^dangling", String::as_str)
    }

    /// The printed text of `op` (empty for an op outside the body).
    pub fn op(&self, op: Op) -> &str {
        self.ops.get(op).map_or("", String::as_str)
    }
}

/// The text of a type, e.g. `<4 x float>`.
pub fn type_to_string(cx: &Context, ty: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, cx, ty);
    s
}

/// The text of an attribute, e.g. `5 : i32`.
pub fn attr_to_string(cx: &Context, attr: Attr) -> String {
    let mut s = String::new();
    write_attr(&mut s, cx, attr);
    s
}

/// How a value or block prints: `%N`/`^bbN`, or with its source name
/// (looked up in the body when printed, so labelling copies no strings),
/// bare or quoted as decided once when labelling, not at every use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Num(u32),
    Name { quoted: bool },
}

impl Label {
    fn is_name(self) -> bool {
        matches!(self, Label::Name { .. })
    }
}

/// The state of one labelling pass over a body. The name sets stay empty
/// (and unallocated) in a body without names.
#[derive(Default)]
struct Labeller<'b> {
    next_value: u32,
    next_block: u32,
    value_names: FxHashSet<&'b str>,
    block_names: FxHashSet<&'b str>,
    /// The function's entry block, while labelling a function body.
    entry: Option<Block>,
    /// Whether some op branches to `entry` (only invalid IR does).
    entry_targeted: bool,
}

impl<'b> Labeller<'b> {
    /// The source name when it is printable and not taken yet, otherwise
    /// the next number. Digit-only names would read back as numbers.
    fn value(&mut self, name: Option<&'b str>) -> Label {
        match name {
            Some(n) if !n.is_empty() && !is_numeric_name(n) && self.value_names.insert(n) => {
                Label::Name {
                    quoted: !is_bare_name(n),
                }
            }
            _ => {
                self.next_value += 1;
                Label::Num(self.next_value - 1)
            }
        }
    }

    /// Like [`Labeller::value`] for blocks; `bbN` names are fine, as they
    /// print quoted.
    fn block(&mut self, name: Option<&'b str>) -> Label {
        match name {
            Some(n) if !n.is_empty() && self.block_names.insert(n) => Label::Name {
                quoted: !is_bare_name(n) || is_block_number(n),
            },
            _ => {
                self.next_block += 1;
                Label::Num(self.next_block - 1)
            }
        }
    }
}

pub(crate) struct Printer<'a> {
    pub(crate) cx: &'a Context,
    pub(crate) out: String,
    locs: bool,
    values: SecondaryMap<Value, Label>,
    blocks: SecondaryMap<Block, Label>,
    /// Whether the body being printed has a function entry block that some
    /// op branches to; its label is then printed in the function header.
    entry_targeted: bool,
    /// Nesting depth of the ops being printed (1 in a function body).
    indent: usize,
}

impl<'a> Printer<'a> {
    fn new(cx: &'a Context, opts: &PrintOptions) -> Self {
        Printer {
            cx,
            out: String::new(),
            locs: opts.locs,
            values: SecondaryMap::new(),
            blocks: SecondaryMap::new(),
            entry_targeted: false,
            indent: 0,
        }
    }

    fn take(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// Labels the values and blocks of `body` in textual order. `entry` is
    /// the function's entry block, whose header is never printed.
    fn label_body(&mut self, body: &Body, entry: Option<Block>) {
        self.values.clear();
        self.blocks.clear();
        let mut l = Labeller {
            entry,
            ..Labeller::default()
        };
        self.label_region(body, body.root(), &mut l);
        self.entry_targeted = l.entry_targeted;
    }

    fn label_region<'b>(&mut self, body: &'b Body, r: Region, l: &mut Labeller<'b>) {
        for &b in body.region_blocks(r) {
            self.blocks.insert(b, l.block(body.block_name(b)));
            for &a in body.block_args(b) {
                self.values.insert(a, l.value(body.value_name(a)));
            }
            for op in body.block_ops(b) {
                for &v in body.results(op) {
                    self.values.insert(v, l.value(body.value_name(v)));
                }
                if let Some(e) = l.entry {
                    l.entry_targeted |= body.successors(op).contains(&e);
                }
                for &inner in body.regions(op) {
                    self.label_region(body, inner, l);
                }
            }
        }
    }

    fn print_function(&mut self, f: &Function) {
        let cx = self.cx;
        let body = f.body();
        self.label_body(body, f.entry());
        self.out.push_str("func ");
        write_name(&mut self.out, '@', f.name());
        self.out.push('(');
        let (ret, vararg) = match cx.type_data(f.ty()) {
            TypeData::Function { ret, vararg, .. } => (*ret, *vararg),
            _ => (cx.types().void, false),
        };
        let mut first = true;
        let mut sep = |out: &mut String| {
            if !std::mem::take(&mut first) {
                out.push_str(", ");
            }
        };
        if f.is_declaration() {
            for &t in f.param_types(cx) {
                sep(&mut self.out);
                write_type(&mut self.out, cx, t);
            }
        } else {
            for &v in f.params() {
                sep(&mut self.out);
                self.write_value(body, v);
                self.out.push_str(": ");
                write_type(&mut self.out, cx, body.value_type(v));
            }
        }
        if vararg {
            sep(&mut self.out);
            self.out.push_str("...");
        }
        self.out.push(')');
        if ret != cx.types().void {
            self.out.push_str(" -> ");
            write_type(&mut self.out, cx, ret);
        }
        if !f.attrs().is_empty() {
            self.out.push_str(" attributes ");
            write_attr_dict_braces(&mut self.out, cx, f.attrs(), &[]);
        }
        if self.locs {
            self.write_loc(f.loc());
        }
        if let Some(entry) = f.entry() {
            // The entry block has no header: its label, when it matters,
            // goes before the brace.
            if self.blocks.get(entry).is_some_and(|l| l.is_name()) || self.entry_targeted {
                self.out.push(' ');
                self.write_block(body, entry);
            }
            self.out.push_str(" {\n");
            self.indent = 1;
            for (i, &b) in body.region_blocks(body.root()).iter().enumerate() {
                self.print_block(body, b, i > 0);
            }
            self.indent = 0;
            self.out.push('}');
            debug_assert_eq!(body.region_blocks(body.root()).first(), Some(&entry));
        }
        self.out.push('\n');
    }

    fn write_indent(&mut self, extra_less: usize) {
        for _ in 0..(self.indent * 2).saturating_sub(extra_less) {
            self.out.push(' ');
        }
    }

    fn print_block(&mut self, body: &Body, b: Block, header: bool) {
        if header {
            self.write_indent(2);
            self.write_block(body, b);
            let args = body.block_args(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_value(body, a);
                    self.out.push_str(": ");
                    write_type(&mut self.out, self.cx, body.value_type(a));
                }
                self.out.push(')');
            }
            self.out.push_str(":\n");
        }
        for op in body.block_ops(b) {
            self.print_op(body, op);
        }
    }

    /// Prints `{ ... }` for a nested region, at the current indentation.
    pub(crate) fn print_region(&mut self, body: &Body, r: Region) {
        let blocks = body.region_blocks(r);
        if blocks.is_empty() {
            self.out.push_str("{}");
            return;
        }
        self.out.push_str("{\n");
        self.indent += 1;
        for (i, &b) in blocks.iter().enumerate() {
            // The entry header may be left out only when nothing is lost:
            // no arguments, no printed name, and at least one op to show
            // the block exists.
            let header = i > 0
                || !body.block_args(b).is_empty()
                || body.first_op(b).is_none()
                || self.blocks.get(b).is_some_and(|l| l.is_name());
            self.print_block(body, b, header);
        }
        self.indent -= 1;
        self.write_indent(0);
        self.out.push('}');
    }

    pub(crate) fn print_op(&mut self, body: &Body, op: Op) {
        let cx = self.cx;
        self.write_indent(0);
        let results = body.results(op);
        if !results.is_empty() {
            for (i, &v) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_value(body, v);
            }
            self.out.push_str(" = ");
        }
        let name = cx.op_name_str(body.op_name(op));
        let view = OpView { cx, body, op };
        let custom = body
            .op_def(cx, op)
            .and_then(|d| d.syntax)
            .filter(|s| is_bare_ident(name) && s.accepts(&view));
        match custom {
            Some(syntax) => {
                self.out.push_str(name);
                syntax.print(&mut OpPrinter::new(self, body), op);
            }
            None => self.print_generic(body, op),
        }
        if self.locs {
            self.write_loc(body.loc(op));
        }
        self.out.push('\n');
    }

    fn print_generic(&mut self, body: &Body, op: Op) {
        let cx = self.cx;
        write_quoted(&mut self.out, cx.op_name_str(body.op_name(op)));
        self.out.push('(');
        self.write_values(body, body.operands(op));
        self.out.push(')');
        let succs = body.successors(op);
        if !succs.is_empty() {
            self.out.push_str(" [");
            for i in 0..succs.len() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.write_successor(body, op, i);
            }
            self.out.push(']');
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(body, r);
            }
            self.out.push(')');
        }
        write_attr_dict(&mut self.out, cx, body.attrs(op), &[]);
        self.out.push_str(" : (");
        for (i, &v) in body.operands(op).iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write_type(&mut self.out, cx, body.value_type(v));
        }
        self.out.push_str(") -> ");
        let results = body.results(op);
        if results.len() == 1 {
            write_type(&mut self.out, cx, body.value_type(results[0]));
        } else {
            self.out.push('(');
            for (i, &v) in results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write_type(&mut self.out, cx, body.value_type(v));
            }
            self.out.push(')');
        }
    }

    /// `^bbN` or `^bbN(%a, %b)`.
    pub(crate) fn write_successor(&mut self, body: &Body, op: Op, i: usize) {
        self.write_block(body, body.successors(op)[i]);
        let args = body.successor_args(op, i);
        if !args.is_empty() {
            self.out.push('(');
            self.write_values(body, args);
            self.out.push(')');
        }
    }

    pub(crate) fn write_values(&mut self, body: &Body, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_value(body, v);
        }
    }

    /// `%N` or `%name`, as labelled.
    pub(crate) fn write_value(&mut self, body: &Body, v: Value) {
        match self.values.get(v) {
            Some(Label::Num(n)) => {
                self.out.push('%');
                push_decimal(&mut self.out, *n as u64);
            }
            Some(&Label::Name { quoted }) => {
                write_label(&mut self.out, '%', body.value_name(v).unwrap_or(""), quoted);
            }
            // A value not in this body's tree (a placeholder, or a value of
            // an erased op): print something that parses as an undefined
            // name, so the problem is reported, not hidden.
            None => {
                let _ = write!(self.out, "%dangling.{v}");
            }
        }
    }

    /// `^bbN` or `^name`, as labelled.
    fn write_block(&mut self, body: &Body, b: Block) {
        match self.blocks.get(b) {
            Some(Label::Num(n)) => {
                self.out.push_str("^bb");
                push_decimal(&mut self.out, *n as u64);
            }
            Some(&Label::Name { quoted }) => {
                write_label(&mut self.out, '^', body.block_name(b).unwrap_or(""), quoted);
            }
            None => {
                let _ = write!(self.out, "^dangling.{b}");
            }
        }
    }

    fn write_loc(&mut self, loc: Loc) {
        if loc.is_unknown() {
            self.out.push_str(" loc(unknown)");
        } else {
            self.out.push_str(" loc(");
            write_quoted(&mut self.out, self.cx.file_name(loc.file));
            let _ = write!(self.out, ":{}:{})", loc.line, loc.col);
        }
    }
}

/// `@name`, `%name` or `^name`, quoted when it is not a bare name.
pub(crate) fn write_name(out: &mut String, sigil: char, name: &str) {
    out.push(sigil);
    if is_bare_name(name) {
        out.push_str(name);
    } else {
        write_quoted(out, name);
    }
}

/// `sigil` and `name`, quoted or not as the caller decided.
fn write_label(out: &mut String, sigil: char, name: &str, quoted: bool) {
    out.push(sigil);
    if quoted {
        write_quoted(out, name);
    } else {
        out.push_str(name);
    }
}

/// `^name` for a block's source name: quoted when it is not a bare name, or
/// when it looks like a number (`^"bb7"`), which an unquoted label would
/// make an unnamed block.
pub(crate) fn write_block_name(out: &mut String, name: &str) {
    if is_block_number(name) {
        out.push('^');
        write_quoted(out, name);
    } else {
        write_name(out, '^', name);
    }
}

fn write_struct(out: &mut String, cx: &Context, fields: &[Type], packed: bool) {
    out.push_str(if packed { "<{" } else { "{" });
    write_type_list(out, cx, fields);
    out.push_str(if packed { "}>" } else { "}" });
}

fn write_type_list(out: &mut String, cx: &Context, tys: &[Type]) {
    for (i, &t) in tys.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(out, cx, t);
    }
}

/// Appends the text of `ty`.
pub(crate) fn write_type(out: &mut String, cx: &Context, ty: Type) {
    match cx.type_data(ty) {
        TypeData::Void => out.push_str("void"),
        TypeData::Int(w) => {
            out.push('i');
            push_decimal(out, *w as u64);
        }
        TypeData::Half => out.push_str("half"),
        TypeData::Float => out.push_str("float"),
        TypeData::Double => out.push_str("double"),
        TypeData::Ptr { addr_space: 0 } => out.push_str("ptr"),
        TypeData::Ptr { addr_space } => {
            let _ = write!(out, "ptr addrspace({addr_space})");
        }
        TypeData::Metadata => out.push_str("metadata"),
        TypeData::Vector { len, elem } => {
            let _ = write!(out, "<{len} x ");
            write_type(out, cx, *elem);
            out.push('>');
        }
        TypeData::Array { len, elem } => {
            let _ = write!(out, "[{len} x ");
            write_type(out, cx, *elem);
            out.push(']');
        }
        TypeData::Struct { fields, packed } => write_struct(out, cx, fields, *packed),
        TypeData::Named(name) => write_name(out, '%', name),
        TypeData::TargetExt { name, types, ints } => {
            out.push_str("target(");
            write_quoted(out, name);
            for &t in types {
                out.push_str(", ");
                write_type(out, cx, t);
            }
            for i in ints {
                let _ = write!(out, ", {i}");
            }
            out.push(')');
        }
        TypeData::Function {
            ret,
            params,
            vararg,
        } => {
            write_type(out, cx, *ret);
            out.push_str(" (");
            write_type_list(out, cx, params);
            if *vararg {
                out.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            out.push(')');
        }
    }
}

/// Appends the text of `attr`.
pub(crate) fn write_attr(out: &mut String, cx: &Context, attr: Attr) {
    match cx.attr_data(attr) {
        AttrData::Unit => out.push_str("unit"),
        AttrData::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        AttrData::Int { bits, ty } => {
            match cx.int_width(*ty) {
                Some(1) => {
                    let _ = write!(out, "{}", bits & 1);
                }
                Some(w) => {
                    let _ = write!(out, "{}", sign_extend(*bits, w));
                }
                None => {
                    let _ = write!(out, "{bits}");
                }
            }
            out.push_str(" : ");
            write_type(out, cx, *ty);
        }
        AttrData::Float { bits, ty } => {
            write_float(out, cx, *bits, *ty);
            out.push_str(" : ");
            write_type(out, cx, *ty);
        }
        AttrData::Str(s) => write_quoted(out, s),
        AttrData::Bytes(b) => {
            out.push('b');
            crate::text::lexer::write_quoted_bytes(out, b);
        }
        AttrData::Type(t) => {
            out.push_str("type(");
            write_type(out, cx, *t);
            out.push(')');
        }
        AttrData::Array(items) => {
            out.push('[');
            for (i, &a) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr(out, cx, a);
            }
            out.push(']');
        }
        AttrData::Dict(entries) => {
            let mut sorted: Vec<(&str, Attr)> = entries.iter().map(|(k, a)| (&**k, *a)).collect();
            sorted.sort_by(|a, b| a.0.cmp(b.0));
            write_entries(out, cx, &sorted);
        }
        AttrData::Symbol(name) => write_name(out, '@', name),
        AttrData::Undef(t) => typed_keyword(out, cx, "undef", *t),
        AttrData::Poison(t) => typed_keyword(out, cx, "poison", *t),
        AttrData::Zero(t) => typed_keyword(out, cx, "zeroinitializer", *t),
    }
}

fn typed_keyword(out: &mut String, cx: &Context, kw: &str, ty: Type) {
    out.push_str(kw);
    out.push_str(" : ");
    write_type(out, cx, ty);
}

/// Decimal when finite and exact (Rust prints the shortest text that reads
/// back to the same bits), otherwise the IEEE bits of the type in hex;
/// `half` is always hex (`0xH3C00`).
fn write_float(out: &mut String, cx: &Context, bits: u64, ty: Type) {
    match cx.type_data(ty) {
        TypeData::Half => {
            let _ = write!(out, "0xH{bits:04X}");
        }
        TypeData::Float => {
            let f = f32::from_bits(bits as u32);
            if bits >> 32 == 0 && f.is_finite() {
                let s = format!("{f:?}");
                if s.parse::<f32>().map(f32::to_bits) == Ok(bits as u32) {
                    out.push_str(&s);
                    return;
                }
            }
            let _ = write!(out, "0x{bits:08X}");
        }
        _ => {
            let f = f64::from_bits(bits);
            if f.is_finite() {
                let s = format!("{f:?}");
                if s.parse::<f64>().map(f64::to_bits) == Ok(bits) {
                    out.push_str(&s);
                    return;
                }
            }
            let _ = write!(out, "0x{bits:016X}");
        }
    }
}

fn write_key(out: &mut String, key: &str) {
    if is_bare_ident(key) {
        out.push_str(key);
    } else {
        write_quoted(out, key);
    }
}

fn write_entries(out: &mut String, cx: &Context, entries: &[(&str, Attr)]) {
    out.push('{');
    for (i, &(k, a)) in entries.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_key(out, k);
        if *cx.attr_data(a) != AttrData::Unit {
            out.push_str(" = ");
            write_attr(out, cx, a);
        }
    }
    out.push('}');
}

/// Appends ` {k = v, ...}` for the entries of `attrs` not in `elide`, sorted
/// by key text; nothing when no entry is left.
pub(crate) fn write_attr_dict(out: &mut String, cx: &Context, attrs: &AttrDict, elide: &[&str]) {
    if attrs.is_empty() {
        return;
    }
    let mut entries = attrs.sorted(cx);
    entries.retain(|(k, _)| !elide.contains(k));
    if !entries.is_empty() {
        out.push(' ');
        write_entries(out, cx, &entries);
    }
}

/// Appends `{k = v, ...}` (braces even when empty).
fn write_attr_dict_braces(out: &mut String, cx: &Context, attrs: &AttrDict, elide: &[&str]) {
    let mut entries = attrs.sorted(cx);
    entries.retain(|(k, _)| !elide.contains(k));
    write_entries(out, cx, &entries);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attr(cx: &Context, d: AttrData) -> String {
        attr_to_string(cx, cx.intern_attr(d))
    }

    #[test]
    fn decimal_digits() {
        for n in [0u64, 7, 10, 99, 12345, u64::MAX] {
            let mut s = String::new();
            push_decimal(&mut s, n);
            assert_eq!(s, n.to_string());
        }
    }

    #[test]
    fn types_print() {
        let cx = Context::new();
        let t = cx.types();
        let v4 = cx.vector_type(t.float, 4);
        let cases = [
            (t.void, "void"),
            (cx.int_type(128), "i128"),
            (t.ptr, "ptr"),
            (cx.ptr_type(3), "ptr addrspace(3)"),
            (t.metadata, "metadata"),
            (v4, "<4 x float>"),
            (cx.array_type(t.i8, 0), "[0 x i8]"),
            (cx.struct_type(vec![], false), "{}"),
            (cx.struct_type(vec![t.i32, t.half], true), "<{i32, half}>"),
            (cx.named_type("dx.types.Handle"), "%dx.types.Handle"),
            (cx.named_type("has space"), "%\"has space\""),
            (
                cx.target_ext_type("dx.TypedBuffer", vec![v4], vec![1, 0, 0]),
                "target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0)",
            ),
            (cx.target_ext_type("t", vec![], vec![]), "target(\"t\")"),
            (cx.function_type(t.i32, vec![t.ptr], true), "i32 (ptr, ...)"),
            (cx.function_type(t.void, vec![], true), "void (...)"),
        ];
        for (ty, text) in cases {
            assert_eq!(type_to_string(&cx, ty), text);
        }
    }

    #[test]
    fn int_attrs_print_signed_and_i1_unsigned() {
        let cx = Context::new();
        let t = cx.types();
        assert_eq!(attr_to_string(&cx, cx.int_attr(t.i8, -1)), "-1 : i8");
        assert_eq!(attr_to_string(&cx, cx.int_attr(t.i8, 200)), "-56 : i8");
        assert_eq!(attr_to_string(&cx, cx.int_attr(t.i1, 1)), "1 : i1");
        assert_eq!(attr_to_string(&cx, cx.int_attr(t.i1, -1)), "1 : i1");
        let i128t = cx.int_type(128);
        assert_eq!(
            attr_to_string(&cx, cx.int_attr(i128t, i128::MIN)),
            "-170141183460469231731687303715884105728 : i128"
        );
    }

    #[test]
    fn float_attrs_print_decimal_or_hex() {
        let cx = Context::new();
        let t = *cx.types();
        let f = |bits: u64, ty| attr(&cx, AttrData::Float { bits, ty });
        assert_eq!(f(1.5f64.to_bits(), t.double), "1.5 : double");
        assert_eq!(f((-0.0f64).to_bits(), t.double), "-0.0 : double");
        assert_eq!(f(1e100f64.to_bits(), t.double), "1e100 : double");
        assert_eq!(f(0.1f32.to_bits() as u64, t.float), "0.1 : float");
        assert_eq!(
            f(f64::NAN.to_bits(), t.double),
            "0x7FF8000000000000 : double"
        );
        assert_eq!(
            f(f32::NEG_INFINITY.to_bits() as u64, t.float),
            "0xFF800000 : float"
        );
        assert_eq!(f(0x3C00, t.half), "0xH3C00 : half");
        assert_eq!(f(1, t.double), "5e-324 : double");
    }

    #[test]
    fn other_attrs_print() {
        let cx = Context::new();
        let t = *cx.types();
        let a = cx.unit_attr();
        let b = cx.bool_attr(false);
        assert_eq!(attr(&cx, AttrData::Unit), "unit");
        assert_eq!(attr(&cx, AttrData::Str("a\"\n".into())), "\"a\\\"\\0A\"");
        assert_eq!(attr(&cx, AttrData::Type(t.i32)), "type(i32)");
        assert_eq!(attr(&cx, AttrData::Array(vec![a, b])), "[unit, false]");
        assert_eq!(attr(&cx, AttrData::Array(vec![])), "[]");
        assert_eq!(
            attr(
                &cx,
                AttrData::Dict(vec![("z".into(), b), ("a b".into(), a), ("k".into(), a)])
            ),
            "{\"a b\", k, z = false}"
        );
        assert_eq!(attr(&cx, AttrData::Symbol("main".into())), "@main");
        assert_eq!(attr(&cx, AttrData::Symbol("".into())), "@\"\"");
        assert_eq!(attr(&cx, AttrData::Undef(t.i32)), "undef : i32");
        assert_eq!(attr(&cx, AttrData::Poison(t.ptr)), "poison : ptr");
        assert_eq!(
            attr(&cx, AttrData::Zero(cx.vector_type(t.i8, 2))),
            "zeroinitializer : <2 x i8>"
        );
    }
}
