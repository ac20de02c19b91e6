; A cbuffer whose one member is a struct (the shape of ConstantBuffer<S>, which
; clang 22 cannot write yet): struct S { float4 color; Inner in2[2]; uint k; },
; Inner { float2 uv; uint id; }. in2 elements step over whole rows (12 bytes
; padded to 16), so the dynamic index is added to the first row (1); k is the
; last lane of row 2.
; From (clang 22 -O3): cbuffer CS : register(b3) { S s; };
;   float2 iuv = s.in2[tid.x & 1].uv; uint iid = s.in2[tid.x & 1].id;
;   Out[tid.x] = s.color * (float)s.k + float4(iuv, (float)iid, s.in2[1].uv.y);
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CS = type <{ %S }>
%S = type <{ <4 x float>, <{ [1 x <{ %Inner, target("dx.Padding", 4) }>], %Inner }>, i32 }>
%Inner = type <{ <2 x float>, i32 }>

@CS.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CS) poison
@s = external hidden local_unnamed_addr addrspace(2) global %S, align 1
@CS.str = private unnamed_addr constant [3 x i8] c"CS\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CS) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CSst(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #1 {
entry:
  %CS.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_CS) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CSst(i32 0, i32 3, i32 1, i32 0, ptr nonnull @CS.str)
  store target("dx.CBuffer", %__cblayout_CS) %CS.cb_h.i.i, ptr @CS.cb, align 4
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %and.i = and i32 %1, 1
  %cbufferidx.i = getelementptr <{ %Inner, target("dx.Padding", 4) }>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @s, i32 16), i32 %and.i
  %id.i = getelementptr inbounds nuw i8, ptr addrspace(2) %cbufferidx.i, i32 8
  %2 = load i32, ptr addrspace(2) %id.i, align 4, !tbaa !4
  %3 = load <4 x float>, ptr addrspace(2) @s, align 16, !tbaa !8
  %4 = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @s, i32 44), align 4, !tbaa !4
  %conv.i = uitofp i32 %4 to float
  %splat.splatinsert.i = insertelement <4 x float> poison, float %conv.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %3
  %vecext.i = load float, ptr addrspace(2) %cbufferidx.i, align 8, !tbaa !8
  %vecinit.i = insertelement <4 x float> poison, float %vecext.i, i64 0
  %5 = getelementptr inbounds nuw i8, ptr addrspace(2) %cbufferidx.i, i32 4
  %vecext3.i = load float, ptr addrspace(2) %5, align 4, !tbaa !8
  %vecinit4.i = insertelement <4 x float> %vecinit.i, float %vecext3.i, i64 1
  %conv5.i = uitofp i32 %2 to float
  %vecinit6.i = insertelement <4 x float> %vecinit4.i, float %conv5.i, i64 2
  %6 = load <4 x float>, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @s, i32 32), align 16
  %vecinit7.i = shufflevector <4 x float> %vecinit6.i, <4 x float> %6, <4 x i32> <i32 0, i32 1, i32 2, i32 5>
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %mul.i, %vecinit7.i
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 %1)
  store <4 x float> %add.i, ptr %7, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @CS.cb, ptr addrspace(2) @s}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
; CHECK-DAG: %CBuffer.CS = type { { <4 x float>, [2 x { <2 x float>, i32 }], i32 } }
; CHECK-LABEL: define void @main(
; CHECK: %and.i = and i32 {{%[0-9]+}}, 1
; CHECK-NEXT: [[ROW:%[0-9]+]] = add i32 1, %and.i
; CHECK-NEXT: [[ID:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 [[ROW]])
; CHECK-NEXT: extractvalue %dx.types.CBufRet.i32 [[ID]], 2
; CHECK-NEXT: [[COLOR:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 0)
; CHECK: [[K:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 2)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.i32 [[K]], 3
; CHECK: [[UV:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 [[ROW]])
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[UV]], 0
; CHECK: [[UV1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 2)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[UV1]], 1
; CHECK: !{i32 0, ptr @CS, !"CS", i32 0, i32 3, i32 1, i32 48, null}
; EG-LABEL: define void @main(
; EG: @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %CS.cb_h.i.i_annot, i32 2)
