; A local array whose elements come from two different binding ranges,
; read at a run-time index: no one handle stands for the load, so it is
; an error at the load.
; RUN-FAIL: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i) #0 {
entry:
  %arr = alloca [2 x target("dx.TypedBuffer", float, 1, 0, 0)], align 4
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %a, ptr %arr, align 4
  %a1 = getelementptr inbounds [2 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %arr, i32 0, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %b, ptr %a1, align 4
  %e = getelementptr inbounds [2 x target("dx.TypedBuffer", float, 1, 0, 0)], ptr %arr, i32 0, i32 %i
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %e, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK: error_array_two_ranges.ll:16:3: error: pass `forward-handles`: a resource handle is loaded from an array of handles indexed dynamically whose elements are not consecutive handles of one binding range
