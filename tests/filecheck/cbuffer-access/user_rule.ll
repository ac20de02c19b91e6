; A user file with a `pass cbuffer-access` header merges into the pass: its
; rule (benefit 10) wins over `load-cbuffer` for float loads; the int load
; still goes to the built-in rule.
; RUN: opt %s --passes=cbuffer-access --emit=ll --rules tests/filecheck/cbuffer-access/user_float.rules
; RUN: opt %s --passes=cbuffer-access --emit=ll --rules tests/filecheck/cbuffer-access/user_float.rules --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, i32 }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@a = external hidden addrspace(2) global float, align 4
@n = external hidden addrspace(2) global i32, align 4

declare void @use(float, i32)

define void @main() {
entry:
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %x = load float, ptr addrspace(2) @a, align 4
  %k = load i32, ptr addrspace(2) @n, align 4
  call void @use(float %x, i32 %k)
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @a, ptr addrspace(2) @n}
; CHECK-LABEL: define void @main(
; CHECK: [[F:%[0-9]+]] = freeze i32 0
; CHECK-NEXT: [[R0:%[0-9]+]] = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 [[F]])
; CHECK-NEXT: [[X:%[0-9]+]] = extractvalue { float, float, float, float } [[R0]], 0
; CHECK-NEXT: [[R1:%[0-9]+]] = call { i32, i32, i32, i32 } @llvm.dx.resource.load.cbufferrow.4.i32.i32.i32.i32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
; CHECK-NEXT: [[K:%[0-9]+]] = extractvalue { i32, i32, i32, i32 } [[R1]], 1
; CHECK-NEXT: call void @use(float [[X]], i32 [[K]])
