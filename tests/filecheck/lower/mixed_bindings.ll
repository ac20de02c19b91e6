; The HLSL mixes explicit and implicit registers: X u1, Z u0 explicit, Y and W implicit
; (first fit: u2, u3); S t2 space1 explicit, T implicit in space1 (first fit: t0). Pins the
; ResBind of each, record ids sorted by (class, space, register) and the createHandle ids.
; RUN(SM66): lower tests/corpus/ll/mixed_bindings.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/mixed_bindings.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/mixed_bindings.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66-DAG: [[X:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-DAG: [[Y:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; SM66-DAG: [[Z:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-DAG: [[W:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
; SM66-DAG: [[S:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 1, i8 0 }, i32 2, i1 false)
; SM66-DAG: [[T:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 0 }, i32 0, i1 false)
; SM66-DAG: [[XA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[X]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-DAG: [[YA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[Y]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-DAG: [[ZA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[Z]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-DAG: [[WA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[W]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-DAG: [[SA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[S]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-DAG: [[TA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[T]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[SA]], i32 [[TID]], i32 undef)
; SM66: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[TA]], i32 [[TID]], i32 undef)
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[XA]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[YA]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[ZA]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[WA]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RT:![0-9]+]] = !{i32 0, ptr @T, !"T", i32 1, i32 0, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[RS:![0-9]+]] = !{i32 1, ptr @S, !"S", i32 1, i32 2, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RT]], [[RS]]}
; SM66: [[RZ:![0-9]+]] = !{i32 0, ptr @Z, !"Z", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[RX:![0-9]+]] = !{i32 1, ptr @X, !"X", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[RY:![0-9]+]] = !{i32 2, ptr @Y, !"Y", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[RW:![0-9]+]] = !{i32 3, ptr @W, !"W", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RZ]], [[RX]], [[RY]], [[RW]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; createHandle(class, record id, absolute register).
; SM65-LABEL: define void @main(
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 2, i1 false)
; SM65-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: ret void
;
; SM60-LABEL: define void @main(
; SM60-DAG: [[X:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-DAG: [[Y:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
; SM60-DAG: [[Z:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-DAG: [[W:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
; SM60-DAG: [[S:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 2, i1 false)
; SM60-DAG: [[T:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 [[TID:%[^ ,]+]], i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[T]], i32 [[TID]], i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[X]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[Y]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[Z]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[W]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60: !{i32 0, ptr @T, !"T", i32 1, i32 0, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 1, ptr @S, !"S", i32 1, i32 2, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 3, ptr @W, !"W", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
