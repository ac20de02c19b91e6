; cbufferrow.N -> cbufferLoadLegacy with CBufRet types; updatecounter ->
; bufferUpdateCounter (and the counter bit in word 0); getdimensions.x ->
; getDimensions + extractvalue 0; splitdouble; thread ids; generic and dx
; intrinsics; ctpop; wave ops and the barrier.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float>, i32, target("dx.Padding", 4), double }>

define void @main() {
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  %sb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %row = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %f2 = extractvalue { float, float, float, float } %row, 2
  %row1 = call { double, double } @llvm.dx.resource.load.cbufferrow.2.f64.f64.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  %d1 = extractvalue { double, double } %row1, 1
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %gi = call i32 @llvm.dx.flattened.thread.id.in.group()
  %c = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %sb, i8 -1)
  %dim = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %sb)
  %sp = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d1)
  %hi = extractvalue { i32, i32 } %sp, 1
  %bits = call i32 @llvm.ctpop.i32(i32 %hi)
  %fb = call i32 @llvm.dx.firstbituhigh.i32(i32 %bits)
  %mx = call i32 @llvm.smax.i32(i32 %fb, i32 %tid)
  %s = call float @llvm.sin.f32(float %f2)
  %r = call float @llvm.dx.rsqrt.f32(float %s)
  %fm = call float @llvm.fmuladd.f32(float %r, float %s, float %f2)
  %ws = call float @llvm.dx.wave.reduce.sum.f32(float %fm)
  %li = call i32 @llvm.dx.wave.getlaneindex()
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %a = add i32 %mx, %li
  %b = add i32 %a, %dim
  %idx = add i32 %b, %gi
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %sb, i32 %c, i32 %idx, float %ws)
  ret void
}
; Each DXIL op takes the name of the intrinsic call it replaces, as LLVM's
; DXILOpLowering names it: the annotated handle is `<name>_annot`, the
; struct readers of a cbuffer row or splitdouble keep theirs, the
; getDimensions call (not its extractvalue) is `%dim`.
; CHECK-LABEL: define void @main(
; CHECK-NEXT: %cb = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
; CHECK-NEXT: %cb_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb, %dx.types.ResourceProperties { i32 13, i32 32 })
; CHECK-NEXT: %sb = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
; CHECK-NEXT: %sb_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %sb, %dx.types.ResourceProperties { i32 36876, i32 4 })
; CHECK-NEXT: %row = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb_annot, i32 0)
; CHECK-NEXT: %f2 = extractvalue %dx.types.CBufRet.f32 %row, 2
; CHECK-NEXT: %row1 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %cb_annot, i32 1)
; CHECK-NEXT: %d1 = extractvalue %dx.types.CBufRet.f64 %row1, 1
; CHECK-NEXT: %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK-NEXT: %gi = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; CHECK-NEXT: %c = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %sb_annot, i8 -1)
; CHECK-NEXT: %dim = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %sb_annot, i32 undef)
; CHECK-NEXT: [[DIM:%[0-9]+]] = extractvalue %dx.types.Dimensions %dim, 0
; CHECK-NEXT: %sp = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %d1)
; CHECK-NEXT: %hi = extractvalue %dx.types.splitdouble %sp, 1
; CHECK-NEXT: %bits = call i32 @dx.op.unaryBits.i32(i32 31, i32 %hi)
; CHECK-NEXT: %fb = call i32 @dx.op.unaryBits.i32(i32 33, i32 %bits)
; CHECK-NEXT: %mx = call i32 @dx.op.binary.i32(i32 37, i32 %fb, i32 %tid)
; CHECK-NEXT: %s = call float @dx.op.unary.f32(i32 13, float %f2)
; CHECK-NEXT: %r = call float @dx.op.unary.f32(i32 25, float %s)
; CHECK-NEXT: %fm = call float @dx.op.tertiary.f32(i32 46, float %r, float %s, float %f2)
; CHECK-NEXT: %ws = call float @dx.op.waveActiveOp.f32(i32 119, float %fm, i8 0, i8 0)
; CHECK-NEXT: %li = call i32 @dx.op.waveGetLaneIndex(i32 111)
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; CHECK-NEXT: %a = add i32 %mx, %li
; CHECK-NEXT: %b = add i32 %a, [[DIM]]
; CHECK-NEXT: %idx = add i32 %b, %gi
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %sb_annot, i32 %c, i32 %idx, float %ws, float undef, float undef, float undef, i8 1, i32 4)
; CHECK-NOT: call {{.*}}@llvm.
; EG: %cb_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb,
; EG: %f2 = extractvalue %dx.types.CBufRet.f32 %row, 2
; EG: %row1 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59,
; EG: %dim = call %dx.types.Dimensions @dx.op.getDimensions(
; EG: %hi = extractvalue %dx.types.splitdouble %sp, 1
; EG: %ws = call float @dx.op.waveActiveOp.f32(i32 119, float %fm, i8 0, i8 0)
