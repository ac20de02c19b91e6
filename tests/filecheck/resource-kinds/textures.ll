; Textures in LLVM main's form (clang 22 and LLVM 22 have no texture
; intrinsics): `Src[c]` of a Texture2DArray through getpointer, a
; RWTexture2D written whole and one lane at a time (a read-modify-write
; that reads level `undef`), a Texture2DMS sample, and GetDimensions.
; Both engines give the same output; LLVM 22's llvm-as accepts it
; (tests/resource_kinds.rs).
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %x = call i32 @llvm.dx.thread.id(i32 0)
  %y = call i32 @llvm.dx.thread.id(i32 1)
  %src = call target("dx.Texture", <4 x float>, 0, 0, 0, 7) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ms = call target("dx.MSTexture", float, 0, 4, 0, 3) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %dst = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %c0 = insertelement <3 x i32> poison, i32 %x, i32 0
  %c1 = insertelement <3 x i32> %c0, i32 %y, i32 1
  %c = insertelement <3 x i32> %c1, i32 2, i32 2
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", <4 x float>, 0, 0, 0, 7) %src, <3 x i32> %c)
  %v = load <4 x float>, ptr %p, align 16
  %d0 = insertelement <2 x i32> poison, i32 %x, i32 0
  %d = insertelement <2 x i32> %d0, i32 %y, i32 1
  %s = call float @llvm.dx.resource.load.ms(target("dx.MSTexture", float, 0, 4, 0, 3) %ms, <2 x i32> %d, i32 3, <2 x i32> zeroinitializer)
  %dims = call <2 x i32> @llvm.dx.resource.getdimensions.xy(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst)
  %w = extractelement <2 x i32> %dims, i32 0
  %wf = uitofp i32 %w to float
  %v1 = insertelement <4 x float> %v, float %s, i32 3
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst, <2 x i32> %d)
  store <4 x float> %v1, ptr %q, align 16
  %z = getelementptr inbounds i8, ptr %q, i32 8
  store float %wf, ptr %z, align 4
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

; CHECK-LABEL: define void @main(
; Texture2DArray SRV (kind 7), Texture2DMS (kind 3; 4 samples in word 1's bits 16+), RWTexture2D (UAV 0x1000 | kind 2).
; CHECK: [[SRC:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %src, %dx.types.ResourceProperties { i32 7, i32 1033 })
; CHECK: [[MS:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %ms, %dx.types.ResourceProperties { i32 3, i32 262409 })
; CHECK: [[DST:%[^ ]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %dst, %dx.types.ResourceProperties { i32 4098, i32 1033 })
; CHECK: [[LD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[SRC]], i32 0, i32 %x, i32 %y, i32 2, i32 undef, i32 undef, i32 undef)
; CHECK: [[V0:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
; CHECK: [[MSLD:%[^ ]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[MS]], i32 3, i32 %x, i32 %y, i32 undef, i32 0, i32 0, i32 undef)
; CHECK: [[DIMS:%[^ ]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle [[DST]], i32 undef)
; CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[DST]], i32 %x, i32 %y, i32 undef, float [[V0]], float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, i8 15)
; The lane store reads the texel back (a UAV: level undef) and writes it whole.
; CHECK: [[OLD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[DST]], i32 undef, i32 %x, i32 %y, i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[DST]], i32 %x, i32 %y, i32 undef, float {{%[0-9]+}}, float {{%[0-9]+}}, float %wf, float {{%[0-9]+}}, i8 15)
; CHECK-NOT: llvm.dx.
; CHECK: !{i32 0, ptr @0, !"", i32 0, i32 0, i32 1, i32 7, i32 0, !
; CHECK: !{i32 1, ptr @1, !"", i32 0, i32 1, i32 1, i32 3, i32 4, !
; The RW texel load sets TypedUAVLoadAdditionalFormats (bit 13).
; CHECK: !{i32 0, i64 8192, i32 4,
; EG: call void @dx.op.textureStore.f32(
; EG: !{i32 0, i64 8192, i32 4,
