// A pixel shader reading a typed buffer.
// stage: pixel
// output-semantics: SV_Target0
Buffer<float4> Palette : register(t0);

float4 main(float4 pos : SV_Position, float4 color : COLOR0) : SV_Target {
  return color * Palette[(uint)pos.x % 16];
}
