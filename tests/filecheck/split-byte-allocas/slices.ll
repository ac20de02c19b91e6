; An SROA slice of a local struct (clang 22 at -O1: `struct S { int3 a;
; int b; int c; }` copied from a buffer and changed) is split into one
; local per value kept in it; DXIL has no memory of bytes (TYPES.I8).
; Slices the pass cannot split are left alone: the address escapes into a
; call, the offset is dynamic, or two types overlap.
; RUN: opt %s --passes=split-byte-allocas --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(<3 x i32> %v, i32 %x, i32 %i) {
entry:
  %s = alloca [24 x i8], align 1
  store [24 x i8] undef, ptr %s
  call void @llvm.lifetime.start.p0(ptr %s)
  store <3 x i32> %v, ptr %s, align 1
  %b = getelementptr i8, ptr %s, i32 16
  store i32 %x, ptr %b, align 1
  %c = getelementptr i8, ptr %s, i32 20
  store i32 %x, ptr %c, align 1
  %b2 = getelementptr inbounds i8, ptr %s, i32 16
  %r1 = load i32, ptr %b2, align 1
  %r0 = load <3 x i32>, ptr %s, align 1
  call void @use(<3 x i32> %r0, i32 %r1)
  %z = alloca [8 x i8], align 1
  store [8 x i8] zeroinitializer, ptr %z
  %z4 = getelementptr i8, ptr %z, i32 4
  %zf = load float, ptr %z4, align 1
  call void @usef(float %zf)
  %esc = alloca [8 x i8], align 1
  call void @usep(ptr %esc)
  %dyn = alloca [8 x i8], align 1
  %d = getelementptr i8, ptr %dyn, i32 %i
  store i32 %x, ptr %d, align 1
  %ovl = alloca [8 x i8], align 1
  store i32 %x, ptr %ovl, align 1
  %o2 = getelementptr i8, ptr %ovl, i32 2
  %ol = load i32, ptr %o2, align 1
  call void @use(<3 x i32> %v, i32 %ol)
  call void @llvm.lifetime.end.p0(ptr %s)
  ret void
}

declare void @use(<3 x i32>, i32)
declare void @usef(float)
declare void @usep(ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
; CHECK-LABEL: define void @main(
; CHECK-NEXT: entry:
; CHECK-NEXT: %s.0 = alloca <3 x i32>, align 4
; CHECK-NEXT: %s.16 = alloca i32, align 4
; CHECK-NEXT: %s.20 = alloca i32, align 4
; CHECK-NEXT: store <3 x i32> undef, ptr %s.0
; CHECK-NEXT: store i32 undef, ptr %s.16
; CHECK-NEXT: store i32 undef, ptr %s.20
; CHECK-NEXT: store <3 x i32> %v, ptr %s.0, align 1
; CHECK-NEXT: store i32 %x, ptr %s.16, align 1
; CHECK-NEXT: store i32 %x, ptr %s.20, align 1
; CHECK-NEXT: %r1 = load i32, ptr %s.16, align 1
; CHECK-NEXT: %r0 = load <3 x i32>, ptr %s.0, align 1
; CHECK-NEXT: call void @use(<3 x i32> %r0, i32 %r1)
; CHECK-NEXT: %z.4 = alloca float, align 4
; CHECK-NEXT: store float 0.000000e+00, ptr %z.4
; CHECK-NEXT: %zf = load float, ptr %z.4, align 1
; CHECK: %esc = alloca [8 x i8], align 1
; CHECK: %dyn = alloca [8 x i8], align 1
; CHECK: %ovl = alloca [8 x i8], align 1
; CHECK-NOT: lifetime
; CHECK: ret void
