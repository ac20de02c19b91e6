//! The embedding API: what a frontend calls to hand dxir HLSL-level
//! resources and get DXIL back, without writing LLVM IR.
//!
//! 1. [`ModuleBuilder`] makes a module for a shader model and stage;
//!    [`ModuleBuilder::declare`] adds `hl.resource` declarations and
//!    [`ModuleBuilder::entry_point`] / [`ModuleBuilder::function`] give a
//!    [`FunctionBuilder`] with one method per `hl` op, a typed builder for
//!    every other op ([`FunctionBuilder::build`] takes the op's view as a
//!    type, [`FunctionBuilder::dxil`] a [`DxilOpcode`]), and a few
//!    conveniences. [`ModuleBuilder::finish`] verifies the result.
//! 2. [`lower_to_dxil`] runs the whole `dxir lower` pipeline; [`Pipeline`]
//!    runs passes by name (`"lower-hl,cse,dce"`), passes of your own, and
//!    rule files of your own ([`RulePass`]); [`lower_to_dx`] stops at the
//!    `dx` level.
//! 3. Every failure is a [`Diagnostics`] value: `FILE:LINE:COL` locations,
//!    function names and messages, never a panic or a printout.
//! 4. [`print()`](fn@print) writes any level in the native format,
//!    [`to_llvm_ir`] exports LLVM IR text and [`to_container`] a DX
//!    container.
//!
//! `docs/embedding.md` walks through the API (its programs run as doc
//! tests); `examples/compute_shader.rs` builds one shader by hand and
//! `examples/toy_frontend.rs` is a frontend for a small language, source
//! text to DX container.
//!
//! # Example
//! ```
//! use dxir::dialects::dxil::ShaderStage;
//! use dxir::embed::{self, Bind, ModuleBuilder, ResourceKind};
//! let cx = dxir::context();
//! let float = cx.types().float;
//! let mut mb = ModuleBuilder::new(&cx, 6, ShaderStage::Compute);
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

use std::panic::Location;

use dxir_dialects::dx::{ResourceType, ThreadId};
use dxir_dialects::dxil::{DxilOpcode, ShaderStage, TripleError};
use dxir_dialects::hl::{self, verify_resource_uses, ResourceUseErrors};
use dxir_dialects::llvm::{self, Constant};
use dxir_dialects::translate::llvm::ast::{FloatPredicate, IntPredicate};
use dxir_ir::{
    Attr, AttrData, Block, BuildOp, Builder, Context, Function, Loc, Module, Op, OpDef, OpSpec,
    Traits, Type, TypeData, TypedOp, Value, VerifyErrors, VerifyOptions,
};
use dxir_passes::{
    FunctionPass, Pass, PassError, PassErrorKind, PassManager, PassOutcome, PassRegistry,
    PipelineError, PipelineReport,
};
use dxir_rewrites::{ConversionTarget, Engine, EngineReport, RuleErrors, RuleSet};

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

    /// Rule-file errors: one diagnostic per error, at its place in its
    /// rule file, with the reason [`PassErrorKind::UserRules`] holding
    /// that error (a note follows the message on its own line).
    pub fn from_rule_errors(errors: &RuleErrors, function: Option<&str>) -> Self {
        Diagnostics(
            errors
                .errors
                .iter()
                .map(|e| {
                    let mut message = e.kind.to_string();
                    if let Some(note) = &e.note {
                        message.push_str("\n  note: ");
                        message.push_str(note);
                    }
                    Diagnostic {
                        file: e.pos.file.clone(),
                        line: e.pos.line,
                        col: e.pos.col,
                        function: function.map(str::to_string),
                        message,
                        reason: Some(PassErrorKind::UserRules(RuleErrors {
                            errors: vec![e.clone()],
                            warnings: Vec::new(),
                        })),
                        op: None,
                    }
                })
                .collect(),
        )
    }

    /// A module target error (no DXIL triple, a shader model without a
    /// DXIL version), with the reason [`PassErrorKind::Target`].
    pub fn from_target(e: &TripleError) -> Self {
        Diagnostic {
            reason: Some(PassErrorKind::Target(e.clone())),
            ..Diagnostic::plain(e.to_string())
        }
        .into()
    }

    /// A pass's error, with its typed reason and op kept. User rules that
    /// do not merge with the pass's own are located in their rule files
    /// ([`from_rule_errors`](Self::from_rule_errors)).
    pub fn from_pass(cx: &Context, e: &PassError) -> Self {
        if let PassErrorKind::UserRules(rules) = &*e.kind {
            return Diagnostics::from_rule_errors(rules, e.function.as_deref());
        }
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
    /// What the typed builders found wrong, at the embedder's call sites;
    /// [`finish`](Self::finish) returns them.
    errors: Vec<Diagnostic>,
}

/// The location of an embedder's call: `file:line:col` of the Rust source
/// that called a `#[track_caller]` builder method.
fn caller_loc(cx: &Context, at: &Location<'_>) -> Loc {
    Loc::new(cx.file(at.file()), at.line(), at.column())
}

impl<'cx> ModuleBuilder<'cx> {
    /// An empty module for shader model `6.minor` and `stage`, with the
    /// triple clang writes (`dxilv1.6-pc-shadermodel6.6-compute`). Each op
    /// gets the location of the Rust call that built it (or the one given
    /// with [`FunctionBuilder::set_loc`]), so diagnostics point at it.
    pub fn new(cx: &'cx Context, minor: u32, stage: ShaderStage) -> Self {
        let mut module = Module::new();
        let triple = format!("dxilv1.{minor}-pc-shadermodel6.{minor}-{stage}");
        dxir_dialects::dxil::set_module_triple(cx, &mut module, &triple);
        ModuleBuilder {
            cx,
            module,
            errors: Vec::new(),
        }
    }

    /// The context.
    pub fn cx(&self) -> &'cx Context {
        self.cx
    }

    /// Declares `T name[shape] : bind` with `kind`'s handle type; `shape`
    /// is empty for one resource, `None` first for an unbounded array.
    ///
    /// # Errors
    /// A duplicate name, at the call.
    #[track_caller]
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
    /// A duplicate name, at the call.
    #[track_caller]
    pub fn declare_typed(
        &mut self,
        name: &str,
        handle: Type,
        shape: &[Option<u32>],
        bind: Bind,
    ) -> Result<ResourceRef, Diagnostics> {
        let cx = self.cx;
        let i32t = cx.types().i32;
        let loc = caller_loc(cx, Location::caller());
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
    #[track_caller]
    pub fn function(&mut self, name: &str, params: &[Type], ret: Type) -> FunctionBuilder<'_, 'cx> {
        let cx = self.cx;
        let loc = caller_loc(cx, Location::caller());
        let ty = cx.function_type(ret, params.to_vec(), false);
        let func = Function::define(cx, name, ty, loc);
        let entry = func.entry().expect("a definition has an entry block");
        FunctionBuilder {
            mb: self,
            func,
            block: entry,
            loc: None,
        }
    }

    /// A compute entry point `void name()` with `[numthreads(x, y, z)]`.
    #[track_caller]
    pub fn entry_point(&mut self, name: &str, numthreads: [u32; 3]) -> FunctionBuilder<'_, 'cx> {
        let cx = self.cx;
        let mut fb = self.function(name, &[], cx.types().void);
        let [x, y, z] = numthreads;
        let attrs = cx.intern_attr(AttrData::Dict(vec![
            (
                "hlsl.numthreads".into(),
                cx.str_attr(&format!("{x},{y},{z}")),
            ),
            (
                "hlsl.shader".into(),
                cx.str_attr(ShaderStage::Compute.name()),
            ),
        ]));
        fb.func.attrs_mut().set(cx.ident("string_attrs"), attrs);
        fb
    }

    /// Verifies the module (ops, then `hl` symbol uses) and returns it.
    ///
    /// # Errors
    /// Every op a typed builder built against its declaration (at the
    /// call that built it); else every verifier diagnostic, or every
    /// misuse of a declaration.
    pub fn finish(self) -> Result<Module, Diagnostics> {
        let cx = self.cx;
        if !self.errors.is_empty() {
            return Err(Diagnostics(self.errors));
        }
        dxir_ir::verify_module(cx, &self.module, &VerifyOptions::default())
            .map_err(|e| Diagnostics::from_verify(cx, &e))?;
        verify_resource_uses(cx, &self.module)
            .map_err(|e| Diagnostics::from_resource_uses(cx, &e))?;
        Ok(self.module)
    }
}

/// Builds one function: appends ops to the current block.
///
/// Ops are built through their typed views: [`build`](Self::build) takes
/// the op as a type (`f.build::<llvm::FMul>((a, b), float)`), so a
/// misspelled op does not compile, and [`dxil`](Self::dxil) takes a
/// [`DxilOpcode`]. Every builder method is `#[track_caller]`: an op's
/// location is the Rust call that built it, unless
/// [`set_loc`](Self::set_loc) gives one of your own source.
pub struct FunctionBuilder<'m, 'cx> {
    mb: &'m mut ModuleBuilder<'cx>,
    func: Function,
    block: Block,
    /// The location given to new ops instead of the caller's.
    loc: Option<Loc>,
}

impl<'cx> FunctionBuilder<'_, 'cx> {
    /// The context.
    pub fn cx(&self) -> &'cx Context {
        self.mb.cx
    }

    /// Gives new ops `loc` (a place in your own source, made with
    /// `Loc::new(cx.file("prog.toy"), line, col)`) instead of the Rust
    /// call's; `None` goes back to the call's.
    pub fn set_loc(&mut self, loc: Option<Loc>) {
        self.loc = loc;
    }

    /// The location of an op built by the caller of a `#[track_caller]`
    /// method.
    fn op_loc(&self, at: &Location<'_>) -> Loc {
        self.loc.unwrap_or_else(|| caller_loc(self.mb.cx, at))
    }

    /// The type of `v`.
    pub fn type_of(&self, v: Value) -> Type {
        self.func.body().value_type(v)
    }

    /// Parameter `i`, if the function has that many.
    pub fn param(&self, i: usize) -> Option<Value> {
        self.func.params().get(i).copied()
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

    /// Inserts `spec` of the op declared by `def` at the end of the current
    /// block, after checking it against the declaration; a mismatch is
    /// recorded at the op's location for [`ModuleBuilder::finish`].
    fn insert(&mut self, def: &'static OpDef, spec: OpSpec) -> Op {
        let cx = self.mb.cx;
        let body = self.func.body_mut();
        if let Err(e) = dxir_ir::view::check_spec(cx, body, def, &spec) {
            let d = Diagnostic::at(
                cx,
                spec.loc,
                Some(self.func.name().to_string()),
                e.to_string(),
            );
            self.mb.errors.push(d);
        }
        let mut b = Builder::at_end(cx, self.func.body_mut(), self.block);
        b.insert(spec)
    }

    /// Builds the op `V` from its operands (in its declaration's order:
    /// `(lhs, rhs)`, `(value,)`, `()`, with an `Option<Value>` or
    /// `&[Value]` last for an optional or variadic tail) and its result
    /// type (`Type`, `Option<Type>` or `()`); returns the result (`Value`)
    /// or, for an op without one, the op. `V` is a typed view
    /// (`llvm::FMul`, `llvm::SIToFP`, `hl::BufferLoadOp`, `dx::ThreadId`).
    /// Operands or a result type the declaration does not allow are an
    /// error of [`ModuleBuilder::finish`] at this call.
    #[track_caller]
    pub fn build<V: BuildOp>(
        &mut self,
        operands: V::Operands<'_>,
        result: V::ResultType,
    ) -> V::Output {
        let loc = self.op_loc(Location::caller());
        let op = self.insert_view::<V>(loc, operands, result, &[]);
        V::output(self.func.body(), op)
    }

    /// [`build`](Self::build) with attributes, each `(name, value)` as the
    /// op's declaration names it (`("alignment", cx.int_attr(i32, 4))` on
    /// an `llvm::Load`). A name the declaration does not list is an error
    /// of [`ModuleBuilder::finish`] at this call; a value of the wrong kind
    /// or a missing required attribute, the verifier's.
    #[track_caller]
    pub fn build_with_attrs<V: BuildOp>(
        &mut self,
        operands: V::Operands<'_>,
        result: V::ResultType,
        attrs: &[(&str, Attr)],
    ) -> V::Output {
        let loc = self.op_loc(Location::caller());
        let def = V::def();
        for (name, _) in attrs {
            if !def.attrs.iter().any(|a| a.name == *name) {
                let message = format!("`{}` declares no attribute `{name}`", def.name);
                let d =
                    Diagnostic::at(self.mb.cx, loc, Some(self.func.name().to_string()), message);
                self.mb.errors.push(d);
            }
        }
        let op = self.insert_view::<V>(loc, operands, result, attrs);
        V::output(self.func.body(), op)
    }

    /// The spec of `V`'s op with attributes, at `loc`.
    fn view_spec<V: BuildOp>(
        &mut self,
        loc: Loc,
        operands: V::Operands<'_>,
        result: V::ResultType,
        attrs: &[(&str, Attr)],
    ) -> OpSpec {
        let cx = self.mb.cx;
        let b = Builder::detached(cx, self.func.body_mut()).with_loc(loc);
        let mut spec = V::spec_of(&b, operands, result);
        for (key, value) in attrs {
            spec = spec.with_attr(cx, key, *value);
        }
        spec
    }

    /// `V`'s op with attributes, at `loc`, inserted.
    fn insert_view<V: BuildOp>(
        &mut self,
        loc: Loc,
        operands: V::Operands<'_>,
        result: V::ResultType,
        attrs: &[(&str, Attr)],
    ) -> Op {
        let spec = self.view_spec::<V>(loc, operands, result, attrs);
        self.insert(V::def(), spec)
    }

    /// `br dest(args)`: ends the current block with a jump passing `args`
    /// to `dest`'s arguments (a `phi` in LLVM IR).
    #[track_caller]
    pub fn br(&mut self, dest: Block, args: &[Value]) {
        let loc = self.op_loc(Location::caller());
        let mut spec = self.view_spec::<llvm::Br>(loc, (), (), &[]);
        spec.successors.push((dest, args.to_vec()));
        self.insert(<llvm::Br as TypedOp>::def(), spec);
    }

    /// `cond_br condition, then(args), otherwise(args)`: ends the current
    /// block with a branch on an `i1`.
    #[track_caller]
    pub fn cond_br(
        &mut self,
        condition: Value,
        then: (Block, &[Value]),
        otherwise: (Block, &[Value]),
    ) {
        let loc = self.op_loc(Location::caller());
        let mut spec = self.view_spec::<llvm::CondBr>(loc, (condition,), (), &[]);
        spec.successors.push((then.0, then.1.to_vec()));
        spec.successors.push((otherwise.0, otherwise.1.to_vec()));
        self.insert(<llvm::CondBr as TypedOp>::def(), spec);
    }

    /// `switch value, default(args), [case value → dest(args)]`: ends the
    /// current block with a multiway branch on an integer. Each case value
    /// is of `value`'s type; a repeated case is an error of
    /// [`ModuleBuilder::finish`] at this call.
    #[track_caller]
    pub fn switch(
        &mut self,
        value: Value,
        default: (Block, &[Value]),
        cases: &[(i128, Block, &[Value])],
    ) {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let ty = self.func.body().value_type(value);
        let values = cases.iter().map(|&(c, _, _)| cx.int_attr(ty, c)).collect();
        let cases_attr = cx.intern_attr(AttrData::Array(values));
        let mut spec = self.view_spec::<llvm::Switch>(loc, (value,), (), &[("cases", cases_attr)]);
        spec.successors.push((default.0, default.1.to_vec()));
        for &(_, dest, args) in cases {
            spec.successors.push((dest, args.to_vec()));
        }
        self.insert(<llvm::Switch as TypedOp>::def(), spec);
    }

    /// `a op b` for an op whose result has its operands' type (`llvm::Add`,
    /// `llvm::FMul`, `llvm::And`, ...); [`build`](Self::build) with `a`'s
    /// type. An op of another shape (`llvm::ICmp`: use [`icmp`](Self::icmp))
    /// is an error of [`ModuleBuilder::finish`] at this call.
    #[track_caller]
    pub fn binary<V>(&mut self, a: Value, b: Value) -> Value
    where
        V: for<'a> BuildOp<Operands<'a> = (Value, Value), ResultType = Type, Output = Value>,
    {
        let loc = self.op_loc(Location::caller());
        if !V::def()
            .traits
            .contains(Traits::SAME_OPERANDS_AND_RESULT_TYPE)
        {
            let message = format!(
                "`{}` does not give its operands' type; build it with `build`",
                V::def().name
            );
            let d = Diagnostic::at(self.mb.cx, loc, Some(self.func.name().to_string()), message);
            self.mb.errors.push(d);
        }
        let ty = self.type_of(a);
        let op = self.insert_view::<V>(loc, (a, b), ty, &[]);
        self.func.body().result(op, 0)
    }

    /// `icmp pred a, b`: an `i1`.
    #[track_caller]
    pub fn icmp(&mut self, pred: IntPredicate, a: Value, b: Value) -> Value {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let attr = cx.str_attr(pred.name());
        let op = self.insert_view::<llvm::ICmp>(loc, (a, b), cx.types().i1, &[("predicate", attr)]);
        self.func.body().result(op, 0)
    }

    /// `fcmp pred a, b`: an `i1`.
    #[track_caller]
    pub fn fcmp(&mut self, pred: FloatPredicate, a: Value, b: Value) -> Value {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let attr = cx.str_attr(pred.name());
        let op = self.insert_view::<llvm::FCmp>(loc, (a, b), cx.types().i1, &[("predicate", attr)]);
        self.func.body().result(op, 0)
    }

    /// The DXIL op `opcode` with `args` (without the opcode, which the
    /// export adds) and result type `result` (`None` for a void op);
    /// returns its result. Arguments or a result its table signature does
    /// not allow are an error of [`ModuleBuilder::finish`] at this call.
    #[track_caller]
    pub fn dxil(
        &mut self,
        opcode: DxilOpcode,
        args: &[Value],
        result: Option<Type>,
    ) -> Option<Value> {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let entry = opcode.entry();
        let arg_types: Vec<Type> = args.iter().map(|&v| self.type_of(v)).collect();
        let results: Vec<Type> = result.into_iter().collect();
        if let Err(e) = dxir_dialects::dxil::check_signature(cx, entry, &arg_types, &results) {
            let message = format!("`{}`: {e}", entry.dialect_name());
            let d = Diagnostic::at(cx, loc, Some(self.func.name().to_string()), message);
            self.mb.errors.push(d);
        }
        let spec = OpSpec::new(cx.op_name(entry.dialect_name()), loc)
            .with_operands(args.iter().copied())
            .with_results(results);
        let mut b = Builder::at_end(cx, self.func.body_mut(), self.block);
        let op = b.insert(spec);
        self.func.body().results(op).first().copied()
    }

    /// An `i32` constant.
    #[track_caller]
    pub fn i32(&mut self, v: i32) -> Value {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let t = cx.types().i32;
        let value = cx.int_attr(t, v.into());
        let op = self.insert_view::<Constant>(loc, (), t, &[("value", value)]);
        self.func.body().result(op, 0)
    }

    /// A `float` constant.
    #[track_caller]
    pub fn f32(&mut self, v: f32) -> Value {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let t = cx.types().float;
        let value = cx.intern_attr(AttrData::Float {
            bits: v.to_bits().into(),
            ty: t,
        });
        let op = self.insert_view::<Constant>(loc, (), t, &[("value", value)]);
        self.func.body().result(op, 0)
    }

    /// `SV_DispatchThreadID` component `c`.
    #[track_caller]
    pub fn thread_id(&mut self, c: i32) -> Value {
        let cv = self.i32(c);
        let t = self.mb.cx.types().i32;
        self.build::<ThreadId>((cv,), t)
    }

    /// `R[indices…]`: the handle with one index per dimension, or a copy of
    /// the sub-array with fewer (`hl.resource.get`).
    #[track_caller]
    pub fn resource(&mut self, r: &ResourceRef, indices: &[Value]) -> Value {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let mut ty = r.handle;
        for d in r.shape.iter().skip(indices.len()).rev() {
            ty = cx.array_type(ty, d.map_or(0, u64::from));
        }
        let sym = cx.symbol_attr(&r.symbol);
        let op = self.insert_view::<hl::ResourceGetOp>(loc, (indices,), ty, &[("resource", sym)]);
        self.func.body().result(op, 0)
    }

    /// A local array of `ty` (`[N x H]`, nested) with nothing assigned.
    #[track_caller]
    pub fn array_undef(&mut self, ty: Type) -> Value {
        self.build::<hl::ArrayUndefOp>((), ty)
    }

    /// A local array of `elements` (at least one).
    #[track_caller]
    pub fn array_make(&mut self, elements: &[Value]) -> Value {
        let cx = self.mb.cx;
        let elem = elements
            .first()
            .map_or(cx.types().void, |&e| self.type_of(e));
        let ty = cx.array_type(elem, elements.len() as u64);
        self.build::<hl::ArrayMakeOp>((elements,), ty)
    }

    /// `array[indices…]` of a local array.
    #[track_caller]
    pub fn array_get(&mut self, array: Value, indices: &[Value]) -> Value {
        let cx = self.mb.cx;
        let mut ty = self.type_of(array);
        for _ in indices {
            if let TypeData::Array { elem, .. } = cx.type_data(ty) {
                ty = *elem;
            }
        }
        self.build::<hl::ArrayGetOp>((array, indices), ty)
    }

    /// A copy of `array` with `array[indices…] = value`.
    #[track_caller]
    pub fn array_set(&mut self, array: Value, value: Value, indices: &[Value]) -> Value {
        let ty = self.type_of(array);
        self.build::<hl::ArraySetOp>((array, value, indices), ty)
    }

    fn element_of(&self, handle: Value) -> Type {
        let cx = self.mb.cx;
        match cx.type_data(self.type_of(handle)) {
            TypeData::TargetExt { types, .. } if !types.is_empty() => types[0],
            _ => cx.types().i32,
        }
    }

    /// `buf[index]` of a typed buffer.
    #[track_caller]
    pub fn buffer_load(&mut self, handle: Value, index: Value) -> Value {
        let ty = self.element_of(handle);
        self.build::<hl::BufferLoadOp>((handle, index), ty)
    }

    /// `buf[index] = value` on a typed buffer.
    #[track_caller]
    pub fn buffer_store(&mut self, handle: Value, index: Value, value: Value) {
        self.build::<hl::BufferStoreOp>((handle, index, value), ());
    }

    /// `sb[index]` at byte `offset` inside the element, read as `ty`.
    #[track_caller]
    pub fn structured_load(
        &mut self,
        handle: Value,
        index: Value,
        offset: Value,
        ty: Type,
    ) -> Value {
        self.build::<hl::StructuredLoadOp>((handle, index, offset), ty)
    }

    /// `sb[index]` at byte `offset` inside the element `= value`.
    #[track_caller]
    pub fn structured_store(&mut self, handle: Value, index: Value, offset: Value, value: Value) {
        self.build::<hl::StructuredStoreOp>((handle, index, offset, value), ());
    }

    /// `bab.Load<ty>(address)`.
    #[track_caller]
    pub fn byteaddress_load(&mut self, handle: Value, address: Value, ty: Type) -> Value {
        self.build::<hl::ByteAddressLoadOp>((handle, address), ty)
    }

    /// `bab.Store(address, value)`.
    #[track_caller]
    pub fn byteaddress_store(&mut self, handle: Value, address: Value, value: Value) {
        self.build::<hl::ByteAddressStoreOp>((handle, address, value), ());
    }

    /// The cbuffer member of type `ty` at byte `offset`.
    #[track_caller]
    pub fn cbuffer_load(&mut self, cbuffer: Value, offset: Value, ty: Type) -> Value {
        self.build::<hl::CBufferLoadOp>((cbuffer, offset), ty)
    }

    /// A call of the function `callee` (built or to be built in this
    /// module) with `args`; returns its result, `None` when `ret` is
    /// `void`.
    #[track_caller]
    pub fn call(&mut self, callee: &str, args: &[Value], ret: Type) -> Option<Value> {
        let loc = self.op_loc(Location::caller());
        let cx = self.mb.cx;
        let result = (ret != cx.types().void).then_some(ret);
        let sym = cx.symbol_attr(callee);
        let op = self.insert_view::<llvm::Call>(loc, (args,), result, &[("callee", sym)]);
        self.func.body().results(op).first().copied()
    }

    /// Returns (with `value` unless the function returns void) and adds the
    /// function to the module.
    ///
    /// # Errors
    /// A duplicate function name.
    #[track_caller]
    pub fn ret(mut self, value: Option<Value>) -> Result<(), Diagnostics> {
        self.build::<llvm::Ret>((value,), ());
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
            .map_err(|e| Diagnostics::from_rule_errors(&e, None))?;
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
        LowerError::Rules(r) => Diagnostics::from_rule_errors(&r, None),
        LowerError::Triple(t) => Diagnostics::from_target(&t),
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

/// The lowered module as a DX container: what `dxir lower -o OUT.dxil`
/// writes (the DXIL bitcode with the parts a runtime reads), for a D3D12
/// runtime or `dxil-spirv`.
///
/// # Errors
/// An op the exporter cannot write (lower first), or a module the
/// container writer cannot encode.
pub fn to_container(
    cx: &Context,
    module: &Module,
    opts: &dxir_bitcode::ContainerOptions,
) -> Result<Vec<u8>, Diagnostics> {
    let text = to_llvm_ir(cx, module)?;
    dxir_bitcode::write_container(&text, opts)
        .map_err(|e| Diagnostic::plain(format!("container: {e}")).into())
}
