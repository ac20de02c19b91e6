// A pixel shader without signature I/O: it reads a typed SRV and writes
// UAVs (a typed buffer and a structured buffer).
// stage: pixel
Buffer<float4> Palette : register(t0);
RWBuffer<uint> Hits : register(u1);
RWStructuredBuffer<float4> Log : register(u2);

void main() {
  Hits[0] = Hits[0] + 1;
  Log[Hits[1]] = Palette[3] * 0.5;
}
