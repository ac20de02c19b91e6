; The older explicit cbuffer form (LLVM 21, and LLVM main before dx.Padding):
; target("dx.CBuffer", target("dx.Layout", %T, size, offsets...)). The member
; offsets and the size come from the dx.Layout parameters; a plain array member
; ([2 x float]) has one element per row, so an i8 offset into it (b[1] at byte
; 4 of the unpadded array) is moved to its row (byte 32 of the cbuffer), and a
; run-time index steps over rows.
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
; cbuffer CB : register(b0) { float a; float b[2]; float4 c; }  -- dx.Layout form (LLVM 21)
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, [2 x float], <4 x float> }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 52, 0, 16, 48)) poison
@a = external local_unnamed_addr addrspace(2) global float, align 4
@b = external local_unnamed_addr addrspace(2) global [2 x float], align 4
@c = external local_unnamed_addr addrspace(2) global <4 x float>, align 16
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
entry:
  %h = tail call target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 52, 0, 16, 48)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_CBs_52_0_16_48tt(i32 0, i32 0, i32 1, i32 0, ptr nonnull @CB.str)
  store target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 52, 0, 16, 48)) %h, ptr @CB.cb, align 4
  %out = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %tid = tail call i32 @llvm.dx.thread.id(i32 0)
  %a = load float, ptr addrspace(2) @a, align 4
  %b1 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @b, i32 4), align 4
  %bi = getelementptr inbounds [2 x float], ptr addrspace(2) @b, i32 0, i32 %tid
  %bv = load float, ptr addrspace(2) %bi, align 4
  %cz = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @c, i32 8), align 4
  %s0 = fadd float %a, %b1
  %s1 = fadd float %s0, %bv
  %s2 = fadd float %s1, %cz
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 %tid)
  store float %s2, ptr %p, align 4
  ret void
}

declare target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 52, 0, 16, 48)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_CBs_52_0_16_48tt(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @b, ptr addrspace(2) @c}
; CHECK-DAG: %CBuffer.CB = type { { float, [2 x float], <4 x float> } }
; CHECK-LABEL: define void @main(
; CHECK: %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h, %dx.types.ResourceProperties { i32 13, i32 52 })
; CHECK: [[A:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 0)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[A]], 0
; CHECK-NEXT: [[B1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 2)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[B1]], 0
; CHECK-NEXT: [[ROW:%[0-9]+]] = add i32 1, %tid
; CHECK-NEXT: [[BV:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 [[ROW]])
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[BV]], 0
; CHECK-NEXT: [[CZ:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 3)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 [[CZ]], 2
; CHECK: !{i32 0, ptr @CB, !"CB", i32 0, i32 0, i32 1, i32 52, null}
; EG-LABEL: define void @main(
; EG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 2)
; EG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 3)
