; Two resources bound to u0 where one is never used (clang -O0 still creates
; its handle): the overlap is reported, once, as LLVM reports it, before the
; cleanup drops the unused creation.
; From: RWBuffer<float> A : register(u0); RWBuffer<float> B : register(u0);
;       A[tid.x] = 1.0;
; RUN-FAIL: lower %s
; RUN-FAIL(OPT): opt %s --passes=forward-handles
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1

define void @main() #0 {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %tid)
  store float 1.0, ptr %p, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: overlap_unused.ll:16:3: error: pass `forward-handles`: resource 'B' at u0 overlaps resource 'A' at u0 in space 0
; CHECK-NOT: error
; OPT: overlap_unused.ll:16:3: error: {{.*}}resource 'B' at u0 overlaps resource 'A' at u0 in space 0
