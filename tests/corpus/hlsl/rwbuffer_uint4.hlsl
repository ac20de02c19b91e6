// RWBuffer<uint4>: unsigned vector typed UAV, lane-wise ops.
Buffer<uint4> Masks : register(t0);
RWBuffer<uint4> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint4 v = Data[tid.x];
  Data[tid.x] = (v & Masks[tid.x % 4]) | uint4(1, 2, 4, 8);
}
