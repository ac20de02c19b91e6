; ModuleID = 'math_intrinsics.hlsl'
source_filename = "math_intrinsics.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %2 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 %1)
  %3 = load <4 x float>, ptr %2, align 16, !tbaa !7
  %add.i = add i32 %1, 1
  %4 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 %add.i)
  %5 = load <4 x float>, ptr %4, align 16, !tbaa !7
  %hlsl.lerp.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.lerp.v4f32(<4 x float> %3, <4 x float> %5, <4 x float> splat (float 2.500000e-01))
  %hlsl.clamp.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.nclamp.v4f32(<4 x float> %3, <4 x float> zeroinitializer, <4 x float> splat (float 1.000000e+00))
  %hlsl.dot.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %3, <4 x float> %5)
  %splat.splatinsert.i = insertelement <4 x float> poison, float %hlsl.dot.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %hlsl.normalize.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.normalize.v4f32(<4 x float> %5)
  %elt.abs.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %3)
  %add5.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %elt.abs.i, splat (float 1.000000e+00)
  %hlsl.rsqrt.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.rsqrt.v4f32(<4 x float> %add5.i)
  %hlsl.saturate.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.saturate.v4f32(<4 x float> %5)
  %hlsl.frac.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.frac.v4f32(<4 x float> %3)
  %elt.abs8.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %5)
  %6 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %elt.abs8.i)
  %7 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.floor.v4f32(<4 x float> %3)
  %add6.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %hlsl.lerp.i, %7
  %add7.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add6.i, %hlsl.clamp.i
  %add9.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add7.i, %6
  %add10.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add9.i, %hlsl.normalize.i
  %add2.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add10.i, %splat.splat.i
  %add3.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add2.i, %hlsl.rsqrt.i
  %add4.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add3.i, %hlsl.saturate.i
  %add11.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add4.i, %hlsl.frac.i
  %hlsl.fmad.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %3, <4 x float> %5, <4 x float> %add11.i)
  %hlsl.sign.i = tail call <4 x i32> @llvm.dx.sign.v4f32(<4 x float> %3)
  %conv.i = sitofp <4 x i32> %hlsl.sign.i to <4 x float>
  %hlsl.step.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.step.v4f32(<4 x float> %3, <4 x float> %5)
  %elt.max.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.maxnum.v4f32(<4 x float> %3, <4 x float> %5)
  %elt.min.i = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.minnum.v4f32(<4 x float> %3, <4 x float> %5)
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %elt.max.i, %elt.min.i
  %8 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sin.v4f32(<4 x float> %3)
  %9 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.cos.v4f32(<4 x float> %5)
  %mul16.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %9, %8
  %10 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.exp2.v4f32(<4 x float> %3)
  %add19.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %5, splat (float 2.000000e+00)
  %hlsl.rcp.i = fdiv reassoc nnan ninf nsz arcp afn <4 x float> splat (float 1.000000e+00), %add19.i
  %add12.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i, %10
  %add13.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add12.i, %mul16.i
  %add14.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add13.i, %hlsl.rcp.i
  %add15.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add14.i, %add11.i
  %add17.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add15.i, %conv.i
  %add18.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add17.i, %hlsl.fmad.i
  %add20.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add18.i, %hlsl.step.i
  store <4 x float> %add20.i, ptr %2, align 16, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.lerp.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.nclamp.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.normalize.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.rsqrt.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.saturate.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.frac.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4f32(<4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.step.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.cos.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp2.v4f32(<4 x float>) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
