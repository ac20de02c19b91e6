; The HLSL: StructuredBuffer<float3> In : t1, RWStructuredBuffer<float4> Out : u0;
; Out[i] = float4(In[i], 1); Out[i + 64].w = In[i].y. Pins the 3-lane load (mask 7), the
; 4-lane store (mask 15, lane 3 = 1.0), the single-lane store at byte 12 (mask 1) of element
; i + 64 taking lane 1 of the load, strides 12 / 16, SRV absolute index 1 (t1), flag bit 4.
; RUN(SM66): lower tests/corpus/ll/structured_vector.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/structured_vector.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/structured_vector.sm6_0.O1.ll
; The float4 store takes the load's lanes directly (the shufflevector is scalarized, as by
; LLVM 22): `float [[X]], float [[Y]], float [[Z]], float 1.0`, right after the extracts.
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @In = external constant %"StructuredBuffer<float3>"
; SM66-DAG: @Out = external constant %"RWStructuredBuffer<float4>"
; SM66-LABEL: define void @main(
; SM66: [[BIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
; SM66-NEXT: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BIn]], %dx.types.ResourceProperties { i32 12, i32 12 })
; SM66: [[BOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BOut]], %dx.types.ResourceProperties { i32 4108, i32 16 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 7, i32 4)
; SM66: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM66-NEXT: [[Y:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 1
; SM66-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 2
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, float [[X]], float [[Y]], float [[Z]], float 1.000000e+00, i8 15, i32 4)
; SM66-NEXT: [[I64:%[^ ]+]] = add i32 [[TID]], 64
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[I64]], i32 12, float [[Y]], float undef, float undef, float undef, i8 1, i32 4)
; SM66: ret void
; SM66-NOT: @dx.op.createHandle(
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM66-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM66-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM66-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM66-DAG: [[SMD]] = !{!"cs", i32 6, i32 6}
; SM66-DAG: [[VER]] = !{i32 1, i32 6}
; SM66-DAG: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; SM66-DAG: [[SRVS]] = !{[[RECIn:![0-9]+]]}
; SM66-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM66-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i32 0, [[EXT_1_12:![0-9]+]]}
; SM66-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_16:![0-9]+]]}
; SM66-DAG: [[EXT_1_12]] = !{i32 1, i32 12}
; SM66-DAG: [[EXT_1_16]] = !{i32 1, i32 16}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @In = external constant %"StructuredBuffer<float3>"
; SM65-DAG: @Out = external constant %"RWStructuredBuffer<float4>"
; SM65-LABEL: define void @main(
; SM65: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
; SM65: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 7, i32 4)
; SM65: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM65-NEXT: [[Y:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 1
; SM65-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 2
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, float [[X]], float [[Y]], float [[Z]], float 1.000000e+00, i8 15, i32 4)
; SM65-NEXT: [[I64:%[^ ]+]] = add i32 [[TID]], 64
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[I64]], i32 12, float [[Y]], float undef, float undef, float undef, i8 1, i32 4)
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
; SM65-DAG: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; SM65-DAG: [[SRVS]] = !{[[RECIn:![0-9]+]]}
; SM65-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM65-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i32 0, [[EXT_1_12:![0-9]+]]}
; SM65-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_16:![0-9]+]]}
; SM65-DAG: [[EXT_1_12]] = !{i32 1, i32 12}
; SM65-DAG: [[EXT_1_16]] = !{i32 1, i32 16}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @In = external constant %"StructuredBuffer<float3>"
; SM60-DAG: @Out = external constant %"RWStructuredBuffer<float4>"
; SM60-LABEL: define void @main(
; SM60: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 1, i1 false)
; SM60: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0)
; SM60: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM60-NEXT: [[Y:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 1
; SM60-NEXT: [[Z:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 2
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, float [[X]], float [[Y]], float [[Z]], float 1.000000e+00, i8 15)
; SM60-NEXT: [[I64:%[^ ]+]] = add i32 [[TID]], 64
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[I64]], i32 12, float [[Y]], float undef, float undef, float undef, i8 1)
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
; SM60-DAG: [[RES]] = !{[[SRVS:![0-9]+]], [[UAVS:![0-9]+]], null, null}
; SM60-DAG: [[SRVS]] = !{[[RECIn:![0-9]+]]}
; SM60-DAG: [[UAVS]] = !{[[RECOut:![0-9]+]]}
; SM60-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 1, i32 1, i32 12, i32 0, [[EXT_1_12:![0-9]+]]}
; SM60-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_16:![0-9]+]]}
; SM60-DAG: [[EXT_1_12]] = !{i32 1, i32 12}
; SM60-DAG: [[EXT_1_16]] = !{i32 1, i32 16}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
