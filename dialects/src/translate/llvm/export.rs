//! The exporter: a dxir [`Module`] of `llvm` dialect ops becomes LLVM IR
//! text that LLVM 22's `llvm-as` reads.
//!
//! It is the importer's inverse (see `docs/llvm-interop.md`): block
//! arguments become `phi`s with one entry per incoming edge, constant ops
//! and ops marked `constexpr` are folded into their users' operands,
//! function and call-site attributes go into deduplicated `#N` groups, and
//! unnamed values, blocks, globals and metadata nodes are numbered the way
//! LLVM requires. Value and block names are kept where they are unique in
//! their function. Output depends only on the IR, so exporting, importing
//! and exporting again gives the same bytes.

use super::write::{
    is_bare_name, write_float, write_i128, write_name, write_quoted, write_struct_body,
    write_type_name, TypeWriter,
};
use crate::{dx, dxil};
use dxir_ir::{
    push_decimal, sign_extend, Attr, AttrData, AttrDict, Block, Body, Context, DenseMap, Function,
    Loc, Module, Op, OpName, OpNameMap, StructBody, Type, TypeData, Value, ValueDef,
};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::Arc;

/// Why a module cannot be written as LLVM IR.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExportErrorKind {
    /// An op with no LLVM IR form: an unregistered op, or one of another
    /// dialect that must be lowered first.
    #[error("`{0}` has no LLVM IR form")]
    UnknownOp(String),
    /// An op with regions (LLVM IR has no nested code).
    #[error("`{0}` has regions, which LLVM IR cannot express")]
    Regions(String),
    /// An op whose operands, results or attributes do not fit its LLVM
    /// instruction.
    #[error("`{op}`: {why}")]
    BadOp {
        /// The op's name.
        op: String,
        /// What is wrong.
        why: &'static str,
    },
    /// A reference to a global, function or metadata node that the module
    /// does not define.
    #[error("`{op}` refers to undefined symbol @{name}")]
    UndefinedSymbol {
        /// The op that refers to it.
        op: String,
        /// The symbol's name.
        name: String,
    },
    /// A value with no definition left (a forward-reference placeholder).
    #[error("`{0}` uses a value that is not defined")]
    Placeholder(String),
    /// A function other than an intrinsic that takes or returns a DirectX
    /// resource type: LLVM 22 takes those types like `token`, which only
    /// intrinsics may have in their signature. dxir reads such functions
    /// (a vendor function a rule lowers, say) but cannot write them back.
    #[error(
        "@{function} takes or returns {ty}, which LLVM 22 allows only in the signature of an \
         intrinsic (the type is token-like): lower the function's calls first"
    )]
    TokenLikeSignature {
        /// The function.
        function: String,
        /// The type, printed.
        ty: String,
    },
    /// A block argument (a `phi`) of a DirectX resource type: LLVM 22
    /// rejects phis of token-like types ("PHI nodes cannot have token
    /// type!"), so a merged handle must be forwarded before it is written.
    #[error(
        "a phi of {ty}, which LLVM 22 rejects (the type is token-like): run the \
         `forward-handle-accesses` pass first"
    )]
    TokenLikePhi {
        /// The type, printed.
        ty: String,
    },
}

/// An export failure: what went wrong, and the location of the op it is
/// about.
///
/// `Display` gives `FILE:LINE:COL: error: MESSAGE` when the op has a
/// location, `error: MESSAGE` otherwise.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}error: {kind}", location_prefix(.file, .loc))]
pub struct ExportError {
    /// What went wrong.
    pub kind: ExportErrorKind,
    /// The op's location.
    pub loc: Loc,
    /// The name of the location's file (empty when unknown).
    pub file: String,
}

fn location_prefix(file: &str, loc: &Loc) -> String {
    if loc.is_unknown() {
        String::new()
    } else {
        format!("{file}:{}:{}: ", loc.line, loc.col)
    }
}

type R<T> = Result<T, Box<ExportError>>;

/// The instruction (or other role) of each `llvm` op the exporter knows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `add`, `fadd`, ...: the LLVM opcode.
    Binary(&'static str),
    FNeg,
    ICmp,
    FCmp,
    Select,
    /// `trunc`, `bitcast`, ...: the LLVM opcode.
    Cast(&'static str),
    Alloca,
    Load,
    Store,
    AtomicRmw,
    CmpXchg,
    Gep,
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    Freeze,
    Call,
    /// A `dx` op: a call of its `llvm.dx.*` intrinsic.
    Dx(&'static dx::Intrinsic),
    /// A `dxil` op: a call of `dx.op.<class>.<overload>` with its opcode.
    Dxil(&'static dxil::DxilOp),
    Ret,
    Br,
    CondBr,
    Switch,
    Unreachable,
    Constant,
    Undef,
    Poison,
    AddressOf,
    MetadataValue,
    PhiFlags,
}

const KINDS: &[(&str, Kind)] = &[
    ("llvm.add", Kind::Binary("add")),
    ("llvm.sub", Kind::Binary("sub")),
    ("llvm.mul", Kind::Binary("mul")),
    ("llvm.udiv", Kind::Binary("udiv")),
    ("llvm.sdiv", Kind::Binary("sdiv")),
    ("llvm.urem", Kind::Binary("urem")),
    ("llvm.srem", Kind::Binary("srem")),
    ("llvm.shl", Kind::Binary("shl")),
    ("llvm.lshr", Kind::Binary("lshr")),
    ("llvm.ashr", Kind::Binary("ashr")),
    ("llvm.and", Kind::Binary("and")),
    ("llvm.or", Kind::Binary("or")),
    ("llvm.xor", Kind::Binary("xor")),
    ("llvm.fadd", Kind::Binary("fadd")),
    ("llvm.fsub", Kind::Binary("fsub")),
    ("llvm.fmul", Kind::Binary("fmul")),
    ("llvm.fdiv", Kind::Binary("fdiv")),
    ("llvm.frem", Kind::Binary("frem")),
    ("llvm.fneg", Kind::FNeg),
    ("llvm.icmp", Kind::ICmp),
    ("llvm.fcmp", Kind::FCmp),
    ("llvm.select", Kind::Select),
    ("llvm.trunc", Kind::Cast("trunc")),
    ("llvm.zext", Kind::Cast("zext")),
    ("llvm.sext", Kind::Cast("sext")),
    ("llvm.fptrunc", Kind::Cast("fptrunc")),
    ("llvm.fpext", Kind::Cast("fpext")),
    ("llvm.fptoui", Kind::Cast("fptoui")),
    ("llvm.fptosi", Kind::Cast("fptosi")),
    ("llvm.uitofp", Kind::Cast("uitofp")),
    ("llvm.sitofp", Kind::Cast("sitofp")),
    ("llvm.ptrtoint", Kind::Cast("ptrtoint")),
    ("llvm.ptrtoaddr", Kind::Cast("ptrtoaddr")),
    ("llvm.inttoptr", Kind::Cast("inttoptr")),
    ("llvm.bitcast", Kind::Cast("bitcast")),
    ("llvm.addrspacecast", Kind::Cast("addrspacecast")),
    ("llvm.alloca", Kind::Alloca),
    ("llvm.load", Kind::Load),
    ("llvm.store", Kind::Store),
    ("llvm.atomicrmw", Kind::AtomicRmw),
    ("llvm.cmpxchg", Kind::CmpXchg),
    ("llvm.getelementptr", Kind::Gep),
    ("llvm.extractvalue", Kind::ExtractValue),
    ("llvm.insertvalue", Kind::InsertValue),
    ("llvm.extractelement", Kind::ExtractElement),
    ("llvm.insertelement", Kind::InsertElement),
    ("llvm.shufflevector", Kind::ShuffleVector),
    ("llvm.freeze", Kind::Freeze),
    ("llvm.call", Kind::Call),
    ("llvm.ret", Kind::Ret),
    ("llvm.br", Kind::Br),
    ("llvm.cond_br", Kind::CondBr),
    ("llvm.switch", Kind::Switch),
    ("llvm.unreachable", Kind::Unreachable),
    ("llvm.constant", Kind::Constant),
    ("llvm.undef", Kind::Undef),
    ("llvm.poison", Kind::Poison),
    ("llvm.addressof", Kind::AddressOf),
    ("llvm.metadata_value", Kind::MetadataValue),
    ("llvm.phi_flags", Kind::PhiFlags),
];

/// Interned attribute keys the exporter reads, made once per export.
macro_rules! keys {
    ($($f:ident),* $(,)?) => {
        #[derive(Clone, Copy)]
        struct Keys { $($f: dxir_ir::Ident,)* }
        impl Keys {
            fn new(cx: &Context) -> Self {
                Keys { $($f: cx.ident(stringify!($f)),)* }
            }
        }
    };
}

keys! {
    value, global, constexpr, metadata, fastmath, alignment, volatile, phi_order, callee, tail,
    cc, ret_attrs, arg_attrs, attrs, string_attrs, callee_type, addr_space, predicate,
    elem_type, source_type, indices, mask, cases, inbounds, nusw, nuw, nsw, exact, disjoint,
    nneg, samesign, inalloca, operation, ordering, syncscope, success_ordering,
    failure_ordering, weak,
}

/// What an error is about: an op or a function, and where it is.
#[derive(Clone, Copy)]
struct At<'x> {
    loc: Loc,
    what: &'x str,
}

/// How a value or block is written: its own name, or a number.
#[derive(Clone, Copy)]
enum Label<'f> {
    Name(&'f str),
    Num(u32),
}

/// Exports `m`; see [`super::export_module`].
pub(super) fn export(cx: &Context, m: &Module) -> Result<String, ExportError> {
    let mut e = Exporter::new(cx, m);
    e.module(None).map_err(|b| *b)?;
    Ok(e.out)
}

/// A failure of [`super::export_module_to`]: the module, or the writer.
#[derive(Debug, thiserror::Error)]
pub enum ExportToError {
    /// The module cannot be written as LLVM IR.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The writer failed.
    #[error("{0}")]
    Write(#[from] std::io::Error),
}

/// Exports `m` into `out`; see [`super::export_module_to`].
pub(super) fn export_to(
    cx: &Context,
    m: &Module,
    out: &mut dyn std::io::Write,
) -> Result<(), ExportToError> {
    export_in_parts(cx, m, out, Sink::HAND_ON)
}

/// [`export_to`], handing the text on whenever `part` bytes or more of it
/// are held after a function (tests give small parts).
pub(super) fn export_in_parts(
    cx: &Context,
    m: &Module,
    out: &mut dyn std::io::Write,
    part: usize,
) -> Result<(), ExportToError> {
    let mut e = Exporter::new(cx, m);
    let mut sink = Sink {
        out,
        part,
        error: None,
    };
    e.module(Some(&mut sink)).map_err(|b| *b)?;
    sink.take(&mut e.out, 1);
    match sink.error {
        Some(error) => Err(ExportToError::Write(error)),
        None => Ok(()),
    }
}

/// Where [`export_to`] hands the text on as it is written, and the first
/// error of the writer (after which nothing more is written).
struct Sink<'w> {
    out: &'w mut dyn std::io::Write,
    /// How much text is handed on at once.
    part: usize,
    error: Option<std::io::Error>,
}

impl Sink<'_> {
    /// The text a module exporter holds once it has a few functions'
    /// worth: handed on then, its buffer is used again, where the whole
    /// text in one buffer was a large allocation of fresh pages (on the
    /// benchmark's L, 95 MB) held until the end.
    const HAND_ON: usize = 1 << 20;

    /// Writes and clears `text` if it holds at least `at` bytes (and
    /// any); returns whether it did.
    fn take(&mut self, text: &mut String, at: usize) -> bool {
        if text.is_empty() || text.len() < at {
            return false;
        }
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(text.as_bytes()) {
                self.error = Some(e);
            }
        }
        text.clear();
        true
    }
}

struct Exporter<'a> {
    cx: &'a Context,
    m: &'a Module,
    out: String,
    types: TypeWriter,
    kinds: Arc<OpNameMap<Kind>>,
    k: Keys,
    /// The number of each unnamed (all-digit) global or function.
    numbers: Arc<FxHashMap<&'a str, u32>>,
    /// The number of each metadata node, by symbol (`!7`).
    md_numbers: Arc<FxHashMap<&'a str, u32>>,
    /// Writing one function apart (on a worker): `#N` references to
    /// attribute groups are left out of `out` and listed here, with their
    /// offset and the group's number in this exporter, to be filled in
    /// when the function joins the module (see [`Exporter::join`]).
    group_refs: Option<Vec<(usize, u32)>>,
    /// Attribute group texts and their numbers, in order of first use.
    groups: FxHashMap<String, u32>,
    group_list: Vec<String>,
    /// The group of each (`attrs`, `string_attrs`) pair seen.
    group_of: FxHashMap<(Option<Attr>, Option<Attr>), Option<u32>>,
    /// The text of each parameter or return attribute list seen.
    list_text: FxHashMap<Attr, Box<str>>,
    /// Callees called but not in the module, with the type to declare and
    /// the attributes of an intrinsic's declaration.
    undeclared: Vec<(String, Type, Option<String>)>,
    undeclared_seen: FxHashSet<String>,
    /// The callee of each shape of `dx` and `dxil` op written so far.
    callees: FxHashMap<CallShape, ResolvedCallee>,
    /// Whether some of the text was handed on to a writer already (see
    /// [`Sink`]): `out` then holds only the rest.
    handed_on: bool,
}

/// State of the function being written.
struct FnCx<'f> {
    body: &'f Body,
    values: DenseMap<Value, Label<'f>>,
    blocks: DenseMap<Block, Label<'f>>,
    /// Whether an op is folded into its users (constants, `constexpr`).
    inlined: DenseMap<Op, bool>,
    /// Incoming edges of each block: (predecessor, terminator, slot).
    preds: DenseMap<Block, Vec<(Block, Op, usize)>>,
    /// Fast-math flags of block arguments (from `llvm.phi_flags`).
    phi_flags: FxHashMap<Value, Op>,
}

/// Room a function's text is given up front, per op: lowered DXIL takes
/// about 85 bytes an op (the benchmark's F: 2.07 MB for 24,400 ops).
/// Grown by doubling instead, a large function's text was copied as it
/// grew; room reserved and not written is never touched.
const BYTES_PER_OP: usize = 96;

impl<'a> Exporter<'a> {
    fn new(cx: &'a Context, m: &'a Module) -> Self {
        let mut kinds: OpNameMap<Kind> = KINDS.iter().map(|&(n, k)| (cx.op_name(n), k)).collect();
        for i in dx::intrinsics() {
            kinds.insert(cx.op_name(i.op), Kind::Dx(i));
        }
        for op in dxil::ops() {
            kinds.insert(cx.op_name(op.dialect_name()), Kind::Dxil(op));
        }
        Exporter {
            cx,
            m,
            out: String::with_capacity(1 << 16),
            types: TypeWriter::default(),
            kinds: Arc::new(kinds),
            k: Keys::new(cx),
            numbers: Arc::default(),
            md_numbers: Arc::default(),
            group_refs: None,
            groups: FxHashMap::default(),
            group_list: Vec::new(),
            group_of: FxHashMap::default(),
            list_text: FxHashMap::default(),
            undeclared: Vec::new(),
            undeclared_seen: FxHashSet::default(),
            callees: FxHashMap::default(),
            handed_on: false,
        }
    }

    /// An exporter that writes one function into a buffer of its own,
    /// with its own attribute group numbers (see `group_refs`).
    fn for_function(&self) -> Exporter<'a> {
        Exporter {
            cx: self.cx,
            m: self.m,
            out: String::new(),
            types: TypeWriter::default(),
            kinds: self.kinds.clone(),
            k: self.k,
            numbers: self.numbers.clone(),
            md_numbers: self.md_numbers.clone(),
            group_refs: Some(Vec::new()),
            groups: FxHashMap::default(),
            group_list: Vec::new(),
            group_of: FxHashMap::default(),
            list_text: FxHashMap::default(),
            undeclared: Vec::new(),
            undeclared_seen: FxHashSet::default(),
            callees: FxHashMap::default(),
            handed_on: false,
        }
    }

    /// Writes the functions, in order: batches of them on the rayon pool,
    /// each function into its own buffer, then joined in order. Batches
    /// keep the buffers alive at once to a bounded part of the output
    /// (two batches: the one being joined and the next).
    ///
    /// A batch is joined (and handed on to the writer) while the next one
    /// is written on the pool: the join is serial, and done between
    /// batches it left the other threads idle. Writing a function reads
    /// only what [`for_function`](Self::for_function) copies, so a copy of
    /// those (`proto`) lets the workers write while the join changes this
    /// exporter; the joins keep function order, so the text is the same.
    /// Batches of 16 functions per thread give the benchmark's M (100
    /// functions) several, so that there is a next one to overlap.
    fn functions(&mut self, mut sink: Option<&mut Sink<'_>>) -> R<()> {
        let functions = self.m.functions();
        // Room for the whole text up front: grown by doubling instead, the
        // buffer was copied as it grew, the old and new copies held at
        // once at the end (on the benchmark's L, the peak of the run was
        // there). Lowered DXIL takes about 70 bytes an op; room reserved
        // and not written is never touched.
        let ops: usize = functions.iter().map(|f| f.body().num_ops()).sum();
        if sink.is_none() {
            self.out.reserve(ops * 80);
        }
        let batch = 16 * rayon::current_num_threads().max(1);
        let proto = self.for_function();
        let write_batch = |chunk: &'a [Function]| -> Vec<R<Exporter<'a>>> {
            dxir_ir::par_map_functions(chunk, |f| {
                let mut w = proto.for_function();
                w.out.reserve(f.body().num_ops() * BYTES_PER_OP + 256);
                w.function(f).map(|()| w)
            })
        };
        let mut chunks = functions.chunks(batch);
        let mut written = chunks.next().map(write_batch);
        while let Some(batch) = written.take() {
            let next = chunks.next();
            let mut ahead = None;
            // The join stays on this thread (the writer need not be
            // `Send`); the next batch is a job the pool takes up.
            let joined = rayon::in_place_scope(|s| {
                if let Some(chunk) = next {
                    let (ahead, write_batch) = (&mut ahead, &write_batch);
                    s.spawn(move |_| *ahead = Some(write_batch(chunk)));
                }
                self.join_batch(batch, sink.as_deref_mut())
            });
            joined?;
            written = ahead;
        }
        Ok(())
    }

    /// Joins a batch of functions written apart, in order, handing the
    /// text on to `sink` as it grows; stops at the batch's first error.
    fn join_batch(
        &mut self,
        batch: Vec<R<Exporter<'a>>>,
        mut sink: Option<&mut Sink<'_>>,
    ) -> R<()> {
        for w in batch {
            self.section();
            self.join(w?);
            if let Some(sink) = sink.as_deref_mut() {
                let part = sink.part;
                self.handed_on |= sink.take(&mut self.out, part);
            }
        }
        Ok(())
    }

    /// Appends what a function's exporter wrote: its attribute groups get
    /// the module's numbers (new ones in the order the function used
    /// them, as a serial writer would number them), its references are
    /// filled in, and the callees it declared join the module's list.
    fn join(&mut self, w: Exporter<'a>) {
        let numbers: Vec<u32> = w.group_list.into_iter().map(|t| self.group(t)).collect();
        let mut at = 0;
        for (offset, g) in w.group_refs.unwrap_or_default() {
            self.out.push_str(w.out.get(at..offset).unwrap_or(""));
            let n = numbers.get(g as usize).copied().unwrap_or(g);
            self.group_number(n);
            at = offset;
        }
        self.out.push_str(w.out.get(at..).unwrap_or(""));
        for u in w.undeclared {
            if self.undeclared_seen.insert(u.0.clone()) {
                self.undeclared.push(u);
            }
        }
    }

    /// ` #N`: a reference to attribute group `g`.
    fn group_ref(&mut self, g: u32) {
        self.out.push_str(" #");
        self.group_number(g);
    }

    /// The `N` of a reference to attribute group `g`: written, or left for
    /// the join when this exporter writes a part apart (a function, or a
    /// run of a large function's blocks, which joins its function first).
    fn group_number(&mut self, g: u32) {
        match &mut self.group_refs {
            Some(refs) => refs.push((self.out.len(), g)),
            None => push_decimal(&mut self.out, u64::from(g)),
        }
    }

    fn err(&self, loc: Loc, kind: ExportErrorKind) -> Box<ExportError> {
        Box::new(ExportError {
            kind,
            loc,
            file: self.cx.file_name(loc.file).to_string(),
        })
    }

    fn bad(&self, body: &Body, op: Op, why: &'static str) -> Box<ExportError> {
        self.bad_at(self.at(body, op), why)
    }

    fn bad_at(&self, at: At<'_>, why: &'static str) -> Box<ExportError> {
        self.err(
            at.loc,
            ExportErrorKind::BadOp {
                op: at.what.to_string(),
                why,
            },
        )
    }

    fn at(&self, body: &Body, op: Op) -> At<'a> {
        At {
            loc: body.loc(op),
            what: self.cx.op_name_str(body.op_name(op)),
        }
    }

    fn ty(&mut self, ty: Type) {
        self.types.write(&mut self.out, self.cx, ty);
    }

    // ---- Module -----------------------------------------------------------

    /// Writes the module; with a sink, hands the text on to it as the
    /// functions are joined (the rest stays in `out`).
    fn module(&mut self, sink: Option<&mut Sink<'_>>) -> R<()> {
        let cx = self.cx;
        let m = self.m;
        let gbody = m.globals();
        let global = cx.op_name("llvm.global");
        let mdnode = cx.op_name("llvm.mdnode");
        let named_md = cx.op_name("llvm.named_metadata");

        // Classify module-level ops and number unnamed symbols: globals
        // first, then functions, as LLVM's slot tracker does.
        let mut globals = Vec::new();
        let mut nodes = Vec::new();
        let mut named = Vec::new();
        for op in gbody.block_ops(m.globals_block()) {
            let name = gbody.op_name(op);
            if !gbody.regions(op).is_empty() {
                return Err(self.err(
                    gbody.loc(op),
                    ExportErrorKind::Regions(cx.op_name_str(name).into()),
                ));
            }
            if name == global {
                globals.push(op);
            } else if name == mdnode {
                nodes.push(op);
            } else if name == named_md {
                named.push(op);
            } else {
                return Err(self.err(
                    gbody.loc(op),
                    ExportErrorKind::UnknownOp(cx.op_name_str(name).into()),
                ));
            }
        }
        let mut next = 0;
        let mut numbers = FxHashMap::default();
        for &op in &globals {
            let name = self.sym_name(gbody, op)?;
            if is_numbered(name) {
                numbers.insert(name, next);
                next += 1;
            }
        }
        for f in m.functions() {
            if is_numbered(f.name()) {
                numbers.insert(f.name(), next);
                next += 1;
            }
        }
        self.numbers = Arc::new(numbers);
        let mut md_numbers = FxHashMap::default();
        for (i, &op) in nodes.iter().enumerate() {
            let name = self.sym_name(gbody, op)?;
            md_numbers.insert(name, i as u32);
        }
        self.md_numbers = Arc::new(md_numbers);

        // About 40 bytes per op; growing a large string copies it.
        let ops: usize = m.functions().iter().map(|f| f.body().num_ops()).sum();
        self.out.reserve(ops * 40 + gbody.num_ops() * 64);

        // Header.
        let mattr = |key: &str| {
            cx.try_ident(key)
                .and_then(|k| m.attrs.get(k))
                .and_then(|a| cx.attr_as_str(a))
        };
        if let Some(id) = mattr("llvm.module_id") {
            self.out.push_str("; ModuleID = '");
            self.out.push_str(id);
            self.out.push_str("'\n");
        }
        if let Some(s) = mattr("llvm.source_filename") {
            self.out.push_str("source_filename = ");
            write_quoted(&mut self.out, s.as_bytes());
            self.out.push('\n');
        }
        if let Some(s) = mattr("llvm.datalayout") {
            self.out.push_str("target datalayout = ");
            write_quoted(&mut self.out, s.as_bytes());
            self.out.push('\n');
        }
        if let Some(s) = mattr("llvm.triple") {
            self.out.push_str("target triple = ");
            write_quoted(&mut self.out, s.as_bytes());
            self.out.push('\n');
        }

        // Named types: the named structs the module uses (the context may
        // know more: other modules', or ones a pass stopped using), as
        // LLVM prints only the types its module refers to.
        let used = used_named_structs(cx, m);
        let structs: Vec<_> = cx
            .named_structs()
            .into_iter()
            .filter(|(t, _)| used.contains(t))
            .collect();
        if !structs.is_empty() {
            self.section();
        }
        for (ty, body) in structs {
            write_type_name(&mut self.out, cx.type_data(ty).named().unwrap_or(""));
            self.out.push_str(" = type ");
            match body {
                StructBody::Opaque => self.out.push_str("opaque"),
                StructBody::Fields { fields, packed } => {
                    write_struct_body(&mut self.out, cx, &fields, packed)
                }
            }
            self.out.push('\n');
        }

        if !globals.is_empty() {
            self.section();
        }
        for &op in &globals {
            self.global(gbody, op)?;
        }
        self.functions(sink)?;
        let undeclared = std::mem::take(&mut self.undeclared);
        for (name, fty, attrs) in undeclared {
            self.section();
            self.out.push_str("declare ");
            let TypeData::Function {
                ret,
                params,
                vararg,
            } = cx.type_data(fty)
            else {
                continue;
            };
            self.ty(*ret);
            self.out.push(' ');
            write_name(&mut self.out, '@', &name);
            self.out.push('(');
            for (i, &p) in params.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(p);
            }
            if *vararg {
                self.out
                    .push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            self.out.push(')');
            if let Some(text) = attrs {
                let g = self.group(text);
                self.group_ref(g);
            }
            self.out.push('\n');
        }

        if !self.group_list.is_empty() {
            self.section();
        }
        for (i, text) in self.group_list.iter().enumerate() {
            self.out.push_str("attributes #");
            push_decimal(&mut self.out, i as u64);
            self.out.push_str(" = { ");
            self.out.push_str(text);
            self.out.push_str(" }\n");
        }

        if !named.is_empty() || !nodes.is_empty() {
            self.section();
        }
        for &op in &named {
            let name = self.sym_name(gbody, op)?;
            self.out.push('!');
            self.out.push_str(name.strip_prefix('!').unwrap_or(name));
            self.out.push_str(" = !{");
            let nodes_attr = gbody.attr(cx, op, "nodes");
            let Some(AttrData::Array(items)) = nodes_attr.map(|a| cx.attr_data(a)) else {
                return Err(self.bad(gbody, op, "needs an array `nodes`"));
            };
            for (i, &n) in items.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.md(self.at(gbody, op), n)?;
            }
            self.out.push_str("}\n");
        }
        if !named.is_empty() && !nodes.is_empty() {
            self.section();
        }
        for (i, &op) in nodes.iter().enumerate() {
            self.out.push('!');
            push_decimal(&mut self.out, i as u64);
            self.out.push_str(" = ");
            if gbody.attr(cx, op, "distinct").is_some() {
                self.out.push_str("distinct ");
            }
            let Some(ops) = gbody.attr(cx, op, "operands") else {
                return Err(self.bad(gbody, op, "needs an array `operands`"));
            };
            self.md_tuple(self.at(gbody, op), ops)?;
            self.out.push('\n');
        }
        Ok(())
    }

    /// A blank line between sections (none at the start).
    fn section(&mut self) {
        if !self.out.is_empty() || self.handed_on {
            self.out.push('\n');
        }
    }

    fn sym_name(&self, body: &'a Body, op: Op) -> R<&'a str> {
        body.attr(self.cx, op, "sym_name")
            .and_then(|a| self.cx.attr_as_str(a))
            .ok_or_else(|| self.bad(body, op, "needs a string `sym_name`"))
    }

    /// `@name`, or `@N` for an unnamed global (renumbered in order).
    fn symbol(&mut self, at: At<'_>, name: &str) -> R<()> {
        if is_numbered(name) {
            match self.numbers.get(name) {
                Some(&n) => {
                    self.out.push('@');
                    push_decimal(&mut self.out, u64::from(n));
                    return Ok(());
                }
                None => return Err(self.undefined(at, name)),
            }
        }
        if self.m.symbol(name).is_none() || name.starts_with('!') {
            return Err(self.undefined(at, name));
        }
        write_name(&mut self.out, '@', name);
        Ok(())
    }

    fn undefined(&self, at: At<'_>, name: &str) -> Box<ExportError> {
        self.err(
            at.loc,
            ExportErrorKind::UndefinedSymbol {
                op: at.what.to_string(),
                name: name.to_string(),
            },
        )
    }

    // ---- Globals ------------------------------------------------------------

    fn global(&mut self, body: &'a Body, op: Op) -> R<()> {
        let cx = self.cx;
        let name = self.sym_name(body, op)?;
        let attrs = body.attrs(op);
        let get = |k: &str| cx.try_ident(k).and_then(|k| attrs.get(k));
        let text = |k: &str| get(k).and_then(|a| cx.attr_as_str(a));
        let Some(ty) = get("global_type").and_then(|a| match cx.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }) else {
            return Err(self.bad(body, op, "needs a type `global_type`"));
        };
        self.symbol(self.at(body, op), name)?;
        self.out.push_str(" =");
        let init = get("initializer");
        let linkage = text("linkage").or(if init.is_none() {
            Some("external")
        } else {
            None
        });
        for v in [
            linkage,
            text("preemption"),
            text("visibility"),
            text("dll_storage"),
        ]
        .into_iter()
        .flatten()
        {
            self.out.push(' ');
            self.out.push_str(v);
        }
        match text("thread_local") {
            Some("generaldynamic") => self.out.push_str(" thread_local"),
            Some(model) => {
                self.out.push_str(" thread_local(");
                self.out.push_str(model);
                self.out.push(')');
            }
            None => {}
        }
        if let Some(u) = text("unnamed_addr") {
            self.out.push(' ');
            self.out.push_str(u);
        }
        if let Some(space) = get("addr_space").and_then(|a| cx.attr_as_i64(a)) {
            self.out.push_str(" addrspace(");
            write_i128(&mut self.out, space.into());
            self.out.push(')');
        }
        if get("externally_initialized").is_some() {
            self.out.push_str(" externally_initialized");
        }
        self.out.push_str(if get("constant").is_some() {
            " constant "
        } else {
            " global "
        });
        self.ty(ty);
        if let Some(init) = init {
            self.out.push(' ');
            self.const_attr(self.at(body, op), init, ty)?;
        }
        for key in ["section", "partition"] {
            if let Some(s) = text(key) {
                self.out.push_str(", ");
                self.out.push_str(key);
                self.out.push(' ');
                write_quoted(&mut self.out, s.as_bytes());
            }
        }
        if let Some(a) = get("alignment").and_then(|a| cx.attr_as_i64(a)) {
            self.out.push_str(", align ");
            write_i128(&mut self.out, a.into());
        }
        self.attachments(self.at(body, op), attrs, ", ")?;
        let group = self.fn_group(self.at(body, op), attrs)?;
        if let Some(g) = group {
            self.group_ref(g);
        }
        self.out.push('\n');
        Ok(())
    }

    // ---- Attributes -----------------------------------------------------------

    /// The `#N` group of an attribute dictionary's `attrs` and
    /// `string_attrs`, if it has any.
    fn fn_group(&mut self, at: At<'_>, attrs: &AttrDict) -> R<Option<u32>> {
        let cx = self.cx;
        let (list, strings) = (attrs.get(self.k.attrs), attrs.get(self.k.string_attrs));
        if list.is_none() && strings.is_none() {
            return Ok(None);
        }
        if let Some(&g) = self.group_of.get(&(list, strings)) {
            return Ok(g);
        }
        let mut text = String::new();
        if let Some(list) = list {
            let AttrData::Array(items) = cx.attr_data(list) else {
                return Err(self.bad_at(at, "`attrs` must be an array"));
            };
            for &item in items {
                if !text.is_empty() {
                    text.push(' ');
                }
                if !self.item(&mut text, item, true) {
                    return Err(self.bad_at(at, "malformed item in `attrs`"));
                }
            }
        }
        if let Some(strings) = strings {
            let AttrData::Dict(entries) = cx.attr_data(strings) else {
                return Err(self.bad_at(at, "`string_attrs` must be a dictionary"));
            };
            for (k, v) in entries {
                if !text.is_empty() {
                    text.push(' ');
                }
                write_quoted(&mut text, k.as_bytes());
                match cx.attr_data(*v) {
                    AttrData::Str(s) if s.is_empty() => {}
                    AttrData::Str(s) => {
                        text.push('=');
                        write_quoted(&mut text, s.as_bytes());
                    }
                    _ => return Err(self.bad_at(at, "`string_attrs` values must be strings")),
                }
            }
        }
        let g = (!text.is_empty()).then(|| self.group(text));
        self.group_of.insert((list, strings), g);
        Ok(g)
    }

    /// The attributes of a `dx.op` function declaration: `nounwind` and
    /// what the op table says for the module's DXIL version (from the
    /// triple; the latest version without one).
    fn dxil_attrs(&self, entry: &dxil::DxilOp) -> String {
        let version =
            dxil::module_target(self.cx, self.m).map_or(dxil::DxilVersion::LATEST, |t| t.version);
        let mut text = String::from("nounwind");
        for a in entry.attrs_at(version).unwrap_or_default() {
            let item = match a {
                dxil::DxilAttr::ReadNone => "memory(none)",
                dxil::DxilAttr::ReadOnly => "memory(read)",
                dxil::DxilAttr::ArgMemOnly => "memory(argmem: readwrite)",
                dxil::DxilAttr::NoDuplicate => "noduplicate",
                dxil::DxilAttr::NoReturn => "noreturn",
            };
            text.push(' ');
            text.push_str(item);
        }
        text
    }

    /// The number of the attribute group with this text, new ones counted
    /// in order of first use.
    fn group(&mut self, text: String) -> u32 {
        if let Some(&n) = self.groups.get(&text) {
            return n;
        }
        let n = self.group_list.len() as u32;
        self.groups.insert(text.clone(), n);
        self.group_list.push(text);
        n
    }

    /// Writes one attribute item; false if it is malformed. In a group,
    /// `align` and `alignstack` take `=`.
    fn item(&mut self, out: &mut String, item: Attr, in_group: bool) -> bool {
        let cx = self.cx;
        match cx.attr_data(item) {
            AttrData::Str(name) => out.push_str(name),
            AttrData::Array(pair) if pair.len() == 2 => {
                let Some(name) = cx.attr_as_str(pair[0]) else {
                    return false;
                };
                match cx.attr_data(pair[1]) {
                    AttrData::Int { .. } => {
                        let v = cx.attr_as_i64(pair[1]).unwrap_or(0);
                        out.push_str(name);
                        match (name, in_group) {
                            ("align" | "alignstack", true) => out.push('='),
                            ("align", false) => out.push(' '),
                            _ => out.push('('),
                        }
                        write_i128(out, v.into());
                        if !(in_group && matches!(name, "align" | "alignstack")) && name != "align"
                        {
                            out.push(')');
                        }
                    }
                    AttrData::Type(t) => {
                        out.push_str(name);
                        out.push('(');
                        self.types.write(out, cx, *t);
                        out.push(')');
                    }
                    AttrData::Str(args) => {
                        out.push_str(name);
                        out.push('(');
                        out.push_str(args);
                        out.push(')');
                    }
                    _ => return false,
                }
            }
            AttrData::Dict(entries) if entries.len() == 1 => {
                let (k, v) = &entries[0];
                write_quoted(out, k.as_bytes());
                match cx.attr_data(*v) {
                    AttrData::Str(s) if s.is_empty() => {}
                    AttrData::Str(s) => {
                        out.push('=');
                        write_quoted(out, s.as_bytes());
                    }
                    _ => return false,
                }
            }
            _ => return false,
        }
        true
    }

    /// Parameter or return attributes: ` item item` (leading space each).
    fn item_list(&mut self, at: At<'_>, list: Option<Attr>) -> R<()> {
        let Some(list) = list else {
            return Ok(());
        };
        if let Some(text) = self.list_text.get(&list) {
            self.out.push_str(text);
            return Ok(());
        }
        let AttrData::Array(items) = self.cx.attr_data(list) else {
            return Err(self.bad_at(at, "attribute lists must be arrays"));
        };
        let mut s = String::new();
        for &item in items {
            s.push(' ');
            if !self.item(&mut s, item, false) {
                return Err(self.bad_at(at, "malformed attribute item"));
            }
        }
        self.out.push_str(&s);
        self.list_text.insert(list, s.into_boxed_str());
        Ok(())
    }

    /// Item `i` of an `arg_attrs` array of lists.
    fn nth_list(&self, list: Option<Attr>, i: usize) -> Option<Attr> {
        match self.cx.attr_data(list?) {
            AttrData::Array(lists) => lists.get(i).copied(),
            _ => None,
        }
    }

    /// `, !kind !N` (or ` !kind !N` with `sep = " "`) for each attachment.
    fn attachments(&mut self, at: At<'_>, attrs: &AttrDict, sep: &str) -> R<()> {
        let Some(md) = attrs.get(self.k.metadata) else {
            return Ok(());
        };
        let AttrData::Dict(entries) = self.cx.attr_data(md) else {
            return Err(self.bad_at(at, "`metadata` must be a dictionary"));
        };
        for (kind, node) in entries {
            self.out.push_str(sep);
            self.out.push('!');
            self.out.push_str(kind);
            self.out.push(' ');
            self.md(at, *node)?;
        }
        Ok(())
    }

    // ---- Constants and metadata ---------------------------------------------

    /// A constant attribute of type `ty` (the importer's type-directed
    /// encoding).
    fn const_attr(&mut self, at: At<'_>, a: Attr, ty: Type) -> R<()> {
        let cx = self.cx;
        match cx.attr_data(a) {
            AttrData::Int { bits, ty: t } => {
                let w = cx.int_width(*t).unwrap_or(64);
                if w == 1 {
                    self.out
                        .push_str(if *bits & 1 == 1 { "true" } else { "false" });
                } else {
                    write_i128(&mut self.out, sign_extend(*bits, w));
                }
            }
            AttrData::Float { bits, ty: t } => write_float(&mut self.out, cx, *t, *bits),
            AttrData::Zero(t) => {
                let null = matches!(cx.type_data(*t), TypeData::Ptr { .. });
                self.out
                    .push_str(if null { "null" } else { "zeroinitializer" });
            }
            AttrData::Undef(_) => self.out.push_str("undef"),
            AttrData::Poison(_) => self.out.push_str("poison"),
            AttrData::Bytes(b) => {
                self.out.push('c');
                write_quoted(&mut self.out, b);
            }
            AttrData::Symbol(name) => self.symbol(at, name)?,
            AttrData::Array(items) => {
                let (open, close, elems): (&str, &str, Vec<Type>) = match cx.type_data(ty) {
                    TypeData::Vector { elem, .. } => ("<", ">", vec![*elem; items.len()]),
                    TypeData::Array { elem, .. } => ("[", "]", vec![*elem; items.len()]),
                    TypeData::Struct { fields, packed } => {
                        let (o, c) = if *packed {
                            ("<{ ", " }>")
                        } else {
                            ("{ ", " }")
                        };
                        (o, c, fields.clone())
                    }
                    TypeData::Named(_) => match cx.struct_body(ty) {
                        Some(StructBody::Fields { fields, packed }) => {
                            let (o, c) = if packed { ("<{ ", " }>") } else { ("{ ", " }") };
                            (o, c, fields)
                        }
                        _ => return Err(self.bad_at(at, "an aggregate constant of an opaque type")),
                    },
                    _ => return Err(self.bad_at(at, "an aggregate constant of a scalar type")),
                };
                if elems.len() != items.len() {
                    return Err(
                        self.bad_at(at, "an aggregate constant with the wrong element count")
                    );
                }
                if items.is_empty() {
                    self.out.push_str(if open.starts_with('<') && close == ">" {
                        "<>"
                    } else if open == "[" {
                        "[]"
                    } else if open.starts_with("<{") {
                        "<{}>"
                    } else {
                        "{}"
                    });
                    return Ok(());
                }
                self.out.push_str(open);
                for (i, (&item, &et)) in items.iter().zip(&elems).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(et);
                    self.out.push(' ');
                    self.const_attr(at, item, et)?;
                }
                self.out.push_str(close);
            }
            AttrData::Dict(_) => self.const_expr_attr(at, a)?,
            _ => return Err(self.bad_at(at, "not a constant")),
        }
        Ok(())
    }

    /// A constant expression in attribute form:
    /// `{op = "llvm.getelementptr", operands = [[type(T), v], ...], type = type(R), ...}`.
    fn const_expr_attr(&mut self, at: At<'_>, a: Attr) -> R<()> {
        let cx = self.cx;
        let AttrData::Dict(entries) = cx.attr_data(a) else {
            return Err(self.bad_at(at, "not a constant expression"));
        };
        let get = |k: &str| entries.iter().find(|e| &*e.0 == k).map(|e| e.1);
        let has = |k: &str| get(k).is_some();
        let name = get("op").and_then(|a| cx.attr_as_str(a));
        let kind = name
            .and_then(|n| cx.try_op_name(n))
            .and_then(|n| self.kinds.get(n).copied());
        let operands = match get("operands").map(|a| cx.attr_data(a)) {
            Some(AttrData::Array(items)) => items.clone(),
            _ => return Err(self.bad_at(at, "a constant expression needs `operands`")),
        };
        let result = match get("type").map(|a| cx.attr_data(a)) {
            Some(AttrData::Type(t)) => *t,
            _ => return Err(self.bad_at(at, "a constant expression needs a `type`")),
        };
        let mut typed = Vec::with_capacity(operands.len());
        for o in operands {
            match cx.attr_data(o) {
                AttrData::Array(p) if p.len() == 2 => match cx.attr_data(p[0]) {
                    AttrData::Type(t) => typed.push((*t, p[1])),
                    _ => return Err(self.bad_at(at, "malformed constant expression operand")),
                },
                _ => return Err(self.bad_at(at, "malformed constant expression operand")),
            }
        }
        let flags = |out: &mut String, names: &[&str]| {
            for n in names {
                if has(n) {
                    out.push(' ');
                    out.push_str(n);
                }
            }
        };
        match kind {
            Some(Kind::Gep) => {
                let src = match get("source_type").map(|a| cx.attr_data(a)) {
                    Some(AttrData::Type(t)) => *t,
                    _ => return Err(self.bad_at(at, "getelementptr needs `source_type`")),
                };
                self.out.push_str("getelementptr");
                flags(&mut self.out, &["inbounds", "nusw", "nuw"]);
                self.out.push_str(" (");
                self.ty(src);
                for (t, v) in typed {
                    self.out.push_str(", ");
                    self.ty(t);
                    self.out.push(' ');
                    self.const_attr(at, v, t)?;
                }
                self.out.push(')');
            }
            Some(Kind::Cast(opcode)) if typed.len() == 1 => {
                self.out.push_str(opcode);
                self.out.push_str(" (");
                let (t, v) = typed[0];
                self.ty(t);
                self.out.push(' ');
                self.const_attr(at, v, t)?;
                self.out.push_str(" to ");
                self.ty(result);
                self.out.push(')');
            }
            Some(Kind::Binary(opcode @ ("add" | "sub" | "xor"))) if typed.len() == 2 => {
                self.out.push_str(opcode);
                flags(&mut self.out, &["nuw", "nsw"]);
                self.out.push_str(" (");
                for (i, (t, v)) in typed.into_iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(t);
                    self.out.push(' ');
                    self.const_attr(at, v, t)?;
                }
                self.out.push(')');
            }
            _ => return Err(self.bad_at(at, "not a constant expression LLVM 22 has")),
        }
        Ok(())
    }

    /// A metadata operand (see the importer's encoding).
    fn md(&mut self, at: At<'_>, a: Attr) -> R<()> {
        let cx = self.cx;
        match cx.attr_data(a) {
            AttrData::Symbol(name) => match self.md_numbers.get(&**name) {
                Some(&n) => {
                    self.out.push('!');
                    push_decimal(&mut self.out, u64::from(n));
                }
                None => return Err(self.undefined(at, name)),
            },
            AttrData::Str(s) => {
                self.out.push('!');
                write_quoted(&mut self.out, s.as_bytes());
            }
            AttrData::Unit => self.out.push_str("null"),
            AttrData::Array(p) if p.len() == 2 => {
                let AttrData::Type(t) = *cx.attr_data(p[0]) else {
                    return Err(self.bad_at(at, "malformed metadata value"));
                };
                self.ty(t);
                self.out.push(' ');
                self.const_attr(at, p[1], t)?;
            }
            AttrData::Dict(entries) => {
                let get = |k: &str| entries.iter().find(|e| &*e.0 == k).map(|e| e.1);
                if get("distinct").is_some() {
                    self.out.push_str("distinct ");
                }
                let Some(ops) = get("operands") else {
                    return Err(self.bad_at(at, "a metadata node needs `operands`"));
                };
                self.md_tuple(at, ops)?;
            }
            _ => return Err(self.bad_at(at, "malformed metadata")),
        }
        Ok(())
    }

    /// `!{a, b}` from an array of metadata operands.
    fn md_tuple(&mut self, at: At<'_>, ops: Attr) -> R<()> {
        let AttrData::Array(items) = self.cx.attr_data(ops) else {
            return Err(self.bad_at(at, "metadata operands must be an array"));
        };
        self.out.push_str("!{");
        for (i, &item) in items.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.md(at, item)?;
        }
        self.out.push('}');
        Ok(())
    }

    // ---- Functions ------------------------------------------------------------

    fn function(&mut self, f: &'a Function) -> R<()> {
        let cx = self.cx;
        let attrs = f.attrs();
        let get = |k: &str| cx.try_ident(k).and_then(|k| attrs.get(k));
        let text = |k: &str| get(k).and_then(|a| cx.attr_as_str(a));
        let body = f.body();
        let decl = f.is_declaration();
        let (ret, params, vararg) = match cx.type_data(f.ty()) {
            TypeData::Function {
                ret,
                params,
                vararg,
            } => (*ret, params.clone(), *vararg),
            _ => (cx.types().void, Vec::new(), false),
        };
        let what = format!("@{}", f.name());
        let at = At {
            loc: f.loc(),
            what: &what,
        };
        if !f.name().starts_with("llvm.") {
            if let Some(&t) = params.iter().chain([&ret]).find(|&&t| is_token_like(cx, t)) {
                return Err(self.err(
                    f.loc(),
                    ExportErrorKind::TokenLikeSignature {
                        function: f.name().to_string(),
                        ty: dxir_ir::type_to_string(cx, t),
                    },
                ));
            }
        }
        let fcx = if decl { None } else { Some(self.number(f)?) };

        self.out.push_str(if decl { "declare" } else { "define" });
        if decl {
            self.attachments(at, attrs, " ")?;
        }
        for v in [
            text("linkage"),
            text("preemption"),
            text("visibility"),
            text("dll_storage"),
            text("cc"),
        ]
        .into_iter()
        .flatten()
        {
            self.out.push(' ');
            self.out.push_str(v);
        }
        self.item_list(at, get("ret_attrs"))?;
        self.out.push(' ');
        self.ty(ret);
        self.out.push(' ');
        self.symbol(at, f.name())?;
        self.out.push('(');
        let arg_attrs = get("arg_attrs");
        let arg_names = get("arg_names");
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(p);
            self.item_list(at, self.nth_list(arg_attrs, i))?;
            match &fcx {
                Some(fcx) => {
                    self.out.push(' ');
                    let v = f.params()[i];
                    self.label(fcx.values.get(v).copied());
                }
                None => {
                    let name = self.nth_list(arg_names, i).and_then(|a| cx.attr_as_str(a));
                    if let Some(n) = name.filter(|n| !n.is_empty()) {
                        self.out.push(' ');
                        write_name(&mut self.out, '%', n);
                    }
                }
            }
        }
        if vararg {
            self.out
                .push_str(if params.is_empty() { "..." } else { ", ..." });
        }
        self.out.push(')');
        if let Some(u) = text("unnamed_addr") {
            self.out.push(' ');
            self.out.push_str(u);
        }
        if let Some(space) = get("addr_space").and_then(|a| cx.attr_as_i64(a)) {
            self.out.push_str(" addrspace(");
            write_i128(&mut self.out, space.into());
            self.out.push(')');
        }
        if let Some(g) = self.fn_group(at, attrs)? {
            self.group_ref(g);
        }
        for key in ["section", "partition"] {
            if let Some(s) = text(key) {
                self.out.push(' ');
                self.out.push_str(key);
                self.out.push(' ');
                write_quoted(&mut self.out, s.as_bytes());
            }
        }
        if let Some(a) = get("alignment").and_then(|a| cx.attr_as_i64(a)) {
            self.out.push_str(" align ");
            write_i128(&mut self.out, a.into());
        }
        let Some(fcx) = fcx else {
            self.out.push('\n');
            return Ok(());
        };
        self.attachments(at, attrs, " ")?;
        self.out.push_str(" {\n");
        let blocks = body.region_blocks(body.root());
        let runs = body.root_block_runs(Body::OPS_PER_RUN);
        if runs.len() == 1 {
            self.blocks(&fcx, blocks, 0)?;
        } else {
            // A large body is written in runs of blocks on the pool, each
            // into an exporter of its own, joined in order: the text is the
            // one a single writer gives (attribute groups are numbered as
            // the joined text first uses them).
            let this = &*self;
            let fcx = &fcx;
            let written: Vec<R<Exporter<'a>>> = runs
                .par_iter()
                .with_max_len(1)
                .map(|&(start, end)| {
                    let mut w = this.for_function();
                    // A run holds about that many ops.
                    w.out.reserve(Body::OPS_PER_RUN * BYTES_PER_OP);
                    w.blocks(fcx, &blocks[start..end], start).map(|()| w)
                })
                .collect();
            // The runs' text is copied into this one's once, not again as
            // it grows.
            let len: usize = written.iter().flatten().map(|w| w.out.len()).sum();
            self.out.reserve(len + 3);
            for w in written {
                self.join(w?);
            }
        }
        self.out.push_str("}\n");
        Ok(())
    }

    /// Writes `blocks`, the blocks of the function from position `first`
    /// on, with their labels (the entry's only when it has a name).
    fn blocks(&mut self, fcx: &FnCx<'_>, blocks: &[Block], first: usize) -> R<()> {
        let body = fcx.body;
        for (i, &b) in blocks.iter().enumerate() {
            let bi = first + i;
            if bi > 0 {
                self.out.push('\n');
            }
            match fcx.blocks.get(b).copied() {
                Some(Label::Name(n)) => {
                    if is_bare_name(n) {
                        self.out.push_str(n);
                    } else {
                        write_quoted(&mut self.out, n.as_bytes());
                    }
                    self.out.push_str(":\n");
                }
                Some(Label::Num(n)) if bi > 0 => {
                    push_decimal(&mut self.out, u64::from(n));
                    self.out.push_str(":\n");
                }
                _ => {}
            }
            if bi > 0 {
                self.phis(fcx, b)?;
            }
            for op in body.block_ops(b) {
                if fcx.inlined.get(op).copied().unwrap_or(false) {
                    continue;
                }
                self.inst(fcx, op)?;
            }
        }
        Ok(())
    }

    /// Names and numbers for the function's values and blocks, and which
    /// ops fold into their users.
    fn number(&self, f: &'a Function) -> R<FnCx<'a>> {
        let body = f.body();
        let mut fcx = FnCx {
            body,
            // Filed by slot: every value, block and op gets an entry.
            values: DenseMap::with_capacity(body.value_capacity()),
            blocks: DenseMap::with_capacity(body.block_capacity()),
            inlined: DenseMap::with_capacity(body.op_capacity()),
            preds: DenseMap::with_capacity(body.block_capacity()),
            phi_flags: FxHashMap::default(),
        };
        let mut used: FxHashSet<&str> = FxHashSet::default();
        let mut next = 0u32;
        let mut label = |name: Option<&'a str>| match name {
            Some(n) if used.insert(n) => Label::Name(n),
            _ => {
                next += 1;
                Label::Num(next - 1)
            }
        };
        for &p in f.params() {
            fcx.values.insert(p, label(body.value_name(p)));
        }
        for (bi, &b) in body.region_blocks(body.root()).iter().enumerate() {
            fcx.blocks.insert(b, label(body.block_name(b)));
            // The entry block's arguments are the parameters.
            if bi > 0 {
                for &a in body.block_args(b) {
                    fcx.values.insert(a, label(body.value_name(a)));
                }
            }
            for op in body.block_ops(b) {
                if !body.regions(op).is_empty() {
                    return Err(self.err(
                        body.loc(op),
                        ExportErrorKind::Regions(self.cx.op_name_str(body.op_name(op)).into()),
                    ));
                }
                let inlined = self.foldable(body, op, &mut fcx.inlined, 0);
                fcx.inlined.insert(op, inlined);
                if inlined {
                    if self.kinds.get(body.op_name(op)) == Some(&Kind::PhiFlags) {
                        if let Some(&v) = body.operands(op).first() {
                            if matches!(body.value_def(v), ValueDef::BlockArg { block, .. } if Some(block) == body.op_block(op))
                            {
                                fcx.phi_flags.insert(v, op);
                            }
                        }
                    }
                    continue;
                }
                match body.results(op) {
                    [] => {}
                    [r] => {
                        fcx.values.insert(*r, label(body.value_name(*r)));
                    }
                    _ => {
                        return Err(self.bad(body, op, "LLVM instructions have at most one result"))
                    }
                }
                for (slot, &s) in body.successors(op).iter().enumerate() {
                    if let Some(list) = fcx.preds.get_mut(s) {
                        list.push((b, op, slot));
                    } else {
                        fcx.preds.insert(s, vec![(b, op, slot)]);
                    }
                }
            }
        }
        Ok(fcx)
    }

    /// Whether `op` is written inside its users' operands: constants,
    /// `addressof`, metadata arguments, `phi_flags`, and ops marked
    /// `constexpr` whose operands all fold too (up to a nesting limit).
    fn foldable(&self, body: &Body, op: Op, memo: &mut DenseMap<Op, bool>, depth: u32) -> bool {
        if let Some(&m) = memo.get(op) {
            return m;
        }
        let Some(&kind) = self.kinds.get(body.op_name(op)) else {
            return false;
        };
        match kind {
            Kind::Constant
            | Kind::Undef
            | Kind::Poison
            | Kind::AddressOf
            | Kind::MetadataValue
            | Kind::PhiFlags => true,
            Kind::Gep | Kind::Cast(_) | Kind::Binary("add" | "sub" | "xor") => {
                if body.attrs(op).get(self.k.constexpr).is_none()
                    || depth > 64
                    || body.results(op).len() != 1
                    || matches!(kind, Kind::Cast(c) if !matches!(c, "trunc" | "ptrtoint" | "ptrtoaddr" | "inttoptr" | "bitcast" | "addrspacecast"))
                {
                    return false;
                }
                let ok = body.operands(op).iter().all(|&v| match body.value_def(v) {
                    ValueDef::Result { op: d, .. } => {
                        self.kinds.get(body.op_name(d)) != Some(&Kind::MetadataValue)
                            && self.kinds.get(body.op_name(d)) != Some(&Kind::PhiFlags)
                            && self.foldable(body, d, memo, depth + 1)
                    }
                    _ => false,
                });
                memo.insert(op, ok);
                ok
            }
            _ => false,
        }
    }

    fn label(&mut self, l: Option<Label<'_>>) {
        self.out.push('%');
        match l {
            Some(Label::Name(n)) => {
                if is_bare_name(n) {
                    self.out.push_str(n);
                } else {
                    write_quoted(&mut self.out, n.as_bytes());
                }
            }
            Some(Label::Num(n)) => push_decimal(&mut self.out, u64::from(n)),
            None => self.out.push_str("undefined"),
        }
    }

    /// A value as an operand: its label, or the constant it folds to.
    fn value(&mut self, fcx: &FnCx<'_>, user: Op, v: Value) -> R<()> {
        let body = fcx.body;
        match body.value_def(v) {
            ValueDef::Result { op, .. } if fcx.inlined.get(op).copied().unwrap_or(false) => {
                self.folded(fcx, op)
            }
            ValueDef::Placeholder => Err(self.err(
                body.loc(user),
                ExportErrorKind::Placeholder(self.cx.op_name_str(body.op_name(user)).into()),
            )),
            _ => {
                self.label(fcx.values.get(v).copied());
                Ok(())
            }
        }
    }

    /// `T v`.
    fn typed(&mut self, fcx: &FnCx<'_>, user: Op, v: Value) -> R<()> {
        self.ty(fcx.body.value_type(v));
        self.out.push(' ');
        self.value(fcx, user, v)
    }

    /// The text of a folded op.
    fn folded(&mut self, fcx: &FnCx<'_>, op: Op) -> R<()> {
        let k = self.k;
        let body = fcx.body;
        let cx = self.cx;
        let kind = self.kinds.get(body.op_name(op)).copied();
        let attrs = body.attrs(op);
        match kind {
            Some(Kind::Constant) => {
                let Some(value) = attrs.get(self.k.value) else {
                    return Err(self.bad(body, op, "needs a `value`"));
                };
                let ty = body.value_type(body.result(op, 0));
                self.const_attr(self.at(body, op), value, ty)
            }
            Some(Kind::Undef) => {
                self.out.push_str("undef");
                Ok(())
            }
            Some(Kind::Poison) => {
                self.out.push_str("poison");
                Ok(())
            }
            Some(Kind::AddressOf) => match attrs.get(self.k.global).map(|a| cx.attr_data(a)) {
                Some(AttrData::Symbol(name)) => self.symbol(self.at(body, op), name),
                _ => Err(self.bad(body, op, "needs a symbol `global`")),
            },
            Some(Kind::MetadataValue) => match body.operands(op).first() {
                Some(&v) => self.typed(fcx, op, v),
                None => match attrs.get(self.k.value) {
                    Some(a) => self.md(self.at(body, op), a),
                    None => Err(self.bad(body, op, "needs a `value` or an operand")),
                },
            },
            Some(Kind::Gep) => {
                self.out.push_str("getelementptr");
                self.flags(
                    body,
                    op,
                    &[(k.inbounds, "inbounds"), (k.nusw, "nusw"), (k.nuw, "nuw")],
                );
                self.out.push_str(" (");
                let src = self.type_attr(body, op, k.source_type)?;
                self.ty(src);
                for &v in body.operands(op) {
                    self.out.push_str(", ");
                    self.typed(fcx, op, v)?;
                }
                self.out.push(')');
                Ok(())
            }
            Some(Kind::Cast(opcode)) => {
                let [v] = body.operands(op) else {
                    return Err(self.bad(body, op, "a cast takes one operand"));
                };
                self.out.push_str(opcode);
                self.out.push_str(" (");
                self.typed(fcx, op, *v)?;
                self.out.push_str(" to ");
                self.ty(body.value_type(body.result(op, 0)));
                self.out.push(')');
                Ok(())
            }
            Some(Kind::Binary(opcode)) => {
                let [a, b] = body.operands(op) else {
                    return Err(self.bad(body, op, "a binary operator takes two operands"));
                };
                self.out.push_str(opcode);
                self.flags(body, op, &[(k.nuw, "nuw"), (k.nsw, "nsw")]);
                self.out.push_str(" (");
                self.typed(fcx, op, *a)?;
                self.out.push_str(", ");
                self.typed(fcx, op, *b)?;
                self.out.push(')');
                Ok(())
            }
            _ => Err(self.bad(body, op, "cannot be folded into a constant")),
        }
    }

    fn type_attr(&self, body: &Body, op: Op, key: dxir_ir::Ident) -> R<Type> {
        match body.attrs(op).get(key).map(|a| self.cx.attr_data(a)) {
            Some(AttrData::Type(t)) => Ok(*t),
            _ => Err(self.bad(body, op, "missing type attribute")),
        }
    }

    /// ` flag` for each unit attribute of `flags` the op has.
    fn flags(&mut self, body: &Body, op: Op, flags: &[(dxir_ir::Ident, &str)]) {
        let attrs = body.attrs(op);
        for &(key, text) in flags {
            if attrs.get(key).is_some() {
                self.out.push(' ');
                self.out.push_str(text);
            }
        }
    }

    fn fastmath(&mut self, body: &Body, op: Op) -> R<()> {
        if let Some(a) = body.attrs(op).get(self.k.fastmath) {
            self.fmf_text(body, op, a)?;
        }
        Ok(())
    }

    fn fmf_text(&mut self, body: &Body, op: Op, a: Attr) -> R<()> {
        let Some(s) = self.cx.attr_as_str(a) else {
            return Err(self.bad(body, op, "`fastmath` must be a string"));
        };
        for w in s.split_ascii_whitespace() {
            if !matches!(
                w,
                "fast" | "reassoc" | "nnan" | "ninf" | "nsz" | "arcp" | "contract" | "afn"
            ) {
                return Err(self.bad(body, op, "unknown fast-math flag"));
            }
            self.out.push(' ');
            self.out.push_str(w);
        }
        Ok(())
    }

    /// The `phi`s of a block, one per argument.
    fn phis(&mut self, fcx: &FnCx<'_>, b: Block) -> R<()> {
        let body = fcx.body;
        let args = body.block_args(b);
        if args.is_empty() {
            return Ok(());
        }
        let empty = Vec::new();
        let edges = fcx.preds.get(b).unwrap_or(&empty);
        for (j, &arg) in args.iter().enumerate() {
            let ty = body.value_type(arg);
            if is_token_like(self.cx, ty) {
                // A block argument has no location of its own; the phi
                // stood just above the block's first op.
                let loc = body
                    .block_ops(b)
                    .next()
                    .map_or(Loc::UNKNOWN, |op| body.loc(op));
                return Err(self.err(
                    loc,
                    ExportErrorKind::TokenLikePhi {
                        ty: dxir_ir::type_to_string(self.cx, ty),
                    },
                ));
            }
            // Each edge's value for this argument.
            let mut entries = Vec::with_capacity(edges.len());
            for &(pred, term, slot) in edges {
                let vals = body.successor_args(term, slot);
                let Some(&v) = vals.get(j) else {
                    return Err(self.bad(body, term, "passes too few values to a block"));
                };
                if vals.len() != args.len() {
                    return Err(self.bad(
                        body,
                        term,
                        "passes the wrong number of values to a block",
                    ));
                }
                entries.push((pred, term, slot, v));
            }
            if let Some(order) = self.phi_order(body, edges, j) {
                let mut sorted: Vec<_> = order.into_iter().zip(entries).collect();
                sorted.sort_by_key(|e| e.0);
                entries = sorted.into_iter().map(|e| e.1).collect();
            }
            self.out.push_str("  ");
            self.label(fcx.values.get(arg).copied());
            self.out.push_str(" = phi");
            if let Some(&flags) = fcx.phi_flags.get(&arg) {
                self.fastmath(body, flags)?;
            }
            self.out.push(' ');
            self.ty(body.value_type(arg));
            for (i, (pred, term, _, v)) in entries.into_iter().enumerate() {
                self.out.push_str(if i == 0 { " [ " } else { ", [ " });
                self.value(fcx, term, v)?;
                self.out.push_str(", ");
                self.label(fcx.blocks.get(pred).copied());
                self.out.push_str(" ]");
            }
            self.out.push('\n');
        }
        Ok(())
    }

    /// The `phi_order` hints of argument `j` for each edge, if they form a
    /// permutation.
    fn phi_order(&self, body: &Body, edges: &[(Block, Op, usize)], j: usize) -> Option<Vec<i64>> {
        let cx = self.cx;
        let mut order = Vec::with_capacity(edges.len());
        for &(_, term, slot) in edges {
            let hint = body.attrs(term).get(self.k.phi_order)?;
            let AttrData::Array(slots) = cx.attr_data(hint) else {
                return None;
            };
            let AttrData::Array(per_arg) = cx.attr_data(*slots.get(slot)?) else {
                return None;
            };
            order.push(cx.attr_as_i64(*per_arg.get(j)?)?);
        }
        let mut seen = vec![false; order.len()];
        for &o in &order {
            let i = usize::try_from(o).ok()?;
            if *seen.get(i)? {
                return None;
            }
            seen[i] = true;
        }
        Some(order)
    }

    /// One instruction.
    fn inst(&mut self, fcx: &FnCx<'_>, op: Op) -> R<()> {
        let k = self.k;
        let body = fcx.body;
        let cx = self.cx;
        let Some(&kind) = self.kinds.get(body.op_name(op)) else {
            return Err(self.err(
                body.loc(op),
                ExportErrorKind::UnknownOp(cx.op_name_str(body.op_name(op)).into()),
            ));
        };
        let ops = body.operands(op);
        let results = body.results(op);
        let arity_ok = |k: usize| ops.len() == k;
        let wrong = || "wrong number of operands";
        let result_ty = results.first().map(|&r| body.value_type(r));
        self.out.push_str("  ");
        if let Some(&r) = results.first() {
            self.label(fcx.values.get(r).copied());
            self.out.push_str(" = ");
        }
        match kind {
            Kind::Binary(opcode) => {
                if !arity_ok(2) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str(opcode);
                self.flags(
                    body,
                    op,
                    &[
                        (k.nuw, "nuw"),
                        (k.nsw, "nsw"),
                        (k.exact, "exact"),
                        (k.disjoint, "disjoint"),
                    ],
                );
                self.fastmath(body, op)?;
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.value(fcx, op, ops[1])?;
            }
            Kind::FNeg => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("fneg");
                self.fastmath(body, op)?;
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
            }
            Kind::ICmp | Kind::FCmp => {
                if !arity_ok(2) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out
                    .push_str(if kind == Kind::ICmp { "icmp" } else { "fcmp" });
                self.flags(body, op, &[(k.samesign, "samesign")]);
                self.fastmath(body, op)?;
                let Some(pred) = body
                    .attrs(op)
                    .get(k.predicate)
                    .and_then(|a| cx.attr_as_str(a))
                else {
                    return Err(self.bad(body, op, "needs a string `predicate`"));
                };
                self.out.push(' ');
                self.out.push_str(pred);
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.value(fcx, op, ops[1])?;
            }
            Kind::Select => {
                if !arity_ok(3) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("select");
                self.fastmath(body, op)?;
                for (i, &v) in ops.iter().enumerate() {
                    self.out.push_str(if i == 0 { " " } else { ", " });
                    self.typed(fcx, op, v)?;
                }
            }
            Kind::Cast(opcode) => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str(opcode);
                self.flags(
                    body,
                    op,
                    &[(k.nuw, "nuw"), (k.nsw, "nsw"), (k.nneg, "nneg")],
                );
                self.fastmath(body, op)?;
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(" to ");
                let Some(t) = result_ty else {
                    return Err(self.bad(body, op, "a cast needs a result"));
                };
                self.ty(t);
            }
            Kind::Alloca => {
                self.out.push_str("alloca");
                self.flags(body, op, &[(k.inalloca, "inalloca")]);
                self.out.push(' ');
                let t = self.type_attr(body, op, k.elem_type)?;
                self.ty(t);
                if let Some(&c) = ops.first() {
                    self.out.push_str(", ");
                    self.typed(fcx, op, c)?;
                }
                self.align(body, op);
                if let Some(space) = body
                    .attr(cx, op, "addr_space")
                    .and_then(|a| cx.attr_as_i64(a))
                {
                    self.out.push_str(", addrspace(");
                    write_i128(&mut self.out, space.into());
                    self.out.push(')');
                }
            }
            Kind::Load => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("load");
                if body.attrs(op).get(self.k.volatile).is_some() {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                let Some(t) = result_ty else {
                    return Err(self.bad(body, op, "a load needs a result"));
                };
                self.ty(t);
                self.out.push_str(", ");
                self.typed(fcx, op, ops[0])?;
                self.align(body, op);
            }
            Kind::Store => {
                if !arity_ok(2) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("store");
                if body.attrs(op).get(self.k.volatile).is_some() {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.typed(fcx, op, ops[1])?;
                self.align(body, op);
            }
            Kind::AtomicRmw => {
                if !arity_ok(2) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("atomicrmw");
                if body.attrs(op).get(self.k.volatile).is_some() {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                let operation = self.keyword(body, op, self.k.operation)?;
                self.out.push_str(operation);
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.typed(fcx, op, ops[1])?;
                self.syncscope(body, op);
                let ordering = self.keyword(body, op, self.k.ordering)?;
                self.out.push(' ');
                self.out.push_str(ordering);
                self.align(body, op);
            }
            Kind::CmpXchg => {
                if !arity_ok(3) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("cmpxchg");
                self.flags(body, op, &[(k.weak, "weak"), (k.volatile, "volatile")]);
                self.out.push(' ');
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.typed(fcx, op, ops[1])?;
                self.out.push_str(", ");
                self.typed(fcx, op, ops[2])?;
                self.syncscope(body, op);
                for key in [k.success_ordering, k.failure_ordering] {
                    let ordering = self.keyword(body, op, key)?;
                    self.out.push(' ');
                    self.out.push_str(ordering);
                }
                self.align(body, op);
            }
            Kind::Gep => {
                if ops.is_empty() {
                    return Err(self.bad(body, op, "getelementptr needs a base pointer"));
                }
                self.out.push_str("getelementptr");
                self.flags(
                    body,
                    op,
                    &[(k.inbounds, "inbounds"), (k.nusw, "nusw"), (k.nuw, "nuw")],
                );
                self.out.push(' ');
                let src = self.type_attr(body, op, k.source_type)?;
                self.ty(src);
                for &v in ops {
                    self.out.push_str(", ");
                    self.typed(fcx, op, v)?;
                }
            }
            Kind::ExtractValue | Kind::InsertValue => {
                let extract = kind == Kind::ExtractValue;
                if !arity_ok(if extract { 1 } else { 2 }) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str(if extract {
                    "extractvalue "
                } else {
                    "insertvalue "
                });
                self.typed(fcx, op, ops[0])?;
                if !extract {
                    self.out.push_str(", ");
                    self.typed(fcx, op, ops[1])?;
                }
                let idx = body.attrs(op).get(k.indices).map(|a| cx.attr_data(a));
                let Some(AttrData::Array(items)) = idx else {
                    return Err(self.bad(body, op, "needs an array `indices`"));
                };
                for &i in items {
                    self.out.push_str(", ");
                    write_i128(&mut self.out, cx.attr_as_i64(i).unwrap_or(0).into());
                }
            }
            Kind::ExtractElement | Kind::InsertElement => {
                let extract = kind == Kind::ExtractElement;
                if !arity_ok(if extract { 2 } else { 3 }) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str(if extract {
                    "extractelement "
                } else {
                    "insertelement "
                });
                for (i, &v) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.typed(fcx, op, v)?;
                }
            }
            Kind::ShuffleVector => {
                if !arity_ok(2) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("shufflevector ");
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.typed(fcx, op, ops[1])?;
                let mask = body.attrs(op).get(k.mask).map(|a| cx.attr_data(a));
                let Some(AttrData::Array(items)) = mask else {
                    return Err(self.bad(body, op, "needs an array `mask`"));
                };
                self.out.push_str(", <");
                push_decimal(&mut self.out, items.len() as u64);
                // An all-zero mask (a splat of lane 0) prints as LLVM prints
                // it: `zeroinitializer`.
                if !items.is_empty() && items.iter().all(|&m| cx.attr_as_i64(m) == Some(0)) {
                    self.out.push_str(" x i32> zeroinitializer");
                } else {
                    self.out.push_str(" x i32> <");
                    for (i, &m) in items.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        match cx.attr_as_i64(m) {
                            Some(l) if l >= 0 => {
                                self.out.push_str("i32 ");
                                write_i128(&mut self.out, l.into());
                            }
                            _ => self.out.push_str("i32 poison"),
                        }
                    }
                    self.out.push('>');
                }
            }
            Kind::Freeze => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                self.out.push_str("freeze ");
                self.typed(fcx, op, ops[0])?;
            }
            Kind::Call => self.call(fcx, op, Callee::Symbol)?,
            Kind::Dx(intr) => self.call(fcx, op, Callee::Dx(intr))?,
            Kind::Dxil(entry) => self.call(fcx, op, Callee::Dxil(entry))?,
            Kind::Ret => {
                self.out.push_str("ret ");
                match ops {
                    [] => self.out.push_str("void"),
                    [v] => self.typed(fcx, op, *v)?,
                    _ => return Err(self.bad(body, op, "ret takes at most one operand")),
                }
            }
            Kind::Br => {
                self.out.push_str("br ");
                let [s] = body.successors(op) else {
                    return Err(self.bad(body, op, "br needs one successor"));
                };
                self.block_ref(fcx, *s);
            }
            Kind::CondBr => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                let [t, f] = body.successors(op) else {
                    return Err(self.bad(body, op, "cond_br needs two successors"));
                };
                self.out.push_str("br ");
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.block_ref(fcx, *t);
                self.out.push_str(", ");
                self.block_ref(fcx, *f);
            }
            Kind::Switch => {
                if !arity_ok(1) {
                    return Err(self.bad(body, op, wrong()));
                }
                let succs = body.successors(op);
                let cases = body.attrs(op).get(k.cases).map(|a| cx.attr_data(a));
                let Some(AttrData::Array(cases)) = cases else {
                    return Err(self.bad(body, op, "needs an array `cases`"));
                };
                if succs.len() != cases.len() + 1 {
                    return Err(self.bad(body, op, "needs one successor per case and a default"));
                }
                self.out.push_str("switch ");
                self.typed(fcx, op, ops[0])?;
                self.out.push_str(", ");
                self.block_ref(fcx, succs[0]);
                self.out.push_str(" [\n");
                let ct = body.value_type(ops[0]);
                for (&c, &s) in cases.iter().zip(&succs[1..]) {
                    self.out.push_str("    ");
                    self.ty(ct);
                    self.out.push(' ');
                    self.const_attr(self.at(body, op), c, ct)?;
                    self.out.push_str(", ");
                    self.block_ref(fcx, s);
                    self.out.push('\n');
                }
                self.out.push_str("  ]");
            }
            Kind::Unreachable => self.out.push_str("unreachable"),
            Kind::Constant
            | Kind::Undef
            | Kind::Poison
            | Kind::AddressOf
            | Kind::MetadataValue
            | Kind::PhiFlags => {
                return Err(self.bad(body, op, "is folded into its users"));
            }
        }
        self.attachments(self.at(body, op), body.attrs(op), ", ")?;
        self.out.push('\n');
        Ok(())
    }

    /// The string attribute `key` of an atomic op (an operation or an
    /// ordering keyword).
    fn keyword(
        &self,
        body: &Body,
        op: Op,
        key: dxir_ir::Ident,
    ) -> Result<&'a str, Box<ExportError>> {
        body.attrs(op)
            .get(key)
            .and_then(|a| self.cx.attr_as_str(a))
            .ok_or_else(|| {
                self.bad(
                    body,
                    op,
                    "an atomic op needs its operation and ordering string attributes",
                )
            })
    }

    /// ` syncscope("...")` when the op has one.
    fn syncscope(&mut self, body: &Body, op: Op) {
        if let Some(s) = body
            .attrs(op)
            .get(self.k.syncscope)
            .and_then(|a| self.cx.attr_as_str(a))
        {
            self.out.push_str(" syncscope(");
            write_quoted(&mut self.out, s.as_bytes());
            self.out.push(')');
        }
    }

    fn align(&mut self, body: &Body, op: Op) {
        if let Some(a) = body
            .attrs(op)
            .get(self.k.alignment)
            .and_then(|a| self.cx.attr_as_i64(a))
        {
            self.out.push_str(", align ");
            write_i128(&mut self.out, a.into());
        }
    }

    fn block_ref(&mut self, fcx: &FnCx<'_>, b: Block) {
        self.out.push_str("label ");
        self.label(fcx.blocks.get(b).copied());
    }

    /// `[tail] call [fmf] [cc] [ret attrs] [addrspace(N)] T @f(args) [#N]`.
    fn call(&mut self, fcx: &FnCx<'_>, op: Op, what: Callee) -> R<()> {
        let body = fcx.body;
        let cx = self.cx;
        let attrs = body.attrs(op);
        let k = self.k;
        let get = |key: dxir_ir::Ident| attrs.get(key);
        let ret = body
            .results(op)
            .first()
            .map_or(cx.types().void, |&r| body.value_type(r));
        let types: Vec<Type> = body
            .operands(op)
            .iter()
            .map(|&v| body.value_type(v))
            .collect();
        // A `dx` op calls its intrinsic by the name mangled on its types; a
        // `dxil` op calls `dx.op.<class>.<overload>` with its opcode first.
        // Either is declared, if the module does not, as LLVM expects.
        let name: Arc<str>;
        let mut opcode = None;
        let mut overload = None;
        let callee: &str = match what {
            Callee::Dx(_) | Callee::Dxil(_) => {
                let shape = CallShape {
                    op: body.op_name(op),
                    results: body
                        .results(op)
                        .iter()
                        .map(|&v| body.value_type(v))
                        .collect(),
                    operands: types.iter().copied().collect(),
                };
                let callee = match self.callees.get(&shape) {
                    Some(c) => c.clone(),
                    None => {
                        let Some(c) = resolve_callee(cx, what, &shape) else {
                            return Err(self.bad(body, op, "does not match its DXIL signature"));
                        };
                        self.callees.insert(shape, c.clone());
                        c
                    }
                };
                overload = callee.overload;
                opcode = callee.opcode;
                name = callee.name;
                &name
            }
            Callee::Symbol => match get(k.callee).map(|a| cx.attr_data(a)) {
                Some(AttrData::Symbol(c)) => c,
                _ => return Err(self.bad(body, op, "needs a symbol `callee`")),
            },
        };
        if let Some(t) = get(k.tail).and_then(|a| cx.attr_as_str(a)) {
            self.out.push_str(t);
            self.out.push(' ');
        }
        self.out.push_str("call");
        self.fastmath(body, op)?;
        if let Some(cc) = get(k.cc).and_then(|a| cx.attr_as_str(a)) {
            self.out.push(' ');
            self.out.push_str(cc);
        }
        self.item_list(self.at(body, op), get(k.ret_attrs))?;
        if let Some(space) = get(k.addr_space).and_then(|a| cx.attr_as_i64(a)) {
            self.out.push_str(" addrspace(");
            write_i128(&mut self.out, space.into());
            self.out.push(')');
        }
        self.out.push(' ');
        let target = self.m.function(callee);
        let written = match get(k.callee_type).map(|a| cx.attr_data(a)) {
            Some(AttrData::Type(t)) => Some(*t),
            _ => target
                .filter(|f| {
                    matches!(
                        cx.type_data(f.ty()),
                        TypeData::Function { vararg: true, .. }
                    )
                })
                .map(|f| f.ty()),
        };
        match written {
            Some(t) => self.ty(t),
            None => self.ty(ret),
        }
        self.out.push(' ');
        if target.is_none() && self.m.symbol(callee).is_none() && !is_numbered(callee) {
            // A call to a function the module does not declare: declare it
            // from the call's own types.
            if !self.undeclared_seen.contains(callee) {
                self.undeclared_seen.insert(callee.to_string());
                let (fty, attrs) = match what {
                    Callee::Symbol => (cx.function_type(ret, types.clone(), false), None),
                    Callee::Dx(i) => (
                        cx.function_type(ret, types.clone(), false),
                        Some(i.fn_attrs.join(" ")).filter(|t| !t.is_empty()),
                    ),
                    Callee::Dxil(entry) => match dxil::export_type(cx, entry, overload) {
                        Ok(t) => (t, Some(self.dxil_attrs(entry))),
                        // An op on a resource object is typed by the object
                        // it is called with, as its name is.
                        Err(dxil::ExportTypeError::Object { .. }) => {
                            let params = std::iter::once(cx.types().i32).chain(types.clone());
                            let t = cx.function_type(ret, params.collect(), false);
                            (t, Some(self.dxil_attrs(entry)))
                        }
                        Err(_) => return Err(self.bad(body, op, "has no DXIL function type")),
                    },
                };
                self.undeclared.push((callee.to_string(), fty, attrs));
            }
            write_name(&mut self.out, '@', callee);
        } else {
            self.symbol(self.at(body, op), callee)?;
        }
        self.out.push('(');
        if let Some(code) = opcode {
            self.out.push_str("i32 ");
            push_decimal(&mut self.out, u64::from(code));
            if !types.is_empty() {
                self.out.push_str(", ");
            }
        }
        let arg_attrs = get(k.arg_attrs);
        for (i, &v) in body.operands(op).iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let t = body.value_type(v);
            self.ty(t);
            self.item_list(self.at(body, op), self.nth_list(arg_attrs, i))?;
            self.out.push(' ');
            self.value(fcx, op, v)?;
        }
        self.out.push(')');
        if let Some(g) = self.fn_group(self.at(body, op), attrs)? {
            self.group_ref(g);
        }
        Ok(())
    }
}

/// The types a `dx` or `dxil` op's callee is named and checked on: ops of
/// one shape call the same function.
#[derive(PartialEq, Eq, Hash)]
struct CallShape {
    op: OpName,
    results: smallvec::SmallVec<[Type; 1]>,
    operands: smallvec::SmallVec<[Type; 6]>,
}

/// The function ops of one [`CallShape`] call: its name, and for a `dxil`
/// op the overload and the opcode passed first.
#[derive(Clone)]
struct ResolvedCallee {
    name: Arc<str>,
    overload: Option<dxil::ScalarKind>,
    opcode: Option<u32>,
}

/// The callee of a `dx` or `dxil` op of `shape`; `None` for a `dxil` op
/// whose types do not fit its signature.
fn resolve_callee(cx: &Context, what: Callee, shape: &CallShape) -> Option<ResolvedCallee> {
    let ret = shape.results.first().copied().unwrap_or(cx.types().void);
    match what {
        Callee::Dx(i) => Some(ResolvedCallee {
            name: dx::mangled_name(cx, i, ret, &shape.operands).into(),
            overload: None,
            opcode: None,
        }),
        Callee::Dxil(entry) => {
            let o = dxil::check_signature(cx, entry, &shape.operands, &shape.results).ok()?;
            Some(ResolvedCallee {
                name: dxil::call_name(cx, entry, o, &shape.operands).into(),
                overload: o,
                opcode: Some(entry.opcode()),
            })
        }
        Callee::Symbol => None,
    }
}

/// What a call op calls.
#[derive(Clone, Copy)]
enum Callee {
    /// The symbol in its `callee` attribute (`llvm.call`).
    Symbol,
    /// A `dx` op's intrinsic.
    Dx(&'static dx::Intrinsic),
    /// A `dxil` op's `dx.op` function.
    Dxil(&'static dxil::DxilOp),
}

/// Whether LLVM 22 takes `t` like `token`: a DirectX resource type
/// (`target("dx.…")`), which only an intrinsic's signature and no phi may
/// hold. `dx.Padding`, a cbuffer layout filler, is an ordinary type.
fn is_token_like(cx: &Context, t: Type) -> bool {
    matches!(cx.type_data(t), TypeData::TargetExt { name, .. }
        if name.starts_with("dx.") && &**name != "dx.Padding")
}

/// An all-digit symbol name stands for an unnamed (numbered) global.
fn is_numbered(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())
}

/// The named structs `m` refers to: in function signatures, value types
/// and attributes (global types, GEP source types, typed constants),
/// closed over struct bodies.
fn used_named_structs(cx: &Context, m: &Module) -> FxHashSet<Type> {
    fn visit_type(cx: &Context, ty: Type, seen: &mut FxHashSet<Type>) {
        if !seen.insert(ty) {
            return;
        }
        match cx.type_data(ty) {
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
                visit_type(cx, *elem, seen)
            }
            TypeData::Struct { fields, .. } => {
                for &f in fields {
                    visit_type(cx, f, seen);
                }
            }
            TypeData::TargetExt { types, .. } => {
                for &t in types {
                    visit_type(cx, t, seen);
                }
            }
            TypeData::Function { ret, params, .. } => {
                visit_type(cx, *ret, seen);
                for &p in params {
                    visit_type(cx, p, seen);
                }
            }
            TypeData::Named(_) => {
                if let Some(StructBody::Fields { fields, .. }) = cx.struct_body(ty) {
                    for f in fields {
                        visit_type(cx, f, seen);
                    }
                }
            }
            _ => {}
        }
    }
    fn visit_attr(cx: &Context, a: Attr, seen: &mut FxHashSet<Type>) {
        cx.for_each_attr_leaf(a, &mut |leaf| match cx.attr_data(leaf) {
            AttrData::Type(t) => visit_type(cx, *t, seen),
            _ => {
                if let Some(t) = cx.attr_type(leaf) {
                    visit_type(cx, t, seen);
                }
            }
        });
    }
    fn visit_body(cx: &Context, body: &Body, seen: &mut FxHashSet<Type>) {
        // Neighbouring values mostly share a type: one visit for a run.
        let mut last = None;
        for op in body.walk() {
            for &v in body.results(op).iter().chain(body.all_operands(op)) {
                let ty = body.value_type(v);
                if last != Some(ty) {
                    visit_type(cx, ty, seen);
                    last = Some(ty);
                }
            }
            for (_, a) in body.attrs(op).iter() {
                visit_attr(cx, a, seen);
            }
        }
    }
    // A walk over every op: the functions' in parallel, their sets merged.
    let mut seen = m
        .par_functions()
        .map(|f| {
            let mut seen = FxHashSet::default();
            visit_type(cx, f.ty(), &mut seen);
            for (_, a) in f.attrs().iter() {
                visit_attr(cx, a, &mut seen);
            }
            for &p in f.params() {
                visit_type(cx, f.body().value_type(p), &mut seen);
            }
            visit_body(cx, f.body(), &mut seen);
            seen
        })
        .reduce(FxHashSet::default, |mut a, b| {
            a.extend(b);
            a
        });
    visit_body(cx, m.globals(), &mut seen);
    for (_, a) in m.attrs.iter() {
        visit_attr(cx, a, &mut seen);
    }
    seen
}
