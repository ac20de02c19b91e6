; A handle global read by a helper that is not inlined: the entry function
; stores it once from a handle created with constant arguments, so the
; helper gets that creation repeated at its top and the entry function's
; later load gets the created handle. The global, now used by main alone,
; is then promoted and its store dropped.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@_ZL4Data = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

define hidden void @helper(i32 %i) {
entry:
  %h = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @_ZL4Data, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  store float 1.0, ptr %p, align 4
  ret void
}

define void @main(i32 %i) #0 {
entry:
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 5, i32 1, i32 0, ptr @.str)
  store target("dx.TypedBuffer", float, 1, 0, 0) %c, ptr @_ZL4Data, align 4
  call void @helper(i32 %i)
  %h = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @_ZL4Data, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0)
  store float 2.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define hidden void @helper(
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 5, i32 1, i32 0, ptr @.str)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 %i)
; CHECK-LABEL: define void @main(
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding
; CHECK-NEXT: call void @helper(i32 %i)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %c, i32 0)
; CHECK-NOT: load target
