; A two-dimensional local copy of Grid[2][2] (space 0, register 4) read
; at run-time indices [%i][%j]: the flattened index %i * 2 + %j selects
; the range's handle.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i, i32 %j) #0 {
entry:
  %g = alloca [2 x [2 x target("dx.TypedBuffer", float, 1, 0, 0)]], align 4
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 0, ptr null)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 1, ptr null)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 2, ptr null)
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 3, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h0, ptr %g, align 4
  %p1 = getelementptr inbounds [2 x [2 x target("dx.TypedBuffer", float, 1, 0, 0)]], ptr %g, i32 0, i32 0, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr %p1, align 4
  %p2 = getelementptr inbounds [2 x [2 x target("dx.TypedBuffer", float, 1, 0, 0)]], ptr %g, i32 0, i32 1, i32 0
  store target("dx.TypedBuffer", float, 1, 0, 0) %h2, ptr %p2, align 4
  %p3 = getelementptr inbounds [2 x [2 x target("dx.TypedBuffer", float, 1, 0, 0)]], ptr %g, i32 0, i32 1, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %h3, ptr %p3, align 4
  %e = getelementptr inbounds [2 x [2 x target("dx.TypedBuffer", float, 1, 0, 0)]], ptr %g, i32 0, i32 %i, i32 %j
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %e, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK: [[ROW:%[0-9]+]] = mul i32 %i, 2
; CHECK-NEXT: [[FLAT:%[0-9]+]] = add i32 [[ROW]], %j
; CHECK: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[FLAT]], ptr null)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 0)
; CHECK-NOT: alloca
; CHECK-NOT: select
