; The HLSL: RWBuffer<int> Data : register(u2); Data[i] = -(Data[i] >> 1). Pins the
; absolute index 2 (u2), the signed element type (I32 = 4: word1 0x104 = 260, metadata
; !{i32 0, i32 4}), the i32 bufferLoad/bufferStore (typed store: mask 15, lane 0 repeated)
; and no shader flags (a one-lane typed load sets no bit).
; RUN(SM66): lower tests/corpus/ll/rwbuffer_int.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_int.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_int.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Data = external constant %"RWBuffer<int32_t>"
; SM66-LABEL: define void @main(
; SM66: [[BData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
; SM66-NEXT: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BData]], %dx.types.ResourceProperties { i32 4106, i32 260 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM66-NEXT: [[SHR:%[^ ]+]] = ashr i32 [[V]], 1
; SM66-NEXT: [[NEG:%[^ ]+]] = sub nsw i32 0, [[SHR]]
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i8 15)
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
; SM66-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM66-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_4:![0-9]+]]}
; SM66-DAG: [[EXT_0_4]] = !{i32 0, i32 4}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 16, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Data = external constant %"RWBuffer<int32_t>"
; SM65-LABEL: define void @main(
; SM65: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM65-NEXT: [[SHR:%[^ ]+]] = ashr i32 [[V]], 1
; SM65-NEXT: [[NEG:%[^ ]+]] = sub nsw i32 0, [[SHR]]
; SM65-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i8 15)
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
; SM65-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM65-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_4:![0-9]+]]}
; SM65-DAG: [[EXT_0_4]] = !{i32 0, i32 4}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 16, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Data = external constant %"RWBuffer<int32_t>"
; SM60-LABEL: define void @main(
; SM60: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM60-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM60-NEXT: [[SHR:%[^ ]+]] = ashr i32 [[V]], 1
; SM60-NEXT: [[NEG:%[^ ]+]] = sub nsw i32 0, [[SHR]]
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i32 [[NEG]], i8 15)
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
; SM60-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM60-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_4:![0-9]+]]}
; SM60-DAG: [[EXT_0_4]] = !{i32 0, i32 4}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 16, i32 1, i32 1}
