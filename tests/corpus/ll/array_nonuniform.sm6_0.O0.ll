; ModuleID = 'array_nonuniform.hlsl'
source_filename = "array_nonuniform.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }

@Textures.str = private unnamed_addr constant [9 x i8] c"Textures\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i28 = alloca ptr, align 4
  %other.addr.i29 = alloca ptr, align 4
  %this.addr.i25 = alloca ptr, align 4
  %other.addr.i26 = alloca ptr, align 4
  %this.addr.i23 = alloca ptr, align 4
  %this.addr.i21 = alloca ptr, align 4
  %this.addr.i18 = alloca ptr, align 4
  %other.addr.i19 = alloca ptr, align 4
  %this.addr.i16 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i14 = alloca ptr, align 4
  %this.addr.i12 = alloca ptr, align 4
  %this.addr.i9 = alloca ptr, align 4
  %Index.addr.i10 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %result.ptr.i2 = alloca ptr, align 4
  %registerNo.addr.i3 = alloca i32, align 4
  %spaceNo.addr.i4 = alloca i32, align 4
  %range.addr.i5 = alloca i32, align 4
  %index.addr.i6 = alloca i32, align 4
  %name.addr.i7 = alloca ptr, align 4
  %tmp.i8 = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i1 = alloca %"class.hlsl::RWBuffer", align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %i.i = alloca i32, align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer", align 4
  %tmp1.i = alloca %"class.hlsl::RWBuffer", align 4
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %1 = insertelement <3 x i32> poison, i32 %0, i64 0
  %2 = call i32 @llvm.dx.thread.id(i32 1)
  %3 = insertelement <3 x i32> %1, i32 %2, i64 1
  %4 = call i32 @llvm.dx.thread.id(i32 2)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 2
  store <3 x i32> %5, ptr %tid.addr.i, align 16
  %6 = load <3 x i32>, ptr %tid.addr.i, align 16
  %7 = extractelement <3 x i32> %6, i32 0
  %rem.i = urem i32 %7, 8
  %8 = call i32 @llvm.dx.resource.nonuniformindex(i32 %rem.i)
  store i32 %8, ptr %i.i, align 4
  %9 = load i32, ptr %i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr %tmp.i, ptr %result.ptr.i2, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i3, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i4, align 4, !noalias !3
  store i32 8, ptr %range.addr.i5, align 4, !noalias !3
  store i32 %9, ptr %index.addr.i6, align 4, !noalias !3
  store ptr @Textures.str, ptr %name.addr.i7, align 4, !noalias !3
  store ptr %tmp.i8, ptr %this.addr.i12, align 4
  %this1.i13 = load ptr, ptr %this.addr.i12, align 4
  store ptr %this1.i13, ptr %this.addr.i23, align 4
  %this1.i24 = load ptr, ptr %this.addr.i23, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i24, align 4
  %10 = load i32, ptr %registerNo.addr.i3, align 4, !noalias !3
  %11 = load i32, ptr %spaceNo.addr.i4, align 4, !noalias !3
  %12 = load i32, ptr %range.addr.i5, align 4, !noalias !3
  %13 = load i32, ptr %index.addr.i6, align 4, !noalias !3
  %14 = load ptr, ptr %name.addr.i7, align 4, !noalias !3
  %15 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %11, i32 %10, i32 %12, i32 %13, ptr %14)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %15, ptr %tmp.i8, align 4, !noalias !3
  store ptr %tmp.i, ptr %this.addr.i16, align 4
  store ptr %tmp.i8, ptr %other.addr.i, align 4
  %this1.i17 = load ptr, ptr %this.addr.i16, align 4
  %16 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i17, ptr %this.addr.i28, align 4
  store ptr %16, ptr %other.addr.i29, align 4
  %this1.i30 = load ptr, ptr %this.addr.i28, align 4
  %17 = load ptr, ptr %other.addr.i29, align 4, !nonnull !6, !align !7
  %18 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %17, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %18, ptr %this1.i30, align 4
  %19 = load <3 x i32>, ptr %tid.addr.i, align 16
  %20 = extractelement <3 x i32> %19, i32 0
  %add.i = add i32 %20, 1
  store ptr %tmp.i, ptr %this.addr.i9, align 4
  store i32 %add.i, ptr %Index.addr.i10, align 4
  %this1.i11 = load ptr, ptr %this.addr.i9, align 4
  %21 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i11, align 4
  %22 = load i32, ptr %Index.addr.i10, align 4
  %23 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %21, i32 %22)
  %24 = load <4 x float>, ptr %23, align 16
  %25 = load i32, ptr %i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr %tmp1.i, ptr %result.ptr.i, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !8
  store i32 8, ptr %range.addr.i, align 4, !noalias !8
  store i32 %25, ptr %index.addr.i, align 4, !noalias !8
  store ptr @Textures.str, ptr %name.addr.i, align 4, !noalias !8
  store ptr %tmp.i1, ptr %this.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i14, align 4
  store ptr %this1.i15, ptr %this.addr.i21, align 4
  %this1.i22 = load ptr, ptr %this.addr.i21, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i22, align 4
  %26 = load i32, ptr %registerNo.addr.i, align 4, !noalias !8
  %27 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !8
  %28 = load i32, ptr %range.addr.i, align 4, !noalias !8
  %29 = load i32, ptr %index.addr.i, align 4, !noalias !8
  %30 = load ptr, ptr %name.addr.i, align 4, !noalias !8
  %31 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %27, i32 %26, i32 %28, i32 %29, ptr %30)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %31, ptr %tmp.i1, align 4, !noalias !8
  store ptr %tmp1.i, ptr %this.addr.i18, align 4
  store ptr %tmp.i1, ptr %other.addr.i19, align 4
  %this1.i20 = load ptr, ptr %this.addr.i18, align 4
  %32 = load ptr, ptr %other.addr.i19, align 4
  store ptr %this1.i20, ptr %this.addr.i25, align 4
  store ptr %32, ptr %other.addr.i26, align 4
  %this1.i27 = load ptr, ptr %this.addr.i25, align 4
  %33 = load ptr, ptr %other.addr.i26, align 4, !nonnull !6, !align !7
  %34 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %33, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %34, ptr %this1.i27, align 4
  %35 = load <3 x i32>, ptr %tid.addr.i, align 16
  %36 = extractelement <3 x i32> %35, i32 0
  store ptr %tmp1.i, ptr %this.addr.i, align 4
  store i32 %36, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %37 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i, align 4
  %38 = load i32, ptr %Index.addr.i, align 4
  %39 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %37, i32 %38)
  store <4 x float> %24, ptr %39, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
