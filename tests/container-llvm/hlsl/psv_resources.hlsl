// LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVResources.ll, as HLSL:
// the same bindings. Clang 22 has no ByteAddressBuffer methods, so Raw is
// declared but not used.
cbuffer CB : register(b2, space3) { float x; }
ByteAddressBuffer Raw : register(t8, space1);
struct S { float4 a; uint4 b; };
StructuredBuffer<S> Structured : register(t2, space4);
Buffer<uint4> Typed[24] : register(t3, space5);
RWBuffer<int> OutI : register(u7, space2);
RWBuffer<float4> OutF : register(u5, space3);
RWBuffer<float4> BufferArray[10] : register(u0, space4);
RWBuffer<float4> Unbounded[] : register(u10, space5);

[numthreads(1, 1, 1)]
void main() {
  OutI[0] = (int)x + (int)Structured[0].b.x + (int)Typed[0][0].x;
  OutF[0] = Structured[0].a;
  BufferArray[0][0] = 1;
  BufferArray[5][0] = 2;
  Unbounded[100][0] = 3;
}
