; The HLSL: struct Pair { int a; float b; }; Out[i] = In[i] with a += 1 (StructuredBuffer t0,
; RWStructuredBuffer u0, no counter). Pins the struct element split into per-field raw
; accesses (a at byte 0 as i32, b at 4 as f32; mask 1, align 4; bufferLoad/Store with the
; offset below DXIL 1.2), word0 0x20C / 0x120C (kind 12, struct align 4 -> log2 2), stride 8
; in word1 and in the records' !{i32 1, i32 8} (the same node as !dx.valver's), flag bit 4.
; RUN(SM66): lower tests/corpus/ll/structured_copy.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/structured_copy.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/structured_copy.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @In = external constant %"StructuredBuffer<struct.Pair>"
; SM66-DAG: @Out = external constant %"RWStructuredBuffer<struct.Pair>"
; SM66-LABEL: define void @main(
; SM66: [[BIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BIn]], %dx.types.ResourceProperties { i32 524, i32 8 })
; SM66: [[BOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BOut]], %dx.types.ResourceProperties { i32 4620, i32 8 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LA:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 1, i32 4)
; SM66-NEXT: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LA]], 0
; SM66-NEXT: [[LB:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 4, i8 1, i32 4)
; SM66-NEXT: [[B:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM66-NEXT: [[INC:%[^ ]+]] = add nsw i32 [[A]], 1
; SM66-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, i32 [[INC]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM66-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 4, float [[B]], float undef, float undef, float undef, i8 1, i32 4)
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
; SM66-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_8:![0-9]+]]}
; SM66-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_8]]}
; SM66-DAG: [[EXT_1_8]] = !{i32 1, i32 8}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @In = external constant %"StructuredBuffer<struct.Pair>"
; SM65-DAG: @Out = external constant %"RWStructuredBuffer<struct.Pair>"
; SM65-LABEL: define void @main(
; SM65: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LA:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0, i8 1, i32 4)
; SM65-NEXT: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LA]], 0
; SM65-NEXT: [[LB:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HIn]], i32 [[TID]], i32 4, i8 1, i32 4)
; SM65-NEXT: [[B:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM65-NEXT: [[INC:%[^ ]+]] = add nsw i32 [[A]], 1
; SM65-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, i32 [[INC]], i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; SM65-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[HOut]], i32 [[TID]], i32 4, float [[B]], float undef, float undef, float undef, i8 1, i32 4)
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
; SM65-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_8:![0-9]+]]}
; SM65-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_8]]}
; SM65-DAG: [[EXT_1_8]] = !{i32 1, i32 8}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @In = external constant %"StructuredBuffer<struct.Pair>"
; SM60-DAG: @Out = external constant %"RWStructuredBuffer<struct.Pair>"
; SM60-LABEL: define void @main(
; SM60: [[HIn:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: [[HOut:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[LA:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 0)
; SM60-NEXT: [[A:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LA]], 0
; SM60-NEXT: [[LB:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HIn]], i32 [[TID]], i32 4)
; SM60-NEXT: [[B:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM60-NEXT: [[INC:%[^ ]+]] = add nsw i32 [[A]], 1
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 0, i32 [[INC]], i32 undef, i32 undef, i32 undef, i8 1)
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HOut]], i32 [[TID]], i32 4, float [[B]], float undef, float undef, float undef, i8 1)
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
; SM60-DAG: [[RECIn]] = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, [[EXT_1_8:![0-9]+]]}
; SM60-DAG: [[RECOut]] = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, [[EXT_1_8]]}
; SM60-DAG: [[EXT_1_8]] = !{i32 1, i32 8}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 16, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 32, i32 1, i32 1}
