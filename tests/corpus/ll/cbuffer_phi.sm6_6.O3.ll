; ModuleID = 'cbuffer_phi.hlsl'
source_filename = "cbuffer_phi.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Params = type <{ [8 x <4 x float>], <4 x float>, <4 x float>, i32, target("dx.Padding", 12), <{ [3 x <{ float, target("dx.Padding", 12) }>], float }> }>

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@colors = external hidden local_unnamed_addr addrspace(2) global [8 x <4 x float>], align 16
@fallback = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@other = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@count = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@scales = external hidden local_unnamed_addr addrspace(2) global <{ [3 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Sums\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %and.i = and i32 %1, 3
  switch i32 %and.i, label %default.unreachable [
    i32 0, label %sw.bb.i
    i32 1, label %sw.epilog.i
    i32 2, label %sw.bb3.i
    i32 3, label %sw.default.i
  ]

sw.bb.i:                                          ; preds = %entry
  %2 = tail call i32 @llvm.dx.thread.id(i32 1)
  %and1.i = and i32 %2, 7
  %arrayidx.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(2) @colors, i32 %and1.i
  br label %sw.epilog.i

sw.bb3.i:                                         ; preds = %entry
  br label %sw.epilog.i

default.unreachable:                              ; preds = %entry
  unreachable

sw.default.i:                                     ; preds = %entry
  br label %sw.epilog.i

sw.epilog.i:                                      ; preds = %sw.default.i, %sw.bb3.i, %sw.bb.i, %entry
  %c.0.in.i = phi ptr addrspace(2) [ %arrayidx.i, %sw.bb.i ], [ getelementptr inbounds nuw (i8, ptr addrspace(2) @colors, i32 32), %sw.default.i ], [ @other, %sw.bb3.i ], [ @fallback, %entry ]
  %c.0.i = load <4 x float>, ptr addrspace(2) %c.0.in.i, align 16, !tbaa !8
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 %1)
  store <4 x float> %c.0.i, ptr %3, align 16, !tbaa !8
  %4 = load i32, ptr addrspace(2) @count, align 4, !tbaa !4
  %cmp.i1.not = icmp eq i32 %4, 0
  br i1 %cmp.i1.not, label %_Z4mainDv3_j.exit, label %for.body.i

for.body.i:                                       ; preds = %sw.epilog.i, %for.body.i
  %i.0.i3 = phi i32 [ %inc.i, %for.body.i ], [ 0, %sw.epilog.i ]
  %s.0.i2 = phi float [ %add.i, %for.body.i ], [ 0.000000e+00, %sw.epilog.i ]
  %and4.i = and i32 %i.0.i3, 1
  %tobool.not.i = icmp eq i32 %and4.i, 0
  %and5.i = and i32 %i.0.i3, 3
  %cond.in.i.idx = select i1 %tobool.not.i, i32 0, i32 %and5.i
  %cond.in.i = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @scales, i32 %cond.in.i.idx
  %cond.i = load float, ptr addrspace(2) %cond.in.i, align 16, !tbaa !9
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %cond.i, %s.0.i2
  %inc.i = add nuw i32 %i.0.i3, 1
  %exitcond.not = icmp eq i32 %inc.i, %4
  br i1 %exitcond.not, label %_Z4mainDv3_j.exit, label %for.body.i, !llvm.loop !11

_Z4mainDv3_j.exit:                                ; preds = %for.body.i, %sw.epilog.i
  %s.0.i.lcssa = phi float [ 0.000000e+00, %sw.epilog.i ], [ %add.i, %for.body.i ]
  %5 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %5, i32 %1)
  store float %s.0.i.lcssa, ptr %6, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @Params.cb, ptr addrspace(2) @colors, ptr addrspace(2) @fallback, ptr addrspace(2) @other, ptr addrspace(2) @count, ptr addrspace(2) @scales}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !6, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
