// SV_DispatchThreadID, SV_GroupID, SV_GroupThreadID and SV_GroupIndex.
RWBuffer<uint4> Out : register(u0);

[numthreads(8, 4, 2)]
void main(uint3 dtid : SV_DispatchThreadID, uint3 gid : SV_GroupID,
          uint3 gtid : SV_GroupThreadID, uint gi : SV_GroupIndex) {
  Out[dtid.x + dtid.y * 64] = uint4(gid.x, gtid.y, gi, dtid.z);
}
