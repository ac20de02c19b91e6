; ModuleID = 'structured_wide.hlsl'
source_filename = "structured_wide.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", %struct.Wide, 1, 0), target("dx.RawBuffer", %struct.Wide, 1, 0) }
%struct.Wide = type <{ i32, i64, double }>
%"class.hlsl::RWStructuredBuffer.0" = type { target("dx.RawBuffer", %struct.Halfs, 1, 0), target("dx.RawBuffer", %struct.Halfs, 1, 0) }
%struct.Halfs = type <{ float, double }>
%"class.hlsl::RWStructuredBuffer.1" = type { target("dx.RawBuffer", %struct.Arr, 1, 0), target("dx.RawBuffer", %struct.Arr, 1, 0) }
%struct.Arr = type <{ i32, [2 x i64] }>
%"class.hlsl::RWStructuredBuffer.2" = type { target("dx.RawBuffer", double, 1, 0), target("dx.RawBuffer", double, 1, 0) }

@_ZL5Wides = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [6 x i8] c"Wides\00", align 1
@_ZL5Mixed = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 4
@.str.2 = private unnamed_addr constant [6 x i8] c"Mixed\00", align 1
@_ZL6Arrays = internal global %"class.hlsl::RWStructuredBuffer.1" poison, align 4
@.str.4 = private unnamed_addr constant [7 x i8] c"Arrays\00", align 1
@_ZL7Doubles = internal global %"class.hlsl::RWStructuredBuffer.2" poison, align 4
@.str.6 = private unnamed_addr constant [8 x i8] c"Doubles\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i67.i = alloca ptr, align 4
  %other.addr.i68.i = alloca ptr, align 4
  %this.addr.i65.i = alloca ptr, align 4
  %this.addr.i62.i = alloca ptr, align 4
  %other.addr.i63.i = alloca ptr, align 4
  %this.addr.i60.i = alloca ptr, align 4
  %this.addr.i55.i = alloca ptr, align 4
  %other.addr.i56.i = alloca ptr, align 4
  %this.addr.i53.i = alloca ptr, align 4
  %this.addr.i50.i = alloca ptr, align 4
  %other.addr.i51.i = alloca ptr, align 4
  %this.addr.i48.i = alloca ptr, align 4
  %this.addr.i43.i = alloca ptr, align 4
  %other.addr.i44.i = alloca ptr, align 4
  %this.addr.i41.i = alloca ptr, align 4
  %this.addr.i38.i = alloca ptr, align 4
  %other.addr.i39.i = alloca ptr, align 4
  %this.addr.i36.i = alloca ptr, align 4
  %this.addr.i32.i = alloca ptr, align 4
  %other.addr.i33.i = alloca ptr, align 4
  %this.addr.i30.i = alloca ptr, align 4
  %this.addr.i28.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i19.i = alloca ptr, align 4
  %registerNo.addr.i20.i = alloca i32, align 4
  %spaceNo.addr.i21.i = alloca i32, align 4
  %range.addr.i22.i = alloca i32, align 4
  %index.addr.i23.i = alloca i32, align 4
  %name.addr.i24.i = alloca ptr, align 4
  %counterOrderId.addr.i25.i = alloca i32, align 4
  %tmp.i26.i = alloca %"class.hlsl::RWStructuredBuffer.2", align 4
  %result.ptr.i10.i = alloca ptr, align 4
  %registerNo.addr.i11.i = alloca i32, align 4
  %spaceNo.addr.i12.i = alloca i32, align 4
  %range.addr.i13.i = alloca i32, align 4
  %index.addr.i14.i = alloca i32, align 4
  %name.addr.i15.i = alloca ptr, align 4
  %counterOrderId.addr.i16.i = alloca i32, align 4
  %tmp.i17.i = alloca %"class.hlsl::RWStructuredBuffer.1", align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %registerNo.addr.i2.i = alloca i32, align 4
  %spaceNo.addr.i3.i = alloca i32, align 4
  %range.addr.i4.i = alloca i32, align 4
  %index.addr.i5.i = alloca i32, align 4
  %name.addr.i6.i = alloca ptr, align 4
  %counterOrderId.addr.i7.i = alloca i32, align 4
  %tmp.i8.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i28 = alloca ptr, align 4
  %Index.addr.i29 = alloca i32, align 4
  %this.addr.i25 = alloca ptr, align 4
  %Index.addr.i26 = alloca i32, align 4
  %this.addr.i22 = alloca ptr, align 4
  %Index.addr.i23 = alloca i32, align 4
  %this.addr.i19 = alloca ptr, align 4
  %Index.addr.i20 = alloca i32, align 4
  %this.addr.i16 = alloca ptr, align 4
  %Index.addr.i17 = alloca i32, align 4
  %this.addr.i13 = alloca ptr, align 4
  %Index.addr.i14 = alloca i32, align 4
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
  %tid.addr.i = alloca <3 x i32>, align 16
  %i.i = alloca i32, align 4
  %w.i = alloca %struct.Wide, align 1
  %j.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL5Wides, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i30.i, align 4
  store target("dx.RawBuffer", %struct.Wide, 1, 0) poison, ptr %this1.i31.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", %struct.Wide, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Wides_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", %struct.Wide, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Wide, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL5Wides, ptr %this.addr.i28.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i29.i = load ptr, ptr %this.addr.i28.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i29.i, ptr %this.addr.i32.i, align 4
  store ptr %7, ptr %other.addr.i33.i, align 4
  %this1.i34.i = load ptr, ptr %this.addr.i32.i, align 4
  %8 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", %struct.Wide, 1, 0) %9, ptr %this1.i34.i, align 4
  %10 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i35.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %__counter_handle.i35.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i34.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Wide, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL5Mixed, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store i32 1, ptr %counterOrderId.addr.i7.i, align 4, !noalias !8
  store ptr %tmp.i8.i, ptr %this.addr.i36.i, align 4
  %this1.i37.i = load ptr, ptr %this.addr.i36.i, align 4
  store ptr %this1.i37.i, ptr %this.addr.i41.i, align 4
  %this1.i42.i = load ptr, ptr %this.addr.i41.i, align 4
  store target("dx.RawBuffer", %struct.Halfs, 1, 0) poison, ptr %this1.i42.i, align 4
  %12 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %13 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %14 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %15 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %16 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %17 = call target("dx.RawBuffer", %struct.Halfs, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Halfss_1_0t(i32 %13, i32 %12, i32 %14, i32 %15, ptr %16)
  store target("dx.RawBuffer", %struct.Halfs, 1, 0) %17, ptr %tmp.i8.i, align 4, !noalias !8
  %18 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %tmp.i8.i, align 4, !noalias !8
  %__counter_handle.i9.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i8.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Halfs, 1, 0) %18, ptr %__counter_handle.i9.i, align 4, !noalias !8
  store ptr @_ZL5Mixed, ptr %this.addr.i38.i, align 4
  store ptr %tmp.i8.i, ptr %other.addr.i39.i, align 4
  %this1.i40.i = load ptr, ptr %this.addr.i38.i, align 4
  %19 = load ptr, ptr %other.addr.i39.i, align 4
  store ptr %this1.i40.i, ptr %this.addr.i43.i, align 4
  store ptr %19, ptr %other.addr.i44.i, align 4
  %this1.i45.i = load ptr, ptr %this.addr.i43.i, align 4
  %20 = load ptr, ptr %other.addr.i44.i, align 4, !nonnull !6, !align !7
  %21 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %20, align 4
  store target("dx.RawBuffer", %struct.Halfs, 1, 0) %21, ptr %this1.i45.i, align 4
  %22 = load ptr, ptr %other.addr.i44.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i46.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %22, i32 0, i32 1
  %23 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %__counter_handle.i46.i, align 4
  %__counter_handle3.i47.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i45.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Halfs, 1, 0) %23, ptr %__counter_handle3.i47.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL6Arrays, ptr %result.ptr.i10.i, align 4, !noalias !11
  store i32 2, ptr %registerNo.addr.i11.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i12.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i13.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i14.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i15.i, align 4, !noalias !11
  store i32 2, ptr %counterOrderId.addr.i16.i, align 4, !noalias !11
  store ptr %tmp.i17.i, ptr %this.addr.i48.i, align 4
  %this1.i49.i = load ptr, ptr %this.addr.i48.i, align 4
  store ptr %this1.i49.i, ptr %this.addr.i53.i, align 4
  %this1.i54.i = load ptr, ptr %this.addr.i53.i, align 4
  store target("dx.RawBuffer", %struct.Arr, 1, 0) poison, ptr %this1.i54.i, align 4
  %24 = load i32, ptr %registerNo.addr.i11.i, align 4, !noalias !11
  %25 = load i32, ptr %spaceNo.addr.i12.i, align 4, !noalias !11
  %26 = load i32, ptr %range.addr.i13.i, align 4, !noalias !11
  %27 = load i32, ptr %index.addr.i14.i, align 4, !noalias !11
  %28 = load ptr, ptr %name.addr.i15.i, align 4, !noalias !11
  %29 = call target("dx.RawBuffer", %struct.Arr, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Arrs_1_0t(i32 %25, i32 %24, i32 %26, i32 %27, ptr %28)
  store target("dx.RawBuffer", %struct.Arr, 1, 0) %29, ptr %tmp.i17.i, align 4, !noalias !11
  %30 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %tmp.i17.i, align 4, !noalias !11
  %__counter_handle.i18.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %tmp.i17.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Arr, 1, 0) %30, ptr %__counter_handle.i18.i, align 4, !noalias !11
  store ptr @_ZL6Arrays, ptr %this.addr.i50.i, align 4
  store ptr %tmp.i17.i, ptr %other.addr.i51.i, align 4
  %this1.i52.i = load ptr, ptr %this.addr.i50.i, align 4
  %31 = load ptr, ptr %other.addr.i51.i, align 4
  store ptr %this1.i52.i, ptr %this.addr.i55.i, align 4
  store ptr %31, ptr %other.addr.i56.i, align 4
  %this1.i57.i = load ptr, ptr %this.addr.i55.i, align 4
  %32 = load ptr, ptr %other.addr.i56.i, align 4, !nonnull !6, !align !7
  %33 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %32, align 4
  store target("dx.RawBuffer", %struct.Arr, 1, 0) %33, ptr %this1.i57.i, align 4
  %34 = load ptr, ptr %other.addr.i56.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i58.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %34, i32 0, i32 1
  %35 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %__counter_handle.i58.i, align 4
  %__counter_handle3.i59.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.1", ptr %this1.i57.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Arr, 1, 0) %35, ptr %__counter_handle3.i59.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL7Doubles, ptr %result.ptr.i19.i, align 4, !noalias !14
  store i32 3, ptr %registerNo.addr.i20.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i21.i, align 4, !noalias !14
  store i32 1, ptr %range.addr.i22.i, align 4, !noalias !14
  store i32 0, ptr %index.addr.i23.i, align 4, !noalias !14
  store ptr @.str.6, ptr %name.addr.i24.i, align 4, !noalias !14
  store i32 3, ptr %counterOrderId.addr.i25.i, align 4, !noalias !14
  store ptr %tmp.i26.i, ptr %this.addr.i60.i, align 4
  %this1.i61.i = load ptr, ptr %this.addr.i60.i, align 4
  store ptr %this1.i61.i, ptr %this.addr.i65.i, align 4
  %this1.i66.i = load ptr, ptr %this.addr.i65.i, align 4
  store target("dx.RawBuffer", double, 1, 0) poison, ptr %this1.i66.i, align 4
  %36 = load i32, ptr %registerNo.addr.i20.i, align 4, !noalias !14
  %37 = load i32, ptr %spaceNo.addr.i21.i, align 4, !noalias !14
  %38 = load i32, ptr %range.addr.i22.i, align 4, !noalias !14
  %39 = load i32, ptr %index.addr.i23.i, align 4, !noalias !14
  %40 = load ptr, ptr %name.addr.i24.i, align 4, !noalias !14
  %41 = call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32 %37, i32 %36, i32 %38, i32 %39, ptr %40)
  store target("dx.RawBuffer", double, 1, 0) %41, ptr %tmp.i26.i, align 4, !noalias !14
  %42 = load target("dx.RawBuffer", double, 1, 0), ptr %tmp.i26.i, align 4, !noalias !14
  %__counter_handle.i27.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %tmp.i26.i, i32 0, i32 1
  store target("dx.RawBuffer", double, 1, 0) %42, ptr %__counter_handle.i27.i, align 4, !noalias !14
  store ptr @_ZL7Doubles, ptr %this.addr.i62.i, align 4
  store ptr %tmp.i26.i, ptr %other.addr.i63.i, align 4
  %this1.i64.i = load ptr, ptr %this.addr.i62.i, align 4
  %43 = load ptr, ptr %other.addr.i63.i, align 4
  store ptr %this1.i64.i, ptr %this.addr.i67.i, align 4
  store ptr %43, ptr %other.addr.i68.i, align 4
  %this1.i69.i = load ptr, ptr %this.addr.i67.i, align 4
  %44 = load ptr, ptr %other.addr.i68.i, align 4, !nonnull !6, !align !7
  %45 = load target("dx.RawBuffer", double, 1, 0), ptr %44, align 4
  store target("dx.RawBuffer", double, 1, 0) %45, ptr %this1.i69.i, align 4
  %46 = load ptr, ptr %other.addr.i68.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i70.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %46, i32 0, i32 1
  %47 = load target("dx.RawBuffer", double, 1, 0), ptr %__counter_handle.i70.i, align 4
  %__counter_handle3.i71.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.2", ptr %this1.i69.i, i32 0, i32 1
  store target("dx.RawBuffer", double, 1, 0) %47, ptr %__counter_handle3.i71.i, align 4
  %48 = call i32 @llvm.dx.thread.id(i32 0)
  %49 = insertelement <3 x i32> poison, i32 %48, i64 0
  %50 = call i32 @llvm.dx.thread.id(i32 1)
  %51 = insertelement <3 x i32> %49, i32 %50, i64 1
  %52 = call i32 @llvm.dx.thread.id(i32 2)
  %53 = insertelement <3 x i32> %51, i32 %52, i64 2
  store <3 x i32> %53, ptr %tid.addr.i, align 16
  %54 = load <3 x i32>, ptr %tid.addr.i, align 16
  %55 = extractelement <3 x i32> %54, i32 0
  store i32 %55, ptr %i.i, align 4
  %56 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Wides, ptr %this.addr.i4, align 4
  store i32 %56, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %57 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %this1.i6, align 4
  %58 = load i32, ptr %Index.addr.i5, align 4
  %59 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0) %57, i32 %58)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %w.i, ptr align 1 %59, i32 20, i1 false)
  %b.i = getelementptr inbounds nuw %struct.Wide, ptr %w.i, i32 0, i32 1
  %60 = load i64, ptr %b.i, align 1
  %mul.i = mul i64 %60, 3
  %61 = load i32, ptr %i.i, align 4
  %conv.i = zext i32 %61 to i64
  %add.i = add i64 %mul.i, %conv.i
  %62 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Wides, ptr %this.addr.i1, align 4
  store i32 %62, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %63 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %this1.i3, align 4
  %64 = load i32, ptr %Index.addr.i2, align 4
  %65 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0) %63, i32 %64)
  %b2.i = getelementptr inbounds nuw %struct.Wide, ptr %65, i32 0, i32 1
  store i64 %add.i, ptr %b2.i, align 1
  %c.i = getelementptr inbounds nuw %struct.Wide, ptr %w.i, i32 0, i32 2
  %66 = load double, ptr %c.i, align 1
  %67 = load i32, ptr %w.i, align 1
  %conv3.i = uitofp i32 %67 to double
  %add4.i = fadd reassoc nnan ninf nsz arcp afn double %66, %conv3.i
  %68 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Wides, ptr %this.addr.i, align 4
  store i32 %68, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %69 = load target("dx.RawBuffer", %struct.Wide, 1, 0), ptr %this1.i, align 4
  %70 = load i32, ptr %Index.addr.i, align 4
  %71 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0) %69, i32 %70)
  %c6.i = getelementptr inbounds nuw %struct.Wide, ptr %71, i32 0, i32 2
  store double %add4.i, ptr %c6.i, align 1
  %72 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Mixed, ptr %this.addr.i13, align 4
  store i32 %72, ptr %Index.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %73 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %this1.i15, align 4
  %74 = load i32, ptr %Index.addr.i14, align 4
  %75 = call noundef nonnull align 1 dereferenceable(12) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0) %73, i32 %74)
  %d.i = getelementptr inbounds nuw %struct.Halfs, ptr %75, i32 0, i32 1
  %76 = load double, ptr %d.i, align 1
  %mul8.i = fmul reassoc nnan ninf nsz arcp afn double %76, 2.000000e+00
  %77 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Mixed, ptr %this.addr.i10, align 4
  store i32 %77, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %78 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %this1.i12, align 4
  %79 = load i32, ptr %Index.addr.i11, align 4
  %80 = call noundef nonnull align 1 dereferenceable(12) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0) %78, i32 %79)
  %81 = load float, ptr %80, align 1
  %conv10.i = fpext reassoc nnan ninf nsz arcp afn float %81 to double
  %add11.i = fadd reassoc nnan ninf nsz arcp afn double %mul8.i, %conv10.i
  %82 = load i32, ptr %i.i, align 4
  store ptr @_ZL5Mixed, ptr %this.addr.i7, align 4
  store i32 %82, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %83 = load target("dx.RawBuffer", %struct.Halfs, 1, 0), ptr %this1.i9, align 4
  %84 = load i32, ptr %Index.addr.i8, align 4
  %85 = call noundef nonnull align 1 dereferenceable(12) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0) %83, i32 %84)
  %d13.i = getelementptr inbounds nuw %struct.Halfs, ptr %85, i32 0, i32 1
  store double %add11.i, ptr %d13.i, align 1
  %86 = load i32, ptr %i.i, align 4
  store ptr @_ZL6Arrays, ptr %this.addr.i22, align 4
  store i32 %86, ptr %Index.addr.i23, align 4
  %this1.i24 = load ptr, ptr %this.addr.i22, align 4
  %87 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %this1.i24, align 4
  %88 = load i32, ptr %Index.addr.i23, align 4
  %89 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0) %87, i32 %88)
  %90 = load i32, ptr %89, align 1
  %and.i = and i32 %90, 1
  store i32 %and.i, ptr %j.i, align 4
  %91 = load i32, ptr %i.i, align 4
  store ptr @_ZL6Arrays, ptr %this.addr.i19, align 4
  store i32 %91, ptr %Index.addr.i20, align 4
  %this1.i21 = load ptr, ptr %this.addr.i19, align 4
  %92 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %this1.i21, align 4
  %93 = load i32, ptr %Index.addr.i20, align 4
  %94 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0) %92, i32 %93)
  %w16.i = getelementptr inbounds nuw %struct.Arr, ptr %94, i32 0, i32 1
  %95 = load i32, ptr %j.i, align 4
  %xor.i = xor i32 %95, 1
  %arrayidx.i = getelementptr inbounds nuw [2 x i64], ptr %w16.i, i32 0, i32 %xor.i
  %96 = load i64, ptr %arrayidx.i, align 1
  %add17.i = add i64 %96, 7
  %97 = load i32, ptr %i.i, align 4
  store ptr @_ZL6Arrays, ptr %this.addr.i16, align 4
  store i32 %97, ptr %Index.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i16, align 4
  %98 = load target("dx.RawBuffer", %struct.Arr, 1, 0), ptr %this1.i18, align 4
  %99 = load i32, ptr %Index.addr.i17, align 4
  %100 = call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0) %98, i32 %99)
  %w19.i = getelementptr inbounds nuw %struct.Arr, ptr %100, i32 0, i32 1
  %101 = load i32, ptr %j.i, align 4
  %arrayidx20.i = getelementptr inbounds nuw [2 x i64], ptr %w19.i, i32 0, i32 %101
  store i64 %add17.i, ptr %arrayidx20.i, align 1
  %102 = load i32, ptr %i.i, align 4
  store ptr @_ZL7Doubles, ptr %this.addr.i28, align 4
  store i32 %102, ptr %Index.addr.i29, align 4
  %this1.i30 = load ptr, ptr %this.addr.i28, align 4
  %103 = load target("dx.RawBuffer", double, 1, 0), ptr %this1.i30, align 4
  %104 = load i32, ptr %Index.addr.i29, align 4
  %105 = call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %103, i32 %104)
  %106 = load double, ptr %105, align 8
  %c22.i = getelementptr inbounds nuw %struct.Wide, ptr %w.i, i32 0, i32 2
  %107 = load double, ptr %c22.i, align 1
  %add23.i = fadd reassoc nnan ninf nsz arcp afn double %106, %107
  %108 = load i32, ptr %i.i, align 4
  store ptr @_ZL7Doubles, ptr %this.addr.i25, align 4
  store i32 %108, ptr %Index.addr.i26, align 4
  %this1.i27 = load ptr, ptr %this.addr.i25, align 4
  %109 = load target("dx.RawBuffer", double, 1, 0), ptr %this1.i27, align 4
  %110 = load i32, ptr %Index.addr.i26, align 4
  %111 = call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %109, i32 %110)
  store double %add23.i, ptr %111, align 8
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Wide, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Wides_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Halfs, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Halfss_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Arr, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Arrs_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Wides_1_0t(target("dx.RawBuffer", %struct.Wide, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Halfss_1_0t(target("dx.RawBuffer", %struct.Halfs, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Arrs_1_0t(target("dx.RawBuffer", %struct.Arr, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferI4WideE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferI4WideE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferI5HalfsE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferI5HalfsE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferI3ArrE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferI3ArrE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferIdE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferIdE38__createFromBindingWithImplicitCounterEjjijPKcj"}
