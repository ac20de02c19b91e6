//! The sizes and alignments of the module's data layout, so that a byte
//! offset into a typed pointer can be named as the field it reaches.
//!
//! clang 22 at -O0 addresses struct fields as byte offsets
//! (`getelementptr i8, ptr %s, i32 8`); LLVM 3.7's typed pointers (and
//! every DXIL consumer: DXC's validator refuses `i8` arithmetic,
//! `TYPES.I8`) need the field named (`getelementptr %S, %S* %s, i32 0,
//! i32 2`). The offsets were computed by clang with the module's own data
//! layout, so that is the layout that names the field: the rules are
//! LLVM's (`DataLayout`): an integer, float or vector width given in the
//! layout string has that ABI alignment; an integer width not given takes
//! the next larger one given (else the largest); a vector not given is
//! aligned to its size rounded up to a power of two; struct fields are
//! placed at their alignment (one byte in a packed struct) and the struct
//! is rounded up to its largest field alignment.

use std::collections::HashMap;

use crate::types::{Ty, TyIx, TypeTable};

/// ABI alignments by kind and bit width, from a data layout string.
#[derive(Clone, Debug)]
pub(crate) struct DataLayout {
    ints: Vec<(u32, u64)>,
    floats: HashMap<u32, u64>,
    vectors: HashMap<u64, u64>,
    pointer: (u64, u64),
}

impl Default for DataLayout {
    /// LLVM's defaults.
    fn default() -> Self {
        DataLayout {
            ints: vec![(1, 1), (8, 1), (16, 2), (32, 4), (64, 4)],
            floats: HashMap::from([(16, 2), (32, 4), (64, 8), (128, 16)]),
            vectors: HashMap::from([(64, 8), (128, 16)]),
            pointer: (8, 8),
        }
    }
}

/// Bits to bytes.
fn bytes(bits: &str) -> Option<u64> {
    bits.parse::<u64>().ok().map(|b| b / 8)
}

impl DataLayout {
    /// Parses a layout string (`e-m:e-p:32:32-i1:32-…`); specifications it
    /// does not use (mangling, endianness, native widths, stack) are
    /// skipped, and one it cannot read keeps LLVM's default.
    pub(crate) fn parse(s: &str) -> Self {
        let mut dl = DataLayout::default();
        for spec in s.split('-') {
            let mut parts = spec.split(':');
            let head = parts.next().unwrap_or_default();
            let abi = parts.next().and_then(bytes);
            let (Some(kind), Some(abi)) = (head.chars().next(), abi) else {
                continue;
            };
            let width = &head[kind.len_utf8()..];
            match kind {
                'i' => {
                    if let Ok(w) = width.parse::<u32>() {
                        dl.ints.retain(|&(x, _)| x != w);
                        dl.ints.push((w, abi));
                    }
                }
                'f' => {
                    if let Ok(w) = width.parse::<u32>() {
                        dl.floats.insert(w, abi);
                    }
                }
                'v' => {
                    if let Ok(w) = width.parse::<u64>() {
                        dl.vectors.insert(w, abi);
                    }
                }
                // `p[n]:size:abi`: `abi` above is the size.
                'p' if width.is_empty() || width == "0" => {
                    if let Some(a) = parts.next().and_then(bytes) {
                        dl.pointer = (abi, a);
                    }
                }
                _ => {}
            }
        }
        dl.ints.sort_unstable();
        dl
    }

    /// The ABI alignment of `iN`.
    fn int_align(&self, w: u32) -> u64 {
        self.ints
            .iter()
            .find(|&&(x, _)| x >= w)
            .or(self.ints.last())
            .map_or(1, |&(_, a)| a)
            .max(1)
    }

    /// Bytes a value of `ty` is stored in, without tail padding.
    fn store_size(&self, t: &TypeTable, ty: TyIx) -> Option<u64> {
        Some(match t.get(ty) {
            Ty::Int(w) => u64::from(*w).div_ceil(8),
            Ty::Half => 2,
            Ty::Float => 4,
            Ty::Double => 8,
            Ty::Ptr(..) => self.pointer.0,
            Ty::Vector(n, e) => {
                let bits = u64::from(*n) * self.scalar_bits(t, *e)?;
                bits.div_ceil(8)
            }
            _ => self.alloc_size(t, ty)?,
        })
    }

    fn scalar_bits(&self, t: &TypeTable, ty: TyIx) -> Option<u64> {
        Some(match t.get(ty) {
            Ty::Int(w) => u64::from(*w),
            Ty::Half => 16,
            Ty::Float => 32,
            Ty::Double => 64,
            Ty::Ptr(..) => self.pointer.0 * 8,
            _ => return None,
        })
    }

    /// The ABI alignment of `ty`, in bytes.
    pub(crate) fn align(&self, t: &TypeTable, ty: TyIx) -> Option<u64> {
        Some(
            match t.get(ty) {
                Ty::Int(w) => self.int_align(*w),
                Ty::Half => *self.floats.get(&16)?,
                Ty::Float => *self.floats.get(&32)?,
                Ty::Double => *self.floats.get(&64)?,
                Ty::Ptr(..) => self.pointer.1,
                Ty::Vector(..) => {
                    let size = self.store_size(t, ty)?;
                    match self.vectors.get(&(size * 8)) {
                        Some(&a) => a,
                        None => size.next_power_of_two(),
                    }
                }
                Ty::Array(_, e) => self.align(t, *e)?,
                Ty::Struct { packed, fields } => self.struct_align(t, *packed, fields)?,
                Ty::Named(_) => {
                    let (packed, fields) = t.bodies.get(&ty)?.as_ref()?;
                    self.struct_align(t, *packed, fields)?
                }
                _ => return None,
            }
            .max(1),
        )
    }

    fn struct_align(&self, t: &TypeTable, packed: bool, fields: &[TyIx]) -> Option<u64> {
        if packed {
            return Some(1);
        }
        fields
            .iter()
            .try_fold(1, |a, &f| Some(a.max(self.align(t, f)?)))
    }

    /// Bytes between two consecutive values of `ty` in memory.
    pub(crate) fn alloc_size(&self, t: &TypeTable, ty: TyIx) -> Option<u64> {
        let align = self.align(t, ty)?;
        let raw = match t.get(ty) {
            Ty::Array(n, e) => n.checked_mul(self.alloc_size(t, *e)?)?,
            Ty::Struct { packed, fields } => self.struct_end(t, *packed, fields)?,
            Ty::Named(_) => {
                let (packed, fields) = t.bodies.get(&ty)?.as_ref()?;
                self.struct_end(t, *packed, fields)?
            }
            _ => self.store_size(t, ty)?,
        };
        Some(raw.div_ceil(align) * align)
    }

    /// The offset of each field of a struct, and the end of the last.
    fn field_offsets(&self, t: &TypeTable, packed: bool, fields: &[TyIx]) -> Option<Vec<u64>> {
        let mut at = 0u64;
        let mut out = Vec::with_capacity(fields.len());
        for &f in fields {
            let a = if packed { 1 } else { self.align(t, f)? };
            at = at.div_ceil(a) * a;
            out.push(at);
            at = at.checked_add(self.alloc_size(t, f)?)?;
        }
        out.push(at);
        Some(out)
    }

    fn struct_end(&self, t: &TypeTable, packed: bool, fields: &[TyIx]) -> Option<u64> {
        self.field_offsets(t, packed, fields)?.last().copied()
    }

    /// The indices after the leading 0 of a GEP from a `ty*` that reach
    /// the value starting `offset` bytes into it, descending no deeper
    /// than needed; `None` if no field, element or the value itself starts
    /// there. Each step descends one level, so the depth bounds the work.
    pub(crate) fn path_to_offset(
        &self,
        t: &TypeTable,
        mut ty: TyIx,
        mut offset: u64,
    ) -> Option<(Vec<u64>, TyIx)> {
        let mut path = Vec::new();
        while offset != 0 {
            let (index, inner, start) = match t.get(ty) {
                Ty::Array(n, e) => {
                    let size = self.alloc_size(t, *e)?;
                    let i = offset.checked_div(size)?;
                    (i < *n).then_some((i, *e, i * size))?
                }
                // A vector's elements are packed at their bit width.
                Ty::Vector(n, e) => {
                    let size = self.scalar_bits(t, *e)? / 8;
                    let i = offset.checked_div(size)?;
                    (i < u64::from(*n)).then_some((i, *e, i * size))?
                }
                Ty::Struct { packed, fields } => self.field_at(t, *packed, fields, offset)?,
                Ty::Named(_) => {
                    let (packed, fields) = t.bodies.get(&ty)?.as_ref()?;
                    self.field_at(t, *packed, fields, offset)?
                }
                _ => return None,
            };
            path.push(index);
            ty = inner;
            offset -= start;
        }
        Some((path, ty))
    }

    /// The field of a struct that contains byte `offset`: its index, type
    /// and start.
    fn field_at(
        &self,
        t: &TypeTable,
        packed: bool,
        fields: &[TyIx],
        offset: u64,
    ) -> Option<(u64, TyIx, u64)> {
        let offsets = self.field_offsets(t, packed, fields)?;
        let i = offsets[..fields.len()].iter().rposition(|&o| o <= offset)?;
        (offset < offsets[i] + self.alloc_size(t, fields[i])?)
            .then_some((i as u64, fields[i], offsets[i]))
    }
}

/// How many zero indices after the leading 0 lead from a `from*` to a
/// `to*` through first fields and first elements (struct field 0, array
/// or vector element 0), if any do: a GEP that names the value a pointer
/// to `from` also points to as a `to`. (A `float` read from a
/// `<3 x float>*` is lane 0 through a GEP, as consumers take it;
/// dxil-spirv writes an invalid SPIR-V bitcast for the pointer cast.)
pub(crate) fn zero_path(t: &TypeTable, mut from: TyIx, to: TyIx) -> Option<usize> {
    let mut depth = 0;
    while from != to {
        from = match t.get(from) {
            Ty::Array(n, e) if *n > 0 => *e,
            Ty::Vector(n, e) if *n > 0 => *e,
            Ty::Struct { fields, .. } => *fields.first()?,
            Ty::Named(_) => *t.bodies.get(&from)?.as_ref()?.1.first()?,
            _ => return None,
        };
        depth += 1;
    }
    Some(depth)
}

/// How many zero indices after the leading 0 lead from a `from*` to an
/// array of `elem`, through first fields and first elements, counting the
/// step into the array's elements: a GEP over `elem` from a pointer to
/// `from` steps through that array, so it is the GEP over `from` with
/// that many indices, the last one its own.
pub(crate) fn array_path(t: &TypeTable, mut from: TyIx, elem: TyIx) -> Option<usize> {
    let mut depth = 1;
    loop {
        from = match t.get(from) {
            Ty::Array(_, e) if *e == elem => return Some(depth),
            Ty::Array(n, e) if *n > 0 => *e,
            Ty::Struct { fields, .. } => *fields.first()?,
            Ty::Named(_) => *t.bodies.get(&from)?.as_ref()?.1.first()?,
            _ => return None,
        };
        depth += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LLVM_22: &str = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64";

    fn table() -> (TypeTable, TyIx, TyIx, TyIx, TyIx) {
        let mut t = TypeTable::default();
        let i32t = t.intern(Ty::Int(32));
        let f = t.intern(Ty::Float);
        let h = t.intern(Ty::Half);
        let v4 = t.intern(Ty::Vector(4, f));
        // { i32, half, <4 x float>, [2 x float] }
        let arr = t.intern(Ty::Array(2, f));
        let s = t.intern(Ty::Struct {
            packed: false,
            fields: vec![i32t, h, v4, arr],
        });
        (t, s, i32t, v4, f)
    }

    #[test]
    fn offsets_follow_the_layout_string() {
        let (t, s, _, v4, f) = table();
        let dl = DataLayout::parse(LLVM_22);
        // <4 x float> has no `v128` entry: natural alignment, 16.
        assert_eq!(dl.align(&t, v4), Some(16));
        assert_eq!(dl.path_to_offset(&t, s, 16), Some((vec![2], v4)));
        assert_eq!(dl.path_to_offset(&t, s, 36), Some((vec![3, 1], f)));
        assert_eq!(dl.path_to_offset(&t, s, 0), Some((vec![], s)));
        assert_eq!(dl.path_to_offset(&t, s, 20), Some((vec![2, 1], f)));
        // Inside the half's padding, and inside a scalar: no field starts.
        assert_eq!(dl.path_to_offset(&t, s, 7), None);
        assert_eq!(dl.path_to_offset(&t, s, 1), None);
        assert_eq!(dl.alloc_size(&t, s), Some(48));
        // With <4 x float> aligned to 4 the vector moves to 8.
        let dl = DataLayout::parse(&format!("{LLVM_22}-v128:32:32"));
        assert_eq!(dl.path_to_offset(&t, s, 8), Some((vec![2], v4)));
    }

    #[test]
    fn first_fields_are_reached_by_zero_indices() {
        let (t, s, i32t, v4, _) = table();
        assert_eq!(zero_path(&t, s, i32t), Some(1));
        assert_eq!(zero_path(&t, s, s), Some(0));
        assert_eq!(zero_path(&t, s, v4), None);
    }

    #[test]
    fn a_vectors_first_lane_is_reached_by_a_zero_index() {
        let (mut t, _, _, v4, f) = table();
        let arr = t.intern(Ty::Array(32, v4));
        assert_eq!(zero_path(&t, v4, f), Some(1));
        assert_eq!(zero_path(&t, arr, f), Some(2));
    }

    #[test]
    fn an_element_gep_steps_through_the_first_array() {
        let (mut t, s, i32t, _, f) = table();
        let arr = t.intern(Ty::Array(64, f));
        let outer = t.intern(Ty::Struct {
            packed: false,
            fields: vec![arr, i32t],
        });
        assert_eq!(array_path(&t, arr, f), Some(1));
        assert_eq!(array_path(&t, outer, f), Some(2));
        // The struct's first field is an i32, not an array of floats.
        assert_eq!(array_path(&t, s, f), None);
    }
}
