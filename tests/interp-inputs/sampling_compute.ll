; A compute variant of tests/filecheck/resource-kinds/sampling.ll (a pixel
; shader, which the interpreter does not run): every sample and gather op
; of LLVM main, on a Texture2D, a Texture2DArray and a TextureCube, at
; coordinates read from a buffer (scaled so that clamp addressing is hit),
; for tests/interp.rs.
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %cube = call target("dx.Texture", float, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %arr = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  %src = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %out = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %lin = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %cmp = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %cp = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %src, i32 %x)
  %cv = load <4 x float>, ptr %cp, align 16
  %cs = fmul <4 x float> %cv, <float 0.0625, float 0.0625, float 0.5, float 0.0625>
  %uv = shufflevector <4 x float> %cs, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %uvw = shufflevector <4 x float> %cs, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %dir = shufflevector <4 x float> %cv, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %cw = extractelement <4 x float> %cs, i32 3
  %a = call <4 x float> @llvm.dx.resource.sample(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, <2 x i32> <i32 1, i32 2>)
  %b = call <4 x float> @llvm.dx.resource.samplebias(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, float 1.0, <2 x i32> zeroinitializer)
  %c = call <4 x float> @llvm.dx.resource.samplegrad(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, <2 x float> %uv, <2 x float> %uv, <2 x i32> zeroinitializer)
  %l = call <4 x float> @llvm.dx.resource.samplelevel(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %arr, target("dx.Sampler", 0) %lin, <3 x float> %uvw, float 0.0, <2 x i32> <i32 -1, i32 0>)
  %d = call float @llvm.dx.resource.samplecmp(target("dx.Texture", float, 0, 0, 0, 5) %cube, target("dx.Sampler", 1) %cmp, <3 x float> %dir, float 0.5, i32 0)
  %d2 = call float @llvm.dx.resource.samplecmplevelzero(target("dx.Texture", float, 0, 0, 0, 5) %cube, target("dx.Sampler", 1) %cmp, <3 x float> %dir, float %cw, i32 0)
  %e = call <4 x float> @llvm.dx.resource.gather.cmp(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 1) %cmp, <2 x float> %uv, float 0.25, i32 0, <2 x i32> zeroinitializer)
  %g = call <4 x float> @llvm.dx.resource.gather(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, target("dx.Sampler", 0) %lin, <2 x float> %uv, i32 1, <2 x i32> <i32 1, i32 0>)
  %x4 = mul i32 %x, 4
  %p0 = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %x4)
  store <4 x float> %a, ptr %p0, align 16
  %x41 = add i32 %x4, 1
  %p1 = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %x41)
  %bc = fadd <4 x float> %b, %c
  store <4 x float> %bc, ptr %p1, align 16
  %x42 = add i32 %x4, 2
  %p2 = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %x42)
  %le = fadd <4 x float> %l, %e
  %lg = insertelement <4 x float> %le, float %d, i32 0
  %lh = insertelement <4 x float> %lg, float %d2, i32 1
  store <4 x float> %lh, ptr %p2, align 16
  %x43 = add i32 %x4, 3
  %p3 = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %x43)
  store <4 x float> %g, ptr %p3, align 16
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
