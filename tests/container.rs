//! DXIL bitcode and DX containers, checked by LLVM 22's own tools.
//!
//! For every corpus file that `dxir lower` lowers: the container parses
//! with `obj2yaml` and shows the shader kind, versions, thread group size,
//! entry name, feature flags and resource bindings the module's metadata
//! says (read here from the `.ll` text, independently of the writer);
//! `yaml2obj` of that YAML gives a container `obj2yaml` prints the same way;
//! the bitcode in the DXIL part is read by `llvm-bcanalyzer` (in the 3.7
//! shape: no IDENTIFICATION block, module VERSION 1, typed pointer records)
//! and by `opt`, whose module has the same functions, globals, `dx.op`
//! calls and DXIL metadata as `dxir lower`'s text after the same `opt -S`.
//! Without the tools each check skips with a message, unless
//! `DXIR_REQUIRE_LLVM=1`.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use dxir::bitcode::dxc_form::{DXC_LAYOUT_NATIVE_16, DXC_TRIPLE};
use dxir::bitcode::{write_bitcode, write_container, ContainerOptions};
use dxir::dialects::llvm_tools::tool_for_test;
use dxir::lower::{lower_module, LowerOptions};
use dxir::passes::SignatureSemantics;

/// The corpus's clang output and the hand-written `hl` modules.
fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = [("tests/corpus/ll", "ll"), ("tests/hl", "dxir")]
        .iter()
        .flat_map(|(dir, ext)| {
            std::fs::read_dir(root.join(dir))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(move |p| p.extension().is_some_and(|e| e == *ext))
        })
        .collect();
    files.sort();
    files
}

/// The output semantics a corpus shader names in its `// output-semantics:`
/// directive (clang 22 drops them from the IR).
fn semantics(path: &Path) -> SignatureSemantics {
    let file = path.file_name().unwrap().to_string_lossy();
    let name = file.split('.').next().unwrap();
    let hlsl = path.parent().unwrap().join(format!("../hlsl/{name}.hlsl"));
    let outputs = std::fs::read_to_string(&hlsl).ok().and_then(|text| {
        text.lines()
            .find_map(|l| l.strip_prefix("// output-semantics:"))
            .map(|list| list.split(',').map(|s| s.trim().parse().unwrap()).collect())
    });
    SignatureSemantics {
        inputs: None,
        outputs,
        ..SignatureSemantics::default()
    }
}

/// The lowered text of a corpus file, or `None` if it does not lower
/// (`lower_corpus.rs` covers lowering itself).
fn lower(path: &Path) -> Option<String> {
    let cx = dxir::context();
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.to_string_lossy();
    let mut m = if path.extension().is_some_and(|e| e == "dxir") {
        dxir::parse_module(&cx, &text, &name).ok()?
    } else {
        dxir::import_module(&cx, &text, &name).ok()?
    };
    let opts = LowerOptions {
        semantics: semantics(path),
        ..LowerOptions::default()
    };
    lower_module(&cx, &mut m, &opts).ok()?;
    dxir::export_module(&cx, &m).ok()
}

fn run(tool: &Path, args: &[&str], stdin: Option<&[u8]>) -> Result<String, String> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", tool.display()))?;
    if let Some(input) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        let input = input.to_vec();
        std::thread::spawn(move || {
            let _ = pipe.write_all(&input);
        });
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(format!(
            "{} {args:?} failed: {}",
            tool.display(),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Numbered metadata nodes `!N = [distinct] !{...}` of LLVM IR text.
fn md_nodes(text: &str) -> BTreeMap<String, String> {
    let re = regex::Regex::new(r"^!(\d+) = (?:distinct )?!\{(.*)\}$").unwrap();
    text.lines()
        .filter_map(|l| re.captures(l).map(|c| (c[1].to_string(), c[2].to_string())))
        .collect()
}

/// Named metadata `!name = !{!A, ...}`, each operand rendered in full.
fn named_md(text: &str, name: &str) -> Option<String> {
    let nodes = md_nodes(text);
    let line = text
        .lines()
        .find(|l| l.starts_with(&format!("!{name} = !{{")))?;
    let body = line.split_once("= !{").unwrap().1.trim_end_matches('}');
    Some(format!("{{{}}}", render(body, &nodes, 0)))
}

/// A metadata operand list with every `!N` replaced by its contents, so
/// two texts with different node numbers compare equal.
fn render(body: &str, nodes: &BTreeMap<String, String>, depth: usize) -> String {
    let re = regex::Regex::new(r"!(\d+)").unwrap();
    if depth > 16 {
        return body.to_string();
    }
    re.replace_all(body, |c: &regex::Captures| match nodes.get(&c[1]) {
        Some(inner) => format!("{{{}}}", render(inner, nodes, depth + 1)),
        None => c[0].to_string(),
    })
    .into_owned()
}

/// Top-level operands of a rendered `{...}` list.
fn split_ops(s: &str) -> Vec<String> {
    let s = s.trim();
    let s = s
        .strip_prefix('{')
        .and_then(|s| s.strip_suffix('}'))
        .unwrap_or(s);
    let mut out = Vec::new();
    let mut depth = 0;
    let mut cur = String::new();
    for ch in s.chars() {
        match ch {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(ch);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

fn int_of(op: &str) -> i64 {
    op.rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("not an integer: {op}"))
}

/// What the module's metadata says the container must show.
#[derive(Debug)]
struct Expected {
    kind: u32,
    sm: (i64, i64),
    dxil: (i64, i64),
    psv_version: Option<u32>,
    entry: Option<String>,
    num_threads: Option<[i64; 3]>,
    shader_flags: u64,
    /// `(type name, space, lower, upper, kind name)` in PSV0 order.
    resources: Vec<(String, i64, i64, i64, String)>,
    /// Input and output signature rows: `(name, index, register, mask)`.
    signatures: [Vec<(String, i64, i64, i64)>; 2],
    /// Elements and rows (vectors) of each signature.
    sig_counts: [(usize, i64); 2],
}

fn expected(text: &str) -> Expected {
    let sm = split_ops(&named_md(text, "dx.shaderModel").unwrap());
    let sm = split_ops(&sm[0]);
    let stage = sm[0].trim_start_matches("!\"").trim_end_matches('"');
    let kind = match stage {
        "ps" => 0,
        "vs" => 1,
        "cs" => 5,
        "lib" => 6,
        other => panic!("unexpected stage {other}"),
    };
    let version = split_ops(&split_ops(&named_md(text, "dx.version").unwrap())[0])
        .iter()
        .map(|o| int_of(o))
        .collect::<Vec<_>>();
    // DXC's PSV0 version for the validator version; none for libraries.
    let valver = named_md(text, "dx.valver").map(|v| {
        let v: Vec<i64> = split_ops(&split_ops(&v)[0])
            .iter()
            .map(|o| int_of(o))
            .collect();
        (v[0], v[1])
    });
    let psv_version = (kind != 6).then(|| match valver.unwrap_or((1, 0)) {
        (1, 0) => 0,
        (1, 1..=5) => 1,
        (1, 6 | 7) => 2,
        _ => 3,
    });
    let entries = split_ops(&named_md(text, "dx.entryPoints").unwrap());
    let entry = split_ops(&entries[0]);
    let entry_name = (entry[0] != "null").then(|| {
        entry[1]
            .trim_start_matches("!\"")
            .trim_end_matches('"')
            .to_string()
    });
    let mut num_threads = None;
    let mut shader_flags = 0;
    if entry[4] != "null" {
        let props = split_ops(&entry[4]);
        for pair in props.chunks(2) {
            match int_of(&pair[0]) {
                0 => shader_flags = int_of(&pair[1]) as u64,
                4 => {
                    let t: Vec<i64> = split_ops(&pair[1]).iter().map(|o| int_of(o)).collect();
                    num_threads = Some([t[0], t[1], t[2]]);
                }
                _ => {}
            }
        }
    }
    let mut signatures = [Vec::new(), Vec::new()];
    let mut sig_counts = [(0, 0); 2];
    if entry[2] != "null" {
        let sigs = split_ops(&entry[2]);
        for k in 0..2 {
            if sigs[k] == "null" {
                continue;
            }
            for el in split_ops(&sigs[k]) {
                let f = split_ops(&el);
                let name = f[1]
                    .trim_start_matches("!\"")
                    .trim_end_matches('"')
                    .to_string();
                let indices: Vec<i64> = split_ops(&f[4]).iter().map(|o| int_of(o)).collect();
                let (rows, cols, row, col) =
                    (int_of(&f[6]), int_of(&f[7]), int_of(&f[8]), int_of(&f[9]));
                for r in 0..rows {
                    let mask = ((1 << cols) - 1) << col;
                    signatures[k].push((name.clone(), indices[r as usize], row + r, mask));
                }
                sig_counts[k].0 += 1;
                sig_counts[k].1 = sig_counts[k].1.max(row + rows);
            }
        }
    }
    let mut resources = Vec::new();
    if let Some(res) = named_md(text, "dx.resources") {
        let classes = split_ops(&split_ops(&res)[0]);
        for class in [2, 3, 0, 1] {
            if classes[class] == "null" {
                continue;
            }
            for rec in split_ops(&classes[class]) {
                let f = split_ops(&rec);
                let (space, lower, size) = (int_of(&f[3]), int_of(&f[4]), int_of(&f[5]));
                let upper = if size < 0 {
                    u32::MAX as i64
                } else {
                    lower + size - 1
                };
                let rk = if class < 2 { int_of(&f[6]) } else { 0 };
                let kind_name = |k: i64| {
                    [
                        "Invalid",
                        "Texture1D",
                        "Texture2D",
                        "Texture2DMS",
                        "Texture3D",
                        "TextureCube",
                        "Texture1DArray",
                        "Texture2DArray",
                        "Texture2DMSArray",
                        "TextureCubeArray",
                        "TypedBuffer",
                        "RawBuffer",
                        "StructuredBuffer",
                        "CBuffer",
                        "Sampler",
                    ][k as usize]
                        .to_string()
                };
                let (ty, kind) = match class {
                    0 => (
                        match rk {
                            11 => "SRVRaw",
                            12 => "SRVStructured",
                            _ => "SRVTyped",
                        },
                        kind_name(rk),
                    ),
                    1 => (
                        match (rk, f[8].as_str()) {
                            (11, _) => "UAVRaw",
                            (12, "i1 true") => "UAVStructuredWithCounter",
                            (12, _) => "UAVStructured",
                            _ => "UAVTyped",
                        },
                        kind_name(rk),
                    ),
                    2 => ("CBV", "CBuffer".to_string()),
                    _ => ("Sampler", "Sampler".to_string()),
                };
                resources.push((ty.to_string(), space, lower, upper, kind));
            }
        }
    }
    Expected {
        kind,
        sm: (int_of(&sm[1]), int_of(&sm[2])),
        dxil: (version[0], version[1]),
        psv_version,
        entry: entry_name,
        num_threads,
        shader_flags,
        resources,
        signatures,
        sig_counts,
    }
}

/// SFI0 feature names and the DXIL shader-flag bit each comes from
/// (LLVM 22's DXContainerConstants.def).
const FEATURES: &[(&str, u32)] = &[
    ("Doubles", 2),
    ("ComputeShadersPlusRawAndStructuredBuffers", 17),
    ("UAVsAtEveryStage", 16),
    ("Max64UAVs", 15),
    ("DX11_1_DoubleExtensions", 6),
    ("DX11_1_ShaderExtensions", 7),
    ("LEVEL9ComparisonFiltering", 14),
    ("TiledResources", 12),
    ("StencilRef", 11),
    ("InnerCoverage", 10),
    ("TypedUAVLoadAdditionalFormats", 13),
    ("ROVs", 18),
    ("WaveOps", 19),
    ("Int64Ops", 20),
    ("ViewID", 21),
    ("Barycentrics", 22),
    ("ShadingRate", 24),
    ("AtomicInt64OnTypedResource", 27),
    ("AtomicInt64OnGroupShared", 28),
    ("ResourceDescriptorHeapIndexing", 30),
    ("SamplerDescriptorHeapIndexing", 31),
    ("AtomicInt64OnHeapResource", 32),
];

/// `key: value` of the first line under `section` (a YAML key) whose key is
/// `key`.
fn yaml_field<'y>(yaml: &'y str, section: &str, key: &str) -> Option<&'y str> {
    let start = yaml.find(section)?;
    yaml[start..].lines().find_map(|l| {
        let l = l.trim_start().trim_start_matches("- ");
        l.strip_prefix(&format!("{key}:")).map(str::trim)
    })
}

fn check_yaml(name: &str, yaml: &str, exp: &Expected) {
    let f = |section: &str, key: &str| {
        yaml_field(yaml, section, key)
            .unwrap_or_else(|| panic!("{name}: no {key} in {section}:\n{yaml}"))
    };
    assert_eq!(f("Program:", "ShaderKind"), exp.kind.to_string(), "{name}");
    assert_eq!(
        f("Program:", "MajorVersion"),
        exp.sm.0.to_string(),
        "{name}"
    );
    assert_eq!(
        f("Program:", "MinorVersion"),
        exp.sm.1.to_string(),
        "{name}"
    );
    assert_eq!(
        f("Program:", "DXILMajorVersion"),
        exp.dxil.0.to_string(),
        "{name}"
    );
    assert_eq!(
        f("Program:", "DXILMinorVersion"),
        exp.dxil.1.to_string(),
        "{name}"
    );
    assert_eq!(f("Header:", "Major"), "1", "{name}");
    assert_eq!(f("Header:", "Minor"), "0", "{name}");
    // Feature flags: every flag obj2yaml shows true comes from a shader
    // flag the entry sets, and every such flag shows.
    let want: BTreeSet<&str> = FEATURES
        .iter()
        .filter(|(_, bit)| exp.shader_flags & (1 << bit) != 0)
        .map(|(n, _)| *n)
        .collect();
    let shown: BTreeSet<&str> = match yaml.find("Name:            SFI0") {
        Some(at) => yaml[at..]
            .lines()
            .skip(1)
            .take_while(|l| !l.trim_start().starts_with("- Name:"))
            .filter_map(|l| {
                let (k, v) = l.trim().split_once(':')?;
                (v.trim() == "true").then_some(k.trim())
            })
            .collect(),
        None => panic!("{name}: no SFI0 part"),
    };
    let shown: BTreeSet<&str> = shown
        .into_iter()
        .filter(|k| FEATURES.iter().any(|(n, _)| n == k))
        .collect();
    assert_eq!(
        shown, want,
        "{name}: SFI0 flags (shader flags {:#x})",
        exp.shader_flags
    );
    // Signature parts: one parameter per row, as the metadata places them.
    for (k, part) in ["ISG1", "OSG1"].iter().enumerate() {
        let Some(at) = yaml.find(&format!("Name:            {part}")) else {
            assert!(exp.kind == 6, "{name}: no {part}");
            continue;
        };
        let mut rows = Vec::new();
        let mut cur: BTreeMap<String, String> = BTreeMap::new();
        for l in yaml[at..].lines().skip(1) {
            let t = l.trim_start();
            if t.starts_with("- Name:") && l.starts_with("  - ") {
                break;
            }
            let t = t.trim_start_matches("- ");
            if t.starts_with("Stream:") && !cur.is_empty() {
                rows.push(std::mem::take(&mut cur));
            }
            if let Some((key, v)) = t.split_once(':') {
                cur.insert(key.trim().to_string(), v.trim().to_string());
            }
        }
        if cur.contains_key("Stream") {
            rows.push(cur);
        }
        let mut got: Vec<(String, i64, i64, i64)> = rows
            .iter()
            .filter(|r| r.contains_key("Stream"))
            .map(|r| {
                let n = |key: &str| r[key].parse::<i64>().unwrap();
                (r["Name"].clone(), n("Index"), n("Register"), n("Mask"))
            })
            .collect();
        let mut want = exp.signatures[k].clone();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{name}: {part} parameters");
    }
    let Some(version) = exp.psv_version else {
        assert!(!yaml.contains("PSV0"), "{name}: a library gets no PSV0");
        return;
    };
    assert_eq!(f("PSVInfo:", "Version"), version.to_string(), "{name}");
    assert_eq!(f("PSVInfo:", "ShaderStage"), exp.kind.to_string(), "{name}");
    if version >= 2 {
        let [x, y, z] = exp.num_threads.unwrap_or([0; 3]);
        assert_eq!(f("PSVInfo:", "NumThreadsX"), x.to_string(), "{name}");
        assert_eq!(f("PSVInfo:", "NumThreadsY"), y.to_string(), "{name}");
        assert_eq!(f("PSVInfo:", "NumThreadsZ"), z.to_string(), "{name}");
    }
    if version >= 3 {
        assert_eq!(
            Some(f("PSVInfo:", "EntryName").to_string()),
            exp.entry,
            "{name}"
        );
    }
    if version >= 1 {
        assert_eq!(
            f("PSVInfo:", "SigInputVectors"),
            exp.sig_counts[0].1.to_string(),
            "{name}"
        );
        let out = f("PSVInfo:", "SigOutputVectors");
        assert_eq!(
            out,
            format!("[ {}, 0, 0, 0 ]", exp.sig_counts[1].1),
            "{name}"
        );
        let count = |key: &str| {
            let at = yaml.find(&format!("      {key}:")).unwrap();
            let rest = &yaml[at..];
            if rest.lines().next().unwrap().ends_with("[]") {
                return 0;
            }
            rest.lines()
                .skip(1)
                .take_while(|l| l.starts_with("        "))
                .filter(|l| l.trim_start().starts_with("- Name:"))
                .count()
        };
        assert_eq!(count("SigInputElements"), exp.sig_counts[0].0, "{name}");
        assert_eq!(count("SigOutputElements"), exp.sig_counts[1].0, "{name}");
    }
    // Resources, in order.
    let mut got = Vec::new();
    if let Some(at) = yaml.find("\n      Resources:").map(|a| a + 1) {
        let mut cur: BTreeMap<String, String> = BTreeMap::new();
        for l in yaml[at..].lines().skip(1) {
            let t = l.trim_start();
            if !(t.starts_with("- Type:") || l.starts_with("          ")) {
                break;
            }
            let t = t.trim_start_matches("- ");
            if t.starts_with("Type:") && !cur.is_empty() {
                got.push(std::mem::take(&mut cur));
            }
            if let Some((k, v)) = t.split_once(':') {
                cur.insert(k.trim().to_string(), v.trim().to_string());
            }
        }
        if !cur.is_empty() {
            got.push(cur);
        }
    }
    let got: Vec<(String, i64, i64, i64, String)> = got
        .iter()
        .map(|r| {
            let n = |k: &str| r[k].parse::<i64>().unwrap();
            (
                r["Type"].clone(),
                n("Space"),
                n("LowerBound"),
                n("UpperBound"),
                r.get("Kind").cloned().unwrap_or_default(),
            )
        })
        .collect();
    let want: Vec<_> = exp
        .resources
        .iter()
        .map(|(t, s, l, u, k)| {
            (
                t.clone(),
                *s,
                *l,
                *u,
                if version >= 2 {
                    k.clone()
                } else {
                    String::new()
                },
            )
        })
        .collect();
    assert_eq!(got, want, "{name}: PSV0 resources");
}

/// The data of a container's part named `name`.
fn part<'c>(container: &'c [u8], name: &[u8; 4]) -> Option<&'c [u8]> {
    let u32_at = |at: usize| u32::from_le_bytes(container[at..at + 4].try_into().unwrap()) as usize;
    let parts = u32_at(28);
    (0..parts).find_map(|i| {
        let off = u32_at(32 + 4 * i);
        (&container[off..off + 4] == name).then(|| &container[off + 8..off + 8 + u32_at(off + 4)])
    })
}

/// The bitcode inside a container's DXIL part.
fn dxil_bitcode(container: &[u8]) -> &[u8] {
    let prog = part(container, b"DXIL").expect("no DXIL part");
    let u32_at = |at: usize| u32::from_le_bytes(prog[at..at + 4].try_into().unwrap()) as usize;
    let bc_off = u32_at(16);
    let bc_len = u32_at(20);
    &prog[8 + bc_off..8 + bc_off + bc_len]
}

/// What `opt -S` text must agree on: function definitions and
/// declarations, globals, `dx.op` calls with their opcodes, `llvm.loop`
/// attachments, and the DXIL named metadata rendered without node numbers.
fn summary(text: &str) -> BTreeMap<String, Vec<String>> {
    let mut s: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let fre = regex::Regex::new(r"^(define|declare) .*?@([\w.$]+)\(").unwrap();
    let gre = regex::Regex::new(r"^@([\w.$]+) = ").unwrap();
    let cre = regex::Regex::new(r"@(dx\.op\.[\w.]+)\(i32 (\d+)").unwrap();
    for l in text.lines() {
        if let Some(c) = fre.captures(l) {
            s.entry(format!("{} functions", &c[1]))
                .or_default()
                .push(c[2].to_string());
        }
        if let Some(c) = gre.captures(l) {
            s.entry("globals".into())
                .or_default()
                .push(c[1].to_string());
        }
        if l.contains(", !llvm.loop !") {
            s.entry("llvm.loop attachments".into())
                .or_default()
                .push(String::new());
        }
        if !l.starts_with("declare") {
            for c in cre.captures_iter(l) {
                s.entry("dx.op calls".into())
                    .or_default()
                    .push(format!("{} {}", &c[1], &c[2]));
            }
        }
    }
    for md in [
        "dx.resources",
        "dx.entryPoints",
        "dx.shaderModel",
        "dx.version",
        "dx.valver",
    ] {
        if let Some(r) = named_md(text, md) {
            s.insert(md.into(), vec![r]);
        }
    }
    for v in s.values_mut() {
        v.sort();
    }
    s
}

/// A summary of the `.ll` text as the bitcode must show it in DXC's
/// conventions: outside libraries, each `!dx.resources` record names an
/// `undef` pointer instead of its symbol, and the symbols are gone.
fn in_dxc_form(mut s: BTreeMap<String, Vec<String>>) -> BTreeMap<String, Vec<String>> {
    // Lifetime markers are not written (`dxc_form::drop_lifetime_markers`).
    if let Some(decls) = s.get_mut("declare functions") {
        decls.retain(|d| !d.starts_with("llvm.lifetime."));
    }
    let library = s
        .get("dx.shaderModel")
        .is_some_and(|v| v.iter().any(|m| m.contains("!\"lib\"")));
    if library {
        return s;
    }
    let sym = regex::Regex::new(r#"ptr @("[^"]*"|[\w.$]+)"#).unwrap();
    let Some(records) = s.get_mut("dx.resources") else {
        return s;
    };
    let mut symbols = Vec::new();
    for r in records.iter_mut() {
        symbols.extend(
            sym.captures_iter(r)
                .map(|c| c[1].trim_matches('"').to_string()),
        );
        *r = sym.replace_all(r, "ptr undef").into_owned();
    }
    // The entry points name the same resource lists.
    for e in s.get_mut("dx.entryPoints").into_iter().flatten() {
        for name in &symbols {
            for written in [format!("ptr @{name},"), format!("ptr @\"{name}\",")] {
                *e = e.replace(&written, "ptr undef,");
            }
        }
    }
    if let Some(globals) = s.get_mut("globals") {
        globals.retain(|g| !symbols.contains(g));
        if globals.is_empty() {
            s.remove("globals");
        }
    }
    s
}

struct Tools {
    obj2yaml: PathBuf,
    yaml2obj: PathBuf,
    bcanalyzer: PathBuf,
    opt: PathBuf,
}

fn check_file(path: &Path, tools: &Tools, dir: &Path) -> Result<bool, String> {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let Some(text) = lower(path) else {
        return Ok(false);
    };
    let container = match write_container(&text, &ContainerOptions::default()) {
        Ok(c) => c,
        // Stages whose PSV0 stage information dxir does not compute.
        Err(e) if e.message.contains("need stage information") => return Ok(false),
        Err(e) => return Err(format!("{name}: {e}")),
    };
    let bitcode = write_bitcode(&text).map_err(|e| format!("{name}: {e}"))?;
    assert_eq!(
        dxil_bitcode(&container),
        bitcode.as_slice(),
        "{name}: DXIL part bitcode"
    );
    let cpath = dir.join(format!("{name}.dxil"));
    std::fs::write(&cpath, &container).unwrap();
    let cp = cpath.to_str().unwrap();
    let yaml = run(&tools.obj2yaml, &[cp], None).map_err(|e| format!("{name}: {e}"))?;
    check_yaml(&name, &yaml, &expected(&text));
    // yaml2obj of the YAML gives a container that prints the same.
    let back = dir.join(format!("{name}.back.dxil"));
    let bp = back.to_str().unwrap();
    run(&tools.yaml2obj, &["-", "-o", bp], Some(yaml.as_bytes()))
        .map_err(|e| format!("{name}: {e}"))?;
    let yaml2 = run(&tools.obj2yaml, &[bp], None).map_err(|e| format!("{name}: {e}"))?;
    assert_eq!(
        yaml, yaml2,
        "{name}: obj2yaml | yaml2obj | obj2yaml changed the YAML"
    );
    // The bitcode, in the LLVM 3.7 shape.
    let bpath = dir.join(format!("{name}.bc"));
    std::fs::write(&bpath, dxil_bitcode(&container)).unwrap();
    let bcp = bpath.to_str().unwrap();
    // HASH is the MD5 of the bitcode, as LLVM's DXContainerGlobals has it:
    // checked against coreutils' md5sum where there is one.
    if let Ok(sum) = run(Path::new("md5sum"), &[bcp], None) {
        let want = sum
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_string();
        let at = yaml.find("Name:            HASH").expect("a HASH part");
        let digest = &yaml[at..];
        let digest = &digest[digest.find("Digest:").unwrap()..];
        let digest = &digest[..digest.find(']').unwrap()];
        let got: String = digest
            .split(|c: char| c == '[' || c == ',' || c.is_whitespace())
            .filter_map(|t| t.strip_prefix("0x"))
            .map(|h| format!("{:02x}", u8::from_str_radix(h, 16).unwrap()))
            .collect();
        assert_eq!(got, want, "{name}: HASH digest");
    }
    let dump = run(&tools.bcanalyzer, &["-dump", bcp], None).map_err(|e| format!("{name}: {e}"))?;
    assert!(
        !dump.contains("IDENTIFICATION_BLOCK"),
        "{name}: has an IDENTIFICATION block"
    );
    assert!(
        dump.contains("<VERSION op0=1/>"),
        "{name}: module VERSION is not 1"
    );
    assert!(
        dump.contains("<POINTER "),
        "{name}: no typed pointer type records"
    );
    assert!(
        !dump.contains("OPAQUE_POINTER"),
        "{name}: opaque pointer type record"
    );
    // Same functions, globals, dx.op calls and DXIL metadata as the text,
    // less the differences DXC's conventions make (`dxc_form`). LLVM 22
    // refuses DXC's minimum-precision layout (`i8:32`: "i8 must be 8-bit
    // aligned"), so opt reads the bitcode with the native 16-bit layout,
    // which changes no type or value it prints.
    let layout = format!("--data-layout={DXC_LAYOUT_NATIVE_16}");
    let from_bc = run(&tools.opt, &["-S", &layout, bcp, "-o", "-"], None)
        .map_err(|e| format!("{name}: {e}"))?;
    assert!(
        from_bc.contains(&format!("target triple = \"{DXC_TRIPLE}\"")),
        "{name}: the bitcode's triple is not DXC's"
    );
    let from_ll = run(&tools.opt, &["-S", "-", "-o", "-"], Some(text.as_bytes()))
        .map_err(|e| format!("{name}: {e}"))?;
    assert_eq!(
        summary(&from_bc),
        in_dxc_form(summary(&from_ll)),
        "{name}: bitcode and text disagree"
    );
    Ok(true)
}

#[test]
fn corpus_containers_are_read_by_llvm_tools() {
    let test = "corpus_containers_are_read_by_llvm_tools";
    let (Some(obj2yaml), Some(yaml2obj), Some(bcanalyzer), Some(opt)) = (
        tool_for_test("obj2yaml", test),
        tool_for_test("yaml2obj", test),
        tool_for_test("llvm-bcanalyzer", test),
        tool_for_test("opt", test),
    ) else {
        return;
    };
    let tools = Tools {
        obj2yaml,
        yaml2obj,
        bcanalyzer,
        opt,
    };
    let dir = std::env::temp_dir().join(format!("dxir-container-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = corpus_files();
    let chunks: Vec<&[PathBuf]> = files.chunks(files.len().div_ceil(2)).collect();
    let results: Vec<Result<(usize, usize), String>> = std::thread::scope(|s| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                let tools = &tools;
                let dir = &dir;
                s.spawn(move || {
                    let mut checked = 0;
                    let mut skipped = 0;
                    for f in chunk.iter() {
                        if check_file(f, tools, dir)? {
                            checked += 1;
                        } else {
                            skipped += 1;
                        }
                    }
                    Ok((checked, skipped))
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let mut checked = 0;
    let mut skipped = 0;
    for r in results {
        let (c, s) = r.unwrap();
        checked += c;
        skipped += s;
    }
    eprintln!(
        "{checked} containers checked, {skipped} inputs not lowered or of a stage not written"
    );
    // Every compute and library shader of the corpus and every hl module
    // lowers without options, so most inputs must have been checked.
    assert!(
        checked * 10 >= files.len() * 8,
        "only {checked} of {} files checked",
        files.len()
    );
}

/// `dxir lower` through the command line: the `.dxil` extension picks a
/// container, `--emit=bc` writes bare bitcode, and both are the same bytes
/// for any `--threads` and either engine.
#[test]
fn cli_output_is_identical_across_threads_and_engines() {
    let exe = env!("CARGO_BIN_EXE_dxir");
    let dir = std::env::temp_dir().join(format!("dxir-container-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    for shader in [
        "array_1d.sm6_6.O3.ll",
        "library.sm6_6.O0.ll",
        "constant_stores.sm6_0.O0.ll",
    ] {
        let input = corpus.join(shader);
        let mut outputs = Vec::new();
        for (threads, engine) in [
            ("1", "greedy"),
            ("2", "greedy"),
            ("1", "egraph"),
            ("2", "egraph"),
        ] {
            let out = dir.join(format!("{shader}.{threads}.{engine}.dxil"));
            let status = Command::new(exe)
                .args([
                    "lower",
                    input.to_str().unwrap(),
                    "--threads",
                    threads,
                    "--engine",
                    engine,
                    "-o",
                ])
                .arg(&out)
                .status()
                .unwrap();
            assert!(status.success(), "{shader}");
            let bytes = std::fs::read(&out).unwrap();
            assert_eq!(
                &bytes[..4],
                b"DXBC",
                "{shader}: .dxil must pick a container"
            );
            outputs.push(bytes);
        }
        assert!(
            outputs.windows(2).all(|w| w[0] == w[1]),
            "{shader}: output differs"
        );
        let bc = dir.join(format!("{shader}.bc"));
        let status = Command::new(exe)
            .args(["lower", input.to_str().unwrap(), "--emit=bc", "-o"])
            .arg(&bc)
            .status()
            .unwrap();
        assert!(status.success());
        let bc = std::fs::read(&bc).unwrap();
        assert_eq!(&bc[..4], b"BC\xc0\xde");
        assert_eq!(dxil_bitcode(&outputs[0]), bc.as_slice(), "{shader}");
        // dump-container reads it back.
        let out = Command::new(exe)
            .args(["dump-container"])
            .arg(dir.join(format!("{shader}.1.greedy.dxil")))
            .output()
            .unwrap();
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains("part DXIL") && text.contains("part HASH"),
            "{text}"
        );
    }
    // A device is written in place, not replaced by a renamed file.
    let status = Command::new(exe)
        .args([
            "lower",
            corpus.join("array_1d.sm6_6.O3.ll").to_str().unwrap(),
            "-o",
            "/dev/null",
        ])
        .status()
        .unwrap();
    assert!(status.success());
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let ty = std::fs::metadata("/dev/null").unwrap().file_type();
        assert!(ty.is_char_device(), "/dev/null was replaced");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A module the writer refuses gives `FILE: error: ...`, exit 1, and no
/// output file.
#[test]
fn unwritable_module_is_a_clean_error_without_output() {
    let exe = env!("CARGO_BIN_EXE_dxir");
    let dir = std::env::temp_dir().join(format!("dxir-container-err-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Memory of bytes at a dynamic offset has no DXIL form (`TYPES.I8`);
    // `split-byte-allocas` leaves it (it splits constant offsets only).
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll/array_1d.sm6_6.O3.ll"),
    )
    .unwrap();
    let source = source.replace(
        "  %rem.i = and i32 %1, 3",
        "  %fz = alloca [8 x i8], align 4\n  %fzp = getelementptr i8, ptr %fz, i32 %1\n  \
         store i32 %1, ptr %fzp, align 4\n  %rem.i = and i32 %1, 3",
    );
    assert!(source.contains("%fzp"));
    let input =
        std::env::temp_dir().join(format!("dxir-container-freeze-{}.ll", std::process::id()));
    std::fs::write(&input, source).unwrap();
    let out = dir.join("fz.dxil");
    let res = Command::new(exe)
        .args(["lower", input.to_str().unwrap(), "-o"])
        .arg(&out)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&input);
    assert_eq!(res.status.code(), Some(1));
    let err = String::from_utf8_lossy(&res.stderr);
    assert!(
        err.starts_with(&format!("{}: error: cannot write DXIL:", input.display())),
        "{err}"
    );
    assert!(err.contains("[TYPES.I8]"), "{err}");
    assert!(!out.exists(), "a failed run left {}", out.display());
    assert!(
        std::fs::read_dir(&dir).unwrap().next().is_none(),
        "temporary left behind"
    );
    // A file that is not a container.
    let not_container = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    let res = Command::new(exe)
        .args(["dump-container"])
        .arg(&not_container)
        .output()
        .unwrap();
    assert_eq!(res.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&res.stderr).contains("not a DX container"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Bad input is an error, never a panic: clang's unlowered output (target
/// types, `llvm.dx` intrinsics) and lowered text cut short anywhere.
#[test]
fn the_writer_never_panics_on_bad_input() {
    let files = corpus_files();
    for f in files
        .iter()
        .filter(|f| f.to_string_lossy().contains(".O3."))
    {
        let text = std::fs::read_to_string(f).unwrap();
        let _ = write_bitcode(&text);
        let _ = write_container(&text, &ContainerOptions::default());
    }
    let f =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll/structured_copy.sm6_6.O0.ll");
    let text = lower(&f).unwrap();
    let mut cuts = 0;
    for cut in (0..text.len()).step_by(97) {
        if !text.is_char_boundary(cut) {
            continue;
        }
        let _ = write_container(&text[..cut], &ContainerOptions::default());
        // Dropping one line drops a definition some use may need.
        let dropped: String = text
            .lines()
            .enumerate()
            .filter(|(i, _)| *i != cut % text.lines().count())
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let _ = write_container(&dropped, &ContainerOptions::default());
        cuts += 1;
    }
    assert!(cuts > 10);
}

/// Every PSV0 version obj2yaml reads back as written: the corpus declares
/// validator 1.8 (PSV0 version 3), so the other versions are written here
/// by changing `!dx.valver` in lowered text.
#[test]
fn every_psv_version_reads_back() {
    let test = "every_psv_version_reads_back";
    let (Some(obj2yaml), Some(yaml2obj)) = (
        tool_for_test("obj2yaml", test),
        tool_for_test("yaml2obj", test),
    ) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-container-psv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ll");
    for shader in [
        "array_1d.sm6_6.O3.ll",
        "pixel_packing.sm6_6.O3.ll",
        "vertex_shader.sm6_0.O1.ll",
        "append_consume.sm6_6.O2.ll",
    ] {
        let text = lower(&corpus.join(shader)).unwrap();
        assert!(
            text.contains("= !{i32 1, i32 8}"),
            "{shader}: validator 1.8 expected"
        );
        for minor in [0, 1, 5, 6, 7] {
            let name = format!("{shader} (validator 1.{minor})");
            let text = text.replacen(
                "= !{i32 1, i32 8}",
                &format!("= !{{i32 1, i32 {minor}}}"),
                1,
            );
            let exp = expected(&text);
            assert_eq!(
                exp.psv_version,
                Some(match minor {
                    0 => 0,
                    1..=5 => 1,
                    _ => 2,
                }),
                "{name}"
            );
            let c = write_container(&text, &ContainerOptions::default()).unwrap();
            let path = dir.join("c.dxil");
            std::fs::write(&path, &c).unwrap();
            let yaml = run(&obj2yaml, &[path.to_str().unwrap()], None).unwrap();
            check_yaml(&name, &yaml, &exp);
            let back = dir.join("back.dxil");
            run(
                &yaml2obj,
                &["-", "-o", back.to_str().unwrap()],
                Some(yaml.as_bytes()),
            )
            .unwrap();
            let yaml2 = run(&obj2yaml, &[back.to_str().unwrap()], None).unwrap();
            assert_eq!(yaml, yaml2, "{name}: round trip");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------
// LLVM's own DirectX backend tests as the reference.
//
// Each input in `tests/container-llvm/` is the input of a test in LLVM's
// `llvm/test/CodeGen/DirectX/ContainerData/` (named in its first line),
// written as clang 22 writes it (from the HLSL in `tests/container-llvm/hlsl/`
// where LLVM's input uses intrinsics clang 22 does not emit). The expected
// lines are that test's CHECK lines for `obj2yaml` of LLVM's container: the
// reference, not computed here; what dxir writes is compared with them.

/// A `Key: value` line of `obj2yaml` output, compared as LLVM's CHECK lines
/// compare it: after the `- ` of a list item and surrounding blanks.
fn yaml_line(line: &str) -> &str {
    line.trim().trim_start_matches("- ").trim()
}

/// Checks that each of `checks` (a `Key: value` line, blanks between key and
/// value ignored; one ending in `[` is the start of a longer line) occurs in
/// `yaml` in order, each after the previous one, as FileCheck's CHECK lines
/// do; a line starting with `!` must not occur between the previous match
/// and the next one (CHECK-NOT), and `!*: v` is any key with value `v`.
fn check_llvm_lines(name: &str, yaml: &str, checks: &[&str]) {
    let norm = |l: &str| {
        let l = yaml_line(l);
        match l.split_once(':') {
            Some((k, v)) => format!("{}: {}", k.trim(), v.trim()),
            None => l.to_string(),
        }
    };
    let lines: Vec<String> = yaml.lines().map(norm).collect();
    let mut at = 0;
    let mut not: Vec<String> = Vec::new();
    let is = |l: &str, n: &str| match n.strip_prefix('*') {
        Some(tail) => l.ends_with(tail),
        None => l.starts_with(n),
    };
    for check in checks {
        if let Some(n) = check.strip_prefix('!') {
            not.push(norm(n));
            continue;
        }
        let want = norm(check);
        let found = lines[at..]
            .iter()
            .position(|l| *l == want || (want.ends_with('[') && l.starts_with(&want)))
            .unwrap_or_else(|| panic!("{name}: `{want}` not found after line {at}:\n{yaml}"));
        for n in not.drain(..) {
            assert!(
                !lines[at..at + found].iter().any(|l| is(l, &n)),
                "{name}: `{n}` before `{want}`:\n{yaml}"
            );
        }
        at += found + 1;
    }
    for n in not {
        assert!(
            !lines[at..].iter().any(|l| is(l, &n)),
            "{name}: `{n}` after line {at}:\n{yaml}"
        );
    }
}

/// One input from LLVM's tests: the file under `tests/container-llvm/`,
/// extra `dxir lower` arguments, LLVM's CHECK lines, and the PSV0 runtime
/// info size LLVM's test expects (read from the part's first word, which
/// LLVM 22's `obj2yaml` does not print).
struct LlvmCase {
    file: &'static str,
    args: &'static [&'static str],
    checks: &'static [&'static str],
    runtime_info_size: Option<u32>,
}

const LLVM_CASES: &[LlvmCase] = &[
    // PSVVersionFromValidatorVersion.ll, no_valver.ll: version 0.
    LlvmCase {
        file: "no_valver.ll",
        args: &[],
        checks: &[
            "Name: PSV0",
            "Size: 32",
            "Version: 0",
            "!NumThreadsX:",
            "!EntryName:",
        ],
        runtime_info_size: Some(24),
    },
    // PSVVersionFromValidatorVersion.ll, valver_1_7.ll: version 2.
    LlvmCase {
        file: "valver_1_7.ll",
        args: &[],
        checks: &[
            "Name: PSV0",
            "Size: 68",
            "Version: 2",
            "NumThreadsX: 1",
            "!EntryName:",
        ],
        runtime_info_size: Some(48),
    },
    // PSVVersionFromValidatorVersion.ll, valver_1_8.ll: version 3.
    LlvmCase {
        file: "valver_1_8.ll",
        args: &[],
        checks: &[
            "Name: PSV0",
            "Size: 76",
            "Version: 3",
            "NumThreadsX: 1",
            "EntryName: main",
        ],
        runtime_info_size: Some(52),
    },
    // RuntimeInfoCS.ll. Its stored expectation predates PSV versions
    // following the validator (it expects version 3 and size 80 for
    // validator 1.7, which PSVVersionFromValidatorVersion.ll now says is
    // version 2, size 68 with no EntryName); the other fields are checked.
    LlvmCase {
        file: "runtime_info_cs.ll",
        args: &[],
        checks: &[
            "Name: PSV0",
            "Version: 2",
            "ShaderStage: 5",
            "MinimumWaveLaneCount: 0",
            "MaximumWaveLaneCount: 4294967295",
            "UsesViewID: 0",
            "SigInputVectors: 0",
            "SigOutputVectors: [ 0, 0, 0, 0 ]",
            "NumThreadsX: 8",
            "NumThreadsY: 8",
            "NumThreadsZ: 1",
            "ResourceStride: 24",
            "Resources: []",
            "SigInputElements: []",
            "SigOutputElements: []",
            "SigPatchOrPrimElements: []",
            "InputOutputMap:",
            "[  ]",
            "[  ]",
            "[  ]",
            "[  ]",
        ],
        runtime_info_size: Some(48),
    },
    // PipelineStateValidation.ll has the same input as valver_1_7.ll and,
    // like RuntimeInfoCS.ll, predates the version following the validator
    // (it expects version 3, size 76); EmptySignature.ll has that input
    // too: empty ISG1 and OSG1 parts.
    LlvmCase {
        file: "valver_1_7.ll",
        args: &[],
        checks: &[
            "Name: ISG1",
            "Size: 8",
            "Signature:",
            "Parameters: []",
            "Name: OSG1",
            "Size: 8",
            "Signature:",
            "Parameters: []",
        ],
        runtime_info_size: Some(48),
    },
    // PSVResources-order.ll: CBVs, then SRVs, then UAVs, whatever the
    // order of declaration (its SRV is a ByteAddressBuffer, here a
    // StructuredBuffer; see the HLSL).
    LlvmCase {
        file: "psv_resources_order.ll",
        args: &[],
        checks: &[
            "Resources:",
            "Type: CBV",
            "Type: SRVStructured",
            "Type: UAVTyped",
        ],
        runtime_info_size: Some(52),
    },
    // ShaderHash.ll: a library; HASH without source (no debug info). Its
    // `Size: 28` is not a CHECK-NEXT and matches a later part's size; the
    // HASH part is 20 bytes (`dxbc::ShaderHash`: flags and a 16-byte
    // digest), and the digest is checked against md5sum elsewhere here.
    LlvmCase {
        file: "shader_hash.ll",
        args: &[],
        checks: &[
            "Name: HASH",
            "Size: 20",
            "Hash:",
            "IncludesSource: false",
            "Digest: [",
        ],
        runtime_info_size: None,
    },
    // PSVResources.ll (validator 1.7: version 2), except its unused
    // ByteAddressBuffer (clang 22 has no ByteAddressBuffer methods to use
    // it with, and dxir removes an unused resource).
    LlvmCase {
        file: "psv_resources.ll",
        args: &[],
        checks: &[
            "Resources:",
            "Type: CBV",
            "Space: 3",
            "LowerBound: 2",
            "UpperBound: 2",
            "Kind: CBuffer",
            "UsedByAtomic64: false",
            "Type: SRVStructured",
            "Space: 4",
            "LowerBound: 2",
            "UpperBound: 2",
            "Kind: StructuredBuffer",
            "UsedByAtomic64: false",
            "Type: SRVTyped",
            "Space: 5",
            "LowerBound: 3",
            "UpperBound: 26",
            "Kind: TypedBuffer",
            "UsedByAtomic64: false",
            "Type: UAVTyped",
            "Space: 2",
            "LowerBound: 7",
            "UpperBound: 7",
            "Kind: TypedBuffer",
            "UsedByAtomic64: false",
            "Type: UAVTyped",
            "Space: 3",
            "LowerBound: 5",
            "UpperBound: 5",
            "Kind: TypedBuffer",
            "UsedByAtomic64: false",
            "Type: UAVTyped",
            "Space: 4",
            "LowerBound: 0",
            "UpperBound: 9",
            "Kind: TypedBuffer",
            "UsedByAtomic64: false",
            "Type: UAVTyped",
            "Space: 5",
            "LowerBound: 10",
            "UpperBound: 4294967295",
            "Kind: TypedBuffer",
            "UsedByAtomic64: false",
        ],
        runtime_info_size: Some(48),
    },
    // ShaderFlags/int64ops.ll: SFI0 says Int64Ops and nothing else.
    LlvmCase {
        file: "int64ops.ll",
        args: &[],
        checks: &[
            "Name: SFI0",
            "Size: 8",
            "Flags:",
            "!*: true",
            "Int64Ops: true",
            "!*: true",
            "NextUnusedBit: false",
        ],
        runtime_info_size: None,
    },
    // ShaderFlags/lifetimes-noint64op.ll: no flags, so no Flags: at all.
    LlvmCase {
        file: "lifetimes_noint64op.ll",
        args: &[],
        checks: &[
            "Name: SFI0",
            "Size: 8",
            "!Flags:",
            "!Int64Ops: true",
            "Name: HASH",
        ],
        runtime_info_size: None,
    },
    // PSVResources-UsedByAtomic64.ll: only the UAV a 64-bit atomicrmw
    // operates on has UsedByAtomic64 (validator 1.8 declared, so that
    // PSV0 is version 3 and carries resource flags).
    LlvmCase {
        file: "used_by_atomic64.ll",
        args: &[],
        checks: &[
            "Resources:",
            "Type: UAVRaw",
            "Space: 0",
            "LowerBound: 0",
            "UpperBound: 0",
            "Kind: RawBuffer",
            "Flags:",
            "UsedByAtomic64: true",
            "Type: UAVTyped",
            "Space: 0",
            "LowerBound: 1",
            "UpperBound: 1",
            "Kind: TypedBuffer",
            "Flags:",
            "UsedByAtomic64: false",
        ],
        runtime_info_size: Some(52),
    },
    // SemanticSignatures-types.ll (PARTS lines), except I's component
    // type: LLVM's input declares it SInt32 in `!dx.semantic.signatures`;
    // clang 22's IR loads an `int` input as a plain `i32`, with nothing
    // saying it is signed, so dxir's signature says UInt32.
    LlvmCase {
        file: "ps_types.ll",
        args: &["--output-semantics", "SV_Target0"],
        checks: &[
            "Name: B",
            "CompType: UInt32",
            "Name: I",
            "Name: U",
            "CompType: UInt32",
            "Name: SV_Position",
            "SystemValue: Position",
            "Name: PSV0",
            "SigInputElements:",
            "Name: B",
            "ComponentType: UInt32",
            "Interpolation: Constant",
            "Name: I",
            "Name: U",
            "ComponentType: UInt32",
            "Kind: Position",
            "Interpolation: LinearNoperspective",
        ],
        runtime_info_size: Some(52),
    },
    // SemanticSignatures-vs.ll (PARTS lines). The InputOutputMap is the
    // test's `!dx.viewIdState` (MD lines: 8 input and 8 output components,
    // then 127 for each of input components 0-5, 0 for 6 and 7).
    LlvmCase {
        file: "vs_signature.ll",
        args: &["--output-semantics", "SV_Position0,A0,B0"],
        checks: &[
            "Name: ISG1",
            "Name: POSITION",
            "SystemValue: Undefined",
            "CompType: Float32",
            "Register: 0",
            "Mask: 15",
            "ExclusiveMask: 15",
            "Name: TEXCOORD",
            "Register: 1",
            "Mask: 3",
            "ExclusiveMask: 3",
            "Name: OSG1",
            "Name: SV_Position",
            "SystemValue: Position",
            "Register: 0",
            "Mask: 15",
            "ExclusiveMask: 0",
            "Name: A",
            "Register: 1",
            "Mask: 1",
            "ExclusiveMask: 14",
            "Name: B",
            "Register: 1",
            "Mask: 6",
            "ExclusiveMask: 9",
            "Name: PSV0",
            "OutputPositionPresent: 1",
            "SigInputVectors: 2",
            "SigOutputVectors: [ 2, 0, 0, 0 ]",
            "SigInputElements:",
            "Name: POSITION",
            "SigOutputElements:",
            "Kind: Position",
            "Name: B",
            "StartRow: 1",
            "Cols: 2",
            "StartCol: 1",
            "InputOutputMap:",
            "[ 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x7F, 0x0, 0x0 ]",
        ],
        runtime_info_size: Some(52),
    },
];

/// `dxir lower X.ll -o X.dxil`, then `obj2yaml X.dxil`, for each input from
/// LLVM's ContainerData tests, against that test's expected lines.
#[test]
fn containers_match_llvm_container_data_tests() {
    let test = "containers_match_llvm_container_data_tests";
    let Some(obj2yaml) = tool_for_test("obj2yaml", test) else {
        return;
    };
    let exe = env!("CARGO_BIN_EXE_dxir");
    let dir = std::env::temp_dir().join(format!("dxir-container-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let inputs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/container-llvm");
    for case in LLVM_CASES {
        let out = dir.join(case.file.replace(".ll", ".dxil"));
        let status = Command::new(exe)
            .arg("lower")
            .arg(inputs.join(case.file))
            .args(case.args)
            .arg("-o")
            .arg(&out)
            .status()
            .unwrap();
        assert!(status.success(), "{}: dxir lower failed", case.file);
        let yaml = run(&obj2yaml, &[out.to_str().unwrap()], None).unwrap();
        check_llvm_lines(case.file, &yaml, case.checks);
        let bytes = std::fs::read(&out).unwrap();
        let psv = part(&bytes, b"PSV0");
        assert_eq!(
            psv.map(|p| u32::from_le_bytes(p[..4].try_into().unwrap())),
            case.runtime_info_size,
            "{}: PSV0 runtime info size",
            case.file
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The CHECK-line matcher finds lines in order and honours CHECK-NOT, so a
/// wrong value or a missing line fails.
#[test]
fn llvm_check_lines_fail_on_a_wrong_value() {
    let yaml = "- Name: PSV0\n  Size:   32\n  PSVInfo:\n    Version:   0\n";
    check_llvm_lines("ok", yaml, &["Name: PSV0", "Size: 32", "!EntryName:"]);
    for bad in [
        &["Name: PSV0", "Size: 68"][..],
        &["Version: 0", "Size: 32"][..],
        &["Name: PSV0", "!Size:", "Version: 0"][..],
        &["Name: PSV0", "!Version"][..],
        &["!*: 32", "PSVInfo:"][..],
    ] {
        let r = std::panic::catch_unwind(|| check_llvm_lines("bad", yaml, bad));
        assert!(r.is_err(), "{bad:?} should fail");
    }
}

// ---------------------------------------------------------------------
// A real consumer: vkd3d-proton's DXIL -> SPIR-V translator.

#[path = "support/dxil_spirv.rs"]
mod dxil_spirv;
use dxil_spirv::{dxil_spirv_dir, VKD3D_OPTIONS};

/// Corpus containers dxil-spirv does not take, each with the option sets
/// it fails with (`true`: only dxil-spirv's defaults), the text its
/// failure line must contain, and why (docs/container.md, "What
/// dxil-spirv does not take"). Each must still fail as listed, so the
/// list cannot outlive its reason.
const DXIL_SPIRV_REFUSES: &[(&str, &[&str], bool, &str)] = &[
    // Its defaults map raw buffers to texel buffers, which have no 64-bit
    // elements: 64-bit raw loads and stores need SSBOs (DXC writes the
    // same `rawBufferLoad.i64`).
    (
        "int64_buffers",
        &["sm6_6.O0", "sm6_6.O1", "sm6_6.O2", "sm6_6.O3"],
        true,
        "Raw 64-bit load-store",
    ),
    (
        "structured_wide",
        &["sm6_6.O0", "sm6_6.O1", "sm6_6.O2", "sm6_6.O3"],
        true,
        "Raw 64-bit load-store",
    ),
    // Its defaults read a typed UAV only with a 32-bit format; reading a
    // `RWBuffer<half4>` needs --typed-uav-read-without-format.
    (
        "rwbuffer_half4",
        &[
            "sm6_2.O0", "sm6_2.O1", "sm6_2.O2", "sm6_2.O3", "sm6_6.O0", "sm6_6.O1", "sm6_6.O2",
            "sm6_6.O3",
        ],
        true,
        "typed_uav_read_without_format",
    ),
    // A compute entry in a library is a work-graph node to dxil-spirv (as
    // to D3D12 state objects before SM 6.8's generic programs); clang 22
    // writes no node metadata. DXC's library of the same compute entries
    // has none either: this is the consumer's reading, not a dxir shape.
    // Libraries of ray-tracing shaders convert (`library_raytracing`, and
    // `library_entries_convert_with_dxil_spirv` for each entry).
    (
        "library",
        &[
            "sm6_0.O0", "sm6_0.O1", "sm6_0.O2", "sm6_0.O3", "sm6_6.O0", "sm6_6.O1", "sm6_6.O2",
            "sm6_6.O3",
        ],
        false,
        "Failed to convert function",
    ),
];

/// The failures `check.sh` must print for `options` (`None`: defaults):
/// container name and expected text.
fn expected_refusals(vkd3d: bool) -> BTreeMap<String, &'static str> {
    DXIL_SPIRV_REFUSES
        .iter()
        .filter(|(_, _, defaults_only, _)| !(vkd3d && *defaults_only))
        .flat_map(|(shader, variants, _, text)| {
            variants
                .iter()
                .map(move |v| (format!("{shader}.{v}"), *text))
        })
        .collect()
}

/// Writes into `dir` the container of every corpus input whose file stem
/// `keep` accepts and that lowers (inputs that do not lower are not
/// containers; lower_corpus.rs covers which and why); their paths.
fn write_corpus_containers(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<PathBuf> {
    let mut containers = Vec::new();
    for f in corpus_files() {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        if !keep(&name) {
            continue;
        }
        let Some(text) = lower(&f) else { continue };
        let bytes = write_container(&text, &ContainerOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let path = dir.join(format!("{name}.dxil"));
        std::fs::write(&path, bytes).unwrap();
        containers.push(path);
    }
    containers
}

#[test]
fn corpus_containers_convert_with_dxil_spirv() {
    let test = "corpus_containers_convert_with_dxil_spirv";
    let Some(tools) = dxil_spirv_dir(test) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-dxil-spirv-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let containers = write_corpus_containers(&dir, |_| true);
    assert!(
        containers.len() >= 350,
        "only {} corpus inputs lowered",
        containers.len()
    );
    let check = tools.join("check.sh");
    let mut report = Vec::new();
    for vkd3d in [false, true] {
        let mut cmd = Command::new("bash");
        cmd.arg(&check);
        if vkd3d {
            cmd.args(["-o", VKD3D_OPTIONS]);
        }
        let out = cmd.args(&containers).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut refused: BTreeMap<String, String> = BTreeMap::new();
        for line in stdout.lines().filter(|l| !l.starts_with("accepted ")) {
            let (name, why) = line.split_once(": ").unwrap_or((line, ""));
            refused.insert(name.to_string(), why.to_string());
        }
        let expected = expected_refusals(vkd3d);
        let options = if vkd3d { VKD3D_OPTIONS } else { "defaults" };
        for (name, why) in &refused {
            match expected.get(name) {
                Some(text) if why.contains(text) => {}
                Some(text) => report.push(format!(
                    "{name} ({options}): fails otherwise than listed ({text}): {why}"
                )),
                None => report.push(format!("{name} ({options}): {why}")),
            }
        }
        for name in expected.keys().filter(|n| !refused.contains_key(*n)) {
            report.push(format!(
                "{name} ({options}): now converts and validates; take it off DXIL_SPIRV_REFUSES"
            ));
        }
        eprintln!(
            "dxil-spirv ({options}): {}",
            stdout.lines().last().unwrap_or_default()
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(report.is_empty(), "dxil-spirv:\n{}", report.join("\n"));
}

/// Every entry of the ray-tracing library, not only the first one
/// dxil-spirv picks by itself: each converts (`--entry NAME`) and passes
/// spirv-val, with both option sets, at every shader model and level.
#[test]
fn library_entries_convert_with_dxil_spirv() {
    let test = "library_entries_convert_with_dxil_spirv";
    let Some(tools) = dxil_spirv_dir(test) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-dxil-spirv-lib-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let containers = write_corpus_containers(&dir, |name| name.starts_with("library_raytracing."));
    assert_eq!(
        containers.len(),
        8,
        "library_raytracing: -O0..-O3, SM 6.3 and 6.6"
    );
    let mut report = Vec::new();
    for entry in ["RayGen", "Intersect"] {
        for options in ["", VKD3D_OPTIONS] {
            let out = Command::new("bash")
                .arg(tools.join("check.sh"))
                .args(["-o", &format!("--entry {entry} {options}")])
                .args(&containers)
                .output()
                .unwrap();
            let stdout = String::from_utf8_lossy(&out.stdout);
            if !out.status.success() {
                report.push(format!("--entry {entry} {options}:\n{stdout}"));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(report.is_empty(), "dxil-spirv:\n{}", report.join("\n"));
}

#[test]
fn dxil_spirv_minimal_inputs_still_fail_and_dxc_cfg_fixes_them() {
    let test = "dxil_spirv_minimal_inputs_still_fail_and_dxc_cfg_fixes_them";
    let Some(tools) = dxil_spirv_dir(test) else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("dxir-dxil-spirv-min-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The container of `input` after `passes` (none: as written), and what
    // check.sh says of it.
    let check = |input: &Path, passes: &str| {
        let path = dir.join(format!(
            "{}-{}.dxil",
            input.file_stem().unwrap().to_string_lossy(),
            if passes.is_empty() { "as-is" } else { passes }
        ));
        let status = Command::new(env!("CARGO_BIN_EXE_dxir"))
            .args(["opt", "--passes", passes, "--emit", "container", "-o"])
            .arg(&path)
            .arg(input)
            .status()
            .unwrap();
        assert!(status.success(), "dxir opt --passes '{passes}' {input:?}");
        let out = Command::new("bash")
            .arg(tools.join("check.sh"))
            .arg(&path)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let inputs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dxil-spirv");
    for name in ["switch_default_unreachable.ll", "partially_sunk_store.ll"] {
        let input = inputs.join(name);
        let as_is = check(&input, "");
        assert!(
            as_is.contains("not to the selection header"),
            "dxil-spirv now takes tests/dxil-spirv/{name} as written: say so in \
             docs/container.md (dxc-cfg may no longer be needed)\n{as_is}"
        );
        let fixed = check(&input, "dxc-cfg");
        assert!(
            fixed.contains("accepted 1 / 1, spirv-val ok 1"),
            "{name} after dxc-cfg should convert:\n{fixed}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
