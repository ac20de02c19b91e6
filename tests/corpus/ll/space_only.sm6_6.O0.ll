; ModuleID = 'space_only.hlsl'
source_filename = "space_only.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@_ZL1A = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i21.i = alloca ptr, align 4
  %other.addr.i22.i = alloca ptr, align 4
  %this.addr.i18.i = alloca ptr, align 4
  %other.addr.i19.i = alloca ptr, align 4
  %this.addr.i16.i = alloca ptr, align 4
  %this.addr.i14.i = alloca ptr, align 4
  %this.addr.i11.i = alloca ptr, align 4
  %other.addr.i12.i = alloca ptr, align 4
  %this.addr.i9.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i7.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i2.i = alloca i32, align 4
  %range.addr.i3.i = alloca i32, align 4
  %index.addr.i4.i = alloca i32, align 4
  %name.addr.i5.i = alloca ptr, align 4
  %tmp.i6.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %orderId.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %orderId.addr.i.i, align 4, !noalias !3
  store i32 4, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i7.i, align 4
  %this1.i8.i = load ptr, ptr %this.addr.i7.i, align 4
  store ptr %this1.i8.i, ptr %this.addr.i14.i, align 4
  %this1.i15.i = load ptr, ptr %this.addr.i14.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i15.i, align 4
  %0 = load i32, ptr %orderId.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 %0, i32 %1, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL1A, ptr %this.addr.i11.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i12.i, align 4
  %this1.i13.i = load ptr, ptr %this.addr.i11.i, align 4
  %6 = load ptr, ptr %other.addr.i12.i, align 4
  store ptr %this1.i13.i, ptr %this.addr.i18.i, align 4
  store ptr %6, ptr %other.addr.i19.i, align 4
  %this1.i20.i = load ptr, ptr %this.addr.i18.i, align 4
  %7 = load ptr, ptr %other.addr.i19.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i20.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !8
  store i32 4, ptr %spaceNo.addr.i2.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i3.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i4.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i5.i, align 4, !noalias !8
  store ptr %tmp.i6.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i16.i, align 4
  %this1.i17.i = load ptr, ptr %this.addr.i16.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i17.i, align 4
  %9 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i2.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i3.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i4.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i5.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", float, 1, 0, 0) %14, ptr %tmp.i6.i, align 4, !noalias !8
  store ptr @_ZL1B, ptr %this.addr.i9.i, align 4
  store ptr %tmp.i6.i, ptr %other.addr.i.i, align 4
  %this1.i10.i = load ptr, ptr %this.addr.i9.i, align 4
  %15 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i10.i, ptr %this.addr.i21.i, align 4
  store ptr %15, ptr %other.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i21.i, align 4
  %16 = load ptr, ptr %other.addr.i22.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %17, ptr %this1.i23.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  store ptr @_ZL1B, ptr %this.addr.i1, align 4
  store i32 %25, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i3, align 4
  %27 = load i32, ptr %Index.addr.i2, align 4
  %28 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %26, i32 %27)
  %29 = load float, ptr %28, align 4
  %30 = load <3 x i32>, ptr %tid.addr.i, align 16
  %31 = extractelement <3 x i32> %30, i32 0
  store ptr @_ZL1A, ptr %this.addr.i, align 4
  store i32 %31, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %32 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %33 = load i32, ptr %Index.addr.i, align 4
  %34 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %32, i32 %33)
  store float %29, ptr %34, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIfE27__createFromImplicitBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
