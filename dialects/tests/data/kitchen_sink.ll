; ModuleID = 'ks'
; Every construct the reader accepts, in one module. Syntactically valid for
; LLVM 22 (llvm-as -disable-verify); not meant to pass the verifier.
source_filename = "ks.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { i32, [2 x float], <4 x half> }
%packed = type <{ i8, i32 }>
%opaque.T = type opaque
%"quoted name" = type { ptr, ptr addrspace(2) }
%0 = type { i32 }

@g0 = global i32 0
@1 = internal constant %0 { i32 7 }
@"q g" = private unnamed_addr constant [4 x i8] c"a\22b\00", align 1
@arr = dso_local local_unnamed_addr global [2 x %struct.S] zeroinitializer, section "data", align 16, !md !0
@ext = external addrspace(2) externally_initialized global i32
@weak = weak_odr hidden global i64 -1
@tl = thread_local(localexec) global i8 1
@gep = global ptr getelementptr inbounds ([2 x %struct.S], ptr @arr, i32 0, i32 1, i32 1, i32 0)
@ci = global i64 sub nuw (i64 ptrtoint (ptr @g0 to i64), i64 4)
@vec = global <4 x float> <float 1.000000e+00, float 0x3FB99999A0000000, float -0.000000e+00, float 2.5>
@spl = global <2 x i32> splat (i32 3)
@hf = global half 0xH3C00
@bf = global bfloat 0xR3F80
@big = global i128 170141183460469231731687303715884105727
@pk = global %packed <{ i8 1, i32 2 }>
@nul = global ptr null
@und = global { i32, float } { i32 undef, float poison }

define dso_local fastcc noundef range(i32 0, 100) i32 @f(i32 noundef signext %x, ptr nocapture readonly align 4 dereferenceable(8) %p, ptr byval(%struct.S) align 8 %s, ...) unnamed_addr #0 section "text" align 16 !dbg !0 {
entry:
  %a = alloca i32, align 4
  %b = alloca %struct.S, i32 2, align 8, addrspace(0)
  %c = alloca inalloca i32, align 4
  store volatile i32 %x, ptr %a, align 4, !tbaa !1
  %l = load volatile i32, ptr %a, align 4, !nonnull !2, !invariant.load !2
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
  %fa = fadd fast float %fl, 1.0
  %fs = fsub nnan ninf float %fa, 0x3FF0000000000000
  %fm = fmul contract float %fs, %fs
  %fd = fdiv arcp float %fm, 2.0
  %fr = frem afn float %fd, 3.0
  %fn = fneg reassoc nsz float %fr
  %c1 = icmp samesign ult i32 %x, 10
  %c2 = fcmp fast oge float %fn, 0.0
  %c3 = fcmp uno double 1.0, 2.0
  %sel = select nnan i1 %c1, float %fn, float 0.0
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
  %ee = extractelement <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>, i32 2
  %ie = insertelement <4 x float> poison, float %ee, i64 0
  %sv = shufflevector <4 x float> %ie, <4 x float> poison, <4 x i32> <i32 0, i32 0, i32 poison, i32 1>
  %fz = freeze i32 %x
  %call = call float @llvm.fabs.f32(float %fn) #1
  %tc = tail call nnan nsz float @llvm.fabs.f32(float %fn)
  call void @llvm.experimental.noalias.scope.decl(metadata !3)
  %vc = call i32 (i32, ...) @f(i32 1, ptr %p, ptr %s, i32 7)
  notail call void @h() nounwind
  call void @h() #1
  br i1 %c1, label %then, label %2

then:                                             ; preds = %entry
  %ph = phi i32 [ %x, %entry ]
  switch i32 %ph, label %2 [
    i32 0, label %2
    i32 1, label %"q b"
  ]

2:
  %ph2 = phi fast float [ 0.0, %entry ], [ 1.0, %then ], [ 1.0, %then ]
  br label %"q b", !llvm.loop !4

"q b":
  ret i32 0
}

define void @h() {
  unreachable
}

declare float @llvm.fabs.f32(float) #1
declare void @llvm.experimental.noalias.scope.decl(metadata)

attributes #0 = { mustprogress noinline nounwind memory(readwrite, inaccessiblemem: none) uwtable(sync) alignstack=16 allocsize(0, 1) "hlsl.numthreads"="64,1,1" "flag" vscale_range(1,16) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!5}
!named.empty = !{}

!0 = !{}
!1 = !{!6, !6, i64 0}
!2 = !{}
!3 = !{!7}
!4 = distinct !{!4, !8}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{!"int", null, i64 0, !{!"nested"}}
!7 = distinct !{!7, !"scope"}
!8 = !{!"llvm.loop.mustprogress"}
