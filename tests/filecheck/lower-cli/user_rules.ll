; `dxir lower --rules FILE` adds a user rule to lower-dxil's built-in rules;
; with a higher benefit it wins on the same op, with either engine. The rule
; (tests/filecheck/lower-dxil/user_typed_load.rules) writes the unused second
; coordinate of float4 typed loads as 0 instead of undef.
; RUN(BUILTIN): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll
; RUN(USER): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --rules tests/filecheck/lower-dxil/user_typed_load.rules
; RUN(USER): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --rules tests/filecheck/lower-dxil/user_typed_load.rules --engine egraph
; RUN-FAIL(BADRULE): lower tests/corpus/ll/rwbuffer_float4.sm6_6.O3.ll --rules tests/rules_fail/unknown_op.rules
; BUILTIN: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 undef)
; USER: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0)
; USER-NOT: i32 undef)
; BADRULE: tests/rules_fail/unknown_op.rules:{{[0-9]+}}:{{[0-9]+}}: error:
