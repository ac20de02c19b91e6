// RWBuffer<half4>: 16-bit float typed buffer (needs native half: SM 6.2+).
// flags: -fnative-half-type
// min-sm: 6.2
RWBuffer<half4> Data : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Data[tid.x] = Data[tid.x] * (half)2.0;
}
