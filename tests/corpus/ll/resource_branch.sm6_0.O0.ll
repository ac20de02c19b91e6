; ModuleID = 'resource_branch.hlsl'
source_filename = "resource_branch.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }
%__cblayout_CB = type <{ i32, i32 }>

@_ZL2In = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL4Out0 = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"Out0\00", align 1
@_ZL4Out1 = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"Out1\00", align 1
@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@cond = external hidden addrspace(2) global i32, align 4
@k = external hidden addrspace(2) global i32, align 4
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
entry:
  %this.addr.i37.i = alloca ptr, align 4
  %other.addr.i38.i = alloca ptr, align 4
  %this.addr.i32.i = alloca ptr, align 4
  %other.addr.i33.i = alloca ptr, align 4
  %this.addr.i28.i = alloca ptr, align 4
  %other.addr.i29.i = alloca ptr, align 4
  %this.addr.i26.i = alloca ptr, align 4
  %this.addr.i24.i = alloca ptr, align 4
  %this.addr.i22.i = alloca ptr, align 4
  %this.addr.i19.i = alloca ptr, align 4
  %other.addr.i20.i = alloca ptr, align 4
  %this.addr.i16.i = alloca ptr, align 4
  %other.addr.i17.i = alloca ptr, align 4
  %this.addr.i14.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i.i1.i = alloca ptr, align 4
  %registerNo.addr.i.i2.i = alloca i32, align 4
  %spaceNo.addr.i.i3.i = alloca i32, align 4
  %range.addr.i.i4.i = alloca i32, align 4
  %index.addr.i.i5.i = alloca i32, align 4
  %name.addr.i.i6.i = alloca ptr, align 4
  %counterOrderId.addr.i.i7.i = alloca i32, align 4
  %tmp.i.i8.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i.i.i = alloca ptr, align 4
  %registerNo.addr.i.i.i = alloca i32, align 4
  %spaceNo.addr.i.i.i = alloca i32, align 4
  %range.addr.i.i.i = alloca i32, align 4
  %index.addr.i.i.i = alloca i32, align 4
  %name.addr.i.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i.i = alloca i32, align 4
  %tmp.i.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
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
  %id.addr.i = alloca <3 x i32>, align 16
  %x.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL2In, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i12.i, align 4
  %this1.i13.i = load ptr, ptr %this.addr.i12.i, align 4
  store ptr %this1.i13.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i23.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", i32, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  %6 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i.i, align 4, !noalias !4
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !4
  store ptr @_ZL2In, ptr %this.addr.i19.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i19.i, align 4
  %7 = load ptr, ptr %other.addr.i20.i, align 4
  store ptr %this1.i21.i, ptr %this.addr.i28.i, align 4
  store ptr %7, ptr %other.addr.i29.i, align 4
  %this1.i30.i = load ptr, ptr %this.addr.i28.i, align 4
  %8 = load ptr, ptr %other.addr.i29.i, align 4, !nonnull !7, !align !8
  %9 = load target("dx.RawBuffer", i32, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", i32, 1, 0) %9, ptr %this1.i30.i, align 4
  %10 = load ptr, ptr %other.addr.i29.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i31.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i31.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i30.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL4Out0, ptr %result.ptr.i.i.i, align 4, !noalias !9
  store i32 1, ptr %registerNo.addr.i.i.i, align 4, !noalias !9
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !9
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !9
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !9
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !9
  store i32 1, ptr %counterOrderId.addr.i.i.i, align 4, !noalias !9
  store ptr %tmp.i.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store ptr %this1.i11.i, ptr %this.addr.i24.i, align 4
  %this1.i25.i = load ptr, ptr %this.addr.i24.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i25.i, align 4
  %12 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !9
  %13 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !9
  %14 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !9
  %15 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !9
  %16 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !9
  %17 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %13, i32 %12, i32 %14, i32 %15, ptr %16)
  store target("dx.RawBuffer", i32, 1, 0) %17, ptr %tmp.i.i.i, align 4, !noalias !9
  %18 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i.i.i, align 4, !noalias !9
  %__counter_handle.i.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %18, ptr %__counter_handle.i.i.i, align 4, !noalias !9
  store ptr @_ZL4Out0, ptr %this.addr.i16.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i16.i, align 4
  %19 = load ptr, ptr %other.addr.i17.i, align 4
  store ptr %this1.i18.i, ptr %this.addr.i32.i, align 4
  store ptr %19, ptr %other.addr.i33.i, align 4
  %this1.i34.i = load ptr, ptr %this.addr.i32.i, align 4
  %20 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !7, !align !8
  %21 = load target("dx.RawBuffer", i32, 1, 0), ptr %20, align 4
  store target("dx.RawBuffer", i32, 1, 0) %21, ptr %this1.i34.i, align 4
  %22 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i35.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %22, i32 0, i32 1
  %23 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i35.i, align 4
  %__counter_handle3.i36.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i34.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %23, ptr %__counter_handle3.i36.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  store ptr @_ZL4Out1, ptr %result.ptr.i.i1.i, align 4, !noalias !12
  store i32 2, ptr %registerNo.addr.i.i2.i, align 4, !noalias !12
  store i32 0, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !12
  store i32 1, ptr %range.addr.i.i4.i, align 4, !noalias !12
  store i32 0, ptr %index.addr.i.i5.i, align 4, !noalias !12
  store ptr @.str.4, ptr %name.addr.i.i6.i, align 4, !noalias !12
  store i32 2, ptr %counterOrderId.addr.i.i7.i, align 4, !noalias !12
  store ptr %tmp.i.i8.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i26.i, align 4
  %this1.i27.i = load ptr, ptr %this.addr.i26.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i27.i, align 4
  %24 = load i32, ptr %registerNo.addr.i.i2.i, align 4, !noalias !12
  %25 = load i32, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !12
  %26 = load i32, ptr %range.addr.i.i4.i, align 4, !noalias !12
  %27 = load i32, ptr %index.addr.i.i5.i, align 4, !noalias !12
  %28 = load ptr, ptr %name.addr.i.i6.i, align 4, !noalias !12
  %29 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %25, i32 %24, i32 %26, i32 %27, ptr %28)
  store target("dx.RawBuffer", i32, 1, 0) %29, ptr %tmp.i.i8.i, align 4, !noalias !12
  %30 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i.i8.i, align 4, !noalias !12
  %__counter_handle.i.i9.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i8.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %30, ptr %__counter_handle.i.i9.i, align 4, !noalias !12
  store ptr @_ZL4Out1, ptr %this.addr.i14.i, align 4
  store ptr %tmp.i.i8.i, ptr %other.addr.i.i, align 4
  %this1.i15.i = load ptr, ptr %this.addr.i14.i, align 4
  %31 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i15.i, ptr %this.addr.i37.i, align 4
  store ptr %31, ptr %other.addr.i38.i, align 4
  %this1.i39.i = load ptr, ptr %this.addr.i37.i, align 4
  %32 = load ptr, ptr %other.addr.i38.i, align 4, !nonnull !7, !align !8
  %33 = load target("dx.RawBuffer", i32, 1, 0), ptr %32, align 4
  store target("dx.RawBuffer", i32, 1, 0) %33, ptr %this1.i39.i, align 4
  %34 = load ptr, ptr %other.addr.i38.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i40.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %34, i32 0, i32 1
  %35 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i40.i, align 4
  %__counter_handle3.i41.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i39.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %35, ptr %__counter_handle3.i41.i, align 4
  %CB.cb_h.i.i = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  %36 = call i32 @llvm.dx.thread.id(i32 0)
  %37 = insertelement <3 x i32> poison, i32 %36, i64 0
  %38 = call i32 @llvm.dx.thread.id(i32 1)
  %39 = insertelement <3 x i32> %37, i32 %38, i64 1
  %40 = call i32 @llvm.dx.thread.id(i32 2)
  %41 = insertelement <3 x i32> %39, i32 %40, i64 2
  store <3 x i32> %41, ptr %id.addr.i, align 16
  %42 = load i32, ptr addrspace(2) @cond, align 4
  %tobool.i = icmp ne i32 %42, 0
  br i1 %tobool.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %entry
  %43 = load <3 x i32>, ptr %id.addr.i, align 16
  %44 = extractelement <3 x i32> %43, i32 0
  store ptr @_ZL2In, ptr %this.addr.i1, align 4
  store i32 %44, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %45 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i3, align 4
  %46 = load i32, ptr %Index.addr.i2, align 4
  %47 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %45, i32 %46)
  %48 = load i32, ptr %47, align 4
  %49 = load <3 x i32>, ptr %id.addr.i, align 16
  %50 = extractelement <3 x i32> %49, i32 0
  store ptr @_ZL4Out0, ptr %this.addr.i, align 4
  store i32 %50, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %51 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i, align 4
  %52 = load i32, ptr %Index.addr.i, align 4
  %53 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %51, i32 %52)
  %54 = load i32, ptr %53, align 4
  %add.i = add nsw i32 %54, %48
  store i32 %add.i, ptr %53, align 4
  br label %if.end.i

if.else.i:                                        ; preds = %entry
  %55 = load <3 x i32>, ptr %id.addr.i, align 16
  %56 = extractelement <3 x i32> %55, i32 0
  store ptr @_ZL2In, ptr %this.addr.i16, align 4
  store i32 %56, ptr %Index.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i16, align 4
  %57 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i18, align 4
  %58 = load i32, ptr %Index.addr.i17, align 4
  %59 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %57, i32 %58)
  %60 = load i32, ptr %59, align 4
  %61 = load <3 x i32>, ptr %id.addr.i, align 16
  %62 = extractelement <3 x i32> %61, i32 0
  store ptr @_ZL4Out1, ptr %this.addr.i13, align 4
  store i32 %62, ptr %Index.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %63 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i15, align 4
  %64 = load i32, ptr %Index.addr.i14, align 4
  %65 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %63, i32 %64)
  %66 = load i32, ptr %65, align 4
  %add4.i = add nsw i32 %66, %60
  store i32 %add4.i, ptr %65, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.else.i, %if.then.i
  %67 = load i32, ptr addrspace(2) @k, align 4
  %cmp.i = icmp ugt i32 %67, 3
  br i1 %cmp.i, label %if.then5.i, label %if.else7.i

if.then5.i:                                       ; preds = %if.end.i
  %68 = load <3 x i32>, ptr %id.addr.i, align 16
  %69 = extractelement <3 x i32> %68, i32 1
  store ptr @_ZL2In, ptr %this.addr.i4, align 4
  store i32 %69, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %70 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i6, align 4
  %71 = load i32, ptr %Index.addr.i5, align 4
  %72 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %70, i32 %71)
  %73 = load i32, ptr %72, align 4
  store i32 %73, ptr %x.i, align 4
  br label %_Z4mainDv3_j.exit

if.else7.i:                                       ; preds = %if.end.i
  %74 = load i32, ptr addrspace(2) @k, align 4
  store ptr @_ZL2In, ptr %this.addr.i10, align 4
  store i32 %74, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %75 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i12, align 4
  %76 = load i32, ptr %Index.addr.i11, align 4
  %77 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %75, i32 %76)
  %78 = load i32, ptr %77, align 4
  store i32 %78, ptr %x.i, align 4
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %if.then5.i, %if.else7.i
  %79 = load i32, ptr %x.i, align 4
  %80 = load <3 x i32>, ptr %id.addr.i, align 16
  %81 = extractelement <3 x i32> %80, i32 2
  store ptr @_ZL4Out0, ptr %this.addr.i7, align 4
  store i32 %81, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %82 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i9, align 4
  %83 = load i32, ptr %Index.addr.i8, align 4
  %84 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %82, i32 %83)
  store i32 %79, ptr %84, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{ptr @CB.cb, ptr addrspace(2) @cond, ptr addrspace(2) @k}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!7 = !{}
!8 = !{i64 4}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!11 = distinct !{!11, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!14 = distinct !{!14, !"_ZN4hlsl18RWStructuredBufferIiE38__createFromBindingWithImplicitCounterEjjijPKcj"}
