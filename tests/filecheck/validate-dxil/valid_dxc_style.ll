; `validate-dxil` accepts a module written as DXC writes DXIL 1.0 (here in
; LLVM 22's syntax): createHandle from !dx.resources ranges, a cbuffer row
; load, a sample with its sampler, signature loads and stores, and entry
; flags; nothing is reported and nothing changes.
; RUN: opt %s --passes=validate-dxil --emit=ll
; CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
; CHECK: !dx.entryPoints = !{
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

%"class.Texture2D<vector<float, 4> >" = type { <4 x float>, %"class.Texture2D<vector<float, 4> >::mips_type" }
%"class.Texture2D<vector<float, 4> >::mips_type" = type { i32 }
%struct.SamplerState = type { i32 }
%Constants = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@tex = external constant %"class.Texture2D<vector<float, 4> >"
@samp = external constant %struct.SamplerState
@Constants = external constant %Constants

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 3, i32 0, i32 0, i1 false)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %4 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
  %5 = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
  %6 = call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle %3, %dx.types.Handle %2, float %4, float %5, float undef, float undef, i32 0, i32 0, i32 undef, float undef)
  %7 = extractvalue %dx.types.ResRet.f32 %6, 0
  %8 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %9 = extractvalue %dx.types.CBufRet.f32 %8, 0
  %10 = fmul fast float %7, %9
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %10)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %10)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %10)
  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %10)
  ret void
}

declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) #0
declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) #1
declare %dx.types.ResRet.f32 @dx.op.sample.f32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32, i32, float) #2
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(read) }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!12}

!0 = !{i32 1, i32 0}
!1 = !{!"ps", i32 6, i32 0}
!2 = !{!3, null, !7, !9}
!3 = !{!4}
!4 = !{i32 0, ptr @tex, !"tex", i32 0, i32 0, i32 1, i32 2, i32 0, !5}
!5 = !{i32 0, i32 9}
!7 = !{!8}
!8 = !{i32 0, ptr @Constants, !"Constants", i32 0, i32 0, i32 1, i32 16, null}
!9 = !{!10}
!10 = !{i32 0, ptr @samp, !"samp", i32 0, i32 0, i32 1, i32 0, null}
!12 = !{ptr @main, !"main", !13, !2, null}
!13 = !{!14, !19, null}
!14 = !{!15, !17}
!15 = !{i32 0, !"SV_Position", i8 9, i8 3, !16, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!16 = !{i32 0}
!17 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !16, i8 2, i32 1, i8 2, i32 1, i8 0, null}
!19 = !{!20}
!20 = !{i32 0, !"SV_Target", i8 9, i8 16, !16, i8 0, i32 1, i8 4, i32 0, i8 0, null}
