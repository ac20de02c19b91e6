; ModuleID = 'array_local.hlsl'
source_filename = "array_local.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 1) }

@_ZL3Src = internal global [2 x %"class.hlsl::RWBuffer"] poison, align 4
@Src.str = private unnamed_addr constant [4 x i8] c"Src\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i18 = alloca ptr, align 4
  %this.addr.i16 = alloca ptr, align 4
  %this.addr.i13 = alloca ptr, align 4
  %other.addr.i14 = alloca ptr, align 4
  %this.addr.i10 = alloca ptr, align 4
  %other.addr.i11 = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i9 = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i6 = alloca ptr, align 4
  %Index.addr.i7 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %other.addr.i2 = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %local.i = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %tmp.i = alloca %"class.hlsl::RWBuffer", align 4
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %1 = insertelement <3 x i32> poison, i32 %0, i64 0
  %2 = call i32 @llvm.dx.thread.id(i32 1)
  %3 = insertelement <3 x i32> %1, i32 %2, i64 1
  %4 = call i32 @llvm.dx.thread.id(i32 2)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 2
  store <3 x i32> %5, ptr %tid.addr.i, align 16
  br label %arrayinit.body.i

arrayinit.body.i:                                 ; preds = %arrayinit.body.i, %entry
  %arrayinit.index.i = phi i32 [ 0, %entry ], [ %arrayinit.next.i, %arrayinit.body.i ]
  %6 = getelementptr inbounds %"class.hlsl::RWBuffer", ptr %local.i, i32 %arrayinit.index.i
  %arrayidx.i = getelementptr inbounds nuw [2 x %"class.hlsl::RWBuffer"], ptr @_ZL3Src, i32 0, i32 %arrayinit.index.i
  store ptr %6, ptr %this.addr.i, align 4
  store ptr %arrayidx.i, ptr %other.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %7 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i13, align 4
  store ptr %7, ptr %other.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %8 = load ptr, ptr %other.addr.i14, align 4, !nonnull !3, !align !4
  %9 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %8, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %9, ptr %this1.i15, align 4
  %arrayinit.next.i = add nuw i32 %arrayinit.index.i, 1
  %arrayinit.done.i = icmp eq i32 %arrayinit.next.i, 2
  br i1 %arrayinit.done.i, label %_Z4mainDv3_j.exit, label %arrayinit.body.i

_Z4mainDv3_j.exit:                                ; preds = %arrayinit.body.i
  %arrayidx2.i = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %local.i, i32 0, i32 1
  store ptr %arrayidx2.i, ptr %this.addr.i1, align 4
  store ptr %local.i, ptr %other.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %10 = load ptr, ptr %other.addr.i2, align 4, !nonnull !3, !align !4
  %11 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %10, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %11, ptr %this1.i3, align 4
  %arrayidx3.i = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %local.i, i32 0, i32 1
  %12 = load <3 x i32>, ptr %tid.addr.i, align 16
  %13 = extractelement <3 x i32> %12, i32 0
  store ptr %arrayidx3.i, ptr %this.addr.i6, align 4
  store i32 %13, ptr %Index.addr.i7, align 4
  %this1.i8 = load ptr, ptr %this.addr.i6, align 4
  %14 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i8, align 4
  %15 = load i32, ptr %Index.addr.i7, align 4
  %16 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %14, i32 %15)
  store i32 7, ptr %16, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  store ptr %tmp.i, ptr %result.ptr.i, align 4, !noalias !5
  store i32 0, ptr %registerNo.addr.i, align 4, !noalias !5
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !5
  store i32 2, ptr %range.addr.i, align 4, !noalias !5
  store i32 1, ptr %index.addr.i, align 4, !noalias !5
  store ptr @Src.str, ptr %name.addr.i, align 4, !noalias !5
  store ptr %tmp.i9, ptr %this.addr.i16, align 4
  %this1.i17 = load ptr, ptr %this.addr.i16, align 4
  store ptr %this1.i17, ptr %this.addr.i18, align 4
  %this1.i19 = load ptr, ptr %this.addr.i18, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) poison, ptr %this1.i19, align 4
  %17 = load i32, ptr %registerNo.addr.i, align 4, !noalias !5
  %18 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !5
  %19 = load i32, ptr %range.addr.i, align 4, !noalias !5
  %20 = load i32, ptr %index.addr.i, align 4, !noalias !5
  %21 = load ptr, ptr %name.addr.i, align 4, !noalias !5
  %22 = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 %18, i32 %17, i32 %19, i32 %20, ptr %21)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %22, ptr %tmp.i9, align 4, !noalias !5
  store ptr %tmp.i, ptr %this.addr.i.i, align 4, !noalias !5
  store ptr %tmp.i9, ptr %other.addr.i.i, align 4, !noalias !5
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4, !noalias !5
  %23 = load ptr, ptr %other.addr.i.i, align 4, !noalias !5
  store ptr %this1.i.i, ptr %this.addr.i10, align 4
  store ptr %23, ptr %other.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %24 = load ptr, ptr %other.addr.i11, align 4, !nonnull !3, !align !4
  %25 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %24, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %25, ptr %this1.i12, align 4
  %26 = load <3 x i32>, ptr %tid.addr.i, align 16
  %27 = extractelement <3 x i32> %26, i32 0
  store ptr %tmp.i, ptr %this.addr.i4, align 4
  store i32 %27, ptr %Index.addr.i, align 4
  %this1.i5 = load ptr, ptr %this.addr.i4, align 4
  %28 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i5, align 4
  %29 = load i32, ptr %Index.addr.i, align 4
  %30 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %28, i32 %29)
  %31 = load i32, ptr %30, align 4
  %add.i = add nsw i32 %31, 1
  store i32 %add.i, ptr %30, align 4
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

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{}
!4 = !{i64 4}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc: %agg.result"}
!7 = distinct !{!7, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc"}
