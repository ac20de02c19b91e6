; ModuleID = 'structured_nested.hlsl'
source_filename = "structured_nested.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%struct.Outer = type <{ <4 x float>, %struct.Inner, <2 x i32> }>
%struct.Inner = type { i32, [3 x float] }

@.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.Outer, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = tail call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0) %0, i32 %2)
  %arrayidx.i = getelementptr inbounds nuw i8, ptr %3, i32 28
  %4 = load float, ptr %arrayidx.i, align 1, !tbaa !7
  %5 = load float, ptr %3, align 1
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %5, %4
  %6 = tail call noundef nonnull align 1 dereferenceable(40) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0) %1, i32 %2)
  %arrayidx5.i = getelementptr inbounds nuw i8, ptr %6, i32 24
  store float %add.i, ptr %arrayidx5.i, align 1, !tbaa !7
  %inner7.i = getelementptr inbounds nuw i8, ptr %3, i32 16
  %7 = load i32, ptr %inner7.i, align 1, !tbaa !9
  %or.i = or i32 %7, 1
  %inner9.i = getelementptr inbounds nuw i8, ptr %6, i32 16
  store i32 %or.i, ptr %inner9.i, align 1, !tbaa !9
  %range.i = getelementptr inbounds nuw i8, ptr %3, i32 32
  %8 = load i32, ptr %range.i, align 1
  %9 = getelementptr inbounds nuw i8, ptr %6, i32 36
  store i32 %8, ptr %9, align 4
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Outer, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Outer, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Outers_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_1_0t(target("dx.RawBuffer", %struct.Outer, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Outers_0_0t(target("dx.RawBuffer", %struct.Outer, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}
!9 = !{!10, !4, i64 16}
!10 = !{!"_ZTS5Outer", !5, i64 0, !11, i64 16, !5, i64 32}
!11 = !{!"_ZTS5Inner", !4, i64 0, !5, i64 4}
