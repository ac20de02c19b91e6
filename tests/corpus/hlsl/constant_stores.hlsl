// Stores of constant vectors and of a struct built from constants: the
// lowering extracts their lanes, which must fold to scalar constants.
RWStructuredBuffer<float2> Out2 : register(u0);
RWBuffer<int4> Typed : register(u1);
struct S { float2 a; int3 b; };
RWStructuredBuffer<S> Structs : register(u2);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Out2[id.x] = float2(1, 2);
  Typed[id.x] = int4(1, 2, 3, 4);
  S v;
  v.a = float2(3, 4);
  v.b = int3(5, 6, 7);
  Structs[id.x] = v;
}
