; The HLSL is a pixel shader with signature inputs (SV_Position, COLOR0) and an SV_Target
; output: lowering must stop with a located error at the first dx.load.input call (clang 22
; leaves the signature element ids unassigned, LLVM 22 has no LoadInput/StoreOutput lowering).
; RUN-FAIL(SM66): lower tests/corpus/ll/pixel_shader.sm6_6.O3.ll
; RUN-FAIL(SM65): lower tests/corpus/ll/pixel_shader.sm6_6.O2.ll --shader-model 6.5
; RUN-FAIL(SM60): lower tests/corpus/ll/pixel_shader.sm6_0.O1.ll
; SM66: tests/corpus/ll/pixel_shader.sm6_6.O3.ll:12:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
; SM65: tests/corpus/ll/pixel_shader.sm6_6.O2.ll:12:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
; SM60: tests/corpus/ll/pixel_shader.sm6_0.O1.ll:12:3: error: {{.*}}`dx.load.input` (shader signature I/O) is not lowered
