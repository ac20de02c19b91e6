; ModuleID = 'helpers.hlsl'
source_filename = "helpers.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 1, 0), target("dx.RawBuffer", <4 x float>, 1, 0) }

@_ZL4Data = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden noundef nofpclass(nan inf) <4 x float> @_Z5scaleDv4_ff(<4 x float> noundef nofpclass(nan inf) %v, float noundef nofpclass(nan inf) %s) #0 {
entry:
  %v.addr = alloca <4 x float>, align 16
  %s.addr = alloca float, align 4
  store <4 x float> %v, ptr %v.addr, align 16
  store float %s, ptr %s.addr, align 4
  %0 = load <4 x float>, ptr %v.addr, align 16
  %1 = load float, ptr %s.addr, align 4
  %splat.splatinsert = insertelement <4 x float> poison, float %1, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %mul = fmul reassoc nnan ninf nsz arcp afn <4 x float> %0, %splat.splat
  ret <4 x float> %mul
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden noundef nofpclass(nan inf) <4 x float> @_Z5shadeDv4_fj(<4 x float> noundef nofpclass(nan inf) %c, i32 noundef %i) #0 {
entry:
  %v.addr.i = alloca <4 x float>, align 16
  %s.addr.i = alloca float, align 4
  %c.addr = alloca <4 x float>, align 16
  %i.addr = alloca i32, align 4
  store <4 x float> %c, ptr %c.addr, align 16
  store i32 %i, ptr %i.addr, align 4
  %0 = load <4 x float>, ptr %c.addr, align 16
  store <4 x float> %0, ptr %v.addr.i, align 16
  store float 5.000000e-01, ptr %s.addr.i, align 4
  %1 = load <4 x float>, ptr %v.addr.i, align 16
  %2 = load float, ptr %s.addr.i, align 4
  %splat.splatinsert.i = insertelement <4 x float> poison, float %2, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %1, %splat.splat.i
  %3 = load i32, ptr %i.addr, align 4
  %conv = uitofp i32 %3 to float
  %splat.splatinsert = insertelement <4 x float> poison, float %conv, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i, %splat.splat
  ret <4 x float> %add
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden void @_Z11store_twicejDv4_f(i32 noundef %i, <4 x float> noundef nofpclass(nan inf) %v) #0 {
entry:
  %this.addr.i3 = alloca ptr, align 4
  %Index.addr.i4 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %v.addr.i.i = alloca <4 x float>, align 16
  %s.addr.i.i = alloca float, align 4
  %c.addr.i = alloca <4 x float>, align 16
  %i.addr.i = alloca i32, align 4
  %i.addr = alloca i32, align 4
  %v.addr = alloca <4 x float>, align 16
  store i32 %i, ptr %i.addr, align 4
  store <4 x float> %v, ptr %v.addr, align 16
  %0 = load <4 x float>, ptr %v.addr, align 16
  %1 = load i32, ptr %i.addr, align 4
  store ptr @_ZL4Data, ptr %this.addr.i3, align 4
  store i32 %1, ptr %Index.addr.i4, align 4
  %this1.i5 = load ptr, ptr %this.addr.i3, align 4
  %2 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i5, align 4
  %3 = load i32, ptr %Index.addr.i4, align 4
  %4 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %2, i32 %3)
  store <4 x float> %0, ptr %4, align 16
  %5 = load <4 x float>, ptr %v.addr, align 16
  %6 = load i32, ptr %i.addr, align 4
  store <4 x float> %5, ptr %c.addr.i, align 16
  store i32 %6, ptr %i.addr.i, align 4
  %7 = load <4 x float>, ptr %c.addr.i, align 16
  store <4 x float> %7, ptr %v.addr.i.i, align 16
  store float 5.000000e-01, ptr %s.addr.i.i, align 4
  %8 = load <4 x float>, ptr %v.addr.i.i, align 16
  %9 = load float, ptr %s.addr.i.i, align 4
  %splat.splatinsert.i.i = insertelement <4 x float> poison, float %9, i64 0
  %splat.splat.i.i = shufflevector <4 x float> %splat.splatinsert.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %8, %splat.splat.i.i
  %10 = load i32, ptr %i.addr.i, align 4
  %conv.i = uitofp i32 %10 to float
  %splat.splatinsert.i = insertelement <4 x float> poison, float %conv.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i.i, %splat.splat.i
  %11 = load i32, ptr %i.addr, align 4
  %add = add i32 %11, 1
  store ptr @_ZL4Data, ptr %this.addr.i, align 4
  store i32 %add, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %12 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i, align 4
  %13 = load i32, ptr %Index.addr.i, align 4
  %14 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %12, i32 %13)
  store <4 x float> %add.i, ptr %14, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
entry:
  %this.addr.i5.i = alloca ptr, align 4
  %other.addr.i6.i = alloca ptr, align 4
  %this.addr.i3.i = alloca ptr, align 4
  %this.addr.i1.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i1 = alloca ptr, align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i9.i = alloca ptr, align 4
  %Index.addr.i10.i = alloca i32, align 4
  %this.addr.i6.i = alloca ptr, align 4
  %Index.addr.i7.i = alloca i32, align 4
  %this.addr.i.i = alloca ptr, align 4
  %Index.addr.i.i = alloca i32, align 4
  %v.addr.i.i.i.i = alloca <4 x float>, align 16
  %s.addr.i.i.i.i = alloca float, align 4
  %c.addr.i.i.i = alloca <4 x float>, align 16
  %i.addr.i.i.i = alloca i32, align 4
  %i.addr.i2.i = alloca i32, align 4
  %v.addr.i.i = alloca <4 x float>, align 16
  %v.addr.i.i.i = alloca <4 x float>, align 16
  %s.addr.i.i.i = alloca float, align 4
  %c.addr.i.i = alloca <4 x float>, align 16
  %i.addr.i.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Data, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i1, align 4
  %this1.i.i2 = load ptr, ptr %this.addr.i.i1, align 4
  store ptr %this1.i.i2, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.RawBuffer", <4 x float>, 1, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", <4 x float>, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL4Data, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %7, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %8 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", <4 x float>, 1, 0) %9, ptr %this1.i7.i, align 4
  %10 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i8.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %__counter_handle.i8.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", <4 x float>, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  %12 = call i32 @llvm.dx.thread.id(i32 0)
  %13 = insertelement <3 x i32> poison, i32 %12, i64 0
  %14 = call i32 @llvm.dx.thread.id(i32 1)
  %15 = insertelement <3 x i32> %13, i32 %14, i64 1
  %16 = call i32 @llvm.dx.thread.id(i32 2)
  %17 = insertelement <3 x i32> %15, i32 %16, i64 2
  store <3 x i32> %17, ptr %tid.addr.i, align 16
  %18 = load <3 x i32>, ptr %tid.addr.i, align 16
  %19 = extractelement <3 x i32> %18, i32 0
  %mul.i = mul i32 %19, 2
  %20 = load <3 x i32>, ptr %tid.addr.i, align 16
  %21 = extractelement <3 x i32> %20, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i9.i, align 4
  store i32 %21, ptr %Index.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i9.i, align 4
  %22 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i11.i, align 4
  %23 = load i32, ptr %Index.addr.i10.i, align 4
  %24 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %22, i32 %23)
  %25 = load <4 x float>, ptr %24, align 16
  %26 = load <3 x i32>, ptr %tid.addr.i, align 16
  %27 = extractelement <3 x i32> %26, i32 0
  store <4 x float> %25, ptr %c.addr.i.i, align 16
  store i32 %27, ptr %i.addr.i.i, align 4
  %28 = load <4 x float>, ptr %c.addr.i.i, align 16
  store <4 x float> %28, ptr %v.addr.i.i.i, align 16
  store float 5.000000e-01, ptr %s.addr.i.i.i, align 4
  %29 = load <4 x float>, ptr %v.addr.i.i.i, align 16
  %30 = load float, ptr %s.addr.i.i.i, align 4
  %splat.splatinsert.i.i.i = insertelement <4 x float> poison, float %30, i64 0
  %splat.splat.i.i.i = shufflevector <4 x float> %splat.splatinsert.i.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %29, %splat.splat.i.i.i
  %31 = load i32, ptr %i.addr.i.i, align 4
  %conv.i.i = uitofp i32 %31 to float
  %splat.splatinsert.i.i = insertelement <4 x float> poison, float %conv.i.i, i64 0
  %splat.splat.i.i = shufflevector <4 x float> %splat.splatinsert.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i.i.i, %splat.splat.i.i
  store i32 %mul.i, ptr %i.addr.i2.i, align 4
  store <4 x float> %add.i.i, ptr %v.addr.i.i, align 16
  %32 = load <4 x float>, ptr %v.addr.i.i, align 16
  %33 = load i32, ptr %i.addr.i2.i, align 4
  store ptr @_ZL4Data, ptr %this.addr.i6.i, align 4
  store i32 %33, ptr %Index.addr.i7.i, align 4
  %this1.i8.i = load ptr, ptr %this.addr.i6.i, align 4
  %34 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i8.i, align 4
  %35 = load i32, ptr %Index.addr.i7.i, align 4
  %36 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %34, i32 %35)
  store <4 x float> %32, ptr %36, align 16
  %37 = load <4 x float>, ptr %v.addr.i.i, align 16
  %38 = load i32, ptr %i.addr.i2.i, align 4
  store <4 x float> %37, ptr %c.addr.i.i.i, align 16
  store i32 %38, ptr %i.addr.i.i.i, align 4
  %39 = load <4 x float>, ptr %c.addr.i.i.i, align 16
  store <4 x float> %39, ptr %v.addr.i.i.i.i, align 16
  store float 5.000000e-01, ptr %s.addr.i.i.i.i, align 4
  %40 = load <4 x float>, ptr %v.addr.i.i.i.i, align 16
  %41 = load float, ptr %s.addr.i.i.i.i, align 4
  %splat.splatinsert.i.i.i.i = insertelement <4 x float> poison, float %41, i64 0
  %splat.splat.i.i.i.i = shufflevector <4 x float> %splat.splatinsert.i.i.i.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i.i.i.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %40, %splat.splat.i.i.i.i
  %42 = load i32, ptr %i.addr.i.i.i, align 4
  %conv.i.i.i = uitofp i32 %42 to float
  %splat.splatinsert.i.i3.i = insertelement <4 x float> poison, float %conv.i.i.i, i64 0
  %splat.splat.i.i4.i = shufflevector <4 x float> %splat.splatinsert.i.i3.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i.i.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i.i.i.i, %splat.splat.i.i4.i
  %43 = load i32, ptr %i.addr.i2.i, align 4
  %add.i5.i = add i32 %43, 1
  store ptr @_ZL4Data, ptr %this.addr.i.i, align 4
  store i32 %add.i5.i, ptr %Index.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  %44 = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr %this1.i.i, align 4
  %45 = load i32, ptr %Index.addr.i.i, align 4
  %46 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %44, i32 %45)
  store <4 x float> %add.i.i.i, ptr %46, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferIDv4_fE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
