; `validate-dxil` on the entry list of a non-library module: one entry, of
; the triple's stage. Here a compute module lists two entries, one of them
; a pixel shader.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  ret void
}

define void @ps() #1 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { "hlsl.shader"="pixel" }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.entryPoints = !{!3, !5}

!0 = !{i32 1, i32 8}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{ptr @main, !"main", null, null, !4}
!4 = !{i32 4, !6}
!5 = !{ptr @ps, !"ps", null, null, null}
!6 = !{i32 1, i32 1, i32 1}
; CHECK: entries.ll:31:1: error: pass `validate-dxil`: !dx.entryPoints: a compute shader has one entry, this module lists 2
; CHECK: entries.ll:31:1: error: pass `validate-dxil`: !dx.entryPoints: entry 'ps' is a pixel shader; the triple says compute
; CHECK-NOT: error
