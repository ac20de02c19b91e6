//! Times the `dxir opt` stages on a generated module: parse, `cse,dce` on 1
//! and 2 threads, print.
//!
//! `cargo bench --bench pipeline [-- FUNCTIONS OPS_PER_FUNCTION RUNS]`
//! (defaults: 2000 functions of about 100 ops, 5 runs). Each figure is the
//! median of the runs; every run starts from a fresh parse.

use dxir::{parse_module, print_module, PassManager, PassRegistry};
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn report(what: &str, times: Vec<Duration>, bytes: usize) {
    let t = median(times);
    println!(
        "{what:<22} {:>9.2} ms  {:>7.1} MB/s",
        t.as_secs_f64() * 1e3,
        bytes as f64 / 1e6 / t.as_secs_f64()
    );
}

fn main() {
    // `cargo bench` passes `--bench`; only bare numbers are ours.
    let nums: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let functions = nums.first().copied().unwrap_or(2000);
    let ops = nums.get(1).copied().unwrap_or(100);
    let runs = nums.get(2).copied().unwrap_or(5).max(1);

    let cx = dxir::context();
    let text = print_module(&cx, &dxir::testgen::big_module(&cx, functions, ops));
    let count =
        |m: &dxir::Module| -> usize { m.functions().iter().map(|f| f.body().num_ops()).sum() };
    let parse = || parse_module(&cx, &text, "big.dxir").expect("the generated module parses");
    let input_ops = count(&parse());
    println!(
        "module: {functions} functions, {input_ops} ops, {:.1} MB of text; median of {runs} runs",
        text.len() as f64 / 1e6
    );

    let mut times = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let m = parse();
        times.push(start.elapsed());
        drop(m);
    }
    report("parse", times, text.len());

    let mut outputs = Vec::new();
    for threads in [1, 2] {
        let mut times = Vec::new();
        for _ in 0..runs {
            let mut m = parse();
            let mut pm = PassManager::new().with_threads(threads);
            pm.extend(
                PassRegistry::builtin()
                    .parse_pipeline("cse,dce")
                    .expect("known passes"),
            );
            // Build the pool outside the timed region.
            pm.threads().expect("a thread pool");
            let start = Instant::now();
            pm.run(&cx, &mut m).expect("cse,dce succeed");
            times.push(start.elapsed());
            outputs.push(m);
        }
        report(&format!("cse,dce {threads} thread(s)"), times, text.len());
    }
    let out = outputs.pop().expect("at least one run");
    println!("after cse,dce: {} ops", count(&out));

    let mut times = Vec::new();
    let mut printed = String::new();
    for _ in 0..runs {
        let start = Instant::now();
        printed = print_module(&cx, &out);
        times.push(start.elapsed());
    }
    report("print", times, printed.len());
}
