; An llvm.memcpy between two resource elements (clang -O0 copies a struct
; from one structured buffer into another, or within one): the pass splits
; it into per-field canonical loads and stores, and the rules lower both
; sides (a field of `In` into `Out`, then `Out[i]` into the element after
; it, at byte offsets 8 and 12; then a memmove of `Out[i]` onto itself,
; as clang -O2 writes a struct copied back into its own element). Every
; piece is loaded before any is stored, since a memmove's ranges may
; overlap. Both engines.
; RUN: opt %s --passes=resource-access --emit=ll
; RUN: opt %s --passes=resource-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Pair = type { i32, float }

define void @main(i32 %i) {
entry:
  %in = call target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %out = call target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %in, i32 %i)
  %q4 = getelementptr i8, ptr %q, i32 4
  %p4 = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %q4, ptr align 4 %p4, i32 4, i1 false)
  %q1 = getelementptr inbounds %struct.Pair, ptr %q, i32 1
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %q1, ptr align 4 %q, i32 8, i1 false)
  %q2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i)
  call void @llvm.memmove.p0.p0.i32(ptr align 1 %q2, ptr align 1 %q, i32 8, i1 false)
  ret void
}

declare void @llvm.memmove.p0.p0.i32(ptr writeonly captures(none), ptr readonly captures(none), i32, i1 immarg)

declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg)
declare target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.Pair, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0), i32)
; CHECK-LABEL: define void @main(
; CHECK: [[A:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %in, i32 %i, i32 4)
; CHECK-NEXT: [[AV:%[0-9]+]] = extractvalue { float, i1 } [[A]], 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.f32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4, float [[AV]])
; CHECK-NEXT: [[B:%[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0)
; CHECK-NEXT: [[BV:%[0-9]+]] = extractvalue { i32, i1 } [[B]], 0
; CHECK-NEXT: [[C:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4)
; CHECK-NEXT: [[CV:%[0-9]+]] = extractvalue { float, i1 } [[C]], 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.i32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 8, i32 [[BV]])
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.f32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 12, float [[CV]])
; CHECK-NEXT: [[D:%[0-9]+]] = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0)
; CHECK-NEXT: [[DV:%[0-9]+]] = extractvalue { i32, i1 } [[D]], 0
; CHECK-NEXT: [[E:%[0-9]+]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_s_struct.Pairs_1_0t(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4)
; CHECK-NEXT: [[EV:%[0-9]+]] = extractvalue { float, i1 } [[E]], 0
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.i32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 0, i32 [[DV]])
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_struct.Pairs_1_0t.f32(target("dx.RawBuffer", %struct.Pair, 1, 0) %out, i32 %i, i32 4, float [[EV]])
; CHECK-NEXT: ret void
; CHECK-NOT: call void @llvm.mem
