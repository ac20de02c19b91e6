; ModuleID = 'resource_switch.hlsl'
source_filename = "resource_switch.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
%__cblayout_CB = type <{ i32 }>

@_ZL1A = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@_ZL1B = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL1C = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str.4 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@sel = external hidden addrspace(2) global i32, align 4
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
entry:
  %this.addr.i32.i = alloca ptr, align 4
  %other.addr.i33.i = alloca ptr, align 4
  %this.addr.i29.i = alloca ptr, align 4
  %other.addr.i30.i = alloca ptr, align 4
  %this.addr.i26.i = alloca ptr, align 4
  %other.addr.i27.i = alloca ptr, align 4
  %this.addr.i24.i = alloca ptr, align 4
  %this.addr.i22.i = alloca ptr, align 4
  %this.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i18.i = alloca ptr, align 4
  %this.addr.i14.i = alloca ptr, align 4
  %other.addr.i15.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i.i1.i = alloca ptr, align 4
  %registerNo.addr.i.i2.i = alloca i32, align 4
  %spaceNo.addr.i.i3.i = alloca i32, align 4
  %range.addr.i.i4.i = alloca i32, align 4
  %index.addr.i.i5.i = alloca i32, align 4
  %name.addr.i.i6.i = alloca ptr, align 4
  %tmp.i.i7.i = alloca %"class.hlsl::RWBuffer", align 4
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
  %this.addr.i7 = alloca ptr, align 4
  %Index.addr.i8 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %id.addr.i = alloca <3 x i32>, align 16
  %v.i = alloca float, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL1A, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store ptr %this1.i11.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i21.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL1A, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %6 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i26.i, align 4
  store ptr %6, ptr %other.addr.i27.i, align 4
  %this1.i28.i = load ptr, ptr %this.addr.i26.i, align 4
  %7 = load ptr, ptr %other.addr.i27.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i28.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL1B, ptr %result.ptr.i.i.i, align 4, !noalias !9
  store i32 1, ptr %registerNo.addr.i.i.i, align 4, !noalias !9
  store i32 0, ptr %spaceNo.addr.i.i.i, align 4, !noalias !9
  store i32 1, ptr %range.addr.i.i.i, align 4, !noalias !9
  store i32 0, ptr %index.addr.i.i.i, align 4, !noalias !9
  store ptr @.str.2, ptr %name.addr.i.i.i, align 4, !noalias !9
  store ptr %tmp.i.i.i, ptr %this.addr.i8.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i22.i, align 4
  %this1.i23.i = load ptr, ptr %this.addr.i22.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i23.i, align 4
  %9 = load i32, ptr %registerNo.addr.i.i.i, align 4, !noalias !9
  %10 = load i32, ptr %spaceNo.addr.i.i.i, align 4, !noalias !9
  %11 = load i32, ptr %range.addr.i.i.i, align 4, !noalias !9
  %12 = load i32, ptr %index.addr.i.i.i, align 4, !noalias !9
  %13 = load ptr, ptr %name.addr.i.i.i, align 4, !noalias !9
  %14 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", float, 1, 0, 0) %14, ptr %tmp.i.i.i, align 4, !noalias !9
  store ptr @_ZL1B, ptr %this.addr.i14.i, align 4
  store ptr %tmp.i.i.i, ptr %other.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i14.i, align 4
  %15 = load ptr, ptr %other.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i29.i, align 4
  store ptr %15, ptr %other.addr.i30.i, align 4
  %this1.i31.i = load ptr, ptr %this.addr.i29.i, align 4
  %16 = load ptr, ptr %other.addr.i30.i, align 4, !nonnull !7, !align !8
  %17 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %17, ptr %this1.i31.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !12)
  store ptr @_ZL1C, ptr %result.ptr.i.i1.i, align 4, !noalias !12
  store i32 2, ptr %registerNo.addr.i.i2.i, align 4, !noalias !12
  store i32 0, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !12
  store i32 1, ptr %range.addr.i.i4.i, align 4, !noalias !12
  store i32 0, ptr %index.addr.i.i5.i, align 4, !noalias !12
  store ptr @.str.4, ptr %name.addr.i.i6.i, align 4, !noalias !12
  store ptr %tmp.i.i7.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i24.i, align 4
  %this1.i25.i = load ptr, ptr %this.addr.i24.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i25.i, align 4
  %18 = load i32, ptr %registerNo.addr.i.i2.i, align 4, !noalias !12
  %19 = load i32, ptr %spaceNo.addr.i.i3.i, align 4, !noalias !12
  %20 = load i32, ptr %range.addr.i.i4.i, align 4, !noalias !12
  %21 = load i32, ptr %index.addr.i.i5.i, align 4, !noalias !12
  %22 = load ptr, ptr %name.addr.i.i6.i, align 4, !noalias !12
  %23 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.TypedBuffer", float, 1, 0, 0) %23, ptr %tmp.i.i7.i, align 4, !noalias !12
  store ptr @_ZL1C, ptr %this.addr.i12.i, align 4
  store ptr %tmp.i.i7.i, ptr %other.addr.i.i, align 4
  %this1.i13.i = load ptr, ptr %this.addr.i12.i, align 4
  %24 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i13.i, ptr %this.addr.i32.i, align 4
  store ptr %24, ptr %other.addr.i33.i, align 4
  %this1.i34.i = load ptr, ptr %this.addr.i32.i, align 4
  %25 = load ptr, ptr %other.addr.i33.i, align 4, !nonnull !7, !align !8
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %25, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %26, ptr %this1.i34.i, align 4
  %CB.cb_h.i.i = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  %27 = call i32 @llvm.dx.thread.id(i32 0)
  %28 = insertelement <3 x i32> poison, i32 %27, i64 0
  %29 = call i32 @llvm.dx.thread.id(i32 1)
  %30 = insertelement <3 x i32> %28, i32 %29, i64 1
  %31 = call i32 @llvm.dx.thread.id(i32 2)
  %32 = insertelement <3 x i32> %30, i32 %31, i64 2
  store <3 x i32> %32, ptr %id.addr.i, align 16
  %33 = load i32, ptr addrspace(2) @sel, align 4
  switch i32 %33, label %sw.default.i [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb1.i
  ]

sw.bb.i:                                          ; preds = %entry
  %34 = load <3 x i32>, ptr %id.addr.i, align 16
  %35 = extractelement <3 x i32> %34, i32 0
  store ptr @_ZL1A, ptr %this.addr.i1, align 4
  store i32 %35, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %36 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i3, align 4
  %37 = load i32, ptr %Index.addr.i2, align 4
  %38 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %36, i32 %37)
  %39 = load float, ptr %38, align 4
  store float %39, ptr %v.i, align 4
  br label %_Z4mainDv3_j.exit

sw.bb1.i:                                         ; preds = %entry
  %40 = load <3 x i32>, ptr %id.addr.i, align 16
  %41 = extractelement <3 x i32> %40, i32 0
  store ptr @_ZL1B, ptr %this.addr.i7, align 4
  store i32 %41, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %42 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i9, align 4
  %43 = load i32, ptr %Index.addr.i8, align 4
  %44 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %42, i32 %43)
  %45 = load float, ptr %44, align 4
  store float %45, ptr %v.i, align 4
  br label %_Z4mainDv3_j.exit

sw.default.i:                                     ; preds = %entry
  %46 = load <3 x i32>, ptr %id.addr.i, align 16
  %47 = extractelement <3 x i32> %46, i32 0
  store ptr @_ZL1C, ptr %this.addr.i, align 4
  store i32 %47, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %48 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %49 = load i32, ptr %Index.addr.i, align 4
  %50 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %48, i32 %49)
  %51 = load float, ptr %50, align 4
  store float %51, ptr %v.i, align 4
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %sw.bb.i, %sw.bb1.i, %sw.default.i
  %52 = load float, ptr %v.i, align 4
  %53 = load <3 x i32>, ptr %id.addr.i, align 16
  %54 = extractelement <3 x i32> %53, i32 0
  %add.i = add i32 %54, 1
  store ptr @_ZL1A, ptr %this.addr.i4, align 4
  store i32 %add.i, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %55 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i6, align 4
  %56 = load i32, ptr %Index.addr.i5, align 4
  %57 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %55, i32 %56)
  store float %52, ptr %57, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{ptr @CB.cb, ptr addrspace(2) @sel}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!11 = distinct !{!11, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!12 = !{!13}
!13 = distinct !{!13, !14, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!14 = distinct !{!14, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
