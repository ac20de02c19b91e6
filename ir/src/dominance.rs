//! Dominance over the blocks of one region.
//!
//! A block `a` *dominates* `b` when every path from the region's entry to `b`
//! passes through `a`. The verifier uses this for SSA dominance and CSE walks
//! the tree to know which earlier ops are visible. The control-flow graph has
//! an edge from each block to the successors of its last op; successors
//! outside the region are ignored (the verifier reports them).
//!
//! Immediate dominators come from `petgraph`'s Cooper–Harvey–Kennedy
//! algorithm. Each tree node then gets DFS pre/post numbers, so
//! [`DominatorTree::dominates`] is O(1). Every walk uses an explicit stack:
//! a 100k-block chain is a 100k-deep tree.

use crate::body::Body;
use crate::entity::{Block, Region};
use crate::slot_vec::DenseMap;
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};

/// Marks "no index" in the tables below (unreachable, or the entry's idom).
const NONE: u32 = u32::MAX;

/// The dominator tree of one region's blocks.
///
/// Blocks unreachable from the entry are not in the tree: they have no
/// immediate dominator and are skipped by [`preorder`](Self::preorder).
///
/// # Example
/// ```
/// use dxir_ir::{Body, Context, DominatorTree, Loc, OpSpec};
/// let cx = Context::new();
/// let mut body = Body::new();
/// let (entry, next) = (body.create_block(), body.create_block());
/// body.append_block(body.root(), entry);
/// body.append_block(body.root(), next);
/// let br = body.create_op(OpSpec::new(cx.op_name("t.br"), Loc::UNKNOWN).with_successor(next, []));
/// body.append_op(entry, br);
/// let tree = DominatorTree::new(&body, body.root());
/// assert!(tree.dominates(entry, next));
/// assert_eq!(tree.idom(next), Some(entry));
/// ```
#[derive(Clone, Debug)]
pub struct DominatorTree {
    /// The region's blocks in layout order; tree indices point here.
    blocks: Vec<Block>,
    /// Position of each block of the region in `blocks`.
    index: DenseMap<Block, u32>,
    /// Immediate dominator by index; `NONE` for the entry and unreachable blocks.
    idom: Vec<u32>,
    /// Children of node `i` are `children[child_start[i]..child_start[i + 1]]`,
    /// in block order.
    child_start: Vec<u32>,
    children: Vec<u32>,
    /// DFS pre-order number of each node; `NONE` when unreachable.
    pre: Vec<u32>,
    /// DFS post-order number of each node; `NONE` when unreachable.
    post: Vec<u32>,
    /// Reachable nodes in tree pre-order (children in block order).
    preorder: Vec<u32>,
}

impl DominatorTree {
    /// Computes the dominator tree of `region`'s blocks in `body`.
    ///
    /// An empty region gives an empty tree.
    pub fn new(body: &Body, region: Region) -> Self {
        let blocks: Vec<Block> = body.region_blocks(region).to_vec();
        let n = blocks.len();
        let mut index = DenseMap::default();
        for (i, &b) in blocks.iter().enumerate() {
            index.insert(b, i as u32);
        }

        let mut idom = vec![NONE; n];
        let mut reachable = vec![false; n];
        if n > 0 {
            let mut graph: DiGraph<(), (), u32> = DiGraph::with_capacity(n, n + n / 2);
            for _ in 0..n {
                graph.add_node(());
            }
            for (i, &b) in blocks.iter().enumerate() {
                let Some(last) = body.last_op(b) else {
                    continue;
                };
                for &s in body.successors(last) {
                    if let Some(&j) = index.get(s) {
                        graph.add_edge(NodeIndex::new(i), NodeIndex::new(j as usize), ());
                    }
                }
            }
            let doms = simple_fast(&graph, NodeIndex::new(0));
            reachable[0] = true;
            for (i, slot) in idom.iter_mut().enumerate().skip(1) {
                if let Some(d) = doms.immediate_dominator(NodeIndex::new(i)) {
                    *slot = d.index() as u32;
                    reachable[i] = true;
                }
            }
        }

        // Children lists in block order (compressed rows).
        let mut child_start = vec![0u32; n + 1];
        for &d in &idom {
            if d != NONE {
                child_start[d as usize + 1] += 1;
            }
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0u32; child_start[n] as usize];
        for (i, &d) in idom.iter().enumerate() {
            if d != NONE {
                children[fill[d as usize] as usize] = i as u32;
                fill[d as usize] += 1;
            }
        }

        // Pre/post numbers with an explicit stack of (node, next child).
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        let mut preorder = Vec::with_capacity(n);
        if n > 0 {
            let (mut pre_n, mut post_n) = (0u32, 0u32);
            let mut stack: Vec<(u32, u32)> = vec![(0, child_start[0])];
            pre[0] = pre_n;
            pre_n += 1;
            preorder.push(0);
            while let Some(top) = stack.last_mut() {
                let (node, next) = *top;
                if next < child_start[node as usize + 1] {
                    top.1 += 1;
                    let c = children[next as usize];
                    pre[c as usize] = pre_n;
                    pre_n += 1;
                    preorder.push(c);
                    stack.push((c, child_start[c as usize]));
                } else {
                    post[node as usize] = post_n;
                    post_n += 1;
                    stack.pop();
                }
            }
        }
        debug_assert!(
            (0..n).all(|i| reachable[i] == (pre[i] != NONE)),
            "every reachable block is numbered"
        );

        DominatorTree {
            blocks,
            index,
            idom,
            child_start,
            children,
            pre,
            post,
            preorder,
        }
    }

    fn idx(&self, b: Block) -> Option<usize> {
        self.index.get(b).map(|&i| i as usize)
    }

    /// The region's entry block, if it has blocks.
    pub fn entry(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    /// Whether `b` is a block of this region.
    pub fn contains(&self, b: Block) -> bool {
        self.index.contains_key(b)
    }

    /// Whether `b` is a block of this region reachable from its entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.idx(b).is_some_and(|i| self.pre[i] != NONE)
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    ///
    /// As in LLVM, a block unreachable from the entry is dominated by every
    /// block of the region (no path reaches it), and an unreachable block
    /// dominates only itself. Blocks of other regions dominate nothing.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (Some(ia), Some(ib)) = (self.idx(a), self.idx(b)) else {
            return false;
        };
        if ia == ib || self.pre[ib] == NONE {
            return true;
        }
        self.pre[ia] != NONE && self.pre[ia] <= self.pre[ib] && self.post[ib] <= self.post[ia]
    }

    /// Whether `a` dominates `b` and is not `b`.
    pub fn properly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The immediate dominator of `b`: `None` for the entry, for unreachable
    /// blocks and for blocks of other regions.
    pub fn idom(&self, b: Block) -> Option<Block> {
        let i = self.idx(b)?;
        let d = self.idom[i];
        (d != NONE).then(|| self.blocks[d as usize])
    }

    /// The blocks `b` immediately dominates, in block order.
    pub fn children(&self, b: Block) -> impl ExactSizeIterator<Item = Block> + '_ {
        let range = match self.idx(b) {
            Some(i) => self.child_start[i] as usize..self.child_start[i + 1] as usize,
            None => 0..0,
        };
        self.children[range]
            .iter()
            .map(move |&c| self.blocks[c as usize])
    }

    /// Reachable blocks in tree pre-order: a block before the blocks it
    /// dominates, children in block order.
    pub fn preorder(&self) -> impl ExactSizeIterator<Item = Block> + '_ {
        self.preorder.iter().map(move |&i| self.blocks[i as usize])
    }

    /// Number of blocks of the region (reachable or not).
    pub fn len(&self) -> usize {
        self.blocks.len()
    }

    /// Whether the region has no blocks.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::body::OpSpec;
    use crate::context::Context;
    use crate::loc::Loc;

    /// A root region with `n` blocks; `edges[i]` lists the successors of
    /// block `i` (its last op is a branch to them).
    fn cfg(cx: &Context, n: usize, edges: &[(usize, &[usize])]) -> (Body, Vec<Block>) {
        let mut body = Body::new();
        let blocks: Vec<Block> = (0..n).map(|_| body.create_block()).collect();
        for &b in &blocks {
            body.append_block(body.root(), b);
        }
        for &(from, tos) in edges {
            let mut spec = OpSpec::new(cx.op_name("t.br"), Loc::UNKNOWN);
            for &t in tos {
                spec = spec.with_successor(blocks[t], []);
            }
            let op = body.create_op(spec);
            body.append_op(blocks[from], op);
        }
        (body, blocks)
    }

    #[test]
    fn diamond() {
        let cx = Context::new();
        let (body, b) = cfg(&cx, 4, &[(0, &[1, 2]), (1, &[3]), (2, &[3])]);
        let t = DominatorTree::new(&body, body.root());
        assert!(t.dominates(b[0], b[3]));
        assert!(!t.dominates(b[1], b[3]));
        assert!(!t.dominates(b[3], b[1]));
        assert!(t.dominates(b[2], b[2]));
        assert!(!t.properly_dominates(b[2], b[2]));
        assert_eq!(t.idom(b[3]), Some(b[0]));
        assert_eq!(t.idom(b[0]), None);
        assert_eq!(t.children(b[0]).collect::<Vec<_>>(), [b[1], b[2], b[3]]);
        assert_eq!(t.preorder().collect::<Vec<_>>(), [b[0], b[1], b[2], b[3]]);
    }

    #[test]
    fn loops_and_self_loops() {
        let cx = Context::new();
        // 0 -> 1; 1 -> 1, 2; 2 -> 1, 3
        let (body, b) = cfg(&cx, 4, &[(0, &[1]), (1, &[1, 2]), (2, &[1, 3])]);
        let t = DominatorTree::new(&body, body.root());
        assert_eq!(t.idom(b[1]), Some(b[0]));
        assert_eq!(t.idom(b[2]), Some(b[1]));
        assert_eq!(t.idom(b[3]), Some(b[2]));
        assert!(t.dominates(b[1], b[3]));
        assert!(!t.dominates(b[2], b[1]));
    }

    #[test]
    fn unreachable_blocks_are_outside_the_tree() {
        let cx = Context::new();
        // 2 is unreachable and branches into 1; 3 is an unreachable self-loop.
        let (body, b) = cfg(&cx, 4, &[(0, &[1]), (2, &[1]), (3, &[3])]);
        let t = DominatorTree::new(&body, body.root());
        assert!(t.is_reachable(b[1]));
        assert!(!t.is_reachable(b[2]));
        assert!(!t.is_reachable(b[3]));
        assert_eq!(t.idom(b[1]), Some(b[0]));
        assert_eq!(t.idom(b[2]), None);
        assert!(
            t.dominates(b[0], b[2]),
            "everything dominates an unreachable block"
        );
        assert!(!t.dominates(b[2], b[1]));
        assert!(t.dominates(b[3], b[3]));
        assert_eq!(t.preorder().count(), 2);
    }

    #[test]
    fn irreducible_cfg() {
        let cx = Context::new();
        // 0 -> 1, 2; 1 <-> 2; both -> 3. Neither 1 nor 2 dominates the other.
        let (body, b) = cfg(&cx, 4, &[(0, &[1, 2]), (1, &[2, 3]), (2, &[1, 3])]);
        let t = DominatorTree::new(&body, body.root());
        assert_eq!(t.idom(b[1]), Some(b[0]));
        assert_eq!(t.idom(b[2]), Some(b[0]));
        assert_eq!(t.idom(b[3]), Some(b[0]));
        assert!(!t.dominates(b[1], b[2]));
    }

    #[test]
    fn entry_as_successor_and_foreign_blocks() {
        let cx = Context::new();
        let (mut body, b) = cfg(&cx, 2, &[(0, &[1]), (1, &[0])]);
        let stray = body.create_block();
        let t = DominatorTree::new(&body, body.root());
        assert_eq!(t.idom(b[1]), Some(b[0]));
        assert!(!t.dominates(b[1], b[0]));
        assert!(!t.dominates(stray, b[0]));
        assert!(!t.contains(stray));
        assert_eq!(t.children(stray).count(), 0);
        let none = Body::new();
        assert!(DominatorTree::new(&none, none.root()).is_empty());
    }

    #[test]
    fn long_chain_has_no_recursion() {
        let cx = Context::new();
        let n = 100_000;
        let edges: Vec<(usize, Vec<usize>)> = (0..n - 1).map(|i| (i, vec![i + 1])).collect();
        let edges: Vec<(usize, &[usize])> = edges.iter().map(|(i, v)| (*i, v.as_slice())).collect();
        let (body, b) = cfg(&cx, n, &edges);
        let t = DominatorTree::new(&body, body.root());
        assert!(t.dominates(b[0], b[n - 1]));
        assert!(t.dominates(b[n / 2], b[n - 1]));
        assert!(!t.dominates(b[n - 1], b[n / 2]));
        assert_eq!(t.preorder().count(), n);
    }
}
