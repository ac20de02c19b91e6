//! Run-time values and the byte layout they have in memory.
//!
//! A value is kept in its own form ([`Val`]), not as an interned attribute:
//! interning every intermediate of every thread would grow the context
//! without bound. Scalars keep their exact bits (floats by IEEE bits), so
//! a comparison of two runs is a comparison of bits.

use dxir_dialects::llvm::fold::{f16_bits_to_f32, f32_to_f16_bits, struct_fields};
use dxir_ir::{sign_extend, truncate, Attr, AttrData, Context, Type, TypeData};
use dxir_rewrites::builtins::{type_size, StructLayout};
use rustc_hash::FxHashMap;

/// Which memory a pointer points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// The null pointer (nothing may be read or written through it).
    Null,
    /// An `alloca` of the running thread (index into its allocations).
    Local(u32),
    /// A module global (index into the interpreter's global table): static
    /// globals are thread-private in HLSL, `addrspace(3)` ones group-shared.
    Global(u32),
    /// A resource's bytes (index into the [`ResourceSet`](crate::ResourceSet)).
    Resource(u32),
}

/// A pointer: a memory and a byte offset into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ptr {
    /// The memory.
    pub space: Space,
    /// Byte offset from its start (may go negative in the middle of a GEP).
    pub offset: i64,
}

/// A value at run time.
#[derive(Clone, Debug, PartialEq)]
pub enum Val {
    /// An integer of `width` bits; `bits` is zero above the width.
    Int {
        /// The bits.
        bits: u128,
        /// The width (1 to 128).
        width: u32,
    },
    /// A `half`, by its bits.
    Half(u16),
    /// A `float`, by its bits.
    Float(u32),
    /// A `double`, by its bits.
    Double(u64),
    /// A pointer.
    Ptr(Ptr),
    /// A resource handle: the index of the resource.
    Handle(u32),
    /// A vector, array or struct, element by element.
    Agg(Vec<Val>),
}

impl Val {
    /// An integer of `width` bits holding `v` truncated.
    pub fn int(v: u128, width: u32) -> Val {
        Val::Int {
            bits: truncate(v, width),
            width,
        }
    }

    /// An `i1`.
    pub fn bool(b: bool) -> Val {
        Val::int(u128::from(b), 1)
    }

    /// An `i32`.
    pub fn i32(v: u32) -> Val {
        Val::int(u128::from(v), 32)
    }

    /// The unsigned value of an integer.
    pub fn as_u128(&self) -> Option<u128> {
        match self {
            Val::Int { bits, .. } => Some(*bits),
            _ => None,
        }
    }

    /// The signed value of an integer.
    pub fn as_i128(&self) -> Option<i128> {
        match self {
            Val::Int { bits, width } => Some(sign_extend(*bits, *width)),
            _ => None,
        }
    }

    /// A float widened to `f64` (exact for every width).
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Val::Half(h) => Some(f64::from(f16_bits_to_f32(*h))),
            Val::Float(f) => Some(f64::from(f32::from_bits(*f))),
            Val::Double(d) => Some(f64::from_bits(*d)),
            _ => None,
        }
    }

    /// The elements of an aggregate.
    pub fn lanes(&self) -> Option<&[Val]> {
        match self {
            Val::Agg(v) => Some(v),
            _ => None,
        }
    }
}

/// `v` rounded once to the float type of `like` (a `half`, `float` or
/// `double` value of the wanted kind).
pub fn float_like(like: &Val, v: f64) -> Val {
    match like {
        Val::Half(_) => Val::Half(f64_to_half(v)),
        Val::Float(_) => Val::Float((v as f32).to_bits()),
        _ => Val::Double(v.to_bits()),
    }
}

/// `v` rounded once to half.
pub fn f64_to_half(v: f64) -> u16 {
    dxir_dialects::llvm::fold::f64_to_f16_bits(v)
}

/// An `f32` rounded to half.
pub fn f32_to_half(v: f32) -> u16 {
    f32_to_f16_bits(v)
}

/// The zero of `ty` (also what `undef` and `poison` become: a run must be
/// deterministic, and both sides of a comparison read the same zero).
pub fn zero_of(cx: &Context, ty: Type) -> Option<Val> {
    Some(match cx.type_data(ty) {
        TypeData::Int(w) => Val::int(0, *w),
        TypeData::Half => Val::Half(0),
        TypeData::Float => Val::Float(0),
        TypeData::Double => Val::Double(0),
        TypeData::Ptr { .. } => Val::Ptr(Ptr {
            space: Space::Null,
            offset: 0,
        }),
        TypeData::Vector { len, elem } => {
            if u64::from(*len) > MAX_AGGREGATE {
                return None;
            }
            Val::Agg(vec![zero_of(cx, *elem)?; *len as usize])
        }
        TypeData::Array { len, elem } => {
            if *len > MAX_AGGREGATE {
                return None;
            }
            Val::Agg(vec![zero_of(cx, *elem)?; *len as usize])
        }
        TypeData::Struct { .. } | TypeData::Named(_) => Val::Agg(
            struct_fields(cx, ty)?
                .into_iter()
                .map(|f| zero_of(cx, f))
                .collect::<Option<_>>()?,
        ),
        TypeData::TargetExt { .. } => Val::Agg(Vec::new()),
        _ => return None,
    })
}

/// The most elements an aggregate value may have (an array constant or
/// load larger than this is refused rather than expanded).
pub const MAX_AGGREGATE: u64 = 1 << 16;

/// The value of the constant attribute `c` of type `ty`.
pub fn from_attr(cx: &Context, c: Attr, ty: Type) -> Option<Val> {
    match cx.attr_data(c) {
        AttrData::Int { bits, .. } => match cx.type_data(ty) {
            TypeData::Int(w) => Some(Val::int(*bits, *w)),
            _ => None,
        },
        AttrData::Bool(b) => Some(Val::bool(*b)),
        AttrData::Float { bits, .. } => Some(match cx.type_data(ty) {
            TypeData::Half => Val::Half(*bits as u16),
            TypeData::Float => Val::Float(*bits as u32),
            TypeData::Double => Val::Double(*bits),
            _ => return None,
        }),
        AttrData::Undef(_) | AttrData::Poison(_) | AttrData::Zero(_) | AttrData::Unit => {
            zero_of(cx, ty)
        }
        AttrData::Array(items) => {
            let elems: Vec<Val> = match cx.type_data(ty) {
                TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => items
                    .iter()
                    .map(|&a| from_attr(cx, a, *elem))
                    .collect::<Option<_>>()?,
                _ => {
                    let fields = struct_fields(cx, ty)?;
                    if fields.len() != items.len() {
                        return None;
                    }
                    items
                        .iter()
                        .zip(fields)
                        .map(|(&a, f)| from_attr(cx, a, f))
                        .collect::<Option<_>>()?
                }
            };
            Some(Val::Agg(elems))
        }
        AttrData::Bytes(b) => Some(Val::Agg(
            b.iter().map(|&x| Val::int(u128::from(x), 8)).collect(),
        )),
        AttrData::Str(s) => Some(Val::Agg(
            s.bytes().map(|x| Val::int(u128::from(x), 8)).collect(),
        )),
        _ => None,
    }
}

/// The bytes a value of `ty` occupies when stored (LLVM's store size for
/// scalars, the alloc size for aggregates).
pub fn store_size(cx: &Context, ty: Type) -> Option<u64> {
    match cx.type_data(ty) {
        TypeData::Int(w) => Some(u64::from(w.div_ceil(8))),
        TypeData::TargetExt { name, ints, .. } if &**name == "dx.Padding" => {
            ints.first().map(|&n| u64::from(n))
        }
        TypeData::TargetExt { .. } => Some(4),
        _ => type_size(cx, ty).ok(),
    }
}

/// The alloc size of `ty`: the stride of an array of it.
pub fn alloc_size(cx: &Context, ty: Type) -> Option<u64> {
    match cx.type_data(ty) {
        TypeData::TargetExt { name, ints, .. } if &**name == "dx.Padding" => {
            ints.first().map(|&n| u64::from(n))
        }
        TypeData::TargetExt { .. } => Some(4),
        TypeData::Struct { .. } | TypeData::Named(_) => struct_layout(cx, ty).map(|l| l.size),
        _ => type_size(cx, ty).ok(),
    }
}

/// The byte offsets of a struct's fields and its size; padding target
/// types count their own size (cbuffer layouts are packed structs with
/// explicit padding).
pub fn struct_layout(cx: &Context, ty: Type) -> Option<StructLayout> {
    let fields = struct_fields(cx, ty)?;
    if fields
        .iter()
        .any(|&f| matches!(cx.type_data(f), TypeData::TargetExt { .. }))
    {
        // Packed with explicit padding: fields follow each other.
        let mut offsets = Vec::with_capacity(fields.len());
        let mut at = 0;
        for f in fields {
            offsets.push(at);
            at += alloc_size(cx, f)?;
        }
        return Some(StructLayout {
            offsets,
            size: at,
            align: 1,
        });
    }
    StructLayout::of(cx, ty).ok()
}

/// Memory that may hold pointers and handles besides bytes: an `alloca`
/// or a global. A stored pointer or handle is kept whole beside the bytes,
/// at its offset (its bytes read as zero).
#[derive(Clone, Debug, Default)]
pub struct Mem {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Pointers and handles stored, by offset.
    pub refs: FxHashMap<i64, Val>,
}

/// Writes `v` of type `ty` as bytes into `out` at `at` (little-endian),
/// calling `put_ref` for pointers and handles. Returns `None` if the value
/// does not fit the type or a type has no layout.
pub fn encode(
    cx: &Context,
    ty: Type,
    v: &Val,
    at: u64,
    out: &mut dyn FnMut(u64, &[u8]),
    put_ref: &mut dyn FnMut(u64, Val),
) -> Option<()> {
    match (cx.type_data(ty), v) {
        (TypeData::Int(w), Val::Int { bits, .. }) => {
            let n = w.div_ceil(8) as usize;
            out(at, &bits.to_le_bytes()[..n]);
        }
        (TypeData::Half, Val::Half(h)) => out(at, &h.to_le_bytes()),
        (TypeData::Float, Val::Float(f)) => out(at, &f.to_le_bytes()),
        (TypeData::Double, Val::Double(d)) => out(at, &d.to_le_bytes()),
        (TypeData::Ptr { .. }, Val::Ptr(_)) | (TypeData::TargetExt { .. }, Val::Handle(_)) => {
            put_ref(at, v.clone());
        }
        // A poison handle (or padding) replaces what was stored there.
        (TypeData::TargetExt { name, .. }, Val::Agg(_)) if &**name != "dx.Padding" => {
            put_ref(at, v.clone());
        }
        (TypeData::TargetExt { .. }, Val::Agg(_)) => {}
        (TypeData::Vector { elem, .. }, Val::Agg(lanes)) => {
            let s = store_size(cx, *elem)?;
            for (k, l) in lanes.iter().enumerate() {
                encode(cx, *elem, l, at + k as u64 * s, out, put_ref)?;
            }
        }
        (TypeData::Array { elem, .. }, Val::Agg(items)) => {
            let s = alloc_size(cx, *elem)?;
            for (k, l) in items.iter().enumerate() {
                encode(cx, *elem, l, at + k as u64 * s, out, put_ref)?;
            }
        }
        (TypeData::Struct { .. } | TypeData::Named(_), Val::Agg(items)) => {
            let fields = struct_fields(cx, ty)?;
            let layout = struct_layout(cx, ty)?;
            for ((f, o), l) in fields.iter().zip(&layout.offsets).zip(items) {
                encode(cx, *f, l, at + o, out, put_ref)?;
            }
        }
        _ => return None,
    }
    Some(())
}

/// Reads a value of `ty` from bytes at `at`; `get` fills a byte slice,
/// `get_ref` returns the pointer or handle stored at an offset.
pub fn decode(
    cx: &Context,
    ty: Type,
    at: u64,
    get: &mut dyn FnMut(u64, &mut [u8]),
    get_ref: &mut dyn FnMut(u64) -> Option<Val>,
) -> Option<Val> {
    Some(match cx.type_data(ty) {
        TypeData::Int(w) => {
            let mut b = [0u8; 16];
            get(at, &mut b[..w.div_ceil(8) as usize]);
            Val::int(u128::from_le_bytes(b), *w)
        }
        TypeData::Half => {
            let mut b = [0u8; 2];
            get(at, &mut b);
            Val::Half(u16::from_le_bytes(b))
        }
        TypeData::Float => {
            let mut b = [0u8; 4];
            get(at, &mut b);
            Val::Float(u32::from_le_bytes(b))
        }
        TypeData::Double => {
            let mut b = [0u8; 8];
            get(at, &mut b);
            Val::Double(u64::from_le_bytes(b))
        }
        TypeData::Ptr { .. } => get_ref(at).unwrap_or(Val::Ptr(Ptr {
            space: Space::Null,
            offset: 0,
        })),
        TypeData::TargetExt { name, .. } if &**name == "dx.Padding" => Val::Agg(Vec::new()),
        // A handle never stored reads as a poison handle: using it is an
        // error, copying it is not.
        TypeData::TargetExt { .. } => get_ref(at).unwrap_or(Val::Agg(Vec::new())),
        TypeData::Vector { len, elem } => {
            if u64::from(*len) > MAX_AGGREGATE {
                return None;
            }
            let s = store_size(cx, *elem)?;
            Val::Agg(
                (0..u64::from(*len))
                    .map(|k| decode(cx, *elem, at + k * s, get, get_ref))
                    .collect::<Option<_>>()?,
            )
        }
        TypeData::Array { len, elem } => {
            if *len > MAX_AGGREGATE {
                return None;
            }
            let s = alloc_size(cx, *elem)?;
            Val::Agg(
                (0..*len)
                    .map(|k| decode(cx, *elem, at + k * s, get, get_ref))
                    .collect::<Option<_>>()?,
            )
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let fields = struct_fields(cx, ty)?;
            let layout = struct_layout(cx, ty)?;
            Val::Agg(
                fields
                    .iter()
                    .zip(&layout.offsets)
                    .map(|(f, o)| decode(cx, *f, at + o, get, get_ref))
                    .collect::<Option<_>>()?,
            )
        }
        _ => return None,
    })
}
