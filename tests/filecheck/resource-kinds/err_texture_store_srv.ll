; A store to a texel of a read-only texture is an error at the store.
; RUN-FAIL: lower %s
target triple = "dxil-pc-shadermodel6.6-compute"
define void @main(<2 x i32> %c) #0 {
  %t = call target("dx.Texture", float, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", float, 0, 0, 0, 2) %t, <2 x i32> %c)
  store float 1.0, ptr %p
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: err_texture_store_srv.ll:7:3: error: {{.*}}store to a read-only resource
