; An !hlsl.cbs entry whose handle global the optimizer removed but which still
; lists a member: the member could only be read without a handle, an error at
; the entry (never a load left in the output).
; RUN-FAIL: lower %s
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
!2 = !{null, ptr addrspace(2) @a}
!3 = !{ptr @Pad.cb}
; CHECK: error_null_handle.ll:48:1: error: pass `cbuffer-access`: an !hlsl.cbs entry without its handle global lists the member @a: its cbuffer is not known
