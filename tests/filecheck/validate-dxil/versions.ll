; `validate-dxil` on ops newer than the module's DXIL version, overloads the
; version does not allow yet (rawBufferLoad of double needs DXIL 1.3), and
; version metadata that disagrees with the triple.
; RUN-FAIL: opt %s --passes=validate-dxil
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-pc-shadermodel6.2-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }

define void @main() #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %1 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %0, i32 0, i32 undef, i8 1, i32 8)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}

!0 = !{!"ps", i32 6, i32 2}
!1 = !{i32 1, i32 3}
; CHECK: versions.ll:14:3: error: pass `validate-dxil`: dxil.createHandleFromBinding requires DXIL 1.6 (shader model 6.6); the module targets DXIL 1.2
; CHECK: versions.ll:15:3: error: pass `validate-dxil`: dxil.rawBufferLoad does not allow overload f64 at DXIL 1.2 (allowed: f16, f32, i16, i32)
; CHECK: versions.ll:30:1: error: pass `validate-dxil`: !dx.version says DXIL 1.3; the triple says DXIL 1.2
; CHECK: versions.ll:29:1: error: pass `validate-dxil`: !dx.shaderModel says ps 6.2; the triple says cs 6.2
; CHECK: versions.ll:15:3: error: pass `validate-dxil`: dxil.rawBufferLoad: the handle comes from dxil.createHandleFromBinding without an annotateHandle
; CHECK-NOT: error
