//! Custom op syntax: the declarative forms and a hand-written one.

use dxir_ir::{
    parse_module, print_module, Arity, Builder, Context, Dialect, DialectRegistry, Function, Loc,
    Module, Op, OpDef, OpParser, OpPrinter, OpSyntax, OpView, ParseError, ParsedOp, Punct, Traits,
    CONSTANT, SAME_TYPE, SHORT, TERMINATOR,
};

/// `%r = ex.loop %lo to %hi : T attributes {...} do { region }`: a made-up
/// loop whose custom form uses keywords, typed operands and a region.
struct LoopSyntax;

static LOOP: LoopSyntax = LoopSyntax;

impl OpSyntax for LoopSyntax {
    fn accepts(&self, v: &OpView<'_>) -> bool {
        let b = v.body;
        let ops = b.operands(v.op);
        ops.len() == 2
            && b.value_type(ops[0]) == b.value_type(ops[1])
            && b.results(v.op).len() == 1
            && b.regions(v.op).len() == 1
            && b.successors(v.op).is_empty()
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let body = p.body();
        let ops = body.operands(op);
        p.write(" ");
        p.value(ops[0]);
        p.write(" to ");
        p.value(ops[1]);
        p.write(" : ");
        p.ty(body.value_type(ops[0]));
        if !body.attrs(op).is_empty() {
            p.write(" attributes");
            p.attr_dict(body.attrs(op), &[]);
        }
        p.write(" do ");
        p.region(body.regions(op)[0]);
    }

    fn parse(&self, p: &mut OpParser<'_, '_>, out: &mut ParsedOp) -> Result<(), ParseError> {
        let lo = p.operand()?;
        p.keyword("to")?;
        let hi = p.operand()?;
        p.expect(Punct::Colon)?;
        let ty = p.ty()?;
        for r in [&lo, &hi] {
            let v = p.resolve(r, ty)?;
            out.operands.push(v);
        }
        if p.optional_keyword("attributes")? {
            p.optional_attr_dict(&mut out.attrs)?;
        }
        p.keyword("do")?;
        out.regions.push(p.region()?);
        if p.num_results() != 1 {
            return Err(p.error("`ex.loop` has one result"));
        }
        out.result_types.push(ty);
        Ok(())
    }
}

const fn open(name: &'static str) -> OpDef {
    OpDef {
        operands: Arity::AtLeast(0),
        results: Arity::AtLeast(0),
        successors: Arity::AtLeast(0),
        regions: Arity::AtLeast(0),
        ..OpDef::base(name, "an example op")
    }
}

static EX: Dialect = Dialect {
    name: "ex",
    summary: "ops with custom forms",
    ops: &[
        OpDef {
            syntax: Some(&SAME_TYPE),
            traits: Traits::PURE,
            ..open("ex.add")
        },
        OpDef {
            syntax: Some(&SHORT),
            ..open("ex.call")
        },
        OpDef {
            syntax: Some(&TERMINATOR),
            traits: Traits::TERMINATOR,
            ..open("ex.br")
        },
        OpDef {
            syntax: Some(&TERMINATOR),
            traits: Traits::TERMINATOR.union(Traits::RETURN_LIKE),
            ..open("ex.ret")
        },
        OpDef {
            syntax: Some(&CONSTANT),
            ..open("ex.const")
        },
        OpDef {
            syntax: Some(&LOOP),
            ..open("ex.loop")
        },
        open("ex.plain"),
    ],
};

fn cx() -> Context {
    Context::with_registry(DialectRegistry::new().with(&EX).unwrap())
}

fn round_trip(src: &str) -> String {
    let cx = cx();
    let m = parse_module(&cx, src, "ex.dxir").unwrap_or_else(|e| panic!("{e}"));
    print_module(&cx, &m)
}

const ALL_FORMS: &str = r#"func @f(%0: i32, %1: float, %2: i1) -> i32 {
  %3 = ex.const 7 : i32 {note = "seven"}
  %4 = ex.add %0, %3 {nsw} : i32
  %5 = ex.add : float
  %6, %7 = ex.call %0, %1 [^bb2(%4)] ({
    ex.ret
  }) {callee = @g} : (i32, float) -> (i32, float)
  ex.call : () -> ()
  ex.br %2 [^bb2(%6), ^bb4] : i1
^bb2(%8: i32):
  %9 = ex.loop %0 to %8 : i32 do {
  ^bb3(%10: i32):
    %11 = ex.add %10, %10 : i32
    ex.ret %11 : i32
  }
  ex.ret %9 : i32
^bb4:
  %12 = ex.loop %0 to %0 : i32 attributes {unroll = 4 : i32} do {}
  ex.ret {why = "done"}
}
"#;

#[test]
fn every_form_prints_and_parses_back() {
    assert_eq!(round_trip(ALL_FORMS), ALL_FORMS);
}

#[test]
fn registered_ops_still_accept_the_generic_form() {
    let src = "func @f(%0: i32) {\n  %1 = \"ex.add\"(%0, %0) : (i32, i32) -> i32\n  \"ex.ret\"(%1) : (i32) -> ()\n}\n";
    assert_eq!(
        round_trip(src),
        "func @f(%0: i32) {\n  %1 = ex.add %0, %0 : i32\n  ex.ret %1 : i32\n}\n"
    );
}

#[test]
fn ops_that_do_not_fit_their_form_print_generic() {
    let cx = cx();
    let t = *cx.types();
    let fty = cx.function_type(t.void, vec![t.i32, t.float], false);
    let mut f = Function::define(&cx, "f", fty, Loc::UNKNOWN);
    let (a, b) = (f.params()[0], f.params()[1]);
    let entry = f.entry().unwrap();
    let mut bld = Builder::at_end(&cx, f.body_mut(), entry);
    // Mixed types: not a same-type op any more.
    bld.op("ex.add", &[a, b], &[t.i32]);
    // A terminator that is not last: its optional operands would swallow
    // the next op, so it prints generic.
    bld.op("ex.ret", &[], &[]);
    // A constant without a typed value.
    bld.op("ex.const", &[], &[t.i32]);
    bld.op("ex.ret", &[], &[]);
    let mut m = Module::new();
    m.add_function(f).unwrap();
    let text = print_module(&cx, &m);
    assert_eq!(
        text,
        r#"func @f(%0: i32, %1: float) {
  %2 = "ex.add"(%0, %1) : (i32, float) -> i32
  "ex.ret"() : () -> ()
  %3 = "ex.const"() : () -> i32
  ex.ret
}
"#
    );
    assert_eq!(round_trip(&text), text);
}

fn error(src: &str) -> String {
    let cx = cx();
    let e = parse_module(&cx, src, "e.dxir").unwrap_err();
    format!("{}:{}: {}", e.line, e.col, e.message())
}

#[test]
fn custom_forms_report_errors_where_they_are() {
    assert_eq!(
        error("func @f(%0: i32) {\n  %1 = ex.add %0, %0\n}"),
        "3:1: expected `:`, found `}`"
    );
    assert_eq!(
        error("func @f(%0: i32) {\n  %1 = ex.add %0, %0 : float\n}"),
        "2:15: type mismatch: %0 has type i32, used as float"
    );
    assert_eq!(
        error("func @f() {\n  %1 = ex.const \"s\"\n}"),
        "2:17: a constant's value must be typed, like `5 : i32` or `undef : float`"
    );
    assert_eq!(
        error("func @f() {\n  %1 = ex.ret\n}"),
        "2:8: op has 1 result name(s) but 0 result type(s)"
    );
    assert_eq!(
        error("func @f(%0: i32) {\n  ex.ret %0, %0 : i32\n}"),
        "2:19: op has 2 operand(s) but 1 operand type(s)"
    );
    assert_eq!(
        error("func @f(%0: i32) {\n  %1 = ex.loop %0 until %0 : i32 do {}\n}"),
        "2:19: expected `to`"
    );
    assert_eq!(
        error("func @f(%0: i32) {\n  ex.loop %0 to %0 : i32 do {}\n}"),
        "3:1: `ex.loop` has one result"
    );
    assert_eq!(
        error("func @f() {\n  ex.plain\n}"),
        "2:3: op `ex.plain` has no custom form; write it in generic form"
    );
    assert_eq!(
        error("func @f() {\n  ex.br [^nowhere]\n}"),
        "2:10: use of undefined block ^nowhere"
    );
}

#[test]
fn custom_regions_see_outer_values_and_keep_their_own() {
    let src = "func @f(%0: i32) -> i32 {
  %1 = ex.loop %0 to %0 : i32 do {
    %2 = ex.add %0, %0 : i32
    ex.ret %2 : i32
  }
  ex.ret %2 : i32
}
";
    assert_eq!(error(src), "6:10: use of undefined value %2");
}
