; The HLSL: RWStructuredBuffer<uint> Items (u0) with IncrementCounter and Free
; (u1) with DecrementCounter, each indexed by its counter result. Pins the
; counter directions (1 / -1), the counter bit in word 0 (12 | UAV | 0x8000 =
; 36876, stride 4), the structured stores (mask 1, align 4) and hasCounter true.
; RUN(SM66): lower tests/corpus/ll/counter.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/counter.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/counter.sm6_0.O1.ll
;
; LLVM names structured-buffer symbols as signed (formatTypeName with IsSigned = true).
; SM66: @Items = external constant %"RWStructuredBuffer<int32_t>"
; SM66: @Free = external constant %"RWStructuredBuffer<int32_t>"
; SM66-LABEL: define void @main(
; SM66: [[IB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[IB]], %dx.types.ResourceProperties { i32 36876, i32 4 })
; SM66-NEXT: [[FB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[F:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[FB]], %dx.types.ResourceProperties { i32 36876, i32 4 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[SLOT:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[I]], i8 1)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[I]], i32 [[SLOT]], i32 0, i32 [[TX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66-NEXT: [[FI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[F]], i8 -1)
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[F]], i32 [[FI]], i32 0, i32 [[SLOT]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 4}
; SM66: [[RI:![0-9]+]] = !{i32 0, ptr @Items, !"Items", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, [[STRIDE]]}
; SM66: [[RF:![0-9]+]] = !{i32 1, ptr @Free, !"Free", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, [[STRIDE]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RI]], [[RF]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[F:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65-NEXT: [[SLOT:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[I]], i8 1)
; SM65-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[I]], i32 [[SLOT]], i32 0, i32 [[TX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65-NEXT: [[FI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[F]], i8 -1)
; SM65-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[F]], i32 [[FI]], i32 0, i32 [[SLOT]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Items, !"Items", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
; SM65: !{i32 1, ptr @Free, !"Free", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[I:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[F:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: [[SLOT:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[I]], i8 1)
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[I]], i32 [[SLOT]], i32 0, i32 [[TX]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60-NEXT: [[FI:%[0-9]+]] = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle [[F]], i8 -1)
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[F]], i32 [[FI]], i32 0, i32 [[SLOT]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Items, !"Items", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
; SM60: !{i32 1, ptr @Free, !"Free", i32 0, i32 1, i32 1, i32 12, i1 false, i1 true, i1 false, {{![0-9]+}}}
