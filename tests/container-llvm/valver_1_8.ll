; From LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVVersionFromValidatorVersion.ll (valver_1_8.ll).
target triple = "dxil-unknown-shadermodel6.0-compute"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!dx.valver = !{!0}
!0 = !{i32 1, i32 8}
