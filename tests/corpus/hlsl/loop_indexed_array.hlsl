// A resource array indexed by a loop counter.
RWBuffer<uint> Bins[6] : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  for (uint b = 0; b < 6; ++b)
    Bins[b][tid.x] = Bins[b][tid.x] + b;
}
