; dxil-cleanup's constant folds (dialects/rules/dxil-cleanup/constants.rules):
; extractelement, insertelement, shufflevector, extractvalue, insertvalue and
; casts of constants become constants, uniqued as LLVM uniques them; ops on
; values that are not constant stay.
; RUN: opt %s --passes=dxil-cleanup --emit=ll
; RUN(EG): opt %s --passes=dxil-cleanup --engine egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(ptr %p, <2 x float> %x) "hlsl.shader"="compute" {
  %a = extractelement <2 x float> <float 1.0, float 2.0>, i64 1
  store float %a, ptr %p
  %z = extractelement <4 x i32> zeroinitializer, i32 3
  store i32 %z, ptr %p
  %v = insertelement <2 x i32> poison, i32 7, i32 0
  store <2 x i32> %v, ptr %p
  %w = insertelement <2 x i32> %v, i32 8, i32 1
  store <2 x i32> %w, ptr %p
  %zz = insertelement <2 x i32> zeroinitializer, i32 0, i32 1
  store <2 x i32> %zz, ptr %p
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> poison, <4 x i32> <i32 1, i32 1, i32 0, i32 poison>
  store <4 x i32> %s, ptr %p
  %e = extractvalue { i32, [2 x float] } { i32 3, [2 x float] [float 4.0, float 5.0] }, 1, 0
  store float %e, ptr %p
  %i = insertvalue { i32, float } zeroinitializer, float 6.0, 1
  store { i32, float } %i, ptr %p
  %t = trunc i32 511 to i8
  store i8 %t, ptr %p
  %c = sitofp <2 x i32> <i32 -1, i32 2> to <2 x float>
  store <2 x float> %c, ptr %p
  %h = fptrunc double 1.5 to half
  store half %h, ptr %p
  %big = fptosi float 3.0e+02 to i8
  store i8 %big, ptr %p
  %bc = bitcast <2 x i32> <i32 1, i32 2> to i64
  store i64 %bc, ptr %p
  %keep = extractelement <2 x float> %x, i64 0
  store float %keep, ptr %p
  ret void
}

; CHECK-LABEL: define void @main(
; CHECK-NEXT: store float 2.000000e+00, ptr %p
; CHECK-NEXT: store i32 0, ptr %p
; CHECK-NEXT: store <2 x i32> <i32 7, i32 poison>, ptr %p
; CHECK-NEXT: store <2 x i32> <i32 7, i32 8>, ptr %p
; CHECK-NEXT: store <2 x i32> zeroinitializer, ptr %p
; CHECK-NEXT: store <4 x i32> <i32 2, i32 2, i32 1, i32 undef>, ptr %p
; CHECK-NEXT: store float 4.000000e+00, ptr %p
; CHECK-NEXT: store { i32, float } { i32 0, float 6.000000e+00 }, ptr %p
; CHECK-NEXT: store i8 -1, ptr %p
; CHECK-NEXT: store <2 x float> <float -1.000000e+00, float 2.000000e+00>, ptr %p
; CHECK-NEXT: store half 0xH3E00, ptr %p
; CHECK-NEXT: store i8 poison, ptr %p
; CHECK-NEXT: store i64 8589934593, ptr %p
; CHECK-NEXT: %keep = extractelement <2 x float> %x, i64 0
; CHECK-NEXT: store float %keep, ptr %p
; CHECK-NEXT: ret void

; EG-LABEL: define void @main(
; EG-NEXT: store float 2.000000e+00, ptr %p
; EG: store i64 8589934593, ptr %p
; EG-NEXT: %keep = extractelement <2 x float> %x, i64 0
