; Casts split when the lane counts match; a bitcast that changes the lane
; count is left as it is (its operand is rebuilt for it).
; RUN: opt %s --passes=scalarize --emit=ll
; CHECK-LABEL: define <2 x i32> @f(
; CHECK: %h.i0 = fptrunc float %a.i0 to half
; CHECK-NEXT: %h.i1 = fptrunc float %a.i1 to half
; CHECK-NEXT: %d.i0 = fpext half %h.i0 to double
; CHECK-NEXT: %d.i1 = fpext half %h.i1 to double
; CHECK-NEXT: %u.i0 = fptoui double %d.i0 to i64
; CHECK-NEXT: %u.i1 = fptoui double %d.i1 to i64
; CHECK-NEXT: %t.i0 = trunc i64 %u.i0 to i16
; CHECK-NEXT: %t.i1 = trunc i64 %u.i1 to i16
; CHECK-NEXT: %x.i0 = sext i16 %t.i0 to i32
; CHECK-NEXT: %x.i1 = sext i16 %t.i1 to i32
; CHECK-NEXT: %b.i0 = bitcast i32 %x.i0 to float
; CHECK-NEXT: %b.i1 = bitcast i32 %x.i1 to float
; CHECK-NEXT: %g.i0 = fptosi float %b.i0 to i64
; CHECK-NEXT: %g.i1 = fptosi float %b.i1 to i64
; CHECK-NEXT: %[[V0:[0-9]+]] = insertelement <2 x i64> poison, i64 %g.i0, i32 0
; CHECK-NEXT: %g = insertelement <2 x i64> %[[V0]], i64 %g.i1, i32 1
; CHECK-NEXT: %w = bitcast <2 x i64> %g to <4 x i32>
; CHECK-NEXT: store <4 x i32> %w, ptr %p
; CHECK-NEXT: %v.i0 = uitofp i32 %x.i0 to float
; CHECK-NEXT: %v.i1 = uitofp i32 %x.i1 to float
; CHECK-NEXT: %r.i0 = fptosi float %v.i0 to i32
define <2 x i32> @f(<2 x float> %a, ptr %p) {
  %h = fptrunc <2 x float> %a to <2 x half>
  %d = fpext <2 x half> %h to <2 x double>
  %u = fptoui <2 x double> %d to <2 x i64>
  %t = trunc <2 x i64> %u to <2 x i16>
  %x = sext <2 x i16> %t to <2 x i32>
  %b = bitcast <2 x i32> %x to <2 x float>
  %g = fptosi <2 x float> %b to <2 x i64>
  %w = bitcast <2 x i64> %g to <4 x i32>
  store <4 x i32> %w, ptr %p
  %v = uitofp <2 x i32> %x to <2 x float>
  %r = fptosi <2 x float> %v to <2 x i32>
  ret <2 x i32> %r
}
