//! The importer on broken input: corpus files with lines deleted, repeated
//! or swapped, and names and types exchanged. Importing must give `Ok` or
//! an error, never panic; what imports must export, and the export must
//! import and export to the same text again.

use std::path::{Path, PathBuf};

use dxir_dialects::translate::llvm::{export_module, import_module};
use dxir_ir::{verify_module, Context, VerifyOptions};

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The `%name` / `%N` tokens of a text, as byte ranges.
fn locals(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b".-_$".contains(&b[i])) {
                i += 1;
            }
            if i > start + 1 {
                out.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = src.lines().collect();
    let n = lines.len();
    match rng.below(6) {
        0 => {
            let k = rng.below(n);
            let mut l = lines.clone();
            l.remove(k);
            l.join("\n")
        }
        1 => {
            let k = rng.below(n);
            let mut l = lines.clone();
            l.insert(k, lines[k]);
            l.join("\n")
        }
        2 => {
            let (a, b) = (rng.below(n), rng.below(n));
            let mut l = lines.clone();
            l.swap(a, b);
            l.join("\n")
        }
        3 => {
            let names = locals(src);
            if names.len() < 2 {
                return src.to_string();
            }
            let (at, from) = (names[rng.below(names.len())], names[rng.below(names.len())]);
            format!("{}{}{}", &src[..at.0], &src[from.0..from.1], &src[at.1..])
        }
        4 => {
            let pairs = [
                ("i32 ", "i64 "),
                ("float ", "i32 "),
                ("ptr ", "i32 "),
                ("i1 ", "i8 "),
                ("<4 x float>", "<3 x float>"),
                ("double ", "float "),
            ];
            let (from, to) = pairs[rng.below(pairs.len())];
            let hits: Vec<usize> = src.match_indices(from).map(|m| m.0).collect();
            if hits.is_empty() {
                return src.to_string();
            }
            let at = hits[rng.below(hits.len())];
            format!("{}{}{}", &src[..at], to, &src[at + from.len()..])
        }
        _ => {
            let words = [
                "0",
                "-1",
                "undef",
                "poison",
                "null",
                "zeroinitializer",
                "true",
                "1.5",
            ];
            let w = words[rng.below(words.len())];
            let hits: Vec<usize> = src.match_indices(", ").map(|m| m.0 + 2).collect();
            if hits.is_empty() {
                return src.to_string();
            }
            let at = hits[rng.below(hits.len())];
            let end = src[at..]
                .find([',', ')', ' ', '\n', ']'])
                .map_or(src.len(), |e| at + e);
            format!("{}{}{}", &src[..at], w, &src[end..])
        }
    }
}

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("corpus")
        .map(|e| e.expect("dir entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

#[test]
fn mutated_corpus_files_import_or_fail_cleanly() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut ok, mut err) = (0, 0);
    let mut failures = Vec::new();
    // `DXIR_MUTATION_ROUNDS=N` explores more (every file, N mutants each).
    let rounds: Option<usize> = std::env::var("DXIR_MUTATION_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok());
    let step = if rounds.is_some() { 1 } else { 3 };
    for path in corpus().iter().step_by(step) {
        let src = std::fs::read_to_string(path).expect("read");
        for round in 0..rounds.unwrap_or(12) {
            let text = mutate(&src, &mut rng);
            let name = format!("{}#{round}", path.display());
            let cx = Context::with_registry(dxir_dialects::registry());
            if let Some(dir) = std::env::var_os("DXIR_DUMP_MUTANTS") {
                let base = path.file_stem().and_then(|s| s.to_str()).unwrap_or("m");
                let file = Path::new(&dir).join(format!("{base}.{round}.ll"));
                let _ = std::fs::write(file, &text);
            }
            let Ok(m) = import_module(&cx, &text, &name) else {
                err += 1;
                continue;
            };
            ok += 1;
            let _ = verify_module(&cx, &m, &VerifyOptions::default());
            let once = match export_module(&cx, &m) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("{name}: imported but does not export: {e}"));
                    continue;
                }
            };
            let cx2 = Context::with_registry(dxir_dialects::registry());
            let twice = import_module(&cx2, &once, &name)
                .map_err(|e| e.to_string())
                .and_then(|m| export_module(&cx2, &m).map_err(|e| e.to_string()));
            if twice.as_deref() != Ok(once.as_str()) {
                failures.push(format!("{name}: export is not a fixed point: {twice:?}"));
            }
        }
    }
    println!("{ok} mutants imported, {err} rejected");
    assert!(ok > 0 && err > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
