; What DXIL cannot carry is dropped or rewritten: module flags with a
; behaviour after AppendUnique become Warning (2) and the list moves to the
; end; !dx.rootsignatures and !llvm.errno.tbaa go; !hlsl.controlflow.hint
; becomes !dx.controlflow.hints; !llvm.loop keeps only unroll hints in a new
; distinct node; other instruction metadata (!tbaa) is dropped, and nodes
; nothing refers to any more are erased.
; RUN: opt %s --passes=translate-metadata --emit=ll
; CHECK-LABEL: define void @main(
; CHECK: br i1 %c, label %body, label %exit, !dx.controlflow.hints ![[HINT:[0-9]+]]
; CHECK: load i32, ptr %p, align 4{{$}}
; CHECK: br label %loop, !llvm.loop ![[LOOP:[0-9]+]]
; CHECK-NOT: !dx.rootsignatures
; CHECK-NOT: !llvm.errno.tbaa
; CHECK: !llvm.module.flags = !{![[F1:[0-9]+]], ![[F2:[0-9]+]]}
; CHECK-DAG: ![[F1]] = !{i32 1, !"wchar_size", i32 4}
; CHECK-DAG: ![[F2]] = !{i32 2, !"some.max", i32 3}
; CHECK-DAG: ![[HINT]] = !{!"dx.controlflow.hints", i32 1}
; CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[UNROLL:[0-9]+]]}
; CHECK-DAG: ![[UNROLL]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-NOT: omnipotent char
; CHECK-NOT: llvm.loop.mustprogress

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

define void @main(ptr %p, i1 %c) #0 {
entry:
  br i1 %c, label %body, label %exit, !hlsl.controlflow.hint !10
body:
  %v = load i32, ptr %p, align 4, !tbaa !4
  br label %loop
loop:
  br label %loop, !llvm.loop !20
exit:
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }

!llvm.module.flags = !{!0, !1}
!dx.rootsignatures = !{!2}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"some.max", i32 3}
!2 = !{ptr @main, !3, i32 2}
!3 = !{}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!10 = !{!"hlsl.controlflow.hint", i32 1}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.count", i32 4}
