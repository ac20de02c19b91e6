// Cbuffers whose first member, a matrix, is never read (a `null` in
// !hlsl.cbs from -O1 on). clang 22 lays a matrix out as a packed array
// ([16 x float] for a float4x4, 64 bytes; [9 x float] for a float3x3, 36
// bytes), and LLVM 22 places the members after it by that layout: in
// Params, weights at 64 (a row per element), tint at 128, d at 144 (row
// 9), k at 152; in Small, f at 36, g (a double) at 40.
cbuffer Params : register(b0) {
  matrix<float, 4, 4> unused_m;
  float weights[4];
  float4 tint;
  double d;
  int2 k;
};
cbuffer Small : register(b1) {
  matrix<float, 3, 3> unused_n;
  float f;
  double g;
};
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  Out[i] = weights[i & 3] + tint.y + (float)d + (float)k.y + f + (float)g;
}
