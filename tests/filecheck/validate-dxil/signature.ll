; `validate-dxil` on loadInput / storeOutput and the entry's signature: an
; input element id the signature lacks, a column past the element's width,
; a row past its rows, and an output element id the signature lacks.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

define void @main() #0 {
entry:
  %0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
  %1 = call float @dx.op.loadInput.f32(i32 4, i32 2, i32 0, i8 0, i32 undef)
  %2 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
  %3 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 1, i8 0, i32 undef)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %0)
  call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float %1)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #1
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #2

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
!7 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !8, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!8 = !{i32 0}
!9 = !{!10}
!10 = !{i32 0, !"SV_Target", i8 9, i8 16, !8, i8 0, i32 1, i8 1, i32 0, i8 0, null}
; CHECK: signature.ll:11:3: error: pass `validate-dxil`: dxil.loadInput: input signature element 2 is not in entry 'main' (2 elements)
; CHECK: signature.ll:12:3: error: pass `validate-dxil`: dxil.loadInput: column 2 is outside element 1 ('TEXCOORD'), which has 2 columns
; CHECK: signature.ll:13:3: error: pass `validate-dxil`: dxil.loadInput: row 1 is outside element 1 ('TEXCOORD'), which has 1 rows
; CHECK: signature.ll:15:3: error: pass `validate-dxil`: dxil.storeOutput: output signature element 1 is not in entry 'main' (1 elements)
; CHECK-NOT: error
