// Structured buffer counters: IncrementCounter and DecrementCounter.
RWStructuredBuffer<uint> Items : register(u0);
RWStructuredBuffer<uint> Free : register(u1);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint slot = Items.IncrementCounter();
  Items[slot] = tid.x;
  uint f = Free.DecrementCounter();
  Free[f] = slot;
}
