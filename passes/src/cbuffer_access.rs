//! `cbuffer-access`: loads of cbuffer member globals → cbuffer row loads
//! (LLVM's DXILCBufferAccess followed by the cbuffer part of
//! DXILResourceAccess), as a rule-based pass: the lowering of each load is
//! the rule set `dialects/rules/cbuffer-access/` (`rows.rules`), run by
//! [`RulePass`] with either engine; this file keeps what is not a local
//! rewrite (the metadata, the handle, the GEP walk, the errors).
//!
//! clang 22 declares each cbuffer member as an `external hidden
//! addrspace(2)` global, stores the cbuffer's handle into a global `@X.cb`,
//! and lists `{@X.cb, @member0, ...}` in `!hlsl.cbs`. The byte offset of
//! member `i` is the offset of the `i`-th field of the layout struct
//! `%__cblayout_X` that is not `target("dx.Padding", N)`, in LLVM's data
//! layout of that packed struct (a `null` member, one the optimizer
//! removed, keeps its field; a plain array, a matrix, is packed). A load
//! at byte offset `O` of lanes of size `E` reads row `O / 16`, element
//! `(O mod 16) / E`, continuing into the next row when a row is used up;
//! vectors are rebuilt with `insertelement`. Dynamic array indices must
//! step over whole rows (the cbuffer layout pads array elements to rows).
//!
//! The handle is the value stored into `@X.cb` when that store is in the
//! same function and dominates the load; otherwise its creation is cloned
//! at the top of the function. Afterwards the member globals and
//! `!hlsl.cbs` are removed. Any other use of a member (a store, a call, a
//! `memcpy`) is an error naming it.
//!
//! The Rust pre-step ([`CBufferAccessHooks::function`]) does all of that
//! but the lowering: it walks each member's loads through their GEPs,
//! checks them (lane types, dynamic indices stepping over whole rows, at
//! most four rows per access), and points each load at a canonical address
//! that says its row and byte:
//!
//! ```text
//! %p = dx.resource.getpointer %h, 0            ; byte 0 of the cbuffer
//! %q = getelementptr [16 x i8], %p, %row, #c   ; row %row (i32), byte #c
//! %v = load T, %q
//! ```
//!
//! `%row` is built before the load as the old pass built its row index (a
//! constant, or `first row + index * rows per step`), `#c` is the byte in
//! the row (a constant). The rules turn each such load into row loads and
//! `extractvalue`s; `cse` follows (the e-graph's hash-consing, which the
//! rules rely on to keep LLVM's order of extracts and inserts), and the
//! canonical pointers left without users are erased.

use crate::access_util::{
    addressof_name, build_i32, is_handle_creation, op_name, recipe, struct_fields, ByteOffset,
    HandleRecipe,
};
use crate::error::CBufferError;
use crate::merges::MergeWeb;
use crate::pass::{FunctionPass, PassError};
use crate::rule_pass::{
    RuleHooks, RulePass, RulePassOptions, RulePassSpec, RuleStage, StageRunner,
};
use crate::Cse;
use dxir_dialects::dx::{GetBasePointer, GetPointer, ResourceType, TargetKind};
use dxir_dialects::llvm::{self, AddressOf, LlvmOp, Store};
use dxir_ir::{
    AttrData, Body, Builder, Context, DominatorTree, Function, Loc, Module, Op, SlotVec, Symbol,
    Type, TypeData, Value, ValueDef,
};
use dxir_rewrites::builtins::{explicit_layout, is_padding_type, PADDING_TYPE};
use dxir_rewrites::ConversionTarget;
use rustc_hash::{FxHashMap, FxHashSet};

const NAME: &str = "cbuffer-access";

/// Deepest type nesting the cbuffer layout walk follows.
const MAX_DEPTH: u32 = 64;

/// `cbuffer-access` as a rule-based pass: one stage, every file of
/// `dialects/rules/cbuffer-access/`, the configured engine (user rules
/// merge here), the `dx` builtins (`cb_row`, `cb_col`, `cb_row_type`).
/// Every op is legal for the engines; a canonical load no rule lowered is
/// reported by the hooks.
pub static SPEC: RulePassSpec = RulePassSpec {
    name: NAME,
    builtins: dxir_dialects::dx::builtins::builtins,
    prepare: |_| {},
    stages: &[RuleStage {
        name: "rows",
        files: |_| true,
        target: ConversionTarget::any,
        user_rules: true,
    }],
};

/// The Rust parts of `cbuffer-access`: reading `!hlsl.cbs`, the handle,
/// the GEP walk and checks (the pre-step), the cleanup, and removing the
/// member globals and metadata.
#[derive(Clone, Copy, Debug, Default)]
pub struct CBufferAccessHooks;

/// The `cbuffer-access` pass: its `SPEC` with [`CBufferAccessHooks`].
pub type CBufferAccess = RulePass<CBufferAccessHooks>;

impl RulePass<CBufferAccessHooks> {
    /// `cbuffer-access` with these options.
    pub fn new(opts: RulePassOptions) -> Self {
        RulePass::with_spec(&SPEC, CBufferAccessHooks, opts)
    }
}

impl Default for RulePass<CBufferAccessHooks> {
    fn default() -> Self {
        Self::new(RulePassOptions::default())
    }
}

/// One cbuffer of `!hlsl.cbs`.
struct CBuffer {
    /// The global holding the handle (`@X.cb`).
    handle_global: String,
    /// Each member global and its byte offset.
    members: Vec<(String, i64)>,
    /// Whether the layout is the older explicit `dx.Layout` form.
    explicit: bool,
}

/// How byte offsets into a member global of the explicit `dx.Layout` form
/// that is a plain array are translated: its element type and size. clang
/// wrote those arrays unpadded (`[2 x float]`) and its constant offsets
/// into them in that memory layout; in the cbuffer each element starts a
/// row (what LLVM's `translateCBufArrayOffset` does). A member that is a
/// `dx.Layout` struct has no size here (`None`): an offset that does not
/// index its type is placed through the struct's packed memory layout and
/// the `dx.Layout`'s field offsets ([`layout_struct_offset`]).
#[derive(Clone, Copy)]
struct ArrayTranslation {
    array: Type,
    elem_size: Option<i64>,
}

fn module_err(kind: CBufferError) -> PassError {
    PassError::new(NAME, Loc::UNKNOWN, kind)
}

/// The symbol a metadata operand `[type, @sym]` (or `@sym`) names.
fn md_symbol(cx: &Context, attr: dxir_ir::Attr) -> Option<String> {
    match cx.attr_data(attr) {
        AttrData::Symbol(s) => Some(s.to_string()),
        AttrData::Array(items) if items.len() == 2 => match cx.attr_data(items[1]) {
            AttrData::Symbol(s) => Some(s.to_string()),
            _ => None,
        },
        _ => None,
    }
}

fn array_items(cx: &Context, attr: Option<dxir_ir::Attr>) -> Vec<dxir_ir::Attr> {
    match attr.map(|a| cx.attr_data(a)) {
        Some(AttrData::Array(items)) => items.clone(),
        _ => Vec::new(),
    }
}

fn global_op(module: &Module, name: &str) -> Option<Op> {
    match module.symbol(name) {
        Some(Symbol::Global(op)) => Some(op),
        _ => None,
    }
}

/// Which of clang's two cbuffer layouts a cbuffer has, and so how byte
/// offsets into its memory are computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// clang 22's: the layout struct and the member globals' types carry
    /// every gap as a `target("dx.Padding", N)` field (arrays as padded
    /// elements and a last one), so offsets are those of LLVM's data
    /// layout of these types, as LLVM 22 computes them. A plain array
    /// (`[16 x float]`, a matrix) is packed there, its elements no row
    /// apart.
    Padded,
    /// The older `target("dx.Layout", %T, size, offsets...)`: the layout
    /// states the offsets of its fields, and the elements of a plain array
    /// start a row each.
    Explicit,
}

impl Form {
    fn of(explicit: bool) -> Self {
        if explicit {
            Form::Explicit
        } else {
            Form::Padded
        }
    }

    /// The form of the cbuffer whose layout type is `layout`.
    fn of_layout(cx: &Context, layout: Type) -> Self {
        Form::of(explicit_layout(cx, layout).is_some())
    }
}

/// Size of `ty` in cbuffer memory of layout `form`.
fn cb_size(cx: &Context, ty: Type, form: Form) -> Option<i64> {
    if let Some((_, size, _)) = explicit_layout(cx, ty) {
        return Some(i64::from(size));
    }
    match form {
        Form::Padded => dxir_rewrites::builtins::type_size(cx, ty)
            .ok()
            .and_then(|s| i64::try_from(s).ok()),
        Form::Explicit => explicit_size(cx, ty, 0),
    }
}

/// Size of `ty` in a cbuffer of the explicit `dx.Layout` form: packed,
/// the elements of a plain array a row apart (the last one not padded).
fn explicit_size(cx: &Context, ty: Type, depth: u32) -> Option<i64> {
    if depth > MAX_DEPTH {
        return None;
    }
    if let Some((_, size, _)) = explicit_layout(cx, ty) {
        return Some(i64::from(size));
    }
    match cx.type_data(ty) {
        TypeData::TargetExt { name, ints, .. } if &**name == PADDING_TYPE => {
            ints.first().map(|&n| i64::from(n))
        }
        TypeData::Vector { len, elem } => {
            Some(i64::from(*len) * explicit_size(cx, *elem, depth + 1)?)
        }
        TypeData::Array { len, elem } => {
            let len = i64::try_from(*len).ok()?;
            let es = explicit_size(cx, *elem, depth + 1)?;
            if len == 0 {
                return Some(0);
            }
            (len - 1).checked_mul(row_stride(es))?.checked_add(es)
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = struct_fields(cx, ty)?;
            fields
                .iter()
                .try_fold(0i64, |acc, &f| Some(acc + explicit_size(cx, f, depth + 1)?))
        }
        _ => dxir_rewrites::builtins::type_size(cx, ty)
            .ok()
            .and_then(|s| i64::try_from(s).ok()),
    }
}

/// The distance between two elements of a plain cbuffer array whose
/// element takes `size` bytes: whole 16-byte rows.
fn row_stride(size: i64) -> i64 {
    (size + 15) / 16 * 16
}

/// The distance between two elements of an array of `elem` in cbuffer
/// memory of layout `form`.
fn elem_stride(cx: &Context, elem: Type, form: Form) -> Option<i64> {
    let size = cb_size(cx, elem, form)?;
    Some(match form {
        Form::Padded => size,
        Form::Explicit => row_stride(size),
    })
}

/// The fields of a cbuffer layout struct: its own, or those of the struct
/// an explicit `dx.Layout` wraps.
fn layout_fields(cx: &Context, ty: Type) -> Option<Vec<Type>> {
    match explicit_layout(cx, ty) {
        Some((inner, _, _)) => struct_fields(cx, inner),
        None => struct_fields(cx, ty),
    }
}

/// Byte offset of field `i` of a struct in cbuffer memory of layout
/// `form` (an explicit `dx.Layout` states it).
fn cb_field_offset(cx: &Context, ty: Type, i: usize, form: Form) -> Option<i64> {
    if let Some((_, _, offsets)) = explicit_layout(cx, ty) {
        return offsets.get(i).map(|&o| i64::from(o));
    }
    match form {
        Form::Padded => dxir_rewrites::builtins::StructLayout::of(cx, ty)
            .ok()?
            .offsets
            .get(i)
            .and_then(|&o| i64::try_from(o).ok()),
        Form::Explicit => struct_fields(cx, ty)?
            .get(..i)?
            .iter()
            .try_fold(0i64, |acc, &f| Some(acc + explicit_size(cx, f, 1)?)),
    }
}

/// Reads `!hlsl.cbs`.
fn read_cbuffers(cx: &Context, module: &Module) -> Result<Vec<CBuffer>, PassError> {
    let Some(named) = global_op(module, "!hlsl.cbs") else {
        return Ok(Vec::new());
    };
    let g = module.globals();
    let mut out = Vec::new();
    for node in array_items(cx, g.attr(cx, named, "nodes")) {
        let node_name =
            md_symbol(cx, node).ok_or_else(|| module_err(CBufferError::MalformedCbs))?;
        let node_op = global_op(module, &node_name).ok_or_else(|| {
            module_err(CBufferError::MissingNode {
                node: node_name.clone(),
            })
        })?;
        let loc = g.loc(node_op);
        let ops = array_items(cx, g.attr(cx, node_op, "operands"));
        // `null` stands for a global the optimizer removed: the handle
        // global of an unused cbuffer (the entry is skipped, as LLVM does),
        // or a member nothing reads (its slot still counts for the offsets
        // of the members after it).
        let is_null = |a: dxir_ir::Attr| matches!(cx.attr_data(a), AttrData::Unit);
        if ops.first().is_some_and(|&a| is_null(a)) {
            // The optimizer removes the handle global of a cbuffer nothing
            // reads, and its members with it; a member left would be read
            // without a handle.
            if let Some(m) = ops[1..].iter().find_map(|&a| md_symbol(cx, a)) {
                return Err(PassError::new(
                    NAME,
                    loc,
                    CBufferError::MemberWithoutHandle { member: m.clone() },
                ));
            }
            continue;
        }
        let names: Vec<Option<String>> = ops
            .iter()
            .map(|&a| {
                if is_null(a) {
                    Ok(None)
                } else {
                    md_symbol(cx, a).map(Some).ok_or(())
                }
            })
            .collect::<Result<_, ()>>()
            .map_err(|()| PassError::new(NAME, loc, CBufferError::EntryOperand))?;
        let Some(Some(handle_name)) = names.first().cloned() else {
            return Err(PassError::new(NAME, loc, CBufferError::EntryWithoutHandle));
        };
        let names: Vec<Option<String>> = std::iter::once(Some(handle_name.clone()))
            .chain(names.into_iter().skip(1))
            .collect();
        let hg = global_op(module, &handle_name).ok_or_else(|| {
            PassError::new(
                NAME,
                loc,
                CBufferError::MissingGlobal {
                    global: handle_name.clone(),
                },
            )
        })?;
        let hty = g
            .attr(cx, hg, "global_type")
            .and_then(|a| crate::access_util::type_of_attr(cx, a))
            .ok_or_else(|| PassError::new(NAME, g.loc(hg), CBufferError::GlobalWithoutType))?;
        let layout = match ResourceType::decode(cx, hty) {
            Ok(ResourceType::CBuffer { layout }) => layout,
            _ => {
                return Err(PassError::new(
                    NAME,
                    g.loc(hg),
                    CBufferError::NotCBufferGlobal {
                        global: handle_name.clone(),
                    },
                ))
            }
        };
        let fields = layout_fields(cx, layout)
            .ok_or_else(|| PassError::new(NAME, g.loc(hg), CBufferError::LayoutNotStruct))?;
        if let Some((_, _, offsets)) = explicit_layout(cx, layout) {
            if offsets.len() != fields.len() {
                return Err(PassError::new(
                    NAME,
                    g.loc(hg),
                    CBufferError::LayoutOffsets {
                        global: handle_name.clone(),
                        offsets: offsets.len(),
                        fields: fields.len(),
                    },
                ));
            }
        }
        let member_fields: Vec<usize> = (0..fields.len())
            .filter(|&i| !is_padding_type(cx, fields[i]))
            .collect();
        if member_fields.len() != names.len() - 1 {
            return Err(PassError::new(
                NAME,
                loc,
                CBufferError::MemberCount {
                    global: handle_name.clone(),
                    members: names.len() - 1,
                    fields: member_fields.len(),
                },
            ));
        }
        // A `null` member keeps its field: the offsets are the layout's,
        // whatever the optimizer removed.
        let form = Form::of_layout(cx, layout);
        let mut members = Vec::new();
        for (m, &fi) in names[1..].iter().zip(&member_fields) {
            let Some(m) = m else { continue };
            let off = cb_field_offset(cx, layout, fi, form)
                .ok_or_else(|| PassError::new(NAME, loc, CBufferError::FieldWithoutSize))?;
            members.push((m.clone(), off));
        }
        out.push(CBuffer {
            handle_global: handle_name,
            members,
            explicit: explicit_layout(cx, layout).is_some(),
        });
    }
    Ok(out)
}

/// One cbuffer of `!hlsl.cbs` as [`cbuffer_members`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CBufferMembers {
    /// The global the cbuffer's handle is stored into (`X.cb`).
    pub handle_global: String,
    /// Each member global and its byte offset in the cbuffer.
    pub members: Vec<(String, i64)>,
    /// Whether the layout is the older explicit `dx.Layout` form, whose
    /// member globals are not laid out as the cbuffer is.
    pub explicit: bool,
}

/// The cbuffers of `!hlsl.cbs` with their member globals' byte offsets:
/// what this pass reads, for the interpreter, which runs member loads
/// where this pass lowers them (one reading of the metadata for both).
///
/// # Errors
/// A [`PassError`] for malformed metadata, as the pass reports it.
pub fn cbuffer_members(cx: &Context, module: &Module) -> Result<Vec<CBufferMembers>, PassError> {
    Ok(read_cbuffers(cx, module)?
        .into_iter()
        .map(|c| CBufferMembers {
            handle_global: c.handle_global,
            members: c.members,
            explicit: c.explicit,
        })
        .collect())
}

/// Where a function finds the handle of a cbuffer.
#[derive(Clone)]
struct HandleSource {
    /// The creation op (`handlefrombinding`/`handlefromimplicitbinding`)
    /// whose result was stored into the handle global, and its function.
    func: String,
    create: Op,
    store: Op,
}

/// The first store (in function and op order) of a created handle into
/// each of `globals`, found in one walk of the module (not one per global).
fn find_handle_sources(
    cx: &Context,
    module: &Module,
    globals: &[&str],
) -> FxHashMap<String, HandleSource> {
    let wanted: FxHashSet<&str> = globals.iter().copied().collect();
    let mut found: FxHashMap<String, HandleSource> = FxHashMap::default();
    for f in module.functions() {
        if found.len() == wanted.len() {
            break;
        }
        let body = f.body();
        for op in body.walk() {
            if !Store::is(cx, body, op) {
                continue;
            }
            let ptr = body.operand(op, 1);
            let global = body
                .defining_op(ptr)
                .filter(|&p| AddressOf::is(cx, body, p))
                .and_then(|p| body.attr(cx, p, "global"))
                .and_then(|a| match cx.attr_data(a) {
                    AttrData::Symbol(s) => Some(&**s),
                    _ => None,
                })
                .filter(|g| wanted.contains(g) && !found.contains_key(*g));
            let Some(global) = global else {
                continue;
            };
            let v = body.operand(op, 0);
            if let Some(c) = body.defining_op(v) {
                if is_handle_creation(cx, body, c) {
                    found.insert(
                        global.to_string(),
                        HandleSource {
                            func: f.name().to_string(),
                            create: c,
                            store: op,
                        },
                    );
                }
            }
        }
    }
    found
}

/// Whether `a` comes before `b` in the same block.
fn before_in_block(body: &Body, a: Op, b: Op) -> bool {
    let mut cur = body.next_op(a);
    let mut steps = 0usize;
    while let Some(op) = cur {
        if op == b {
            return true;
        }
        steps += 1;
        if steps > 1 << 20 {
            return false;
        }
        cur = body.next_op(op);
    }
    false
}

/// What the module tells every function: the cbuffers, their members and
/// where each finds its handle.
pub struct CBufferState {
    cbuffers: Vec<CBuffer>,
    /// member global name → (cbuffer index, byte offset)
    members: FxHashMap<String, (usize, i64)>,
    /// The plain-array members of explicit-layout cbuffers whose offsets
    /// need translating.
    translations: FxHashMap<String, ArrayTranslation>,
    sources: Vec<Option<HandleSource>>,
    recipes: Vec<Option<HandleRecipe>>,
}

impl RuleHooks for CBufferAccessHooks {
    type State = CBufferState;

    /// Reads `!hlsl.cbs` and finds each cbuffer's handle.
    fn before(&self, cx: &Context, module: &mut Module) -> Result<CBufferState, PassError> {
        let cbuffers = read_cbuffers(cx, module)?;
        let mut members: FxHashMap<String, (usize, i64)> = FxHashMap::default();
        let mut translations: FxHashMap<String, ArrayTranslation> = FxHashMap::default();
        for (ci, cb) in cbuffers.iter().enumerate() {
            for (m, off) in &cb.members {
                members.insert(m.clone(), (ci, *off));
                if !cb.explicit {
                    continue;
                }
                let g = module.globals();
                let ty = global_op(module, m)
                    .and_then(|op| g.attr(cx, op, "global_type"))
                    .and_then(|a| crate::access_util::type_of_attr(cx, a));
                if let Some(array) = ty {
                    let elem_size = match cx.type_data(array) {
                        TypeData::Array { elem, .. } => cb_size(cx, *elem, Form::Explicit)
                            .filter(|&es| es > 0 && es % 16 != 0)
                            .map(Some),
                        _ if explicit_layout(cx, array).is_some() => Some(None),
                        _ => None,
                    };
                    if let Some(elem_size) = elem_size {
                        translations.insert(m.clone(), ArrayTranslation { array, elem_size });
                    }
                }
            }
        }
        let globals: Vec<&str> = cbuffers
            .iter()
            .map(|cb| cb.handle_global.as_str())
            .collect();
        let found = find_handle_sources(cx, module, &globals);
        let sources: Vec<Option<HandleSource>> = cbuffers
            .iter()
            .map(|cb| found.get(&cb.handle_global).cloned())
            .collect();
        let recipes: Vec<Option<HandleRecipe>> = sources
            .iter()
            .map(|s| {
                s.as_ref().and_then(|s| {
                    let f = module.function(&s.func)?;
                    recipe(cx, f.body(), s.create)
                })
            })
            .collect();
        Ok(CBufferState {
            cbuffers,
            members,
            translations,
            sources,
            recipes,
        })
    }

    /// Every definition: besides `!hlsl.cbs` members, a function may read
    /// a cbuffer through getpointer on its handle (no metadata needed).
    fn runs_on(&self, _state: &CBufferState, f: &Function) -> bool {
        !f.is_declaration()
    }

    /// Canonicalizes the member loads (checking each), runs the rules,
    /// then `cse` (the e-graph merges equal pure expressions of the whole
    /// function; the rules rely on it to keep the order of extracts and
    /// inserts), and erases what the rules left: the canonical pointers,
    /// the member GEPs and `addressof`s. A function without a member load
    /// is left alone.
    fn function(
        &self,
        cx: &Context,
        state: &CBufferState,
        f: &mut Function,
        stages: &mut StageRunner<'_>,
    ) -> Result<(), PassError> {
        let name = f.name().to_string();
        let ctx = FuncCtx {
            cx,
            func: &name,
            state,
        };
        // Errors name no function, as the hand-written pass's did.
        let Some(canon) = ctx.canonicalize(f.body_mut())? else {
            return Ok(());
        };
        stages.mark_changed();
        stages.run_all(cx, f)?;
        Cse.run(cx, f)?;
        let body = f.body_mut();
        for &(load, gep, gp) in &canon {
            if body.contains_op(load) {
                return Err(
                    PassError::at_op(NAME, cx, body, load, CBufferError::LoadNotLowered)
                        .with_function(name.as_str()),
                );
            }
            for op in [gep, gp] {
                if body.contains_op(op) && !body.has_uses(body.result(op, 0)) {
                    body.erase_op(op);
                }
            }
        }
        Ok(())
    }

    /// Removes the member globals and `!hlsl.cbs`.
    fn after(
        &self,
        cx: &Context,
        state: CBufferState,
        module: &mut Module,
    ) -> Result<bool, PassError> {
        let mut changed = false;
        for cb in &state.cbuffers {
            for (m, _) in &cb.members {
                if let Some(op) = global_op(module, m) {
                    module.erase_global(cx, op);
                    changed = true;
                }
            }
        }
        if let Some(named) = global_op(module, "!hlsl.cbs") {
            let nodes = array_items(cx, module.globals().attr(cx, named, "nodes"));
            module.erase_global(cx, named);
            changed = true;
            for n in nodes {
                if let Some(op) = md_symbol(cx, n).and_then(|n| global_op(module, &n)) {
                    module.erase_global(cx, op);
                }
            }
        }
        Ok(changed)
    }
}

struct FuncCtx<'a> {
    cx: &'a Context,
    func: &'a str,
    state: &'a CBufferState,
}

/// Where a cbuffer load's pointer comes from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LoadSource {
    /// A member global of cbuffer `i` of `!hlsl.cbs` (clang 22's form).
    Member(usize),
    /// A getpointer on this cbuffer handle (LLVM main's form).
    Handle(Value),
}

/// One load of cbuffer memory.
struct RowLoad {
    op: Op,
    source: LoadSource,
    offset: ByteOffset,
}

/// A canonicalized load, its GEP and its getpointer.
type Canonical = (Op, Op, Op);

/// The selects of cbuffer pointers met so far: the offset and source of
/// each arm known to point into a cbuffer.
type SelectArms = FxHashMap<Op, [Option<(ByteOffset, LoadSource)>; 2]>;

/// Where value `v` is: its op's location, or for a block argument the
/// first op of its block.
fn value_loc(body: &Body, v: Value) -> Loc {
    match body.value_def(v) {
        ValueDef::Result { op, .. } => body.loc(op),
        ValueDef::BlockArg { block, .. } => {
            body.first_op(block).map_or(Loc::UNKNOWN, |op| body.loc(op))
        }
        _ => Loc::UNKNOWN,
    }
}

/// The cbuffer pointers passed to block arguments (phis) met so far: the
/// offset and source of each pointer passed, and the arguments it reaches.
#[derive(Default)]
struct PhiIncoming {
    known: FxHashMap<Value, (ByteOffset, LoadSource)>,
    args: Vec<Value>,
}

/// Where [`collect_loads`] puts what it finds.
type Found<'f> = (
    &'f mut Vec<RowLoad>,
    &'f mut Vec<Op>,
    &'f mut SelectArms,
    &'f mut PhiIncoming,
);

impl FuncCtx<'_> {
    /// The layout form of the cbuffer a load source points into: its
    /// `!hlsl.cbs` entry's, or that of the handle's layout type.
    fn form(&self, body: &Body, source: LoadSource) -> Form {
        match source {
            LoadSource::Member(ci) => {
                Form::of(self.state.cbuffers.get(ci).is_some_and(|c| c.explicit))
            }
            LoadSource::Handle(h) => match ResourceType::decode(self.cx, body.value_type(h)) {
                Ok(ResourceType::CBuffer { layout }) => Form::of_layout(self.cx, layout),
                _ => Form::Padded,
            },
        }
    }

    /// Finds and checks every member load and puts it in canonical form;
    /// erases the member GEPs and `addressof`s. `None` if the function
    /// uses no member.
    fn canonicalize(&self, body: &mut Body) -> Result<Option<Vec<Canonical>>, PassError> {
        let cx = self.cx;
        let mut loads = Vec::new();
        // The GEPs below the roots, users first when reversed, then the
        // roots (member addresses, getpointers): erased when unused.
        let mut dead = Vec::new();
        let mut roots = Vec::new();
        let mut arms: SelectArms = FxHashMap::default();
        let mut phis = PhiIncoming::default();
        for op in body.walk() {
            if let Some(name) = addressof_name(cx, body, op) {
                let Some(&(ci, base)) = self.state.members.get(&name) else {
                    continue;
                };
                let off = ByteOffset {
                    konst: base,
                    terms: Vec::new(),
                };
                let tr = self.state.translations.get(&name).copied();
                let source = LoadSource::Member(ci);
                let form = self.form(body, source);
                let found = (&mut loads, &mut dead, &mut arms, &mut phis);
                collect_loads(cx, body, body.result(op, 0), (source, off, tr, form), found)?;
                roots.push(op);
                continue;
            }
            // LLVM main's forms: `getpointer(%cb, byte offset)` on the
            // handle, and `getbasepointer(%cb)` (a `ConstantBuffer<T>`),
            // which is byte 0.
            let (h, index) = if let Some(gp) = GetPointer::match_op(cx, body, op) {
                (gp.handle(body), Some(gp.index(body)))
            } else if let Some(bp) = GetBasePointer::match_op(cx, body, op) {
                (bp.handle(body), None)
            } else {
                continue;
            };
            let is_cbuffer = matches!(
                cx.type_data(body.value_type(h)),
                TypeData::TargetExt { name, .. }
                    if TargetKind::from_name(name) == Some(TargetKind::CBuffer)
            );
            if !is_cbuffer {
                continue;
            }
            let off = match index.map(|i| (i, crate::access_util::const_int(cx, body, i))) {
                None => ByteOffset::default(),
                Some((_, Some(k))) => ByteOffset {
                    konst: k,
                    terms: Vec::new(),
                },
                Some((index, None)) => ByteOffset {
                    konst: 0,
                    terms: vec![(index, 1)],
                },
            };
            let source = LoadSource::Handle(h);
            let form = self.form(body, source);
            let found = (&mut loads, &mut dead, &mut arms, &mut phis);
            collect_loads(
                cx,
                body,
                body.result(op, 0),
                (source, off, None, form),
                found,
            )?;
            roots.push(op);
        }
        // A select of two pointers into one cbuffer (clang -O3 writes
        // `i == k ? cols[i] : colorA` as a select of the members'
        // addresses) is a pointer at the select of their offsets; the
        // loads through it are followed in turn.
        let mut merged = FxHashSet::default();
        loop {
            let mut ready: Vec<Op> = arms
                .iter()
                .filter(|(op, a)| !merged.contains(*op) && a.iter().all(Option::is_some))
                .map(|(&op, _)| op)
                .collect();
            if ready.is_empty() {
                break;
            }
            ready.sort();
            for sel in ready {
                merged.insert(sel);
                let [Some((oa, sa)), Some((ob, sb))] = arms[&sel].clone() else {
                    continue;
                };
                if sa != sb {
                    return Err(PassError::at_op(
                        NAME,
                        cx,
                        body,
                        sel,
                        CBufferError::SelectOfTwoCBuffers,
                    ));
                }
                let off = select_offsets(cx, body, sel, &oa, &ob);
                let form = self.form(body, sa);
                let found = (&mut loads, &mut dead, &mut arms, &mut phis);
                collect_loads(cx, body, body.result(sel, 0), (sa, off, None, form), found)?;
                roots.push(sel);
            }
        }
        if let Some(&sel) = arms.keys().filter(|op| !merged.contains(*op)).min() {
            return Err(PassError::at_op(
                NAME,
                cx,
                body,
                sel,
                CBufferError::SelectWithOtherPointer,
            ));
        }
        let phi_merges = self.merge_phis(body, &mut phis, (&mut loads, &mut dead, &mut arms))?;
        if loads.is_empty() && roots.is_empty() {
            return Ok(None);
        }
        let dom = DominatorTree::new(body, body.root());
        // Where each op is now: a handle's store and a load in one block
        // are ordered by it (the ops made below are never compared), not
        // by a scan of the block per load.
        let mut order = SlotVec::with_capacity(body.op_capacity(), u32::MAX);
        for (i, op) in body.walk().into_iter().enumerate() {
            order.insert(op, i as u32);
        }
        let mut handles: FxHashMap<usize, Value> = FxHashMap::default();
        let mut canon = Vec::with_capacity(loads.len());
        for l in &loads {
            let h = self.handle_for(body, (&dom, &order), l, &mut handles)?;
            check_load(cx, body, l)?;
            canon.push(canonical_load(cx, body, h, l));
        }
        // Users go before what they use: GEPs (reversed), selects (the
        // later roots), then the first roots; again while something goes,
        // for a GEP that fed a select.
        let all: Vec<Op> = dead
            .iter()
            .rev()
            .chain(roots.iter().rev())
            .copied()
            .collect();
        let mut all_poison = None;
        let web = MergeWeb::new(cx, body);
        // The pointer phis are read by nothing now but the GEPs stepping
        // them around a loop (dead too, and feeding them back): they become
        // `poison`, so they and the values passed to them go.
        if let Some(&m) = phi_merges.first() {
            let ty = body.value_type(m);
            let entry = body.entry_block();
            let at = entry.and_then(|e| body.first_op(e));
            if let Some(at) = at {
                let mut b = Builder::before(cx, body, at);
                let poison = crate::access_util::build_poison(&mut b, ty);
                for &m in &phi_merges {
                    body.replace_all_uses(m, poison);
                }
                all_poison = Some(poison);
            }
        }
        loop {
            let mut erased = false;
            web.drop_unused(body, phi_merges.clone());
            for &op in &all {
                if body.contains_op(op) && body.results(op).iter().all(|&r| !body.has_uses(r)) {
                    body.erase_op(op);
                    erased = true;
                }
            }
            if !erased {
                break;
            }
        }
        if let Some(p) = all_poison.and_then(|p| body.defining_op(p)) {
            if !body.has_uses(body.result(p, 0)) {
                body.erase_op(p);
            }
        }
        Ok(Some(canon))
    }

    /// Takes the cbuffer pointers out of the block arguments (phis) they
    /// were passed to: each web of such phis (loop-carried phis and phis of
    /// phis included) is mirrored by a web of `i32` offsets, of the row
    /// index when every incoming pointer starts at one byte of its rows,
    /// else of the byte offset; the loads through each phi are followed
    /// like any other, at that offset. An incoming pointer may be derived
    /// from a phi of the web itself (a pointer stepped around a loop): its
    /// offset is then known once the phi's are. All incoming pointers must
    /// be into one cbuffer. Returns the pointer phis, to be dropped once
    /// their loads are rewritten.
    fn merge_phis(
        &self,
        body: &mut Body,
        phis: &mut PhiIncoming,
        (loads, dead, arms): (&mut Vec<RowLoad>, &mut Vec<Op>, &mut SelectArms),
    ) -> Result<Vec<Value>, PassError> {
        let cx = self.cx;
        let i32t = cx.types().i32;
        let mut all_merges = Vec::new();
        let mut done: FxHashSet<Value> = FxHashSet::default();
        let mut next = 0;
        while next < phis.args.len() {
            let start = phis.args[next];
            next += 1;
            if done.contains(&start) {
                continue;
            }
            let web = MergeWeb::new(cx, body);
            let (merges, leaves) = web.web(body, start);
            done.extend(merges.iter().copied());
            let at = value_loc(body, start);
            if let Some(&m) = merges
                .iter()
                .find(|&&m| !matches!(body.value_def(m), ValueDef::BlockArg { .. }))
            {
                return Err(PassError::new(
                    NAME,
                    value_loc(body, m),
                    CBufferError::SelectFeedsPhi,
                ));
            }
            // The incoming pointers known before the web's loads are
            // followed; the others must come from the web's own phis.
            let outside: Vec<(ByteOffset, LoadSource)> = leaves
                .iter()
                .filter_map(|l| phis.known.get(l).cloned())
                .collect();
            let Some((first, source)) = outside.first().cloned() else {
                return Err(PassError::new(NAME, at, CBufferError::PhiWithoutIncoming));
            };
            let col = first.konst.rem_euclid(16);
            let rows_fit = |o: &ByteOffset| in_whole_rows(o) && o.konst.rem_euclid(16) == col;
            let mut by_rows = outside.iter().all(|(o, _)| rows_fit(o));
            // One i32 argument beside each pointer phi.
            let args: FxHashMap<Value, Value> = merges
                .iter()
                .filter_map(|&m| match body.value_def(m) {
                    ValueDef::BlockArg { block, .. } => Some((m, body.add_block_arg(block, i32t))),
                    _ => None,
                })
                .collect();
            let offset_of = |m: Value, by_rows: bool| {
                if by_rows {
                    ByteOffset {
                        konst: col,
                        terms: vec![(args[&m], 16)],
                    }
                } else {
                    ByteOffset {
                        konst: 0,
                        terms: vec![(args[&m], 1)],
                    }
                }
            };
            // Follow the loads through the phis, by rows if every incoming
            // pointer (those from inside the web too) keeps to the rows.
            let (mut l2, mut d2, mut a2, mut p2) = loop {
                let (mut l2, mut d2, mut a2, mut p2) = (
                    Vec::new(),
                    Vec::new(),
                    FxHashMap::default(),
                    PhiIncoming::default(),
                );
                let form = self.form(body, source);
                for &m in &merges {
                    let found = (&mut l2, &mut d2, &mut a2, &mut p2);
                    let start = (source, offset_of(m, by_rows), None, form);
                    collect_loads(cx, body, m, start, found)?;
                }
                let inside_fit = leaves
                    .iter()
                    .filter_map(|l| p2.known.get(l))
                    .all(|(o, _)| rows_fit(o));
                if !by_rows || inside_fit {
                    break (l2, d2, a2, p2);
                }
                by_rows = false;
            };
            let mut incoming: FxHashMap<Value, (ByteOffset, LoadSource)> = FxHashMap::default();
            for &leaf in &leaves {
                match phis.known.get(&leaf).or_else(|| p2.known.get(&leaf)) {
                    Some(k) => {
                        incoming.insert(leaf, k.clone());
                    }
                    None => {
                        return Err(PassError::new(NAME, at, CBufferError::PhiWithOtherPointer))
                    }
                }
            }
            if incoming.values().any(|(_, s)| *s != source) {
                return Err(PassError::new(NAME, at, CBufferError::PhiOfTwoCBuffers));
            }
            // Each incoming pointer's offset, built right after it.
            let mut values: FxHashMap<Value, Value> = FxHashMap::default();
            for &leaf in &leaves {
                let off = &incoming[&leaf].0;
                let after = body.defining_op(leaf).and_then(|d| body.next_op(d));
                let Some(after) = after else {
                    return Err(PassError::new(NAME, at, CBufferError::PhiOfNonResult));
                };
                let mut b = Builder::before(cx, body, after);
                let v = if by_rows {
                    ByteOffset {
                        konst: off.konst - col,
                        terms: off.terms.clone(),
                    }
                    .build(&mut b, 16)
                } else {
                    off.build(&mut b, 1)
                };
                values.insert(leaf, v);
            }
            // The branches into each phi pass the offset of what they pass.
            for &m in &merges {
                let ValueDef::BlockArg { block, index } = body.value_def(m) else {
                    continue;
                };
                for &(t, si) in web.preds(block) {
                    let passed = body.successor_args(t, si)[index as usize];
                    let Some(&v) = args.get(&passed).or_else(|| values.get(&passed)) else {
                        return Err(PassError::new(NAME, at, CBufferError::PhiOfUnknownPointer));
                    };
                    let mut succ = body.successor_args(t, si).to_vec();
                    succ.push(v);
                    let target = body.successors(t)[si];
                    body.set_successor(t, si, target, &succ);
                }
            }
            loads.append(&mut l2);
            dead.append(&mut d2);
            arms.extend(a2.drain());
            for (k, v) in p2.known.drain() {
                phis.known.entry(k).or_insert(v);
            }
            phis.args.append(&mut p2.args);
            all_merges.extend(merges);
        }
        Ok(all_merges)
    }

    fn handle_for(
        &self,
        body: &mut Body,
        (dom, order): (&DominatorTree, &SlotVec<Op, u32>),
        l: &RowLoad,
        cache: &mut FxHashMap<usize, Value>,
    ) -> Result<Value, PassError> {
        let ci = match l.source {
            LoadSource::Handle(h) => return Ok(h),
            LoadSource::Member(ci) => ci,
        };
        let cb = &self.state.cbuffers[ci];
        if let Some(src) = &self.state.sources[ci] {
            if src.func == self.func {
                let sb = body.op_block(src.store);
                let lb = body.op_block(l.op);
                let ok = match (sb, lb) {
                    (Some(sb), Some(lb)) if sb == lb => {
                        match (order.get(src.store), order.get(l.op)) {
                            (Some(store), Some(load)) => store < load,
                            _ => before_in_block(body, src.store, l.op),
                        }
                    }
                    (Some(sb), Some(lb)) => dom.properly_dominates(sb, lb),
                    _ => false,
                };
                if ok {
                    return Ok(body.result(src.create, 0));
                }
            }
        }
        if let Some(&h) = cache.get(&ci) {
            return Ok(h);
        }
        let Some(recipe) = &self.state.recipes[ci] else {
            return Err(PassError::at_op(
                NAME,
                self.cx,
                body,
                l.op,
                CBufferError::HandleNotFound {
                    global: cb.handle_global.clone(),
                },
            ));
        };
        let h = recipe
            .materialize(body)
            .ok_or_else(|| PassError::at_op(NAME, self.cx, body, l.op, CBufferError::NoBody))?;
        cache.insert(ci, h);
        Ok(h)
    }
}

/// The offset of `select c, a, b` for arms at offsets `oa` and `ob`: when
/// both step whole rows from one byte of their row, the select of their
/// first rows (whole rows from that byte); otherwise the select of their
/// whole byte offsets (a scalar picked at run time).
fn select_offsets(
    cx: &Context,
    body: &mut Body,
    sel: Op,
    oa: &ByteOffset,
    ob: &ByteOffset,
) -> ByteOffset {
    let i32t = cx.types().i32;
    let cond = body.operand(sel, 0);
    let col = oa.konst.rem_euclid(16);
    let mut b = Builder::before(cx, body, sel);
    if in_whole_rows(oa) && in_whole_rows(ob) && ob.konst.rem_euclid(16) == col {
        let rows = |o: &ByteOffset, b: &mut Builder<'_>| {
            ByteOffset {
                konst: o.konst - col,
                terms: o.terms.clone(),
            }
            .build(b, 16)
        };
        let (ra, rb) = (rows(oa, &mut b), rows(ob, &mut b));
        let row = llvm::Select::build(&mut b, cond, ra, rb, i32t);
        return ByteOffset {
            konst: col,
            terms: vec![(row, 16)],
        };
    }
    let (ba, bb) = (oa.build(&mut b, 1), ob.build(&mut b, 1));
    let byte = llvm::Select::build(&mut b, cond, ba, bb, i32t);
    ByteOffset {
        konst: 0,
        terms: vec![(byte, 1)],
    }
}

/// Follows `root`'s result (a member global's address or a getpointer of
/// the cbuffer, at `base`, with the offset translation of a member array
/// if it needs one) through GEPs to loads; the GEPs step through memory of
/// the cbuffer's layout `form`.
fn collect_loads(
    cx: &Context,
    body: &Body,
    root_ptr: Value,
    (source, base, translation, form): (LoadSource, ByteOffset, Option<ArrayTranslation>, Form),
    (loads, dead, arms, phis): Found<'_>,
) -> Result<(), PassError> {
    let mut work = vec![(root_ptr, base)];
    let mut steps = 0usize;
    while let Some((ptr, off)) = work.pop() {
        steps += 1;
        if steps > 1 << 16 {
            return Err(PassError::new(
                NAME,
                value_loc(body, root_ptr),
                CBufferError::TooManyPointers,
            ));
        }
        let mut uses: Vec<_> = body.uses(ptr).collect();
        uses.sort();
        uses.dedup_by_key(|u| u.op);
        for u in uses {
            let user = u.op;
            let name = op_name(cx, body, user);
            match LlvmOp::match_op(cx, body, user) {
                Some(LlvmOp::GetElementPtr(_)) if u.index == 0 => {
                    let mut o = off.clone();
                    match translation.filter(|t| {
                        ptr == root_ptr
                            && body
                                .attr(cx, user, "source_type")
                                .and_then(|a| crate::access_util::type_of_attr(cx, a))
                                != Some(t.array)
                    }) {
                        Some(t) => o.konst += translated_offset(cx, body, user, t)?,
                        None => cb_gep_offset(cx, body, user, form, &mut o)?,
                    }
                    dead.push(user);
                    work.push((body.result(user, 0), o));
                }
                Some(LlvmOp::Load(_)) => loads.push(RowLoad {
                    op: user,
                    source,
                    offset: off.clone(),
                }),
                // A branch passing the pointer to a block argument (a
                // phi): the argument is a merge of cbuffer pointers, its
                // incoming offsets known once every incoming value is.
                _ if u.index as usize >= body.operands(user).len() => {
                    for si in 0..body.successors(user).len() {
                        let target = body.successors(user)[si];
                        for (k, &arg) in body.successor_args(user, si).iter().enumerate() {
                            if arg == ptr {
                                phis.args.push(body.block_args(target)[k]);
                            }
                        }
                    }
                    phis.known.insert(ptr, (off.clone(), source));
                }
                Some(LlvmOp::Select(s)) if u.index > 0 => {
                    let slot = arms.entry(user).or_default();
                    for (k, arm) in [s.if_true(body), s.if_false(body)].into_iter().enumerate() {
                        if arm == ptr {
                            slot[k] = Some((off.clone(), source));
                        }
                    }
                }
                _ => {
                    return Err(PassError::at_op(
                        NAME,
                        cx,
                        body,
                        user,
                        CBufferError::UnsupportedUse {
                            op: name.to_string(),
                        },
                    ))
                }
            }
        }
    }
    Ok(())
}

/// The cbuffer offset of a GEP on a plain-array member of the explicit
/// `dx.Layout` form that does not index the array type itself (clang's
/// `getelementptr i8, @a, 4`): its offset in the unpadded array, with each
/// whole element moved to a row of its own. Only a constant offset can be
/// translated.
fn translated_offset(
    cx: &Context,
    body: &Body,
    gep: Op,
    t: ArrayTranslation,
) -> Result<i64, PassError> {
    let Some(elem_size) = t.elem_size else {
        return layout_struct_offset(cx, body, gep, t.array);
    };
    let mut raw = ByteOffset::default();
    // The source type of such a GEP is a scalar, a vector or i8: its own
    // layout is the plain memory layout.
    cb_gep_offset(cx, body, gep, Form::Explicit, &mut raw)?;
    if !raw.is_const() || raw.konst < 0 {
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            gep,
            CBufferError::LayoutArrayIndex,
        ));
    }
    let k = raw.konst;
    Ok(k / elem_size * row_stride(elem_size) + k % elem_size)
}

/// The cbuffer offset of a GEP at a constant byte offset into a struct
/// member of the explicit `dx.Layout` form (clang 21's
/// `getelementptr i8, @s, 8`): the offset is in the packed struct's memory
/// layout, so it names a field and a byte inside it; the field's offset in
/// the cbuffer is the `dx.Layout`'s. Only a byte inside a scalar or vector
/// field can be placed so; others are an error.
fn layout_struct_offset(
    cx: &Context,
    body: &Body,
    gep: Op,
    layout: Type,
) -> Result<i64, PassError> {
    let bad = |kind: CBufferError| PassError::at_op(NAME, cx, body, gep, kind);
    let mut raw = ByteOffset::default();
    cb_gep_offset(cx, body, gep, Form::Explicit, &mut raw)?;
    if !raw.is_const() || raw.konst < 0 {
        return Err(bad(CBufferError::LayoutMemberOffset));
    }
    let k = raw.konst;
    let (inner, _, cb_offsets) =
        explicit_layout(cx, layout).ok_or_else(|| bad(CBufferError::LayoutMemberWithoutLayout))?;
    let packed = dxir_rewrites::builtins::StructLayout::of(cx, inner)
        .map_err(|e| bad(CBufferError::LayoutStruct(e)))?;
    let fields =
        layout_fields(cx, inner).ok_or_else(|| bad(CBufferError::LayoutStructWithoutBody))?;
    let f = packed
        .offsets
        .iter()
        .rposition(|&o| i64::try_from(o).is_ok_and(|o| o <= k))
        .ok_or_else(|| bad(CBufferError::OffsetBeforeLayout))?;
    let field = fields[f.min(fields.len().saturating_sub(1))];
    let within = k - i64::try_from(packed.offsets[f]).unwrap_or(0);
    let size = dxir_rewrites::builtins::type_size(cx, field)
        .ok()
        .and_then(|s| i64::try_from(s).ok())
        .unwrap_or(0);
    let simple = cx.is_int(field) || cx.is_float(field);
    match cb_offsets.get(f) {
        Some(&o) if simple && within < size => Ok(i64::from(o) + within),
        _ => Err(bad(CBufferError::LayoutMemberField)),
    }
}

/// Adds the byte offset of a GEP into cbuffer memory of layout `form` to
/// `off`.
fn cb_gep_offset(
    cx: &Context,
    body: &Body,
    op: Op,
    form: Form,
    off: &mut ByteOffset,
) -> Result<(), PassError> {
    let bad = |kind: CBufferError| PassError::at_op(NAME, cx, body, op, kind);
    let mut ty = body
        .attr(cx, op, "source_type")
        .and_then(|a| crate::access_util::type_of_attr(cx, a))
        .ok_or_else(|| bad(CBufferError::GepWithoutSourceType))?;
    let operands = body.operands(op).to_vec();
    for (n, &idx) in operands[1..].iter().enumerate() {
        let (step, next) = if n == 0 {
            (cb_size(cx, ty, form), ty)
        } else {
            match cx.type_data(ty) {
                TypeData::Array { elem, .. } => (elem_stride(cx, *elem, form), *elem),
                TypeData::Vector { elem, .. } => (cb_size(cx, *elem, form), *elem),
                TypeData::Struct { .. } | TypeData::Named(_) | TypeData::TargetExt { .. } => {
                    let i = crate::access_util::const_int(cx, body, idx)
                        .and_then(|i| usize::try_from(i).ok())
                        .ok_or_else(|| bad(CBufferError::StructIndexNotConstant))?;
                    let fields = layout_fields(cx, ty)
                        .ok_or_else(|| bad(CBufferError::StructWithoutBody))?;
                    let field = *fields
                        .get(i)
                        .ok_or_else(|| bad(CBufferError::StructIndexOutOfRange))?;
                    off.konst += cb_field_offset(cx, ty, i, form)
                        .ok_or_else(|| bad(CBufferError::CBufferFieldWithoutSize))?;
                    ty = field;
                    continue;
                }
                _ => return Err(bad(CBufferError::GepIntoScalar)),
            }
        };
        let step = step.ok_or_else(|| bad(CBufferError::TypeWithoutSize))?;
        match crate::access_util::const_int(cx, body, idx) {
            Some(c) => off.konst += c * step,
            None => off.terms.push((idx, step)),
        }
        ty = next;
    }
    Ok(())
}

/// Checks that the rules can lower `l`: lanes of 16, 32 or 64 bits, a
/// dynamic index stepping over whole rows, a first lane at a multiple of
/// the lane size, at most four rows.
fn check_load(cx: &Context, body: &Body, l: &RowLoad) -> Result<(), PassError> {
    let ty = body.value_type(body.result(l.op, 0));
    let n = match cx.type_data(ty) {
        TypeData::Vector { len, .. } => i64::from(*len),
        _ => 1,
    };
    let Some(esize) = dxir_dialects::dx::builtins::cb_lane_size(cx, ty) else {
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            l.op,
            CBufferError::UnsupportedLoad {
                ty: dxir_ir::type_to_string(cx, ty),
            },
        ));
    };
    let esize = esize as i64;
    if !in_whole_rows(&l.offset) {
        // A dynamic offset inside a row (clang's `getelementptr i8, p, 4 * k`
        // picking `.x` or `.y`): one lane, chosen at run time, so a scalar
        // aligned to its size: by the offset's steps, or by the load's own
        // `align` (an address that breaks it is undefined behaviour).
        let stated = body
            .attr(cx, l.op, "alignment")
            .and_then(|a| cx.attr_as_i64(a))
            .unwrap_or(1);
        let aligned = l.offset.konst % esize == 0
            && (stated % esize == 0 || l.offset.terms.iter().all(|&(_, s)| s % esize == 0));
        if n != 1 || !aligned {
            return Err(PassError::at_op(
                NAME,
                cx,
                body,
                l.op,
                CBufferError::IndexWithinRow,
            ));
        }
        return Ok(());
    }
    let col = l.offset.konst.rem_euclid(16);
    if col % esize != 0 {
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            l.op,
            CBufferError::MisalignedLoad {
                ty: dxir_ir::type_to_string(cx, ty),
                offset: l.offset.konst,
                lane: esize,
            },
        ));
    }
    let last = (col / esize + n - 1) * esize;
    if last >= 64 {
        return Err(PassError::at_op(
            NAME,
            cx,
            body,
            l.op,
            CBufferError::LoadSpansRows {
                ty: dxir_ir::type_to_string(cx, ty),
            },
        ));
    }
    Ok(())
}

/// Whether every dynamic term of `off` steps over whole 16-byte rows.
fn in_whole_rows(off: &ByteOffset) -> bool {
    off.terms.iter().all(|&(_, s)| s % 16 == 0)
}

/// Points load `l` at `getelementptr [16 x i8], getpointer(h, 0), row,
/// col`: the row index built as the old pass built it (first row plus the
/// dynamic terms scaled to rows), the byte in the row a constant; or, for
/// an offset that moves inside a row at run time, the whole byte offset
/// split into `row = off >> 4` and `col = off & 15`. Clears the load's
/// name (the values replacing it are unnamed, as before).
fn canonical_load(cx: &Context, body: &mut Body, handle: Value, l: &RowLoad) -> Canonical {
    let ptr_ty = body.value_type(body.operand(l.op, 0));
    let konst = l.offset.konst;
    let i32t = cx.types().i32;
    let mut b = Builder::before(cx, body, l.op);
    let (row, col) = if in_whole_rows(&l.offset) {
        let dyn_off = ByteOffset {
            konst: konst.div_euclid(16) * 16,
            terms: l.offset.terms.clone(),
        };
        let row = dyn_off.build(&mut b, 16);
        (row, build_i32(&mut b, konst.rem_euclid(16)))
    } else {
        let off = l.offset.build(&mut b, 1);
        let (four, fifteen) = (build_i32(&mut b, 4), build_i32(&mut b, 15));
        let row = llvm::LShr::build(&mut b, off, four, i32t);
        (row, llvm::And::build(&mut b, off, fifteen, i32t))
    };
    let zero = build_i32(&mut b, 0);
    let gp_val = GetPointer::build(&mut b, handle, zero, ptr_ty);
    let row_ty = cx.array_type(cx.types().i8, 16);
    let spec = llvm::GetElementPtr::spec(&mut b, gp_val, &[row, col], ptr_ty).with_attr(
        cx,
        "source_type",
        cx.type_attr(row_ty),
    );
    let gep = b.insert(spec);
    let q = b.body().result(gep, 0);
    let gp = body.defining_op(gp_val).expect("built by the pre-step");
    body.set_operand(l.op, 0, q);
    let r = body.result(l.op, 0);
    body.set_value_name(r, None);
    (l.op, gep, gp)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    fn run(src: &str, engine: crate::EngineKind) -> Result<String, PassError> {
        let cx = crate::testing::cx();
        let mut m = import_module(&cx, src, "t.ll").expect("imports");
        let opts = RulePassOptions {
            engine: engine.engine(false),
            ..RulePassOptions::default()
        };
        CBufferAccess::new(opts).run_with_report(&cx, &mut m)?;
        Ok(export_module(&cx, &m).expect("exports"))
    }

    #[test]
    fn both_engines_give_the_same_output() {
        for src in [
            include_str!("../../tests/filecheck/cbuffer-access/engines.ll"),
            include_str!("../../tests/filecheck/cbuffer-access/wide.ll"),
        ] {
            let greedy = run(src, crate::EngineKind::Greedy).unwrap();
            assert!(!greedy.contains("getpointer"), "{greedy}");
            assert!(!greedy.contains("addrspace(2)"), "{greedy}");
            assert_eq!(greedy, run(src, crate::EngineKind::EGraph).unwrap());
        }
    }

    /// A module whose cbuffer holds one member of layout type `member`,
    /// loaded as `load_ty` through `gep` (a GEP on `@m` naming `%p`, or
    /// empty).
    fn module(member: &str, load_ty: &str, gep: &str) -> String {
        let ptr = if gep.is_empty() { "@m" } else { "%p" };
        format!(
            "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n\
             %__cblayout_CB = type <{{ {member} }}>\n\
             @CB.cb = global target(\"dx.CBuffer\", %__cblayout_CB) poison\n\
             @m = external hidden addrspace(2) global {member}, align 4\n\
             define void @main(i32 %i) {{\n\
             entry:\n\
             %cb = call target(\"dx.CBuffer\", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)\n\
             store target(\"dx.CBuffer\", %__cblayout_CB) %cb, ptr @CB.cb, align 4\n\
             {gep}\n\
             %x = load {load_ty}, ptr addrspace(2) {ptr}, align 4\n\
             ret void\n}}\n\
             declare target(\"dx.CBuffer\", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)\n\
             !hlsl.cbs = !{{!0}}\n\
             !0 = !{{ptr @CB.cb, ptr addrspace(2) @m}}\n"
        )
    }

    #[test]
    fn loads_the_rules_cannot_lower_are_errors_at_the_load() {
        for engine in [crate::EngineKind::Greedy, crate::EngineKind::EGraph] {
            let cases = [
                (
                    module("i8", "i8", ""),
                    "cbuffer load of i8 is not supported",
                ),
                (
                    // A vector cannot start at a run-time place in a row
                    // (a scalar can: `load-cbuffer-run-time-lane`).
                    module(
                        "[4 x float]",
                        "<2 x float>",
                        "%p = getelementptr float, ptr addrspace(2) @m, i32 %i",
                    ),
                    "dynamic index into cbuffer memory that does not step over whole 16-byte rows",
                ),
                (
                    module("[5 x <4 x float>]", "<20 x float>", ""),
                    "cbuffer load of <20 x float> spans more than four 16-byte rows",
                ),
            ];
            let select_local = module(
                "float",
                "float",
                "%l = alloca float\n%q = addrspacecast ptr %l to ptr addrspace(2)\n%p = select i1 true, ptr addrspace(2) @m, ptr addrspace(2) %q",
            );
            let e = run(&select_local, engine).unwrap_err();
            assert!(
                e.message()
                    .starts_with("select of a cbuffer pointer and a pointer that is not"),
                "{}",
                e.message()
            );
            for (src, msg) in cases {
                let e = run(&src, engine).unwrap_err();
                assert!(e.message().starts_with(msg), "{}", e.message());
                assert_eq!(e.loc.line, 10, "{}", e.message());
            }
        }
    }

    #[test]
    fn cbuffer_layout_offsets_skip_padding_and_pack_vectors() {
        let cx = crate::testing::cx();
        let t = cx.types();
        let pad = |n| cx.target_ext_type(PADDING_TYPE, vec![], vec![n]);
        let f3 = cx.vector_type(t.float, 3);
        let elem = cx.struct_type(vec![t.float, pad(12)], true);
        let arr = cx.array_type(elem, 2);
        let layout = cx.struct_type(vec![t.float, pad(12), f3, t.float, arr], true);
        for form in [Form::Padded, Form::Explicit] {
            assert_eq!(cb_size(&cx, f3, form), Some(12));
            assert_eq!(cb_size(&cx, arr, form), Some(32));
            assert_eq!(cb_field_offset(&cx, layout, 2, form), Some(16));
            assert_eq!(cb_field_offset(&cx, layout, 3, form), Some(28));
            assert_eq!(cb_field_offset(&cx, layout, 4, form), Some(32));
        }
        assert!(is_padding_type(&cx, pad(4)) && !is_padding_type(&cx, t.float));
    }

    #[test]
    fn plain_arrays_take_a_row_per_element_and_explicit_layouts_state_offsets() {
        let cx = crate::testing::cx();
        let ty = |t: &str| dxir_ir::parse_type(&cx, t, "t").unwrap();
        let explicit_size = |t: &str| cb_size(&cx, ty(t), Form::Explicit);
        // Three floats: two rows and a lane.
        assert_eq!(explicit_size("[3 x float]"), Some(36));
        // Elements of whole rows are unchanged.
        assert_eq!(explicit_size("[2 x <4 x float>]"), Some(32));
        assert_eq!(explicit_size("[0 x float]"), Some(0));
        // clang 22's padded shape keeps its size.
        let padded = r#"<{ [1 x <{ float, target("dx.Padding", 12) }>], float }>"#;
        assert_eq!(explicit_size(padded), Some(20));
        let explicit =
            ty(r#"target("dx.Layout", { float, [2 x float], <4 x float> }, 52, 0, 16, 48)"#);
        for form in [Form::Padded, Form::Explicit] {
            assert_eq!(cb_size(&cx, explicit, form), Some(52));
            assert_eq!(cb_field_offset(&cx, explicit, 1, form), Some(16));
            assert_eq!(cb_field_offset(&cx, explicit, 2, form), Some(48));
            assert_eq!(cb_field_offset(&cx, explicit, 3, form), None);
        }
        assert_eq!(layout_fields(&cx, explicit).map(|f| f.len()), Some(3));
    }

    /// In clang 22's padded form a plain array is packed: a matrix
    /// (`[16 x float]` for a float4x4, `[9 x float]` for a float3x3) takes
    /// its elements' bytes and no more, as LLVM's data layout says.
    #[test]
    fn plain_arrays_of_the_padded_form_are_packed() {
        let cx = crate::testing::cx();
        let ty = |t: &str| dxir_ir::parse_type(&cx, t, "t").unwrap();
        let padded_size = |t: &str| cb_size(&cx, ty(t), Form::Padded);
        assert_eq!(padded_size("[16 x float]"), Some(64));
        assert_eq!(padded_size("[9 x float]"), Some(36));
        assert_eq!(padded_size("[6 x double]"), Some(48));
        assert_eq!(padded_size("[2 x [4 x float]]"), Some(32));
        let layout = ty(r#"<{ [9 x float], float, double }>"#);
        assert_eq!(cb_field_offset(&cx, layout, 1, Form::Padded), Some(36));
        assert_eq!(cb_field_offset(&cx, layout, 2, Form::Padded), Some(40));
        assert_eq!(elem_stride(&cx, ty("float"), Form::Padded), Some(4));
        assert_eq!(elem_stride(&cx, ty("float"), Form::Explicit), Some(16));
    }

    /// A module of five cbuffers, one per kind of member the optimizer can
    /// remove (`null` in `!hlsl.cbs`), each first and followed by a
    /// `double` and an `int2` that are read.
    fn null_members_module() -> String {
        let kinds = [
            ("Scalar", r#"float, target("dx.Padding", 4)"#),
            ("Vector", r#"<3 x float>, target("dx.Padding", 4)"#),
            ("Matrix", "[16 x float]"),
            (
                "Array",
                r#"<{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12)"#,
            ),
            ("Struct", r#"%S, target("dx.Padding", 4)"#),
        ];
        let mut types =
            String::from("%S = type <{ <3 x float>, target(\"dx.Padding\", 4), double, float }>\n");
        let (mut globals, mut body, mut decls, mut nodes, mut md) = (
            String::new(),
            String::new(),
            String::new(),
            Vec::new(),
            String::new(),
        );
        for (n, (k, lead)) in kinds.iter().enumerate() {
            let cb = format!("target(\"dx.CBuffer\", %__cblayout_{k})");
            let make =
                format!("@llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_{k}st");
            types += &format!("%__cblayout_{k} = type <{{ {lead}, double, <2 x i32> }}>\n");
            globals += &format!(
                "@{k}.cb = global {cb} poison\n\
                 @{k}_d = external hidden addrspace(2) global double, align 8\n\
                 @{k}_k = external hidden addrspace(2) global <2 x i32>, align 8\n"
            );
            body += &format!(
                "  %h{n} = call {cb} {make}(i32 0, i32 {n}, i32 1, i32 0, ptr null)\n\
                 \x20 store {cb} %h{n}, ptr @{k}.cb, align 4\n\
                 \x20 %d{n} = load double, ptr addrspace(2) @{k}_d, align 8\n\
                 \x20 %k{n} = load <2 x i32>, ptr addrspace(2) @{k}_k, align 8\n"
            );
            decls += &format!("declare {cb} {make}(i32, i32, i32, i32, ptr)\n");
            nodes.push(format!("!{n}"));
            md += &format!(
                "!{n} = !{{ptr @{k}.cb, null, ptr addrspace(2) @{k}_d, ptr addrspace(2) @{k}_k}}\n"
            );
        }
        format!(
            "target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"\n{types}{globals}\
             define void @main() {{\nentry:\n{body}  ret void\n}}\n{decls}\
             !hlsl.cbs = !{{{}}}\n{md}",
            nodes.join(", ")
        )
    }

    /// The members after a `null` one of each kind are at the offsets the
    /// layout struct's data layout gives them (LLVM 22's): a float4x4 ahead
    /// of them takes 64 bytes, not a row per element.
    #[test]
    fn members_after_a_null_member_of_each_kind_keep_their_layout_offsets() {
        let cx = crate::testing::cx();
        let m = import_module(&cx, &null_members_module(), "t.ll").expect("imports");
        let got: Vec<(String, Vec<(String, i64)>)> = cbuffer_members(&cx, &m)
            .unwrap()
            .into_iter()
            .map(|c| (c.handle_global, c.members))
            .collect();
        let want = |k: &str, d: i64| {
            (
                format!("{k}.cb"),
                vec![(format!("{k}_d"), d), (format!("{k}_k"), d + 8)],
            )
        };
        assert_eq!(
            got,
            vec![
                want("Scalar", 8),
                want("Vector", 16),
                want("Matrix", 64),
                want("Array", 48),
                want("Struct", 32),
            ]
        );
    }

    /// The same module lowered: every `double` is read from the row and
    /// lane of its offset (before, the matrix's members after it were
    /// placed 180 bytes too far, and the misaligned `double` refused).
    #[test]
    fn loads_after_a_null_member_of_each_kind_read_their_rows() {
        for engine in [crate::EngineKind::Greedy, crate::EngineKind::EGraph] {
            let out = run(&null_members_module(), engine).unwrap_or_else(|e| panic!("{e}"));
            for (k, row) in [
                ("Scalar", 0),
                ("Vector", 1),
                ("Matrix", 4),
                ("Array", 3),
                ("Struct", 2),
            ] {
                let call = format!("%__cblayout_{k}) %h");
                let line = out
                    .lines()
                    .find(|l| l.contains("load.cbufferrow.2") && l.contains(&call))
                    .unwrap_or_else(|| panic!("no row load of {k}:\n{out}"));
                assert!(line.ends_with(&format!(", i32 {row})")), "{k}: {line}");
            }
        }
    }

    /// A constant GEP into a float4x4 member steps over its packed floats:
    /// element 6 is byte 24, row 1 lane 2 (before: a row per element, row 6).
    #[test]
    fn a_gep_into_a_matrix_member_steps_over_packed_elements() {
        let src = module(
            "[16 x float]",
            "float",
            "%p = getelementptr [16 x float], ptr addrspace(2) @m, i32 0, i32 6",
        )
        .replace(
            "ret void\n}\n",
            "call void @use(float %x)\nret void\n}\ndeclare void @use(float)\n",
        );
        for engine in [crate::EngineKind::Greedy, crate::EngineKind::EGraph] {
            let out = run(&src, engine).unwrap_or_else(|e| panic!("{e}"));
            let rows: Vec<&str> = out
                .lines()
                .filter(|l| l.contains("= call") && l.contains("load.cbufferrow"))
                .collect();
            assert_eq!(rows.len(), 1, "{out}");
            assert!(rows[0].ends_with(", i32 1)"), "{out}");
            assert!(
                out.contains("extractvalue { float, float, float, float } %"),
                "{out}"
            );
            assert!(out.contains(", 2\n"), "{out}");
        }
    }
}
