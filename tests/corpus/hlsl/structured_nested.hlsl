// Nested structs and arrays inside a structured buffer element.
struct Inner {
  uint flags;
  float weights[3];
};
struct Outer {
  float4 color;
  Inner inner;
  uint2 range;
};
StructuredBuffer<Outer> In : register(t0);
RWStructuredBuffer<Outer> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  Out[i].inner.weights[1] = In[i].inner.weights[2] + In[i].color.x;
  Out[i].inner.flags = In[i].inner.flags | 1;
  Out[i].range.y = In[i].range.x;
}
