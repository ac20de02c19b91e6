; A compute shader as a frontend other than clang might write it: it reads
; two typed buffers through a vendor intrinsic, `@vendor.sum2(A, B, i)`,
; that no dxir pass knows. `vendor.rules` lowers it (docs/rules.md,
; "Your own lowering, start to finish"); tests/walkthrough.rs runs it.
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A = internal constant [2 x i8] c"A\00"
@B = internal constant [2 x i8] c"B\00"

define void @main() #0 {
entry:
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %a = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A)
  %b = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B)
  %out = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %s = call float @vendor.sum2(target("dx.TypedBuffer", float, 0, 0, 0) %a, target("dx.TypedBuffer", float, 0, 0, 0) %b, i32 %tid)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %out, i32 %tid, float %s)
  ret void
}

declare float @vendor.sum2(target("dx.TypedBuffer", float, 0, 0, 0), target("dx.TypedBuffer", float, 0, 0, 0), i32)
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
