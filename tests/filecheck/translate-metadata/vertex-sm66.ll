; A vertex shader reading a structured buffer: EnableRawAndStructuredBuffers
; (bit 4) is its only flag; the stride (20) is the extended property.
; The signature: POSITION (float4) and INSTANCE (uint) inputs on rows 0 and 1 (vertex inputs
; are not packed together), the SV_Position output named on the command line.
; RUN: opt %s --passes=translate-metadata --emit=ll --output-semantics SV_Position0
; CHECK: @Instances = external constant %"StructuredBuffer<struct.Instance>"
; CHECK: !dx.entryPoints = !{![[EP:[0-9]+]]}
; CHECK-DAG: = !{!"vs", i32 6, i32 6}
; CHECK-DAG: = !{i32 0, ptr @Instances, !"Instances", i32 0, i32 0, i32 1, i32 12, i32 0, ![[STRIDE:[0-9]+]]}
; CHECK-DAG: ![[STRIDE]] = !{i32 1, i32 20}
; CHECK-DAG: ![[EP]] = !{ptr @main, !"main", ![[SIGS:[0-9]+]], !{{[0-9]+}}, ![[PROPS:[0-9]+]]}
; CHECK-DAG: ![[SIGS]] = !{![[INS:[0-9]+]], ![[OUTS:[0-9]+]], null}
; CHECK-DAG: ![[INS]] = !{![[POS:[0-9]+]], ![[INST:[0-9]+]]}
; CHECK-DAG: ![[POS]] = !{i32 0, !"POSITION", i8 9, i8 0, ![[I0:[0-9]+]], i8 0, i32 1, i8 4, i32 0, i8 0, ![[M4:[0-9]+]]}
; CHECK-DAG: ![[INST]] = !{i32 1, !"INSTANCE", i8 5, i8 0, ![[I0]], i8 0, i32 1, i8 1, i32 1, i8 0, ![[M1:[0-9]+]]}
; CHECK-DAG: ![[OUTS]] = !{![[SVPOS:[0-9]+]]}
; CHECK-DAG: ![[SVPOS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[M4]]}
; CHECK-DAG: ![[I0]] = !{i32 0}
; CHECK-DAG: ![[M4]] = !{i32 3, i32 15}
; CHECK-DAG: ![[M1]] = !{i32 3, i32 1}
; CHECK-DAG: ![[PROPS]] = !{i32 0, i64 16}

; ModuleID = 'vertex_shader.hlsl'
source_filename = "vertex_shader.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-vertex"

%struct.Instance = type <{ <4 x float>, float }>

@.str = private unnamed_addr constant [10 x i8] c"Instances\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.Instance, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Instances_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %POSITION0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %INSTANCE0 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %1 = tail call noundef nonnull align 1 dereferenceable(20) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Instances_0_0t(target("dx.RawBuffer", %struct.Instance, 0, 0) %0, i32 %INSTANCE0)
  %inst.sroa.0.0.copyload.i = load <4 x float>, ptr %1, align 1, !tbaa !7
  %inst.sroa.4.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %1, i32 16
  %inst.sroa.4.0.copyload.i = load float, ptr %inst.sroa.4.0.call.sroa_idx.i, align 1, !tbaa !8
  %splat.splatinsert.i = insertelement <4 x float> poison, float %inst.sroa.4.0.copyload.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %POSITION0
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i, %inst.sroa.0.0.copyload.i
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %add.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Instance, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Instances_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Instances_0_0t(target("dx.RawBuffer", %struct.Instance, 0, 0), i32) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="vertex" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !5, i64 0}
