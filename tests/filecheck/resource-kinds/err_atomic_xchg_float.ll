; DXIL's atomics move i32 and i64: an exchange of a float is an error.
; RUN-FAIL: lower %s
target triple = "dxil-pc-shadermodel6.6-compute"
define void @main() #0 {
  %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i8, 1, 0) %b, i32 0)
  %o = atomicrmw xchg ptr %p, float 1.0 monotonic
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: err_atomic_xchg_float.ll:7:3: error: {{.*}}atomic operation on float: DXIL has atomics on i32 and i64 only
