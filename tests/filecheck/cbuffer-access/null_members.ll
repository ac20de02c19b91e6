; !hlsl.cbs as clang 22 -O3 writes it: a member the optimizer removed is
; `null` (its slot still counts: @c is the layout's third field, after the
; padding, at byte 16), an unused cbuffer lists only nulls, a cbuffer whose
; handle global was removed is `!{null, null}` (skipped, as LLVM does), and a
; cbuffer may hold nothing but padding.
; From: cbuffer CB : register(b0) { float a; float unused_b; float4 c; };
;       cbuffer Unused : register(b1) { float z; };
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
; RUN(PASS): opt %s --passes=cbuffer-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, float, target("dx.Padding", 8), <4 x float> }>
%__cblayout_Unused = type <{ float }>
%__cblayout_Pad = type <{ target("dx.Padding", 16) }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden local_unnamed_addr addrspace(2) global float, align 4
@c = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@Unused.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Unused) poison
@Unused.str = private unnamed_addr constant [7 x i8] c"Unused\00", align 1
@Pad.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Pad) poison
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() local_unnamed_addr #0 {
entry:
  %CB.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  %Unused.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Unused) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Unusedst(i32 0, i32 1, i32 1, i32 0, ptr nonnull @Unused.str)
  store target("dx.CBuffer", %__cblayout_Unused) %Unused.cb_h.i.i, ptr @Unused.cb, align 4
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %2 = load float, ptr addrspace(2) @a, align 4
  %3 = load float, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @c, i32 4), align 4
  %add.i = fadd float %3, %2
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %1)
  store float %add.i, ptr %4, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_Unused) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Unusedst(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!hlsl.cbs = !{!0, !1, !2, !3}

!0 = distinct !{ptr @CB.cb, ptr addrspace(2) @a, null, ptr addrspace(2) @c}
!1 = distinct !{ptr @Unused.cb, null}
!2 = !{null, null}
!3 = !{ptr @Pad.cb}
; CHECK-LABEL: define void @main(
; CHECK: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CB.cb_h.i.i_annot, i32 0)
; CHECK-NEXT: [[A:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 0
; CHECK-NEXT: [[R1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CB.cb_h.i.i_annot, i32 1)
; CHECK-NEXT: [[CY:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[R1]], 1
; CHECK-NEXT: %add.i = fadd float [[CY]], [[A]]
; CHECK-NOT: hlsl.cbs
; CHECK: !{i32 0, ptr @CB, !"CB", i32 0, i32 0, i32 1, i32 32, null}
; EG-LABEL: define void @main(
; EG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CB.cb_h.i.i_annot, i32 0)
; EG: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %CB.cb_h.i.i_annot, i32 1)
; PASS-LABEL: define void @main(
; PASS: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4{{.*}}(target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, i32 0)
; PASS: call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4{{.*}}(target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, i32 1)
; PASS-NOT: !hlsl.cbs
; PASS-NOT: addrspace(2) @
