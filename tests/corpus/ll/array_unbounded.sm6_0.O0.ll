; ModuleID = 'array_unbounded.hlsl'
source_filename = "array_unbounded.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::Buffer" = type { target("dx.TypedBuffer", i32, 0, 0, 0) }
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@_ZL5Index = internal global %"class.hlsl::Buffer" poison, align 4
@.str = private unnamed_addr constant [6 x i8] c"Index\00", align 1
@Tables.str = private unnamed_addr constant [7 x i8] c"Tables\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i5.i = alloca ptr, align 4
  %other.addr.i6.i = alloca ptr, align 4
  %this.addr.i3.i = alloca ptr, align 4
  %this.addr.i1.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::Buffer", align 4
  %this.addr.i31 = alloca ptr, align 4
  %other.addr.i32 = alloca ptr, align 4
  %this.addr.i28 = alloca ptr, align 4
  %other.addr.i29 = alloca ptr, align 4
  %this.addr.i26 = alloca ptr, align 4
  %this.addr.i24 = alloca ptr, align 4
  %this.addr.i21 = alloca ptr, align 4
  %other.addr.i22 = alloca ptr, align 4
  %this.addr.i19 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i17 = alloca ptr, align 4
  %this.addr.i15 = alloca ptr, align 4
  %this.addr.i12 = alloca ptr, align 4
  %Index.addr.i13 = alloca i32, align 4
  %this.addr.i9 = alloca ptr, align 4
  %Index.addr.i10 = alloca i32, align 4
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
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %t.i = alloca i32, align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer", align 4
  %tmp2.i = alloca %"class.hlsl::RWBuffer", align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL5Index, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", i32, 0, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", i32, 0, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL5Index, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", i32, 0, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", i32, 0, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %tid.addr.i, align 16
  %15 = load <3 x i32>, ptr %tid.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  store ptr @_ZL5Index, ptr %this.addr.i, align 4
  store i32 %16, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %17 = load target("dx.TypedBuffer", i32, 0, 0, 0), ptr %this1.i, align 4
  %18 = load i32, ptr %Index.addr.i, align 4
  %19 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %17, i32 %18)
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %t.i, align 4
  %21 = load i32, ptr %t.i, align 4
  %add.i = add i32 %21, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr %tmp.i, ptr %result.ptr.i2, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i3, align 4, !noalias !8
  store i32 2, ptr %spaceNo.addr.i4, align 4, !noalias !8
  store i32 -1, ptr %range.addr.i5, align 4, !noalias !8
  store i32 %add.i, ptr %index.addr.i6, align 4, !noalias !8
  store ptr @Tables.str, ptr %name.addr.i7, align 4, !noalias !8
  store ptr %tmp.i8, ptr %this.addr.i15, align 4
  %this1.i16 = load ptr, ptr %this.addr.i15, align 4
  store ptr %this1.i16, ptr %this.addr.i26, align 4
  %this1.i27 = load ptr, ptr %this.addr.i26, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i27, align 4
  %22 = load i32, ptr %registerNo.addr.i3, align 4, !noalias !8
  %23 = load i32, ptr %spaceNo.addr.i4, align 4, !noalias !8
  %24 = load i32, ptr %range.addr.i5, align 4, !noalias !8
  %25 = load i32, ptr %index.addr.i6, align 4, !noalias !8
  %26 = load ptr, ptr %name.addr.i7, align 4, !noalias !8
  %27 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %23, i32 %22, i32 %24, i32 %25, ptr %26)
  store target("dx.TypedBuffer", float, 1, 0, 0) %27, ptr %tmp.i8, align 4, !noalias !8
  store ptr %tmp.i, ptr %this.addr.i19, align 4
  store ptr %tmp.i8, ptr %other.addr.i, align 4
  %this1.i20 = load ptr, ptr %this.addr.i19, align 4
  %28 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i20, ptr %this.addr.i31, align 4
  store ptr %28, ptr %other.addr.i32, align 4
  %this1.i33 = load ptr, ptr %this.addr.i31, align 4
  %29 = load ptr, ptr %other.addr.i32, align 4, !nonnull !6, !align !7
  %30 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %29, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %30, ptr %this1.i33, align 4
  %31 = load <3 x i32>, ptr %tid.addr.i, align 16
  %32 = extractelement <3 x i32> %31, i32 0
  store ptr %tmp.i, ptr %this.addr.i12, align 4
  store i32 %32, ptr %Index.addr.i13, align 4
  %this1.i14 = load ptr, ptr %this.addr.i12, align 4
  %33 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i14, align 4
  %34 = load i32, ptr %Index.addr.i13, align 4
  %35 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %33, i32 %34)
  %36 = load float, ptr %35, align 4
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %36, 2.000000e+00
  %37 = load i32, ptr %t.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr %tmp2.i, ptr %result.ptr.i, align 4, !noalias !11
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !11
  store i32 2, ptr %spaceNo.addr.i, align 4, !noalias !11
  store i32 -1, ptr %range.addr.i, align 4, !noalias !11
  store i32 %37, ptr %index.addr.i, align 4, !noalias !11
  store ptr @Tables.str, ptr %name.addr.i, align 4, !noalias !11
  store ptr %tmp.i1, ptr %this.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i17, align 4
  store ptr %this1.i18, ptr %this.addr.i24, align 4
  %this1.i25 = load ptr, ptr %this.addr.i24, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i25, align 4
  %38 = load i32, ptr %registerNo.addr.i, align 4, !noalias !11
  %39 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !11
  %40 = load i32, ptr %range.addr.i, align 4, !noalias !11
  %41 = load i32, ptr %index.addr.i, align 4, !noalias !11
  %42 = load ptr, ptr %name.addr.i, align 4, !noalias !11
  %43 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %39, i32 %38, i32 %40, i32 %41, ptr %42)
  store target("dx.TypedBuffer", float, 1, 0, 0) %43, ptr %tmp.i1, align 4, !noalias !11
  store ptr %tmp2.i, ptr %this.addr.i21, align 4
  store ptr %tmp.i1, ptr %other.addr.i22, align 4
  %this1.i23 = load ptr, ptr %this.addr.i21, align 4
  %44 = load ptr, ptr %other.addr.i22, align 4
  store ptr %this1.i23, ptr %this.addr.i28, align 4
  store ptr %44, ptr %other.addr.i29, align 4
  %this1.i30 = load ptr, ptr %this.addr.i28, align 4
  %45 = load ptr, ptr %other.addr.i29, align 4, !nonnull !6, !align !7
  %46 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %45, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %46, ptr %this1.i30, align 4
  %47 = load <3 x i32>, ptr %tid.addr.i, align 16
  %48 = extractelement <3 x i32> %47, i32 0
  store ptr %tmp2.i, ptr %this.addr.i9, align 4
  store i32 %48, ptr %Index.addr.i10, align 4
  %this1.i11 = load ptr, ptr %this.addr.i9, align 4
  %49 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i11, align 4
  %50 = load i32, ptr %Index.addr.i10, align 4
  %51 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %49, i32 %50)
  store float %mul.i, ptr %51, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl6BufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl6BufferIjE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
