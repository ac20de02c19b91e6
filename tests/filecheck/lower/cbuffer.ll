; The HLSL: cbuffer Params : register(b0) { float4 scale; uint count; float bias; }
; read to scale RWBuffer<float4> Data : register(u0). Pins the CBV handle
; (class 2, {13, 24}: layout <{float4, i32, float}> = 24 bytes), the legacy row
; loads (scale: row 0 f32 elements 0-3; count: row 1 i32 element 0; bias: row 1
; f32 element 1), and the CBV record (size 24, null).
; RUN(SM66): lower tests/corpus/ll/cbuffer.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/cbuffer.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/cbuffer.sm6_0.O1.ll
;
; The symbol type is the layout without padding, wrapped once (LLVM getTypeWithoutPadding).
; SM66: %CBuffer.Params = type { { <4 x float>, i32, float } }
; SM66: @Data = external constant %"RWBuffer<float4>"
; SM66: @Params = external constant %CBuffer.Params
; SM66-LABEL: define void @main(
; SM66: [[CBB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; SM66-NEXT: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CBB]], %dx.types.ResourceProperties { i32 13, i32 24 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[R1I:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM66-NEXT: [[COUNT:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[R1I]], 0
; SM66-NEXT: icmp ult i32 [[TX]], [[COUNT]]
; SM66: [[DB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66-NEXT: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 [[TX]], i32 undef)
; The loaded float4 is rebuilt from the ResRet (IRBuilder's default i64 lane index).
; SM66-NEXT: [[L0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM66-NEXT: [[LV0:%[0-9]+]] = insertelement <4 x float> poison, float [[L0]], i64 0
; SM66: [[LV3:%[0-9]+]] = insertelement <4 x float> {{%[0-9]+}}, float {{%[0-9]+}}, i64 3
; scale: row 0, lanes 0-3, rebuilt with i32 lane indices as DXILCBufferAccess does.
; SM66-NEXT: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; SM66-NEXT: [[S0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 0
; SM66-NEXT: [[S1:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 1
; SM66-NEXT: [[S2:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 2
; SM66-NEXT: [[S3:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 3
; SM66-NEXT: [[SV0:%[0-9]+]] = insertelement <4 x float> poison, float [[S0]], i32 0
; SM66-NEXT: [[SV1:%[0-9]+]] = insertelement <4 x float> [[SV0]], float [[S1]], i32 1
; SM66-NEXT: [[SV2:%[0-9]+]] = insertelement <4 x float> [[SV1]], float [[S2]], i32 2
; SM66-NEXT: [[SV3:%[0-9]+]] = insertelement <4 x float> [[SV2]], float [[S3]], i32 3
; SM66-NEXT: fmul {{.*}}<4 x float> [[SV3]], [[LV3]]
; bias: row 1, lane 1, splatted.
; SM66-NEXT: [[R1F:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM66-NEXT: [[BIAS:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R1F]], 1
; SM66-NEXT: [[SPL:%[a-z0-9.]+]] = insertelement <4 x float> poison, float [[BIAS]], i64 0
; The splat mask prints as LLVM prints an all-zero mask.
; SM66-NEXT: shufflevector <4 x float> [[SPL]], <4 x float> poison, <4 x i32> zeroinitializer
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], i32 [[TX]], i32 undef, float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i8 15)
; SM66: ret void
; SM66-NOT: @llvm.dx.
; SM66-NOT: addrspace(2)
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: !{!"cs", i32 6, i32 6}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[RD:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[RD]]}
; SM66: [[RC:![0-9]+]] = !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 24, null}
; SM66: [[CBVS:![0-9]+]] = !{[[RC]]}
; SM66: [[RES]] = !{null, [[UAVS]], [[CBVS]], null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: TypedUAVLoadAdditionalFormats (bit 13) from the float4 typed load.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8192, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
;
; SM65-LABEL: define void @main(
; SM65: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; SM65: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM65: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 {{%[0-9]+}}, i32 undef)
; SM65: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; SM65: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM65-NOT: annotateHandle
; SM65: !{!"cs", i32 6, i32 5}
; SM65: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 24, null}
;
; SM60-LABEL: define void @main(
; SM60: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; SM60: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM60: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 24, null}
