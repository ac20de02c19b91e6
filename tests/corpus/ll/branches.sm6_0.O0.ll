; ModuleID = 'branches.hlsl'
source_filename = "branches.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 1) }

@_ZL1A = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i15.i = alloca ptr, align 4
  %other.addr.i16.i = alloca ptr, align 4
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
  %tmp.i.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
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
  %v.i = alloca i32, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL1A, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i1.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i8.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) poison, ptr %this1.i9.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL1A, ptr %this.addr.i5.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %6 = load ptr, ptr %other.addr.i6.i, align 4
  store ptr %this1.i7.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %7, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  store ptr @_ZL1B, ptr %result.ptr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !8
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !8
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !8
  store ptr %tmp.i.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) poison, ptr %this1.i11.i, align 4
  %9 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !8
  %10 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !8
  %11 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !8
  %12 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !8
  %13 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !8
  %14 = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %14, ptr %tmp.i.i.i, align 4, !noalias !8
  store ptr @_ZL1B, ptr %this.addr.i3.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  %15 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i4.i, ptr %this.addr.i15.i, align 4
  store ptr %15, ptr %other.addr.i16.i, align 4
  %this1.i17.i = load ptr, ptr %this.addr.i15.i, align 4
  %16 = load ptr, ptr %other.addr.i16.i, align 4, !nonnull !6, !align !7
  %17 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %16, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 1) %17, ptr %this1.i17.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  store ptr @_ZL1A, ptr %this.addr.i16, align 4
  store i32 %25, ptr %Index.addr.i17, align 4
  %this1.i18 = load ptr, ptr %this.addr.i16, align 4
  %26 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i18, align 4
  %27 = load i32, ptr %Index.addr.i17, align 4
  %28 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %26, i32 %27)
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %v.i, align 4
  %30 = load i32, ptr %v.i, align 4
  %cmp.i = icmp sgt i32 %30, 0
  br i1 %cmp.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %entry
  %31 = load i32, ptr %v.i, align 4
  %mul.i = mul nsw i32 %31, 2
  %32 = load <3 x i32>, ptr %tid.addr.i, align 16
  %33 = extractelement <3 x i32> %32, i32 0
  store ptr @_ZL1B, ptr %this.addr.i, align 4
  store i32 %33, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %34 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i, align 4
  %35 = load i32, ptr %Index.addr.i, align 4
  %36 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %34, i32 %35)
  store i32 %mul.i, ptr %36, align 4
  br label %if.end5.i

if.else.i:                                        ; preds = %entry
  %37 = load i32, ptr %v.i, align 4
  %cmp2.i = icmp slt i32 %37, -10
  br i1 %cmp2.i, label %if.then3.i, label %if.end.i

if.then3.i:                                       ; preds = %if.else.i
  %38 = load i32, ptr %v.i, align 4
  %sub.i = sub nsw i32 0, %38
  %39 = load <3 x i32>, ptr %tid.addr.i, align 16
  %40 = extractelement <3 x i32> %39, i32 0
  store ptr @_ZL1B, ptr %this.addr.i1, align 4
  store i32 %40, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %41 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i3, align 4
  %42 = load i32, ptr %Index.addr.i2, align 4
  %43 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %41, i32 %42)
  store i32 %sub.i, ptr %43, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.then3.i, %if.else.i
  br label %if.end5.i

if.end5.i:                                        ; preds = %if.end.i, %if.then.i
  %44 = load <3 x i32>, ptr %tid.addr.i, align 16
  %45 = extractelement <3 x i32> %44, i32 0
  %rem.i = urem i32 %45, 4
  switch i32 %rem.i, label %sw.default.i [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb7.i
    i32 3, label %sw.bb10.i
  ]

sw.bb.i:                                          ; preds = %if.end5.i
  %46 = load <3 x i32>, ptr %tid.addr.i, align 16
  %47 = extractelement <3 x i32> %46, i32 0
  store ptr @_ZL1A, ptr %this.addr.i4, align 4
  store i32 %47, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %48 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i6, align 4
  %49 = load i32, ptr %Index.addr.i5, align 4
  %50 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %48, i32 %49)
  store i32 1, ptr %50, align 4
  br label %_Z4mainDv3_j.exit

sw.bb7.i:                                         ; preds = %if.end5.i
  %51 = load <3 x i32>, ptr %tid.addr.i, align 16
  %52 = extractelement <3 x i32> %51, i32 0
  store ptr @_ZL1B, ptr %this.addr.i10, align 4
  store i32 %52, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %53 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i12, align 4
  %54 = load i32, ptr %Index.addr.i11, align 4
  %55 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %53, i32 %54)
  %56 = load i32, ptr %55, align 4
  %57 = load <3 x i32>, ptr %tid.addr.i, align 16
  %58 = extractelement <3 x i32> %57, i32 0
  store ptr @_ZL1A, ptr %this.addr.i7, align 4
  store i32 %58, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %59 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i9, align 4
  %60 = load i32, ptr %Index.addr.i8, align 4
  %61 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %59, i32 %60)
  store i32 %56, ptr %61, align 4
  br label %_Z4mainDv3_j.exit

sw.bb10.i:                                        ; preds = %if.end5.i
  %62 = load i32, ptr %v.i, align 4
  %add.i = add nsw i32 %62, 3
  %63 = load <3 x i32>, ptr %tid.addr.i, align 16
  %64 = extractelement <3 x i32> %63, i32 0
  store ptr @_ZL1A, ptr %this.addr.i13, align 4
  store i32 %64, ptr %Index.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %65 = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %this1.i15, align 4
  %66 = load i32, ptr %Index.addr.i14, align 4
  %67 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %65, i32 %66)
  store i32 %add.i, ptr %67, align 4
  br label %_Z4mainDv3_j.exit

sw.default.i:                                     ; preds = %if.end5.i
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %sw.bb.i, %sw.bb7.i, %sw.bb10.i, %sw.default.i
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
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
!8 = !{!9}
!9 = distinct !{!9, !10, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc: %agg.result"}
!10 = distinct !{!10, !"_ZN4hlsl8RWBufferIiE19__createFromBindingEjjijPKc"}
