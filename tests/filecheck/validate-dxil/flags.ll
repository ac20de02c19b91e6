; `validate-dxil` on the shader flags of an entry (tag 0 of its properties):
; its code uses a wave op (WaveOps, bit 19), a double (Doubles, bit 2), an
; i64 (Int64Ops, bit 20) and a raw buffer (EnableRawAndStructuredBuffers,
; bit 4), but the entry declares only Int64Ops. The flags are computed by
; the rules translate-metadata writes them with.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%ByteAddressBuffer = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@B = external constant %ByteAddressBuffer

define void @main() #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 11, i32 0 })
  %2 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %1, i32 0, i32 undef, i8 1, i32 4)
  %3 = extractvalue %dx.types.ResRet.i32 %2, 0
  %4 = call i32 @dx.op.waveReadLaneFirst.i32(i32 118, i32 %3)
  %5 = uitofp i32 %4 to double
  %6 = zext i32 %4 to i64
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2
declare i32 @dx.op.waveReadLaneFirst.i32(i32, i32) #3

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.resources = !{!6}
!dx.entryPoints = !{!9}

!0 = !{i32 1, i32 8}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{i32 0, ptr @B, !"B", i32 0, i32 0, i32 1, i32 11, i32 0, null}
!4 = !{!3}
!6 = !{!4, null, null, null}
!7 = !{i32 0, i64 1048576, i32 4, !8}
!8 = !{i32 1, i32 1, i32 1}
!9 = !{ptr @main, !"main", null, !6, !7}
; CHECK: flags.ll:54:1: error: pass `validate-dxil`: !dx.entryPoints: entry 'main' has shader flags 0x100000, without Doubles (bit 2) that its code needs
; CHECK: flags.ll:54:1: error: pass `validate-dxil`: !dx.entryPoints: entry 'main' has shader flags 0x100000, without EnableRawAndStructuredBuffers (bit 4) that its code needs
; CHECK: flags.ll:54:1: error: pass `validate-dxil`: !dx.entryPoints: entry 'main' has shader flags 0x100000, without WaveOps (bit 19) that its code needs
; CHECK-NOT: error
