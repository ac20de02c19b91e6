; An atomic on an SRV is an error at the atomicrmw.
; RUN-FAIL: lower %s
target triple = "dxil-pc-shadermodel6.6-compute"
define void @main() #0 {
  %b = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i8, 0, 0) %b, i32 0)
  %o = atomicrmw add ptr %p, i32 1 monotonic
  ret void
}
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: err_atomic_read_only.ll:7:3: error: {{.*}}atomic operation on a read-only resource
