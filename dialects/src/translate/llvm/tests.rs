//! Unit tests of the importer and exporter on the tricky parts of the
//! mapping: phis and their edges, switches, constant expressions, quoted
//! names, numbering after changes, metadata, attributes and intrinsics.

use super::{export_module, has_fn_attr, import_module, string_attr};
use dxir_ir::{AttrData, Body, Context, Module, Op, OpSpec, Symbol};

fn cx() -> Context {
    Context::with_registry(crate::registry())
}

fn import(cx: &Context, src: &str) -> Module {
    import_module(cx, src, "t.ll").unwrap_or_else(|e| panic!("{e}"))
}

/// The first op of `body` named `name`, which the test knows is there.
fn first_op_named(cx: &Context, body: &Body, name: &str) -> Op {
    body.walk()
        .into_iter()
        .find(|&op| cx.op_name_str(body.op_name(op)) == name)
        .unwrap_or_else(|| panic!("no `{name}` op"))
}

/// Import and export in a fresh context.
fn roundtrip(src: &str) -> String {
    let cx = cx();
    let m = import(&cx, src);
    export_module(&cx, &m).unwrap_or_else(|e| panic!("{e}"))
}

/// The module prints back as written, and LLVM reads it.
fn same(src: &str) {
    assert_eq!(roundtrip(src), src);
    llvm_accepts(src);
}

/// `llvm-as` accepts `text` (checked when LLVM 22 is installed).
fn llvm_accepts(text: &str) {
    use std::io::Write;
    let Some(llvm_as) = crate::llvm_tools::find_tool("llvm-as") else {
        assert!(!crate::llvm_tools::llvm_required(), "llvm-as is required");
        return;
    };
    let mut child = std::process::Command::new(llvm_as)
        .args(["-", "-o", "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("llvm-as starts");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(text.as_bytes()).expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("llvm-as runs");
    assert!(
        out.status.success(),
        "llvm-as rejects:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn phi_with_duplicate_edges_takes_one_value_per_edge() {
    let src = "\
define i32 @f(i32 %x, i1 %c) {
entry:
  switch i32 %x, label %other [
    i32 1, label %join
    i32 2, label %join
  ]

other:
  br i1 %c, label %join, label %join

join:
  %p = phi i32 [ %x, %entry ], [ %x, %entry ], [ 7, %other ], [ 7, %other ]
  ret i32 %p
}
";
    let cx = cx();
    let m = import(&cx, src);
    let f = &m.functions()[0];
    let body = f.body();
    let blocks = body.region_blocks(body.root());
    // One block argument for the phi; each of the four edges passes one
    // value, and repeated edges from a block pass the same one.
    assert_eq!(body.block_args(blocks[2]).len(), 1);
    let switch = body.last_op(blocks[0]).unwrap();
    assert_eq!(body.successors(switch).len(), 3);
    assert_eq!(
        body.successor_args(switch, 1),
        body.successor_args(switch, 2)
    );
    assert_eq!(body.successor_args(switch, 1), &[f.params()[0]]);
    let br = body.last_op(blocks[1]).unwrap();
    assert_eq!(body.successor_args(br, 0), body.successor_args(br, 1));
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

#[test]
fn phi_entries_keep_their_order_and_flags() {
    // The loop header lists the back edge first, and the two phis disagree.
    same(
        "\
define float @f(float %x) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %next, %loop ], [ 0, %entry ]
  %acc = phi nsz float [ %x, %entry ], [ %sum, %loop ]
  %sum = fadd float %acc, 1.000000e+00
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 8
  br i1 %done, label %exit, label %loop

exit:
  ret float %sum
}
",
    );
}

#[test]
fn switch_cases_and_default() {
    let src = "\
define i32 @f(i8 %x) {
entry:
  switch i8 %x, label %d [
    i8 -1, label %a
    i8 3, label %b
  ]

a:
  ret i32 1

b:
  ret i32 2

d:
  ret i32 0
}
";
    let cx = cx();
    let m = import(&cx, src);
    let body = m.functions()[0].body();
    let entry = body.entry_block().unwrap();
    let switch = body.last_op(entry).unwrap();
    let cases = body.attr(&cx, switch, "cases").unwrap();
    let AttrData::Array(items) = cx.attr_data(cases) else {
        panic!("cases is an array")
    };
    let values: Vec<i64> = items.iter().map(|&a| cx.attr_as_i64(a).unwrap()).collect();
    assert_eq!(values, [-1, 3]);
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

#[test]
fn constant_expressions_fold_back_into_operands_and_initializers() {
    let src = "\
%S = type { i32, [4 x i8] }

@g = global %S zeroinitializer
@p = global ptr getelementptr inbounds (%S, ptr @g, i32 0, i32 1, i32 2)
@n = global i64 add nuw (i64 ptrtoint (ptr @g to i64), i64 8)

define i8 @f() {
  %v = load i8, ptr getelementptr inbounds nuw (%S, ptr @g, i32 0, i32 1, i32 3), align 1
  ret i8 %v
}
";
    let cx = cx();
    let m = import(&cx, src);
    // In a body the expression is a `constexpr` op before its user.
    let body = m.functions()[0].body();
    let gep = first_op_named(&cx, body, "llvm.getelementptr");
    assert!(body.attr(&cx, gep, "constexpr").is_some());
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

#[test]
fn a_constexpr_op_with_a_computed_operand_prints_as_an_instruction() {
    let cx = cx();
    let mut m = import(
        &cx,
        "\
@g = global [4 x i32] zeroinitializer

define i32 @f(i32 %i) {
  %v = load i32, ptr getelementptr ([4 x i32], ptr @g, i32 0, i32 2), align 4
  ret i32 %v
}
",
    );
    // Replace the constant index by the parameter: the expression can no
    // longer be a constant.
    let f = &mut m.functions_mut()[0];
    let i = f.params()[0];
    let body = f.body_mut();
    let gep = first_op_named(&cx, body, "llvm.getelementptr");
    body.set_operand(gep, 2, i);
    let text = export_module(&cx, &m).unwrap();
    llvm_accepts(&text);
    assert!(
        text.contains(
            "  %1 = getelementptr [4 x i32], ptr @g, i32 0, i32 %i\n  %v = load i32, ptr %1, align 4\n"
        ),
        "{text}"
    );
}

#[test]
fn names_that_need_quotes_keep_them() {
    same(
        "\
%\"class.hlsl::RWBuffer<float>\" = type { target(\"dx.TypedBuffer\", float, 1, 0, 0) }

@\"my global\" = global i32 0
@\"\\22quoted\\22\" = global %\"class.hlsl::RWBuffer<float>\" poison

define i32 @\"f g\"(i32 %\"1st\", i32 %\"a b\") {
\"my entry\":
  %\"sum \\5C\" = add i32 %\"1st\", %\"a b\"
  br label %\"2nd block\"

\"2nd block\":
  %r = load i32, ptr @\"my global\", align 4
  ret i32 %r
}
",
    );
}

#[test]
fn unnamed_values_are_renumbered_after_changes() {
    let cx = cx();
    let mut m = import(
        &cx,
        "\
define i32 @f(i32 %0) {
  %2 = add i32 %0, 1
  %3 = add i32 %2, 2
  br label %4

4:
  %5 = mul i32 %3, %3
  ret i32 %5
}
",
    );
    let f = &mut m.functions_mut()[0];
    let body = f.body_mut();
    let entry = body.entry_block().unwrap();
    let first = body.first_op(entry).unwrap();
    // Insert an unnamed op before the first add and give the second add the
    // name of an existing value.
    let x = f.params()[0];
    let body = f.body_mut();
    let new = body.create_op(
        OpSpec::new(cx.op_name("llvm.sub"), dxir_ir::Loc::UNKNOWN)
            .with_operands([x, x])
            .with_results([cx.types().i32]),
    );
    body.insert_op_before(first, new);
    let adds: Vec<_> = body
        .block_ops(entry)
        .filter(|&op| cx.op_name_str(body.op_name(op)) == "llvm.add")
        .collect();
    let a = body.result(adds[0], 0);
    let b = body.result(adds[1], 0);
    body.set_value_name(a, Some("same"));
    body.set_value_name(b, Some("same"));
    let text = export_module(&cx, &m).unwrap();
    llvm_accepts(&text);
    assert_eq!(
        text,
        "\
define i32 @f(i32 %0) {
  %2 = sub i32 %0, %0
  %same = add i32 %0, 1
  %3 = add i32 %same, 2
  br label %4

4:
  %5 = mul i32 %3, %3
  ret i32 %5
}
"
    );
}

#[test]
fn unnamed_globals_are_renumbered_globals_first() {
    let cx = cx();
    let mut m = import(
        &cx,
        "\
@0 = global i32 1
@1 = global i32 2

define ptr @2() {
  ret ptr @1
}
",
    );
    let Some(Symbol::Global(g0)) = m.symbol("0") else {
        panic!("@0 is a global")
    };
    m.erase_global(&cx, g0);
    assert_eq!(
        export_module(&cx, &m).unwrap(),
        "\
@0 = global i32 2

define ptr @1() {
  ret ptr @0
}
"
    );
}

#[test]
fn metadata_keeps_distinct_nested_and_named_nodes() {
    let src = "\
define void @f(ptr %p) {
  store i32 0, ptr %p, align 4, !my.kind !2, !other !{!\"inline\", i32 7}
  ret void
}

!llvm.module.flags = !{!0}
!dx.valver = !{!1}

!0 = !{i32 1, !\"wchar_size\", i32 4}
!1 = !{i32 1, i32 8}
!2 = distinct !{!2, !3, !{!\"nested\", null, !{}}, ptr @f}
!3 = !{}
";
    let cx = cx();
    let m = import(&cx, src);
    // Nodes are module-level symbols, attachments refer to them.
    assert!(matches!(m.symbol("!2"), Some(Symbol::Global(_))));
    assert!(matches!(m.symbol("!dx.valver"), Some(Symbol::Global(_))));
    let text = export_module(&cx, &m).unwrap();
    llvm_accepts(&text);
    assert_eq!(text, src);
}

#[test]
fn attributes_are_grouped_and_queryable() {
    let src = "\
define void @main() #0 {
  call void @g(ptr nonnull align 4 %x) #1
  ret void
}

declare void @g(ptr noundef) #1

attributes #0 = { convergent noinline memory(argmem: read, inaccessiblemem: none) \"hlsl.numthreads\"=\"4,1,1\" \"hlsl.shader\"=\"compute\" }
attributes #1 = { nounwind alignstack=16 \"flag\" }
";
    let src = src.replace("(ptr nonnull align 4 %x)", "(ptr nonnull align 4 null)");
    let cx = cx();
    let m = import(&cx, &src);
    let main = m.function("main").unwrap();
    assert_eq!(string_attr(&cx, main, "hlsl.shader"), Some("compute"));
    assert_eq!(string_attr(&cx, main, "hlsl.numthreads"), Some("4,1,1"));
    assert!(has_fn_attr(&cx, main, "convergent"));
    assert!(has_fn_attr(&cx, main, "memory"));
    assert!(!has_fn_attr(&cx, main, "nounwind"));
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(&src);
}

#[test]
fn dx_calls_become_ops_and_missing_declarations_come_back() {
    let src = "\
define i32 @main() {
  %t = call i32 @llvm.dx.thread.id(i32 0)
  ret i32 %t
}

declare i32 @llvm.dx.thread.id(i32) #0

attributes #0 = { nounwind willreturn memory(none) }
";
    let cx = cx();
    let mut m = import(&cx, src);
    let body = m.functions()[0].body();
    let first = body.first_op(body.entry_block().unwrap()).unwrap();
    let call = body.next_op(first).unwrap();
    assert_eq!(cx.op_name_str(body.op_name(call)), "dx.thread.id");
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    // Without its declaration, the intrinsic is declared as clang does.
    m.remove_function("llvm.dx.thread.id");
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

#[test]
fn intrinsics_called_without_a_declaration_are_declared_last() {
    let text = roundtrip(
        "\
define float @f(float %x) {
  %y = call float @llvm.fabs.f32(float %x)
  ret float %y
}

declare void @other()
",
    );
    assert!(
        text.ends_with("declare void @other()\n\ndeclare float @llvm.fabs.f32(float)\n"),
        "{text}"
    );
}

#[test]
fn constants_of_every_kind_round_trip() {
    same(
        "\
%T = type <{ i8, half }>

@a = global [3 x float] [float 1.000000e+00, float 0x3FB99999A0000000, float 0x7FF0000000000000]
@b = global <2 x i64> <i64 -1, i64 9223372036854775807>
@c = constant [5 x i8] c\"hi\\00\\FF\\22\"
@d = global %T <{ i8 1, half 0xH3C00 }>
@e = global { ptr, i1, double } { ptr null, i1 true, double -0.000000e+00 }
@f = global i128 -170141183460469231731687303715884105728
@g = global [2 x ptr] [ptr @a, ptr @b]
@h = global i32 undef
@i = global <4 x i32> poison
",
    );
}

#[test]
fn imported_modules_print_and_parse_in_the_native_format() {
    let src = "\
define i32 @f(i32 %x) {
entry:
  %c = icmp slt i32 %x, 0
  br i1 %c, label %neg, label %done

neg:
  %n = sub nsw i32 0, %x
  br label %done

done:
  %r = phi i32 [ %n, %neg ], [ %x, %entry ]
  ret i32 %r
}
";
    let cx = cx();
    let m = import(&cx, src);
    let text = dxir_ir::print_module(&cx, &m);
    let back = dxir_ir::parse_module(&cx, &text, "t.dxir").unwrap();
    assert_eq!(export_module(&cx, &back).unwrap(), src);
}

#[test]
fn export_names_the_op_it_cannot_write() {
    let cx = cx();
    let mut m = import(&cx, "define void @f() {\n  ret void\n}\n");
    let f = &mut m.functions_mut()[0];
    let body = f.body_mut();
    let entry = body.entry_block().unwrap();
    let ret = body.first_op(entry).unwrap();
    let odd = body.create_op(OpSpec::new(
        cx.op_name("test.unknown"),
        dxir_ir::Loc::new(cx.file("x.dxir"), 3, 5),
    ));
    body.insert_op_before(ret, odd);
    let err = export_module(&cx, &m).unwrap_err();
    assert_eq!(
        err.to_string(),
        "x.dxir:3:5: error: `test.unknown` has no LLVM IR form"
    );
}

#[test]
fn dxil_calls_become_ops_and_their_declarations_come_back() {
    let src = "\
target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define float @main(%dx.types.Handle %h) {
  %1 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %2 = call float @dx.op.unary.f32(i32 13, float 1.000000e+00)
  %3 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 %1, i32 undef)
  %4 = extractvalue %dx.types.ResRet.f32 %3, 0
  %5 = fadd float %2, %4
  ret float %5
}

declare i32 @dx.op.threadId.i32(i32, i32) #0

declare float @dx.op.unary.f32(i32, float) #0

declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind memory(read) }
";
    let cx = cx();
    let mut m = import(&cx, src);
    let body = m.functions()[0].body();
    let names: Vec<&str> = body
        .walk()
        .into_iter()
        .map(|op| cx.op_name_str(body.op_name(op)))
        .filter(|n| n.starts_with("dxil."))
        .collect();
    // The opcode is the op's name, not an operand.
    assert_eq!(names, ["dxil.threadId", "dxil.sin", "dxil.bufferLoad"]);
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    for f in [
        "dx.op.threadId.i32",
        "dx.op.unary.f32",
        "dx.op.bufferLoad.f32",
    ] {
        m.remove_function(f);
    }
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

/// The opcode's constant is dropped when the call becomes an op, but not
/// when an argument is the same constant (the importer used to erase it
/// and then make the op with it: a panic).
#[test]
fn an_argument_equal_to_the_opcode_keeps_its_constant() {
    let src = "\
target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define i32 @main(%dx.types.Handle %h, i32 %i) {
  %1 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h, i32 %i, i32 68)
  %2 = extractvalue %dx.types.ResRet.i32 %1, 0
  %3 = add i32 %2, 68
  ret i32 %3
}

declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #0

attributes #0 = { nounwind memory(read) }
";
    let cx = cx();
    let m = import(&cx, src);
    let body = m.functions()[0].body();
    let load = first_op_named(&cx, body, "dxil.bufferLoad");
    // Handle, index, offset: the offset is the constant 68.
    let offset = body.operands(load)[2];
    let def = body.defining_op(offset).unwrap();
    assert_eq!(cx.op_name_str(body.op_name(def)), "llvm.constant");
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

#[test]
fn calls_of_hctdb_ops_become_ops_and_come_back() {
    let src = "\
target triple = \"dxilv1.6-pc-shadermodel6.6-compute\"

%dx.types.Handle = type { ptr }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.twoi32 = type { i32, i32 }

define float @main(i32 %i) {
  %1 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %i, i1 false, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 true, i1 false)
  %3 = call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %1, %dx.types.Handle %2, float 0.000000e+00, float 0.000000e+00, float undef, float undef, i32 0, i32 0, i32 undef, float 0.000000e+00)
  %4 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %1, i32 0, i32 %i, i32 undef, i32 undef, i32 1)
  %5 = call %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32 41, i32 %4, i32 %i)
  %6 = extractvalue %dx.types.ResRet.f32 %3, 0
  %7 = call float @dx.op.waveReadLaneFirst.f32(i32 118, float %6)
  ret float %7
}

declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #0

declare %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #1

declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #2

declare %dx.types.twoi32 @dx.op.binaryWithTwoOuts.i32(i32, i32, i32) #0

declare float @dx.op.waveReadLaneFirst.f32(i32, float) #2

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind memory(read) }
attributes #2 = { nounwind }
";
    let cx = cx();
    let mut m = import(&cx, src);
    let body = m.functions()[0].body();
    let names: Vec<&str> = body
        .walk()
        .into_iter()
        .map(|op| cx.op_name_str(body.op_name(op)))
        .filter(|n| n.starts_with("dxil."))
        .collect();
    assert_eq!(
        names,
        [
            "dxil.createHandleFromHeap",
            "dxil.createHandleFromHeap",
            "dxil.sampleLevel",
            "dxil.atomicBinOp",
            "dxil.iMul",
            "dxil.waveReadLaneFirst"
        ]
    );
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    for f in [
        "dx.op.createHandleFromHeap",
        "dx.op.sampleLevel.f32",
        "dx.op.atomicBinOp.i32",
        "dx.op.binaryWithTwoOuts.i32",
        "dx.op.waveReadLaneFirst.f32",
    ] {
        m.remove_function(f);
    }
    assert_eq!(export_module(&cx, &m).unwrap(), src);
    llvm_accepts(src);
}

/// A module of `n` functions, each with braces, quotes and semicolons in
/// strings, comments and quoted names inside its body.
fn many_functions(n: usize) -> String {
    let mut src = String::from("%S = type { i32, float }\n@g = global i32 0\n");
    for i in 0..n {
        src.push_str(&format!(
            "define float @f{i}(i32 %x) {{ ; {{ not a brace\nentry:\n  %\"v}}{{\" = add i32 %x, {i}\n  %s = insertvalue {{ i32, {{ float }} }} poison, i32 %\"v}}{{\", 0\n  %t = call float @llvm.sqrt.f32(float 1.0) ; }}\n  %a = alloca %S\n  %b = alloca <{{ i8, [2 x {{ i16 }}] }}>\n  br label %\"l;{{\"\n\"l;{{\":\n  ret float %t\n}}\n"
        ));
    }
    src.push_str("declare float @llvm.sqrt.f32(float)\n");
    src
}

#[test]
fn bodies_read_in_parallel_give_the_module_of_a_serial_read() {
    let src = many_functions(40);
    let print = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            let cx = cx();
            let m = import(&cx, &src);
            (
                dxir_ir::print_module(&cx, &m),
                export_module(&cx, &m).unwrap(),
            )
        })
    };
    let one = print(1);
    assert_eq!(one, print(2));
    assert_eq!(one, print(4));
    // The serial reader sees the same syntax tree.
    let ast = super::parse(&src).unwrap();
    assert_eq!(ast.functions.len(), 41);
    assert!(ast.functions[39].blocks().len() == 2);
    assert!(one.1.contains("%\"v}{\" = add i32 %x, 39"), "{}", one.1);
    llvm_accepts(&one.1);
}

#[test]
fn errors_of_bodies_read_in_parallel_are_those_of_a_serial_read() {
    let good = many_functions(30);
    let err = |src: &str| {
        let cx = cx();
        import_module(&cx, src, "t.ll").unwrap_err().to_string()
    };
    // An import error in an early body and a syntax error in a later one:
    // the syntax error wins, as when the whole text is read first.
    let src = good
        .replacen("%x, 3\n", "%y, 3\n", 1)
        .replacen("%x, 20\n", "%x 20\n", 1);
    let e = err(&src);
    assert!(e.contains("expected ','"), "{e}");
    let line = src.lines().position(|l| l.contains("%x 20")).unwrap() + 1;
    assert!(e.starts_with(&format!("t.ll:{line}:")), "{e}");
    // Import errors alone: the first function's in order.
    let src = good
        .replacen("%x, 3\n", "%y, 3\n", 1)
        .replacen("%x, 20\n", "%z, 20\n", 1);
    let e = err(&src);
    assert!(e.contains("undefined value '%y'"), "{e}");
    // A body whose closing brace is missing is read whole, and so is one
    // with an unbalanced brace inside.
    let e = err("define void @f() {\nentry:\n  ret void\n");
    assert!(e.starts_with("t.ll:4:1: error: expected"), "{e}");
    let e = err(&format!("{good}define void @h() {{\n  ret void\n}}\n}}\n"));
    assert!(e.contains("expected a top-level entity"), "{e}");
    let src = format!("define void @h() {{\n  ret {{ i32 }} {{ i32 0 }}\n\n{good}");
    let serial = super::parse(&src).unwrap_err();
    let e = err(&src);
    assert!(
        e.starts_with(&format!(
            "t.ll:{}:{}: error: {}",
            serial.line, serial.col, serial.message
        )),
        "{e}"
    );
    // An error at the module level after the bodies: the serial order
    // (bodies' syntax first) still holds.
    let e = err(&format!("{good}@g = global i32 1\n"));
    assert!(e.contains("redefinition of '@g'"), "{e}");
}

/// `llvm-as` accepts `text`; a visible skip without LLVM 22 (a failure
/// with `DXIR_REQUIRE_LLVM=1`).
fn assembles(text: &str, test: &str) {
    let Some(llvm_as) = crate::llvm_tools::tool_for_test("llvm-as", test) else {
        return;
    };
    if let Err(e) = crate::llvm_tools::assemble(&llvm_as, text) {
        panic!("llvm-as rejects:\n{e}\n{text}");
    }
}

const UNMANGLED: &str = r#"target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %x = call float @llvm.sqrt(float 2.0)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 0, float %x)
  call void @h(double 4.0)
  ret void
}

define void @h(double %d) {
  %y = call double @llvm.sqrt(double %d)
  %z = call float @llvm.sqrt(float 1.0)
  ret void
}
"#;

#[test]
fn unmangled_intrinsics_get_one_mangled_declaration_per_type() {
    let cx = cx();
    let m = import(&cx, UNMANGLED);
    let text = dxir_ir::print_module(&cx, &m);
    // Matched to their dx ops at both types.
    assert_eq!(
        text.matches("dx.resource.handlefrombinding %").count(),
        2,
        "{text}"
    );
    assert!(text.contains("dx.resource.store.typedbuffer %"), "{text}");
    let out = export_module(&cx, &m).unwrap();
    for decl in [
        "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)",
        "declare target(\"dx.RawBuffer\", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)",
        "declare float @llvm.sqrt.f32(float)",
        "declare double @llvm.sqrt.f64(double)",
    ] {
        assert_eq!(out.matches(decl).count(), 1, "{decl}\n{out}");
    }
    assert!(
        out.contains("%y = call double @llvm.sqrt.f64(double %d)"),
        "{out}"
    );
    assert!(!out.contains("@llvm.sqrt("), "{out}");
    assembles(
        &out,
        "unmangled_intrinsics_get_one_mangled_declaration_per_type",
    );
    // The same module whatever the thread count.
    let two = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .unwrap()
        .install(|| roundtrip(UNMANGLED));
    assert_eq!(two, out);
}

#[test]
fn an_intrinsic_declared_without_its_suffix_is_renamed() {
    let src = "define float @f(float %x) {\n  %a = call float @llvm.sqrt(float %x)\n  ret float %a\n}\n\ndeclare float @llvm.sqrt(float)\n";
    let out = roundtrip(src);
    assert_eq!(out, src.replace("@llvm.sqrt(", "@llvm.sqrt.f32("));
    assembles(&out, "an_intrinsic_declared_without_its_suffix_is_renamed");
}

#[test]
fn an_unknown_intrinsic_called_undeclared_at_two_types_is_an_error() {
    let cx = cx();
    let one_function = "define void @f() {\n  call void @llvm.foo(i32 1)\n  call void @llvm.foo(float 1.0)\n  ret void\n}\n";
    let e = import_module(&cx, one_function, "t.ll").unwrap_err();
    assert!(e.is_unsupported());
    assert_eq!((e.line, e.col), (3, 3));
    assert!(
        e.message()
            .contains("'@llvm.foo' is called with two function types"),
        "{e}"
    );
    let two_functions = "define void @f() {\n  call void @llvm.foo(i32 1)\n  ret void\n}\n\ndefine void @g() {\n  call void @llvm.foo(float 1.0)\n  ret void\n}\n";
    let e = import_module(&cx, two_functions, "t.ll").unwrap_err();
    assert_eq!((e.line, e.col), (7, 3));
    // At one type it is declared once, after the functions.
    let out = roundtrip(&two_functions.replace("float 1.0", "i32 2"));
    assert_eq!(
        out.matches("declare void @llvm.foo(i32)").count(),
        1,
        "{out}"
    );
}

/// The import error of `src`: line, column and message.
fn import_error(src: &str) -> (u32, u32, String) {
    let e = import_module(&cx(), src, "t.ll").expect_err("import fails");
    (e.line, e.col, e.message())
}

const TBAA_TYPES: &str = "!2 = !{!\"int\", !3, i64 0}
!3 = !{!\"omnipotent char\", !4, i64 0}
!4 = !{!\"Simple C++ TBAA\"}
";

#[test]
fn metadata_llvm_accepts_imports_and_round_trips() {
    // A struct-path tag into a struct, a scalar tag, an old-style tag (which
    // LLVM's parser upgrades), a new-format tag, an alias scope, nonnull,
    // align and a scope declaration.
    let src = format!(
        "declare void @llvm.experimental.noalias.scope.decl(metadata)

define i32 @f(ptr %p) {{
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  %v = load i32, ptr %p, align 4, !tbaa !0, !noalias !5
  %w = load i32, ptr %p, align 4, !tbaa !2, !alias.scope !5
  store i32 %w, ptr %p, align 4, !tbaa !8
  %q = load ptr, ptr %p, align 8, !nonnull !11, !align !12
  %x = load i32, ptr %q, align 4, !tbaa !13
  ret i32 %v
}}

!0 = !{{!1, !2, i64 4}}
!1 = !{{!\"S\", !2, i64 0, !2, i64 4}}
{TBAA_TYPES}!5 = !{{!6}}
!6 = distinct !{{!6, !7, !\"scope\"}}
!7 = distinct !{{!7, !\"domain\"}}
!8 = !{{!2, !2, i64 0}}
!11 = !{{}}
!12 = !{{i64 8}}
!13 = !{{!14, !14, i64 0, i64 4}}
!14 = !{{!15, i64 4, !\"int\"}}
!15 = !{{!\"root\"}}
"
    );
    llvm_accepts(&src);
    llvm_accepts(&roundtrip(&src));
}

/// A tag found valid once is not checked again on the next access, but an
/// instruction that may not carry one is still rejected, and so is a bad
/// tag after good ones.
#[test]
fn a_tag_checked_once_still_rejects_where_llvm_does() {
    let src = |last: &str| {
        format!(
            "define i32 @f(ptr %p) {{\n  %v = load i32, ptr %p, align 4, !tbaa !0\n  store i32 %v, ptr %p, align 4, !tbaa !0\n  {last}\n  ret i32 %v\n}}\n\n!0 = !{{!2, !2, i64 0}}\n!1 = !{{!2, !2, i64 4}}\n{TBAA_TYPES}"
        )
    };
    let ok = src("%w = load i32, ptr %p, align 4, !tbaa !0");
    import(&cx(), &ok);
    llvm_accepts(&ok);
    let (l, _, m) = import_error(&src("%w = add i32 %v, 1, !tbaa !0"));
    assert!(
        m.contains("This instruction shall not have a TBAA access tag!"),
        "{m}"
    );
    assert_eq!(l, 4, "{m}");
    let (l, _, m) = import_error(&src("%w = load i32, ptr %p, align 4, !tbaa !1"));
    assert!(
        m.contains("Offset not zero at the point of scalar access"),
        "{m}"
    );
    assert_eq!(l, 9, "{m}");
}

/// Parameter attribute lists and attachments are made once per function
/// for each distinct list written: repeats and near repeats (another
/// item, another order, another node) each read as written, attachments
/// in order of kind as ever.
#[test]
fn repeated_attribute_lists_and_attachments_read_as_written() {
    let src = format!(
        "define void @f(ptr %p, i32 %x) {{
  call void @g(ptr noundef nonnull align 4 %p, i32 noundef %x)
  call void @g(ptr noundef nonnull align 4 %p, i32 noundef %x)
  call void @g(ptr nonnull noundef align 4 %p, i32 %x)
  call void @g(ptr noundef nonnull align 8 %p, i32 noundef %x)
  %a = load i32, ptr %p, align 4, !tbaa !0
  %b = load i32, ptr %p, align 4, !tbaa !0
  %c = load i32, ptr %p, align 4, !tbaa !1
  %d = load i32, ptr %p, align 4, !tbaa !0, !noundef !5
  %e = load i32, ptr %p, align 4, !noundef !5, !tbaa !1
  ret void
}}

declare void @g(ptr, i32)

!0 = !{{!2, !2, i64 0}}
!1 = !{{!3, !3, i64 0}}
{TBAA_TYPES}!5 = !{{}}
"
    );
    let sorted = src.replace("!tbaa !0, !noundef !5", "!noundef !5, !tbaa !0");
    assert_eq!(roundtrip(&src), sorted);
    assert_eq!(roundtrip(&sorted), sorted);
    llvm_accepts(&src);
}

/// The tags found valid are shared by the functions' imports, which run in
/// parallel: a tag valid on the accesses of many functions still makes an
/// error at an instruction of another that may not carry one, and a bad
/// tag beside it is still checked.
#[test]
fn a_tag_found_valid_in_other_functions_still_rejects_where_llvm_does() {
    let src = |last: &str| {
        let mut text = String::new();
        for i in 0..16 {
            text.push_str(&format!(
                "define i32 @f{i}(ptr %p) {{\n  %v = load i32, ptr %p, align 4, !tbaa !0\n  store i32 %v, ptr %p, align 4, !tbaa !0\n  ret i32 %v\n}}\n\n"
            ));
        }
        text.push_str(&format!(
            "define i32 @g(ptr %p) {{\n  %v = load i32, ptr %p, align 4, !tbaa !0\n  {last}\n  ret i32 %v\n}}\n\n!0 = !{{!2, !2, i64 0}}\n!1 = !{{!2, !2, i64 4}}\n{TBAA_TYPES}"
        ));
        text
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a pool");
    let ok = src("%w = load i32, ptr %p, align 4, !tbaa !0");
    pool.install(|| import(&cx(), &ok));
    llvm_accepts(&ok);
    // @g starts on line 97: its `define`, then the load.
    let (l, _, m) = pool.install(|| import_error(&src("%w = add i32 %v, 1, !tbaa !0")));
    assert!(
        m.contains("This instruction shall not have a TBAA access tag!"),
        "{m}"
    );
    assert_eq!(l, 99, "{m}");
    let (l, _, m) = pool.install(|| import_error(&src("%w = load i32, ptr %p, align 4, !tbaa !1")));
    assert!(
        m.contains("Offset not zero at the point of scalar access"),
        "{m}"
    );
    assert_eq!(l, 104, "{m}");
}

#[test]
fn metadata_llvm_rejects_is_an_error_at_the_node() {
    let load = |tag: &str| {
        format!(
            "define i32 @f(ptr %p) {{\n  %v = load i32, ptr %p, align 4, !tbaa !0\n  ret i32 %v\n}}\n\n!0 = {tag}\n{TBAA_TYPES}"
        )
    };
    let cases = [
        (
            load("!{!2, !2, i64 4}"),
            6,
            "Offset not zero at the point of scalar access",
        ),
        (
            load("!{!2, !2, i32 0}"),
            6,
            "Access bit-width not the same as description bit-width",
        ),
        (
            load("!{!3, !2, i64 0}"),
            6,
            "Did not see access type in access path!",
        ),
        (
            load("!{!2, !2, i64 0, i64 2}"),
            6,
            "Immutability part of the struct tag metadata must be either 0 or 1",
        ),
        (
            load("!{!2, !2, i64 0, i64 0, i64 0}"),
            6,
            "Struct tag metadata must have either 3 or 4 operands",
        ),
        (
            load("!{!2, !\"x\", i64 0}"),
            6,
            "Malformed struct tag metadata",
        ),
        (
            load("!{!2, !2, !\"x\"}"),
            6,
            "Offset must be constant integer",
        ),
        (
            load("!{!5, !2, i64 0}\n!5 = !{!\"S\", !2, i64 4, !2, i64 0}"),
            7,
            "Offsets must be increasing!",
        ),
        (
            load("!{!5, !2, i64 0}\n!5 = !{!\"S\", !2, i64 4}"),
            7,
            "Could not find TBAA parent in struct type node",
        ),
        // Old-style: upgraded to `!{T, T, i64 0}`, whose access type is
        // not a scalar type node.
        (
            load("!{!\"int\", !3, i64 0, i64 0}"),
            6,
            "Access type node must be a valid scalar type",
        ),
    ];
    for (src, line, message) in cases {
        let (l, _, m) = import_error(&src);
        assert!(
            m.starts_with("!tbaa: ") && m.contains(message),
            "{src}\n{m}"
        );
        assert_eq!(l, line, "{src}\n{m}");
    }
    // A two-operand base node that is not a scalar type node: LLVM stops
    // checking there without an error, so dxir takes it too.
    let odd = load("!{!5, !2, i64 0}\n!5 = !{i32 1, i32 8}");
    import(&cx(), &odd);
    llvm_accepts(&odd);
    let scopes = |list: &str, kind: &str| {
        format!(
            "define i32 @f(ptr %p) {{\n  %v = load i32, ptr %p, align 4, !{kind} !0\n  ret i32 %v\n}}\n\n!0 = {list}\n!1 = distinct !{{!1, !2, !\"scope\"}}\n!2 = distinct !{{!2, !\"domain\"}}\n!3 = !{{!\"a\", !2, !4}}\n!4 = !{{!\"d\", !\"e\", !\"f\"}}\n"
        )
    };
    let cases = [
        (
            scopes("!{!1, !\"x\"}", "noalias"),
            6,
            "!noalias: scope list must consist of MDNodes",
        ),
        (
            scopes("!{!3}", "alias.scope"),
            9,
            "!alias.scope: third scope operand must be string (if used)",
        ),
        (
            scopes("!{!5}\n!5 = !{!\"s\", !4}", "noalias"),
            11,
            "!noalias: domain must have one or two operands",
        ),
        (
            scopes("!{!5}\n!5 = !{!\"only\"}", "noalias"),
            7,
            "!noalias: scope must have two or three operands",
        ),
        (
            scopes("!{!4}", "noalias"),
            10,
            "!noalias: second scope operand must be MDNode",
        ),
    ];
    for (src, line, message) in cases {
        let (l, _, m) = import_error(&src);
        assert_eq!((l, m.as_str()), (line, message), "{src}");
    }
    let (l, c, m) = import_error(
        "define i32 @f(i32 %a) {\n  %v = add i32 %a, 1, !nonnull !0\n  ret i32 %v\n}\n!0 = !{}\n",
    );
    assert_eq!((l, c), (5, 1));
    assert_eq!(m, "!nonnull: nonnull applies only to pointer types");
}

#[test]
fn intrinsic_calls_are_checked_against_declaration_and_signature() {
    let call = |decl: &str, call: &str| {
        format!("{decl}\n\ndefine void @f(i32 %a, float %x, ptr %p) {{\n  {call}\n  ret void\n}}\n")
    };
    // The call's type is not the declaration's.
    let (l, c, m) = import_error(&call(
        "declare float @llvm.sqrt.f32(float)",
        "%r = call float @llvm.sqrt.f32(i32 %a)",
    ));
    assert_eq!((l, c), (4, 3));
    assert!(
        m.starts_with("intrinsic called with incompatible signature"),
        "{m}"
    );
    // Declared and called alike, but not as LLVM defines the intrinsic.
    for (decl, c, message) in [
        ("declare i32 @llvm.sqrt.i32(i32)", "%r = call i32 @llvm.sqrt.i32(i32 %a)", "Intrinsic has incorrect return type!"),
        ("declare float @llvm.fmuladd.f32(float, float, i32)", "%r = call float @llvm.fmuladd.f32(float %x, float %x, i32 %a)", "Intrinsic has incorrect argument type!"),
        ("declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32)", "call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 %a)", "Callsite was not defined with variable arguments!"),
        ("declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)", "%c = icmp eq i32 %a, 0\n  call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 %a, i1 %c)", "immarg operand has non-immediate parameter"),
    ] {
        let (_, _, m) = import_error(&call(decl, c));
        assert!(m.starts_with(message), "{decl}: {m}");
    }
    // What LLVM accepts imports.
    let ok = call(
        "declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)\ndeclare i32 @llvm.abs.i32(i32, i1)\ndeclare <2 x float> @llvm.fabs.v2f32(<2 x float>)",
        "call void @llvm.memcpy.p0.p0.i32(ptr %p, ptr %p, i32 %a, i1 false)\n  %b = call i32 @llvm.abs.i32(i32 %a, i1 true)\n  %v = call <2 x float> @llvm.fabs.v2f32(<2 x float> zeroinitializer)",
    );
    llvm_accepts(&ok);
    llvm_accepts(&roundtrip(&ok));
}

#[test]
fn attributes_out_of_their_positions_are_rejected_at_the_word() {
    for (src, col, place) in [
        (
            "declare void @f() #0\nattributes #0 = { noundef }\n",
            19,
            "functions",
        ),
        ("declare willreturn i32 @f()\n", 9, "return values"),
        ("declare void @f(ptr nounwind)\n", 21, "parameters"),
        ("declare void @f() nonnull\n", 19, "functions"),
    ] {
        let (_, c, m) = import_error(src);
        assert_eq!(
            (c, m.as_str()),
            (
                col,
                format!("this attribute does not apply to {place}").as_str()
            ),
            "{src}"
        );
    }
}

#[test]
fn intrinsic_values_and_boolean_strings_are_rejected() {
    for (src, line, col, message) in [
        (
            "declare i32 @llvm.dx.thread.id(i32)\ndefine void @f(ptr %p) {\n  store ptr @llvm.dx.thread.id, ptr %p\n  ret void\n}\n",
            3,
            3,
            "Cannot take the address of an intrinsic!",
        ),
        (
            "declare void @f() #0\nattributes #0 = { \"no-nans-fp-math\"=\"1\" }\n",
            2,
            37,
            "invalid value for 'no-nans-fp-math' attribute: 1",
        ),
    ] {
        let (l, c, m) = import_error(src);
        assert_eq!((l, c), (line, col), "{src}\n{m}");
        assert!(m.starts_with(message), "{src}\n{m}");
    }
    // What LLVM accepts: a handle in an intrinsic's signature, `dx.Padding`
    // anywhere, empty and boolean values, other strings unchecked. (A
    // handle in another function's signature LLVM 22 rejects; dxir reads
    // it but refuses to write it back, see docs/fuzzing.md.)
    let ok = "declare target(\"dx.RawBuffer\", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare void @pad(target(\"dx.Padding\", 4)) #0

attributes #0 = { \"no-nans-fp-math\"=\"\" \"no-infs-fp-math\"=\"false\" \"no-trapping-math\"=\"maybe\" }
";
    llvm_accepts(ok);
    llvm_accepts(&roundtrip(ok));
}

/// `@f`: a chain of `n` adds, the `i`th adding `constant(i)` (so the
/// number of distinct constants is up to the caller), then a `ret`.
fn add_chain(n: usize, constant: impl Fn(usize) -> usize) -> String {
    let mut src = String::from("define i32 @f(i32 %x) {\nentry:\n  %v0 = add i32 %x, 1\n");
    for i in 1..n {
        src.push_str(&format!("  %v{i} = add i32 %v{}, {}\n", i - 1, constant(i)));
    }
    src.push_str(&format!("  ret i32 %v{}\n}}\n", n - 1));
    src
}

#[test]
fn imported_bodies_are_compacted_when_growth_left_them_sparse() {
    // More ops than the importer's guess (an op per instruction and half
    // as many more), so the arenas grew by doubling while reading: 300
    // instructions and 300 distinct constants fill two thirds of the
    // doubled arena, which is sparse, so the importer compacts it.
    let src = add_chain(300, |i| i + 1);
    let cx = cx();
    let m = import(&cx, &src);
    let body = m.functions()[0].body();
    assert!(body.num_ops() > 550);
    // Compaction leaves an eighth of the ops and of the values (about as
    // many) free; doubling had left a third of them.
    assert!(
        body.free_slots() <= body.num_ops() / 4 + 2,
        "{} free slots for {} ops",
        body.free_slots(),
        body.num_ops()
    );
}

#[test]
fn imported_bodies_have_room_for_the_first_passes() {
    // clang's functions read into about 1.2 ops an instruction (a constant
    // op for every fifth here): the arenas keep room for a pass to add a
    // fifth as many ops again without doubling (with room for a quarter
    // more ops than instructions in all, about 4% was left).
    let src = add_chain(300, |i| if i % 5 == 0 { i } else { 1 });
    let cx = cx();
    let m = import(&cx, &src);
    let body = m.functions()[0].body();
    let room = body.op_capacity() - body.num_ops();
    assert!(
        room >= body.num_ops() / 5,
        "room for {room} more ops beside {}",
        body.num_ops()
    );
}

#[test]
fn imported_bodies_are_never_left_sparse() {
    // Bodies of several sizes and constant mixes: whatever the guess and
    // the growth left, no imported body is a quarter free or more.
    for (n, every) in [(40, 1), (300, 1), (300, 2), (300, 3), (1000, 5), (2000, 1)] {
        let src = add_chain(n, |i| if i % every == 0 { i } else { 1 });
        let cx = cx();
        let m = import(&cx, &src);
        let body = m.functions()[0].body();
        assert!(
            !body.is_sparse(),
            "{n} instructions, a new constant every {every}"
        );
    }
}

/// Drops every definition but `@main` and what its text mentions.
fn main_and_mentions(_: &Context, outline: &super::Outline<'_, '_>) -> Vec<bool> {
    let defs = &outline.definitions;
    let main = defs.iter().find(|d| d.header.name() == "main");
    defs.iter()
        .map(|d| {
            d.header.name() != "main"
                && !main.is_some_and(|m| m.mentions.contains(&d.header.name()))
        })
        .collect()
}

#[test]
fn pruned_import_drops_what_it_is_told_and_keeps_the_rest_as_it_was() {
    let src = "declare void @ext()\n\
        define hidden void @dead() {\n  call void @llvm.undeclared()\n  ret void\n}\n\
        define hidden void @used() {\n  ret void\n}\n\
        define void @main() {\n  call void @used()\n  call void @ext()\n  ret void\n}\n";
    let cx = cx();
    let pruning = super::Pruning {
        dead: &main_and_mentions,
        verify: dxir_ir::VerifyOptions::default(),
    };
    let pruned = super::import_module_pruned(&cx, src, "p.ll", &pruning).unwrap();
    let whole = import(&cx, src);
    let names = |m: &Module| -> Vec<String> {
        m.functions().iter().map(|f| f.name().to_string()).collect()
    };
    // The dropped helper's undeclared intrinsic is declared all the same.
    assert_eq!(
        names(&whole),
        ["ext", "dead", "used", "main", "llvm.undeclared"]
    );
    assert_eq!(names(&pruned), ["ext", "used", "main", "llvm.undeclared"]);
    for name in ["used", "main"] {
        let f = |m: &Module| {
            let f = m.functions().iter().find(|f| f.name() == name).unwrap();
            dxir_ir::print_function(&cx, f)
        };
        assert_eq!(f(&pruned), f(&whole));
    }
}

#[test]
fn pruned_import_keeps_a_dropped_definition_that_does_not_verify_and_reports_bad_text() {
    let cx = cx();
    let pruning = super::Pruning {
        dead: &main_and_mentions,
        verify: dxir_ir::VerifyOptions::default(),
    };
    // A use its definition does not dominate: the verifier's to report.
    let src = "define hidden i32 @dead(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\ndefine void @main() {\n  ret void\n}\n";
    let m = super::import_module_pruned(&cx, src, "v.ll", &pruning).unwrap();
    assert!(m.functions().iter().any(|f| f.name() == "dead"));
    let errors = dxir_ir::verify_module(&cx, &m, &dxir_ir::VerifyOptions::default());
    assert!(errors
        .unwrap_err()
        .to_string()
        .contains("does not dominate"));
    // What the importer rejects in a dropped body is an error as before.
    let bad =
        "define hidden void @dead() {\n  ret i32 0\n}\ndefine void @main() {\n  ret void\n}\n";
    let pruned = super::import_module_pruned(&cx, bad, "b.ll", &pruning).unwrap_err();
    let whole = super::import_module(&cx, bad, "b.ll").unwrap_err();
    assert_eq!(pruned.to_string(), whole.to_string());
}

/// A body large enough to be written in several runs of blocks on the pool
/// prints as one writer prints it: attribute groups numbered by first use
/// across the runs, undeclared intrinsics declared in the order of their
/// first call, labels and values as written.
#[test]
fn a_large_body_written_in_runs_reads_as_one_writer_writes_it() {
    use std::fmt::Write;
    let blocks = 4000;
    // `@first` takes group #0, so the groups of `@f`'s runs are not
    // numbered from 0 in the module.
    let mut src = String::from(
        "declare void @g(float)\n\ndefine void @first() #0 {\n  ret void\n}\n\ndefine void @f(float %x) #1 {\nentry:\n  br label %b0\n",
    );
    for i in 0..blocks {
        write!(src, "\nb{i}:\n").unwrap();
        // The second group and the second intrinsic are first used in the
        // last blocks, in a later run than the first ones.
        let (callee, group) = if i < blocks - 10 {
            ("@llvm.floor.f32", 2)
        } else {
            ("@llvm.fabs.f32", 3)
        };
        write!(
            src,
            "  %v{i} = call float {callee}(float %x)\n  call void @g(float %v{i}) #{group}\n"
        )
        .unwrap();
        if i + 1 < blocks {
            writeln!(src, "  br label %b{}", i + 1).unwrap();
        } else {
            src.push_str("  ret void\n");
        }
    }
    src.push_str("}\n\nattributes #0 = { noinline }\nattributes #1 = { nounwind }\nattributes #2 = { convergent }\nattributes #3 = { nounwind memory(none) }\n");
    let cx = cx();
    let m = import(&cx, &src);
    let ops = m.function("f").map_or(0, |f| f.body().num_ops());
    assert!(ops > 2 * 4096, "{ops} ops: too small to be split");
    let expected = src.replace(
        "\nattributes #0",
        "\ndeclare float @llvm.floor.f32(float)\n\ndeclare float @llvm.fabs.f32(float)\n\nattributes #0",
    );
    let out = export_module(&cx, &m).unwrap_or_else(|e| panic!("{e}"));
    if out != expected {
        let at = out.bytes().zip(expected.bytes()).position(|(a, b)| a != b);
        panic!(
            "differs at byte {at:?}:\n{}",
            &out[at.unwrap_or(0).saturating_sub(200)..]
                [..400.min(out.len() - at.unwrap_or(0).saturating_sub(200))]
        );
    }
    llvm_accepts(&out);
}

/// A module with what the text after the functions depends on: globals,
/// metadata, attribute groups numbered as the functions first use them,
/// and an intrinsic called without a declaration.
const PARTS_SRC: &str = "\
@g = internal global i32 0

define float @a(float %x) #0 {
  %y = call float @llvm.fabs.f32(float %x)
  ret float %y
}

define void @b() #1 {
  call void @c() #0
  ret void
}

declare void @c()

attributes #0 = { nounwind }
attributes #1 = { convergent \"hlsl.shader\"=\"compute\" }

!llvm.ident = !{!0}

!0 = !{!\"clang\"}
";

#[test]
fn a_module_handed_on_in_parts_is_the_text_of_one_string() {
    let cx = cx();
    let m = import(&cx, PARTS_SRC);
    let whole = export_module(&cx, &m).unwrap();
    // Parts of one byte: the text is handed on after every function.
    for part in [1, 40, 1 << 20] {
        let mut out = Vec::new();
        super::export::export_in_parts(&cx, &m, &mut out, part).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            whole,
            "parts of {part} bytes"
        );
    }
    let mut out = Vec::new();
    super::export_module_to(&cx, &m, &mut out).unwrap();
    assert_eq!(out, whole.into_bytes());
}

/// A writer that fails once it has taken `room` bytes.
struct Full {
    room: usize,
    taken: Vec<u8>,
}

impl std::io::Write for Full {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if self.taken.len() + buf.len() > self.room {
            return Err(std::io::Error::other("no room"));
        }
        self.taken.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_writer_that_fails_stops_the_text_and_is_the_error() {
    let cx = cx();
    let m = import(&cx, PARTS_SRC);
    let whole = export_module(&cx, &m).unwrap();
    let mut out = Full {
        room: whole.len() / 2,
        taken: Vec::new(),
    };
    let e = super::export::export_in_parts(&cx, &m, &mut out, 1).unwrap_err();
    assert!(matches!(e, super::ExportToError::Write(_)), "{e}");
    assert_eq!(e.to_string(), "no room");
    // What it took is the start of the text, and nothing after the error.
    assert!(whole.as_bytes().starts_with(&out.taken));
    assert!(out.taken.len() <= whole.len() / 2);
}

/// Many functions, each with one of a few attribute sets, so that the
/// export's batches (a few dozen functions each) number the attribute
/// groups in the join while the next batch is being written.
fn many_functions_src(n: usize) -> String {
    let mut src = String::new();
    for i in 0..n {
        let group = [0, 1, 2, 0, 3][i % 5];
        src.push_str(&format!(
            "define float @f{i}(float %x) #{group} {{\n  %y = fadd float %x, {i}.0\n  %z = call float @llvm.fabs.f32(float %y) #{}\n  ret float %z\n}}\n\n",
            (group + 1) % 4
        ));
    }
    src.push_str(
        "attributes #0 = { nounwind }\nattributes #1 = { convergent }\nattributes #2 = { noinline }\nattributes #3 = { \"a\"=\"b\" }\n",
    );
    src
}

#[test]
fn batches_joined_while_the_next_is_written_give_the_serial_text() {
    let cx = cx();
    let m = import(&cx, &many_functions_src(300));
    let serial = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| export_module(&cx, &m).unwrap());
    assert!(serial.contains("@f299"), "{serial}");
    for threads in [2, 4] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        let text = pool.install(|| export_module(&cx, &m).unwrap());
        assert_eq!(text, serial, "{threads} threads");
        for part in [1, 1 << 12] {
            let mut out = Vec::new();
            pool.install(|| super::export::export_in_parts(&cx, &m, &mut out, part).unwrap());
            assert_eq!(
                String::from_utf8(out).unwrap(),
                serial,
                "{threads} threads, parts of {part}"
            );
        }
    }
}
