; ModuleID = 'local_structs.hlsl'
source_filename = "local_structs.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("dx.RawBuffer", %struct.Record, 1, 0), target("dx.RawBuffer", %struct.Record, 1, 0) }
%struct.Record = type { <3 x i32>, [4 x i8], [3 x i32] }
%struct.Local = type { float, [2 x <3 x float>], [8 x i8], [2 x float] }

@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Records.str = private unnamed_addr constant [8 x i8] c"Records\00", align 1

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden noundef i32 @_Z4bumpj(i32 noundef %i) #0 {
entry:
  %this.addr.i88 = alloca ptr, align 4
  %other.addr.i89 = alloca ptr, align 4
  %this.addr.i83 = alloca ptr, align 4
  %other.addr.i84 = alloca ptr, align 4
  %this.addr.i78 = alloca ptr, align 4
  %other.addr.i79 = alloca ptr, align 4
  %this.addr.i74 = alloca ptr, align 4
  %other.addr.i75 = alloca ptr, align 4
  %this.addr.i72 = alloca ptr, align 4
  %this.addr.i70 = alloca ptr, align 4
  %this.addr.i68 = alloca ptr, align 4
  %this.addr.i66 = alloca ptr, align 4
  %this.addr.i63 = alloca ptr, align 4
  %other.addr.i64 = alloca ptr, align 4
  %this.addr.i60 = alloca ptr, align 4
  %other.addr.i61 = alloca ptr, align 4
  %this.addr.i57 = alloca ptr, align 4
  %other.addr.i58 = alloca ptr, align 4
  %this.addr.i55 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i53 = alloca ptr, align 4
  %this.addr.i51 = alloca ptr, align 4
  %this.addr.i49 = alloca ptr, align 4
  %this.addr.i47 = alloca ptr, align 4
  %this.addr.i44 = alloca ptr, align 4
  %Index.addr.i45 = alloca i32, align 4
  %this.addr.i41 = alloca ptr, align 4
  %Index.addr.i42 = alloca i32, align 4
  %this.addr.i38 = alloca ptr, align 4
  %Index.addr.i39 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %result.ptr.i29 = alloca ptr, align 4
  %registerNo.addr.i30 = alloca i32, align 4
  %spaceNo.addr.i31 = alloca i32, align 4
  %range.addr.i32 = alloca i32, align 4
  %index.addr.i33 = alloca i32, align 4
  %name.addr.i34 = alloca ptr, align 4
  %counterOrderId.addr.i35 = alloca i32, align 4
  %tmp.i36 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i20 = alloca ptr, align 4
  %registerNo.addr.i21 = alloca i32, align 4
  %spaceNo.addr.i22 = alloca i32, align 4
  %range.addr.i23 = alloca i32, align 4
  %index.addr.i24 = alloca i32, align 4
  %name.addr.i25 = alloca ptr, align 4
  %counterOrderId.addr.i26 = alloca i32, align 4
  %tmp.i27 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i11 = alloca ptr, align 4
  %registerNo.addr.i12 = alloca i32, align 4
  %spaceNo.addr.i13 = alloca i32, align 4
  %range.addr.i14 = alloca i32, align 4
  %index.addr.i15 = alloca i32, align 4
  %name.addr.i16 = alloca ptr, align 4
  %counterOrderId.addr.i17 = alloca i32, align 4
  %tmp.i18 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %counterOrderId.addr.i = alloca i32, align 4
  %tmp.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %i.addr = alloca i32, align 4
  %tmp = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp1 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp3 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp7 = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  store i32 %i, ptr %i.addr, align 4
  %0 = load i32, ptr %i.addr, align 4
  %rem = urem i32 %0, 2
  %1 = call i32 @llvm.dx.resource.nonuniformindex(i32 %rem)
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr %tmp, ptr %result.ptr.i29, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i30, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i31, align 4, !noalias !3
  store i32 2, ptr %range.addr.i32, align 4, !noalias !3
  store i32 %1, ptr %index.addr.i33, align 4, !noalias !3
  store ptr @Records.str, ptr %name.addr.i34, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i35, align 4, !noalias !3
  store ptr %tmp.i36, ptr %this.addr.i47, align 4
  %this1.i48 = load ptr, ptr %this.addr.i47, align 4
  store ptr %this1.i48, ptr %this.addr.i72, align 4
  %this1.i73 = load ptr, ptr %this.addr.i72, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i73, align 4
  %2 = load i32, ptr %registerNo.addr.i30, align 4, !noalias !3
  %3 = load i32, ptr %spaceNo.addr.i31, align 4, !noalias !3
  %4 = load i32, ptr %range.addr.i32, align 4, !noalias !3
  %5 = load i32, ptr %index.addr.i33, align 4, !noalias !3
  %6 = load ptr, ptr %name.addr.i34, align 4, !noalias !3
  %7 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %3, i32 %2, i32 %4, i32 %5, ptr %6)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %7, ptr %tmp.i36, align 4, !noalias !3
  %8 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i36, align 4, !noalias !3
  %__counter_handle.i37 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i36, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %8, ptr %__counter_handle.i37, align 4, !noalias !3
  store ptr %tmp, ptr %this.addr.i55, align 4
  store ptr %tmp.i36, ptr %other.addr.i, align 4
  %this1.i56 = load ptr, ptr %this.addr.i55, align 4
  %9 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i56, ptr %this.addr.i88, align 4
  store ptr %9, ptr %other.addr.i89, align 4
  %this1.i90 = load ptr, ptr %this.addr.i88, align 4
  %10 = load ptr, ptr %other.addr.i89, align 4, !nonnull !6, !align !7
  %11 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %10, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %11, ptr %this1.i90, align 4
  %12 = load ptr, ptr %other.addr.i89, align 4, !nonnull !6, !align !7
  %__counter_handle.i91 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %12, i32 0, i32 1
  %13 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i91, align 4
  %__counter_handle3.i92 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i90, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %13, ptr %__counter_handle3.i92, align 4
  %14 = load i32, ptr %i.addr, align 4
  store ptr %tmp, ptr %this.addr.i44, align 4
  store i32 %14, ptr %Index.addr.i45, align 4
  %this1.i46 = load ptr, ptr %this.addr.i44, align 4
  %15 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i46, align 4
  %16 = load i32, ptr %Index.addr.i45, align 4
  %17 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %15, i32 %16)
  %weights = getelementptr inbounds nuw %struct.Record, ptr %17, i32 0, i32 2
  %arrayidx = getelementptr inbounds [3 x i32], ptr %weights, i32 0, i32 2
  %18 = load i32, ptr %arrayidx, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr %tmp1, ptr %result.ptr.i20, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i21, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i22, align 4, !noalias !8
  store i32 2, ptr %range.addr.i23, align 4, !noalias !8
  store i32 0, ptr %index.addr.i24, align 4, !noalias !8
  store ptr @Records.str, ptr %name.addr.i25, align 4, !noalias !8
  store i32 0, ptr %counterOrderId.addr.i26, align 4, !noalias !8
  store ptr %tmp.i27, ptr %this.addr.i49, align 4
  %this1.i50 = load ptr, ptr %this.addr.i49, align 4
  store ptr %this1.i50, ptr %this.addr.i70, align 4
  %this1.i71 = load ptr, ptr %this.addr.i70, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i71, align 4
  %19 = load i32, ptr %registerNo.addr.i21, align 4, !noalias !8
  %20 = load i32, ptr %spaceNo.addr.i22, align 4, !noalias !8
  %21 = load i32, ptr %range.addr.i23, align 4, !noalias !8
  %22 = load i32, ptr %index.addr.i24, align 4, !noalias !8
  %23 = load ptr, ptr %name.addr.i25, align 4, !noalias !8
  %24 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %20, i32 %19, i32 %21, i32 %22, ptr %23)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %24, ptr %tmp.i27, align 4, !noalias !8
  %25 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i27, align 4, !noalias !8
  %__counter_handle.i28 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i27, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %25, ptr %__counter_handle.i28, align 4, !noalias !8
  store ptr %tmp1, ptr %this.addr.i57, align 4
  store ptr %tmp.i27, ptr %other.addr.i58, align 4
  %this1.i59 = load ptr, ptr %this.addr.i57, align 4
  %26 = load ptr, ptr %other.addr.i58, align 4
  store ptr %this1.i59, ptr %this.addr.i83, align 4
  store ptr %26, ptr %other.addr.i84, align 4
  %this1.i85 = load ptr, ptr %this.addr.i83, align 4
  %27 = load ptr, ptr %other.addr.i84, align 4, !nonnull !6, !align !7
  %28 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %27, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %28, ptr %this1.i85, align 4
  %29 = load ptr, ptr %other.addr.i84, align 4, !nonnull !6, !align !7
  %__counter_handle.i86 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %29, i32 0, i32 1
  %30 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i86, align 4
  %__counter_handle3.i87 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i85, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %30, ptr %__counter_handle3.i87, align 4
  %31 = load i32, ptr %i.addr, align 4
  store ptr %tmp1, ptr %this.addr.i41, align 4
  store i32 %31, ptr %Index.addr.i42, align 4
  %this1.i43 = load ptr, ptr %this.addr.i41, align 4
  %32 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i43, align 4
  %33 = load i32, ptr %Index.addr.i42, align 4
  %34 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %32, i32 %33)
  %key = getelementptr inbounds nuw %struct.Record, ptr %34, i32 0, i32 0
  %35 = load <3 x i32>, ptr %key, align 1
  %36 = extractelement <3 x i32> %35, i32 2
  %and = and i32 %18, %36
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr %tmp3, ptr %result.ptr.i11, align 4, !noalias !11
  store i32 0, ptr %registerNo.addr.i12, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i13, align 4, !noalias !11
  store i32 2, ptr %range.addr.i14, align 4, !noalias !11
  store i32 1, ptr %index.addr.i15, align 4, !noalias !11
  store ptr @Records.str, ptr %name.addr.i16, align 4, !noalias !11
  store i32 0, ptr %counterOrderId.addr.i17, align 4, !noalias !11
  store ptr %tmp.i18, ptr %this.addr.i51, align 4
  %this1.i52 = load ptr, ptr %this.addr.i51, align 4
  store ptr %this1.i52, ptr %this.addr.i68, align 4
  %this1.i69 = load ptr, ptr %this.addr.i68, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i69, align 4
  %37 = load i32, ptr %registerNo.addr.i12, align 4, !noalias !11
  %38 = load i32, ptr %spaceNo.addr.i13, align 4, !noalias !11
  %39 = load i32, ptr %range.addr.i14, align 4, !noalias !11
  %40 = load i32, ptr %index.addr.i15, align 4, !noalias !11
  %41 = load ptr, ptr %name.addr.i16, align 4, !noalias !11
  %42 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %38, i32 %37, i32 %39, i32 %40, ptr %41)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %42, ptr %tmp.i18, align 4, !noalias !11
  %43 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i18, align 4, !noalias !11
  %__counter_handle.i19 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i18, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %43, ptr %__counter_handle.i19, align 4, !noalias !11
  store ptr %tmp3, ptr %this.addr.i60, align 4
  store ptr %tmp.i18, ptr %other.addr.i61, align 4
  %this1.i62 = load ptr, ptr %this.addr.i60, align 4
  %44 = load ptr, ptr %other.addr.i61, align 4
  store ptr %this1.i62, ptr %this.addr.i78, align 4
  store ptr %44, ptr %other.addr.i79, align 4
  %this1.i80 = load ptr, ptr %this.addr.i78, align 4
  %45 = load ptr, ptr %other.addr.i79, align 4, !nonnull !6, !align !7
  %46 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %45, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %46, ptr %this1.i80, align 4
  %47 = load ptr, ptr %other.addr.i79, align 4, !nonnull !6, !align !7
  %__counter_handle.i81 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %47, i32 0, i32 1
  %48 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i81, align 4
  %__counter_handle3.i82 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i80, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %48, ptr %__counter_handle3.i82, align 4
  %49 = load i32, ptr %i.addr, align 4
  store ptr %tmp3, ptr %this.addr.i38, align 4
  store i32 %49, ptr %Index.addr.i39, align 4
  %this1.i40 = load ptr, ptr %this.addr.i38, align 4
  %50 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i40, align 4
  %51 = load i32, ptr %Index.addr.i39, align 4
  %52 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %50, i32 %51)
  %weights5 = getelementptr inbounds nuw %struct.Record, ptr %52, i32 0, i32 2
  %arrayidx6 = getelementptr inbounds [3 x i32], ptr %weights5, i32 0, i32 2
  store i32 %and, ptr %arrayidx6, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr %tmp7, ptr %result.ptr.i, align 4, !noalias !14
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !14
  store i32 2, ptr %range.addr.i, align 4, !noalias !14
  store i32 1, ptr %index.addr.i, align 4, !noalias !14
  store ptr @Records.str, ptr %name.addr.i, align 4, !noalias !14
  store i32 0, ptr %counterOrderId.addr.i, align 4, !noalias !14
  store ptr %tmp.i, ptr %this.addr.i53, align 4
  %this1.i54 = load ptr, ptr %this.addr.i53, align 4
  store ptr %this1.i54, ptr %this.addr.i66, align 4
  %this1.i67 = load ptr, ptr %this.addr.i66, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i67, align 4
  %53 = load i32, ptr %registerNo.addr.i, align 4, !noalias !14
  %54 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !14
  %55 = load i32, ptr %range.addr.i, align 4, !noalias !14
  %56 = load i32, ptr %index.addr.i, align 4, !noalias !14
  %57 = load ptr, ptr %name.addr.i, align 4, !noalias !14
  %58 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %54, i32 %53, i32 %55, i32 %56, ptr %57)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %58, ptr %tmp.i, align 4, !noalias !14
  %59 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i, align 4, !noalias !14
  %__counter_handle.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %59, ptr %__counter_handle.i, align 4, !noalias !14
  store ptr %tmp7, ptr %this.addr.i63, align 4
  store ptr %tmp.i, ptr %other.addr.i64, align 4
  %this1.i65 = load ptr, ptr %this.addr.i63, align 4
  %60 = load ptr, ptr %other.addr.i64, align 4
  store ptr %this1.i65, ptr %this.addr.i74, align 4
  store ptr %60, ptr %other.addr.i75, align 4
  %this1.i76 = load ptr, ptr %this.addr.i74, align 4
  %61 = load ptr, ptr %other.addr.i75, align 4, !nonnull !6, !align !7
  %62 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %61, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %62, ptr %this1.i76, align 4
  %63 = load ptr, ptr %other.addr.i75, align 4, !nonnull !6, !align !7
  %__counter_handle.i77 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %63, i32 0, i32 1
  %64 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i77, align 4
  %__counter_handle3.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i76, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %64, ptr %__counter_handle3.i, align 4
  %65 = load i32, ptr %i.addr, align 4
  store ptr %tmp7, ptr %this.addr.i, align 4
  store i32 %65, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %66 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i, align 4
  %67 = load i32, ptr %Index.addr.i, align 4
  %68 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %66, i32 %67)
  %weights9 = getelementptr inbounds nuw %struct.Record, ptr %68, i32 0, i32 2
  %arrayidx10 = getelementptr inbounds [3 x i32], ptr %weights9, i32 0, i32 0
  %69 = load i32, ptr %arrayidx10, align 1
  %add = add i32 %69, 1
  ret i32 %add
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #2 {
entry:
  %this.addr.i5.i = alloca ptr, align 4
  %other.addr.i6.i = alloca ptr, align 4
  %this.addr.i3.i = alloca ptr, align 4
  %this.addr.i1.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i94 = alloca ptr, align 4
  %result.ptr.i.i95 = alloca ptr, align 4
  %registerNo.addr.i.i96 = alloca i32, align 4
  %spaceNo.addr.i.i97 = alloca i32, align 4
  %range.addr.i.i98 = alloca i32, align 4
  %index.addr.i.i99 = alloca i32, align 4
  %name.addr.i.i100 = alloca ptr, align 4
  %counterOrderId.addr.i.i101 = alloca i32, align 4
  %tmp.i.i102 = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i89 = alloca ptr, align 4
  %other.addr.i90 = alloca ptr, align 4
  %this.addr.i84 = alloca ptr, align 4
  %other.addr.i85 = alloca ptr, align 4
  %this.addr.i79 = alloca ptr, align 4
  %other.addr.i80 = alloca ptr, align 4
  %this.addr.i74 = alloca ptr, align 4
  %other.addr.i75 = alloca ptr, align 4
  %this.addr.i69 = alloca ptr, align 4
  %other.addr.i70 = alloca ptr, align 4
  %this.addr.i64 = alloca ptr, align 4
  %other.addr.i65 = alloca ptr, align 4
  %this.addr.i59 = alloca ptr, align 4
  %other.addr.i60 = alloca ptr, align 4
  %this.addr.i56 = alloca ptr, align 4
  %other.addr.i57 = alloca ptr, align 4
  %this.addr.i54 = alloca ptr, align 4
  %this.addr.i52 = alloca ptr, align 4
  %this.addr.i50 = alloca ptr, align 4
  %this.addr.i48 = alloca ptr, align 4
  %this.addr.i46 = alloca ptr, align 4
  %this.addr.i44 = alloca ptr, align 4
  %this.addr.i42 = alloca ptr, align 4
  %this.addr.i40 = alloca ptr, align 4
  %this.addr.i37 = alloca ptr, align 4
  %other.addr.i38 = alloca ptr, align 4
  %this.addr.i34 = alloca ptr, align 4
  %other.addr.i35 = alloca ptr, align 4
  %this.addr.i31 = alloca ptr, align 4
  %other.addr.i32 = alloca ptr, align 4
  %this.addr.i28 = alloca ptr, align 4
  %other.addr.i29 = alloca ptr, align 4
  %this.addr.i25 = alloca ptr, align 4
  %other.addr.i26 = alloca ptr, align 4
  %this.addr.i22 = alloca ptr, align 4
  %other.addr.i23 = alloca ptr, align 4
  %this.addr.i19 = alloca ptr, align 4
  %other.addr.i20 = alloca ptr, align 4
  %this.addr.i17 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i15 = alloca ptr, align 4
  %this.addr.i13 = alloca ptr, align 4
  %this.addr.i11 = alloca ptr, align 4
  %this.addr.i9 = alloca ptr, align 4
  %this.addr.i7 = alloca ptr, align 4
  %this.addr.i5 = alloca ptr, align 4
  %this.addr.i3 = alloca ptr, align 4
  %this.addr.i1 = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %this.addr.i112.i = alloca ptr, align 4
  %Index.addr.i113.i = alloca i32, align 4
  %this.addr.i109.i = alloca ptr, align 4
  %Index.addr.i110.i = alloca i32, align 4
  %this.addr.i106.i = alloca ptr, align 4
  %Index.addr.i107.i = alloca i32, align 4
  %this.addr.i103.i = alloca ptr, align 4
  %Index.addr.i104.i = alloca i32, align 4
  %this.addr.i100.i = alloca ptr, align 4
  %Index.addr.i101.i = alloca i32, align 4
  %this.addr.i97.i = alloca ptr, align 4
  %Index.addr.i98.i = alloca i32, align 4
  %this.addr.i94.i = alloca ptr, align 4
  %Index.addr.i95.i = alloca i32, align 4
  %this.addr.i.i = alloca ptr, align 4
  %Index.addr.i.i = alloca i32, align 4
  %result.ptr.i85.i = alloca ptr, align 4
  %registerNo.addr.i86.i = alloca i32, align 4
  %spaceNo.addr.i87.i = alloca i32, align 4
  %range.addr.i88.i = alloca i32, align 4
  %index.addr.i89.i = alloca i32, align 4
  %name.addr.i90.i = alloca ptr, align 4
  %counterOrderId.addr.i91.i = alloca i32, align 4
  %tmp.i92.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i76.i = alloca ptr, align 4
  %registerNo.addr.i77.i = alloca i32, align 4
  %spaceNo.addr.i78.i = alloca i32, align 4
  %range.addr.i79.i = alloca i32, align 4
  %index.addr.i80.i = alloca i32, align 4
  %name.addr.i81.i = alloca ptr, align 4
  %counterOrderId.addr.i82.i = alloca i32, align 4
  %tmp.i83.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i67.i = alloca ptr, align 4
  %registerNo.addr.i68.i = alloca i32, align 4
  %spaceNo.addr.i69.i = alloca i32, align 4
  %range.addr.i70.i = alloca i32, align 4
  %index.addr.i71.i = alloca i32, align 4
  %name.addr.i72.i = alloca ptr, align 4
  %counterOrderId.addr.i73.i = alloca i32, align 4
  %tmp.i74.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i58.i = alloca ptr, align 4
  %registerNo.addr.i59.i = alloca i32, align 4
  %spaceNo.addr.i60.i = alloca i32, align 4
  %range.addr.i61.i = alloca i32, align 4
  %index.addr.i62.i = alloca i32, align 4
  %name.addr.i63.i = alloca ptr, align 4
  %counterOrderId.addr.i64.i = alloca i32, align 4
  %tmp.i65.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i49.i = alloca ptr, align 4
  %registerNo.addr.i50.i = alloca i32, align 4
  %spaceNo.addr.i51.i = alloca i32, align 4
  %range.addr.i52.i = alloca i32, align 4
  %index.addr.i53.i = alloca i32, align 4
  %name.addr.i54.i = alloca ptr, align 4
  %counterOrderId.addr.i55.i = alloca i32, align 4
  %tmp.i56.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i40.i = alloca ptr, align 4
  %registerNo.addr.i41.i = alloca i32, align 4
  %spaceNo.addr.i42.i = alloca i32, align 4
  %range.addr.i43.i = alloca i32, align 4
  %index.addr.i44.i = alloca i32, align 4
  %name.addr.i45.i = alloca ptr, align 4
  %counterOrderId.addr.i46.i = alloca i32, align 4
  %tmp.i47.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i31.i = alloca ptr, align 4
  %registerNo.addr.i32.i = alloca i32, align 4
  %spaceNo.addr.i33.i = alloca i32, align 4
  %range.addr.i34.i = alloca i32, align 4
  %index.addr.i35.i = alloca i32, align 4
  %name.addr.i36.i = alloca ptr, align 4
  %counterOrderId.addr.i37.i = alloca i32, align 4
  %tmp.i38.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i30.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %i.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp1.i.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp3.i.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp7.i.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %i.i = alloca i32, align 4
  %l.i = alloca %struct.Local, align 1
  %r.i = alloca %struct.Record, align 1
  %tmp.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp19.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %q.i = alloca %struct.Record, align 1
  %tmp21.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %tmp28.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL3Out, ptr %result.ptr.i.i95, align 4, !noalias !17
  store i32 2, ptr %registerNo.addr.i.i96, align 4, !noalias !17
  store i32 0, ptr %spaceNo.addr.i.i97, align 4, !noalias !17
  store i32 1, ptr %range.addr.i.i98, align 4, !noalias !17
  store i32 0, ptr %index.addr.i.i99, align 4, !noalias !17
  store ptr @.str, ptr %name.addr.i.i100, align 4, !noalias !17
  store i32 1, ptr %counterOrderId.addr.i.i101, align 4, !noalias !17
  store ptr %tmp.i.i102, ptr %this.addr.i.i94, align 4
  %this1.i.i103 = load ptr, ptr %this.addr.i.i94, align 4
  store ptr %this1.i.i103, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i96, align 4, !noalias !17
  %1 = load i32, ptr %spaceNo.addr.i.i97, align 4, !noalias !17
  %2 = load i32, ptr %range.addr.i.i98, align 4, !noalias !17
  %3 = load i32, ptr %index.addr.i.i99, align 4, !noalias !17
  %4 = load ptr, ptr %name.addr.i.i100, align 4, !noalias !17
  %5 = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", float, 1, 0) %5, ptr %tmp.i.i102, align 4, !noalias !17
  %6 = load target("dx.RawBuffer", float, 1, 0), ptr %tmp.i.i102, align 4, !noalias !17
  %__counter_handle.i.i104 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i102, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %6, ptr %__counter_handle.i.i104, align 4, !noalias !17
  store ptr @_ZL3Out, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i102, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %7, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %8 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", float, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", float, 1, 0) %9, ptr %this1.i7.i, align 4
  %10 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i8.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i8.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  %12 = call i32 @llvm.dx.thread.id(i32 0)
  %13 = insertelement <3 x i32> poison, i32 %12, i64 0
  %14 = call i32 @llvm.dx.thread.id(i32 1)
  %15 = insertelement <3 x i32> %13, i32 %14, i64 1
  %16 = call i32 @llvm.dx.thread.id(i32 2)
  %17 = insertelement <3 x i32> %15, i32 %16, i64 2
  store <3 x i32> %17, ptr %tid.addr.i, align 16
  %18 = load <3 x i32>, ptr %tid.addr.i, align 16
  %19 = extractelement <3 x i32> %18, i32 0
  store i32 %19, ptr %i.i, align 4
  %20 = load i32, ptr %i.i, align 4
  %conv.i = uitofp i32 %20 to float
  store float %conv.i, ptr %l.i, align 1
  %points.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 1
  store <3 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00>, ptr %points.i, align 1
  %21 = load float, ptr %l.i, align 1
  %vecinit.i = insertelement <3 x float> <float 4.000000e+00, float 5.000000e+00, float poison>, float %21, i32 2
  %points2.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 1
  %arrayidx3.i = getelementptr inbounds [2 x <3 x float>], ptr %points2.i, i32 0, i32 1
  store <3 x float> %vecinit.i, ptr %arrayidx3.i, align 1
  %sums.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 3
  store float 5.000000e-01, ptr %sums.i, align 1
  %points5.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 1
  %22 = load i32, ptr %i.i, align 4
  %and.i = and i32 %22, 1
  %arrayidx6.i = getelementptr inbounds nuw [2 x <3 x float>], ptr %points5.i, i32 0, i32 %and.i
  %23 = load <3 x float>, ptr %arrayidx6.i, align 1
  %24 = extractelement <3 x float> %23, i32 2
  %sums7.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 3
  %arrayidx8.i = getelementptr inbounds [2 x float], ptr %sums7.i, i32 0, i32 1
  store float %24, ptr %arrayidx8.i, align 1
  %points9.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 1
  %25 = load i32, ptr %i.i, align 4
  %add.i = add i32 %25, 1
  %and10.i = and i32 %add.i, 1
  %arrayidx11.i = getelementptr inbounds nuw [2 x <3 x float>], ptr %points9.i, i32 0, i32 %and10.i
  %26 = load <3 x float>, ptr %arrayidx11.i, align 1
  %27 = extractelement <3 x float> %26, i32 1
  %28 = load float, ptr %l.i, align 1
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %27, %28
  %sums13.i = getelementptr inbounds nuw %struct.Local, ptr %l.i, i32 0, i32 3
  %29 = load i32, ptr %i.i, align 4
  %and14.i = and i32 %29, 1
  %arrayidx15.i = getelementptr inbounds nuw [2 x float], ptr %sums13.i, i32 0, i32 %and14.i
  %30 = load float, ptr %arrayidx15.i, align 1
  %add16.i = fadd reassoc nnan ninf nsz arcp afn float %mul.i, %30
  %31 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i, align 4
  store i32 %31, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %32 = load target("dx.RawBuffer", float, 1, 0), ptr %this1.i, align 4
  %33 = load i32, ptr %Index.addr.i, align 4
  %34 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %32, i32 %33)
  store float %add16.i, ptr %34, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr %tmp.i, ptr %result.ptr.i85.i, align 4, !noalias !20
  store i32 0, ptr %registerNo.addr.i86.i, align 4, !noalias !20
  store i32 0, ptr %spaceNo.addr.i87.i, align 4, !noalias !20
  store i32 2, ptr %range.addr.i88.i, align 4, !noalias !20
  store i32 0, ptr %index.addr.i89.i, align 4, !noalias !20
  store ptr @Records.str, ptr %name.addr.i90.i, align 4, !noalias !20
  store i32 0, ptr %counterOrderId.addr.i91.i, align 4, !noalias !20
  store ptr %tmp.i92.i, ptr %this.addr.i15, align 4
  %this1.i16 = load ptr, ptr %this.addr.i15, align 4
  store ptr %this1.i16, ptr %this.addr.i40, align 4
  %this1.i41 = load ptr, ptr %this.addr.i40, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i41, align 4
  %35 = load i32, ptr %registerNo.addr.i86.i, align 4, !noalias !20
  %36 = load i32, ptr %spaceNo.addr.i87.i, align 4, !noalias !20
  %37 = load i32, ptr %range.addr.i88.i, align 4, !noalias !20
  %38 = load i32, ptr %index.addr.i89.i, align 4, !noalias !20
  %39 = load ptr, ptr %name.addr.i90.i, align 4, !noalias !20
  %40 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %36, i32 %35, i32 %37, i32 %38, ptr %39)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %40, ptr %tmp.i92.i, align 4, !noalias !20
  %41 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i92.i, align 4, !noalias !20
  %__counter_handle.i93.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i92.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %41, ptr %__counter_handle.i93.i, align 4, !noalias !20
  store ptr %tmp.i, ptr %this.addr.i37, align 4
  store ptr %tmp.i92.i, ptr %other.addr.i38, align 4
  %this1.i39 = load ptr, ptr %this.addr.i37, align 4
  %42 = load ptr, ptr %other.addr.i38, align 4
  store ptr %this1.i39, ptr %this.addr.i56, align 4
  store ptr %42, ptr %other.addr.i57, align 4
  %this1.i58 = load ptr, ptr %this.addr.i56, align 4
  %43 = load ptr, ptr %other.addr.i57, align 4, !nonnull !6, !align !7
  %44 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %43, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %44, ptr %this1.i58, align 4
  %45 = load ptr, ptr %other.addr.i57, align 4, !nonnull !6, !align !7
  %__counter_handle.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %45, i32 0, i32 1
  %46 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i, align 4
  %__counter_handle3.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i58, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %46, ptr %__counter_handle3.i, align 4
  %47 = load i32, ptr %i.i, align 4
  store ptr %tmp.i, ptr %this.addr.i112.i, align 4
  store i32 %47, ptr %Index.addr.i113.i, align 4
  %this1.i114.i = load ptr, ptr %this.addr.i112.i, align 4
  %48 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i114.i, align 4
  %49 = load i32, ptr %Index.addr.i113.i, align 4
  %50 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %48, i32 %49)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %r.i, ptr align 1 %50, i32 28, i1 false)
  %51 = load <3 x i32>, ptr %r.i, align 1
  %52 = extractelement <3 x i32> %51, i32 0
  %shl.i = shl i32 %52, 2
  %weights.i = getelementptr inbounds nuw %struct.Record, ptr %r.i, i32 0, i32 2
  %arrayidx18.i = getelementptr inbounds [3 x i32], ptr %weights.i, i32 0, i32 1
  store i32 %shl.i, ptr %arrayidx18.i, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  store ptr %tmp19.i, ptr %result.ptr.i76.i, align 4, !noalias !23
  store i32 0, ptr %registerNo.addr.i77.i, align 4, !noalias !23
  store i32 0, ptr %spaceNo.addr.i78.i, align 4, !noalias !23
  store i32 2, ptr %range.addr.i79.i, align 4, !noalias !23
  store i32 0, ptr %index.addr.i80.i, align 4, !noalias !23
  store ptr @Records.str, ptr %name.addr.i81.i, align 4, !noalias !23
  store i32 0, ptr %counterOrderId.addr.i82.i, align 4, !noalias !23
  store ptr %tmp.i83.i, ptr %this.addr.i13, align 4
  %this1.i14 = load ptr, ptr %this.addr.i13, align 4
  store ptr %this1.i14, ptr %this.addr.i42, align 4
  %this1.i43 = load ptr, ptr %this.addr.i42, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i43, align 4
  %53 = load i32, ptr %registerNo.addr.i77.i, align 4, !noalias !23
  %54 = load i32, ptr %spaceNo.addr.i78.i, align 4, !noalias !23
  %55 = load i32, ptr %range.addr.i79.i, align 4, !noalias !23
  %56 = load i32, ptr %index.addr.i80.i, align 4, !noalias !23
  %57 = load ptr, ptr %name.addr.i81.i, align 4, !noalias !23
  %58 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %54, i32 %53, i32 %55, i32 %56, ptr %57)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %58, ptr %tmp.i83.i, align 4, !noalias !23
  %59 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i83.i, align 4, !noalias !23
  %__counter_handle.i84.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i83.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %59, ptr %__counter_handle.i84.i, align 4, !noalias !23
  store ptr %tmp19.i, ptr %this.addr.i34, align 4
  store ptr %tmp.i83.i, ptr %other.addr.i35, align 4
  %this1.i36 = load ptr, ptr %this.addr.i34, align 4
  %60 = load ptr, ptr %other.addr.i35, align 4
  store ptr %this1.i36, ptr %this.addr.i59, align 4
  store ptr %60, ptr %other.addr.i60, align 4
  %this1.i61 = load ptr, ptr %this.addr.i59, align 4
  %61 = load ptr, ptr %other.addr.i60, align 4, !nonnull !6, !align !7
  %62 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %61, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %62, ptr %this1.i61, align 4
  %63 = load ptr, ptr %other.addr.i60, align 4, !nonnull !6, !align !7
  %__counter_handle.i62 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %63, i32 0, i32 1
  %64 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i62, align 4
  %__counter_handle3.i63 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i61, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %64, ptr %__counter_handle3.i63, align 4
  %65 = load i32, ptr %i.i, align 4
  store ptr %tmp19.i, ptr %this.addr.i109.i, align 4
  store i32 %65, ptr %Index.addr.i110.i, align 4
  %this1.i111.i = load ptr, ptr %this.addr.i109.i, align 4
  %66 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i111.i, align 4
  %67 = load i32, ptr %Index.addr.i110.i, align 4
  %68 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %66, i32 %67)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %68, ptr align 1 %r.i, i32 28, i1 false)
  %69 = load i32, ptr %i.i, align 4
  %rem.i = urem i32 %69, 2
  %70 = call i32 @llvm.dx.resource.nonuniformindex(i32 %rem.i)
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  store ptr %tmp21.i, ptr %result.ptr.i67.i, align 4, !noalias !26
  store i32 0, ptr %registerNo.addr.i68.i, align 4, !noalias !26
  store i32 0, ptr %spaceNo.addr.i69.i, align 4, !noalias !26
  store i32 2, ptr %range.addr.i70.i, align 4, !noalias !26
  store i32 %70, ptr %index.addr.i71.i, align 4, !noalias !26
  store ptr @Records.str, ptr %name.addr.i72.i, align 4, !noalias !26
  store i32 0, ptr %counterOrderId.addr.i73.i, align 4, !noalias !26
  store ptr %tmp.i74.i, ptr %this.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i11, align 4
  store ptr %this1.i12, ptr %this.addr.i44, align 4
  %this1.i45 = load ptr, ptr %this.addr.i44, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i45, align 4
  %71 = load i32, ptr %registerNo.addr.i68.i, align 4, !noalias !26
  %72 = load i32, ptr %spaceNo.addr.i69.i, align 4, !noalias !26
  %73 = load i32, ptr %range.addr.i70.i, align 4, !noalias !26
  %74 = load i32, ptr %index.addr.i71.i, align 4, !noalias !26
  %75 = load ptr, ptr %name.addr.i72.i, align 4, !noalias !26
  %76 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %72, i32 %71, i32 %73, i32 %74, ptr %75)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %76, ptr %tmp.i74.i, align 4, !noalias !26
  %77 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i74.i, align 4, !noalias !26
  %__counter_handle.i75.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i74.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %77, ptr %__counter_handle.i75.i, align 4, !noalias !26
  store ptr %tmp21.i, ptr %this.addr.i31, align 4
  store ptr %tmp.i74.i, ptr %other.addr.i32, align 4
  %this1.i33 = load ptr, ptr %this.addr.i31, align 4
  %78 = load ptr, ptr %other.addr.i32, align 4
  store ptr %this1.i33, ptr %this.addr.i64, align 4
  store ptr %78, ptr %other.addr.i65, align 4
  %this1.i66 = load ptr, ptr %this.addr.i64, align 4
  %79 = load ptr, ptr %other.addr.i65, align 4, !nonnull !6, !align !7
  %80 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %79, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %80, ptr %this1.i66, align 4
  %81 = load ptr, ptr %other.addr.i65, align 4, !nonnull !6, !align !7
  %__counter_handle.i67 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %81, i32 0, i32 1
  %82 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i67, align 4
  %__counter_handle3.i68 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i66, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %82, ptr %__counter_handle3.i68, align 4
  %83 = load i32, ptr %i.i, align 4
  store ptr %tmp21.i, ptr %this.addr.i106.i, align 4
  store i32 %83, ptr %Index.addr.i107.i, align 4
  %this1.i108.i = load ptr, ptr %this.addr.i106.i, align 4
  %84 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i108.i, align 4
  %85 = load i32, ptr %Index.addr.i107.i, align 4
  %86 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %84, i32 %85)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %q.i, ptr align 1 %86, i32 28, i1 false)
  %87 = load i32, ptr %i.i, align 4
  store i32 %87, ptr %i.addr.i.i, align 4
  %88 = load i32, ptr %i.addr.i.i, align 4
  %rem.i.i = urem i32 %88, 2
  %89 = call i32 @llvm.dx.resource.nonuniformindex(i32 %rem.i.i)
  call void @llvm.experimental.noalias.scope.decl(metadata !29)
  store ptr %tmp.i.i, ptr %result.ptr.i49.i, align 4, !noalias !29
  store i32 0, ptr %registerNo.addr.i50.i, align 4, !noalias !29
  store i32 0, ptr %spaceNo.addr.i51.i, align 4, !noalias !29
  store i32 2, ptr %range.addr.i52.i, align 4, !noalias !29
  store i32 %89, ptr %index.addr.i53.i, align 4, !noalias !29
  store ptr @Records.str, ptr %name.addr.i54.i, align 4, !noalias !29
  store i32 0, ptr %counterOrderId.addr.i55.i, align 4, !noalias !29
  store ptr %tmp.i56.i, ptr %this.addr.i9, align 4
  %this1.i10 = load ptr, ptr %this.addr.i9, align 4
  store ptr %this1.i10, ptr %this.addr.i46, align 4
  %this1.i47 = load ptr, ptr %this.addr.i46, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i47, align 4
  %90 = load i32, ptr %registerNo.addr.i50.i, align 4, !noalias !29
  %91 = load i32, ptr %spaceNo.addr.i51.i, align 4, !noalias !29
  %92 = load i32, ptr %range.addr.i52.i, align 4, !noalias !29
  %93 = load i32, ptr %index.addr.i53.i, align 4, !noalias !29
  %94 = load ptr, ptr %name.addr.i54.i, align 4, !noalias !29
  %95 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %91, i32 %90, i32 %92, i32 %93, ptr %94)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %95, ptr %tmp.i56.i, align 4, !noalias !29
  %96 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i56.i, align 4, !noalias !29
  %__counter_handle.i57.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i56.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %96, ptr %__counter_handle.i57.i, align 4, !noalias !29
  store ptr %tmp.i.i, ptr %this.addr.i28, align 4
  store ptr %tmp.i56.i, ptr %other.addr.i29, align 4
  %this1.i30 = load ptr, ptr %this.addr.i28, align 4
  %97 = load ptr, ptr %other.addr.i29, align 4
  store ptr %this1.i30, ptr %this.addr.i69, align 4
  store ptr %97, ptr %other.addr.i70, align 4
  %this1.i71 = load ptr, ptr %this.addr.i69, align 4
  %98 = load ptr, ptr %other.addr.i70, align 4, !nonnull !6, !align !7
  %99 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %98, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %99, ptr %this1.i71, align 4
  %100 = load ptr, ptr %other.addr.i70, align 4, !nonnull !6, !align !7
  %__counter_handle.i72 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %100, i32 0, i32 1
  %101 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i72, align 4
  %__counter_handle3.i73 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i71, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %101, ptr %__counter_handle3.i73, align 4
  %102 = load i32, ptr %i.addr.i.i, align 4
  store ptr %tmp.i.i, ptr %this.addr.i100.i, align 4
  store i32 %102, ptr %Index.addr.i101.i, align 4
  %this1.i102.i = load ptr, ptr %this.addr.i100.i, align 4
  %103 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i102.i, align 4
  %104 = load i32, ptr %Index.addr.i101.i, align 4
  %105 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %103, i32 %104)
  %weights.i.i = getelementptr inbounds nuw %struct.Record, ptr %105, i32 0, i32 2
  %arrayidx.i.i = getelementptr inbounds [3 x i32], ptr %weights.i.i, i32 0, i32 2
  %106 = load i32, ptr %arrayidx.i.i, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !32)
  store ptr %tmp1.i.i, ptr %result.ptr.i40.i, align 4, !noalias !32
  store i32 0, ptr %registerNo.addr.i41.i, align 4, !noalias !32
  store i32 0, ptr %spaceNo.addr.i42.i, align 4, !noalias !32
  store i32 2, ptr %range.addr.i43.i, align 4, !noalias !32
  store i32 0, ptr %index.addr.i44.i, align 4, !noalias !32
  store ptr @Records.str, ptr %name.addr.i45.i, align 4, !noalias !32
  store i32 0, ptr %counterOrderId.addr.i46.i, align 4, !noalias !32
  store ptr %tmp.i47.i, ptr %this.addr.i7, align 4
  %this1.i8 = load ptr, ptr %this.addr.i7, align 4
  store ptr %this1.i8, ptr %this.addr.i48, align 4
  %this1.i49 = load ptr, ptr %this.addr.i48, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i49, align 4
  %107 = load i32, ptr %registerNo.addr.i41.i, align 4, !noalias !32
  %108 = load i32, ptr %spaceNo.addr.i42.i, align 4, !noalias !32
  %109 = load i32, ptr %range.addr.i43.i, align 4, !noalias !32
  %110 = load i32, ptr %index.addr.i44.i, align 4, !noalias !32
  %111 = load ptr, ptr %name.addr.i45.i, align 4, !noalias !32
  %112 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %108, i32 %107, i32 %109, i32 %110, ptr %111)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %112, ptr %tmp.i47.i, align 4, !noalias !32
  %113 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i47.i, align 4, !noalias !32
  %__counter_handle.i48.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i47.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %113, ptr %__counter_handle.i48.i, align 4, !noalias !32
  store ptr %tmp1.i.i, ptr %this.addr.i25, align 4
  store ptr %tmp.i47.i, ptr %other.addr.i26, align 4
  %this1.i27 = load ptr, ptr %this.addr.i25, align 4
  %114 = load ptr, ptr %other.addr.i26, align 4
  store ptr %this1.i27, ptr %this.addr.i74, align 4
  store ptr %114, ptr %other.addr.i75, align 4
  %this1.i76 = load ptr, ptr %this.addr.i74, align 4
  %115 = load ptr, ptr %other.addr.i75, align 4, !nonnull !6, !align !7
  %116 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %115, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %116, ptr %this1.i76, align 4
  %117 = load ptr, ptr %other.addr.i75, align 4, !nonnull !6, !align !7
  %__counter_handle.i77 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %117, i32 0, i32 1
  %118 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i77, align 4
  %__counter_handle3.i78 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i76, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %118, ptr %__counter_handle3.i78, align 4
  %119 = load i32, ptr %i.addr.i.i, align 4
  store ptr %tmp1.i.i, ptr %this.addr.i97.i, align 4
  store i32 %119, ptr %Index.addr.i98.i, align 4
  %this1.i99.i = load ptr, ptr %this.addr.i97.i, align 4
  %120 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i99.i, align 4
  %121 = load i32, ptr %Index.addr.i98.i, align 4
  %122 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %120, i32 %121)
  %123 = load <3 x i32>, ptr %122, align 1
  %124 = extractelement <3 x i32> %123, i32 2
  %and.i.i = and i32 %106, %124
  call void @llvm.experimental.noalias.scope.decl(metadata !35)
  store ptr %tmp3.i.i, ptr %result.ptr.i31.i, align 4, !noalias !35
  store i32 0, ptr %registerNo.addr.i32.i, align 4, !noalias !35
  store i32 0, ptr %spaceNo.addr.i33.i, align 4, !noalias !35
  store i32 2, ptr %range.addr.i34.i, align 4, !noalias !35
  store i32 1, ptr %index.addr.i35.i, align 4, !noalias !35
  store ptr @Records.str, ptr %name.addr.i36.i, align 4, !noalias !35
  store i32 0, ptr %counterOrderId.addr.i37.i, align 4, !noalias !35
  store ptr %tmp.i38.i, ptr %this.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i5, align 4
  store ptr %this1.i6, ptr %this.addr.i50, align 4
  %this1.i51 = load ptr, ptr %this.addr.i50, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i51, align 4
  %125 = load i32, ptr %registerNo.addr.i32.i, align 4, !noalias !35
  %126 = load i32, ptr %spaceNo.addr.i33.i, align 4, !noalias !35
  %127 = load i32, ptr %range.addr.i34.i, align 4, !noalias !35
  %128 = load i32, ptr %index.addr.i35.i, align 4, !noalias !35
  %129 = load ptr, ptr %name.addr.i36.i, align 4, !noalias !35
  %130 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %126, i32 %125, i32 %127, i32 %128, ptr %129)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %130, ptr %tmp.i38.i, align 4, !noalias !35
  %131 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i38.i, align 4, !noalias !35
  %__counter_handle.i39.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i38.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %131, ptr %__counter_handle.i39.i, align 4, !noalias !35
  store ptr %tmp3.i.i, ptr %this.addr.i22, align 4
  store ptr %tmp.i38.i, ptr %other.addr.i23, align 4
  %this1.i24 = load ptr, ptr %this.addr.i22, align 4
  %132 = load ptr, ptr %other.addr.i23, align 4
  store ptr %this1.i24, ptr %this.addr.i79, align 4
  store ptr %132, ptr %other.addr.i80, align 4
  %this1.i81 = load ptr, ptr %this.addr.i79, align 4
  %133 = load ptr, ptr %other.addr.i80, align 4, !nonnull !6, !align !7
  %134 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %133, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %134, ptr %this1.i81, align 4
  %135 = load ptr, ptr %other.addr.i80, align 4, !nonnull !6, !align !7
  %__counter_handle.i82 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %135, i32 0, i32 1
  %136 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i82, align 4
  %__counter_handle3.i83 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i81, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %136, ptr %__counter_handle3.i83, align 4
  %137 = load i32, ptr %i.addr.i.i, align 4
  store ptr %tmp3.i.i, ptr %this.addr.i94.i, align 4
  store i32 %137, ptr %Index.addr.i95.i, align 4
  %this1.i96.i = load ptr, ptr %this.addr.i94.i, align 4
  %138 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i96.i, align 4
  %139 = load i32, ptr %Index.addr.i95.i, align 4
  %140 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %138, i32 %139)
  %weights5.i.i = getelementptr inbounds nuw %struct.Record, ptr %140, i32 0, i32 2
  %arrayidx6.i.i = getelementptr inbounds [3 x i32], ptr %weights5.i.i, i32 0, i32 2
  store i32 %and.i.i, ptr %arrayidx6.i.i, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  store ptr %tmp7.i.i, ptr %result.ptr.i.i, align 4, !noalias !38
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !38
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !38
  store i32 2, ptr %range.addr.i.i, align 4, !noalias !38
  store i32 1, ptr %index.addr.i.i, align 4, !noalias !38
  store ptr @Records.str, ptr %name.addr.i.i, align 4, !noalias !38
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !38
  store ptr %tmp.i30.i, ptr %this.addr.i3, align 4
  %this1.i4 = load ptr, ptr %this.addr.i3, align 4
  store ptr %this1.i4, ptr %this.addr.i52, align 4
  %this1.i53 = load ptr, ptr %this.addr.i52, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i53, align 4
  %141 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !38
  %142 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !38
  %143 = load i32, ptr %range.addr.i.i, align 4, !noalias !38
  %144 = load i32, ptr %index.addr.i.i, align 4, !noalias !38
  %145 = load ptr, ptr %name.addr.i.i, align 4, !noalias !38
  %146 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %142, i32 %141, i32 %143, i32 %144, ptr %145)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %146, ptr %tmp.i30.i, align 4, !noalias !38
  %147 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i30.i, align 4, !noalias !38
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i30.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %147, ptr %__counter_handle.i.i, align 4, !noalias !38
  store ptr %tmp7.i.i, ptr %this.addr.i19, align 4
  store ptr %tmp.i30.i, ptr %other.addr.i20, align 4
  %this1.i21 = load ptr, ptr %this.addr.i19, align 4
  %148 = load ptr, ptr %other.addr.i20, align 4
  store ptr %this1.i21, ptr %this.addr.i84, align 4
  store ptr %148, ptr %other.addr.i85, align 4
  %this1.i86 = load ptr, ptr %this.addr.i84, align 4
  %149 = load ptr, ptr %other.addr.i85, align 4, !nonnull !6, !align !7
  %150 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %149, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %150, ptr %this1.i86, align 4
  %151 = load ptr, ptr %other.addr.i85, align 4, !nonnull !6, !align !7
  %__counter_handle.i87 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %151, i32 0, i32 1
  %152 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i87, align 4
  %__counter_handle3.i88 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i86, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %152, ptr %__counter_handle3.i88, align 4
  %153 = load i32, ptr %i.addr.i.i, align 4
  store ptr %tmp7.i.i, ptr %this.addr.i.i, align 4
  store i32 %153, ptr %Index.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  %154 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i.i, align 4
  %155 = load i32, ptr %Index.addr.i.i, align 4
  %156 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %154, i32 %155)
  %weights9.i.i = getelementptr inbounds nuw %struct.Record, ptr %156, i32 0, i32 2
  %157 = load i32, ptr %weights9.i.i, align 1
  %add.i.i = add i32 %157, 1
  %shl24.i = shl i32 %add.i.i, 1
  %weights25.i = getelementptr inbounds nuw %struct.Record, ptr %q.i, i32 0, i32 2
  %arrayidx26.i = getelementptr inbounds [3 x i32], ptr %weights25.i, i32 0, i32 2
  store i32 %shl24.i, ptr %arrayidx26.i, align 1
  %158 = load i32, ptr %i.i, align 4
  %rem27.i = urem i32 %158, 2
  %159 = call i32 @llvm.dx.resource.nonuniformindex(i32 %rem27.i)
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  store ptr %tmp28.i, ptr %result.ptr.i58.i, align 4, !noalias !41
  store i32 0, ptr %registerNo.addr.i59.i, align 4, !noalias !41
  store i32 0, ptr %spaceNo.addr.i60.i, align 4, !noalias !41
  store i32 2, ptr %range.addr.i61.i, align 4, !noalias !41
  store i32 %159, ptr %index.addr.i62.i, align 4, !noalias !41
  store ptr @Records.str, ptr %name.addr.i63.i, align 4, !noalias !41
  store i32 0, ptr %counterOrderId.addr.i64.i, align 4, !noalias !41
  store ptr %tmp.i65.i, ptr %this.addr.i1, align 4
  %this1.i2 = load ptr, ptr %this.addr.i1, align 4
  store ptr %this1.i2, ptr %this.addr.i54, align 4
  %this1.i55 = load ptr, ptr %this.addr.i54, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) poison, ptr %this1.i55, align 4
  %160 = load i32, ptr %registerNo.addr.i59.i, align 4, !noalias !41
  %161 = load i32, ptr %spaceNo.addr.i60.i, align 4, !noalias !41
  %162 = load i32, ptr %range.addr.i61.i, align 4, !noalias !41
  %163 = load i32, ptr %index.addr.i62.i, align 4, !noalias !41
  %164 = load ptr, ptr %name.addr.i63.i, align 4, !noalias !41
  %165 = call target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32 %161, i32 %160, i32 %162, i32 %163, ptr %164)
  store target("dx.RawBuffer", %struct.Record, 1, 0) %165, ptr %tmp.i65.i, align 4, !noalias !41
  %166 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %tmp.i65.i, align 4, !noalias !41
  %__counter_handle.i66.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i65.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %166, ptr %__counter_handle.i66.i, align 4, !noalias !41
  store ptr %tmp28.i, ptr %this.addr.i17, align 4
  store ptr %tmp.i65.i, ptr %other.addr.i, align 4
  %this1.i18 = load ptr, ptr %this.addr.i17, align 4
  %167 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i18, ptr %this.addr.i89, align 4
  store ptr %167, ptr %other.addr.i90, align 4
  %this1.i91 = load ptr, ptr %this.addr.i89, align 4
  %168 = load ptr, ptr %other.addr.i90, align 4, !nonnull !6, !align !7
  %169 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %168, align 4
  store target("dx.RawBuffer", %struct.Record, 1, 0) %169, ptr %this1.i91, align 4
  %170 = load ptr, ptr %other.addr.i90, align 4, !nonnull !6, !align !7
  %__counter_handle.i92 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %170, i32 0, i32 1
  %171 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %__counter_handle.i92, align 4
  %__counter_handle3.i93 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i91, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Record, 1, 0) %171, ptr %__counter_handle3.i93, align 4
  %172 = load i32, ptr %i.i, align 4
  store ptr %tmp28.i, ptr %this.addr.i103.i, align 4
  store i32 %172, ptr %Index.addr.i104.i, align 4
  %this1.i105.i = load ptr, ptr %this.addr.i103.i, align 4
  %173 = load target("dx.RawBuffer", %struct.Record, 1, 0), ptr %this1.i105.i, align 4
  %174 = load i32, ptr %Index.addr.i104.i, align 4
  %175 = call noundef nonnull align 1 dereferenceable(28) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0) %173, i32 %174)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %175, ptr align 1 %q.i, i32 28, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Record, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Records_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Records_1_0t(target("dx.RawBuffer", %struct.Record, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!19 = distinct !{!19, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!22 = distinct !{!22, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!25 = distinct !{!25, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!28 = distinct !{!28, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!31 = distinct !{!31, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!34 = distinct !{!34, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!37 = distinct !{!37, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!40 = distinct !{!40, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!43 = distinct !{!43, !"_ZN4hlsl18RWStructuredBufferI6RecordE38__createFromBindingWithImplicitCounterEjjijPKcj"}
