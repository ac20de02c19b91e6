; An insertelement at a lane known only when the shader runs (a
; `buf[i][j] = v` component write) becomes one select per lane: DXIL has no
; vector instructions, and dxil-spirv refuses the insert ("Index to
; insertelement must be a constant").
; RUN: opt %s --passes=scalarize --emit=ll
define <3 x i32> @f(<3 x i32> %v, i32 %x, i32 %j) {
  %w = insertelement <3 x i32> %v, i32 %x, i32 %j
  %y = add <3 x i32> %w, %v
  ret <3 x i32> %y
}
; CHECK-LABEL: define <3 x i32> @f(
; CHECK: %v.i0 = extractelement <3 x i32> %v, i32 0
; CHECK: [[E0:%[0-9]+]] = icmp eq i32 %j, 0
; CHECK-NEXT: %w.i0 = select i1 [[E0]], i32 %x, i32 %v.i0
; CHECK-NEXT: [[E1:%[0-9]+]] = icmp eq i32 %j, 1
; CHECK-NEXT: %w.i1 = select i1 [[E1]], i32 %x, i32 %v.i1
; CHECK-NEXT: [[E2:%[0-9]+]] = icmp eq i32 %j, 2
; CHECK-NEXT: %w.i2 = select i1 [[E2]], i32 %x, i32 %v.i2
; CHECK-NEXT: %y.i0 = add i32 %w.i0, %v.i0
; CHECK-NOT: insertelement <3 x i32> {{.*}}, i32 %j
