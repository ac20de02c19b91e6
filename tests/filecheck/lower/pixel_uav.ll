; The HLSL is a pixel shader without signature I/O: Hits[0]++ on RWBuffer<uint> Hits (u1),
; then Log[Hits[1]] = Palette[3] * 0.5 with Buffer<float4> Palette (t0) and
; RWStructuredBuffer<float4> Log (u2). Pins constant buffer indices, the three handles, the
; structured store with a loaded index, "ps" metadata and entry props without NumThreads.
; RUN(SM66): lower tests/corpus/ll/pixel_uav.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/pixel_uav.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/pixel_uav.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[PA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[P]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; Hits: U32 (5), 1 component: 261.
; SM66-NEXT: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: [[L:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; SM66-NEXT: [[LA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[L]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; SM66-NEXT: [[H0:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA]], i32 0, i32 undef)
; SM66-NEXT: [[H0V:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[H0]], 0
; SM66-NEXT: [[INC:%[^ ,]+]] = add i32 [[H0V]], 1
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA]], i32 0, i32 undef, i32 [[INC]], i32 [[INC]], i32 [[INC]], i32 [[INC]], i8 15)
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[PA]], i32 3, i32 undef)
; SM66: [[H1:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA]], i32 1, i32 undef)
; SM66-NEXT: [[IDX:%[^ ,]+]] = extractvalue %dx.types.ResRet.i32 [[H1]], 0
; SM66: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[LA]], i32 [[IDX]], i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66-NOT: threadId
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[SM]] = !{!"ps", i32 6, i32 6}
; SM66: [[F32:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RP:![0-9]+]] = !{i32 0, ptr @Palette, !"Palette", i32 0, i32 0, i32 1, i32 10, i32 0, [[F32]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RP]]}
; SM66: [[U32:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[RH:![0-9]+]] = !{i32 0, ptr @Hits, !"Hits", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[U32]]}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 16}
; SM66: [[RL:![0-9]+]] = !{i32 1, ptr @Log, !"Log", i32 0, i32 2, i32 1, i32 12, i1 false, i1 false, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RH]], [[RL]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; Flags: bit 4 (structured buffer) + bit 13 (float4 typed load, rule of §6.5) = 8208; no NumThreads for pixel.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8208}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65-NEXT: [[L:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 2, i1 false)
; SM65: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[L]], i32 {{%[^ ,]+}}, i32 0, {{.*}}, i8 15, i32 4)
; SM65: !{!"ps", i32 6, i32 5}
;
; SM60-LABEL: define void @main(
; SM60: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM60-NEXT: [[L:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 2, i1 false)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 0, i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[P]], i32 3, i32 undef)
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 1, i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[L]], i32 {{%[^ ,]+}}, i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15)
; SM60: !{!"ps", i32 6, i32 0}
; SM60: !{i32 0, i64 8208}
