; ModuleID = 'pixel_shader.hlsl'
source_filename = "pixel_shader.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

%"class.hlsl::Buffer" = type { target("dx.TypedBuffer", <4 x float>, 0, 0, 0) }

@_ZL7Palette = internal global %"class.hlsl::Buffer" poison, align 4
@.str = private unnamed_addr constant [8 x i8] c"Palette\00", align 1

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
  %tmp.i.i = alloca %"class.hlsl::Buffer", align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %pos.addr.i = alloca <4 x float>, align 16
  %color.addr.i = alloca <4 x float>, align 16
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL7Palette, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  store ptr @_ZL7Palette, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %8 = load target("dx.TypedBuffer", <4 x float>, 0, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %8, ptr %this1.i7.i, align 4
  %SV_Position0 = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %COLOR0 = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  store <4 x float> %SV_Position0, ptr %pos.addr.i, align 16
  store <4 x float> %COLOR0, ptr %color.addr.i, align 16
  %9 = load <4 x float>, ptr %color.addr.i, align 16
  %10 = load <4 x float>, ptr %pos.addr.i, align 16
  %11 = extractelement <4 x float> %10, i32 0
  %conv.i = fptoui float %11 to i32
  %rem.i = urem i32 %conv.i, 16
  store ptr @_ZL7Palette, ptr %this.addr.i, align 4
  store i32 %rem.i, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %12 = load target("dx.TypedBuffer", <4 x float>, 0, 0, 0), ptr %this1.i, align 4
  %13 = load i32, ptr %Index.addr.i, align 4
  %14 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %12, i32 %13)
  %15 = load <4 x float>, ptr %14, align 16
  %mul.i = fmul reassoc nnan ninf nsz arcp afn <4 x float> %9, %15
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %mul.i)
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #2

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
!4 = distinct !{!4, !5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl6BufferIDv4_fE19__createFromBindingEjjijPKc"}
!6 = !{}
!7 = !{i64 4}
