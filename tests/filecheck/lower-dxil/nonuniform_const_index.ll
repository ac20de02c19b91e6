; A handle whose index becomes a constant only once the non-uniform marker
; around it is lowered gets the constant index, with both engines. The
; e-graph holds two forms of the handle (`add(%i, 3)`, matched before the
; marker was lowered, and `3`); the load's rule claimed the first form
; mid-saturation, and is matched again after extraction so that it binds
; the form extraction picks, as the greedy driver would (before, the
; e-graph engine built `add i32 0, 3` and a second handle for the load).
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN: opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() {
  %i = call i32 @llvm.dx.resource.nonuniformindex(i32 0)
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 4, i32 %i, ptr null)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %v = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %t, i32 0)
  %x = extractvalue { i32, i1 } %v, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %h, i32 %t, i32 0, i32 %x)
  ret void
}

declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0), i32, i32, i32)

; CHECK-LABEL: define void @main(
; CHECK-NEXT: %h = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 6, i32 0, i8 1 }, i32 3, i1 true)
; CHECK-NEXT: %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h,
; CHECK-NEXT: %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: %v = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %h_annot, i32 %t, i32 0, i8 1, i32 4)
; CHECK-NOT: add i32
; CHECK: ret void
