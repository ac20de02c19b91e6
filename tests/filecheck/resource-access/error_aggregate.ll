; A load of a whole struct from a structured buffer is not split into
; fields: an error naming the type.
; RUN-FAIL: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Pair = type { i32, float }

define void @main(i32 %i) {
entry:
  %h = call target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0) %h, i32 %i)
  %v = load %struct.Pair, ptr %p, align 4
  ret void
}

declare target("dx.RawBuffer", %struct.Pair, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Pairs_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Pairs_0_0t(target("dx.RawBuffer", %struct.Pair, 0, 0), i32)
; CHECK: error_aggregate.ll:12:3: error: in @main: pass `resource-access`: aggregate access of %struct.Pair to a raw buffer is not supported
