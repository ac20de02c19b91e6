// A library: compute entry points sharing resources, one of them indexing
// a resource array per thread, and an exported helper function.
// stage: library
RWBuffer<float> Out : register(u0);
StructuredBuffer<float4> In : register(t1);

export float scale(float x) { return x * 2.0; }

[shader("compute")]
[numthreads(64, 1, 1)]
void first(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = scale(In[tid.x].x);
}

[shader("compute")]
[numthreads(8, 8, 1)]
void second(uint3 gid : SV_GroupID) {
  Out[gid.y] = In[gid.x].w;
}

// An element of a resource array chosen per thread.
RWBuffer<uint> Counts[2] : register(u3);

[shader("compute")]
[numthreads(4, 1, 1)]
void third(uint3 tid : SV_DispatchThreadID) {
  Counts[tid.x % 2][tid.x] = tid.x;
}
