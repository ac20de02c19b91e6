; ModuleID = 'structured_scalar.hlsl'
source_filename = "structured_scalar.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::StructuredBuffer" = type { target("dx.RawBuffer", float, 0, 0) }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }

@_ZL2In = internal global %"class.hlsl::StructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
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
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i7.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::StructuredBuffer", align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL2In, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.RawBuffer", float, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", float, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL2In, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.RawBuffer", float, 0, 0), ptr %7, align 4
  store target("dx.RawBuffer", float, 0, 0) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL3Out, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 0, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !8
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %14 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", i32, 1, 0) %14, ptr %tmp.i7.i, align 4, !noalias !8
  %15 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i7.i, align 4, !noalias !8
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %15, ptr %__counter_handle.i.i, align 4, !noalias !8
  store ptr @_ZL3Out, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %16 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %16, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %17 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %18 = load target("dx.RawBuffer", i32, 1, 0), ptr %17, align 4
  store target("dx.RawBuffer", i32, 1, 0) %18, ptr %this1.i24.i, align 4
  %19 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i25.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %19, i32 0, i32 1
  %20 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i25.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i24.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %20, ptr %__counter_handle3.i.i, align 4
  %21 = call i32 @llvm.dx.thread.id(i32 0)
  %22 = insertelement <3 x i32> poison, i32 %21, i64 0
  %23 = call i32 @llvm.dx.thread.id(i32 1)
  %24 = insertelement <3 x i32> %22, i32 %23, i64 1
  %25 = call i32 @llvm.dx.thread.id(i32 2)
  %26 = insertelement <3 x i32> %24, i32 %25, i64 2
  store <3 x i32> %26, ptr %tid.addr.i, align 16
  %27 = load <3 x i32>, ptr %tid.addr.i, align 16
  %28 = extractelement <3 x i32> %27, i32 0
  store ptr @_ZL2In, ptr %this.addr.i, align 4
  store i32 %28, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %29 = load target("dx.RawBuffer", float, 0, 0), ptr %this1.i, align 4
  %30 = load i32, ptr %Index.addr.i, align 4
  %31 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %29, i32 %30)
  %32 = load float, ptr %31, align 4
  %conv.i = fptoui float %32 to i32
  %33 = load <3 x i32>, ptr %tid.addr.i, align 16
  %34 = extractelement <3 x i32> %33, i32 0
  %add.i = add i32 %34, 1
  store ptr @_ZL3Out, ptr %this.addr.i4, align 4
  store i32 %add.i, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %35 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i6, align 4
  %36 = load i32, ptr %Index.addr.i5, align 4
  %37 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %35, i32 %36)
  %38 = load i32, ptr %37, align 4
  %add2.i = add i32 %conv.i, %38
  %39 = load <3 x i32>, ptr %tid.addr.i, align 16
  %40 = extractelement <3 x i32> %39, i32 0
  store ptr @_ZL3Out, ptr %this.addr.i1, align 4
  store i32 %40, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %41 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i3, align 4
  %42 = load i32, ptr %Index.addr.i2, align 4
  %43 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %41, i32 %42)
  store i32 %add2.i, ptr %43, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferIfE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
