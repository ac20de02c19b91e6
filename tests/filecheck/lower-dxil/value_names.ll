; Value names through lower-dxil, as LLVM 22's DXILOpLowering gives them:
; the DXIL op takes the name of the intrinsic call it replaces (not the
; cast, rebuilt struct or extractvalue the rules wrap it in); the
; annotated handle is `<name>_annot`, a used load status `<name>_check`;
; readers of a load's value get fresh unnamed extractvalues; an unnamed
; call gives an unnamed op; a value replaced by an operand (the
; non-uniform marker) leaves the operand's name. Both engines agree.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i) {
  %n = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %buf = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 4, i32 %n, ptr null)
  %1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 8, i32 1, i32 0, ptr null)
  %ld = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %buf, i32 %i)
  %val = extractvalue { float, i1 } %ld, 0
  %ok = extractvalue { float, i1 } %ld, 1
  %sel = select i1 %ok, float %val, float 0.0
  %2 = call i32 @llvm.dx.thread.id(i32 1)
  %gid = call i32 @llvm.dx.group.id(i32 0)
  %cnt = call i16 @llvm.ctpop.i16(i16 7)
  %w = zext i16 %cnt to i32
  %sum = add i32 %2, %gid
  %all = add i32 %sum, %w
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %1, i32 %all, i32 poison, i32 %all)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %buf, i32 %i, float %sel)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK-NEXT: [[IDX:%[0-9]+]] = add i32 %i, 2
; CHECK-NEXT: %buf = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 5, i32 0, i8 1 }, i32 [[IDX]], i1 true)
; CHECK-NEXT: %buf_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %buf,
; CHECK-NEXT: [[RB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 8, i32 8, i32 0, i8 1 }, i32 8, i1 false)
; CHECK-NEXT: [[RBA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[RB]],
; CHECK-NEXT: %ld = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %buf_annot, i32 %i, i32 undef)
; CHECK-NEXT: [[ST:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %ld, 4
; CHECK-NEXT: %ld_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[ST]])
; CHECK-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %ld, 0
; CHECK-NEXT: %sel = select i1 %ld_check, float [[V]], float 0.000000e+00
; CHECK-NEXT: [[TY:%[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
; CHECK-NEXT: %gid = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; CHECK-NEXT: %cnt = call i32 @dx.op.unaryBits.i16(i32 31, i16 7)
; CHECK: %sum = add i32 [[TY]], %gid
; CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle [[RBA]], i32 %all,
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %buf_annot, i32 %i, i32 undef, float %sel,
; CHECK-NOT: %n =
; EG-LABEL: define void @main(
; EG: %buf = call %dx.types.Handle @dx.op.createHandleFromBinding(
; EG-NEXT: %buf_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %buf,
; EG: %ld = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %buf_annot, i32 %i, i32 undef)
; EG: %ld_check = call i1 @dx.op.checkAccessFullyMapped.i32(
; EG: %gid = call i32 @dx.op.groupId.i32(i32 94, i32 0)
; EG: %cnt = call i32 @dx.op.unaryBits.i16(i32 31, i16 7)
