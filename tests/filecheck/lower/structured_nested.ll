; The HLSL: Outer { float4 color; Inner { uint flags; float weights[3]; } inner; uint2 range; }
; in StructuredBuffer t0 / RWStructuredBuffer u0. Pins the byte offsets of nested fields:
; color.x 0, inner.flags 16, inner.weights[1] 24, weights[2] 28, range.x 32, range.y 36;
; stride 40; word0 12 / 4108 (clang's layout struct is packed, align 1 -> BaseAlignLog2 0).
; RUN(SM66): lower tests/corpus/ll/structured_nested.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/structured_nested.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/structured_nested.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @In = external constant %"StructuredBuffer<struct.Outer>"
; SM66-DAG: @Out = external constant %"RWStructuredBuffer<struct.Outer>"
; SM66-LABEL: define void @main(
; SM66: [[BIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BIn]], %dx.types.ResourceProperties { i32 12, i32 40 })
; SM66: [[BOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BOut]], %dx.types.ResourceProperties { i32 4108, i32 40 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 28, i8 1, i32 4)
; SM66: [[W2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 0
; SM66: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 1, i32 4)
; SM66: [[CX:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM66: [[SUM:%[^ ]+]] = fadd {{.*}}float {{.*}}
; SM66: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 24, float [[SUM]], float undef, float undef, float undef, i8 1, i32 4)
; SM66: [[L3:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 16, i8 1, i32 4)
; SM66: [[FL:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L3]], 0
; SM66: [[OR:%[^ ]+]] = or i32 [[FL]], 1
; SM66: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 16, i32 [[OR]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66: [[L4:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 32, i8 1, i32 4)
; SM66: [[RX:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L4]], 0
; SM66: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 36, i32 [[RX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
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
; SM66-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_40:![0-9]+]]}
; SM66-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_40]]}
; SM66-DAG: [[EXT_1_40]] = !{i32 1, i32 40}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @In = external constant %"StructuredBuffer<struct.Outer>"
; SM65-DAG: @Out = external constant %"RWStructuredBuffer<struct.Outer>"
; SM65-LABEL: define void @main(
; SM65: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 28, i8 1, i32 4)
; SM65: [[W2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 0
; SM65: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 1, i32 4)
; SM65: [[CX:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM65: [[SUM:%[^ ]+]] = fadd {{.*}}float {{.*}}
; SM65: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 24, float [[SUM]], float undef, float undef, float undef, i8 1, i32 4)
; SM65: [[L3:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 16, i8 1, i32 4)
; SM65: [[FL:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L3]], 0
; SM65: [[OR:%[^ ]+]] = or i32 [[FL]], 1
; SM65: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 16, i32 [[OR]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65: [[L4:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 32, i8 1, i32 4)
; SM65: [[RX:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L4]], 0
; SM65: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 36, i32 [[RX]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
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
; SM65-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_40:![0-9]+]]}
; SM65-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_40]]}
; SM65-DAG: [[EXT_1_40]] = !{i32 1, i32 40}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @In = external constant %"StructuredBuffer<struct.Outer>"
; SM60-DAG: @Out = external constant %"RWStructuredBuffer<struct.Outer>"
; SM60-LABEL: define void @main(
; SM60: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[L1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 28)
; SM60: [[W2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L1]], 0
; SM60: [[L2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0)
; SM60: [[CX:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L2]], 0
; SM60: [[SUM:%[^ ]+]] = fadd {{.*}}float {{.*}}
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 24, float [[SUM]], float undef, float undef, float undef, i8 1)
; SM60: [[L3:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 16)
; SM60: [[FL:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L3]], 0
; SM60: [[OR:%[^ ]+]] = or i32 [[FL]], 1
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 16, i32 [[OR]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60: [[L4:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 32)
; SM60: [[RX:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[L4]], 0
; SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 36, i32 [[RX]], i32 undef, i32 undef, i32 undef, i8 1)
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
; SM60-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_40:![0-9]+]]}
; SM60-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_40]]}
; SM60-DAG: [[EXT_1_40]] = !{i32 1, i32 40}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
