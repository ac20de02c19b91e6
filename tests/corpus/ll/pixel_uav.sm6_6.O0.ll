; ModuleID = 'pixel_uav.hlsl'
source_filename = "pixel_uav.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

%"class.hlsl::Buffer" = type { target("dx.TypedBuffer", <4 x float>, 0, 0, 0) }
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 1, 0), target("dx.RawBuffer", <4 x float>, 1, 0) }

@_ZL7Palette = internal global %"class.hlsl::Buffer" poison, align 4
@.str = private unnamed_addr constant [8 x i8] c"Palette\00", align 1
@_ZL4Hits = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"Hits\00", align 1
@_ZL3Log = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"Log\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i39.i = alloca ptr, align 4
  %other.addr.i40.i = alloca ptr, align 4
  %this.addr.i37.i = alloca ptr, align 4
  %this.addr.i34.i = alloca ptr, align 4
  %other.addr.i35.i = alloca ptr, align 4
  %this.addr.i32.i = alloca ptr, align 4
  %this.addr.i29.i = alloca ptr, align 4
  %other.addr.i30.i = alloca ptr, align 4
  %this.addr.i27.i = alloca ptr, align 4
  %this.addr.i24.i = alloca ptr, align 4
  %other.addr.i25.i = alloca ptr, align 4
  %this.addr.i22.i = alloca ptr, align 4
  %this.addr.i19.i = alloca ptr, align 4
  %other.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i8.i = alloca ptr, align 4
  %registerNo.addr.i9.i = alloca i32, align 4
  %spaceNo.addr.i10.i = alloca i32, align 4
  %range.addr.i11.i = alloca i32, align 4
  %index.addr.i12.i = alloca i32, align 4
  %name.addr.i13.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i14.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %registerNo.addr.i2.i = alloca i32, align 4
  %spaceNo.addr.i3.i = alloca i32, align 4
  %range.addr.i4.i = alloca i32, align 4
  %index.addr.i5.i = alloca i32, align 4
  %name.addr.i6.i = alloca ptr, align 4
  %tmp.i7.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::Buffer", align 4
  %this.addr.i10 = alloca ptr, align 4
  %Index.addr.i11 = alloca i32, align 4
  %this.addr.i7 = alloca ptr, align 4
  %Index.addr.i8 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL7Palette, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) poison, ptr %this1.i18.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL7Palette, ptr %this.addr.i15.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i19.i, align 4
  store ptr %6, ptr %other.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i19.i, align 4
  %7 = load ptr, ptr %other.addr.i20.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", <4 x float>, 0, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %8, ptr %this1.i21.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Hits, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store ptr %tmp.i7.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store ptr %this1.i23.i, ptr %this.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i27.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i28.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !8
  store ptr @_ZL4Hits, ptr %this.addr.i24.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i25.i, align 4
  %this1.i26.i = load ptr, ptr %this.addr.i24.i, align 4
  %15 = load ptr, ptr %other.addr.i25.i, align 4
  store ptr %this1.i26.i, ptr %this.addr.i29.i, align 4
  store ptr %15, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %16 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %17, ptr %this1.i31.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Log, ptr %result.ptr.i8.i, align 4, !noalias !11
  store i32 2, ptr %registerNo.addr.i9.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i10.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i11.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i12.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i13.i, align 4, !noalias !11
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !11
  store ptr %tmp.i14.i, ptr %this.addr.i32.i, align 4
  %this1.i33.i = load ptr, ptr %this.addr.i32.i, align 4
  store ptr %this1.i33.i, ptr %this.addr.i37.i, align 4
  %this1.i38.i = load ptr, ptr %this.addr.i37.i, align 4
  store target("dx.RawBuffer", <4 x float>, 1, 0) poison, ptr %this1.i38.i, align 4
  %18 = load i32, ptr %registerNo.addr.i9.i, align 4, !noalias !11
  %19 = load i32, ptr %spaceNo.addr.i10.i, align 4, !noalias !11
  %20 = load i32, ptr %range.addr.i11.i, align 4, !noalias !11
  %21 = load i32, ptr %index.addr.i12.i, align 4, !noalias !11
  %22 = load ptr, ptr %name.addr.i13.i, align 4, !noalias !11
  %23 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %23, ptr %tmp.i14.i, align 4, !noalias !11
  %24 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %tmp.i14.i, align 4, !noalias !11
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i14.i, i32 0, i32 1
  store target("dx.RawBuffer", <4 x float>, 1, 0) %24, ptr %__counter_handle.i.i, align 4, !noalias !11
  store ptr @_ZL3Log, ptr %this.addr.i34.i, align 4
  store ptr %tmp.i14.i, ptr %other.addr.i35.i, align 4
  %this1.i36.i = load ptr, ptr %this.addr.i34.i, align 4
  %25 = load ptr, ptr %other.addr.i35.i, align 4
  store ptr %this1.i36.i, ptr %this.addr.i39.i, align 4
  store ptr %25, ptr %other.addr.i40.i, align 4
  %this1.i41.i = load ptr, ptr %this.addr.i39.i, align 4
  %26 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !6, !align !7
  %27 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %26, align 4
  store target("dx.RawBuffer", <4 x float>, 1, 0) %27, ptr %this1.i41.i, align 4
  %28 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i42.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  %29 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %__counter_handle.i42.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i41.i, i32 0, i32 1
  store target("dx.RawBuffer", <4 x float>, 1, 0) %29, ptr %__counter_handle3.i.i, align 4
  store ptr @_ZL4Hits, ptr %this.addr.i4, align 4
  store i32 0, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %30 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i6, align 4
  %31 = load i32, ptr %Index.addr.i5, align 4
  %32 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %30, i32 %31)
  %33 = load i32, ptr %32, align 4
  %add.i = add i32 %33, 1
  store ptr @_ZL4Hits, ptr %this.addr.i1, align 4
  store i32 0, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %34 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i3, align 4
  %35 = load i32, ptr %Index.addr.i2, align 4
  %36 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %34, i32 %35)
  store i32 %add.i, ptr %36, align 4
  store ptr @_ZL7Palette, ptr %this.addr.i7, align 4
  store i32 3, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %37 = load target("dx.TypedBuffer", <4 x float>, 0, 0, 0), ptr %this1.i9, align 4
  %38 = load i32, ptr %Index.addr.i8, align 4
  %39 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %37, i32 %38)
  %40 = load <4 x float>, ptr %39, align 16
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %40, splat (float 5.000000e-01)
  store ptr @_ZL4Hits, ptr %this.addr.i, align 4
  store i32 1, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %41 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i, align 4
  %42 = load i32, ptr %Index.addr.i, align 4
  %43 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %41, i32 %42)
  %44 = load i32, ptr %43, align 4
  store ptr @_ZL3Log, ptr %this.addr.i10, align 4
  store i32 %44, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %45 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i12, align 4
  %46 = load i32, ptr %Index.addr.i11, align 4
  %47 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %45, i32 %46)
  store <4 x float> %mul.i, ptr %47, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { convergent noinline norecurse optnone "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
