// GetDimensions on typed and structured buffers.
RWBuffer<float> Data : register(u0);
RWStructuredBuffer<uint2> Info : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint n, m, stride;
  Data.GetDimensions(n);
  Info.GetDimensions(m, stride);
  Info[0] = uint2(n, m + stride);
}
