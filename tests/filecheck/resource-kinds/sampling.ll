; Samplers and sampling in LLVM main's form: implicitly bound samplers get
; `s` registers in declaration order and their own !dx.resources list (a
; comparison sampler has kind 1 and bit 15 in its properties); every
; sample and gather op takes four coordinates and three (gathers: two)
; offsets, `undef` beyond the texture's axes, and an `undef` clamp.
; RUN: lower %s --stage pixel --output-semantics SV_Target0
; RUN(EG): lower %s --stage pixel --output-semantics SV_Target0 --engine egraph
target triple = "dxil-pc-shadermodel6.6-pixel"

define void @main(<2 x float> %uv) #0 {
entry:
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %cube = call target("dx.Texture", float, 0, 0, 0, 5) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 1, i32 0, ptr null)
  %lin = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding(i32 2, i32 0, i32 1, i32 0, ptr null)
  %cmp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefromimplicitbinding(i32 3, i32 0, i32 1, i32 0, ptr null)
  %a = call <4 x float> @llvm.dx.resource.sample(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, <2 x i32> zeroinitializer)
  %b = call <4 x float> @llvm.dx.resource.samplebias(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, float 1.0, <2 x i32> <i32 1, i32 2>)
  %c = call <4 x float> @llvm.dx.resource.samplegrad(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> zeroinitializer)
  %dir = shufflevector <2 x float> %uv, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 0>
  %d = call float @llvm.dx.resource.samplecmp(target("dx.Texture", float, 0, 0, 0, 5) %cube, target("dx.Sampler", 1) %cmp, <3 x float> %dir, float 0.5, i32 0)
  %e = call <4 x float> @llvm.dx.resource.gather.cmp(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %cmp, <2 x float> %uv, float 0.25, i32 0, <2 x i32> zeroinitializer)
  %s0 = fadd <4 x float> %a, %b
  %s1 = fadd <4 x float> %s0, %c
  %s2 = fadd <4 x float> %s1, %e
  %s3 = insertelement <4 x float> %s2, float %d, i32 3
  call void @llvm.dx.store.output.v4f32(i32 0, i32 0, i32 0, i8 0, i32 poison, <4 x float> %s3)
  ret void
}

attributes #0 = { "hlsl.shader"="pixel" }

; CHECK-LABEL: define void @main(
; CHECK: [[LIN:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %lin, %dx.types.ResourceProperties { i32 14, i32 0 })
; CHECK: [[CMP:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cmp, %dx.types.ResourceProperties { i32 32782, i32 0 })
; CHECK: @dx.op.sample.f32(i32 60, %dx.types.Handle {{%[^ ]+}}, %dx.types.Handle [[LIN]], float {{%[^ ]+}}, float {{%[^ ]+}}, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
; CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, i32 1, i32 2, i32 undef, float 1.000000e+00, float undef)
; CHECK: @dx.op.sampleGrad.f32(i32 63, {{.*}}, i32 0, i32 0, i32 undef, float {{%[^ ]+}}, float {{%[^ ]+}}, float undef, float {{%[^ ]+}}, float {{%[^ ]+}}, float undef, float undef)
; The cube takes three coordinates and no offsets.
; CHECK: @dx.op.sampleCmp.f32(i32 64, %dx.types.Handle {{%[^ ]+}}, %dx.types.Handle [[CMP]], float {{%[^ ]+}}, float {{%[^ ]+}}, float {{%[^ ]+}}, float undef, i32 0, i32 undef, i32 undef, float 5.000000e-01, float undef)
; CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, float undef, float undef, i32 0, i32 0, i32 0, float 2.500000e-01)
; CHECK-NOT: llvm.dx.resource
; Samplers: s0 (default, kind 0) and s1 (comparison, kind 1).
; CHECK: !{i32 0, ptr @{{[0-9]+}}, !"", i32 0, i32 0, i32 1, i32 0, null}
; CHECK: !{i32 1, ptr @{{[0-9]+}}, !"", i32 0, i32 1, i32 1, i32 1, null}
; EG: @dx.op.textureGatherCmp.f32(
