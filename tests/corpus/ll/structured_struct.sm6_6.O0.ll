; ModuleID = 'structured_struct.hlsl'
source_filename = "structured_struct.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"class.hlsl::RWStructuredBuffer" = type { target("dx.RawBuffer", %struct.Particle, 1, 0), target("dx.RawBuffer", %struct.Particle, 1, 0) }
%struct.Particle = type { <3 x float>, [4 x i8], float, i32, <2 x float> }

@_ZL9Particles = internal global %"class.hlsl::RWStructuredBuffer" poison, align 4
@.str = private unnamed_addr constant [10 x i8] c"Particles\00", align 1

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
  %counterOrderId.addr.i.i = alloca i32, align 4
  %tmp.i.i = alloca %"class.hlsl::RWStructuredBuffer", align 4
  %this.addr.i10 = alloca ptr, align 4
  %Index.addr.i11 = alloca i32, align 4
  %this.addr.i7 = alloca ptr, align 4
  %Index.addr.i8 = alloca i32, align 4
  %this.addr.i4 = alloca ptr, align 4
  %Index.addr.i5 = alloca i32, align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %v.i = alloca <2 x float>, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  store ptr @_ZL9Particles, ptr %result.ptr.i.i, align 4, !noalias !3
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !3
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !3
  store i32 0, ptr %counterOrderId.addr.i.i, align 4, !noalias !3
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.RawBuffer", %struct.Particle, 1, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !3
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !3
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !3
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !3
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !3
  %5 = call target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.RawBuffer", %struct.Particle, 1, 0) %5, ptr %tmp.i.i, align 4, !noalias !3
  %6 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %tmp.i.i, align 4, !noalias !3
  %__counter_handle.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %tmp.i.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Particle, 1, 0) %6, ptr %__counter_handle.i.i, align 4, !noalias !3
  store ptr @_ZL9Particles, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %7 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %7, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %8 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %9 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %8, align 4
  store target("dx.RawBuffer", %struct.Particle, 1, 0) %9, ptr %this1.i7.i, align 4
  %10 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !6, !align !7
  %__counter_handle.i8.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %10, i32 0, i32 1
  %11 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %__counter_handle.i8.i, align 4
  %__counter_handle3.i.i = getelementptr inbounds nuw %"class.hlsl::RWStructuredBuffer", ptr %this1.i7.i, i32 0, i32 1
  store target("dx.RawBuffer", %struct.Particle, 1, 0) %11, ptr %__counter_handle3.i.i, align 4
  %12 = call i32 @llvm.dx.thread.id(i32 0)
  %13 = insertelement <3 x i32> poison, i32 %12, i64 0
  %14 = call i32 @llvm.dx.thread.id(i32 1)
  %15 = insertelement <3 x i32> %13, i32 %14, i64 1
  %16 = call i32 @llvm.dx.thread.id(i32 2)
  %17 = insertelement <3 x i32> %15, i32 %16, i64 2
  store <3 x i32> %17, ptr %tid.addr.i, align 16
  %18 = load <3 x i32>, ptr %tid.addr.i, align 16
  %19 = extractelement <3 x i32> %18, i32 0
  store ptr @_ZL9Particles, ptr %this.addr.i10, align 4
  store i32 %19, ptr %Index.addr.i11, align 4
  %this1.i12 = load ptr, ptr %this.addr.i10, align 4
  %20 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %this1.i12, align 4
  %21 = load i32, ptr %Index.addr.i11, align 4
  %22 = call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %20, i32 %21)
  %velocity.i = getelementptr inbounds nuw %struct.Particle, ptr %22, i32 0, i32 4
  %23 = load <2 x float>, ptr %velocity.i, align 1
  store <2 x float> %23, ptr %v.i, align 8
  %24 = load <2 x float>, ptr %v.i, align 8
  %25 = load <3 x i32>, ptr %tid.addr.i, align 16
  %26 = extractelement <3 x i32> %25, i32 0
  store ptr @_ZL9Particles, ptr %this.addr.i7, align 4
  store i32 %26, ptr %Index.addr.i8, align 4
  %this1.i9 = load ptr, ptr %this.addr.i7, align 4
  %27 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %this1.i9, align 4
  %28 = load i32, ptr %Index.addr.i8, align 4
  %29 = call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %27, i32 %28)
  %30 = load <3 x float>, ptr %29, align 1
  %31 = shufflevector <3 x float> %30, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %add.i = fadd reassoc nnan ninf nsz arcp afn <2 x float> %31, %24
  %32 = extractelement <2 x float> %add.i, i32 0
  store float %32, ptr %29, align 4
  %33 = extractelement <2 x float> %add.i, i32 1
  %34 = getelementptr <3 x float>, ptr %29, i32 0, i32 1
  store float %33, ptr %34, align 4
  %35 = load <3 x i32>, ptr %tid.addr.i, align 16
  %36 = extractelement <3 x i32> %35, i32 0
  store ptr @_ZL9Particles, ptr %this.addr.i4, align 4
  store i32 %36, ptr %Index.addr.i5, align 4
  %this1.i6 = load ptr, ptr %this.addr.i4, align 4
  %37 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %this1.i6, align 4
  %38 = load i32, ptr %Index.addr.i5, align 4
  %39 = call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %37, i32 %38)
  %mass.i = getelementptr inbounds nuw %struct.Particle, ptr %39, i32 0, i32 2
  %40 = load float, ptr %mass.i, align 1
  %mul.i = fmul reassoc nnan ninf nsz arcp afn float %40, 0x3FEFAE1480000000
  %41 = load <3 x i32>, ptr %tid.addr.i, align 16
  %42 = extractelement <3 x i32> %41, i32 0
  store ptr @_ZL9Particles, ptr %this.addr.i1, align 4
  store i32 %42, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %43 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %this1.i3, align 4
  %44 = load i32, ptr %Index.addr.i2, align 4
  %45 = call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %43, i32 %44)
  %mass4.i = getelementptr inbounds nuw %struct.Particle, ptr %45, i32 0, i32 2
  store float %mul.i, ptr %mass4.i, align 1
  %46 = load <3 x i32>, ptr %tid.addr.i, align 16
  %47 = extractelement <3 x i32> %46, i32 0
  %48 = load <3 x i32>, ptr %tid.addr.i, align 16
  %49 = extractelement <3 x i32> %48, i32 0
  store ptr @_ZL9Particles, ptr %this.addr.i, align 4
  store i32 %49, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %50 = load target("dx.RawBuffer", %struct.Particle, 1, 0), ptr %this1.i, align 4
  %51 = load i32, ptr %Index.addr.i, align 4
  %52 = call noundef nonnull align 1 dereferenceable(32) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0) %50, i32 %51)
  %id.i = getelementptr inbounds nuw %struct.Particle, ptr %52, i32 0, i32 3
  store i32 %47, ptr %id.i, align 1
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Particles_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Particles_1_0t(target("dx.RawBuffer", %struct.Particle, 1, 0), i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"_ZN4hlsl18RWStructuredBufferI8ParticleE38__createFromBindingWithImplicitCounterEjjijPKcj: %agg.result"}
!5 = distinct !{!5, !"_ZN4hlsl18RWStructuredBufferI8ParticleE38__createFromBindingWithImplicitCounterEjjijPKcj"}
!6 = !{}
!7 = !{i64 4}
