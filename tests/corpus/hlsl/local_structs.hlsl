// Local structs as clang 22 leaves them in function-local memory: at -O0 a
// struct whose array fields (of scalars and of vectors) are written and
// read at a dynamic index; at -O1 and above, a struct copied whole from a
// structured buffer, changed and copied back, which SROA leaves as a slice
// of bytes (`alloca [N x i8]`, split by `split-byte-allocas`).
struct Record {
  uint3 key;
  uint weights[3];
};
struct Local {
  float scale;
  float3 points[2];
  float sums[2];
};
RWStructuredBuffer<Record> Records[2] : register(u0);
RWStructuredBuffer<float> Out : register(u2);

uint bump(uint i) {
  Records[1][i].weights[2] = Records[NonUniformResourceIndex(i % 2)][i].weights[2] & Records[0][i].key.z;
  return Records[1][i].weights[0] + 1;
}

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  Local l;
  l.scale = (float)i;
  l.points[0] = float3(1.0, 2.0, 3.0);
  l.points[1] = float3(4.0, 5.0, l.scale);
  l.sums[0] = 0.5;
  l.sums[1] = l.points[i & 1].z;
  Out[i] = l.points[(i + 1) & 1].y * l.scale + l.sums[i & 1];

  Record r = Records[0][i];
  r.weights[1] = r.key.x << 2;
  Records[0][i] = r;
  Record q = Records[NonUniformResourceIndex(i % 2)][i];
  q.weights[2] = bump(i) << 1;
  Records[NonUniformResourceIndex(i % 2)][i] = q;
}
