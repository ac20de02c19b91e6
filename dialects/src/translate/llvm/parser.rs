//! Recursive-descent parser from tokens to the [`ast`](super::ast).
//!
//! One token of lookahead plus an on-demand second one (`peek2`), so memory
//! stays proportional to the AST. Nesting (types, constants, metadata,
//! attribute argument lists) is bounded by [`MAX_DEPTH`] so hostile input
//! cannot overflow the stack.

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use rustc_hash::FxHasher;

use super::ast::*;
use super::error::{BoxedError, LlParseError};
use super::lexer::{unescape, Lexer, Token, TokenKind as K};

type PResult<T> = Result<T, BoxedError>;

/// Maximum nesting of types, constants, metadata and attribute arguments.
pub const MAX_DEPTH: u32 = 64;

/// Largest integer width LLVM accepts (2^23).
const MAX_INT_WIDTH: u64 = 1 << 23;

/// Parses a whole module of LLVM IR text.
///
/// Errors carry the 1-based line and byte column of the offending token;
/// [`LlParseError::kind`] tells malformed input from valid IR that this reader
/// does not support. Never panics, whatever the input.
pub fn parse(source: &str) -> Result<Module<'_>, LlParseError> {
    Parser::new(source)
        .and_then(Parser::parse_module)
        .map_err(|e| *e)
}

/// [`parse`], but the bodies of definitions are only skipped (braces
/// counted outside strings and comments) and left in
/// [`Function::deferred`] for [`parse_body_at`], so that they can be read
/// in parallel. A body whose end cannot be found is read in place.
pub(crate) fn parse_deferred(source: &str) -> Result<Module<'_>, LlParseError> {
    Parser::new(source)
        .and_then(|mut p| {
            p.defer_bodies = true;
            p.parse_module()
        })
        .map_err(|e| *e)
}

/// Reads the body that starts at `start`, interning its types into
/// `types` (a table layered on the module's). `None` when the body's
/// reader ends somewhere else than the skip of [`parse_deferred`] did:
/// only possible for malformed text, which the caller then reads whole.
pub(crate) fn parse_body_at<'a>(
    source: &'a str,
    start: BodyStart,
    types: TypeTable<'a>,
) -> Result<Option<(Vec<Block<'a>>, TypeTable<'a>)>, LlParseError> {
    let run = || -> PResult<Option<(Vec<Block<'a>>, TypeTable<'a>)>> {
        let mut lex = Lexer::at(source, start.offset, start.line, start.line_start);
        let tok = lex.lex()?;
        let mut p = Parser {
            src: source,
            lex,
            tok,
            peeked: None,
            depth: 0,
            types,
            type_cache: HashMap::default(),
            inst_scratch: Vec::new(),
            defer_bodies: false,
            last_close: None,
        };
        let blocks = p.parse_body()?;
        if p.last_close.map(|c| c + 1) != Some(start.end) {
            return Ok(None);
        }
        Ok(Some((blocks, p.types)))
    };
    run().map_err(|e| *e)
}

struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token<'a>,
    peeked: Option<Token<'a>>,
    depth: u32,
    types: TypeTable<'a>,
    /// Composite types by their source text: `<4 x float>` and
    /// `target("dx.TypedBuffer", ...)` recur on most lines of a big module,
    /// and recognising the text is cheaper than lexing it again.
    type_cache: HashMap<&'a str, TypeId, BuildHasherDefault<FxHasher>>,
    /// Instructions of the block being parsed; moved out in one exact-size
    /// allocation when the block ends.
    inst_scratch: Vec<Instruction<'a>>,
    /// Skip function bodies (see [`parse_deferred`]).
    defer_bodies: bool,
    /// Offset of the `}` that closed the last body, when known.
    last_close: Option<usize>,
}

/// End (exclusive) of the bracketed text starting at `start`, which must be
/// an opening bracket or `target` followed by `(`; `None` when the text
/// spans a line, holds a comment, or is unbalanced within a short window.
fn balanced_type_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut i = start;
    if bytes.get(i..i + 6) == Some(b"target") {
        i += 6;
        while bytes.get(i) == Some(&b' ') {
            i += 1;
        }
        if bytes.get(i) != Some(&b'(') {
            return None;
        }
    }
    let limit = bytes.len().min(start.saturating_add(400));
    let mut depth = 0u32;
    while i < limit {
        match bytes[i] {
            b'(' | b'<' | b'[' | b'{' => depth += 1,
            b')' | b'>' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'"' => {
                i += 1;
                while bytes.get(i)? != &b'"' {
                    if bytes[i] == b'\n' {
                        return None;
                    }
                    i += 1;
                }
            }
            b'\n' | b';' => return None,
            _ => {}
        }
        i += 1;
    }
    None
}

/// Linkage, preemption, visibility and DLL storage, in header order.
type LinkageEtc = (
    Option<Linkage>,
    Option<Preemption>,
    Option<Visibility>,
    Option<DllStorage>,
);

/// Where an attribute list sits; decides which words end it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum AttrCtx {
    /// After a parameter type: ends at anything that is not an attribute
    /// word or string.
    Param,
    /// Return attributes, before the return type: ends like `Param`.
    Ret,
    /// Call arguments: like `Param`, but words that start a value end it.
    Arg,
    /// After a function header or a call: ends at keywords that can follow.
    Fn,
    /// Inside `attributes #N = { ... }`: ends at `}`.
    Group,
}

fn is_type_word(w: &str) -> bool {
    matches!(
        w,
        "void"
            | "half"
            | "bfloat"
            | "float"
            | "double"
            | "x86_fp80"
            | "fp128"
            | "ppc_fp128"
            | "x86_amx"
            | "label"
            | "metadata"
            | "token"
            | "ptr"
            | "target"
            | "opaque"
    ) || int_width_text(w).is_some()
}

/// `iN` → `N` as text (not validated).
fn int_width_text(w: &str) -> Option<&str> {
    let rest = w.strip_prefix('i')?;
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some(rest)
}

/// Words that begin a constant; they end an argument's attribute list.
fn is_value_word(w: &str) -> bool {
    matches!(
        w,
        "true"
            | "false"
            | "null"
            | "none"
            | "undef"
            | "poison"
            | "zeroinitializer"
            | "splat"
            | "getelementptr"
            | "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "fptoui"
            | "fptosi"
            | "uitofp"
            | "sitofp"
            | "ptrtoint"
            | "ptrtoaddr"
            | "inttoptr"
            | "bitcast"
            | "addrspacecast"
            | "add"
            | "sub"
            | "xor"
            | "mul"
            | "shl"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "icmp"
            | "fcmp"
            | "select"
            | "blockaddress"
            | "dso_local_equivalent"
            | "no_cfi"
            | "asm"
    )
}

/// Words that can follow function attributes: instruction opcodes (after a
/// call), top-level keywords (after a declaration) and the header keywords
/// that come after the attributes.
/// The string attributes LLVM 22 declares boolean (`StrBoolAttr` in its
/// `Attributes.td`): their value is `"true"`, `"false"` or empty.
const STR_BOOL_ATTRS: &[&str] = &[
    "less-precise-fpmad",
    "no-infs-fp-math",
    "no-nans-fp-math",
    "no-signed-zeros-fp-math",
    "no-jump-tables",
    "no-inline-line-tables",
    "profile-sample-accurate",
    "use-sample-profile",
];

/// Where an attribute keyword may stand: bits of [`AttrPos`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct AttrPos(u8);

impl AttrPos {
    const FN: u8 = 1;
    const RET: u8 = 2;
    const PARAM: u8 = 4;
}

/// The attribute keywords LLVM 22 reads and the positions each may take
/// (function, return value, parameter), as its `Attributes.td` gives them
/// (`FnAttr`, `RetAttr`, `ParamAttr`), with the `argmemonly`-style
/// keywords it upgrades to `memory(...)` and the function-level
/// `readnone`/`readonly`/`writeonly` it upgrades likewise. `align` and
/// `alignstack` may also stand among a function's attributes. A word
/// outside this table is rejected, and so is a word in a position it does
/// not take, as LLVM rejects them.
fn attr_positions(w: &str) -> Option<AttrPos> {
    const FN: u8 = AttrPos::FN;
    const RET: u8 = AttrPos::RET;
    const PARAM: u8 = AttrPos::PARAM;
    let bits = match w {
        "align" => FN | RET | PARAM,
        "alignstack" => FN | RET | PARAM,
        "allocalign" => PARAM,
        "allockind" => FN,
        "allocptr" => PARAM,
        "allocsize" => FN,
        "alwaysinline" => FN,
        "argmemonly" => FN,
        "builtin" => FN,
        "byref" => PARAM,
        "byval" => PARAM,
        "captures" => PARAM,
        "cold" => FN,
        "convergent" => FN,
        "coro_elide_safe" => FN,
        "coro_only_destroy_when_complete" => FN,
        "dead_on_return" => PARAM,
        "dead_on_unwind" => PARAM,
        "dereferenceable" => RET | PARAM,
        "dereferenceable_or_null" => RET | PARAM,
        "disable_sanitizer_instrumentation" => FN,
        "elementtype" => PARAM,
        "fn_ret_thunk_extern" => FN,
        "hot" => FN,
        "hybrid_patchable" => FN,
        "immarg" => PARAM,
        "inaccessiblemem_or_argmemonly" => FN,
        "inaccessiblememonly" => FN,
        "inalloca" => PARAM,
        "initializes" => PARAM,
        "inlinehint" => FN,
        "inreg" => RET | PARAM,
        "jumptable" => FN,
        "memory" => FN,
        "minsize" => FN,
        "mustprogress" => FN,
        "naked" => FN,
        "nest" => PARAM,
        "noalias" => RET | PARAM,
        "nobuiltin" => FN,
        "nocallback" => FN,
        "nocf_check" => FN,
        "nocreateundeforpoison" => FN,
        "nodivergencesource" => FN,
        "noduplicate" => FN,
        "noext" => RET | PARAM,
        "nofpclass" => RET | PARAM,
        "nofree" => FN | PARAM,
        "noimplicitfloat" => FN,
        "noinline" => FN,
        "nomerge" => FN,
        "nonlazybind" => FN,
        "nonnull" => RET | PARAM,
        "noprofile" => FN,
        "norecurse" => FN,
        "noredzone" => FN,
        "noreturn" => FN,
        "nosanitize_bounds" => FN,
        "nosanitize_coverage" => FN,
        "nosync" => FN,
        "noundef" => RET | PARAM,
        "nounwind" => FN,
        "null_pointer_is_valid" => FN,
        "optdebug" => FN,
        "optforfuzzing" => FN,
        "optnone" => FN,
        "optsize" => FN,
        "preallocated" => FN | PARAM,
        "presplitcoroutine" => FN,
        "range" => RET | PARAM,
        "readnone" => FN | PARAM,
        "readonly" => FN | PARAM,
        "returned" => PARAM,
        "returns_twice" => FN,
        "safestack" => FN,
        "sanitize_address" => FN,
        "sanitize_alloc_token" => FN,
        "sanitize_hwaddress" => FN,
        "sanitize_memory" => FN,
        "sanitize_memtag" => FN,
        "sanitize_numerical_stability" => FN,
        "sanitize_realtime" => FN,
        "sanitize_realtime_blocking" => FN,
        "sanitize_thread" => FN,
        "sanitize_type" => FN,
        "shadowcallstack" => FN,
        "signext" => RET | PARAM,
        "skipprofile" => FN,
        "speculatable" => FN,
        "speculative_load_hardening" => FN,
        "sret" => PARAM,
        "ssp" => FN,
        "sspreq" => FN,
        "sspstrong" => FN,
        "strictfp" => FN,
        "swiftasync" => PARAM,
        "swifterror" => PARAM,
        "swiftself" => PARAM,
        "uwtable" => FN,
        "vscale_range" => FN,
        "willreturn" => FN,
        "writable" => PARAM,
        "writeonly" => FN | PARAM,
        "zeroext" => RET | PARAM,
        _ => return None,
    };
    Some(AttrPos(bits))
}

fn ends_fn_attrs(w: &str) -> bool {
    matches!(
        w,
        "define"
            | "declare"
            | "attributes"
            | "source_filename"
            | "target"
            | "module"
            | "uselistorder"
            | "uselistorder_bb"
            | "section"
            | "partition"
            | "comdat"
            | "align"
            | "gc"
            | "prefix"
            | "prologue"
            | "personality"
    ) || is_opcode(w)
}

fn is_opcode(w: &str) -> bool {
    matches!(
        w,
        "ret"
            | "br"
            | "switch"
            | "indirectbr"
            | "invoke"
            | "resume"
            | "unreachable"
            | "cleanupret"
            | "catchret"
            | "catchswitch"
            | "callbr"
            | "fneg"
            | "add"
            | "fadd"
            | "sub"
            | "fsub"
            | "mul"
            | "fmul"
            | "udiv"
            | "sdiv"
            | "fdiv"
            | "urem"
            | "srem"
            | "frem"
            | "shl"
            | "lshr"
            | "ashr"
            | "and"
            | "or"
            | "xor"
            | "extractelement"
            | "insertelement"
            | "shufflevector"
            | "extractvalue"
            | "insertvalue"
            | "alloca"
            | "load"
            | "store"
            | "fence"
            | "cmpxchg"
            | "atomicrmw"
            | "getelementptr"
            | "trunc"
            | "zext"
            | "sext"
            | "fptrunc"
            | "fpext"
            | "fptoui"
            | "fptosi"
            | "uitofp"
            | "sitofp"
            | "ptrtoint"
            | "ptrtoaddr"
            | "inttoptr"
            | "bitcast"
            | "addrspacecast"
            | "icmp"
            | "fcmp"
            | "phi"
            | "select"
            | "call"
            | "tail"
            | "musttail"
            | "notail"
            | "va_arg"
            | "landingpad"
            | "catchpad"
            | "cleanuppad"
            | "freeze"
    )
}

fn is_calling_conv(w: &str) -> bool {
    matches!(
        w,
        "ccc"
            | "fastcc"
            | "coldcc"
            | "ghccc"
            | "webkit_jscc"
            | "anyregcc"
            | "preserve_mostcc"
            | "preserve_allcc"
            | "preserve_nonecc"
            | "swiftcc"
            | "swifttailcc"
            | "tailcc"
            | "cxx_fast_tlscc"
            | "cfguard_checkcc"
            | "x86_stdcallcc"
            | "x86_fastcallcc"
            | "x86_thiscallcc"
            | "x86_vectorcallcc"
            | "x86_regcallcc"
            | "x86_intrcc"
            | "x86_64_sysvcc"
            | "win64cc"
            | "arm_apcscc"
            | "arm_aapcscc"
            | "arm_aapcs_vfpcc"
            | "aarch64_vector_pcs"
            | "aarch64_sve_vector_pcs"
            | "aarch64_sme_preservemost_from_x0"
            | "aarch64_sme_preservemost_from_x1"
            | "aarch64_sme_preservemost_from_x2"
            | "msp430_intrcc"
            | "avr_intrcc"
            | "avr_signalcc"
            | "ptx_kernel"
            | "ptx_device"
            | "spir_kernel"
            | "spir_func"
            | "intel_ocl_bicc"
            | "hhvmcc"
            | "hhvm_ccc"
            | "amdgpu_vs"
            | "amdgpu_ls"
            | "amdgpu_hs"
            | "amdgpu_es"
            | "amdgpu_gs"
            | "amdgpu_ps"
            | "amdgpu_cs"
            | "amdgpu_cs_chain"
            | "amdgpu_cs_chain_preserve"
            | "amdgpu_kernel"
            | "amdgpu_gfx"
            | "amdgpu_gfx_whole_wave"
            | "riscv_vector_cc"
            | "m68k_rtdcc"
            | "m68k_intrcc"
            | "graalcc"
    )
}

fn linkage_of(w: &str) -> Option<Linkage> {
    Some(match w {
        "private" => Linkage::Private,
        "internal" => Linkage::Internal,
        "available_externally" => Linkage::AvailableExternally,
        "linkonce" => Linkage::LinkOnce,
        "weak" => Linkage::Weak,
        "common" => Linkage::Common,
        "appending" => Linkage::Appending,
        "extern_weak" => Linkage::ExternWeak,
        "linkonce_odr" => Linkage::LinkOnceOdr,
        "weak_odr" => Linkage::WeakOdr,
        "external" => Linkage::External,
        _ => return None,
    })
}

fn cast_op_of(w: &str) -> Option<CastOp> {
    Some(match w {
        "trunc" => CastOp::Trunc,
        "zext" => CastOp::ZExt,
        "sext" => CastOp::SExt,
        "fptrunc" => CastOp::FPTrunc,
        "fpext" => CastOp::FPExt,
        "fptoui" => CastOp::FPToUI,
        "fptosi" => CastOp::FPToSI,
        "uitofp" => CastOp::UIToFP,
        "sitofp" => CastOp::SIToFP,
        "ptrtoint" => CastOp::PtrToInt,
        "ptrtoaddr" => CastOp::PtrToAddr,
        "inttoptr" => CastOp::IntToPtr,
        "bitcast" => CastOp::BitCast,
        "addrspacecast" => CastOp::AddrSpaceCast,
        _ => return None,
    })
}

fn binop_of(w: &str) -> Option<BinOp> {
    Some(match w {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "udiv" => BinOp::UDiv,
        "sdiv" => BinOp::SDiv,
        "urem" => BinOp::URem,
        "srem" => BinOp::SRem,
        "shl" => BinOp::Shl,
        "lshr" => BinOp::LShr,
        "ashr" => BinOp::AShr,
        "and" => BinOp::And,
        "or" => BinOp::Or,
        "xor" => BinOp::Xor,
        "fadd" => BinOp::FAdd,
        "fsub" => BinOp::FSub,
        "fmul" => BinOp::FMul,
        "fdiv" => BinOp::FDiv,
        "frem" => BinOp::FRem,
        _ => return None,
    })
}

fn int_pred_of(w: &str) -> Option<IntPredicate> {
    use IntPredicate as P;
    Some(match w {
        "eq" => P::Eq,
        "ne" => P::Ne,
        "ugt" => P::Ugt,
        "uge" => P::Uge,
        "ult" => P::Ult,
        "ule" => P::Ule,
        "sgt" => P::Sgt,
        "sge" => P::Sge,
        "slt" => P::Slt,
        "sle" => P::Sle,
        _ => return None,
    })
}

fn float_pred_of(w: &str) -> Option<FloatPredicate> {
    use FloatPredicate as P;
    Some(match w {
        "false" => P::False,
        "oeq" => P::Oeq,
        "ogt" => P::Ogt,
        "oge" => P::Oge,
        "olt" => P::Olt,
        "ole" => P::Ole,
        "one" => P::One,
        "ord" => P::Ord,
        "ueq" => P::Ueq,
        "ugt" => P::Ugt,
        "uge" => P::Uge,
        "ult" => P::Ult,
        "ule" => P::Ule,
        "une" => P::Une,
        "uno" => P::Uno,
        "true" => P::True,
        _ => return None,
    })
}

/// Parses unsigned decimal digits; `None` on anything else or overflow.
/// Cheaper than `str::parse` for the short numbers that fill a module.
#[inline]
fn parse_dec_u64(text: &str) -> Option<u64> {
    let bytes = text.as_bytes();
    if bytes.is_empty() || bytes.len() > 20 {
        return None;
    }
    let mut v: u64 = 0;
    for &b in bytes {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(d as u64)?;
    }
    Some(v)
}

/// Parses a decimal integer literal (optional `-`) that fits `i64`.
#[inline]
fn parse_i64(text: &str) -> Option<i64> {
    match text.strip_prefix('-') {
        // 18 digits always fit, so only longer literals take the slow path.
        Some(d) if d.len() <= 18 => parse_dec_u64(d).map(|v| -(v as i64)),
        None if text.len() <= 18 => parse_dec_u64(text).map(|v| v as i64),
        _ => parse_i128(text).and_then(|v| i64::try_from(v).ok()),
    }
}

/// Parses a decimal integer literal (optional `-`) into `i128`.
fn parse_i128(text: &str) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    // Accumulate negatively so i128::MIN parses.
    let mut v: i128 = 0;
    for b in digits.bytes() {
        let d = (b as char).to_digit(10)? as i128;
        v = v.checked_mul(10)?.checked_sub(d)?;
    }
    if neg {
        Some(v)
    } else {
        v.checked_neg()
    }
}

/// `s0x...` (two's complement, sign from the top digit's bit) or `u0x...`.
fn parse_hex_int(text: &str) -> Option<i128> {
    let signed = text.starts_with('s');
    let all = text.get(3..)?;
    // A signed literal is sign-extended from the width written, zeros included.
    let digits = if signed {
        all
    } else {
        all.trim_start_matches('0')
    };
    if digits.len() > 32 {
        return None;
    }
    let v = u128::from_str_radix(if digits.is_empty() { "0" } else { digits }, 16).ok()?;
    if signed {
        let bits = 4 * digits.len() as u32;
        if bits == 0 {
            return Some(0);
        }
        if bits >= 128 {
            return Some(v as i128);
        }
        let sign = 1u128 << (bits - 1);
        if v & sign != 0 {
            return Some((v as i128) - (1i128 << bits));
        }
        Some(v as i128)
    } else {
        i128::try_from(v).ok()
    }
}

fn describe(tok: &Token<'_>) -> String {
    tok.display()
}

/// The operations `atomicrmw` takes (LLVM 22's LangRef).
const ATOMIC_RMW_OPS: &[&str] = &[
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "fmaximum",
    "fminimum",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
];

/// Atomic orderings.
const ATOMIC_ORDERINGS: &[&str] = &[
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> PResult<Self> {
        let mut lex = Lexer::new(src);
        let tok = lex.lex()?;
        Ok(Parser {
            src,
            lex,
            tok,
            peeked: None,
            depth: 0,
            types: TypeTable::new(),
            type_cache: HashMap::default(),
            inst_scratch: Vec::new(),
            defer_bodies: false,
            last_close: None,
        })
    }

    // ---------------------------------------------------------------- tokens

    fn bump(&mut self) -> PResult<()> {
        self.tok = match self.peeked.take() {
            Some(t) => t,
            None => self.lex.lex()?,
        };
        Ok(())
    }

    /// The token after the current one.
    fn peek2(&mut self) -> PResult<Token<'a>> {
        if let Some(t) = self.peeked {
            return Ok(t);
        }
        let t = self.lex.lex()?;
        self.peeked = Some(t);
        Ok(t)
    }

    fn at(&self, kind: K) -> bool {
        self.tok.kind == kind
    }

    fn at_word(&self, w: &str) -> bool {
        self.tok.kind == K::Word && self.tok.text == w
    }

    fn eat(&mut self, kind: K) -> PResult<bool> {
        if self.tok.kind == kind {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn eat_word(&mut self, w: &str) -> PResult<bool> {
        if self.at_word(w) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    #[cold]
    #[inline(never)]
    fn err_expected(&self, what: &str) -> BoxedError {
        LlParseError::syntax(
            self.tok.pos,
            format!("expected {what}, found {}", describe(&self.tok)),
        )
    }

    fn expect(&mut self, kind: K, what: &str) -> PResult<Token<'a>> {
        if self.tok.kind == kind {
            let t = self.tok;
            self.bump()?;
            Ok(t)
        } else {
            Err(self.err_expected(what))
        }
    }

    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w)? {
            Ok(())
        } else {
            Err(self.err_expected(&format!("'{w}'")))
        }
    }

    fn enter(&mut self) -> PResult<()> {
        if self.depth >= MAX_DEPTH {
            return Err(LlParseError::unsupported(
                self.tok.pos,
                format!("nesting deeper than {MAX_DEPTH} levels"),
            ));
        }
        self.depth += 1;
        Ok(())
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ------------------------------------------------------------- literals

    fn str_of(&self, raw: &'a str, pos: Pos) -> PResult<Cow<'a, str>> {
        match unescape(raw) {
            Cow::Borrowed(_) => Ok(Cow::Borrowed(raw)),
            Cow::Owned(bytes) => String::from_utf8(bytes).map(Cow::Owned).map_err(|_| {
                LlParseError::unsupported(pos, "string or name that is not valid UTF-8")
            }),
        }
    }

    /// A `"..."` string token, unescaped.
    fn expect_string(&mut self) -> PResult<Cow<'a, str>> {
        let t = self.expect(K::Str, "string")?;
        self.str_of(t.text, t.pos)
    }

    fn u32_of(&self, tok: &Token<'a>) -> PResult<u32> {
        parse_dec_u64(tok.text)
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| {
                LlParseError::syntax(tok.pos, format!("number {} is out of range", describe(tok)))
            })
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        if self.tok.kind != K::Int || self.tok.text.starts_with('-') {
            return Err(self.err_expected(what));
        }
        let v = self.u32_of(&self.tok)?;
        self.bump()?;
        Ok(v)
    }

    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        if self.tok.kind != K::Int || self.tok.text.starts_with('-') {
            return Err(self.err_expected(what));
        }
        let v = parse_dec_u64(self.tok.text).ok_or_else(|| {
            LlParseError::syntax(
                self.tok.pos,
                format!("number {} is out of range", describe(&self.tok)),
            )
        })?;
        self.bump()?;
        Ok(v)
    }

    /// `N` after `align`: a power of two no larger than 2^32.
    fn parse_align_value(&mut self) -> PResult<Align> {
        let pos = self.tok.pos;
        let v = self.expect_u64("alignment")?;
        if !v.is_power_of_two() {
            return Err(LlParseError::syntax(pos, "alignment is not a power of two"));
        }
        Align::new(v).ok_or_else(|| LlParseError::syntax(pos, "alignment is larger than 2^32"))
    }

    /// `align N` or `align(N)` (the keyword is current).
    fn parse_align(&mut self) -> PResult<Align> {
        self.expect_word("align")?;
        if self.eat(K::LParen)? {
            let v = self.parse_align_value()?;
            self.expect(K::RParen, "')'")?;
            return Ok(v);
        }
        self.parse_align_value()
    }

    /// `addrspace(N)` (the keyword is current).
    fn parse_addrspace(&mut self) -> PResult<u32> {
        self.expect_word("addrspace")?;
        self.expect(K::LParen, "'(' after addrspace")?;
        let v = self.expect_u32("address space number")?;
        self.expect(K::RParen, "')'")?;
        Ok(v)
    }

    fn local_name(&self, tok: &Token<'a>) -> PResult<Name<'a>> {
        match tok.kind {
            K::LocalVar | K::GlobalVar | K::Label => Ok(Name::Named(tok.text)),
            K::LocalVarQuoted | K::GlobalVarQuoted | K::LabelQuoted => {
                // The lexer starts an escaped name at its quote, as
                // `Name::Named` keeps it. Check the escapes decode to UTF-8
                // now, so `Name::text` cannot fail.
                let raw = tok.text.strip_prefix('"').unwrap_or(tok.text);
                self.str_of(raw, tok.pos)?;
                Ok(Name::Named(tok.text))
            }
            K::LocalId | K::GlobalId | K::LabelId => Ok(Name::Numbered(self.u32_of(tok)?)),
            _ => Err(LlParseError::syntax(
                tok.pos,
                format!("expected a name, found {}", describe(tok)),
            )),
        }
    }

    fn is_local(&self) -> bool {
        matches!(self.tok.kind, K::LocalVar | K::LocalVarQuoted | K::LocalId)
    }

    fn is_global(&self) -> bool {
        matches!(
            self.tok.kind,
            K::GlobalVar | K::GlobalVarQuoted | K::GlobalId
        )
    }

    /// `label %bb`.
    fn parse_label_ref(&mut self) -> PResult<Name<'a>> {
        self.expect_word("label")?;
        self.parse_local_name("block label")
    }

    fn parse_local_name(&mut self, what: &str) -> PResult<Name<'a>> {
        if !self.is_local() {
            return Err(self.err_expected(what));
        }
        let n = self.local_name(&self.tok)?;
        self.bump()?;
        Ok(n)
    }

    // ---------------------------------------------------------------- module

    fn parse_module(mut self) -> PResult<Module<'a>> {
        let module_id = self
            .src
            .strip_prefix("; ModuleID = '")
            .and_then(|rest| rest.split(['\n', '\r']).next())
            .and_then(|line| line.strip_suffix('\''));
        let mut m = Module {
            module_id,
            source_filename: None,
            data_layout: None,
            triple: None,
            types: TypeTable::new(),
            type_defs: Vec::new(),
            globals: Vec::new(),
            functions: Vec::new(),
            attr_groups: Vec::new(),
            named_metadata: Vec::new(),
            metadata: Vec::new(),
        };
        loop {
            let pos = self.tok.pos;
            match self.tok.kind {
                K::Eof => break,
                K::Word => match self.tok.text {
                    "source_filename" => {
                        self.bump()?;
                        self.expect(K::Equal, "'='")?;
                        m.source_filename = Some(self.expect_string()?);
                    }
                    "target" => {
                        self.bump()?;
                        if self.eat_word("datalayout")? {
                            self.expect(K::Equal, "'='")?;
                            let at = self.tok.pos;
                            let layout = self.expect_string()?;
                            if let Err(e) = super::datalayout::check_data_layout(&layout) {
                                return Err(LlParseError::syntax(
                                    at,
                                    format!("invalid target datalayout: {e}"),
                                ));
                            }
                            m.data_layout = Some(layout);
                        } else if self.eat_word("triple")? {
                            self.expect(K::Equal, "'='")?;
                            m.triple = Some(self.expect_string()?);
                        } else {
                            return Err(self.err_expected("'datalayout' or 'triple'"));
                        }
                    }
                    "define" => m.functions.push(self.parse_function(true)?),
                    "declare" => m.functions.push(self.parse_function(false)?),
                    "attributes" => m.attr_groups.push(self.parse_attr_group()?),
                    "module" => {
                        return Err(LlParseError::unsupported(pos, "module-level inline asm"))
                    }
                    "uselistorder" | "uselistorder_bb" => {
                        return Err(LlParseError::unsupported(pos, "uselistorder directives"))
                    }
                    "deplibs" => return Err(LlParseError::unsupported(pos, "deplibs")),
                    _ => return Err(self.err_expected("a top-level entity")),
                },
                K::LocalVar | K::LocalVarQuoted | K::LocalId => {
                    m.type_defs.push(self.parse_type_def()?)
                }
                K::GlobalVar | K::GlobalVarQuoted | K::GlobalId => {
                    m.globals.push(self.parse_global()?)
                }
                K::MetadataVar => m.named_metadata.push(self.parse_named_metadata()?),
                K::MetadataId => m.metadata.push(self.parse_metadata_def()?),
                K::ComdatVar => return Err(LlParseError::unsupported(pos, "comdats")),
                K::SummaryId => {
                    return Err(LlParseError::unsupported(pos, "module summary entries"))
                }
                _ => return Err(self.err_expected("a top-level entity")),
            }
        }
        m.types = self.types;
        Ok(m)
    }

    fn parse_type_def(&mut self) -> PResult<TypeDef<'a>> {
        let pos = self.tok.pos;
        let name = self.local_name(&self.tok)?;
        self.bump()?;
        self.expect(K::Equal, "'='")?;
        self.expect_word("type")?;
        let body = if self.eat_word("opaque")? {
            None
        } else {
            Some(self.parse_type()?)
        };
        Ok(TypeDef { pos, name, body })
    }

    // ----------------------------------------------------------------- types

    fn parse_type(&mut self) -> PResult<TypeId> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<TypeId> {
        let cacheable = match self.tok.kind {
            K::Less | K::LBracket | K::LBrace => true,
            K::Word => self.tok.text == "target",
            _ => false,
        };
        let base = if cacheable && self.peeked.is_none() {
            self.parse_base_type_cached()?
        } else {
            self.parse_base_type()?
        };
        self.type_suffix(base)
    }

    /// A composite type through [`Parser::type_cache`].
    fn parse_base_type_cached(&mut self) -> PResult<TypeId> {
        let start = self.lex.last_token_start();
        let Some(end) = balanced_type_end(self.src.as_bytes(), start) else {
            return self.parse_base_type();
        };
        let Some(key) = self.src.get(start..end) else {
            return self.parse_base_type();
        };
        if let Some(&id) = self.type_cache.get(key) {
            self.lex.skip_to(end);
            self.bump()?;
            return Ok(id);
        }
        let id = self.parse_base_type()?;
        // Remember the text only if the parse ended exactly where the scan did.
        if self.peeked.is_none() && self.tok.kind != K::Eof {
            let next = self.lex.last_token_start();
            let gap_is_blank = self.src.as_bytes().get(end..next).is_some_and(|gap| {
                gap.iter()
                    .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
            });
            if gap_is_blank {
                self.type_cache.insert(key, id);
            }
        }
        Ok(id)
    }

    /// A type without the function-type suffix.
    fn parse_base_type(&mut self) -> PResult<TypeId> {
        let pos = self.tok.pos;
        let ty = match self.tok.kind {
            K::Word => {
                let w = self.tok.text;
                let id = match w {
                    "ptr" => {
                        self.bump()?;
                        if self.at_word("addrspace") {
                            let n = self.parse_addrspace()?;
                            return Ok(self.types.intern(Type::Ptr { addrspace: n }));
                        }
                        return Ok(TypeTable::PTR);
                    }
                    "i32" => TypeTable::I32,
                    "float" => TypeTable::FLOAT,
                    "i1" => TypeTable::I1,
                    "i8" => TypeTable::I8,
                    "i16" => TypeTable::I16,
                    "i64" => TypeTable::I64,
                    "void" => TypeTable::VOID,
                    "half" => TypeTable::HALF,
                    "double" => TypeTable::DOUBLE,
                    "bfloat" => TypeTable::BFLOAT,
                    "label" => TypeTable::LABEL,
                    "metadata" => TypeTable::METADATA,
                    "token" => TypeTable::TOKEN,
                    "target" => {
                        self.bump()?;
                        return self.parse_target_type();
                    }
                    "x86_fp80" | "fp128" | "ppc_fp128" | "x86_amx" | "x86_mmx" => {
                        return Err(LlParseError::unsupported(pos, format!("type '{w}'")))
                    }
                    _ => match int_width_text(w) {
                        Some(digits) => {
                            let width = parse_dec_u64(digits).unwrap_or(u64::MAX);
                            if width == 0 || width > MAX_INT_WIDTH {
                                return Err(LlParseError::syntax(
                                    pos,
                                    format!("bad integer width {digits}: must be between 1 and {MAX_INT_WIDTH}"),
                                ));
                            }
                            self.types.intern(Type::Int(width as u32))
                        }
                        None => return Err(self.err_expected("type")),
                    },
                };
                self.bump()?;
                id
            }
            K::LocalVar | K::LocalVarQuoted | K::LocalId => {
                let name = self.local_name(&self.tok)?;
                self.bump()?;
                self.types.intern(Type::Named(name))
            }
            K::Less => {
                self.bump()?;
                if self.at(K::LBrace) {
                    let t = self.parse_struct_type(true)?;
                    self.expect(K::Greater, "'>' after packed struct")?;
                    t
                } else {
                    self.parse_vector_type(pos)?
                }
            }
            K::LBracket => {
                self.bump()?;
                let len = self.expect_u64("array length")?;
                self.expect_word("x")?;
                let elem = self.parse_type()?;
                self.expect(K::RBracket, "']'")?;
                self.types.intern(Type::Array { len, elem })
            }
            K::LBrace => self.parse_struct_type(false)?,
            _ => return Err(self.err_expected("type")),
        };
        Ok(ty)
    }

    /// `*` (typed pointers, unsupported) and `(params)` (function types).
    fn type_suffix(&mut self, mut ty: TypeId) -> PResult<TypeId> {
        loop {
            match self.tok.kind {
                K::Star => {
                    return Err(LlParseError::unsupported(
                        self.tok.pos,
                        "typed pointers ('*'); use 'ptr'",
                    ))
                }
                K::LParen => {
                    self.bump()?;
                    let mut params = Vec::new();
                    let mut vararg = false;
                    if !self.eat(K::RParen)? {
                        loop {
                            if self.eat(K::Ellipsis)? {
                                vararg = true;
                                self.expect(K::RParen, "')' after '...'")?;
                                break;
                            }
                            params.push(self.parse_type()?);
                            if self.eat(K::RParen)? {
                                break;
                            }
                            self.expect(K::Comma, "',' or ')' in function type")?;
                        }
                    }
                    ty = self.types.intern(Type::Function {
                        ret: ty,
                        params: params.into_boxed_slice(),
                        vararg,
                    });
                }
                _ => return Ok(ty),
            }
        }
    }

    /// `<N x T>` / `<vscale x N x T>` after the `<`.
    fn parse_vector_type(&mut self, pos: Pos) -> PResult<TypeId> {
        let scalable = if self.eat_word("vscale")? {
            self.expect_word("x")?;
            true
        } else {
            false
        };
        let len_pos = self.tok.pos;
        let len = self.expect_u32("vector length")?;
        if len == 0 {
            return Err(LlParseError::syntax(
                len_pos,
                "vector length must be at least 1",
            ));
        }
        self.expect_word("x")?;
        let elem = self.parse_type()?;
        if !self.at(K::Greater) {
            return Err(LlParseError::syntax(
                self.tok.pos,
                format!(
                    "expected '>' to close the vector type at {pos}, found {}",
                    describe(&self.tok)
                ),
            ));
        }
        self.bump()?;
        Ok(self.types.intern(Type::Vector {
            scalable,
            len,
            elem,
        }))
    }

    /// `{ T, ... }` with the `{` current.
    fn parse_struct_type(&mut self, packed: bool) -> PResult<TypeId> {
        self.expect(K::LBrace, "'{'")?;
        let mut fields = Vec::new();
        if !self.eat(K::RBrace)? {
            loop {
                fields.push(self.parse_type()?);
                if self.eat(K::RBrace)? {
                    break;
                }
                self.expect(K::Comma, "',' or '}' in struct type")?;
            }
        }
        Ok(self.types.intern(Type::Struct {
            packed,
            fields: fields.into_boxed_slice(),
        }))
    }

    /// `("name", T..., N...)` after `target`.
    fn parse_target_type(&mut self) -> PResult<TypeId> {
        self.expect(K::LParen, "'(' after 'target'")?;
        let name = self.expect_string()?;
        let mut type_params = Vec::new();
        let mut int_params = Vec::new();
        while self.eat(K::Comma)? {
            if self.at(K::Int) {
                int_params.push(self.expect_u32("integer parameter")?);
            } else {
                if !int_params.is_empty() {
                    return Err(self.err_expected("integer parameter (type parameters come first)"));
                }
                type_params.push(self.parse_type()?);
            }
        }
        self.expect(K::RParen, "',' or ')' in target type")?;
        Ok(self.types.intern(Type::Target {
            name,
            type_params: type_params.into_boxed_slice(),
            int_params: int_params.into_boxed_slice(),
        }))
    }

    // ---------------------------------------------------------------- values

    fn parse_typed_value(&mut self) -> PResult<TypedValue<'a>> {
        let ty = self.parse_type()?;
        let value = self.parse_value(ty)?;
        Ok(TypedValue { ty, value })
    }

    /// A value of type `ty` (only `metadata` changes how it is read).
    fn parse_value(&mut self, ty: TypeId) -> PResult<Value<'a>> {
        if ty == TypeTable::METADATA {
            return Ok(Value::Metadata(Box::new(self.parse_metadata()?)));
        }
        let tok = self.tok;
        let v = match tok.kind {
            K::LocalVar | K::LocalVarQuoted | K::LocalId => Value::Local(self.local_name(&tok)?),
            K::GlobalVar | K::GlobalVarQuoted | K::GlobalId => {
                Value::Global(self.local_name(&tok)?)
            }
            K::Int => match parse_i64(tok.text) {
                Some(v) => Value::Int(v),
                None => Value::BigInt(tok.text),
            },
            K::HexInt => match parse_hex_int(tok.text).and_then(|v| i64::try_from(v).ok()) {
                Some(v) => Value::Int(v),
                None => Value::BigInt(tok.text),
            },
            K::Float => {
                let v: f64 = tok.text.parse().map_err(|_| {
                    LlParseError::syntax(
                        tok.pos,
                        format!("bad floating-point literal {}", describe(&tok)),
                    )
                })?;
                Value::Float(FloatLit::Double(v.to_bits()))
            }
            K::HexDouble => Value::Float(FloatLit::Double(
                u64::from_str_radix(tok.text, 16).map_err(|_| {
                    LlParseError::syntax(
                        tok.pos,
                        format!("bad floating-point literal {}", describe(&tok)),
                    )
                })?,
            )),
            K::HexHalf => Value::Float(FloatLit::Half(u16::from_str_radix(tok.text, 16).map_err(
                |_| {
                    LlParseError::syntax(
                        tok.pos,
                        format!("bad floating-point literal {}", describe(&tok)),
                    )
                },
            )?)),
            K::HexBFloat => Value::Float(FloatLit::BFloat(
                u16::from_str_radix(tok.text, 16).map_err(|_| {
                    LlParseError::syntax(
                        tok.pos,
                        format!("bad floating-point literal {}", describe(&tok)),
                    )
                })?,
            )),
            K::CStr => Value::CString(unescape(tok.text).into_owned().into_boxed_slice()),
            K::LBrace => {
                self.bump()?;
                let elems = self.parse_const_list(K::RBrace, "'}'")?;
                return Ok(Value::Struct(elems.into_boxed_slice()));
            }
            K::LBracket => {
                self.bump()?;
                let elems = self.parse_const_list(K::RBracket, "']'")?;
                return Ok(Value::Array(elems.into_boxed_slice()));
            }
            K::Less => {
                self.bump()?;
                if self.eat(K::LBrace)? {
                    let elems = self.parse_const_list(K::RBrace, "'}'")?;
                    self.expect(K::Greater, "'>' after packed struct constant")?;
                    return Ok(Value::PackedStruct(elems.into_boxed_slice()));
                }
                let elems = self.parse_const_list(K::Greater, "'>'")?;
                return Ok(Value::Vector(elems.into_boxed_slice()));
            }
            K::Word => return self.parse_word_value(),
            _ => return Err(self.err_expected("value")),
        };
        self.bump()?;
        Ok(v)
    }

    /// `T v, T v, ...` up to `close`, which is consumed.
    fn parse_const_list(&mut self, close: K, what: &str) -> PResult<Vec<TypedValue<'a>>> {
        self.enter()?;
        let r = (|| {
            let mut elems = Vec::new();
            if self.eat(close)? {
                return Ok(elems);
            }
            loop {
                elems.push(self.parse_typed_value()?);
                if self.eat(close)? {
                    return Ok(elems);
                }
                if !self.eat(K::Comma)? {
                    return Err(self.err_expected(&format!("',' or {what}")));
                }
            }
        })();
        self.leave();
        r
    }

    fn parse_word_value(&mut self) -> PResult<Value<'a>> {
        let pos = self.tok.pos;
        let w = self.tok.text;
        let simple = match w {
            "true" => Some(Value::Bool(true)),
            "false" => Some(Value::Bool(false)),
            "null" => Some(Value::Null),
            "none" => Some(Value::None),
            "undef" => Some(Value::Undef),
            "poison" => Some(Value::Poison),
            "zeroinitializer" => Some(Value::ZeroInitializer),
            _ => None,
        };
        if let Some(v) = simple {
            self.bump()?;
            return Ok(v);
        }
        self.enter()?;
        let r = self.parse_const_expr(w, pos);
        self.leave();
        r
    }

    fn parse_const_expr(&mut self, w: &'a str, pos: Pos) -> PResult<Value<'a>> {
        match w {
            "splat" => {
                self.bump()?;
                self.expect(K::LParen, "'(' after 'splat'")?;
                let v = self.parse_typed_value()?;
                self.expect(K::RParen, "')' after splat value")?;
                Ok(Value::Splat(Box::new(v)))
            }
            "getelementptr" => {
                self.bump()?;
                let flags = self.parse_gep_flags()?;
                if self.at_word("inrange") {
                    return Err(LlParseError::unsupported(
                        self.tok.pos,
                        "'inrange' on getelementptr",
                    ));
                }
                self.expect(K::LParen, "'(' in getelementptr constant expression")?;
                let source_ty = self.parse_type()?;
                self.expect(K::Comma, "',' after the getelementptr source type")?;
                let base = self.parse_typed_value()?;
                let mut indices = Vec::new();
                while self.eat(K::Comma)? {
                    if self.at_word("inrange") {
                        return Err(LlParseError::unsupported(
                            self.tok.pos,
                            "'inrange' on getelementptr",
                        ));
                    }
                    indices.push(self.parse_typed_value()?);
                }
                self.expect(K::RParen, "',' or ')' in getelementptr constant expression")?;
                Ok(Value::Expr(Box::new(ConstExpr::GetElementPtr {
                    flags,
                    source_ty,
                    base,
                    indices,
                })))
            }
            "trunc" | "ptrtoint" | "ptrtoaddr" | "inttoptr" | "bitcast" | "addrspacecast" => {
                let op = cast_op_of(w).ok_or_else(|| self.err_expected("cast"))?;
                self.bump()?;
                self.expect(
                    K::LParen,
                    &format!("'(' after '{w}' in constant expression"),
                )?;
                let value = self.parse_typed_value()?;
                self.expect_word("to")?;
                let to = self.parse_type()?;
                self.expect(K::RParen, "')' to close the constant expression")?;
                Ok(Value::Expr(Box::new(ConstExpr::Cast { op, value, to })))
            }
            "add" | "sub" | "xor" => {
                let op = match w {
                    "add" => BinOp::Add,
                    "sub" => BinOp::Sub,
                    _ => BinOp::Xor,
                };
                self.bump()?;
                let mut flags = IntFlags::default();
                if op != BinOp::Xor {
                    loop {
                        if self.eat_word("nuw")? {
                            flags.nuw = true;
                        } else if self.eat_word("nsw")? {
                            flags.nsw = true;
                        } else {
                            break;
                        }
                    }
                }
                self.expect(
                    K::LParen,
                    &format!("'(' after '{w}' in constant expression"),
                )?;
                let lhs = self.parse_typed_value()?;
                self.expect(K::Comma, "',' between constant expression operands")?;
                let rhs = self.parse_typed_value()?;
                self.expect(K::RParen, "')' to close the constant expression")?;
                Ok(Value::Expr(Box::new(ConstExpr::Binary {
                    op,
                    flags,
                    lhs,
                    rhs,
                })))
            }
            "blockaddress" => Err(LlParseError::unsupported(pos, "blockaddress")),
            "dso_local_equivalent" => Err(LlParseError::unsupported(pos, "dso_local_equivalent")),
            "no_cfi" => Err(LlParseError::unsupported(pos, "no_cfi")),
            "asm" => Err(LlParseError::unsupported(pos, "inline asm")),
            _ if cast_op_of(w).is_some()
                || matches!(
                    w,
                    "mul"
                        | "shl"
                        | "lshr"
                        | "ashr"
                        | "udiv"
                        | "sdiv"
                        | "and"
                        | "or"
                        | "icmp"
                        | "fcmp"
                        | "select"
                        | "extractelement"
                        | "insertelement"
                        | "shufflevector"
                        | "fneg"
                        | "extractvalue"
                        | "insertvalue"
                ) =>
            {
                Err(LlParseError::unsupported(
                    pos,
                    format!("'{w}' constant expression"),
                ))
            }
            _ => Err(self.err_expected("value")),
        }
    }

    fn parse_gep_flags(&mut self) -> PResult<GepFlags> {
        let mut flags = GepFlags::default();
        loop {
            if self.eat_word("inbounds")? {
                flags.inbounds = true;
            } else if self.eat_word("nusw")? {
                flags.nusw = true;
            } else if self.eat_word("nuw")? {
                flags.nuw = true;
            } else {
                return Ok(flags);
            }
        }
    }

    // -------------------------------------------------------------- metadata

    /// A metadata operand: `!N`, `!{...}`, `!"s"`, `null`, or `T v`.
    fn parse_metadata(&mut self) -> PResult<Metadata<'a>> {
        self.enter()?;
        let r = self.parse_metadata_inner();
        self.leave();
        r
    }

    fn parse_metadata_inner(&mut self) -> PResult<Metadata<'a>> {
        match self.tok.kind {
            K::MetadataId => {
                let id = self.u32_of(&self.tok)?;
                self.bump()?;
                Ok(Metadata::Ref(id))
            }
            K::Exclaim => {
                self.bump()?;
                match self.tok.kind {
                    K::LBrace => Ok(Metadata::Node(self.parse_md_tuple(false)?)),
                    K::Str => Ok(Metadata::String(self.expect_string()?)),
                    _ => Err(self.err_expected("'{' or a string after '!'")),
                }
            }
            K::MetadataVar => {
                let t = self.tok;
                if self.peek2()?.kind == K::LParen {
                    Err(LlParseError::unsupported(
                        t.pos,
                        format!("specialized metadata node '!{}'", t.text),
                    ))
                } else {
                    Err(LlParseError::syntax(
                        t.pos,
                        format!("named metadata '!{}' cannot be used as an operand", t.text),
                    ))
                }
            }
            K::Word if self.tok.text == "null" => {
                self.bump()?;
                Ok(Metadata::Null)
            }
            K::Word if self.tok.text == "distinct" => {
                self.bump()?;
                if !self.at(K::Exclaim) {
                    return Err(self.err_expected("'!{' after 'distinct'"));
                }
                self.bump()?;
                Ok(Metadata::Node(self.parse_md_tuple(true)?))
            }
            _ => {
                let ty = self.parse_type()?;
                if ty == TypeTable::METADATA {
                    return Err(LlParseError::syntax(
                        self.tok.pos,
                        "'metadata' cannot be nested here",
                    ));
                }
                let value = self.parse_value(ty)?;
                Ok(Metadata::Value(TypedValue { ty, value }))
            }
        }
    }

    /// `{ op, ... }` with the `{` current (after `!`).
    fn parse_md_tuple(&mut self, distinct: bool) -> PResult<MdNode<'a>> {
        self.expect(K::LBrace, "'{'")?;
        let mut operands = Vec::new();
        if !self.eat(K::RBrace)? {
            loop {
                operands.push(self.parse_metadata()?);
                if self.eat(K::RBrace)? {
                    break;
                }
                if !self.eat(K::Comma)? {
                    return Err(self.err_expected("',' or '}' in metadata node"));
                }
            }
        }
        Ok(MdNode { distinct, operands })
    }

    fn parse_metadata_def(&mut self) -> PResult<MetadataDef<'a>> {
        let pos = self.tok.pos;
        let id = self.u32_of(&self.tok)?;
        self.bump()?;
        self.expect(K::Equal, "'=' after metadata id")?;
        let distinct = self.eat_word("distinct")?;
        match self.tok.kind {
            K::Exclaim => {
                self.bump()?;
                if !self.at(K::LBrace) {
                    return Err(self.err_expected("'{' to start a metadata node"));
                }
                let node = self.parse_md_tuple(distinct)?;
                Ok(MetadataDef { pos, id, node })
            }
            K::MetadataVar => Err(LlParseError::unsupported(
                self.tok.pos,
                format!("specialized metadata node '!{}'", self.tok.text),
            )),
            _ => Err(self.err_expected("metadata node '!{...}'")),
        }
    }

    fn parse_named_metadata(&mut self) -> PResult<NamedMetadata<'a>> {
        let pos = self.tok.pos;
        let name = self.tok.text;
        self.bump()?;
        self.expect(K::Equal, "'=' after named metadata")?;
        self.expect(K::Exclaim, "'!{' in named metadata")?;
        self.expect(K::LBrace, "'{' in named metadata")?;
        let mut nodes = Vec::new();
        if !self.eat(K::RBrace)? {
            loop {
                match self.tok.kind {
                    K::MetadataId => {
                        nodes.push(self.u32_of(&self.tok)?);
                        self.bump()?;
                    }
                    K::MetadataVar => {
                        return Err(LlParseError::unsupported(
                            self.tok.pos,
                            format!("specialized metadata node '!{}'", self.tok.text),
                        ))
                    }
                    _ => return Err(self.err_expected("metadata node reference '!N'")),
                }
                if self.eat(K::RBrace)? {
                    break;
                }
                if !self.eat(K::Comma)? {
                    return Err(self.err_expected("',' or '}' in named metadata"));
                }
            }
        }
        Ok(NamedMetadata { pos, name, nodes })
    }

    /// `!name !N` / `!name !{...}` with the `!name` current.
    fn parse_attachment(&mut self) -> PResult<MdAttachment<'a>> {
        let t = self.expect(K::MetadataVar, "metadata attachment '!name'")?;
        let node = match self.tok.kind {
            K::MetadataId | K::Exclaim => self.parse_metadata()?,
            K::Word if self.tok.text == "distinct" => self.parse_metadata()?,
            K::MetadataVar => {
                return Err(LlParseError::unsupported(
                    self.tok.pos,
                    format!("specialized metadata node '!{}'", self.tok.text),
                ))
            }
            _ => return Err(self.err_expected("metadata node after attachment name")),
        };
        if let Metadata::String(_) = node {
            return Err(LlParseError::syntax(
                t.pos,
                "a metadata attachment must be a node",
            ));
        }
        Ok(MdAttachment { name: t.text, node })
    }

    /// `, !a !1, !b !2` after an instruction or global.
    fn parse_trailing_attachments(&mut self) -> PResult<Vec<MdAttachment<'a>>> {
        let mut v = Vec::new();
        while self.eat(K::Comma)? {
            if !self.at(K::MetadataVar) {
                return Err(self.err_expected("metadata attachment '!name' after ','"));
            }
            v.push(self.parse_attachment()?);
        }
        Ok(v)
    }

    /// True when the current token is `,` and the next one is not a
    /// metadata attachment, i.e. the comma belongs to the instruction.
    fn at_operand_comma(&mut self) -> PResult<bool> {
        Ok(self.at(K::Comma) && self.peek2()?.kind != K::MetadataVar)
    }

    // ------------------------------------------------------------ attributes

    fn parse_attr_group(&mut self) -> PResult<AttrGroup<'a>> {
        let pos = self.tok.pos;
        self.bump()?;
        let t = self.expect(K::AttrGroupId, "attribute group id '#N'")?;
        let id = self.u32_of(&t)?;
        self.expect(K::Equal, "'='")?;
        self.expect(K::LBrace, "'{' to open the attribute group")?;
        let attrs = self.parse_attrs(AttrCtx::Group)?;
        if !self.at(K::RBrace) {
            return Err(self.err_expected("'}' to close the attribute group"));
        }
        self.bump()?;
        Ok(AttrGroup { pos, id, attrs })
    }

    fn parse_attrs(&mut self, ctx: AttrCtx) -> PResult<Vec<Attribute<'a>>> {
        let mut v = Vec::new();
        loop {
            match self.tok.kind {
                K::Str => v.push(self.parse_string_attr()?),
                K::AttrGroupId if matches!(ctx, AttrCtx::Fn) => {
                    v.push(Attribute::Group(self.u32_of(&self.tok)?));
                    self.bump()?;
                }
                K::Word => {
                    let w = self.tok.text;
                    let stop = match ctx {
                        AttrCtx::Param | AttrCtx::Ret => is_type_word(w) || w == "addrspace",
                        AttrCtx::Arg => is_type_word(w) || is_value_word(w) || w == "addrspace",
                        AttrCtx::Fn => ends_fn_attrs(w),
                        AttrCtx::Group => false,
                    };
                    if stop {
                        return Ok(v);
                    }
                    // LLVM 22 still reads `nocapture` on a parameter (as
                    // `captures(none)`), nowhere else.
                    let upgraded = w == "nocapture" && matches!(ctx, AttrCtx::Param | AttrCtx::Arg);
                    if !upgraded {
                        let Some(AttrPos(at)) = attr_positions(w) else {
                            return Err(LlParseError::syntax(
                                self.tok.pos,
                                format!("unknown attribute '{w}'"),
                            ));
                        };
                        let (bit, place) = match ctx {
                            AttrCtx::Fn | AttrCtx::Group => (AttrPos::FN, "functions"),
                            AttrCtx::Ret => (AttrPos::RET, "return values"),
                            AttrCtx::Param | AttrCtx::Arg => (AttrPos::PARAM, "parameters"),
                        };
                        if at & bit == 0 {
                            return Err(LlParseError::syntax(
                                self.tok.pos,
                                format!("this attribute does not apply to {place}"),
                            ));
                        }
                    }
                    v.push(self.parse_word_attr(ctx)?);
                }
                _ => return Ok(v),
            }
        }
    }

    fn parse_string_attr(&mut self) -> PResult<Attribute<'a>> {
        let key = self.expect_string()?;
        let value = if self.eat(K::Equal)? {
            let pos = self.tok.pos;
            let v = self.expect_string()?;
            // LLVM's verifier: a boolean string attribute is `true`,
            // `false` or empty.
            if STR_BOOL_ATTRS.contains(&&*key) && !matches!(&*v, "" | "true" | "false") {
                return Err(LlParseError::syntax(
                    pos,
                    format!("invalid value for '{key}' attribute: {v}"),
                ));
            }
            Some(v)
        } else {
            None
        };
        Ok(Attribute::Str { key, value })
    }

    fn parse_word_attr(&mut self, ctx: AttrCtx) -> PResult<Attribute<'a>> {
        let name = self.tok.text;
        if name == "align" && ctx != AttrCtx::Group {
            let value = self.parse_align()?.bytes();
            return Ok(Attribute::Int { name, value });
        }
        self.bump()?;
        if ctx == AttrCtx::Group && self.eat(K::Equal)? {
            let value = self.expect_u64("integer attribute value")?;
            return Ok(Attribute::Int { name, value });
        }
        if name == "memory" {
            let args = self.parse_memory_args()?;
            return Ok(Attribute::Args { name, args });
        }
        if !self.at(K::LParen) {
            return Ok(Attribute::Flag(name));
        }
        match name {
            "byval" | "byref" | "sret" | "inalloca" | "preallocated" | "elementtype" => {
                self.bump()?;
                let ty = self.parse_type()?;
                self.expect(K::RParen, "')' after attribute type")?;
                Ok(Attribute::Type { name, ty })
            }
            "align" | "alignstack" | "dereferenceable" | "dereferenceable_or_null" => {
                self.bump()?;
                let at = self.tok.pos;
                let value = self.expect_u64("integer attribute argument")?;
                if value == 0 && name.starts_with("dereferenceable") {
                    // LLVM's parseOptionalDerefAttrBytes.
                    return Err(LlParseError::syntax(
                        at,
                        "dereferenceable bytes must be non-zero",
                    ));
                }
                self.expect(K::RParen, "')' after attribute argument")?;
                Ok(Attribute::Int { name, value })
            }
            _ => {
                let args = self.parse_attr_args()?;
                Ok(Attribute::Args { name, args })
            }
        }
    }

    /// `memory(...)`'s arguments, checked as LLVM's `parseMemoryAttr` does:
    /// an optional default access kind first, then `location: access`
    /// pairs, separated by commas. Kept as words, `key:` labels and commas.
    fn parse_memory_args(&mut self) -> PResult<Vec<AttrArg<'a>>> {
        const LOCATIONS: [&str; 5] = [
            "argmem",
            "inaccessiblemem",
            "errnomem",
            "target_mem0",
            "target_mem1",
        ];
        const ACCESS: [&str; 4] = ["none", "read", "write", "readwrite"];
        if !self.at(K::LParen) {
            return Err(LlParseError::syntax(self.tok.pos, "expected '('"));
        }
        self.bump()?;
        let mut args = Vec::new();
        let mut seen_location = false;
        loop {
            let t = self.tok;
            let location = match t.kind {
                K::Label if LOCATIONS.contains(&t.text) => {
                    args.push(AttrArg::Key(t.text));
                    self.bump()?;
                    true
                }
                K::Word if LOCATIONS.contains(&t.text) => {
                    self.bump()?;
                    return Err(LlParseError::syntax(
                        self.tok.pos,
                        "expected ':' after location",
                    ));
                }
                _ => false,
            };
            let t = self.tok;
            if t.kind != K::Word || !ACCESS.contains(&t.text) {
                return Err(LlParseError::syntax(
                    t.pos,
                    if location {
                        "expected access kind (none, read, write, readwrite)"
                    } else {
                        "expected memory location (argmem, inaccessiblemem, errnomem) \
                         or access kind (none, read, write, readwrite)"
                    },
                ));
            }
            args.push(AttrArg::Word(t.text));
            self.bump()?;
            if location {
                seen_location = true;
            } else if seen_location {
                // LLVM points after the access kind.
                return Err(LlParseError::syntax(
                    self.tok.pos,
                    "default access kind must be specified first",
                ));
            }
            match self.tok.kind {
                K::RParen => {
                    self.bump()?;
                    return Ok(args);
                }
                K::Comma => {
                    args.push(AttrArg::Comma);
                    self.bump()?;
                }
                _ => {
                    return Err(LlParseError::syntax(
                        self.tok.pos,
                        "unterminated memory attribute",
                    ))
                }
            }
        }
    }

    /// `( ... )`: words, `key:` labels, integers, commas and nested lists.
    fn parse_attr_args(&mut self) -> PResult<Vec<AttrArg<'a>>> {
        self.enter()?;
        let r = (|| {
            self.expect(K::LParen, "'('")?;
            let mut args = Vec::new();
            loop {
                let t = self.tok;
                match t.kind {
                    K::RParen => {
                        self.bump()?;
                        return Ok(args);
                    }
                    K::Word => args.push(AttrArg::Word(t.text)),
                    K::Label => args.push(AttrArg::Key(t.text)),
                    K::Str => args.push(AttrArg::Str(self.str_of(t.text, t.pos)?)),
                    K::Comma => args.push(AttrArg::Comma),
                    K::Int => match parse_i128(t.text) {
                        Some(v) => args.push(AttrArg::Int(v)),
                        None => {
                            return Err(LlParseError::unsupported(
                                t.pos,
                                "attribute integer wider than 128 bits",
                            ))
                        }
                    },
                    K::LParen => {
                        args.push(AttrArg::List(self.parse_attr_args()?));
                        continue;
                    }
                    _ => return Err(self.err_expected("attribute argument or ')'")),
                }
                self.bump()?;
            }
        })();
        self.leave();
        r
    }

    // ------------------------------------------------------- globals, headers

    fn parse_linkage_etc(&mut self) -> PResult<LinkageEtc> {
        let linkage = if self.at(K::Word) {
            linkage_of(self.tok.text)
        } else {
            None
        };
        if linkage.is_some() {
            self.bump()?;
        }
        let preemption = if self.eat_word("dso_local")? {
            Some(Preemption::DsoLocal)
        } else if self.eat_word("dso_preemptable")? {
            Some(Preemption::DsoPreemptable)
        } else {
            None
        };
        let visibility = if self.eat_word("default")? {
            Some(Visibility::Default)
        } else if self.eat_word("hidden")? {
            Some(Visibility::Hidden)
        } else if self.eat_word("protected")? {
            Some(Visibility::Protected)
        } else {
            None
        };
        let dll = if self.eat_word("dllimport")? {
            Some(DllStorage::DllImport)
        } else if self.eat_word("dllexport")? {
            Some(DllStorage::DllExport)
        } else {
            None
        };
        Ok((linkage, preemption, visibility, dll))
    }

    fn parse_unnamed_addr(&mut self) -> PResult<Option<UnnamedAddr>> {
        Ok(if self.eat_word("unnamed_addr")? {
            Some(UnnamedAddr::Global)
        } else if self.eat_word("local_unnamed_addr")? {
            Some(UnnamedAddr::Local)
        } else {
            None
        })
    }

    fn parse_global(&mut self) -> PResult<GlobalVar<'a>> {
        let pos = self.tok.pos;
        let name = self.local_name(&self.tok)?;
        self.bump()?;
        self.expect(K::Equal, "'='")?;
        let (linkage, preemption, visibility, dll_storage) = self.parse_linkage_etc()?;
        let thread_local = if self.eat_word("thread_local")? {
            if self.eat(K::LParen)? {
                let m = match self.tok.text {
                    "localdynamic" if self.at(K::Word) => ThreadLocal::LocalDynamic,
                    "initialexec" if self.at(K::Word) => ThreadLocal::InitialExec,
                    "localexec" if self.at(K::Word) => ThreadLocal::LocalExec,
                    _ => return Err(self.err_expected("thread-local model")),
                };
                self.bump()?;
                self.expect(K::RParen, "')'")?;
                Some(m)
            } else {
                Some(ThreadLocal::GeneralDynamic)
            }
        } else {
            None
        };
        let unnamed_addr = self.parse_unnamed_addr()?;
        let addrspace = if self.at_word("addrspace") {
            Some(self.parse_addrspace()?)
        } else {
            None
        };
        let externally_initialized = self.eat_word("externally_initialized")?;
        let is_constant = if self.eat_word("global")? {
            false
        } else if self.eat_word("constant")? {
            true
        } else if self.at_word("alias") || self.at_word("ifunc") {
            let what = if self.tok.text == "alias" {
                "global aliases"
            } else {
                "ifuncs"
            };
            return Err(LlParseError::unsupported(self.tok.pos, what));
        } else {
            return Err(self.err_expected("'global' or 'constant'"));
        };
        let ty = self.parse_type()?;
        let has_init = !matches!(linkage, Some(Linkage::External | Linkage::ExternWeak));
        let init = if has_init {
            Some(self.parse_value(ty)?)
        } else {
            None
        };
        let mut g = GlobalVar {
            pos,
            name,
            linkage,
            preemption,
            visibility,
            dll_storage,
            thread_local,
            unnamed_addr,
            addrspace,
            externally_initialized,
            is_constant,
            ty,
            init,
            section: None,
            partition: None,
            align: None,
            metadata: Vec::new(),
            attrs: Vec::new(),
        };
        while self.eat(K::Comma)? {
            let p = self.tok.pos;
            match self.tok.kind {
                K::MetadataVar => g.metadata.push(self.parse_attachment()?),
                K::Word => match self.tok.text {
                    "section" => {
                        self.bump()?;
                        g.section = Some(self.expect_string()?);
                    }
                    "partition" => {
                        self.bump()?;
                        g.partition = Some(self.expect_string()?);
                    }
                    "align" => g.align = Some(self.parse_align()?),
                    "comdat" => return Err(LlParseError::unsupported(p, "comdats")),
                    w => {
                        return Err(LlParseError::unsupported(
                            p,
                            format!("global variable property '{w}'"),
                        ));
                    }
                },
                _ => return Err(self.err_expected("global property after ','")),
            }
        }
        while matches!(self.tok.kind, K::AttrGroupId | K::Str) {
            if self.at(K::Str) {
                g.attrs.push(self.parse_string_attr()?);
            } else {
                g.attrs.push(Attribute::Group(self.u32_of(&self.tok)?));
                self.bump()?;
            }
        }
        Ok(g)
    }

    fn parse_function(&mut self, define: bool) -> PResult<Function<'a>> {
        let pos = self.tok.pos;
        self.bump()?;
        let mut metadata = Vec::new();
        if !define {
            while self.at(K::MetadataVar) {
                metadata.push(self.parse_attachment()?);
            }
        }
        let (linkage, preemption, visibility, dll_storage) = self.parse_linkage_etc()?;
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let ret_ty = self.parse_type()?;
        if !self.is_global() {
            return Err(self.err_expected("function name '@name'"));
        }
        let name = self.local_name(&self.tok)?;
        self.bump()?;
        let (params, vararg) = self.parse_params()?;
        let unnamed_addr = self.parse_unnamed_addr()?;
        let addrspace = if self.at_word("addrspace") {
            Some(self.parse_addrspace()?)
        } else {
            None
        };
        let fn_attrs = self.parse_attrs(AttrCtx::Fn)?;
        let mut f = Function {
            pos,
            name,
            linkage,
            preemption,
            visibility,
            dll_storage,
            cc,
            ret_attrs,
            ret_ty,
            params,
            vararg,
            unnamed_addr,
            addrspace,
            fn_attrs,
            section: None,
            partition: None,
            align: None,
            metadata,
            body: None,
            deferred: None,
        };
        loop {
            let p = self.tok.pos;
            if self.eat_word("section")? {
                f.section = Some(self.expect_string()?);
            } else if self.eat_word("partition")? {
                f.partition = Some(self.expect_string()?);
            } else if self.at_word("align") {
                f.align = Some(self.parse_align()?);
            } else if self.at_word("comdat") {
                return Err(LlParseError::unsupported(p, "comdats"));
            } else if self.at_word("gc") {
                return Err(LlParseError::unsupported(
                    p,
                    "garbage collector names ('gc')",
                ));
            } else if self.at_word("prefix") || self.at_word("prologue") {
                return Err(LlParseError::unsupported(
                    p,
                    format!("function {} data", self.tok.text),
                ));
            } else if self.at_word("personality") {
                return Err(LlParseError::unsupported(p, "personality functions"));
            } else {
                break;
            }
        }
        if define {
            while self.at(K::MetadataVar) {
                f.metadata.push(self.parse_attachment()?);
            }
            if self.defer_bodies && self.peeked.is_none() && self.at(K::LBrace) {
                let open = self.lex.last_token_start();
                let (line, line_start) = self.lex.line();
                if let Some(end) = self.lex.skip_braced(open) {
                    f.deferred = Some(BodyStart {
                        offset: open,
                        line,
                        line_start,
                        end,
                    });
                    self.bump()?;
                    return Ok(f);
                }
            }
            f.body = Some(self.parse_body()?);
        }
        Ok(f)
    }

    fn parse_calling_conv(&mut self) -> PResult<Option<CallingConv<'a>>> {
        if !self.at(K::Word) {
            return Ok(None);
        }
        let w = self.tok.text;
        if w == "cc" {
            self.bump()?;
            let n = self.expect_u32("calling convention number")?;
            return Ok(Some(CallingConv::Numbered(n)));
        }
        if is_calling_conv(w) {
            self.bump()?;
            return Ok(Some(CallingConv::Named(w)));
        }
        Ok(None)
    }

    fn parse_params(&mut self) -> PResult<(Vec<Param<'a>>, bool)> {
        self.expect(K::LParen, "'(' to start the parameter list")?;
        let mut params = Vec::new();
        if self.eat(K::RParen)? {
            return Ok((params, false));
        }
        loop {
            if self.eat(K::Ellipsis)? {
                self.expect(K::RParen, "')' after '...'")?;
                return Ok((params, true));
            }
            let ty = self.parse_type()?;
            let attrs = self.parse_attrs(AttrCtx::Param)?;
            let name = if self.is_local() {
                Some(self.parse_local_name("parameter name")?)
            } else {
                None
            };
            params.push(Param { ty, attrs, name });
            if self.eat(K::RParen)? {
                return Ok((params, false));
            }
            self.expect(K::Comma, "',' or ')' in the parameter list")?;
        }
    }

    // ------------------------------------------------------------------ body

    fn parse_body(&mut self) -> PResult<Vec<Block<'a>>> {
        self.expect(K::LBrace, "'{' to start the function body")?;
        let mut blocks = Vec::new();
        loop {
            let pos = self.tok.pos;
            let label = match self.tok.kind {
                K::Label | K::LabelQuoted | K::LabelId => {
                    let n = self.local_name(&self.tok)?;
                    self.bump()?;
                    Some(n)
                }
                K::RBrace if !blocks.is_empty() => {
                    self.last_close = self.peeked.is_none().then(|| self.lex.last_token_start());
                    self.bump()?;
                    return Ok(blocks);
                }
                K::RBrace => {
                    return Err(LlParseError::syntax(
                        pos,
                        "function body has no basic blocks",
                    ))
                }
                K::Eof => return Err(self.err_expected("'}' to close the function body")),
                K::Word
                    if !blocks.is_empty()
                        && matches!(self.tok.text, "define" | "declare" | "attributes") =>
                {
                    return Err(self.err_expected("'}' to close the function body"));
                }
                _ => None,
            };
            self.inst_scratch.clear();
            loop {
                let inst = self.parse_instruction()?;
                let term = inst.kind.is_terminator();
                self.inst_scratch.push(inst);
                if term {
                    break;
                }
            }
            let insts = self.inst_scratch.drain(..).collect();
            blocks.push(Block { pos, label, insts });
        }
    }

    fn parse_instruction(&mut self) -> PResult<Instruction<'a>> {
        let pos = self.tok.pos;
        let result = if self.is_local() {
            let n = self.local_name(&self.tok)?;
            self.bump()?;
            self.expect(K::Equal, "'=' after the result name")?;
            Some(n)
        } else {
            None
        };
        let op_tok = self.tok;
        if op_tok.kind != K::Word {
            return Err(match op_tok.kind {
                K::Eof => {
                    LlParseError::syntax(op_tok.pos, "unexpected end of file in function body")
                }
                K::DbgRecord => LlParseError::unsupported(
                    op_tok.pos,
                    format!("debug records ('#{}')", op_tok.text),
                ),
                K::Label | K::LabelQuoted | K::LabelId | K::RBrace => LlParseError::syntax(
                    op_tok.pos,
                    format!(
                        "expected instruction, found {}: the previous block has no terminator",
                        describe(&op_tok)
                    ),
                ),
                _ => self.err_expected("instruction opcode"),
            });
        }
        self.bump()?;
        let kind = self.parse_inst_kind(op_tok)?;
        let metadata = if self.at(K::Comma) {
            self.parse_trailing_attachments()?
        } else {
            Vec::new()
        };
        Ok(Instruction {
            pos,
            result,
            kind,
            metadata,
        })
    }

    fn parse_fmf(&mut self) -> PResult<FastMathFlags> {
        let mut f = FastMathFlags::default();
        while self.at(K::Word) {
            match self.tok.text {
                "reassoc" => f.reassoc = true,
                "nnan" => f.nnan = true,
                "ninf" => f.ninf = true,
                "nsz" => f.nsz = true,
                "arcp" => f.arcp = true,
                "contract" => f.contract = true,
                "afn" => f.afn = true,
                "fast" => {
                    f = FastMathFlags {
                        reassoc: true,
                        nnan: true,
                        ninf: true,
                        nsz: true,
                        arcp: true,
                        contract: true,
                        afn: true,
                    }
                }
                _ => break,
            }
            self.bump()?;
        }
        Ok(f)
    }

    fn parse_int_flags(&mut self, nw: bool, exact: bool, disjoint: bool) -> PResult<IntFlags> {
        let mut f = IntFlags::default();
        while self.at(K::Word) {
            match self.tok.text {
                "nuw" if nw => f.nuw = true,
                "nsw" if nw => f.nsw = true,
                "exact" if exact => f.exact = true,
                "disjoint" if disjoint => f.disjoint = true,
                _ => break,
            }
            self.bump()?;
        }
        Ok(f)
    }

    fn parse_binary(
        &mut self,
        op: BinOp,
        flags: IntFlags,
        fmf: FastMathFlags,
    ) -> PResult<InstKind<'a>> {
        let ty = self.parse_type()?;
        let lhs = self.parse_value(ty)?;
        self.expect(K::Comma, "',' between operands")?;
        let rhs = self.parse_value(ty)?;
        Ok(InstKind::Binary {
            op,
            flags,
            fmf,
            ty,
            lhs,
            rhs,
        })
    }

    fn parse_inst_kind(&mut self, op_tok: Token<'a>) -> PResult<InstKind<'a>> {
        let pos = op_tok.pos;
        let op = op_tok.text;
        Ok(match op {
            "load" => {
                if self.at_word("atomic") {
                    return Err(LlParseError::unsupported(self.tok.pos, "atomic load"));
                }
                let volatile = self.eat_word("volatile")?;
                if self.at_word("atomic") {
                    return Err(LlParseError::unsupported(self.tok.pos, "atomic load"));
                }
                let ty = self.parse_type()?;
                self.expect(K::Comma, "',' after the loaded type")?;
                let ptr = self.parse_typed_value()?;
                let align = self.parse_mem_align()?;
                InstKind::Load {
                    volatile,
                    ty,
                    ptr,
                    align,
                }
            }
            "store" => {
                if self.at_word("atomic") {
                    return Err(LlParseError::unsupported(self.tok.pos, "atomic store"));
                }
                let volatile = self.eat_word("volatile")?;
                if self.at_word("atomic") {
                    return Err(LlParseError::unsupported(self.tok.pos, "atomic store"));
                }
                let value = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the stored value")?;
                let ptr = self.parse_typed_value()?;
                let align = self.parse_mem_align()?;
                InstKind::Store {
                    volatile,
                    value,
                    ptr,
                    align,
                }
            }
            "call" => self.parse_call(TailKind::None)?,
            "tail" | "musttail" | "notail" => {
                self.expect_word("call")?;
                let tail = match op {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.parse_call(tail)?
            }
            "alloca" => self.parse_alloca()?,
            "getelementptr" => {
                let flags = self.parse_gep_flags()?;
                let source_ty = self.parse_type()?;
                self.expect(K::Comma, "',' after the getelementptr source type")?;
                let base = self.parse_typed_value()?;
                let mut indices = Vec::new();
                while self.at_operand_comma()? {
                    self.bump()?;
                    indices.push(self.parse_typed_value()?);
                }
                InstKind::GetElementPtr {
                    flags,
                    source_ty,
                    base,
                    indices,
                }
            }
            "ret" => {
                if self.eat_word("void")? {
                    InstKind::Ret(None)
                } else {
                    InstKind::Ret(Some(self.parse_typed_value()?))
                }
            }
            "br" => {
                if self.at_word("label") {
                    InstKind::Br(self.parse_label_ref()?)
                } else {
                    let cond = self.parse_typed_value()?;
                    self.expect(K::Comma, "',' after the branch condition")?;
                    let if_true = self.parse_label_ref()?;
                    self.expect(K::Comma, "',' between branch targets")?;
                    let if_false = self.parse_label_ref()?;
                    InstKind::CondBr {
                        cond,
                        if_true,
                        if_false,
                    }
                }
            }
            "switch" => {
                let value = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the switch value")?;
                let default = self.parse_label_ref()?;
                self.expect(K::LBracket, "'[' to start the switch cases")?;
                let mut cases = Vec::new();
                while !self.eat(K::RBracket)? {
                    let v = self.parse_typed_value()?;
                    self.expect(K::Comma, "',' after the case value")?;
                    let dest = self.parse_label_ref()?;
                    cases.push((v, dest));
                }
                InstKind::Switch {
                    value,
                    default,
                    cases,
                }
            }
            "unreachable" => InstKind::Unreachable,
            "fneg" => {
                let fmf = self.parse_fmf()?;
                let ty = self.parse_type()?;
                let value = self.parse_value(ty)?;
                InstKind::FNeg { fmf, ty, value }
            }
            "icmp" => {
                let samesign = self.eat_word("samesign")?;
                let pred = match self
                    .at(K::Word)
                    .then(|| int_pred_of(self.tok.text))
                    .flatten()
                {
                    Some(p) => p,
                    None => return Err(self.err_expected("icmp predicate")),
                };
                self.bump()?;
                let ty = self.parse_type()?;
                let lhs = self.parse_value(ty)?;
                self.expect(K::Comma, "',' between operands")?;
                let rhs = self.parse_value(ty)?;
                InstKind::ICmp {
                    samesign,
                    pred,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "fcmp" => {
                let fmf = self.parse_fmf()?;
                let pred = match self
                    .at(K::Word)
                    .then(|| float_pred_of(self.tok.text))
                    .flatten()
                {
                    Some(p) => p,
                    None => return Err(self.err_expected("fcmp predicate")),
                };
                self.bump()?;
                let ty = self.parse_type()?;
                let lhs = self.parse_value(ty)?;
                self.expect(K::Comma, "',' between operands")?;
                let rhs = self.parse_value(ty)?;
                InstKind::FCmp {
                    fmf,
                    pred,
                    ty,
                    lhs,
                    rhs,
                }
            }
            "select" => {
                let fmf = self.parse_fmf()?;
                let cond = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the select condition")?;
                let if_true = self.parse_typed_value()?;
                self.expect(K::Comma, "',' between select operands")?;
                let if_false = self.parse_typed_value()?;
                InstKind::Select {
                    fmf,
                    cond,
                    if_true,
                    if_false,
                }
            }
            "phi" => {
                let fmf = self.parse_fmf()?;
                let ty = self.parse_type()?;
                let mut incoming = Vec::new();
                loop {
                    self.expect(K::LBracket, "'[' to start a phi incoming pair")?;
                    let v = self.parse_value(ty)?;
                    self.expect(K::Comma, "',' in a phi incoming pair")?;
                    let bb = self.parse_local_name("predecessor block label")?;
                    self.expect(K::RBracket, "']' to close a phi incoming pair")?;
                    incoming.push((v, bb));
                    if !self.at_operand_comma()? {
                        break;
                    }
                    self.bump()?;
                }
                InstKind::Phi { fmf, ty, incoming }
            }
            "extractvalue" => {
                let aggregate = self.parse_typed_value()?;
                let indices = self.parse_indices()?;
                InstKind::ExtractValue { aggregate, indices }
            }
            "insertvalue" => {
                let aggregate = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the aggregate")?;
                let value = self.parse_typed_value()?;
                let indices = self.parse_indices()?;
                InstKind::InsertValue {
                    aggregate,
                    value,
                    indices,
                }
            }
            "extractelement" => {
                let vector = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the vector")?;
                let index = self.parse_typed_value()?;
                InstKind::ExtractElement { vector, index }
            }
            "insertelement" => {
                let vector = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the vector")?;
                let element = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the element")?;
                let index = self.parse_typed_value()?;
                InstKind::InsertElement {
                    vector,
                    element,
                    index,
                }
            }
            "shufflevector" => {
                let lhs = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the first vector")?;
                let rhs = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the second vector")?;
                let mask = self.parse_typed_value()?;
                InstKind::ShuffleVector { lhs, rhs, mask }
            }
            "freeze" => InstKind::Freeze(self.parse_typed_value()?),
            "atomicrmw" => {
                let volatile = self.eat_word("volatile")?;
                let operation = self.expect_keyword(ATOMIC_RMW_OPS, "an atomicrmw operation")?;
                let ptr = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the atomicrmw pointer")?;
                let value = self.parse_typed_value()?;
                let syncscope = self.parse_syncscope()?;
                let ordering = self.expect_keyword(ATOMIC_ORDERINGS, "an atomic ordering")?;
                let align = self.parse_mem_align()?;
                InstKind::AtomicRmw(Box::new(AtomicRmw {
                    volatile,
                    operation,
                    ptr,
                    value,
                    syncscope,
                    ordering,
                    align,
                }))
            }
            "cmpxchg" => {
                let weak = self.eat_word("weak")?;
                let volatile = self.eat_word("volatile")?;
                let ptr = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the cmpxchg pointer")?;
                let compare = self.parse_typed_value()?;
                self.expect(K::Comma, "',' after the compared value")?;
                let new_value = self.parse_typed_value()?;
                let syncscope = self.parse_syncscope()?;
                let success = self.expect_keyword(ATOMIC_ORDERINGS, "a success ordering")?;
                let failure = self.expect_keyword(ATOMIC_ORDERINGS, "a failure ordering")?;
                let align = self.parse_mem_align()?;
                InstKind::CmpXchg(Box::new(CmpXchg {
                    weak,
                    volatile,
                    ptr,
                    compare,
                    new_value,
                    syncscope,
                    success,
                    failure,
                    align,
                }))
            }
            "indirectbr" | "invoke" | "callbr" | "resume" | "catchswitch" | "catchret"
            | "cleanupret" | "landingpad" | "catchpad" | "cleanuppad" | "va_arg" | "fence" => {
                return Err(LlParseError::unsupported(
                    pos,
                    format!("'{op}' instruction"),
                ))
            }
            _ => {
                if let Some(bop) = binop_of(op) {
                    let (nw, exact, disjoint) = match bop {
                        BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl => (true, false, false),
                        BinOp::UDiv | BinOp::SDiv | BinOp::LShr | BinOp::AShr => {
                            (false, true, false)
                        }
                        BinOp::Or => (false, false, true),
                        _ => (false, false, false),
                    };
                    let flags = self.parse_int_flags(nw, exact, disjoint)?;
                    let fmf = if bop.is_float() {
                        self.parse_fmf()?
                    } else {
                        FastMathFlags::default()
                    };
                    return self.parse_binary(bop, flags, fmf);
                }
                match cast_op_of(op) {
                    Some(cop) => self.parse_cast(cop)?,
                    None => {
                        return Err(LlParseError::syntax(
                            pos,
                            format!("unknown instruction {}", describe(&op_tok)),
                        ))
                    }
                }
            }
        })
    }

    fn parse_cast(&mut self, op: CastOp) -> PResult<InstKind<'a>> {
        let mut flags = CastFlags::default();
        match op {
            CastOp::Trunc => {
                let f = self.parse_int_flags(true, false, false)?;
                flags.nuw = f.nuw;
                flags.nsw = f.nsw;
            }
            CastOp::ZExt | CastOp::UIToFP => flags.nneg = self.eat_word("nneg")?,
            CastOp::FPTrunc | CastOp::FPExt => flags.fmf = self.parse_fmf()?,
            _ => {}
        }
        let value = self.parse_typed_value()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        Ok(InstKind::Cast {
            op,
            flags,
            value,
            to,
        })
    }

    /// `, N, N...` indices of extractvalue/insertvalue (at least one).
    fn parse_indices(&mut self) -> PResult<Vec<u32>> {
        let mut v = Vec::new();
        while self.at_operand_comma()? {
            self.bump()?;
            v.push(self.expect_u32("aggregate index")?);
        }
        if v.is_empty() {
            return Err(self.err_expected("',' and an aggregate index"));
        }
        Ok(v)
    }

    /// `[, align N]` of load/store.
    /// One of `words`, as written; anything else is "expected `what`".
    fn expect_keyword(&mut self, words: &[&str], what: &str) -> PResult<&'a str> {
        if self.tok.kind == K::Word && words.contains(&self.tok.text) {
            let w = self.tok.text;
            self.bump()?;
            Ok(w)
        } else {
            Err(self.err_expected(what))
        }
    }

    /// `syncscope("name")`, if written.
    fn parse_syncscope(&mut self) -> PResult<Option<Cow<'a, str>>> {
        if !self.eat_word("syncscope")? {
            return Ok(None);
        }
        self.expect(K::LParen, "'(' after syncscope")?;
        let s = self.expect_string()?;
        self.expect(K::RParen, "')' after the sync scope")?;
        Ok(Some(s))
    }

    fn parse_mem_align(&mut self) -> PResult<Option<Align>> {
        if self.at_operand_comma()? {
            self.bump()?;
            if !self.at_word("align") {
                return Err(self.err_expected("'align' or a metadata attachment"));
            }
            return Ok(Some(self.parse_align()?));
        }
        Ok(None)
    }

    fn parse_alloca(&mut self) -> PResult<InstKind<'a>> {
        let inalloca = self.eat_word("inalloca")?;
        if self.at_word("swifterror") {
            return Err(LlParseError::unsupported(self.tok.pos, "swifterror alloca"));
        }
        let ty = self.parse_type()?;
        let mut count = None;
        let mut align = None;
        let mut addrspace = None;
        while self.at_operand_comma()? {
            self.bump()?;
            if self.at_word("align") {
                align = Some(self.parse_align()?);
            } else if self.at_word("addrspace") {
                addrspace = Some(self.parse_addrspace()?);
            } else if count.is_none() && align.is_none() && addrspace.is_none() {
                count = Some(self.parse_typed_value()?);
            } else {
                return Err(self.err_expected("'align' or 'addrspace'"));
            }
        }
        Ok(InstKind::Alloca {
            inalloca,
            ty,
            count,
            align,
            addrspace,
        })
    }

    fn parse_call(&mut self, tail: TailKind) -> PResult<InstKind<'a>> {
        let fmf = self.parse_fmf()?;
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_attrs(AttrCtx::Ret)?;
        let addrspace = if self.at_word("addrspace") {
            Some(self.parse_addrspace()?)
        } else {
            None
        };
        let ty = self.parse_type()?;
        let callee_tok = self.tok;
        let callee = match callee_tok.kind {
            K::GlobalVar
            | K::GlobalVarQuoted
            | K::GlobalId
            | K::LocalVar
            | K::LocalVarQuoted
            | K::LocalId => self.parse_value(ty)?,
            K::Word if callee_tok.text == "asm" => {
                return Err(LlParseError::unsupported(callee_tok.pos, "inline asm"))
            }
            K::Word => self.parse_value(ty)?,
            _ => return Err(self.err_expected("callee")),
        };
        self.expect(K::LParen, "'(' to start the call arguments")?;
        let mut args = Vec::new();
        if !self.eat(K::RParen)? {
            loop {
                if self.at(K::Ellipsis) {
                    return Err(LlParseError::unsupported(
                        self.tok.pos,
                        "'...' in call arguments",
                    ));
                }
                let aty = self.parse_type()?;
                let attrs = if aty == TypeTable::METADATA {
                    Vec::new()
                } else {
                    self.parse_attrs(AttrCtx::Arg)?
                };
                let value = self.parse_value(aty)?;
                args.push(Arg {
                    ty: aty,
                    attrs,
                    value,
                });
                if self.eat(K::RParen)? {
                    break;
                }
                self.expect(K::Comma, "',' or ')' in call arguments")?;
            }
        }
        let fn_attrs = self.parse_attrs(AttrCtx::Fn)?;
        if self.at(K::LBracket) {
            return Err(LlParseError::unsupported(self.tok.pos, "operand bundles"));
        }
        Ok(InstKind::Call(Box::new(Call {
            tail,
            fmf,
            cc,
            ret_attrs,
            addrspace,
            ty,
            callee,
            args,
            fn_attrs,
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_ok(src: &str) -> Module<'_> {
        match parse(src) {
            Ok(m) => m,
            Err(e) => panic!("{e}\n{src}"),
        }
    }

    fn body<'m, 'a>(m: &'m Module<'a>) -> &'m [Instruction<'a>] {
        &m.functions[0].blocks()[0].insts
    }

    fn one_inst(text: &str) -> (Module<'_>, InstKind<'_>) {
        // The text leaks so the instruction can borrow from it in the test.
        let src: &'static str = Box::leak(format!("define void @f(ptr %p, i32 %x, float %y, <4 x float> %v) {{\n  {text}\n  ret void\n}}\n").into_boxed_str());
        let m = parse_ok(src);
        let k = body(&m)[0].kind.clone();
        (m, k)
    }

    fn err(src: &str) -> LlParseError {
        match parse(src) {
            Ok(_) => panic!("expected an error for:\n{src}"),
            Err(e) => e,
        }
    }

    #[test]
    fn header() {
        let m = parse_ok(
            "; ModuleID = 'a.hlsl'\nsource_filename = \"a.hlsl\"\ntarget datalayout = \"e-m:e\"\ntarget triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n",
        );
        assert_eq!(m.module_id, Some("a.hlsl"));
        assert_eq!(m.source_filename.as_deref(), Some("a.hlsl"));
        assert_eq!(m.data_layout.as_deref(), Some("e-m:e"));
        assert_eq!(
            m.triple.as_deref(),
            Some("dxilv1.6-pc-shadermodel6.6-compute")
        );
    }

    #[test]
    fn types() {
        let m = parse_ok(
            "%S = type { i32, <4 x float>, [2 x ptr addrspace(2)], target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) }\n%P = type <{ <4 x float>, i32, float }>\n%O = type opaque\n%\"class.hlsl::RWBuffer\" = type { %S }\n%A = type i17\n%V = type { <vscale x 2 x i64>, void (i32, ...) }\n",
        );
        assert_eq!(m.type_defs.len(), 6);
        let Type::Struct {
            packed: false,
            fields,
        } = m.ty(m.type_defs[0].body.unwrap())
        else {
            panic!()
        };
        assert_eq!(fields.len(), 4);
        assert_eq!(m.ty(fields[0]), &Type::Int(32));
        assert!(matches!(
            m.ty(fields[1]),
            Type::Vector {
                scalable: false,
                len: 4,
                ..
            }
        ));
        let Type::Array { len: 2, elem } = m.ty(fields[2]) else {
            panic!()
        };
        assert_eq!(m.ty(*elem), &Type::Ptr { addrspace: 2 });
        let Type::Target {
            name,
            type_params,
            int_params,
        } = m.ty(fields[3])
        else {
            panic!()
        };
        assert_eq!(name, "dx.TypedBuffer");
        assert_eq!(type_params.len(), 1);
        assert_eq!(&**int_params, &[1, 0, 0]);
        assert!(matches!(
            m.ty(m.type_defs[1].body.unwrap()),
            Type::Struct { packed: true, .. }
        ));
        assert_eq!(m.type_defs[2].body, None);
        assert_eq!(m.type_defs[3].name, Name::Named("class.hlsl::RWBuffer"));
        assert_eq!(m.ty(m.type_defs[4].body.unwrap()), &Type::Int(17));
        let Type::Struct { fields, .. } = m.ty(m.type_defs[5].body.unwrap()) else {
            panic!()
        };
        assert!(matches!(
            m.ty(fields[0]),
            Type::Vector {
                scalable: true,
                len: 2,
                ..
            }
        ));
        assert!(matches!(
            m.ty(fields[1]),
            Type::Function { vararg: true, .. }
        ));
        assert_eq!(m.type_defs[1].pos, Pos { line: 2, col: 1 });
    }

    #[test]
    fn type_errors() {
        assert!(err("%T = type i0").message.contains("bad integer width"));
        assert!(err("%T = type i9999999")
            .message
            .contains("bad integer width"));
        assert!(err("%T = type <0 x i32>").message.contains("vector length"));
        assert!(err("%T = type i32*").is_unsupported());
        assert!(err("%T = type x86_fp80").is_unsupported());
        assert!(err("%T = type { i32").message.contains("expected"));
        assert!(err("%T = type flaot").message.contains("expected type"));
    }

    #[test]
    fn globals() {
        let m = parse_ok(
            "@.str = private unnamed_addr constant [3 x i8] c\"In\\00\", align 1\n\
             @scale = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16\n\
             @Params.cb = global target(\"dx.CBuffer\", %P) poison\n\
             @arr = internal global [2 x i32] [i32 1, i32 -2], section \"s\", !dbg !0\n\
             @tl = thread_local(initialexec) externally_initialized global i32 0 #1\n\
             @gep = global ptr getelementptr inbounds nuw ([4 x i32], ptr @arr, i32 0, i32 1)\n\
             @cast = global i64 add (i64 ptrtoint (ptr @arr to i64), i64 1)\n\
             @s = global { i32, <2 x half>, [0 x i8] } { i32 1, <2 x half> <half 0xH3C00, half 0xH0000>, [0 x i8] zeroinitializer }\n\
             @v = global <4 x float> splat (float 1.000000e+00)\n",
        );
        let g = &m.globals[0];
        assert_eq!(g.linkage, Some(Linkage::Private));
        assert_eq!(g.unnamed_addr, Some(UnnamedAddr::Global));
        assert!(g.is_constant);
        assert_eq!(
            g.init,
            Some(Value::CString(b"In\0".to_vec().into_boxed_slice()))
        );
        assert_eq!(g.align, Align::new(1));
        let g = &m.globals[1];
        assert_eq!(g.init, None);
        assert_eq!(g.visibility, Some(Visibility::Hidden));
        assert_eq!(g.addrspace, Some(2));
        assert_eq!(g.unnamed_addr, Some(UnnamedAddr::Local));
        assert_eq!(m.globals[2].init, Some(Value::Poison));
        let g = &m.globals[3];
        assert_eq!(g.section.as_deref(), Some("s"));
        assert_eq!(g.metadata[0].name, "dbg");
        assert!(matches!(&g.init, Some(Value::Array(v)) if v[1].value == Value::Int(-2)));
        let g = &m.globals[4];
        assert_eq!(g.thread_local, Some(ThreadLocal::InitialExec));
        assert!(g.externally_initialized);
        assert_eq!(g.attrs, vec![Attribute::Group(1)]);
        let Some(Value::Expr(e)) = &m.globals[5].init else {
            panic!()
        };
        let ConstExpr::GetElementPtr { flags, indices, .. } = &**e else {
            panic!()
        };
        assert!(flags.inbounds && flags.nuw && !flags.nusw);
        assert_eq!(indices.len(), 2);
        assert!(
            matches!(&m.globals[6].init, Some(Value::Expr(e)) if matches!(**e, ConstExpr::Binary { op: BinOp::Add, .. }))
        );
        let Some(Value::Struct(elems)) = &m.globals[7].init else {
            panic!()
        };
        assert!(
            matches!(&elems[1].value, Value::Vector(v) if v[0].value == Value::Float(FloatLit::Half(0x3c00)))
        );
        let Some(Value::Splat(s)) = &m.globals[8].init else {
            panic!()
        };
        assert_eq!(s.value, Value::Float(FloatLit::Double(1f64.to_bits())));
        assert_eq!(m.globals[8].pos, Pos { line: 9, col: 1 });
    }

    #[test]
    fn global_errors() {
        assert!(err("@g = privat global i32 0")
            .message
            .contains("expected 'global' or 'constant'"));
        assert!(err("@g = global i32 0, comdat").is_unsupported());
        assert!(err("@g = alias i32, ptr @h").is_unsupported());
        assert!(err("@g = global i64 zext (i32 1 to i64)").is_unsupported());
        assert!(err("@g = global ptr blockaddress(@f, %bb)").is_unsupported());
        assert!(err("@g = global i32 1, align 3")
            .message
            .contains("power of two"));
        assert!(err("$c = comdat any").is_unsupported());
    }

    #[test]
    fn functions_and_attrs() {
        let m = parse_ok(
            "define hidden noundef nofpclass(nan inf) <4 x float> @f(ptr noundef nonnull align 16 dereferenceable(16) readonly captures(none) %p, i32 %0, ptr byval(%S) align(8) %q) local_unnamed_addr #0 section \"t\" align 4 !dbg !3 {\nentry:\n  ret <4 x float> zeroinitializer\n}\n\
             declare !dbg !4 fastcc void @g(i32, ...) nounwind #1\n\
             declare i32 @h(i32 range(i32 0, 8), ptr initializes((0, 4), (8, 12))) memory(argmem: read, inaccessiblemem: none) uwtable(sync) \"k\" \"a\"=\"b\"\n\
             attributes #0 = { mustprogress nofree memory(readwrite, inaccessiblemem: none, target_mem0: none) \"hlsl.numthreads\"=\"64,1,1\" \"key\" alignstack=16 allocsize(0) vscale_range(1, 2) }\n",
        );
        let f = &m.functions[0];
        assert!(f.is_definition());
        assert_eq!(f.visibility, Some(Visibility::Hidden));
        assert_eq!(f.ret_attrs.len(), 2);
        assert_eq!(
            f.ret_attrs[1],
            Attribute::Args {
                name: "nofpclass",
                args: vec![AttrArg::Word("nan"), AttrArg::Word("inf")]
            }
        );
        let p = &f.params[0];
        assert_eq!(
            p.attrs,
            vec![
                Attribute::Flag("noundef"),
                Attribute::Flag("nonnull"),
                Attribute::Int {
                    name: "align",
                    value: 16
                },
                Attribute::Int {
                    name: "dereferenceable",
                    value: 16
                },
                Attribute::Flag("readonly"),
                Attribute::Args {
                    name: "captures",
                    args: vec![AttrArg::Word("none")]
                },
            ]
        );
        assert_eq!(p.name, Some(Name::Named("p")));
        assert_eq!(f.params[1].name, Some(Name::Numbered(0)));
        assert!(matches!(
            f.params[2].attrs[0],
            Attribute::Type { name: "byval", .. }
        ));
        assert_eq!(
            f.params[2].attrs[1],
            Attribute::Int {
                name: "align",
                value: 8
            }
        );
        assert_eq!(f.unnamed_addr, Some(UnnamedAddr::Local));
        assert_eq!(f.fn_attrs, vec![Attribute::Group(0)]);
        assert_eq!(f.section.as_deref(), Some("t"));
        assert_eq!(f.align.map(Align::bytes), Some(4));
        assert_eq!(f.metadata[0].node, Metadata::Ref(3));
        let g = &m.functions[1];
        assert!(!g.is_definition());
        assert_eq!(g.metadata[0].name, "dbg");
        assert_eq!(g.cc, Some(CallingConv::Named("fastcc")));
        assert!(g.vararg);
        assert_eq!(
            g.fn_attrs,
            vec![Attribute::Flag("nounwind"), Attribute::Group(1)]
        );
        let h = &m.functions[2];
        assert_eq!(
            h.params[0].attrs[0],
            Attribute::Args {
                name: "range",
                args: vec![
                    AttrArg::Word("i32"),
                    AttrArg::Int(0),
                    AttrArg::Comma,
                    AttrArg::Int(8)
                ]
            }
        );
        assert_eq!(h.fn_attrs.len(), 4);
        assert_eq!(
            h.fn_attrs[3],
            Attribute::Str {
                key: "a".into(),
                value: Some("b".into())
            }
        );
        let a = &m.attr_groups[0];
        assert_eq!(a.id, 0);
        assert_eq!(a.attrs.len(), 8);
        assert_eq!(
            a.attrs[2],
            Attribute::Args {
                name: "memory",
                args: vec![
                    AttrArg::Word("readwrite"),
                    AttrArg::Comma,
                    AttrArg::Key("inaccessiblemem"),
                    AttrArg::Word("none"),
                    AttrArg::Comma,
                    AttrArg::Key("target_mem0"),
                    AttrArg::Word("none"),
                ]
            }
        );
        assert_eq!(
            a.attrs[4],
            Attribute::Str {
                key: "key".into(),
                value: None
            }
        );
        assert_eq!(
            a.attrs[5],
            Attribute::Int {
                name: "alignstack",
                value: 16
            }
        );
        assert!(matches!(
            &a.attrs[7],
            Attribute::Args {
                name: "vscale_range",
                ..
            }
        ));
        assert!(
            matches!(&h.params[1].attrs[0], Attribute::Args { args, .. } if matches!(args[0], AttrArg::List(_)))
        );
    }

    #[test]
    fn attributes_with_arguments_are_kept_as_tokens() {
        let m = parse_ok(
            "declare void @f(ptr nonnull %p) allocsize(1, -2) allockind(\"alloc,zeroed\") nounwind\n\
             define void @g() {\n  call void @f(ptr noundef null) nounwind\n  ret void\n}\n",
        );
        let f = &m.functions[0];
        assert_eq!(f.params[0].attrs, vec![Attribute::Flag("nonnull")]);
        assert_eq!(
            f.fn_attrs[0],
            Attribute::Args {
                name: "allocsize",
                args: vec![AttrArg::Int(1), AttrArg::Comma, AttrArg::Int(-2)]
            }
        );
        assert_eq!(
            f.fn_attrs[1],
            Attribute::Args {
                name: "allockind",
                args: vec![AttrArg::Str("alloc,zeroed".into())]
            }
        );
        assert_eq!(f.fn_attrs.len(), 3);
        assert_eq!(f.fn_attrs[2], Attribute::Flag("nounwind"));
        let InstKind::Call(c) = &m.functions[1].blocks()[0].insts[0].kind else {
            panic!()
        };
        assert_eq!(c.args[0].attrs, vec![Attribute::Flag("noundef")]);
        assert_eq!(c.fn_attrs, vec![Attribute::Flag("nounwind")]);
        // Only LLVM's keywords, as LLVM reads them.
        for src in [
            "declare void @f() brand_new_attr\n",
            "declare void @f(ptr frobnicate %p)\n",
            "attributes #0 = { nounwind another }\n",
            "define void @g() {\n  call void @g() future_attr\n  ret void\n}\n",
            "define void @g() {\n  %x = call declare i32 @h()\n  ret void\n}\n",
        ] {
            assert!(err(src).message.starts_with("unknown attribute '"), "{src}");
        }
    }

    #[test]
    fn instructions() {
        let (_, k) = one_inst("%a = add nuw nsw i32 %x, 1");
        assert!(matches!(
            k,
            InstKind::Binary {
                op: BinOp::Add,
                flags: IntFlags {
                    nuw: true,
                    nsw: true,
                    ..
                },
                rhs: Value::Int(1),
                ..
            }
        ));
        let (_, k) = one_inst("%a = or disjoint i32 %x, 1");
        assert!(matches!(
            k,
            InstKind::Binary {
                op: BinOp::Or,
                flags: IntFlags { disjoint: true, .. },
                ..
            }
        ));
        let (_, k) = one_inst("%a = lshr exact i32 %x, 1");
        assert!(matches!(
            k,
            InstKind::Binary {
                flags: IntFlags { exact: true, .. },
                ..
            }
        ));
        let (_, k) = one_inst("%a = fadd fast float %y, 1.0");
        assert!(matches!(k, InstKind::Binary { fmf, .. } if fmf.is_fast()));
        let (_, k) = one_inst("%a = fneg nnan float %y");
        assert!(matches!(
            k,
            InstKind::FNeg {
                fmf: FastMathFlags { nnan: true, .. },
                ..
            }
        ));
        let (_, k) = one_inst("%a = icmp samesign ult i32 %x, 3");
        assert!(matches!(
            k,
            InstKind::ICmp {
                samesign: true,
                pred: IntPredicate::Ult,
                ..
            }
        ));
        let (_, k) = one_inst("%a = fcmp reassoc ogt float %y, 0x3FF0000000000000");
        assert!(matches!(
            k,
            InstKind::FCmp {
                pred: FloatPredicate::Ogt,
                rhs: Value::Float(FloatLit::Double(0x3FF0000000000000)),
                ..
            }
        ));
        let (_, k) = one_inst("%a = select nsz i1 true, float %y, float 2.0");
        assert!(matches!(
            k,
            InstKind::Select {
                fmf: FastMathFlags { nsz: true, .. },
                ..
            }
        ));
        let (_, k) = one_inst("%a = alloca [2 x i32], i32 4, align 8, addrspace(5)");
        assert!(
            matches!(k, InstKind::Alloca { count: Some(_), align: Some(a), addrspace: Some(5), .. } if a.bytes() == 8)
        );
        let (_, k) = one_inst("%a = load volatile i32, ptr %p, align 4, !tbaa !3, !nonnull !{}");
        assert!(
            matches!(k, InstKind::Load { volatile: true, align: Some(a), .. } if a.log2() == 2)
        );
        let (_, k) = one_inst("store <4 x float> splat (float 1.0), ptr addrspace(2) %p");
        assert!(matches!(k, InstKind::Store { align: None, .. }));
        let (_, k) = one_inst("%a = getelementptr inbounds nuw [2 x i32], ptr %p, i32 0, i32 %x");
        assert!(
            matches!(&k, InstKind::GetElementPtr { flags: GepFlags { inbounds: true, nuw: true, nusw: false }, indices, .. } if indices.len() == 2)
        );
        let (_, k) = one_inst("%a = trunc nuw nsw i32 %x to i8");
        assert!(matches!(
            k,
            InstKind::Cast {
                op: CastOp::Trunc,
                flags: CastFlags {
                    nuw: true,
                    nsw: true,
                    ..
                },
                ..
            }
        ));
        let (_, k) = one_inst("%a = zext nneg i32 %x to i64");
        assert!(matches!(
            k,
            InstKind::Cast {
                op: CastOp::ZExt,
                flags: CastFlags { nneg: true, .. },
                ..
            }
        ));
        let (_, k) = one_inst("%a = fptrunc afn float %y to half");
        assert!(matches!(
            k,
            InstKind::Cast {
                op: CastOp::FPTrunc,
                flags: CastFlags {
                    fmf: FastMathFlags { afn: true, .. },
                    ..
                },
                ..
            }
        ));
        let (_, k) = one_inst("%a = extractvalue { i32, [2 x i32] } undef, 1, 0");
        assert!(matches!(&k, InstKind::ExtractValue { indices, .. } if indices == &[1, 0]));
        let (_, k) = one_inst("%a = insertvalue { i32, i32 } poison, i32 %x, 1, !md !0");
        assert!(matches!(&k, InstKind::InsertValue { indices, .. } if indices == &[1]));
        let (_, k) = one_inst("%a = extractelement <4 x float> %v, i64 0");
        assert!(matches!(k, InstKind::ExtractElement { .. }));
        let (_, k) = one_inst("%a = insertelement <4 x float> poison, float %y, i64 0");
        assert!(matches!(k, InstKind::InsertElement { .. }));
        let (_, k) = one_inst(
            "%a = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> zeroinitializer",
        );
        assert!(matches!(k, InstKind::ShuffleVector { .. }));
        let (_, k) = one_inst("%a = freeze i32 %x");
        assert!(matches!(k, InstKind::Freeze(_)));
        let (_, k) = one_inst("%a = bitcast <4 x float> %v to <2 x double>");
        assert!(matches!(
            k,
            InstKind::Cast {
                op: CastOp::BitCast,
                ..
            }
        ));
    }

    #[test]
    fn calls() {
        let (m, k) = one_inst(
            "%a = tail call reassoc nnan fastcc noundef nonnull align 4 dereferenceable(4) ptr @g(target(\"dx.RawBuffer\", i32, 0, 0) %x, i32 noundef 7, ptr nonnull @s, metadata !\"round.dynamic\", metadata i32 0, metadata !4) #2",
        );
        let InstKind::Call(c) = k else { panic!() };
        assert_eq!(c.tail, TailKind::Tail);
        assert!(c.fmf.reassoc && c.fmf.nnan);
        assert_eq!(c.cc, Some(CallingConv::Named("fastcc")));
        assert_eq!(c.ret_attrs.len(), 4);
        assert_eq!(m.ty(c.ty), &Type::Ptr { addrspace: 0 });
        assert_eq!(c.callee, Value::Global(Name::Named("g")));
        assert_eq!(c.args.len(), 6);
        assert_eq!(c.args[1].attrs, vec![Attribute::Flag("noundef")]);
        assert_eq!(c.args[2].attrs, vec![Attribute::Flag("nonnull")]);
        assert_eq!(
            c.args[3].value,
            Value::Metadata(Box::new(Metadata::String("round.dynamic".into())))
        );
        assert!(
            matches!(&c.args[4].value, Value::Metadata(md) if matches!(**md, Metadata::Value(TypedValue { value: Value::Int(0), .. })))
        );
        assert_eq!(c.args[5].value, Value::Metadata(Box::new(Metadata::Ref(4))));
        assert_eq!(c.fn_attrs, vec![Attribute::Group(2)]);

        let (m, k) = one_inst("call void (i32, ...) @printf(i32 1, float 2.0) nounwind");
        let InstKind::Call(c) = k else { panic!() };
        assert!(matches!(m.ty(c.ty), Type::Function { vararg: true, .. }));
        assert_eq!(c.fn_attrs, vec![Attribute::Flag("nounwind")]);
        assert!(
            err("define void @f() {\n  call void @g() [ \"deopt\"(i32 1) ]\n  ret void\n}")
                .is_unsupported()
        );
        assert!(
            err("define void @f() {\n  call void asm \"nop\", \"\"()\n  ret void\n}")
                .is_unsupported()
        );
    }

    #[test]
    fn control_flow() {
        let m = parse_ok(
            "define i32 @f(i32 %x) {\n\
             %c = icmp eq i32 %x, 0\n\
             br i1 %c, label %a, label %1\n\
             a:                  ; preds = %0\n\
             switch i32 %x, label %1 [\n    i32 0, label %a\n    i32 1, label %\"q r\"\n  ]\n\
             1:\n\
             %p = phi nsz float [ 0.0, %0 ], [ 1.0, %a ], !dbg !1\n\
             br label %\"q r\", !llvm.loop !2\n\
             \"q r\":\n\
             unreachable\n\
             }\n",
        );
        let b = m.functions[0].blocks();
        assert_eq!(b.len(), 4);
        assert_eq!(b[0].label, None);
        assert_eq!(b[1].label, Some(Name::Named("a")));
        assert_eq!(b[2].label, Some(Name::Numbered(1)));
        assert_eq!(b[3].label, Some(Name::Named("q r")));
        let InstKind::Switch { cases, .. } = &b[1].insts[0].kind else {
            panic!()
        };
        assert_eq!(cases.len(), 2);
        let InstKind::Phi { incoming, fmf, .. } = &b[2].insts[0].kind else {
            panic!()
        };
        assert!(fmf.nsz);
        assert_eq!(incoming[0].1, Name::Numbered(0));
        assert_eq!(b[2].insts[0].metadata.len(), 1);
        assert_eq!(b[2].insts[1].metadata[0].name, "llvm.loop");
        assert_eq!(b[2].insts[0].pos, Pos { line: 10, col: 1 });
        assert_eq!(b[2].pos, Pos { line: 9, col: 1 });
    }

    #[test]
    fn metadata() {
        let m = parse_ok(
            "!llvm.module.flags = !{!0, !1}\n!0 = !{i32 1, !\"wchar_size\", i32 4}\n!1 = distinct !{!1, !{!\"x\"}, null, ptr addrspace(2) @g, !{}}\n!dx.empty = !{}\n",
        );
        assert_eq!(m.named_metadata[0].nodes, vec![0, 1]);
        assert_eq!(m.named_metadata[1].nodes, Vec::<u32>::new());
        assert_eq!(m.metadata[0].node.operands.len(), 3);
        assert_eq!(
            m.metadata[0].node.operands[1],
            Metadata::String("wchar_size".into())
        );
        let n = &m.metadata[1].node;
        assert!(n.distinct);
        assert_eq!(n.operands[0], Metadata::Ref(1));
        assert!(matches!(&n.operands[1], Metadata::Node(inner) if inner.operands.len() == 1));
        assert_eq!(n.operands[2], Metadata::Null);
        assert!(matches!(
            &n.operands[3],
            Metadata::Value(TypedValue {
                value: Value::Global(_),
                ..
            })
        ));
        assert_eq!(m.metadata[1].pos, Pos { line: 3, col: 1 });
        assert!(err("!0 = !DILocation(line: 1, scope: !2)").is_unsupported());
        assert!(err("!0 = !{i32 1").message.contains("expected"));
        assert!(err("!0 = !{!DIExpression()}").is_unsupported());
    }

    #[test]
    fn literals() {
        let m = parse_ok(
            "@a = global i128 -170141183460469231731687303715884105728\n@a2 = global i64 -9223372036854775808\n@b = global i256 1000000000000000000000000000000000000000000\n@c = global i64 u0xFFFFFFFFFFFFFFFF\n@d = global i8 s0xF\n@e = global bfloat 0xR3F80\n@f = global i1 true\n@g = global { i32 } { i32 1 }\n@h = global <{ i8 }> <{ i8 1 }>\n@i = global ptr null\n@j = global token none\n",
        );
        assert_eq!(
            m.globals[0].init,
            Some(Value::BigInt("-170141183460469231731687303715884105728"))
        );
        assert_eq!(m.globals[1].init, Some(Value::Int(i64::MIN)));
        assert_eq!(
            m.globals[2].init,
            Some(Value::BigInt("1000000000000000000000000000000000000000000"))
        );
        assert_eq!(
            m.globals[3].init,
            Some(Value::BigInt("u0xFFFFFFFFFFFFFFFF"))
        );
        assert_eq!(m.globals[4].init, Some(Value::Int(-1)));
        assert_eq!(
            m.globals[5].init,
            Some(Value::Float(FloatLit::BFloat(0x3f80)))
        );
        assert_eq!(FloatLit::BFloat(0x3f80).to_f64(), 1.0);
        assert_eq!(FloatLit::Half(0x3c00).to_f64(), 1.0);
        assert_eq!(FloatLit::Half(0xc000).to_f64(), -2.0);
        assert_eq!(m.globals[6].init, Some(Value::Bool(true)));
        assert!(matches!(&m.globals[8].init, Some(Value::PackedStruct(_))));
        assert_eq!(m.globals[10].init, Some(Value::None));
    }

    #[test]
    fn instruction_errors() {
        let f = |body: &str| err(&format!("define void @f(ptr %p) {{\n{body}\n}}"));
        assert!(
            f("  %a = load atomic i32, ptr %p unordered, align 4\n  ret void").is_unsupported()
        );
        assert!(f("  %a = frobnicate i32 1\n  ret void")
            .message
            .contains("unknown instruction"));
        assert!(f("  fence seq_cst\n  ret void").is_unsupported());
        assert!(f("  %a = add i32 1, 2").message.contains("no terminator"));
        assert!(f("  %a = add nnan i32 1, 2\n  ret void")
            .message
            .contains("expected type"));
        assert!(f("  #dbg_value(i32 0, !1, !DIExpression(), !2)\n  ret void").is_unsupported());
        let e = err("define void @f() {\n  ret void\n");
        assert!(e.message.contains("end of file"), "{e}");
    }

    #[test]
    fn ast_stays_small() {
        // A 100 MB module holds a million instructions: keep them compact.
        eprintln!(
            "Instruction {} InstKind {} Value {} TypedValue {} Name {}",
            std::mem::size_of::<Instruction>(),
            std::mem::size_of::<InstKind>(),
            std::mem::size_of::<Value>(),
            std::mem::size_of::<TypedValue>(),
            std::mem::size_of::<Name>()
        );
        assert!(std::mem::size_of::<Instruction>() <= 160);
        assert!(std::mem::size_of::<TypedValue>() <= 32);
        assert!(std::mem::size_of::<Name>() <= 16);
        assert!(std::mem::size_of::<Token>() <= 32);
    }

    #[test]
    fn escaped_names_compare_by_their_text() {
        let m = parse_ok(
            "%\"a\\62\" = type { i32 }\n%ab = type { %\"a\\62\" }\n@\"q\\22\" = global i32 0\n",
        );
        let n = m.type_defs[0].name;
        assert!(matches!(n, Name::Named("\"a\\62")));
        assert_eq!(n, Name::Named("ab"));
        assert_eq!(Name::Named("ab"), n);
        assert_ne!(n, Name::Named("a\\62"));
        assert!(n.is("ab") && !n.is("a\\62"));
        assert_eq!(n.text().as_deref(), Some("ab"));
        assert_eq!(n.to_string(), "ab");
        // Equal names hash equal, escaped or not: both find one entry.
        let mut set = rustc_hash::FxHashSet::default();
        set.insert(Name::Named("ab"));
        assert!(set.contains(&n));
        assert!(!set.contains(&Name::Named("a\\62")));
        assert!(matches!(m.type_defs[1].name, Name::Named("ab")));
        assert_eq!(m.globals[0].name.to_string(), "q\"");
        let Type::Struct { fields, .. } = m.ty(m.type_defs[1].body.unwrap()) else {
            panic!()
        };
        assert_eq!(m.ty(fields[0]), &Type::Named(Name::Named("ab")));
        assert!(err("@\"\\ff\" = global i32 0").is_unsupported());
        // A quoted name without escapes is kept as written.
        let m = parse_ok("%\"x y\" = type { i32 }\n");
        assert!(matches!(m.type_defs[0].name, Name::Named("x y")));
    }

    #[test]
    fn type_cache_gives_same_ids() {
        let m = parse_ok(
            "define void @f() {\n  %a = alloca <4 x float>, align 16\n  %b = alloca <4 x float>, align 16\n  %c = alloca target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0), align 4\n  %d = alloca target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0), align 4\n  %e = alloca <4 x float>  , align 16\n  ret void\n}\n",
        );
        let tys: Vec<TypeId> = body(&m)
            .iter()
            .filter_map(|i| match i.kind {
                InstKind::Alloca { ty, .. } => Some(ty),
                _ => None,
            })
            .collect();
        assert_eq!(tys[0], tys[1]);
        assert_eq!(tys[2], tys[3]);
        assert_eq!(tys[0], tys[4]);
        assert_ne!(tys[0], tys[2]);
        assert!(matches!(m.ty(tys[2]), Type::Target { .. }));
        // Positions after a cached type are still right.
        assert_eq!(body(&m)[3].pos, Pos { line: 5, col: 3 });
        let e = err("define void @f() {\n  %a = alloca <4 x float>, align 16\n  %b = alloca <4 x float> align 16\n  ret void\n}\n");
        assert_eq!((e.line, e.col), (3, 27), "{e}");
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let depth = 10_000;
        let src = format!(
            "%T = type {}i32{}",
            "[1 x ".repeat(depth),
            "]".repeat(depth)
        );
        assert!(err(&src).message.contains("nesting"));
        let src = format!("@g = global i32 {}", "{ i32 ".repeat(depth));
        assert!(err(&src).message.contains("nesting"));
        let src = format!("!0 = !{{{}}}", "!{".repeat(depth));
        assert!(err(&src).message.contains("nesting"));
        let src = format!("attributes #0 = {{ allocsize{} }}", "(".repeat(depth));
        assert!(err(&src).message.contains("nesting"));
        // Within the limit, nesting works.
        let src = format!("%T = type {}i32{}", "[1 x ".repeat(40), "]".repeat(40));
        parse_ok(&src);
    }
}
