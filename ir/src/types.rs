//! Types: the LLVM type set, target extension types and named structs.
//!
//! A [`Type`] is a `Copy` id interned in the [`Context`]; two types are equal
//! exactly when their ids are equal. Named structs are identified by name;
//! their body is set once on the context (it may be opaque).

use crate::context::Context;

/// An interned type. Compare with `==`; read it with [`Context::type_data`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Type(pub(crate) u32);

/// The structure of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`: the result type of a function that returns nothing.
    Void,
    /// `iN`, with `1 <= N <= 128`.
    Int(u32),
    /// `half` (IEEE binary16).
    Half,
    /// `float` (IEEE binary32).
    Float,
    /// `double` (IEEE binary64).
    Double,
    /// An opaque pointer in an address space (`ptr`, `ptr addrspace(N)`).
    Ptr {
        /// The address space; 0 is the default.
        addr_space: u32,
    },
    /// `metadata`: the type of metadata arguments to intrinsics.
    Metadata,
    /// `<N x T>`: a fixed vector of a scalar or pointer type.
    Vector {
        /// Number of lanes, at least 1.
        len: u32,
        /// Lane type.
        elem: Type,
    },
    /// `[N x T]`.
    Array {
        /// Number of elements (may be 0).
        len: u64,
        /// Element type.
        elem: Type,
    },
    /// A literal struct `{T, U}` or packed `<{T, U}>`.
    Struct {
        /// Field types in order.
        fields: Vec<Type>,
        /// Whether fields are laid out without padding.
        packed: bool,
    },
    /// A named struct `%name`; its body lives in the context.
    Named(Box<str>),
    /// A target extension type `target("name", T..., N...)`.
    TargetExt {
        /// The target type's name, e.g. `dx.TypedBuffer`.
        name: Box<str>,
        /// Type parameters, e.g. the element type.
        types: Vec<Type>,
        /// Integer parameters, e.g. writeable/ROV/signed flags.
        ints: Vec<u32>,
    },
    /// A function type `R (T, U, ...)`.
    Function {
        /// Return type (`void` for none).
        ret: Type,
        /// Parameter types.
        params: Vec<Type>,
        /// Whether extra arguments may follow (`...`).
        vararg: bool,
    },
}

/// The body of a named struct.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructBody {
    /// `type opaque`: declared without fields.
    Opaque,
    /// Fields in order, and whether the struct is packed.
    Fields {
        /// Field types.
        fields: Vec<Type>,
        /// Whether fields are laid out without padding.
        packed: bool,
    },
}

/// Commonly used types, interned when the context is made.
#[derive(Clone, Copy, Debug)]
#[allow(missing_docs)]
pub struct CommonTypes {
    pub void: Type,
    pub i1: Type,
    pub i8: Type,
    pub i16: Type,
    pub i32: Type,
    pub i64: Type,
    pub half: Type,
    pub float: Type,
    pub double: Type,
    pub ptr: Type,
    pub metadata: Type,
}

impl Context {
    /// The structure of `ty`.
    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.0)
    }

    /// Interns a type.
    ///
    /// # Panics
    /// Never for well-formed data; an `Int` width outside `1..=128` or a zero
    /// vector length is a caller bug caught by `debug_assert!`. Parsers check
    /// these before interning.
    pub fn intern_type(&self, data: TypeData) -> Type {
        debug_assert!(
            !matches!(data, TypeData::Int(w) if w == 0 || w > 128),
            "integer width out of range"
        );
        debug_assert!(
            !matches!(data, TypeData::Vector { len: 0, .. }),
            "zero-length vector"
        );
        Type(self.types.intern(data))
    }

    /// `iN`.
    pub fn int_type(&self, bits: u32) -> Type {
        self.intern_type(TypeData::Int(bits))
    }

    /// `<len x elem>`.
    pub fn vector_type(&self, elem: Type, len: u32) -> Type {
        self.intern_type(TypeData::Vector { len, elem })
    }

    /// `[len x elem]`.
    pub fn array_type(&self, elem: Type, len: u64) -> Type {
        self.intern_type(TypeData::Array { len, elem })
    }

    /// A literal struct.
    pub fn struct_type(&self, fields: Vec<Type>, packed: bool) -> Type {
        self.intern_type(TypeData::Struct { fields, packed })
    }

    /// The named struct `%name` (its body is set separately).
    pub fn named_type(&self, name: &str) -> Type {
        self.intern_type(TypeData::Named(name.into()))
    }

    /// A function type.
    pub fn function_type(&self, ret: Type, params: Vec<Type>, vararg: bool) -> Type {
        self.intern_type(TypeData::Function {
            ret,
            params,
            vararg,
        })
    }

    /// `ptr addrspace(n)`.
    pub fn ptr_type(&self, addr_space: u32) -> Type {
        self.intern_type(TypeData::Ptr { addr_space })
    }

    /// A target extension type.
    pub fn target_ext_type(&self, name: &str, types: Vec<Type>, ints: Vec<u32>) -> Type {
        self.intern_type(TypeData::TargetExt {
            name: name.into(),
            types,
            ints,
        })
    }

    /// Sets the body of the named struct `ty`.
    ///
    /// # Errors
    /// [`TypeError::NotNamed`] if `ty` is not a named struct;
    /// [`TypeError::Redefined`] if it already has a different body. Setting
    /// the same body twice is allowed.
    pub fn set_struct_body(&self, ty: Type, body: StructBody) -> Result<(), TypeError> {
        let TypeData::Named(name) = self.type_data(ty) else {
            return Err(TypeError::NotNamed);
        };
        let mut bodies = self
            .struct_bodies
            .write()
            .unwrap_or_else(|e| e.into_inner());
        match bodies.get(&ty) {
            Some(old) if *old != body => Err(TypeError::Redefined {
                name: name.to_string(),
            }),
            _ => {
                bodies.insert(ty, body);
                Ok(())
            }
        }
    }

    /// The body of a named struct, if one was set.
    pub fn struct_body(&self, ty: Type) -> Option<StructBody> {
        self.struct_bodies
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&ty)
            .cloned()
    }

    /// Every named struct that has a body, sorted by name (so output that
    /// lists them is deterministic).
    pub fn named_structs(&self) -> Vec<(Type, StructBody)> {
        let bodies = self.struct_bodies.read().unwrap_or_else(|e| e.into_inner());
        let mut all: Vec<_> = bodies.iter().map(|(t, b)| (*t, b.clone())).collect();
        all.sort_by(|a, b| {
            self.type_data(a.0)
                .named()
                .cmp(&self.type_data(b.0).named())
        });
        all
    }

    /// The bit width of an integer type, or of the lanes of an integer vector.
    pub fn int_width(&self, ty: Type) -> Option<u32> {
        match self.type_data(self.scalar_type(ty)) {
            TypeData::Int(w) => Some(*w),
            _ => None,
        }
    }

    /// The lane type of a vector, or `ty` itself.
    pub fn scalar_type(&self, ty: Type) -> Type {
        match self.type_data(ty) {
            TypeData::Vector { elem, .. } => *elem,
            _ => ty,
        }
    }

    /// Whether `ty` is `half`, `float` or `double`, or a vector of them.
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(
            self.type_data(self.scalar_type(ty)),
            TypeData::Half | TypeData::Float | TypeData::Double
        )
    }

    /// Whether `ty` is an integer or a vector of integers.
    pub fn is_int(&self, ty: Type) -> bool {
        self.int_width(ty).is_some()
    }

    /// Whether values of `ty` can be operands and results (everything but
    /// `void` and function types).
    pub fn is_first_class(&self, ty: Type) -> bool {
        self.type_data(ty).is_first_class()
    }
}

impl TypeData {
    /// Whether a value may have this type: anything but `void` and a
    /// function type (see [`Context::is_first_class`]), for a caller that
    /// holds the data already.
    pub fn is_first_class(&self) -> bool {
        !matches!(self, TypeData::Void | TypeData::Function { .. })
    }

    /// The name of a named struct.
    pub fn named(&self) -> Option<&str> {
        match self {
            TypeData::Named(n) => Some(n),
            _ => None,
        }
    }
}

/// Errors from building types.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TypeError {
    /// A body was given for a type that is not a named struct.
    #[error("only a named struct has a body")]
    NotNamed,
    /// A named struct was given a second, different body.
    #[error("named struct %{name} is already defined with a different body")]
    Redefined {
        /// The struct's name.
        name: String,
    },
}
