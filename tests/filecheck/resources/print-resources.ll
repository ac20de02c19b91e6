; `--print-resources` prints one row per resource in record order (per class,
; sorted by space and lower bound), before and after implicit binding.
; HLSL (clang 22, -O3): see tests/filecheck/implicit-binding/classes.ll.
;
; RUN: opt %s --print-resources
; CHECK: class  id  name  space  lower        size  kind              element   counter
; CHECK-NEXT: SRV    0   T1    0      0            1     Buffer            f32       unknown
; CHECK-NEXT: UAV    0   U2    2      0            1     Buffer            u32       unknown
; CHECK-NEXT: SRV    -   T2    0      implicit(0)  1     Buffer            f32       -
; CHECK-NEXT: UAV    -   U1    0      implicit(1)  1     Buffer            f32       -
; CHECK-NEXT: SRV    -   T3    0      implicit(2)  1     StructuredBuffer  stride 4  -
; CHECK-NEXT: CBV    -   CB    0      implicit(3)  1     CBuffer           size 4    -
; CHECK-NEXT: UAV    -   U3    2      implicit(4)  1     Buffer            f32       -
; CHECK-NOT: {{.}}
;
; RUN(BOUND): opt %s --passes=implicit-binding --print-resources
; BOUND: class  id  name  space  lower  size  kind              element   counter
; BOUND-NEXT: SRV    0   T1    0      0      1     Buffer            f32       unknown
; BOUND-NEXT: SRV    1   T2    0      1      1     Buffer            f32       unknown
; BOUND-NEXT: SRV    2   T3    0      2      1     StructuredBuffer  stride 4  unknown
; BOUND-NEXT: UAV    0   U1    0      0      1     Buffer            f32       unknown
; BOUND-NEXT: UAV    1   U2    2      0      1     Buffer            u32       unknown
; BOUND-NEXT: UAV    2   U3    2      1      1     Buffer            f32       unknown
; BOUND-NEXT: CBV    0   CB    0      0      1     CBuffer           size 4    unknown
; BOUND-NOT: {{.}}

; ModuleID = 'classes.hlsl'
source_filename = "classes.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float }>

@.str = private unnamed_addr constant [3 x i8] c"T1\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"T2\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"U1\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"T3\00", align 1
@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@k = external hidden local_unnamed_addr addrspace(2) global float, align 4
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"U2\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"U3\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_0_0t(i32 2, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  %CB.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_CBst(i32 3, i32 0, i32 1, i32 0, ptr nonnull @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  %4 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 2, i32 0, i32 1, i32 0, ptr nonnull @.str.8)
  %5 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 2, i32 1, i32 0, ptr nonnull @.str.10)
  %6 = tail call i32 @llvm.dx.thread.id(i32 0)
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %0, i32 %6)
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %1, i32 %6)
  %10 = load float, ptr %9, align 4, !tbaa !8
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %10, %8
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %3, i32 %6)
  %12 = load float, ptr %11, align 4, !tbaa !8
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %add.i, %12
  %13 = load float, ptr addrspace(2) @k, align 4, !tbaa !8
  %add4.i = fadd reassoc nnan ninf nsz arcp afn float %add3.i, %13
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 %6)
  store float %add4.i, ptr %14, align 4, !tbaa !8
  %15 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %4, i32 0)
  store i32 1, ptr %15, align 4, !tbaa !4
  %16 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %5, i32 0)
  store float 2.000000e+00, ptr %16, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @CB.cb, ptr addrspace(2) @k}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
