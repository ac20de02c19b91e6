// A binding that names only a space.
RWBuffer<float> A : register(space4);
RWBuffer<float> B : register(u0, space4);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  A[tid.x] = B[tid.x];
}
