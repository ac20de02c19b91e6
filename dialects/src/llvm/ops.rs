//! The `llvm` op table: one entry per LLVM instruction clang emits for HLSL.
//!
//! Names are `llvm.<instruction>` as in the LLVM language reference. Flags
//! that LLVM spells as keywords (`nsw`, `exact`, `inbounds`, ...) are unit
//! attributes; a `phi` is a block argument, so there is no `llvm.phi`.
//!
//! Besides the attributes each op declares, any op may carry `metadata` (a
//! dictionary of LLVM metadata attachments such as `!tbaa`), and a
//! terminator may carry `phi_order` (the order of `phi` incoming entries; see
//! `docs/llvm-interop.md`). Ops imported from an LLVM constant expression
//! carry the unit attribute `constexpr`, so the exporter folds them back.

use super::hooks;
use dxir_ir::{
    Arity, AttrKind, AttrSpec, Dialect, OpDef, Traits, TypeConstraint as T, VerifyHook, CONSTANT,
    SAME_TYPE, SHORT, TERMINATOR,
};

/// The `llvm` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "llvm",
    summary: "Ordinary LLVM IR instructions, as clang emits them for HLSL",
    ops: OPS,
};

const fn req(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec {
        name,
        kind,
        required: true,
    }
}

const fn opt(name: &'static str, kind: AttrKind) -> AttrSpec {
    AttrSpec {
        name,
        kind,
        required: false,
    }
}

const PURE: Traits = Traits::PURE;
const SAME: Traits = Traits::SAME_OPERANDS_AND_RESULT_TYPE;
const COMM: Traits = Traits::COMMUTATIVE;
const NONE: Traits = Traits::empty();

const WRAP_FLAGS: &[AttrSpec] = &[opt("nsw", AttrKind::Unit), opt("nuw", AttrKind::Unit)];
/// `add`, `sub` and `xor` may also come from a constant expression.
const WRAP_CONSTEXPR: &[AttrSpec] = &[
    opt("nsw", AttrKind::Unit),
    opt("nuw", AttrKind::Unit),
    opt("constexpr", AttrKind::Unit),
];
const CONSTEXPR_FLAG: &[AttrSpec] = &[opt("constexpr", AttrKind::Unit)];
const EXACT_FLAG: &[AttrSpec] = &[opt("exact", AttrKind::Unit)];
const DISJOINT_FLAG: &[AttrSpec] = &[opt("disjoint", AttrKind::Unit)];
const NO_FLAGS: &[AttrSpec] = &[];
const FAST_MATH: &[AttrSpec] = &[opt("fastmath", AttrKind::Str)];
const MEM_FLAGS: &[AttrSpec] = &[
    opt("alignment", AttrKind::Int),
    opt("volatile", AttrKind::Unit),
];
/// `atomicrmw`: the operation and ordering are LLVM's keywords; a
/// `syncscope` other than the default is its string.
const ATOMIC_RMW_FLAGS: &[AttrSpec] = &[
    req("operation", AttrKind::Str),
    req("ordering", AttrKind::Str),
    opt("syncscope", AttrKind::Str),
    opt("alignment", AttrKind::Int),
    opt("volatile", AttrKind::Unit),
];
/// `cmpxchg`: the success and failure orderings, `weak`, and as for
/// `atomicrmw`.
const CMPXCHG_FLAGS: &[AttrSpec] = &[
    req("success_ordering", AttrKind::Str),
    req("failure_ordering", AttrKind::Str),
    opt("syncscope", AttrKind::Str),
    opt("alignment", AttrKind::Int),
    opt("volatile", AttrKind::Unit),
    opt("weak", AttrKind::Unit),
];
const NNEG_FLAG: &[AttrSpec] = &[opt("nneg", AttrKind::Unit)];

/// A two-operand integer op: `iN, iN -> iN` (or vectors of them).
const fn int_binary(
    name: &'static str,
    summary: &'static str,
    extra: Traits,
    attrs: &'static [AttrSpec],
) -> OpDef {
    OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::IntLike],
        result_types: &[T::IntLike],
        attrs,
        traits: PURE.union(SAME).union(extra),
        syntax: Some(&SAME_TYPE),
        ..OpDef::base(name, summary)
    }
}

/// A floating-point op with `n` operands of the result's type.
const fn float_op(name: &'static str, summary: &'static str, n: u32, extra: Traits) -> OpDef {
    OpDef {
        operands: Arity::Exact(n),
        results: Arity::Exact(1),
        operand_types: &[T::FloatLike],
        result_types: &[T::FloatLike],
        attrs: FAST_MATH,
        traits: PURE.union(SAME).union(extra),
        syntax: Some(&SAME_TYPE),
        ..OpDef::base(name, summary)
    }
}

/// A one-operand conversion, checked by `hook`.
const fn cast(name: &'static str, summary: &'static str, hook: VerifyHook) -> OpDef {
    OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        traits: PURE,
        verify: Some(hook),
        syntax: Some(&SHORT),
        ..OpDef::base(name, summary)
    }
}

/// A constant with no value but its type (`undef`, `poison`): no operands,
/// one result of any type. `CONSTANT_LIKE`, as LLVM's `UndefValue` is a
/// `Constant`: a function shares one op per type at the top of its entry
/// block (`dxir_ir::canonicalize_constants`), and rules find the one they
/// make in the function's pool instead of making one per rewrite.
const fn nullary(name: &'static str, summary: &'static str) -> OpDef {
    OpDef {
        results: Arity::Exact(1),
        traits: PURE.union(Traits::CONSTANT_LIKE),
        syntax: Some(&SHORT),
        ..OpDef::base(name, summary)
    }
}

/// Declares the ops: each row names the op's typed view, its operands and
/// result (see [`dxir_ir::op_views!`]), and gives its [`OpDef`]. Builds
/// [`OPS`] and the views from the same rows, so they cannot drift apart.
macro_rules! llvm_ops {
    ($(
        $(#[$meta:meta])*
        $view:ident ( $($operands:tt)* ) -> ( $($results:tt)* ) = $def:expr;
    )*) => {
        /// Every op of the dialect.
        const OPS: &[OpDef] = &[$($def),*];

        dxir_ir::op_views! {
            table: OPS, dialect: DIALECT, any: LlvmOp;
            $($(#[$meta])* $view ( $($operands)* ) -> ( $($results)* );)*
        }
    };
}

llvm_ops! {
    // ---- Integer arithmetic ----------------------------------------------
    Add(lhs, rhs) -> (result) = int_binary("llvm.add", "Integer addition, wrapping.", COMM, WRAP_CONSTEXPR);
    Sub(lhs, rhs) -> (result) = int_binary(
        "llvm.sub",
        "Integer subtraction, wrapping.",
        NONE,
        WRAP_CONSTEXPR,
    );
    Mul(lhs, rhs) -> (result) = int_binary(
        "llvm.mul",
        "Integer multiplication, wrapping.",
        COMM,
        WRAP_FLAGS,
    );
    UDiv(lhs, rhs) -> (result) = int_binary("llvm.udiv", "Unsigned integer division.", NONE, EXACT_FLAG);
    SDiv(lhs, rhs) -> (result) = int_binary("llvm.sdiv", "Signed integer division.", NONE, EXACT_FLAG);
    URem(lhs, rhs) -> (result) = int_binary("llvm.urem", "Unsigned integer remainder.", NONE, NO_FLAGS);
    SRem(lhs, rhs) -> (result) = int_binary("llvm.srem", "Signed integer remainder.", NONE, NO_FLAGS);
    Shl(lhs, rhs) -> (result) = int_binary("llvm.shl", "Shift left.", NONE, WRAP_FLAGS);
    LShr(lhs, rhs) -> (result) = int_binary(
        "llvm.lshr",
        "Logical (zero-filling) shift right.",
        NONE,
        EXACT_FLAG,
    );
    AShr(lhs, rhs) -> (result) = int_binary(
        "llvm.ashr",
        "Arithmetic (sign-filling) shift right.",
        NONE,
        EXACT_FLAG,
    );
    And(lhs, rhs) -> (result) = int_binary("llvm.and", "Bitwise and.", COMM, NO_FLAGS);
    Or(lhs, rhs) -> (result) = int_binary("llvm.or", "Bitwise or.", COMM, DISJOINT_FLAG);
    Xor(lhs, rhs) -> (result) = int_binary("llvm.xor", "Bitwise exclusive or.", COMM, CONSTEXPR_FLAG);
    // ---- Floating-point arithmetic ----------------------------------------
    FAdd(lhs, rhs) -> (result) = float_op("llvm.fadd", "Floating-point addition.", 2, COMM);
    FSub(lhs, rhs) -> (result) = float_op("llvm.fsub", "Floating-point subtraction.", 2, NONE);
    FMul(lhs, rhs) -> (result) = float_op("llvm.fmul", "Floating-point multiplication.", 2, COMM);
    FDiv(lhs, rhs) -> (result) = float_op("llvm.fdiv", "Floating-point division.", 2, NONE);
    FRem(lhs, rhs) -> (result) = float_op("llvm.frem", "Floating-point remainder.", 2, NONE);
    FNeg(value) -> (result) = float_op("llvm.fneg", "Floating-point negation.", 1, NONE);
    // ---- Comparisons and select -------------------------------------------
    ICmp(lhs, rhs) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        attrs: &[
            req("predicate", AttrKind::Str),
            opt("samesign", AttrKind::Unit),
        ],
        traits: PURE,
        verify: Some(hooks::icmp),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.icmp",
            "Compares integers or pointers; `predicate` is `eq`, `ne`, `ugt`, `sge`, ...",
        )
    };
    FCmp(lhs, rhs) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::FloatLike],
        attrs: &[
            req("predicate", AttrKind::Str),
            opt("fastmath", AttrKind::Str),
        ],
        traits: PURE,
        verify: Some(hooks::fcmp),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.fcmp",
            "Compares floats; `predicate` is `oeq`, `ult`, `ord`, `true`, ...",
        )
    };
    Select(condition, if_true, if_false) -> (result) = OpDef {
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        attrs: FAST_MATH,
        traits: PURE,
        verify: Some(hooks::select),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.select",
            "Picks the second or third operand by an i1 condition.",
        )
    };
    // ---- Conversions ------------------------------------------------------
    Trunc(value) -> (result) = OpDef {
        attrs: &[
            opt("nsw", AttrKind::Unit),
            opt("nuw", AttrKind::Unit),
            opt("constexpr", AttrKind::Unit),
        ],
        ..cast(
            "llvm.trunc",
            "Truncates an integer to a narrower one.",
            hooks::trunc,
        )
    };
    ZExt(value) -> (result) = OpDef {
        attrs: NNEG_FLAG,
        ..cast(
            "llvm.zext",
            "Zero-extends an integer to a wider one.",
            hooks::zext,
        )
    };
    SExt(value) -> (result) = cast(
        "llvm.sext",
        "Sign-extends an integer to a wider one.",
        hooks::sext,
    );
    FPTrunc(value) -> (result) = OpDef {
        attrs: FAST_MATH,
        ..cast(
            "llvm.fptrunc",
            "Rounds a float to a narrower float type.",
            hooks::fptrunc,
        )
    };
    FPExt(value) -> (result) = OpDef {
        attrs: FAST_MATH,
        ..cast(
            "llvm.fpext",
            "Extends a float to a wider float type.",
            hooks::fpext,
        )
    };
    FPToUI(value) -> (result) = cast(
        "llvm.fptoui",
        "Converts a float to an unsigned integer.",
        hooks::fptoui,
    );
    FPToSI(value) -> (result) = cast(
        "llvm.fptosi",
        "Converts a float to a signed integer.",
        hooks::fptosi,
    );
    UIToFP(value) -> (result) = OpDef {
        attrs: NNEG_FLAG,
        ..cast(
            "llvm.uitofp",
            "Converts an unsigned integer to a float.",
            hooks::uitofp,
        )
    };
    SIToFP(value) -> (result) = cast(
        "llvm.sitofp",
        "Converts a signed integer to a float.",
        hooks::sitofp,
    );
    PtrToInt(value) -> (result) = OpDef {
        attrs: CONSTEXPR_FLAG,
        ..cast(
            "llvm.ptrtoint",
            "Converts a pointer to an integer.",
            hooks::ptrtoint,
        )
    };
    PtrToAddr(value) -> (result) = OpDef {
        attrs: CONSTEXPR_FLAG,
        ..cast(
            "llvm.ptrtoaddr",
            "Converts a pointer to the integer of its address (without capturing provenance).",
            hooks::ptrtoint,
        )
    };
    IntToPtr(value) -> (result) = OpDef {
        attrs: CONSTEXPR_FLAG,
        ..cast(
            "llvm.inttoptr",
            "Converts an integer to a pointer.",
            hooks::inttoptr,
        )
    };
    BitCast(value) -> (result) = OpDef {
        attrs: CONSTEXPR_FLAG,
        ..cast(
            "llvm.bitcast",
            "Reinterprets the bits of a value as another type of the same size.",
            hooks::bitcast,
        )
    };
    AddrSpaceCast(value) -> (result) = OpDef {
        attrs: CONSTEXPR_FLAG,
        ..cast(
            "llvm.addrspacecast",
            "Converts a pointer to another address space.",
            hooks::addrspacecast,
        )
    };
    // ---- Memory -----------------------------------------------------------
    Alloca(; count?) -> (result) = OpDef {
        operands: Arity::Between(0, 1),
        results: Arity::Exact(1),
        operand_types: &[T::IntLike],
        result_types: &[T::Ptr],
        attrs: &[
            req("elem_type", AttrKind::Type),
            opt("alignment", AttrKind::Int),
            opt("inalloca", AttrKind::Unit),
        ],
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.alloca",
            "Allocates stack memory for `elem_type` (times the optional count operand).",
        )
    };
    Load(ptr) -> (result) = OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        operand_types: &[T::Ptr],
        attrs: MEM_FLAGS,
        traits: Traits::MEM_READ,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.load",
            "Reads a value of the result type from a pointer.",
        )
    };
    Store(value, ptr) -> () = OpDef {
        operands: Arity::Exact(2),
        operand_types: &[T::Any, T::Ptr],
        attrs: MEM_FLAGS,
        traits: Traits::MEM_WRITE,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.store",
            "Writes the first operand to the pointer operand.",
        )
    };
    AtomicRmw(ptr, value) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::Ptr, T::Any],
        attrs: ATOMIC_RMW_FLAGS,
        traits: Traits::MEM_READ.union(Traits::MEM_WRITE),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.atomicrmw",
            "Atomically applies `operation` (`add`, `xchg`, `umax`, ...) to the value at the pointer and the operand; returns the old value.",
        )
    };
    CmpXchg(ptr, compare, new_value) -> (result) = OpDef {
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        operand_types: &[T::Ptr, T::Any, T::Any],
        result_types: &[T::Aggregate],
        attrs: CMPXCHG_FLAGS,
        traits: Traits::MEM_READ.union(Traits::MEM_WRITE),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.cmpxchg",
            "Atomically replaces the value at the pointer by `new_value` if it equals `compare`; returns `{old value, whether it was replaced}`.",
        )
    };
    GetElementPtr(base; indices..) -> (result) = OpDef {
        operands: Arity::AtLeast(1),
        results: Arity::Exact(1),
        operand_types: &[T::Ptr, T::IntLike],
        result_types: &[T::Ptr],
        attrs: &[
            req("source_type", AttrKind::Type),
            opt("inbounds", AttrKind::Unit),
            opt("nusw", AttrKind::Unit),
            opt("nuw", AttrKind::Unit),
            opt("constexpr", AttrKind::Unit),
        ],
        traits: PURE,
        verify: Some(hooks::getelementptr),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.getelementptr",
            "Computes the address of an element of `source_type` from a base pointer and indices.",
        )
    };
    // ---- Aggregates and vectors -------------------------------------------
    ExtractValue(aggregate) -> (result) = OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        operand_types: &[T::Aggregate],
        attrs: &[req("indices", AttrKind::Array)],
        traits: PURE,
        verify: Some(hooks::extractvalue),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.extractvalue",
            "Reads a member of a struct or array value at `indices`.",
        )
    };
    InsertValue(aggregate, value) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::Aggregate, T::Any],
        result_types: &[T::Aggregate],
        attrs: &[req("indices", AttrKind::Array)],
        traits: PURE,
        verify: Some(hooks::insertvalue),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.insertvalue",
            "Returns a struct or array value with the member at `indices` replaced.",
        )
    };
    ExtractElement(vector, index) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::Vector, T::IntLike],
        traits: PURE,
        verify: Some(hooks::extractelement),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.extractelement",
            "Reads one lane of a vector at a dynamic index.",
        )
    };
    InsertElement(vector, value, index) -> (result) = OpDef {
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        operand_types: &[T::Vector, T::Any, T::IntLike],
        result_types: &[T::Vector],
        traits: PURE,
        verify: Some(hooks::insertelement),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.insertelement",
            "Returns a vector with one lane, at a dynamic index, replaced.",
        )
    };
    ShuffleVector(lhs, rhs) -> (result) = OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        operand_types: &[T::Vector],
        result_types: &[T::Vector],
        attrs: &[req("mask", AttrKind::Array)],
        traits: PURE,
        verify: Some(hooks::shufflevector),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.shufflevector",
            "Builds a vector from lanes of two vectors picked by `mask` (-1 for poison).",
        )
    };
    Freeze(value) -> (result) = OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        traits: PURE.union(SAME),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.freeze",
            "Turns undef or poison into an arbitrary fixed value.",
        )
    };
    // ---- Calls and constants ----------------------------------------------
    Call(; args..) -> (result?) = OpDef {
        operands: Arity::AtLeast(0),
        results: Arity::Between(0, 1),
        attrs: &[
            req("callee", AttrKind::Symbol),
            opt("fastmath", AttrKind::Str),
            opt("tail", AttrKind::Str),
            opt("cc", AttrKind::Str),
            opt("callee_type", AttrKind::Type),
            opt("addr_space", AttrKind::Int),
            opt("ret_attrs", AttrKind::Array),
            opt("arg_attrs", AttrKind::Array),
            opt("attrs", AttrKind::Array),
            opt("string_attrs", AttrKind::Dict),
        ],
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.call",
            "Calls the function `callee`; its effects are unknown.",
        )
    };
    Constant() -> (result) = OpDef {
        results: Arity::Exact(1),
        attrs: &[req("value", AttrKind::Any)],
        traits: PURE.union(Traits::CONSTANT_LIKE),
        verify: Some(hooks::constant),
        syntax: Some(&CONSTANT),
        ..OpDef::base(
            "llvm.constant",
            "Materializes the constant `value`: a typed scalar, `zeroinitializer`, or for \
             vectors, arrays and structs an array of elements (`c\"...\"` strings as bytes).",
        )
    };
    MetadataValue(; value?) -> (result) = OpDef {
        operands: Arity::Between(0, 1),
        results: Arity::Exact(1),
        result_types: &[T::Any],
        attrs: &[opt("value", AttrKind::Any)],
        traits: PURE,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.metadata_value",
            "Metadata used as a call argument (`metadata !3`): the metadata operand `value`, \
             or with an operand, that local value (`metadata ptr %p`).",
        )
    };
    PhiFlags(arg) -> () = OpDef {
        operands: Arity::Exact(1),
        attrs: &[req("fastmath", AttrKind::Str)],
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.phi_flags",
            "Fast-math flags of the `phi` that became the block argument operand; it sits in \
             that argument's block.",
        )
    };
    Undef() -> (result) = nullary("llvm.undef", "An undefined value of the result type.");
    Poison() -> (result) = nullary("llvm.poison", "A poison value of the result type.");
    AddressOf() -> (result) = OpDef {
        results: Arity::Exact(1),
        result_types: &[T::Ptr],
        attrs: &[req("global", AttrKind::Symbol)],
        traits: PURE,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.addressof",
            "The address of the global or function `global`.",
        )
    };
    // ---- Terminators ------------------------------------------------------
    Br() -> () = OpDef {
        successors: Arity::Exact(1),
        traits: Traits::TERMINATOR,
        syntax: Some(&TERMINATOR),
        ..OpDef::base("llvm.br", "Branches to a block, passing its arguments.")
    };
    CondBr(condition) -> () = OpDef {
        operands: Arity::Exact(1),
        operand_types: &[T::Bool],
        successors: Arity::Exact(2),
        traits: Traits::TERMINATOR,
        syntax: Some(&TERMINATOR),
        ..OpDef::base(
            "llvm.cond_br",
            "Branches to the first successor if the i1 operand is true, else the second.",
        )
    };
    Switch(value) -> () = OpDef {
        operands: Arity::Exact(1),
        operand_types: &[T::IntLike],
        successors: Arity::AtLeast(1),
        attrs: &[req("cases", AttrKind::Array)],
        traits: Traits::TERMINATOR,
        verify: Some(hooks::switch),
        syntax: Some(&TERMINATOR),
        ..OpDef::base(
            "llvm.switch",
            "Branches to the successor of the matching case, or to the first (default) one.",
        )
    };
    Ret(; value?) -> () = OpDef {
        operands: Arity::Between(0, 1),
        traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
        syntax: Some(&TERMINATOR),
        ..OpDef::base(
            "llvm.ret",
            "Returns from the function, with a value unless it returns void.",
        )
    };
    Unreachable() -> () = OpDef {
        traits: Traits::TERMINATOR,
        syntax: Some(&TERMINATOR),
        ..OpDef::base("llvm.unreachable", "Marks a point control never reaches.")
    };
    // ---- Module level -----------------------------------------------------
    Global() -> () = OpDef {
        attrs: &[
            req("sym_name", AttrKind::Str),
            req("global_type", AttrKind::Type),
            opt("initializer", AttrKind::Any),
            opt("constant", AttrKind::Unit),
            opt("linkage", AttrKind::Str),
            opt("alignment", AttrKind::Int),
            opt("addr_space", AttrKind::Int),
            opt("preemption", AttrKind::Str),
            opt("visibility", AttrKind::Str),
            opt("dll_storage", AttrKind::Str),
            opt("thread_local", AttrKind::Str),
            opt("unnamed_addr", AttrKind::Str),
            opt("externally_initialized", AttrKind::Unit),
            opt("section", AttrKind::Str),
            opt("partition", AttrKind::Str),
            opt("attrs", AttrKind::Array),
            opt("string_attrs", AttrKind::Dict),
        ],
        traits: Traits::SYMBOL,
        verify: Some(hooks::global),
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.global",
            "A module-level variable `sym_name` of `global_type`.",
        )
    };
    MdNode() -> () = OpDef {
        attrs: &[
            req("sym_name", AttrKind::Str),
            req("operands", AttrKind::Array),
            opt("distinct", AttrKind::Unit),
        ],
        traits: Traits::SYMBOL,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.mdnode",
            "A numbered metadata node `!N = [distinct] !{...}`; `sym_name` is `!N`.",
        )
    };
    NamedMetadata() -> () = OpDef {
        attrs: &[
            req("sym_name", AttrKind::Str),
            req("nodes", AttrKind::Array),
        ],
        traits: Traits::SYMBOL,
        syntax: Some(&SHORT),
        ..OpDef::base(
            "llvm.named_metadata",
            "Named metadata `!name = !{!0, ...}`; `sym_name` is `!name`, `nodes` lists node symbols.",
        )
    };
}
