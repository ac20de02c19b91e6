//! The executor: runs one thread of a dispatch through a function, op by
//! op, over the resources of a [`ResourceSet`].
//!
//! Ops are recognized through the dialects' typed views (`LlvmOp`, `DxOp`)
//! and the DXIL opcode of a `dxil` op, never by name; a call of an LLVM
//! intrinsic is recognized by its callee, which is data (the intrinsic's
//! LLVM name), not an op name.

use crate::resources::{ResKey, ResKind, ResourceSet, TexShape, HEAP_SPACE};
use crate::value::{
    alloc_size, decode, encode, f64_to_half, float_like, from_attr, store_size, struct_layout,
    zero_of, Mem, Ptr, Space, Val,
};
use crate::{Access, InterpError, NO_THREAD};
use dxir_dialects::dx::{DxOp, ResourceClass, ResourceType};
use dxir_dialects::dxil::DxilOpcode;
use dxir_dialects::llvm::fold::{f16_bits_to_f32, struct_fields};
use dxir_dialects::llvm::{self as llvm_ops, LlvmOp};
use dxir_ir::{
    sign_extend, truncate, type_to_string, Attr, AttrData, Body, Context, Function, Loc, Module,
    Op, Type, TypeData, Value,
};
use rustc_hash::FxHashMap;

/// A module global as the interpreter sees it.
#[derive(Clone, Debug)]
pub(crate) struct GlobalInfo {
    pub name: String,
    pub ty: Type,
    pub addr_space: u32,
    pub init: Option<Attr>,
    /// For a cbuffer member (`addrspace(2)`): the global holding its
    /// cbuffer's handle and the member's byte offset in the cbuffer.
    pub cb: Option<(u32, i64)>,
}

/// The binding range a library's resource global names.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LibResource {
    pub class: ResourceClass,
    pub space: u32,
    pub lower: u32,
    /// Bytes of one element of the global (a range's globals are arrays).
    pub element_size: u64,
}

/// What is fixed for a module across threads: its globals, functions and
/// the DXIL resource ranges.
pub(crate) struct Program<'m> {
    pub cx: &'m Context,
    pub module: &'m Module,
    pub globals: Vec<GlobalInfo>,
    pub global_index: FxHashMap<String, u32>,
    pub functions: FxHashMap<String, usize>,
    /// `dx.op.createHandle`'s (class, range id) → (space, lower bound),
    /// from `!dx.resources`.
    pub ranges: FxHashMap<(u32, u32), (u32, u32)>,
    /// A library's resource globals (by global index): the binding range
    /// each names in `!dx.resources`, and the size of one element of it,
    /// for `createHandleForLib` of a value loaded from the global.
    pub lib_resources: FxHashMap<u32, LibResource>,
    /// The entry point being run.
    pub entry: Option<&'m Function>,
    /// Before lowering, the element id of each signature call of a vertex
    /// or pixel entry (see [`crate::signature`]).
    pub signature_sites: FxHashMap<Op, u32>,
}

/// The per-thread and per-group state of a run.
pub(crate) struct Thread<'p, 'm> {
    pub prog: &'p Program<'m>,
    pub res: &'p mut ResourceSet,
    pub access: &'p mut Vec<Vec<Access>>,
    pub groupshared: &'p mut FxHashMap<u32, Mem>,
    /// Who touched each byte of group-shared memory since the last barrier.
    pub gs_access: &'p mut FxHashMap<u32, Vec<Access>>,
    pub globals: FxHashMap<u32, Mem>,
    pub locals: Vec<Mem>,
    pub tid: [u32; 3],
    pub gid: [u32; 3],
    pub gtid: [u32; 3],
    pub flat: u32,
    pub linear: u32,
    pub threads: &'p [[u32; 3]],
    pub steps: &'p mut u64,
    pub limit: u64,
    pub allow_races: bool,
    /// The first race met when races are allowed.
    pub first_race: &'p mut Option<InterpError>,
}

/// Deepest call nesting (recursion is not valid HLSL; this ends it).
const MAX_DEPTH: u32 = 64;

type R<T> = Result<T, InterpError>;

impl<'m> Thread<'_, 'm> {
    fn cx(&self) -> &Context {
        self.prog.cx
    }

    fn err(&self, loc: Loc, message: impl Into<String>) -> InterpError {
        InterpError::at(self.cx(), loc, message.into())
    }

    fn unsupported(&self, body: &Body, op: Op) -> InterpError {
        unsupported(self.prog.cx, body, op)
    }

    /// The call stack of a thread about to run `f` with `args`.
    pub fn start(&self, f: &'m Function, args: Vec<Val>) -> R<Vec<Frame<'m>>> {
        let body = f.body();
        let Some(entry) = f.entry() else {
            return Err(self.err(f.loc(), format!("@{} has no body", f.name())));
        };
        let mut env: FxHashMap<Value, Val> = FxHashMap::default();
        for (p, a) in body.block_args(entry).iter().zip(args) {
            env.insert(*p, a);
        }
        Ok(vec![Frame {
            f,
            env,
            next: body.first_op(entry),
            ret: None,
        }])
    }

    /// Runs the thread whose call stack is `stack` until it returns from
    /// its entry or reaches a group barrier (the stack then resumes after
    /// it). An explicit stack rather than recursion, so that a thread can
    /// stop at a barrier and go on when the whole group has reached it.
    pub fn resume(&mut self, stack: &mut Vec<Frame<'m>>) -> R<Stop> {
        loop {
            let Some(top) = stack.last_mut() else {
                return Ok(Stop::Done);
            };
            let f = top.f;
            let body = f.body();
            let Some(op) = top.next else {
                return Err(self.err(f.loc(), "a block ends without a terminator"));
            };
            *self.steps += 1;
            if *self.steps > self.limit {
                return Err(InterpError::StepLimit {
                    limit: self.limit,
                    thread: self.tid,
                    at: crate::render_loc(self.cx(), body.loc(op)),
                });
            }
            top.next = body.next_op(op);
            match self.step(body, op, &mut top.env)? {
                Flow::Next => {}
                Flow::Jump(b, args) => {
                    for (p, a) in body.block_args(b).iter().zip(args) {
                        top.env.insert(*p, a);
                    }
                    top.next = body.first_op(b);
                }
                Flow::Return(v) => {
                    let done = stack.pop();
                    match (stack.last_mut(), done.and_then(|d| d.ret), v) {
                        (None, _, _) => return Ok(Stop::Done),
                        (Some(caller), Some(r), Some(v)) => {
                            caller.env.insert(r, v);
                        }
                        _ => {}
                    }
                }
                Flow::Call(callee, args, ret) => {
                    if stack.len() > MAX_DEPTH as usize {
                        return Err(self.err(body.loc(op), "calls nest too deep (recursion?)"));
                    }
                    let mut frame = self.start(callee, args)?.remove(0);
                    frame.ret = ret;
                    stack.push(frame);
                }
                Flow::Barrier => return Ok(Stop::Barrier),
                Flow::Discard => {
                    self.clear_outputs(body.loc(op))?;
                    return Ok(Stop::Done);
                }
            }
        }
    }

    fn get(&self, body: &Body, env: &FxHashMap<Value, Val>, v: Value, op: Op) -> R<Val> {
        env.get(&v)
            .cloned()
            .ok_or_else(|| self.err(body.loc(op), "a value is used before it is defined"))
    }

    fn args(&self, body: &Body, env: &FxHashMap<Value, Val>, op: Op) -> R<Vec<Val>> {
        body.operands(op)
            .iter()
            .map(|&v| self.get(body, env, v, op))
            .collect()
    }

    fn jump(&self, body: &Body, env: &FxHashMap<Value, Val>, op: Op, i: usize) -> R<Flow<'m>> {
        let b = *body
            .successors(op)
            .get(i)
            .ok_or_else(|| self.err(body.loc(op), "a branch without that successor"))?;
        let args = body
            .successor_args(op, i)
            .iter()
            .map(|&v| self.get(body, env, v, op))
            .collect::<R<Vec<_>>>()?;
        Ok(Flow::Jump(b, args))
    }

    fn step(&mut self, body: &Body, op: Op, env: &mut FxHashMap<Value, Val>) -> R<Flow<'m>> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let result_ty = body.results(op).first().map(|&r| body.value_type(r));
        let bad = |_: &Self| unsupported(cx, body, op);
        if let Some(l) = LlvmOp::match_op(cx, body, op) {
            let v = match l {
                LlvmOp::Br(_) => return self.jump(body, env, op, 0),
                LlvmOp::CondBr(_) => {
                    let c = self.args(body, env, op)?;
                    let taken = c.first().and_then(Val::as_u128).ok_or_else(|| bad(self))?;
                    return self.jump(body, env, op, usize::from(taken == 0));
                }
                LlvmOp::Switch(_) => {
                    let x = self.args(body, env, op)?;
                    let x = x.first().and_then(Val::as_u128).ok_or_else(|| bad(self))?;
                    let cases = match body.attr(cx, op, "cases").map(|a| cx.attr_data(a)) {
                        Some(AttrData::Array(c)) => c.clone(),
                        _ => return Err(bad(self)),
                    };
                    let hit = cases.iter().position(
                        |&c| matches!(cx.attr_data(c), AttrData::Int { bits, .. } if *bits == x),
                    );
                    return self.jump(body, env, op, hit.map_or(0, |i| i + 1));
                }
                LlvmOp::Ret(_) => {
                    let v = self.args(body, env, op)?;
                    return Ok(Flow::Return(v.into_iter().next()));
                }
                LlvmOp::Unreachable(_) => {
                    return Err(self.err(loc, "control reached `unreachable`"))
                }
                LlvmOp::Call(_) if self.defined_callee(body, op).is_some() => {
                    let callee = self.defined_callee(body, op).ok_or_else(|| bad(self))?;
                    let args = self.args(body, env, op)?;
                    let ret = body.results(op).first().copied();
                    return Ok(Flow::Call(callee, args, ret));
                }
                _ => self.llvm(body, op, l, env)?,
            };
            if let (Some(v), Some(&r)) = (v, body.results(op).first()) {
                env.insert(r, v);
            }
            return Ok(Flow::Next);
        }
        let a = self.args(body, env, op)?;
        let v = if let Some(d) = DxOp::match_op(cx, body, op) {
            if let DxOp::GroupMemoryBarrierWithGroupSync(_) = d {
                return Ok(Flow::Barrier);
            }
            if let DxOp::Discard(_) = d {
                return Ok(discard(&a));
            }
            self.dx(body, op, d, &a, result_ty)?
        } else if let Some(code) = DxilOpcode::of(cx, body, op) {
            if code == DxilOpcode::Barrier {
                return Ok(Flow::Barrier);
            }
            if code == DxilOpcode::Discard {
                return Ok(discard(&a));
            }
            if code == DxilOpcode::CreateHandleForLib {
                Some(self.handle_for_lib(body, env, op)?)
            } else {
                self.dxil(body, op, code, &a, result_ty)?
            }
        } else {
            return Err(bad(self));
        };
        if let (Some(v), Some(&r)) = (v, body.results(op).first()) {
            env.insert(r, v);
        }
        Ok(Flow::Next)
    }

    // ---- llvm ----------------------------------------------------------

    fn llvm(
        &mut self,
        body: &Body,
        op: Op,
        l: LlvmOp,
        env: &mut FxHashMap<Value, Val>,
    ) -> R<Option<Val>> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let rty = body.results(op).first().map(|&r| body.value_type(r));
        let a = self.args(body, env, op)?;
        let bad = || unsupported(cx, body, op);
        let arg = |i: usize| a.get(i).cloned().ok_or_else(bad);
        let int2 = |f: &dyn Fn(u128, u128, u32) -> Option<u128>| -> R<Option<Val>> {
            lanes2(&arg(0)?, &arg(1)?, &|x, y| match (x, y) {
                (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
                    f(*p, *q, *width).map(|v| Val::int(v, *width))
                }
                _ => None,
            })
            .map(Some)
            .ok_or_else(bad)
        };
        let flt2 = |f: &dyn Fn(f64, f64) -> f64, g: &dyn Fn(f32, f32) -> f32| -> R<Option<Val>> {
            lanes2(&arg(0)?, &arg(1)?, &|x, y| fbin(x, y, f, g))
                .map(Some)
                .ok_or_else(bad)
        };
        use LlvmOp as L;
        Ok(match l {
            L::Add(_) => int2(&|p, q, _| Some(p.wrapping_add(q)))?,
            L::Sub(_) => int2(&|p, q, _| Some(p.wrapping_sub(q)))?,
            L::Mul(_) => int2(&|p, q, _| Some(p.wrapping_mul(q)))?,
            L::And(_) => int2(&|p, q, _| Some(p & q))?,
            L::Or(_) => int2(&|p, q, _| Some(p | q))?,
            L::Xor(_) => int2(&|p, q, _| Some(p ^ q))?,
            L::Shl(_) => int2(&|p, q, w| Some(if q >= u128::from(w) { 0 } else { p << q }))?,
            L::LShr(_) => int2(&|p, q, w| Some(if q >= u128::from(w) { 0 } else { p >> q }))?,
            L::AShr(_) => int2(&|p, q, w| {
                let s = sign_extend(p, w);
                let q = q.min(u128::from(w) - 1) as u32;
                Some((s >> q) as u128)
            })?,
            L::UDiv(_) | L::URem(_) | L::SDiv(_) | L::SRem(_) => {
                let zero = lanes_any(&arg(1)?, &|v| v.as_u128() == Some(0));
                if zero {
                    return Err(self.err(loc, "integer division by zero"));
                }
                match l {
                    L::UDiv(_) => int2(&|p, q, _| Some(p / q))?,
                    L::URem(_) => int2(&|p, q, _| Some(p % q))?,
                    L::SDiv(_) => int2(&|p, q, w| {
                        Some(sign_extend(p, w).wrapping_div(sign_extend(q, w)) as u128)
                    })?,
                    _ => int2(&|p, q, w| {
                        Some(sign_extend(p, w).wrapping_rem(sign_extend(q, w)) as u128)
                    })?,
                }
            }
            L::FAdd(_) => flt2(&|x, y| x + y, &|x, y| x + y)?,
            L::FSub(_) => flt2(&|x, y| x - y, &|x, y| x - y)?,
            L::FMul(_) => flt2(&|x, y| x * y, &|x, y| x * y)?,
            L::FDiv(_) => flt2(&|x, y| x / y, &|x, y| x / y)?,
            L::FRem(_) => flt2(&|x, y| x % y, &|x, y| x % y)?,
            L::FNeg(_) => Some(
                lanes1(&arg(0)?, &|x| match x {
                    Val::Half(h) => Some(Val::Half(h ^ 0x8000)),
                    Val::Float(f) => Some(Val::Float(f ^ 0x8000_0000)),
                    Val::Double(d) => Some(Val::Double(d ^ (1 << 63))),
                    _ => None,
                })
                .ok_or_else(bad)?,
            ),
            L::ICmp(_) | L::FCmp(_) => {
                let pred = match body.attr(cx, op, "predicate").map(|p| cx.attr_data(p)) {
                    Some(AttrData::Str(s)) => s.to_string(),
                    _ => return Err(bad()),
                };
                let is_i = matches!(l, L::ICmp(_));
                Some(
                    lanes2(&arg(0)?, &arg(1)?, &|x, y| {
                        if is_i {
                            icmp(&pred, x, y)
                        } else {
                            fcmp(&pred, x, y)
                        }
                        .map(Val::bool)
                    })
                    .ok_or_else(bad)?,
                )
            }
            L::Select(_) => {
                let (c, t, f) = (arg(0)?, arg(1)?, arg(2)?);
                match (&c, &t, &f) {
                    (Val::Agg(cs), Val::Agg(ts), Val::Agg(fs)) => Some(Val::Agg(
                        cs.iter()
                            .zip(ts.iter().zip(fs))
                            .map(|(c, (t, f))| {
                                if c.as_u128() == Some(0) {
                                    f.clone()
                                } else {
                                    t.clone()
                                }
                            })
                            .collect(),
                    )),
                    _ => Some(if c.as_u128().ok_or_else(bad)? == 0 {
                        f
                    } else {
                        t
                    }),
                }
            }
            L::Trunc(_) | L::ZExt(_) | L::SExt(_) => {
                let to = rty
                    .and_then(|t| cx.int_width(cx.scalar_type(t)))
                    .ok_or_else(bad)?;
                let sext = matches!(l, L::SExt(_));
                Some(
                    lanes1(&arg(0)?, &|x| match x {
                        Val::Int { bits, width } => Some(Val::int(
                            if sext {
                                sign_extend(*bits, *width) as u128
                            } else {
                                *bits
                            },
                            to,
                        )),
                        _ => None,
                    })
                    .ok_or_else(bad)?,
                )
            }
            L::FPTrunc(_) | L::FPExt(_) => {
                let to = zero_of(cx, cx.scalar_type(rty.ok_or_else(bad)?)).ok_or_else(bad)?;
                Some(
                    lanes1(&arg(0)?, &|x| x.as_f64().map(|v| float_like(&to, v)))
                        .ok_or_else(bad)?,
                )
            }
            L::FPToUI(_) | L::FPToSI(_) => {
                let to = rty
                    .and_then(|t| cx.int_width(cx.scalar_type(t)))
                    .ok_or_else(bad)?;
                let signed = matches!(l, L::FPToSI(_));
                Some(
                    lanes1(&arg(0)?, &|x| {
                        let v = x.as_f64()?.trunc();
                        // Out of range is poison in LLVM; saturate, which
                        // is deterministic.
                        let i = if signed {
                            let lim = 2f64.powi(to as i32 - 1);
                            v.clamp(-lim, lim - 1.0) as i128 as u128
                        } else {
                            v.clamp(0.0, 2f64.powi(to as i32) - 1.0) as u128
                        };
                        Some(Val::int(if v.is_nan() { 0 } else { i }, to))
                    })
                    .ok_or_else(bad)?,
                )
            }
            L::UIToFP(_) | L::SIToFP(_) => {
                let to = zero_of(cx, cx.scalar_type(rty.ok_or_else(bad)?)).ok_or_else(bad)?;
                let signed = matches!(l, L::SIToFP(_));
                Some(
                    lanes1(&arg(0)?, &|x| {
                        let i = if signed {
                            x.as_i128()?
                        } else {
                            i128::try_from(x.as_u128()?).ok()?
                        };
                        Some(match to {
                            Val::Float(_) => Val::Float((i as f32).to_bits()),
                            Val::Double(_) => Val::Double((i as f64).to_bits()),
                            _ => Val::Half(f64_to_half(i as f64)),
                        })
                    })
                    .ok_or_else(bad)?,
                )
            }
            L::BitCast(_) => {
                let from = body.value_type(body.operand(op, 0));
                let to = rty.ok_or_else(bad)?;
                let v = arg(0)?;
                if matches!(v, Val::Ptr(_) | Val::Handle(_)) {
                    Some(v)
                } else {
                    let mut bytes = vec![0u8; store_size(cx, from).ok_or_else(bad)? as usize];
                    encode(
                        cx,
                        from,
                        &v,
                        0,
                        &mut |at, b| put(&mut bytes, at, b),
                        &mut |_, _| {},
                    )
                    .ok_or_else(bad)?;
                    Some(
                        decode(cx, to, 0, &mut |at, out| get(&bytes, at, out), &mut |_| {
                            None
                        })
                        .ok_or_else(bad)?,
                    )
                }
            }
            L::AddrSpaceCast(_) | L::Freeze(_) => Some(arg(0)?),
            L::Constant(_) => {
                let c = body.attr(cx, op, "value").ok_or_else(bad)?;
                Some(from_attr(cx, c, rty.ok_or_else(bad)?).ok_or_else(bad)?)
            }
            L::Undef(_) | L::Poison(_) => Some(zero_of(cx, rty.ok_or_else(bad)?).ok_or_else(bad)?),
            L::MetadataValue(_) => Some(Val::Agg(Vec::new())),
            L::PhiFlags(_) => None,
            L::AddressOf(_) => {
                let name = match body.attr(cx, op, "global").map(|g| cx.attr_data(g)) {
                    Some(AttrData::Symbol(s)) => s.to_string(),
                    _ => return Err(bad()),
                };
                let g = *self.prog.global_index.get(&name).ok_or_else(bad)?;
                Some(Val::Ptr(Ptr {
                    space: Space::Global(g),
                    offset: 0,
                }))
            }
            L::Alloca(_) => {
                let ty = type_attr(cx, body, op, "elem_type").ok_or_else(bad)?;
                let n = match a.first() {
                    Some(v) => v.as_u128().ok_or_else(bad)? as u64,
                    None => 1,
                };
                let size = alloc_size(cx, ty)
                    .and_then(|s| s.checked_mul(n))
                    .filter(|&s| s <= 1 << 24)
                    .ok_or_else(|| {
                        self.err(loc, "an alloca without a size the interpreter takes")
                    })?;
                self.locals.push(Mem {
                    bytes: vec![0; size as usize],
                    refs: FxHashMap::default(),
                });
                Some(Val::Ptr(Ptr {
                    space: Space::Local(self.locals.len() as u32 - 1),
                    offset: 0,
                }))
            }
            L::Load(_) => {
                let p = ptr_of(&arg(0)?).ok_or_else(bad)?;
                Some(self.load(loc, p, rty.ok_or_else(bad)?)?)
            }
            L::Store(_) => {
                let p = ptr_of(&arg(1)?).ok_or_else(bad)?;
                let ty = body.value_type(body.operand(op, 0));
                self.store(loc, p, ty, &arg(0)?)?;
                None
            }
            L::GetElementPtr(_) => {
                let src = type_attr(cx, body, op, "source_type").ok_or_else(bad)?;
                let mut p = ptr_of(&arg(0)?).ok_or_else(bad)?;
                let mut ty = src;
                // An offset past what i64 holds is no address any memory has.
                let far = || InterpError::at(cx, loc, "a getelementptr far out of bounds".into());
                let step = |p: &mut Ptr, i: i64, size: u64| -> R<()> {
                    p.offset = i64::try_from(size)
                        .ok()
                        .and_then(|s| i.checked_mul(s))
                        .and_then(|d| p.offset.checked_add(d))
                        .ok_or_else(far)?;
                    Ok(())
                };
                for (k, idx) in a.get(1..).unwrap_or_default().iter().enumerate() {
                    let i = i64::try_from(idx.as_i128().ok_or_else(bad)?).map_err(|_| far())?;
                    if k == 0 {
                        step(&mut p, i, alloc_size(cx, ty).ok_or_else(bad)?)?;
                        continue;
                    }
                    match cx.type_data(ty).clone() {
                        TypeData::Array { elem, .. } => {
                            step(&mut p, i, alloc_size(cx, elem).ok_or_else(bad)?)?;
                            ty = elem;
                        }
                        TypeData::Vector { elem, .. } => {
                            step(&mut p, i, store_size(cx, elem).ok_or_else(bad)?)?;
                            ty = elem;
                        }
                        TypeData::Struct { .. } | TypeData::Named(_) => {
                            let fields = struct_fields(cx, ty).ok_or_else(bad)?;
                            let layout = struct_layout(cx, ty).ok_or_else(bad)?;
                            let f = usize::try_from(i).map_err(|_| bad())?;
                            step(&mut p, 1, *layout.offsets.get(f).ok_or_else(bad)?)?;
                            ty = *fields.get(f).ok_or_else(bad)?;
                        }
                        _ => return Err(bad()),
                    }
                }
                Some(Val::Ptr(p))
            }
            L::ExtractValue(_) | L::InsertValue(_) => {
                let path = int_list(cx, body, op, "indices").ok_or_else(bad)?;
                let mut agg = arg(0)?;
                if matches!(l, L::ExtractValue(_)) {
                    let mut v = &agg;
                    for &i in &path {
                        v = v
                            .lanes()
                            .and_then(|ls| ls.get(i as usize))
                            .ok_or_else(bad)?;
                    }
                    Some(v.clone())
                } else {
                    let x = arg(1)?;
                    let mut slot = &mut agg;
                    for &i in &path {
                        slot = match slot {
                            Val::Agg(ls) => ls.get_mut(i as usize).ok_or_else(bad)?,
                            _ => return Err(bad()),
                        };
                    }
                    *slot = x;
                    Some(agg)
                }
            }
            L::ExtractElement(_) => {
                let v = arg(0)?;
                let i = arg(1)?.as_u128().ok_or_else(bad)? as usize;
                let lanes = v.lanes().ok_or_else(bad)?;
                Some(match lanes.get(i) {
                    Some(x) => x.clone(),
                    None => zero_of(cx, rty.ok_or_else(bad)?).ok_or_else(bad)?,
                })
            }
            L::InsertElement(_) => {
                let mut v = arg(0)?;
                let i = arg(2)?.as_u128().ok_or_else(bad)? as usize;
                if let Val::Agg(ls) = &mut v {
                    if let Some(s) = ls.get_mut(i) {
                        *s = arg(1)?;
                    }
                }
                Some(v)
            }
            L::ShuffleVector(_) => {
                let mask = int_list_signed(cx, body, op, "mask").ok_or_else(bad)?;
                let (x, y) = (arg(0)?, arg(1)?);
                let (xs, ys) = (x.lanes().ok_or_else(bad)?, y.lanes().ok_or_else(bad)?);
                let zero = xs.first().cloned().ok_or_else(bad)?;
                let zero = zero_like(&zero);
                Some(Val::Agg(
                    mask.iter()
                        .map(|&m| {
                            let m = usize::try_from(m).ok();
                            m.and_then(|m| xs.get(m).or_else(|| ys.get(m - xs.len())))
                                .cloned()
                                .unwrap_or_else(|| zero.clone())
                        })
                        .collect(),
                ))
            }
            L::AtomicRmw(_) => {
                let p = ptr_of(&arg(0)?).ok_or_else(bad)?;
                let name = match body.attr(cx, op, "operation").map(|x| cx.attr_data(x)) {
                    Some(AttrData::Str(s)) => s.to_string(),
                    _ => return Err(bad()),
                };
                let rmw = Rmw::of_llvm(&name)
                    .ok_or_else(|| self.err(loc, format!("atomicrmw {name} is not run")))?;
                let v = arg(1)?;
                let ty = body.value_type(body.operand(op, 1));
                Some(self.atomic(loc, p, ty, &|old| rmw.apply(old, &v))?)
            }
            L::CmpXchg(_) => {
                let p = ptr_of(&arg(0)?).ok_or_else(bad)?;
                let (cmp, new) = (arg(1)?, arg(2)?);
                let ty = body.value_type(body.operand(op, 2));
                let old = self.atomic(loc, p, ty, &|old| {
                    Some(if *old == cmp {
                        new.clone()
                    } else {
                        old.clone()
                    })
                })?;
                let ok = old == cmp;
                Some(Val::Agg(vec![old, Val::bool(ok)]))
            }
            L::Call(_) => return self.llvm_call(body, op, a),
            _ => return Err(bad()),
        })
    }

    /// The function a call names, when the module defines it.
    fn defined_callee(&self, body: &Body, op: Op) -> Option<&'m Function> {
        let cx = self.prog.cx;
        let callee = match body.attr(cx, op, "callee").map(|c| cx.attr_data(c)) {
            Some(AttrData::Symbol(s)) => s.to_string(),
            _ => return None,
        };
        let f = &self.prog.module.functions()[*self.prog.functions.get(&callee)?];
        (!f.is_declaration()).then_some(f)
    }

    fn llvm_call(&mut self, body: &Body, op: Op, a: Vec<Val>) -> R<Option<Val>> {
        let cx = self.prog.cx;
        let callee = match body.attr(cx, op, "callee").map(|c| cx.attr_data(c)) {
            Some(AttrData::Symbol(s)) => s.to_string(),
            _ => return Err(self.unsupported(body, op)),
        };
        let bad = || unsupported(cx, body, op);
        let base = callee.strip_prefix("llvm.").ok_or_else(bad)?;
        // The intrinsic's name without its type suffixes.
        let stem: String = base
            .split('.')
            .take_while(|p| !dxir_dialects::dx::builtins::is_type_mangling(p))
            .collect::<Vec<_>>()
            .join(".");
        let arg = |i: usize| a.get(i).cloned().ok_or_else(bad);
        // A matrix dimension operand: a constant from 1 to 16 (4 in HLSL).
        let dim = |i: usize| -> R<usize> {
            arg(i)?
                .as_u128()
                .and_then(|d| usize::try_from(d).ok())
                .filter(|&d| (1..=16).contains(&d))
                .ok_or_else(bad)
        };
        let f1 = |f: fn(f64) -> f64, g: fn(f32) -> f32| -> R<Option<Val>> {
            lanes1(&arg(0)?, &|x| funary(x, f, g))
                .map(Some)
                .ok_or_else(bad)
        };
        let i2 = |f: &dyn Fn(u128, u128, u32) -> u128| -> R<Option<Val>> {
            lanes2(&arg(0)?, &arg(1)?, &|x, y| match (x, y) {
                (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
                    Some(Val::int(f(*p, *q, *width), *width))
                }
                _ => None,
            })
            .map(Some)
            .ok_or_else(bad)
        };
        let red = |start: Option<Val>, v: Val, f: &dyn Fn(&Val, &Val) -> Option<Val>| {
            reduce(start, &v, f).map(Some).ok_or_else(bad)
        };
        Ok(match stem.as_str() {
            "fabs" => lanes1(&arg(0)?, &fabs).map(Some).ok_or_else(bad)?,
            "sqrt" => f1(f64::sqrt, f32::sqrt)?,
            "sin" => f1(f64::sin, f32::sin)?,
            "cos" => f1(f64::cos, f32::cos)?,
            "tan" => f1(f64::tan, f32::tan)?,
            "asin" => f1(f64::asin, f32::asin)?,
            "acos" => f1(f64::acos, f32::acos)?,
            "atan" => f1(f64::atan, f32::atan)?,
            "sinh" => f1(f64::sinh, f32::sinh)?,
            "cosh" => f1(f64::cosh, f32::cosh)?,
            "tanh" => f1(f64::tanh, f32::tanh)?,
            "exp2" => f1(f64::exp2, f32::exp2)?,
            "log2" => f1(f64::log2, f32::log2)?,
            "floor" => f1(f64::floor, f32::floor)?,
            "ceil" => f1(f64::ceil, f32::ceil)?,
            "trunc" => f1(f64::trunc, f32::trunc)?,
            "roundeven" => f1(f64::round_ties_even, f32::round_ties_even)?,
            "maxnum" => lanes2(&arg(0)?, &arg(1)?, &|x, y| fbin(x, y, &f64::max, &f32::max))
                .map(Some)
                .ok_or_else(bad)?,
            "minnum" => lanes2(&arg(0)?, &arg(1)?, &|x, y| fbin(x, y, &f64::min, &f32::min))
                .map(Some)
                .ok_or_else(bad)?,
            "fmuladd" => Some(fmad(&arg(0)?, &arg(1)?, &arg(2)?).ok_or_else(bad)?),
            "matrix.transpose" => {
                Some(matrix_transpose(&arg(0)?, dim(1)?, dim(2)?).ok_or_else(bad)?)
            }
            "matrix.multiply" => Some(
                matrix_multiply(&arg(0)?, &arg(1)?, dim(2)?, dim(3)?, dim(4)?).ok_or_else(bad)?,
            ),
            "fma" => Some(
                lanes3(&arg(0)?, &arg(1)?, &arg(2)?, &|x, y, z| {
                    fter(x, y, z, &f64::mul_add, &f32::mul_add)
                })
                .ok_or_else(bad)?,
            ),
            "smax" => i2(&|p, q, w| {
                if sign_extend(p, w) >= sign_extend(q, w) {
                    p
                } else {
                    q
                }
            })?,
            "smin" => i2(&|p, q, w| {
                if sign_extend(p, w) <= sign_extend(q, w) {
                    p
                } else {
                    q
                }
            })?,
            "umax" => i2(&|p, q, _| p.max(q))?,
            "umin" => i2(&|p, q, _| p.min(q))?,
            "uadd.sat" => i2(&|p, q, w| (p + q).min(truncate(u128::MAX, w)))?,
            // `{T, i1}`: the wrapped sum and whether it wrapped, of each
            // lane (a vector call gives a struct of two vectors).
            "uadd.with.overflow" | "umul.with.overflow" => {
                let mul = stem == "umul.with.overflow";
                let per_lane = lanes2(&arg(0)?, &arg(1)?, &|x, y| match (x, y) {
                    (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) if mul => {
                        Some(mul_with_overflow(*p, *q, *width))
                    }
                    (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
                        Some(add_with_carry(*p, *q, *width))
                    }
                    _ => None,
                })
                .ok_or_else(bad)?;
                Some(match per_lane {
                    Val::Agg(lanes) if matches!(arg(0)?, Val::Agg(_)) => {
                        let field = |i: usize| -> R<Val> {
                            lanes
                                .iter()
                                .map(|l| match l {
                                    Val::Agg(f) => f.get(i).cloned(),
                                    _ => None,
                                })
                                .collect::<Option<Vec<_>>>()
                                .map(Val::Agg)
                                .ok_or_else(bad)
                        };
                        Val::Agg(vec![field(0)?, field(1)?])
                    }
                    scalar => scalar,
                })
            }
            // DXIL has no atan2: its meaning in a lowered module is the
            // expansion LLVM's backend (and dxir's `atan2` rule) writes,
            // atan(y / x) moved to the quadrant by selects, evaluated in
            // the lane type. The input is given the same meaning, so a
            // lowering is compared with what it promises, not with a more
            // exact atan2 no DXIL consumer computes.
            "atan2" => lanes2(&arg(0)?, &arg(1)?, &atan2_expanded)
                .map(Some)
                .ok_or_else(bad)?,
            "usub.sat" => i2(&|p, q, _| p.saturating_sub(q))?,
            "sadd.sat" => i2(&|p, q, w| saturate_signed(sign_extend(p, w) + sign_extend(q, w), w))?,
            "ssub.sat" => i2(&|p, q, w| saturate_signed(sign_extend(p, w) - sign_extend(q, w), w))?,
            // The reductions fold the lanes in order, from the start
            // value for the float sum and product.
            "vector.reduce.add" => red(None, arg(0)?, &int_op(&|p, q, _| p.wrapping_add(q)))?,
            "vector.reduce.mul" => red(None, arg(0)?, &int_op(&|p, q, _| p.wrapping_mul(q)))?,
            "vector.reduce.and" => red(None, arg(0)?, &int_op(&|p, q, _| p & q))?,
            "vector.reduce.or" => red(None, arg(0)?, &int_op(&|p, q, _| p | q))?,
            "vector.reduce.xor" => red(None, arg(0)?, &int_op(&|p, q, _| p ^ q))?,
            "vector.reduce.umax" => red(None, arg(0)?, &int_op(&|p, q, _| p.max(q)))?,
            "vector.reduce.umin" => red(None, arg(0)?, &int_op(&|p, q, _| p.min(q)))?,
            "vector.reduce.smax" => red(
                None,
                arg(0)?,
                &int_op(&|p, q, w| {
                    if sign_extend(p, w) >= sign_extend(q, w) {
                        p
                    } else {
                        q
                    }
                }),
            )?,
            "vector.reduce.smin" => red(
                None,
                arg(0)?,
                &int_op(&|p, q, w| {
                    if sign_extend(p, w) <= sign_extend(q, w) {
                        p
                    } else {
                        q
                    }
                }),
            )?,
            "vector.reduce.fadd" => red(Some(arg(0)?), arg(1)?, &|x, y| {
                fbin(x, y, &|x, y| x + y, &|x, y| x + y)
            })?,
            "vector.reduce.fmul" => red(Some(arg(0)?), arg(1)?, &|x, y| {
                fbin(x, y, &|x, y| x * y, &|x, y| x * y)
            })?,
            "vector.reduce.fmax" => red(None, arg(0)?, &|x, y| fbin(x, y, &f64::max, &f32::max))?,
            "vector.reduce.fmin" => red(None, arg(0)?, &|x, y| fbin(x, y, &f64::min, &f32::min))?,
            "abs" => lanes1(&arg(0)?, &|x| match x {
                Val::Int { bits, width } => {
                    Some(Val::int(sign_extend(*bits, *width).unsigned_abs(), *width))
                }
                _ => None,
            })
            .map(Some)
            .ok_or_else(bad)?,
            "memcpy" | "memmove" => {
                let (d, s) = (
                    ptr_of(&arg(0)?).ok_or_else(bad)?,
                    ptr_of(&arg(1)?).ok_or_else(bad)?,
                );
                let n = arg(2)?.as_u128().ok_or_else(bad)? as u64;
                self.memcpy(body.loc(op), d, s, n)?;
                None
            }
            // The stem keeps the words before the type suffix:
            // `llvm.lifetime.start.p0` is `lifetime.start`.
            "lifetime.start"
            | "lifetime.end"
            | "experimental.noalias.scope.decl"
            | "assume"
            | "dbg" => None,
            _ => return Err(bad()),
        })
    }

    fn memcpy(&mut self, loc: Loc, d: Ptr, s: Ptr, n: u64) -> R<()> {
        if n > 1 << 24 {
            return Err(self.err(loc, "a memcpy too large to interpret"));
        }
        let mut bytes = vec![0u8; n as usize];
        self.read_bytes(loc, s, &mut bytes)?;
        let refs = self.mem(loc, s).ok().map(|m| {
            m.refs
                .iter()
                .filter(|(k, _)| **k >= s.offset && **k < s.offset + n as i64)
                .map(|(k, v)| (*k - s.offset, v.clone()))
                .collect::<Vec<_>>()
        });
        self.write_bytes(loc, d, &bytes)?;
        if let (Some(refs), Ok(m)) = (refs, self.mem(loc, d)) {
            for (k, v) in refs {
                m.refs.insert(d.offset + k, v);
            }
        }
        Ok(())
    }

    // ---- memory --------------------------------------------------------

    /// The memory of a local or global pointer (created on first use).
    fn mem(&mut self, loc: Loc, p: Ptr) -> R<&mut Mem> {
        match p.space {
            Space::Local(i) => {
                let n = self.locals.len();
                self.locals.get_mut(i as usize).ok_or_else(|| {
                    InterpError::at(
                        self.prog.cx,
                        loc,
                        format!("a dangling local pointer ({i} of {n})"),
                    )
                })
            }
            Space::Global(g) => {
                let info = &self.prog.globals[g as usize];
                let cx = self.prog.cx;
                let make = || -> Mem {
                    let size = alloc_size(cx, info.ty).unwrap_or(0) as usize;
                    let mut m = Mem {
                        bytes: vec![0; size.min(1 << 24)],
                        refs: FxHashMap::default(),
                    };
                    if let Some(v) = info.init.and_then(|c| from_attr(cx, c, info.ty)) {
                        let bytes = &mut m.bytes;
                        let _ = encode(
                            cx,
                            info.ty,
                            &v,
                            0,
                            &mut |at, b| put(bytes, at, b),
                            &mut |_, _| {},
                        );
                    }
                    m
                };
                if info.addr_space == 3 {
                    Ok(self.groupshared.entry(g).or_insert_with(make))
                } else {
                    Ok(self.globals.entry(g).or_insert_with(make))
                }
            }
            _ => Err(self.err(loc, "not a local or global pointer")),
        }
    }

    /// Resolves a cbuffer member global to its cbuffer's resource and
    /// byte offset.
    fn resolve(&mut self, loc: Loc, p: Ptr) -> R<Ptr> {
        if let Space::Global(g) = p.space {
            if let Some((hg, off)) = self.prog.globals[g as usize].cb {
                let hp = Ptr {
                    space: Space::Global(hg),
                    offset: 0,
                };
                let h = self.mem(loc, hp)?.refs.get(&0).cloned();
                let Some(Val::Handle(r)) = h else {
                    return Err(self.err(
                        loc,
                        format!(
                            "cbuffer member @{} is read before its handle is stored into @{}",
                            self.prog.globals[g as usize].name, self.prog.globals[hg as usize].name
                        ),
                    ));
                };
                return Ok(Ptr {
                    space: Space::Resource(r),
                    offset: p.offset + off,
                });
            }
        }
        Ok(p)
    }

    fn read_bytes(&mut self, loc: Loc, p: Ptr, out: &mut [u8]) -> R<()> {
        let p = self.resolve(loc, p)?;
        if let Space::Resource(r) = p.space {
            return self.res_read(loc, r, p.offset, out);
        }
        self.groupshared_access(loc, p, out.len(), AccessKind::Read)?;
        out.copy_from_slice(self.mem_range(loc, p, out.len(), "load")?);
        Ok(())
    }

    /// Records an access to group-shared memory (nothing for other memory).
    fn groupshared_access(&mut self, loc: Loc, p: Ptr, len: usize, kind: AccessKind) -> R<()> {
        match p.space {
            Space::Global(g) if self.prog.globals[g as usize].addr_space == 3 => {
                // Made first, so the records know its size.
                self.mem(loc, p)?;
                self.track_groupshared(g, p.offset, len, kind)
            }
            _ => Ok(()),
        }
    }

    /// `len` bytes of local or global memory at `p` (an error out of
    /// bounds: unlike a resource, such memory has no defined outside).
    fn mem_range(&mut self, loc: Loc, p: Ptr, len: usize, what: &str) -> R<&mut [u8]> {
        let cx = self.prog.cx;
        let m = self.mem(loc, p)?;
        let at = usize::try_from(p.offset).ok();
        at.and_then(|a| m.bytes.get_mut(a..a.checked_add(len)?))
            .ok_or_else(|| {
                InterpError::at(
                    cx,
                    loc,
                    format!("a {what} out of bounds at byte {}", p.offset),
                )
            })
    }

    fn write_bytes(&mut self, loc: Loc, p: Ptr, data: &[u8]) -> R<()> {
        let p = self.resolve(loc, p)?;
        if let Space::Resource(r) = p.space {
            return self.res_write(loc, r, p.offset, data);
        }
        self.groupshared_access(loc, p, data.len(), AccessKind::Write)?;
        self.mem_range(loc, p, data.len(), "store")?
            .copy_from_slice(data);
        Ok(())
    }

    fn load(&mut self, loc: Loc, p: Ptr, ty: Type) -> R<Val> {
        let cx = self.prog.cx;
        let size =
            store_size(cx, ty).ok_or_else(|| self.err(loc, "a load of a type without a size"))?;
        let mut bytes = vec![0u8; size as usize];
        self.read_bytes(loc, p, &mut bytes)?;
        let p = self.resolve(loc, p)?;
        let refs = match p.space {
            Space::Local(_) | Space::Global(_) => self.mem(loc, p)?.refs.clone(),
            _ => FxHashMap::default(),
        };
        decode(cx, ty, 0, &mut |at, out| get(&bytes, at, out), &mut |at| {
            refs.get(&(p.offset + at as i64)).cloned()
        })
        .ok_or_else(|| self.err(loc, format!("cannot load a {}", type_to_string(cx, ty))))
    }

    fn store(&mut self, loc: Loc, p: Ptr, ty: Type, v: &Val) -> R<()> {
        let cx = self.prog.cx;
        let size =
            store_size(cx, ty).ok_or_else(|| self.err(loc, "a store of a type without a size"))?;
        let mut bytes = vec![0u8; size as usize];
        let mut refs = Vec::new();
        encode(
            cx,
            ty,
            v,
            0,
            &mut |at, b| put(&mut bytes, at, b),
            &mut |at, r| refs.push((at, r)),
        )
        .ok_or_else(|| self.err(loc, format!("cannot store a {}", type_to_string(cx, ty))))?;
        let rp = self.resolve(loc, p)?;
        if !refs.is_empty() && matches!(rp.space, Space::Resource(_)) {
            return Err(self.err(loc, "a pointer or handle stored into a resource"));
        }
        self.write_bytes(loc, p, &bytes)?;
        if matches!(rp.space, Space::Local(_) | Space::Global(_)) {
            let m = self.mem(loc, rp)?;
            for (at, r) in refs {
                m.refs.insert(rp.offset + at as i64, r);
            }
        }
        Ok(())
    }

    // ---- signatures (see crate::signature) -----------------------------

    /// The element id and first column a `dx.load.input` /
    /// `dx.store.output` call reads or writes: its operands once
    /// `translate-metadata` has assigned it, else the id assigned to the
    /// call before lowering, from column 0.
    fn signature_site(&self, body: &Body, op: Op, id: u128, col: u128) -> R<(u32, u32)> {
        let cx = self.prog.cx;
        let bad = || unsupported(cx, body, op);
        if body.attr(cx, op, "sig_element").is_some() {
            return Ok((
                u32::try_from(id).map_err(|_| bad())?,
                u32::try_from(col).map_err(|_| bad())?,
            ));
        }
        let in_entry = self
            .prog
            .entry
            .is_some_and(|f| std::ptr::eq(f.body(), body));
        match self.prog.signature_sites.get(&op) {
            Some(&id) if in_entry => Ok((id, 0)),
            _ => Err(self.err(
                body.loc(op),
                "a signature access outside the vertex or pixel entry being run",
            )),
        }
    }

    /// The resource of signature element `id` and the byte where this
    /// invocation's column `col` starts.
    fn signature_slot(&self, loc: Loc, output: bool, id: u32, col: u32) -> R<(u32, i64)> {
        let key = crate::signature::element_key(output, id);
        let r = self.res.find(key).ok_or_else(|| {
            self.err(
                loc,
                format!(
                    "no {} signature element {id} (is this a vertex or pixel entry run with its semantics?)",
                    if output { "output" } else { "input" }
                ),
            )
        })?;
        let stride = self.res.resources[r].stride;
        if col >= stride / crate::signature::COLUMN_BYTES {
            return Err(self.err(
                loc,
                format!("column {col} of {}", self.res.resources[r].label()),
            ));
        }
        let at = i64::from(self.linear) * i64::from(stride)
            + i64::from(col * crate::signature::COLUMN_BYTES);
        Ok((r as u32, at))
    }

    /// This invocation's value of input element `id` from column `col`:
    /// a scalar, or a vector of consecutive columns.
    fn load_input(&mut self, loc: Loc, id: u32, col: u32, ty: Type) -> R<Val> {
        let cx = self.prog.cx;
        let (scalar, lanes) = match cx.type_data(ty) {
            TypeData::Vector { elem, len } => (*elem, Some(*len)),
            _ => (ty, None),
        };
        // The last column read must be the element's: checked once.
        let last = col.saturating_add(lanes.unwrap_or(1).saturating_sub(1));
        self.signature_slot(loc, false, id, last)?;
        let (r, at) = self.signature_slot(loc, false, id, col)?;
        let read = |k: u64| -> R<Val> {
            let data = &self.res.resources[r as usize].data;
            let start = at + k as i64 * i64::from(crate::signature::COLUMN_BYTES);
            decode(
                cx,
                scalar,
                0,
                &mut |o, out| get(data, start as u64 + o, out),
                &mut |_| None,
            )
            .ok_or_else(|| self.err(loc, format!("an input of type {}", type_to_string(cx, ty))))
        };
        match lanes {
            None => read(0),
            Some(n) => Ok(Val::Agg(
                (0..u64::from(n)).map(read).collect::<R<Vec<_>>>()?,
            )),
        }
    }

    /// Writes this invocation's value `v` (of type `ty`: a scalar, or a
    /// vector of consecutive columns) to output element `id` from column
    /// `col`.
    fn store_output(&mut self, loc: Loc, id: u32, col: u32, ty: Type, v: &Val) -> R<()> {
        let cx = self.prog.cx;
        let (scalar, lanes): (Type, Vec<Val>) = match (cx.type_data(ty), v) {
            (TypeData::Vector { elem, .. }, Val::Agg(l)) => (*elem, l.clone()),
            _ => (ty, vec![v.clone()]),
        };
        for (k, lane) in lanes.iter().enumerate() {
            let (r, at) = self.signature_slot(loc, true, id, col + k as u32)?;
            let mut bytes = Vec::new();
            encode(
                cx,
                scalar,
                lane,
                0,
                &mut |_, b| bytes.extend_from_slice(b),
                &mut |_, _| {},
            )
            .ok_or_else(|| {
                self.err(loc, format!("an output of type {}", type_to_string(cx, ty)))
            })?;
            self.res_write(loc, r, at, &bytes)?;
        }
        Ok(())
    }

    /// Zeroes this invocation's outputs: a discarded pixel writes none.
    fn clear_outputs(&mut self, loc: Loc) -> R<()> {
        let outputs: Vec<(u32, u32)> = self
            .res
            .resources
            .iter()
            .enumerate()
            .filter(|(_, r)| {
                r.key.space == crate::signature::SIGNATURE_SPACE
                    && r.key.class == ResourceClass::Uav
            })
            .map(|(i, r)| (i as u32, r.stride))
            .collect();
        for (r, stride) in outputs {
            let at = i64::from(self.linear) * i64::from(stride);
            self.res_write(loc, r, at, &vec![0; stride as usize])?;
        }
        Ok(())
    }

    /// Reads resource bytes: out of bounds reads zero, as D3D defines it.
    fn res_read(&mut self, _loc: Loc, r: u32, offset: i64, out: &mut [u8]) -> R<()> {
        let res = &self.res.resources[r as usize];
        let track = res.writeable;
        for (k, o) in out.iter_mut().enumerate() {
            let at = offset.saturating_add(k as i64);
            *o = usize::try_from(at)
                .ok()
                .and_then(|a| res.data.get(a))
                .copied()
                .unwrap_or(0);
        }
        if track {
            self.track(r, offset, out.len(), AccessKind::Read)?;
        }
        Ok(())
    }

    /// Writes resource bytes: out of bounds writes are dropped, as D3D
    /// defines it; a write into a read-only resource is an error.
    fn res_write(&mut self, loc: Loc, r: u32, offset: i64, data: &[u8]) -> R<()> {
        if !self.res.resources[r as usize].writeable {
            return Err(self.err(
                loc,
                format!(
                    "a write into the read-only {}",
                    self.res.resources[r as usize].label()
                ),
            ));
        }
        self.track(r, offset, data.len(), AccessKind::Write)?;
        let res = &mut self.res.resources[r as usize];
        for (k, b) in data.iter().enumerate() {
            let at = offset.saturating_add(k as i64);
            if let Some(slot) = usize::try_from(at).ok().and_then(|a| res.data.get_mut(a)) {
                *slot = *b;
            }
        }
        Ok(())
    }

    /// Records an access to resource bytes and reports a race: another
    /// thread wrote these bytes, or (for a write) another thread read them.
    fn track(&mut self, r: u32, offset: i64, len: usize, kind: AccessKind) -> R<()> {
        let Some(acc) = self.access.get_mut(r as usize) else {
            return Ok(());
        };
        let write = kind != AccessKind::Read;
        let Some((at, t, was_write)) = record(acc, offset, len, kind, self.linear) else {
            return Ok(());
        };
        if self.allow_races && self.first_race.is_some() {
            return Ok(());
        }
        let race = InterpError::Race {
            resource: self.res.resources[r as usize].label(),
            offset: at,
            first: self.threads.get(t as usize).copied().unwrap_or_default(),
            first_wrote: was_write,
            second: self.tid,
            second_wrote: write,
        };
        if !self.allow_races {
            return Err(race);
        }
        self.first_race.get_or_insert(race);
        Ok(())
    }

    /// [`track`](Self::track) for group-shared memory: the records start
    /// afresh at every barrier, which orders the group's accesses.
    fn track_groupshared(&mut self, g: u32, offset: i64, len: usize, kind: AccessKind) -> R<()> {
        let size = self.groupshared.get(&g).map_or(0, |m| m.bytes.len());
        let acc = self
            .gs_access
            .entry(g)
            .or_insert_with(|| vec![Access::default(); size]);
        let write = kind != AccessKind::Read;
        let Some((at, t, was_write)) = record(acc, offset, len, kind, self.linear) else {
            return Ok(());
        };
        if self.allow_races && self.first_race.is_some() {
            return Ok(());
        }
        let race = InterpError::Race {
            resource: format!("groupshared @{}", self.prog.globals[g as usize].name),
            offset: at,
            first: self.threads.get(t as usize).copied().unwrap_or_default(),
            first_wrote: was_write,
            second: self.tid,
            second_wrote: write,
        };
        if !self.allow_races {
            return Err(race);
        }
        self.first_race.get_or_insert(race);
        Ok(())
    }

    // ---- handles -------------------------------------------------------

    fn handle_at(&self, loc: Loc, key: ResKey) -> R<Val> {
        self.res
            .find(key)
            .map(|i| Val::Handle(i as u32))
            .ok_or_else(|| self.err(loc, format!("no resource is bound at {key}")))
    }

    /// The handle of the resource at `key`, created now (of the handle
    /// type `ty`) if the set creates what a run binds.
    fn handle_or_create(&mut self, loc: Loc, key: ResKey, ty: Type, name: String) -> R<Val> {
        if let Some(i) = self.res.find(key) {
            return Ok(Val::Handle(i as u32));
        }
        let Some(lazy) = self.res.lazy else {
            return self.handle_at(loc, key);
        };
        let r = crate::Resource::of_type(self.prog.cx, key, &name, ty, lazy.elements)
            .map_err(|m| self.err(loc, m))?;
        Ok(self.adopt(r, lazy.seed))
    }

    /// Adds `r`, created during the run, filled from `seed`; its handle.
    fn adopt(&mut self, mut r: crate::Resource, seed: crate::Seed) -> Val {
        // It is added last: `slot` is the index it gets.
        let slot = self.res.resources.len();
        crate::resources::fill_one(&mut r, seed, slot);
        self.res.created.push(r.clone());
        let writeable = r.writeable;
        let len = r.data.len();
        let i = self.res.insert(r);
        while self.access.len() <= i {
            self.access.push(Vec::new());
        }
        if writeable {
            self.access[i] = vec![Access::default(); len];
        }
        Val::Handle(i as u32)
    }

    /// The handle of descriptor heap entry `index` of DXIL's
    /// createHandleFromHeap, whose class and properties its annotateHandle
    /// gives; created (when the set creates what a run binds) if missing.
    fn heap_handle(&mut self, body: &Body, op: Op, index: u32, sampler: bool) -> R<Val> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let props = body
            .results(op)
            .first()
            .and_then(|&r| crate::annotate_props(cx, body, r));
        let Some([w0, w1]) = props else {
            return Err(self.err(
                loc,
                "a createHandleFromHeap without a constant annotateHandle",
            ));
        };
        let class = if sampler || w0 & 0xFF == 14 {
            ResourceClass::Sampler
        } else if w0 & 0xFF == 13 {
            ResourceClass::CBuffer
        } else if w0 & (1 << 12) != 0 {
            ResourceClass::Uav
        } else {
            ResourceClass::Srv
        };
        let key = ResKey {
            class,
            space: HEAP_SPACE,
            register: index,
        };
        if let Some(i) = self.res.find(key) {
            return Ok(Val::Handle(i as u32));
        }
        let Some(lazy) = self.res.lazy.or(self.res.lazy_heap) else {
            return self.handle_at(loc, key);
        };
        let r = crate::Resource::from_properties(key, w0, w1, lazy.elements)
            .map_err(|m| self.err(loc, m))?;
        Ok(self.adopt(r, lazy.seed))
    }

    /// What point sampling (level 0, clamp addressing) of texture `r`
    /// with `sampler` at the float coordinates `c`, offset by `o`, gives
    /// as four lanes of `comp_ty`: the texel, a comparison, or a gather.
    #[allow(clippy::too_many_arguments)]
    fn sample(
        &mut self,
        loc: Loc,
        r: u32,
        sampler: &Val,
        c: [f64; 4],
        o: [i64; 3],
        how: SampleHow,
        comp_ty: Type,
    ) -> R<Vec<Val>> {
        let s = self.handle(loc, sampler)?;
        if self.res.resources[s as usize].kind != ResKind::Sampler {
            return Err(self.err(loc, "sampling with a handle that is not a sampler"));
        }
        let res = &self.res.resources[r as usize];
        let Some(t) = res.texture else {
            return Err(self.err(loc, format!("sampling {}, not a texture", res.label())));
        };
        if t.multisampled() {
            return Err(self.err(loc, "sampling a multisampled texture"));
        }
        let cx = self.prog.cx;
        let zero = zero_of(cx, comp_ty).ok_or_else(|| self.err(loc, "sampling an opaque type"))?;
        let texel = |this: &mut Self, d: Option<[i64; 2]>| -> R<Vec<Val>> {
            let p = sample_texel(&t, c, o, d);
            let at = match t.index_placed(p, 0, 0) {
                Some(i) => i as i64 * i64::from(this.res.resources[r as usize].stride),
                None => OUT_OF_RANGE,
            };
            match this.res_ret(
                loc,
                r,
                at,
                comp_ty,
                0xF,
                i64::from(this.res.resources[r as usize].stride),
            )? {
                Val::Agg(mut ls) => {
                    ls.truncate(4);
                    Ok(ls)
                }
                _ => Err(this.err(loc, "a texel without lanes")),
            }
        };
        let pass = |cmp: f64, v: &Val| {
            float_like(
                &zero,
                if cmp <= v.as_f64().unwrap_or(0.0) {
                    1.0
                } else {
                    0.0
                },
            )
        };
        // A gather's footprint, in D3D's order: (x0, y1), (x1, y1), (x1, y0), (x0, y0).
        const FOOT: [[i64; 2]; 4] = [[0, 1], [1, 1], [1, 0], [0, 0]];
        Ok(match how {
            SampleHow::Point => texel(self, None)?,
            SampleHow::Cmp(cmp) => {
                let ls = texel(self, None)?;
                let first = ls.first().cloned().unwrap_or_else(|| zero.clone());
                vec![pass(cmp, &first), zero.clone(), zero.clone(), zero]
            }
            SampleHow::Gather(ch, cmp) => {
                let mut out = Vec::with_capacity(4);
                for d in FOOT {
                    let ls = texel(self, Some(d))?;
                    let v = ls.get(ch).cloned().unwrap_or_else(|| zero.clone());
                    out.push(match cmp {
                        Some(cmp) => pass(cmp, &v),
                        None => v,
                    });
                }
                out
            }
        })
    }

    fn is_texture(&self, v: &Val) -> bool {
        matches!(v, Val::Handle(h) if self.res.resources.get(*h as usize).is_some_and(|r| r.texture.is_some()))
    }

    fn handle(&self, loc: Loc, v: &Val) -> R<u32> {
        match v {
            Val::Handle(h) => Ok(*h),
            _ => Err(self.err(loc, "not a resource handle")),
        }
    }

    /// The byte address of (index, offset) in a buffer.
    /// A raw buffer access states the alignment of its address (its last
    /// operand), and consumers trust it (dxil-spirv, drivers): an address
    /// it does not divide is an error, so a lowering that overstates it is
    /// caught without a GPU. The address is the byte address in the
    /// resource, whose start is taken to be aligned to anything.
    fn check_alignment(&self, loc: Loc, what: &str, r: u32, at: i64, align: Option<&Val>) -> R<()> {
        let Some(align) = align.and_then(Val::as_u128) else {
            return Ok(());
        };
        let align = align as u32;
        if align > 1 && at.rem_euclid(i64::from(align)) != 0 {
            let res = &self.res.resources[r as usize];
            return Err(InterpError::Misaligned {
                at: crate::render_loc(self.cx(), loc),
                message: format!(
                    "misaligned {what} of {}: byte address {at} is not a multiple of the stated alignment {align}",
                    res.label()
                ),
            });
        }
        Ok(())
    }

    fn address(&self, r: u32, index: u128, offset: u128) -> i64 {
        let res = &self.res.resources[r as usize];
        let (i, o) = (index as u32 as i64, offset as u32 as i64);
        match res.kind {
            ResKind::Raw => i,
            ResKind::Structured => i * i64::from(res.stride) + o,
            ResKind::Typed | ResKind::Texture | ResKind::Sampler => i * i64::from(res.stride),
            ResKind::CBuffer => i * 16,
        }
    }

    /// The byte offset of sample `sample` of the texel at `c` of mip level
    /// `mip` of texture `r`, or [`OUT_OF_RANGE`].
    fn texel(&self, loc: Loc, r: u32, c: [i64; 3], sample: i64, mip: i64) -> R<i64> {
        let res = &self.res.resources[r as usize];
        let Some(t) = res.texture else {
            return Err(self.err(loc, format!("{} is not a texture", res.label())));
        };
        Ok(match t.index(c, sample, mip) {
            Some(i) => i as i64 * i64::from(res.stride),
            None => OUT_OF_RANGE,
        })
    }

    /// Where an atomic's coordinates (c0, c1, c2) point: a texel of a
    /// texture, (index, byte offset) of a buffer.
    fn atomic_address(&self, loc: Loc, r: u32, c: [&Val; 3]) -> R<i64> {
        let k = |v: &Val| v.as_u128().unwrap_or(0);
        if self.res.resources[r as usize].kind == ResKind::Texture {
            self.texel(loc, r, [coord(c[0]), coord(c[1]), coord(c[2])], 0, 0)
        } else {
            Ok(self.address(r, k(c[0]), k(c[1])))
        }
    }

    /// The texture dimensions DXIL's getDimensions returns for `mip`.
    fn tex_dims(&self, loc: Loc, r: u32, mip: u32) -> R<[u32; 4]> {
        let res = &self.res.resources[r as usize];
        match res.texture {
            Some(t) => Ok(t.dimensions(mip)),
            None => Err(self.err(loc, format!("{} is not a texture", res.label()))),
        }
    }

    /// An atomic read-modify-write of the `ty` at `p`: the old value,
    /// `f(old)` written back. On a resource out of bounds it reads 0 and
    /// writes nothing.
    fn atomic(&mut self, loc: Loc, p: Ptr, ty: Type, f: &dyn Fn(&Val) -> Option<Val>) -> R<Val> {
        let cx = self.prog.cx;
        let size = store_size(cx, ty)
            .ok_or_else(|| self.err(loc, "an atomic on a type without a size"))?
            as usize;
        let p = self.resolve(loc, p)?;
        let mut bytes = vec![0u8; size];
        if let Space::Resource(r) = p.space {
            let res = &self.res.resources[r as usize];
            if !res.writeable {
                return Err(self.err(loc, format!("an atomic on the read-only {}", res.label())));
            }
            self.track(r, p.offset, size, AccessKind::Atomic)?;
            let res = &self.res.resources[r as usize];
            for (k, o) in bytes.iter_mut().enumerate() {
                let at = p.offset.saturating_add(k as i64);
                *o = usize::try_from(at)
                    .ok()
                    .and_then(|a| res.data.get(a))
                    .copied()
                    .unwrap_or(0);
            }
        } else {
            self.groupshared_access(loc, p, size, AccessKind::Atomic)?;
            bytes.copy_from_slice(self.mem_range(loc, p, size, "atomic")?);
        }
        let what = || format!("an atomic on a {}", type_to_string(cx, ty));
        let old = decode(cx, ty, 0, &mut |at, out| get(&bytes, at, out), &mut |_| {
            None
        })
        .ok_or_else(|| self.err(loc, what()))?;
        let new = f(&old).ok_or_else(|| self.err(loc, format!("{} it cannot apply", what())))?;
        let mut out = vec![0u8; size];
        encode(
            cx,
            ty,
            &new,
            0,
            &mut |at, b| put(&mut out, at, b),
            &mut |_, _| {},
        )
        .ok_or_else(|| self.err(loc, what()))?;
        if let Space::Resource(r) = p.space {
            let res = &mut self.res.resources[r as usize];
            for (k, b) in out.iter().enumerate() {
                let at = p.offset.saturating_add(k as i64);
                if let Some(slot) = usize::try_from(at).ok().and_then(|a| res.data.get_mut(a)) {
                    *slot = *b;
                }
            }
        } else {
            self.mem_range(loc, p, size, "atomic")?
                .copy_from_slice(&out);
        }
        Ok(old)
    }

    /// Loads the components `mask` names of the element at byte `at` of
    /// resource `r` as DXIL's `ResRet` (four components of `comp_ty`, and
    /// the status): components past the element's `limit` bytes read 0.
    fn res_ret(
        &mut self,
        loc: Loc,
        r: u32,
        at: i64,
        comp_ty: Type,
        mask: u32,
        limit: i64,
    ) -> R<Val> {
        let cx = self.prog.cx;
        let cs = store_size(cx, comp_ty)
            .ok_or_else(|| self.err(loc, "a load of a type without a size"))?
            as i64;
        let zero = zero_of(cx, comp_ty).ok_or_else(|| self.err(loc, "a load of an opaque type"))?;
        let mut out = Vec::with_capacity(5);
        for k in 0..4i64 {
            let v = if mask & (1 << k) != 0 && (k + 1) * cs <= limit {
                self.load(loc, res_ptr(r, at.saturating_add(k * cs)), comp_ty)?
            } else {
                zero.clone()
            };
            out.push(v);
        }
        out.push(Val::i32(0));
        Ok(Val::Agg(out))
    }

    // ---- dx ------------------------------------------------------------

    fn dx(&mut self, body: &Body, op: Op, d: DxOp, a: &[Val], rty: Option<Type>) -> R<Option<Val>> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let bad = || unsupported(cx, body, op);
        let arg = |i: usize| a.get(i).cloned().ok_or_else(bad);
        let uint = |i: usize| a.get(i).and_then(Val::as_u128).ok_or_else(bad);
        let comp = |v: [u32; 3], i: u128| Val::i32(v.get(i as usize).copied().unwrap_or(0));
        use DxOp as D;
        Ok(Some(match d {
            D::ThreadId(_) => comp(self.tid, uint(0)?),
            D::GroupId(_) => comp(self.gid, uint(0)?),
            D::ThreadIdInGroup(_) => comp(self.gtid, uint(0)?),
            D::FlattenedThreadIdInGroup(_) => Val::i32(self.flat),
            D::LoadInput(_) => {
                let (id, col) = self.signature_site(body, op, uint(1)?, uint(3)?)?;
                self.load_input(loc, id, col, rty.ok_or_else(bad)?)?
            }
            D::StoreOutput(_) => {
                let (id, col) = self.signature_site(body, op, uint(1)?, uint(3)?)?;
                self.store_output(loc, id, col, body.value_type(body.operand(op, 5)), &arg(5)?)?;
                return Ok(None);
            }
            D::HandleFromBinding(_) => {
                let ty = rty.ok_or_else(bad)?;
                let rt = ResourceType::decode(cx, ty).map_err(|e| self.err(loc, e.to_string()))?;
                let name = self.runtime_name(a.get(4));
                let (space, lower) = self.res.placed(&name, uint(0)? as u32, uint(1)? as u32);
                let key = ResKey {
                    class: rt.class(),
                    space,
                    register: lower.wrapping_add(uint(3)? as u32),
                };
                self.handle_or_create(loc, key, ty, name)?
            }
            D::HandleFromImplicitBinding(_) => {
                let ty = rty.ok_or_else(bad)?;
                let rt = ResourceType::decode(cx, ty).map_err(|e| self.err(loc, e.to_string()))?;
                let name = self.runtime_name(a.get(4));
                // A name the placement lacks is a binding `dxir lower`
                // drops, only known when it runs (an `-O0` constructor
                // passes it): registers of its own, by its order id.
                let (space, lower) = match self.res.placement.get(&name) {
                    Some(&placed) => placed,
                    None => (
                        uint(1)? as u32,
                        crate::RUNTIME_DROPPED_REGISTERS.wrapping_add((uint(0)? as u32) << 16),
                    ),
                };
                let key = ResKey {
                    class: rt.class(),
                    space,
                    register: lower.wrapping_add(uint(3)? as u32),
                };
                self.handle_or_create(loc, key, ty, name)?
            }
            D::CastHandle(_) | D::NonUniformIndex(_) => arg(0)?,
            D::GetPointer(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let res = &self.res.resources[r as usize];
                let offset = match res.kind {
                    ResKind::Texture => self.texel(loc, r, coords(&arg(1)?), 0, 0)?,
                    ResKind::Raw | ResKind::CBuffer => uint(1)? as u32 as i64,
                    _ => uint(1)? as u32 as i64 * i64::from(res.stride),
                };
                Val::Ptr(Ptr {
                    space: Space::Resource(r),
                    offset,
                })
            }
            D::LoadTypedBuffer(_) | D::LoadRawBuffer(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let off = if matches!(d, D::LoadRawBuffer(_)) {
                    uint(2)?
                } else {
                    0
                };
                let at = self.address(r, uint(1)?, off);
                let fields = struct_fields(cx, rty.ok_or_else(bad)?).ok_or_else(bad)?;
                let v = self.load(loc, res_ptr(r, at), *fields.first().ok_or_else(bad)?)?;
                Val::Agg(vec![v, Val::bool(true)])
            }
            D::StoreTypedBuffer(_) | D::StoreRawBuffer(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let raw = matches!(d, D::StoreRawBuffer(_));
                let off = if raw { uint(2)? } else { 0 };
                let vi = if raw { 3 } else { 2 };
                let at = self.address(r, uint(1)?, off);
                let ty = body.value_type(body.operand(op, vi));
                self.store(loc, res_ptr(r, at), ty, &arg(vi)?)?;
                return Ok(None);
            }
            D::LoadCBufferRow2(_) | D::LoadCBufferRow4(_) | D::LoadCBufferRow8(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let at = uint(1)? as u32 as i64 * 16;
                self.load(loc, res_ptr(r, at), rty.ok_or_else(bad)?)?
            }
            D::UpdateCounter(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let dir = arg(1)?.as_i128().ok_or_else(bad)?;
                self.counter(r, dir)
            }
            D::HandleFromHeap(_) => {
                let ty = rty.ok_or_else(bad)?;
                let rt = ResourceType::decode(cx, ty).map_err(|e| self.err(loc, e.to_string()))?;
                let key = ResKey {
                    class: rt.class(),
                    space: HEAP_SPACE,
                    register: uint(0)? as u32,
                };
                match (self.res.find(key), self.res.lazy.or(self.res.lazy_heap)) {
                    (Some(i), _) => Val::Handle(i as u32),
                    (None, Some(lazy)) => {
                        let r = crate::Resource::of_type(cx, key, "", ty, lazy.elements)
                            .map_err(|m| self.err(loc, m))?;
                        self.adopt(r, lazy.seed)
                    }
                    (None, None) => self.handle_at(loc, key)?,
                }
            }
            D::Sample(_)
            | D::SampleBias(_)
            | D::SampleLevel(_)
            | D::SampleGrad(_)
            | D::SampleCmp(_)
            | D::SampleCmpLevelZero(_)
            | D::Gather(_)
            | D::GatherCmp(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let c = fcoords(&arg(2)?);
                let f = |i: usize| a.get(i).and_then(Val::as_f64).ok_or_else(bad);
                let (how, oi) = match d {
                    D::Sample(_) => (SampleHow::Point, 3),
                    D::SampleBias(_) | D::SampleLevel(_) => (SampleHow::Point, 4),
                    D::SampleGrad(_) => (SampleHow::Point, 5),
                    D::SampleCmp(_) | D::SampleCmpLevelZero(_) => (SampleHow::Cmp(f(3)?), 4),
                    D::Gather(_) => (SampleHow::Gather(uint(3)? as usize, None), 4),
                    _ => (SampleHow::Gather(uint(4)? as usize, Some(f(3)?)), 5),
                };
                let rty = rty.ok_or_else(bad)?;
                let comp_ty = cx.scalar_type(rty);
                let ls = self.sample(loc, r, &arg(1)?, c, coords(&arg(oi)?), how, comp_ty)?;
                match cx.type_data(rty) {
                    TypeData::Vector { len, .. } => {
                        Val::Agg(ls.into_iter().take(*len as usize).collect())
                    }
                    _ => ls.into_iter().next().ok_or_else(bad)?,
                }
            }
            D::GetBasePointer(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                Val::Ptr(res_ptr(r, 0))
            }
            D::LoadLevel(_) | D::LoadMS(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let c = offset_coords(coords(&arg(1)?), coords(&arg(3)?));
                let k = arg(2)?.as_i128().ok_or_else(bad)? as i64;
                let (sample, mip) = if matches!(d, D::LoadMS(_)) {
                    (k, 0)
                } else {
                    (0, k)
                };
                let at = self.texel(loc, r, c, sample, mip)?;
                self.load(loc, res_ptr(r, at), rty.ok_or_else(bad)?)?
            }
            D::StoreTexture(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let at = self.texel(loc, r, coords(&arg(1)?), 0, 0)?;
                let ty = body.value_type(body.operand(op, 2));
                self.store(loc, res_ptr(r, at), ty, &arg(2)?)?;
                return Ok(None);
            }
            D::GetDimensionsXY(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let [w, h, _, _] = self.tex_dims(loc, r, 0)?;
                Val::Agg(vec![Val::i32(w), Val::i32(h)])
            }
            D::GetDimensionsLevelsXY(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let [w, h, _, n] = self.tex_dims(loc, r, uint(1)? as u32)?;
                Val::Agg(vec![Val::i32(w), Val::i32(h), Val::i32(n)])
            }
            D::AtomicBinOp(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let rmw = Rmw::of_code(uint(1)?).ok_or_else(|| {
                    self.err(loc, format!("atomic operation {}", uint(1).unwrap_or(0)))
                })?;
                let at = self.atomic_address(loc, r, [&arg(2)?, &arg(3)?, &arg(4)?])?;
                let v = arg(5)?;
                let ty = body.value_type(body.operand(op, 5));
                self.atomic(loc, res_ptr(r, at), ty, &|old| rmw.apply(old, &v))?
            }
            D::AtomicCompareExchange(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                let zero = Val::i32(0);
                let at = self.atomic_address(loc, r, [&arg(1)?, &arg(2)?, &zero])?;
                let (cmp, new) = (arg(3)?, arg(4)?);
                let ty = body.value_type(body.operand(op, 4));
                self.atomic(loc, res_ptr(r, at), ty, &|old| {
                    Some(if *old == cmp {
                        new.clone()
                    } else {
                        old.clone()
                    })
                })?
            }
            D::GetDimensionsX(_) => {
                let r = self.handle(loc, &arg(0)?)?;
                Val::i32(self.res.resources[r as usize].elements() as u32)
            }
            D::All(_) | D::Any(_) => {
                let v = arg(0)?;
                let nz = |x: &Val| match x {
                    Val::Int { bits, .. } => *bits != 0,
                    other => other.as_f64().is_some_and(|f| f != 0.0),
                };
                let lanes: Vec<bool> = match &v {
                    Val::Agg(ls) => ls.iter().map(nz).collect(),
                    x => vec![nz(x)],
                };
                Val::bool(if matches!(d, D::All(_)) {
                    lanes.iter().all(|&b| b)
                } else {
                    lanes.iter().any(|&b| b)
                })
            }
            D::UClamp(_) | D::SClamp(_) => {
                let signed = matches!(d, D::SClamp(_));
                let mx = |x: &Val, y: &Val, max: bool| -> Option<Val> {
                    let (p, q) = if signed {
                        (x.as_i128()?, y.as_i128()?)
                    } else {
                        (x.as_u128()? as i128, y.as_u128()? as i128)
                    };
                    let pick = if (p >= q) == max { x } else { y };
                    Some(pick.clone())
                };
                let m = lanes2(&arg(0)?, &arg(1)?, &|x, y| mx(x, y, true)).ok_or_else(bad)?;
                lanes2(&m, &arg(2)?, &|x, y| mx(x, y, false)).ok_or_else(bad)?
            }
            D::NClamp(_) => {
                let m = lanes2(&arg(0)?, &arg(1)?, &|x, y| fbin(x, y, &f64::max, &f32::max))
                    .ok_or_else(bad)?;
                lanes2(&m, &arg(2)?, &|x, y| fbin(x, y, &f64::min, &f32::min)).ok_or_else(bad)?
            }
            D::Saturate(_) => lanes1(&arg(0)?, &saturate).ok_or_else(bad)?,
            D::Frac(_) => lanes1(&arg(0)?, &frac).ok_or_else(bad)?,
            D::RSqrt(_) => lanes1(&arg(0)?, &rsqrt).ok_or_else(bad)?,
            D::Lerp(_) => {
                // a + t * (b - a), as expand-intrinsics writes it.
                let (x, y, t) = (arg(0)?, arg(1)?, arg(2)?);
                let sub = lanes2(&y, &x, &|p, q| fbin(p, q, &|p, q| p - q, &|p, q| p - q));
                let mul = sub
                    .and_then(|s| lanes2(&t, &s, &|p, q| fbin(p, q, &|p, q| p * q, &|p, q| p * q)));
                mul.and_then(|m| lanes2(&x, &m, &|p, q| fbin(p, q, &|p, q| p + q, &|p, q| p + q)))
                    .ok_or_else(bad)?
            }
            D::Degrees(_) | D::Radians(_) => {
                let k = if matches!(d, D::Degrees(_)) {
                    57.295_779_513_082_32
                } else {
                    0.017_453_292_519_943_295
                };
                lanes1(&arg(0)?, &|x| {
                    let kk = float_like(x, k);
                    fbin(x, &kk, &|p, q| p * q, &|p, q| p * q)
                })
                .ok_or_else(bad)?
            }
            D::Step(_) => lanes2(&arg(0)?, &arg(1)?, &|e, x| {
                let lt = fcmp("olt", x, e)?;
                Some(float_like(x, if lt { 0.0 } else { 1.0 }))
            })
            .ok_or_else(bad)?,
            D::Sign(_) => lanes1(&arg(0)?, &|x| {
                let s = match x {
                    Val::Int { .. } => x.as_i128()?.signum() as i32,
                    _ => {
                        let f = x.as_f64()?;
                        i32::from(0.0 < f) - i32::from(f < 0.0)
                    }
                };
                Some(Val::i32(s as u32))
            })
            .ok_or_else(bad)?,
            D::FDot(_) => {
                let (x, y) = (arg(0)?, arg(1)?);
                dot(x.lanes().ok_or_else(bad)?, y.lanes().ok_or_else(bad)?).ok_or_else(bad)?
            }
            D::Dot2(_) | D::Dot3(_) | D::Dot4(_) => {
                let n = a.len() / 2;
                dot(&a[..n], &a[n..]).ok_or_else(bad)?
            }
            D::SDot(_) | D::UDot(_) => {
                let (x, y) = (arg(0)?, arg(1)?);
                let (xs, ys) = (x.lanes().ok_or_else(bad)?, y.lanes().ok_or_else(bad)?);
                let w = match xs.first() {
                    Some(Val::Int { width, .. }) => *width,
                    _ => return Err(bad()),
                };
                let mut acc = 0u128;
                for (p, q) in xs.iter().zip(ys) {
                    acc = acc.wrapping_add(
                        p.as_u128()
                            .ok_or_else(bad)?
                            .wrapping_mul(q.as_u128().ok_or_else(bad)?),
                    );
                }
                Val::int(acc, w)
            }
            D::IMad(_) | D::UMad(_) => {
                lanes3(&arg(0)?, &arg(1)?, &arg(2)?, &|x, y, z| match (x, y, z) {
                    (
                        Val::Int { bits: p, width },
                        Val::Int { bits: q, .. },
                        Val::Int { bits: r, .. },
                    ) => Some(Val::int(p.wrapping_mul(*q).wrapping_add(*r), *width)),
                    _ => None,
                })
                .ok_or_else(bad)?
            }
            D::Normalize(_) => {
                let x = arg(0)?;
                match &x {
                    Val::Agg(ls) => {
                        let dd = dot(ls, ls).ok_or_else(bad)?;
                        let s = rsqrt(&dd).ok_or_else(bad)?;
                        Val::Agg(
                            ls.iter()
                                .map(|l| fbin(l, &s, &|p, q| p * q, &|p, q| p * q))
                                .collect::<Option<_>>()
                                .ok_or_else(bad)?,
                        )
                    }
                    s => fbin(s, s, &|p, q| p / q, &|p, q| p / q).ok_or_else(bad)?,
                }
            }
            D::IsInf(_) | D::IsNan(_) => {
                let inf = matches!(d, D::IsInf(_));
                lanes1(&arg(0)?, &|x| {
                    let f = x.as_f64()?;
                    Some(Val::bool(if inf { f.is_infinite() } else { f.is_nan() }))
                })
                .ok_or_else(bad)?
            }
            D::FirstBitUHigh(_) | D::FirstBitSHigh(_) | D::FirstBitLow(_) => {
                lanes1(&arg(0)?, &|x| {
                    let Val::Int { bits, width } = x else {
                        return None;
                    };
                    Some(Val::i32(match d {
                        D::FirstBitLow(_) => first_bit_lo(*bits),
                        D::FirstBitUHigh(_) => first_bit_hi(*bits, *width),
                        _ => first_bit_shi(*bits, *width),
                    }))
                })
                .ok_or_else(bad)?
            }
            D::AsDouble(_) => lanes2(&arg(0)?, &arg(1)?, &|lo, hi| {
                let (lo, hi) = (lo.as_u128()? as u32, hi.as_u128()? as u32);
                Some(Val::Double(u64::from(hi) << 32 | u64::from(lo)))
            })
            .ok_or_else(bad)?,
            D::SplitDouble(_) => {
                let v = arg(0)?;
                let lo = lanes1(&v, &|d| match d {
                    Val::Double(d) => Some(Val::i32(*d as u32)),
                    _ => None,
                });
                let hi = lanes1(&v, &|d| match d {
                    Val::Double(d) => Some(Val::i32((*d >> 32) as u32)),
                    _ => None,
                });
                Val::Agg(vec![lo.ok_or_else(bad)?, hi.ok_or_else(bad)?])
            }
            D::LegacyF16ToF32(_) => lanes1(&arg(0)?, &|x| {
                Some(Val::Float(f16_bits_to_f32(x.as_u128()? as u16).to_bits()))
            })
            .ok_or_else(bad)?,
            D::WaveGetLaneIndex(_) => Val::i32(0),
            D::WaveGetLaneCount(_) => Val::i32(1),
            D::WaveIsFirstLane(_) => Val::bool(true),
            D::WaveAll(_) | D::WaveAny(_) | D::WaveReadLane(_) => arg(0)?,
            D::WaveReduceMax(_)
            | D::WaveReduceUMax(_)
            | D::WaveReduceMin(_)
            | D::WaveReduceUMin(_)
            | D::WaveReduceSum(_)
            | D::WaveReduceUSum(_) => arg(0)?,
            D::WaveActiveCountBits(_) => Val::i32(arg(0)?.as_u128().ok_or_else(bad)? as u32 & 1),
            // The one lane's bit in the first word of the mask.
            D::WaveBallot(_) => Val::Agg(vec![
                Val::i32(arg(0)?.as_u128().ok_or_else(bad)? as u32 & 1),
                Val::i32(0),
                Val::i32(0),
                Val::i32(0),
            ]),
            _ => return Err(bad()),
        }))
    }

    /// The string a binding's name pointer points at, as the thread
    /// computed it (at `-O0` it comes through memory), or empty.
    fn runtime_name(&self, v: Option<&Val>) -> String {
        let Some(Val::Ptr(Ptr {
            space: Space::Global(g),
            offset: 0,
        })) = v
        else {
            return String::new();
        };
        let Some(info) = self.prog.globals.get(*g as usize) else {
            return String::new();
        };
        match info.init.map(|i| self.prog.cx.attr_data(i)) {
            Some(AttrData::Bytes(b)) => String::from_utf8_lossy(b)
                .trim_end_matches('\0')
                .to_string(),
            Some(AttrData::Str(s)) => s.trim_end_matches('\0').to_string(),
            _ => String::new(),
        }
    }

    fn counter(&mut self, r: u32, dir: i128) -> Val {
        let res = &mut self.res.resources[r as usize];
        if dir >= 0 {
            let old = res.counter;
            res.counter = res.counter.wrapping_add(1);
            Val::i32(old)
        } else {
            res.counter = res.counter.wrapping_sub(1);
            Val::i32(res.counter)
        }
    }

    // ---- dxil ----------------------------------------------------------

    /// `createHandleForLib` of an object loaded from a library's resource
    /// global (or an element of one): the handle of the register the
    /// global's `!dx.resources` record binds it to. What names the
    /// resource is where the object was loaded from, not its bytes.
    fn handle_for_lib(&mut self, body: &Body, env: &FxHashMap<Value, Val>, op: Op) -> R<Val> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let bad = || {
            self.err(
                loc,
                "createHandleForLib of a value not loaded from a resource global",
            )
        };
        let object = *body.operands(op).first().ok_or_else(bad)?;
        let load = body
            .defining_op(object)
            .filter(|&l| llvm_ops::Load::is(cx, body, l))
            .ok_or_else(bad)?;
        let p = ptr_of(&self.get(body, env, body.operand(load, 0), op)?).ok_or_else(bad)?;
        let Space::Global(g) = p.space else {
            return Err(bad());
        };
        let lib = *self.prog.lib_resources.get(&g).ok_or_else(bad)?;
        let index = match lib.element_size {
            0 => 0,
            n => u32::try_from(p.offset.max(0) as u64 / n).map_err(|_| bad())?,
        };
        let key = ResKey {
            class: lib.class,
            space: lib.space,
            register: lib.lower.wrapping_add(index),
        };
        self.handle_at(loc, key)
    }

    fn dxil(
        &mut self,
        body: &Body,
        op: Op,
        code: DxilOpcode,
        a: &[Val],
        rty: Option<Type>,
    ) -> R<Option<Val>> {
        let cx = self.prog.cx;
        let loc = body.loc(op);
        let bad = || unsupported(cx, body, op);
        let arg = |i: usize| a.get(i).cloned().ok_or_else(bad);
        let uint = |i: usize| a.get(i).and_then(Val::as_u128).ok_or_else(bad);
        let comp = |v: [u32; 3], i: u128| Val::i32(v.get(i as usize).copied().unwrap_or(0));
        let f1 =
            |f: &dyn Fn(&Val) -> Option<Val>| arg(0).and_then(|x| f(&x).ok_or_else(bad)).map(Some);
        let ff = |f: fn(f64) -> f64, g: fn(f32) -> f32| -> R<Option<Val>> {
            funary(&arg(0)?, f, g).map(Some).ok_or_else(bad)
        };
        use DxilOpcode as C;
        Ok(Some(match code {
            C::ThreadId => comp(self.tid, uint(0)?),
            C::GroupId => comp(self.gid, uint(0)?),
            C::ThreadIdInGroup => comp(self.gtid, uint(0)?),
            C::FlattenedThreadIdInGroup => Val::i32(self.flat),
            C::LoadInput => {
                let col = u32::try_from(uint(2)?).map_err(|_| bad())?;
                self.load_input(loc, uint(0)? as u32, col, rty.ok_or_else(bad)?)?
            }
            C::StoreOutput => {
                let col = u32::try_from(uint(2)?).map_err(|_| bad())?;
                let ty = body.value_type(*body.operands(op).last().ok_or_else(bad)?);
                self.store_output(loc, uint(0)? as u32, col, ty, &arg(3)?)?;
                return Ok(None);
            }
            C::CreateHandleFromBinding => {
                let bind = arg(0)?;
                let f = bind.lanes().ok_or_else(bad)?;
                let field = |i: usize| f.get(i).and_then(Val::as_u128).ok_or_else(bad);
                let class = class_of(field(3)? as u32).ok_or_else(bad)?;
                let key = ResKey {
                    class,
                    space: field(2)? as u32,
                    register: uint(1)? as u32,
                };
                self.handle_at(loc, key)?
            }
            C::CreateHandle => {
                let class = uint(0)? as u32;
                let (space, _lower) =
                    *self
                        .prog
                        .ranges
                        .get(&(class, uint(1)? as u32))
                        .ok_or_else(|| {
                            self.err(
                                loc,
                                "createHandle names a range !dx.resources does not list",
                            )
                        })?;
                let key = ResKey {
                    class: class_of(class).ok_or_else(bad)?,
                    space,
                    register: uint(2)? as u32,
                };
                self.handle_at(loc, key)?
            }
            C::AnnotateHandle => arg(0)?,
            C::CBufferLoadLegacy => {
                let r = self.handle(loc, &arg(0)?)?;
                let at = uint(1)? as u32 as i64 * 16;
                self.load(loc, res_ptr(r, at), rty.ok_or_else(bad)?)?
            }
            C::BufferLoad | C::RawBufferLoad => {
                let r = self.handle(loc, &arg(0)?)?;
                let rty = rty.ok_or_else(bad)?;
                let fields = struct_fields(cx, rty).ok_or_else(bad)?;
                let comp_ty = *fields.first().ok_or_else(bad)?;
                let cs = store_size(cx, comp_ty).ok_or_else(bad)? as i64;
                let res_kind = self.res.resources[r as usize].kind;
                let stride = i64::from(self.res.resources[r as usize].stride);
                let at = self.address(r, uint(1)?, a.get(2).and_then(Val::as_u128).unwrap_or(0));
                let mask = if code == C::RawBufferLoad {
                    self.check_alignment(loc, "rawBufferLoad", r, at, a.get(4))?;
                    uint(3)? as u32
                } else {
                    0xF
                };
                // Components nothing extracts are not read: DXIL before 1.2
                // loads four components where the shader uses fewer, and
                // reading the others would count as touching a neighbour's
                // bytes (a race that is not there).
                let mask = mask & used_components(cx, body, op);
                // A typed element has `stride` bytes; components past it read 0.
                let limit = if res_kind == ResKind::Typed {
                    stride
                } else {
                    i64::MAX
                };
                let mut out = Vec::with_capacity(5);
                for k in 0..4i64 {
                    let v = if mask & (1 << k) != 0 && (k + 1) * cs <= limit {
                        self.load(loc, res_ptr(r, at + k * cs), comp_ty)?
                    } else {
                        zero_of(cx, comp_ty).ok_or_else(bad)?
                    };
                    out.push(v);
                }
                out.push(Val::i32(0));
                Val::Agg(out)
            }
            C::BufferStore | C::RawBufferStore => {
                let r = self.handle(loc, &arg(0)?)?;
                let ty = body.value_type(body.operand(op, 3));
                let cs = store_size(cx, ty).ok_or_else(bad)? as i64;
                let res_kind = self.res.resources[r as usize].kind;
                let stride = i64::from(self.res.resources[r as usize].stride);
                let at = self.address(r, uint(1)?, a.get(2).and_then(Val::as_u128).unwrap_or(0));
                if code == C::RawBufferStore {
                    self.check_alignment(loc, "rawBufferStore", r, at, a.get(8))?;
                }
                let mask = uint(7)? as u32;
                let limit = if res_kind == ResKind::Typed {
                    stride
                } else {
                    i64::MAX
                };
                for k in 0..4i64 {
                    if mask & (1 << k) != 0 && (k + 1) * cs <= limit {
                        self.store(loc, res_ptr(r, at + k * cs), ty, &arg(3 + k as usize)?)?;
                    }
                }
                return Ok(None);
            }
            C::UpdateCounter => {
                let r = self.handle(loc, &arg(0)?)?;
                let dir = arg(1)?.as_i128().ok_or_else(bad)?;
                self.counter(r, dir)
            }
            C::CheckAccessFullyMapped => Val::bool(true),
            C::CreateHandleFromHeap => {
                let sampler = a.get(1).and_then(Val::as_u128).unwrap_or(0) != 0;
                self.heap_handle(body, op, uint(0)? as u32, sampler)?
            }
            C::Sample
            | C::SampleBias
            | C::SampleLevel
            | C::SampleGrad
            | C::SampleCmp
            | C::SampleCmpLevelZero
            | C::TextureGather
            | C::TextureGatherCmp => {
                let r = self.handle(loc, &arg(0)?)?;
                let f = |i: usize| a.get(i).and_then(Val::as_f64).ok_or_else(bad);
                let c = [f(2)?, f(3)?, f(4)?, f(5)?];
                let gather = matches!(code, C::TextureGather | C::TextureGatherCmp);
                let o = [
                    coord(&arg(6)?),
                    coord(&arg(7)?),
                    if gather { 0 } else { coord(&arg(8)?) },
                ];
                let how = match code {
                    C::SampleCmp | C::SampleCmpLevelZero => SampleHow::Cmp(f(9)?),
                    C::TextureGather => SampleHow::Gather(uint(8)? as usize, None),
                    C::TextureGatherCmp => SampleHow::Gather(uint(8)? as usize, Some(f(9)?)),
                    _ => SampleHow::Point,
                };
                let fields = struct_fields(cx, rty.ok_or_else(bad)?).ok_or_else(bad)?;
                let comp_ty = *fields.first().ok_or_else(bad)?;
                let mut ls = self.sample(loc, r, &arg(1)?, c, o, how, comp_ty)?;
                ls.push(Val::i32(0));
                Val::Agg(ls)
            }
            C::TextureLoad => {
                let r = self.handle(loc, &arg(0)?)?;
                let fields = struct_fields(cx, rty.ok_or_else(bad)?).ok_or_else(bad)?;
                let comp_ty = *fields.first().ok_or_else(bad)?;
                let c = offset_coords(
                    [coord(&arg(2)?), coord(&arg(3)?), coord(&arg(4)?)],
                    [coord(&arg(5)?), coord(&arg(6)?), coord(&arg(7)?)],
                );
                let k = arg(1)?.as_i128().ok_or_else(bad)? as i64;
                let ms = self.res.resources[r as usize]
                    .texture
                    .is_some_and(|t| t.multisampled());
                let (sample, mip) = if ms { (k, 0) } else { (0, k) };
                let at = self.texel(loc, r, c, sample, mip)?;
                let stride = i64::from(self.res.resources[r as usize].stride);
                let mask = used_components(cx, body, op);
                self.res_ret(loc, r, at, comp_ty, mask, stride)?
            }
            C::TextureStore => {
                let r = self.handle(loc, &arg(0)?)?;
                let ty = body.value_type(body.operand(op, 4));
                let cs = store_size(cx, ty).ok_or_else(bad)? as i64;
                let c = [coord(&arg(1)?), coord(&arg(2)?), coord(&arg(3)?)];
                let at = self.texel(loc, r, c, 0, 0)?;
                let stride = i64::from(self.res.resources[r as usize].stride);
                let mask = uint(8)? as u32;
                for k in 0..4i64 {
                    if mask & (1 << k) != 0 && (k + 1) * cs <= stride {
                        let p = res_ptr(r, at.saturating_add(k * cs));
                        self.store(loc, p, ty, &arg(4 + k as usize)?)?;
                    }
                }
                return Ok(None);
            }
            C::AtomicBinOp => {
                let r = self.handle(loc, &arg(0)?)?;
                let rmw = Rmw::of_code(uint(1)?).ok_or_else(|| {
                    self.err(loc, format!("atomic operation {}", uint(1).unwrap_or(0)))
                })?;
                let at = self.atomic_address(loc, r, [&arg(2)?, &arg(3)?, &arg(4)?])?;
                let v = arg(5)?;
                let ty = body.value_type(body.operand(op, 5));
                self.atomic(loc, res_ptr(r, at), ty, &|old| rmw.apply(old, &v))?
            }
            C::AtomicCompareExchange => {
                let r = self.handle(loc, &arg(0)?)?;
                let at = self.atomic_address(loc, r, [&arg(1)?, &arg(2)?, &arg(3)?])?;
                let (cmp, new) = (arg(4)?, arg(5)?);
                let ty = body.value_type(body.operand(op, 5));
                self.atomic(loc, res_ptr(r, at), ty, &|old| {
                    Some(if *old == cmp {
                        new.clone()
                    } else {
                        old.clone()
                    })
                })?
            }
            C::GetDimensions if self.is_texture(&arg(0)?) => {
                let r = self.handle(loc, &arg(0)?)?;
                let mip = arg(1)?.as_u128().unwrap_or(0) as u32;
                let d = self.tex_dims(loc, r, mip)?;
                Val::Agg(d.iter().map(|&x| Val::i32(x)).collect())
            }
            C::GetDimensions => {
                let r = self.handle(loc, &arg(0)?)?;
                let n = self.res.resources[r as usize].elements() as u32;
                Val::Agg(vec![Val::i32(n), Val::i32(0), Val::i32(0), Val::i32(0)])
            }
            C::Abs => f1(&fabs)?.ok_or_else(bad)?,
            C::Saturate => f1(&saturate)?.ok_or_else(bad)?,
            C::Frac => f1(&frac)?.ok_or_else(bad)?,
            C::RSqrt => f1(&rsqrt)?.ok_or_else(bad)?,
            C::IsNaN | C::IsInf | C::IsFinite | C::IsNormal => {
                let f = arg(0)?.as_f64().ok_or_else(bad)?;
                Val::bool(match code {
                    C::IsNaN => f.is_nan(),
                    C::IsInf => f.is_infinite(),
                    C::IsFinite => f.is_finite(),
                    _ => f.is_normal(),
                })
            }
            C::Cos => ff(f64::cos, f32::cos)?.ok_or_else(bad)?,
            C::Sin => ff(f64::sin, f32::sin)?.ok_or_else(bad)?,
            C::Tan => ff(f64::tan, f32::tan)?.ok_or_else(bad)?,
            C::ACos => ff(f64::acos, f32::acos)?.ok_or_else(bad)?,
            C::ASin => ff(f64::asin, f32::asin)?.ok_or_else(bad)?,
            C::ATan => ff(f64::atan, f32::atan)?.ok_or_else(bad)?,
            C::HCos => ff(f64::cosh, f32::cosh)?.ok_or_else(bad)?,
            C::HSin => ff(f64::sinh, f32::sinh)?.ok_or_else(bad)?,
            C::HTan => ff(f64::tanh, f32::tanh)?.ok_or_else(bad)?,
            C::Exp2 => ff(f64::exp2, f32::exp2)?.ok_or_else(bad)?,
            C::Log2 => ff(f64::log2, f32::log2)?.ok_or_else(bad)?,
            C::Sqrt => ff(f64::sqrt, f32::sqrt)?.ok_or_else(bad)?,
            C::Round => ff(f64::round_ties_even, f32::round_ties_even)?.ok_or_else(bad)?,
            C::Floor => ff(f64::floor, f32::floor)?.ok_or_else(bad)?,
            C::Ceil => ff(f64::ceil, f32::ceil)?.ok_or_else(bad)?,
            C::Trunc => ff(f64::trunc, f32::trunc)?.ok_or_else(bad)?,
            C::CountBits | C::FirstbitLo | C::FirstbitHi | C::FirstbitSHi | C::Rbits => {
                let Val::Int { bits, width } = arg(0)? else {
                    return Err(bad());
                };
                match code {
                    C::CountBits => Val::i32(bits.count_ones()),
                    C::FirstbitLo => Val::i32(first_bit_lo(bits)),
                    C::FirstbitHi => Val::i32(first_bit_hi(bits, width)),
                    C::FirstbitSHi => Val::i32(first_bit_shi(bits, width)),
                    _ => Val::int(bits.reverse_bits() >> (128 - width), width),
                }
            }
            C::FMax => fbin(&arg(0)?, &arg(1)?, &f64::max, &f32::max).ok_or_else(bad)?,
            C::FMin => fbin(&arg(0)?, &arg(1)?, &f64::min, &f32::min).ok_or_else(bad)?,
            C::SMax | C::SMin | C::UMax | C::UMin => {
                let (x, y) = (arg(0)?, arg(1)?);
                let (p, q) = if matches!(code, C::SMax | C::SMin) {
                    (x.as_i128().ok_or_else(bad)?, y.as_i128().ok_or_else(bad)?)
                } else {
                    (
                        x.as_u128().ok_or_else(bad)? as i128,
                        y.as_u128().ok_or_else(bad)? as i128,
                    )
                };
                let max = matches!(code, C::SMax | C::UMax);
                if (p >= q) == max {
                    x
                } else {
                    y
                }
            }
            C::FMad => fmad(&arg(0)?, &arg(1)?, &arg(2)?).ok_or_else(bad)?,
            C::Fma => {
                fter(&arg(0)?, &arg(1)?, &arg(2)?, &f64::mul_add, &f32::mul_add).ok_or_else(bad)?
            }
            C::UAddc => match (arg(0)?, arg(1)?) {
                (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
                    add_with_carry(p, q, width)
                }
                _ => return Err(bad()),
            },
            C::IMad | C::UMad => match (arg(0)?, arg(1)?, arg(2)?) {
                (
                    Val::Int { bits: p, width },
                    Val::Int { bits: q, .. },
                    Val::Int { bits: r, .. },
                ) => Val::int(p.wrapping_mul(q).wrapping_add(r), width),
                _ => return Err(bad()),
            },
            // Waves of one lane: every reduction over the wave is the
            // lane's own value, and the lane is the first.
            C::WaveIsFirstLane => Val::bool(true),
            C::WaveGetLaneIndex => Val::i32(0),
            C::WaveGetLaneCount => Val::i32(1),
            C::WaveActiveAnyTrue
            | C::WaveActiveAllTrue
            | C::WaveReadLaneAt
            | C::WaveReadLaneFirst
            | C::WaveActiveOp
            | C::WaveActiveBit => arg(0)?,
            C::WaveActiveAllEqual => Val::bool(true),
            C::WaveAllBitCount => Val::i32(uint(0)? as u32 & 1),
            C::WaveActiveBallot => Val::Agg(vec![
                Val::i32(uint(0)? as u32 & 1),
                Val::i32(0),
                Val::i32(0),
                Val::i32(0),
            ]),
            C::MakeDouble => {
                let (lo, hi) = (uint(0)? as u32, uint(1)? as u32);
                Val::Double(u64::from(hi) << 32 | u64::from(lo))
            }
            C::SplitDouble => match arg(0)? {
                Val::Double(d) => Val::Agg(vec![Val::i32(d as u32), Val::i32((d >> 32) as u32)]),
                _ => return Err(bad()),
            },
            C::LegacyF16ToF32 => {
                let h = uint(0)? as u16;
                Val::Float(f16_bits_to_f32(h).to_bits())
            }
            C::Dot2 | C::Dot3 | C::Dot4 => {
                let n = a.len() / 2;
                dot(&a[..n], &a[n..]).ok_or_else(bad)?
            }
            _ => return Err(bad()),
        }))
    }
}

/// What a step does to control flow.
enum Flow<'m> {
    Next,
    Jump(dxir_ir::Block, Vec<Val>),
    Return(Option<Val>),
    /// A call of a defined function: its arguments and the caller's value
    /// that receives the result.
    Call(&'m Function, Vec<Val>, Option<Value>),
    /// A group barrier.
    Barrier,
    /// A pixel discarded: the invocation ends, its outputs unwritten.
    Discard,
}

/// What a thread of a group keeps between barriers.
#[derive(Default)]
pub(crate) struct ThreadState<'m> {
    /// Its call stack, when it waits at a barrier.
    pub stack: Option<Vec<Frame<'m>>>,
    pub globals: FxHashMap<u32, Mem>,
    pub locals: Vec<Mem>,
    pub done: bool,
}

/// One function activation of a thread.
pub(crate) struct Frame<'m> {
    f: &'m Function,
    env: FxHashMap<Value, Val>,
    /// The next op to run.
    next: Option<Op>,
    /// The caller's value that receives the return value.
    ret: Option<Value>,
}

/// Why [`Thread::resume`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stop {
    /// The thread returned from its entry.
    Done,
    /// The thread reached a group barrier.
    Barrier,
}

/// `discard(condition)`: the invocation ends when the condition holds.
fn discard<'m>(a: &[Val]) -> Flow<'m> {
    if a.first().and_then(Val::as_u128).unwrap_or(0) != 0 {
        Flow::Discard
    } else {
        Flow::Next
    }
}

fn unsupported(cx: &Context, body: &Body, op: Op) -> InterpError {
    let mut name = cx.op_name_str(body.op_name(op)).to_string();
    if let Some(AttrData::Symbol(callee)) = body.attr(cx, op, "callee").map(|a| cx.attr_data(a)) {
        name = format!("{name} @{callee}");
    }
    InterpError::unsupported(cx, body.loc(op), name)
}

/// How a thread touches memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AccessKind {
    Read,
    Write,
    /// An atomic read-modify-write: ordered with the other atomics of the
    /// dispatch (by the fixed thread order), not with plain accesses.
    Atomic,
}

/// Records an access by thread `me` to `len` bytes at `offset` of the
/// records `acc`; the first byte another thread touched in a way that
/// conflicts (a plain write and anything, a plain read and a write, an
/// atomic and a plain access), with that thread and whether it wrote: a
/// race.
fn record(
    acc: &mut [Access],
    offset: i64,
    len: usize,
    kind: AccessKind,
    me: u32,
) -> Option<(u64, u32, bool)> {
    let mut race = None;
    for k in 0..len {
        let at = offset.saturating_add(k as i64);
        let Some(a) = usize::try_from(at).ok().and_then(|i| acc.get_mut(i)) else {
            continue;
        };
        let other_reader = a.reader != NO_THREAD && (a.reader != me || a.readers > 1);
        let other_atomic = a.atomic != NO_THREAD && (a.atomic != me || a.other_atomic != NO_THREAD);
        let other = if a.plain_writer != NO_THREAD && a.plain_writer != me {
            Some((a.plain_writer, true))
        } else if kind != AccessKind::Read && other_reader {
            let t = if a.reader != me {
                a.reader
            } else {
                a.other_reader
            };
            Some((t, false))
        } else if kind != AccessKind::Atomic && other_atomic {
            let t = if a.atomic != me {
                a.atomic
            } else {
                a.other_atomic
            };
            Some((t, true))
        } else {
            None
        };
        if let (None, Some((t, w))) = (race, other) {
            race = Some((at as u64, t, w));
        }
        match kind {
            AccessKind::Write => {
                a.writer = me;
                a.plain_writer = me;
            }
            AccessKind::Atomic => {
                a.writer = me;
                if a.atomic == NO_THREAD {
                    a.atomic = me;
                } else if a.atomic != me && a.other_atomic == NO_THREAD {
                    a.other_atomic = me;
                }
            }
            AccessKind::Read => {
                if a.reader != me {
                    if a.reader == NO_THREAD {
                        a.reader = me;
                        a.readers = 1;
                    } else {
                        a.other_reader = me;
                        a.readers += 1;
                    }
                }
            }
        }
    }
    race
}

/// The components of an op's aggregate result some `extractvalue` takes
/// (all when it has another use).
fn used_components(cx: &Context, body: &Body, op: Op) -> u32 {
    let Some(&r) = body.results(op).first() else {
        return 0;
    };
    let mut mask = 0;
    for u in body.uses(r) {
        let path = llvm_ops::ExtractValue::match_op(cx, body, u.op)
            .and_then(|_| int_list(cx, body, u.op, "indices"));
        match path.as_deref() {
            Some([k, ..]) if *k < 32 => mask |= 1 << k,
            _ => return u32::MAX,
        }
    }
    mask
}

/// The address of what is out of a resource's range: reads give 0 and
/// writes are dropped (far enough below 0 that no offset into a texel
/// reaches a real byte).
const OUT_OF_RANGE: i64 = i64::MIN / 4;

/// One texture coordinate or offset (an `i32`; `undef` is 0).
fn coord(v: &Val) -> i64 {
    v.as_u128().map_or(0, |c| i64::from(c as u32 as i32))
}

/// Up to three coordinates from an `i32` or a vector of them.
fn coords(v: &Val) -> [i64; 3] {
    let mut c = [0; 3];
    match v {
        Val::Agg(ls) => {
            for (slot, l) in c.iter_mut().zip(ls) {
                *slot = coord(l);
            }
        }
        x => c[0] = coord(x),
    }
    c
}

fn offset_coords(c: [i64; 3], o: [i64; 3]) -> [i64; 3] {
    [c[0] + o[0], c[1] + o[1], c[2] + o[2]]
}

/// What a sample op computes from the texels.
#[derive(Clone, Copy, Debug)]
enum SampleHow {
    /// The texel.
    Point,
    /// 1.0 where the compare value is at most the texel's first lane.
    Cmp(f64),
    /// A channel of the four texels of the footprint, compared if a
    /// compare value is given.
    Gather(usize, Option<f64>),
}

/// Float coordinates from a float or a vector of them (0 beyond).
fn fcoords(v: &Val) -> [f64; 4] {
    let mut c = [0.0; 4];
    match v {
        Val::Agg(ls) => {
            for (slot, l) in c.iter_mut().zip(ls) {
                *slot = l.as_f64().unwrap_or(0.0);
            }
        }
        x => c[0] = x.as_f64().unwrap_or(0.0),
    }
    c
}

/// The cube face a direction points at (+x, -x, +y, -y, +z, -z) and the
/// normalized coordinates on it, as D3D maps them.
pub(crate) fn cube_face(x: f64, y: f64, z: f64) -> (i64, f64, f64) {
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    let (face, sc, tc, ma) = if ax >= ay && ax >= az {
        if x >= 0.0 {
            (0, -z, -y, ax)
        } else {
            (1, z, -y, ax)
        }
    } else if ay >= az {
        if y >= 0.0 {
            (2, x, z, ay)
        } else {
            (3, x, -z, ay)
        }
    } else if z >= 0.0 {
        (4, x, -y, az)
    } else {
        (5, -x, -y, az)
    };
    let ma = if ma == 0.0 { 1.0 } else { ma };
    (face, (sc / ma + 1.0) / 2.0, (tc / ma + 1.0) / 2.0)
}

/// The texel (x, y, third extent) point sampling with clamp addressing
/// reads at the float coordinates `c` (normalized; array slices rounded),
/// offset by `o` texels (not for cubes) and, for a gather, by `d` from
/// the footprint's top-left texel.
pub(crate) fn sample_texel(
    t: &TexShape,
    c: [f64; 4],
    o: [i64; 3],
    d: Option<[i64; 2]>,
) -> [i64; 3] {
    use dxir_dialects::dx::ResourceKind as K;
    let [w, h, depth] = t.size;
    let cube = matches!(t.dim, K::TextureCube | K::TextureCubeArray);
    let o = if cube { [0; 3] } else { o };
    let axis = |u: f64, n: u32, k: usize| -> i64 {
        let n64 = f64::from(n);
        let x = match d {
            Some(dd) if k < 2 => (u * n64 - 0.5).floor() as i64 + dd[k],
            _ => (u * n64).floor() as i64,
        };
        x.saturating_add(o[k]).clamp(0, i64::from(n.max(1)) - 1)
    };
    let slice = |s: f64, n: u32| ((s + 0.5).floor() as i64).clamp(0, i64::from(n.max(1)) - 1);
    match t.dim {
        K::Texture1D => [axis(c[0], w, 0), 0, 0],
        K::Texture1DArray => [axis(c[0], w, 0), 0, slice(c[1], depth)],
        K::Texture2D | K::Texture2DMS => [axis(c[0], w, 0), axis(c[1], h, 1), 0],
        K::Texture2DArray | K::Texture2DMSArray => {
            [axis(c[0], w, 0), axis(c[1], h, 1), slice(c[2], depth)]
        }
        K::Texture3D => [axis(c[0], w, 0), axis(c[1], h, 1), axis(c[2], depth, 2)],
        _ => {
            let (face, u, v) = cube_face(c[0], c[1], c[2]);
            let n = if t.dim == K::TextureCubeArray {
                slice(c[3], depth / 6)
            } else {
                0
            };
            [axis(u, w, 0), axis(v, h, 1), n * 6 + face]
        }
    }
}

/// An atomic read-modify-write operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rmw {
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Min,
    Max,
    UMin,
    UMax,
    Xchg,
    FAdd,
    FSub,
    FMax,
    FMin,
}

impl Rmw {
    /// DXIL's AtomicBinOpCode.
    fn of_code(c: u128) -> Option<Rmw> {
        Some(match c {
            0 => Rmw::Add,
            1 => Rmw::And,
            2 => Rmw::Or,
            3 => Rmw::Xor,
            4 => Rmw::Min,
            5 => Rmw::Max,
            6 => Rmw::UMin,
            7 => Rmw::UMax,
            8 => Rmw::Xchg,
            _ => return None,
        })
    }

    /// `atomicrmw`'s operation.
    fn of_llvm(s: &str) -> Option<Rmw> {
        Some(match s {
            "add" => Rmw::Add,
            "sub" => Rmw::Sub,
            "and" => Rmw::And,
            "nand" => Rmw::Nand,
            "or" => Rmw::Or,
            "xor" => Rmw::Xor,
            "min" => Rmw::Min,
            "max" => Rmw::Max,
            "umin" => Rmw::UMin,
            "umax" => Rmw::UMax,
            "xchg" => Rmw::Xchg,
            "fadd" => Rmw::FAdd,
            "fsub" => Rmw::FSub,
            "fmax" => Rmw::FMax,
            "fmin" => Rmw::FMin,
            _ => return None,
        })
    }

    fn apply(self, old: &Val, v: &Val) -> Option<Val> {
        if self == Rmw::Xchg {
            return Some(v.clone());
        }
        match self {
            Rmw::FAdd => return fbin(old, v, &|p, q| p + q, &|p, q| p + q),
            Rmw::FSub => return fbin(old, v, &|p, q| p - q, &|p, q| p - q),
            Rmw::FMax => return fbin(old, v, &f64::max, &f32::max),
            Rmw::FMin => return fbin(old, v, &f64::min, &f32::min),
            _ => {}
        }
        let (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) = (old, v) else {
            return None;
        };
        let (p, q, w) = (*p, *q, *width);
        let (sp, sq) = (sign_extend(p, w), sign_extend(q, w));
        let r = match self {
            Rmw::Add => p.wrapping_add(q),
            Rmw::Sub => p.wrapping_sub(q),
            Rmw::And => p & q,
            Rmw::Nand => !(p & q),
            Rmw::Or => p | q,
            Rmw::Xor => p ^ q,
            Rmw::Min => {
                if sp <= sq {
                    p
                } else {
                    q
                }
            }
            Rmw::Max => {
                if sp >= sq {
                    p
                } else {
                    q
                }
            }
            Rmw::UMin => p.min(q),
            Rmw::UMax => p.max(q),
            _ => return None,
        };
        Some(Val::int(r, w))
    }
}

fn res_ptr(r: u32, offset: i64) -> Ptr {
    Ptr {
        space: Space::Resource(r),
        offset,
    }
}

fn class_of(n: u32) -> Option<ResourceClass> {
    ResourceClass::ALL.get(n as usize).copied()
}

fn ptr_of(v: &Val) -> Option<Ptr> {
    match v {
        Val::Ptr(p) => Some(*p),
        _ => None,
    }
}

fn put(buf: &mut [u8], at: u64, b: &[u8]) {
    let at = at as usize;
    if let Some(dst) = buf.get_mut(at..at + b.len()) {
        dst.copy_from_slice(b);
    }
}

fn get(buf: &[u8], at: u64, out: &mut [u8]) {
    let at = at as usize;
    if let Some(src) = buf.get(at..at + out.len()) {
        out.copy_from_slice(src);
    }
}

fn type_attr(cx: &Context, body: &Body, op: Op, key: &str) -> Option<Type> {
    match cx.attr_data(body.attr(cx, op, key)?) {
        AttrData::Type(t) => Some(*t),
        _ => None,
    }
}

fn int_list_signed(cx: &Context, body: &Body, op: Op, key: &str) -> Option<Vec<i64>> {
    match cx.attr_data(body.attr(cx, op, key)?) {
        AttrData::Array(items) => items
            .iter()
            .map(|&i| match cx.attr_data(i) {
                AttrData::Int { bits, ty } => Some(sign_extend(*bits, cx.int_width(*ty)?) as i64),
                AttrData::Undef(_) | AttrData::Poison(_) => Some(-1),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

fn int_list(cx: &Context, body: &Body, op: Op, key: &str) -> Option<Vec<u64>> {
    int_list_signed(cx, body, op, key)?
        .into_iter()
        .map(|i| u64::try_from(i).ok())
        .collect()
}

fn zero_like(v: &Val) -> Val {
    match v {
        Val::Int { width, .. } => Val::int(0, *width),
        Val::Half(_) => Val::Half(0),
        Val::Float(_) => Val::Float(0),
        Val::Double(_) => Val::Double(0),
        Val::Agg(ls) => Val::Agg(ls.iter().map(zero_like).collect()),
        other => other.clone(),
    }
}

/// `llvm.matrix.multiply` of an `m`×`n` and an `n`×`p` matrix, each a
/// column-major vector (lane `i + j·m` is row `i`, column `j`). Each lane
/// of the result is the first product, then the sum so far plus each
/// further product in order, rounded at every step (fmul then fadd, not
/// fused): what the `matrix-multiply` expansion writes.
fn matrix_multiply(a: &Val, b: &Val, m: usize, n: usize, p: usize) -> Option<Val> {
    let (Val::Agg(a), Val::Agg(b)) = (a, b) else {
        return None;
    };
    if a.len() != m * n || b.len() != n * p {
        return None;
    }
    let mul = |x: &Val, y: &Val| match (x, y) {
        (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
            Some(Val::int(p.wrapping_mul(*q), *width))
        }
        _ => fbin(x, y, &|x, y| x * y, &|x, y| x * y),
    };
    let add = |x: &Val, y: &Val| match (x, y) {
        (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
            Some(Val::int(p.wrapping_add(*q), *width))
        }
        _ => fbin(x, y, &|x, y| x + y, &|x, y| x + y),
    };
    let lanes = (0..m * p)
        .map(|e| {
            let (row, col) = (e % m, e / m);
            let mut acc = mul(&a[row], &b[col * n])?;
            for k in 1..n {
                acc = add(&acc, &mul(&a[row + k * m], &b[k + col * n])?)?;
            }
            Some(acc)
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Val::Agg(lanes))
}

/// `llvm.matrix.transpose` of an `m`×`n` column-major matrix: lane `e` of
/// the `n`×`m` result (row `e mod n`, column `e / n`) is the input's lane
/// `e / n + (e mod n)·m`.
fn matrix_transpose(a: &Val, m: usize, n: usize) -> Option<Val> {
    let Val::Agg(a) = a else { return None };
    if a.len() != m * n {
        return None;
    }
    Some(Val::Agg(
        (0..m * n).map(|e| a[e / n + (e % n) * m].clone()).collect(),
    ))
}

/// `{sum, carry}` of two `width`-bit integers: the wrapped sum and whether
/// it wrapped (UAddc, `llvm.uadd.with.overflow`).
fn add_with_carry(p: u128, q: u128, width: u32) -> Val {
    let sum = truncate(p.wrapping_add(q), width);
    Val::Agg(vec![Val::int(sum, width), Val::bool(sum < p)])
}

/// `{product, overflow}` of two `width`-bit unsigned integers: the wrapped
/// product and whether the exact one needs more than `width` bits
/// (`llvm.umul.with.overflow`).
fn mul_with_overflow(p: u128, q: u128, width: u32) -> Val {
    let exact = p.checked_mul(q);
    let product = truncate(p.wrapping_mul(q), width);
    let overflow = exact.is_none_or(|e| e != product);
    Val::Agg(vec![Val::int(product, width), Val::bool(overflow)])
}

/// atan2(y, x) as DXIL computes it (see `"atan2"` in `llvm_call`): atan of
/// the quotient, then pi added for x < 0 <= y, subtracted for x < 0 and
/// y < 0, and -pi/2 or pi/2 for x == 0 by the sign of y; every compare
/// ordered, each step rounded to the lane type.
fn atan2_expanded(y: &Val, x: &Val) -> Option<Val> {
    fn pick(y: f64, x: f64, a: f64, add: f64, sub: f64, half_pi: f64) -> f64 {
        let (xlt, xeq, yge, ylt) = (x < 0.0, x == 0.0, y >= 0.0, y < 0.0);
        let mut r = a;
        if xlt && yge {
            r = add;
        }
        if xlt && ylt {
            r = sub;
        }
        if xeq && ylt {
            r = -half_pi;
        }
        if xeq && yge {
            r = half_pi;
        }
        r
    }
    use std::f64::consts::{FRAC_PI_2, PI};
    Some(match (y, x) {
        (Val::Float(p), Val::Float(q)) => {
            let (y, x) = (f32::from_bits(*p), f32::from_bits(*q));
            let a = (y / x).atan();
            let (pi, half_pi) = (PI as f32, FRAC_PI_2 as f32);
            let r = pick(
                f64::from(y),
                f64::from(x),
                f64::from(a),
                f64::from(a + pi),
                f64::from(a - pi),
                f64::from(half_pi),
            );
            Val::Float((r as f32).to_bits())
        }
        (Val::Double(p), Val::Double(q)) => {
            let (y, x) = (f64::from_bits(*p), f64::from_bits(*q));
            let a = (y / x).atan();
            Val::Double(pick(y, x, a, a + PI, a - PI, FRAC_PI_2).to_bits())
        }
        (Val::Half(p), Val::Half(q)) => {
            let h = |v: f32| f16_bits_to_f32(crate::value::f32_to_half(v));
            let (y, x) = (f16_bits_to_f32(*p), f16_bits_to_f32(*q));
            let a = h(h(y / x).atan());
            let (pi, half_pi) = (h(PI as f32), h(FRAC_PI_2 as f32));
            let r = pick(
                f64::from(y),
                f64::from(x),
                f64::from(a),
                f64::from(h(a + pi)),
                f64::from(h(a - pi)),
                f64::from(half_pi),
            );
            Val::Half(crate::value::f32_to_half(r as f32))
        }
        _ => return None,
    })
}

fn lanes1(a: &Val, f: &dyn Fn(&Val) -> Option<Val>) -> Option<Val> {
    match a {
        Val::Agg(xs) => Some(Val::Agg(xs.iter().map(f).collect::<Option<_>>()?)),
        x => f(x),
    }
}

fn lanes2(a: &Val, b: &Val, f: &dyn Fn(&Val, &Val) -> Option<Val>) -> Option<Val> {
    match (a, b) {
        (Val::Agg(xs), Val::Agg(ys)) if xs.len() == ys.len() => Some(Val::Agg(
            xs.iter()
                .zip(ys)
                .map(|(x, y)| f(x, y))
                .collect::<Option<_>>()?,
        )),
        (Val::Agg(_), _) | (_, Val::Agg(_)) => None,
        (x, y) => f(x, y),
    }
}

fn lanes3(a: &Val, b: &Val, c: &Val, f: &dyn Fn(&Val, &Val, &Val) -> Option<Val>) -> Option<Val> {
    match (a, b, c) {
        (Val::Agg(xs), Val::Agg(ys), Val::Agg(zs))
            if xs.len() == ys.len() && ys.len() == zs.len() =>
        {
            Some(Val::Agg(
                xs.iter()
                    .zip(ys.iter().zip(zs))
                    .map(|(x, (y, z))| f(x, y, z))
                    .collect::<Option<_>>()?,
            ))
        }
        (Val::Agg(_), _, _) | (_, Val::Agg(_), _) | (_, _, Val::Agg(_)) => None,
        (x, y, z) => f(x, y, z),
    }
}

/// An integer op on two lanes of one width.
fn int_op(f: &dyn Fn(u128, u128, u32) -> u128) -> impl Fn(&Val, &Val) -> Option<Val> + '_ {
    move |x, y| match (x, y) {
        (Val::Int { bits: p, width }, Val::Int { bits: q, .. }) => {
            Some(Val::int(f(*p, *q, *width), *width))
        }
        _ => None,
    }
}

/// The lanes of a vector folded with `f` in order, from `start` when
/// given (else from the first lane).
fn reduce(start: Option<Val>, v: &Val, f: &dyn Fn(&Val, &Val) -> Option<Val>) -> Option<Val> {
    let lanes = match v {
        Val::Agg(xs) => xs.as_slice(),
        x => std::slice::from_ref(x),
    };
    let (mut acc, rest) = match start {
        Some(s) => (s, lanes),
        None => (lanes.first()?.clone(), lanes.get(1..)?),
    };
    for x in rest {
        acc = f(&acc, x)?;
    }
    Some(acc)
}

/// A signed result clamped to the range of `width` bits, as its bits.
fn saturate_signed(v: i128, width: u32) -> u128 {
    let max = (1i128 << (width - 1)) - 1;
    v.clamp(-max - 1, max) as u128
}

fn lanes_any(a: &Val, f: &dyn Fn(&Val) -> bool) -> bool {
    match a {
        Val::Agg(xs) => xs.iter().any(f),
        x => f(x),
    }
}

/// A binary float op at the operands' width: `half` is computed in `f32`
/// and rounded once (exact for +, -, *, /: f32 has more than twice half's
/// precision).
fn fbin(x: &Val, y: &Val, f: &dyn Fn(f64, f64) -> f64, g: &dyn Fn(f32, f32) -> f32) -> Option<Val> {
    Some(match (x, y) {
        (Val::Half(p), Val::Half(q)) => Val::Half(crate::value::f32_to_half(g(
            f16_bits_to_f32(*p),
            f16_bits_to_f32(*q),
        ))),
        (Val::Float(p), Val::Float(q)) => {
            Val::Float(g(f32::from_bits(*p), f32::from_bits(*q)).to_bits())
        }
        (Val::Double(p), Val::Double(q)) => {
            Val::Double(f(f64::from_bits(*p), f64::from_bits(*q)).to_bits())
        }
        _ => return None,
    })
}

fn fter(
    x: &Val,
    y: &Val,
    z: &Val,
    f: &dyn Fn(f64, f64, f64) -> f64,
    g: &dyn Fn(f32, f32, f32) -> f32,
) -> Option<Val> {
    Some(match (x, y, z) {
        (Val::Half(p), Val::Half(q), Val::Half(r)) => Val::Half(crate::value::f32_to_half(g(
            f16_bits_to_f32(*p),
            f16_bits_to_f32(*q),
            f16_bits_to_f32(*r),
        ))),
        (Val::Float(p), Val::Float(q), Val::Float(r)) => {
            Val::Float(g(f32::from_bits(*p), f32::from_bits(*q), f32::from_bits(*r)).to_bits())
        }
        (Val::Double(p), Val::Double(q), Val::Double(r)) => {
            Val::Double(f(f64::from_bits(*p), f64::from_bits(*q), f64::from_bits(*r)).to_bits())
        }
        _ => return None,
    })
}

/// `a * b + c` rounded after each step: `llvm.fmuladd` may fuse or not, and
/// DXIL's `FMad` is the same choice; the interpreter makes it the same way
/// on both sides (unfused).
fn fmad(a: &Val, b: &Val, c: &Val) -> Option<Val> {
    let m = lanes2(a, b, &|x, y| fbin(x, y, &|p, q| p * q, &|p, q| p * q))?;
    lanes2(&m, c, &|x, y| fbin(x, y, &|p, q| p + q, &|p, q| p + q))
}

fn funary(x: &Val, f: fn(f64) -> f64, g: fn(f32) -> f32) -> Option<Val> {
    lanes1(x, &|v| {
        Some(match v {
            Val::Half(h) => Val::Half(crate::value::f32_to_half(g(f16_bits_to_f32(*h)))),
            Val::Float(p) => Val::Float(g(f32::from_bits(*p)).to_bits()),
            Val::Double(p) => Val::Double(f(f64::from_bits(*p)).to_bits()),
            _ => return None,
        })
    })
}

fn fabs(x: &Val) -> Option<Val> {
    Some(match x {
        Val::Half(h) => Val::Half(h & 0x7fff),
        Val::Float(f) => Val::Float(f & 0x7fff_ffff),
        Val::Double(d) => Val::Double(d & !(1 << 63)),
        _ => return None,
    })
}

/// Clamps to [0, 1]; NaN becomes 0, as D3D defines `saturate`.
fn saturate(x: &Val) -> Option<Val> {
    funary(
        x,
        |v| if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) },
        |v| if v.is_nan() { 0.0 } else { v.clamp(0.0, 1.0) },
    )
}

fn frac(x: &Val) -> Option<Val> {
    funary(x, |v| v - v.floor(), |v| v - v.floor())
}

fn rsqrt(x: &Val) -> Option<Val> {
    funary(x, |v| 1.0 / v.sqrt(), |v| 1.0 / v.sqrt())
}

/// A dot product lane by lane, rounded after each multiply and add (as
/// DXIL's `Dot2`/`Dot3`/`Dot4`; `fdot` expands to those).
fn dot(xs: &[Val], ys: &[Val]) -> Option<Val> {
    let mul = |p: &Val, q: &Val| fbin(p, q, &|p, q| p * q, &|p, q| p * q);
    let mut acc = mul(xs.first()?, ys.first()?)?;
    for (p, q) in xs.iter().zip(ys).skip(1) {
        acc = fbin(&acc, &mul(p, q)?, &|p, q| p + q, &|p, q| p + q)?;
    }
    Some(acc)
}

fn first_bit_lo(bits: u128) -> u32 {
    if bits == 0 {
        u32::MAX
    } else {
        bits.trailing_zeros()
    }
}

/// DXIL's `FirstbitHi` (opcode 33), which `llvm.dx.firstbituhigh` lowers
/// to one for one: the position of the highest set bit counted from the
/// **most** significant bit (0 for the top bit of the width), -1 when no bit
/// is set (DXIL.rst; dxil-spirv translates it as `width - 1 - FindUMsb`).
/// HLSL's `firstbithigh` counts from the least significant bit; the header
/// (DXC, or clang's `hlsl.h` since llvm-project#166419) subtracts.
fn first_bit_hi(bits: u128, width: u32) -> u32 {
    if bits == 0 {
        u32::MAX
    } else {
        bits.leading_zeros() - (128 - width)
    }
}

/// DXIL's `FirstbitSHi` (opcode 34): [`first_bit_hi`] of the value, or of
/// its complement when it is negative (the highest bit that differs from
/// the sign bit, from the most significant bit), -1 for 0 and -1.
fn first_bit_shi(bits: u128, width: u32) -> u32 {
    let neg = width > 0 && (bits >> (width - 1)) & 1 == 1;
    let b = if neg {
        !bits & dxir_ir::truncate(u128::MAX, width)
    } else {
        bits
    };
    first_bit_hi(b, width)
}

fn icmp(pred: &str, x: &Val, y: &Val) -> Option<bool> {
    if let (Val::Ptr(p), Val::Ptr(q)) = (x, y) {
        let same = p == q;
        return match pred {
            "eq" => Some(same),
            "ne" => Some(!same),
            _ => None,
        };
    }
    match (x, y) {
        (Val::Int { bits: a, width }, Val::Int { bits: b, .. }) => {
            dxir_dialects::llvm::fold::icmp_holds(pred, *a, *b, *width)
        }
        _ => None,
    }
}

fn fcmp(pred: &str, x: &Val, y: &Val) -> Option<bool> {
    let (a, b) = (x.as_f64()?, y.as_f64()?);
    let uno = a.is_nan() || b.is_nan();
    let (ordered, rel) = match pred.strip_prefix('o') {
        Some(r) => (true, r),
        None => match pred.strip_prefix('u') {
            Some("no") => return Some(uno),
            Some(r) => (false, r),
            None => {
                return match pred {
                    "true" => Some(true),
                    "false" => Some(false),
                    _ => None,
                }
            }
        },
    };
    if rel == "rd" {
        return Some(!uno);
    }
    if uno {
        return Some(!ordered);
    }
    Some(match rel {
        "eq" => a == b,
        "ne" => a != b,
        "gt" => a > b,
        "ge" => a >= b,
        "lt" => a < b,
        "le" => a <= b,
        _ => return None,
    })
}

/// Reads the module-level facts a run needs.
pub(crate) fn program<'m>(cx: &'m Context, module: &'m Module) -> Result<Program<'m>, InterpError> {
    let g = module.globals();
    let mut globals = Vec::new();
    let mut global_index = FxHashMap::default();
    for op in g.block_ops(module.globals_block()) {
        if !llvm_ops::Global::is(cx, g, op) {
            continue;
        }
        let name = match g.attr(cx, op, "sym_name").map(|a| cx.attr_data(a)) {
            Some(AttrData::Str(s)) => s.to_string(),
            _ => continue,
        };
        let ty = match g.attr(cx, op, "global_type").map(|a| cx.attr_data(a)) {
            Some(AttrData::Type(t)) => *t,
            _ => continue,
        };
        let addr_space = match g.attr(cx, op, "addr_space").map(|a| cx.attr_data(a)) {
            Some(AttrData::Int { bits, .. }) => *bits as u32,
            _ => 0,
        };
        global_index.insert(name.clone(), globals.len() as u32);
        globals.push(GlobalInfo {
            name,
            ty,
            addr_space,
            init: g.attr(cx, op, "initializer"),
            cb: None,
        });
    }
    for (handle, members) in crate::cbuffers::members(cx, module)? {
        let Some(&h) = global_index.get(&handle) else {
            continue;
        };
        for (m, off) in members {
            if let Some(&i) = global_index.get(&m) {
                globals[i as usize].cb = Some((h, off));
            }
        }
    }
    let functions = module
        .functions()
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name().to_string(), i))
        .collect();
    let ranges = crate::cbuffers::dxil_ranges(cx, module);
    let mut lib_resources = FxHashMap::default();
    for rec in crate::cbuffers::dxil_records(cx, module) {
        let (Some(sym), Some(&class)) = (&rec.symbol, ResourceClass::ALL.get(rec.class as usize))
        else {
            continue;
        };
        let Some(&g) = global_index.get(sym) else {
            continue;
        };
        let ty = globals[g as usize].ty;
        let element = match cx.type_data(ty) {
            TypeData::Array { elem, .. } => *elem,
            _ => ty,
        };
        let element_size = alloc_size(cx, element).unwrap_or(0);
        lib_resources.insert(
            g,
            LibResource {
                class,
                space: rec.space,
                lower: rec.lower,
                element_size,
            },
        );
    }
    Ok(Program {
        cx,
        module,
        globals,
        global_index,
        functions,
        ranges,
        lib_resources,
        entry: None,
        signature_sites: FxHashMap::default(),
    })
}
