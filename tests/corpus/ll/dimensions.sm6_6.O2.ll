; ModuleID = 'dimensions.hlsl'
source_filename = "dimensions.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Info\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0), !noalias !7
  %3 = tail call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) %1), !noalias !10
  %vecinit.i = insertelement <2 x i32> poison, i32 %2, i64 0
  %add.i = add i32 %3, 8
  %vecinit3.i = insertelement <2 x i32> %vecinit.i, i32 %add.i, i64 1
  %4 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0) %1, i32 0)
  store <2 x i32> %vecinit3.i, ptr %4, align 8, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(read)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i32_1_0t(target("dx.RawBuffer", <2 x i32>, 1, 0), i32) #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: read, target_mem0: read, target_mem1: read) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(read) }

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
!7 = !{!8}
!8 = distinct !{!8, !9, !"_ZN4hlsl8RWBufferIfE13GetDimensionsERj: %dim"}
!9 = distinct !{!9, !"_ZN4hlsl8RWBufferIfE13GetDimensionsERj"}
!10 = !{!11, !13}
!11 = distinct !{!11, !12, !"_ZN4hlsl18RWStructuredBufferIDv2_jE13GetDimensionsERjS3_: %numStructs"}
!12 = distinct !{!12, !"_ZN4hlsl18RWStructuredBufferIDv2_jE13GetDimensionsERjS3_"}
!13 = distinct !{!13, !12, !"_ZN4hlsl18RWStructuredBufferIDv2_jE13GetDimensionsERjS3_: %stride"}
!14 = !{!5, !5, i64 0}
