; ModuleID = 'cbuffer_implicit.hlsl'
source_filename = "cbuffer_implicit.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_A = type <{ float, target("dx.Padding", 12), <4 x float> }>
%__cblayout_B = type <{ i32 }>
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@A.cb = global target("dx.CBuffer", %__cblayout_A) poison
@a0 = external hidden addrspace(2) global float, align 4
@a1 = external hidden addrspace(2) global <4 x float>, align 16
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.cb = global target("dx.CBuffer", %__cblayout_B) poison
@b0 = external hidden addrspace(2) global i32, align 4
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Ast(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Bst(i32, i32, i32, i32, ptr) #0

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
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %A.cb_h.i.i = call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.CBuffer", %__cblayout_A) %A.cb_h.i.i, ptr @A.cb, align 4
  %B.cb_h.i.i = call target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Bst(i32 1, i32 0, i32 1, i32 0, ptr @B.str)
  store target("dx.CBuffer", %__cblayout_B) %B.cb_h.i.i, ptr @B.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !5
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !5
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !5
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !5
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !5
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !5
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !5
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !5
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !5
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !5
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !5
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !5
  store ptr @_ZL3Out, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !8, !align !9
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %tid.addr.i, align 16
  %15 = load float, ptr addrspace(2) @a0, align 4
  %16 = load <4 x float>, ptr addrspace(2) @a1, align 16
  %17 = extractelement <4 x float> %16, i32 3
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %15, %17
  %18 = load i32, ptr addrspace(2) @b0, align 4
  store ptr @_ZL3Out, ptr %this.addr.i, align 4
  store i32 %18, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %19 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %20 = load i32, ptr %Index.addr.i, align 4
  %21 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %19, i32 %20)
  store float %add.i, ptr %21, align 4
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
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0, !1}
!llvm.module.flags = !{!2}
!dx.valver = !{!3}
!llvm.ident = !{!4}

!0 = !{ptr @A.cb, ptr addrspace(2) @a0, ptr addrspace(2) @a1}
!1 = !{ptr @B.cb, ptr addrspace(2) @b0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!7 = distinct !{!7, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!8 = !{}
!9 = !{i64 4}
