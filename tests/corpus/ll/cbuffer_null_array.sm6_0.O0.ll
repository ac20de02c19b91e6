; ModuleID = 'cbuffer_null_array.hlsl'
source_filename = "cbuffer_null_array.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%__cblayout_Params = type <{ <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, float, double, <{ [1 x <{ <2 x i32>, target("dx.Padding", 8) }>], <2 x i32> }>, target("dx.Padding", 8), <4 x float> }>
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }

@Params.cb = global target("dx.CBuffer", %__cblayout_Params) poison
@unused_w = external hidden addrspace(2) global <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@a = external hidden addrspace(2) global float, align 4
@d = external hidden addrspace(2) global double, align 8
@u = external hidden addrspace(2) global <{ [1 x <{ <2 x i32>, target("dx.Padding", 8) }>], <2 x i32> }>, align 8
@c = external hidden addrspace(2) global <4 x float>, align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

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
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %i.i = alloca i32, align 4
  %Params.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.RawBuffer", float, 1, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", float, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  %6 = load target("dx.RawBuffer", float, 1, 0), ptr %tmp.i.i, align 4, !noalias !4
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !4
  store ptr @_ZL3Out, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %7, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %8 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !7, !align !8
  %9 = load target("dx.RawBuffer", float, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", float, 1, 0) %9, ptr %this1.i7.i, align 4
  %10 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !7, !align !8
  %__counter_handle.i8.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", float, 1, 0), ptr %__counter_handle.i8.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", float, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  %12 = call i32 @llvm.dx.thread.id(i32 0)
  %13 = insertelement <3 x i32> poison, i32 %12, i64 0
  %14 = call i32 @llvm.dx.thread.id(i32 1)
  %15 = insertelement <3 x i32> %13, i32 %14, i64 1
  %16 = call i32 @llvm.dx.thread.id(i32 2)
  %17 = insertelement <3 x i32> %15, i32 %16, i64 2
  store <3 x i32> %17, ptr %tid.addr.i, align 16
  %18 = load <3 x i32>, ptr %tid.addr.i, align 16
  %19 = extractelement <3 x i32> %18, i32 0
  store i32 %19, ptr %i.i, align 4
  %20 = load float, ptr addrspace(2) @a, align 4
  %21 = load double, ptr addrspace(2) @d, align 8
  %conv.i = fptrunc reassoc nnan ninf nsz arcp afn double %21 to float
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %20, %conv.i
  %22 = load i32, ptr %i.i, align 4
  %and.i = and i32 %22, 1
  %cbufferidx.i = getelementptr <{ <2 x i32>, target("dx.Padding", 8) }>, ptr addrspace(2) @u, i32 %and.i, i32 0
  %23 = load <2 x i32>, ptr addrspace(2) %cbufferidx.i, align 16
  %24 = extractelement <2 x i32> %23, i32 1
  %conv1.i = uitofp i32 %24 to float
  %add2.i = fadd reassoc nnan ninf nsz arcp afn float %add.i, %conv1.i
  %25 = load <4 x float>, ptr addrspace(2) @c, align 16
  %26 = extractelement <4 x float> %25, i32 3
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %add2.i, %26
  %27 = load i32, ptr %i.i, align 4
  store ptr @_ZL3Out, ptr %this.addr.i, align 4
  store i32 %27, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %28 = load target("dx.RawBuffer", float, 1, 0), ptr %this1.i, align 4
  %29 = load i32, ptr %Index.addr.i, align 4
  %30 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %28, i32 %29)
  store float %add3.i, ptr %30, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #0

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

!0 = !{ptr @Params.cb, ptr addrspace(2) @unused_w, ptr addrspace(2) @a, ptr addrspace(2) @d, ptr addrspace(2) @u, ptr addrspace(2) @c}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl18RWStructuredBufferIfE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!7 = !{}
!8 = !{i64 4}
