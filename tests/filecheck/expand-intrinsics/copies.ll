; Copies between ordinary memory (clang 22 at -O0: a struct assignment, an
; `inout` groupshared array argument) become a load and a store per leaf of
; the copied type, all loads first; a copy that cuts a leaf stays. Loads
; and stores of a whole struct or array are split per leaf the same way.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { <4 x float>, float, [2 x i32] }
@ga = internal addrspace(3) global [4 x i32] zeroinitializer, align 4

define void @structs() {
  %s = alloca %struct.S, align 16
  %t = alloca %struct.S, align 16
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %t, ptr align 16 %s, i32 32, i1 false)
  ret void
}

define void @groupshared() {
  %a = alloca [4 x i32], align 4
  call void @llvm.memcpy.p0.p3.i32(ptr align 4 %a, ptr addrspace(3) align 4 @ga, i32 16, i1 false)
  call void @llvm.memcpy.p3.p0.i32(ptr addrspace(3) align 4 @ga, ptr align 4 %a, i32 16, i1 false)
  ret void
}

define void @cut() {
  %s = alloca %struct.S, align 16
  %t = alloca %struct.S, align 16
  call void @llvm.memcpy.p0.p0.i32(ptr align 16 %t, ptr align 16 %s, i32 6, i1 false)
  ret void
}

define <2 x i32> @whole(%struct.S %v) {
  %p = alloca %struct.S, align 16
  store %struct.S %v, ptr %p, align 16
  %w = load %struct.S, ptr %p, align 16
  %r = extractvalue %struct.S %w, 2
  %l = load <2 x i32>, ptr %p, align 4
  ret <2 x i32> %l
}

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memcpy.p0.p3.i32(ptr, ptr addrspace(3), i32, i1)
declare void @llvm.memcpy.p3.p0.i32(ptr addrspace(3), ptr, i32, i1)

; CHECK-LABEL: define void @structs(
; CHECK: [[A:%[0-9]+]] = load <4 x float>, ptr %s
; CHECK-NEXT: [[P1:%[0-9]+]] = getelementptr i8, ptr %s, i32 16
; CHECK-NEXT: [[B:%[0-9]+]] = load float, ptr [[P1]]
; CHECK-NEXT: [[P2:%[0-9]+]] = getelementptr i8, ptr %s, i32 20
; CHECK-NEXT: [[C:%[0-9]+]] = load i32, ptr [[P2]]
; CHECK-NEXT: [[P3:%[0-9]+]] = getelementptr i8, ptr %s, i32 24
; CHECK-NEXT: [[D:%[0-9]+]] = load i32, ptr [[P3]]
; CHECK-NEXT: store <4 x float> [[A]], ptr %t
; CHECK: store float [[B]], ptr
; CHECK: store i32 [[C]], ptr
; CHECK: store i32 [[D]], ptr
; CHECK-NOT: memcpy

; Groupshared memory stays in its address space.
; CHECK-LABEL: define void @groupshared(
; CHECK: load i32, ptr addrspace(3) @ga
; CHECK: getelementptr i8, ptr addrspace(3) @ga, i32 12
; CHECK: store i32 {{%[0-9]+}}, ptr addrspace(3) @ga
; CHECK-NOT: memcpy

; Six bytes end inside the float: the copy stays, for validate-dxil.
; CHECK-LABEL: define void @cut(
; CHECK: call void @llvm.memcpy.p0.p0.i32(ptr align 16 %t, ptr align 16 %s, i32 6, i1 false)

; CHECK-LABEL: define <2 x i32> @whole(
; CHECK: [[F0:%[0-9]+]] = extractvalue %struct.S %v, 0
; CHECK-NEXT: store <4 x float> [[F0]], ptr %p
; CHECK: [[A0:%[0-9]+]] = extractvalue [2 x i32] {{%[0-9]+}}, 0
; CHECK: store i32 [[A0]], ptr
; CHECK-NOT: store %struct.S
; CHECK: load <4 x float>, ptr %p
; CHECK: insertvalue %struct.S poison, <4 x float>
; CHECK-NOT: load %struct.S
