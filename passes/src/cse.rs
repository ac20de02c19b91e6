//! Common subexpression elimination.

use crate::pass::{FunctionPass, PassError, PassOutcome};
use dxir_ir::{
    AttrDict, Block, Body, Context, DominatorTree, Function, Op, OpName, Traits, Type, Value,
};
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

/// What makes two pure ops compute the same values.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    name: OpName,
    // Inline small vectors: a key is built for every pure op and cloned
    // into the table, so heap-allocated parts dominated the pass.
    operands: SmallVec<[Value; 3]>,
    attrs: AttrDict,
    results: SmallVec<[Type; 1]>,
}

impl Key {
    /// The key of `op` if it is a candidate for merging.
    fn of(cx: &Context, body: &Body, op: Op) -> Option<Key> {
        let def = body.op_def(cx, op)?;
        if !def.has(Traits::PURE)
            || def.has(Traits::TERMINATOR)
            || !body.regions(op).is_empty()
            || !body.successors(op).is_empty()
            || body.results(op).is_empty()
        {
            return None;
        }
        let mut operands = SmallVec::<[Value; 3]>::from_slice(body.operands(op));
        if def.has(Traits::COMMUTATIVE) && operands.len() == 2 {
            operands.sort_unstable();
        }
        // Pushed, not collected: the generic `collect` into a small
        // vector cost more than the pushes for the one result most ops have.
        let mut results = SmallVec::new();
        for &r in body.results(op) {
            results.push(body.value_type(r));
        }
        Some(Key {
            name: body.op_name(op),
            operands,
            attrs: body.attrs(op).clone(),
            results,
        })
    }
}

/// Available ops by key, in scopes that are popped in stack order.
///
/// Each key is hashed once and kept once: the table maps a key's hash to
/// the latest entry with that hash, and each entry links to the one it
/// shadows (an equal key of an enclosing scope, or another key with the
/// same hash). Before, the key was cloned into a hash map and hashed again
/// for each lookup, insertion and removal (`docs/performance.md`).
#[derive(Default)]
struct ScopedTable {
    /// Latest entry for each hash.
    map: FxHashMap<u64, usize>,
    /// Every live entry: its key's hash, its key, its op, and the entry
    /// with the same hash it shadows.
    entries: Vec<(u64, Key, Op, Option<usize>)>,
    /// Entries below this index are not visible (an isolated region).
    barrier: usize,
}

/// The hash a [`ScopedTable`] files `key` under.
fn hash_of(key: &Key) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault};
    BuildHasherDefault::<rustc_hash::FxHasher>::default().hash_one(key)
}

impl ScopedTable {
    /// The latest visible op with `key` (hashed to `hash`).
    fn lookup(&self, hash: u64, key: &Key) -> Option<Op> {
        let mut at = self.map.get(&hash).copied();
        while let Some(i) = at.filter(|&i| i >= self.barrier) {
            let (_, k, op, prev) = &self.entries[i];
            if k == key {
                return Some(*op);
            }
            at = *prev;
        }
        None
    }

    fn insert(&mut self, hash: u64, key: Key, op: Op) {
        let prev = self.map.insert(hash, self.entries.len());
        self.entries.push((hash, key, op, prev));
    }

    fn mark(&self) -> usize {
        self.entries.len()
    }

    fn pop_to(&mut self, mark: usize) {
        while self.entries.len() > mark {
            let Some((hash, _, _, prev)) = self.entries.pop() else {
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
                let Some(key) = Key::of(cx, body, op) else {
                    continue;
                };
                let hash = hash_of(&key);
                match table.lookup(hash, &key) {
                    Some(existing) => {
                        let results = body.results(existing).to_vec();
                        body.replace_op(op, &results);
                        changed = true;
                    }
                    None => table.insert(hash, key, op),
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
