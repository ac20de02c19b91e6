; dxil-cleanup: dead `hidden` helpers and unused declarations go, live
; helpers become internal, handle stores into resource globals and those
; globals go, unused name strings go, noalias scope declarations go.
; RUN: opt %s --passes=dxil-cleanup --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Unused.str = private unnamed_addr constant [7 x i8] c"Unused\00", align 1
@_ZL3Out = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison, align 4
@keep = global i32 0

define hidden void @dead_helper() {
  ret void
}

define hidden i32 @live_helper(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define void @lib_fn() "hlsl.export" {
  ret void
}

define void @main() "hlsl.shader"="compute" {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr @_ZL3Out, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %v = call i32 @live_helper(i32 1)
  %f = sitofp i32 %v to float
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0, float %f)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare float @llvm.cos.f32(float)

!0 = !{!1}
!1 = distinct !{!1, !2, !"scope"}
!2 = distinct !{!2, !"domain"}

; CHECK-NOT: @Unused.str
; CHECK-NOT: @_ZL3Out
; CHECK: @Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
; CHECK-NEXT: @keep = global i32 0
; CHECK-NOT: @dead_helper
; CHECK: define internal i32 @live_helper(i32 %x) {
; CHECK: define void @lib_fn() #{{[0-9]+}} {
; CHECK: define void @main() #{{[0-9]+}} {
; CHECK-NEXT: %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding
; CHECK-NEXT: %v = call i32 @live_helper(i32 1)
; CHECK-NOT: noalias.scope.decl
; CHECK-NOT: @llvm.cos.f32
; The scope nodes only the removed declaration referred to are not written.
; CHECK-NOT: !"scope"
