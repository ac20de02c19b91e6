; A dxil-spirv limitation, kept as a minimal input (docs/container.md,
; "What dxil-spirv does not take"): a switch whose default is an
; `unreachable` block (LLVM 22's SimplifyCFG writes one for a switch that
; covers every value; DXC's LLVM 3.7 never does), one case that returns and
; cases that meet in a block with a phi. clang 22 writes this shape for
; tests/corpus/hlsl/branches.hlsl at -O1 and above. dxil-spirv converts it,
; and spirv-val refuses the SPIR-V ("block ... branches to the selection
; construct, but not to the selection header"). After `dxc-cfg`, which
; gives the default to the last case's block (the return block here), the
; SPIR-V is valid.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%"RWBuffer<int32_t>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResourceProperties = type { i32, i32 }

@A = external constant %"RWBuffer<int32_t>"

define void @main() local_unnamed_addr #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %2 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %3 = and i32 %2, 3
  switch i32 %3, label %unreachable [
    i32 0, label %store
    i32 1, label %case1
    i32 2, label %exit
    i32 3, label %case3
  ]

case1:
  %4 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %2, i32 undef)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 0
  br label %store

case3:
  %6 = add i32 %2, 3
  br label %store

unreachable:
  unreachable

store:
  %v = phi i32 [ 1, %entry ], [ %5, %case1 ], [ %6, %case3 ]
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %1, i32 %2, i32 undef, i32 %v, i32 %v, i32 %v, i32 %v, i8 15)
  br label %exit

exit:
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

declare i32 @dx.op.threadId.i32(i32, i32) #1

declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!dx.shaderModel = !{!3}
!dx.version = !{!4}
!dx.resources = !{!8}
!dx.entryPoints = !{!11}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{i32 1, i32 6}
!5 = !{i32 0, i32 4}
!6 = !{i32 0, ptr @A, !"A", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !5}
!7 = !{!6}
!8 = !{null, !7, null, null}
!9 = !{i32 64, i32 1, i32 1}
!10 = !{i32 4, !9}
!11 = !{ptr @main, !"main", null, !8, !10}
