// Two constant buffers without explicit registers.
cbuffer A {
  float a0;
  float4 a1;
};
cbuffer B {
  uint b0;
};
RWBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[b0] = a0 + a1.w;
}
