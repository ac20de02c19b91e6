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
; SM66: %Params.cb_h.i.i = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; SM66-NEXT: [[CB:%Params\.cb_h\.i\.i_annot]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %Params.cb_h.i.i, %dx.types.ResourceProperties { i32 13, i32 24 })
; SM66-NEXT: [[TX:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[R1I:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM66-NEXT: [[COUNT:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[R1I]], 0
; SM66-NEXT: icmp ult i32 [[TX]], [[COUNT]]
; SM66: [[DB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[DB]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66-NEXT: [[L:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 [[TX]], i32 undef)
; The loaded float4 stays split into its ResRet lanes (no vector rebuilt).
; SM66-NEXT: [[L0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 0
; SM66-NEXT: [[L1:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 1
; SM66-NEXT: [[L2:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 2
; SM66-NEXT: [[L3:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[L]], 3
; scale: row 0, lanes 0-3, used directly as scalars.
; SM66-NEXT: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; SM66-NEXT: [[S0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 0
; SM66-NEXT: [[S1:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 1
; SM66-NEXT: [[S2:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 2
; SM66-NEXT: [[S3:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 3
; Data * scale, per lane.
; SM66-NEXT: [[M0:%[^ ,]+]] = fmul {{.*}}float [[S0]], [[L0]]
; SM66-NEXT: [[M1:%[^ ,]+]] = fmul {{.*}}float [[S1]], [[L1]]
; SM66-NEXT: [[M2:%[^ ,]+]] = fmul {{.*}}float [[S2]], [[L2]]
; SM66-NEXT: [[M3:%[^ ,]+]] = fmul {{.*}}float [[S3]], [[L3]]
; bias: row 1, lane 1; the splat folds away and the scalar feeds each lane's fadd.
; SM66-NEXT: [[R1F:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM66-NEXT: [[BIAS:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R1F]], 1
; SM66-NEXT: [[A0:%[^ ,]+]] = fadd {{.*}}float [[BIAS]], [[M0]]
; SM66-NEXT: [[A1:%[^ ,]+]] = fadd {{.*}}float [[BIAS]], [[M1]]
; SM66-NEXT: [[A2:%[^ ,]+]] = fadd {{.*}}float [[BIAS]], [[M2]]
; SM66-NEXT: [[A3:%[^ ,]+]] = fadd {{.*}}float [[BIAS]], [[M3]]
; SM66-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], i32 [[TX]], i32 undef, float [[A0]], float [[A1]], float [[A2]], float [[A3]], i8 15)
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
; SM65: [[CB:%Params\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
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
; SM60: [[CB:%Params\.cb_h\.i\.i]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
; SM60: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM60: [[D:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NEXT: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[D]], i32 {{%[0-9]+}}, i32 undef)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
; SM60: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[D]], {{.*}}, i8 15)
; SM60: !{!"cs", i32 6, i32 0}
; SM60: !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 24, null}
