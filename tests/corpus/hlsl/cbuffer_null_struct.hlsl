// A cbuffer with a struct member that is never read (a `null` in
// !hlsl.cbs from -O1 on; a struct cannot open a cbuffer in clang 22, so
// pre comes first). light starts row 1 and takes 28 bytes (dir, 4 bytes
// of padding, range, power), so after is at 44, d (a double) at 48 (row 3)
// and idx at 56.
struct Light {
  float3 dir;
  double range;
  float power;
};
cbuffer Params : register(b0) {
  float pre;
  Light unused_light;
  float after;
  double d;
  int2 idx;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = pre + after + (float)d + (float)idx.y;
}
