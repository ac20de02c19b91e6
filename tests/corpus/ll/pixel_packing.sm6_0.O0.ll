; ModuleID = 'pixel_packing.hlsl'
source_filename = "pixel_packing.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", i32, 1, 0, 0) }

@_ZL4Hits = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Hits\00", align 1

; Function Attrs: convergent noinline norecurse optnone
define void @main() #0 {
entry:
  %this.addr.i5.i = alloca ptr, align 4
  %other.addr.i6.i = alloca ptr, align 4
  %this.addr.i3.i = alloca ptr, align 4
  %this.addr.i1.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %pos.addr.i = alloca <4 x float>, align 16
  %uv0.addr.i = alloca <2 x float>, align 8
  %uv1.addr.i = alloca <2 x float>, align 8
  %id.addr.i = alloca i32, align 4
  %w.addr.i = alloca float, align 4
  %n.addr.i = alloca <3 x float>, align 16
  %ref.tmp.i = alloca <2 x float>, align 8
  %ref.tmp1.i = alloca <2 x float>, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Hits, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 1, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", i32, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL4Hits, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", i32, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %SV_Position0 = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD1 = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %ID0 = call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %WEIGHT0 = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %NORMAL0 = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  store <4 x float> %SV_Position0, ptr %pos.addr.i, align 16
  store <2 x float> %TEXCOORD0, ptr %uv0.addr.i, align 8
  store <2 x float> %TEXCOORD1, ptr %uv1.addr.i, align 8
  store i32 %ID0, ptr %id.addr.i, align 4
  store float %WEIGHT0, ptr %w.addr.i, align 4
  store <3 x float> %NORMAL0, ptr %n.addr.i, align 16
  %9 = load i32, ptr %id.addr.i, align 4
  store ptr @_ZL4Hits, ptr %this.addr.i, align 4
  store i32 %9, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %10 = load target("dx.TypedBuffer", i32, 1, 0, 0), ptr %this1.i, align 4
  %11 = load i32, ptr %Index.addr.i, align 4
  %12 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %10, i32 %11)
  store i32 1, ptr %12, align 4
  %13 = load <2 x float>, ptr %uv0.addr.i, align 8
  %14 = load <2 x float>, ptr %uv1.addr.i, align 8
  %add.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %13, %14
  store <2 x float> %add.i, ptr %ref.tmp.i, align 8
  %15 = load <2 x float>, ptr %ref.tmp.i, align 8
  %vecext.i = extractelement <2 x float> %15, i64 0
  %vecinit.i = insertelement <4 x float> poison, float %vecext.i, i32 0
  %16 = load <2 x float>, ptr %uv0.addr.i, align 8
  %17 = load <2 x float>, ptr %uv1.addr.i, align 8
  %add2.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %16, %17
  store <2 x float> %add2.i, ptr %ref.tmp1.i, align 8
  %18 = load <2 x float>, ptr %ref.tmp1.i, align 8
  %vecext3.i = extractelement <2 x float> %18, i64 1
  %vecinit4.i = insertelement <4 x float> %vecinit.i, float %vecext3.i, i32 1
  %19 = load i32, ptr %id.addr.i, align 4
  %conv.i = uitofp i32 %19 to float
  %20 = load float, ptr %w.addr.i, align 4
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %conv.i, %20
  %vecinit5.i = insertelement <4 x float> %vecinit4.i, float %mul.i, i32 2
  %21 = load <4 x float>, ptr %pos.addr.i, align 16
  %22 = extractelement <4 x float> %21, i32 1
  %vecinit6.i = insertelement <4 x float> %vecinit5.i, float %22, i32 3
  %23 = load <3 x float>, ptr %n.addr.i, align 16
  %vecext7.i = extractelement <3 x float> %23, i64 0
  %vecinit8.i = insertelement <4 x float> poison, float %vecext7.i, i32 0
  %24 = load <3 x float>, ptr %n.addr.i, align 16
  %vecext9.i = extractelement <3 x float> %24, i64 1
  %vecinit10.i = insertelement <4 x float> %vecinit8.i, float %vecext9.i, i32 1
  %25 = load <3 x float>, ptr %n.addr.i, align 16
  %vecext11.i = extractelement <3 x float> %25, i64 2
  %vecinit12.i = insertelement <4 x float> %vecinit10.i, float %vecext11.i, i32 2
  %vecinit13.i = insertelement <4 x float> %vecinit12.i, float 0.000000e+00, i32 3
  %add14.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %vecinit6.i, %vecinit13.i
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %add14.i)
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIjE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
