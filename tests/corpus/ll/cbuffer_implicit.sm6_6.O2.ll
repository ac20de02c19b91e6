; ModuleID = 'cbuffer_implicit.hlsl'
source_filename = "cbuffer_implicit.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_A = type <{ float, target("dx.Padding", 12), <4 x float> }>
%__cblayout_B = type <{ i32 }>

@A.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_A) poison
@a0 = external hidden local_unnamed_addr addrspace(2) global float, align 4
@a1 = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_B) poison
@b0 = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Ast(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Bst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %A.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_A) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Ast(i32 0, i32 0, i32 1, i32 0, ptr nonnull @A.str)
  store target("dx.CBuffer", %__cblayout_A) %A.cb_h.i.i, ptr @A.cb, align 4
  %B.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_B) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_Bst(i32 1, i32 0, i32 1, i32 0, ptr nonnull @B.str)
  store target("dx.CBuffer", %__cblayout_B) %B.cb_h.i.i, ptr @B.cb, align 4
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = load float, ptr addrspace(2) @a0, align 4, !tbaa !9
  %2 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @a1, i32 12), align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %2, %1
  %3 = load i32, ptr addrspace(2) @b0, align 4, !tbaa !5
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %3)
  store float %add.i, ptr %4, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }

!hlsl.cbs = !{!0, !1}
!llvm.module.flags = !{!2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{ptr @A.cb, ptr addrspace(2) @a0, ptr addrspace(2) @a1}
!1 = !{ptr @B.cb, ptr addrspace(2) @b0}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
