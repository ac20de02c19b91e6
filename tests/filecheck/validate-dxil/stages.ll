; `validate-dxil` on ops outside their stage. In a library each entry is
; checked for its own stage (threadId is fine in the compute entry, not in
; the pixel one), a helper for the stage of every entry that reaches it
; (groupId in @shared, which the pixel entry calls through @middle), and a
; helper no entry reaches for the stage of some entry (primitiveID in
; @unused is in neither compute nor pixel shaders).
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-library"

define void @cs() #0 {
entry:
  %0 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %1 = call i32 @shared()
  ret void
}

define void @ps() #1 {
entry:
  %0 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %1 = call i32 @middle()
  ret void
}

define i32 @middle() {
entry:
  %0 = call i32 @shared()
  ret i32 %0
}

define i32 @shared() {
entry:
  %0 = call i32 @dx.op.groupId.i32(i32 94, i32 2)
  ret i32 %0
}

define i32 @unused() {
entry:
  %0 = call i32 @dx.op.primitiveID.i32(i32 108)
  ret i32 %0
}

declare i32 @dx.op.threadId.i32(i32, i32) #2
declare i32 @dx.op.groupId.i32(i32, i32) #2
declare i32 @dx.op.primitiveID.i32(i32) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { "hlsl.shader"="pixel" }
attributes #2 = { nounwind memory(none) }
; CHECK: stages.ll:20:3: error: pass `validate-dxil`: dxil.threadId is not allowed in pixel shaders at DXIL 1.6 (allowed: compute, mesh, amplification, node)
; CHECK: stages.ll:33:3: error: pass `validate-dxil`: dxil.groupId is not allowed in pixel shaders at DXIL 1.6 (allowed: compute, mesh, amplification, node)
; CHECK: stages.ll:39:3: error: pass `validate-dxil`: dxil.primitiveID is not allowed in library shaders at DXIL 1.6 (allowed: geometry, hull, domain)
; CHECK-NOT: error
