; The HLSL is a pixel shader: float4 main(float4 pos : SV_Position, float4 color : COLOR0)
; : SV_Target returning color * Palette[(uint)pos.x % 16], with Buffer<float4> Palette (t0).
; clang 22 names the inputs' values after their semantics (%SV_Position0, %COLOR0) but drops
; the output's, so the RUN lines name it. Signature elements, derived from the HLSL:
;   inputs  0: SV_Position, F32 (9), kind Position (3), noperspective (4), 4 columns, row 0,
;              only .x read (mask 1);
;           1: COLOR, F32, arbitrary (0), linear (2), 4 columns, row 1, all read (mask 15);
;   outputs 0: SV_Target, F32, kind Target (16), interpolation 0, 4 columns, row 0 (its index).
; Each column is one loadInput (4) / storeOutput (5) with the element id and column.
; RUN(SM66): lower tests/corpus/ll/pixel_shader.sm6_6.O3.ll --output-semantics SV_Target0
; RUN(SM65): lower tests/corpus/ll/pixel_shader.sm6_6.O2.ll --shader-model 6.5 --output-semantics SV_Target
; RUN(SM60): lower tests/corpus/ll/pixel_shader.sm6_0.O1.ll --output-semantics=SV_Target0
;
; SM66-LABEL: define void @main(
; SM66: [[P:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[PA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[P]], %dx.types.ResourceProperties { i32 10, i32 1033 })
; SM66-NEXT: [[X:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[C0:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[C1:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[C2:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
; SM66-NEXT: [[C3:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
; SM66-NEXT: [[U:%[^ ,]+]] = fptoui float [[X]] to i32
; SM66-NEXT: [[I:%[^ ,]+]] = and i32 [[U]], 15
; SM66-NEXT: [[R:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle [[PA]], i32 [[I]], i32 undef)
; SM66-NEXT: [[R0:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[R]], 0
; SM66-NEXT: [[R1:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[R]], 1
; SM66-NEXT: [[R2:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[R]], 2
; SM66-NEXT: [[R3:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[R]], 3
; SM66-NEXT: [[M0:%[^ ,]+]] = fmul {{[a-z ]*}}float [[R0]], [[C0]]
; SM66-NEXT: [[M1:%[^ ,]+]] = fmul {{[a-z ]*}}float [[R1]], [[C1]]
; SM66-NEXT: [[M2:%[^ ,]+]] = fmul {{[a-z ]*}}float [[R2]], [[C2]]
; SM66-NEXT: [[M3:%[^ ,]+]] = fmul {{[a-z ]*}}float [[R3]], [[C3]]
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float [[M0]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float [[M1]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float [[M2]])
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float [[M3]])
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) [[RN:#[0-9]+]]
; SM66: declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) [[NONE:#[0-9]+]]
; SM66: attributes [[RN]] = { {{.*}}memory(none){{.*}} }
; SM66: attributes [[NONE]] = { nounwind }
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[SM]] = !{!"ps", i32 6, i32 6}
; SM66: [[IDX0:![0-9]+]] = !{i32 0}
; SM66: [[MX:![0-9]+]] = !{i32 3, i32 1}
; SM66: [[POS:![0-9]+]] = !{i32 0, !"SV_Position", i8 9, i8 3, [[IDX0]], i8 4, i32 1, i8 4, i32 0, i8 0, [[MX]]}
; SM66: [[MXYZW:![0-9]+]] = !{i32 3, i32 15}
; SM66: [[COL:![0-9]+]] = !{i32 1, !"COLOR", i8 9, i8 0, [[IDX0]], i8 2, i32 1, i8 4, i32 1, i8 0, [[MXYZW]]}
; SM66: [[INS:![0-9]+]] = !{[[POS]], [[COL]]}
; SM66: [[TGT:![0-9]+]] = !{i32 0, !"SV_Target", i8 9, i8 16, [[IDX0]], i8 0, i32 1, i8 4, i32 0, i8 0, [[MXYZW]]}
; SM66: [[OUTS:![0-9]+]] = !{[[TGT]]}
; SM66: [[SIGS:![0-9]+]] = !{[[INS]], [[OUTS]], null}
; SM66: [[EP]] = !{ptr @main, !"main", [[SIGS]], !{{[0-9]+}}, !{{[0-9]+}}}
;
; SM65: @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; SM65: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
; SM65: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
; SM65: = !{!"ps", i32 6, i32 5}
; SM65: = !{i32 0, !"SV_Position", i8 9, i8 3, {{![0-9]+}}, i8 4, i32 1, i8 4, i32 0, i8 0, {{![0-9]+}}}
; SM65: = !{i32 0, !"SV_Target", i8 9, i8 16, {{![0-9]+}}, i8 0, i32 1, i8 4, i32 0, i8 0, {{![0-9]+}}}
;
; SM60: @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM60: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
; SM60: = !{!"ps", i32 6, i32 0}
; SM60: = !{i32 1, !"COLOR", i8 9, i8 0, {{![0-9]+}}, i8 2, i32 1, i8 4, i32 1, i8 0, {{![0-9]+}}}
