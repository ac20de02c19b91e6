//! Times parsing and printing a large generated function, and building the
//! same IR with the builder for comparison.
//!
//! `cargo run --release -p dxir-ir --example parse_speed -- 1000000`
use dxir_ir::{parse_module, print_module, Builder, Context, Function, Loc};
use std::fmt::Write;
use std::time::{Duration, Instant};

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let mut src = String::from("func @big(%0: i32, %1: float) -> i32 {\n  %2 = \"test.add\"(%0, %0) {flag, k = 7 : i32} : (i32, i32) -> i32\n");
    for i in 1..n {
        let _ = writeln!(
            src,
            "  %{} = \"test.add\"(%{}, %0) {{flag, k = 7 : i32}} : (i32, i32) -> i32",
            i + 2,
            i + 1
        );
    }
    let _ = writeln!(src, "  \"test.ret\"(%{}) : (i32) -> ()\n}}", n + 1);

    let cx = Context::new();
    let t = Instant::now();
    let m = parse_module(&cx, &src, "big.dxir").expect("parses");
    let parse = t.elapsed();
    let t = Instant::now();
    let out = print_module(&cx, &m);
    let print = t.elapsed();
    assert_eq!(out, src, "printing is canonical");
    println!(
        "{n} ops, {} MiB: parse {parse:?}, print {print:?}, builder alone {:?}",
        src.len() >> 20,
        build_only(n)
    );
}

/// Builds the same ops with the builder: what parsing costs beyond it is
/// the parser's own.
fn build_only(n: usize) -> Duration {
    let cx = Context::new();
    let t = Instant::now();
    let i32t = cx.types().i32;
    let fty = cx.function_type(i32t, vec![i32t, cx.types().float], false);
    let mut f = Function::define(&cx, "big", fty, Loc::UNKNOWN);
    let entry = f.entry().expect("a definition");
    let p0 = f.params()[0];
    let mut prev = p0;
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let flag = cx.unit_attr();
    let seven = cx.int_attr(i32t, 7);
    for _ in 0..n {
        let op = b.op_with_attrs(
            "test.add",
            &[prev, p0],
            &[i32t],
            &[("flag", flag), ("k", seven)],
        );
        prev = b.body().result(op, 0);
    }
    b.op("test.ret", &[prev], &[]);
    t.elapsed()
}
