; clang 22 -O2 output of the HLSL below, for tests/interp.rs: a resource
; only dead code uses (In2, explicit t0) beside an implicit binding (In3).
; The lowering drops In2 before binding, so In3 takes t0; the input run
; must place them the same way.
;
;   Buffer<float> In3;
;   RWBuffer<float> Out : register(u0);
;   Buffer<float> In2 : register(t0);
;   float helper(uint i) { return In2[i]; }
;   [numthreads(4, 1, 1)]
;   void main(uint3 tid : SV_DispatchThreadID) {
;     Out[tid.x] = In3[tid.x] * 2.0;
;   }
;
; ModuleID = 'dead.hlsl'
source_filename = "dead.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"In3\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL3In2.0 = internal unnamed_addr global target("dx.TypedBuffer", float, 0, 0, 0) poison, align 4
@.str.4 = private unnamed_addr constant [4 x i8] c"In2\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef nofpclass(nan inf) float @_Z6helperj(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %0 = load target("dx.TypedBuffer", float, 0, 0, 0), ptr @_ZL3In2.0, align 4, !tbaa !7
  %1 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %0, i32 %i)
  %2 = load float, ptr %1, align 4, !tbaa !9
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  store target("dx.TypedBuffer", float, 0, 0, 0) %2, ptr @_ZL3In2.0, align 4, !tbaa !7
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %0, i32 %3)
  %5 = load float, ptr %4, align 4, !tbaa !9
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %5, 2.000000e+00
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %3)
  store float %mul.i, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #3

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!7 = !{!8, !5, i64 0}
!8 = !{!"_ZTSN4hlsl6BufferIfEE", !5, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !5, i64 0}
