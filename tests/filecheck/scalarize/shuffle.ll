; A splat (insertelement into poison, shufflevector with a zero mask) is
; the scalar itself in every lane; shuffles pick lanes of either operand.
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define void @f(
; CHECK-NOT: shufflevector
; CHECK: %m.i0 = fmul float %v.i0, %s
; CHECK-NEXT: %m.i1 = fmul float %v.i1, %s
; CHECK-NEXT: %m.i2 = fmul float %v.i2, %s
; CHECK-NEXT: %m.i3 = fmul float %v.i3, %s
; CHECK-NEXT: %q.i0 = fadd float %m.i3, %v.i0
; CHECK-NEXT: %q.i1 = fadd float %v.i1, %m.i2
; CHECK-NEXT: %[[A:[0-9]+]] = insertelement <2 x float> poison, float %q.i0, i32 0
; CHECK-NEXT: %q = insertelement <2 x float> %[[A]], float %q.i1, i32 1
; CHECK-NEXT: call void @use(<2 x float> %q)
; CHECK-NOT: shufflevector
; CHECK: ret void
define void @f(<4 x float> %v, float %s) {
  %i = insertelement <4 x float> poison, float %s, i64 0
  %sp = shufflevector <4 x float> %i, <4 x float> poison, <4 x i32> zeroinitializer
  %m = fmul <4 x float> %v, %sp
  %a = shufflevector <4 x float> %m, <4 x float> %v, <2 x i32> <i32 3, i32 5>
  %b = shufflevector <4 x float> %v, <4 x float> %m, <2 x i32> <i32 0, i32 6>
  %q = fadd <2 x float> %a, %b
  call void @use(<2 x float> %q)
  ret void
}
declare void @use(<2 x float>)
