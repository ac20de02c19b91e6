; `llvm.assume` is a hint to LLVM's optimizer with no DXIL form: DXC and
; LLVM's DirectX backend drop it, and so does dxil-cleanup (a rule in
; dialects/rules/dxil-cleanup/intrinsics.rules); the condition it used is
; then dead too. `dxir lower` gives a shader without it.
; RUN: opt %s --passes=dxil-cleanup,dce --emit=ll
; RUN(LOWER): lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main() #0 {
entry:
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %c = icmp ult i32 %0, 64
  call void @llvm.assume(i1 %c)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare void @llvm.assume(i1 noundef)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main()
; CHECK-NOT: icmp
; CHECK-NOT: @llvm.assume
; LOWER-LABEL: define void @main()
; LOWER-NEXT: entry:
; LOWER-NEXT: ret void
; LOWER-NOT: @llvm.assume
