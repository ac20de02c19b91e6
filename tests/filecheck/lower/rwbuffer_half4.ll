; The HLSL: RWBuffer<half4> Data : register(u0) with -fnative-half-type; Data[i] *= 2.
; Pins the f16 overloads (ResRet.f16, bufferLoad.f16/bufferStore.f16, mask 15), word1
; 0x408 = 1032 (F16 = 8, 4 lanes), metadata element type 8, and the flags 0x802020 =
; LowPrecisionPresent (5) | TypedUAVLoadAdditionalFormats (13, 4-lane typed load) |
; NativeLowPrecisionMode (23, dx.nativelowprec = 1 and SM >= 6.2).
; RUN(SM66): lower tests/corpus/ll/rwbuffer_half4.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/rwbuffer_half4.sm6_6.O2.ll --shader-model 6.5
; RUN(SM62): lower tests/corpus/ll/rwbuffer_half4.sm6_2.O1.ll
; The multiply is scalarized per lane as LLVM 22's Scalarizer leaves it before op lowering
; (`fmul half %x, 0xH4000` four times, the store taking the four products); the -NEXT chain
; from the last extractvalue to the store leaves no room for a `fmul <4 x half>`.
;
; SM66: target triple = "dxilv1.6-pc-shadermodel6.6-compute"
; SM66-DAG: @Data = external constant %"RWBuffer<half4>"
; SM66-LABEL: define void @main(
; SM66: [[BData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[BData]], %dx.types.ResourceProperties { i32 4106, i32 1032 })
; SM66: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66: [[LD:%[0-9]+]] = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM66: [[X0:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 0
; SM66: [[X1:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 1
; SM66: [[X2:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 2
; SM66: [[X3:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 3
; SM66-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}half [[X0]], 0xH4000
; SM66-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}half [[X1]], 0xH4000
; SM66-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}half [[X2]], 0xH4000
; SM66-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}half [[X3]], 0xH4000
; SM66-NEXT: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, half [[M0]], half [[M1]], half [[M2]], half [[M3]], i8 15)
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
; SM66-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_8:![0-9]+]]}
; SM66-DAG: [[EXT_0_8]] = !{i32 0, i32 8}
; SM66-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM66-DAG: [[PROPS]] = !{i32 0, i64 8396832, i32 4, [[NT:![0-9]+]]}
; SM66-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM65: target triple = "dxilv1.5-pc-shadermodel6.5-compute"
; SM65-DAG: @Data = external constant %"RWBuffer<half4>"
; SM65-LABEL: define void @main(
; SM65: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM65: [[LD:%[0-9]+]] = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM65: [[X0:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 0
; SM65: [[X1:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 1
; SM65: [[X2:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 2
; SM65: [[X3:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 3
; SM65-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}half [[X0]], 0xH4000
; SM65-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}half [[X1]], 0xH4000
; SM65-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}half [[X2]], 0xH4000
; SM65-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}half [[X3]], 0xH4000
; SM65-NEXT: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, half [[M0]], half [[M1]], half [[M2]], half [[M3]], i8 15)
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
; SM65-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_8:![0-9]+]]}
; SM65-DAG: [[EXT_0_8]] = !{i32 0, i32 8}
; SM65-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM65-DAG: [[PROPS]] = !{i32 0, i64 8396832, i32 4, [[NT:![0-9]+]]}
; SM65-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
;
; SM62: target triple = "dxilv1.2-pc-shadermodel6.2-compute"
; SM62-DAG: @Data = external constant %"RWBuffer<half4>"
; SM62-LABEL: define void @main(
; SM62: [[HData:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM62: [[TID:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM62: [[LD:%[0-9]+]] = call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef)
; SM62: [[X0:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 0
; SM62: [[X1:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 1
; SM62: [[X2:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 2
; SM62: [[X3:%[0-9]+]] = extractvalue %dx.types.ResRet.f16 [[LD]], 3
; SM62-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}half [[X0]], 0xH4000
; SM62-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}half [[X1]], 0xH4000
; SM62-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}half [[X2]], 0xH4000
; SM62-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}half [[X3]], 0xH4000
; SM62-NEXT: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle [[HData]], i32 [[TID]], i32 undef, half [[M0]], half [[M1]], half [[M2]], half [[M3]], i8 15)
; SM62: ret void
; SM62-NOT: @dx.op.annotateHandle
; SM62-NOT: @dx.op.createHandleFromBinding
; SM62-NOT: @llvm.dx.
; SM62: !dx.shaderModel = !{[[SMD:![0-9]+]]}
; SM62-DAG: !dx.version = !{[[VER:![0-9]+]]}
; SM62-DAG: !dx.resources = !{[[RES:![0-9]+]]}
; SM62-DAG: !dx.entryPoints = !{[[ENTRY:![0-9]+]]}
; SM62-DAG: [[SMD]] = !{!"cs", i32 6, i32 2}
; SM62-DAG: [[VER]] = !{i32 1, i32 2}
; SM62-DAG: [[RES]] = !{null, [[UAVS:![0-9]+]], null, null}
; SM62-DAG: [[UAVS]] = !{[[RECData:![0-9]+]]}
; SM62-DAG: [[RECData]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[EXT_0_8:![0-9]+]]}
; SM62-DAG: [[EXT_0_8]] = !{i32 0, i32 8}
; SM62-DAG: [[ENTRY]] = !{ptr @main, !"main", null, [[RES]], [[PROPS:![0-9]+]]}
; SM62-DAG: [[PROPS]] = !{i32 0, i64 8396832, i32 4, [[NT:![0-9]+]]}
; SM62-DAG: [[NT]] = !{i32 64, i32 1, i32 1}
