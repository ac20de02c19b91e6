; kitchen_sink.ll after llvm-as -disable-verify | llvm-dis (LLVM 22): the canonical printing
source_filename = "ks.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%0 = type { i32 }
%struct.S = type { i32, [2 x float], <4 x half> }
%packed = type <{ i8, i32 }>

@g0 = global i32 0
@0 = internal constant %0 { i32 7 }
@"q g" = private unnamed_addr constant [4 x i8] c"a\22b\00", align 1
@arr = dso_local local_unnamed_addr global [2 x %struct.S] zeroinitializer, section "data", align 16, !md !0
@ext = external addrspace(2) externally_initialized global i32
@weak = weak_odr hidden global i64 -1
@tl = thread_local(localexec) global i8 1
@gep = global ptr getelementptr inbounds ([2 x %struct.S], ptr @arr, i32 0, i32 1, i32 1, i32 0)
@ci = global i64 sub nuw (i64 ptrtoint (ptr @g0 to i64), i64 4)
@vec = global <4 x float> <float 1.000000e+00, float 0x3FB99999A0000000, float -0.000000e+00, float 2.500000e+00>
@spl = global <2 x i32> splat (i32 3)
@hf = global half 0xH3C00
@bf = global bfloat 0xR3F80
@big = global i128 170141183460469231731687303715884105727
@pk = global %packed <{ i8 1, i32 2 }>
@nul = global ptr null
@und = global { i32, float } { i32 undef, float poison }

; Function Attrs: mustprogress noinline nounwind allocsize(0,1) memory(readwrite, inaccessiblemem: none) alignstack(16) uwtable(sync) vscale_range(1,16)
define dso_local fastcc noundef range(i32 0, 100) i32 @f(i32 noundef signext %x, ptr readonly align 4 captures(none) dereferenceable(8) %p, ptr byval(%struct.S) align 8 %s, ...) unnamed_addr #0 section "text" align 16 {
entry:
  %a = alloca i32, align 4
  %b = alloca %struct.S, i32 2, align 8
  %c = alloca inalloca i32, align 4
  store volatile i32 %x, ptr %a, align 4
  %l = load volatile i32, ptr %a, align 4, !invariant.load !0, !nonnull !0
  %add = add nuw nsw i32 %l, 1
  %sub = sub i32 %add, -5
  %mul = mul nsw i32 %sub, 3
  %sd = sdiv exact i32 %mul, 2
  %ud = udiv i32 %sd, 2
  %ur = urem i32 %ud, 3
  %sr = srem i32 %ur, 3
  %sh = shl nuw i32 %sr, 2
  %lr = lshr exact i32 %sh, 1
  %ar = ashr i32 %lr, 1
  %an = and i32 %ar, 255
  %o = or disjoint i32 %an, 256
  %xo = xor i32 %o, -1
  %fl = sitofp i32 %xo to float
  %fa = fadd fast float %fl, 1.000000e+00
  %fs = fsub nnan ninf float %fa, 1.000000e+00
  %fm = fmul contract float %fs, %fs
  %fd = fdiv arcp float %fm, 2.000000e+00
  %fr = frem afn float %fd, 3.000000e+00
  %fn = fneg reassoc nsz float %fr
  %c1 = icmp samesign ult i32 %x, 10
  %c2 = fcmp fast oge float %fn, 0.000000e+00
  %c3 = fcmp uno double 1.000000e+00, 2.000000e+00
  %sel = select nnan i1 %c1, float %fn, float 0.000000e+00
  %t = trunc nuw nsw i32 %x to i8
  %z = zext nneg i8 %t to i32
  %se = sext i8 %t to i64
  %ft = fptrunc nnan float %sel to half
  %fe = fpext half %ft to double
  %fu = fptoui double %fe to i32
  %fsi = fptosi double %fe to i32
  %uf = uitofp nneg i32 %fu to float
  %pi = ptrtoint ptr %p to i32
  %pa = ptrtoaddr ptr %p to i32
  %ip = inttoptr i32 %pi to ptr
  %bc = bitcast <2 x i32> <i32 1, i32 2> to i64
  %asc = addrspacecast ptr %ip to ptr addrspace(2)
  %gep = getelementptr inbounds nuw %struct.S, ptr %s, i32 0, i32 1, i32 %x
  %gep2 = getelementptr nusw [2 x i32], ptr %p, i64 0, i64 1
  %ev = extractvalue { i32, [2 x i32] } { i32 1, [2 x i32] [i32 2, i32 3] }, 1, 0
  %iv = insertvalue { i32, float } poison, float %sel, 1
  %ee = extractelement <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, i32 2
  %ie = insertelement <4 x float> poison, float %ee, i64 0
  %sv = shufflevector <4 x float> %ie, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 1>
  %fz = freeze i32 %x
  %call = call float @llvm.fabs.f32(float %fn) #3
  %tc = tail call nnan nsz float @llvm.fabs.f32(float %fn)
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  %vc = call i32 (i32, ...) @f(i32 1, ptr %p, ptr %s, i32 7)
  notail call void @h() #4
  call void @h() #3
  br i1 %c1, label %then, label %0

then:                                             ; preds = %entry
  %ph = phi i32 [ %x, %entry ]
  switch i32 %ph, label %0 [
    i32 0, label %0
    i32 1, label %"q b"
  ]

0:                                                ; preds = %then, %then, %entry
  %ph2 = phi fast float [ 0.000000e+00, %entry ], [ 1.000000e+00, %then ], [ 1.000000e+00, %then ]
  br label %"q b", !llvm.loop !4

"q b":                                            ; preds = %0, %then
  ret i32 0
}

define void @h() {
  unreachable
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress noinline nounwind allocsize(0,1) memory(readwrite, inaccessiblemem: none) alignstack=16 uwtable(sync) vscale_range(1,16) "flag" "hlsl.numthreads"="64,1,1" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!1}
!named.empty = !{}

!0 = !{}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!3}
!3 = distinct !{!3, !"scope"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
