use super::DIALECT;
use dxir_ir::{
    verify_function, verify_module, AttrData, Block, Builder, Context, DialectRegistry, Function,
    Loc, Module, OpSpec, Traits, Type, Value, VerifyError, VerifyOptions,
};

fn cx() -> Context {
    Context::with_registry(crate::registry())
}

/// Builds `@f(params) -> ret` whose entry block `body` fills (it must add
/// the terminator), and returns the verifier's errors.
fn check(
    cx: &Context,
    params: &[Type],
    ret: Type,
    body: impl FnOnce(&mut Builder<'_>, &[Value]),
) -> Vec<VerifyError> {
    let ty = cx.function_type(ret, params.to_vec(), false);
    let mut f = Function::define(cx, "f", ty, Loc::UNKNOWN);
    let entry = f.entry().unwrap();
    let args = f.params().to_vec();
    body(&mut Builder::at_end(cx, f.body_mut(), entry), &args);
    match verify_function(cx, &f, &VerifyOptions::default()) {
        Ok(()) => Vec::new(),
        Err(e) => e.into_iter().map(|d| d.error).collect(),
    }
}

/// The messages of the hook errors in `errors`.
fn hook_messages(errors: &[VerifyError]) -> Vec<String> {
    errors
        .iter()
        .map(|e| match e {
            VerifyError::Hook(h) => h.message.clone(),
            other => format!("not a hook error: {other}"),
        })
        .collect()
}

/// One op `name(args) {attrs} -> result`, then `llvm.ret` of nothing.
fn one_op(
    cx: &Context,
    params: &[Type],
    name: &'static str,
    result: Option<Type>,
    attrs: &[(&'static str, dxir_ir::Attr)],
) -> Vec<String> {
    let attrs = attrs.to_vec();
    let errs = check(cx, params, cx.types().void, move |b, args| {
        let results: Vec<Type> = result.into_iter().collect();
        b.op_with_attrs(name, args, &results, &attrs);
        b.op("llvm.ret", &[], &[]);
    });
    hook_messages(&errs)
}

#[test]
fn the_registry_builds_and_every_op_is_named_and_described() {
    let r = crate::registry();
    assert!(r.dialects().iter().any(|d| d.name == "llvm"));
    let mut again = DialectRegistry::new();
    crate::register_all(&mut again).unwrap();
    assert!(
        crate::register_all(&mut again).is_err(),
        "registering twice is refused"
    );
    for def in DIALECT.ops {
        assert!(def.name.starts_with("llvm."), "{}", def.name);
        assert!(!def.summary.is_empty(), "{} has no summary", def.name);
        assert_eq!(r.lookup(def.name).map(|d| d.name), Some(def.name));
    }
    for name in [
        "add",
        "sub",
        "mul",
        "udiv",
        "sdiv",
        "urem",
        "srem",
        "shl",
        "lshr",
        "ashr",
        "and",
        "or",
        "xor",
        "fadd",
        "fsub",
        "fmul",
        "fdiv",
        "frem",
        "fneg",
        "icmp",
        "fcmp",
        "select",
        "trunc",
        "zext",
        "sext",
        "fptrunc",
        "fpext",
        "fptoui",
        "fptosi",
        "uitofp",
        "sitofp",
        "ptrtoint",
        "inttoptr",
        "bitcast",
        "addrspacecast",
        "alloca",
        "load",
        "store",
        "getelementptr",
        "extractvalue",
        "insertvalue",
        "extractelement",
        "insertelement",
        "shufflevector",
        "freeze",
        "call",
        "constant",
        "undef",
        "poison",
        "addressof",
        "br",
        "cond_br",
        "switch",
        "ret",
        "unreachable",
        "global",
    ] {
        assert!(
            r.lookup(&format!("llvm.{name}")).is_some(),
            "llvm.{name} is missing"
        );
    }
}

#[test]
fn traits_say_what_passes_rely_on() {
    let r = crate::registry();
    let has = |n: &str, t: Traits| r.lookup(n).is_some_and(|d| d.has(t));
    assert!(has("llvm.add", Traits::PURE | Traits::COMMUTATIVE));
    assert!(!has("llvm.sub", Traits::COMMUTATIVE));
    assert!(has("llvm.constant", Traits::CONSTANT_LIKE | Traits::PURE));
    assert!(has("llvm.load", Traits::MEM_READ) && !has("llvm.load", Traits::PURE));
    assert!(has("llvm.store", Traits::MEM_WRITE));
    assert!(r.lookup("llvm.call").is_some_and(|d| d.traits.is_empty()));
    assert!(has("llvm.ret", Traits::TERMINATOR | Traits::RETURN_LIKE));
    assert!(has("llvm.global", Traits::SYMBOL));
}

#[test]
fn well_formed_llvm_ops_verify() {
    let cx = cx();
    let t = *cx.types();
    let v4f = cx.vector_type(t.float, 4);
    let s = cx.struct_type(vec![t.i32, v4f], false);
    let errs = check(&cx, &[t.i32, t.float, t.ptr, v4f, s], t.i64, |b, a| {
        let (x, y, p, v, agg) = (a[0], a[1], a[2], a[3], a[4]);
        let cx = b.cx();
        let sum = b.value("llvm.add", &[x, x], t.i32);
        let wide = b.value("llvm.sext", &[sum], t.i64);
        let h = b.value("llvm.fptrunc", &[y], t.half);
        b.value("llvm.fpext", &[h], t.double);
        b.value("llvm.bitcast", &[y], t.i32);
        b.value("llvm.fneg", &[y], t.float);
        let c = b.op_with_attrs(
            "llvm.icmp",
            &[x, sum],
            &[t.i1],
            &[("predicate", cx.str_attr("slt"))],
        );
        let c = b.body().result(c, 0);
        b.value("llvm.select", &[c, x, sum], t.i32);
        let idx = [cx.int_attr(t.i32, 1)];
        let arr = cx.intern_attr(AttrData::Array(idx.to_vec()));
        let lane = b.op_with_attrs("llvm.extractvalue", &[agg], &[v4f], &[("indices", arr)]);
        let lane = b.body().result(lane, 0);
        b.op_with_attrs("llvm.insertvalue", &[agg, lane], &[s], &[("indices", arr)]);
        let e = b.value("llvm.extractelement", &[v, x], t.float);
        b.value("llvm.insertelement", &[v, e, x], v4f);
        let mask = cx.intern_attr(AttrData::Array(vec![
            cx.int_attr(t.i32, 0),
            cx.int_attr(t.i32, 7),
            cx.int_attr(t.i32, -1),
        ]));
        b.op_with_attrs(
            "llvm.shufflevector",
            &[v, v],
            &[cx.vector_type(t.float, 3)],
            &[("mask", mask)],
        );
        let st = cx.type_attr(s);
        let gep = b.op_with_attrs(
            "llvm.getelementptr",
            &[p, x, x],
            &[t.ptr],
            &[("source_type", st), ("inbounds", cx.unit_attr())],
        );
        let q = b.body().result(gep, 0);
        let loaded = b.value("llvm.load", &[q], t.i32);
        b.op("llvm.store", &[loaded, p], &[]);
        b.op_with_attrs("llvm.alloca", &[], &[t.ptr], &[("elem_type", st)]);
        b.op_with_attrs(
            "llvm.constant",
            &[],
            &[t.i32],
            &[("value", cx.int_attr(t.i32, 5))],
        );
        b.op_with_attrs("llvm.call", &[x], &[], &[("callee", cx.symbol_attr("g"))]);
        b.op_with_attrs(
            "llvm.addressof",
            &[],
            &[t.ptr],
            &[("global", cx.symbol_attr("g"))],
        );
        b.value("llvm.poison", &[], s);
        b.value("llvm.freeze", &[x], t.i32);
        b.op("llvm.ret", &[wide], &[]);
    });
    assert!(errs.is_empty(), "{errs:?}");
}

#[test]
fn casts_check_widths_and_kinds() {
    let cx = cx();
    let t = *cx.types();
    let v2 = cx.vector_type(t.i32, 2);
    assert_eq!(
        one_op(&cx, &[t.i32], "llvm.trunc", Some(t.i64), &[]),
        ["cannot convert i32 to i64: trunc must narrow"]
    );
    assert_eq!(
        one_op(&cx, &[t.i32], "llvm.zext", Some(t.i16), &[]),
        ["cannot convert i32 to i16: an extension must widen"]
    );
    assert_eq!(
        one_op(&cx, &[v2], "llvm.sext", Some(t.i64), &[]),
        ["cannot convert <2 x i32> to i64: the lane counts differ"]
    );
    assert_eq!(
        one_op(&cx, &[t.float], "llvm.fpext", Some(t.half), &[]),
        ["cannot convert float to half: fpext must widen"]
    );
    assert_eq!(
        one_op(&cx, &[t.i32], "llvm.fptosi", Some(t.i32), &[]).len(),
        1
    );
    assert_eq!(
        one_op(&cx, &[t.i64], "llvm.bitcast", Some(t.float), &[]),
        ["cannot convert i64 to float: the sizes differ"]
    );
    assert!(one_op(&cx, &[v2], "llvm.bitcast", Some(t.i64), &[]).is_empty());
    assert_eq!(
        one_op(&cx, &[t.ptr], "llvm.addrspacecast", Some(t.ptr), &[]),
        ["cannot convert ptr to ptr: the address spaces must differ"]
    );
    assert!(one_op(
        &cx,
        &[t.ptr],
        "llvm.addrspacecast",
        Some(cx.ptr_type(1)),
        &[]
    )
    .is_empty());
    assert!(one_op(&cx, &[t.ptr], "llvm.ptrtoint", Some(t.i64), &[]).is_empty());
    assert_eq!(
        one_op(&cx, &[t.ptr], "llvm.inttoptr", Some(t.ptr), &[]).len(),
        1
    );
}

#[test]
fn compares_check_predicates_and_result_lanes() {
    let cx = cx();
    let t = *cx.types();
    let v4 = cx.vector_type(t.i32, 4);
    let pred = |p: &str| [("predicate", cx.str_attr(p))];
    assert_eq!(
        one_op(&cx, &[t.i32, t.i32], "llvm.icmp", Some(t.i1), &pred("olt")),
        ["unknown predicate `olt`"]
    );
    assert_eq!(
        one_op(&cx, &[v4, v4], "llvm.icmp", Some(t.i1), &pred("eq")),
        ["result must be <4 x i1>, found i1"]
    );
    assert!(one_op(
        &cx,
        &[v4, v4],
        "llvm.icmp",
        Some(cx.vector_type(t.i1, 4)),
        &pred("ne")
    )
    .is_empty());
    assert!(one_op(&cx, &[t.ptr, t.ptr], "llvm.icmp", Some(t.i1), &pred("eq")).is_empty());
    assert!(one_op(
        &cx,
        &[t.float, t.float],
        "llvm.fcmp",
        Some(t.i1),
        &pred("uno")
    )
    .is_empty());
    assert_eq!(
        one_op(
            &cx,
            &[t.float, t.float],
            "llvm.fcmp",
            Some(t.i1),
            &pred("slt")
        ),
        ["unknown predicate `slt`"]
    );
}

#[test]
fn aggregate_and_vector_ops_check_their_types() {
    let cx = cx();
    let t = *cx.types();
    let arr = cx.array_type(t.i32, 2);
    let idx = |i: i128| cx.intern_attr(AttrData::Array(vec![cx.int_attr(t.i32, i)]));
    assert_eq!(
        one_op(
            &cx,
            &[arr],
            "llvm.extractvalue",
            Some(t.i64),
            &[("indices", idx(0))]
        ),
        ["the result must have the member's type i32, found i64"]
    );
    assert_eq!(
        one_op(
            &cx,
            &[arr],
            "llvm.extractvalue",
            Some(t.i32),
            &[("indices", idx(2))]
        ),
        ["index 2 (entry #0 of `indices`) is out of range for [2 x i32]"]
    );
    let named = cx.named_type("S");
    cx.set_struct_body(
        named,
        dxir_ir::StructBody::Fields {
            fields: vec![t.float],
            packed: false,
        },
    )
    .unwrap();
    assert!(one_op(
        &cx,
        &[named],
        "llvm.extractvalue",
        Some(t.float),
        &[("indices", idx(0))]
    )
    .is_empty());
    let v4 = cx.vector_type(t.float, 4);
    assert_eq!(
        one_op(&cx, &[v4, t.i32], "llvm.extractelement", Some(t.i32), &[]),
        ["the result must have the lane type float, found i32"]
    );
    let mask = cx.intern_attr(AttrData::Array(vec![cx.int_attr(t.i32, 8)]));
    assert_eq!(
        one_op(
            &cx,
            &[v4, v4],
            "llvm.shufflevector",
            Some(cx.vector_type(t.float, 1)),
            &[("mask", mask)]
        ),
        ["mask entry #0 must be -1 or a lane index below 8"]
    );
}

#[test]
fn constants_match_their_result_type() {
    let cx = cx();
    let t = *cx.types();
    let v = [("value", cx.int_attr(t.i64, 1))];
    assert_eq!(
        one_op(&cx, &[], "llvm.constant", Some(t.i32), &v),
        ["the value has type i64 but the result has type i32"]
    );
    let zero = [("value", cx.intern_attr(AttrData::Zero(t.i32)))];
    assert!(one_op(&cx, &[], "llvm.constant", Some(t.i32), &zero).is_empty());
}

fn blocks(b: &mut Builder<'_>, n: usize) -> Vec<Block> {
    (0..n)
        .map(|_| {
            let body = b.body();
            let blk = body.create_block();
            body.append_block(body.root(), blk);
            blk
        })
        .collect()
}

#[test]
fn switch_needs_one_successor_per_case_and_a_default() {
    let cx = cx();
    let t = *cx.types();
    let run = |cases: Vec<i128>, succs: usize| {
        check(&cx, &[t.i32], t.void, |b, a| {
            let targets = blocks(b, succs);
            let cx = b.cx();
            let cases = cx.intern_attr(AttrData::Array(
                cases.iter().map(|&c| cx.int_attr(t.i32, c)).collect(),
            ));
            let mut spec = b
                .spec("llvm.switch")
                .with_operands([a[0]])
                .with_attr(cx, "cases", cases);
            for &blk in &targets {
                spec = spec.with_successor(blk, []);
            }
            b.insert(spec);
            for blk in targets {
                let op = b
                    .body()
                    .create_op(OpSpec::new(cx.op_name("llvm.unreachable"), Loc::UNKNOWN));
                b.body().append_op(blk, op);
            }
        })
    };
    assert!(run(vec![1, 2], 3).is_empty());
    assert_eq!(
        hook_messages(&run(vec![1, 2], 2)),
        ["2 cases need 3 successors (the default first), found 2"]
    );
    assert_eq!(
        hook_messages(&run(vec![1, 1], 3)),
        ["case #1 repeats an earlier case"]
    );
}

#[test]
fn ret_and_branches_follow_the_generic_rules() {
    let cx = cx();
    let t = *cx.types();
    let errs = check(&cx, &[t.i64], t.i32, |b, a| {
        b.op("llvm.ret", &[a[0]], &[]);
    });
    assert!(
        matches!(errs[..], [VerifyError::ReturnType { .. }]),
        "{errs:?}"
    );
    let errs = check(&cx, &[t.i32], t.void, |b, a| {
        let [next] = blocks(b, 1)[..] else {
            unreachable!()
        };
        let spec = b
            .spec("llvm.cond_br")
            .with_operands([a[0]])
            .with_successor(next, [])
            .with_successor(next, []);
        b.insert(spec);
        let name = b.cx().op_name("llvm.ret");
        let op = b.body().create_op(OpSpec::new(name, Loc::UNKNOWN));
        b.body().append_op(next, op);
    });
    assert!(
        matches!(errs[..], [VerifyError::OperandType { index: 0, .. }]),
        "{errs:?}"
    );
}

#[test]
fn globals_check_linkage_and_initializer() {
    let cx = cx();
    let t = *cx.types();
    let mut m = Module::new();
    let global = |name: &str, init: i128, linkage: &str| {
        OpSpec::new(cx.op_name("llvm.global"), Loc::UNKNOWN)
            .with_attr(&cx, "sym_name", cx.str_attr(name))
            .with_attr(&cx, "global_type", cx.type_attr(t.i32))
            .with_attr(&cx, "initializer", cx.int_attr(t.i32, init))
            .with_attr(&cx, "linkage", cx.str_attr(linkage))
    };
    m.add_global(&cx, global("a", 1, "internal")).unwrap();
    assert!(verify_module(&cx, &m, &VerifyOptions::default()).is_ok());
    m.add_global(&cx, global("b", 1, "sideways")).unwrap();
    let e = verify_module(&cx, &m, &VerifyOptions::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "error: `llvm.global`: unknown linkage `sideways`"
    );
}

#[test]
fn intrinsic_signatures_are_looked_up_by_base_name_and_checked() {
    use super::{intrinsic_signature, Shape, SignatureError as E};
    let cx = dxir_ir::Context::new();
    let t = cx.types();
    assert_eq!(
        intrinsic_signature("llvm.sin.f32").unwrap().name,
        "llvm.sin"
    );
    assert_eq!(
        intrinsic_signature("llvm.sinh.f32").unwrap().name,
        "llvm.sinh"
    );
    assert_eq!(
        intrinsic_signature("llvm.sqrt").unwrap().shape,
        Shape::Float(1)
    );
    assert!(intrinsic_signature("llvm.sqrtf").is_none());
    assert!(intrinsic_signature("llvm.dx.thread.id").is_none());
    let v2f = cx.vector_type(t.float, 2);
    let check = |name: &str, ret, params: Vec<dxir_ir::Type>| {
        intrinsic_signature(name)
            .unwrap()
            .check(&cx, cx.function_type(ret, params, false))
    };
    assert_eq!(check("llvm.fabs.v2f32", v2f, vec![v2f]), Ok(()));
    assert_eq!(check("llvm.fabs.i32", t.i32, vec![t.i32]), Err(E::Return));
    assert_eq!(
        check("llvm.sqrt.f64", t.double, vec![t.float]),
        Err(E::Argument(0))
    );
    assert_eq!(
        check("llvm.smax.i32", t.i32, vec![t.i32, t.i64]),
        Err(E::Argument(1))
    );
    assert_eq!(
        check("llvm.smax.i32", t.i32, vec![t.i32]),
        Err(E::TooFewArguments)
    );
    assert_eq!(
        check("llvm.smax.i32", t.i32, vec![t.i32; 3]),
        Err(E::Argument(2))
    );
    assert_eq!(check("llvm.abs.i16", t.i16, vec![t.i16, t.i1]), Ok(()));
    assert_eq!(
        check(
            "llvm.memcpy.p0.p0.i32",
            t.void,
            vec![t.ptr, t.ptr, t.i32, t.i1]
        ),
        Ok(())
    );
    assert_eq!(
        check(
            "llvm.memset.p0.i64",
            t.void,
            vec![t.ptr, t.i32, t.i64, t.i1]
        ),
        Err(E::Argument(1))
    );
    assert_eq!(
        check(
            "llvm.experimental.noalias.scope.decl",
            t.void,
            vec![t.metadata]
        ),
        Ok(())
    );
    let vararg = cx.function_type(t.float, vec![t.float], true);
    assert_eq!(
        intrinsic_signature("llvm.sqrt.f32")
            .unwrap()
            .check(&cx, vararg),
        Err(E::VarArg)
    );
    assert_eq!(intrinsic_signature("llvm.abs.i32").unwrap().immargs(), &[1]);
}
