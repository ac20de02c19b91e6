// RWBuffer<double2>: 64-bit lanes travel as pairs of 32-bit values in DXIL.
Buffer<double2> Src : register(t0);
RWBuffer<double2> Dst : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  double2 a = Src[tid.x];
  Dst[tid.x] = a * a + Dst[tid.x];
}
