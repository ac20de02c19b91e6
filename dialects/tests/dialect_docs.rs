//! The committed `docs/dialects/*.md` are what the op definitions generate.
//!
//! Regenerate them with `cargo run -- docs docs/dialects`, or with
//! `DXIR_BLESS=1 cargo test -p dxir-dialects --test dialect_docs`.

use std::path::PathBuf;

fn docs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs/dialects")
}

#[test]
fn committed_dialect_docs_are_up_to_date() {
    let dir = docs_dir();
    if std::env::var_os("DXIR_BLESS").is_some() {
        if let Err(e) = dxir_dialects::write_dialect_docs(&dir) {
            panic!("cannot write {}: {e}", dir.display());
        }
    }
    let mut stale = Vec::new();
    for (file, generated) in dxir_dialects::dialect_docs() {
        let path = dir.join(&file);
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != generated {
            let line = committed
                .lines()
                .zip(generated.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| committed.lines().count().min(generated.lines().count()))
                + 1;
            stale.push(format!(
                "docs/dialects/{file} is out of date (first difference at line {line}); \
                 run `cargo run -- docs docs/dialects` \
                 (or `DXIR_BLESS=1 cargo test -p dxir-dialects --test dialect_docs`)"
            ));
        }
    }
    assert!(stale.is_empty(), "{}", stale.join("\n"));
}

#[test]
fn pages_cover_every_op_of_every_dialect() {
    let registry = dxir_dialects::registry();
    let docs = dxir_dialects::dialect_docs();
    let files: Vec<&str> = docs.iter().map(|(f, _)| f.as_str()).collect();
    assert_eq!(files, ["llvm.md", "dx.md", "dxil.md", "hl.md"]);
    for dialect in registry.dialects() {
        let page = dxir_dialects::dialect_markdown(dialect);
        let (_, generated) = docs
            .iter()
            .find(|(f, _)| *f == format!("{}.md", dialect.name))
            .unwrap_or_else(|| panic!("no page for {}", dialect.name));
        assert_eq!(&page, generated);
        for def in dialect.ops {
            assert!(
                page.contains(&format!("\n### `{}`\n", def.name)),
                "{} has no section for {}",
                dialect.name,
                def.name
            );
        }
    }
}

#[test]
fn pages_carry_what_each_dialect_knows_beyond_the_definitions() {
    let page = |name: &str| {
        dxir_dialects::dialect_docs()
            .into_iter()
            .find(|(f, _)| f == name)
            .map(|(_, p)| p)
            .unwrap_or_default()
    };
    let dxil = page("dxil.md");
    assert!(
        dxil.contains("dxil.bufferLoad (opcode 68)"),
        "the table entry"
    );
    assert!(dxil.contains("class:      bufferLoad"));
    let dx = page("dx.md");
    assert!(dx.contains("Intrinsic `llvm.dx.resource.handlefrombinding`, overloaded on the result"));
    let hl = page("hl.md");
    assert!(
        hl.contains("## Arrays, sub-arrays and local copies"),
        "the introduction"
    );
    assert!(
        hl.contains("| `resource`: symbol, required |")
            || hl.contains("`resource`: symbol, required")
    );
    assert!(hl.contains("Lowered by `lower-hl`"), "the op docs");
    let llvm = page("llvm.md");
    assert!(llvm.contains("| [`llvm.add`](#llvmadd) |"));
}

#[test]
fn a_dialect_outside_dxir_gets_a_page_from_its_table() {
    use dxir_ir::{Arity, AttrKind, AttrSpec, Dialect, OpDef, Traits, TypeConstraint};
    static EX: Dialect = Dialect {
        name: "ex",
        summary: "An example | with a bar.",
        ops: &[
            OpDef {
                operands: Arity::AtLeast(1),
                results: Arity::Exact(1),
                operand_types: &[TypeConstraint::Ptr, TypeConstraint::IntLike],
                attrs: &[AttrSpec {
                    name: "k",
                    kind: AttrKind::Int,
                    required: false,
                }],
                traits: Traits::PURE.union(Traits::COMMUTATIVE),
                ..OpDef::base("ex.a", "Does a.")
            },
            OpDef {
                successors: Arity::Exact(2),
                regions: Arity::Between(0, 1),
                traits: Traits::TERMINATOR,
                ..OpDef::base("ex.a", "A second op of the same name.")
            },
        ],
    };
    let page = dxir_dialects::dialect_markdown(&EX);
    let want = [
        "# The `ex` dialect\n\nAn example | with a bar.\n",
        "| [`ex.a`](#exa) | Does a. |",
        "| [`ex.a`](#exa-1) | A second op of the same name. |",
        "| operands | at least 1: `#0`: a pointer; `#1` and after: an integer or integer vector |",
        "| results | 1, of any type |",
        "| attributes | `k`: integer, optional |",
        "| traits | `PURE`, `COMMUTATIVE` |",
        "| successors | 2 |",
        "| regions | 0 to 1 |",
        "| text form | generic only |",
        "| verify hook | no |",
        "| attributes | none declared |",
        "| operands | none |",
    ];
    for w in want {
        assert!(page.contains(w), "missing {w:?} in\n{page}");
    }
    assert_eq!(page, dxir_dialects::dialect_markdown(&EX), "deterministic");
}
