; A handle that is a parameter of a function that is lowered cannot be
; resolved to its creation: an error at its first use. (LLVM's verifier
; rejects such a module too: the dx handle types are token-like and may
; not be parameters; dxir's importer takes it, so the pass reports it.)
; The unused hidden helper @dead is not lowered (LLVM deletes it), so it is
; not reported.
; RUN-FAIL: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
define void @main() #0 {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  call void @f(target("dx.RawBuffer", i32, 1, 0) %h)
  ret void
}
define void @f(target("dx.RawBuffer", i32, 1, 0) %h) {
entry:
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 0)
  store i32 1, ptr %p, align 4
  ret void
}
define hidden void @dead(target("dx.RawBuffer", i32, 1, 0) %h) {
entry:
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 0)
  %q = ptrtoint ptr %p to i32
  ret void
}
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: error_handle_parameter.ll:17:3: error: pass `forward-handles`: a resource handle that is a parameter of @f cannot be resolved to its creation: DXIL has no handle parameters (the function must be inlined)
