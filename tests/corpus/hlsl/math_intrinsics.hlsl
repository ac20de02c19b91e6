// Math intrinsics that the backend expands or maps to DXIL ops.
RWBuffer<float4> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 a = Data[tid.x];
  float4 b = Data[tid.x + 1];
  float4 r = lerp(a, b, (float4)0.25) + clamp(a, (float4)0.0, (float4)1.0) + dot(a, b) + normalize(b);
  r += rsqrt(abs(a) + 1.0) + saturate(b) + frac(a) + sqrt(abs(b)) + floor(a);
  r += mad(a, b, r) + sign(a) + step(a, b) + max(a, b) * min(a, b);
  Data[tid.x] = r + sin(a) * cos(b) + exp2(a) + rcp(b + 2.0);
}
