// Loops over buffer elements with a data-dependent trip count.
StructuredBuffer<uint> Counts : register(t0);
RWBuffer<float> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float acc = 0;
  uint n = Counts[tid.x];
  for (uint i = 0; i < n; ++i) {
    acc += Data[tid.x * 16 + i];
    if (acc > 100.0)
      break;
  }
  Data[tid.x] = acc;
}
