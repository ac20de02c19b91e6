//! `drop-dead-functions`: the function definitions nothing live reaches
//! go before the other passes look at them.
//!
//! LLVM's DirectX backend starts with DXILFinalizeLinkage and GlobalDCE,
//! so its passes never see the `hidden` helpers clang leaves after
//! inlining them (at -O3 they are often half of a module). `dxil-cleanup`
//! does the whole of both later, once `cbuffer-access` and
//! `forward-handles` have read the resource globals it deletes; this pass
//! runs first and removes only what that global DCE would remove of the
//! function definitions, keeping every global, declaration and metadata
//! node (and what they name) for the passes that still need them.

use crate::access_util::for_each_symbol;
use crate::dxil_cleanup::{global_dce, is_dce_root, symbols_of_op, DceScope};
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_dialects::translate::llvm::Outline;
use dxir_ir::{Context, Module};
use rustc_hash::FxHashMap;

/// The `drop-dead-functions` pass (see the module docs).
#[derive(Clone, Copy, Debug, Default)]
pub struct DropDeadFunctions;

impl ModulePass for DropDeadFunctions {
    fn name(&self) -> &'static str {
        "drop-dead-functions"
    }

    fn run(&self, cx: &Context, module: &mut Module) -> Result<PassOutcome, PassError> {
        Ok(if global_dce(cx, module, DceScope::DeadFunctions) {
            PassOutcome::Changed
        } else {
            PassOutcome::Unchanged
        })
    }
}

/// The definitions this pass would remove, told while the module is
/// read, before any body is (`dxir lower` gives this to
/// [`import_module_pruned`](dxir_dialects::translate::llvm::import_module_pruned)):
/// the roots are the same (entries, exports, definitions LLVM may not
/// discard), but what the module level and the bodies refer to is taken
/// from their text, every name written after `@`, which names at least
/// what their ops do. So it finds no more than the pass does, and the
/// pass, which still runs, removes the rest.
pub fn dead_before_import(cx: &Context, outline: &Outline<'_, '_>) -> Vec<bool> {
    let defs = &outline.definitions;
    let index: FxHashMap<&str, usize> = defs
        .iter()
        .enumerate()
        .map(|(i, d)| (d.header.name(), i))
        .collect();
    let mut live = vec![false; defs.len()];
    let mut work: Vec<usize> = Vec::new();
    let reach = |name: &str, live: &mut Vec<bool>, work: &mut Vec<usize>| {
        if let Some(&i) = index.get(name) {
            if !live[i] {
                live[i] = true;
                work.push(i);
            }
        }
    };
    for d in defs {
        if is_dce_root(cx, &d.header) {
            reach(d.header.name(), &mut live, &mut work);
        }
    }
    // The module-level ops read so far, and the text of all of them.
    let globals = outline.module.globals();
    let mut named = Vec::new();
    for op in globals.walk() {
        symbols_of_op(cx, globals, op, &mut named);
    }
    for n in named.into_iter().chain(outline.mentions.iter().copied()) {
        reach(n, &mut live, &mut work);
    }
    while let Some(i) = work.pop() {
        let d = &defs[i];
        let mut refs: Vec<&str> = d.mentions.clone();
        for (_, a) in d.header.attrs().iter() {
            for_each_symbol(cx, a, &mut |s| refs.push(s));
        }
        for r in refs {
            reach(r, &mut live, &mut work);
        }
    }
    live.into_iter().map(|l| !l).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_dialects::translate::llvm::{export_module, import_module};

    fn run(src: &str) -> (PassOutcome, String) {
        let cx = Context::with_registry(dxir_dialects::registry());
        let mut m = import_module(&cx, src, "t.ll").unwrap();
        let outcome = DropDeadFunctions.run(&cx, &mut m).unwrap();
        (outcome, export_module(&cx, &m).unwrap())
    }

    #[test]
    fn unreached_hidden_and_internal_definitions_go() {
        let (outcome, out) = run("define hidden void @dead() {\n  ret void\n}\ndefine internal void @gone() {\n  ret void\n}\ndefine hidden void @called() {\n  ret void\n}\ndefine void @main() \"hlsl.shader\"=\"compute\" {\n  call void @called()\n  ret void\n}\n");
        assert_eq!(outcome, PassOutcome::Changed);
        assert!(!out.contains("@dead("), "{out}");
        assert!(!out.contains("@gone("), "{out}");
        // What is reached stays as it is: linkage is dxil-cleanup's job.
        assert!(out.contains("define hidden void @called()"), "{out}");
    }

    #[test]
    fn globals_declarations_and_what_globals_name_stay() {
        let src = "@g = internal global target(\"dx.RawBuffer\", i8, 1, 0) poison\n@p = internal global ptr @named\n@llvm.used = appending global [1 x ptr] [ptr @used], section \"llvm.metadata\"\ndeclare void @ext()\ndefine internal void @named() {\n  ret void\n}\ndefine internal void @used() {\n  ret void\n}\ndefine void @exported() {\n  ret void\n}\n";
        let (outcome, out) = run(src);
        assert_eq!(outcome, PassOutcome::Unchanged);
        for kept in [
            "@g =",
            "@p =",
            "declare void @ext()",
            "@named()",
            "@used()",
            "@exported()",
        ] {
            assert!(out.contains(kept), "{kept} is gone:\n{out}");
        }
    }

    #[test]
    fn dead_before_import_finds_what_the_pass_removes() {
        use dxir_dialects::translate::llvm::{import_module_pruned, Pruning};
        let src = "@p = internal global ptr @by_global\n\
            define hidden void @leaf() {\n  ret void\n}\n\
            define hidden void @called() {\n  call void @leaf()\n  ret void\n}\n\
            define hidden void @only_from_dead() {\n  ret void\n}\n\
            define hidden void @dead() {\n  call void @only_from_dead()\n  ret void\n}\n\
            define internal void @by_global() {\n  ret void\n}\n\
            define internal void @by_metadata() {\n  ret void\n}\n\
            define void @exported() {\n  ret void\n}\n\
            define void @main() \"hlsl.shader\"=\"compute\" {\n  call void @called()\n  ret void\n}\n\
            !llvm.keep = !{!0}\n!0 = !{ptr @by_metadata}\n";
        let cx = Context::with_registry(dxir_dialects::registry());
        let names = |m: &Module| -> Vec<String> {
            m.functions().iter().map(|f| f.name().to_string()).collect()
        };
        let pruning = Pruning {
            dead: &dead_before_import,
            verify: dxir_ir::VerifyOptions::default(),
        };
        let pruned = import_module_pruned(&cx, src, "d.ll", &pruning).unwrap();
        let mut whole = import_module(&cx, src, "d.ll").unwrap();
        DropDeadFunctions.run(&cx, &mut whole).unwrap();
        assert_eq!(names(&pruned), names(&whole));
        // Named metadata is a root until `dxil-cleanup`; its nodes are
        // read after the bodies, so only the text tells what they name.
        assert_eq!(
            names(&pruned),
            [
                "leaf",
                "called",
                "by_global",
                "by_metadata",
                "exported",
                "main"
            ]
        );
    }
}
