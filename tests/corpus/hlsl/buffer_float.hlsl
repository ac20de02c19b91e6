// Buffer<float> (SRV) read into a RWBuffer<float>.
Buffer<float> Src : register(t3);
RWBuffer<float> Dst : register(u1);

[numthreads(8, 8, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Dst[tid.y * 8 + tid.x] = Src[tid.x] + Src[tid.y];
}
