//! Common subexpression elimination.

use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_ir::{Block, Body, Context, DominatorTree, Function, Op, Traits, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Replaces a pure op by an identical earlier op that dominates it.
///
/// Two ops are identical when they have the same name, operands (in either
/// order for a [`COMMUTATIVE`](Traits::COMMUTATIVE) op with two operands),
/// attributes and result types. Only ops registered
/// [`PURE`](Traits::PURE) with no regions and no successors are merged;
/// constants too. Ops in nested regions may reuse ops of the enclosing
/// regions, except across an op that is
/// [`ISOLATED_FROM_ABOVE`](Traits::ISOLATED_FROM_ABOVE).
///
/// The walk follows each region's dominator tree in pre-order with a scoped
/// hash table, so an op is only ever replaced by one that dominates it, and
/// the first of a set of identical ops is the one kept. Blocks unreachable
/// from their region's entry are left alone.
///
/// Entry: a function that verifies. Exit: it verifies, with fewer ops.
#[derive(Clone, Copy, Debug, Default)]
pub struct Cse;

impl FunctionPass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let body = func.body_mut();
        let root = body.root();
        Ok(PassOutcome::from_changed(cse_region(cx, body, root)))
    }
}

/// Whether `op` is a candidate for merging: registered pure, no regions,
/// successors or terminator role, at least one result. `Some(true)` when
/// its two operands may come in either order.
fn candidate(cx: &Context, body: &Body, op: Op) -> Option<bool> {
    let def = body.op_def(cx, op)?;
    if !def.has(Traits::PURE)
        || def.has(Traits::TERMINATOR)
        || !body.regions(op).is_empty()
        || !body.successors(op).is_empty()
        || body.results(op).is_empty()
    {
        return None;
    }
    Some(def.has(Traits::COMMUTATIVE) && body.operands(op).len() == 2)
}

/// `op`'s operands in the order that makes two ops the same: as they are,
/// or the two of a commutative op sorted.
fn key_operands(body: &Body, op: Op, commutes: bool) -> SmallVec<[Value; 3]> {
    let mut operands = SmallVec::<[Value; 3]>::from_slice(body.operands(op));
    if commutes {
        operands.sort_unstable();
    }
    operands
}

/// The hash of what makes a candidate the same as another: its name,
/// operands (see [`key_operands`]), attributes and result types.
fn hash_of(body: &Body, op: Op, commutes: bool) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    body.op_name(op).hash(&mut h);
    key_operands(body, op, commutes).hash(&mut h);
    body.attrs(op).hash(&mut h);
    for &r in body.results(op) {
        body.value_type(r).hash(&mut h);
    }
    h.finish()
}

/// Whether candidates `a` and `b` (`commutes` for both: they have one
/// name) compute the same values: the same name, operands, attributes and
/// result types. Compared in the body, not through a key made for every
/// op: before, the key (its operands, attributes and types copied) and
/// its copy into the table were most of the pass.
fn same(body: &Body, a: Op, b: Op, commutes: bool) -> bool {
    body.op_name(a) == body.op_name(b)
        && key_operands(body, a, commutes) == key_operands(body, b, commutes)
        && body.attrs(a) == body.attrs(b)
        && body.results(a).len() == body.results(b).len()
        && body
            .results(a)
            .iter()
            .zip(body.results(b))
            .all(|(&x, &y)| body.value_type(x) == body.value_type(y))
}

/// Available ops by hash, in scopes that are popped in stack order.
///
/// The table maps a hash to the latest entry with that hash, and each
/// entry links to the one it shadows (an equal op of an enclosing scope,
/// or another op with the same hash). An op's hash is computed once; ops
/// are compared in the body (see [`same`]). The ops kept do not change
/// while they are in the table: their operands are defined above them,
/// so any merge of those happened before they were visited.
#[derive(Default)]
struct ScopedTable {
    /// Latest entry for each hash.
    map: FxHashMap<u64, usize>,
    /// Every live entry: its op's hash, its op, and the entry with the
    /// same hash it shadows.
    entries: Vec<(u64, Op, Option<usize>)>,
    /// Entries below this index are not visible (an isolated region).
    barrier: usize,
}

impl ScopedTable {
    /// The latest visible op the same as `op` (hashed to `hash`).
    fn lookup(&self, body: &Body, hash: u64, op: Op, commutes: bool) -> Option<Op> {
        let mut at = self.map.get(&hash).copied();
        while let Some(i) = at.filter(|&i| i >= self.barrier) {
            let (_, kept, prev) = self.entries[i];
            if same(body, kept, op, commutes) {
                return Some(kept);
            }
            at = prev;
        }
        None
    }

    fn insert(&mut self, hash: u64, op: Op) {
        let prev = self.map.insert(hash, self.entries.len());
        self.entries.push((hash, op, prev));
    }

    fn mark(&self) -> usize {
        self.entries.len()
    }

    fn pop_to(&mut self, mark: usize) {
        while self.entries.len() > mark {
            let Some((hash, _, prev)) = self.entries.pop() else {
                break;
            };
            match prev {
                Some(p) => {
                    self.map.insert(hash, p);
                }
                None => {
                    self.map.remove(&hash);
                }
            }
        }
    }
}

/// One step of the walk. An explicit stack of these replaces recursion over
/// both the dominator tree and nested regions.
enum Task {
    /// Open a scope for `block` and visit its ops.
    Enter { tree: usize, block: Block },
    /// Visit `next` and the ops after it in `block`, then `block`'s children
    /// in the dominator tree.
    Ops {
        tree: usize,
        block: Block,
        next: Option<Op>,
    },
    /// Close the scope that started at this mark.
    Pop(usize),
    /// Restore the barrier after an isolated op's regions.
    Barrier(usize),
}

/// Runs CSE over `region` and the regions nested in it. Returns whether
/// anything changed.
fn cse_region(cx: &Context, body: &mut Body, region: dxir_ir::Region) -> bool {
    let mut trees: Vec<DominatorTree> = Vec::new();
    // Sized for every op up front: growing the table rehashes every key.
    let mut table = ScopedTable {
        map: FxHashMap::with_capacity_and_hasher(body.num_ops(), Default::default()),
        entries: Vec::with_capacity(body.num_ops()),
        barrier: 0,
    };
    let mut tasks = Vec::new();
    let mut changed = false;
    enter_region(body, region, &mut tasks, &mut trees);
    while let Some(task) = tasks.pop() {
        match task {
            Task::Enter { tree, block } => {
                tasks.push(Task::Pop(table.mark()));
                tasks.push(Task::Ops {
                    tree,
                    block,
                    next: body.first_op(block),
                });
            }
            Task::Ops {
                tree,
                block,
                next: Some(op),
            } => {
                tasks.push(Task::Ops {
                    tree,
                    block,
                    next: body.next_op(op),
                });
                if !body.regions(op).is_empty() {
                    if body.op_has(cx, op, Traits::ISOLATED_FROM_ABOVE) {
                        tasks.push(Task::Barrier(table.barrier));
                        table.barrier = table.mark();
                    }
                    for &r in body.regions(op).iter().rev() {
                        enter_region(body, r, &mut tasks, &mut trees);
                    }
                    continue;
                }
                let Some(commutes) = candidate(cx, body, op) else {
                    continue;
                };
                let hash = hash_of(body, op, commutes);
                match table.lookup(body, hash, op, commutes) {
                    Some(existing) => {
                        let results = SmallVec::<[Value; 2]>::from_slice(body.results(existing));
                        body.replace_op(op, &results);
                        changed = true;
                    }
                    None => table.insert(hash, op),
                }
            }
            Task::Ops {
                tree,
                block,
                next: None,
            } => {
                let children: Vec<Block> = trees[tree].children(block).collect();
                for c in children.into_iter().rev() {
                    tasks.push(Task::Enter { tree, block: c });
                }
            }
            Task::Pop(mark) => table.pop_to(mark),
            Task::Barrier(b) => table.barrier = b,
        }
    }
    changed
}

/// Schedules the walk of `region` from its entry block.
fn enter_region(
    body: &Body,
    region: dxir_ir::Region,
    tasks: &mut Vec<Task>,
    trees: &mut Vec<DominatorTree>,
) {
    let tree = DominatorTree::new(body, region);
    if let Some(entry) = tree.entry() {
        tasks.push(Task::Enter {
            tree: trees.len(),
            block: entry,
        });
        trees.push(tree);
    }
}

#[cfg(test)]
mod tests;
