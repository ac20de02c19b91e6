; A compute shader lowered as a library (`--stage library`): the compute
; entry keeps its thread ids (DXIL allows them in a library's compute entry;
; LLVM 22's op lowering rejects them), the shader model becomes `lib`, and
; the entry list starts with the library's null entry, then the compute entry
; with ShaderKind 5 (compute - pixel) and its thread counts.
; RUN: lower tests/corpus/ll/thread_ids.sm6_6.O3.ll --stage library
; RUN-FAIL(BAD): lower tests/corpus/ll/thread_ids.sm6_6.O3.ll --stage nostage
; CHECK: target triple = "dxilv1.6-pc-shadermodel6.6-library"
; CHECK: call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK: call i32 @dx.op.groupId.i32(i32 94, i32 0)
; CHECK-NOT: @llvm.dx.
; CHECK: !dx.shaderModel = !{[[SM:![0-9]+]]}
; CHECK: !dx.entryPoints = !{[[LIB:![0-9]+]], [[CS:![0-9]+]]}
; CHECK-DAG: [[SM]] = !{!"lib", i32 6, i32 6}
; CHECK-DAG: [[LIB]] = !{null, !"", null, {{![0-9]+}}, {{.*}}}
; CHECK-DAG: [[CS]] = !{ptr @main, !"main", null, {{![0-9]+}}, [[PROPS:![0-9]+]]}
; CHECK-DAG: [[PROPS]] = !{i32 8, i32 5, i32 4, [[NT:![0-9]+]]}
; CHECK-DAG: [[NT]] = !{i32 8, i32 4, i32 2}
; BAD: dxir: error: `nostage` is not a shader stage
