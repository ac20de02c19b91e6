// Partial access to a typed vector element: read one lane, write one lane.
RWBuffer<float4> Data : register(u0);
RWBuffer<float> Out : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = Data[tid.x].z;
  Data[tid.x].y = 3.0;
}
