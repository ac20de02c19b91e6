; From LLVM's llvm/test/CodeGen/DirectX/ContainerData/RuntimeInfoCS.ll.
target triple = "dxil-unknown-shadermodel6.0-compute"

define void @cs_main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="8,8,1" "hlsl.shader"="compute" }

!dx.valver = !{!0}

!0 = !{i32 1, i32 7}
