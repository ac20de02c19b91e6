; Matrices and arrays of vectors and matrices inside a structured buffer
; element, as clang 22 -O3 writes them: struct S { float4x4 m; float2x2 a[2];
; float3 v[3]; uint k; } is { [16 x float], [2 x [4 x float]], [3 x <3 x float>],
; [12 x i8], i32 }; a load or store of the whole float4x4 (<16 x float>) is four
; rawBufferLoad/Store of four lanes; the symbol struct is named after struct.S.
; Also: RWStructuredBuffer<float3x2> (element [6 x float], no HLSL type name).
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { [16 x float], [2 x [4 x float]], [3 x <3 x float>], [12 x i8], i32 }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"SO\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %s.sroa.6.i = alloca [4 x float], align 4
  %s.sroa.9.i = alloca [12 x i8], align 1
  %0 = tail call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = tail call i32 @llvm.dx.thread.id(i32 1)
  %5 = tail call i32 @llvm.dx.thread.id(i32 2)
  call void @llvm.lifetime.start.p0(ptr nonnull %s.sroa.6.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %s.sroa.9.i)
  %6 = tail call noundef nonnull align 1 dereferenceable(148) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_0_0t(target("dx.RawBuffer", %struct.S, 0, 0) %0, i32 %3)
  %s.sroa.0.0.copyload.i = load <16 x float>, ptr %6, align 1, !tbaa !7
  %s.sroa.6.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 64
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 4 dereferenceable(16) %s.sroa.6.i, ptr noundef nonnull align 1 dereferenceable(16) %s.sroa.6.0.call.sroa_idx.i, i32 16, i1 false), !tbaa.struct !8
  %s.sroa.641.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 80
  %s.sroa.641.0.copyload.i = load <4 x float>, ptr %s.sroa.641.0.call.sroa_idx.i, align 1, !tbaa !7
  %s.sroa.7.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 96
  %s.sroa.7.0.copyload.i = load <3 x float>, ptr %s.sroa.7.0.call.sroa_idx.i, align 1
  %7 = shufflevector <3 x float> %s.sroa.7.0.copyload.i, <3 x float> poison, <4 x i32> <i32 poison, i32 1, i32 2, i32 poison>
  %s.sroa.8.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 108
  %s.sroa.8.0.copyload.i = load <3 x float>, ptr %s.sroa.8.0.call.sroa_idx.i, align 1
  %s.sroa.845.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 120
  %s.sroa.845.0.copyload.i = load <3 x float>, ptr %s.sroa.845.0.call.sroa_idx.i, align 1
  %8 = shufflevector <3 x float> %s.sroa.845.0.copyload.i, <3 x float> poison, <6 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %9 = shufflevector <3 x float> %s.sroa.845.0.copyload.i, <3 x float> poison, <6 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison>
  %s.sroa.9.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 132
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(12) %s.sroa.9.i, ptr noundef nonnull align 1 dereferenceable(12) %s.sroa.9.0.call.sroa_idx.i, i32 12, i1 false), !tbaa.struct !9
  %s.sroa.947.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %6, i32 144
  %s.sroa.947.0.copyload.i = load i32, ptr %s.sroa.947.0.call.sroa_idx.i, align 1, !tbaa !3
  %vecinit7.i = shufflevector <16 x float> %s.sroa.0.0.copyload.i, <16 x float> poison, <2 x i32> <i32 0, i32 4>
  %matrix_row_ins11.i = shufflevector <4 x float> %s.sroa.641.0.copyload.i, <4 x float> poison, <2 x i32> <i32 0, i32 2>
  %add.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %matrix_row_ins11.i, %vecinit7.i
  %10 = shufflevector <2 x float> %add.i, <2 x float> poison, <6 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison>
  %11 = shufflevector <2 x float> %add.i, <2 x float> poison, <6 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %12 = shufflevector <6 x float> %11, <6 x float> %8, <6 x i32> <i32 0, i32 6, i32 poison, i32 poison, i32 poison, i32 poison>
  %vecinit24.i = shufflevector <16 x float> %s.sroa.0.0.copyload.i, <16 x float> poison, <2 x i32> <i32 11, i32 15>
  %splat.splatinsert.i = insertelement <2 x i32> poison, i32 %s.sroa.947.0.copyload.i, i64 0
  %13 = uitofp <2 x i32> %splat.splatinsert.i to <2 x float>
  %conv.i = shufflevector <2 x float> %13, <2 x float> poison, <2 x i32> zeroinitializer
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <2 x float> %conv.i, %vecinit24.i
  %14 = shufflevector <2 x float> %mul.i, <2 x float> poison, <6 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %15 = shufflevector <2 x float> %mul.i, <2 x float> poison, <6 x i32> <i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison>
  %16 = shufflevector <6 x float> %12, <6 x float> %14, <6 x i32> <i32 0, i32 1, i32 6, i32 poison, i32 poison, i32 poison>
  %17 = shufflevector <6 x float> %16, <6 x float> %10, <6 x i32> <i32 0, i32 1, i32 2, i32 7, i32 poison, i32 poison>
  %18 = shufflevector <6 x float> %17, <6 x float> %9, <6 x i32> <i32 0, i32 1, i32 2, i32 3, i32 7, i32 poison>
  %19 = shufflevector <6 x float> %18, <6 x float> %15, <6 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 7>
  %20 = tail call noundef nonnull align 4 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0) %1, i32 %3)
  store <6 x float> %19, ptr %20, align 4, !tbaa !7
  %21 = tail call noundef nonnull align 1 dereferenceable(148) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %2, i32 %3)
  store <16 x float> %s.sroa.0.0.copyload.i, ptr %21, align 1, !tbaa !7
  %s.sroa.6.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 64
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %s.sroa.6.0.call27.sroa_idx.i, ptr noundef nonnull align 4 dereferenceable(16) %s.sroa.6.i, i32 16, i1 false), !tbaa.struct !8
  %s.sroa.641.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 80
  store <4 x float> %s.sroa.641.0.copyload.i, ptr %s.sroa.641.0.call27.sroa_idx.i, align 1, !tbaa !7
  %s.sroa.7.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 96
  store <3 x float> %s.sroa.7.0.copyload.i, ptr %s.sroa.7.0.call27.sroa_idx.i, align 1
  %s.sroa.8.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 108
  store <3 x float> %s.sroa.8.0.copyload.i, ptr %s.sroa.8.0.call27.sroa_idx.i, align 1
  %s.sroa.845.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 120
  store <3 x float> %s.sroa.845.0.copyload.i, ptr %s.sroa.845.0.call27.sroa_idx.i, align 1
  %s.sroa.9.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 132
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(12) %s.sroa.9.0.call27.sroa_idx.i, ptr noundef nonnull align 1 dereferenceable(12) %s.sroa.9.i, i32 12, i1 false), !tbaa.struct !9
  %s.sroa.947.0.call27.sroa_idx.i = getelementptr inbounds nuw i8, ptr %21, i32 144
  store i32 %s.sroa.947.0.copyload.i, ptr %s.sroa.947.0.call27.sroa_idx.i, align 1, !tbaa !3
  %22 = tail call noundef nonnull align 1 dereferenceable(148) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %2, i32 %4)
  %a31.i = getelementptr inbounds nuw i8, ptr %22, i32 64
  %arrayidx32.i = getelementptr inbounds nuw [4 x float], ptr %a31.i, i32 %5
  %matrix.load33.i = load <4 x float>, ptr %arrayidx32.i, align 1
  %23 = shufflevector <4 x float> %matrix.load33.i, <4 x float> %7, <4 x i32> <i32 0, i32 5, i32 2, i32 6>
  store <4 x float> %23, ptr %arrayidx32.i, align 1
  call void @llvm.lifetime.end.p0(ptr nonnull %s.sroa.6.i)
  call void @llvm.lifetime.end.p0(ptr nonnull %s.sroa.9.i)
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", [6 x float], 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a6f32_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_0_0t(target("dx.RawBuffer", %struct.S, 0, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a6f32_1_0t(target("dx.RawBuffer", [6 x float], 1, 0), i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !{!5, !5, i64 0}
!8 = !{i64 0, i64 32, !7, i64 32, i64 48, !7, i64 80, i64 4, !3}
!9 = !{i64 0, i64 12, !7, i64 12, i64 4, !3}
; CHECK-DAG: %RWStructuredBuffer = type { [6 x float] }
; CHECK-DAG: %"StructuredBuffer<struct.S>" = type { %struct.S }
; CHECK-LABEL: define void @main(
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN:%[0-9]+]], i32 [[I:%[0-9]+]], i32 0, i8 15, i32 4)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 16, i8 15, i32 4)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 32, i8 15, i32 4)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 48, i8 15, i32 4)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 96, i8 7, i32 4)
; CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle [[IN]], i32 [[I]], i32 144, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT:%[0-9]+]], i32 [[I]], i32 0, {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[OUT]], i32 [[I]], i32 16, float %{{[^,]*}}, float %{{[^,]*}}, float undef, float undef, i8 3, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[SO:%[0-9]+]], i32 [[I]], i32 0, {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[SO]], i32 [[I]], i32 16, {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[SO]], i32 [[I]], i32 32, {{.*}}, i8 15, i32 4)
; CHECK-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle [[SO]], i32 [[I]], i32 48, {{.*}}, i8 15, i32 4)
; CHECK-NOT: <16 x float>
; EG-LABEL: define void @main(
; EG: @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 48, i8 15, i32 4)
; EG: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 48, {{.*}}, i8 15, i32 4)
