//! Typed AST of an LLVM IR text module.
//!
//! The AST mirrors the text closely and resolves nothing: names stay names
//! (`%x`, `%3`, `@f`), block references stay labels, attribute groups stay
//! `#N` references and metadata stays `!N` references. Resolving them, and
//! every semantic check (undefined values, type agreement, duplicate labels),
//! is the importer's job, so this module has no dependency on dxir's IR.
//!
//! Strings borrow from the source text (`'a`) unless they contain `\XX`
//! escapes, which is why they are [`Cow`]s; [`Name`]s always borrow and
//! decode escapes on demand, so operands stay small. Types are interned in the
//! module's [`TypeTable`] and referred to by [`TypeId`]: a large module
//! repeats a handful of types millions of times, and the importer converts
//! each distinct type once.
//!
//! Every function, global, block, instruction, attribute group, type
//! definition and metadata definition carries the [`Pos`] of its first token
//! for diagnostics.

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::Arc;

use rustc_hash::FxHasher;

/// A source position: 1-based line and 1-based column, counted in bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pos {
    /// 1-based line.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// The name of a local value, block, global or named type, without its sigil.
///
/// Quoted names keep their `\XX` escapes so a name is a plain borrowed
/// slice (this keeps every operand small); [`Name::text`] decodes them.
/// Equality and hashing compare the decoded text, so `%"a"`, `%a` and
/// `%"\61"` are the same name.
///
/// A name with escapes keeps its opening quote (`"a\62`), which no other
/// name can start with: whether a name needs decoding is its first byte,
/// so the names without escapes, nearly all, are hashed and compared as
/// written, with no scan for a backslash.
#[derive(Clone, Copy, Debug)]
pub enum Name<'a> {
    /// `%x`, `%"x y"`, `@f`: the name as written (quotes removed), or for
    /// one with escapes, from its opening quote (`%"a\62"` is `"a\62`).
    Named(&'a str),
    /// `%3`, `@0`: an unnamed, numbered entity.
    Numbered(u32),
}

impl<'a> Name<'a> {
    /// The decoded name (`None` for a numbered one). The parser has checked
    /// that escapes decode to UTF-8.
    pub fn text(&self) -> Option<Cow<'a, str>> {
        match *self {
            Name::Named(raw) => Some(decode_name(raw)),
            Name::Numbered(_) => None,
        }
    }

    /// True if the name is `Named` and decodes to `s`.
    pub fn is(&self, s: &str) -> bool {
        matches!(self, Name::Named(_)) && self.text().as_deref() == Some(s)
    }
}

/// The text of a name as [`Name::Named`] holds it: as written, or decoded
/// when it starts with the quote that marks escapes.
fn decode_name(raw: &str) -> Cow<'_, str> {
    let Some(escaped) = raw.strip_prefix('"') else {
        return Cow::Borrowed(raw);
    };
    match super::lexer::unescape(escaped) {
        Cow::Borrowed(_) => Cow::Borrowed(escaped),
        Cow::Owned(bytes) => Cow::Owned(String::from_utf8_lossy(&bytes).into_owned()),
    }
}

impl PartialEq for Name<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Name::Named(a), Name::Named(b)) => {
                a == b
                    || ((a.starts_with('"') || b.starts_with('"'))
                        && decode_name(a) == decode_name(b))
            }
            (Name::Numbered(a), Name::Numbered(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Name<'_> {}

impl std::hash::Hash for Name<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Name::Named(raw) => {
                0u8.hash(state);
                decode_name(raw).hash(state);
            }
            Name::Numbered(n) => {
                1u8.hash(state);
                n.hash(state);
            }
        }
    }
}

impl std::fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Name::Named(raw) => f.write_str(&decode_name(raw)),
            Name::Numbered(n) => write!(f, "{n}"),
        }
    }
}

/// A power-of-two alignment in bytes, kept as its log2 (as LLVM does) so
/// instructions stay small.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Align(u8);

impl Align {
    /// The alignment of `bytes`, if it is a power of two no larger than 2^32.
    pub fn new(bytes: u64) -> Option<Align> {
        (bytes.is_power_of_two() && bytes <= 1 << 32).then(|| Align(bytes.trailing_zeros() as u8))
    }

    /// The alignment in bytes.
    pub fn bytes(self) -> u64 {
        1 << self.0
    }

    /// log2 of the alignment in bytes.
    pub fn log2(self) -> u8 {
        self.0
    }
}

/// Index of a type in [`Module::types`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub(crate) u32);

impl TypeId {
    /// The index of this type in its table.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An LLVM type, with component types interned in the [`TypeTable`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type<'a> {
    /// `void`.
    Void,
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `half`.
    Half,
    /// `bfloat`.
    BFloat,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `iN`, 1 ≤ N ≤ 2^23.
    Int(u32),
    /// `ptr` or `ptr addrspace(N)`.
    Ptr {
        /// The address space; 0 when not written.
        addrspace: u32,
    },
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// `vscale x` was written.
        scalable: bool,
        /// Lane count (≥ 1).
        len: u32,
        /// Element type.
        elem: TypeId,
    },
    /// `[N x T]`.
    Array {
        /// Element count.
        len: u64,
        /// Element type.
        elem: TypeId,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// `<{ ... }>`.
        packed: bool,
        /// Field types in order.
        fields: Box<[TypeId]>,
    },
    /// A reference to a named type `%T` (see [`Module::type_defs`]).
    Named(Name<'a>),
    /// `target("name", types..., ints...)`.
    Target {
        /// The target type's name, e.g. `dx.TypedBuffer`.
        name: Cow<'a, str>,
        /// Type parameters in order.
        type_params: Box<[TypeId]>,
        /// Integer parameters in order.
        int_params: Box<[u32]>,
    },
    /// `R (P, ...)`: a function type.
    Function {
        /// Return type.
        ret: TypeId,
        /// Parameter types.
        params: Box<[TypeId]>,
        /// Ends in `...`.
        vararg: bool,
    },
}

type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// The interned types of a module. Equal types get equal [`TypeId`]s.
///
/// A function body read apart from its module (on another thread) interns
/// into a table layered on the module's: the module's types keep their ids
/// (below the base's length) and the body's new ones follow, so a body's
/// syntax tree and the module's agree on every id they share.
#[derive(Clone, Debug)]
pub struct TypeTable<'a> {
    types: Vec<Type<'a>>,
    map: FxMap<Type<'a>, TypeId>,
    /// The module's table under a body's; `None` for a module's own.
    base: Option<Arc<TypeTable<'a>>>,
    /// Length of `base` (0 without one): the first id of `types`.
    base_len: u32,
}

impl<'a> TypeTable<'a> {
    pub(crate) const VOID: TypeId = TypeId(0);
    pub(crate) const LABEL: TypeId = TypeId(1);
    pub(crate) const METADATA: TypeId = TypeId(2);
    pub(crate) const TOKEN: TypeId = TypeId(3);
    pub(crate) const HALF: TypeId = TypeId(4);
    pub(crate) const BFLOAT: TypeId = TypeId(5);
    pub(crate) const FLOAT: TypeId = TypeId(6);
    pub(crate) const DOUBLE: TypeId = TypeId(7);
    pub(crate) const PTR: TypeId = TypeId(8);
    pub(crate) const I1: TypeId = TypeId(9);
    pub(crate) const I8: TypeId = TypeId(10);
    pub(crate) const I16: TypeId = TypeId(11);
    pub(crate) const I32: TypeId = TypeId(12);
    pub(crate) const I64: TypeId = TypeId(13);

    /// A table holding the common scalar types at fixed ids, so the parser
    /// resolves them without hashing.
    pub(crate) fn new() -> Self {
        let mut t = TypeTable {
            types: Vec::new(),
            map: FxMap::default(),
            base: None,
            base_len: 0,
        };
        for ty in [
            Type::Void,
            Type::Label,
            Type::Metadata,
            Type::Token,
            Type::Half,
            Type::BFloat,
            Type::Float,
            Type::Double,
            Type::Ptr { addrspace: 0 },
            Type::Int(1),
            Type::Int(8),
            Type::Int(16),
            Type::Int(32),
            Type::Int(64),
        ] {
            t.intern(ty);
        }
        t
    }

    /// An empty table on top of `base` (a module's own table): ids of
    /// `base` stay valid, new types get ids after them.
    pub(crate) fn layered(base: Arc<TypeTable<'a>>) -> Self {
        TypeTable {
            types: Vec::new(),
            map: FxMap::default(),
            base_len: base.len() as u32,
            base: Some(base),
        }
    }

    pub(crate) fn intern(&mut self, ty: Type<'a>) -> TypeId {
        if let Some(id) = self.lookup(&ty) {
            return id;
        }
        let id = TypeId(self.base_len + self.types.len() as u32);
        self.types.push(ty.clone());
        self.map.insert(ty, id);
        id
    }

    /// The type with this id.
    pub fn get(&self, id: TypeId) -> &Type<'a> {
        match &self.base {
            Some(base) if id.0 < self.base_len => base.get(id),
            _ => &self.types[(id.0 - self.base_len) as usize],
        }
    }

    /// The id of `ty` if it occurs in the module.
    pub fn lookup(&self, ty: &Type<'a>) -> Option<TypeId> {
        if let Some(id) = self.base.as_ref().and_then(|b| b.lookup(ty)) {
            return Some(id);
        }
        self.map.get(ty).copied()
    }

    /// Number of distinct types.
    pub fn len(&self) -> usize {
        self.base_len as usize + self.types.len()
    }

    /// Always false: the table is created with the common scalar types.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// All types with their ids, in interning order.
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &Type<'a>)> {
        let base_len = self.base_len;
        // A base is always a module's own table, itself without a base.
        self.base
            .iter()
            .flat_map(|b| b.types.iter().enumerate())
            .map(|(i, t)| (TypeId(i as u32), t))
            .chain(
                self.types
                    .iter()
                    .enumerate()
                    .map(move |(i, t)| (TypeId(base_len + i as u32), t)),
            )
    }
}

impl PartialEq for TypeTable<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

/// A whole module.
#[derive(Clone, Debug, PartialEq)]
pub struct Module<'a> {
    /// From a leading `; ModuleID = '...'` comment.
    pub module_id: Option<&'a str>,
    /// `source_filename = "..."`.
    pub source_filename: Option<Cow<'a, str>>,
    /// `target datalayout = "..."`.
    pub data_layout: Option<Cow<'a, str>>,
    /// `target triple = "..."`.
    pub triple: Option<Cow<'a, str>>,
    /// Every type written in the module.
    pub types: TypeTable<'a>,
    /// Named type definitions `%T = type ...`, in source order.
    pub type_defs: Vec<TypeDef<'a>>,
    /// Global variables, in source order.
    pub globals: Vec<GlobalVar<'a>>,
    /// Function definitions and declarations, in source order.
    pub functions: Vec<Function<'a>>,
    /// `attributes #N = { ... }`, in source order.
    pub attr_groups: Vec<AttrGroup<'a>>,
    /// `!name = !{...}`, in source order.
    pub named_metadata: Vec<NamedMetadata<'a>>,
    /// `!N = [distinct] !{...}`, in source order.
    pub metadata: Vec<MetadataDef<'a>>,
}

impl<'a> Module<'a> {
    /// The type with this id (shorthand for `self.types.get(id)`).
    pub fn ty(&self, id: TypeId) -> &Type<'a> {
        self.types.get(id)
    }
}

/// `%T = type { ... }`, `%T = type <{ ... }>`, `%T = type opaque`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef<'a> {
    /// Position of `%T`.
    pub pos: Pos,
    /// The type's name.
    pub name: Name<'a>,
    /// The body: a [`Type::Struct`] for struct definitions (or, rarely, any
    /// other type for an alias such as `%T = type i32`); `None` for `opaque`.
    pub body: Option<TypeId>,
}

/// Linkage types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Linkage {
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    Weak,
    Common,
    Appending,
    ExternWeak,
    LinkOnceOdr,
    WeakOdr,
    External,
}

/// `dso_local` / `dso_preemptable`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Preemption {
    DsoLocal,
    DsoPreemptable,
}

/// Symbol visibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Visibility {
    Default,
    Hidden,
    Protected,
}

/// DLL storage class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum DllStorage {
    DllImport,
    DllExport,
}

/// `unnamed_addr` / `local_unnamed_addr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnnamedAddr {
    /// `unnamed_addr`: the address is not significant anywhere.
    Global,
    /// `local_unnamed_addr`: the address is not significant in this module.
    Local,
}

/// `thread_local` and its model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum ThreadLocal {
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

/// A calling convention, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallingConv<'a> {
    /// A named convention such as `ccc`, `fastcc`, `spir_func`.
    Named(&'a str),
    /// `cc N`.
    Numbered(u32),
}

/// `@g = ... global|constant T [init], ...`.
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalVar<'a> {
    /// Position of `@g`.
    pub pos: Pos,
    /// The global's name.
    pub name: Name<'a>,
    /// Linkage, if written.
    pub linkage: Option<Linkage>,
    /// `dso_local` / `dso_preemptable`, if written.
    pub preemption: Option<Preemption>,
    /// Visibility, if written.
    pub visibility: Option<Visibility>,
    /// DLL storage class, if written.
    pub dll_storage: Option<DllStorage>,
    /// `thread_local[(model)]`, if written.
    pub thread_local: Option<ThreadLocal>,
    /// `unnamed_addr` / `local_unnamed_addr`, if written.
    pub unnamed_addr: Option<UnnamedAddr>,
    /// `addrspace(N)`, if written.
    pub addrspace: Option<u32>,
    /// `externally_initialized`.
    pub externally_initialized: bool,
    /// `constant` rather than `global`.
    pub is_constant: bool,
    /// The value type.
    pub ty: TypeId,
    /// The initializer; absent for `external` / `extern_weak` declarations.
    pub init: Option<Value<'a>>,
    /// `section "..."`.
    pub section: Option<Cow<'a, str>>,
    /// `partition "..."`.
    pub partition: Option<Cow<'a, str>>,
    /// `align N`.
    pub align: Option<Align>,
    /// `, !name !N` attachments.
    pub metadata: Vec<MdAttachment<'a>>,
    /// Trailing attributes (`#N`, string attributes).
    pub attrs: Vec<Attribute<'a>>,
}

/// A function definition (`body` is `Some`) or declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Function<'a> {
    /// Position of `define` / `declare`.
    pub pos: Pos,
    /// The function's name.
    pub name: Name<'a>,
    /// Linkage, if written.
    pub linkage: Option<Linkage>,
    /// `dso_local` / `dso_preemptable`, if written.
    pub preemption: Option<Preemption>,
    /// Visibility, if written.
    pub visibility: Option<Visibility>,
    /// DLL storage class, if written.
    pub dll_storage: Option<DllStorage>,
    /// Calling convention, if written.
    pub cc: Option<CallingConv<'a>>,
    /// Return attributes, in order.
    pub ret_attrs: Vec<Attribute<'a>>,
    /// Return type.
    pub ret_ty: TypeId,
    /// Parameters.
    pub params: Vec<Param<'a>>,
    /// Ends in `...`.
    pub vararg: bool,
    /// `unnamed_addr` / `local_unnamed_addr`, if written.
    pub unnamed_addr: Option<UnnamedAddr>,
    /// `addrspace(N)`, if written.
    pub addrspace: Option<u32>,
    /// Function attributes (inline ones and `#N` references), in order.
    pub fn_attrs: Vec<Attribute<'a>>,
    /// `section "..."`.
    pub section: Option<Cow<'a, str>>,
    /// `partition "..."`.
    pub partition: Option<Cow<'a, str>>,
    /// `align N`.
    pub align: Option<Align>,
    /// `!name !N` attachments.
    pub metadata: Vec<MdAttachment<'a>>,
    /// Basic blocks of a definition; `None` for a declaration (and for a
    /// definition whose body is still to be read, see `deferred`).
    pub body: Option<Vec<Block<'a>>>,
    /// Where the body of a definition starts when the module was read with
    /// its bodies left for later, so that they can be read in parallel.
    pub(crate) deferred: Option<BodyStart>,
}

/// Where a function body not read yet starts: its `{`, and the line it is
/// on, so its reader reports the same positions as a reader of the whole
/// text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct BodyStart {
    /// Byte offset of the `{`.
    pub(crate) offset: usize,
    /// 1-based line of the `{`.
    pub(crate) line: u32,
    /// Byte offset where that line starts.
    pub(crate) line_start: usize,
    /// Byte offset after the matching `}`.
    pub(crate) end: usize,
}

impl<'a> Function<'a> {
    /// True for `define`.
    pub fn is_definition(&self) -> bool {
        self.body.is_some() || self.deferred.is_some()
    }

    /// The blocks (empty for a declaration).
    pub fn blocks(&self) -> &[Block<'a>] {
        self.body.as_deref().unwrap_or(&[])
    }
}

/// A formal parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param<'a> {
    /// Parameter type.
    pub ty: TypeId,
    /// Parameter attributes, in order.
    pub attrs: Vec<Attribute<'a>>,
    /// The name, if written (definitions usually have one).
    pub name: Option<Name<'a>>,
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct Block<'a> {
    /// Position of the label, or of the first instruction if unlabelled.
    pub pos: Pos,
    /// `name:` / `N:`; `None` when the block has no label (the entry block,
    /// usually), so its number is implicit.
    pub label: Option<Name<'a>>,
    /// Instructions; the last one is the terminator.
    pub insts: Vec<Instruction<'a>>,
}

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction<'a> {
    /// Position of the result name, or of the opcode if there is none.
    pub pos: Pos,
    /// `%x = ...`.
    pub result: Option<Name<'a>>,
    /// The opcode and operands.
    pub kind: InstKind<'a>,
    /// `, !name !N` / `, !name !{...}` attachments.
    pub metadata: Vec<MdAttachment<'a>>,
}

/// A value with its type: `i32 %x`, `ptr @g`, `float 1.0`.
#[derive(Clone, Debug, PartialEq)]
pub struct TypedValue<'a> {
    /// The type written before the value.
    pub ty: TypeId,
    /// The value.
    pub value: Value<'a>,
}

/// A floating-point literal, by bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatLit {
    /// A decimal literal or a `0x` literal: LLVM writes every `float` and
    /// `double` constant as an IEEE double, to be rounded to the value type.
    Double(u64),
    /// `0xH....`: IEEE half bits.
    Half(u16),
    /// `0xR....`: bfloat bits.
    BFloat(u16),
}

impl FloatLit {
    /// The value as an `f64` (exact for every variant).
    pub fn to_f64(self) -> f64 {
        match self {
            FloatLit::Double(b) => f64::from_bits(b),
            FloatLit::Half(h) => half_to_f64(h),
            FloatLit::BFloat(b) => f32::from_bits((b as u32) << 16) as f64,
        }
    }
}

fn half_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let frac = (h & 0x3ff) as f64;
    match exp {
        0 => sign * frac * 2f64.powi(-24),
        31 if frac == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        _ => sign * (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    }
}

/// An operand or constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    /// `%x` / `%3`: a local value (or a block, after `label`).
    Local(Name<'a>),
    /// `@g` / `@0`.
    Global(Name<'a>),
    /// An integer literal that fits `i64` (LLVM prints integers signed, so
    /// this covers every constant of up to 64 bits).
    Int(i64),
    /// An integer literal outside `i64`, as written (decimal with optional
    /// `-`, or `s0x`/`u0x` hex); only wider types need it.
    BigInt(&'a str),
    /// A floating-point literal.
    Float(FloatLit),
    /// `true` / `false`.
    Bool(bool),
    /// `null`.
    Null,
    /// `none` (the `token` constant).
    None,
    /// `undef`.
    Undef,
    /// `poison`.
    Poison,
    /// `zeroinitializer`.
    ZeroInitializer,
    /// `splat (T v)`.
    Splat(Box<TypedValue<'a>>),
    /// `{ T v, ... }`.
    Struct(Box<[TypedValue<'a>]>),
    /// `<{ T v, ... }>`.
    PackedStruct(Box<[TypedValue<'a>]>),
    /// `[ T v, ... ]`.
    Array(Box<[TypedValue<'a>]>),
    /// `< T v, ... >`.
    Vector(Box<[TypedValue<'a>]>),
    /// `c"..."`, unescaped.
    CString(Box<[u8]>),
    /// A constant expression.
    Expr(Box<ConstExpr<'a>>),
    /// A metadata operand (the type was `metadata`).
    Metadata(Box<Metadata<'a>>),
}

/// Constant expressions that LLVM 22 still accepts.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstExpr<'a> {
    /// `trunc`/`ptrtoint`/`ptrtoaddr`/`inttoptr`/`bitcast`/`addrspacecast (T v to T2)`.
    Cast {
        /// The cast.
        op: CastOp,
        /// The operand.
        value: TypedValue<'a>,
        /// The result type.
        to: TypeId,
    },
    /// `getelementptr [flags] (T, ptr base, idx...)`.
    GetElementPtr {
        /// `inbounds` / `nusw` / `nuw`.
        flags: GepFlags,
        /// The source element type.
        source_ty: TypeId,
        /// The base pointer.
        base: TypedValue<'a>,
        /// The indices.
        indices: Vec<TypedValue<'a>>,
    },
    /// `add`/`sub`/`xor [nuw] [nsw] (T a, T b)`.
    Binary {
        /// The operation (`Add`, `Sub` or `Xor`).
        op: BinOp,
        /// Wrap flags.
        flags: IntFlags,
        /// Left operand.
        lhs: TypedValue<'a>,
        /// Right operand.
        rhs: TypedValue<'a>,
    },
}

/// Integer and floating-point binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinOp {
    /// True for the floating-point operators (which take fast-math flags).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// Integer poison flags: `nuw`, `nsw`, `exact`, `disjoint`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct IntFlags {
    pub nuw: bool,
    pub nsw: bool,
    pub exact: bool,
    pub disjoint: bool,
}

/// Fast-math flags; `fast` sets all of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct FastMathFlags {
    pub reassoc: bool,
    pub nnan: bool,
    pub ninf: bool,
    pub nsz: bool,
    pub arcp: bool,
    pub contract: bool,
    pub afn: bool,
}

impl FastMathFlags {
    /// No flag set.
    pub fn is_empty(&self) -> bool {
        *self == FastMathFlags::default()
    }

    /// Every flag set (what `fast` means).
    pub fn is_fast(&self) -> bool {
        self.reassoc && self.nnan && self.ninf && self.nsz && self.arcp && self.contract && self.afn
    }

    /// The flags as a number below [`FastMathFlags::SETS`], one bit each.
    pub fn bits(&self) -> usize {
        [
            self.reassoc,
            self.nnan,
            self.ninf,
            self.nsz,
            self.arcp,
            self.contract,
            self.afn,
        ]
        .iter()
        .enumerate()
        .map(|(i, &set)| usize::from(set) << i)
        .sum()
    }

    /// How many sets of flags there are.
    pub const SETS: usize = 1 << 7;
}

/// `getelementptr` flags.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct GepFlags {
    pub inbounds: bool,
    pub nusw: bool,
    pub nuw: bool,
}

/// Cast flags: `nneg` (zext, uitofp), `nuw`/`nsw` (trunc), fast-math
/// (fptrunc, fpext).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub struct CastFlags {
    pub nneg: bool,
    pub nuw: bool,
    pub nsw: bool,
    pub fmf: FastMathFlags,
}

/// Cast operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    PtrToAddr,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

/// `icmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

/// `fcmp` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl IntPredicate {
    /// The predicate as LLVM writes it and the `llvm.icmp` op's `predicate` holds (`slt`).
    pub const fn name(self) -> &'static str {
        use IntPredicate as P;
        match self {
            P::Eq => "eq",
            P::Ne => "ne",
            P::Ugt => "ugt",
            P::Uge => "uge",
            P::Ult => "ult",
            P::Ule => "ule",
            P::Sgt => "sgt",
            P::Sge => "sge",
            P::Slt => "slt",
            P::Sle => "sle",
        }
    }
}

impl FloatPredicate {
    /// The predicate as LLVM writes it and the `llvm.fcmp` op's `predicate` holds (`olt`).
    pub const fn name(self) -> &'static str {
        use FloatPredicate as P;
        match self {
            P::False => "false",
            P::Oeq => "oeq",
            P::Ogt => "ogt",
            P::Oge => "oge",
            P::Olt => "olt",
            P::Ole => "ole",
            P::One => "one",
            P::Ord => "ord",
            P::Ueq => "ueq",
            P::Ugt => "ugt",
            P::Uge => "uge",
            P::Ult => "ult",
            P::Ule => "ule",
            P::Une => "une",
            P::Uno => "uno",
            P::True => "true",
        }
    }
}

/// `tail` / `musttail` / `notail` markers on calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// Instructions and their operands.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind<'a> {
    /// `ret void` (`None`) / `ret T v`.
    Ret(Option<TypedValue<'a>>),
    /// `br label %dest`.
    Br(Name<'a>),
    /// `br i1 %c, label %t, label %f`.
    CondBr {
        /// The condition.
        cond: TypedValue<'a>,
        /// Taken when true.
        if_true: Name<'a>,
        /// Taken when false.
        if_false: Name<'a>,
    },
    /// `switch T v, label %default [ T c, label %dest ... ]`.
    Switch {
        /// The scrutinee.
        value: TypedValue<'a>,
        /// Default destination.
        default: Name<'a>,
        /// Case values and destinations.
        cases: Vec<(TypedValue<'a>, Name<'a>)>,
    },
    /// `unreachable`.
    Unreachable,
    /// Integer and floating-point binary operators.
    Binary {
        /// The operator.
        op: BinOp,
        /// Integer flags (integer operators only).
        flags: IntFlags,
        /// Fast-math flags (floating-point operators only).
        fmf: FastMathFlags,
        /// Operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Value<'a>,
        /// Right operand.
        rhs: Value<'a>,
    },
    /// `fneg [fmf] T v`.
    FNeg {
        /// Fast-math flags.
        fmf: FastMathFlags,
        /// Operand type.
        ty: TypeId,
        /// Operand.
        value: Value<'a>,
    },
    /// `icmp [samesign] pred T a, b`.
    ICmp {
        /// `samesign`.
        samesign: bool,
        /// Predicate.
        pred: IntPredicate,
        /// Operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Value<'a>,
        /// Right operand.
        rhs: Value<'a>,
    },
    /// `fcmp [fmf] pred T a, b`.
    FCmp {
        /// Fast-math flags.
        fmf: FastMathFlags,
        /// Predicate.
        pred: FloatPredicate,
        /// Operand type.
        ty: TypeId,
        /// Left operand.
        lhs: Value<'a>,
        /// Right operand.
        rhs: Value<'a>,
    },
    /// `select [fmf] i1 c, T a, T b`.
    Select {
        /// Fast-math flags.
        fmf: FastMathFlags,
        /// Condition.
        cond: TypedValue<'a>,
        /// Chosen when true.
        if_true: TypedValue<'a>,
        /// Chosen when false.
        if_false: TypedValue<'a>,
    },
    /// `phi [fmf] T [v, %bb], ...`.
    Phi {
        /// Fast-math flags.
        fmf: FastMathFlags,
        /// Value type.
        ty: TypeId,
        /// Incoming values and predecessor labels.
        incoming: Vec<(Value<'a>, Name<'a>)>,
    },
    /// `alloca [inalloca] T [, T n] [, align A] [, addrspace(N)]`.
    Alloca {
        /// `inalloca`.
        inalloca: bool,
        /// Allocated type.
        ty: TypeId,
        /// Element count, if written.
        count: Option<TypedValue<'a>>,
        /// Alignment, if written.
        align: Option<Align>,
        /// Address space, if written.
        addrspace: Option<u32>,
    },
    /// `load [volatile] T, ptr p [, align A]`.
    Load {
        /// `volatile`.
        volatile: bool,
        /// Loaded type.
        ty: TypeId,
        /// Pointer operand.
        ptr: TypedValue<'a>,
        /// Alignment, if written.
        align: Option<Align>,
    },
    /// `store [volatile] T v, ptr p [, align A]`.
    Store {
        /// `volatile`.
        volatile: bool,
        /// Stored value.
        value: TypedValue<'a>,
        /// Pointer operand.
        ptr: TypedValue<'a>,
        /// Alignment, if written.
        align: Option<Align>,
    },
    /// `atomicrmw [volatile] OP ptr p, T v [syncscope("s")] ORDERING
    /// [, align A]` (boxed: it is rare and large).
    AtomicRmw(Box<AtomicRmw<'a>>),
    /// `cmpxchg [weak] [volatile] ptr p, T cmp, T new [syncscope("s")]
    /// SUCCESS FAILURE [, align A]` (boxed: it is rare and large).
    CmpXchg(Box<CmpXchg<'a>>),
    /// `getelementptr [flags] T, ptr p, idx...`.
    GetElementPtr {
        /// `inbounds` / `nusw` / `nuw`.
        flags: GepFlags,
        /// Source element type.
        source_ty: TypeId,
        /// Base pointer.
        base: TypedValue<'a>,
        /// Indices.
        indices: Vec<TypedValue<'a>>,
    },
    /// `op [flags] T v to T2`.
    Cast {
        /// The cast.
        op: CastOp,
        /// Flags.
        flags: CastFlags,
        /// Operand.
        value: TypedValue<'a>,
        /// Result type.
        to: TypeId,
    },
    /// `extractvalue T agg, i, ...`.
    ExtractValue {
        /// Aggregate operand.
        aggregate: TypedValue<'a>,
        /// Constant indices.
        indices: Vec<u32>,
    },
    /// `insertvalue T agg, T2 v, i, ...`.
    InsertValue {
        /// Aggregate operand.
        aggregate: TypedValue<'a>,
        /// Inserted value.
        value: TypedValue<'a>,
        /// Constant indices.
        indices: Vec<u32>,
    },
    /// `extractelement V v, T idx`.
    ExtractElement {
        /// Vector operand.
        vector: TypedValue<'a>,
        /// Lane index.
        index: TypedValue<'a>,
    },
    /// `insertelement V v, T e, T2 idx`.
    InsertElement {
        /// Vector operand.
        vector: TypedValue<'a>,
        /// Inserted element.
        element: TypedValue<'a>,
        /// Lane index.
        index: TypedValue<'a>,
    },
    /// `shufflevector V a, V b, M mask`.
    ShuffleVector {
        /// First vector.
        lhs: TypedValue<'a>,
        /// Second vector.
        rhs: TypedValue<'a>,
        /// Constant mask.
        mask: TypedValue<'a>,
    },
    /// `freeze T v`.
    Freeze(TypedValue<'a>),
    /// `[tail] call ...`, boxed because it is the largest instruction.
    Call(Box<Call<'a>>),
}

impl InstKind<'_> {
    /// True for instructions that end a basic block.
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret(_)
                | InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::Unreachable
        )
    }
}

/// A call instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Call<'a> {
    /// `tail` / `musttail` / `notail`.
    pub tail: TailKind,
    /// Fast-math flags.
    pub fmf: FastMathFlags,
    /// Calling convention, if written.
    pub cc: Option<CallingConv<'a>>,
    /// Return attributes, in order.
    pub ret_attrs: Vec<Attribute<'a>>,
    /// `addrspace(N)` of the callee, if written.
    pub addrspace: Option<u32>,
    /// The type as written: the return type, or a whole [`Type::Function`]
    /// when the call spells out the callee's type (varargs callees).
    pub ty: TypeId,
    /// The callee: usually `@f`, or `%fp` for indirect calls.
    pub callee: Value<'a>,
    /// Arguments.
    pub args: Vec<Arg<'a>>,
    /// Call-site function attributes (`#N` and inline), in order.
    pub fn_attrs: Vec<Attribute<'a>>,
}

/// A call argument.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg<'a> {
    /// Argument type.
    pub ty: TypeId,
    /// Parameter attributes at the call site, in order.
    pub attrs: Vec<Attribute<'a>>,
    /// The value (a [`Value::Metadata`] when `ty` is `metadata`).
    pub value: Value<'a>,
}

/// One attribute item, as written.
///
/// Enum attributes are accepted generically, whether or not this parser
/// knows them, so IR from newer LLVM versions still reads; the importer
/// decides what it understands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attribute<'a> {
    /// A bare keyword: `noundef`, `nounwind`, `mustprogress`.
    Flag(&'a str),
    /// An attribute with one integer: `align 16`, `align=16` (in groups),
    /// `alignstack(8)`, `dereferenceable(16)`, `dereferenceable_or_null(8)`.
    Int {
        /// Attribute keyword.
        name: &'a str,
        /// The integer.
        value: u64,
    },
    /// A type attribute: `byval(T)`, `byref(T)`, `sret(T)`, `inalloca(T)`,
    /// `preallocated(T)`, `elementtype(T)`.
    Type {
        /// Attribute keyword.
        name: &'a str,
        /// The type argument.
        ty: TypeId,
    },
    /// Any other keyword with a parenthesised argument list, e.g.
    /// `memory(readwrite, inaccessiblemem: none)`, `nofpclass(nan inf)`,
    /// `captures(none)`, `uwtable(sync)`, `allocsize(0, 1)`, `range(i32 0, 8)`.
    Args {
        /// Attribute keyword.
        name: &'a str,
        /// The tokens between the parentheses.
        args: Vec<AttrArg<'a>>,
    },
    /// `"key"` or `"key"="value"`.
    Str {
        /// The key, unescaped.
        key: Cow<'a, str>,
        /// The value, if any, unescaped.
        value: Option<Cow<'a, str>>,
    },
    /// `#N`: a reference to an attribute group.
    Group(u32),
}

impl<'a> Attribute<'a> {
    /// The keyword or string key of the attribute (`None` for a group ref).
    pub fn name(&self) -> Option<&str> {
        match self {
            Attribute::Flag(n)
            | Attribute::Int { name: n, .. }
            | Attribute::Type { name: n, .. }
            | Attribute::Args { name: n, .. } => Some(n),
            Attribute::Str { key, .. } => Some(key),
            Attribute::Group(_) => None,
        }
    }
}

/// A token inside an attribute's parentheses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrArg<'a> {
    /// A keyword: `readwrite`, `none`, `nan`, `i32`.
    Word(&'a str),
    /// A `key:` label, as in `argmem: read`.
    Key(&'a str),
    /// An integer.
    Int(i128),
    /// A string, unescaped, as in `allockind("alloc,zeroed")`.
    Str(Cow<'a, str>),
    /// A `,` separator.
    Comma,
    /// A nested parenthesised list, as in `initializes((0, 4))`.
    List(Vec<AttrArg<'a>>),
}

/// `attributes #N = { ... }`.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrGroup<'a> {
    /// Position of `attributes`.
    pub pos: Pos,
    /// The group number.
    pub id: u32,
    /// The items in order.
    pub attrs: Vec<Attribute<'a>>,
}

/// A metadata operand.
#[derive(Clone, Debug, PartialEq)]
pub enum Metadata<'a> {
    /// `!N`.
    Ref(u32),
    /// An inline node `!{...}` (or `distinct !{...}`).
    Node(MdNode<'a>),
    /// `!"..."`, unescaped.
    String(Cow<'a, str>),
    /// A typed value: `i32 1`, `ptr @g`.
    Value(TypedValue<'a>),
    /// `null` inside a node.
    Null,
}

/// A generic metadata tuple `!{...}`.
#[derive(Clone, Debug, PartialEq)]
pub struct MdNode<'a> {
    /// `distinct` was written.
    pub distinct: bool,
    /// Operands in order.
    pub operands: Vec<Metadata<'a>>,
}

/// `!N = [distinct] !{...}`.
#[derive(Clone, Debug, PartialEq)]
pub struct MetadataDef<'a> {
    /// Position of `!N`.
    pub pos: Pos,
    /// The node number.
    pub id: u32,
    /// The node.
    pub node: MdNode<'a>,
}

/// `!name = !{!N, ...}`.
#[derive(Clone, Debug, PartialEq)]
pub struct NamedMetadata<'a> {
    /// Position of `!name`.
    pub pos: Pos,
    /// The name without `!`.
    pub name: &'a str,
    /// Referenced node numbers.
    pub nodes: Vec<u32>,
}

/// `!name !N` or `!name !{...}` on an instruction, function or global.
#[derive(Clone, Debug, PartialEq)]
pub struct MdAttachment<'a> {
    /// Attachment kind without `!`, e.g. `tbaa`, `llvm.loop`.
    pub name: &'a str,
    /// The attached node: [`Metadata::Ref`] or [`Metadata::Node`].
    pub node: Metadata<'a>,
}

/// An `atomicrmw` instruction's parts.
#[derive(Debug, Clone, PartialEq)]
pub struct AtomicRmw<'a> {
    /// `volatile`.
    pub volatile: bool,
    /// The operation keyword (`add`, `xchg`, `umax`, ...).
    pub operation: &'a str,
    /// Pointer operand.
    pub ptr: TypedValue<'a>,
    /// Value operand.
    pub value: TypedValue<'a>,
    /// `syncscope("...")`, if written.
    pub syncscope: Option<Cow<'a, str>>,
    /// The ordering keyword.
    pub ordering: &'a str,
    /// Alignment, if written.
    pub align: Option<Align>,
}

/// A `cmpxchg` instruction's parts.
#[derive(Debug, Clone, PartialEq)]
pub struct CmpXchg<'a> {
    /// `weak`.
    pub weak: bool,
    /// `volatile`.
    pub volatile: bool,
    /// Pointer operand.
    pub ptr: TypedValue<'a>,
    /// The value compared with memory.
    pub compare: TypedValue<'a>,
    /// The value written when they are equal.
    pub new_value: TypedValue<'a>,
    /// `syncscope("...")`, if written.
    pub syncscope: Option<Cow<'a, str>>,
    /// The ordering on success.
    pub success: &'a str,
    /// The ordering on failure.
    pub failure: &'a str,
    /// Alignment, if written.
    pub align: Option<Align>,
}
