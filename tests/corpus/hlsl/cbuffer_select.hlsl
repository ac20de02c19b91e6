// A cbuffer read in a loop through a pointer clang -O3 selects: the loop
// adds cols[i] on one iteration and colorA on the others, written as a
// select of the two members' addresses; cbuffer-access loads the selected row.
cbuffer Lights : register(b0) { uint count; float4 colorA; float4 colorB; float4 cols[4]; };
RWBuffer<float4> Out : register(u0);
[numthreads(8,1,1)] void main(uint3 id : SV_DispatchThreadID) {
  float4 c;
  if (id.x & 1) c = colorA; else c = colorB;
  for (uint i = 0; i < count; i++) { if (i == id.y) c += cols[i]; else c += colorA; }
  Out[id.x] = c;
}
