; What cannot be known or is not DXIL is a located error, never a guess. The input is the
; corpus pixel shader (inputs %SV_Position0 at line 12, %COLOR0; one output at line 18).
; RUN-FAIL(NONE): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata
; NONE: tests/corpus/ll/pixel_shader.sm6_6.O3.ll:20:3: error: {{.*}}clang 22 does not record the semantic of an entry's output: name the outputs with --output-semantics
; RUN-FAIL(COUNT): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics SV_Target0,SV_Target1
; COUNT: error: {{.*}}2 output semantic(s) given, but the entry has 1 `dx.store.output` call(s)
; RUN-FAIL(USER): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics COLOR0
; USER: :20:3: error: {{.*}}`COLOR` cannot be a pixel shader output: DXIL allows only SV_Target and SV_Depth there
; RUN-FAIL(SV): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics SV_Target0 --input-semantics SV_ClipDistance0,COLOR0
; SV: :12:3: error: {{.*}}system value `SV_ClipDistance` is not supported in signatures
; RUN-FAIL(SHAPE): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics SV_Depth
; SHAPE: :20:3: error: {{.*}}`SV_Depth` must be a float
; RUN-FAIL(RANGE): opt tests/corpus/ll/pixel_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics SV_Target8
; RANGE: error: {{.*}}SV_Target8 is out of range (0 to 7)
; The same semantic on two calls is one element (LLVM may clone a call); with different types
; it is an error (the vertex shader's inputs are a float4 and a uint, at lines 14 and 15).
; RUN-FAIL(TWICE): opt tests/corpus/ll/vertex_shader.sm6_6.O3.ll --passes=translate-metadata --output-semantics SV_Position --input-semantics A0,a
; TWICE: vertex_shader.sm6_6.O3.ll:15:3: error: {{.*}}semantic `a0` is used twice with different types
; RUN-FAIL(PARSE): lower tests/corpus/ll/pixel_shader.sm6_6.O3.ll --output-semantics 0x
; PARSE: `0x` is not a semantic (expected NAME[INDEX][:int|:uint], e.g. `SV_Target0`)
; RUN-FAIL(VS): lower tests/corpus/ll/vertex_shader.sm6_6.O3.ll --output-semantics SV_Target0
; VS: error: {{.*}}`SV_Target` cannot be a vertex shader output
