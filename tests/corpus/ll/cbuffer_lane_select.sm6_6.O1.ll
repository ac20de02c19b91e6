; ModuleID = 'cbuffer_lane_select.hlsl'
source_filename = "cbuffer_lane_select.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ i32, float, float, target("dx.Padding", 4), [4 x <4 x float>] }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@cond = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@a = external hidden local_unnamed_addr addrspace(2) global float, align 4
@b = external hidden local_unnamed_addr addrspace(2) global float, align 4
@arr = external hidden local_unnamed_addr addrspace(2) global [4 x <4 x float>], align 16
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@.str = private unnamed_addr constant [2 x i8] c"O\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr) #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %CB.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  %0 = load i32, ptr addrspace(2) @cond, align 4, !tbaa !4
  %a.val = load float, ptr addrspace(2) @a, align 4
  %b.val = load float, ptr addrspace(2) @b, align 4
  %cmp1.i1.not = icmp eq i32 %0, 0
  br i1 %cmp1.i1.not, label %_Z4mainDv3_j.exit, label %for.body.i

for.body.i:                                       ; preds = %entry, %for.body.i
  %i.0.i3 = phi i32 [ %inc.i, %for.body.i ], [ 0, %entry ]
  %w.0.i2 = phi float [ %add.i, %for.body.i ], [ 0.000000e+00, %entry ]
  %and.i = and i32 %i.0.i3, 1
  %arrayidx2.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @arr, i32 %i.0.i3
  %1 = xor i32 %and.i, 1
  %2 = getelementptr inbounds nuw float, ptr addrspace(2) %arrayidx2.i, i32 %1
  %3 = load float, ptr addrspace(2) %2, align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %3, %w.0.i2
  %inc.i = add nuw i32 %i.0.i3, 1
  %exitcond.not = icmp eq i32 %inc.i, %0
  br i1 %exitcond.not, label %_Z4mainDv3_j.exit, label %for.body.i, !llvm.loop !8

_Z4mainDv3_j.exit:                                ; preds = %for.body.i, %entry
  %w.0.i.lcssa = phi float [ 0.000000e+00, %entry ], [ %add.i, %for.body.i ]
  %4 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %5 = tail call i32 @llvm.dx.thread.id(i32 0)
  %cmp.i = icmp ugt i32 %0, %5
  %v.0.i = select i1 %cmp.i, float %a.val, float %b.val
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %v.0.i, %w.0.i.lcssa
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %4, i32 %5)
  store float %add3.i, ptr %6, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @CB.cb, ptr addrspace(2) @cond, ptr addrspace(2) @a, ptr addrspace(2) @b, ptr addrspace(2) @arr}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !6, i64 0}
