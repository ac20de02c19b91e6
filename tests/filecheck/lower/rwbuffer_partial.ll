; The HLSL: Out[i] = Data[i].z; Data[i].y = 3.0 (RWBuffer<float4> u0, RWBuffer<float> u1).
; Pins the partial read (bufferLoad then extractvalue 2), the scalar typed store (lane 0
; repeated, mask 15), the read-modify-write of one lane (load, lanes 0/2/3 kept, 3.0 in
; lane 1, mask 15), words 1033 / 265, UAV ids 0 and 1, and flag bit 13 (4-lane typed load).
; RUN(SM66): lower tests/corpus/ll/rwbuffer_partial.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_partial.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_partial.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Data = external constant %"RWBuffer<float4>"
; SM66-DAG: @Out = external constant %"RWBuffer<float>"
; SM66-LABEL: define void @main(
; SM66: [[BData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BData]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66: [[BOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BOut]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 2
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 undef, float [[Z]], float [[Z]], float [[Z]], float [[Z]], i8 15)
; SM66: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM66: [[C:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 2
; SM66: [[D:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 3
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, float [[A]], float 3.000000e+00, float [[C]], float [[D]], i8 15)
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
; SM66-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECOut:![0-9]+]]}
; SM66-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM66-DAG: [[RECOut]] = !{i32 1, ptr @Out, !"Out", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM66-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Data = external constant %"RWBuffer<float4>"
; SM65-DAG: @Out = external constant %"RWBuffer<float>"
; SM65-LABEL: define void @main(
; SM65: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 2
; SM65-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 undef, float [[Z]], float [[Z]], float [[Z]], float [[Z]], i8 15)
; SM65: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM65: [[C:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 2
; SM65: [[D:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 3
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, float [[A]], float 3.000000e+00, float [[C]], float [[D]], i8 15)
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
; SM65-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECOut:![0-9]+]]}
; SM65-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM65-DAG: [[RECOut]] = !{i32 1, ptr @Out, !"Out", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM65-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Data = external constant %"RWBuffer<float4>"
; SM60-DAG: @Out = external constant %"RWBuffer<float>"
; SM60-LABEL: define void @main(
; SM60: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM60-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 2
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 undef, float [[Z]], float [[Z]], float [[Z]], float [[Z]], i8 15)
; SM60: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM60: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM60: [[C:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 2
; SM60: [[D:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 3
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, float [[A]], float 3.000000e+00, float [[C]], float [[D]], i8 15)
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
; SM60-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECOut:![0-9]+]]}
; SM60-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM60-DAG: [[RECOut]] = !{i32 1, ptr @Out, !"Out", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9]]}
; SM60-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
