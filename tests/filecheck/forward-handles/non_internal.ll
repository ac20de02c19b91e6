; Resource globals clang -O3 leaves with default linkage (`local_unnamed_addr
; global`, as it writes the `@X.cb` cbuffer globals) are forwarded like
; internal ones: a shader is a whole program. In @main the load takes the
; stored handle; @helper, which only loads it, gets the creation repeated.
; RUN: opt %s --passes=forward-handles --emit=ll
; RUN(LOWER): lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 1, 0) }
@Buf = local_unnamed_addr global %"class.hlsl::RWStructuredBuffer" poison, align 4
@One = local_unnamed_addr global %"class.hlsl::RWStructuredBuffer" poison, align 4

define void @main() #0 {
entry:
  %h1 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %h1, ptr @Buf, align 4
  %h2 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %h2, ptr @One, align 4
  %o = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @One, align 4
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %o, i32 1)
  store <4 x float> zeroinitializer, ptr %q, align 4
  call void @helper()
  ret void
}
define void @helper() {
entry:
  %b = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @Buf, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %b, i32 0)
  store <4 x float> zeroinitializer, ptr %p, align 4
  ret void
}
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main()
; CHECK: %h2 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK-NOT: load target("dx.RawBuffer", <4 x float>, 1, 0)
; CHECK: call ptr @llvm.dx.resource.getpointer{{.*}}(target("dx.RawBuffer", <4 x float>, 1, 0) %h2, i32 1)
; CHECK-LABEL: define void @helper()
; CHECK-NEXT: entry:
; CHECK-NEXT: [[H:%[0-9]+]] = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding{{.*}}(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK-NEXT: call ptr @llvm.dx.resource.getpointer{{.*}}(target("dx.RawBuffer", <4 x float>, 1, 0) [[H]], i32 0)
; LOWER-LABEL: define void @main()
; LOWER: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %h2_annot, i32 1, i32 0,
; LOWER-LABEL: define void @helper()
; LOWER: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; LOWER: @dx.op.rawBufferStore.f32(i32 140,
