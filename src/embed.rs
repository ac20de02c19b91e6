//! The embedding API: what a frontend calls to hand dxir HLSL-level
//! resources and get DXIL back, without writing LLVM IR.
//!
//! 1. [`ModuleBuilder`] makes a module for a shader model and stage;
//!    [`ModuleBuilder::declare`] adds `hl.resource` declarations and
//!    [`ModuleBuilder::entry_point`] / [`ModuleBuilder::function`] give a
//!    [`FunctionBuilder`] with one method per `hl` op (and a few `llvm` and
//!    `dx` conveniences). [`ModuleBuilder::finish`] verifies the result.
//! 2. [`lower_to_dxil`] runs the whole `dxir lower` pipeline; [`Pipeline`]
//!    runs passes by name (`"lower-hl,cse,dce"`), passes of your own, and
//!    rule files of your own ([`RulePass`]); [`lower_to_dx`] stops at the
//!    `dx` level.
//! 3. Every failure is a [`Diagnostics`] value: `FILE:LINE:COL` locations,
//!    function names and messages, never a panic or a printout.
//! 4. [`print()`](fn@print) writes any level in the native format and [`to_llvm_ir`]
//!    exports LLVM IR text.
//!
//! `docs/embedding.md` walks through a whole shader; `examples/compute_shader.rs`
//! is that walkthrough as a program.
//!
//! # Example
//! ```
//! use dxir::embed::{self, Bind, ModuleBuilder, ResourceKind};
//! let cx = dxir::context();
//! let float = cx.types().float;
//! let mut mb = ModuleBuilder::new(&cx, 6, "compute", "k.hl");
//! // RWBuffer<float> C[2][2][5] : register(u10, space1);
//! let c = mb
//!     .declare("C", ResourceKind::RWBuffer(float), &[Some(2), Some(2), Some(5)],
//!              Bind::Register { register: 10, space: 1 })
//!     .unwrap();
//! let mut f = mb.entry_point("main", [1, 1, 1]);
//! let (i, j, k) = (f.i32(1), f.i32(0), f.i32(3));
//! let h = f.resource(&c, &[i, j, k]); // C[1][0][3]
//! let zero = f.i32(0);
//! let one = f.f32(1.0);
//! f.buffer_store(h, zero, one);
//! f.ret(None).unwrap();
//! let mut module = mb.finish().unwrap();
//! embed::lower_to_dx(&cx, &mut module).unwrap();
//! let ll = embed::to_llvm_ir(&cx, &module).unwrap();
//! // Space 1, lower bound 10, range 20, index 1*10 + 0*5 + 3 from the start.
//! assert!(ll.contains("(i32 1, i32 10, i32 20, i32 13, ptr @C.str)"));
//! ```

use std::fmt;
use std::sync::Arc;

use dxir_dialects::dx::{ResourceType, ThreadId};
use dxir_dialects::hl::{self, verify_resource_uses, ResourceUseErrors};
use dxir_dialects::llvm::{self, Constant};
use dxir_ir::{
    AttrData, Block, Builder, Context, Function, Loc, Module, OpSpec, Type, TypeData, Value,
    VerifyErrors, VerifyOptions,
};
use dxir_passes::{
    FunctionPass, Pass, PassError, PassErrorKind, PassManager, PassOutcome, PassRegistry,
    PipelineError, PipelineReport,
};
use dxir_rewrites::{ConversionTarget, Engine, EngineReport, RuleSet};

/// One problem, with where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file the location refers to (empty when unknown).
    pub file: String,
    /// 1-based line, 0 when unknown.
    pub line: u32,
    /// 1-based column, 0 when unknown.
    pub col: u32,
    /// The function it is in, if any.
    pub function: Option<String>,
    /// What is wrong.
    pub message: String,
    /// The typed reason, when a pass found the problem: what to match on
    /// rather than `message` (whose text is for people).
    pub reason: Option<PassErrorKind>,
    /// The printed name of the op a pass failed at, when there is one.
    pub op: Option<String>,
}

impl Diagnostic {
    /// A diagnostic at `loc` (which may be unknown).
    pub fn at(
        cx: &Context,
        loc: Loc,
        function: Option<String>,
        message: impl Into<String>,
    ) -> Self {
        let (file, line, col) = if loc.is_unknown() {
            (String::new(), 0, 0)
        } else {
            (cx.file_name(loc.file).to_string(), loc.line, loc.col)
        };
        Diagnostic {
            file,
            line,
            col,
            function,
            message: message.into(),
            reason: None,
            op: None,
        }
    }

    /// A diagnostic with no location.
    pub fn plain(message: impl Into<String>) -> Self {
        Diagnostic {
            file: String::new(),
            line: 0,
            col: 0,
            function: None,
            message: message.into(),
            reason: None,
            op: None,
        }
    }
}

impl fmt::Display for Diagnostic {
    /// `FILE:LINE:COL: error: in @f: MESSAGE`, as the command line prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line != 0 {
            if !self.file.is_empty() {
                write!(f, "{}:", self.file)?;
            }
            write!(f, "{}:{}: ", self.line, self.col)?;
        }
        f.write_str("error: ")?;
        if let Some(func) = &self.function {
            write!(f, "in @{func}: ")?;
        }
        f.write_str(&self.message)
    }
}

/// Every problem found by one step, in order; never empty when returned as
/// an error.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Diagnostics {}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

impl Diagnostics {
    /// The verifier's errors.
    pub fn from_verify(cx: &Context, errors: &VerifyErrors) -> Self {
        Diagnostics(
            errors
                .iter()
                .map(|d| {
                    let op =
                        d.op.as_deref()
                            .map(|o| format!("`{o}`: "))
                            .unwrap_or_default();
                    Diagnostic::at(
                        cx,
                        d.loc,
                        d.function.as_deref().map(str::to_string),
                        format!("{op}{}", d.error),
                    )
                })
                .collect(),
        )
    }

    /// The `hl` symbol-use check's errors.
    pub fn from_resource_uses(cx: &Context, errors: &ResourceUseErrors) -> Self {
        Diagnostics(
            errors
                .0
                .iter()
                .map(|d| {
                    Diagnostic::at(
                        cx,
                        d.loc,
                        d.function.clone(),
                        format!("`{}`: {}", d.op, d.error),
                    )
                })
                .collect(),
        )
    }

    /// A pass's error, with its typed reason and op kept.
    pub fn from_pass(cx: &Context, e: &PassError) -> Self {
        Diagnostic {
            reason: Some((*e.kind).clone()),
            op: e.op.clone(),
            ..Diagnostic::at(
                cx,
                e.loc,
                e.function.clone(),
                format!("pass `{}`: {}", e.pass, e.kind),
            )
        }
        .into()
    }

    /// A pipeline's error: each failing function's, or the instrumentation's.
    pub fn from_pipeline(cx: &Context, e: &PipelineError) -> Self {
        match e {
            PipelineError::Pass { errors, .. } => Diagnostics(
                errors
                    .iter()
                    .flat_map(|p| Diagnostics::from_pass(cx, p).0)
                    .collect(),
            ),
            other => Diagnostic::plain(other.to_string()).into(),
        }
    }
}

/// The HLSL resource kinds a frontend declares, with their element types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceKind {
    /// `Buffer<T>`.
    Buffer(Type),
    /// `RWBuffer<T>`.
    RWBuffer(Type),
    /// `StructuredBuffer<T>`.
    StructuredBuffer(Type),
    /// `RWStructuredBuffer<T>`.
    RWStructuredBuffer(Type),
    /// `ByteAddressBuffer`.
    ByteAddressBuffer,
    /// `RWByteAddressBuffer`.
    RWByteAddressBuffer,
    /// `cbuffer` with this layout struct (members at their 16-byte-row
    /// offsets, as the frontend lays them out).
    CBuffer(Type),
}

impl ResourceKind {
    /// The handle type clang uses for it (`target("dx.TypedBuffer", float, 1, 0, 0)`).
    /// Integer elements are taken as signed; use [`ModuleBuilder::declare_typed`]
    /// with a type of your own for unsigned ones.
    pub fn handle_type(self, cx: &Context) -> Type {
        let signed = |t: Type| cx.is_int(cx.scalar_type(t));
        let typed = |element, writeable| ResourceType::TypedBuffer {
            element,
            writeable,
            rov: false,
            signed: signed(element),
        };
        let raw = |element, writeable| ResourceType::RawBuffer {
            element,
            writeable,
            rov: false,
        };
        let bytes = cx.types().i8;
        match self {
            ResourceKind::Buffer(t) => typed(t, false),
            ResourceKind::RWBuffer(t) => typed(t, true),
            ResourceKind::StructuredBuffer(t) => raw(t, false),
            ResourceKind::RWStructuredBuffer(t) => raw(t, true),
            ResourceKind::ByteAddressBuffer => raw(bytes, false),
            ResourceKind::RWByteAddressBuffer => raw(bytes, true),
            ResourceKind::CBuffer(layout) => ResourceType::CBuffer { layout },
        }
        .to_type(cx)
    }
}

/// Where a declaration's registers come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bind {
    /// `register(u3, space1)`.
    Register {
        /// The first register.
        register: u32,
        /// The space.
        space: u32,
    },
    /// `register(space1)`: registers picked by `implicit-binding`.
    Space(u32),
    /// No annotation: space 0, registers picked by `implicit-binding`.
    Implicit,
}

/// A declared resource or resource array, to take handles of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResourceRef {
    /// The declaration's symbol.
    pub symbol: String,
    /// The handle type of one element.
    pub handle: Type,
    /// Array dimensions, outermost first (`None`: unbounded).
    pub shape: Vec<Option<u32>>,
}

/// Builds an `hl`-level module.
pub struct ModuleBuilder<'cx> {
    cx: &'cx Context,
    module: Module,
    file: dxir_ir::FileId,
    next_line: u32,
}

impl<'cx> ModuleBuilder<'cx> {
    /// An empty module for shader model `6.minor` and `stage`
    /// (`"compute"`, `"pixel"`, …), with the triple clang writes
    /// (`dxilv1.6-pc-shadermodel6.6-compute`). Ops get locations in the
    /// pseudo-file `source_name`, one line per op in build order, so
    /// diagnostics point at the op that caused them.
    pub fn new(cx: &'cx Context, minor: u32, stage: &str, source_name: &str) -> Self {
        let mut module = Module::new();
        let triple = format!("dxilv1.{minor}-pc-shadermodel6.{minor}-{stage}");
        dxir_dialects::dxil::set_module_triple(cx, &mut module, &triple);
        ModuleBuilder {
            cx,
            module,
            file: cx.file(source_name),
            next_line: 1,
        }
    }

    fn loc(&mut self) -> Loc {
        let l = Loc::new(self.file, self.next_line, 1);
        self.next_line += 1;
        l
    }

    /// The context.
    pub fn cx(&self) -> &'cx Context {
        self.cx
    }

    /// Declares `T name[shape] : bind` with `kind`'s handle type; `shape`
    /// is empty for one resource, `None` first for an unbounded array.
    ///
    /// # Errors
    /// A duplicate name.
    pub fn declare(
        &mut self,
        name: &str,
        kind: ResourceKind,
        shape: &[Option<u32>],
        bind: Bind,
    ) -> Result<ResourceRef, Diagnostics> {
        let handle = kind.handle_type(self.cx);
        self.declare_typed(name, handle, shape, bind)
    }

    /// [`declare`](Self::declare) with a handle type of your own.
    ///
    /// # Errors
    /// A duplicate name.
    pub fn declare_typed(
        &mut self,
        name: &str,
        handle: Type,
        shape: &[Option<u32>],
        bind: Bind,
    ) -> Result<ResourceRef, Diagnostics> {
        let cx = self.cx;
        let i32t = cx.types().i32;
        let loc = self.loc();
        let mut spec = OpSpec::new(cx.op_name(hl::ResourceOp::NAME), loc)
            .with_attr(cx, "sym_name", cx.str_attr(name))
            .with_attr(cx, "resource_type", cx.type_attr(handle));
        if !shape.is_empty() {
            let dims = shape
                .iter()
                .map(|d| cx.int_attr(i32t, d.map_or(-1, i128::from)))
                .collect();
            spec = spec.with_attr(cx, "shape", cx.intern_attr(AttrData::Array(dims)));
        }
        match bind {
            Bind::Register { register, space } => {
                spec = spec
                    .with_attr(cx, "register", cx.int_attr(i32t, register.into()))
                    .with_attr(cx, "space", cx.int_attr(i32t, space.into()));
            }
            Bind::Space(space) => {
                spec = spec.with_attr(cx, "space", cx.int_attr(i32t, space.into()));
            }
            Bind::Implicit => {}
        }
        self.module
            .add_global(cx, spec)
            .map_err(|e| Diagnostic::at(cx, loc, None, e.to_string()))?;
        Ok(ResourceRef {
            symbol: name.to_string(),
            handle,
            shape: shape.to_vec(),
        })
    }

    /// A function `ret name(params)` to build.
    pub fn function(&mut self, name: &str, params: &[Type], ret: Type) -> FunctionBuilder<'_, 'cx> {
        let cx = self.cx;
        let loc = self.loc();
        let ty = cx.function_type(ret, params.to_vec(), false);
        let func = Function::define(cx, name, ty, loc);
        let entry = func.entry().expect("a definition has an entry block");
        FunctionBuilder {
            mb: self,
            func,
            block: entry,
        }
    }

    /// A compute entry point `void name()` with `[numthreads(x, y, z)]`.
    pub fn entry_point(&mut self, name: &str, numthreads: [u32; 3]) -> FunctionBuilder<'_, 'cx> {
        let cx = self.cx;
        let mut fb = self.function(name, &[], cx.types().void);
        let [x, y, z] = numthreads;
        let attrs = cx.intern_attr(AttrData::Dict(vec![
            (
                "hlsl.numthreads".into(),
                cx.str_attr(&format!("{x},{y},{z}")),
            ),
            ("hlsl.shader".into(), cx.str_attr("compute")),
        ]));
        fb.func.attrs_mut().set(cx.ident("string_attrs"), attrs);
        fb
    }

    /// Verifies the module (ops, then `hl` symbol uses) and returns it.
    ///
    /// # Errors
    /// Every verifier diagnostic, or every misuse of a declaration.
    pub fn finish(self) -> Result<Module, Diagnostics> {
        let cx = self.cx;
        dxir_ir::verify_module(cx, &self.module, &VerifyOptions::default())
            .map_err(|e| Diagnostics::from_verify(cx, &e))?;
        verify_resource_uses(cx, &self.module)
            .map_err(|e| Diagnostics::from_resource_uses(cx, &e))?;
        Ok(self.module)
    }
}

/// Builds one function: appends ops to the current block.
pub struct FunctionBuilder<'m, 'cx> {
    mb: &'m mut ModuleBuilder<'cx>,
    func: Function,
    block: Block,
}

impl<'cx> FunctionBuilder<'_, 'cx> {
    /// A builder at the end of the current block with a fresh location.
    pub fn builder(&mut self) -> Builder<'_> {
        let loc = self.mb.loc();
        Builder::at_end(self.mb.cx, self.func.body_mut(), self.block).with_loc(loc)
    }

    /// Parameter `i`.
    pub fn param(&self, i: usize) -> Value {
        self.func.params()[i]
    }

    /// A new block (not current yet) with arguments of `args` types.
    pub fn new_block(&mut self, args: &[Type]) -> (Block, Vec<Value>) {
        let body = self.func.body_mut();
        let b = body.create_block();
        body.append_block(body.root(), b);
        let vals = args.iter().map(|&t| body.add_block_arg(b, t)).collect();
        (b, vals)
    }

    /// Appends to `block` from now on.
    pub fn switch_to(&mut self, block: Block) {
        self.block = block;
    }

    /// Any op: `name(operands) {attrs} -> results`; the escape hatch for
    /// what has no helper.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&str, dxir_ir::Attr)],
    ) -> Vec<Value> {
        let mut b = self.builder();
        let op = b.op_with_attrs(name, operands, results, attrs);
        b.body().results(op).to_vec()
    }

    fn one(&mut self, name: &str, operands: &[Value], ty: Type) -> Value {
        self.op(name, operands, &[ty], &[])[0]
    }

    /// An `i32` constant.
    pub fn i32(&mut self, v: i32) -> Value {
        let cx = self.mb.cx;
        let t = cx.types().i32;
        self.op(
            Constant::NAME,
            &[],
            &[t],
            &[("value", cx.int_attr(t, v.into()))],
        )[0]
    }

    /// A `float` constant.
    pub fn f32(&mut self, v: f32) -> Value {
        let cx = self.mb.cx;
        let t = cx.types().float;
        let a = cx.intern_attr(AttrData::Float {
            bits: v.to_bits().into(),
            ty: t,
        });
        self.op(Constant::NAME, &[], &[t], &[("value", a)])[0]
    }

    /// `a op b` for a same-typed binary `llvm` op, by name
    /// (`dxir_dialects::llvm::Add::NAME`, `FMul::NAME`, …).
    pub fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = self.func.body().value_type(a);
        self.one(name, &[a, b], ty)
    }

    /// `SV_DispatchThreadID` component `c`.
    pub fn thread_id(&mut self, c: i32) -> Value {
        let cv = self.i32(c);
        let t = self.mb.cx.types().i32;
        self.one(ThreadId::NAME, &[cv], t)
    }

    /// `R[indices…]`: the handle with one index per dimension, or a copy of
    /// the sub-array with fewer (`hl.resource.get`).
    pub fn resource(&mut self, r: &ResourceRef, indices: &[Value]) -> Value {
        let cx = self.mb.cx;
        let mut ty = r.handle;
        for d in r.shape.iter().skip(indices.len()).rev() {
            ty = cx.array_type(ty, d.map_or(0, u64::from));
        }
        let sym = cx.symbol_attr(&r.symbol);
        self.op(
            hl::ResourceGetOp::NAME,
            indices,
            &[ty],
            &[("resource", sym)],
        )[0]
    }

    /// A local array of `ty` (`[N x H]`, nested) with nothing assigned.
    pub fn array_undef(&mut self, ty: Type) -> Value {
        self.one(hl::ArrayUndefOp::NAME, &[], ty)
    }

    /// A local array of `elements`.
    pub fn array_make(&mut self, elements: &[Value]) -> Value {
        let cx = self.mb.cx;
        let elem = self.func.body().value_type(elements[0]);
        let ty = cx.array_type(elem, elements.len() as u64);
        self.one(hl::ArrayMakeOp::NAME, elements, ty)
    }

    /// `array[indices…]` of a local array.
    pub fn array_get(&mut self, array: Value, indices: &[Value]) -> Value {
        let cx = self.mb.cx;
        let mut ty = self.func.body().value_type(array);
        for _ in indices {
            if let TypeData::Array { elem, .. } = cx.type_data(ty) {
                ty = *elem;
            }
        }
        let mut ops = vec![array];
        ops.extend_from_slice(indices);
        self.one(hl::ArrayGetOp::NAME, &ops, ty)
    }

    /// A copy of `array` with `array[indices…] = value`.
    pub fn array_set(&mut self, array: Value, value: Value, indices: &[Value]) -> Value {
        let ty = self.func.body().value_type(array);
        let mut ops = vec![array, value];
        ops.extend_from_slice(indices);
        self.one(hl::ArraySetOp::NAME, &ops, ty)
    }

    fn element_of(&self, handle: Value) -> Type {
        let cx = self.mb.cx;
        match cx.type_data(self.func.body().value_type(handle)) {
            TypeData::TargetExt { types, .. } if !types.is_empty() => types[0],
            _ => cx.types().i32,
        }
    }

    /// `buf[index]` of a typed buffer.
    pub fn buffer_load(&mut self, handle: Value, index: Value) -> Value {
        let ty = self.element_of(handle);
        self.one(hl::BufferLoadOp::NAME, &[handle, index], ty)
    }

    /// `buf[index] = value` on a typed buffer.
    pub fn buffer_store(&mut self, handle: Value, index: Value, value: Value) {
        self.op(hl::BufferStoreOp::NAME, &[handle, index, value], &[], &[]);
    }

    /// `sb[index]` at byte `offset` inside the element, read as `ty`.
    pub fn structured_load(
        &mut self,
        handle: Value,
        index: Value,
        offset: Value,
        ty: Type,
    ) -> Value {
        self.one(hl::StructuredLoadOp::NAME, &[handle, index, offset], ty)
    }

    /// `sb[index]` at byte `offset` inside the element `= value`.
    pub fn structured_store(&mut self, handle: Value, index: Value, offset: Value, value: Value) {
        self.op(
            hl::StructuredStoreOp::NAME,
            &[handle, index, offset, value],
            &[],
            &[],
        );
    }

    /// `bab.Load<ty>(address)`.
    pub fn byteaddress_load(&mut self, handle: Value, address: Value, ty: Type) -> Value {
        self.one(hl::ByteAddressLoadOp::NAME, &[handle, address], ty)
    }

    /// `bab.Store(address, value)`.
    pub fn byteaddress_store(&mut self, handle: Value, address: Value, value: Value) {
        self.op(
            hl::ByteAddressStoreOp::NAME,
            &[handle, address, value],
            &[],
            &[],
        );
    }

    /// The cbuffer member of type `ty` at byte `offset`.
    pub fn cbuffer_load(&mut self, cbuffer: Value, offset: Value, ty: Type) -> Value {
        self.one(hl::CBufferLoadOp::NAME, &[cbuffer, offset], ty)
    }

    /// A call of `callee` (built or to be built in this module).
    pub fn call(&mut self, callee: &str, args: &[Value], ret: Type) -> Option<Value> {
        let cx = self.mb.cx;
        let results: &[Type] = if ret == cx.types().void { &[] } else { &[ret] };
        let sym = cx.symbol_attr(callee);
        self.op(llvm::Call::NAME, args, results, &[("callee", sym)])
            .first()
            .copied()
    }

    /// Returns (with `value` unless the function returns void) and adds the
    /// function to the module.
    ///
    /// # Errors
    /// A duplicate function name.
    pub fn ret(mut self, value: Option<Value>) -> Result<(), Diagnostics> {
        let operands: Vec<Value> = value.into_iter().collect();
        self.op(llvm::Ret::NAME, &operands, &[], &[]);
        self.finish()
    }

    /// Adds the function as built (every block must end in a terminator).
    ///
    /// # Errors
    /// A duplicate function name.
    pub fn finish(self) -> Result<(), Diagnostics> {
        let cx = self.mb.cx;
        let loc = self.func.loc();
        self.mb
            .module
            .add_function(self.func)
            .map(|_| ())
            .map_err(|e| Diagnostic::at(cx, loc, None, e.to_string()).into())
    }
}

/// A function pass that applies a rule set (rule files of the caller's own)
/// with the greedy or e-graph engine.
pub struct RulePass {
    rules: Arc<RuleSet>,
    engine: Engine,
    target: ConversionTarget,
}

impl RulePass {
    /// A pass applying `rules` with `engine`; `target` says which ops must
    /// be gone afterwards (`ConversionTarget::default()`: none).
    pub fn new(rules: RuleSet, engine: Engine, target: ConversionTarget) -> Self {
        RulePass {
            rules: Arc::new(rules),
            engine,
            target,
        }
    }

    /// Loads rule files (`(name, text)` pairs) with the standard builtins,
    /// for the greedy engine with no conversion target.
    ///
    /// # Errors
    /// Every rule error, located in its file.
    pub fn from_files(cx: &Context, files: &[(&str, &str)]) -> Result<Self, Diagnostics> {
        let rules = dxir_rewrites::load_rules(cx, files, &dxir_rewrites::Builtins::standard())
            .map_err(|e| Diagnostic::plain(e.to_string()))?;
        Ok(RulePass::new(
            rules,
            Engine::Greedy(Default::default()),
            ConversionTarget::default(),
        ))
    }
}

impl FunctionPass for RulePass {
    fn name(&self) -> &'static str {
        "rules"
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let report =
            dxir_rewrites::rewrite_function(cx, func, &self.rules, &self.engine, &self.target)
                .map_err(|e| PassError::new("rules", func.loc(), e))?;
        let changed = match &report {
            EngineReport::Greedy(r) => r.rewrites > 0 || r.erased > 0,
            EngineReport::EGraph(r) => r.applied > 0 || r.created > 0 || r.erased > 0,
        };
        Ok(PassOutcome::from_changed(changed))
    }
}

/// A list of passes to run, by name or as values.
#[derive(Default)]
pub struct Pipeline {
    passes: Vec<Pass>,
    threads: usize,
}

impl Pipeline {
    /// An empty pipeline.
    pub fn new() -> Self {
        Pipeline::default()
    }

    /// The passes of a comma-separated pipeline string
    /// (`"lower-hl,cse,dce"`), from the built-in registry.
    ///
    /// # Errors
    /// An unknown name (with the closest known one).
    pub fn parse(pipeline: &str) -> Result<Self, Diagnostics> {
        Pipeline::new().then_named(pipeline)
    }

    /// Appends the passes named in `pipeline`.
    ///
    /// # Errors
    /// As for [`parse`](Self::parse).
    pub fn then_named(mut self, pipeline: &str) -> Result<Self, Diagnostics> {
        let passes = PassRegistry::builtin()
            .parse_pipeline(pipeline)
            .map_err(|e| Diagnostic::plain(e.to_string()))?;
        self.passes.extend(passes);
        Ok(self)
    }

    /// Appends a pass (yours, or a [`RulePass`] via [`Pass::function`]).
    pub fn then(mut self, pass: Pass) -> Self {
        self.passes.push(pass);
        self
    }

    /// Runs function passes on `n` threads (0: all cores, the default).
    pub fn threads(mut self, n: usize) -> Self {
        self.threads = n;
        self
    }

    /// Runs the passes in order over `module`.
    ///
    /// # Errors
    /// The first failing pass's diagnostics.
    pub fn run(self, cx: &Context, module: &mut Module) -> Result<PipelineReport, Diagnostics> {
        let mut pm = PassManager::new().with_threads(self.threads);
        pm.extend(self.passes);
        pm.run(cx, module)
            .map_err(|e| Diagnostics::from_pipeline(cx, &e))
    }
}

/// Runs the `hl` → `dx` part of the pipeline: `lower-hl`, then
/// `implicit-binding` when this build has it.
///
/// # Errors
/// The diagnostics of the failing pass.
pub fn lower_to_dx(cx: &Context, module: &mut Module) -> Result<PipelineReport, Diagnostics> {
    let mut names = vec!["lower-hl"];
    if PassRegistry::builtin().lookup("implicit-binding").is_some() {
        names.push("implicit-binding");
    }
    Pipeline::parse(&names.join(","))?.run(cx, module)
}

/// Runs the whole lowering, `hl` (or clang's `dx` level) to DXIL: what
/// `dxir lower` does ([`crate::lower::lower_module`], whose first pass is
/// `lower-hl`), with its errors as diagnostics.
///
/// # Errors
/// The failing pass's diagnostics, or every op the DXIL validation rejects.
pub fn lower_to_dxil(
    cx: &Context,
    module: &mut Module,
    opts: &crate::lower::LowerOptions,
) -> Result<crate::lower::LowerReport, Diagnostics> {
    use crate::lower::LowerError;
    crate::lower::lower_module(cx, module, opts).map_err(|e| match e {
        LowerError::Pipeline(p) => Diagnostics::from_pipeline(cx, &p),
        LowerError::Invalid(errors) => Diagnostics(
            errors
                .iter()
                .flat_map(|p| Diagnostics::from_pass(cx, p).0)
                .collect(),
        ),
        LowerError::Rules(r) => Diagnostic::plain(r.to_string()).into(),
        other => Diagnostic::plain(other.to_string()).into(),
    })
}

/// The module in the native text format.
pub fn print(cx: &Context, module: &Module) -> String {
    dxir_ir::print_module(cx, module)
}

/// The module as LLVM IR text.
///
/// # Errors
/// An op the exporter cannot write (an `hl` op: lower first).
pub fn to_llvm_ir(cx: &Context, module: &Module) -> Result<String, Diagnostics> {
    dxir_dialects::translate::llvm::export_module(cx, module)
        .map_err(|e| Diagnostic::at(cx, e.loc, None, e.kind.to_string()).into())
}
