; Saturating arithmetic and vector reductions, which DXIL has no operation
; for, expanded by dialects/rules/expand-intrinsics/integer.rules.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define <4 x i32> @usub(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define i16 @uadd(i16 %a, i16 %b) {
  %r = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  ret i16 %r
}

define <2 x i64> @sadd(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

define i32 @ssub(i32 %a, i32 %b) {
  %r = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i32 @reduce_and(<2 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.and.v2i32(<2 x i32> %v)
  ret i32 %r
}

define i32 @reduce_add(<4 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  ret i32 %r
}

define i16 @reduce_umin(<3 x i16> %v) {
  %r = call i16 @llvm.vector.reduce.umin.v3i16(<3 x i16> %v)
  ret i16 %r
}

define float @reduce_fmax(<2 x float> %v) {
  %r = call float @llvm.vector.reduce.fmax.v2f32(<2 x float> %v)
  ret float %r
}

define float @reduce_fadd_negzero(<3 x float> %v) {
  %r = call reassoc float @llvm.vector.reduce.fadd.v3f32(float -0.0, <3 x float> %v)
  ret float %r
}

define double @reduce_fadd(double %s, <2 x double> %v) {
  %r = call double @llvm.vector.reduce.fadd.v2f64(double %s, <2 x double> %v)
  ret double %r
}

define float @reduce_fmul(<2 x float> %v) {
  %r = call float @llvm.vector.reduce.fmul.v2f32(float 1.0, <2 x float> %v)
  ret float %r
}

declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare <2 x i64> @llvm.sadd.sat.v2i64(<2 x i64>, <2 x i64>)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.vector.reduce.and.v2i32(<2 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i16 @llvm.vector.reduce.umin.v3i16(<3 x i16>)
declare float @llvm.vector.reduce.fmax.v2f32(<2 x float>)
declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>)
declare float @llvm.vector.reduce.fmul.v2f32(float, <2 x float>)

; CHECK-LABEL: define <4 x i32> @usub(
; CHECK-NEXT: [[LT:%[0-9]+]] = icmp ult <4 x i32> %a, %b
; CHECK-NEXT: [[S:%[0-9]+]] = sub <4 x i32> %a, %b
; CHECK-NEXT: [[R:%[0-9]+]] = select <4 x i1> [[LT]], <4 x i32> zeroinitializer, <4 x i32> [[S]]
; CHECK-NEXT: ret <4 x i32> [[R]]

; CHECK-LABEL: define i16 @uadd(
; CHECK-NEXT: [[S:%[0-9]+]] = add i16 %a, %b
; CHECK-NEXT: [[W:%[0-9]+]] = icmp ult i16 [[S]], %a
; CHECK-NEXT: [[R:%[0-9]+]] = select i1 [[W]], i16 -1, i16 [[S]]

; CHECK-LABEL: define <2 x i64> @sadd(
; CHECK-NEXT: [[S:%[0-9]+]] = add <2 x i64> %a, %b
; CHECK-NEXT: [[X1:%[0-9]+]] = xor <2 x i64> %a, [[S]]
; CHECK-NEXT: [[X2:%[0-9]+]] = xor <2 x i64> %b, [[S]]
; CHECK-NEXT: [[F:%[0-9]+]] = and <2 x i64> [[X1]], [[X2]]
; CHECK-NEXT: [[O:%[0-9]+]] = icmp slt <2 x i64> [[F]], zeroinitializer
; CHECK-NEXT: [[SIGN:%[0-9]+]] = ashr <2 x i64> %a, <i64 63, i64 63>
; CHECK-NEXT: [[B:%[0-9]+]] = xor <2 x i64> [[SIGN]], <i64 9223372036854775807, i64 9223372036854775807>
; CHECK-NEXT: select <2 x i1> [[O]], <2 x i64> [[B]], <2 x i64> [[S]]

; CHECK-LABEL: define i32 @ssub(
; CHECK-NEXT: [[S:%[0-9]+]] = sub i32 %a, %b
; CHECK-NEXT: [[X1:%[0-9]+]] = xor i32 %a, %b
; CHECK-NEXT: [[X2:%[0-9]+]] = xor i32 %a, [[S]]
; CHECK-NEXT: [[F:%[0-9]+]] = and i32 [[X1]], [[X2]]
; CHECK-NEXT: [[O:%[0-9]+]] = icmp slt i32 [[F]], 0
; CHECK-NEXT: [[SIGN:%[0-9]+]] = ashr i32 %a, 31
; CHECK-NEXT: [[B:%[0-9]+]] = xor i32 [[SIGN]], 2147483647
; CHECK-NEXT: select i1 [[O]], i32 [[B]], i32 [[S]]

; CHECK-LABEL: define i32 @reduce_and(
; CHECK-NEXT: [[A:%[0-9]+]] = extractelement <2 x i32> %v, i64 0
; CHECK-NEXT: [[B:%[0-9]+]] = extractelement <2 x i32> %v, i64 1
; CHECK-NEXT: [[R:%[0-9]+]] = and i32 [[A]], [[B]]
; CHECK-NEXT: ret i32 [[R]]

; CHECK-LABEL: define i32 @reduce_add(
; CHECK: [[S1:%[0-9]+]] = add i32
; CHECK: [[E3:%[0-9]+]] = extractelement <4 x i32> %v, i64 3
; CHECK-NEXT: [[R:%[0-9]+]] = add i32 {{%[0-9]+}}, [[E3]]
; CHECK-NEXT: ret i32 [[R]]

; CHECK-LABEL: define i16 @reduce_umin(
; CHECK: [[M:%[0-9]+]] = call i16 @llvm.umin.i16(i16 {{%[0-9]+}}, i16 {{%[0-9]+}})
; CHECK: call i16 @llvm.umin.i16(i16 [[M]], i16 {{%[0-9]+}})

; CHECK-LABEL: define float @reduce_fmax(
; CHECK: call float @llvm.maxnum.f32(

; The -0.0 start adds nothing: the sum starts from lane 0.
; CHECK-LABEL: define float @reduce_fadd_negzero(
; CHECK-NEXT: [[A:%[0-9]+]] = extractelement <3 x float> %v, i64 0
; CHECK-NEXT: [[B:%[0-9]+]] = extractelement <3 x float> %v, i64 1
; CHECK-NEXT: fadd float [[A]], [[B]]

; CHECK-LABEL: define double @reduce_fadd(
; CHECK-NEXT: [[A:%[0-9]+]] = extractelement <2 x double> %v, i64 0
; CHECK-NEXT: fadd double [[A]], %s

; CHECK-LABEL: define float @reduce_fmul(
; CHECK: fmul float 1.000000e+00,

; CHECK-NOT: sat.
; CHECK-NOT: vector.reduce
