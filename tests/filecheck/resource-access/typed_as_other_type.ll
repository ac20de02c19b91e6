; A whole typed element read and written as another type of its size:
; clang 22 folds `asuint(Out[i])` of a `RWBuffer<float>` into an `i32` load
; (tests/corpus/hlsl/library_raytracing.hlsl at -O1 and above). The element
; moves as its own type and is bitcast, as DXC writes it. A type of another
; size is still refused (error_* tests).
; RUN: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i) {
entry:
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %bits = load i32, ptr %p, align 4
  %more = add i32 %bits, 1
  store i32 %more, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
; CHECK-LABEL: define void @main(
; CHECK: [[L:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
; CHECK-NEXT: [[F:%[0-9]+]] = extractvalue { float, i1 } [[L]], 0
; CHECK-NEXT: [[B:%[a-z0-9]+]] = bitcast float [[F]] to i32
; CHECK-NEXT: [[M:%[a-z0-9]+]] = add i32 [[B]], 1
; CHECK-NEXT: [[S:%[0-9]+]] = bitcast i32 [[M]] to float
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float [[S]])
; CHECK-NOT: load i32
