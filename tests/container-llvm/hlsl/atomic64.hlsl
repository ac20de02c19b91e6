// LLVM's llvm/test/CodeGen/DirectX/ContainerData/PSVResources-UsedByAtomic64.ll,
// as HLSL: a 64-bit atomic on one UAV, a plain store to another.
RWByteAddressBuffer AtomicUAV : register(u0);
RWBuffer<int> PlainUAV : register(u1);

[numthreads(1, 1, 1)]
void main() {
  uint64_t old;
  AtomicUAV.InterlockedAdd64(0, 1, old);
  PlainUAV[0] = 42;
}
