//! Instrumentation: hooks the manager calls around each pass.
//!
//! The command line's `--print-after-all`, `--print-after=NAME`,
//! `--dump-dir DIR`, `--verify-each` and `--time-passes` are each one
//! [`Instrumentation`] here. They take the printer and the verifier as plain
//! functions, so callers choose the print options and verifier options, and
//! tests can use a fake printer. Everything they write is deterministic apart from the timings.

use crate::manager::{PassKind, PassRecord, PipelineReport};
use crate::pass::PassOutcome;
use dxir_ir::{Context, Module, VerifyErrors};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A pass's place in the pipeline, as hooks see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassInfo {
    /// 0-based position in the pipeline.
    pub index: usize,
    /// The pass's pipeline name.
    pub name: &'static str,
    /// Function or module pass.
    pub kind: PassKind,
}

/// Called by the [`PassManager`](crate::PassManager) around a run and around
/// each pass, with the module as it is at that point.
///
/// Every hook defaults to doing nothing. A hook that fails stops the run.
pub trait Instrumentation: Send {
    /// Before the first pass, with the input module.
    ///
    /// # Errors
    /// An [`InstrumentError`] stops the run before any pass.
    fn before_pipeline(&mut self, cx: &Context, module: &Module) -> Result<(), InstrumentError> {
        let _ = (cx, module);
        Ok(())
    }

    /// Before `pass` runs.
    ///
    /// # Errors
    /// An [`InstrumentError`] stops the run before the pass.
    fn before_pass(
        &mut self,
        pass: &PassInfo,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        let _ = (pass, cx, module);
        Ok(())
    }

    /// After a pass succeeded, with what it did.
    ///
    /// # Errors
    /// An [`InstrumentError`] stops the run after the pass.
    fn after_pass(
        &mut self,
        record: &PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        let _ = (record, cx, module);
        Ok(())
    }

    /// After the last pass, with the whole run's report.
    ///
    /// # Errors
    /// An [`InstrumentError`] makes the run fail although every pass ran.
    fn after_pipeline(
        &mut self,
        report: &PipelineReport,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        let _ = (report, cx, module);
        Ok(())
    }
}

/// Renders a module as text: [`dxir_ir::print_module`], or a fake in tests.
pub type Printer = fn(&Context, &Module) -> String;

/// An instrumentation could not do its job.
#[derive(Debug, thiserror::Error)]
pub enum InstrumentError {
    /// A dump file or its directory could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A stream (stderr, stdout) could not be written.
    #[error("cannot write the {what}: {source}")]
    Stream {
        /// What was being written: "IR printout", "pass timings".
        what: &'static str,
        /// The I/O error.
        source: std::io::Error,
    },
    /// `--verify-each`: the IR was invalid after a pass.
    #[error("the IR is invalid after pass `{pass}`: {}", first_error(errors))]
    Verify {
        /// The pass that broke the IR.
        pass: &'static str,
        /// Its 0-based position in the pipeline.
        index: usize,
        /// Everything the verifier found; never empty.
        errors: VerifyErrors,
    },
}

fn first_error(errors: &VerifyErrors) -> String {
    match errors.0.as_slice() {
        [] => String::new(),
        [one] => one.to_string(),
        [first, rest @ ..] => format!("{first} (and {} more)", rest.len()),
    }
}

/// Which passes [`PrintIr`] prints after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PrintFilter {
    /// Every pass (`--print-after-all`).
    All,
    /// Passes with one of these names (`--print-after=NAME`, repeatable).
    Named(Vec<String>),
    /// Every pass that changed the module (`--print-changed`, as LLVM's
    /// `-print-changed`); a pass that did not gets its header line only,
    /// saying so.
    Changed,
}

impl PrintFilter {
    fn matches(&self, name: &str) -> bool {
        match self {
            PrintFilter::All | PrintFilter::Changed => true,
            PrintFilter::Named(names) => names.iter().any(|n| n == name),
        }
    }
}

/// `--print-after-all` and `--print-after=NAME`: writes the module after
/// the chosen passes, each under a header line naming the pass.
pub struct PrintIr {
    filter: PrintFilter,
    printer: Printer,
    out: Box<dyn Write + Send>,
}

impl PrintIr {
    /// Prints after the passes `filter` selects, with `printer`, to `out`
    /// (the command line uses stderr).
    pub fn new(filter: PrintFilter, printer: Printer, out: Box<dyn Write + Send>) -> Self {
        PrintIr {
            filter,
            printer,
            out,
        }
    }
}

impl Instrumentation for PrintIr {
    fn after_pass(
        &mut self,
        record: &PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        if !self.filter.matches(record.info.name) {
            return Ok(());
        }
        let stream = |source| InstrumentError::Stream {
            what: "IR printout",
            source,
        };
        if matches!(self.filter, PrintFilter::Changed) && record.outcome == PassOutcome::Unchanged {
            writeln!(
                self.out,
                "// -----// IR after pass {} `{}`: unchanged, not printed //----- //",
                record.info.index + 1,
                record.info.name
            )
            .map_err(stream)?;
            return self.out.flush().map_err(stream);
        }
        let text = (self.printer)(cx, module);
        writeln!(
            self.out,
            "// -----// IR after pass {} `{}` //----- //",
            record.info.index + 1,
            record.info.name
        )
        .map_err(stream)?;
        self.out.write_all(text.as_bytes()).map_err(stream)?;
        if !text.ends_with('\n') {
            writeln!(self.out).map_err(stream)?;
        }
        self.out.flush().map_err(stream)
    }
}

/// `--dump-dir DIR`: writes the input as `00-input.dxir` and the module after
/// pass k (1-based) as `NN-<pass>.dxir`, `NN` zero-padded to two digits.
/// The dump of a pass that left the module unchanged opens with a comment
/// line saying so and naming the dump it equals, so a reader skips it
/// (the numbering stays the pipeline's, as `--print-after` names passes).
///
/// The directory is created if missing; files of the same names are
/// overwritten, others are left alone.
pub struct DumpDir {
    dir: PathBuf,
    printer: Printer,
    /// The last dump of a changed module (the input's at first).
    last_changed: String,
}

impl DumpDir {
    /// Dumps into `dir` with `printer`.
    pub fn new(dir: impl Into<PathBuf>, printer: Printer) -> Self {
        DumpDir {
            dir: dir.into(),
            printer,
            last_changed: Self::file_name(0, "input"),
        }
    }

    /// The file the module after pass number `number` (0 = the input) is
    /// written to.
    pub fn file_name(number: usize, name: &str) -> String {
        format!("{number:02}-{name}.dxir")
    }

    fn write(
        &self,
        file: &str,
        note: Option<String>,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        let path = self.dir.join(file);
        let mut text = note.unwrap_or_default();
        text.push_str(&(self.printer)(cx, module));
        std::fs::write(&path, text).map_err(|source| InstrumentError::Io { path, source })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Instrumentation for DumpDir {
    fn before_pipeline(&mut self, cx: &Context, module: &Module) -> Result<(), InstrumentError> {
        std::fs::create_dir_all(&self.dir).map_err(|source| InstrumentError::Io {
            path: self.dir.clone(),
            source,
        })?;
        self.last_changed = Self::file_name(0, "input");
        self.write(&self.last_changed, None, cx, module)
    }

    fn after_pass(
        &mut self,
        record: &PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        let file = Self::file_name(record.info.index + 1, record.info.name);
        let note = match record.outcome {
            PassOutcome::Unchanged => Some(format!(
                "// unchanged by `{}`: the same module as {}\n",
                record.info.name, self.last_changed
            )),
            PassOutcome::Changed => None,
        };
        self.write(&file, note, cx, module)?;
        if record.outcome == PassOutcome::Changed {
            self.last_changed = file;
        }
        Ok(())
    }
}

/// `--verify-each`: verifies the module after every pass and stops the run
/// at the first pass that leaves it invalid, naming that pass.
pub struct VerifyEach<F> {
    verify: F,
}

impl<F> VerifyEach<F>
where
    F: FnMut(&Context, &Module) -> Result<(), VerifyErrors> + Send,
{
    /// Verifies with `verify`, which returns every problem it finds; usually
    /// [`dxir_ir::verify_module`] with the run's options.
    pub fn new(verify: F) -> Self {
        VerifyEach { verify }
    }
}

impl<F> Instrumentation for VerifyEach<F>
where
    F: FnMut(&Context, &Module) -> Result<(), VerifyErrors> + Send,
{
    fn after_pass(
        &mut self,
        record: &PassRecord,
        cx: &Context,
        module: &Module,
    ) -> Result<(), InstrumentError> {
        (self.verify)(cx, module).map_err(|errors| InstrumentError::Verify {
            pass: record.info.name,
            index: record.info.index,
            errors,
        })
    }
}

/// `--time-passes`: writes the run's timing table when it ends.
pub struct TimePasses {
    out: Box<dyn Write + Send>,
}

impl TimePasses {
    /// Writes the table to `out` (the command line uses stderr).
    pub fn new(out: Box<dyn Write + Send>) -> Self {
        TimePasses { out }
    }
}

impl Instrumentation for TimePasses {
    fn after_pipeline(
        &mut self,
        report: &PipelineReport,
        _: &Context,
        _: &Module,
    ) -> Result<(), InstrumentError> {
        let stream = |source| InstrumentError::Stream {
            what: "pass timings",
            source,
        };
        write!(self.out, "{}", report.timing_table()).map_err(stream)?;
        self.out.flush().map_err(stream)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::{Pass, PassManager};
    use crate::test_passes::*;

    fn pipeline() -> PassManager {
        let mut pm = PassManager::new().with_threads(2);
        pm.extend([
            Pass::function(MarkChanged),
            Pass::function(CountOps),
            Pass::function(Tag),
        ]);
        pm
    }

    #[test]
    fn print_after_named_passes_only() {
        let cx = Context::new();
        let mut m = module_with(&cx, 2, &[]);
        let buf = SharedBuf::default();
        let mut pm = pipeline();
        let filter = PrintFilter::Named(vec!["count-ops".into()]);
        pm.add_instrumentation(PrintIr::new(filter, fake_print, Box::new(buf.clone())));
        pm.run(&cx, &mut m).unwrap();
        let text = buf.text();
        let headers: Vec<_> = text.lines().filter(|l| l.starts_with("// ---")).collect();
        assert_eq!(
            headers,
            ["// -----// IR after pass 2 `count-ops` //----- //"]
        );
        // What was printed is the module after count-ops, before tag.
        assert!(text.contains("func @f1 {num_ops="));
        assert!(!text.contains("test.tag"));
    }

    #[test]
    fn print_after_all_prints_every_pass() {
        let cx = Context::new();
        let mut m = module_with(&cx, 2, &[]);
        let buf = SharedBuf::default();
        let mut pm = pipeline();
        pm.add_instrumentation(PrintIr::new(
            PrintFilter::All,
            fake_print,
            Box::new(buf.clone()),
        ));
        pm.run(&cx, &mut m).unwrap();
        let headers: Vec<_> = buf
            .text()
            .lines()
            .filter(|l| l.starts_with("// ---"))
            .map(str::to_string)
            .collect();
        assert_eq!(
            headers,
            [
                "// -----// IR after pass 1 `mark-changed` //----- //",
                "// -----// IR after pass 2 `count-ops` //----- //",
                "// -----// IR after pass 3 `tag` //----- //",
            ]
        );
        assert!(buf.text().ends_with(&fake_print(&cx, &m)));
    }

    #[test]
    fn dump_dir_writes_numbered_files() {
        let dir = std::env::temp_dir().join(format!("dxir-dump-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cx = Context::new();
        let mut m = module_with(&cx, 3, &[]);
        let input = fake_print(&cx, &m);
        let mut pm = pipeline();
        pm.add_instrumentation(DumpDir::new(dir.join("nested"), fake_print));
        pm.run(&cx, &mut m).unwrap();
        let mut files: Vec<_> = std::fs::read_dir(dir.join("nested"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        assert_eq!(
            files,
            [
                "00-input.dxir",
                "01-mark-changed.dxir",
                "02-count-ops.dxir",
                "03-tag.dxir"
            ]
        );
        let read = |f: &str| std::fs::read_to_string(dir.join("nested").join(f)).unwrap();
        assert_eq!(read("00-input.dxir"), input);
        assert_eq!(read("03-tag.dxir"), fake_print(&cx, &m));
        assert_ne!(read("02-count-ops.dxir"), read("03-tag.dxir"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn dump_dir_reports_the_path_it_cannot_write() {
        let file = std::env::temp_dir().join(format!("dxir-dump-file-{}", std::process::id()));
        std::fs::write(&file, "not a directory").unwrap();
        let cx = Context::new();
        let mut m = module_with(&cx, 1, &[]);
        let mut pm = pipeline();
        pm.add_instrumentation(DumpDir::new(&file, fake_print));
        let err = pm.run(&cx, &mut m).unwrap_err();
        assert!(
            err.to_string()
                .starts_with(&format!("cannot write {}", file.display())),
            "{err}"
        );
        std::fs::remove_file(&file).unwrap();
    }

    #[test]
    fn verify_each_passes_valid_ir_through() {
        let cx = Context::new();
        let mut m = module_with(&cx, 4, &[]);
        let mut pm = pipeline();
        let mut calls = 0;
        pm.add_instrumentation(VerifyEach::new(move |cx: &Context, m: &Module| {
            calls += 1;
            assert!(calls <= 3, "verified after each of the 3 passes only");
            verify(cx, m)
        }));
        pm.run(&cx, &mut m).unwrap();
    }

    #[test]
    fn time_passes_writes_the_table_at_the_end() {
        let cx = Context::new();
        let mut m = module_with(&cx, 4, &[]);
        let buf = SharedBuf::default();
        let mut pm = pipeline();
        pm.add_instrumentation(TimePasses::new(Box::new(buf.clone())));
        let report = pm.run(&cx, &mut m).unwrap();
        let text = buf.text();
        assert_eq!(text.lines().count(), 5, "{text}");
        for r in &report.passes {
            assert!(text.contains(r.info.name));
        }
        assert!(text.lines().last().unwrap().contains("total"));
    }
}
