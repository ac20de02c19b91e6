; ModuleID = 'constant_stores.hlsl'
source_filename = "constant_stores.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <2 x float>, 1, 0), target("dx.RawBuffer", <2 x float>, 1, 0) }
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) }
%"class.hlsl::RWStructuredBuffer.0" = type { target("dx.RawBuffer", %struct.S, 1, 0), target("dx.RawBuffer", %struct.S, 1, 0) }
%struct.S = type { <2 x float>, <3 x i32> }

@_ZL4Out2 = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Out2\00", align 1
@_ZL5Typed = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [6 x i8] c"Typed\00", align 1
@_ZL7Structs = internal global %"class.hlsl::RWStructuredBuffer.0" poison, align 4
@.str.4 = private unnamed_addr constant [8 x i8] c"Structs\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i42.i = alloca ptr, align 4
  %other.addr.i43.i = alloca ptr, align 4
  %this.addr.i40.i = alloca ptr, align 4
  %this.addr.i37.i = alloca ptr, align 4
  %other.addr.i38.i = alloca ptr, align 4
  %this.addr.i35.i = alloca ptr, align 4
  %this.addr.i32.i = alloca ptr, align 4
  %other.addr.i33.i = alloca ptr, align 4
  %this.addr.i30.i = alloca ptr, align 4
  %this.addr.i27.i = alloca ptr, align 4
  %other.addr.i28.i = alloca ptr, align 4
  %this.addr.i25.i = alloca ptr, align 4
  %this.addr.i21.i = alloca ptr, align 4
  %other.addr.i22.i = alloca ptr, align 4
  %this.addr.i19.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i8.i = alloca ptr, align 4
  %registerNo.addr.i9.i = alloca i32, align 4
  %spaceNo.addr.i10.i = alloca i32, align 4
  %range.addr.i11.i = alloca i32, align 4
  %index.addr.i12.i = alloca i32, align 4
  %name.addr.i13.i = alloca ptr, align 4
  %counterOrderId.addr.i14.i = alloca i32, align 4
  %tmp.i15.i = alloca %"class.hlsl::RWStructuredBuffer.0", align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %registerNo.addr.i2.i = alloca i32, align 4
  %spaceNo.addr.i3.i = alloca i32, align 4
  %range.addr.i4.i = alloca i32, align 4
  %index.addr.i5.i = alloca i32, align 4
  %name.addr.i6.i = alloca ptr, align 4
  %tmp.i7.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %id.addr.i = alloca <3 x i32>, align 16
  %v.i = alloca %struct.S, align 1
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Out2, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i19.i, align 4
  %this1.i20.i = load ptr, ptr %this.addr.i19.i, align 4
  store target("dx.RawBuffer", <2 x float>, 1, 0) poison, ptr %this1.i20.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", <2 x float>, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", <2 x float>, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", <2 x float>, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL4Out2, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i18.i = load ptr, ptr %this.addr.i17.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i18.i, ptr %this.addr.i21.i, align 4
  store ptr %7, ptr %other.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i21.i, align 4
  %8 = load ptr, ptr %other.addr.i22.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", <2 x float>, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", <2 x float>, 1, 0) %9, ptr %this1.i23.i, align 4
  %10 = load ptr, ptr %other.addr.i22.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i24.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", <2 x float>, 1, 0), ptr %__counter_handle.i24.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i23.i, i32 0, i32 1
  store target("dx.RawBuffer", <2 x float>, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL5Typed, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store ptr %tmp.i7.i, ptr %this.addr.i25.i, align 4
  %this1.i26.i = load ptr, ptr %this.addr.i25.i, align 4
  store ptr %this1.i26.i, ptr %this.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i30.i, align 4
  store target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) poison, ptr %this1.i31.i, align 4
  %12 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %13 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %14 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %15 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %16 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %17 = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32 %13, i32 %12, i32 %14, i32 %15, ptr %16)
  store target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %17, ptr %tmp.i7.i, align 4, !noalias !8
  store ptr @_ZL5Typed, ptr %this.addr.i27.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i28.i, align 4
  %this1.i29.i = load ptr, ptr %this.addr.i27.i, align 4
  %18 = load ptr, ptr %other.addr.i28.i, align 4
  store ptr %this1.i29.i, ptr %this.addr.i32.i, align 4
  store ptr %18, ptr %other.addr.i33.i, align 4
  %this1.i34.i = load ptr, ptr %this.addr.i32.i, align 4
  %19 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !6, !align !7
  %20 = load target("dx.TypedBuffer", <4 x i32>, 1, 0, 1), ptr %19, align 4
  store target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %20, ptr %this1.i34.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !11)
  store ptr @_ZL7Structs, ptr %result.ptr.i8.i, align 4, !noalias !11
  store i32 2, ptr %registerNo.addr.i9.i, align 4, !noalias !11
  store i32 0, ptr %spaceNo.addr.i10.i, align 4, !noalias !11
  store i32 1, ptr %range.addr.i11.i, align 4, !noalias !11
  store i32 0, ptr %index.addr.i12.i, align 4, !noalias !11
  store ptr @.str.4, ptr %name.addr.i13.i, align 4, !noalias !11
  store i32 1, ptr %counterOrderId.addr.i14.i, align 4, !noalias !11
  store ptr %tmp.i15.i, ptr %this.addr.i35.i, align 4
  %this1.i36.i = load ptr, ptr %this.addr.i35.i, align 4
  store ptr %this1.i36.i, ptr %this.addr.i40.i, align 4
  %this1.i41.i = load ptr, ptr %this.addr.i40.i, align 4
  store target("dx.RawBuffer", %struct.S, 1, 0) poison, ptr %this1.i41.i, align 4
  %21 = load i32, ptr %registerNo.addr.i9.i, align 4, !noalias !11
  %22 = load i32, ptr %spaceNo.addr.i10.i, align 4, !noalias !11
  %23 = load i32, ptr %range.addr.i11.i, align 4, !noalias !11
  %24 = load i32, ptr %index.addr.i12.i, align 4, !noalias !11
  %25 = load ptr, ptr %name.addr.i13.i, align 4, !noalias !11
  %26 = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 %22, i32 %21, i32 %23, i32 %24, ptr %25)
  store target("dx.RawBuffer", %struct.S, 1, 0) %26, ptr %tmp.i15.i, align 4, !noalias !11
  %27 = load target("dx.RawBuffer", %struct.S, 1, 0), ptr %tmp.i15.i, align 4, !noalias !11
  %__counter_handle.i16.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %tmp.i15.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.S, 1, 0) %27, ptr %__counter_handle.i16.i, align 4, !noalias !11
  store ptr @_ZL7Structs, ptr %this.addr.i37.i, align 4
  store ptr %tmp.i15.i, ptr %other.addr.i38.i, align 4
  %this1.i39.i = load ptr, ptr %this.addr.i37.i, align 4
  %28 = load ptr, ptr %other.addr.i38.i, align 4
  store ptr %this1.i39.i, ptr %this.addr.i42.i, align 4
  store ptr %28, ptr %other.addr.i43.i, align 4
  %this1.i44.i = load ptr, ptr %this.addr.i42.i, align 4
  %29 = load ptr, ptr %other.addr.i43.i, align 4, !nonnull !6, !align !7
  %30 = load target("dx.RawBuffer", %struct.S, 1, 0), ptr %29, align 4
  store target("dx.RawBuffer", %struct.S, 1, 0) %30, ptr %this1.i44.i, align 4
  %31 = load ptr, ptr %other.addr.i43.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i45.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %31, i32 0, i32 1
  %32 = load target("dx.RawBuffer", %struct.S, 1, 0), ptr %__counter_handle.i45.i, align 4
  %__counter_handle3.i46.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer.0", ptr %this1.i44.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.S, 1, 0) %32, ptr %__counter_handle3.i46.i, align 4
  %33 = call i32 @llvm.dx.thread.id(i32 0)
  %34 = insertelement <3 x i32> poison, i32 %33, i64 0
  %35 = call i32 @llvm.dx.thread.id(i32 1)
  %36 = insertelement <3 x i32> %34, i32 %35, i64 1
  %37 = call i32 @llvm.dx.thread.id(i32 2)
  %38 = insertelement <3 x i32> %36, i32 %37, i64 2
  store <3 x i32> %38, ptr %id.addr.i, align 16
  %39 = load <3 x i32>, ptr %id.addr.i, align 16
  %40 = extractelement <3 x i32> %39, i32 0
  store ptr @_ZL4Out2, ptr %this.addr.i, align 4
  store i32 %40, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %41 = load target("dx.RawBuffer", <2 x float>, 1, 0), ptr %this1.i, align 4
  %42 = load i32, ptr %Index.addr.i, align 4
  %43 = call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %41, i32 %42)
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %43, align 8
  %44 = load <3 x i32>, ptr %id.addr.i, align 16
  %45 = extractelement <3 x i32> %44, i32 0
  store ptr @_ZL5Typed, ptr %this.addr.i1, align 4
  store i32 %45, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %46 = load target("dx.TypedBuffer", <4 x i32>, 1, 0, 1), ptr %this1.i3, align 4
  %47 = load i32, ptr %Index.addr.i2, align 4
  %48 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) %46, i32 %47)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %48, align 16
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %v.i, align 1
  %b.i = getelementptr inbounds nuw %struct.S, ptr %v.i, i32 0, i32 1
  store <3 x i32> <i32 5, i32 6, i32 7>, ptr %b.i, align 1
  %49 = load <3 x i32>, ptr %id.addr.i, align 16
  %50 = extractelement <3 x i32> %49, i32 0
  store ptr @_ZL7Structs, ptr %this.addr.i4, align 4
  store i32 %50, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %51 = load target("dx.RawBuffer", %struct.S, 1, 0), ptr %this1.i6, align 4
  %52 = load i32, ptr %Index.addr.i5, align 4
  %53 = call noundef nonnull align 1 dereferenceable(24) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %51, i32 %52)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %53, ptr align 1 %v.i, i32 24, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_1t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 1), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIDv2_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIDv4_iE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIDv4_iE19__createFromBindingEjjijPKc"}
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZN4hlsl18RWStructuredBufferI1SE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!13 = distinct !{!13, !"_ZN4hlsl18RWStructuredBufferI1SE38__createFromBindingWithImplicitCounterEjjijPKcj"}
