//! The verifier: checks that a module or function is well formed.
//!
//! It checks structure (every block ends in exactly one terminator, the entry
//! block takes the parameters), successors (same region, matching
//! arguments), each op against its [`OpDef`](crate::OpDef) (arity, type
//! constraints, attributes, traits, then the op's own hook) and SSA
//! dominance (each operand is defined before its use, looking through
//! nested regions to the op that holds the use).
//!
//! It reports *every* error, in program order, and never panics: it must be
//! safe on any IR the [`Body`] API can build, since it is what tells a pass
//! author that such IR is wrong. The work is linear in the size of the IR:
//! op positions are numbered once per block, and dominator trees are built
//! once per region, only for regions where some use crosses blocks.

mod error;

pub use error::{TypeName, ValueSite, VerifyDiagnostic, VerifyError, VerifyErrors};

use crate::attr::Attr;
use crate::body::{Body, ValueDef};
use crate::context::Context;
use crate::dialect::{OpDef, OpView, Traits};
use crate::dominance::DominatorTree;
use crate::entity::{Block, Op, Region, Value};
use crate::loc::Loc;
use crate::module::{Function, Module};
use crate::slot_vec::SlotVec;
use crate::types::{Type, TypeData};
use error::attr_matches;
use rayon::prelude::*;
use rustc_hash::FxHashMap;

/// What the verifier accepts beyond the strict rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VerifyOptions {
    /// Accept ops whose name no dialect defines (they may also end blocks).
    /// Off by default: an unknown op is usually a typo or a missing dialect.
    pub allow_unregistered: bool,
}

/// Verifies every function of `m` and its module-level ops.
///
/// # Errors
/// Every error found, in order: functions first (in module order), then the
/// module-level ops.
///
/// # Example
/// ```
/// use dxir_ir::{verify_module, Context, Function, Module, Loc, VerifyOptions};
/// let cx = Context::new();
/// let mut m = Module::new();
/// let fty = cx.function_type(cx.types().void, vec![], false);
/// m.add_function(Function::define(&cx, "f", fty, Loc::UNKNOWN)).unwrap();
/// let errs = verify_module(&cx, &m, &VerifyOptions::default()).unwrap_err();
/// assert_eq!(errs.to_string(), "error: in @f: block ^bb0 is empty: every block must end with a terminator");
/// ```
pub fn verify_module(cx: &Context, m: &Module, opts: &VerifyOptions) -> Result<(), VerifyErrors> {
    // Functions are verified in parallel; errors keep module order.
    let per_function: Vec<Vec<VerifyDiagnostic>> = m.par_map_functions(|f| {
        verify_function(cx, f, opts)
            .err()
            .map_or(Vec::new(), |e| e.0)
    });
    let mut errors: Vec<VerifyDiagnostic> = per_function.into_iter().flatten().collect();
    let mut v = Verifier::new(cx, m.globals(), opts, None, None);
    v.region_tree(m.globals().root(), false);
    errors.extend(v.errors);
    into_result(errors)
}

/// Verifies one function.
///
/// # Errors
/// Every error found in the function, in program order.
pub fn verify_function(
    cx: &Context,
    f: &Function,
    opts: &VerifyOptions,
) -> Result<(), VerifyErrors> {
    verify_in_runs(cx, f, opts, Body::OPS_PER_RUN)
}

/// [`verify_function`], a body of `2 * ops_per_run` ops or more checked in
/// runs of about `ops_per_run` ops of blocks in parallel.
fn verify_in_runs(
    cx: &Context,
    f: &Function,
    opts: &VerifyOptions,
    ops_per_run: usize,
) -> Result<(), VerifyErrors> {
    let body = f.body();
    let (params, ret) = match cx.type_data(f.ty()) {
        TypeData::Function { ret, params, .. } => (params.as_slice(), Some(*ret)),
        _ => (&[][..], None),
    };
    let mut v = Verifier::new(cx, body, opts, Some(f.name()), ret);
    if ret.is_none() {
        v.func_error(
            f.loc(),
            VerifyError::NotFunctionType {
                ty: TypeName::new(cx, f.ty()),
            },
        );
    }
    if let Some(entry) = body.entry_block() {
        let args = body.block_args(entry);
        if args.len() != params.len() && ret.is_some() {
            v.func_error(
                f.loc(),
                VerifyError::EntryArgCount {
                    expected: params.len(),
                    found: args.len(),
                },
            );
        } else {
            for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
                let ty = body.value_type(a);
                if ty != p {
                    v.func_error(
                        f.loc(),
                        VerifyError::EntryArgType {
                            index: i,
                            expected: TypeName::new(cx, p),
                            found: TypeName::new(cx, ty),
                        },
                    );
                }
            }
        }
        v.func_loc = f.loc();
        let runs = body.root_block_runs(ops_per_run);
        if runs.len() == 1 {
            v.region_tree(body.root(), true);
        } else {
            // A large body is checked in runs of blocks on the pool, each
            // by a verifier of its own sharing the root region's dominator
            // tree; the errors come out in program order, as one walk
            // gives them.
            let tree = DominatorTree::new(body, body.root());
            let per_run: Vec<Vec<VerifyDiagnostic>> = runs
                .par_iter()
                .with_max_len(1)
                .map(|&blocks| {
                    let mut rv = Verifier::new(cx, body, opts, Some(f.name()), ret);
                    rv.func_loc = f.loc();
                    rv.trees.insert(body.root(), tree.clone());
                    rv.region_blocks(body.root(), true, blocks);
                    rv.errors
                })
                .collect();
            v.errors.extend(per_run.into_iter().flatten());
        }
    }
    into_result(v.errors)
}

fn into_result(errors: Vec<VerifyDiagnostic>) -> Result<(), VerifyErrors> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(VerifyErrors(errors))
    }
}

/// The state of one body's verification.
struct Verifier<'a> {
    cx: &'a Context,
    body: &'a Body,
    opts: &'a VerifyOptions,
    /// The function's name; `None` for module-level ops.
    func: Option<&'a str>,
    /// Where errors about blocks of the root region point.
    func_loc: Loc,
    /// The function's return type, for `RETURN_LIKE` ops.
    ret: Option<Type>,
    /// Position of each placed op in its block, numbered when the block is
    /// entered.
    pos: SlotVec<Op, u32>,
    /// Dominator trees of the regions that needed one.
    trees: FxHashMap<Region, DominatorTree>,
    /// The last block asked about by `reachable`, and the answer: the ops
    /// of a block ask one after another.
    last_reachable: Option<(Block, bool)>,
    errors: Vec<VerifyDiagnostic>,
}

/// A region being walked: its blocks, the next block, and the next op.
struct Frame {
    region: Region,
    next_block: usize,
    /// The position past the last block to walk.
    end: usize,
    cursor: Option<Op>,
    /// Whether its blocks must end in terminators (not the module's block).
    terminated: bool,
}

impl<'a> Verifier<'a> {
    fn new(
        cx: &'a Context,
        body: &'a Body,
        opts: &'a VerifyOptions,
        func: Option<&'a str>,
        ret: Option<Type>,
    ) -> Self {
        Verifier {
            cx,
            body,
            opts,
            func,
            func_loc: Loc::UNKNOWN,
            ret,
            pos: SlotVec::with_capacity(body.op_capacity(), u32::MAX),
            trees: FxHashMap::default(),
            last_reachable: None,
            errors: Vec::new(),
        }
    }

    /// Attribute `key` of `op` (the context remembers the key's id by the
    /// name's address: `name_memo`).
    fn attr(&self, op: Op, key: &'static str) -> Option<Attr> {
        self.body.attr(self.cx, op, key)
    }

    fn func_error(&mut self, loc: Loc, error: VerifyError) {
        self.errors
            .push(VerifyDiagnostic::new(self.cx, error, loc, self.func, None));
    }

    fn op_error(&mut self, op: Op, error: VerifyError) {
        let name = self.cx.op_name_str(self.body.op_name(op));
        self.errors.push(VerifyDiagnostic::new(
            self.cx,
            error,
            self.body.loc(op),
            self.func,
            Some(name),
        ));
    }

    /// Reports an error about a block as a whole at the op that owns its
    /// region, or at the function.
    fn block_error(&mut self, region: Region, error: VerifyError) {
        match self.body.region_parent(region) {
            Some(p) => self.op_error(p, error),
            None => self.func_error(self.func_loc, error),
        }
    }

    /// Walks `root` and every region nested in it, in pre-order, with an
    /// explicit stack.
    fn region_tree(&mut self, root: Region, terminated: bool) {
        let blocks = self.body.region_blocks(root).len();
        self.region_blocks(root, terminated, (0, blocks));
    }

    /// [`region_tree`](Self::region_tree) for the blocks of `root` at
    /// positions `start..end`, and every region nested in them.
    fn region_blocks(&mut self, root: Region, terminated: bool, (start, end): (usize, usize)) {
        let body = self.body;
        let mut stack = vec![Frame {
            region: root,
            next_block: start,
            end,
            cursor: None,
            terminated,
        }];
        while let Some(top) = stack.last_mut() {
            if let Some(op) = top.cursor {
                top.cursor = body.next_op(op);
                let terminated = top.terminated;
                self.op(op, terminated);
                for &r in body.regions(op).iter().rev() {
                    stack.push(Frame {
                        region: r,
                        next_block: 0,
                        end: usize::MAX,
                        cursor: None,
                        terminated: true,
                    });
                }
                continue;
            }
            let blocks = body.region_blocks(top.region);
            if top.next_block < blocks.len().min(top.end) {
                let index = top.next_block;
                let block = blocks[index];
                top.next_block += 1;
                top.cursor = body.first_op(block);
                let (region, terminated) = (top.region, top.terminated);
                self.block(region, block, index, terminated);
            } else {
                stack.pop();
            }
        }
    }

    /// Numbers the block's ops and checks what concerns the block as a whole.
    fn block(&mut self, region: Region, block: Block, index: usize, terminated: bool) {
        let body = self.body;
        for (i, op) in body.block_ops(block).enumerate() {
            self.pos.insert(op, i as u32);
        }
        if terminated && body.first_op(block).is_none() {
            self.block_error(region, VerifyError::EmptyBlock { block: index });
        }
        for (i, &a) in body.block_args(block).iter().enumerate() {
            let ty = body.value_type(a);
            if !self.cx.is_first_class(ty) {
                self.block_error(
                    region,
                    VerifyError::NotFirstClass {
                        what: ValueSite::BlockArg {
                            block: index,
                            index: i,
                        },
                        ty: TypeName::new(self.cx, ty),
                    },
                );
            }
        }
    }

    /// Every check of one op, except those of its nested regions.
    fn op(&mut self, op: Op, terminated: bool) {
        let (cx, body) = (self.cx, self.body);
        let def = body.op_def(cx, op);
        let is_last = body.next_op(op).is_none();
        let terminator = match def {
            Some(d) => d.has(Traits::TERMINATOR),
            None => self.opts.allow_unregistered,
        };
        if def.is_none() && !self.opts.allow_unregistered {
            self.op_error(op, VerifyError::Unregistered);
        } else if terminated && is_last && !terminator {
            let block = body.op_block(op).map_or(0, |b| self.block_index(b));
            self.op_error(op, VerifyError::MissingTerminator { block });
        }
        if def.is_some_and(|d| d.has(Traits::TERMINATOR)) && !is_last {
            self.op_error(op, VerifyError::TerminatorNotLast);
        }
        for (i, &r) in body.results(op).iter().enumerate() {
            let ty = body.value_type(r);
            if !cx.is_first_class(ty) {
                self.op_error(
                    op,
                    VerifyError::NotFirstClass {
                        what: ValueSite::Result(i),
                        ty: TypeName::new(cx, ty),
                    },
                );
            }
        }
        self.successors(op);
        if let Some(def) = def {
            self.definition(op, def);
        }
        self.dominance(op);
    }

    fn block_index(&self, block: Block) -> usize {
        let body = self.body;
        body.block_region(block)
            .and_then(|r| body.region_blocks(r).iter().position(|&b| b == block))
            .unwrap_or(0)
    }

    fn successors(&mut self, op: Op) {
        let (cx, body) = (self.cx, self.body);
        let successors = body.successors(op);
        if successors.is_empty() {
            return; // most ops: no need to find the op's region
        }
        let region = body.op_block(op).and_then(|b| body.block_region(b));
        for (i, &s) in successors.iter().enumerate() {
            if !body.contains_block(s) {
                self.op_error(op, VerifyError::DeadSuccessor { index: i });
                continue;
            }
            let target_region = body.block_region(s);
            if target_region.is_none() || target_region != region {
                self.op_error(op, VerifyError::SuccessorNotInRegion { index: i });
                continue;
            }
            if region.and_then(|r| body.region_blocks(r).first().copied()) == Some(s) {
                self.op_error(op, VerifyError::EntryIsSuccessor { index: i });
            }
            let params = body.block_args(s);
            let args = body.successor_args(op, i);
            if params.len() != args.len() {
                let block = self.block_index(s);
                self.op_error(
                    op,
                    VerifyError::SuccessorArgCount {
                        index: i,
                        block,
                        expected: params.len(),
                        found: args.len(),
                    },
                );
                continue;
            }
            for (j, (&p, &a)) in params.iter().zip(args).enumerate() {
                if !body.contains_value(a) {
                    continue; // reported as a dead operand
                }
                let (pt, at) = (body.value_type(p), body.value_type(a));
                if pt != at {
                    self.op_error(
                        op,
                        VerifyError::SuccessorArgType {
                            index: i,
                            arg: j,
                            expected: TypeName::new(cx, pt),
                            found: TypeName::new(cx, at),
                        },
                    );
                }
            }
        }
    }

    /// Checks `op` against its definition; runs the hook only when every
    /// declarative check passed, so hooks may trust arity and kinds.
    fn definition(&mut self, op: Op, def: &'static OpDef) {
        let (cx, body) = (self.cx, self.body);
        let before = self.errors.len();
        let counts = [
            (def.operands, body.operands(op).len(), 0),
            (def.results, body.results(op).len(), 1),
            (def.successors, body.successors(op).len(), 2),
            (def.regions, body.regions(op).len(), 3),
        ];
        for (expected, found, what) in counts {
            if !expected.allows(found) {
                let e = match what {
                    0 => VerifyError::OperandCount { expected, found },
                    1 => VerifyError::ResultCount { expected, found },
                    2 => VerifyError::SuccessorCount { expected, found },
                    _ => VerifyError::RegionCount { expected, found },
                };
                self.op_error(op, e);
            }
        }

        let live_type = |v: Value| body.contains_value(v).then(|| body.value_type(v));
        for (i, &v) in body.operands(op).iter().enumerate() {
            let (Some(c), Some(ty)) = (constraint(def.operand_types, i), live_type(v)) else {
                continue;
            };
            if !c.allows(cx, ty) {
                self.op_error(
                    op,
                    VerifyError::OperandType {
                        index: i,
                        expected: c,
                        found: TypeName::new(cx, ty),
                    },
                );
            }
        }
        for (i, &v) in body.results(op).iter().enumerate() {
            let Some(c) = constraint(def.result_types, i) else {
                continue;
            };
            let ty = body.value_type(v);
            if !c.allows(cx, ty) {
                self.op_error(
                    op,
                    VerifyError::ResultType {
                        index: i,
                        expected: c,
                        found: TypeName::new(cx, ty),
                    },
                );
            }
        }

        for spec in def.attrs {
            match self.attr(op, spec.name) {
                None if spec.required => {
                    self.op_error(op, VerifyError::MissingAttr { name: spec.name })
                }
                Some(a) if !attr_matches(cx.attr_data(a), spec.kind) => self.op_error(
                    op,
                    VerifyError::AttrKind {
                        name: spec.name,
                        expected: spec.kind,
                    },
                ),
                _ => {}
            }
        }
        if def.has(Traits::SYMBOL)
            && !def.attrs.iter().any(|a| a.name == "sym_name")
            && self
                .attr(op, "sym_name")
                .and_then(|a| cx.attr_as_str(a))
                .is_none()
        {
            self.op_error(op, VerifyError::MissingSymbolName);
        }

        if def.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE) {
            let mut types = body
                .operands(op)
                .iter()
                .chain(body.results(op))
                .filter_map(|&v| live_type(v));
            if let Some(first) = types.next() {
                if let Some(other) = types.find(|&t| t != first) {
                    self.op_error(
                        op,
                        VerifyError::NotSameType {
                            expected: TypeName::new(cx, first),
                            found: TypeName::new(cx, other),
                        },
                    );
                }
            }
        }

        if let (true, Some(ret)) = (def.has(Traits::RETURN_LIKE), self.ret) {
            let operands = body.operands(op);
            let expected = usize::from(!matches!(cx.type_data(ret), TypeData::Void));
            if operands.len() != expected {
                self.op_error(
                    op,
                    VerifyError::ReturnCount {
                        expected,
                        found: operands.len(),
                    },
                );
            } else if let Some(ty) = operands.first().and_then(|&v| live_type(v)) {
                if ty != ret {
                    self.op_error(
                        op,
                        VerifyError::ReturnType {
                            expected: TypeName::new(cx, ret),
                            found: TypeName::new(cx, ty),
                        },
                    );
                }
            }
        }

        let operands_live = body
            .all_operands(op)
            .iter()
            .all(|&v| body.contains_value(v));
        if self.errors.len() == before && operands_live {
            if let Some(hook) = def.verify {
                if let Err(e) = hook(&OpView { cx, body, op }) {
                    self.op_error(op, VerifyError::Hook(e));
                }
            }
        }
    }

    /// Whether `block` is reachable from its region's entry.
    fn reachable(&mut self, block: Block) -> bool {
        if let Some((b, answer)) = self.last_reachable {
            if b == block {
                return answer;
            }
        }
        let answer = self.find_reachable(block);
        self.last_reachable = Some((block, answer));
        answer
    }

    fn find_reachable(&mut self, block: Block) -> bool {
        let body = self.body;
        let Some(region) = body.block_region(block) else {
            return false;
        };
        let blocks = body.region_blocks(region);
        if blocks.first() == Some(&block) {
            return true;
        }
        self.tree(region).is_reachable(block)
    }

    fn tree(&mut self, region: Region) -> &DominatorTree {
        let body = self.body;
        self.trees
            .entry(region)
            .or_insert_with(|| DominatorTree::new(body, region))
    }

    /// Reports operand `index` of `op` when its definition `def` (an op
    /// result; `None` for a block argument, which comes first) does not
    /// stand before `at` in their block: `at` is `op`, or the op holding it
    /// in the definition's block.
    fn defined_before(&mut self, op: Op, at: Op, def: Option<Op>, index: usize) {
        if let (Some(d), Some(pa)) = (def, self.pos.get(at)) {
            if !matches!(self.pos.get(d), Some(pd) if pd < pa) {
                self.op_error(op, VerifyError::UseBeforeDef { index });
            }
        }
    }

    /// Checks that every operand of `op` is a live, resolved value whose
    /// definition dominates the use.
    fn dominance(&mut self, op: Op) {
        let body = self.body;
        let Some(use_block) = body.op_block(op) else {
            return;
        };
        // Uses in unreachable code are not checked for dominance (as in MLIR).
        let check = !body.all_operands(op).is_empty() && self.reachable(use_block);
        for (index, &v) in body.all_operands(op).iter().enumerate() {
            if !body.contains_value(v) {
                self.op_error(op, VerifyError::DeadOperand { index });
                continue;
            }
            let (def_block, def_op) = match body.value_def(v) {
                ValueDef::Placeholder => {
                    self.op_error(op, VerifyError::PlaceholderOperand { index });
                    continue;
                }
                ValueDef::Result { op: d, .. } => {
                    match body.contains_op(d).then(|| body.op_block(d)).flatten() {
                        Some(b) => (b, Some(d)),
                        None => {
                            self.op_error(op, VerifyError::DetachedDef { index });
                            continue;
                        }
                    }
                }
                ValueDef::BlockArg { block, .. } => {
                    if !body.contains_block(block) {
                        self.op_error(op, VerifyError::DeadOperand { index });
                        continue;
                    }
                    (block, None)
                }
            };
            if def_block == use_block {
                // Most operands are defined earlier in the same block (or
                // are its arguments): the use is in the def's region, and
                // only the order within the block is left to check.
                if check {
                    self.defined_before(op, op, def_op, index);
                }
                continue;
            }
            let Some(def_region) = body.block_region(def_block) else {
                self.op_error(op, VerifyError::DetachedDef { index });
                continue;
            };
            if !check {
                continue;
            }
            // Find the op holding the use in the def's region.
            let mut at = op;
            let mut at_block = use_block;
            let found = loop {
                let Some(r) = body.block_region(at_block) else {
                    break false;
                };
                if r == def_region {
                    break true;
                }
                let Some(parent) = body.region_parent(r) else {
                    break false;
                };
                if let Some(d) = body.op_def(self.cx, parent) {
                    if d.has(Traits::ISOLATED_FROM_ABOVE) {
                        self.op_error(
                            op,
                            VerifyError::IsolatedUse {
                                index,
                                isolated: d.name,
                            },
                        );
                        break true;
                    }
                }
                let Some(pb) = body.op_block(parent) else {
                    break false;
                };
                at = parent;
                at_block = pb;
            };
            if !found {
                self.op_error(op, VerifyError::NotVisible { index });
                continue;
            }
            if body.block_region(at_block) != Some(def_region) {
                continue; // an isolation error was reported
            }
            if at_block == def_block {
                self.defined_before(op, at, def_op, index);
                continue;
            }
            if !self.reachable(at_block) {
                continue;
            }
            if !self.tree(def_region).dominates(def_block, at_block) {
                let (def_block, use_block) =
                    (self.block_index(def_block), self.block_index(at_block));
                self.op_error(
                    op,
                    VerifyError::NotDominated {
                        index,
                        def_block,
                        use_block,
                    },
                );
            }
        }
    }
}

/// The constraint for position `i`: the last one repeats; none when the
/// list is empty.
fn constraint<T: Copy>(list: &[T], i: usize) -> Option<T> {
    list.get(i).or(list.last()).copied()
}

#[cfg(test)]
pub(crate) mod tests;
