; ModuleID = 'implicit_bindings.hlsl'
source_filename = "implicit_bindings.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::Buffer" = type { target("dx.TypedBuffer", float, 0, 0, 0) }
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }

@_ZL1A = internal global %"class.hlsl::Buffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::Buffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL1C = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@_ZL1D = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.6 = private unnamed_addr constant [2 x i8] c"D\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i49.i = alloca ptr, align 4
  %other.addr.i50.i = alloca ptr, align 4
  %this.addr.i47.i = alloca ptr, align 4
  %this.addr.i44.i = alloca ptr, align 4
  %other.addr.i45.i = alloca ptr, align 4
  %this.addr.i42.i = alloca ptr, align 4
  %this.addr.i39.i = alloca ptr, align 4
  %other.addr.i40.i = alloca ptr, align 4
  %this.addr.i37.i = alloca ptr, align 4
  %this.addr.i34.i = alloca ptr, align 4
  %other.addr.i35.i = alloca ptr, align 4
  %this.addr.i32.i = alloca ptr, align 4
  %this.addr.i29.i = alloca ptr, align 4
  %other.addr.i30.i = alloca ptr, align 4
  %this.addr.i26.i = alloca ptr, align 4
  %other.addr.i27.i = alloca ptr, align 4
  %this.addr.i24.i = alloca ptr, align 4
  %this.addr.i22.i = alloca ptr, align 4
  %this.addr.i19.i = alloca ptr, align 4
  %other.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i8.i = alloca ptr, align 4
  %orderId.addr.i9.i = alloca i32, align 4
  %spaceNo.addr.i10.i = alloca i32, align 4
  %range.addr.i11.i = alloca i32, align 4
  %index.addr.i12.i = alloca i32, align 4
  %name.addr.i13.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i14.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %orderId.addr.i2.i = alloca i32, align 4
  %spaceNo.addr.i3.i = alloca i32, align 4
  %range.addr.i4.i = alloca i32, align 4
  %index.addr.i5.i = alloca i32, align 4
  %name.addr.i6.i = alloca ptr, align 4
  %tmp.i7.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i.i = alloca ptr, align 4
  %orderId.addr.i.i.i = alloca i32, align 4
  %spaceNo.addr.i.i.i = alloca i32, align 4
  %range.addr.i.i.i = alloca i32, align 4
  %index.addr.i.i.i = alloca i32, align 4
  %name.addr.i.i.i = alloca ptr, align 4
  %tmp.i.i.i = alloca %"class.hlsl::Buffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %orderId.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::Buffer", align 4
  %this.addr.i7 = alloca ptr, align 4
  %Index.addr.i8 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %orderId.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) poison, ptr %this1.i23.i, align 4
  %0 = load i32, ptr %orderId.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 %0, i32 %1, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 0, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL1A, ptr %this.addr.i19.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i19.i, align 4
  %6 = load ptr, ptr %other.addr.i20.i, align 4
  store ptr %this1.i21.i, ptr %this.addr.i26.i, align 4
  store ptr %6, ptr %other.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i26.i, align 4
  %7 = load ptr, ptr %other.addr.i27.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) %8, ptr %this1.i28.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %result.ptr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %orderId.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !8
  store ptr %tmp.i.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i24.i, align 4
  %this1.i25.i = load ptr, ptr %this.addr.i24.i, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) poison, ptr %this1.i25.i, align 4
  %9 = load i32, ptr %orderId.addr.i.i.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 %9, i32 %10, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", float, 0, 0, 0) %14, ptr %tmp.i.i.i, align 4, !noalias !8
  store ptr @_ZL1B, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i18.i, ptr %this.addr.i29.i, align 4
  store ptr %15, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %16 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) %17, ptr %this1.i31.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL1C, ptr %result.ptr.i1.i, align 4, !noalias !11
  store i32 2, ptr %orderId.addr.i2.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i6.i, align 4, !noalias !11
  store ptr %tmp.i7.i, ptr %this.addr.i32.i, align 4
  %this1.i33.i = load ptr, ptr %this.addr.i32.i, align 4
  store ptr %this1.i33.i, ptr %this.addr.i37.i, align 4
  %this1.i38.i = load ptr, ptr %this.addr.i37.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i38.i, align 4
  %18 = load i32, ptr %orderId.addr.i2.i, align 4, !noalias !11
  %19 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !11
  %20 = load i32, ptr %range.addr.i4.i, align 4, !noalias !11
  %21 = load i32, ptr %index.addr.i5.i, align 4, !noalias !11
  %22 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !11
  %23 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 %18, i32 %19, i32 %20, i32 %21, ptr %22)
  store target("dx.TypedBuffer", float, 1, 0, 0) %23, ptr %tmp.i7.i, align 4, !noalias !11
  store ptr @_ZL1C, ptr %this.addr.i34.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i35.i, align 4
  %this1.i36.i = load ptr, ptr %this.addr.i34.i, align 4
  %24 = load ptr, ptr %other.addr.i35.i, align 4
  store ptr %this1.i36.i, ptr %this.addr.i39.i, align 4
  store ptr %24, ptr %other.addr.i40.i, align 4
  %this1.i41.i = load ptr, ptr %this.addr.i39.i, align 4
  %25 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !6, !align !7
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %25, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %26, ptr %this1.i41.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL1D, ptr %result.ptr.i8.i, align 4, !noalias !14
  store i32 3, ptr %orderId.addr.i9.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i10.i, align 4, !noalias !14
  store i32 1, ptr %range.addr.i11.i, align 4, !noalias !14
  store i32 0, ptr %index.addr.i12.i, align 4, !noalias !14
  store ptr @.str.6, ptr %name.addr.i13.i, align 4, !noalias !14
  store i32 4, ptr %counterOrderId.addr.i.i, align 4, !noalias !14
  store ptr %tmp.i14.i, ptr %this.addr.i42.i, align 4
  %this1.i43.i = load ptr, ptr %this.addr.i42.i, align 4
  store ptr %this1.i43.i, ptr %this.addr.i47.i, align 4
  %this1.i48.i = load ptr, ptr %this.addr.i47.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i48.i, align 4
  %27 = load i32, ptr %orderId.addr.i9.i, align 4, !noalias !14
  %28 = load i32, ptr %spaceNo.addr.i10.i, align 4, !noalias !14
  %29 = load i32, ptr %range.addr.i11.i, align 4, !noalias !14
  %30 = load i32, ptr %index.addr.i12.i, align 4, !noalias !14
  %31 = load ptr, ptr %name.addr.i13.i, align 4, !noalias !14
  %32 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i32_1_0t(i32 %27, i32 %28, i32 %29, i32 %30, ptr %31)
  store target("dx.RawBuffer", i32, 1, 0) %32, ptr %tmp.i14.i, align 4, !noalias !14
  %33 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i14.i, align 4, !noalias !14
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i14.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %33, ptr %__counter_handle.i.i, align 4, !noalias !14
  store ptr @_ZL1D, ptr %this.addr.i44.i, align 4
  store ptr %tmp.i14.i, ptr %other.addr.i45.i, align 4
  %this1.i46.i = load ptr, ptr %this.addr.i44.i, align 4
  %34 = load ptr, ptr %other.addr.i45.i, align 4
  store ptr %this1.i46.i, ptr %this.addr.i49.i, align 4
  store ptr %34, ptr %other.addr.i50.i, align 4
  %this1.i51.i = load ptr, ptr %this.addr.i49.i, align 4
  %35 = load ptr, ptr %other.addr.i50.i, align 4, !nonnull !6, !align !7
  %36 = load target("dx.RawBuffer", i32, 1, 0), ptr %35, align 4
  store target("dx.RawBuffer", i32, 1, 0) %36, ptr %this1.i51.i, align 4
  %37 = load ptr, ptr %other.addr.i50.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i52.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %37, i32 0, i32 1
  %38 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i52.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i51.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %38, ptr %__counter_handle3.i.i, align 4
  %39 = call i32 @llvm.dx.thread.id(i32 0)
  %40 = insertelement <3 x i32> poison, i32 %39, i64 0
  %41 = call i32 @llvm.dx.thread.id(i32 1)
  %42 = insertelement <3 x i32> %40, i32 %41, i64 1
  %43 = call i32 @llvm.dx.thread.id(i32 2)
  %44 = insertelement <3 x i32> %42, i32 %43, i64 2
  store <3 x i32> %44, ptr %tid.addr.i, align 16
  %45 = load <3 x i32>, ptr %tid.addr.i, align 16
  %46 = extractelement <3 x i32> %45, i32 0
  store ptr @_ZL1A, ptr %this.addr.i1, align 4
  store i32 %46, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %47 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %this1.i3, align 4
  %48 = load i32, ptr %Index.addr.i2, align 4
  %49 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %47, i32 %48)
  %50 = load float, ptr %49, align 4
  %51 = load <3 x i32>, ptr %tid.addr.i, align 16
  %52 = extractelement <3 x i32> %51, i32 0
  store ptr @_ZL1B, ptr %this.addr.i, align 4
  store i32 %52, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %53 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %this1.i, align 4
  %54 = load i32, ptr %Index.addr.i, align 4
  %55 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %53, i32 %54)
  %56 = load float, ptr %55, align 4
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %50, %56
  %57 = load <3 x i32>, ptr %tid.addr.i, align 16
  %58 = extractelement <3 x i32> %57, i32 0
  store ptr @_ZL1C, ptr %this.addr.i4, align 4
  store i32 %58, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %59 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i6, align 4
  %60 = load i32, ptr %Index.addr.i5, align 4
  %61 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %59, i32 %60)
  store float %mul.i, ptr %61, align 4
  %62 = load <3 x i32>, ptr %tid.addr.i, align 16
  %63 = extractelement <3 x i32> %62, i32 0
  %64 = load <3 x i32>, ptr %tid.addr.i, align 16
  %65 = extractelement <3 x i32> %64, i32 0
  store ptr @_ZL1D, ptr %this.addr.i7, align 4
  store i32 %65, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %66 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i9, align 4
  %67 = load i32, ptr %Index.addr.i8, align 4
  %68 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %66, i32 %67)
  store i32 %63, ptr %68, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIjE46__createFromImplicitBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIjE46__createFromImplicitBindingWithImplicitCounterEjjijPKcj"}
