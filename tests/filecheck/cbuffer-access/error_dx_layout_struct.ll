; As dx_layout_struct_offset.ll, but the byte falls in an array field,
; whose elements the packed layout and the cbuffer place differently: an
; error at the getelementptr, never a load from the wrong row.
; RUN-FAIL: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Layout", %A, 24, 0, 16) }>
%A = type <{ float, [2 x float] }>

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
; CHECK: error_dx_layout_struct.ll:19:3: error: pass `cbuffer-access`: an offset into a cbuffer struct member of the dx.Layout form must index the member's type, unless it falls in a scalar or vector field
