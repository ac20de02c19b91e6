// A library of ray-tracing shaders, the library shape D3D12 runs (a
// state object): a ray-generation and an intersection shader sharing
// resources, a resource array and a cbuffer, and an exported helper.
// stage: library
// min-sm: 6.3
RWBuffer<float> Out : register(u0);
StructuredBuffer<float4> In : register(t1);
RWStructuredBuffer<uint> Raw : register(u1, space1);
RWBuffer<uint> Counts[3] : register(u4);
cbuffer Params : register(b0) {
  float Scale;
  uint Which;
};

export float scale(float x) { return x * Scale; }

[shader("raygeneration")]
void RayGen() {
  for (uint i = 0; i < 4; i++)
    Out[i] = scale(In[i].x) + In[i].w;
  Raw[0] = asuint(Out[Which]);
  Counts[Which % 3][0] = Which;
}

[shader("intersection")]
void Intersect() {
  Counts[1][1] = Raw[1];
}
