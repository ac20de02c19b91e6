//! Legality and the extraction cost.

use super::lang::{DxNode, DxTables};
use dxir_ir::{Context, OpName};
use egg::{CostFunction, Id, Language};
use rustc_hash::FxHashSet;

/// Which ops may remain after rewriting, MLIR-style. An op is illegal if it
/// is listed in `illegal_ops`, or its dialect in `illegal_dialects`, and
/// not listed in `legal_ops`; or if `legal_dialects` is not empty and
/// neither its dialect nor the op is listed there. The default target
/// allows everything.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionTarget {
    /// Dialects whose ops are legal (empty: every dialect not made
    /// illegal).
    pub legal_dialects: Vec<String>,
    /// Dialects whose ops are illegal.
    pub illegal_dialects: Vec<String>,
    /// Ops legal whatever their dialect.
    pub legal_ops: Vec<String>,
    /// Ops illegal whatever their dialect.
    pub illegal_ops: Vec<String>,
}

impl ConversionTarget {
    /// A target where everything is legal.
    pub fn any() -> Self {
        Self::default()
    }

    /// Whether every op is legal (nothing to check after rewriting).
    pub fn allows_everything(&self) -> bool {
        self.legal_dialects.is_empty()
            && self.illegal_dialects.is_empty()
            && self.illegal_ops.is_empty()
    }

    /// Whether the op named `name` (e.g. `dx.load`) may remain.
    pub fn is_legal(&self, name: &str) -> bool {
        let dialect = name.split_once('.').map_or(name, |(d, _)| d);
        let has = |xs: &[String], x: &str| xs.iter().any(|y| y == x);
        if has(&self.legal_ops, name) {
            return true;
        }
        if has(&self.illegal_ops, name) || has(&self.illegal_dialects, dialect) {
            return false;
        }
        self.legal_dialects.is_empty() || has(&self.legal_dialects, dialect)
    }

    /// The illegal op names among `names`, as a set for fast lookups.
    pub(crate) fn illegal_set(&self, cx: &Context, names: &[OpName]) -> FxHashSet<OpName> {
        names
            .iter()
            .copied()
            .filter(|&n| !self.is_legal(cx.op_name_str(n)))
            .collect()
    }
}

/// Lexicographic: illegal ops, then ops, then input ops (so a rewritten
/// form wins a tie with the input, as it would in the greedy driver).
/// Saturating adds: a cycle or a huge term still has a cost, so something
/// is always extracted and what stays illegal is counted.
pub type Cost = (u32, u32, u32);

/// The extraction cost over one function's e-graph.
pub(crate) struct DxCost<'a> {
    pub tables: &'a DxTables,
    pub illegal: &'a FxHashSet<OpName>,
    pub originals: &'a FxHashSet<DxNode>,
}

impl CostFunction<DxNode> for DxCost<'_> {
    type Cost = Cost;

    fn cost<C>(&mut self, enode: &DxNode, mut costs: C) -> Cost
    where
        C: FnMut(Id) -> Cost,
    {
        let mut c: Cost = match self.tables.op_of(enode) {
            None => (0, 0, 0),
            Some(name) => (
                u32::from(self.illegal.contains(&name)),
                1,
                u32::from(self.originals.contains(enode)),
            ),
        };
        for k in enode.children() {
            let (a, b, o) = costs(*k);
            c = (
                c.0.saturating_add(a),
                c.1.saturating_add(b),
                c.2.saturating_add(o),
            );
        }
        c
    }
}
