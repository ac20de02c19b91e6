use super::Dce;
use crate::pass::{FunctionPass, PassOutcome};
use crate::testing::{assert_verifies, block, cx, func, names, region_block};
use dxir_ir::Builder;

#[test]
fn chains_of_dead_pure_ops_go_in_one_run() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], i32t);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let a = b.value("llvm.add", &[x, x], i32t);
    let m = b.value("llvm.mul", &[a, a], i32t);
    b.value("llvm.sub", &[m, x], i32t);
    let kept = b.value("llvm.xor", &[x, x], i32t);
    b.op("llvm.ret", &[kept], &[]);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(names(&cx, f.body(), entry), ["llvm.xor", "llvm.ret"]);
    assert_verifies(&cx, &f);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
}

#[test]
fn ops_with_effects_and_unregistered_ops_stay() {
    let cx = cx();
    let (i32t, ptr) = (cx.types().i32, cx.types().ptr);
    let mut f = func(&cx, &[i32t, ptr], cx.types().void);
    let entry = f.entry().unwrap();
    let (x, p) = (f.params()[0], f.params()[1]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    // The store keeps the add alive; the call and the load have effects.
    let a = b.value("llvm.add", &[x, x], i32t);
    b.op("llvm.store", &[a, p], &[]);
    b.op_with_attrs(
        "llvm.call",
        &[x],
        &[i32t],
        &[("callee", cx.symbol_attr("g"))],
    );
    b.value("llvm.load", &[p], i32t);
    b.op("x.unknown", &[x], &[i32t]);
    b.op_with_attrs(
        "llvm.alloca",
        &[],
        &[ptr],
        &[("elem_type", cx.type_attr(i32t))],
    );
    b.op("llvm.ret", &[], &[]);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
    assert_eq!(
        names(&cx, f.body(), entry),
        [
            "llvm.add",
            "llvm.store",
            "llvm.call",
            "llvm.load",
            "x.unknown",
            "llvm.alloca",
            "llvm.ret"
        ]
    );
}

#[test]
fn unreachable_blocks_are_removed_with_what_only_they_reach() {
    let cx = cx();
    let (i32t, i1) = (cx.types().i32, cx.types().i1);
    let mut f = func(&cx, &[i32t, i1], i32t);
    let entry = f.entry().unwrap();
    let (x, c) = (f.params()[0], f.params()[1]);
    let (live, la) = block(&mut f, &[i32t]);
    let (dead1, _) = block(&mut f, &[]);
    let (dead2, d2) = block(&mut f, &[i32t]);
    let (exit, ea) = block(&mut f, &[i32t]);
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let s = b.spec("llvm.br").with_successor(live, [x]);
    b.insert(s);
    let mut b = Builder::at_end(&cx, f.body_mut(), live);
    let s = b.spec("llvm.br").with_successor(exit, [la[0]]);
    b.insert(s);
    // dead1 <-> dead2 form a cycle that also branches into `exit`, and each
    // uses the other's values.
    let mut b = Builder::at_end(&cx, f.body_mut(), dead1);
    let v = b.value("llvm.add", &[x, x], i32t);
    let s = b
        .spec("llvm.cond_br")
        .with_operands([c])
        .with_successor(dead2, [v])
        .with_successor(exit, [v]);
    b.insert(s);
    let mut b = Builder::at_end(&cx, f.body_mut(), dead2);
    b.value("llvm.mul", &[d2[0], v], i32t);
    let s = b.spec("llvm.br").with_successor(dead1, []);
    b.insert(s);
    let mut b = Builder::at_end(&cx, f.body_mut(), exit);
    b.op("llvm.ret", &[ea[0]], &[]);
    assert_verifies(&cx, &f);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(
        f.body().region_blocks(f.body().root()),
        &[entry, live, exit]
    );
    assert_eq!(f.body().uses(x).len(), 1);
    assert_verifies(&cx, &f);
}

#[test]
fn dead_ops_in_nested_regions_and_ops_with_regions() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let holder = b.insert(b.spec("t.region").with_regions(1));
    let outer = b.value("llvm.add", &[x, x], i32t);
    b.op("llvm.ret", &[], &[]);
    let inner = region_block(f.body_mut(), holder);
    let mut ib = Builder::at_end(&cx, f.body_mut(), inner);
    ib.value("llvm.mul", &[outer, x], i32t);
    ib.op("t.yield", &[], &[]);
    // The use inside the region is dead, then so is `outer`; the region op
    // itself is not pure and stays.
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(names(&cx, f.body(), entry), ["t.region", "llvm.ret"]);
    assert_eq!(names(&cx, f.body(), inner), ["t.yield"]);
    assert_verifies(&cx, &f);
}

#[test]
fn malformed_uses_of_unreachable_values_keep_their_blocks() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], i32t);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let (dead, _) = block(&mut f, &[]);
    let mut b = Builder::at_end(&cx, f.body_mut(), dead);
    let v = b.value("llvm.add", &[x, x], i32t);
    b.op("llvm.unreachable", &[], &[]);
    // The entry (wrongly) returns a value of the unreachable block.
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    b.op("llvm.ret", &[v], &[]);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
    assert_eq!(f.body().region_blocks(f.body().root()).len(), 2);
}

#[test]
fn declarations_are_left_alone() {
    let cx = cx();
    let ty = cx.function_type(cx.types().void, vec![], false);
    let mut f = dxir_ir::Function::declare(&cx, "d", ty, dxir_ir::Loc::UNKNOWN);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Unchanged);
    assert_eq!(Dce.name(), "dce");
}

#[test]
fn long_chains_are_linear() {
    let cx = cx();
    let i32t = cx.types().i32;
    let mut f = func(&cx, &[i32t], cx.types().void);
    let entry = f.entry().unwrap();
    let x = f.params()[0];
    let mut b = Builder::at_end(&cx, f.body_mut(), entry);
    let mut v = x;
    for _ in 0..100_000 {
        v = b.value("llvm.add", &[v, x], i32t);
    }
    b.op("llvm.ret", &[], &[]);
    assert_eq!(Dce.run(&cx, &mut f).unwrap(), PassOutcome::Changed);
    assert_eq!(f.body().num_ops(), 1);
}
