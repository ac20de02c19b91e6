; Raw 64-bit accesses are split before DXIL 1.3 only: a <3 x double> load
; takes a 4-lane and a 2-lane i32 chunk (the second 16 bytes further) and
; the check bits are ANDed. From DXIL 1.3 the access stays as it is.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.2-pc-shadermodel6.2-compute"

define void @main(i32 %i, i32 %o) {
entry:
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 %o)
  %v = extractvalue { <3 x double>, i1 } %ld, 0
  %c = extractvalue { <3 x double>, i1 } %ld, 1
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f64(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 %o, <3 x double> %v)
  %z = zext i1 %c to i32
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 0, i32 %z)
  ret void
}

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f64(target("dx.RawBuffer", i8, 1, 0), i32, i32, <3 x double>)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)

; CHECK-LABEL: define void @main(
; CHECK: [[O0:%[0-9]+]] = add i32 %o, 0
; CHECK-NEXT: [[L0:%[0-9]+]] = call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 [[O0]])
; CHECK: call double @llvm.dx.asdouble.i32(
; CHECK: call double @llvm.dx.asdouble.i32(
; CHECK: [[O1:%[0-9]+]] = add i32 %o, 16
; CHECK-NEXT: [[L1:%[0-9]+]] = call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 [[O1]])
; CHECK: [[C0:%[0-9]+]] = extractvalue { <4 x i32>, i1 } [[L0]], 1
; CHECK-NEXT: [[C1:%[0-9]+]] = extractvalue { <2 x i32>, i1 } [[L1]], 1
; CHECK-NEXT: [[C:%[0-9]+]] = and i1 [[C0]], [[C1]]
; CHECK: call { i32, i32 } @llvm.dx.splitdouble.i32(double
; CHECK: [[W:%[0-9]+]] = shufflevector <3 x i32> {{%[0-9]+}}, <3 x i32> {{%[0-9]+}}, <6 x i32> <i32 0, i32 3, i32 1, i32 4, i32 2, i32 5>
; CHECK: shufflevector <6 x i32> [[W]], <6 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(
; CHECK-NEXT: add i32 %o, 16
; CHECK-NEXT: shufflevector <6 x i32> [[W]], <6 x i32> poison, <2 x i32> <i32 4, i32 5>
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(
; CHECK: %z = zext i1 [[C]] to i32
; CHECK-NOT: v3f64
