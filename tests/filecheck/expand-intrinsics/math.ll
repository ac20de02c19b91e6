; HLSL math without a DXIL op, expanded in DXILIntrinsicExpansion's shapes.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define float @lerp(float %a, float %b, float %t) {
  %r = call float @llvm.dx.lerp.f32(float %a, float %b, float %t)
  ret float %r
}
; CHECK-LABEL: define float @lerp(
; CHECK-NEXT: [[D:%[0-9]+]] = fsub float %b, %a
; CHECK-NEXT: [[M:%[0-9]+]] = fmul float %t, [[D]]
; CHECK-NEXT: [[R:%[0-9]+]] = fadd float %a, [[M]]
; CHECK-NEXT: ret float [[R]]

define i32 @sclamp(i32 %x, i32 %lo, i32 %hi) {
  %r = call i32 @llvm.dx.sclamp.i32(i32 %x, i32 %lo, i32 %hi)
  ret i32 %r
}
; CHECK-LABEL: define i32 @sclamp(
; CHECK-NEXT: [[M:%[0-9]+]] = call i32 @llvm.smax.i32(i32 %x, i32 %lo)
; CHECK-NEXT: call i32 @llvm.smin.i32(i32 [[M]], i32 %hi)

define i32 @uclamp(i32 %x, i32 %lo, i32 %hi) {
  %r = call i32 @llvm.dx.uclamp.i32(i32 %x, i32 %lo, i32 %hi)
  ret i32 %r
}
; CHECK-LABEL: define i32 @uclamp(
; CHECK-NEXT: [[M:%[0-9]+]] = call i32 @llvm.umax.i32(i32 %x, i32 %lo)
; CHECK-NEXT: call i32 @llvm.umin.i32(i32 [[M]], i32 %hi)

define <2 x float> @nclamp(<2 x float> %x, <2 x float> %lo, <2 x float> %hi) {
  %r = call <2 x float> @llvm.dx.nclamp.v2f32(<2 x float> %x, <2 x float> %lo, <2 x float> %hi)
  ret <2 x float> %r
}
; The clamp's max/min are split per lane.
; CHECK-LABEL: define <2 x float> @nclamp(
; CHECK: call float @llvm.maxnum.f32(float
; CHECK: call float @llvm.maxnum.f32(float
; CHECK: call float @llvm.minnum.f32(float
; CHECK: call float @llvm.minnum.f32(float
; CHECK-NOT: v2f32
; CHECK: ret <2 x float>

define float @fdot(<3 x float> %a, <3 x float> %b) {
  %r = call float @llvm.dx.fdot.v3f32(<3 x float> %a, <3 x float> %b)
  ret float %r
}
; CHECK-LABEL: define float @fdot(
; CHECK-NEXT: [[A0:%[0-9]+]] = extractelement <3 x float> %a, i32 0
; CHECK-NEXT: [[A1:%[0-9]+]] = extractelement <3 x float> %a, i32 1
; CHECK-NEXT: [[A2:%[0-9]+]] = extractelement <3 x float> %a, i32 2
; CHECK-NEXT: [[B0:%[0-9]+]] = extractelement <3 x float> %b, i32 0
; CHECK-NEXT: [[B1:%[0-9]+]] = extractelement <3 x float> %b, i32 1
; CHECK-NEXT: [[B2:%[0-9]+]] = extractelement <3 x float> %b, i32 2
; CHECK-NEXT: call float @llvm.dx.dot3.f32(float [[A0]], float [[A1]], float [[A2]], float [[B0]], float [[B1]], float [[B2]])

define <2 x float> @normalize(<2 x float> %x) {
  %r = call <2 x float> @llvm.dx.normalize.v2f32(<2 x float> %x)
  ret <2 x float> %r
}
; CHECK-LABEL: define <2 x float> @normalize(
; CHECK: [[D:%[0-9]+]] = call float @llvm.dx.dot2.f32(float
; CHECK-NEXT: [[R:%[0-9]+]] = call float @llvm.dx.rsqrt.f32(float [[D]])
; CHECK-NEXT: [[I:%[0-9]+]] = insertelement <2 x float> poison, float [[R]], i32 0
; CHECK-NEXT: [[S:%[0-9]+]] = shufflevector <2 x float> [[I]], <2 x float> poison, <2 x i32> {{zeroinitializer|<i32 0, i32 0>}}
; CHECK-NEXT: fmul <2 x float> %x, [[S]]

define float @normalize_scalar(float %x) {
  %r = call float @llvm.dx.normalize.f32(float %x)
  ret float %r
}
; CHECK-LABEL: define float @normalize_scalar(
; CHECK-NEXT: fdiv float %x, %x

define <4 x float> @step(<4 x float> %e, <4 x float> %x) {
  %r = call <4 x float> @llvm.dx.step.v4f32(<4 x float> %e, <4 x float> %x)
  ret <4 x float> %r
}
; CHECK-LABEL: define <4 x float> @step(
; CHECK-NEXT: [[C:%[0-9]+]] = fcmp olt <4 x float> %x, %e
; CHECK-NEXT: select <4 x i1> [[C]], <4 x float> zeroinitializer, <4 x float> {{.*}}1.000000e+00{{.*}}

define i32 @sign(float %x) {
  %r = call i32 @llvm.dx.sign.f32(float %x)
  ret i32 %r
}
; CHECK-LABEL: define i32 @sign(
; CHECK-NEXT: [[G:%[0-9]+]] = fcmp olt float 0.000000e+00, %x
; CHECK-NEXT: [[L:%[0-9]+]] = fcmp olt float %x, 0.000000e+00
; CHECK-NEXT: [[GZ:%[0-9]+]] = zext i1 [[G]] to i32
; CHECK-NEXT: [[LZ:%[0-9]+]] = zext i1 [[L]] to i32
; CHECK-NEXT: sub i32 [[GZ]], [[LZ]]

define <2 x i32> @isign(<2 x i32> %x) {
  %r = call <2 x i32> @llvm.dx.sign.v2i32(<2 x i32> %x)
  ret <2 x i32> %r
}
; CHECK-LABEL: define <2 x i32> @isign(
; CHECK-NEXT: icmp slt <2 x i32> zeroinitializer, %x
; CHECK-NEXT: icmp slt <2 x i32> %x, zeroinitializer

define i32 @abs(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}
; CHECK-LABEL: define i32 @abs(
; CHECK-NEXT: [[N:%[0-9]+]] = sub i32 0, %x
; CHECK-NEXT: call i32 @llvm.smax.i32(i32 %x, i32 [[N]])

define i1 @any(<3 x i32> %x) {
  %r = call i1 @llvm.dx.any.v3i32(<3 x i32> %x)
  ret i1 %r
}
; CHECK-LABEL: define i1 @any(
; CHECK-NEXT: [[C:%[0-9]+]] = icmp ne <3 x i32> %x, zeroinitializer
; CHECK-NEXT: [[E0:%[0-9]+]] = extractelement <3 x i1> [[C]], i32 0
; CHECK-NEXT: [[E1:%[0-9]+]] = extractelement <3 x i1> [[C]], i32 1
; CHECK-NEXT: [[O1:%[0-9]+]] = or i1 [[E0]], [[E1]]
; CHECK-NEXT: [[E2:%[0-9]+]] = extractelement <3 x i1> [[C]], i32 2
; CHECK-NEXT: or i1 [[O1]], [[E2]]

define i1 @all(float %x) {
  %r = call i1 @llvm.dx.all.f32(float %x)
  ret i1 %r
}
; CHECK-LABEL: define i1 @all(
; CHECK-NEXT: fcmp une float %x, 0.000000e+00

define float @exp_log(float %x, float %y) {
  %e = call float @llvm.exp.f32(float %x)
  %l = call float @llvm.log.f32(float %e)
  %p = call float @llvm.pow.f32(float %l, float %y)
  ret float %p
}
; CHECK-LABEL: define float @exp_log(
; CHECK-NEXT: [[M:%[0-9]+]] = fmul float 0x3FF7154760000000, %x
; CHECK-NEXT: [[E:%[0-9]+]] = call float @llvm.exp2.f32(float [[M]])
; CHECK-NEXT: [[L2:%[0-9]+]] = call float @llvm.log2.f32(float [[E]])
; CHECK-NEXT: [[L:%[0-9]+]] = fmul float 0x3FE62E4300000000, [[L2]]
; CHECK-NEXT: [[PL:%[0-9]+]] = call float @llvm.log2.f32(float [[L]])
; CHECK-NEXT: [[PM:%[0-9]+]] = fmul float [[PL]], %y
; CHECK-NEXT: call float @llvm.exp2.f32(float [[PM]])

define float @radians(float %x) {
  %r = call float @llvm.dx.radians.f32(float %x)
  ret float %r
}
; CHECK-LABEL: define float @radians(
; CHECK-NEXT: fmul float %x, 0x3F91DF46A0000000

; The expanded intrinsics' declarations are gone.
; CHECK-NOT: declare {{.*}}@llvm.dx.lerp
; CHECK-NOT: declare {{.*}}@llvm.dx.fdot
; CHECK-NOT: declare {{.*}}@llvm.abs

declare float @llvm.dx.lerp.f32(float, float, float)
declare i32 @llvm.dx.sclamp.i32(i32, i32, i32)
declare i32 @llvm.dx.uclamp.i32(i32, i32, i32)
declare <2 x float> @llvm.dx.nclamp.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>)
declare <2 x float> @llvm.dx.normalize.v2f32(<2 x float>)
declare float @llvm.dx.normalize.f32(float)
declare <4 x float> @llvm.dx.step.v4f32(<4 x float>, <4 x float>)
declare i32 @llvm.dx.sign.f32(float)
declare <2 x i32> @llvm.dx.sign.v2i32(<2 x i32>)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare i1 @llvm.dx.any.v3i32(<3 x i32>)
declare i1 @llvm.dx.all.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.dx.radians.f32(float)
