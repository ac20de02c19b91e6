// LLVM's llvm/test/CodeGen/DirectX/ContainerData/SemanticSignatures-types.ll,
// as HLSL: uint, int and uint inputs (constant interpolation), SV_Position
// read in z, a two-component SV_Target.
// stage: pixel
// output-semantics: SV_Target0
float2 main(uint b : B, int i : I, uint u : U, float4 p : SV_Position) : SV_Target {
  int v = b != 0 ? i : (int)u;
  return float2((float)v, p.z);
}
