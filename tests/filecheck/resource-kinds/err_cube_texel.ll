; A cube texture has no texel addressing: getpointer on one is rejected.
; RUN-FAIL: lower %s
target triple = "dxil-pc-shadermodel6.6-compute"
define void @main() #0 {
  %t = call target("dx.Texture", float, 0, 0, 0, 5) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", float, 0, 0, 0, 5) %t, <3 x i32> zeroinitializer)
  %v = load float, ptr %p
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: err_cube_texel.ll:6:3: error: {{.*}}a TextureCube has no texel addressing
