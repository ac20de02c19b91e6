; The HLSL: RWBuffer<float> A : register(space4) (implicit register), B : register(u0, space4);
; A[i] = B[i]. Pins the implicit binding: A gets the first free slot of space 4, u1 (B holds
; u0), so ResBind {1, 1, 4, 1} / index 1; record ids sorted by register (B 0, A 1).
; RUN(SM66): lower tests/corpus/ll/space_only.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/space_only.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/space_only.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @A = external constant %"RWBuffer<float>"
; SM66-DAG: @B = external constant %"RWBuffer<float>"
; SM66-LABEL: define void @main(
; SM66: [[BA:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 4, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BA]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66: [[BB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 4, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HB:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HB]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
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
; SM66-DAG: [[UAVS]] = !{[[RECB:![0-9]+]], [[RECA:![0-9]+]]}
; SM66-DAG: [[RECB]] = !{i32 0, ptr @B, !"B", i32 4, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM66-DAG: [[RECA]] = !{i32 1, ptr @A, !"A", i32 4, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM66-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @A = external constant %"RWBuffer<float>"
; SM65-DAG: @B = external constant %"RWBuffer<float>"
; SM65-LABEL: define void @main(
; SM65: [[HA:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: [[HB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HB]], i32 [[TID]], i32 undef)
; SM65-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM65-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
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
; SM65-DAG: [[UAVS]] = !{[[RECB:![0-9]+]], [[RECA:![0-9]+]]}
; SM65-DAG: [[RECB]] = !{i32 0, ptr @B, !"B", i32 4, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM65-DAG: [[RECA]] = !{i32 1, ptr @A, !"A", i32 4, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM65-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @A = external constant %"RWBuffer<float>"
; SM60-DAG: @B = external constant %"RWBuffer<float>"
; SM60-LABEL: define void @main(
; SM60: [[HA:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60: [[HB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[LD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HB]], i32 [[TID]], i32 undef)
; SM60-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
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
; SM60-DAG: [[UAVS]] = !{[[RECB:![0-9]+]], [[RECA:![0-9]+]]}
; SM60-DAG: [[RECB]] = !{i32 0, ptr @B, !"B", i32 4, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM60-DAG: [[RECA]] = !{i32 1, ptr @A, !"A", i32 4, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM60-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
