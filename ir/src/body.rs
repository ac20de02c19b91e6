//! A body: one function's arenas of ops, values, blocks and regions, and
//! their layout.
//!
//! Every function owns its own [`Body`], so rayon can hand out `&mut Function`
//! to different threads without locks. The module-level symbol ops live in a
//! body of their own.
//!
//! The data of an op (name, operands, results, attributes, successors,
//! regions) says *what* it computes; its link (block, previous and next op)
//! says *where* it sits. Replacing a value never touches the layout; erasing
//! an op must.
//!
//! Operands are stored flat: an op's ordinary operands first, then the
//! arguments it passes to each successor in order. A [`Use`] indexes that
//! flat list, so replacing a value also updates successor arguments.
//!
//! A value's uses are a plain list, and each operand slot remembers where
//! its use sits in that list, so adding and removing a use are O(1) and
//! need no hash table per value (LLVM's use lists have the same cost).
//! Removal swaps the last use into the hole, so the order of [`Body::uses`]
//! is insertion order with swap-removes, and deterministic.

use crate::arena::Arena;
use crate::attr::{Attr, AttrDict};
use crate::context::{Context, OpName};
use crate::dialect::{OpDef, Traits};
use crate::entity::{Block, BodyKey, Op, Region, Use, Value};
use crate::loc::Loc;
use crate::slot_vec::{DenseMap, SlotVec};
use crate::types::Type;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// The smallest op arena [`Body::compact`] is worth running on.
const COMPACT_MIN_SLOTS: usize = 256;

/// A compacted arena keeps room for 1/`COMPACT_HEADROOM` more entries, so
/// that a pass adding a few ops does not double it at once (copying every
/// op) and leave it sparse enough to be compacted again.
const COMPACT_HEADROOM: usize = 8;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result {
        /// The defining op.
        op: Op,
        /// Which result.
        index: u32,
    },
    /// Argument `index` of `block`.
    BlockArg {
        /// The block.
        block: Block,
        /// Which argument.
        index: u32,
    },
    /// A value made to stand for a forward reference; it must be replaced
    /// before the body is used. The verifier reports any that remain.
    Placeholder,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    def: ValueDef,
    /// Each use's position here is in its op's `use_pos`.
    uses: SmallVec<[Use; 1]>,
}

/// Where an op sits and its name, kept apart from [`OpData`] in a dense
/// array: walks, and the passes that look at every op's name, touch these
/// few bytes per op instead of an op's whole data.
#[derive(Clone, Copy, Debug)]
struct OpLink {
    name: OpName,
    block: Option<Block>,
    prev: Option<Op>,
    next: Option<Op>,
    /// Whether the op has regions (a walk must enter them).
    nested: bool,
}

#[derive(Clone, Debug)]
struct OpData {
    /// Ordinary operands, then each successor's arguments.
    operands: SmallVec<[Value; 3]>,
    /// Where each operand's use sits in its value's use list.
    use_pos: SmallVec<[u32; 4]>,
    /// How many of `operands` are ordinary operands.
    num_plain: u32,
    /// The result of an op with one (most have at most one); an op with
    /// more keeps them all in `extra`.
    result: Option<Value>,
    attrs: AttrDict,
    /// Successors and regions, which few ops have, boxed apart so that
    /// the common op is smaller (ops are most of a module's memory).
    extra: Option<Box<OpExtra>>,
    loc: Loc,
}

#[derive(Clone, Debug, Default)]
struct OpExtra {
    /// The results of an op with two or more.
    results: SmallVec<[Value; 2]>,
    successors: SmallVec<[Block; 2]>,
    /// Number of arguments passed to each successor.
    succ_arg_counts: SmallVec<[u32; 2]>,
    regions: SmallVec<[Region; 1]>,
}

impl OpData {
    fn results(&self) -> &[Value] {
        match self.extra.as_deref() {
            Some(e) if !e.results.is_empty() => &e.results,
            _ => self.result.as_slice(),
        }
    }

    fn results_mut(&mut self) -> &mut [Value] {
        match self.extra.as_deref_mut() {
            Some(e) if !e.results.is_empty() => &mut e.results,
            _ => self.result.as_mut_slice(),
        }
    }

    fn set_results(&mut self, results: SmallVec<[Value; 2]>) {
        match results.as_slice() {
            [] => self.result = None,
            &[r] => self.result = Some(r),
            _ => self.extra_mut().results = results,
        }
    }

    fn successors(&self) -> &[Block] {
        self.extra.as_deref().map_or(&[], |e| &e.successors)
    }

    fn succ_arg_counts(&self) -> &[u32] {
        self.extra.as_deref().map_or(&[], |e| &e.succ_arg_counts)
    }

    fn regions(&self) -> &[Region] {
        self.extra.as_deref().map_or(&[], |e| &e.regions)
    }

    fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

#[derive(Clone, Debug, Default)]
struct BlockData {
    args: SmallVec<[Value; 2]>,
    first: Option<Op>,
    last: Option<Op>,
    region: Option<Region>,
}

#[derive(Clone, Debug, Default)]
struct RegionData {
    blocks: Vec<Block>,
    parent: Option<Op>,
}

/// Everything needed to create an op. Build it with the `with_*` methods.
#[derive(Clone, Debug)]
pub struct OpSpec {
    /// The op's name.
    pub name: OpName,
    /// Ordinary operands.
    pub operands: SmallVec<[Value; 3]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 1]>,
    /// Attributes.
    pub attrs: AttrDict,
    /// Successor blocks with the arguments passed to each.
    pub successors: Vec<(Block, Vec<Value>)>,
    /// Number of (empty) regions to create.
    pub num_regions: usize,
    /// Source location.
    pub loc: Loc,
}

impl OpSpec {
    /// An op named `name` at `loc`, with nothing else yet.
    pub fn new(name: OpName, loc: Loc) -> Self {
        OpSpec {
            name,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            attrs: AttrDict::new(),
            successors: Vec::new(),
            num_regions: 0,
            loc,
        }
    }

    /// Sets the ordinary operands.
    pub fn with_operands(mut self, operands: impl IntoIterator<Item = Value>) -> Self {
        // Pushed one by one: for the few items an op has, the generic
        // `collect` into a small vector (reserve, then the copy loop) cost
        // more than the pushes.
        self.operands.clear();
        for v in operands {
            self.operands.push(v);
        }
        self
    }

    /// Sets the result types.
    pub fn with_results(mut self, types: impl IntoIterator<Item = Type>) -> Self {
        self.result_types.clear();
        for t in types {
            self.result_types.push(t);
        }
        self
    }

    /// Adds the attribute `key = value`.
    pub fn with_attr(mut self, cx: &Context, key: &str, value: Attr) -> Self {
        self.attrs.set(cx.ident(key), value);
        self
    }

    /// Sets all attributes.
    pub fn with_attrs(mut self, attrs: AttrDict) -> Self {
        self.attrs = attrs;
        self
    }

    /// Adds a successor and the arguments passed to it.
    pub fn with_successor(mut self, block: Block, args: impl IntoIterator<Item = Value>) -> Self {
        self.successors.push((block, args.into_iter().collect()));
        self
    }

    /// Sets the number of regions.
    pub fn with_regions(mut self, n: usize) -> Self {
        self.num_regions = n;
        self
    }
}

/// The arenas and layout of one function (or of the module's symbol ops).
#[derive(Clone, Debug)]
pub struct Body {
    ops: Arena<Op, OpData>,
    values: Arena<Value, ValueData>,
    blocks: Arena<Block, BlockData>,
    regions: Arena<Region, RegionData>,
    /// The layout of every live op (see [`OpLink`]).
    links: DenseMap<Op, OpLink>,
    root: Region,
    /// Optional source names of values (LLVM's `%mul.i`); printed where
    /// unique, otherwise values are numbered. Never affects semantics.
    value_names: DenseMap<Value, Box<str>>,
    /// Optional source names of blocks (LLVM's `for.body`).
    block_names: DenseMap<Block, Box<str>>,
    /// The last [`walk`](Body::walk), until the layout changes: passes
    /// walk a body many times (about 7,000 walks of 700 bodies on the
    /// benchmark's M), often with nothing moved in between, and following
    /// the links op by op costs a cache miss per op where this copy reads
    /// memory in order. Every change of the layout ([`touched`](Body::touched))
    /// drops it.
    walked: std::sync::OnceLock<Vec<Op>>,
}

impl Default for Body {
    fn default() -> Self {
        Self::new()
    }
}

impl Body {
    /// An empty body: a root region with no blocks.
    pub fn new() -> Self {
        let mut regions = Arena::default();
        let root = regions.insert(RegionData::default());
        Body {
            ops: Arena::default(),
            values: Arena::default(),
            blocks: Arena::default(),
            regions,
            links: DenseMap::default(),
            root,
            value_names: DenseMap::default(),
            block_names: DenseMap::default(),
            walked: std::sync::OnceLock::new(),
        }
    }

    // ---- Memory -----------------------------------------------------------

    /// Makes room for `ops` more ops and as many more values without
    /// growing: for a reader that knows how many ops it is about to make
    /// (the importer, from the instructions it parsed). Grown by doubling
    /// instead, the arenas copy every op and value they hold at each
    /// step; on M that was about 1% of the instructions run.
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.links.reserve(self.ops.capacity());
    }

    /// How many ops the op arena holds without growing (the live ones
    /// included): the size for a [`SlotVec`] of the body's ops.
    pub fn op_capacity(&self) -> usize {
        self.ops.capacity()
    }

    /// How many values the value arena holds without growing: the size
    /// for a [`SlotVec`] or [`DenseMap`](crate::DenseMap) of the body's
    /// values.
    pub fn value_capacity(&self) -> usize {
        self.values.capacity()
    }

    /// How many blocks the block arena holds without growing.
    pub fn block_capacity(&self) -> usize {
        self.blocks.capacity()
    }

    /// The ops from which [`compact`](Self::compact) remaps a body's
    /// arenas on two threads: below, the join costs more than it
    /// saves, and the many small bodies of a module are compacted in
    /// parallel with each other anyway.
    pub const PARALLEL_COMPACT_OPS: usize = 8192;

    /// The ops of a body worth a job of their own when one body's work is
    /// split across threads ([`root_block_runs`](Self::root_block_runs)):
    /// a job costs a worker's state and the join of its output.
    pub const OPS_PER_RUN: usize = 4096;

    /// The runs of consecutive blocks of the root region, as `(start,
    /// end)` positions in it, of about `ops_per_run` ops each (an op's
    /// nested regions count with it): the parts a large body is split into
    /// for work on several threads (verifying, writing). One run for a body
    /// of fewer than twice `ops_per_run` ops.
    pub fn root_block_runs(&self, ops_per_run: usize) -> Vec<(usize, usize)> {
        let blocks = self.region_blocks(self.root);
        if self.num_ops() < ops_per_run.saturating_mul(2) {
            return vec![(0, blocks.len())];
        }
        let mut runs = Vec::new();
        let (mut start, mut ops) = (0, 0);
        for (i, &b) in blocks.iter().enumerate() {
            ops += self.block_ops(b).count();
            if ops >= ops_per_run {
                runs.push((start, i + 1));
                (start, ops) = (i + 1, 0);
            }
        }
        if start < blocks.len() || runs.is_empty() {
            runs.push((start, blocks.len()));
        }
        runs
    }

    /// What `find` finds in the body's ops, walked in program order: `find`
    /// gets the ops in runs of `ops_per_run` on the pool when the body has
    /// twice that many or more, else all of them at once, and the findings
    /// come out in op order, as one walk gives them. For read-only checks
    /// that look at each op on its own (whatever `find` remembers, a memo,
    /// starts afresh in each run).
    pub fn find_in_op_runs<T: Send>(
        &self,
        ops_per_run: usize,
        find: impl Fn(&[Op], &mut Vec<T>) + Sync,
    ) -> Vec<T> {
        use rayon::prelude::*;
        let ops = self.walk();
        let mut found = Vec::new();
        if ops.len() < ops_per_run.saturating_mul(2) {
            find(&ops, &mut found);
            return found;
        }
        let per_run: Vec<Vec<T>> = ops
            .par_chunks(ops_per_run.max(1))
            .map(|run| {
                let mut found = Vec::new();
                find(run, &mut found);
                found
            })
            .collect();
        found.extend(per_run.into_iter().flatten());
        found
    }

    /// Whether a quarter or more of the op arena's slots are free. A pass
    /// that rebuilds much of a body makes the new ops before it erases the
    /// old ones, so the arenas grow to hold both and keep that size (on
    /// the benchmark files, 3.5 slots per live op after `lower-dxil`); a
    /// pass that adds ops doubles them. Compacted as soon as a pass is done
    /// with the function, such a body gives the slack back while the other
    /// functions are still being rewritten: on the benchmark's L the peak
    /// of the run went from 488 MB (during `scalarize`) to 438 MB
    /// (`docs/performance.md`).
    pub fn is_sparse(&self) -> bool {
        let slots = self.ops.capacity();
        slots >= COMPACT_MIN_SLOTS && self.ops.len() * 4 <= slots * 3
    }

    /// Slots of the op and value arenas that hold nothing: grown but not
    /// yet used, or freed by erasing. A compacted body has only the room
    /// compaction leaves (an eighth of each arena's entries).
    pub fn free_slots(&self) -> usize {
        (self.ops.capacity() - self.ops.len()) + (self.values.capacity() - self.values.len())
    }

    /// Rebuilds the arenas with only their live entries, in program
    /// order, and frees the rest but room for an eighth more entries (see
    /// [`is_sparse`](Self::is_sparse)). The new ops replaced old ones
    /// wherever a slot was free, so walks had been jumping about memory;
    /// after this they read it in order (on M, `validate-dxil` after a
    /// compacted `lower-dxil` takes 12 ms instead of 37 ms). Without the
    /// room, the first op a later pass added doubled the arena, copying
    /// every op, and left it sparse, to be compacted again: on M that
    /// growth was 2.2% of all the instructions run, and on L the peak was
    /// 12 MB higher.
    ///
    /// Every id of the body changes: nothing may hold an [`Op`], [`Value`],
    /// [`Block`] or [`Region`] of it across this call (the importer calls
    /// it on each function it reads, the passes on each function they are
    /// done with, the pass manager between passes). Nothing printed
    /// depends on ids.
    pub fn compact(&mut self) {
        let parallel = self.num_ops() >= Self::PARALLEL_COMPACT_OPS;
        self.compact_on(parallel);
    }

    /// [`compact`](Self::compact), with the arenas remapped two at a time
    /// on the pool when `parallel`.
    fn compact_on(&mut self, parallel: bool) {
        // Program order: the ops in a walk, each block's arguments before
        // its ops' results, so that walks read memory in order.
        let walk = self.walk();
        let mut block_order = Vec::with_capacity(self.blocks.len());
        let mut value_order = Vec::with_capacity(self.values.len());
        let mut seen_block = None;
        for &o in &walk {
            let b = self.links[o].block;
            if b != seen_block {
                if let Some(b) = b {
                    block_order.push(b);
                    value_order.extend_from_slice(&self.blocks[b].args);
                }
                seen_block = b;
            }
            value_order.extend_from_slice(self.ops[o].results());
        }
        // Renumbered one arena after the other: each holds its old and its
        // new entries until it is done, so two at once raised the peak (F:
        // 47 to 54 MB) for little time.
        let (mut ops, op) = Renumbered::new(std::mem::take(&mut self.ops), &walk);
        let (mut values, value) = Renumbered::new(std::mem::take(&mut self.values), &value_order);
        let (mut blocks, block) = Renumbered::new(std::mem::take(&mut self.blocks), &block_order);
        let (mut regions, region) = Renumbered::new(std::mem::take(&mut self.regions), &[]);
        // A large body's arenas are remapped two at a time on the pool:
        // each side reads the maps and writes only its own arenas, so the
        // result is the same whichever runs first (on the benchmark's F,
        // compacting its one large function was about a tenth of the
        // passes' wall time, most of it waiting on memory, with the other
        // core idle).
        let old_links = std::mem::take(&mut self.links);
        let old_value_names = std::mem::take(&mut self.value_names);
        let old_block_names = std::mem::take(&mut self.block_names);
        let (links, (value_names, block_names)) = join_if(
            parallel,
            || {
                for d in ops.values_mut() {
                    d.operands.iter_mut().for_each(|v| *v = value.of(*v));
                    d.results_mut().iter_mut().for_each(|v| *v = value.of(*v));
                    if let Some(e) = d.extra.as_deref_mut() {
                        e.successors.iter_mut().for_each(|b| *b = block.of(*b));
                        e.regions.iter_mut().for_each(|r| *r = region.of(*r));
                    }
                }
                let mut links = DenseMap::with_capacity(ops.capacity());
                for (old, l) in old_links.into_entries() {
                    let l = OpLink {
                        block: l.block.map(|b| block.of(b)),
                        prev: l.prev.map(|o| op.of(o)),
                        next: l.next.map(|o| op.of(o)),
                        ..l
                    };
                    links.insert(op.of(old), l);
                }
                links
            },
            || {
                for d in values.values_mut() {
                    d.def = match d.def {
                        ValueDef::Result { op: o, index } => ValueDef::Result {
                            op: op.of(o),
                            index,
                        },
                        ValueDef::BlockArg { block: b, index } => ValueDef::BlockArg {
                            block: block.of(b),
                            index,
                        },
                        ValueDef::Placeholder => ValueDef::Placeholder,
                    };
                    d.uses.iter_mut().for_each(|u| u.op = op.of(u.op));
                }
                for d in blocks.values_mut() {
                    d.args.iter_mut().for_each(|v| *v = value.of(*v));
                    d.first = d.first.map(|o| op.of(o));
                    d.last = d.last.map(|o| op.of(o));
                    d.region = d.region.map(|r| region.of(r));
                }
                for d in regions.values_mut() {
                    d.blocks.iter_mut().for_each(|b| *b = block.of(*b));
                    d.parent = d.parent.map(|o| op.of(o));
                }
                // Names follow their values and blocks (erasing drops a
                // name, so each has one; `get` only guards that). Sized for
                // every value, as any may be named, rather than grown by
                // doubling.
                let mut value_names = DenseMap::with_capacity(values.capacity());
                for (old, name) in old_value_names.into_entries() {
                    if let Some(v) = value.get(old) {
                        value_names.insert(v, name);
                    }
                }
                let mut block_names = DenseMap::default();
                for (old, name) in old_block_names.into_entries() {
                    if let Some(b) = block.get(old) {
                        block_names.insert(b, name);
                    }
                }
                (value_names, block_names)
            },
        );
        *self = Body {
            ops,
            values,
            blocks,
            root: region.of(self.root),
            regions,
            links,
            value_names,
            block_names,
            walked: std::sync::OnceLock::new(),
        };
    }

    // ---- Names ----------------------------------------------------------

    /// Sets or clears the source name of `v`. An empty name clears it.
    pub fn set_value_name(&mut self, v: Value, name: Option<&str>) {
        match name {
            Some(n) if !n.is_empty() => {
                self.value_names.insert(v, n.into());
            }
            _ => {
                self.value_names.remove(v);
            }
        }
    }

    /// The source name of `v`, if it has one.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        self.value_names.get(v).map(|n| &**n)
    }

    /// Gives `new`, a value created to take over `old`'s uses, `old`'s
    /// name (as LLVM's DXILOpLowering names the op that replaces an
    /// intrinsic call after the call); a value that already has a name, or
    /// that no op defines (a block argument), keeps what it has. Both rule
    /// engines and the passes that replace an op by a new one call this.
    pub fn inherit_value_name(&mut self, old: Value, new: Value) {
        let Some(name) = self.value_name(old) else {
            return;
        };
        if self.value_name(new).is_some() || self.defining_op(new).is_none() {
            return;
        }
        let name = name.to_string();
        self.set_value_name(new, Some(&name));
    }

    /// The values that have a source name, in arena order: a walk of the
    /// names alone, for a pass that looks only at named values (most
    /// values of a lowered body have no name).
    pub fn named_values(&self) -> impl Iterator<Item = Value> + '_ {
        self.value_names.keys()
    }

    /// Sets or clears the source name of `block`. An empty name clears it.
    pub fn set_block_name(&mut self, block: Block, name: Option<&str>) {
        match name {
            Some(n) if !n.is_empty() => {
                self.block_names.insert(block, n.into());
            }
            _ => {
                self.block_names.remove(block);
            }
        }
    }

    /// Forgets every value and block name, so the printer numbers them all.
    pub fn clear_names(&mut self) {
        self.value_names.clear();
        self.block_names.clear();
    }

    /// The source name of `block`, if it has one.
    pub fn block_name(&self, block: Block) -> Option<&str> {
        self.block_names.get(block).map(|n| &**n)
    }

    // ---- Creation -------------------------------------------------------

    /// Creates a detached op (in no block) with fresh results and empty
    /// regions.
    pub fn create_op(&mut self, spec: OpSpec) -> Op {
        let OpSpec {
            name,
            mut operands,
            result_types,
            attrs,
            successors,
            num_regions,
            loc,
        } = spec;
        let num_plain = operands.len() as u32;
        let mut extra: Option<Box<OpExtra>> = None;
        for (block, args) in successors {
            let e = extra.get_or_insert_with(Default::default);
            e.successors.push(block);
            e.succ_arg_counts.push(args.len() as u32);
            operands.extend(args);
        }
        // The op is built whole once its key is known: its uses and results
        // name it. (Built first and patched after, each step looked the op
        // up again; this runs for every op made.)
        let values = &mut self.values;
        let op = self.ops.insert_with_key(|op| {
            let mut use_pos = SmallVec::with_capacity(operands.len());
            for (i, &v) in operands.iter().enumerate() {
                let uses = &mut values[v].uses;
                use_pos.push(uses.len() as u32);
                uses.push(Use {
                    op,
                    index: i as u32,
                });
            }
            let mut data = OpData {
                operands,
                use_pos,
                num_plain,
                result: None,
                attrs,
                extra,
                loc,
            };
            let mut results: SmallVec<[Value; 2]> = SmallVec::new();
            for (i, &ty) in result_types.iter().enumerate() {
                results.push(values.insert(ValueData {
                    ty,
                    def: ValueDef::Result {
                        op,
                        index: i as u32,
                    },
                    uses: SmallVec::new(),
                }));
            }
            data.set_results(results);
            data
        });
        self.links.insert(
            op,
            OpLink {
                name,
                block: None,
                prev: None,
                next: None,
                nested: false,
            },
        );
        for _ in 0..num_regions {
            self.add_region(op);
        }
        op
    }

    /// Adds an empty region at the end of `op`'s regions.
    pub fn add_region(&mut self, op: Op) -> Region {
        self.touched();
        let r = self.regions.insert(RegionData {
            blocks: Vec::new(),
            parent: Some(op),
        });
        self.ops[op].extra_mut().regions.push(r);
        self.links[op].nested = true;
        r
    }

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> Block {
        self.blocks.insert(BlockData::default())
    }

    /// Adds an argument of type `ty` at the end of `block`'s arguments.
    pub fn add_block_arg(&mut self, block: Block, ty: Type) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg { block, index });
        self.blocks[block].args.push(v);
        v
    }

    /// Removes argument `index` of `block`, which must have no uses.
    pub fn remove_block_arg(&mut self, block: Block, index: usize) {
        let v = self.blocks[block].args.remove(index);
        debug_assert!(
            self.values[v].uses.is_empty(),
            "removing a block argument that is used"
        );
        self.remove_value(v);
        for (i, &a) in self.blocks[block].args.iter().enumerate().skip(index) {
            self.values[a].def = ValueDef::BlockArg {
                block,
                index: i as u32,
            };
        }
    }

    /// Creates a value that stands for a forward reference. Replace it with
    /// [`replace_all_uses`](Self::replace_all_uses) and then
    /// [`erase_placeholder`](Self::erase_placeholder).
    pub fn create_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// Removes a placeholder that has no uses left.
    pub fn erase_placeholder(&mut self, v: Value) {
        debug_assert!(matches!(self.values[v].def, ValueDef::Placeholder));
        debug_assert!(
            self.values[v].uses.is_empty(),
            "erasing a placeholder that is used"
        );
        self.remove_value(v);
    }

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        self.values.insert(ValueData {
            ty,
            def,
            uses: SmallVec::new(),
        })
    }

    // ---- Block layout ---------------------------------------------------

    /// Appends a detached block to `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.touched();
        debug_assert!(
            self.blocks[block].region.is_none(),
            "block is already placed"
        );
        self.blocks[block].region = Some(region);
        self.regions[region].blocks.push(block);
    }

    /// Inserts a detached block before `anchor` in its region.
    pub fn insert_block_before(&mut self, anchor: Block, block: Block) {
        self.touched();
        let region = self.blocks[anchor]
            .region
            .expect("anchor block is not placed");
        let at = self.block_position(anchor);
        self.blocks[block].region = Some(region);
        self.regions[region].blocks.insert(at, block);
    }

    /// Inserts a detached block after `anchor` in its region.
    pub fn insert_block_after(&mut self, anchor: Block, block: Block) {
        self.touched();
        let region = self.blocks[anchor]
            .region
            .expect("anchor block is not placed");
        let at = self.block_position(anchor);
        self.blocks[block].region = Some(region);
        self.regions[region].blocks.insert(at + 1, block);
    }

    /// Removes `block` from its region, keeping its ops.
    pub fn detach_block(&mut self, block: Block) {
        self.touched();
        if let Some(region) = self.blocks[block].region.take() {
            self.regions[region].blocks.retain(|&b| b != block);
        }
    }

    /// Erases `block`, its ops and its arguments. Nothing outside the block
    /// may still use its values, and no branch may still target it.
    pub fn erase_block(&mut self, block: Block) {
        self.touched();
        self.detach_block(block);
        // Drop operand uses first so that values used only inside the block
        // can go in any order.
        let ops: Vec<Op> = self.block_ops(block).collect();
        for &op in &ops {
            self.drop_operands_recursive(op);
        }
        for op in ops.into_iter().rev() {
            self.detach_op(op);
            self.free_op(op);
        }
        for v in std::mem::take(&mut self.blocks[block].args) {
            debug_assert!(
                self.values[v].uses.is_empty(),
                "erasing a block whose argument is used"
            );
            self.remove_value(v);
        }
        self.blocks.remove(block);
        self.block_names.remove(block);
    }

    /// Erases several blocks at once, with their ops and arguments.
    ///
    /// Unlike erasing them one by one, values may be used across the erased
    /// blocks in any direction (dead code often forms cycles). Nothing
    /// outside them may still use their values or branch to them.
    pub fn erase_blocks(&mut self, blocks: &[Block]) {
        self.touched();
        let mut doomed = rustc_hash::FxHashSet::default();
        let blocks: Vec<Block> = blocks
            .iter()
            .copied()
            .filter(|&b| doomed.insert(b))
            .collect();
        let mut regions: Vec<Region> = blocks
            .iter()
            .filter_map(|&b| self.blocks[b].region.take())
            .collect();
        regions.sort_unstable();
        regions.dedup();
        for r in regions {
            self.regions[r].blocks.retain(|b| !doomed.contains(b));
        }
        for &b in &blocks {
            let mut cur = self.blocks[b].first;
            while let Some(op) = cur {
                cur = self.links[op].next;
                self.drop_operands_recursive(op);
            }
        }
        for &b in &blocks {
            while let Some(op) = self.blocks[b].last {
                self.detach_op(op);
                self.free_op(op);
            }
            for v in std::mem::take(&mut self.blocks[b].args) {
                debug_assert!(
                    self.values[v].uses.is_empty(),
                    "erasing a block argument that is used outside the erased blocks"
                );
                self.remove_value(v);
            }
            self.blocks.remove(b);
            self.block_names.remove(b);
        }
    }

    fn block_position(&self, block: Block) -> usize {
        let region = self.blocks[block].region.expect("block is not placed");
        self.regions[region]
            .blocks
            .iter()
            .position(|&b| b == block)
            .expect("layout out of sync")
    }

    // ---- Op layout ------------------------------------------------------

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        let last = self.blocks[block].last;
        self.link(op, block, last, None);
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: Block, op: Op) {
        let first = self.blocks[block].first;
        self.link(op, block, None, first);
    }

    /// Inserts a detached op just before `anchor`.
    pub fn insert_op_before(&mut self, anchor: Op, op: Op) {
        let l = self.links[anchor];
        let block = l.block.expect("anchor op is not placed");
        self.link(op, block, l.prev, Some(anchor));
    }

    /// Inserts a detached op just after `anchor`.
    pub fn insert_op_after(&mut self, anchor: Op, op: Op) {
        let l = self.links[anchor];
        let block = l.block.expect("anchor op is not placed");
        self.link(op, block, Some(anchor), l.next);
    }

    /// Moves a placed or detached op to just before `anchor`.
    pub fn move_op_before(&mut self, op: Op, anchor: Op) {
        self.detach_op(op);
        self.insert_op_before(anchor, op);
    }

    /// Moves a placed or detached op to just after `anchor`.
    pub fn move_op_after(&mut self, op: Op, anchor: Op) {
        self.detach_op(op);
        self.insert_op_after(anchor, op);
    }

    fn link(&mut self, op: Op, block: Block, prev: Option<Op>, next: Option<Op>) {
        self.touched();
        let l = &mut self.links[op];
        debug_assert!(l.block.is_none(), "op is already placed");
        l.block = Some(block);
        l.prev = prev;
        l.next = next;
        match prev {
            Some(p) => self.links[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.links[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
    }

    /// Takes `op` out of its block, keeping it alive. Does nothing to a
    /// detached op.
    pub fn detach_op(&mut self, op: Op) {
        self.touched();
        let l = &mut self.links[op];
        let (Some(block), prev, next) = (l.block.take(), l.prev.take(), l.next.take()) else {
            return;
        };
        match prev {
            Some(p) => self.links[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.links[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
    }

    /// Erases `op` and everything in its regions. Its results must have no
    /// uses outside the op itself.
    pub fn erase_op(&mut self, op: Op) {
        self.detach_op(op);
        self.drop_operands_recursive(op);
        self.free_op(op);
    }

    fn drop_operands_recursive(&mut self, op: Op) {
        for i in 0..self.ops[op].operands.len() {
            let v = self.ops[op].operands[i];
            if self.values.contains_key(v) {
                self.unlink_use(
                    v,
                    Use {
                        op,
                        index: i as u32,
                    },
                );
            }
        }
        self.ops[op].operands.clear();
        self.ops[op].use_pos.clear();
        self.ops[op].num_plain = 0;
        if let Some(e) = self.ops[op].extra.as_deref_mut() {
            e.successors.clear();
            e.succ_arg_counts.clear();
        }
        if self.ops[op].regions().is_empty() {
            return;
        }
        for r in SmallVec::<[Region; 1]>::from_slice(self.ops[op].regions()) {
            for b in self.regions[r].blocks.clone() {
                let mut cur = self.blocks[b].first;
                while let Some(inner) = cur {
                    cur = self.links[inner].next;
                    self.drop_operands_recursive(inner);
                }
            }
        }
    }

    /// Frees an op whose operands were dropped, with its regions and results.
    fn free_op(&mut self, op: Op) {
        self.touched();
        let regions = match self.ops[op].extra.as_deref_mut() {
            Some(e) => std::mem::take(&mut e.regions),
            None => SmallVec::new(),
        };
        for r in regions {
            for b in std::mem::take(&mut self.regions[r].blocks) {
                let mut cur = self.blocks[b].first;
                while let Some(inner) = cur {
                    cur = self.links[inner].next;
                    self.free_op(inner);
                }
                for v in std::mem::take(&mut self.blocks[b].args) {
                    self.remove_value(v);
                }
                self.blocks.remove(b);
                self.block_names.remove(b);
            }
            self.regions.remove(r);
        }
        let data = self.ops.remove(op).expect("op erased twice");
        self.links.remove(op);
        for &v in data.results() {
            debug_assert!(
                self.values[v].uses.is_empty(),
                "erasing an op whose result is used"
            );
            self.remove_value(v);
        }
    }

    /// Frees value `v` and its name (a name outliving its value would
    /// hold its memory until the body is compacted).
    fn remove_value(&mut self, v: Value) {
        self.values.remove(v);
        self.value_names.remove(v);
    }

    // ---- Rewriting ------------------------------------------------------

    /// Makes every use of `old` use `new` instead.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        if old == new {
            return;
        }
        let uses = std::mem::take(&mut self.values[old].uses);
        let base = self.values[new].uses.len();
        for (k, u) in uses.iter().enumerate() {
            let d = &mut self.ops[u.op];
            d.operands[u.index as usize] = new;
            d.use_pos[u.index as usize] = (base + k) as u32;
        }
        self.values[new].uses.extend_from_slice(&uses);
    }

    /// Appends `u` to the uses of `v` and records where it sits.
    /// Records a use of every operand of `op` (whose use positions are
    /// not set yet).
    fn link_operands(&mut self, op: Op) {
        let n = self.ops[op].operands.len();
        // `from_elem`, not `resize`: it fills the inline buffer directly,
        // where `resize` goes through the generic `extend` (this runs for
        // every op made).
        self.ops[op].use_pos = SmallVec::from_elem(0, n);
        for i in 0..n {
            let v = self.ops[op].operands[i];
            self.link_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
    }

    fn link_use(&mut self, v: Value, u: Use) {
        let uses = &mut self.values[v].uses;
        self.ops[u.op].use_pos[u.index as usize] = uses.len() as u32;
        uses.push(u);
    }

    /// Removes `u` from the uses of `v`: the last use moves into its place.
    fn unlink_use(&mut self, v: Value, u: Use) {
        let pos = self.ops[u.op].use_pos[u.index as usize] as usize;
        let uses = &mut self.values[v].uses;
        debug_assert_eq!(uses.get(pos), Some(&u), "use list out of sync");
        uses.swap_remove(pos);
        if let Some(&moved) = uses.get(pos) {
            self.ops[moved.op].use_pos[moved.index as usize] = pos as u32;
        }
    }

    /// Replaces each result of `op` by the matching value of `new`, then
    /// erases `op`.
    ///
    /// # Panics
    /// `debug_assert!`s that `new` has one value per result.
    pub fn replace_op(&mut self, op: Op, new: &[Value]) {
        debug_assert_eq!(
            self.ops[op].results().len(),
            new.len(),
            "replace_op: result count differs"
        );
        for (i, &n) in new.iter().enumerate() {
            let old = self.ops[op].results()[i];
            self.replace_all_uses(old, n);
        }
        self.erase_op(op);
    }

    /// Sets flat operand `index` of `op` (see [`Use`]) to `v`.
    pub fn set_operand(&mut self, op: Op, index: usize, v: Value) {
        let old = self.ops[op].operands[index];
        if old == v {
            return;
        }
        let u = Use {
            op,
            index: index as u32,
        };
        self.unlink_use(old, u);
        self.ops[op].operands[index] = v;
        self.link_use(v, u);
    }

    /// Replaces the ordinary operands of `op`, keeping its successors.
    pub fn set_operands(&mut self, op: Op, operands: &[Value]) {
        let succ: Vec<(Block, Vec<Value>)> = (0..self.successors(op).len())
            .map(|i| (self.successors(op)[i], self.successor_args(op, i).to_vec()))
            .collect();
        self.rebuild_operands(op, operands, succ);
    }

    /// Replaces successor `index` of `op` and the arguments passed to it.
    pub fn set_successor(&mut self, op: Op, index: usize, block: Block, args: &[Value]) {
        let plain = self.operands(op).to_vec();
        let succ: Vec<(Block, Vec<Value>)> = (0..self.successors(op).len())
            .map(|i| {
                if i == index {
                    (block, args.to_vec())
                } else {
                    (self.successors(op)[i], self.successor_args(op, i).to_vec())
                }
            })
            .collect();
        self.rebuild_operands(op, &plain, succ);
    }

    fn rebuild_operands(&mut self, op: Op, plain: &[Value], succ: Vec<(Block, Vec<Value>)>) {
        for i in 0..self.ops[op].operands.len() {
            let v = self.ops[op].operands[i];
            self.unlink_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        let mut operands: SmallVec<[Value; 3]> = plain.iter().copied().collect();
        let d = &mut self.ops[op];
        d.num_plain = plain.len() as u32;
        if let Some(e) = d.extra.as_deref_mut() {
            e.successors.clear();
            e.succ_arg_counts.clear();
        }
        for (b, args) in succ {
            let e = d.extra_mut();
            e.successors.push(b);
            e.succ_arg_counts.push(args.len() as u32);
            operands.extend(args);
        }
        self.ops[op].operands = operands;
        self.ops[op].use_pos.clear();
        self.link_operands(op);
    }

    /// Sets attribute `key` of `op`, returning the old value.
    pub fn set_attr(&mut self, cx: &Context, op: Op, key: &str, value: Attr) -> Option<Attr> {
        self.ops[op].attrs.set(cx.ident(key), value)
    }

    /// Removes attribute `key` of `op`, returning its value.
    pub fn remove_attr(&mut self, cx: &Context, op: Op, key: &str) -> Option<Attr> {
        self.ops[op].attrs.remove(cx.ident(key))
    }

    /// The attributes of `op`, to change.
    pub fn attrs_mut(&mut self, op: Op) -> &mut AttrDict {
        &mut self.ops[op].attrs
    }

    /// Sets the location of `op`.
    pub fn set_loc(&mut self, op: Op, loc: Loc) {
        self.ops[op].loc = loc;
    }

    /// Changes the type of `v`. The caller keeps the IR well typed.
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    /// Makes a detached deep copy of `op`. Operands found in `map` are
    /// remapped; the copy's results (and values inside its regions) are
    /// added to `map`. Successors inside copied regions are remapped to the
    /// copied blocks; successors of `op` itself are kept.
    pub fn clone_op(&mut self, op: Op, map: &mut FxHashMap<Value, Value>) -> Op {
        let mut block_map = FxHashMap::default();
        self.clone_op_inner(op, map, &mut block_map)
    }

    fn clone_op_inner(
        &mut self,
        op: Op,
        map: &mut FxHashMap<Value, Value>,
        block_map: &mut FxHashMap<Block, Block>,
    ) -> Op {
        let d = &self.ops[op];
        let remap = |v: &Value| *map.get(v).unwrap_or(v);
        let mut spec = OpSpec::new(self.links[op].name, d.loc)
            .with_operands(d.operands[..d.num_plain as usize].iter().map(remap))
            .with_results(d.results().iter().map(|&r| self.values[r].ty))
            .with_attrs(d.attrs.clone());
        let mut start = d.num_plain as usize;
        for (i, &b) in d.successors().iter().enumerate() {
            let n = d.succ_arg_counts()[i] as usize;
            let args = d.operands[start..start + n]
                .iter()
                .map(remap)
                .collect::<Vec<_>>();
            spec = spec.with_successor(*block_map.get(&b).unwrap_or(&b), args);
            start += n;
        }
        let old_results = SmallVec::<[Value; 2]>::from(d.results());
        let old_regions = SmallVec::<[Region; 1]>::from(d.regions());
        let new = self.create_op(spec);
        for (i, &r) in old_results.iter().enumerate() {
            map.insert(r, self.ops[new].results()[i]);
        }
        for r in old_regions {
            let nr = self.add_region(new);
            let blocks = self.regions[r].blocks.clone();
            // Create every block first so that branches to later blocks map.
            for &b in &blocks {
                let nb = self.create_block();
                block_map.insert(b, nb);
                for a in self.blocks[b].args.clone() {
                    let ty = self.values[a].ty;
                    let na = self.add_block_arg(nb, ty);
                    map.insert(a, na);
                }
                self.append_block(nr, nb);
            }
            for &b in &blocks {
                let nb = block_map[&b];
                let ops: Vec<Op> = self.block_ops(b).collect();
                for inner in ops {
                    let c = self.clone_op_inner(inner, map, block_map);
                    self.append_op(nb, c);
                }
            }
        }
        new
    }

    // ---- Queries --------------------------------------------------------

    /// The root region (a function's body).
    pub fn root(&self) -> Region {
        self.root
    }

    /// The first block of the root region.
    pub fn entry_block(&self) -> Option<Block> {
        self.regions[self.root].blocks.first().copied()
    }

    /// Whether `op` is alive in this body.
    pub fn contains_op(&self, op: Op) -> bool {
        self.links.contains_key(op)
    }

    /// Whether `v` is alive in this body.
    pub fn contains_value(&self, v: Value) -> bool {
        self.values.contains_key(v)
    }

    /// Whether `b` is alive in this body.
    pub fn contains_block(&self, b: Block) -> bool {
        self.blocks.contains_key(b)
    }

    /// Number of live ops (placed or detached).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }

    /// The name of `op`.
    pub fn op_name(&self, op: Op) -> OpName {
        self.links[op].name
    }

    /// The definition of `op`, if it is registered.
    pub fn op_def(&self, cx: &Context, op: Op) -> Option<&'static OpDef> {
        cx.op_def(self.links[op].name)
    }

    /// Whether `op` is registered with all of `traits`.
    pub fn op_has(&self, cx: &Context, op: Op, traits: Traits) -> bool {
        self.op_def(cx, op).is_some_and(|d| d.has(traits))
    }

    /// The ordinary operands of `op`.
    pub fn operands(&self, op: Op) -> &[Value] {
        let d = &self.ops[op];
        &d.operands[..d.num_plain as usize]
    }

    /// Ordinary operand `i` of `op`.
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.operands(op)[i]
    }

    /// Ordinary operands followed by successor arguments (what [`Use`]
    /// indexes).
    pub fn all_operands(&self, op: Op) -> &[Value] {
        &self.ops[op].operands
    }

    /// The results of `op`.
    pub fn results(&self, op: Op) -> &[Value] {
        self.ops[op].results()
    }

    /// Result `i` of `op`.
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op].results()[i]
    }

    /// The successors of `op`.
    pub fn successors(&self, op: Op) -> &[Block] {
        self.ops[op].successors()
    }

    /// The arguments `op` passes to successor `i`.
    pub fn successor_args(&self, op: Op, i: usize) -> &[Value] {
        let d = &self.ops[op];
        let counts = d.succ_arg_counts();
        let start = d.num_plain as usize + counts[..i].iter().sum::<u32>() as usize;
        &d.operands[start..start + counts[i] as usize]
    }

    /// The regions of `op`.
    pub fn regions(&self, op: Op) -> &[Region] {
        self.ops[op].regions()
    }

    /// The attributes of `op`.
    pub fn attrs(&self, op: Op) -> &AttrDict {
        &self.ops[op].attrs
    }

    /// Attribute `key` of `op`.
    pub fn attr(&self, cx: &Context, op: Op, key: &str) -> Option<Attr> {
        // A key never interned cannot be on any op.
        let id = cx.try_ident(key)?;
        self.ops[op].attrs.get(id)
    }

    /// The location of `op`.
    pub fn loc(&self, op: Op) -> Loc {
        self.ops[op].loc
    }

    /// The type of `v`.
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Where `v` comes from.
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// The op that defines `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The uses of `v`.
    pub fn uses(&self, v: Value) -> impl ExactSizeIterator<Item = Use> + '_ {
        self.values[v].uses.iter().copied()
    }

    /// Whether `v` has any use.
    pub fn has_uses(&self, v: Value) -> bool {
        !self.values[v].uses.is_empty()
    }

    /// Every live value, in arena order (not program order).
    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        self.values.keys()
    }

    /// The arguments of `block`.
    pub fn block_args(&self, block: Block) -> &[Value] {
        &self.blocks[block].args
    }

    /// The first op of `block`.
    pub fn first_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].first
    }

    /// The last op of `block` (its terminator when the block is complete).
    pub fn last_op(&self, block: Block) -> Option<Op> {
        self.blocks[block].last
    }

    /// The op after `op` in its block.
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.links[op].next
    }

    /// The op before `op` in its block.
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.links[op].prev
    }

    /// The block `op` is in.
    pub fn op_block(&self, op: Op) -> Option<Block> {
        self.links[op].block
    }

    /// The ops of `block` in order.
    pub fn block_ops(&self, block: Block) -> BlockOps<'_> {
        BlockOps {
            body: self,
            next: self.blocks[block].first,
        }
    }

    /// The region `block` is in.
    pub fn block_region(&self, block: Block) -> Option<Region> {
        self.blocks[block].region
    }

    /// The blocks of `region` in order.
    pub fn region_blocks(&self, region: Region) -> &[Block] {
        &self.regions[region].blocks
    }

    /// The op that owns `region`; `None` for the root region.
    pub fn region_parent(&self, region: Region) -> Option<Op> {
        self.regions[region].parent
    }

    /// The op whose region holds `op`; `None` at the top level.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.links[op].block?;
        self.region_parent(self.blocks[b].region?)
    }

    /// Every op placed in `region` and the regions nested in it, in pre-order
    /// (an op before the ops of its regions).
    pub fn walk_region(&self, region: Region) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk_region_into(region, &mut out);
        out
    }

    /// [`walk_region`](Self::walk_region), appending to `out`.
    ///
    /// The inner loop follows one block's op list and leaves it only at an
    /// op with regions (rare: LLVM IR has none), whose walk is suspended
    /// on an explicit stack, so deep nesting stays off the call stack.
    fn walk_region_into(&self, region: Region, out: &mut Vec<Op>) {
        // Suspended walks: (region, next block index, next op in the block).
        let mut stack: Vec<(Region, usize, Option<Op>)> = vec![(region, 0, None)];
        'regions: while let Some((r, mut next_block, mut next)) = stack.pop() {
            loop {
                while let Some(op) = next {
                    let l = &self.links[op];
                    next = l.next;
                    out.push(op);
                    if l.nested {
                        // The op's regions, first on top, then the rest of
                        // this block.
                        stack.push((r, next_block, next));
                        for &inner in self.ops[op].regions().iter().rev() {
                            stack.push((inner, 0, None));
                        }
                        continue 'regions;
                    }
                }
                let blocks = &self.regions[r].blocks;
                let Some(&b) = blocks.get(next_block) else {
                    break;
                };
                next_block += 1;
                next = self.blocks[b].first;
            }
        }
    }

    /// Every op of the body in pre-order.
    pub fn walk(&self) -> Vec<Op> {
        self.walked
            .get_or_init(|| {
                let mut out = Vec::with_capacity(self.ops.len());
                self.walk_region_into(self.root, &mut out);
                out
            })
            .clone()
    }

    /// Drops the remembered walk: the layout (which ops are placed where,
    /// which blocks a region holds, which regions an op has) changed.
    fn touched(&mut self) {
        self.walked.take();
    }
}

/// Iterator over the ops of a block, in order.
pub struct BlockOps<'a> {
    body: &'a Body,
    next: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let op = self.next?;
        self.next = self.body.links[op].next;
        Some(op)
    }
}

/// `a` and `b`, on the pool side by side when `parallel`, else one after
/// the other.
fn join_if<A: Send, B: Send>(
    parallel: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    if parallel {
        rayon::join(a, b)
    } else {
        (a(), b())
    }
}

/// The new keys of a compacted arena's entries, by their old keys.
///
/// A [`SlotVec`], not a `SecondaryMap`: compaction looks up every operand,
/// result, use and link once (`docs/performance.md`, ninth round).
struct Renumbered<K: BodyKey>(SlotVec<K, K>);

impl<K: BodyKey> Renumbered<K> {
    /// `old`'s entries in a new arena, those of `order` first, in that
    /// order, then the rest in slot order, and where each went. The new
    /// arena has room for 1/[`COMPACT_HEADROOM`] more entries.
    fn new<V>(mut old: Arena<K, V>, order: &[K]) -> (Arena<K, V>, Self) {
        let mut map = SlotVec::with_capacity(old.capacity(), K::null());
        let mut new = Arena::with_capacity(old.len() + old.len() / COMPACT_HEADROOM);
        for &k in order {
            if let Some(v) = old.remove(k) {
                map.insert(k, new.insert(v));
            }
        }
        for (k, v) in old.into_entries() {
            map.insert(k, new.insert(v));
        }
        (new, Renumbered(map))
    }

    /// The new key of the live entry `old`, if it had one.
    fn get(&self, old: K) -> Option<K> {
        self.0.get(old)
    }

    /// The new key of `old`, which was live: the arenas refer only to
    /// their own live entries.
    fn of(&self, old: K) -> K {
        self.0
            .get(old)
            .expect("compaction met a key of no live entry")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::Builder;

    fn setup() -> (Context, Body, Block, Value) {
        let cx = Context::new();
        let mut body = Body::new();
        let entry = body.create_block();
        body.append_block(body.root(), entry);
        let x = body.add_block_arg(entry, cx.types().i32);
        (cx, body, entry, x)
    }

    /// Every operand slot is in its value's use list at the position it
    /// records, and every listed use is such a slot.
    fn assert_use_lists(body: &Body) {
        let mut slots = 0;
        for (op, d) in body.ops.iter() {
            assert_eq!(d.operands.len(), d.use_pos.len());
            for (i, &v) in d.operands.iter().enumerate() {
                let pos = d.use_pos[i] as usize;
                assert_eq!(
                    body.values[v].uses.get(pos),
                    Some(&Use {
                        op,
                        index: i as u32
                    })
                );
                slots += 1;
            }
        }
        let listed: usize = body.values.values().map(|vd| vd.uses.len()).sum();
        assert_eq!(listed, slots);
    }

    /// The walk as the links give it now, without the remembered one.
    fn fresh_walk(body: &Body) -> Vec<Op> {
        let mut out = Vec::new();
        body.walk_region_into(body.root, &mut out);
        out
    }

    /// A replacement takes the name of what it replaces unless it has one
    /// of its own or is a block argument (whose name is its block's).
    #[test]
    fn a_replacement_inherits_a_name_it_does_not_have() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let make = |body: &mut Body| {
            let op = body.create_op(
                OpSpec::new(cx.op_name("t.op"), Loc::UNKNOWN)
                    .with_operands([x])
                    .with_results([i32t]),
            );
            body.append_op(entry, op);
            body.result(op, 0)
        };
        let (old, new, named) = (make(&mut body), make(&mut body), make(&mut body));
        body.set_value_name(old, Some("a"));
        body.set_value_name(named, Some("b"));
        body.inherit_value_name(old, new);
        assert_eq!(body.value_name(new), Some("a"));
        body.inherit_value_name(old, named);
        assert_eq!(body.value_name(named), Some("b"));
        body.inherit_value_name(old, x);
        assert_eq!(body.value_name(x), None);
        // Nothing to inherit from an unnamed value.
        let fresh = make(&mut body);
        body.inherit_value_name(x, fresh);
        assert_eq!(body.value_name(fresh), None);
    }

    #[test]
    fn the_remembered_walk_follows_every_change_of_the_layout() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let new_op = |body: &mut Body, name: &str| {
            body.create_op(
                OpSpec::new(cx.op_name(name), Loc::UNKNOWN)
                    .with_operands([x])
                    .with_results([i32t]),
            )
        };
        let check = |body: &Body| {
            // Twice: made, then remembered.
            assert_eq!(body.walk(), fresh_walk(body));
            assert_eq!(body.walk(), fresh_walk(body));
        };
        let a = new_op(&mut body, "t.a");
        body.append_op(entry, a);
        check(&body);
        let b = new_op(&mut body, "t.b");
        body.prepend_op(entry, b);
        check(&body);
        let c = new_op(&mut body, "t.c");
        body.insert_op_after(b, c);
        check(&body);
        let d = new_op(&mut body, "t.d");
        body.insert_op_before(a, d);
        check(&body);
        body.move_op_after(b, a);
        check(&body);
        body.move_op_before(a, c);
        check(&body);
        body.detach_op(d);
        check(&body);
        body.erase_op(c);
        check(&body);
        // Regions and blocks: an op with a region holding a block of ops.
        let r = body.add_region(a);
        check(&body);
        let inner = body.create_block();
        body.append_block(r, inner);
        check(&body);
        let e = new_op(&mut body, "t.e");
        body.append_op(inner, e);
        check(&body);
        let before = body.create_block();
        body.insert_block_before(inner, before);
        let f = new_op(&mut body, "t.f");
        body.append_op(before, f);
        check(&body);
        let after = body.create_block();
        body.insert_block_after(inner, after);
        let g = new_op(&mut body, "t.g");
        body.append_op(after, g);
        check(&body);
        body.detach_block(before);
        check(&body);
        body.erase_block(after);
        check(&body);
        body.erase_blocks(&[inner]);
        check(&body);
        body.erase_op(a);
        check(&body);
        body.compact();
        check(&body);
        assert_eq!(body.walk().len(), 1, "only `t.b` is left");
    }

    #[test]
    fn compacting_keeps_the_function_and_frees_the_slots() {
        let cx = Context::new();
        let src = "func @f(%a: i32, %c: i1) -> i32 {
  %x = \"t.add\"(%a, %a) : (i32, i32) -> i32
  \"t.br\"(%c) [^loop(%x), ^exit(%x)] : (i1) -> ()
^loop(%i: i32):
  %n = \"t.add\"(%i, %x) : (i32, i32) -> i32
  \"t.br\"(%c) [^loop(%n), ^exit(%n)] : (i1) -> ()
^exit(%r: i32):
  \"t.region\"() ({
    \"t.inner\"(%r) : (i32) -> ()
  }) : () -> ()
  \"t.ret\"(%r) : (i32) -> ()
}
";
        let mut m = crate::parse_module(&cx, src, "c.dxir").unwrap();
        let f = &mut m.functions_mut()[0];
        let before = crate::print_function(&cx, f);
        // Many ops made and erased, as a pass that rebuilds a body leaves.
        let body = f.body_mut();
        let entry = body.entry_block().unwrap();
        let a = body.block_args(entry)[0];
        let made: Vec<Op> = (0..COMPACT_MIN_SLOTS * 2)
            .map(|_| {
                let op = body.create_op(
                    OpSpec::new(cx.op_name("t.tmp"), Loc::UNKNOWN)
                        .with_operands([a])
                        .with_results([cx.types().i32]),
                );
                body.prepend_op(entry, op);
                body.set_value_name(body.result(op, 0), Some("gone"));
                op
            })
            .collect();
        for op in made {
            body.erase_op(op);
        }
        assert!(body.is_sparse());
        assert!(body.free_slots() >= COMPACT_MIN_SLOTS * 2);
        body.compact();
        assert!(!body.is_sparse());
        assert_eq!(body.free_slots(), 0);
        assert!(body.ops.capacity() < COMPACT_MIN_SLOTS);
        assert_use_lists(body);
        assert_eq!(crate::print_function(&cx, f), before);
        let opts = crate::VerifyOptions {
            allow_unregistered: true,
        };
        crate::verify_function(&cx, f, &opts).unwrap();
    }

    /// A large body compacted on two threads is the body compacted on one:
    /// the same new keys for every op, value and block, the same names and
    /// the same use lists.
    #[test]
    fn compaction_on_two_threads_renumbers_as_on_one() {
        let (cx, mut body, entry, a) = setup();
        let i32t = cx.types().i32;
        let next = body.create_block();
        body.append_block(body.root(), next);
        let arg = body.add_block_arg(next, i32t);
        body.set_block_name(next, Some("next"));
        let mut last = a;
        let mut made = Vec::new();
        for k in 0..Body::PARALLEL_COMPACT_OPS + 500 {
            let op = body.create_op(
                OpSpec::new(cx.op_name("t.add"), Loc::UNKNOWN)
                    .with_operands([last, if k % 3 == 0 { a } else { last }])
                    .with_results([i32t]),
            );
            body.append_op(if k % 2 == 0 { entry } else { next }, op);
            if k % 5 == 0 {
                body.set_value_name(body.result(op, 0), Some(&format!("v{k}")));
            }
            if k % 7 != 0 {
                last = body.result(op, 0);
            } else {
                made.push(op);
            }
        }
        let user = body
            .create_op(OpSpec::new(cx.op_name("t.use"), Loc::UNKNOWN).with_operands([arg, last]));
        body.append_op(next, user);
        // Erased ops leave free slots, as a pass that rebuilds a body does.
        for op in made {
            if !body.has_uses(body.result(op, 0)) {
                body.erase_op(op);
            }
        }
        let mut serial = body.clone();
        serial.compact_on(false);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        pool.install(|| body.compact_on(true));
        assert_eq!(format!("{:?}", body.walk()), format!("{:?}", serial.walk()));
        for op in body.walk() {
            assert_eq!(body.operands(op), serial.operands(op));
            assert_eq!(body.results(op), serial.results(op));
            assert_eq!(body.op_block(op), serial.op_block(op));
            for &r in body.results(op) {
                assert_eq!(body.value_name(r), serial.value_name(r));
                let (u, w): (Vec<_>, Vec<_>) = (body.uses(r).collect(), serial.uses(r).collect());
                assert_eq!(u, w);
            }
        }
        assert_eq!(body.block_args(next), serial.block_args(next));
        assert_eq!(body.block_name(next), Some("next"));
        assert_use_lists(&body);
        assert!(!body.is_sparse());
        assert_eq!(body.free_slots(), serial.free_slots());
    }

    /// A compacted arena has room for an eighth more ops: adding that many
    /// neither grows it nor makes it sparse; erasing half of them does.
    #[test]
    fn compaction_leaves_room_for_a_few_more_ops() {
        let (cx, mut body, entry, a) = setup();
        let make = |body: &mut Body| {
            let op = body.create_op(
                OpSpec::new(cx.op_name("t.tmp"), Loc::UNKNOWN)
                    .with_operands([a])
                    .with_results([cx.types().i32]),
            );
            body.append_op(entry, op);
            op
        };
        let ops: Vec<Op> = (0..COMPACT_MIN_SLOTS * 4)
            .map(|_| make(&mut body))
            .collect();
        body.compact();
        let slots = body.ops.capacity();
        let live = body.num_ops();
        assert!(slots < live + live / 4, "{slots} slots for {live} ops");
        for _ in 0..live / 8 {
            make(&mut body);
        }
        assert_eq!(body.ops.capacity(), slots);
        assert!(!body.is_sparse());
        for &op in ops.iter().skip(1).step_by(2).take(live / 2) {
            body.erase_op(op);
        }
        assert!(body.is_sparse());
    }

    /// After `reserve(n)`, making `n` ops of one result each takes slots
    /// that were already there: neither arena grows.
    #[test]
    fn reserved_room_holds_that_many_ops_without_growing() {
        let (cx, mut body, entry, a) = setup();
        let n = COMPACT_MIN_SLOTS * 2;
        body.reserve(n);
        let (ops, values) = (body.ops.capacity(), body.values.capacity());
        for _ in 0..n {
            let op = body.create_op(
                OpSpec::new(cx.op_name("t.tmp"), Loc::UNKNOWN)
                    .with_operands([a])
                    .with_results([cx.types().i32]),
            );
            body.append_op(entry, op);
        }
        assert_eq!((body.ops.capacity(), body.values.capacity()), (ops, values));
    }

    #[test]
    fn ops_with_zero_one_and_two_results() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let make = |body: &mut Body, n: usize| {
            let op = body.create_op(
                OpSpec::new(cx.op_name("t.multi"), Loc::UNKNOWN)
                    .with_operands([x])
                    .with_results(std::iter::repeat_n(i32t, n)),
            );
            body.append_op(entry, op);
            op
        };
        let (none, one, two) = (make(&mut body, 0), make(&mut body, 1), make(&mut body, 2));
        assert!(body.results(none).is_empty());
        assert_eq!(body.results(one).len(), 1);
        let (a, b) = (body.result(two, 0), body.result(two, 1));
        assert_ne!(a, b);
        for (i, &r) in body.results(two).iter().enumerate() {
            assert_eq!(
                body.value_def(r),
                ValueDef::Result {
                    op: two,
                    index: i as u32
                }
            );
        }
        // A user of both results, then the pair replaced by a clone.
        let user = make(&mut body, 0);
        body.set_operands(user, &[a, b]);
        let copy = body.clone_op(two, &mut FxHashMap::default());
        body.insert_op_before(user, copy);
        let fresh = body.results(copy).to_vec();
        body.replace_op(two, &fresh);
        assert_eq!(body.operands(user), &fresh[..]);
        assert_use_lists(&body);
    }

    #[test]
    fn op_records_stay_small() {
        // Ops are most of a module's memory; see `OpExtra` and `OpLink`.
        assert!(
            std::mem::size_of::<OpData>() <= 112,
            "{}",
            std::mem::size_of::<OpData>()
        );
        assert!(std::mem::size_of::<OpLink>() <= 32);
        assert!(std::mem::size_of::<ValueData>() <= 48);
    }

    #[test]
    fn use_positions_survive_swaps() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let mut b = Builder::at_end(&cx, &mut body, entry);
        let y = b.value("t.const", &[], i32t);
        let a = b.value("t.add", &[x, x, y, x], i32t);
        let m = b.value("t.mul", &[x, a, y], i32t);
        let ret = b.op("t.ret", &[m, x], &[]);
        assert_use_lists(&body);
        let order = |body: &Body| body.uses(x).collect::<Vec<_>>();
        // Removing the first use moves the last one into its place.
        let add = body.defining_op(a).unwrap();
        body.set_operand(add, 0, y);
        assert_use_lists(&body);
        assert_eq!(order(&body)[0], Use { op: ret, index: 1 });
        body.set_operands(add, &[y, x]);
        assert_use_lists(&body);
        body.replace_all_uses(y, x);
        assert_use_lists(&body);
        assert_eq!(body.uses(x).len(), 5);
        assert!(!body.has_uses(y));
        let mul = body.defining_op(m).unwrap();
        body.replace_op(mul, &[x]);
        assert_use_lists(&body);
        body.erase_op(add);
        assert_use_lists(&body);
        assert_eq!(
            order(&body),
            [Use { op: ret, index: 1 }, Use { op: ret, index: 0 }]
        );
    }

    #[test]
    fn uses_follow_replace_and_erase() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let mut b = Builder::at_end(&cx, &mut body, entry);
        let a = b.value("t.add", &[x, x], i32t);
        let m = b.value("t.mul", &[a, x], i32t);
        let ret = b.op("t.ret", &[m], &[]);
        assert_eq!(body.uses(x).len(), 3);
        let c = {
            let mut b = Builder::before(&cx, &mut body, ret);
            b.value("t.const", &[], i32t)
        };
        let mul = body.defining_op(m).unwrap();
        body.replace_op(mul, &[c]);
        assert_eq!(body.operands(ret), &[c]);
        assert_eq!(body.uses(x).len(), 2);
        assert!(!body.has_uses(a));
        body.erase_op(body.defining_op(a).unwrap());
        assert_eq!(body.uses(x).len(), 0);
        let names: Vec<_> = body
            .block_ops(entry)
            .map(|o| cx.op_name_str(body.op_name(o)))
            .collect();
        assert_eq!(names, ["t.const", "t.ret"]);
    }

    #[test]
    fn successor_args_are_uses() {
        let (cx, mut body, entry, x) = setup();
        let next = body.create_block();
        body.append_block(body.root(), next);
        let y = body.add_block_arg(next, cx.types().i32);
        let br =
            body.create_op(OpSpec::new(cx.op_name("t.br"), Loc::UNKNOWN).with_successor(next, [x]));
        body.append_op(entry, br);
        assert_eq!(body.successor_args(br, 0), &[x]);
        assert_eq!(body.operands(br), &[] as &[Value]);
        assert_eq!(body.uses(x).next(), Some(Use { op: br, index: 0 }));
        body.set_successor(br, 0, next, &[x, x]);
        assert_eq!(body.uses(x).len(), 2);
        assert_eq!(
            body.value_def(y),
            ValueDef::BlockArg {
                block: next,
                index: 0
            }
        );
    }

    #[test]
    fn clone_copies_regions_and_remaps_values() {
        let (cx, mut body, entry, x) = setup();
        let outer = body.create_op(OpSpec::new(cx.op_name("t.loop"), Loc::UNKNOWN).with_regions(1));
        body.append_op(entry, outer);
        let r = body.regions(outer)[0];
        let inner_block = body.create_block();
        body.append_block(r, inner_block);
        let mut b = Builder::at_end(&cx, &mut body, inner_block);
        let v = b.value("t.neg", &[x], cx.types().i32);
        b.op("t.yield", &[v], &[]);
        let mut map = FxHashMap::default();
        let copy = body.clone_op(outer, &mut map);
        body.append_op(entry, copy);
        let walked = body.walk();
        assert_eq!(walked.len(), 6);
        let copied_neg = map[&v];
        assert_ne!(copied_neg, v);
        assert_eq!(body.operands(body.defining_op(copied_neg).unwrap()), &[x]);
        body.erase_op(outer);
        assert_eq!(body.walk().len(), 3);
        assert_eq!(body.uses(x).len(), 1);
    }

    #[test]
    fn walk_is_preorder_through_nested_regions() {
        let (cx, mut body, entry, _) = setup();
        let mut names = Vec::new();
        let a = body.create_op(OpSpec::new(cx.op_name("t.a"), Loc::UNKNOWN).with_regions(2));
        body.append_op(entry, a);
        for (i, r) in body.regions(a).to_vec().into_iter().enumerate() {
            let blk = body.create_block();
            body.append_block(r, blk);
            let op = body.create_op(OpSpec::new(cx.op_name(&format!("t.in{i}")), Loc::UNKNOWN));
            body.append_op(blk, op);
        }
        let z = body.create_op(OpSpec::new(cx.op_name("t.z"), Loc::UNKNOWN));
        body.append_op(entry, z);
        for op in body.walk() {
            names.push(cx.op_name_str(body.op_name(op)).to_string());
        }
        assert_eq!(names, ["t.a", "t.in0", "t.in1", "t.z"]);
    }

    #[test]
    fn erasing_blocks_that_use_each_other() {
        let (cx, mut body, entry, x) = setup();
        let i32t = cx.types().i32;
        let (a, b) = (body.create_block(), body.create_block());
        body.append_block(body.root(), a);
        body.append_block(body.root(), b);
        let arg = body.add_block_arg(b, i32t);
        Builder::at_end(&cx, &mut body, entry).op("t.ret", &[], &[]);
        // `a` defines a value `b` uses, and `b` passes a value back to `a`.
        let mut bb = Builder::at_end(&cx, &mut body, a);
        let v = bb.value("t.add", &[x, x], i32t);
        let spec = bb.spec("t.br").with_successor(b, [v]);
        bb.insert(spec);
        let mut bb = Builder::at_end(&cx, &mut body, b);
        let w = bb.value("t.add", &[arg, v], i32t);
        bb.op("t.use", &[w], &[]);
        body.erase_blocks(&[a, b, a]);
        assert_eq!(body.region_blocks(body.root()), &[entry]);
        assert_eq!(body.num_ops(), 1);
        assert_eq!(body.uses(x).len(), 0);
    }

    #[test]
    fn moving_ops_keeps_links_consistent() {
        let (cx, mut body, entry, _) = setup();
        let mk = |body: &mut Body, n: &str| {
            let op = body.create_op(OpSpec::new(cx.op_name(n), Loc::UNKNOWN));
            body.append_op(entry, op);
            op
        };
        let a = mk(&mut body, "t.a");
        let b = mk(&mut body, "t.b");
        let c = mk(&mut body, "t.c");
        body.move_op_before(c, a);
        body.move_op_after(a, b);
        let order: Vec<_> = body.block_ops(entry).collect();
        assert_eq!(order, [c, b, a]);
        assert_eq!(body.last_op(entry), Some(a));
        assert_eq!(body.prev_op(a), Some(b));
        body.erase_block(entry);
        assert_eq!(body.num_ops(), 0);
    }
}
