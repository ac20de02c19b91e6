; From LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVResources-UsedByAtomic64.ll, with
; validator 1.8 declared so that PSV0 has resource flags (version 2 and later).
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() #0 {
  %atomic = call target("dx.RawBuffer", i8, 1, 0)
      @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(
          i32 0, i32 0, i32 1, i32 0, ptr null)
  %atomicPtr = call ptr @llvm.dx.resource.getpointer(
      target("dx.RawBuffer", i8, 1, 0) %atomic, i32 0)
  %old = atomicrmw add ptr %atomicPtr, i64 1 monotonic

  %plain = call target("dx.TypedBuffer", i32, 1, 0, 1)
      @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(
          i32 0, i32 1, i32 1, i32 0, ptr null)
  %plainPtr = call ptr @llvm.dx.resource.getpointer(
      target("dx.TypedBuffer", i32, 1, 0, 1) %plain, i32 0)
  store i32 42, ptr %plainPtr

  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
