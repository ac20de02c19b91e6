; ModuleID = 'structured_nested.hlsl'
source_filename = "structured_nested.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::StructuredBuffer" = type { target("dx.RawBuffer", %struct.Outer, 0, 0) }
%struct.Outer = type <{ <4 x float>, %struct.Inner, <2 x i32> }>
%struct.Inner = type { i32, [3 x float] }
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", %struct.Outer, 1, 0), target("dx.RawBuffer", %struct.Outer, 1, 0) }

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
  %tid.addr.i = alloca <3 x i32>, align 16
  %i.i = alloca i32, align 4
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
  store target("dx.RawBuffer", %struct.Outer, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", %struct.Outer, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", %struct.Outer, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL2In, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.RawBuffer", %struct.Outer, 0, 0), ptr %7, align 4
  store target("dx.RawBuffer", %struct.Outer, 0, 0) %8, ptr %this1.i14.i, align 4
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
  store target("dx.RawBuffer", %struct.Outer, 1, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %14 = call target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.RawBuffer", %struct.Outer, 1, 0) %14, ptr %tmp.i7.i, align 4, !noalias !8
  %15 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %tmp.i7.i, align 4, !noalias !8
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Outer, 1, 0) %15, ptr %__counter_handle.i.i, align 4, !noalias !8
  store ptr @_ZL3Out, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %16 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %16, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %17 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %18 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %17, align 4
  store target("dx.RawBuffer", %struct.Outer, 1, 0) %18, ptr %this1.i24.i, align 4
  %19 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i25.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %19, i32 0, i32 1
  %20 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %__counter_handle.i25.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i24.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Outer, 1, 0) %20, ptr %__counter_handle3.i.i, align 4
  %21 = call i32 @llvm.dx.thread.id(i32 0)
  %22 = insertelement <3 x i32> poison, i32 %21, i64 0
  %23 = call i32 @llvm.dx.thread.id(i32 1)
  %24 = insertelement <3 x i32> %22, i32 %23, i64 1
  %25 = call i32 @llvm.dx.thread.id(i32 2)
  %26 = insertelement <3 x i32> %24, i32 %25, i64 2
  store <3 x i32> %26, ptr %tid.addr.i, align 16
  %27 = load <3 x i32>, ptr %tid.addr.i, align 16
  %28 = extractelement <3 x i32> %27, i32 0
  store i32 %28, ptr %i.i, align 4
  %29 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i7, align 4
  store i32 %29, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %30 = load target("dx.RawBuffer", %struct.Outer, 0, 0), ptr %this1.i9, align 4
  %31 = load i32, ptr %Index.addr.i8, align 4
  %32 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0) %30, i32 %31)
  %inner.i = getelementptr inbounds nuw %struct.Outer, ptr %32, i32 0, i32 1
  %weights.i = getelementptr inbounds nuw %struct.Inner, ptr %inner.i, i32 0, i32 1
  %arrayidx.i = getelementptr inbounds [3 x float], ptr %weights.i, i32 0, i32 2
  %33 = load float, ptr %arrayidx.i, align 1
  %34 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i4, align 4
  store i32 %34, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %35 = load target("dx.RawBuffer", %struct.Outer, 0, 0), ptr %this1.i6, align 4
  %36 = load i32, ptr %Index.addr.i5, align 4
  %37 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0) %35, i32 %36)
  %38 = load <4 x float>, ptr %37, align 1
  %39 = extractelement <4 x float> %38, i32 0
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %33, %39
  %40 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i16, align 4
  store i32 %40, ptr %Index.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i16, align 4
  %41 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %this1.i18, align 4
  %42 = load i32, ptr %Index.addr.i17, align 4
  %43 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %41, i32 %42)
  %inner3.i = getelementptr inbounds nuw %struct.Outer, ptr %43, i32 0, i32 1
  %weights4.i = getelementptr inbounds nuw %struct.Inner, ptr %inner3.i, i32 0, i32 1
  %arrayidx5.i = getelementptr inbounds [3 x float], ptr %weights4.i, i32 0, i32 1
  store float %add.i, ptr %arrayidx5.i, align 1
  %44 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i1, align 4
  store i32 %44, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %45 = load target("dx.RawBuffer", %struct.Outer, 0, 0), ptr %this1.i3, align 4
  %46 = load i32, ptr %Index.addr.i2, align 4
  %47 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0) %45, i32 %46)
  %inner7.i = getelementptr inbounds nuw %struct.Outer, ptr %47, i32 0, i32 1
  %48 = load i32, ptr %inner7.i, align 1
  %or.i = or i32 %48, 1
  %49 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i13, align 4
  store i32 %49, ptr %Index.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %50 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %this1.i15, align 4
  %51 = load i32, ptr %Index.addr.i14, align 4
  %52 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %50, i32 %51)
  %inner9.i = getelementptr inbounds nuw %struct.Outer, ptr %52, i32 0, i32 1
  store i32 %or.i, ptr %inner9.i, align 1
  %53 = load i32, ptr %i.i, align 4
  store ptr @_ZL2In, ptr %this.addr.i, align 4
  store i32 %53, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %54 = load target("dx.RawBuffer", %struct.Outer, 0, 0), ptr %this1.i, align 4
  %55 = load i32, ptr %Index.addr.i, align 4
  %56 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0) %54, i32 %55)
  %range.i = getelementptr inbounds nuw %struct.Outer, ptr %56, i32 0, i32 2
  %57 = load <2 x i32>, ptr %range.i, align 1
  %58 = extractelement <2 x i32> %57, i32 0
  %59 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i10, align 4
  store i32 %59, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %60 = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %this1.i12, align 4
  %61 = load i32, ptr %Index.addr.i11, align 4
  %62 = call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %60, i32 %61)
  %range13.i = getelementptr inbounds nuw %struct.Outer, ptr %62, i32 0, i32 2
  %63 = getelementptr <2 x i32>, ptr %range13.i, i32 0, i32 1
  store i32 %58, ptr %63, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Outer, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0), i32) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl16StructuredBufferI5OuterE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl16StructuredBufferI5OuterE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl18RWStructuredBufferI5OuterE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl18RWStructuredBufferI5OuterE38__createFromBindingWithImplicitCounterEjjijPKcj"}
