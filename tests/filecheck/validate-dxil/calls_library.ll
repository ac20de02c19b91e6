; A library may call a function it only declares (another library may
; define it): DECL.DXILFNEXTERN is for shaders, calls.ll.
; RUN: opt %s --passes=validate-dxil --emit=ll
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-library"

define i32 @helper(i32 %n) #0 {
entry:
  %0 = call i32 @external(i32 %n)
  ret i32 %0
}

declare i32 @external(i32)

attributes #0 = { nounwind }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!0 = !{i32 1, i32 8}
!1 = !{!"lib", i32 6, i32 6}
!2 = !{i32 1, i32 6}
; CHECK: call i32 @external(i32 %n)
