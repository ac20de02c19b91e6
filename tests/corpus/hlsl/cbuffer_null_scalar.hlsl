// A cbuffer whose first member, a scalar, is never read: from -O1 on clang
// drops its global and !hlsl.cbs lists `null` in its place. The members
// after it keep their bytes in the layout: bias at 4, offset (a double) at
// 8, pair at 16 (row 1), count at 24.
cbuffer Params : register(b0) {
  float unused_scale;
  float bias;
  double offset;
  float2 pair;
  int count;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = bias + (float)offset + pair.y + (float)count;
}
