; Before DXIL 1.6 lifetime markers become stores to the alloca (undef when
; the module has a validator version, as clang always writes 1.8); from
; 1.6 they stay. Both engines: the pass stamps the allocated type on each
; marker, so the e-graph engine, which does not look through the alloca,
; makes the stores too (it used to erase the markers).
; RUN: opt %s --passes=dxil-cleanup --emit=ll
; RUN: opt %s --passes=dxil-cleanup --emit=ll --engine egraph
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define void @main() "hlsl.shader"="compute" {
  %a = alloca [2 x i32], align 4
  call void @llvm.lifetime.start.p0(ptr %a)
  store i32 1, ptr %a, align 4
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))

!dx.valver = !{!0}
!0 = !{i32 1, i32 8}

; CHECK-LABEL: define void @main(
; CHECK-NEXT: %a = alloca [2 x i32], align 4
; CHECK-NEXT: store [2 x i32] undef, ptr %a
; CHECK-NEXT: store i32 1, ptr %a, align 4
; CHECK-NEXT: store [2 x i32] undef, ptr %a
; CHECK-NEXT: ret void
; CHECK-NOT: lifetime
