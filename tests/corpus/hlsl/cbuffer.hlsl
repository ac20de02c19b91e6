// A constant buffer read in a compute shader.
cbuffer Params : register(b0) {
  float4 scale;
  uint count;
  float bias;
};
RWBuffer<float4> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  if (tid.x < count)
    Data[tid.x] = Data[tid.x] * scale + bias;
}
