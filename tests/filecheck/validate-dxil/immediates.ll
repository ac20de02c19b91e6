; `validate-dxil` on operands DXIL requires to be immediate constants, and
; their ranges: the component of threadId (0-2), the mask (1-15) and
; alignment of raw buffer accesses, the atomic op code (0-8), the flags of
; createHandleFromHeap, the binding and properties of a handle.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

define void @main(i32 %n, i1 %b, %dx.types.ResourceProperties %p) #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 3)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 %n)
  %4 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %1, i32 0, i32 undef, i8 0, i32 %n)
  %5 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %1, i32 9, i32 0, i32 undef, i32 undef, i32 1)
  %6 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %n, i1 %b, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties %p)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #1
declare i32 @dx.op.threadId.i32(i32, i32) #1
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #3

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }
; CHECK: immediates.ll:18:3: error: pass `validate-dxil`: dxil.threadId: operand 0 (`i32 component`) is 3; it must be in 0..=2
; CHECK: immediates.ll:19:3: error: pass `validate-dxil`: dxil.threadId: operand 0 (`i32 component`) must be an immediate constant
; CHECK: immediates.ll:20:3: error: pass `validate-dxil`: dxil.rawBufferLoad: operand 3 (`mask`) is 0; it must be in 1..=15
; CHECK: immediates.ll:20:3: error: pass `validate-dxil`: dxil.rawBufferLoad: operand 4 (`alignment`) must be an immediate constant
; CHECK: immediates.ll:21:3: error: pass `validate-dxil`: dxil.atomicBinOp: operand 1 (`atomicOp`) is 9; it must be in 0..=8
; CHECK: immediates.ll:22:3: error: pass `validate-dxil`: dxil.createHandleFromHeap: operand 1 (`samplerHeap`) must be an immediate constant
; CHECK: immediates.ll:23:3: error: pass `validate-dxil`: dxil.annotateHandle: operand 1 (`resprops`) must be an immediate constant
; CHECK-NOT: error
