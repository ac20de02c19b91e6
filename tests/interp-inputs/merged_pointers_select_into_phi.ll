; clang 22 output of `dxir shadergen --seed 230` (its HLSL below), for
; tests/interp.rs: clang's optimizer merges pointers into different
; resources (or fields of one) through selects and phis whose predecessors
; branch conditionally, which forward-resource-pointers once refused.
;
; // dxir shadergen --seed 230: cs_6_2 -O3, 1 group(s) of 1 threads
; struct S1 {
;   int2 f2;
;   uint2 f3[3];
; };
; struct C9 {
;   double3 f10;
; };
; cbuffer Params : register(b0) {
;   uint3 c8;
;   C9 c11;
;   int64_t2 c12;
; };
; RWStructuredBuffer<S1> Out4[2] : register(u0);
; RWStructuredBuffer<uint4> Out5 : register(u2, space1);
; RWStructuredBuffer<uint4> Out6 : register(u2);
; RWBuffer<uint4> Out7;
; uint4 helper0(uint i, float2 p0, int64_t2 p1) {
;   Out4[1][i].f3[2] = (uint2)(c12);
;   float2 v13 = (float2)((Out7[i]).yy);
;   S1 s14 = Out4[NonUniformResourceIndex(i % 2)][i];
;   s14.f2 = (int2)(c12);
;   Out4[NonUniformResourceIndex(i % 2)][i] = s14;
;   for (uint k15 = 0; k15 < 1; ++k15) {
;     uint4 v16 = Out6[i];
;   }
;   return (((float)((int64_t)-2) != (float)(i) ? uint4(5u, 4u, 4u, 13u) : (Out5[i] & (uint4)(i))) * Out5[i]);
; }
; int64_t helper1(uint i, uint4 p0) {
;   int64_t2 v17 = ((((double)(i) * (double)((Out5[i]).x)) > (((float)((Out4[0][i].f3[1]).x) * (float)((Out7[i]).y)) != ((float)((p0).y) + (float)((Out4[NonUniformResourceIndex(i % 2)][i].f3[1]).y)) ? (double)((Out6[i]).z) : (double)((p0).w)) ? (int64_t2)(clamp((c11.f10).yy, (double2)(-1000.0), (double2)(1000.0))) : int64_t2((int64_t)3, (int64_t)2)) * ((int64_t2)((Out5[i]).xy) | (int64_t2)((Out5[i]).xx)));
;   for (uint k18 = 0; k18 < 1; ++k18) {
;     Out4[1][i].f3[2] += (((uint2)(k18) * (uint2)(clamp((c11.f10).xz, (double2)(0.0), (double2)(1000.0)))) | ((uint2)(clamp((c11.f10).zx, (double2)(0.0), (double2)(1000.0))) - uint2(2u, 12u)));
;   }
;   int3 v19 = (((int3)(clamp(c11.f10, (double3)(-1000.0), (double3)(1000.0))) * ((int3)((Out7[i]).zxx) | int3(3, 1, -3))) | int3(7, -4, 3));
;   p0 = (uint4)((((int4)(Out6[i]) * int4(-2, -3, 5, -7)) ^ max((int4)((int)(i)), (int4)(p0))));
;   uint2 v20 = (p0).wy;
;   float2 v21 = (((uint)((c12).y) & (uint)((v19).y)) == ((Out4[0][i].f3[2]).y * (Out5[i]).x) ? float2(1.0, 2.0) : ((float2)(v17) + (float2)(v20)));
;   return (int64_t)(i);
; }
; [numthreads(1, 1, 1)]
; void main(uint3 tid : SV_DispatchThreadID) {
;   uint i = tid.x;
;   uint4 v22 = uint4(13u, 11u, 13u, 11u);
;   uint v23 = ((Out5[i]).y & ((helper0(i, (float2)(Out4[NonUniformResourceIndex(i % 2)][i].f3[0]), (int64_t2)(clamp((c11.f10).yy, (double2)(-1000.0), (double2)(1000.0))))).x | (((Out7[i]).y & 13u) >= ((Out6[i]).y >> 0) ? (uint)(clamp((c11.f10).x, (double)(0.0), (double)(1000.0))) : (Out5[i]).z)));
;   for (uint k24 = 0; k24 < ((c8).y & 3); ++k24) {
;     float3 v25 = ((((double)4.5 / (double)2.0) == ((double)2.5 + (double)((c12).y)) ? ((float3)((Out5[i]).ywx) - (float3)((float)(v23))) : float3(5.75, 6.0, 6.5)) - min(((float3)(c11.f10) - (float3)(c8)), lerp((float3)(c11.f10), (float3)((Out5[i]).xyx), (float3)((Out7[i]).ywz))));
;     float4 v26 = (float4)(Out6[i]);
;     S1 s27 = Out4[1][i];
;     s27.f3[0] = (((uint2)((uint)(helper1(i, v22))) & (uint2)(i)) - ((uint2(13u, 9u) | (uint2)(k24)) >> 4));
;     Out4[1][i] = s27;
;   }
;   double2 v28 = (((double2)((Out5[i]).wy) + (((int64_t)((c8).y) & (int64_t)-2) == (int64_t)(clamp((float)((c8).z), (float)(-1000.0), (float)(1000.0))) ? (double2)((Out6[i]).zx) : (double2)((v22).xy))) - (double2)(int64_t2((int64_t)-7, (int64_t)-5)));
;   Out6[i] = (Out6[i] >> 2);
;   int4 v29 = (int4)(Out5[i]);
;   Out4[NonUniformResourceIndex(i % 2)][i].f2 = (int2)((helper0(i, ((float2)((float)(i)) / (float2)4.0), (int64_t2)(((c8).zx | uint2(2u, 9u))))).yz);
;   Out5[i].w += ((Out4[NonUniformResourceIndex(i % 2)][i].f3[2]).x + (i + ((Out7[i]).y - (c8).y)));
;   Out6[i] = ((((double)1.5 / (double)0.5) > ((double)(i) / (double)4.0) ? (uint4)((int4)(Out5[i])) : (((c12).y - (int64_t)1) < ((int64_t)3 - (c12).x) ? Out6[i] : Out5[i])) >> 4);
;   Out7[i] += helper0(i, ((float2)((uint2)(Out4[NonUniformResourceIndex(i % 2)][i].f2)) + ((float2)((Out5[i]).wy) * (float2)((c11.f10).zz))), (int64_t2)(helper1(i, ((double)1.5 >= (double)((c12).x) ? Out7[i] : Out7[i]))));
; }
;
; ModuleID = '/tmp/dxir-shadergen-17429/seed-230.hlsl'
source_filename = "/tmp/dxir-shadergen-17429/seed-230.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-pc-shadermodel6.2-compute"

%__cblayout_Params = type <{ <3 x i32>, target("dx.Padding", 4), %C9, target("dx.Padding", 8), <2 x i64> }>
%C9 = type <{ <3 x double> }>
%struct.S1 = type { <2 x i32>, [3 x <2 x i32>] }

@Params.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_Params) poison
@c8 = external hidden local_unnamed_addr addrspace(2) global <3 x i32>, align 16
@c11 = external hidden local_unnamed_addr addrspace(2) global %C9, align 1
@c12 = external hidden local_unnamed_addr addrspace(2) global <2 x i64>, align 16
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL4Out5.0 = internal unnamed_addr global target("dx.RawBuffer", <4 x i32>, 1, 0) poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Out5\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"Out6\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Out7\00", align 1
@Out4.str = private unnamed_addr constant [5 x i8] c"Out4\00", align 1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef <4 x i32> @_Z7helper0jDv2_fDv2_l(i32 noundef %i, <2 x float> noundef nofpclass(nan inf) %p0, <2 x i64> noundef %p1) local_unnamed_addr #1 {
entry:
  %0 = load <2 x i64>, ptr addrspace(2) @c12, align 16, !tbaa !8
  %conv = trunc <2 x i64> %0 to <2 x i32>
  %1 = tail call target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Out4.str)
  %2 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0) %1, i32 %i)
  %arrayidx = getelementptr inbounds nuw i8, ptr %2, i32 24
  store <2 x i32> %conv, ptr %arrayidx, align 1, !tbaa !8
  %rem = and i32 %i, 1
  %3 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem)
  %4 = tail call target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32 0, i32 0, i32 2, i32 %3, ptr nonnull @Out4.str)
  %5 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0) %4, i32 %i)
  store <2 x i32> %conv, ptr %5, align 1, !tbaa !8
  %6 = load target("dx.RawBuffer", <4 x i32>, 1, 0), ptr @_ZL4Out5.0, align 4, !tbaa !9
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %6, i32 %i)
  %8 = load <4 x i32>, ptr %7, align 16, !tbaa !8
  %mul = mul <4 x i32> %8, <i32 5, i32 4, i32 4, i32 13>
  ret <4 x i32> %mul
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef range(i64 0, 4294967296) i64 @_Z7helper1jDv4_j(i32 noundef %i, <4 x i32> noundef %p0) local_unnamed_addr #1 {
entry:
  %0 = load <3 x double>, ptr addrspace(2) @c11, align 8
  %1 = shufflevector <3 x double> %0, <3 x double> poison, <2 x i32> <i32 2, i32 0>
  %hlsl.clamp31 = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.nclamp.v2f64(<2 x double> %1, <2 x double> zeroinitializer, <2 x double> splat (double 1.000000e+03))
  %conv32 = fptoui <2 x double> %hlsl.clamp31 to <2 x i32>
  %sub = add <2 x i32> %conv32, <i32 -2, i32 -12>
  %2 = tail call target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Out4.str)
  %3 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0) %2, i32 %i)
  %arrayidx37 = getelementptr inbounds nuw i8, ptr %3, i32 24
  %arrayidx37.promoted = load <2 x i32>, ptr %arrayidx37, align 1, !tbaa !8
  %add38 = add <2 x i32> %sub, %arrayidx37.promoted
  store <2 x i32> %add38, ptr %arrayidx37, align 1, !tbaa !8
  %conv64 = zext i32 %i to i64
  ret i64 %conv64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.dx.nclamp.v2f64(<2 x double>, <2 x double>, <2 x double>) #0

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #4 {
entry:
  %s27.sroa.5.i = alloca [2 x <2 x i32>], align 8
  %Params.cb_h.i.i = tail call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  %0 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 1, i32 2, i32 1, i32 0, ptr nonnull @.str)
  store target("dx.RawBuffer", <4 x i32>, 1, 0) %0, ptr @_ZL4Out5.0, align 4, !tbaa !9
  %1 = tail call target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v4i32_1_0_0t(i32 3, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %rem.i = and i32 %3, 1
  %4 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem.i)
  %5 = tail call target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32 0, i32 0, i32 2, i32 %4, ptr nonnull @Out4.str)
  %6 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0) %5, i32 %3)
  %7 = load <2 x i64>, ptr addrspace(2) @c12, align 16, !tbaa !8
  %conv.i206.i = trunc <2 x i64> %7 to <2 x i32>
  %8 = tail call target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Out4.str)
  %9 = tail call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0) %8, i32 %3)
  %arrayidx.i208.i = getelementptr inbounds nuw i8, ptr %9, i32 24
  store <2 x i32> %conv.i206.i, ptr %arrayidx.i208.i, align 1, !tbaa !8
  store <2 x i32> %conv.i206.i, ptr %6, align 1, !tbaa !8
  %10 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %0, i32 %3)
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %2, i32 %3)
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0) %1, i32 %3)
  %13 = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @c8, i32 4), align 4
  %and11.i49 = and i32 %13, 3
  %cmp12.i50.not = icmp eq i32 %and11.i49, 0
  br i1 %cmp12.i50.not, label %cond.end64.i, label %cond.end20.i.lr.ph

cond.end20.i.lr.ph:                               ; preds = %entry
  %14 = insertelement <3 x i32> poison, i32 %3, i64 0
  %s27.sroa.5.0.call34.sroa_idx.i = getelementptr inbounds nuw i8, ptr %9, i32 16
  %splat.splatinsert37.i = insertelement <2 x i32> poison, i32 %3, i64 0
  %splat.splat38.i = shufflevector <2 x i32> %splat.splatinsert37.i, <2 x i32> poison, <2 x i32> zeroinitializer
  %splat.splat40.i = shufflevector <3 x i32> %14, <3 x i32> poison, <2 x i32> zeroinitializer
  %and41.i = and <2 x i32> %splat.splat38.i, %splat.splat40.i
  %s27.sroa.4.0.call50.sroa_idx.i = getelementptr inbounds nuw i8, ptr %9, i32 8
  br label %cond.end20.i

cond.end20.i:                                     ; preds = %cond.end20.i.lr.ph, %cond.end20.i
  %k24.0.i51 = phi i32 [ 0, %cond.end20.i.lr.ph ], [ %inc.i, %cond.end20.i ]
  call void @llvm.lifetime.start.p0(ptr nonnull %s27.sroa.5.i)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(16) %s27.sroa.5.i, ptr noundef nonnull align 1 dereferenceable(16) %s27.sroa.5.0.call34.sroa_idx.i, i32 16, i1 false), !tbaa.struct !11
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(16) %s27.sroa.5.0.call34.sroa_idx.i, ptr noundef nonnull align 8 dereferenceable(16) %s27.sroa.5.i, i32 16, i1 false), !tbaa.struct !11
  call void @llvm.lifetime.end.p0(ptr nonnull %s27.sroa.5.i)
  %inc.i = add nuw nsw i32 %k24.0.i51, 1
  %cmp12.i = icmp samesign ult i32 %inc.i, %and11.i49
  br i1 %cmp12.i, label %cond.end20.i, label %cond.end64.i.loopexit, !llvm.loop !12

cond.end64.i.loopexit:                            ; preds = %cond.end20.i
  %.scalar = lshr i32 %k24.0.i51, 4
  %15 = insertelement <2 x i32> poison, i32 %.scalar, i64 0
  %shr45.i = shufflevector <2 x i32> %15, <2 x i32> poison, <2 x i32> zeroinitializer
  %sub46.i = sub <2 x i32> %and41.i, %shr45.i
  store <2 x i32> %sub46.i, ptr %s27.sroa.4.0.call50.sroa_idx.i, align 1
  br label %cond.end64.i

cond.end64.i:                                     ; preds = %cond.end64.i.loopexit, %entry
  %16 = load <4 x i32>, ptr %12, align 16, !tbaa !8
  %shr69.i = lshr <4 x i32> %16, splat (i32 2)
  store <4 x i32> %shr69.i, ptr %12, align 16, !tbaa !8
  %17 = load <2 x i64>, ptr addrspace(2) @c12, align 16, !tbaa !8
  %conv.i185.i = trunc <2 x i64> %17 to <2 x i32>
  store <2 x i32> %conv.i185.i, ptr %arrayidx.i208.i, align 1, !tbaa !8
  store <2 x i32> %conv.i185.i, ptr %6, align 1, !tbaa !8
  %18 = load <4 x i32>, ptr %10, align 16, !tbaa !8
  %mul.i198.i = shl <4 x i32> %18, <i32 0, i32 2, i32 2, i32 0>
  %19 = shufflevector <4 x i32> %mul.i198.i, <4 x i32> poison, <2 x i32> <i32 1, i32 2>
  store <2 x i32> %19, ptr %6, align 1, !tbaa !8
  %arrayidx86.i = getelementptr inbounds nuw i8, ptr %6, i32 24
  %20 = load i32, ptr %arrayidx86.i, align 1
  %21 = getelementptr inbounds nuw i8, ptr %11, i32 4
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @c8, i32 4), align 4
  %24 = getelementptr inbounds nuw i8, ptr %10, i32 12
  %25 = load i32, ptr %24, align 4
  %sub88.i = add i32 %20, %3
  %add89.i = add i32 %sub88.i, %22
  %add90.i = sub i32 %add89.i, %23
  %add92.i = add i32 %add90.i, %25
  store i32 %add92.i, ptr %24, align 4
  %conv93.i = uitofp i32 %3 to double
  %div94.i = fmul reassoc nnan ninf nsz arcp afn double %conv93.i, 2.500000e-01
  %cmp95.i = fcmp reassoc nnan ninf nsz arcp afn olt double %div94.i, 3.000000e+00
  br i1 %cmp95.i, label %cond.end108.i, label %cond.false98.i

cond.false98.i:                                   ; preds = %cond.end64.i
  %26 = load i64, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @c12, i32 8), align 8
  %27 = load i64, ptr addrspace(2) @c12, align 16
  %sub100.i = sub nsw i64 3, %27
  %cmp101.not.i = icmp sgt i64 %26, %sub100.i
  %spec.select = select i1 %cmp101.not.i, ptr %10, ptr %12
  br label %cond.end108.i

cond.end108.i:                                    ; preds = %cond.false98.i, %cond.end64.i
  %cond109.in.i = phi ptr [ %spec.select, %cond.false98.i ], [ %10, %cond.end64.i ]
  %cond109.i = load <4 x i32>, ptr %cond109.in.i, align 16, !tbaa !8
  %shr110.i = lshr <4 x i32> %cond109.i, splat (i32 4)
  store <4 x i32> %shr110.i, ptr %12, align 16, !tbaa !8
  %28 = load <2 x i64>, ptr addrspace(2) @c12, align 16, !tbaa !8
  %conv.i.i = trunc <2 x i64> %28 to <2 x i32>
  store <2 x i32> %conv.i.i, ptr %arrayidx.i208.i, align 1, !tbaa !8
  store <2 x i32> %conv.i.i, ptr %6, align 1, !tbaa !8
  %29 = load <4 x i32>, ptr %10, align 16, !tbaa !8
  %mul.i.i = mul <4 x i32> %29, <i32 5, i32 4, i32 4, i32 13>
  %30 = load <4 x i32>, ptr %11, align 16, !tbaa !8
  %add134.i = add <4 x i32> %30, %mul.i.i
  store <4 x i32> %add134.i, ptr %11, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v4i32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S1, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S1s_1_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S1s_1_0t(target("dx.RawBuffer", %struct.S1, 1, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0), i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4i32_1_0t(target("dx.RawBuffer", <4 x i32>, 1, 0), i32) #0

attributes #0 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { alwaysinline mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{ptr @Params.cb, ptr addrspace(2) @c8, ptr addrspace(2) @c11, ptr addrspace(2) @c12}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTSN4hlsl18RWStructuredBufferIDv4_jEE", !6, i64 0, !6, i64 4}
!11 = !{i64 0, i64 16, !8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
