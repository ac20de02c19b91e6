// Structured buffers with 64-bit members where clang's layout puts them
// off an 8-byte boundary (`b` at byte 4, `d` at byte 2, `w[j]` at 4 + 8j):
// each raw access must state only the alignment its address has.
struct Wide {
  uint a;
  uint64_t b;
  double c;
};
struct Halfs {
  half h;
  double d;
};
struct Arr {
  uint n;
  uint64_t w[2];
};
RWStructuredBuffer<Wide> Wides : register(u0);
RWStructuredBuffer<Halfs> Mixed : register(u1);
RWStructuredBuffer<Arr> Arrays : register(u2);
RWStructuredBuffer<double> Doubles : register(u3);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  Wide w = Wides[i];
  Wides[i].b = w.b * 3 + (uint64_t)i;
  Wides[i].c = w.c + (double)w.a;
  Mixed[i].d = Mixed[i].d * 2.0 + (double)Mixed[i].h;
  uint j = Arrays[i].n & 1;
  Arrays[i].w[j] = Arrays[i].w[j ^ 1] + 7;
  Doubles[i] = Doubles[i] + w.c;
}
