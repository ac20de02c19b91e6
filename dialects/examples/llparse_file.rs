//! Parses LLVM IR files given on the command line and prints counts and
//! timing, or the first error. Handy for profiling the reader on big inputs.

use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lex_only = args.first().is_some_and(|a| a == "--lex");
    for path in args.iter().skip(usize::from(lex_only)) {
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{path}: {e}");
                std::process::exit(2);
            }
        };
        let t = Instant::now();
        if lex_only {
            let mut lx = dxir_dialects::translate::llvm::lexer::Lexer::new(&src);
            let mut n = 0usize;
            loop {
                match lx.next_token() {
                    Ok(tok)
                        if tok.kind == dxir_dialects::translate::llvm::lexer::TokenKind::Eof =>
                    {
                        break
                    }
                    Ok(_) => n += 1,
                    Err(e) => {
                        eprintln!("{path}:{e}");
                        std::process::exit(1);
                    }
                }
            }
            let secs = t.elapsed().as_secs_f64();
            println!(
                "{path}: {n} tokens; {:.1} ms, {:.1} MB/s",
                secs * 1e3,
                src.len() as f64 / 1e6 / secs
            );
            continue;
        }
        match dxir_dialects::translate::llvm::parse(&src) {
            Ok(m) => {
                let insts: usize = m
                    .functions
                    .iter()
                    .flat_map(|f| f.blocks())
                    .map(|b| b.insts.len())
                    .sum();
                let secs = t.elapsed().as_secs_f64();
                println!(
                    "{path}: {} functions, {insts} instructions, {} types; {:.1} ms, {:.1} MB/s",
                    m.functions.len(),
                    m.types.len(),
                    secs * 1e3,
                    src.len() as f64 / 1e6 / secs
                );
            }
            Err(e) => {
                eprintln!("{path}:{e}");
                std::process::exit(1);
            }
        }
    }
}
