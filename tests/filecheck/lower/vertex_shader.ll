; The HLSL: a vertex shader reading POSITION / INSTANCE inputs and writing SV_Position, with a
; StructuredBuffer<Instance> lookup. Signature I/O (llvm.dx.load.input / store.output) cannot be
; lowered (clang 22 leaves the element ids unassigned and LLVM 22 has no LoadInput/StoreOutput
; lowering), so `lower` must stop with a located error at the first input read (line 14, col 3).
; RUN-FAIL(SM66): lower tests/corpus/ll/vertex_shader.sm6_6.O3.ll
; RUN-FAIL(SM65): lower tests/corpus/ll/vertex_shader.sm6_6.O2.ll --shader-model 6.5
; RUN-FAIL(SM60): lower tests/corpus/ll/vertex_shader.sm6_0.O1.ll
;
; SM66: tests/corpus/ll/vertex_shader.sm6_6.O3.ll:14:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
; SM66-NOT: panicked
;
; SM65: tests/corpus/ll/vertex_shader.sm6_6.O2.ll:14:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
; SM65-NOT: panicked
;
; SM60: tests/corpus/ll/vertex_shader.sm6_0.O1.ll:14:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
; SM60-NOT: panicked
