// RWBuffer<int>: signed integer typed UAV with a negation and shift.
RWBuffer<int> Data : register(u2);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int v = Data[tid.x];
  Data[tid.x] = -(v >> 1);
}
