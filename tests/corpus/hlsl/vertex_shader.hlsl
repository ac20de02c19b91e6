// A vertex shader reading per-instance data (instance id passed as an input) from a structured buffer.
// stage: vertex
// output-semantics: SV_Position0
struct Instance {
  float4 offset;
  float scale;
};
StructuredBuffer<Instance> Instances : register(t0);

float4 main(float4 pos : POSITION, uint iid : INSTANCE) : SV_Position {
  Instance inst = Instances[iid];
  return pos * inst.scale + inst.offset;
}
