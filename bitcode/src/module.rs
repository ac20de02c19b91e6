//! The DXIL module writer: LLVM IR text (what `dxir lower` writes) to
//! bitcode in the LLVM 3.7 encoding DXIL fixed.
//!
//! The shape is the one LLVM's `DXILBitcodeWriter` and DXC write: no
//! IDENTIFICATION block, `MODULE_CODE_VERSION` 1 (operands relative to the
//! instruction), explicit types on globals, loads, GEPs, allocas and calls,
//! typed pointers, metadata strings one record each and metadata kinds in
//! their own `METADATA_BLOCK`, value symbol tables sorted by name.
//!
//! **Typed pointers.** The text has opaque `ptr`s. A global points to its
//! value type, an alloca to its allocated type, a GEP to the type its
//! indices reach; any other pointer (a call result, a parameter, a field
//! of `%dx.types.Handle`) is `i8*`. Where an instruction needs a pointer
//! to a particular type (a load, a store, a GEP's base, a call argument)
//! and the operand points elsewhere, a `bitcast` is written in front of it,
//! as LLVM's DXILPrepare does; a constant operand gets a constant-
//! expression cast. A `phi` whose incoming pointers disagree cannot be
//! typed that way and is an error naming the value.
//!
//! **What LLVM 3.7 cannot say** is dropped where the meaning survives
//! (`nuw`/`nsw` on `trunc`, `nneg`, `disjoint`, `samesign`, GEP
//! `nusw`/`nuw`, attributes without a 3.7 code) and refused otherwise
//! (`freeze`, scalable vectors, target types, metadata arguments, indirect
//! calls): every refusal is a [`BitcodeError`] naming the value and
//! position.

use std::collections::HashMap;

use dxir_dialects::translate::llvm::{ast, parse};

use crate::bitstream::{signed_vbr, BitWriter};
use crate::consts::{Const, ConstPool};
use crate::dxc_form::DxcForm;
use crate::layout::{array_path, zero_path};
use crate::types::{Ty, TyIx, TypeTable};
use crate::BitcodeError;

// Block ids (LLVM's bitc::BlockIDs).
const MODULE_BLOCK: u32 = 8;
const PARAMATTR_BLOCK: u32 = 9;
const PARAMATTR_GROUP_BLOCK: u32 = 10;
const CONSTANTS_BLOCK: u32 = 11;
const FUNCTION_BLOCK: u32 = 12;
const VALUE_SYMTAB_BLOCK: u32 = 14;
const METADATA_BLOCK: u32 = 15;
const METADATA_ATTACHMENT_BLOCK: u32 = 16;
const TYPE_BLOCK: u32 = 17;

/// `FUNCTION_INST_CAST` bitcast opcode.
const CAST_BITCAST: u64 = 11;
/// `FUNCTION_INST_CAST` addrspacecast opcode.
const CAST_ADDRSPACECAST: u64 = 12;

/// Parses LLVM IR text and writes it as DXIL bitcode.
pub fn write_bitcode(text: &str) -> Result<Vec<u8>, BitcodeError> {
    let m = parse(text).map_err(|e| BitcodeError::new(Some(e.pos()), e.message))?;
    write_module(m)
}

/// Writes a parsed module as DXIL bitcode, in DXC's conventions where they
/// differ from LLVM 22's text form ([`crate::dxc_form`]).
pub fn write_module(mut m: ast::Module<'_>) -> Result<Vec<u8>, BitcodeError> {
    let form = crate::dxc_form::apply(&mut m);
    let mut w = Writer::new(&m, form);
    w.collect()?;
    Ok(w.emit())
}

/// A symbolic operand: its value id is known only once every function
/// constant and inserted cast is counted.
#[derive(Clone, Debug)]
enum Sym<'a> {
    /// A global, function, constant or argument: absolute id.
    Abs(u32),
    /// The result of instruction `k` of the function's list.
    Inst(usize),
    /// A local defined later (a `phi` operand), with the type assumed.
    Fwd(ast::Name<'a>, TyIx, ast::Pos),
}

/// An instruction with symbolic operands.
#[derive(Debug)]
enum Ik<'a> {
    Binop {
        l: Sym<'a>,
        r: Sym<'a>,
        op: u64,
        flags: u64,
    },
    Cast {
        v: Sym<'a>,
        to: TyIx,
        op: u64,
    },
    Gep {
        inbounds: bool,
        src: TyIx,
        ops: Vec<Sym<'a>>,
    },
    ExtractVal {
        agg: Sym<'a>,
        idx: Vec<u32>,
    },
    InsertVal {
        agg: Sym<'a>,
        v: Sym<'a>,
        idx: Vec<u32>,
    },
    Select {
        t: Sym<'a>,
        f: Sym<'a>,
        c: Sym<'a>,
    },
    ExtractElt {
        v: Sym<'a>,
        i: Sym<'a>,
    },
    InsertElt {
        v: Sym<'a>,
        e: Sym<'a>,
        i: Sym<'a>,
    },
    Shuffle {
        a: Sym<'a>,
        b: Sym<'a>,
        mask: Sym<'a>,
    },
    Cmp {
        l: Sym<'a>,
        r: Sym<'a>,
        pred: u64,
        flags: u64,
    },
    Ret(Option<Sym<'a>>),
    Br(u32),
    CondBr {
        t: u32,
        f: u32,
        c: Sym<'a>,
    },
    Switch {
        ty: TyIx,
        c: Sym<'a>,
        default: u32,
        cases: Vec<(u32, u32)>,
    },
    Unreachable,
    Phi {
        ty: TyIx,
        inc: Vec<(Sym<'a>, u32)>,
    },
    Alloca {
        ty: TyIx,
        count_ty: TyIx,
        count: u32,
        align: u64,
    },
    Load {
        p: Sym<'a>,
        ty: TyIx,
        align: u64,
        vol: bool,
    },
    Store {
        p: Sym<'a>,
        v: Sym<'a>,
        align: u64,
        vol: bool,
    },
    AtomicRmw {
        p: Sym<'a>,
        v: Sym<'a>,
        op: u64,
        vol: bool,
        ordering: u64,
        scope: u64,
    },
    CmpXchg {
        p: Sym<'a>,
        c: Sym<'a>,
        n: Sym<'a>,
        vol: bool,
        success: u64,
        failure: u64,
        scope: u64,
        weak: bool,
    },
    Call {
        attrs: u32,
        cc: u64,
        fnty: TyIx,
        callee: Sym<'a>,
        args: Vec<Sym<'a>>,
        varargs: Vec<Sym<'a>>,
    },
}

#[derive(Debug)]
struct Inst<'a> {
    kind: Ik<'a>,
    /// Result type, `None` for void.
    ty: Option<TyIx>,
    name: Option<String>,
    md: Vec<(u32, MdRef)>,
}

struct Func<'a> {
    args: Vec<TyIx>,
    arg_names: Vec<Option<String>>,
    pool: ConstPool,
    insts: Vec<Inst<'a>>,
    nblocks: usize,
    block_names: Vec<Option<String>>,
    /// Final (symbol, type) of every local, for forward references.
    locals: HashMap<ast::Name<'a>, (Sym<'a>, TyIx)>,
    attachments: Vec<(u32, MdRef)>,
}

/// A metadata reference, turned into an id once the table is complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum MdRef {
    Str(u32),
    Val(u32),
    Node(u32),
}

#[derive(Default)]
struct MdTable {
    strs: Vec<String>,
    str_map: HashMap<String, u32>,
    vals: Vec<(TyIx, u32)>,
    val_map: HashMap<(TyIx, u32), u32>,
    nodes: Vec<(bool, Vec<Option<MdRef>>)>,
    /// Node index of `!N`.
    defs: HashMap<u32, u32>,
    named: Vec<(String, Vec<u32>)>,
    kinds: Vec<String>,
}

impl MdTable {
    fn id(&self, r: MdRef) -> u64 {
        let s = self.strs.len() as u64;
        let v = self.vals.len() as u64;
        match r {
            MdRef::Str(i) => u64::from(i),
            MdRef::Val(i) => s + u64::from(i),
            MdRef::Node(i) => s + v + u64::from(i),
        }
    }

    fn kind(&mut self, name: &str) -> u32 {
        match self.kinds.iter().position(|k| k == name) {
            Some(i) => i as u32,
            None => {
                self.kinds.push(name.to_string());
                self.kinds.len() as u32 - 1
            }
        }
    }
}

/// One encoded attribute: the operands of a `PARAMATTR_GRP_CODE_ENTRY`
/// after its group id and index.
type AttrEnc = Vec<u64>;

#[derive(Default)]
struct AttrTables {
    /// `(index, attributes)`; the group id is the position + 1.
    groups: Vec<(u64, Vec<AttrEnc>)>,
    /// Lists of group ids; the list id is the position + 1.
    lists: Vec<Vec<u32>>,
}

impl AttrTables {
    fn group(&mut self, idx: u64, attrs: Vec<AttrEnc>) -> u32 {
        let key = (idx, attrs);
        match self.groups.iter().position(|g| *g == key) {
            Some(i) => i as u32 + 1,
            None => {
                self.groups.push(key);
                self.groups.len() as u32
            }
        }
    }

    /// The list id for these per-index attribute sets (0 when all empty).
    fn list(&mut self, sets: Vec<(u64, Vec<AttrEnc>)>) -> u32 {
        let ids: Vec<u32> = sets
            .into_iter()
            .filter(|(_, a)| !a.is_empty())
            .map(|(idx, a)| self.group(idx, a))
            .collect();
        if ids.is_empty() {
            return 0;
        }
        match self.lists.iter().position(|l| *l == ids) {
            Some(i) => i as u32 + 1,
            None => {
                self.lists.push(ids);
                self.lists.len() as u32
            }
        }
    }
}

/// Attribute kind codes of LLVM 3.7's bitcode (`bitc::AttributeKindCodes`).
fn enum_attr_code(name: &str) -> Option<u64> {
    Some(match name {
        "alwaysinline" => 2,
        "byval" => 3,
        "inlinehint" => 4,
        "inreg" => 5,
        "minsize" => 6,
        "naked" => 7,
        "nest" => 8,
        "noalias" => 9,
        "nobuiltin" => 10,
        "nocapture" => 11,
        "noduplicate" => 12,
        "noimplicitfloat" => 13,
        "noinline" => 14,
        "nonlazybind" => 15,
        "noredzone" => 16,
        "noreturn" => 17,
        "nounwind" => 18,
        "optsize" => 19,
        "readnone" => 20,
        "readonly" => 21,
        "returned" => 22,
        "returns_twice" => 23,
        "signext" => 24,
        "ssp" => 26,
        "sspreq" => 27,
        "sspstrong" => 28,
        "sret" => 29,
        "sanitize_address" => 30,
        "sanitize_thread" => 31,
        "sanitize_memory" => 32,
        "uwtable" => 33,
        "zeroext" => 34,
        "builtin" => 35,
        "cold" => 36,
        "optnone" => 37,
        "inalloca" => 38,
        "nonnull" => 39,
        "jumptable" => 40,
        _ => return None,
    })
}

fn int_attr_code(name: &str) -> Option<u64> {
    Some(match name {
        "align" => 1,
        "alignstack" => 25,
        "dereferenceable" => 41,
        "dereferenceable_or_null" => 42,
        _ => return None,
    })
}

fn push_str(out: &mut Vec<u64>, s: &str) {
    out.extend(s.bytes().map(u64::from));
    out.push(0);
}

fn linkage_code(l: Option<ast::Linkage>) -> u64 {
    use ast::Linkage::*;
    match l {
        None | Some(External) => 0,
        Some(Appending) => 2,
        Some(Internal) => 3,
        Some(ExternWeak) => 7,
        Some(Common) => 8,
        Some(Private) => 9,
        Some(AvailableExternally) => 12,
        Some(Weak) => 16,
        Some(WeakOdr) => 17,
        Some(LinkOnce) => 18,
        Some(LinkOnceOdr) => 19,
    }
}

fn visibility_code(v: Option<ast::Visibility>) -> u64 {
    match v {
        None | Some(ast::Visibility::Default) => 0,
        Some(ast::Visibility::Hidden) => 1,
        Some(ast::Visibility::Protected) => 2,
    }
}

fn dll_code(d: Option<ast::DllStorage>) -> u64 {
    match d {
        None => 0,
        Some(ast::DllStorage::DllImport) => 1,
        Some(ast::DllStorage::DllExport) => 2,
    }
}

fn align_code(a: Option<ast::Align>) -> u64 {
    a.map_or(0, |a| u64::from(a.log2()) + 1)
}

fn cc_code(cc: &Option<ast::CallingConv<'_>>) -> Result<u64, String> {
    Ok(match cc {
        None => 0,
        Some(ast::CallingConv::Numbered(n)) => u64::from(*n),
        Some(ast::CallingConv::Named(n)) => match *n {
            "ccc" => 0,
            "fastcc" => 8,
            "coldcc" => 9,
            other => return Err(format!("calling convention {other} has no LLVM 3.7 number")),
        },
    })
}

/// Fast-math flags in LLVM 3.7's encoding: UnsafeAlgebra (bit 0, which
/// readers take as `fast`), NoNaNs, NoInfs, NoSignedZeros, AllowReciprocal.
fn fmf_code(f: &ast::FastMathFlags) -> u64 {
    let mut v = 0;
    if f.reassoc {
        v |= 1;
    }
    if f.nnan {
        v |= 2;
    }
    if f.ninf {
        v |= 4;
    }
    if f.nsz {
        v |= 8;
    }
    if f.arcp {
        v |= 16;
    }
    v
}

fn binop_code(op: ast::BinOp) -> u64 {
    use ast::BinOp::*;
    match op {
        Add | FAdd => 0,
        Sub | FSub => 1,
        Mul | FMul => 2,
        UDiv => 3,
        SDiv | FDiv => 4,
        URem => 5,
        SRem | FRem => 6,
        Shl => 7,
        LShr => 8,
        AShr => 9,
        And => 10,
        Or => 11,
        Xor => 12,
    }
}

fn int_flags(op: ast::BinOp, f: &ast::IntFlags) -> u64 {
    use ast::BinOp::*;
    match op {
        Add | Sub | Mul | Shl => u64::from(f.nuw) | (u64::from(f.nsw) << 1),
        UDiv | SDiv | LShr | AShr => u64::from(f.exact),
        _ => 0,
    }
}

fn cast_code(op: ast::CastOp) -> Result<u64, String> {
    use ast::CastOp::*;
    Ok(match op {
        Trunc => 0,
        ZExt => 1,
        SExt => 2,
        FPToUI => 3,
        FPToSI => 4,
        UIToFP => 5,
        SIToFP => 6,
        FPTrunc => 7,
        FPExt => 8,
        PtrToInt => 9,
        IntToPtr => 10,
        BitCast => 11,
        AddrSpaceCast => 12,
        PtrToAddr => return Err("ptrtoaddr does not exist in LLVM 3.7".into()),
    })
}

fn icmp_code(p: ast::IntPredicate) -> u64 {
    use ast::IntPredicate::*;
    match p {
        Eq => 32,
        Ne => 33,
        Ugt => 34,
        Uge => 35,
        Ult => 36,
        Ule => 37,
        Sgt => 38,
        Sge => 39,
        Slt => 40,
        Sle => 41,
    }
}

fn fcmp_code(p: ast::FloatPredicate) -> u64 {
    use ast::FloatPredicate::*;
    match p {
        False => 0,
        Oeq => 1,
        Ogt => 2,
        Oge => 3,
        Olt => 4,
        Ole => 5,
        One => 6,
        Ord => 7,
        Uno => 8,
        Ueq => 9,
        Ugt => 10,
        Uge => 11,
        Ult => 12,
        Ule => 13,
        Une => 14,
        True => 15,
    }
}

fn ordering_code(o: &str) -> Result<u64, String> {
    Ok(match o {
        "unordered" => 1,
        "monotonic" => 2,
        "acquire" => 3,
        "release" => 4,
        "acq_rel" => 5,
        "seq_cst" => 6,
        other => return Err(format!("unknown atomic ordering {other}")),
    })
}

fn rmw_code(op: &str) -> Result<u64, String> {
    Ok(match op {
        "xchg" => 0,
        "add" => 1,
        "sub" => 2,
        "and" => 3,
        "nand" => 4,
        "or" => 5,
        "xor" => 6,
        "max" => 7,
        "min" => 8,
        "umax" => 9,
        "umin" => 10,
        other => return Err(format!("atomicrmw {other} does not exist in LLVM 3.7")),
    })
}

fn scope_code(s: &Option<std::borrow::Cow<'_, str>>) -> Result<u64, String> {
    match s.as_deref() {
        None => Ok(1),
        Some("singlethread") => Ok(0),
        Some(other) => Err(format!("syncscope(\"{other}\") does not exist in LLVM 3.7")),
    }
}

/// The float bits of a literal in type `ty`.
fn float_bits(t: &TypeTable, ty: TyIx, lit: ast::FloatLit) -> Result<u64, String> {
    let v = lit.to_f64();
    match (t.get(ty), lit) {
        (Ty::Half, ast::FloatLit::Half(h)) => Ok(u64::from(h)),
        (Ty::Half, _) => Ok(u64::from(f64_to_half(v))),
        (Ty::Float, _) => Ok(u64::from((v as f32).to_bits())),
        (Ty::Double, _) => Ok(v.to_bits()),
        (other, _) => Err(format!("a float literal of type {other:?}")),
    }
}

/// Rounds an f64 that the reader already checked is exact as a half.
fn f64_to_half(v: f64) -> u16 {
    let f = v as f32;
    let bits = f.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    if f.is_nan() {
        return sign | 0x7e00;
    }
    if f.is_infinite() {
        return sign | 0x7c00;
    }
    let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    let mant = bits & 0x7f_ffff;
    if exp >= 31 {
        sign | 0x7c00
    } else if exp <= 0 {
        // Subnormal half.
        let m = (mant | 0x80_0000) >> (14 - exp).min(31);
        sign | m as u16
    } else {
        sign | ((exp as u16) << 10) | (mant >> 13) as u16
    }
}

struct Writer<'m, 'a> {
    m: &'m ast::Module<'a>,
    t: TypeTable,
    /// Every global and function: name → (value id, pointer type).
    globals: HashMap<ast::Name<'a>, (u32, TyIx)>,
    /// Types of the globals and functions in value order.
    global_types: Vec<TyIx>,
    /// Value type of each global variable.
    gvar_types: Vec<TyIx>,
    /// Function type of each function.
    fn_types: Vec<TyIx>,
    gvar_inits: Vec<Option<u32>>,
    fn_attrs: Vec<u32>,
    pool: ConstPool,
    /// The function being written: its pool is searched after the module's.
    fpool: Option<ConstPool>,
    md: MdTable,
    attrs: AttrTables,
    funcs: Vec<Func<'a>>,
    sections: Vec<String>,
    /// Attachments of instruction `(function, block, instruction)`.
    inst_md: HashMap<(usize, usize, usize), Vec<(u32, MdRef)>>,
    fn_md: HashMap<usize, Vec<(u32, MdRef)>>,
    /// What DXC's conventions changed in the module.
    form: DxcForm<'a>,
}

fn err_at(pos: ast::Pos) -> impl Fn(String) -> BitcodeError {
    move |m| BitcodeError::new(Some(pos), m)
}

impl<'m, 'a> Writer<'m, 'a> {
    fn new(m: &'m ast::Module<'a>, form: DxcForm<'a>) -> Self {
        Writer {
            m,
            t: TypeTable::default(),
            globals: HashMap::new(),
            global_types: Vec::new(),
            gvar_types: Vec::new(),
            fn_types: Vec::new(),
            gvar_inits: Vec::new(),
            fn_attrs: Vec::new(),
            pool: ConstPool::new(0),
            fpool: None,
            md: MdTable::default(),
            attrs: AttrTables::default(),
            funcs: Vec::new(),
            sections: Vec::new(),
            inst_md: HashMap::new(),
            fn_md: HashMap::new(),
            form,
        }
    }

    fn lower_ty(&mut self, id: ast::TypeId, pos: ast::Pos) -> Result<TyIx, BitcodeError> {
        self.t.lower(self.m, id).map_err(|e| e.at(pos))
    }

    fn section(&mut self, s: &Option<std::borrow::Cow<'_, str>>) -> u64 {
        match s {
            None => 0,
            Some(s) => match self.sections.iter().position(|x| x == s.as_ref()) {
                Some(i) => i as u64 + 1,
                None => {
                    self.sections.push(s.to_string());
                    self.sections.len() as u64
                }
            },
        }
    }

    /// Everything but the bits: types, values, constants, metadata,
    /// attributes and function bodies.
    fn collect(&mut self) -> Result<(), BitcodeError> {
        let m = self.m;
        // Globals, then functions: their value ids.
        for (i, g) in m.globals.iter().enumerate() {
            let vt = self.lower_ty(g.ty, g.pos)?;
            let pt = self.t.ptr_to(vt, g.addrspace.unwrap_or(0));
            if self.globals.insert(g.name, (i as u32, pt)).is_some() {
                return Err(BitcodeError::new(
                    Some(g.pos),
                    format!("@{} is defined twice", g.name),
                ));
            }
            self.global_types.push(pt);
            self.gvar_types.push(vt);
        }
        for (i, f) in m.functions.iter().enumerate() {
            let ret = self.lower_ty(f.ret_ty, f.pos)?;
            let params = f
                .params
                .iter()
                .map(|p| self.lower_ty(p.ty, f.pos))
                .collect::<Result<Vec<_>, _>>()?;
            let fnty = self.t.intern(Ty::Function {
                ret,
                params,
                vararg: f.vararg,
            });
            let pt = self.t.ptr_to(fnty, f.addrspace.unwrap_or(0));
            let id = (m.globals.len() + i) as u32;
            if self.globals.insert(f.name, (id, pt)).is_some() {
                return Err(BitcodeError::new(
                    Some(f.pos),
                    format!("@{} is defined twice", f.name),
                ));
            }
            self.global_types.push(pt);
            self.fn_types.push(fnty);
        }
        self.pool = ConstPool::new(self.global_types.len() as u32);
        // Global initializers.
        for (i, g) in m.globals.iter().enumerate() {
            let init = match &g.init {
                None => None,
                Some(v) => {
                    let want = self.gvar_types[i];
                    Some(self.konst(v, g.ty, want).map_err(|e| {
                        BitcodeError::new(Some(g.pos), format!("initializer of @{}: {e}", g.name))
                    })?)
                }
            };
            self.gvar_inits.push(init);
            if !g.metadata.is_empty() {
                return Err(BitcodeError::new(
                    Some(g.pos),
                    format!(
                        "@{}: metadata attachments on globals do not exist in LLVM 3.7",
                        g.name
                    ),
                ));
            }
        }
        // Function attributes.
        for f in &m.functions {
            let mut sets = vec![(0xFFFF_FFFF, self.encode_attrs(&f.fn_attrs, f.pos)?)];
            sets.push((0, self.encode_attrs(&f.ret_attrs, f.pos)?));
            for (i, p) in f.params.iter().enumerate() {
                sets.push((i as u64 + 1, self.encode_attrs(&p.attrs, f.pos)?));
            }
            let id = self.attrs.list(sets);
            self.fn_attrs.push(id);
        }
        self.collect_metadata()?;
        for (fi, f) in m.functions.iter().enumerate() {
            if f.body.is_some() {
                let func = self.lower_function(fi, f)?;
                self.funcs.push(func);
            } else if f.is_definition() {
                return Err(BitcodeError::new(
                    Some(f.pos),
                    format!("@{}: the body was not read", f.name),
                ));
            }
        }
        Ok(())
    }

    fn encode_attrs(
        &self,
        attrs: &[ast::Attribute<'_>],
        pos: ast::Pos,
    ) -> Result<Vec<AttrEnc>, BitcodeError> {
        let mut out: Vec<AttrEnc> = Vec::new();
        let push = |e: AttrEnc, out: &mut Vec<AttrEnc>| {
            if !out.contains(&e) {
                out.push(e);
            }
        };
        let mut stack: Vec<&ast::Attribute<'_>> = attrs.iter().rev().collect();
        let mut depth = 0;
        while let Some(a) = stack.pop() {
            match a {
                ast::Attribute::Group(n) => {
                    depth += 1;
                    if depth > 1000 {
                        return Err(BitcodeError::new(
                            Some(pos),
                            "attribute groups nest too deeply",
                        ));
                    }
                    if let Some(g) = self.m.attr_groups.iter().find(|g| g.id == *n) {
                        stack.extend(g.attrs.iter().rev());
                    }
                }
                ast::Attribute::Flag(name) => {
                    if let Some(c) = enum_attr_code(name) {
                        push(vec![0, c], &mut out);
                    }
                }
                ast::Attribute::Type { name, .. } => {
                    if let Some(c) = enum_attr_code(name) {
                        push(vec![0, c], &mut out);
                    }
                }
                ast::Attribute::Int { name, value } => {
                    if let Some(c) = int_attr_code(name) {
                        push(vec![1, c, *value], &mut out);
                    }
                }
                ast::Attribute::Args {
                    name: "memory",
                    args,
                } => {
                    // Only the two memory effects LLVM 3.7 can say exactly.
                    match args.as_slice() {
                        [ast::AttrArg::Word("none")] => push(vec![0, 20], &mut out),
                        [ast::AttrArg::Word("read")] => push(vec![0, 21], &mut out),
                        _ => {}
                    }
                }
                ast::Attribute::Args { .. } => {}
                ast::Attribute::Str { key, value } => {
                    let mut e = Vec::new();
                    match value {
                        None => {
                            e.push(3);
                            push_str(&mut e, key);
                        }
                        Some(v) => {
                            e.push(4);
                            push_str(&mut e, key);
                            push_str(&mut e, v);
                        }
                    }
                    push(e, &mut out);
                }
            }
        }
        Ok(out)
    }

    /// Interns a constant, in the function's pool when one is open (unless
    /// the module's already has it).
    fn intern(&mut self, ty: TyIx, c: Const) -> u32 {
        if let Some(id) = self.pool.get(ty, &c) {
            return id;
        }
        match &mut self.fpool {
            Some(p) => p.intern(ty, c),
            None => self.pool.intern(ty, c),
        }
    }

    /// The type of a global, function or constant id.
    fn abs_type(&self, id: u32) -> Option<TyIx> {
        if let Some(t) = self.global_types.get(id as usize) {
            return Some(*t);
        }
        self.pool
            .type_of(id)
            .or_else(|| self.fpool.as_ref().and_then(|p| p.type_of(id)))
    }

    /// A cast of constant `id` to the pointer type `want` (or `id` itself).
    fn const_ptr_cast(&mut self, id: u32, have: TyIx, want: TyIx) -> Result<u32, String> {
        if have == want {
            return Ok(id);
        }
        match (self.t.pointee(have), self.t.pointee(want)) {
            (Some((_, a)), Some((_, b))) => {
                let op = if a == b {
                    CAST_BITCAST
                } else {
                    CAST_ADDRSPACECAST
                };
                Ok(self.intern(want, Const::Cast(op, have, id)))
            }
            _ => Err(format!(
                "a constant of type {} where {} is expected",
                self.t.render(have),
                self.t.render(want)
            )),
        }
    }

    /// Lowers a constant of AST type `aty` to a value id of type `want`.
    fn konst(&mut self, v: &ast::Value<'a>, _aty: ast::TypeId, want: TyIx) -> Result<u32, String> {
        let m = self.m;
        Ok(match v {
            ast::Value::Int(i) => {
                let Ty::Int(w) = *self.t.get(want) else {
                    return Err(format!("integer literal of type {}", self.t.render(want)));
                };
                if w > 64 {
                    return Err(format!("i{w} constants wider than 64 bits are not written"));
                }
                let sh = 64 - w;
                let v = if w == 64 { *i } else { (*i << sh) >> sh };
                self.intern(want, if v == 0 { Const::Null } else { Const::Int(v) })
            }
            ast::Value::BigInt(s) => {
                return Err(format!("integer literal {s} is wider than 64 bits"))
            }
            ast::Value::Bool(b) => self.intern(want, if *b { Const::Int(-1) } else { Const::Null }),
            ast::Value::Float(lit) => {
                let bits = float_bits(&self.t, want, *lit)?;
                self.intern(
                    want,
                    if bits == 0 {
                        Const::Null
                    } else {
                        Const::Float(bits)
                    },
                )
            }
            ast::Value::Null | ast::Value::ZeroInitializer => self.intern(want, Const::Null),
            ast::Value::Undef | ast::Value::Poison => self.intern(want, Const::Undef),
            ast::Value::None => return Err("'none' does not exist in LLVM 3.7".into()),
            ast::Value::Splat(e) => {
                let Ty::Vector(n, et) = *self.t.get(want) else {
                    return Err("splat of a non-vector type".into());
                };
                let id = self.konst(&e.value, e.ty, et)?;
                self.intern(want, Const::Aggregate(vec![id; n as usize]))
            }
            ast::Value::Struct(els)
            | ast::Value::PackedStruct(els)
            | ast::Value::Array(els)
            | ast::Value::Vector(els) => {
                let mut ids = Vec::with_capacity(els.len());
                for (i, e) in els.iter().enumerate() {
                    let et = self.t.step(want, Some(i as u64))?;
                    ids.push(self.konst(&e.value, e.ty, et)?);
                }
                self.intern(want, Const::Aggregate(ids))
            }
            ast::Value::CString(bytes) => self.intern(want, Const::String(bytes.to_vec())),
            ast::Value::Global(name) => {
                let (id, have) = *self
                    .globals
                    .get(name)
                    .ok_or_else(|| format!("@{name} is not defined"))?;
                self.const_ptr_cast(id, have, want)?
            }
            ast::Value::Local(name) => {
                return Err(format!("%{name} used where a constant is needed"))
            }
            ast::Value::Metadata(_) => return Err("metadata used as a constant".into()),
            ast::Value::Expr(e) => match &**e {
                ast::ConstExpr::Cast { op, value, to } => {
                    let code = cast_code(*op)?;
                    let natural = self.natural_const_type(&value.value, value.ty)?;
                    let src = self.konst(&value.value, value.ty, natural)?;
                    let to_ty = if matches!(op, ast::CastOp::BitCast | ast::CastOp::AddrSpaceCast)
                        && self.t.pointee(natural).is_some()
                    {
                        // A pointer-to-pointer cast keeps the pointee.
                        let (p, _) = self.t.pointee(natural).expect("checked");
                        let ast::Type::Ptr { addrspace } = *m.ty(*to) else {
                            return Err("pointer cast to a non-pointer type".into());
                        };
                        self.t.ptr_to(p, addrspace)
                    } else {
                        self.t.lower(m, *to).map_err(|e| e.message)?
                    };
                    let id = if to_ty == natural {
                        src
                    } else {
                        self.intern(to_ty, Const::Cast(code, natural, src))
                    };
                    self.const_ptr_cast(id, to_ty, want).or_else(|e| {
                        if to_ty == want {
                            Ok(id)
                        } else {
                            Err(e)
                        }
                    })?
                }
                ast::ConstExpr::GetElementPtr {
                    flags,
                    source_ty,
                    base,
                    indices,
                } => {
                    let src = self.t.lower(m, *source_ty).map_err(|e| e.message)?;
                    let ast::Type::Ptr { addrspace } = *m.ty(base.ty) else {
                        return Err("GEP base is not a pointer".into());
                    };
                    if let Some((id, rt)) =
                        self.global_gep_over_own_type(flags.inbounds, src, base, indices)?
                    {
                        return self.const_ptr_cast(id, rt, want);
                    }
                    let base_ty = self.t.ptr_to(src, addrspace);
                    let b = self.konst(&base.value, base.ty, base_ty)?;
                    let mut ops = vec![(base_ty, b)];
                    let mut cur = src;
                    for (k, ix) in indices.iter().enumerate() {
                        let it = self.t.lower(m, ix.ty).map_err(|e| e.message)?;
                        let id = self.konst(&ix.value, ix.ty, it)?;
                        ops.push((it, id));
                        if k > 0 {
                            cur = self.t.step(cur, const_index(&ix.value))?;
                        }
                    }
                    let rt = self.t.ptr_to(cur, addrspace);
                    let id = self.intern(rt, Const::Gep(flags.inbounds, src, ops));
                    self.const_ptr_cast(id, rt, want)?
                }
                ast::ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                } => {
                    let l = self.konst(&lhs.value, lhs.ty, want)?;
                    let r = self.konst(&rhs.value, rhs.ty, want)?;
                    self.intern(
                        want,
                        Const::Binary(binop_code(*op), l, r, int_flags(*op, flags)),
                    )
                }
            },
        })
    }

    /// The type a constant has on its own: a global's pointer type, or the
    /// lowered AST type.
    fn natural_const_type(&mut self, v: &ast::Value<'a>, aty: ast::TypeId) -> Result<TyIx, String> {
        if let ast::Value::Global(name) = v {
            if let Some(&(_, t)) = self.globals.get(name) {
                return Ok(t);
            }
        }
        self.t.lower(self.m, aty).map_err(|e| e.message)
    }

    fn collect_metadata(&mut self) -> Result<(), BitcodeError> {
        let m = self.m;
        for (i, d) in m.metadata.iter().enumerate() {
            if self.md.defs.insert(d.id, i as u32).is_some() {
                return Err(BitcodeError::new(
                    Some(d.pos),
                    format!("!{} is defined twice", d.id),
                ));
            }
            self.md.nodes.push((d.node.distinct, Vec::new()));
        }
        for (i, d) in m.metadata.iter().enumerate() {
            let ops = self.md_operands(&d.node).map_err(err_at(d.pos))?;
            self.md.nodes[i].1 = ops;
        }
        for n in &m.named_metadata {
            let mut ids = Vec::new();
            for r in &n.nodes {
                let idx = *self.md.defs.get(r).ok_or_else(|| {
                    BitcodeError::new(Some(n.pos), format!("!{} refers to undefined !{r}", n.name))
                })?;
                ids.push(idx);
            }
            self.md.named.push((n.name.to_string(), ids));
        }
        for (fi, f) in m.functions.iter().enumerate() {
            if !f.metadata.is_empty() {
                let v = self.attachments(&f.metadata, f.pos)?;
                self.fn_md.insert(fi, v);
            }
            for (bi, b) in f.blocks().iter().enumerate() {
                for (ii, inst) in b.insts.iter().enumerate() {
                    if !inst.metadata.is_empty() {
                        let v = self.attachments(&inst.metadata, inst.pos)?;
                        self.inst_md.insert((fi, bi, ii), v);
                    }
                }
            }
        }
        Ok(())
    }

    /// `!kind !N` attachments as (kind id, node) pairs.
    fn attachments(
        &mut self,
        list: &[ast::MdAttachment<'a>],
        pos: ast::Pos,
    ) -> Result<Vec<(u32, MdRef)>, BitcodeError> {
        let mut v = Vec::new();
        for a in list {
            let k = self.md.kind(a.name);
            let r = self.md_operand(&a.node).map_err(err_at(pos))?;
            let Some(r @ MdRef::Node(_)) = r else {
                return Err(BitcodeError::new(Some(pos), "an attachment must be a node"));
            };
            v.push((k, r));
        }
        Ok(v)
    }

    fn md_operands(&mut self, n: &ast::MdNode<'a>) -> Result<Vec<Option<MdRef>>, String> {
        n.operands.iter().map(|o| self.md_operand(o)).collect()
    }

    fn md_operand(&mut self, o: &ast::Metadata<'a>) -> Result<Option<MdRef>, String> {
        Ok(Some(match o {
            ast::Metadata::Null => return Ok(None),
            ast::Metadata::Ref(n) => MdRef::Node(
                *self
                    .md
                    .defs
                    .get(n)
                    .ok_or_else(|| format!("!{n} is not defined"))?,
            ),
            ast::Metadata::Node(inner) => {
                let ops = self.md_operands(inner)?;
                self.md.nodes.push((inner.distinct, ops));
                MdRef::Node(self.md.nodes.len() as u32 - 1)
            }
            ast::Metadata::String(s) => {
                let s = s.to_string();
                let next = self.md.strs.len() as u32;
                let i = *self.md.str_map.entry(s.clone()).or_insert(next);
                if i == next {
                    self.md.strs.push(s);
                }
                MdRef::Str(i)
            }
            ast::Metadata::Value(tv) => {
                let (ty, id) = match &tv.value {
                    ast::Value::Global(name) if self.form.undef_symbols.contains_key(name) => {
                        let vt = self.form.undef_symbols[name];
                        let vt = self.t.lower(self.m, vt).map_err(|e| e.message)?;
                        let pt = self.t.ptr_to(vt, 0);
                        (pt, self.intern(pt, Const::Undef))
                    }
                    _ => {
                        let ty = self.natural_const_type(&tv.value, tv.ty)?;
                        (ty, self.konst(&tv.value, tv.ty, ty)?)
                    }
                };
                let next = self.md.vals.len() as u32;
                let i = *self.md.val_map.entry((ty, id)).or_insert(next);
                if i == next {
                    self.md.vals.push((ty, id));
                }
                MdRef::Val(i)
            }
        }))
    }

    fn lower_function(
        &mut self,
        fi: usize,
        f: &'m ast::Function<'a>,
    ) -> Result<Func<'a>, BitcodeError> {
        let m = self.m;
        let fnty = self.fn_types[fi];
        let Ty::Function { ret, params, .. } = self.t.get(fnty).clone() else {
            unreachable!("function types are interned as functions")
        };
        let base = self.pool.end();
        let mut fx = FnCx {
            insts: Vec::new(),
            locals: HashMap::new(),
            blocks: HashMap::new(),
            ret,
        };
        let mut arg_names = Vec::new();
        for (i, p) in f.params.iter().enumerate() {
            let name = p.name.unwrap_or(ast::Name::Numbered(i as u32));
            fx.locals
                .insert(name, (Sym::Abs(base + i as u32), params[i]));
            arg_names.push(match p.name {
                Some(n @ ast::Name::Named(_)) => Some(n.to_string()),
                _ => None,
            });
        }
        self.fpool = Some(ConstPool::new(base + params.len() as u32));
        let blocks = f.blocks();
        let mut block_names = Vec::new();
        for (i, b) in blocks.iter().enumerate() {
            if let Some(l) = b.label {
                if fx.blocks.insert(l, i as u32).is_some() {
                    return Err(BitcodeError::new(
                        Some(b.pos),
                        format!("block %{l} is defined twice"),
                    ));
                }
            }
            block_names.push(match b.label {
                Some(n @ ast::Name::Named(_)) => Some(n.to_string()),
                _ => None,
            });
        }
        for (bi, b) in blocks.iter().enumerate() {
            for (ii, inst) in b.insts.iter().enumerate() {
                let md = self.inst_md.remove(&(fi, bi, ii)).unwrap_or_default();
                self.lower_inst(&mut fx, inst, md).map_err(|e| {
                    let mut e = e;
                    if e.pos.is_none() {
                        e.pos = Some(inst.pos);
                    }
                    e
                })?;
            }
        }
        let _ = m;
        let pool = self.fpool.take().expect("opened above");
        // Check every forward reference against the value it names.
        for inst in &fx.insts {
            let mut bad = None;
            inst.kind.for_each_sym(|s| {
                if let Sym::Fwd(name, ty, pos) = s {
                    match fx.locals.get(name) {
                        None => bad = Some((format!("%{name} is not defined"), *pos)),
                        Some((_, t)) if t != ty => {
                            bad = Some((
                                format!(
                                    "cannot recover the pointee type of %{name}: used as {} before \
                                     its definition, defined as {}",
                                    self.t.render(*ty),
                                    self.t.render(*t)
                                ),
                                *pos,
                            ))
                        }
                        _ => {}
                    }
                }
            });
            if let Some((msg, pos)) = bad {
                return Err(BitcodeError::new(Some(pos), msg));
            }
        }
        Ok(Func {
            args: params,
            arg_names,
            pool,
            insts: fx.insts,
            nblocks: blocks.len(),
            block_names,
            locals: fx.locals,
            attachments: self.fn_md.remove(&fi).unwrap_or_default(),
        })
    }

    /// An operand. `want` is the type the position needs; `None` takes the
    /// value's own type (for a pointer, what it points to).
    fn operand(
        &mut self,
        fx: &mut FnCx<'a>,
        v: &ast::Value<'a>,
        aty: ast::TypeId,
        want: Option<TyIx>,
        pos: ast::Pos,
    ) -> Result<(Sym<'a>, TyIx), BitcodeError> {
        let e = err_at(pos);
        match v {
            ast::Value::Local(name) => match fx.locals.get(name).cloned() {
                Some((sym, ty)) => match want {
                    Some(w) if w != ty => {
                        let (Some((_, a)), Some((_, b))) = (self.t.pointee(ty), self.t.pointee(w))
                        else {
                            return Err(e(format!(
                                "%{name} has type {} where {} is expected",
                                self.t.render(ty),
                                self.t.render(w)
                            )));
                        };
                        let have = self.t.pointee(ty).map(|(p, _)| p);
                        let want = self.t.pointee(w).map(|(p, _)| p);
                        let kind = match (have, want) {
                            // The value it points to begins with a `want`:
                            // name it with zero indices, as DXC does,
                            // rather than cast the pointer.
                            (Some(h), Some(wp)) if a == b => match zero_path(&self.t, h, wp) {
                                Some(depth) => self.path_gep(fx, sym, h, &vec![0; depth]),
                                None => Ik::Cast {
                                    v: sym,
                                    to: w,
                                    op: CAST_BITCAST,
                                },
                            },
                            _ => Ik::Cast {
                                v: sym,
                                to: w,
                                op: if a == b {
                                    CAST_BITCAST
                                } else {
                                    CAST_ADDRSPACECAST
                                },
                            },
                        };
                        fx.insts.push(Inst {
                            kind,
                            ty: Some(w),
                            name: None,
                            md: Vec::new(),
                        });
                        Ok((Sym::Inst(fx.insts.len() - 1), w))
                    }
                    _ => Ok((sym, ty)),
                },
                None => {
                    let ty = match want {
                        Some(w) => w,
                        None => self.lower_ty(aty, pos)?,
                    };
                    Ok((Sym::Fwd(*name, ty, pos), ty))
                }
            },
            _ => {
                let ty = match want {
                    Some(w) => w,
                    None => self.natural_const_type(v, aty).map_err(&e)?,
                };
                let id = self.konst(v, aty, ty).map_err(&e)?;
                Ok((Sym::Abs(id), ty))
            }
        }
    }

    /// An `i32` constant's value id.
    fn i32_const(&mut self, v: u64) -> Sym<'a> {
        let i32t = self.t.intern(Ty::Int(32));
        Sym::Abs(self.intern(
            i32t,
            if v == 0 {
                Const::Null
            } else {
                Const::Int(v as i64)
            },
        ))
    }

    /// `getelementptr inbounds T, T* p, i32 0, <path>`; when `p` is itself
    /// a GEP of this function, that GEP continued by `<path>` instead (see
    /// `gep_to_continue`: dxil-spirv crashes on a GEP whose base is a GEP
    /// into a struct, such as the first element of an array field).
    fn path_gep(&mut self, fx: &FnCx<'a>, p: Sym<'a>, src: TyIx, path: &[u64]) -> Ik<'a> {
        let (inbounds, src, mut ops) = match gep_to_continue(fx, &p) {
            Some(continued) => continued,
            None => (true, src, vec![p, self.i32_const(0)]),
        };
        for &i in path {
            ops.push(self.i32_const(i));
        }
        Ik::Gep { inbounds, src, ops }
    }

    /// A constant GEP from a global written over the global's own type, as
    /// DXC writes it and as instruction GEPs are written
    /// ([`Self::byte_gep_as_field`], [`Self::typed_base`]): a byte offset
    /// (`getelementptr (i8, ptr addrspace(3) @ga, i32 4)`, clang 22 at
    /// -O3 for a constant index into a groupshared array) as the field or
    /// element it names; an element of an array the global is or begins
    /// with (`getelementptr (float, ptr @tile, i32 3)`) through that array.
    /// `None` when the GEP already names the global's type, or its base is
    /// no global; an error for a byte offset that names nothing, which
    /// DXIL cannot say (dxil-spirv crashed on the `i8*` cast).
    fn global_gep_over_own_type(
        &mut self,
        inbounds: bool,
        src: TyIx,
        base: &ast::TypedValue<'a>,
        indices: &[ast::TypedValue<'a>],
    ) -> Result<Option<(u32, TyIx)>, String> {
        let ast::Value::Global(name) = &base.value else {
            return Ok(None);
        };
        let Some(&(gid, gty)) = self.globals.get(name) else {
            return Ok(None);
        };
        let Some((pointee, space)) = self.t.pointee(gty) else {
            return Ok(None);
        };
        if pointee == src {
            return Ok(None);
        }
        let i32t = self.t.intern(Ty::Int(32));
        let int = |w: &mut Self, v: u64| {
            w.intern(
                i32t,
                if v == 0 {
                    Const::Null
                } else {
                    Const::Int(v as i64)
                },
            )
        };
        let zero = int(self, 0);
        let mut ops = vec![(gty, gid), (i32t, zero)];
        let reached = if matches!(self.t.get(src), Ty::Int(8)) {
            let path = match indices {
                [index] => const_index(&index.value).and_then(|offset| {
                    self.form
                        .source_layout
                        .path_to_offset(&self.t, pointee, offset)
                }),
                _ => None,
            };
            let Some((path, reached)) = path else {
                return Err(format!(
                    "`getelementptr i8` from @{name} that names no field or element of it: \
                     DXIL has no byte arithmetic on pointers [TYPES.I8]"
                ));
            };
            for i in path {
                let id = int(self, i);
                ops.push((i32t, id));
            }
            reached
        } else {
            let first_is_zero = indices.first().and_then(|ix| const_index(&ix.value)) == Some(0);
            let (zeros, skip) = match zero_path(&self.t, pointee, src).filter(|_| first_is_zero) {
                Some(depth) => (depth, 1),
                None => match array_path(&self.t, pointee, src) {
                    Some(depth) => (depth - 1, 0),
                    None => return Ok(None),
                },
            };
            for _ in 0..zeros {
                ops.push((i32t, zero));
            }
            let mut cur = src;
            for (k, ix) in indices.iter().enumerate() {
                if k > 0 {
                    cur = self.t.step(cur, const_index(&ix.value))?;
                }
                if k < skip {
                    continue;
                }
                let it = self.t.lower(self.m, ix.ty).map_err(|e| e.message)?;
                let id = self.konst(&ix.value, ix.ty, it)?;
                ops.push((it, id));
            }
            cur
        };
        let rt = self.t.ptr_to(reached, space);
        Ok(Some((
            self.intern(rt, Const::Gep(inbounds, pointee, ops)),
            rt,
        )))
    }

    /// A GEP over `i8` by a constant byte offset from a pointer whose
    /// pointee is known, as the field or element it reaches (the offset
    /// is in the module's own data layout): the GEP and its result type,
    /// or `None` when no field starts there (the GEP is then written over
    /// `i8`, behind a cast).
    fn byte_gep_as_field(
        &mut self,
        fx: &FnCx<'a>,
        base: &ast::TypedValue<'a>,
        indices: &[ast::TypedValue<'a>],
    ) -> Option<(Ik<'a>, TyIx)> {
        let [index] = indices else {
            return None;
        };
        let offset = const_index(&index.value)?;
        let (sym, ty) = self.named_pointer(fx, &base.value)?;
        let (pointee, space) = self.t.pointee(ty)?;
        if matches!(self.t.get(pointee), Ty::Int(8)) {
            return None;
        }
        let (path, reached) = self
            .form
            .source_layout
            .path_to_offset(&self.t, pointee, offset)?;
        let rt = self.t.ptr_to(reached, space);
        Some((self.path_gep(fx, sym, pointee, &path), rt))
    }

    /// A local or global as its symbol and typed pointer type; `None` for
    /// any other value (a constant expression, `null`, ...).
    fn named_pointer(&self, fx: &FnCx<'a>, v: &ast::Value<'a>) -> Option<(Sym<'a>, TyIx)> {
        match v {
            ast::Value::Local(name) => fx.locals.get(name).cloned(),
            ast::Value::Global(name) => {
                let &(id, ty) = self.globals.get(name)?;
                Some((Sym::Abs(id), ty))
            }
            _ => None,
        }
    }

    /// The base of a GEP over `elem` written over the base's own type:
    /// the base as it is typed, its type, how many zero indices follow the
    /// leading 0, and how many of the GEP's own indices they replace. When
    /// the GEP's first index is 0 and `elem` is the base's first field (or
    /// element) some levels down ([`zero_path`]), the zeros lead there and
    /// replace that index; when the base's value is or begins with an
    /// array of `elem` ([`array_path`]), they lead to the array and the
    /// GEP's first index steps through it.
    fn typed_base(
        &mut self,
        fx: &FnCx<'a>,
        base: &ast::TypedValue<'a>,
        elem: TyIx,
        first_is_zero: bool,
    ) -> Option<(Sym<'a>, TyIx, usize, usize)> {
        let (sym, ty) = self.named_pointer(fx, &base.value)?;
        let (pointee, _) = self.t.pointee(ty)?;
        if pointee == elem {
            return None;
        }
        if first_is_zero {
            if let Some(depth) = zero_path(&self.t, pointee, elem) {
                return Some((sym, ty, depth, 1));
            }
        }
        let depth = array_path(&self.t, pointee, elem)?;
        Some((sym, ty, depth - 1, 0))
    }

    /// An operand whose pointer type, if it is a pointer, must be `want`
    /// unless `want` is `None`; a non-pointer's type is its own.
    fn typed(
        &mut self,
        fx: &mut FnCx<'a>,
        tv: &ast::TypedValue<'a>,
        pos: ast::Pos,
    ) -> Result<(Sym<'a>, TyIx), BitcodeError> {
        self.operand(fx, &tv.value, tv.ty, None, pos)
    }

    /// The pointer operand of a memory access or GEP, made to point to
    /// `pointee` in its own address space (a typed pointer, with a
    /// `bitcast` where the value points to something else); its address
    /// space. `what` names the access for the error on a non-pointer.
    fn pointer_to(
        &mut self,
        fx: &mut FnCx<'a>,
        ptr: &ast::TypedValue<'a>,
        pointee: TyIx,
        what: &str,
        pos: ast::Pos,
    ) -> Result<(Sym<'a>, u32), BitcodeError> {
        let space = ptr_space(self.m, ptr.ty).ok_or_else(|| err_at(pos)(what.to_string()))?;
        let want = self.t.ptr_to(pointee, space);
        let (p, _) = self.operand(fx, &ptr.value, ptr.ty, Some(want), pos)?;
        Ok((p, space))
    }

    fn def(
        &mut self,
        fx: &mut FnCx<'a>,
        inst: &ast::Instruction<'a>,
        kind: Ik<'a>,
        ty: Option<TyIx>,
        md: Vec<(u32, MdRef)>,
    ) -> Result<(), BitcodeError> {
        let name = match inst.result {
            Some(n @ ast::Name::Named(_)) => Some(n.to_string()),
            _ => None,
        };
        fx.insts.push(Inst { kind, ty, name, md });
        if let Some(r) = inst.result {
            let Some(t) = ty else {
                return Err(BitcodeError::new(
                    Some(inst.pos),
                    format!("%{r} names a void value"),
                ));
            };
            if fx
                .locals
                .insert(r, (Sym::Inst(fx.insts.len() - 1), t))
                .is_some()
            {
                return Err(BitcodeError::new(
                    Some(inst.pos),
                    format!("%{r} is defined twice"),
                ));
            }
        }
        Ok(())
    }

    fn block(
        &self,
        fx: &FnCx<'a>,
        name: &ast::Name<'a>,
        pos: ast::Pos,
    ) -> Result<u32, BitcodeError> {
        fx.blocks
            .get(name)
            .copied()
            .ok_or_else(|| BitcodeError::new(Some(pos), format!("block %{name} is not defined")))
    }

    fn lower_inst(
        &mut self,
        fx: &mut FnCx<'a>,
        inst: &ast::Instruction<'a>,
        md: Vec<(u32, MdRef)>,
    ) -> Result<(), BitcodeError> {
        let m = self.m;
        let pos = inst.pos;
        let e = err_at(pos);
        use ast::InstKind as K;
        let (kind, ty) = match &inst.kind {
            K::Ret(None) => (Ik::Ret(None), None),
            K::Ret(Some(tv)) => {
                let want = fx.ret;
                let (s, _) = self.operand(fx, &tv.value, tv.ty, Some(want), pos)?;
                (Ik::Ret(Some(s)), None)
            }
            K::Br(l) => (Ik::Br(self.block(fx, l, pos)?), None),
            K::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                let (c, _) = self.typed(fx, cond, pos)?;
                (
                    Ik::CondBr {
                        t: self.block(fx, if_true, pos)?,
                        f: self.block(fx, if_false, pos)?,
                        c,
                    },
                    None,
                )
            }
            K::Switch {
                value,
                default,
                cases,
            } => {
                let (c, ty) = self.typed(fx, value, pos)?;
                let default = self.block(fx, default, pos)?;
                let mut cs = Vec::new();
                for (v, l) in cases {
                    let id = self.konst(&v.value, v.ty, ty).map_err(&e)?;
                    cs.push((id, self.block(fx, l, pos)?));
                }
                (
                    Ik::Switch {
                        ty,
                        c,
                        default,
                        cases: cs,
                    },
                    None,
                )
            }
            K::Unreachable => (Ik::Unreachable, None),
            K::Binary {
                op,
                flags,
                fmf,
                ty,
                lhs,
                rhs,
            } => {
                let t = self.lower_ty(*ty, pos)?;
                let (l, _) = self.operand(fx, lhs, *ty, Some(t), pos)?;
                let (r, _) = self.operand(fx, rhs, *ty, Some(t), pos)?;
                let f = if op.is_float() {
                    fmf_code(fmf)
                } else {
                    int_flags(*op, flags)
                };
                (
                    Ik::Binop {
                        l,
                        r,
                        op: binop_code(*op),
                        flags: f,
                    },
                    Some(t),
                )
            }
            K::FNeg { fmf, ty, value } => {
                // LLVM 3.7 has no fneg: `fsub -0.0, x` is what it wrote.
                let t = self.lower_ty(*ty, pos)?;
                let elem = match *self.t.get(t) {
                    Ty::Vector(_, el) => el,
                    _ => t,
                };
                let bits = match self.t.get(elem) {
                    Ty::Half => 0x8000,
                    Ty::Float => 0x8000_0000,
                    Ty::Double => 0x8000_0000_0000_0000,
                    _ => return Err(e("fneg of a non-floating-point type".into())),
                };
                let z = self.intern(elem, Const::Float(bits));
                let neg0 = match *self.t.get(t) {
                    Ty::Vector(n, _) => self.intern(t, Const::Aggregate(vec![z; n as usize])),
                    _ => z,
                };
                let (r, _) = self.operand(fx, value, *ty, Some(t), pos)?;
                (
                    Ik::Binop {
                        l: Sym::Abs(neg0),
                        r,
                        op: 1,
                        flags: fmf_code(fmf),
                    },
                    Some(t),
                )
            }
            K::ICmp {
                pred, ty, lhs, rhs, ..
            } => {
                let (l, lt) = self.operand(fx, lhs, *ty, None, pos)?;
                let (r, _) = self.operand(fx, rhs, *ty, Some(lt), pos)?;
                let rt = self.cmp_result(lt);
                (
                    Ik::Cmp {
                        l,
                        r,
                        pred: icmp_code(*pred),
                        flags: 0,
                    },
                    Some(rt),
                )
            }
            K::FCmp {
                fmf,
                pred,
                ty,
                lhs,
                rhs,
            } => {
                let t = self.lower_ty(*ty, pos)?;
                let (l, _) = self.operand(fx, lhs, *ty, Some(t), pos)?;
                let (r, _) = self.operand(fx, rhs, *ty, Some(t), pos)?;
                let rt = self.cmp_result(t);
                (
                    Ik::Cmp {
                        l,
                        r,
                        pred: fcmp_code(*pred),
                        flags: fmf_code(fmf),
                    },
                    Some(rt),
                )
            }
            K::Select {
                cond,
                if_true,
                if_false,
                ..
            } => {
                let (c, _) = self.typed(fx, cond, pos)?;
                let (t, tt) = self.typed(fx, if_true, pos)?;
                let (f, _) = self.operand(fx, &if_false.value, if_false.ty, Some(tt), pos)?;
                (Ik::Select { t, f, c }, Some(tt))
            }
            K::Phi { ty, incoming, .. } => {
                // A pointer phi takes the type of its first incoming value
                // defined before it; the others must agree (checked when
                // the forward ones are resolved).
                let mut t = None;
                for (v, _) in incoming {
                    if let ast::Value::Local(n) = v {
                        if let Some((_, lt)) = fx.locals.get(n) {
                            t = Some(*lt);
                            break;
                        }
                    } else if let ast::Value::Global(n) = v {
                        if let Some((_, gt)) = self.globals.get(n) {
                            t = Some(*gt);
                            break;
                        }
                    }
                }
                let t = match t {
                    Some(t) => t,
                    None => self.lower_ty(*ty, pos)?,
                };
                let mut inc = Vec::new();
                for (v, l) in incoming {
                    let s = match v {
                        ast::Value::Local(n) => match fx.locals.get(n).cloned() {
                            Some((s, lt)) if lt == t => s,
                            Some((_, lt)) => {
                                return Err(e(format!(
                                "cannot recover the pointee type of phi {}: incoming %{n} is {}, \
                                     another is {}",
                                inst.result.map(|r| format!("%{r}")).unwrap_or_default(),
                                self.t.render(lt),
                                self.t.render(t)
                            )))
                            }
                            None => Sym::Fwd(*n, t, pos),
                        },
                        _ => Sym::Abs(self.konst(v, *ty, t).map_err(&e)?),
                    };
                    inc.push((s, self.block(fx, l, pos)?));
                }
                (Ik::Phi { ty: t, inc }, Some(t))
            }
            K::Alloca {
                inalloca,
                ty,
                count,
                align,
                addrspace,
            } => {
                let t = self.lower_ty(*ty, pos)?;
                // Memory of bytes (LLVM 22's SROA leaves `[N x i8]` slices
                // of a struct, read as other types) has no DXIL form.
                let bytes = match self.t.get(t) {
                    Ty::Array(_, e) => *e,
                    _ => t,
                };
                if matches!(self.t.get(bytes), Ty::Int(8)) {
                    return Err(e(format!(
                        "alloca of {}: DXIL has no memory of `i8` (a slice of bytes read as \
                         other types) [TYPES.I8]",
                        self.t.render(t)
                    )));
                }
                let (count_ty, count) = match count {
                    None => {
                        let i32t = self.t.intern(Ty::Int(32));
                        (i32t, self.intern(i32t, Const::Int(1)))
                    }
                    Some(c) => {
                        let ct = self.lower_ty(c.ty, pos)?;
                        let id = match &c.value {
                            ast::Value::Local(n) => {
                                return Err(e(format!(
                                    "alloca with a variable count (%{n}) is not written"
                                )))
                            }
                            v => self.konst(v, c.ty, ct).map_err(&e)?,
                        };
                        (ct, id)
                    }
                };
                let a = align_code(*align) | (u64::from(*inalloca) << 5) | (1 << 6);
                let pt = self.t.ptr_to(t, addrspace.unwrap_or(0));
                (
                    Ik::Alloca {
                        ty: t,
                        count_ty,
                        count,
                        align: a,
                    },
                    Some(pt),
                )
            }
            K::Load {
                volatile,
                ty,
                ptr,
                align,
            } => {
                let t = self.lower_ty(*ty, pos)?;
                let (p, _) = self.pointer_to(fx, ptr, t, "load from a non-pointer", pos)?;
                (
                    Ik::Load {
                        p,
                        ty: t,
                        align: align_code(*align),
                        vol: *volatile,
                    },
                    Some(t),
                )
            }
            K::Store {
                volatile,
                value,
                ptr,
                align,
            } => {
                let (v, vt) = self.typed(fx, value, pos)?;
                let (p, _) = self.pointer_to(fx, ptr, vt, "store to a non-pointer", pos)?;
                (
                    Ik::Store {
                        p,
                        v,
                        align: align_code(*align),
                        vol: *volatile,
                    },
                    None,
                )
            }
            K::AtomicRmw(a) => {
                let (v, vt) = self.typed(fx, &a.value, pos)?;
                let (p, _) = self.pointer_to(fx, &a.ptr, vt, "atomicrmw on a non-pointer", pos)?;
                (
                    Ik::AtomicRmw {
                        p,
                        v,
                        op: rmw_code(a.operation).map_err(&e)?,
                        vol: a.volatile,
                        ordering: ordering_code(a.ordering).map_err(&e)?,
                        scope: scope_code(&a.syncscope).map_err(&e)?,
                    },
                    Some(vt),
                )
            }
            K::CmpXchg(a) => {
                let (c, ct) = self.typed(fx, &a.compare, pos)?;
                let (n, _) = self.operand(fx, &a.new_value.value, a.new_value.ty, Some(ct), pos)?;
                let (p, _) = self.pointer_to(fx, &a.ptr, ct, "cmpxchg on a non-pointer", pos)?;
                let i1 = self.t.intern(Ty::Int(1));
                let rt = self.t.intern(Ty::Struct {
                    packed: false,
                    fields: vec![ct, i1],
                });
                (
                    Ik::CmpXchg {
                        p,
                        c,
                        n,
                        vol: a.volatile,
                        success: ordering_code(a.success).map_err(&e)?,
                        failure: ordering_code(a.failure).map_err(&e)?,
                        scope: scope_code(&a.syncscope).map_err(&e)?,
                        weak: a.weak,
                    },
                    Some(rt),
                )
            }
            K::GetElementPtr {
                flags,
                source_ty,
                base,
                indices,
            } => {
                let src = self.lower_ty(*source_ty, pos)?;
                // Byte arithmetic is not DXIL: a constant offset from a
                // typed pointer names its field (clang 22 at -O0).
                if matches!(self.t.get(src), Ty::Int(8)) {
                    let Some((gep, rt)) = self.byte_gep_as_field(fx, base, indices) else {
                        return Err(e(
                            "`getelementptr i8` that names no field of a typed pointer (a \
                             byte offset that is not a constant, lands in no field, or starts \
                             from an `i8` pointer): DXIL has no byte arithmetic on pointers \
                             [TYPES.I8]"
                                .to_string(),
                        ));
                    };
                    return self.def(fx, inst, gep, Some(rt), md);
                }
                // A GEP whose base points to (or begins with) what it
                // indexes is written over the base's own type, as DXC
                // names fields and elements: `getelementptr [64 x float],
                // [64 x float]* @g, i32 0, i32 %i` rather than a cast of
                // `@g` to `float*`; `getelementptr %S, %S* %s, i32 0, i32
                // 0, i32 1` for element 1 of a vector first field.
                let first_is_zero =
                    indices.first().and_then(|ix| const_index(&ix.value)) == Some(0);
                // A GEP from a GEP with a leading 0 continues it: one GEP
                // over the first one's type, as LLVM's instcombine (and so
                // DXC) leaves it (dxil-spirv crashes on an element of a
                // vector field reached in two steps).
                let outer = match (&base.value, first_is_zero) {
                    (ast::Value::Local(name), true) => match fx.locals.get(name) {
                        Some((sym, ty)) if self.t.pointee(*ty).map(|(p, _)| p) == Some(src) => {
                            gep_to_continue(fx, sym).map(|(i, s, o)| (i, s, o, *ty))
                        }
                        _ => None,
                    },
                    _ => None,
                };
                // The operands before the GEP's own (from index `skip`),
                // the source type and address space, and `inbounds`.
                let (mut ops, gep_src, as_, skip, inbounds) = if let Some((i, s, ops, ty)) = outer {
                    let (_, space) = self.t.pointee(ty).expect("checked");
                    (ops, s, space, 1, i && flags.inbounds)
                } else if let Some((b, ty, zeros, skip)) =
                    self.typed_base(fx, base, src, first_is_zero)
                {
                    let (pointee, space) = self.t.pointee(ty).expect("a typed pointer");
                    // A base that is itself a GEP is continued, as above
                    // (dxil-spirv crashes on an element GEP from a field's
                    // GEP).
                    let (mut ops, gep_src, inbounds) = match gep_to_continue(fx, &b) {
                        Some((i, s, ops)) => (ops, s, i && flags.inbounds),
                        None => (vec![b, self.i32_const(0)], pointee, flags.inbounds),
                    };
                    ops.extend((0..zeros).map(|_| self.i32_const(0)));
                    (ops, gep_src, space, skip, inbounds)
                } else {
                    let (b, space) =
                        self.pointer_to(fx, base, src, "vector GEPs are not written", pos)?;
                    (vec![b], src, space, 0, flags.inbounds)
                };
                let mut cur = src;
                for (k, ix) in indices.iter().enumerate() {
                    if k > 0 {
                        cur = self.t.step(cur, const_index(&ix.value)).map_err(&e)?;
                    }
                    if k < skip {
                        continue;
                    }
                    let (s, _) = self.typed(fx, ix, pos)?;
                    ops.push(s);
                }
                let rt = self.t.ptr_to(cur, as_);
                (
                    Ik::Gep {
                        inbounds,
                        src: gep_src,
                        ops,
                    },
                    Some(rt),
                )
            }
            K::Cast { op, value, to, .. } => {
                let code = cast_code(*op).map_err(&e)?;
                let (v, vt) = self.typed(fx, value, pos)?;
                let rt = match (op, self.t.pointee(vt), m.ty(*to)) {
                    (
                        ast::CastOp::BitCast | ast::CastOp::AddrSpaceCast,
                        Some((p, _)),
                        ast::Type::Ptr { addrspace },
                    ) => self.t.ptr_to(p, *addrspace),
                    _ => self.lower_ty(*to, pos)?,
                };
                if rt == vt && code == CAST_BITCAST {
                    // `bitcast ptr %p to ptr`: the value itself.
                    if let Some(r) = inst.result {
                        fx.locals.insert(r, (v, vt));
                    }
                    return Ok(());
                }
                (
                    Ik::Cast {
                        v,
                        to: rt,
                        op: code,
                    },
                    Some(rt),
                )
            }
            K::ExtractValue { aggregate, indices } => {
                let (a, at) = self.typed(fx, aggregate, pos)?;
                let mut cur = at;
                for i in indices {
                    cur = self.t.step(cur, Some(u64::from(*i))).map_err(&e)?;
                }
                (
                    Ik::ExtractVal {
                        agg: a,
                        idx: indices.clone(),
                    },
                    Some(cur),
                )
            }
            K::InsertValue {
                aggregate,
                value,
                indices,
            } => {
                let (a, at) = self.typed(fx, aggregate, pos)?;
                let mut cur = at;
                for i in indices {
                    cur = self.t.step(cur, Some(u64::from(*i))).map_err(&e)?;
                }
                let (v, _) = self.operand(fx, &value.value, value.ty, Some(cur), pos)?;
                (
                    Ik::InsertVal {
                        agg: a,
                        v,
                        idx: indices.clone(),
                    },
                    Some(at),
                )
            }
            K::ExtractElement { vector, index } => {
                let (v, vt) = self.typed(fx, vector, pos)?;
                let (i, _) = self.typed(fx, index, pos)?;
                let et = self.t.step(vt, None).map_err(&e)?;
                (Ik::ExtractElt { v, i }, Some(et))
            }
            K::InsertElement {
                vector,
                element,
                index,
            } => {
                let (v, vt) = self.typed(fx, vector, pos)?;
                let et = self.t.step(vt, None).map_err(&e)?;
                let (el, _) = self.operand(fx, &element.value, element.ty, Some(et), pos)?;
                let (i, _) = self.typed(fx, index, pos)?;
                (Ik::InsertElt { v, e: el, i }, Some(vt))
            }
            K::ShuffleVector { lhs, rhs, mask } => {
                let (a, at) = self.typed(fx, lhs, pos)?;
                let (b, _) = self.operand(fx, &rhs.value, rhs.ty, Some(at), pos)?;
                let (mk, mt) = self.typed(fx, mask, pos)?;
                let et = self.t.step(at, None).map_err(&e)?;
                let Ty::Vector(n, _) = *self.t.get(mt) else {
                    return Err(e("shufflevector mask is not a vector".into()));
                };
                let rt = self.t.intern(Ty::Vector(n, et));
                (Ik::Shuffle { a, b, mask: mk }, Some(rt))
            }
            K::Freeze(_) => {
                return Err(e(format!(
                    "freeze{} does not exist in LLVM 3.7 and has no DXIL encoding",
                    inst.result.map(|r| format!(" (%{r})")).unwrap_or_default()
                )))
            }
            K::Call(c) => return self.lower_call(fx, inst, c, md),
        };
        self.def(fx, inst, kind, ty, md)
    }

    fn cmp_result(&mut self, operand: TyIx) -> TyIx {
        let i1 = self.t.intern(Ty::Int(1));
        match *self.t.get(operand) {
            Ty::Vector(n, _) => self.t.intern(Ty::Vector(n, i1)),
            _ => i1,
        }
    }

    fn lower_call(
        &mut self,
        fx: &mut FnCx<'a>,
        inst: &ast::Instruction<'a>,
        c: &ast::Call<'a>,
        md: Vec<(u32, MdRef)>,
    ) -> Result<(), BitcodeError> {
        let pos = inst.pos;
        let e = err_at(pos);
        let ast::Value::Global(callee) = &c.callee else {
            return Err(e("indirect calls are not written".into()));
        };
        let (cid, cty) = *self
            .globals
            .get(callee)
            .ok_or_else(|| e(format!("@{callee} is not declared")))?;
        let fnty = self
            .t
            .pointee(cty)
            .map(|(p, _)| p)
            .filter(|p| matches!(self.t.get(*p), Ty::Function { .. }))
            .ok_or_else(|| e(format!("@{callee} is not a function")))?;
        let Ty::Function {
            ret,
            params,
            vararg,
        } = self.t.get(fnty).clone()
        else {
            unreachable!()
        };
        if c.args.len() < params.len() || (!vararg && c.args.len() != params.len()) {
            return Err(e(format!(
                "call of @{callee} with {} arguments; it takes {}",
                c.args.len(),
                params.len()
            )));
        }
        let mut args = Vec::new();
        let mut varargs = Vec::new();
        for (i, a) in c.args.iter().enumerate() {
            if let ast::Value::Metadata(_) = a.value {
                return Err(e(format!(
                    "call of @{callee}: metadata arguments are not written (argument {i})"
                )));
            }
            if let Some(&p) = params.get(i) {
                let (s, _) = self.operand(fx, &a.value, a.ty, Some(p), pos)?;
                args.push(s);
            } else {
                let (s, _) = self.operand(fx, &a.value, a.ty, None, pos)?;
                varargs.push(s);
            }
        }
        let mut sets = vec![(0xFFFF_FFFF, self.encode_attrs(&c.fn_attrs, pos)?)];
        sets.push((0, self.encode_attrs(&c.ret_attrs, pos)?));
        for (i, a) in c.args.iter().enumerate() {
            sets.push((i as u64 + 1, self.encode_attrs(&a.attrs, pos)?));
        }
        let attrs = self.attrs.list(sets);
        let cc = cc_code(&c.cc).map_err(&e)?;
        let tail = match c.tail {
            ast::TailKind::Tail => 1,
            ast::TailKind::MustTail => 1 | (1 << 14),
            ast::TailKind::None | ast::TailKind::NoTail => 0,
        };
        let ccf = (cc << 1) | tail | (1 << 15);
        let rt = if matches!(self.t.get(ret), Ty::Void) {
            None
        } else {
            Some(ret)
        };
        let kind = Ik::Call {
            attrs,
            cc: ccf,
            fnty,
            callee: Sym::Abs(cid),
            args,
            varargs,
        };
        self.def(fx, inst, kind, rt, md)
    }

    // ---- emission ----

    fn emit(mut self) -> Vec<u8> {
        let mut w = BitWriter::new();
        w.emit_bytes(b"BC");
        w.emit_bytes(&[0xC0, 0xDE]);
        w.enter_block(MODULE_BLOCK, 3);
        w.record(1, &[1]);
        self.emit_attributes(&mut w);
        self.emit_types(&mut w);
        self.emit_module_info(&mut w);
        let pool = std::mem::replace(&mut self.pool, ConstPool::new(0));
        self.emit_constants(&mut w, &pool);
        self.pool = pool;
        self.emit_metadata(&mut w);
        // Module-level value symbol table, sorted by name as DXIL's writer
        // sorts it.
        let mut names: Vec<(String, u32)> = Vec::new();
        for (name, (id, _)) in &self.globals {
            if let ast::Name::Named(_) = name {
                names.push((name.to_string(), *id));
            }
        }
        emit_vst(&mut w, names, Vec::new());
        let funcs = std::mem::take(&mut self.funcs);
        for f in &funcs {
            self.emit_function(&mut w, f);
        }
        w.exit_block();
        w.finish()
    }

    fn emit_attributes(&self, w: &mut BitWriter) {
        if self.attrs.groups.is_empty() {
            return;
        }
        w.enter_block(PARAMATTR_GROUP_BLOCK, 3);
        for (i, (idx, attrs)) in self.attrs.groups.iter().enumerate() {
            let mut rec = vec![i as u64 + 1, *idx];
            for a in attrs {
                rec.extend_from_slice(a);
            }
            w.record(3, &rec);
        }
        w.exit_block();
        w.enter_block(PARAMATTR_BLOCK, 3);
        for l in &self.attrs.lists {
            let rec: Vec<u64> = l.iter().map(|&g| u64::from(g)).collect();
            w.record(2, &rec);
        }
        w.exit_block();
    }

    fn emit_types(&self, w: &mut BitWriter) {
        w.enter_block(TYPE_BLOCK, 4);
        w.record(1, &[self.t.types.len() as u64]);
        for (ix, ty) in self.t.types.iter().enumerate() {
            let u = |x: &TyIx| u64::from(*x);
            match ty {
                Ty::Void => w.record(2, &[]),
                Ty::Float => w.record(3, &[]),
                Ty::Double => w.record(4, &[]),
                Ty::Label => w.record(5, &[]),
                Ty::Half => w.record(10, &[]),
                Ty::Metadata => w.record(16, &[]),
                Ty::Int(b) => w.record(7, &[u64::from(*b)]),
                Ty::Ptr(p, a) => w.record(8, &[u(p), u64::from(*a)]),
                Ty::Vector(n, e) => w.record(12, &[u64::from(*n), u(e)]),
                Ty::Array(n, e) => w.record(11, &[*n, u(e)]),
                Ty::Struct { packed, fields } => {
                    let mut r = vec![u64::from(*packed)];
                    r.extend(fields.iter().map(u));
                    w.record(18, &r);
                }
                Ty::Named(name) => {
                    let chars: Vec<u64> = name.bytes().map(u64::from).collect();
                    w.record(19, &chars);
                    match self.t.bodies.get(&(ix as TyIx)) {
                        Some(Some((packed, fields))) => {
                            let mut r = vec![u64::from(*packed)];
                            r.extend(fields.iter().map(u));
                            w.record(20, &r);
                        }
                        _ => w.record(6, &[0]),
                    }
                }
                Ty::Function {
                    ret,
                    params,
                    vararg,
                } => {
                    let mut r = vec![u64::from(*vararg), u(ret)];
                    r.extend(params.iter().map(u));
                    w.record(21, &r);
                }
            }
        }
        w.exit_block();
    }

    fn emit_module_info(&mut self, w: &mut BitWriter) {
        let m = self.m;
        if let Some(t) = &m.triple {
            w.record(2, &t.bytes().map(u64::from).collect::<Vec<_>>());
        }
        if let Some(d) = &m.data_layout {
            w.record(3, &d.bytes().map(u64::from).collect::<Vec<_>>());
        }
        let gsec: Vec<u64> = m.globals.iter().map(|g| self.section(&g.section)).collect();
        let fsec: Vec<u64> = m
            .functions
            .iter()
            .map(|f| self.section(&f.section))
            .collect();
        for s in &self.sections {
            w.record(5, &s.bytes().map(u64::from).collect::<Vec<_>>());
        }
        for (i, g) in m.globals.iter().enumerate() {
            let tls = match g.thread_local {
                None => 0,
                Some(ast::ThreadLocal::GeneralDynamic) => 1,
                Some(ast::ThreadLocal::LocalDynamic) => 2,
                Some(ast::ThreadLocal::InitialExec) => 3,
                Some(ast::ThreadLocal::LocalExec) => 4,
            };
            let rec = [
                u64::from(self.gvar_types[i]),
                (u64::from(g.addrspace.unwrap_or(0)) << 2) | 2 | u64::from(g.is_constant),
                self.gvar_inits[i].map_or(0, |id| u64::from(id) + 1),
                linkage_code(g.linkage),
                align_code(g.align),
                gsec[i],
                visibility_code(g.visibility),
                tls,
                u64::from(g.unnamed_addr == Some(ast::UnnamedAddr::Global)),
                u64::from(g.externally_initialized),
                dll_code(g.dll_storage),
                0,
            ];
            w.record(7, &rec);
        }
        for (i, f) in m.functions.iter().enumerate() {
            // Checked when the calls were lowered; a declaration's calling
            // convention is checked here.
            let cc = cc_code(&f.cc).unwrap_or(0);
            let rec = [
                u64::from(self.fn_types[i]),
                cc,
                u64::from(!f.is_definition()),
                linkage_code(f.linkage),
                u64::from(self.fn_attrs[i]),
                align_code(f.align),
                fsec[i],
                visibility_code(f.visibility),
                0,
                u64::from(f.unnamed_addr == Some(ast::UnnamedAddr::Global)),
                0,
                dll_code(f.dll_storage),
                0,
                0,
                0,
            ];
            w.record(8, &rec);
        }
    }

    fn emit_constants(&self, w: &mut BitWriter, pool: &ConstPool) {
        if pool.items.is_empty() {
            return;
        }
        w.enter_block(CONSTANTS_BLOCK, 4);
        let mut last = None;
        for (ty, c) in &pool.items {
            if last != Some(*ty) {
                w.record(1, &[u64::from(*ty)]);
                last = Some(*ty);
            }
            match c {
                Const::Null => w.record(2, &[]),
                Const::Undef => w.record(3, &[]),
                Const::Int(v) => w.record(4, &[signed_vbr(*v)]),
                Const::Float(b) => w.record(6, &[*b]),
                Const::Aggregate(ids) => {
                    w.record(7, &ids.iter().map(|&i| u64::from(i)).collect::<Vec<_>>())
                }
                Const::String(bytes) => {
                    w.record(8, &bytes.iter().map(|&b| u64::from(b)).collect::<Vec<_>>())
                }
                Const::Cast(op, from, v) => w.record(11, &[*op, u64::from(*from), u64::from(*v)]),
                Const::Binary(op, l, r, flags) => {
                    let mut rec = vec![*op, u64::from(*l), u64::from(*r)];
                    if *flags != 0 {
                        rec.push(*flags);
                    }
                    w.record(10, &rec);
                }
                Const::Gep(inbounds, src, ops) => {
                    let mut rec = vec![u64::from(*src)];
                    for (t, v) in ops {
                        rec.push(u64::from(*t));
                        rec.push(u64::from(*v));
                    }
                    w.record(if *inbounds { 20 } else { 12 }, &rec);
                }
            }
        }
        w.exit_block();
    }

    fn emit_metadata(&self, w: &mut BitWriter) {
        if !self.md.kinds.is_empty() {
            w.enter_block(METADATA_BLOCK, 3);
            for (i, k) in self.md.kinds.iter().enumerate() {
                let mut rec = vec![i as u64];
                rec.extend(k.bytes().map(u64::from));
                w.record(6, &rec);
            }
            w.exit_block();
        }
        if self.md.strs.is_empty() && self.md.nodes.is_empty() && self.md.named.is_empty() {
            return;
        }
        w.enter_block(METADATA_BLOCK, 3);
        for s in &self.md.strs {
            w.record(1, &s.bytes().map(u64::from).collect::<Vec<_>>());
        }
        for (ty, id) in &self.md.vals {
            w.record(2, &[u64::from(*ty), u64::from(*id)]);
        }
        for (distinct, ops) in &self.md.nodes {
            let rec: Vec<u64> = ops
                .iter()
                .map(|o| o.map_or(0, |r| self.md.id(r) + 1))
                .collect();
            w.record(if *distinct { 5 } else { 3 }, &rec);
        }
        for (name, nodes) in &self.md.named {
            w.record(4, &name.bytes().map(u64::from).collect::<Vec<_>>());
            let rec: Vec<u64> = nodes.iter().map(|&n| self.md.id(MdRef::Node(n))).collect();
            w.record(10, &rec);
        }
        w.exit_block();
    }

    fn emit_function(&self, w: &mut BitWriter, f: &Func<'a>) {
        w.enter_block(FUNCTION_BLOCK, 4);
        w.record(1, &[f.nblocks as u64]);
        // The function's constants are written with the module's types.
        self.emit_constants(w, &f.pool);
        // Value ids of the instructions.
        let mut next = f.pool.end();
        let mut vid = Vec::with_capacity(f.insts.len());
        for i in &f.insts {
            vid.push(next);
            if i.ty.is_some() {
                next += 1;
            }
        }
        let resolve = |s: &Sym<'a>| -> u32 {
            match s {
                Sym::Abs(id) => *id,
                Sym::Inst(k) => vid[*k],
                Sym::Fwd(n, _, _) => match &f.locals[n].0 {
                    Sym::Abs(id) => *id,
                    Sym::Inst(k) => vid[*k],
                    Sym::Fwd(..) => unreachable!("locals hold defined values"),
                },
            }
        };
        let type_of = |s: &Sym<'a>| -> TyIx {
            match s {
                Sym::Abs(id) => self
                    .abs_type(*id)
                    .or_else(|| f.pool.type_of(*id))
                    .or_else(|| {
                        let base = f.pool.base - f.args.len() as u32;
                        id.checked_sub(base)
                            .and_then(|i| f.args.get(i as usize))
                            .copied()
                    })
                    .expect("every absolute id has a type"),
                Sym::Inst(k) => f.insts[*k].ty.expect("operands have values"),
                Sym::Fwd(_, t, _) => *t,
            }
        };
        for (k, inst) in f.insts.iter().enumerate() {
            let id = vid[k];
            let mut r: Vec<u64> = Vec::new();
            let rel = |s: &Sym<'a>| u64::from(id.wrapping_sub(resolve(s)));
            let vt = |s: &Sym<'a>, r: &mut Vec<u64>| {
                let v = resolve(s);
                r.push(u64::from(id.wrapping_sub(v)));
                if v >= id {
                    r.push(u64::from(type_of(s)));
                }
            };
            let code = match &inst.kind {
                Ik::Binop {
                    l,
                    r: rr,
                    op,
                    flags,
                } => {
                    vt(l, &mut r);
                    r.push(rel(rr));
                    r.push(*op);
                    if *flags != 0 {
                        r.push(*flags);
                    }
                    2
                }
                Ik::Cast { v, to, op } => {
                    vt(v, &mut r);
                    r.push(u64::from(*to));
                    r.push(*op);
                    3
                }
                Ik::Gep { inbounds, src, ops } => {
                    r.push(u64::from(*inbounds));
                    r.push(u64::from(*src));
                    for o in ops {
                        vt(o, &mut r);
                    }
                    43
                }
                Ik::ExtractVal { agg, idx } => {
                    vt(agg, &mut r);
                    r.extend(idx.iter().map(|&i| u64::from(i)));
                    26
                }
                Ik::InsertVal { agg, v, idx } => {
                    vt(agg, &mut r);
                    vt(v, &mut r);
                    r.extend(idx.iter().map(|&i| u64::from(i)));
                    27
                }
                Ik::Select { t, f: fv, c } => {
                    vt(t, &mut r);
                    r.push(rel(fv));
                    vt(c, &mut r);
                    29
                }
                Ik::ExtractElt { v, i } => {
                    vt(v, &mut r);
                    vt(i, &mut r);
                    6
                }
                Ik::InsertElt { v, e, i } => {
                    vt(v, &mut r);
                    r.push(rel(e));
                    vt(i, &mut r);
                    7
                }
                Ik::Shuffle { a, b, mask } => {
                    vt(a, &mut r);
                    r.push(rel(b));
                    r.push(rel(mask));
                    8
                }
                Ik::Cmp {
                    l,
                    r: rr,
                    pred,
                    flags,
                } => {
                    vt(l, &mut r);
                    r.push(rel(rr));
                    r.push(*pred);
                    if *flags != 0 {
                        r.push(*flags);
                    }
                    28
                }
                Ik::Ret(v) => {
                    if let Some(v) = v {
                        vt(v, &mut r);
                    }
                    10
                }
                Ik::Br(b) => {
                    r.push(u64::from(*b));
                    11
                }
                Ik::CondBr { t, f: fb, c } => {
                    r.push(u64::from(*t));
                    r.push(u64::from(*fb));
                    r.push(rel(c));
                    11
                }
                Ik::Switch {
                    ty,
                    c,
                    default,
                    cases,
                } => {
                    r.push(u64::from(*ty));
                    r.push(rel(c));
                    r.push(u64::from(*default));
                    for (v, b) in cases {
                        r.push(u64::from(*v));
                        r.push(u64::from(*b));
                    }
                    12
                }
                Ik::Unreachable => 15,
                Ik::Phi { ty, inc } => {
                    r.push(u64::from(*ty));
                    for (v, b) in inc {
                        let d = i64::from(id as i32) - i64::from(resolve(v) as i32);
                        r.push(signed_vbr(d));
                        r.push(u64::from(*b));
                    }
                    16
                }
                Ik::Alloca {
                    ty,
                    count_ty,
                    count,
                    align,
                } => {
                    r.extend([
                        u64::from(*ty),
                        u64::from(*count_ty),
                        u64::from(*count),
                        *align,
                    ]);
                    19
                }
                Ik::Load { p, ty, align, vol } => {
                    vt(p, &mut r);
                    r.extend([u64::from(*ty), *align, u64::from(*vol)]);
                    20
                }
                Ik::Store { p, v, align, vol } => {
                    vt(p, &mut r);
                    vt(v, &mut r);
                    r.extend([*align, u64::from(*vol)]);
                    44
                }
                Ik::AtomicRmw {
                    p,
                    v,
                    op,
                    vol,
                    ordering,
                    scope,
                } => {
                    vt(p, &mut r);
                    r.push(rel(v));
                    r.extend([*op, u64::from(*vol), *ordering, *scope]);
                    38
                }
                Ik::CmpXchg {
                    p,
                    c,
                    n,
                    vol,
                    success,
                    failure,
                    scope,
                    weak,
                } => {
                    vt(p, &mut r);
                    vt(c, &mut r);
                    r.push(rel(n));
                    r.extend([
                        u64::from(*vol),
                        *success,
                        *scope,
                        *failure,
                        u64::from(*weak),
                    ]);
                    46
                }
                Ik::Call {
                    attrs,
                    cc,
                    fnty,
                    callee,
                    args,
                    varargs,
                } => {
                    r.extend([u64::from(*attrs), *cc, u64::from(*fnty)]);
                    vt(callee, &mut r);
                    for a in args {
                        r.push(rel(a));
                    }
                    for a in varargs {
                        vt(a, &mut r);
                    }
                    34
                }
            };
            w.record(code, &r);
        }
        // Names: arguments, instructions, blocks.
        let mut names = Vec::new();
        let arg_base = f.pool.base - f.args.len() as u32;
        for (i, n) in f.arg_names.iter().enumerate() {
            if let Some(n) = n {
                names.push((n.clone(), arg_base + i as u32));
            }
        }
        for (k, inst) in f.insts.iter().enumerate() {
            if let Some(n) = &inst.name {
                names.push((n.clone(), vid[k]));
            }
        }
        let bbs: Vec<(String, u32)> = f
            .block_names
            .iter()
            .enumerate()
            .filter_map(|(i, n)| n.clone().map(|n| (n, i as u32)))
            .collect();
        emit_vst(w, names, bbs);
        let has_md = !f.attachments.is_empty() || f.insts.iter().any(|i| !i.md.is_empty());
        if has_md {
            w.enter_block(METADATA_ATTACHMENT_BLOCK, 3);
            if !f.attachments.is_empty() {
                let mut rec = Vec::new();
                for (k, r) in &f.attachments {
                    rec.push(u64::from(*k));
                    rec.push(self.md.id(*r));
                }
                w.record(11, &rec);
            }
            for (k, inst) in f.insts.iter().enumerate() {
                if inst.md.is_empty() {
                    continue;
                }
                let mut rec = vec![k as u64];
                for (kind, r) in &inst.md {
                    rec.push(u64::from(*kind));
                    rec.push(self.md.id(*r));
                }
                w.record(11, &rec);
            }
            w.exit_block();
        }
        w.exit_block();
    }
}

/// A value symbol table: entries `[valueid, chars]` and block entries
/// `[bbid, chars]`, each sorted by name.
fn emit_vst(w: &mut BitWriter, mut values: Vec<(String, u32)>, mut blocks: Vec<(String, u32)>) {
    if values.is_empty() && blocks.is_empty() {
        return;
    }
    values.sort();
    blocks.sort();
    let mut all: Vec<(String, u32, bool)> = values
        .into_iter()
        .map(|(n, i)| (n, i, false))
        .chain(blocks.into_iter().map(|(n, i)| (n, i, true)))
        .collect();
    all.sort();
    w.enter_block(VALUE_SYMTAB_BLOCK, 4);
    for (name, id, is_bb) in all {
        let mut rec = vec![u64::from(id)];
        rec.extend(name.bytes().map(u64::from));
        w.record(if is_bb { 2 } else { 1 }, &rec);
    }
    w.exit_block();
}

struct FnCx<'a> {
    insts: Vec<Inst<'a>>,
    locals: HashMap<ast::Name<'a>, (Sym<'a>, TyIx)>,
    blocks: HashMap<ast::Name<'a>, u32>,
    ret: TyIx,
}

/// When `base` is the result of a GEP of this function, that GEP
/// (inbounds, source type, operands): a GEP from it with a leading 0 is
/// written as one GEP with more indices, as LLVM's instcombine (and so
/// DXC) leaves it; dxil-spirv crashes on an element of a vector field
/// reached in two steps.
fn gep_to_continue<'a>(fx: &FnCx<'a>, base: &Sym<'a>) -> Option<(bool, TyIx, Vec<Sym<'a>>)> {
    let Sym::Inst(k) = base else {
        return None;
    };
    match &fx.insts[*k].kind {
        Ik::Gep { inbounds, src, ops } => Some((*inbounds, *src, ops.clone())),
        _ => None,
    }
}

fn ptr_space(m: &ast::Module<'_>, ty: ast::TypeId) -> Option<u32> {
    match m.ty(ty) {
        ast::Type::Ptr { addrspace } => Some(*addrspace),
        _ => None,
    }
}

fn const_index(v: &ast::Value<'_>) -> Option<u64> {
    match v {
        ast::Value::Int(i) => u64::try_from(*i).ok(),
        ast::Value::Null | ast::Value::ZeroInitializer => Some(0),
        _ => None,
    }
}

impl<'a> Ik<'a> {
    fn for_each_sym(&self, mut f: impl FnMut(&Sym<'a>)) {
        match self {
            Ik::Binop { l, r, .. } | Ik::Cmp { l, r, .. } => {
                f(l);
                f(r);
            }
            Ik::Cast { v, .. } => f(v),
            Ik::Gep { ops, .. } => ops.iter().for_each(f),
            Ik::ExtractVal { agg, .. } => f(agg),
            Ik::InsertVal { agg, v, .. } => {
                f(agg);
                f(v);
            }
            Ik::Select { t, f: x, c } => {
                f(t);
                f(x);
                f(c);
            }
            Ik::ExtractElt { v, i } => {
                f(v);
                f(i);
            }
            Ik::InsertElt { v, e, i } => {
                f(v);
                f(e);
                f(i);
            }
            Ik::Shuffle { a, b, mask } => {
                f(a);
                f(b);
                f(mask);
            }
            Ik::Ret(v) => {
                if let Some(v) = v {
                    f(v)
                }
            }
            Ik::CondBr { c, .. } | Ik::Switch { c, .. } => f(c),
            Ik::Br(_) | Ik::Unreachable | Ik::Alloca { .. } => {}
            Ik::Phi { inc, .. } => inc.iter().for_each(|(v, _)| f(v)),
            Ik::Load { p, .. } => f(p),
            Ik::Store { p, v, .. } | Ik::AtomicRmw { p, v, .. } => {
                f(p);
                f(v);
            }
            Ik::CmpXchg { p, c, n, .. } => {
                f(p);
                f(c);
                f(n);
            }
            Ik::Call {
                callee,
                args,
                varargs,
                ..
            } => {
                f(callee);
                args.iter().for_each(&mut f);
                varargs.iter().for_each(f);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n";

    fn err(body: &str) -> BitcodeError {
        write_bitcode(&format!("{HEAD}{body}")).unwrap_err()
    }

    #[test]
    fn a_module_starts_with_the_magic_and_is_deterministic() {
        let src = format!(
            "{HEAD}@g = internal global [4 x float] zeroinitializer\n\
             define float @f(i32 %i) {{\nentry:\n  %p = getelementptr [4 x float], ptr @g, i32 0, i32 %i\n  \
             %v = load float, ptr %p, align 4\n  ret float %v\n}}\n"
        );
        let a = write_bitcode(&src).unwrap();
        assert_eq!(&a[..4], b"BC\xc0\xde");
        assert_eq!(a.len() % 4, 0);
        assert_eq!(a, write_bitcode(&src).unwrap());
    }

    #[test]
    fn a_pointer_used_at_another_pointee_gets_a_bitcast() {
        // The load needs `i32*`; the alloca is `float*`: one cast more
        // than without the mismatch.
        let with = |ty: &str| {
            let src = format!(
                "{HEAD}define {ty} @f() {{\nentry:\n  %a = alloca float, align 4\n  \
                 %v = load {ty}, ptr %a, align 4\n  ret {ty} %v\n}}\n"
            );
            let m = parse(&src).unwrap();
            let mut w = Writer::new(&m, DxcForm::default());
            w.collect().unwrap();
            w.funcs[0]
                .insts
                .iter()
                .filter(|i| {
                    matches!(
                        i.kind,
                        Ik::Cast {
                            op: CAST_BITCAST,
                            ..
                        }
                    )
                })
                .count()
        };
        assert_eq!(with("float"), 0);
        assert_eq!(with("i32"), 1);
    }

    /// The instructions `f`'s body is written as: (GEPs, casts).
    fn geps_and_casts(body: &str) -> Result<(Vec<TyIx>, usize), BitcodeError> {
        let src = format!("{HEAD}%S = type {{ i32, float, [2 x float] }}\n{body}");
        let mut m = parse(&src).unwrap();
        let form = crate::dxc_form::apply(&mut m);
        let mut w = Writer::new(&m, form);
        w.collect()?;
        let insts = &w.funcs[0].insts;
        let geps = insts
            .iter()
            .filter_map(|i| match i.kind {
                Ik::Gep { src, .. } => Some(src),
                _ => None,
            })
            .collect();
        let casts = insts
            .iter()
            .filter(|i| matches!(i.kind, Ik::Cast { .. }))
            .count();
        Ok((geps, casts))
    }

    #[test]
    fn byte_offsets_and_first_fields_become_typed_geps() {
        // clang 22 at -O0: a byte offset into a struct alloca, and a load
        // of its first field through the alloca itself.
        let body = "define float @f() {\nentry:\n  %s = alloca %S, align 4\n  \
                    %p = getelementptr i8, ptr %s, i32 12\n  %i = load i32, ptr %s, align 4\n  \
                    %v = load float, ptr %p, align 4\n  ret float %v\n}\n";
        let (geps, casts) = geps_and_casts(body).unwrap();
        assert_eq!(casts, 0, "no pointer casts");
        assert_eq!(geps.len(), 2);
    }

    #[test]
    fn geps_are_written_over_the_type_their_base_points_to() {
        // An element of an array global indexed as `float`, and an element
        // of an array field reached in two GEPs: each GEP is over the
        // base's own type (`[4 x float]`, `%S`), with no cast.
        let body = "@g = internal global [4 x float] zeroinitializer\n\
                    define float @f(i32 %i) {\nentry:\n  %s = alloca %S, align 4\n  \
                    %a = getelementptr float, ptr @g, i32 %i\n  \
                    %x = load float, ptr %a, align 4\n  \
                    %f = getelementptr inbounds %S, ptr %s, i32 0, i32 2\n  \
                    %e = getelementptr [2 x float], ptr %f, i32 0, i32 1\n  \
                    %y = load float, ptr %e, align 4\n  %z = fadd float %x, %y\n  \
                    ret float %z\n}\n";
        let (geps, casts) = geps_and_casts(body).unwrap();
        assert_eq!(casts, 0, "no pointer casts");
        let named = |g: &TyIx| geps_type_name(body, *g);
        let names: Vec<String> = geps.iter().map(named).collect();
        assert_eq!(names, ["[4 x float]", "%S", "%S"]);
    }

    #[test]
    fn a_first_element_of_a_gep_continues_that_gep() {
        // clang 22 at -O0 stores to `s.b[0]` through the field's GEP itself:
        // the zero indices that reach the element continue the field's GEP
        // (`%S, %s, 0, 2, 0`) rather than start a GEP from it, which
        // dxil-spirv crashes on.
        let body = "define void @f() {\nentry:\n  %s = alloca %S, align 4\n  \
                    %b = getelementptr inbounds %S, ptr %s, i32 0, i32 2\n  \
                    store float 1.0, ptr %b, align 4\n  ret void\n}\n";
        let src = format!("{HEAD}%S = type {{ i32, float, [2 x float] }}\n{body}");
        let mut m = parse(&src).unwrap();
        let form = crate::dxc_form::apply(&mut m);
        let mut w = Writer::new(&m, form);
        w.collect().unwrap();
        let geps: Vec<usize> = w.funcs[0]
            .insts
            .iter()
            .filter_map(|i| match &i.kind {
                Ik::Gep { ops, .. } => Some(ops.len()),
                _ => None,
            })
            .collect();
        // The field's GEP (base, 0, 2), then the store's (base, 0, 2, 0).
        // A GEP started from the field's would be (field, 0, 0).
        assert_eq!(geps, [3, 4]);
    }

    #[test]
    fn an_element_of_an_array_field_continues_the_fields_gep() {
        // clang 22 at -O1 indexes an array field as its element type from
        // the field's GEP (`getelementptr float, ptr %f, i32 %i`): one GEP
        // over `%S` continues the field's (`%S, %s, 0, 2, %i`).
        let body = "define float @f(i32 %i) {\nentry:\n  %s = alloca %S, align 4\n  \
                    %f = getelementptr inbounds %S, ptr %s, i32 0, i32 2\n  \
                    %e = getelementptr inbounds float, ptr %f, i32 %i\n  \
                    %v = load float, ptr %e, align 4\n  ret float %v\n}\n";
        let (geps, casts) = geps_and_casts(body).unwrap();
        assert_eq!(casts, 0, "no pointer casts");
        let names: Vec<String> = geps.iter().map(|g| geps_type_name(body, *g)).collect();
        // Started from the field's GEP, the second would be `[2 x float]`.
        assert_eq!(names, ["%S", "%S"]);
    }

    /// How the writer's type table renders type `ix` for module `body`.
    fn geps_type_name(body: &str, ix: TyIx) -> String {
        let src = format!("{HEAD}%S = type {{ i32, float, [2 x float] }}\n{body}");
        let mut m = parse(&src).unwrap();
        let form = crate::dxc_form::apply(&mut m);
        let mut w = Writer::new(&m, form);
        w.collect().unwrap();
        w.t.render(ix)
    }

    /// The constant GEPs of `body` (module and function constants): each
    /// one's source type, and how many constant casts there are.
    fn constant_geps(body: &str) -> Result<(Vec<String>, usize), BitcodeError> {
        let src = format!("{HEAD}%S = type {{ i32, float, [2 x float] }}\n{body}");
        let mut m = parse(&src).unwrap();
        let form = crate::dxc_form::apply(&mut m);
        let mut w = Writer::new(&m, form);
        w.collect()?;
        let items = w
            .pool
            .items
            .iter()
            .chain(w.funcs.iter().flat_map(|f| &f.pool.items));
        let (mut geps, mut casts) = (Vec::new(), 0);
        for (_, c) in items {
            match c {
                Const::Gep(_, src, _) => geps.push(w.t.render(*src)),
                Const::Cast(..) => casts += 1,
                _ => {}
            }
        }
        Ok((geps, casts))
    }

    #[test]
    fn constant_geps_from_globals_are_written_over_the_globals_type() {
        // clang 22 at -O3: a constant index into a groupshared array as a
        // byte offset, and a float element of an array global: both over
        // the array, with no cast (dxil-spirv crashed on the `i8*` cast).
        let body = "@ga = internal addrspace(3) global [5 x i32] zeroinitializer\n\
                    @g = internal global [4 x float] zeroinitializer\n\
                    define float @f(i32 %x) {\nentry:\n  \
                    store i32 %x, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ga, i32 4), align 4\n  \
                    %v = load float, ptr getelementptr (float, ptr @g, i32 3), align 4\n  \
                    ret float %v\n}\n";
        let (geps, casts) = constant_geps(body).unwrap();
        assert_eq!(casts, 0, "no pointer casts");
        assert_eq!(geps, ["[5 x i32]", "[4 x float]"]);
        // A byte offset into the middle of an element names nothing.
        let bad = body.replace("i32 4)", "i32 6)");
        let err = constant_geps(&bad).unwrap_err().to_string();
        assert!(err.contains("[TYPES.I8]"), "{err}");
    }

    #[test]
    fn a_byte_array_alloca_is_refused() {
        let body = "define float @f() {\nentry:\n  %b = alloca [8 x i8], align 4\n  \
                    %v = load float, ptr %b, align 4\n  ret float %v\n}\n";
        let e = geps_and_casts(body).unwrap_err();
        assert!(e.message.contains("alloca of [8 x i8]"), "{e}");
        assert!(e.message.contains("[TYPES.I8]"), "{e}");
    }

    #[test]
    fn a_byte_offset_that_names_no_field_is_refused() {
        let body = "define float @f() {\nentry:\n  %s = alloca %S, align 4\n  \
                    %p = getelementptr i8, ptr %s, i32 2\n  \
                    %v = load float, ptr %p, align 4\n  ret float %v\n}\n";
        let e = geps_and_casts(body).unwrap_err();
        assert!(e.message.contains("[TYPES.I8]"), "{e}");
        assert!(e.pos.is_some());
    }

    #[test]
    fn freeze_is_refused_with_its_name_and_position() {
        let e = err("define i32 @f(i32 %x) {\nentry:\n  %y = freeze i32 %x\n  ret i32 %y\n}\n");
        assert!(
            e.message.contains("freeze") && e.message.contains("%y"),
            "{}",
            e.message
        );
        assert_eq!(e.pos.map(|p| p.line), Some(4));
    }

    #[test]
    fn a_phi_of_pointers_to_different_types_is_refused() {
        let e = err(
            "define void @f(i1 %c) {\nentry:\n  %a = alloca float\n  %b = alloca i32\n  \
             br i1 %c, label %l, label %r\nl:\n  br label %j\nr:\n  br label %j\nj:\n  \
             %p = phi ptr [ %a, %l ], [ %b, %r ]\n  ret void\n}\n",
        );
        assert!(
            e.message.contains("pointee type of phi %p"),
            "{}",
            e.message
        );
    }

    #[test]
    fn target_types_and_indirect_calls_are_refused() {
        let e = err("@h = external global target(\"dx.TypedBuffer\", float, 1, 0, 0)\n");
        assert!(e.message.contains("dx.TypedBuffer"), "{}", e.message);
        let e = err("define void @f(ptr %fp) {\nentry:\n  call void %fp()\n  ret void\n}\n");
        assert!(e.message.contains("indirect"), "{}", e.message);
    }

    #[test]
    fn unparsable_text_is_an_error_with_a_position() {
        let e = write_bitcode("define void @f( {").unwrap_err();
        assert!(e.pos.is_some());
    }
}
