// Helper functions called from the entry, including a recursive-free chain.
RWStructuredBuffer<float4> Data : register(u0);

float4 scale(float4 v, float s) { return v * s; }
float4 shade(float4 c, uint i) { return scale(c, 0.5) + (float)i; }
void store_twice(uint i, float4 v) {
  Data[i] = v;
  Data[i + 1] = shade(v, i);
}

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  store_twice(tid.x * 2, shade(Data[tid.x], tid.x));
}
