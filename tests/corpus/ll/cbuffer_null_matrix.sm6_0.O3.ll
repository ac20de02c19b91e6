; ModuleID = 'cbuffer_null_matrix.hlsl'
source_filename = "cbuffer_null_matrix.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%__cblayout_Params = type <{ [16 x float], <{ [3 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12), <4 x float>, double, <2 x i32> }>
%__cblayout_Small = type <{ [9 x float], float, double }>

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@weights = external hidden local_unnamed_addr addrspace(2) global <{ [3 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@tint = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@d = external hidden local_unnamed_addr addrspace(2) global double, align 8
@k = external hidden local_unnamed_addr addrspace(2) global <2 x i32>, align 8
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@Small.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Small) poison
@f = external hidden local_unnamed_addr addrspace(2) global float, align 4
@g = external hidden local_unnamed_addr addrspace(2) global double, align 8
@Small.str = private unnamed_addr constant [6 x i8] c"Small\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Small) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Smallst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %Small.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Small) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Smallst(i32 0, i32 1, i32 1, i32 0, ptr nonnull @Small.str)
  store target("dx.CBuffer", %__cblayout_Small) %Small.cb_h.i.i, ptr @Small.cb, align 4
  %0 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %and.i = and i32 %1, 3
  %cbufferidx.i = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @weights, i32 %and.i
  %2 = load float, ptr addrspace(2) %cbufferidx.i, align 16, !tbaa !9
  %3 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @tint, i32 4), align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %3, %2
  %4 = load double, ptr addrspace(2) @d, align 8, !tbaa !11
  %conv.i = fptrunc reassoc nnan ninf nsz arcp afn double %4 to float
  %add1.i = fadd reassoc nnan ninf nsz arcp afn float %add.i, %conv.i
  %5 = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @k, i32 4), align 4
  %conv2.i = sitofp i32 %5 to float
  %6 = load float, ptr addrspace(2) @f, align 4, !tbaa !9
  %7 = load double, ptr addrspace(2) @g, align 8, !tbaa !11
  %conv5.i = fptrunc reassoc nnan ninf nsz arcp afn double %7 to float
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %add1.i, %6
  %add4.i = fadd reassoc nnan ninf nsz arcp afn float %add3.i, %conv2.i
  %add6.i = fadd reassoc nnan ninf nsz arcp afn float %add4.i, %conv5.i
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %0, i32 %1)
  store float %add6.i, ptr %8, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0, !1}
!llvm.module.flags = !{!2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = distinct !{ptr @Params.cb, null, ptr addrspace(2) @weights, ptr addrspace(2) @tint, ptr addrspace(2) @d, ptr addrspace(2) @k}
!1 = distinct !{ptr @Small.cb, null, ptr addrspace(2) @f, ptr addrspace(2) @g}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
