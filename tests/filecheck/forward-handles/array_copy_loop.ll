; The -O0 copy of a resource array: clang's `arrayinit` loop copies each
; element through a loop counter. The loop (constant trip count) is
; unrolled after its exit, so the copy is promoted and the later
; constant-index load of the copy is the creation it copied.
; RUN: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

define void @main(i32 %i) #0 {
entry:
  %src = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %dst = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 0, ptr null)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 1, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h0, ptr %src, align 4
  %s1 = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %src, i32 0, i32 1
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr %s1, align 4
  br label %arrayinit.body

arrayinit.body:
  %k = phi i32 [ 0, %entry ], [ %next, %arrayinit.body ]
  %to = getelementptr inbounds %"class.hlsl::RWBuffer", ptr %dst, i32 %k
  %from = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %src, i32 0, i32 %k
  %v = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %from, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %v, ptr %to, align 4
  %next = add nuw i32 %k, 1
  %done = icmp eq i32 %next, 2
  br i1 %done, label %exit, label %arrayinit.body

exit:
  %d1 = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %dst, i32 0, i32 1
  %x = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %d1, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %x, i32 %i)
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main(
; CHECK: %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 1, ptr null)
; CHECK: arrayinit.body:
; CHECK-NEXT: %k = phi i32 [ 0, %entry ], [ %next, %arrayinit.body ]
; CHECK-NEXT: %next = add nuw i32 %k, 1
; CHECK: exit:
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h1, i32 %i)
; CHECK-NOT: alloca
; CHECK-NOT: load
