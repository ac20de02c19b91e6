; The HLSL: a local copy of RWBuffer<int> Src[2] : register(u0); only Src[1] is
; a real access (the copy's store reaches clang's output on a poison handle).
; Pins Src[1]'s handle (index 1 in range {0, 1}), the int typed ops (I32 = 4)
; and that the single record covers the whole array.
; RUN(SM66): lower tests/corpus/ll/array_local.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_local.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_local.sm6_0.O1.ll
;
; SM66: @Src = external constant [2 x %"RWBuffer<int32_t>"]
; SM66-LABEL: define void @main(
; SM66: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; The store through the local copy: clang 22 already gave it a poison handle.
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle poison, i32 [[TX]], i32 undef, i32 7, i32 7, i32 7, i32 7, i8 15)
; RWBuffer<int>: word0 4106; word1 I32 (4) x 1 = 260.
; SM66-NEXT: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B]], %dx.types.ResourceProperties { i32 4106, i32 260 })
; SM66-NEXT: [[L:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 [[TX]], i32 undef)
; SM66-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L]], 0
; SM66-NEXT: [[ADD:%[a-z0-9.]+]] = add nsw i32 [[V]], 1
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], i32 [[TX]], i32 undef, i32 [[ADD]], i32 [[ADD]], i32 [[ADD]], i32 [[ADD]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: call %dx.types.Handle @dx.op.createHandleFromBinding
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 4}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Src, !"Src", i32 0, i32 0, i32 2, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 4, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle poison, i32 {{%[0-9]+}}, i32 undef, i32 7, i32 7, i32 7, i32 7, i8 15)
; SM65-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Src, !"Src", i32 0, i32 0, i32 2, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle undef, i32 {{%[0-9]+}}, i32 undef, i32 7, i32 7, i32 7, i32 7, i8 15)
; SM60-NEXT: [[H:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Src, !"Src", i32 0, i32 0, i32 2, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
