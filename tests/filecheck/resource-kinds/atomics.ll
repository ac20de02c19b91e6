; Atomics in LLVM main's form (`atomicrmw`/`cmpxchg` on a getpointer):
; a byte-address counter, a 64-bit member of a structured buffer, a typed
; buffer's compare-exchange and exchange, an RWTexture2D<uint> add, and
; groupshared atomics, which stay LLVM instructions. Flags: Int64Ops (bit
; 20), AtomicInt64OnGroupShared (bit 28), raw buffers (bit 4).
; RUN: lower %s
; RUN(EG): lower %s --engine egraph
target triple = "dxil-pc-shadermodel6.6-compute"

@gs = internal addrspace(3) global [64 x i64] zeroinitializer, align 8

define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %ctr = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %sb = call target("dx.RawBuffer", { i32, i64 }, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %tb = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %tx = call target("dx.Texture", i32, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i8, 1, 0) %ctr, i32 4)
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %q0 = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", { i32, i64 }, 1, 0) %sb, i32 %tid)
  %q = getelementptr inbounds i8, ptr %q0, i32 8
  %m = atomicrmw umax ptr %q, i64 7 seq_cst, align 8
  %t = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", i32, 1, 0, 0) %tb, i32 %old)
  %x = cmpxchg ptr %t, i32 0, i32 %tid seq_cst seq_cst, align 4
  %ok = extractvalue { i32, i1 } %x, 1
  %z = zext i1 %ok to i32
  %y = atomicrmw xchg ptr %t, i32 %z monotonic, align 4
  %c0 = insertelement <2 x i32> poison, i32 %tid, i32 0
  %c = insertelement <2 x i32> %c0, i32 %y, i32 1
  %u = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", i32, 1, 0, 0, 2) %tx, <2 x i32> %c)
  %w = atomicrmw min ptr %u, i32 %y monotonic, align 4
  %g = getelementptr [64 x i64], ptr addrspace(3) @gs, i32 0, i32 %tid
  %h = atomicrmw or ptr addrspace(3) %g, i64 %m monotonic, align 8
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

; CHECK-LABEL: define void @main(
; AtomicBinOpCode: add 0, umax 7, xchg 8, min (signed) 4.
; CHECK: [[OLD:%[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %ctr_annot, i32 0, i32 4, i32 undef, i32 undef, i32 1)
; CHECK: [[M:%[0-9]+]] = call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %sb_annot, i32 7, i32 %tid, i32 8, i32 undef, i64 7)
; CHECK: [[X:%[0-9]+]] = call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %tb_annot, i32 [[OLD]], i32 undef, i32 undef, i32 0, i32 %tid)
; CHECK: [[OK:%[0-9]+]] = icmp eq i32 [[X]], 0
; CHECK: %z = zext i1 [[OK]] to i32
; CHECK: [[Y:%[0-9]+]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %tb_annot, i32 8, i32 [[OLD]], i32 undef, i32 undef, i32 %z)
; CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %tx_annot, i32 4, i32 %tid, i32 [[Y]], i32 undef, i32 [[Y]])
; CHECK: %h = atomicrmw or ptr addrspace(3) %g, i64 [[M]] monotonic, align 8
; CHECK-NOT: llvm.dx.resource
; 0x10100010: AtomicInt64OnGroupShared, Int64Ops, raw buffers.
; CHECK: !{i32 0, i64 269484048, i32 4,
; EG: %h = atomicrmw or ptr addrspace(3) %g, i64 {{%[0-9]+}} monotonic, align 8
