; `validate-dxil` on handles of the wrong resource kind, read from the
; ResourceProperties of their annotateHandle: a typed buffer load from a
; cbuffer, a store through an SRV, a sample whose sampler is a texture, a
; cbuffer row load from a raw buffer, a load through a handle that was
; never annotated (DXIL 1.6 ops take annotated handles).
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }

define void @main() #0 {
entry:
  %b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { i32 13, i32 16 })
  %t = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %srv = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %raw = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b, %dx.types.ResourceProperties { i32 11, i32 0 })
  %0 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %cb, i32 0, i32 undef)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %srv, i32 0, i32 undef, float 0.0, float 0.0, float 0.0, float 0.0, i8 15)
  %1 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %t, %dx.types.Handle %t, float 0.0, float 0.0, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
  %2 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %raw, i32 0)
  %3 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %b, i32 0, i32 undef)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #2
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #3
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

attributes #0 = { "hlsl.shader"="pixel" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }
; CHECK: handles.ll:23:3: error: pass `validate-dxil`: dxil.bufferLoad: the handle must be a Buffer or RawBuffer or StructuredBuffer or TBuffer resource, found a CBuffer (kind 13)
; CHECK: handles.ll:24:3: error: pass `validate-dxil`: dxil.bufferStore: the handle must be a UAV, found an SRV Buffer
; CHECK: handles.ll:25:3: error: pass `validate-dxil`: dxil.sample: the sampler handle must be a Sampler resource, found a Texture2D (kind 2)
; CHECK: handles.ll:26:3: error: pass `validate-dxil`: dxil.cBufferLoadLegacy: the handle must be a CBuffer or TBuffer resource, found a RawBuffer (kind 11)
; CHECK: handles.ll:27:3: error: pass `validate-dxil`: dxil.bufferLoad: the handle comes from dxil.createHandleFromBinding without an annotateHandle
; CHECK-NOT: error
