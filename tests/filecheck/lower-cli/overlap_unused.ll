; Two resources bound to u0 where one is never used (clang -O0 still creates
; its handle): the overlap is reported, once, as LLVM reports it, before the
; cleanup drops the unused creation. Every overlap is reported, each once:
; C and D (both unused) share u3.
; From: RWBuffer<float> A : register(u0); RWBuffer<float> B : register(u0);
;       RWBuffer<float> C : register(u3); RWBuffer<float> D : register(u3);
;       A[tid.x] = 1.0;
; RUN-FAIL: lower %s
; RUN-FAIL(OPT): opt %s --passes=forward-handles
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() #0 {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr @D.str)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %tid)
  store float 1.0, ptr %p, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: overlap_unused.ll:20:3: error: pass `forward-handles`: resource 'B' at u0 overlaps resource 'A' at u0 in space 0
; CHECK: overlap_unused.ll:22:3: error: pass `forward-handles`: resource 'D' at u3 overlaps resource 'C' at u3 in space 0
; CHECK-NOT: error
; OPT: overlap_unused.ll:20:3: error: {{.*}}resource 'B' at u0 overlaps resource 'A' at u0 in space 0
; OPT: overlap_unused.ll:22:3: error: {{.*}}resource 'D' at u3 overlaps resource 'C' at u3 in space 0
