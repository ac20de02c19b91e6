//! Helpers shared by the rule tests: the dxir dialects, loading rules and
//! running the greedy driver over a parsed module.

#![allow(dead_code)]

use dxir_ir::{parse_module, print_function, verify_module, Context, Module, VerifyOptions};
use dxir_rewrites::{load_rules, Builtins, GreedyDriver, Report, RuleErrors, RuleSet};

/// A context with every dxir dialect.
pub fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

/// Loads one rule file, panicking with the rendered errors.
pub fn rules(cx: &Context, src: &str) -> RuleSet {
    load_rules(cx, &[("test.rules", src)], &Builtins::standard()).unwrap_or_else(|e| panic!("{e}"))
}

/// Loads one rule file that must fail.
pub fn rule_errors(cx: &Context, src: &str) -> RuleErrors {
    match load_rules(cx, &[("test.rules", src)], &Builtins::standard()) {
        Ok(_) => panic!("the rules loaded"),
        Err(e) => e,
    }
}

/// Parses `ir`, runs `rules` over every function with `driver`'s limits,
/// verifies the result and prints the functions with every value and block
/// numbered (names are dropped so expected outputs read alike).
pub fn rewrite_with(cx: &Context, driver: &GreedyDriver<'_>, ir: &str) -> (String, Vec<Report>) {
    let mut m: Module = parse_module(cx, ir, "in.dxir").unwrap_or_else(|e| panic!("{e}"));
    let mut reports = Vec::new();
    for f in m.functions_mut() {
        if f.is_declaration() {
            continue;
        }
        reports.push(driver.run(cx, f).unwrap_or_else(|e| panic!("{e}")));
        f.body_mut().clear_names();
    }
    if let Err(e) = verify_module(cx, &m, &VerifyOptions::default()) {
        panic!("the rewritten module does not verify: {e}");
    }
    let text: Vec<String> = m
        .functions()
        .iter()
        .filter(|f| !f.is_declaration())
        .map(|f| print_function(cx, f))
        .collect();
    (text.join("\n"), reports)
}

/// [`rewrite_with`] with the default limits; returns the one function's
/// text and report.
pub fn rewrite(cx: &Context, rules: &RuleSet, ir: &str) -> (String, Report) {
    let (text, mut reports) = rewrite_with(cx, &GreedyDriver::new(rules), ir);
    (text, reports.remove(0))
}
