; A phi of pointers into two cbuffers is an error at the phi.
; RUN-FAIL: opt %s --passes=cbuffer-access
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%CB = type <{ float }>

define void @f(ptr %dst, i1 %c) {
entry:
  %h = call target("dx.CBuffer", %CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %g = call target("dx.CBuffer", %CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %a = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %CB) %h, i32 0)
  %b = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %CB) %g, i32 0)
  br i1 %c, label %left, label %join

left:
  br label %join

join:
  %q = phi ptr addrspace(2) [ %a, %left ], [ %b, %entry ]
  %f = load float, ptr addrspace(2) %q, align 4
  store float %f, ptr %dst
  ret void
}
; CHECK: phi_two_cbuffers.ll:20:3: error: {{.*}}a phi of pointers into two different cbuffers
