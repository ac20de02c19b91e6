; An extractelement at a lane known only when the shader runs, from a
; vector the pass splits, becomes a chain of selects over the lanes, so the
; vector is not rebuilt for it (a float4x4 as <16 x float> at -O0 would
; need SPIR-V's Vector16 capability).
; RUN: opt %s --passes=scalarize --emit=ll
define float @f(<3 x float> %a, <3 x float> %b, i32 %i) {
  %v = fadd <3 x float> %a, %b
  %e = extractelement <3 x float> %v, i32 %i
  ret float %e
}
; CHECK-LABEL: define float @f(
; CHECK: %v.i0 = fadd float %a.i0, %b.i0
; CHECK: %v.i2 = fadd float %a.i2, %b.i2
; CHECK-NEXT: [[E1:%[0-9]+]] = icmp eq i32 %i, 1
; CHECK-NEXT: [[S1:%[0-9]+]] = select i1 [[E1]], float %v.i1, float %v.i0
; CHECK-NEXT: [[E2:%[0-9]+]] = icmp eq i32 %i, 2
; CHECK-NEXT: %e = select i1 [[E2]], float %v.i2, float [[S1]]
; CHECK-NEXT: ret float %e
; CHECK-NOT: insertelement
