// A two-dimensional resource array: indices flatten to i * 3 + j.
RWBuffer<uint> Grid[2][3] : register(u0, space1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Grid[1][2][tid.x] = Grid[0][1][tid.x] + Grid[tid.y % 2][tid.z % 3][0];
}
