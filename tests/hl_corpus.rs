//! Hand-written `hl` modules (`tests/hl/NAME.dxir`) against clang's path:
//! for each, the corpus shader `tests/corpus/hlsl/NAME.hlsl` compiled by
//! clang 22 at -O3 (`tests/corpus/ll/NAME.sm6_6.O3.ll`) and the `hl` module
//! after `lower-hl` must create the same handles (op, handle type, space,
//! register or order id, range, constant index, name; a dynamic index
//! counts as `?`) and access each resource the same number of times (loads
//! and stores; clang's `getpointer` + `load`/`store` count like the `dx`
//! load/store ops `lower-hl` emits). Constant buffers are compared by their
//! handles only: clang reads them through globals until `cbuffer-access`.
//! Both sides are then run through `implicit-binding` and compared again,
//! so the order ids `lower-hl` gives lead to the registers clang's gets;
//! last, clang's side goes through `cbuffer-access` and `resource-access`
//! and every `dx` load/store (cbuffer rows included) must be the same op on
//! the same resource with the same constant operands.
//!
//! `hand_written_hl_gives_clangs_dxil` then runs the whole `dxir lower` on
//! both and compares every DXIL op call with its constant operands
//! (`createHandleFromBinding`'s `ResBind` and absolute index included). A
//! shader whose clang side does not lower is skipped with a note; at least
//! 10 must be compared.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use dxir::embed::Pipeline;
use dxir::ir::{AttrData, Body, Context, Module, Op, Value};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn const_int(cx: &Context, body: &Body, v: Value) -> Option<i64> {
    let op = body.defining_op(v)?;
    if cx.op_name_str(body.op_name(op)) != "llvm.constant" {
        return None;
    }
    cx.attr_as_i64(body.attr(cx, op, "value")?)
}

/// The C string the global `@sym` holds.
fn global_string(cx: &Context, m: &Module, sym: &str) -> String {
    let g = m.globals();
    for op in g.walk() {
        if g.attr(cx, op, "sym_name").and_then(|a| cx.attr_as_str(a)) == Some(sym) {
            if let Some(AttrData::Bytes(b)) = g.attr(cx, op, "initializer").map(|a| cx.attr_data(a))
            {
                return String::from_utf8_lossy(b.strip_suffix(&[0]).unwrap_or(b)).into_owned();
            }
        }
    }
    format!("@{sym}?")
}

/// The name argument of the handle op defining `h`, if there is one.
fn handle_name(cx: &Context, m: &Module, body: &Body, h: Value) -> Option<String> {
    let op = body.defining_op(h)?;
    let name = cx.op_name_str(body.op_name(op));
    if !name.starts_with("dx.resource.handlefrom") {
        return None;
    }
    let ptr = *body.operands(op).get(4)?;
    let addr = body.defining_op(ptr)?;
    match body.attr(cx, addr, "global").map(|a| cx.attr_data(a)) {
        Some(AttrData::Symbol(s)) => Some(global_string(cx, m, s)),
        _ => None,
    }
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Signature {
    /// Distinct handle creations, sorted.
    handles: Vec<String>,
    /// `load NAME` / `store NAME` counts.
    accesses: BTreeMap<String, usize>,
}

/// Loads and stores through `ptr` (a `getpointer` result), following GEPs.
fn pointer_accesses(
    cx: &Context,
    body: &Body,
    ptr: Value,
    name: &str,
    out: &mut BTreeMap<String, usize>,
    depth: u32,
) {
    if depth > 8 {
        return;
    }
    for u in body.uses(ptr) {
        let kind = match cx.op_name_str(body.op_name(u.op)) {
            "llvm.load" => "load",
            "llvm.store" => "store",
            "llvm.getelementptr" => {
                for &r in body.results(u.op) {
                    pointer_accesses(cx, body, r, name, out, depth + 1);
                }
                continue;
            }
            _ => continue,
        };
        *out.entry(format!("{kind} {name}")).or_default() += 1;
    }
}

fn signature(cx: &Context, m: &Module) -> Signature {
    let mut sig = Signature::default();
    for f in m.functions() {
        let body = f.body();
        for op in body.walk() {
            record(cx, m, body, op, &mut sig);
        }
    }
    sig.handles.sort();
    sig.handles.dedup();
    sig
}

fn record(cx: &Context, m: &Module, body: &Body, op: Op, sig: &mut Signature) {
    let name = cx.op_name_str(body.op_name(op));
    let operands = body.operands(op);
    match name {
        "dx.resource.handlefrombinding" | "dx.resource.handlefromimplicitbinding" => {
            let args: Vec<String> = operands[..4]
                .iter()
                .map(|&v| const_int(cx, body, v).map_or("?".to_string(), |c| c.to_string()))
                .collect();
            let ty = dxir::ir::type_to_string(cx, body.value_type(body.result(op, 0)));
            let res = handle_name(cx, m, body, body.result(op, 0)).unwrap_or_default();
            sig.handles
                .push(format!("{name}({ty}; {}; \"{res}\")", args.join(", ")));
        }
        "dx.resource.getpointer" => {
            let Some(res) = handle_name(cx, m, body, operands[0]) else {
                return;
            };
            let ptr = body.result(op, 0);
            pointer_accesses(cx, body, ptr, &res, &mut sig.accesses, 0);
        }
        "dx.resource.load.typedbuffer" | "dx.resource.load.rawbuffer" => {
            let res = handle_name(cx, m, body, operands[0]).unwrap_or_default();
            *sig.accesses.entry(format!("load {res}")).or_default() += 1;
        }
        "dx.resource.store.typedbuffer" | "dx.resource.store.rawbuffer" => {
            let res = handle_name(cx, m, body, operands[0]).unwrap_or_default();
            *sig.accesses.entry(format!("store {res}")).or_default() += 1;
        }
        _ => {}
    }
}

fn hl_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("tests/hl"))
        .expect("tests/hl exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dxir"))
        .collect();
    v.sort();
    v
}

fn compare(path: &Path) -> Result<(), String> {
    let cx = dxir::context();
    let stem = path.file_stem().unwrap().to_str().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let mut hl =
        dxir::parse_module(&cx, &text, &path.display().to_string()).map_err(|e| e.to_string())?;
    Pipeline::parse("lower-hl")
        .unwrap()
        .then_named("dce")
        .unwrap()
        .run(&cx, &mut hl)
        .map_err(|e| e.to_string())?;
    dxir::verify_module(&cx, &hl, &Default::default()).map_err(|e| e.to_string())?;
    let ll_path = root().join(format!("tests/corpus/ll/{stem}.sm6_6.O3.ll"));
    let ll =
        std::fs::read_to_string(&ll_path).map_err(|e| format!("{}: {e}", ll_path.display()))?;
    let clang =
        dxir::import_module(&cx, &ll, &ll_path.display().to_string()).map_err(|e| e.to_string())?;
    let (a, b) = (signature(&cx, &hl), signature(&cx, &clang));
    if a != b {
        return Err(format!(
            "{stem}: lower-hl gives\n{a:#?}\nclang's path gives\n{b:#?}"
        ));
    }
    // Then registers: implicit-binding on both sides must agree too.
    let mut clang = clang;
    Pipeline::parse("implicit-binding")
        .unwrap()
        .run(&cx, &mut clang)
        .map_err(|e| e.to_string())?;
    Pipeline::parse("implicit-binding")
        .unwrap()
        .run(&cx, &mut hl)
        .map_err(|e| e.to_string())?;
    let (a, b) = (signature(&cx, &hl), signature(&cx, &clang));
    if a != b {
        return Err(format!(
            "{stem}: after implicit-binding, lower-hl gives\n{a:#?}\nclang's path gives\n{b:#?}"
        ));
    }
    // Then the access ops themselves, once clang's pointers are lowered.
    Pipeline::parse("cbuffer-access,resource-access,dce")
        .unwrap()
        .run(&cx, &mut clang)
        .map_err(|e| e.to_string())?;
    let (a, b) = (access_ops(&cx, &hl), access_ops(&cx, &clang));
    if a != b {
        return Err(format!(
            "{stem}: dx accesses of lower-hl\n{a:#?}\nand of clang's path\n{b:#?}"
        ));
    }
    Ok(())
}

#[test]
fn hand_written_hl_matches_clang() {
    let files = hl_files();
    let failures: Vec<String> = files.iter().filter_map(|p| compare(p).err()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    assert!(
        files.len() >= 10,
        "at least 10 hl modules, found {}",
        files.len()
    );
}

/// Every `dx` resource access, after `cbuffer-access` and `resource-access`
/// have run on clang's side: op, resource name, and each constant operand
/// after the handle (`?` for a computed one), as a multiset.
fn access_ops(cx: &Context, m: &Module) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for f in m.functions() {
        let body = f.body();
        for op in body.walk() {
            let name = cx.op_name_str(body.op_name(op));
            if !(name.starts_with("dx.resource.load.") || name.starts_with("dx.resource.store.")) {
                continue;
            }
            let ops = body.operands(op);
            let res = handle_name(cx, m, body, ops[0]).unwrap_or_default();
            let args: Vec<String> = ops[1..]
                .iter()
                .map(
                    |&v| match body.defining_op(v).map(|d| cx.op_name_str(body.op_name(d))) {
                        Some("llvm.constant") => {
                            const_int(cx, body, v).map_or("c".into(), |c| c.to_string())
                        }
                        Some("llvm.poison") | Some("llvm.undef") => "poison".to_string(),
                        _ => "?".to_string(),
                    },
                )
                .collect();
            *out.entry(format!("{name} {res} ({})", args.join(", ")))
                .or_default() += 1;
        }
    }
    out
}

/// Every DXIL op call after the whole `dxir lower`: op and its constant
/// operands (`?` for computed ones), as a multiset. The handle creation
/// carries the binding (`ResBind` lower, upper, space, class) and the
/// absolute index.
fn dxil_ops(cx: &Context, m: &Module) -> BTreeMap<String, usize> {
    let mut out = BTreeMap::new();
    for f in m.functions() {
        let body = f.body();
        for op in body.walk() {
            let name = cx.op_name_str(body.op_name(op));
            if !name.starts_with("dxil.") {
                continue;
            }
            let args: Vec<String> = body
                .operands(op)
                .iter()
                .map(|&v| {
                    let def = body.defining_op(v);
                    match def.map(|d| (d, cx.op_name_str(body.op_name(d)))) {
                        Some((d, "llvm.constant")) => body
                            .attr(cx, d, "value")
                            .map_or("c".into(), |a| dxir::ir::attr_to_string(cx, a)),
                        Some((_, "llvm.undef")) | Some((_, "llvm.poison")) => "undef".into(),
                        _ => "?".into(),
                    }
                })
                .collect();
            *out.entry(format!("{name}({})", args.join(", ")))
                .or_default() += 1;
        }
    }
    out
}

/// Both through `dxir lower`: the same DXIL op calls and bindings.
fn compare_dxil(path: &Path) -> Result<Option<String>, String> {
    let cx = dxir::context();
    let stem = path.file_stem().unwrap().to_str().unwrap();
    let text = std::fs::read_to_string(path).unwrap();
    let mut hl =
        dxir::parse_module(&cx, &text, &path.display().to_string()).map_err(|e| e.to_string())?;
    let ll_path = root().join(format!("tests/corpus/ll/{stem}.sm6_6.O3.ll"));
    let ll = std::fs::read_to_string(&ll_path).map_err(|e| e.to_string())?;
    let mut clang =
        dxir::import_module(&cx, &ll, &ll_path.display().to_string()).map_err(|e| e.to_string())?;
    let opts = dxir::lower::LowerOptions::default();
    dxir::embed::lower_to_dxil(&cx, &mut hl, &opts).map_err(|e| format!("{stem} (hl): {e}"))?;
    if let Err(e) = dxir::embed::lower_to_dxil(&cx, &mut clang, &opts) {
        // Not this comparison's subject: clang's own path must lower first.
        return Ok(Some(format!(
            "{stem}: skipped, clang's path does not lower: {e}"
        )));
    }
    let (a, b) = (dxil_ops(&cx, &hl), dxil_ops(&cx, &clang));
    if a.is_empty() || a != b {
        return Err(format!(
            "{stem}: DXIL from hl\n{a:#?}\nDXIL from clang's path\n{b:#?}"
        ));
    }
    Ok(None)
}

#[test]
fn hand_written_hl_gives_clangs_dxil() {
    let files = hl_files();
    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    for p in &files {
        match compare_dxil(p) {
            Ok(None) => {}
            Ok(Some(note)) => skipped.push(note),
            Err(e) => failures.push(e),
        }
    }
    for note in &skipped {
        eprintln!("{note}");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    let compared = files.len() - skipped.len();
    assert!(
        compared >= 10,
        "only {compared} shaders compared at the DXIL level"
    );
}

/// The comparison can fail: a module whose handle differs from clang's
/// (register 1 instead of 0) is reported.
#[test]
fn a_wrong_binding_is_caught() {
    let dir = std::env::temp_dir().join(format!("dxir-hl-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(root().join("tests/hl/rwbuffer_float.dxir")).unwrap();
    let wrong = text.replacen("register = 0 : i32", "register = 1 : i32", 1);
    assert_ne!(wrong, text);
    let p = dir.join("rwbuffer_float.dxir");
    std::fs::write(&p, wrong).unwrap();
    let e = compare(&p).unwrap_err();
    assert!(e.contains("handlefrombinding"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}
