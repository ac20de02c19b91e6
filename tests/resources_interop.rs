//! Our resource analysis against LLVM 22's: for every optimised corpus
//! shader (after our `implicit-binding`, exported as `.ll`, since `opt`
//! does not bind implicit resources), `opt -passes='print<dxil-resources>'`
//! must describe the same resources, in the same order, with the same
//! bindings, record IDs, classes, kinds, names, counters, element types,
//! strides, alignments and cbuffer sizes. Skips without LLVM's `opt`.

use dxir::dialects::dx::{ElementType, ResourceType};
use dxir::dialects::llvm_tools::tool_for_test;
use dxir::passes::resources::{analyze_resources, ResourceInfo};
use dxir::{Context, ModulePass};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// LLVM hangs on some inputs; a run longer than this is reported, not waited for.
const OPT_TIMEOUT: Duration = Duration::from_secs(60);

fn corpus_o3() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_str().is_some_and(|s| s.ends_with(".O3.ll")))
        .collect();
    files.sort();
    files
}

/// `opt`'s stderr for `print<dxil-resources>`, or `None` on timeout.
fn llvm_print(opt: &Path, file: &Path) -> Option<String> {
    let mut child = Command::new(opt)
        .arg("-passes=print<dxil-resources>")
        .arg("-disable-output")
        .arg(file)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "opt failed on {}", file.display());
            return Some(String::from_utf8_lossy(&out.stderr).into_owned());
        }
        if start.elapsed() > OPT_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The `Resource N:` blocks of the printout, as field → value maps.
fn parse_llvm(text: &str) -> Vec<BTreeMap<String, String>> {
    let mut out: Vec<BTreeMap<String, String>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("Resource ") && line.ends_with(':') {
            out.push(BTreeMap::new());
        } else if line.starts_with("Call bound") || line.is_empty() {
            continue;
        } else if let (Some(r), Some((k, v))) = (out.last_mut(), line.split_once(':')) {
            if line.starts_with(' ') && !v.trim().is_empty() {
                r.insert(k.trim().to_string(), v.trim().to_string());
            }
        }
    }
    out
}

/// The same fields for one of our resources.
fn ours(cx: &Context, r: &ResourceInfo) -> BTreeMap<String, String> {
    let mut m = BTreeMap::new();
    let mut put = |k: &str, v: String| {
        m.insert(k.to_string(), v);
    };
    put("Name", r.name.clone());
    put("Record ID", r.record_id.to_string());
    put("Space", r.binding.space.to_string());
    put("Lower Bound", r.binding.lower_bound.to_string());
    put("Size", r.binding.size.to_string());
    put("Class", r.class.name().to_string());
    put("Kind", r.kind.name().to_string());
    let dir = r.counter.name();
    put("Counter Direction", dir[..1].to_uppercase() + &dir[1..]);
    let rt = r.rtype;
    if rt.is_typed() {
        let (et, st) = (rt.element_type(cx), rt.storage_element_type(cx));
        let text = if et == st {
            et.name().to_string()
        } else {
            format!("{} (stored as {})", et.name(), st.name())
        };
        put("Element Type", text);
        put("Element Count", rt.component_count(cx).to_string());
        assert_ne!(et, ElementType::Invalid);
    }
    if let Some(stride) = rt.structured_stride(cx).unwrap() {
        put("Buffer Stride", stride.to_string());
        put("Alignment", rt.base_align_log2(cx).unwrap().to_string());
    }
    if let Some(size) = rt.cbuffer_size(cx).unwrap() {
        put("CBuffer size", size.to_string());
    }
    if matches!(
        rt,
        ResourceType::TypedBuffer { .. } | ResourceType::RawBuffer { .. }
    ) && rt.is_writeable()
    {
        put("IsROV", u8::from(rt.is_rov()).to_string());
    }
    m
}

#[test]
fn resources_match_llvm_22() {
    let Some(opt) = tool_for_test("opt", "resources_match_llvm_22") else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-resources-interop-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut compared = 0;
    let mut mismatches = Vec::new();
    for path in corpus_o3() {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let cx = dxir::context();
        let src = std::fs::read_to_string(&path).unwrap();
        let mut m = dxir::import_module(&cx, &src, &name).unwrap();
        dxir::passes::ImplicitBinding.run(&cx, &mut m).unwrap();
        let out = dir.join(&name);
        std::fs::write(&out, dxir::export_module(&cx, &m).unwrap()).unwrap();
        let Some(text) = llvm_print(&opt, &out) else {
            eprintln!("{name}: opt timed out; not compared");
            continue;
        };
        let theirs = parse_llvm(&text);
        let map = analyze_resources(&cx, &m).unwrap();
        let mine: Vec<_> = map.resources().iter().map(|r| ours(&cx, r)).collect();
        if theirs.len() != mine.len() {
            mismatches.push(format!(
                "{name}: LLVM finds {} resources, we find {}",
                theirs.len(),
                mine.len()
            ));
            continue;
        }
        for (i, (t, o)) in theirs.iter().zip(&mine).enumerate() {
            for (k, v) in o {
                if t.get(k) != Some(v) {
                    mismatches.push(format!(
                        "{name}: resource {i}: {k}: LLVM {:?}, ours {v:?}",
                        t.get(k)
                    ));
                }
            }
        }
        compared += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert!(compared >= 20, "only {compared} shaders compared");
}
