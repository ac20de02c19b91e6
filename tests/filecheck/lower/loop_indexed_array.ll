; The HLSL adds the loop counter to each of RWBuffer<uint> Bins[6] (u0-u5): pins the array
; range in ResBind (UB = LB + 6 - 1 = 5) with each element's absolute index, the loop-carried
; index of createHandle below SM 6.6, and the record's range size 6. At -O3 clang unrolls the
; loop and drops iteration 0 (it stores back the value it loaded), so elements 1-5 remain.
; RUN(SM66): lower tests/corpus/ll/loop_indexed_array.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/loop_indexed_array.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/loop_indexed_array.sm6_0.O1.ll
;
; SM66: @Bins = external constant [6 x %"RWBuffer<uint32_t>"]
; SM66-LABEL: define void @main(
; SM66: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[H1:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HA1:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H1]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA1]], i32 [[TID]], i32 undef)
; SM66: [[V1:%[^ ,]+]] = add i32 {{%[^ ,]+}}, 1
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA1]], i32 [[TID]], i32 undef, i32 [[V1]], i32 [[V1]], i32 [[V1]], i32 [[V1]], i8 15)
; SM66-NEXT: [[H2:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 1 }, i32 2, i1 false)
; SM66-NEXT: [[HA2:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H2]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA2]], i32 [[TID]], i32 undef)
; SM66: [[V2:%[^ ,]+]] = add i32 {{%[^ ,]+}}, 2
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA2]], i32 [[TID]], i32 undef, i32 [[V2]], i32 [[V2]], i32 [[V2]], i32 [[V2]], i8 15)
; SM66-NEXT: [[H3:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 1 }, i32 3, i1 false)
; SM66-NEXT: [[HA3:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H3]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA3]], i32 [[TID]], i32 undef)
; SM66: [[V3:%[^ ,]+]] = add i32 {{%[^ ,]+}}, 3
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA3]], i32 [[TID]], i32 undef, i32 [[V3]], i32 [[V3]], i32 [[V3]], i32 [[V3]], i8 15)
; SM66-NEXT: [[H4:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 1 }, i32 4, i1 false)
; SM66-NEXT: [[HA4:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H4]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA4]], i32 [[TID]], i32 undef)
; SM66: [[V4:%[^ ,]+]] = add i32 {{%[^ ,]+}}, 4
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA4]], i32 [[TID]], i32 undef, i32 [[V4]], i32 [[V4]], i32 [[V4]], i32 [[V4]], i8 15)
; SM66-NEXT: [[H5:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 0, i8 1 }, i32 5, i1 false)
; SM66-NEXT: [[HA5:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H5]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HA5]], i32 [[TID]], i32 undef)
; SM66: [[V5:%[^ ,]+]] = add i32 {{%[^ ,]+}}, 5
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA5]], i32 [[TID]], i32 undef, i32 [[V5]], i32 [[V5]], i32 [[V5]], i32 [[V5]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; RWBuffer<uint>: ElementType U32 (5).
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Bins, !"Bins", i32 0, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 32, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)
; SM65: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 4, i1 false)
; SM65: [[H5:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 5, i1 false)
; SM65-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H5]], i32 {{%[^ ,]+}}, i32 undef)
; SM65-NOT: annotateHandle
; SM65: !{i32 0, ptr @Bins, !"Bins", i32 0, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; -O1 keeps the loop: the handle index is the counter itself (LB 0, so no add), uniform.
; SM60-LABEL: define void @main(
; SM60: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[B:%[^ ,]+]] = phi i32 [ 0, %entry ], [ [[INC:%[^ ,]+]], %for.body.i ]
; SM60-NEXT: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[B]], i1 false)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 [[TID]], i32 undef)
; SM60: [[V:%[^ ,]+]] = add i32 {{%[^ ,]+}}, [[B]]
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], i32 [[TID]], i32 undef, i32 [[V]], i32 [[V]], i32 [[V]], i32 [[V]], i8 15)
; SM60-NEXT: [[INC]] = add nuw nsw i32 [[B]], 1
; SM60: !{i32 0, ptr @Bins, !"Bins", i32 0, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 4, {{![0-9]+}}}
