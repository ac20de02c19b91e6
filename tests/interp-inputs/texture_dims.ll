; Texel loads and stores on the texture dimensions textures.ll does not
; cover, for tests/interp.rs: a Texture1DArray, a Texture3D with an
; offset that reads past the edge (0), a Texture2DMSArray sample, mip
; dimensions, and stores into an RWTexture3D, an RWTexture2DArray and an
; RWTexture1D (partly out of range: dropped).
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %y = call i32 @llvm.dx.thread.id(i32 1)
  %z = call i32 @llvm.dx.thread.id(i32 2)
  %arr1 = call target("dx.Texture", <2 x float>, 0, 0, 0, 6) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %vol = call target("dx.Texture", i32, 0, 0, 1, 4) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %msa = call target("dx.MSTexture", float, 0, 2, 0, 8) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %rw3 = call target("dx.Texture", <4 x float>, 1, 0, 0, 4) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %rwa = call target("dx.Texture", i32, 1, 0, 0, 7) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %rw1 = call target("dx.Texture", float, 1, 0, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %x5 = mul i32 %x, 5
  %c1a = insertelement <2 x i32> poison, i32 %x5, i32 0
  %c1 = insertelement <2 x i32> %c1a, i32 %y, i32 1
  %a = call <2 x float> @llvm.dx.resource.load.level(target("dx.Texture", <2 x float>, 0, 0, 0, 6) %arr1, <2 x i32> %c1, i32 0, i32 0)
  %c3a = insertelement <3 x i32> poison, i32 %x, i32 0
  %c3b = insertelement <3 x i32> %c3a, i32 %y, i32 1
  %c3 = insertelement <3 x i32> %c3b, i32 %z, i32 2
  %b = call i32 @llvm.dx.resource.load.level(target("dx.Texture", i32, 0, 0, 1, 4) %vol, <3 x i32> %c3, i32 0, <3 x i32> <i32 1, i32 0, i32 0>)
  %c = call float @llvm.dx.resource.load.ms(target("dx.MSTexture", float, 0, 2, 0, 8) %msa, <3 x i32> %c3, i32 1, <2 x i32> zeroinitializer)
  %d1 = call <3 x i32> @llvm.dx.resource.getdimensions.levels.xy(target("dx.Texture", <2 x float>, 0, 0, 0, 6) %arr1, i32 0)
  %d3 = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", i32, 0, 0, 1, 4) %vol)
  %a0 = extractelement <2 x float> %a, i32 0
  %a1 = extractelement <2 x float> %a, i32 1
  %bf = sitofp i32 %b to float
  %v0 = insertelement <4 x float> poison, float %a0, i32 0
  %v1 = insertelement <4 x float> %v0, float %a1, i32 1
  %v2 = insertelement <4 x float> %v1, float %c, i32 2
  %v3 = insertelement <4 x float> %v2, float %bf, i32 3
  call void @llvm.dx.resource.store.texture(target("dx.Texture", <4 x float>, 1, 0, 0, 4) %rw3, <3 x i32> %c3, <4 x float> %v3)
  %w = extractelement <3 x i32> %d1, i32 0
  %h = extractelement <3 x i32> %d1, i32 1
  %n = extractelement <3 x i32> %d1, i32 2
  %vw = extractelement <2 x i32> %d3, i32 0
  %s0 = mul i32 %w, 1000
  %s1 = mul i32 %h, 100
  %s2 = mul i32 %n, 10
  %s3 = add i32 %s0, %s1
  %s4 = add i32 %s3, %s2
  %s5 = add i32 %s4, %vw
  call void @llvm.dx.resource.store.texture(target("dx.Texture", i32, 1, 0, 0, 7) %rwa, <3 x i32> %c3, i32 %s5)
  %y4 = mul i32 %y, 4
  %z16 = mul i32 %z, 16
  %i0 = add i32 %x, %y4
  %i = add i32 %i0, %z16
  call void @llvm.dx.resource.store.texture(target("dx.Texture", float, 1, 0, 0, 1) %rw1, i32 %i, float %c)
  ret void
}

attributes #0 = { "hlsl.numthreads"="4,4,4" "hlsl.shader"="compute" }
