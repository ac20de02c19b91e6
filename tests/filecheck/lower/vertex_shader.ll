; The HLSL is a vertex shader: float4 main(float4 pos : POSITION, uint iid : INSTANCE)
; : SV_Position returning pos * Instances[iid].scale + Instances[iid].offset, with
; StructuredBuffer<Instance> Instances (t0), Instance = { float4 offset; float scale; }.
; clang 22 drops the output's semantic, so the RUN lines name it. Signature elements, derived
; from the HLSL:
;   inputs  (vertex inputs: one row each, no interpolation):
;           0: POSITION, F32 (9), arbitrary (0), 4 columns, row 0, all read (mask 15);
;           1: INSTANCE, U32 (5: uint, the default for i32), 1 column, row 1, mask 1;
;   outputs 0: SV_Position, F32, kind Position (3), noperspective (4), 4 columns, row 0, mask 15.
; The structured loads: offset (16 bytes at 0, mask 15) and scale (4 bytes at 16, mask 1) of
; element iid, with the stride 20 in the resource's extended properties.
; RUN(SM66): lower tests/corpus/ll/vertex_shader.sm6_6.O3.ll --output-semantics SV_Position0
; RUN(SM65): lower tests/corpus/ll/vertex_shader.sm6_6.O2.ll --shader-model 6.5 --output-semantics SV_Position
; RUN(SM60): lower tests/corpus/ll/vertex_shader.sm6_0.O1.ll --output-semantics SV_POSITION
;
; SM66-LABEL: define void @main(
; SM66: [[H:%[^ ,]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
; SM66-NEXT: [[HA:%[^ ,]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[H]], %dx.types.ResourceProperties { i32 12, i32 20 })
; SM66-NEXT: [[P0:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[P1:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; SM66-NEXT: [[P2:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; SM66-NEXT: [[P3:%[^ ,]+]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
; SM66-NEXT: [[IID:%[^ ,]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM66-NEXT: [[OFS:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HA]], i32 [[IID]], i32 0, i8 15, i32 4)
; SM66: [[SC:%[^ ,]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[HA]], i32 [[IID]], i32 16, i8 1, i32 4)
; SM66-NEXT: [[S:%[^ ,]+]] = extractvalue %dx.types.ResRet.f32 [[SC]], 0
; SM66-NEXT: {{%[^ ,]+}} = fmul {{[a-z ]*}}float [[S]], [[P0]]
; SM66: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float
; SM66-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
; SM66-NEXT: ret void
; SM66-NOT: @llvm.dx.
; SM66: !dx.shaderModel = !{[[SM:![0-9]+]]}
; SM66: !dx.entryPoints = !{[[EP:![0-9]+]]}
; SM66: [[SM]] = !{!"vs", i32 6, i32 6}
; SM66: [[IDX0:![0-9]+]] = !{i32 0}
; SM66: [[MXYZW:![0-9]+]] = !{i32 3, i32 15}
; SM66: [[POS:![0-9]+]] = !{i32 0, !"POSITION", i8 9, i8 0, [[IDX0]], i8 0, i32 1, i8 4, i32 0, i8 0, [[MXYZW]]}
; SM66: [[MX:![0-9]+]] = !{i32 3, i32 1}
; SM66: [[INST:![0-9]+]] = !{i32 1, !"INSTANCE", i8 5, i8 0, [[IDX0]], i8 0, i32 1, i8 1, i32 1, i8 0, [[MX]]}
; SM66: [[INS:![0-9]+]] = !{[[POS]], [[INST]]}
; SM66: [[SVPOS:![0-9]+]] = !{i32 0, !"SV_Position", i8 9, i8 3, [[IDX0]], i8 4, i32 1, i8 4, i32 0, i8 0, [[MXYZW]]}
; SM66: [[OUTS:![0-9]+]] = !{[[SVPOS]]}
; SM66: [[SIGS:![0-9]+]] = !{[[INS]], [[OUTS]], null}
; SM66: [[EP]] = !{ptr @main, !"main", [[SIGS]], !{{[0-9]+}}, !{{[0-9]+}}}
;
; SM65: @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM65: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM65: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
; SM65: = !{!"vs", i32 6, i32 5}
; SM65: = !{i32 0, !"SV_Position", i8 9, i8 3, {{![0-9]+}}, i8 4, i32 1, i8 4, i32 0, i8 0, {{![0-9]+}}}
;
; SM60: @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; SM60: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; SM60: = !{!"vs", i32 6, i32 0}
; SM60: = !{i32 1, !"INSTANCE", i8 5, i8 0, {{![0-9]+}}, i8 0, i32 1, i8 1, i32 1, i8 0, {{![0-9]+}}}
; SM60: = !{i32 0, !"SV_Position", i8 9, i8 3,
