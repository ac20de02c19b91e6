//! Sizes, alignments and struct offsets in the DXIL data layout:
//!
//! ```text
//! e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64
//! ```
//!
//! computed the way LLVM's `DataLayout` does: sizes are *allocation* sizes
//! (the store size rounded up to the ABI alignment), an integer width
//! without an entry takes the alignment of the next wider entry (or of
//! `i64`), and a vector width without an entry keeps LLVM's defaults
//! (`v64:64`, `v128:128`) or else its natural alignment (its store size
//! rounded up to a power of two).

use super::BuiltinError;
use dxir_ir::{type_to_string, Context, StructBody, Type, TypeData};

/// ABI alignments of the integer widths the layout names, in bytes.
const INT_ALIGN: &[(u32, u64)] = &[(1, 4), (8, 1), (16, 2), (32, 4), (64, 8)];
/// ABI alignments of vector bit widths: the layout's entries and LLVM's
/// defaults.
const VECTOR_ALIGN: &[(u64, u64)] = &[(48, 2), (64, 8), (96, 4), (128, 16), (192, 8)];
/// Pointers are 32 bits, 32-bit aligned, in every address space.
const PTR_BYTES: u64 = 4;
/// Aggregates nested deeper than this are refused rather than recursed into.
const MAX_DEPTH: u32 = 64;

fn no_size(cx: &Context, ty: Type) -> BuiltinError {
    BuiltinError::Unsized {
        ty: type_to_string(cx, ty),
    }
}

fn int_align(width: u32) -> u64 {
    INT_ALIGN
        .iter()
        .find(|&&(w, _)| w >= width)
        .map_or(8, |&(_, a)| a)
}

/// Size in bits of a vector lane (scalars only).
fn lane_bits(cx: &Context, elem: Type) -> Option<u64> {
    match cx.type_data(elem) {
        TypeData::Int(w) => Some(*w as u64),
        TypeData::Half => Some(16),
        TypeData::Float => Some(32),
        TypeData::Double => Some(64),
        TypeData::Ptr { .. } => Some(PTR_BYTES * 8),
        _ => None,
    }
}

/// `(allocation size, ABI alignment)` in bytes.
fn size_align(cx: &Context, ty: Type, depth: u32) -> Result<(u64, u64), BuiltinError> {
    if depth > MAX_DEPTH {
        return Err(no_size(cx, ty));
    }
    let align_to = |n: u64, a: u64| n.div_ceil(a).checked_mul(a);
    let overflow = || BuiltinError::Overflow;
    match cx.type_data(ty) {
        TypeData::Int(w) => {
            let a = int_align(*w);
            let store = (*w as u64).div_ceil(8);
            Ok((align_to(store, a).ok_or_else(overflow)?, a))
        }
        TypeData::Half => Ok((2, 2)),
        TypeData::Float => Ok((4, 4)),
        TypeData::Double => Ok((8, 8)),
        TypeData::Ptr { .. } => Ok((PTR_BYTES, PTR_BYTES)),
        TypeData::Vector { len, elem } => {
            let bits = lane_bits(cx, *elem)
                .and_then(|b| b.checked_mul(*len as u64))
                .ok_or_else(|| no_size(cx, ty))?;
            let store = bits.div_ceil(8);
            let a = VECTOR_ALIGN
                .iter()
                .find(|&&(w, _)| w == bits)
                .map_or_else(|| store.max(1).next_power_of_two(), |&(_, a)| a);
            Ok((align_to(store, a).ok_or_else(overflow)?, a))
        }
        TypeData::Array { len, elem } => {
            let (s, a) = size_align(cx, *elem, depth + 1)?;
            Ok((s.checked_mul(*len).ok_or_else(overflow)?, a))
        }
        TypeData::Struct { .. } | TypeData::Named(_) => {
            let l = StructLayout::compute(cx, ty, depth)?;
            Ok((l.size, l.align))
        }
        // cbuffer layout structs pad with `target("dx.Padding", N)`, which
        // LLVM lays out as `[N x i8]`.
        TypeData::TargetExt { name, types, ints }
            if &**name == PADDING_TYPE && types.is_empty() && ints.len() == 1 =>
        {
            Ok((u64::from(ints[0]), 1))
        }
        // LLVM lays out the DirectX target types (resource handles) as
        // pointers (`TargetExtType::getLayoutType`): a handle in memory
        // (a struct of handles at -O0) takes 4 bytes.
        TypeData::TargetExt { name, .. } if name.starts_with("dx.") && &**name != PADDING_TYPE => {
            Ok((PTR_BYTES, PTR_BYTES))
        }
        _ => Err(no_size(cx, ty)),
    }
}

/// The target type cbuffer layout structs pad with, `target("dx.Padding",
/// N)`: a type name clang writes, so a string.
pub const PADDING_TYPE: &str = "dx.Padding";

/// The target type LLVM 21 (and LLVM main's older cbuffer form) wraps a
/// cbuffer layout in: `target("dx.Layout", %T, size, offset0, offset1,
/// ...)`, the HLSL layout given explicitly (`%T` is packed without
/// padding). A type name clang writes, so a string.
pub const LAYOUT_TYPE: &str = "dx.Layout";

/// An explicit cbuffer layout `target("dx.Layout", %T, size, offsets...)`:
/// the wrapped type, its size in bytes and the byte offset of each of its
/// fields; `None` for any other type (or a malformed one).
pub fn explicit_layout(cx: &Context, ty: Type) -> Option<(Type, u32, Vec<u32>)> {
    match cx.type_data(ty) {
        TypeData::TargetExt { name, types, ints }
            if &**name == LAYOUT_TYPE && types.len() == 1 && !ints.is_empty() =>
        {
            Some((types[0], ints[0], ints[1..].to_vec()))
        }
        _ => None,
    }
}

/// Whether `ty` is a `target("dx.Padding", N)` field of a cbuffer layout.
pub fn is_padding_type(cx: &Context, ty: Type) -> bool {
    matches!(cx.type_data(ty), TypeData::TargetExt { name, .. } if &**name == PADDING_TYPE)
}

/// The allocation size of `ty` in bytes (LLVM's `getTypeAllocSize`).
///
/// # Errors
/// [`BuiltinError::Unsized`] for types without a size (void, opaque or
/// bodiless structs, target types, functions, metadata).
pub fn type_size(cx: &Context, ty: Type) -> Result<u64, BuiltinError> {
    size_align(cx, ty, 0).map(|(s, _)| s)
}

/// The ABI alignment of `ty` in bytes.
///
/// # Errors
/// As for [`type_size`].
pub fn type_align(cx: &Context, ty: Type) -> Result<u64, BuiltinError> {
    size_align(cx, ty, 0).map(|(_, a)| a)
}

/// The layout of a struct: where each field starts, the size and the
/// alignment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Allocation size in bytes (padded to `align`).
    pub size: u64,
    /// ABI alignment in bytes (1 for a packed struct).
    pub align: u64,
}

impl StructLayout {
    /// The layout of the literal or named struct `ty`.
    ///
    /// # Errors
    /// [`BuiltinError::TypeShape`] if `ty` is not a struct with a body;
    /// [`BuiltinError::Unsized`] if a field has no size.
    pub fn of(cx: &Context, ty: Type) -> Result<Self, BuiltinError> {
        Self::compute(cx, ty, 0)
    }

    fn compute(cx: &Context, ty: Type, depth: u32) -> Result<Self, BuiltinError> {
        let (fields, packed) = match cx.type_data(ty) {
            TypeData::Struct { fields, packed } => (fields.clone(), *packed),
            TypeData::Named(_) => match cx.struct_body(ty) {
                Some(StructBody::Fields { fields, packed }) => (fields, packed),
                _ => return Err(no_size(cx, ty)),
            },
            _ => {
                return Err(BuiltinError::TypeShape {
                    ty: type_to_string(cx, ty),
                    expected: "a struct",
                })
            }
        };
        let mut offsets = Vec::with_capacity(fields.len());
        let (mut offset, mut align) = (0u64, 1u64);
        for f in fields {
            let (s, a) = size_align(cx, f, depth + 1)?;
            let a = if packed { 1 } else { a };
            offset = offset
                .div_ceil(a)
                .checked_mul(a)
                .ok_or(BuiltinError::Overflow)?;
            offsets.push(offset);
            offset = offset.checked_add(s).ok_or(BuiltinError::Overflow)?;
            align = align.max(a);
        }
        let size = offset
            .div_ceil(align)
            .checked_mul(align)
            .ok_or(BuiltinError::Overflow)?;
        Ok(StructLayout {
            offsets,
            size,
            align,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_follow_the_dxil_layout() {
        let cx = Context::new();
        let t = cx.types();
        let sa = |ty| (type_size(&cx, ty).unwrap(), type_align(&cx, ty).unwrap());
        assert_eq!(sa(t.i1), (4, 4));
        assert_eq!(sa(t.i8), (1, 1));
        assert_eq!(sa(t.i16), (2, 2));
        assert_eq!(sa(t.i64), (8, 8));
        assert_eq!(sa(t.half), (2, 2));
        assert_eq!(sa(t.double), (8, 8));
        assert_eq!(sa(t.ptr), (4, 4));
        assert_eq!(sa(cx.int_type(24)), (4, 4));
        assert_eq!(sa(cx.int_type(128)), (16, 8));
    }

    #[test]
    fn vectors_use_the_layout_entries_then_natural_alignment() {
        let cx = Context::new();
        let t = cx.types();
        let sa = |e, n| {
            let v = cx.vector_type(e, n);
            (type_size(&cx, v).unwrap(), type_align(&cx, v).unwrap())
        };
        assert_eq!(sa(t.half, 3), (6, 2)); // v48:16
        assert_eq!(sa(t.float, 3), (12, 4)); // v96:32
        assert_eq!(sa(t.double, 3), (24, 8)); // v192:64
        assert_eq!(sa(t.float, 2), (8, 8)); // LLVM default v64:64
        assert_eq!(sa(t.float, 4), (16, 16)); // LLVM default v128:128
        assert_eq!(sa(t.double, 4), (32, 32)); // natural
        assert_eq!(sa(t.half, 2), (4, 4)); // natural
    }

    #[test]
    fn structs_pad_fields_to_their_alignment() {
        let cx = Context::new();
        let t = cx.types();
        let s = cx.struct_type(vec![t.i8, t.i32, t.half, t.double], false);
        let l = StructLayout::of(&cx, s).unwrap();
        assert_eq!(l.offsets, [0, 4, 8, 16]);
        assert_eq!((l.size, l.align), (24, 8));
        let p = cx.struct_type(vec![t.i8, t.i32], true);
        assert_eq!(StructLayout::of(&cx, p).unwrap().offsets, [0, 1]);
        let named = cx.named_type("S");
        assert!(type_size(&cx, named).is_err());
        cx.set_struct_body(
            named,
            StructBody::Fields {
                fields: vec![t.float, cx.vector_type(t.float, 3)],
                packed: false,
            },
        )
        .unwrap();
        assert_eq!(StructLayout::of(&cx, named).unwrap().offsets, [0, 4]);
        assert_eq!(type_size(&cx, cx.array_type(s, 3)).unwrap(), 72);
        assert!(type_size(&cx, t.void).is_err());
    }

    #[test]
    fn dx_padding_is_bytes() {
        let cx = Context::new();
        let t = cx.types();
        let pad = cx.target_ext_type("dx.Padding", vec![], vec![12]);
        assert_eq!(
            (type_size(&cx, pad).unwrap(), type_align(&cx, pad).unwrap()),
            (12, 1)
        );
        let cb = cx.struct_type(vec![t.float, pad, cx.vector_type(t.float, 4)], true);
        assert_eq!(type_size(&cx, cb).unwrap(), 32);
        let other = cx.target_ext_type("dx.Padding", vec![], vec![]);
        assert!(type_size(&cx, other).is_err());
    }

    #[test]
    fn handles_are_laid_out_as_pointers() {
        let cx = Context::new();
        let t = cx.types();
        let h = cx.target_ext_type("dx.TypedBuffer", vec![t.float], vec![1, 0, 0]);
        assert_eq!(
            (type_size(&cx, h).unwrap(), type_align(&cx, h).unwrap()),
            (4, 4)
        );
        let pair = cx.struct_type(vec![h, h], false);
        assert_eq!(StructLayout::of(&cx, pair).unwrap().offsets, [0, 4]);
        let other = cx.target_ext_type("spirv.Image", vec![], vec![]);
        assert!(type_size(&cx, other).is_err());
    }
}
