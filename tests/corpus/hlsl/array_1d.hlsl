// A fixed-size resource array indexed by constants and by a thread id.
RWBuffer<float> Bufs[4] : register(u2);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Bufs[1][tid.x] = Bufs[0][tid.x];
  Bufs[tid.y % 4][tid.x] += 1.0;
}
