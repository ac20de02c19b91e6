//! The term language: one generic e-node type for every op, and the tables
//! that give its integer fields meaning.

use dxir_ir::{AttrDict, OpName, Type, Value};
use egg::{Analysis, DidMerge, EGraph, FromOp, Id, Language};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::fmt;

/// The `key` of an opaque value leaf `(value k)`.
pub const VALUE_KEY: u32 = 0;
/// The `key` of a site leaf `(site k)`: result `k` of an effectful op a
/// rule rooted at a skeleton op will build (see [`Site`]).
pub const SITE_KEY: u32 = 1;
/// Op keys start here.
const FIRST_OP_KEY: u32 = 2;

/// A result of an effectful op that a claimed skeleton rewrite builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Site {
    /// Index of the claim.
    pub claim: u32,
    /// Index of the op in the claim's plan.
    pub op: u32,
    /// Which result.
    pub result: u32,
    /// Its type.
    pub ty: Type,
}

/// An e-node. `key` is [`VALUE_KEY`] for an opaque value leaf (anything a
/// non-pure op, a block or the function defines), otherwise an interned op
/// name; `imm` is the leaf's index in [`DxTables::opaque`] or the op's
/// payload (attributes and result type) in [`DxTables::payloads`].
///
/// The field order matters: the derived `Ord` must sort by the
/// discriminant (`key`) first, because egg binary-searches big e-classes
/// by discriminant.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DxNode {
    /// The op (or leaf) kind.
    pub key: u32,
    /// The payload index.
    pub imm: u64,
    /// The operands' e-classes.
    pub kids: SmallVec<[Id; 4]>,
}

impl Language for DxNode {
    type Discriminant = u32;

    fn discriminant(&self) -> u32 {
        self.key
    }

    // Exact apart from the children: egg also looks ground terms up by
    // hash, so a looser `matches` would be unsound.
    fn matches(&self, other: &Self) -> bool {
        self.key == other.key && self.imm == other.imm && self.kids.len() == other.kids.len()
    }

    fn children(&self) -> &[Id] {
        &self.kids
    }

    fn children_mut(&mut self) -> &mut [Id] {
        &mut self.kids
    }
}

/// `k<key>_<imm>`: only for egg's explanation strings, which
/// [`DxTables::render`] turns back into op names.
impl fmt::Display for DxNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "k{}_{}", self.key, self.imm)
    }
}

/// The error of parsing a node written by [`DxNode`]'s `Display`.
#[derive(Debug, thiserror::Error)]
#[error("not a dxir e-node: `{0}`")]
pub struct BadNode(String);

impl FromOp for DxNode {
    type Error = BadNode;

    fn from_op(op: &str, children: Vec<Id>) -> Result<Self, BadNode> {
        let bad = || BadNode(op.to_string());
        let rest = op.strip_prefix('k').ok_or_else(bad)?;
        let (k, i) = rest.split_once('_').ok_or_else(bad)?;
        Ok(DxNode {
            key: k.parse().map_err(|_| bad())?,
            imm: i.parse().map_err(|_| bad())?,
            kids: children.into(),
        })
    }
}

/// What an op node carries besides its operands.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Payload {
    /// The op's attributes.
    pub attrs: AttrDict,
    /// Its (single) result type.
    pub ty: Type,
}

/// The interning tables behind [`DxNode`]'s integers, kept in the
/// e-graph's analysis so `make` can give each class its type.
#[derive(Debug, Default)]
pub struct DxTables {
    /// Op name of key `k` at `k - 1`.
    pub ops: Vec<OpName>,
    op_keys: FxHashMap<OpName, u32>,
    /// Payloads by index.
    pub payloads: Vec<Payload>,
    payload_ids: FxHashMap<Payload, u64>,
    /// Opaque values and their types by index.
    pub opaque: Vec<(Value, Type)>,
    /// Site leaves by index.
    pub sites: Vec<Site>,
    opaque_ids: FxHashMap<Value, u64>,
    /// Merges of classes of different types (a rule equated values of
    /// different types); the first type is kept.
    pub type_conflicts: usize,
}

impl DxTables {
    /// The key of op `name`.
    pub fn op_key(&mut self, name: OpName) -> u32 {
        if let Some(&k) = self.op_keys.get(&name) {
            return k;
        }
        self.ops.push(name);
        let k = self.ops.len() as u32 - 1 + FIRST_OP_KEY;
        self.op_keys.insert(name, k);
        k
    }

    /// The key of `name`, if some node has it.
    pub fn find_op_key(&self, name: OpName) -> Option<u32> {
        self.op_keys.get(&name).copied()
    }

    /// The op name of a node (`None` for a leaf).
    pub fn op_of(&self, n: &DxNode) -> Option<OpName> {
        let i = n.key.checked_sub(FIRST_OP_KEY)?;
        self.ops.get(i as usize).copied()
    }

    /// The payload index of `p`.
    pub fn payload(&mut self, p: Payload) -> u64 {
        if let Some(&i) = self.payload_ids.get(&p) {
            return i;
        }
        let i = self.payloads.len() as u64;
        self.payloads.push(p.clone());
        self.payload_ids.insert(p, i);
        i
    }

    /// The payload index of `p`, if some node has it.
    pub fn find_payload(&self, p: &Payload) -> Option<u64> {
        self.payload_ids.get(p).copied()
    }

    /// The payload of an op node.
    pub fn payload_of(&self, n: &DxNode) -> Option<&Payload> {
        self.op_of(n)?;
        self.payloads.get(n.imm as usize)
    }

    /// The leaf for opaque value `v`.
    pub fn opaque_leaf(&mut self, v: Value, ty: Type) -> DxNode {
        let i = match self.opaque_ids.get(&v) {
            Some(&i) => i,
            None => {
                let i = self.opaque.len() as u64;
                self.opaque.push((v, ty));
                self.opaque_ids.insert(v, i);
                i
            }
        };
        DxNode {
            key: VALUE_KEY,
            imm: i,
            kids: SmallVec::new(),
        }
    }

    /// The value of an opaque leaf.
    pub fn opaque_of(&self, n: &DxNode) -> Option<(Value, Type)> {
        if n.key != VALUE_KEY {
            return None;
        }
        self.opaque.get(n.imm as usize).copied()
    }

    /// A new site leaf.
    pub fn site_leaf(&mut self, site: Site) -> DxNode {
        self.sites.push(site);
        DxNode {
            key: SITE_KEY,
            imm: self.sites.len() as u64 - 1,
            kids: SmallVec::new(),
        }
    }

    /// The site of a site leaf.
    pub fn site_of(&self, n: &DxNode) -> Option<Site> {
        if n.key != SITE_KEY {
            return None;
        }
        self.sites.get(n.imm as usize).copied()
    }

    /// Whether `n` is a leaf (an opaque value or a site).
    pub fn is_leaf(&self, n: &DxNode) -> bool {
        n.key < FIRST_OP_KEY
    }

    /// The type of a node's value.
    pub fn type_of(&self, n: &DxNode) -> Option<Type> {
        if let Some((_, t)) = self.opaque_of(n) {
            return Some(t);
        }
        if let Some(s) = self.site_of(n) {
            return Some(s.ty);
        }
        self.payload_of(n).map(|p| p.ty)
    }

    /// Replaces the `k<key>_<imm>` tokens of an explanation by op names
    /// (`%N` for opaque values).
    pub fn render(&self, cx: &dxir_ir::Context, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(at) = rest.find('k') {
            out.push_str(&rest[..at]);
            let tail = &rest[at + 1..];
            let end = tail
                .find(|c: char| !(c.is_ascii_digit() || c == '_'))
                .unwrap_or(tail.len());
            let token = &tail[..end];
            let parsed = token
                .split_once('_')
                .and_then(|(k, i)| Some((k.parse::<u32>().ok()?, i.parse::<u64>().ok()?)));
            match parsed {
                Some((VALUE_KEY, i)) => out.push_str(&format!("%v{i}")),
                Some((SITE_KEY, i)) => out.push_str(&format!("%site{i}")),
                Some((k, _)) if ((k - FIRST_OP_KEY) as usize) < self.ops.len() => {
                    out.push_str(cx.op_name_str(self.ops[(k - FIRST_OP_KEY) as usize]))
                }
                _ => {
                    out.push('k');
                    out.push_str(token);
                }
            }
            rest = &tail[end..];
        }
        out.push_str(rest);
        out
    }
}

/// The e-graph analysis: each class's type.
#[derive(Debug, Default)]
pub struct DxAnalysis {
    /// The interning tables.
    pub tables: DxTables,
}

/// The e-graph of one function.
pub type DxGraph = EGraph<DxNode, DxAnalysis>;

impl Analysis<DxNode> for DxAnalysis {
    type Data = Option<Type>;

    fn make(egraph: &mut DxGraph, enode: &DxNode, _id: Id) -> Option<Type> {
        egraph.analysis.tables.type_of(enode)
    }

    fn merge(&mut self, a: &mut Option<Type>, b: Option<Type>) -> DidMerge {
        match (*a, b) {
            (None, Some(t)) => {
                *a = Some(t);
                DidMerge(true, false)
            }
            (Some(x), Some(y)) if x != y => {
                self.tables.type_conflicts += 1;
                DidMerge(false, true)
            }
            (Some(_), None) => DidMerge(false, true),
            _ => DidMerge(false, false),
        }
    }
}
