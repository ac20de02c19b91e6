; Pointers from two getpointers merged by a phi are not resolved (no
; handle legalization): an error at the branch that passes the pointer.
; RUN-FAIL: opt %s --passes=resource-access --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(i32 %i, i1 %c) {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 0)
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %r = phi ptr [ %p, %entry ], [ %q, %a ]
  store i32 1, ptr %r, align 4
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
; CHECK: error: in @main: pass `resource-access`: a resource pointer flows into a block argument (phi)
