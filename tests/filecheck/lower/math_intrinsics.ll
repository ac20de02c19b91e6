; The HLSL applies float math intrinsics to two RWBuffer<float4> Data (u0) elements: pins the
; op per intrinsic, per lane, with its operands: FMax 35 / FMin 36 (clamp, max, min), Dot4 56
; (dot, and normalize's dot(b,b)), Rsqrt 25, FAbs 6, Saturate 7, Frc 22, Sqrt 24, Round_ni 27
; (floor), FMad 46 (mad), Sin 13, Cos 12, Exp 21 (exp2); lerp, sign, step and rcp are arithmetic.
; RUN(SM66): lower tests/corpus/ll/math_intrinsics.sm6_6.O3.ll
; RUN(SM65): lower tests/corpus/ll/math_intrinsics.sm6_6.O2.ll --shader-model 6.5
; RUN(SM60): lower tests/corpus/ll/math_intrinsics.sm6_0.O1.ll
; 
; SM66-LABEL: define void @main(
; SM66: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 4106, i32 1033 })
; SM66-NEXT: [[TID:%[^ ,]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; SM66-NEXT: [[LA:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef)
; SM66: [[A0:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LA]], 0
; SM66: [[A1:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LA]], 1
; SM66: [[A2:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LA]], 2
; SM66: [[A3:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LA]], 3
; SM66: [[TID1:%[^ ,]+]] = add i32 [[TID]], 1
; SM66-NEXT: [[LB:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[HA]], i32 [[TID1]], i32 undef)
; SM66: [[B0:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 0
; SM66: [[B1:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 1
; SM66: [[B2:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 2
; SM66: [[B3:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[LB]], 3
; clamp(a, 0, 1): FMax with 0 then FMin with 1, per lane; the constant bound vectors fold to
; scalar operands (as LLVM's Scalarizer does).
; SM66: [[CL0:%[^ ,]+]] = call float @dx.op.binary.f32(i32 35, float [[A0]], float 0.000000e+00)
; SM66: [[CL1:%[^ ,]+]] = call float @dx.op.binary.f32(i32 35, float [[A1]], float 0.000000e+00)
; SM66: [[CL2:%[^ ,]+]] = call float @dx.op.binary.f32(i32 35, float [[A2]], float 0.000000e+00)
; SM66: [[CL3:%[^ ,]+]] = call float @dx.op.binary.f32(i32 35, float [[A3]], float 0.000000e+00)
; SM66: call float @dx.op.binary.f32(i32 36, float [[CL0]], float 1.000000e+00)
; SM66: call float @dx.op.binary.f32(i32 36, float [[CL1]], float 1.000000e+00)
; SM66: call float @dx.op.binary.f32(i32 36, float [[CL2]], float 1.000000e+00)
; SM66: call float @dx.op.binary.f32(i32 36, float [[CL3]], float 1.000000e+00)
; SM66: call float @dx.op.dot4.f32(i32 56, float [[A0]], float [[A1]], float [[A2]], float [[A3]], float [[B0]], float [[B1]], float [[B2]], float [[B3]])
; normalize(b) = b * rsqrt(dot(b, b)).
; SM66: [[BB:%[^ ,]+]] = call float @dx.op.dot4.f32(i32 56, float [[B0]], float [[B1]], float [[B2]], float [[B3]], float [[B0]], float [[B1]], float [[B2]], float [[B3]])
; SM66-NEXT: call float @dx.op.unary.f32(i32 25, float [[BB]])
; SM66: [[AA0:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[A0]])
; SM66: [[AA1:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[A1]])
; SM66: [[AA2:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[A2]])
; SM66: [[AA3:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[A3]])
; rsqrt(abs(a) + 1) per lane: the + 1.0 is a scalar fadd per lane.
; SM66: [[P0:%[^ ,]+]] = fadd {{.*}}float [[AA0]], 1.000000e+00
; SM66-NEXT: [[P1:%[^ ,]+]] = fadd {{.*}}float [[AA1]], 1.000000e+00
; SM66-NEXT: [[P2:%[^ ,]+]] = fadd {{.*}}float [[AA2]], 1.000000e+00
; SM66-NEXT: [[P3:%[^ ,]+]] = fadd {{.*}}float [[AA3]], 1.000000e+00
; SM66: call float @dx.op.unary.f32(i32 25, float [[P0]])
; SM66: call float @dx.op.unary.f32(i32 25, float [[P1]])
; SM66: call float @dx.op.unary.f32(i32 25, float [[P2]])
; SM66: call float @dx.op.unary.f32(i32 25, float [[P3]])
; SM66: call float @dx.op.unary.f32(i32 7, float [[B0]])
; SM66: call float @dx.op.unary.f32(i32 7, float [[B1]])
; SM66: call float @dx.op.unary.f32(i32 7, float [[B2]])
; SM66: call float @dx.op.unary.f32(i32 7, float [[B3]])
; SM66: call float @dx.op.unary.f32(i32 22, float [[A0]])
; SM66: call float @dx.op.unary.f32(i32 22, float [[A1]])
; SM66: call float @dx.op.unary.f32(i32 22, float [[A2]])
; SM66: call float @dx.op.unary.f32(i32 22, float [[A3]])
; SM66: [[AB0:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[B0]])
; SM66: [[AB1:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[B1]])
; SM66: [[AB2:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[B2]])
; SM66: [[AB3:%[^ ,]+]] = call float @dx.op.unary.f32(i32 6, float [[B3]])
; SM66: call float @dx.op.unary.f32(i32 24, float [[AB0]])
; SM66: call float @dx.op.unary.f32(i32 24, float [[AB1]])
; SM66: call float @dx.op.unary.f32(i32 24, float [[AB2]])
; SM66: call float @dx.op.unary.f32(i32 24, float [[AB3]])
; SM66: call float @dx.op.unary.f32(i32 27, float [[A0]])
; SM66: call float @dx.op.unary.f32(i32 27, float [[A1]])
; SM66: call float @dx.op.unary.f32(i32 27, float [[A2]])
; SM66: call float @dx.op.unary.f32(i32 27, float [[A3]])
; mad(a, b, r) per lane.
; SM66: call float @dx.op.tertiary.f32(i32 46, float [[A0]], float [[B0]], float {{%[^ ,]+}})
; SM66: call float @dx.op.tertiary.f32(i32 46, float [[A1]], float [[B1]], float {{%[^ ,]+}})
; SM66: call float @dx.op.tertiary.f32(i32 46, float [[A2]], float [[B2]], float {{%[^ ,]+}})
; SM66: call float @dx.op.tertiary.f32(i32 46, float [[A3]], float [[B3]], float {{%[^ ,]+}})
; SM66: call float @dx.op.binary.f32(i32 35, float [[A0]], float [[B0]])
; SM66: call float @dx.op.binary.f32(i32 35, float [[A1]], float [[B1]])
; SM66: call float @dx.op.binary.f32(i32 35, float [[A2]], float [[B2]])
; SM66: call float @dx.op.binary.f32(i32 35, float [[A3]], float [[B3]])
; SM66: call float @dx.op.binary.f32(i32 36, float [[A0]], float [[B0]])
; SM66: call float @dx.op.binary.f32(i32 36, float [[A1]], float [[B1]])
; SM66: call float @dx.op.binary.f32(i32 36, float [[A2]], float [[B2]])
; SM66: call float @dx.op.binary.f32(i32 36, float [[A3]], float [[B3]])
; SM66: call float @dx.op.unary.f32(i32 13, float [[A0]])
; SM66: call float @dx.op.unary.f32(i32 13, float [[A1]])
; SM66: call float @dx.op.unary.f32(i32 13, float [[A2]])
; SM66: call float @dx.op.unary.f32(i32 13, float [[A3]])
; SM66: call float @dx.op.unary.f32(i32 12, float [[B0]])
; SM66: call float @dx.op.unary.f32(i32 12, float [[B1]])
; SM66: call float @dx.op.unary.f32(i32 12, float [[B2]])
; SM66: call float @dx.op.unary.f32(i32 12, float [[B3]])
; SM66: call float @dx.op.unary.f32(i32 21, float [[A0]])
; SM66: call float @dx.op.unary.f32(i32 21, float [[A1]])
; SM66: call float @dx.op.unary.f32(i32 21, float [[A2]])
; SM66: call float @dx.op.unary.f32(i32 21, float [[A3]])
; rcp(b + 2) is a division, per lane: 1.0 / (b + 2.0).
; SM66: [[Q0:%[^ ,]+]] = fadd {{.*}}float [[B0]], 2.000000e+00
; SM66-NEXT: [[Q1:%[^ ,]+]] = fadd {{.*}}float [[B1]], 2.000000e+00
; SM66-NEXT: [[Q2:%[^ ,]+]] = fadd {{.*}}float [[B2]], 2.000000e+00
; SM66-NEXT: [[Q3:%[^ ,]+]] = fadd {{.*}}float [[B3]], 2.000000e+00
; SM66-NEXT: fdiv {{.*}}float 1.000000e+00, [[Q0]]
; SM66-NEXT: fdiv {{.*}}float 1.000000e+00, [[Q1]]
; SM66-NEXT: fdiv {{.*}}float 1.000000e+00, [[Q2]]
; SM66-NEXT: fdiv {{.*}}float 1.000000e+00, [[Q3]]
; SM66-NOT: <4 x float>
; SM66: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[HA]], i32 [[TID]], i32 undef, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, float {{%[^ ,]+}}, i8 15)
; SM66-NEXT: ret void
; SM66-NOT: @llvm.
; SM66: !dx.resources = !{[[RES:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[ET:![0-9]+]] = !{i32 0, i32 9}
; SM66: [[R:![0-9]+]] = !{i32 0, ptr @Data, !"Data", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, [[ET]]}
; SM66: [[UAVS:![0-9]+]] = !{[[R]]}
; SM66: [[RES]] = !{null, [[UAVS]], null, null}
; SM66: [[NT:![0-9]+]] = !{i32 64, i32 1, i32 1}
; Flags: TypedUAVLoadAdditionalFormats (bit 13, float4 typed UAV load) = 8192.
; SM66: [[PROPS:![0-9]+]] = !{i32 0, i64 8192, i32 4, [[NT]]}
; SM66: [[EP]] = !{ptr @main, !"main", null, [[RES]], [[PROPS]]}
; 
; SM65-LABEL: define void @main(
; SM65: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM65-NOT: annotateHandle
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef)
; SM65: call float @dx.op.binary.f32(i32 35,
; SM65: call float @dx.op.binary.f32(i32 36,
; SM65: call float @dx.op.dot4.f32(i32 56,
; SM65: call float @dx.op.unary.f32(i32 25,
; SM65: call float @dx.op.unary.f32(i32 6,
; SM65: call float @dx.op.unary.f32(i32 7,
; SM65: call float @dx.op.unary.f32(i32 22,
; SM65: call float @dx.op.unary.f32(i32 24,
; SM65: call float @dx.op.unary.f32(i32 27,
; SM65: call float @dx.op.tertiary.f32(i32 46,
; SM65: call float @dx.op.unary.f32(i32 13,
; SM65: call float @dx.op.unary.f32(i32 12,
; SM65: call float @dx.op.unary.f32(i32 21,
; SM65: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM65-NOT: @llvm.
; SM65: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
; 
; SM60-LABEL: define void @main(
; SM60: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
; SM60-NOT: annotateHandle
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef)
; SM60: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[H]], i32 {{%[^ ,]+}}, i32 undef)
; SM60: call float @dx.op.binary.f32(i32 35,
; SM60: call float @dx.op.binary.f32(i32 36,
; SM60: call float @dx.op.dot4.f32(i32 56,
; SM60: call float @dx.op.unary.f32(i32 25,
; SM60: call float @dx.op.unary.f32(i32 6,
; SM60: call float @dx.op.unary.f32(i32 7,
; SM60: call float @dx.op.unary.f32(i32 22,
; SM60: call float @dx.op.unary.f32(i32 24,
; SM60: call float @dx.op.unary.f32(i32 27,
; SM60: call float @dx.op.tertiary.f32(i32 46,
; SM60: call float @dx.op.unary.f32(i32 13,
; SM60: call float @dx.op.unary.f32(i32 12,
; SM60: call float @dx.op.unary.f32(i32 21,
; SM60: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle [[H]], {{.*}}, i8 15)
; SM60-NOT: @llvm.
; SM60: !{i32 0, i64 8192, i32 4, {{![0-9]+}}}
;
