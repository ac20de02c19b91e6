; A helper that something calls (so `lower-dxil` lowers it) and that keeps a
; handle in an alloca whose address escapes: the handle cannot be forwarded,
; an error at the load (as in an entry), not an unlowered access later.
; RUN-FAIL: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
define void @main(i32 %i) #0 {
entry:
  %slot = alloca [2 x target("dx.RawBuffer", i32, 1, 0)], align 4
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %g = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 5, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", i32, 1, 0) %h, ptr %slot, align 4
  %s1 = getelementptr [2 x target("dx.RawBuffer", i32, 1, 0)], ptr %slot, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %g, ptr %s1, align 4
  %x = load target("dx.RawBuffer", i32, 1, 0), ptr %slot, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %x, i32 0)
  store i32 1, ptr %p, align 4
  call void @helper(i32 %i)
  ret void
}
define void @helper(i32 %i) {
entry:
  %slot = alloca target("dx.RawBuffer", i32, 1, 0), align 4
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", i32, 1, 0) %h, ptr %slot, align 4
  call void @escape(ptr %slot)
  %x = load target("dx.RawBuffer", i32, 1, 0), ptr %slot, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %x, i32 0)
  store i32 2, ptr %p, align 4
  ret void
}
declare void @escape(ptr)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: error_helper_alloca.ll:26:3: error: pass `forward-handles`: a resource handle is loaded from memory that cannot be forwarded: the alloca %slot, whose address escapes or is accessed in pieces
