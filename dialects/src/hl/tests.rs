use super::*;
use dxir_ir::{
    parse_module, print_module, verify_module, Builder, Context, Function, Loc, Module, OpSpec,
    OpView, Traits, Type, VerifyError, VerifyOptions,
};

fn cx() -> Context {
    Context::with_registry(crate::registry())
}

/// `RWBuffer<float>`.
const H: &str = r#"target("dx.TypedBuffer", float, 1, 0, 0)"#;
/// `Buffer<float4>`.
const BUF4: &str = r#"target("dx.TypedBuffer", <4 x float>, 0, 0, 0)"#;
/// `Texture2D<float4>`.
const TEX: &str = r#"target("dx.Texture", <4 x float>, 0, 0, 0, 2)"#;
/// `RWStructuredBuffer<S>`, `S = {float4, int4}`.
const RWSB: &str = r#"target("dx.RawBuffer", {<4 x float>, <4 x i32>}, 1, 0)"#;
/// `StructuredBuffer<float>`.
const ROSB: &str = r#"target("dx.RawBuffer", float, 0, 0)"#;
/// `RWByteAddressBuffer`.
const RWBAB: &str = r#"target("dx.RawBuffer", i8, 1, 0)"#;
/// `ByteAddressBuffer`.
const ROBAB: &str = r#"target("dx.RawBuffer", i8, 0, 0)"#;
/// `cbuffer CB { float4 cv; uint cu; }`.
const CB: &str = r#"target("dx.CBuffer", {<4 x float>, i32})"#;
/// `SamplerState`.
const SAMPLER: &str = r#"target("dx.Sampler", 0)"#;

/// Replaces `$NAME` with the type constant of that name.
fn expand(text: &str) -> String {
    [
        ("$RWBAB", RWBAB),
        ("$ROBAB", ROBAB),
        ("$RWSB", RWSB),
        ("$ROSB", ROSB),
        ("$BUF4", BUF4),
        ("$TEX", TEX),
        ("$SAMPLER", SAMPLER),
        ("$CB", CB),
        ("$H", H),
    ]
    .iter()
    .fold(text.to_string(), |t, (k, v)| t.replace(k, v))
}

/// Every error of `text`: parse errors, then the verifier's (hook messages
/// bare, others marked `[declarative]`), then, if the module verifies, the
/// symbol-use check's (marked `[uses]`).
fn errors(text: &str) -> Vec<String> {
    let cx = cx();
    let text = expand(text);
    let m = match parse_module(&cx, &text, "t.dxir") {
        Ok(m) => m,
        Err(e) => return vec![format!("[parse] {}", e.message())],
    };
    if let Err(errs) = verify_module(&cx, &m, &VerifyOptions::default()) {
        return errs
            .into_iter()
            .map(|d| match d.error {
                VerifyError::Hook(h) => h.message,
                other => format!("[declarative] {other}"),
            })
            .collect();
    }
    match verify_resource_uses(&cx, &m) {
        Ok(()) => Vec::new(),
        Err(errs) => errs
            .0
            .into_iter()
            .map(|d| format!("[uses] {}", d.error))
            .collect(),
    }
}

#[track_caller]
fn assert_ok(text: &str) {
    let errs = errors(text);
    assert!(errs.is_empty(), "{}\n{errs:#?}", expand(text));
}

#[track_caller]
fn assert_err(text: &str, needle: &str) {
    let errs = errors(text);
    assert!(
        errs.iter().any(|e| e.contains(needle)),
        "{}\nexpected an error containing `{needle}`, got {errs:#?}",
        expand(text)
    );
}

/// A module with one declaration of the given attributes.
fn decl(attrs: &str) -> String {
    format!("hl.resource {{{attrs}}} : () -> ()\n")
}

/// Declarations the function tests use.
const DECLS: &str = r#"
hl.resource {resource_type = type($H), sym_name = "One"} : () -> ()
hl.resource {register = 10 : i32, resource_type = type($H), shape = [4 : i32], sym_name = "A"} : () -> ()
hl.resource {register = 0 : i32, resource_type = type($H), shape = [10 : i32, 5 : i32], sym_name = "N"} : () -> ()
hl.resource {register = 5 : i32, resource_type = type($H), shape = [-1 : i32, 4 : i32], sym_name = "E"} : () -> ()
hl.resource {resource_type = type($H), shape = [-1 : i32], sym_name = "U"} : () -> ()
hl.resource {resource_type = type($BUF4), sym_name = "B4"} : () -> ()
llvm.global {global_type = type(i32), sym_name = "G"} : () -> ()
func @callee()
"#;

/// `DECLS` and `func @f(params)` with `body` and a return.
fn func(params: &str, body: &str) -> String {
    format!("{DECLS}\nfunc @f({params}) {{\n{body}\n  llvm.ret\n}}\n")
}

/// The fenced ```text example of a doc string.
fn example(doc: &str) -> &str {
    let Some(start) = doc.find("```text\n").map(|i| i + 8) else {
        return "";
    };
    let end = doc[start..].find("```").map_or(doc.len(), |e| start + e);
    &doc[start..end]
}

// ---- The table ------------------------------------------------------------------

#[test]
fn every_op_is_registered_documented_and_checked() {
    let r = crate::registry();
    assert!(r.dialects().iter().any(|d| d.name == "hl"));
    assert_eq!(ops::DOCS.len(), DIALECT.ops.len());
    for (def, (doc_name, doc)) in DIALECT.ops.iter().zip(ops::DOCS) {
        assert_eq!(def.name, *doc_name);
        assert_eq!(r.lookup(def.name).map(|d| d.name), Some(def.name));
        assert!(!def.summary.is_empty(), "{} has no summary", def.name);
        assert!(def.syntax.is_some(), "{} has no custom form", def.name);
        assert!(def.verify.is_some(), "{} has no verify hook", def.name);
        assert!(doc.contains("Lowered by `lower-hl`"), "{}: {doc}", def.name);
        assert!(doc.contains("```text"), "{} has no example", def.name);
        assert_eq!(op_doc(def.name), Some(*doc));
    }
    let names = [
        ResourceOp::NAME,
        ResourceGetOp::NAME,
        ArrayUndefOp::NAME,
        ArrayMakeOp::NAME,
        ArrayGetOp::NAME,
        ArraySetOp::NAME,
        BufferLoadOp::NAME,
        BufferStoreOp::NAME,
        StructuredLoadOp::NAME,
        StructuredStoreOp::NAME,
        ByteAddressLoadOp::NAME,
        ByteAddressStoreOp::NAME,
        CBufferLoadOp::NAME,
        TextureLoadOp::NAME,
        TextureStoreOp::NAME,
        TextureSampleLevelOp::NAME,
        TextureDimensionsOp::NAME,
        HeapGetOp::NAME,
        AtomicRmwOp::NAME,
        StructuredAtomicRmwOp::NAME,
    ];
    let table: Vec<&str> = DIALECT.ops.iter().map(|d| d.name).collect();
    assert_eq!(table, names);
    assert_eq!(op_doc("hl.nope"), None);
}

#[test]
fn traits_say_what_passes_may_assume() {
    let has = |name: &str, t: Traits| {
        DIALECT
            .ops
            .iter()
            .find(|d| d.name == name)
            .is_some_and(|d| d.has(t))
    };
    assert!(has("hl.resource", Traits::SYMBOL));
    for pure in [
        "hl.resource.get",
        "hl.array.undef",
        "hl.array.make",
        "hl.array.get",
        "hl.array.set",
    ] {
        assert!(has(pure, Traits::PURE), "{pure}");
    }
    for load in [
        "hl.buffer.load",
        "hl.structured.load",
        "hl.byteaddress.load",
        "hl.cbuffer.load",
    ] {
        assert!(has(load, Traits::MEM_READ) && !has(load, Traits::MEM_WRITE));
    }
    for store in [
        "hl.buffer.store",
        "hl.structured.store",
        "hl.byteaddress.store",
    ] {
        assert!(has(store, Traits::MEM_READ | Traits::MEM_WRITE));
    }
}

// ---- Examples -------------------------------------------------------------------

#[test]
fn the_intro_example_verifies_and_round_trips() {
    let cx = cx();
    let text = example(INTRO);
    assert!(text.contains("hl.resource.get"));
    let m = parse_module(&cx, text, "intro").unwrap_or_else(|e| panic!("{e}"));
    verify_module(&cx, &m, &VerifyOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    verify_resource_uses(&cx, &m).unwrap_or_else(|e| panic!("{e}"));
    let printed = print_module(&cx, &m);
    assert_eq!(printed, text);
    let again = parse_module(&cx, &printed, "again").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(print_module(&cx, &again), printed);
}

/// `text` with every word `H` replaced by the handle type it stands for.
fn spell_out_h(text: &str) -> String {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"');
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        if c == 'H' && !word(before) && !word(chars.get(i + 1).copied()) {
            out.push_str(H);
        } else {
            out.push(c);
        }
    }
    out
}

/// Each op's doc example, with `H` spelled out, parses inside a function
/// that declares its values.
#[test]
fn every_doc_example_parses() {
    let cx = cx();
    for (name, doc) in ops::DOCS {
        let ex = spell_out_h(example(doc));
        let text = if *name == "hl.resource" {
            ex
        } else {
            format!("func @f() {{\n{ex}  llvm.ret\n}}\n")
        };
        // Values the examples use are undefined here; only the syntax is
        // checked, so an undefined-value error is fine.
        match parse_module(&cx, &text, "doc") {
            Ok(_) => {}
            Err(e) => assert!(
                e.message().starts_with("use of undefined value"),
                "{name}: {}\n{text}",
                e.message()
            ),
        }
    }
}

// ---- hl.resource -----------------------------------------------------------------

#[test]
fn declarations_of_every_binding_kind_verify() {
    // Seed 001, example 5.1, and friends.
    assert_ok(&decl(
        r#"class = "u", register = 1 : i32, resource_type = type($H), sym_name = "A""#,
    ));
    assert_ok(&decl(
        r#"resource_type = type($H), shape = [-1 : i32], sym_name = "B""#,
    ));
    assert_ok(&decl(
        r#"resource_type = type($H), shape = [3 : i32], space = 1 : i32, sym_name = "C""#,
    ));
    assert_ok(&decl(
        r#"resource_type = type($H), space = 1 : i32, sym_name = "D""#,
    ));
    // Seed 002: multi-dimensional, unbounded first.
    assert_ok(&decl(
        r#"register = 10 : i32, resource_type = type($H), shape = [2 : i32, 2 : i32, 5 : i32], space = 1 : i32, sym_name = "C""#,
    ));
    assert_ok(&decl(
        r#"register = 5 : i32, resource_type = type($H), shape = [-1 : i32, 4 : i32], sym_name = "E""#,
    ));
    // Every class letter with a type of its class, and a source name.
    assert_ok(&decl(
        r#"class = "t", register = 0 : i32, resource_type = type($TEX), sym_name = "T""#,
    ));
    assert_ok(&decl(
        r#"class = "t", register = 1 : i32, resource_type = type($ROSB), sym_name = "S""#,
    ));
    assert_ok(&decl(
        r#"class = "b", register = 0 : i32, resource_type = type($CB), sym_name = "CB""#,
    ));
    assert_ok(&decl(
        r#"class = "s", register = 0 : i32, resource_type = type($SAMPLER), shape = [4 : i32], sym_name = "Samp""#,
    ));
    assert_ok(&decl(
        r#"name = "s.B.2", resource_type = type($H), sym_name = "s_B_2""#,
    ));
    // The largest register and space, and a range that ends at the last register.
    assert_ok(&decl(
        r#"register = -1 : i32, resource_type = type($H), space = -1 : i32, sym_name = "Max""#,
    ));
    assert_ok(&decl(
        r#"register = -4 : i32, resource_type = type($H), shape = [4 : i32], sym_name = "End""#,
    ));
}

#[test]
fn declarations_need_a_symbol_and_a_resource_type() {
    assert_err(
        &decl(r#"resource_type = type($H)"#),
        "[declarative] requires attribute `sym_name`",
    );
    assert_err(
        &decl(r#"sym_name = "A""#),
        "[declarative] requires attribute `resource_type`",
    );
    assert_err(&decl(r#"resource_type = $H, sym_name = "A""#), "[parse]");
    assert_err(
        &decl(r#"resource_type = type(i32), sym_name = "A""#),
        "`resource_type` is not a resource type: `i32` is not a target extension type",
    );
    assert_err(
        &decl(r#"resource_type = type(target("dx.Padding", 4)), sym_name = "A""#),
        "`dx.Padding` is not a dx resource type",
    );
    assert_err(
        &decl(r#"resource_type = type(target("dx.TypedBuffer", float, 2, 0, 0)), sym_name = "A""#),
        "IsWriteable must be 0 or 1",
    );
    assert_err(
        &decl(r#"resource_type = type($H), sym_name = "A", name = 3 : i32"#),
        "[declarative] attribute `name` must be a string",
    );
    let twice = format!(
        "{}{}",
        decl(r#"resource_type = type($H), sym_name = "A""#),
        decl(r#"resource_type = type($H), sym_name = "A""#)
    );
    assert_err(&twice, "[parse]");
}

#[test]
fn shapes_allow_unbounded_only_first_and_sizes_of_at_least_one() {
    let with_shape = |s: &str| {
        decl(&format!(
            r#"resource_type = type($H), shape = {s}, sym_name = "A""#
        ))
    };
    assert_err(
        &with_shape("[4 : i32, -1 : i32]"),
        "`shape` entry #1 is unbounded: only the first dimension may be",
    );
    assert_err(&with_shape("[-1 : i32, -1 : i32]"), "entry #1 is unbounded");
    assert_err(
        &with_shape("[0 : i32]"),
        "`shape` entry #0 is 0: array dimensions must be at least 1",
    );
    assert_err(&with_shape("[3 : i32, -2 : i32]"), "`shape` entry #1 is -2");
    assert_err(&with_shape("[]"), "`shape` is empty");
    assert_err(&with_shape("[4 : i64]"), "`shape` entry #0 must be an i32");
    assert_err(&with_shape(r#"["4"]"#), "`shape` entry #0 must be an i32");
    assert_err(
        &with_shape("4 : i32"),
        "[declarative] attribute `shape` must be an array",
    );
    assert_err(
        &with_shape("[65536 : i32, 65536 : i32]"),
        "the array has 4294967296 elements",
    );
    assert_err(
        &with_shape("[-1 : i32, 65536 : i32, 65536 : i32]"),
        "the array has 4294967296 elements",
    );
    assert_ok(&with_shape("[65535 : i32, 65536 : i32]"));
}

#[test]
fn register_letters_must_fit_the_resource_type() {
    let with = |class: &str, ty: &str| {
        decl(&format!(
            r#"class = "{class}", register = 0 : i32, resource_type = type({ty}), sym_name = "A""#
        ))
    };
    assert_err(&with("t", "$H"), "register `t` does not fit target(\"dx.TypedBuffer\", float, 1, 0, 0), which is a UAV and binds `u` registers");
    assert_err(
        &with("u", "$BUF4"),
        "which is an SRV and binds `t` registers",
    );
    assert_err(&with("b", "$H"), "register `b` does not fit");
    assert_err(
        &with("u", "$CB"),
        "which is a constant buffer and binds `b` registers",
    );
    assert_err(
        &with("t", "$SAMPLER"),
        "which is a sampler and binds `s` registers",
    );
    assert_err(
        &with("c", "$H"),
        r#"`class` must be one of "t", "u", "b", "s" (lower case), found "c""#,
    );
    assert_err(&with("U", "$H"), r#"found "U""#);
    assert_err(&with("u1", "$H"), r#"found "u1""#);
    assert_err(&with("", "$H"), r#"found """#);
    assert_err(
        &decl(r#"class = "u", resource_type = type($H), space = 1 : i32, sym_name = "A""#),
        "`class` needs a `register`",
    );
}

#[test]
fn registers_and_spaces_are_unsigned_i32_and_ranges_fit() {
    assert_err(
        &decl(r#"register = 3 : i64, resource_type = type($H), sym_name = "A""#),
        "attribute `register` must be an i32 (read as unsigned)",
    );
    assert_err(
        &decl(r#"resource_type = type($H), space = 1 : i8, sym_name = "A""#),
        "attribute `space` must be an i32",
    );
    assert_err(
        &decl(r#"register = "u3", resource_type = type($H), sym_name = "A""#),
        "[declarative] attribute `register` must be an integer",
    );
    assert_err(
        &decl(
            r#"register = -3 : i32, resource_type = type($H), shape = [4 : i32], sym_name = "A""#,
        ),
        "the 4 registers from 4294967293 run past register 4294967295",
    );
}

#[test]
fn a_declaration_reads_back_as_a_resource_decl() {
    let cx = cx();
    let text = expand(&format!(
        "{}{}{}{}",
        decl(
            r#"register = 10 : i32, resource_type = type($H), shape = [2 : i32, 2 : i32, 5 : i32], space = 1 : i32, sym_name = "C""#
        ),
        decl(
            r#"register = 5 : i32, resource_type = type($H), shape = [-1 : i32, 4 : i32], sym_name = "E""#
        ),
        decl(r#"resource_type = type($H), space = 2 : i32, sym_name = "S", name = "s.x""#),
        decl(r#"resource_type = type($CB), sym_name = "CB""#),
    ));
    let m = parse_module(&cx, &text, "t").unwrap_or_else(|e| panic!("{e}"));
    let decls: Vec<ResourceDecl> = m
        .globals()
        .walk()
        .into_iter()
        .map(|op| ResourceDecl::decode(&cx, m.globals(), op).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let [c, e, s, cb] = &decls[..] else {
        panic!("{decls:?}")
    };
    let h = dxir_ir::parse_type(&cx, H, "t").unwrap_or_else(|e| panic!("{e}"));

    assert_eq!(
        c.binding,
        Binding::Explicit {
            register: 10,
            space: 1
        }
    );
    assert_eq!(
        (c.rank(), c.range_size(), c.is_unbounded()),
        (3, Some(20), false)
    );
    assert_eq!(c.strides(), [10, 5, 1]);
    assert_eq!(c.shape_text(), "[2][2][5]");
    assert_eq!(c.value_type(&cx, 3), Some(h));
    let row = cx.array_type(h, 5);
    assert_eq!(c.value_type(&cx, 2), Some(row));
    assert_eq!(
        c.value_type(&cx, 0),
        Some(cx.array_type(cx.array_type(row, 2), 2))
    );
    assert_eq!(c.value_type(&cx, 4), None);
    assert_eq!(c.class(), crate::dx::ResourceClass::Uav);

    assert_eq!((e.range_size(), e.is_unbounded()), (None, true));
    assert_eq!(e.strides(), [4, 1]);
    assert_eq!(e.shape_text(), "[][4]");
    assert_eq!(e.value_type(&cx, 0), None, "an unbounded array is no value");
    assert_eq!(e.value_type(&cx, 1), Some(cx.array_type(h, 4)));

    assert_eq!(s.binding, Binding::SpaceOnly { space: 2 });
    assert_eq!((s.binding.space(), s.binding.register()), (2, None));
    assert_eq!((s.symbol.as_str(), s.name.as_str()), ("S", "s.x"));
    assert_eq!((s.range_size(), s.strides()), (Some(1), vec![]));

    assert_eq!(cb.binding, Binding::Implicit);
    assert_eq!(cb.binding.space(), 0);
    assert_eq!(cb.name, "CB");
    assert_eq!(class_letter(cb.class()), 'b');
}

#[test]
fn decoding_another_op_is_an_error_not_a_panic() {
    let cx = cx();
    let mut m = Module::new();
    let op = m
        .add_global(&cx, OpSpec::new(cx.op_name("llvm.global"), Loc::UNKNOWN))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ResourceDecl::decode(&cx, m.globals(), op),
        Err(ResourceDeclError::NotADeclaration {
            op: "llvm.global".into()
        })
    );
}

// ---- hl.resource.get --------------------------------------------------------------

#[test]
fn resource_get_takes_elements_and_sub_arrays() {
    assert_ok(&func(
        "%i: i32, %j: i32",
        r#"
  %one = hl.resource.get {resource = @One} : () -> $H
  %a = hl.resource.get %i {resource = @A} : (i32) -> $H
  %whole = hl.resource.get {resource = @A} : () -> [4 x $H]
  %n = hl.resource.get %i, %j {resource = @N} : (i32, i32) -> $H
  %row = hl.resource.get %i {resource = @N} : (i32) -> [5 x $H]
  %all = hl.resource.get {resource = @N} : () -> [10 x [5 x $H]]
  %e = hl.resource.get %i, %j {resource = @E} : (i32, i32) -> $H
  %erow = hl.resource.get %i {resource = @E} : (i32) -> [4 x $H]
  %u = hl.resource.get %i {resource = @U} : (i32) -> $H"#,
    ));
}

#[test]
fn resource_get_checks_its_own_types() {
    assert_err(
        &func(
            "%i: i64",
            "  %a = hl.resource.get %i {resource = @A} : (i64) -> $H",
        ),
        "operand #0 (index) must be i32, found i64",
    );
    assert_err(
        &func(
            "%i: float",
            "  %a = hl.resource.get %i {resource = @A} : (float) -> $H",
        ),
        "[declarative] operand #0 must be an integer",
    );
    assert_err(
        &func("", "  %a = hl.resource.get : () -> $H"),
        "[declarative] requires attribute `resource`",
    );
    assert_err(
        &func("", r#"  %a = hl.resource.get {resource = "A"} : () -> $H"#),
        "[declarative] attribute `resource` must be a symbol reference",
    );
    assert_err(
        &func(
            "",
            "  %a = hl.resource.get {resource = @U} : () -> [0 x $H]",
        ),
        "the result is an unbounded resource array",
    );
    assert_err(
        &func("", "  %a = hl.resource.get {resource = @One} : () -> float"),
        "the result must be a resource handle or an array of them, found float",
    );
    assert_err(
        &func(
            "",
            "  %a = hl.resource.get {resource = @A} : () -> [4 x float]",
        ),
        "found [4 x float]",
    );
}

#[test]
fn resource_get_must_fit_its_declaration() {
    // Wrong number of indices, seen in the result type.
    assert_err(
        &func("%i: i32", "  %a = hl.resource.get %i {resource = @N} : (i32) -> $H"),
        "[uses] @N[10][5] with 1 of its 2 indices is [5 x target(\"dx.TypedBuffer\", float, 1, 0, 0)], but the result is target(\"dx.TypedBuffer\", float, 1, 0, 0)",
    );
    assert_err(
        &func(
            "%i: i32",
            "  %a = hl.resource.get %i, %i, %i {resource = @N} : (i32, i32, i32) -> $H",
        ),
        "[uses] @N has 2 dimension(s), but 3 indices are given",
    );
    assert_err(
        &func(
            "%i: i32",
            "  %a = hl.resource.get %i {resource = @One} : (i32) -> $H",
        ),
        "@One has 0 dimension(s), but 1 indices are given",
    );
    assert_err(
        &func(
            "",
            "  %a = hl.resource.get {resource = @A} : () -> [5 x $H]",
        ),
        "@A[4] with 0 of its 1 indices is [4 x",
    );
    // The element type.
    assert_err(
        &func(
            "%i: i32",
            "  %a = hl.resource.get %i {resource = @A} : (i32) -> $BUF4",
        ),
        "but the result is target(\"dx.TypedBuffer\", <4 x float>, 0, 0, 0)",
    );
    // No local copy of an unbounded array.
    assert_err(&func("", "  %a = hl.resource.get {resource = @U} : () -> [1 x $H]"), "[uses] @U is unbounded ([]): it cannot be copied whole into a value; index its first dimension");
    assert_err(
        &func(
            "",
            "  %a = hl.resource.get {resource = @E} : () -> [1 x [4 x $H]]",
        ),
        "@E is unbounded ([][4])",
    );
    // Symbols that are not declarations.
    assert_err(
        &func("", "  %a = hl.resource.get {resource = @Nope} : () -> $H"),
        "[uses] @Nope is not defined",
    );
    assert_err(
        &func("", "  %a = hl.resource.get {resource = @G} : () -> $H"),
        "[uses] @G is not an `hl.resource` declaration",
    );
    assert_err(
        &func("", "  %a = hl.resource.get {resource = @callee} : () -> $H"),
        "@callee is not an `hl.resource` declaration",
    );
}

#[test]
fn uses_of_a_bad_declaration_are_not_checked_twice() {
    let cx = cx();
    // A declaration the verifier rejects: the use check says so once, and
    // does not guess at the shape.
    let text = expand(
        r#"hl.resource {resource_type = type($H), shape = [0 : i32], sym_name = "Z"} : () -> ()
func @f() {
  %a = hl.resource.get {resource = @Z} : () -> $H
  llvm.ret
}
"#,
    );
    let m = parse_module(&cx, &text, "t").unwrap_or_else(|e| panic!("{e}"));
    assert!(verify_module(&cx, &m, &VerifyOptions::default()).is_err());
    let errs = verify_resource_uses(&cx, &m).unwrap_err();
    assert_eq!(errs.0.len(), 1);
    assert_eq!(
        errs.0[0].error,
        ResourceUseError::BadDeclaration { symbol: "Z".into() }
    );
}

#[test]
fn use_errors_render_with_location_function_and_op() {
    let cx = cx();
    let text = expand(&func(
        "%i: i32",
        "  %a = hl.resource.get %i {resource = @One} : (i32) -> $H\n  %b = hl.resource.get {resource = @Nope} : () -> $H",
    ));
    let m = parse_module(&cx, &text, "u.dxir").unwrap_or_else(|e| panic!("{e}"));
    let errs = verify_resource_uses(&cx, &m).unwrap_err();
    let line = |needle: &str| {
        text.lines()
            .position(|l| l.contains(needle))
            .map_or(0, |i| i + 1)
    };
    assert_eq!(
        errs.to_string(),
        format!(
            "u.dxir:{}:3: error: in @f: `hl.resource.get`: @One has 0 dimension(s), but 1 indices are given\n\
             u.dxir:{}:3: error: in @f: `hl.resource.get`: @Nope is not defined",
            line("@One} : (i32)"),
            line("@Nope")
        )
    );
    let first = &errs.0[0];
    assert_eq!(first.function.as_deref(), Some("f"));
    assert_eq!(first.op, "hl.resource.get");
    assert!(std::error::Error::source(first).is_some());
}

#[test]
fn declarations_belong_at_module_level() {
    assert_err(
        &func("", r#"  hl.resource {resource_type = type($H), sym_name = "Local"} : () -> ()"#),
        "[uses] `hl.resource` declares a module-level symbol; it must be a top-level op of the module",
    );
}

#[test]
fn a_use_without_a_symbol_is_reported_by_the_use_check_too() {
    // Built without the verifier's help: the use check must not panic.
    let cx = cx();
    let mut m = Module::new();
    let fty = cx.function_type(cx.types().void, vec![], false);
    let mut f = Function::define(&cx, "f", fty, Loc::UNKNOWN);
    let entry = f.entry().unwrap_or_else(|| panic!("no entry"));
    let h = dxir_ir::parse_type(&cx, H, "t").unwrap_or_else(|e| panic!("{e}"));
    Builder::at_end(&cx, f.body_mut(), entry).op("hl.resource.get", &[], &[h]);
    Builder::at_end(&cx, f.body_mut(), entry).op("hl.resource.get", &[], &[]);
    m.add_function(f).unwrap_or_else(|e| panic!("{e}"));
    let errs = verify_resource_uses(&cx, &m).unwrap_err();
    assert_eq!(errs.0.len(), 2);
    assert!(errs.0.iter().all(|d| d.error == ResourceUseError::NoSymbol));
}

// ---- Local arrays ----------------------------------------------------------------

#[test]
fn local_arrays_are_made_read_and_copied() {
    // Seed 002: `RWBuffer<float> LocalArray[3]; LocalArray[2] = Buf;` and
    // `RWBuffer<int> Arr[2] = {X, Y}; Arr[0] = Y;`, and a 2-D local array.
    assert_ok(&func(
        "%x: $H, %y: $H, %i: i32, %j: i32",
        r#"
  %l = hl.array.undef : () -> [3 x $H]
  %l2 = hl.array.set %l, %x, %i : ([3 x $H], $H, i32) -> [3 x $H]
  %e = hl.array.get %l2, %j : ([3 x $H], i32) -> $H
  %arr = hl.array.make %x, %y : ($H, $H) -> [2 x $H]
  %arr1 = hl.array.set %arr, %y, %i : ([2 x $H], $H, i32) -> [2 x $H]
  %grid = hl.array.make %arr, %arr1 : ([2 x $H], [2 x $H]) -> [2 x [2 x $H]]
  %g = hl.array.get %grid, %i, %j : ([2 x [2 x $H]], i32, i32) -> $H
  %gr = hl.array.get %grid, %i : ([2 x [2 x $H]], i32) -> [2 x $H]
  %grid2 = hl.array.set %grid, %arr, %j : ([2 x [2 x $H]], [2 x $H], i32) -> [2 x [2 x $H]]
  %grid3 = hl.array.set %grid2, %x, %i, %j : ([2 x [2 x $H]], $H, i32, i32) -> [2 x [2 x $H]]
  %u = hl.array.undef : () -> [2 x [3 x $H]]"#,
    ));
}

#[test]
fn no_local_array_is_unbounded() {
    // Seed 002: `RWBuffer<float> Unbounded[];` inside a function.
    assert_err(&func("", "  %u = hl.array.undef : () -> [0 x $H]"), "the result is an unbounded resource array ([0 x target(\"dx.TypedBuffer\", float, 1, 0, 0)]): only a global `hl.resource` may be unbounded");
    assert_err(
        &func("", "  %u = hl.array.undef : () -> [2 x [0 x $H]]"),
        "unbounded resource array",
    );
    assert_err(
        &func("%x: $H", "  %a = hl.array.make : () -> [0 x $H]"),
        "[declarative] expects at least 1 operands, found 0",
    );
    // An unbounded array parameter cannot be indexed either.
    assert_err(
        &func(
            "%p: [0 x $H], %i: i32",
            "  %e = hl.array.get %p, %i : ([0 x $H], i32) -> $H",
        ),
        "operand #0 (the array) is an unbounded resource array",
    );
    assert_err(
        &func(
            "%p: [0 x $H], %x: $H, %i: i32",
            "  %e = hl.array.set %p, %x, %i : ([0 x $H], $H, i32) -> [0 x $H]",
        ),
        "is an unbounded resource array",
    );
}

#[test]
fn local_array_ops_check_their_types() {
    // hl.array.undef
    assert_err(
        &func("", "  %u = hl.array.undef : () -> $H"),
        "[declarative] result #0 must be a struct or array",
    );
    assert_err(
        &func("", "  %u = hl.array.undef : () -> [3 x float]"),
        "the result must be a resource handle or an array of them, found [3 x float]",
    );
    assert_err(
        &func("", "  %u = hl.array.undef : () -> {$H}"),
        "the result must be a resource handle or an array of them, found {target(",
    );
    // hl.array.make
    assert_err(
        &func("%x: $H", "  %a = hl.array.make %x : ($H) -> [2 x $H]"),
        "has 2 elements, but 1 are given",
    );
    assert_err(&func("%x: $H, %y: $BUF4", "  %a = hl.array.make %x, %y : ($H, $BUF4) -> [2 x $H]"), "operand #1 (element) must be target(\"dx.TypedBuffer\", float, 1, 0, 0), found target(\"dx.TypedBuffer\", <4 x float>, 0, 0, 0)");
    assert_err(
        &func(
            "%x: float",
            "  %a = hl.array.make %x : (float) -> [1 x float]",
        ),
        "must be a resource handle or an array of them",
    );
    // hl.array.get
    assert_err(&func("%p: [2 x $H], %i: i32", "  %e = hl.array.get %p, %i, %i : ([2 x $H], i32, i32) -> $H"), "[2 x target(\"dx.TypedBuffer\", float, 1, 0, 0)] has 1 dimension(s), so it takes 1 to 1 indices, found 2");
    assert_err(
        &func(
            "%p: [2 x [3 x $H]], %i: i32",
            "  %e = hl.array.get %p, %i : ([2 x [3 x $H]], i32) -> $H",
        ),
        "result must be the element [3 x target(",
    );
    assert_err(
        &func(
            "%p: [2 x $H], %i: i16",
            "  %e = hl.array.get %p, %i : ([2 x $H], i16) -> $H",
        ),
        "operand #1 (index) must be i32, found i16",
    );
    assert_err(
        &func(
            "%h: $H, %i: i32",
            "  %e = hl.array.get %h, %i : ($H, i32) -> $H",
        ),
        "[declarative] operand #0 must be a struct or array",
    );
    assert_err(
        &func(
            "%p: [2 x i32], %i: i32",
            "  %e = hl.array.get %p, %i : ([2 x i32], i32) -> i32",
        ),
        "operand #0 (the array) must be a resource handle or an array of them",
    );
    assert_err(
        &func(
            "%p: {$H, $H}, %i: i32",
            "  %e = hl.array.get %p, %i : ({$H, $H}, i32) -> $H",
        ),
        "operand #0 (the array) must be a resource handle or an array of them, found {target(",
    );
    // hl.array.set
    assert_err(
        &func(
            "%p: [2 x $H], %x: $BUF4, %i: i32",
            "  %q = hl.array.set %p, %x, %i : ([2 x $H], $BUF4, i32) -> [2 x $H]",
        ),
        "operand #1 (the new element) must be target(\"dx.TypedBuffer\", float, 1, 0, 0)",
    );
    assert_err(
        &func(
            "%p: [2 x $H], %x: $H, %i: i32",
            "  %q = hl.array.set %p, %x, %i : ([2 x $H], $H, i32) -> [3 x $H]",
        ),
        "result must be the array's type [2 x",
    );
    assert_err(
        &func(
            "%p: [2 x $H], %x: $H, %i: i64",
            "  %q = hl.array.set %p, %x, %i : ([2 x $H], $H, i64) -> [2 x $H]",
        ),
        "operand #2 (index) must be i32, found i64",
    );
    assert_err(
        &func(
            "%p: [2 x $H], %x: $H, %i: i32",
            "  %q = hl.array.set %p, %x, %i, %i : ([2 x $H], $H, i32, i32) -> [2 x $H]",
        ),
        "takes 1 to 1 indices, found 2",
    );
    assert_err(
        &func(
            "%p: [2 x $H], %x: $H",
            "  %q = hl.array.set %p, %x : ([2 x $H], $H) -> [2 x $H]",
        ),
        "[declarative] expects at least 3 operands, found 2",
    );
}

// ---- Buffers ---------------------------------------------------------------------

#[test]
fn typed_buffer_loads_and_stores() {
    assert_ok(&func(
        "%h: $H, %b: $BUF4, %i: i32, %v: float",
        r#"
  %x = hl.buffer.load %h, %i : ($H, i32) -> float
  %y = hl.buffer.load %b, %i : ($BUF4, i32) -> <4 x float>
  hl.buffer.store %h, %i, %v : ($H, i32, float) -> ()"#,
    ));
    assert_err(
        &func(
            "%b: $BUF4, %i: i32",
            "  %x = hl.buffer.load %b, %i : ($BUF4, i32) -> float",
        ),
        "result must be the buffer's element type <4 x float>, found float",
    );
    assert_err(
        &func(
            "%h: $H, %i: i64",
            "  %x = hl.buffer.load %h, %i : ($H, i64) -> float",
        ),
        "operand #1 (index) must be i32, found i64",
    );
    assert_err(
        &func(
            "%h: $ROSB, %i: i32",
            "  %x = hl.buffer.load %h, %i : ($ROSB, i32) -> float",
        ),
        "[declarative] operand #0 must be a target(\"dx.TypedBuffer...\") type",
    );
    assert_err(&func("%h: target(\"dx.TypedBuffer\", float, 0, 1, 0), %i: i32", "  %x = hl.buffer.load %h, %i : (target(\"dx.TypedBuffer\", float, 0, 1, 0), i32) -> float"), "operand #0 is not a resource handle: `dx.TypedBuffer` is rasterizer-ordered but not writeable");
    assert_err(
        &func(
            "%b: $BUF4, %i: i32, %v: <4 x float>",
            "  hl.buffer.store %b, %i, %v : ($BUF4, i32, <4 x float>) -> ()",
        ),
        "operand #0 is a read-only resource",
    );
    assert_err(
        &func(
            "%h: $H, %i: i32, %v: double",
            "  hl.buffer.store %h, %i, %v : ($H, i32, double) -> ()",
        ),
        "operand #2 (value, the buffer's element type) must be float, found double",
    );
    assert_err(
        &func(
            "%h: $H, %i: i32, %v: {float}",
            "  hl.buffer.store %h, %i, %v : ($H, i32, {float}) -> ()",
        ),
        "[declarative] operand #2 must be an integer, float or vector of them",
    );
}

#[test]
fn structured_buffer_loads_and_stores() {
    assert_ok(&func(
        "%h: $RWSB, %r: $ROSB, %i: i32, %o: i32, %v: <4 x i32>, %s: {<4 x float>, <4 x i32>}",
        r#"
  %f = hl.structured.load %h, %i, %o : ($RWSB, i32, i32) -> <4 x i32>
  %w = hl.structured.load %h, %i, %o : ($RWSB, i32, i32) -> {<4 x float>, <4 x i32>}
  %x = hl.structured.load %r, %i, %o : ($ROSB, i32, i32) -> float
  hl.structured.store %h, %i, %o, %v : ($RWSB, i32, i32, <4 x i32>) -> ()
  hl.structured.store %h, %i, %o, %s : ($RWSB, i32, i32, {<4 x float>, <4 x i32>}) -> ()"#,
    ));
    assert_err(
        &func(
            "%h: $RWBAB, %i: i32",
            "  %x = hl.structured.load %h, %i, %i : ($RWBAB, i32, i32) -> i32",
        ),
        "operand #0 must be a structured buffer, found a byte-address buffer (`hl.byteaddress.*`)",
    );
    assert_err(&func("%h: $RWSB, %i: i32", "  %x = hl.structured.load %h, %i, %i : ($RWSB, i32, i32) -> {float}"), "the result must be a scalar, a vector of at most 4 lanes or the whole element {<4 x float>, <4 x i32>}, found {float}");
    assert_err(
        &func(
            "%h: $RWSB, %i: i32",
            "  %x = hl.structured.load %h, %i, %i : ($RWSB, i32, i32) -> <8 x float>",
        ),
        "found <8 x float>",
    );
    assert_err(
        &func(
            "%h: $RWSB, %i: i32, %o: i64",
            "  %x = hl.structured.load %h, %i, %o : ($RWSB, i32, i64) -> float",
        ),
        "operand #2 (offset) must be i32, found i64",
    );
    assert_err(
        &func(
            "%h: $RWSB, %i: i64",
            "  %x = hl.structured.load %h, %i, %i : ($RWSB, i64, i64) -> float",
        ),
        "operand #1 (index) must be i32, found i64",
    );
    assert_err(
        &func(
            "%h: $H, %i: i32",
            "  %x = hl.structured.load %h, %i, %i : ($H, i32, i32) -> float",
        ),
        "[declarative] operand #0 must be a target(\"dx.RawBuffer...\") type",
    );
    assert_err(
        &func(
            "%h: $ROSB, %i: i32, %v: float",
            "  hl.structured.store %h, %i, %i, %v : ($ROSB, i32, i32, float) -> ()",
        ),
        "operand #0 is a read-only resource",
    );
    assert_err(
        &func(
            "%h: $RWSB, %i: i32, %v: ptr",
            "  hl.structured.store %h, %i, %i, %v : ($RWSB, i32, i32, ptr) -> ()",
        ),
        "operand #3 (value) must be a scalar, a vector of at most 4 lanes or the whole element",
    );
    assert_err(
        &func(
            "%h: $RWSB, %i: i32, %o: i16, %v: float",
            "  hl.structured.store %h, %i, %o, %v : ($RWSB, i32, i16, float) -> ()",
        ),
        "operand #2 (offset) must be i32, found i16",
    );
}

#[test]
fn byte_address_buffer_loads_and_stores() {
    assert_ok(&func(
        "%h: $RWBAB, %r: $ROBAB, %a: i32, %v: <4 x i32>",
        r#"
  %x = hl.byteaddress.load %r, %a : ($ROBAB, i32) -> <2 x i32>
  %d = hl.byteaddress.load %h, %a : ($RWBAB, i32) -> double
  hl.byteaddress.store %h, %a, %v : ($RWBAB, i32, <4 x i32>) -> ()"#,
    ));
    assert_err(&func("%h: $RWSB, %a: i32", "  %x = hl.byteaddress.load %h, %a : ($RWSB, i32) -> i32"), "operand #0 must be a byte-address buffer (element i8), found a structured buffer (`hl.structured.*`)");
    assert_err(
        &func(
            "%h: $ROBAB, %a: i32",
            "  %x = hl.byteaddress.load %h, %a : ($ROBAB, i32) -> <5 x i32>",
        ),
        "the result must be a scalar or a vector of at most 4 lanes, found <5 x i32>",
    );
    assert_err(
        &func(
            "%h: $ROBAB, %a: i64",
            "  %x = hl.byteaddress.load %h, %a : ($ROBAB, i64) -> i32",
        ),
        "operand #1 (byte address) must be i32, found i64",
    );
    assert_err(
        &func(
            "%h: $ROBAB, %a: i32, %v: i32",
            "  hl.byteaddress.store %h, %a, %v : ($ROBAB, i32, i32) -> ()",
        ),
        "operand #0 is a read-only resource",
    );
    assert_err(
        &func(
            "%h: $RWBAB, %a: i32, %v: <8 x i16>",
            "  hl.byteaddress.store %h, %a, %v : ($RWBAB, i32, <8 x i16>) -> ()",
        ),
        "operand #2 (value) must be a scalar or a vector of at most 4 lanes, found <8 x i16>",
    );
    assert_err(
        &func(
            "%h: $RWBAB, %a: i64, %v: i32",
            "  hl.byteaddress.store %h, %a, %v : ($RWBAB, i64, i32) -> ()",
        ),
        "operand #1 (byte address) must be i32",
    );
}

#[test]
fn cbuffer_loads() {
    assert_ok(&func(
        "%cb: $CB, %o: i32",
        r#"
  %cv = hl.cbuffer.load %cb, %o : ($CB, i32) -> <4 x float>
  %cu = hl.cbuffer.load %cb, %o : ($CB, i32) -> i32"#,
    ));
    assert_err(
        &func(
            "%h: $H, %o: i32",
            "  %x = hl.cbuffer.load %h, %o : ($H, i32) -> float",
        ),
        "[declarative] operand #0 must be a target(\"dx.CBuffer...\") type",
    );
    assert_err(
        &func(
            "%cb: target(\"dx.CBuffer\"), %o: i32",
            "  %x = hl.cbuffer.load %cb, %o : (target(\"dx.CBuffer\"), i32) -> float",
        ),
        "operand #0 is not a resource handle: `dx.CBuffer` takes 1 type and 0 integer parameters",
    );
    assert_err(
        &func(
            "%cb: $CB, %o: i64",
            "  %x = hl.cbuffer.load %cb, %o : ($CB, i64) -> float",
        ),
        "operand #1 (byte offset) must be i32, found i64",
    );
    assert_err(
        &func(
            "%cb: $CB, %o: i32",
            "  %x = hl.cbuffer.load %cb, %o : ($CB, i32) -> <8 x half>",
        ),
        "found <8 x half>",
    );
}

// ---- The seeds, whole ----------------------------------------------------------

/// Seed 001 example 5.1 (space-only bindings, an unbounded array) as a
/// frontend would write it.
#[test]
fn seed_001_space_only_bindings() {
    assert_ok(
        r#"
hl.resource {class = "u", register = 1 : i32, resource_type = type($H), sym_name = "A"} : () -> ()
hl.resource {resource_type = type($H), shape = [-1 : i32], sym_name = "B"} : () -> ()
hl.resource {resource_type = type($H), shape = [3 : i32], space = 1 : i32, sym_name = "C"} : () -> ()
hl.resource {resource_type = type($H), space = 1 : i32, sym_name = "D"} : () -> ()

func @main() attributes {hlsl.shader = "compute"} {
  %c0 = llvm.constant 0 : i32
  %c2 = llvm.constant 2 : i32
  %c10 = llvm.constant 10 : i32
  %c = hl.resource.get %c2 {resource = @C} : (i32) -> $H
  %cv = hl.buffer.load %c, %c0 : ($H, i32) -> float
  %d = hl.resource.get {resource = @D} : () -> $H
  %dv = hl.buffer.load %d, %c0 : ($H, i32) -> float
  %b = hl.resource.get %c10 {resource = @B} : (i32) -> $H
  %bv = hl.buffer.load %b, %c0 : ($H, i32) -> float
  %s1 = llvm.fadd %cv, %dv : float
  %s2 = llvm.fadd %s1, %bv : float
  %a = hl.resource.get {resource = @A} : () -> $H
  hl.buffer.store %a, %c0, %s2 : ($H, i32, float) -> ()
  llvm.ret
}
"#,
    );
}

/// Seed 002's local-array example DXC gets wrong: the callee's assignment
/// makes a new array value, so the caller's `Arr[0]` is still `X`.
#[test]
fn seed_002_local_arrays_do_not_alias() {
    assert_ok(
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), sym_name = "X"} : () -> ()
hl.resource {register = 1 : i32, resource_type = type($H), sym_name = "Y"} : () -> ()

func @SomeFn(%arr: [2 x $H], %idx: i32, %val: float) {
  %c0 = llvm.constant 0 : i32
  %y = hl.resource.get {resource = @Y} : () -> $H
  %arr1 = hl.array.set %arr, %y, %c0 : ([2 x $H], $H, i32) -> [2 x $H]
  %h = hl.array.get %arr1, %c0 : ([2 x $H], i32) -> $H
  hl.buffer.store %h, %idx, %val : ($H, i32, float) -> ()
  llvm.ret
}

func @main(%gi: i32) attributes {hlsl.shader = "compute"} {
  %c0 = llvm.constant 0 : i32
  %one = llvm.constant 1.0 : float
  %two = llvm.constant 2.0 : float
  %x = hl.resource.get {resource = @X} : () -> $H
  %y = hl.resource.get {resource = @Y} : () -> $H
  %arr = hl.array.make %x, %y : ($H, $H) -> [2 x $H]
  llvm.call %arr, %gi, %one {callee = @SomeFn} : ([2 x $H], i32, float) -> ()
  %h = hl.array.get %arr, %c0 : ([2 x $H], i32) -> $H
  hl.buffer.store %h, %gi, %two : ($H, i32, float) -> ()
  llvm.ret
}
"#,
    );
}

/// Seed 002: fixed and unbounded arrays passed to functions, with the
/// unbounded one indexed at the call site instead (HLSL in clang rejects
/// unbounded array parameters).
#[test]
fn seed_002_arrays_as_arguments() {
    assert_ok(
        r#"
hl.resource {register = 0 : i32, resource_type = type($H), shape = [3 : i32], sym_name = "K"} : () -> ()
hl.resource {register = 10 : i32, resource_type = type($H), shape = [2 : i32, 2 : i32], sym_name = "L"} : () -> ()
hl.resource {register = 0 : i32, resource_type = type($H), shape = [-1 : i32], space = 1 : i32, sym_name = "M"} : () -> ()

func @foo(%lk: [3 x $H], %ll: [2 x [2 x $H]], %m100: $H) {
  llvm.ret
}

func @main() {
  %c100 = llvm.constant 100 : i32
  %k = hl.resource.get {resource = @K} : () -> [3 x $H]
  %l = hl.resource.get {resource = @L} : () -> [2 x [2 x $H]]
  %m = hl.resource.get %c100 {resource = @M} : (i32) -> $H
  llvm.call %k, %l, %m {callee = @foo} : ([3 x $H], [2 x [2 x $H]], $H) -> ()
  llvm.ret
}
"#,
    );
}

// ---- Robustness --------------------------------------------------------------------

/// Every hook, on ops of every small shape (counts and types the
/// declarative checks would reject), returns instead of panicking.
#[test]
fn hooks_never_panic() {
    let cx = cx();
    let types: Vec<Type> = [
        "i32",
        "i64",
        "float",
        "<4 x float>",
        "[0 x i32]",
        "[2 x float]",
        H,
        BUF4,
        RWSB,
        ROSB,
        RWBAB,
        CB,
        SAMPLER,
    ]
    .iter()
    .map(|t| dxir_ir::parse_type(&cx, t, "t").unwrap_or_else(|e| panic!("{e}")))
    .chain([cx.array_type(
        cx.array_type(
            dxir_ir::parse_type(&cx, H, "t").unwrap_or_else(|e| panic!("{e}")),
            0,
        ),
        2,
    )])
    .collect();
    let fty = cx.function_type(cx.types().void, vec![], false);
    for def in DIALECT.ops {
        let Some(hook) = def.verify else { continue };
        for n in 0..4 {
            for &t in &types {
                for results in [vec![], vec![t]] {
                    let mut f = Function::define(&cx, "f", fty, Loc::UNKNOWN);
                    let Some(entry) = f.entry() else { continue };
                    let body = f.body_mut();
                    let args: Vec<_> = (0..n).map(|_| body.add_block_arg(entry, t)).collect();
                    let op = Builder::at_end(&cx, body, entry).op(def.name, &args, &results);
                    let view = OpView {
                        cx: &cx,
                        body: f.body(),
                        op,
                    };
                    let _ = hook(&view);
                }
            }
        }
    }
}
