; `validate-dxil` on handles from bindings (DXIL 1.6) against !dx.resources:
; a binding no record covers (u5), and annotations that disagree with the
; record of their binding (the typed buffer SRV t0 annotated as a raw
; buffer, the UAV u0 annotated without the UAV bit). The array t1..t4 is
; covered by its record, at any index.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"Buffer<float4>" = type { <4 x float> }
%"RWBuffer<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@In = external constant %"Buffer<float4>"
@Arr = external constant [4 x %"Buffer<float4>"]
@Out = external constant %"RWBuffer<float4>"

define void @main(i32 %i) #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 11, i32 0 })
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 4, i32 0, i8 0 }, i32 %i, i1 false)
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %5 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %4, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 0, i8 1 }, i32 5, i1 false)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }

!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.resources = !{!10}
!dx.entryPoints = !{!13}

!0 = !{i32 1, i32 8}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{i32 0, i32 9}
!4 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !3}
!5 = !{i32 1, ptr @Arr, !"Arr", i32 0, i32 1, i32 4, i32 10, i32 0, !3}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
!8 = !{!4, !5}
!9 = !{!6}
!10 = !{!8, !9, null, null}
!12 = !{i32 0, i64 16, i32 4, !14}
!13 = !{ptr @main, !"main", null, !10, !12}
!14 = !{i32 1, i32 1, i32 1}
; CHECK: bindings.ll:23:3: error: pass `validate-dxil`: dxil.annotateHandle: the properties say a non-UAV RawBuffer, but the binding is SRV 'In', a Buffer in !dx.resources
; CHECK: bindings.ll:27:3: error: pass `validate-dxil`: dxil.annotateHandle: the properties say a non-UAV Buffer, but the binding is UAV 'Out', a Buffer in !dx.resources
; CHECK: bindings.ll:28:3: error: pass `validate-dxil`: dxil.createHandleFromBinding: no UAV record of !dx.resources covers registers 5..5 of space 0
; CHECK-NOT: error
