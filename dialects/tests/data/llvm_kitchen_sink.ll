; Every construct the LLVM IR importer and exporter handle, beyond what the
; corpus uses; dialects/tests/llvm_roundtrip.rs round-trips it.
source_filename = "ks.c"
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32:64"

%pair = type { i32, float }
%opaque.t = type opaque
%0 = type { i8, i16 }

@tl = thread_local(localdynamic) global i32 0, section "tls", align 4
@ext = external dso_local hidden global i32, !foo !0
@ei = addrspace(3) externally_initialized global i32 5, align 8
@arr = private unnamed_addr constant [2 x %pair] [%pair { i32 1, float 2.000000e+00 }, %pair zeroinitializer]
@num = internal global %0 { i8 1, i16 2 }
@1 = global ptr @num
@gattr = global i32 3 #2

define dso_local i32 @kitchen(i32 noundef %a, ptr nocapture readonly %p, <4 x float> %v, i1 %c, i8 %b) #0 section "text.k" align 16 !foo !1 {
entry:
  %buf = alloca i32, i32 4, align 16
  %buf2 = alloca i64, align 8, addrspace(5)
  %l = load volatile i32, ptr %p, align 4
  store volatile i32 %l, ptr %buf, align 4
  %n = fneg nnan float 1.000000e+00
  %f = freeze i32 %a
  %sel = select fast i1 %c, float %n, float 2.000000e+00
  %cmp = fcmp nnan olt float %sel, %n
  %icmp = icmp samesign ult i32 %a, %f
  %tr = trunc nuw nsw i32 %a to i8
  %ze = zext nneg i8 %b to i32
  %uf = uitofp nneg i32 %ze to float
  %fpt = fptrunc fast double 1.000000e+00 to float
  %sh = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 3, i32 poison, i32 0>
  %agg = insertvalue { i32, { float, i8 } } undef, i8 %tr, 1, 1
  %ev = extractvalue { i32, { float, i8 } } %agg, 1, 0
  %vc = call i32 (ptr, ...) @printf(ptr @arr, i32 %a, double 1.000000e+00)
  %r = call fastcc noundef i32 @helper(i32 %a) #1, !bar !2
  %gep = getelementptr inbounds nuw [2 x %pair], ptr @arr, i32 0, i32 1, i32 1
  %ie = insertelement <4 x float> %v, float %ev, i64 2
  %ee = extractelement <4 x float> %ie, i32 %a
  %bc = bitcast <4 x float> %ie to <2 x double>
  %pi = ptrtoint ptr %p to i32
  %ip = inttoptr i32 %pi to ptr
  %asc = addrspacecast ptr addrspace(5) %buf2 to ptr
  %s = sdiv exact i32 %a, 4
  %o = or disjoint i32 %s, 1
  %sw = add i32 %o, ptrtoint (ptr @num to i32)
  br i1 %icmp, label %"loop body", label %done

"loop body":
  %i = phi i32 [ 0, %entry ], [ %inc, %"loop body" ]
  %inc = add nuw nsw i32 %i, 1
  %ex = icmp eq i32 %inc, 10
  br i1 %ex, label %done, label %"loop body", !llvm.loop !3

done:
  %res = phi i32 [ %sw, %entry ], [ %inc, %"loop body" ]
  ret i32 %res
}

define internal fastcc i32 @helper(i32 %x) unnamed_addr {
  ret i32 %x
}

define void @2() {
  unreachable
}

declare i32 @printf(ptr, ...)

declare void @named_params(i32 %first, ptr %second)

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" }
attributes #1 = { nounwind }
attributes #2 = { "global-attr"="yes" }

!0 = !{!"ext"}
!1 = !{i32 42}
!2 = !{!"call"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
