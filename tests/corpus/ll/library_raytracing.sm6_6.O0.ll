; ModuleID = 'library_raytracing.hlsl'
source_filename = "library_raytracing.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-library"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%"class.hlsl::StructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 0, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }
%__cblayout_Params = type <{ float, i32 }>
%"class.hlsl::RWBuffer.0" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }

@_ZL3Out = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Raw = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"Raw\00", align 1
@Params.cb = global target("dx.CBuffer", %__cblayout_Params) poison
@Scale = external hidden addrspace(2) global float, align 4
@Which = external hidden addrspace(2) global i32, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@Counts.str = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_library_raytracing.hlsl, ptr null }]

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define noundef nofpclass(nan inf) float @_Z5scalef(float noundef nofpclass(nan inf) %x) #1 {
entry:
  %x.addr = alloca float, align 4
  store float %x, ptr %x.addr, align 4
  %0 = load float, ptr %x.addr, align 4
  %1 = load float, ptr addrspace(2) @Scale, align 4
  %mul = fmul reassoc nnan ninf nsz arcp afn float %0, %1
  ret float %mul
}

; Function Attrs: convergent noinline norecurse optnone
define void @RayGen() #2 {
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
  %tmp.i7.i = alloca %"class.hlsl::StructuredBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i23 = alloca ptr, align 4
  %other.addr.i24 = alloca ptr, align 4
  %this.addr.i21 = alloca ptr, align 4
  %this.addr.i19 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i17 = alloca ptr, align 4
  %this.addr.i14 = alloca ptr, align 4
  %Index.addr.i15 = alloca i32, align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i13 = alloca %"class.hlsl::RWBuffer.0", align 4
  %this.addr.i10 = alloca ptr, align 4
  %Index.addr.i11 = alloca i32, align 4
  %a.addr.i = alloca float, align 4
  %this.addr.i7 = alloca ptr, align 4
  %Index.addr.i8 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %x.addr.i.i = alloca float, align 4
  %i.i = alloca i32, align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer.0", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i18.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL3Out, ptr %this.addr.i15.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i19.i, align 4
  store ptr %6, ptr %other.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i19.i, align 4
  %7 = load ptr, ptr %other.addr.i20.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i21.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL2In, ptr %result.ptr.i1.i, align 4, !noalias !9
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !9
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !9
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !9
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !9
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !9
  store ptr %tmp.i7.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store ptr %this1.i23.i, ptr %this.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i27.i, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i28.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !9
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !9
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !9
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !9
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !9
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !9
  store ptr @_ZL2In, ptr %this.addr.i24.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i25.i, align 4
  %this1.i26.i = load ptr, ptr %this.addr.i24.i, align 4
  %15 = load ptr, ptr %other.addr.i25.i, align 4
  store ptr %this1.i26.i, ptr %this.addr.i29.i, align 4
  store ptr %15, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %16 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !7, !align !8
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i31.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  store ptr @_ZL3Raw, ptr %result.ptr.i8.i, align 4, !noalias !12
  store i32 1, ptr %registerNo.addr.i9.i, align 4, !noalias !12
  store i32 1, ptr %spaceNo.addr.i10.i, align 4, !noalias !12
  store i32 1, ptr %range.addr.i11.i, align 4, !noalias !12
  store i32 0, ptr %index.addr.i12.i, align 4, !noalias !12
  store ptr @.str.4, ptr %name.addr.i13.i, align 4, !noalias !12
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !12
  store ptr %tmp.i14.i, ptr %this.addr.i32.i, align 4
  %this1.i33.i = load ptr, ptr %this.addr.i32.i, align 4
  store ptr %this1.i33.i, ptr %this.addr.i37.i, align 4
  %this1.i38.i = load ptr, ptr %this.addr.i37.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i38.i, align 4
  %18 = load i32, ptr %registerNo.addr.i9.i, align 4, !noalias !12
  %19 = load i32, ptr %spaceNo.addr.i10.i, align 4, !noalias !12
  %20 = load i32, ptr %range.addr.i11.i, align 4, !noalias !12
  %21 = load i32, ptr %index.addr.i12.i, align 4, !noalias !12
  %22 = load ptr, ptr %name.addr.i13.i, align 4, !noalias !12
  %23 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.RawBuffer", i32, 1, 0) %23, ptr %tmp.i14.i, align 4, !noalias !12
  %24 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i14.i, align 4, !noalias !12
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i14.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %24, ptr %__counter_handle.i.i, align 4, !noalias !12
  store ptr @_ZL3Raw, ptr %this.addr.i34.i, align 4
  store ptr %tmp.i14.i, ptr %other.addr.i35.i, align 4
  %this1.i36.i = load ptr, ptr %this.addr.i34.i, align 4
  %25 = load ptr, ptr %other.addr.i35.i, align 4
  store ptr %this1.i36.i, ptr %this.addr.i39.i, align 4
  store ptr %25, ptr %other.addr.i40.i, align 4
  %this1.i41.i = load ptr, ptr %this.addr.i39.i, align 4
  %26 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !7, !align !8
  %27 = load target("dx.RawBuffer", i32, 1, 0), ptr %26, align 4
  store target("dx.RawBuffer", i32, 1, 0) %27, ptr %this1.i41.i, align 4
  %28 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i42.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  %29 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i42.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i41.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %29, ptr %__counter_handle3.i.i, align 4
  %Params.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  store i32 0, ptr %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %for.body.i, %entry
  %30 = load i32, ptr %i.i, align 4
  %cmp.i = icmp ult i32 %30, 4
  br i1 %cmp.i, label %for.body.i, label %_Z6RayGenv.exit

for.body.i:                                       ; preds = %for.cond.i
  %31 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i1, align 4
  store i32 %31, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %32 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %this1.i3, align 4
  %33 = load i32, ptr %Index.addr.i2, align 4
  %34 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %32, i32 %33)
  %35 = load <4 x float>, ptr %34, align 16
  %36 = extractelement <4 x float> %35, i32 0
  store float %36, ptr %x.addr.i.i, align 4
  %37 = load float, ptr %x.addr.i.i, align 4
  %38 = load float, ptr addrspace(2) @Scale, align 4
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn float %37, %38
  %39 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i, align 4
  store i32 %39, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %40 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %this1.i, align 4
  %41 = load i32, ptr %Index.addr.i, align 4
  %42 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %40, i32 %41)
  %43 = load <4 x float>, ptr %42, align 16
  %44 = extractelement <4 x float> %43, i32 3
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %mul.i.i, %44
  %45 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i4, align 4
  store i32 %45, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %46 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i6, align 4
  %47 = load i32, ptr %Index.addr.i5, align 4
  %48 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %46, i32 %47)
  store float %add.i, ptr %48, align 4
  %49 = load i32, ptr %i.i, align 4
  %inc.i = add i32 %49, 1
  store i32 %inc.i, ptr %i.i, align 4
  br label %for.cond.i, !llvm.loop !15

_Z6RayGenv.exit:                                  ; preds = %for.cond.i
  %50 = load i32, ptr addrspace(2) @Which, align 4
  store ptr @_ZL3Out, ptr %this.addr.i7, align 4
  store i32 %50, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %51 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i9, align 4
  %52 = load i32, ptr %Index.addr.i8, align 4
  %53 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %51, i32 %52)
  %54 = load float, ptr %53, align 4
  store float %54, ptr %a.addr.i, align 4
  %55 = load i32, ptr %a.addr.i, align 4
  store ptr @_ZL3Raw, ptr %this.addr.i10, align 4
  store i32 0, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %56 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i12, align 4
  %57 = load i32, ptr %Index.addr.i11, align 4
  %58 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %56, i32 %57)
  store i32 %55, ptr %58, align 4
  %59 = load i32, ptr addrspace(2) @Which, align 4
  %60 = load i32, ptr addrspace(2) @Which, align 4
  %rem.i = urem i32 %60, 3
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr %tmp.i, ptr %result.ptr.i, align 4, !noalias !17
  store i32 4, ptr %registerNo.addr.i, align 4, !noalias !17
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !17
  store i32 3, ptr %range.addr.i, align 4, !noalias !17
  store i32 %rem.i, ptr %index.addr.i, align 4, !noalias !17
  store ptr @Counts.str, ptr %name.addr.i, align 4, !noalias !17
  store ptr %tmp.i13, ptr %this.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i17, align 4
  store ptr %this1.i18, ptr %this.addr.i21, align 4
  %this1.i22 = load ptr, ptr %this.addr.i21, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i22, align 4
  %61 = load i32, ptr %registerNo.addr.i, align 4, !noalias !17
  %62 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !17
  %63 = load i32, ptr %range.addr.i, align 4, !noalias !17
  %64 = load i32, ptr %index.addr.i, align 4, !noalias !17
  %65 = load ptr, ptr %name.addr.i, align 4, !noalias !17
  %66 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %62, i32 %61, i32 %63, i32 %64, ptr %65)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %66, ptr %tmp.i13, align 4, !noalias !17
  store ptr %tmp.i, ptr %this.addr.i19, align 4
  store ptr %tmp.i13, ptr %other.addr.i, align 4
  %this1.i20 = load ptr, ptr %this.addr.i19, align 4
  %67 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i20, ptr %this.addr.i23, align 4
  store ptr %67, ptr %other.addr.i24, align 4
  %this1.i25 = load ptr, ptr %this.addr.i23, align 4
  %68 = load ptr, ptr %other.addr.i24, align 4, !nonnull !7, !align !8
  %69 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %68, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %69, ptr %this1.i25, align 4
  store ptr %tmp.i, ptr %this.addr.i14, align 4
  store i32 0, ptr %Index.addr.i15, align 4
  %this1.i16 = load ptr, ptr %this.addr.i14, align 4
  %70 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i16, align 4
  %71 = load i32, ptr %Index.addr.i15, align 4
  %72 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %70, i32 %71)
  store i32 %59, ptr %72, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse optnone
define void @Intersect() #3 {
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
  %this.addr.i.i8 = alloca ptr, align 4
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
  %tmp.i7.i = alloca %"class.hlsl::StructuredBuffer", align 4
  %result.ptr.i.i9 = alloca ptr, align 4
  %registerNo.addr.i.i10 = alloca i32, align 4
  %spaceNo.addr.i.i11 = alloca i32, align 4
  %range.addr.i.i12 = alloca i32, align 4
  %index.addr.i.i13 = alloca i32, align 4
  %name.addr.i.i14 = alloca ptr, align 4
  %tmp.i.i15 = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i5 = alloca ptr, align 4
  %other.addr.i6 = alloca ptr, align 4
  %this.addr.i3 = alloca ptr, align 4
  %this.addr.i1 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %this.addr.i2.i = alloca ptr, align 4
  %Index.addr.i3.i = alloca i32, align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer.0", align 4
  %this.addr.i.i = alloca ptr, align 4
  %Index.addr.i.i = alloca i32, align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer.0", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr @_ZL3Out, ptr %result.ptr.i.i9, align 4, !noalias !20
  store i32 0, ptr %registerNo.addr.i.i10, align 4, !noalias !20
  store i32 0, ptr %spaceNo.addr.i.i11, align 4, !noalias !20
  store i32 1, ptr %range.addr.i.i12, align 4, !noalias !20
  store i32 0, ptr %index.addr.i.i13, align 4, !noalias !20
  store ptr @.str, ptr %name.addr.i.i14, align 4, !noalias !20
  store ptr %tmp.i.i15, ptr %this.addr.i.i8, align 4
  %this1.i.i16 = load ptr, ptr %this.addr.i.i8, align 4
  store ptr %this1.i.i16, ptr %this.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i18.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i10, align 4, !noalias !20
  %1 = load i32, ptr %spaceNo.addr.i.i11, align 4, !noalias !20
  %2 = load i32, ptr %range.addr.i.i12, align 4, !noalias !20
  %3 = load i32, ptr %index.addr.i.i13, align 4, !noalias !20
  %4 = load ptr, ptr %name.addr.i.i14, align 4, !noalias !20
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i15, align 4, !noalias !20
  store ptr @_ZL3Out, ptr %this.addr.i15.i, align 4
  store ptr %tmp.i.i15, ptr %other.addr.i.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i19.i, align 4
  store ptr %6, ptr %other.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i19.i, align 4
  %7 = load ptr, ptr %other.addr.i20.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i21.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  store ptr @_ZL2In, ptr %result.ptr.i1.i, align 4, !noalias !23
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !23
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !23
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !23
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !23
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !23
  store ptr %tmp.i7.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store ptr %this1.i23.i, ptr %this.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i27.i, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i28.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !23
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !23
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !23
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !23
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !23
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !23
  store ptr @_ZL2In, ptr %this.addr.i24.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i25.i, align 4
  %this1.i26.i = load ptr, ptr %this.addr.i24.i, align 4
  %15 = load ptr, ptr %other.addr.i25.i, align 4
  store ptr %this1.i26.i, ptr %this.addr.i29.i, align 4
  store ptr %15, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %16 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !7, !align !8
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i31.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  store ptr @_ZL3Raw, ptr %result.ptr.i8.i, align 4, !noalias !26
  store i32 1, ptr %registerNo.addr.i9.i, align 4, !noalias !26
  store i32 1, ptr %spaceNo.addr.i10.i, align 4, !noalias !26
  store i32 1, ptr %range.addr.i11.i, align 4, !noalias !26
  store i32 0, ptr %index.addr.i12.i, align 4, !noalias !26
  store ptr @.str.4, ptr %name.addr.i13.i, align 4, !noalias !26
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !26
  store ptr %tmp.i14.i, ptr %this.addr.i32.i, align 4
  %this1.i33.i = load ptr, ptr %this.addr.i32.i, align 4
  store ptr %this1.i33.i, ptr %this.addr.i37.i, align 4
  %this1.i38.i = load ptr, ptr %this.addr.i37.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i38.i, align 4
  %18 = load i32, ptr %registerNo.addr.i9.i, align 4, !noalias !26
  %19 = load i32, ptr %spaceNo.addr.i10.i, align 4, !noalias !26
  %20 = load i32, ptr %range.addr.i11.i, align 4, !noalias !26
  %21 = load i32, ptr %index.addr.i12.i, align 4, !noalias !26
  %22 = load ptr, ptr %name.addr.i13.i, align 4, !noalias !26
  %23 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.RawBuffer", i32, 1, 0) %23, ptr %tmp.i14.i, align 4, !noalias !26
  %24 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i14.i, align 4, !noalias !26
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i14.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %24, ptr %__counter_handle.i.i, align 4, !noalias !26
  store ptr @_ZL3Raw, ptr %this.addr.i34.i, align 4
  store ptr %tmp.i14.i, ptr %other.addr.i35.i, align 4
  %this1.i36.i = load ptr, ptr %this.addr.i34.i, align 4
  %25 = load ptr, ptr %other.addr.i35.i, align 4
  store ptr %this1.i36.i, ptr %this.addr.i39.i, align 4
  store ptr %25, ptr %other.addr.i40.i, align 4
  %this1.i41.i = load ptr, ptr %this.addr.i39.i, align 4
  %26 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !7, !align !8
  %27 = load target("dx.RawBuffer", i32, 1, 0), ptr %26, align 4
  store target("dx.RawBuffer", i32, 1, 0) %27, ptr %this1.i41.i, align 4
  %28 = load ptr, ptr %other.addr.i40.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i42.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  %29 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i42.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i41.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %29, ptr %__counter_handle3.i.i, align 4
  %Params.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  store ptr @_ZL3Raw, ptr %this.addr.i.i, align 4
  store i32 1, ptr %Index.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  %30 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i.i, align 4
  %31 = load i32, ptr %Index.addr.i.i, align 4
  %32 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %30, i32 %31)
  %33 = load i32, ptr %32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !29)
  store ptr %tmp.i, ptr %result.ptr.i.i, align 4, !noalias !29
  store i32 4, ptr %registerNo.addr.i.i, align 4, !noalias !29
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !29
  store i32 3, ptr %range.addr.i.i, align 4, !noalias !29
  store i32 1, ptr %index.addr.i.i, align 4, !noalias !29
  store ptr @Counts.str, ptr %name.addr.i.i, align 4, !noalias !29
  store ptr %tmp.i.i, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i3, align 4
  %this1.i4 = load ptr, ptr %this.addr.i3, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i4, align 4
  %34 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !29
  %35 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !29
  %36 = load i32, ptr %range.addr.i.i, align 4, !noalias !29
  %37 = load i32, ptr %index.addr.i.i, align 4, !noalias !29
  %38 = load ptr, ptr %name.addr.i.i, align 4, !noalias !29
  %39 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %35, i32 %34, i32 %36, i32 %37, ptr %38)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %39, ptr %tmp.i.i, align 4, !noalias !29
  store ptr %tmp.i, ptr %this.addr.i1, align 4
  store ptr %tmp.i.i, ptr %other.addr.i, align 4
  %this1.i2 = load ptr, ptr %this.addr.i1, align 4
  %40 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i2, ptr %this.addr.i5, align 4
  store ptr %40, ptr %other.addr.i6, align 4
  %this1.i7 = load ptr, ptr %this.addr.i5, align 4
  %41 = load ptr, ptr %other.addr.i6, align 4, !nonnull !7, !align !8
  %42 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %41, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %42, ptr %this1.i7, align 4
  store ptr %tmp.i, ptr %this.addr.i2.i, align 4
  store i32 1, ptr %Index.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i2.i, align 4
  %43 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i4.i, align 4
  %44 = load i32, ptr %Index.addr.i3.i, align 4
  %45 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %43, i32 %44)
  store i32 %33, ptr %45, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #0

; Function Attrs: alwaysinline convergent nounwind
define internal void @_GLOBAL__sub_I_library_raytracing.hlsl() #4 {
entry:
  %this.addr.i39 = alloca ptr, align 4
  %other.addr.i40 = alloca ptr, align 4
  %this.addr.i37 = alloca ptr, align 4
  %this.addr.i34 = alloca ptr, align 4
  %other.addr.i35 = alloca ptr, align 4
  %this.addr.i32 = alloca ptr, align 4
  %this.addr.i29 = alloca ptr, align 4
  %other.addr.i30 = alloca ptr, align 4
  %this.addr.i27 = alloca ptr, align 4
  %this.addr.i24 = alloca ptr, align 4
  %other.addr.i25 = alloca ptr, align 4
  %this.addr.i22 = alloca ptr, align 4
  %this.addr.i19 = alloca ptr, align 4
  %other.addr.i20 = alloca ptr, align 4
  %this.addr.i17 = alloca ptr, align 4
  %this.addr.i15 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %result.ptr.i8 = alloca ptr, align 4
  %registerNo.addr.i9 = alloca i32, align 4
  %spaceNo.addr.i10 = alloca i32, align 4
  %range.addr.i11 = alloca i32, align 4
  %index.addr.i12 = alloca i32, align 4
  %name.addr.i13 = alloca ptr, align 4
  %counterOrderId.addr.i = alloca i32, align 4
  %tmp.i14 = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i1 = alloca ptr, align 4
  %registerNo.addr.i2 = alloca i32, align 4
  %spaceNo.addr.i3 = alloca i32, align 4
  %range.addr.i4 = alloca i32, align 4
  %index.addr.i5 = alloca i32, align 4
  %name.addr.i6 = alloca ptr, align 4
  %tmp.i7 = alloca %"class.hlsl::StructuredBuffer", align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !32)
  store ptr @_ZL3Out, ptr %result.ptr.i, align 4, !noalias !32
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !32
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !32
  store i32 1, ptr %range.addr.i, align 4, !noalias !32
  store i32 0, ptr %index.addr.i, align 4, !noalias !32
  store ptr @.str, ptr %name.addr.i, align 4, !noalias !32
  store ptr %tmp.i, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i17, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i18, align 4
  %0 = load i32, ptr %registerNo.addr.i, align 4, !noalias !32
  %1 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !32
  %2 = load i32, ptr %range.addr.i, align 4, !noalias !32
  %3 = load i32, ptr %index.addr.i, align 4, !noalias !32
  %4 = load ptr, ptr %name.addr.i, align 4, !noalias !32
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i, align 4, !noalias !32
  store ptr @_ZL3Out, ptr %this.addr.i15, align 4
  store ptr %tmp.i, ptr %other.addr.i, align 4
  %this1.i16 = load ptr, ptr %this.addr.i15, align 4
  %6 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i16, ptr %this.addr.i19, align 4
  store ptr %6, ptr %other.addr.i20, align 4
  %this1.i21 = load ptr, ptr %this.addr.i19, align 4
  %7 = load ptr, ptr %other.addr.i20, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i21, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !35)
  store ptr @_ZL2In, ptr %result.ptr.i1, align 4, !noalias !35
  store i32 1, ptr %registerNo.addr.i2, align 4, !noalias !35
  store i32 0, ptr %spaceNo.addr.i3, align 4, !noalias !35
  store i32 1, ptr %range.addr.i4, align 4, !noalias !35
  store i32 0, ptr %index.addr.i5, align 4, !noalias !35
  store ptr @.str.2, ptr %name.addr.i6, align 4, !noalias !35
  store ptr %tmp.i7, ptr %this.addr.i22, align 4
  %this1.i23 = load ptr, ptr %this.addr.i22, align 4
  store ptr %this1.i23, ptr %this.addr.i27, align 4
  %this1.i28 = load ptr, ptr %this.addr.i27, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i28, align 4
  %9 = load i32, ptr %registerNo.addr.i2, align 4, !noalias !35
  %10 = load i32, ptr %spaceNo.addr.i3, align 4, !noalias !35
  %11 = load i32, ptr %range.addr.i4, align 4, !noalias !35
  %12 = load i32, ptr %index.addr.i5, align 4, !noalias !35
  %13 = load ptr, ptr %name.addr.i6, align 4, !noalias !35
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7, align 4, !noalias !35
  store ptr @_ZL2In, ptr %this.addr.i24, align 4
  store ptr %tmp.i7, ptr %other.addr.i25, align 4
  %this1.i26 = load ptr, ptr %this.addr.i24, align 4
  %15 = load ptr, ptr %other.addr.i25, align 4
  store ptr %this1.i26, ptr %this.addr.i29, align 4
  store ptr %15, ptr %other.addr.i30, align 4
  %this1.i31 = load ptr, ptr %this.addr.i29, align 4
  %16 = load ptr, ptr %other.addr.i30, align 4, !nonnull !7, !align !8
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i31, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  store ptr @_ZL3Raw, ptr %result.ptr.i8, align 4, !noalias !38
  store i32 1, ptr %registerNo.addr.i9, align 4, !noalias !38
  store i32 1, ptr %spaceNo.addr.i10, align 4, !noalias !38
  store i32 1, ptr %range.addr.i11, align 4, !noalias !38
  store i32 0, ptr %index.addr.i12, align 4, !noalias !38
  store ptr @.str.4, ptr %name.addr.i13, align 4, !noalias !38
  store i32 0, ptr %counterOrderId.addr.i, align 4, !noalias !38
  store ptr %tmp.i14, ptr %this.addr.i32, align 4
  %this1.i33 = load ptr, ptr %this.addr.i32, align 4
  store ptr %this1.i33, ptr %this.addr.i37, align 4
  %this1.i38 = load ptr, ptr %this.addr.i37, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i38, align 4
  %18 = load i32, ptr %registerNo.addr.i9, align 4, !noalias !38
  %19 = load i32, ptr %spaceNo.addr.i10, align 4, !noalias !38
  %20 = load i32, ptr %range.addr.i11, align 4, !noalias !38
  %21 = load i32, ptr %index.addr.i12, align 4, !noalias !38
  %22 = load ptr, ptr %name.addr.i13, align 4, !noalias !38
  %23 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.RawBuffer", i32, 1, 0) %23, ptr %tmp.i14, align 4, !noalias !38
  %24 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i14, align 4, !noalias !38
  %__counter_handle.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i14, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %24, ptr %__counter_handle.i, align 4, !noalias !38
  store ptr @_ZL3Raw, ptr %this.addr.i34, align 4
  store ptr %tmp.i14, ptr %other.addr.i35, align 4
  %this1.i36 = load ptr, ptr %this.addr.i34, align 4
  %25 = load ptr, ptr %other.addr.i35, align 4
  store ptr %this1.i36, ptr %this.addr.i39, align 4
  store ptr %25, ptr %other.addr.i40, align 4
  %this1.i41 = load ptr, ptr %this.addr.i39, align 4
  %26 = load ptr, ptr %other.addr.i40, align 4, !nonnull !7, !align !8
  %27 = load target("dx.RawBuffer", i32, 1, 0), ptr %26, align 4
  store target("dx.RawBuffer", i32, 1, 0) %27, ptr %this1.i41, align 4
  %28 = load ptr, ptr %other.addr.i40, align 4, !nonnull !7, !align !8
  %__counter_handle.i42 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %28, i32 0, i32 1
  %29 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i42, align 4
  %__counter_handle3.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i41, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %29, ptr %__counter_handle3.i, align 4
  %Params.cb_h.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i, ptr @Params.cb, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline convergent mustprogress norecurse nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent noinline norecurse optnone "hlsl.shader"="raygeneration" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent noinline norecurse optnone "hlsl.shader"="intersection" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { alwaysinline convergent nounwind "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(2) @Scale, ptr addrspace(2) @Which}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!11 = distinct !{!11, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!14 = distinct !{!14, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!19 = distinct !{!19, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!22 = distinct !{!22, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!25 = distinct !{!25, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!28 = distinct !{!28, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!31 = distinct !{!31, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!34 = distinct !{!34, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!37 = distinct !{!37, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!40 = distinct !{!40, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
