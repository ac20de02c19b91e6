; The HLSL: Buffer<float> A (t0, space1), B (t0, space2), RWBuffer<float> C
; (u5, space1), RWStructuredBuffer<int> D (u0, space3); pins ResBind spaces,
; per-class record IDs sorted by space (A 0, B 1; C 0, D 1) as createHandle
; range IDs, the structured store (mask 1, align 4) and both SRV and UAV records.
; RUN(SM66): lower tests/corpus/ll/bindings_spaces.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/bindings_spaces.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/bindings_spaces.sm6_0.O1.ll
;
; SM66: @A = external constant %"Buffer<float>"
; SM66: @B = external constant %"Buffer<float>"
; SM66: @C = external constant %"RWBuffer<float>"
; SM66: @D = external constant %"RWStructuredBuffer<int32_t>"
; SM66-LABEL: define void @main(
; Buffer<float>: {10, 265}; RWBuffer<float>: {4106, 265};
; RWStructuredBuffer<int>: kind 12 | UAV = 4108, stride 4, no counter.
; SM66: [[AB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 1, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[AH:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-NEXT: [[BB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 2, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[BH:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 10, i32 265 })
; SM66-NEXT: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 1, i8 1 }, i32 5, i1 false)
; SM66-NEXT: [[CH:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[DB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 3, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[DH:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4108, i32 4 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LA:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[AH]], i32 [[TX]], i32 undef)
; SM66-NEXT: extractvalue %dx.types.ResRet.f32 [[LA]], 0
; SM66-NEXT: [[LB:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[BH]], i32 [[TX]], i32 undef)
; SM66-NEXT: extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM66-NEXT: [[S:%[a-z0-9.]+]] = fadd
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[CH]], i32 [[TX]], i32 undef, float [[S]], float [[S]], float [[S]], float [[S]], i8 15)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[DH]], i32 [[TX]], i32 0, i32 [[TX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ETF:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RA:![0-9]+]] = !{i32 0, ptr @A, !"A", i32 1, i32 0, i32 1, i32 10, i32 0, [[ETF]]}
; SM66: [[RB:![0-9]+]] = !{i32 1, ptr @B, !"B", i32 2, i32 0, i32 1, i32 10, i32 0, [[ETF]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RA]], [[RB]]}
; SM66: [[RC:![0-9]+]] = !{i32 0, ptr @C, !"C", i32 1, i32 5, i32 1, i32 10, i1 false, i1 false, i1 false, [[ETF]]}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 4}
; SM66: [[RD:![0-9]+]] = !{i32 1, ptr @D, !"D", i32 3, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RC]], [[RD]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; Flags: EnableRawAndStructuredBuffers (bit 4) for D.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[AH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: [[BH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 0, i1 false)
; SM65-NEXT: [[CH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 5, i1 false)
; SM65-NEXT: [[DH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[AH]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[BH]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[CH]], {{.*}}, i8 15)
; SM65-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[DH]], i32 {{%[0-9]+}}, i32 0, i32 {{%[0-9]+}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 1, ptr @D, !"D", i32 3, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[AH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[BH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 0, i1 false)
; SM60-NEXT: [[CH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 5, i1 false)
; SM60-NEXT: [[DH:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[AH]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[BH]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[CH]], {{.*}}, i8 15)
; DXIL 1.0: the structured store is a bufferStore with the raw mask 1.
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[DH]], i32 {{%[0-9]+}}, i32 0, i32 {{%[0-9]+}}, i32 undef, i32 undef, i32 undef, i8 1)
; SM60-NOT: rawBuffer
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @A, !"A", i32 1, i32 0, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 1, ptr @B, !"B", i32 2, i32 0, i32 1, i32 10, i32 0, {{![0-9]+}}}
; SM60: !{i32 0, ptr @C, !"C", i32 1, i32 5, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 1, ptr @D, !"D", i32 3, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
