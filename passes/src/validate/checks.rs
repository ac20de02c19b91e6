//! The DXIL validator's checks beyond legality (see `docs/passes.md`,
//! `validate-dxil`): `dx.op` calls that did not become `dxil` ops,
//! immediate-constant operands, the resource kind of handles, the
//! `!dx.resources` records, the entries' resource lists and shader flags,
//! and the signature elements `loadInput` / `storeOutput` name.

use crate::access_util::{const_fields, const_int};
use crate::resources::HandleTracer;
use crate::translate_metadata::md::{md_int, named_nodes, node_operands};
use crate::translate_metadata::{implied_flags, DOUBLES, INT64_OPS, RAW_AND_STRUCTURED, WAVE_OPS};
use dxir_dialects::dx::ResourceKind;
use dxir_dialects::dxil::{
    self, check_op, check_signature, DxilOpcode, DxilTarget, LegalityError, ParamKind, ScalarKind,
    ShaderStage, SignatureError,
};
use dxir_dialects::llvm::{Call, Poison, Undef};
use dxir_ir::{Attr, AttrData, Body, Context, Function, Loc, Module, Op, Symbol, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// One rule of DXIL a module breaks, with the op (or metadata) that breaks
/// it and where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DxilValidationError {
    /// A `dx.op` call whose opcode is not a constant.
    #[error(
        "call of `{callee}`: the opcode (first argument) must be an i32 constant [INSTR.OPCONST]"
    )]
    OpcodeNotConstant {
        /// The called function.
        callee: String,
        /// Where.
        loc: Loc,
    },
    /// A call of an LLVM intrinsic DXIL does not have: the lowering left
    /// it (no rule expands it), or another compiler wrote it.
    #[error(
        "call of `{callee}`: DXIL has no such operation (the only LLVM intrinsics it allows are \
         llvm.lifetime.* and llvm.dbg.*) [DECL.DXILFNEXTERN]"
    )]
    IntrinsicRemains {
        /// The called intrinsic.
        callee: String,
        /// Where.
        loc: Loc,
    },
    /// A call, in a shader that is not a library, of a function the module
    /// only declares and that is not a DXIL operation: nothing can supply
    /// it (a vendor intrinsic no rule lowered).
    #[error(
        "call of `{callee}`: an external function that is not a DXIL operation; nothing \
         provides it to a shader (lower it with a rule: `dxir lower --rules FILE`, see \
         docs/rules.md) [DECL.DXILFNEXTERN]"
    )]
    ExternalCall {
        /// The called function.
        callee: String,
        /// Where.
        loc: Loc,
    },
    /// A `dx.op` call whose opcode names no DXIL op.
    #[error(
        "call of `{callee}`: opcode {opcode} is not a DXIL operation [INSTR.ILLEGALDXILOPCODE]"
    )]
    UnknownOpcode {
        /// The called function.
        callee: String,
        /// The opcode.
        opcode: i64,
        /// Where.
        loc: Loc,
    },
    /// A `dx.op` call whose opcode is an op of another class than the
    /// function's name says.
    #[error(
        "call of `{callee}`: opcode {opcode} is {op}, whose function is `dx.op.{class}`, not \
         `dx.op.{found}` [INSTR.ILLEGALDXILOPFUNCTION]"
    )]
    OpcodeMismatch {
        /// The called function.
        callee: String,
        /// The opcode.
        opcode: u32,
        /// The op the opcode names.
        op: &'static str,
        /// Its class.
        class: &'static str,
        /// The class the function's name says.
        found: String,
        /// Where.
        loc: Loc,
    },
    /// A `dx.op` call whose arguments or result break the op's signature.
    #[error("call of `{callee}` ({op}): {error} [INSTR.CALLOLOAD]")]
    CallSignature {
        /// The called function.
        callee: String,
        /// The op.
        op: &'static str,
        /// How the signature is broken.
        #[source]
        error: SignatureError,
        /// Where.
        loc: Loc,
    },
    /// A `dx.op` call whose function name does not name the overload its
    /// types have (or names one for an op without overloads).
    #[error("call of `{callee}` ({op}): the function for these types is `{expected}` [INSTR.ILLEGALDXILOPFUNCTION]")]
    OverloadName {
        /// The called function.
        callee: String,
        /// The op.
        op: &'static str,
        /// The name the op's export gives.
        expected: String,
        /// Where.
        loc: Loc,
    },
    /// An operand DXIL requires to be an immediate constant is not one.
    #[error("{op}: operand {index} (`{param}`) must be an immediate constant [INSTR.OPCONST]")]
    NotImmediate {
        /// The op.
        op: &'static str,
        /// The operand's index after the opcode.
        index: usize,
        /// Its name in the table.
        param: &'static str,
        /// Where.
        loc: Loc,
    },
    /// An immediate operand outside the values the op allows.
    #[error("{op}: operand {index} (`{param}`) is {value}; it must be in {min}..={max} [INSTR.OPCONSTRANGE]")]
    ImmediateRange {
        /// The op.
        op: &'static str,
        /// The operand's index after the opcode.
        index: usize,
        /// Its name in the table.
        param: &'static str,
        /// Its value.
        value: i64,
        /// The smallest value allowed.
        min: i64,
        /// The largest value allowed.
        max: i64,
        /// Where.
        loc: Loc,
    },
    /// An op illegal for the module's version or stage (see
    /// [`LegalityError`]).
    #[error(transparent)]
    Legality(#[from] LegalityError),
    /// A handle of the wrong resource kind.
    #[error("{op}: {which} handle must be a {expected} resource, found a {found} (kind {kind})")]
    HandleKind {
        /// The op.
        op: &'static str,
        /// Which handle (`the`, `the sampler`).
        which: &'static str,
        /// The kinds allowed.
        expected: String,
        /// The handle's kind name.
        found: &'static str,
        /// The handle's kind number.
        kind: u32,
        /// Where.
        loc: Loc,
    },
    /// A resource op using a handle straight from `createHandleFromBinding`
    /// or `createHandleFromHeap`: DXIL 1.6 ops take annotated handles.
    #[error("{op}: {which} handle comes from {creator} without an annotateHandle")]
    NotAnnotated {
        /// The op.
        op: &'static str,
        /// Which handle (`the`, `the sampler`).
        which: &'static str,
        /// The op that created it.
        creator: &'static str,
        /// Where.
        loc: Loc,
    },
    /// A handle operand that does not come from a handle-creating op
    /// (through selects and phis): a constant such as `poison` (clang 22
    /// writes one for a copy of a local resource array), a load, a
    /// parameter. DXIL has no such handle; no consumer can translate it.
    #[error(
        "{op}: the handle is {found}, not the result of a handle-creating op \
         [INSTR.HANDLENOTFROMCREATEHANDLE]"
    )]
    HandleNotFromCreateHandle {
        /// The op.
        op: &'static str,
        /// What the handle is (`poison`, `a function parameter`).
        found: String,
        /// Where.
        loc: Loc,
    },
    /// A write or atomic through a read-only (SRV) handle.
    #[error(
        "{op}: the handle must be a UAV, found an SRV {found} [INSTR.RESOURCECLASSFORUAVSTORE]"
    )]
    HandleNotUav {
        /// The op.
        op: &'static str,
        /// The handle's kind name.
        found: &'static str,
        /// Where.
        loc: Loc,
    },
    /// A `createHandle` naming no `!dx.resources` record.
    #[error(
        "{op}: no {class} record has range id {id} in !dx.resources [INSTR.CREATEHANDLEIMMRANGEID]"
    )]
    NoRecord {
        /// The op.
        op: &'static str,
        /// The class named.
        class: &'static str,
        /// The range id.
        id: i64,
        /// Where.
        loc: Loc,
    },
    /// A `createHandleFromBinding` whose binding no `!dx.resources` record
    /// of its class covers.
    #[error("{op}: no {class} record of !dx.resources covers registers {lower}..{upper} of space {space}")]
    NoBinding {
        /// The op.
        op: &'static str,
        /// The class of the binding.
        class: &'static str,
        /// Its first register.
        lower: u64,
        /// Its last register.
        upper: u64,
        /// Its space.
        space: i64,
        /// Where.
        loc: Loc,
    },
    /// An `annotateHandle` whose properties disagree with the record of the
    /// binding it annotates.
    #[error(
        "{op}: the properties say {said}, but the binding is {class} '{name}', a {kind} in \
         !dx.resources"
    )]
    AnnotationMismatch {
        /// The op.
        op: &'static str,
        /// What the properties say (`a UAV Buffer`).
        said: String,
        /// The record's class.
        class: &'static str,
        /// The record's name.
        name: String,
        /// The record's kind name.
        kind: &'static str,
        /// Where.
        loc: Loc,
    },
    /// A signature op whose overload is not the element's component type.
    #[error(
        "{op}: element {id} ('{name}') has component type {component}, which is not read or \
         written as {overload}"
    )]
    ElementType {
        /// The op.
        op: &'static str,
        /// The element id.
        id: i64,
        /// The element's semantic name.
        name: String,
        /// The element's component type number.
        component: i64,
        /// The op's overload.
        overload: ScalarKind,
        /// Where.
        loc: Loc,
    },
    /// A non-library module whose entry list is not one entry of the
    /// triple's stage.
    #[error("!dx.entryPoints: {problem}")]
    Entries {
        /// What is wrong.
        problem: String,
        /// Where.
        loc: Loc,
    },
    /// Two records of a class with one id.
    #[error("!dx.resources: {class} '{name}' has id {id}, as '{other}' does")]
    DuplicateId {
        /// The class.
        class: &'static str,
        /// The later record's name.
        name: String,
        /// The earlier record's name.
        other: String,
        /// The id.
        id: i64,
        /// Where the later record is.
        loc: Loc,
    },
    /// Two records of a class whose ranges overlap in one space.
    #[error(
        "!dx.resources: {class} '{name}' at {lower}..{upper} overlaps '{other}' at \
         {other_lower}..{other_upper} in space {space}"
    )]
    Overlap {
        /// The class.
        class: &'static str,
        /// The later record's name.
        name: String,
        /// Its first register.
        lower: u64,
        /// Its last register.
        upper: u64,
        /// The earlier record's name.
        other: String,
        /// Its first register.
        other_lower: u64,
        /// Its last register.
        other_upper: u64,
        /// The space.
        space: i64,
        /// Where the later record is.
        loc: Loc,
    },
    /// An entry whose resource list is not `!dx.resources`.
    #[error("!dx.entryPoints: entry '{entry}' lists resources that differ from !dx.resources")]
    EntryResources {
        /// The entry's name.
        entry: String,
        /// Where the entry's record is.
        loc: Loc,
    },
    /// An entry whose shader flags lack one its ops imply.
    #[error(
        "!dx.entryPoints: entry '{entry}' has shader flags {found:#x}, without {flag} (bit {bit}) \
         that its code needs"
    )]
    MissingFlag {
        /// The entry's name (empty for a library's null entry).
        entry: String,
        /// The flag's name.
        flag: &'static str,
        /// Its bit.
        bit: u32,
        /// The flags the entry has.
        found: u64,
        /// Where the entry's record is.
        loc: Loc,
    },
    /// A signature op naming an element its signature does not have.
    #[error("{op}: {which} signature element {id} is not in entry '{entry}' ({count} elements)")]
    NoElement {
        /// The op.
        op: &'static str,
        /// `input` or `output`.
        which: &'static str,
        /// The element id.
        id: i64,
        /// The entry.
        entry: String,
        /// The signature's element count.
        count: usize,
        /// Where.
        loc: Loc,
    },
    /// A signature op's row or column outside its element.
    #[error("{op}: {what} {value} is outside element {id} ('{name}'), which has {size} {what}s")]
    ElementRange {
        /// The op.
        op: &'static str,
        /// `row` or `column`.
        what: &'static str,
        /// The row or column.
        value: i64,
        /// The element id.
        id: i64,
        /// The element's semantic name.
        name: String,
        /// Its row or column count.
        size: i64,
        /// Where.
        loc: Loc,
    },
    /// Version metadata that disagrees with the triple.
    #[error("!{name} says {found}; the triple says {expected}")]
    VersionMetadata {
        /// `dx.version` or `dx.shaderModel`.
        name: &'static str,
        /// What the metadata says.
        found: String,
        /// What the triple says.
        expected: String,
        /// Where the metadata is.
        loc: Loc,
    },
}

impl DxilValidationError {
    /// Where the offending op or metadata is.
    pub fn loc(&self) -> Loc {
        use DxilValidationError as E;
        match self {
            E::Legality(e) => e.loc(),
            E::OpcodeNotConstant { loc, .. }
            | E::IntrinsicRemains { loc, .. }
            | E::HandleNotFromCreateHandle { loc, .. }
            | E::ExternalCall { loc, .. }
            | E::UnknownOpcode { loc, .. }
            | E::OpcodeMismatch { loc, .. }
            | E::CallSignature { loc, .. }
            | E::OverloadName { loc, .. }
            | E::NotImmediate { loc, .. }
            | E::ImmediateRange { loc, .. }
            | E::HandleKind { loc, .. }
            | E::HandleNotUav { loc, .. }
            | E::NotAnnotated { loc, .. }
            | E::NoRecord { loc, .. }
            | E::NoBinding { loc, .. }
            | E::AnnotationMismatch { loc, .. }
            | E::ElementType { loc, .. }
            | E::Entries { loc, .. }
            | E::DuplicateId { loc, .. }
            | E::Overlap { loc, .. }
            | E::EntryResources { loc, .. }
            | E::MissingFlag { loc, .. }
            | E::NoElement { loc, .. }
            | E::ElementRange { loc, .. }
            | E::VersionMetadata { loc, .. } => *loc,
        }
    }
}

const CLASSES: [&str; 4] = ["SRV", "UAV", "CBV", "sampler"];

/// One `!dx.resources` record.
struct Record {
    id: i64,
    name: String,
    space: i64,
    lower: u64,
    /// Inclusive; `u32::MAX` for an unbounded range.
    upper: u64,
    kind: Option<u32>,
    loc: Loc,
}

/// The records of one class and space, sorted by lower bound, to find the
/// first record (in `!dx.resources` order) that contains a binding without
/// scanning them all: from the last record starting at or below the
/// binding, back while some record so far reaches its upper bound.
#[derive(Default)]
struct SpaceRecords {
    lowers: Vec<u64>,
    uppers: Vec<u64>,
    /// Each record's position in its class.
    order: Vec<usize>,
    /// The highest upper bound of the records up to each one.
    reach: Vec<u64>,
}

impl SpaceRecords {
    /// `records`' positions (all of one space), by lower bound.
    fn new(records: &[Record], mut positions: Vec<usize>) -> Self {
        positions.sort_by_key(|&i| (records[i].lower, i));
        let mut out = SpaceRecords::default();
        let mut reach = 0;
        for i in positions {
            reach = reach.max(records[i].upper);
            out.lowers.push(records[i].lower);
            out.uppers.push(records[i].upper);
            out.order.push(i);
            out.reach.push(reach);
        }
        out
    }

    /// The first record in class order that contains `lower..=upper`.
    fn first_containing(&self, lower: u64, upper: u64) -> Option<usize> {
        let mut j = self.lowers.partition_point(|&l| l <= lower);
        let mut first: Option<usize> = None;
        while j > 0 {
            j -= 1;
            if self.reach[j] < upper {
                break;
            }
            if self.uppers[j] >= upper {
                first = Some(first.map_or(self.order[j], |f| f.min(self.order[j])));
            }
        }
        first
    }
}

/// Each class's records by space (see [`SpaceRecords`]).
fn index_records(records: &[Vec<Record>; 4]) -> [FxHashMap<i64, SpaceRecords>; 4] {
    std::array::from_fn(|class| {
        let mut by_space: FxHashMap<i64, Vec<usize>> = FxHashMap::default();
        for (i, r) in records[class].iter().enumerate() {
            by_space.entry(r.space).or_default().push(i);
        }
        by_space
            .into_iter()
            .map(|(space, positions)| (space, SpaceRecords::new(&records[class], positions)))
            .collect()
    })
}

/// What the metadata says.
struct Md {
    /// Records by class (SRV, UAV, CBV, sampler).
    records: [Vec<Record>; 4],
    /// The same, indexed by space and bounds.
    by_space: [FxHashMap<i64, SpaceRecords>; 4],
    /// The `!dx.resources` node.
    resources: Option<Attr>,
    entries: Vec<EntryMd>,
}

/// A signature element: what `loadInput` / `storeOutput` may touch.
struct Element {
    id: i64,
    name: String,
    /// The component type (`dxil-reference.md` §3.3).
    component: i64,
    rows: i64,
    cols: i64,
}

struct EntryMd {
    /// The entry function (`None` for a library's null entry).
    function: Option<String>,
    name: String,
    resources: Attr,
    /// Input and output signature elements.
    inputs: Vec<Element>,
    outputs: Vec<Element>,
    flags: u64,
    loc: Loc,
}

/// The location of the metadata node `a` refers to.
fn node_loc(m: &Module, cx: &Context, a: Attr) -> Loc {
    match cx.attr_data(a) {
        AttrData::Symbol(name) => match m.symbol(name) {
            Some(Symbol::Global(op)) => m.globals().loc(op),
            _ => Loc::UNKNOWN,
        },
        _ => Loc::UNKNOWN,
    }
}

/// The global a metadata value `[type(ptr), @name]` names.
fn md_symbol(cx: &Context, a: Attr) -> Option<String> {
    match cx.attr_data(a) {
        AttrData::Array(pair) if pair.len() == 2 => match cx.attr_data(pair[1]) {
            AttrData::Symbol(s) => Some(s.to_string()),
            _ => None,
        },
        _ => None,
    }
}

fn read_md(cx: &Context, m: &Module) -> Md {
    let mut records: [Vec<Record>; 4] = Default::default();
    let resources = named_nodes(cx, m, "dx.resources").first().copied();
    if let Some(lists) = resources.and_then(|r| node_operands(cx, m, r)) {
        for (class, list) in lists.iter().take(4).enumerate() {
            for rec in node_operands(cx, m, *list).unwrap_or_default() {
                let Some(f) = node_operands(cx, m, rec) else {
                    continue;
                };
                let int = |i: usize| f.get(i).and_then(|&a| md_int(cx, a));
                let (Some(id), Some(space), Some(lower), Some(size)) =
                    (int(0), int(3), int(4), int(5))
                else {
                    continue;
                };
                let lower = lower as u32 as u64;
                let upper = if size < 0 {
                    u64::from(u32::MAX)
                } else {
                    (lower + size as u64).saturating_sub(1).max(lower)
                };
                let kind = match class {
                    0 | 1 => int(6).map(|k| k as u32),
                    2 => Some(ResourceKind::CBuffer as u32),
                    _ => Some(ResourceKind::Sampler as u32),
                };
                let name = f
                    .get(2)
                    .and_then(|&a| cx.attr_as_str(a))
                    .unwrap_or("")
                    .to_string();
                records[class].push(Record {
                    id,
                    name,
                    space,
                    lower,
                    upper,
                    kind,
                    loc: node_loc(m, cx, rec),
                });
            }
        }
    }
    let mut entries = Vec::new();
    for e in named_nodes(cx, m, "dx.entryPoints") {
        let Some(f) = node_operands(cx, m, e) else {
            continue;
        };
        let function = f.first().and_then(|&a| md_symbol(cx, a));
        let name = f
            .get(1)
            .and_then(|&a| cx.attr_as_str(a))
            .unwrap_or("")
            .to_string();
        let sigs = f
            .get(2)
            .and_then(|&a| node_operands(cx, m, a))
            .unwrap_or_default();
        let elements = |i: usize| -> Vec<Element> {
            sigs.get(i)
                .and_then(|&a| node_operands(cx, m, a))
                .unwrap_or_default()
                .into_iter()
                .filter_map(|el| {
                    let el = node_operands(cx, m, el)?;
                    let int = |i: usize| el.get(i).and_then(|&a| md_int(cx, a));
                    let name = el.get(1).and_then(|&a| cx.attr_as_str(a)).unwrap_or("");
                    Some(Element {
                        id: int(0)?,
                        name: name.to_string(),
                        component: int(2)?,
                        rows: int(6)?,
                        cols: int(7)?,
                    })
                })
                .collect()
        };
        let props = f
            .get(4)
            .and_then(|&a| node_operands(cx, m, a))
            .unwrap_or_default();
        let flags = props
            .chunks(2)
            .find(|kv| kv.len() == 2 && md_int(cx, kv[0]) == Some(0))
            .and_then(|kv| md_int(cx, kv[1]))
            .unwrap_or(0) as u64;
        // Metadata a pass wrote has no location: the entry function's.
        let mut loc = node_loc(m, cx, e);
        if loc.is_unknown() {
            if let Some(f) = function.as_deref().and_then(|n| m.function(n)) {
                loc = f.loc();
            }
        }
        entries.push(EntryMd {
            function,
            name,
            resources: f.get(3).copied().unwrap_or_else(|| cx.unit_attr()),
            inputs: elements(0),
            outputs: elements(1),
            flags,
            loc,
        });
    }
    Md {
        by_space: index_records(&records),
        records,
        resources,
        entries,
    }
}

/// Runs every check of this module on `m` for `target`.
pub(crate) fn check(cx: &Context, m: &Module, target: DxilTarget) -> Vec<DxilValidationError> {
    let md = read_md(cx, m);
    let mut errors = Vec::new();
    check_version_md(cx, m, target, &mut errors);
    // The first entry record of each function, looked up by name (a
    // library has an entry per shader: a scan per function grew with the
    // product of the two).
    let mut entry_of: FxHashMap<&str, &EntryMd> = FxHashMap::default();
    for e in &md.entries {
        if let Some(name) = e.function.as_deref() {
            entry_of.entry(name).or_insert(e);
        }
    }
    let externals = shader_externals(m, target);
    // Functions in parallel, their findings in function order.
    let per_function: Vec<Vec<DxilValidationError>> = m.par_map_functions(|f| {
        let entry = entry_of.get(f.name()).copied();
        let mut found = Vec::new();
        let cf = FunctionChecks {
            target,
            md: &md,
            entry,
            externals: &externals,
        };
        check_function(cx, f, &cf, &mut found, Body::OPS_PER_RUN);
        found
    });
    errors.extend(per_function.into_iter().flatten());
    check_records(&md, &mut errors);
    check_entries(cx, m, target, &md, &mut errors);
    errors
}

fn check_version_md(
    cx: &Context,
    m: &Module,
    target: DxilTarget,
    errors: &mut Vec<DxilValidationError>,
) {
    let ints = |name: &str| -> Option<(Vec<Attr>, Loc)> {
        let n = *named_nodes(cx, m, name).first()?;
        Some((node_operands(cx, m, n)?, node_loc(m, cx, n)))
    };
    if let Some((v, loc)) = ints("dx.version") {
        let found = (
            v.first().and_then(|&a| md_int(cx, a)),
            v.get(1).and_then(|&a| md_int(cx, a)),
        );
        let want = (
            Some(i64::from(target.version.major)),
            Some(i64::from(target.version.minor)),
        );
        if found != want {
            errors.push(DxilValidationError::VersionMetadata {
                name: "dx.version",
                found: format!("DXIL {}.{}", found.0.unwrap_or(-1), found.1.unwrap_or(-1)),
                expected: format!("DXIL {}", target.version),
                loc,
            });
        }
    }
    if let (Some((v, loc)), Some(sm)) = (ints("dx.shaderModel"), target.version.shader_model()) {
        let found_sm = (
            v.get(1).and_then(|&a| md_int(cx, a)),
            v.get(2).and_then(|&a| md_int(cx, a)),
        );
        let short = v.first().and_then(|&a| cx.attr_as_str(a)).unwrap_or("");
        let want_short = short_stage(target.stage);
        if found_sm != (Some(i64::from(sm.major)), Some(i64::from(sm.minor)))
            || want_short.is_some_and(|w| w != short)
        {
            errors.push(DxilValidationError::VersionMetadata {
                name: "dx.shaderModel",
                found: format!(
                    "{short} {}.{}",
                    found_sm.0.unwrap_or(-1),
                    found_sm.1.unwrap_or(-1)
                ),
                expected: format!("{} {sm}", want_short.unwrap_or("?")),
                loc,
            });
        }
    }
}

/// The short stage name of `!dx.shaderModel`, for the stages that have
/// one.
fn short_stage(s: ShaderStage) -> Option<&'static str> {
    Some(match s {
        ShaderStage::Pixel => "ps",
        ShaderStage::Vertex => "vs",
        ShaderStage::Geometry => "gs",
        ShaderStage::Hull => "hs",
        ShaderStage::Domain => "ds",
        ShaderStage::Compute => "cs",
        ShaderStage::Library => "lib",
        ShaderStage::Mesh => "ms",
        ShaderStage::Amplification => "as",
        _ => return None,
    })
}

/// What the checks of one function's ops need to know of the module.
struct FunctionChecks<'a> {
    target: DxilTarget,
    md: &'a Md,
    /// The function's entry record, if it is an entry.
    entry: Option<&'a EntryMd>,
    /// The functions it may not call ([`shader_externals`]).
    externals: &'a FxHashSet<&'a str>,
}

/// The functions a shader may not call (`DECL.DXILFNEXTERN`): those the
/// module declares without defining that are neither DXIL operations nor
/// LLVM intrinsics (which [`allowed_intrinsic`] judges). Empty for a
/// library, which may call a function another library defines.
fn shader_externals(m: &Module, target: DxilTarget) -> FxHashSet<&str> {
    if target.stage == ShaderStage::Library {
        return FxHashSet::default();
    }
    m.functions()
        .iter()
        .filter(|f| {
            f.is_declaration() && !f.name().starts_with("dx.op.") && !f.name().starts_with("llvm.")
        })
        .map(Function::name)
        .collect()
}

/// Checks the ops of `f`. Each op is checked on its own: a body of twice
/// `ops_per_run` ops or more in runs on the pool.
fn check_function(
    cx: &Context,
    f: &Function,
    cf: &FunctionChecks<'_>,
    errors: &mut Vec<DxilValidationError>,
    ops_per_run: usize,
) {
    let b = f.body();
    errors.extend(b.find_in_op_runs(ops_per_run, |ops, found| {
        check_ops(cx, b, ops, cf, found);
    }));
}

/// [`check_function`] for the ops `ops` of `b`.
fn check_ops(
    cx: &Context,
    b: &Body,
    ops: &[Op],
    cf: &FunctionChecks<'_>,
    errors: &mut Vec<DxilValidationError>,
) {
    let &FunctionChecks {
        target,
        md,
        entry,
        externals,
    } = cf;
    let mut tracer = HandleTracer::new();
    for &op in ops {
        let loc = b.loc(op);
        if let Some(code) = DxilOpcode::of(cx, b, op) {
            check_handle_origins(cx, b, op, code, &mut tracer, loc, errors);
            check_immediates(cx, b, op, code, loc, errors);
            check_handles(cx, b, op, code, md, loc, errors);
            check_binding(cx, b, op, code, md, loc, errors);
            if code == DxilOpcode::CreateHandle {
                if let Some((class, id, None)) = created_record(cx, b, op, md) {
                    errors.push(DxilValidationError::NoRecord {
                        op: code.dialect_name(),
                        class: CLASSES[class],
                        id,
                        loc,
                    });
                }
            }
            if let Some(e) = entry {
                check_element(cx, b, op, code, e, loc, errors);
            }
        } else if let Some(call) = Call::match_op(cx, b, op) {
            if let Some(callee) = call.callee(cx, b) {
                if callee.starts_with("dx.op.") {
                    check_call(cx, b, op, callee, target, loc, errors);
                } else if !allowed_intrinsic(callee) {
                    errors.push(DxilValidationError::IntrinsicRemains {
                        callee: callee.to_string(),
                        loc,
                    });
                } else if externals.contains(callee) {
                    errors.push(DxilValidationError::ExternalCall {
                        callee: callee.to_string(),
                        loc,
                    });
                }
            }
        }
    }
}

/// Whether a callee that is not a `dx.op` function may stay in DXIL: any
/// function but an LLVM intrinsic (a library may call functions it does
/// not define), and of those the lifetime markers and debug info.
fn allowed_intrinsic(callee: &str) -> bool {
    match callee.strip_prefix("llvm.") {
        Some(rest) => rest.starts_with("lifetime.") || rest.starts_with("dbg."),
        None => true,
    }
}

/// A `dx.op.*` call the importer left a call: it broke a rule the `dxil`
/// op form cannot (the opcode its name says, its signature). Finds which.
fn check_call(
    cx: &Context,
    b: &Body,
    op: Op,
    callee: &str,
    target: DxilTarget,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    let args = b.operands(op);
    // Calls have the callee as an attribute; every operand is an argument.
    let Some(code) = args.first().and_then(|&v| const_int(cx, b, v)) else {
        errors.push(DxilValidationError::OpcodeNotConstant {
            callee: callee.to_string(),
            loc,
        });
        return;
    };
    let Some(entry) = u32::try_from(code).ok().and_then(dxil::op_by_opcode) else {
        errors.push(DxilValidationError::UnknownOpcode {
            callee: callee.to_string(),
            opcode: code,
            loc,
        });
        return;
    };
    let rest = callee.strip_prefix("dx.op.").unwrap_or(callee);
    let (class, suffix) = match rest.rsplit_once('.') {
        Some((c, s)) if ScalarKind::from_suffix(s).is_some() => (c, Some(s)),
        _ => (rest, None),
    };
    if class != entry.class() {
        errors.push(DxilValidationError::OpcodeMismatch {
            callee: callee.to_string(),
            opcode: entry.opcode(),
            op: entry.dialect_name(),
            class: entry.class(),
            found: class.to_string(),
            loc,
        });
        return;
    }
    let operands: Vec<_> = args[1..].iter().map(|&v| b.value_type(v)).collect();
    let results: Vec<_> = b.results(op).iter().map(|&v| b.value_type(v)).collect();
    let overload = match check_signature(cx, entry, &operands, &results) {
        Ok(o) => o,
        Err(error) => {
            errors.push(DxilValidationError::CallSignature {
                callee: callee.to_string(),
                op: entry.dialect_name(),
                error,
                loc,
            });
            return;
        }
    };
    let expected = dxil::call_name(cx, entry, overload, &operands);
    if expected != callee || (suffix.is_some() && !entry.is_overloaded()) {
        errors.push(DxilValidationError::OverloadName {
            callee: callee.to_string(),
            op: entry.dialect_name(),
            expected,
            loc,
        });
        return;
    }
    if let Err(e) = check_op(cx, entry, &operands, &results, loc, target) {
        errors.push(e.into());
    }
}

/// The operands (by table name, or by kind for the unnamed struct
/// constants) DXIL requires to be immediate constants, with their range.
fn immediates(code: DxilOpcode) -> &'static [(&'static str, Option<(i64, i64)>)] {
    use DxilOpcode as D;
    match code {
        D::ThreadId | D::GroupId | D::ThreadIdInGroup => &[("i32 component", Some((0, 2)))],
        D::RawBufferLoad | D::RawBufferStore => &[("mask", Some((1, 15))), ("alignment", None)],
        D::BufferStore | D::TextureStore => &[("mask", Some((1, 15)))],
        D::AtomicBinOp => &[("atomicOp", Some((0, 8)))],
        D::CreateHandleFromHeap => &[
            ("samplerHeap", Some((0, 1))),
            ("nonUniformIndex", Some((0, 1))),
        ],
        D::CreateHandle => &[("resource class", Some((0, 3))), ("range id", None)],
        D::CreateHandleFromBinding => &[("non-uniform", Some((0, 1)))],
        D::LoadInput => &[("inputSigId", None), ("colIndex", Some((0, 3)))],
        D::StoreOutput => &[("outputSigId", None), ("colIndex", Some((0, 3)))],
        D::UpdateCounter => &[("direction", Some((-1, 1)))],
        _ => &[],
    }
}

fn check_immediates(
    cx: &Context,
    b: &Body,
    op: Op,
    code: DxilOpcode,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    let entry = code.entry();
    let Some(sig) = entry.signature() else {
        return;
    };
    let operands = b.operands(op);
    for (i, p) in sig.args.iter().enumerate() {
        let Some(&v) = operands.get(i) else {
            return;
        };
        let not_immediate = || DxilValidationError::NotImmediate {
            op: entry.dialect_name(),
            index: i,
            param: if p.name.is_empty() {
                p.kind.td_name()
            } else {
                p.name
            },
            loc,
        };
        // The binding and the properties of a handle are constants.
        if matches!(p.kind, ParamKind::ResBind | ParamKind::ResProps) {
            if const_fields(cx, b, v).is_none() {
                errors.push(not_immediate());
            }
            continue;
        }
        let Some(&(_, range)) = immediates(code).iter().find(|(n, _)| *n == p.name) else {
            continue;
        };
        let Some(value) = const_int(cx, b, v) else {
            errors.push(not_immediate());
            continue;
        };
        if let Some((min, max)) = range {
            // i1 constants read as -1 when set.
            let value = if p.kind == ParamKind::I1 {
                value & 1
            } else {
                value
            };
            if value < min || value > max {
                errors.push(DxilValidationError::ImmediateRange {
                    op: entry.dialect_name(),
                    index: i,
                    param: p.name,
                    value,
                    min,
                    max,
                    loc,
                });
            }
        }
    }
}

const TEXTURES: &[ResourceKind] = &[
    ResourceKind::Texture1D,
    ResourceKind::Texture2D,
    ResourceKind::Texture2DMS,
    ResourceKind::Texture3D,
    ResourceKind::TextureCube,
    ResourceKind::Texture1DArray,
    ResourceKind::Texture2DArray,
    ResourceKind::Texture2DMSArray,
    ResourceKind::TextureCubeArray,
];
const SAMPLEABLE: &[ResourceKind] = &[
    ResourceKind::Texture1D,
    ResourceKind::Texture2D,
    ResourceKind::Texture3D,
    ResourceKind::TextureCube,
    ResourceKind::Texture1DArray,
    ResourceKind::Texture2DArray,
    ResourceKind::TextureCubeArray,
];
const BUFFERS: &[ResourceKind] = &[
    ResourceKind::TypedBuffer,
    ResourceKind::RawBuffer,
    ResourceKind::StructuredBuffer,
];
const RAW: &[ResourceKind] = &[ResourceKind::RawBuffer, ResourceKind::StructuredBuffer];
const ATOMIC: &[ResourceKind] = &[
    ResourceKind::TypedBuffer,
    ResourceKind::RawBuffer,
    ResourceKind::StructuredBuffer,
    ResourceKind::Texture1D,
    ResourceKind::Texture2D,
    ResourceKind::Texture3D,
    ResourceKind::Texture1DArray,
    ResourceKind::Texture2DArray,
];
const CBUFFERS: &[ResourceKind] = &[ResourceKind::CBuffer, ResourceKind::TBuffer];
const SAMPLERS: &[ResourceKind] = &[ResourceKind::Sampler];
const NOT_CB_OR_SAMPLER: &[ResourceKind] = &[
    ResourceKind::Texture1D,
    ResourceKind::Texture2D,
    ResourceKind::Texture2DMS,
    ResourceKind::Texture3D,
    ResourceKind::TextureCube,
    ResourceKind::Texture1DArray,
    ResourceKind::Texture2DArray,
    ResourceKind::Texture2DMSArray,
    ResourceKind::TextureCubeArray,
    ResourceKind::TypedBuffer,
    ResourceKind::RawBuffer,
    ResourceKind::StructuredBuffer,
    ResourceKind::TBuffer,
    ResourceKind::FeedbackTexture2D,
    ResourceKind::FeedbackTexture2DArray,
];

/// What the handles of an op must be: per handle operand (in order), the
/// kinds allowed and a name; and whether the first must be a UAV.
fn handle_rule(code: DxilOpcode) -> Option<(&'static [&'static [ResourceKind]], bool)> {
    use DxilOpcode as D;
    Some(match code {
        D::BufferLoad => (
            &[&[
                ResourceKind::TypedBuffer,
                ResourceKind::RawBuffer,
                ResourceKind::StructuredBuffer,
                ResourceKind::TBuffer,
            ]],
            false,
        ),
        D::BufferStore => (&[BUFFERS], true),
        D::UpdateCounter => (&[&[ResourceKind::StructuredBuffer]], true),
        D::RawBufferLoad => (&[RAW], false),
        D::RawBufferStore => (&[RAW], true),
        D::CBufferLoad | D::CBufferLoadLegacy => (&[CBUFFERS], false),
        D::TextureLoad => (&[TEXTURES], false),
        D::TextureStore | D::TextureStoreSample => (&[TEXTURES], true),
        D::Sample
        | D::SampleBias
        | D::SampleLevel
        | D::SampleGrad
        | D::SampleCmp
        | D::SampleCmpLevelZero
        | D::SampleCmpLevel
        | D::SampleCmpGrad
        | D::SampleCmpBias
        | D::TextureGather
        | D::TextureGatherCmp => (&[SAMPLEABLE, SAMPLERS], false),
        D::GetDimensions => (&[NOT_CB_OR_SAMPLER], false),
        D::AtomicBinOp | D::AtomicCompareExchange => (&[ATOMIC], true),
        _ => return None,
    })
}

/// The record a `createHandle` names: its class and range id, if they are
/// constants.
fn created_record<'a>(
    cx: &Context,
    b: &Body,
    op: Op,
    md: &'a Md,
) -> Option<(usize, i64, Option<&'a Record>)> {
    let ops = b.operands(op);
    let class = const_int(cx, b, *ops.first()?)?;
    let id = const_int(cx, b, *ops.get(1)?)?;
    let class = usize::try_from(class).ok().filter(|&c| c < 4)?;
    Some((class, id, md.records[class].iter().find(|r| r.id == id)))
}

/// The resource kind and UAV-ness of a handle, when its creation says.
fn handle_kind(cx: &Context, b: &Body, v: Value, md: &Md) -> Option<(u32, bool)> {
    let op = b.defining_op(v)?;
    match DxilOpcode::of(cx, b, op)? {
        DxilOpcode::AnnotateHandle => {
            let w0 = *const_fields(cx, b, *b.operands(op).get(1)?)?.first()?;
            Some(((w0 & 0xff) as u32, w0 & (1 << 12) != 0))
        }
        DxilOpcode::CreateHandle => {
            let (class, _, record) = created_record(cx, b, op, md)?;
            Some((record?.kind?, class == 1))
        }
        _ => None,
    }
}

/// The ops whose result is a handle DXIL accepts as an operand.
fn creates_handle(code: DxilOpcode) -> bool {
    use DxilOpcode as D;
    matches!(
        code,
        D::CreateHandle
            | D::CreateHandleFromBinding
            | D::CreateHandleFromHeap
            | D::CreateHandleForLib
            | D::AnnotateHandle
    )
}

/// Each handle operand of `op` must come from a handle-creating op,
/// through selects and phis (DXC's `INSTR.HANDLENOTFROMCREATEHANDLE`).
fn check_handle_origins(
    cx: &Context,
    b: &Body,
    op: Op,
    code: DxilOpcode,
    tracer: &mut HandleTracer,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    let Some(sig) = code.entry().signature() else {
        return;
    };
    for (_, &v) in sig
        .args
        .iter()
        .zip(b.operands(op))
        .filter(|(p, _)| p.kind == ParamKind::Handle)
    {
        let is_creator = |d: Op| DxilOpcode::of(cx, b, d).is_some_and(creates_handle);
        // The common case, a handle straight from its creation, needs no
        // trace.
        if b.defining_op(v).is_some_and(is_creator) {
            continue;
        }
        if let Some(&other) = tracer.trace(cx, b, v, is_creator).others.first() {
            errors.push(DxilValidationError::HandleNotFromCreateHandle {
                op: code.dialect_name(),
                found: describe_value(cx, b, other),
                loc,
            });
        }
    }
}

/// A value as a message names it: the op that defines it
/// (`llvm.poison`), or `a function parameter`.
fn describe_value(cx: &Context, b: &Body, v: Value) -> String {
    match b.defining_op(v) {
        Some(d) if Poison::match_op(cx, b, d).is_some() => "poison".to_string(),
        Some(d) if Undef::match_op(cx, b, d).is_some() => "undef".to_string(),
        Some(d) => match b.op_def(cx, d) {
            Some(def) => format!("the result of `{}`", def.name),
            None => "the result of an unregistered op".to_string(),
        },
        None => "a function parameter or a block argument without incoming values".to_string(),
    }
}

fn kind_name(k: u32) -> &'static str {
    ResourceKind::from_u32(k).map_or("invalid kind", ResourceKind::name)
}

fn check_handles(
    cx: &Context,
    b: &Body,
    op: Op,
    code: DxilOpcode,
    md: &Md,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    let Some((kinds, uav)) = handle_rule(code) else {
        return;
    };
    let Some(sig) = code.entry().signature() else {
        return;
    };
    let handles = sig
        .args
        .iter()
        .zip(b.operands(op))
        .filter(|(p, _)| p.kind == ParamKind::Handle)
        .map(|(_, &v)| v);
    for (n, v) in handles.enumerate() {
        let Some(allowed) = kinds.get(n) else {
            break;
        };
        let which = if n == 0 { "the" } else { "the sampler" };
        let creator = b.defining_op(v).and_then(|d| DxilOpcode::of(cx, b, d));
        if let Some(c @ (DxilOpcode::CreateHandleFromBinding | DxilOpcode::CreateHandleFromHeap)) =
            creator
        {
            errors.push(DxilValidationError::NotAnnotated {
                op: code.dialect_name(),
                which,
                creator: c.dialect_name(),
                loc,
            });
            continue;
        }
        let Some((kind, is_uav)) = handle_kind(cx, b, v, md) else {
            continue;
        };
        if !allowed.iter().any(|&k| k as u32 == kind) {
            errors.push(DxilValidationError::HandleKind {
                op: code.dialect_name(),
                which,
                expected: allowed
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(" or "),
                found: kind_name(kind),
                kind,
                loc,
            });
        } else if n == 0 && uav && !is_uav {
            errors.push(DxilValidationError::HandleNotUav {
                op: code.dialect_name(),
                found: kind_name(kind),
                loc,
            });
        }
    }
}

fn check_element(
    cx: &Context,
    b: &Body,
    op: Op,
    code: DxilOpcode,
    entry: &EntryMd,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    let (which, elements) = match code {
        DxilOpcode::LoadInput => ("input", &entry.inputs),
        DxilOpcode::StoreOutput => ("output", &entry.outputs),
        _ => return,
    };
    let ops = b.operands(op);
    let int = |i: usize| ops.get(i).and_then(|&v| const_int(cx, b, v));
    let Some(id) = int(0) else {
        return;
    };
    let Some(el) = elements.iter().find(|e| e.id == id) else {
        errors.push(DxilValidationError::NoElement {
            op: code.dialect_name(),
            which,
            id,
            entry: entry.name.clone(),
            count: elements.len(),
            loc,
        });
        return;
    };
    for (i, what, size) in [(1, "row", el.rows), (2, "column", el.cols)] {
        if let Some(value) = int(i) {
            if value < 0 || value >= size {
                errors.push(DxilValidationError::ElementRange {
                    op: code.dialect_name(),
                    what,
                    value,
                    id,
                    name: el.name.clone(),
                    size,
                    loc,
                });
            }
        }
    }
    // The overload is the value's type: the result, or the stored value.
    let value_ty = match code {
        DxilOpcode::LoadInput => b.results(op).first().map(|&r| b.value_type(r)),
        _ => ops.get(3).map(|&v| b.value_type(v)),
    };
    let Some(overload) = value_ty.and_then(|t| dxil::scalar_kind(cx, t)) else {
        return;
    };
    if let Some(allowed) = component_overloads(el.component) {
        if !allowed.contains(&overload) {
            errors.push(DxilValidationError::ElementType {
                op: code.dialect_name(),
                id,
                name: el.name.clone(),
                component: el.component,
                overload,
                loc,
            });
        }
    }
}

/// The overloads a signature element of component type `c` is read and
/// written with (`dxil-reference.md` §3.3); `None` for a type without a
/// rule here.
fn component_overloads(c: i64) -> Option<&'static [ScalarKind]> {
    Some(match c {
        // I1 (bools are i32 in signatures), I32, U32.
        1 | 4 | 5 => &[ScalarKind::I32],
        // I16, U16.
        2 | 3 => &[ScalarKind::I16],
        // I64, U64.
        6 | 7 => &[ScalarKind::I64],
        // F16, SNormF16, UNormF16.
        8 | 11 | 12 => &[ScalarKind::F16],
        // F32, SNormF32, UNormF32.
        9 | 13 | 14 => &[ScalarKind::F32],
        // F64, SNormF64, UNormF64.
        10 | 15 | 16 => &[ScalarKind::F64],
        _ => return None,
    })
}

/// The `!dx.resources` record that covers a `createHandleFromBinding`'s
/// binding: `Err` with the binding when none does, `None` when the binding
/// is not a constant or the module has no `!dx.resources`.
#[allow(clippy::type_complexity)]
fn bound_record<'a>(
    cx: &Context,
    b: &Body,
    op: Op,
    md: &'a Md,
) -> Option<Result<(usize, &'a Record), (usize, u64, u64, i64)>> {
    md.resources?;
    let bind = const_fields(cx, b, *b.operands(op).first()?)?;
    let [lower, upper, space, class] = bind[..] else {
        return None;
    };
    let class = usize::try_from(class).ok().filter(|&c| c < 4)?;
    let (lower, upper) = (lower as u32 as u64, upper as u32 as u64);
    let first = md.by_space[class]
        .get(&space)
        .and_then(|s| s.first_containing(lower, upper));
    Some(
        first
            .map(|i| (class, &md.records[class][i]))
            .ok_or((class, lower, upper, space)),
    )
}

/// A `createHandleFromBinding` must name a declared binding, and the
/// `annotateHandle` of its handle must say the record's kind and class.
fn check_binding(
    cx: &Context,
    b: &Body,
    op: Op,
    code: DxilOpcode,
    md: &Md,
    loc: Loc,
    errors: &mut Vec<DxilValidationError>,
) {
    match code {
        DxilOpcode::CreateHandleFromBinding => {
            if let Some(Err((class, lower, upper, space))) = bound_record(cx, b, op, md) {
                errors.push(DxilValidationError::NoBinding {
                    op: code.dialect_name(),
                    class: CLASSES[class],
                    lower,
                    upper,
                    space,
                    loc,
                });
            }
        }
        DxilOpcode::AnnotateHandle => {
            let ops = b.operands(op);
            let Some(created) = ops
                .first()
                .and_then(|&h| DxilOpcode::CreateHandleFromBinding.defining(cx, b, h))
            else {
                return;
            };
            let Some(Ok((class, record))) = bound_record(cx, b, created, md) else {
                return;
            };
            let Some(w0) = ops
                .get(1)
                .and_then(|&p| const_fields(cx, b, p))
                .and_then(|w| w.first().copied())
            else {
                return;
            };
            let (kind, uav) = ((w0 & 0xff) as u32, w0 & (1 << 12) != 0);
            let Some(want) = record.kind else {
                return;
            };
            if kind != want || uav != (class == 1) {
                errors.push(DxilValidationError::AnnotationMismatch {
                    op: code.dialect_name(),
                    said: format!(
                        "{} {}",
                        if uav { "a UAV" } else { "a non-UAV" },
                        kind_name(kind)
                    ),
                    class: CLASSES[class],
                    name: record.name.clone(),
                    kind: kind_name(want),
                    loc,
                });
            }
        }
        _ => {}
    }
}

fn check_records(md: &Md, errors: &mut Vec<DxilValidationError>) {
    for (class, recs) in md.records.iter().enumerate() {
        let mut ids: FxHashMap<i64, &Record> = FxHashMap::default();
        for (i, r) in recs.iter().enumerate() {
            if let Some(other) = ids.get(&r.id) {
                errors.push(DxilValidationError::DuplicateId {
                    class: CLASSES[class],
                    name: r.name.clone(),
                    other: other.name.clone(),
                    id: r.id,
                    loc: r.loc,
                });
            } else {
                ids.insert(r.id, r);
            }
            if let Some(other) = recs[..i]
                .iter()
                .find(|o| o.space == r.space && o.lower <= r.upper && r.lower <= o.upper)
            {
                errors.push(DxilValidationError::Overlap {
                    class: CLASSES[class],
                    name: r.name.clone(),
                    lower: r.lower,
                    upper: r.upper,
                    other: other.name.clone(),
                    other_lower: other.lower,
                    other_upper: other.upper,
                    space: r.space,
                    loc: r.loc,
                });
            }
        }
    }
}

/// The flags the validator holds entries to, with their names.
const CHECKED_FLAGS: [(u64, &str); 4] = [
    (DOUBLES, "Doubles"),
    (RAW_AND_STRUCTURED, "EnableRawAndStructuredBuffers"),
    (WAVE_OPS, "WaveOps"),
    (INT64_OPS, "Int64Ops"),
];

fn check_entries(
    cx: &Context,
    m: &Module,
    target: DxilTarget,
    md: &Md,
    errors: &mut Vec<DxilValidationError>,
) {
    let same_list = |a: Attr, b: Attr| {
        a == b || {
            let (x, y) = (node_operands(cx, m, a), node_operands(cx, m, b));
            x.is_some() && x == y
        }
    };
    let is_null = |a: Attr| matches!(cx.attr_data(a), AttrData::Unit);
    if target.stage != ShaderStage::Library && !md.entries.is_empty() {
        if md.entries.len() != 1 {
            errors.push(DxilValidationError::Entries {
                problem: format!(
                    "a {} shader has one entry, this module lists {}",
                    target.stage,
                    md.entries.len()
                ),
                loc: md.entries[1].loc,
            });
        }
        for e in &md.entries {
            let stage = e
                .function
                .as_deref()
                .and_then(|n| m.function(n))
                .and_then(|f| dxir_dialects::translate::llvm::string_attr(cx, f, "hlsl.shader"))
                .and_then(|s| s.parse::<ShaderStage>().ok());
            if let Some(stage) = stage.filter(|&s| s != target.stage) {
                errors.push(DxilValidationError::Entries {
                    problem: format!(
                        "entry '{}' is a {stage} shader; the triple says {}",
                        e.name, target.stage
                    ),
                    loc: e.loc,
                });
            }
        }
    }
    for e in &md.entries {
        let ok = match md.resources {
            Some(r) => {
                same_list(e.resources, r)
                    || (is_null(e.resources) && target.stage == ShaderStage::Library)
            }
            None => is_null(e.resources),
        };
        if !ok {
            errors.push(DxilValidationError::EntryResources {
                entry: e.name.clone(),
                loc: e.loc,
            });
        }
    }
    let Ok((per_function, combined)) = implied_flags(cx, m) else {
        return;
    };
    for e in &md.entries {
        // A library's function entries carry no flags (LLVM 22 writes the
        // union in the null entry only).
        if target.stage == ShaderStage::Library && e.function.is_some() {
            continue;
        }
        let implied = match &e.function {
            Some(f) => match m.functions().iter().position(|g| g.name() == f) {
                Some(i) => per_function.get(i).copied().unwrap_or(0),
                None => continue,
            },
            None => combined,
        };
        for (bit, name) in CHECKED_FLAGS {
            if implied & bit != 0 && e.flags & bit == 0 {
                errors.push(DxilValidationError::MissingFlag {
                    entry: e.name.clone(),
                    flag: name,
                    bit: bit.trailing_zeros(),
                    found: e.flags,
                    loc: e.loc,
                });
            }
        }
    }
}

#[cfg(test)]
mod record_index_tests {
    use super::{Record, SpaceRecords};
    use dxir_ir::Loc;

    fn record(lower: u64, upper: u64) -> Record {
        Record {
            id: 0,
            name: String::new(),
            space: 0,
            lower,
            upper,
            kind: None,
            loc: Loc::UNKNOWN,
        }
    }

    /// The index finds what a scan in class order finds: single registers,
    /// ranges, an unbounded range, overlaps (the first in order wins) and
    /// bindings nothing contains.
    #[test]
    fn the_index_finds_the_first_record_a_scan_finds() {
        let records = vec![
            record(5, 5),
            record(0, 3),
            record(2, 2),
            record(10, u64::from(u32::MAX)),
            record(6, 9),
            record(7, 7),
            record(4, 4),
        ];
        let index = SpaceRecords::new(&records, (0..records.len()).collect());
        for lower in 0..14u64 {
            for upper in lower..16 {
                let scan = records
                    .iter()
                    .position(|r| r.lower <= lower && upper <= r.upper);
                assert_eq!(
                    index.first_containing(lower, upper),
                    scan,
                    "{lower}..={upper}"
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::tests::{cx, long_function, runs_find_what_one_walk_finds};

    #[test]
    fn a_function_split_in_runs_gives_the_findings_of_one_walk() {
        let cx = cx();
        let m = dxir_ir::parse_module(&cx, &long_function(), "long.dxir").unwrap();
        let target = dxil::module_target(&cx, &m).unwrap();
        let md = read_md(&cx, &m);
        let found = |ops_per_run| {
            let mut errors = Vec::new();
            let externals = shader_externals(&m, target);
            let cf = FunctionChecks {
                target,
                md: &md,
                entry: None,
                externals: &externals,
            };
            check_function(&cx, &m.functions()[0], &cf, &mut errors, ops_per_run);
            errors
                .iter()
                .map(|e| (e.loc().line, e.to_string()))
                .collect::<Vec<_>>()
        };
        // The 17 `dxil.threadId` ops of the 600 (every 37th from the 3rd),
        // each with its component 3 out of range.
        runs_find_what_one_walk_finds(found, 17);
    }
}
