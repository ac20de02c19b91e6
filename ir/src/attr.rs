//! Attributes: constant, interned data attached to ops and functions.
//!
//! An [`Attr`] is a `Copy` id; [`AttrDict`] is the small sorted dictionary
//! each op carries. Keys are interned [`Ident`]s.

use crate::context::Context;
use crate::name_memo::Names;
use crate::types::Type;
use smallvec::SmallVec;
use std::cell::RefCell;

/// Slots of [`INT_ATTRS`] per thread, direct-mapped (a power of two).
const INT_ATTR_SLOTS: usize = 256;

/// What [`INT_ATTRS`] files an attribute under: the context (its
/// [`id`](Context::id)), the type and the value as asked for.
type IntAttrKey = (u64, Type, i128);

thread_local! {
    /// The integer attributes made on this thread, by context, type and
    /// value: readers, passes and rules make the same few constants over
    /// and over (136,000 on the benchmark's M), each a type lookup, a
    /// hash and a probe of the interner.
    static INT_ATTRS: RefCell<[Option<(IntAttrKey, Attr)>; INT_ATTR_SLOTS]> =
        const { RefCell::new([None; INT_ATTR_SLOTS]) };
}

/// The slot of [`INT_ATTRS`] for `ty` and `value`.
fn int_slot(ty: Type, value: i128) -> usize {
    use std::hash::BuildHasher;
    (rustc_hash::FxBuildHasher.hash_one((ty, value)) >> 32) as usize & (INT_ATTR_SLOTS - 1)
}

/// An interned attribute value. Read it with [`Context::attr_data`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Attr(pub(crate) u32);

/// The unit attribute's id in every context (see [`Context::unit_attr`]).
pub(crate) const UNIT_ATTR: Attr = Attr(0);

/// An interned identifier: attribute keys and other short names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ident(pub(crate) u32);

/// The value of an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum AttrData {
    /// A marker with no value (`unit`).
    Unit,
    /// `true` or `false`.
    Bool(bool),
    /// A typed integer. `bits` holds the value truncated to the type's width
    /// (so `-1 : i8` is stored as `0xff`).
    Int {
        /// The value's bits, zero above the type's width.
        bits: u128,
        /// An integer type.
        ty: Type,
    },
    /// A typed float, stored as the IEEE bits of its own type
    /// (16 bits for `half`, 32 for `float`, 64 for `double`).
    Float {
        /// The IEEE bits.
        bits: u64,
        /// `half`, `float` or `double`.
        ty: Type,
    },
    /// A string (any bytes that are valid UTF-8).
    Str(Box<str>),
    /// Raw bytes, e.g. an LLVM `c"..."` initializer that need not be UTF-8.
    Bytes(Box<[u8]>),
    /// A type used as a value.
    Type(Type),
    /// An ordered list.
    Array(Vec<Attr>),
    /// A dictionary with keys sorted by their text.
    Dict(Vec<(Box<str>, Attr)>),
    /// A reference to a module-level symbol (`@name`).
    Symbol(Box<str>),
    /// `undef` of a type.
    Undef(Type),
    /// `poison` of a type.
    Poison(Type),
    /// `zeroinitializer` of a type.
    Zero(Type),
}

/// How deep [`Context::for_each_attr_leaf`] follows nested arrays and
/// dictionaries (deeper parts are not visited).
pub const MAX_ATTR_DEPTH: u32 = 64;

impl Context {
    /// The value of `attr`.
    pub fn attr_data(&self, attr: Attr) -> &AttrData {
        self.attrs.get(attr.0)
    }

    /// Interns an attribute.
    pub fn intern_attr(&self, data: AttrData) -> Attr {
        Attr(self.attrs.intern(data))
    }

    /// An integer attribute of type `ty`, truncating `value` to its width.
    ///
    /// # Panics
    /// `debug_assert!`s that `ty` is an integer type.
    pub fn int_attr(&self, ty: Type, value: i128) -> Attr {
        let key = (self.id(), ty, value);
        let at = int_slot(ty, value);
        if let Some((k, attr)) = INT_ATTRS.with(|m| m.borrow()[at]) {
            if k == key {
                return attr;
            }
        }
        let width = self.int_width(ty);
        debug_assert!(width.is_some(), "int_attr needs an integer type");
        let bits = truncate(value as u128, width.unwrap_or(128));
        let attr = self.intern_attr(AttrData::Int { bits, ty });
        INT_ATTRS.with(|m| m.borrow_mut()[at] = Some((key, attr)));
        attr
    }

    /// A string attribute.
    pub fn str_attr(&self, s: &str) -> Attr {
        self.intern_attr(AttrData::Str(s.into()))
    }

    /// A boolean attribute.
    pub fn bool_attr(&self, b: bool) -> Attr {
        self.intern_attr(AttrData::Bool(b))
    }

    /// A type attribute.
    pub fn type_attr(&self, ty: Type) -> Attr {
        self.intern_attr(AttrData::Type(ty))
    }

    /// A symbol reference attribute.
    pub fn symbol_attr(&self, name: &str) -> Attr {
        self.intern_attr(AttrData::Symbol(name.into()))
    }

    /// The unit attribute: the context's first, interned when it is made,
    /// as every op with a flag (`constexpr`, `volatile`) asks for it.
    pub fn unit_attr(&self) -> Attr {
        UNIT_ATTR
    }

    /// Interns an identifier.
    pub fn ident(&self, s: &str) -> Ident {
        Ident(
            self.name_id(Names::Idents, s, true)
                .expect("interning gives an id"),
        )
    }

    /// The identifier `s` if it was ever interned.
    pub fn try_ident(&self, s: &str) -> Option<Ident> {
        self.name_id(Names::Idents, s, false).map(Ident)
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Ident) -> &str {
        self.idents.get(id.0)
    }

    /// The integer value of an `Int` attribute, sign-extended from its width.
    pub fn attr_as_i64(&self, attr: Attr) -> Option<i64> {
        match self.attr_data(attr) {
            AttrData::Int { bits, ty } => {
                let w = self.int_width(*ty)?;
                Some(sign_extend(*bits, w) as i64)
            }
            _ => None,
        }
    }

    /// The text of a `Str` attribute.
    pub fn attr_as_str(&self, attr: Attr) -> Option<&str> {
        match self.attr_data(attr) {
            AttrData::Str(s) => Some(s),
            _ => None,
        }
    }

    /// Calls `f` with each attribute nested in `attr` that is not an
    /// array or a dictionary (`attr` itself if it is neither), in order,
    /// to a nesting depth of [`MAX_ATTR_DEPTH`]: the symbols, types and
    /// constants an attribute refers to, wherever they sit in it.
    pub fn for_each_attr_leaf(&self, attr: Attr, f: &mut impl FnMut(Attr)) {
        fn go(cx: &Context, attr: Attr, f: &mut impl FnMut(Attr), depth: u32) {
            if depth > MAX_ATTR_DEPTH {
                return;
            }
            match cx.attr_data(attr) {
                AttrData::Array(items) => {
                    for &a in items {
                        go(cx, a, f, depth + 1);
                    }
                }
                AttrData::Dict(items) => {
                    for (_, a) in items {
                        go(cx, *a, f, depth + 1);
                    }
                }
                _ => f(attr),
            }
        }
        go(self, attr, f, 0);
    }

    /// The name a `Symbol` attribute refers to.
    pub fn attr_as_symbol(&self, attr: Attr) -> Option<&str> {
        match self.attr_data(attr) {
            AttrData::Symbol(s) => Some(s),
            _ => None,
        }
    }

    /// The type an attribute carries as a typed constant (`Int`, `Float`,
    /// `Undef`, `Poison`, `Zero`), if any.
    pub fn attr_type(&self, attr: Attr) -> Option<Type> {
        match self.attr_data(attr) {
            AttrData::Int { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::Undef(ty)
            | AttrData::Poison(ty)
            | AttrData::Zero(ty) => Some(*ty),
            _ => None,
        }
    }
}

/// Keeps the low `width` bits of `bits`.
pub fn truncate(bits: u128, width: u32) -> u128 {
    if width >= 128 {
        bits
    } else {
        bits & ((1u128 << width) - 1)
    }
}

/// Reads the low `width` bits of `bits` as a signed number.
pub fn sign_extend(bits: u128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

/// The attributes of an op or function: a small dictionary kept sorted by
/// key id, so lookups are a binary search. Printers sort by key text.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttrDict {
    entries: SmallVec<[(Ident, Attr); 2]>,
}

impl AttrDict {
    /// An empty dictionary.
    pub fn new() -> Self {
        Self::default()
    }

    /// The value for `key`.
    pub fn get(&self, key: Ident) -> Option<Attr> {
        self.entries
            .binary_search_by_key(&key, |e| e.0)
            .ok()
            .map(|i| self.entries[i].1)
    }

    /// Sets `key` to `value`, returning the old value.
    pub fn set(&mut self, key: Ident, value: Attr) -> Option<Attr> {
        match self.entries.binary_search_by_key(&key, |e| e.0) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, value)),
            Err(i) => {
                self.entries.insert(i, (key, value));
                None
            }
        }
    }

    /// Removes `key`, returning its value.
    pub fn remove(&mut self, key: Ident) -> Option<Attr> {
        let i = self.entries.binary_search_by_key(&key, |e| e.0).ok()?;
        Some(self.entries.remove(i).1)
    }

    /// Entries in key-id order (not text order).
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (Ident, Attr)> + '_ {
        self.entries.iter().copied()
    }

    /// Entries sorted by key text: the order to print or compare in.
    pub fn sorted<'c>(&self, cx: &'c Context) -> Vec<(&'c str, Attr)> {
        let mut v: Vec<_> = self
            .entries
            .iter()
            .map(|&(k, a)| (cx.ident_str(k), a))
            .collect();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attr_leaves_are_visited_in_order_to_the_depth_limit() {
        let cx = Context::new();
        let i32t = cx.types().i32;
        let (one, two) = (cx.int_attr(i32t, 1), cx.int_attr(i32t, 2));
        let sym = cx.symbol_attr("g");
        let inner = cx.intern_attr(AttrData::Array(vec![two, sym]));
        let dict = cx.intern_attr(AttrData::Dict(vec![("k".into(), inner)]));
        let outer = cx.intern_attr(AttrData::Array(vec![one, dict]));
        let mut seen = Vec::new();
        cx.for_each_attr_leaf(outer, &mut |a| seen.push(a));
        assert_eq!(seen, [one, two, sym]);
        // A leaf deeper than the limit is not reached.
        let mut deep = one;
        for _ in 0..=MAX_ATTR_DEPTH {
            deep = cx.intern_attr(AttrData::Array(vec![deep]));
        }
        let mut n = 0;
        cx.for_each_attr_leaf(deep, &mut |_| n += 1);
        assert_eq!(n, 0);
    }

    #[test]
    fn int_attrs_truncate_and_sign_extend() {
        let cx = Context::new();
        let t = cx.types().i8;
        let a = cx.int_attr(t, -1);
        assert_eq!(cx.attr_data(a), &AttrData::Int { bits: 0xff, ty: t });
        assert_eq!(cx.attr_as_i64(a), Some(-1));
        assert_eq!(cx.int_attr(t, 255), a);
    }

    /// Integer attributes are remembered per thread by context, type and
    /// value: one attribute id means another value in another context.
    #[test]
    fn a_remembered_int_attr_is_of_its_context_and_type() {
        let (one, two) = (Context::new(), Context::new());
        let (t32, t8) = (one.types().i32, one.types().i8);
        let a = one.int_attr(t32, 7);
        let _ = two.int_attr(two.types().i32, 9);
        let b = two.int_attr(two.types().i32, 7);
        assert_ne!(a, b, "the test needs the value at other ids");
        for _ in 0..2 {
            assert_eq!(one.attr_as_i64(one.int_attr(t32, 7)), Some(7));
            assert_eq!(two.int_attr(two.types().i32, 7), b);
            assert_eq!(two.attr_as_i64(b), Some(7));
        }
        let c = one.int_attr(t8, 7);
        assert_ne!(c, a);
        assert_eq!(one.attr_data(c), &AttrData::Int { bits: 7, ty: t8 });
    }

    #[test]
    fn dict_keeps_one_value_per_key() {
        let cx = Context::new();
        let mut d = AttrDict::new();
        let (k1, k2) = (cx.ident("b"), cx.ident("a"));
        assert_eq!(d.set(k1, cx.unit_attr()), None);
        d.set(k2, cx.bool_attr(true));
        assert_eq!(d.set(k1, cx.bool_attr(false)), Some(cx.unit_attr()));
        assert_eq!(d.get(k1), Some(cx.bool_attr(false)));
        assert_eq!(
            d.sorted(&cx).iter().map(|e| e.0).collect::<Vec<_>>(),
            ["a", "b"]
        );
        assert_eq!(d.remove(k2), Some(cx.bool_attr(true)));
        assert_eq!(d.len(), 1);
    }
}
