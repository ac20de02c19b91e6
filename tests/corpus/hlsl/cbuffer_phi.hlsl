// A cbuffer value picked by a switch and read once after it: clang -O3
// sinks the four loads into one load through a phi of the members'
// addresses (a run-time array element, a constant one, two plain members),
// and a loop that carries a cbuffer pointer from one iteration to the next.
cbuffer Params : register(b0) {
  float4 colors[8];
  float4 fallback;
  float4 other;
  uint count;
  float scales[4];
};
RWBuffer<float4> Out : register(u0);
RWBuffer<float> Sums : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 c;
  switch (tid.x & 3) {
    case 0: c = colors[tid.y & 7]; break;
    case 1: c = fallback; break;
    case 2: c = other; break;
    default: c = colors[2]; break;
  }
  Out[tid.x] = c;
  float s = 0;
  for (uint i = 0; i < count; i++) {
    s += (i & 1) ? scales[i & 3] : scales[0];
  }
  Sums[tid.x] = s;
}
