//! The context: interned types, attributes, identifiers, op names and file
//! names, plus the dialect registry.
//!
//! A context is `Sync`. Passes that run in parallel share one `&Context` and
//! may intern new types and attributes without further locking.

use crate::attr::{AttrData, UNIT_ATTR};
use crate::dialect::{DialectRegistry, OpDef};
use crate::intern::Interner;
use crate::name_memo::{self, Names};
use crate::types::{CommonTypes, StructBody, Type, TypeData};
use rustc_hash::FxHashMap;
use std::any::{Any, TypeId};
use std::sync::{Arc, RwLock};

/// An interned op name such as `llvm.add`, resolved to its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpName(u32);

impl OpName {
    /// A small dense number (the context numbers op names in the order it
    /// interns them): for tables indexed by op name instead of hashed
    /// ([`OpNameMap`]).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A map by op name, as a table by [`OpName::index`]: for what is asked
/// about every op a pass or driver meets (the greedy driver's rules by
/// root, the exporter's kinds), where a hash map costs a hash and a probe
/// each time. Its size is the largest index in it.
#[derive(Clone, Debug)]
pub struct OpNameMap<T>(Vec<Option<T>>);

impl<T> Default for OpNameMap<T> {
    fn default() -> Self {
        OpNameMap(Vec::new())
    }
}

impl<T> OpNameMap<T> {
    /// The value of `op`, if it has one.
    pub fn get(&self, op: OpName) -> Option<&T> {
        self.0.get(op.index()).and_then(Option::as_ref)
    }

    /// Whether `op` has a value.
    pub fn contains(&self, op: OpName) -> bool {
        self.get(op).is_some()
    }

    /// Sets the value of `op`, returning the one it had.
    pub fn insert(&mut self, op: OpName, value: T) -> Option<T> {
        if self.0.len() <= op.index() {
            self.0.resize_with(op.index() + 1, || None);
        }
        self.0[op.index()].replace(value)
    }
}

impl<T> FromIterator<(OpName, T)> for OpNameMap<T> {
    fn from_iter<I: IntoIterator<Item = (OpName, T)>>(entries: I) -> Self {
        let mut map = OpNameMap::default();
        for (op, value) in entries {
            map.insert(op, value);
        }
        map
    }
}

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
    /// Values computed from the context once (see [`Context::derived`]).
    derived: RwLock<DerivedValues>,
    /// See [`Context::id`].
    id: u64,
}

/// The last [`Context::id`] given.
static LAST_CONTEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn next_context_id() -> u64 {
    LAST_CONTEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1
}

/// The values of [`Context::derived`], by key and type.
type DerivedValues = FxHashMap<(&'static str, TypeId), Arc<dyn Any + Send + Sync>>;

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
        // The unit attribute takes the first id: `unit_attr` is a constant.
        let attrs = Interner::new();
        let unit = attrs.intern(AttrData::Unit);
        debug_assert_eq!(unit, UNIT_ATTR.0);
        Context {
            types,
            attrs,
            idents: Interner::new(),
            struct_bodies: RwLock::new(FxHashMap::default()),
            op_names,
            files: Interner::new(),
            registry,
            common,
            derived: RwLock::new(FxHashMap::default()),
            id: next_context_id(),
        }
    }

    /// A new context that starts as a copy of this one: the same types,
    /// attributes, names, struct bodies and dialects under the same ids,
    /// and the same [`derived`](Self::derived) values. What either
    /// interns afterwards stays its own.
    ///
    /// For work on many independent modules: each gets a fork of a context
    /// prepared once (rules loaded, say), so the modules cannot clash (two
    /// shaders may give one struct name different bodies) and the
    /// preparation is not repeated. Fork a context no one is interning
    /// into at the time.
    pub fn fork(&self) -> Context {
        Context {
            types: self.types.fork(),
            attrs: self.attrs.fork(),
            idents: self.idents.fork(),
            struct_bodies: RwLock::new(
                self.struct_bodies
                    .read()
                    .unwrap_or_else(|e| e.into_inner())
                    .clone(),
            ),
            op_names: self.op_names.fork(),
            files: self.files.fork(),
            registry: self.registry.clone(),
            common: self.common,
            derived: RwLock::new(
                self.derived
                    .read()
                    .unwrap_or_else(|e| e.into_inner())
                    .clone(),
            ),
            id: next_context_id(),
        }
    }

    /// A number no other context of the process has, a fork included:
    /// what a cache shared with forks (through [`derived`](Self::derived))
    /// keys entries by when they hold ids interned after the fork, which
    /// mean other things in each context.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The value of `make`, computed once per context under `key` (and
    /// shared with its [`fork`](Self::fork)s): for what is derived from
    /// interned data and costly to rebuild, such as loaded rule sets. An
    /// error is returned and not kept.
    ///
    /// # Errors
    /// `make`'s.
    pub fn derived<T, E>(
        &self,
        key: &'static str,
        make: impl FnOnce() -> Result<T, E>,
    ) -> Result<Arc<T>, E>
    where
        T: Any + Send + Sync,
    {
        let slot = (key, TypeId::of::<T>());
        let found = self
            .derived
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(&slot)
            .cloned();
        if let Some(v) = found.and_then(|v| v.downcast::<T>().ok()) {
            return Ok(v);
        }
        let v = Arc::new(make()?);
        self.derived
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(slot, v.clone());
        Ok(v)
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
        OpName(
            self.name_id(Names::OpNames, name, true)
                .expect("interning gives an id"),
        )
    }

    /// The op name `name` if it was ever interned. Useful to skip work when
    /// no op of that name can exist.
    pub fn try_op_name(&self, name: &str) -> Option<OpName> {
        self.name_id(Names::OpNames, name, false).map(OpName)
    }

    /// The id of `text` among `names` ([`name_memo`]): interned when
    /// `intern`, else `None` if it never was.
    pub(crate) fn name_id(&self, names: Names, text: &str, intern: bool) -> Option<u32> {
        let table = match names {
            Names::Idents => &self.idents,
            Names::OpNames => &self.op_names,
        };
        name_memo::id_of(
            self.id,
            names,
            text,
            |id| table.get(id),
            || {
                if intern {
                    Some(table.intern_ref(text))
                } else {
                    table.lookup(text)
                }
            },
        )
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

    #[test]
    fn an_op_name_map_holds_what_was_put_in_by_name() {
        let cx = Context::new();
        let (a, b) = (cx.op_name("t.a"), cx.op_name("t.b"));
        let mut map: OpNameMap<u32> = [(b, 2)].into_iter().collect();
        assert_eq!(map.get(b), Some(&2));
        assert!(!map.contains(a));
        assert_eq!(map.insert(a, 1), None);
        assert_eq!(map.insert(b, 3), Some(2));
        assert_eq!((map.get(a), map.get(b)), (Some(&1), Some(&3)));
        // A name numbered after the table was made is past its end.
        let later = cx.op_name("t.later");
        assert!(later.index() > a.index().max(b.index()));
        assert_eq!(map.get(later), None);
    }

    static TEST: Dialect = Dialect {
        name: "test",
        summary: "ops for tests",
        ops: &[OpDef {
            traits: Traits::PURE,
            ..OpDef::base("test.a", "an op")
        }],
    };

    #[test]
    fn a_fork_keeps_every_id_and_then_goes_its_own_way() {
        let cx = Context::with_registry(DialectRegistry::new().with(&TEST).unwrap());
        let v = cx.vector_type(cx.types().float, 4);
        let s = cx.str_attr("hello");
        let k = cx.ident("key");
        let n = cx.named_type("S");
        cx.set_struct_body(
            n,
            StructBody::Fields {
                fields: vec![v],
                packed: false,
            },
        )
        .unwrap();
        let fork = cx.fork();
        assert_eq!(fork.vector_type(fork.types().float, 4), v);
        assert_eq!(fork.str_attr("hello"), s);
        assert_eq!(fork.ident("key"), k);
        assert_eq!(fork.named_type("S"), n);
        assert_eq!(fork.struct_body(n), cx.struct_body(n));
        assert!(fork.op_def(fork.op_name("test.a")).is_some());
        // New names and struct bodies stay in the context that made them.
        let t = fork.named_type("T");
        fork.set_struct_body(t, StructBody::Opaque).unwrap();
        assert!(cx.try_ident("other").is_none());
        fork.ident("other");
        assert!(cx.try_ident("other").is_none());
        assert!(cx.struct_body(cx.named_type("T")).is_none());
        // A struct redefined in one fork is no clash in another.
        let a = cx.fork();
        let b = cx.fork();
        let u = a.named_type("U");
        a.set_struct_body(u, StructBody::Opaque).unwrap();
        let u = b.named_type("U");
        let body = StructBody::Fields {
            fields: vec![b.types().i32],
            packed: false,
        };
        assert!(b.set_struct_body(u, body).is_ok());
    }

    /// `unit_attr` is a constant, not a lookup: it must be what interning
    /// the unit attribute gives, in a new context and in a fork of one
    /// that interned other attributes first.
    #[test]
    fn the_unit_attribute_is_the_one_interned_in_every_context() {
        let cx = Context::new();
        cx.str_attr("first");
        assert_eq!(cx.intern_attr(AttrData::Unit), cx.unit_attr());
        assert!(matches!(cx.attr_data(cx.unit_attr()), AttrData::Unit));
        let fork = cx.fork();
        fork.str_attr("second");
        assert_eq!(fork.intern_attr(AttrData::Unit), fork.unit_attr());
    }

    #[test]
    fn derived_values_are_made_once_and_shared_with_forks() {
        let cx = Context::new();
        let calls = std::sync::atomic::AtomicU32::new(0);
        let make = || {
            calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok::<_, ()>(vec![1, 2, 3])
        };
        let a = cx.derived("numbers", make).unwrap();
        let b = cx.derived("numbers", make).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        let fork = cx.fork();
        let c = fork.derived("numbers", make).unwrap();
        assert!(Arc::ptr_eq(&a, &c));
        assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), 1);
        // Another type under the same key is another value; errors are
        // not kept.
        assert_eq!(*cx.derived("numbers", || Ok::<_, ()>(7u8)).unwrap(), 7);
        assert_eq!(cx.derived("failing", || Err::<u8, _>("no")), Err("no"));
        assert_eq!(*cx.derived("failing", || Ok::<_, &str>(1u8)).unwrap(), 1);
    }

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
