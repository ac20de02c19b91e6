//! The operand and result types of one op, for the verify hooks of the
//! `dx` and `hl` dialects: reading them never panics (a missing one is an
//! error), and the common checks are written once. Each dialect's hooks add
//! their own checks in an `impl Sig` of their module.

use dxir_ir::{Context, OpVerifyError, OpView, Type, TypeList, TypeName};

pub(crate) type Result<T = ()> = std::result::Result<T, OpVerifyError>;

pub(crate) fn fail<T>(message: String) -> Result<T> {
    Err(OpVerifyError::new(message))
}

pub(crate) fn name(cx: &Context, ty: Type) -> TypeName {
    TypeName::new(cx, ty)
}

/// The operand and result types of one op.
pub(crate) struct Sig<'a> {
    pub(crate) cx: &'a Context,
    pub(crate) operands: TypeList,
    pub(crate) results: TypeList,
}

impl<'a> Sig<'a> {
    pub(crate) fn of(view: &OpView<'a>) -> Sig<'a> {
        Sig {
            cx: view.cx,
            operands: view.operand_types(),
            results: view.result_types(),
        }
    }
    /// Operand `i`, or an error if it is missing (the arity check ran, so
    /// only a table mistake gets here).
    pub(crate) fn operand(&self, i: usize) -> Result<Type> {
        match self.operands.get(i) {
            Some(&t) => Ok(t),
            None => fail(format!("operand #{i} is missing")),
        }
    }
    pub(crate) fn result(&self) -> Result<Type> {
        match self.results.first() {
            Some(&t) => Ok(t),
            None => fail("the result is missing".into()),
        }
    }
    /// Operand `i` must be exactly `want`.
    pub(crate) fn operand_is(&self, i: usize, want: Type, what: &str) -> Result {
        let ty = self.operand(i)?;
        if ty == want {
            Ok(())
        } else {
            fail(format!(
                "operand #{i} ({what}) must be {}, found {}",
                name(self.cx, want),
                name(self.cx, ty)
            ))
        }
    }
}
