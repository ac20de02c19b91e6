// A local copy of a resource array: writes to the copy stay local.
RWBuffer<int> Src[2] : register(u0);

[numthreads(4, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  RWBuffer<int> local[2] = Src;
  local[1] = local[0];
  local[1][tid.x] = 7;
  Src[1][tid.x] += 1;
}
