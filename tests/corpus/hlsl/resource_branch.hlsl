// Read-modify-write of one of two buffers picked by a branch (GVN sinks the
// access below the branch, through a phi of pointers), and one buffer read
// at an element picked by a branch.
RWStructuredBuffer<int> In : register(u0);
RWStructuredBuffer<int> Out0 : register(u1);
RWStructuredBuffer<int> Out1 : register(u2);
cbuffer CB : register(b0) { uint cond; uint k; };

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (cond) {
    Out0[id.x] += In[id.x];
  } else {
    Out1[id.x] += In[id.x];
  }
  int x;
  if (k > 3) {
    x = In[id.y];
  } else {
    x = In[k];
  }
  Out0[id.z] = x;
}
