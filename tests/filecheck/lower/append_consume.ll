; The HLSL: Consume() a float4 from In (u1) and Append() it doubled to Out (u0);
; pins the counter directions (-1 / +1), the structured load/store at the
; counter's index with mask 15 / align 4, and hasCounter in word 0 and metadata.
; RUN(SM66): lower tests/corpus/ll/append_consume.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/append_consume.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/append_consume.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66: @Out = external constant %"RWStructuredBuffer<float4>"
; SM66: @In = external constant %"RWStructuredBuffer<float4>"
; SM66-LABEL: define void @main(
; Append/Consume<float4>: kind 12 | UAV 0x1000 | counter 0x8000 = 36876; stride 16.
; SM66: [[OUTB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[OUT:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[OUTB]], %dx.types.ResourceProperties { i32 36876, i32 16 })
; SM66-NEXT: [[INB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[IN:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[INB]], %dx.types.ResourceProperties { i32 36876, i32 16 })
; SM66-NEXT: [[CI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[IN]], i8 -1)
; SM66-NEXT: [[LD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[CI]], i32 0, i8 15, i32 4)
; SM66-NEXT: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM66-NEXT: [[V1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 1
; SM66-NEXT: [[V2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
; SM66-NEXT: [[V3:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
; v * 2.0, scalarized per lane (the splat constant folds to a scalar operand).
; SM66-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}float [[V0]], 2.000000e+00
; SM66-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}float [[V1]], 2.000000e+00
; SM66-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}float [[V2]], 2.000000e+00
; SM66-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}float [[V3]], 2.000000e+00
; SM66-NOT: <4 x float>
; SM66: [[CO:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[OUT]], i8 1)
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[CO]], i32 0, float [[M0]], float [[M1]], float [[M2]], float [[M3]], i8 15, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.version = !{[[VER:![0-9]+]]}
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[SM]] = !{!"cs", i32 6, i32 6}
; SM66: [[VER]] = !{i32 1, i32 6}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 16}
; SM66: [[ROUT:![0-9]+]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, [[STRIDE]]}
; SM66: [[RIN:![0-9]+]] = !{i32 1, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[ROUT]], [[RIN]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: bit 4 EnableRawAndStructuredBuffers = 16.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-LABEL: define void @main(
; SM65: [[OUT:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[IN:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65-NEXT: [[CI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[IN]], i8 -1)
; SM65-NEXT: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[CI]], i32 0, i8 15, i32 4)
; SM65: [[CO:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[OUT]], i8 1)
; SM65: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[CO]], i32 0, {{.*}}, i8 15, i32 4)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
; SM65: !{i32 1, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
;
; DXIL 1.0: no raw buffer ops; bufferLoad/bufferStore with the raw mask.
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-LABEL: define void @main(
; SM60: [[OUT:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[IN:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: [[CI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[IN]], i8 -1)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[IN]], i32 [[CI]], i32 0)
; SM60: [[CO:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[OUT]], i8 1)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[OUT]], i32 [[CO]], i32 0, {{.*}}, i8 15)
; SM60-NOT: rawBuffer
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 1, i32 0}
; SM60: !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
; SM60: !{i32 1, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
