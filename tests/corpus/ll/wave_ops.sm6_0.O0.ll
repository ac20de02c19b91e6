; ModuleID = 'wave_ops.hlsl'
source_filename = "wave_ops.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%"class.hlsl::RWBuffer.0" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }

@_ZL4Data = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1
@_ZL5Lanes = internal global %"class.hlsl::RWBuffer.0" poison, align 4
@.str.2 = private unnamed_addr constant [6 x i8] c"Lanes\00", align 1

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
  %tmp.i7.i = alloca %"class.hlsl::RWBuffer.0", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %s.i = alloca float, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Data, ptr %result.ptr.i.i, align 4, !noalias !3
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
  store ptr @_ZL4Data, ptr %this.addr.i8.i, align 4
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
  store ptr @_ZL5Lanes, ptr %result.ptr.i1.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !8
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !8
  store ptr @_ZL5Lanes, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %15, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %16 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %17, ptr %this1.i24.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i1, align 4
  store i32 %25, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i3, align 4
  %27 = load i32, ptr %Index.addr.i2, align 4
  %28 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %26, i32 %27)
  %29 = load float, ptr %28, align 4
  %hlsl.wave.active.sum.i = call reassoc nnan ninf nsz arcp afn float @llvm.dx.wave.reduce.sum.f32(float %29)
  store float %hlsl.wave.active.sum.i, ptr %s.i, align 4
  %30 = call i1 @llvm.dx.wave.is.first.lane()
  br i1 %30, label %if.then.i, label %_Z4mainDv3_j.exit

if.then.i:                                        ; preds = %entry
  %31 = load float, ptr %s.i, align 4
  %32 = load <3 x i32>, ptr %tid.addr.i, align 16
  %33 = extractelement <3 x i32> %32, i32 0
  %div.i = udiv i32 %33, 64
  store ptr @_ZL4Data, ptr %this.addr.i, align 4
  store i32 %div.i, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %34 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %35 = load i32, ptr %Index.addr.i, align 4
  %36 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %34, i32 %35)
  store float %31, ptr %36, align 4
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %entry, %if.then.i
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %37 = call i32 @llvm.dx.wave.getlaneindex()
  %38 = load <3 x i32>, ptr %tid.addr.i, align 16
  %39 = extractelement <3 x i32> %38, i32 0
  store ptr @_ZL5Lanes, ptr %this.addr.i4, align 4
  store i32 %39, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %40 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i6, align 4
  %41 = load i32, ptr %Index.addr.i5, align 4
  %42 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %40, i32 %41)
  store i32 %37, ptr %42, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.wave.reduce.sum.f32(float) #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare i1 @llvm.dx.wave.is.first.lane() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.group.memory.barrier.with.group.sync() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.wave.getlaneindex() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
