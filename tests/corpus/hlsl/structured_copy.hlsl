// Copying a whole struct element from one structured buffer to another.
struct Pair {
  int a;
  float b;
};
StructuredBuffer<Pair> In : register(t0);
RWStructuredBuffer<Pair> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Pair p = In[tid.x];
  p.a += 1;
  Out[tid.x] = p;
}
