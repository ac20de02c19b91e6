; A cbuffer member is read-only: a store to it is an error at the store.
; RUN-FAIL: opt %s --passes=cbuffer-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global float, align 4

define void @main() {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  store float 1.0, ptr addrspace(2) @a, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a}
; CHECK: error_store.ll:14:3: error: pass `cbuffer-access`: unsupported use of a cbuffer member by `llvm.store`
