; From DXIL 1.3 raw buffers have 64-bit overloads: nothing is split.
; RUN: opt %s --passes=expand-intrinsics --emit=ll
target triple = "dxilv1.3-pc-shadermodel6.3-compute"

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
; CHECK-NEXT: entry:
; CHECK-NEXT: %h = call
; CHECK-NEXT: %ld = call { <3 x double>, i1 } @llvm.dx.resource.load.rawbuffer.v3f64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 %i, i32 %o)
; CHECK: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v3f64(
; CHECK-NOT: asdouble
; CHECK-NOT: splitdouble
