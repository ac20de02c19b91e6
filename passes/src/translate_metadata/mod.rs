//! `translate-metadata`: the DXIL metadata of a module, as LLVM 22's
//! `DXILTranslateMetadata` writes it (`dxil-reference.md` §6).
//!
//! Runs on `dx` ops, before `lower-dxil`: it reads the resource bindings from
//! the `dx.resource.handlefrombinding` ops. It writes `!dx.valver` (from the
//! input), `!dx.shaderModel`, `!dx.version`, `!dx.resources` with one symbol
//! global per resource, and `!dx.entryPoints` with each entry's shader flags,
//! thread-group size and (in libraries) shader kind. It then downgrades
//! module flags LLVM 3.7 cannot read to `Warning`, drops
//! `!dx.rootsignatures` and `!llvm.errno.tbaa`, turns
//! `!hlsl.controlflow.hint` into `!dx.controlflow.hints`, keeps only the
//! unroll hints of `!llvm.loop`, drops instruction metadata DXIL does not
//! allow, and erases metadata nodes nothing refers to any more.

mod flags;
pub(crate) mod md;
mod signature;
mod symbols;
#[cfg(test)]
mod tests;

use crate::error::MetadataError;
use crate::pass::{ModulePass, PassError, PassOutcome};
use crate::resources::{analyze_resources, ResourceInfo};
use crate::PassErrorKind;
use dxir_dialects::dx::ResourceClass;
use dxir_dialects::dxil::ShaderStage;
use dxir_ir::{Attr, AttrData, Context, Loc, Module, Op, Type};
pub(crate) use flags::{DOUBLES, INT64_OPS, RAW_AND_STRUCTURED, WAVE_OPS};
pub use md::node_operands;
use md::{md_int, MdWriter};
use rustc_hash::FxHashSet;
pub use signature::{
    entry_signature, EntrySignature, Semantic, SemanticError, SignatureElement, SignatureSemantics,
};

const PASS: &str = "translate-metadata";

// Metadata names this pass reads and writes in more than one place: names
// LLVM and DXIL give metadata, data and not ops, so strings.
/// `!dx.valver`, the validator version.
const VALVER: &str = "dx.valver";
/// `!llvm.module.flags`.
const MODULE_FLAGS: &str = "llvm.module.flags";
/// The instruction metadata kind of DXIL's control-flow hints.
const CONTROLFLOW_HINTS: &str = "dx.controlflow.hints";
/// The instruction metadata kind of loop metadata.
const LOOP: &str = "llvm.loop";
/// clang's branch hint, which becomes [`CONTROLFLOW_HINTS`].
const HINT: &str = "hlsl.controlflow.hint";
/// The loop hint with an operand (the count).
const UNROLL_COUNT: &str = "llvm.loop.unroll.count";

/// Writes the DXIL module metadata (see the module docs).
///
/// Entry: a module imported from clang with resource bindings as
/// `dx.resource.handlefrombinding` ops with constant space, lower bound and
/// range size, and a `dxil…-shadermodel6.x-<stage>` triple. Exit: the same
/// code with DXIL metadata and the resource symbol globals, and the
/// signature calls of vertex and pixel entries assigned their elements.
#[derive(Clone, Debug, Default)]
pub struct TranslateMetadata {
    /// Semantics the IR does not carry (see [`SignatureSemantics`]).
    pub semantics: SignatureSemantics,
}

impl ModulePass for TranslateMetadata {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, cx: &Context, m: &mut Module) -> Result<PassOutcome, PassError> {
        translate(cx, m, &self.semantics)?;
        Ok(PassOutcome::Changed)
    }
}

/// What the module says about its target (LLVM's `DXILMetadataAnalysis`).
pub(crate) struct ModuleInfo {
    pub shader_model: (u32, u32),
    pub dxil_version: (u32, u32),
    pub stage: ShaderStage,
    /// `!dx.valver`, if given.
    pub valver: Option<(u32, u32)>,
    /// `!llvm.module.flags` as (key, integer value).
    pub module_flags: Vec<(String, Option<i64>)>,
}

impl ModuleInfo {
    pub(crate) fn module_flag_true(&self, key: &str) -> bool {
        self.module_flags
            .iter()
            .any(|(k, v)| k == key && v.is_some_and(|v| v != 0))
    }
}

fn err(loc: Loc, kind: impl Into<PassErrorKind>) -> PassError {
    PassError::new(PASS, loc, kind)
}

fn module_info(cx: &Context, m: &Module) -> Result<ModuleInfo, PassError> {
    let target = dxir_dialects::dxil::module_target(cx, m).map_err(|e| err(Loc::UNKNOWN, e))?;
    let dxil_version = (target.version.major, target.version.minor);
    let shader_model = target
        .version
        .shader_model()
        .map(|sm| (sm.major, sm.minor))
        .ok_or_else(|| err(Loc::UNKNOWN, MetadataError::NoShaderModel))?;
    let stage = target.stage;
    let valver = md::named_nodes(cx, m, VALVER)
        .first()
        .and_then(|&n| node_operands(cx, m, n))
        .and_then(|ops| {
            let major = md_int(cx, *ops.first()?)?;
            let minor = ops.get(1).and_then(|&a| md_int(cx, a)).unwrap_or(0);
            Some((major as u32, minor as u32))
        });
    let module_flags = md::named_nodes(cx, m, MODULE_FLAGS)
        .into_iter()
        .filter_map(|n| {
            let ops = node_operands(cx, m, n)?;
            let key = cx.attr_as_str(*ops.get(1)?)?.to_string();
            Some((key, ops.get(2).and_then(|&a| md_int(cx, a))))
        })
        .collect();
    Ok(ModuleInfo {
        shader_model,
        dxil_version,
        stage,
        valver,
        module_flags,
    })
}

/// The shader flags the code of each function implies (by function index,
/// 0 for declarations) and their union, by the rules `translate-metadata`
/// writes them with ([`flags`]); on a DXIL module the `dxil` ops count
/// (wave ops by the table's `Wave` property, raw and structured buffers by
/// their `annotateHandle` properties). The validator compares them with
/// the flags the entries declare.
pub(crate) fn implied_flags(cx: &Context, m: &Module) -> Result<(Vec<u64>, u64), PassError> {
    let info = module_info(cx, m)?;
    let f = flags::compute(cx, m, &info, &crate::resources::ResourceMap::default());
    Ok((f.per_function, f.combined))
}

/// An entry function: defined, with an `hlsl.shader` attribute.
struct Entry {
    index: usize,
    name: String,
    stage: ShaderStage,
    num_threads: Option<[u32; 3]>,
    loc: Loc,
}

fn entries(cx: &Context, m: &Module) -> Result<Vec<Entry>, PassError> {
    let mut out = Vec::new();
    for (index, f) in m.functions().iter().enumerate() {
        if f.is_declaration() {
            continue;
        }
        let Some(s) = dxir_dialects::translate::llvm::string_attr(cx, f, "hlsl.shader") else {
            continue;
        };
        let stage: ShaderStage = s.parse().map_err(|_| {
            err(
                f.loc(),
                MetadataError::UnknownStage {
                    entry: f.name().to_string(),
                    stage: s.to_string(),
                },
            )
        })?;
        let num_threads =
            match dxir_dialects::translate::llvm::string_attr(cx, f, "hlsl.numthreads") {
                Some(t) => {
                    let v: Vec<u32> = t
                        .split(',')
                        .map(|x| x.trim().parse::<u32>())
                        .collect::<Result<_, _>>()
                        .map_err(|_| {
                            err(
                                f.loc(),
                                MetadataError::MalformedNumThreads {
                                    entry: f.name().to_string(),
                                    value: t.to_string(),
                                },
                            )
                        })?;
                    match v.as_slice() {
                        &[x, y, z] => Some([x, y, z]),
                        _ => {
                            return Err(err(
                                f.loc(),
                                MetadataError::MalformedNumThreads {
                                    entry: f.name().to_string(),
                                    value: t.to_string(),
                                },
                            ))
                        }
                    }
                }
                None => None,
            };
        out.push(Entry {
            index,
            name: f.name().to_string(),
            stage,
            num_threads,
            loc: f.loc(),
        });
    }
    Ok(out)
}

/// Stamps each creation of `r`'s handles in a library with the global
/// `sym` (of type `ty`) that names it: `lib_global`, and the global's type
/// as `lib_type`. A library's handles are made from that global, as DXC
/// makes them (`createHandleForLib`, the `lower-dxil` rules): its bindings
/// are resolved when it is linked, and consumers find the resource by it.
fn stamp_library_handles(cx: &Context, m: &mut Module, r: &ResourceInfo, sym: &str, ty: Type) {
    let global = cx.symbol_attr(sym);
    let ty = cx.type_attr(ty);
    for h in &r.handles {
        let Some(f) = m.functions_mut().get_mut(h.function) else {
            continue;
        };
        let body = f.body_mut();
        body.set_attr(cx, h.op, "lib_global", global);
        body.set_attr(cx, h.op, "lib_type", ty);
    }
}

/// The short stage name LLVM prints in the stage-mismatch error.
fn short_stage(s: ShaderStage) -> &'static str {
    s.short_name().unwrap_or(s.name())
}

fn translate(cx: &Context, m: &mut Module, given: &SignatureSemantics) -> Result<(), PassError> {
    let info = module_info(cx, m)?;
    let res = analyze_resources(cx, m)?;
    let entries = entries(cx, m)?;
    let library = info.stage == ShaderStage::Library;
    if !library {
        if entries.len() > 1 {
            return Err(err(entries[1].loc, MetadataError::MultipleEntries));
        }
        for e in &entries {
            if e.stage != info.stage {
                return Err(err(
                    e.loc,
                    MetadataError::StageMismatch {
                        stage: short_stage(e.stage),
                        entry: e.name.clone(),
                        profile: info.stage.name(),
                    },
                ));
            }
        }
    }
    let flags = flags::compute(cx, m, &info, &res);

    let mut w = MdWriter::new(cx, m);
    // !dx.valver, !dx.shaderModel, !dx.version.
    if let Some((major, minor)) = info.valver {
        let n = w.node(m, vec![w.i32(major.into()), w.i32(minor.into())]);
        w.set_named(m, VALVER, vec![n]);
    }
    let short = info.stage.short_name().ok_or_else(|| {
        err(
            Loc::UNKNOWN,
            MetadataError::NotAProfile {
                stage: info.stage.to_string(),
            },
        )
    })?;
    let sm = w.node(
        m,
        vec![
            w.string(short),
            w.i32(info.shader_model.0.into()),
            w.i32(info.shader_model.1.into()),
        ],
    );
    w.set_named(m, "dx.shaderModel", vec![sm]); // A metadata name.
    let ver = w.node(
        m,
        vec![
            w.i32(info.dxil_version.0.into()),
            w.i32(info.dxil_version.1.into()),
        ],
    );
    w.set_named(m, "dx.version", vec![ver]); // A metadata name.

    // !dx.resources and the symbols.
    let resources_md = if res.is_empty() {
        None
    } else {
        let mut namer = symbols::SymbolNamer::new();
        let mut lists: Vec<Attr> = Vec::new();
        for class in [
            ResourceClass::Srv,
            ResourceClass::Uav,
            ResourceClass::CBuffer,
            ResourceClass::Sampler,
        ] {
            let mut records = Vec::new();
            for r in res.of_class(class) {
                let loc = r.loc(m);
                let (sym, ty) = namer.create(cx, m, r, loc).map_err(|e| err(loc, e))?;
                if library {
                    stamp_library_handles(cx, m, r, &sym, ty);
                }
                let rec = record(cx, &mut w, m, r, &sym).map_err(|e| err(loc, e))?;
                records.push(w.node(m, rec));
            }
            lists.push(if records.is_empty() {
                w.null()
            } else {
                w.node(m, records)
            });
        }
        let node = w.node(m, lists);
        w.set_named(m, "dx.resources", vec![node]); // A metadata name.
        Some(node)
    };

    // !dx.entryPoints. The entries' signature calls are found in parallel
    // (a walk over each entry), then lowered entry by entry.
    let is_entry: FxHashSet<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    let sig_calls: Vec<Vec<(Op, signature::Dir)>> = m.par_map_functions(|f| {
        if is_entry.contains(f.name()) {
            signature::signature_calls(cx, f.body())
        } else {
            Vec::new()
        }
    });
    let mut entry_nodes = Vec::new();
    let res_or_null = resources_md.unwrap_or_else(|| w.null());
    if library {
        let props = if flags.combined != 0 {
            w.node(m, vec![w.i32(0), w.i64(flags.combined)])
        } else {
            w.null()
        };
        entry_nodes.push(w.node(
            m,
            vec![w.null(), w.string(""), w.null(), res_or_null, props],
        ));
    }
    for e in &entries {
        let mut props = Vec::new();
        if !library && flags.per_function[e.index] != 0 {
            props.push(w.i32(0));
            props.push(w.i64(flags.per_function[e.index]));
        }
        if library && e.stage != ShaderStage::Library {
            props.push(w.i32(8));
            props.push(w.i32(e.stage as i64));
        }
        if e.stage == ShaderStage::Compute {
            let [x, y, z] = e.num_threads.unwrap_or([0, 0, 0]);
            props.push(w.i32(4));
            let nt = w.node(m, vec![w.i32(x.into()), w.i32(y.into()), w.i32(z.into())]);
            props.push(nt);
        }
        let props = if props.is_empty() {
            w.null()
        } else {
            w.node(m, props)
        };
        let calls = sig_calls.get(e.index).map_or(&[][..], Vec::as_slice);
        let sigs = signature::lower_entry(cx, &mut w, m, e.index, e.stage, given, calls)?
            .unwrap_or_else(|| w.null());
        let fnref = w.ptr_to(m, &e.name);
        entry_nodes.push(w.node(m, vec![fnref, w.string(&e.name), sigs, res_or_null, props]));
    }
    w.set_named(m, "dx.entryPoints", entry_nodes); // A metadata name.

    clean_module_flags(cx, &mut w, m);
    // Metadata names.
    md::erase_named(cx, m, "dx.rootsignatures");
    md::erase_named(cx, m, "llvm.errno.tbaa");
    translate_instruction_metadata(cx, &mut w, m);
    md::erase_unreferenced_nodes(cx, m);
    Ok(())
}

/// One `!dx.resources` record (`dxil-reference.md` §6.3).
fn record(
    cx: &Context,
    w: &mut MdWriter<'_>,
    m: &mut Module,
    r: &ResourceInfo,
    sym: &str,
) -> Result<Vec<Attr>, MetadataError> {
    use dxir_dialects::dx::ResourceType as RT;
    let t = &r.rtype;
    let mut v = vec![
        w.i32(r.record_id.into()),
        w.ptr_to(m, sym),
        w.string(&r.name),
        w.i32(r.binding.space.into()),
        w.i32(r.binding.lower_bound.into()),
        // An unbounded range (u32::MAX) is written -1.
        w.i32(i64::from(r.binding.size as i32)),
    ];
    match *t {
        RT::CBuffer { .. } => {
            let size = t.cbuffer_size(cx)?.unwrap_or(0);
            v.push(w.i32(size.into()));
            v.push(w.null());
        }
        RT::Sampler { kind } => {
            v.push(w.i32(kind as i64));
            v.push(w.null());
        }
        _ => {
            v.push(w.i32(r.kind as i64));
            if r.class == ResourceClass::Uav {
                // globallycoherent is not expressible in clang 22's types.
                v.push(w.i1(false));
                v.push(w.i1(r.counter.has_counter()));
                v.push(w.i1(t.is_rov()));
            } else {
                v.push(w.i32(t.sample_count().into()));
            }
            let ext = if let Some(stride) = t.structured_stride(cx)? {
                Some(vec![w.i32(1), w.i32(stride.into())])
            } else if t.is_typed() {
                // LLVM 22 writes the storage type: 64-bit elements as U32.
                Some(vec![w.i32(0), w.i32(t.storage_element_type(cx) as i64)])
            } else if let RT::FeedbackTexture { feedback, .. } = *t {
                Some(vec![w.i32(2), w.i32(feedback as i64)])
            } else {
                None
            };
            v.push(match ext {
                Some(ops) => w.node(m, ops),
                None => w.null(),
            });
        }
    }
    Ok(v)
}

/// Module flags with a behaviour LLVM 3.7 does not know (after
/// AppendUnique = 6) become Warning (2); the list is then written anew at
/// the end, as LLVM re-adds it.
fn clean_module_flags(cx: &Context, w: &mut MdWriter<'_>, m: &mut Module) {
    let nodes = md::named_nodes(cx, m, MODULE_FLAGS);
    let mut updated = false;
    let mut out = Vec::with_capacity(nodes.len());
    for n in nodes {
        let Some(mut ops) = node_operands(cx, m, n) else {
            out.push(n);
            continue;
        };
        match ops.first().and_then(|&a| md_int(cx, a)) {
            Some(b) if b > 6 => {
                ops[0] = w.i32(2);
                out.push(w.node(m, ops));
                updated = true;
            }
            _ => out.push(n),
        }
    }
    if updated {
        md::erase_named(cx, m, MODULE_FLAGS);
        w.set_named(m, MODULE_FLAGS, out);
    }
}

/// Instruction metadata kinds DXIL allows (`!dbg` is debug info and
/// stays): a table of metadata names, data.
const ALLOWED_MD: &[&str] = &[
    "dx.nonuniform",
    CONTROLFLOW_HINTS,
    "dx.precise",
    "range",
    "alias.scope",
    "noalias",
    LOOP,
    "dbg",
];

/// The loop hints DXIL keeps: a table of metadata names, data.
const LOOP_HINTS: &[&str] = &[
    UNROLL_COUNT,
    "llvm.loop.unroll.disable",
    "llvm.loop.unroll.full",
];

fn translate_instruction_metadata(cx: &Context, w: &mut MdWriter<'_>, m: &mut Module) {
    let key = cx.ident("metadata");
    // Plan the changes first (reading the module), then apply them.
    // The ops with an attachment this changes, functions in parallel: an
    // op whose attachments are all kept as they are needs no more.
    let changed_by_this = |k: &str| k == LOOP || k == HINT || !ALLOWED_MD.contains(&k);
    let candidates: Vec<Vec<dxir_ir::Op>> = {
        m.par_map_functions(|f| {
            let body = f.body();
            body.walk()
                .into_iter()
                .filter(|&op| {
                    body.attrs(op).get(key).is_some_and(|d| {
                        matches!(cx.attr_data(d), AttrData::Dict(entries)
                                if entries.iter().any(|(k, _)| changed_by_this(k)))
                    })
                })
                .collect()
        })
    };
    let mut plans: Vec<(usize, dxir_ir::Op, Option<Attr>)> = Vec::new();
    for (fi, ops) in candidates.into_iter().enumerate() {
        for op in ops {
            let Some(dict) = m.functions()[fi].body().attrs(op).get(key) else {
                continue;
            };
            let AttrData::Dict(entries) = cx.attr_data(dict).clone() else {
                continue;
            };
            let mut kept: Vec<(Box<str>, Attr)> = Vec::new();
            let mut hint: Option<Attr> = None;
            for (k, v) in &entries {
                match &**k {
                    HINT => {
                        if let Some(val) = node_operands(cx, m, *v).and_then(|o| o.get(1).copied())
                        {
                            hint = Some(val);
                        }
                    }
                    k2 if k2 == LOOP => {
                        if let Some(l) = loop_md(cx, w, m, *v) {
                            kept.push((k.clone(), l));
                        }
                    }
                    k2 if ALLOWED_MD.contains(&k2) => kept.push((k.clone(), *v)),
                    _ => {}
                }
            }
            if let Some(val) = hint {
                let n = w.node(m, vec![w.string(CONTROLFLOW_HINTS), val]);
                kept.retain(|(k, _)| &**k != CONTROLFLOW_HINTS);
                kept.push((CONTROLFLOW_HINTS.into(), n));
                kept.sort_by(|a, b| a.0.cmp(&b.0));
            }
            if kept != entries {
                let new = (!kept.is_empty()).then(|| cx.intern_attr(AttrData::Dict(kept)));
                plans.push((fi, op, new));
            }
        }
    }
    for (fi, op, new) in plans {
        let body = m.functions_mut()[fi].body_mut();
        match new {
            Some(d) => {
                body.set_attr(cx, op, "metadata", d);
            }
            None => {
                body.remove_attr(cx, op, "metadata");
            }
        }
    }
}

/// LLVM's loop metadata translation: a distinct self-referencing node (the
/// chain `!0 = !{!0, !1}`, `!1 = !{!1, ...}` followed to its end) keeps
/// only well-formed unroll hints, in a new distinct node; anything else is
/// dropped (`None`).
fn loop_md(cx: &Context, w: &mut MdWriter<'_>, m: &mut Module, node: Attr) -> Option<Attr> {
    let is_self_ref = |n: Attr| -> bool {
        let AttrData::Symbol(_) = cx.attr_data(n) else {
            return false;
        };
        node_operands(cx, m, n).is_some_and(|o| o.first() == Some(&n))
    };
    if !is_self_ref(node) {
        return None;
    }
    let mut base = node;
    let mut steps = 0;
    loop {
        let ops = node_operands(cx, m, base)?;
        match ops.get(1) {
            Some(&next) if ops.len() > 1 && is_self_ref(next) && steps < 64 => {
                base = next;
                steps += 1;
            }
            _ => break,
        }
    }
    let ops = node_operands(cx, m, base)?;
    let mut hints = Vec::new();
    for &h in ops.iter().skip(1) {
        let Some(hops) = node_operands(cx, m, h) else {
            continue;
        };
        let Some(name) = hops.first().and_then(|&a| cx.attr_as_str(a)) else {
            continue;
        };
        if !LOOP_HINTS.contains(&name) {
            continue;
        }
        let ok = if name == UNROLL_COUNT {
            hops.len() == 2 && md_int(cx, hops[1]).is_some()
        } else {
            hops.len() == 1
        };
        if ok {
            hints.push(h);
        }
    }
    Some(w.self_referencing(m, hints))
}
