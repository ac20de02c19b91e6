; The HLSL does a read-modify-write of RWBuffer<float> Data (u0): pins the scalar typed UAV
; handle, the one-component load and the store that repeats the scalar in all lanes, mask 0xF.
; RUN(SM66): lower tests/corpus/ll/rwbuffer_float.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_float.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_float.sm6_0.O1.ll
;
; SM66: @Data = external constant %"RWBuffer<float>"
; SM66-LABEL: define void @main(
; UAV u0; word0 = 0x100A = 4106, word1 = F32 (9) | 1 << 8 = 265.
; SM66: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LD:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[X:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM66: [[V:%[^ ,]+]] = fadd {{.*}}float {{.*}}1.000000e+00
; Missing lanes repeat lane 0; typed stores always use mask 15.
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; No shader flag applies (a one-component typed load), so only NumThreads is listed.
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NOT: annotateHandle
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef, float [[V:%[^ ,]+]],
; SM65-SAME: float [[V]], float [[V]], float [[V]], i8 15)
; SM65: !{!"cs", i32 6, i32 5}
;
; SM60-LABEL: define void @main(
; SM60: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 [[TID]], i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 [[TID]], i32 undef, float [[V:%[^ ,]+]],
; SM60-SAME: float [[V]], float [[V]], float [[V]], i8 15)
; SM60-NOT: @dx.op.annotateHandle
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 4, {{![0-9]+}}}
