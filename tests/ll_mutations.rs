//! dxir never exits 0 with output LLVM rejects (issue 16, item 8).
//!
//! Corpus inputs are mutated deterministically where a fuzzer found dxir
//! passing bad text through: the `target datalayout` string, module flags,
//! `!llvm.ident`, `memory(...)` in attribute groups, intrinsic signatures,
//! TBAA tags, alias scopes, `!nonnull`, attributes out of place, plus seeded
//! deletions, repetitions and swaps of module-level lines. For each mutant
//! `dxir lower` and `dxir opt --emit=ll` must each either exit 1 with a
//! located error (`FILE:LINE:COL: error: ...`) or exit 0 with output LLVM
//! 22's `llvm-as` accepts. Without `llvm-as` the
//! output half is skipped with a visible message; the no-crash and
//! located-error halves still run.
//!
//! And lowerings broken on purpose (issue 56): every buffer access of every
//! lowered compute shader of the corpus, broken one at a time (a structured
//! or raw buffer offset moved by 4 bytes, two lanes of a typed buffer
//! access swapped), is caught by `validate-lowering`'s default seeds, or
//! shown unobservable by runs of variants (see `unobservable_move`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Inputs with resources, module flags, `!llvm.ident` and `memory(...)`
/// attribute groups.
const INPUTS: [&str; 4] = [
    "array_1d.sm6_0.O0.ll",
    "cbuffer.sm6_6.O3.ll",
    "append_consume.sm6_6.O1.ll",
    "pixel_shader.sm6_0.O2.ll",
];

/// Mutations aimed at the classes the fuzzer found: (name, rewrite).
type Mutation = (&'static str, fn(&str) -> Option<String>);

fn replace_line(src: &str, starts: &str, with: &str) -> Option<String> {
    let mut hit = false;
    let out: Vec<String> = src
        .lines()
        .map(|l| {
            if !hit && l.starts_with(starts) {
                hit = true;
                with.to_string()
            } else {
                l.to_string()
            }
        })
        .collect();
    hit.then(|| out.join("\n") + "\n")
}

/// `new` when it differs from `src`.
fn changed(src: &str, new: String) -> Option<String> {
    (new != src).then_some(new)
}

fn insert_after(src: &str, starts: &str, line: &str) -> Option<String> {
    let i = src.find(starts)?;
    let end = src[i..].find('\n').map_or(src.len(), |e| i + e + 1);
    Some(format!("{}{line}\n{}", &src[..end], &src[end..]))
}

const TARGETED: &[Mutation] = &[
    ("datalayout garbage", |s| {
        replace_line(s, "target datalayout", "target datalayout = \"garbage\"")
    }),
    ("datalayout pointer size 0", |s| {
        replace_line(s, "target datalayout", "target datalayout = \"e-p:0:32\"")
    }),
    ("datalayout repeated with a bad value", |s| {
        insert_after(s, "target datalayout", "target datalayout = \"e-i1:3-m:q\"")
    }),
    ("module flag behavior 9", |s| {
        Some(s.replacen("!{i32 1, !\"wchar_size\"", "!{i32 9, !\"wchar_size\"", 1))
    }),
    ("module flag repeated", |s| {
        let i = s.find("!llvm.module.flags = !{")?;
        let end = i + s[i..].find('}')?;
        let first = s[i + 23..end].split(',').next()?.trim().to_string();
        Some(format!("{}, {first}{}", &s[..end], &s[end..]))
    }),
    ("module flag without a value", |s| {
        Some(s.replacen("!\"wchar_size\", i32 4}", "!\"wchar_size\"}", 1))
    }),
    ("llvm.ident with two operands", |s| {
        let i = s.find("!llvm.ident = !{")?;
        let end = i + s[i..].find('}')?;
        let id = s[i + 16..end].trim().to_string();
        let def = format!("\n{id} = !{{");
        let at = s.find(&def)? + def.len();
        Some(format!("{}!\"extra\", {}", &s[..at], &s[at..]))
    }),
    ("memory() empty", |s| {
        let i = s.find("memory(")?;
        let end = i + s[i..].find(')')?;
        Some(format!("{}memory({}", &s[..i], &s[end..]))
    }),
    ("memory default after a location", |s| {
        let i = s.find("memory(")?;
        let end = i + s[i..].find(')')?;
        Some(format!("{}memory(argmem: read, none{}", &s[..i], &s[end..]))
    }),
    ("memory location without access", |s| {
        let i = s.find("memory(")?;
        let end = i + s[i..].find(')')?;
        Some(format!("{}memory(argmem{}", &s[..i], &s[end..]))
    }),
    ("function in addrspace(2)", |s| {
        // After `[local_]unnamed_addr`, where LLVM's grammar puts it.
        let i = s.find("define void @main()")? + "define void @main()".len();
        let j = [" local_unnamed_addr", " unnamed_addr"]
            .iter()
            .find(|w| s[i..].starts_with(*w))
            .map_or(i, |w| i + w.len());
        Some(format!("{} addrspace(2){}", &s[..j], &s[j..]))
    }),
    // Item 8, second round (fuzz/mutate_llvm_as.py).
    ("intrinsic declared at another type than called", |s| {
        let d = "declare i32 @llvm.dx.thread.id(i32)";
        changed(s, s.replacen(d, "declare i32 @llvm.dx.thread.id(i64)", 1))
    }),
    ("intrinsic with a wrong signature", |s| {
        Some(format!(
            "{s}\ndefine i32 @extra(i32 %a, i64 %b) {{\n  %r = call i32 @llvm.smax.i32(i32 %a, i64 %b)\n  ret i32 %r\n}}\n\ndeclare i32 @llvm.smax.i32(i32, i64)\n"
        ))
    }),
    ("noalias.scope.decl of a two-scope list", |s| {
        // `!N = !{!M}` named by the first scope declaration becomes `!{!M, !M}`.
        let i = s.find("noalias.scope.decl(metadata !")? + "noalias.scope.decl(metadata ".len();
        let id = &s[i..i + s[i..].find(')')?];
        let def = format!("\n{id} = !{{");
        let at = s.find(&def)? + def.len();
        let end = at + s[at..].find('}')?;
        let scope = s[at..end].to_string();
        Some(format!("{}{scope}, {scope}{}", &s[..at], &s[end..]))
    }),
    ("llvm.errno.tbaa names a type node, not a tag", |s| {
        // `!llvm.errno.tbaa = !{!T}` with `!T = !{!S, !S, i64 0}` names `!S`.
        let i = s.find("!llvm.errno.tbaa = !{")? + "!llvm.errno.tbaa = !{".len();
        let tag = &s[i..i + s[i..].find('}')?];
        let def = format!("\n{tag} = !{{");
        let at = s.find(&def)? + def.len();
        let scalar = &s[at..at + s[at..].find(',')?];
        let from = format!("!llvm.errno.tbaa = !{{{tag}}}");
        changed(
            s,
            s.replacen(&from, &format!("!llvm.errno.tbaa = !{{{scalar}}}"), 1),
        )
    }),
    ("tbaa offset narrower than the type nodes'", |s| {
        let i = s.find(", !tbaa !")? + ", !tbaa ".len();
        let tag = &s[i..i + s[i..].find(|c: char| !(c == '!' || c.is_ascii_digit()))?];
        let def = format!("\n{tag} = !{{");
        let at = s.find(&def)? + def.len();
        let end = at + s[at..].find('}')?;
        let body = s[at..end].replace("i64 0", "i32 0");
        changed(s, format!("{}{body}{}", &s[..at], &s[end..]))
    }),
    ("tbaa offset inside a scalar", |s| {
        let i = s.find(", !tbaa !")? + ", !tbaa ".len();
        let tag = &s[i..i + s[i..].find(|c: char| !(c == '!' || c.is_ascii_digit()))?];
        let def = format!("\n{tag} = !{{");
        let at = s.find(&def)? + def.len();
        let end = at + s[at..].find('}')?;
        let body = s[at..end].replace("i64 0", "i64 4");
        changed(s, format!("{}{body}{}", &s[..at], &s[end..]))
    }),
    ("alias scope whose domain is not self-referential", |s| {
        // `!D = distinct !{!D, !"name"}` becomes `!D = distinct !{!0, ...}`.
        let i = s.find("noalias !")? + "noalias ".len();
        let list = &s[i..i + s[i..].find(|c: char| !(c == '!' || c.is_ascii_digit()))?];
        let def = format!("\n{list} = !{{");
        let at = s.find(&def)? + def.len();
        let scope = &s[at..at + s[at..].find(|c: char| !(c == '!' || c.is_ascii_digit()))?];
        let sdef = format!("\n{scope} = distinct !{{{scope}, ");
        let at = s.find(&sdef)? + sdef.len();
        let domain = &s[at..at + s[at..].find(|c: char| !(c == '!' || c.is_ascii_digit()))?];
        let d = format!("\n{domain} = distinct !{{{domain},");
        changed(
            s,
            s.replacen(&d, &format!("\n{domain} = distinct !{{!0,"), 1),
        )
    }),
    ("nonnull with an operand", |s| {
        Some(format!(
            "{s}\ndefine ptr @extra(ptr %p) {{\n  %q = load ptr, ptr %p, align 8, !nonnull !{{i32 1}}\n  ret ptr %q\n}}\n"
        ))
    }),
    ("parameter attribute among a function's", |s| {
        let i = s.find("attributes #0 = { ")? + "attributes #0 = { ".len();
        Some(format!("{}noundef {}", &s[..i], &s[i..]))
    }),
    ("function attribute on a call's return value", |s| {
        let i = s.find("call target(")? + "call ".len();
        Some(format!("{}willreturn {}", &s[..i], &s[i..]))
    }),
    ("boolean string attribute with another value", |s| {
        changed(
            s,
            s.replacen(
                "\"no-infs-fp-math\"=\"true\"",
                "\"no-infs-fp-math\"=\"ture\"",
                1,
            ),
        )
    }),
    ("intrinsic used as a value", |s| {
        let i = s.find("\ndeclare ")?;
        let at = i + s[i..].find("@llvm.")?;
        let name = &s[at..at + s[at..].find('(')?];
        Some(format!(
            "{s}\ndefine void @extra(ptr %p) {{\n  store ptr {name}, ptr %p, align 8\n  ret void\n}}\n"
        ))
    }),
    ("llvm.global_ctors of the wrong element type", |s| {
        Some(format!(
            "{s}\n@llvm.global_ctors = appending global [0 x {{ i64, ptr, ptr }}] zeroinitializer\n"
        ))
    }),
];

/// A small deterministic generator (64-bit LCG), so every run mutates the
/// same way.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Deletes, repeats or swaps module-level lines (those outside function
/// bodies), or changes a digit in one, as a fuzzer would.
fn random_mutation(src: &str, seed: u64) -> String {
    let mut lines: Vec<String> = src.lines().map(str::to_string).collect();
    let mut depth = 0i32;
    let mut top = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        if depth == 0 && !l.starts_with("define") && !l.trim().is_empty() && l != "}" {
            top.push(i);
        }
        if l.starts_with("define") {
            depth = 1;
        } else if l == "}" {
            depth = 0;
        }
    }
    let mut g = Lcg(seed);
    let a = top[g.next(top.len())];
    let b = top[g.next(top.len())];
    match g.next(4) {
        0 => {
            lines.remove(a);
        }
        1 => {
            let l = lines[a].clone();
            lines.insert(a, l);
        }
        2 => lines.swap(a, b),
        _ => {
            let digits: Vec<usize> = lines[a]
                .char_indices()
                .filter(|c| c.1.is_ascii_digit())
                .map(|c| c.0)
                .collect();
            if !digits.is_empty() {
                let at = digits[g.next(digits.len())];
                let d = b"0123456789"[g.next(10)] as char;
                lines[a].replace_range(at..at + 1, &d.to_string());
            }
        }
    }
    lines.join("\n") + "\n"
}

/// Whether `line` starts `PATH:LINE:COL: error: `.
fn located(line: &str, path: &str) -> bool {
    let Some(rest) = line.strip_prefix(path).and_then(|r| r.strip_prefix(':')) else {
        return false;
    };
    let mut parts = rest.splitn(3, ':');
    let num =
        |p: Option<&str>| p.is_some_and(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    num(parts.next())
        && num(parts.next())
        && parts.next().is_some_and(|r| r.starts_with(" error: "))
}

/// Runs `dxir lower` and `dxir opt --emit=ll` (which writes back what it
/// read) on one mutant; returns a failure description.
fn check(dir: &Path, name: &str, text: &str, llvm_as: Option<&Path>) -> Option<String> {
    let input = dir.join(format!("{name}.ll"));
    std::fs::write(&input, text).expect("write mutant");
    let ip = input.to_str().expect("UTF-8 path");
    let mut failures = Vec::new();
    for cmd in ["lower", "opt"] {
        let output = dir.join(format!("{name}.{cmd}.out.ll"));
        let _ = std::fs::remove_file(&output);
        let o = Command::new(env!("CARGO_BIN_EXE_dxir"))
            .args([
                cmd,
                ip,
                "--emit=ll",
                "-o",
                output.to_str().expect("UTF-8 path"),
            ])
            .output()
            .expect("dxir runs");
        let err = String::from_utf8_lossy(&o.stderr);
        let failure = match o.status.code() {
            Some(0) => llvm_as.and_then(|tool| {
                let out = std::fs::read_to_string(&output).expect("dxir wrote its output");
                dxir::dialects::llvm_tools::assemble(tool, &out)
                    .err()
                    .map(|e| {
                        format!("{name}: dxir {cmd} exits 0 but llvm-as rejects the output:\n{e}")
                    })
            }),
            Some(1) if located(err.lines().next().unwrap_or_default(), ip) => None,
            Some(1) => Some(format!(
                "{name}: dxir {cmd}: error without a location:\n{err}"
            )),
            c => Some(format!("{name}: dxir {cmd}: exit {c:?}:\n{err}")),
        };
        failures.extend(failure);
    }
    (!failures.is_empty()).then(|| failures.join("\n"))
}

#[test]
fn mutated_inputs_are_rejected_with_a_location_or_lowered_to_valid_llvm() {
    let llvm_as: Option<PathBuf> = dxir::dialects::llvm_tools::tool_for_test(
        "llvm-as",
        "mutated_inputs_are_rejected_with_a_location_or_lowered_to_valid_llvm (output check)",
    );
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let dir = std::env::temp_dir().join(format!("dxir-ll-mutations-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mut failures = Vec::new();
    let mut runs = 0;
    let mut applied = [0usize; TARGETED.len()];
    for (k, file) in INPUTS.iter().enumerate() {
        let src = std::fs::read_to_string(corpus.join(file)).expect("corpus input");
        for (j, (what, mutate)) in TARGETED.iter().enumerate() {
            let Some(text) = mutate(&src) else { continue };
            assert_ne!(text, src, "{file}: mutation '{what}' changed nothing");
            applied[j] += 1;
            runs += 1;
            failures.extend(
                check(&dir, &format!("{k}_t{j}"), &text, llvm_as.as_deref())
                    .map(|f| format!("{file} / {what}: {f}")),
            );
        }
        for seed in 0..24u64 {
            let text = random_mutation(&src, seed * 7919 + k as u64);
            runs += 1;
            failures.extend(
                check(&dir, &format!("{k}_r{seed}"), &text, llvm_as.as_deref())
                    .map(|f| format!("{file} / seed {seed}: {f}")),
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    for (j, (what, _)) in TARGETED.iter().enumerate() {
        assert!(
            applied[j] > 0,
            "mutation '{what}' applies to none of the inputs"
        );
    }
    assert!(runs >= 100, "only {runs} mutants");
    assert!(
        failures.is_empty(),
        "{} of {runs} mutants failed:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

// Lowerings broken on purpose (issue 56): every raw or structured buffer
// access of a lowered corpus shader with its offset moved by 4 bytes,
// every typed buffer access with two lanes swapped, must be caught by
// `validate-lowering`'s comparison with its default seeds. The test runs
// the library functions the command runs (`dxir::validate`), in process:
// the input's runs once per shader, the comparison once per break.

use dxir::dialects::dxil::DxilOpcode;
use dxir::dialects::llvm::{Add, Constant, ExtractValue, Poison, Undef};
use dxir::interp::{Dispatch, ResKind};
use dxir::ir::{AttrData, Body, Builder, Context, Module, Op, Value};
use dxir::validate::{compare_runs, input_runs, SeedRun, DEFAULT_SEEDS};

/// What is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    /// A structured buffer's byte offset in the element, plus 4.
    StructuredOffset,
    /// A byte-address buffer's byte address, plus 4.
    RawAddress,
    /// Two adjacent lanes a typed buffer store writes, swapped.
    TypedStoreLanes,
    /// Two adjacent lanes of a typed buffer load's result, swapped where
    /// they are extracted.
    TypedLoadLanes,
}

/// One broken access: the op (by function and position in walk order)
/// and what is changed.
#[derive(Clone, Copy, Debug)]
struct Break {
    function: usize,
    at: usize,
    how: How,
}

#[derive(Clone, Copy, Debug)]
enum How {
    /// Operand `i` (a byte address or a byte offset) plus 4.
    Shift(usize),
    /// Store operands `i` and `j` (two lanes) swapped.
    SwapStored(usize, usize),
    /// The extractions of lanes `i` and `j` of a load's result swapped.
    SwapLoaded(u32, u32),
}

impl Break {
    fn kind(&self) -> Kind {
        match self.how {
            How::Shift(1) => Kind::RawAddress,
            How::Shift(_) => Kind::StructuredOffset,
            How::SwapStored(..) => Kind::TypedStoreLanes,
            How::SwapLoaded(..) => Kind::TypedLoadLanes,
        }
    }
}

/// Whether `v` is `undef` or `poison` (the offset of an access that has
/// none: typed and byte-address buffers).
fn is_undef(cx: &Context, body: &Body, v: Value) -> bool {
    Undef::defining(cx, body, v).is_some() || Poison::defining(cx, body, v).is_some()
}

/// The integer a `llvm.constant` gives `v`, if it is one.
fn constant(cx: &Context, body: &Body, v: Value) -> Option<u128> {
    let op = Constant::defining(cx, body, v)?.op();
    match cx.attr_data(body.attr(cx, op, "value")?) {
        AttrData::Int { bits, .. } => Some(*bits),
        _ => None,
    }
}

/// The lane an `extractvalue` of a load's result takes.
fn extracted_lane(cx: &Context, body: &Body, op: Op) -> Option<u32> {
    ExtractValue::match_op(cx, body, op)?;
    match cx.attr_data(body.attr(cx, op, "indices")?) {
        AttrData::Array(items) => match items.as_slice() {
            [i] => match cx.attr_data(*i) {
                AttrData::Int { bits, .. } => u32::try_from(*bits).ok(),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// The buffer accesses of `module` and how each is broken, found through
/// the DXIL opcode of each op (the typed views' lookup, never a name).
/// `raw_buffers`: whether the module binds a byte-address buffer, whose
/// accesses before shader model 6.2 are `bufferLoad`/`bufferStore` with no
/// offset, as typed accesses are: such an access is ambiguous and counted
/// in `ambiguous` rather than broken. Typed accesses of one lane (nothing
/// to swap) are counted in `single_lane`.
fn breaks(
    cx: &Context,
    module: &Module,
    run: &[String],
    raw_buffers: bool,
    single_lane: &mut usize,
    ambiguous: &mut usize,
) -> Vec<Break> {
    let mut out = Vec::new();
    for (function, f) in module.functions().iter().enumerate() {
        // An entry no run reaches (a library's intersection shader, which
        // the interpreter does not run) has nothing to catch a break.
        if is_shader_entry(cx, f) && !run.iter().any(|e| e == f.name()) {
            continue;
        }
        let body = f.body();
        for (at, op) in body.walk().into_iter().enumerate() {
            let Some(code) = DxilOpcode::of(cx, body, op) else {
                continue;
            };
            let operands = body.operands(op);
            let undef_offset = operands.get(2).is_some_and(|&v| is_undef(cx, body, v));
            let mut push = |how| out.push(Break { function, at, how });
            match code {
                DxilOpcode::RawBufferLoad
                | DxilOpcode::RawBufferStore
                | DxilOpcode::BufferLoad
                | DxilOpcode::BufferStore
                    if !undef_offset =>
                {
                    // A structured buffer: the byte offset in the element.
                    push(How::Shift(2));
                }
                DxilOpcode::RawBufferLoad | DxilOpcode::RawBufferStore => {
                    // A byte-address buffer: the byte address.
                    push(How::Shift(1));
                }
                DxilOpcode::BufferLoad | DxilOpcode::BufferStore if raw_buffers => {
                    *ambiguous += 1;
                }
                DxilOpcode::BufferStore => {
                    // A typed buffer: adjacent stored lanes, where both are
                    // written and are not the same value.
                    let mask = operands.get(7).and_then(|&m| constant(cx, body, m));
                    let mask = mask.unwrap_or(0);
                    let mut any = false;
                    for k in 0..3 {
                        let (a, b) = (3 + k, 4 + k);
                        let both = 3u128 << k;
                        if mask & both == both && operands.get(a) != operands.get(b) {
                            push(How::SwapStored(a, b));
                            any = true;
                        }
                    }
                    *single_lane += usize::from(!any);
                }
                DxilOpcode::BufferLoad => {
                    // A typed buffer: adjacent lanes the shader extracts.
                    let mut lanes: Vec<u32> = body
                        .uses(body.result(op, 0))
                        .filter_map(|u| extracted_lane(cx, body, u.op))
                        .filter(|&l| l < 4)
                        .collect();
                    lanes.sort_unstable();
                    lanes.dedup();
                    for w in lanes.windows(2) {
                        push(How::SwapLoaded(w[0], w[1]));
                    }
                    *single_lane += usize::from(lanes.len() < 2);
                }
                _ => {}
            }
        }
    }
    out
}

/// `module` with the op at (`function`, `at`) changed by `change`;
/// `None` when there is no such op or `change` cannot apply.
fn edited(
    module: &Module,
    function: usize,
    at: usize,
    change: impl FnOnce(&mut Body, Op) -> Option<()>,
) -> Option<Module> {
    let mut m = module.clone();
    let body = m.functions_mut().get_mut(function)?.body_mut();
    let op = *body.walk().get(at)?;
    change(body, op)?;
    Some(m)
}

/// A new `llvm.constant` of `ty` before `op`.
fn constant_before(
    cx: &Context,
    body: &mut Body,
    op: Op,
    ty: dxir::ir::Type,
    value: AttrData,
) -> Value {
    let mut bl = Builder::before(cx, body, op);
    let spec = Constant::spec(&mut bl, ty).with_attr(cx, "value", cx.intern_attr(value));
    let c = bl.insert(spec);
    bl.body().result(c, 0)
}

/// Operand `i` of `op` (a byte address or offset) plus 4.
fn shift(cx: &Context, body: &mut Body, op: Op, i: usize) -> Option<()> {
    let v = *body.operands(op).get(i)?;
    let ty = body.value_type(v);
    let moved = match constant(cx, body, v) {
        Some(n) => constant_before(cx, body, op, ty, AttrData::Int { bits: n + 4, ty }),
        None => {
            let four = constant_before(cx, body, op, ty, AttrData::Int { bits: 4, ty });
            Builder::before(cx, body, op).value(Add::NAME, &[v, four], ty)
        }
    };
    body.set_operand(op, i, moved);
    Some(())
}

/// Operands `i` and `j` of `op` swapped.
fn swap_operands(body: &mut Body, op: Op, i: usize, j: usize) -> Option<()> {
    let (a, c) = (*body.operands(op).get(i)?, *body.operands(op).get(j)?);
    body.set_operand(op, i, c);
    body.set_operand(op, j, a);
    Some(())
}

/// The extractions of lanes `i` and `j` of `op`'s result swapped.
fn swap_extracted(cx: &Context, body: &mut Body, op: Op, i: u32, j: u32) -> Option<()> {
    let users: Vec<Op> = body.uses(body.result(op, 0)).map(|u| u.op).collect();
    for u in users {
        let to = match extracted_lane(cx, body, u) {
            Some(l) if l == i => j,
            Some(l) if l == j => i,
            _ => continue,
        };
        let AttrData::Array(items) = cx.attr_data(body.attr(cx, u, "indices")?) else {
            return None;
        };
        let AttrData::Int { ty, .. } = cx.attr_data(*items.first()?) else {
            return None;
        };
        let idx = cx.intern_attr(AttrData::Array(vec![cx.int_attr(*ty, i128::from(to))]));
        body.set_attr(cx, u, "indices", idx);
    }
    Some(())
}

/// A new constant of `ty` before `op` that no seed fills in: an int of
/// alternating bits, or a float of the same bits (finite, normal).
fn sentinel(cx: &Context, body: &mut Body, op: Op, ty: dxir::ir::Type) -> Option<Value> {
    let t = cx.types();
    let data = if ty == t.half {
        AttrData::Float { bits: 0x5a5a, ty }
    } else if ty == t.float {
        AttrData::Float {
            bits: 0x5a5a_5a5a,
            ty,
        }
    } else if ty == t.double {
        AttrData::Float {
            bits: 0x5a5a_5a5a_5a5a_5a5a,
            ty,
        }
    } else {
        let w = cx.int_width(ty)?;
        AttrData::Int {
            bits: 0x5a5a_5a5a_5a5a_5a5a & ((1u128 << w) - 1),
            ty,
        }
    };
    Some(constant_before(cx, body, op, ty, data))
}

/// Every lane a buffer store writes (operands 3 to 6 that are not
/// `undef`) replaced by a [`sentinel`].
fn store_sentinel(cx: &Context, body: &mut Body, op: Op) -> Option<()> {
    for k in 3..7 {
        let v = *body.operands(op).get(k)?;
        if is_undef(cx, body, v) {
            continue;
        }
        let ty = body.value_type(v);
        let c = sentinel(cx, body, op, ty)?;
        body.set_operand(op, k, c);
    }
    Some(())
}

/// Every lane a buffer load yields (each `extractvalue` of its result)
/// replaced by a [`sentinel`]; `None` if something else uses the result.
fn load_sentinel(cx: &Context, body: &mut Body, op: Op) -> Option<()> {
    let users: Vec<Op> = body.uses(body.result(op, 0)).map(|u| u.op).collect();
    for u in users {
        ExtractValue::match_op(cx, body, u)?;
        let lane = body.result(u, 0);
        let c = sentinel(cx, body, u, body.value_type(lane))?;
        body.replace_all_uses(lane, c);
    }
    Some(())
}

/// Whether the op at (`function`, `at`) runs on some seed: an op added
/// before it (in its block, so run exactly when it is) makes that seed's
/// run of `module` take more steps.
fn runs_at_all(
    cx: &Context,
    module: &Module,
    function: usize,
    at: usize,
    per_entry: &[EntryRuns],
) -> bool {
    let Some(probed) = edited(module, function, at, |body, op| {
        let ty = cx.types().i32;
        sentinel(cx, body, op, ty).map(|_| ())
    }) else {
        return false;
    };
    per_entry.iter().any(|e| {
        e.runs.iter().any(|r| {
            let steps = |m: &Module| {
                dxir::interp::run(cx, m, &mut r.start.clone(), &e.dispatch).map(|rep| rep.steps)
            };
            matches!((steps(module), steps(&probed)), (Ok(a), Ok(b)) if b > a)
        })
    })
}

/// `module` with `b` applied; `None` when the op is not where `b` says.
fn broken(cx: &Context, module: &Module, b: Break) -> Option<Module> {
    edited(module, b.function, b.at, |body, op| match b.how {
        How::Shift(i) => shift(cx, body, op, i),
        How::SwapStored(i, j) => swap_operands(body, op, i, j),
        How::SwapLoaded(i, j) => swap_extracted(cx, body, op, i, j),
    })
}

/// What `validate-lowering` says of a module against the input's runs.
enum Verdict {
    /// A difference (exit 1): the first.
    Differs(String),
    /// Equal on every seed of every entry (exit 0).
    Equal,
    /// Some run could not be compared (exit 2), and no run differs.
    CannotRun(Vec<String>),
}

fn verdict(cx: &Context, module: &Module, per_entry: &[EntryRuns]) -> Verdict {
    let mut cannot = Vec::new();
    for e in per_entry {
        match compare_runs(cx, module, &e.runs, &e.dispatch) {
            Ok(Some(d)) => return Verdict::Differs(d),
            Ok(None) => {}
            Err((seed, err)) => cannot.push(format!("seed {seed} cannot run: {err}")),
        }
    }
    if cannot.is_empty() {
        Verdict::Equal
    } else {
        Verdict::CannotRun(cannot)
    }
}

/// Why moving the access that `b` moves is unobservable, if it is, for
/// any seed, computed by running variants of the lowered module on the
/// default seeds:
///
/// - a store: a sentinel stored in its place is seen (a run differs: the
///   store runs and its bytes are read), yet deleting it changes no run
///   (it writes back what its bytes already hold), and a sentinel stored
///   at the moved place changes no run either (what it writes there is
///   overwritten before anything reads it);
/// - a load: it runs (an op added beside it adds steps), and what it
///   yields is never seen (every lane it yields replaced by a sentinel, no
///   run differs).
///
/// Then no part of the move can show, whatever the seeds fill.
fn unobservable_move(
    cx: &Context,
    lowered: &Module,
    b: Break,
    per_entry: &[EntryRuns],
) -> Option<String> {
    let How::Shift(i) = b.how else {
        return None;
    };
    let mut code = None;
    edited(lowered, b.function, b.at, |body, op| {
        code = DxilOpcode::of(cx, body, op);
        Some(())
    })?;
    let equal = |m: &Module| matches!(verdict(cx, m, per_entry), Verdict::Equal);
    match code? {
        DxilOpcode::BufferStore | DxilOpcode::RawBufferStore => {
            let seen = edited(lowered, b.function, b.at, |body, op| {
                store_sentinel(cx, body, op)
            })?;
            let Verdict::Differs(seen) = verdict(cx, &seen, per_entry) else {
                return None;
            };
            let deleted = edited(lowered, b.function, b.at, |body, op| {
                body.erase_op(op);
                Some(())
            })?;
            let moved_sentinel = edited(lowered, b.function, b.at, |body, op| {
                shift(cx, body, op, i)?;
                store_sentinel(cx, body, op)
            })?;
            (equal(&deleted) && equal(&moved_sentinel)).then(|| format!(
                "the store writes back what its bytes hold (deleted, no run differs) and what it writes 4 bytes on is overwritten unread (a sentinel stored there, no run differs); a sentinel stored in place is seen ({seen})"
            ))
        }
        DxilOpcode::BufferLoad | DxilOpcode::RawBufferLoad => {
            let unseen = edited(lowered, b.function, b.at, |body, op| {
                load_sentinel(cx, body, op)
            })?;
            (equal(&unseen) && runs_at_all(cx, lowered, b.function, b.at, per_entry)).then(|| {
                "what the load yields is never seen (every lane it yields replaced by a sentinel, no run differs), and it runs (an op added before it adds steps)".to_string()
            })
        }
        _ => None,
    }
}

/// The op a break changes, for messages: its DXIL opcode and the
/// constant offset or address it has.
fn describe(cx: &Context, module: &Module, b: Break) -> String {
    let Some(f) = module.functions().get(b.function) else {
        return format!("{b:?}");
    };
    let body = f.body();
    let Some(&op) = body.walk().get(b.at) else {
        return format!("{b:?}");
    };
    let code = DxilOpcode::of(cx, body, op).map_or("?".into(), |c| format!("{c:?}"));
    let offset = |i: usize| {
        body.operands(op)
            .get(i)
            .and_then(|&v| constant(cx, body, v))
            .map_or("dynamic".into(), |n| n.to_string())
    };
    let what = match b.how {
        How::Shift(i) => format!("offset {} moved by 4", offset(i)),
        How::SwapStored(i, j) => format!("stored lanes {} and {} swapped", i - 3, j - 3),
        How::SwapLoaded(i, j) => format!("loaded lanes {i} and {j} swapped"),
    };
    format!("@{} op #{} {code}: {what}", f.name(), b.at)
}

/// The output semantics a corpus shader's HLSL source names in its
/// `// output-semantics:` line (clang 22 records none).
fn corpus_semantics(ll: &Path) -> dxir::passes::SignatureSemantics {
    let stem = ll
        .file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('.').next())
        .unwrap_or_default();
    let hlsl = ll
        .parent()
        .and_then(Path::parent)
        .map(|corpus| corpus.join("hlsl").join(format!("{stem}.hlsl")));
    let outputs = hlsl
        .and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|t| {
            t.lines()
                .find_map(|l| l.strip_prefix("// output-semantics:"))
                .map(|l| {
                    l.split(',')
                        .map(|s| s.trim().parse().expect("a semantic"))
                        .collect()
                })
        });
    dxir::passes::SignatureSemantics {
        outputs,
        ..Default::default()
    }
}

/// The entries of `module` the interpreter runs (compute, vertex,
/// pixel), by name.
/// Whether `f` is a shader entry (`"hlsl.shader"`, which the lowered
/// module keeps among its string attributes).
fn is_shader_entry(cx: &Context, f: &dxir::ir::Function) -> bool {
    match f
        .attrs()
        .get(cx.ident("string_attrs"))
        .map(|a| cx.attr_data(a))
    {
        Some(AttrData::Dict(items)) => items.iter().any(|(k, _)| &**k == "hlsl.shader"),
        _ => false,
    }
}

fn entries_run(cx: &Context, module: &Module) -> Vec<String> {
    module
        .functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .filter(|f| dxir::interp::entry_point(cx, module, Some(f.name())).is_ok())
        .map(|f| f.name().to_string())
        .collect()
}

/// One entry's input runs, as `validate-lowering` makes them with its
/// default seeds and `--entry` naming the entry: with
/// `--allow-races` where the input races without it.
struct EntryRuns {
    dispatch: Dispatch,
    runs: Vec<SeedRun>,
}

/// Breaks of one kind.
#[derive(Default, Clone, Copy)]
struct Counts {
    applied: usize,
    caught: usize,
    unobservable: usize,
}

/// What one corpus file gave.
#[derive(Default)]
struct FileOutcome {
    /// Breaks by kind.
    counts: std::collections::BTreeMap<Kind, Counts>,
    /// The seed each caught break was first seen at, counted by seed.
    first_seen: std::collections::BTreeMap<String, usize>,
    /// Breaks whose effect no run can see, with the computed reason.
    unobservable: Vec<String>,
    /// Breaks not caught.
    survivors: Vec<String>,
    /// Why the file was not run: no compute entry, or the lowering
    /// refuses it.
    not_run: Option<String>,
    /// Why the file, with such accesses, was not checked: the input does
    /// not run, or its lowering does not validate unbroken.
    not_checked: Option<String>,
    single_lane: usize,
    ambiguous: usize,
    /// Whether it was checked (has accesses and validates unbroken).
    checked: bool,
}

fn check_file(path: &Path) -> FileOutcome {
    let mut out = FileOutcome::default();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let Ok(text) = std::fs::read_to_string(path) else {
        out.not_checked = Some(format!("{name}: cannot be read"));
        return out;
    };
    // A context per file: the files name their types alike.
    let cx = dxir::context();
    let input = match dxir::import_module(&cx, &text, &name) {
        Ok(m) => m,
        Err(e) => {
            out.not_checked = Some(format!("{name}: does not import: {e}"));
            return out;
        }
    };
    let entries = entries_run(&cx, &input);
    if entries.is_empty() {
        out.not_run = Some(format!(
            "{name}: no entry the interpreter runs (compute, vertex or pixel)"
        ));
        return out;
    }
    let semantics = corpus_semantics(path);
    let graphics =
        text.contains("\"hlsl.shader\"=\"vertex\"") || text.contains("\"hlsl.shader\"=\"pixel\"");
    let mut lowered = input.clone();
    let opts = dxir::lower::LowerOptions {
        semantics: semantics.clone(),
        ..Default::default()
    };
    if let Err(e) = dxir::lower::lower_module(&cx, &mut lowered, &opts) {
        // What the lowering refuses is tests/lower_corpus.rs's to judge.
        out.not_run = Some(format!("{name}: does not lower: {e}"));
        return out;
    }
    // The input's runs, per entry (for the resource kinds, and to compare
    // with).
    let mut per_entry = Vec::new();
    for e in &entries {
        // Named, as `validate-lowering` names a library's entries: a
        // library may hold entries of stages the interpreter does not run
        // beside the one it does.
        let mut dispatch = Dispatch {
            entry: Some(e.clone()),
            // A vertex or pixel shader: four invocations.
            groups: if graphics { [4, 1, 1] } else { [1, 1, 1] },
            semantics: semantics.clone(),
            ..Dispatch::default()
        };
        let mut runs = input_runs(&cx, &input, &dispatch, None, DEFAULT_SEEDS);
        if runs.as_ref().is_err_and(|m| m.contains("data race")) {
            // As `validate-lowering --allow-races`.
            dispatch.allow_races = true;
            runs = input_runs(&cx, &input, &dispatch, None, DEFAULT_SEEDS);
        }
        match runs {
            Ok(r) => per_entry.push(EntryRuns {
                dispatch,
                runs: r.runs,
            }),
            Err(m) => {
                out.not_checked = Some(format!("{name}: @{e}: the input does not run: {m}"));
                return out;
            }
        }
    }
    let raw_buffers = per_entry.iter().any(|e| {
        e.runs
            .iter()
            .any(|r| r.start.resources.iter().any(|r| r.kind == ResKind::Raw))
    });
    let list = breaks(
        &cx,
        &lowered,
        &entries,
        raw_buffers,
        &mut out.single_lane,
        &mut out.ambiguous,
    );
    if list.is_empty() {
        return out;
    }
    for e in &per_entry {
        match compare_runs(&cx, &lowered, &e.runs, &e.dispatch) {
            Ok(None) => {}
            Ok(Some(d)) => {
                out.not_checked = Some(format!("{name}: the lowering differs unbroken: {d}"));
                return out;
            }
            Err((seed, err)) => {
                out.not_checked = Some(format!(
                    "{name}: the lowered module does not run unbroken (seed {seed}): {err}"
                ));
                return out;
            }
        }
    }
    out.checked = true;
    for b in list {
        let counts = out.counts.entry(b.kind()).or_default();
        counts.applied += 1;
        let what = describe(&cx, &lowered, b);
        let Some(m) = broken(&cx, &lowered, b) else {
            out.survivors
                .push(format!("{name}: {what}: cannot be applied"));
            continue;
        };
        match verdict(&cx, &m, &per_entry) {
            Verdict::Differs(d) => {
                counts.caught += 1;
                // "seed S: ...", as `validate-lowering` reports it.
                let seed = d
                    .strip_prefix("seed ")
                    .and_then(|r| r.split(':').next())
                    .unwrap_or("?");
                *out.first_seen.entry(seed.to_string()).or_default() += 1;
            }
            Verdict::Equal => match unobservable_move(&cx, &lowered, b, &per_entry) {
                Some(why) => {
                    counts.unobservable += 1;
                    out.unobservable.push(format!("{name}: {what}: {why}"));
                }
                None => out
                    .survivors
                    .push(format!("{name}: {what}: no run differs")),
            },
            Verdict::CannotRun(why) => out
                .survivors
                .push(format!("{name}: {what}: {}", why.join("; "))),
        }
    }
    out
}

#[test]
fn broken_buffer_offsets_and_lanes_are_caught_with_the_default_seeds() {
    use rayon::prelude::*;
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("tests/corpus/ll"))
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    // Byte-address buffers have no `Load`/`Store` in clang 22, so no corpus
    // shader has one; this one is written by hand in the form clang's
    // intrinsics take.
    files.push(root.join("tests/vulkan-inputs/raw_buffers.ll"));
    let started = std::time::Instant::now();
    // The main thread's stack (8 MiB), not a spawned thread's 2 MiB: the
    // importer and the passes recurse deep in a debug build.
    let pool = rayon::ThreadPoolBuilder::new()
        .stack_size(8 << 20)
        .build()
        .expect("a thread pool");
    let outcomes: Vec<FileOutcome> =
        pool.install(|| files.par_iter().map(|f| check_file(f)).collect());
    let mut counts = std::collections::BTreeMap::<Kind, Counts>::new();
    let mut first_seen = std::collections::BTreeMap::<String, usize>::new();
    let (mut shaders, mut single_lane, mut ambiguous) = (0, 0, 0);
    let (mut unobservable, mut survivors) = (Vec::new(), Vec::new());
    let (mut not_run, mut not_checked) = (Vec::new(), Vec::new());
    for o in outcomes {
        shaders += usize::from(o.checked);
        for (k, c) in o.counts {
            let e = counts.entry(k).or_default();
            e.applied += c.applied;
            e.caught += c.caught;
            e.unobservable += c.unobservable;
        }
        for (seed, n) in o.first_seen {
            *first_seen.entry(seed).or_default() += n;
        }
        single_lane += o.single_lane;
        ambiguous += o.ambiguous;
        unobservable.extend(o.unobservable);
        survivors.extend(o.survivors);
        not_run.extend(o.not_run);
        not_checked.extend(o.not_checked);
    }
    let total: usize = counts.values().map(|c| c.applied).sum();
    let caught: usize = counts.values().map(|c| c.caught).sum();
    println!(
        "{shaders} shaders with buffer accesses checked in {:.1?} ({} files not run): {caught} of {total} breaks caught",
        started.elapsed(),
        not_run.len()
    );
    for k in [
        Kind::StructuredOffset,
        Kind::RawAddress,
        Kind::TypedStoreLanes,
        Kind::TypedLoadLanes,
    ] {
        let c = counts.get(&k).copied().unwrap_or_default();
        println!(
            "  {k:?}: {} applied, {} caught, {} unobservable",
            c.applied, c.caught, c.unobservable
        );
    }
    println!("  {single_lane} typed accesses of one lane (nothing to swap)");
    println!("  the seed each break was first seen at (the seeds run in this order, 0 first): {first_seen:?}");
    for n in &unobservable {
        println!("unobservable: {n}");
    }
    for n in &not_run {
        println!("not run: {n}");
    }
    for n in &not_checked {
        println!("not checked: {n}");
    }
    for s in &survivors {
        println!("not caught: {s}");
    }
    assert_eq!(ambiguous, 0, "bufferLoad/bufferStore with no offset in a module with a byte-address buffer: typed or raw? This test must learn the resource of each access first");
    assert!(
        not_checked.is_empty(),
        "corpus shaders with buffer accesses whose unbroken lowering is not proven:\n{}",
        not_checked.join("\n")
    );
    // Coverage stays (281 shaders and 1,274 breaks when this was written;
    // the corpus only grows), every kind of break included.
    assert!(
        shaders >= 250 && total >= 1200,
        "only {total} breaks applied on {shaders} shaders"
    );
    for k in [
        Kind::StructuredOffset,
        Kind::RawAddress,
        Kind::TypedStoreLanes,
        Kind::TypedLoadLanes,
    ] {
        assert!(
            counts.get(&k).is_some_and(|c| c.caught > 0),
            "no {k:?} break caught"
        );
    }
    assert!(
        survivors.is_empty(),
        "{} of {total} breaks not caught:\n{}",
        survivors.len(),
        survivors.join("\n")
    );
}
