//! Throughput of the LLVM IR text parser.
//!
//! `cargo bench -p dxir-dialects --bench llparse` parses
//! 1. every corpus file under `tests/corpus/ll`, several rounds;
//! 2. a ~50 MB module built in memory by replicating the corpus' function
//!    definitions under new names;
//! 3. `$DXIR_PERF_DIR/{M,L}.ll` (default `/tmp/dxir-perf`) when present,
//!    as written by `shared/bench/gen.sh`.
//!
//! and prints MB/s (10^6 bytes per second) and instructions per second.
//! Set `LLPARSE_BENCH_ROUNDS` to change the number of timed rounds.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use dxir_dialects::translate::llvm::parse;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll")
}

fn instruction_count(src: &str) -> usize {
    let m = parse(src).expect("bench input parses");
    m.functions
        .iter()
        .flat_map(|f| f.blocks())
        .map(|b| b.insts.len())
        .sum()
}

/// Best-of-`rounds` times of parsing every input once, without and with
/// dropping the ASTs (the importer pays for the drop too, later).
fn time_parse(inputs: &[String], rounds: usize) -> (Duration, Duration) {
    let mut best = (Duration::MAX, Duration::MAX);
    for _ in 0..rounds {
        let t = Instant::now();
        let modules: Vec<_> = inputs
            .iter()
            .map(|src| parse(src).expect("bench input parses"))
            .collect();
        let parsed = t.elapsed();
        std::hint::black_box(&modules);
        drop(modules);
        best = (best.0.min(parsed), best.1.min(t.elapsed()));
    }
    best
}

fn report(name: &str, inputs: &[String], rounds: usize) {
    let bytes: usize = inputs.iter().map(String::len).sum();
    let insts: usize = inputs.iter().map(|s| instruction_count(s)).sum();
    let (parse_only, with_drop) = time_parse(inputs, rounds);
    let secs = parse_only.as_secs_f64();
    println!(
        "{name:<28} {:>7.2} MB {:>8} insts  parse {:>8.2} ms {:>6.1} MB/s {:>5.2} M insts/s  (+drop {:>6.1} MB/s)",
        bytes as f64 / 1e6,
        insts,
        secs * 1e3,
        bytes as f64 / 1e6 / secs,
        insts as f64 / 1e6 / secs,
        bytes as f64 / 1e6 / with_drop.as_secs_f64(),
    );
}

/// Copies every `define` of `src` `copies` times, renaming `@f` to `@f.rN`
/// in the copy's header, until the module holds about `target` bytes.
fn replicate(src: &str, target: usize) -> String {
    let mut defs = Vec::new();
    let mut rest = String::new();
    let mut cur: Option<String> = None;
    for line in src.lines() {
        if let Some(body) = cur.as_mut() {
            body.push_str(line);
            body.push('\n');
            if line == "}" {
                defs.push(cur.take().unwrap_or_default());
            }
        } else if line.starts_with("define ") {
            cur = Some(format!("{line}\n"));
        } else {
            rest.push_str(line);
            rest.push('\n');
        }
    }
    let defs_len: usize = defs.iter().map(String::len).sum::<usize>().max(1);
    let copies = (target / defs_len).max(1);
    let mut out = String::with_capacity(rest.len() + defs_len * copies + copies * 16);
    out.push_str(&rest);
    for k in 0..copies {
        for d in &defs {
            // The header's name is the first `@...(`.
            let at = d.find('@').unwrap_or(0);
            let paren = d[at..].find('(').map_or(at, |p| at + p);
            out.push_str(&d[..paren]);
            out.push_str(&format!(".r{k}"));
            out.push_str(&d[paren..]);
        }
    }
    out
}

fn main() {
    let rounds: usize = std::env::var("LLPARSE_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let corpus: Vec<String> = files
        .iter()
        .map(|p| std::fs::read_to_string(p).expect("corpus file"))
        .collect();
    report(
        &format!("corpus ({} files)", corpus.len()),
        &corpus,
        rounds * 4,
    );

    // One module made of every corpus file's definitions, replicated. Each
    // file keeps its own declarations, so take the largest file as the base.
    let base = corpus
        .iter()
        .max_by_key(|s| s.len())
        .cloned()
        .unwrap_or_default();
    let big = replicate(&base, 50_000_000);
    report("replicated corpus module", &[big], rounds);

    let dir = std::env::var("DXIR_PERF_DIR").unwrap_or_else(|_| "/tmp/dxir-perf".to_string());
    for name in ["M", "L"] {
        let path = Path::new(&dir).join(format!("{name}.ll"));
        if let Ok(src) = std::fs::read_to_string(&path) {
            report(&format!("{}", path.display()), &[src], rounds.min(3));
        }
    }
}
