; ModuleID = 'mixed_bindings.hlsl'
source_filename = "mixed_bindings.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%"class.hlsl::Buffer" = type { target("dx.TypedBuffer", float, 0, 0, 0) }

@_ZL1X = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"X\00", align 1
@_ZL1Y = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@_ZL1Z = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"Z\00", align 1
@_ZL1W = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.6 = private unnamed_addr constant [2 x i8] c"W\00", align 1
@_ZL1S = internal global %"class.hlsl::Buffer" poison, align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"S\00", align 1
@_ZL1T = internal global %"class.hlsl::Buffer" poison, align 4
@.str.10 = private unnamed_addr constant [2 x i8] c"T\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i81.i = alloca ptr, align 4
  %other.addr.i82.i = alloca ptr, align 4
  %this.addr.i78.i = alloca ptr, align 4
  %other.addr.i79.i = alloca ptr, align 4
  %this.addr.i76.i = alloca ptr, align 4
  %this.addr.i74.i = alloca ptr, align 4
  %this.addr.i71.i = alloca ptr, align 4
  %other.addr.i72.i = alloca ptr, align 4
  %this.addr.i68.i = alloca ptr, align 4
  %other.addr.i69.i = alloca ptr, align 4
  %this.addr.i66.i = alloca ptr, align 4
  %this.addr.i64.i = alloca ptr, align 4
  %this.addr.i61.i = alloca ptr, align 4
  %other.addr.i62.i = alloca ptr, align 4
  %this.addr.i58.i = alloca ptr, align 4
  %other.addr.i59.i = alloca ptr, align 4
  %this.addr.i55.i = alloca ptr, align 4
  %other.addr.i56.i = alloca ptr, align 4
  %this.addr.i52.i = alloca ptr, align 4
  %other.addr.i53.i = alloca ptr, align 4
  %this.addr.i50.i = alloca ptr, align 4
  %this.addr.i48.i = alloca ptr, align 4
  %this.addr.i46.i = alloca ptr, align 4
  %this.addr.i44.i = alloca ptr, align 4
  %this.addr.i41.i = alloca ptr, align 4
  %other.addr.i42.i = alloca ptr, align 4
  %this.addr.i38.i = alloca ptr, align 4
  %other.addr.i39.i = alloca ptr, align 4
  %this.addr.i35.i = alloca ptr, align 4
  %other.addr.i36.i = alloca ptr, align 4
  %this.addr.i33.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i31.i = alloca ptr, align 4
  %this.addr.i29.i = alloca ptr, align 4
  %this.addr.i27.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i20.i = alloca ptr, align 4
  %orderId.addr.i21.i = alloca i32, align 4
  %spaceNo.addr.i22.i = alloca i32, align 4
  %range.addr.i23.i = alloca i32, align 4
  %index.addr.i24.i = alloca i32, align 4
  %name.addr.i25.i = alloca ptr, align 4
  %tmp.i26.i = alloca %"class.hlsl::Buffer", align 4
  %result.ptr.i13.i = alloca ptr, align 4
  %registerNo.addr.i14.i = alloca i32, align 4
  %spaceNo.addr.i15.i = alloca i32, align 4
  %range.addr.i16.i = alloca i32, align 4
  %index.addr.i17.i = alloca i32, align 4
  %name.addr.i18.i = alloca ptr, align 4
  %tmp.i19.i = alloca %"class.hlsl::Buffer", align 4
  %result.ptr.i.i7.i = alloca ptr, align 4
  %orderId.addr.i.i.i = alloca i32, align 4
  %spaceNo.addr.i.i8.i = alloca i32, align 4
  %range.addr.i.i9.i = alloca i32, align 4
  %index.addr.i.i10.i = alloca i32, align 4
  %name.addr.i.i11.i = alloca ptr, align 4
  %tmp.i.i12.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i.i = alloca ptr, align 4
  %registerNo.addr.i.i.i = alloca i32, align 4
  %spaceNo.addr.i.i.i = alloca i32, align 4
  %range.addr.i.i.i = alloca i32, align 4
  %index.addr.i.i.i = alloca i32, align 4
  %name.addr.i.i.i = alloca ptr, align 4
  %tmp.i.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %orderId.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i2.i = alloca i32, align 4
  %range.addr.i3.i = alloca i32, align 4
  %index.addr.i4.i = alloca i32, align 4
  %name.addr.i5.i = alloca ptr, align 4
  %tmp.i6.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
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
  %s.i = alloca float, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1X, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 1, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i31.i, align 4
  %this1.i32.i = load ptr, ptr %this.addr.i31.i, align 4
  store ptr %this1.i32.i, ptr %this.addr.i44.i, align 4
  %this1.i45.i = load ptr, ptr %this.addr.i44.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i45.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL1X, ptr %this.addr.i41.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i42.i, align 4
  %this1.i43.i = load ptr, ptr %this.addr.i41.i, align 4
  %6 = load ptr, ptr %other.addr.i42.i, align 4
  store ptr %this1.i43.i, ptr %this.addr.i52.i, align 4
  store ptr %6, ptr %other.addr.i53.i, align 4
  %this1.i54.i = load ptr, ptr %this.addr.i52.i, align 4
  %7 = load ptr, ptr %other.addr.i53.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i54.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1Y, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 0, ptr %orderId.addr.i.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i2.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i3.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i4.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i5.i, align 4, !noalias !8
  store ptr %tmp.i6.i, ptr %this.addr.i29.i, align 4
  %this1.i30.i = load ptr, ptr %this.addr.i29.i, align 4
  store ptr %this1.i30.i, ptr %this.addr.i46.i, align 4
  %this1.i47.i = load ptr, ptr %this.addr.i46.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i47.i, align 4
  %9 = load i32, ptr %orderId.addr.i.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i2.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i3.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i4.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i5.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 %9, i32 %10, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", float, 1, 0, 0) %14, ptr %tmp.i6.i, align 4, !noalias !8
  store ptr @_ZL1Y, ptr %this.addr.i38.i, align 4
  store ptr %tmp.i6.i, ptr %other.addr.i39.i, align 4
  %this1.i40.i = load ptr, ptr %this.addr.i38.i, align 4
  %15 = load ptr, ptr %other.addr.i39.i, align 4
  store ptr %this1.i40.i, ptr %this.addr.i55.i, align 4
  store ptr %15, ptr %other.addr.i56.i, align 4
  %this1.i57.i = load ptr, ptr %this.addr.i55.i, align 4
  %16 = load ptr, ptr %other.addr.i56.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %17, ptr %this1.i57.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL1Z, ptr %result.ptr.i.i.i, align 4, !noalias !11
  store i32 0, ptr %registerNo.addr.i.i.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i.i.i, align 4, !noalias !11
  store ptr %tmp.i.i.i, ptr %this.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i27.i, align 4
  store ptr %this1.i28.i, ptr %this.addr.i48.i, align 4
  %this1.i49.i = load ptr, ptr %this.addr.i48.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i49.i, align 4
  %18 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !11
  %19 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !11
  %20 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !11
  %21 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !11
  %22 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !11
  %23 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.TypedBuffer", float, 1, 0, 0) %23, ptr %tmp.i.i.i, align 4, !noalias !11
  store ptr @_ZL1Z, ptr %this.addr.i35.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i36.i, align 4
  %this1.i37.i = load ptr, ptr %this.addr.i35.i, align 4
  %24 = load ptr, ptr %other.addr.i36.i, align 4
  store ptr %this1.i37.i, ptr %this.addr.i58.i, align 4
  store ptr %24, ptr %other.addr.i59.i, align 4
  %this1.i60.i = load ptr, ptr %this.addr.i58.i, align 4
  %25 = load ptr, ptr %other.addr.i59.i, align 4, !nonnull !6, !align !7
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %25, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %26, ptr %this1.i60.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL1W, ptr %result.ptr.i.i7.i, align 4, !noalias !14
  store i32 1, ptr %orderId.addr.i.i.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i.i8.i, align 4, !noalias !14
  store i32 1, ptr %range.addr.i.i9.i, align 4, !noalias !14
  store i32 0, ptr %index.addr.i.i10.i, align 4, !noalias !14
  store ptr @.str.6, ptr %name.addr.i.i11.i, align 4, !noalias !14
  store ptr %tmp.i.i12.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i50.i, align 4
  %this1.i51.i = load ptr, ptr %this.addr.i50.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i51.i, align 4
  %27 = load i32, ptr %orderId.addr.i.i.i, align 4, !noalias !14
  %28 = load i32, ptr %spaceNo.addr.i.i8.i, align 4, !noalias !14
  %29 = load i32, ptr %range.addr.i.i9.i, align 4, !noalias !14
  %30 = load i32, ptr %index.addr.i.i10.i, align 4, !noalias !14
  %31 = load ptr, ptr %name.addr.i.i11.i, align 4, !noalias !14
  %32 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 %27, i32 %28, i32 %29, i32 %30, ptr %31)
  store target("dx.TypedBuffer", float, 1, 0, 0) %32, ptr %tmp.i.i12.i, align 4, !noalias !14
  store ptr @_ZL1W, ptr %this.addr.i33.i, align 4
  store ptr %tmp.i.i12.i, ptr %other.addr.i.i, align 4
  %this1.i34.i = load ptr, ptr %this.addr.i33.i, align 4
  %33 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i34.i, ptr %this.addr.i61.i, align 4
  store ptr %33, ptr %other.addr.i62.i, align 4
  %this1.i63.i = load ptr, ptr %this.addr.i61.i, align 4
  %34 = load ptr, ptr %other.addr.i62.i, align 4, !nonnull !6, !align !7
  %35 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %34, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %35, ptr %this1.i63.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL1S, ptr %result.ptr.i13.i, align 4, !noalias !17
  store i32 2, ptr %registerNo.addr.i14.i, align 4, !noalias !17
  store i32 1, ptr %spaceNo.addr.i15.i, align 4, !noalias !17
  store i32 1, ptr %range.addr.i16.i, align 4, !noalias !17
  store i32 0, ptr %index.addr.i17.i, align 4, !noalias !17
  store ptr @.str.8, ptr %name.addr.i18.i, align 4, !noalias !17
  store ptr %tmp.i19.i, ptr %this.addr.i66.i, align 4
  %this1.i67.i = load ptr, ptr %this.addr.i66.i, align 4
  store ptr %this1.i67.i, ptr %this.addr.i74.i, align 4
  %this1.i75.i = load ptr, ptr %this.addr.i74.i, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) poison, ptr %this1.i75.i, align 4
  %36 = load i32, ptr %registerNo.addr.i14.i, align 4, !noalias !17
  %37 = load i32, ptr %spaceNo.addr.i15.i, align 4, !noalias !17
  %38 = load i32, ptr %range.addr.i16.i, align 4, !noalias !17
  %39 = load i32, ptr %index.addr.i17.i, align 4, !noalias !17
  %40 = load ptr, ptr %name.addr.i18.i, align 4, !noalias !17
  %41 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 %37, i32 %36, i32 %38, i32 %39, ptr %40)
  store target("dx.TypedBuffer", float, 0, 0, 0) %41, ptr %tmp.i19.i, align 4, !noalias !17
  store ptr @_ZL1S, ptr %this.addr.i71.i, align 4
  store ptr %tmp.i19.i, ptr %other.addr.i72.i, align 4
  %this1.i73.i = load ptr, ptr %this.addr.i71.i, align 4
  %42 = load ptr, ptr %other.addr.i72.i, align 4
  store ptr %this1.i73.i, ptr %this.addr.i78.i, align 4
  store ptr %42, ptr %other.addr.i79.i, align 4
  %this1.i80.i = load ptr, ptr %this.addr.i78.i, align 4
  %43 = load ptr, ptr %other.addr.i79.i, align 4, !nonnull !6, !align !7
  %44 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %43, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) %44, ptr %this1.i80.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr @_ZL1T, ptr %result.ptr.i20.i, align 4, !noalias !20
  store i32 2, ptr %orderId.addr.i21.i, align 4, !noalias !20
  store i32 1, ptr %spaceNo.addr.i22.i, align 4, !noalias !20
  store i32 1, ptr %range.addr.i23.i, align 4, !noalias !20
  store i32 0, ptr %index.addr.i24.i, align 4, !noalias !20
  store ptr @.str.10, ptr %name.addr.i25.i, align 4, !noalias !20
  store ptr %tmp.i26.i, ptr %this.addr.i64.i, align 4
  %this1.i65.i = load ptr, ptr %this.addr.i64.i, align 4
  store ptr %this1.i65.i, ptr %this.addr.i76.i, align 4
  %this1.i77.i = load ptr, ptr %this.addr.i76.i, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) poison, ptr %this1.i77.i, align 4
  %45 = load i32, ptr %orderId.addr.i21.i, align 4, !noalias !20
  %46 = load i32, ptr %spaceNo.addr.i22.i, align 4, !noalias !20
  %47 = load i32, ptr %range.addr.i23.i, align 4, !noalias !20
  %48 = load i32, ptr %index.addr.i24.i, align 4, !noalias !20
  %49 = load ptr, ptr %name.addr.i25.i, align 4, !noalias !20
  %50 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 %45, i32 %46, i32 %47, i32 %48, ptr %49)
  store target("dx.TypedBuffer", float, 0, 0, 0) %50, ptr %tmp.i26.i, align 4, !noalias !20
  store ptr @_ZL1T, ptr %this.addr.i68.i, align 4
  store ptr %tmp.i26.i, ptr %other.addr.i69.i, align 4
  %this1.i70.i = load ptr, ptr %this.addr.i68.i, align 4
  %51 = load ptr, ptr %other.addr.i69.i, align 4
  store ptr %this1.i70.i, ptr %this.addr.i81.i, align 4
  store ptr %51, ptr %other.addr.i82.i, align 4
  %this1.i83.i = load ptr, ptr %this.addr.i81.i, align 4
  %52 = load ptr, ptr %other.addr.i82.i, align 4, !nonnull !6, !align !7
  %53 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %52, align 4
  store target("dx.TypedBuffer", float, 0, 0, 0) %53, ptr %this1.i83.i, align 4
  %54 = call i32 @llvm.dx.thread.id(i32 0)
  %55 = insertelement <3 x i32> poison, i32 %54, i64 0
  %56 = call i32 @llvm.dx.thread.id(i32 1)
  %57 = insertelement <3 x i32> %55, i32 %56, i64 1
  %58 = call i32 @llvm.dx.thread.id(i32 2)
  %59 = insertelement <3 x i32> %57, i32 %58, i64 2
  store <3 x i32> %59, ptr %tid.addr.i, align 16
  %60 = load <3 x i32>, ptr %tid.addr.i, align 16
  %61 = extractelement <3 x i32> %60, i32 0
  store ptr @_ZL1S, ptr %this.addr.i1, align 4
  store i32 %61, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %62 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %this1.i3, align 4
  %63 = load i32, ptr %Index.addr.i2, align 4
  %64 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %62, i32 %63)
  %65 = load float, ptr %64, align 4
  %66 = load <3 x i32>, ptr %tid.addr.i, align 16
  %67 = extractelement <3 x i32> %66, i32 0
  store ptr @_ZL1T, ptr %this.addr.i, align 4
  store i32 %67, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %68 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr %this1.i, align 4
  %69 = load i32, ptr %Index.addr.i, align 4
  %70 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %68, i32 %69)
  %71 = load float, ptr %70, align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %65, %71
  store float %add.i, ptr %s.i, align 4
  %72 = load float, ptr %s.i, align 4
  %73 = load <3 x i32>, ptr %tid.addr.i, align 16
  %74 = extractelement <3 x i32> %73, i32 0
  store ptr @_ZL1X, ptr %this.addr.i13, align 4
  store i32 %74, ptr %Index.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %75 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i15, align 4
  %76 = load i32, ptr %Index.addr.i14, align 4
  %77 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %75, i32 %76)
  store float %72, ptr %77, align 4
  %78 = load float, ptr %s.i, align 4
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %78, 1.000000e+00
  %79 = load <3 x i32>, ptr %tid.addr.i, align 16
  %80 = extractelement <3 x i32> %79, i32 0
  store ptr @_ZL1Y, ptr %this.addr.i10, align 4
  store i32 %80, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %81 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i12, align 4
  %82 = load i32, ptr %Index.addr.i11, align 4
  %83 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %81, i32 %82)
  store float %add3.i, ptr %83, align 4
  %84 = load float, ptr %s.i, align 4
  %add5.i = fadd reassoc nnan ninf nsz arcp afn float %84, 2.000000e+00
  %85 = load <3 x i32>, ptr %tid.addr.i, align 16
  %86 = extractelement <3 x i32> %85, i32 0
  store ptr @_ZL1Z, ptr %this.addr.i7, align 4
  store i32 %86, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %87 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i9, align 4
  %88 = load i32, ptr %Index.addr.i8, align 4
  %89 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %87, i32 %88)
  store float %add5.i, ptr %89, align 4
  %90 = load float, ptr %s.i, align 4
  %add7.i = fadd reassoc nnan ninf nsz arcp afn float %90, 3.000000e+00
  %91 = load <3 x i32>, ptr %tid.addr.i, align 16
  %92 = extractelement <3 x i32> %91, i32 0
  store ptr @_ZL1W, ptr %this.addr.i4, align 4
  store i32 %92, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %93 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i6, align 4
  %94 = load i32, ptr %Index.addr.i5, align 4
  %95 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %93, i32 %94)
  store float %add7.i, ptr %95, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl6BufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!19 = distinct !{!19, !"_ZN4hlsl6BufferIfE19__createFromBindingEjjijPKc"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!22 = distinct !{!22, !"_ZN4hlsl6BufferIfE27__createFromImplicitBindingEjjijPKc"}
