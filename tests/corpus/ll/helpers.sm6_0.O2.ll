; ModuleID = 'helpers.hlsl'
source_filename = "helpers.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

@_ZL4Data.0 = internal unnamed_addr global target("dx.RawBuffer", <4 x float>, 1, 0) poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef nofpclass(nan inf) <4 x float> @_Z5scaleDv4_ff(<4 x float> noundef nofpclass(nan inf) %v, float noundef nofpclass(nan inf) %s) local_unnamed_addr #0 {
entry:
  %splat.splatinsert = insertelement <4 x float> poison, float %s, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %mul = fmul reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat, %v
  ret <4 x float> %mul
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef nofpclass(nan inf) <4 x float> @_Z5shadeDv4_fj(<4 x float> noundef nofpclass(nan inf) %c, i32 noundef %i) local_unnamed_addr #0 {
entry:
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %c, splat (float 5.000000e-01)
  %conv = uitofp i32 %i to float
  %splat.splatinsert = insertelement <4 x float> poison, float %conv, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add = fadd reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat, %mul.i
  ret <4 x float> %add
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @_Z11store_twicejDv4_f(i32 noundef %i, <4 x float> noundef nofpclass(nan inf) %v) local_unnamed_addr #1 {
entry:
  %0 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @_ZL4Data.0, align 4, !tbaa !7
  %1 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %i)
  store <4 x float> %v, ptr %1, align 16, !tbaa !9
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %v, splat (float 5.000000e-01)
  %conv.i = uitofp i32 %i to float
  %splat.splatinsert.i = insertelement <4 x float> poison, float %conv.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %mul.i.i
  %add = add i32 %i, 1
  %2 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add)
  store <4 x float> %add.i, ptr %2, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #2 {
entry:
  %0 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %0, ptr @_ZL4Data.0, align 4, !tbaa !7
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %1, 1
  %2 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %1)
  %3 = load <4 x float>, ptr %2, align 16, !tbaa !9
  %mul.i.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %3, splat (float 5.000000e-01)
  %conv.i.i = uitofp i32 %1 to float
  %splat.splatinsert.i.i = insertelement <4 x float> poison, float %conv.i.i, i64 0
  %splat.splat.i.i = shufflevector <4 x float> %splat.splatinsert.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i.i.i, %splat.splat.i.i
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %mul.i)
  store <4 x float> %add.i.i, ptr %4, align 16, !tbaa !9
  %mul.i.i.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %add.i.i, splat (float 5.000000e-01)
  %conv.i.i.i = uitofp i32 %mul.i to float
  %splat.splatinsert.i.i.i = insertelement <4 x float> poison, float %conv.i.i.i, i64 0
  %splat.splat.i.i.i = shufflevector <4 x float> %splat.splatinsert.i.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i.i.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i.i.i.i, %splat.splat.i.i.i
  %add.i4.i = or disjoint i32 %mul.i, 1
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add.i4.i)
  store <4 x float> %add.i.i.i, ptr %5, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #4

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!8 = !{!"_ZTSN4hlsl18RWStructuredBufferIDv4_fEE", !5, i64 0, !5, i64 4}
!9 = !{!5, !5, i64 0}
