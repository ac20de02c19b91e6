// Integer intrinsics: clamp, abs, min/max, bit scans.
RWBuffer<int4> Data : register(u0);
RWBuffer<uint> Bits : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  int4 v = Data[tid.x];
  Data[tid.x] = clamp(abs(v), int4(0, 0, 0, 0), int4(255, 255, 255, 255)) + max(v, int4(1, 2, 3, 4));
  uint x = Bits[tid.x];
  Bits[tid.x] = firstbithigh(x) + firstbitlow(x);
}
