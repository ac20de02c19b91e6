// Non-uniform indexing into a resource array.
RWBuffer<float4> Textures[8] : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = NonUniformResourceIndex(tid.x % 8);
  Textures[i][tid.x] = Textures[i][tid.x + 1];
}
