; Of equal pure ops, the first *live* one survives the cleanup: `%a0`
; equals `%a1` but only the dead `%d0` reads it, so `dce` erases both
; before `cse` would merge `%a1` into it. (Merging first kept `%a0` with
; the greedy driver, while the e-graph engine, whose elaboration drops
; dead ops itself, could keep another op of the same class.) Both engines.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN: opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() {
  %sb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %a0 = add i32 %t, 1
  %d0 = mul i32 %a0, 3
  %a1 = add i32 %t, 1
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %sb, i32 %t, i32 0, i32 %a1)
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0), i32, i32, i32)

; CHECK-LABEL: define void @main(
; CHECK-NOT: %a0 =
; CHECK: %a1 = add i32 %t, 1
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %sb_annot, i32 %t, i32 0, i32 %a1,
; CHECK-NEXT: ret void
