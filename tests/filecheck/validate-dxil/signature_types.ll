; `validate-dxil` on the overload of loadInput / storeOutput against the
; element's component type: a float element read as i32, a uint element
; read as f32, and a float target written as half (an i32 read of the uint
; element is fine).
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

define void @main() #0 {
entry:
  %0 = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
  %1 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %2 = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  call void @dx.op.storeOutput.f16(i32 5, i32 0, i32 0, i8 0, half 0xH0000)
  ret void
}

declare i32 @dx.op.loadInput.i32(i32, i32, i32, i8, i32) #1
declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #1
declare void @dx.op.storeOutput.f16(i32, i32, i32, i8, half) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.entryPoints = !{!3}

!0 = !{i32 1, i32 8}
!1 = !{!"ps", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{ptr @main, !"main", !4, null, null}
!4 = !{!5, !9, null}
!5 = !{!6, !7}
!6 = !{i32 0, !"SV_Position", i8 9, i8 3, !8, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!7 = !{i32 1, !"PRIM", i8 5, i8 0, !8, i8 1, i32 1, i8 1, i32 1, i8 0, null}
!8 = !{i32 0}
!9 = !{!10}
!10 = !{i32 0, !"SV_Target", i8 9, i8 16, !8, i8 0, i32 1, i8 1, i32 0, i8 0, null}
; CHECK: signature_types.ll:11:3: error: pass `validate-dxil`: dxil.loadInput: element 0 ('SV_Position') has component type 9, which is not read or written as i32
; CHECK: signature_types.ll:12:3: error: pass `validate-dxil`: dxil.loadInput: element 1 ('PRIM') has component type 5, which is not read or written as f32
; CHECK: signature_types.ll:14:3: error: pass `validate-dxil`: dxil.storeOutput: element 0 ('SV_Target') has component type 9, which is not read or written as f16
; CHECK-NOT: error
