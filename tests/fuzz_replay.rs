//! Replays every fuzz target (`dxir::fuzzing`) on stable Rust over its
//! seeds (`fuzz/seeds.txt`: the corpus, the malformed inputs, the rule
//! files) and over every crash the fuzzer found, kept minimized in
//! `fuzz/corpus/TARGET/`. A panic on any of them fails the test, naming the
//! input.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The files under `dir` (recursively) whose names end in `suffix`, sorted.
fn files_under(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files_under(&p, suffix, out);
        } else if p.to_string_lossy().ends_with(suffix) {
            out.push(p);
        }
    }
}

/// The inputs of `target`: its seeds, then its kept crashes.
fn inputs(target: &str) -> Vec<PathBuf> {
    let seeds = std::fs::read_to_string(repo().join("fuzz/seeds.txt")).expect("fuzz/seeds.txt");
    let mut out = Vec::new();
    for line in seeds.lines() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        match fields.as_slice() {
            [t, dir, suffix] if !t.starts_with('#') && *t == target => {
                let before = out.len();
                files_under(&repo().join(dir), suffix, &mut out);
                assert!(out.len() > before, "no `{suffix}` seeds under {dir}");
            }
            _ => {}
        }
    }
    files_under(&repo().join("fuzz/corpus").join(target), "", &mut out);
    out.sort();
    out
}

use dxir::fuzzing::Reached;

/// Runs `target` on each of its inputs, on two threads; returns how far it
/// got with each input, or `None` where it panicked.
fn replay(name: &str) -> Vec<(PathBuf, Option<Reached>)> {
    let (_, target) = *dxir::fuzzing::TARGETS
        .iter()
        .find(|(n, _)| *n == name)
        .expect("a target of dxir::fuzzing");
    let inputs = inputs(name);
    assert!(!inputs.is_empty(), "{name}: no inputs");
    let half = inputs.len().div_ceil(2);
    std::thread::scope(|s| {
        let workers: Vec<_> = inputs
            .chunks(half)
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|path| {
                            let data = std::fs::read(path).expect("a readable input");
                            let reached = catch_unwind(AssertUnwindSafe(|| target(&data))).ok();
                            (path.clone(), reached)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("the worker returns"))
            .collect()
    })
}

/// No input makes `name` panic, and its seeds hold both inputs it takes
/// to the end and inputs it rejects at once (so it is still doing its
/// work). Returns how far it got with each input.
fn check(name: &str) -> Vec<(PathBuf, Option<Reached>)> {
    let results = replay(name);
    let panicked: Vec<String> = results
        .iter()
        .filter(|(_, r)| r.is_none())
        .map(|(p, _)| p.display().to_string())
        .collect();
    assert!(
        panicked.is_empty(),
        "{name} panicked on {} input(s):\n{}",
        panicked.len(),
        panicked.join("\n")
    );
    for want in [Reached::Done, Reached::Rejected] {
        assert!(
            results.iter().any(|(_, r)| *r == Some(want)),
            "{name}: no seed reached {want:?}"
        );
    }
    results
}

/// The inputs of `results` under `dir` (relative to the repository).
fn under<'a>(
    results: &'a [(PathBuf, Option<Reached>)],
    dir: &str,
) -> impl Iterator<Item = &'a (PathBuf, Option<Reached>)> {
    let dir = repo().join(dir);
    results.iter().filter(move |(p, _)| p.starts_with(&dir))
}

#[test]
fn ll_import() {
    let results = check("ll_import");
    // Every corpus shader is clang 22's output: it imports and verifies.
    for (p, r) in under(&results, "tests/corpus/ll") {
        assert_eq!(*r, Some(Reached::Done), "{}", p.display());
    }
}

#[test]
fn text_parse() {
    check("text_parse");
}

#[test]
fn rules_parse() {
    check("rules_parse");
}

#[test]
fn lower() {
    let results = check("lower");
    // The malformed inputs are each rejected by the importer.
    for (p, r) in under(&results, "tests/malformed/ll") {
        assert_eq!(*r, Some(Reached::Rejected), "{}", p.display());
    }
}

#[test]
fn every_target_is_replayed_here_and_built_in_fuzz() {
    let manifest =
        std::fs::read_to_string(repo().join("fuzz/Cargo.toml")).expect("fuzz/Cargo.toml");
    let here = include_str!("fuzz_replay.rs");
    for (name, _) in dxir::fuzzing::TARGETS {
        assert!(
            here.contains(&format!("fn {name}()")),
            "no replay test for {name}"
        );
        assert!(
            manifest.contains(&format!("name = \"{name}\"")),
            "fuzz/Cargo.toml has no target {name}"
        );
        assert!(
            repo()
                .join(format!("fuzz/fuzz_targets/{name}.rs"))
                .is_file(),
            "no fuzz/fuzz_targets/{name}.rs"
        );
    }
}
