; An llvm.memcpy out of a structured buffer element that holds a `ptr`
; cannot become raw accesses (they move integers, floats or vectors of
; them): an error at the copy (not a panic), with either engine.
; RUN-FAIL: opt %s --passes=resource-access --emit=ll
; RUN-FAIL: opt %s --passes=resource-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { i32, ptr }

define void @main(i32 %i) {
entry:
  %t = alloca %struct.S, align 4
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  call void @llvm.memcpy.p0.p0.i32(ptr %t, ptr %p, i32 8, i1 false)
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
; CHECK: error_memcpy_pointer.ll:15:3: error: in @main: pass `resource-access`: llvm.memcpy of a resource element holding ptr is not supported
