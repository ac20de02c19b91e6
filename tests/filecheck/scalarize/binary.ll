; Binary ops split into lanes named after the vector, keeping fast-math
; and wrap flags; a vector constant operand gives scalar constants
; (undef/poison lanes stay undef/poison).
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define float @f(
; CHECK: %a.i0 = extractelement <2 x float> %a, i32 0
; CHECK: %a.i1 = extractelement <2 x float> %a, i32 1
; CHECK: %mul.i.i0 = fmul reassoc nnan float %a.i0, 2.000000e+00
; CHECK-NEXT: %mul.i.i1 = fmul reassoc nnan float %a.i1, undef
; CHECK: %x.i0 = add nsw i32 %c.i0, 0
; CHECK-NEXT: %x.i1 = add nsw i32 %c.i1, 7
; CHECK-NEXT: %y.i0 = shl i32 %x.i0, %c.i0
; CHECK-NEXT: %y.i1 = shl i32 %x.i1, %c.i1
; CHECK-NEXT: %n.i0 = fneg float %mul.i.i0
; CHECK-NEXT: %n.i1 = fneg float %mul.i.i1
; CHECK-NEXT: %s = fadd float %n.i0, %n.i1
; CHECK-NEXT: %yi = sitofp i32 %y.i1 to float
; CHECK-NOT: <2 x
; CHECK: ret float
define float @f(<2 x float> %a, <2 x i32> %c) {
  %mul.i = fmul reassoc nnan <2 x float> %a, <float 2.0, float undef>
  %x = add nsw <2 x i32> %c, <i32 0, i32 7>
  %y = shl <2 x i32> %x, %c
  %n = fneg <2 x float> %mul.i
  %e0 = extractelement <2 x float> %n, i32 0
  %e1 = extractelement <2 x float> %n, i64 1
  %s = fadd float %e0, %e1
  %ye = extractelement <2 x i32> %y, i32 1
  %yi = sitofp i32 %ye to float
  %r = fadd float %s, %yi
  ret float %r
}
