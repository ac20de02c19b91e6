; Symbol structs LLVM 22 names without a template argument: a structured
; buffer of a literal (unnamed) struct is `StructuredBuffer`, of an array
; (a matrix) too; a cbuffer without a name is `CBuffer` (no `.`).
; RUN: lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, i32 }>

define void @main() #0 {
entry:
  %s = call target("dx.RawBuffer", { float, i32 }, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_sl_f32i32s_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %m = call target("dx.RawBuffer", [4 x float], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a4f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_sl_f32i32s_1_0t(target("dx.RawBuffer", { float, i32 }, 1, 0) %s, i32 0)
  %q = getelementptr inbounds nuw i8, ptr %p, i32 4
  store i32 7, ptr %q, align 4
  %r = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a4f32_0_0t(target("dx.RawBuffer", [4 x float], 0, 0) %m, i32 0)
  %v = load float, ptr %r, align 4
  store float %v, ptr %p, align 4
  %row = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  ret void
}

declare target("dx.RawBuffer", { float, i32 }, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_sl_f32i32s_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", [4 x float], 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_a4f32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_sl_f32i32s_1_0t(target("dx.RawBuffer", { float, i32 }, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_a4f32_0_0t(target("dx.RawBuffer", [4 x float], 0, 0), i32)
declare { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_CBst(target("dx.CBuffer", %__cblayout_CB), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; CHECK-DAG: %CBuffer = type { { float, i32 } }
; CHECK-DAG: %RWStructuredBuffer = type { { float, i32 } }
; CHECK-DAG: %StructuredBuffer = type { [4 x float] }
; CHECK-DAG: @0 = external constant %StructuredBuffer
; CHECK-DAG: @1 = external constant %RWStructuredBuffer
; CHECK-DAG: @2 = external constant %CBuffer
; CHECK-LABEL: define void @main(
; CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{[^,]*}}, i32 0, i32 4, i32 7,
