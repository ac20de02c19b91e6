; ModuleID = 'structured_struct.hlsl'
source_filename = "structured_struct.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Particle = type { <3 x float>, [4 x i8], float, i32, <2 x float> }

@.str = private unnamed_addr constant [10 x i8] c"Particles\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %2 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %0, i32 %1)
  %velocity.i = getelementptr inbounds nuw i8, ptr %2, i32 24
  %3 = load <2 x float>, ptr %velocity.i, align 1, !tbaa !7
  %4 = load <2 x float>, ptr %2, align 1
  %add.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %4, %3
  %5 = extractelement <2 x float> %add.i, i64 0
  store float %5, ptr %2, align 4
  %6 = extractelement <2 x float> %add.i, i64 1
  %7 = getelementptr inbounds nuw i8, ptr %2, i32 4
  store float %6, ptr %7, align 4
  %mass.i = getelementptr inbounds nuw i8, ptr %2, i32 16
  %8 = load float, ptr %mass.i, align 4, !tbaa !8
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %8, 0x3FEFAE1480000000
  store float %mul.i, ptr %mass.i, align 4, !tbaa !8
  %id.i = getelementptr inbounds nuw i8, ptr %2, i32 20
  store i32 %1, ptr %id.i, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0), i32) #2

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
!7 = !{!5, !5, i64 0}
!8 = !{!9, !10, i64 16}
!9 = !{!"_ZTS8Particle", !5, i64 0, !10, i64 16, !4, i64 20, !5, i64 24}
!10 = !{!"float", !5, i64 0}
!11 = !{!9, !4, i64 20}
