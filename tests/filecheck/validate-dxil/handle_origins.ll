; Every handle a DXIL operation takes comes from a handle-creating op,
; through selects and phis (DXC's INSTR.HANDLENOTFROMCREATEHANDLE): not a
; constant (clang 22 writes `poison` for a copy of a local resource array),
; not a parameter, not the result of another call.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

define void @main() #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 4106, i32 265 })
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %c = icmp eq i32 %2, 0
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  ; A phi of a created handle and poison: poison is found through it.
  %h = phi %dx.types.Handle [ %1, %then ], [ poison, %entry ]
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %2, i32 undef, float 1.0, float 1.0, float 1.0, float 1.0, i8 15)
  ; A select of two created handles is fine.
  %s = select i1 %c, %dx.types.Handle %1, %dx.types.Handle %1
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %s, i32 %2, i32 undef, float 2.0, float 2.0, float 2.0, float 2.0, i8 15)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle undef, i32 %2, i32 undef, float 3.0, float 3.0, float 3.0, float 3.0, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare i32 @dx.op.threadId.i32(i32, i32) #1
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
; CHECK: handle_origins.ll:27:3: error: pass `validate-dxil`: dxil.bufferStore: the handle is poison, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; CHECK: handle_origins.ll:31:3: error: pass `validate-dxil`: dxil.bufferStore: the handle is undef, not the result of a handle-creating op [INSTR.HANDLENOTFROMCREATEHANDLE]
; CHECK-NOT: error
