; lower-dxil's folds forward a lane of a vector or a field of a struct built
; by a chain of inserts, one level or several at once: a lane written twice
; reads the last write, a lane the chain never wrote reads the vector below
; it (here poison), and a field overwritten above reads the newer value.
; Both engines give the same result.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN: opt %s --passes=lower-dxil --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-library"

define float @f(float %a, float %b, float %c, float %d, {float, i1} %p) "hlsl.export" {
  %v0 = insertelement <4 x float> poison, float %a, i32 0
  %v1 = insertelement <4 x float> %v0, float %b, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i64 2
  %v3 = insertelement <4 x float> %v2, float %d, i32 0
  %e0 = extractelement <4 x float> %v3, i32 0
  %e1 = extractelement <4 x float> %v3, i64 1
  %e2 = extractelement <4 x float> %v2, i32 0
  %e3 = extractelement <4 x float> %v3, i32 3
  %s0 = fadd float %e0, %e1
  %s1 = fadd float %s0, %e2
  %s2 = fadd float %s1, %e3
  %q0 = insertvalue {float, i1} %p, float %a, 0
  %q1 = insertvalue {float, i1} %q0, i1 true, 1
  %q2 = insertvalue {float, i1} %q1, float %b, 0
  %g0 = extractvalue {float, i1} %q1, 0
  %g1 = extractvalue {float, i1} %q2, 0
  %g2 = extractvalue {float, i1} %q2, 1
  %s3 = fadd float %s2, %g0
  %s4 = fadd float %s3, %g1
  %s5 = select i1 %g2, float %s4, float %c
  ret float %s5
}

; CHECK: define float @f(float %a, float %b, float %c, float %d, { float, i1 } %p) #0 {
; CHECK-NEXT: %s0 = fadd float %d, %b
; CHECK-NEXT: %s1 = fadd float %s0, %a
; CHECK-NEXT: %s2 = fadd float %s1, poison
; CHECK-NEXT: %s3 = fadd float %s2, %a
; CHECK-NEXT: %s4 = fadd float %s3, %b
; CHECK-NEXT: %s5 = select i1 true, float %s4, float %c
; CHECK-NEXT: ret float %s5
