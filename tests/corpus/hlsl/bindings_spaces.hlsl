// Explicit bindings in several register spaces.
Buffer<float> A : register(t0, space1);
Buffer<float> B : register(t0, space2);
RWBuffer<float> C : register(u5, space1);
RWStructuredBuffer<int> D : register(u0, space3);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  C[tid.x] = A[tid.x] + B[tid.x];
  D[tid.x] = (int)tid.x;
}
