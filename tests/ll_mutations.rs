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
