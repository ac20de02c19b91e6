; Raw and structured buffers at DXIL 1.3+: rawBufferLoad/rawBufferStore with
; mask (1 << N) - 1 and an alignment the access has (byte-address: at most 4); 64-bit overloads are legal
; from DXIL 1.3. Byte-address buffers pass their poison offset through.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i) {
  %sb = call target("dx.RawBuffer", <3 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f16_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %db = call target("dx.RawBuffer", <4 x double>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f64_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %a = call { <3 x half>, i1 } @llvm.dx.resource.load.rawbuffer.v3f16.tdx.RawBuffer_v3f16_1_0t(target("dx.RawBuffer", <3 x half>, 1, 0) %sb, i32 %i, i32 20)
  %av = extractvalue { <3 x half>, i1 } %a, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v3f16_1_0t.v3f16(target("dx.RawBuffer", <3 x half>, 1, 0) %sb, i32 %i, i32 20, <3 x half> %av)
  %d = call { <4 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v4f64.tdx.RawBuffer_v4f64_0_0t(target("dx.RawBuffer", <4 x double>, 0, 0) %db, i32 %i, i32 0)
  %dv = extractvalue { <4 x double>, i1 } %d, 0
  %d3 = extractelement <4 x double> %dv, i32 3
  %w = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison)
  %wv = extractvalue { i32, i1 } %w, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %i, i32 poison, i32 %wv)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f64(target("dx.RawBuffer", i8, 1, 0) %bab, i32 8, i32 poison, double %d3)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK: %sb_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %sb, %dx.types.ResourceProperties { i32 4108, i32 6 })
; CHECK: %db_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %db, %dx.types.ResourceProperties { i32 12, i32 32 })
; CHECK: %bab_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %bab, %dx.types.ResourceProperties { i32 4107, i32 0 })
; CHECK: %a = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %sb_annot, i32 %i, i32 20, i8 7, i32 2)
; CHECK: call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %sb_annot, i32 %i, i32 20, half {{%[0-9]+}}, half {{%[0-9]+}}, half {{%[0-9]+}}, half undef, i8 7, i32 2)
; CHECK: %d = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %db_annot, i32 %i, i32 0, i8 15, i32 8)
; CHECK-NEXT: [[D3:%[0-9]+]] = extractvalue %dx.types.ResRet.f64 %d, 3
; CHECK: %w = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %bab_annot, i32 %i, i32 poison, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %bab_annot, i32 %i, i32 poison, i32 {{%[0-9]+}}, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %bab_annot, i32 8, i32 poison, double [[D3]], double undef, double undef, double undef, i8 1, i32 4)
; EG: %a = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %sb_annot, i32 %i, i32 20, i8 7, i32 2)
; EG: @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %bab_annot, i32 8, i32 poison, double {{%[0-9]+}}, double undef, double undef, double undef, i8 1, i32 4)
