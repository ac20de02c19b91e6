; icmp/fcmp split per lane with their predicate; a select with a vector
; condition takes the condition's lanes, one with a scalar condition
; uses it for every lane.
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define void @f(
; CHECK: %c.i0 = icmp ult i32 %a.i0, %b.i0
; CHECK-NEXT: %c.i1 = icmp ult i32 %a.i1, %b.i1
; CHECK-NEXT: %m.i0 = select i1 %c.i0, i32 %a.i0, i32 %b.i0
; CHECK-NEXT: %m.i1 = select i1 %c.i1, i32 %a.i1, i32 %b.i1
; CHECK-NEXT: %o.i0 = fcmp fast olt float %f.i0, 1.000000e+00
; CHECK-NEXT: %o.i1 = fcmp fast olt float %f.i1, 1.000000e+00
; CHECK-NEXT: %s.i0 = select i1 %k, i32 %m.i0, i32 0
; CHECK-NEXT: %s.i1 = select i1 %k, i32 %m.i1, i32 0
; CHECK-NEXT: %z.i0 = zext i1 %o.i0 to i32
; CHECK-NEXT: %z.i1 = zext i1 %o.i1 to i32
; CHECK-NEXT: %t.i0 = add i32 %s.i0, %z.i0
; CHECK-NEXT: %t.i1 = add i32 %s.i1, %z.i1
; CHECK: store <2 x i32> %t, ptr %p
define void @f(<2 x i32> %a, <2 x i32> %b, <2 x float> %f, i1 %k, ptr %p) {
  %c = icmp ult <2 x i32> %a, %b
  %m = select <2 x i1> %c, <2 x i32> %a, <2 x i32> %b
  %o = fcmp fast olt <2 x float> %f, splat (float 1.0)
  %s = select i1 %k, <2 x i32> %m, <2 x i32> zeroinitializer
  %z = zext <2 x i1> %o to <2 x i32>
  %t = add <2 x i32> %s, %z
  store <2 x i32> %t, ptr %p
  ret void
}
