; Below SM 6.6: createHandle(class, record id, absolute index, non-uniform).
; Record IDs count per class in (space, lower bound) order; the index from
; NonUniformResourceIndex sets the flag (the marker is dropped). Raw buffers
; before DXIL 1.2 use bufferLoad/bufferStore with the raw mask.
; RUN: opt %s --passes=lower-dxil --emit=ll
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define void @main(i32 %i) {
  %n = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 4, i32 %n, ptr null)
  %s = call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %t = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 5, i32 1, i32 0, ptr null)
  %l = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { float, i1 } %l, 0
  %u = call { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %t, i32 %i)
  %uv = extractvalue { i32, i1 } %u, 0
  %r = call { <3 x float>, i1 } @llvm.dx.resource.load.rawbuffer.v3f32.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %s, i32 %uv, i32 0)
  %rv = extractvalue { <3 x float>, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v3f32_1_0t.v3f32(target("dx.RawBuffer", <3 x float>, 1, 0) %s, i32 %i, i32 0, <3 x float> %rv)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %v)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK-NOT: nonuniformindex
; CHECK: [[IDX:%[0-9]+]] = add i32 %i, 10
; CHECK-NEXT: %h = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 [[IDX]], i1 true)
; CHECK-NEXT: %s = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 2, i1 false)
; CHECK-NEXT: %t = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 5, i1 false)
; CHECK: %l = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 %i, i32 undef)
; CHECK-NEXT: [[V:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %l, 0
; CHECK: %u = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %t, i32 %i, i32 undef)
; CHECK: %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %s, i32 {{%[0-9]+}}, i32 0)
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %s, i32 %i, i32 0, float {{%[0-9]+}}, float {{%[0-9]+}}, float {{%[0-9]+}}, float undef, i8 7)
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, float [[V]], float [[V]], float [[V]], float [[V]], i8 15)
; CHECK-NOT: checkAccessFullyMapped
; CHECK-NOT: rawBuffer
