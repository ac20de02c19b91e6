; `freeze` has no DXIL form (DXIL is LLVM 3.7, freeze came with LLVM 10):
; LLVM's DirectX backend (DXILLegalize) replaces it with its operand, and
; so does dxil-cleanup (a rule in dialects/rules/dxil-cleanup/intrinsics.rules).
; clang 22 writes one at -O3 where it hoists a condition out of a loop.
; RUN: opt %s --passes=dxil-cleanup --emit=ll
; RUN(LOWER): lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %h = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %f = freeze i32 %0
  %c = icmp ult i32 %f, 64
  %s = select i1 %c, i32 %f, i32 7
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %0, i32 %s)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1), i32, i32)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main()
; CHECK: %[[ID:[0-9a-z.]+]] = call i32 @llvm.dx.thread.id(i32 0)
; CHECK-NOT: freeze
; CHECK: icmp ult i32 %[[ID]], 64
; CHECK: select i1 %{{.*}}, i32 %[[ID]], i32 7
; LOWER-LABEL: define void @main()
; LOWER-NOT: freeze
; LOWER: icmp ult i32 %[[TID:[0-9a-z.]+]], 64
; LOWER: @dx.op.bufferStore.i32
