// If/else and a switch choosing between buffers and values.
RWBuffer<int> A : register(u0);
RWBuffer<int> B : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int v = A[tid.x];
  if (v > 0)
    B[tid.x] = v * 2;
  else if (v < -10)
    B[tid.x] = -v;
  switch (tid.x % 4) {
  case 0: A[tid.x] = 1; break;
  case 1: A[tid.x] = B[tid.x]; break;
  case 3: A[tid.x] = v + 3; break;
  default: break;
  }
}
