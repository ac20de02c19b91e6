; Texel accesses through getpointer, in LLVM main's form (`operator[]` of
; Texture2D / RWTexture2D; LLVM 22 and clang 22 have no texture
; intrinsics): a whole-texel load reads mip level 0 (undef for a UAV) with
; undef offsets, a store writes the texel, a store of one lane is a
; read-modify-write, and a load of one lane extracts it.
; RUN: opt %s --passes=resource-access --emit=ll
; RUN(EG): opt %s --passes=resource-access --emit=ll --engine egraph
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main(<2 x i32> %c, i32 %lane) {
entry:
  %src = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %dst = call target("dx.Texture", <4 x float>, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %src, <2 x i32> %c)
  %v = load <4 x float>, ptr %p, align 16
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst, <2 x i32> %c)
  store <4 x float> %v, ptr %q, align 16
  %y = getelementptr inbounds i8, ptr %q, i32 4
  %x = extractelement <4 x float> %v, i32 0
  store float %x, ptr %y, align 4
  %d = getelementptr inbounds float, ptr %p, i32 %lane
  %e = load float, ptr %d, align 4
  %z = getelementptr inbounds i8, ptr %q, i32 8
  store float %e, ptr %z, align 4
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK: [[V:%[0-9]+]] = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %src, <2 x i32> %c, i32 0, <2 x i32> undef)
; CHECK-NEXT: call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst, <2 x i32> %c, <4 x float> [[V]])
; CHECK-NEXT: %x = extractelement <4 x float> [[V]], i32 0
; CHECK-NEXT: [[OLD:%[0-9]+]] = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_1_0_0_2t.v2i32.i32.v2i32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst, <2 x i32> %c, i32 undef, <2 x i32> undef)
; CHECK-NEXT: [[NEW:%[0-9]+]] = insertelement <4 x float> [[OLD]], float %x, i32 1
; CHECK-NEXT: call void @llvm.dx.resource.store.texture.tdx.Texture_v4f32_1_0_0_2t.v2i32.v4f32(target("dx.Texture", <4 x float>, 1, 0, 0, 2) %dst, <2 x i32> %c, <4 x float> [[NEW]])
; CHECK-NEXT: [[W:%[0-9]+]] = call <4 x float> @llvm.dx.resource.load.level.v4f32.tdx.Texture_v4f32_0_0_0_2t.v2i32.i32.v2i32(
; CHECK-NEXT: [[E:%[0-9]+]] = extractelement <4 x float> [[W]], i32 %lane
; CHECK: insertelement <4 x float> {{%[0-9]+}}, float [[E]], i32 2
; CHECK-NOT: getpointer(
; EG-NOT: getpointer(
; EG: ret void
