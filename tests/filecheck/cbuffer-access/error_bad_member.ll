; An !hlsl.cbs entry whose member is neither a global nor null is malformed:
; an error at the entry.
; RUN-FAIL: opt %s --passes=cbuffer-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison

define void @main() {
entry:
  ret void
}

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, i32 5}
; CHECK: error_bad_member.ll:16:1: error: pass `cbuffer-access`: an !hlsl.cbs entry must list the handle global, then member globals (or null for those the optimizer removed)
