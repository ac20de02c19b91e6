; Explicit bindings take part wherever they are: C's creation is unused (as
; at -O0, where clang keeps every creation) but still holds u0, and D's
; creation in another function holds u1, so the implicit A gets u2. Classes
; are independent: the implicit sampler S gets s0. New creations keep the
; old value names and a null name operand.
;
; RUN: opt %s --passes=implicit-binding --emit=ll
; CHECK-LABEL: define void @main(
; CHECK: %C = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @C.str)
; CHECK-NEXT: %hA = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @A.str)
; CHECK-NEXT: %S = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %hA, i32 0, float 1.000000e+00)
; CHECK-LABEL: define void @other(
; CHECK: %D = call {{.*}}@llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 1, i32 1, i32 0, ptr @D.str)
; CHECK-NOT: handlefromimplicitbinding

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

define void @main() {
entry:
  %C = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @C.str)
  %hA = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %S = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32 1, i32 0, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %hA, i32 0, float 1.0)
  ret void
}

define void @other() {
entry:
  %D = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @D.str)
  ret void
}

declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
