; A vector phi becomes one phi per lane, fed with the incoming values'
; lanes (around a loop too); a phi still needed whole by a call is rebuilt
; at the top of its block.
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define void @f(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT: %acc.i0 = phi float [ 0.000000e+00, %entry ], [ %next.i0, %loop ]
; CHECK-NEXT: %acc.i1 = phi float [ %s, %entry ], [ %next.i1, %loop ]
; CHECK-NEXT: %[[A:[0-9]+]] = insertelement <2 x float> poison, float %acc.i0, i32 0
; CHECK-NEXT: %acc = insertelement <2 x float> %[[A]], float %acc.i1, i32 1
; CHECK-NEXT: call void @use(<2 x float> %acc)
; CHECK-NEXT: %next.i0 = fadd float %acc.i0, %v.i0
; CHECK-NEXT: %next.i1 = fadd float %acc.i1, %v.i1
; CHECK: exit:
; CHECK-NEXT: %r.i0 = phi float [ %next.i0, %loop ]
; CHECK-NEXT: %r.i1 = phi float [ %next.i1, %loop ]
; CHECK-NEXT: %e = fadd float %r.i0, %r.i1
; CHECK-NOT: <2 x float> %next
define void @f(<2 x float> %v, float %s, i32 %n, ptr %p) {
entry:
  %init = insertelement <2 x float> zeroinitializer, float %s, i32 1
  br label %loop
loop:
  %acc = phi <2 x float> [ %init, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @use(<2 x float> %acc)
  %next = fadd <2 x float> %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi <2 x float> [ %next, %loop ]
  %e0 = extractelement <2 x float> %r, i32 0
  %e1 = extractelement <2 x float> %r, i32 1
  %e = fadd float %e0, %e1
  store float %e, ptr %p
  ret void
}
declare void @use(<2 x float>)
