; Handles in a local array that is also written at a dynamic index cannot
; be forwarded: in an entry function that is an error at the load, naming
; the construct.
; RUN-FAIL: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i, i32 %j) #0 {
entry:
  %arr = alloca [2 x target("dx.TypedBuffer", float, 1, 0, 0)], align 4
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %w = getelementptr inbounds [2 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %arr, i32 0, i32 %j
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr %w, align 4
  %e = getelementptr inbounds [2 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %arr, i32 0, i32 %i
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %e, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK: error_dynamic_array.ll:14:3: error: pass `forward-handles`: a resource handle is loaded from memory that cannot be forwarded: an array of handles indexed dynamically
