; The alignment operand of rawBufferLoad/rawBufferStore is one the access
; really has (consumers trust it): for a structured buffer the largest power
; of two dividing the stride and the constant offset, at most the scalar's
; alignment; for an offset that is not a constant the smallest over the
; places of the scalar in the element; for a byte-address buffer DXC's
; value, the scalar's alignment capped at 4.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%Wide = type <{ i32, i64, double }>
%Pair = type { double, double }
%Arr = type <{ i32, [2 x i64] }>

define void @main(i32 %i, i32 %j) {
  %w = call target("dx.RawBuffer", %Wide, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Wides_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call target("dx.RawBuffer", %Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Pairs_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %a = call target("dx.RawBuffer", %Arr, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Arrs_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)
  %b = call { i64, i1 } @llvm.dx.resource.load.rawbuffer.i64.tdx.RawBuffer_s_Wides_1_0t(target("dx.RawBuffer", %Wide, 1, 0) %w, i32 %i, i32 4)
  %bv = extractvalue { i64, i1 } %b, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Wides_1_0t.i64(target("dx.RawBuffer", %Wide, 1, 0) %w, i32 %i, i32 4, i64 %bv)
  %c = call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_s_Wides_1_0t(target("dx.RawBuffer", %Wide, 1, 0) %w, i32 %i, i32 12)
  %cv = extractvalue { double, i1 } %c, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Pairs_1_0t.f64(target("dx.RawBuffer", %Pair, 1, 0) %p, i32 %i, i32 8, double %cv)
  %off = mul i32 %j, 8
  %off4 = add i32 %off, 4
  %e = call { i64, i1 } @llvm.dx.resource.load.rawbuffer.i64.tdx.RawBuffer_s_Arrs_1_0t(target("dx.RawBuffer", %Arr, 1, 0) %a, i32 %i, i32 %off4)
  %ev = extractvalue { i64, i1 } %e, 0
  %x = call { double, i1 } @llvm.dx.resource.load.rawbuffer.f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison)
  %xv = extractvalue { double, i1 } %x, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i64(target("dx.RawBuffer", i8, 1, 0) %bab, i32 16, i32 poison, i64 %ev)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Pairs_1_0t.f64(target("dx.RawBuffer", %Pair, 1, 0) %p, i32 %i, i32 0, double %xv)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK: %b = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %w_annot, i32 %i, i32 4, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %w_annot, i32 %i, i32 4, i64 %{{[0-9a-z]+}}, i64 undef, i64 undef, i64 undef, i8 1, i32 4)
; CHECK: %c = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %w_annot, i32 %i, i32 12, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %p_annot, i32 %i, i32 8, double %{{[0-9a-z]+}}, double undef, double undef, double undef, i8 1, i32 8)
; CHECK: %e = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %a_annot, i32 %i, i32 %off4, i8 1, i32 4)
; CHECK: %x = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %bab_annot, i32 %i, i32 poison, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %bab_annot, i32 16, i32 poison, i64 %{{[0-9a-z]+}}, i64 undef, i64 undef, i64 undef, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %p_annot, i32 %i, i32 0, double %{{[0-9a-z]+}}, double undef, double undef, double undef, i8 1, i32 8)
; EG: %b = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %w_annot, i32 %i, i32 4, i8 1, i32 4)
; EG: %e = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %a_annot, i32 %i, i32 %off4, i8 1, i32 4)
