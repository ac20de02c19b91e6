; drop-dead-functions: definitions no entry, export, global or metadata
; reaches go, also when only another dead definition calls them; the
; globals (resource ones included), declarations and the linkage of what
; stays are left to dxil-cleanup.
; RUN: opt %s --passes=drop-dead-functions --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@_ZL3Out = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison, align 4
@table = internal global ptr @by_global

define hidden void @dead_helper() {
  call void @only_dead_calls_me()
  ret void
}

define internal void @only_dead_calls_me() {
  ret void
}

define internal void @by_global() {
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
  %v = call i32 @live_helper(i32 1)
  ret void
}

declare float @llvm.cos.f32(float)

; CHECK: @_ZL3Out = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison, align 4
; CHECK-NEXT: @table = internal global ptr @by_global
; CHECK-NOT: @dead_helper
; CHECK-NOT: @only_dead_calls_me
; CHECK: define internal void @by_global() {
; CHECK: define hidden i32 @live_helper(i32 %x) {
; CHECK: define void @lib_fn() #{{[0-9]+}} {
; CHECK: define void @main() #{{[0-9]+}} {
; CHECK: declare float @llvm.cos.f32(float)
