//! Reference pages for the dialects, generated from their op tables.
//!
//! `docs/dialects/<dialect>.md` is written by [`write_dialect_docs`], never
//! by hand, so it cannot drift from the [`OpDef`]s: a test regenerates the
//! pages in memory and fails when the committed files differ. A page has
//! the dialect's introduction (the `INTRO` constant of its module), an index
//! of its ops, and for each op what the definition declares — operand and
//! result counts and type constraints, attributes, traits, successors,
//! regions, text form, verify hook — followed by what the dialect knows
//! beyond the definition: the long doc of an `hl` op, the intrinsic of a
//! `dx` op, the DXIL op table entry of a `dxil` op.
//!
//! Output depends only on the static tables, so it is byte-for-byte
//! deterministic.

use crate::{dx, dxil, hl, llvm};
use dxir_ir::{Arity, AttrKind, Dialect, OpDef, Traits, TypeConstraint};
use std::fmt::Write as _;
use std::io;
use std::path::{Path, PathBuf};

/// What a built-in dialect's page says beyond the op definitions.
struct Page {
    dialect: &'static Dialect,
    intro: &'static str,
    /// Writes the op's extra facts (a paragraph or block, ending in a
    /// newline), if any.
    extra: fn(&OpDef, &mut String),
}

/// The pages of dxir's dialects, in the order `register_all` adds them
/// (with `hl` last).
fn pages() -> [Page; 4] {
    [
        Page {
            dialect: &llvm::DIALECT,
            intro: llvm::INTRO,
            extra: |_, _| {},
        },
        Page {
            dialect: &dx::DIALECT,
            intro: dx::INTRO,
            extra: dx_extra,
        },
        Page {
            dialect: &dxil::DIALECT,
            intro: dxil::INTRO,
            extra: dxil_extra,
        },
        Page {
            dialect: &hl::DIALECT,
            intro: hl::INTRO,
            extra: hl_extra,
        },
    ]
}

/// The Markdown reference page of `dialect`.
///
/// dxir's own dialects (`llvm`, `dx`, `dxil`, `hl`) get their introduction
/// and their extra facts; any other dialect gets a page from its summary and
/// op definitions alone.
///
/// # Example
/// ```
/// let page = dxir_dialects::dialect_markdown(&dxir_dialects::hl::DIALECT);
/// assert!(page.starts_with("<!-- Generated"));
/// assert!(page.contains("\n### `hl.resource.get`\n"));
/// ```
pub fn dialect_markdown(dialect: &Dialect) -> String {
    match pages()
        .into_iter()
        .find(|p| std::ptr::eq(p.dialect, dialect))
    {
        Some(page) => render(dialect, page.intro, page.extra),
        None => render(dialect, "", |_, _| {}),
    }
}

/// The generated pages of dxir's dialects: `(file name, contents)` for
/// `llvm.md`, `dx.md`, `dxil.md` and `hl.md`.
pub fn dialect_docs() -> Vec<(String, String)> {
    pages()
        .into_iter()
        .map(|p| {
            (
                format!("{}.md", p.dialect.name),
                render(p.dialect, p.intro, p.extra),
            )
        })
        .collect()
}

/// Writes [`dialect_docs`] into `dir` (created if missing) and returns the
/// paths written, in the same order.
///
/// # Errors
/// The first I/O error creating `dir` or writing a file.
pub fn write_dialect_docs(dir: &Path) -> io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (file, text) in dialect_docs() {
        let path = dir.join(file);
        std::fs::write(&path, text)?;
        written.push(path);
    }
    Ok(written)
}

fn render(dialect: &Dialect, intro: &str, extra: fn(&OpDef, &mut String)) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<!-- Generated from the op definitions by `dxir_dialects::write_dialect_docs`; do not edit. \
         Regenerate with `cargo run -- docs docs/dialects`. -->\n"
    );
    let _ = writeln!(out, "# The `{}` dialect\n", dialect.name);
    let intro = intro.trim();
    if intro.is_empty() {
        let _ = writeln!(out, "{}\n", dialect.summary);
    } else {
        let _ = writeln!(out, "{intro}\n");
    }
    let _ = writeln!(out, "## Ops\n");
    let _ = writeln!(out, "{} ops.\n", dialect.ops.len());
    let _ = writeln!(out, "| op | summary |\n|---|---|");
    let mut slugs = Slugs::default();
    let anchors: Vec<String> = dialect.ops.iter().map(|d| slugs.next(d.name)).collect();
    for (def, anchor) in dialect.ops.iter().zip(&anchors) {
        let _ = writeln!(
            out,
            "| [`{}`](#{anchor}) | {} |",
            def.name,
            cell(def.summary)
        );
    }
    for def in dialect.ops {
        out.push('\n');
        op_section(&mut out, def);
        let mut more = String::new();
        extra(def, &mut more);
        if !more.is_empty() {
            out.push('\n');
            out.push_str(&more);
        }
    }
    out
}

/// GitHub's heading anchors: lower case, punctuation dropped, `-N` for the
/// Nth repeat.
#[derive(Default)]
struct Slugs(Vec<String>);

impl Slugs {
    fn next(&mut self, heading: &str) -> String {
        let base: String = heading
            .chars()
            .filter_map(|c| match c {
                c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_ascii_lowercase()),
                ' ' => Some('-'),
                _ => None,
            })
            .collect();
        let repeats = self.0.iter().filter(|s| **s == base).count();
        self.0.push(base.clone());
        if repeats == 0 {
            base
        } else {
            format!("{base}-{repeats}")
        }
    }
}

/// Text safe inside a table cell: no `|`, no line breaks.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn op_section(out: &mut String, def: &OpDef) {
    let _ = writeln!(out, "### `{}`\n", def.name);
    let _ = writeln!(out, "{}\n", def.summary);
    let _ = writeln!(out, "| | |\n|---|---|");
    let _ = writeln!(
        out,
        "| operands | {} |",
        values(def.operands, def.operand_types)
    );
    let _ = writeln!(
        out,
        "| results | {} |",
        values(def.results, def.result_types)
    );
    let _ = writeln!(out, "| attributes | {} |", attributes(def));
    let _ = writeln!(out, "| traits | {} |", traits(def.traits));
    if def.successors != Arity::Exact(0) {
        let _ = writeln!(out, "| successors | {} |", def.successors);
    }
    if def.regions != Arity::Exact(0) {
        let _ = writeln!(out, "| regions | {} |", def.regions);
    }
    let form = if def.syntax.is_some() {
        "custom: prints without quotes"
    } else {
        "generic only"
    };
    let _ = writeln!(out, "| text form | {form} |");
    let hook = if def.verify.is_some() { "yes" } else { "no" };
    let _ = writeln!(out, "| verify hook | {hook} |");
}

/// `none`, or the count and each position's constraint; the last
/// constraint repeats for further values.
fn values(arity: Arity, constraints: &[TypeConstraint]) -> String {
    if arity == Arity::Exact(0) {
        return "none".to_string();
    }
    let max = match arity {
        Arity::Exact(k) | Arity::Between(_, k) => Some(k as usize),
        Arity::AtLeast(_) => None,
    };
    let shown = max.map_or(constraints.len(), |m| m.min(constraints.len()));
    if shown == 0 {
        return format!("{arity}, of any type");
    }
    let repeats = match max {
        None => true,
        Some(m) => m > shown,
    };
    let parts: Vec<String> = constraints[..shown]
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let more = if repeats && i + 1 == shown {
                " and after"
            } else {
                ""
            };
            format!("`#{i}`{more}: {}", cell(&c.to_string()))
        })
        .collect();
    format!("{arity}: {}", parts.join("; "))
}

fn attributes(def: &OpDef) -> String {
    if def.attrs.is_empty() {
        return "none declared".to_string();
    }
    let parts: Vec<String> = def
        .attrs
        .iter()
        .map(|a| {
            let need = if a.required { "required" } else { "optional" };
            format!("`{}`: {}, {need}", a.name, kind(a.kind))
        })
        .collect();
    parts.join("; ")
}

fn kind(k: AttrKind) -> &'static str {
    match k {
        AttrKind::Any => "any attribute",
        AttrKind::Unit => "unit",
        AttrKind::Bool => "bool",
        AttrKind::Int => "integer",
        AttrKind::Float => "float",
        AttrKind::Str => "string",
        AttrKind::Type => "type",
        AttrKind::Symbol => "symbol",
        AttrKind::Array => "array",
        AttrKind::Dict => "dictionary",
        AttrKind::Constant => "typed constant",
    }
}

fn traits(t: Traits) -> String {
    let names: Vec<String> = t.iter_names().map(|(n, _)| format!("`{n}`")).collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(", ")
    }
}

/// The `hl` op's doc comment, one leading space off each line, without its
/// first paragraph (the one-line summary, which the definition's summary
/// already says).
fn hl_extra(def: &OpDef, out: &mut String) {
    let Some(doc) = hl::op_doc(def.name) else {
        return;
    };
    let lines = doc.lines().map(|l| l.strip_prefix(' ').unwrap_or(l));
    for line in lines.skip_while(|l| !l.is_empty()).skip(1) {
        let _ = writeln!(out, "{line}");
    }
}

/// The intrinsic of a `dx` op: its name, overloaded types and declaration
/// attributes.
fn dx_extra(def: &OpDef, out: &mut String) {
    let Some(intr) = dx::intrinsic_by_op(def.name) else {
        return;
    };
    let _ = write!(out, "Intrinsic `{}`", intr.llvm_name);
    if intr.overloads.is_empty() {
        out.push_str(", not overloaded");
    } else {
        let parts: Vec<String> = intr
            .overloads
            .iter()
            .map(|o| match o {
                dx::Overload::Ret => "the result".to_string(),
                dx::Overload::RetField(i) => format!("field {i} of the result"),
                dx::Overload::Arg(i) => format!("argument {i}"),
            })
            .collect();
        let _ = write!(out, ", overloaded on {}", parts.join(", "));
    }
    let _ = writeln!(out, "; declared `{}`.", intr.fn_attrs.join(" "));
}

/// The DXIL op table's entry, as `dxir ops NAME` prints it.
fn dxil_extra(def: &OpDef, out: &mut String) {
    if let Some(op) = dxil::op_by_dialect_name(def.name) {
        let _ = writeln!(out, "```text\n{op}\n```");
    }
}
