; ModuleID = 'array_multi.hlsl'
source_filename = "array_multi.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }

@Grid.str = private unnamed_addr constant [5 x i8] c"Grid\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i48 = alloca ptr, align 4
  %other.addr.i49 = alloca ptr, align 4
  %this.addr.i45 = alloca ptr, align 4
  %other.addr.i46 = alloca ptr, align 4
  %this.addr.i42 = alloca ptr, align 4
  %other.addr.i43 = alloca ptr, align 4
  %this.addr.i40 = alloca ptr, align 4
  %this.addr.i38 = alloca ptr, align 4
  %this.addr.i36 = alloca ptr, align 4
  %this.addr.i33 = alloca ptr, align 4
  %other.addr.i34 = alloca ptr, align 4
  %this.addr.i30 = alloca ptr, align 4
  %other.addr.i31 = alloca ptr, align 4
  %this.addr.i28 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i26 = alloca ptr, align 4
  %this.addr.i24 = alloca ptr, align 4
  %this.addr.i22 = alloca ptr, align 4
  %this.addr.i19 = alloca ptr, align 4
  %Index.addr.i20 = alloca i32, align 4
  %this.addr.i16 = alloca ptr, align 4
  %Index.addr.i17 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %result.ptr.i9 = alloca ptr, align 4
  %registerNo.addr.i10 = alloca i32, align 4
  %spaceNo.addr.i11 = alloca i32, align 4
  %range.addr.i12 = alloca i32, align 4
  %index.addr.i13 = alloca i32, align 4
  %name.addr.i14 = alloca ptr, align 4
  %tmp.i15 = alloca %"class.hlsl::RWBuffer", align 4
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
  %tmp.i = alloca %"class.hlsl::RWBuffer", align 4
  %tmp2.i = alloca %"class.hlsl::RWBuffer", align 4
  %tmp4.i = alloca %"class.hlsl::RWBuffer", align 4
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %1 = insertelement <3 x i32> poison, i32 %0, i64 0
  %2 = call i32 @llvm.dx.thread.id(i32 1)
  %3 = insertelement <3 x i32> %1, i32 %2, i64 1
  %4 = call i32 @llvm.dx.thread.id(i32 2)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 2
  store <3 x i32> %5, ptr %tid.addr.i, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr %tmp.i, ptr %result.ptr.i9, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i10, align 4, !noalias !3
  store i32 1, ptr %spaceNo.addr.i11, align 4, !noalias !3
  store i32 6, ptr %range.addr.i12, align 4, !noalias !3
  store i32 1, ptr %index.addr.i13, align 4, !noalias !3
  store ptr @Grid.str, ptr %name.addr.i14, align 4, !noalias !3
  store ptr %tmp.i15, ptr %this.addr.i22, align 4
  %this1.i23 = load ptr, ptr %this.addr.i22, align 4
  store ptr %this1.i23, ptr %this.addr.i40, align 4
  %this1.i41 = load ptr, ptr %this.addr.i40, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i41, align 4
  %6 = load i32, ptr %registerNo.addr.i10, align 4, !noalias !3
  %7 = load i32, ptr %spaceNo.addr.i11, align 4, !noalias !3
  %8 = load i32, ptr %range.addr.i12, align 4, !noalias !3
  %9 = load i32, ptr %index.addr.i13, align 4, !noalias !3
  %10 = load ptr, ptr %name.addr.i14, align 4, !noalias !3
  %11 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %7, i32 %6, i32 %8, i32 %9, ptr %10)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %11, ptr %tmp.i15, align 4, !noalias !3
  store ptr %tmp.i, ptr %this.addr.i28, align 4
  store ptr %tmp.i15, ptr %other.addr.i, align 4
  %this1.i29 = load ptr, ptr %this.addr.i28, align 4
  %12 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i29, ptr %this.addr.i48, align 4
  store ptr %12, ptr %other.addr.i49, align 4
  %this1.i50 = load ptr, ptr %this.addr.i48, align 4
  %13 = load ptr, ptr %other.addr.i49, align 4, !nonnull !6, !align !7
  %14 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %13, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %14, ptr %this1.i50, align 4
  %15 = load <3 x i32>, ptr %tid.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  store ptr %tmp.i, ptr %this.addr.i19, align 4
  store i32 %16, ptr %Index.addr.i20, align 4
  %this1.i21 = load ptr, ptr %this.addr.i19, align 4
  %17 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i21, align 4
  %18 = load i32, ptr %Index.addr.i20, align 4
  %19 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %17, i32 %18)
  %20 = load i32, ptr %19, align 4
  %21 = load <3 x i32>, ptr %tid.addr.i, align 16
  %22 = extractelement <3 x i32> %21, i32 2
  %rem.i = urem i32 %22, 3
  %23 = load <3 x i32>, ptr %tid.addr.i, align 16
  %24 = extractelement <3 x i32> %23, i32 1
  %rem1.i = urem i32 %24, 2
  %25 = mul i32 %rem1.i, 3
  %26 = add i32 %rem.i, %25
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr %tmp2.i, ptr %result.ptr.i2, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i3, align 4, !noalias !8
  store i32 1, ptr %spaceNo.addr.i4, align 4, !noalias !8
  store i32 6, ptr %range.addr.i5, align 4, !noalias !8
  store i32 %26, ptr %index.addr.i6, align 4, !noalias !8
  store ptr @Grid.str, ptr %name.addr.i7, align 4, !noalias !8
  store ptr %tmp.i8, ptr %this.addr.i24, align 4
  %this1.i25 = load ptr, ptr %this.addr.i24, align 4
  store ptr %this1.i25, ptr %this.addr.i38, align 4
  %this1.i39 = load ptr, ptr %this.addr.i38, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i39, align 4
  %27 = load i32, ptr %registerNo.addr.i3, align 4, !noalias !8
  %28 = load i32, ptr %spaceNo.addr.i4, align 4, !noalias !8
  %29 = load i32, ptr %range.addr.i5, align 4, !noalias !8
  %30 = load i32, ptr %index.addr.i6, align 4, !noalias !8
  %31 = load ptr, ptr %name.addr.i7, align 4, !noalias !8
  %32 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %28, i32 %27, i32 %29, i32 %30, ptr %31)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %32, ptr %tmp.i8, align 4, !noalias !8
  store ptr %tmp2.i, ptr %this.addr.i30, align 4
  store ptr %tmp.i8, ptr %other.addr.i31, align 4
  %this1.i32 = load ptr, ptr %this.addr.i30, align 4
  %33 = load ptr, ptr %other.addr.i31, align 4
  store ptr %this1.i32, ptr %this.addr.i45, align 4
  store ptr %33, ptr %other.addr.i46, align 4
  %this1.i47 = load ptr, ptr %this.addr.i45, align 4
  %34 = load ptr, ptr %other.addr.i46, align 4, !nonnull !6, !align !7
  %35 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %34, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %35, ptr %this1.i47, align 4
  store ptr %tmp2.i, ptr %this.addr.i16, align 4
  store i32 0, ptr %Index.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i16, align 4
  %36 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i18, align 4
  %37 = load i32, ptr %Index.addr.i17, align 4
  %38 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %36, i32 %37)
  %39 = load i32, ptr %38, align 4
  %add.i = add i32 %20, %39
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr %tmp4.i, ptr %result.ptr.i, align 4, !noalias !11
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !11
  store i32 1, ptr %spaceNo.addr.i, align 4, !noalias !11
  store i32 6, ptr %range.addr.i, align 4, !noalias !11
  store i32 5, ptr %index.addr.i, align 4, !noalias !11
  store ptr @Grid.str, ptr %name.addr.i, align 4, !noalias !11
  store ptr %tmp.i1, ptr %this.addr.i26, align 4
  %this1.i27 = load ptr, ptr %this.addr.i26, align 4
  store ptr %this1.i27, ptr %this.addr.i36, align 4
  %this1.i37 = load ptr, ptr %this.addr.i36, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i37, align 4
  %40 = load i32, ptr %registerNo.addr.i, align 4, !noalias !11
  %41 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !11
  %42 = load i32, ptr %range.addr.i, align 4, !noalias !11
  %43 = load i32, ptr %index.addr.i, align 4, !noalias !11
  %44 = load ptr, ptr %name.addr.i, align 4, !noalias !11
  %45 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %41, i32 %40, i32 %42, i32 %43, ptr %44)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %45, ptr %tmp.i1, align 4, !noalias !11
  store ptr %tmp4.i, ptr %this.addr.i33, align 4
  store ptr %tmp.i1, ptr %other.addr.i34, align 4
  %this1.i35 = load ptr, ptr %this.addr.i33, align 4
  %46 = load ptr, ptr %other.addr.i34, align 4
  store ptr %this1.i35, ptr %this.addr.i42, align 4
  store ptr %46, ptr %other.addr.i43, align 4
  %this1.i44 = load ptr, ptr %this.addr.i42, align 4
  %47 = load ptr, ptr %other.addr.i43, align 4, !nonnull !6, !align !7
  %48 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %47, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %48, ptr %this1.i44, align 4
  %49 = load <3 x i32>, ptr %tid.addr.i, align 16
  %50 = extractelement <3 x i32> %49, i32 0
  store ptr %tmp4.i, ptr %this.addr.i, align 4
  store i32 %50, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %51 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i, align 4
  %52 = load i32, ptr %Index.addr.i, align 4
  %53 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %51, i32 %52)
  store i32 %add.i, ptr %53, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
