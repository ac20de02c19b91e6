// LLVM's llvm/test/CodeGen/DirectX/ContainerData/SemanticSignatures-vs.ll,
// as HLSL: POSITION passed to SV_Position, TEXCOORD.x to A, TEXCOORD to B.
struct VSOut {
  float4 pos : SV_Position;
  float a : A;
  float2 b : B;
};

VSOut main(float4 p : POSITION, float2 uv : TEXCOORD) {
  VSOut o;
  o.pos = p;
  o.a = uv.x;
  o.b = uv;
  return o;
}
