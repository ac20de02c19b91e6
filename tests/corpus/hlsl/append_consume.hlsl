// Append and consume structured buffers.
AppendStructuredBuffer<float4> Out : register(u0);
ConsumeStructuredBuffer<float4> In : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 v = In.Consume();
  Out.Append(v * 2.0);
}
