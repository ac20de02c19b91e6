//! The saturated e-graph of a function as a Graphviz graph: what the
//! engine saw when it chose what to build.
//!
//! One cluster per e-class (its id and type), one box per e-node in it
//! (its op, a constant's value, an opaque value `%vN`, or a site), an edge
//! from each node to the cluster of each operand class, and the node
//! extraction chose in each class the body needs drawn filled. Classes and
//! nodes come in id order, so the text is the same on every run.

use super::extract::DxCost;
use super::lang::{DxGraph, DxNode, SITE_KEY, VALUE_KEY};
use dxir_ir::{attr_to_string, type_to_string, Context};
use egg::{Extractor, Id};
use std::fmt::Write;

/// `s` as a double-quoted DOT string.
fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// What a node says: its op (and a constant's `value`), or the leaf.
fn label(cx: &Context, eg: &DxGraph, n: &DxNode) -> String {
    let tables = &eg.analysis.tables;
    match n.key {
        VALUE_KEY => format!("%v{}", n.imm),
        SITE_KEY => format!("site {}", n.imm),
        _ => {
            let op = tables.op_of(n).map_or("?", |o| cx.op_name_str(o));
            // A constant's value, an address's global, a predicate.
            let shown = tables.payload_of(n).and_then(|p| {
                ["value", "global", "predicate"]
                    .iter()
                    .find_map(|k| p.attrs.get(cx.ident(k)))
            });
            match shown {
                Some(v) => format!("{op} {}", attr_to_string(cx, v)),
                None => op.to_string(),
            }
        }
    }
}

/// The e-graph `eg` as DOT, with the nodes `ex` extracts for `roots` (and
/// everything they use) filled.
pub(crate) fn render(
    cx: &Context,
    eg: &DxGraph,
    ex: &Extractor<'_, DxCost<'_>, DxNode, super::lang::DxAnalysis>,
    roots: &[Id],
) -> String {
    // The chosen nodes: the best node of each class the roots reach.
    let mut chosen: rustc_hash::FxHashSet<(Id, usize)> = Default::default();
    let mut seen: rustc_hash::FxHashSet<Id> = Default::default();
    let mut work: Vec<Id> = roots.iter().map(|&r| eg.find(r)).collect();
    while let Some(c) = work.pop() {
        if !seen.insert(c) {
            continue;
        }
        let best = ex.find_best_node(c);
        if let Some(i) = eg[c].nodes.iter().position(|n| n == best) {
            chosen.insert((c, i));
        }
        work.extend(best.kids.iter().map(|&k| eg.find(k)));
    }
    let mut classes: Vec<&egg::EClass<DxNode, _>> = eg.classes().collect();
    classes.sort_by_key(|c| c.id);
    let mut out = String::from(
        "digraph egraph {\n  compound=true;\n  node [shape=box, fontname=\"monospace\"];\n",
    );
    for class in &classes {
        let title = match class.data {
            Some(t) => format!("class {} : {}", class.id, type_to_string(cx, t)),
            None => format!("class {}", class.id),
        };
        let _ = writeln!(out, "  subgraph cluster_{} {{", class.id);
        let _ = writeln!(out, "    label={}; style=rounded;", quote(&title));
        for (i, n) in class.nodes.iter().enumerate() {
            let style = if chosen.contains(&(class.id, i)) {
                ", style=filled, fillcolor=\"lightblue\""
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "    n{}_{i} [label={}{style}];",
                class.id,
                quote(&label(cx, eg, n))
            );
        }
        out.push_str("  }\n");
    }
    for class in &classes {
        for (i, n) in class.nodes.iter().enumerate() {
            for (k, &kid) in n.kids.iter().enumerate() {
                let kid = eg.find(kid);
                let _ = writeln!(
                    out,
                    "  n{}_{i} -> n{kid}_0 [lhead=cluster_{kid}, label=\"{k}\"];",
                    class.id
                );
            }
        }
    }
    out.push_str("}\n");
    out
}
