; A resource global that is only declared (its value comes from elsewhere) is
; not forwarded: the load of its handle is an error at the load, never a guess.
; RUN-FAIL: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 1, 0) }
@Buf = external global %"class.hlsl::RWStructuredBuffer", align 4

define void @main() #0 {
entry:
  %h1 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)


  %b = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @Buf, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %b, i32 0)
  store <4 x float> zeroinitializer, ptr %p, align 4
  ret void
}
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: error_declared_global.ll:13:3: error: pass `forward-handles`: a resource handle is loaded from memory that cannot be forwarded: the global @Buf, which this pass cannot forward (a declaration
