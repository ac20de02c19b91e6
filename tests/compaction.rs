//! `Body::compact` renumbers a function's ops, values and blocks; the
//! importer does it to every body it reads, and the passes to each body
//! they leave a quarter free, as soon as they are done with it.
//! No pass may depend on the numbering: here every corpus shader at -O3 is
//! lowered once as `dxir lower` does and once pass by pass with every body
//! compacted after each pass (and before the first), whatever its size,
//! and the two outputs must be the same text.

use std::path::Path;

use dxir::lower::{passes, retarget, LowerOptions};
use dxir::{export_module, import_module, Module, PassManager};

/// Runs the lowering pipeline on `m`, compacting every body around each
/// pass when `compact` is set.
fn lower(cx: &dxir::Context, m: &mut Module, compact: bool) -> Result<String, String> {
    let opts = LowerOptions::default();
    retarget(cx, m, &opts).map_err(|e| e.to_string())?;
    let compact_all = |m: &mut Module| {
        if compact {
            for f in m.functions_mut() {
                f.body_mut().compact();
            }
        }
    };
    compact_all(m);
    for pass in passes(cx, &opts, None).map_err(|e| e.to_string())? {
        let mut pm = PassManager::new();
        pm.add(pass);
        pm.run(cx, m).map_err(|e| e.to_string())?;
        compact_all(m);
    }
    export_module(cx, m).map_err(|e| e.to_string())
}

#[test]
fn compacting_after_every_pass_changes_no_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".O3.ll"))
        .collect();
    files.sort();
    assert!(files.len() > 20, "corpus not found in {}", dir.display());
    let mut lowered = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.to_string_lossy();
        let run = |compact: bool| {
            let cx = dxir::context();
            let mut m = import_module(&cx, &text, &name).unwrap();
            lower(&cx, &mut m, compact)
        };
        let plain = run(false);
        let compacted = run(true);
        assert_eq!(plain, compacted, "{name}");
        lowered += usize::from(plain.is_ok());
    }
    // Most shaders lower without options (the signature shaders need some).
    assert!(lowered * 2 > files.len(), "{lowered} of {}", files.len());
}
