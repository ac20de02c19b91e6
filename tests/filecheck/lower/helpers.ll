; The HLSL reads RWStructuredBuffer<float4> Data (u0) and writes two elements through helper
; functions: pins the structured UAV handle (stride 16), rawBufferLoad/Store mask 15 align 4,
; the element index / zero byte offset operands, and that the helpers are gone (inlined).
; RUN(SM66): lower tests/corpus/ll/helpers.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/helpers.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/helpers.sm6_0.O1.ll
;
; SM66: @Data = external constant %"RWStructuredBuffer<float4>"
; SM66-LABEL: define void @main(
; StructuredBuffer (12) | UAV bit 12 = 4108 (vector element: BaseAlignLog2 0); word1 = stride 16.
; SM66: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[I:%[^ ,]+]] = shl i32 [[TID]], 1
; float4 at byte offset 0: mask (1 << 4) - 1 = 15, alignment of float = 4.
; SM66: [[LD:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HA]], i32 [[TID]], i32 0, i8 15, i32 4)
; SM66: extractvalue %dx.types.ResRet.f32 [[LD]], 3
; SM66: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HA]], i32 [[I]], i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15, i32 4)
; SM66: [[I1:%[^ ,]+]] = or disjoint i32 [[I]], 1
; SM66: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HA]], i32 [[I1]], i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15, i32 4)
; SM66-NEXT: ret void
; SM66-NEXT: }
; SM66-NOT: define
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; Structured buffer: extended property StructuredBufferStride (tag 1) = 16; no counter used.
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 16}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: EnableRawAndStructuredBuffers (bit 4) = 16.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; DXIL 1.5 still has RawBufferLoad/Store (DXIL >= 1.2).
; SM65-LABEL: define void @main(
; SM65: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 0, i8 15, i32 4)
; SM65: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 0, {{.*}}, i8 15, i32 4)
; SM65: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 0, {{.*}}, i8 15, i32 4)
; SM65: !{i32 0, i64 16, i32 4, {{![0-9]+}}}
;
; DXIL 1.0: BufferLoad/BufferStore with the byte offset operand, no alignment; raw mask 15.
; SM60-LABEL: define void @main(
; SM60: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 [[TID]], i32 0)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 0, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15)
; SM60-NOT: rawBuffer
; SM60: !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 0, i64 16, i32 4, {{![0-9]+}}}
