; The HLSL: Buffer<float> Src : register(t3) read twice into RWBuffer<float>
; Dst : register(u1) at tid.y * 8 + tid.x; pins the SRV handle (class 0, t3,
; {10, 265}), the UAV handle, the computed store index and both records.
; RUN(SM66): lower tests/corpus/ll/buffer_float.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/buffer_float.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/buffer_float.sm6_0.O1.ll
;
; SM66: @Src = external constant %"Buffer<float>"
; SM66: @Dst = external constant %"RWBuffer<float>"
; SM66-LABEL: define void @main(
; SM66: [[SB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }, i32 3, i1 false)
; SM66-NEXT: [[S:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[SB]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-NEXT: [[DB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM66-NEXT: [[L0:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 [[TX]], i32 undef)
; SM66-NEXT: extractvalue %dx.types.ResRet.f32 [[L0]], 0
; SM66-NEXT: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 [[TY]], i32 undef)
; SM66-NEXT: extractvalue %dx.types.ResRet.f32 [[L1]], 0
; SM66-NEXT: [[V:%[a-z0-9.]+]] = fadd
; SM66-NEXT: [[MUL:%[a-z0-9.]+]] = shl i32 [[TY]], 3
; SM66-NEXT: [[IDX:%[a-z0-9.]+]] = add i32 [[MUL]], [[TX]]
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], i32 [[IDX]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RS:![0-9]+]] = !{i32 0, ptr @Src, !"Src", i32 0, i32 3, i32 1, i32 10, i32 0, [[ET]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RS]]}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Dst, !"Dst", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 8, i32 8, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[S:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, i1 false)
; SM65-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Src, !"Src", i32 0, i32 3, i32 1, i32 10, i32 0, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[S:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, i1 false)
; SM60-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[S]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Src, !"Src", i32 0, i32 3, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 0, ptr @Dst, !"Dst", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
