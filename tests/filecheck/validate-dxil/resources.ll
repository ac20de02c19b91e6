; `validate-dxil` on !dx.resources and the handles createHandle makes from
; it (DXIL 1.0): two UAVs with one id, two SRVs whose ranges overlap in
; space 0 (t0..t3 and t2), a createHandle of a range id no record has, a
; store through the typed buffer SRV's handle, and an entry whose resource
; list is not !dx.resources.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"Buffer<float4>" = type { <4 x float> }
%"RWBuffer<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }

@In = external constant [4 x %"Buffer<float4>"]
@In2 = external constant %"Buffer<float4>"
@Out = external constant %"RWBuffer<float4>"
@Out2 = external constant %"RWBuffer<float4>"

define void @main() #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 5, i32 0, i1 false)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %0, i32 0, i32 undef, float 0.0, float 0.0, float 0.0, float 0.0, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(read) }
attributes #2 = { nounwind }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.resources = !{!10}
!dx.entryPoints = !{!13}

!0 = !{i32 1, i32 8}
!1 = !{!"cs", i32 6, i32 0}
!2 = !{i32 1, i32 0}
!3 = !{i32 0, i32 9}
!4 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 4, i32 10, i32 0, !3}
!5 = !{i32 1, ptr @In2, !"In2", i32 0, i32 2, i32 1, i32 10, i32 0, !3}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!7 = !{i32 0, ptr @Out2, !"Out2", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!8 = !{!4, !5}
!9 = !{!6, !7}
!10 = !{!8, !9, null, null}
!11 = !{!8, null, null, null}
!12 = !{i32 4, !14}
!13 = !{ptr @main, !"main", null, !11, !12}
!14 = !{i32 1, i32 1, i32 1}
; CHECK: resources.ll:22:3: error: pass `validate-dxil`: dxil.createHandle: no UAV record has range id 5 in !dx.resources
; CHECK: resources.ll:23:3: error: pass `validate-dxil`: dxil.bufferStore: the handle must be a UAV, found an SRV Buffer
; CHECK: resources.ll:45:1: error: pass `validate-dxil`: !dx.resources: SRV 'In2' at 2..2 overlaps 'In' at 0..3 in space 0
; CHECK: resources.ll:47:1: error: pass `validate-dxil`: !dx.resources: UAV 'Out2' has id 0, as 'Out' does
; CHECK: resources.ll:53:1: error: pass `validate-dxil`: !dx.entryPoints: entry 'main' lists resources that differ from !dx.resources
; CHECK-NOT: error
