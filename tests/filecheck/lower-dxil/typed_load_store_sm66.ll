; Typed buffer load/store at SM 6.6: createHandleFromBinding + annotateHandle,
; ResRet unpacking (only used components), check bit, store mask 15 with the
; first component repeated. Both engines give the same DXIL.
; RUN: opt %s --passes=lower-dxil --emit=ll
; RUN(EG): opt %s --passes=lower-dxil --engine=egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str)
  %g = call target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_0_0_1t(i32 3, i32 10, i32 4, i32 %i, ptr null)
  %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %l, 0
  %c = extractvalue { <4 x float>, i1 } %l, 1
  %x = extractelement <4 x float> %v, i64 2
  %s = select i1 %c, float %x, float 0.0
  %k = call { <2 x i32>, i1 } @llvm.dx.resource.load.typedbuffer.v2i32.tdx.TypedBuffer_v2i32_0_0_1t(target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) %g, i32 0)
  %kv = extractvalue { <2 x i32>, i1 } %k, 0
  %k1 = extractelement <2 x i32> %kv, i64 1
  %kf = sitofp i32 %k1 to float
  %w0 = insertelement <4 x float> poison, float %s, i64 0
  %w1 = insertelement <4 x float> %w0, float %kf, i64 1
  %w2 = insertelement <4 x float> %w1, float %s, i64 2
  %w3 = insertelement <4 x float> %w2, float %kf, i64 3
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i, <4 x float> %w3)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 7, <4 x float> %v)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK: %h = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; CHECK-NEXT: %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h, %dx.types.ResourceProperties { i32 4106, i32 1033 })
; CHECK-NEXT: [[IDX:%[0-9]+]] = add i32 %i, 10
; CHECK-NEXT: %g = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 13, i32 3, i8 0 }, i32 [[IDX]], i1 false)
; CHECK-NEXT: %g_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %g, %dx.types.ResourceProperties { i32 10, i32 516 })
; CHECK-NEXT: %l = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h_annot, i32 %i, i32 undef)
; CHECK-NEXT: [[ST:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %l, 4
; CHECK-NEXT: %l_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 [[ST]])
; CHECK: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %l, 2
; CHECK: %s = select i1 %l_check, float [[X]], float 0.000000e+00
; CHECK: %k = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %g_annot, i32 0, i32 undef)
; CHECK-NOT: checkAccessFullyMapped
; CHECK: extractvalue %dx.types.ResRet.i32 %k, 1
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h_annot, i32 %i, i32 undef, float %s, float %kf, float %s, float %kf, i8 15)
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h_annot, i32 7, i32 undef, float {{%[0-9]+}}, float {{%[0-9]+}}, float [[X]], float {{%[0-9]+}}, i8 15)
; CHECK-NOT: insertelement
; CHECK-NOT: call {{.*}}@llvm.dx.
; EG-LABEL: define void @main(
; EG: @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
; EG: %g_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %g, %dx.types.ResourceProperties { i32 10, i32 516 })
; EG: %l_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71,
; EG: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h_annot, i32 %i, i32 undef, float %s, float %kf, float %s, float %kf, i8 15)
