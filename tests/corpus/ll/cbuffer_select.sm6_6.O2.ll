; ModuleID = 'cbuffer_select.hlsl'
source_filename = "cbuffer_select.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Lights = type <{ i32, target("dx.Padding", 12), <4 x float>, <4 x float>, [4 x <4 x float>] }>

@Lights.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Lights) poison
@count = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@colorA = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@colorB = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@cols = external hidden local_unnamed_addr addrspace(2) global [4 x <4 x float>], align 16
@Lights.str = private unnamed_addr constant [7 x i8] c"Lights\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %Lights.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Lights.str)
  store target("dx.CBuffer", %__cblayout_Lights) %Lights.cb_h.i.i, ptr @Lights.cb, align 4
  %0 = tail call i32 @llvm.dx.thread.id(i32 0)
  %1 = tail call i32 @llvm.dx.thread.id(i32 1)
  %and.i = and i32 %0, 1
  %tobool.not.i = icmp eq i32 %and.i, 0
  %colorB.val = load <4 x float>, ptr addrspace(2) @colorB, align 16
  %colorA.val = load <4 x float>, ptr addrspace(2) @colorA, align 16
  %c.0.i = select i1 %tobool.not.i, <4 x float> %colorB.val, <4 x float> %colorA.val
  %2 = load i32, ptr addrspace(2) @count, align 4, !tbaa !4
  %cmp.i1.not = icmp eq i32 %2, 0
  br i1 %cmp.i1.not, label %_Z4mainDv3_j.exit, label %for.body.i

for.body.i:                                       ; preds = %entry, %for.body.i
  %i.0.i3 = phi i32 [ %inc.i, %for.body.i ], [ 0, %entry ]
  %c.1.i2 = phi <4 x float> [ %c.2.i, %for.body.i ], [ %c.0.i, %entry ]
  %cmp1.i = icmp eq i32 %i.0.i3, %1
  %arrayidx.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @cols, i32 %i.0.i3
  %.pn.in.i = select i1 %cmp1.i, ptr addrspace(2) %arrayidx.i, ptr addrspace(2) @colorA
  %.pn.i = load <4 x float>, ptr addrspace(2) %.pn.in.i, align 16, !tbaa !8
  %c.2.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %.pn.i, %c.1.i2
  %inc.i = add nuw i32 %i.0.i3, 1
  %exitcond.not = icmp eq i32 %inc.i, %2
  br i1 %exitcond.not, label %_Z4mainDv3_j.exit, label %for.body.i, !llvm.loop !9

_Z4mainDv3_j.exit:                                ; preds = %for.body.i, %entry
  %c.1.i.lcssa = phi <4 x float> [ %c.0.i, %entry ], [ %c.2.i, %for.body.i ]
  %3 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %3, i32 %0)
  store <4 x float> %c.1.i.lcssa, ptr %4, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @Lights.cb, ptr addrspace(2) @count, ptr addrspace(2) @colorA, ptr addrspace(2) @colorB, ptr addrspace(2) @cols}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
