; The HLSL: s = WaveActiveSum(Data[i]); if (WaveIsFirstLane()) Data[i / 64] = s;
; GroupMemoryBarrierWithGroupSync(); Lanes[i] = WaveGetLaneIndex(). With dxir's HLSL header
; WaveActiveSum(float) sums in float (the old header's macro called clang's builtin with a
; double). Pins waveActiveOp.f32 (119, Sum 0, Signed 0), waveIsFirstLane (110), barrier (80,
; mode 9), waveGetLaneIndex (111), the Lanes handle created after the branch, words 265 / 261,
; and flags 0x80000 = WaveOps (19).
; RUN(SM66): lower tests/corpus/ll/wave_ops.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/wave_ops.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/wave_ops.sm6_0.O1.ll
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Data = external constant %"RWBuffer<float>"
; SM66-DAG: @Lanes = external constant %"RWBuffer<uint32_t>"
; SM66-LABEL: define void @main(
; SM66: [[BData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BData]], %dx.types.ResourceProperties { i32 4106, i32 265 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM66-NEXT: [[SUM:%hlsl\.wave\.active\.sum\.i]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[V]], i8 0, i8 0)
; SM66-NEXT: [[FIRST:%[0-9]+]] = call i1 @dx.op.waveIsFirstLane(i32 110)
; SM66-NEXT: br i1 [[FIRST]],
; SM66: [[DIV:%[^ ]+]] = lshr i32 [[TID]], 6
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[DIV]], i32 undef, float [[SUM]], float [[SUM]], float [[SUM]], float [[SUM]], i8 15)
; SM66: [[BLanes:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HLanes:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BLanes]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; SM66-NEXT: [[LANE:%[0-9]+]] = call i32 @dx.op.waveGetLaneIndex(i32 111)
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HLanes]], i32 [[TID]], i32 undef, i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i8 15)
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
; SM66-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECLanes:![0-9]+]]}
; SM66-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM66-DAG: [[RECLanes]] = !{i32 1, ptr @Lanes, !"Lanes", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM66-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM66-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 524288, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Data = external constant %"RWBuffer<float>"
; SM65-DAG: @Lanes = external constant %"RWBuffer<uint32_t>"
; SM65-LABEL: define void @main(
; SM65: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM65-NEXT: [[SUM:%hlsl\.wave\.active\.sum\.i]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[V]], i8 0, i8 0)
; SM65-NEXT: [[FIRST:%[0-9]+]] = call i1 @dx.op.waveIsFirstLane(i32 110)
; SM65-NEXT: br i1 [[FIRST]],
; SM65: [[DIV:%[^ ]+]] = lshr i32 [[TID]], 6
; SM65-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[DIV]], i32 undef, float [[SUM]], float [[SUM]], float [[SUM]], float [[SUM]], i8 15)
; SM65: [[HLanes:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM65-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; SM65-NEXT: [[LANE:%[0-9]+]] = call i32 @dx.op.waveGetLaneIndex(i32 111)
; SM65-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HLanes]], i32 [[TID]], i32 undef, i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i8 15)
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
; SM65-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECLanes:![0-9]+]]}
; SM65-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM65-DAG: [[RECLanes]] = !{i32 1, ptr @Lanes, !"Lanes", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM65-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM65-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 524288, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Data = external constant %"RWBuffer<float>"
; SM60-DAG: @Lanes = external constant %"RWBuffer<uint32_t>"
; SM60-LABEL: define void @main(
; SM60: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM60-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM60-NEXT: [[SUM:%hlsl\.wave\.active\.sum\.i]] = call float @dx.op.waveActiveOp.f32(i32 119, float [[V]], i8 0, i8 0)
; SM60-NEXT: [[FIRST:%[0-9]+]] = call i1 @dx.op.waveIsFirstLane(i32 110)
; SM60-NEXT: br i1 [[FIRST]],
; SM60: [[DIV:%[^ ]+]] = lshr i32 [[TID]], 6
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HData]], i32 [[DIV]], i32 undef, float [[SUM]], float [[SUM]], float [[SUM]], float [[SUM]], i8 15)
; SM60: [[HLanes:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
; SM60-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; SM60-NEXT: [[LANE:%[0-9]+]] = call i32 @dx.op.waveGetLaneIndex(i32 111)
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HLanes]], i32 [[TID]], i32 undef, i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i32 [[LANE]], i8 15)
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
; SM60-DAG: [[UAVS]] = !{[[RECData:![0-9]+]], [[RECLanes:![0-9]+]]}
; SM60-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_9:![0-9]+]]}
; SM60-DAG: [[RECLanes]] = !{i32 1, ptr @Lanes, !"Lanes", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5:![0-9]+]]}
; SM60-DAG: [[EXT_0_9]] = !{i32 0, i32 9}
; SM60-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 524288, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
