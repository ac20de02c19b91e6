//! dxir's LLVM IR import and export against LLVM's own text round trip.
//!
//! `cargo bench -p dxir-dialects --bench llvm_roundtrip` times, on one
//! module of about a million instructions, in the same run:
//! - dxir: read the file, import it (parse + build dxir IR), export it and
//!   write the text;
//! - LLVM 22: `llvm-as FILE -o F.bc` followed by `llvm-dis F.bc -o F.ll`
//!   (parse + verify + bitcode, then bitcode + text).
//!
//! The module is `$DXIR_PERF_DIR/L.ll` (default `/tmp/dxir-perf`, written
//! by `shared/bench/gen.sh L`) when present; otherwise the corpus' largest
//! file with its definitions replicated under new names, written to the
//! system temporary directory. Rounds alternate between the two and the
//! best and median of each are printed; `LLVM_ROUNDTRIP_BENCH_ROUNDS`
//! changes the number of rounds (default 3). Without LLVM's tools only
//! dxir is timed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use dxir_dialects::llvm_tools::find_tool;
use dxir_dialects::translate::llvm::{export_module, import_module, parse};

/// Copies every `define` of `src`, renaming `@f` to `@f.rN` in each copy's
/// header, until the module holds about `insts` instructions.
fn replicate(src: &str, insts: usize) -> String {
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
    let per_copy = instruction_count(src).max(1);
    let copies = (insts / per_copy).max(1);
    let mut out = rest;
    for k in 0..copies {
        for d in &defs {
            let at = d.find('@').unwrap_or(0);
            let paren = d[at..].find('(').map_or(at, |p| at + p);
            out.push_str(&d[..paren]);
            out.push_str(&format!(".r{k}"));
            out.push_str(&d[paren..]);
        }
    }
    out
}

fn instruction_count(src: &str) -> usize {
    let m = parse(src).expect("the bench input parses");
    m.functions
        .iter()
        .flat_map(|f| f.blocks())
        .map(|b| b.insts.len())
        .sum()
}

/// The input file: L.ll, or a replicated corpus file.
fn input() -> PathBuf {
    let dir = std::env::var("DXIR_PERF_DIR").unwrap_or_else(|_| "/tmp/dxir-perf".to_string());
    let l = Path::new(&dir).join("L.ll");
    if l.is_file() {
        return l;
    }
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let largest = std::fs::read_dir(&corpus)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .max_by_key(|p| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0))
        .expect("a corpus file");
    let src = std::fs::read_to_string(largest).expect("corpus file");
    let path = std::env::temp_dir().join("dxir-llvm-roundtrip-bench.ll");
    std::fs::write(&path, replicate(&src, 1_000_000)).expect("write the bench input");
    path
}

/// dxir's round trip; the import and export times.
fn dxir_round(input: &Path, output: &Path) -> (Duration, Duration) {
    let t = Instant::now();
    let src = std::fs::read_to_string(input).expect("read the input");
    let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
    let m = import_module(&cx, &src, &input.display().to_string()).expect("the input imports");
    let imported = t.elapsed();
    let t = Instant::now();
    let text = export_module(&cx, &m).expect("the module exports");
    std::fs::write(output, text).expect("write the output");
    let exported = t.elapsed();
    // Dropping the module and the source is not part of either figure.
    drop((m, src));
    (imported, exported)
}

/// `llvm-as` then `llvm-dis`; their times.
fn llvm_round(as_: &Path, dis: &Path, input: &Path, scratch: &Path) -> (Duration, Duration) {
    let bc = scratch.join("bench.bc");
    let ll = scratch.join("bench.llvm.ll");
    let t = Instant::now();
    let ok = Command::new(as_)
        .arg(input)
        .arg("-o")
        .arg(&bc)
        .status()
        .expect("llvm-as runs");
    assert!(ok.success(), "llvm-as failed");
    let assembled = t.elapsed();
    let t = Instant::now();
    let ok = Command::new(dis)
        .arg(&bc)
        .arg("-o")
        .arg(&ll)
        .status()
        .expect("llvm-dis runs");
    assert!(ok.success(), "llvm-dis failed");
    (assembled, t.elapsed())
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// Best and median of `xs`.
fn best_median(mut xs: Vec<f64>) -> (f64, f64) {
    xs.sort_by(f64::total_cmp);
    (xs[0], xs[xs.len() / 2])
}

fn main() {
    let rounds: usize = std::env::var("LLVM_ROUNDTRIP_BENCH_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3)
        .max(1);
    let input = input();
    let src = std::fs::read_to_string(&input).expect("read the input");
    let (bytes, insts) = (src.len(), instruction_count(&src));
    drop(src);
    println!(
        "input: {} ({:.1} MB, {insts} instructions)",
        input.display(),
        bytes as f64 / 1e6
    );
    let scratch = std::env::temp_dir();
    let out = scratch.join("dxir-llvm-roundtrip-bench.out.ll");
    let tools = find_tool("llvm-as").zip(find_tool("llvm-dis"));
    if tools.is_none() {
        println!("skipped: LLVM 22 tools not found; timing dxir alone");
    }
    let (mut dxir, mut dxir_import, mut dxir_export) = (Vec::new(), Vec::new(), Vec::new());
    let (mut llvm, mut llvm_as, mut llvm_dis) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (i, e) = dxir_round(&input, &out);
        dxir.push(secs(i + e));
        dxir_import.push(secs(i));
        dxir_export.push(secs(e));
        if let Some((as_, dis)) = &tools {
            let (a, d) = llvm_round(as_, dis, &input, &scratch);
            llvm.push(secs(a + d));
            llvm_as.push(secs(a));
            llvm_dis.push(secs(d));
        }
    }
    let row = |name: &str, total: Vec<f64>, parts: [(&str, Vec<f64>); 2]| {
        let (best, median) = best_median(total);
        let mut line = format!(
            "{name:<22} best {best:>6.2} s  median {median:>6.2} s  {:>6.1} MB/s {:>5.2} M insts/s",
            bytes as f64 / 1e6 / best,
            insts as f64 / 1e6 / best
        );
        for (part, xs) in parts {
            line.push_str(&format!("  ({part} {:.2} s)", best_median(xs).0));
        }
        println!("{line}");
        best
    };
    let d = row(
        "dxir import+export",
        dxir,
        [("import", dxir_import), ("export", dxir_export)],
    );
    if tools.is_some() {
        let l = row(
            "llvm-as + llvm-dis",
            llvm,
            [("llvm-as", llvm_as), ("llvm-dis", llvm_dis)],
        );
        println!(
            "dxir is {:.2}x as fast as llvm-as + llvm-dis ({})",
            l / d,
            if d <= l { "ok" } else { "SLOWER" }
        );
    }
}
