// A buffer picked by a switch: clang -O1 and above merge the getpointers of
// the three cases in a phi; forward-resource-pointers moves the load into
// each case.
RWBuffer<float> A : register(u0);
RWBuffer<float> B : register(u1);
RWBuffer<float> C : register(u2);
cbuffer CB : register(b0) { uint sel; };

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float v;
  switch (sel) {
    case 0: v = A[id.x]; break;
    case 1: v = B[id.x]; break;
    default: v = C[id.x]; break;
  }
  A[id.x + 1] = v;
}
