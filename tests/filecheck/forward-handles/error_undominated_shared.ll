; A resource global that two functions use (so it is forwarded, not promoted):
; in @main, which stores its handle on one path only, the load after the join
; is not dominated by the store: an error at the load. (@helper, which only
; loads it, would get the creation repeated.)
; RUN-FAIL: opt %s --passes=forward-handles --emit=ll
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", <4 x float>, 1, 0) }
@Buf = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4

define void @main(i1 %c) #0 {
entry:
  br i1 %c, label %then, label %join
then:
  %h1 = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", <4 x float>, 1, 0) %h1, ptr @Buf, align 4
  br label %join
join:
  %b = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @Buf, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %b, i32 0)
  store <4 x float> zeroinitializer, ptr %p, align 4
  call void @helper()
  ret void
}
define void @helper() {
entry:
  %b = load target("dx.RawBuffer", <4 x float>, 1, 0), ptr @Buf, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %b, i32 1)
  store <4 x float> zeroinitializer, ptr %p, align 4
  ret void
}
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK: error_undominated_shared.ll:18:3: error: pass `forward-handles`: load of the resource handle in @Buf is not dominated by a store of it: it could read the global before the handle is written
