; ModuleID = 'local_structs.hlsl'
source_filename = "local_structs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Record = type { <3 x i32>, [4 x i8], [3 x i32] }
%struct.Local = type { float, [2 x <3 x float>], [8 x i8], [2 x float] }

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Records.str = private unnamed_addr constant [8 x i8] c"Records\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef i32 @_Z4bumpj(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %rem = and i32 %i, 1
  %0 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem)
  %1 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 %0, ptr nonnull @Records.str)
  %2 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %1, i32 %i)
  %arrayidx = getelementptr inbounds nuw i8, ptr %2, i32 24
  %3 = load i32, ptr %arrayidx, align 1, !tbaa !3
  %4 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 0, ptr nonnull @Records.str)
  %5 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %4, i32 %i)
  %6 = getelementptr inbounds nuw i8, ptr %5, i32 8
  %7 = load i32, ptr %6, align 1
  %and = and i32 %7, %3
  %8 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Records.str)
  %9 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %8, i32 %i)
  %arrayidx6 = getelementptr inbounds nuw i8, ptr %9, i32 24
  store i32 %and, ptr %arrayidx6, align 1, !tbaa !3
  %weights9 = getelementptr inbounds nuw i8, ptr %9, i32 16
  %10 = load i32, ptr %weights9, align 1, !tbaa !3
  %add = add i32 %10, 1
  ret i32 %add
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #3 {
entry:
  %l.i = alloca %struct.Local, align 1
  %q.sroa.0.i = alloca [24 x i8], align 1
  %0 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %l.i) #6
  %conv.i = uitofp i32 %1 to float
  %points.i = getelementptr inbounds nuw i8, ptr %l.i, i32 4
  store <3 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, ptr %points.i, align 1, !tbaa !7
  %vecinit.i = insertelement <3 x float> <float 4.000000e+00, float 5.000000e+00, float poison>, float %conv.i, i64 2
  %arrayidx3.i = getelementptr inbounds nuw i8, ptr %l.i, i32 16
  store <3 x float> %vecinit.i, ptr %arrayidx3.i, align 1, !tbaa !7
  %sums.i = getelementptr inbounds nuw i8, ptr %l.i, i32 36
  store float 5.000000e-01, ptr %sums.i, align 1, !tbaa !8
  %and.i = and i32 %1, 1
  %arrayidx6.i = getelementptr inbounds nuw <3 x float>, ptr %points.i, i32 %and.i
  %2 = getelementptr inbounds nuw i8, ptr %arrayidx6.i, i32 8
  %3 = load float, ptr %2, align 1
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr %l.i, i32 40
  store float %3, ptr %arrayidx8.i, align 1, !tbaa !8
  %and10.i = xor i32 %and.i, 1
  %arrayidx11.i = getelementptr inbounds nuw <3 x float>, ptr %points.i, i32 %and10.i
  %4 = getelementptr inbounds nuw i8, ptr %arrayidx11.i, i32 4
  %5 = load float, ptr %4, align 1
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %5, %conv.i
  %arrayidx15.i = getelementptr inbounds nuw float, ptr %sums.i, i32 %and.i
  %6 = load float, ptr %arrayidx15.i, align 1, !tbaa !8
  %add16.i = fadd reassoc nnan ninf nsz arcp afn float %mul.i, %6
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %0, i32 %1)
  store float %add16.i, ptr %7, align 4, !tbaa !8
  %8 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 0, ptr nonnull @Records.str)
  %9 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %8, i32 %1)
  %r.sroa.0.0.copyload.i = load <3 x i32>, ptr %9, align 1
  %10 = extractelement <3 x i32> %r.sroa.0.0.copyload.i, i64 0
  %shl.i = shl i32 %10, 2
  %r.sroa.533.0.call20.sroa_idx.i = getelementptr inbounds nuw i8, ptr %9, i32 20
  store i32 %shl.i, ptr %r.sroa.533.0.call20.sroa_idx.i, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %q.sroa.0.i)
  %11 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %and.i)
  %12 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 %11, ptr nonnull @Records.str)
  %13 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %12, i32 %1)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(24) %q.sroa.0.i, ptr noundef nonnull align 1 dereferenceable(24) %13, i32 24, i1 false), !tbaa.struct !10
  %arrayidx.i.i = getelementptr inbounds nuw i8, ptr %13, i32 24
  %14 = load i32, ptr %arrayidx.i.i, align 1, !tbaa !3
  %15 = extractelement <3 x i32> %r.sroa.0.0.copyload.i, i64 2
  %and.i.i = and i32 %14, %15
  %16 = tail call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Records.str)
  %17 = tail call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %16, i32 %1)
  %arrayidx6.i.i = getelementptr inbounds nuw i8, ptr %17, i32 24
  store i32 %and.i.i, ptr %arrayidx6.i.i, align 1, !tbaa !3
  %weights9.i.i = getelementptr inbounds nuw i8, ptr %17, i32 16
  %18 = load i32, ptr %weights9.i.i, align 1, !tbaa !3
  %add.i.i = shl i32 %18, 1
  %shl24.i = add i32 %add.i.i, 2
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(24) %13, ptr noundef nonnull align 1 dereferenceable(24) %q.sroa.0.i, i32 24, i1 false), !tbaa.struct !10
  store i32 %shl24.i, ptr %arrayidx.i.i, align 1, !tbaa !7
  call void @llvm.lifetime.end.p0(ptr nonnull %q.sroa.0.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %l.i) #6
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0), i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #1

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !5, i64 0}
!10 = !{i64 0, i64 16, !7, i64 16, i64 12, !7}
