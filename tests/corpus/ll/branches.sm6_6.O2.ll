; ModuleID = 'branches.hlsl'
source_filename = "branches.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %0, i32 %2)
  %4 = load i32, ptr %3, align 4, !tbaa !3
  %cmp.i = icmp sgt i32 %4, 0
  br i1 %cmp.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %entry
  %mul.i = shl nuw nsw i32 %4, 1
  br label %if.end5.i.sink.split

if.else.i:                                        ; preds = %entry
  %cmp2.i = icmp slt i32 %4, -10
  br i1 %cmp2.i, label %if.then3.i, label %if.end5.i

if.then3.i:                                       ; preds = %if.else.i
  %sub.i = sub nsw i32 0, %4
  br label %if.end5.i.sink.split

if.end5.i.sink.split:                             ; preds = %if.then.i, %if.then3.i
  %sub.i.sink = phi i32 [ %sub.i, %if.then3.i ], [ %mul.i, %if.then.i ]
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %2)
  store i32 %sub.i.sink, ptr %5, align 4, !tbaa !3
  br label %if.end5.i

if.end5.i:                                        ; preds = %if.end5.i.sink.split, %if.else.i
  %rem.i = and i32 %2, 3
  switch i32 %rem.i, label %default.unreachable [
    i32 0, label %_Z4mainDv3_j.exit.sink.split
    i32 1, label %sw.bb7.i
    i32 3, label %sw.bb10.i
    i32 2, label %_Z4mainDv3_j.exit
  ]

sw.bb7.i:                                         ; preds = %if.end5.i
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %2)
  %7 = load i32, ptr %6, align 4, !tbaa !3
  br label %_Z4mainDv3_j.exit.sink.split

sw.bb10.i:                                        ; preds = %if.end5.i
  %add.i = add nsw i32 %4, 3
  br label %_Z4mainDv3_j.exit.sink.split

default.unreachable:                              ; preds = %if.end5.i
  unreachable

_Z4mainDv3_j.exit.sink.split:                     ; preds = %if.end5.i, %sw.bb10.i, %sw.bb7.i
  %.sink = phi i32 [ %add.i, %sw.bb10.i ], [ %7, %sw.bb7.i ], [ 1, %if.end5.i ]
  store i32 %.sink, ptr %3, align 4, !tbaa !3
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %_Z4mainDv3_j.exit.sink.split, %if.end5.i
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
