; A pixel shader at SM 6.0: no thread-group size, DXIL 1.0. The signature calls become one
; scalar call per column with the element id and column filled in: SV_Position (input 0) is
; read at .x only, COLOR (input 1) whole, so its vector is rebuilt from the four columns; the
; SV_Target output (named on the command line: clang 22 drops it) is written per column.
; RUN: opt %s --passes=translate-metadata --emit=ll --output-semantics SV_Target0
; CHECK-LABEL: define void @main(
; CHECK: [[X:%[0-9]+]] = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK-NEXT: [[C0:%[0-9]+]] = call float @llvm.dx.load.input.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
; CHECK-NEXT: [[C1:%[0-9]+]] = call float @llvm.dx.load.input.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
; CHECK-NEXT: [[C2:%[0-9]+]] = call float @llvm.dx.load.input.f32(i32 4, i32 1, i32 0, i8 2, i32 undef)
; CHECK-NEXT: [[C3:%[0-9]+]] = call float @llvm.dx.load.input.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <4 x float> poison, float [[C0]], i32 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <4 x float> [[V0]], float [[C1]], i32 1
; CHECK-NEXT: [[V2:%[0-9]+]] = insertelement <4 x float> [[V1]], float [[C2]], i32 2
; CHECK-NEXT: %COLOR0 = insertelement <4 x float> [[V2]], float [[C3]], i32 3
; CHECK-NEXT: fptoui float [[X]] to i32
; CHECK: [[M:%[^ ]+]] = fmul {{.*}}<4 x float> {{%[0-9]+}}, %COLOR0
; CHECK-NEXT: [[M0:%[0-9]+]] = extractelement <4 x float> [[M]], i32 0
; CHECK-NEXT: call void @llvm.dx.store.output.f32(i32 5, i32 0, i32 0, i8 0, i32 undef, float [[M0]])
; CHECK: call void @llvm.dx.store.output.f32(i32 5, i32 0, i32 0, i8 3, i32 undef, float
; CHECK-NEXT: ret void
; CHECK-NOT: call <4 x float> @llvm.dx.load.input
; CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
; CHECK: !dx.version = !{![[VER:[0-9]+]]}
; CHECK: !dx.entryPoints = !{![[EP:[0-9]+]]}
; CHECK-DAG: ![[SM]] = !{!"ps", i32 6, i32 0}
; CHECK-DAG: ![[VER]] = !{i32 1, i32 0}
; CHECK-DAG: ![[POS:[0-9]+]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[MX:[0-9]+]]}
; CHECK-DAG: ![[I0]] = !{i32 0}
; CHECK-DAG: ![[MX]] = !{i32 3, i32 1}
; CHECK-DAG: ![[COL:[0-9]+]] = !{i32 1, !"COLOR", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 4, i32 1, i8 0, ![[M4:[0-9]+]]}
; CHECK-DAG: ![[M4]] = !{i32 3, i32 15}
; CHECK-DAG: ![[TGT:[0-9]+]] = !{i32 0, !"SV_Target", i8 9, i8 16, ![[I0]], i8 0, i32 1, i8 4, i32 0, i8 0, ![[M4]]}
; CHECK-DAG: ![[INS:[0-9]+]] = !{![[POS]], ![[COL]]}
; CHECK-DAG: ![[OUTS:[0-9]+]] = !{![[TGT]]}
; CHECK-DAG: ![[SIGS:[0-9]+]] = !{![[INS]], ![[OUTS]], null}
; CHECK-DAG: ![[EP]] = !{ptr @main, !"main", ![[SIGS]], !{{[0-9]+}}, null}

; ModuleID = 'pixel_shader.hlsl'
source_filename = "pixel_shader.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

@.str = private unnamed_addr constant [8 x i8] c"Palette\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %COLOR0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %1 = extractelement <4 x float> %SV_Position0, i64 0
  %conv.i = fptoui float %1 to i32
  %rem.i = and i32 %conv.i, 15
  %2 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %0, i32 %rem.i)
  %3 = load <4 x float>, ptr %2, align 16, !tbaa !7
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %3, %COLOR0
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!7 = !{!5, !5, i64 0}
