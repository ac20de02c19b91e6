//! The strongly connected components of a module's call graph, for
//! analyses that gather something over everything a function reaches (or
//! everything that reaches it) through calls.
//!
//! A walk from every function is quadratic on a deep call chain; over the
//! components, each call is followed once. Functions are numbered by their
//! index in the module, and `callees[f]` lists what `f` calls (repeats and
//! self-calls allowed).

use petgraph::graph::{DiGraph, NodeIndex};

/// The components of a call graph, callees' components first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallComponents {
    /// Each component's functions. A component comes after every component
    /// its functions call into (a post-order of the condensation): folding
    /// in order sees callees before callers, folding in reverse sees
    /// callers first.
    pub members: Vec<Vec<usize>>,
    /// The component of each function (an index into `members`).
    pub of: Vec<usize>,
}

impl CallComponents {
    /// The components of the graph of `callees` (Tarjan's algorithm, as
    /// `petgraph` runs it, without recursion). Linear in the graph.
    ///
    /// # Example
    /// ```
    /// use dxir_ir::CallComponents;
    /// // 0 calls 1, 1 and 2 call each other.
    /// let c = CallComponents::new(&[vec![1], vec![2], vec![1]]);
    /// assert_eq!(c.of[1], c.of[2]);
    /// assert!(c.of[1] < c.of[0]);
    /// ```
    pub fn new(callees: &[Vec<usize>]) -> Self {
        let n = callees.len();
        let edges: usize = callees.iter().map(Vec::len).sum();
        let mut graph: DiGraph<(), ()> = DiGraph::with_capacity(n, edges);
        for _ in 0..n {
            graph.add_node(());
        }
        for (f, cs) in callees.iter().enumerate() {
            for &c in cs.iter().filter(|&&c| c < n) {
                graph.add_edge(NodeIndex::new(f), NodeIndex::new(c), ());
            }
        }
        // Tarjan's order is a post-order: a callee's component comes
        // before its callers'.
        let members: Vec<Vec<usize>> = petgraph::algo::tarjan_scc(&graph)
            .into_iter()
            .map(|c| c.into_iter().map(NodeIndex::index).collect())
            .collect();
        let mut of = vec![0; n];
        for (k, fs) in members.iter().enumerate() {
            for &f in fs {
                of[f] = k;
            }
        }
        CallComponents { members, of }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `to` is reachable from `from` by a walk (the reference).
    fn reaches(callees: &[Vec<usize>], from: usize, to: usize) -> bool {
        let mut seen = vec![false; callees.len()];
        let mut stack = vec![from];
        while let Some(f) = stack.pop() {
            if f == to {
                return true;
            }
            for &c in &callees[f] {
                if !seen[c] {
                    seen[c] = true;
                    stack.push(c);
                }
            }
        }
        false
    }

    #[test]
    fn components_are_mutual_reachability_in_callee_first_order() {
        let graphs: Vec<Vec<Vec<usize>>> = vec![
            vec![],
            vec![vec![]],
            vec![vec![0]],
            vec![vec![1], vec![2], vec![3], vec![]],
            vec![vec![1, 2], vec![3], vec![3], vec![]],
            vec![vec![1], vec![2], vec![0, 3], vec![4], vec![3]],
            vec![vec![1, 1, 2], vec![0], vec![2], vec![]],
        ];
        for g in &graphs {
            let c = CallComponents::new(g);
            assert_eq!(c.of.len(), g.len());
            for a in 0..g.len() {
                assert!(c.members[c.of[a]].contains(&a));
                for b in 0..g.len() {
                    let same = reaches(g, a, b) && reaches(g, b, a);
                    assert_eq!(c.of[a] == c.of[b], same || a == b, "{g:?}: {a} {b}");
                    // A call into another component goes to an earlier one.
                    if g[a].contains(&b) && c.of[a] != c.of[b] {
                        assert!(c.of[b] < c.of[a], "{g:?}: {a} calls {b}");
                    }
                }
            }
        }
    }
}
