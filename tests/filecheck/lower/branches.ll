; The HLSL: RWBuffer<int> A (u0), B (u1); an if/else-if writing B and a switch
; writing A. Pins that the handles are created once in the entry block and
; used across the branches, the I32 typed ops in each block (mask 15, value
; repeated), and that the control flow (phis, switch) survives lowering in
; DXC's shapes (`dxc-cfg`): the store to B that clang 22 sinks out of both
; arms into a block the `else` path bypasses is back in each arm, and the
; switch's `unreachable` default is its last case (2, which returns).
; RUN(SM66): lower tests/corpus/ll/branches.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/branches.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/branches.sm6_0.O1.ll
;
; SM66: @A = external constant %"RWBuffer<int32_t>"
; SM66: @B = external constant %"RWBuffer<int32_t>"
; SM66-LABEL: define void @main(
; SM66-NEXT: entry:
; RWBuffer<int>: {4106, 260 = I32 (4) x 1}.
; SM66-NEXT: [[AB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[AB]], %dx.types.ResourceProperties { i32 4106, i32 260 })
; SM66-NEXT: [[BB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 4106, i32 260 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LA:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[A]], i32 [[TX]], i32 undef)
; SM66-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LA]], 0
; SM66-NEXT: icmp sgt i32 [[V]], 0
; SM66-NEXT: br i1
; SM66: [[M:%[a-z0-9.]+]] = shl nuw nsw i32 [[V]], 1
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], i32 [[TX]], i32 undef, i32 [[M]], i32 [[M]], i32 [[M]], i32 [[M]], i8 15)
; SM66: [[N:%[a-z0-9.]+]] = sub nsw i32 0, [[V]]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], i32 [[TX]], i32 undef, i32 [[N]], i32 [[N]], i32 [[N]], i32 [[N]], i8 15)
; SM66: [[REM:%[a-z0-9.]+]] = and i32 [[TX]], 3
; SM66-NEXT: switch i32 [[REM]], label %[[EXIT:[a-zA-Z0-9_.]+]] [
; SM66-NEXT: i32 0, label
; SM66-NEXT: i32 1, label
; SM66-NEXT: i32 3, label
; SM66-NEXT: ]
; SM66: [[LB:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[B]], i32 [[TX]], i32 undef)
; SM66-NEXT: [[BL:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LB]], 0
; SM66: [[AV:%[a-z0-9.]+]] = phi i32 [ {{%[a-z0-9.]+}}, %{{[a-z0-9.]+}} ], [ [[BL]], %{{[a-z0-9.]+}} ], [ 1, %{{[a-z0-9.]+}} ]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], i32 [[TX]], i32 undef, i32 [[AV]], i32 [[AV]], i32 [[AV]], i32 [[AV]], i8 15)
; SM66: [[EXIT]]:
; SM66-NEXT: ret void
; SM66-NOT: unreachable
; SM66-NOT: @dx.op.createHandleFromBinding(i32 217
; SM66-NOT: @llvm.dx.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 4}
; SM66: [[RA:![0-9]+]] = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[RB:![0-9]+]] = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RA]], [[RB]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; SM66: [[PROPS:![0-9]+]] = !{i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[A]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], {{.*}}, i8 15)
; SM65: switch i32
; SM65: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[B]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
;
; SM60-LABEL: define void @main(
; SM60: [[A:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: [[B:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[A]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[B]], {{.*}}, i8 15)
; SM60: switch i32
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[B]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
; SM60: !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, {{![0-9]+}}}
