; A user rule with a higher benefit wins over the built-in rule rooted at
; the same op: here typed loads of float4 read through rawBufferLoad-free
; bufferLoad with an explicit 0 second coordinate (docs/rules.md).
; RUN: opt %s --passes=lower-dxil --rules tests/filecheck/lower-dxil/user_typed_load.rules --emit=ll
; RUN-FAIL(ERR): opt %s --passes=lower-dxil --rules tests/filecheck/lower-dxil/force_hfb.rules --emit=ll
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define void @main(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %o = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %l = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %l, 0
  %x = extractelement <4 x float> %v, i64 1
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %o, i32 %i, float %x)
  ret void
}
; CHECK-LABEL: define void @main(
; CHECK: %l = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %h, i32 %i, i32 0)
; CHECK-NEXT: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %l, 1
; CHECK-NOT: i32 undef)
; ERR: error: {{.*}}createHandleFromBinding requires DXIL 1.6 (shader model 6.6); the module targets DXIL 1.0
