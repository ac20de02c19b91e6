// Declarations clang's hlsl.h would give, for the Debian clang-22 build that
// ships without it. Force-included by regen.sh with -include shim.h.
typedef vector<float, 2> float2; typedef vector<float, 3> float3; typedef vector<float, 4> float4;
typedef vector<int, 2> int2; typedef vector<int, 3> int3; typedef vector<int, 4> int4;
typedef unsigned int uint; typedef vector<uint, 2> uint2; typedef vector<uint, 3> uint3; typedef vector<uint, 4> uint4;
typedef vector<double, 2> double2; typedef vector<double, 3> double3; typedef vector<double, 4> double4;
typedef vector<half, 2> half2; typedef vector<half, 3> half3; typedef vector<half, 4> half4;
typedef long int64_t; typedef unsigned long uint64_t;
typedef vector<int64_t, 2> int64_t2; typedef vector<uint64_t, 2> uint64_t2;

// HLSL intrinsics, spelled as the builtins clang implements them with.
#define lerp __builtin_hlsl_lerp
#define dot __builtin_hlsl_dot
#define mad __builtin_hlsl_mad
#define clamp __builtin_hlsl_elementwise_clamp
#define saturate __builtin_hlsl_elementwise_saturate
#define frac __builtin_hlsl_elementwise_frac
#define rsqrt __builtin_hlsl_elementwise_rsqrt
#define rcp __builtin_hlsl_elementwise_rcp
#define normalize __builtin_hlsl_normalize
#define sign __builtin_hlsl_elementwise_sign
#define step __builtin_hlsl_step
#define firstbitlow __builtin_hlsl_elementwise_firstbitlow
#define sqrt __builtin_elementwise_sqrt
#define abs __builtin_elementwise_abs
#define floor __builtin_elementwise_floor
#define sin __builtin_elementwise_sin
#define cos __builtin_elementwise_cos
#define exp2 __builtin_elementwise_exp2
#define max __builtin_elementwise_max
#define min __builtin_elementwise_min
#define NonUniformResourceIndex __builtin_hlsl_resource_nonuniformindex
#define WaveActiveSum __builtin_hlsl_wave_active_sum
#define WaveGetLaneIndex __builtin_hlsl_wave_get_lane_index
#define WaveIsFirstLane __builtin_hlsl_wave_is_first_lane
#define GroupMemoryBarrierWithGroupSync __builtin_hlsl_group_memory_barrier_with_group_sync

// firstbithigh: HLSL counts the bit index from the least significant bit;
// clang's builtin (llvm.dx.firstbit[us]high, DXIL FirstbitHi/FirstbitSHi)
// counts it from the most significant one. As DXC and clang's own hlsl.h
// (llvm-project#166419) do: width - 1 minus it, -1 ("no bit") kept.
inline uint __dxir_fbh(uint r, uint top) { return r == 0xFFFFFFFFu ? r : top - r; }
#define __DXIR_FBH(T, TOP) \
  inline uint firstbithigh(T x) { return __dxir_fbh(__builtin_hlsl_elementwise_firstbithigh(x), TOP); } \
  inline uint2 firstbithigh(vector<T, 2> x) { uint2 r = __builtin_hlsl_elementwise_firstbithigh(x); \
    return uint2(__dxir_fbh(r.x, TOP), __dxir_fbh(r.y, TOP)); } \
  inline uint3 firstbithigh(vector<T, 3> x) { uint3 r = __builtin_hlsl_elementwise_firstbithigh(x); \
    return uint3(__dxir_fbh(r.x, TOP), __dxir_fbh(r.y, TOP), __dxir_fbh(r.z, TOP)); } \
  inline uint4 firstbithigh(vector<T, 4> x) { uint4 r = __builtin_hlsl_elementwise_firstbithigh(x); \
    return uint4(__dxir_fbh(r.x, TOP), __dxir_fbh(r.y, TOP), __dxir_fbh(r.z, TOP), __dxir_fbh(r.w, TOP)); }
__DXIR_FBH(uint, 31)
__DXIR_FBH(int, 31)
__DXIR_FBH(uint64_t, 63)
__DXIR_FBH(int64_t, 63)
#undef __DXIR_FBH
