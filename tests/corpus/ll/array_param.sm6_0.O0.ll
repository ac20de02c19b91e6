; ModuleID = 'array_param.hlsl'
source_filename = "array_param.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@_ZL4Bufs = internal global [4 x %"class.hlsl::RWBuffer"] poison, align 4
@Grid.str = private unnamed_addr constant [5 x i8] c"Grid\00", align 1

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden noundef nofpclass(nan inf) float @_Z7sum_allA4_N4hlsl8RWBufferIfEEj(ptr noundef byval([4 x %"class.hlsl::RWBuffer"]) align 4 %bs, i32 noundef %i) #0 {
entry:
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %i.addr = alloca i32, align 4
  %s = alloca float, align 4
  %k = alloca i32, align 4
  store i32 %i, ptr %i.addr, align 4
  store float 0.000000e+00, ptr %s, align 4
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %k, align 4
  %cmp = icmp slt i32 %0, 4
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %1 = load i32, ptr %k, align 4
  %arrayidx = getelementptr inbounds [4 x %"class.hlsl::RWBuffer"], ptr %bs, i32 0, i32 %1
  %2 = load i32, ptr %i.addr, align 4
  store ptr %arrayidx, ptr %this.addr.i, align 4
  store i32 %2, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %3 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %4 = load i32, ptr %Index.addr.i, align 4
  %5 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %4)
  %6 = load float, ptr %5, align 4
  %7 = load float, ptr %s, align 4
  %add = fadd reassoc nnan ninf nsz arcp afn float %7, %6
  store float %add, ptr %s, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %8 = load i32, ptr %k, align 4
  %inc = add nsw i32 %8, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond, !llvm.loop !3

for.end:                                          ; preds = %for.cond
  %9 = load float, ptr %s, align 4
  ret float %9
}

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define hidden void @_Z9write_rowA2_N4hlsl8RWBufferIfEEjf(ptr noundef byval([2 x %"class.hlsl::RWBuffer"]) align 4 %row, i32 noundef %i, float noundef nofpclass(nan inf) %v) #0 {
entry:
  %this.addr.i3 = alloca ptr, align 4
  %Index.addr.i4 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %i.addr = alloca i32, align 4
  %v.addr = alloca float, align 4
  store i32 %i, ptr %i.addr, align 4
  store float %v, ptr %v.addr, align 4
  %0 = load float, ptr %v.addr, align 4
  %arrayidx = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %row, i32 0, i32 0
  %1 = load i32, ptr %i.addr, align 4
  store ptr %arrayidx, ptr %this.addr.i3, align 4
  store i32 %1, ptr %Index.addr.i4, align 4
  %this1.i5 = load ptr, ptr %this.addr.i3, align 4
  %2 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i5, align 4
  %3 = load i32, ptr %Index.addr.i4, align 4
  %4 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 %3)
  store float %0, ptr %4, align 4
  %5 = load float, ptr %v.addr, align 4
  %mul = fmul reassoc nnan ninf nsz arcp afn float %5, 2.000000e+00
  %arrayidx1 = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %row, i32 0, i32 1
  %6 = load i32, ptr %i.addr, align 4
  store ptr %arrayidx1, ptr %this.addr.i, align 4
  store i32 %6, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %7 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %8 = load i32, ptr %Index.addr.i, align 4
  %9 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %7, i32 %8)
  store float %mul, ptr %9, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
entry:
  %this.addr.i23 = alloca ptr, align 4
  %other.addr.i24 = alloca ptr, align 4
  %this.addr.i20 = alloca ptr, align 4
  %other.addr.i21 = alloca ptr, align 4
  %this.addr.i18 = alloca ptr, align 4
  %this.addr.i16 = alloca ptr, align 4
  %this.addr.i13 = alloca ptr, align 4
  %other.addr.i14 = alloca ptr, align 4
  %this.addr.i11 = alloca ptr, align 4
  %other.addr.i = alloca ptr, align 4
  %this.addr.i9 = alloca ptr, align 4
  %this.addr.i = alloca ptr, align 4
  %result.ptr.i2 = alloca ptr, align 4
  %registerNo.addr.i3 = alloca i32, align 4
  %spaceNo.addr.i4 = alloca i32, align 4
  %range.addr.i5 = alloca i32, align 4
  %index.addr.i6 = alloca i32, align 4
  %name.addr.i7 = alloca ptr, align 4
  %tmp.i8 = alloca %"class.hlsl::RWBuffer", align 4
  %result.ptr.i = alloca ptr, align 4
  %registerNo.addr.i = alloca i32, align 4
  %spaceNo.addr.i = alloca i32, align 4
  %range.addr.i = alloca i32, align 4
  %index.addr.i = alloca i32, align 4
  %name.addr.i = alloca ptr, align 4
  %tmp.i1 = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i3.i.i = alloca ptr, align 4
  %Index.addr.i4.i.i = alloca i32, align 4
  %this.addr.i.i.i = alloca ptr, align 4
  %Index.addr.i.i.i = alloca i32, align 4
  %i.addr.i4.i = alloca i32, align 4
  %v.addr.i.i = alloca float, align 4
  %agg.tmp13.i = alloca [2 x %"class.hlsl::RWBuffer"], align 8
  %this.addr.i.i = alloca ptr, align 4
  %Index.addr.i.i = alloca i32, align 4
  %i.addr.i.i = alloca i32, align 4
  %s.i.i = alloca float, align 4
  %k.i.i = alloca i32, align 4
  %agg.tmp2.i = alloca [4 x %"class.hlsl::RWBuffer"], align 8
  %tid.addr.i = alloca <3 x i32>, align 16
  %s.i = alloca float, align 4
  %agg.tmp.i = alloca [4 x %"class.hlsl::RWBuffer"], align 4
  %agg.tmp1.i = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %tmp.i = alloca [2 x %"class.hlsl::RWBuffer"], align 4
  %0 = call i32 @llvm.dx.thread.id(i32 0)
  %1 = insertelement <3 x i32> poison, i32 %0, i64 0
  %2 = call i32 @llvm.dx.thread.id(i32 1)
  %3 = insertelement <3 x i32> %1, i32 %2, i64 1
  %4 = call i32 @llvm.dx.thread.id(i32 2)
  %5 = insertelement <3 x i32> %3, i32 %4, i64 2
  store <3 x i32> %5, ptr %tid.addr.i, align 16
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %agg.tmp.i, ptr align 4 @_ZL4Bufs, i32 16, i1 false)
  %6 = load <3 x i32>, ptr %tid.addr.i, align 16
  %7 = extractelement <3 x i32> %6, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %agg.tmp2.i, ptr align 4 %agg.tmp.i, i64 16, i1 false)
  store i32 %7, ptr %i.addr.i.i, align 4
  store float 0.000000e+00, ptr %s.i.i, align 4
  store i32 0, ptr %k.i.i, align 4
  br label %for.cond.i.i

for.cond.i.i:                                     ; preds = %for.body.i.i, %entry
  %8 = load i32, ptr %k.i.i, align 4
  %cmp.i.i = icmp slt i32 %8, 4
  br i1 %cmp.i.i, label %for.body.i.i, label %_Z4mainDv3_j.exit

for.body.i.i:                                     ; preds = %for.cond.i.i
  %9 = load i32, ptr %k.i.i, align 4
  %arrayidx.i.i = getelementptr inbounds [4 x %"class.hlsl::RWBuffer"], ptr %agg.tmp2.i, i32 0, i32 %9
  %10 = load i32, ptr %i.addr.i.i, align 4
  store ptr %arrayidx.i.i, ptr %this.addr.i.i, align 4
  store i32 %10, ptr %Index.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  %11 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i.i, align 4
  %12 = load i32, ptr %Index.addr.i.i, align 4
  %13 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %11, i32 %12)
  %14 = load float, ptr %13, align 4
  %15 = load float, ptr %s.i.i, align 4
  %add.i.i = fadd reassoc nnan ninf nsz arcp afn float %15, %14
  store float %add.i.i, ptr %s.i.i, align 4
  %16 = load i32, ptr %k.i.i, align 4
  %inc.i.i = add nsw i32 %16, 1
  store i32 %inc.i.i, ptr %k.i.i, align 4
  br label %for.cond.i.i, !llvm.loop !3

_Z4mainDv3_j.exit:                                ; preds = %for.cond.i.i
  %17 = load float, ptr %s.i.i, align 4
  store float %17, ptr %s.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  store ptr %tmp.i, ptr %result.ptr.i2, align 4, !noalias !5
  store i32 4, ptr %registerNo.addr.i3, align 4, !noalias !5
  store i32 0, ptr %spaceNo.addr.i4, align 4, !noalias !5
  store i32 6, ptr %range.addr.i5, align 4, !noalias !5
  store i32 4, ptr %index.addr.i6, align 4, !noalias !5
  store ptr @Grid.str, ptr %name.addr.i7, align 4, !noalias !5
  store ptr %tmp.i8, ptr %this.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  store ptr %this1.i, ptr %this.addr.i18, align 4
  %this1.i19 = load ptr, ptr %this.addr.i18, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i19, align 4
  %18 = load i32, ptr %registerNo.addr.i3, align 4, !noalias !5
  %19 = load i32, ptr %spaceNo.addr.i4, align 4, !noalias !5
  %20 = load i32, ptr %range.addr.i5, align 4, !noalias !5
  %21 = load i32, ptr %index.addr.i6, align 4, !noalias !5
  %22 = load ptr, ptr %name.addr.i7, align 4, !noalias !5
  %23 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %19, i32 %18, i32 %20, i32 %21, ptr %22)
  store target("dx.TypedBuffer", float, 1, 0, 0) %23, ptr %tmp.i8, align 4, !noalias !5
  store ptr %tmp.i, ptr %this.addr.i11, align 4
  store ptr %tmp.i8, ptr %other.addr.i, align 4
  %this1.i12 = load ptr, ptr %this.addr.i11, align 4
  %24 = load ptr, ptr %other.addr.i, align 4
  store ptr %this1.i12, ptr %this.addr.i23, align 4
  store ptr %24, ptr %other.addr.i24, align 4
  %this1.i25 = load ptr, ptr %this.addr.i23, align 4
  %25 = load ptr, ptr %other.addr.i24, align 4, !nonnull !8, !align !9
  %26 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %25, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %26, ptr %this1.i25, align 4
  %27 = getelementptr [2 x %"class.hlsl::RWBuffer"], ptr %tmp.i, i32 0, i32 1
  call void @llvm.experimental.noalias.scope.decl(metadata !10)
  store ptr %27, ptr %result.ptr.i, align 4, !noalias !10
  store i32 4, ptr %registerNo.addr.i, align 4, !noalias !10
  store i32 0, ptr %spaceNo.addr.i, align 4, !noalias !10
  store i32 6, ptr %range.addr.i, align 4, !noalias !10
  store i32 5, ptr %index.addr.i, align 4, !noalias !10
  store ptr @Grid.str, ptr %name.addr.i, align 4, !noalias !10
  store ptr %tmp.i1, ptr %this.addr.i9, align 4
  %this1.i10 = load ptr, ptr %this.addr.i9, align 4
  store ptr %this1.i10, ptr %this.addr.i16, align 4
  %this1.i17 = load ptr, ptr %this.addr.i16, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i17, align 4
  %28 = load i32, ptr %registerNo.addr.i, align 4, !noalias !10
  %29 = load i32, ptr %spaceNo.addr.i, align 4, !noalias !10
  %30 = load i32, ptr %range.addr.i, align 4, !noalias !10
  %31 = load i32, ptr %index.addr.i, align 4, !noalias !10
  %32 = load ptr, ptr %name.addr.i, align 4, !noalias !10
  %33 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %29, i32 %28, i32 %30, i32 %31, ptr %32)
  store target("dx.TypedBuffer", float, 1, 0, 0) %33, ptr %tmp.i1, align 4, !noalias !10
  store ptr %27, ptr %this.addr.i13, align 4
  store ptr %tmp.i1, ptr %other.addr.i14, align 4
  %this1.i15 = load ptr, ptr %this.addr.i13, align 4
  %34 = load ptr, ptr %other.addr.i14, align 4
  store ptr %this1.i15, ptr %this.addr.i20, align 4
  store ptr %34, ptr %other.addr.i21, align 4
  %this1.i22 = load ptr, ptr %this.addr.i20, align 4
  %35 = load ptr, ptr %other.addr.i21, align 4, !nonnull !8, !align !9
  %36 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %35, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %36, ptr %this1.i22, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %agg.tmp1.i, ptr align 4 %tmp.i, i32 8, i1 false)
  %37 = load <3 x i32>, ptr %tid.addr.i, align 16
  %38 = extractelement <3 x i32> %37, i32 0
  %39 = load float, ptr %s.i, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %agg.tmp13.i, ptr align 4 %agg.tmp1.i, i64 8, i1 false)
  store i32 %38, ptr %i.addr.i4.i, align 4
  store float %39, ptr %v.addr.i.i, align 4
  %40 = load float, ptr %v.addr.i.i, align 4
  %41 = load i32, ptr %i.addr.i4.i, align 4
  store ptr %agg.tmp13.i, ptr %this.addr.i3.i.i, align 4
  store i32 %41, ptr %Index.addr.i4.i.i, align 4
  %this1.i5.i.i = load ptr, ptr %this.addr.i3.i.i, align 4
  %42 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i5.i.i, align 4
  %43 = load i32, ptr %Index.addr.i4.i.i, align 4
  %44 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %42, i32 %43)
  store float %40, ptr %44, align 4
  %45 = load float, ptr %v.addr.i.i, align 4
  %mul.i.i = fmul reassoc nnan ninf nsz arcp afn float %45, 2.000000e+00
  %arrayidx1.i.i = getelementptr inbounds [2 x %"class.hlsl::RWBuffer"], ptr %agg.tmp13.i, i32 0, i32 1
  %46 = load i32, ptr %i.addr.i4.i, align 4
  store ptr %arrayidx1.i.i, ptr %this.addr.i.i.i, align 4
  store i32 %46, ptr %Index.addr.i.i.i, align 4
  %this1.i.i.i = load ptr, ptr %this.addr.i.i.i, align 4
  %47 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i.i.i, align 4
  %48 = load i32, ptr %Index.addr.i.i.i, align 4
  %49 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %47, i32 %48)
  store float %mul.i.i, ptr %49, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="16,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!7 = distinct !{!7, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!8 = !{}
!9 = !{i64 4}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!12 = distinct !{!12, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
