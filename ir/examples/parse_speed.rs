//! Times parsing and printing a large generated module.
//!
//! `cargo run --release -p dxir-ir --example parse_speed -- 1000000`
use dxir_ir::{parse_module, print_module, Context};
use std::fmt::Write;
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let mut src = String::from("func @big(%0: i32, %1: float) -> i32 {\n");
    for i in 0..n {
        let a = i + 1;
        let _ = writeln!(
            src,
            "  %{} = \"test.add\"(%{a}, %0) {{flag, k = 7 : i32}} : (i32, i32) -> i32",
            i + 2
        );
    }
    let _ = writeln!(src, "  \"test.ret\"(%{}) : (i32) -> ()\n}}", n + 1);
    // %1 is a float; make the first op use %0 instead.
    let src = src.replacen("(%1, %0)", "(%0, %0)", 1);
    let cx = Context::new();
    let t = Instant::now();
    let m = parse_module(&cx, &src, "big.dxir").expect("parses");
    let parse = t.elapsed();
    if std::env::var_os("PARSE_ONLY").is_some() {
        println!("parse {parse:?}");
        return;
    }
    let t = Instant::now();
    let out = print_module(&cx, &m);
    let print = t.elapsed();
    assert_eq!(out, src);
    println!("build only: {:?}", build_only(n));
    println!(
        "{n} ops, {} MB: parse {parse:?}, print {print:?}",
        src.len() >> 20
    );
}

#[allow(dead_code)]
fn build_only(n: usize) -> std::time::Duration {
    use dxir_ir::{Builder, Function, Loc};
    let cx = Context::new();
    let t = Instant::now();
    let i32t = cx.types().i32;
    let fty = cx.function_type(i32t, vec![i32t, cx.types().float], false);
    let mut f = Function::define(&cx, "big", fty, Loc::UNKNOWN);
    let entry = f.entry().unwrap();
    let p0 = f.params()[0];
    let mut prev = p0;
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let unit = cx.unit_attr();
    let seven = cx.int_attr(i32t, 7);
    for _ in 0..n {
        let op = b.op_with_attrs(
            "test.add",
            &[prev, p0],
            &[i32t],
            &[("flag", unit), ("k", seven)],
        );
        prev = b.body().result(op, 0);
    }
    t.elapsed()
}
