; A struct member of the dx.Layout form (its type a dx.Layout of the packed
; struct %A, as clang 21 writes it) read at an i8 offset: the offset is in
; %A's packed memory layout (byte 8 is byte 4 of f2, which is at 4 there),
; placed at f2's offset in the dx.Layout (16): the member s starts at 16, so
; the float is at 16 + 16 + 4 = 36, row 2 lane 1.
; RUN: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Layout", %A, 24, 0, 16) }>
%A = type <{ float, <2 x float> }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 40, 0, 16)) poison
@s = external local_unnamed_addr addrspace(2) global target("dx.Layout", %A, 24, 0, 16), align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() #0 {
entry:
  %h = tail call target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 40, 0, 16)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_CBs_40_0_16tt(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 40, 0, 16)) %h, ptr @CB.cb, align 4
  %out = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %y = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @s, i32 8), align 4
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 0)
  store float %y, ptr %p, align 4
  ret void
}

declare target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 40, 0, 16)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_CBs_40_0_16tt(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, null, ptr addrspace(2) @s}
; CHECK: [[ROW:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h_annot, i32 2)
; CHECK-NEXT: [[Y:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[ROW]], 1
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out_annot, i32 0, i32 undef, float [[Y]],
