; Seed example 6.1: B, C and D are unused. At -O3 clang drops C and D but keeps the
; dead hidden helper foo() that creates B; LLVM removes it (DXILFinalizeLinkage,
; GlobalDCE) before binding, so A gets u0 and E u1. `dxil-cleanup` does that removal;
; without it B's creation still holds u0-u9.
;
; Compiled from this HLSL with clang 22 (-O3, shadermodel6.6-compute):
;
;   RWBuffer<float> A; // gets u0
;   RWBuffer<float> B[10] : register(u0);  // unused
;   RWBuffer<float> C : register(u2);      // unused
;   RWBuffer<float> D : register(u5);      // unused
;   RWBuffer<float> E[5]; // gets u1
;
;   void foo() {
;       B[2][0] = 1.0;
;   }
;
;   bool bar(int i) {
;       return i > 10;
;   }
;
;   [numthreads(4,1,1)]
;   void main(uint3 gi : SV_GROUPID) {
;     if (false) {
;       C[0] = 1.0;
;     }
;     for (int i = 0; i < 5; i++) {
;       if (i > 6)
;         D[0] = 1.0; // unreachable
;       if (bar(i))
;         foo();        // unreachable
;       if (bar(gi.x))
;         A[0] = E[2][i];
;     }
;   }
;
; RUN: opt %s --passes=dxil-cleanup,implicit-binding --emit=ll
; CHECK-LABEL: define void @main(
; CHECK: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
; CHECK: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 1, i32 5, i32 2, ptr nonnull @E.str)
; CHECK-NOT: call {{.*}}@llvm.dx.resource.handlefrom
;
; RUN(KEPT): opt %s --passes=implicit-binding --emit=ll
; KEPT: define hidden void @_Z3foov(
; KEPT: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 0, i32 10, i32 2, ptr nonnull @B.str)
; KEPT: define void @main(
; KEPT: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 10, i32 1, i32 0, ptr nonnull @.str)
; KEPT: @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 11, i32 5, i32 2, ptr nonnull @E.str)

; ModuleID = 'unused.hlsl'
source_filename = "unused.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@E.str = private unnamed_addr constant [2 x i8] c"E\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden void @_Z3foov() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 2, ptr nonnull @B.str)
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 0)
  store float 1.000000e+00, ptr %1, align 4, !tbaa !7
  ret void
}

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef i1 @_Z3bari(i32 noundef %i) local_unnamed_addr #1 {
entry:
  %cmp = icmp sgt i32 %i, 10
  ret i1 %cmp
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.dx.group.id(i32 0)
  %cmp.i.i = icmp sgt i32 %0, 10
  br i1 %cmp.i.i, label %entry.split.us, label %_Z4mainDv3_j.exit

entry.split.us:                                   ; preds = %entry
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 5, i32 2, ptr nonnull @E.str)
  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 0)
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 0)
  %5 = load float, ptr %4, align 4, !tbaa !7
  store float %5, ptr %3, align 4, !tbaa !7
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 1)
  %7 = load float, ptr %6, align 4, !tbaa !7
  store float %7, ptr %3, align 4, !tbaa !7
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 2)
  %9 = load float, ptr %8, align 4, !tbaa !7
  store float %9, ptr %3, align 4, !tbaa !7
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 3)
  %11 = load float, ptr %10, align 4, !tbaa !7
  store float %11, ptr %3, align 4, !tbaa !7
  %12 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 4)
  %13 = load float, ptr %12, align 4, !tbaa !7
  store float %13, ptr %3, align 4, !tbaa !7
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %entry, %entry.split.us
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.group.id(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #4

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}
