// RWBuffer<float>: read-modify-write of a scalar typed UAV.
RWBuffer<float> Data : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Data[tid.x] = Data[tid.x] * 0.5 + 1.0;
}
