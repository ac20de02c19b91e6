//! The type table of a DXIL module: LLVM types with *typed* pointers.
//!
//! The `.ll` text dxir writes has opaque `ptr`s; DXIL (LLVM 3.7) needs to
//! know what every pointer points to. [`TypeTable::lower`] turns an AST
//! type into a table type, with `ptr` becoming `i8*` (what LLVM's DXIL
//! writer does for a pointer whose pointee nobody knows, e.g. the field of
//! `%dx.types.Handle`); the module writer gives values better pointer
//! types where the IR shows what they point to.
//!
//! Types are interned so that every component is in the table before the
//! type using it: the bitcode reader only accepts forward references to
//! named structs.

use std::collections::HashMap;

use dxir_dialects::translate::llvm::ast;

use crate::BitcodeError;

/// Index of a type in the table (its bitcode type id).
pub type TyIx = u32;

/// A DXIL type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    /// `void`.
    Void,
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `iN`.
    Int(u32),
    /// `T addrspace(N)*`.
    Ptr(TyIx, u32),
    /// `<N x T>`.
    Vector(u32, TyIx),
    /// `[N x T]`.
    Array(u64, TyIx),
    /// A literal struct.
    Struct {
        /// `<{ }>`.
        packed: bool,
        /// Fields.
        fields: Vec<TyIx>,
    },
    /// A named struct (its body is in [`TypeTable::bodies`]).
    Named(String),
    /// A function type.
    Function {
        /// Return type.
        ret: TyIx,
        /// Parameter types.
        params: Vec<TyIx>,
        /// `...`.
        vararg: bool,
    },
}

/// The interned types, in bitcode order.
#[derive(Default)]
pub struct TypeTable {
    /// The types; a type's index is its id.
    pub types: Vec<Ty>,
    map: HashMap<Ty, TyIx>,
    /// Body of each named struct: `(packed, fields)`, `None` for opaque.
    pub bodies: HashMap<TyIx, Option<(bool, Vec<TyIx>)>>,
    /// Named structs being lowered (a recursive struct would loop).
    in_progress: Vec<String>,
}

impl TypeTable {
    /// Interns `ty`, whose components must already be interned.
    pub fn intern(&mut self, ty: Ty) -> TyIx {
        if let Some(&ix) = self.map.get(&ty) {
            return ix;
        }
        let ix = self.types.len() as TyIx;
        self.types.push(ty.clone());
        self.map.insert(ty, ix);
        ix
    }

    /// The type with id `ix`.
    pub fn get(&self, ix: TyIx) -> &Ty {
        &self.types[ix as usize]
    }

    /// `i8 addrspace(N)*`: the pointer type of a pointer whose pointee the
    /// IR does not show.
    pub fn opaque_ptr(&mut self, addrspace: u32) -> TyIx {
        let i8t = self.intern(Ty::Int(8));
        self.intern(Ty::Ptr(i8t, addrspace))
    }

    /// `T addrspace(N)*`.
    pub fn ptr_to(&mut self, pointee: TyIx, addrspace: u32) -> TyIx {
        self.intern(Ty::Ptr(pointee, addrspace))
    }

    /// The pointee and address space of a pointer type.
    pub fn pointee(&self, ix: TyIx) -> Option<(TyIx, u32)> {
        match *self.get(ix) {
            Ty::Ptr(p, a) => Some((p, a)),
            _ => None,
        }
    }

    /// Lowers an AST type. `ptr` becomes `i8*`; target extension types,
    /// `token` and `bfloat` do not exist in DXIL and are errors.
    pub fn lower(&mut self, m: &ast::Module<'_>, id: ast::TypeId) -> Result<TyIx, BitcodeError> {
        let ty = m.ty(id);
        Ok(match ty {
            ast::Type::Void => self.intern(Ty::Void),
            ast::Type::Label => self.intern(Ty::Label),
            ast::Type::Metadata => self.intern(Ty::Metadata),
            ast::Type::Half => self.intern(Ty::Half),
            ast::Type::Float => self.intern(Ty::Float),
            ast::Type::Double => self.intern(Ty::Double),
            ast::Type::Int(w) => self.intern(Ty::Int(*w)),
            ast::Type::Ptr { addrspace } => self.opaque_ptr(*addrspace),
            ast::Type::Vector { scalable: true, .. } => {
                return Err(BitcodeError::new(
                    None,
                    "scalable vectors do not exist in DXIL",
                ))
            }
            ast::Type::Vector { len, elem, .. } => {
                let e = self.lower(m, *elem)?;
                self.intern(Ty::Vector(*len, e))
            }
            ast::Type::Array { len, elem } => {
                let e = self.lower(m, *elem)?;
                self.intern(Ty::Array(*len, e))
            }
            ast::Type::Struct { packed, fields } => {
                let fields = fields
                    .iter()
                    .map(|f| self.lower(m, *f))
                    .collect::<Result<Vec<_>, _>>()?;
                self.intern(Ty::Struct {
                    packed: *packed,
                    fields,
                })
            }
            ast::Type::Function {
                ret,
                params,
                vararg,
            } => {
                let ret = self.lower(m, *ret)?;
                let params = params
                    .iter()
                    .map(|p| self.lower(m, *p))
                    .collect::<Result<Vec<_>, _>>()?;
                self.intern(Ty::Function {
                    ret,
                    params,
                    vararg: *vararg,
                })
            }
            ast::Type::Named(name) => return self.lower_named(m, name),
            ast::Type::Token => {
                return Err(BitcodeError::new(
                    None,
                    "the token type does not exist in DXIL",
                ))
            }
            ast::Type::BFloat => {
                return Err(BitcodeError::new(
                    None,
                    "the bfloat type does not exist in DXIL",
                ))
            }
            ast::Type::Target { name, .. } => {
                return Err(BitcodeError::new(
                    None,
                    format!(
                        "target extension type target(\"{name}\") is left in the module; \
                         DXIL has none (was the module lowered?)"
                    ),
                ))
            }
        })
    }

    fn lower_named(
        &mut self,
        m: &ast::Module<'_>,
        name: &ast::Name<'_>,
    ) -> Result<TyIx, BitcodeError> {
        let text = name.to_string();
        let key = Ty::Named(text.clone());
        if let Some(&ix) = self.map.get(&key) {
            return Ok(ix);
        }
        let def = m
            .type_defs
            .iter()
            .find(|d| d.name == *name)
            .ok_or_else(|| {
                BitcodeError::new(None, format!("type %{text} is used but never defined"))
            })?;
        if self.in_progress.contains(&text) {
            return Err(BitcodeError::new(
                Some(def.pos),
                format!("type %{text} contains itself; recursive types are not written"),
            ));
        }
        self.in_progress.push(text.clone());
        let body = match def.body {
            None => None,
            Some(b) => match m.ty(b) {
                ast::Type::Struct { packed, fields } => {
                    let packed = *packed;
                    let fields = fields.clone();
                    let lowered = fields
                        .iter()
                        .map(|f| self.lower(m, *f))
                        .collect::<Result<Vec<_>, _>>();
                    Some((packed, lowered))
                }
                _ => {
                    // An alias (`%T = type i32`) is its body.
                    let r = self.lower(m, b);
                    self.in_progress.pop();
                    return r;
                }
            },
        };
        self.in_progress.pop();
        let body = match body {
            None => None,
            Some((p, f)) => Some((p, f.map_err(|e| e.at(def.pos))?)),
        };
        let ix = self.intern(key);
        self.bodies.insert(ix, body);
        Ok(ix)
    }

    /// The element type reached by the constant `indices` into `ty`
    /// (`extractvalue`, `insertvalue`, GEP after its first index).
    pub fn step(&self, ty: TyIx, index: Option<u64>) -> Result<TyIx, String> {
        match self.get(ty) {
            Ty::Array(_, e) | Ty::Vector(_, e) => Ok(*e),
            Ty::Struct { fields, .. } => struct_field(fields, index),
            Ty::Named(n) => match self.bodies.get(&ty) {
                Some(Some((_, fields))) => struct_field(fields, index),
                _ => Err(format!("cannot index into opaque struct %{n}")),
            },
            other => Err(format!("cannot index into a value of type {other:?}")),
        }
    }

    /// Renders a type as LLVM text (for error messages).
    pub fn render(&self, ix: TyIx) -> String {
        match self.get(ix) {
            Ty::Void => "void".into(),
            Ty::Label => "label".into(),
            Ty::Metadata => "metadata".into(),
            Ty::Half => "half".into(),
            Ty::Float => "float".into(),
            Ty::Double => "double".into(),
            Ty::Int(w) => format!("i{w}"),
            Ty::Ptr(p, 0) => format!("{}*", self.render(*p)),
            Ty::Ptr(p, a) => format!("{} addrspace({a})*", self.render(*p)),
            Ty::Vector(n, e) => format!("<{n} x {}>", self.render(*e)),
            Ty::Array(n, e) => format!("[{n} x {}]", self.render(*e)),
            Ty::Struct { packed, fields } => {
                let f: Vec<_> = fields.iter().map(|f| self.render(*f)).collect();
                if *packed {
                    format!("<{{ {} }}>", f.join(", "))
                } else {
                    format!("{{ {} }}", f.join(", "))
                }
            }
            Ty::Named(n) => format!("%{n}"),
            Ty::Function {
                ret,
                params,
                vararg,
            } => {
                let mut p: Vec<_> = params.iter().map(|p| self.render(*p)).collect();
                if *vararg {
                    p.push("...".into());
                }
                format!("{} ({})", self.render(*ret), p.join(", "))
            }
        }
    }
}

fn struct_field(fields: &[TyIx], index: Option<u64>) -> Result<TyIx, String> {
    let i = index.ok_or("a struct index must be a constant")?;
    fields
        .get(i as usize)
        .copied()
        .ok_or_else(|| format!("struct index {i} is out of range ({} fields)", fields.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_come_before_the_types_using_them() {
        let src = "%S = type { ptr, [2 x <4 x float>] }\n@g = external global %S\n";
        let m = dxir_dialects::translate::llvm::parse(src).unwrap();
        let mut t = TypeTable::default();
        let s = t.lower(&m, m.globals[0].ty).unwrap();
        assert_eq!(t.get(s), &Ty::Named("S".into()));
        let Some(Some((false, fields))) = t.bodies.get(&s).cloned() else {
            panic!("no body")
        };
        assert!(fields.iter().all(|&f| f < s));
        assert_eq!(t.render(fields[0]), "i8*");
        assert_eq!(t.render(fields[1]), "[2 x <4 x float>]");
    }

    #[test]
    fn target_types_are_refused_with_their_name() {
        let src = "@g = external global target(\"dx.RawBuffer\", i8, 1, 0)\n";
        let m = dxir_dialects::translate::llvm::parse(src).unwrap();
        let err = TypeTable::default().lower(&m, m.globals[0].ty).unwrap_err();
        assert!(err.message.contains("dx.RawBuffer"), "{}", err.message);
    }
}
