; A raw buffer access must move integers, floats or vectors of them: loading
; a `ptr` field of a structured buffer element is an error at the load (not
; a panic), with either engine.
; RUN-FAIL: opt %s --passes=resource-access --emit=ll
; RUN-FAIL: opt %s --passes=resource-access --emit=ll --engine egraph
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { i32, ptr }

define void @main(i32 %i) {
entry:
  %t = alloca %struct.S, align 4
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  %q = getelementptr inbounds nuw %struct.S, ptr %p, i32 0, i32 1
  %v = load ptr, ptr %q, align 4
  ret void
}

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
; CHECK: error_pointer_value.ll:16:3: error: in @main: pass `resource-access`: raw buffer access of ptr is not supported; only integers, floats and vectors of them
