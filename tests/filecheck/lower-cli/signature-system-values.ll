; System values named on the command line (clang 22 knows only SV_Position and SV_Target, and
; drops output semantics): from clang's output for
;   float main(float4 pos : SV_Position, uint prim : PRIM) : SV_Target { return pos.z + prim; }
; relabelled as SV_Position, SV_PrimitiveID -> SV_Depth. Derived from DXIL's rules:
;   SV_Position     F32 (9), Position (3), noperspective (4), row 0, .z read (mask 4);
;   SV_PrimitiveID  U32 (5), PrimitiveID (10), constant (1), row 1 (system values get a row);
;   SV_Depth        F32, Depth (17), outside the register rows: row -1, column -1.
; RUN: lower %s --output-semantics SV_Depth --input-semantics SV_Position,SV_PrimitiveID
; CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK-NEXT: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
; CHECK-DAG: = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[MZ:[0-9]+]]}
; CHECK-DAG: ![[MZ]] = !{i32 3, i32 4}
; CHECK-DAG: = !{i32 1, !"SV_PrimitiveID", i8 5, i8 10, ![[I0]], i8 1, i32 1, i8 1, i32 1, i8 0, ![[MX:[0-9]+]]}
; CHECK-DAG: ![[MX]] = !{i32 3, i32 1}
; CHECK-DAG: = !{i32 0, !"SV_Depth", i8 9, i8 17, ![[I0]], i8 0, i32 1, i8 1, i32 -1, i8 -1, ![[MX]]}
; A signed integer element is marked on the command line (the IR's i32 does not say):
; RUN(INT): lower %s --output-semantics SV_Target0 --input-semantics SV_Position,PRIM3:int
; INT-DAG: = !{i32 1, !"PRIM", i8 4, i8 0, ![[J:[0-9]+]], i8 1, i32 1, i8 1, i32 1, i8 0,
; INT-DAG: ![[J]] = !{i32 3}

; ModuleID = 'ps_depth.hlsl'
source_filename = "ps_depth.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %PRIM0 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %0 = extractelement <4 x float> %SV_Position0, i64 2
  %conv.i = uitofp i32 %PRIM0 to float
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %0, %conv.i
  tail call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %add.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float) #1

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
