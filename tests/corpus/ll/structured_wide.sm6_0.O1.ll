; ModuleID = 'structured_wide.hlsl'
source_filename = "structured_wide.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%struct.Wide = type <{ i32, i64, double }>
%struct.Halfs = type <{ float, double }>
%struct.Arr = type <{ i32, [2 x i64] }>

@.str = private unnamed_addr constant [6 x i8] c"Wides\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"Mixed\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"Arrays\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"Doubles\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.Wide, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Wides_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", %struct.Halfs, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Halfss_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", %struct.Arr, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Arrs_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %5 = tail call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0) %0, i32 %4)
  %w.sroa.0.0.copyload.i = load i32, ptr %5, align 1, !tbaa !3
  %w.sroa.4.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %5, i32 4
  %w.sroa.4.0.copyload.i = load i64, ptr %w.sroa.4.0.call.sroa_idx.i, align 1, !tbaa !7
  %w.sroa.5.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %5, i32 12
  %w.sroa.5.0.copyload.i = load double, ptr %w.sroa.5.0.call.sroa_idx.i, align 1, !tbaa !9
  %mul.i = mul i64 %w.sroa.4.0.copyload.i, 3
  %conv.i = zext i32 %4 to i64
  %add.i = add i64 %mul.i, %conv.i
  store i64 %add.i, ptr %w.sroa.4.0.call.sroa_idx.i, align 1, !tbaa !11
  %conv3.i = uitofp i32 %w.sroa.0.0.copyload.i to double
  %add4.i = fadd reassoc nnan ninf nsz arcp afn double %w.sroa.5.0.copyload.i, %conv3.i
  store double %add4.i, ptr %w.sroa.5.0.call.sroa_idx.i, align 1, !tbaa !13
  %6 = tail call noundef nonnull align 1 dereferenceable(12) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0) %1, i32 %4)
  %d.i = getelementptr inbounds nuw i8, ptr %6, i32 4
  %7 = load double, ptr %d.i, align 1, !tbaa !14
  %mul8.i = fmul reassoc nnan ninf nsz arcp afn double %7, 2.000000e+00
  %8 = load float, ptr %6, align 1, !tbaa !17
  %conv10.i = fpext reassoc nnan ninf nsz arcp afn float %8 to double
  %add11.i = fadd reassoc nnan ninf nsz arcp afn double %mul8.i, %conv10.i
  store double %add11.i, ptr %d.i, align 1, !tbaa !14
  %9 = tail call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0) %2, i32 %4)
  %10 = load i32, ptr %9, align 1, !tbaa !18
  %and.i = and i32 %10, 1
  %w16.i = getelementptr inbounds nuw i8, ptr %9, i32 4
  %xor.i = xor i32 %and.i, 1
  %arrayidx.i = getelementptr inbounds nuw i64, ptr %w16.i, i32 %xor.i
  %11 = load i64, ptr %arrayidx.i, align 1, !tbaa !7
  %add17.i = add i64 %11, 7
  %arrayidx20.i = getelementptr inbounds nuw i64, ptr %w16.i, i32 %and.i
  store i64 %add17.i, ptr %arrayidx20.i, align 1, !tbaa !7
  %12 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %3, i32 %4)
  %13 = load double, ptr %12, align 8, !tbaa !9
  %add23.i = fadd reassoc nnan ninf nsz arcp afn double %13, %w.sroa.5.0.copyload.i
  store double %add23.i, ptr %12, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Wide, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Wides_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Halfs, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Halfss_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Arr, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Arrs_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
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
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !5, i64 0}
!11 = !{!12, !8, i64 4}
!12 = !{!"_ZTS4Wide", !4, i64 0, !8, i64 4, !10, i64 12}
!13 = !{!12, !10, i64 12}
!14 = !{!15, !10, i64 4}
!15 = !{!"_ZTS5Halfs", !16, i64 0, !10, i64 4}
!16 = !{!"half", !5, i64 0}
!17 = !{!15, !16, i64 0}
!18 = !{!19, !4, i64 0}
!19 = !{!"_ZTS3Arr", !4, i64 0, !5, i64 4}
