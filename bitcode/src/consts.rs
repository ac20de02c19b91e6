//! Constant pools: the module's (global initializers, metadata values) and
//! each function's (instruction operands).
//!
//! A constant is interned after its operands, so a `CONSTANTS_BLOCK`
//! written in pool order never refers forward. Ids are absolute value ids:
//! the module pool starts after the globals and functions, a function's
//! pool after its arguments.

use std::collections::HashMap;

use crate::types::TyIx;

/// A constant's contents (its type is kept beside it).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Const {
    /// `zeroinitializer` / `null` / `0`.
    Null,
    /// `undef` (LLVM 3.7 has no `poison`; LLVM's DXIL writer writes it as
    /// `undef` too).
    Undef,
    /// An integer, sign-extended from its width.
    Int(i64),
    /// Floating-point bits (half, float or double).
    Float(u64),
    /// An array, vector or struct of element value ids.
    Aggregate(Vec<u32>),
    /// An `[N x i8]` array of bytes.
    String(Vec<u8>),
    /// A cast expression: opcode, operand type, operand id.
    Cast(u64, TyIx, u32),
    /// A GEP expression: inbounds, source element type, (type, id) operands.
    Gep(bool, TyIx, Vec<(TyIx, u32)>),
    /// A binary expression: opcode, lhs, rhs, flags.
    Binary(u64, u32, u32, u64),
}

/// One pool.
pub struct ConstPool {
    /// The absolute value id of the first constant.
    pub base: u32,
    /// The constants in id order.
    pub items: Vec<(TyIx, Const)>,
    map: HashMap<(TyIx, Const), u32>,
}

impl ConstPool {
    /// An empty pool whose first constant gets id `base`.
    pub fn new(base: u32) -> Self {
        ConstPool {
            base,
            items: Vec::new(),
            map: HashMap::new(),
        }
    }

    /// The id of the constant if this pool has it.
    pub fn get(&self, ty: TyIx, c: &Const) -> Option<u32> {
        self.map.get(&(ty, c.clone())).copied()
    }

    /// Interns a constant whose operands are already interned.
    pub fn intern(&mut self, ty: TyIx, c: Const) -> u32 {
        if let Some(&id) = self.map.get(&(ty, c.clone())) {
            return id;
        }
        let id = self.base + self.items.len() as u32;
        self.items.push((ty, c.clone()));
        self.map.insert((ty, c), id);
        id
    }

    /// One past the last id.
    pub fn end(&self) -> u32 {
        self.base + self.items.len() as u32
    }

    /// The type of constant `id`, if it is in this pool.
    pub fn type_of(&self, id: u32) -> Option<TyIx> {
        id.checked_sub(self.base)
            .and_then(|i| self.items.get(i as usize))
            .map(|(t, _)| *t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_dedups_by_type_and_value() {
        let mut p = ConstPool::new(10);
        let a = p.intern(1, Const::Int(3));
        let b = p.intern(2, Const::Int(3));
        assert_eq!((a, b), (10, 11));
        assert_eq!(p.intern(1, Const::Int(3)), 10);
        assert_eq!(p.end(), 12);
        assert_eq!(p.type_of(11), Some(2));
        assert_eq!(p.type_of(9), None);
    }
}
