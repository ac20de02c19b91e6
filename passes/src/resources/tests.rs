use super::*;
use dxir_dialects::translate::llvm::import_module;

fn import(cx: &Context, src: &str) -> Module {
    import_module(cx, src, "test.ll").unwrap()
}

fn func_index(m: &Module, name: &str) -> usize {
    m.functions().iter().position(|f| f.name() == name).unwrap()
}

fn cx() -> Context {
    Context::with_registry(dxir_dialects::registry())
}

const DECLS: &str = r#"
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i8)
@.str = private unnamed_addr constant [2 x i8] c"A\00"
@.str.1 = private unnamed_addr constant [2 x i8] c"B\00"
@.str.2 = private unnamed_addr constant [2 x i8] c"C\00"
"#;

fn module(cx: &Context, body: &str) -> Module {
    import(cx, &format!("{DECLS}\n{body}"))
}

#[test]
fn record_ids_are_per_class_after_sorting_by_binding() {
    let cx = cx();
    let m = module(
        &cx,
        r#"
define void @main(i32 %i) {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 1, i32 0, ptr @.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @.str.1)
  %c = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 3, i32 -1, i32 %i, ptr @.str.2)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 %i, ptr null)
  %a2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 1, i32 0, ptr @.str)
  ret void
}
"#,
    );
    let map = analyze_resources(&cx, &m).unwrap();
    let rows: Vec<_> = map
        .resources()
        .iter()
        .map(|r| {
            (
                r.class,
                r.record_id,
                r.name.as_str(),
                r.binding.space,
                r.binding.lower_bound,
                r.binding.size,
                r.handles.len(),
            )
        })
        .collect();
    use ResourceClass::{Srv, Uav};
    assert_eq!(
        rows,
        [
            (Srv, 0, "C", 0, 3, UNBOUNDED, 1),
            (Uav, 0, "", 0, 2, 4, 1),
            (Uav, 1, "A", 0, 6, 1, 2),
            (Uav, 2, "B", 1, 0, 1, 1),
        ]
    );
    assert_eq!(map.of_class(Uav).len(), 3);
    assert_eq!(map.of_class(ResourceClass::CBuffer).len(), 0);
    // Every creation op maps to its resource; the two creations of A share one.
    let fi = func_index(&m, "main");
    let body = m.functions()[fi].body();
    let creations: Vec<Op> = body
        .walk()
        .into_iter()
        .filter(|&op| cx.op_name_str(body.op_name(op)) == "dx.resource.handlefrombinding")
        .collect();
    let names: Vec<_> = creations
        .iter()
        .map(|&op| map.lookup(fi, op).unwrap().name.as_str())
        .collect();
    assert_eq!(names, ["A", "B", "C", "", "A"]);
    assert!(map.implicit_bindings().is_empty());
}

#[test]
fn resources_merge_across_functions_and_differ_by_name_or_type() {
    let cx = cx();
    let m = module(
        &cx,
        r#"
define void @f() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}
define void @g() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str.1)
  %c = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}
"#,
    );
    let map = analyze_resources(&cx, &m).unwrap();
    assert_eq!(map.resources().len(), 3);
    let a = map
        .resources()
        .iter()
        .find(|r| r.name == "A" && r.kind == ResourceKind::TypedBuffer)
        .unwrap();
    assert_eq!(
        a.handles.iter().map(|s| s.function).collect::<Vec<_>>(),
        [func_index(&m, "f"), func_index(&m, "g")]
    );
    // Same binding: record IDs still distinct and consecutive.
    let ids: Vec<u32> = map.resources().iter().map(|r| r.record_id).collect();
    assert_eq!(ids, [0, 1, 2]);
}

#[test]
fn counter_directions_follow_selects_and_phis() {
    let cx = cx();
    let m = module(
        &cx,
        r#"
define void @main(i1 %c) {
entry:
  %a = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  %x = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @.str.2)
  %n = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %s = select i1 %c, target("dx.RawBuffer", float, 1, 0) %a, target("dx.RawBuffer", float, 1, 0) %b
  %0 = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %s, i8 1)
  %1 = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %x, i8 1)
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %p = phi target("dx.RawBuffer", float, 1, 0) [ %b, %entry ], [ %x, %t ]
  %2 = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %p, i8 -1)
  ret void
}
"#,
    );
    let map = analyze_resources(&cx, &m).unwrap();
    let dirs: Vec<_> = map
        .resources()
        .iter()
        .map(|r| (r.name.as_str(), r.counter))
        .collect();
    use CounterDirection::*;
    assert_eq!(
        dirs,
        [
            ("A", Increment),
            ("B", Invalid),
            ("C", Invalid),
            ("", Unknown)
        ]
    );
    let a = &map.resources()[0];
    assert_eq!(a.properties(&cx).unwrap(), [0x900C, 4]);
    assert_eq!(map.resources()[3].properties(&cx).unwrap(), [0x100C, 4]);
}

#[test]
fn implicit_bindings_are_collected_not_resources() {
    let cx = cx();
    let m = module(
        &cx,
        r#"
define void @main() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 2, i32 -1, i32 0, ptr @.str.1)
  ret void
}
"#,
    );
    let map = analyze_resources(&cx, &m).unwrap();
    assert!(map.is_empty());
    let ib = &map.implicit_bindings()[0];
    assert_eq!(
        (ib.order_id, ib.class, ib.space, ib.size, ib.name.as_str()),
        (3, ResourceClass::Uav, 2, UNBOUNDED, "B")
    );
    assert_eq!(ib.loc.line, 13);
}

#[test]
fn non_constant_binding_operands_are_errors_at_the_op() {
    let cx = cx();
    let m = module(
        &cx,
        r#"
define void @main(i32 %s) {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 0, i32 1, i32 0, ptr null)
  ret void
}
"#,
    );
    let err = analyze_resources(&cx, &m).unwrap_err();
    let crate::PassErrorKind::Binding(crate::BindingError::NotConstant { op, what, index }) =
        &*err.kind
    else {
        panic!("expected a non-constant binding operand, got {err:?}");
    };
    assert_eq!(
        (op.as_str(), what.as_str(), *index),
        ("dx.resource.handlefrombinding", "space", 0),
        "{err}"
    );
    assert_eq!(err.op.as_deref(), Some("dx.resource.handlefrombinding"));
    assert!(err.to_string().contains("space"), "{err}");
    assert_eq!(err.loc.line, 13);
}

#[test]
fn no_resources_no_work() {
    let cx = cx();
    let m = import(&cx, "define void @main() {\n  ret void\n}\n");
    let map = analyze_resources(&cx, &m).unwrap();
    assert!(map.is_empty() && map.implicit_bindings().is_empty());
}

#[test]
fn binding_ranges() {
    let b = |lower_bound, size| Binding {
        space: 0,
        lower_bound,
        size,
    };
    assert_eq!(b(3, 4).upper_bound(), 6);
    assert_eq!(b(3, UNBOUNDED).upper_bound(), u32::MAX);
    assert!(b(3, 4).overlaps(&b(6, 1)));
    assert!(!b(3, 4).overlaps(&b(7, 1)));
    assert!(b(3, UNBOUNDED).overlaps(&b(1000, 1)));
    assert!(!b(3, UNBOUNDED).overlaps(&b(2, 1)));
}
