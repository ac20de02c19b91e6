; The HLSL: RWBuffer<uint> Grid[2][3] : register(u0, space1): [0][1] and [1][2]
; flatten to 1 and 5, [tid.y % 2][tid.z % 3] to (tid.y & 1 ? 3 : 0) + tid.z % 3;
; pins the flattened range {0, 5} in space 1 (lower bound 0: no add), U32
; typed ops and the 6-element record.
; RUN(SM66): lower tests/corpus/ll/array_multi.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/array_multi.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/array_multi.sm6_0.O1.ll
;
; SM66: @Grid = external constant [6 x %"RWBuffer<uint32_t>"]
; SM66-LABEL: define void @main(
; SM66: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; SM66-NEXT: [[TZ:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
; RWBuffer<uint>: word0 4106; word1 U32 (5) x 1 = 261.
; SM66-NEXT: [[B1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 1, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B1]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H1]], i32 [[TX]], i32 undef)
; SM66: [[REM:%[a-z0-9.]+]] = urem i32 [[TZ]], 3
; SM66-NEXT: [[T:%[0-9]+]] = trunc i32 [[TY]] to i1
; SM66-NEXT: [[SEL:%[0-9]+]] = select i1 [[T]], i32 3, i32 0
; SM66-NEXT: [[IDX:%[0-9]+]] = add nuw nsw i32 [[REM]], [[SEL]]
; SM66-NEXT: [[BD:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 1, i8 1 }, i32 [[IDX]], i1 false)
; SM66-NEXT: [[HD:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BD]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HD]], i32 0, i32 undef)
; SM66: [[ADD:%[a-z0-9.]+]] = add i32
; SM66-NEXT: [[B5:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 5, i32 1, i8 1 }, i32 5, i1 false)
; SM66-NEXT: [[H5:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[B5]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H5]], i32 [[TX]], i32 undef, i32 [[ADD]], i32 [[ADD]], i32 [[ADD]], i32 [[ADD]], i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 5}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Grid, !"Grid", i32 1, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 8, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H1]], i32 {{%[0-9]+}}, i32 undef)
; SM65: [[IDX:%[0-9]+]] = add nuw nsw i32 {{%[a-z0-9.]+}}, {{%[0-9]+}}
; SM65-NEXT: [[HD:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 false)
; SM65-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HD]], i32 0, i32 undef)
; SM65: [[H5:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 5, i1 false)
; SM65-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H5]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Grid, !"Grid", i32 1, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[H1:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[H1]], i32 {{%[0-9]+}}, i32 undef)
; SM60: [[IDX:%[0-9]+]] = add nuw nsw i32 {{%[a-z0-9.]+}}, {{%[0-9]+}}
; SM60-NEXT: [[HD:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 [[IDX]], i1 false)
; SM60-NEXT: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HD]], i32 0, i32 undef)
; SM60: [[H5:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 5, i1 false)
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[H5]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Grid, !"Grid", i32 1, i32 0, i32 6, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
