; ModuleID = 'cbuffer_select.hlsl'
source_filename = "cbuffer_select.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_Lights = type <{ i32, target("dx.Padding", 12), <4 x float>, <4 x float>, [4 x <4 x float>] }>
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", <4 x float>, 1, 0, 0) }

@Lights.cb = global target("dx.CBuffer", %__cblayout_Lights) poison
@count = external hidden addrspace(2) global i32, align 4
@colorA = external hidden addrspace(2) global <4 x float>, align 16
@colorB = external hidden addrspace(2) global <4 x float>, align 16
@cols = external hidden addrspace(2) global [4 x <4 x float>], align 16
@Lights.str = private unnamed_addr constant [7 x i8] c"Lights\00", align 1
@_ZL3Out = internal global %"class.hlsl::RWBuffer" poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32, i32, i32, i32, ptr) #0

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
  %c.i = alloca <4 x float>, align 16
  %i.i = alloca i32, align 4
  %Lights.cb_h.i.i = call target("dx.CBuffer", %__cblayout_Lights) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Lightsst(i32 0, i32 0, i32 1, i32 0, ptr @Lights.str)
  store target("dx.CBuffer", %__cblayout_Lights) %Lights.cb_h.i.i, ptr @Lights.cb, align 4
  call void @llvm.experimental.noalias.scope.decl(metadata !4)
  store ptr @_ZL3Out, ptr %result.ptr.i.i, align 4, !noalias !4
  store i32 0, ptr %registerNo.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  store i32 1, ptr %range.addr.i.i, align 4, !noalias !4
  store i32 0, ptr %index.addr.i.i, align 4, !noalias !4
  store ptr @.str, ptr %name.addr.i.i, align 4, !noalias !4
  store ptr %tmp.i.i, ptr %this.addr.i.i, align 4
  %this1.i.i = load ptr, ptr %this.addr.i.i, align 4
  store ptr %this1.i.i, ptr %this.addr.i3.i, align 4
  %this1.i4.i = load ptr, ptr %this.addr.i3.i, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) poison, ptr %this1.i4.i, align 4
  %0 = load i32, ptr %registerNo.addr.i.i, align 4, !noalias !4
  %1 = load i32, ptr %spaceNo.addr.i.i, align 4, !noalias !4
  %2 = load i32, ptr %range.addr.i.i, align 4, !noalias !4
  %3 = load i32, ptr %index.addr.i.i, align 4, !noalias !4
  %4 = load ptr, ptr %name.addr.i.i, align 4, !noalias !4
  %5 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 %1, i32 %0, i32 %2, i32 %3, ptr %4)
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %5, ptr %tmp.i.i, align 4, !noalias !4
  store ptr @_ZL3Out, ptr %this.addr.i1.i, align 4
  store ptr %tmp.i.i, ptr %other.addr.i.i, align 4
  %this1.i2.i = load ptr, ptr %this.addr.i1.i, align 4
  %6 = load ptr, ptr %other.addr.i.i, align 4
  store ptr %this1.i2.i, ptr %this.addr.i5.i, align 4
  store ptr %6, ptr %other.addr.i6.i, align 4
  %this1.i7.i = load ptr, ptr %this.addr.i5.i, align 4
  %7 = load ptr, ptr %other.addr.i6.i, align 4, !nonnull !7, !align !8
  %8 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %7, align 4
  store target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %8, ptr %this1.i7.i, align 4
  %9 = call i32 @llvm.dx.thread.id(i32 0)
  %10 = insertelement <3 x i32> poison, i32 %9, i64 0
  %11 = call i32 @llvm.dx.thread.id(i32 1)
  %12 = insertelement <3 x i32> %10, i32 %11, i64 1
  %13 = call i32 @llvm.dx.thread.id(i32 2)
  %14 = insertelement <3 x i32> %12, i32 %13, i64 2
  store <3 x i32> %14, ptr %id.addr.i, align 16
  %15 = load <3 x i32>, ptr %id.addr.i, align 16
  %16 = extractelement <3 x i32> %15, i32 0
  %and.i = and i32 %16, 1
  %tobool.i = icmp ne i32 %and.i, 0
  br i1 %tobool.i, label %if.then.i, label %if.else.i

if.then.i:                                        ; preds = %entry
  %17 = load <4 x float>, ptr addrspace(2) @colorA, align 16
  store <4 x float> %17, ptr %c.i, align 16
  br label %if.end.i

if.else.i:                                        ; preds = %entry
  %18 = load <4 x float>, ptr addrspace(2) @colorB, align 16
  store <4 x float> %18, ptr %c.i, align 16
  br label %if.end.i

if.end.i:                                         ; preds = %if.else.i, %if.then.i
  store i32 0, ptr %i.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %if.end5.i, %if.end.i
  %19 = load i32, ptr %i.i, align 4
  %20 = load i32, ptr addrspace(2) @count, align 4
  %cmp.i = icmp ult i32 %19, %20
  br i1 %cmp.i, label %for.body.i, label %_Z4mainDv3_j.exit

for.body.i:                                       ; preds = %for.cond.i
  %21 = load i32, ptr %i.i, align 4
  %22 = load <3 x i32>, ptr %id.addr.i, align 16
  %23 = extractelement <3 x i32> %22, i32 1
  %cmp1.i = icmp eq i32 %21, %23
  br i1 %cmp1.i, label %if.then2.i, label %if.else3.i

if.then2.i:                                       ; preds = %for.body.i
  %24 = load i32, ptr %i.i, align 4
  %arrayidx.i = getelementptr inbounds nuw [4 x <4 x float>], ptr addrspace(2) @cols, i32 0, i32 %24
  %25 = load <4 x float>, ptr addrspace(2) %arrayidx.i, align 16
  %26 = load <4 x float>, ptr %c.i, align 16
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %26, %25
  store <4 x float> %add.i, ptr %c.i, align 16
  br label %if.end5.i

if.else3.i:                                       ; preds = %for.body.i
  %27 = load <4 x float>, ptr addrspace(2) @colorA, align 16
  %28 = load <4 x float>, ptr %c.i, align 16
  %add4.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %28, %27
  store <4 x float> %add4.i, ptr %c.i, align 16
  br label %if.end5.i

if.end5.i:                                        ; preds = %if.else3.i, %if.then2.i
  %29 = load i32, ptr %i.i, align 4
  %inc.i = add i32 %29, 1
  store i32 %inc.i, ptr %i.i, align 4
  br label %for.cond.i, !llvm.loop !9

_Z4mainDv3_j.exit:                                ; preds = %for.cond.i
  %30 = load <4 x float>, ptr %c.i, align 16
  %31 = load <3 x i32>, ptr %id.addr.i, align 16
  %32 = extractelement <3 x i32> %31, i32 0
  store ptr @_ZL3Out, ptr %this.addr.i, align 4
  store i32 %32, ptr %Index.addr.i, align 4
  %this1.i = load ptr, ptr %this.addr.i, align 4
  %33 = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %this1.i, align 4
  %34 = load i32, ptr %Index.addr.i, align 4
  %35 = call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %33, i32 %34)
  store <4 x float> %30, ptr %35, align 16
  ret void
}

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #0

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

!0 = !{ptr @Lights.cb, ptr addrspace(2) @count, ptr addrspace(2) @colorA, ptr addrspace(2) @colorB, ptr addrspace(2) @cols}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc: %agg.result"}
!6 = distinct !{!6, !"_ZN4hlsl8RWBufferIDv4_fE19__createFromBindingEjjijPKc"}
!7 = !{}
!8 = !{i64 4}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
