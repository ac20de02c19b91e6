// 64-bit integers in typed and structured buffers.
RWBuffer<uint64_t> Wide : register(u0);
RWStructuredBuffer<int64_t2> Pairs : register(u1);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint64_t w = Wide[tid.x];
  Wide[tid.x] = w * 3 + (uint64_t)tid.x;
  Pairs[tid.x] = int64_t2((int64_t)w, -(int64_t)w);
}
