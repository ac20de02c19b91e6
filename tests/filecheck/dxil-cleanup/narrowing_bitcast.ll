; A lane of an integer vector bitcast to more, narrower lanes is read from
; the wide lane it lies in (little-endian), so no 8-lane vector is left
; (dialects/rules/dxil-cleanup/vectors.rules).
; RUN: opt %s --passes=dxil-cleanup --emit=ll
define i16 @f(<4 x i32> %v) {
  %c = bitcast <4 x i32> %v to <8 x i16>
  %a = extractelement <8 x i16> %c, i64 0
  %b = extractelement <8 x i16> %c, i64 5
  %s = add i16 %a, %b
  ret i16 %s
}
; CHECK-LABEL: define i16 @f(
; CHECK-NEXT: [[W0:%[0-9]+]] = extractelement <4 x i32> %v, i32 0
; CHECK-NEXT: %a = trunc i32 [[W0]] to i16
; CHECK-NEXT: [[W2:%[0-9]+]] = extractelement <4 x i32> %v, i32 2
; CHECK-NEXT: [[H:%[0-9]+]] = lshr i32 [[W2]], 16
; CHECK-NEXT: %b = trunc i32 [[H]] to i16
; CHECK-NOT: bitcast
