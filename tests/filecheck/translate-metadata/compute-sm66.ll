; A compute shader (clang 22 -O3, SM 6.6): versions, the entry with its flags
; and thread-group size, and what DXIL does not allow removed.
; RUN: opt %s --passes=translate-metadata --emit=ll
; CHECK: @Data = external constant %"RWBuffer<float4>"
; CHECK: @Params = external constant %CBuffer.Params
; CHECK-LABEL: define void @main(
; CHECK-NOT: !tbaa
; CHECK: !hlsl.cbs = !{!{{[0-9]+}}}
; CHECK-NEXT: !llvm.module.flags = !{!{{[0-9]+}}}
; CHECK-NEXT: !dx.valver = !{![[VALVER:[0-9]+]]}
; CHECK-NEXT: !llvm.ident
; CHECK-NEXT: !dx.shaderModel = !{![[SM:[0-9]+]]}
; CHECK-NEXT: !dx.version = !{![[VER:[0-9]+]]}
; CHECK-NEXT: !dx.resources = !{![[RES:[0-9]+]]}
; CHECK-NEXT: !dx.entryPoints = !{![[EP:[0-9]+]]}
; CHECK-NOT: llvm.errno.tbaa
; CHECK-DAG: ![[VALVER]] = !{i32 1, i32 8}
; CHECK-DAG: ![[SM]] = !{!"cs", i32 6, i32 6}
; CHECK-DAG: ![[VER]] = !{i32 1, i32 6}
; CHECK-DAG: ![[RES]] = !{null, !{{[0-9]+}}, !{{[0-9]+}}, null}
; CHECK-DAG: ![[EP]] = !{ptr @main, !"main", null, ![[RES]], ![[PROPS:[0-9]+]]}
; CHECK-DAG: ![[PROPS]] = !{i32 4, ![[NT:[0-9]+]]}
; CHECK-DAG: ![[NT]] = !{i32 64, i32 1, i32 1}
; CHECK-DAG: = !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 24, null}
; CHECK-NOT: Simple C++ TBAA

; ModuleID = 'cbuffer.hlsl'
source_filename = "cbuffer.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Params = type <{ <4 x float>, i32, float }>

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@scale = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@count = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@bias = external hidden local_unnamed_addr addrspace(2) global float, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %0 = tail call i32 @llvm.dx.thread.id(i32 0)
  %1 = load i32, ptr addrspace(2) @count, align 4, !tbaa !4
  %cmp.i = icmp ult i32 %0, %1
  br i1 %cmp.i, label %if.then.i, label %_Z4mainDv3_j.exit

if.then.i:                                        ; preds = %entry
  %2 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %2, i32 %0)
  %4 = load <4 x float>, ptr %3, align 16, !tbaa !8
  %5 = load <4 x float>, ptr addrspace(2) @scale, align 16, !tbaa !8
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %5, %4
  %6 = load float, ptr addrspace(2) @bias, align 4, !tbaa !9
  %splat.splatinsert.i = insertelement <4 x float> poison, float %6, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %mul.i
  store <4 x float> %add.i, ptr %3, align 16, !tbaa !8
  br label %_Z4mainDv3_j.exit

_Z4mainDv3_j.exit:                                ; preds = %entry, %if.then.i
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @Params.cb, ptr addrspace(2) @scale, ptr addrspace(2) @count, ptr addrspace(2) @bias}
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
