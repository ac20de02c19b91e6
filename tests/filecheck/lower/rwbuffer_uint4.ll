; The HLSL: Data[i] = (Data[i] & Masks[i % 4]) | uint4(1, 2, 4, 8) with Buffer<uint4> t0 and
; RWBuffer<uint4> u0. Pins an SRV and a UAV at the same register (class 0 vs 1, both id 0),
; words {10, 1029} / {4106, 1029} (U32 = 5, 4 lanes), both loads' indices (i % 4 = and 3),
; the SRV record (kind 10, sample count 0) and flag bit 13.
; RUN(SM66): lower tests/corpus/ll/rwbuffer_uint4.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_uint4.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/rwbuffer_uint4.sm6_0.O1.ll
; The and/or are scalarized per lane (LLVM 22's Scalarizer runs before op lowering): four
; `and i32 mask, data`, four `or i32` with 1, 2, 4, 8, the store taking the four ors; the
; -NEXT chain from the last extractvalue to the store leaves no room for `and/or <4 x i32>`.
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Masks = external constant %"Buffer<uint32_t4>"
; SM66-DAG: @Data = external constant %"RWBuffer<uint32_t4>"
; SM66-LABEL: define void @main(
; SM66: [[BMasks:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[HMasks:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BMasks]], %dx.types.ResourceProperties { i32 10, i32 1029 })
; SM66: [[BData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BData]], %dx.types.ResourceProperties { i32 4106, i32 1029 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66: [[D0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM66-NEXT: [[D1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 1
; SM66-NEXT: [[D2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 2
; SM66-NEXT: [[D3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 3
; SM66: [[REM:%[^ ]+]] = and i32 [[TID]], 3
; SM66: [[LM:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HMasks]], i32 [[REM]], i32 undef)
; SM66: [[M0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 0
; SM66-NEXT: [[M1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 1
; SM66-NEXT: [[M2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 2
; SM66-NEXT: [[M3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 3
; SM66-NEXT: [[A0:%[^ ,]+]] = and i32 [[M0]], [[D0]]
; SM66-NEXT: [[A1:%[^ ,]+]] = and i32 [[M1]], [[D1]]
; SM66-NEXT: [[A2:%[^ ,]+]] = and i32 [[M2]], [[D2]]
; SM66-NEXT: [[A3:%[^ ,]+]] = and i32 [[M3]], [[D3]]
; SM66-NEXT: [[O0:%[^ ,]+]] = or i32 [[A0]], 1
; SM66-NEXT: [[O1:%[^ ,]+]] = or i32 [[A1]], 2
; SM66-NEXT: [[O2:%[^ ,]+]] = or i32 [[A2]], 4
; SM66-NEXT: [[O3:%[^ ,]+]] = or i32 [[A3]], 8
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[O0]], i32 [[O1]], i32 [[O2]], i32 [[O3]], i8 15)
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
; SM66-DAG: [[SRVS]] = !{[[RECMasks:![0-9]+]]}
; SM66-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM66-DAG: [[RECMasks]] = !{i32 0, ptr @Masks, !"Masks", i32 0, i32 0, i32 1, i32 10, i32 0, [[EXT_0_5:![0-9]+]]}
; SM66-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5]]}
; SM66-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Masks = external constant %"Buffer<uint32_t4>"
; SM65-DAG: @Data = external constant %"RWBuffer<uint32_t4>"
; SM65-LABEL: define void @main(
; SM65: [[HMasks:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65: [[D0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM65-NEXT: [[D1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 1
; SM65-NEXT: [[D2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 2
; SM65-NEXT: [[D3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 3
; SM65: [[REM:%[^ ]+]] = and i32 [[TID]], 3
; SM65: [[LM:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HMasks]], i32 [[REM]], i32 undef)
; SM65: [[M0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 0
; SM65-NEXT: [[M1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 1
; SM65-NEXT: [[M2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 2
; SM65-NEXT: [[M3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 3
; SM65-NEXT: [[A0:%[^ ,]+]] = and i32 [[M0]], [[D0]]
; SM65-NEXT: [[A1:%[^ ,]+]] = and i32 [[M1]], [[D1]]
; SM65-NEXT: [[A2:%[^ ,]+]] = and i32 [[M2]], [[D2]]
; SM65-NEXT: [[A3:%[^ ,]+]] = and i32 [[M3]], [[D3]]
; SM65-NEXT: [[O0:%[^ ,]+]] = or i32 [[A0]], 1
; SM65-NEXT: [[O1:%[^ ,]+]] = or i32 [[A1]], 2
; SM65-NEXT: [[O2:%[^ ,]+]] = or i32 [[A2]], 4
; SM65-NEXT: [[O3:%[^ ,]+]] = or i32 [[A3]], 8
; SM65-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[O0]], i32 [[O1]], i32 [[O2]], i32 [[O3]], i8 15)
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
; SM65-DAG: [[SRVS]] = !{[[RECMasks:![0-9]+]]}
; SM65-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM65-DAG: [[RECMasks]] = !{i32 0, ptr @Masks, !"Masks", i32 0, i32 0, i32 1, i32 10, i32 0, [[EXT_0_5:![0-9]+]]}
; SM65-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5]]}
; SM65-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM60: target triple = "dxilv1.0-pc-shadermodel6.0-compute"
; SM60-DAG: @Masks = external constant %"Buffer<uint32_t4>"
; SM60-DAG: @Data = external constant %"RWBuffer<uint32_t4>"
; SM60-LABEL: define void @main(
; SM60: [[HMasks:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM60: [[LD:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM60: [[D0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 0
; SM60-NEXT: [[D1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 1
; SM60-NEXT: [[D2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 2
; SM60-NEXT: [[D3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LD]], 3
; SM60: [[REM:%[^ ]+]] = and i32 [[TID]], 3
; SM60: [[LM:%[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle [[HMasks]], i32 [[REM]], i32 undef)
; SM60: [[M0:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 0
; SM60-NEXT: [[M1:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 1
; SM60-NEXT: [[M2:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 2
; SM60-NEXT: [[M3:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 [[LM]], 3
; SM60-NEXT: [[A0:%[^ ,]+]] = and i32 [[M0]], [[D0]]
; SM60-NEXT: [[A1:%[^ ,]+]] = and i32 [[M1]], [[D1]]
; SM60-NEXT: [[A2:%[^ ,]+]] = and i32 [[M2]], [[D2]]
; SM60-NEXT: [[A3:%[^ ,]+]] = and i32 [[M3]], [[D3]]
; SM60-NEXT: [[O0:%[^ ,]+]] = or i32 [[A0]], 1
; SM60-NEXT: [[O1:%[^ ,]+]] = or i32 [[A1]], 2
; SM60-NEXT: [[O2:%[^ ,]+]] = or i32 [[A2]], 4
; SM60-NEXT: [[O3:%[^ ,]+]] = or i32 [[A3]], 8
; SM60-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, i32 [[O0]], i32 [[O1]], i32 [[O2]], i32 [[O3]], i8 15)
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
; SM60-DAG: [[SRVS]] = !{[[RECMasks:![0-9]+]]}
; SM60-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM60-DAG: [[RECMasks]] = !{i32 0, ptr @Masks, !"Masks", i32 0, i32 0, i32 1, i32 10, i32 0, [[EXT_0_5:![0-9]+]]}
; SM60-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_5]]}
; SM60-DAG: [[EXT_0_5]] = !{i32 0, i32 5}
; SM60-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM60-DAG: [[PROPS]] = !{i32 0, i64 8192, i32 4, [[NT:![0-9]+]]}
; SM60-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
