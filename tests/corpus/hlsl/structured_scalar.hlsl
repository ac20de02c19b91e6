// StructuredBuffer / RWStructuredBuffer of scalars.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = (uint)In[tid.x] + Out[tid.x + 1];
}
