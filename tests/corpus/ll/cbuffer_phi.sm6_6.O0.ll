; ModuleID = 'cbuffer_phi.hlsl'
source_filename = "cbuffer_phi.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Params = type <{ [8 x <4 x float>], <4 x float>, <4 x float>, i32, target("dx.Padding", 12), <{ [3 x <{ float, target("dx.Padding", 12) }>], float }> }>
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }
%"class.hlsl::RWBuffer.0" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@Params.cb = global target("dx.CBuffer", %__cblayout_Params) poison
@colors = external hidden addrspace(2) global [8 x <4 x float>], align 16
@fallback = external hidden addrspace(2) global <4 x float>, align 16
@other = external hidden addrspace(2) global <4 x float>, align 16
@count = external hidden addrspace(2) global i32, align 4
@scales = external hidden addrspace(2) global <{ [3 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@Params.str = private unnamed_addr constant [7 x i8] c"Params\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@_ZL4Sums = internal global %"class.hlsl::RWBuffer.0" poison, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"Sums\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
entry:
  %this.addr.i22.i = alloca ptr, align 4
  %other.addr.i23.i = alloca ptr, align 4
  %this.addr.i20.i = alloca ptr, align 4
  %this.addr.i17.i = alloca ptr, align 4
  %other.addr.i18.i = alloca ptr, align 4
  %this.addr.i15.i = alloca ptr, align 4
  %this.addr.i12.i = alloca ptr, align 4
  %other.addr.i13.i = alloca ptr, align 4
  %this.addr.i10.i = alloca ptr, align 4
  %this.addr.i8.i = alloca ptr, align 4
  %other.addr.i.i = alloca ptr, align 4
  %this.addr.i.i = alloca ptr, align 4
  %result.ptr.i1.i = alloca ptr, align 4
  %registerNo.addr.i2.i = alloca i32, align 4
  %spaceNo.addr.i3.i = alloca i32, align 4
  %range.addr.i4.i = alloca i32, align 4
  %index.addr.i5.i = alloca i32, align 4
  %name.addr.i6.i = alloca ptr, align 4
  %tmp.i7.i = alloca %"class.hlsl::RWBuffer.0", align 4
  %result.ptr.i.i = alloca ptr, align 4
  %registerNo.addr.i.i = alloca i32, align 4
  %spaceNo.addr.i.i = alloca i32, align 4
  %range.addr.i.i = alloca i32, align 4
  %index.addr.i.i = alloca i32, align 4
  %name.addr.i.i = alloca ptr, align 4
  %tmp.i.i = alloca %"class.hlsl::RWBuffer", align 4
  %this.addr.i1 = alloca ptr, align 4
  %Index.addr.i2 = alloca i32, align 4
  %this.addr.i = alloca ptr, align 4
  %Index.addr.i = alloca i32, align 4
  %tid.addr.i = alloca <3 x i32>, align 16
  %c.i = alloca <4 x float>, align 16
  %s.i = alloca float, align 4
  %i.i = alloca i32, align 4
  %Params.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Paramsst(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  store target("dx.CBuffer", %__cblayout_Params) %Params.cb_h.i.i, ptr @Params.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i10.i, align 4
  %this1.i11.i = load ptr, ptr %this.addr.i10.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i11.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL3Out, ptr %this.addr.i8.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i9.i = load ptr, ptr %this.addr.i8.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i9.i, ptr %this.addr.i12.i, align 4
  store ptr %6, ptr %other.addr.i13.i, align 4
  %this1.i14.i = load ptr, ptr %this.addr.i12.i, align 4
  %7 = load ptr, ptr %other.addr.i13.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %8, ptr %this1.i14.i, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !9)
  store ptr @_ZL4Sums, ptr %result.ptr.i1.i, align 4, !noalias !9
  store i32 1, ptr %registerNo.addr.i2.i, align 4, !noalias !9
  store i32 0, ptr %spaceNo.addr.i3.i, align 4, !noalias !9
  store i32 1, ptr %range.addr.i4.i, align 4, !noalias !9
  store i32 0, ptr %index.addr.i5.i, align 4, !noalias !9
  store ptr @.str.2, ptr %name.addr.i6.i, align 4, !noalias !9
  store ptr %tmp.i7.i, ptr %this.addr.i15.i, align 4
  %this1.i16.i = load ptr, ptr %this.addr.i15.i, align 4
  store ptr %this1.i16.i, ptr %this.addr.i20.i, align 4
  %this1.i21.i = load ptr, ptr %this.addr.i20.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i21.i, align 4
  %9 = load i32, ptr %registerNo.addr.i2.i, align 4, !noalias !9
  %10 = load i32, ptr %spaceNo.addr.i3.i, align 4, !noalias !9
  %11 = load i32, ptr %range.addr.i4.i, align 4, !noalias !9
  %12 = load i32, ptr %index.addr.i5.i, align 4, !noalias !9
  %13 = load ptr, ptr %name.addr.i6.i, align 4, !noalias !9
  %14 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %10, i32 %9, i32 %11, i32 %12, ptr %13)
  store target("dx.TypedBuffer", float, 1, 0, 0) %14, ptr %tmp.i7.i, align 4, !noalias !9
  store ptr @_ZL4Sums, ptr %this.addr.i17.i, align 4
  store ptr %tmp.i7.i, ptr %other.addr.i18.i, align 4
  %this1.i19.i = load ptr, ptr %this.addr.i17.i, align 4
  %15 = load ptr, ptr %other.addr.i18.i, align 4
  store ptr %this1.i19.i, ptr %this.addr.i22.i, align 4
  store ptr %15, ptr %other.addr.i23.i, align 4
  %this1.i24.i = load ptr, ptr %this.addr.i22.i, align 4
  %16 = load ptr, ptr %other.addr.i23.i, align 4, !nonnull !7, !align !8
  %17 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %16, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %17, ptr %this1.i24.i, align 4
  %18 = call i32 @llvm.dx.thread.id(i32 0)
  %19 = insertelement <3 x i32> poison, i32 %18, i64 0
  %20 = call i32 @llvm.dx.thread.id(i32 1)
  %21 = insertelement <3 x i32> %19, i32 %20, i64 1
  %22 = call i32 @llvm.dx.thread.id(i32 2)
  %23 = insertelement <3 x i32> %21, i32 %22, i64 2
  store <3 x i32> %23, ptr %tid.addr.i, align 16
  %24 = load <3 x i32>, ptr %tid.addr.i, align 16
  %25 = extractelement <3 x i32> %24, i32 0
  %and.i = and i32 %25, 3
  switch i32 %and.i, label %sw.default.i [
    i32 0, label %sw.bb.i
    i32 1, label %sw.bb2.i
    i32 2, label %sw.bb3.i
  ]

sw.bb.i:                                          ; preds = %entry
  %26 = load <3 x i32>, ptr %tid.addr.i, align 16
  %27 = extractelement <3 x i32> %26, i32 1
  %and1.i = and i32 %27, 7
  %arrayidx.i = getelementptr inbounds nuw [8 x <4 x float>], ptr addrspace(2) @colors, i32 0, i32 %and1.i
  %28 = load <4 x float>, ptr addrspace(2) %arrayidx.i, align 16
  store <4 x float> %28, ptr %c.i, align 16
  br label %sw.epilog.i

sw.bb2.i:                                         ; preds = %entry
  %29 = load <4 x float>, ptr addrspace(2) @fallback, align 16
  store <4 x float> %29, ptr %c.i, align 16
  br label %sw.epilog.i

sw.bb3.i:                                         ; preds = %entry
  %30 = load <4 x float>, ptr addrspace(2) @other, align 16
  store <4 x float> %30, ptr %c.i, align 16
  br label %sw.epilog.i

sw.default.i:                                     ; preds = %entry
  %31 = load <4 x float>, ptr addrspace(2) getelementptr inbounds ([8 x <4 x float>], ptr addrspace(2) @colors, i32 0, i32 2), align 16
  store <4 x float> %31, ptr %c.i, align 16
  br label %sw.epilog.i

sw.epilog.i:                                      ; preds = %sw.default.i, %sw.bb3.i, %sw.bb2.i, %sw.bb.i
  %32 = load <4 x float>, ptr %c.i, align 16
  %33 = load <3 x i32>, ptr %tid.addr.i, align 16
  %34 = extractelement <3 x i32> %33, i32 0
  store ptr @_ZL3Out, ptr %this.addr.i, align 4
  store i32 %34, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %35 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i, align 4
  %36 = load i32, ptr %Index.addr.i, align 4
  %37 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %35, i32 %36)
  store <4 x float> %32, ptr %37, align 16
  store float 0.000000e+00, ptr %s.i, align 4
  store i32 0, ptr %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %cond.end.i, %sw.epilog.i
  %38 = load i32, ptr %i.i, align 4
  %39 = load i32, ptr addrspace(2) @count, align 4
  %cmp.i = icmp ult i32 %38, %39
  br i1 %cmp.i, label %for.body.i, label %_Z4mainDv3_j.exit

for.body.i:                                       ; preds = %for.cond.i
  %40 = load i32, ptr %i.i, align 4
  %and4.i = and i32 %40, 1
  %tobool.i = icmp ne i32 %and4.i, 0
  br i1 %tobool.i, label %cond.true.i, label %cond.false.i

cond.true.i:                                      ; preds = %for.body.i
  %41 = load i32, ptr %i.i, align 4
  %and5.i = and i32 %41, 3
  %cbufferidx.i = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @scales, i32 %and5.i, i32 0
  %42 = load float, ptr addrspace(2) %cbufferidx.i, align 16
  br label %cond.end.i

cond.false.i:                                     ; preds = %for.body.i
  %43 = load float, ptr addrspace(2) @scales, align 16
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.false.i, %cond.true.i
  %cond.i = phi reassoc nnan ninf nsz arcp afn float [ %42, %cond.true.i ], [ %43, %cond.false.i ]
  %44 = load float, ptr %s.i, align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %44, %cond.i
  store float %add.i, ptr %s.i, align 4
  %45 = load i32, ptr %i.i, align 4
  %inc.i = add i32 %45, 1
  store i32 %inc.i, ptr %i.i, align 4
  br label %for.cond.i, !llvm.loop !12

_Z4mainDv3_j.exit:                                ; preds = %for.cond.i
  %46 = load float, ptr %s.i, align 4
  %47 = load <3 x i32>, ptr %tid.addr.i, align 16
  %48 = extractelement <3 x i32> %47, i32 0
  store ptr @_ZL4Sums, ptr %this.addr.i1, align 4
  store i32 %48, ptr %Index.addr.i2, align 4
  %this1.i3 = load ptr, ptr %this.addr.i1, align 4
  %49 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i3, align 4
  %50 = load i32, ptr %Index.addr.i2, align 4
  %51 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %49, i32 %50)
  store float %46, ptr %51, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent noinline norecurse optnone "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!hlsl.cbs = !{!0}
!llvm.module.flags = !{!1}
!dx.valver = !{!2}
!llvm.ident = !{!3}

!0 = !{ptr @Params.cb, ptr addrspace(2) @colors, ptr addrspace(2) @fallback, ptr addrspace(2) @other, ptr addrspace(2) @count, ptr addrspace(2) @scales}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!11 = distinct !{!11, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
