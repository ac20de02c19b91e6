//! `validate-dxil`, the last pass of the lowering pipeline: is the module
//! DXIL? It runs on any DXIL-form module, also one another compiler wrote.
//!
//! - Every `dxil.*` op must be legal for the module's DXIL version and
//!   shader stage (`dxil::check_module_legality`: version, removal, stage
//!   of the entry or, in a library, of the entries, overload).
//! - Nothing of the `dx` level may remain: no `dx.*` op, and no
//!   `target("dx.…")` type in a function signature, a global's type or any
//!   value.
//! - The rest is in [`checks`]: `dx.op` calls that are not `dxil` ops
//!   (opcode, class, overload, signature), calls of LLVM intrinsics DXIL
//!   does not have (all but lifetime markers and debug info), immediate
//!   operands, handle
//!   resource kinds, `!dx.resources` ids and ranges, the entries' resource
//!   lists and shader flags, `loadInput`/`storeOutput` elements, and the
//!   version metadata.
//!
//! Each problem is reported at its location, naming the op and the rule.

mod checks;

pub use checks::DxilValidationError;

use crate::error::DxilFormError;
use crate::pass::{ModulePass, PassError, PassOutcome};
use dxir_dialects::dxil::{check_module_legality, DxilTarget};
use dxir_ir::{type_to_string, Body, Context, Loc, Module, Op, StructBody, Type, TypeData};
use rustc_hash::FxHashMap;

const PASS: &str = "validate-dxil";

/// Checks that `m` is DXIL for the target its triple names.
///
/// # Errors
/// Every problem found, in module order (functions, then globals).
///
/// # Example
/// ```
/// use dxir_passes::validate_dxil_module;
/// let cx = dxir_ir::Context::with_registry(dxir_dialects::registry());
/// let m = dxir_ir::parse_module(&cx, r#"
/// module attributes {llvm.triple = "dxilv1.6-pc-shadermodel6.6-compute"}
/// func @f() {
///   %0 = llvm.constant 0 : i32
///   %1 = dx.thread.id %0 : (i32) -> i32
///   llvm.ret
/// }
/// "#, "m.dxir").unwrap();
/// let errors = validate_dxil_module(&cx, &m).unwrap_err();
/// assert_eq!(errors[0].message(), "`dx.thread.id` remains after lowering to DXIL");
/// ```
pub fn validate_dxil_module(cx: &Context, m: &Module) -> Result<(), Vec<PassError>> {
    let mut errors = Vec::new();
    match target(cx, m) {
        Ok(t) => {
            if let Err(es) = check_module_legality(cx, m, t) {
                errors.extend(es.into_iter().map(|e| PassError::new(PASS, e.loc(), e)));
            }
            errors.extend(
                checks::check(cx, m, t)
                    .into_iter()
                    .map(|e| PassError::new(PASS, e.loc(), e)),
            );
        }
        Err(e) => errors.push(e),
    }
    // Each function with a memo of its own, in parallel; the findings in
    // function order.
    let per_function: Vec<Vec<PassError>> = m.par_map_functions(|f| {
        let mut found = Vec::new();
        let mut check_ty = dx_type_check(cx);
        check_ty(
            f.ty(),
            &|| format!("function @{}", f.name()),
            f.loc(),
            &mut found,
        );
        check_body(cx, f.body(), &mut found, Body::OPS_PER_RUN);
        found
    });
    errors.extend(per_function.into_iter().flatten());
    let mut check_ty = dx_type_check(cx);
    let g = m.globals();
    for op in g.walk() {
        let global_type = g
            .attr(cx, op, "global_type")
            .and_then(|a| match cx.attr_data(a) {
                dxir_ir::AttrData::Type(t) => Some(*t),
                _ => None,
            });
        if let Some(t) = global_type {
            let name = g
                .attr(cx, op, "sym_name")
                .and_then(|a| cx.attr_as_str(a))
                .unwrap_or("")
                .to_string();
            check_ty(t, &|| format!("global @{name}"), g.loc(op), &mut errors);
        }
    }
    check_body(cx, g, &mut errors, Body::OPS_PER_RUN);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The `validate-dxil` pass: [`validate_dxil_module`] as a pass, which
/// changes nothing and fails with every problem found (the first as the
/// error, the others as its related errors, in order).
#[derive(Clone, Copy, Debug, Default)]
pub struct ValidateDxil;

impl ModulePass for ValidateDxil {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run(&self, cx: &Context, m: &mut Module) -> Result<PassOutcome, PassError> {
        match validate_dxil_module(cx, m) {
            Ok(()) => Ok(PassOutcome::Unchanged),
            Err(mut errors) => {
                let first = errors.remove(0);
                Err(first.with_related(errors))
            }
        }
    }
}

type CheckTy<'a> = dyn FnMut(Type, &dyn Fn() -> String, Loc, &mut Vec<PassError>) + 'a;

/// Reports a type that holds a `dx` type, as `what` (with a memo of the
/// types seen).
fn dx_type_check(
    cx: &Context,
) -> impl FnMut(Type, &dyn Fn() -> String, Loc, &mut Vec<PassError>) + '_ {
    let mut memo = FxHashMap::default();
    move |t: Type, what: &dyn Fn() -> String, loc: Loc, errors: &mut Vec<PassError>| {
        if has_dx_type(cx, t, &mut memo, 0) {
            errors.push(PassError::new(
                PASS,
                loc,
                DxilFormError::DxType {
                    what: what(),
                    ty: type_to_string(cx, t),
                },
            ));
        }
    }
}

/// Reports the `dx` ops left in `b` and the values and block arguments of
/// a `dx` type. Each op is checked on its own: a body of twice
/// `ops_per_run` ops or more in runs on the pool, each run with a memo of
/// its own.
fn check_body(cx: &Context, b: &Body, errors: &mut Vec<PassError>, ops_per_run: usize) {
    errors.extend(b.find_in_op_runs(ops_per_run, |ops, found| {
        check_ops(cx, b, ops, found, &mut dx_type_check(cx));
    }));
    let check_ty = &mut dx_type_check(cx);
    for &block in b.region_blocks(b.root()) {
        let loc = b.first_op(block).map_or(Loc::UNKNOWN, |op| b.loc(op));
        for &a in b.block_args(block) {
            check_ty(b.value_type(a), &|| "a block argument".into(), loc, errors);
        }
    }
}

/// [`check_body`] for the ops `ops` of `b`.
fn check_ops(
    cx: &Context,
    b: &Body,
    ops: &[Op],
    errors: &mut Vec<PassError>,
    check_ty: &mut CheckTy<'_>,
) {
    for &op in ops {
        let name = cx.op_name_str(b.op_name(op));
        let loc = b.loc(op);
        if name.starts_with("dx.") {
            errors.push(
                PassError::new(
                    PASS,
                    loc,
                    DxilFormError::Remains {
                        op: name.to_string(),
                    },
                )
                .with_op(name),
            );
            continue;
        }
        for &r in b.results(op) {
            check_ty(
                b.value_type(r),
                &|| format!("a result of `{name}`"),
                loc,
                errors,
            );
        }
        for &region in b.regions(op) {
            for &block in b.region_blocks(region) {
                for &a in b.block_args(block) {
                    check_ty(b.value_type(a), &|| "a block argument".into(), loc, errors);
                }
            }
        }
    }
}

/// Whether `t` is or contains a `target("dx.…")` type (through vectors,
/// arrays, structs, named struct bodies and function types).
fn has_dx_type(cx: &Context, t: Type, memo: &mut FxHashMap<Type, bool>, depth: u32) -> bool {
    if let Some(&v) = memo.get(&t) {
        return v;
    }
    if depth > 64 {
        return false;
    }
    // Provisional answer, so a recursive named struct terminates.
    memo.insert(t, false);
    let v = match cx.type_data(t).clone() {
        TypeData::TargetExt { name, .. } => name.starts_with("dx."),
        TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => {
            has_dx_type(cx, elem, memo, depth + 1)
        }
        TypeData::Struct { fields, .. } => {
            fields.iter().any(|&f| has_dx_type(cx, f, memo, depth + 1))
        }
        TypeData::Named(_) => match cx.struct_body(t) {
            Some(StructBody::Fields { fields, .. }) => {
                fields.iter().any(|&f| has_dx_type(cx, f, memo, depth + 1))
            }
            _ => false,
        },
        TypeData::Function { ret, params, .. } => {
            has_dx_type(cx, ret, memo, depth + 1)
                || params.iter().any(|&p| has_dx_type(cx, p, memo, depth + 1))
        }
        _ => false,
    };
    memo.insert(t, v);
    v
}

/// The DXIL version and stage the module's triple names.
fn target(cx: &Context, m: &Module) -> Result<DxilTarget, PassError> {
    dxir_dialects::dxil::module_target(cx, m).map_err(|e| PassError::new(PASS, Loc::UNKNOWN, e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use dxir_ir::parse_module;

    pub(super) fn cx() -> Context {
        Context::with_registry(dxir_dialects::registry())
    }

    /// A compute module whose `@f` has 600 ops: a `dxil.threadId` with an
    /// immediate out of range every 37 ops, a `dx.thread.id` left every 41,
    /// adds between them. For the checks that split a large body in runs.
    pub(super) fn long_function() -> String {
        let mut src = String::from(
            "module attributes {llvm.triple = \"dxilv1.6-pc-shadermodel6.6-compute\"}\n\
             func @f() {\n  %0 = llvm.constant 3 : i32\n",
        );
        for i in 0..600 {
            src.push_str(&match (i % 37, i % 41) {
                (3, _) => format!("  %t{i} = dxil.threadId %0 : (i32) -> i32\n"),
                (_, 5) => format!("  %t{i} = dx.thread.id %0 : (i32) -> i32\n"),
                _ => format!("  %t{i} = \"llvm.add\"(%0, %0) : (i32, i32) -> i32\n"),
            });
        }
        src.push_str("  llvm.ret\n}\n");
        src
    }

    #[test]
    fn a_body_split_in_runs_gives_the_findings_of_one_walk() {
        let cx = cx();
        let m = parse_module(&cx, &long_function(), "long.dxir").unwrap();
        let body = m.functions()[0].body();
        let found = |ops_per_run| {
            let mut errors = Vec::new();
            check_body(&cx, body, &mut errors, ops_per_run);
            errors
                .iter()
                .map(|e| (e.loc.line, e.message().clone()))
                .collect::<Vec<_>>()
        };
        // The 15 `dx.thread.id` ops of the 600 (every 41st from the 5th).
        runs_find_what_one_walk_finds(found, 15);
    }

    /// `found(ops_per_run)`, the findings as (line, message), has
    /// `expected` findings in line order from one walk, and the same from
    /// runs of 7, 64 and 250 ops.
    pub(super) fn runs_find_what_one_walk_finds(
        found: impl Fn(usize) -> Vec<(u32, String)>,
        expected: usize,
    ) {
        let one_walk = found(usize::MAX);
        assert_eq!(one_walk.len(), expected, "{one_walk:?}");
        assert!(one_walk.windows(2).all(|w| w[0].0 < w[1].0));
        for ops_per_run in [7, 64, 250] {
            assert_eq!(found(ops_per_run), one_walk, "runs of {ops_per_run}");
        }
    }

    #[test]
    fn dx_ops_and_types_are_reported_where_they_are() {
        let cx = cx();
        let src = r#"module attributes {llvm.triple = "dxilv1.6-pc-shadermodel6.6-compute"}
llvm.global {global_type = type(target("dx.TypedBuffer", float, 1, 0, 0)), initializer = poison : target("dx.TypedBuffer", float, 1, 0, 0), sym_name = "g"} : () -> ()
func @takes(target("dx.RawBuffer", i8, 0, 0))
func @f() {
  %0 = llvm.constant 0 : i32
  %1 = dx.thread.id %0 : (i32) -> i32
  llvm.ret
}
"#;
        let m = parse_module(&cx, src, "v.dxir").unwrap();
        let errors = validate_dxil_module(&cx, &m).unwrap_err();
        let msgs: Vec<_> = errors
            .iter()
            .map(|e| (e.loc.line, e.message().clone()))
            .collect();
        assert!(
            msgs.iter()
                .any(|(l, m)| *l == 3 && m.starts_with("function @takes has type")),
            "{msgs:?}"
        );
        assert!(
            msgs.iter()
                .any(|(l, m)| *l == 6 && m == "`dx.thread.id` remains after lowering to DXIL"),
            "{msgs:?}"
        );
        assert!(
            msgs.iter()
                .any(|(l, m)| *l == 2 && m.starts_with("global @g has type")),
            "{msgs:?}"
        );
        assert_eq!(errors.len(), 3, "{msgs:?}");
    }

    #[test]
    fn the_pass_reports_every_finding_and_changes_nothing() {
        let cx = cx();
        let src = r#"module attributes {llvm.triple = "dxilv1.6-pc-shadermodel6.6-compute"}
func @f() {
  %0 = llvm.constant 3 : i32
  %1 = dxil.threadId %0 : (i32) -> i32
  %2 = llvm.constant 9 : i32
  %3 = dxil.groupId %2 : (i32) -> i32
  llvm.ret
}
"#;
        let mut m = parse_module(&cx, src, "v.dxir").unwrap();
        let before = dxir_ir::print_module(&cx, &m);
        let e = ValidateDxil.run(&cx, &mut m).unwrap_err();
        assert_eq!(e.pass, "validate-dxil");
        assert_eq!(
            (e.loc.line, e.message().as_str()),
            (
                4,
                "dxil.threadId: operand 0 (`i32 component`) is 3; it must be in 0..=2 [INSTR.OPCONSTRANGE]"
            )
        );
        assert_eq!(e.related.len(), 1);
        assert_eq!(e.related[0].loc.line, 6);
        assert_eq!(dxir_ir::print_module(&cx, &m), before);
        // The findings are typed.
        let t = dxir_dialects::dxil::module_target(&cx, &m).unwrap();
        let typed = checks::check(&cx, &m, t);
        assert!(matches!(
            typed[1],
            DxilValidationError::ImmediateRange {
                op: "dxil.groupId",
                value: 9,
                ..
            }
        ));
        let ok = src
            .replace("3 : i32", "2 : i32")
            .replace("9 : i32", "0 : i32");
        let mut m = parse_module(&cx, &ok, "v.dxir").unwrap();
        assert_eq!(
            ValidateDxil.run(&cx, &mut m).unwrap(),
            PassOutcome::Unchanged
        );
    }

    #[test]
    fn a_plain_module_is_valid_and_a_bad_triple_is_not() {
        let cx = cx();
        let ok = r#"module attributes {llvm.triple = "dxilv1.0-pc-shadermodel6.0-pixel"}
func @f() {
  llvm.ret
}
"#;
        assert!(validate_dxil_module(&cx, &parse_module(&cx, ok, "v.dxir").unwrap()).is_ok());
        let bad = ok.replace("dxilv1.0-pc-shadermodel6.0-pixel", "x86_64-pc-linux-gnu");
        let errors =
            validate_dxil_module(&cx, &parse_module(&cx, &bad, "v.dxir").unwrap()).unwrap_err();
        assert!(errors[0].message().contains("not a DXIL target triple"));
    }
}
