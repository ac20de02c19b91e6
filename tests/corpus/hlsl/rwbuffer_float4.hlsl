// Copies a typed buffer of float4 to another, scaling each element.
Buffer<float4> In : register(t0);
RWBuffer<float4> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = In[tid.x] * 2.0;
}
