use super::*;
use dxir_ir::{
    parse_type, verify_function, Builder, Context, DialectRegistry, Function, Loc, Traits, Type,
    Value, VerifyError, VerifyOptions,
};

fn cx() -> Context {
    Context::with_registry(crate::registry())
}

/// Parses an LLVM-syntax type.
fn ty(cx: &Context, text: &str) -> Type {
    match parse_type(cx, text, "test") {
        Ok(t) => t,
        Err(e) => panic!("bad test type `{text}`: {e}"),
    }
}

/// Verifies `@f(params)` whose entry block holds one op `name(params) ->
/// result` and a return; gives every error message (hook messages bare,
/// others with their text).
fn one_op(cx: &Context, name: &str, params: &[Type], result: Option<Type>) -> Vec<String> {
    let fty = cx.function_type(cx.types().void, params.to_vec(), false);
    let mut f = Function::define(cx, "f", fty, Loc::UNKNOWN);
    let Some(entry) = f.entry() else {
        return vec!["no entry block".into()];
    };
    let args: Vec<Value> = f.params().to_vec();
    let mut b = Builder::at_end(cx, f.body_mut(), entry);
    let results: Vec<Type> = result.into_iter().collect();
    b.op(name, &args, &results);
    b.op("llvm.ret", &[], &[]);
    match verify_function(cx, &f, &VerifyOptions::default()) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .into_iter()
            .map(|d| match d.error {
                VerifyError::Hook(h) => h.message,
                other => format!("[declarative] {other}"),
            })
            .collect(),
    }
}

/// `one_op` with types given as text.
fn op_errors(cx: &Context, name: &str, params: &[&str], result: Option<&str>) -> Vec<String> {
    let params: Vec<Type> = params.iter().map(|p| ty(cx, p)).collect();
    let result = result.map(|r| ty(cx, r));
    one_op(cx, name, &params, result)
}

#[track_caller]
fn assert_ok(cx: &Context, name: &str, params: &[&str], result: Option<&str>) {
    let errs = op_errors(cx, name, params, result);
    assert!(errs.is_empty(), "{name}{params:?} -> {result:?}: {errs:?}");
}

#[track_caller]
fn assert_err(cx: &Context, name: &str, params: &[&str], result: Option<&str>, needle: &str) {
    let errs = op_errors(cx, name, params, result);
    assert!(
        errs.iter().any(|e| e.contains(needle)),
        "{name}{params:?} -> {result:?}: expected an error containing `{needle}`, got {errs:?}"
    );
}

const RWBUF_F4: &str = r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#;
const BUF_F4: &str = r#"target("dx.TypedBuffer", <4 x float>, 0, 0, 0)"#;
const RWBUF_F: &str = r#"target("dx.TypedBuffer", float, 1, 0, 0)"#;
const RWBUF_D2: &str = r#"target("dx.TypedBuffer", <2 x double>, 1, 0, 0)"#;
const RWBUF_D: &str = r#"target("dx.TypedBuffer", double, 1, 0, 0)"#;
const RWSB_S: &str = r#"target("dx.RawBuffer", {<4 x float>, <4 x i32>}, 1, 0)"#;
const SB_F3: &str = r#"target("dx.RawBuffer", <3 x float>, 0, 0)"#;
const RWBAB: &str = r#"target("dx.RawBuffer", i8, 1, 0)"#;
const CB: &str = r#"target("dx.CBuffer", {<4 x float>, i32})"#;
const SAMPLER: &str = r#"target("dx.Sampler", 0)"#;

// ---- Registry and tables ------------------------------------------------------

#[test]
fn the_registry_has_every_dx_op_with_its_intrinsic() {
    let r = crate::registry();
    assert!(r.dialects().iter().any(|d| d.name == "dx"));
    let mut again = DialectRegistry::new();
    crate::register_all(&mut again).unwrap();
    assert!(crate::register_all(&mut again).is_err());
    assert_eq!(DIALECT.ops.len(), intrinsics().len());
    for (def, intr) in DIALECT.ops.iter().zip(intrinsics()) {
        assert!(def.name.starts_with("dx."), "{}", def.name);
        assert!(!def.summary.is_empty(), "{} has no summary", def.name);
        assert!(def.syntax.is_some(), "{} has no custom form", def.name);
        assert_eq!(r.lookup(def.name).map(|d| d.name), Some(def.name));
        assert_eq!(intr.op, def.name);
        assert_eq!(intr.llvm_name, format!("llvm.{}", def.name));
        assert!(!intr.fn_attrs.is_empty(), "{}", intr.op);
        assert_eq!(intrinsic_by_op(def.name), Some(intr));
    }
    // Every intrinsic of LLVM 22's IntrinsicsDirectX.td, with the
    // casthandle the DXIL op lowering uses internally.
    let names = [
        "resource.casthandle",
        "thread.id",
        "group.id",
        "thread.id.in.group",
        "flattened.thread.id.in.group",
        "resource.handlefrombinding",
        "resource.handlefromimplicitbinding",
        "resource.getpointer",
        "resource.nonuniformindex",
        "resource.load.typedbuffer",
        "resource.store.typedbuffer",
        "resource.load.rawbuffer",
        "resource.store.rawbuffer",
        "resource.load.cbufferrow.8",
        "resource.load.cbufferrow.4",
        "resource.load.cbufferrow.2",
        "resource.updatecounter",
        "resource.getdimensions.x",
        "all",
        "any",
        "asdouble",
        "uclamp",
        "sclamp",
        "nclamp",
        "cross",
        "saturate",
        "dot2",
        "dot3",
        "dot4",
        "fdot",
        "sdot",
        "udot",
        "dot2add",
        "dot4add.i8packed",
        "dot4add.u8packed",
        "frac",
        "degrees",
        "isinf",
        "isnan",
        "legacyf16tof32",
        "lerp",
        "imad",
        "umad",
        "normalize",
        "rsqrt",
        "wave.active.countbits",
        "wave.all",
        "wave.any",
        "wave.ballot",
        "wave.getlaneindex",
        "wave.reduce.max",
        "wave.reduce.umax",
        "wave.reduce.min",
        "wave.reduce.umin",
        "wave.reduce.sum",
        "wave.reduce.usum",
        "wave.is.first.lane",
        "wave.readlane",
        "wave.get.lane.count",
        "sign",
        "step",
        "splitdouble",
        "radians",
        "discard",
        "ddx.coarse",
        "ddy.coarse",
        "ddx.fine",
        "ddy.fine",
        "firstbituhigh",
        "firstbitshigh",
        "firstbitlow",
        "group.memory.barrier.with.group.sync",
        "load.input",
        "store.output",
        "resource.load.level",
        "resource.load.ms",
        "resource.store.texture",
        "resource.getdimensions.xy",
        "resource.getdimensions.levels.xy",
        "resource.sample",
        "resource.samplebias",
        "resource.samplelevel",
        "resource.samplegrad",
        "resource.samplecmp",
        "resource.samplecmplevelzero",
        "resource.gather",
        "resource.gather.cmp",
        "resource.atomic.binop",
        "resource.atomic.compare.exchange",
        "resource.handlefromheap",
        "resource.getbasepointer",
    ];
    for n in names {
        assert!(r.lookup(&format!("dx.{n}")).is_some(), "dx.{n} is missing");
    }
    assert_eq!(names.len(), DIALECT.ops.len());
}

#[test]
fn traits_follow_llvm_memory_attributes() {
    let r = crate::registry();
    let def = |n: &str| r.lookup(n).unwrap_or_else(|| panic!("{n}"));
    for n in [
        "dx.thread.id",
        "dx.flattened.thread.id.in.group",
        "dx.resource.handlefrombinding",
        "dx.resource.handlefromimplicitbinding",
        "dx.resource.nonuniformindex",
        "dx.resource.getpointer",
        "dx.lerp",
        "dx.fdot",
        "dx.splitdouble",
    ] {
        assert!(def(n).has(Traits::PURE), "{n}");
    }
    for n in [
        "dx.resource.load.typedbuffer",
        "dx.resource.load.rawbuffer",
        "dx.resource.load.cbufferrow.4",
        "dx.resource.getdimensions.x",
        "dx.load.input",
    ] {
        assert!(
            def(n).has(Traits::MEM_READ) && !def(n).has(Traits::PURE),
            "{n}"
        );
        assert!(!def(n).has(Traits::MEM_WRITE), "{n}");
    }
    for n in [
        "dx.resource.store.typedbuffer",
        "dx.resource.store.rawbuffer",
        "dx.resource.updatecounter",
        "dx.store.output",
        "dx.group.memory.barrier.with.group.sync",
    ] {
        assert!(def(n).has(Traits::MEM_READ | Traits::MEM_WRITE), "{n}");
    }
    for n in [
        "dx.wave.reduce.sum",
        "dx.wave.is.first.lane",
        "dx.wave.getlaneindex",
        "dx.wave.readlane",
        "dx.group.memory.barrier.with.group.sync",
    ] {
        assert!(!def(n).has(Traits::PURE), "{n}");
    }
    // Convergent ops never claim to be pure, whatever their memory attribute.
    for i in intrinsics() {
        if i.fn_attrs.contains(&"convergent") {
            assert!(!def(i.op).has(Traits::PURE), "{}", i.op);
        } else if i.fn_attrs.contains(&"memory(none)") {
            assert!(def(i.op).has(Traits::PURE), "{}", i.op);
        }
    }
    assert!(def("dx.fdot").has(Traits::COMMUTATIVE));
}

// ---- Resource types -------------------------------------------------------------

#[test]
fn resource_types_decode_and_encode_back() {
    let cx = cx();
    let t = *cx.types();
    let cases = [
        RWBUF_F4,
        BUF_F4,
        r#"target("dx.TypedBuffer", i32, 0, 0, 1)"#,
        r#"target("dx.TypedBuffer", <4 x float>, 1, 1, 0)"#,
        r#"target("dx.TypedBuffer", <2 x double>, 0, 0, 0)"#,
        RWSB_S,
        RWBAB,
        CB,
        r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#,
        r#"target("dx.Texture", <4 x float>, 1, 0, 0, 9)"#,
        r#"target("dx.MSTexture", <4 x float>, 0, 8, 0, 3)"#,
        r#"target("dx.FeedbackTexture", 0, 17)"#,
        r#"target("dx.FeedbackTexture", 1, 18)"#,
        SAMPLER,
        r#"target("dx.Sampler", 1)"#,
    ];
    for text in cases {
        let t = ty(&cx, text);
        let rt = ResourceType::decode(&cx, t).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(rt.to_type(&cx), t, "{text}");
        assert_eq!(rt.kind().name(), text.split('"').nth(1).unwrap_or(""));
    }

    let rw = ResourceType::decode(&cx, ty(&cx, RWBUF_F4)).unwrap();
    assert_eq!(
        rw,
        ResourceType::TypedBuffer {
            element: cx.vector_type(t.float, 4),
            writeable: true,
            rov: false,
            signed: false
        }
    );
    assert_eq!(rw.class(), ResourceClass::Uav);
    assert_eq!(rw.dxil_kind(&cx), ResourceKind::TypedBuffer);
    assert_eq!(rw.element(), Some(cx.vector_type(t.float, 4)));
    assert!(rw.is_writeable() && !rw.is_rov() && !rw.is_signed());
    assert_eq!(rw.dimension(), None);

    let signed = ResourceType::decode(&cx, ty(&cx, r#"target("dx.TypedBuffer", i32, 0, 0, 1)"#));
    let signed = signed.unwrap();
    assert!(signed.is_signed() && !signed.is_writeable());
    assert_eq!(signed.class(), ResourceClass::Srv);

    let rov = ResourceType::decode(
        &cx,
        ty(&cx, r#"target("dx.TypedBuffer", <4 x float>, 1, 1, 0)"#),
    );
    assert!(rov.unwrap().is_rov());

    let sb = ResourceType::decode(&cx, ty(&cx, RWSB_S)).unwrap();
    assert_eq!(sb.dxil_kind(&cx), ResourceKind::StructuredBuffer);
    let bab = ResourceType::decode(&cx, ty(&cx, RWBAB)).unwrap();
    assert_eq!(bab.dxil_kind(&cx), ResourceKind::RawBuffer);
    assert_eq!(bab.element(), Some(t.i8));

    let cb = ResourceType::decode(&cx, ty(&cx, CB)).unwrap();
    assert_eq!(cb.class(), ResourceClass::CBuffer);
    assert_eq!(cb.dxil_kind(&cx), ResourceKind::CBuffer);
    assert!(!cb.is_writeable());

    let tex = ResourceType::decode(
        &cx,
        ty(&cx, r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#),
    )
    .unwrap();
    assert_eq!(tex.dimension(), Some(ResourceKind::Texture2D));
    assert_eq!(tex.dxil_kind(&cx), ResourceKind::Texture2D);

    let ms = ResourceType::decode(
        &cx,
        ty(&cx, r#"target("dx.MSTexture", <4 x float>, 0, 8, 0, 3)"#),
    )
    .unwrap();
    assert!(matches!(
        ms,
        ResourceType::MSTexture {
            sample_count: 8,
            ..
        }
    ));

    let fb = ResourceType::decode(&cx, ty(&cx, r#"target("dx.FeedbackTexture", 0, 17)"#));
    let fb = fb.unwrap();
    assert_eq!(fb.class(), ResourceClass::Uav);
    assert_eq!(fb.element(), None);

    let cmp = ResourceType::decode(&cx, ty(&cx, r#"target("dx.Sampler", 1)"#)).unwrap();
    assert_eq!(
        cmp,
        ResourceType::Sampler {
            kind: SamplerKind::Comparison
        }
    );
    assert_eq!(cmp.class(), ResourceClass::Sampler);

    // Built from parts, a value encodes to the type clang writes.
    let built = ResourceType::RawBuffer {
        element: cx.vector_type(t.float, 4),
        writeable: true,
        rov: false,
    };
    assert_eq!(
        built.to_type(&cx),
        ty(&cx, r#"target("dx.RawBuffer", <4 x float>, 1, 0)"#)
    );
}

#[test]
fn malformed_resource_types_are_rejected_with_a_reason() {
    let cx = cx();
    let err = |text: &str| match ResourceType::decode(&cx, ty(&cx, text)) {
        Ok(rt) => panic!("{text} decoded as {rt:?}"),
        Err(e) => e,
    };
    assert!(matches!(err("i32"), ResourceTypeError::NotTargetExt { .. }));
    assert!(matches!(
        err(r#"target("dx.Padding", 4)"#),
        ResourceTypeError::UnknownName { .. }
    ));
    assert!(matches!(
        err(r#"target("spirv.Image", float, 1)"#),
        ResourceTypeError::UnknownName { .. }
    ));
    assert_eq!(
        err(r#"target("dx.TypedBuffer", float, 1, 0)"#),
        ResourceTypeError::ParamCount {
            kind: TargetKind::TypedBuffer,
            types: 1,
            ints: 3,
            found_types: 1,
            found_ints: 2
        }
    );
    assert!(matches!(
        err(r#"target("dx.RawBuffer", 1, 0)"#),
        ResourceTypeError::ParamCount { .. }
    ));
    assert!(matches!(
        err(r#"target("dx.CBuffer")"#),
        ResourceTypeError::ParamCount { .. }
    ));
    assert_eq!(
        err(r#"target("dx.TypedBuffer", float, 2, 0, 0)"#),
        ResourceTypeError::NotAFlag {
            kind: TargetKind::TypedBuffer,
            param: "IsWriteable",
            value: 2
        }
    );
    assert!(matches!(
        err(r#"target("dx.RawBuffer", float, 0, 1)"#),
        ResourceTypeError::RovNotWriteable { .. }
    ));
    assert!(matches!(
        err(r#"target("dx.Texture", float, 0, 0, 0, 10)"#),
        ResourceTypeError::BadDimension { value: 10, .. }
    ));
    assert!(matches!(
        err(r#"target("dx.Texture", float, 0, 0, 0, 3)"#),
        ResourceTypeError::BadDimension { value: 3, .. }
    ));
    assert!(matches!(
        err(r#"target("dx.MSTexture", float, 0, 4, 0, 2)"#),
        ResourceTypeError::BadDimension { value: 2, .. }
    ));
    assert_eq!(
        err(r#"target("dx.MSTexture", float, 0, 0, 0, 3)"#),
        ResourceTypeError::NoSamples
    );
    assert!(matches!(
        err(r#"target("dx.FeedbackTexture", 2, 17)"#),
        ResourceTypeError::BadFeedbackType(2)
    ));
    assert!(matches!(
        err(r#"target("dx.FeedbackTexture", 0, 2)"#),
        ResourceTypeError::BadDimension { .. }
    ));
    assert!(matches!(
        err(r#"target("dx.Sampler", 3)"#),
        ResourceTypeError::BadSamplerKind(3)
    ));
    // A typed buffer holds a scalar or up to 4 lanes in 16 bytes.
    for bad in [
        r#"target("dx.TypedBuffer", {float, float}, 0, 0, 0)"#,
        r#"target("dx.TypedBuffer", <5 x float>, 0, 0, 0)"#,
        r#"target("dx.TypedBuffer", <3 x double>, 0, 0, 0)"#,
        r#"target("dx.TypedBuffer", ptr, 0, 0, 0)"#,
        r#"target("dx.Texture", [4 x float], 0, 0, 0, 2)"#,
    ] {
        assert!(
            matches!(err(bad), ResourceTypeError::BadTypedElement { .. }),
            "{bad}"
        );
    }
    assert!(matches!(
        err(r#"target("dx.RawBuffer", metadata, 0, 0)"#),
        ResourceTypeError::BadElement { .. }
    ));
    // Messages name the problem.
    let msg = err(r#"target("dx.TypedBuffer", <5 x float>, 0, 0, 0)"#).to_string();
    assert!(msg.contains("<5 x float>"), "{msg}");
}

// ---- Verify hooks: handles ---------------------------------------------------

#[test]
fn handle_creation_takes_i32_operands_and_a_name_pointer() {
    let cx = cx();
    let args = ["i32", "i32", "i32", "i32", "ptr"];
    for op in [
        "dx.resource.handlefrombinding",
        "dx.resource.handlefromimplicitbinding",
    ] {
        assert_ok(&cx, op, &args, Some(RWBUF_F4));
        assert_ok(&cx, op, &args, Some(RWSB_S));
        assert_ok(&cx, op, &args, Some(CB));
        assert_ok(&cx, op, &args, Some(SAMPLER));
        assert_err(
            &cx,
            op,
            &["i32", "i64", "i32", "i32", "ptr"],
            Some(RWBUF_F4),
            "operand #1",
        );
        assert_err(
            &cx,
            op,
            &["i32", "i32", "i32", "i32", "i1"],
            Some(RWBUF_F4),
            "must be ptr",
        );
        assert_err(
            &cx,
            op,
            &["i32", "i32", "i32", "i32", "ptr addrspace(1)"],
            Some(RWBUF_F4),
            "must be ptr",
        );
        assert_err(
            &cx,
            op,
            &args,
            Some(r#"target("dx.Padding", 4)"#),
            "not a resource handle",
        );
        assert_err(&cx, op, &args, Some("i32"), "[declarative]");
    }
    assert_err(
        &cx,
        "dx.resource.handlefrombinding",
        &args,
        Some(r#"target("dx.TypedBuffer", <8 x float>, 1, 0, 0)"#),
        "at most 4",
    );
}

#[test]
fn nonuniformindex_and_thread_ids_are_i32() {
    let cx = cx();
    assert_ok(&cx, "dx.resource.nonuniformindex", &["i32"], Some("i32"));
    assert_err(
        &cx,
        "dx.resource.nonuniformindex",
        &["i64"],
        Some("i64"),
        "must be i32",
    );
    for op in ["dx.thread.id", "dx.group.id", "dx.thread.id.in.group"] {
        assert_ok(&cx, op, &["i32"], Some("i32"));
        assert_err(&cx, op, &["i16"], Some("i32"), "operand #0 (component)");
        assert_err(&cx, op, &["i32"], Some("i64"), "result must be i32");
    }
    assert_ok(&cx, "dx.flattened.thread.id.in.group", &[], Some("i32"));
    assert_err(
        &cx,
        "dx.flattened.thread.id.in.group",
        &[],
        Some("float"),
        "result must be i32",
    );
}

#[test]
fn getpointer_needs_a_buffer_handle_and_the_right_address_space() {
    let cx = cx();
    let op = "dx.resource.getpointer";
    assert_ok(&cx, op, &[RWBUF_F4, "i32"], Some("ptr"));
    assert_ok(&cx, op, &[SB_F3, "i32"], Some("ptr"));
    assert_ok(&cx, op, &[CB, "i32"], Some("ptr addrspace(2)"));
    assert_err(&cx, op, &[CB, "i32"], Some("ptr"), "ptr addrspace(2)");
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32"],
        Some("ptr addrspace(2)"),
        "must be ptr",
    );
    assert_err(
        &cx,
        op,
        &[SAMPLER, "i32"],
        Some("ptr"),
        "must be a dx.TypedBuffer or dx.RawBuffer or dx.CBuffer or dx.Texture handle",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i64"],
        Some("ptr"),
        "(index) must be i32",
    );
    assert_err(&cx, op, &["ptr", "i32"], Some("ptr"), "[declarative]");
}

// ---- Verify hooks: typed buffers ------------------------------------------------

#[test]
fn typed_loads_return_the_whole_element_and_a_check_bit() {
    let cx = cx();
    let op = "dx.resource.load.typedbuffer";
    assert_ok(&cx, op, &[RWBUF_F4, "i32"], Some("{<4 x float>, i1}"));
    assert_ok(&cx, op, &[BUF_F4, "i32"], Some("{<4 x float>, i1}"));
    assert_ok(&cx, op, &[RWBUF_F, "i32"], Some("{float, i1}"));
    // After 64-bit expansion: double as <2 x i32>, double2 as <4 x i32>.
    assert_ok(&cx, op, &[RWBUF_D2, "i32"], Some("{<2 x double>, i1}"));
    assert_ok(&cx, op, &[RWBUF_D2, "i32"], Some("{<4 x i32>, i1}"));
    assert_ok(&cx, op, &[RWBUF_D, "i32"], Some("{<2 x i32>, i1}"));
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32"],
        Some("{float, i1}"),
        "whole element <4 x float>",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F, "i32"],
        Some("{<2 x i32>, i1}"),
        "whole element float",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32"],
        Some("{<4 x float>, i32}"),
        "must be {T, i1}",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32"],
        Some("<{<4 x float>, i1}>"),
        "must be {T, i1}",
    );
    assert_err(
        &cx,
        op,
        &[RWSB_S, "i32"],
        Some("{<4 x float>, i1}"),
        "must be a dx.TypedBuffer handle",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i8"],
        Some("{<4 x float>, i1}"),
        "(index) must be i32",
    );
}

#[test]
fn typed_stores_write_the_whole_element_of_a_uav() {
    let cx = cx();
    let op = "dx.resource.store.typedbuffer";
    assert_ok(&cx, op, &[RWBUF_F4, "i32", "<4 x float>"], None);
    assert_ok(&cx, op, &[RWBUF_F, "i32", "float"], None);
    assert_ok(&cx, op, &[RWBUF_D2, "i32", "<2 x double>"], None);
    assert_ok(&cx, op, &[RWBUF_D2, "i32", "<4 x i32>"], None);
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32", "float"],
        None,
        "writes the whole element <4 x float>",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32", "<4 x i32>"],
        None,
        "writes the whole element",
    );
    assert_err(
        &cx,
        op,
        &[BUF_F4, "i32", "<4 x float>"],
        None,
        "read-only resource",
    );
    assert_err(
        &cx,
        op,
        &[RWBAB, "i32", "<4 x float>"],
        None,
        "must be a dx.TypedBuffer handle",
    );
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i32", "{float}"],
        None,
        "[declarative]",
    );
}

// ---- Verify hooks: raw buffers ---------------------------------------------------

#[test]
fn raw_accesses_move_at_most_four_lanes() {
    let cx = cx();
    let load = "dx.resource.load.rawbuffer";
    assert_ok(&cx, load, &[SB_F3, "i32", "i32"], Some("{<3 x float>, i1}"));
    assert_ok(&cx, load, &[RWSB_S, "i32", "i32"], Some("{<4 x i32>, i1}"));
    assert_ok(&cx, load, &[RWBAB, "i32", "i32"], Some("{<4 x i64>, i1}"));
    assert_ok(&cx, load, &[RWBAB, "i32", "i32"], Some("{half, i1}"));
    assert_err(
        &cx,
        load,
        &[RWBAB, "i32", "i32"],
        Some("{<8 x float>, i1}"),
        "at most 4 lanes",
    );
    assert_err(
        &cx,
        load,
        &[RWBAB, "i32", "i32"],
        Some("{{float}, i1}"),
        "at most 4 lanes",
    );
    assert_err(
        &cx,
        load,
        &[RWBUF_F4, "i32", "i32"],
        Some("{<4 x float>, i1}"),
        "must be a dx.RawBuffer handle",
    );
    assert_err(
        &cx,
        load,
        &[RWBAB, "i32", "i64"],
        Some("{float, i1}"),
        "(offset) must be i32",
    );
    assert_err(
        &cx,
        load,
        &[RWBAB, "i32", "i32"],
        Some("{float, i8}"),
        "must be {T, i1}",
    );

    let store = "dx.resource.store.rawbuffer";
    assert_ok(&cx, store, &[RWSB_S, "i32", "i32", "<4 x float>"], None);
    assert_ok(&cx, store, &[RWBAB, "i32", "i32", "i32"], None);
    assert_err(
        &cx,
        store,
        &[SB_F3, "i32", "i32", "<3 x float>"],
        None,
        "read-only resource",
    );
    assert_err(
        &cx,
        store,
        &[RWBAB, "i32", "i32", "<5 x i32>"],
        None,
        "at most 4 lanes",
    );
    assert_err(
        &cx,
        store,
        &[RWBUF_F4, "i32", "i32", "<4 x float>"],
        None,
        "must be a dx.RawBuffer handle",
    );
}

// ---- Verify hooks: cbuffers, counters, dimensions ------------------------------------

#[test]
fn cbuffer_rows_are_sixteen_bytes_of_one_scalar_type() {
    let cx = cx();
    let two = "dx.resource.load.cbufferrow.2";
    let four = "dx.resource.load.cbufferrow.4";
    let eight = "dx.resource.load.cbufferrow.8";
    assert_ok(&cx, two, &[CB, "i32"], Some("{double, double}"));
    assert_ok(&cx, two, &[CB, "i32"], Some("{i64, i64}"));
    assert_ok(
        &cx,
        four,
        &[CB, "i32"],
        Some("{float, float, float, float}"),
    );
    assert_ok(&cx, four, &[CB, "i32"], Some("{i32, i32, i32, i32}"));
    assert_ok(
        &cx,
        eight,
        &[CB, "i32"],
        Some("{half, half, half, half, half, half, half, half}"),
    );
    assert_err(
        &cx,
        four,
        &[CB, "i32"],
        Some("{float, float, float, i32}"),
        "4 fields of one 32-bit scalar type",
    );
    assert_err(
        &cx,
        four,
        &[CB, "i32"],
        Some("{double, double, double, double}"),
        "32-bit",
    );
    assert_err(&cx, two, &[CB, "i32"], Some("{float, float}"), "64-bit");
    assert_err(
        &cx,
        eight,
        &[CB, "i32"],
        Some("{half, half, half, half}"),
        "8 fields",
    );
    assert_err(
        &cx,
        four,
        &[RWBUF_F4, "i32"],
        Some("{float, float, float, float}"),
        "must be a dx.CBuffer handle",
    );
    assert_err(
        &cx,
        four,
        &[CB, "i16"],
        Some("{float, float, float, float}"),
        "(row) must be i32",
    );
}

#[test]
fn counters_belong_to_structured_uavs() {
    let cx = cx();
    let op = "dx.resource.updatecounter";
    assert_ok(&cx, op, &[RWSB_S, "i8"], Some("i32"));
    assert_err(
        &cx,
        op,
        &[RWSB_S, "i32"],
        Some("i32"),
        "(direction) must be i8",
    );
    assert_err(&cx, op, &[RWBAB, "i8"], Some("i32"), "byte-address");
    assert_err(&cx, op, &[SB_F3, "i8"], Some("i32"), "read-only resource");
    assert_err(
        &cx,
        op,
        &[RWBUF_F4, "i8"],
        Some("i32"),
        "must be a dx.RawBuffer handle",
    );
    assert_err(&cx, op, &[RWSB_S, "i8"], Some("i64"), "result must be i32");
}

#[test]
fn getdimensions_reads_buffers() {
    let cx = cx();
    let op = "dx.resource.getdimensions.x";
    assert_ok(&cx, op, &[RWBUF_F], Some("i32"));
    assert_ok(
        &cx,
        op,
        &[r#"target("dx.RawBuffer", <2 x i32>, 1, 0)"#],
        Some("i32"),
    );
    assert_err(
        &cx,
        op,
        &[CB],
        Some("i32"),
        "must be a dx.TypedBuffer or dx.RawBuffer",
    );
    assert_err(&cx, op, &[RWBUF_F], Some("i16"), "result must be i32");
}

// ---- Verify hooks: math, waves, signature I/O ------------------------------------------

#[test]
fn math_ops_check_their_lane_shapes() {
    let cx = cx();
    assert_ok(&cx, "dx.lerp", &["<4 x float>"; 3], Some("<4 x float>"));
    assert_err(
        &cx,
        "dx.lerp",
        &["<4 x float>", "<4 x float>", "float"],
        Some("<4 x float>"),
        "[declarative]",
    );
    assert_err(
        &cx,
        "dx.lerp",
        &["<4 x i32>"; 3],
        Some("<4 x i32>"),
        "[declarative]",
    );
    assert_ok(&cx, "dx.sclamp", &["<4 x i32>"; 3], Some("<4 x i32>"));

    assert_ok(&cx, "dx.fdot", &["<4 x float>"; 2], Some("float"));
    assert_err(
        &cx,
        "dx.fdot",
        &["<4 x float>"; 2],
        Some("<4 x float>"),
        "result must be float",
    );
    assert_err(
        &cx,
        "dx.fdot",
        &["<4 x float>", "<3 x float>"],
        Some("float"),
        "one type",
    );
    assert_ok(&cx, "dx.sdot", &["<3 x i32>"; 2], Some("i32"));

    assert_ok(&cx, "dx.asdouble", &["i32", "i32"], Some("double"));
    assert_ok(&cx, "dx.asdouble", &["<2 x i32>"; 2], Some("<2 x double>"));
    assert_err(&cx, "dx.asdouble", &["i64", "i64"], Some("double"), "i32");
    assert_err(
        &cx,
        "dx.asdouble",
        &["i32", "i32"],
        Some("<2 x double>"),
        "result must be double",
    );
    assert_err(
        &cx,
        "dx.asdouble",
        &["i32", "<2 x i32>"],
        Some("double"),
        "(high half)",
    );

    assert_ok(&cx, "dx.splitdouble", &["double"], Some("{i32, i32}"));
    assert_ok(
        &cx,
        "dx.splitdouble",
        &["<3 x double>"],
        Some("{<3 x i32>, <3 x i32>}"),
    );
    assert_err(
        &cx,
        "dx.splitdouble",
        &["float"],
        Some("{i32, i32}"),
        "double",
    );
    assert_err(
        &cx,
        "dx.splitdouble",
        &["double"],
        Some("{i64, i64}"),
        "{i32, i32}",
    );

    assert_ok(&cx, "dx.isinf", &["<3 x float>"], Some("<3 x i1>"));
    assert_err(&cx, "dx.isnan", &["<3 x float>"], Some("i1"), "<3 x i1>");
    assert_ok(&cx, "dx.sign", &["<4 x float>"], Some("<4 x i32>"));
    assert_err(
        &cx,
        "dx.sign",
        &["<4 x float>"],
        Some("<4 x i64>"),
        "<4 x i32>",
    );
    assert_ok(&cx, "dx.firstbituhigh", &["i32"], Some("i32"));
    assert_ok(&cx, "dx.firstbitlow", &["<2 x i64>"], Some("<2 x i32>"));
    assert_err(
        &cx,
        "dx.firstbitlow",
        &["i64"],
        Some("i64"),
        "result must be i32",
    );
    assert_ok(
        &cx,
        "dx.legacyf16tof32",
        &["<2 x i32>"],
        Some("<2 x float>"),
    );
    assert_err(
        &cx,
        "dx.legacyf16tof32",
        &["i32"],
        Some("half"),
        "result must be float",
    );

    assert_ok(
        &cx,
        "dx.dot2add",
        &["float", "half", "half", "half", "half"],
        Some("float"),
    );
    assert_err(
        &cx,
        "dx.dot2add",
        &["float", "float", "half", "half", "half"],
        Some("float"),
        "must be half",
    );
    assert_ok(&cx, "dx.dot4add.i8packed", &["i32"; 3], Some("i32"));
    assert_err(
        &cx,
        "dx.dot4add.u8packed",
        &["i32", "i64", "i32"],
        Some("i32"),
        "operand #1",
    );
}

#[test]
fn wave_ops_and_signature_io_check_their_types() {
    let cx = cx();
    assert_ok(&cx, "dx.wave.reduce.sum", &["double"], Some("double"));
    assert_err(
        &cx,
        "dx.wave.reduce.sum",
        &["double"],
        Some("float"),
        "[declarative]",
    );
    assert_ok(&cx, "dx.wave.getlaneindex", &[], Some("i32"));
    assert_err(
        &cx,
        "dx.wave.getlaneindex",
        &[],
        Some("i64"),
        "result must be i32",
    );
    assert_ok(&cx, "dx.wave.is.first.lane", &[], Some("i1"));
    assert_err(
        &cx,
        "dx.wave.is.first.lane",
        &[],
        Some("i32"),
        "[declarative]",
    );
    assert_ok(&cx, "dx.wave.active.countbits", &["i1"], Some("i32"));
    assert_err(
        &cx,
        "dx.wave.active.countbits",
        &["i1"],
        Some("i8"),
        "result must be i32",
    );
    assert_ok(&cx, "dx.wave.ballot", &["i1"], Some("<4 x i32>"));
    assert_err(
        &cx,
        "dx.wave.ballot",
        &["i1"],
        Some("<2 x i32>"),
        "<4 x i32>",
    );
    assert_ok(
        &cx,
        "dx.wave.readlane",
        &["<2 x float>", "i32"],
        Some("<2 x float>"),
    );
    assert_err(
        &cx,
        "dx.wave.readlane",
        &["float", "i32"],
        Some("double"),
        "result must be float",
    );
    assert_err(
        &cx,
        "dx.wave.readlane",
        &["float", "i64"],
        Some("float"),
        "(lane)",
    );
    assert_ok(&cx, "dx.group.memory.barrier.with.group.sync", &[], None);
    assert_ok(&cx, "dx.discard", &["i1"], None);

    let io = ["i32", "i32", "i32", "i8", "i32"];
    assert_ok(&cx, "dx.load.input", &io, Some("<4 x float>"));
    assert_ok(&cx, "dx.load.input", &io, Some("i32"));
    assert_err(
        &cx,
        "dx.load.input",
        &["i32", "i32", "i32", "i32", "i32"],
        Some("float"),
        "operand #3 (signature operand) must be i8",
    );
    assert_err(
        &cx,
        "dx.load.input",
        &io,
        Some("<8 x float>"),
        "at most 4 lanes",
    );
    let mut out = io.to_vec();
    out.push("<4 x float>");
    assert_ok(&cx, "dx.store.output", &out, None);
    out[0] = "i64";
    assert_err(&cx, "dx.store.output", &out, None, "operand #0");
    out[0] = "i32";
    out[5] = "<6 x float>";
    assert_err(&cx, "dx.store.output", &out, None, "at most 4 lanes");
}

// ---- Mangling ----------------------------------------------------------------------

#[test]
fn types_mangle_as_llvm_spells_them() {
    let cx = cx();
    let named = cx.named_type("struct.Outer");
    let cases = [
        ("i1", "i1"),
        ("i32", "i32"),
        ("i128", "i128"),
        ("half", "f16"),
        ("float", "f32"),
        ("double", "f64"),
        ("ptr", "p0"),
        ("ptr addrspace(2)", "p2"),
        ("<4 x float>", "v4f32"),
        ("<2 x ptr addrspace(3)>", "v2p3"),
        ("[3 x i32]", "a3i32"),
        ("[0 x i8]", "a0i8"),
        ("{i32, float}", "sl_i32f32s"),
        ("<{i32, float}>", "sl_i32f32s"),
        ("{}", "sl_s"),
        ("[2 x {float, <2 x i16>}]", "a2sl_f32v2i16s"),
        ("{{i1}, %struct.Outer}", "sl_sl_i1ss_struct.Outerss"),
        ("%struct.Outer", "s_struct.Outers"),
        ("void", "isVoid"),
        ("metadata", "Metadata"),
        (RWBUF_F4, "tdx.TypedBuffer_v4f32_1_0_0t"),
        (
            r#"target("dx.RawBuffer", %struct.Outer, 1, 0)"#,
            "tdx.RawBuffer_s_struct.Outers_1_0t",
        ),
        (
            r#"target("dx.CBuffer", %__cblayout_Params)"#,
            "tdx.CBuffer_s___cblayout_Paramsst",
        ),
        (r#"target("dx.Foo")"#, "tdx.Foot"),
        (
            r#"target("dx.Foo", target("dx.Bar", i8))"#,
            "tdx.Foo_tdx.Bar_i8tt",
        ),
        (
            r#"target("dx.Foo", i32, 4294967295)"#,
            "tdx.Foo_i32_4294967295t",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(mangle_type(&cx, ty(&cx, text)), want, "{text}");
    }
    let t = *cx.types();
    let f = cx.function_type(t.i32, vec![t.float, named], true);
    assert_eq!(mangle_type(&cx, f), "f_i32f32s_struct.Outersvarargf");
    let g = cx.function_type(t.void, vec![], false);
    assert_eq!(mangle_type(&cx, g), "f_isVoidf");
}

/// A hand-written sample of names clang 22 emits (or LLVM 22 accepts),
/// one per overload shape.
#[test]
fn intrinsic_names_mangle_like_llvm_22() {
    let cx = cx();
    // (op, return type, argument types, expected name)
    let cases: &[(&str, &str, &[&str], &str)] = &[
        ("dx.thread.id", "i32", &["i32"], "llvm.dx.thread.id"),
        ("dx.flattened.thread.id.in.group", "i32", &[], "llvm.dx.flattened.thread.id.in.group"),
        (
            "dx.resource.handlefrombinding",
            RWBUF_F4,
            &["i32", "i32", "i32", "i32", "ptr"],
            "llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t",
        ),
        (
            "dx.resource.handlefromimplicitbinding",
            r#"target("dx.CBuffer", %__cblayout_A)"#,
            &["i32", "i32", "i32", "i32", "ptr"],
            "llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Ast",
        ),
        ("dx.resource.nonuniformindex", "i32", &["i32"], "llvm.dx.resource.nonuniformindex"),
        (
            "dx.resource.getpointer",
            "ptr",
            &[r#"target("dx.RawBuffer", %struct.Particle, 1, 0)"#, "i32"],
            "llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t",
        ),
        (
            "dx.resource.getpointer",
            "ptr addrspace(2)",
            &[r#"target("dx.CBuffer", %struct.S)"#, "i32"],
            "llvm.dx.resource.getpointer.p2.tdx.CBuffer_s_struct.Sst",
        ),
        (
            "dx.resource.load.typedbuffer",
            "{<4 x float>, i1}",
            &[BUF_F4, "i32"],
            "llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t",
        ),
        (
            "dx.resource.load.typedbuffer",
            "{<4 x i32>, i1}",
            &[RWBUF_D2, "i32"],
            "llvm.dx.resource.load.typedbuffer.v4i32.tdx.TypedBuffer_v2f64_1_0_0t",
        ),
        (
            "dx.resource.store.typedbuffer",
            "void",
            &[RWBUF_F4, "i32", "<4 x float>"],
            "llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32",
        ),
        (
            "dx.resource.load.rawbuffer",
            "{float, i1}",
            &[r#"target("dx.RawBuffer", {float, i32}, 0, 0)"#, "i32", "i32"],
            "llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_sl_f32i32s_0_0t",
        ),
        (
            "dx.resource.store.rawbuffer",
            "void",
            &[r#"target("dx.RawBuffer", %struct.S, 1, 0)"#, "i32", "i32", "<2 x i64>"],
            "llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Ss_1_0t.v2i64",
        ),
        (
            "dx.resource.load.cbufferrow.4",
            "{float, float, float, float}",
            &[r#"target("dx.CBuffer", %struct.S)"#, "i32"],
            "llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s_struct.Sst",
        ),
        (
            "dx.resource.load.cbufferrow.2",
            "{double, double}",
            &[r#"target("dx.CBuffer", %struct.S)"#, "i32"],
            "llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s_struct.Sst",
        ),
        (
            "dx.resource.load.cbufferrow.8",
            "{half, half, half, half, half, half, half, half}",
            &[r#"target("dx.CBuffer", %struct.S)"#, "i32"],
            "llvm.dx.resource.load.cbufferrow.8.f16.f16.f16.f16.f16.f16.f16.f16.tdx.CBuffer_s_struct.Sst",
        ),
        (
            "dx.resource.updatecounter",
            "i32",
            &[r#"target("dx.RawBuffer", i32, 1, 0)"#, "i8"],
            "llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t",
        ),
        (
            "dx.resource.getdimensions.x",
            "i32",
            &[RWBUF_F],
            "llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t",
        ),
        ("dx.lerp", "<4 x float>", &["<4 x float>"; 3], "llvm.dx.lerp.v4f32"),
        ("dx.fdot", "float", &["<4 x float>"; 2], "llvm.dx.fdot.v4f32"),
        ("dx.sclamp", "<4 x i32>", &["<4 x i32>"; 3], "llvm.dx.sclamp.v4i32"),
        ("dx.sign", "<4 x i32>", &["<4 x float>"], "llvm.dx.sign.v4f32"),
        ("dx.firstbituhigh", "i32", &["i32"], "llvm.dx.firstbituhigh.i32"),
        ("dx.asdouble", "<2 x double>", &["<2 x i32>"; 2], "llvm.dx.asdouble.v2i32"),
        ("dx.splitdouble", "{i32, i32}", &["double"], "llvm.dx.splitdouble.i32"),
        ("dx.all", "i1", &["<4 x i1>"], "llvm.dx.all.v4i1"),
        ("dx.dot2", "float", &["float"; 4], "llvm.dx.dot2.f32"),
        ("dx.dot4add.i8packed", "i32", &["i32"; 3], "llvm.dx.dot4add.i8packed"),
        ("dx.wave.reduce.sum", "double", &["double"], "llvm.dx.wave.reduce.sum.f64"),
        ("dx.wave.readlane", "i32", &["i32", "i32"], "llvm.dx.wave.readlane.i32"),
        ("dx.wave.is.first.lane", "i1", &[], "llvm.dx.wave.is.first.lane"),
        (
            "dx.load.input",
            "<4 x float>",
            &["i32", "i32", "i32", "i8", "i32"],
            "llvm.dx.load.input.v4f32",
        ),
        (
            "dx.store.output",
            "void",
            &["i32", "i32", "i32", "i8", "i32", "<4 x float>"],
            "llvm.dx.store.output.v4f32",
        ),
    ];
    for &(op, ret, args, want) in cases {
        let intr = intrinsic_by_op(op).unwrap_or_else(|| panic!("{op}"));
        let ret = ty(&cx, ret);
        let args: Vec<Type> = args.iter().map(|a| ty(&cx, a)).collect();
        assert_eq!(mangled_name(&cx, intr, ret, &args), want, "{op}");
        assert_eq!(try_mangled_name(&cx, intr, ret, &args).as_deref(), Ok(want));
        assert_eq!(intrinsic_by_llvm_name(want), Some(intr), "{want}");
    }
}

/// Mangled texts are remembered per thread by context and type: one id
/// names other types in other contexts, and each context gets its own.
#[test]
fn a_remembered_mangling_is_of_its_own_context() {
    let (first, second) = (cx(), cx());
    let a = ty(&first, "<4 x float>");
    let b = ty(&second, "<2 x i32>");
    assert_eq!(a, b, "the test needs one id for two types");
    for _ in 0..2 {
        assert_eq!(mangle_type(&first, a), "v4f32");
        assert_eq!(mangle_type(&second, b), "v2i32");
    }
}

#[test]
fn mangling_a_signature_that_does_not_fit_fails_without_panicking() {
    let cx = cx();
    let t = *cx.types();
    let load = intrinsic_by_op("dx.resource.load.typedbuffer").unwrap();
    assert!(matches!(
        try_mangled_name(&cx, load, t.i32, &[t.i32]),
        Err(MangleError::MissingRetField { index: 0, .. })
    ));
    let pair = cx.struct_type(vec![t.float, t.i1], false);
    assert!(matches!(
        try_mangled_name(&cx, load, pair, &[]),
        Err(MangleError::MissingArg {
            index: 0,
            found: 0,
            ..
        })
    ));
    assert_eq!(
        mangled_name(&cx, load, pair, &[]),
        "llvm.dx.resource.load.typedbuffer"
    );
    // A named struct with a body works like a literal one; an opaque one fails.
    let named = cx.named_type("Pair");
    cx.set_struct_body(
        named,
        dxir_ir::StructBody::Fields {
            fields: vec![t.float, t.i1],
            packed: false,
        },
    )
    .unwrap();
    let h = ty(&cx, RWBUF_F);
    assert_eq!(
        mangled_name(&cx, load, named, &[h, t.i32]),
        "llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t"
    );
    let opaque = cx.named_type("Opaque");
    assert!(try_mangled_name(&cx, load, opaque, &[h, t.i32]).is_err());
}

#[test]
fn callee_lookup_takes_the_longest_base_name() {
    let by = |n: &str| intrinsic_by_llvm_name(n).map(|i| i.op);
    assert_eq!(by("llvm.dx.thread.id"), Some("dx.thread.id"));
    assert_eq!(
        by("llvm.dx.thread.id.in.group"),
        Some("dx.thread.id.in.group")
    );
    assert_eq!(
        by("llvm.dx.flattened.thread.id.in.group"),
        Some("dx.flattened.thread.id.in.group")
    );
    assert_eq!(by("llvm.dx.dot2add"), Some("dx.dot2add"));
    assert_eq!(by("llvm.dx.dot2.f32"), Some("dx.dot2"));
    assert_eq!(
        by("llvm.dx.wave.reduce.usum.i32"),
        Some("dx.wave.reduce.usum")
    );
    assert_eq!(
        by("llvm.dx.wave.reduce.sum.i32"),
        Some("dx.wave.reduce.sum")
    );
    assert_eq!(
        by("llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s_Ast"),
        Some("dx.resource.load.cbufferrow.4")
    );
    assert_eq!(
        by("llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t"),
        Some("dx.resource.getdimensions.x")
    );
    // Not overloaded: no suffix allowed.
    assert_eq!(by("llvm.dx.thread.id.i32"), None);
    assert_eq!(by("llvm.dx.resource.nonuniformindex.i32"), None);
    // Overloaded: the base name alone is what LLVM re-mangles.
    assert_eq!(by("llvm.dx.lerp"), Some("dx.lerp"));
    for bad in [
        "",
        "llvm.dx.",
        "llvm.dx.lerpx",
        "llvm.dx.resource.castpointer.p0",
        "llvm.dx.resource.handlefromheapx",
        "llvm.sqrt.f32",
        "dx.thread.id",
        "llvm.dx.thread",
    ] {
        assert_eq!(by(bad), None, "{bad}");
    }
    assert_eq!(intrinsic_by_op("dx.nope"), None);
}

// ---- The corpus ------------------------------------------------------------------------

/// Splits a parameter list at top-level commas.
fn split_params(list: &str) -> Vec<&str> {
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    let mut out = Vec::new();
    for (i, c) in list.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' | '{' | '[' | '<' if !quoted => depth += 1,
            ')' | '}' | ']' | '>' if !quoted => depth -= 1,
            ',' if !quoted && depth == 0 => {
                out.push(list[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = list[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

/// `(return type, name, parameter types, attribute group)` of a
/// `declare RET @NAME(PARAMS) #N` line.
fn parse_declare(line: &str) -> Option<(&str, &str, Vec<&str>, &str)> {
    let rest = line.strip_prefix("declare ")?;
    let at = rest.find(" @")?;
    let ret = &rest[..at];
    let rest = &rest[at + 2..];
    let open = rest.find('(')?;
    let name = &rest[..open];
    let close = rest.rfind(')')?;
    let params = split_params(&rest[open + 1..close]);
    let group = rest[close + 1..].trim();
    Some((ret, name, params, group))
}

fn corpus_files() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap_or_default();
            (
                p.file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .into_owned(),
                text,
            )
        })
        .collect()
}

/// Every `llvm.dx.*` declaration of the corpus: its intrinsic is known, its
/// name re-mangles from its types, and its attributes are the intrinsic's
/// (exactly at -O0; the optimizer only adds inferred ones).
#[test]
fn every_corpus_declaration_re_mangles_from_its_types() {
    let cx = cx();
    let files = corpus_files();
    assert!(files.len() > 100, "the corpus is missing");
    let mut names = std::collections::BTreeSet::new();
    let mut checked = 0;
    for (file, text) in &files {
        for line in text.lines().filter(|l| l.starts_with("declare ")) {
            let Some((ret, name, params, group)) = parse_declare(line) else {
                continue;
            };
            if !name.starts_with("llvm.dx.") {
                continue;
            }
            let intr = intrinsic_by_llvm_name(name)
                .unwrap_or_else(|| panic!("{file}: no intrinsic for {name}"));
            let ret = ty(&cx, ret);
            let args: Vec<Type> = params.iter().map(|p| ty(&cx, p)).collect();
            assert_eq!(mangled_name(&cx, intr, ret, &args), name, "{file}");

            let attrs_line = format!("attributes {group} = {{ ");
            let attrs: Vec<&str> = text
                .lines()
                .find_map(|l| l.strip_prefix(attrs_line.as_str()))
                .and_then(|l| l.strip_suffix(" }"))
                .map(split_attrs)
                .unwrap_or_default();
            if file.contains(".O0.") {
                assert_eq!(attrs, intr.fn_attrs, "{file}: {name}");
            } else {
                for a in intr.fn_attrs {
                    assert!(attrs.contains(a), "{file}: {name} lacks {a}: {attrs:?}");
                }
            }
            names.insert(name.to_string());
            checked += 1;
        }
    }
    assert!(names.len() >= 60, "only {} distinct names", names.len());
    assert!(checked > 500);
}

/// Splits `a b memory(argmem: readwrite, inaccessiblemem: readwrite)` into items.
fn split_attrs(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ' ' if depth == 0 => {
                if i > start {
                    out.push(&s[start..i]);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < s.len() {
        out.push(&s[start..]);
    }
    out
}

/// Every call to an `llvm.dx.*` intrinsic in the corpus uses a declared
/// name the lookup knows.
#[test]
fn every_corpus_call_names_a_known_intrinsic() {
    let mut seen = 0;
    for (file, text) in corpus_files() {
        for (i, _) in text.match_indices("@llvm.dx.") {
            let name: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_'))
                .collect();
            assert!(
                intrinsic_by_llvm_name(&name).is_some(),
                "{file}: unknown {name}"
            );
            seen += 1;
        }
    }
    assert!(seen > 1000);
}

/// The typed views generated from the table rows: build, match, accessors.
#[test]
fn typed_views_of_the_table_rows() {
    use dxir_ir::{Body, Builder};
    let cx = cx();
    let h = ty(&cx, r#"target("dx.TypedBuffer", <4 x float>, 1, 0, 0)"#);
    let mut body = Body::new();
    let entry = body.create_block();
    body.append_block(body.root(), entry);
    let handle = body.add_block_arg(entry, h);
    let index = body.add_block_arg(entry, cx.types().i32);
    let mut b = Builder::at_end(&cx, &mut body, entry);
    let p = GetPointer::build(&mut b, handle, index, cx.types().ptr);
    let gp = GetPointer::defining(&cx, &body, p).unwrap();
    assert_eq!((gp.handle(&body), gp.index(&body)), (handle, index));
    assert_eq!(GetPointer::NAME, "dx.resource.getpointer");
    assert_eq!(
        DxOp::match_op(&cx, &body, gp.op()),
        Some(DxOp::GetPointer(gp))
    );
    assert!(LoadTypedBuffer::match_op(&cx, &body, gp.op()).is_none());
    assert!(crate::llvm::LlvmOp::match_op(&cx, &body, gp.op()).is_none());
    assert_eq!(StoreOutput::OPERANDS.len(), 6);
}

// ---- Textures, samplers, atomics, heaps (LLVM main's intrinsics) -----------------

const TEX2D_F4: &str = r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#;
const RWTEX2D_F4: &str = r#"target("dx.Texture", <4 x float>, 1, 0, 0, 2)"#;
const TEXCUBE_F4: &str = r#"target("dx.Texture", <4 x float>, 0, 0, 0, 5)"#;
const TEX2DMS_F4: &str = r#"target("dx.MSTexture", <4 x float>, 0, 4, 0, 3)"#;

#[test]
fn a_texture_pointer_takes_one_coordinate_per_axis() {
    let cx = cx();
    let op = "dx.resource.getpointer";
    assert_ok(&cx, op, &[TEX2D_F4, "<2 x i32>"], Some("ptr"));
    assert_err(
        &cx,
        op,
        &[TEX2D_F4, "i32"],
        Some("ptr"),
        "(coordinates) must be <2 x i32>",
    );
    assert_err(
        &cx,
        op,
        &[TEXCUBE_F4, "<3 x i32>"],
        Some("ptr"),
        "no texel addressing",
    );
}

#[test]
fn texel_loads_and_stores_move_whole_elements() {
    let cx = cx();
    let load = "dx.resource.load.level";
    assert_ok(
        &cx,
        load,
        &[TEX2D_F4, "<2 x i32>", "i32", "<2 x i32>"],
        Some("<4 x float>"),
    );
    assert_err(
        &cx,
        load,
        &[TEX2D_F4, "<2 x i32>", "i32", "<2 x i32>"],
        Some("float"),
        "must be <4 x float>",
    );
    assert_err(
        &cx,
        load,
        &[TEX2DMS_F4, "<2 x i32>", "i32", "<2 x i32>"],
        Some("<4 x float>"),
        "dx.Texture handle",
    );
    assert_ok(
        &cx,
        "dx.resource.load.ms",
        &[TEX2DMS_F4, "<2 x i32>", "i32", "<2 x i32>"],
        Some("<4 x float>"),
    );
    let store = "dx.resource.store.texture";
    assert_ok(&cx, store, &[RWTEX2D_F4, "<2 x i32>", "<4 x float>"], None);
    assert_err(
        &cx,
        store,
        &[TEX2D_F4, "<2 x i32>", "<4 x float>"],
        None,
        "read-only texture",
    );
    assert_err(
        &cx,
        store,
        &[RWTEX2D_F4, "<2 x i32>", "float"],
        None,
        "(value) must be <4 x float>",
    );
}

#[test]
fn samples_need_a_sampler_and_float_coordinates() {
    let cx = cx();
    let op = "dx.resource.samplelevel";
    assert_ok(
        &cx,
        op,
        &[TEX2D_F4, SAMPLER, "<2 x float>", "float", "<2 x i32>"],
        Some("<4 x float>"),
    );
    assert_ok(
        &cx,
        op,
        &[TEXCUBE_F4, SAMPLER, "<3 x float>", "float", "i32"],
        Some("<4 x float>"),
    );
    assert_err(
        &cx,
        op,
        &[TEX2D_F4, TEX2D_F4, "<2 x float>", "float", "<2 x i32>"],
        Some("<4 x float>"),
        "dx.Sampler handle",
    );
    assert_err(
        &cx,
        op,
        &[TEX2D_F4, SAMPLER, "<2 x i32>", "float", "<2 x i32>"],
        Some("<4 x float>"),
        "(coordinates) must be <2 x float>",
    );
    let gather = "dx.resource.gather";
    assert_ok(
        &cx,
        gather,
        &[TEX2D_F4, SAMPLER, "<2 x float>", "i32", "<2 x i32>"],
        Some("<4 x float>"),
    );
    assert_err(
        &cx,
        gather,
        &[TEX2D_F4, SAMPLER, "<2 x float>", "float", "<2 x i32>"],
        Some("<4 x float>"),
        "(channel) must be i32",
    );
}

#[test]
fn atomics_need_a_uav_and_an_integer() {
    let cx = cx();
    let op = "dx.resource.atomic.binop";
    assert_ok(
        &cx,
        op,
        &[RWBAB, "i32", "i32", "i32", "i32", "i32"],
        Some("i32"),
    );
    assert_ok(
        &cx,
        op,
        &[RWBAB, "i32", "i32", "i32", "i32", "i64"],
        Some("i64"),
    );
    assert_err(
        &cx,
        op,
        &[SB_F3, "i32", "i32", "i32", "i32", "i32"],
        Some("i32"),
        "read-only resource",
    );
    assert_err(
        &cx,
        op,
        &[RWBAB, "i32", "i32", "i32", "i32", "float"],
        Some("float"),
        "i32 or i64",
    );
    let cas = "dx.resource.atomic.compare.exchange";
    assert_ok(&cx, cas, &[RWBAB, "i32", "i32", "i32", "i32"], Some("i32"));
    assert_err(
        &cx,
        cas,
        &[RWBAB, "i32", "i32", "i32", "i64"],
        Some("i32"),
        "(new value) must be i32",
    );
    assert_ok(&cx, "dx.resource.handlefromheap", &["i32"], Some(RWBAB));
    assert_err(
        &cx,
        "dx.resource.handlefromheap",
        &["i32"],
        Some("i32"),
        "must be a target",
    );
}
