//! The LLVM IR reader against the clang 22 corpus in `tests/corpus/ll`:
//! every file parses, and the AST agrees with counts taken independently
//! from the text. Also: truncated and mutated corpus files never panic.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use dxir_dialects::translate::llvm::ast::*;
use dxir_dialects::translate::llvm::parse;

fn corpus() -> Vec<(PathBuf, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 200,
        "corpus looks incomplete: {} files",
        files.len()
    );
    files
        .into_iter()
        .map(|p| {
            let s = std::fs::read_to_string(&p).expect("read corpus file");
            (p, s)
        })
        .collect()
}

/// Facts read off the text line by line, independently of the parser.
struct TextFacts {
    functions: usize,
    definitions: usize,
    globals: usize,
    attr_groups: usize,
    metadata_defs: usize,
    named_metadata: usize,
    /// (line, col) of every instruction: lines inside a body that start with
    /// exactly two spaces (switch case lines are indented further; the
    /// switch's closing `]` is not an instruction).
    inst_positions: Vec<(u32, u32)>,
}

fn text_facts(src: &str) -> TextFacts {
    let mut f = TextFacts {
        functions: 0,
        definitions: 0,
        globals: 0,
        attr_groups: 0,
        metadata_defs: 0,
        named_metadata: 0,
        inst_positions: Vec::new(),
    };
    let mut in_body = false;
    for (i, line) in src.lines().enumerate() {
        let lineno = i as u32 + 1;
        if in_body {
            if line == "}" {
                in_body = false;
            } else if line.starts_with("  ") && !line.starts_with("   ") && !line.starts_with("  ]")
            {
                f.inst_positions.push((lineno, 3));
            }
            continue;
        }
        if line.starts_with("define ") {
            f.functions += 1;
            f.definitions += 1;
            in_body = line.ends_with('{');
        } else if line.starts_with("declare ") {
            f.functions += 1;
        } else if line.starts_with('@') {
            f.globals += 1;
        } else if line.starts_with("attributes #") {
            f.attr_groups += 1;
        } else if line.starts_with('!') {
            if line.as_bytes().get(1).is_some_and(u8::is_ascii_digit) {
                f.metadata_defs += 1;
            } else {
                f.named_metadata += 1;
            }
        }
    }
    f
}

fn check_refs(path: &Path, m: &Module<'_>) {
    let groups: HashSet<u32> = m.attr_groups.iter().map(|g| g.id).collect();
    let nodes: HashSet<u32> = m.metadata.iter().map(|d| d.id).collect();
    let check_attrs = |attrs: &[Attribute<'_>], what: &str| {
        for a in attrs {
            if let Attribute::Group(id) = a {
                assert!(
                    groups.contains(id),
                    "{}: {what} refers to missing #{id}",
                    path.display()
                );
            }
        }
    };
    let check_md = |md: &[MdAttachment<'_>], what: &str| {
        for a in md {
            if let Metadata::Ref(id) = a.node {
                assert!(
                    nodes.contains(&id),
                    "{}: {what} refers to missing !{id}",
                    path.display()
                );
            }
        }
    };
    for nm in &m.named_metadata {
        for id in &nm.nodes {
            assert!(
                nodes.contains(id),
                "{}: !{} refers to missing !{id}",
                path.display(),
                nm.name
            );
        }
    }
    for d in &m.metadata {
        for op in &d.node.operands {
            if let Metadata::Ref(id) = op {
                assert!(
                    nodes.contains(id),
                    "{}: !{} refers to missing !{id}",
                    path.display(),
                    d.id
                );
            }
        }
    }
    for f in &m.functions {
        check_attrs(&f.fn_attrs, "function");
        check_md(&f.metadata, "function");
        let unnamed_params = f.params.iter().filter(|p| p.name.is_none()).count() as u32;
        let mut labels: HashSet<Name<'_>> = HashSet::new();
        for (i, b) in f.blocks().iter().enumerate() {
            match &b.label {
                Some(l) => assert!(labels.insert(*l), "{}: duplicate label {l}", path.display()),
                None => {
                    assert_eq!(
                        i,
                        0,
                        "{}: only the entry block is unlabelled here",
                        path.display()
                    );
                    labels.insert(Name::Numbered(unnamed_params));
                }
            }
        }
        for b in f.blocks() {
            let last = b.insts.last().expect("non-empty block");
            assert!(
                last.kind.is_terminator(),
                "{}: block ends in a terminator",
                path.display()
            );
            for inst in &b.insts {
                check_md(&inst.metadata, "instruction");
                let mut targets: Vec<&Name<'_>> = Vec::new();
                match &inst.kind {
                    InstKind::Phi { incoming, .. } => {
                        targets.extend(incoming.iter().map(|(_, bb)| bb))
                    }
                    InstKind::Br(d) => targets.push(d),
                    InstKind::CondBr {
                        if_true, if_false, ..
                    } => targets.extend([if_true, if_false]),
                    InstKind::Switch { default, cases, .. } => {
                        targets.push(default);
                        targets.extend(cases.iter().map(|(_, d)| d));
                    }
                    InstKind::Call(c) => check_attrs(&c.fn_attrs, "call"),
                    _ => {}
                }
                for t in targets {
                    assert!(
                        labels.contains(t),
                        "{}:{}: block %{t} does not exist in @{}",
                        path.display(),
                        inst.pos,
                        f.name
                    );
                }
            }
        }
    }
}

#[test]
fn every_corpus_file_parses_and_matches_the_text() {
    let mut total_insts = 0;
    let mut phis = 0;
    for (path, src) in corpus() {
        let m = parse(&src).unwrap_or_else(|e| panic!("{}:{e}", path.display()));
        let facts = text_facts(&src);
        let name = path.display();
        assert_eq!(m.functions.len(), facts.functions, "{name}: functions");
        assert_eq!(
            m.functions.iter().filter(|f| f.is_definition()).count(),
            facts.definitions,
            "{name}: definitions"
        );
        assert_eq!(m.globals.len(), facts.globals, "{name}: globals");
        assert_eq!(
            m.attr_groups.len(),
            facts.attr_groups,
            "{name}: attribute groups"
        );
        assert_eq!(
            m.metadata.len(),
            facts.metadata_defs,
            "{name}: metadata nodes"
        );
        assert_eq!(
            m.named_metadata.len(),
            facts.named_metadata,
            "{name}: named metadata"
        );
        assert!(m.source_filename.is_some() && m.triple.is_some() && m.data_layout.is_some());
        assert!(
            m.module_id.is_some_and(|id| id.ends_with(".hlsl")),
            "{name}: module id"
        );

        let positions: Vec<(u32, u32)> = m
            .functions
            .iter()
            .flat_map(|f| f.blocks())
            .flat_map(|b| &b.insts)
            .map(|i| (i.pos.line, i.pos.col))
            .collect();
        assert_eq!(
            positions, facts.inst_positions,
            "{name}: instruction positions"
        );
        total_insts += positions.len();
        phis += m
            .functions
            .iter()
            .flat_map(|f| f.blocks())
            .flat_map(|b| &b.insts)
            .filter(|i| matches!(i.kind, InstKind::Phi { .. }))
            .count();

        // Functions and globals sit at column 1 of their line.
        for f in &m.functions {
            assert_eq!(f.pos.col, 1);
            let line = src.lines().nth(f.pos.line as usize - 1).unwrap_or("");
            assert!(
                line.starts_with("define") || line.starts_with("declare"),
                "{name}: {line}"
            );
        }
        for g in &m.globals {
            let line = src.lines().nth(g.pos.line as usize - 1).unwrap_or("");
            assert!(line.starts_with(&format!("@{}", g.name)), "{name}: {line}");
        }
        check_refs(&path, &m);
    }
    assert!(total_insts > 10_000, "{total_insts} instructions");
    assert!(phis > 0);
}

#[test]
fn corpus_specifics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let src = std::fs::read_to_string(dir.join("loops.sm6_6.O3.ll")).expect("loops");
    let m = parse(&src).expect("parses");
    let main = &m.functions[0];
    assert_eq!(main.name, Name::Named("main"));
    assert_eq!(main.unnamed_addr, Some(UnnamedAddr::Local));
    assert_eq!(main.fn_attrs, vec![Attribute::Group(0)]);
    let b = main.blocks();
    assert_eq!(b[0].label, Some(Name::Named("entry")));
    let InstKind::Phi { fmf, incoming, .. } = &b[2].insts[0].kind else {
        panic!("phi expected")
    };
    assert!(fmf.nsz && !fmf.nnan);
    assert_eq!(incoming.len(), 2);
    let attrs = &m.attr_groups[0].attrs;
    assert!(attrs.contains(&Attribute::Str {
        key: "hlsl.numthreads".into(),
        value: Some("64,1,1".into())
    }));
    assert!(attrs.iter().any(|a| a.name() == Some("memory")));
    // `!9 = distinct !{!9, !10}`
    let n9 = m.metadata.iter().find(|d| d.id == 9).expect("!9");
    assert!(n9.node.distinct);
    assert_eq!(n9.node.operands, vec![Metadata::Ref(9), Metadata::Ref(10)]);

    let src = std::fs::read_to_string(dir.join("cbuffer.sm6_6.O0.ll")).expect("cbuffer");
    let m = parse(&src).expect("parses");
    let layout = &m.type_defs[0];
    assert_eq!(layout.name, Name::Named("__cblayout_Params"));
    assert!(
        matches!(m.ty(layout.body.expect("body")), Type::Struct { packed: true, fields } if fields.len() == 3)
    );
    let scale = m
        .globals
        .iter()
        .find(|g| g.name == Name::Named("scale"))
        .expect("@scale");
    assert_eq!(scale.addrspace, Some(2));
    assert_eq!(scale.init, None);
    assert_eq!(scale.linkage, Some(Linkage::External));
}

/// Every char-boundary prefix at many offsets must give `Ok` or `Err`.
#[test]
fn truncated_corpus_files_never_panic() {
    let mut errors = 0usize;
    let mut runs = 0usize;
    let files = corpus();
    // Every offset of the two smallest files, a sample of 40 for the rest.
    let mut by_size: Vec<usize> = (0..files.len()).collect();
    by_size.sort_by_key(|&i| files[i].1.len());
    let every: HashSet<usize> = by_size.into_iter().take(2).collect();
    for (i, (_, src)) in files.iter().enumerate() {
        let step = if every.contains(&i) {
            1
        } else {
            (src.len() / 40).max(1)
        };
        let mut at = 0;
        while at <= src.len() {
            if src.is_char_boundary(at) {
                runs += 1;
                if parse(&src[..at]).is_err() {
                    errors += 1;
                }
            }
            at += step;
        }
    }
    assert!(runs > 5_000 && errors > 0, "{runs} runs, {errors} errors");
}

/// Overwriting bytes with syntax characters must give `Ok` or `Err`.
#[test]
fn mutated_corpus_files_never_panic() {
    const NOISE: &[u8] = b"{}[]()<>\"!%@#,;=x0-.:\n\\c*^$|";
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for (_, src) in corpus().iter().step_by(3) {
        for _ in 0..40 {
            let mut bytes = src.clone().into_bytes();
            for _ in 0..1 + next() % 3 {
                let at = (next() % bytes.len() as u64) as usize;
                bytes[at] = NOISE[(next() % NOISE.len() as u64) as usize];
            }
            if let Ok(s) = String::from_utf8(bytes) {
                let _ = parse(&s);
            }
        }
    }
}

/// `tests/data/kitchen_sink.ll` holds every construct the reader accepts
/// (checked valid with LLVM 22's `llvm-as -disable-verify`), and
/// `kitchen_sink.dis.ll` is LLVM's own re-printing of it.
#[test]
fn kitchen_sink_parses_both_as_written_and_as_llvm_prints_it() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    for file in ["kitchen_sink.ll", "kitchen_sink.dis.ll"] {
        let src = std::fs::read_to_string(dir.join(file)).expect("read");
        let m = parse(&src).unwrap_or_else(|e| panic!("{file}:{e}"));
        let facts = text_facts(&src);
        assert_eq!(m.functions.len(), facts.functions, "{file}");
        assert_eq!(m.globals.len(), facts.globals, "{file}");
        let positions: Vec<(u32, u32)> = m
            .functions
            .iter()
            .flat_map(|f| f.blocks())
            .flat_map(|b| &b.insts)
            .map(|i| (i.pos.line, i.pos.col))
            .collect();
        assert_eq!(positions, facts.inst_positions, "{file}");
        assert_eq!(positions.len(), 63, "{file}");
        check_refs(Path::new(file), &m);
        let f = &m.functions[0];
        assert_eq!(f.cc, Some(CallingConv::Named("fastcc")));
        assert!(f.vararg);
        assert_eq!(f.section.as_deref(), Some("text"));
        let b = f.blocks();
        assert_eq!(b.len(), 4);
        assert!(matches!(b[2].label, Some(Name::Numbered(_))), "{file}");
        assert_eq!(b[3].label, Some(Name::Named("q b")));
        let q = m
            .globals
            .iter()
            .find(|g| g.name == Name::Named("q g"))
            .expect("@\"q g\"");
        assert_eq!(
            q.init,
            Some(Value::CString(b"a\"b\0".to_vec().into_boxed_slice()))
        );
        let big = m
            .globals
            .iter()
            .find(|g| g.name == Name::Named("big"))
            .expect("@big");
        assert_eq!(
            big.init,
            Some(Value::BigInt("170141183460469231731687303715884105727"))
        );
        let casts: Vec<CastOp> = b
            .iter()
            .flat_map(|b| &b.insts)
            .filter_map(|i| match i.kind {
                InstKind::Cast { op, .. } => Some(op),
                _ => None,
            })
            .collect();
        assert_eq!(casts.len(), 14, "{file}: every cast once");
    }
}
