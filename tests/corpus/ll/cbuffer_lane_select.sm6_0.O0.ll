; ModuleID = 'cbuffer_lane_select.hlsl'
source_filename = "cbuffer_lane_select.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%__cblayout_CB = type <{ i32, float, float, target("dx.Padding", 4), [4 x <4 x float>] }>
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@cond = external hidden addrspace(2) global i32, align 4
@a = external hidden addrspace(2) global float, align 4
@b = external hidden addrspace(2) global float, align 4
@arr = external hidden addrspace(2) global [4 x <4 x float>], align 16
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@_ZL1O = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [2 x i8] c"O\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr) #0

; Function Attrs: convergent noinline norecurse optnone
define void @main() #1 {
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
  %id.addr.i = alloca <3 x i32>, align 16
  %v.i = alloca float, align 4
  %w.i = alloca float, align 4
  %i.i = alloca i32, align 4
  %CB.cb_h.i.i = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %CB.cb_h.i.i, ptr @CB.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL1O, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", float, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL1O, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", float, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %id.addr.i, align 16
  %15 = load i32, ptr addrspace(2) @cond, align 4
  %16 = load <3 x i32>, ptr %id.addr.i, align 16
  %17 = extractelement <3 x i32> %16, i32 0
  %cmp.i = icmp ugt i32 %15, %17
  br i1 %cmp.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %entry
  %18 = load float, ptr addrspace(2) @a, align 4
  store float %18, ptr %v.i, align 4
  br label %if.end.i

if.else.i:                                        ; preds = %entry
  %19 = load float, ptr addrspace(2) @b, align 4
  store float %19, ptr %v.i, align 4
  br label %if.end.i

if.end.i:                                         ; preds = %if.else.i, %if.then.i
  store float 0.000000e+00, ptr %w.i, align 4
  store i32 0, ptr %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %cond.end.i, %if.end.i
  %20 = load i32, ptr %i.i, align 4
  %21 = load i32, ptr addrspace(2) @cond, align 4
  %cmp1.i = icmp ult i32 %20, %21
  br i1 %cmp1.i, label %for.body.i, label %_Z4mainDv3_j.exit

for.body.i:                                       ; preds = %for.cond.i
  %22 = load i32, ptr %i.i, align 4
  %and.i = and i32 %22, 1
  %tobool.i = icmp ne i32 %and.i, 0
  br i1 %tobool.i, label %cond.true.i, label %cond.false.i

cond.true.i:                                      ; preds = %for.body.i
  %23 = load i32, ptr %i.i, align 4
  %arrayidx.i = getelementptr inbounds nuw [4 x <4 x float>], ptr addrspace(2) @arr, i32 0, i32 %23
  %24 = load <4 x float>, ptr addrspace(2) %arrayidx.i, align 16
  %25 = extractelement <4 x float> %24, i32 0
  br label %cond.end.i

cond.false.i:                                     ; preds = %for.body.i
  %26 = load i32, ptr %i.i, align 4
  %arrayidx2.i = getelementptr inbounds nuw [4 x <4 x float>], ptr addrspace(2) @arr, i32 0, i32 %26
  %27 = load <4 x float>, ptr addrspace(2) %arrayidx2.i, align 16
  %28 = extractelement <4 x float> %27, i32 1
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.false.i, %cond.true.i
  %cond.i = phi reassoc nnan ninf nsz arcp afn float [ %25, %cond.true.i ], [ %28, %cond.false.i ]
  %29 = load float, ptr %w.i, align 4
  %add.i = fadd reassoc nnan ninf nsz arcp afn float %29, %cond.i
  store float %add.i, ptr %w.i, align 4
  %30 = load i32, ptr %i.i, align 4
  %inc.i = add i32 %30, 1
  store i32 %inc.i, ptr %i.i, align 4
  br label %for.cond.i, !llvm.loop !9

_Z4mainDv3_j.exit:                                ; preds = %for.cond.i
  %31 = load float, ptr %v.i, align 4
  %32 = load float, ptr %w.i, align 4
  %add3.i = fadd reassoc nnan ninf nsz arcp afn float %31, %32
  %33 = load <3 x i32>, ptr %id.addr.i, align 16
  %34 = extractelement <3 x i32> %33, i32 0
  store ptr @_ZL1O, ptr %this.addr.i, align 4
  store i32 %34, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %35 = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %this1.i, align 4
  %36 = load i32, ptr %Index.addr.i, align 4
  %37 = call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %35, i32 %36)
  store float %add3.i, ptr %37, align 4
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #0

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

!0 = !{ptr @CB.cb, ptr addrspace(2) @cond, ptr addrspace(2) @a, ptr addrspace(2) @b, ptr addrspace(2) @arr}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIfE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
