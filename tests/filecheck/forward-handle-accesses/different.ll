; A select of handles of two different resources cannot be forwarded.
; RUN-FAIL: opt %s --passes=forward-handle-accesses --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i1 %c) {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0, float 1.0)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
; CHECK: different.ll:9:3: error: in @main: pass `forward-handle-accesses`: phi or select of handles of different resources: the resource is not guaranteed to map to a unique global resource
