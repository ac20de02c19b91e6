use super::{Cse, ScopedTable};
use crate::pass::{FunctionPass, PassOutcome};
use crate::testing::{assert_verifies, block, cx, func, names, region_block};
use dxir_ir::{Builder, Context, Function, Value};

fn constant(b: &mut Builder<'_>, v: i128) -> Value {
    let cx = b.cx();
    let t = cx.types().i32;
    let op = b.op_with_attrs("llvm.constant", &[], &[t], &[("value", cx.int_attr(t, v))]);
    b.body().result(op, 0)
}

#[test]
fn duplicates_in_one_block_are_merged_into_the_first() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t, i32t], i32t);
    let entry = f.entry().unwrap();
    let (x, y) = (f.params()[0], f.params()[1]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let c1 = constant(&mut b, 1);
    let c2 = constant(&mut b, 1);
    let a1 = b.value("llvm.add", &[x, c1], i32t);
    let a2 = b.value("llvm.add", &[x, c2], i32t);
    let s = b.value("llvm.sub", &[a1, a2], i32t);
    b.op("llvm.ret", &[s], &[]);
    let (y_uses, sub) = (f.body().uses(y).len(), f.body().defining_op(s).unwrap());
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(
        names(&cx, f.body(), entry),
        ["llvm.constant", "llvm.add", "llvm.sub", "llvm.ret"]
    );
    assert_eq!(f.body().operands(sub), &[a1, a1]);
    assert_eq!(f.body().uses(y).len(), y_uses);
    assert_verifies(&cx, &f);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
}

#[test]
fn attributes_result_types_and_operand_order_matter() {
    let cx = cx();
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(&cx, &[i32t, i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let (x, y) = (f.params()[0], f.params()[1]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let eq = [("predicate", cx.str_attr("eq"))];
    let ne = [("predicate", cx.str_attr("ne"))];
    b.op_with_attrs("llvm.icmp", &[x, y], &[i1], &eq);
    b.op_with_attrs("llvm.icmp", &[x, y], &[i1], &ne);
    b.op_with_attrs("llvm.icmp", &[x, y], &[i1], &eq); // merged
    b.value("llvm.sub", &[x, y], i32t);
    b.value("llvm.sub", &[y, x], i32t); // not commutative
    b.value("llvm.mul", &[x, y], i32t);
    b.value("llvm.mul", &[y, x], i32t); // commutative: merged
    b.value("llvm.zext", &[x], cx.types().i64);
    b.value("llvm.zext", &[x], cx.int_type(128)); // another result type
    b.op("llvm.ret", &[], &[]);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(
        names(&cx, f.body(), entry),
        [
            "llvm.icmp",
            "llvm.icmp",
            "llvm.sub",
            "llvm.sub",
            "llvm.mul",
            "llvm.zext",
            "llvm.zext",
            "llvm.ret"
        ]
    );
}

#[test]
fn ops_with_effects_are_never_merged() {
    let cx = cx();
    let (i32t, ptr) = (cx.types().i32, cx.types().ptr);
    let mut f = func(&cx, &[ptr], cx.types().void);
    let entry = f.entry().unwrap();
    let p = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let callee = [("callee", cx.symbol_attr("g"))];
    for _ in 0..2 {
        b.value("llvm.load", &[p], i32t);
        b.op_with_attrs("llvm.call", &[], &[i32t], &callee);
        b.op("x.unknown", &[], &[i32t]);
    }
    b.op("llvm.ret", &[], &[]);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
    assert_eq!(f.body().num_ops(), 7);
}

/// entry: a = x+x; cond_br -> left | right; both -> join.
/// Each of left, right and join computes x+x again; left and right also
/// compute x*x.
fn diamond(cx: &Context) -> (Function, [dxir_ir::Block; 4]) {
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(cx, &[i32t, i1], cx.types().void);
    let entry = f.entry().unwrap();
    let (x, c) = (f.params()[0], f.params()[1]);
    let (left, _) = block(&mut f, &[]);
    let (right, _) = block(&mut f, &[]);
    let (join, _) = block(&mut f, &[]);
    let mut b = Builder::at_end(cx, f.body_mut(), entry);
    b.value("llvm.add", &[x, x], i32t);
    let s = b
        .spec("llvm.cond_br")
        .with_operands([c])
        .with_successor(left, [])
        .with_successor(right, []);
    b.insert(s);
    for blk in [left, right] {
        let mut b = Builder::at_end(cx, f.body_mut(), blk);
        b.value("llvm.add", &[x, x], i32t);
        b.value("llvm.mul", &[x, x], i32t);
        let s = b.spec("llvm.br").with_successor(join, []);
        b.insert(s);
    }
    let mut b = Builder::at_end(cx, f.body_mut(), join);
    b.value("llvm.add", &[x, x], i32t);
    b.value("llvm.mul", &[x, x], i32t);
    b.op("llvm.ret", &[], &[]);
    (f, [entry, left, right, join])
}

#[test]
fn across_blocks_only_dominating_ops_are_reused() {
    let cx = cx();
    let (mut f, [entry, left, right, join]) = diamond(&cx);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    let body = f.body();
    assert_eq!(names(&cx, body, entry), ["llvm.add", "llvm.cond_br"]);
    // The entry's add dominates everything; the siblings' muls do not
    // dominate each other or the join.
    assert_eq!(names(&cx, body, left), ["llvm.mul", "llvm.br"]);
    assert_eq!(names(&cx, body, right), ["llvm.mul", "llvm.br"]);
    assert_eq!(names(&cx, body, join), ["llvm.mul", "llvm.ret"]);
    assert_verifies(&cx, &f);
}

#[test]
fn the_result_is_deterministic() {
    let cx = cx();
    let shape = |f: &Function| {
        f.body()
            .walk()
            .into_iter()
            .map(|op| {
                let ops: Vec<String> = f
                    .body()
                    .operands(op)
                    .iter()
                    .map(|v| format!("{:?}", f.body().value_def(*v)))
                    .collect();
                format!("{} {}", cx.op_name_str(f.body().op_name(op)), ops.join(","))
            })
            .collect::<Vec<_>>()
    };
    let (mut a, _) = diamond(&cx);
    let (mut b, _) = diamond(&cx);
    Cse.run(&cx, &mut a).unwrap();
    Cse.run(&cx, &mut b).unwrap();
    assert_eq!(shape(&a), shape(&b));
}

#[test]
fn nested_regions_reuse_outer_ops_unless_isolated() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.value("llvm.add", &[x, x], i32t);
    let open = b.insert(b.spec("t.region").with_regions(1));
    let closed = b.insert(b.spec("t.isolated").with_regions(1));
    // An op after the regions may not reuse ops from inside them.
    b.value("llvm.mul", &[x, x], i32t);
    b.op("llvm.ret", &[], &[]);
    let inner = region_block(f.body_mut(), open);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    ib.value("llvm.add", &[x, x], i32t); // reuses the outer add
    ib.value("llvm.mul", &[x, x], i32t); // first mul: kept
    ib.op("t.yield", &[], &[]);
    let iso = region_block(f.body_mut(), closed);
    let mut ib = Builder::at_end(&cx, f.body_mut(), iso);
    let k1 = constant(&mut ib, 3);
    let k2 = constant(&mut ib, 3); // merged inside the isolated region
    let s = ib.value("llvm.add", &[k1, k2], i32t);
    ib.op("t.yield", &[s], &[]);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    let body = f.body();
    assert_eq!(
        names(&cx, body, entry),
        ["llvm.add", "t.region", "t.isolated", "llvm.mul", "llvm.ret"]
    );
    assert_eq!(names(&cx, body, inner), ["llvm.mul", "t.yield"]);
    assert_eq!(
        names(&cx, body, iso),
        ["llvm.constant", "llvm.add", "t.yield"]
    );
}

#[test]
fn isolated_regions_do_not_see_outer_ops() {
    let cx = cx();
    let mut f = func(&cx, &[], cx.types().void);
    let entry = f.entry().unwrap();
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    constant(&mut b, 3);
    let closed = b.insert(b.spec("t.isolated").with_regions(1));
    constant(&mut b, 3); // reuses the first constant, not the isolated one
    b.op("llvm.ret", &[], &[]);
    let iso = region_block(f.body_mut(), closed);
    let mut ib = Builder::at_end(&cx, f.body_mut(), iso);
    let k = constant(&mut ib, 3);
    ib.op("t.yield", &[k], &[]);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(names(&cx, f.body(), iso), ["llvm.constant", "t.yield"]);
    assert_eq!(
        names(&cx, f.body(), entry),
        ["llvm.constant", "t.isolated", "llvm.ret"]
    );
    assert_verifies(&cx, &f);
}

#[test]
fn unreachable_blocks_are_left_alone() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let (dead, _) = block(&mut f, &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.value("llvm.add", &[x, x], i32t);
    b.op("llvm.ret", &[], &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), dead);
    b.value("llvm.add", &[x, x], i32t);
    b.op("llvm.unreachable", &[], &[]);
    assert_eq!(Cse.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
    assert_eq!(Cse.name(), "cse");
}

#[test]
fn ops_sharing_a_hash_are_told_apart_and_scopes_restore_them() {
    let cx = Context::new();
    let mut body = dxir_ir::Body::new();
    let op = |body: &mut dxir_ir::Body, name: &str| {
        body.create_op(dxir_ir::OpSpec::new(
            cx.op_name(name),
            dxir_ir::Loc::UNKNOWN,
        ))
    };
    let (a, b, a2, c) = (
        op(&mut body, "t.a"),
        op(&mut body, "t.b"),
        op(&mut body, "t.a"),
        op(&mut body, "t.c"),
    );
    let mut table = ScopedTable::default();
    // Two ops filed under one hash, as a collision would.
    table.insert(7, a);
    table.insert(7, b);
    let find = |table: &ScopedTable, op| table.lookup(&body, 7, op, false);
    assert_eq!(find(&table, a2), Some(a));
    assert_eq!(find(&table, b), Some(b));
    assert_eq!(find(&table, c), None);
    // An inner scope shadows `t.a`; popping it brings the outer one back.
    let mark = table.mark();
    table.insert(7, a2);
    assert_eq!(find(&table, a), Some(a2));
    table.pop_to(mark);
    assert_eq!(find(&table, a2), Some(a));
    assert_eq!(find(&table, b), Some(b));
    // Below the barrier nothing is seen.
    table.barrier = table.mark();
    assert_eq!(find(&table, a2), None);
}
