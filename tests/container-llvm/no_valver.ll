; From LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVVersionFromValidatorVersion.ll (no_valver.ll).
target triple = "dxil-unknown-shadermodel6.0-compute"

define void @main() #0 {
entry:
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
