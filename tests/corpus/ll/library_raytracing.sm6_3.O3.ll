; ModuleID = 'library_raytracing.hlsl'
source_filename = "library_raytracing.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.3-pc-shadermodel6.3-library"

%__cblayout_Params = type <{ float, i32 }>

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"Raw\00", align 1
@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@Scale = external hidden local_unnamed_addr addrspace(2) global float, align 4
@Which = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@Counts.str = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_library_raytracing.hlsl, ptr null }]

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define noundef nofpclass(nan inf) float @_Z5scalef(float noundef nofpclass(nan inf) %x) local_unnamed_addr #1 {
entry:
  %0 = load float, ptr addrspace(2) @Scale, align 4, !tbaa !8
  %mul = fmul reassoc nnan ninf nsz arcp afn float %0, %x
  ret float %mul
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @RayGen() local_unnamed_addr #2 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 1, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 0)
  %4 = load float, ptr %3, align 16
  %5 = load float, ptr addrspace(2) @Scale, align 4, !tbaa !8
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn float %4, %5
  %6 = getelementptr inbounds nuw i8, ptr %3, i32 12
  %7 = load float, ptr %6, align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %mul.i.i, %7
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 0)
  store float %add.i, ptr %8, align 4, !tbaa !8
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 1)
  %10 = load float, ptr %9, align 16
  %11 = load float, ptr addrspace(2) @Scale, align 4, !tbaa !8
  %mul.i.i.1 = fmul reassoc nnan ninf nsz arcp afn float %10, %11
  %12 = getelementptr inbounds nuw i8, ptr %9, i32 12
  %13 = load float, ptr %12, align 4
  %add.i.1 = fadd reassoc nnan ninf nsz arcp afn float %mul.i.i.1, %13
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 1)
  store float %add.i.1, ptr %14, align 4, !tbaa !8
  %15 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 2)
  %16 = load float, ptr %15, align 16
  %17 = load float, ptr addrspace(2) @Scale, align 4, !tbaa !8
  %mul.i.i.2 = fmul reassoc nnan ninf nsz arcp afn float %16, %17
  %18 = getelementptr inbounds nuw i8, ptr %15, i32 12
  %19 = load float, ptr %18, align 4
  %add.i.2 = fadd reassoc nnan ninf nsz arcp afn float %mul.i.i.2, %19
  %20 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 2)
  store float %add.i.2, ptr %20, align 4, !tbaa !8
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %1, i32 3)
  %22 = load float, ptr %21, align 16
  %23 = load float, ptr addrspace(2) @Scale, align 4, !tbaa !8
  %mul.i.i.3 = fmul reassoc nnan ninf nsz arcp afn float %22, %23
  %24 = getelementptr inbounds nuw i8, ptr %21, i32 12
  %25 = load float, ptr %24, align 4
  %add.i.3 = fadd reassoc nnan ninf nsz arcp afn float %mul.i.i.3, %25
  %26 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 3)
  store float %add.i.3, ptr %26, align 4, !tbaa !8
  %27 = load i32, ptr addrspace(2) @Which, align 4, !tbaa !4
  %28 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %27)
  %29 = load i32, ptr %28, align 4, !tbaa !8
  %30 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %2, i32 0)
  store i32 %29, ptr %30, align 4, !tbaa !4
  %31 = load i32, ptr addrspace(2) @Which, align 4, !tbaa !4
  %rem.i = urem i32 %31, 3
  %32 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 4, i32 3, i32 %rem.i, ptr nonnull @Counts.str)
  %33 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %32, i32 0)
  store i32 %31, ptr %33, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @Intersect() local_unnamed_addr #3 {
entry:
  %0 = tail call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 1, i32 1, i32 1, i32 0, ptr nonnull @.str.4)
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %0, i32 1)
  %2 = load i32, ptr %1, align 4, !tbaa !4
  %3 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 4, i32 3, i32 1, ptr nonnull @Counts.str)
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %3, i32 1)
  store i32 %2, ptr %4, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal void @_GLOBAL__sub_I_library_raytracing.hlsl() #4 {
entry:
  %Params.cb_h.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i, ptr @Params.cb, align 4
  ret void
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.shader"="raygeneration" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.shader"="intersection" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @Params.cb, ptr addrspace(2) @Scale, ptr addrspace(2) @Which}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
