; clang 22 output of `dxir shadergen --seed 84` (its HLSL below), for
; tests/interp.rs: clang's optimizer merges pointers into different
; resources (or fields of one) through selects and phis whose predecessors
; branch conditionally, which forward-resource-pointers once refused.
;
; // dxir shadergen --seed 84: cs_6_2 -O2, 1 group(s) of 8 threads
; struct S2 {
;   int64_t f3[2];
;   float3 f4;
;   double3 f5;
; };
; Buffer<float> In1[4] : register(t0);
; RWStructuredBuffer<S2> Out6[2] : register(u0);
; RWStructuredBuffer<double> Out7[2];
; StructuredBuffer<int64_t2> In8[2] : register(t4);
; Buffer<float4> In9 : register(t6);
; uint3 helper0(uint i, uint p0) {
;   p0 -= p0;
;   uint2 v10 = (uint2)((uint)(Out6[NonUniformResourceIndex(i % 2)][i].f3[1]));
;   for (uint k11 = 0; k11 < ((v10).x & 3); ++k11) {
;     for (uint k12 = 0; k12 < 4; ++k12) {
;       Out6[NonUniformResourceIndex(i % 2)][i].f4 = ((float3)(Out6[NonUniformResourceIndex(i % 2)][i].f5) * ((float3)((float)(k11)) + float3(1.75, 0.5, 7.5)));
;     }
;   }
;   return (uint3)((uint)(clamp(Out7[NonUniformResourceIndex(i % 2)][i], (double)(0.0), (double)(1000.0))));
; }
; uint helper1(uint i) {
;   float v13 = (((int64_t)(clamp((Out6[1][i].f4).y, (float)(-1000.0), (float)(1000.0))) | (int64_t)3) <= (int64_t)(clamp(Out7[NonUniformResourceIndex(i % 2)][i], (double)(-1000.0), (double)(1000.0))) ? (float)((helper0(i, (uint)(clamp((Out6[NonUniformResourceIndex(i % 2)][i].f4).z, (float)(0.0), (float)(1000.0))))).x) : (((float)(i) == ((float)((In8[1][i + 1]).x) / (float)0.5) ? (float)((In8[0][i + 1]).x) : 1.75) == (float)(Out7[NonUniformResourceIndex(i % 2)][i]) ? ((float)((In8[NonUniformResourceIndex(i % 2)][i]).y) / (float)0.5) : (Out6[NonUniformResourceIndex(i % 2)][i].f4).y));
;   if ((int)((helper0(i, (uint)(clamp((Out6[NonUniformResourceIndex(i % 2)][i].f4).y, (float)(0.0), (float)(1000.0))))).y) == (-2 << 1)) {
;     float v14 = (float)(Out7[NonUniformResourceIndex(i % 2)][i]);
;     Out6[NonUniformResourceIndex(i % 2)][i].f3[1] = (int64_t)(clamp(Out7[1][i], (double)(-1000.0), (double)(1000.0)));
;   } else {
;     for (uint k15 = 0; k15 < 3; ++k15) {
;       double3 v16 = (double3)(Out6[NonUniformResourceIndex(i % 2)][i].f4);
;       double3 v17 = (double3)((double)(Out6[0][i].f3[1]));
;     }
;   }
;   return ((uint)((In8[NonUniformResourceIndex(i % 2)][i + 1]).y) * min((uint)(clamp((In9[i + 2]).y, (float)(0.0), (float)(1000.0))), (uint)(Out6[NonUniformResourceIndex(i % 2)][i].f3[0])));
; }
; [numthreads(8, 1, 1)]
; void main(uint3 tid : SV_DispatchThreadID) {
;   uint i = tid.x;
;   S2 s18 = Out6[NonUniformResourceIndex(i % 2)][i];
;   s18.f5 = ((double3)((double)(helper1(i))) - (((double3)((In9[i + 1]).xyy) * double3((double)7.5, (double)6.0, (double)7.5)) + double3((double)2.5, (double)2.0, (double)5.5)));
;   Out6[NonUniformResourceIndex(i % 2)][i] = s18;
;   Out7[NonUniformResourceIndex(i % 2)][i] = (double)2.5;
;   Out6[NonUniformResourceIndex(i % 2)][i].f3[0] += ((int64_t)((helper0(i, ((uint)(clamp(Out7[NonUniformResourceIndex(i % 2)][i], (double)(0.0), (double)(1000.0))) * (uint)(clamp(In1[NonUniformResourceIndex(i % 4)][i + 3], (float)(0.0), (float)(1000.0)))))).x) ^ ((int)(Out6[0][i].f3[1]) > (int)(i) ? (int64_t)1 : (int64_t)(clamp(In1[3][i + 3], (float)(-1000.0), (float)(1000.0)))));
;   uint v19 = (uint)(clamp(In1[2][i + 2], (float)(0.0), (float)(1000.0)));
;   for (uint k20 = 0; k20 < (i & 3); ++k20) {
;     float3 v21 = (float3(4.5, 1.25, 0.0) + Out6[0][i].f4);
;     for (uint k22 = 0; k22 < (i & 3); ++k22) {
;       float2 v23 = (float2)((Out6[0][i].f5).zz);
;     }
;   }
;   int3 v24 = ((int3)(helper0(i, ((uint)(clamp(Out7[NonUniformResourceIndex(i % 2)][i], (double)(0.0), (double)(1000.0))) & (uint)(Out6[0][i].f3[0])))) * abs((int3)(clamp(Out6[NonUniformResourceIndex(i % 2)][i].f4, (float3)(-1000.0), (float3)(1000.0)))));
;   v19 = (uint)(((int64_t)(clamp(Out7[1][i], (double)(-1000.0), (double)(1000.0))) + Out6[NonUniformResourceIndex(i % 2)][i].f3[0]));
;   Out6[NonUniformResourceIndex(i % 2)][i].f3[1] += (int64_t)(i);
;   Out7[NonUniformResourceIndex(i % 2)][i] = (((double)(In1[1][i]) - (double)(Out6[NonUniformResourceIndex(i % 2)][i].f3[1])) / (double)0.5);
; }
;
; ModuleID = '/tmp/dxir-shadergen-7121/seed-84.hlsl'
source_filename = "/tmp/dxir-shadergen-7121/seed-84.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-pc-shadermodel6.2-compute"

%struct.S2 = type { [2 x i64], <3 x float>, <3 x double>, [8 x i8] }

@_ZL3In9.0 = internal unnamed_addr global target("dx.TypedBuffer", <4 x float>, 0, 0, 0) poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"In9\00", align 1
@Out6.str = private unnamed_addr constant [5 x i8] c"Out6\00", align 1
@Out7.str = private unnamed_addr constant [5 x i8] c"Out7\00", align 1
@In8.str = private unnamed_addr constant [4 x i8] c"In8\00", align 1
@In1.str = private unnamed_addr constant [4 x i8] c"In1\00", align 1

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef <3 x i32> @_Z7helper0jj(i32 noundef %i, i32 noundef %p0) local_unnamed_addr #0 {
entry:
  %rem = and i32 %i, 1
  %0 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem)
  %1 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 %0, ptr nonnull @Out6.str)
  %2 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %1, i32 %i)
  %arrayidx = getelementptr inbounds nuw i8, ptr %2, i32 8
  %3 = load i64, ptr %arrayidx, align 1, !tbaa !7
  %conv = trunc i64 %3 to i32
  %and = and i32 %conv, 3
  %cmp50.not = icmp eq i32 %and, 0
  br i1 %cmp50.not, label %for.cond.cleanup, label %for.cond1.preheader

for.cond1.preheader:                              ; preds = %entry, %for.cond1.preheader
  %k11.051 = phi i32 [ %inc16, %for.cond1.preheader ], [ 0, %entry ]
  %inc16 = add nuw nsw i32 %k11.051, 1
  %exitcond.not = icmp eq i32 %inc16, %and
  br i1 %exitcond.not, label %for.cond.for.cond.cleanup_crit_edge, label %for.cond1.preheader, !llvm.loop !9

for.cond.for.cond.cleanup_crit_edge:              ; preds = %for.cond1.preheader
  %conv9 = uitofp nneg i32 %k11.051 to float
  %splat.splatinsert10 = insertelement <3 x float> poison, float %conv9, i64 0
  %splat.splat11 = shufflevector <3 x float> %splat.splatinsert10, <3 x float> poison, <3 x i32> zeroinitializer
  %add = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %f5 = getelementptr inbounds nuw i8, ptr %2, i32 32
  %f4 = getelementptr inbounds nuw i8, ptr %2, i32 16
  %4 = load <3 x double>, ptr %f5, align 1, !tbaa !11
  %conv8.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %4 to <3 x float>
  %mul.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add, %conv8.le
  store <3 x float> %mul.le, ptr %f4, align 1, !tbaa !11
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.for.cond.cleanup_crit_edge, %entry
  %5 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32 1, i32 0, i32 2, i32 %0, ptr nonnull @Out7.str)
  %6 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %5, i32 %i)
  %7 = load double, ptr %6, align 8, !tbaa !12
  %hlsl.clamp = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %7, double 0.000000e+00, double 1.000000e+03)
  %conv21 = fptoui double %hlsl.clamp to i32
  %splat.splatinsert22 = insertelement <3 x i32> poison, i32 %conv21, i64 0
  %splat.splat23 = shufflevector <3 x i32> %splat.splatinsert22, <3 x i32> poison, <3 x i32> zeroinitializer
  ret <3 x i32> %splat.splat23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.nclamp.f64(double, double, double) #2

; Function Attrs: alwaysinline mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define hidden noundef i32 @_Z7helper1j(i32 noundef %i) local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Out6.str)
  %1 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %0, i32 %i)
  %2 = getelementptr inbounds nuw i8, ptr %1, i32 20
  %3 = load float, ptr %2, align 1
  %hlsl.clamp = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %3, float -1.000000e+03, float 1.000000e+03)
  %conv = fptosi float %hlsl.clamp to i64
  %or = or i64 %conv, 3
  %rem = and i32 %i, 1
  %4 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem)
  %5 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32 1, i32 0, i32 2, i32 %4, ptr nonnull @Out7.str)
  %6 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %5, i32 %i)
  %7 = load double, ptr %6, align 8, !tbaa !12
  %hlsl.clamp3 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %7, double -1.000000e+03, double 1.000000e+03)
  %conv4 = fptosi double %hlsl.clamp3 to i64
  %cmp.not = icmp sgt i64 %or, %conv4
  br i1 %cmp.not, label %cond.end48, label %cond.true

cond.true:                                        ; preds = %entry
  %8 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 %4, ptr nonnull @Out6.str)
  %9 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %8, i32 %i)
  %f48 = getelementptr inbounds nuw i8, ptr %9, i32 16
  %arrayidx.i148 = getelementptr inbounds nuw i8, ptr %9, i32 8
  %10 = load i64, ptr %arrayidx.i148, align 1, !tbaa !7
  %conv.i149 = trunc i64 %10 to i32
  %and.i152 = and i32 %conv.i149, 3
  %cmp.i153261.not = icmp eq i32 %and.i152, 0
  br i1 %cmp.i153261.not, label %cond.end48, label %for.cond1.i159.preheader

for.cond1.i159.preheader:                         ; preds = %cond.true, %for.cond1.i159.preheader
  %k11.0.i151262 = phi i32 [ %inc16.i163, %for.cond1.i159.preheader ], [ 0, %cond.true ]
  %inc16.i163 = add nuw nsw i32 %k11.0.i151262, 1
  %exitcond.not = icmp eq i32 %inc16.i163, %and.i152
  br i1 %exitcond.not, label %for.cond.i150.cond.end48.loopexit_crit_edge, label %for.cond1.i159.preheader, !llvm.loop !9

for.cond.i150.cond.end48.loopexit_crit_edge:      ; preds = %for.cond1.i159.preheader
  %conv9.i168 = uitofp nneg i32 %k11.0.i151262 to float
  %splat.splatinsert10.i169 = insertelement <3 x float> poison, float %conv9.i168, i64 0
  %splat.splat11.i170 = shufflevector <3 x float> %splat.splatinsert10.i169, <3 x float> poison, <3 x i32> zeroinitializer
  %add.i171 = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11.i170, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %f5.i166 = getelementptr inbounds nuw i8, ptr %9, i32 32
  %11 = load <3 x double>, ptr %f5.i166, align 1, !tbaa !11
  %conv8.i167.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %11 to <3 x float>
  %mul.i172.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add.i171, %conv8.i167.le
  store <3 x float> %mul.i172.le, ptr %f48, align 1, !tbaa !11
  br label %cond.end48

cond.end48:                                       ; preds = %entry, %cond.true, %for.cond.i150.cond.end48.loopexit_crit_edge
  %12 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 %4, ptr nonnull @Out6.str)
  %13 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %12, i32 %i)
  %f453 = getelementptr inbounds nuw i8, ptr %13, i32 16
  %arrayidx.i = getelementptr inbounds nuw i8, ptr %13, i32 8
  %14 = load i64, ptr %arrayidx.i, align 1, !tbaa !7
  %conv.i = trunc i64 %14 to i32
  %and.i = and i32 %conv.i, 3
  %cmp.i265.not = icmp eq i32 %and.i, 0
  br i1 %cmp.i265.not, label %_Z7helper0jj.exit, label %for.cond1.i.preheader

for.cond1.i.preheader:                            ; preds = %cond.end48, %for.cond1.i.preheader
  %k11.0.i266 = phi i32 [ %inc16.i, %for.cond1.i.preheader ], [ 0, %cond.end48 ]
  %inc16.i = add nuw nsw i32 %k11.0.i266, 1
  %exitcond267.not = icmp eq i32 %inc16.i, %and.i
  br i1 %exitcond267.not, label %for.cond.i._Z7helper0jj.exit_crit_edge, label %for.cond1.i.preheader, !llvm.loop !9

for.cond.i._Z7helper0jj.exit_crit_edge:           ; preds = %for.cond1.i.preheader
  %conv9.i = uitofp nneg i32 %k11.0.i266 to float
  %splat.splatinsert10.i = insertelement <3 x float> poison, float %conv9.i, i64 0
  %splat.splat11.i = shufflevector <3 x float> %splat.splatinsert10.i, <3 x float> poison, <3 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11.i, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %f5.i = getelementptr inbounds nuw i8, ptr %13, i32 32
  %15 = load <3 x double>, ptr %f5.i, align 1, !tbaa !11
  %conv8.i.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %15 to <3 x float>
  %mul.i.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add.i, %conv8.i.le
  store <3 x float> %mul.i.le, ptr %f453, align 1, !tbaa !11
  br label %_Z7helper0jj.exit

_Z7helper0jj.exit:                                ; preds = %for.cond.i._Z7helper0jj.exit_crit_edge, %cond.end48
  %16 = load double, ptr %6, align 8, !tbaa !12
  %hlsl.clamp.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %16, double 0.000000e+00, double 1.000000e+03)
  %conv21.i = fptoui double %hlsl.clamp.i to i32
  %cmp58 = icmp eq i32 %conv21.i, -4
  br i1 %cmp58, label %if.then, label %if.end

if.then:                                          ; preds = %_Z7helper0jj.exit
  %17 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32 1, i32 0, i32 2, i32 1, ptr nonnull @Out7.str)
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %17, i32 %i)
  %19 = load double, ptr %18, align 8, !tbaa !12
  %hlsl.clamp65 = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %19, double -1.000000e+03, double 1.000000e+03)
  %conv66 = fptosi double %hlsl.clamp65 to i64
  store i64 %conv66, ptr %arrayidx.i, align 1, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %_Z7helper0jj.exit, %if.then
  %20 = tail call target("dx.RawBuffer", <2 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_0_0t(i32 0, i32 4, i32 2, i32 %4, ptr nonnull @In8.str)
  %add83 = add i32 %i, 1
  %21 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i64_0_0t(target("dx.RawBuffer", <2 x i64>, 0, 0) %20, i32 %add83)
  %add86 = add i32 %i, 2
  %22 = load target("dx.TypedBuffer", <4 x float>, 0, 0, 0), ptr @_ZL3In9.0, align 4, !tbaa !14
  %23 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %22, i32 %add86)
  %24 = load i64, ptr %13, align 1, !tbaa !7
  %25 = getelementptr inbounds nuw i8, ptr %21, i32 8
  %conv85 = load i32, ptr %25, align 8
  %26 = getelementptr inbounds nuw i8, ptr %23, i32 4
  %27 = load float, ptr %26, align 4
  %hlsl.clamp88 = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %27, float 0.000000e+00, float 1.000000e+03)
  %conv89 = fptoui float %hlsl.clamp88 to i32
  %conv95 = trunc i64 %24 to i32
  %elt.min = tail call i32 @llvm.umin.i32(i32 %conv89, i32 %conv95)
  %mul = mul i32 %elt.min, %conv85
  ret i32 %mul
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.nclamp.f32(float, float, float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #4 {
entry:
  %s18.sroa.0.i = alloca { [2 x i64], <3 x float> }, align 8
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str)
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %0, ptr @_ZL3In9.0, align 4, !tbaa !14
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.lifetime.start.p0(ptr nonnull %s18.sroa.0.i)
  %rem.i = and i32 %1, 1
  %2 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 %rem.i)
  %3 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 %2, ptr nonnull @Out6.str)
  %4 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %3, i32 %1)
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 8 dereferenceable(32) %s18.sroa.0.i, ptr noundef nonnull align 1 dereferenceable(32) %4, i32 32, i1 false), !tbaa.struct !16
  %s18.sroa.5.0.call.sroa_idx.i = getelementptr inbounds nuw i8, ptr %4, i32 56
  %s18.sroa.5.0.copyload.i = load i64, ptr %s18.sroa.5.0.call.sroa_idx.i, align 1, !tbaa !11
  %5 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 1, ptr nonnull @Out6.str)
  %6 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %5, i32 %1)
  %7 = getelementptr inbounds nuw i8, ptr %6, i32 20
  %8 = load float, ptr %7, align 1
  %hlsl.clamp.i238.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %8, float -1.000000e+03, float 1.000000e+03)
  %conv.i239.i = fptosi float %hlsl.clamp.i238.i to i64
  %or.i.i = or i64 %conv.i239.i, 3
  %9 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32 1, i32 0, i32 2, i32 %2, ptr nonnull @Out7.str)
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %9, i32 %1)
  %11 = load double, ptr %10, align 8, !tbaa !12
  %hlsl.clamp3.i.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %11, double -1.000000e+03, double 1.000000e+03)
  %conv4.i.i = fptosi double %hlsl.clamp3.i.i to i64
  %cmp.not.i.i = icmp sgt i64 %or.i.i, %conv4.i.i
  %arrayidx.i.i.i.phi.trans.insert = getelementptr inbounds nuw i8, ptr %4, i32 8
  %.pre = load i64, ptr %arrayidx.i.i.i.phi.trans.insert, align 1, !tbaa !7
  %.pre114 = trunc i64 %.pre to i32
  %.pre115 = and i32 %.pre114, 3
  br i1 %cmp.not.i.i, label %cond.end48.i.i, label %cond.true.i.i

cond.true.i.i:                                    ; preds = %entry
  %cmp.i153.i.i94.not = icmp eq i32 %.pre115, 0
  %f453.i.i117 = getelementptr inbounds nuw i8, ptr %4, i32 16
  %arrayidx.i.i.i118 = getelementptr inbounds nuw i8, ptr %4, i32 8
  br i1 %cmp.i153.i.i94.not, label %_Z7helper0jj.exit.i.i, label %for.cond1.i.i.i.preheader.lr.ph

cond.end48.i.i:                                   ; preds = %entry
  %f453.i.i = getelementptr inbounds nuw i8, ptr %4, i32 16
  %arrayidx.i.i.i = getelementptr inbounds nuw i8, ptr %4, i32 8
  %cmp.i.i.i98.not = icmp eq i32 %.pre115, 0
  br i1 %cmp.i.i.i98.not, label %_Z7helper0jj.exit.i.i, label %for.cond1.i.i.i.preheader.lr.ph

for.cond1.i.i.i.preheader.lr.ph:                  ; preds = %cond.true.i.i, %cond.end48.i.i
  %arrayidx.i.i.i129 = phi ptr [ %arrayidx.i.i.i, %cond.end48.i.i ], [ %arrayidx.i.i.i118, %cond.true.i.i ]
  %f453.i.i128 = phi ptr [ %f453.i.i, %cond.end48.i.i ], [ %f453.i.i117, %cond.true.i.i ]
  br label %for.cond1.i.i.i.preheader

for.cond1.i.i.i.preheader:                        ; preds = %for.cond1.i.i.i.preheader.lr.ph, %for.cond1.i.i.i.preheader
  %k11.0.i.i.i99 = phi i32 [ 0, %for.cond1.i.i.i.preheader.lr.ph ], [ %inc16.i.i.i, %for.cond1.i.i.i.preheader ]
  %inc16.i.i.i = add nuw nsw i32 %k11.0.i.i.i99, 1
  %exitcond110.not = icmp eq i32 %inc16.i.i.i, %.pre115
  br i1 %exitcond110.not, label %for.cond.i.i.i._Z7helper0jj.exit.i.i_crit_edge, label %for.cond1.i.i.i.preheader, !llvm.loop !9

for.cond.i.i.i._Z7helper0jj.exit.i.i_crit_edge:   ; preds = %for.cond1.i.i.i.preheader
  %conv9.i.i.i = uitofp nneg i32 %k11.0.i.i.i99 to float
  %splat.splatinsert10.i.i.i = insertelement <3 x float> poison, float %conv9.i.i.i, i64 0
  %splat.splat11.i.i.i = shufflevector <3 x float> %splat.splatinsert10.i.i.i, <3 x float> poison, <3 x i32> zeroinitializer
  %add.i.i.i = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11.i.i.i, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %f5.i.i.i = getelementptr inbounds nuw i8, ptr %4, i32 32
  %12 = load <3 x double>, ptr %f5.i.i.i, align 1, !tbaa !11
  %conv8.i.i.i.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %12 to <3 x float>
  %mul.i.i.i.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add.i.i.i, %conv8.i.i.i.le
  store <3 x float> %mul.i.i.i.le, ptr %f453.i.i128, align 1, !tbaa !11
  br label %_Z7helper0jj.exit.i.i

_Z7helper0jj.exit.i.i:                            ; preds = %cond.true.i.i, %for.cond.i.i.i._Z7helper0jj.exit.i.i_crit_edge, %cond.end48.i.i
  %arrayidx.i.i.i121 = phi ptr [ %arrayidx.i.i.i, %cond.end48.i.i ], [ %arrayidx.i.i.i129, %for.cond.i.i.i._Z7helper0jj.exit.i.i_crit_edge ], [ %arrayidx.i.i.i118, %cond.true.i.i ]
  %f453.i.i120 = phi ptr [ %f453.i.i, %cond.end48.i.i ], [ %f453.i.i128, %for.cond.i.i.i._Z7helper0jj.exit.i.i_crit_edge ], [ %f453.i.i117, %cond.true.i.i ]
  %13 = load double, ptr %10, align 8, !tbaa !12
  %hlsl.clamp.i.i.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %13, double 0.000000e+00, double 1.000000e+03)
  %conv21.i.i.i = fptoui double %hlsl.clamp.i.i.i to i32
  %cmp58.i.i = icmp eq i32 %conv21.i.i.i, -4
  br i1 %cmp58.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %_Z7helper0jj.exit.i.i
  %14 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32 1, i32 0, i32 2, i32 1, ptr nonnull @Out7.str)
  %15 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %14, i32 %1)
  %16 = load double, ptr %15, align 8, !tbaa !12
  %hlsl.clamp65.i.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %16, double -1.000000e+03, double 1.000000e+03)
  %conv66.i.i = fptosi double %hlsl.clamp65.i.i to i64
  store i64 %conv66.i.i, ptr %arrayidx.i.i.i121, align 1, !tbaa !7
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %_Z7helper0jj.exit.i.i, %if.then.i.i
  %17 = tail call target("dx.RawBuffer", <2 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_0_0t(i32 0, i32 4, i32 2, i32 %2, ptr nonnull @In8.str)
  %add83.i.i = add i32 %1, 1
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i64_0_0t(target("dx.RawBuffer", <2 x i64>, 0, 0) %17, i32 %add83.i.i)
  %add86.i.i = add i32 %1, 2
  %19 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %0, i32 %add86.i.i)
  %20 = load i64, ptr %4, align 1, !tbaa !7
  %21 = getelementptr inbounds nuw i8, ptr %18, i32 8
  %conv85.i.i = load i32, ptr %21, align 8
  %22 = getelementptr inbounds nuw i8, ptr %19, i32 4
  %23 = load float, ptr %22, align 4
  %hlsl.clamp88.i.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %23, float 0.000000e+00, float 1.000000e+03)
  %conv89.i.i = fptoui float %hlsl.clamp88.i.i to i32
  %conv95.i.i = trunc i64 %20 to i32
  %elt.min.i.i = tail call i32 @llvm.umin.i32(i32 %conv89.i.i, i32 %conv95.i.i)
  %mul.i242.i = mul i32 %elt.min.i.i, %conv85.i.i
  %conv.i = uitofp i32 %mul.i242.i to double
  %splat.splatinsert.i = insertelement <3 x double> poison, double %conv.i, i64 0
  %splat.splat.i = shufflevector <3 x double> %splat.splatinsert.i, <3 x double> poison, <3 x i32> zeroinitializer
  %24 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %0, i32 %add83.i.i)
  %25 = load <2 x float>, ptr %24, align 16
  %26 = shufflevector <2 x float> %25, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 1>
  %conv3.i = fpext reassoc nnan ninf nsz arcp afn <3 x float> %26 to <3 x double>
  %mul.i.neg = fmul reassoc nnan ninf nsz arcp afn <3 x double> %conv3.i, <double -7.500000e+00, double -6.000000e+00, double -7.500000e+00>
  %add4.i.neg = fadd reassoc nnan ninf nsz arcp afn <3 x double> %mul.i.neg, <double -2.500000e+00, double -2.000000e+00, double -5.500000e+00>
  %sub.i = fadd reassoc nnan ninf nsz arcp afn <3 x double> %add4.i.neg, %splat.splat.i
  call void @llvm.memcpy.p0.p0.i32(ptr noundef nonnull align 1 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) %s18.sroa.0.i, i32 32, i1 false), !tbaa.struct !16
  %s18.sroa.4.0.call7.sroa_idx.i = getelementptr inbounds nuw i8, ptr %4, i32 32
  store <3 x double> %sub.i, ptr %s18.sroa.4.0.call7.sroa_idx.i, align 1
  store i64 %s18.sroa.5.0.copyload.i, ptr %s18.sroa.5.0.call.sroa_idx.i, align 1, !tbaa !11
  store double 2.500000e+00, ptr %10, align 8, !tbaa !12
  %add17.i = add i32 %1, 3
  %27 = load i64, ptr %arrayidx.i.i.i121, align 1, !tbaa !7
  %conv.i160.i = trunc i64 %27 to i32
  %and.i163.i = and i32 %conv.i160.i, 3
  %cmp.i164.i102.not = icmp eq i32 %and.i163.i, 0
  br i1 %cmp.i164.i102.not, label %_Z7helper0jj.exit187.i, label %for.cond1.i170.i.preheader

for.cond1.i170.i.preheader:                       ; preds = %if.end.i.i, %for.cond1.i170.i.preheader
  %k11.0.i162.i103 = phi i32 [ %inc16.i174.i, %for.cond1.i170.i.preheader ], [ 0, %if.end.i.i ]
  %inc16.i174.i = add nuw nsw i32 %k11.0.i162.i103, 1
  %exitcond111.not = icmp eq i32 %inc16.i174.i, %and.i163.i
  br i1 %exitcond111.not, label %for.cond.i161.i._Z7helper0jj.exit187.i_crit_edge, label %for.cond1.i170.i.preheader, !llvm.loop !9

for.cond.i161.i._Z7helper0jj.exit187.i_crit_edge: ; preds = %for.cond1.i170.i.preheader
  %conv9.i179.i = uitofp nneg i32 %k11.0.i162.i103 to float
  %splat.splatinsert10.i180.i = insertelement <3 x float> poison, float %conv9.i179.i, i64 0
  %splat.splat11.i181.i = shufflevector <3 x float> %splat.splatinsert10.i180.i, <3 x float> poison, <3 x i32> zeroinitializer
  %add.i182.i = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11.i181.i, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %28 = load <3 x double>, ptr %s18.sroa.4.0.call7.sroa_idx.i, align 1, !tbaa !11
  %conv8.i178.i.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %28 to <3 x float>
  %mul.i183.i.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add.i182.i, %conv8.i178.i.le
  store <3 x float> %mul.i183.i.le, ptr %f453.i.i120, align 1, !tbaa !11
  %.pre113 = load double, ptr %10, align 8, !tbaa !12
  br label %_Z7helper0jj.exit187.i

_Z7helper0jj.exit187.i:                           ; preds = %for.cond.i161.i._Z7helper0jj.exit187.i_crit_edge, %if.end.i.i
  %29 = phi double [ %.pre113, %for.cond.i161.i._Z7helper0jj.exit187.i_crit_edge ], [ 2.500000e+00, %if.end.i.i ]
  %hlsl.clamp.i166.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.nclamp.f64(double %29, double 0.000000e+00, double 1.000000e+03)
  %conv21.i167.i = fptoui double %hlsl.clamp.i166.i to i32
  %conv24.i = zext i32 %conv21.i167.i to i64
  %30 = tail call target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32 0, i32 0, i32 2, i32 0, ptr nonnull @Out6.str)
  %31 = tail call noundef nonnull align 1 dereferenceable(64) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0) %30, i32 %1)
  %arrayidx.i = getelementptr inbounds nuw i8, ptr %31, i32 8
  %32 = load i64, ptr %arrayidx.i, align 1, !tbaa !7
  %conv27.i = trunc i64 %32 to i32
  %cmp.i = icmp slt i32 %1, %conv27.i
  br i1 %cmp.i, label %cond.end.i, label %cond.false.i

cond.false.i:                                     ; preds = %_Z7helper0jj.exit187.i
  %33 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 4, i32 3, ptr nonnull @In1.str)
  %34 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %33, i32 %add17.i)
  %35 = load float, ptr %34, align 4, !tbaa !17
  %hlsl.clamp31.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.nclamp.f32(float %35, float -1.000000e+03, float 1.000000e+03)
  %conv32.i = fptosi float %hlsl.clamp31.i to i64
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.false.i, %_Z7helper0jj.exit187.i
  %cond.i = phi i64 [ %conv32.i, %cond.false.i ], [ 1, %_Z7helper0jj.exit187.i ]
  %xor.i = xor i64 %cond.i, %conv24.i
  %36 = load i64, ptr %4, align 1, !tbaa !7
  %add38.i = add nsw i64 %36, %xor.i
  store i64 %add38.i, ptr %4, align 1, !tbaa !7
  br i1 %cmp.i164.i102.not, label %_Z7helper0jj.exit.i, label %for.cond1.i.i.preheader

for.cond1.i.i.preheader:                          ; preds = %cond.end.i, %for.cond1.i.i.preheader
  %k11.0.i.i109 = phi i32 [ %inc16.i.i, %for.cond1.i.i.preheader ], [ 0, %cond.end.i ]
  %inc16.i.i = add nuw nsw i32 %k11.0.i.i109, 1
  %exitcond112.not = icmp eq i32 %inc16.i.i, %and.i163.i
  br i1 %exitcond112.not, label %for.cond.i.i._Z7helper0jj.exit.i_crit_edge, label %for.cond1.i.i.preheader, !llvm.loop !9

for.cond.i.i._Z7helper0jj.exit.i_crit_edge:       ; preds = %for.cond1.i.i.preheader
  %conv9.i.i = uitofp nneg i32 %k11.0.i.i109 to float
  %splat.splatinsert10.i.i = insertelement <3 x float> poison, float %conv9.i.i, i64 0
  %splat.splat11.i.i = shufflevector <3 x float> %splat.splatinsert10.i.i, <3 x float> poison, <3 x i32> zeroinitializer
  %add.i.i = fadd reassoc nnan ninf nsz arcp afn <3 x float> %splat.splat11.i.i, <float 1.750000e+00, float 5.000000e-01, float 7.500000e+00>
  %37 = load <3 x double>, ptr %s18.sroa.4.0.call7.sroa_idx.i, align 1, !tbaa !11
  %conv8.i.i.le = fptrunc reassoc nnan ninf nsz arcp afn <3 x double> %37 to <3 x float>
  %mul.i.i.le = fmul reassoc nnan ninf nsz arcp afn <3 x float> %add.i.i, %conv8.i.i.le
  store <3 x float> %mul.i.i.le, ptr %f453.i.i120, align 1, !tbaa !11
  br label %_Z7helper0jj.exit.i

_Z7helper0jj.exit.i:                              ; preds = %for.cond.i.i._Z7helper0jj.exit.i_crit_edge, %cond.end.i
  %conv90.i = zext i32 %1 to i64
  %add96.i = add nsw i64 %27, %conv90.i
  store i64 %add96.i, ptr %arrayidx.i.i.i121, align 1, !tbaa !7
  %38 = tail call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 4, i32 1, ptr nonnull @In1.str)
  %39 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0) %38, i32 %1)
  %40 = load float, ptr %39, align 4, !tbaa !17
  %conv99.i = fpext reassoc nnan ninf nsz arcp afn float %40 to double
  %conv105.i = sitofp i64 %add96.i to double
  %sub106.i = fsub reassoc nnan ninf nsz arcp afn double %conv99.i, %conv105.i
  %div.i = fmul reassoc nnan ninf nsz arcp afn double %sub106.i, 2.000000e+00
  store double %div.i, ptr %10, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(ptr nonnull %s18.sroa.0.i)
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S2, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S2s_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x i64>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2i64_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S2s_1_0t(target("dx.RawBuffer", %struct.S2, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2i64_0_0t(target("dx.RawBuffer", <2 x i64>, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_0_0_0t(target("dx.TypedBuffer", float, 0, 0, 0), i32) #2

attributes #0 = { alwaysinline mustprogress nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !5, i64 0}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!5, !5, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !5, i64 0}
!14 = !{!15, !5, i64 0}
!15 = !{!"_ZTSN4hlsl6BufferIDv4_fEE", !5, i64 0}
!16 = !{i64 0, i64 16, !11, i64 16, i64 16, !11, i64 32, i64 32, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !5, i64 0}
