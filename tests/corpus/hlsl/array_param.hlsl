// Resource arrays passed to helper functions (copied in).
RWBuffer<float> Bufs[4] : register(u0);
RWBuffer<float> Grid[3][2] : register(u4);

float sum_all(RWBuffer<float> bs[4], uint i) {
  float s = 0;
  for (int k = 0; k < 4; ++k)
    s += bs[k][i];
  return s;
}

void write_row(RWBuffer<float> row[2], uint i, float v) {
  row[0][i] = v;
  row[1][i] = v * 2;
}

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float s = sum_all(Bufs, tid.x);
  write_row(Grid[2], tid.x, s);
}
