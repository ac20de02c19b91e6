; ModuleID = 'array_param.hlsl'
source_filename = "array_param.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@Grid.str = private unnamed_addr constant [5 x i8] c"Grid\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef nofpclass(nan inf) float @_Z7sum_allA4_N4hlsl8RWBufferIfEEj(ptr noundef readonly byval([4 x %"class.hlsl::RWBuffer"]) align 4 captures(none) %bs, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %0 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %bs, align 4, !tbaa !7
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %i)
  %2 = load float, ptr %1, align 4, !tbaa !9
  %arrayidx.1 = getelementptr inbounds nuw i8, ptr %bs, i32 4
  %3 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %arrayidx.1, align 4, !tbaa !7
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %i)
  %5 = load float, ptr %4, align 4, !tbaa !9
  %add.1 = fadd reassoc nnan ninf nsz arcp afn float %5, %2
  %arrayidx.2 = getelementptr inbounds nuw i8, ptr %bs, i32 8
  %6 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %arrayidx.2, align 4, !tbaa !7
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %6, i32 %i)
  %8 = load float, ptr %7, align 4, !tbaa !9
  %add.2 = fadd reassoc nnan ninf nsz arcp afn float %8, %add.1
  %arrayidx.3 = getelementptr inbounds nuw i8, ptr %bs, i32 12
  %9 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %arrayidx.3, align 4, !tbaa !7
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %9, i32 %i)
  %11 = load float, ptr %10, align 4, !tbaa !9
  %add.3 = fadd reassoc nnan ninf nsz arcp afn float %11, %add.2
  ret float %add.3
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @_Z9write_rowA2_N4hlsl8RWBufferIfEEjf(ptr noundef readonly byval([2 x %"class.hlsl::RWBuffer"]) align 4 captures(none) %row, i32 noundef %i, float noundef nofpclass(nan inf) %v) local_unnamed_addr #1 {
entry:
  %0 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %row, align 4, !tbaa !7
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %i)
  store float %v, ptr %1, align 4, !tbaa !9
  %mul = fmul reassoc nnan ninf nsz arcp afn float %v, 2.000000e+00
  %arrayidx1 = getelementptr inbounds nuw i8, ptr %row, i32 4
  %2 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %arrayidx1, align 4, !tbaa !7
  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 %i)
  store float %mul, ptr %3, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.dx.thread.id(i32 0)
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) poison, i32 %0)
  %2 = load float, ptr %1, align 4, !tbaa !9
  %add.i.i.3 = fmul reassoc nnan ninf nsz arcp afn float %2, 4.000000e+00
  %3 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 6, i32 4, ptr nonnull @Grid.str)
  %4 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 6, i32 5, ptr nonnull @Grid.str)
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %0)
  store float %add.i.i.3, ptr %5, align 4, !tbaa !9
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn float %2, 8.000000e+00
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %4, i32 %0)
  store float %mul.i.i, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #4

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!7 = !{!8, !5, i64 0}
!8 = !{!"_ZTSN4hlsl8RWBufferIfEE", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !5, i64 0}
