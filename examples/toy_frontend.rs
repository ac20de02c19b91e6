//! A frontend for a toy data-parallel language, written against the
//! embedding API the way a language author would: source text → tokens →
//! a syntax tree → an `hl` module (one op per expression, located in the
//! toy source) → DXIL → a DX container.
//!
//! A program runs once per element `i` (one thread each, 64 a group) and
//! sees every buffer at `i`:
//!
//! ```text
//! # saxpy
//! param a           # a float in the cbuffer `Params` (b0)
//! input x           # Buffer<float>, register t? (implicit)
//! output y          # RWBuffer<float>, register u? (implicit)
//! let ax = a * x
//! y = ax + y        # outputs can be read too
//! ```
//!
//! `param NAME`, `input NAME` and `output NAME` declare; `let NAME = EXPR`
//! names a value; `NAME = EXPR` writes an output. Expressions are `float`s:
//! numbers, names, `+ - * /`, unary `-` and parentheses. `#` starts a
//! comment.
//!
//! Run with `cargo run --example toy_frontend -- PROGRAM.toy OUT.dxil`
//! (without arguments it compiles the saxpy above and prints the DXIL as
//! LLVM IR). Errors print as `FILE:LINE:COL: error: MESSAGE` and exit 1.

use std::collections::HashMap;

use dxir::dialects::dxil::ShaderStage;
use dxir::dialects::llvm::{FAdd, FDiv, FMul, FNeg, FSub};
use dxir::embed::{self, Bind, Diagnostics, FunctionBuilder, ModuleBuilder, ResourceKind};
use dxir::lower::LowerOptions;
use dxir::{Context, Loc, Module};

/// The saxpy program of the module docs.
pub const SAXPY: &str = "# saxpy
param a
input x
output y
let ax = a * x
y = ax + y
";

/// Threads per group.
const GROUP: u32 = 64;

/// What can go wrong, each at a place in the toy source or from dxir.
#[derive(Debug, thiserror::Error)]
pub enum ToyError {
    /// The program is not well formed, or names something undeclared.
    #[error("{file}:{line}:{col}: error: {message}")]
    Source {
        /// The source file's name.
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
        /// What is wrong.
        message: String,
    },
    /// dxir refused the module (located in the toy source too).
    #[error("{0}")]
    Dxir(#[from] Diagnostics),
}

/// A place in the source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pos {
    line: u32,
    col: u32,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Name(String),
    Num(f32),
    Punct(char),
    Newline,
}

/// Splits `source` into tokens with their places.
fn lex(file: &str, source: &str) -> Result<Vec<(Tok, Pos)>, ToyError> {
    let mut out = Vec::new();
    for (l, line) in source.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        let chars: Vec<(usize, char)> = line.char_indices().collect();
        let mut k = 0;
        while k < chars.len() {
            let (at, c) = chars[k];
            let pos = Pos {
                line: l as u32 + 1,
                col: at as u32 + 1,
            };
            let run = |pred: fn(char) -> bool| {
                chars[k..]
                    .iter()
                    .take_while(|(_, c)| pred(*c))
                    .map(|(_, c)| *c)
                    .collect::<String>()
            };
            if c.is_whitespace() {
                k += 1;
            } else if c.is_ascii_alphabetic() || c == '_' {
                let word = run(|c| c.is_ascii_alphanumeric() || c == '_');
                k += word.chars().count();
                out.push((Tok::Name(word), pos));
            } else if c.is_ascii_digit() || c == '.' {
                let text = run(|c| c.is_ascii_digit() || c == '.');
                k += text.chars().count();
                let value = text.parse().map_err(|_| ToyError::Source {
                    file: file.to_string(),
                    line: pos.line,
                    col: pos.col,
                    message: format!("`{text}` is not a number"),
                })?;
                out.push((Tok::Num(value), pos));
            } else if "=+-*/()".contains(c) {
                k += 1;
                out.push((Tok::Punct(c), pos));
            } else {
                return Err(ToyError::Source {
                    file: file.to_string(),
                    line: pos.line,
                    col: pos.col,
                    message: format!("unexpected `{c}`"),
                });
            }
        }
        out.push((
            Tok::Newline,
            Pos {
                line: l as u32 + 1,
                col: line.len() as u32 + 1,
            },
        ));
    }
    Ok(out)
}

/// What a declared name is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decl {
    Param,
    Input,
    Output,
}

#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Num(f32, Pos),
    Name(String, Pos),
    Neg(Box<Expr>, Pos),
    Binary(char, Box<Expr>, Box<Expr>, Pos),
}

#[derive(Clone, Debug, PartialEq)]
enum Stmt {
    Declare(Decl, String, Pos),
    Let(String, Expr, Pos),
    Write(String, Expr, Pos),
}

/// A recursive-descent parser over the tokens.
struct Parser<'a> {
    file: &'a str,
    toks: Vec<(Tok, Pos)>,
    at: usize,
}

impl Parser<'_> {
    fn peek(&self) -> &(Tok, Pos) {
        // `lex` ends every line, so the last token is a newline.
        &self.toks[self.at.min(self.toks.len() - 1)]
    }

    fn next(&mut self) -> (Tok, Pos) {
        let t = self.peek().clone();
        self.at += 1;
        t
    }

    fn error(&self, pos: Pos, message: String) -> ToyError {
        ToyError::Source {
            file: self.file.to_string(),
            line: pos.line,
            col: pos.col,
            message,
        }
    }

    fn expect(&mut self, want: Tok, what: &str) -> Result<Pos, ToyError> {
        let (tok, pos) = self.next();
        if tok == want {
            Ok(pos)
        } else {
            Err(self.error(pos, format!("expected {what}")))
        }
    }

    fn name(&mut self) -> Result<(String, Pos), ToyError> {
        match self.next() {
            (Tok::Name(n), pos) => Ok((n, pos)),
            (_, pos) => Err(self.error(pos, "expected a name".to_string())),
        }
    }

    fn program(&mut self) -> Result<Vec<Stmt>, ToyError> {
        let mut stmts = Vec::new();
        while self.at < self.toks.len() {
            let (tok, pos) = self.next();
            let stmt = match tok {
                Tok::Newline => continue,
                Tok::Name(word) => match word.as_str() {
                    "param" | "input" | "output" => {
                        let decl = match word.as_str() {
                            "param" => Decl::Param,
                            "input" => Decl::Input,
                            _ => Decl::Output,
                        };
                        let (name, at) = self.name()?;
                        Stmt::Declare(decl, name, at)
                    }
                    "let" => {
                        let (name, at) = self.name()?;
                        self.expect(Tok::Punct('='), "`=`")?;
                        Stmt::Let(name, self.expr()?, at)
                    }
                    _ => {
                        self.expect(Tok::Punct('='), "`=`")?;
                        Stmt::Write(word, self.expr()?, pos)
                    }
                },
                _ => return Err(self.error(pos, "expected a statement".to_string())),
            };
            self.expect(Tok::Newline, "the end of the line")?;
            stmts.push(stmt);
        }
        Ok(stmts)
    }

    fn expr(&mut self) -> Result<Expr, ToyError> {
        self.binary(&['+', '-'], Self::term)
    }

    fn term(&mut self) -> Result<Expr, ToyError> {
        self.binary(&['*', '/'], Self::factor)
    }

    /// A left-associative chain of `ops` over `operand`s.
    fn binary(
        &mut self,
        ops: &[char],
        operand: fn(&mut Self) -> Result<Expr, ToyError>,
    ) -> Result<Expr, ToyError> {
        let mut lhs = operand(self)?;
        while let (Tok::Punct(c), pos) = self.peek().clone() {
            if !ops.contains(&c) {
                break;
            }
            self.at += 1;
            let rhs = operand(self)?;
            lhs = Expr::Binary(c, Box::new(lhs), Box::new(rhs), pos);
        }
        Ok(lhs)
    }

    fn factor(&mut self) -> Result<Expr, ToyError> {
        match self.next() {
            (Tok::Num(v), pos) => Ok(Expr::Num(v, pos)),
            (Tok::Name(n), pos) => Ok(Expr::Name(n, pos)),
            (Tok::Punct('-'), pos) => Ok(Expr::Neg(Box::new(self.factor()?), pos)),
            (Tok::Punct('('), _) => {
                let e = self.expr()?;
                self.expect(Tok::Punct(')'), "`)`")?;
                Ok(e)
            }
            (_, pos) => Err(self.error(pos, "expected an expression".to_string())),
        }
    }
}

/// What a name stands for while generating code.
#[derive(Clone, Copy)]
enum Binding {
    /// A declaration: its kind and its index among the params, inputs or
    /// outputs.
    Declared(Decl, usize),
    /// A `let`: its value.
    Value(dxir::ir::Value),
}

/// Generates the `hl` ops of one program into an entry point.
struct Codegen<'f, 'm, 'cx> {
    file: &'f str,
    cx: &'cx Context,
    f: FunctionBuilder<'m, 'cx>,
    names: HashMap<String, Binding>,
    /// Every input and output, in declaration order, with its handle
    /// once taken.
    buffers: Vec<(embed::ResourceRef, Option<dxir::ir::Value>)>,
    params: Option<embed::ResourceRef>,
    /// `SV_DispatchThreadID.x`: the element.
    i: dxir::ir::Value,
}

impl Codegen<'_, '_, '_> {
    fn error(&self, pos: Pos, message: String) -> ToyError {
        ToyError::Source {
            file: self.file.to_string(),
            line: pos.line,
            col: pos.col,
            message,
        }
    }

    /// Points the ops built from now on at `pos` of the toy source.
    fn at(&mut self, pos: Pos) {
        let loc = Loc::new(self.cx.file(self.file), pos.line, pos.col);
        self.f.set_loc(Some(loc));
    }

    fn lookup(&self, name: &str, pos: Pos) -> Result<Binding, ToyError> {
        self.names
            .get(name)
            .copied()
            .ok_or_else(|| self.error(pos, format!("`{name}` is not declared")))
    }

    /// The handle of buffer `k`, taken once.
    fn buffer(&mut self, k: usize) -> dxir::ir::Value {
        if let Some(h) = self.buffers[k].1 {
            return h;
        }
        let h = self.f.resource(&self.buffers[k].0, &[]);
        self.buffers[k].1 = Some(h);
        h
    }

    fn expr(&mut self, e: &Expr) -> Result<dxir::ir::Value, ToyError> {
        Ok(match e {
            Expr::Num(v, pos) => {
                self.at(*pos);
                self.f.f32(*v)
            }
            Expr::Name(name, pos) => match self.lookup(name, *pos)? {
                Binding::Value(v) => v,
                Binding::Declared(Decl::Param, k) => {
                    self.at(*pos);
                    let params = self.params.clone().expect("a param declares the cbuffer");
                    let cb = self.f.resource(&params, &[]);
                    let offset = self.f.i32(4 * k as i32);
                    self.f.cbuffer_load(cb, offset, self.cx.types().float)
                }
                Binding::Declared(_, k) => {
                    self.at(*pos);
                    let h = self.buffer(k);
                    self.f.buffer_load(h, self.i)
                }
            },
            Expr::Neg(inner, pos) => {
                let v = self.expr(inner)?;
                self.at(*pos);
                self.f.build::<FNeg>((v,), self.cx.types().float)
            }
            Expr::Binary(op, lhs, rhs, pos) => {
                let (a, b) = (self.expr(lhs)?, self.expr(rhs)?);
                self.at(*pos);
                match op {
                    '+' => self.f.binary::<FAdd>(a, b),
                    '-' => self.f.binary::<FSub>(a, b),
                    '*' => self.f.binary::<FMul>(a, b),
                    _ => self.f.binary::<FDiv>(a, b),
                }
            }
        })
    }
}

/// Parses `source` and builds its `hl` module: the declarations first
/// (inputs and outputs as buffers in order, the params as one cbuffer),
/// then the entry point `main`.
///
/// # Errors
/// A syntax error, an undeclared or redeclared name, a write to what is
/// not an output; or dxir's diagnostics, located in `file`.
pub fn build(cx: &Context, file: &str, source: &str) -> Result<Module, ToyError> {
    let mut parser = Parser {
        file,
        toks: lex(file, source)?,
        at: 0,
    };
    let program = parser.program()?;
    let float = cx.types().float;
    let mut mb = ModuleBuilder::new(cx, 6, ShaderStage::Compute);
    let mut names = HashMap::new();
    let mut buffers = Vec::new();
    let mut param_count = 0;
    for stmt in &program {
        let Stmt::Declare(decl, name, pos) = stmt else {
            continue;
        };
        if names.contains_key(name) {
            return Err(parser.error(*pos, format!("`{name}` is declared twice")));
        }
        let binding = match decl {
            Decl::Param => {
                param_count += 1;
                Binding::Declared(Decl::Param, param_count - 1)
            }
            Decl::Input | Decl::Output => {
                let kind = if *decl == Decl::Input {
                    ResourceKind::Buffer(float)
                } else {
                    ResourceKind::RWBuffer(float)
                };
                buffers.push((mb.declare(name, kind, &[], Bind::Implicit)?, None));
                Binding::Declared(*decl, buffers.len() - 1)
            }
        };
        names.insert(name.clone(), binding);
    }
    let params = if param_count > 0 {
        let layout = cx.struct_type(vec![float; param_count], false);
        let cb = ResourceKind::CBuffer(layout);
        Some(mb.declare(
            "Params",
            cb,
            &[],
            Bind::Register {
                register: 0,
                space: 0,
            },
        )?)
    } else {
        None
    };
    let mut f = mb.entry_point("main", [GROUP, 1, 1]);
    let i = f.thread_id(0);
    let mut cg = Codegen {
        file,
        cx,
        f,
        names,
        buffers,
        params,
        i,
    };
    for stmt in &program {
        match stmt {
            Stmt::Declare(..) => {}
            Stmt::Let(name, e, pos) => {
                if cg.names.contains_key(name) {
                    return Err(cg.error(*pos, format!("`{name}` is already defined")));
                }
                let v = cg.expr(e)?;
                cg.names.insert(name.clone(), Binding::Value(v));
            }
            Stmt::Write(name, e, pos) => {
                let Binding::Declared(Decl::Output, k) = cg.lookup(name, *pos)? else {
                    return Err(cg.error(*pos, format!("`{name}` is not an output")));
                };
                let v = cg.expr(e)?;
                cg.at(*pos);
                let h = cg.buffer(k);
                cg.f.buffer_store(h, cg.i, v);
            }
        }
    }
    cg.f.ret(None)?;
    Ok(mb.finish()?)
}

/// Compiles a toy program to a DX container.
///
/// # Errors
/// As [`build`], or the lowering's diagnostics.
pub fn compile(file: &str, source: &str) -> Result<Vec<u8>, ToyError> {
    let cx = dxir::context();
    let mut module = build(&cx, file, source)?;
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())?;
    Ok(embed::to_container(&cx, &module, &Default::default())?)
}

/// Compiles a toy program to DXIL as LLVM IR text.
///
/// # Errors
/// As [`compile`].
pub fn compile_to_ll(file: &str, source: &str) -> Result<String, ToyError> {
    let cx = dxir::context();
    let mut module = build(&cx, file, source)?;
    embed::lower_to_dxil(&cx, &mut module, &LowerOptions::default())?;
    Ok(embed::to_llvm_ir(&cx, &module)?)
}

/// The command line: compile `PROGRAM.toy` to `OUT.dxil`, or print the
/// saxpy example's DXIL; an error is the text to print.
fn run(args: &[String]) -> Result<(), String> {
    match args {
        [] => {
            let ll = compile_to_ll("saxpy.toy", SAXPY).map_err(|e| e.to_string())?;
            print!("{ll}");
            Ok(())
        }
        [input, output] => {
            let source =
                std::fs::read_to_string(input).map_err(|e| format!("{input}: error: {e}"))?;
            let bytes = compile(input, &source).map_err(|e| e.to_string())?;
            std::fs::write(output, bytes).map_err(|e| format!("{output}: error: {e}"))
        }
        _ => Err("usage: toy_frontend [PROGRAM.toy OUT.dxil]".to_string()),
    }
}

#[allow(dead_code)]
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            std::process::ExitCode::FAILURE
        }
    }
}
