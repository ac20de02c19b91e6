; ModuleID = 'math_intrinsics.hlsl'
source_filename = "math_intrinsics.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }

@_ZL4Data = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [5 x i8] c"Data\00", align 1

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
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %a.i = alloca <4 x float>, align 16
  %b.i = alloca <4 x float>, align 16
  %r.i = alloca <4 x float>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL4Data, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL4Data, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %tid.addr.i, align 16
  %15 = load <3 x i32>, ptr %tid.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i4, align 4
  store i32 %16, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %17 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i6, align 4
  %18 = load i32, ptr %Index.addr.i5, align 4
  %19 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %17, i32 %18)
  %20 = load <4 x float>, ptr %19, align 16
  store <4 x float> %20, ptr %a.i, align 16
  %21 = load <3 x i32>, ptr %tid.addr.i, align 16
  %22 = extractelement <3 x i32> %21, i32 0
  %add.i = add i32 %22, 1
  store ptr @_ZL4Data, ptr %this.addr.i1, align 4
  store i32 %add.i, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %23 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i3, align 4
  %24 = load i32, ptr %Index.addr.i2, align 4
  %25 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %23, i32 %24)
  %26 = load <4 x float>, ptr %25, align 16
  store <4 x float> %26, ptr %b.i, align 16
  %27 = load <4 x float>, ptr %a.i, align 16
  %28 = load <4 x float>, ptr %b.i, align 16
  %hlsl.lerp.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.lerp.v4f32(<4 x float> %27, <4 x float> %28, <4 x float> splat (float 2.500000e-01))
  %29 = load <4 x float>, ptr %a.i, align 16
  %hlsl.clamp.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.nclamp.v4f32(<4 x float> %29, <4 x float> zeroinitializer, <4 x float> splat (float 1.000000e+00))
  %add2.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %hlsl.lerp.i, %hlsl.clamp.i
  %30 = load <4 x float>, ptr %a.i, align 16
  %31 = load <4 x float>, ptr %b.i, align 16
  %hlsl.dot.i = call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %30, <4 x float> %31)
  %splat.splatinsert.i = insertelement <4 x float> poison, float %hlsl.dot.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add3.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add2.i, %splat.splat.i
  %32 = load <4 x float>, ptr %b.i, align 16
  %hlsl.normalize.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.normalize.v4f32(<4 x float> %32)
  %add4.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add3.i, %hlsl.normalize.i
  store <4 x float> %add4.i, ptr %r.i, align 16
  %33 = load <4 x float>, ptr %a.i, align 16
  %elt.abs.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %33)
  %add5.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %elt.abs.i, splat (float 1.000000e+00)
  %hlsl.rsqrt.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.rsqrt.v4f32(<4 x float> %add5.i)
  %34 = load <4 x float>, ptr %b.i, align 16
  %hlsl.saturate.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.saturate.v4f32(<4 x float> %34)
  %add6.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %hlsl.rsqrt.i, %hlsl.saturate.i
  %35 = load <4 x float>, ptr %a.i, align 16
  %hlsl.frac.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.frac.v4f32(<4 x float> %35)
  %add7.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add6.i, %hlsl.frac.i
  %36 = load <4 x float>, ptr %b.i, align 16
  %elt.abs8.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fabs.v4f32(<4 x float> %36)
  %37 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sqrt.v4f32(<4 x float> %elt.abs8.i)
  %add9.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add7.i, %37
  %38 = load <4 x float>, ptr %a.i, align 16
  %39 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.floor.v4f32(<4 x float> %38)
  %add10.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add9.i, %39
  %40 = load <4 x float>, ptr %r.i, align 16
  %add11.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %40, %add10.i
  store <4 x float> %add11.i, ptr %r.i, align 16
  %41 = load <4 x float>, ptr %a.i, align 16
  %42 = load <4 x float>, ptr %b.i, align 16
  %43 = load <4 x float>, ptr %r.i, align 16
  %hlsl.fmad.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %41, <4 x float> %42, <4 x float> %43)
  %44 = load <4 x float>, ptr %a.i, align 16
  %hlsl.sign.i = call <4 x i32> @llvm.dx.sign.v4f32(<4 x float> %44)
  %conv.i = sitofp <4 x i32> %hlsl.sign.i to <4 x float>
  %add12.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %hlsl.fmad.i, %conv.i
  %45 = load <4 x float>, ptr %a.i, align 16
  %46 = load <4 x float>, ptr %b.i, align 16
  %hlsl.step.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.step.v4f32(<4 x float> %45, <4 x float> %46)
  %add13.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add12.i, %hlsl.step.i
  %47 = load <4 x float>, ptr %a.i, align 16
  %48 = load <4 x float>, ptr %b.i, align 16
  %elt.max.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.maxnum.v4f32(<4 x float> %47, <4 x float> %48)
  %49 = load <4 x float>, ptr %a.i, align 16
  %50 = load <4 x float>, ptr %b.i, align 16
  %elt.min.i = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.minnum.v4f32(<4 x float> %49, <4 x float> %50)
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %elt.max.i, %elt.min.i
  %add14.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add13.i, %mul.i
  %51 = load <4 x float>, ptr %r.i, align 16
  %add15.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %51, %add14.i
  store <4 x float> %add15.i, ptr %r.i, align 16
  %52 = load <4 x float>, ptr %r.i, align 16
  %53 = load <4 x float>, ptr %a.i, align 16
  %54 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.sin.v4f32(<4 x float> %53)
  %55 = load <4 x float>, ptr %b.i, align 16
  %56 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.cos.v4f32(<4 x float> %55)
  %mul16.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %54, %56
  %add17.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %52, %mul16.i
  %57 = load <4 x float>, ptr %a.i, align 16
  %58 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.exp2.v4f32(<4 x float> %57)
  %add18.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add17.i, %58
  %59 = load <4 x float>, ptr %b.i, align 16
  %add19.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %59, splat (float 2.000000e+00)
  %hlsl.rcp.i = fdiv reassoc nnan ninf nsz arcp afn <4 x float> splat (float 1.000000e+00), %add19.i
  %add20.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %add18.i, %hlsl.rcp.i
  %60 = load <3 x i32>, ptr %tid.addr.i, align 16
  %61 = extractelement <3 x i32> %60, i32 0
  store ptr @_ZL4Data, ptr %this.addr.i, align 4
  store i32 %61, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %62 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i, align 4
  %63 = load i32, ptr %Index.addr.i, align 4
  %64 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %62, i32 %63)
  store <4 x float> %add20.i, ptr %64, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.lerp.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.nclamp.v4f32(<4 x float>, <4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.normalize.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.rsqrt.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.saturate.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.frac.v4f32(<4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.floor.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x i32> @llvm.dx.sign.v4f32(<4 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <4 x float> @llvm.dx.step.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maxnum.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.minnum.v4f32(<4 x float>, <4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sin.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.cos.v4f32(<4 x float>) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp2.v4f32(<4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
