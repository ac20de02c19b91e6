; A resource array passed by copy: `llvm.memcpy` of bytes that hold
; handles becomes a load and a store per handle, so both copies are
; promoted; a dynamic index into the copy then folds to the range.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

define void @main(i32 %i) #0 {
entry:
  %tmp = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %arg = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 6, i32 4, ptr null)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 6, i32 5, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h0, ptr %tmp, align 4
  %t1 = getelementptr [2 x %"class.hlsl::RWBuffer"], ptr %tmp, i32 0, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr %t1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %arg, ptr align 4 %tmp, i32 8, i1 false)
  %e = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %arg, i32 0, i32 %i
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %e, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK: [[IDX:%[0-9]+]] = add i32 %i, 4
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 6, i32 [[IDX]], ptr null)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 0)
; CHECK-NOT: memcpy(
; CHECK-NOT: alloca
