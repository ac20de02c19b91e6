//! Function bodies: blocks, `phi`s as block arguments, and instructions.
//!
//! Two passes over a function's AST. The first checks LLVM's numbering of
//! unnamed values and labels, finds every block's label and resolves the
//! predecessors named by each `phi`. The second makes the ops, in order;
//! a use before its definition gets a placeholder that the definition
//! replaces. Each branch passes the `phi` values its target expects from
//! it as successor arguments (constants are made just before the branch).

use super::instmeta::Site;
use super::{fail, unsupported, ImportErrorKind as K, Importer, SpecExt, R};
use crate::translate::llvm::ast::{
    self, FastMathFlags, InstKind, Instruction, Metadata, Name, Pos, TypedValue,
};
use crate::{dx, dxil};
use dxir_ir::{AttrData, Block, Body, ConstantKey, Function, Op, OpSpec, Type, TypeData, Value};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A `phi` of a block, as the branches to that block need it.
struct Phi<'a, 'b> {
    inst: &'b Instruction<'a>,
    ty: Type,
    fmf: FastMathFlags,
    incoming: &'b [(ast::Value<'a>, Name<'a>)],
    /// The predecessor block (by index) of each incoming entry.
    preds: Vec<usize>,
    /// The entries of each predecessor, in order.
    by_pred: FxHashMap<usize, SmallVec<[u32; 2]>>,
}

/// A branch edge into a block: the predecessor, its terminator, and which
/// of the terminator's successors it is.
#[derive(Clone, Copy)]
struct Edge {
    pred: usize,
    op: Op,
    slot: usize,
}

/// Per-function state.
struct FnState<'a, 'b> {
    locals: FxHashMap<Name<'a>, Value>,
    /// Values used before their definition: placeholder and first use.
    fwd: FxHashMap<Name<'a>, (Value, Pos)>,
    labels: FxHashMap<Name<'a>, usize>,
    /// The label of each block as written, or its number.
    label_names: Vec<Name<'a>>,
    blocks: Vec<Block>,
    phis: Vec<Vec<Phi<'a, 'b>>>,
    edges: Vec<Vec<Edge>>,
    ret: Type,
    /// The constants made so far (`llvm.constant`, `undef`, `poison`), one
    /// op per name, value and type, at the top of the entry block, where
    /// each dominates every use: clang repeats a few constants throughout
    /// a function, and one op per use made them a third of all ops.
    constants: FxHashMap<ConstantKey, Value>,
    /// The last of them: the next goes after it.
    last_constant: Option<Op>,
}

/// `Some(n)` is the number an unnamed or numbered definition takes.
fn number(next: &mut u32, name: Option<Name<'_>>, what: &'static str, pos: Pos) -> R<()> {
    match name {
        None => *next = next.saturating_add(1),
        Some(Name::Numbered(n)) => {
            if n < *next {
                return fail(
                    pos,
                    K::Numbering {
                        what,
                        sigil: '%',
                        next: *next,
                    },
                );
            }
            *next = n.saturating_add(1);
        }
        Some(Name::Named(_)) => {}
    }
    Ok(())
}

/// The fast-math flags as dxir's `fastmath` string (`fast` when all set).
pub(super) fn fmf_text(f: &FastMathFlags) -> Option<String> {
    if f.is_empty() {
        return None;
    }
    if f.is_fast() {
        return Some("fast".into());
    }
    let words: Vec<&str> = [
        (f.reassoc, "reassoc"),
        (f.nnan, "nnan"),
        (f.ninf, "ninf"),
        (f.nsz, "nsz"),
        (f.arcp, "arcp"),
        (f.contract, "contract"),
        (f.afn, "afn"),
    ]
    .into_iter()
    .filter_map(|(set, w)| set.then_some(w))
    .collect();
    Some(words.join(" "))
}

impl<'a> Importer<'a, '_> {
    /// Whether an instruction produces no value.
    fn is_void(&self, inst: &Instruction<'a>) -> bool {
        match &inst.kind {
            InstKind::Store { .. }
            | InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::Ret(_)
            | InstKind::Unreachable => true,
            InstKind::Call(c) => match self.table.get(c.ty) {
                ast::Type::Void => true,
                ast::Type::Function { ret, .. } => matches!(self.table.get(*ret), ast::Type::Void),
                _ => false,
            },
            _ => false,
        }
    }

    /// Imports the body of a definition into `func` (made by
    /// `Function::define`, so its entry block holds the parameters).
    pub(super) fn body<'b>(&mut self, f: &'b ast::Function<'a>, func: &mut Function) -> R<()> {
        let cx = self.cx;
        let ast_blocks = f.blocks();
        let ret = func.return_type(cx);
        let body = func.body_mut();
        let Some(entry) = body.entry_block() else {
            return Ok(());
        };
        // Sized for every instruction and block: growing a table rehashes
        // every name in it.
        let instructions: usize = ast_blocks.iter().map(|b| b.insts.len()).sum();
        // An op per instruction, the constants they use, and room for the
        // first passes: half as many more, as a guess (the arenas are
        // compacted once the body is read if the guess was short and they
        // grew). clang's functions read into about 1.2 ops an instruction
        // (1.12 to 1.19 on the benchmark files), so with a quarter more
        // the first pass to add a few dozen ops doubled the arena, copying
        // it whole, and left it sparse for a compaction: half more ran 2.2%
        // fewer instructions on M (0.984 of its wall time over 20 paired
        // rounds) with the same peak on L; `docs/performance.md`.
        body.reserve(instructions + instructions / 2);
        let mut st = FnState {
            locals: FxHashMap::with_capacity_and_hasher(
                instructions + f.params.len(),
                Default::default(),
            ),
            fwd: FxHashMap::default(),
            labels: FxHashMap::with_capacity_and_hasher(ast_blocks.len(), Default::default()),
            label_names: Vec::with_capacity(ast_blocks.len()),
            blocks: Vec::with_capacity(ast_blocks.len()),
            phis: Vec::with_capacity(ast_blocks.len()),
            edges: vec![Vec::new(); ast_blocks.len()],
            ret,
            constants: FxHashMap::default(),
            last_constant: None,
        };

        // Pass 1: numbering, labels, phi placement.
        let mut next = 0u32;
        for p in &f.params {
            number(&mut next, p.name, "argument", f.pos)?;
        }
        for (bi, b) in ast_blocks.iter().enumerate() {
            let key = match b.label {
                Some(n @ Name::Named(_)) => n,
                label => {
                    let n = match label {
                        Some(Name::Numbered(n)) => n,
                        _ => next,
                    };
                    number(&mut next, label, "label", b.pos)?;
                    Name::Numbered(n)
                }
            };
            if st.labels.insert(key, bi).is_some() {
                return fail(b.pos, K::Redefinition(format!("label '%{key}'")));
            }
            st.label_names.push(key);
            let mut in_phis = true;
            for inst in &b.insts {
                if let InstKind::Phi { .. } = inst.kind {
                    if !in_phis {
                        return fail(inst.pos, K::PhiNotAtStart);
                    }
                    if bi == 0 {
                        return fail(inst.pos, K::PhiInEntry);
                    }
                } else {
                    in_phis = false;
                }
                if self.is_void(inst) {
                    if inst.result.is_some() {
                        return fail(inst.pos, K::NamedVoid);
                    }
                } else {
                    number(&mut next, inst.result, "instruction", inst.pos)?;
                }
            }
        }
        // The phis of each block, with their predecessors resolved.
        for b in ast_blocks {
            let mut phis = Vec::new();
            for inst in &b.insts {
                let InstKind::Phi { fmf, ty, incoming } = &inst.kind else {
                    break;
                };
                let ty = self.ty(*ty, inst.pos)?;
                self.check_value_type(ty, inst.pos)?;
                let mut preds = Vec::with_capacity(incoming.len());
                let mut by_pred: FxHashMap<usize, SmallVec<[u32; 2]>> = FxHashMap::default();
                for (i, (_, label)) in incoming.iter().enumerate() {
                    let Some(&p) = st.labels.get(label) else {
                        return fail(inst.pos, K::UndefinedLabel(label.to_string()));
                    };
                    preds.push(p);
                    by_pred.entry(p).or_default().push(i as u32);
                }
                phis.push(Phi {
                    inst,
                    ty,
                    fmf: *fmf,
                    incoming,
                    preds,
                    by_pred,
                });
            }
            st.phis.push(phis);
        }
        // Blocks, in order; the entry block exists already.
        for (bi, b) in ast_blocks.iter().enumerate() {
            let block = if bi == 0 {
                entry
            } else {
                let blk = body.create_block();
                body.append_block(body.root(), blk);
                blk
            };
            if let Some(n @ Name::Named(_)) = b.label {
                body.set_block_name(block, n.text().as_deref());
            }
            st.blocks.push(block);
        }

        // Pass 2: definitions and ops.
        let mut next = 0u32;
        let params: SmallVec<[Value; 8]> = body.block_args(entry).iter().copied().collect();
        for (p, &v) in f.params.iter().zip(&params) {
            let name = match p.name {
                Some(n) => {
                    if let Name::Numbered(k) = n {
                        next = k.saturating_add(1);
                    }
                    n
                }
                None => {
                    next = next.saturating_add(1);
                    Name::Numbered(next - 1)
                }
            };
            self.define(&mut st, body, name, v, f.pos)?;
        }
        for (bi, b) in ast_blocks.iter().enumerate() {
            match b.label {
                None => next = next.saturating_add(1),
                Some(Name::Numbered(k)) => next = k.saturating_add(1),
                Some(Name::Named(_)) => {}
            }
            let block = st.blocks[bi];
            let num_phis = st.phis[bi].len();
            for j in 0..num_phis {
                let (ty, inst, fmf) = {
                    let p = &st.phis[bi][j];
                    (p.ty, p.inst, p.fmf)
                };
                let arg = body.add_block_arg(block, ty);
                let name = self.result_name(inst.result, &mut next);
                self.define(&mut st, body, name, arg, inst.pos)?;
                if let Some(flags) = self.fastmath_attr(&fmf) {
                    let spec = OpSpec::new(self.k.op.phi_flags, self.loc(inst.pos))
                        .with_operands([arg])
                        .set(self.k.a.fastmath, flags);
                    emit(body, block, spec);
                }
            }
            for inst in &b.insts[num_phis..] {
                self.inst(&mut st, body, bi, inst, &mut next)?;
            }
        }

        if let Some((name, &(_, pos))) = st.fwd.iter().min_by_key(|(_, &(_, pos))| pos) {
            return fail(pos, K::UndefinedValue(name.to_string()));
        }
        self.check_phis(&mut st, body)
    }

    /// The name a result takes: as written, or the next number.
    fn result_name(&self, written: Option<Name<'a>>, next: &mut u32) -> Name<'a> {
        match written {
            Some(n) => {
                if let Name::Numbered(k) = n {
                    *next = k.saturating_add(1);
                }
                n
            }
            None => {
                *next = next.saturating_add(1);
                Name::Numbered(*next - 1)
            }
        }
    }

    /// Defines `name` as `v`, replacing a placeholder from earlier uses.
    fn define(
        &self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        name: Name<'a>,
        v: Value,
        pos: Pos,
    ) -> R<()> {
        if matches!(name, Name::Named(_)) && st.labels.contains_key(&name) {
            return fail(pos, K::Redefinition(format!("'%{name}'")));
        }
        if st.locals.insert(name, v).is_some() {
            return fail(pos, K::Redefinition(format!("'%{name}'")));
        }
        // Most bodies use no value before its definition: no hash then.
        let forward = if st.fwd.is_empty() {
            None
        } else {
            st.fwd.remove(&name)
        };
        if let Some((ph, use_pos)) = forward {
            let (have, want) = (body.value_type(v), body.value_type(ph));
            if have != want {
                return fail(
                    use_pos,
                    K::TypeMismatch {
                        value: format!("%{name}"),
                        found: self.type_text(have),
                        expected: self.type_text(want),
                    },
                );
            }
            if let Some(def) = body.defining_op(v) {
                if body.uses(ph).any(|u| u.op == def) {
                    return fail(pos, K::SelfReference(format!("%{name}")));
                }
            }
            body.replace_all_uses(ph, v);
            body.erase_placeholder(ph);
        }
        if let Name::Named(_) = name {
            body.set_value_name(v, name.text().as_deref());
        }
        Ok(())
    }

    /// A local value of type `ty`, or a placeholder for a later definition.
    fn local(
        &self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        name: Name<'a>,
        ty: Type,
        pos: Pos,
    ) -> R<Value> {
        let v = match st.locals.get(&name) {
            Some(&v) => v,
            None => match st.fwd.get(&name) {
                Some(&(ph, _)) => ph,
                None => {
                    if st.labels.contains_key(&name) {
                        return fail(pos, K::BadOperand("a label is not a value"));
                    }
                    let ph = body.create_placeholder(ty);
                    st.fwd.insert(name, (ph, pos));
                    return Ok(ph);
                }
            },
        };
        self.expect_type(&|| format!("%{name}"), body.value_type(v), ty, pos)?;
        Ok(v)
    }

    /// An operand of type `ty`: a local value, or ops made just before the
    /// user for a constant.
    fn operand(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        v: &ast::Value<'a>,
        ty: Type,
        pos: Pos,
    ) -> R<Value> {
        let cx = self.cx;
        let loc = self.loc(pos);
        let spec = match v {
            ast::Value::Local(name) => return self.local(st, body, *name, ty, pos),
            ast::Value::Global(name) => {
                let intrinsic = name.text().is_some_and(|t| t.starts_with("llvm."));
                if intrinsic && self.symbol(*name).is_some_and(|s| s.fn_ty.is_some()) {
                    return fail(pos, K::IntrinsicAddress(name.to_string()));
                }
                let (sym, pty) = self.global_ref(*name, pos)?;
                self.expect_type(&|| format!("@{name}"), pty, ty, pos)?;
                let mut s = OpSpec::new(self.k.op.addressof, loc).with_results([pty]);
                s.attrs.set(self.k.a.global, sym);
                s
            }
            ast::Value::Undef | ast::Value::Poison => {
                self.check_constant_type(ty, pos)?;
                let name = if let ast::Value::Undef = v {
                    self.k.op.undef
                } else {
                    self.k.op.poison
                };
                return Ok(shared_constant(
                    st,
                    body,
                    OpSpec::new(name, loc).with_results([ty]),
                ));
            }
            ast::Value::Expr(e) => {
                let (name, result, operands, attrs) = self.const_expr_parts(e, pos)?;
                self.expect_type(&|| "constant expression".into(), result, ty, pos)?;
                let mut vals: SmallVec<[Value; 4]> = SmallVec::new();
                for (t, o) in operands {
                    vals.push(self.operand(st, body, block, o, t, pos)?);
                }
                let mut s = OpSpec::new(cx.op_name(name), loc)
                    .with_operands(vals)
                    .with_results([result]);
                for (k, a) in attrs {
                    s.attrs.set(cx.ident(&k), a);
                }
                s.attrs.set(self.k.a.constexpr, cx.unit_attr());
                s
            }
            _ => {
                let value = self.const_attr(v, ty, pos)?;
                let mut s = OpSpec::new(self.k.op.constant, loc).with_results([ty]);
                s.attrs.set(self.k.a.value, value);
                return Ok(shared_constant(st, body, s));
            }
        };
        let op = emit(body, block, spec);
        Ok(body.result(op, 0))
    }

    fn typed(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        tv: &TypedValue<'a>,
        pos: Pos,
    ) -> R<(Value, Type)> {
        let t = self.ty(tv.ty, pos)?;
        self.check_value_type(t, pos)?;
        Ok((self.operand(st, body, block, &tv.value, t, pos)?, t))
    }

    /// The successor `target` of block `bi`'s terminator, with the values
    /// its `phi`s take from `bi`; repeated edges to one block reuse them.
    fn successor(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        bi: usize,
        target: Name<'a>,
        pos: Pos,
        done: &mut FxHashMap<usize, Vec<Value>>,
    ) -> R<(usize, Vec<Value>)> {
        let Some(&t) = st.labels.get(&target) else {
            return fail(pos, K::UndefinedLabel(target.to_string()));
        };
        if t == 0 {
            return fail(pos, K::EntryTarget);
        }
        if let Some(args) = done.get(&t) {
            return Ok((t, args.clone()));
        }
        let block = st.blocks[bi];
        let mut args = Vec::with_capacity(st.phis[t].len());
        for j in 0..st.phis[t].len() {
            let (value, ty, ppos) = {
                let p = &st.phis[t][j];
                let Some(entries) = p.by_pred.get(&bi) else {
                    return fail(
                        p.inst.pos,
                        K::PhiMissingEdge(st.label_names[bi].to_string()),
                    );
                };
                (&p.incoming[entries[0] as usize].0, p.ty, p.inst.pos)
            };
            args.push(self.operand(st, body, block, value, ty, ppos)?);
        }
        done.insert(t, args.clone());
        Ok((t, args))
    }

    /// Makes the op of one (non-`phi`) instruction.
    fn inst(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        bi: usize,
        inst: &Instruction<'a>,
        next: &mut u32,
    ) -> R<()> {
        let cx = self.cx;
        let pos = inst.pos;
        let loc = self.loc(pos);
        let block = st.blocks[bi];
        let unit = cx.unit_attr();
        let mut targets: SmallVec<[usize; 2]> = SmallVec::new();
        let mut spec = match &inst.kind {
            InstKind::Binary {
                op,
                flags,
                fmf,
                ty,
                lhs,
                rhs,
            } => {
                let t = self.ty(*ty, pos)?;
                let ok = if op.is_float() {
                    cx.is_float(t)
                } else {
                    cx.is_int(t)
                };
                if !ok {
                    return fail(
                        pos,
                        K::BadOperand(if op.is_float() {
                            "this operator needs floating point operands"
                        } else {
                            "this operator needs integer operands"
                        }),
                    );
                }
                let a = self.operand(st, body, block, lhs, t, pos)?;
                let b = self.operand(st, body, block, rhs, t, pos)?;
                let mut s = OpSpec::new(self.k.bin[*op as usize], loc)
                    .with_operands([a, b])
                    .with_results([t]);
                for (set, key) in [
                    (flags.nuw, self.k.a.nuw),
                    (flags.nsw, self.k.a.nsw),
                    (flags.exact, self.k.a.exact),
                    (flags.disjoint, self.k.a.disjoint),
                ] {
                    if set {
                        s = s.set(key, unit);
                    }
                }
                self.with_fmf(s, fmf)
            }
            InstKind::FNeg { fmf, ty, value } => {
                let t = self.ty(*ty, pos)?;
                if !cx.is_float(t) {
                    return fail(pos, K::BadOperand("fneg needs a floating point operand"));
                }
                let a = self.operand(st, body, block, value, t, pos)?;
                let s = OpSpec::new(self.k.op.fneg, loc)
                    .with_operands([a])
                    .with_results([t]);
                self.with_fmf(s, fmf)
            }
            InstKind::ICmp {
                samesign,
                pred,
                ty,
                lhs,
                rhs,
            } => {
                let t = self.ty(*ty, pos)?;
                let scalar = cx.scalar_type(t);
                if !cx.is_int(t) && !matches!(cx.type_data(scalar), TypeData::Ptr { .. }) {
                    return fail(pos, K::BadOperand("icmp needs integer or pointer operands"));
                }
                let a = self.operand(st, body, block, lhs, t, pos)?;
                let b = self.operand(st, body, block, rhs, t, pos)?;
                let mut s = OpSpec::new(self.k.op.icmp, loc)
                    .with_operands([a, b])
                    .with_results([self.bool_like(t)])
                    .set(self.k.a.predicate, cx.str_attr(pred.name()));
                if *samesign {
                    s = s.set(self.k.a.samesign, unit);
                }
                s
            }
            InstKind::FCmp {
                fmf,
                pred,
                ty,
                lhs,
                rhs,
            } => {
                let t = self.ty(*ty, pos)?;
                if !cx.is_float(t) {
                    return fail(pos, K::BadOperand("fcmp needs floating point operands"));
                }
                let a = self.operand(st, body, block, lhs, t, pos)?;
                let b = self.operand(st, body, block, rhs, t, pos)?;
                let s = OpSpec::new(self.k.op.fcmp, loc)
                    .with_operands([a, b])
                    .with_results([self.bool_like(t)])
                    .set(self.k.a.predicate, cx.str_attr(pred.name()));
                self.with_fmf(s, fmf)
            }
            InstKind::Select {
                fmf,
                cond,
                if_true,
                if_false,
            } => {
                let (c, ct) = self.typed(st, body, block, cond, pos)?;
                let (a, at) = self.typed(st, body, block, if_true, pos)?;
                let bt = self.ty(if_false.ty, pos)?;
                self.expect_type(&|| "the false value".into(), bt, at, pos)?;
                let b = self.operand(st, body, block, &if_false.value, at, pos)?;
                let cond_ok = match cx.type_data(ct) {
                    TypeData::Int(1) => true,
                    TypeData::Vector { len, elem } => {
                        cx.type_data(*elem) == &TypeData::Int(1)
                            && matches!(cx.type_data(at), TypeData::Vector { len: l, .. } if l == len)
                    }
                    _ => false,
                };
                if !cond_ok {
                    return fail(
                        pos,
                        K::BadOperand("the select condition must be i1 or a vector of i1"),
                    );
                }
                let s = OpSpec::new(self.k.op.select, loc)
                    .with_operands([c, a, b])
                    .with_results([at]);
                self.with_fmf(s, fmf)
            }
            InstKind::Alloca {
                inalloca,
                ty,
                count,
                align,
                addrspace,
            } => {
                let t = self.ty(*ty, pos)?;
                self.check_member_type(t, pos)?;
                self.check_sized(t, "cannot allocate an unsized type", pos)?;
                let mut operands: SmallVec<[Value; 1]> = SmallVec::new();
                if let Some(c) = count {
                    let (v, ct) = self.typed(st, body, block, c, pos)?;
                    if !matches!(cx.type_data(ct), TypeData::Int(_)) {
                        return fail(pos, K::BadOperand("the alloca count must be an integer"));
                    }
                    operands.push(v);
                }
                let space = addrspace.unwrap_or(self.spaces.alloca);
                let mut s = OpSpec::new(self.k.op.alloca, loc)
                    .with_operands(operands)
                    .with_results([cx.ptr_type(space)])
                    .set(self.k.a.elem_type, cx.type_attr(t));
                if let Some(a) = align {
                    s.attrs.set(self.k.a.alignment, self.align_attr(*a));
                }
                if *inalloca {
                    s = s.set(self.k.a.inalloca, unit);
                }
                if let Some(space) = addrspace {
                    s = s.with_attr(
                        cx,
                        "addr_space",
                        cx.int_attr(cx.types().i32, (*space).into()),
                    );
                }
                s
            }
            InstKind::Load {
                volatile,
                ty,
                ptr,
                align,
            } => {
                let t = self.ty(*ty, pos)?;
                self.check_value_type(t, pos)?;
                self.check_sized(t, "loading unsized types is not allowed", pos)?;
                let p = self.pointer(st, body, block, ptr, pos)?;
                let mut s = OpSpec::new(self.k.op.load, loc)
                    .with_operands([p])
                    .with_results([t]);
                if let Some(a) = align {
                    s.attrs.set(self.k.a.alignment, self.align_attr(*a));
                }
                if *volatile {
                    s.attrs.set(self.k.a.volatile, unit);
                }
                s
            }
            InstKind::AtomicRmw(rmw) => {
                let ast::AtomicRmw {
                    volatile,
                    operation,
                    ptr,
                    value,
                    syncscope,
                    ordering,
                    align,
                } = &**rmw;
                let p = self.pointer(st, body, block, ptr, pos)?;
                let (v, t) = self.typed(st, body, block, value, pos)?;
                let mut s = OpSpec::new(self.k.op.atomicrmw, loc)
                    .with_operands([p, v])
                    .with_results([t]);
                s.attrs.set(self.k.a.operation, self.cx.str_attr(operation));
                s.attrs.set(self.k.a.ordering, self.cx.str_attr(ordering));
                self.atomic_flags(&mut s, syncscope, *align, *volatile);
                s
            }
            InstKind::CmpXchg(cas) => {
                let ast::CmpXchg {
                    weak,
                    volatile,
                    ptr,
                    compare,
                    new_value,
                    syncscope,
                    success,
                    failure,
                    align,
                } = &**cas;
                let p = self.pointer(st, body, block, ptr, pos)?;
                let (c, t) = self.typed(st, body, block, compare, pos)?;
                let (n, _) = self.typed(st, body, block, new_value, pos)?;
                let pair = self.cx.struct_type(vec![t, self.cx.types().i1], false);
                let mut s = OpSpec::new(self.k.op.cmpxchg, loc)
                    .with_operands([p, c, n])
                    .with_results([pair]);
                s.attrs
                    .set(self.k.a.success_ordering, self.cx.str_attr(success));
                s.attrs
                    .set(self.k.a.failure_ordering, self.cx.str_attr(failure));
                if *weak {
                    s.attrs.set(self.k.a.weak, self.cx.unit_attr());
                }
                self.atomic_flags(&mut s, syncscope, *align, *volatile);
                s
            }
            InstKind::Store {
                volatile,
                value,
                ptr,
                align,
            } => {
                let (v, vt) = self.typed(st, body, block, value, pos)?;
                self.check_sized(vt, "storing unsized types is not allowed", pos)?;
                let p = self.pointer(st, body, block, ptr, pos)?;
                let mut s = OpSpec::new(self.k.op.store, loc).with_operands([v, p]);
                if let Some(a) = align {
                    s.attrs.set(self.k.a.alignment, self.align_attr(*a));
                }
                if *volatile {
                    s.attrs.set(self.k.a.volatile, unit);
                }
                s
            }
            InstKind::GetElementPtr {
                flags,
                source_ty,
                base,
                indices,
            } => {
                let src = self.ty(*source_ty, pos)?;
                let (b, bt) = self.typed(st, body, block, base, pos)?;
                let mut operands: SmallVec<[Value; 4]> = SmallVec::new();
                operands.push(b);
                let mut idx_tys = Vec::with_capacity(indices.len());
                for i in indices {
                    let (v, t) = self.typed(st, body, block, i, pos)?;
                    operands.push(v);
                    idx_tys.push(t);
                }
                let vals: Vec<&ast::Value<'a>> = indices.iter().map(|i| &i.value).collect();
                let result = self.gep_result(src, bt, &idx_tys, &vals, pos)?;
                let mut s = OpSpec::new(self.k.op.getelementptr, loc)
                    .with_operands(operands)
                    .with_results([result])
                    .set(self.k.a.source_type, cx.type_attr(src));
                for (set, key) in [
                    (flags.inbounds, self.k.a.inbounds),
                    (flags.nusw, self.k.a.nusw),
                    (flags.nuw, self.k.a.nuw),
                ] {
                    if set {
                        s = s.set(key, unit);
                    }
                }
                s
            }
            InstKind::Cast {
                op,
                flags,
                value,
                to,
            } => {
                let (v, from) = self.typed(st, body, block, value, pos)?;
                let to = self.ty(*to, pos)?;
                self.check_cast(*op, from, to, pos)?;
                let mut s = OpSpec::new(self.k.cast[*op as usize], loc)
                    .with_operands([v])
                    .with_results([to]);
                for (set, key) in [
                    (flags.nneg, self.k.a.nneg),
                    (flags.nuw, self.k.a.nuw),
                    (flags.nsw, self.k.a.nsw),
                ] {
                    if set {
                        s = s.set(key, unit);
                    }
                }
                self.with_fmf(s, &flags.fmf)
            }
            InstKind::ExtractValue { aggregate, indices } => {
                let (a, at) = self.typed(st, body, block, aggregate, pos)?;
                let member = self.member_type(at, indices, "extractvalue", pos)?;
                OpSpec::new(self.k.op.extractvalue, loc)
                    .with_operands([a])
                    .with_results([member])
                    .set(self.k.a.indices, self.indices_attr(indices))
            }
            InstKind::InsertValue {
                aggregate,
                value,
                indices,
            } => {
                let (a, at) = self.typed(st, body, block, aggregate, pos)?;
                let member = self.member_type(at, indices, "insertvalue", pos)?;
                let vt = self.ty(value.ty, pos)?;
                self.expect_type(&|| "the inserted value".into(), vt, member, pos)?;
                let v = self.operand(st, body, block, &value.value, vt, pos)?;
                OpSpec::new(self.k.op.insertvalue, loc)
                    .with_operands([a, v])
                    .with_results([at])
                    .set(self.k.a.indices, self.indices_attr(indices))
            }
            InstKind::ExtractElement { vector, index } => {
                let (v, vt) = self.typed(st, body, block, vector, pos)?;
                let TypeData::Vector { elem, .. } = *cx.type_data(vt) else {
                    return fail(pos, K::BadOperand("extractelement needs a vector"));
                };
                let i = self.index(st, body, block, index, pos)?;
                OpSpec::new(self.k.op.extractelement, loc)
                    .with_operands([v, i])
                    .with_results([elem])
            }
            InstKind::InsertElement {
                vector,
                element,
                index,
            } => {
                let (v, vt) = self.typed(st, body, block, vector, pos)?;
                let TypeData::Vector { elem, .. } = *cx.type_data(vt) else {
                    return fail(pos, K::BadOperand("insertelement needs a vector"));
                };
                let et = self.ty(element.ty, pos)?;
                self.expect_type(&|| "the inserted element".into(), et, elem, pos)?;
                let e = self.operand(st, body, block, &element.value, et, pos)?;
                let i = self.index(st, body, block, index, pos)?;
                OpSpec::new(self.k.op.insertelement, loc)
                    .with_operands([v, e, i])
                    .with_results([vt])
            }
            InstKind::ShuffleVector { lhs, rhs, mask } => {
                let (a, at) = self.typed(st, body, block, lhs, pos)?;
                let TypeData::Vector { elem, .. } = *cx.type_data(at) else {
                    return fail(pos, K::BadOperand("shufflevector needs vectors"));
                };
                let bt = self.ty(rhs.ty, pos)?;
                self.expect_type(&|| "the second vector".into(), bt, at, pos)?;
                let b = self.operand(st, body, block, &rhs.value, bt, pos)?;
                let lanes = self.shuffle_mask(mask, pos)?;
                let n = lanes.len() as u32;
                let mask = cx.intern_attr(AttrData::Array(
                    lanes
                        .into_iter()
                        .map(|l| cx.int_attr(cx.types().i32, l.into()))
                        .collect(),
                ));
                OpSpec::new(self.k.op.shufflevector, loc)
                    .with_operands([a, b])
                    .with_results([cx.vector_type(elem, n)])
                    .set(self.k.a.mask, mask)
            }
            InstKind::Freeze(tv) => {
                let (v, t) = self.typed(st, body, block, tv, pos)?;
                OpSpec::new(self.k.op.freeze, loc)
                    .with_operands([v])
                    .with_results([t])
            }
            InstKind::Call(call) => self.call(st, body, block, call, pos)?,
            InstKind::Ret(v) => {
                let mut s = OpSpec::new(self.k.op.ret, loc);
                match v {
                    Some(tv) => {
                        let t = self.ty(tv.ty, pos)?;
                        if t != st.ret {
                            return fail(pos, K::BadReturn(self.type_text(st.ret)));
                        }
                        let v = self.operand(st, body, block, &tv.value, t, pos)?;
                        s = s.with_operands([v]);
                    }
                    None if st.ret != cx.types().void => {
                        return fail(pos, K::BadReturn(self.type_text(st.ret)));
                    }
                    None => {}
                }
                s
            }
            InstKind::Unreachable => OpSpec::new(self.k.op.unreachable, loc),
            InstKind::Br(target) => {
                let mut done = FxHashMap::default();
                let (t, args) = self.successor(st, body, bi, *target, pos, &mut done)?;
                targets.push(t);
                OpSpec::new(self.k.op.br, loc).with_successor(st.blocks[t], args)
            }
            InstKind::CondBr {
                cond,
                if_true,
                if_false,
            } => {
                let c = self.operand(st, body, block, &cond.value, cx.types().i1, pos)?;
                let ct = self.ty(cond.ty, pos)?;
                self.expect_type(&|| "the branch condition".into(), ct, cx.types().i1, pos)?;
                let mut done = FxHashMap::default();
                let (t1, a1) = self.successor(st, body, bi, *if_true, pos, &mut done)?;
                let (t2, a2) = self.successor(st, body, bi, *if_false, pos, &mut done)?;
                targets.extend([t1, t2]);
                OpSpec::new(self.k.op.cond_br, loc)
                    .with_operands([c])
                    .with_successor(st.blocks[t1], a1)
                    .with_successor(st.blocks[t2], a2)
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                let (v, t) = self.typed(st, body, block, value, pos)?;
                if !matches!(cx.type_data(t), TypeData::Int(_)) {
                    return fail(pos, K::BadOperand("the switch value must be an integer"));
                }
                let mut done = FxHashMap::default();
                let (d, da) = self.successor(st, body, bi, *default, pos, &mut done)?;
                targets.push(d);
                let mut s = OpSpec::new(self.k.op.switch, loc)
                    .with_operands([v])
                    .with_successor(st.blocks[d], da);
                let mut values = Vec::with_capacity(cases.len());
                let mut seen = rustc_hash::FxHashSet::default();
                for (c, dest) in cases {
                    let ct = self.ty(c.ty, pos)?;
                    self.expect_type(&|| "the case value".into(), ct, t, pos)?;
                    let a = self.const_attr(&c.value, t, pos)?;
                    if !matches!(cx.attr_data(a), AttrData::Int { .. }) {
                        return fail(
                            pos,
                            K::BadOperand("a case value must be an integer constant"),
                        );
                    }
                    if !seen.insert(a) {
                        return fail(pos, K::BadOperand("duplicate case value in switch"));
                    }
                    values.push(a);
                    let (dt, args) = self.successor(st, body, bi, *dest, pos, &mut done)?;
                    targets.push(dt);
                    s = s.with_successor(st.blocks[dt], args);
                }
                s.set(self.k.a.cases, cx.intern_attr(AttrData::Array(values)))
            }
            InstKind::Phi { .. } => return fail(pos, K::PhiNotAtStart),
        };
        if !inst.metadata.is_empty() {
            let site = match &inst.kind {
                InstKind::Load { .. } => Site::Load,
                InstKind::Store { .. } | InstKind::AtomicRmw(_) | InstKind::CmpXchg(_) => {
                    Site::Access
                }
                InstKind::Call(_) => Site::Call,
                _ => Site::Other,
            };
            let ptr_result = spec
                .result_types
                .first()
                .is_some_and(|&t| matches!(self.cx.type_data(t), TypeData::Ptr { .. }));
            self.md_checker().attachments(
                &inst.metadata,
                site,
                ptr_result,
                pos,
                &self.shared.tbaa_ok,
            )?;
        }
        if let Some(md) = self.attachments(&inst.metadata, pos)? {
            spec.attrs.set(self.k.a.metadata, md);
        }
        let has_result = !spec.result_types.is_empty();
        let op = emit(body, block, spec);
        for (slot, &t) in targets.iter().enumerate() {
            st.edges[t].push(Edge { pred: bi, op, slot });
        }
        if has_result {
            let name = self.result_name(inst.result, next);
            let v = body.result(op, 0);
            self.define(st, body, name, v, pos)?;
        }
        Ok(())
    }

    fn with_fmf(&self, mut s: OpSpec, fmf: &FastMathFlags) -> OpSpec {
        if let Some(flags) = self.fastmath_attr(fmf) {
            s.attrs.set(self.k.a.fastmath, flags);
        }
        s
    }

    /// The `fastmath` attribute of `fmf` ([`fmf_text`]), `None` for no
    /// flag; each set is made once per module.
    fn fastmath_attr(&self, fmf: &FastMathFlags) -> Option<dxir_ir::Attr> {
        *self.fastmath[fmf.bits()].get_or_init(|| fmf_text(fmf).map(|t| self.cx.str_attr(&t)))
    }

    /// `i1`, or `<N x i1>` for an `N`-lane vector.
    fn bool_like(&self, ty: Type) -> Type {
        let cx = self.cx;
        match cx.type_data(ty) {
            TypeData::Vector { len, .. } => cx.vector_type(cx.types().i1, *len),
            _ => cx.types().i1,
        }
    }

    fn pointer(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        tv: &TypedValue<'a>,
        pos: Pos,
    ) -> R<Value> {
        let t = self.ty(tv.ty, pos)?;
        if !matches!(self.cx.type_data(t), TypeData::Ptr { .. }) {
            return fail(pos, K::BadOperand("the address must be a pointer"));
        }
        self.operand(st, body, block, &tv.value, t, pos)
    }

    fn index(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        tv: &TypedValue<'a>,
        pos: Pos,
    ) -> R<Value> {
        let (v, t) = self.typed(st, body, block, tv, pos)?;
        if !matches!(self.cx.type_data(t), TypeData::Int(_)) {
            return fail(pos, K::BadOperand("a lane index must be an integer"));
        }
        Ok(v)
    }

    fn indices_attr(&self, indices: &[u32]) -> dxir_ir::Attr {
        let cx = self.cx;
        cx.intern_attr(AttrData::Array(
            indices
                .iter()
                .map(|&i| cx.int_attr(cx.types().i32, i.into()))
                .collect(),
        ))
    }

    /// The member of `agg` at `indices`.
    fn member_type(&self, agg: Type, indices: &[u32], what: &'static str, pos: Pos) -> R<Type> {
        let cx = self.cx;
        if indices.is_empty() {
            return fail(pos, K::BadIndices(what));
        }
        let mut cur = agg;
        for &i in indices {
            cur = match cx.type_data(cur) {
                TypeData::Array { len, elem } if u64::from(i) < *len => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    match self
                        .struct_fields(cur)
                        .and_then(|(f, _)| f.get(i as usize).copied())
                    {
                        Some(f) => f,
                        None => return fail(pos, K::BadIndices(what)),
                    }
                }
                _ => return fail(pos, K::BadIndices(what)),
            };
        }
        Ok(cur)
    }

    /// The lanes of a `shufflevector` mask, -1 for `undef`/`poison`.
    fn shuffle_mask(&mut self, mask: &TypedValue<'a>, pos: Pos) -> R<Vec<i32>> {
        let cx = self.cx;
        let t = self.ty(mask.ty, pos)?;
        let len = match cx.type_data(t) {
            TypeData::Vector { len, elem } if cx.type_data(*elem) == &TypeData::Int(32) => *len,
            _ => {
                return fail(
                    pos,
                    K::BadOperand("the shufflevector mask must be a <N x i32> constant"),
                )
            }
        };
        if len > 1 << 20 {
            return unsupported(pos, "shufflevector masks of more than 2^20 lanes");
        }
        let i32t = cx.types().i32;
        let lane = |tv: &TypedValue<'a>, this: &mut Self| -> R<i32> {
            if this.ty(tv.ty, pos)? != i32t {
                return fail(
                    pos,
                    K::BadOperand("the shufflevector mask must be a <N x i32> constant"),
                );
            }
            match tv.value {
                ast::Value::Int(i) => Ok(i as i32),
                ast::Value::Undef | ast::Value::Poison => Ok(-1),
                _ => fail(
                    pos,
                    K::BadOperand("the shufflevector mask must be a <N x i32> constant"),
                ),
            }
        };
        match &mask.value {
            ast::Value::Vector(elems) if elems.len() == len as usize => {
                elems.iter().map(|e| lane(e, self)).collect()
            }
            ast::Value::ZeroInitializer => Ok(vec![0; len as usize]),
            ast::Value::Undef | ast::Value::Poison => Ok(vec![-1; len as usize]),
            ast::Value::Splat(e) => Ok(vec![lane(e, self)?; len as usize]),
            _ => fail(
                pos,
                K::BadOperand("the shufflevector mask must be a <N x i32> constant"),
            ),
        }
    }

    /// The function type a call is made at: the one written before the
    /// callee, else `ret` and the arguments' types.
    fn called_type(
        &mut self,
        written: Option<Type>,
        ret: Type,
        args: &[ast::Arg<'_>],
        pos: Pos,
    ) -> R<Type> {
        if let Some(t) = written {
            return Ok(t);
        }
        let mut params = Vec::with_capacity(args.len());
        for a in args {
            params.push(self.ty(a.ty, pos)?);
        }
        Ok(self.cx.function_type(ret, params, false))
    }

    /// `call`: an `llvm.call` op with the call-site attributes.
    fn call(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        c: &ast::Call<'a>,
        pos: Pos,
    ) -> R<OpSpec> {
        let cx = self.cx;
        let loc = self.loc(pos);
        let callee = match &c.callee {
            ast::Value::Global(n) => *n,
            ast::Value::Local(_) => return unsupported(pos, "indirect calls"),
            _ => return unsupported(pos, "calls through a constant expression"),
        };
        let written = self.ty(c.ty, pos)?;
        let (ret, callee_type) = match cx.type_data(written) {
            TypeData::Function { ret, .. } => (*ret, Some(written)),
            _ => (written, None),
        };
        self.check_return_type(ret, pos)?;
        let text = callee.text().unwrap_or_default();
        // The name the call refers to: an overloaded intrinsic written
        // without its suffix gets the one its types give (the declaration's,
        // or the call's when there is none), as LLVM renames it when reading.
        let (sym, callee_text) = match self.symbol(callee) {
            Some(sym) => {
                let renamed = sym.fn_ty.and_then(|t| super::remangled(cx, &text, t));
                (sym, renamed.map_or(text, Into::into))
            }
            None if text.starts_with("llvm.") => {
                let fn_ty = self.called_type(callee_type, ret, &c.args, pos)?;
                let name = super::remangled(cx, &text, fn_ty).unwrap_or_else(|| text.into_owned());
                (self.declare_implicit(&name, fn_ty, pos)?, name.into())
            }
            None => return fail(pos, K::UnknownCallee(callee.to_string())),
        };
        let Some(declared) = sym.fn_ty else {
            return unsupported(pos, "calls through a global variable");
        };
        if callee_text.starts_with("llvm.") {
            // LLVM's verifier: an intrinsic is called at exactly the type
            // it is declared with (other callees may differ).
            let called = self.called_type(callee_type, ret, &c.args, pos)?;
            if called != declared {
                return fail(
                    pos,
                    K::IntrinsicCallSignature {
                        name: callee_text.to_string(),
                        declared: self.type_text(declared),
                        called: self.type_text(called),
                    },
                );
            }
            if let Some(sig) = crate::llvm::intrinsic_signature(&callee_text) {
                self.check_intrinsic_call(sig, &callee_text, declared, c, pos)?;
            }
        }
        let mut args: SmallVec<[Value; 8]> = SmallVec::with_capacity(c.args.len());
        for a in &c.args {
            let t = self.ty(a.ty, pos)?;
            let v = match (&a.value, cx.type_data(t)) {
                (ast::Value::Metadata(m), TypeData::Metadata) => {
                    self.metadata_arg(st, body, block, m, pos)?
                }
                (ast::Value::Metadata(_), _) => {
                    return fail(
                        pos,
                        K::BadConstant("metadata is only allowed as a metadata argument"),
                    )
                }
                (v, _) => {
                    self.check_value_type(t, pos)?;
                    self.operand(st, body, block, v, t, pos)?
                }
            };
            args.push(v);
        }
        let sym_attr = match callee {
            Name::Numbered(_) => self.global_ref(callee, pos)?.0,
            Name::Named(_) => cx.symbol_attr(&callee_text),
        };
        let dxil = self.dxil_op(&callee_text, ret, &args, c, body);
        let mut s = if let Some(name) = dxil {
            // The opcode becomes the op's name; drop its constant unless
            // an argument is the same constant (`bufferLoad(i32 68, %h,
            // %i, i32 68)`): the arguments have no uses until the op is
            // made, so `has_uses` cannot see that one.
            let code = args.remove(0);
            if !args.contains(&code)
                && body
                    .defining_op(code)
                    .is_some_and(|def| body.op_name(def) == self.k.op.constant)
            {
                drop_unused_constant(st, body, code);
            }
            OpSpec::new(name, loc).with_operands(args)
        } else if let Some(name) = self.dx_op(&callee_text, ret, &args, body) {
            OpSpec::new(name, loc).with_operands(args)
        } else {
            OpSpec::new(self.k.op.call, loc)
                .with_operands(args)
                .set(self.k.a.callee, sym_attr)
        };
        if ret != cx.types().void {
            s = s.with_results([ret]);
        }
        if let Some(t) = callee_type {
            s = s.set(self.k.a.callee_type, cx.type_attr(t));
        }
        let tail = match c.tail {
            ast::TailKind::None => None,
            ast::TailKind::Tail => Some("tail"),
            ast::TailKind::MustTail => Some("musttail"),
            ast::TailKind::NoTail => Some("notail"),
        };
        if let Some(t) = tail {
            s = s.set(self.k.a.tail, cx.str_attr(t));
        }
        if let Some(cc) = c.cc {
            s = s.set(self.k.a.cc, cx.str_attr(&super::cc_text(cc)));
        }
        if let Some(space) = c.addrspace {
            s = s.set(
                self.k.a.addr_space,
                cx.int_attr(cx.types().i32, space.into()),
            );
        }
        if let Some(r) = self.item_list(&c.ret_attrs, pos)? {
            s = s.set(self.k.a.ret_attrs, r);
        }
        let mut per_arg = Vec::with_capacity(c.args.len());
        let mut any = false;
        for a in &c.args {
            let l = self.item_list(&a.attrs, pos)?;
            any |= l.is_some();
            per_arg.push(l.unwrap_or_else(|| cx.intern_attr(AttrData::Array(Vec::new()))));
        }
        if any {
            s = s.set(self.k.a.arg_attrs, cx.intern_attr(AttrData::Array(per_arg)));
        }
        let (list, strings) = self.fn_attr_items(&c.fn_attrs, pos)?;
        if let Some(l) = list {
            s = s.set(self.k.a.attrs, l);
        }
        if let Some(st) = strings {
            s = s.set(self.k.a.string_attrs, st);
        }
        Ok(self.with_fmf(s, &c.fmf))
    }

    /// A call of a generic intrinsic at `fn_ty` checked against the
    /// intrinsic's signature, its `immarg` arguments and (for
    /// `llvm.experimental.noalias.scope.decl`) its scope list, as LLVM's
    /// verifier does.
    fn check_intrinsic_call(
        &self,
        sig: &crate::llvm::Signature,
        name: &str,
        fn_ty: Type,
        c: &ast::Call<'a>,
        pos: Pos,
    ) -> R<()> {
        if let Err(error) = sig.check(self.cx, fn_ty) {
            return fail(
                pos,
                K::IntrinsicSignature {
                    name: name.to_string(),
                    ty: self.type_text(fn_ty),
                    error,
                },
            );
        }
        for &index in sig.immargs() {
            let constant = c.args.get(index).is_some_and(|a| {
                matches!(
                    a.value,
                    ast::Value::Int(_) | ast::Value::Bool(_) | ast::Value::BigInt(_)
                )
            });
            if !constant {
                return fail(
                    pos,
                    K::ImmArg {
                        name: name.to_string(),
                        index,
                    },
                );
            }
        }
        if sig.shape == crate::llvm::Shape::ScopeDecl {
            if let Some(ast::Value::Metadata(m)) = c.args.first().map(|a| &a.value) {
                self.md_checker().scope_decl(m, pos)?;
            }
        }
        Ok(())
    }

    /// The `dx` op a call of `callee` becomes: when it is an `llvm.dx.*`
    /// intrinsic with a `dx` op whose operand and result counts fit, and
    /// whose mangled name for these types is `callee` (so the exporter
    /// names it the same). Otherwise the call stays an `llvm.call`.
    fn dx_op(&self, text: &str, ret: Type, args: &[Value], body: &Body) -> Option<dxir_ir::OpName> {
        let cx = self.cx;
        let intr = dx::intrinsic_by_llvm_name(text)?;
        let name = cx.op_name(intr.op);
        let def = cx.op_def(name)?;
        let results = usize::from(ret != cx.types().void);
        if !def.operands.allows(args.len()) || !def.results.allows(results) {
            return None;
        }
        let types: SmallVec<[Type; 8]> = args.iter().map(|&v| body.value_type(v)).collect();
        if types.contains(&cx.types().metadata) {
            return None;
        }
        let mangled = dx::try_mangled_name(cx, intr, ret, &types).ok()?;
        (mangled == text).then_some(name)
    }

    /// The `dxil` op a call of `dx.op.<class>.<overload>(i32 opcode, ...)`
    /// becomes: when the opcode is a literal naming a DXIL op, the other
    /// arguments and the result fit its signature, and its export name is
    /// the callee's (so the exporter writes the same call). Calls with
    /// argument attributes stay `llvm.call`s (the opcode would shift them).
    fn dxil_op(
        &self,
        text: &str,
        ret: Type,
        args: &[Value],
        c: &ast::Call<'a>,
        body: &Body,
    ) -> Option<dxir_ir::OpName> {
        let cx = self.cx;
        if !text.starts_with("dx.op.") || c.args.iter().any(|a| !a.attrs.is_empty()) {
            return None;
        }
        let first = c.args.first()?;
        let ast::Value::Int(code) = first.value else {
            return None;
        };
        if body.value_type(*args.first()?) != cx.types().i32 {
            return None;
        }
        let entry = dxil::op_by_opcode(u32::try_from(code).ok()?)?;
        let types: SmallVec<[Type; 8]> = args[1..].iter().map(|&v| body.value_type(v)).collect();
        let results: SmallVec<[Type; 1]> = (ret != cx.types().void)
            .then_some(ret)
            .into_iter()
            .collect();
        let overload = dxil::check_signature(cx, entry, &types, &results).ok()?;
        (dxil::call_name(cx, entry, overload, &types) == text)
            .then(|| cx.op_name(entry.dialect_name()))
    }

    /// A `metadata` call argument as an `llvm.metadata_value` op.
    fn metadata_arg(
        &mut self,
        st: &mut FnState<'a, '_>,
        body: &mut Body,
        block: Block,
        m: &Metadata<'a>,
        pos: Pos,
    ) -> R<Value> {
        let cx = self.cx;
        let mut s = OpSpec::new(self.k.op.metadata_value, self.loc(pos))
            .with_results([cx.types().metadata]);
        match m {
            Metadata::Value(tv) if matches!(tv.value, ast::Value::Local(_)) => {
                let (v, _) = self.typed(st, body, block, tv, pos)?;
                s = s.with_operands([v]);
            }
            _ => {
                let a = self.md(m, pos)?;
                s.attrs.set(self.k.a.value, a);
            }
        }
        let op = emit(body, block, s);
        Ok(body.result(op, 0))
    }

    /// After the body: every `phi` entry names a predecessor edge, and the
    /// entries' order is recorded where it is not the canonical one.
    fn check_phis(&self, st: &mut FnState<'a, '_>, body: &mut Body) -> R<()> {
        let cx = self.cx;
        let mut hints: FxHashMap<Op, Vec<Option<Vec<i32>>>> = FxHashMap::default();
        for t in 0..st.phis.len() {
            if st.phis[t].is_empty() {
                continue;
            }
            let edges = &st.edges[t];
            let mut count: FxHashMap<usize, usize> = FxHashMap::default();
            for e in edges {
                *count.entry(e.pred).or_default() += 1;
            }
            for p in &st.phis[t] {
                for (i, &pred) in p.preds.iter().enumerate() {
                    let entries = &p.by_pred[&pred];
                    let name = || st.label_names[pred].to_string();
                    match count.get(&pred) {
                        None => return fail(p.inst.pos, K::PhiNotPredecessor(name())),
                        Some(&n) if n != entries.len() => {
                            return fail(
                                p.inst.pos,
                                K::PhiEdgeCount {
                                    pred: name(),
                                    entries: entries.len(),
                                    edges: n,
                                },
                            )
                        }
                        _ => {}
                    }
                    if p.incoming[i].0 != p.incoming[entries[0] as usize].0 {
                        return fail(p.inst.pos, K::PhiConflict(name()));
                    }
                }
            }
            // Entry positions of each edge, per phi; canonical when they
            // count up in edge order.
            let mut positions: Vec<Vec<i32>> =
                vec![Vec::with_capacity(st.phis[t].len()); edges.len()];
            let mut canonical = true;
            for p in &st.phis[t] {
                let mut seen: FxHashMap<usize, usize> = FxHashMap::default();
                for (ei, e) in edges.iter().enumerate() {
                    let k = seen.entry(e.pred).or_default();
                    let pos = p.by_pred[&e.pred][*k] as i32;
                    *k += 1;
                    canonical &= pos == ei as i32;
                    positions[ei].push(pos);
                }
            }
            if canonical {
                continue;
            }
            for (e, pos) in edges.iter().zip(positions) {
                let n = body.successors(e.op).len();
                let slots = hints.entry(e.op).or_insert_with(|| vec![None; n]);
                slots[e.slot] = Some(pos);
            }
        }
        let key = self.k.a.phi_order;
        for (op, slots) in hints {
            let items = slots
                .into_iter()
                .map(|s| {
                    let ints = s
                        .unwrap_or_default()
                        .into_iter()
                        .map(|p| cx.int_attr(cx.types().i32, p.into()))
                        .collect();
                    cx.intern_attr(AttrData::Array(ints))
                })
                .collect();
            body.attrs_mut(op)
                .set(key, cx.intern_attr(AttrData::Array(items)));
        }
        Ok(())
    }
}

/// The function's one op for the constant `spec` makes (its only
/// attribute, if any, is the value), made at the top of the entry block
/// the first time.
fn shared_constant(st: &mut FnState<'_, '_>, body: &mut Body, spec: OpSpec) -> Value {
    let key = constant_key(spec.name, &spec.attrs, spec.result_types[0]);
    if let Some(&v) = st.constants.get(&key) {
        return v;
    }
    let op = body.create_op(spec);
    match st.last_constant {
        Some(prev) => body.insert_op_after(prev, op),
        None => body.prepend_op(st.blocks[0], op),
    }
    st.last_constant = Some(op);
    let v = body.result(op, 0);
    st.constants.insert(key, v);
    v
}

/// What tells shared constants apart: the op, its value (its only
/// attribute, if any) and its type.
fn constant_key(name: dxir_ir::OpName, attrs: &dxir_ir::AttrDict, ty: Type) -> ConstantKey {
    (name, attrs.iter().next().map(|(_, a)| a), ty)
}

/// Erases the shared constant `v` (see [`shared_constant`]) if nothing
/// uses it, and forgets it.
fn drop_unused_constant(st: &mut FnState<'_, '_>, body: &mut Body, v: Value) {
    let Some(op) = body.defining_op(v) else {
        return;
    };
    if body.has_uses(v) {
        return;
    }
    let key = constant_key(body.op_name(op), body.attrs(op), body.value_type(v));
    st.constants.remove(&key);
    if st.last_constant == Some(op) {
        st.last_constant = body.prev_op(op);
    }
    body.erase_op(op);
}

fn emit(body: &mut Body, block: Block, spec: OpSpec) -> Op {
    let op = body.create_op(spec);
    body.append_op(block, op);
    op
}
