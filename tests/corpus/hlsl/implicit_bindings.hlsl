// Resources without registers: bindings are assigned after optimisation.
Buffer<float> A;
Buffer<float> B;
RWBuffer<float> C;
RWStructuredBuffer<uint> D;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  C[tid.x] = A[tid.x] * B[tid.x];
  D[tid.x] = tid.x;
}
