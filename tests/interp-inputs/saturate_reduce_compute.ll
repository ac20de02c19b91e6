; Saturating arithmetic and vector reductions on buffer data, for
; tests/interp.rs: the input runs the LLVM intrinsics, the lowering their
; expansions (dialects/rules/expand-intrinsics/integer.rules); both must
; agree on every seed. The i8 operands are scaled so that many lanes
; saturate.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@OutF.str = private unnamed_addr constant [5 x i8] c"OutF\00", align 1

define void @main() #0 {
entry:
  %in = call target("dx.TypedBuffer", <4 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %outf = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @OutF.str)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %i1 = add i32 %i, 1
  %pv = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_0_0_1t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 1) %in, i32 %i)
  %v = load <4 x i32>, ptr %pv, align 16
  %pw = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_0_0_1t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 1) %in, i32 %i1)
  %w = load <4 x i32>, ptr %pw, align 16
  ; usub.sat on vectors, folded with reduce.xor
  %us = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %v, <4 x i32> %w)
  %o0 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %us)
  ; i8 saturation, operands scaled by 37
  %vs = mul <4 x i32> %v, <i32 37, i32 37, i32 37, i32 37>
  %ws = mul <4 x i32> %w, <i32 37, i32 37, i32 37, i32 37>
  %a8 = trunc <4 x i32> %vs to <4 x i8>
  %b8 = trunc <4 x i32> %ws to <4 x i8>
  %sa = call <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8> %a8, <4 x i8> %b8)
  %ss = call <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8> %a8, <4 x i8> %b8)
  %ua = call <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8> %a8, <4 x i8> %b8)
  %sa32 = sext <4 x i8> %sa to <4 x i32>
  %ss32 = sext <4 x i8> %ss to <4 x i32>
  %ua32 = zext <4 x i8> %ua to <4 x i32>
  %m1 = mul <4 x i32> %sa32, <i32 1, i32 256, i32 65536, i32 16777216>
  %o1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %m1)
  %o2a = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %ss32)
  %o2b = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %ua32)
  %o2c = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)
  %o2d = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %w)
  %o2e = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %ss32)
  %o2f = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %us)
  %o2g = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %ua32)
  %o2x = xor i32 %o2a, %o2b
  %o2y = add i32 %o2x, %o2c
  %o2z = sub i32 %o2y, %o2d
  %o2w = xor i32 %o2z, %o2e
  %o2 = add i32 %o2w, %o2f
  %o3s = call i16 @llvm.sadd.sat.i16(i16 32000, i16 1000)
  %o3t = sext i16 %o3s to i32
  %o3 = add i32 %o3t, %o2g
  %r0 = insertelement <4 x i32> poison, i32 %o0, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %o1, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %o2, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %o3, i32 3
  %po = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %out, i32 %i)
  store <4 x i32> %r3, ptr %po, align 16
  ; float reductions
  %fv = sitofp <4 x i32> %v to <4 x float>
  %fw = sitofp <4 x i32> %w to <4 x float>
  %f0 = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.0, <4 x float> %fv)
  %f1 = call float @llvm.vector.reduce.fadd.v4f32(float 1.5, <4 x float> %fw)
  %f2 = call float @llvm.vector.reduce.fmul.v4f32(float 0.5, <4 x float> %fv)
  %f3a = call float @llvm.vector.reduce.fmax.v4f32(<4 x float> %fv)
  %f3b = call float @llvm.vector.reduce.fmin.v4f32(<4 x float> %fw)
  %f3 = fsub float %f3a, %f3b
  %q0 = insertelement <4 x float> poison, float %f0, i32 0
  %q1 = insertelement <4 x float> %q0, float %f1, i32 1
  %q2 = insertelement <4 x float> %q1, float %f2, i32 2
  %q3 = insertelement <4 x float> %q2, float %f3, i32 3
  %pf = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %outf, i32 %i)
  store <4 x float> %q3, ptr %pf, align 16
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", <4 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_0_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_0_0_1t(target("dx.TypedBuffer", <4 x i32>, 0, 0, 1), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i8> @llvm.sadd.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.ssub.sat.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.uadd.sat.v4i8(<4 x i8>, <4 x i8>)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.and.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmul.v4f32(float, <4 x float>)
declare float @llvm.vector.reduce.fmax.v4f32(<4 x float>)
declare float @llvm.vector.reduce.fmin.v4f32(<4 x float>)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
