// A cbuffer read in a loop that picks .x or .y of an array element by the
// loop counter: clang -O3 turns the choice into a byte offset inside the
// row, which cbuffer-access loads as the row and a select over its lanes.
cbuffer CB : register(b0) { uint cond; float a; float b; float4 arr[4]; };
RWBuffer<float> O : register(u0);
[numthreads(8,1,1)] void main(uint3 id : SV_DispatchThreadID) {
  float v;
  if (cond > id.x) v = a; else v = b;
  float w = 0;
  for (uint i = 0; i < cond; i++) w += (i & 1) ? arr[i].x : arr[i].y;
  O[id.x] = v + w;
}
