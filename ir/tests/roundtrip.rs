//! Print → parse → print is a fixed point for random well-formed modules.

mod common;

use common::gen::{build_module, module_r, test_context, ModuleR};
use dxir_ir::{
    parse_module, print_module, print_module_with, verify_module, Context, PrintOptions,
    VerifyOptions,
};
use proptest::prelude::*;

/// Prints `m`'s recipe in `cx`, parses the text in a fresh context from
/// `fresh`, and checks the reprint; then the same with locations, parsing
/// into the same context.
fn check(r: &ModuleR, fresh: fn() -> Context, verify: bool) -> Result<(), TestCaseError> {
    let cx = fresh();
    let m = build_module(&cx, r);
    let text = print_module(&cx, &m);

    let cx2 = fresh();
    let m2 = parse_module(&cx2, &text, "gen.dxir")
        .map_err(|e| TestCaseError::fail(format!("{e}\n--- text ---\n{text}")))?;
    let text2 = print_module(&cx2, &m2);
    prop_assert_eq!(&text, &text2);

    // The generator makes well-formed IR, so what was printed and parsed
    // back verifies when its ops are unregistered. (With the test dialect
    // registered, the generator deliberately misuses registered names to
    // exercise the printer's generic fallback, which the verifier rejects.)
    if verify {
        let opts = VerifyOptions {
            allow_unregistered: true,
        };
        if let Err(errs) = verify_module(&cx2, &m2, &opts) {
            return Err(TestCaseError::fail(format!("{errs}\n--- text ---\n{text}")));
        }
    }

    // Parsing into the context that printed it works too (struct bodies
    // are set again with the same value).
    let m1 = parse_module(&cx, &text, "gen.dxir")
        .map_err(|e| TestCaseError::fail(format!("{e}\n--- text ---\n{text}")))?;
    prop_assert_eq!(&print_module(&cx, &m1), &text);

    // With locations: parsed ops carry their positions in gen.dxir, and a
    // printed `loc(...)` reads back as the same location.
    let opts = PrintOptions { locs: true };
    let with_locs = print_module_with(&cx2, &m2, &opts);
    let m3 = parse_module(&cx2, &with_locs, "other.dxir")
        .map_err(|e| TestCaseError::fail(format!("{e}\n--- text ---\n{with_locs}")))?;
    prop_assert_eq!(&print_module_with(&cx2, &m3, &opts), &with_locs);
    prop_assert!(with_locs.contains("loc(\"gen.dxir\":"));
    Ok(())
}

proptest! {
    #![proptest_config(common::config(192))]

    /// Every op unregistered: everything prints in generic form.
    #[test]
    fn generic_form_round_trips(r in module_r()) {
        check(&r, Context::new, true)?;
    }

    /// The test dialect registered: ops that fit print in custom forms.
    #[test]
    fn custom_forms_round_trip(r in module_r()) {
        check(&r, test_context, false)?;
    }
}

#[test]
fn generated_modules_use_custom_forms() {
    // Not a property: a fixed recipe shows the registered context really
    // prints custom forms, so the property above covers them.
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let mut seen = [false; 4];
    for _ in 0..64 {
        let r = module_r().new_tree(&mut runner).unwrap().current();
        let cx = test_context();
        let text = print_module(&cx, &build_module(&cx, &r));
        for (i, needle) in [" = test.add ", " = test.const ", "test.br [", "test.ret"]
            .iter()
            .enumerate()
        {
            seen[i] |= text.contains(needle);
        }
    }
    assert_eq!(seen, [true; 4], "custom forms never printed");
}

#[test]
fn generated_modules_use_names_and_bytes() {
    // As above: the recipes really give source names (printed bare, quoted,
    // or numbered when repeated), labelled entry blocks and bytes.
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let needles = ["%mul.i", "^for.body.i", "%\"a b\"", "^\"bb3\"", "b\""];
    let mut seen = [false; 5];
    let mut entry_label = false;
    for _ in 0..64 {
        let r = module_r().new_tree(&mut runner).unwrap().current();
        let cx = Context::new();
        let text = print_module(&cx, &build_module(&cx, &r));
        for (i, needle) in needles.iter().enumerate() {
            seen[i] |= text.contains(needle);
        }
        // `func @f(...) -> T ^label {`
        entry_label |= text.lines().any(|l| {
            l.starts_with("func ")
                && l.strip_suffix(" {")
                    .and_then(|h| h.rsplit(' ').next())
                    .is_some_and(|last| last.starts_with('^'))
        });
    }
    assert_eq!(seen, [true; 5], "{needles:?}");
    assert!(entry_label, "no labelled entry block");
}
