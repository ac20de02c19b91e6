// RWStructuredBuffer<float4>: whole-vector and single-lane access.
StructuredBuffer<float3> In : register(t1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float3 p = In[tid.x];
  Out[tid.x] = float4(p, 1.0);
  Out[tid.x + 64].w = p.y;
}
