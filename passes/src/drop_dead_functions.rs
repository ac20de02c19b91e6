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

use crate::dxil_cleanup::{global_dce, DceScope};
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_ir::{Context, Module};

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
}
