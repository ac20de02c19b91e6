; A load or store of a 1-lane vector is a load or store of its scalar
; (dialects/rules/dxil-cleanup/memory.rules). clang 22 reads one lane of a
; `groupshared float3` element at -O2 as `load <1 x float>` (shadergen
; seed 216); dxil-spirv turned it into a 1-component SPIR-V vector, which
; spirv-val rejects, and DXC never writes one.
; RUN: opt %s --passes=dxil-cleanup --emit=ll
; RUN(LOWER): lower %s
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@G = hidden addrspace(3) global [8 x <3 x float>] zeroinitializer, align 16

define void @main() #0 {
entry:
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %p = getelementptr inbounds <3 x float>, ptr addrspace(3) @G, i32 %i
  store <1 x float> <float 2.0>, ptr addrspace(3) %p, align 16
  %v = load <1 x float>, ptr addrspace(3) %p, align 16
  %s = shufflevector <1 x float> %v, <1 x float> poison, <2 x i32> zeroinitializer
  %a = extractelement <2 x float> %s, i32 1
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %a)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
; CHECK-LABEL: define void @main()
; CHECK: store float 2.000000e+00, ptr addrspace(3) %p, align 16
; CHECK: %[[V:[0-9a-z.]+]] = load float, ptr addrspace(3) %p, align 16
; CHECK: %v = insertelement <1 x float> poison, float %[[V]], i32 0
; LOWER-LABEL: define void @main()
; LOWER-NOT: <1 x float>
; LOWER: store float 2.000000e+00, ptr addrspace(3) %p, align 16
; LOWER: %[[V:[0-9a-z.]+]] = load float, ptr addrspace(3) %p, align 16
; LOWER-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, float %[[V]], float %[[V]], float %[[V]], float %[[V]], i8 15)
