; A local array holding Bufs[1], Bufs[2], Bufs[3] of the range Bufs[4]
; (space 0, register 2), read at a run-time index: the load becomes the
; range's handle at 1 + %i, and the array goes away.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

define void @main(i32 %i) #0 {
entry:
  %arr = alloca [3 x %"class.hlsl::RWBuffer"], align 4
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 1, ptr null)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 2, ptr null)
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 3, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr %arr, align 4
  %a1 = getelementptr inbounds [3 x %"class.hlsl::RWBuffer"], ptr %arr, i32 0, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %h2, ptr %a1, align 4
  %a2 = getelementptr inbounds [3 x %"class.hlsl::RWBuffer"], ptr %arr, i32 0, i32 2
  store target("dx.TypedBuffer", float, 1, 0, 0) %h3, ptr %a2, align 4
  %e = getelementptr inbounds [3 x %"class.hlsl::RWBuffer"], ptr %arr, i32 0, i32 %i
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %e, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 0)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK: [[IDX:%[0-9]+]] = add i32 %i, 1
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 [[IDX]], ptr null)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 0)
; CHECK-NOT: alloca
; CHECK-NOT: select
; CHECK-NOT: load
