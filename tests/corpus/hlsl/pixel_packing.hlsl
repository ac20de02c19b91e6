// A pixel shader with six inputs of different widths and interpolation modes, writing SV_Target1.
// stage: pixel
// output-semantics: SV_Target1
RWBuffer<uint> Hits : register(u1);

float4 main(float4 pos : SV_Position, float2 uv0 : TEXCOORD0, float2 uv1 : TEXCOORD1,
            uint id : ID, float w : WEIGHT, float3 n : NORMAL) : SV_Target1 {
  Hits[id] = 1;
  return float4(uv0 + uv1, id * w, pos.y) + float4(n, 0);
}
