//! The DXIL op table and the `dxil` dialect generated from it.
//!
//! - The **table** (`table.rs`) has one declarative entry per DXIL
//!   operation, opcodes 0 to 257: name, opcode, op class, signature, and
//!   overloads, stages and attributes by DXIL version. Look entries up with
//!   [`op_by_name`] and [`op_by_opcode`]; [`DxilOp::overloads_at`],
//!   [`DxilOp::stages_at`] and [`DxilOp::attrs_at`] apply the versioned
//!   rule (the entry with the highest minimum version not above the target).
//!   Rust code names an op with [`DxilOpcode`], generated from the table
//!   (`DxilOpcode::BufferLoad.entry()`).
//! - The **dialect** [`DIALECT`] has one op per entry, `dxil.bufferLoad` for
//!   `BufferLoad`, whose operands are the `dx.op` call's arguments after
//!   the opcode. One verify hook checks every op against its signature;
//!   [`export_name`] names the function the exporter calls.
//! - **Legality** ([`check_module_legality`]) checks the ops of a module
//!   against a [`DxilTarget`]: version, removal, stage and overload.
//! - **Types** ([`dxil_type`] and friends) make DXIL's named structs.
//!
//! # Example
//! ```
//! use dxir_dialects::dxil::{op_by_name, DxilVersion, ShaderStage, ScalarKind};
//! let load = op_by_name("RawBufferLoad").unwrap();
//! assert_eq!(load.opcode(), 139);
//! assert_eq!(load.dialect_name(), "dxil.rawBufferLoad");
//! let v12: DxilVersion = "1.2".parse().unwrap();
//! assert!(!load.overloads_at(v12).unwrap().contains(&ScalarKind::F64));
//! assert!(load.overloads_at("1.3".parse().unwrap()).unwrap().contains(&ScalarKind::F64));
//! assert!(load.allowed_in(v12, ShaderStage::Pixel));
//! ```

pub mod builtins;
mod legality;
pub mod lower_rules;
mod op;
mod ops;
mod table;
mod types;
mod version;

pub use legality::{check_module_legality, check_op, LegalityError, VersionText};
pub use op::{
    DxilAttr, DxilOp, IntrinArg, IntrinsicMap, OpProperty, OverloadShape, Param, ParamKind,
    ScalarKind, Signature, Source, Versioned,
};
pub use ops::{
    call_name, check_signature, dxil_op_of, export_name, export_name_of, export_type,
    op_by_dialect_name, ExportTypeError, KindList, Position, SignatureError, DIALECT,
};
pub use table::DxilOpcode;
pub use types::{
    cbuf_ret_type, dimensions_type, dxil_type, handle_type, overload_kind, overload_suffix,
    res_bind_type, res_ret_type, resource_properties_type, scalar_kind, scalar_type,
    split_double_type, DxilStruct, DxilTypeError,
};
pub use version::{
    module_target, module_triple, retarget_module, set_module_triple, target_of_triple, triple_for,
    DxilTarget, DxilVersion, ParseStageError, ParseVersionError, ShaderModel, ShaderStage,
    StageMask, Stages, TripleError,
};

use std::collections::HashMap;
use std::sync::LazyLock;

/// The introduction of the generated `docs/dialects/dxil.md`.
pub const INTRO: &str = "\
One op per DXIL operation, generated from dxir's DXIL op table (opcodes 0 \
to 257, from LLVM's DXIL.td and, for the ops it lacks, DXC's hctdb). \
`dxil.bufferLoad` is \
the `dx.op` call of `BufferLoad`: its operands are the call's arguments \
after the leading `i32` opcode, and the exporter calls \
`dx.op.<class>.<overload>`. One verify hook checks every op against its \
entry's signature; `dxil::check_module_legality` checks DXIL versions, \
shader stages and overloads. Under each op is its table entry, as \
`dxir ops NAME` prints it.";

/// Every op of the table, by opcode.
pub fn ops() -> &'static [DxilOp] {
    &table::OPS
}

/// The op with this opcode.
pub fn op_by_opcode(opcode: u32) -> Option<&'static DxilOp> {
    table::OPS
        .get(opcode as usize)
        .filter(|op| op.opcode() == opcode)
}

/// Every name an op answers to.
static BY_NAME: LazyLock<HashMap<&'static str, &'static DxilOp>> = LazyLock::new(|| {
    let mut map = HashMap::new();
    for op in &table::OPS {
        let dialect = op.dialect_name();
        let short = dialect.strip_prefix("dxil.").unwrap_or(dialect);
        for name in [op.name(), dialect, short, op.dxc_name()] {
            map.entry(name).or_insert(op);
        }
    }
    map
});

/// The op named `name`: its DXIL name (`BufferLoad`), its dialect name
/// with or without the prefix (`dxil.bufferLoad`, `bufferLoad`), or DXC's
/// name where that differs (`FAbs` for `Abs`).
pub fn op_by_name(name: &str) -> Option<&'static DxilOp> {
    BY_NAME.get(name).copied()
}

/// The ops a shader of `stage` may use at DXIL `version`, by opcode.
pub fn ops_at(version: DxilVersion, stage: ShaderStage) -> impl Iterator<Item = &'static DxilOp> {
    table::OPS
        .iter()
        .filter(move |op| op.allowed_in(version, stage))
}

#[cfg(test)]
mod tests;
