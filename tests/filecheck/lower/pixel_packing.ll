; The HLSL is a pixel shader: float4 main(float4 pos : SV_Position, float2 uv0 : TEXCOORD0,
; float2 uv1 : TEXCOORD1, uint id : ID, float w : WEIGHT, float3 n : NORMAL) : SV_Target1,
; writing Hits[id] = 1 (RWBuffer<uint> Hits : register(u1)) and returning
; float4(uv0 + uv1, id * w, pos.y) + float4(n, 0). The output semantic is named on the
; command line (clang 22 drops it). Signature, derived from the HLSL and DXIL's packing:
;   0 SV_Position  noperspective (4), row 0, only .y read (mask 2)
;   1 TEXCOORD0    linear (2), 2 columns, row 1 col 0 (mask 3)
;   2 TEXCOORD1    linear, 2 columns, row 1 col 2 (index 1)
;   3 ID           U32 (5), constant (1), row 2 (a linear row cannot take it)
;   4 WEIGHT       linear, row 3 col 0
;   5 NORMAL       linear, 3 columns, row 3 col 1 (mask 7)
;   output 0 SV_Target1: Target (16), row 1 (its index), mask 15
; RUN(SM66): lower tests/corpus/ll/pixel_packing.sm6_6.O3.ll --output-semantics SV_Target1
; RUN(SM65): lower tests/corpus/ll/pixel_packing.sm6_6.O2.ll --shader-model 6.5 --output-semantics SV_Target1
; RUN(SM60): lower tests/corpus/ll/pixel_packing.sm6_0.O1.ll --output-semantics SV_Target1
;
; SM66-LABEL: define void @main(
; Hits: RWBuffer<uint> (u1): UAV typed (4106 = 10 | 1 << 12), U32 x1 (261).
; SM66: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 4106, i32 261 })
; SM66-NEXT: [[Y:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[U0:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[U1:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[V0:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[V1:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[ID:%[^ ,]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[W:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 4, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[N0:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 5, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[N1:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 5, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[N2:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 5, i32 0, i8 2, i32 undef)
; SM66-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[HA]], i32 [[ID]], i32 undef, i32 1, i32 1, i32 1, i32 1, i8 15)
; SM66-NEXT: [[A0:%[^ ,]+]] = fadd {{[a-z ]*}}float [[V0]], [[U0]]
; SM66-NEXT: [[A1:%[^ ,]+]] = fadd {{[a-z ]*}}float [[V1]], [[U1]]
; SM66-NEXT: [[F:%[^ ,]+]] = uitofp i32 [[ID]] to float
; SM66-NEXT: [[M:%[^ ,]+]] = fmul {{[a-z ]*}}float [[W]], [[F]]
; SM66-NEXT: [[R0:%[^ ,]+]] = fadd {{[a-z ]*}}float [[A0]], [[N0]]
; SM66-NEXT: [[R1:%[^ ,]+]] = fadd {{[a-z ]*}}float [[A1]], [[N1]]
; SM66-NEXT: [[R2:%[^ ,]+]] = fadd {{[a-z ]*}}float [[M]], [[N2]]
; SM66-NEXT: [[R3:%[^ ,]+]] = fadd {{[a-z ]*}}float [[Y]], 0.000000e+00
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float [[R0]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float [[R1]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float [[R2]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float [[R3]])
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[RH:![0-9]+]] = !{i32 0, ptr @Hits, !"Hits", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, [[U32:![0-9]+]]}
; SM66: [[I0:![0-9]+]] = !{i32 0}
; SM66: [[MY:![0-9]+]] = !{i32 3, i32 2}
; SM66: [[E0:![0-9]+]] = !{i32 0, !"SV_Position", i8 9, i8 3, [[I0]], i8 4, i32 1, i8 4, i32 0, i8 0, [[MY]]}
; SM66: [[MXY:![0-9]+]] = !{i32 3, i32 3}
; SM66: [[E1:![0-9]+]] = !{i32 1, !"TEXCOORD", i8 9, i8 0, [[I0]], i8 2, i32 1, i8 2, i32 1, i8 0, [[MXY]]}
; SM66: [[I1:![0-9]+]] = !{i32 1}
; SM66: [[E2:![0-9]+]] = !{i32 2, !"TEXCOORD", i8 9, i8 0, [[I1]], i8 2, i32 1, i8 2, i32 1, i8 2, [[MXY]]}
; SM66: [[MX:![0-9]+]] = !{i32 3, i32 1}
; SM66: [[E3:![0-9]+]] = !{i32 3, !"ID", i8 5, i8 0, [[I0]], i8 1, i32 1, i8 1, i32 2, i8 0, [[MX]]}
; SM66: [[E4:![0-9]+]] = !{i32 4, !"WEIGHT", i8 9, i8 0, [[I0]], i8 2, i32 1, i8 1, i32 3, i8 0, [[MX]]}
; SM66: [[MXYZ:![0-9]+]] = !{i32 3, i32 7}
; SM66: [[E5:![0-9]+]] = !{i32 5, !"NORMAL", i8 9, i8 0, [[I0]], i8 2, i32 1, i8 3, i32 3, i8 1, [[MXYZ]]}
; SM66: [[INS:![0-9]+]] = !{[[E0]], [[E1]], [[E2]], [[E3]], [[E4]], [[E5]]}
; SM66: [[M4:![0-9]+]] = !{i32 3, i32 15}
; SM66: [[T:![0-9]+]] = !{i32 0, !"SV_Target", i8 9, i8 16, [[I1]], i8 0, i32 1, i8 4, i32 1, i8 0, [[M4]]}
; SM66: [[OUTS:![0-9]+]] = !{[[T]]}
; SM66: [[SIGS:![0-9]+]] = !{[[INS]], [[OUTS]], null}
; SM66: [[EP]] = !{ptr @main, !"main", [[SIGS]], !{{[0-9]+}}, null}
;
; SM65: @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM65: call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)
; SM65: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
; SM65: = !{i32 5, !"NORMAL", i8 9, i8 0, {{![0-9]+}}, i8 2, i32 1, i8 3, i32 3, i8 1, {{![0-9]+}}}
; SM65: = !{i32 0, !"SV_Target", i8 9, i8 16, {{![0-9]+}}, i8 0, i32 1, i8 4, i32 1, i8 0, {{![0-9]+}}}
;
; SM60: @dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, i1 false)
; SM60: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; SM60: = !{!"ps", i32 6, i32 0}
; SM60: = !{i32 3, !"ID", i8 5, i8 0, {{![0-9]+}}, i8 1, i32 1, i8 1, i32 2, i8 0, {{![0-9]+}}}
