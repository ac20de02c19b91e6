// A cbuffer whose first member, a float3, is never read (a `null` in
// !hlsl.cbs from -O1 on). The members after it keep their bytes: w fills
// row 0 at 12, range (a double2) is row 1, ids starts row 2, tint is row 3.
cbuffer Params : register(b0) {
  float3 unused_dir;
  float w;
  double2 range;
  int2 ids;
  float4 tint;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = w + (float)range.y + (float)ids.x + tint.z;
}
