//! Generates large, valid `llvm`-dialect modules for determinism tests and
//! benchmarks. Not a stable API.
//!
//! Each function looks like optimized-away-nothing frontend output: an
//! entry block with an arithmetic chain, a load and a compare, two arms that
//! take block arguments, and a join block that stores and returns. Every
//! block recomputes some expressions that dominate it (work for `cse`) and
//! computes some values nobody uses (work for `dce`). The output depends
//! only on the arguments.

use dxir_dialects::llvm;
use dxir_ir::{Builder, Context, Function, Loc, Module, Type, Value};

/// The arithmetic the chains draw from.
const BINARY_OPS: &[&str] = &[
    llvm::Add::NAME,
    llvm::Mul::NAME,
    llvm::Sub::NAME,
    llvm::Xor::NAME,
    llvm::And::NAME,
    llvm::Or::NAME,
    llvm::Shl::NAME,
];

/// A small deterministic generator (xorshift64*), so the module is the
/// same on every machine without a dependency. `shadergen` draws from it
/// too, so a seed means the same shader everywhere.
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator whose whole stream depends only on `seed`.
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True with probability `percent`%.
    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// An expression computed in a block, to be recomputed in blocks it
/// dominates.
#[derive(Clone, Copy)]
struct Expr {
    op: &'static str,
    lhs: Value,
    rhs: Value,
}

/// Emits into one block, keeping the values it may use.
struct Emitter<'a, 'b> {
    b: Builder<'a>,
    rng: &'b mut Rng,
    i32t: Type,
    /// Values usable here; later ones are preferred so chains form.
    pool: Vec<Value>,
    /// Values of this block not used yet; picked first so that, as in real
    /// code, most values feed something.
    unused: Vec<Value>,
    /// Expressions of this block, for duplicates here and below.
    exprs: Vec<Expr>,
}

impl Emitter<'_, '_> {
    fn pick(&mut self) -> Value {
        if !self.unused.is_empty() && self.rng.chance(75) {
            let k = self.unused.len() - 1 - self.rng.below(self.unused.len().min(3));
            return self.unused.remove(k);
        }
        self.pick_any()
    }

    /// Any usable value, without marking it used.
    fn pick_any(&mut self) -> Value {
        // Half the time one of the last four values, else any.
        let n = self.pool.len();
        if self.rng.chance(50) {
            self.pool[n - 1 - self.rng.below(n.min(4))]
        } else {
            self.pool[self.rng.below(n)]
        }
    }

    fn binary(&mut self, e: Expr) -> Value {
        self.b.value(e.op, &[e.lhs, e.rhs], self.i32t)
    }

    fn constant(&mut self, value: i128) -> Value {
        let cx = self.b.cx();
        let attr = cx.int_attr(self.i32t, value);
        let spec = llvm::Constant::spec(&mut self.b, self.i32t).with_attr(cx, "value", attr);
        let op = self.b.insert(spec);
        self.b.body().result(op, 0)
    }

    /// `n` steps of arithmetic: each adds a fresh expression, and sometimes
    /// a duplicate of an earlier one from `inherited` or this block, a
    /// constant, or a dead value.
    fn chain(&mut self, n: usize, inherited: &[Expr]) {
        for _ in 0..n {
            let op = BINARY_OPS[self.rng.below(BINARY_OPS.len())];
            let e = Expr {
                op,
                lhs: self.pick(),
                rhs: self.pick(),
            };
            let v = self.binary(e);
            self.pool.push(v);
            self.unused.push(v);
            self.exprs.push(e);
            if self.rng.chance(30) {
                // Recompute something already available: cse folds it.
                let all = inherited.len() + self.exprs.len();
                let k = self.rng.below(all);
                let dup = if k < inherited.len() {
                    inherited[k]
                } else {
                    self.exprs[k - inherited.len()]
                };
                let v = self.binary(dup);
                self.pool.push(v);
                self.unused.push(v);
            }
            if self.rng.chance(15) {
                // The same small constants recur: cse merges them too.
                let k = self.rng.below(8) as i128;
                let c = self.constant(k);
                self.pool.push(c);
                self.unused.push(c);
            }
            if self.rng.chance(25) {
                // A short dead chain: dce erases it.
                let x = self.pick_any();
                let y = self.pick_any();
                let d = llvm::Mul::build(&mut self.b, x, y, self.i32t);
                let op = BINARY_OPS[self.rng.below(BINARY_OPS.len())];
                self.b.value(op, &[d, x], self.i32t);
            }
        }
    }
}

/// A module of `functions` definitions `@f0`, `@f1`, ... of about
/// `ops_per_function` ops each (at least 30), every one valid for the
/// verifier with the `llvm` dialect registered.
///
/// # Example
/// ```
/// let cx = dxir::context();
/// let m = dxir::testgen::big_module(&cx, 3, 60);
/// assert_eq!(m.functions().len(), 3);
/// assert!(dxir::verify_module(&cx, &m, &Default::default()).is_ok());
/// ```
pub fn big_module(cx: &Context, functions: usize, ops_per_function: usize) -> Module {
    let mut m = Module::new();
    for i in 0..functions {
        let f = function(cx, &format!("f{i}"), i as u64, ops_per_function.max(30));
        m.add_function(f).expect("generated names are unique");
    }
    m
}

/// One function: entry, two arms with block arguments, a join.
fn function(cx: &Context, name: &str, seed: u64, ops: usize) -> Function {
    let t = *cx.types();
    let fty = cx.function_type(t.i32, vec![t.i32, t.i32, t.ptr], false);
    let mut f = Function::define(cx, name, fty, Loc::UNKNOWN);
    let entry = f.entry().expect("a definition has an entry block");
    let (a, b, p) = (f.params()[0], f.params()[1], f.params()[2]);
    let body = f.body_mut();
    let root = body.root();
    let arm_blocks: Vec<_> = (0..3)
        .map(|_| {
            let blk = body.create_block();
            body.append_block(root, blk);
            let arg = body.add_block_arg(blk, t.i32);
            (blk, arg)
        })
        .collect();
    let (then_b, x) = arm_blocks[0];
    let (else_b, y) = arm_blocks[1];
    let (join_b, z) = arm_blocks[2];

    let mut rng = Rng::new(seed);
    // Of the op budget: about half in the entry, a sixth per arm and join,
    // counting the extras `chain` adds (about 1.1 ops per step).
    let step = |share: usize| (ops * share / 12 / 2).max(3);

    // Entry: a chain, a load, a compare, a branch with arguments.
    let mut e = Emitter {
        b: Builder::at_end(cx, body, entry),
        rng: &mut rng,
        i32t: t.i32,
        pool: vec![a, b],
        unused: Vec::new(),
        exprs: Vec::new(),
    };
    e.chain(step(6), &[]);
    let loaded = llvm::Load::build(&mut e.b, p, t.i32);
    e.pool.push(loaded);
    e.unused.push(loaded);
    e.chain(2, &[]);
    let lhs = e.pick();
    let icmp = llvm::ICmp::spec(&mut e.b, lhs, loaded, t.i1).with_attr(
        cx,
        "predicate",
        cx.str_attr("slt"),
    );
    let cond = e.b.insert(icmp);
    let cond = e.b.body().result(cond, 0);
    let (to_then, to_else) = (e.pick(), e.pick());
    let br = llvm::CondBr::spec(&mut e.b, cond)
        .with_successor(then_b, [to_then])
        .with_successor(else_b, [to_else]);
    e.b.insert(br);
    let entry_pool = std::mem::take(&mut e.pool);
    let entry_exprs = std::mem::take(&mut e.exprs);
    drop(e);

    // The arms: each sees the entry's values and its own argument.
    let arm = |blk, arg, body: &mut dxir_ir::Body, rng: &mut Rng| {
        let mut e = Emitter {
            b: Builder::at_end(cx, body, blk),
            rng,
            i32t: t.i32,
            pool: entry_pool.iter().copied().chain([arg]).collect(),
            unused: vec![arg],
            exprs: Vec::new(),
        };
        e.chain(step(2), &entry_exprs);
        let out = e.pick();
        let br = llvm::Br::spec(&mut e.b).with_successor(join_b, [out]);
        e.b.insert(br);
    };
    arm(then_b, x, f.body_mut(), &mut rng);
    arm(else_b, y, f.body_mut(), &mut rng);

    // The join: more work on the merged value, a store, a select, a return.
    let mut e = Emitter {
        b: Builder::at_end(cx, f.body_mut(), join_b),
        rng: &mut rng,
        i32t: t.i32,
        pool: entry_pool.iter().copied().chain([z]).collect(),
        unused: vec![z],
        exprs: Vec::new(),
    };
    e.chain(step(2), &entry_exprs);
    let stored = e.pick();
    llvm::Store::build(&mut e.b, stored, p);
    let (l, r) = (e.pick(), z);
    let icmp = llvm::ICmp::spec(&mut e.b, l, r, t.i1).with_attr(cx, "predicate", cx.str_attr("eq"));
    let c = e.b.insert(icmp);
    let c = e.b.body().result(c, 0);
    let (u, v) = (e.pick(), e.pick());
    let sel = llvm::Select::build(&mut e.b, c, u, v, t.i32);
    llvm::Ret::build(&mut e.b, Some(sel));
    f
}
