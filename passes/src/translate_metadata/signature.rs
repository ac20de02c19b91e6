//! Shader signatures: the elements a vertex or pixel entry reads and writes
//! through `dx.load.input` / `dx.store.output`, their packing into rows and
//! columns, and the `!dx.entryPoints` signature lists (`!{inputs, outputs,
//! patch-constant}`).
//!
//! clang 22 writes one `dx.load.input` per entry parameter, named after its
//! semantic (`%COLOR0`, `%SV_Position0`), and one `dx.store.output` for the
//! return value, but leaves every element id, row and column 0 and records
//! the output's semantic nowhere. So inputs take their semantic from the
//! value name (or from [`SignatureSemantics::inputs`]), outputs from
//! [`SignatureSemantics::outputs`]; what cannot be known is an error, never
//! a guess.
//!
//! Each call is rewritten into one scalar call per column with the element
//! id and column filled in and `sig_element` stamped, which `lower-dxil`'s
//! rules turn into `loadInput` (4) / `storeOutput` (5). Packing follows the
//! kinds DXC uses: vertex inputs one element per row, pixel outputs
//! `SV_Target<n>` at row `n`, and the inter-stage signatures (vertex
//! outputs, pixel inputs) first-fit into rows of four columns, elements
//! sharing a row only with the same interpolation mode, system values on a
//! row of their own.

use super::err;
use super::md::MdWriter;
use crate::access_util::{build_i32, build_int, build_poison};
use crate::error::MetadataError;
use crate::pass::PassError;
use dxir_dialects::dx::{DxOp, LoadInput, StoreOutput};
use dxir_dialects::dxil::ShaderStage;
use dxir_dialects::llvm::{self, Constant, ExtractElement, InsertElement};
use dxir_ir::view::position;
use dxir_ir::{Attr, Body, Builder, Context, Loc, Module, Op, Type, TypeData, Value};
use std::fmt;
use std::str::FromStr;

/// A semantic as written in HLSL: a name, an index (`TEXCOORD3` is
/// `TEXCOORD`, 3) and, for 32- and 16-bit integers, the signedness the IR
/// does not keep (`ID0:int`; unsigned by default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Semantic {
    /// The name without its index, as spelled.
    pub name: String,
    /// The semantic index (0 when the name has no trailing digits).
    pub index: u32,
    /// `Some(true)` for `:int`, `Some(false)` for `:uint`.
    pub signed: Option<bool>,
}

/// Why a semantic given on the command line does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SemanticError {
    /// Empty, or a name that is not an identifier.
    #[error("`{0}` is not a semantic (expected NAME[INDEX][:int|:uint], e.g. `SV_Target0`)")]
    Malformed(String),
    /// A type suffix other than `int` / `uint`.
    #[error("`{0}`: the type suffix must be `:int` or `:uint`")]
    BadType(String),
}

impl FromStr for Semantic {
    type Err = SemanticError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (text, ty) = match s.split_once(':') {
            Some((t, ty)) => (t, Some(ty)),
            None => (s, None),
        };
        let signed = match ty {
            None => None,
            Some("int") => Some(true),
            Some("uint") => Some(false),
            Some(_) => return Err(SemanticError::BadType(s.to_string())),
        };
        let mut sem = Semantic::from_name(text).ok_or(SemanticError::Malformed(s.to_string()))?;
        sem.signed = signed;
        Ok(sem)
    }
}

impl Semantic {
    /// Splits `COLOR2` into `COLOR`, 2; `None` unless the text is an
    /// identifier that does not start with a digit.
    fn from_name(text: &str) -> Option<Semantic> {
        let digits = text.len() - text.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let (name, index) = text.split_at(text.len() - digits);
        let ok = name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ok {
            return None;
        }
        let index = if index.is_empty() {
            0
        } else {
            index.parse().ok()?
        };
        Some(Semantic {
            name: name.to_string(),
            index,
            signed: None,
        })
    }

    /// The semantic clang encoded in a `dx.load.input` result's name:
    /// `SV_Position0`, or `COLOR0.i` once LLVM has cloned the call.
    fn from_value_name(name: &str) -> Option<Semantic> {
        Semantic::from_name(name.split('.').next()?)
    }
}

impl fmt::Display for Semantic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.name, self.index)?;
        match self.signed {
            Some(true) => f.write_str(":int"),
            Some(false) => f.write_str(":uint"),
            None => Ok(()),
        }
    }
}

/// Semantics the IR does not carry, given by the user, in the order of the
/// entry's `dx.load.input` / `dx.store.output` calls.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureSemantics {
    /// Replaces the semantics read from the input calls' value names
    /// (needed when clang ran with `-discard-value-names`).
    pub inputs: Option<Vec<Semantic>>,
    /// The outputs' semantics, which clang 22 does not record, for every
    /// entry.
    pub outputs: Option<Vec<Semantic>>,
    /// The outputs' semantics of each entry by its name, as a frontend
    /// read them from the source (`dxir compile`): a library's entries each
    /// have their own. [`SignatureSemantics::outputs`], given by the user,
    /// wins over them.
    pub entry_outputs: Vec<(String, Vec<Semantic>)>,
    /// The inputs of each entry by its name as the source declares them
    /// (`dxir compile`): an input named by its value takes the signedness
    /// of the declared one with its name and index. Matched by name, not
    /// order: clang drops the calls of inputs the entry does not read.
    pub entry_inputs: Vec<(String, Vec<Semantic>)>,
}

impl SignatureSemantics {
    /// The signedness the source declares for the input `sem` of the entry
    /// `name` (`Some(true)` for `:int`), if it declares it.
    fn declared_signedness(&self, name: &str, sem: &Semantic) -> Option<bool> {
        self.entry_inputs
            .iter()
            .find(|(entry, _)| entry == name)?
            .1
            .iter()
            .find(|d| d.name.eq_ignore_ascii_case(&sem.name) && d.index == sem.index)?
            .signed
    }

    /// The outputs' semantics of the entry `name`, if known.
    pub fn outputs_of(&self, name: &str) -> Option<&Vec<Semantic>> {
        self.outputs.as_ref().or_else(|| {
            self.entry_outputs
                .iter()
                .find(|(entry, _)| entry == name)
                .map(|(_, list)| list)
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Dir {
    In,
    Out,
}

impl Dir {
    fn noun(self) -> &'static str {
        match self {
            Dir::In => "input",
            Dir::Out => "output",
        }
    }
}

/// DXIL's `SemanticKind` values for the system values dxir places.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Arbitrary = 0,
    VertexId = 1,
    InstanceId = 2,
    Position = 3,
    PrimitiveId = 10,
    Target = 16,
    Depth = 17,
}

/// The canonical spelling and kind of the system values dxir knows.
const SYSTEM_VALUES: &[(&str, Kind)] = &[
    ("SV_Position", Kind::Position),
    ("SV_Target", Kind::Target),
    ("SV_Depth", Kind::Depth),
    ("SV_VertexID", Kind::VertexId),
    ("SV_InstanceID", Kind::InstanceId),
    ("SV_PrimitiveID", Kind::PrimitiveId),
];

/// The kind a semantic has as an input or output of `stage`, and its
/// spelling in the signature (system values canonical, others as written).
fn classify(stage: ShaderStage, dir: Dir, sem: &Semantic) -> Result<(Kind, String), MetadataError> {
    let upper = sem.name.to_ascii_uppercase();
    if !upper.starts_with("SV_") {
        if stage == ShaderStage::Pixel && dir == Dir::Out {
            return Err(MetadataError::PixelOutput {
                name: sem.name.clone(),
            });
        }
        return Ok((Kind::Arbitrary, sem.name.clone()));
    }
    let Some(&(spelling, kind)) = SYSTEM_VALUES
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(&upper))
    else {
        return Err(MetadataError::UnknownSystemValue {
            name: sem.name.clone(),
            known: SYSTEM_VALUES
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(", "),
        });
    };
    let allowed = match (stage, dir) {
        // The input assembler does not interpret SV_Position: it is an
        // ordinary element there.
        (ShaderStage::Vertex, Dir::In) if kind == Kind::Position => {
            return Ok((Kind::Arbitrary, spelling.to_string()))
        }
        (ShaderStage::Vertex, Dir::In) => matches!(kind, Kind::VertexId | Kind::InstanceId),
        (ShaderStage::Vertex, Dir::Out) => kind == Kind::Position,
        (ShaderStage::Pixel, Dir::In) => matches!(kind, Kind::Position | Kind::PrimitiveId),
        (ShaderStage::Pixel, Dir::Out) => matches!(kind, Kind::Target | Kind::Depth),
        _ => false,
    };
    if !allowed {
        return Err(MetadataError::SystemValueNotAllowed {
            name: spelling,
            stage: stage.name(),
            dir: dir.noun(),
        });
    }
    Ok((kind, spelling.to_string()))
}

/// One element of a signature.
#[derive(Debug)]
struct Element {
    dir: Dir,
    name: String,
    index: u32,
    kind: Kind,
    /// DXIL `ComponentType`.
    comp: u8,
    /// DXIL `InterpolationMode`.
    interp: u8,
    cols: u8,
    /// The scalar type of each column.
    scalar: Type,
    /// Packed position; `-1`, `-1` for elements outside the register rows
    /// (`SV_Depth`).
    row: i32,
    col: i8,
    /// Columns read (inputs) or written (outputs).
    mask: u8,
}

/// A `dx.load.input` or `dx.store.output` call and the element it names.
struct Site {
    op: Op,
    dir: Dir,
    element: usize,
}

/// The scalar type and column count of a signature value.
fn shape(cx: &Context, ty: Type) -> Option<(Type, u8)> {
    match cx.type_data(ty) {
        TypeData::Vector { len, elem } if (1..=4).contains(len) => {
            Some((*elem, u8::try_from(*len).ok()?))
        }
        TypeData::Vector { .. } => None,
        _ => Some((ty, 1)),
    }
}

/// DXIL `ComponentType` of a column type: F16 8, F32 9, I16 2 / U16 3,
/// I32 4 / U32 5.
fn component_type(cx: &Context, scalar: Type, signed: bool) -> Option<u8> {
    match cx.type_data(scalar) {
        TypeData::Half => Some(8),
        TypeData::Float => Some(9),
        TypeData::Int(16) => Some(if signed { 2 } else { 3 }),
        TypeData::Int(32) => Some(if signed { 4 } else { 5 }),
        _ => None,
    }
}

/// DXIL `InterpolationMode`: undefined (0) where nothing is interpolated
/// (vertex inputs, pixel outputs); otherwise position noperspective (4),
/// integers constant (1), other floats linear (2), as DXC defaults them.
fn interpolation(cx: &Context, stage: ShaderStage, dir: Dir, kind: Kind, scalar: Type) -> u8 {
    let interpolated = matches!(
        (stage, dir),
        (ShaderStage::Vertex, Dir::Out) | (ShaderStage::Pixel, Dir::In)
    );
    if !interpolated {
        0
    } else if kind == Kind::Position {
        4
    } else if cx.is_int(scalar) {
        1
    } else {
        2
    }
}

/// The packing rows of one signature: which columns are taken and the
/// interpolation mode (or system value) of each row's elements.
#[derive(Default)]
struct Rows {
    used: Vec<([bool; 4], u8, bool)>,
}

/// DXIL signatures have 32 rows of four columns.
const MAX_ROWS: usize = 32;

impl Rows {
    /// The first row and column where `cols` columns fit beside elements of
    /// the same interpolation mode; system values take a row of their own.
    fn first_fit(&mut self, cols: u8, interp: u8, system: bool) -> Option<(i32, i8)> {
        let n = usize::from(cols);
        for r in 0..MAX_ROWS {
            if r == self.used.len() {
                self.used.push(([false; 4], interp, system));
            }
            let (taken, mode, sys) = &mut self.used[r];
            let empty = !taken.iter().any(|&t| t);
            if !empty && (system || *sys || *mode != interp) {
                continue;
            }
            for c in 0..=(4 - n) {
                if taken[c..c + n].iter().all(|&t| !t) {
                    taken[c..c + n].iter_mut().for_each(|t| *t = true);
                    if empty {
                        (*mode, *sys) = (interp, system);
                    }
                    return Some((i32::try_from(r).ok()?, i8::try_from(c).ok()?));
                }
            }
        }
        None
    }

    /// Takes a whole row (`SV_Target<n>` at row `n`); false if taken.
    fn take_row(&mut self, row: usize) -> bool {
        while self.used.len() <= row {
            self.used.push(([false; 4], 0, false));
        }
        let (taken, _, sys) = &mut self.used[row];
        if taken.iter().any(|&t| t) {
            return false;
        }
        *taken = [true; 4];
        *sys = true;
        true
    }
}

/// The signature calls of `body` (`loadInput`, `storeOutput`), in program
/// order: what [`lower_entry`] rewrites.
pub(super) fn signature_calls(cx: &Context, body: &Body) -> Vec<(Op, Dir)> {
    body.walk()
        .into_iter()
        .filter_map(|op| match DxOp::match_op(cx, body, op)? {
            DxOp::LoadInput(_) => Some((op, Dir::In)),
            DxOp::StoreOutput(_) => Some((op, Dir::Out)),
            _ => None,
        })
        .collect()
}

/// Assigns the signature elements of the entry `m.functions()[fi]`, whose
/// signature calls are `calls`, rewrites them into per-column calls
/// carrying them, and
/// returns the `!{inputs, outputs, null}` node, or `None` when the entry
/// reads and writes no signature.
pub(super) fn lower_entry(
    cx: &Context,
    w: &mut MdWriter<'_>,
    m: &mut Module,
    fi: usize,
    stage: ShaderStage,
    given: &SignatureSemantics,
    calls: &[(Op, Dir)],
) -> Result<Option<Attr>, PassError> {
    let f = &mut m.functions_mut()[fi];
    let fn_loc = f.loc();
    let name = f.name().to_string();
    let body = f.body_mut();
    if calls.is_empty() {
        return Ok(None);
    }
    if !matches!(stage, ShaderStage::Vertex | ShaderStage::Pixel) {
        return Err(err(
            body.loc(calls[0].0),
            MetadataError::SignatureStage {
                stage: stage.name(),
            },
        ));
    }
    let Placed {
        mut elements,
        sites,
        ids,
    } = placed(cx, body, stage, calls, given, &name, fn_loc)?;
    for site in &sites {
        rewrite_site(cx, body, site, &mut elements, &ids);
    }
    Ok(Some(signature_node(w, m, &elements, &ids)))
}

/// The elements of an entry, packed, the call sites naming them, and the
/// element ids: what [`lower_entry`] writes and [`entry_signature`]
/// reports.
struct Placed {
    elements: Vec<Element>,
    sites: Vec<Site>,
    ids: Vec<u32>,
}

/// The [`Placed`] elements of an entry whose signature calls are `calls`.
fn placed(
    cx: &Context,
    body: &Body,
    stage: ShaderStage,
    calls: &[(Op, Dir)],
    given: &SignatureSemantics,
    entry: &str,
    fn_loc: Loc,
) -> Result<Placed, PassError> {
    let (mut elements, sites) = assign(cx, body, stage, calls, given, entry, fn_loc)?;
    pack(&mut elements).map_err(|e| err(fn_loc, e))?;
    let ids = element_ids(&elements);
    Ok(Placed {
        elements,
        sites,
        ids,
    })
}

/// One element of an entry's signature as `translate-metadata` assigns
/// it: what runs the entry before lowering (where every element id is 0)
/// needs in order to read and write the elements the lowered module's
/// `loadInput` / `storeOutput` name by id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignatureElement {
    /// An output (`dx.store.output`) rather than an input.
    pub output: bool,
    /// The element id (inputs and outputs are numbered apart).
    pub id: u32,
    /// The semantic as the signature spells it, with its index
    /// (`SV_Target1`, `TEXCOORD0`).
    pub semantic: String,
    /// The type of each column.
    pub scalar: Type,
    /// Columns (1 to 4).
    pub cols: u8,
    /// DXIL `ComponentType` (signed integers 2 and 4).
    pub component: u8,
}

/// The signature of an entry before lowering: its elements, and for each
/// `dx.load.input` / `dx.store.output` call the element (an index into
/// `elements`) it reads or writes.
#[derive(Clone, Debug, Default)]
pub struct EntrySignature {
    /// The elements, inputs first, each in id order.
    pub elements: Vec<SignatureElement>,
    /// Each signature call and its element.
    pub sites: Vec<(Op, usize)>,
}

/// The signature `translate-metadata` gives the entry `entry` (whose body
/// is `body`) of `stage` with the semantics `given`: the same assignment, packing and ids, so
/// that a run of the module before lowering and a run after it read and
/// write the same elements.
///
/// # Errors
/// What `translate-metadata` reports for the entry: an unknown semantic,
/// a count of given semantics that does not match the calls, a system
/// value of the wrong shape, ...
pub fn entry_signature(
    cx: &Context,
    body: &Body,
    stage: ShaderStage,
    given: &SignatureSemantics,
    entry: &str,
    fn_loc: Loc,
) -> Result<EntrySignature, PassError> {
    let calls = signature_calls(cx, body);
    if calls.is_empty() {
        return Ok(EntrySignature::default());
    }
    let Placed {
        elements,
        sites,
        ids,
    } = placed(cx, body, stage, &calls, given, entry, fn_loc)?;
    Ok(EntrySignature {
        elements: elements
            .iter()
            .zip(&ids)
            .map(|(e, &id)| SignatureElement {
                output: e.dir == Dir::Out,
                id,
                semantic: format!("{}{}", e.name, e.index),
                scalar: e.scalar,
                cols: e.cols,
                component: e.comp,
            })
            .collect(),
        sites: sites.iter().map(|s| (s.op, s.element)).collect(),
    })
}

/// The semantic of each call and the elements they name.
fn assign(
    cx: &Context,
    body: &Body,
    stage: ShaderStage,
    calls: &[(Op, Dir)],
    given: &SignatureSemantics,
    entry: &str,
    fn_loc: Loc,
) -> Result<(Vec<Element>, Vec<Site>), PassError> {
    let mut elements: Vec<Element> = Vec::new();
    let mut sites = Vec::new();
    for dir in [Dir::In, Dir::Out] {
        let of_dir: Vec<Op> = calls
            .iter()
            .filter(|(_, d)| *d == dir)
            .map(|&(op, _)| op)
            .collect();
        let list = match dir {
            Dir::In => given.inputs.as_ref(),
            Dir::Out => given.outputs_of(entry),
        };
        if let Some(list) = list {
            if list.len() != of_dir.len() {
                return Err(err(
                    fn_loc,
                    MetadataError::SemanticCount {
                        given: list.len(),
                        dir: dir.noun(),
                        calls: of_dir.len(),
                        op: if dir == Dir::In {
                            "load.input"
                        } else {
                            "store.output"
                        },
                    },
                ));
            }
        }
        for (i, &op) in of_dir.iter().enumerate() {
            let loc = body.loc(op);
            let ty = match dir {
                Dir::In => body.value_type(body.result(op, 0)),
                Dir::Out => body.value_type(body.operand(op, 5)),
            };
            let sem = match (list, dir) {
                (Some(l), _) => l[i].clone(),
                (None, Dir::In) => {
                    let mut sem = body
                        .value_name(body.result(op, 0))
                        .and_then(Semantic::from_value_name)
                        .ok_or_else(|| err(loc, MetadataError::InputSemanticUnknown))?;
                    sem.signed = given.declared_signedness(entry, &sem);
                    sem
                }
                (None, Dir::Out) => return Err(err(loc, MetadataError::OutputSemanticUnknown)),
            };
            let (kind, name) = classify(stage, dir, &sem).map_err(|m| err(loc, m))?;
            let Some((scalar, cols)) = shape(cx, ty) else {
                return Err(err(loc, MetadataError::TooManyComponents));
            };
            let signed = sem.signed.unwrap_or(false);
            let Some(comp) = component_type(cx, scalar, signed) else {
                return Err(err(
                    loc,
                    MetadataError::ComponentType {
                        semantic: sem.to_string(),
                        ty: dxir_ir::type_to_string(cx, ty),
                    },
                ));
            };
            check_system_value(cx, kind, scalar, cols, &name).map_err(|m| err(loc, m))?;
            let interp = interpolation(cx, stage, dir, kind, scalar);
            let existing = elements.iter().position(|e| {
                e.dir == dir && e.index == sem.index && e.name.eq_ignore_ascii_case(&name)
            });
            let element = match existing {
                Some(e) if elements[e].scalar != scalar || elements[e].cols != cols => {
                    return Err(err(
                        loc,
                        MetadataError::SemanticTypes {
                            semantic: sem.to_string(),
                        },
                    ))
                }
                Some(e) => e,
                None => {
                    elements.push(Element {
                        dir,
                        name,
                        index: sem.index,
                        kind,
                        comp,
                        interp,
                        cols,
                        scalar,
                        row: 0,
                        col: 0,
                        mask: 0,
                    });
                    elements.len() - 1
                }
            };
            sites.push(Site { op, dir, element });
        }
    }
    Ok((elements, sites))
}

/// The shapes the system values dxir places must have.
fn check_system_value(
    cx: &Context,
    kind: Kind,
    scalar: Type,
    cols: u8,
    name: &str,
) -> Result<(), MetadataError> {
    let float = matches!(cx.type_data(scalar), TypeData::Float);
    let u32_scalar = matches!(cx.type_data(scalar), TypeData::Int(32)) && cols == 1;
    let ok = match kind {
        Kind::Arbitrary | Kind::Target => true,
        Kind::Position => float && cols == 4,
        Kind::Depth => float && cols == 1,
        Kind::VertexId | Kind::InstanceId | Kind::PrimitiveId => u32_scalar,
    };
    if ok {
        Ok(())
    } else {
        Err(MetadataError::SystemValueShape {
            name: name.to_string(),
            shape: match kind {
                Kind::Position => "a float4",
                Kind::Depth => "a float",
                _ => "a uint",
            },
        })
    }
}

/// Places every element (see the module docs for the rules).
fn pack(elements: &mut [Element]) -> Result<(), MetadataError> {
    let mut rows_in = Rows::default();
    let mut rows_out = Rows::default();
    for e in elements.iter_mut() {
        let rows = match e.dir {
            Dir::In => &mut rows_in,
            Dir::Out => &mut rows_out,
        };
        let placed = match (e.dir, e.kind, e.interp) {
            (Dir::Out, Kind::Target, _) => {
                let row = usize::try_from(e.index).unwrap_or(usize::MAX);
                if row >= 8 {
                    return Err(MetadataError::TargetOutOfRange { index: e.index });
                }
                if !rows.take_row(row) {
                    return Err(MetadataError::TargetTwice { index: e.index });
                }
                Some((i32::try_from(row).unwrap_or(0), 0))
            }
            (Dir::Out, Kind::Depth, _) => Some((-1, -1)),
            // Vertex inputs: one element per row, as the input layout
            // binds them (interpolation mode 0 marks the stage).
            (Dir::In, _, 0) => {
                let row = rows.used.len();
                (row < MAX_ROWS && rows.take_row(row)).then(|| (i32::try_from(row).unwrap_or(0), 0))
            }
            _ => rows.first_fit(e.cols, e.interp, e.kind != Kind::Arbitrary),
        };
        let Some((row, col)) = placed else {
            return Err(MetadataError::TooManyRows {
                dir: e.dir.noun(),
                max: MAX_ROWS,
            });
        };
        (e.row, e.col) = (row, col);
    }
    Ok(())
}

/// Element ids: inputs and outputs are numbered separately, in order.
fn element_ids(elements: &[Element]) -> Vec<u32> {
    let (mut next_in, mut next_out) = (0u32, 0u32);
    elements
        .iter()
        .map(|e| {
            let n = match e.dir {
                Dir::In => &mut next_in,
                Dir::Out => &mut next_out,
            };
            *n += 1;
            *n - 1
        })
        .collect()
}

/// Replaces one vector signature call with scalar calls per column.
fn rewrite_site(cx: &Context, body: &mut Body, site: &Site, elements: &mut [Element], ids: &[u32]) {
    let e = &mut elements[site.element];
    let id = i64::from(ids[site.element]);
    let loc = body.loc(site.op);
    let i8t = cx.int_type(8);
    let i32t = cx.types().i32;
    let stamp = cx.int_attr(i32t, i128::from(id));
    let scalar = e.scalar;
    // Builds `dx.load.input opcode, id, row 0, col, undef`, or with a
    // value `dx.store.output opcode, id, row 0, col, undef, value`.
    let call = |body: &mut Body, opcode: i64, col: u8, value: Option<Value>| {
        let mut b = Builder::before(cx, body, site.op).with_loc(loc);
        let opcode = build_i32(&mut b, opcode);
        let element = build_i32(&mut b, id);
        let row = build_i32(&mut b, 0);
        let col = build_int(&mut b, i8t, i64::from(col));
        let vertex = llvm::Undef::build(&mut b, i32t);
        let spec = match value {
            Some(v) => StoreOutput::spec(&mut b, opcode, element, row, col, vertex, v),
            None => LoadInput::spec(&mut b, opcode, element, row, col, vertex, scalar),
        };
        b.insert(spec.with_attr(cx, "sig_element", stamp))
    };
    match site.dir {
        Dir::In => {
            let r = body.result(site.op, 0);
            if e.cols == 1 && body.value_type(r) == scalar {
                let new = call(body, 4, 0, None);
                let v = body.result(new, 0);
                move_name(body, r, v);
                body.replace_all_uses(r, v);
                e.mask |= u8::from(body.has_uses(v));
                body.erase_op(site.op);
                return;
            }
            // Constant-index extracts read one column each; any other use
            // needs the whole vector, rebuilt from every column. Dead
            // extracts (`scalarize` leaves every lane's) read nothing.
            let dead: Vec<Op> = body
                .uses(r)
                .map(|u| u.op)
                .filter(|&op| {
                    ExtractElement::is(cx, body, op) && !body.has_uses(body.result(op, 0))
                })
                .collect();
            for op in dead {
                body.erase_op(op);
            }
            let users: Vec<(Op, Option<usize>)> = body
                .uses(r)
                .map(|u| {
                    let lane = ExtractElement::match_op(cx, body, u.op)
                        .filter(|_| u.index == 0)
                        .and_then(|x| const_lane(cx, body, x.index(body), e.cols));
                    (u.op, lane)
                })
                .collect();
            let whole = users.iter().any(|(_, lane)| lane.is_none());
            let mut lanes: Vec<Option<Value>> = vec![None; usize::from(e.cols)];
            for (k, lane) in lanes.iter_mut().enumerate() {
                if whole || users.iter().any(|&(_, l)| l == Some(k)) {
                    let new = call(body, 4, k as u8, None);
                    *lane = Some(body.result(new, 0));
                }
            }
            for &(user, lane) in &users {
                let Some(v) = lane.and_then(|k| lanes[k]) else {
                    continue;
                };
                let old = body.result(user, 0);
                if body.value_name(v).is_none() {
                    move_name(body, old, v);
                }
                body.replace_all_uses(old, v);
                body.erase_op(user);
            }
            if whole {
                let ty = body.value_type(r);
                let mut b = Builder::before(cx, body, site.op).with_loc(loc);
                let mut vec = build_poison(&mut b, ty);
                for (k, &v) in lanes.iter().flatten().enumerate() {
                    let idx = build_i32(&mut b, k as i64);
                    vec = llvm::InsertElement::build(&mut b, vec, v, idx, ty);
                }
                move_name(body, r, vec);
                body.replace_all_uses(r, vec);
            }
            e.mask |= lanes
                .iter()
                .enumerate()
                .filter(|(_, l)| l.is_some())
                .fold(0, |m, (k, _)| m | (1 << k));
            body.erase_op(site.op);
        }
        Dir::Out => {
            let v = body.operand(site.op, position(StoreOutput::OPERANDS, "value"));
            for k in 0..e.cols {
                let lane = if e.cols == 1 && body.value_type(v) == scalar {
                    v
                } else {
                    lane_of(cx, body, v, k).unwrap_or_else(|| {
                        let mut b = Builder::before(cx, body, site.op).with_loc(loc);
                        let idx = build_i32(&mut b, i64::from(k));
                        llvm::ExtractElement::build(&mut b, v, idx, scalar)
                    })
                };
                call(body, 5, k, Some(lane));
            }
            e.mask = (1u8 << e.cols) - 1;
            body.erase_op(site.op);
        }
    }
}

/// A constant `extractelement` index below `cols`.
fn const_lane(cx: &Context, body: &Body, idx: Value, cols: u8) -> Option<usize> {
    let op = Constant::defining(cx, body, idx)?.op();
    let k = cx.attr_as_i64(body.attr(cx, op, "value")?)?;
    usize::try_from(k).ok().filter(|&k| k < usize::from(cols))
}

/// Lane `k` of `v` when `v` is built by `insertelement`s with constant
/// indices (as `scalarize` leaves a vector a call needs whole).
fn lane_of(cx: &Context, body: &Body, mut v: Value, k: u8) -> Option<Value> {
    // A chain is at most one insert per lane; more means something else.
    for _ in 0..16 {
        let insert = InsertElement::defining(cx, body, v)?;
        if const_lane(cx, body, insert.index(body), 4)? == usize::from(k) {
            return Some(insert.value(body));
        }
        v = insert.vector(body);
    }
    None
}

/// Gives `to` the name of `from` (the names clang gave the semantic values).
fn move_name(body: &mut Body, from: Value, to: Value) {
    if let Some(name) = body.value_name(from).map(str::to_string) {
        body.set_value_name(from, None);
        body.set_value_name(to, Some(&name));
    }
}

/// `!{inputs, outputs, null}`: each element
/// `!{i32 id, !"name", i8 comp, i8 kind, !{i32 index}, i8 interp, i32 rows,
/// i8 cols, i32 row, i8 col, !{i32 3, i32 mask} or null}`.
fn signature_node(w: &mut MdWriter<'_>, m: &mut Module, elements: &[Element], ids: &[u32]) -> Attr {
    let mut lists = Vec::new();
    for dir in [Dir::In, Dir::Out] {
        let mut nodes = Vec::new();
        for (e, &id) in elements.iter().zip(ids).filter(|(e, _)| e.dir == dir) {
            let index = w.node(m, vec![w.i32(i64::from(e.index))]);
            let tags = if e.mask == 0 {
                w.null()
            } else {
                w.node(m, vec![w.i32(3), w.i32(i64::from(e.mask))])
            };
            let node = vec![
                w.i32(i64::from(id)),
                w.string(&e.name),
                w.i8(i64::from(e.comp)),
                w.i8(e.kind as i64),
                index,
                w.i8(i64::from(e.interp)),
                w.i32(1),
                w.i8(i64::from(e.cols)),
                w.i32(i64::from(e.row)),
                w.i8(i64::from(e.col)),
                tags,
            ];
            nodes.push(w.node(m, node));
        }
        lists.push(if nodes.is_empty() {
            w.null()
        } else {
            w.node(m, nodes)
        });
    }
    lists.push(w.null());
    w.node(m, lists)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semantics_parse_with_index_and_type() {
        let s: Semantic = "TEXCOORD3".parse().unwrap();
        assert_eq!((s.name.as_str(), s.index, s.signed), ("TEXCOORD", 3, None));
        let s: Semantic = "SV_Target".parse().unwrap();
        assert_eq!((s.name.as_str(), s.index), ("SV_Target", 0));
        let s: Semantic = "ID0:int".parse().unwrap();
        assert_eq!((s.name.as_str(), s.index, s.signed), ("ID", 0, Some(true)));
        assert_eq!(s.to_string(), "ID0:int");
        assert!(matches!(
            "3D".parse::<Semantic>(),
            Err(SemanticError::Malformed(_))
        ));
        assert!(matches!(
            "".parse::<Semantic>(),
            Err(SemanticError::Malformed(_))
        ));
        assert!(matches!(
            "A:float".parse::<Semantic>(),
            Err(SemanticError::BadType(_))
        ));
    }

    #[test]
    fn each_entry_has_its_outputs_and_the_user_s_list_wins() {
        let list =
            |s: &str| -> Vec<Semantic> { s.split(',').map(|x| x.parse().unwrap()).collect() };
        let mut given = SignatureSemantics {
            entry_outputs: vec![
                ("vs".into(), list("SV_Position0,TEXCOORD1")),
                ("ps".into(), list("SV_Target2")),
            ],
            ..SignatureSemantics::default()
        };
        assert_eq!(
            given.outputs_of("vs"),
            Some(&list("SV_Position0,TEXCOORD1"))
        );
        assert_eq!(given.outputs_of("ps"), Some(&list("SV_Target2")));
        assert_eq!(given.outputs_of("other"), None);
        given.outputs = Some(list("COLOR0"));
        assert_eq!(given.outputs_of("ps"), Some(&list("COLOR0")));
        assert_eq!(given.outputs_of("other"), Some(&list("COLOR0")));
    }

    #[test]
    fn declared_inputs_give_signedness_by_name_and_index() {
        let sem = |s: &str| s.parse::<Semantic>().unwrap();
        let given = SignatureSemantics {
            entry_inputs: vec![(
                "vs".into(),
                vec![sem("POSITION0"), sem("ID0:int"), sem("ID1:uint")],
            )],
            ..SignatureSemantics::default()
        };
        assert_eq!(given.declared_signedness("vs", &sem("ID0")), Some(true));
        assert_eq!(given.declared_signedness("vs", &sem("id0")), Some(true));
        assert_eq!(given.declared_signedness("vs", &sem("ID1")), Some(false));
        assert_eq!(given.declared_signedness("vs", &sem("POSITION0")), None);
        assert_eq!(given.declared_signedness("vs", &sem("ID2")), None);
        assert_eq!(given.declared_signedness("ps", &sem("ID0")), None);
    }

    #[test]
    fn value_names_give_semantics() {
        let s = Semantic::from_value_name("SV_Position0").unwrap();
        assert_eq!((s.name.as_str(), s.index), ("SV_Position", 0));
        let s = Semantic::from_value_name("COLOR12.i").unwrap();
        assert_eq!((s.name.as_str(), s.index), ("COLOR", 12));
        assert!(Semantic::from_value_name("0").is_none());
    }

    #[test]
    fn system_values_are_checked_per_stage_and_direction() {
        let sem = |s: &str| s.parse::<Semantic>().unwrap();
        let px = ShaderStage::Pixel;
        let vx = ShaderStage::Vertex;
        assert_eq!(
            classify(px, Dir::Out, &sem("sv_target1")).unwrap(),
            (Kind::Target, "SV_Target".to_string())
        );
        assert_eq!(
            classify(px, Dir::In, &sem("SV_Position")).unwrap().0,
            Kind::Position
        );
        // The input assembler does not interpret SV_Position.
        assert_eq!(
            classify(vx, Dir::In, &sem("SV_Position")).unwrap().0,
            Kind::Arbitrary
        );
        assert_eq!(
            classify(vx, Dir::Out, &sem("SV_POSITION")).unwrap().0,
            Kind::Position
        );
        assert!(classify(px, Dir::Out, &sem("COLOR0")).is_err());
        assert!(classify(vx, Dir::Out, &sem("SV_Target0")).is_err());
        assert!(classify(px, Dir::In, &sem("SV_ClipDistance0")).is_err());
    }

    fn element(dir: Dir, kind: Kind, cols: u8, interp: u8, index: u32) -> Element {
        let cx = Context::new();
        Element {
            dir,
            name: String::new(),
            index,
            kind,
            comp: 9,
            interp,
            cols,
            scalar: cx.types().i32,
            row: 0,
            col: 0,
            mask: 0,
        }
    }

    #[test]
    fn inter_stage_elements_share_rows_by_interpolation_mode() {
        let mut es = vec![
            element(Dir::In, Kind::Position, 4, 4, 0),
            element(Dir::In, Kind::Arbitrary, 2, 2, 0),
            element(Dir::In, Kind::Arbitrary, 2, 2, 1),
            element(Dir::In, Kind::Arbitrary, 1, 1, 0),
            element(Dir::In, Kind::Arbitrary, 3, 2, 2),
            element(Dir::In, Kind::Arbitrary, 1, 2, 3),
        ];
        pack(&mut es).unwrap();
        let placed: Vec<(i32, i8)> = es.iter().map(|e| (e.row, e.col)).collect();
        assert_eq!(placed, [(0, 0), (1, 0), (1, 2), (2, 0), (3, 0), (3, 3)]);
    }

    #[test]
    fn vertex_inputs_take_a_row_each_and_targets_their_index() {
        let mut es = vec![
            element(Dir::In, Kind::Arbitrary, 1, 0, 0),
            element(Dir::In, Kind::Arbitrary, 1, 0, 1),
            element(Dir::Out, Kind::Target, 4, 0, 2),
            element(Dir::Out, Kind::Depth, 1, 0, 0),
        ];
        pack(&mut es).unwrap();
        let placed: Vec<(i32, i8)> = es.iter().map(|e| (e.row, e.col)).collect();
        assert_eq!(placed, [(0, 0), (1, 0), (2, 0), (-1, -1)]);
        let mut twice = vec![
            element(Dir::Out, Kind::Target, 4, 0, 1),
            element(Dir::Out, Kind::Target, 4, 0, 1),
        ];
        assert_eq!(
            pack(&mut twice).unwrap_err(),
            MetadataError::TargetTwice { index: 1 }
        );
    }

    #[test]
    fn more_than_32_rows_is_an_error() {
        let mut es: Vec<Element> = (0..33)
            .map(|i| element(Dir::In, Kind::Arbitrary, 4, 2, i))
            .collect();
        assert!(pack(&mut es)
            .unwrap_err()
            .to_string()
            .contains("more than 32 rows"));
    }
}
