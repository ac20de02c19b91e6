// An unbounded resource array in its own space, dynamically indexed.
RWBuffer<float> Tables[] : register(u0, space2);
Buffer<uint> Index : register(t0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint t = Index[tid.x];
  Tables[t][tid.x] = Tables[t + 1][tid.x] * 2.0;
}
