; ModuleID = 'cbuffer_null_vector.hlsl'
source_filename = "cbuffer_null_vector.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Params = type <{ <3 x float>, float, <2 x double>, <2 x i32>, target("dx.Padding", 8), <4 x float> }>

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@w = external hidden local_unnamed_addr addrspace(2) global float, align 4
@range = external hidden local_unnamed_addr addrspace(2) global <2 x double>, align 16
@ids = external hidden local_unnamed_addr addrspace(2) global <2 x i32>, align 8
@tint = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %0 = tail call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %2 = load float, ptr addrspace(2) @w, align 4, !tbaa !8
  %3 = load double, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @range, i32 8), align 8
  %conv.i = fptrunc reassoc nnan ninf nsz arcp afn double %3 to float
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %2, %conv.i
  %4 = load i32, ptr addrspace(2) @ids, align 8
  %conv1.i = sitofp i32 %4 to float
  %add2.i = fadd reassoc nnan ninf nsz arcp afn float %add.i, %conv1.i
  %5 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @tint, i32 8), align 8
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %add2.i, %5
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %0, i32 %1)
  store float %add3.i, ptr %6, align 4, !tbaa !8
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

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = distinct !{ptr @Params.cb, null, ptr addrspace(2) @w, ptr addrspace(2) @range, ptr addrspace(2) @ids, ptr addrspace(2) @tint}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
