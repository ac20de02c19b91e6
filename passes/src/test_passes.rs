//! Small passes, a module generator and a fake printer for the manager's
//! and instrumentation's unit tests.

use crate::error::PassErrorKind;
use crate::instrument::{InstrumentError, Instrumentation, PassInfo};
use crate::manager::{PassRecord, PipelineReport};
use crate::pass::{FunctionPass, ModulePass, PassError, PassOutcome};
use dxir_ir::{
    verify_module, Builder, Context, Function, Loc, Module, VerifyErrors, VerifyOptions,
};
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};

/// Sets the function attribute `num_ops` to the number of ops.
pub struct CountOps;

impl FunctionPass for CountOps {
    fn name(&self) -> &'static str {
        "count-ops"
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let n = func.body().walk().len();
        let attr = cx.int_attr(cx.types().i64, n as i128);
        let old = func.attrs_mut().set(cx.ident("num_ops"), attr);
        Ok(PassOutcome::from_changed(old != Some(attr)))
    }
}

/// Changes nothing but says it did.
pub struct MarkChanged;

impl FunctionPass for MarkChanged {
    fn name(&self) -> &'static str {
        "mark-changed"
    }

    fn run(&self, _: &Context, _: &mut Function) -> Result<PassOutcome, PassError> {
        Ok(PassOutcome::Changed)
    }
}

/// Fails on every function whose name starts with `bad`, at its first op.
pub struct FailOnBad;

impl FunctionPass for FailOnBad {
    fn name(&self) -> &'static str {
        "fail-on-bad"
    }

    fn run(&self, _: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        if !func.name().starts_with("bad") {
            return Ok(PassOutcome::Unchanged);
        }
        let body = func.body();
        let loc = body
            .entry_block()
            .and_then(|b| body.first_op(b))
            .map_or(Loc::UNKNOWN, |op| body.loc(op));
        Err(PassError::new(
            "fail-on-bad",
            loc,
            PassErrorKind::Custom("this function is bad".to_string()),
        ))
    }
}

/// Appends a `test.tag` op carrying a string attribute made from the
/// function's name, before the last op. Interns new attributes from every
/// worker, so their ids depend on scheduling while the printed text must
/// not.
pub struct Tag;

impl FunctionPass for Tag {
    fn name(&self) -> &'static str {
        "tag"
    }

    fn run(&self, cx: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        let tag = cx.str_attr(&format!("seen {}", func.name()));
        let body = func.body_mut();
        let last = body
            .entry_block()
            .and_then(|b| body.last_op(b))
            .expect("test functions end in an op");
        Builder::before(cx, body, last).op_with_attrs("test.tag", &[], &[], &[("tag", tag)]);
        Ok(PassOutcome::Changed)
    }
}

/// Empties the entry block of the function named `f3`, which the verifier
/// rejects: a block must end with a terminator.
pub struct BreakF3;

impl FunctionPass for BreakF3 {
    fn name(&self) -> &'static str {
        "break-f3"
    }

    fn run(&self, _: &Context, func: &mut Function) -> Result<PassOutcome, PassError> {
        if func.name() != "f3" {
            return Ok(PassOutcome::Unchanged);
        }
        let body = func.body_mut();
        let entry = body.entry_block().expect("a definition");
        let ops: Vec<_> = body.block_ops(entry).collect();
        for op in ops.into_iter().rev() {
            body.erase_op(op);
        }
        Ok(PassOutcome::Changed)
    }
}

/// A module pass: records the number of functions as a module attribute.
pub struct CountFunctions;

impl ModulePass for CountFunctions {
    fn name(&self) -> &'static str {
        "count-functions"
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        let n = module.functions().len() as i128;
        let attr = cx.int_attr(cx.types().i64, n);
        let old = module.attrs.set(cx.ident("num_functions"), attr);
        Ok(PassOutcome::from_changed(old != Some(attr)))
    }
}

/// A module of `n` definitions `f0`, `f1`, ... (function `i` has `i % 7 + 1`
/// ops before its return), then one declaration. Names listed in `bad` are
/// used instead of `f<i>` at their index.
pub fn module_with(cx: &Context, n: usize, bad: &[(usize, &str)]) -> Module {
    let file = cx.file("test.dxir");
    let i32t = cx.types().i32;
    let fty = cx.function_type(i32t, vec![i32t], false);
    let mut m = Module::new();
    for i in 0..n {
        let name = bad
            .iter()
            .find(|(at, _)| *at == i)
            .map_or_else(|| format!("f{i}"), |(_, name)| name.to_string());
        let line = 10 * i as u32 + 1;
        let mut f = Function::define(cx, &name, fty, Loc::new(file, line, 1));
        let entry = f.entry().expect("a definition");
        let x = f.params()[0];
        let mut b = Builder::at_end(cx, f.body_mut(), entry).with_loc(Loc::new(file, line + 1, 3));
        let mut v = x;
        for _ in 0..(i % 7 + 1) {
            v = b.value("test.add", &[v, x], i32t);
        }
        b.op("test.return", &[v], &[]);
        m.add_function(f).expect("unique names");
    }
    m.add_function(Function::declare(cx, "external", fty, Loc::UNKNOWN))
        .expect("unique names");
    m
}

/// A stand-in for the text printer: every function, its attributes and its
/// ops with their attributes, in order.
pub fn fake_print(cx: &Context, m: &Module) -> String {
    let mut out = String::new();
    let attrs = |d: &dxir_ir::AttrDict| {
        d.sorted(cx)
            .into_iter()
            .map(|(k, a)| format!("{k}={:?}", cx.attr_data(a)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    writeln!(out, "module {{{}}}", attrs(&m.attrs)).unwrap();
    for f in m.functions() {
        writeln!(out, "func @{} {{{}}}", f.name(), attrs(f.attrs())).unwrap();
        for op in f.body().walk() {
            let body = f.body();
            let name = cx.op_name_str(body.op_name(op));
            writeln!(
                out,
                "  {name}/{} {{{}}}",
                body.operands(op).len(),
                attrs(body.attrs(op))
            )
            .unwrap();
        }
    }
    out
}

/// The real verifier, allowing the unregistered `test.*` ops.
pub fn verify(cx: &Context, m: &Module) -> Result<(), VerifyErrors> {
    verify_module(
        cx,
        m,
        &VerifyOptions {
            allow_unregistered: true,
        },
    )
}

/// A `Write` into a buffer the test keeps a handle to.
#[derive(Clone, Default)]
pub struct SharedBuf(pub Arc<Mutex<Vec<u8>>>);

impl SharedBuf {
    /// Everything written so far.
    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

impl std::io::Write for SharedBuf {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Logs each hook call as `"<label> <hook> <pass>"`.
pub struct Recorder {
    /// Prefix of every line.
    pub label: &'static str,
    /// The shared log.
    pub log: Arc<Mutex<Vec<String>>>,
}

impl Recorder {
    fn push(&self, line: String) {
        self.log.lock().unwrap().push(line);
    }
}

impl Instrumentation for Recorder {
    fn before_pipeline(&mut self, _: &Context, _: &Module) -> Result<(), InstrumentError> {
        self.push(format!("{} start", self.label));
        Ok(())
    }

    fn before_pass(
        &mut self,
        pass: &PassInfo,
        _: &Context,
        _: &Module,
    ) -> Result<(), InstrumentError> {
        self.push(format!("{} before {}", self.label, pass.name));
        Ok(())
    }

    fn after_pass(
        &mut self,
        record: &PassRecord,
        _: &Context,
        _: &Module,
    ) -> Result<(), InstrumentError> {
        self.push(format!(
            "{} after {} {:?}",
            self.label, record.info.name, record.outcome
        ));
        Ok(())
    }

    fn after_pipeline(
        &mut self,
        report: &PipelineReport,
        _: &Context,
        _: &Module,
    ) -> Result<(), InstrumentError> {
        self.push(format!("{} end {}", self.label, report.passes.len()));
        Ok(())
    }
}
