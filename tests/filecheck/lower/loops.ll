; The HLSL loops over RWBuffer<float> Data (u0) with a trip count read from
; StructuredBuffer<uint> Counts (t0): pins the structured SRV (word0 12, stride 4), the scalar
; rawBufferLoad (mask 1, align 4), the typed load inside the loop with the computed index.
; RUN(SM66): lower tests/corpus/ll/loops.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/loops.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/loops.sm6_0.O1.ll
;
; SM66-LABEL: define void @main(
; SM66: [[C:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[CA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[C]], %dx.types.ResourceProperties { i32 12, i32 4 })
; SM66-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[DA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[D]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[N:%[^ ,]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[CA]], i32 [[TID]], i32 0, i8 1, i32 4)
; SM66-NEXT: extractvalue %dx.types.ResRet.i32 [[N]], 0
; SM66: [[BASE:%[^ ,]+]] = shl i32 [[TID]], 4
; SM66: [[I:%[^ ,]+]] = phi i32
; SM66: [[IDX:%[^ ,]+]] = add i32 [[I]], [[BASE]]
; SM66-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[DA]], i32 [[IDX]], i32 undef)
; SM66: [[ACC:%[^ ,]+]] = phi {{.*}}float
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[DA]], i32 [[TID]], i32 undef, float [[ACC]], float [[ACC]], float [[ACC]], float [[ACC]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[STRIDE:![0-9]+]] = !{i32 1, i32 4}
; SM66: [[RC:![0-9]+]] = !{i32 0, ptr @Counts, !"Counts", i32 0, i32 0, i32 1, i32 12, i32 0, [[STRIDE]]}
; SM66: [[SRVS:![0-9]+]] = !{[[RC]]}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]]}
; SM66: [[RES]] = !{[[SRVS]], [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: EnableRawAndStructuredBuffers (bit 4) = 16.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 16, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[C:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[C]], i32 {{%[^ ,]+}}, i32 0, i8 1, i32 4)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
;
; SM60-LABEL: define void @main(
; SM60: [[C:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60-NEXT: [[D:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; DXIL 1.0 structured load: BufferLoad with the byte offset operand.
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[C]], i32 [[TID]], i32 0)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 {{%[^ ,]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], i32 [[TID]], i32 undef, {{.*}}, i8 15)
; SM60-NOT: rawBuffer
; SM60: !{i32 0, ptr @Counts, !"Counts", i32 0, i32 0, i32 1, i32 12, i32 0, {{![0-9]+}}}
; SM60: !{i32 0, i64 16, i32 4, {{![0-9]+}}}
