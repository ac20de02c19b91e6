; ModuleID = 'counter.hlsl'
source_filename = "counter.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }

@_ZL5Items = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [6 x i8] c"Items\00", align 1
@_ZL4Free = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"Free\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i16.i = alloca ptr, align 4
  %other.addr.i17.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i13.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %this.addr.i5.i = alloca ptr, align 4
  %other.addr.i6.i = alloca ptr, align 4
  %this.addr.i3.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i1.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
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
  %this.addr.i6 = alloca ptr, align 4
  %this.addr.i3 = alloca ptr, align 4
  %Index.addr.i4 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %slot.i = alloca i32, align 4
  %f.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL5Items, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i1.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i8.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i9.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", i32, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL5Items, ptr %this.addr.i5.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4
  store ptr %this1.i7.i, ptr %this.addr.i12.i, align 4
  store ptr %7, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %8 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", i32, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", i32, 1, 0) %9, ptr %this1.i14.i, align 4
  %10 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i15.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i15.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i14.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL4Free, ptr %result.ptr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %counterOrderId.addr.i.i.i, align 4, !noalias !8
  store ptr %tmp.i.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.RawBuffer", i32, 1, 0) poison, ptr %this1.i11.i, align 4
  %12 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  %13 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  %14 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !8
  %15 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !8
  %16 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !8
  %17 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 %13, i32 %12, i32 %14, i32 %15, ptr %16)
  store target("dx.RawBuffer", i32, 1, 0) %17, ptr %tmp.i.i.i, align 4, !noalias !8
  %18 = load target("dx.RawBuffer", i32, 1, 0), ptr %tmp.i.i.i, align 4, !noalias !8
  %__counter_handle.i.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %18, ptr %__counter_handle.i.i.i, align 4, !noalias !8
  store ptr @_ZL4Free, ptr %this.addr.i3.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  %19 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i4.i, ptr %this.addr.i16.i, align 4
  store ptr %19, ptr %other.addr.i17.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i16.i, align 4
  %20 = load ptr, ptr %other.addr.i17.i, align 4, !nonnull !6, !align !7
  %21 = load target("dx.RawBuffer", i32, 1, 0), ptr %20, align 4
  store target("dx.RawBuffer", i32, 1, 0) %21, ptr %this1.i18.i, align 4
  %22 = load ptr, ptr %other.addr.i17.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i19.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %22, i32 0, i32 1
  %23 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i19.i, align 4
  %__counter_handle3.i20.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i18.i, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %23, ptr %__counter_handle3.i20.i, align 4
  %24 = call i32 @llvm.dx.thread.id(i32 0)
  %25 = insertelement <3 x i32> poison, i32 %24, i64 0
  %26 = call i32 @llvm.dx.thread.id(i32 1)
  %27 = insertelement <3 x i32> %25, i32 %26, i64 1
  %28 = call i32 @llvm.dx.thread.id(i32 2)
  %29 = insertelement <3 x i32> %27, i32 %28, i64 2
  store <3 x i32> %29, ptr %tid.addr.i, align 16
  store ptr @_ZL5Items, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %__counter_handle.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i, i32 0, i32 1
  %30 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i, align 4
  %31 = call noundef i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %30, i8 1)
  store i32 %31, ptr %slot.i, align 4
  %32 = load <3 x i32>, ptr %tid.addr.i, align 16
  %33 = extractelement <3 x i32> %32, i32 0
  %34 = load i32, ptr %slot.i, align 4
  store ptr @_ZL5Items, ptr %this.addr.i3, align 4
  store i32 %34, ptr %Index.addr.i4, align 4
  %this1.i5 = load ptr, ptr %this.addr.i3, align 4
  %35 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i5, align 4
  %36 = load i32, ptr %Index.addr.i4, align 4
  %37 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %35, i32 %36)
  store i32 %33, ptr %37, align 4
  store ptr @_ZL4Free, ptr %this.addr.i6, align 4
  %this1.i7 = load ptr, ptr %this.addr.i6, align 4
  %__counter_handle.i8 = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7, i32 0, i32 1
  %38 = load target("dx.RawBuffer", i32, 1, 0), ptr %__counter_handle.i8, align 4
  %39 = call noundef i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %38, i8 -1)
  store i32 %39, ptr %f.i, align 4
  %40 = load i32, ptr %slot.i, align 4
  %41 = load i32, ptr %f.i, align 4
  store ptr @_ZL4Free, ptr %this.addr.i1, align 4
  store i32 %41, ptr %Index.addr.i, align 4
  %this1.i2 = load ptr, ptr %this.addr.i1, align 4
  %42 = load target("dx.RawBuffer", i32, 1, 0), ptr %this1.i2, align 4
  %43 = load i32, ptr %Index.addr.i, align 4
  %44 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %42, i32 %43)
  store i32 %40, ptr %44, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i8) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferIjE38__createFromBindingWithImplicitCounterEjjijPKcj"}
