// Wave intrinsics and a group barrier.
RWBuffer<float> Data : register(u0);
RWBuffer<uint> Lanes : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float s = WaveActiveSum(Data[tid.x]);
  if (WaveIsFirstLane())
    Data[tid.x / 64] = s;
  GroupMemoryBarrierWithGroupSync();
  Lanes[tid.x] = WaveGetLaneIndex();
}
