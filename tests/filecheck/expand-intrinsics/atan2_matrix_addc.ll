; atan2, llvm.matrix.multiply and llvm.u{add,mul}.with.overflow, which DXIL has
; no operation for, expanded by dialects/rules/expand-intrinsics/.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define float @atan2(float %y, float %x) {
  %r = call float @llvm.atan2.f32(float %y, float %x)
  ret float %r
}

define <2 x half> @atan2_half(<2 x half> %y, <2 x half> %x) {
  %r = call <2 x half> @llvm.atan2.v2f16(<2 x half> %y, <2 x half> %x)
  ret <2 x half> %r
}

define <4 x float> @matmul(<6 x float> %a, <6 x float> %b) {
  %r = call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %a, <6 x float> %b, i32 2, i32 3, i32 2)
  ret <4 x float> %r
}

define <2 x i32> @matmul_int(<2 x i32> %a, <1 x i32> %b) {
  %r = call <2 x i32> @llvm.matrix.multiply.v2i32.v2i32.v1i32(<2 x i32> %a, <1 x i32> %b, i32 2, i32 1, i32 1)
  ret <2 x i32> %r
}

define i32 @addc(i32 %a, i32 %b) {
  %s = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %lo = extractvalue { i32, i1 } %s, 0
  %c = extractvalue { i32, i1 } %s, 1
  %z = zext i1 %c to i32
  %r = add i32 %lo, %z
  ret i32 %r
}

define <2 x i1> @addc_vec(<2 x i32> %a, <2 x i32> %b) {
  %s = call { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32> %a, <2 x i32> %b)
  %c = extractvalue { <2 x i32>, <2 x i1> } %s, 1
  ret <2 x i1> %c
}

define i1 @mulo(i32 %a, i32 %b) {
  %s = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %o = extractvalue { i32, i1 } %s, 1
  ret i1 %o
}

declare float @llvm.atan2.f32(float, float)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare <2 x half> @llvm.atan2.v2f16(<2 x half>, <2 x half>)
declare <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float>, <6 x float>, i32 immarg, i32 immarg, i32 immarg)
declare <2 x i32> @llvm.matrix.multiply.v2i32.v2i32.v1i32(<2 x i32>, <1 x i32>, i32 immarg, i32 immarg, i32 immarg)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32>, <2 x i32>)

; LLVM's shape: atan of the quotient, then four selects by quadrant.
; CHECK-LABEL: define float @atan2(
; CHECK-NEXT: [[Q:%[0-9]+]] = fdiv float %y, %x
; CHECK-NEXT: [[A:%[0-9]+]] = call float @llvm.atan.f32(float [[Q]])
; CHECK-NEXT: [[ADD:%[0-9]+]] = fadd float [[A]], 0x400921FB60000000
; CHECK-NEXT: [[SUB:%[0-9]+]] = fsub float [[A]], 0x400921FB60000000
; CHECK-NEXT: [[XLT:%[0-9]+]] = fcmp olt float %x, 0.000000e+00
; CHECK-NEXT: [[XEQ:%[0-9]+]] = fcmp oeq float %x, 0.000000e+00
; CHECK-NEXT: [[YGE:%[0-9]+]] = fcmp oge float %y, 0.000000e+00
; CHECK-NEXT: [[YLT:%[0-9]+]] = fcmp olt float %y, 0.000000e+00
; CHECK-NEXT: [[C1:%[0-9]+]] = and i1 [[XLT]], [[YGE]]
; CHECK-NEXT: [[S1:%[0-9]+]] = select i1 [[C1]], float [[ADD]], float [[A]]
; CHECK-NEXT: [[C2:%[0-9]+]] = and i1 [[XLT]], [[YLT]]
; CHECK-NEXT: [[S2:%[0-9]+]] = select i1 [[C2]], float [[SUB]], float [[S1]]
; CHECK-NEXT: [[C3:%[0-9]+]] = and i1 [[XEQ]], [[YLT]]
; CHECK-NEXT: [[S3:%[0-9]+]] = select i1 [[C3]], float 0xBFF921FB60000000, float [[S2]]
; CHECK-NEXT: [[C4:%[0-9]+]] = and i1 [[XEQ]], [[YGE]]
; CHECK-NEXT: [[S4:%[0-9]+]] = select i1 [[C4]], float 0x3FF921FB60000000, float [[S3]]
; CHECK-NEXT: ret float [[S4]]

; Half constants are pi and pi/2 rounded to half; the vector atan is split
; lane by lane (DXIL's Atan is scalar).
; CHECK-LABEL: define <2 x half> @atan2_half(
; CHECK: call half @llvm.atan.f16(
; CHECK: call half @llvm.atan.f16(
; CHECK: fadd <2 x half> {{%[0-9]+}}, <half 0xH4248, half 0xH4248>
; CHECK: select <2 x i1> {{%[0-9]+}}, <2 x half> <half 0xHBE48, half 0xHBE48>
; CHECK: select <2 x i1> {{%[0-9]+}}, <2 x half> <half 0xH3E48, half 0xH3E48>

; Column-major 2x3 times 3x2: lane 1 (row 1, column 0) is
; a[1]*b[0] + a[3]*b[1] + a[5]*b[2]; lane 2 (row 0, column 1) is
; a[0]*b[3] + a[2]*b[4] + a[4]*b[5].
; CHECK-LABEL: define <4 x float> @matmul(
; CHECK-NOT: llvm.matrix.multiply
; CHECK: [[A1:%[0-9]+]] = extractelement <6 x float> %a, i32 1
; CHECK-NEXT: [[B0:%[0-9]+]] = extractelement <6 x float> %b, i32 0
; CHECK-NEXT: [[P0:%[0-9]+]] = fmul float [[A1]], [[B0]]
; CHECK-NEXT: [[A3:%[0-9]+]] = extractelement <6 x float> %a, i32 3
; CHECK-NEXT: [[B1:%[0-9]+]] = extractelement <6 x float> %b, i32 1
; CHECK-NEXT: [[P1:%[0-9]+]] = fmul float [[A3]], [[B1]]
; CHECK-NEXT: [[S1:%[0-9]+]] = fadd float [[P0]], [[P1]]
; CHECK-NEXT: [[A5:%[0-9]+]] = extractelement <6 x float> %a, i32 5
; CHECK-NEXT: [[B2:%[0-9]+]] = extractelement <6 x float> %b, i32 2
; CHECK-NEXT: [[P2:%[0-9]+]] = fmul float [[A5]], [[B2]]
; CHECK-NEXT: [[S2:%[0-9]+]] = fadd float [[S1]], [[P2]]
; CHECK-NEXT: insertelement <4 x float> {{%[0-9]+}}, float [[S2]], i32 1
; CHECK: [[A0:%[0-9]+]] = extractelement <6 x float> %a, i32 0
; CHECK-NEXT: [[B3:%[0-9]+]] = extractelement <6 x float> %b, i32 3
; CHECK-NEXT: fmul float [[A0]], [[B3]]
; CHECK: insertelement <4 x float> {{%[0-9]+}}, float {{%[0-9]+}}, i32 3
; CHECK-NEXT: ret <4 x float>

; Integers multiply and add; an inner dimension of 1 is one product.
; CHECK-LABEL: define <2 x i32> @matmul_int(
; CHECK: mul i32
; CHECK: mul i32
; CHECK-NOT: add
; CHECK: ret <2 x i32>

; The carry is `sum <u a`.
; CHECK-LABEL: define i32 @addc(
; CHECK-NEXT: [[S:%[0-9]+]] = add i32 %a, %b
; CHECK-NEXT: [[C:%[0-9]+]] = icmp ult i32 [[S]], %a
; CHECK-NEXT: [[P:%[0-9]+]] = insertvalue { i32, i1 } poison, i32 [[S]], 0
; CHECK-NEXT: insertvalue { i32, i1 } [[P]], i1 [[C]], 1
; CHECK-NOT: uadd.with.overflow

; CHECK-LABEL: define <2 x i1> @addc_vec(
; CHECK-NEXT: [[S:%[0-9]+]] = add <2 x i32> %a, %b
; CHECK-NEXT: icmp ult <2 x i32> [[S]], %a
; CHECK-NOT: uadd.with.overflow

; The product wrapped when a is not 0 and (a * b) / a is not b; the
; divisor is 1 where a is 0.
; CHECK-LABEL: define i1 @mulo(
; CHECK-NEXT: [[P:%[0-9]+]] = mul i32 %a, %b
; CHECK-NEXT: [[NZ:%[0-9]+]] = icmp ne i32 %a, 0
; CHECK-NEXT: [[D:%[0-9]+]] = select i1 [[NZ]], i32 %a, i32 1
; CHECK-NEXT: [[Q:%[0-9]+]] = udiv i32 [[P]], [[D]]
; CHECK-NEXT: [[NE:%[0-9]+]] = icmp ne i32 [[Q]], %b
; CHECK-NEXT: and i1 [[NZ]], [[NE]]
; CHECK-NOT: umul.with.overflow
