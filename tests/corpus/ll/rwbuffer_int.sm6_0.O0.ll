; ModuleID = 'rwbuffer_int.hlsl'
source_filename = "rwbuffer_int.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 1) }

@_ZL4Data = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

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
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %v.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Data, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 2, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL4Data, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %7, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %tid.addr.i, align 16
  %15 = load <3 x i32>, ptr %tid.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i1, align 4
  store i32 %16, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %17 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i3, align 4
  %18 = load i32, ptr %Index.addr.i2, align 4
  %19 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %17, i32 %18)
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %v.i, align 4
  %21 = load i32, ptr %v.i, align 4
  %shr.i = ashr i32 %21, 1
  %sub.i = sub nsw i32 0, %shr.i
  %22 = load <3 x i32>, ptr %tid.addr.i, align 16
  %23 = extractelement <3 x i32> %22, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i, align 4
  store i32 %23, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %24 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i, align 4
  %25 = load i32, ptr %Index.addr.i, align 4
  %26 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %24, i32 %25)
  store i32 %sub.i, ptr %26, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
