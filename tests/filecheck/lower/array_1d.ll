; The HLSL: RWBuffer<float> Bufs[4] : register(u2), indexed by constants 0/1 and by
; tid.y % 4; pins absolute indices (2, 3, and `and 3` + 2), the shared range
; {2, 5}, NU false, typed load/store (mask 15, value repeated) and the array record.
; RUN(SM66): lower tests/corpus/ll/array_1d.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_1d.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_1d.sm6_0.O1.ll
;
; SM66: @Bufs = external constant [4 x %"RWBuffer<float>"]
; SM66-LABEL: define void @main(
; SM66: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; RWBuffer<float>: word0 kind 10 | UAV = 4106; word1 F32 (9) x 1 = 265.
; SM66-NEXT: [[B0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 1 }, i32 2, i1 false)
; SM66-NEXT: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B0]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[L0:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H0]], i32 [[TX]], i32 undef)
; SM66-NEXT: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L0]], 0
; SM66-NEXT: [[B1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 1 }, i32 3, i1 false)
; SM66-NEXT: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H1]], i32 [[TX]], i32 undef, float [[V0]], float [[V0]], float [[V0]], float [[V0]], i8 15)
; SM66-NEXT: [[REM:%[a-z0-9.]+]] = and i32 [[TY]], 3
; SM66-NEXT: [[IDX:%[0-9]+]] = add i32 [[REM]], 2
; SM66-NEXT: [[B2:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 1 }, i32 [[IDX]], i1 false)
; SM66-NEXT: [[H2:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B2]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H2]], i32 [[TX]], i32 undef)
; SM66: [[ADD:%[a-z0-9.]+]] = fadd {{.*}}float {{%[0-9]+}}, 1.000000e+00
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H2]], i32 [[TX]], i32 undef, float [[ADD]], float [[ADD]], float [[ADD]], float [[ADD]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; Metadata element type F32 = 9.
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Bufs, !"Bufs", i32 0, i32 2, i32 4, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; No shader flags: only the numthreads tag.
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
; SM65: [[REM:%[a-z0-9.]+]] = and i32 [[TY]], 3
; SM65-NEXT: [[IDX:%[0-9]+]] = add i32 [[REM]], 2
; SM65-NEXT: [[H2:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 false)
; SM65-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H2]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H2]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Bufs, !"Bufs", i32 0, i32 2, i32 4, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM60: [[H0:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H0]], i32 {{%[0-9]+}}, i32 undef)
; SM60: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H1]], {{.*}}, i8 15)
; SM60: [[REM:%[a-z0-9.]+]] = and i32 [[TY]], 3
; SM60-NEXT: [[IDX:%[0-9]+]] = add i32 [[REM]], 2
; SM60-NEXT: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 false)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Bufs, !"Bufs", i32 0, i32 2, i32 4, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
