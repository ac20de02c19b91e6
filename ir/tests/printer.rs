//! The printer's output for hand-built modules, compared with text written
//! (and checked) by hand.

use dxir_ir::{
    parse_module, print_function, print_module, print_module_with, AttrData, Builder, Context,
    Function, Loc, Module, OpSpec, PrintOptions, StructBody,
};

/// A module with a symbol op, a declaration and a function with branches,
/// block arguments, a nested region and several attribute kinds.
fn sample(cx: &Context) -> Module {
    let t = *cx.types();
    let mut m = Module::new();
    let one = cx.int_attr(t.i32, 1);
    let six = cx.int_attr(t.i32, 6);
    m.attrs.set(
        cx.ident("dx.version"),
        cx.intern_attr(AttrData::Array(vec![one, six])),
    );
    m.attrs.set(cx.ident("a.first"), cx.unit_attr());
    let handle = cx.named_type("dx.types.Handle");
    cx.set_struct_body(
        handle,
        StructBody::Fields {
            fields: vec![t.ptr],
            packed: false,
        },
    )
    .unwrap();
    cx.set_struct_body(cx.named_type("Opaque"), StructBody::Opaque)
        .unwrap();

    let v4 = cx.vector_type(t.float, 4);
    let buffer = cx.target_ext_type("dx.TypedBuffer", vec![v4], vec![1, 0, 0]);
    let binding = cx.intern_attr(AttrData::Dict(vec![
        ("register".into(), cx.int_attr(t.i32, 3)),
        ("space".into(), cx.int_attr(t.i32, 0)),
    ]));
    let g = OpSpec::new(cx.op_name("hl.resource"), Loc::UNKNOWN)
        .with_attr(cx, "sym_name", cx.str_attr("buf"))
        .with_attr(cx, "binding", binding)
        .with_attr(cx, "type", cx.type_attr(buffer));
    m.add_global(cx, g).unwrap();

    let ext = cx.function_type(t.i32, vec![t.ptr, handle], true);
    m.add_function(Function::declare(cx, "ext", ext, Loc::UNKNOWN))
        .unwrap();

    let fty = cx.function_type(t.float, vec![t.i32, t.float], false);
    let mut f = Function::define(cx, "main", fty, Loc::UNKNOWN);
    f.attrs_mut()
        .set(cx.ident("hlsl.shader"), cx.str_attr("compute"));
    let (x, y) = (f.params()[0], f.params()[1]);
    let entry = f.entry().unwrap();
    let body = f.body_mut();
    let bb1 = body.create_block();
    body.append_block(body.root(), bb1);
    let arg = body.add_block_arg(bb1, t.float);
    let bb2 = body.create_block();
    body.append_block(body.root(), bb2);

    let mut b = Builder::at_end(cx, body, entry);
    let unit = cx.unit_attr();
    let sum = b.op_with_attrs("arith.add", &[x, x], &[t.i32], &[("nsw", unit)]);
    let sum = b.body().result(sum, 0);
    let slt = cx.str_attr("slt");
    let cmp = b.op_with_attrs("arith.cmp", &[sum, x], &[t.i1], &[("pred", slt)]);
    let cmp = b.body().result(cmp, 0);
    let br = b
        .spec("cf.cond_br")
        .with_operands([cmp])
        .with_successor(bb1, [y])
        .with_successor(bb2, []);
    b.insert(br);

    let exec = body.create_op(
        OpSpec::new(cx.op_name("scf.execute"), Loc::UNKNOWN)
            .with_results([t.float])
            .with_regions(1),
    );
    body.append_op(bb1, exec);
    let inner = body.create_block();
    body.append_block(body.regions(exec)[0], inner);
    let mut b = Builder::at_end(cx, body, inner);
    let neg = b.value("arith.fneg", &[arg], t.float);
    b.op("scf.yield", &[neg], &[]);
    let mut b = Builder::at_end(cx, body, bb1);
    let r = b.body().result(exec, 0);
    b.op("func.return", &[r], &[]);

    let mut b = Builder::at_end(cx, body, bb2);
    let c = cx.intern_attr(AttrData::Float {
        bits: 1.5f32.to_bits() as u64,
        ty: t.float,
    });
    let k = b.op_with_attrs("arith.constant", &[], &[t.float], &[("value", c)]);
    let k = b.body().result(k, 0);
    b.op("func.return", &[k], &[]);
    m.add_function(f).unwrap();
    m
}

/// Blocks are numbered per function in textual order, counting blocks whose
/// header is not shown: the region of `scf.execute` holds `^bb2`.
const SAMPLE: &str = r#"module attributes {a.first, dx.version = [1 : i32, 6 : i32]}

type %Opaque = opaque
type %dx.types.Handle = {ptr}

"hl.resource"() {binding = {register = 3 : i32, space = 0 : i32}, sym_name = "buf", type = type(target("dx.TypedBuffer", <4 x float>, 1, 0, 0))} : () -> ()

func @ext(ptr, %dx.types.Handle, ...) -> i32

func @main(%0: i32, %1: float) -> float attributes {hlsl.shader = "compute"} {
  %2 = "arith.add"(%0, %0) {nsw} : (i32, i32) -> i32
  %3 = "arith.cmp"(%2, %0) {pred = "slt"} : (i32, i32) -> i1
  "cf.cond_br"(%3) [^bb1(%1), ^bb3] : (i1) -> ()
^bb1(%4: float):
  %5 = "scf.execute"() ({
    %6 = "arith.fneg"(%4) : (float) -> float
    "scf.yield"(%6) : (float) -> ()
  }) : () -> float
  "func.return"(%5) : (float) -> ()
^bb3:
  %7 = "arith.constant"() {value = 1.5 : float} : () -> float
  "func.return"(%7) : (float) -> ()
}
"#;

#[test]
fn module_prints_as_written_by_hand() {
    let cx = Context::new();
    let m = sample(&cx);
    assert_eq!(print_module(&cx, &m), SAMPLE);
}

#[test]
fn hand_written_text_parses_and_prints_back() {
    let cx = Context::new();
    let m = parse_module(&cx, SAMPLE, "sample.dxir").unwrap();
    assert_eq!(print_module(&cx, &m), SAMPLE);
}

#[test]
fn a_function_prints_alone() {
    let cx = Context::new();
    let m = sample(&cx);
    let text = print_function(&cx, m.function("ext").unwrap());
    assert_eq!(text, "func @ext(ptr, %dx.types.Handle, ...) -> i32\n");
}

#[test]
fn comments_and_block_order_in_input_do_not_matter() {
    let cx = Context::new();
    let src = r#"
// Any names, any order of blocks, comments anywhere.
func @f(%n: i32) -> i32 {
  "cf.br"() [^exit(%sum)] : () -> ()   // %sum is defined below
^exit(%result: i32):
  "func.return"(%result) : (i32) -> ()
^"the block":
  %sum = "arith.add"(%n, %n) : (i32, i32) -> i32
  "cf.br"() [^exit(%sum)] : () -> ()
}
"#;
    let m = parse_module(&cx, src, "f.dxir").unwrap();
    // Source names are kept; comments are not.
    assert_eq!(
        print_module(&cx, &m),
        r#"func @f(%n: i32) -> i32 {
  "cf.br"() [^exit(%sum)] : () -> ()
^exit(%result: i32):
  "func.return"(%result) : (i32) -> ()
^"the block":
  %sum = "arith.add"(%n, %n) : (i32, i32) -> i32
  "cf.br"() [^exit(%sum)] : () -> ()
}
"#
    );
}

#[test]
fn regions_print_their_entry_header_only_when_needed() {
    let cx = Context::new();
    let src = r#"func @f() {
  "t.r"() ({
  }, {}, {
  ^bb1(%0: i32):
    "t.y"(%0) : (i32) -> ()
  }, {
    "t.y"() : () -> ()
  ^bb3:
    "t.y"() : () -> ()
  }) : () -> ()
}
"#;
    let m = parse_module(&cx, src, "r.dxir").unwrap();
    // The first region has no blocks: the same as `{}`.
    let expected = src.replace("({\n  }, {}", "({}, {}");
    assert_eq!(print_module(&cx, &m), expected);
    // A region with one empty block keeps its header.
    let one_empty = "func @f() {\n  \"t.r\"() ({\n  ^bb1:\n  }) : () -> ()\n}\n";
    let m = parse_module(&cx, one_empty, "r.dxir").unwrap();
    assert_eq!(print_module(&cx, &m), one_empty);
}

#[test]
fn locations_print_when_asked() {
    let cx = Context::new();
    let src = "func @f(%0: i32) {\n  %1 = \"t.neg\"(%0) : (i32) -> i32\n  \"t.ret\"() : () -> () loc(unknown)\n}\n";
    let m = parse_module(&cx, src, "dir/a b.dxir").unwrap();
    let opts = PrintOptions { locs: true };
    let with = print_module_with(&cx, &m, &opts);
    assert_eq!(
        with,
        "func @f(%0: i32) loc(\"dir/a b.dxir\":1:1) {\n  %1 = \"t.neg\"(%0) : (i32) -> i32 loc(\"dir/a b.dxir\":2:3)\n  \"t.ret\"() : () -> () loc(unknown)\n}\n"
    );
    // Explicit locations override the position in the parsed file.
    let again = parse_module(&cx, &with, "elsewhere.dxir").unwrap();
    assert_eq!(print_module_with(&cx, &again, &opts), with);
    // Without the option, nothing about locations is printed.
    assert_eq!(print_module(&cx, &again), src.replace(" loc(unknown)", ""));
}

#[test]
fn odd_names_are_quoted() {
    let cx = Context::new();
    let src = r#"type %"a b" = <{i8}>

"x y"() {"" = @"sym with \"quote\"", "1key" = unit, key = @ok.name} : () -> ()

func @"f\0A"(%"a b") -> %"a b"
"#;
    let m = parse_module(&cx, src, "q.dxir").unwrap();
    let want = src.replace("\"1key\" = unit", "\"1key\"");
    assert_eq!(print_module(&cx, &m), want);
}

#[test]
fn printing_does_not_depend_on_interning_order() {
    // Intern names, attributes and types in the opposite order first.
    let cx = Context::new();
    for k in [
        "type",
        "sym_name",
        "binding",
        "space",
        "register",
        "hlsl.shader",
    ] {
        cx.ident(k);
    }
    let _ = cx.named_type("Opaque");
    let _ = cx.int_type(77);
    let m = sample(&cx);
    assert_eq!(print_module(&cx, &m), SAMPLE);
}

#[test]
fn the_examples_in_the_docs_are_canonical() {
    let doc = include_str!("../../docs/text-format.md");
    // The first code block, and the first of the section on source names.
    let names = doc.find("## Source names").expect("a names section");
    for from in [0, names] {
        let start = from + doc[from..].find("```\n").expect("a code block") + 4;
        let end = start + doc[start..].find("```").expect("its end");
        let example = &doc[start..end];
        let cx = Context::new();
        let m = parse_module(&cx, example, "text-format.md").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(print_module(&cx, &m), example);
    }
}

/// A function whose values and blocks carry source names, set through the
/// API the LLVM importer uses.
fn named(cx: &Context) -> Module {
    let t = *cx.types();
    let fty = cx.function_type(t.i32, vec![t.i32, t.i32], false);
    let mut f = Function::define(cx, "f", fty, Loc::UNKNOWN);
    let (x, y) = (f.params()[0], f.params()[1]);
    let entry = f.entry().unwrap();
    let body = f.body_mut();
    body.set_value_name(x, Some("x"));
    // Digit-only names would read back as numbers.
    body.set_value_name(y, Some("7"));
    body.set_block_name(entry, Some("entry"));
    // Looks like a number, so it prints quoted.
    let bb3 = body.create_block();
    body.append_block(body.root(), bb3);
    body.set_block_name(bb3, Some("bb3"));
    let arg = body.add_block_arg(bb3, t.i32);
    body.set_value_name(arg, Some("a b"));
    let unnamed = body.create_block();
    body.append_block(body.root(), unnamed);
    // The first `loop` is the nested region's entry, so this one is
    // numbered: names are unique per function, not per region.
    let looped = body.create_block();
    body.append_block(body.root(), looped);
    body.set_block_name(looped, Some("loop"));

    let mut b = Builder::at_end(cx, body, entry);
    let sum = b.value("arith.add", &[x, y], t.i32);
    b.body().set_value_name(sum, Some("sum"));
    let again = b.value("arith.mul", &[sum, sum], t.i32);
    b.body().set_value_name(again, Some("sum"));
    let br = b
        .spec("cf.cond_br")
        .with_operands([again])
        .with_successor(bb3, [sum])
        .with_successor(unnamed, []);
    b.insert(br);

    let exec = body.create_op(
        OpSpec::new(cx.op_name("scf.execute"), Loc::UNKNOWN)
            .with_results([t.i32])
            .with_regions(1),
    );
    body.append_op(bb3, exec);
    let r = body.result(exec, 0);
    body.set_value_name(r, Some("mul.i"));
    let inner = body.create_block();
    body.append_block(body.regions(exec)[0], inner);
    body.set_block_name(inner, Some("loop"));
    let mut b = Builder::at_end(cx, body, inner);
    let neg = b.value("arith.neg", &[arg], t.i32);
    b.op("scf.yield", &[neg], &[]);
    let mut b = Builder::at_end(cx, body, bb3);
    b.op("func.return", &[r], &[]);

    let mut b = Builder::at_end(cx, body, unnamed);
    let c = b.op_with_attrs(
        "arith.constant",
        &[],
        &[t.i32],
        &[("value", cx.int_attr(t.i32, 0))],
    );
    let c = b.body().result(c, 0);
    b.body().set_value_name(c, Some("sum"));
    let br = b.spec("cf.br").with_successor(looped, []);
    b.insert(br);
    let mut b = Builder::at_end(cx, body, looped);
    b.op("func.return", &[c], &[]);

    let mut m = Module::new();
    m.add_function(f).unwrap();
    m
}

/// Names print where they are unique in the function; the rest, and
/// unnamed values and blocks, are numbered in textual order counting only
/// what is numbered.
const NAMED: &str = r#"func @f(%x: i32, %0: i32) -> i32 ^entry {
  %sum = "arith.add"(%x, %0) : (i32, i32) -> i32
  %1 = "arith.mul"(%sum, %sum) : (i32, i32) -> i32
  "cf.cond_br"(%1) [^"bb3"(%sum), ^bb0] : (i32) -> ()
^"bb3"(%"a b": i32):
  %mul.i = "scf.execute"() ({
  ^loop:
    %2 = "arith.neg"(%"a b") : (i32) -> i32
    "scf.yield"(%2) : (i32) -> ()
  }) : () -> i32
  "func.return"(%mul.i) : (i32) -> ()
^bb0:
  %3 = "arith.constant"() {value = 0 : i32} : () -> i32
  "cf.br"() [^bb1] : () -> ()
^bb1:
  "func.return"(%3) : (i32) -> ()
}
"#;

#[test]
fn source_names_print_where_unique() {
    let cx = Context::new();
    let m = named(&cx);
    assert_eq!(print_module(&cx, &m), NAMED);
}

#[test]
fn printed_names_parse_back_as_names() {
    let cx = Context::new();
    let m = parse_module(&cx, NAMED, "named.dxir").unwrap();
    assert_eq!(print_module(&cx, &m), NAMED);
    let f = m.function("f").unwrap();
    let body = f.body();
    let names: Vec<Option<&str>> = f.params().iter().map(|&p| body.value_name(p)).collect();
    assert_eq!(names, [Some("x"), None]);
    let blocks: Vec<Option<&str>> = body
        .region_blocks(body.root())
        .iter()
        .map(|&b| body.block_name(b))
        .collect();
    assert_eq!(blocks, [Some("entry"), Some("bb3"), None, None]);
}

#[test]
fn a_name_used_twice_prints_once() {
    let cx = Context::new();
    let t = *cx.types();
    let fty = cx.function_type(t.void, vec![], false);
    let mut f = Function::define(&cx, "f", fty, Loc::UNKNOWN);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let first = b.value("t.def", &[], t.i32);
    let second = b.value("t.def", &[], t.i32);
    b.op("t.use", &[second, first], &[]);
    b.body().set_value_name(first, Some("v"));
    b.body().set_value_name(second, Some("v"));
    let mut m = Module::new();
    m.add_function(f).unwrap();
    let text = r#"func @f() {
  %v = "t.def"() : () -> i32
  %0 = "t.def"() : () -> i32
  "t.use"(%0, %v) : (i32, i32) -> ()
}
"#;
    assert_eq!(print_module(&cx, &m), text);
    let again = parse_module(&cx, text, "twice.dxir").unwrap();
    assert_eq!(print_module(&cx, &again), text);

    // Sibling regions may reuse a name in the input; the printer still
    // gives it to one value per function.
    let src = r#"func @f() {
  "t.r"() ({
    %v = "t.def"() : () -> i32
    "t.y"(%v) : (i32) -> ()
  }, {
    %v = "t.def"() : () -> i32
    "t.y"(%v) : (i32) -> ()
  }) : () -> ()
}
"#;
    let m = parse_module(&cx, src, "siblings.dxir").unwrap();
    let text = src.replacen("%v", "%0", 4).replacen("%0", "%v", 2);
    assert_eq!(print_module(&cx, &m), text);
    let again = parse_module(&cx, &text, "siblings.dxir").unwrap();
    assert_eq!(print_module(&cx, &again), text);
}

#[test]
fn numeric_and_automatic_labels_are_not_names() {
    let cx = Context::new();
    // `%12` and `%007` are numbers; `^bb3` is an automatic label and a
    // different block from `^"bb3"`, which is named.
    let src = r#"func @f(%12: i32, %007: i32, %"x y": i32) {
  "t.br"() [^bb3, ^"bb3"] : () -> ()
^bb3:
  "t.ret"(%12) : (i32) -> ()
^"bb3":
  "t.ret"(%007, %"x y") : (i32, i32) -> ()
}
"#;
    let m = parse_module(&cx, src, "n.dxir").unwrap();
    let f = m.function("f").unwrap();
    let body = f.body();
    let names: Vec<Option<&str>> = f.params().iter().map(|&p| body.value_name(p)).collect();
    assert_eq!(names, [None, None, Some("x y")]);
    let blocks: Vec<Option<&str>> = body
        .region_blocks(body.root())
        .iter()
        .map(|&b| body.block_name(b))
        .collect();
    assert_eq!(blocks, [None, None, Some("bb3")]);
    assert_eq!(
        print_module(&cx, &m),
        r#"func @f(%0: i32, %1: i32, %"x y": i32) {
  "t.br"() [^bb1, ^"bb3"] : () -> ()
^bb1:
  "t.ret"(%0) : (i32) -> ()
^"bb3":
  "t.ret"(%1, %"x y") : (i32, i32) -> ()
}
"#
    );
}

#[test]
fn the_entry_label_comes_before_the_body() {
    let cx = Context::new();
    for src in [
        // Named entry blocks, including ones that need quotes.
        "func @f() ^start {\n  \"t.ret\"() : () -> ()\n}\n",
        "func @f(%a: i32) -> i32 attributes {k} ^\"bb0\" {\n  \"t.ret\"(%a) : (i32) -> ()\n}\n",
        // A branch to the entry block (invalid IR, but it prints and
        // parses): the label is in scope, named or not.
        "func @f() ^top {\n  \"t.br\"() [^top] : () -> ()\n}\n",
        "func @f() ^bb0 {\n  \"t.br\"() [^bb0] : () -> ()\n}\n",
    ] {
        let m = parse_module(&cx, src, "e.dxir").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(print_module(&cx, &m), src);
    }
    // With locations, the label follows `loc(...)`.
    let src = "func @f() loc(\"a\":1:1) ^start {\n  \"t.ret\"() : () -> () loc(\"a\":2:3)\n}\n";
    let m = parse_module(&cx, src, "e.dxir").unwrap();
    assert_eq!(
        print_module_with(&cx, &m, &PrintOptions { locs: true }),
        src
    );
    // An unnamed entry that nothing branches to has no label.
    let src = "func @f() ^bb0 {\n  \"t.ret\"() : () -> ()\n}\n";
    let m = parse_module(&cx, src, "e.dxir").unwrap();
    assert_eq!(
        print_module(&cx, &m),
        "func @f() {\n  \"t.ret\"() : () -> ()\n}\n"
    );
}

#[test]
fn module_level_ops_keep_their_names() {
    let cx = Context::new();
    let src = r#""t.g"() ({
^init:
  %v = "t.def"() : () -> i32
  "t.y"(%v) : (i32) -> ()
}) {sym_name = "g"} : () -> ()
"#;
    let m = parse_module(&cx, src, "g.dxir").unwrap();
    assert_eq!(print_module(&cx, &m), src);
}

#[test]
fn bytes_attributes_print_and_parse() {
    let cx = Context::new();
    let src =
        "\"t.g\"() {data = b\"a\\00\\FF\\\"\\\\\", empty = b\"\", sym_name = \"g\"} : () -> ()\n";
    let m = parse_module(&cx, src, "b.dxir").unwrap();
    assert_eq!(print_module(&cx, &m), src);
}
