//! The DXIL op table: one entry per DXIL operation, opcodes 0 to 257.
//!
//! Each entry names the source of its facts. Rows marked `from LlvmTd`
//! carry LLVM DXIL.td's signature, overloads, stages and attributes: the
//! facts of `dxil-ops.tsv` beside the project (a test compares the two when
//! the file is there). Rows marked `from Hctdb { ... }` carry the facts of
//! DXC's hctdb (its DXIL 1.8 op database), which the TSV does not have:
//! hctdb's argument names, its overload letters as kinds, its stage list
//! and minimum shader model, and its function attributes. Every entry has
//! a body: the macro has no form for an op known only by name.
//!
//! An entry reads:
//!
//! ```text
//! opcode Name: opClass [(inferred)] from Source {
//!     dxc DxcName;                                // when DXC names it differently
//!     sig (ArgKind "name", ...) -> ResultKind;    // without the leading i32 opcode
//!     overloads [Shape] [1.0: F16 F32, 1.3: ...]; // Shape: ResRet, CBufRet or Four for the result
//!     stages [1.0: All | Removed | [Stage ...], ...];
//!     attrs [1.0: ReadNone, ...];                 // `1.0:` alone: explicitly none
//!     props [Wave Gradient ...];                  // hctdb's properties, whatever the source
//!     from [int_intrinsic(Arg 0, I8 3), ...];     // LLVM intrinsics lowered to the op
//!     note "how else the op is produced";
//!     llvm22 "whether LLVM 22 has it";
//!     supplement "facts beyond the source, and where they come from";
//! }
//! ```
//!
//! Versioned lists follow DXIL.td's rule: the entry with the highest minimum
//! version not above the target applies, and it lists everything valid then.
//!
//! How hctdb's facts become an `Hctdb` row:
//! - The first version is the later of hctdb's minimum shader model (6.x is
//!   DXIL 1.x) and the DXIL version whose opcode count first covers the
//!   opcode; the overloads, stages and attributes start there.
//! - An op hctdb overloads on one type it also names in the signature (`i`
//!   for a result of `i32`, say) has that result, or else its first argument
//!   of that type, as its overload, as DXIL.td writes `ThreadId`: DXC names
//!   the function with the suffix (`dx.op.sampleIndex.i32`).
//! - hctdb's `rn`, `ro`, `nd`, `nr` and `amo` are `ReadNone`, `ReadOnly`,
//!   `NoDuplicate`, `NoReturn` and `ArgMemOnly`; no letters is `attrs [v:]`.
//! - hctdb's wave, derivative, gradient and sampler-feedback marks are
//!   `props`; an empty stage list is `All`.
//! - User-defined-struct and resource-object overloads have no scalar kind;
//!   those rows take the pointer (or struct) and say so in `supplement`.

use super::op::{
    DxilAttr, DxilOp, IntrinArg, IntrinsicMap, OpProperty, OverloadShape, Param, ParamKind,
    ScalarKind, Signature, Source, Versioned,
};
use super::version::{DxilVersion, ShaderStage, StageMask, Stages};

/// Builds one [`DxilOp`] from an entry of the table (see the module docs).
macro_rules! op {
    (@inferred) => { false };
    (@inferred $x:ident) => { true };
    (@or ; $b:ident) => { stringify!($b) };
    (@or $a:ident ; $b:ident) => { stringify!($a) };
    (@str) => { "" };
    (@str $s:literal) => { $s };
    (@shape) => { OverloadShape::Scalar };
    (@shape $s:ident) => { OverloadShape::$s };
    (@iargs) => { None };
    (@iargs [$($a:expr),*]) => { Some(&[$($a),*]) };
    (@ver $v:literal) => {
        // Evaluated at compile time: a bad literal fails the build.
        match DxilVersion::from_literal(stringify!($v)) {
            Some(v) => v,
            None => panic!(concat!("not a DXIL version: ", stringify!($v))),
        }
    };
    (@stages All) => { Stages::All };
    (@stages Removed) => { Stages::Removed };
    (@stages [$($s:ident)*]) => { Stages::Only(StageMask::of(&[$(ShaderStage::$s),*])) };

    ($opcode:literal $name:ident : $class:ident $(($inf:ident))? from $source:ident {
        $(dxc $dxc:ident;)?
        sig ($($akind:ident $($aname:literal)?),* $(,)?) -> $ret:ident;
        $(overloads $($shape:ident)? [$($ov:literal: $($oty:ident)*),*];)?
        stages [$($sv:literal: $sset:tt),*];
        $(attrs [$($atv:literal: $($at:ident)*),*];)?
        $(props [$($prop:ident)*];)?
        $(from [$($intr:ident $(($($sel:ident $selv:literal),*))?),* $(,)?];)?
        $(note $note:literal;)?
        llvm22 $llvm22:literal;
        $(supplement $supp:literal;)?
    }) => {
        DxilOp {
            name: stringify!($name),
            opcode: $opcode,
            class: stringify!($class),
            class_inferred: op!(@inferred $($inf)?),
            dxc_name: op!(@or $($dxc)? ; $name),
            source: Source::$source,
            signature: Some(Signature {
                ret: ParamKind::$ret,
                args: &[$(Param { kind: ParamKind::$akind, name: op!(@str $($aname)?) }),*],
            }),
            overload_shape: op!(@shape $($($shape)?)?),
            overloads: &[$($(Versioned {
                since: op!(@ver $ov),
                value: &[$(ScalarKind::$oty),*],
            }),*)?],
            stages: &[$(Versioned { since: op!(@ver $sv), value: op!(@stages $sset) }),*],
            attrs: &[$($(Versioned {
                since: op!(@ver $atv),
                value: &[$(DxilAttr::$at),*],
            }),*)?],
            props: &[$($(OpProperty::$prop),*)?],
            lowers_from: &[$($(IntrinsicMap {
                intrinsic: stringify!($intr),
                args: op!(@iargs $([$(IntrinArg::$sel($selv)),*])?),
            }),*)?],
            lowering_note: op!(@str $($note)?),
            llvm22: $llvm22,
            supplement: op!(@str $($supp)?),
        }
    };
}

/// Builds [`OPS`] and [`DxilOpcode`] from the same entries, so the Rust
/// name of an op and its entry cannot drift apart.
macro_rules! dxil_table {
    ($(op!($opcode:literal $name:ident $($entry:tt)*)),* $(,)?) => {
        /// Every DXIL op, indexed by opcode.
        pub(super) static OPS: [DxilOp; 258] = [$(op!($opcode $name $($entry)*)),*];

        /// A DXIL op named in Rust code, generated from the table: one
        /// variant per entry, whose value is the opcode. Passes name and
        /// match `dxil` ops with it (`DxilOpcode::AnnotateHandle.is(cx,
        /// body, op)`) instead of op-name strings, so a renamed op is a
        /// compile error.
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u32)]
        pub enum DxilOpcode {
            $(
                #[doc = concat!("`", stringify!($name), "`, opcode ", stringify!($opcode), ".")]
                $name = $opcode,
            )*
        }

        impl DxilOpcode {
            /// Every variant, by opcode.
            pub(super) const ALL: [DxilOpcode; 258] = [$(DxilOpcode::$name),*];
        }
    };
}

dxil_table! {
    op!(0 TempRegLoad: tempRegLoad from Hctdb {
        sig (I32 "index") -> Overload;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(1 TempRegStore: tempRegStore from Hctdb {
        sig (I32 "index", Overload "value") -> Void;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(2 MinPrecXRegLoad: minPrecXRegLoad from Hctdb {
        sig (Ptr "regIndex", I32 "index", I8 "component") -> Overload;
        overloads [1.0: F16 I16];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(3 MinPrecXRegStore: minPrecXRegStore from Hctdb {
        sig (Ptr "regIndex", I32 "index", I8 "component", Overload "value") -> Void;
        overloads [1.0: F16 I16];
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(4 LoadInput: loadInput from Hctdb {
        sig (I32 "inputSigId", I32 "rowIndex", I8 "colIndex", I32 "gsVertexAxis") -> Overload;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: [Library Vertex Hull Domain Geometry Pixel]];
        attrs [1.0: ReadNone];
        note "none in LLVM 22; from dx.load.input once translate-metadata assigns signature elements";
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages: hctdb gives none (every stage); the table keeps the stages with an \
                    input signature, the only ones with elements to load";
    }),
    op!(5 StoreOutput: storeOutput from Hctdb {
        sig (I32 "outputSigId", I32 "rowIndex", I8 "colIndex", Overload "value") -> Void;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: [Library Vertex Hull Domain Geometry Pixel]];
        attrs [1.0:];
        note "none in LLVM 22; from dx.store.output once translate-metadata assigns signature elements";
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages: hctdb gives none (every stage); the table keeps the stages with an \
                    output signature, the only ones with elements to store";
    }),
    op!(6 Abs: unary from LlvmTd {
        dxc FAbs;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32 F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_fabs];
        llvm22 "yes";
    }),
    op!(7 Saturate: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32 F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_saturate];
        llvm22 "yes";
    }),
    op!(8 IsNaN: isSpecialFloat from LlvmTd {
        sig (Overload) -> I1;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_isnan];
        note "also is_fpclass fcNan via lowerIsFPClass";
        llvm22 "yes";
    }),
    op!(9 IsInf: isSpecialFloat from LlvmTd {
        sig (Overload) -> I1;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_isinf];
        note "also is_fpclass fcInf via lowerIsFPClass";
        llvm22 "yes";
    }),
    op!(10 IsFinite: isSpecialFloat from LlvmTd {
        sig (Overload) -> I1;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        note "none in td; is_fpclass fcFinite via lowerIsFPClass";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(11 IsNormal: isSpecialFloat from LlvmTd {
        sig (Overload) -> I1;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        note "none in td; is_fpclass fcNormal via lowerIsFPClass";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(12 Cos: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_cos];
        llvm22 "yes";
    }),
    op!(13 Sin: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_sin];
        llvm22 "yes";
    }),
    op!(14 Tan: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_tan];
        llvm22 "yes";
    }),
    op!(15 ACos: unary from LlvmTd {
        dxc Acos;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_acos];
        llvm22 "yes";
    }),
    op!(16 ASin: unary from LlvmTd {
        dxc Asin;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_asin];
        llvm22 "yes";
    }),
    op!(17 ATan: unary from LlvmTd {
        dxc Atan;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_atan];
        llvm22 "yes";
    }),
    op!(18 HCos: unary from LlvmTd {
        dxc Hcos;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_cosh];
        llvm22 "yes";
    }),
    op!(19 HSin: unary from LlvmTd {
        dxc Hsin;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_sinh];
        llvm22 "yes";
    }),
    op!(20 HTan: unary from LlvmTd {
        dxc Htan;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_tanh];
        llvm22 "yes";
    }),
    op!(21 Exp2: unary from LlvmTd {
        dxc Exp;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_exp2];
        llvm22 "yes";
    }),
    op!(22 Frac: unary from LlvmTd {
        dxc Frc;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_frac];
        llvm22 "yes";
    }),
    op!(23 Log2: unary from LlvmTd {
        dxc Log;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_log2];
        llvm22 "yes";
    }),
    op!(24 Sqrt: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_sqrt];
        llvm22 "yes";
    }),
    op!(25 RSqrt: unary from LlvmTd {
        dxc Rsqrt;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_rsqrt];
        llvm22 "yes";
    }),
    op!(26 Round: unary from LlvmTd {
        dxc Round_ne;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_roundeven];
        llvm22 "yes";
    }),
    op!(27 Floor: unary from LlvmTd {
        dxc Round_ni;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_floor];
        llvm22 "yes";
    }),
    op!(28 Ceil: unary from LlvmTd {
        dxc Round_pi;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_ceil];
        llvm22 "yes";
    }),
    op!(29 Trunc: unary from LlvmTd {
        dxc Round_z;
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_trunc];
        llvm22 "yes";
    }),
    op!(30 Rbits: unary from LlvmTd {
        dxc Bfrev;
        sig (Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_bitreverse];
        llvm22 "yes";
    }),
    op!(31 CountBits: unaryBits from LlvmTd {
        dxc Countbits;
        sig (Overload) -> I32;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        note "none in td; int_ctpop via lowerCtpopToCountBits";
        llvm22 "yes";
    }),
    op!(32 FirstbitLo: unaryBits from LlvmTd {
        sig (Overload) -> I32;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_firstbitlow];
        llvm22 "yes";
    }),
    op!(33 FirstbitHi: unaryBits from LlvmTd {
        sig (Overload) -> I32;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_firstbituhigh];
        llvm22 "yes";
    }),
    op!(34 FirstbitSHi: unaryBits from LlvmTd {
        sig (Overload) -> I32;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_firstbitshigh];
        llvm22 "yes";
    }),
    op!(35 FMax: binary from LlvmTd {
        sig (Overload, Overload) -> Overload;
        overloads [1.0: F16 F32 F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_maxnum];
        llvm22 "yes";
    }),
    op!(36 FMin: binary from LlvmTd {
        sig (Overload, Overload) -> Overload;
        overloads [1.0: F16 F32 F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_minnum];
        llvm22 "yes";
    }),
    op!(37 SMax: binary from LlvmTd {
        dxc IMax;
        sig (Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_smax];
        llvm22 "yes";
    }),
    op!(38 SMin: binary from LlvmTd {
        dxc IMin;
        sig (Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_smin];
        llvm22 "yes";
    }),
    op!(39 UMax: binary from LlvmTd {
        sig (Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_umax];
        llvm22 "yes";
    }),
    op!(40 UMin: binary from LlvmTd {
        sig (Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_umin];
        llvm22 "yes";
    }),
    op!(41 IMul: binaryWithTwoOuts from Hctdb {
        sig (Overload "a", Overload "b") -> TwoI32s;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(42 UMul: binaryWithTwoOuts from Hctdb {
        sig (Overload "a", Overload "b") -> TwoI32s;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(43 UDiv: binaryWithTwoOuts from Hctdb {
        sig (Overload "a", Overload "b") -> TwoI32s;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(44 UAddc: binaryWithCarryOrBorrow from LlvmTd {
        sig (Overload, Overload) -> BinaryWithCarry;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_uadd_with_overflow];
        llvm22 "yes";
    }),
    op!(45 USubb: binaryWithCarryOrBorrow from Hctdb {
        sig (Overload "a", Overload "b") -> BinaryWithCarry;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(46 FMad: tertiary from LlvmTd {
        sig (Overload, Overload, Overload) -> Overload;
        overloads [1.0: F16 F32 F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_fmuladd];
        llvm22 "yes";
    }),
    op!(47 Fma: tertiary from LlvmTd {
        sig (Overload, Overload, Overload) -> Overload;
        overloads [1.0: F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_fma];
        llvm22 "yes";
    }),
    op!(48 IMad: tertiary from LlvmTd {
        sig (Overload, Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_imad];
        llvm22 "yes";
    }),
    op!(49 UMad: tertiary from LlvmTd {
        sig (Overload, Overload, Overload) -> Overload;
        overloads [1.0: I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_umad];
        llvm22 "yes";
    }),
    op!(50 Msad: tertiary from Hctdb {
        sig (Overload "a", Overload "b", Overload "c") -> Overload;
        overloads [1.0: I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(51 Ibfe: tertiary from Hctdb {
        sig (Overload "a", Overload "b", Overload "c") -> Overload;
        overloads [1.0: I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(52 Ubfe: tertiary from Hctdb {
        sig (Overload "a", Overload "b", Overload "c") -> Overload;
        overloads [1.0: I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(53 Bfi: quaternary from Hctdb {
        sig (
            Overload "width",
            Overload "offset",
            Overload "value",
            Overload "replacedValue",
        ) -> Overload;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(54 Dot2: dot2 from LlvmTd {
        sig (Overload, Overload, Overload, Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_dot2];
        llvm22 "yes";
    }),
    op!(55 Dot3: dot3 from LlvmTd {
        sig (Overload, Overload, Overload, Overload, Overload, Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_dot3];
        llvm22 "yes";
    }),
    op!(56 Dot4: dot4 from LlvmTd {
        sig (
            Overload,
            Overload,
            Overload,
            Overload,
            Overload,
            Overload,
            Overload,
            Overload,
        ) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_dot4];
        llvm22 "yes";
    }),
    op!(57 CreateHandle: createHandle from LlvmTd {
        sig (I8 "resource class", I32 "range id", I32 "index", I1 "non-uniform") -> Handle;
        stages [1.0: All, 1.6: Removed];
        attrs [1.0: ReadOnly];
        note "none; from dx.resource.handlefrombinding when DXIL<1.6";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(58 CBufferLoad: cbufferLoad from Hctdb {
        sig (Handle "handle", I32 "byteOffset", I32 "alignment") -> Overload;
        overloads [1.0: F16 F32 F64 I8 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(59 CBufferLoadLegacy: cbufferLoadLegacy from LlvmTd {
        sig (Handle, I32 "row") -> Overload;
        overloads CBufRet [1.0: F16 F32 F64 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        note "none; from dx.resource.load.cbufferrow.2/4/8";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(60 Sample: sample (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: [Pixel Library], 1.6: [Pixel Compute Library Mesh Amplification Node]];
        attrs [1.0: ReadOnly];
        props [Gradient];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages by version: an implicit-gradient op reaches compute, amplification and \
                    mesh shaders at DXIL 1.6 (shader model 6.6), which DXC checks outside hctdb";
    }),
    op!(61 SampleBias: sampleBias (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "bias",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: [Pixel Library], 1.6: [Pixel Compute Library Mesh Amplification Node]];
        attrs [1.0: ReadOnly];
        props [Gradient];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages by version: an implicit-gradient op reaches compute, amplification and \
                    mesh shaders at DXIL 1.6 (shader model 6.6), which DXC checks outside hctdb";
    }),
    op!(62 SampleLevel: sampleLevel (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "LOD",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(63 SampleGrad: sampleGrad (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "ddx0",
            Float "ddx1",
            Float "ddx2",
            Float "ddy0",
            Float "ddy1",
            Float "ddy2",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(64 SampleCmp: sampleCmp (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "compareValue",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32];
        stages [1.0: [Pixel Library], 1.6: [Pixel Compute Library Mesh Amplification Node]];
        attrs [1.0: ReadOnly];
        props [Gradient];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages by version: an implicit-gradient op reaches compute, amplification and \
                    mesh shaders at DXIL 1.6 (shader model 6.6), which DXC checks outside hctdb";
    }),
    op!(65 SampleCmpLevelZero: sampleCmpLevelZero (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "compareValue",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(66 TextureLoad: textureLoad from LlvmTd {
        sig (
            Handle,
            I32 "mip or sample",
            I32 "c0",
            I32 "c1",
            I32 "c2",
            I32 "o0",
            I32 "o1",
            I32 "o2",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        note "none in this td version";
        llvm22 "UNCONFIRMED (no lowering in LLVM 22 OpLowering; op may be absent from the 22 td)";
    }),
    op!(67 TextureStore: textureStore (inferred) from Hctdb {
        sig (
            Handle "srv",
            I32 "coord0",
            I32 "coord1",
            I32 "coord2",
            Overload "value0",
            Overload "value1",
            Overload "value2",
            Overload "value3",
            I8 "mask",
        ) -> Void;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(68 BufferLoad: bufferLoad from LlvmTd {
        sig (Handle, I32 "c0", I32 "c1") -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        note "none; from dx.resource.load.typedbuffer, and load.rawbuffer when DXIL<1.2";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(69 BufferStore: bufferStore from LlvmTd {
        sig (Handle, I32 "c0", I32 "c1", Overload, Overload, Overload, Overload, I8 "mask") -> Void;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        note "none; from dx.resource.store.typedbuffer, and store.rawbuffer when DXIL<1.2";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(70 UpdateCounter: bufferUpdateCounter from LlvmTd {
        dxc BufferUpdateCounter;
        sig (Handle, I8 "direction") -> I32;
        stages [1.0: All];
        note "none; from dx.resource.updatecounter";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(71 CheckAccessFullyMapped: checkAccessFullyMapped from LlvmTd {
        sig (Overload) -> I1;
        overloads [1.0: I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        note "none; emitted when the i1 check-bit of a typed/raw load is used";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(72 GetDimensions: getDimensions from LlvmTd {
        sig (Handle, I32 "mip level") -> Dimensions;
        stages [1.0: All];
        note "none; from dx.resource.getdimensions.x";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(73 TextureGather: textureGather (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "channel",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(74 TextureGatherCmp: textureGatherCmp (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "channel",
            Float "compareValue",
        ) -> Overload;
        overloads ResRet [1.0: F16 F32 I16 I32];
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(75 Texture2DMSGetSamplePosition: texture2DMSGetSamplePosition (inferred) from Hctdb {
        sig (Handle "srv", I32 "index") -> SamplePos;
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(76 RenderTargetGetSamplePosition: renderTargetGetSamplePosition (inferred) from Hctdb {
        sig (I32 "index") -> SamplePos;
        stages [1.0: [Pixel]];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(77 RenderTargetGetSampleCount: renderTargetGetSampleCount (inferred) from Hctdb {
        sig () -> I32;
        stages [1.0: [Pixel]];
        attrs [1.0: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(78 AtomicBinOp: atomicBinOp (inferred) from Hctdb {
        sig (
            Handle "handle",
            I32 "atomicOp",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Overload "newValue",
        ) -> Overload;
        overloads [1.0: I32, 1.6: I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "overloads by version: i64 from DXIL 1.6 (shader model 6.6 64-bit atomics), \
                    which DXC checks outside hctdb";
    }),
    op!(79 AtomicCompareExchange: atomicCompareExchange (inferred) from Hctdb {
        sig (
            Handle "handle",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Overload "compareValue",
            Overload "newValue",
        ) -> Overload;
        overloads [1.0: I32, 1.6: I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "overloads by version: i64 from DXIL 1.6 (shader model 6.6 64-bit atomics), \
                    which DXC checks outside hctdb";
    }),
    op!(80 Barrier: barrier from LlvmTd {
        sig (I32 "barrier mode flags") -> Void;
        stages [1.0: [Compute Library]];
        attrs [1.0:];
        from [
            int_dx_group_memory_barrier_with_group_sync(I32 9),
            int_dx_group_memory_barrier(I32 8),
        ];
        llvm22 "partial: not in LLVM 22: int_dx_group_memory_barrier";
    }),
    op!(81 CalculateLOD: calculateLOD (inferred) from Hctdb {
        sig (
            Handle "handle",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            I1 "clamped",
        ) -> Overload;
        overloads [1.0: F32];
        stages [1.0: [Pixel Library], 1.6: [Pixel Compute Library Mesh Amplification]];
        attrs [1.0: ReadOnly];
        props [Gradient];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "stages by version: an implicit-gradient op reaches compute, amplification and \
                    mesh shaders at DXIL 1.6 (shader model 6.6), which DXC checks outside hctdb";
    }),
    op!(82 Discard: discard from LlvmTd {
        sig (I1) -> Void;
        stages [1.0: [Pixel]];
        from [int_dx_discard];
        llvm22 "yes";
    }),
    op!(83 DerivCoarseX: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Library Pixel]];
        props [Gradient Derivative];
        from [int_dx_ddx_coarse];
        llvm22 "yes";
    }),
    op!(84 DerivCoarseY: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Library Pixel]];
        props [Gradient Derivative];
        from [int_dx_ddy_coarse];
        llvm22 "yes";
    }),
    op!(85 DerivFineX: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Library Pixel]];
        props [Gradient Derivative];
        from [int_dx_ddx_fine];
        llvm22 "yes";
    }),
    op!(86 DerivFineY: unary from LlvmTd {
        sig (Overload) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Library Pixel]];
        props [Gradient Derivative];
        from [int_dx_ddy_fine];
        llvm22 "yes";
    }),
    op!(87 EvalSnapped: evalSnapped (inferred) from Hctdb {
        sig (
            I32 "inputSigId",
            I32 "inputRowIndex",
            I8 "inputColIndex",
            I32 "offsetX",
            I32 "offsetY",
        ) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(88 EvalSampleIndex: evalSampleIndex (inferred) from Hctdb {
        sig (
            I32 "inputSigId",
            I32 "inputRowIndex",
            I8 "inputColIndex",
            I32 "sampleIndex",
        ) -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(89 EvalCentroid: evalCentroid (inferred) from Hctdb {
        sig (I32 "inputSigId", I32 "inputRowIndex", I8 "inputColIndex") -> Overload;
        overloads [1.0: F16 F32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(90 SampleIndex: sampleIndex (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(91 Coverage: coverage (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(92 InnerCoverage: innerCoverage (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Pixel]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(93 ThreadId: threadId from LlvmTd {
        sig (Overload "i32 component") -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Compute Mesh Amplification Node]];
        attrs [1.0: ReadNone];
        from [int_dx_thread_id];
        llvm22 "yes";
    }),
    op!(94 GroupId: groupId from LlvmTd {
        sig (Overload "i32 component") -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Compute Mesh Amplification Node]];
        attrs [1.0: ReadNone];
        from [int_dx_group_id];
        llvm22 "yes";
    }),
    op!(95 ThreadIdInGroup: threadIdInGroup from LlvmTd {
        sig (Overload "i32 component") -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Compute Mesh Amplification Node]];
        attrs [1.0: ReadNone];
        from [int_dx_thread_id_in_group];
        llvm22 "yes";
    }),
    op!(96 FlattenedThreadIdInGroup: flattenedThreadIdInGroup from LlvmTd {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Compute Mesh Amplification Node]];
        attrs [1.0: ReadNone];
        from [int_dx_flattened_thread_id_in_group];
        llvm22 "yes";
    }),
    op!(97 EmitStream: emitStream (inferred) from Hctdb {
        sig (I8 "streamId") -> Void;
        stages [1.0: [Geometry]];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(98 CutStream: cutStream (inferred) from Hctdb {
        sig (I8 "streamId") -> Void;
        stages [1.0: [Geometry]];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(99 EmitThenCutStream: emitThenCutStream (inferred) from Hctdb {
        sig (I8 "streamId") -> Void;
        stages [1.0: [Geometry]];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(100 GSInstanceID: gsInstanceID (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Geometry]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(101 MakeDouble: makeDouble from LlvmTd {
        sig (I32 "lo", I32 "hi") -> Overload;
        overloads [1.0: F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_asdouble];
        llvm22 "yes";
    }),
    op!(102 SplitDouble: splitDouble from LlvmTd {
        sig (Overload) -> SplitDouble;
        overloads [1.0: F64];
        stages [1.0: All];
        attrs [1.0: ReadNone];
        from [int_dx_splitdouble];
        llvm22 "yes";
    }),
    op!(103 LoadOutputControlPoint: loadOutputControlPoint (inferred) from Hctdb {
        sig (I32 "inputSigId", I32 "row", I8 "col", I32 "index") -> Overload;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: [Hull Domain]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(104 LoadPatchConstant: loadPatchConstant (inferred) from Hctdb {
        sig (I32 "inputSigId", I32 "row", I8 "col") -> Overload;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: [Hull Domain]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(105 DomainLocation: domainLocation (inferred) from Hctdb {
        sig (I8 "component") -> Overload;
        overloads [1.0: F32];
        stages [1.0: [Domain]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(106 StorePatchConstant: storePatchConstant (inferred) from Hctdb {
        sig (I32 "outputSigID", I32 "row", I8 "col", Overload "value") -> Void;
        overloads [1.0: F16 F32 I16 I32];
        stages [1.0: [Hull]];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(107 OutputControlPointID: outputControlPointID (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Hull]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(108 PrimitiveID: primitiveID (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.0: I32];
        stages [1.0: [Geometry Hull Domain]];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(109 CycleCounterLegacy: cycleCounterLegacy (inferred) from Hctdb {
        sig () -> TwoI32s;
        stages [1.0: All];
        attrs [1.0:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(110 WaveIsFirstLane: waveIsFirstLane from LlvmTd {
        sig () -> I1;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_is_first_lane];
        llvm22 "yes";
    }),
    op!(111 WaveGetLaneIndex: waveGetLaneIndex from LlvmTd {
        sig () -> I32;
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        props [Wave];
        from [int_dx_wave_getlaneindex];
        llvm22 "yes";
    }),
    op!(112 WaveGetLaneCount: waveGetLaneCount from LlvmTd {
        sig () -> I32;
        stages [1.0: All];
        attrs [1.0: ReadOnly];
        props [Wave];
        from [int_dx_wave_get_lane_count];
        llvm22 "yes";
    }),
    op!(113 WaveActiveAnyTrue: waveAnyTrue from LlvmTd {
        dxc WaveAnyTrue;
        sig (I1) -> I1;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_any];
        llvm22 "yes";
    }),
    op!(114 WaveActiveAllTrue: waveAllTrue from LlvmTd {
        dxc WaveAllTrue;
        sig (I1) -> I1;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_all];
        llvm22 "yes";
    }),
    op!(115 WaveActiveAllEqual: waveActiveAllEqual from LlvmTd {
        sig (Overload) -> I1;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_all_equal];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_wave_all_equal); op likely added after 22";
    }),
    op!(116 WaveActiveBallot: waveActiveBallot from LlvmTd {
        sig (I1) -> FourI32s;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_ballot];
        llvm22 "yes, UNCONFIRMED shape (22 intrinsic returns <4 x i32>; td here returns %dx.types.fouri32)";
    }),
    op!(117 WaveReadLaneAt: waveReadLaneAt from LlvmTd {
        sig (Overload, I32 "lane") -> Overload;
        overloads [1.0: F16 F32 F64 I1 I16 I32 I64];
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_readlane];
        llvm22 "yes";
    }),
    op!(118 WaveReadLaneFirst: waveReadLaneFirst (inferred) from Hctdb {
        sig (Overload "value") -> Overload;
        overloads [1.0: F16 F32 F64 I1 I8 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(119 WaveActiveOp: waveActiveOp from LlvmTd {
        sig (Overload, I8 "WaveOpKind", I8 "SignedOpKind") -> Overload;
        overloads [1.0: F16 F32 F64 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        from [
            int_dx_wave_reduce_sum(Arg 0, I8 0, I8 0),
            int_dx_wave_reduce_usum(Arg 0, I8 0, I8 1),
            int_dx_wave_product(Arg 0, I8 1, I8 0),
            int_dx_wave_uproduct(Arg 0, I8 1, I8 1),
            int_dx_wave_reduce_max(Arg 0, I8 3, I8 0),
            int_dx_wave_reduce_umax(Arg 0, I8 3, I8 1),
            int_dx_wave_reduce_min(Arg 0, I8 2, I8 0),
            int_dx_wave_reduce_umin(Arg 0, I8 2, I8 1),
        ];
        llvm22 "partial: not in LLVM 22: int_dx_wave_product,int_dx_wave_uproduct";
    }),
    op!(120 WaveActiveBit: waveActiveBit from LlvmTd {
        sig (Overload, I8 "WaveBitOpKind") -> Overload;
        overloads [1.0: I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        from [
            int_dx_wave_reduce_or(Arg 0, I8 1),
            int_dx_wave_reduce_xor(Arg 0, I8 2),
            int_dx_wave_reduce_and(Arg 0, I8 0),
        ];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_wave_reduce_or,int_dx_wave_reduce_xor,int_dx_wave_reduce_and); op likely added after 22";
    }),
    op!(121 WavePrefixOp: wavePrefixOp from LlvmTd {
        sig (Overload, I8 "WaveOpKind", I8 "SignedOpKind") -> Overload;
        overloads [1.0: F16 F32 F64 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        from [
            int_dx_wave_prefix_sum(Arg 0, I8 0, I8 0),
            int_dx_wave_prefix_usum(Arg 0, I8 0, I8 1),
            int_dx_wave_prefix_product(Arg 0, I8 1, I8 0),
            int_dx_wave_prefix_uproduct(Arg 0, I8 1, I8 1),
        ];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_wave_prefix_sum,int_dx_wave_prefix_usum,int_dx_wave_prefix_product,int_dx_wave_prefix_uproduct); op likely added after 22";
    }),
    op!(122 QuadReadLaneAt: quadReadLaneAt (inferred) from Hctdb {
        sig (Overload "value", I32 "quadLane") -> Overload;
        overloads [1.0: F16 F32 F64 I1 I8 I16 I32 I64];
        stages [1.0: [Pixel Compute Library Mesh Amplification]];
        attrs [1.0:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(123 QuadOp: quadOp from LlvmTd {
        sig (Overload, I8 "QuadOpKind") -> Overload;
        overloads [1.0: F16 F32 F64 I16 I32 I64];
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        from [int_dx_quad_read_across_x(Arg 0, I8 0), int_dx_quad_read_across_y(Arg 0, I8 1)];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_quad_read_across_x,int_dx_quad_read_across_y); op likely added after 22";
    }),
    op!(124 BitcastI16toF16: bitcastI16toF16 (inferred) from Hctdb {
        sig (I16 "value") -> Half;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(125 BitcastF16toI16: bitcastF16toI16 (inferred) from Hctdb {
        sig (Half "value") -> I16;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(126 BitcastI32toF32: bitcastI32toF32 (inferred) from Hctdb {
        sig (I32 "value") -> Float;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(127 BitcastF32toI32: bitcastF32toI32 (inferred) from Hctdb {
        sig (Float "value") -> I32;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(128 BitcastI64toF64: bitcastI64toF64 (inferred) from Hctdb {
        sig (I64 "value") -> Double;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(129 BitcastF64toI64: bitcastF64toI64 (inferred) from Hctdb {
        sig (Double "value") -> I64;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(130 LegacyF32ToF16: legacyF32ToF16 from LlvmTd {
        sig (Float) -> I32;
        stages [1.0: All];
        from [int_dx_legacyf32tof16];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_legacyf32tof16); op likely added after 22";
    }),
    op!(131 LegacyF16ToF32: legacyF16ToF32 from LlvmTd {
        sig (I32) -> Float;
        stages [1.0: All];
        from [int_dx_legacyf16tof32];
        llvm22 "yes";
    }),
    op!(132 LegacyDoubleToFloat: legacyDoubleToFloat (inferred) from Hctdb {
        sig (Double "value") -> Float;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(133 LegacyDoubleToSInt32: legacyDoubleToSInt32 (inferred) from Hctdb {
        sig (Double "value") -> I32;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(134 LegacyDoubleToUInt32: legacyDoubleToUInt32 (inferred) from Hctdb {
        sig (Double "value") -> I32;
        stages [1.0: All];
        attrs [1.0: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(135 WaveAllBitCount: waveAllOp from LlvmTd {
        sig (I1) -> I32;
        stages [1.0: All];
        props [Wave];
        from [int_dx_wave_active_countbits];
        llvm22 "yes";
    }),
    op!(136 WavePrefixBitCount: wavePrefixOp from LlvmTd {
        sig (I1) -> I32;
        stages [1.0: All];
        attrs [1.0:];
        props [Wave];
        from [int_dx_wave_prefix_bit_count];
        llvm22 "no: intrinsic(s) not in LLVM 22 (int_dx_wave_prefix_bit_count); op likely added after 22";
    }),
    op!(137 AttributeAtVertex: attributeAtVertex (inferred) from Hctdb {
        sig (I32 "inputSigId", I32 "inputRowIndex", I8 "inputColIndex", I8 "VertexID") -> Overload;
        overloads [1.1: F16 F32 I16 I32];
        stages [1.1: [Pixel]];
        attrs [1.1: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(138 ViewID: viewID (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.1: I32];
        stages [1.1: [Pixel Vertex Geometry Hull Domain Mesh]];
        attrs [1.1: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(139 RawBufferLoad: rawBufferLoad from LlvmTd {
        sig (Handle, I32 "c0", I32 "c1", I8 "mask", I32 "alignment") -> Overload;
        overloads ResRet [1.2: F16 F32 I16 I32, 1.3: F16 F32 F64 I16 I32 I64];
        stages [1.2: All];
        note "none; from dx.resource.load.rawbuffer when DXIL>=1.2";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(140 RawBufferStore: rawBufferStore from LlvmTd {
        sig (
            Handle,
            I32 "c0",
            I32 "c1",
            Overload,
            Overload,
            Overload,
            Overload,
            I8 "mask",
            I32 "alignment",
        ) -> Void;
        overloads ResRet [1.2: F16 F32 I16 I32, 1.3: F16 F32 F64 I16 I32 I64];
        stages [1.2: All];
        note "none; from dx.resource.store.rawbuffer when DXIL>=1.2";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(141 InstanceID: instanceID (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(142 InstanceIndex: instanceIndex (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(143 HitKind: hitKind (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(144 RayFlags: rayFlags (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library Intersection AnyHit ClosestHit Miss]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(145 DispatchRaysIndex: dispatchRaysIndex (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library RayGeneration Intersection AnyHit ClosestHit Miss Callable]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(146 DispatchRaysDimensions: dispatchRaysDimensions (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library RayGeneration Intersection AnyHit ClosestHit Miss Callable]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(147 WorldRayOrigin: worldRayOrigin (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit Miss]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(148 WorldRayDirection: worldRayDirection (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit Miss]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(149 ObjectRayOrigin: objectRayOrigin (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(150 ObjectRayDirection: objectRayDirection (inferred) from Hctdb {
        sig (I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(151 ObjectToWorld: objectToWorld (inferred) from Hctdb {
        sig (I32 "row", I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(152 WorldToObject: worldToObject (inferred) from Hctdb {
        sig (I32 "row", I8 "col") -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(153 RayTMin: rayTMin (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit Miss]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(154 RayTCurrent: rayTCurrent (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: F32];
        stages [1.3: [Library Intersection AnyHit ClosestHit Miss]];
        attrs [1.3: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(155 IgnoreHit: ignoreHit (inferred) from Hctdb {
        sig () -> Void;
        stages [1.3: [AnyHit]];
        attrs [1.3: NoReturn];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(156 AcceptHitAndEndSearch: acceptHitAndEndSearch (inferred) from Hctdb {
        sig () -> Void;
        stages [1.3: [AnyHit]];
        attrs [1.3: NoReturn];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(157 TraceRay: traceRay (inferred) from Hctdb {
        sig (
            Handle "AccelerationStructure",
            I32 "RayFlags",
            I32 "InstanceInclusionMask",
            I32 "RayContributionToHitGroupIndex",
            I32 "MultiplierForGeometryContributionToShaderIndex",
            I32 "MissShaderIndex",
            Float "Origin_X",
            Float "Origin_Y",
            Float "Origin_Z",
            Float "TMin",
            Float "Direction_X",
            Float "Direction_Y",
            Float "Direction_Z",
            Float "TMax",
            Ptr "payload",
        ) -> Void;
        stages [1.3: [Library RayGeneration ClosestHit Miss]];
        attrs [1.3:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the user-defined struct its pointer argument points to \
                    and names the function after it (dx.op.traceRay.struct.<name>); with opaque \
                    pointers the table takes the pointer and lists no overloads";
    }),
    op!(158 ReportHit: reportHit (inferred) from Hctdb {
        sig (Float "THit", I32 "HitKind", Ptr "Attributes") -> I1;
        stages [1.3: [Library Intersection]];
        attrs [1.3:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the user-defined struct its pointer argument points to \
                    and names the function after it (dx.op.reportHit.struct.<name>); with opaque \
                    pointers the table takes the pointer and lists no overloads";
    }),
    op!(159 CallShader: callShader (inferred) from Hctdb {
        sig (I32 "ShaderIndex", Ptr "Parameter") -> Void;
        stages [1.3: [Library RayGeneration ClosestHit Miss Callable]];
        attrs [1.3:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the user-defined struct its pointer argument points to \
                    and names the function after it (dx.op.callShader.struct.<name>); with opaque \
                    pointers the table takes the pointer and lists no overloads";
    }),
    op!(160 CreateHandleForLib: createHandleForLib (inferred) from Hctdb {
        sig (Object "Resource") -> Handle;
        stages [1.3: All];
        attrs [1.3: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the resource's struct type (its `o` overload); the \
                    table takes any struct and lists no overloads; the linker translates it for \
                    shader models from 6.0";
    }),
    op!(161 PrimitiveIndex: primitiveIndex (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.3: I32];
        stages [1.3: [Library Intersection AnyHit ClosestHit]];
        attrs [1.3: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(162 Dot2AddHalf: dot2AddHalf from LlvmTd {
        sig (Overload "acc", Half, Half, Half, Half) -> Overload;
        overloads [1.4: F32];
        stages [1.4: All];
        attrs [1.4: ReadNone];
        from [int_dx_dot2add];
        llvm22 "yes";
    }),
    op!(163 Dot4AddI8Packed: dot4AddPacked from LlvmTd {
        sig (I32, I32, I32) -> Overload;
        overloads [1.4: I32];
        stages [1.4: All];
        attrs [1.4: ReadNone];
        from [int_dx_dot4add_i8packed];
        llvm22 "yes";
    }),
    op!(164 Dot4AddU8Packed: dot4AddPacked from LlvmTd {
        sig (I32, I32, I32) -> Overload;
        overloads [1.4: I32];
        stages [1.4: All];
        attrs [1.4: ReadNone];
        from [int_dx_dot4add_u8packed];
        llvm22 "yes";
    }),
    op!(165 WaveMatch: waveMatch (inferred) from Hctdb {
        sig (Overload "value") -> FourI32s;
        overloads [1.5: F16 F32 F64 I8 I16 I32 I64];
        stages [1.5: All];
        attrs [1.5:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(166 WaveMultiPrefixOp: waveMultiPrefixOp (inferred) from Hctdb {
        sig (
            Overload "value",
            I32 "mask0",
            I32 "mask1",
            I32 "mask2",
            I32 "mask3",
            I8 "op",
            I8 "sop",
        ) -> Overload;
        overloads [1.5: F16 F32 F64 I8 I16 I32 I64];
        stages [1.5: All];
        attrs [1.5:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(167 WaveMultiPrefixBitCount: waveMultiPrefixBitCount (inferred) from Hctdb {
        sig (I1 "value", I32 "mask0", I32 "mask1", I32 "mask2", I32 "mask3") -> I32;
        stages [1.5: All];
        attrs [1.5:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(168 SetMeshOutputCounts: setMeshOutputCounts (inferred) from Hctdb {
        sig (I32 "numVertices", I32 "numPrimitives") -> Void;
        stages [1.5: [Mesh]];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(169 EmitIndices: emitIndices (inferred) from Hctdb {
        sig (
            I32 "PrimitiveIndex",
            I32 "VertexIndex0",
            I32 "VertexIndex1",
            I32 "VertexIndex2",
        ) -> Void;
        stages [1.5: [Mesh]];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(170 GetMeshPayload: getMeshPayload (inferred) from Hctdb {
        sig () -> Ptr;
        stages [1.5: [Mesh]];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the payload struct its result points to \
                    (dx.op.getMeshPayload.struct.<name>); with opaque pointers the result is a \
                    pointer and the table lists no overloads";
    }),
    op!(171 StoreVertexOutput: storeVertexOutput (inferred) from Hctdb {
        sig (
            I32 "outputSigId",
            I32 "rowIndex",
            I8 "colIndex",
            Overload "value",
            I32 "vertexIndex",
        ) -> Void;
        overloads [1.5: F16 F32 I16 I32];
        stages [1.5: [Mesh]];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(172 StorePrimitiveOutput: storePrimitiveOutput (inferred) from Hctdb {
        sig (
            I32 "outputSigId",
            I32 "rowIndex",
            I8 "colIndex",
            Overload "value",
            I32 "primitiveIndex",
        ) -> Void;
        overloads [1.5: F16 F32 I16 I32];
        stages [1.5: [Mesh]];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(173 DispatchMesh: dispatchMesh (inferred) from Hctdb {
        sig (
            I32 "threadGroupCountX",
            I32 "threadGroupCountY",
            I32 "threadGroupCountZ",
            Ptr "payload",
        ) -> Void;
        stages [1.5: [Amplification]];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the user-defined struct its pointer argument points to \
                    and names the function after it (dx.op.dispatchMesh.struct.<name>); with \
                    opaque pointers the table takes the pointer and lists no overloads";
    }),
    op!(174 WriteSamplerFeedback: writeSamplerFeedback (inferred) from Hctdb {
        sig (
            Handle "feedbackTex",
            Handle "sampledTex",
            Handle "sampler",
            Float "c0",
            Float "c1",
            Float "c2",
            Float "c3",
            Float "clamp",
        ) -> Void;
        stages [1.5: [Pixel Library]];
        attrs [1.5:];
        props [Gradient Feedback];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(175 WriteSamplerFeedbackBias: writeSamplerFeedbackBias (inferred) from Hctdb {
        sig (
            Handle "feedbackTex",
            Handle "sampledTex",
            Handle "sampler",
            Float "c0",
            Float "c1",
            Float "c2",
            Float "c3",
            Float "bias",
            Float "clamp",
        ) -> Void;
        stages [1.5: [Pixel Library]];
        attrs [1.5:];
        props [Gradient Feedback];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(176 WriteSamplerFeedbackLevel: writeSamplerFeedbackLevel (inferred) from Hctdb {
        sig (
            Handle "feedbackTex",
            Handle "sampledTex",
            Handle "sampler",
            Float "c0",
            Float "c1",
            Float "c2",
            Float "c3",
            Float "lod",
        ) -> Void;
        stages [1.5: All];
        attrs [1.5:];
        props [Feedback];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(177 WriteSamplerFeedbackGrad: writeSamplerFeedbackGrad (inferred) from Hctdb {
        sig (
            Handle "feedbackTex",
            Handle "sampledTex",
            Handle "sampler",
            Float "c0",
            Float "c1",
            Float "c2",
            Float "c3",
            Float "ddx0",
            Float "ddx1",
            Float "ddx2",
            Float "ddy0",
            Float "ddy1",
            Float "ddy2",
            Float "clamp",
        ) -> Void;
        stages [1.5: All];
        attrs [1.5:];
        props [Feedback];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(178 AllocateRayQuery: allocateRayQuery (inferred) from Hctdb {
        sig (I32 "constRayFlags") -> I32;
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(179 RayQuery_TraceRayInline: rayQuery_TraceRayInline (inferred) from Hctdb {
        sig (
            I32 "rayQueryHandle",
            Handle "accelerationStructure",
            I32 "rayFlags",
            I32 "instanceInclusionMask",
            Float "origin_X",
            Float "origin_Y",
            Float "origin_Z",
            Float "tMin",
            Float "direction_X",
            Float "direction_Y",
            Float "direction_Z",
            Float "tMax",
        ) -> Void;
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(180 RayQuery_Proceed: rayQuery_Proceed (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I1];
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(181 RayQuery_Abort: rayQuery_Abort (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Void;
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(182 RayQuery_CommitNonOpaqueTriangleHit: rayQuery_CommitNonOpaqueTriangleHit (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Void;
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(183 RayQuery_CommitProceduralPrimitiveHit: rayQuery_CommitProceduralPrimitiveHit (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", Float "t") -> Void;
        stages [1.5: All];
        attrs [1.5:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(184 RayQuery_CommittedStatus: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(185 RayQuery_CandidateType: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(186 RayQuery_CandidateObjectToWorld3x4: rayQuery_StateMatrix (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I32 "row", I8 "col") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(187 RayQuery_CandidateWorldToObject3x4: rayQuery_StateMatrix (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I32 "row", I8 "col") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(188 RayQuery_CommittedObjectToWorld3x4: rayQuery_StateMatrix (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I32 "row", I8 "col") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(189 RayQuery_CommittedWorldToObject3x4: rayQuery_StateMatrix (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I32 "row", I8 "col") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(190 RayQuery_CandidateProceduralPrimitiveNonOpaque: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I1];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(191 RayQuery_CandidateTriangleFrontFace: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I1];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(192 RayQuery_CommittedTriangleFrontFace: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I1];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(193 RayQuery_CandidateTriangleBarycentrics: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(194 RayQuery_CommittedTriangleBarycentrics: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(195 RayQuery_RayFlags: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(196 RayQuery_WorldRayOrigin: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(197 RayQuery_WorldRayDirection: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(198 RayQuery_RayTMin: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(199 RayQuery_CandidateTriangleRayT: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(200 RayQuery_CommittedRayT: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(201 RayQuery_CandidateInstanceIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(202 RayQuery_CandidateInstanceID: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(203 RayQuery_CandidateGeometryIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(204 RayQuery_CandidatePrimitiveIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(205 RayQuery_CandidateObjectRayOrigin: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(206 RayQuery_CandidateObjectRayDirection: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(207 RayQuery_CommittedInstanceIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(208 RayQuery_CommittedInstanceID: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(209 RayQuery_CommittedGeometryIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(210 RayQuery_CommittedPrimitiveIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(211 RayQuery_CommittedObjectRayOrigin: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(212 RayQuery_CommittedObjectRayDirection: rayQuery_StateVector (inferred) from Hctdb {
        sig (I32 "rayQueryHandle", I8 "component") -> Overload;
        overloads [1.5: F32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(213 GeometryIndex: geometryIndex (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.5: I32];
        stages [1.5: [Library Intersection AnyHit ClosestHit]];
        attrs [1.5: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(214 RayQuery_CandidateInstanceContributionToHitGroupIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(215 RayQuery_CommittedInstanceContributionToHitGroupIndex: rayQuery_StateScalar (inferred) from Hctdb {
        sig (I32 "rayQueryHandle") -> Overload;
        overloads [1.5: I32];
        stages [1.5: All];
        attrs [1.5: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(216 AnnotateHandle: annotateHandle from LlvmTd {
        sig (Handle, ResProps) -> Handle;
        stages [1.6: All];
        attrs [1.0: ReadNone];
        note "none; from dx.resource.handlefrombinding when DXIL>=1.6";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(217 CreateHandleFromBinding: createHandleFromBinding from LlvmTd {
        sig (ResBind, I32 "index", I1 "non-uniform") -> Handle;
        stages [1.6: All];
        attrs [1.0: ReadNone];
        note "none; from dx.resource.handlefrombinding when DXIL>=1.6";
        llvm22 "yes (created by DXILOpLowering C++ code in 22)";
    }),
    op!(218 CreateHandleFromHeap: createHandleFromHeap (inferred) from Hctdb {
        sig (I32 "index", I1 "samplerHeap", I1 "nonUniformIndex") -> Handle;
        stages [1.6: All];
        attrs [1.6: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(219 Unpack4x8: unpack4x8 (inferred) from Hctdb {
        sig (I8 "unpackMode", I32 "pk") -> Overload;
        overloads Four [1.6: I16 I32];
        stages [1.6: All];
        attrs [1.6: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(220 Pack4x8: pack4x8 (inferred) from Hctdb {
        sig (I8 "packMode", Overload "x", Overload "y", Overload "z", Overload "w") -> I32;
        overloads [1.6: I16 I32];
        stages [1.6: All];
        attrs [1.6: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(221 IsHelperLane: isHelperLane (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.6: I1];
        stages [1.6: All];
        attrs [1.6: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(222 QuadVote: quadVote (inferred) from Hctdb {
        sig (I1 "cond", I8 "op") -> Overload;
        overloads [1.7: I1];
        stages [1.7: [Pixel Compute Library Mesh Amplification]];
        attrs [1.7:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "the linker translates it for shader models from 6.0";
    }),
    op!(223 TextureGatherRaw: textureGatherRaw (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
        ) -> Overload;
        overloads ResRet [1.7: I16 I32 I64];
        stages [1.7: All];
        attrs [1.7: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(224 SampleCmpLevel: sampleCmpLevel (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "compareValue",
            Float "lod",
        ) -> Overload;
        overloads ResRet [1.7: F16 F32];
        stages [1.7: All];
        attrs [1.7: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(225 TextureStoreSample: textureStoreSample (inferred) from Hctdb {
        sig (
            Handle "srv",
            I32 "coord0",
            I32 "coord1",
            I32 "coord2",
            Overload "value0",
            Overload "value1",
            Overload "value2",
            Overload "value3",
            I8 "mask",
            I32 "sampleIdx",
        ) -> Void;
        overloads [1.7: F16 F32 I16 I32];
        stages [1.7: All];
        attrs [1.7:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(226 WaveMatrix_Annotate: waveMatrix_Annotate (inferred) from Hctdb {
        sig (Ptr "waveMatrixPtr", WaveMatProps "waveMatProps") -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(227 WaveMatrix_Depth: waveMatrix_Depth (inferred) from Hctdb {
        sig (WaveMatProps "waveMatProps") -> I32;
        stages [1.8: [Compute Library]];
        attrs [1.8: ReadNone];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(228 WaveMatrix_Fill: waveMatrix_Fill (inferred) from Hctdb {
        sig (Ptr "waveMatrixPtr", Overload "value") -> Void;
        overloads [1.8: F16 F32 I32];
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(229 WaveMatrix_LoadRawBuf: waveMatrix_LoadRawBuf (inferred) from Hctdb {
        sig (
            Ptr "waveMatrixPtr",
            Handle "rawBuf",
            I32 "offsetInBytes",
            I32 "strideInBytes",
            I8 "alignmentInBytes",
            I1 "colMajor",
        ) -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(230 WaveMatrix_LoadGroupShared: waveMatrix_LoadGroupShared (inferred) from Hctdb {
        sig (
            Ptr "waveMatrixPtr",
            GroupSharedPtr "groupsharedPtr",
            I32 "startArrayIndex",
            I32 "strideInElements",
            I1 "colMajor",
        ) -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations; \
                    hctdb overloads the op on the groupshared element (f16, f32, i32); with opaque \
                    pointers the element is not in the type, so the table lists no overloads";
    }),
    op!(231 WaveMatrix_StoreRawBuf: waveMatrix_StoreRawBuf (inferred) from Hctdb {
        sig (
            Ptr "waveMatrixPtr",
            Handle "rawBuf",
            I32 "offsetInBytes",
            I32 "strideInBytes",
            I8 "alignmentInBytes",
            I1 "colMajor",
        ) -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8:];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(232 WaveMatrix_StoreGroupShared: waveMatrix_StoreGroupShared (inferred) from Hctdb {
        sig (
            Ptr "waveMatrixPtr",
            GroupSharedPtr "groupsharedPtr",
            I32 "startArrayIndex",
            I32 "strideInElements",
            I1 "colMajor",
        ) -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations; \
                    hctdb overloads the op on the groupshared element (f16, f32, i32); with opaque \
                    pointers the element is not in the type, so the table lists no overloads";
    }),
    op!(233 WaveMatrix_Multiply: waveMatrix_Multiply (inferred) from Hctdb {
        sig (Ptr "waveMatrixAccumulator", Ptr "waveMatrixLeft", Ptr "waveMatrixRight") -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(234 WaveMatrix_MultiplyAccumulate: waveMatrix_Multiply (inferred) from Hctdb {
        sig (Ptr "waveMatrixAccumulator", Ptr "waveMatrixLeft", Ptr "waveMatrixRight") -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(235 WaveMatrix_ScalarOp: waveMatrix_ScalarOp (inferred) from Hctdb {
        sig (Ptr "waveMatrixPtr", I8 "op", Overload "value") -> Void;
        overloads [1.8: F16 F32 I32];
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(236 WaveMatrix_SumAccumulate: waveMatrix_Accumulate (inferred) from Hctdb {
        sig (Ptr "waveMatrixFragment", Ptr "waveMatrixInput") -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(237 WaveMatrix_Add: waveMatrix_Accumulate (inferred) from Hctdb {
        sig (Ptr "waveMatrixAccumulator", Ptr "waveMatrixAccumulatorOrFragment") -> Void;
        stages [1.8: [Compute Library]];
        attrs [1.8: ArgMemOnly];
        props [Wave];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "hctdb gives shader model 6.7, but the opcode is past DXIL 1.7's opcode count, \
                    so the op exists from 1.8; the waveMatProps body is DXC's DxilOperations";
    }),
    op!(238 AllocateNodeOutputRecords: allocateNodeOutputRecords (inferred) from Hctdb {
        sig (NodeHandle "output", I32 "numRecords", I1 "perThread") -> NodeRecordHandle;
        stages [1.8: [Node]];
        attrs [1.8:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(239 GetNodeRecordPtr: getNodeRecordPtr (inferred) from Hctdb {
        sig (NodeRecordHandle "recordhandle", I32 "arrayIndex") -> NodeRecordPtr;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
        supplement "DXC overloads the op on the record struct its result points to; with opaque \
                    pointers the result is a pointer in address space 6 and the table lists no \
                    overloads";
    }),
    op!(240 IncrementOutputCount: incrementOutputCount (inferred) from Hctdb {
        sig (NodeHandle "output", I32 "count", I1 "perThread") -> Void;
        stages [1.8: [Node]];
        attrs [1.8:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(241 OutputComplete: outputComplete (inferred) from Hctdb {
        sig (NodeRecordHandle "output") -> Void;
        stages [1.8: [Node]];
        attrs [1.8:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(242 GetInputRecordCount: getInputRecordCount (inferred) from Hctdb {
        sig (NodeRecordHandle "input") -> I32;
        stages [1.8: [Node]];
        attrs [1.8: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(243 FinishedCrossGroupSharing: finishedCrossGroupSharing (inferred) from Hctdb {
        sig (NodeRecordHandle "input") -> I1;
        stages [1.8: [Node]];
        attrs [1.8:];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(244 BarrierByMemoryType: barrierByMemoryType (inferred) from Hctdb {
        sig (I32 "MemoryTypeFlags", I32 "SemanticFlags") -> Void;
        stages [1.8: All];
        attrs [1.8: NoDuplicate];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(245 BarrierByMemoryHandle: barrierByMemoryHandle (inferred) from Hctdb {
        sig (Handle "object", I32 "SemanticFlags") -> Void;
        stages [1.8: All];
        attrs [1.8: NoDuplicate];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(246 BarrierByNodeRecordHandle: barrierByNodeRecordHandle (inferred) from Hctdb {
        sig (NodeRecordHandle "object", I32 "SemanticFlags") -> Void;
        stages [1.8: All];
        attrs [1.8: NoDuplicate];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(247 CreateNodeOutputHandle: createNodeOutputHandle (inferred) from Hctdb {
        sig (I32 "MetadataIdx") -> NodeHandle;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(248 IndexNodeHandle: indexNodeHandle (inferred) from Hctdb {
        sig (NodeHandle "NodeOutputHandle", I32 "ArrayIndex") -> NodeHandle;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(249 AnnotateNodeHandle: annotateNodeHandle (inferred) from Hctdb {
        sig (NodeHandle "node", NodeInfo "props") -> NodeHandle;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(250 CreateNodeInputRecordHandle: createNodeInputRecordHandle (inferred) from Hctdb {
        sig (I32 "MetadataIdx") -> NodeRecordHandle;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(251 AnnotateNodeRecordHandle: annotateNodeRecordHandle (inferred) from Hctdb {
        sig (NodeRecordHandle "noderecord", NodeRecordInfo "props") -> NodeRecordHandle;
        stages [1.8: [Node]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(252 NodeOutputIsValid: nodeOutputIsValid (inferred) from Hctdb {
        sig (NodeHandle "output") -> I1;
        stages [1.8: [Node]];
        attrs [1.8: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(253 GetRemainingRecursionLevels: getRemainingRecursionLevels (inferred) from Hctdb {
        sig () -> I32;
        stages [1.8: [Node]];
        attrs [1.8: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(254 SampleCmpGrad: sampleCmpGrad (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "compareValue",
            Float "ddx0",
            Float "ddx1",
            Float "ddx2",
            Float "ddy0",
            Float "ddy1",
            Float "ddy2",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.8: F16 F32];
        stages [1.8: All];
        attrs [1.8: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(255 SampleCmpBias: sampleCmpBias (inferred) from Hctdb {
        sig (
            Handle "srv",
            Handle "sampler",
            Float "coord0",
            Float "coord1",
            Float "coord2",
            Float "coord3",
            I32 "offset0",
            I32 "offset1",
            I32 "offset2",
            Float "compareValue",
            Float "bias",
            Float "clamp",
        ) -> Overload;
        overloads ResRet [1.8: F16 F32];
        stages [1.8: [Pixel Compute Library Mesh Amplification Node]];
        attrs [1.8: ReadOnly];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(256 StartVertexLocation: startVertexLocation (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.8: I32];
        stages [1.8: [Vertex]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
    op!(257 StartInstanceLocation: startInstanceLocation (inferred) from Hctdb {
        sig () -> Overload;
        overloads [1.8: I32];
        stages [1.8: [Vertex]];
        attrs [1.8: ReadNone];
        llvm22 "n/a (not in LLVM DXIL.td)";
    }),
}
