//! Times `dxir lower` on the scale inputs of `../shared/bench/gen.sh`
//! (`S.ll`, `M.ll`, `F.ll`, and `L.ll` when asked), next to LLVM 22's `opt`
//! reading and writing the same file in the same run.
//!
//! ```sh
//! ../shared/bench/gen.sh S,M,F            # writes /tmp/dxir-perf (or $DXIR_PERF_DIR)
//! cargo bench --bench lower               # S, M, F
//! cargo bench --bench lower -- L          # only the named sizes
//! ```
//!
//! Per input: import, the lowering pipeline with each engine (and the
//! `lower-dxil` pass alone, whose ratio is the e-graph engine's cost), export,
//! and `opt -S -passes=verify` (LLVM 22 parsing, verifying and printing the input: the
//! floor any LLVM-based lowering pays; LLVM's DirectX backend itself is not
//! in Debian's build). Best of three runs each, 2 threads.

use dxir::lower::{lower_module, EngineKind, LowerOptions};
use dxir::PipelineReport;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

fn best<T>(runs: usize, mut f: impl FnMut() -> (Duration, T)) -> (Duration, T) {
    let mut out = f();
    for _ in 1..runs {
        let next = f();
        if next.0 < out.0 {
            out = next;
        }
    }
    out
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1e3)
}

fn main() {
    let dir = PathBuf::from(std::env::var("DXIR_PERF_DIR").unwrap_or("/tmp/dxir-perf".into()));
    let mut sizes: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if sizes.is_empty() {
        sizes = vec!["S".into(), "M".into(), "F".into()];
    }
    let opt = dxir::dialects::llvm_tools::find_tool("opt");
    println!(
        "{:<4} {:>9} {:>9} {:>12} {:>12} {:>13} {:>13} {:>7} {:>9} {:>10}",
        "file",
        "instrs",
        "import",
        "lower(gr)",
        "lower(eg)",
        "lower-dxil gr",
        "lower-dxil eg",
        "ratio",
        "export",
        "llvm opt -S"
    );
    let mut per_pass: Vec<(String, PipelineReport)> = Vec::new();
    for size in sizes {
        let path = dir.join(format!("{size}.ll"));
        let Ok(text) = std::fs::read_to_string(&path) else {
            println!(
                "{size}: {} missing; run ../shared/bench/gen.sh {size}",
                path.display()
            );
            continue;
        };
        let name = path.to_string_lossy().into_owned();
        let cx = dxir::context();
        let (import, module) = best(3, || {
            let t = Instant::now();
            let m = dxir::import_module(&cx, &text, &name).expect("the input imports");
            (t.elapsed(), m)
        });
        let instrs: usize = module.functions().iter().map(|f| f.body().num_ops()).sum();
        // M and L merge several shaders: one entry each, so they lower as
        // a library (`dxir lower --stage library`).
        let entries = module
            .functions()
            .iter()
            .filter(|f| {
                dxir::dialects::translate::llvm::string_attr(&cx, f, "hlsl.shader").is_some()
            })
            .count();
        let stage = (entries > 1).then_some(dxir::dialects::dxil::ShaderStage::Library);
        let run = |engine| {
            best(3, || {
                let mut m = module.clone();
                let opts = LowerOptions {
                    engine,
                    stage,
                    threads: 2,
                    ..LowerOptions::default()
                };
                let t = Instant::now();
                let report = lower_module(&cx, &mut m, &opts).expect("the input lowers");
                let total = t.elapsed();
                let pass = report
                    .pipeline
                    .passes
                    .iter()
                    .find(|r| r.info.name == "lower-dxil")
                    .map_or(Duration::ZERO, |r| r.duration);
                (total, (pass, m, report.pipeline))
            })
        };
        let (greedy, (greedy_pass, lowered, greedy_report)) = run(EngineKind::Greedy);
        let (egraph, (egraph_pass, _, _)) = run(EngineKind::EGraph);
        per_pass.push((size.clone(), greedy_report));
        let (export, _) = best(3, || {
            let t = Instant::now();
            let s = dxir::export_module(&cx, &lowered).expect("the output exports");
            (t.elapsed(), s.len())
        });
        let llvm = opt.as_ref().map(|opt| {
            best(3, || {
                let t = Instant::now();
                let status = Command::new(opt)
                    .args(["-S", "-passes=verify", "-o", "/dev/null"])
                    .stderr(std::process::Stdio::null())
                    .arg(&path)
                    .status()
                    .expect("opt runs");
                assert!(status.success(), "opt rejects {}", path.display());
                (t.elapsed(), ())
            })
            .0
        });
        println!(
            "{:<4} {:>9} {:>9} {:>12} {:>12} {:>13} {:>13} {:>6.2}x {:>9} {:>10}",
            size,
            instrs,
            ms(import),
            ms(greedy),
            ms(egraph),
            ms(greedy_pass),
            ms(egraph_pass),
            egraph_pass.as_secs_f64() / greedy_pass.as_secs_f64().max(1e-9),
            ms(export),
            llvm.map_or("(no opt)".to_string(), ms)
        );
    }
    // Each pass of the fastest greedy run, per input.
    for (size, report) in &per_pass {
        println!("\n{size}: each pass (greedy, the fastest of three runs)");
        for r in &report.passes {
            println!("  {:<28} {:>9}", r.info.name, ms(r.duration));
        }
    }
}
