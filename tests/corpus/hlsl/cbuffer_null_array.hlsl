// A cbuffer whose first member, an array, is never read (a `null` in
// !hlsl.cbs from -O1 on). Its elements take a row each but the last, so a
// ends it at byte 36; d (a double) is at 40, u's elements at 48 and 64
// (rows 3 and 4), c at 80 (row 5).
cbuffer Params : register(b0) {
  float unused_w[3];
  float a;
  double d;
  uint2 u[2];
  float4 c;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  Out[i] = a + (float)d + (float)u[i & 1].y + c.w;
}
