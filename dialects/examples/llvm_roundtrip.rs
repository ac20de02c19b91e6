//! Imports LLVM IR files into dxir and exports them again.
//!
//! `cargo run --release -p dxir-dialects --example llvm_roundtrip -- FILE.ll [-o OUT.ll] [--dxir]`
//! writes the exported text to OUT (or stdout); `--dxir` prints the dxir
//! text instead; `--time` reports import and export times on stderr.

use std::time::Instant;

use dxir_dialects::translate::llvm::{export_module, import_module};

fn main() {
    let mut files = Vec::new();
    let mut out = None;
    let mut dxir = false;
    let mut time = false;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "-o" => out = args.next(),
            "--dxir" => dxir = true,
            "--time" => time = true,
            _ => files.push(a),
        }
    }
    for f in files {
        let src = match std::fs::read_to_string(&f) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{f}: {e}");
                std::process::exit(1);
            }
        };
        let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
        let t0 = Instant::now();
        let m = match import_module(&cx, &src, &f) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        let t1 = Instant::now();
        let text = if dxir {
            dxir_ir::print_module(&cx, &m)
        } else {
            match export_module(&cx, &m) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("{e}");
                    std::process::exit(1);
                }
            }
        };
        let t2 = Instant::now();
        if time {
            eprintln!(
                "{f}: import {:.3} s, export {:.3} s",
                (t1 - t0).as_secs_f64(),
                (t2 - t1).as_secs_f64()
            );
        }
        match &out {
            Some(o) => std::fs::write(o, text).expect("write output"),
            None => print!("{text}"),
        }
    }
}
