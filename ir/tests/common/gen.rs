//! A proptest generator of random, well-formed modules.
//!
//! Strategies produce *recipes* (plain data that proptest can shrink);
//! [`build_module`] turns a recipe into IR with the builder API. The IR is
//! structurally complete and dominance-correct:
//!
//! - every block ends with a terminator-like op: `test.br` (to a later block
//!   of the same region, never an entry block, passing one value of the right
//!   type per block argument), `test.ret` (in a function body, with a value
//!   of the return type when it is not `void`) or `test.yield` (in nested
//!   regions);
//! - an op uses only function parameters, arguments of its own block, values
//!   defined earlier in its block, and values available where an enclosing
//!   region op sits;
//! - every type kind (named structs with and without bodies, target types,
//!   function types inside `type(...)`) and every attribute kind appears;
//! - some values and blocks (function entry blocks too) have source names,
//!   drawn from a small pool so that names repeat within a function, with
//!   names the printer must number (digit-only, repeated) or quote (`bb3`,
//!   `a b`, `a->b`).
//!
//! [`TEST_DIALECT`] registers some of the op names with custom syntaxes, so
//! the same recipes exercise custom forms when the context knows it.

use dxir_ir::{
    Arity, Attr, AttrData, Block, Body, Context, Dialect, DialectRegistry, Function, Loc, Module,
    OpDef, OpSpec, Region, StructBody, Traits, Type, Value, CONSTANT, SAME_TYPE, SHORT, TERMINATOR,
};
use proptest::collection::vec;
use proptest::prelude::*;
use std::collections::BTreeMap;

/// A type to build. `Named(i)` names struct `i % 4`; structs past the
/// recipe's definitions have no body.
#[derive(Clone, Debug)]
pub enum TypeR {
    Int(u32),
    Half,
    Float,
    Double,
    Ptr(u32),
    Metadata,
    Vector(u32, Box<TypeR>),
    Array(u64, Box<TypeR>),
    Struct(Vec<TypeR>, bool),
    Named(usize),
    Target(String, Vec<TypeR>, Vec<u32>),
}

/// A type inside `type(...)`: any value type, `void`, or a function type.
#[derive(Clone, Debug)]
pub enum TypeAttrR {
    Value(TypeR),
    Void,
    Function(Option<TypeR>, Vec<TypeR>, bool),
}

/// An attribute to build.
#[derive(Clone, Debug)]
pub enum AttrR {
    Unit,
    Bool(bool),
    Int(u32, u128),
    /// 0 = half, 1 = float, 2 = double; the bits are cut to the width.
    Float(u8, u64),
    Str(String),
    Bytes(Vec<u8>),
    Type(TypeAttrR),
    Array(Vec<AttrR>),
    Dict(Vec<(String, AttrR)>),
    Symbol(String),
    Undef(TypeR),
    Poison(TypeR),
    Zero(TypeR),
}

/// What kind of op [`OpR`] builds.
#[derive(Clone, Debug)]
pub enum OpKindR {
    /// Any name, picked operands, any results, attributes and regions.
    Generic { name: usize },
    /// `test.add`: operands and result share the first operand's type.
    SameType,
    /// `test.const` with a typed `value` attribute.
    Constant(AttrR),
}

#[derive(Clone, Debug)]
pub struct OpR {
    pub kind: OpKindR,
    /// Indices into the values available at the op (taken modulo).
    pub operands: Vec<usize>,
    pub results: Vec<TypeR>,
    /// Source names of the results, in order (missing ones: unnamed).
    pub names: Vec<Option<String>>,
    pub attrs: Vec<(String, AttrR)>,
    pub regions: Vec<RegionR>,
}

#[derive(Clone, Debug)]
pub struct TermR {
    /// Branch (when the region has a block to branch to) or return/yield.
    pub branch: bool,
    /// Targets among the region's non-entry blocks (taken modulo).
    pub targets: Vec<usize>,
    /// Picks of values: yield operands, or which value of a type to pass.
    pub picks: Vec<usize>,
}

#[derive(Clone, Debug)]
pub struct BlockR {
    /// Argument types (ignored for a function's entry block: its arguments
    /// are the parameters).
    pub args: Vec<TypeR>,
    /// Source names of the arguments (not used for a function's entry).
    pub arg_names: Vec<Option<String>>,
    /// The block's source name.
    pub name: Option<String>,
    pub ops: Vec<OpR>,
    pub term: TermR,
}

/// A region; zero blocks is allowed.
#[derive(Clone, Debug)]
pub struct RegionR {
    pub blocks: Vec<BlockR>,
}

#[derive(Clone, Debug)]
pub struct FuncR {
    pub params: Vec<TypeR>,
    /// Source names of the parameters.
    pub param_names: Vec<Option<String>>,
    pub ret: Option<TypeR>,
    pub vararg: bool,
    pub attrs: Vec<(String, AttrR)>,
    /// `None` for a declaration; otherwise at least one block.
    pub body: Option<Vec<BlockR>>,
    /// Whether the name needs quotes.
    pub odd_name: bool,
}

#[derive(Clone, Debug)]
pub struct GlobalR {
    /// Whether it defines a symbol (`sym_name`).
    pub symbol: bool,
    pub attrs: Vec<(String, AttrR)>,
    pub regions: Vec<RegionR>,
}

#[derive(Clone, Debug)]
pub struct StructR {
    pub fields: Option<Vec<TypeR>>,
    pub packed: bool,
}

#[derive(Clone, Debug)]
pub struct ModuleR {
    pub attrs: Vec<(String, AttrR)>,
    pub structs: Vec<StructR>,
    pub globals: Vec<GlobalR>,
    pub funcs: Vec<FuncR>,
}

/// Names for generic ops: registered ones (which then print in generic form
/// when they do not fit their custom syntax) and odd ones.
pub const OP_NAMES: &[&str] = &[
    "test.op",
    "test.region",
    "test.add",
    "test.br",
    "other.dialect.op",
    "x.\"quoted\" name\n",
    "",
];

const STRUCT_NAMES: &[&str] = &["S", "dx.types.Handle", "needs quotes", "Unbodied"];

/// Source names for values and blocks. Few, so that they repeat; with
/// digit-only names (never printed as names), `bbN` (quoted for blocks),
/// names that need quotes, and the empty name (which is no name).
const SOURCE_NAMES: &[&str] = &[
    "x",
    "mul.i",
    "for.body.i",
    "entry",
    "0",
    "12",
    "007",
    "bb3",
    "bb0",
    "a b",
    "a->b",
    "-",
    "",
];

// ---- Strategies ------------------------------------------------------------

fn scalar() -> impl Strategy<Value = TypeR> {
    prop_oneof![
        prop_oneof![
            Just(1u32),
            Just(8),
            Just(16),
            Just(32),
            Just(64),
            1u32..=128
        ]
        .prop_map(TypeR::Int),
        Just(TypeR::Half),
        Just(TypeR::Float),
        Just(TypeR::Double),
        prop_oneof![Just(0u32), any::<u32>()].prop_map(TypeR::Ptr),
    ]
}

/// An optional source name of a value or block.
fn source_name() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        3 => Just(None),
        3 => proptest::sample::select(SOURCE_NAMES).prop_map(|s| Some(s.to_string())),
        1 => any::<String>().prop_map(Some),
    ]
}

fn name_string() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z][a-z0-9_.]{0,8}",
        Just("dx.TypedBuffer".to_string()),
        any::<String>(),
    ]
}

/// Any first-class type.
pub fn type_r() -> impl Strategy<Value = TypeR> {
    let leaf = prop_oneof![
        4 => scalar(),
        1 => Just(TypeR::Metadata),
        2 => (0usize..4).prop_map(TypeR::Named),
    ];
    leaf.prop_recursive(3, 12, 3, |inner| {
        prop_oneof![
            (1u32..6, scalar()).prop_map(|(n, e)| TypeR::Vector(n, Box::new(e))),
            (prop_oneof![0u64..5, Just(u64::MAX)], inner.clone())
                .prop_map(|(n, e)| TypeR::Array(n, Box::new(e))),
            (vec(inner.clone(), 0..3), any::<bool>()).prop_map(|(f, p)| TypeR::Struct(f, p)),
            (name_string(), vec(inner, 0..3), vec(any::<u32>(), 0..3))
                .prop_map(|(n, t, i)| TypeR::Target(n, t, i)),
        ]
    })
}

fn type_attr_r() -> impl Strategy<Value = TypeAttrR> {
    prop_oneof![
        type_r().prop_map(TypeAttrR::Value),
        Just(TypeAttrR::Void),
        (
            proptest::option::of(type_r()),
            vec(type_r(), 0..3),
            any::<bool>()
        )
            .prop_map(|(r, p, v)| TypeAttrR::Function(r, p, v)),
    ]
}

fn float_bits() -> impl Strategy<Value = (u8, u64)> {
    let nice = prop_oneof![
        Just(0.0f64),
        Just(-0.0),
        Just(1.5),
        Just(0.1),
        Just(1e300),
        Just(f64::INFINITY),
        Just(f64::NAN),
        any::<f64>(),
    ];
    prop_oneof![
        (0u8..3, any::<u64>()),
        (1u8..3, nice).prop_map(|(k, x)| {
            let bits = if k == 1 {
                (x as f32).to_bits() as u64
            } else {
                x.to_bits()
            };
            (k, bits)
        }),
    ]
}

fn int_attr() -> impl Strategy<Value = (u32, u128)> {
    (
        prop_oneof![
            Just(1u32),
            Just(8),
            Just(32),
            Just(64),
            Just(128),
            1u32..=128
        ],
        prop_oneof![
            any::<u128>(),
            Just(0u128),
            Just(u128::MAX),
            Just(1u128 << 127),
            0u128..4
        ],
    )
}

/// Attribute keys: identifiers mostly, sometimes anything.
pub fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-z_][a-z0-9_.]{0,6}",
        1 => any::<String>(),
    ]
}

/// Any attribute.
pub fn attr_r() -> impl Strategy<Value = AttrR> {
    let leaf = prop_oneof![
        Just(AttrR::Unit),
        any::<bool>().prop_map(AttrR::Bool),
        int_attr().prop_map(|(w, b)| AttrR::Int(w, b)),
        float_bits().prop_map(|(k, b)| AttrR::Float(k, b)),
        any::<String>().prop_map(AttrR::Str),
        vec(any::<u8>(), 0..8).prop_map(AttrR::Bytes),
        type_attr_r().prop_map(AttrR::Type),
        name_string().prop_map(AttrR::Symbol),
        type_r().prop_map(AttrR::Undef),
        type_r().prop_map(AttrR::Poison),
        type_r().prop_map(AttrR::Zero),
    ];
    leaf.prop_recursive(3, 16, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(AttrR::Array),
            vec((key(), inner), 0..4).prop_map(AttrR::Dict),
        ]
    })
}

fn attrs() -> impl Strategy<Value = Vec<(String, AttrR)>> {
    prop_oneof![
        2 => Just(Vec::new()),
        1 => vec((key(), attr_r()), 1..4),
    ]
}

fn term_r() -> impl Strategy<Value = TermR> {
    (
        any::<bool>(),
        vec(any::<usize>(), 1..3),
        vec(any::<usize>(), 0..3),
    )
        .prop_map(|(branch, targets, picks)| TermR {
            branch,
            targets,
            picks,
        })
}

fn typed_constant() -> impl Strategy<Value = AttrR> {
    prop_oneof![
        int_attr().prop_map(|(w, b)| AttrR::Int(w, b)),
        float_bits().prop_map(|(k, b)| AttrR::Float(k, b)),
        type_r().prop_map(AttrR::Undef),
    ]
}

fn op_r(depth: u32) -> BoxedStrategy<OpR> {
    let regions = if depth == 0 {
        Just(Vec::new()).boxed()
    } else {
        prop_oneof![
            3 => Just(Vec::new()),
            1 => vec(region_r(depth - 1), 1..3),
        ]
        .boxed()
    };
    let kind = prop_oneof![
        4 => (0..OP_NAMES.len()).prop_map(|name| OpKindR::Generic { name }),
        1 => Just(OpKindR::SameType),
        1 => typed_constant().prop_map(OpKindR::Constant),
    ];
    (
        kind,
        vec(any::<usize>(), 0..4),
        vec(type_r(), 0..3),
        vec(source_name(), 0..3),
        attrs(),
        regions,
    )
        .prop_map(|(kind, operands, results, names, attrs, regions)| OpR {
            kind,
            operands,
            results,
            names,
            attrs,
            regions,
        })
        .boxed()
}

fn block_r(depth: u32) -> impl Strategy<Value = BlockR> {
    (
        vec(type_r(), 0..3),
        vec(source_name(), 0..3),
        source_name(),
        vec(op_r(depth), 0..5),
        term_r(),
    )
        .prop_map(|(args, arg_names, name, ops, term)| BlockR {
            args,
            arg_names,
            name,
            ops,
            term,
        })
}

fn region_r(depth: u32) -> BoxedStrategy<RegionR> {
    vec(block_r(depth), 0..3)
        .prop_map(|blocks| RegionR { blocks })
        .boxed()
}

fn func_r() -> impl Strategy<Value = FuncR> {
    (
        vec(type_r(), 0..4),
        vec(source_name(), 0..4),
        proptest::option::of(type_r()),
        any::<bool>(),
        attrs(),
        proptest::option::of(vec(block_r(2), 1..4)),
        prop::bool::weighted(0.2),
    )
        .prop_map(
            |(params, param_names, ret, vararg, attrs, body, odd_name)| FuncR {
                params,
                param_names,
                ret,
                vararg,
                attrs,
                body,
                odd_name,
            },
        )
}

fn global_r() -> impl Strategy<Value = GlobalR> {
    (
        any::<bool>(),
        attrs(),
        prop_oneof![3 => Just(Vec::new()), 1 => vec(region_r(1), 1..2)],
    )
        .prop_map(|(symbol, attrs, regions)| GlobalR {
            symbol,
            attrs,
            regions,
        })
}

fn struct_r() -> impl Strategy<Value = StructR> {
    (proptest::option::of(vec(type_r(), 0..4)), any::<bool>())
        .prop_map(|(fields, packed)| StructR { fields, packed })
}

/// A whole module.
pub fn module_r() -> impl Strategy<Value = ModuleR> {
    (
        attrs(),
        vec(struct_r(), 0..4),
        vec(global_r(), 0..3),
        vec(func_r(), 1..5),
    )
        .prop_map(|(attrs, structs, globals, funcs)| ModuleR {
            attrs,
            structs,
            globals,
            funcs,
        })
}

// ---- Building --------------------------------------------------------------

/// Builds `ty` in `cx`.
pub fn build_type(cx: &Context, t: &TypeR) -> Type {
    match t {
        TypeR::Int(w) => cx.int_type(*w),
        TypeR::Half => cx.types().half,
        TypeR::Float => cx.types().float,
        TypeR::Double => cx.types().double,
        TypeR::Ptr(a) => cx.ptr_type(*a),
        TypeR::Metadata => cx.types().metadata,
        TypeR::Vector(n, e) => cx.vector_type(build_type(cx, e), *n),
        TypeR::Array(n, e) => cx.array_type(build_type(cx, e), *n),
        TypeR::Struct(f, p) => cx.struct_type(f.iter().map(|t| build_type(cx, t)).collect(), *p),
        TypeR::Named(i) => cx.named_type(STRUCT_NAMES[i % STRUCT_NAMES.len()]),
        TypeR::Target(n, ts, is) => cx.target_ext_type(
            n,
            ts.iter().map(|t| build_type(cx, t)).collect(),
            is.clone(),
        ),
    }
}

fn build_type_attr(cx: &Context, t: &TypeAttrR) -> Type {
    match t {
        TypeAttrR::Value(t) => build_type(cx, t),
        TypeAttrR::Void => cx.types().void,
        TypeAttrR::Function(r, ps, v) => {
            let ret = r.as_ref().map_or(cx.types().void, |t| build_type(cx, t));
            cx.function_type(ret, ps.iter().map(|t| build_type(cx, t)).collect(), *v)
        }
    }
}

/// Builds an attribute in `cx`.
pub fn build_attr(cx: &Context, a: &AttrR) -> Attr {
    let data = match a {
        AttrR::Unit => AttrData::Unit,
        AttrR::Bool(b) => AttrData::Bool(*b),
        AttrR::Int(w, bits) => return cx.int_attr(cx.int_type(*w), *bits as i128),
        AttrR::Float(k, bits) => {
            let (ty, bits) = match k % 3 {
                0 => (cx.types().half, bits & 0xFFFF),
                1 => (cx.types().float, bits & 0xFFFF_FFFF),
                _ => (cx.types().double, *bits),
            };
            AttrData::Float { bits, ty }
        }
        AttrR::Str(s) => AttrData::Str(s.as_str().into()),
        AttrR::Bytes(b) => AttrData::Bytes(b.as_slice().into()),
        AttrR::Type(t) => AttrData::Type(build_type_attr(cx, t)),
        AttrR::Array(items) => AttrData::Array(items.iter().map(|a| build_attr(cx, a)).collect()),
        AttrR::Dict(entries) => {
            let map: BTreeMap<&str, Attr> = entries
                .iter()
                .map(|(k, a)| (k.as_str(), build_attr(cx, a)))
                .collect();
            AttrData::Dict(map.into_iter().map(|(k, a)| (k.into(), a)).collect())
        }
        AttrR::Symbol(s) => AttrData::Symbol(s.as_str().into()),
        AttrR::Undef(t) => AttrData::Undef(build_type(cx, t)),
        AttrR::Poison(t) => AttrData::Poison(build_type(cx, t)),
        AttrR::Zero(t) => AttrData::Zero(build_type(cx, t)),
    };
    cx.intern_attr(data)
}

fn add_attrs(cx: &Context, mut spec: OpSpec, attrs: &[(String, AttrR)]) -> OpSpec {
    for (k, a) in attrs {
        if k != "sym_name" {
            spec = spec.with_attr(cx, k, build_attr(cx, a));
        }
    }
    spec
}

/// What ends the blocks of a region.
#[derive(Clone, Copy)]
enum RegionKind {
    /// A function body returning this type.
    Function(Type),
    /// A region of an op.
    Nested,
}

fn spec(cx: &Context, name: &str) -> OpSpec {
    OpSpec::new(cx.op_name(name), Loc::UNKNOWN)
}

/// One of the values in `avail` of type `ty`, or a new `test.const` of
/// that type appended to `block`.
fn value_of_type(
    cx: &Context,
    body: &mut Body,
    block: Block,
    ty: Type,
    avail: &mut Vec<Value>,
    pick: usize,
) -> Value {
    let matching: Vec<Value> = avail
        .iter()
        .copied()
        .filter(|&v| body.value_type(v) == ty)
        .collect();
    if !matching.is_empty() {
        return matching[pick % matching.len()];
    }
    let op = body.create_op(spec(cx, "test.const").with_results([ty]));
    body.append_op(block, op);
    let v = body.result(op, 0);
    avail.push(v);
    v
}

fn build_op(cx: &Context, body: &mut Body, block: Block, r: &OpR, avail: &mut Vec<Value>) {
    let pick = |i: &usize| avail[i % avail.len()];
    let mut s = match &r.kind {
        OpKindR::Generic { name } => {
            let operands: Vec<Value> = if avail.is_empty() {
                Vec::new()
            } else {
                r.operands.iter().map(pick).collect()
            };
            spec(cx, OP_NAMES[name % OP_NAMES.len()])
                .with_operands(operands)
                .with_results(r.results.iter().map(|t| build_type(cx, t)))
        }
        OpKindR::SameType => {
            let ty = match r.operands.first() {
                Some(i) if !avail.is_empty() => body.value_type(pick(i)),
                _ => cx.types().i32,
            };
            let mut operands = Vec::new();
            for (n, i) in r.operands.iter().enumerate() {
                operands.push(value_of_type(cx, body, block, ty, avail, *i + n));
            }
            spec(cx, "test.add")
                .with_operands(operands)
                .with_results([ty])
        }
        OpKindR::Constant(value) => {
            let a = build_attr(cx, value);
            let ty = cx.attr_type(a).unwrap_or(cx.types().i32);
            spec(cx, "test.const")
                .with_results([ty])
                .with_attr(cx, "value", a)
        }
    };
    s = add_attrs(cx, s, &r.attrs);
    let op = body.create_op(s);
    body.append_op(block, op);
    for (&v, name) in body.results(op).to_vec().iter().zip(&r.names) {
        body.set_value_name(v, name.as_deref());
    }
    // The op's regions see what was available before it, not its results.
    for region in &r.regions {
        let reg = body.add_region(op);
        build_region(
            cx,
            body,
            reg,
            None,
            &region.blocks,
            avail,
            RegionKind::Nested,
        );
    }
    avail.extend(body.results(op).iter().copied());
}

fn build_terminator(
    cx: &Context,
    body: &mut Body,
    block: Block,
    t: &TermR,
    blocks: &[Block],
    avail: &mut Vec<Value>,
    kind: RegionKind,
) {
    let pick = |i: usize| t.picks.get(i).copied().unwrap_or(i);
    if t.branch && blocks.len() > 1 {
        let mut s = spec(cx, "test.br");
        for (n, target) in t.targets.iter().enumerate() {
            let dest = blocks[1 + target % (blocks.len() - 1)];
            let arg_types: Vec<Type> = body
                .block_args(dest)
                .iter()
                .map(|&a| body.value_type(a))
                .collect();
            let args: Vec<Value> = arg_types
                .iter()
                .enumerate()
                .map(|(i, &ty)| value_of_type(cx, body, block, ty, avail, pick(i + n)))
                .collect();
            s = s.with_successor(dest, args);
        }
        let op = body.create_op(s);
        body.append_op(block, op);
        return;
    }
    let s = match kind {
        RegionKind::Function(ret) if ret == cx.types().void => spec(cx, "test.ret"),
        RegionKind::Function(ret) => {
            let v = value_of_type(cx, body, block, ret, avail, pick(0));
            spec(cx, "test.ret").with_operands([v])
        }
        RegionKind::Nested => {
            let operands: Vec<Value> = if avail.is_empty() {
                Vec::new()
            } else {
                t.picks.iter().map(|i| avail[i % avail.len()]).collect()
            };
            spec(cx, "test.yield").with_operands(operands)
        }
    };
    let op = body.create_op(s);
    body.append_op(block, op);
}

/// Fills `region` with `blocks`. `entry` is the function's existing entry
/// block, if any. `outer` are the values available from enclosing regions.
fn build_region(
    cx: &Context,
    body: &mut Body,
    region: Region,
    entry: Option<Block>,
    blocks: &[BlockR],
    outer: &[Value],
    kind: RegionKind,
) {
    let mut made = Vec::new();
    for (i, br) in blocks.iter().enumerate() {
        let b = match entry {
            Some(e) if i == 0 => e,
            _ => {
                let b = body.create_block();
                body.append_block(region, b);
                for (i, t) in br.args.iter().enumerate() {
                    let a = body.add_block_arg(b, build_type(cx, t));
                    body.set_value_name(a, br.arg_names.get(i).cloned().flatten().as_deref());
                }
                b
            }
        };
        body.set_block_name(b, br.name.as_deref());
        made.push(b);
    }
    for (br, &b) in blocks.iter().zip(&made) {
        let mut avail: Vec<Value> = outer.to_vec();
        avail.extend(body.block_args(b).iter().copied());
        for op in &br.ops {
            build_op(cx, body, b, op, &mut avail);
        }
        build_terminator(cx, body, b, &br.term, &made, &mut avail, kind);
    }
}

fn func_name(i: usize, odd: bool) -> String {
    if odd {
        format!("f {i}\"odd\"")
    } else {
        format!("f{i}")
    }
}

/// Builds the module a recipe describes, in `cx`.
pub fn build_module(cx: &Context, r: &ModuleR) -> Module {
    let mut m = Module::new();
    for (k, a) in &r.attrs {
        m.attrs.set(cx.ident(k), build_attr(cx, a));
    }
    for (i, s) in r.structs.iter().enumerate().take(STRUCT_NAMES.len() - 1) {
        let ty = cx.named_type(STRUCT_NAMES[i]);
        let body = match &s.fields {
            None => StructBody::Opaque,
            Some(f) => StructBody::Fields {
                fields: f.iter().map(|t| build_type(cx, t)).collect(),
                packed: s.packed,
            },
        };
        cx.set_struct_body(ty, body)
            .expect("each struct is defined once");
    }
    for (i, g) in r.globals.iter().enumerate() {
        let name = if g.symbol {
            "test.global"
        } else {
            "test.module_op"
        };
        let mut s = add_attrs(cx, spec(cx, name), &g.attrs);
        if g.symbol {
            s = s.with_attr(cx, "sym_name", cx.str_attr(&format!("g{i}")));
        }
        let op = m.add_global(cx, s).expect("global names are unique");
        for region in &g.regions {
            let body = m.globals_mut();
            let reg = body.add_region(op);
            build_region(cx, body, reg, None, &region.blocks, &[], RegionKind::Nested);
        }
    }
    for (i, fr) in r.funcs.iter().enumerate() {
        let params: Vec<Type> = fr.params.iter().map(|t| build_type(cx, t)).collect();
        let ret = fr
            .ret
            .as_ref()
            .map_or(cx.types().void, |t| build_type(cx, t));
        let fty = cx.function_type(ret, params, fr.vararg);
        let name = func_name(i, fr.odd_name);
        let mut f = match &fr.body {
            None => Function::declare(cx, &name, fty, Loc::UNKNOWN),
            Some(blocks) => {
                let mut f = Function::define(cx, &name, fty, Loc::UNKNOWN);
                let params = f.params().to_vec();
                let entry = f.entry();
                let body = f.body_mut();
                for (&p, name) in params.iter().zip(&fr.param_names) {
                    body.set_value_name(p, name.as_deref());
                }
                let root = body.root();
                build_region(
                    cx,
                    body,
                    root,
                    entry,
                    blocks,
                    &params,
                    RegionKind::Function(ret),
                );
                f
            }
        };
        for (k, a) in &fr.attrs {
            f.attrs_mut().set(cx.ident(k), build_attr(cx, a));
        }
        m.add_function(f).expect("function names are unique");
    }
    m
}

/// Op definitions for the names the generator uses, with custom syntaxes:
/// `test.add` same-type, `test.const` constant, `test.op` short form,
/// `test.br`/`test.ret`/`test.yield` terminators. Arities are open so that
/// any shape the generator makes is allowed.
pub static TEST_DIALECT: Dialect = Dialect {
    name: "test",
    summary: "ops for generated IR",
    ops: &[
        OpDef {
            syntax: Some(&SAME_TYPE),
            ..open("test.add", Traits::PURE)
        },
        OpDef {
            syntax: Some(&CONSTANT),
            ..open("test.const", Traits::CONSTANT_LIKE)
        },
        OpDef {
            syntax: Some(&SHORT),
            ..open("test.op", Traits::empty())
        },
        OpDef {
            syntax: Some(&TERMINATOR),
            ..open("test.br", Traits::TERMINATOR)
        },
        OpDef {
            syntax: Some(&TERMINATOR),
            ..open("test.ret", Traits::TERMINATOR.union(Traits::RETURN_LIKE))
        },
        OpDef {
            syntax: Some(&TERMINATOR),
            ..open("test.yield", Traits::TERMINATOR)
        },
        open("test.region", Traits::empty()),
        open("test.global", Traits::SYMBOL),
        open("test.module_op", Traits::empty()),
    ],
};

const fn open(name: &'static str, traits: Traits) -> OpDef {
    OpDef {
        operands: Arity::AtLeast(0),
        results: Arity::AtLeast(0),
        successors: Arity::AtLeast(0),
        regions: Arity::AtLeast(0),
        traits,
        ..OpDef::base(name, "an op of generated IR")
    }
}

/// A context that knows [`TEST_DIALECT`].
pub fn test_context() -> Context {
    Context::with_registry(
        DialectRegistry::new()
            .with(&TEST_DIALECT)
            .expect("the test dialect registers"),
    )
}
