//! The importer: an LLVM IR AST becomes a dxir [`Module`].
//!
//! It resolves what the reader leaves as names (values, blocks, globals,
//! named types, attribute groups, metadata nodes), numbers unnamed values as
//! LLVM does, checks that every use agrees with its definition's type, and
//! builds `llvm` dialect ops. The mapping is in `docs/llvm-interop.md`
//! ("How LLVM IR maps to dxir").
//!
//! Work is linear in the input: each distinct AST type is converted once,
//! each instruction makes one op plus one op per constant operand, and a
//! forward reference costs one placeholder and one replacement.

mod consts;
mod func;
mod instmeta;
mod modmeta;

use super::ast::{self, BodyStart, Name, Pos};
use super::parser::{parse_body_at, parse_deferred};
use super::{parse, LlErrorKind, LlParseError};
use crate::dx;
use crate::translate::llvm::write::type_text;
use dxir_ir::{
    Attr, AttrData, Context, FileId, Function, Ident, Loc, Module, ModuleError, OpName, OpSpec,
    StructBody, Type, TypeData,
};
use rayon::prelude::*;
use rustc_hash::FxHashMap;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// What went wrong while importing LLVM IR; the message of an
/// [`ImportError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportErrorKind {
    /// The reader rejected the text (a syntax error).
    #[error("{0}")]
    Syntax(String),
    /// Valid LLVM IR that dxir does not handle.
    #[error("unsupported: {0}")]
    Unsupported(String),
    /// A local value that is never defined.
    #[error("use of undefined value '%{0}'")]
    UndefinedValue(String),
    /// A global or function that is never defined.
    #[error("use of undefined global '@{0}'")]
    UndefinedGlobal(String),
    /// A branch to a block that does not exist.
    #[error("use of undefined label '%{0}'")]
    UndefinedLabel(String),
    /// A named type without a definition.
    #[error("use of undefined type '%{0}'")]
    UndefinedType(String),
    /// A `!N` without `!N = ...`.
    #[error("use of undefined metadata '!{0}'")]
    UndefinedMetadata(u32),
    /// A call to a name that is neither a function nor a global.
    #[error("unknown callee '@{0}'")]
    UnknownCallee(String),
    /// A name defined twice (`'%x'`, `'@f'`, `type '%T'`, `'!3'`).
    #[error("redefinition of {0}")]
    Redefinition(String),
    /// A value used with another type than it has.
    #[error("'{value}' has type '{found}' but is used as '{expected}'")]
    TypeMismatch {
        /// The value as written.
        value: String,
        /// Its type.
        found: String,
        /// The type the use needs.
        expected: String,
    },
    /// An instruction other than `phi` that uses its own result.
    #[error("only phi nodes may refer to their own value ('{0}')")]
    SelfReference(String),
    /// A named struct already known to the context with another body.
    #[error("type '%{0}' is already defined with a different body")]
    TypeRedefined(String),
    /// `%T = type %T`, directly or through other aliases.
    #[error("type '%{0}' is defined in terms of itself")]
    TypeCycle(String),
    /// A type that cannot appear where it is written.
    #[error("invalid type '{ty}': {why}")]
    BadType {
        /// The type.
        ty: String,
        /// Why not.
        why: &'static str,
    },
    /// A constant that does not fit its type.
    #[error("{0}")]
    BadConstant(&'static str),
    /// An operand of the wrong kind for its instruction.
    #[error("{0}")]
    BadOperand(&'static str),
    /// A conversion LLVM does not allow.
    #[error("invalid cast from '{from}' to '{to}'")]
    BadCast {
        /// The operand type.
        from: String,
        /// The result type.
        to: String,
    },
    /// `extractvalue`/`insertvalue`/`getelementptr` indices that do not
    /// select a member.
    #[error("invalid indices for {0}")]
    BadIndices(&'static str),
    /// A numbered name below the next free number.
    #[error("{what} expected to be numbered '{sigil}{next}' or greater")]
    Numbering {
        /// `instruction`, `argument`, `label` or `global`.
        what: &'static str,
        /// `%` or `@`.
        sigil: char,
        /// The smallest number allowed here.
        next: u32,
    },
    /// `%x = store ...`, `%x = call void ...`.
    #[error("instructions returning void cannot have a name")]
    NamedVoid,
    /// A `phi` after a non-`phi` instruction.
    #[error("phi nodes must come first in their block")]
    PhiNotAtStart,
    /// A `phi` in the entry block (which has no predecessors).
    #[error("the entry block cannot have phi nodes")]
    PhiInEntry,
    /// A branch to the entry block.
    #[error("the entry block cannot be a branch target")]
    EntryTarget,
    /// A `phi` entry for a block that does not branch here.
    #[error("phi has an incoming value from '%{0}', which is not a predecessor")]
    PhiNotPredecessor(String),
    /// A predecessor edge with no `phi` entry.
    #[error("phi has no incoming value for the edge from '%{0}'")]
    PhiMissingEdge(String),
    /// More or fewer entries for a predecessor than it has edges here.
    #[error("phi has {entries} entries for '%{pred}', which branches here {edges} times")]
    PhiEdgeCount {
        /// The predecessor.
        pred: String,
        /// Entries naming it.
        entries: usize,
        /// Its edges to the block.
        edges: usize,
    },
    /// Two entries for the same predecessor with different values.
    #[error("phi has different incoming values for the edges from '%{0}'")]
    PhiConflict(String),
    /// Module flags or `!llvm.ident`-style metadata that LLVM's verifier
    /// rejects; the message is LLVM's.
    #[error("{0}")]
    ModuleMetadata(String),
    /// Instruction metadata (`!tbaa`, `!alias.scope`, `!noalias`,
    /// `!nonnull`, `!align`, the scopes of
    /// `llvm.experimental.noalias.scope.decl`) or `!llvm.errno.tbaa` that
    /// LLVM's verifier rejects: the attachment, then LLVM's message.
    #[error("{0}")]
    Metadata(String),
    /// `ret` with a value of another type than the function returns.
    #[error("'ret' does not match the function's return type '{0}'")]
    BadReturn(String),
    /// A call of an `llvm.*` function at another function type than its
    /// declaration's, which LLVM's verifier rejects for intrinsics
    /// ("Intrinsic called with incompatible signature").
    #[error("intrinsic called with incompatible signature: '@{name}' is declared as '{declared}' but called as '{called}'")]
    IntrinsicCallSignature {
        /// The callee.
        name: String,
        /// The declaration's function type.
        declared: String,
        /// The call's function type.
        called: String,
    },
    /// A call of a known `llvm.*` intrinsic whose function type is not the
    /// one LLVM defines for it ([`crate::llvm::SIGNATURES`]).
    #[error("{error} ('@{name}' at type '{ty}')")]
    IntrinsicSignature {
        /// The callee.
        name: String,
        /// Its function type.
        ty: String,
        /// What does not fit, with LLVM's message.
        error: crate::llvm::SignatureError,
    },
    /// `llvm.global_ctors`, `llvm.used` and the like of a type or linkage
    /// LLVM's verifier rejects; the message is LLVM's.
    #[error("{0}")]
    SpecialGlobal(&'static str),
    /// An `llvm.*` function used other than as a callee (LLVM's verifier:
    /// "Cannot take the address of an intrinsic!").
    #[error("Cannot take the address of an intrinsic! ('@{0}')")]
    IntrinsicAddress(String),
    /// A non-constant argument where the intrinsic takes an `immarg`.
    #[error("immarg operand has non-immediate parameter (argument {index} of '@{name}')")]
    ImmArg {
        /// The callee.
        name: String,
        /// The argument, 0-based.
        index: usize,
    },
}

/// An import failure: the file, the 1-based line and byte column, and what
/// went wrong.
///
/// `Display` renders it like every dxir diagnostic about input text
/// ([`dxir_ir::render_error`]):
/// ```text
/// shader.ll:7:20: error: use of undefined value '%y'
///     %z = add i32 %x, %y
///                      ^
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.rendered)]
pub struct ImportError(Box<ImportErrorData>);

/// The fields of an [`ImportError`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportErrorData {
    /// The file name given to [`import_module`](super::import_module).
    pub file: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
    /// What went wrong.
    pub kind: ImportErrorKind,
    rendered: String,
}

impl std::ops::Deref for ImportError {
    type Target = ImportErrorData;
    fn deref(&self) -> &ImportErrorData {
        &self.0
    }
}

impl ImportError {
    #[cold]
    fn new(file: &str, source: &str, pos: Pos, kind: ImportErrorKind) -> Self {
        let rendered = dxir_ir::render_error(file, source, pos.line, pos.col, &kind.to_string());
        ImportError(Box::new(ImportErrorData {
            file: file.to_string(),
            line: pos.line,
            col: pos.col,
            kind,
            rendered,
        }))
    }

    /// The message without location.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }

    /// True for valid LLVM IR that dxir does not handle.
    pub fn is_unsupported(&self) -> bool {
        matches!(self.kind, ImportErrorKind::Unsupported(_))
    }
}

/// A failure inside the importer, before it knows the file name: boxed so
/// that `Result`s on the hot paths stay small.
pub(super) struct Fail {
    pos: Pos,
    kind: ImportErrorKind,
}

pub(super) type R<T> = Result<T, Box<Fail>>;

#[cold]
#[inline(never)]
fn fail<T>(pos: Pos, kind: ImportErrorKind) -> R<T> {
    Err(Box::new(Fail { pos, kind }))
}

#[cold]
#[inline(never)]
fn unsupported<T>(pos: Pos, what: impl std::fmt::Display) -> R<T> {
    fail(pos, ImportErrorKind::Unsupported(what.to_string()))
}

/// Imports LLVM IR text; see [`super::import_module`].
///
/// The module level (types, globals, declarations, attribute groups,
/// metadata) is read first, with the function bodies only skipped; then
/// each body is read and imported on its own, in parallel on the current
/// rayon pool, and the functions are added in source order. Nothing a body
/// does reaches another body (intrinsics it calls undeclared are declared
/// after all of them, in order of first use), so the module is the same
/// for any number of threads.
///
/// Errors are the same as a serial reader's: the first syntax error in the
/// text, else the first problem in import order. When the text has a
/// syntax error anywhere (or the module level does not import), it is read
/// again whole, serially, to report exactly that error; that costs time
/// only on the way to an error.
pub(super) fn import(
    cx: &Context,
    source: &str,
    file_name: &str,
    pruning: Option<&Pruning<'_>>,
) -> Result<Module, ImportError> {
    let file = cx.file(file_name);
    if let Ok(ast) = parse_deferred(source) {
        match import_ast(cx, ast, source, file, pruning) {
            Ok(m) => return Ok(m),
            Err(Failed::Error(f)) => {
                return Err(ImportError::new(file_name, source, f.pos, f.kind))
            }
            Err(Failed::Reread) => {}
        }
    }
    // Read whole, nothing is dropped: this read reports an error.
    let ast = parse(source).map_err(|e| from_parse_error(file_name, source, e))?;
    match import_ast(cx, ast, source, file, None) {
        Ok(m) => Ok(m),
        Err(Failed::Error(f)) => Err(ImportError::new(file_name, source, f.pos, f.kind)),
        // Nothing is deferred in a whole read, so nothing is read again.
        Err(Failed::Reread) => Err(ImportError::new(
            file_name,
            source,
            Pos { line: 1, col: 1 },
            ImportErrorKind::Syntax("the text reads differently in parts and whole".into()),
        )),
    }
}

/// Why [`import_ast`] stopped.
enum Failed {
    /// A problem to report.
    Error(Box<Fail>),
    /// A deferred body has a syntax error, or the module level failed
    /// before the bodies were read: read the text again whole.
    Reread,
}

/// How much work a function's body is to import: the bytes of a body
/// still to read, or the instructions of one read.
fn body_size(f: &ast::Function<'_>) -> usize {
    match (&f.deferred, &f.body) {
        (Some(d), _) => d.end - d.offset,
        (None, Some(blocks)) => blocks.iter().map(|b| b.insts.len()).sum(),
        (None, None) => 0,
    }
}

/// Imports a syntax tree whose bodies may still be deferred.
fn import_ast<'a>(
    cx: &Context,
    mut ast: ast::Module<'a>,
    source: &'a str,
    file: FileId,
    pruning: Option<&Pruning<'_>>,
) -> Result<Module, Failed> {
    // The functions are owned apart from the rest of the syntax tree, so
    // each one's tree is freed once it is imported: the peak holds the IR
    // and the trees of the functions being imported, not the whole tree.
    let functions = std::mem::take(&mut ast.functions);
    let deferred = functions.iter().any(|f| f.deferred.is_some());
    let base = Arc::new(ast.types.clone());
    let mut imp = Importer::new(cx, &ast, &base, file);
    let mut m = imp.module_level(&functions).map_err(|f| {
        if deferred {
            Failed::Reread
        } else {
            Failed::Error(f)
        }
    })?;
    let mut outlined = match pruning {
        Some(p) => imp.dead_definitions(&m, &functions, source, p),
        None => Vec::new(),
    };
    // Nothing told: nothing dropped, every header still to read.
    outlined.resize_with(functions.len(), || (false, None));
    let verify = pruning.map(|p| p.verify).unwrap_or_default();
    // The largest bodies first: a body is one job, so one read last would
    // keep a thread busy after the others ran out of work (on the
    // benchmark's F, one function of half the text came last).
    let mut jobs: Vec<(usize, ast::Function<'a>, Outlined)> = functions
        .into_iter()
        .zip(outlined)
        .enumerate()
        .map(|(i, (f, o))| (i, f, o))
        .collect();
    jobs.sort_by_key(|(i, f, _)| (std::cmp::Reverse(body_size(f)), *i));
    let read = |f: ast::Function<'a>, (dead, header): Outlined| -> Result<Imported, BodyFail> {
        let (mut func, calls) = imp.import_function(source, &base, f, header)?;
        // A dead definition that does not verify stays, so that the
        // verifier reports it as it would without pruning.
        if dead && dxir_ir::verify_function(cx, &func, &verify).is_ok() {
            return Ok((None, calls));
        }
        // The arenas were sized by a guess and the constants moved while
        // the body was read. Where the guess left a quarter of them free,
        // compaction gives the slack back while the other functions are
        // still being read (on the benchmark's L, the peak of reading went
        // from 587 to 521 MB when the arenas grew by doubling). Otherwise
        // the body is nearly in order already and the first pass compacts
        // it if it leaves it sparse: compacting every body here was 1% of
        // the instructions of M and F, and kept no memory back.
        if func.body().is_sparse() {
            func.body_mut().compact();
        }
        Ok((Some(func), calls))
    };
    let mut done: Vec<(usize, Result<Imported, BodyFail>)> = jobs
        .into_par_iter()
        // One function per job, as `Module::par_functions` gives.
        .with_max_len(1)
        .map(|(i, f, outlined)| (i, read(f, outlined)))
        .collect();
    // Back in file order, whatever order they were read in.
    done.sort_unstable_by_key(|&(i, _)| i);
    let results: Vec<Result<Imported, BodyFail>> = done.into_iter().map(|(_, r)| r).collect();
    if results.iter().any(|r| matches!(r, Err(BodyFail::Syntax))) {
        return Err(Failed::Reread);
    }
    let mut implicit: Vec<Implicit> = Vec::new();
    let mut declared: FxHashMap<String, Type> = FxHashMap::default();
    for r in results {
        let (func, calls) = match r {
            Ok(ok) => ok,
            Err(BodyFail::Import(f)) => return Err(Failed::Error(f)),
            Err(BodyFail::Syntax) => return Err(Failed::Reread),
        };
        if let Some(func) = func {
            let pos = Pos {
                line: func.loc().line,
                col: func.loc().col,
            };
            if let Err(ModuleError::DuplicateSymbol(n)) = m.add_function(func) {
                return Err(Failed::Error(Box::new(Fail {
                    pos,
                    kind: ImportErrorKind::Redefinition(format!("'@{n}'")),
                })));
            }
        }
        // A dropped definition's undeclared intrinsics are declared all the
        // same: the module level is what it would be without pruning.
        for c in calls {
            match declared.get(&c.0) {
                None => {
                    declared.insert(c.0.clone(), c.1);
                    implicit.push(c);
                }
                Some(&ty) if ty != c.1 => return two_types(&c.0, c.2).map_err(Failed::Error),
                Some(_) => {}
            }
        }
    }
    imp.module_end(&mut m, implicit).map_err(Failed::Error)?;
    Ok(m)
}

/// Dropping function definitions while the module is read, for a caller
/// that would delete them right after (`dxir lower` drops what no entry
/// or export reaches): their IR is never all held at once. Each dropped
/// definition is still read and verified; one that does not verify is
/// kept, so every error is reported as without pruning.
pub struct Pruning<'p> {
    /// Given the module's outline, whether to drop each definition.
    pub dead: &'p (dyn Fn(&Context, &Outline<'_, '_>) -> Vec<bool> + Sync),
    /// What a dropped definition must pass.
    pub verify: dxir_ir::VerifyOptions,
}

/// What is known of a module before its function bodies are read (see
/// [`Pruning`]).
pub struct Outline<'m, 's> {
    /// The module level: globals, declarations, no definitions yet.
    pub module: &'m Module,
    /// Every name written after `@` outside the function bodies (in
    /// initializers, metadata, aliases, comments), but each definition's
    /// own name in its header: a superset of the module level's
    /// references, as often as written.
    pub mentions: Vec<&'s str>,
    /// Every definition, in order.
    pub definitions: Vec<Definition<'s>>,
}

/// A function definition before its body is read (see [`Pruning`]).
pub struct Definition<'s> {
    /// The function without its body: name, type, linkage, attributes.
    pub header: Function,
    /// Every name written after `@` in the body's text, as often as
    /// written: the callees and globals it refers to, and whatever a
    /// comment or string holds (a superset of its references).
    pub mentions: Vec<&'s str>,
}

/// The names after each `@` of a body's text (see
/// [`Definition::mentions`]); `None` for a quoted name with escapes, whose
/// text is not the name.
fn mentions(text: &str) -> Option<Vec<&str>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    // `memchr` and the lexer's table of name bytes: the scan reads every
    // byte of every body (on the benchmark's M, 56 M instructions with a
    // byte loop and a slice search per name byte, 10 M now).
    while let Some(at) = memchr::memchr(b'@', &bytes[i..]) {
        let start = i + at + 1;
        if bytes.get(start) == Some(&b'"') {
            let len = bytes[start + 1..].iter().position(|&b| b == b'"')?;
            let name = &text[start + 1..start + 1 + len];
            if name.contains('\\') {
                return None;
            }
            out.push(name);
            i = start + len + 2;
        } else {
            let len = bytes[start..]
                .iter()
                .position(|&b| !crate::translate::llvm::lexer::is_name_byte(b))
                .unwrap_or(bytes.len() - start);
            out.push(&text[start..start + len]);
            i = start + len;
        }
    }
    Some(out)
}

/// A function read, or `None` where it was dropped (see [`Pruning`]), and
/// the intrinsics it calls undeclared.
type Imported = (Option<Function>, Vec<Implicit>);

/// What pruning tells of a function before its body is read: whether to
/// drop it, and its header if it was read (see [`Pruning`]).
type Outlined = (bool, Option<Function>);

/// An intrinsic called without a declaration: its name, function type and
/// the first call's position.
pub(super) type Implicit = (String, Type, Pos);

/// Why one function did not import.
enum BodyFail {
    /// Its deferred body has a syntax error (reported by a whole read).
    Syntax,
    /// An import problem.
    Import(Box<Fail>),
}

fn from_parse_error(file: &str, source: &str, e: LlParseError) -> ImportError {
    let pos = e.pos();
    let kind = match e.kind {
        LlErrorKind::Unsupported => ImportErrorKind::Unsupported(
            e.message
                .strip_prefix("unsupported: ")
                .unwrap_or(&e.message)
                .to_string(),
        ),
        LlErrorKind::Syntax => ImportErrorKind::Syntax(e.message),
    };
    ImportError::new(file, source, pos, kind)
}

/// A module-level name: a global variable or a function.
#[derive(Clone, Copy)]
pub(super) struct Sym {
    /// The type of `@name` as a value: a pointer.
    ptr: Type,
    /// The function type, for functions.
    fn_ty: Option<Type>,
}

/// Declares a struct of interned names, one field per name, made once per
/// import so that the hot paths do not look names up.
macro_rules! names {
    ($(#[$m:meta])* $name:ident: $ty:ty = $make:ident($prefix:literal) { $($f:ident),* $(,)? }) => {
        $(#[$m])*
        #[derive(Clone)]
        pub(super) struct $name { $(pub(super) $f: $ty,)* }
        impl $name {
            fn new(cx: &Context) -> Self {
                $name { $($f: cx.$make(concat!($prefix, stringify!($f))),)* }
            }
        }
    };
}

names! {
    /// Attribute keys.
    AttrKeys: Ident = ident("") {
        value, metadata, fastmath, constexpr, alignment, volatile, phi_order, global, callee,
        tail, cc, ret_attrs, arg_attrs, attrs, string_attrs, callee_type, addr_space, cases,
        elem_type, source_type, indices, mask, predicate, samesign, inalloca, inbounds, nusw,
        nuw, nsw, exact, disjoint, nneg, operation, ordering, syncscope, success_ordering,
        failure_ordering, weak,
    }
}

names! {
    /// `llvm` op names.
    OpNames: OpName = op_name("llvm.") {
        constant, undef, poison, addressof, alloca, br, call, cond_br, extractelement,
        extractvalue, fcmp, fneg, freeze, getelementptr, icmp, insertelement, insertvalue,
        load, metadata_value, phi_flags, ret, select, shufflevector, store, switch, unreachable,
        atomicrmw, cmpxchg,
    }
}

/// Interned attribute keys and op names, looked up once per import.
#[derive(Clone)]
pub(super) struct Keys {
    pub(super) a: AttrKeys,
    pub(super) op: OpNames,
    /// Binary operators, indexed by [`ast::BinOp`].
    pub(super) bin: [OpName; 18],
    /// Casts, indexed by [`ast::CastOp`].
    pub(super) cast: [OpName; 14],
}

impl Keys {
    fn new(cx: &Context) -> Self {
        use ast::{BinOp as B, CastOp as C};
        let bin = [
            B::Add,
            B::Sub,
            B::Mul,
            B::UDiv,
            B::SDiv,
            B::URem,
            B::SRem,
            B::Shl,
            B::LShr,
            B::AShr,
            B::And,
            B::Or,
            B::Xor,
            B::FAdd,
            B::FSub,
            B::FMul,
            B::FDiv,
            B::FRem,
        ];
        let cast = [
            C::Trunc,
            C::ZExt,
            C::SExt,
            C::FPTrunc,
            C::FPExt,
            C::FPToUI,
            C::FPToSI,
            C::UIToFP,
            C::SIToFP,
            C::PtrToInt,
            C::PtrToAddr,
            C::IntToPtr,
            C::BitCast,
            C::AddrSpaceCast,
        ];
        debug_assert!(bin.iter().enumerate().all(|(i, &b)| b as usize == i));
        debug_assert!(cast.iter().enumerate().all(|(i, &c)| c as usize == i));
        Keys {
            a: AttrKeys::new(cx),
            op: OpNames::new(cx),
            bin: bin.map(|b| cx.op_name(consts::bin_op_name(b))),
            cast: cast.map(|c| cx.op_name(consts::cast_op_name(c))),
        }
    }
}

/// Setting an attribute by its interned key.
pub(super) trait SpecExt {
    /// Sets `key` to `value`.
    fn set(self, key: Ident, value: Attr) -> Self;
}

impl SpecExt for OpSpec {
    fn set(mut self, key: Ident, value: Attr) -> Self {
        self.attrs.set(key, value);
        self
    }
}

/// Address spaces the data layout sets (`A`, `P`, `G`), 0 when absent.
#[derive(Clone, Copy, Default)]
struct AddrSpaces {
    alloca: u32,
    program: u32,
    globals: u32,
}

impl AddrSpaces {
    /// The reader has checked the layout, so an invalid one cannot reach
    /// here; it would give the defaults.
    fn of(layout: Option<&str>) -> Self {
        let s = super::check_data_layout(layout.unwrap_or("")).unwrap_or_default();
        AddrSpaces {
            alloca: s.alloca,
            program: s.program,
            globals: s.globals,
        }
    }
}

/// What the module level defines, read by every function's import.
#[derive(Clone, Default)]
pub(super) struct Shared<'a> {
    /// Named type definitions by name.
    type_defs: FxHashMap<Name<'a>, usize>,
    /// Globals and functions by name.
    symbols: FxHashMap<Name<'a>, Sym>,
    /// Attribute groups by number (the last definition wins, as in LLVM).
    groups: FxHashMap<u32, usize>,
    /// Numbered metadata nodes that are defined.
    md_defs: FxHashMap<u32, usize>,
    /// By index in the module's metadata (as `md_defs` gives it): the
    /// symbol the node is referred to by (`!N` → `@"!N"`), made once for
    /// the module: the bodies refer to the same few nodes (`!tbaa` tags)
    /// in every function, and formatting and interning the name cost more
    /// than the rest of an attachment.
    md_syms: Vec<Attr>,
    /// By index in the module's metadata: whether the node was found a
    /// valid `!tbaa` tag on a load, store or call, in any function (the
    /// check does not depend on which of them carries it, and clang tags
    /// most accesses of every function with a few nodes). Set from the
    /// functions' imports in parallel: a flag only spares a check that
    /// would pass.
    pub(super) tbaa_ok: Arc<[AtomicBool]>,
    /// The functions named `llvm.*`, by the name a call refers to them
    /// with: an overloaded intrinsic declared without its suffix under
    /// the name its type gives (see [`remangled`]).
    intrinsics: FxHashMap<String, Sym>,
}

/// The full name of an overloaded intrinsic written without its suffix
/// (`llvm.sqrt`, `llvm.dx.resource.handlefrombinding`), for function type
/// `fn_ty`: `llvm.sqrt.f32`. `None` for any other name, and for an
/// intrinsic whose overloads dxir does not know (its name is kept).
pub(super) fn remangled(cx: &Context, name: &str, fn_ty: Type) -> Option<String> {
    let TypeData::Function { ret, params, .. } = cx.type_data(fn_ty) else {
        return None;
    };
    if let Some(intr) = dx::intrinsic_by_llvm_name(name) {
        if name != intr.llvm_name || intr.overloads.is_empty() {
            return None;
        }
        return dx::try_mangled_name(cx, intr, *ret, params).ok();
    }
    // Overloaded on the return type, which every operand has.
    if crate::llvm::LANE_WISE_INTRINSICS.contains(&name) && *ret != cx.types().void {
        return Some(format!("{name}.{}", dx::mangle_type(cx, *ret)));
    }
    None
}

/// An intrinsic called undeclared at two function types.
fn two_types<T>(name: &str, pos: Pos) -> R<T> {
    unsupported(
        pos,
        format!(
            "'@{name}' is called with two function types and not declared: dxir does not know \
             how to mangle this intrinsic's name; declare each overload under its full name"
        ),
    )
}

/// State of one import: the module level's, or one function's (made by
/// [`Importer::for_function`], which shares the module level's tables).
pub(super) struct Importer<'a, 'c> {
    pub(super) cx: &'c Context,
    pub(super) ast: &'a ast::Module<'a>,
    /// The types the syntax tree's ids name: the module's, or those of a
    /// body read apart, layered on the module's.
    pub(super) table: &'a ast::TypeTable<'a>,
    pub(super) file: FileId,
    pub(super) k: Keys,
    /// dxir type of each AST type, converted on first use.
    types: Vec<Option<Type>>,
    /// What the module level defines; filled before any body is imported.
    pub(super) shared: Arc<Shared<'a>>,
    /// Aliases being resolved (to catch cycles).
    resolving: Vec<usize>,
    /// The attribute list and string attributes of each group, once made.
    group_items: FxHashMap<u32, (Option<Attr>, Option<Attr>)>,
    spaces: AddrSpaces,
    /// Intrinsics this function calls without a declaration, by name.
    implicit_syms: FxHashMap<String, Sym>,
    /// The same in order of first use: name and function type. LLVM
    /// declares them at the end of the module in order of first use.
    pub(super) implicit: Vec<Implicit>,
    /// The `fastmath` attribute of each set of flags (by
    /// [`FastMathFlags::bits`](ast::FastMathFlags::bits)), made on first
    /// use and shared by the functions' importers: a module writes a few
    /// sets many times (58,000 ops of the benchmark's M), and making one
    /// formats and interns its text.
    pub(super) fastmath: Arc<[std::sync::OnceLock<Option<Attr>>; ast::FastMathFlags::SETS]>,
    /// The list of each parameter or return attribute list met, by its
    /// items: a function's calls repeat a few (`noundef`, `nonnull`,
    /// `captures(none)`), and making one interns every item and the list.
    pub(super) item_lists: FxHashMap<Vec<ast::Attribute<'a>>, Attr>,
    /// The dictionary of each instruction's attachments met, by kind and
    /// node in written order: most loads and stores carry the same one or
    /// two, and making it names, sorts and interns them.
    pub(super) attachment_dicts: FxHashMap<AttachmentKey<'a>, Attr>,
}

/// An instruction's attachments as written: kind and node, in order.
pub(super) type AttachmentKey<'a> = smallvec::SmallVec<[(&'a str, Attr); 2]>;

impl<'a, 'c> Importer<'a, 'c> {
    fn new(
        cx: &'c Context,
        ast: &'a ast::Module<'a>,
        table: &'a ast::TypeTable<'a>,
        file: FileId,
    ) -> Self {
        Importer {
            cx,
            ast,
            table,
            file,
            k: Keys::new(cx),
            types: vec![None; table.len()],
            shared: Arc::default(),
            resolving: Vec::new(),
            group_items: FxHashMap::default(),
            spaces: AddrSpaces::of(ast.data_layout.as_deref()),
            implicit_syms: FxHashMap::default(),
            implicit: Vec::new(),
            fastmath: Arc::new(std::array::from_fn(|_| std::sync::OnceLock::new())),
            item_lists: FxHashMap::default(),
            attachment_dicts: FxHashMap::default(),
        }
    }

    /// An importer for one function whose types are in `table` (the
    /// module's, or its body's layered on it), starting from what the
    /// module level has converted.
    fn for_function<'t>(&self, table: &'t ast::TypeTable<'t>) -> Importer<'t, 'c>
    where
        'a: 't,
    {
        let mut types = self.types.clone();
        types.resize(table.len(), None);
        Importer {
            cx: self.cx,
            ast: self.ast,
            table,
            file: self.file,
            k: self.k.clone(),
            types,
            shared: self.shared.clone(),
            resolving: Vec::new(),
            group_items: self.group_items.clone(),
            spaces: self.spaces,
            implicit_syms: FxHashMap::default(),
            implicit: Vec::new(),
            fastmath: self.fastmath.clone(),
            item_lists: FxHashMap::default(),
            attachment_dicts: FxHashMap::default(),
        }
    }

    /// Reads `f`'s body if it was deferred, and imports the function;
    /// returns it with the intrinsics it calls undeclared.
    fn import_function(
        &self,
        source: &'a str,
        base: &Arc<ast::TypeTable<'a>>,
        mut f: ast::Function<'a>,
        header: Option<Function>,
    ) -> Result<(Function, Vec<Implicit>), BodyFail> {
        let own;
        let table = match f.deferred.take() {
            Some(start) => {
                let layered = ast::TypeTable::layered(base.clone());
                match parse_body_at(source, start, layered) {
                    Ok(Some((blocks, t))) => {
                        f.body = Some(blocks);
                        own = t;
                        &own
                    }
                    Ok(None) | Err(_) => return Err(BodyFail::Syntax),
                }
            }
            None => self.table,
        };
        let mut imp = self.for_function(table);
        let func = match header {
            // Its header was read for pruning: only the body is left.
            Some(mut func) => {
                imp.body(&f, &mut func).map_err(BodyFail::Import)?;
                func
            }
            None => imp.function(&f).map_err(BodyFail::Import)?,
        };
        Ok((func, imp.implicit))
    }

    pub(super) fn loc(&self, pos: Pos) -> Loc {
        Loc::new(self.file, pos.line, pos.col)
    }

    /// The module level, before the functions: attributes, named types,
    /// symbols, metadata numbers and globals.
    fn module_level(&mut self, functions: &[ast::Function<'a>]) -> R<Module> {
        let cx = self.cx;
        let ast = self.ast;
        let mut m = Module::new();
        let mut set = |key: &str, v: Option<&str>| {
            if let Some(v) = v {
                m.attrs.set(cx.ident(key), cx.str_attr(v));
            }
        };
        set("llvm.module_id", ast.module_id);
        set("llvm.source_filename", ast.source_filename.as_deref());
        set("llvm.datalayout", ast.data_layout.as_deref());
        set("llvm.triple", ast.triple.as_deref());

        self.named_types()?;
        self.collect_symbols(functions)?;
        let shared = Arc::make_mut(&mut self.shared);
        for (i, g) in ast.attr_groups.iter().enumerate() {
            shared.groups.insert(g.id, i);
        }
        for (i, d) in ast.metadata.iter().enumerate() {
            if shared.md_defs.insert(d.id, i).is_some() {
                return fail(d.pos, ImportErrorKind::Redefinition(format!("'!{}'", d.id)));
            }
        }
        shared.md_syms = ast
            .metadata
            .iter()
            .map(|d| cx.symbol_attr(&format!("!{}", d.id)))
            .collect();
        shared.tbaa_ok = ast
            .metadata
            .iter()
            .map(|_| AtomicBool::new(false))
            .collect();
        modmeta::check(ast)?;
        self.md_checker().errno_tbaa(ast)?;

        for g in &ast.globals {
            let spec = self.global(g)?;
            add_global(&mut m, cx, spec, g.pos)?;
        }
        Ok(m)
    }

    /// The module level after the functions: declarations of the
    /// intrinsics called undeclared, then metadata.
    fn module_end(&mut self, m: &mut Module, implicit: Vec<Implicit>) -> R<()> {
        for (name, ty, pos) in implicit {
            let f = Function::declare(self.cx, &name, ty, self.loc(pos));
            if let Err(ModuleError::DuplicateSymbol(n)) = m.add_function(f) {
                return fail(pos, ImportErrorKind::Redefinition(format!("'@{n}'")));
            }
        }
        self.metadata_ops(m)
    }

    /// Sets the body of every named struct; aliases resolve on use.
    fn named_types(&mut self) -> R<()> {
        let ast = self.ast;
        for (i, d) in ast.type_defs.iter().enumerate() {
            if Arc::make_mut(&mut self.shared)
                .type_defs
                .insert(d.name, i)
                .is_some()
            {
                return fail(
                    d.pos,
                    ImportErrorKind::Redefinition(format!("type '%{}'", d.name)),
                );
            }
        }
        for d in &ast.type_defs {
            let body = match d.body {
                None => StructBody::Opaque,
                Some(b) => match self.table.get(b) {
                    ast::Type::Struct { packed, fields } => {
                        let mut tys = Vec::with_capacity(fields.len());
                        for &f in fields.iter() {
                            let t = self.ty(f, d.pos)?;
                            self.check_member_type(t, d.pos)?;
                            tys.push(t);
                        }
                        StructBody::Fields {
                            fields: tys,
                            packed: *packed,
                        }
                    }
                    // An alias (`%T = type i32`) names no struct.
                    _ => continue,
                },
            };
            let name = self.type_name(d.name, d.pos)?;
            let ty = self.cx.named_type(&name);
            if self.cx.set_struct_body(ty, body).is_err() {
                return fail(d.pos, ImportErrorKind::TypeRedefined(name));
            }
        }
        Ok(())
    }

    /// The dxir name of a named type: numbered types keep their number.
    fn type_name(&self, name: Name<'a>, pos: Pos) -> R<String> {
        symbol_text(name, pos, "type")
    }

    /// Enters every global and function in the symbol table, and checks
    /// LLVM's numbering of unnamed ones (increasing, in source order).
    fn collect_symbols(&mut self, functions: &[ast::Function<'a>]) -> R<()> {
        let ast = self.ast;
        let mut numbered: Vec<(Pos, u32)> = Vec::new();
        for g in &ast.globals {
            let space = g.addrspace.unwrap_or(self.spaces.globals);
            let sym = Sym {
                ptr: self.cx.ptr_type(space),
                fn_ty: None,
            };
            self.add_symbol(g.name, g.pos, sym, &mut numbered)?;
        }
        for f in functions {
            let fn_ty = self.function_type(f)?;
            let space = f.addrspace.unwrap_or(self.spaces.program);
            let sym = Sym {
                ptr: self.cx.ptr_type(space),
                fn_ty: Some(fn_ty),
            };
            self.add_symbol(f.name, f.pos, sym, &mut numbered)?;
            if let Some(text) = f.name.text().filter(|t| t.starts_with("llvm.")) {
                let name = remangled(self.cx, &text, fn_ty).unwrap_or_else(|| text.into_owned());
                Arc::make_mut(&mut self.shared)
                    .intrinsics
                    .entry(name)
                    .or_insert(sym);
            }
        }
        numbered.sort_unstable();
        let mut next = 0u32;
        for (pos, n) in numbered {
            if n < next {
                return fail(
                    pos,
                    ImportErrorKind::Numbering {
                        what: "global",
                        sigil: '@',
                        next,
                    },
                );
            }
            next = n.saturating_add(1);
        }
        Ok(())
    }

    fn add_symbol(
        &mut self,
        name: Name<'a>,
        pos: Pos,
        sym: Sym,
        numbered: &mut Vec<(Pos, u32)>,
    ) -> R<()> {
        symbol_text(name, pos, "global")?;
        if let Name::Numbered(n) = name {
            numbered.push((pos, n));
        }
        if Arc::make_mut(&mut self.shared)
            .symbols
            .insert(name, sym)
            .is_some()
        {
            return fail(pos, ImportErrorKind::Redefinition(format!("'@{name}'")));
        }
        Ok(())
    }

    fn function_type(&mut self, f: &ast::Function<'a>) -> R<Type> {
        let ret = self.ty(f.ret_ty, f.pos)?;
        self.check_return_type(ret, f.pos)?;
        let mut params = Vec::with_capacity(f.params.len());
        for p in &f.params {
            let t = self.ty(p.ty, f.pos)?;
            self.check_value_type(t, f.pos)?;
            params.push(t);
        }
        Ok(self.cx.function_type(ret, params, f.vararg))
    }

    /// The pointer type of `@name`, if it exists.
    fn symbol(&self, name: Name<'a>) -> Option<Sym> {
        self.shared.symbols.get(&name).copied()
    }

    /// Declares an intrinsic (`@llvm.*`, with its mangled name) that is
    /// called but not declared, as LLVM does: with the call's function
    /// type, after the other functions. The module's own declaration of
    /// that name, if it has one, is used instead.
    ///
    /// # Errors
    /// An intrinsic dxir cannot mangle (its overloads are not known here)
    /// called at two function types: one declaration cannot serve both.
    pub(super) fn declare_implicit(&mut self, name: &str, fn_ty: Type, pos: Pos) -> R<Sym> {
        if let Some(&sym) = self.shared.intrinsics.get(name) {
            return Ok(sym);
        }
        if let Some(&sym) = self.implicit_syms.get(name) {
            if sym.fn_ty != Some(fn_ty) {
                return two_types(name, pos);
            }
            return Ok(sym);
        }
        let sym = Sym {
            ptr: self.cx.ptr_type(self.spaces.program),
            fn_ty: Some(fn_ty),
        };
        self.implicit_syms.insert(name.to_string(), sym);
        self.implicit.push((name.to_string(), fn_ty, pos));
        Ok(sym)
    }

    /// An `llvm.global` op for a global variable.
    fn global(&mut self, g: &ast::GlobalVar<'a>) -> R<OpSpec> {
        let cx = self.cx;
        let name = symbol_text(g.name, g.pos, "global")?;
        let ty = self.ty(g.ty, g.pos)?;
        self.check_value_type(ty, g.pos)?;
        self.check_special_global(&name, ty, g)?;
        let mut spec = OpSpec::new(cx.op_name("llvm.global"), self.loc(g.pos))
            .with_attr(cx, "sym_name", cx.str_attr(&name))
            .with_attr(cx, "global_type", cx.type_attr(ty));
        if let Some(init) = &g.init {
            let a = self.const_attr(init, ty, g.pos)?;
            spec = spec.with_attr(cx, "initializer", a);
        }
        if g.is_constant {
            spec = spec.with_attr(cx, "constant", cx.unit_attr());
        }
        if g.externally_initialized {
            spec = spec.with_attr(cx, "externally_initialized", cx.unit_attr());
        }
        let strs: [(&str, Option<&str>); 8] = [
            ("linkage", g.linkage.map(linkage_text)),
            ("preemption", g.preemption.map(preemption_text)),
            ("visibility", g.visibility.map(visibility_text)),
            ("dll_storage", g.dll_storage.map(dll_text)),
            ("thread_local", g.thread_local.map(thread_local_text)),
            ("unnamed_addr", g.unnamed_addr.map(unnamed_addr_text)),
            ("section", g.section.as_deref()),
            ("partition", g.partition.as_deref()),
        ];
        for (k, v) in strs {
            if let Some(v) = v {
                spec = spec.with_attr(cx, k, cx.str_attr(v));
            }
        }
        if let Some(space) = g.addrspace {
            spec = spec.with_attr(cx, "addr_space", cx.int_attr(cx.types().i32, space.into()));
        }
        if let Some(a) = g.align {
            spec = spec.with_attr(cx, "alignment", self.align_attr(a));
        }
        let (list, strings) = self.fn_attr_items(&g.attrs, g.pos)?;
        if let Some(list) = list {
            spec = spec.with_attr(cx, "attrs", list);
        }
        if let Some(strings) = strings {
            spec = spec.with_attr(cx, "string_attrs", strings);
        }
        if let Some(md) = self.attachments(&g.metadata, g.pos)? {
            spec = spec.with_attr(cx, "metadata", md);
        }
        Ok(spec)
    }

    pub(super) fn align_attr(&self, a: ast::Align) -> Attr {
        self.cx.int_attr(self.cx.types().i64, a.bytes().into())
    }

    /// The attributes `atomicrmw` and `cmpxchg` share: a sync scope other
    /// than the default, the alignment, `volatile`.
    pub(super) fn atomic_flags(
        &self,
        s: &mut OpSpec,
        syncscope: &Option<std::borrow::Cow<'_, str>>,
        align: Option<ast::Align>,
        volatile: bool,
    ) {
        if let Some(scope) = syncscope {
            s.attrs.set(self.k.a.syncscope, self.cx.str_attr(scope));
        }
        if let Some(a) = align {
            s.attrs.set(self.k.a.alignment, self.align_attr(a));
        }
        if volatile {
            s.attrs.set(self.k.a.volatile, self.cx.unit_attr());
        }
    }

    /// A function: its signature, attributes and (for a definition) body.
    fn function(&mut self, f: &ast::Function<'a>) -> R<Function> {
        let mut func = self.header(f)?;
        if f.is_definition() {
            self.body(f, &mut func)?;
        }
        Ok(func)
    }

    /// A function without its body: signature and attributes.
    fn header(&mut self, f: &ast::Function<'a>) -> R<Function> {
        let cx = self.cx;
        let mut name = symbol_text(f.name, f.pos, "global")?;
        let ty = match self.symbol(f.name).and_then(|s| s.fn_ty) {
            Some(t) => t,
            None => self.function_type(f)?,
        };
        // An overloaded intrinsic declared without its suffix is renamed
        // as LLVM renames it (its calls are, too).
        if let Some(full) = remangled(cx, &name, ty).filter(|_| !f.is_definition()) {
            name = full;
        }
        let loc = self.loc(f.pos);
        let mut func = if f.is_definition() {
            Function::define(cx, &name, ty, loc)
        } else {
            Function::declare(cx, &name, ty, loc)
        };
        let mut attrs: Vec<(&str, Attr)> = Vec::new();
        let strs: [(&str, Option<&str>); 8] = [
            ("linkage", f.linkage.map(linkage_text)),
            ("preemption", f.preemption.map(preemption_text)),
            ("visibility", f.visibility.map(visibility_text)),
            ("dll_storage", f.dll_storage.map(dll_text)),
            ("unnamed_addr", f.unnamed_addr.map(unnamed_addr_text)),
            ("section", f.section.as_deref()),
            ("partition", f.partition.as_deref()),
            ("cc", None),
        ];
        for (k, v) in strs {
            if let Some(v) = v {
                attrs.push((k, cx.str_attr(v)));
            }
        }
        if let Some(cc) = f.cc {
            attrs.push(("cc", cx.str_attr(&cc_text(cc))));
        }
        if let Some(space) = f.addrspace {
            attrs.push(("addr_space", cx.int_attr(cx.types().i32, space.into())));
        }
        if let Some(a) = f.align {
            attrs.push(("alignment", self.align_attr(a)));
        }
        let (list, strings) = self.fn_attr_items(&f.fn_attrs, f.pos)?;
        if let Some(list) = list {
            attrs.push(("attrs", list));
        }
        if let Some(strings) = strings {
            attrs.push(("string_attrs", strings));
        }
        if let Some(ret) = self.item_list(&f.ret_attrs, f.pos)? {
            attrs.push(("ret_attrs", ret));
        }
        let mut per_param = Vec::with_capacity(f.params.len());
        let mut any = false;
        for p in &f.params {
            let l = self.item_list(&p.attrs, f.pos)?;
            any |= l.is_some();
            per_param.push(l.unwrap_or_else(|| cx.intern_attr(AttrData::Array(Vec::new()))));
        }
        if any {
            attrs.push(("arg_attrs", cx.intern_attr(AttrData::Array(per_param))));
        }
        if !f.is_definition()
            && f.params
                .iter()
                .any(|p| matches!(p.name, Some(Name::Named(_))))
        {
            let names = f
                .params
                .iter()
                .map(|p| {
                    let text = match p.name {
                        Some(n @ Name::Named(_)) => n.text().unwrap_or_default(),
                        _ => "".into(),
                    };
                    cx.str_attr(&text)
                })
                .collect();
            attrs.push(("arg_names", cx.intern_attr(AttrData::Array(names))));
        }
        if let Some(md) = self.attachments(&f.metadata, f.pos)? {
            attrs.push(("metadata", md));
        }
        for (k, v) in attrs {
            func.attrs_mut().set(cx.ident(k), v);
        }
        Ok(func)
    }

    /// Which of `functions` [`Pruning::dead`] drops, from their headers
    /// and the names their bodies' text mentions, with each definition's
    /// header (read for this, so not read again); empty, dropping nothing,
    /// when that cannot be told from the text (a body read with the module
    /// level, a quoted name with escapes, a numbered function), a header
    /// does not import or two definitions share a name (the import reports
    /// those).
    fn dead_definitions(
        &self,
        m: &Module,
        functions: &[ast::Function<'a>],
        source: &'a str,
        pruning: &Pruning<'_>,
    ) -> Vec<Outlined> {
        let none = Vec::new();
        let defined = functions.iter().filter(|f| f.is_definition()).count();
        let definitions: Vec<(usize, &ast::Function<'a>, &BodyStart)> = functions
            .iter()
            .enumerate()
            .filter(|(_, f)| f.is_definition())
            .filter_map(|(i, f)| f.deferred.as_ref().map(|d| (i, f, d)))
            .collect();
        let numbered = functions.iter().any(|f| f.name.text().is_none());
        if definitions.len() != defined || numbered || definitions.is_empty() {
            return none;
        }
        let read: Vec<Option<Definition<'a>>> = definitions
            .par_iter()
            // One function per job, as `Module::par_functions` gives.
            .with_max_len(1)
            .map(|&(_, f, d)| {
                let header = self.for_function(self.table).header(f).ok()?;
                let mentions = mentions(source.get(d.offset..d.end)?)?;
                Some(Definition { header, mentions })
            })
            .collect();
        let Some(read) = read.into_iter().collect::<Option<Vec<_>>>() else {
            return none;
        };
        // Two definitions of a name are an error the import reports, with
        // both there.
        let mut names = rustc_hash::FxHashSet::default();
        if !read.iter().all(|d| names.insert(d.header.name())) {
            return none;
        }
        // The text between the bodies, less one mention of each
        // definition's name: the one in its header.
        let mut outside: Vec<&str> = Vec::new();
        let mut from = 0;
        for &(_, _, d) in &definitions {
            let Some(gap) = source.get(from..d.offset).and_then(mentions) else {
                return none;
            };
            outside.extend(gap);
            from = d.end;
        }
        let Some(tail) = source.get(from..).and_then(mentions) else {
            return none;
        };
        outside.extend(tail);
        let mut own: FxHashMap<&str, usize> = FxHashMap::default();
        for d in &read {
            *own.entry(d.header.name()).or_default() += 1;
        }
        let mentions: Vec<&str> = outside
            .into_iter()
            .filter(|n| match own.get_mut(n) {
                Some(k) if *k > 0 => {
                    *k -= 1;
                    false
                }
                _ => true,
            })
            .collect();
        let outline = Outline {
            module: m,
            mentions,
            definitions: read,
        };
        let dead = (pruning.dead)(self.cx, &outline);
        let mut out: Vec<Outlined> = Vec::new();
        out.resize_with(functions.len(), || (false, None));
        for ((&(i, _, _), d), def) in definitions.iter().zip(dead).zip(outline.definitions) {
            out[i] = (d, Some(def.header));
        }
        out
    }

    /// `llvm.named_metadata` and `llvm.mdnode` ops, in source order.
    fn metadata_ops(&mut self, m: &mut Module) -> R<()> {
        let cx = self.cx;
        let ast = self.ast;
        // A name given twice lists the nodes of both, as LLVM merges them.
        let mut named: Vec<(&str, Pos, Vec<Attr>)> = Vec::new();
        let mut index: FxHashMap<&str, usize> = FxHashMap::default();
        for nm in &ast.named_metadata {
            let i = *index.entry(nm.name).or_insert_with(|| {
                named.push((nm.name, nm.pos, Vec::new()));
                named.len() - 1
            });
            for &n in &nm.nodes {
                let r = self.md_ref(n, nm.pos)?;
                named[i].2.push(r);
            }
        }
        for (name, pos, nodes) in named {
            let spec = OpSpec::new(cx.op_name("llvm.named_metadata"), self.loc(pos))
                .with_attr(cx, "sym_name", cx.str_attr(&format!("!{name}")))
                .with_attr(cx, "nodes", cx.intern_attr(AttrData::Array(nodes)));
            add_global(m, cx, spec, pos)?;
        }
        for d in &ast.metadata {
            let operands = self.md_operands(&d.node.operands, d.pos)?;
            let mut spec = OpSpec::new(cx.op_name("llvm.mdnode"), self.loc(d.pos))
                .with_attr(cx, "sym_name", cx.str_attr(&format!("!{}", d.id)))
                .with_attr(cx, "operands", operands);
            if d.node.distinct {
                spec = spec.with_attr(cx, "distinct", cx.unit_attr());
            }
            add_global(m, cx, spec, d.pos)?;
        }
        Ok(())
    }

    /// LLVM's verifier on the globals it gives a meaning: `llvm.global_ctors`
    /// and `llvm.global_dtors` are `appending` arrays of `{i32, ptr, ptr}`
    /// (the first pointer in the program address space), `llvm.used` and
    /// `llvm.compiler.used` `appending` arrays of pointers.
    fn check_special_global(&self, name: &str, ty: Type, g: &ast::GlobalVar<'a>) -> R<()> {
        let cx = self.cx;
        let ctors = matches!(name, crate::llvm::GLOBAL_CTORS | crate::llvm::GLOBAL_DTORS);
        if !ctors && !matches!(name, "llvm.used" | "llvm.compiler.used") {
            return Ok(());
        }
        let bad = |m: &'static str| fail(g.pos, ImportErrorKind::SpecialGlobal(m));
        if g.init.is_some() && g.linkage != Some(ast::Linkage::Appending) {
            return bad("invalid linkage for intrinsic global variable");
        }
        let TypeData::Array { elem, .. } = cx.type_data(ty) else {
            return Ok(());
        };
        let is_ptr = |t: Type| matches!(cx.type_data(t), TypeData::Ptr { .. });
        if !ctors {
            return if is_ptr(*elem) {
                Ok(())
            } else {
                bad("wrong type for intrinsic global variable")
            };
        }
        let fields = match cx.type_data(*elem) {
            TypeData::Struct { fields, .. } => Some(fields.clone()),
            TypeData::Named(_) => match cx.struct_body(*elem) {
                Some(StructBody::Fields { fields, .. }) => Some(fields),
                _ => None,
            },
            _ => None,
        };
        let fn_ptr = cx.ptr_type(self.spaces.program);
        let Some(fields) = fields
            .filter(|f| (f.len() == 2 || f.len() == 3) && f[0] == cx.types().i32 && f[1] == fn_ptr)
        else {
            return bad("wrong type for intrinsic global variable");
        };
        if fields.len() != 3 {
            return bad("the third field of the element type is mandatory, specify ptr null to migrate from the obsoleted 2-field form");
        }
        if !is_ptr(fields[2]) {
            return bad("wrong type for intrinsic global variable");
        }
        Ok(())
    }

    /// The type of a value, for messages.
    pub(super) fn type_text(&self, ty: Type) -> String {
        type_text(self.cx, ty)
    }

    /// The checker of metadata LLVM's verifier looks at, over this
    /// import's nodes and types.
    fn md_checker(&self) -> instmeta::Checker<'_, 'a> {
        instmeta::Checker::new(&self.shared.md_defs, &self.ast.metadata, self.table)
    }
}

fn add_global(m: &mut Module, cx: &Context, spec: OpSpec, pos: Pos) -> R<()> {
    match m.add_global(cx, spec) {
        Ok(_) => Ok(()),
        Err(ModuleError::DuplicateSymbol(n)) if n.starts_with('!') => {
            // A global spelled `@"!0"` and metadata `!0` cannot share the
            // module's one symbol table.
            unsupported(
                pos,
                format!("the name '{n}' is used by a global and by metadata"),
            )
        }
        Err(ModuleError::DuplicateSymbol(n)) => {
            fail(pos, ImportErrorKind::Redefinition(format!("'@{n}'")))
        }
        Err(ModuleError::MissingSymbolName) => unsupported(pos, "a module-level op without a name"),
    }
}

/// The dxir name of a global, function or named type. Numbered ones keep
/// their number as name; the exporter prints an all-digit name as a number
/// again, so a *named* all-digit name (`@"0"`) would change meaning and is
/// refused, as is a name starting with `!` (metadata symbols use those).
fn symbol_text(name: Name<'_>, pos: Pos, what: &str) -> R<String> {
    match name {
        Name::Numbered(n) => Ok(n.to_string()),
        Name::Named(_) => {
            let text = name.text().unwrap_or_default();
            if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
                return unsupported(pos, format!("{what} named with digits only ('{text}')"));
            }
            if text.starts_with('!') {
                return unsupported(pos, format!("{what} name starting with '!' ('{text}')"));
            }
            Ok(text.into_owned())
        }
    }
}

fn linkage_text(l: ast::Linkage) -> &'static str {
    use ast::Linkage as L;
    match l {
        L::Private => "private",
        L::Internal => "internal",
        L::AvailableExternally => "available_externally",
        L::LinkOnce => "linkonce",
        L::Weak => "weak",
        L::Common => "common",
        L::Appending => "appending",
        L::ExternWeak => "extern_weak",
        L::LinkOnceOdr => "linkonce_odr",
        L::WeakOdr => "weak_odr",
        L::External => "external",
    }
}

fn preemption_text(p: ast::Preemption) -> &'static str {
    match p {
        ast::Preemption::DsoLocal => "dso_local",
        ast::Preemption::DsoPreemptable => "dso_preemptable",
    }
}

fn visibility_text(v: ast::Visibility) -> &'static str {
    match v {
        ast::Visibility::Default => "default",
        ast::Visibility::Hidden => "hidden",
        ast::Visibility::Protected => "protected",
    }
}

fn dll_text(d: ast::DllStorage) -> &'static str {
    match d {
        ast::DllStorage::DllImport => "dllimport",
        ast::DllStorage::DllExport => "dllexport",
    }
}

fn thread_local_text(t: ast::ThreadLocal) -> &'static str {
    match t {
        ast::ThreadLocal::GeneralDynamic => "generaldynamic",
        ast::ThreadLocal::LocalDynamic => "localdynamic",
        ast::ThreadLocal::InitialExec => "initialexec",
        ast::ThreadLocal::LocalExec => "localexec",
    }
}

fn unnamed_addr_text(u: ast::UnnamedAddr) -> &'static str {
    match u {
        ast::UnnamedAddr::Global => "unnamed_addr",
        ast::UnnamedAddr::Local => "local_unnamed_addr",
    }
}

pub(super) fn cc_text(cc: ast::CallingConv<'_>) -> String {
    match cc {
        ast::CallingConv::Named(n) => n.to_string(),
        ast::CallingConv::Numbered(n) => format!("cc {n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::ast::FastMathFlags;
    use super::func::fmf_text;
    use super::mentions;

    /// The importer keeps one `fastmath` attribute per number: each set of
    /// flags has its own, below `SETS`, and the sets of one number write
    /// the same text.
    #[test]
    fn each_set_of_fast_math_flags_has_its_own_number() {
        let mut seen = vec![None; FastMathFlags::SETS];
        for n in 0..FastMathFlags::SETS {
            let bit = |i: usize| n & (1 << i) != 0;
            let f = FastMathFlags {
                reassoc: bit(0),
                nnan: bit(1),
                ninf: bit(2),
                nsz: bit(3),
                arcp: bit(4),
                contract: bit(5),
                afn: bit(6),
            };
            let i = f.bits();
            assert!(i < FastMathFlags::SETS);
            assert_eq!(seen[i], None, "two sets share number {i}");
            seen[i] = Some(fmf_text(&f));
        }
        assert_eq!(seen[0], Some(None));
        assert_eq!(seen[FastMathFlags::SETS - 1], Some(Some("fast".into())));
    }

    #[test]
    fn mentions_are_the_names_after_each_at_sign() {
        let text = "{\n  call void @dx.op.x-1$y(i32 @g, ptr @\"a b\") ; @in.comment\n  ret void\n}";
        assert_eq!(
            mentions(text).unwrap(),
            ["dx.op.x-1$y", "g", "a b", "in.comment"]
        );
        assert_eq!(mentions("{ ret void }").unwrap(), Vec::<&str>::new());
        // An escaped quoted name is not its text: nothing can be told.
        assert!(mentions("{ call void @\"a\\22b\"() }").is_none());
        // A name at the very end, and an `@` with no name.
        assert_eq!(mentions("@end").unwrap(), ["end"]);
        assert_eq!(mentions("@").unwrap(), [""]);
    }
}
