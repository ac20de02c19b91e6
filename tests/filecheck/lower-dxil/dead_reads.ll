; A read nothing needs goes, with what only it needs: the rows `%dead`
; and `%dead2` are read only by an `extractvalue` nothing uses, which the
; cleanup's `dce` erases, and then the reads themselves go (as LLVM deletes
; trivially dead instructions with the operands they leave dead, and as the
; e-graph engine never builds them). Both engines.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN: opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float>, <4 x float>, <2 x double> }>

define void @main() {
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  %sb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %row = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %f = extractvalue { float, float, float, float } %row, 1
  %dead = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  %unused = extractvalue { float, float, float, float } %dead, 3
  %dead2 = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
  %unused2 = extractvalue { double, double } %dead2, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %sb, i32 0, i32 0, float %f)
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB), i32)
declare { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB), i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0), i32, i32, float)

; CHECK-LABEL: define void @main(
; CHECK: %row = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb_annot, i32 0)
; CHECK-NEXT: %f = extractvalue %dx.types.CBufRet.f32 %row, 1
; CHECK-NOT: cbufferLoadLegacy
; CHECK: call void @dx.op.rawBufferStore.f32(
; CHECK-NEXT: ret void
