//! Greedy driver vs e-graph engine on modules of 100–800 functions, with
//! the same rules. Prints the time per engine, the time per function and
//! the e-graph/greedy ratio. `cargo bench -p dxir-rewrites --bench engines`.

use dxir_ir::{parse_module, Context};
use dxir_rewrites::{
    load_rules, rewrite_module, Builtins, ConversionTarget, EGraphConfig, Engine, GreedyConfig,
};
use std::fmt::Write;
use std::time::{Duration, Instant};

const RULES: &str = "rule mul-by-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}
rule add-zero {
  match %r = llvm.add %x, 0 : $T
  rewrite { replace %r with %x }
}
rule sub-to-add {
  match %r = llvm.sub %x, %y : $T
  rewrite { replace %r with llvm.add(%x, llvm.add(llvm.xor(%y, -1), 1)) }
}
rule mul-add-to-imad {
  match %r = llvm.add(llvm.mul(%a, %b), %c) : i32
  rewrite { replace %r with dx.imad(%a, %b, %c) }
}";

/// One function: about 30 ops over three blocks.
fn function(i: usize) -> String {
    let mut f = format!("func @f{i}(%x: i32, %y: i32, %b: i1) -> i32 {{\n");
    f.push_str("  %z = llvm.constant 0 : i32\n");
    let mut last = "%x".to_string();
    for k in 0..6 {
        let c = 1u32 << (k % 5 + 1);
        let _ = writeln!(f, "  %c{k} = llvm.constant {c} : i32");
        let _ = writeln!(f, "  %m{k} = llvm.mul {last}, %c{k} : i32");
        let _ = writeln!(f, "  %a{k} = llvm.add %m{k}, %z : i32");
        let _ = writeln!(f, "  %s{k} = llvm.sub %a{k}, %y : i32");
        last = format!("%s{k}");
    }
    let _ = writeln!(f, "  llvm.cond_br %b [^bb1, ^bb2({last})] : i1");
    f.push_str("^bb1:\n  %t = llvm.sub %y, %x : i32\n  llvm.br [^bb2(%t)]\n");
    f.push_str("^bb2(%p: i32):\n  %q = llvm.mul %p, %y : i32\n  %r = llvm.add %q, %x : i32\n  llvm.ret %r : i32\n}\n");
    f
}

fn time(cx: &Context, text: &str, rules: &dxir_rewrites::RuleSet, engine: &Engine) -> Duration {
    let target = ConversionTarget {
        illegal_ops: vec!["llvm.sub".to_string()],
        ..ConversionTarget::default()
    };
    // Best of five (the machine is shared), parsing excluded.
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let mut m = parse_module(cx, text, "bench.dxir").expect("the bench module parses");
        let start = Instant::now();
        let reports =
            rewrite_module(cx, &mut m, rules, engine, &target).expect("the bench rewrites");
        best = best.min(start.elapsed());
        assert_eq!(reports.len(), m.functions().len());
    }
    best
}

fn main() {
    let cx = Context::with_registry(dxir_dialects::registry());
    let rules = load_rules(&cx, &[("bench.rules", RULES)], &Builtins::standard())
        .expect("the bench rules load");
    let greedy = Engine::Greedy(GreedyConfig::default());
    let egraph = Engine::EGraph(EGraphConfig::default());
    println!(
        "threads: {}\n{:>9} {:>12} {:>12} {:>14} {:>8}",
        rayon::current_num_threads(),
        "functions",
        "greedy",
        "e-graph",
        "e-graph/func",
        "ratio"
    );
    for n in [100, 200, 400, 800] {
        let text: String = (0..n).map(function).collect();
        let g = time(&cx, &text, &rules, &greedy);
        let e = time(&cx, &text, &rules, &egraph);
        println!(
            "{n:>9} {:>10.2}ms {:>10.2}ms {:>12.1}µs {:>7.2}x",
            g.as_secs_f64() * 1e3,
            e.as_secs_f64() * 1e3,
            e.as_secs_f64() * 1e6 / n as f64,
            e.as_secs_f64() / g.as_secs_f64()
        );
    }
}
