; Packing of an inter-stage signature (pixel inputs), from clang 22's output for
;   float4 main(float4 pos : SV_Position, float2 uv0 : TEXCOORD0, float2 uv1 : TEXCOORD1,
;               uint id : ID, float w : WEIGHT, float3 n : NORMAL) : SV_Target1
; Elements share a row only with the same interpolation mode, first fit, in parameter order;
; system values take a row of their own:
;   SV_Position  noperspective (4)          row 0
;   TEXCOORD0    linear (2), 2 columns      row 1 col 0
;   TEXCOORD1    linear, 2 columns          row 1 col 2  (semantic index 1)
;   ID           uint: constant (1), U32    row 2        (row 1 is full)
;   WEIGHT       linear, 1 column           row 3 col 0  (row 2 is constant)
;   NORMAL       linear, 3 columns          row 3 col 1
;   SV_Target1   output                     row 1        (a target's row is its index)
; Masks are the columns read (after scalarize splits the vector code): pos.y only (2), NORMAL
; xyz (7).
; RUN: opt %s --passes=scalarize,translate-metadata --emit=ll --output-semantics SV_Target1
; CHECK: call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; CHECK-NOT: @llvm.dx.load.input.f32(i32 4, i32 0,
; CHECK: call void @llvm.dx.store.output.f32(i32 5, i32 0, i32 0, i8 3, i32 undef, float
; CHECK-DAG: = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[MY:[0-9]+]]}
; CHECK-DAG: ![[MY]] = !{i32 3, i32 2}
; CHECK-DAG: ![[I0]] = !{i32 0}
; CHECK-DAG: = !{i32 1, !"TEXCOORD", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 2, i32 1, i8 0, ![[MXY:[0-9]+]]}
; CHECK-DAG: ![[MXY]] = !{i32 3, i32 3}
; CHECK-DAG: = !{i32 2, !"TEXCOORD", i8 9, i8 0, ![[I1:[0-9]+]], i8 2, i32 1, i8 2, i32 1, i8 2, ![[MXY]]}
; CHECK-DAG: ![[I1]] = !{i32 1}
; CHECK-DAG: = !{i32 3, !"ID", i8 5, i8 0, ![[I0]], i8 1, i32 1, i8 1, i32 2, i8 0, ![[MX:[0-9]+]]}
; CHECK-DAG: ![[MX]] = !{i32 3, i32 1}
; CHECK-DAG: = !{i32 4, !"WEIGHT", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 1, i32 3, i8 0, ![[MX]]}
; CHECK-DAG: = !{i32 5, !"NORMAL", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 3, i32 3, i8 1, ![[MXYZ:[0-9]+]]}
; CHECK-DAG: ![[MXYZ]] = !{i32 3, i32 7}
; CHECK-DAG: = !{i32 0, !"SV_Target", i8 9, i8 16, ![[I1]], i8 0, i32 1, i8 4, i32 1, i8 0, ![[M4:[0-9]+]]}
; CHECK-DAG: ![[M4]] = !{i32 3, i32 15}

; ModuleID = 'ps_pack.hlsl'
source_filename = "ps_pack.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD1 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %ID0 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %WEIGHT0 = tail call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %NORMAL0 = tail call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %0 = shufflevector <3 x float> %NORMAL0, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %add.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %TEXCOORD1, %TEXCOORD0
  %vecinit4.i = shufflevector <2 x float> %add.i, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %conv.i = uitofp i32 %ID0 to float
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %WEIGHT0, %conv.i
  %vecinit5.i = insertelement <4 x float> %vecinit4.i, float %mul.i, i64 2
  %vecinit6.i = shufflevector <4 x float> %vecinit5.i, <4 x float> %SV_Position0, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  %vecinit1319.i = insertelement <4 x float> %0, float 0.000000e+00, i64 3
  %add14.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %vecinit6.i, %vecinit1319.i
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %add14.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
