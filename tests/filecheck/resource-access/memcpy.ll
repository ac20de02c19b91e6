; -O0 struct copies: a memcpy out of a structured buffer element into a
; local becomes a raw load per field stored into the local; a memcpy from
; the local into an element becomes loads from it and raw stores.
; RUN: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Pair = type { i32, float }

define void @main(i32 %i) {
entry:
  %tmp = alloca %struct.Pair, align 4
  %in = call target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %in, i32 %i)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %tmp, ptr align 4 %p, i32 8, i1 false)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %q, ptr align 4 %tmp, i32 8, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)
declare target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0), i32)
; CHECK-LABEL: define void @main(
; CHECK: [[A:%[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %in, i32 %i, i32 0)
; CHECK-NEXT: [[AV:%[0-9]+]] = extractvalue { i32, i1 } [[A]], 0
; CHECK-NEXT: store i32 [[AV]], ptr %tmp, align 1
; CHECK-NEXT: [[P4:%[0-9]+]] = getelementptr i8, ptr %tmp, i32 4
; CHECK-NEXT: [[B:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %in, i32 %i, i32 4)
; CHECK-NEXT: [[BV:%[0-9]+]] = extractvalue { float, i1 } [[B]], 0
; CHECK-NEXT: store float [[BV]], ptr [[P4]], align 1
; CHECK-NEXT: [[X:%[0-9]+]] = load i32, ptr %tmp, align 1
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.i32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0, i32 [[X]])
; CHECK-NEXT: [[Q4:%[0-9]+]] = getelementptr i8, ptr %tmp, i32 4
; CHECK-NEXT: [[Y:%[0-9]+]] = load float, ptr [[Q4]], align 1
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.f32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4, float [[Y]])
; CHECK-NEXT: ret void
; CHECK-NOT: call void @llvm.memcpy
