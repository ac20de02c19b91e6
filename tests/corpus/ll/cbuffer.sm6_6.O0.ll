; ModuleID = 'cbuffer.hlsl'
source_filename = "cbuffer.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Params = type <{ <4 x float>, i32, float }>
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }

@Params.cb = global target("dx.CBuffer", %__cblayout_Params) poison
@scale = external hidden addrspace(2) global <4 x float>, align 16
@count = external hidden addrspace(2) global i32, align 4
@bias = external hidden addrspace(2) global float, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL4Data = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
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
  %Params.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL4Data, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL4Data, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %tid.addr.i, align 16
  %15 = load <3 x i32>, ptr %tid.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  %17 = load i32, ptr addrspace(2) @count, align 4
  %cmp.i = icmp ult i32 %16, %17
  br i1 %cmp.i, label %if.then.i, label %_Z4mainDv3_j.exit

if.then.i:                                        ; preds = %entry
  %18 = load <3 x i32>, ptr %tid.addr.i, align 16
  %19 = extractelement <3 x i32> %18, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i1, align 4
  store i32 %19, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %20 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i3, align 4
  %21 = load i32, ptr %Index.addr.i2, align 4
  %22 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %20, i32 %21)
  %23 = load <4 x float>, ptr %22, align 16
  %24 = load <4 x float>, ptr addrspace(2) @scale, align 16
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %23, %24
  %25 = load float, ptr addrspace(2) @bias, align 4
  %splat.splatinsert.i = insertelement <4 x float> poison, float %25, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i, %splat.splat.i
  %26 = load <3 x i32>, ptr %tid.addr.i, align 16
  %27 = extractelement <3 x i32> %26, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i, align 4
  store i32 %27, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %28 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i, align 4
  %29 = load i32, ptr %Index.addr.i, align 4
  %30 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %28, i32 %29)
  store <4 x float> %add.i, ptr %30, align 16
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %entry, %if.then.i
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(2) @scale, ptr addrspace(2) @count, ptr addrspace(2) @bias}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
