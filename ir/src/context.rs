//! The context: interned types, attributes, identifiers, op names and file
//! names, plus the dialect registry.
//!
//! A context is `Sync`. Passes that run in parallel share one `&Context` and
//! may intern new types and attributes without further locking.

use crate::attr::AttrData;
use crate::dialect::{DialectRegistry, OpDef};
use crate::intern::Interner;
use crate::types::{CommonTypes, StructBody, Type, TypeData};
use rustc_hash::FxHashMap;
use std::sync::RwLock;

/// An interned op name such as `llvm.add`, resolved to its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpName(u32);

/// An interned source file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub(crate) u32);

impl FileId {
    /// No file.
    pub const NONE: FileId = FileId(u32::MAX);
}

/// Interned data shared by every module and function of one compilation.
pub struct Context {
    pub(crate) types: Interner<TypeData>,
    pub(crate) attrs: Interner<AttrData>,
    pub(crate) idents: Interner<Box<str>>,
    pub(crate) struct_bodies: RwLock<FxHashMap<Type, StructBody>>,
    op_names: Interner<Box<str>>,
    files: Interner<Box<str>>,
    registry: DialectRegistry,
    common: CommonTypes,
}

impl Context {
    /// A context that knows no dialects: every op is unregistered.
    pub fn new() -> Self {
        Self::with_registry(DialectRegistry::new())
    }

    /// A context that knows the dialects of `registry`.
    pub fn with_registry(registry: DialectRegistry) -> Self {
        let types = Interner::new();
        let t = |d| Type(types.intern(d));
        let common = CommonTypes {
            void: t(TypeData::Void),
            i1: t(TypeData::Int(1)),
            i8: t(TypeData::Int(8)),
            i16: t(TypeData::Int(16)),
            i32: t(TypeData::Int(32)),
            i64: t(TypeData::Int(64)),
            half: t(TypeData::Half),
            float: t(TypeData::Float),
            double: t(TypeData::Double),
            ptr: t(TypeData::Ptr { addr_space: 0 }),
            metadata: t(TypeData::Metadata),
        };
        let op_names = Interner::new();
        // Registered names take the first ids, in registry order, so that
        // `op_def` is an index and not a hash lookup.
        for (i, def) in registry.defs().iter().enumerate() {
            let id = op_names.intern(def.name.into());
            debug_assert_eq!(id as usize, i);
        }
        Context {
            types,
            attrs: Interner::new(),
            idents: Interner::new(),
            struct_bodies: RwLock::new(FxHashMap::default()),
            op_names,
            files: Interner::new(),
            registry,
            common,
        }
    }

    /// The types every pass uses.
    pub fn types(&self) -> &CommonTypes {
        &self.common
    }

    /// The dialect registry.
    pub fn registry(&self) -> &DialectRegistry {
        &self.registry
    }

    /// Interns an op name.
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.op_names.intern_ref(name))
    }

    /// The op name `name` if it was ever interned. Useful to skip work when
    /// no op of that name can exist.
    pub fn try_op_name(&self, name: &str) -> Option<OpName> {
        self.op_names.lookup(name).map(OpName)
    }

    /// The text of an op name.
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.op_names.get(name.0)
    }

    /// The definition of a registered op; `None` for an unregistered one.
    pub fn op_def(&self, name: OpName) -> Option<&'static OpDef> {
        self.registry.defs().get(name.0 as usize).copied()
    }

    /// Interns a file name.
    pub fn file(&self, name: &str) -> FileId {
        FileId(self.files.intern_ref(name))
    }

    /// The name of a file; `""` for [`FileId::NONE`].
    pub fn file_name(&self, file: FileId) -> &str {
        if file == FileId::NONE {
            ""
        } else {
            self.files.get(file.0)
        }
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("types", &self.types.len())
            .field("attrs", &self.attrs.len())
            .field("dialects", &self.registry.dialects().len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{Dialect, OpDef, Traits};

    static TEST: Dialect = Dialect {
        name: "test",
        summary: "ops for tests",
        ops: &[OpDef {
            traits: Traits::PURE,
            ..OpDef::base("test.a", "an op")
        }],
    };

    #[test]
    fn context_is_sync_and_send() {
        fn check<T: Send + Sync>() {}
        check::<Context>();
    }

    #[test]
    fn registered_names_resolve_to_their_definition() {
        let cx = Context::with_registry(DialectRegistry::new().with(&TEST).unwrap());
        let a = cx.op_name("test.a");
        assert_eq!(cx.op_def(a).map(|d| d.name), Some("test.a"));
        let b = cx.op_name("test.b");
        assert!(cx.op_def(b).is_none());
        assert_eq!(cx.op_name_str(b), "test.b");
        assert_eq!(cx.try_op_name("test.c"), None);
    }

    #[test]
    fn types_are_interned() {
        let cx = Context::new();
        let v = cx.vector_type(cx.types().float, 4);
        assert_eq!(v, cx.vector_type(cx.types().float, 4));
        assert_ne!(v, cx.vector_type(cx.types().float, 3));
        assert!(cx.is_float(v));
        assert_eq!(cx.scalar_type(v), cx.types().float);
    }

    #[test]
    fn named_struct_bodies_are_set_once() {
        let cx = Context::new();
        let s = cx.named_type("S");
        let i32t = cx.types().i32;
        let body = StructBody::Fields {
            fields: vec![i32t],
            packed: false,
        };
        cx.set_struct_body(s, body.clone()).unwrap();
        cx.set_struct_body(s, body).unwrap();
        assert!(cx.set_struct_body(s, StructBody::Opaque).is_err());
        assert!(cx.set_struct_body(i32t, StructBody::Opaque).is_err());
    }
}
