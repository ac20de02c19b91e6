; clang 22 -O2 output of the HLSL below (-T ps_6_6), for tests/interp.rs: a pixel
; shader whose clip() discards invocations, reading a struct of inputs and
; writing SV_Target2 (give --output-semantics SV_Target2).
;
;   RWBuffer<uint> Hits : register(u0);
;   struct In { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint id : ID; };
;   float4 main(In i) : SV_Target2 {
;     clip(i.uv.x);
;     Hits[i.id % 4] = 1;
;     return float4(i.uv * 2.0, i.pos.y, (float)i.id);
;   }

source_filename = "pixel_clip.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

@.str = private unnamed_addr constant [5 x i8] c"Hits\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %ID0 = tail call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %1 = extractelement <2 x float> %TEXCOORD0, i64 0
  %2 = fcmp reassoc nnan ninf nsz arcp afn olt float %1, 0.000000e+00
  tail call void @llvm.dx.discard(i1 %2)
  %rem.i = and i32 %ID0, 3
  %3 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %rem.i)
  store i32 1, ptr %3, align 4, !tbaa !3
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <2 x float> %TEXCOORD0, splat (float 2.000000e+00)
  %vecinit6.i = shufflevector <2 x float> %mul.i, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %vecinit7.i = shufflevector <4 x float> %vecinit6.i, <4 x float> %SV_Position0, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>
  %conv.i = uitofp i32 %ID0 to float
  %vecinit9.i = insertelement <4 x float> %vecinit7.i, float %conv.i, i64 3
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %vecinit9.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.discard(i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
