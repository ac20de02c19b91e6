; With a constant offset the chunk offsets of a split raw 64-bit access are
; folded to constants (no `add i32 8, 0`), as IRBuilder folds them.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define void @main(i32 %i) {
entry:
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 8)
  %v = extractvalue { <3 x double>, i1 } %ld, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f64(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 8, <3 x double> %v)
  ret void
}

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f64(target("dx.RawBuffer", i8, 1, 0), i32, i32, <3 x double>)

; CHECK-LABEL: define void @main(
; CHECK-NOT: add i32
; CHECK: call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v4i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 8)
; CHECK-NOT: add i32
; CHECK: call { <2 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v2i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 24)
; CHECK-NOT: add i32
; CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 8,
; CHECK-NOT: add i32
; CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 24,
; CHECK: ret void
