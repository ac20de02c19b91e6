; ModuleID = 'library.hlsl'
source_filename = "library.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-library"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%"class.hlsl::StructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 0, 0) }
%"class.hlsl::RWBuffer.0" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }

@_ZL3Out = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Counts.str = private unnamed_addr constant [7 x i8] c"Counts\00", align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_library.hlsl, ptr null }]

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define noundef nofpclass(nan inf) float @_Z5scalef(float noundef nofpclass(nan inf) %x) #0 {
entry:
  %x.addr = alloca float, align 4
  store float %x, ptr %x.addr, align 4
  %0 = load float, ptr %x.addr, align 4
  %mul = fmul reassoc nnan ninf nsz arcp afn float %0, 2.000000e+00
  ret float %mul
}

; Function Attrs: convergent noinline norecurse optnone
define void @first() #1 {
entry:
  %this.addr.i22.i = alloca ptr, align 4
  %other.addr.i23.i = alloca ptr, align 4
  %this.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i18.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i13.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
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
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %x.addr.i.i = alloca float, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL3Out, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL2In, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !8
  store ptr @_ZL2In, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %15, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %16 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i24.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  store ptr @_ZL2In, ptr %this.addr.i, align 4
  store i32 %25, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %26 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %this1.i, align 4
  %27 = load i32, ptr %Index.addr.i, align 4
  %28 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %26, i32 %27)
  %29 = load <4 x float>, ptr %28, align 16
  %30 = extractelement <4 x float> %29, i32 0
  store float %30, ptr %x.addr.i.i, align 4
  %31 = load float, ptr %x.addr.i.i, align 4
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn float %31, 2.000000e+00
  %32 = load <3 x i32>, ptr %tid.addr.i, align 16
  %33 = extractelement <3 x i32> %32, i32 0
  store ptr @_ZL3Out, ptr %this.addr.i1, align 4
  store i32 %33, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %34 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i3, align 4
  %35 = load i32, ptr %Index.addr.i2, align 4
  %36 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %34, i32 %35)
  store float %mul.i.i, ptr %36, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: convergent noinline norecurse optnone
define void @second() #3 {
entry:
  %this.addr.i22.i = alloca ptr, align 4
  %other.addr.i23.i = alloca ptr, align 4
  %this.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i18.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i13.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i1 = alloca ptr, align 4
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
  %this.addr.i2.i = alloca ptr, align 4
  %Index.addr.i3.i = alloca i32, align 4
  %this.addr.i.i = alloca ptr, align 4
  %Index.addr.i.i = alloca i32, align 4
  %gid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !11
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !11
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !11
  store ptr %tmp.i.i, ptr %this.addr.i.i1, align 4
  %this1.i.i2 = load ptr, ptr %this.addr.i.i1, align 4
  store ptr %this1.i.i2, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !11
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !11
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !11
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !11
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !11
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !11
  store ptr @_ZL3Out, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr @_ZL2In, ptr %result.ptr.i1.i, align 4, !noalias !14
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !14
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !14
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !14
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !14
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !14
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !14
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !14
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !14
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !14
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !14
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !14
  store ptr @_ZL2In, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %15, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %16 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i24.i, align 4
  %18 = call i32 @llvm.dx.group.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.group.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.group.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %gid.addr.i, align 16
  %24 = load <3 x i32>, ptr %gid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  store ptr @_ZL2In, ptr %this.addr.i.i, align 4
  store i32 %25, ptr %Index.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  %26 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %this1.i.i, align 4
  %27 = load i32, ptr %Index.addr.i.i, align 4
  %28 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %26, i32 %27)
  %29 = load <4 x float>, ptr %28, align 16
  %30 = extractelement <4 x float> %29, i32 3
  %31 = load <3 x i32>, ptr %gid.addr.i, align 16
  %32 = extractelement <3 x i32> %31, i32 1
  store ptr @_ZL3Out, ptr %this.addr.i2.i, align 4
  store i32 %32, ptr %Index.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i2.i, align 4
  %33 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i4.i, align 4
  %34 = load i32, ptr %Index.addr.i3.i, align 4
  %35 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %33, i32 %34)
  store float %30, ptr %35, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.group.id(i32) #2

; Function Attrs: convergent noinline norecurse optnone
define void @third() #4 {
entry:
  %this.addr.i22.i = alloca ptr, align 4
  %other.addr.i23.i = alloca ptr, align 4
  %this.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i18.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i13.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
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
  %this.addr.i8 = alloca ptr, align 4
  %other.addr.i9 = alloca ptr, align 4
  %this.addr.i6 = alloca ptr, align 4
  %this.addr.i4 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i2 = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i1 = alloca %"class.hlsl::RWBuffer.0", align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %tmp.i = alloca %"class.hlsl::RWBuffer.0", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !17
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !17
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !17
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !17
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !17
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !17
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !17
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !17
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !17
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !17
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !17
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !17
  store ptr @_ZL3Out, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  store ptr @_ZL2In, ptr %result.ptr.i1.i, align 4, !noalias !20
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !20
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !20
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !20
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !20
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !20
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !20
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !20
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !20
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !20
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !20
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !20
  store ptr @_ZL2In, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %15, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %16 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i24.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  %26 = load <3 x i32>, ptr %tid.addr.i, align 16
  %27 = extractelement <3 x i32> %26, i32 0
  %rem.i = urem i32 %27, 2
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  store ptr %tmp.i, ptr %result.ptr.i, align 4, !noalias !23
  store i32 3, ptr %registerNo.addr.i, align 4, !noalias !23
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !23
  store i32 2, ptr %range.addr.i, align 4, !noalias !23
  store i32 %rem.i, ptr %index.addr.i, align 4, !noalias !23
  store ptr @Counts.str, ptr %name.addr.i, align 4, !noalias !23
  store ptr %tmp.i1, ptr %this.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i2, align 4
  store ptr %this1.i3, ptr %this.addr.i6, align 4
  %this1.i7 = load ptr, ptr %this.addr.i6, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i7, align 4
  %28 = load i32, ptr %registerNo.addr.i, align 4, !noalias !23
  %29 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !23
  %30 = load i32, ptr %range.addr.i, align 4, !noalias !23
  %31 = load i32, ptr %index.addr.i, align 4, !noalias !23
  %32 = load ptr, ptr %name.addr.i, align 4, !noalias !23
  %33 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %29, i32 %28, i32 %30, i32 %31, ptr %32)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %33, ptr %tmp.i1, align 4, !noalias !23
  store ptr %tmp.i, ptr %this.addr.i4, align 4
  store ptr %tmp.i1, ptr %other.addr.i, align 4
  %this1.i5 = load ptr, ptr %this.addr.i4, align 4
  %34 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i5, ptr %this.addr.i8, align 4
  store ptr %34, ptr %other.addr.i9, align 4
  %this1.i10 = load ptr, ptr %this.addr.i8, align 4
  %35 = load ptr, ptr %other.addr.i9, align 4, !nonnull !6, !align !7
  %36 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %35, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %36, ptr %this1.i10, align 4
  %37 = load <3 x i32>, ptr %tid.addr.i, align 16
  %38 = extractelement <3 x i32> %37, i32 0
  store ptr %tmp.i, ptr %this.addr.i, align 4
  store i32 %38, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %39 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i, align 4
  %40 = load i32, ptr %Index.addr.i, align 4
  %41 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %39, i32 %40)
  store i32 %25, ptr %41, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #5

; Function Attrs: alwaysinline convergent nounwind
define internal void @_GLOBAL__sub_I_library.hlsl() #6 {
entry:
  %this.addr.i22 = alloca ptr, align 4
  %other.addr.i23 = alloca ptr, align 4
  %this.addr.i20 = alloca ptr, align 4
  %this.addr.i17 = alloca ptr, align 4
  %other.addr.i18 = alloca ptr, align 4
  %this.addr.i15 = alloca ptr, align 4
  %this.addr.i12 = alloca ptr, align 4
  %other.addr.i13 = alloca ptr, align 4
  %this.addr.i10 = alloca ptr, align 4
  %this.addr.i8 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
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
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  store ptr @_ZL3Out, ptr %result.ptr.i, align 4, !noalias !26
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !26
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !26
  store i32 1, ptr %range.addr.i, align 4, !noalias !26
  store i32 0, ptr %index.addr.i, align 4, !noalias !26
  store ptr @.str, ptr %name.addr.i, align 4, !noalias !26
  store ptr %tmp.i, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i10, align 4
  %this1.i11 = load ptr, ptr %this.addr.i10, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i11, align 4
  %0 = load i32, ptr %registerNo.addr.i, align 4, !noalias !26
  %1 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !26
  %2 = load i32, ptr %range.addr.i, align 4, !noalias !26
  %3 = load i32, ptr %index.addr.i, align 4, !noalias !26
  %4 = load ptr, ptr %name.addr.i, align 4, !noalias !26
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i, align 4, !noalias !26
  store ptr @_ZL3Out, ptr %this.addr.i8, align 4
  store ptr %tmp.i, ptr %other.addr.i, align 4
  %this1.i9 = load ptr, ptr %this.addr.i8, align 4
  %6 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i9, ptr %this.addr.i12, align 4
  store ptr %6, ptr %other.addr.i13, align 4
  %this1.i14 = load ptr, ptr %this.addr.i12, align 4
  %7 = load ptr, ptr %other.addr.i13, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i14, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !29)
  store ptr @_ZL2In, ptr %result.ptr.i1, align 4, !noalias !29
  store i32 1, ptr %registerNo.addr.i2, align 4, !noalias !29
  store i32 0, ptr %spaceNo.addr.i3, align 4, !noalias !29
  store i32 1, ptr %range.addr.i4, align 4, !noalias !29
  store i32 0, ptr %index.addr.i5, align 4, !noalias !29
  store ptr @.str.2, ptr %name.addr.i6, align 4, !noalias !29
  store ptr %tmp.i7, ptr %this.addr.i15, align 4
  %this1.i16 = load ptr, ptr %this.addr.i15, align 4
  store ptr %this1.i16, ptr %this.addr.i20, align 4
  %this1.i21 = load ptr, ptr %this.addr.i20, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) poison, ptr %this1.i21, align 4
  %9 = load i32, ptr %registerNo.addr.i2, align 4, !noalias !29
  %10 = load i32, ptr %spaceNo.addr.i3, align 4, !noalias !29
  %11 = load i32, ptr %range.addr.i4, align 4, !noalias !29
  %12 = load i32, ptr %index.addr.i5, align 4, !noalias !29
  %13 = load ptr, ptr %name.addr.i6, align 4, !noalias !29
  %14 = call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", <4 x float>, 0, 0) %14, ptr %tmp.i7, align 4, !noalias !29
  store ptr @_ZL2In, ptr %this.addr.i17, align 4
  store ptr %tmp.i7, ptr %other.addr.i18, align 4
  %this1.i19 = load ptr, ptr %this.addr.i17, align 4
  %15 = load ptr, ptr %other.addr.i18, align 4
  store ptr %this1.i19, ptr %this.addr.i22, align 4
  store ptr %15, ptr %other.addr.i23, align 4
  %this1.i24 = load ptr, ptr %this.addr.i22, align 4
  %16 = load ptr, ptr %other.addr.i23, align 4, !nonnull !6, !align !7
  %17 = load target("dx.RawBuffer", <4 x float>, 0, 0), ptr %16, align 4
  store target("dx.RawBuffer", <4 x float>, 0, 0) %17, ptr %this1.i24, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent noinline norecurse optnone "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { alwaysinline convergent nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!9 = distinct !{!9, !10, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!16 = distinct !{!16, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!19 = distinct !{!19, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!22 = distinct !{!22, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!25 = distinct !{!25, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!28 = distinct !{!28, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!31 = distinct !{!31, !"_ZN4hlsl16StructuredBufferIDv4_fE19__createFromBindingEjjijPKc"}
