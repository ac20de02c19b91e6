// Implicit bindings fill the gaps around explicit ones.
RWBuffer<float> X : register(u1);
RWBuffer<float> Y;
RWBuffer<float> Z : register(u0);
RWBuffer<float> W;
Buffer<float> S : register(t2, space1);
Buffer<float> T : register(space1);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float s = S[tid.x] + T[tid.x];
  X[tid.x] = s;
  Y[tid.x] = s + 1;
  Z[tid.x] = s + 2;
  W[tid.x] = s + 3;
}
