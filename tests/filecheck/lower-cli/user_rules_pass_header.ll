; A user rule file names the pass its rules belong to with a `pass NAME`
; header (tests/filecheck/lower-cli/user_typed_load_header.rules names
; lower-dxil); `--rules` routes it there, with either engine. A header naming
; no rule-based pass is an error at the name, listing the rule-based passes,
; before the input is read.
; RUN(USER): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --rules tests/filecheck/lower-cli/user_typed_load_header.rules
; RUN(USER): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --rules tests/filecheck/lower-cli/user_typed_load_header.rules --engine egraph
; RUN(USER): opt tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --passes=resource-access,implicit-binding,translate-metadata,lower-dxil --emit=ll --rules tests/filecheck/lower-cli/user_typed_load_header.rules
; RUN-FAIL(UNKNOWN): lower no-such-input.ll --rules tests/filecheck/lower-cli/unknown_pass.rules
; RUN-FAIL(UNKNOWN): opt no-such-input.ll --passes=lower-dxil --rules tests/filecheck/lower-cli/unknown_pass.rules
; RUN-FAIL(UNKNOWN): rules check tests/filecheck/lower-cli/unknown_pass.rules
; USER: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
; USER-NOT: i32 undef)
; UNKNOWN: tests/filecheck/lower-cli/unknown_pass.rules:2:6: error: unknown rule-based pass `lower-dxl`; did you mean `lower-dxil`?; the rule-based passes are: lower-hl, cbuffer-access, resource-access, expand-intrinsics, lower-dxil
; UNKNOWN-NEXT: pass lower-dxl
