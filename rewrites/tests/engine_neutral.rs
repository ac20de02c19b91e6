//! The compiled form without IR: what an e-graph engine does with a rule.
//! Its matcher binds the pattern's variables to its own value handles
//! (here `u32`s standing for e-class ids); the rule's clauses and
//! replacement then run on those bindings and give a [`Plan`] to
//! materialize, without touching a `Body`.

mod common;

use dxir_rewrites::{Bindings, Bound, Miss, PatOperandKind, Plan, PlannedValue, RhsValue};

const RULE: &str = "rule mul-pow2 {
  match %r = llvm.mul %x, #c : $T
  let #k = exact_log2(#c)
  rewrite { replace %r with llvm.shl %x, #k : $T }
}";

#[test]
fn clauses_and_plans_work_on_any_value_handle() {
    let cx = common::cx();
    let set = common::rules(&cx, RULE);
    let rule = set.get("mul-pow2").unwrap();
    // The pattern graph: the root `llvm.mul` with a value and a constant.
    assert_eq!(rule.pattern.ops.len(), 1);
    assert_eq!(rule.root, cx.op_name("llvm.mul"));
    let ops = &rule.pattern.ops[0].operands;
    assert!(matches!(ops[0].kind, PatOperandKind::Bind(_)));
    assert!(matches!(ops[1].kind, PatOperandKind::Const(_)));

    let i32t = cx.types().i32;
    let bind = |c: i128| {
        let mut b: Bindings<u32> = Bindings::new(rule.vars.len());
        b.set(rule.var("%x").unwrap(), Bound::Value(7, i32t));
        b.set(rule.var("%r").unwrap(), Bound::Value(9, i32t));
        b.set(rule.var("#c").unwrap(), Bound::Attr(cx.int_attr(i32t, c)));
        b.set(rule.var("$T").unwrap(), Bound::Type(i32t));
        b
    };

    let mut b = bind(8);
    rule.check_clauses(&cx, &mut b).unwrap();
    assert_eq!(b.get(rule.var("#k").unwrap()), Some(Bound::Int(3)));
    let plan: Plan<u32> = rule.plan(&cx, &b, &[i32t]).unwrap();
    // A constant 3 : i32, then the shift of value 7 by it.
    assert_eq!(plan.ops.len(), 2);
    assert!(plan.ops[0].constant);
    assert_eq!(
        plan.ops[0].attrs.get(cx.ident("value")),
        Some(cx.int_attr(i32t, 3))
    );
    assert_eq!(plan.ops[1].name, cx.op_name("llvm.shl"));
    assert_eq!(
        plan.ops[1].operands.as_slice(),
        [
            PlannedValue::Bound(7),
            PlannedValue::New { op: 0, result: 0 }
        ]
    );
    assert_eq!(plan.ops[1].result_types.as_slice(), [i32t]);
    assert_eq!(plan.values, [PlannedValue::New { op: 1, result: 0 }]);
    assert!(matches!(rule.rhs.values[0], RhsValue::New { .. }));

    // Not a power of two: a near miss, reported with the clause's text.
    let mut b = bind(6);
    let miss = rule.check_clauses(&cx, &mut b).unwrap_err();
    assert!(matches!(miss, Miss::Clause { .. }));
    assert_eq!(
        miss.to_string(),
        "`let #k = exact_log2(#c)`: `exact_log2`: 6 is not a power of two"
    );
}
