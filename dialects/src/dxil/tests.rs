use super::*;
use dxir_ir::{
    parse_module, print_module, type_to_string, verify_function, verify_module, Builder, Context,
    Function, Loc, Module, StructBody, Traits, Type, Value, VerifyError, VerifyOptions,
};

fn cx() -> Context {
    Context::with_registry(crate::registry())
}

fn v(s: &str) -> DxilVersion {
    s.parse().unwrap()
}

fn op(name: &str) -> &'static DxilOp {
    op_by_name(name).unwrap_or_else(|| panic!("{name} is not in the table"))
}

fn stages(list: &[ShaderStage]) -> Stages {
    Stages::Only(StageMask::of(list))
}

use ScalarKind::{F16, F32, F64, I16, I32, I64};
use ShaderStage::{Amplification, Compute, Library, Mesh, Node, Pixel, Vertex};

// ---- The table as a whole ---------------------------------------------------

#[test]
fn the_table_has_every_opcode_once_in_order() {
    assert_eq!(ops().len(), 258);
    for (i, op) in ops().iter().enumerate() {
        assert_eq!(op.opcode() as usize, i, "{} is out of place", op.name());
        assert_eq!(op_by_opcode(i as u32).map(DxilOp::name), Some(op.name()));
    }
    assert!(op_by_opcode(258).is_none());
    assert!(op_by_opcode(u32::MAX).is_none());
}

#[test]
fn each_opcode_variant_is_its_entry() {
    for op in ops() {
        let code = DxilOpcode::from_u32(op.opcode()).unwrap();
        assert_eq!(code.number(), op.opcode());
        assert_eq!(format!("{code:?}"), op.name());
        assert!(std::ptr::eq(code.entry(), op));
    }
    assert_eq!(DxilOpcode::BufferLoad.number(), 68);
    assert!(DxilOpcode::from_u32(258).is_none());
}

#[test]
fn an_op_is_found_by_its_declaration() {
    let cx = cx();
    let m = one_op_module(
        &cx,
        "%6 = dxil.createHandle %4, %1, %1, %5 : (i8, i32, i32, i1) -> %dx.types.Handle",
    );
    let body = m.functions()[0].body();
    let ops = body.walk();
    assert_eq!(
        DxilOpcode::of(&cx, body, ops[0]),
        Some(DxilOpcode::CreateHandle)
    );
    assert!(DxilOpcode::CreateHandle.is(&cx, body, ops[0]));
    assert_eq!(dxil_op_of(&cx, body, ops[0]).map(DxilOp::opcode), Some(57));
    // `llvm.ret` is not a `dxil` op.
    assert_eq!(DxilOpcode::of(&cx, body, ops[1]), None);
}

#[test]
fn every_name_an_op_answers_to_is_its_own() {
    let mut seen = std::collections::HashMap::new();
    for op in ops() {
        let dialect = op.dialect_name();
        let short = &dialect["dxil.".len()..];
        assert!(dialect.starts_with("dxil."), "{dialect}");
        assert_eq!(
            short.chars().next(),
            op.name().chars().next().map(|c| c.to_ascii_lowercase())
        );
        assert_eq!(&short[1..], &op.name()[1..]);
        for name in [op.name(), dialect, short, op.dxc_name()] {
            if let Some(other) = seen.insert(name, op.opcode()) {
                assert_eq!(other, op.opcode(), "`{name}` names two ops");
            }
            assert_eq!(op_by_name(name).map(DxilOp::opcode), Some(op.opcode()));
        }
    }
    assert_eq!(op_by_name("FAbs").map(DxilOp::name), Some("Abs"));
    assert_eq!(op_by_name("bufferLoad").map(DxilOp::opcode), Some(68));
    assert!(op_by_name("NoSuchOp").is_none());
    assert!(op_by_name("").is_none());
}

#[test]
fn versioned_lists_are_sorted_and_consistent() {
    for op in ops() {
        let name = op.name();
        let sorted = |vs: Vec<DxilVersion>| vs.windows(2).all(|w| w[0] < w[1]);
        assert!(
            sorted(op.overloads().iter().map(|e| e.since).collect()),
            "{name}"
        );
        assert!(
            sorted(op.stages().iter().map(|e| e.since).collect()),
            "{name}"
        );
        assert!(
            sorted(op.attrs().iter().map(|e| e.since).collect()),
            "{name}"
        );
        for e in op.stages() {
            assert!(e.value != Stages::Only(StageMask::default()), "{name}");
        }
        match op.source() {
            Source::LlvmTd => {
                assert!(
                    op.signature().is_some() && !op.stages().is_empty(),
                    "{name}"
                );
            }
            Source::Hctdb => {
                assert!(op.signature().is_some(), "{name}");
                assert!(!op.stages().is_empty() && !op.attrs().is_empty(), "{name}");
                if op.is_overloaded() {
                    assert!(!op.overloads().is_empty(), "{name}: no overload list");
                }
            }
        }
        if let Some(sig) = op.signature() {
            assert!(
                sig.args.iter().all(|a| a.kind != ParamKind::Void),
                "{name}: a void argument"
            );
            if !sig.is_overloaded() {
                assert!(
                    op.overloads().is_empty(),
                    "{name}: overloads but no overload"
                );
            }
            if op.overload_shape() != OverloadShape::Scalar {
                assert!(sig.is_overloaded(), "{name}: a shaped overload");
            }
        }
    }
    let td = ops()
        .iter()
        .filter(|o| o.source() == Source::LlvmTd)
        .count();
    assert_eq!(td, 86);
}

// ---- The table against dxil-ops.tsv ------------------------------------------

/// `../shared/data/dxil-ops.tsv` from the repository root, or the file
/// `DXIR_DXIL_OPS_TSV` names (for clones laid out differently).
fn tsv_path() -> std::path::PathBuf {
    match std::env::var_os("DXIR_DXIL_OPS_TSV") {
        Some(p) => p.into(),
        None => {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/data/dxil-ops.tsv")
        }
    }
}

fn td_param(cx: &Context, kind: ParamKind) -> String {
    match DxilStruct::of_param(kind) {
        Some(s)
            if !matches!(
                kind,
                ParamKind::Handle | ParamKind::ResBind | ParamKind::ResProps
            ) =>
        {
            let fields: Vec<String> = s
                .fields(cx)
                .iter()
                .map(|&t| type_to_string(cx, t))
                .collect();
            format!("{}(%{}={{{}}})", kind.td_name(), s.name(), fields.join(","))
        }
        _ => kind.td_name().to_string(),
    }
}

fn versioned<T>(list: &[Versioned<T>], f: impl Fn(&T) -> String) -> String {
    let cells: Vec<String> = list
        .iter()
        .map(|e| format!("{}:{}", e.since, f(&e.value)))
        .collect();
    cells.join(";")
}

fn parse_stages(cell: &str) -> Vec<Versioned<Stages>> {
    if cell.is_empty() {
        return Vec::new();
    }
    cell.split(';')
        .map(|e| {
            let (since, list) = e.split_once(':').unwrap();
            let value = match list {
                "all_stages" => Stages::All,
                "removed" => Stages::Removed,
                l => {
                    let st: Vec<ShaderStage> = l.split(',').map(|s| s.parse().unwrap()).collect();
                    Stages::Only(StageMask::of(&st))
                }
            };
            Versioned {
                since: v(since),
                value,
            }
        })
        .collect()
}

/// The table's facts for `op`, written as the TSV's columns 3 to 12 (class
/// to source), stages apart.
fn tsv_cells(cx: &Context, op: &DxilOp) -> Vec<String> {
    let class = if op.class_inferred() {
        format!("{} (inferred)", op.class())
    } else {
        op.class().to_string()
    };
    let (ret, args) = match op.signature() {
        Some(sig) => {
            let args: Vec<String> = sig
                .args
                .iter()
                .map(|a| match a.name {
                    "" => td_param(cx, a.kind),
                    n => format!("{}({n})", td_param(cx, a.kind)),
                })
                .collect();
            (td_param(cx, sig.ret), args.join(","))
        }
        None => (String::new(), String::new()),
    };
    let shape = op.overload_shape().prefix();
    let overloads = versioned(op.overloads(), |ks| {
        let names: Vec<String> = ks
            .iter()
            .map(|k| format!("{shape}{}", k.llvm_name()))
            .collect();
        names.join(",")
    });
    let attrs = versioned(op.attrs(), |attrs| {
        if attrs.is_empty() {
            return "(none)".to_string();
        }
        let names: Vec<&str> = attrs.iter().map(|a| a.name()).collect();
        names.join(",")
    });
    let maps: Vec<String> = op
        .lowers_from()
        .iter()
        .map(|m| match m.args {
            None => m.intrinsic.to_string(),
            Some(args) => {
                let args: Vec<String> = args.iter().map(ToString::to_string).collect();
                format!("{}({})", m.intrinsic, args.join(","))
            }
        })
        .collect();
    let mut intrinsic = maps.join(" | ");
    if !op.lowering_note().is_empty() {
        if !intrinsic.is_empty() {
            intrinsic.push(' ');
        }
        intrinsic.push_str(&format!("({})", op.lowering_note()));
    }
    let source = match op.source() {
        Source::LlvmTd => "DXIL.td",
        // The TSV's word for rows DXIL.td lacks, whose facts the table
        // takes from hctdb.
        Source::Hctdb => "hctdb (DXC DXIL 1.8 opcode table)",
    };
    vec![
        class,
        ret,
        args,
        overloads,
        attrs,
        intrinsic,
        op.llvm22().to_string(),
        op.dxc_name().to_string(),
        source.to_string(),
    ]
}

#[test]
fn the_table_holds_the_facts_of_dxil_ops_tsv() {
    let path = tsv_path();
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "SKIPPED the_table_holds_the_facts_of_dxil_ops_tsv: {} is not there",
            path.display()
        );
        return;
    };
    let cx = cx();
    let mut lines = text.lines();
    let header = lines.next().unwrap_or_default();
    assert_eq!(
        header,
        "name\topcode\top_class\treturn\targuments\toverloads\tstages\tattributes\t\
         llvm_intrinsic\tllvm22_status\tdxc_name\tsource"
    );
    let rows: Vec<Vec<&str>> = lines
        .filter(|l| !l.is_empty())
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), ops().len(), "one table entry per TSV row");
    for row in rows {
        assert_eq!(row.len(), 12, "{row:?}");
        let opcode: u32 = row[1].parse().unwrap();
        let op = op_by_opcode(opcode).unwrap();
        assert_eq!(op.name(), row[0]);
        let cells = tsv_cells(&cx, op);
        // Columns: class, return, arguments, overloads, attributes,
        // intrinsic, llvm22, dxc name, source.
        let tsv = [
            row[2], row[3], row[4], row[5], row[7], row[8], row[9], row[10], row[11],
        ];
        let stages = parse_stages(row[6]);
        // Cells the TSV fills must match; the ones it leaves empty (the
        // signature, overloads, stages and attributes of rows DXIL.td
        // lacks) the table may fill from hctdb, and only then.
        for (i, (ours, theirs)) in cells.iter().zip(tsv).enumerate() {
            if theirs.is_empty() && op.source() == Source::Hctdb {
                continue;
            }
            assert_eq!(ours, theirs, "{}: cell {i}", op.name());
        }
        if !stages.is_empty() || op.source() == Source::LlvmTd {
            assert_eq!(op.stages(), &stages[..], "{}: stages", op.name());
        }
    }
}

/// How many of `ops` a shader of `stage` may use at `version`, by their
/// stage lists.
fn allowed_count<'a>(
    ops: impl Iterator<Item = (&'a [Versioned<Stages>], u32)>,
    version: DxilVersion,
    stage: ShaderStage,
) -> usize {
    ops.filter(|(list, _)| {
        list.iter()
            .rev()
            .find(|e| e.since <= version)
            .is_some_and(|e| e.value.allows(stage))
    })
    .count()
}

const VERSIONS: [&str; 9] = [
    "1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "1.7", "1.8",
];

#[test]
fn ops_per_version_and_stage_match_the_tsv() {
    let path = tsv_path();
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!(
            "SKIPPED ops_per_version_and_stage_match_the_tsv: {} is not there",
            path.display()
        );
        return;
    };
    // The rows whose stages the TSV gives, with those stages.
    let rows: Vec<(Vec<Versioned<Stages>>, u32)> = text
        .lines()
        .skip(1)
        .filter(|l| !l.is_empty())
        .filter_map(|l| {
            let cells: Vec<&str> = l.split('\t').collect();
            let stages = parse_stages(cells.get(6)?);
            (!stages.is_empty()).then(|| Some((stages, cells.get(1)?.parse().ok()?)))?
        })
        .collect();
    assert_eq!(rows.len(), 86, "the TSV gives stages for DXIL.td's rows");
    for ver in VERSIONS {
        for stage in ShaderStage::ALL {
            let theirs = allowed_count(rows.iter().map(|(s, c)| (&s[..], *c)), v(ver), stage);
            let ours = allowed_count(
                rows.iter()
                    .map(|(_, c)| (op_by_opcode(*c).unwrap().stages(), *c)),
                v(ver),
                stage,
            );
            assert_eq!(ours, theirs, "DXIL {ver}, {stage}");
        }
    }
}

#[test]
fn ops_per_version_and_stage_match_hctdb() {
    // Counts over the rows whose facts come from hctdb, worked out from
    // hctdb's stage lists and shader models (and the DXIL 1.6 growth of
    // the implicit-gradient ops).
    let hctdb = || {
        ops()
            .iter()
            .filter(|o| o.source() == Source::Hctdb)
            .map(|o| (o.stages(), o.opcode()))
    };
    assert_eq!(hctdb().count(), 172);
    let expected: [(&str, [usize; 4]); 6] = [
        // compute, pixel, library, node
        ("1.0", [34, 48, 40, 33]),
        ("1.3", [35, 51, 59, 34]),
        ("1.5", [77, 95, 104, 76]),
        ("1.6", [85, 99, 108, 83]),
        ("1.7", [89, 103, 112, 86]),
        ("1.8", [106, 108, 129, 104]),
    ];
    for (ver, counts) in expected {
        for (stage, want) in [Compute, Pixel, Library, Node].into_iter().zip(counts) {
            assert_eq!(
                allowed_count(hctdb(), v(ver), stage),
                want,
                "DXIL {ver}, {stage}"
            );
        }
    }
    let rt13 = allowed_count(hctdb(), v("1.3"), ShaderStage::RayGeneration);
    assert_eq!(rt13, 38);
    assert_eq!(allowed_count(hctdb(), v("1.5"), Mesh), 83);
}

#[test]
fn hctdb_rows_hold_hctdb_facts() {
    use ParamKind as P;
    let atomic = op("AtomicBinOp");
    assert_eq!((atomic.opcode(), atomic.source()), (78, Source::Hctdb));
    let sig = atomic.signature().unwrap();
    assert_eq!(sig.ret, P::Overload);
    assert_eq!(
        arg_kinds(atomic),
        [P::Handle, P::I32, P::I32, P::I32, P::I32, P::Overload]
    );
    let names: Vec<&str> = sig.args.iter().map(|a| a.name).collect();
    assert_eq!(
        names,
        ["handle", "atomicOp", "offset0", "offset1", "offset2", "newValue"]
    );
    assert_eq!(atomic.overloads_at(v("1.5")), Some(&[I32][..]));
    assert_eq!(atomic.overloads_at(v("1.6")), Some(&[I32, I64][..]));
    assert_eq!(atomic.attrs_at(v("1.0")), Some(&[][..]));
    assert_eq!(atomic.stages_at(v("1.0")), Some(Stages::All));

    // A wave op of DXIL.td's keeps its stages and gains hctdb's mark.
    let wave = op("WaveActiveOp");
    assert_eq!(wave.stages_at(v("1.0")), Some(Stages::All));
    assert!(wave.has(OpProperty::Wave));
    assert!(op("WaveMatch").has(OpProperty::Wave));
    assert_eq!(op("WaveMatch").min_version(), Some(v("1.5")));
    let quad = op("QuadReadLaneAt");
    assert!(quad.allowed_in(v("1.6"), Compute) && !quad.allowed_in(v("1.6"), Vertex));

    let heap = op("CreateHandleFromHeap");
    assert_eq!(heap.opcode(), 218);
    assert_eq!(heap.min_version(), Some(v("1.6")));
    assert!(!heap.allowed_in(v("1.5"), Compute) && heap.allowed_in(v("1.6"), Compute));
    assert_eq!(arg_kinds(heap), [P::I32, P::I1, P::I1]);
    assert_eq!(heap.attrs_at(v("1.6")), Some(&[DxilAttr::ReadNone][..]));

    // One type named in the signature is the overload, as DXC names it.
    let lod = op("CalculateLOD");
    assert_eq!(lod.signature().unwrap().ret, P::Overload);
    assert_eq!(lod.export_name(Some(F32)), "dx.op.calculateLOD.f32");
    assert!(!lod.allowed_in(v("1.5"), Compute) && lod.allowed_in(v("1.6"), Compute));
    let unpack = op("Unpack4x8");
    assert_eq!(unpack.overload_shape(), OverloadShape::Four);
    assert_eq!(unpack.overloads_at(v("1.6")), Some(&[I16, I32][..]));

    let store = op("TextureStoreSample");
    assert_eq!(store.min_version(), Some(v("1.7")));
    assert_eq!(store.signature().unwrap().args.len(), 10);
    assert_eq!(op("SampleCmpLevel").min_version(), Some(v("1.7")));
    assert_eq!(
        op("TextureGatherRaw").overloads_at(v("1.7")),
        Some(&[I16, I32, I64][..])
    );

    // Graphics, ray tracing, mesh and node ops keep to their stages.
    assert!(op("EmitStream").allowed_in(v("1.0"), ShaderStage::Geometry));
    assert!(!op("EmitStream").allowed_in(v("1.0"), Pixel));
    assert_eq!(op("TraceRay").min_version(), Some(v("1.3")));
    assert!(op("TraceRay").allowed_in(v("1.3"), ShaderStage::RayGeneration));
    assert!(op("IgnoreHit").attrs_at(v("1.3")) == Some(&[DxilAttr::NoReturn][..]));
    assert!(op("SetMeshOutputCounts").allowed_in(v("1.5"), Mesh));
    assert_eq!(
        op("GetNodeRecordPtr").signature().unwrap().ret,
        P::NodeRecordPtr
    );
    assert_eq!(
        op("BarrierByMemoryType").attrs_at(v("1.8")),
        Some(&[DxilAttr::NoDuplicate][..])
    );
    assert_eq!(
        op("WaveMatrix_Fill").attrs_at(v("1.8")),
        Some(&[DxilAttr::ArgMemOnly][..])
    );
    assert_eq!(op("WaveMatrix_Fill").min_version(), Some(v("1.8")));
    assert!(op("WriteSamplerFeedback").has(OpProperty::Feedback));
    assert!(op("StartVertexLocation").allowed_in(v("1.8"), Vertex));
}

// ---- Sample ops, field by field ---------------------------------------------------

fn arg_kinds(op: &DxilOp) -> Vec<ParamKind> {
    op.signature()
        .unwrap()
        .args
        .iter()
        .map(|a| a.kind)
        .collect()
}

#[test]
fn buffer_load_and_store() {
    use ParamKind as P;
    let load = op("BufferLoad");
    assert_eq!(load.opcode(), 68);
    assert_eq!(load.class(), "bufferLoad");
    assert_eq!(load.dialect_name(), "dxil.bufferLoad");
    assert_eq!(load.signature().unwrap().ret, P::Overload);
    assert_eq!(arg_kinds(load), [P::Handle, P::I32, P::I32]);
    assert_eq!(load.overload_shape(), OverloadShape::ResRet);
    assert_eq!(load.overloads_at(v("1.0")), Some(&[F16, F32, I16, I32][..]));
    assert_eq!(load.overloads_at(v("1.8")), Some(&[F16, F32, I16, I32][..]));
    assert_eq!(load.stages_at(v("1.0")), Some(Stages::All));
    assert_eq!(load.attrs_at(v("1.0")), Some(&[DxilAttr::ReadOnly][..]));
    assert_eq!(load.min_version(), Some(v("1.0")));
    assert_eq!(load.source(), Source::LlvmTd);

    let store = op("BufferStore");
    assert_eq!(store.opcode(), 69);
    assert_eq!(store.class(), "bufferStore");
    assert_eq!(store.signature().unwrap().ret, P::Void);
    let o = P::Overload;
    assert_eq!(
        arg_kinds(store),
        [P::Handle, P::I32, P::I32, o, o, o, o, P::I8]
    );
    assert_eq!(store.signature().unwrap().args[7].name, "mask");
    assert_eq!(store.overload_shape(), OverloadShape::Scalar);
    assert_eq!(
        store.overloads_at(v("1.5")),
        Some(&[F16, F32, I16, I32][..])
    );
    assert_eq!(store.stages_at(v("1.5")), Some(Stages::All));
    assert!(
        store.attrs().is_empty(),
        "the table gives BufferStore no attributes"
    );
    assert_eq!(store.attrs_at(v("1.5")), None);
}

#[test]
fn raw_buffer_overloads_grow_at_dxil_1_3() {
    for (name, opcode) in [("RawBufferLoad", 139), ("RawBufferStore", 140)] {
        let op = op(name);
        assert_eq!(op.opcode(), opcode);
        assert_eq!(op.overload_shape(), OverloadShape::ResRet);
        assert_eq!(op.overloads_at(v("1.1")), None, "{name}");
        assert_eq!(op.overloads_at(v("1.2")), Some(&[F16, F32, I16, I32][..]));
        let wide = Some(&[F16, F32, F64, I16, I32, I64][..]);
        assert_eq!(op.overloads_at(v("1.3")), wide, "{name}");
        assert_eq!(op.overloads_at(v("1.8")), wide, "{name}");
        assert_eq!(op.stages_at(v("1.1")), None);
        assert_eq!(op.stages_at(v("1.2")), Some(Stages::All));
        assert_eq!(op.min_version(), Some(v("1.2")));
    }
    let load = op("RawBufferLoad");
    assert_eq!(load.class(), "rawBufferLoad");
    let names: Vec<&str> = load
        .signature()
        .unwrap()
        .args
        .iter()
        .map(|a| a.name)
        .collect();
    assert_eq!(names, ["", "c0", "c1", "mask", "alignment"]);
    let store = op("RawBufferStore");
    assert_eq!(store.signature().unwrap().ret, ParamKind::Void);
    assert_eq!(store.signature().unwrap().args.len(), 9);
}

#[test]
fn create_handle_is_removed_at_dxil_1_6() {
    use ParamKind as P;
    let op = op("CreateHandle");
    assert_eq!(op.opcode(), 57);
    assert_eq!(op.class(), "createHandle");
    assert_eq!(op.signature().unwrap().ret, P::Handle);
    assert_eq!(arg_kinds(op), [P::I8, P::I32, P::I32, P::I1]);
    assert!(!op.is_overloaded());
    assert_eq!(op.stages_at(v("1.0")), Some(Stages::All));
    assert_eq!(op.stages_at(v("1.5")), Some(Stages::All));
    assert_eq!(op.stages_at(v("1.6")), Some(Stages::Removed));
    assert_eq!(op.stages_at(v("1.8")), Some(Stages::Removed));
    assert!(op.allowed_in(v("1.5"), Pixel));
    assert!(!op.allowed_in(v("1.6"), Pixel));
    assert_eq!(op.attrs_at(v("1.6")), Some(&[DxilAttr::ReadOnly][..]));
}

#[test]
fn binding_and_annotate_exist_from_dxil_1_6() {
    use ParamKind as P;
    let bind = op("CreateHandleFromBinding");
    assert_eq!(bind.opcode(), 217);
    assert_eq!(bind.class(), "createHandleFromBinding");
    assert_eq!(bind.signature().unwrap().ret, P::Handle);
    assert_eq!(arg_kinds(bind), [P::ResBind, P::I32, P::I1]);
    let annotate = op("AnnotateHandle");
    assert_eq!(annotate.opcode(), 216);
    assert_eq!(annotate.class(), "annotateHandle");
    assert_eq!(arg_kinds(annotate), [P::Handle, P::ResProps]);
    for op in [bind, annotate] {
        assert_eq!(op.stages_at(v("1.5")), None);
        assert_eq!(op.stages_at(v("1.6")), Some(Stages::All));
        assert_eq!(op.min_version(), Some(v("1.6")));
        // The attribute entry is older than the op, as in the source.
        assert_eq!(op.attrs_at(v("1.0")), Some(&[DxilAttr::ReadNone][..]));
        assert_eq!(op.overloads_at(v("1.6")), None);
    }
}

#[test]
fn sample_stages_grow_at_dxil_1_6() {
    let op = op("Sample");
    assert_eq!(op.opcode(), 60);
    assert_eq!(op.class(), "sample");
    assert!(op.class_inferred());
    assert!(!op.supplement().is_empty());
    assert!(op.has(OpProperty::Gradient));
    assert_eq!(op.stages_at(v("1.0")), Some(stages(&[Library, Pixel])));
    assert_eq!(op.stages_at(v("1.5")), Some(stages(&[Library, Pixel])));
    let wide = stages(&[Library, Pixel, Amplification, Compute, Mesh, Node]);
    assert_eq!(op.stages_at(v("1.6")), Some(wide));
    assert!(!op.allowed_in(v("1.5"), Compute));
    assert!(op.allowed_in(v("1.6"), Compute));
    assert!(!op.allowed_in(v("1.6"), Vertex));
    assert_eq!(op.signature().unwrap().args.len(), 10);
    assert_eq!(op.attrs_at(v("1.0")), Some(&[DxilAttr::ReadOnly][..]));
}

#[test]
fn check_access_fully_mapped() {
    let op = op("CheckAccessFullyMapped");
    assert_eq!(op.opcode(), 71);
    assert_eq!(op.class(), "checkAccessFullyMapped");
    let sig = op.signature().unwrap();
    assert_eq!(sig.ret, ParamKind::I1);
    assert_eq!(arg_kinds(op), [ParamKind::Overload]);
    assert_eq!(op.overloads_at(v("1.0")), Some(&[I32][..]));
    assert_eq!(op.attrs_at(v("1.0")), Some(&[DxilAttr::ReadOnly][..]));
    assert_eq!(
        op.export_name(Some(I32)),
        "dx.op.checkAccessFullyMapped.i32"
    );
}

#[test]
fn thread_ids_are_for_compute_like_stages_only() {
    let op = op("ThreadId");
    assert_eq!(op.opcode(), 93);
    assert_eq!(
        op.stages_at(v("1.6")),
        Some(stages(&[Compute, Mesh, Amplification, Node]))
    );
    assert!(!op.allowed_in(v("1.6"), Pixel));
}

#[test]
fn intrinsic_mappings_keep_their_arguments() {
    let wave = op("WaveActiveOp");
    let umax = wave
        .lowers_from()
        .iter()
        .find(|m| m.intrinsic == "int_dx_wave_reduce_umax")
        .unwrap();
    assert_eq!(umax.llvm_name(), "llvm.dx.wave.reduce.umax");
    assert_eq!(
        umax.args,
        Some(&[IntrinArg::Arg(0), IntrinArg::I8(3), IntrinArg::I8(1)][..])
    );
    let sin = op("Sin").lowers_from();
    assert_eq!(sin.len(), 1);
    assert_eq!(sin[0].llvm_name(), "llvm.sin");
    assert_eq!(sin[0].args, None);
    let barrier = op("Barrier").lowers_from();
    assert_eq!(barrier[0].args, Some(&[IntrinArg::I32(9)][..]));
    assert_eq!(
        barrier[0].to_string(),
        "llvm.dx.group.memory.barrier.with.group.sync(i32 9)"
    );
}

// ---- Versions, stages and targets ------------------------------------------------

#[test]
fn versions_and_shader_models_parse_and_map() {
    assert_eq!(v("1.6"), DxilVersion::new(1, 6));
    assert_eq!(" 1.10 ".parse::<DxilVersion>(), Ok(DxilVersion::new(1, 10)));
    for bad in [
        "",
        "1",
        "1.",
        ".6",
        "1.6.1",
        "a.b",
        "-1.0",
        "1,6",
        "99999999999.0",
    ] {
        let err = bad.parse::<DxilVersion>().unwrap_err();
        assert!(err.to_string().contains("expected `1.x`"), "{bad}: {err}");
    }
    assert!(v("1.5") < v("1.6") && v("1.10") > v("1.9"));
    assert_eq!(v("1.6").to_string(), "1.6");
    let sm: ShaderModel = "6.6".parse().unwrap();
    assert_eq!(sm, "6_6".parse().unwrap());
    assert!("6".parse::<ShaderModel>().is_err());
    assert_eq!(DxilVersion::from_shader_model(sm), Some(v("1.6")));
    assert_eq!(
        v("1.2").shader_model().map(|s| s.to_string()).as_deref(),
        Some("6.2")
    );
    assert_eq!(DxilVersion::from_shader_model("5.1".parse().unwrap()), None);
    assert_eq!(DxilVersion::new(2, 0).shader_model(), None);
    let t = DxilTarget::for_shader_model(sm, Compute).unwrap();
    assert_eq!((t.version, t.stage), (v("1.6"), Compute));
}

#[test]
fn stages_parse_by_long_and_short_name() {
    for s in ShaderStage::ALL {
        assert_eq!(s.name().parse(), Ok(s));
        assert_eq!(s.name().to_uppercase().parse(), Ok(s));
        if let Some(short) = s.short_name() {
            assert_eq!(short.parse(), Ok(s));
        }
    }
    assert_eq!("cs".parse(), Ok(Compute));
    assert_eq!("lib".parse(), Ok(Library));
    assert_eq!("as".parse(), Ok(Amplification));
    let err = "fragment".parse::<ShaderStage>().unwrap_err();
    assert!(err
        .to_string()
        .starts_with("`fragment` is not a shader stage"));
    let m = StageMask::of(&[Pixel, Compute]);
    assert_eq!(m.to_string(), "pixel, compute");
    assert_eq!(m.iter().collect::<Vec<_>>(), [Pixel, Compute]);
    assert!(StageMask::default().is_empty());
}

#[test]
fn ops_at_a_version_and_stage() {
    let names =
        |ver: &str, stage| -> Vec<&str> { ops_at(v(ver), stage).map(|o| o.name()).collect() };
    let cs15 = names("1.5", Compute);
    assert!(cs15.contains(&"CreateHandle") && !cs15.contains(&"CreateHandleFromBinding"));
    assert!(cs15.contains(&"RawBufferLoad") && cs15.contains(&"ThreadId"));
    let cs16 = names("1.6", Compute);
    assert!(!cs16.contains(&"CreateHandle") && cs16.contains(&"CreateHandleFromBinding"));
    assert!(cs16.contains(&"Sample") && !cs15.contains(&"Sample"));
    let cs11 = names("1.1", Compute);
    assert!(!cs11.contains(&"RawBufferLoad") && cs11.contains(&"BufferLoad"));
    let vs = names("1.6", Vertex);
    assert!(!vs.contains(&"DerivCoarseX") && !vs.contains(&"ThreadId"));
    assert!(names("1.6", Pixel).contains(&"DerivCoarseX"));
    assert!(cs16.contains(&"TempRegLoad") && !cs16.contains(&"EvalCentroid"));
    let ids: Vec<u32> = ops_at(v("1.8"), Pixel).map(DxilOp::opcode).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn an_op_displays_in_full() {
    let expected = "\
dxil.rawBufferLoad (opcode 139)
  name:       RawBufferLoad
  class:      rawBufferLoad
  signature:  %dx.types.ResRet.T @dx.op.rawBufferLoad.T(i32 139, %dx.types.Handle, i32 c0, \
i32 c1, i8 mask, i32 alignment)
  overloads:  DXIL 1.2+: resret.f16, resret.f32, resret.i16, resret.i32
              DXIL 1.3+: resret.f16, resret.f32, resret.f64, resret.i16, resret.i32, resret.i64
  stages:     DXIL 1.2+: all stages
  attributes: (not in the table)
  from:       (none; from dx.resource.load.rawbuffer when DXIL>=1.2)
  LLVM 22:    yes (created by DXILOpLowering C++ code in 22)
  source:     LLVM DXIL.td";
    assert_eq!(op("RawBufferLoad").to_string(), expected);

    let abs = op("Abs").to_string();
    assert!(abs.contains("  name:       Abs (DXC: FAbs)\n"), "{abs}");
    assert!(
        abs.contains("  signature:  T @dx.op.unary.T(i32 6, T)\n"),
        "{abs}"
    );
    assert!(abs.contains("  from:       llvm.fabs\n"), "{abs}");
    let create = op("CreateHandle").to_string();
    assert!(
        create.contains("  stages:     DXIL 1.0+: all stages\n              DXIL 1.6+: removed\n")
    );
    let temp = op("TempRegLoad").to_string();
    assert!(
        temp.contains("  signature:  T @dx.op.tempRegLoad.T(i32 0, i32 index)\n"),
        "{temp}"
    );
    assert!(temp.contains("  class:      tempRegLoad\n"), "{temp}");
    assert!(
        temp.contains("  source:     DXC's hctdb (DXIL 1.8)"),
        "{temp}"
    );
    let deriv = op("DerivFineX").to_string();
    assert!(
        deriv.contains("  properties: Gradient, Derivative\n"),
        "{deriv}"
    );
    let barrier = op("Barrier").to_string();
    assert!(
        barrier.contains("  attributes: DXIL 1.0+: none\n"),
        "{barrier}"
    );
    assert!(
        barrier.contains("  stages:     DXIL 1.0+: compute, library\n"),
        "{barrier}"
    );
}

// ---- Types ---------------------------------------------------------------------------

#[test]
fn dxil_structs_have_the_reference_bodies() {
    let cx = Context::new();
    let body = |s: DxilStruct| {
        let ty = dxil_type(&cx, s).unwrap();
        match cx.struct_body(ty).unwrap() {
            StructBody::Fields { fields, packed } => {
                assert!(!packed);
                let f: Vec<String> = fields.iter().map(|&t| type_to_string(&cx, t)).collect();
                format!("{} = {{{}}}", type_to_string(&cx, ty), f.join(", "))
            }
            StructBody::Opaque => unreachable!(),
        }
    };
    let all: Vec<String> = DxilStruct::all().map(body).collect();
    assert_eq!(
        all,
        [
            "%dx.types.Handle = {ptr}",
            "%dx.types.ResBind = {i32, i32, i32, i8}",
            "%dx.types.ResourceProperties = {i32, i32}",
            "%dx.types.splitdouble = {i32, i32}",
            "%dx.types.Dimensions = {i32, i32, i32, i32}",
            "%dx.types.i32c = {i32, i1}",
            "%dx.types.fouri32 = {i32, i32, i32, i32}",
            "%dx.types.fouri16 = {i16, i16, i16, i16}",
            "%dx.types.twoi32 = {i32, i32}",
            "%dx.types.SamplePos = {float, float}",
            "%dx.types.NodeHandle = {ptr}",
            "%dx.types.NodeRecordHandle = {ptr}",
            "%dx.types.NodeInfo = {i32, i32}",
            "%dx.types.NodeRecordInfo = {i32, i32}",
            "%dx.types.waveMatProps = {i8, i8, i32, i32}",
            "%dx.types.ResRet.f16 = {half, half, half, half, i32}",
            "%dx.types.ResRet.f32 = {float, float, float, float, i32}",
            "%dx.types.ResRet.f64 = {double, double, double, double, i32}",
            "%dx.types.ResRet.i16 = {i16, i16, i16, i16, i32}",
            "%dx.types.ResRet.i32 = {i32, i32, i32, i32, i32}",
            "%dx.types.ResRet.i64 = {i64, i64, i64, i64, i32}",
            "%dx.types.CBufRet.f16.8 = {half, half, half, half, half, half, half, half}",
            "%dx.types.CBufRet.f32 = {float, float, float, float}",
            "%dx.types.CBufRet.f64 = {double, double}",
            "%dx.types.CBufRet.i16.8 = {i16, i16, i16, i16, i16, i16, i16, i16}",
            "%dx.types.CBufRet.i32 = {i32, i32, i32, i32}",
            "%dx.types.CBufRet.i64 = {i64, i64}",
        ]
    );
    for s in DxilStruct::all() {
        assert_eq!(DxilStruct::from_name(&s.name()), Some(s));
    }
    assert_eq!(DxilStruct::from_name("dx.types.CBufRet.f16"), None);
}

/// Struct names are unique (`from_name` looks them up in a table made
/// from them), and each struct's type is that struct and no other.
#[test]
fn a_type_is_the_struct_it_names_and_no_other() {
    let cx = Context::new();
    let all: Vec<DxilStruct> = DxilStruct::all().collect();
    for s in &all {
        let same: Vec<_> = all.iter().filter(|t| t.name() == s.name()).collect();
        assert_eq!(same, [s], "{}", s.name());
    }
    for &s in all.iter().filter(|s| s.exists()) {
        let ty = dxil_type(&cx, s).unwrap();
        for &t in &all {
            assert_eq!(t.is(&cx, ty), t == s, "{} as {}", s.name(), t.name());
        }
    }
    for name in [
        "dx.types",
        "dx.types.ResRet",
        "dx.types.ResRet.f32x",
        "Handle",
    ] {
        assert_eq!(DxilStruct::from_name(name), None, "{name}");
    }
}

#[test]
fn dxil_types_are_made_once_and_checked() {
    let cx = Context::new();
    let h = handle_type(&cx).unwrap();
    assert_eq!(handle_type(&cx).unwrap(), h);
    assert_eq!(
        res_bind_type(&cx).unwrap(),
        cx.named_type("dx.types.ResBind")
    );
    assert!(resource_properties_type(&cx).is_ok());
    assert!(dimensions_type(&cx).is_ok() && split_double_type(&cx).is_ok());
    assert_eq!(
        res_ret_type(&cx, ScalarKind::I1).unwrap_err().to_string(),
        "there is no %dx.types.ResRet.i1: it exists for f16, f32, f64, i16, i32 and i64"
    );
    assert!(cbuf_ret_type(&cx, ScalarKind::I8).is_err());
    // A body set differently first (as a parsed module could) is refused.
    let other = Context::new();
    let named = other.named_type("dx.types.Handle");
    other
        .set_struct_body(
            named,
            StructBody::Fields {
                fields: vec![other.types().i32],
                packed: false,
            },
        )
        .unwrap();
    let err = handle_type(&other).unwrap_err();
    assert!(matches!(err, DxilTypeError::Body(_)), "{err}");
    assert!(!DxilStruct::Handle.is(&other, named));
}

#[test]
fn overload_suffixes_follow_the_first_element() {
    let cx = Context::new();
    let t = *cx.types();
    let pairs = [
        (t.half, "f16"),
        (t.float, "f32"),
        (t.double, "f64"),
        (t.i1, "i1"),
        (t.i8, "i8"),
        (t.i16, "i16"),
        (t.i32, "i32"),
        (t.i64, "i64"),
    ];
    for (ty, s) in pairs {
        assert_eq!(overload_suffix(&cx, ty), Some(s));
    }
    let ret = res_ret_type(&cx, ScalarKind::F32).unwrap();
    assert_eq!(overload_suffix(&cx, ret), Some("f32"));
    let row = cbuf_ret_type(&cx, ScalarKind::F16).unwrap();
    assert_eq!(overload_suffix(&cx, row), Some("f16"));
    let lit = cx.struct_type(vec![t.i64, t.i32], false);
    assert_eq!(overload_suffix(&cx, lit), Some("i64"));
    assert_eq!(overload_suffix(&cx, cx.vector_type(t.float, 4)), None);
    assert_eq!(overload_suffix(&cx, cx.int_type(7)), None);
    assert_eq!(overload_suffix(&cx, cx.named_type("no.body")), None);
    assert_eq!(overload_suffix(&cx, t.void), None);
}

// ---- Export names and types -----------------------------------------------------------

#[test]
fn export_names() {
    let cx = Context::new();
    let t = *cx.types();
    let name = |op_name: &str, ty: Option<Type>| export_name(&cx, op(op_name), ty);
    let f32_ret = res_ret_type(&cx, ScalarKind::F32).unwrap();
    assert_eq!(name("BufferLoad", Some(t.float)), "dx.op.bufferLoad.f32");
    assert_eq!(name("BufferLoad", Some(f32_ret)), "dx.op.bufferLoad.f32");
    assert_eq!(
        name("RawBufferStore", Some(t.i32)),
        "dx.op.rawBufferStore.i32"
    );
    assert_eq!(name("ThreadId", Some(t.i32)), "dx.op.threadId.i32");
    assert_eq!(name("SplitDouble", Some(t.double)), "dx.op.splitDouble.f64");
    assert_eq!(name("MakeDouble", Some(t.double)), "dx.op.makeDouble.f64");
    let row = cbuf_ret_type(&cx, ScalarKind::F16).unwrap();
    assert_eq!(
        name("CBufferLoadLegacy", Some(row)),
        "dx.op.cbufferLoadLegacy.f16"
    );
    assert_eq!(name("Sin", Some(t.half)), "dx.op.unary.f16");
    assert_eq!(
        name("WaveReadLaneAt", Some(t.i1)),
        "dx.op.waveReadLaneAt.i1"
    );
    for (op_name, class) in [
        ("CreateHandleFromBinding", "createHandleFromBinding"),
        ("AnnotateHandle", "annotateHandle"),
        ("UpdateCounter", "bufferUpdateCounter"),
        ("GetDimensions", "getDimensions"),
        ("CreateHandle", "createHandle"),
    ] {
        assert_eq!(name(op_name, None), format!("dx.op.{class}"));
        // An op without an overload ignores one given.
        assert_eq!(name(op_name, Some(t.i32)), format!("dx.op.{class}"));
    }
    assert_eq!(
        name("BufferLoad", Some(cx.vector_type(t.float, 2))),
        "dx.op.bufferLoad"
    );
}

#[test]
fn export_types_put_the_opcode_first() {
    let cx = Context::new();
    let ty = export_type(&cx, op("BufferLoad"), Some(F32)).unwrap();
    assert_eq!(
        type_to_string(&cx, ty),
        "%dx.types.ResRet.f32 (i32, %dx.types.Handle, i32, i32)"
    );
    let ty = export_type(&cx, op("RawBufferStore"), Some(F16)).unwrap();
    assert_eq!(
        type_to_string(&cx, ty),
        "void (i32, %dx.types.Handle, i32, i32, half, half, half, half, i8, i32)"
    );
    let ty = export_type(&cx, op("CreateHandleFromBinding"), None).unwrap();
    assert_eq!(
        type_to_string(&cx, ty),
        "%dx.types.Handle (i32, %dx.types.ResBind, i32, i1)"
    );
    assert!(cx.struct_body(cx.named_type("dx.types.ResBind")).is_some());
    let err = export_type(&cx, op("BufferLoad"), None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`dxil.bufferLoad` is overloaded; its function type needs an overload"
    );
    let ty = export_type(&cx, op("TempRegLoad"), Some(ScalarKind::F32)).unwrap();
    assert_eq!(type_to_string(&cx, ty), "float (i32, i32)");
    let ty = export_type(&cx, op("Unpack4x8"), Some(ScalarKind::I16)).unwrap();
    assert_eq!(type_to_string(&cx, ty), "%dx.types.fouri16 (i32, i8, i32)");
    let ty = export_type(&cx, op("GetNodeRecordPtr"), None).unwrap();
    assert_eq!(
        type_to_string(&cx, ty),
        "ptr addrspace(6) (i32, %dx.types.NodeRecordHandle, i32)"
    );
    let err = export_type(&cx, op("CreateHandleForLib"), None).unwrap_err();
    assert!(matches!(err, ExportTypeError::Object { .. }));
    let err = export_type(&cx, op("Unpack4x8"), Some(ScalarKind::F32)).unwrap_err();
    assert!(matches!(
        err,
        ExportTypeError::Struct(DxilTypeError::NoFourStruct(ScalarKind::F32))
    ));
    let err = export_type(&cx, op("BufferLoad"), Some(ScalarKind::I1)).unwrap_err();
    assert!(matches!(err, ExportTypeError::Struct(_)));
}

// ---- The dialect -----------------------------------------------------------------------

#[test]
fn the_dialect_has_one_op_per_entry() {
    let r = crate::registry();
    assert!(r.dialects().iter().any(|d| d.name == "dxil"));
    assert_eq!(DIALECT.ops.len(), ops().len());
    for (def, op) in DIALECT.ops.iter().zip(ops()) {
        assert_eq!(def.name, op.dialect_name());
        assert!(def
            .summary
            .contains(&format!("DXIL op {} `{}`", op.opcode(), op.name())));
        assert!(def.syntax.is_some() && def.verify.is_some());
        assert_eq!(r.lookup(def.name).map(|d| d.name), Some(def.name));
        assert_eq!(
            op_by_dialect_name(def.name).map(DxilOp::opcode),
            Some(op.opcode())
        );
    }
    let has = |n: &str, t: Traits| r.lookup(n).is_some_and(|d| d.traits == t);
    assert!(has("dxil.annotateHandle", Traits::PURE));
    assert!(has("dxil.createHandleFromBinding", Traits::PURE));
    assert!(has("dxil.bufferLoad", Traits::MEM_READ));
    assert!(has(
        "dxil.bufferStore",
        Traits::MEM_READ | Traits::MEM_WRITE
    ));
    assert!(has(
        "dxil.derivCoarseX",
        Traits::MEM_READ | Traits::MEM_WRITE
    ));
    assert!(has(
        "dxil.waveActiveOp",
        Traits::MEM_READ | Traits::MEM_WRITE
    ));
    assert!(has("dxil.dot2AddHalf", Traits::PURE));
}

/// Builds `@f(params)` whose entry block `body` fills, ends it with
/// `llvm.ret`, and returns the messages of the verifier's errors.
fn verify_errors(
    cx: &Context,
    params: &[Type],
    body: impl FnOnce(&mut Builder<'_>, &[Value]),
) -> Vec<String> {
    let ty = cx.function_type(cx.types().void, params.to_vec(), false);
    let mut f = Function::define(cx, "f", ty, Loc::UNKNOWN);
    let entry = f.entry().unwrap();
    let args = f.params().to_vec();
    let mut b = Builder::at_end(cx, f.body_mut(), entry);
    body(&mut b, &args);
    b.op("llvm.ret", &[], &[]);
    match verify_function(cx, &f, &VerifyOptions::default()) {
        Ok(()) => Vec::new(),
        Err(e) => e
            .into_iter()
            .map(|d| match d.error {
                VerifyError::Hook(h) => h.message,
                other => format!("not a hook error: {other}"),
            })
            .collect(),
    }
}

/// The usual parameters: a handle, a binding, properties, an i32 and i1.
struct Fixture {
    cx: Context,
    params: Vec<Type>,
}

impl Fixture {
    fn new() -> Self {
        let cx = cx();
        let t = *cx.types();
        let params = vec![
            handle_type(&cx).unwrap(),
            res_bind_type(&cx).unwrap(),
            resource_properties_type(&cx).unwrap(),
            t.i32,
            t.i1,
            t.float,
            t.double,
            t.i64,
            t.i8,
        ];
        Fixture { cx, params }
    }

    /// Verifies one op `name(args by parameter index) -> results`.
    fn one(&self, name: &'static str, args: &[usize], results: &[Type]) -> Vec<String> {
        let results = results.to_vec();
        let args = args.to_vec();
        verify_errors(&self.cx, &self.params, move |b, p| {
            let operands: Vec<Value> = args.iter().map(|&i| p[i]).collect();
            b.op(name, &operands, &results);
        })
    }
}

const H: usize = 0;
const BIND: usize = 1;
const PROPS: usize = 2;
const I: usize = 3;
const B: usize = 4;
const F: usize = 5;
const D: usize = 6;
const L: usize = 7;
const BYTE: usize = 8;

#[test]
fn well_formed_dxil_ops_verify() {
    let fx = Fixture::new();
    let cx = &fx.cx;
    let t = *cx.types();
    let h = handle_type(cx).unwrap();
    let ok = |name, args: &[usize], results: &[Type]| {
        assert_eq!(fx.one(name, args, results), Vec::<String>::new(), "{name}");
    };
    ok("dxil.createHandleFromBinding", &[BIND, I, B], &[h]);
    ok("dxil.annotateHandle", &[H, PROPS], &[h]);
    ok("dxil.createHandle", &[BYTE, I, I, B], &[h]);
    for k in [F16, F32, I16, I32] {
        ok(
            "dxil.bufferLoad",
            &[H, I, I],
            &[res_ret_type(cx, k).unwrap()],
        );
    }
    ok("dxil.bufferStore", &[H, I, I, F, F, F, F, BYTE], &[]);
    ok(
        "dxil.rawBufferLoad",
        &[H, I, I, BYTE, I],
        &[res_ret_type(cx, F64).unwrap()],
    );
    ok("dxil.rawBufferStore", &[H, I, I, D, D, D, D, BYTE, I], &[]);
    ok("dxil.checkAccessFullyMapped", &[I], &[t.i1]);
    ok(
        "dxil.cBufferLoadLegacy",
        &[H, I],
        &[cbuf_ret_type(cx, F16).unwrap()],
    );
    ok("dxil.splitDouble", &[D], &[split_double_type(cx).unwrap()]);
    ok("dxil.makeDouble", &[I, I], &[t.double]);
    ok("dxil.threadId", &[I], &[t.i32]);
    ok(
        "dxil.getDimensions",
        &[H, I],
        &[dimensions_type(cx).unwrap()],
    );
    ok("dxil.updateCounter", &[H, BYTE], &[t.i32]);
    ok("dxil.fMax", &[F, F], &[t.float]);
    ok("dxil.uMax", &[L, L], &[t.i64]);
    ok("dxil.countBits", &[L], &[t.i32]);
    ok("dxil.isNaN", &[F], &[t.i1]);
    // WaveActiveAllEqual lists no overloads: any scalar passes the verifier.
    ok("dxil.waveActiveAllEqual", &[D], &[t.i1]);
    // Rows whose facts come from hctdb.
    ok("dxil.tempRegLoad", &[I], &[t.float]);
    ok(
        "dxil.sample",
        &[H, H, F, F, F, F, I, I, I, F],
        &[res_ret_type(cx, F32).unwrap()],
    );
    ok("dxil.atomicBinOp", &[H, I, I, I, I, I], &[t.i32]);
    ok("dxil.createHandleFromHeap", &[I, B, B], &[h]);
    ok(
        "dxil.iMul",
        &[I, I],
        &[dxil_type(cx, DxilStruct::TwoI32).unwrap()],
    );
    ok("dxil.sampleIndex", &[], &[t.i32]);
}

#[test]
fn malformed_dxil_ops_are_reported() {
    let fx = Fixture::new();
    let cx = &fx.cx;
    let t = *cx.types();
    let h = handle_type(cx).unwrap();
    let f32_ret = res_ret_type(cx, F32).unwrap();
    let err = |name, args: &[usize], results: &[Type]| -> String {
        let errs = fx.one(name, args, results);
        assert_eq!(errs.len(), 1, "{name}: {errs:?}");
        errs.into_iter().next().unwrap_or_default()
    };
    // Counts are the generic verifier's, before the hook.
    assert!(err("dxil.bufferLoad", &[H, I], &[f32_ret]).starts_with("not a hook error"));
    assert!(
        err("dxil.bufferStore", &[H, I, I, F, F, F, F, BYTE], &[t.i32]).starts_with("not a hook")
    );
    assert_eq!(
        err("dxil.bufferLoad", &[H, I, F], &[f32_ret]),
        "operand 2 (`c1`) must be i32, found float"
    );
    assert_eq!(
        err("dxil.bufferLoad", &[I, I, I], &[f32_ret]),
        "operand 0 must be %dx.types.Handle = {ptr}, found i32"
    );
    assert_eq!(
        err("dxil.bufferLoad", &[H, I, I], &[t.float]),
        "the result must be %dx.types.ResRet.<T> for an overload T (f16, f32, i16, i32), found float"
    );
    assert_eq!(
        err(
            "dxil.bufferLoad",
            &[H, I, I],
            &[res_ret_type(cx, F64).unwrap()]
        ),
        "overload f64 is not one the table allows for any DXIL version (f16, f32, i16, i32)"
    );
    assert_eq!(
        err("dxil.bufferStore", &[H, I, I, F, F, D, F, BYTE], &[]),
        "operand 5 must be float (the overload), found double"
    );
    assert_eq!(
        err("dxil.bufferStore", &[H, I, I, D, D, D, D, BYTE], &[]),
        "overload f64 is not one the table allows for any DXIL version (f16, f32, i16, i32)"
    );
    assert_eq!(
        err("dxil.bufferStore", &[H, I, I, F, F, F, F, I], &[]),
        "operand 7 (`mask`) must be i8, found i32"
    );
    assert_eq!(
        err("dxil.createHandleFromBinding", &[PROPS, I, B], &[h]),
        "operand 0 must be %dx.types.ResBind = {i32, i32, i32, i8}, found %dx.types.ResourceProperties"
    );
    assert_eq!(
        err("dxil.annotateHandle", &[H, PROPS], &[t.ptr]),
        "the result must be %dx.types.Handle = {ptr}, found ptr"
    );
    assert_eq!(
        err("dxil.checkAccessFullyMapped", &[L], &[t.i1]),
        "overload i64 is not one the table allows for any DXIL version (i32)"
    );
    assert_eq!(
        err("dxil.sin", &[I], &[t.i32]),
        "overload i32 is not one the table allows for any DXIL version (f16, f32)"
    );
    let v4 = cx.vector_type(t.float, 4);
    let errs = verify_errors(cx, &[v4], |b, p| {
        b.op("dxil.sin", &[p[0]], &[v4]);
    });
    assert_eq!(
        errs,
        ["the result must be an overload type (f16, f32), found <4 x float>"]
    );
}

#[test]
fn a_dxil_struct_with_the_wrong_body_is_reported() {
    let cx = cx();
    let t = *cx.types();
    let bad = cx.named_type("dx.types.ResRet.f32");
    cx.set_struct_body(
        bad,
        StructBody::Fields {
            fields: vec![t.float],
            packed: false,
        },
    )
    .unwrap();
    let h = handle_type(&cx).unwrap();
    let errs = verify_errors(&cx, &[h, t.i32], |b, p| {
        b.op("dxil.bufferLoad", &[p[0], p[1], p[1]], &[bad]);
    });
    assert_eq!(
        errs,
        [
            "the result must be %dx.types.ResRet.f32 = {float, float, float, float, i32}, \
          found %dx.types.ResRet.f32 (defined with another body)"
        ]
    );
    let undefined = cx.named_type("dx.types.ResourceProperties");
    let errs = verify_errors(&cx, &[h, undefined], |b, p| {
        b.op("dxil.annotateHandle", &[p[0], p[1]], &[h]);
    });
    assert_eq!(
        errs,
        [
            "operand 1 must be %dx.types.ResourceProperties = {i32, i32}, \
          found %dx.types.ResourceProperties (no body defined)"
        ]
    );
}

#[test]
fn an_unknown_dxil_op_is_unregistered() {
    let cx = cx();
    let name = cx.op_name("dxil.noSuchOp");
    assert!(cx.op_def(name).is_none());
    assert!(op_by_dialect_name("dxil.noSuchOp").is_none());
}

const MODULE: &str = r#"type %dx.types.Handle = {ptr}
type %dx.types.ResBind = {i32, i32, i32, i8}
type %dx.types.ResRet.f32 = {float, float, float, float, i32}
type %dx.types.ResourceProperties = {i32, i32}

func @main(%0: %dx.types.ResBind, %1: %dx.types.ResourceProperties, %2: i32, %3: i1) {
  %4 = dxil.createHandleFromBinding %0, %2, %3 : (%dx.types.ResBind, i32, i1) -> %dx.types.Handle
  %5 = dxil.annotateHandle %4, %1 : (%dx.types.Handle, %dx.types.ResourceProperties) -> %dx.types.Handle
  %6 = dxil.bufferLoad %5, %2, %2 : (%dx.types.Handle, i32, i32) -> %dx.types.ResRet.f32
  %7 = dxil.threadId %2 : (i32) -> i32
  llvm.ret
}
"#;

#[test]
fn dxil_ops_print_in_short_form_and_round_trip() {
    let cx = cx();
    let generic = MODULE
        .replace(
            "dxil.createHandleFromBinding %0, %2, %3 :",
            "\"dxil.createHandleFromBinding\"(%0, %2, %3) :",
        )
        .replace("dxil.threadId %2 :", "\"dxil.threadId\"(%2) :");
    let m = parse_module(&cx, &generic, "in.dxir").unwrap();
    verify_module(&cx, &m, &VerifyOptions::default()).unwrap();
    let text = print_module(&cx, &m);
    assert_eq!(text, MODULE);
    let again = parse_module(&cx, &text, "out.dxir").unwrap();
    assert_eq!(print_module(&cx, &again), text);
    let f = again.function("main").unwrap();
    let names: Vec<Option<String>> = f
        .body()
        .walk()
        .into_iter()
        .map(|o| export_name_of(&cx, f.body(), o))
        .collect();
    assert_eq!(
        names,
        [
            Some("dx.op.createHandleFromBinding".into()),
            Some("dx.op.annotateHandle".into()),
            Some("dx.op.bufferLoad.f32".into()),
            Some("dx.op.threadId.i32".into()),
            None
        ]
    );
}

// ---- Legality -------------------------------------------------------------------------

fn target(version: &str, stage: ShaderStage) -> DxilTarget {
    DxilTarget {
        version: v(version),
        stage,
    }
}

fn legality(cx: &Context, m: &Module, t: DxilTarget) -> Vec<String> {
    match check_module_legality(cx, m, t) {
        Ok(()) => Vec::new(),
        Err(errs) => errs.iter().map(|e| e.render(cx)).collect(),
    }
}

#[test]
fn a_module_legal_at_dxil_1_6_is_accepted() {
    let cx = cx();
    let m = parse_module(&cx, MODULE, "m.dxir").unwrap();
    for stage in [Compute, Mesh, Amplification, Node] {
        assert_eq!(
            legality(&cx, &m, target("1.6", stage)),
            Vec::<String>::new()
        );
        assert_eq!(
            legality(&cx, &m, target("1.8", stage)),
            Vec::<String>::new()
        );
    }
}

#[test]
fn ops_newer_than_the_target_are_rejected() {
    let cx = cx();
    let m = parse_module(&cx, MODULE, "m.dxir").unwrap();
    assert_eq!(
        legality(&cx, &m, target("1.5", Compute)),
        [
            "m.dxir:7:3: error: dxil.createHandleFromBinding requires DXIL 1.6 (shader model 6.6); \
             the module targets DXIL 1.5",
            "m.dxir:8:3: error: dxil.annotateHandle requires DXIL 1.6 (shader model 6.6); \
             the module targets DXIL 1.5",
        ]
    );
    let errs = check_module_legality(&cx, &m, target("1.5", Compute)).unwrap_err();
    assert!(matches!(
        &errs[0],
        LegalityError::RequiresVersion { op: "dxil.createHandleFromBinding", loc, .. } if loc.line == 7
    ));
}

/// A module with one op `text` (on line 5) in `@main(%0: handle, %1: i32,
/// %2: float, %3: double, %4: i8, %5: i1)`.
fn one_op_module(cx: &Context, text: &str) -> Module {
    let src = format!(
        "type %dx.types.Handle = {{ptr}}
type %dx.types.ResRet.f64 = {{double, double, double, double, i32}}
type %dx.types.ResRet.f32 = {{float, float, float, float, i32}}
func @main(%0: %dx.types.Handle, %1: i32, %2: float, %3: double, %4: i8, %5: i1) {{
  {text}
  llvm.ret
}}
"
    );
    parse_module(cx, &src, "one.dxir").unwrap()
}

#[test]
fn removed_ops_are_rejected() {
    let cx = cx();
    let m = one_op_module(
        &cx,
        "%6 = dxil.createHandle %4, %1, %1, %5 : (i8, i32, i32, i1) -> %dx.types.Handle",
    );
    assert_eq!(
        legality(&cx, &m, target("1.5", Pixel)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        [
            "one.dxir:5:3: error: dxil.createHandle was removed in DXIL 1.6 (shader model 6.6); \
          the module targets DXIL 1.6"
        ]
    );
    assert_eq!(
        legality(&cx, &m, target("1.8", Pixel)),
        [
            "one.dxir:5:3: error: dxil.createHandle was removed in DXIL 1.6 (shader model 6.6); \
          the module targets DXIL 1.8"
        ]
    );
}

#[test]
fn ops_outside_their_stages_are_rejected() {
    let cx = cx();
    let m = one_op_module(&cx, "%6 = dxil.derivCoarseX %2 : (float) -> float");
    assert_eq!(
        legality(&cx, &m, target("1.0", Pixel)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.6", Library)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.6", Vertex)),
        [
            "one.dxir:5:3: error: dxil.derivCoarseX is not allowed in vertex shaders at DXIL 1.6 \
          (allowed: pixel, library)"
        ]
    );
    let m = one_op_module(&cx, "%6 = dxil.threadId %1 : (i32) -> i32");
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        [
            "one.dxir:5:3: error: dxil.threadId is not allowed in pixel shaders at DXIL 1.6 \
          (allowed: compute, mesh, amplification, node)"
        ]
    );
    // Sample in a compute shader: allowed from 1.6 only.
    let m = one_op_module(
        &cx,
        "%6 = dxil.sample %0, %0, %2, %2, %2, %2, %1, %1, %1, %2 : (%dx.types.Handle, \
         %dx.types.Handle, float, float, float, float, i32, i32, i32, float) -> %dx.types.ResRet.f32",
    );
    assert_eq!(
        legality(&cx, &m, target("1.6", Compute)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.5", Compute)),
        [
            "one.dxir:5:3: error: dxil.sample is not allowed in compute shaders at DXIL 1.5 \
          (allowed: pixel, library)"
        ]
    );
}

#[test]
fn overloads_outside_their_version_are_rejected() {
    let cx = cx();
    let m = one_op_module(
        &cx,
        "%6 = dxil.rawBufferLoad %0, %1, %1, %4, %1 : (%dx.types.Handle, i32, i32, i8, i32) -> \
         %dx.types.ResRet.f64",
    );
    assert_eq!(
        legality(&cx, &m, target("1.3", Compute)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.2", Compute)),
        [
            "one.dxir:5:3: error: dxil.rawBufferLoad does not allow overload f64 at DXIL 1.2 \
          (allowed: f16, f32, i16, i32)"
        ]
    );
    assert_eq!(
        legality(&cx, &m, target("1.1", Compute)),
        [
            "one.dxir:5:3: error: dxil.rawBufferLoad requires DXIL 1.2 (shader model 6.2); \
          the module targets DXIL 1.1"
        ]
    );
    let m = one_op_module(
        &cx,
        "dxil.rawBufferStore %0, %1, %1, %3, %3, %3, %3, %4, %1 : (%dx.types.Handle, i32, i32, \
         double, double, double, double, i8, i32) -> ()",
    );
    assert_eq!(
        legality(&cx, &m, target("1.3", Pixel)),
        Vec::<String>::new()
    );
    let errs = check_module_legality(&cx, &m, target("1.2", Pixel)).unwrap_err();
    assert!(matches!(
        &errs[..],
        [LegalityError::Overload {
            overload: ScalarKind::F64,
            ..
        }]
    ));
    // An overload with no entry at all at the target.
    let m = one_op_module(&cx, "%6 = dxil.waveActiveAllEqual %2 : (float) -> i1");
    assert_eq!(
        legality(&cx, &m, target("1.6", Compute)),
        [
            "one.dxir:5:3: error: dxil.waveActiveAllEqual does not allow overload f32 at DXIL 1.6 \
          (allowed: none)"
        ]
    );
}

#[test]
fn hctdb_versions_and_stages_are_enforced() {
    let cx = cx();
    let src = "type %dx.types.Handle = {ptr}
func @main(%0: %dx.types.Handle, %1: i32, %2: i64) {
  %3 = dxil.atomicBinOp %0, %1, %1, %1, %1, %2 : (%dx.types.Handle, i32, i32, i32, i32, i64) -> i64
  llvm.ret
}
";
    let m = parse_module(&cx, src, "atomic.dxir").unwrap();
    assert_eq!(
        legality(&cx, &m, target("1.6", Compute)),
        Vec::<String>::new()
    );
    assert_eq!(
        legality(&cx, &m, target("1.5", Compute)),
        [
            "atomic.dxir:3:3: error: dxil.atomicBinOp does not allow overload i64 at DXIL 1.5 \
          (allowed: i32)"
        ]
    );
    let m = one_op_module(
        &cx,
        "%6 = dxil.createHandleFromHeap %1, %5, %5 : (i32, i1, i1) -> %dx.types.Handle",
    );
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        Vec::<String>::new()
    );
    assert_eq!(legality(&cx, &m, target("1.5", Pixel)).len(), 1);
    let m = one_op_module(&cx, "dxil.emitStream %4 : (i8) -> ()");
    assert_eq!(
        legality(&cx, &m, target("1.0", ShaderStage::Geometry)),
        Vec::<String>::new()
    );
    assert_eq!(legality(&cx, &m, target("1.0", Compute)).len(), 1);
}

#[test]
fn ops_the_table_cannot_vouch_for_are_rejected() {
    let cx = cx();
    let m = one_op_module(&cx, "\"dxil.tempRegLoad\"(%1) : (i32) -> ()");
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        ["one.dxir:5:3: error: dxil.tempRegLoad does not match its signature: expects 1 results, found 0"]
    );
    let m = one_op_module(&cx, "\"dxil.noSuchOp\"(%1) : (i32) -> ()");
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        ["one.dxir:5:3: error: dxil.noSuchOp is not a DXIL operation"]
    );
    let m = one_op_module(&cx, "%6 = dxil.sin %3 : (double) -> double");
    assert_eq!(
        legality(&cx, &m, target("1.6", Pixel)),
        [
            "one.dxir:5:3: error: dxil.sin does not match its signature: overload f64 is not one \
          the table allows for any DXIL version (f16, f32)"
        ]
    );
}

#[test]
fn check_op_needs_no_module() {
    let cx = cx();
    let t = *cx.types();
    let h = handle_type(&cx).unwrap();
    let bind = res_bind_type(&cx).unwrap();
    let op = op("CreateHandleFromBinding");
    let operands = [bind, t.i32, t.i1];
    assert!(check_op(&cx, op, &operands, &[h], Loc::UNKNOWN, target("1.6", Pixel)).is_ok());
    let err = check_op(&cx, op, &operands, &[h], Loc::UNKNOWN, target("1.5", Pixel)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dxil.createHandleFromBinding requires DXIL 1.6 (shader model 6.6); the module targets \
         DXIL 1.5"
    );
    assert_eq!(err.loc(), Loc::UNKNOWN);
    assert!(err
        .render(&cx)
        .starts_with("error: dxil.createHandleFromBinding"));
}

#[test]
fn no_op_panics_on_any_shape_version_or_stage() {
    let cx = cx();
    let t = *cx.types();
    let mut types = vec![t.i1, t.i8, t.i32, t.i64, t.half, t.double, t.ptr, t.void];
    types.push(cx.vector_type(t.float, 4));
    types.push(cx.named_type("dx.types.Handle"));
    types.push(cx.named_type("dx.types.CBufRet.f16"));
    types.extend(DxilStruct::all().filter_map(|s| dxil_type(&cx, s).ok()));
    for op in ops() {
        let _ = op.to_string();
        for k in ScalarKind::ALL.into_iter().map(Some).chain([None]) {
            let _ = export_type(&cx, op, k);
            let _ = op.export_name(k);
        }
        let n = op.signature().map_or(2, |s| s.args.len());
        for &ty in &types {
            for operands in [vec![], vec![ty; n], vec![ty; n + 1]] {
                for results in [vec![], vec![ty], vec![ty, ty]] {
                    let _ = check_signature(&cx, op, &operands, &results);
                    // Before, at and after every version the table changes at.
                    for minor in [0, 2, 3, 5, 6, 9] {
                        for stage in [Pixel, Compute, Library] {
                            let target = DxilTarget {
                                version: DxilVersion::new(1, minor),
                                stage,
                            };
                            let _ = check_op(&cx, op, &operands, &results, Loc::UNKNOWN, target);
                        }
                    }
                }
            }
        }
    }
}

/// `check_signature` remembers the ops and types that pass, per thread,
/// by the types' ids: the same id in another context is another type, so
/// the answer there is its own; and a failure is not remembered, as a
/// named struct without a body may get one.
#[test]
fn signature_passes_are_kept_apart_by_context_and_failures_not_kept() {
    let load = op("bufferLoad");
    let check = |cx: &Context, first: Type| {
        let t = *cx.types();
        let ret = dxil_type(cx, DxilStruct::ResRet(F32)).unwrap();
        check_signature(cx, load, &[first, t.i32, t.i32], &[ret])
    };
    // The first type each context interns takes the same id.
    let a = cx();
    let handle = dxil_type(&a, DxilStruct::Handle).unwrap();
    let b = cx();
    let other = b.named_type("not.a.handle");
    assert_eq!(format!("{handle:?}"), format!("{other:?}"));
    for _ in 0..2 {
        assert_eq!(check(&a, handle), Ok(Some(F32)));
        assert!(check(&b, other).is_err());
    }
    let c = cx();
    let bodiless = c.named_type("dx.types.Handle");
    assert!(check(&c, bodiless).is_err());
    assert_eq!(dxil_type(&c, DxilStruct::Handle), Ok(bodiless));
    assert_eq!(check(&c, bodiless), Ok(Some(F32)));
}

/// The signature hook a rule's written types are checked with: what is
/// known is checked, what is not (`None`) is left to the verifier.
#[test]
fn the_signature_hook_checks_the_types_a_rule_knows() {
    let cx = cx();
    let t = cx.types();
    let check = |name: &str, operands: &[Option<Type>], results: &[Option<Type>]| {
        let def = cx.op_def(cx.op_name(name)).expect("a dxil op");
        let hook = def.signature.expect("every dxil op has a signature hook");
        hook(&cx, def, operands, results).map_err(|e| e.message)
    };
    let f = Some(t.float);
    // Nothing known: nothing to refuse.
    assert_eq!(check("dxil.fMad", &[None, None, None], &[None]), Ok(()));
    assert_eq!(check("dxil.fMad", &[f, None, None], &[None]), Ok(()));
    // The overload read from the result, and from an operand when the
    // result is not known.
    assert_eq!(
        check("dxil.fMad", &[None, None, None], &[Some(t.i32)]),
        Err("`dxil.fMad` has no `i32` overload; its overloads are half (f16), float (f32), double (f64)".into())
    );
    assert_eq!(
        check("dxil.fma", &[None, f, None], &[None]),
        Err("`dxil.fma` has no `float` overload; its overloads are double (f64)".into())
    );
    // Operands must agree with the overload the result gives.
    assert_eq!(
        check("dxil.fMad", &[f, Some(t.double), None], &[f]),
        Err("operand 1 must be float (the overload), found double".into())
    );
    // A fixed operand type is checked as well.
    assert_eq!(
        check("dxil.bufferLoad", &[None, None, f], &[None]),
        Err("operand 2 (`c1`) must be i32, found float".into())
    );
    assert_eq!(
        check("dxil.bufferLoad", &[None, Some(t.i32), None], &[None]),
        Ok(())
    );
}
