// RWStructuredBuffer of a struct: reads and writes of single fields.
struct Particle {
  float3 position;
  float mass;
  int id;
  float2 velocity;
};
RWStructuredBuffer<Particle> Particles : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float2 v = Particles[tid.x].velocity;
  Particles[tid.x].position.xy += v;
  Particles[tid.x].mass = Particles[tid.x].mass * 0.99;
  Particles[tid.x].id = (int)tid.x;
}
