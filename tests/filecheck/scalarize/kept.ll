; A split vector still needed by ops that are not scalarized (a call, a
; store) is rebuilt once where it was defined; a dynamic extractelement
; selects among the lanes (dynamic_extract.ll); a phi takes the lanes;
; loads and stores of vectors stay vector.
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define float @f(
; CHECK: %l = load <3 x float>, ptr %p
; CHECK-NEXT: %l.i0 = extractelement <3 x float> %l, i32 0
; CHECK: %a.i0 = fadd float %l.i0, 1.000000e+00
; CHECK-NEXT: %a.i1 = fadd float %l.i1, 2.000000e+00
; CHECK-NEXT: %a.i2 = fadd float %l.i2, 3.000000e+00
; CHECK-NEXT: %[[X:[0-9]+]] = insertelement <3 x float> poison, float %a.i0, i32 0
; CHECK-NEXT: %[[Y:[0-9]+]] = insertelement <3 x float> %[[X]], float %a.i1, i32 1
; CHECK-NEXT: %a = insertelement <3 x float> %[[Y]], float %a.i2, i32 2
; CHECK-NEXT: store <3 x float> %a, ptr %p
; CHECK-NEXT: call void @use(<3 x float> %a)
; CHECK-NEXT: %[[E1:[0-9]+]] = icmp eq i32 %i, 1
; CHECK-NEXT: %[[S1:[0-9]+]] = select i1 %[[E1]], float %a.i1, float %a.i0
; CHECK-NEXT: %[[E2:[0-9]+]] = icmp eq i32 %i, 2
; CHECK-NEXT: %d = select i1 %[[E2]], float %a.i2, float %[[S1]]
; CHECK-NEXT: br label %next
; CHECK: %ph.i0 = phi float [ %a.i0, %0 ]
define float @f(ptr %p, i32 %i) {
  %l = load <3 x float>, ptr %p
  %a = fadd <3 x float> %l, <float 1.0, float 2.0, float 3.0>
  store <3 x float> %a, ptr %p
  call void @use(<3 x float> %a)
  %d = extractelement <3 x float> %a, i32 %i
  br label %next
next:
  %ph = phi <3 x float> [ %a, %0 ]
  %e = extractelement <3 x float> %ph, i32 0
  %r = fadd float %d, %e
  ret float %r
}
declare void @use(<3 x float>)
