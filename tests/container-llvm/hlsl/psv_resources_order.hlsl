// LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVResources-order.ll, as
// HLSL: a UAV, an SRV and a cbuffer declared in that order. Clang 22 has no
// ByteAddressBuffer methods, so the SRV is a StructuredBuffer (LLVM's is a
// ByteAddressBuffer); each is used so that it is kept.
RWBuffer<int> Out : register(u7, space2);
StructuredBuffer<int> In : register(t8, space1);
cbuffer CB : register(b2, space3) { float x; }

[numthreads(1, 1, 1)]
void main() {
  Out[0] = In[0] + (int)x;
}
