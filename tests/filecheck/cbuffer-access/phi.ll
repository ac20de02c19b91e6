; Phis of cbuffer pointers: a loop that carries a pointer into an array
; from one iteration to the next (a phi of itself and of a GEP of it) and
; a phi of phis; each web of pointer phis becomes a web of row indices
; (every incoming pointer starts a row), or of byte offsets when one does
; not (a scalar picked at run time). Pointers into two cbuffers are an
; error at the phi (phi_two_cbuffers.ll).
; RUN: opt %s --passes=cbuffer-access --emit=ll
; RUN(EG): opt %s --passes=cbuffer-access --engine egraph --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%CB = type <{ [4 x <4 x float>], float, float }>

define void @f(ptr %dst, i32 %n, i1 %c) {
entry:
  %h = call target("dx.CBuffer", %CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %base = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %CB) %h, i32 0)
  br label %loop

loop:
  %p = phi ptr addrspace(2) [ %base, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = load <4 x float>, ptr addrspace(2) %p, align 16
  store <4 x float> %v, ptr %dst
  %next = getelementptr inbounds <4 x float>, ptr addrspace(2) %p, i32 1
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %pick

pick:
  %a = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %CB) %h, i32 64)
  %b = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %CB) %h, i32 68)
  br i1 %c, label %left, label %join

left:
  br label %join

join:
  %q = phi ptr addrspace(2) [ %a, %left ], [ %b, %pick ]
  %f = load float, ptr addrspace(2) %q, align 4
  store float %f, ptr %dst
  ret void
}

; CHECK-LABEL: define void @f(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
; CHECK-NEXT: [[ROW:%[0-9]+]] = phi i32 [ 0, %entry ], [ [[NEXTROW:%[0-9]+]], %loop ]
; CHECK-NEXT: [[R:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.{{.*}}(target("dx.CBuffer", %CB) %h, i32 [[ROW]])
; CHECK: [[NEXTROW]] = add i32 1, [[ROW]]
; CHECK: join:
; CHECK-NEXT: [[OFF:%[0-9]+]] = phi i32 [ 64, %left ], [ 68, %pick ]
; CHECK: lshr i32 [[OFF]], 4
; CHECK-NOT: phi ptr
; EG: join:
; EG-NOT: phi ptr
