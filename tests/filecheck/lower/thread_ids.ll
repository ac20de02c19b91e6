; The HLSL: Out[dtid.x + dtid.y * 64] = uint4(gid.x, gtid.y, gi, dtid.z) with numthreads(8, 4, 2).
; Pins threadId (93, lanes 0-2), groupId (94, 0), threadIdInGroup (95, 1),
; flattenedThreadIdInGroup (96), the store's lanes in that order (mask 15), and NumThreads
; !{8, 4, 2} with no flags (a typed store alone sets none).
; RUN(SM66): lower tests/corpus/ll/thread_ids.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/thread_ids.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/thread_ids.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Out = external constant %"RWBuffer<uint32_t4>"
; SM66-LABEL: define void @main(
; SM66: [[BOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BOut]], %dx.types.ResourceProperties { i32 4106, i32 1029 })
; SM66: [[DX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[DY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM66-NEXT: [[DZ:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
; SM66-NEXT: [[GX:%[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; SM66-NEXT: [[GTY:%[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
; SM66-NEXT: [[GI:%[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; SM66-NEXT: [[MUL:%[^ ]+]] = shl i32 [[DY]], 6
; SM66-NEXT: [[IDX:%[^ ]+]] = add i32 [[MUL]], [[DX]]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[IDX]], i32 undef, i32 [[GX]], i32 [[GTY]], i32 [[GI]], i32 [[DZ]], i8 15)
; SM66: ret void
; SM66-NOT: @dx.op.createHandle(
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM66-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM66-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM66-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM66-DAG: [[SMD]] = !{!"cs", i32 6, i32 6}
; SM66-DAG: [[VER]] = !{i32 1, i32 6}
; SM66-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM66-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM66-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM66-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 8, i32 4, i32 2}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Out = external constant %"RWBuffer<uint32_t4>"
; SM65-LABEL: define void @main(
; SM65: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[DX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65-NEXT: [[DY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM65-NEXT: [[DZ:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
; SM65-NEXT: [[GX:%[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; SM65-NEXT: [[GTY:%[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
; SM65-NEXT: [[GI:%[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; SM65-NEXT: [[MUL:%[^ ]+]] = shl i32 [[DY]], 6
; SM65-NEXT: [[IDX:%[^ ]+]] = add i32 [[MUL]], [[DX]]
; SM65-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[IDX]], i32 undef, i32 [[GX]], i32 [[GTY]], i32 [[GI]], i32 [[DZ]], i8 15)
; SM65: ret void
; SM65-NOT: @dx.op.annotateHandle
; SM65-NOT: @dx.op.createHandleFromBinding
; SM65-NOT: @llvm.dx.
; SM65: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM65-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM65-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM65-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM65-DAG: [[SMD]] = !{!"cs", i32 6, i32 5}
; SM65-DAG: [[VER]] = !{i32 1, i32 5}
; SM65-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM65-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM65-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM65-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 8, i32 4, i32 2}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Out = external constant %"RWBuffer<uint32_t4>"
; SM60-LABEL: define void @main(
; SM60: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[DX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60-NEXT: [[DY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM60-NEXT: [[DZ:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
; SM60-NEXT: [[GX:%[0-9]+]] = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; SM60-NEXT: [[GTY:%[0-9]+]] = call i32 @dx.op.threadIdInGroup.i32(i32 95, i32 1)
; SM60-NEXT: [[GI:%[0-9]+]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; SM60-NEXT: [[MUL:%[^ ]+]] = shl i32 [[DY]], 6
; SM60-NEXT: [[IDX:%[^ ]+]] = add i32 [[MUL]], [[DX]]
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[IDX]], i32 undef, i32 [[GX]], i32 [[GTY]], i32 [[GI]], i32 [[DZ]], i8 15)
; SM60: ret void
; SM60-NOT: @dx.op.annotateHandle
; SM60-NOT: @dx.op.createHandleFromBinding
; SM60-NOT: @llvm.dx.
; SM60: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM60-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM60-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM60-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM60-DAG: [[SMD]] = !{!"cs", i32 6, i32 0}
; SM60-DAG: [[VER]] = !{i32 1, i32 0}
; SM60-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM60-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM60-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM60-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 8, i32 4, i32 2}
